//! Computer against computer: whole games between two players, and duels of
//! many games with the sides alternating. Used by `senet duel`, the tuning
//! program and the tests. Pure: the caller reports progress and results.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::eval::Weights;
use super::level::{GameState, Level, with_searcher};
use super::search::Limits;
use senet_engine::{Analysis, Game, Pending, RulesetId, Side, ThrowOutcome, Thrower};

/// A game longer than this many throws is stopped and counted as a draw: it
/// guards against endless games (the strongest level once stayed on 28 for
/// ever behind its blockade in skiryuk-14, 6 of 80 games against random
/// moves; see `level::choose_with`).
pub const MAX_THROWS: u32 = 20_000;

/// A player of a duel: a level, or a search with its own limits and weights
/// (for tuning and tests).
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Player {
    /// A level, with the ruleset's tuned weights.
    Level(Level),
    /// A level playing with other evaluation weights (e.g. the research
    /// lab's first, linear ones).
    Weighted {
        /// The level.
        level: Level,
        /// The evaluation weights.
        weights: Weights,
    },
    /// A search with these limits and weights, no noise.
    Custom {
        /// The search limits.
        limits: Limits,
        /// The evaluation weights.
        weights: Weights,
    },
}

impl Player {
    fn choose(&self, game: &Game, rng: &mut ChaCha8Rng) -> usize {
        let (Pending::Move { throw, .. }, Some(analysis)) = (game.pending(), game.choices()) else {
            return 0;
        };
        let state = GameState::of(game);
        match self {
            Player::Level(level) => {
                super::level::choose(game.rules(), &state, throw.get(), analysis, *level, rng)
            }
            Player::Weighted { level, weights } => super::level::choose_with(
                game.rules(),
                &state,
                throw.get(),
                analysis,
                *level,
                weights,
                rng,
            ),
            Player::Custom { limits, weights } => {
                if analysis.move_count() <= 1 {
                    return 0;
                }
                let rules = game.rules();
                let left = state.throws_left(rules);
                with_searcher(|s| s.search(rules, weights, state.side, analysis, left, limits)).best
            }
        }
    }
}

/// How one game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// The winner; `None` for a draw.
    pub winner: Option<Side>,
    /// Throws made.
    pub throws: u32,
}

/// A well-mixed 64-bit value of `seed` and `n` (splitmix64), for per-game seeds.
#[must_use]
pub fn mix(seed: u64, n: u64) -> u64 {
    let mut z = seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Plays one game from the start: `x` and `o` choose, the throws come from
/// `throw_seed`, and each player's own choices (random moves, noise) from its
/// seed.
#[must_use]
pub fn play_game(
    id: RulesetId,
    x: &Player,
    o: &Player,
    throw_seed: u64,
    choice_seed: u64,
) -> GameResult {
    play_from(&Game::new(id), x, o, throw_seed, choice_seed)
}

/// Plays one game out from `start` (any position, any side to move, with
/// the throws it has made), as [`play_game`] does from the start.
#[must_use]
pub fn play_from(
    start: &Game,
    x: &Player,
    o: &Player,
    throw_seed: u64,
    choice_seed: u64,
) -> GameResult {
    let rules = start.rules();
    let mut game = start.clone();
    let mut thrower = Thrower::new(rules.throw_model, throw_seed);
    let mut rngs = choice_rngs(choice_seed);
    while game.throws() < MAX_THROWS {
        match game.pending() {
            Pending::Over(outcome) => {
                return GameResult {
                    winner: outcome.winner,
                    throws: game.throws(),
                };
            }
            Pending::Throw { .. } => {
                let value = thrower.throw().value;
                if game.throw(value).is_err() {
                    break;
                }
            }
            Pending::Move { side, .. } => {
                let player = if side == Side::X { x } else { o };
                let index = player.choose(&game, &mut rngs[side.index()]);
                if game.play_nth(index).is_err() {
                    break;
                }
            }
        }
    }
    GameResult {
        winner: game.outcome().and_then(|o| o.winner),
        throws: game.throws(),
    }
}

/// The results of a duel, from player A's side.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct DuelStats {
    /// Games played.
    pub games: u32,
    /// Games A won.
    pub a_wins: u32,
    /// Games B won.
    pub b_wins: u32,
    /// Drawn games.
    pub draws: u32,
    /// Games `x` won (whoever played it).
    pub x_wins: u32,
    /// Games `o` won (whoever played it).
    pub o_wins: u32,
    /// Throws made in all games together.
    pub throws: u64,
}

impl DuelStats {
    /// Adds one game.
    pub fn add(&mut self, result: &GameResult, a_side: Side) {
        self.games += 1;
        self.throws += u64::from(result.throws);
        match result.winner {
            Some(w) if w == a_side => self.a_wins += 1,
            Some(_) => self.b_wins += 1,
            None => self.draws += 1,
        }
        match result.winner {
            Some(Side::X) => self.x_wins += 1,
            Some(Side::O) => self.o_wins += 1,
            None => {}
        }
    }

    /// Adds another duel's counts.
    pub fn merge(&mut self, other: &DuelStats) {
        self.games += other.games;
        self.a_wins += other.a_wins;
        self.b_wins += other.b_wins;
        self.draws += other.draws;
        self.x_wins += other.x_wins;
        self.o_wins += other.o_wins;
        self.throws += other.throws;
    }

    /// A's score: wins plus half the draws, over the games (0 when none).
    #[must_use]
    pub fn a_score(&self) -> f64 {
        if self.games == 0 {
            return 0.0;
        }
        (f64::from(self.a_wins) + 0.5 * f64::from(self.draws)) / f64::from(self.games)
    }

    /// The average game length in throws.
    #[must_use]
    pub fn average_throws(&self) -> f64 {
        if self.games == 0 {
            return 0.0;
        }
        self.throws as f64 / f64::from(self.games)
    }

    /// The 95% Wilson interval of A's score.
    #[must_use]
    pub fn a_interval(&self) -> (f64, f64) {
        wilson(self.a_score(), f64::from(self.games), 1.959_964)
    }
}

/// The Wilson score interval of a proportion `p` observed over `n` trials,
/// for the normal quantile `z` (1.96 for 95%).
#[must_use]
pub fn wilson(p: f64, n: f64, z: f64) -> (f64, f64) {
    if n <= 0.0 {
        return (0.0, 1.0);
    }
    let z2 = z * z;
    let denominator = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denominator;
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denominator;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The throw seed and the choice seed of game `i` of a duel seeded with
/// `seed` (a pair of games shares its throws), for [`play_from`].
#[must_use]
pub fn game_seeds(seed: u64, i: u32) -> (u64, u64) {
    (
        mix(seed, u64::from(i / 2)),
        mix(seed ^ 0xC401_CE5E, u64::from(i)),
    )
}

/// The generators of x's and o's own choices in a game with `choice_seed`
/// (as [`play_from`] makes them).
#[must_use]
pub fn choice_rngs(choice_seed: u64) -> [ChaCha8Rng; 2] {
    [
        ChaCha8Rng::seed_from_u64(mix(choice_seed, 1)),
        ChaCha8Rng::seed_from_u64(mix(choice_seed, 2)),
    ]
}

/// Game `i` of a duel seeded with `seed`: A's side and the game's result.
/// Games go in pairs on the same throws, A playing `x` in the even game and
/// `o` in the odd one, so that the luck of the throws cancels out.
#[must_use]
pub fn duel_game(id: RulesetId, a: &Player, b: &Player, seed: u64, i: u32) -> (Side, GameResult) {
    duel_game_from(&Game::new(id), a, b, seed, i)
}

/// Game `i` of a duel from `start`, as [`duel_game`]: A plays `x` in the even
/// games and `o` in the odd ones, the position's side to move staying the same.
#[must_use]
pub fn duel_game_from(
    start: &Game,
    a: &Player,
    b: &Player,
    seed: u64,
    i: u32,
) -> (Side, GameResult) {
    let (throw_seed, choice_seed) = game_seeds(seed, i);
    if i % 2 == 0 {
        (Side::X, play_from(start, a, b, throw_seed, choice_seed))
    } else {
        (Side::O, play_from(start, b, a, throw_seed, choice_seed))
    }
}

/// Plays `games` games of a duel on `jobs` threads, calling `progress` with
/// the number of games finished so far. The result does not depend on `jobs`.
pub fn duel(
    id: RulesetId,
    a: &Player,
    b: &Player,
    games: u32,
    seed: u64,
    jobs: usize,
    progress: &(dyn Fn(u32) + Sync),
) -> DuelStats {
    duel_from(&Game::new(id), a, b, games, seed, jobs, progress)
}

/// [`duel`] from the position `start` instead of the ruleset's start.
pub fn duel_from(
    start: &Game,
    a: &Player,
    b: &Player,
    games: u32,
    seed: u64,
    jobs: usize,
    progress: &(dyn Fn(u32) + Sync),
) -> DuelStats {
    let jobs = jobs.clamp(1, 64);
    let next = std::sync::atomic::AtomicU32::new(0);
    let done = std::sync::atomic::AtomicU32::new(0);
    let mut total = DuelStats::default();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..jobs)
            .map(|_| {
                scope.spawn(|| {
                    let mut stats = DuelStats::default();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        if i >= games {
                            break;
                        }
                        let (a_side, result) = duel_game_from(start, a, b, seed, i);
                        stats.add(&result, a_side);
                        let finished = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                        progress(finished);
                    }
                    stats
                })
            })
            .collect();
        for handle in handles {
            if let Ok(stats) = handle.join() {
                total.merge(&stats);
            }
        }
    });
    total
}

/// A decision met in a game: the state, the throw and its legal moves.
#[derive(Copy, Clone, Debug)]
pub struct Decision {
    /// Board, side to move, throws made.
    pub state: GameState,
    /// The throw.
    pub throw: u8,
    /// Its legal moves (at least two).
    pub analysis: Analysis,
}

/// Reproducible mid-game decisions of a ruleset: for each of `count` games
/// (seeded from `seed`), random play from the start for at least `throws`
/// throws, then the first decision with two or more legal moves. Games that
/// end first give nothing, so fewer than `count` may come back.
#[must_use]
pub fn sample_decisions(id: RulesetId, count: u32, throws: u32, seed: u64) -> Vec<Decision> {
    let rules = id.ruleset();
    let mut out = Vec::new();
    for g in 0..count {
        let mut game = Game::new(id);
        let mut thrower = Thrower::new(rules.throw_model, mix(seed, u64::from(g)));
        let mut rng = ChaCha8Rng::seed_from_u64(mix(seed ^ 0xDEC1_5105, u64::from(g)));
        while game.outcome().is_none() && game.throws() < MAX_THROWS {
            let value = thrower.throw().value;
            match game.throw(value) {
                Ok(ThrowOutcome::Choose(analysis)) => {
                    if game.throws() > throws && analysis.move_count() >= 2 {
                        out.push(Decision {
                            state: GameState::of(&game),
                            throw: value.get(),
                            analysis,
                        });
                        break;
                    }
                    let n = Player::Level(Level::Random).choose(&game, &mut rng);
                    if game.play_nth(n).is_err() {
                        break;
                    }
                }
                Ok(_) => {}
                Err(_) => break,
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_brackets_the_proportion() {
        let (lo, hi) = wilson(0.5, 100.0, 1.96);
        assert!(
            (lo - 0.404).abs() < 0.002 && (hi - 0.596).abs() < 0.002,
            "{lo} {hi}"
        );
        let (lo, hi) = wilson(1.0, 10.0, 1.96);
        assert!(lo > 0.69 && hi == 1.0);
        assert_eq!(wilson(0.3, 0.0, 1.96), (0.0, 1.0));
    }
}

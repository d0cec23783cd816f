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
    /// A level with the ruleset's tuned weights, the shipped part of a
    /// larger endgame table hidden from it
    /// ([`endgame::without_shipped_part`](super::endgame::without_shipped_part)):
    /// to measure what the part brings.
    WithoutShippedPart(Level),
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
            Player::WithoutShippedPart(level) => super::endgame::without_shipped_part(|| {
                super::level::choose(game.rules(), &state, throw.get(), analysis, *level, rng)
            }),
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
    /// Independent results: a game alone, or a pair of games played on the
    /// same throws (counted once: the two games' results depend on each
    /// other).
    pub units: u32,
    /// A's score in each independent result, counted by quarter points
    /// (index 0 = no point … 4 = every point): a game alone scores 0, 2 or
    /// 4 quarters, a pair the sum of its games' half points.
    pub a_units: [u32; 5],
    /// `x`'s score in each independent result, as [`DuelStats::a_units`].
    pub x_units: [u32; 5],
}

/// A game's score for `side` in half points: 2 for a win, 1 for a draw.
fn halves(result: &GameResult, side: Side) -> usize {
    match result.winner {
        Some(w) if w == side => 2,
        Some(_) => 0,
        None => 1,
    }
}

impl DuelStats {
    /// Adds one game, an independent result of its own.
    pub fn add(&mut self, result: &GameResult, a_side: Side) {
        self.count(result, a_side);
        self.units += 1;
        self.a_units[2 * halves(result, a_side)] += 1;
        self.x_units[2 * halves(result, Side::X)] += 1;
    }

    /// Adds two games played on the same throws, as one independent result.
    pub fn add_pair(&mut self, first: (Side, &GameResult), second: (Side, &GameResult)) {
        self.count(first.1, first.0);
        self.count(second.1, second.0);
        self.units += 1;
        self.a_units[halves(first.1, first.0) + halves(second.1, second.0)] += 1;
        self.x_units[halves(first.1, Side::X) + halves(second.1, Side::X)] += 1;
    }

    /// Counts one game's result, not its independence.
    fn count(&mut self, result: &GameResult, a_side: Side) {
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
        self.units += other.units;
        for q in 0..5 {
            self.a_units[q] += other.a_units[q];
            self.x_units[q] += other.x_units[q];
        }
    }

    /// A's score: wins plus half the draws, over the games (0 when none).
    #[must_use]
    pub fn a_score(&self) -> f64 {
        self.score(self.a_wins)
    }

    /// `x`'s score (whoever played it): wins plus half the draws, over the
    /// games (0 when none).
    #[must_use]
    pub fn x_score(&self) -> f64 {
        self.score(self.x_wins)
    }

    fn score(&self, wins: u32) -> f64 {
        if self.games == 0 {
            return 0.0;
        }
        (f64::from(wins) + 0.5 * f64::from(self.draws)) / f64::from(self.games)
    }

    /// The average game length in throws.
    #[must_use]
    pub fn average_throws(&self) -> f64 {
        if self.games == 0 {
            return 0.0;
        }
        self.throws as f64 / f64::from(self.games)
    }

    /// The 95% interval of A's score, counting only independent results
    /// ([`DuelStats::a_units`]): Student's t over them, so that a pair of games
    /// that go the same way counts once.
    #[must_use]
    pub fn a_interval(&self) -> (f64, f64) {
        self.honest_interval(self.a_score(), &self.a_units)
    }

    /// The 95% interval of `x`'s score, as [`DuelStats::a_interval`].
    #[must_use]
    pub fn x_interval(&self) -> (f64, f64) {
        self.honest_interval(self.x_score(), &self.x_units)
    }

    /// The 95% interval of a score `p` whose independent results are
    /// counted in `units`: the Wilson interval over the games when every
    /// game is independent; otherwise the wider, at each end, of that and
    /// Student's t over the independent results (so that a pair of games
    /// that go the same way counts once, and a pair whose luck cancels out
    /// keeps the games' interval).
    fn honest_interval(&self, p: f64, units: &[u32; 5]) -> (f64, f64) {
        let games = wilson(p, f64::from(self.games), 1.959_964);
        if self.units >= self.games || self.units < 2 {
            return games;
        }
        let n = f64::from(self.units);
        let mean = units
            .iter()
            .enumerate()
            .map(|(q, &c)| q as f64 / 4.0 * f64::from(c))
            .sum::<f64>()
            / n;
        let var = units
            .iter()
            .enumerate()
            .map(|(q, &c)| (q as f64 / 4.0 - mean).powi(2) * f64::from(c))
            .sum::<f64>()
            / (n - 1.0);
        let half = super::rollout::t95(self.units as usize - 1) * (var / n).sqrt();
        (
            games.0.min(p - half).max(0.0),
            games.1.max(p + half).min(1.0),
        )
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
/// `seed` between two different players (a pair of games shares its
/// throws), for [`play_from`].
#[must_use]
pub fn game_seeds(seed: u64, i: u32) -> (u64, u64) {
    (
        mix(seed, u64::from(i / 2)),
        mix(seed ^ 0xC401_CE5E, u64::from(i)),
    )
}

/// Whether the games of a duel between `a` and `b` go in pairs on the same
/// throws: only when the players differ. Two equal players would play the
/// same game twice on the same throws (every level from 2 up is
/// deterministic), so each of their games gets throws of its own.
#[must_use]
pub fn shares_throws(a: &Player, b: &Player) -> bool {
    a != b
}

/// The throw seed and the choice seed of game `i` of a duel between `a` and
/// `b` seeded with `seed`: [`game_seeds`] when the games go in pairs
/// ([`shares_throws`]), otherwise throws of its own for every game.
#[must_use]
pub fn duel_seeds(a: &Player, b: &Player, seed: u64, i: u32) -> (u64, u64) {
    let (throw_seed, choice_seed) = game_seeds(seed, i);
    if shares_throws(a, b) {
        (throw_seed, choice_seed)
    } else {
        (mix(seed ^ 0x1DE9_E4DE, u64::from(i)), choice_seed)
    }
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
/// A plays `x` in the even games and `o` in the odd ones. Between different
/// players the games go in pairs on the same throws, so that the luck of the
/// throws cancels out; between equal players every game has its own throws
/// ([`duel_seeds`]).
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
    let (throw_seed, choice_seed) = duel_seeds(a, b, seed, i);
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
/// A pair of games on the same throws counts as one independent result
/// ([`DuelStats::add_pair`]).
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
    let results = std::sync::Mutex::new(vec![None; games as usize]);
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if i >= games {
                        break;
                    }
                    let game = duel_game_from(start, a, b, seed, i);
                    if let Ok(mut results) = results.lock() {
                        if let Some(slot) = results.get_mut(i as usize) {
                            *slot = Some(game);
                        }
                    }
                    let finished = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                    progress(finished);
                }
            });
        }
    });
    let results: Vec<(Side, GameResult)> = results
        .into_inner()
        .unwrap_or_default()
        .into_iter()
        .flatten()
        .collect();
    tally(&results, shares_throws(a, b))
}

/// The statistics of a duel's games in order (A's side and the result),
/// the games going in pairs on the same throws when `paired`.
#[must_use]
pub fn tally(results: &[(Side, GameResult)], paired: bool) -> DuelStats {
    let mut stats = DuelStats::default();
    if paired {
        let mut pairs = results.chunks_exact(2);
        for pair in pairs.by_ref() {
            stats.add_pair((pair[0].0, &pair[0].1), (pair[1].0, &pair[1].1));
        }
        for (side, result) in pairs.remainder() {
            stats.add(result, *side);
        }
    } else {
        for (side, result) in results {
            stats.add(result, *side);
        }
    }
    stats
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
    use crate::eval::Weights;
    use crate::search::Limits;

    /// A deterministic player that needs no endgame table (quick in a debug build).
    fn one_throw_ahead() -> Player {
        Player::Custom {
            limits: Limits::depth(1).without_endgame(),
            weights: Weights::tuned(RulesetId::Kendall),
        }
    }

    #[test]
    fn equal_deterministic_players_never_play_a_game_twice() {
        let p = one_throw_ahead();
        // On the pairs' shared throws the second game would copy the first.
        let (throw_seed, _) = game_seeds(5, 0);
        let first = play_game(RulesetId::Kendall, &p, &p, throw_seed, 1);
        let second = play_game(RulesetId::Kendall, &p, &p, throw_seed, 2);
        assert_eq!(first, second, "a copy: the reason for the rule");
        // So equal players get throws of their own in every game.
        assert!(!shares_throws(&p, &p));
        let seeds: std::collections::HashSet<u64> =
            (0..200).map(|i| duel_seeds(&p, &p, 5, i).0).collect();
        assert_eq!(seeds.len(), 200);
        let games: Vec<(Side, GameResult)> = (0..6)
            .map(|i| duel_game(RulesetId::Kendall, &p, &p, 5, i))
            .collect();
        for pair in games.chunks_exact(2) {
            assert_ne!(pair[0].1, pair[1].1, "{games:?}");
        }
        let stats = duel(RulesetId::Kendall, &p, &p, 6, 5, 2, &|_| {});
        assert_eq!((stats.games, stats.units), (6, 6));
        // Different players keep their pairs, counted once each.
        let random = Player::Level(Level::Random);
        assert!(shares_throws(&p, &random));
        assert_eq!(duel_seeds(&p, &random, 5, 3), game_seeds(5, 3));
        let stats = duel(RulesetId::Race, &random, &p, 5, 5, 2, &|_| {});
        assert_eq!((stats.games, stats.units), (5, 3));
    }

    fn won(winner: Side) -> GameResult {
        GameResult {
            winner: Some(winner),
            throws: 100,
        }
    }

    #[test]
    fn a_pair_that_goes_the_same_way_counts_once() {
        // 100 pairs, A playing x then o; x wins both games of even pairs, o
        // both of odd ones: A's score is 1/2 in every pair, x's 1 or 0.
        let results: Vec<(Side, GameResult)> = (0..200)
            .map(|i: u32| {
                let a_side = if i % 2 == 0 { Side::X } else { Side::O };
                let winner = if (i / 2) % 2 == 0 { Side::X } else { Side::O };
                (a_side, won(winner))
            })
            .collect();
        let paired = tally(&results, true);
        let unpaired = tally(&results, false);
        assert_eq!(
            (paired.games, paired.units, unpaired.units),
            (200, 100, 200)
        );
        assert_eq!(paired.a_score(), 0.5);
        assert_eq!(paired.x_score(), 0.5);
        let width = |(lo, hi): (f64, f64)| hi - lo;
        // A's luck cancels within each pair: the games' interval stands.
        assert_eq!(paired.a_interval(), unpaired.a_interval());
        // x's results are copies: the interval widens by about sqrt 2.
        let ratio = width(paired.x_interval()) / width(unpaired.x_interval());
        assert!((ratio - 2f64.sqrt()).abs() < 0.05, "{ratio}");
        // Merging keeps every count.
        let mut twice = paired;
        twice.merge(&paired);
        assert_eq!(
            (twice.games, twice.units, twice.x_units[4]),
            (400, 200, 100)
        );
    }

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

//! Complete games between two uniformly random movers, for benchmarks,
//! statistics and smoke tests of the rules.
//!
//! [`play_random_game`] allocates nothing: the [`Game`], the [`Thrower`] and
//! every [`crate::Analysis`] are fixed-size values on the stack.

use rand::Rng;

use super::game::{Game, Outcome, Thrown};
use super::rules::RulesetId;
use super::side::Side;
use super::sticks::Thrower;

/// What happened in one random game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GameSummary {
    /// The ruleset played.
    pub rules: RulesetId,
    /// The seed of the game's [`Thrower`].
    pub seed: u64,
    /// Every throw made, house throws included (as [`Game::throws`] counts them).
    pub throws: u32,
    /// Moves made: the chosen ones and (skiryuk) the forced moves of house throws.
    pub moves: u32,
    /// Throws lost because no legal move existed.
    pub passes: u32,
    /// How the game ended.
    pub outcome: Outcome,
}

impl GameSummary {
    /// The winner, `None` for a draw.
    #[must_use]
    pub const fn winner(&self) -> Option<Side> {
        self.outcome.winner
    }
}

/// Plays a whole game of `rules` from its start position, both sides choosing
/// uniformly at random among their legal moves, until [`Game::outcome`] is set.
///
/// One [`Thrower`] seeded with `seed` (and the ruleset's throw model) makes
/// every throw and every choice, drawing from one ChaCha8 stream in the order
/// of play, so the same `rules` and `seed` always give the same game.
///
/// The choice among `n` legal moves is [`uniform_below`]: rejection sampling
/// on `next_u32`, exactly uniform and defined by this crate alone, rather than
/// `rand::RngExt::random_range`, whose algorithm `rand` does not promise to keep
/// across versions (and which its `unbiased` feature changes).
///
/// Random play ends with probability one in every ruleset (`arcade` within
/// its 600-throw limit); the other rulesets have no limit, so the loop does not
/// impose one either.
///
/// # Examples
///
/// ```
/// use senet_engine::{RulesetId, play_random_game};
///
/// let game = play_random_game(RulesetId::Race, 7);
/// assert_eq!(game, play_random_game(RulesetId::Race, 7), "the seed fixes the game");
/// assert_eq!(game.throws, game.moves + game.passes);
/// assert!(game.winner().is_some(), "race ends with a winner");
/// ```
#[must_use]
pub fn play_random_game(rules: RulesetId, seed: u64) -> GameSummary {
    let mut game = Game::new(rules);
    let mut thrower = Thrower::new(rules.ruleset().throw_model, seed);
    let mut moves = 0u32;
    let mut passes = 0u32;
    let outcome = loop {
        if let Some(outcome) = game.outcome() {
            break outcome;
        }
        let value = thrower.throw().value;
        // The game is not over and no move is waiting, and the value is 1..=5.
        // `throw_in_place` is `Game::throw` without copying the analysis out.
        let Ok(thrown) = game.throw_in_place(value) else {
            unreachable!("a throw of 1..=5 before any move is always accepted")
        };
        match thrown {
            Thrown::Choose => {
                let count = game.last_analysis().move_count() as u32;
                let n = uniform_below(thrower.rng(), count);
                let Ok(_) = game.play_nth(n as usize) else {
                    unreachable!("the n-th of the offered moves is legal")
                };
                moves += 1;
            }
            Thrown::Forced(_) => moves += 1,
            Thrown::Pass => passes += 1,
        }
    };
    GameSummary {
        rules,
        seed,
        throws: game.throws(),
        moves,
        passes,
        outcome,
    }
}

/// A uniformly random number in `0..n` (`n` ≥ 1; 0 gives 0).
///
/// Draws 32-bit words and rejects those in the incomplete top cycle of `n`
/// (at most `n - 1` of 2^32 values), so each result has exactly the same
/// chance. With seven or fewer moves a redraw happens about once in 600
/// million choices, and the draw costs one `next_u32` otherwise.
#[inline]
pub fn uniform_below<R: Rng + ?Sized>(rng: &mut R, n: u32) -> u32 {
    if n <= 1 {
        return 0;
    }
    // The largest multiple of n that fits in 2^32, minus one, as the last accepted word.
    let zone = u32::MAX - (u32::MAX - n + 1) % n;
    loop {
        let word = rng.next_u32();
        if word <= zone {
            return word % n;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ThrowModel;
    use crate::Victory;

    #[test]
    fn the_same_seed_gives_the_same_game() {
        for id in RulesetId::ALL {
            for seed in [0, 1, 42, u64::MAX] {
                assert_eq!(play_random_game(id, seed), play_random_game(id, seed));
            }
            let games: Vec<_> = (0..20).map(|seed| play_random_game(id, seed)).collect();
            assert!(
                games.iter().any(|g| g.throws != games[0].throws),
                "{id}: twenty seeds gave games of one length"
            );
        }
    }

    #[test]
    fn every_ruleset_finishes_with_a_consistent_summary() {
        for id in RulesetId::ALL {
            let mut wins = [0u32; 2];
            for seed in 0..200 {
                let g = play_random_game(id, seed);
                assert_eq!(g.rules, id);
                assert_eq!(g.seed, seed);
                assert_eq!(g.moves + g.passes, g.throws, "{id} seed {seed}: {g:?}");
                assert!(g.moves > 0, "{id} seed {seed}");
                match g.outcome.by {
                    Victory::BearOff => wins[g.winner().expect("a winner").index()] += 1,
                    Victory::Draw600 => assert_eq!(id, RulesetId::Arcade),
                    other => panic!("{id} seed {seed}: random play ended by {other:?}"),
                }
            }
            assert!(wins.iter().all(|&w| w > 0), "{id}: one side never won");
        }
    }

    #[test]
    fn arcade_ends_within_six_hundred_throws() {
        for seed in 0..300 {
            let g = play_random_game(RulesetId::Arcade, seed);
            assert!(g.throws <= 600, "seed {seed}: {g:?}");
            if g.outcome.by == Victory::Draw600 {
                assert_eq!(g.throws, 600);
                assert_eq!(g.winner(), None);
            }
        }
    }

    #[test]
    fn uniform_below_stays_in_range_and_covers_it() {
        let mut thrower = Thrower::new(ThrowModel::Sticks, 3);
        for n in 1..=7u32 {
            let mut seen = [0u32; 7];
            for _ in 0..7_000 {
                let k = uniform_below(thrower.rng(), n);
                assert!(k < n);
                seen[k as usize] += 1;
            }
            // Each value about 7000 / n times; generous bounds.
            for &count in &seen[..n as usize] {
                assert!(count * n > 6_000 && count * n < 8_000, "n={n}: {seen:?}");
            }
        }
        assert_eq!(uniform_below(thrower.rng(), 0), 0);
    }
}

//! Kept playout verdicts of the shipped best-move questions
//! ([`super::best::verify`]): playing them out takes seconds in a release
//! build and minutes in a debug one, and `lesson check` runs in CI in debug
//! and whenever the tutor starts. Each verdict is the paired difference
//! (best minus second best by the search) over
//! [`super::best::VERIFY_PLAYOUTS`] playouts per option, with its 95%
//! interval, for one question, and the fingerprint of the evaluation and
//! playout settings it was made with ([`super::best::fingerprint`]): after
//! a change of the evaluation the fingerprints no longer match, the
//! verdicts are not used, and `lesson check` plays the questions out again.
//!
//! To renew them: `cargo run --release --example best_move_verdicts`, which
//! plays out every shipped best-move question and prints this table.

use crate::ai::rollout::Interval;

/// What a verdict is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Key {
    /// The ruleset's name.
    pub rules: &'static str,
    /// The board text.
    pub board: String,
    /// `x` or `o`.
    pub to_move: char,
    /// The throw.
    pub throw: u8,
    /// Throws made before it.
    pub throws_made: u32,
    /// The search's best option (its square).
    pub best: u8,
    /// The search's second-best option.
    pub second: u8,
}

/// One kept verdict: the question, the fingerprint, and the difference's
/// mean and 95% interval (win chance, 0..1).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Kept {
    /// The ruleset's name.
    pub rules: &'static str,
    /// The board text.
    pub board: &'static str,
    /// `x` or `o`.
    pub to_move: char,
    /// The throw.
    pub throw: u8,
    /// Throws made before it.
    pub throws_made: u32,
    /// The search's best option.
    pub best: u8,
    /// The search's second-best option.
    pub second: u8,
    /// [`super::best::fingerprint`] when it was made.
    pub fingerprint: u64,
    /// Mean difference.
    pub mean: f64,
    /// Lower end of its 95% interval.
    pub low: f64,
    /// Upper end.
    pub high: f64,
}

/// The kept verdicts.
pub const KEPT: &[Kept] = &[];

/// The kept verdict for `key` made with `fingerprint`, if any.
#[must_use]
pub fn find(key: &Key, fingerprint: u64) -> Option<Interval> {
    KEPT.iter()
        .find(|k| {
            k.fingerprint == fingerprint
                && k.rules == key.rules
                && k.board == key.board
                && k.to_move == key.to_move
                && k.throw == key.throw
                && k.throws_made == key.throws_made
                && k.best == key.best
                && k.second == key.second
        })
        .map(|k| Interval {
            mean: k.mean,
            low: k.low,
            high: k.high,
        })
}

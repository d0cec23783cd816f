//! Kept playout verdicts of the shipped best-move questions
//! ([`super::solve::verify`]): playing them out takes seconds in a release
//! build and minutes in a debug one, and `lesson check` runs in CI in debug
//! and whenever the tutor starts. Each verdict is the paired difference
//! (best minus second best by the search) over
//! [`super::solve::VERIFY_PLAYOUTS`] playouts per option, with its 95%
//! interval, for one question, and the fingerprint of the evaluation and
//! playout settings it was made with ([`super::solve::fingerprint`]): after
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
    /// [`super::solve::fingerprint`] when it was made.
    pub fingerprint: u64,
    /// Mean difference.
    pub mean: f64,
    /// Lower end of its 95% interval.
    pub low: f64,
    /// Upper end.
    pub high: f64,
}

/// The kept verdicts (made with `examples/best_move_verdicts.rs`).
pub const KEPT: &[Kept] = &[
    Kept {
        rules: "skiryuk",
        board: ".....oo.xo.x.....o...x........",
        to_move: 'x',
        throw: 2,
        throws_made: 0,
        best: 9,
        second: 22,
        fingerprint: 0x177861de83f84273,
        mean: 0.129909,
        low: 0.116359,
        high: 0.143459,
    },
    Kept {
        rules: "skiryuk",
        board: "..o.......x.o..oo..o...x.xx...",
        to_move: 'x',
        throw: 4,
        throws_made: 0,
        best: 27,
        second: 11,
        fingerprint: 0x177861de83f84273,
        mean: 0.045367,
        low: 0.034011,
        high: 0.056722,
    },
    Kept {
        rules: "skiryuk-14",
        board: ".x....x...oo.x.o.o..xx....oo..",
        to_move: 'x',
        throw: 5,
        throws_made: 0,
        best: 14,
        second: 21,
        fingerprint: 0x2595e81fcf82a509,
        mean: 0.027941,
        low: 0.013307,
        high: 0.042574,
    },
];

/// The fingerprint of a verdict of the exact tables: it does not depend on
/// the evaluation.
pub const EXACT: u64 = 0;

/// Kept verdicts of shipped questions in small endings, decided by the exact
/// tables (fingerprint [`EXACT`], `low` = `high` = `mean`): with them the
/// tutor's start, which checks every shipped lesson, does not have to solve a
/// table; the table is solved when the question is shown.
pub const KEPT_EXACT: &[Kept] = &[
    Kept {
        rules: "kendall",
        board: "...................o....ox.x..",
        to_move: 'x',
        throw: 1,
        throws_made: 0,
        best: 28,
        second: 26,
        fingerprint: EXACT,
        mean: 0.304,
        low: 0.304,
        high: 0.304,
    },
    Kept {
        rules: "kendall",
        board: "...................x.o..x...o.",
        to_move: 'x',
        throw: 1,
        throws_made: 0,
        best: 25,
        second: 20,
        fingerprint: EXACT,
        mean: 0.071,
        low: 0.071,
        high: 0.071,
    },
    Kept {
        rules: "games-room",
        board: "..x...............x....o...o..",
        to_move: 'x',
        throw: 5,
        throws_made: 0,
        best: 19,
        second: 3,
        fingerprint: EXACT,
        mean: 0.111139,
        low: 0.111139,
        high: 0.111139,
    },
    Kept {
        rules: "arcade",
        board: "..o.............x...o..x......",
        to_move: 'x',
        throw: 2,
        throws_made: 0,
        best: 24,
        second: 17,
        fingerprint: EXACT,
        mean: 0.064459,
        low: 0.064459,
        high: 0.064459,
    },
    Kept {
        rules: "arcade",
        board: "....o..............x.....x...o",
        to_move: 'x',
        throw: 1,
        throws_made: 0,
        best: 20,
        second: 26,
        fingerprint: EXACT,
        mean: 0.157362,
        low: 0.157362,
        high: 0.157362,
    },
];

/// The kept exact verdict of a small-ending question whose best move is on
/// `best`: (second best, difference).
#[must_use]
pub fn find_exact(
    rules: &str,
    board: &str,
    to_move: char,
    throw: u8,
    throws_made: u32,
    best: u8,
) -> Option<(u8, f64)> {
    KEPT_EXACT
        .iter()
        .find(|k| {
            k.rules == rules
                && k.board == board
                && k.to_move == to_move
                && k.throw == throw
                && k.throws_made == throws_made
                && k.best == best
        })
        .map(|k| (k.second, k.mean))
}

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

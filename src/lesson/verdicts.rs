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
        rules: "games-room",
        board: "..x............oo.xx.x.o......",
        to_move: 'x',
        throw: 5,
        throws_made: 0,
        best: 19,
        second: 3,
        fingerprint: 0x75008933cba3ed6b,
        mean: 0.007236,
        low: 0.000253,
        high: 0.014219,
    },
    Kept {
        rules: "arcade",
        board: ".xoo....o.......xx..o..x...o..",
        to_move: 'x',
        throw: 2,
        throws_made: 0,
        best: 24,
        second: 17,
        fingerprint: 0x757c6178e59babcf,
        mean: 0.010802,
        low: 0.003202,
        high: 0.018401,
    },
    Kept {
        rules: "arcade",
        board: "...xoo............xx.o.o.x...o",
        to_move: 'x',
        throw: 1,
        throws_made: 0,
        best: 20,
        second: 26,
        fingerprint: 0x757c6178e59babcf,
        mean: 0.011940,
        low: 0.004283,
        high: 0.019596,
    },
    Kept {
        rules: "skiryuk",
        board: ".....oo.xo.x.....o...x........",
        to_move: 'x',
        throw: 2,
        throws_made: 0,
        best: 9,
        second: 22,
        fingerprint: 0x55a251eb4eac9585,
        mean: 0.137168,
        low: 0.124275,
        high: 0.150060,
    },
    Kept {
        rules: "skiryuk",
        board: "..o.......x.o..oo..o...x.xx...",
        to_move: 'x',
        throw: 4,
        throws_made: 0,
        best: 27,
        second: 11,
        fingerprint: 0x55a251eb4eac9585,
        mean: 0.058712,
        low: 0.048324,
        high: 0.069099,
    },
    Kept {
        rules: "skiryuk-14",
        board: ".x....x...oo.x.o.o..xx....oo..",
        to_move: 'x',
        throw: 5,
        throws_made: 0,
        best: 14,
        second: 22,
        fingerprint: 0x899a0074dd7a0899,
        mean: 0.024988,
        low: 0.010814,
        high: 0.039162,
    },
    Kept {
        rules: "skiryuk-14",
        board: ".ox..oo.xo.xoo.x.o...xx.......",
        to_move: 'x',
        throw: 2,
        throws_made: 0,
        best: 9,
        second: 3,
        fingerprint: 0x899a0074dd7a0899,
        mean: 0.019634,
        low: 0.006587,
        high: 0.032681,
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

//! Kept playout verdicts of the shipped best-move questions
//! ([`super::solve::verify`]): playing them out takes seconds in a release
//! build and minutes in a debug one, and `lesson check` runs in CI in debug
//! and whenever the tutor starts. Each verdict is the paired difference
//! (the best option minus one other option; a question has a row for each
//! other option, since the search's second is not always the runner-up) over
//! [`super::solve::VERIFY_PLAYOUTS`] playouts per option, with its 95%
//! interval, and the fingerprint of the evaluation and
//! playout settings it was made with ([`super::solve::fingerprint`]): after
//! a change of the evaluation the fingerprints no longer match, the
//! verdicts are not used, and `lesson check` plays the questions out again.
//!
//! To renew them: `cargo run --release -p senet-lab --bin best_move_verdicts`, which
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
    /// The other option it is compared with.
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
    /// The other option it is compared with (for an exact verdict: the
    /// second best).
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

/// The kept verdicts (made with `lab/src/bin/best_move_verdicts.rs`).
pub const KEPT: &[Kept] = &[
    // The middle-game questions of kendall-10, games-room-11, arcade-12 and
    // skiryuk-15: the best option against every other option, 2,000
    // playouts each with the luck of their throws taken off.
    // lessons/kendall-10-best-moves.yaml:53
    Kept {
        rules: "kendall",
        board: "..................ox.oxx...xo.",
        to_move: 'x',
        throw: 2,
        throws_made: 0,
        best: 20,
        second: 28,
        fingerprint: 0x4d2400dbf0d8be32,
        mean: 0.030736,
        low: 0.025064,
        high: 0.036407,
    },
    // lessons/kendall-10-best-moves.yaml:53
    Kept {
        rules: "kendall",
        board: "..................ox.oxx...xo.",
        to_move: 'x',
        throw: 2,
        throws_made: 0,
        best: 20,
        second: 24,
        fingerprint: 0x4d2400dbf0d8be32,
        mean: 0.026416,
        low: 0.020678,
        high: 0.032153,
    },
    // lessons/kendall-10-best-moves.yaml:53
    Kept {
        rules: "kendall",
        board: "..................ox.oxx...xo.",
        to_move: 'x',
        throw: 2,
        throws_made: 0,
        best: 20,
        second: 23,
        fingerprint: 0x4d2400dbf0d8be32,
        mean: 0.036428,
        low: 0.030854,
        high: 0.042002,
    },
    // lessons/kendall-10-best-moves.yaml:62
    Kept {
        rules: "kendall",
        board: "......oooxx...........x.......",
        to_move: 'x',
        throw: 3,
        throws_made: 0,
        best: 23,
        second: 10,
        fingerprint: 0x4d2400dbf0d8be32,
        mean: 0.027492,
        low: 0.020758,
        high: 0.034226,
    },
    // lessons/kendall-10-best-moves.yaml:62
    Kept {
        rules: "kendall",
        board: "......oooxx...........x.......",
        to_move: 'x',
        throw: 3,
        throws_made: 0,
        best: 23,
        second: 11,
        fingerprint: 0x4d2400dbf0d8be32,
        mean: 0.040532,
        low: 0.033594,
        high: 0.047471,
    },
    // lessons/games-room-11-best-moves.yaml:44
    Kept {
        rules: "games-room",
        board: "...................x..oox..xo.",
        to_move: 'x',
        throw: 1,
        throws_made: 0,
        best: 25,
        second: 28,
        fingerprint: 0x2198e5995a566ebd,
        mean: 0.050671,
        low: 0.046760,
        high: 0.054582,
    },
    // lessons/games-room-11-best-moves.yaml:44
    Kept {
        rules: "games-room",
        board: "...................x..oox..xo.",
        to_move: 'x',
        throw: 1,
        throws_made: 0,
        best: 25,
        second: 20,
        fingerprint: 0x2198e5995a566ebd,
        mean: 0.053930,
        low: 0.050942,
        high: 0.056918,
    },
    // lessons/games-room-11-best-moves.yaml:53
    Kept {
        rules: "games-room",
        board: "...................o.xxo.x..o.",
        to_move: 'x',
        throw: 2,
        throws_made: 0,
        best: 22,
        second: 26,
        fingerprint: 0x2198e5995a566ebd,
        mean: 0.039210,
        low: 0.035536,
        high: 0.042884,
    },
    // lessons/games-room-11-best-moves.yaml:53
    Kept {
        rules: "games-room",
        board: "...................o.xxo.x..o.",
        to_move: 'x',
        throw: 2,
        throws_made: 0,
        best: 22,
        second: 23,
        fingerprint: 0x2198e5995a566ebd,
        mean: 0.041074,
        low: 0.037371,
        high: 0.044778,
    },
    // lessons/games-room-11-best-moves.yaml:62
    Kept {
        rules: "games-room",
        board: "..................o...o.xx.oxx",
        to_move: 'x',
        throw: 3,
        throws_made: 0,
        best: 25,
        second: 30,
        fingerprint: 0x2198e5995a566ebd,
        mean: 0.035328,
        low: 0.031123,
        high: 0.039534,
    },
    // lessons/games-room-11-best-moves.yaml:62
    Kept {
        rules: "games-room",
        board: "..................o...o.xx.oxx",
        to_move: 'x',
        throw: 3,
        throws_made: 0,
        best: 25,
        second: 26,
        fingerprint: 0x2198e5995a566ebd,
        mean: 0.068500,
        low: 0.064221,
        high: 0.072779,
    },
    // lessons/arcade-12-best-moves.yaml:53
    Kept {
        rules: "arcade",
        board: "...................xxxo.oo.x..",
        to_move: 'x',
        throw: 3,
        throws_made: 0,
        best: 20,
        second: 21,
        fingerprint: 0x043505e0ada2a62c,
        mean: 0.020428,
        low: 0.015105,
        high: 0.025750,
    },
    // lessons/arcade-12-best-moves.yaml:53
    Kept {
        rules: "arcade",
        board: "...................xxxo.oo.x..",
        to_move: 'x',
        throw: 3,
        throws_made: 0,
        best: 20,
        second: 28,
        fingerprint: 0x043505e0ada2a62c,
        mean: 0.033570,
        low: 0.028416,
        high: 0.038724,
    },
    // lessons/arcade-12-best-moves.yaml:62
    Kept {
        rules: "arcade",
        board: "...............x...x..oxo..ox.",
        to_move: 'x',
        throw: 2,
        throws_made: 0,
        best: 24,
        second: 16,
        fingerprint: 0x043505e0ada2a62c,
        mean: 0.039587,
        low: 0.034468,
        high: 0.044706,
    },
    // lessons/arcade-12-best-moves.yaml:62
    Kept {
        rules: "arcade",
        board: "...............x...x..oxo..ox.",
        to_move: 'x',
        throw: 2,
        throws_made: 0,
        best: 24,
        second: 20,
        fingerprint: 0x043505e0ada2a62c,
        mean: 0.042118,
        low: 0.036801,
        high: 0.047436,
    },
    // lessons/arcade-12-best-moves.yaml:62
    Kept {
        rules: "arcade",
        board: "...............x...x..oxo..ox.",
        to_move: 'x',
        throw: 2,
        throws_made: 0,
        best: 24,
        second: 29,
        fingerprint: 0x043505e0ada2a62c,
        mean: 0.044448,
        low: 0.039242,
        high: 0.049654,
    },
    // lessons/skiryuk-15-best-moves.yaml:14
    Kept {
        rules: "skiryuk",
        board: ".....oo.xo.x.....o...x........",
        to_move: 'x',
        throw: 2,
        throws_made: 0,
        best: 9,
        second: 12,
        fingerprint: 0xef38efab0981dd5a,
        mean: 0.076337,
        low: 0.066060,
        high: 0.086614,
    },
    // lessons/skiryuk-15-best-moves.yaml:14
    Kept {
        rules: "skiryuk",
        board: ".....oo.xo.x.....o...x........",
        to_move: 'x',
        throw: 2,
        throws_made: 0,
        best: 9,
        second: 22,
        fingerprint: 0xef38efab0981dd5a,
        mean: 0.084029,
        low: 0.073701,
        high: 0.094358,
    },
    // lessons/skiryuk-15-best-moves.yaml:23
    Kept {
        rules: "skiryuk",
        board: "..o.........o..oo..o...x.xx...",
        to_move: 'x',
        throw: 4,
        throws_made: 0,
        best: 27,
        second: 26,
        fingerprint: 0xef38efab0981dd5a,
        mean: 0.362853,
        low: 0.350280,
        high: 0.375427,
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
    // kendall-10, games-room-11 and arcade-12: the small endings added for
    // issue 14.
    // lessons/kendall-10-best-moves.yaml:33
    Kept {
        rules: "kendall",
        board: "......................xo...x..",
        to_move: 'x',
        throw: 3,
        throws_made: 0,
        best: 23,
        second: 28,
        fingerprint: EXACT,
        mean: 0.293400,
        low: 0.293400,
        high: 0.293400,
    },
    // lessons/kendall-10-best-moves.yaml:42
    Kept {
        rules: "kendall",
        board: "...................x...xo....o",
        to_move: 'x',
        throw: 1,
        throws_made: 0,
        best: 20,
        second: 24,
        fingerprint: EXACT,
        mean: 0.140932,
        low: 0.140932,
        high: 0.140932,
    },
    // lessons/games-room-11-best-moves.yaml:24
    Kept {
        rules: "games-room",
        board: "........................o...xx",
        to_move: 'x',
        throw: 5,
        throws_made: 0,
        best: 29,
        second: 30,
        fingerprint: EXACT,
        mean: 0.206561,
        low: 0.206561,
        high: 0.206561,
    },
    // lessons/games-room-11-best-moves.yaml:33
    Kept {
        rules: "games-room",
        board: "......................x.o..xo.",
        to_move: 'x',
        throw: 3,
        throws_made: 0,
        best: 23,
        second: 28,
        fingerprint: EXACT,
        mean: 0.144076,
        low: 0.144076,
        high: 0.144076,
    },
    // lessons/arcade-12-best-moves.yaml:33
    Kept {
        rules: "arcade",
        board: ".....................xxo.o....",
        to_move: 'x',
        throw: 2,
        throws_made: 0,
        best: 22,
        second: 23,
        fingerprint: EXACT,
        mean: 0.067140,
        low: 0.067140,
        high: 0.067140,
    },
    // lessons/arcade-12-best-moves.yaml:42
    Kept {
        rules: "arcade",
        board: "...................x...xo.....",
        to_move: 'x',
        throw: 1,
        throws_made: 0,
        best: 20,
        second: 24,
        fingerprint: EXACT,
        mean: 0.084367,
        low: 0.084367,
        high: 0.084367,
    },
    // kendall-10, games-room-11 and arcade-12: the first small endings.
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
    // skiryuk-15-best-moves and skiryuk-14-12-best-moves: small endings
    // (skiryuk-14 shares skiryuk's two-piece table).
    Kept {
        rules: "skiryuk",
        board: "..............x....o....x.....",
        to_move: 'x',
        throw: 5,
        throws_made: 0,
        best: 15,
        second: 25,
        fingerprint: EXACT,
        mean: 0.318557,
        low: 0.318557,
        high: 0.318557,
    },
    Kept {
        rules: "skiryuk",
        board: "..............o.........o.xx..",
        to_move: 'x',
        throw: 3,
        throws_made: 0,
        best: 27,
        second: 28,
        fingerprint: EXACT,
        mean: 0.268055,
        low: 0.268055,
        high: 0.268055,
    },
    Kept {
        rules: "skiryuk",
        board: "...............oo......x.x....",
        to_move: 'x',
        throw: 1,
        throws_made: 0,
        best: 24,
        second: 26,
        fingerprint: EXACT,
        mean: 0.205776,
        low: 0.205776,
        high: 0.205776,
    },
    Kept {
        rules: "skiryuk",
        board: "...................ooxx.......",
        to_move: 'x',
        throw: 2,
        throws_made: 0,
        best: 22,
        second: 23,
        fingerprint: EXACT,
        mean: 0.160769,
        low: 0.160769,
        high: 0.160769,
    },
    Kept {
        rules: "skiryuk",
        board: "...x............o........x.o..",
        to_move: 'x',
        throw: 3,
        throws_made: 0,
        best: 4,
        second: 26,
        fingerprint: EXACT,
        mean: 0.205839,
        low: 0.205839,
        high: 0.205839,
    },
    Kept {
        rules: "skiryuk",
        board: "..............o.......x..x..o.",
        to_move: 'x',
        throw: 2,
        throws_made: 0,
        best: 26,
        second: 23,
        fingerprint: EXACT,
        mean: 0.165389,
        low: 0.165389,
        high: 0.165389,
    },
    Kept {
        rules: "skiryuk-14",
        board: "....................o.x.xo....",
        to_move: 'x',
        throw: 3,
        throws_made: 0,
        best: 25,
        second: 23,
        fingerprint: EXACT,
        mean: 0.187198,
        low: 0.187198,
        high: 0.187198,
    },
    Kept {
        rules: "skiryuk-14",
        board: ".....................o.xxo....",
        to_move: 'x',
        throw: 2,
        throws_made: 0,
        best: 25,
        second: 24,
        fingerprint: EXACT,
        mean: 0.181537,
        low: 0.181537,
        high: 0.181537,
    },
    Kept {
        rules: "skiryuk-14",
        board: "..................oxo.x.......",
        to_move: 'x',
        throw: 2,
        throws_made: 0,
        best: 20,
        second: 23,
        fingerprint: EXACT,
        mean: 0.160418,
        low: 0.160418,
        high: 0.160418,
    },
    Kept {
        rules: "skiryuk-14",
        board: "x...........o.x...........o...",
        to_move: 'x',
        throw: 2,
        throws_made: 0,
        best: 15,
        second: 1,
        fingerprint: EXACT,
        mean: 0.093965,
        low: 0.093965,
        high: 0.093965,
    },
    Kept {
        rules: "skiryuk-14",
        board: ".x....................o..x..o.",
        to_move: 'x',
        throw: 3,
        throws_made: 0,
        best: 2,
        second: 26,
        fingerprint: EXACT,
        mean: 0.459584,
        low: 0.459584,
        high: 0.459584,
    },
    Kept {
        rules: "skiryuk-14",
        board: "o.............o...........x..x",
        to_move: 'x',
        throw: 3,
        throws_made: 0,
        best: 27,
        second: 30,
        fingerprint: EXACT,
        mean: 0.135180,
        low: 0.135180,
        high: 0.135180,
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

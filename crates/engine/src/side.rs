//! The two sides of a game.

use super::codes::codes;

codes! {
    /// One of the two players.
    ///
    /// `X` is always the side that moves first in its ruleset (Black in `kendall`,
    /// the pale cones in `games-room`, the odd squares in `arcade`, the spindles in
    /// `skiryuk`, Light in `race`); `O` is the other one. The names a person reads
    /// come from the ruleset and the language, never from here. Its code is the
    /// letter of board text; reading one ignores spaces and case.
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum Side ("side") {
        /// The side that moves first (`x` in board text).
        X = "x",
        /// The side that moves second (`o` in board text).
        O = "o",
    }
    unknown = UnknownSide;
    trim = true;
    any_case = true;
}

impl Side {
    /// Both sides, `X` first.
    pub const BOTH: [Side; 2] = Side::ALL;

    /// The opponent of this side.
    #[must_use]
    pub const fn other(self) -> Side {
        match self {
            Side::X => Side::O,
            Side::O => Side::X,
        }
    }

    /// The letter used in board text and on the command line.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Side::X => 'x',
            Side::O => 'o',
        }
    }

    /// 0 for `X`, 1 for `O`: an index into per-side arrays.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// The text was not `x` or `o`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown side {0:?}: expected x or o")]
pub struct UnknownSide(pub String);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_flips_and_letters_round_trip() {
        for side in Side::BOTH {
            assert_eq!(side.other().other(), side);
            assert_ne!(side.other(), side);
            assert_eq!(side.letter().to_string().parse::<Side>(), Ok(side));
        }
        assert!("z".parse::<Side>().is_err());
    }
}

//! The route: thirty squares laid out as a snake of three rows of ten.
//!
//! Row 1 runs left to right (1..10), row 2 right to left (11..20), row 3 left to
//! right (21..30). "Forward" means a higher square number, and "consecutive"
//! always means consecutive numbers on the route: 10-11 and 20-21 are
//! consecutive, 9 and 12 are not, even though they are drawn close together.

use super::square::Square;

/// The number of squares on the board.
pub const SQUARES: u8 = 30;

/// The route's numbers as bare `u8`, for the engine's masks and move
/// arithmetic (the public items are the [`Square`]s below).
pub mod raw {
    /// The virtual square a piece reaches when it leaves the board.
    pub const OFF: u8 = 31;
    /// The House of Rebirth.
    pub const REBIRTH: u8 = 15;
    /// The House of Happiness.
    pub const HAPPINESS: u8 = 26;
    /// The House of Water.
    pub const WATER: u8 = 27;
    /// The House of the Three Truths.
    pub const THREE_TRUTHS: u8 = 28;
    /// The House of Re-Atum.
    pub const RE_ATUM: u8 = 29;
    /// The last square.
    pub const DEPARTURE: u8 = 30;
}

/// The virtual square a piece reaches when it leaves the board (31).
pub const OFF: Square = Square::OFF;
/// The position of a `race` piece that has not entered the board yet (0).
pub const START: Square = Square::START;

/// The House of Rebirth, where washed pieces return.
pub const REBIRTH: Square = Square::REBIRTH;
/// The House of Happiness (Beauty), the checkpoint every piece must land on.
pub const HAPPINESS: Square = Square::HAPPINESS;
/// The House of Water.
pub const WATER: Square = Square::WATER;
/// The House of the Three Truths.
pub const THREE_TRUTHS: Square = Square::THREE_TRUTHS;
/// The House of Re-Atum.
pub const RE_ATUM: Square = Square::RE_ATUM;
/// The last square, from which pieces depart.
pub const DEPARTURE: Square = Square::DEPARTURE;

/// The marked squares that have a name, in route order.
pub const HOUSES: [Square; 6] = [REBIRTH, HAPPINESS, WATER, THREE_TRUTHS, RE_ATUM, DEPARTURE];

/// Where a square is drawn: `(row, column)`, both counted from 0 at the top left.
///
/// Returns `None` for anything that is not a square on the board (0, 31, ...).
#[must_use]
pub const fn row_col(square: Square) -> Option<(u8, u8)> {
    if !square.is_on_board() {
        return None;
    }
    let index = square.number() - 1;
    let row = index / 10;
    let along = index % 10;
    let col = if row == 1 { 9 - along } else { along };
    Some((row, col))
}

/// The square drawn at `(row, column)`, the inverse of [`row_col`].
#[must_use]
pub const fn square_at(row: u8, col: u8) -> Option<Square> {
    if row > 2 || col > 9 {
        return None;
    }
    let along = if row == 1 { 9 - col } else { col };
    Some(Square::from_raw(row * 10 + along + 1))
}

/// Whether a row is drawn left to right (rows 0 and 2) or right to left (row 1).
#[must_use]
pub const fn row_runs_left_to_right(row: u8) -> bool {
    row != 1
}

/// Whether two squares are consecutive on the route (their numbers differ by one).
#[must_use]
pub const fn are_consecutive(a: Square, b: Square) -> bool {
    a.number().abs_diff(b.number()) == 1 && a.is_on_board() && b.is_on_board()
}

/// The square after `square` on the route; `Some(OFF)` after 30.
#[must_use]
pub const fn next_square(square: Square) -> Option<Square> {
    if square.is_on_board() {
        square.offset(1)
    } else {
        None
    }
}

/// The square before `square` on the route; `None` before 1.
#[must_use]
pub const fn previous_square(square: Square) -> Option<Square> {
    if square.number() <= 1 || !square.is_on_board() {
        None
    } else {
        square.offset(-1)
    }
}

/// The bit of a square in a board mask.
#[inline]
#[must_use]
pub const fn bit(square: u8) -> u32 {
    1u32 << square
}

/// The bits of every square strictly between `a` and `b` (either order).
#[inline]
#[must_use]
pub(crate) const fn between(a: u8, b: u8) -> u32 {
    let (lo, hi) = if a < b { (a, b) } else { (b, a) };
    if hi <= lo + 1 {
        return 0;
    }
    // bits lo+1 ..= hi-1
    let upto_hi = if hi >= 32 { u32::MAX } else { (1u32 << hi) - 1 };
    upto_hi & !((1u32 << (lo + 1)) - 1)
}

/// The bits of every square of the board, 1..=30.
pub const BOARD_MASK: u32 = ((1u32 << 31) - 1) & !1;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sq;

    #[test]
    fn snake_layout_turns_at_ten_and_twenty() {
        assert_eq!(row_col(sq(1)), Some((0, 0)));
        assert_eq!(row_col(sq(10)), Some((0, 9)));
        assert_eq!(row_col(sq(11)), Some((1, 9)), "11 sits below 10");
        assert_eq!(row_col(sq(20)), Some((1, 0)));
        assert_eq!(row_col(sq(21)), Some((2, 0)), "21 sits below 20");
        assert_eq!(row_col(sq(30)), Some((2, 9)));
        assert_eq!(row_col(sq(0)), None);
        assert_eq!(row_col(sq(31)), None);
        for square in Square::board() {
            let (row, col) = row_col(square).expect("on the board");
            assert_eq!(square_at(row, col), Some(square));
        }
    }

    #[test]
    fn consecutive_follows_numbers_not_drawing() {
        assert!(are_consecutive(sq(10), sq(11)));
        assert!(are_consecutive(sq(20), sq(21)));
        assert!(
            !are_consecutive(sq(9), sq(12)),
            "drawn close but not consecutive"
        );
        assert!(!are_consecutive(sq(1), sq(21)));
        assert!(!are_consecutive(sq(30), sq(31)));
        assert!(!are_consecutive(sq(0), sq(1)));
    }

    #[test]
    fn next_and_previous() {
        assert_eq!(next_square(sq(10)), Some(sq(11)));
        assert_eq!(next_square(sq(30)), Some(OFF));
        assert_eq!(previous_square(sq(21)), Some(sq(20)));
        assert_eq!(previous_square(sq(1)), None);
    }

    #[test]
    fn between_masks() {
        assert_eq!(between(5, 6), 0);
        assert_eq!(between(5, 8), bit(6) | bit(7));
        assert_eq!(between(8, 5), bit(6) | bit(7));
        assert_eq!(between(26, 31), bit(27) | bit(28) | bit(29) | bit(30));
        assert_eq!(BOARD_MASK.count_ones(), 30);
        assert_eq!(BOARD_MASK & 1, 0);
    }
}

//! The position: where each side's pieces stand, one bitmask per side.
//!
//! Bits 1..=30 are the squares. Bit 0 is the start position of a `race` piece
//! that has not entered yet; no other ruleset uses it. Pieces of the other
//! rulesets that are not on the board have been borne off: their number follows
//! from the ruleset's piece count, so the board itself stays two words.

use std::fmt;
use std::str::FromStr;

use super::route::{BOARD_MASK, SQUARES, bit};
use super::side::Side;
use super::square::Square;

/// What stands on one square.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SquareContent {
    /// Nothing.
    Empty,
    /// A piece of one side.
    Piece(Side),
    /// One piece of each side (only in `race`, written `*`).
    Both,
}

/// A position: the squares each side's pieces occupy.
///
/// `Board` is `Copy` and eight bytes, so move generation and search copy it
/// freely. It does not know its ruleset; [`crate::Ruleset::parse_board`]
/// checks a board against one.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Board {
    masks: [u32; 2],
}

impl Board {
    /// A board with no pieces.
    #[must_use]
    pub const fn empty() -> Board {
        Board { masks: [0, 0] }
    }

    /// A board from the two masks (bit `n` = square `n`).
    #[must_use]
    pub const fn from_masks(x: u32, o: u32) -> Board {
        Board { masks: [x, o] }
    }

    /// The squares one side occupies, as a bitmask (bit `n` = square `n`).
    #[inline]
    #[must_use]
    pub const fn mask(&self, side: Side) -> u32 {
        self.masks[side as usize]
    }

    /// Both sides' squares together.
    #[inline]
    #[must_use]
    pub const fn occupied(&self) -> u32 {
        self.masks[0] | self.masks[1]
    }

    /// What stands on `square` (the `race` start included; off is always empty).
    #[inline]
    #[must_use]
    pub const fn at(&self, square: Square) -> SquareContent {
        self.at_raw(square.number())
    }

    /// [`Board::at`] by number, for the engine's internals (beyond 31: empty).
    #[must_use]
    pub(crate) const fn at_raw(&self, square: u8) -> SquareContent {
        if square > 31 {
            return SquareContent::Empty;
        }
        let b = bit(square);
        match (self.masks[0] & b != 0, self.masks[1] & b != 0) {
            (false, false) => SquareContent::Empty,
            (true, false) => SquareContent::Piece(Side::X),
            (false, true) => SquareContent::Piece(Side::O),
            (true, true) => SquareContent::Both,
        }
    }

    /// Whether `side` has a piece on `square`.
    #[inline]
    #[must_use]
    pub const fn has(&self, side: Side, square: Square) -> bool {
        self.has_raw(side, square.number())
    }

    /// [`Board::has`] by number, for the engine's internals.
    #[inline]
    #[must_use]
    pub(crate) const fn has_raw(&self, side: Side, square: u8) -> bool {
        square < 32 && self.masks[side as usize] & bit(square) != 0
    }

    /// The number of pieces `side` has on the board (the `race` start included).
    #[inline]
    #[must_use]
    pub const fn count(&self, side: Side) -> u32 {
        self.masks[side as usize].count_ones()
    }

    /// The squares of `side`'s pieces, lowest first (the `race` start first).
    pub fn squares(&self, side: Side) -> impl Iterator<Item = Square> + use<> {
        Squares(self.masks[side as usize]).map(Square::from_raw)
    }

    /// Puts a piece of `side` on `square` (off the board: nothing happens).
    #[inline]
    pub fn put(&mut self, side: Side, square: Square) {
        if !square.is_off() {
            self.put_raw(side, square.number());
        }
    }

    /// Puts a piece on `square` by number (0..=31; other values are ignored).
    #[inline]
    pub(crate) fn put_raw(&mut self, side: Side, square: u8) {
        if square < 32 {
            self.masks[side as usize] |= bit(square);
        }
    }

    /// Removes a piece of `side` from `square` (nothing happens if there is none).
    #[inline]
    pub fn remove(&mut self, side: Side, square: Square) {
        self.remove_raw(side, square.number());
    }

    /// Removes a piece from `square` by number (nothing happens if there is none).
    #[inline]
    pub(crate) fn remove_raw(&mut self, side: Side, square: u8) {
        if square < 32 {
            self.masks[side as usize] &= !bit(square);
        }
    }

    /// The 30-character board text of INTERFACE.md §1.
    #[must_use]
    pub fn to_text(&self) -> String {
        self.to_string()
    }
}

/// Iterates over the set bits of a mask, lowest first.
struct Squares(u32);

impl Iterator for Squares {
    type Item = u8;

    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let square = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(square)
    }
}

impl fmt::Display for Board {
    /// Writes the 30 squares, square 1 first: `.`, `x`, `o`, or `*` for a shared square.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = String::with_capacity(SQUARES as usize);
        for square in 1..=SQUARES {
            text.push(match self.at_raw(square) {
                SquareContent::Empty => '.',
                SquareContent::Piece(side) => side.letter(),
                SquareContent::Both => '*',
            });
        }
        f.write_str(&text)
    }
}

/// Why a board text was refused. Positions are 1-based character columns of
/// the text as given (leading spaces counted), so a message can point at them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// The text (without surrounding spaces) is not 30 characters long.
    #[error("board text has {found} characters; it needs exactly 30")]
    WrongLength {
        /// How many characters there were.
        found: usize,
    },
    /// A character other than `.`, `x`, `o` or `*`.
    #[error("unexpected character {found:?} at position {position}; use . x o (or * in race)")]
    BadCharacter {
        /// 1-based character column in the text.
        position: usize,
        /// The character found.
        found: char,
    },
    /// A `*` (shared square) outside `race`.
    #[error("'*' at position {position}: only race lets two pieces share a square")]
    SharedSquare {
        /// 1-based character column in the text.
        position: usize,
    },
    /// More pieces of one side than the ruleset has.
    #[error(
        "too many {side} pieces: {found}, the ruleset has {max}; the extra one is at position {position}"
    )]
    TooManyPieces {
        /// The side with too many pieces.
        side: Side,
        /// How many were found.
        found: u32,
        /// How many the ruleset has.
        max: u32,
        /// 1-based character column of the first piece beyond the limit.
        position: usize,
    },
    /// A piece on a square where it can never rest in this ruleset.
    #[error("a piece cannot rest on square {square} in this ruleset (position {position})")]
    ImpossibleSquare {
        /// The square.
        square: Square,
        /// 1-based character column in the text.
        position: usize,
    },
}

impl BoardError {
    /// The 1-based column of the offending character, when there is one.
    #[must_use]
    pub fn position(&self) -> Option<usize> {
        match self {
            BoardError::WrongLength { .. } => None,
            BoardError::BadCharacter { position, .. }
            | BoardError::SharedSquare { position }
            | BoardError::TooManyPieces { position, .. }
            | BoardError::ImpossibleSquare { position, .. } => Some(*position),
        }
    }
}

/// The board text after trimming, with the column offset of its first character.
pub(crate) struct TrimmedText<'a> {
    pub(crate) text: &'a str,
    pub(crate) offset: usize,
}

pub(crate) fn trim_board_text(text: &str) -> TrimmedText<'_> {
    let trimmed_start = text.trim_start_matches(' ');
    let offset = text.chars().count() - trimmed_start.chars().count();
    TrimmedText {
        text: trimmed_start.trim_end_matches(' '),
        offset,
    }
}

impl FromStr for Board {
    type Err = BoardError;

    /// Reads board text without a ruleset: `*` is accepted here (both pieces on
    /// one square) and counts are not checked. Use
    /// [`crate::Ruleset::parse_board`] for a checked position.
    ///
    /// Every character is checked, also beyond the 30th: a bad character is
    /// named by its position wherever it stands (INTERFACE.md §1), and only a
    /// text of good characters can be refused for its length.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let TrimmedText { text, offset } = trim_board_text(text);
        let mut board = Board::empty();
        let mut count = 0usize;
        for (index, ch) in text.chars().enumerate() {
            count += 1;
            if !matches!(ch, '.' | 'x' | 'o' | '*') {
                return Err(BoardError::BadCharacter {
                    position: offset + index + 1,
                    found: ch,
                });
            }
            if index >= SQUARES as usize {
                continue;
            }
            let square = index as u8 + 1;
            match ch {
                'x' => board.put_raw(Side::X, square),
                'o' => board.put_raw(Side::O, square),
                '*' => {
                    board.put_raw(Side::X, square);
                    board.put_raw(Side::O, square);
                }
                _ => {}
            }
        }
        if count != SQUARES as usize {
            return Err(BoardError::WrongLength { found: count });
        }
        debug_assert_eq!(board.occupied() & !BOARD_MASK, 0);
        Ok(board)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints_round_trip() {
        let text = "xoxoxoxoxo....................";
        let board: Board = text.parse().expect("valid");
        assert_eq!(board.to_string(), text);
        assert_eq!(board.count(Side::X), 5);
        assert_eq!(
            board
                .squares(Side::O)
                .map(Square::number)
                .collect::<Vec<_>>(),
            vec![2, 4, 6, 8, 10]
        );
        assert_eq!(board.at(Square::FIRST), SquareContent::Piece(Side::X));
        assert_eq!(
            board.at(Square::REBIRTH.offset(-4).expect("11")),
            SquareContent::Empty
        );
    }

    #[test]
    fn surrounding_spaces_are_ignored_and_columns_count_them() {
        let board: Board = "  x.............................  ".parse().expect("valid");
        assert!(board.has(Side::X, Square::FIRST));
        let err = "  x..q.........................."
            .parse::<Board>()
            .unwrap_err();
        assert_eq!(
            err,
            BoardError::BadCharacter {
                position: 6,
                found: 'q'
            }
        );
    }

    #[test]
    fn wrong_length_and_bad_characters() {
        assert_eq!(
            "xo".parse::<Board>().unwrap_err(),
            BoardError::WrongLength { found: 2 }
        );
        let err = "é............................."
            .parse::<Board>()
            .unwrap_err();
        assert_eq!(err.position(), Some(1));
        let err = "..............................x"
            .parse::<Board>()
            .unwrap_err();
        assert_eq!(err, BoardError::WrongLength { found: 31 });
    }

    #[test]
    fn star_means_both() {
        let board: Board = "*.............................".parse().expect("valid");
        assert_eq!(board.at(Square::FIRST), SquareContent::Both);
        assert_eq!(board.to_string().chars().next(), Some('*'));
    }
}

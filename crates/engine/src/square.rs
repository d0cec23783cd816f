//! The two numbers that cross the engine's boundary, typed: a [`Square`] (where
//! a piece is: on the board, at the `race` start or off) and a [`ThrowValue`]
//! (how far a throw counts, 1..=5).
//!
//! Both are one byte and `Copy`, built only by a checked constructor (or as a
//! named `const`), written as their number (`Display`, and in JSON and replay
//! files through serde, exactly as the bare numbers were), and read from text
//! with `FromStr`. The engine's hot internals (move generation, search,
//! bitboards) keep working on raw `u8` and masks; they convert at the public
//! boundary with the `#[inline]` helpers here, which cost nothing.
//!
//! [`crate::Throw`] is something else: a throw *as it fell*, with its
//! sticks' faces; its [`value`](crate::Throw::value) is a `ThrowValue`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::route::SQUARES;

/// Where a piece is: a square of the board (1..=30, numbered along the route),
/// the start of a `race` piece that has not entered ([`Square::START`], 0), or
/// off the board ([`Square::OFF`], 31).
///
/// Ordered along the route: the start before square 1, off after square 30.
/// Written as its number, 0 and 31 included, as the board text's columns, the
/// JSON of `senet legal` and the replay files count them.
///
/// # Examples
///
/// ```
/// use senet_engine::Square;
///
/// let water = Square::on_board(27).expect("27 is on the board");
/// assert_eq!(water, Square::WATER);
/// assert_eq!(water.to_string(), "27");
/// assert_eq!(Square::on_board(31), None);
/// assert_eq!(Square::new(31), Some(Square::OFF));
/// assert_eq!("26".parse::<Square>(), Ok(Square::HAPPINESS));
/// assert_eq!(Square::board().count(), 30);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Square(u8);

impl Square {
    /// The position of a `race` piece that has not entered the board yet (0).
    pub const START: Square = Square(0);
    /// The first square of the route (1).
    pub const FIRST: Square = Square(1);
    /// The House of Rebirth (15), where washed pieces return.
    pub const REBIRTH: Square = Square(15);
    /// The House of Happiness (Beauty, 26), the checkpoint every piece must land on.
    pub const HAPPINESS: Square = Square(26);
    /// The House of Water (27).
    pub const WATER: Square = Square(27);
    /// The House of the Three Truths (28).
    pub const THREE_TRUTHS: Square = Square(28);
    /// The House of Re-Atum (29).
    pub const RE_ATUM: Square = Square(29);
    /// The last square (30), from which pieces depart.
    pub const DEPARTURE: Square = Square(30);
    /// Off the board: where a piece that has left is (31).
    pub const OFF: Square = Square(31);

    /// Any place a piece can be, by its number: 0 (the `race` start), 1..=30
    /// (the board) or 31 (off). `None` for anything larger.
    #[inline]
    #[must_use]
    pub const fn new(number: u8) -> Option<Square> {
        if number <= SQUARES + 1 {
            Some(Square(number))
        } else {
            None
        }
    }

    /// A square of the board, 1..=30; `None` for 0, off or anything larger.
    #[inline]
    #[must_use]
    pub const fn on_board(number: u8) -> Option<Square> {
        if number >= 1 && number <= SQUARES {
            Some(Square(number))
        } else {
            None
        }
    }

    /// The engine's own conversion of a number it has computed and knows to
    /// be 0..=31 (a move's source or destination, a bit of a board mask).
    #[inline]
    #[must_use]
    pub(crate) const fn from_raw(number: u8) -> Square {
        debug_assert!(number <= SQUARES + 1);
        Square(number)
    }

    /// The square's number: 1..=30 on the board, 0 the `race` start, 31 off.
    #[inline]
    #[must_use]
    pub const fn number(self) -> u8 {
        self.0
    }

    /// Whether this is a square of the board (1..=30).
    #[inline]
    #[must_use]
    pub const fn is_on_board(self) -> bool {
        self.0 >= 1 && self.0 <= SQUARES
    }

    /// Whether this is off the board.
    #[inline]
    #[must_use]
    pub const fn is_off(self) -> bool {
        self.0 == SQUARES + 1
    }

    /// Whether this is the `race` start.
    #[inline]
    #[must_use]
    pub const fn is_start(self) -> bool {
        self.0 == 0
    }

    /// The place `steps` squares further along the route (`steps` may be
    /// negative), or `None` when that is before the start or beyond off.
    #[inline]
    #[must_use]
    pub const fn offset(self, steps: i8) -> Option<Square> {
        let n = self.0 as i16 + steps as i16;
        if n < 0 || n > (SQUARES + 1) as i16 {
            None
        } else {
            Some(Square(n as u8))
        }
    }

    /// Every square of the board, 1 to 30, in route order.
    pub fn board() -> impl DoubleEndedIterator<Item = Square> + ExactSizeIterator + Clone {
        (1..=SQUARES).map(Square)
    }

    /// The squares of the board from `from` to `to`, both included, in route
    /// order (empty when `from > to`; the start and off are left out).
    pub fn range(from: Square, to: Square) -> impl DoubleEndedIterator<Item = Square> + Clone {
        (from.0.max(1)..=to.0.min(SQUARES)).map(Square)
    }
}

impl fmt::Display for Square {
    /// The square's number (0 the `race` start, 31 off).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl From<Square> for u8 {
    #[inline]
    fn from(square: Square) -> u8 {
        square.0
    }
}

impl TryFrom<u8> for Square {
    type Error = NotASquare;

    fn try_from(number: u8) -> Result<Square, NotASquare> {
        Square::new(number).ok_or(NotASquare(number.to_string()))
    }
}

impl FromStr for Square {
    type Err = NotASquare;

    /// A number 0..=31 (surrounding spaces ignored).
    fn from_str(text: &str) -> Result<Square, NotASquare> {
        text.trim()
            .parse::<u8>()
            .ok()
            .and_then(Square::new)
            .ok_or_else(|| NotASquare(text.to_string()))
    }
}

/// A number (or text) that is no square: not 0..=31.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a square (0..=31)")]
pub struct NotASquare(pub String);

/// How many squares a throw moves a piece: 1..=5.
///
/// # Examples
///
/// ```
/// use senet_engine::ThrowValue;
///
/// let three = ThrowValue::new(3).expect("3 can be thrown");
/// assert_eq!(three.get(), 3);
/// assert_eq!(ThrowValue::new(6), None);
/// assert_eq!(ThrowValue::ALL.map(ThrowValue::get), [1, 2, 3, 4, 5]);
/// assert_eq!("5".parse::<ThrowValue>(), Ok(ThrowValue::FIVE));
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct ThrowValue(u8);

impl ThrowValue {
    /// A throw of one.
    pub const ONE: ThrowValue = ThrowValue(1);
    /// A throw of two.
    pub const TWO: ThrowValue = ThrowValue(2);
    /// A throw of three.
    pub const THREE: ThrowValue = ThrowValue(3);
    /// A throw of four.
    pub const FOUR: ThrowValue = ThrowValue(4);
    /// A throw of five (four dark faces with sticks).
    pub const FIVE: ThrowValue = ThrowValue(5);
    /// The five values, lowest first.
    pub const ALL: [ThrowValue; 5] = [
        ThrowValue::ONE,
        ThrowValue::TWO,
        ThrowValue::THREE,
        ThrowValue::FOUR,
        ThrowValue::FIVE,
    ];

    /// The throw worth `value`, or `None` unless it is 1..=5.
    #[inline]
    #[must_use]
    pub const fn new(value: u8) -> Option<ThrowValue> {
        if value >= 1 && value <= 5 {
            Some(ThrowValue(value))
        } else {
            None
        }
    }

    /// The engine's own conversion of a value it knows to be 1..=5.
    #[inline]
    #[must_use]
    pub(crate) const fn from_raw(value: u8) -> ThrowValue {
        debug_assert!(value >= 1 && value <= 5);
        ThrowValue(value)
    }

    /// The number of squares, 1..=5.
    #[inline]
    #[must_use]
    pub const fn get(self) -> u8 {
        self.0
    }
}

impl fmt::Display for ThrowValue {
    /// The value, 1..=5.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl From<ThrowValue> for u8 {
    #[inline]
    fn from(value: ThrowValue) -> u8 {
        value.0
    }
}

impl TryFrom<u8> for ThrowValue {
    type Error = NotAThrow;

    fn try_from(value: u8) -> Result<ThrowValue, NotAThrow> {
        ThrowValue::new(value).ok_or(NotAThrow(value.to_string()))
    }
}

impl FromStr for ThrowValue {
    type Err = NotAThrow;

    /// A number 1..=5 (surrounding spaces ignored).
    fn from_str(text: &str) -> Result<ThrowValue, NotAThrow> {
        text.trim()
            .parse::<u8>()
            .ok()
            .and_then(ThrowValue::new)
            .ok_or_else(|| NotAThrow(text.to_string()))
    }
}

/// A number (or text) that is no throw value: not 1..=5.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a throw value (1..=5)")]
pub struct NotAThrow(pub String);

/// For tests: the square numbered `n` (0..=31), panicking otherwise.
#[cfg(any(test, feature = "test-support"))]
#[track_caller]
pub fn sq(n: u8) -> Square {
    Square::new(n).unwrap_or_else(|| panic!("{n} is no square"))
}

/// For tests: the throw worth `n` (1..=5), panicking otherwise.
#[cfg(any(test, feature = "test-support"))]
#[track_caller]
pub fn tv(n: u8) -> ThrowValue {
    ThrowValue::new(n).unwrap_or_else(|| panic!("{n} is no throw"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_checked_and_named() {
        assert_eq!(Square::new(0), Some(Square::START));
        assert_eq!(Square::new(31), Some(Square::OFF));
        assert_eq!(Square::new(32), None);
        assert_eq!(Square::on_board(0), None);
        assert_eq!(Square::on_board(1), Some(Square::FIRST));
        assert_eq!(Square::on_board(30), Some(Square::DEPARTURE));
        assert_eq!(Square::on_board(31), None);
        let named = [
            (Square::REBIRTH, 15),
            (Square::HAPPINESS, 26),
            (Square::WATER, 27),
            (Square::THREE_TRUTHS, 28),
            (Square::RE_ATUM, 29),
        ];
        for (square, number) in named {
            assert_eq!(square.number(), number);
            assert!(square.is_on_board());
        }
        assert!(Square::OFF.is_off() && !Square::OFF.is_on_board());
        assert!(Square::START.is_start() && !Square::START.is_on_board());
        assert!(Square::START < Square::FIRST && Square::DEPARTURE < Square::OFF);
    }

    #[test]
    fn squares_are_written_and_read_as_their_numbers() {
        assert_eq!(Square::OFF.to_string(), "31");
        assert_eq!(Square::START.to_string(), "0");
        assert_eq!(" 15 ".parse::<Square>(), Ok(Square::REBIRTH));
        assert_eq!("32".parse::<Square>(), Err(NotASquare("32".into())));
        assert!("x".parse::<Square>().is_err());
        assert_eq!(
            serde_json::to_string(&Square::OFF).ok().as_deref(),
            Some("31")
        );
        assert_eq!(
            serde_json::from_str::<Square>("26").ok(),
            Some(Square::HAPPINESS)
        );
        assert!(serde_json::from_str::<Square>("40").is_err());
    }

    #[test]
    fn square_iteration_and_offsets() {
        let all: Vec<u8> = Square::board().map(Square::number).collect();
        assert_eq!(all, (1..=30).collect::<Vec<u8>>());
        let last_row: Vec<u8> = Square::range(Square::HAPPINESS, Square::OFF)
            .map(Square::number)
            .collect();
        assert_eq!(last_row, vec![26, 27, 28, 29, 30]);
        assert_eq!(Square::range(Square::WATER, Square::REBIRTH).count(), 0);
        assert_eq!(Square::DEPARTURE.offset(1), Some(Square::OFF));
        assert_eq!(Square::OFF.offset(1), None);
        assert_eq!(Square::WATER.offset(-12), Some(Square::REBIRTH));
        assert_eq!(Square::FIRST.offset(-2), None);
    }

    #[test]
    fn throw_values_are_one_to_five() {
        assert_eq!(ThrowValue::new(0), None);
        assert_eq!(ThrowValue::new(6), None);
        for (n, value) in (1..=5).zip(ThrowValue::ALL) {
            assert_eq!(ThrowValue::new(n), Some(value));
            assert_eq!(value.to_string(), n.to_string());
            assert_eq!(u8::from(value), n);
        }
        assert!("0".parse::<ThrowValue>().is_err());
        assert_eq!(
            serde_json::to_string(&ThrowValue::FOUR).ok().as_deref(),
            Some("4")
        );
        assert!(serde_json::from_str::<ThrowValue>("6").is_err());
    }
}

//! The rules engine: positions, rulesets, legal moves and their reasons, and
//! the turn sequence. No I/O and no text: it answers with data (moves, reason
//! codes, rule ids), and the rest of the program chooses the words.
//!
//! Its files are private; everything it offers is re-exported here, so each
//! item has one path, `engine::Item`:
//! - squares and throws, typed: [`Square`] (1..=30, [`Square::START`],
//!   [`Square::OFF`], the named houses) and [`ThrowValue`] (1..=5), each
//!   built by a checked constructor and written as its number;
//! - the route: [`SQUARES`], [`OFF`], the houses, [`row_col`], [`next_square`], ...
//! - positions: [`Board`] (the pieces), an unchecked [`Setup`], and a
//!   [`Position`] that only [`Ruleset::check`] builds ([`PositionProblem`]);
//! - rulesets: [`RulesetId`], [`Ruleset`] and its [`Movement`] settings;
//! - moves: [`analyze`] (moves and reasons), [`backward_move`], every reason
//!   that holds ([`forward_reasons`], [`backward_reasons`]: a [`ReasonSet`]),
//!   [`house_throw_move`], and the search's [`search_moves`];
//! - the game: [`Game`], [`Pending`], [`ThrowOutcome`], throws ([`Thrower`]),
//!   exact odds ([`next_throw`], [`off_within`]) and [`play_random_game`];
//! - codes: [`Reason`], [`RuleId`], [`Side`], ... each declared with the
//!   `codes!` macro, which gives `ALL`, `code()` and `FromStr`.
#![deny(missing_docs)]

mod board;
pub mod codes;
mod game;
mod moves;
mod odds;
mod position;
mod random_game;
mod reason;
mod route;
mod rules;
mod side;
mod square;
mod sticks;

#[cfg(test)]
mod proptests;
#[cfg(test)]
mod tests;

pub use board::{Board, BoardError, SquareContent};
pub use codes::UnknownCode;
pub use game::{Game, GameError, Outcome, Pending, ThrowOutcome, Victory};
#[cfg(any(test, feature = "test-support"))]
pub use moves::backward_verdict;
pub use moves::{
    Analysis, Direction, Displacement, MAX_PIECES, Move, Refusal, SearchMove, SearchMoves, analyze,
    backward_move, backward_reasons, earns_throw, forward_reasons, house_throw_move, search_moves,
};
pub use moves::{analyze_board, house_throw_on_board};
pub use odds::{ExactChance, MAX_WITHIN, ThrowEffect, next_throw, off_within};
#[cfg(any(test, feature = "test-support"))]
pub use position::checked;
pub use position::{Position, PositionProblem, Setup};
pub use random_game::{GameSummary, play_random_game, uniform_below};
pub use reason::{
    Provenance, Reason, ReasonSet, RuleId, RuleInfo, SourceDoc, UnknownReason, UnknownRule,
};
pub use route::{BOARD_MASK, bit, raw};
pub use route::{
    DEPARTURE, HAPPINESS, HOUSES, OFF, RE_ATUM, REBIRTH, SQUARES, START, THREE_TRUTHS, WATER,
    are_consecutive, next_square, previous_square, row_col, row_runs_left_to_right, square_at,
};
pub use rules::{
    Backward, Checkpoint, Formation, Houses, Movement, Ruleset, RulesetId, UnknownRuleset,
    series_score,
};
pub use rules::{Facts, House26};
pub use side::{Side, UnknownSide};
pub use square::{NotASquare, NotAThrow, Square, ThrowValue};
#[cfg(any(test, feature = "test-support"))]
pub use square::{sq, tv};
pub use sticks::{Fraction, THROWS, Throw, ThrowModel, Thrower};

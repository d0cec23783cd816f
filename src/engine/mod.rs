//! The rules engine: positions, rulesets, legal moves and their reasons, and
//! the turn sequence. No I/O and no text: it answers with data (moves, reason
//! codes, rule ids), and the rest of the program chooses the words.

pub mod board;
pub mod game;
pub mod moves;
pub mod odds;
pub mod random_game;
pub mod reason;
pub mod route;
pub mod rules;
pub mod side;
pub mod sticks;

#[cfg(test)]
mod proptests;
#[cfg(test)]
mod tests;

pub use board::{Board, BoardError, SquareContent};
pub use game::{Game, GameError, Outcome, Pending, ThrowOutcome, Victory};
pub use moves::{
    Analysis, Direction, Displacement, Move, Refusal, SearchMove, SearchMoves, analyze,
    backward_move, house_throw_move, search_moves,
};
pub use random_game::{GameSummary, play_random_game, uniform_below};
pub use reason::{Provenance, Reason, RuleId, RuleInfo, SourceDoc};
pub use rules::{EndgameShape, Facts, LessonExample};
pub use rules::{Ruleset, RulesetId, UnknownRuleset};
pub use side::Side;
pub use sticks::{Fraction, Throw, ThrowModel, Thrower};

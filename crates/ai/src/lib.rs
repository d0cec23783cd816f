//! The computer opponent's engine: the static evaluation, expectiminimax
//! search over the real turn structure, exact tables of small endings, and
//! the levels. Pure: no I/O, no text.
//!
//! Other parts of the program call:
//! - [`choose`]: the move a [`Level`] plays;
//! - [`evaluate_options`]: every option of a decision with its win chance;
//! - [`win_chance`]: who is ahead before a throw;
//! - [`Searcher`] directly for custom limits and statistics;
//! - [`analysis`]: every decision of a recorded game rated (its marks and rollouts);
//! - [`shown`]: the win chance shown for a searched estimate.
#![deny(missing_docs)]

pub mod analysis;
pub mod data_file;
pub mod duel;
pub mod endgame;
pub mod endings_net;
pub mod eval;
pub mod level;
pub mod per_ruleset;
pub mod phase;
pub mod rollout;
pub mod search;
pub mod shown;
pub mod steady;

#[cfg(test)]
mod tests;

pub use endgame::EndgameTable;
pub use eval::Weights;
pub use level::{
    GameState, Level, UnknownLevel, choose, choose_with, evaluate_options, evaluate_options_with,
    win_chance,
};
pub use search::{Limits, Node, SearchResult, Searcher};

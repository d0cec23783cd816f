//! Turns the engine's answers into words and drawings, in the user's language.
//! Shared by the command line and (later) the terminal screens.

pub mod board_view;
pub mod errors;
pub mod legal;
pub mod names;
pub mod rules;

//! Lessons: YAML files of positions, explanations and questions, checked
//! against the rules engine. Read in two stages, as the engine reads boards:
//! [`raw`] is what the file says, [`check`] turns it into a [`model::Lesson`]
//! the program trusts, or into diagnostics with file, line and column.

pub mod check;
pub mod library;
pub mod model;
pub mod raw;
pub mod solve;
pub mod template;
pub mod texts;

pub use check::{CheckedLesson, Diagnostic, check};
pub use library::{LessonFiles, read_path, shipped};
pub use model::{Answer, Lesson, OpponentFate, Position, Question, QuestionKind, Step};

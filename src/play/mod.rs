//! Playing a game: a human against the computer or a friend (hot seat), with
//! every throw and choice announced in words, skiryuk's opening ceremony, and
//! arcade's series. Pure state; the play screen shows it and the recorder
//! writes it down.

pub(crate) mod computer;
pub(crate) mod moves;
pub mod record;
pub(crate) mod resume;
pub(crate) mod series;
mod session;
pub(crate) mod table;
pub mod tutor;

pub use computer::Computer;
pub use series::{Series, SeriesScores};
pub use session::{Event, Logged, Opponent, PlaySession, Played, Record, RecordAction, Setup};
pub use tutor::{TutorSettings, Warning};

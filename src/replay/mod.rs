//! Replay files (INTERFACE.md §3): a recorded game, one entry per throw.
//!
//! - [`model`]: the checked types a replay is made of ([`Replay`], [`Entry`], ...).
//! - [`read`]: YAML text to a [`Replay`]; structural problems (syntax, unknown
//!   version, ruleset, field, bad board, truncation) come with line:column.
//! - [`verify()`]: re-plays every entry through [`crate::engine::Game`] and gives
//!   one [`verify::Frame`] per entry, or the valid prefix and the first bad entry.
//! - [`mod@write`]: [`write::to_yaml`], and the [`write::Recorder`] that keeps a
//!   complete, valid file on disk after every entry of a game being played.
//! - [`files`]: loading a replay file, and the recorded games of a folder.
//! - [`rating`]: every decision of a verified game rated by the computer.
//! - [`viewer`]: the replay viewer's model (the entry showing, jumps, the
//!   side whose mistakes are looked for, the rating's progress).
//!
//! Reading checks the shape of the file once; verifying checks the game.
//! Neither knows about languages: the command line and the viewer choose the
//! words (see `locales/*/replay.ftl`).
//!
//! # Examples
//!
//! ```
//! use senet::replay::{read, verify, write};
//!
//! let text = "senet-replay: 1\n\
//!             rules: race\n\
//!             players: {x: \"Ana\", o: \"Bo\"}\n\
//!             turns:\n  - {throw: 5, from: 0}\n  - {throw: 2, from: 0, note: \"Both on the board.\"}\n\
//!             result: {winner: null, by: unfinished}\n";
//! let replay = read::parse(text)?;
//! assert_eq!(replay.turns[1].line, 6);
//! let verified = verify::verify(replay).map_err(|(_, e)| e)?;
//! assert_eq!(verified.frames.len(), 2);
//! assert_eq!(verified.final_board.to_text(), ".o..x.........................");
//! assert_eq!(read::parse(&write::to_yaml(&verified.replay))?.turns.len(), 2);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub(crate) mod files;
pub(crate) mod model;
pub mod rating;
pub mod read;
pub mod verify;
pub(crate) mod viewer;
pub mod write;

pub use model::{Action, Entry, Note, Players, Replay, ResultBy, ResultRecord, Step};
pub use read::{ReadError, ReadProblem, parse};
pub use verify::{Frame, Problem, Verified, VerifyError, verify};
pub use write::{Recorder, to_yaml};

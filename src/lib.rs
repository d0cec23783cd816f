//! Senet Tutor: the rules engine of the ancient Egyptian race game Senet, in
//! six modern reconstructions, and the layers that explain it to people.
//!
//! From the foundation up (a module imports only those above it in this
//! list; `tests/it/layers.rs` checks it, with the exceptions still to remove):
//!
//! - [`engine`]: pure rules, no I/O and no text (exact odds in the last houses
//!   included); squares and throws cross its boundary typed
//!   ([`engine::Square`], [`engine::ThrowValue`]), its enum codes come from
//!   one `codes!` macro (docs/architecture.md).
//! - `lang`: the languages as data (no messages).
//! - [`store`]: every file read and written (lock, atomic replace, input caps),
//!   [`store::shown`], the sanitizer for outside text, and [`store::progress`],
//!   the saved progress (lessons completed, each quiz topic's record) and its merge.
//! - [`replay`]: recorded games: reading, verifying and writing replay files,
//!   the recorded games of a folder, and the replay viewer's model.
//! - [`ai`]: the computer opponent: evaluation, search, exact endings, levels,
//!   rollouts and the rating of recorded games; [`endings_cache`] keeps its tables on disk,
//!   `ratings_cache` the ratings of recorded games.
//! - [`explore`]: one position under several rulesets, each difference's cause.
//! - `picture`: board pictures as SVG (no words; captions come from the caller).
//! - [`lesson`]: lesson files: raw YAML to checked lessons (one file per
//!   question kind in [`lesson::kinds`], problems as codes), sessions.
//! - `quiz`: engine-made questions and their review schedule.
//! - [`play`]: a game against the computer or a friend, and its recording.
//! - [`i18n`]: the messages of every language through Fluent.
//! - [`text`]: every answer of the floors below turned into words and drawings.
//! - [`ui`]: the terminal tutor, one file per screen.
//! - [`cli`]: the command line, one file per command, in the user's language
//!   (clap's help and errors included); it opens the tutor.
//!
//! # Examples
//!
//! Why may a piece on 24 not move 3 in `kendall`? It would cross 26 without
//! stopping there:
//!
//! ```
//! use senet::engine::{Reason, RulesetId, Setup, Side, Square, ThrowValue, analyze};
//!
//! let rules = RulesetId::Kendall.ruleset();
//! let board = rules.parse_board("..........o...x.......xx.....o")?;
//! let position = rules.check(Setup::new(board, Side::X)).expect("a kendall position");
//! let answer = analyze(&position, ThrowValue::THREE);
//! let square = |n| Square::on_board(n).expect("a square");
//! assert_eq!(answer.refusal_of(square(24)).map(|r| r.reason), Some(Reason::Checkpoint26));
//! assert_eq!(answer.move_from(square(23)).map(|m| m.to), Some(Square::HAPPINESS));
//! # Ok::<(), senet::engine::BoardError>(())
//! ```
#![deny(missing_docs)]
// An application: most modules are `pub(crate)` so that the compiler finds
// dead code, and the public ones' docs link into them on purpose (they
// resolve with `cargo doc --document-private-items`).
#![allow(rustdoc::private_intra_doc_links)]

/// The computer player: the `senet-ai` crate (`crates/ai`).
pub use senet_ai as ai;
/// The rules engine: the `senet-engine` crate (`crates/engine`).
pub use senet_engine as engine;

pub mod cli;
pub mod endings_cache;
pub mod explore;
pub mod i18n;
pub(crate) mod lang;
pub(crate) mod learner;
pub mod lesson;
pub(crate) mod picture;
pub mod play;
pub mod quiz;
pub(crate) mod ratings_cache;
pub mod replay;
pub mod store;
pub mod text;
pub mod ui;

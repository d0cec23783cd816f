//! Senet Tutor: the rules engine of the ancient Egyptian race game Senet, in
//! six modern reconstructions, and the layers that explain it to people.
//!
//! - [`engine`]: pure rules, no I/O and no text.
//! - [`ai`]: the computer opponent: evaluation, search, exact endings, levels.
//! - [`i18n`]: English and Spanish messages through Fluent.
//! - [`text`]: the engine's answers turned into words and drawings.
//! - [`replay`]: recorded games: reading, verifying and writing replay files.
//! - [`cli`]: the command line.
//!
//! # Examples
//!
//! Why may a piece on 24 not move 3 in `kendall`? It would cross 26 without
//! stopping there:
//!
//! ```
//! use senet::engine::{Reason, RulesetId, Side, analyze};
//!
//! let rules = RulesetId::Kendall.ruleset();
//! let board = rules.parse_board("..........o...x.......xx.....o")?;
//! let answer = analyze(rules, &board, Side::X, 3);
//! assert_eq!(answer.refusal_of(24).map(|r| r.reason), Some(Reason::Checkpoint26));
//! assert_eq!(answer.move_from(23).map(|m| m.to), Some(26));
//! # Ok::<(), senet::engine::BoardError>(())
//! ```
#![deny(missing_docs)]

pub mod ai;
pub mod cli;
pub mod endings_cache;
pub mod engine;
pub mod i18n;
pub mod lesson;
pub mod odds;
pub mod play;
pub mod progress;
pub mod quiz;
pub mod replay;
pub mod store;
pub mod text;
pub mod ui;

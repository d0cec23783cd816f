//! Senet Tutor: the rules engine of the ancient Egyptian race game Senet, in
//! six modern reconstructions, and the layers that explain it to people.
//!
//! - [`engine`]: pure rules, no I/O and no text.
//! - [`i18n`]: English and Spanish messages through Fluent.
//! - [`text`]: the engine's answers turned into words and drawings.
//! - [`cli`]: the command line.
#![deny(missing_docs)]

pub mod cli;
pub mod engine;
pub mod i18n;
pub mod lesson;
pub mod progress;
pub mod quiz;
pub mod store;
pub mod text;
pub mod ui;

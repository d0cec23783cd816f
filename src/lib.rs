//! Senet Tutor: the rules engine of the ancient Egyptian race game Senet, in
//! six modern reconstructions, and the text layer that explains it.
//!
//! The [`engine`] module has no I/O and no text; [`i18n`] turns its answers
//! into English or Spanish through Fluent.
#![deny(missing_docs)]

pub mod engine;

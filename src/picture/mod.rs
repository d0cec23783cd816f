//! Pictures of the board for print and for the web: [`svg`]. No words: any
//! caption comes from the caller in the reader's language.

pub mod svg;

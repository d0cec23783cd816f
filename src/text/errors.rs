//! Localized messages for errors in user input.

use crate::args;
use crate::engine::{BoardError, RulesetId};
use crate::i18n::Localizer;
use crate::text::names::side_name;

/// A one-line, localized description of a board-text error.
#[must_use]
pub fn board_error(l: &Localizer, rules: RulesetId, error: &BoardError) -> String {
    match error {
        BoardError::WrongLength { found } => {
            l.text_with("error-board-length", args![("found", *found)])
        }
        BoardError::BadCharacter { position, found } => l.text_with(
            "error-board-char",
            args![("found", printable(*found)), ("position", *position)],
        ),
        BoardError::SharedSquare { position } => {
            l.text_with("error-board-shared", args![("position", *position)])
        }
        BoardError::TooManyPieces {
            side,
            found,
            max,
            position,
        } => l.text_with(
            "error-board-too-many",
            args![
                (
                    "side",
                    format!("{} ({})", side_name(l, rules, *side), side.letter())
                ),
                ("found", *found),
                ("rules", rules.name()),
                ("max", *max),
                ("position", *position),
            ],
        ),
        BoardError::ImpossibleSquare { square, position } => l.text_with(
            "error-board-impossible",
            args![
                ("square", *square),
                ("rules", rules.name()),
                ("position", *position)
            ],
        ),
    }
}

/// A character as it can be shown on one line: control characters escaped.
#[must_use]
pub fn printable(ch: char) -> String {
    if ch.is_control() {
        ch.escape_default().to_string()
    } else {
        ch.to_string()
    }
}

/// User text shown back inside a message: one line, control characters
/// escaped, and at most 40 characters.
#[must_use]
pub fn shown(text: &str) -> String {
    let mut out: String = text.chars().take(40).map(printable).collect();
    if text.chars().count() > 40 {
        out.push('…');
    }
    out
}

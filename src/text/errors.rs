//! Localized messages for errors in user input.

use std::path::{Path, PathBuf};

use crate::args;
use crate::engine::{BoardError, PositionProblem, RulesetId, Square};
use crate::i18n::Localizer;
use crate::store::progress::LoadNotice;
use crate::store::{DataError, InputError, MAX_INPUT_BYTES, Trouble};
use crate::text::names::{side_label, side_of_label};

pub use crate::store::shown::{clean, clean_lines, is_unsafe, path_shown, printable, shown};

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
                ("side", side_label(l, rules, *side)),
                ("side_of", side_of_label(l, rules, *side)),
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

/// A one-line, localized description of why a setup is not a position of
/// `rules` (a problem of the pieces names its square as the board text's
/// position).
#[must_use]
pub fn position_problem(l: &Localizer, rules: RulesetId, problem: &PositionProblem) -> String {
    match *problem {
        PositionProblem::TooManyPieces {
            side,
            found,
            max,
            square,
        } => board_error(
            l,
            rules,
            &BoardError::TooManyPieces {
                side,
                found,
                max,
                position: usize::from(square.number()),
            },
        ),
        PositionProblem::SharedSquare { square } => board_error(
            l,
            rules,
            &BoardError::SharedSquare {
                position: usize::from(square.number()),
            },
        ),
        PositionProblem::ImpossibleSquare { square } => board_error(
            l,
            rules,
            &BoardError::ImpossibleSquare {
                square,
                position: usize::from(square.number()),
            },
        ),
        PositionProblem::NoHouseThrows => {
            l.text_with("error-house-ruleset", args![("rules", rules.name())])
        }
        PositionProblem::NotAHouse {
            square: Square::DEPARTURE,
        } => l.text("error-house-30"),
        PositionProblem::NotAHouse { square } => {
            l.text_with("error-bad-house", args![("value", square.to_string())])
        }
        PositionProblem::NoPieceOnHouse { square, side } => l.text_with(
            "error-house-no-piece",
            args![("square", square), ("side", side.letter().to_string())],
        ),
        PositionProblem::ThrowLimit { throws_made, limit } => l.text_with(
            "error-bad-throws-made",
            args![
                ("value", throws_made.to_string()),
                ("limit", limit.saturating_sub(1))
            ],
        ),
    }
}

/// A YAML parser's description of a problem, fit to show: cleaned, and
/// replaced by a plain localized sentence when it would name the program's
/// own types or settings (`struct RawLesson`, `untagged enum RawValue`,
/// `DuplicateKeyPolicy`, `budget breached: Nodes {..}`).
#[must_use]
pub fn parser_detail(l: &Localizer, detail: &str) -> String {
    // Advice to programmers that some parser messages end with.
    let detail = detail
        .split(", set DuplicateKeyPolicy")
        .next()
        .unwrap_or_default();
    if detail.contains("budget") || detail.contains("Budget") {
        return l.text("parse-detail-budget");
    }
    const INTERNAL: [&str; 8] = [
        "struct ", "enum ", "Raw", "Spanned", "Policy", "::", "{ ", "Visitor",
    ];
    let between_ticks = |rest: &str| {
        rest.split_once('`')
            .map(|(name, _)| shown(name))
            .unwrap_or_default()
    };
    if let Some(key) = detail.strip_prefix("duplicate mapping key: ") {
        return l.text_with("parse-detail-duplicate", args![("key", shown(key))]);
    }
    if let Some(rest) = detail.strip_prefix("unknown field `") {
        return l.text_with(
            "parse-detail-unknown-field",
            args![("field", between_ticks(rest))],
        );
    }
    if let Some(rest) = detail.strip_prefix("missing field `") {
        return l.text_with(
            "parse-detail-missing-field",
            args![("field", between_ticks(rest))],
        );
    }
    if detail.starts_with("invalid type: ") || detail.starts_with("invalid value: ") {
        return l.text("parse-detail-wrong-type");
    }
    // A syntax mistake a person makes by hand: its cause and its fix, in
    // every language.
    if let Some(cause) = yaml_cause(detail) {
        return l.text(cause);
    }
    if INTERNAL.iter().any(|w| detail.contains(w)) {
        return l.text("parse-detail-structure");
    }
    // The parser speaks English: other languages get a sentence of their own.
    if l.lang() != crate::i18n::Lang::En {
        const SYNTAX: [&str; 6] = [
            "expected",
            "found",
            "not allowed",
            "while scanning",
            "while parsing",
            "unexpected",
        ];
        return if SYNTAX.iter().any(|w| detail.contains(w)) {
            l.text("parse-detail-syntax")
        } else {
            l.text("parse-detail-structure")
        };
    }
    clean(detail)
}

/// The message naming the cause (and the fix) of a YAML syntax error the
/// parser describes as `detail`, for the mistakes people make by hand: a
/// tab, text after a closing quote, a line indented too far or too little, a
/// missing `:`, a `: ` inside an unquoted text, a quote never closed, a text
/// starting with a character YAML reserves.
#[must_use]
pub fn yaml_cause(detail: &str) -> Option<&'static str> {
    const CAUSES: [(&str, &str); 11] = [
        ("tab", "yaml-cause-tab"),
        (
            "trailing content after double-quoted",
            "yaml-cause-after-quote",
        ),
        (
            "trailing content after single-quoted",
            "yaml-cause-after-quote",
        ),
        (
            "did not find expected '-' indicator",
            "yaml-cause-indent-list",
        ),
        ("did not find expected key", "yaml-cause-indent"),
        ("mapping values are not allowed", "yaml-cause-colon-in-text"),
        ("simple key expected ':'", "yaml-cause-missing-colon"),
        ("could not find expected ':'", "yaml-cause-missing-colon"),
        ("expected mapping start", "yaml-cause-missing-colon"),
        ("unclosed quote", "yaml-cause-unclosed-quote"),
        ("unexpected character", "yaml-cause-reserved-character"),
    ];
    CAUSES
        .iter()
        .find(|(words, _)| detail.contains(words))
        .map(|(_, id)| *id)
}

/// Why a file could not be read or written, in words.
#[must_use]
pub fn trouble(l: &Localizer, trouble: Trouble) -> String {
    match trouble {
        Trouble::NotRegular => l.text("trouble-not-regular"),
        Trouble::TooLarge => l.text_with(
            "trouble-too-large",
            args![("limit", (MAX_INPUT_BYTES / (1024 * 1024)) as usize)],
        ),
        Trouble::Utf8 { line, column, byte } => l.text_with(
            "trouble-utf8",
            args![("line", line), ("column", column), ("byte", byte)],
        ),
        Trouble::Invalid => l.text("trouble-invalid"),
        Trouble::LinkLoop => l.text("trouble-link-loop"),
        Trouble::Io(kind) => io_kind(l, kind),
    }
}

/// An I/O error in words (never the system's English text).
#[must_use]
pub fn io_error(l: &Localizer, e: &std::io::Error) -> String {
    io_kind(l, e.kind())
}

/// A reading error in words.
#[must_use]
pub fn input_error(l: &Localizer, e: &InputError) -> String {
    trouble(l, e.trouble())
}

fn io_kind(l: &Localizer, kind: std::io::ErrorKind) -> String {
    use std::io::ErrorKind as K;
    l.text(match kind {
        K::NotFound => "io-not-found",
        K::PermissionDenied => "io-permission",
        K::AlreadyExists => "io-exists",
        K::NotADirectory => "io-not-a-folder",
        K::IsADirectory => "io-is-a-folder",
        K::StorageFull | K::QuotaExceeded | K::FileTooLarge => "io-full",
        K::ReadOnlyFilesystem => "io-read-only",
        K::InvalidFilename => "io-bad-name",
        _ => "io-other",
    })
}

/// A file of the data folder that the program saves, for the notices
/// about saving it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DataFile {
    /// The learner's progress.
    Progress,
    /// Where each lesson was left.
    LessonSteps,
    /// The tutor's settings.
    Settings,
}

/// The notice that a damaged `file` was kept aside as `aside` (and a fresh
/// one started).
#[must_use]
pub fn kept_aside_notice(l: &Localizer, file: DataFile, aside: &Path) -> String {
    let path = path_shown(aside);
    match file {
        DataFile::Progress => l.text_with("notice-progress-corrupt", args![("path", path)]),
        DataFile::LessonSteps => l.text_with("notice-lesson-steps-corrupt", args![("path", path)]),
        DataFile::Settings => l.text_with("notice-settings-corrupt", args![("path", path)]),
    }
}

/// The notice that `file` could not be saved to `at`, and why.
#[must_use]
pub fn save_failed_notice(l: &Localizer, file: DataFile, at: &Path, why: Trouble) -> String {
    let (path, detail) = (path_shown(at), trouble(l, why));
    match file {
        DataFile::Progress => l.text_with(
            "notice-progress-save-failed",
            args![("path", path), ("detail", detail)],
        ),
        DataFile::LessonSteps => l.text_with(
            "notice-lesson-steps-save-failed",
            args![("path", path), ("detail", detail)],
        ),
        DataFile::Settings => l.text_with(
            "notice-settings-save-failed",
            args![("path", path), ("detail", detail)],
        ),
    }
}

/// The notice after saving `file` to `at` (`saved`: where a damaged file
/// was kept aside, if one was): none when all went well.
#[must_use]
pub fn save_notice(
    l: &Localizer,
    file: DataFile,
    at: &Path,
    saved: Result<Option<PathBuf>, DataError>,
) -> Option<String> {
    match saved {
        Ok(None) => None,
        Ok(Some(aside)) => Some(kept_aside_notice(l, file, &aside)),
        Err(e) => Some(save_failed_notice(l, file, at, e.trouble())),
    }
}

/// The notice for a progress file that was not loaded as it was: kept
/// aside as damaged, unreadable, or unusable and not kept aside. `file` is
/// the progress file (none when there is no data folder).
#[must_use]
pub fn progress_load_notice(l: &Localizer, notice: &LoadNotice, file: Option<&Path>) -> String {
    let file = file.map(path_shown).unwrap_or_default();
    match notice {
        LoadNotice::CorruptKeptAside(aside) => kept_aside_notice(l, DataFile::Progress, aside),
        LoadNotice::Unreadable(why) => l.text_with(
            "notice-progress-unreadable",
            args![("path", file), ("detail", trouble(l, *why))],
        ),
        LoadNotice::NotKeptAside { read, moved } => l.text_with(
            "notice-progress-not-kept-aside",
            args![
                ("path", file),
                ("read", trouble(l, *read)),
                ("detail", trouble(l, *moved))
            ],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_leave_nothing_a_terminal_acts_on() {
        let note = "\u{1b}]0;OWNED\u{7}\u{1b}[2J";
        let out = clean(note);
        assert!(!out.chars().any(is_unsafe), "{out}");
        assert_eq!(out, "\\u{1b}]0;OWNED\\u{7}\\u{1b}[2J");
        assert_eq!(clean("a\u{202e}b\u{9b}c"), "a\\u{202e}b\\u{9b}c");
        assert_eq!(clean("Ana ñ 日本"), "Ana ñ 日本");
        assert_eq!(clean_lines("one\ntwo\u{1b}"), "one\ntwo\\u{1b}");
        assert_eq!(clean("a\nb"), "a\\nb");
    }
}

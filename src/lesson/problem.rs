//! What `lesson check` finds wrong, as codes with their place: a
//! [`Diagnostic`] is a file, a line and a column and a [`Problem`], which
//! carries the values its message needs. The words are in
//! `text::lesson_check` (as a replay's `ReadProblem` is worded in
//! `text::replay`), so that this floor stays free of them.

use crate::ai::rollout::Interval;
use crate::engine::{BoardError, Move, RulesetId, Square};
use crate::lang::Lang;

use super::kinds::QuestionKind;
use super::kinds::{Field, KindName};
use super::model::Answer;
use super::solve::SolveError;

impl Problem {
    /// A stable name for the problem, for tools (`lesson check --format json`).
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            Problem::Yaml { .. } => "yaml",
            Problem::Version { .. } => "version",
            Problem::IdFile { .. } => "id-file",
            Problem::UnknownRules { .. } => "unknown-rules",
            Problem::NoSteps => "no-steps",
            Problem::StepText => "step-text",
            Problem::NeedsBoard { .. } => "needs-board",
            Problem::Board { .. } => "board",
            Problem::UnknownSide { .. } => "unknown-side",
            Problem::BadThrow { .. } => "bad-throw",
            Problem::Square { .. } => "square",
            Problem::Rule { .. } => "unknown-rule",
            Problem::UnknownMisconception { .. } => "unknown-misconception",
            Problem::Unanswerable(_) => "unanswerable",
            Problem::ExpectShape { .. } => "expect-shape",
            Problem::WrongAnswer { .. } => "wrong-answer",
            Problem::SeveralTrue { .. } => "several-true",
            Problem::BestNotOption { .. } => "best-not-option",
            Problem::BestWrong { .. } => "best-wrong",
            Problem::BestTooClose { .. } => "best-too-close",
            Problem::BestUnconfirmed { .. } => "best-unconfirmed",
            Problem::UnknownKind { .. } => "unknown-kind",
            Problem::ExtraField { .. } => "extra-field",
            Problem::MissingField { .. } => "missing-field",
            Problem::Ask { .. } => "ask",
            Problem::AskSetup { .. } => "ask-setup",
            Problem::MissingFtl { .. } => "missing-ftl",
            Problem::UnreadableFtl { .. } => "unreadable-ftl",
            Problem::FtlSyntax { .. } => "ftl-syntax",
            Problem::MissingText { .. } => "missing-text",
            Problem::UnknownField { .. } => "unknown-field",
            Problem::UnknownLanguage { .. } => "unknown-language",
            Problem::PlainTextLanguages { .. } => "plain-text-languages",
            Problem::MissingInline { .. } => "missing-inline-text",
            Problem::InlineSyntax { .. } => "inline-syntax",
            Problem::InlineFormat { .. } => "inline-format",
            Problem::CourseUnknownLesson { .. } => "course-unknown-lesson",
            Problem::CourseDuplicate { .. } => "course-duplicate",
            Problem::CourseUnlisted { .. } => "course-unlisted",
            Problem::CourseShape => "course-shape",
            Problem::CourseBadId { .. } => "course-bad-id",
            Problem::CourseTitleMissing { .. } => "course-title-missing",
            Problem::TextFormat { .. } => "text-format",
        }
    }
}

/// The valid name nearest to `written` among `valid`, when it is close
/// enough to be a likely misspelling (normalized Damerau-Levenshtein
/// similarity of at least 0.6, or one edit away), through `strsim`.
#[must_use]
pub fn nearest<'a>(written: &str, valid: impl IntoIterator<Item = &'a str>) -> Option<String> {
    let written = written.trim().to_lowercase();
    valid
        .into_iter()
        .filter(|v| *v != written)
        .map(|v| {
            (
                strsim::normalized_damerau_levenshtein(&written, v),
                strsim::damerau_levenshtein(&written, v),
                v,
            )
        })
        .filter(|(score, edits, _)| *score >= 0.6 || *edits <= 1)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, _, v)| v.to_string())
}

/// One problem in a lesson: where, and what.
#[derive(Debug, Clone, PartialEq)]
pub struct Diagnostic {
    /// The file (the lesson's YAML, or one of its texts files).
    pub path: String,
    /// 1-based line (0 when unknown).
    pub line: usize,
    /// 1-based column (0 when unknown).
    pub column: usize,
    /// What is wrong.
    pub problem: Problem,
    /// The nearest valid name, when what was written looks like a misspelling
    /// of one (a field, a kind, a rule id, a reason code, a lesson id).
    pub suggestion: Option<String>,
}

/// What makes a lesson's text invalid Fluent, as far as it can be told
/// from the parser's complaint and the text itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FluentCause {
    /// A line starts with a character Fluent reserves there (`*`, `[`, `.`).
    LineStart(char),
    /// A `{` without its `}` (or with no valid placeable inside).
    Brace,
    /// A `}` without a `{`.
    ClosingBrace,
    /// Variants (`{ $x -> ...}`) written on one line, as a double-quoted
    /// YAML text folds them.
    Lines,
    /// Something else: the parser's words.
    Other,
}

/// What is wrong in a lesson, with what its message says.
#[derive(Debug, Clone, PartialEq)]
pub enum Problem {
    /// The YAML does not read as a lesson file: the parser's own words
    /// (without its position), to be cleaned for the reader.
    Yaml {
        /// The parser's first line.
        detail: String,
        /// Whether the file could not be read past it (a syntax error):
        /// problems after it are not known.
        stopped: bool,
    },
    /// `senet-lesson` is not 1.
    Version {
        /// The version written.
        found: u32,
    },
    /// The id is not the file's name.
    IdFile {
        /// The id written.
        id: String,
        /// The file's stem.
        stem: String,
    },
    /// A wrong answer tagged with an id the ruleset's misconception catalogue lacks.
    UnknownMisconception {
        /// The id written.
        id: String,
        /// The lesson's ruleset.
        rules: crate::engine::RulesetId,
    },
    /// Not a ruleset's name.
    UnknownRules {
        /// What was written.
        value: String,
    },
    /// The lesson has no steps.
    NoSteps,
    /// A step with neither a text nor a question.
    StepText,
    /// `to-move` or `throw` in a step without a board.
    NeedsBoard {
        /// The field's name.
        field: &'static str,
    },
    /// The board text is not a board of the ruleset.
    Board {
        /// The lesson's ruleset.
        rules: RulesetId,
        /// What is wrong with it.
        error: BoardError,
    },
    /// `to-move` is neither x nor o.
    UnknownSide {
        /// What was written.
        value: String,
    },
    /// A throw outside 1..5.
    BadThrow {
        /// The value written.
        value: u8,
    },
    /// A square outside 1..30.
    Square {
        /// The value written.
        square: u8,
    },
    /// Not a rule of the lesson's ruleset.
    Rule {
        /// What was written.
        rule: String,
        /// The lesson's ruleset.
        rules: RulesetId,
    },
    /// The question does not fit its step.
    Unanswerable(SolveError),
    /// The expected answer is not of the shape the kind takes.
    ExpectShape {
        /// The question.
        kind: QuestionKind,
    },
    /// The expected answer is not the engine's.
    WrongAnswer {
        /// The teacher's.
        expected: Answer,
        /// The engine's.
        actual: Answer,
    },
    /// More than one offered answer is true, and `expect` does not list
    /// exactly those (a question is right only if every true one is accepted).
    SeveralTrue {
        /// The teacher's answers.
        expected: Vec<Answer>,
        /// Every true one, the engine's first.
        accepted: Vec<Answer>,
    },
    /// best-move: the expected piece has no legal move.
    BestNotOption {
        /// The teacher's piece.
        expected: Square,
        /// Every option with the mover's win chance, best first.
        options: Vec<(Move, f64)>,
    },
    /// best-move: the expected piece is not the engine's best.
    BestWrong {
        /// The teacher's piece.
        expected: Square,
        /// Its win chance.
        expected_chance: f64,
        /// The engine's best piece.
        best: Square,
        /// Its win chance.
        best_chance: f64,
        /// Every option, best first.
        options: Vec<(Move, f64)>,
    },
    /// best-move: exact values closer than the margin.
    BestTooClose {
        /// The best piece.
        best: Square,
        /// Its win chance.
        best_chance: f64,
        /// The second-best piece.
        second: Square,
        /// Its win chance.
        second_chance: f64,
        /// The gap between them.
        gap: f64,
    },
    /// best-move: the playouts do not confirm the search's best.
    BestUnconfirmed {
        /// The best piece by the search.
        best: Square,
        /// The second best.
        second: Square,
        /// The search's gap between them.
        gap: f64,
        /// The playouts' paired difference with its interval.
        difference: Interval,
        /// Playouts per option.
        playouts: u32,
    },
    /// Not a question kind.
    UnknownKind {
        /// What was written.
        kind: String,
    },
    /// A field the kind does not take.
    ExtraField {
        /// The field.
        field: Field,
        /// The kind.
        kind: KindName,
    },
    /// A field the kind needs.
    MissingField {
        /// The field.
        field: Field,
        /// The kind.
        kind: KindName,
    },
    /// route: `ask` is not next, previous or consecutive.
    Ask {
        /// What was written.
        value: String,
    },
    /// setup: `ask` is not squares or first.
    AskSetup {
        /// What was written.
        value: String,
    },
    /// A language's texts file is missing.
    MissingFtl {
        /// The language.
        lang: Lang,
        /// The file expected.
        file: String,
    },
    /// A language's texts file is there but cannot be read (a folder, a FIFO
    /// or a device in its place, too large, not UTF-8).
    UnreadableFtl {
        /// The language.
        lang: Lang,
        /// The file's path.
        file: String,
        /// Why it cannot be read.
        trouble: crate::store::Trouble,
    },
    /// A syntax error in a texts file (the diagnostic's path is that file).
    FtlSyntax {
        /// What is wrong (Fluent's parser).
        detail: String,
    },
    /// A text id the lesson uses is missing in one language.
    MissingText {
        /// The id.
        id: String,
        /// The language.
        lang: Lang,
        /// The texts file.
        file: String,
    },
    /// A field the file format does not have at this place (the rest of
    /// the file is still checked, without it).
    UnknownField {
        /// The field written.
        field: String,
    },
    /// Not one of the program's languages (in `languages`, or as a key of
    /// a text written as a map by language).
    UnknownLanguage {
        /// What was written.
        value: String,
    },
    /// A text written as a plain string where the lesson has more than one
    /// language (it must then be a map by language).
    PlainTextLanguages {
        /// The lesson's languages.
        languages: Vec<Lang>,
    },
    /// A text written in the lesson file lacks one of the lesson's languages.
    MissingInline {
        /// The language missing.
        lang: Lang,
        /// The lesson's languages.
        languages: Vec<Lang>,
    },
    /// A text written in the lesson file is not valid Fluent.
    InlineSyntax {
        /// What is wrong (Fluent's parser, on one line).
        detail: String,
        /// Its cause, where it can be told.
        cause: FluentCause,
    },
    /// A text written in the lesson file cannot be formatted in one language
    /// (e.g. it uses a variable the program does not give).
    InlineFormat {
        /// The language.
        lang: Lang,
        /// Fluent's complaint.
        detail: String,
    },
    /// A course lists a lesson its folder does not have.
    CourseUnknownLesson {
        /// The id listed.
        id: String,
    },
    /// A course lists a lesson twice.
    CourseDuplicate {
        /// The id.
        id: String,
        /// The line where it is first listed.
        first_line: usize,
    },
    /// A lesson of the course's folder that the course does not list, so
    /// it has no place in the course's order.
    CourseUnlisted {
        /// The lesson's id.
        id: String,
    },
    /// A course file with both `lessons` and `sections`, or neither.
    CourseShape,
    /// A course's `id` is not lower-case letters, digits and dashes.
    CourseBadId {
        /// What was written.
        id: String,
    },
    /// A course title written by language lacks a language that another
    /// of the course's titles has (the list would show another language).
    CourseTitleMissing {
        /// The language missing.
        lang: Lang,
    },
    /// A text cannot be formatted.
    TextFormat {
        /// The id.
        id: String,
        /// The language.
        lang: Lang,
        /// Fluent's complaint.
        detail: String,
    },
}

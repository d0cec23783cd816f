//! The words of `senet lesson check`: each [`Problem`] the lesson checker
//! finds, worded in the user's language, and the checker run with its
//! diagnostics worded ([`check`], [`check_with`]).

use std::fmt;

use crate::args;
use crate::engine::Move;
use crate::engine::OFF;
use crate::i18n::{Localizer, Quantity};
use crate::lesson::answer::Shape;
use crate::lesson::check::{self as checker, CheckedLesson, Diagnostic, Problem};
use crate::lesson::kinds::KindName;
use crate::lesson::library::LessonFiles;
use crate::lesson::model::Answer;
use crate::lesson::problem::FluentCause;
use crate::lesson::solve::{self, SolveError};
use crate::text::errors::{board_error, parser_detail};

/// One problem in a lesson, worded: where, and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Worded {
    /// The file.
    pub path: String,
    /// 1-based line (0 when unknown).
    pub line: usize,
    /// 1-based column (0 when unknown).
    pub column: usize,
    /// What is wrong, in the user's language (with the suggestion, if any).
    pub message: String,
    /// The problem's stable name ([`Problem::code`]).
    pub code: &'static str,
    /// The nearest valid name, when what was written looks like a misspelling.
    pub suggestion: Option<String>,
}

impl fmt::Display for Worded {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.path, self.line, self.column, self.message
        )
    }
}

/// A diagnostic in words.
#[must_use]
pub fn worded(l: &Localizer, d: &Diagnostic) -> Worded {
    Worded {
        path: d.path.clone(),
        line: d.line,
        column: d.column,
        message: match &d.suggestion {
            None if is_course_file(&d.path) => course_file_text(l, &d.problem),
            None => problem_text(l, &d.problem),
            Some(name) => l.text_with(
                "lesson-did-you-mean",
                args![
                    ("problem", problem_text(l, &d.problem)),
                    ("name", name.as_str())
                ],
            ),
        },
        code: d.problem.code(),
        suggestion: d.suggestion.clone(),
    }
}

/// Whether `path` names a course file (`course.yaml`).
fn is_course_file(path: &str) -> bool {
    std::path::Path::new(path)
        .file_name()
        .is_some_and(|n| n == crate::lesson::course::COURSE_FILE)
}

/// A problem of a course file in words: a YAML problem says "course file",
/// and a missing `senet-course` says how to write the header.
fn course_file_text(l: &Localizer, problem: &Problem) -> String {
    match problem {
        Problem::Yaml { detail, .. } if detail.contains("missing field `senet-course`") => {
            l.text("course-error-header")
        }
        Problem::Yaml { detail, stopped } => {
            let mut text = l.text_with(
                "course-error-yaml",
                args![("detail", parser_detail(l, detail))],
            );
            if *stopped {
                text.push(' ');
                text.push_str(&l.text("yaml-more-may-follow"));
            }
            text
        }
        other => problem_text(l, other),
    }
}

/// Checks one lesson's files ([`checker::check`]), every problem in words.
///
/// # Errors
/// Every problem found, each with its position.
pub fn check(files: &LessonFiles, l: &Localizer) -> Result<CheckedLesson, Vec<Worded>> {
    check_with(files, l, solve::Verification::default())
}

/// Checks one lesson's files verifying best-move answers as `how` says
/// ([`checker::check_with`]), every problem in words.
///
/// # Errors
/// Every problem found, each with its position.
pub fn check_with(
    files: &LessonFiles,
    l: &Localizer,
    how: solve::Verification,
) -> Result<CheckedLesson, Vec<Worded>> {
    checker::check_with(files, how).map_err(|found| found.iter().map(|d| worded(l, d)).collect())
}

/// What is wrong, in the user's language.
#[must_use]
#[allow(clippy::too_many_lines)] // one arm per problem, each a message and its arguments
pub fn problem_text(l: &Localizer, problem: &Problem) -> String {
    match problem {
        Problem::Yaml { detail, stopped } => {
            let mut text = l.text_with(
                "lesson-error-yaml",
                args![("detail", parser_detail(l, detail))],
            );
            if *stopped {
                text.push(' ');
                text.push_str(&l.text("yaml-more-may-follow"));
            }
            text
        }
        Problem::Version { found } => l.text_with("lesson-error-version", args![("found", *found)]),
        Problem::IdFile { id, stem } => l.text_with(
            "lesson-error-id-file",
            args![("id", id.as_str()), ("stem", stem.as_str())],
        ),
        Problem::UnknownRules { value } => {
            l.text_with("error-unknown-rules", args![("value", value.as_str())])
        }
        Problem::NoSteps => l.text("lesson-error-no-steps"),
        Problem::StepText => l.text("lesson-error-step-text"),
        Problem::NeedsBoard { field } => {
            l.text_with("lesson-error-needs-board", args![("field", *field)])
        }
        Problem::Board { rules, error } => board_error(l, *rules, error),
        Problem::UnknownSide { value } => {
            l.text_with("error-unknown-side", args![("value", value.as_str())])
        }
        Problem::BadThrow { value } => {
            l.text_with("error-bad-throw", args![("value", value.to_string())])
        }
        Problem::Square { square } => {
            l.text_with("lesson-error-square", args![("square", *square)])
        }
        Problem::UnknownMisconception { id, rules } => l.text_with(
            "lesson-error-misconception",
            args![("id", id.as_str()), ("rules", rules.name())],
        ),
        Problem::Rule { rule, rules } => l.text_with(
            "lesson-error-rule",
            args![("rule", rule.as_str()), ("rules", rules.name())],
        ),
        Problem::Unanswerable(e) => l.text_with(
            "lesson-error-unanswerable",
            args![("why", solve_error_text(l, *e))],
        ),
        Problem::ExpectShape { kind } => l.text_with(
            "lesson-error-expect-shape",
            args![
                ("kind", kind.name()),
                ("shape", expected_shape(kind.shape()))
            ],
        ),
        Problem::WrongAnswer { expected, actual } => l.text_with(
            "lesson-error-wrong-answer",
            args![
                ("expected", expected.to_value().to_string()),
                ("actual", actual.to_value().to_string())
            ],
        ),
        Problem::SeveralTrue { expected, accepted } => l.text_with(
            "lesson-error-several-true",
            args![
                ("expected", answers_value(expected)),
                ("accepted", answers_value(accepted)),
                ("count", accepted.len())
            ],
        ),
        Problem::BestNotOption { expected, options } => l.text_with(
            "lesson-error-best-not-option",
            args![
                ("expected", *expected),
                ("options", options_text(l, options))
            ],
        ),
        Problem::BestWrong {
            expected,
            expected_chance,
            best,
            best_chance,
            options,
        } => l.text_with(
            "lesson-error-best-wrong",
            args![
                ("expected", *expected),
                ("expected_chance", l.percent(*expected_chance)),
                ("best", *best),
                ("best_chance", l.percent(*best_chance)),
                ("options", options_text(l, options)),
            ],
        ),
        Problem::BestTooClose {
            best,
            best_chance,
            second,
            second_chance,
            gap,
        } => l.text_with(
            "lesson-error-best-too-close",
            args![
                ("best", *best),
                ("best_chance", l.percent(*best_chance)),
                ("second", *second),
                ("second_chance", l.percent(*second_chance)),
                ("gap", l.percent(*gap)),
                ("margin", l.percent(solve::MARGIN)),
            ],
        ),
        Problem::BestUnconfirmed {
            best,
            second,
            gap,
            difference,
            playouts,
        } => l.text_with(
            // An interval wholly below zero does not include it: there the
            // playouts find the other piece better.
            if difference.high < 0.0 {
                "lesson-error-best-contradicted"
            } else {
                "lesson-error-best-unconfirmed"
            },
            args![
                ("best", *best),
                ("second", *second),
                ("margin", l.percent(*gap)),
                ("difference", l.percent(difference.mean)),
                ("low", l.percent(difference.low)),
                ("high", l.percent(difference.high)),
                ("playouts", Quantity(*playouts)),
            ],
        ),
        Problem::UnknownKind { kind } => {
            let kinds: Vec<&str> = KindName::ALL.iter().map(|k| k.name()).collect();
            l.text_with(
                "lesson-error-kind",
                args![("kind", kind.as_str()), ("kinds", kinds.join(", "))],
            )
        }
        Problem::ExtraField { field, kind } => l.text_with(
            "lesson-error-extra-field",
            args![("field", field.name()), ("kind", kind.name())],
        ),
        Problem::MissingField { field, kind } => l.text_with(
            "lesson-error-missing-field",
            args![("field", field.name()), ("kind", kind.name())],
        ),
        Problem::Ask { value } => l.text_with("lesson-error-ask", args![("value", value.as_str())]),
        Problem::AskSetup { value } => {
            l.text_with("lesson-error-ask-setup", args![("value", value.as_str())])
        }
        Problem::MissingFtl { lang, file } => l.text_with(
            "lesson-error-missing-ftl",
            args![("lang", lang.code()), ("file", file.as_str())],
        ),
        Problem::UnreadableFtl {
            lang,
            file,
            trouble,
        } => l.text_with(
            "lesson-error-unreadable-ftl",
            args![
                ("lang", lang.code()),
                ("file", file.as_str()),
                ("detail", crate::text::errors::trouble(l, *trouble))
            ],
        ),
        Problem::FtlSyntax { detail } => l.text_with(
            "lesson-error-ftl-syntax",
            args![("detail", crate::store::shown::clean(detail))],
        ),
        Problem::MissingText { id, lang, file } => l.text_with(
            "lesson-error-missing-text",
            args![
                ("id", id.as_str()),
                ("lang", lang.code()),
                ("file", file.as_str())
            ],
        ),
        Problem::UnknownField { field } => l.text_with(
            "lesson-error-unknown-field",
            args![("field", crate::store::shown::shown(field))],
        ),
        Problem::UnknownLanguage { value } => l.text_with(
            "lesson-error-unknown-language",
            args![
                ("value", crate::store::shown::shown(value)),
                ("languages", languages_text(&crate::lang::Lang::ALL))
            ],
        ),
        Problem::PlainTextLanguages { languages } => l.text_with(
            "lesson-error-plain-text-languages",
            args![("languages", languages_text(languages))],
        ),
        Problem::MissingInline { lang, languages } => l.text_with(
            "lesson-error-missing-inline",
            args![
                ("lang", lang.code()),
                ("languages", languages_text(languages))
            ],
        ),
        Problem::InlineSyntax { detail, cause } => {
            let cause = match cause {
                FluentCause::LineStart(c) => {
                    l.text_with("fluent-cause-line-start", args![("char", c.to_string())])
                }
                FluentCause::Brace => l.text("fluent-cause-brace"),
                FluentCause::ClosingBrace => l.text("fluent-cause-closing-brace"),
                FluentCause::Lines => l.text("fluent-cause-lines"),
                FluentCause::Other => l.text_with(
                    "fluent-cause-other",
                    args![("detail", crate::store::shown::clean(detail))],
                ),
            };
            l.text_with("lesson-error-inline-syntax", args![("detail", cause)])
        }
        Problem::InlineFormat { lang, detail } => {
            // Fluent's resolver speaks English: the usual complaints in words.
            let unknown = |prefix: &str| {
                detail
                    .split_once(prefix)
                    .map(|(_, name)| crate::store::shown::shown(name.trim()))
            };
            let detail = if let Some(name) = unknown("Unknown message: ") {
                l.text_with("fluent-unknown-message", args![("name", name)])
            } else if let Some(name) = unknown("Unknown variable: ") {
                l.text_with("fluent-unknown-variable", args![("name", name)])
            } else {
                crate::store::shown::clean(detail)
            };
            l.text_with(
                "lesson-error-inline-format",
                args![("lang", lang.code()), ("detail", detail)],
            )
        }
        Problem::CourseUnknownLesson { id } => l.text_with(
            "course-error-unknown-lesson",
            args![("id", crate::store::shown::shown(id))],
        ),
        Problem::CourseDuplicate { id, first_line } => l.text_with(
            "course-error-duplicate",
            args![
                ("id", crate::store::shown::shown(id)),
                ("line", *first_line)
            ],
        ),
        Problem::CourseUnlisted { id } => l.text_with(
            "course-error-unlisted",
            args![("id", crate::store::shown::shown(id))],
        ),
        Problem::CourseShape => l.text("course-error-shape"),
        Problem::CourseBadId { id } => l.text_with(
            "course-error-bad-id",
            args![("id", crate::store::shown::shown(id))],
        ),
        Problem::CourseTitleMissing { lang } => l.text_with(
            "course-error-title-missing",
            args![("lang", language_of(l, *lang)), ("code", lang.code())],
        ),
        Problem::TextFormat { id, lang, detail } => l.text_with(
            "lesson-error-text-format",
            args![
                ("id", id.as_str()),
                ("lang", lang.code()),
                ("detail", detail.as_str())
            ],
        ),
    }
}

/// A language's name in the user's language ("Spanish", "español").
#[must_use]
pub fn language_of(l: &Localizer, lang: crate::lang::Lang) -> String {
    l.text(match lang {
        crate::lang::Lang::En => "language-of-en",
        crate::lang::Lang::Es => "language-of-es",
    })
}

/// Language codes as a file writes them: `en, es`.
#[must_use]
pub fn languages_text(languages: &[crate::lang::Lang]) -> String {
    languages
        .iter()
        .map(|l| l.code())
        .collect::<Vec<_>>()
        .join(", ")
}

/// "23 → 26 61.2%, 12 → 15 48.0%": every option with the mover's win chance.
#[must_use]
pub fn options_text(l: &Localizer, options: &[(Move, f64)]) -> String {
    options
        .iter()
        .map(|(m, chance)| {
            let to = if m.to == OFF {
                l.text("legal-off")
            } else {
                m.to.to_string()
            };
            let line = l.text_with("legal-move-line", args![("from", m.from), ("to", to)]);
            let percent = l.text_with("percent-value", args![("value", l.percent(*chance))]);
            format!("{line} {percent}")
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// What an answer of `shape` looks like (the same in every language: it
/// names the file format's own words).
#[must_use]
pub fn expected_shape(shape: Shape) -> &'static str {
    match shape {
        Shape::Legal => "legal | a reason code (checkpoint-26, ...)",
        Shape::Square => "a square 1..30 | off",
        Shape::Squares => "[squares]",
        Shape::Effect => {
            "{opponent: square | none | block-member | guarded | safe-house, throw-again: true | false}"
        }
        Shape::Yes => "true | false",
        Shape::Chance => "a fraction such as 3/8",
        Shape::Turn => "same-side | other-side | won | draw",
        Shape::Side => "x | o",
        Shape::Number => "a whole number",
        Shape::Piece => "the square of the piece to move, e.g. 23",
        Shape::Rulesets => "[ruleset names], e.g. [games-room, arcade]",
    }
}

/// Why a question cannot be asked in its step.
#[must_use]
pub fn solve_error_text(l: &Localizer, e: SolveError) -> String {
    match e {
        SolveError::NoPosition => l.text("lesson-why-no-position"),
        SolveError::NoThrow => l.text("lesson-why-no-throw"),
        SolveError::NoPiece(s) => l.text_with("lesson-why-no-piece", args![("square", s)]),
        SolveError::NotASquare(s) => l.text_with("lesson-error-square", args![("square", s)]),
        SolveError::CannotMove(r) => {
            l.text_with("lesson-why-cannot-move", args![("reason", r.code())])
        }
        SolveError::NotAThrow(v) => l.text_with("error-bad-throw", args![("value", v.to_string())]),
        SolveError::GameOver => l.text("lesson-why-game-over"),
        SolveError::NoChoice(count) => l.text_with("lesson-why-no-choice", args![("count", count)]),
    }
}

/// Answers as a lesson file lists them: `[blocked-path, forward-exists]`.
fn answers_value(answers: &[Answer]) -> String {
    crate::lesson::raw::RawValue::List(answers.iter().map(Answer::to_value).collect()).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{sq, tv};
    use crate::i18n::Lang;
    use crate::lesson::check::tests::best_move_lesson_in;
    use crate::lesson::kinds::QuestionKind;
    use crate::lesson::model::Answer;

    /// A kendall lesson with one best-move question on a small ending (two
    /// pieces a side at most), so that the exact endgame table decides.
    fn best_move_lesson(board: &str, throw: u8, expect: &str) -> LessonFiles {
        best_move_lesson_in("kendall", "water-27", board, throw, expect)
    }

    /// Black on 26 and 28, White on 20 and 25, Black throws 1: 28 -> 29 is
    /// quiet, 26 -> 27 falls in the water (back to 15). Exactly 87.3% against 56.9%.
    const WATER: &str = "...................o....ox.x..";

    fn problems(files: &LessonFiles, lang: Lang) -> Vec<String> {
        match check(files, &Localizer::new(lang)) {
            Ok(_) => Vec::new(),
            Err(found) => found.iter().map(ToString::to_string).collect(),
        }
    }

    #[test]
    fn an_interval_wholly_below_zero_is_not_said_to_include_it() {
        let problem = |low: f64, high: f64| Problem::BestUnconfirmed {
            best: sq(17),
            second: sq(25),
            gap: 0.027,
            difference: crate::ai::rollout::Interval {
                mean: (low + high) / 2.0,
                low,
                high,
            },
            playouts: 200,
        };
        for (lang, includes, better) in [
            (Lang::En, "includes zero", "the piece on 25 does better"),
            (Lang::Es, "incluye el cero", "la de la casilla 25 gana más"),
        ] {
            let l = Localizer::new(lang);
            let across = problem_text(&l, &problem(-0.025, 0.01));
            let below = problem_text(&l, &problem(-0.025, -0.0004));
            assert!(across.contains(includes), "{across}");
            assert!(
                !below.contains(includes) && below.contains(better),
                "{below}"
            );
        }
    }

    #[test]
    fn a_best_move_the_playouts_cannot_confirm_is_refused_with_the_numbers() {
        // Kendall, three pieces a side: the search puts 17 -> 18 just ahead
        // of 25 -> 26 (0.1 points); 32 playouts per option, with the luck
        // of their throws taken off, cannot tell the two apart (-1.1, 95%:
        // -5.5 to 3.3), and 25 is the option the refusal names.
        let board = "................xo..ox..x...o.";
        let files = best_move_lesson(board, 1, "17");
        let how = solve::Verification {
            thorough: true,
            playouts: 32,
        };
        for (lang, words) in [
            (Lang::En, "not confirmed by playouts"),
            (Lang::Es, "las partidas simuladas no lo confirman"),
        ] {
            let l = Localizer::new(lang);
            let found: Vec<String> = match check_with(&files, &l, how) {
                Ok(_) => Vec::new(),
                Err(found) => found.iter().map(ToString::to_string).collect(),
            };
            assert_eq!(found.len(), 1, "{found:?}");
            assert!(found[0].starts_with("best.yaml:9:13: "), "{found:?}");
            assert!(found[0].contains(words), "{found:?}");
            assert!(
                found[0].contains(" 17 ") && found[0].contains(" 25"),
                "{found:?}"
            );
            assert!(found[0].contains("32"), "the playouts: {found:?}");
            assert_eq!(l.take_errors(), vec![]);
        }
    }

    #[test]
    fn the_engines_best_move_is_accepted_with_its_explanation() {
        let checked =
            check(&best_move_lesson(WATER, 1, "28"), &Localizer::new(Lang::En)).expect("valid");
        let step = &checked.lesson.steps[0];
        assert_eq!(step.explain.as_deref(), Some("best-why"));
        let q = step.question.as_ref().expect("a question");
        assert_eq!(q.kind, QuestionKind::BestMove { throws_made: 0 });
        assert_eq!(q.answer, Answer::Piece(sq(28)));
    }

    #[test]
    fn a_move_that_is_not_the_best_is_refused_at_its_line_with_the_win_chances() {
        let found = problems(&best_move_lesson(WATER, 1, "26"), Lang::En);
        assert_eq!(
            found,
            vec![
                "best.yaml:12:15: the expected answer is the piece on 26 (56.9% to win), but the engine's best move is the piece on 28 (87.3%); every option: 28 → 29 87.3%, 26 → 15 56.9%"
            ]
        );
        let found = problems(&best_move_lesson(WATER, 1, "26"), Lang::Es);
        assert!(
            found[0].contains("la mejor jugada del motor es la ficha de la casilla 28"),
            "{found:?}"
        );
        let found = problems(&best_move_lesson(WATER, 1, "20"), Lang::En);
        assert_eq!(
            found,
            vec![
                "best.yaml:12:15: the piece on 20 has no legal move with this throw; the options (win chance for the side to move) are: 28 → 29 87.3%, 26 → 15 56.9%"
            ]
        );
    }

    #[test]
    fn two_options_closer_than_the_margin_are_refused_as_too_close_to_call() {
        // Black on 26 and 29, White on 30, Black throws 2: 29 -> off or
        // 26 -> 28 are half a point apart.
        let found = problems(
            &best_move_lesson(".........................x..xo", 2, "29"),
            Lang::En,
        );
        assert_eq!(
            found,
            vec![
                "best.yaml:9:13: too close to call: the two best moves, the piece on 29 (33.2%) and the piece on 26 (32.7%), are 0.5 points apart, less than the margin of 2.0 points; choose a position with a clearer best move"
            ]
        );
    }

    #[test]
    fn a_throw_without_a_choice_and_a_bad_answer_shape_are_refused() {
        let found = problems(
            &best_move_lesson(".........................x...o", 5, "26"),
            Lang::En,
        );
        assert!(
            found[0].contains(
                "9:13: this question cannot be asked here: the throw has only one legal move"
            ),
            "{found:?}"
        );
        let found = problems(&best_move_lesson(WATER, 1, "off"), Lang::En);
        assert!(
            found[0].contains("12:15: the expected answer of a best-move question looks like"),
            "{found:?}"
        );
        let yaml = best_move_lesson(WATER, 1, "28")
            .yaml
            .replace("      explain", "      piece: 28\n      explain");
        let files = LessonFiles {
            yaml,
            ..best_move_lesson(WATER, 1, "28")
        };
        let found = problems(&files, Lang::En);
        assert!(
            found[0].contains("\"piece\" does not belong in a best-move question"),
            "{found:?}"
        );
    }

    #[test]
    fn a_missing_explanation_text_is_reported() {
        let mut files = best_move_lesson(WATER, 1, "28");
        files.texts[1].2 = Some("best-title = Mejor\n".into());
        let found = problems(&files, Lang::En);
        assert_eq!(
            found,
            vec!["best.yaml:11:16: the text \"best-why\" is missing in es (es.ftl)"]
        );
    }

    /// Every problem code is worded in every language, without a Fluent
    /// error, and differently in each.
    #[test]
    fn every_problem_is_worded_in_every_language() {
        use crate::ai::rollout::Interval;
        use crate::engine::{BoardError, Reason, RulesetId, Side, analyze};
        use crate::lesson::kinds::Field;

        let rules = RulesetId::Kendall.ruleset();
        let board = rules.parse_board(WATER).expect("a board");
        let options: Vec<(Move, f64)> =
            analyze(&crate::engine::checked(rules, board, Side::X), tv(1))
                .moves()
                .map(|m| (*m, 0.5))
                .collect();
        let interval = Interval {
            mean: 0.01,
            low: -0.01,
            high: 0.03,
        };
        let problems = [
            Problem::Yaml {
                detail: "unknown field `x`".into(),
                stopped: false,
            },
            Problem::Yaml {
                detail: "tabs disallowed within this context".into(),
                stopped: true,
            },
            Problem::Version { found: 2 },
            Problem::IdFile {
                id: "a".into(),
                stem: "b".into(),
            },
            Problem::UnknownRules {
                value: "chess".into(),
            },
            Problem::NoSteps,
            Problem::StepText,
            Problem::NeedsBoard { field: "throw" },
            Problem::Board {
                rules: RulesetId::Kendall,
                error: BoardError::WrongLength { found: 3 },
            },
            Problem::UnknownSide { value: "z".into() },
            Problem::BadThrow { value: 7 },
            Problem::Square { square: 40 },
            Problem::UnknownMisconception {
                id: "m".into(),
                rules: RulesetId::Kendall,
            },
            Problem::Rule {
                rule: "r".into(),
                rules: RulesetId::Kendall,
            },
            Problem::Unanswerable(SolveError::CannotMove(Reason::Checkpoint26)),
            Problem::ExpectShape {
                kind: QuestionKind::Effect { piece: 3 },
            },
            Problem::WrongAnswer {
                expected: Answer::Square(sq(4)),
                actual: Answer::Square(sq(31)),
            },
            Problem::SeveralTrue {
                expected: vec![Answer::Legal(Err(Reason::BlockedPath))],
                accepted: vec![
                    Answer::Legal(Err(Reason::BlockedPath)),
                    Answer::Legal(Err(Reason::ForwardExists)),
                ],
            },
            Problem::BestNotOption {
                expected: sq(3),
                options: options.clone(),
            },
            Problem::BestWrong {
                expected: sq(26),
                expected_chance: 0.4,
                best: sq(28),
                best_chance: 0.6,
                options,
            },
            Problem::BestTooClose {
                best: sq(28),
                best_chance: 0.5,
                second: sq(26),
                second_chance: 0.49,
                gap: 0.01,
            },
            Problem::BestUnconfirmed {
                best: sq(28),
                second: sq(26),
                gap: 0.03,
                difference: interval,
                playouts: 32,
            },
            Problem::UnknownKind {
                kind: "legality".into(),
            },
            Problem::ExtraField {
                field: Field::Piece,
                kind: KindName::BestMove,
            },
            Problem::MissingField {
                field: Field::Square,
                kind: KindName::Route,
            },
            Problem::Ask {
                value: "after".into(),
            },
            Problem::AskSetup {
                value: "last".into(),
            },
            Problem::MissingFtl {
                lang: Lang::Es,
                file: "es.ftl".into(),
            },
            Problem::UnreadableFtl {
                lang: Lang::Es,
                file: "es.ftl".into(),
                trouble: crate::store::Trouble::NotRegular,
            },
            Problem::FtlSyntax {
                detail: "E0003".into(),
            },
            Problem::MissingText {
                id: "t".into(),
                lang: Lang::Es,
                file: "es.ftl".into(),
            },
            Problem::TextFormat {
                id: "t".into(),
                lang: Lang::En,
                detail: "unknown variable".into(),
            },
            Problem::UnknownField {
                field: "peice".into(),
            },
            Problem::UnknownLanguage { value: "fr".into() },
            Problem::PlainTextLanguages {
                languages: vec![Lang::En, Lang::Es],
            },
            Problem::MissingInline {
                lang: Lang::Es,
                languages: vec![Lang::En, Lang::Es],
            },
            Problem::InlineSyntax {
                detail: "E0003".into(),
                cause: FluentCause::Other,
            },
            Problem::InlineSyntax {
                detail: "E0003".into(),
                cause: FluentCause::LineStart('*'),
            },
            Problem::InlineSyntax {
                detail: "E0003".into(),
                cause: FluentCause::Brace,
            },
            Problem::InlineSyntax {
                detail: "E0003".into(),
                cause: FluentCause::ClosingBrace,
            },
            Problem::InlineSyntax {
                detail: "E0003".into(),
                cause: FluentCause::Lines,
            },
            Problem::InlineFormat {
                lang: Lang::Es,
                detail: "unknown variable".into(),
            },
            Problem::CourseUnknownLesson { id: "a".into() },
            Problem::CourseDuplicate {
                id: "a".into(),
                first_line: 3,
            },
            Problem::CourseUnlisted { id: "a".into() },
            Problem::CourseShape,
            Problem::CourseBadId {
                id: "Mi Curso".into(),
            },
            Problem::CourseTitleMissing { lang: Lang::Es },
        ];
        for problem in &problems {
            let worded: Vec<String> = Lang::ALL
                .iter()
                .map(|&lang| {
                    let l = Localizer::new(lang);
                    let text = problem_text(&l, problem);
                    assert_eq!(l.take_errors(), vec![], "{problem:?} in {lang:?}");
                    assert!(!text.is_empty());
                    text
                })
                .collect();
            assert_ne!(worded[0], worded[1], "{problem:?}");
        }
    }
}

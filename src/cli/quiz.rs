//! `senet quiz`: the interactive quiz, an answer key as JSON, or grading.

use clap::Args;
use serde::Serialize;

use crate::args;
use crate::cli::parse::{self, Count, Format};
use crate::cli::{Cli, CliError};
use crate::engine::{RulesetId, ThrowValue};
use crate::i18n::Localizer;
use crate::lesson::kinds::QuestionKind;
use crate::lesson::model::Answer;
use crate::lesson::raw::RawValue;
use crate::quiz::{Generator, QuizItem, Topic};
use crate::text::lesson::answer_label;
use crate::ui::Start;

/// `senet quiz`.
#[derive(Debug, Args)]
pub struct QuizArgs {
    /// The ruleset.
    #[arg(long, value_name = "RULES", default_value = crate::engine::RulesetId::DEFAULT.name())]
    pub rules: String,
    /// Only this topic.
    #[arg(long, value_name = "REASON|RULE")]
    pub topic: Option<String>,
    /// How many questions.
    #[arg(
        long,
        value_name = "N",
        default_value = "10",
        allow_hyphen_values = true
    )]
    pub count: String,
    /// The seed.
    #[arg(long, value_name = "S", allow_hyphen_values = true)]
    pub seed: Option<String>,
    /// tui or json.
    #[arg(long, value_name = "tui|json", default_value = "tui")]
    pub format: String,
    /// A file of answers to grade.
    #[arg(long, value_name = "FILE")]
    pub answers: Option<std::path::PathBuf>,
    /// Write a printable worksheet (HTML) of the questions to this new file.
    #[arg(long, value_name = "FILE")]
    pub worksheet: Option<std::path::PathBuf>,
}

/// What `senet quiz` will do, checked.
#[derive(Debug, Clone)]
pub struct QuizRequest {
    /// The ruleset.
    pub rules: RulesetId,
    /// Only this topic.
    pub topic: Option<Topic>,
    /// How many questions.
    pub count: usize,
    /// The seed (random when not given).
    pub seed: u64,
    /// Whether a seed was given.
    pub seeded: bool,
    /// JSON instead of the interactive quiz.
    pub json: bool,
}

impl QuizRequest {
    /// Checks the raw arguments.
    ///
    /// # Errors
    /// A one-line message for the first bad value (exit 2).
    pub fn from_args(a: &QuizArgs, l: &Localizer) -> Result<QuizRequest, CliError> {
        let bad = CliError::bad_input;
        let rules = parse::ruleset(l, &a.rules)?;
        let topic = match &a.topic {
            None => None,
            Some(t) => Some(t.parse::<Topic>().map_err(|_| {
                bad(l.text_with(
                    "error-unknown-topic",
                    args![("value", crate::text::errors::shown(t))],
                ))
            })?),
        };
        let count = parse::whole_usize(l, &a.count, Count::QUESTIONS)?;
        let (seed, seeded) = parse::seed_or_fresh(l, a.seed.as_deref())?;
        let json = parse::quiz_format(l, &a.format)? == Format::Json;
        Ok(QuizRequest {
            rules,
            topic,
            count,
            seed,
            seeded,
            json,
        })
    }

    /// What identifies this quiz: an answer key and an answers file carry it.
    #[must_use]
    pub fn quiz_id(&self) -> QuizId {
        QuizId {
            rules: self.rules.name().to_string(),
            seed: self.seed,
            count: self.count,
            topic: self.topic.map(|t| t.key()),
        }
    }

    /// The questions of this request (the same for the same options and seed).
    #[must_use]
    pub fn questions(&self) -> Vec<QuizItem> {
        let mut generator = Generator::new(self.rules, self.seed);
        (0..self.count)
            .map(|_| generator.next(self.topic))
            .collect()
    }
}

/// Runs `senet quiz`: returns the text to print, or `None` after the interactive quiz.
///
/// # Errors
/// Bad arguments or an unreadable answers file (exit 2), no terminal.
pub fn run(a: &QuizArgs, cli: &Cli, l: &Localizer) -> Result<Option<String>, CliError> {
    let request = QuizRequest::from_args(a, l)?;
    if let Some(path) = &a.answers {
        return grade(a, &request, path, l).map(Some);
    }
    if let Some(path) = &a.worksheet {
        return worksheet(&request, path, l).map(Some);
    }
    if request.json {
        return Ok(Some(answer_key(&request, &request.questions())));
    }
    let app = crate::cli::tutor::screen_app(cli, l, request.rules);
    crate::cli::tutor::open(
        app,
        Start::Quiz {
            rules: request.rules,
            topic: request.topic,
            count: request.count,
            seed: request.seed,
        },
        l,
    )?;
    Ok(None)
}

/// The JSON answer key of `senet quiz --format json` for `items`, the
/// questions of `request`.
#[must_use]
pub fn answer_key(request: &QuizRequest, items: &[QuizItem]) -> String {
    let questions: Vec<QuestionJson> = items
        .iter()
        .enumerate()
        .map(|(i, item)| QuestionJson::new(i + 1, request.rules, item))
        .collect();
    let key = AnswerKey {
        quiz: request.quiz_id(),
        questions,
    };
    // Plain structs of numbers and strings always serialize.
    serde_json::to_string_pretty(&key).unwrap_or_default() + "\n"
}

/// Writes the quiz as a printable worksheet with its answer key
/// (`text::worksheet`) into a new file.
fn worksheet(
    request: &QuizRequest,
    path: &std::path::Path,
    l: &Localizer,
) -> Result<String, CliError> {
    let items = request.questions();
    let codes: Vec<String> = items
        .iter()
        .map(|i| answer_json(&i.question.answer).to_string())
        .collect();
    let topic = request.topic.map(|t| t.key());
    let meta = l.text_with(
        "worksheet-quiz-meta",
        args![
            ("count", request.count),
            ("seed", request.seed.to_string()),
            (
                "topic",
                topic
                    .clone()
                    .unwrap_or_else(|| l.text("worksheet-all-topics"))
            )
        ],
    );
    let command = format!(
        "senet quiz --rules {} --seed {} --count {}{} --answers {}",
        request.rules.name(),
        request.seed,
        request.count,
        topic.map(|t| format!(" --topic {t}")).unwrap_or_default(),
        l.text("value-file")
    );
    let note = l.text_with("worksheet-quiz-grade", args![("command", command)]);
    let asked: Vec<_> = items.iter().map(|i| (&i.position, &i.question)).collect();
    let sheet = crate::text::worksheet::quiz_sheet(
        l,
        request.rules.ruleset(),
        meta,
        &asked,
        &codes,
        answer_key(request, &items),
        note,
    );
    let html = crate::text::worksheet::html(l, &sheet);
    crate::cli::board::write_file(l, path, html.as_bytes())
}

/// One question of the answer key.
#[derive(Debug, Serialize)]
pub struct QuestionJson {
    number: usize,
    rules: &'static str,
    board: String,
    to_move: String,
    throw: Option<ThrowValue>,
    kind: &'static str,
    piece: Option<u8>,
    answer: serde_json::Value,
    /// Every answer counted right: `answer` first, then any other offered
    /// answer that is true as well.
    accepted: Vec<serde_json::Value>,
    rule: &'static str,
    topics: Vec<String>,
}

impl QuestionJson {
    fn new(number: usize, rules: RulesetId, item: &QuizItem) -> QuestionJson {
        let piece = match item.question.kind {
            QuestionKind::Legal { piece }
            | QuestionKind::LegalBackward { piece }
            | QuestionKind::Destination { piece }
            | QuestionKind::Effect { piece } => Some(piece),
            _ => None,
        };
        QuestionJson {
            number,
            rules: rules.name(),
            board: item.position.at.board().to_string(),
            to_move: item.position.at.to_move().letter().to_string(),
            throw: item.position.throw,
            kind: item.question.kind.name(),
            piece,
            answer: answer_json(&item.question.answer),
            accepted: item.question.accepted().iter().map(answer_json).collect(),
            rule: item.question.rule.id(),
            topics: item.topics().iter().map(|t| t.key()).collect(),
        }
    }
}

/// An answer as JSON, in the same shape lesson files use for `expect`
/// (reason codes as in RULES.md; 31 is written `off`): the one codec of
/// [`Answer`] (`lesson::answer`).
#[must_use]
pub fn answer_json(answer: &Answer) -> serde_json::Value {
    serde_json::to_value(answer).unwrap_or_default()
}

/// What identifies a quiz: its ruleset, seed, number of questions and topic
/// (the same four always give the same questions). The answer key starts
/// with it, and an answers file must carry it, so that answers are graded
/// against the quiz they were written for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuizId {
    /// The ruleset's name.
    pub rules: String,
    /// The seed.
    pub seed: u64,
    /// How many questions.
    pub count: usize,
    /// The topic key (`reason:CODE` or `rule:ID`), if the quiz has one.
    #[serde(default)]
    pub topic: Option<String>,
}

/// `senet quiz --format json`: the quiz and its questions with their answers.
#[derive(Debug, Serialize)]
struct AnswerKey {
    quiz: QuizId,
    questions: Vec<QuestionJson>,
}

/// An answers file: `{"quiz": {...}, "answers": [{"number": N, "answer": ...}]}`.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct AnswersFile {
    quiz: QuizId,
    answers: Vec<GivenAnswer>,
}

/// One answer in an answers file.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct GivenAnswer {
    number: u64,
    answer: RawValue,
}

/// A JSON error in words, with its line and column, never the parser's own
/// text (which names the program's types).
fn json_error(l: &Localizer, e: &serde_json::Error) -> String {
    let (line, column) = (e.line(), e.column());
    let text = e.to_string();
    if e.is_syntax() || e.is_eof() {
        return l.text_with(
            "answers-not-json",
            args![("line", line), ("column", column)],
        );
    }
    if let Some(field) = text
        .strip_prefix("unknown field `")
        .and_then(|rest| rest.split_once('`'))
        .map(|(field, _)| field)
    {
        return l.text_with(
            "answers-unknown-field",
            args![
                ("line", line),
                ("column", column),
                ("field", crate::text::errors::shown(field))
            ],
        );
    }
    l.text_with("answers-shape", args![("line", line), ("column", column)])
}

fn quiz_text(l: &Localizer, q: &QuizId) -> String {
    l.text_with(
        "answers-quiz",
        args![
            ("rules", q.rules.as_str()),
            ("seed", q.seed.to_string()),
            ("count", q.count),
            ("topic", q.topic.clone().unwrap_or_else(|| "none".into())),
        ],
    )
}

/// Grades an answers file against the quiz it names. Options given on the
/// command line (a `--seed`, a `--topic`, a `--rules` or `--count` other than
/// the defaults) must agree with the file's quiz.
fn grade(
    a: &QuizArgs,
    asked: &QuizRequest,
    path: &std::path::Path,
    l: &Localizer,
) -> Result<String, CliError> {
    let fail = |detail: String| {
        CliError::bad_input(l.text_with(
            "error-answers-file",
            args![
                ("path", crate::text::errors::path_shown(path)),
                ("detail", detail)
            ],
        ))
    };
    let text =
        crate::store::read_text(path).map_err(|e| fail(crate::text::errors::input_error(l, &e)))?;
    // Only an object: serde would also read a list as the fields in order.
    if let Some(offset) = text.find(|c: char| !c.is_whitespace()) {
        if !text[offset..].starts_with('{') && !text[offset..].starts_with("//") {
            let (line, column) = crate::i18n::line_column(&text, offset);
            return Err(fail(l.text_with(
                "answers-shape",
                args![("line", line), ("column", column)],
            )));
        }
    }
    let file: AnswersFile = serde_json::from_str(&text).map_err(|e| fail(json_error(l, &e)))?;
    let quiz = &file.quiz;
    let rules: RulesetId = quiz.rules.parse().map_err(|_| {
        fail(l.text_with(
            "error-unknown-rules",
            args![("value", crate::text::errors::shown(&quiz.rules))],
        ))
    })?;
    let topic = match &quiz.topic {
        None => None,
        Some(t) => Some(t.parse::<Topic>().map_err(|_| {
            fail(l.text_with(
                "error-unknown-topic",
                args![("value", crate::text::errors::shown(t))],
            ))
        })?),
    };
    if !(1..=1000).contains(&quiz.count) {
        return Err(fail(l.text_with(
            "error-bad-count",
            args![("value", quiz.count.to_string())],
        )));
    }
    let request = QuizRequest {
        rules,
        topic,
        count: quiz.count,
        seed: quiz.seed,
        seeded: true,
        json: false,
    };
    let disagrees = (asked.seeded && asked.seed != request.seed)
        || (a.topic.is_some() && asked.topic != request.topic)
        || (a.rules.trim() != RulesetId::DEFAULT.name() && asked.rules != request.rules)
        || (a.count.trim() != "10" && asked.count != request.count);
    if disagrees {
        return Err(fail(l.text_with(
            "answers-mismatch",
            args![
                ("file", quiz_text(l, quiz)),
                ("asked", quiz_text(l, &asked.quiz_id()))
            ],
        )));
    }
    let mut seen = std::collections::BTreeSet::new();
    for given in &file.answers {
        if !(1..=request.count as u64).contains(&given.number) {
            return Err(fail(l.text_with(
                "answers-out-of-range",
                args![
                    ("number", given.number.to_string()),
                    ("count", request.count)
                ],
            )));
        }
        if !seen.insert(given.number) {
            return Err(fail(l.text_with(
                "answers-duplicate",
                args![("number", given.number.to_string())],
            )));
        }
    }
    let given = file.answers;
    let mut lines = Vec::new();
    let mut right = 0usize;
    for (i, item) in request.questions().iter().enumerate() {
        let number = i + 1;
        let side = item.position.at.to_move();
        let expected = answer_label(l, request.rules, side, &item.question.answer);
        let Some(raw) = given.iter().find(|g| g.number == number as u64) else {
            lines.push(l.text_with(
                "grade-missing",
                args![("number", number), ("answer", expected)],
            ));
            continue;
        };
        match item.question.kind.read_answer(&raw.answer) {
            Some(answer) if item.question.accepts(&answer) => {
                right += 1;
                lines.push(l.text_with(
                    "grade-right",
                    args![("number", number), ("answer", expected)],
                ));
            }
            Some(answer) => lines.push(l.text_with(
                "grade-wrong",
                args![
                    ("number", number),
                    ("given", answer_label(l, request.rules, side, &answer)),
                    ("answer", expected),
                ],
            )),
            None => lines.push(l.text_with(
                "grade-bad",
                args![
                    ("number", number),
                    (
                        "given",
                        serde_json::to_string(&raw.answer).unwrap_or_default()
                    ),
                    ("kind", item.question.kind.name()),
                ],
            )),
        }
    }
    lines.push(l.text_with(
        "grade-total",
        args![("right", right), ("count", request.count)],
    ));
    Ok(lines.join("\n") + "\n")
}

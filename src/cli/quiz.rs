//! `senet quiz`: the interactive quiz, an answer key as JSON, or grading.

use clap::Args;
use serde::Serialize;

use crate::args;
use crate::cli::parse::{self, Count, Format};
use crate::cli::position::RulesArg;
use crate::cli::{Cli, CliError};
use crate::engine::{RulesetId, ThrowValue};
use crate::i18n::Localizer;
use crate::lesson::model::Answer;
pub use crate::quiz::answers_file::QuizId;
use crate::quiz::{Generator, QuizItem, Topic};
use crate::ui::Start;

/// `senet quiz`.
#[derive(Debug, Args)]
pub struct QuizArgs {
    /// The ruleset.
    #[command(flatten)]
    pub rules: RulesArg,
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
    /// tui, json or jsonl.
    #[arg(long, value_name = "tui|json|jsonl", default_value = "tui")]
    pub format: String,
    /// Answers files to grade (a folder: the .json files in it).
    #[arg(long, value_name = "FILE|DIR", num_args = 1..)]
    pub answers: Vec<std::path::PathBuf>,
    /// With --format jsonl: each question line also carries the accepted answers.
    #[arg(long)]
    pub key: bool,
    /// Save the student's answers to this new file at the end of the quiz.
    #[arg(long, value_name = "FILE")]
    pub save_answers: Option<std::path::PathBuf>,
    /// The student's name in the saved answers file (the JSON-lines quiz;
    /// the quiz on screen asks for it).
    #[arg(long, value_name = "NAME")]
    pub name: Option<String>,
    /// Write a printable worksheet (HTML) of the questions to this new file.
    #[arg(long, value_name = "FILE")]
    pub worksheet: Option<std::path::PathBuf>,
    /// The worksheet's paper and layout.
    #[command(flatten)]
    pub sheet: crate::cli::worksheet::SheetArgs,
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
        let rules = a.rules.id(l)?;
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
        // Grading reads its own formats (text, json, csv): `quiz_grade`.
        let json = a.answers.is_empty() && parse::quiz_format(l, &a.format)? == Format::Json;
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
    if super::quiz_jsonl::wanted(a) {
        return super::quiz_jsonl::run(a, cli, l).map(|()| None);
    }
    let request = QuizRequest::from_args(a, l)?;
    if a.name.is_some() {
        return Err(CliError::bad_input(l.text("error-name-jsonl-only")));
    }
    if a.save_answers.is_some() && (!a.answers.is_empty() || a.worksheet.is_some() || request.json)
    {
        return Err(CliError::bad_input(l.text("error-save-answers-alone")));
    }
    if !a.answers.is_empty() {
        return crate::cli::quiz_grade::run(a, &request, l).map(Some);
    }
    if let Some(path) = &a.worksheet {
        return worksheet(&request, path, a.sheet.layout(l)?, l).map(Some);
    }
    if request.json {
        return Ok(Some(answer_key(&request, &request.questions())));
    }
    if let Some(path) = &a.save_answers {
        if std::fs::symlink_metadata(path).is_ok() {
            return Err(CliError::bad_input(l.text_with(
                "error-save-answers-exists",
                args![("path", crate::text::errors::path_shown(path))],
            )));
        }
    }
    let app = crate::cli::tutor::screen_app(cli, l, request.rules);
    // A seeded quiz is one a teacher handed out: the answer key's questions,
    // and the answers can be saved at the end.
    let start = if request.seeded || a.save_answers.is_some() {
        Start::HandedOutQuiz {
            rules: request.rules,
            topic: request.topic,
            count: request.count,
            seed: request.seed,
            save_to: a.save_answers.clone(),
        }
    } else {
        Start::Quiz {
            rules: request.rules,
            topic: request.topic,
            count: request.count,
            seed: request.seed,
        }
    };
    crate::cli::tutor::open(app, start, l)?;
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
    layout: crate::text::worksheet::Layout,
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
            ("topic", topic.clone().unwrap_or_else(|| "none".into()))
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
    let rules = request.rules.ruleset();
    let asked: Vec<_> = items
        .iter()
        .map(|i| (&i.position, &i.question, i.options(rules)))
        .collect();
    let sheet = crate::text::worksheet::quiz_sheet(
        l,
        request.rules.ruleset(),
        meta,
        &asked,
        &codes,
        answer_key(request, &items),
        note,
    );
    let html = crate::text::worksheet::html(l, &sheet, layout);
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
        let piece = item.question.kind.moved_piece();
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

/// `senet quiz --format json`: the quiz and its questions with their answers.
#[derive(Debug, Serialize)]
struct AnswerKey {
    quiz: QuizId,
    questions: Vec<QuestionJson>,
}

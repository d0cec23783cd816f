//! `senet quiz --format jsonl`: the quiz over JSON lines, for simulated
//! learners, tests and other front-ends (INTERFACE.md §4, docs/formats.md).
//! One JSON object per line on standard output; one answer per line on
//! standard input. Every first try is saved to the learner record at once,
//! as the terminal quiz saves it; end of input ends the quiz with its summary.

use std::io::{BufRead, Write};

use crate::args;
use crate::cli::parse::{self, Count};
use crate::cli::quiz::{QuizArgs, answer_json};
use crate::cli::{Cli, CliError};
use crate::i18n::Localizer;
use crate::lesson::choices::Input;
use crate::lesson::session::Phase;
use crate::quiz::jsonl::{
    BadAnswer, ErrorLine, FeedbackLine, OptionLine, QuestionLine, RuleLine, SummaryLine, keys,
    read_answer,
};
use crate::quiz::{QuizSession, Topic};
use crate::store::progress::{LoadNotice, ProgressStore};
use crate::text::errors::{DataFile, save_failed_notice};
use crate::text::lesson::{option_label, question_prompt};

/// Whether `senet quiz` was asked for JSON lines.
#[must_use]
pub fn wanted(a: &QuizArgs) -> bool {
    a.format.trim() == "jsonl"
}

/// Runs the quiz over standard input and output.
///
/// # Errors
/// Bad arguments (exit 2), or standard output closed.
pub fn run(a: &QuizArgs, cli: &Cli, l: &Localizer) -> Result<(), CliError> {
    let key = a.key;
    let rules = a.rules.id(l)?;
    let topic = match &a.topic {
        None => None,
        Some(t) => Some(t.parse::<Topic>().map_err(|_| {
            CliError::bad_input(l.text_with(
                "error-unknown-topic",
                args![("value", crate::text::errors::shown(t))],
            ))
        })?),
    };
    let count = parse::whole_usize(l, &a.count, Count::QUESTIONS)?;
    let (seed, _) = parse::seed_or_fresh(l, a.seed.as_deref())?;
    // Handing in: the answer key's questions, the first answers saved at
    // the end with the student's name, into a file that must be new.
    let hand_in = match (&a.save_answers, &a.name) {
        (Some(path), Some(name)) if !name.trim().is_empty() => {
            if !a.answers.is_empty() || a.worksheet.is_some() {
                return Err(CliError::bad_input(l.text("error-save-answers-alone")));
            }
            if std::fs::symlink_metadata(path).is_ok() {
                return Err(CliError::bad_input(l.text_with(
                    "error-save-answers-exists",
                    args![("path", crate::text::errors::path_shown(path))],
                )));
            }
            Some((path.clone(), name.trim().to_string()))
        }
        (Some(_), _) => return Err(CliError::bad_input(l.text("error-jsonl-save-needs-name"))),
        (None, Some(_)) => return Err(CliError::bad_input(l.text("error-name-needs-save"))),
        (None, None) => None,
    };
    let store = crate::store::data_dir(cli.data_dir.as_deref()).map(|d| ProgressStore::in_dir(&d));
    let (mut progress, notice) = store.as_ref().map(ProgressStore::load).unwrap_or_default();
    // A file that can be neither read nor moved aside is never written over.
    let mut store = store;
    if let Some(notice) = notice {
        let file = store.as_ref().map(ProgressStore::path);
        eprintln!(
            "{}",
            crate::text::errors::progress_load_notice(l, &notice, file)
        );
        if !matches!(notice, LoadNotice::CorruptKeptAside(_)) {
            store = None;
        }
    }
    let now = crate::ui::now;
    let mut quiz = if hand_in.is_some() {
        QuizSession::handed_out(rules, seed, topic, count, &progress.learner, now())
    } else {
        QuizSession::new(rules, seed, topic, count, &progress.learner, now())
    };
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let closed = |_| CliError::bad_input(l.text("jsonl-output-closed"));
    let send = |out: &mut std::io::StdoutLock<'_>, line: &dyn erased::Line| {
        writeln!(out, "{}", line.json()).and_then(|()| out.flush())
    };
    if let Some(q) = question_line(&quiz, key, l) {
        send(&mut out, &q).map_err(closed)?;
    }
    let mut lines = stdin.lock().lines();
    let mut line_number = 0usize;
    while quiz.item().is_some() {
        let Some(Ok(text)) = lines.next() else { break };
        line_number += 1;
        if text.trim().is_empty() {
            continue;
        }
        let Some(item) = quiz.item().cloned() else {
            break;
        };
        let answer = match read_answer(&text, item.question.kind, quiz.options()) {
            Ok(answer) => answer,
            Err(bad) => {
                let message = bad_message(l, line_number, &bad, quiz.options());
                send(
                    &mut out,
                    &ErrorLine {
                        line: "error",
                        message,
                    },
                )
                .map_err(closed)?;
                if let Some(q) = question_line(&quiz, key, l) {
                    send(&mut out, &q).map_err(closed)?;
                }
                continue;
            }
        };
        let first = quiz.tries() == 0;
        let right = quiz
            .answer(answer.clone(), &mut progress.learner, now())
            .unwrap_or(false);
        if first {
            if let Some(store) = &store {
                if let Err(e) = store.save_merged(&mut progress) {
                    let why = e.trouble();
                    eprintln!(
                        "{}",
                        save_failed_notice(l, DataFile::Progress, store.path(), why)
                    );
                }
            }
        }
        let retry = *quiz.phase() == Phase::Asking;
        let ruleset = rules.ruleset();
        let explanation = crate::text::learner::feedback_lines(
            l,
            ruleset,
            Some(&item.position),
            &item.question,
            &answer,
            None,
            crate::text::learner::FirstTry {
                missed: quiz.missed().is_some(),
                misconception: quiz.misconception(),
            },
        );
        let explanation = if retry {
            l.text("answer-try-again")
        } else {
            explanation.join("\n")
        };
        let feedback = FeedbackLine {
            line: "feedback",
            number: quiz.progress().0,
            attempt: quiz.tries(),
            right,
            retry,
            misconception: quiz.misconception(),
            explanation,
        };
        send(&mut out, &feedback).map_err(closed)?;
        if retry {
            continue;
        }
        if quiz.advance(&progress.learner, now()) {
            break;
        }
        if let Some(q) = question_line(&quiz, key, l) {
            send(&mut out, &q).map_err(closed)?;
        }
    }
    quiz.finish();
    let (first_try_right, asked) = quiz.score();
    let summary = SummaryLine {
        line: "summary",
        asked,
        first_try_right,
        rules: quiz
            .tally()
            .iter()
            .map(|(rule, t)| RuleLine {
                rule: rule.id(),
                asked: t.asked,
                first_try_right: t.first_try_right,
            })
            .collect(),
    };
    send(&mut out, &summary).map_err(closed)?;
    if let (Some((path, name)), Some((id, given))) = (&hand_in, quiz.answers_file()) {
        let path_shown = crate::text::errors::path_shown(path);
        match crate::quiz::answers_file::save_answers(path, name, &id, &given) {
            Ok(()) => {
                let saved = SavedLine {
                    line: "saved",
                    path: path.to_string_lossy().into_owned(),
                    answers: given.len(),
                };
                send(&mut out, &saved).map_err(closed)?;
            }
            Err(e) => {
                return Err(CliError::bad_input(l.text_with(
                    "quiz-save-failed",
                    args![
                        ("path", path_shown),
                        ("detail", crate::text::errors::io_error(l, &e))
                    ],
                )));
            }
        }
    }
    Ok(())
}

/// The last line of a handed-in quiz: where its answers file was saved, and
/// how many answers it holds.
#[derive(serde::Serialize)]
struct SavedLine {
    /// Always "saved".
    #[serde(rename = "type")]
    line: &'static str,
    /// The answers file.
    path: String,
    /// The questions answered.
    answers: usize,
}

/// Lines written as JSON.
mod erased {
    /// A line of the conversation.
    pub trait Line {
        /// The line as one JSON object.
        fn json(&self) -> String;
    }

    impl<T: serde::Serialize> Line for T {
        fn json(&self) -> String {
            // Plain structs of numbers and strings always serialize.
            serde_json::to_string(self).unwrap_or_default()
        }
    }
}

fn bad_message(l: &Localizer, line: usize, bad: &BadAnswer, input: &Input) -> String {
    let keys = keys(input).join(", ");
    match bad {
        BadAnswer::Shape => l.text_with("jsonl-error-shape", args![("line", line)]),
        BadAnswer::Multi(true) => l.text_with("jsonl-error-list", args![("line", line)]),
        BadAnswer::Multi(false) => l.text_with("jsonl-error-not-list", args![("line", line)]),
        BadAnswer::Unknown(given) if keys.is_empty() => l.text_with(
            "jsonl-error-unknown-value",
            args![("line", line), ("given", crate::text::errors::clean(given))],
        ),
        BadAnswer::Unknown(given) => l.text_with(
            "jsonl-error-unknown-key",
            args![
                ("line", line),
                ("given", crate::text::errors::clean(given)),
                ("keys", keys)
            ],
        ),
    }
}

/// The question showing, as a line.
fn question_line(quiz: &QuizSession, key: bool, l: &Localizer) -> Option<QuestionLine> {
    let item = quiz.item()?;
    let rules = quiz.rules();
    let ruleset = rules.ruleset();
    let position = &item.position;
    let piece = item.question.kind.moved_piece();
    let input = quiz.options();
    let options = match input {
        Input::Choose(options) => options
            .iter()
            .enumerate()
            .map(|(i, o)| OptionLine {
                key: (i + 1).to_string(),
                text: option_label(l, ruleset, Some(position), o),
                answer: answer_json(o),
            })
            .collect(),
        Input::Pick(squares) => squares
            .iter()
            .map(|s| OptionLine {
                key: s.number().to_string(),
                text: s.number().to_string(),
                answer: serde_json::json!(s.number()),
            })
            .collect(),
        Input::Square | Input::Number => Vec::new(),
    };
    Some(QuestionLine {
        line: "question",
        number: quiz.progress().0,
        rules: rules.name(),
        kind: item.question.kind.name(),
        board: position.at.board().to_string(),
        to_move: position.at.to_move().letter().to_string(),
        throw: position.throw.map(crate::engine::ThrowValue::get),
        piece,
        rule: item.question.rule.id(),
        prompt: question_prompt(l, ruleset, Some(position), &item.question),
        multi: matches!(input, Input::Pick(_)),
        options,
        accepted: key.then(|| item.question.accepted().iter().map(answer_json).collect()),
    })
}

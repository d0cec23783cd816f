//! `senet quiz --answers FILE|DIR... [--format text|json|csv]`: grades
//! answers files (`quiz::answers_file`), one or a whole class at once.
//! Each file is graded against the quiz it names; a folder stands for the
//! `.json` files in it, in name order. Text for people (one file: each
//! question, the score and the score by rule; several: that for each
//! student, then a table), CSV for a spreadsheet (one row per student), JSON
//! for tools.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Serialize;

use crate::args;
use crate::cli::quiz::{QuizArgs, QuizRequest};
use crate::cli::{CliError, ErrorKind};
use crate::engine::{RuleId, RulesetId};
use crate::i18n::Localizer;
use crate::lesson::answer::Shape;
use crate::quiz::answers_file::{AnswersFile, Mark, QuizId, grade, options};
use crate::quiz::{QuizItem, Topic};
use crate::text::errors::{path_shown, shown};
use crate::text::lesson::{answer_label, option_label};

/// How the grades are printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum GradeFormat {
    Text,
    Json,
    Csv,
}

/// One graded answers file.
struct Graded {
    path: PathBuf,
    name: Option<String>,
    quiz: QuizId,
    rules: RulesetId,
    items: Vec<QuizItem>,
    marks: Vec<Mark>,
}

impl Graded {
    fn right(&self) -> usize {
        self.marks.iter().filter(|m| **m == Mark::Right).count()
    }

    /// Right and asked per rule, in the order the rules first come up.
    fn by_rule(&self) -> Vec<(RuleId, usize, usize)> {
        let mut rows: Vec<(RuleId, usize, usize)> = Vec::new();
        for (item, mark) in self.items.iter().zip(&self.marks) {
            let rule = item.question.rule;
            let at = match rows.iter().position(|r| r.0 == rule) {
                Some(at) => at,
                None => {
                    rows.push((rule, 0, 0));
                    rows.len() - 1
                }
            };
            rows[at].2 += 1;
            if *mark == Mark::Right {
                rows[at].1 += 1;
            }
        }
        rows
    }
}

/// A file that could not be graded, and why (already in words).
struct Failed {
    path: PathBuf,
    message: String,
}

/// Grades the answers files named by `--answers`.
///
/// # Errors
/// A bad `--format`, a folder with no answers files (exit 2); one file that
/// cannot be graded (exit 2, its message); with several, every file that
/// can be is still graded and printed, and the exit is 2 if any could not.
pub fn run(a: &QuizArgs, asked: &QuizRequest, l: &Localizer) -> Result<String, CliError> {
    let format = match a.format.trim() {
        "tui" | "text" => GradeFormat::Text,
        "json" => GradeFormat::Json,
        "csv" => GradeFormat::Csv,
        other => {
            return Err(CliError::bad_input(
                l.text_with("grade-unknown-format", args![("value", shown(other))]),
            ));
        }
    };
    let mut files = Vec::new();
    for given in &a.answers {
        if given.is_dir() {
            let found = answers_in(given).map_err(|e| {
                CliError::bad_input(l.text_with(
                    "error-answers-file",
                    args![
                        ("path", path_shown(given)),
                        ("detail", crate::text::errors::io_error(l, &e))
                    ],
                ))
            })?;
            if found.is_empty() {
                return Err(CliError::bad_input(l.text_with(
                    "grade-empty-folder",
                    args![("path", path_shown(given))],
                )));
            }
            files.extend(found);
        } else {
            files.push(given.clone());
        }
    }
    let mut cache: BTreeMap<String, Vec<QuizItem>> = BTreeMap::new();
    let mut graded = Vec::new();
    let mut failed = Vec::new();
    for path in &files {
        match grade_file(a, asked, path, l, &mut cache) {
            Ok(g) => graded.push(g),
            Err(message) => failed.push(Failed {
                path: path.clone(),
                message,
            }),
        }
    }
    if files.len() == 1 {
        if let Some(f) = failed.pop() {
            return Err(CliError::bad_input(f.message));
        }
    }
    let text = match format {
        GradeFormat::Text => text_report(l, &graded, &failed),
        GradeFormat::Json => json_report(l, &graded, &failed),
        GradeFormat::Csv => csv_report(&graded, &failed),
    };
    if failed.is_empty() {
        Ok(text)
    } else {
        Err(CliError::Printed {
            kind: ErrorKind::BadInput,
            text,
        })
    }
}

/// The `.json` files directly in `dir`, in name order.
fn answers_in(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == "json"))
        .collect();
    found.sort();
    Ok(found)
}

/// Reads, checks and grades one answers file; the error is one line in words.
fn grade_file(
    a: &QuizArgs,
    asked: &QuizRequest,
    path: &Path,
    l: &Localizer,
    cache: &mut BTreeMap<String, Vec<QuizItem>>,
) -> Result<Graded, String> {
    let fail = |detail: String| {
        l.text_with(
            "error-answers-file",
            args![("path", path_shown(path)), ("detail", detail)],
        )
    };
    let text =
        crate::store::read_text(path).map_err(|e| fail(crate::text::errors::input_error(l, &e)))?;
    // A byte-order mark, as Windows editors and spreadsheets write one, is
    // no part of the JSON.
    let text = match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    };
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
        fail(l.text_with("error-unknown-rules", args![("value", shown(&quiz.rules))]))
    })?;
    let topic =
        match &quiz.topic {
            None => None,
            Some(t) => Some(t.parse::<Topic>().map_err(|_| {
                fail(l.text_with("error-unknown-topic", args![("value", shown(t))]))
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
        || (a.rules.rules.trim() != RulesetId::DEFAULT.name() && asked.rules != request.rules)
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
    let key = serde_json::to_string(&request.quiz_id()).unwrap_or_default();
    let items = cache
        .entry(key)
        .or_insert_with(|| request.questions())
        .clone();
    let marks = grade(rules.ruleset(), &items, &file.answers);
    Ok(Graded {
        path: path.to_path_buf(),
        name: file.name.map(|n| crate::text::errors::clean(&n)),
        quiz: file.quiz,
        rules,
        items,
        marks,
    })
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
            args![("line", line), ("column", column), ("field", shown(field))],
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

/// What a question takes, in words: its numbered options, or the form of a
/// typed answer.
fn choices(l: &Localizer, rules: RulesetId, item: &QuizItem) -> String {
    let offered = options(rules.ruleset(), item);
    if offered.is_empty() {
        let id = match item.question.kind.shape() {
            Shape::Square => "grade-takes-square",
            Shape::Squares => "grade-takes-squares",
            Shape::Piece => "grade-takes-piece",
            _ => "grade-takes-number",
        };
        return l.text(id);
    }
    offered
        .iter()
        .enumerate()
        .map(|(i, o)| {
            format!(
                "{} = {}",
                i + 1,
                option_label(l, rules.ruleset(), Some(&item.position), o)
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// One question's line of the text report.
fn mark_line(l: &Localizer, g: &Graded, i: usize) -> String {
    let number = i + 1;
    let item = &g.items[i];
    let side = item.position.at.to_move();
    let expected = answer_label(l, g.rules, side, &item.question.answer);
    match &g.marks[i] {
        Mark::Right => l.text_with(
            "grade-right",
            args![("number", number), ("answer", expected)],
        ),
        Mark::Wrong(given) => l.text_with(
            "grade-wrong",
            args![
                ("number", number),
                ("given", answer_label(l, g.rules, side, given)),
                ("answer", expected),
            ],
        ),
        Mark::Missing => l.text_with(
            "grade-missing",
            args![("number", number), ("answer", expected)],
        ),
        Mark::Unreadable { given, ambiguous } => l.text_with(
            if *ambiguous {
                "grade-ambiguous"
            } else {
                "grade-not-an-answer"
            },
            args![
                ("number", number),
                (
                    "given",
                    shown(&serde_json::to_string(given).unwrap_or_default())
                ),
                ("choices", choices(l, g.rules, item)),
            ],
        ),
    }
}

fn rule_name(l: &Localizer, rules: RulesetId, rule: RuleId) -> String {
    rules.ruleset().rule(rule).map_or_else(
        || rule.id().to_string(),
        |r| crate::text::names::rule_title(l, r),
    )
}

fn student(l: &Localizer, g: &Graded) -> String {
    g.name.clone().unwrap_or_else(|| l.text("grade-no-name"))
}

fn text_report(l: &Localizer, graded: &[Graded], failed: &[Failed]) -> String {
    let many = graded.len() + failed.len() > 1;
    let mut lines = Vec::new();
    for g in graded {
        if many {
            lines.push(l.text_with(
                "grade-student",
                args![("name", student(l, g)), ("path", path_shown(&g.path))],
            ));
        }
        for i in 0..g.items.len() {
            lines.push(mark_line(l, g, i));
        }
        lines.push(l.text_with(
            "grade-total",
            args![("right", g.right()), ("count", g.items.len())],
        ));
        lines.push(l.text("grade-by-rule"));
        for (rule, right, count) in g.by_rule() {
            lines.push(format!(
                "  {right}/{count}  {}",
                rule_name(l, g.rules, rule)
            ));
        }
        if many {
            lines.push(String::new());
        }
    }
    if many {
        lines.push(l.text_with("grade-class", args![("files", graded.len())]));
        for g in graded {
            lines.push(format!(
                "  {:>3}/{:<3} {}  {}",
                g.right(),
                g.items.len(),
                student(l, g),
                path_shown(&g.path)
            ));
        }
    }
    for f in failed {
        lines.push(f.message.clone());
    }
    lines.join("\n") + "\n"
}

/// One student in the JSON report.
#[derive(Serialize)]
struct StudentJson {
    name: Option<String>,
    file: String,
    quiz: QuizId,
    right: usize,
    count: usize,
    questions: Vec<QuestionResultJson>,
    rules: Vec<RuleResultJson>,
}

#[derive(Serialize)]
struct QuestionResultJson {
    number: usize,
    result: &'static str,
    rule: &'static str,
    answer: serde_json::Value,
    #[serde(skip_serializing_if = "Option::is_none")]
    given: Option<serde_json::Value>,
}

#[derive(Serialize)]
struct RuleResultJson {
    rule: &'static str,
    name: String,
    right: usize,
    count: usize,
}

#[derive(Serialize)]
struct FailedJson {
    file: String,
    error: String,
}

#[derive(Serialize)]
struct ReportJson {
    students: Vec<StudentJson>,
    errors: Vec<FailedJson>,
}

fn json_report(l: &Localizer, graded: &[Graded], failed: &[Failed]) -> String {
    let students = graded
        .iter()
        .map(|g| StudentJson {
            name: g.name.clone(),
            file: g.path.display().to_string(),
            quiz: g.quiz.clone(),
            right: g.right(),
            count: g.items.len(),
            questions: g
                .items
                .iter()
                .zip(&g.marks)
                .enumerate()
                .map(|(i, (item, mark))| QuestionResultJson {
                    number: i + 1,
                    result: mark.code(),
                    rule: item.question.rule.id(),
                    answer: crate::cli::quiz::answer_json(&item.question.answer),
                    given: match mark {
                        Mark::Wrong(a) => Some(crate::cli::quiz::answer_json(a)),
                        Mark::Unreadable { given, .. } => serde_json::to_value(given).ok(),
                        Mark::Right | Mark::Missing => None,
                    },
                })
                .collect(),
            rules: g
                .by_rule()
                .into_iter()
                .map(|(rule, right, count)| RuleResultJson {
                    rule: rule.id(),
                    name: rule_name(l, g.rules, rule),
                    right,
                    count,
                })
                .collect(),
        })
        .collect();
    let report = ReportJson {
        students,
        errors: failed
            .iter()
            .map(|f| FailedJson {
                file: f.path.display().to_string(),
                error: f.message.clone(),
            })
            .collect(),
    };
    serde_json::to_string_pretty(&report).unwrap_or_default() + "\n"
}

/// The CSV: a header, then one row per student: name, file, right, count,
/// each question's result (`q1`…), and right/asked per rule (`rule:ID`);
/// a file that could not be graded gets a row with only its error.
fn csv_report(graded: &[Graded], failed: &[Failed]) -> String {
    let questions = graded.iter().map(|g| g.items.len()).max().unwrap_or(0);
    let mut rules: Vec<RuleId> = Vec::new();
    for g in graded {
        for (rule, _, _) in g.by_rule() {
            if !rules.contains(&rule) {
                rules.push(rule);
            }
        }
    }
    let mut header = vec![
        "name".to_string(),
        "file".to_string(),
        "right".to_string(),
        "count".to_string(),
    ];
    header.extend((1..=questions).map(|n| format!("q{n}")));
    header.extend(rules.iter().map(|r| format!("rule:{}", r.id())));
    header.push("error".to_string());
    let mut writer = csv::WriterBuilder::new()
        .quote_style(csv::QuoteStyle::NonNumeric)
        .from_writer(Vec::new());
    let mut rows = vec![header];
    for g in graded {
        let mut row = vec![
            g.name.clone().unwrap_or_default(),
            g.path.display().to_string(),
            g.right().to_string(),
            g.items.len().to_string(),
        ];
        row.extend((0..questions).map(|i| g.marks.get(i).map_or("", Mark::code).to_string()));
        let by_rule = g.by_rule();
        row.extend(rules.iter().map(|rule| {
            by_rule
                .iter()
                .find(|(r, _, _)| r == rule)
                .map(|(_, right, count)| format!("{right}/{count}"))
                .unwrap_or_default()
        }));
        row.push(String::new());
        rows.push(row);
    }
    for f in failed {
        let mut row = vec![String::new(); 4 + questions + rules.len()];
        row[1] = f.path.display().to_string();
        row.push(f.message.clone());
        rows.push(row);
    }
    for row in rows {
        // Writing to memory does not fail.
        let _ = writer.write_record(&row);
    }
    writer
        .into_inner()
        .ok()
        .and_then(|bytes| String::from_utf8(bytes).ok())
        .unwrap_or_default()
}

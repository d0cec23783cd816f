//! `senet lesson check | new | list`.

use std::path::Path;

use crate::args;
use crate::cli::CliError;
use crate::cli::args::LessonCommand;
use crate::cli::rules::parse_rules;
use crate::i18n::Localizer;
use crate::lesson::check::{BestMoveReport, check_with};
use crate::lesson::template::{new_lesson, valid_id};
use crate::lesson::{CheckedLesson, Diagnostic, LessonFiles, check, read_path, shipped};
use crate::text::names::ruleset_name;

/// Runs a lesson command that prints text and returns the text; `None` for
/// `lesson run`, which opens the tutor instead (see [`crate::cli::tutor`]).
///
/// # Errors
/// Problems in lessons (exit 1) or bad arguments (exit 2).
pub fn run(command: &LessonCommand, l: &Localizer) -> Result<Option<String>, CliError> {
    match command {
        LessonCommand::Check {
            paths,
            coverage,
            thorough,
        } => check_paths(paths, *coverage, *thorough, l).map(Some),
        LessonCommand::New { id, rules, dir } => write_new(id, rules, dir, l).map(Some),
        LessonCommand::List => Ok(Some(list(l))),
        LessonCommand::Run { .. } => Ok(None),
    }
}

/// Reads the lessons named on the command line (default: the shipped ones).
///
/// # Errors
/// A path that cannot be read (exit 2).
pub fn gather(paths: &[std::path::PathBuf], l: &Localizer) -> Result<Vec<LessonFiles>, CliError> {
    if paths.is_empty() {
        return Ok(shipped());
    }
    let mut all = Vec::new();
    for path in paths {
        let files = read_path(path).map_err(|e| {
            CliError::bad_input(l.text_with(
                "lesson-read-error",
                args![("path", e.path.as_str()), ("detail", e.source.to_string())],
            ))
        })?;
        all.extend(files);
    }
    Ok(all)
}

fn check_paths(
    paths: &[std::path::PathBuf],
    with_coverage: bool,
    thorough: bool,
    l: &Localizer,
) -> Result<String, CliError> {
    let files = gather(paths, l)?;
    let mut problems: Vec<Diagnostic> = Vec::new();
    let mut lessons = Vec::new();
    let mut verdicts = Vec::new();
    for f in &files {
        let how = crate::lesson::best::Verification {
            thorough,
            ..crate::lesson::best::Verification::default()
        };
        match check_with(f, l, how) {
            Ok(CheckedLesson {
                lesson, best_moves, ..
            }) => {
                lessons.push(lesson);
                verdicts.extend(best_moves.iter().map(|r| best_move_line(l, &f.path, r)));
            }
            Err(found) => problems.extend(found),
        }
    }
    let questions: usize = lessons
        .iter()
        .map(|lesson| lesson.questions().count())
        .sum();
    if problems.is_empty() {
        let mut out = String::new();
        if thorough {
            for line in &verdicts {
                out.push_str(line);
                out.push('\n');
            }
        }
        if with_coverage {
            for (rules, rule, count) in crate::lesson::coverage(&lessons) {
                out.push_str(&format!(
                    "  {:<12} {:<26} {count}\n",
                    rules.name(),
                    rule.id()
                ));
            }
        }
        out.push_str(&l.text_with(
            "lesson-check-ok",
            args![("lessons", files.len()), ("questions", questions)],
        ));
        Ok(out + "\n")
    } else {
        let mut message: Vec<String> = problems.iter().map(ToString::to_string).collect();
        message.push(l.text_with("lesson-check-failed", args![("problems", problems.len())]));
        Err(CliError {
            message: message.join("\n"),
            code: 1,
        })
    }
}

/// One line on how a best-move question was verified.
fn best_move_line(l: &Localizer, file: &str, r: &BestMoveReport) -> String {
    use crate::lesson::best::{Verdict, percent};
    match r.verdict {
        Verdict::Exact { difference } => l.text_with(
            "lesson-check-best-exact",
            args![
                ("file", file),
                ("line", r.line),
                ("best", r.best),
                ("second", r.second),
                ("margin", percent(difference)),
            ],
        ),
        Verdict::Playouts {
            difference,
            playouts,
            kept,
        } => l.text_with(
            "lesson-check-best-playouts",
            args![
                ("file", file),
                ("line", r.line),
                ("best", r.best),
                ("second", r.second),
                ("margin", percent(r.margin)),
                ("playouts", playouts),
                ("difference", percent(difference.mean)),
                ("low", percent(difference.low)),
                ("high", percent(difference.high)),
                ("kept", if kept { "yes" } else { "no" }),
            ],
        ),
    }
}

fn write_new(id: &str, rules: &str, dir: &Path, l: &Localizer) -> Result<String, CliError> {
    let rules = parse_rules(l, rules)?;
    if !valid_id(id) {
        return Err(CliError::bad_input(
            l.text_with("lesson-new-bad-id", args![("id", id)]),
        ));
    }
    let new = new_lesson(id, rules);
    let targets = [
        (dir.join(format!("{id}.yaml")), new.yaml),
        (
            dir.join("locales")
                .join("en")
                .join("lessons")
                .join(format!("{id}.ftl")),
            new.en,
        ),
        (
            dir.join("locales")
                .join("es")
                .join("lessons")
                .join(format!("{id}.ftl")),
            new.es,
        ),
    ];
    for (path, _) in &targets {
        if path.exists() {
            return Err(CliError::bad_input(l.text_with(
                "lesson-new-exists",
                args![("file", path.display().to_string())],
            )));
        }
    }
    let mut out = Vec::new();
    for (path, text) in &targets {
        crate::store::write_atomically(path, text.as_bytes()).map_err(|e| {
            CliError::bad_input(l.text_with(
                "lesson-read-error",
                args![
                    ("path", path.display().to_string()),
                    ("detail", e.to_string())
                ],
            ))
        })?;
        out.push(l.text_with(
            "lesson-new-written",
            args![("file", path.display().to_string())],
        ));
    }
    out.push(l.text_with(
        "lesson-new-next",
        args![("file", targets[0].0.display().to_string())],
    ));
    Ok(out.join("\n") + "\n")
}

fn list(l: &Localizer) -> String {
    let mut out = Vec::new();
    for files in shipped() {
        if let Ok(checked) = check(&files, l) {
            let title = checked
                .text(l.lang())
                .map(|t| t.text(&checked.lesson.title))
                .unwrap_or_default();
            out.push(format!(
                "  {:<28} {:<22} {}",
                checked.lesson.id,
                ruleset_name(l, checked.lesson.rules),
                title
            ));
        }
    }
    out.join("\n") + "\n"
}

//! `senet lesson check | new | list`.

use std::path::Path;

use clap::Subcommand;

use crate::args;
use crate::cli::parse;
use crate::cli::{CliError, ErrorKind};
use crate::i18n::Localizer;
use crate::lesson::check::BestMoveReport;
use crate::lesson::course::{COURSE_FILE, load_course, read_course};
use crate::lesson::library::ReadError;
use crate::lesson::template::valid_id;
use crate::lesson::{CheckedLesson, LessonFiles, read_path_each, shipped};
use crate::store::InputError;
use crate::text::lesson_check::{Worded, check, check_with, worded as worded_problem};
use crate::text::lesson_template::new_lesson;
use crate::text::names::ruleset_name;

/// `senet lesson ...`.
#[derive(Debug, Subcommand)]
pub enum LessonCommand {
    /// Check lesson files against the rules engine.
    Check {
        /// Lesson files or folders (default: the shipped lessons).
        #[arg(value_name = "PATH")]
        paths: Vec<std::path::PathBuf>,
        /// Also list, per ruleset, how many questions practise each rule.
        #[arg(long)]
        coverage: bool,
        /// Play best-move questions out again instead of using kept verdicts.
        #[arg(long)]
        thorough: bool,
        /// `text` (default) or `json` (every problem with its place, for editors).
        #[arg(long, value_name = "text|json", default_value = "text")]
        format: String,
    },
    /// Write a new lesson and its English and Spanish texts from a template.
    New {
        /// The lesson id (lower-case letters, digits, dashes).
        #[arg(value_name = "ID")]
        id: String,
        /// Its ruleset.
        #[arg(long, value_name = "RULES")]
        rules: String,
        /// The folder to write into (default: the current one).
        #[arg(long, value_name = "DIR", default_value = ".")]
        dir: std::path::PathBuf,
        /// One self-contained file in the user's language (no texts files).
        #[arg(long)]
        inline: bool,
    },
    /// List the shipped lessons.
    List {
        /// A course folder instead of the shipped lessons.
        #[arg(long, value_name = "DIR")]
        dir: Option<std::path::PathBuf>,
    },
    /// A lesson as a printable sheet (HTML) with its answer key.
    Print {
        /// A shipped lesson id or a lesson file.
        #[arg(value_name = "ID|PATH", required_unless_present = "dir")]
        lesson: Option<String>,
        /// A course folder: print every lesson of the course.
        #[arg(long, value_name = "DIR", conflicts_with = "lesson")]
        dir: Option<std::path::PathBuf>,
        /// Write the sheet to this new file instead of printing it.
        #[arg(long, value_name = "FILE")]
        html: Option<std::path::PathBuf>,
        /// The paper and layout.
        #[command(flatten)]
        sheet: crate::cli::worksheet::SheetArgs,
    },
    /// Print the JSON Schema of lesson files (or, with --course, of course files).
    Schema {
        /// The course file's schema instead.
        #[arg(long)]
        course: bool,
    },
    /// Open a lesson in the tutor.
    Run {
        /// A shipped lesson id or a lesson file (default: the first lesson not yet completed).
        #[arg(value_name = "ID|PATH")]
        lesson: Option<String>,
        /// The ruleset of the lesson list to return to (default: the lesson's).
        #[arg(long, value_name = "RULES")]
        rules: Option<String>,
        /// A course folder: ID is one of its lessons (default: the first not completed).
        #[arg(long, value_name = "DIR")]
        dir: Option<std::path::PathBuf>,
    },
}

/// Runs a lesson command that prints text and returns the text; `None` for
/// `lesson run`, which opens the tutor instead (see [`crate::cli::tutor`]).
///
/// # Errors
/// Problems in lessons (exit 1) or bad arguments (exit 2).
pub fn run(
    command: &LessonCommand,
    cli: &crate::cli::Cli,
    l: &Localizer,
) -> Result<Option<String>, CliError> {
    match command {
        LessonCommand::Check {
            paths,
            coverage,
            thorough,
            format,
        } => {
            let json = parse::format(l, format)? == parse::Format::Json;
            check_paths(paths, *coverage, *thorough, json, l).map(Some)
        }
        LessonCommand::New {
            id,
            rules,
            dir,
            inline,
        } => write_new(id, rules, dir, *inline, l).map(Some),
        LessonCommand::Schema { course } => Ok(Some(if *course {
            crate::lesson::schema::course_schema()
        } else {
            crate::lesson::schema::lesson_schema()
        })),
        LessonCommand::List { dir: None } => Ok(Some(list(l))),
        LessonCommand::List { dir: Some(dir) } => list_course(dir, cli, l).map(Some),
        LessonCommand::Print {
            lesson,
            dir,
            html,
            sheet,
        } => {
            let layout = sheet.layout(l)?;
            match (dir, lesson) {
                (Some(dir), _) => {
                    crate::cli::worksheet::course_print(l, dir, html.as_deref(), layout)
                }
                (None, lesson) => crate::cli::worksheet::lesson_print(
                    l,
                    lesson.as_deref().unwrap_or_default(),
                    html.as_deref(),
                    layout,
                ),
            }
            .map(Some)
        }
        LessonCommand::Run { .. } => Ok(None),
    }
}

/// A lesson file that cannot be read, as a command's error: invalid UTF-8 is
/// a problem in the lesson (exit 1, `file:line:column`), anything else bad
/// input (exit 2).
#[must_use]
pub fn read_error(l: &Localizer, e: &ReadError) -> CliError {
    if let InputError::Utf8 { line, column, byte } = e.source {
        return CliError::invalid(format!(
            "{}:{line}:{column}: {}",
            e.path,
            l.text_with("file-error-utf8", args![("byte", byte)])
        ));
    }
    CliError::bad_input(l.text_with(
        "lesson-read-error",
        args![
            ("path", e.path.as_str()),
            ("detail", crate::text::errors::input_error(l, &e.source))
        ],
    ))
}

fn check_paths(
    paths: &[std::path::PathBuf],
    with_coverage: bool,
    thorough: bool,
    json: bool,
    l: &Localizer,
) -> Result<String, CliError> {
    // Every file is checked, even after one that cannot be read.
    let mut files = Vec::new();
    let mut unreadable = Vec::new();
    if paths.is_empty() {
        files = shipped();
    }
    let mut worded: Vec<Worded> = Vec::new();
    for path in paths {
        for read in read_path_each(path) {
            match read {
                Ok(f) => files.push(f),
                Err(e) => unreadable.push((e.path.clone(), read_error(l, &e))),
            }
        }
        // A folder with a course file: the course is checked too.
        if path.is_dir() && path.join(COURSE_FILE).exists() {
            match read_course(path) {
                Ok(course) => {
                    worded.extend(course.problems.iter().map(|d| worded_problem(l, d)));
                }
                Err(e) => unreadable.push((e.path.clone(), read_error(l, &e))),
            }
        }
    }
    let mut kind = ErrorKind::Invalid;
    for (_, e) in &unreadable {
        kind = kind.max(e.kind());
    }
    let mut lessons = Vec::new();
    let mut verdicts = Vec::new();
    for f in &files {
        let how = crate::lesson::solve::Verification {
            thorough,
            ..crate::lesson::solve::Verification::default()
        };
        match check_with(f, l, how) {
            Ok(CheckedLesson {
                lesson, best_moves, ..
            }) => {
                lessons.push(lesson);
                verdicts.extend(best_moves.iter().map(|r| best_move_line(l, &f.path, r)));
            }
            Err(found) => worded.extend(found),
        }
    }
    let questions: usize = lessons
        .iter()
        .map(|lesson| lesson.questions().count())
        .sum();
    let count = unreadable.len() + worded.len();
    if json {
        let messages: Vec<String> = unreadable.iter().map(|(_, e)| e.message()).collect();
        let problems: Vec<ProblemJson> = unreadable
            .iter()
            .zip(&messages)
            .map(|((path, _), message)| ProblemJson {
                code: "unreadable",
                column: 0,
                line: 0,
                message,
                path,
                suggestion: None,
            })
            .chain(worded.iter().map(|w| ProblemJson {
                code: w.code,
                column: w.column,
                line: w.line,
                message: &w.message,
                path: &w.path,
                suggestion: w.suggestion.as_deref(),
            }))
            .collect();
        let report = CheckJson {
            lessons: files.len(),
            ok: count == 0,
            problems,
            questions,
        };
        let text = serde_json::to_string_pretty(&report).unwrap_or_default() + "\n";
        return if count == 0 {
            Ok(text)
        } else {
            Err(CliError::Printed { kind, text })
        };
    }
    if count == 0 {
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
        let mut problems: Vec<String> = unreadable.iter().map(|(_, e)| e.message()).collect();
        problems.extend(worded.iter().map(ToString::to_string));
        problems.push(l.text_with("lesson-check-failed", args![("problems", count)]));
        Err(CliError::report(kind, problems))
    }
}

/// How a best-move question was verified: one line, and for playouts a
/// line for each other option it was compared with.
fn best_move_line(l: &Localizer, file: &str, r: &BestMoveReport) -> String {
    use crate::lesson::solve::Verdict;
    let mut text = verdict_line(l, file, r);
    if matches!(r.verdict, Verdict::Playouts { .. }) {
        for (other, d) in &r.against {
            text.push('\n');
            text.push_str(&l.text_with(
                "lesson-check-best-against",
                args![
                    ("other", *other),
                    ("difference", l.percent(d.mean)),
                    ("low", l.percent(d.low)),
                    ("high", l.percent(d.high)),
                ],
            ));
        }
    }
    text
}

fn verdict_line(l: &Localizer, file: &str, r: &BestMoveReport) -> String {
    use crate::lesson::solve::Verdict;
    match r.verdict {
        Verdict::Exact { difference } => l.text_with(
            "lesson-check-best-exact",
            args![
                ("file", file),
                ("line", r.line),
                ("best", r.best),
                ("second", r.second),
                ("margin", l.percent(difference)),
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
                ("margin", l.percent(r.margin)),
                ("playouts", playouts),
                ("difference", l.percent(difference.mean)),
                ("low", l.percent(difference.low)),
                ("high", l.percent(difference.high)),
                ("kept", if kept { "yes" } else { "no" }),
            ],
        ),
    }
}

fn write_new(
    id: &str,
    rules: &str,
    dir: &Path,
    inline: bool,
    l: &Localizer,
) -> Result<String, CliError> {
    let rules = parse::ruleset(l, rules)?;
    if !valid_id(id) {
        return Err(CliError::bad_input(l.text_with(
            "lesson-new-bad-id",
            args![("id", crate::text::errors::shown(id))],
        )));
    }
    let new = new_lesson(id, rules);
    let one_file;
    let mut three;
    let targets: &[(std::path::PathBuf, String)] = if inline {
        one_file = [(
            dir.join(format!("{id}.yaml")),
            SCHEMA_HEADER.to_string()
                + &crate::text::lesson_template::new_inline_lesson(l, id, rules),
        )];
        &one_file
    } else {
        three = three_files(dir, id, new);
        three[0].1.insert_str(0, SCHEMA_HEADER);
        &three
    };
    for (path, _) in targets {
        if std::fs::symlink_metadata(path).is_ok() {
            return Err(CliError::bad_input(l.text_with(
                "lesson-new-exists",
                args![("file", crate::text::errors::path_shown(path))],
            )));
        }
    }
    // Each file is created exclusively; if one cannot be written, the ones
    // already written are removed, so a retry does not find half a lesson.
    // The folders made for them go too (deepest first, and only while empty).
    let mut created: Vec<&Path> = Vec::new();
    let mut folders: Vec<std::path::PathBuf> = Vec::new();
    let mut out = Vec::new();
    for (path, text) in targets {
        if let Err(e) = create_file(path, text.as_bytes(), &mut folders) {
            for done in &created {
                let _ = std::fs::remove_file(done);
            }
            for folder in folders.iter().rev() {
                let _ = std::fs::remove_dir(folder);
            }
            let message = if e.kind() == std::io::ErrorKind::AlreadyExists {
                l.text_with(
                    "lesson-new-exists",
                    args![("file", crate::text::errors::path_shown(path))],
                )
            } else {
                l.text_with(
                    "lesson-new-write-error",
                    args![
                        ("path", crate::text::errors::path_shown(path)),
                        ("detail", crate::text::errors::io_error(l, &e))
                    ],
                )
            };
            return Err(CliError::bad_input(message));
        }
        created.push(path);
        out.push(l.text_with(
            "lesson-new-written",
            args![("file", crate::text::errors::path_shown(path))],
        ));
    }
    // The schema the header names, beside the lesson, for editors (kept
    // when there is one already).
    let schema = dir.join(crate::lesson::schema::LESSON_SCHEMA_FILE);
    if crate::store::atomic::write_new_shared(
        &schema,
        crate::lesson::schema::lesson_schema().as_bytes(),
    )
    .is_ok()
    {
        out.push(l.text_with(
            "lesson-new-schema-written",
            args![("file", crate::text::errors::path_shown(&schema))],
        ));
    }
    out.push(l.text_with(
        "lesson-new-next",
        args![("file", crate::text::errors::path_shown(&targets[0].0))],
    ));
    Ok(out.join("\n") + "\n")
}

/// The first line of a new lesson file: editors with a YAML language server
/// read the lesson's schema from the file beside it.
const SCHEMA_HEADER: &str = "# yaml-language-server: $schema=./senet-lesson.schema.json\n";

/// The three files of a lesson with its texts apart: the YAML and one Fluent file per language.
fn three_files(
    dir: &Path,
    id: &str,
    new: crate::text::lesson_template::NewLesson,
) -> [(std::path::PathBuf, String); 3] {
    [
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
    ]
}

/// Creates a new file (never over one that exists) with `bytes`, whole or
/// not at all ([`crate::store::atomic::write_new`]). The folders it had to
/// make are added to `folders`, outermost first, so a failure can take them
/// away again.
fn create_file(
    path: &Path,
    bytes: &[u8],
    folders: &mut Vec<std::path::PathBuf>,
) -> std::io::Result<()> {
    let folder = crate::store::folder_of(path);
    let mut missing: Vec<std::path::PathBuf> = folder
        .ancestors()
        .take_while(|a| !a.as_os_str().is_empty() && std::fs::symlink_metadata(a).is_err())
        .map(Path::to_path_buf)
        .collect();
    missing.reverse();
    let made = std::fs::create_dir_all(&folder);
    folders.extend(missing.into_iter().filter(|f| f.is_dir()));
    // A file in the folder's place is not "the lesson exists".
    made.map_err(|e| {
        if e.kind() == std::io::ErrorKind::AlreadyExists {
            std::io::Error::from(std::io::ErrorKind::NotADirectory)
        } else {
            e
        }
    })?;
    crate::store::atomic::write_new_shared(path, bytes)
}

fn list(l: &Localizer) -> String {
    list_lessons(shipped(), l)
}

/// One line a lesson: its id, ruleset and title, or, for one that fails its
/// check, its file and first problem.
fn list_lessons(lessons: Vec<LessonFiles>, l: &Localizer) -> String {
    // The columns are as wide as their longest entry, so a long id
    // ("skiryuk-14-02-sticks-and-a-crowded-start") never pushes its row out
    // of line.
    let checked: Vec<_> = lessons.iter().map(|files| check(files, l)).collect();
    let width = |f: &dyn Fn(&CheckedLesson) -> usize| {
        checked
            .iter()
            .filter_map(|c| c.as_ref().ok())
            .map(f)
            .max()
            .unwrap_or(0)
    };
    let id_width = width(&|c| c.lesson.id.chars().count());
    let rules_width = width(&|c| ruleset_name(l, c.lesson.rules).chars().count());
    let mut out = Vec::new();
    for result in checked {
        match result {
            Ok(checked) => {
                let title = checked
                    .text(l.lang())
                    .map(|t| t.text(&checked.lesson.title))
                    .unwrap_or_default();
                out.push(format!(
                    "  {:<id_width$}  {:<rules_width$}  {}",
                    checked.lesson.id,
                    ruleset_name(l, checked.lesson.rules),
                    title
                ));
            }
            // A shipped lesson that fails its check (a build with an edited
            // lesson) is named with its first problem, not silently left out.
            Err(problems) => {
                let first = problems
                    .first()
                    .map(|p| format!("{}:{}: {}", p.path, p.line, p.message))
                    .unwrap_or_default();
                out.push(format!(
                    "  {}",
                    l.text_with(
                        "lesson-list-failing",
                        args![("count", problems.len()), ("first", first)]
                    )
                ));
            }
        }
    }
    out.join("\n") + "\n"
}

/// `senet lesson list --dir DIR`: the course's title, then each section and
/// its lessons in order, each with its id, ruleset, languages, title and
/// whether it is completed in this course.
fn list_course(dir: &Path, cli: &crate::cli::Cli, l: &Localizer) -> Result<String, CliError> {
    let loaded = load_course(dir).map_err(|e| read_error(l, &e))?;
    let progress = crate::store::data_dir(cli.data_dir.as_deref())
        .map(|d| crate::store::progress::ProgressStore::in_dir(&d).load().0)
        .unwrap_or_default();
    // Done under the course's id, or (before it had one) under its folder.
    let done: Option<std::collections::BTreeSet<String>> =
        [&loaded.course.key, &loaded.course.folder_key]
            .into_iter()
            .filter_map(|key| progress.courses.get(key))
            .fold(None, |all, set| {
                let mut all = all.unwrap_or_default();
                all.extend(set.iter().cloned());
                Some(all)
            });
    let done = done.as_ref();
    let lang = l.lang();
    let mut out = vec![l.text_with(
        "lesson-list-course",
        args![("title", loaded.course.title.get(lang))],
    )];
    for section in &loaded.course.sections {
        if let Some(title) = &section.title {
            out.push(l.text_with("lesson-list-section", args![("title", title.get(lang))]));
        }
        for id in &section.lessons {
            let Some(checked) = loaded.lessons.iter().find(|c| &c.lesson.id == id) else {
                // A lesson with problems is listed with its first one.
                let first = loaded.problems.iter().find(|d| {
                    Path::new(&d.path)
                        .file_stem()
                        .is_some_and(|stem| stem.to_string_lossy() == *id)
                });
                if let Some(d) = first {
                    let w = crate::text::lesson_check::worded(l, d);
                    out.push(format!(
                        "  [!] {:<26} {}",
                        crate::text::errors::shown(id),
                        l.text_with(
                            "lesson-list-broken",
                            args![
                                ("line", w.line),
                                ("column", w.column),
                                ("problem", w.message)
                            ],
                        )
                    ));
                }
                continue;
            };
            let mark = if done.is_some_and(|d| d.contains(id)) {
                "[✓]"
            } else {
                "[ ]"
            };
            let title = checked
                .text_for(lang)
                .map(|t| t.text(&checked.lesson.title))
                .unwrap_or_default();
            out.push(format!(
                "  {mark} {:<26} {:<14} {:<7} {}",
                crate::text::errors::shown(id),
                ruleset_name(l, checked.lesson.rules),
                crate::text::lesson_check::languages_text(&checked.lesson.languages),
                title
            ));
        }
    }
    let problems = loaded.problems.len() + loaded.unreadable.len();
    if problems > 0 {
        out.push(l.text_with(
            "lessons-course-problems",
            args![
                ("problems", problems),
                ("folder", crate::text::errors::path_shown(dir))
            ],
        ));
    }
    Ok(out.join("\n") + "\n")
}

/// `lesson check --format json` (docs/lessons.md). The fields of each struct
/// are in alphabetical order, the order the JSON has always had.
#[derive(serde::Serialize)]
struct CheckJson<'a> {
    lessons: usize,
    ok: bool,
    problems: Vec<ProblemJson<'a>>,
    questions: usize,
}

/// One problem found (`unreadable` for a file that could not be read).
#[derive(serde::Serialize)]
struct ProblemJson<'a> {
    code: &'static str,
    column: usize,
    line: usize,
    message: &'a str,
    path: &'a str,
    suggestion: Option<&'a str>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    #[test]
    fn a_failed_new_lesson_leaves_neither_files_nor_the_folders_it_made() {
        let l = Localizer::new(Lang::En);
        let dir = tempfile::tempdir().expect("tempdir");
        // The Spanish file cannot be written (a file where its folder goes),
        // after the YAML and the English file were, in folders made for them.
        std::fs::create_dir(dir.path().join("locales")).expect("mkdir");
        std::fs::write(dir.path().join("locales").join("es"), "").expect("write");
        let err = write_new("half", "kendall", dir.path(), false, &l).expect_err("fails");
        assert_eq!(err.code(), 2);
        assert!(
            format!("{err:?}").contains("nothing was left behind"),
            "{err:?}"
        );
        let mut left: Vec<String> = walk(dir.path());
        left.sort();
        assert_eq!(left, vec!["locales", "locales/es"], "only what was there");
    }

    fn walk(dir: &Path) -> Vec<String> {
        let mut found = Vec::new();
        let mut todo = vec![dir.to_path_buf()];
        while let Some(d) = todo.pop() {
            for entry in std::fs::read_dir(&d).expect("read_dir").flatten() {
                let path = entry.path();
                if let Ok(rel) = path.strip_prefix(dir) {
                    found.push(rel.to_string_lossy().into_owned());
                }
                if path.is_dir() {
                    todo.push(path);
                }
            }
        }
        found
    }

    /// The first shipped lesson, its YAML broken (an unclosed list).
    fn broken_first_lesson() -> LessonFiles {
        let mut files = shipped().swap_remove(0);
        files.yaml = files.yaml.replacen("rules:", "rules: [", 1);
        files
    }

    #[test]
    fn the_list_names_a_lesson_that_fails_its_check_with_its_first_problem() {
        for lang in Lang::ALL {
            let l = Localizer::new(lang);
            let good = shipped().swap_remove(0);
            let listed = list_lessons(vec![good.clone(), broken_first_lesson()], &l);
            let lines: Vec<&str> = listed.lines().collect();
            assert_eq!(lines.len(), 2, "{listed}");
            let marker = match lang {
                Lang::En => "fails its check",
                Lang::Es => "no pasa su comprobación",
            };
            assert!(!lines[0].contains(marker), "{listed}");
            assert!(lines[1].contains(marker), "{listed}");
            assert!(lines[1].contains(&format!("{}:", good.path)), "{listed}");
        }
    }
}

//! `senet lesson print ID|FILE [--html FILE]`: a lesson as a printable sheet
//! (`text::worksheet`): its steps with their boards and questions, and the
//! answers with their explanations on a page of their own; `--dir DIR`: a
//! whole course, each lesson from a new page. (The quiz's worksheet is
//! `senet quiz ... --worksheet FILE`, in `cli::quiz`.) Both take the paper
//! and layout options of [`SheetArgs`].

use std::path::Path;

use clap::Args;

use crate::args;
use crate::cli::CliError;
use crate::i18n::Localizer;
use crate::lesson::library::read_path;
use crate::text::lesson_check::check;
use crate::text::worksheet::{Layout, Paper};

/// The paper and layout of a printed sheet.
#[derive(Debug, Clone, Args)]
pub struct SheetArgs {
    /// a4 or letter (default: Letter in the United States, Canada, Mexico
    /// and the Philippines by the system's locale, A4 elsewhere).
    #[arg(long, value_name = "a4|letter")]
    pub paper: Option<String>,
    /// One large board across the page per question (two to a page).
    #[arg(long)]
    pub large: bool,
}

impl SheetArgs {
    /// The layout asked for.
    ///
    /// # Errors
    /// A paper other than a4 or letter (exit 2).
    pub fn layout(&self, l: &Localizer) -> Result<Layout, CliError> {
        let paper = match self.paper.as_deref().map(|p| p.trim().to_ascii_lowercase()) {
            None => Paper::for_locale(sys_locale::get_locale().as_deref()),
            Some(p) if p == "a4" => Paper::A4,
            Some(p) if p == "letter" => Paper::Letter,
            Some(_) => {
                return Err(CliError::bad_input(l.text_with(
                    "error-unknown-paper",
                    args![(
                        "value",
                        crate::text::errors::shown(self.paper.as_deref().unwrap_or_default())
                    )],
                )));
            }
        };
        Ok(Layout {
            paper,
            large: self.large,
        })
    }
}

/// Runs `senet lesson print`: the page itself, or (with `html`) the line
/// saying where it was written.
///
/// # Errors
/// An unknown lesson or unreadable file (exit 2), a lesson that does not
/// pass `lesson check` (exit 1), a file that exists or cannot be written (exit 2).
pub fn lesson_print(
    l: &Localizer,
    which: &str,
    html: Option<&Path>,
    layout: Layout,
) -> Result<String, CliError> {
    let lesson = if Path::new(which).is_file() {
        let files =
            read_path(Path::new(which)).map_err(|e| crate::cli::lesson::read_error(l, &e))?;
        let Some(first) = files.first() else {
            return Err(CliError::bad_input(l.text_with(
                "lesson-not-found",
                args![("id", crate::text::errors::shown(which))],
            )));
        };
        check(first, l).map_err(|problems| {
            let mut lines: Vec<String> = problems.iter().map(ToString::to_string).collect();
            lines.push(l.text_with("lesson-check-failed", args![("problems", problems.len())]));
            CliError::report(crate::cli::ErrorKind::Invalid, lines)
        })?
    } else {
        crate::cli::tutor::shipped_lessons(l)
            .into_iter()
            .find(|c| c.lesson.id == which)
            .ok_or_else(|| {
                CliError::bad_input(l.text_with(
                    "lesson-not-found",
                    args![("id", crate::text::errors::shown(which))],
                ))
            })?
    };
    let sheet = crate::text::worksheet::lesson_sheet(l, &lesson);
    let page = crate::text::worksheet::html(l, &sheet, layout);
    match html {
        Some(path) => crate::cli::board::write_file(l, path, page.as_bytes()),
        None => Ok(page),
    }
}

/// Runs `senet lesson print --dir DIR`: every lesson of the course that
/// passes its checks, in course order, on one page (each from a new sheet
/// of paper), with every answer key at the end. A lesson with problems is
/// left out and its problems are listed, and the exit is 1.
///
/// # Errors
/// An unreadable course (exit 2), a course with no lesson to print or with
/// problems (exit 1, after writing what can be printed), a file that exists
/// or cannot be written (exit 2).
pub fn course_print(
    l: &Localizer,
    dir: &Path,
    html: Option<&Path>,
    layout: Layout,
) -> Result<String, CliError> {
    let loaded = crate::lesson::course::load_course(dir)
        .map_err(|e| crate::cli::lesson::read_error(l, &e))?;
    if let Some(e) = loaded.unreadable.first() {
        return Err(crate::cli::lesson::read_error(l, e));
    }
    let mut problems: Vec<String> = loaded
        .problems
        .iter()
        .map(|d| crate::text::lesson_check::worded(l, d).to_string())
        .collect();
    if loaded.lessons.is_empty() {
        problems.push(l.text_with(
            "lesson-check-failed",
            args![("problems", loaded.problems.len())],
        ));
        return Err(CliError::report(crate::cli::ErrorKind::Invalid, problems));
    }
    let sheets: Vec<_> = loaded
        .lessons
        .iter()
        .map(|lesson| crate::text::worksheet::lesson_sheet(l, lesson))
        .collect();
    let title = loaded.course.title.get(l.lang());
    let page = crate::text::worksheet::html_of(l, &title, &sheets, layout);
    let written = match html {
        Some(path) => crate::cli::board::write_file(l, path, page.as_bytes())?,
        None => page,
    };
    if problems.is_empty() {
        return Ok(written);
    }
    let count = problems.len();
    problems.push(l.text_with("lesson-check-failed", args![("problems", count)]));
    if html.is_some() {
        problems.insert(0, written.trim_end().to_string());
    }
    Err(CliError::report(crate::cli::ErrorKind::Invalid, problems))
}

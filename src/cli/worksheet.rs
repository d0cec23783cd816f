//! `senet lesson print ID|FILE [--html FILE]`: a lesson as a printable sheet
//! (`text::worksheet`): its steps with their boards and questions, and the
//! answers with their explanations on a page of their own. (The quiz's
//! worksheet is `senet quiz ... --worksheet FILE`, in `cli::quiz`.)

use std::path::Path;

use crate::args;
use crate::cli::CliError;
use crate::i18n::Localizer;
use crate::lesson::library::read_path;
use crate::text::lesson_check::check;

/// Runs `senet lesson print`: the page itself, or (with `html`) the line
/// saying where it was written.
///
/// # Errors
/// An unknown lesson or unreadable file (exit 2), a lesson that does not
/// pass `lesson check` (exit 1), a file that exists or cannot be written (exit 2).
pub fn lesson_print(l: &Localizer, which: &str, html: Option<&Path>) -> Result<String, CliError> {
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
    let page = crate::text::worksheet::html(l, &sheet);
    match html {
        Some(path) => crate::cli::board::write_file(l, path, page.as_bytes()),
        None => Ok(page),
    }
}

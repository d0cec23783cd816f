//! Commands that open the terminal tutor: `senet` and `senet lesson run`,
//! and the app every other command opening its screens starts from ([`screen_app`]).

use std::io::IsTerminal;
use std::path::Path;

use crate::args;
use crate::cli::parse;
use crate::cli::{Cli, CliError, ErrorKind};
use crate::engine::RulesetId;
use crate::i18n::Localizer;
use crate::lesson::{CheckedLesson, read_path, shipped};
use crate::text::lesson_check::check;
use crate::ui::{App, Start};

/// Whether both ends are a terminal (otherwise the tutor cannot run).
#[must_use]
pub fn interactive() -> bool {
    std::io::stdin().is_terminal() && std::io::stdout().is_terminal()
}

/// The shipped lessons that pass their checks (all of them, unless the
/// program was built from a broken tree; `senet lesson check` says which).
#[must_use]
pub fn shipped_lessons(l: &Localizer) -> Vec<CheckedLesson> {
    shipped().iter().filter_map(|f| check(f, l).ok()).collect()
}

fn app(
    cli: &Cli,
    l: &Localizer,
    rules: RulesetId,
    fixed_rules: bool,
    lessons: Vec<CheckedLesson>,
) -> App {
    let data_dir = crate::store::data_dir(cli.data_dir.as_deref());
    let mut app = App::new(l.lang(), rules, lessons, data_dir);
    // The saved language unless `--lang` names one; the saved ruleset on the
    // home screen, or for `lesson run` unless a lesson or `--rules` fixes it.
    app.use_saved(
        cli.lang.is_some(),
        rules != RulesetId::DEFAULT || fixed_rules,
    );
    app
}

/// The app of a command that opens one of the tutor's screens on a ruleset
/// it fixes itself (`senet quiz`, `senet explore`, `senet replay view`): the
/// saved language unless `--lang` names one (the other saved choices, as
/// [`App::new`] applies them); the ruleset stays `rules`.
#[must_use]
pub fn screen_app(cli: &Cli, l: &Localizer, rules: RulesetId) -> App {
    app(cli, l, rules, true, Vec::new())
}

/// Runs the tutor from `start`.
///
/// # Errors
/// No terminal.
pub fn open(app: App, start: Start, l: &Localizer) -> Result<(), CliError> {
    if !interactive() {
        return Err(CliError::bad_input(l.text_with(
            "error-terminal",
            args![("detail", "stdin/stdout is not a terminal")],
        )));
    }
    match crate::ui::run(app, start) {
        Ok(crate::ui::Ended::Quit) => Ok(()),
        Ok(crate::ui::Ended::Interrupted) => Err(CliError::interrupted()),
        Err(e) => Err(CliError::bad_input(
            l.text_with("error-terminal", args![("detail", e.to_string())]),
        )),
    }
}

/// `senet`: the home screen.
///
/// # Errors
/// The terminal could not be opened.
pub fn home(cli: &Cli, l: &Localizer) -> Result<(), CliError> {
    let app = app(cli, l, RulesetId::DEFAULT, false, shipped_lessons(l));
    open(app, Start::Home, l)
}

/// `senet lesson run [ID|PATH] [--rules R]`.
///
/// # Errors
/// An unknown lesson, a lesson file with problems (exit 1, with every
/// problem), or no terminal.
pub fn lesson(
    cli: &Cli,
    l: &Localizer,
    which: Option<&str>,
    rules: Option<&str>,
) -> Result<(), CliError> {
    let rules = rules.map(|r| parse::ruleset(l, r)).transpose()?;
    let (lessons, index) = match which {
        Some(path) if Path::new(path).is_file() => {
            let files =
                read_path(Path::new(path)).map_err(|e| crate::cli::lesson::read_error(l, &e))?;
            let mut lessons = Vec::new();
            for f in &files {
                match check(f, l) {
                    Ok(c) => lessons.push(c),
                    Err(problems) => {
                        let mut lines: Vec<String> =
                            problems.iter().map(ToString::to_string).collect();
                        lines.push(
                            l.text_with("lesson-check-failed", args![("problems", problems.len())]),
                        );
                        return Err(CliError::report(ErrorKind::Invalid, lines));
                    }
                }
            }
            (lessons, 0)
        }
        Some(id) => {
            let lessons = shipped_lessons(l);
            let index = lessons
                .iter()
                .position(|c| c.lesson.id == id)
                .ok_or_else(|| {
                    CliError::bad_input(l.text_with("lesson-not-found", args![("id", id)]))
                })?;
            (lessons, index)
        }
        None => {
            let lessons = shipped_lessons(l);
            let probe = app(cli, l, RulesetId::DEFAULT, false, Vec::new());
            let index = lessons
                .iter()
                .position(|c| !probe.progress.completed_lessons.contains(&c.lesson.id))
                .unwrap_or(0);
            (lessons, index)
        }
    };
    let Some(first) = lessons.get(index) else {
        return Err(CliError::bad_input(l.text_with(
            "lesson-not-found",
            args![("id", which.unwrap_or("-"))],
        )));
    };
    let rules = rules.unwrap_or(first.lesson.rules);
    let app = app(cli, l, rules, true, lessons);
    open(app, Start::Lesson(index), l)
}

/// `senet lesson run --dir DIR [ID]`: a teacher's course in the tutor, at
/// lesson `ID` or the first one not completed in this course; the folder
/// becomes the recent course of the lesson list.
///
/// # Errors
/// A course or lesson file that cannot be read (exit 2), problems in the
/// course or its lessons (exit 1, every one), an id the course does not
/// have (exit 2), or no terminal.
pub fn course(cli: &Cli, l: &Localizer, dir: &Path, which: Option<&str>) -> Result<(), CliError> {
    let loaded = crate::lesson::course::load_course(dir)
        .map_err(|e| crate::cli::lesson::read_error(l, &e))?;
    if let Some(e) = loaded.unreadable.first() {
        return Err(crate::cli::lesson::read_error(l, e));
    }
    // A lesson with problems is left out; the rest of the course runs, and
    // the screen says how many problems there are and where to see them.
    let left_out = if loaded.problems.is_empty() || loaded.lessons.is_empty() {
        None
    } else {
        Some(l.text_with(
            "lessons-course-problems",
            args![
                ("problems", loaded.problems.len()),
                ("folder", crate::text::errors::path_shown(dir))
            ],
        ))
    };
    if !loaded.problems.is_empty() && left_out.is_none() {
        let mut lines: Vec<String> = loaded
            .problems
            .iter()
            .map(|d| crate::text::lesson_check::worded(l, d).to_string())
            .collect();
        lines.push(l.text_with(
            "lesson-check-failed",
            args![("problems", loaded.problems.len())],
        ));
        return Err(CliError::report(ErrorKind::Invalid, lines));
    }
    let mut app = app(cli, l, RulesetId::DEFAULT, true, Vec::new());
    let index = match which {
        Some(id) => loaded
            .lessons
            .iter()
            .position(|c| c.lesson.id == id)
            .ok_or_else(|| {
                CliError::bad_input(l.text_with("lesson-not-found", args![("id", id)]))
            })?,
        None => {
            let done = app.progress.courses.get(&loaded.course.key);
            loaded
                .lessons
                .iter()
                .position(|c| !done.is_some_and(|d| d.contains(&c.lesson.id)))
                .unwrap_or(0)
        }
    };
    let Some(first) = loaded.lessons.get(index) else {
        return Err(CliError::bad_input(l.text_with(
            "lesson-not-found",
            args![("id", which.unwrap_or("-"))],
        )));
    };
    app.rules = first.lesson.rules;
    app.lessons = shipped_lessons(l);
    if let Some(problem) = app.open_course(loaded.course, loaded.lessons) {
        app.notice = Some(problem);
    }
    if let Some(left_out) = left_out {
        app.notice = Some(match app.notice.take() {
            Some(notice) => format!("{notice}\n{left_out}"),
            None => left_out,
        });
    }
    open(app, Start::Lesson(index), l)
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;
    use crate::i18n::Lang;
    use crate::store::settings::{Change, SettingsStore};

    /// `senet quiz`, `senet explore` and `senet replay view` open their
    /// screens in the saved language unless `--lang` names one, on the
    /// ruleset they fix themselves.
    #[test]
    fn the_commands_opening_a_screen_use_the_saved_language() {
        let data = tempfile::tempdir().expect("tempdir");
        let store = SettingsStore::in_dir(data.path());
        store.save(Change::Lang(Lang::Es)).expect("saved");
        store
            .save(Change::Rules(RulesetId::Skiryuk))
            .expect("saved");
        let dir = data.path().to_string_lossy().to_string();
        let l = Localizer::new(Lang::En);
        for command in [
            &["quiz"][..],
            &["explore"][..],
            &["replay", "view", "game.yaml"][..],
        ] {
            let line = |extra: &[&str]| {
                let mut words = vec!["senet", "--data-dir", &dir];
                words.extend_from_slice(extra);
                words.extend_from_slice(command);
                Cli::try_parse_from(words).expect("parses")
            };
            let app = screen_app(&line(&[]), &l, RulesetId::GamesRoom);
            assert_eq!(app.l.lang(), Lang::Es, "{command:?}");
            assert!(!app.l.shows_ids(), "the screens' localizer: {command:?}");
            assert_eq!(app.rules, RulesetId::GamesRoom, "{command:?}");
            let app = screen_app(&line(&["--lang", "en"]), &l, RulesetId::GamesRoom);
            assert_eq!(app.l.lang(), Lang::En, "--lang wins: {command:?}");
        }
    }
}

//! The command line: the program's clap definition and list of commands
//! ([`args`]), worded in the user's language by convention ([`help`],
//! [`parse_error`]), and one file per command holding its arguments (clap),
//! their check into a request with the shared parsers of [`parse`], and its
//! run with engine types. A command fails with a typed [`CliError`] whose
//! kind is the exit code ([`error`]).
//!
//! A new command: its file here (arguments, request, run), one variant in
//! [`Command`], one arm in [`run`], and its `help-<command>-*` messages in
//! `locales/<code>/cli.ftl` (a test walks the tree and asks for each).

pub(crate) mod analyze;
pub mod args;
pub(crate) mod board;
pub(crate) mod compare;
pub(crate) mod duel;
pub(crate) mod endings;
pub(crate) mod error;
pub(crate) mod explore;
pub mod help;
pub(crate) mod legal;
pub(crate) mod lesson;
pub(crate) mod odds;
pub(crate) mod parse;
pub mod parse_error;
pub(crate) mod play;
pub(crate) mod position;
pub(crate) mod progress;
pub(crate) mod progress_bar;
pub(crate) mod quiz;
pub(crate) mod quiz_grade;
pub(crate) mod quiz_jsonl;
pub(crate) mod replay;
pub(crate) mod rules;
pub(crate) mod tutor;
pub(crate) mod worksheet;

use std::io::Write;

use crate::i18n::Localizer;

pub use args::{Cli, Command};
pub use endings::EndingsCommand;
pub use error::{CliError, ErrorKind};
pub use help::localized_command;
pub use lesson::LessonCommand;
pub use replay::ReplayCommand;

/// Runs a parsed command line, writing its output to `out`.
///
/// # Errors
/// A [`CliError`] with the message to print on stderr and the exit code.
pub fn run(cli: &Cli, l: &Localizer, out: &mut dyn Write) -> Result<(), CliError> {
    // The tutor's colours (`--color`; `NO_COLOR` when auto).
    if let Some(raw) = cli.color.as_deref() {
        crate::ui::theme::choose(parse::color(l, raw)?);
    }
    // Exact endgame tables come from (and go to) the data folder's cache.
    if let Some(dir) = crate::store::data_dir(cli.data_dir.as_deref()) {
        let lang = l.lang();
        crate::endings_cache::register(dir, Box::new(move |n| endings::print_notice(lang, n)));
    }
    let text = match &cli.command {
        None if tutor::interactive() => return tutor::home(cli, l),
        None => welcome(l),
        Some(Command::Rules(a)) => rules::run(a, l)?,
        Some(Command::Legal(a)) => legal::run(a, l)?,
        Some(Command::Lesson(LessonCommand::Run { lesson, rules, dir })) => {
            return match dir {
                Some(dir) => tutor::course(cli, l, dir, lesson.as_deref()),
                None => tutor::lesson(cli, l, lesson.as_deref(), rules.as_deref()),
            };
        }
        Some(Command::Lesson(c)) => lesson::run(c, cli, l)?.unwrap_or_default(),
        Some(Command::Quiz(a)) => match quiz::run(a, cli, l)? {
            Some(text) => text,
            None => return Ok(()),
        },
        Some(Command::Progress(a)) => progress::run(a, cli, l)?,
        Some(Command::Play(a)) => return play::run(a, cli, l),
        Some(Command::Odds(a)) => odds::run(a, l)?,
        Some(Command::Replay(c)) => return replay::run(c, cli, l, out),
        Some(Command::Duel(a)) => duel::run(a, l)?,
        Some(Command::Endings(c)) => endings::run(c, cli, l)?,
        Some(Command::Analyze(a)) => analyze::run(a, l)?,
        Some(Command::Compare(a)) => compare::run(a, l)?,
        Some(Command::Board(a)) => board::run(a, l)?,
        Some(Command::Explore(a)) => return explore::run(a, cli, l),
    };
    // A closed pipe (e.g. `senet rules | head`) is not an error worth reporting.
    let _ = out.write_all(text.as_bytes());
    let _ = out.flush();
    Ok(())
}

/// The text shown by `senet` with no command.
#[must_use]
pub fn welcome(l: &Localizer) -> String {
    let lines = [
        l.text("welcome-title"),
        String::new(),
        crate::text::wrap_indented(&l.text("welcome-intro"), 0).join("\n"),
        String::new(),
        l.text("welcome-terminal"),
        String::new(),
        l.text("welcome-commands"),
        l.text("welcome-cmd-lesson"),
        l.text("welcome-cmd-quiz"),
        l.text("welcome-cmd-play"),
        l.text("welcome-cmd-rules"),
        l.text("welcome-cmd-list"),
        l.text("welcome-cmd-legal"),
        l.text("welcome-cmd-help"),
        String::new(),
        l.text("welcome-lang"),
    ];
    lines.join("\n") + "\n"
}

//! `senet`: the command-line entry point. Picks the language (from `--lang`
//! in the raw arguments, else the system's), parses the arguments with the
//! clap tree in that language, runs one command and maps its typed error to
//! an exit code.

use std::ffi::OsString;
use std::process::ExitCode;

use clap::FromArgMatches;
use senet::args;
use senet::cli::args::prescan_lang;
use senet::cli::help::hoist_globals;
use senet::cli::parse_error::{Outcome, outcome};
use senet::cli::{Cli, CliError, localized_command, run};
use senet::i18n::{Lang, Localizer, negotiate};
use senet::text::errors::shown;

fn main() -> ExitCode {
    let raw: Vec<OsString> = std::env::args_os().collect();
    let requested = prescan_lang(&raw);
    let system = sys_locale::get_locale();
    let lang = match negotiate(requested.as_deref(), system.as_deref()) {
        Ok(lang) => lang,
        Err(_) => {
            // Said in the system's language when it is one of ours.
            let l = Localizer::new(negotiate(None, system.as_deref()).unwrap_or(Lang::En));
            let value = requested.unwrap_or_default();
            let e = CliError::bad_input(
                l.text_with("error-unknown-lang", args![("value", shown(&value))]),
            );
            fail(&l, &e);
            return ExitCode::from(e.code());
        }
    };
    let l = Localizer::new(lang);
    let cmd = localized_command(&l);
    let raw = hoist_globals(&cmd, raw);
    let parsed = cmd
        .try_get_matches_from(&raw)
        .and_then(|m| Cli::from_arg_matches(&m));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) => match outcome(&l, &e) {
            // Help, the version, or a command's help when its subcommand is missing.
            Outcome::Clap => e.exit(),
            Outcome::Message(text) => {
                eprint!("{text}");
                return ExitCode::from(2);
            }
        },
    };
    let mut stdout = std::io::stdout().lock();
    match run(&cli, &l, &mut stdout) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            fail(&l, &e);
            ExitCode::from(e.code())
        }
    }
}

/// Prints an error: a line after the program's prefix, or a report (such as
/// the list of problems `lesson check` gives) as it is.
fn fail(l: &Localizer, e: &CliError) {
    match e {
        CliError::Line { message, .. } => {
            eprintln!("senet: {}: {message}", l.text("error-prefix"));
        }
        CliError::Report { lines, .. } => eprintln!("{}", lines.join("\n")),
        CliError::Printed { text, .. } => print!("{text}"),
    }
}

//! `senet`: the command-line entry point. Parses the arguments, picks the
//! language, runs one command and maps errors to exit codes.

use std::ffi::OsString;
use std::process::ExitCode;

use clap::FromArgMatches;
use senet::args;
use senet::cli::args::prescan_lang;
use senet::cli::{Cli, localized_command, run};
use senet::i18n::{Lang, Localizer, negotiate};
use senet::text::errors::shown;

fn main() -> ExitCode {
    let raw: Vec<OsString> = std::env::args_os().collect();
    let requested = prescan_lang(&raw);
    let system = sys_locale::get_locale();
    let lang = match negotiate(requested.as_deref(), system.as_deref()) {
        Ok(lang) => lang,
        Err(_) => {
            let l = Localizer::new(Lang::En);
            let value = requested.unwrap_or_default();
            fail(
                &l,
                &l.text_with("error-unknown-lang", args![("value", shown(&value))]),
            );
            return ExitCode::from(2);
        }
    };
    let l = Localizer::new(lang);
    let matches = match localized_command(&l).try_get_matches_from(&raw) {
        Ok(m) => m,
        Err(e) => e.exit(),
    };
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => e.exit(),
    };
    let mut stdout = std::io::stdout().lock();
    match run(&cli, &l, &mut stdout) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            fail(&l, &e.message);
            ExitCode::from(e.code)
        }
    }
}

/// Prints an error: one line with the program's prefix, or (for a list of
/// diagnostics such as `lesson check` gives) the lines as they are.
fn fail(l: &Localizer, message: &str) {
    if message.contains('\n') {
        eprintln!("{message}");
    } else {
        eprintln!("senet: {}: {message}", l.text("error-prefix"));
    }
}

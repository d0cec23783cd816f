//! `senet play`.

use crate::args;
use crate::cli::args::PlayArgs;
use crate::cli::rules::parse_rules;
use crate::cli::{Cli, CliError};
use crate::engine::Side;
use crate::i18n::Localizer;
use crate::play::{Opponent, Setup};
use crate::text::errors::shown;
use crate::ui::{App, Start};

/// Checks the raw arguments into a game setup.
///
/// # Errors
/// A one-line message for the first bad value (exit 2).
pub fn setup(a: &PlayArgs, l: &Localizer) -> Result<Setup, CliError> {
    let bad = CliError::bad_input;
    let rules = parse_rules(l, &a.rules)?;
    let level = a
        .level
        .parse::<crate::ai::Level>()
        .map_err(|_| bad(l.text_with("error-bad-level", args![("value", shown(&a.level))])))?
        .number();
    let opponent = match a.vs.trim() {
        "computer" => Opponent::Computer { level },
        "friend" => Opponent::Friend,
        other => {
            return Err(bad(l.text_with(
                "error-unknown-opponent",
                args![("value", shown(other))],
            )));
        }
    };
    let learner: Side = a
        .side
        .parse()
        .map_err(|_| bad(l.text_with("error-unknown-side", args![("value", shown(&a.side))])))?;
    let seed = match &a.seed {
        Some(s) => s
            .trim()
            .parse::<u64>()
            .map_err(|_| bad(l.text_with("error-bad-seed", args![("value", shown(s))])))?,
        None => crate::play::record::fresh_seed(),
    };
    Ok(Setup {
        rules,
        opponent,
        learner,
        seed,
        ceremony: true,
    })
}

/// Runs `senet play` in the terminal.
///
/// # Errors
/// Bad arguments (exit 2) or no terminal.
pub fn run(a: &PlayArgs, cli: &Cli, l: &Localizer) -> Result<(), CliError> {
    let setup = setup(a, l)?;
    if let Some(path) = &a.record {
        check_record_target(path, l)?;
    }
    let data_dir = crate::store::data_dir(cli.data_dir.as_deref());
    let mut app = App::new(l.lang(), setup.rules, Vec::new(), data_dir);
    app.tutor = a.tutor;
    crate::cli::tutor::open(app, Start::Play(setup, a.record.clone()), l)
}

/// Refuses a `--record` target that exists (a file, a folder, a device, even
/// a dangling link): the program never writes over a file it did not create.
/// The recorder creates the file exclusively as well, so a file appearing
/// after this check is not written over either.
///
/// # Errors
/// The target exists, or its folder cannot be looked at (exit 2).
pub fn check_record_target(path: &std::path::Path, l: &Localizer) -> Result<(), CliError> {
    match std::fs::symlink_metadata(path) {
        Ok(_) => Err(CliError::bad_input(l.text_with(
            "play-record-exists",
            args![("path", crate::text::errors::path_shown(path))],
        ))),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(CliError::bad_input(l.text_with(
            "play-record-cannot",
            args![
                ("path", crate::text::errors::path_shown(path)),
                ("detail", crate::text::errors::io_error(l, &e))
            ],
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn args(level: &str) -> PlayArgs {
        PlayArgs {
            rules: "kendall".into(),
            vs: "computer".into(),
            level: level.into(),
            side: "x".into(),
            seed: Some("1".into()),
            record: None,
            tutor: false,
        }
    }

    #[test]
    fn the_level_takes_numbers_best_and_random() {
        let l = Localizer::new(Lang::En);
        for (text, level) in [("1", 1), ("3", 3), ("4", 4), ("best", 4), ("random", 0)] {
            let setup = setup(&args(text), &l).expect(text);
            assert_eq!(setup.opponent, Opponent::Computer { level }, "{text}");
        }
        for bad in ["0", "5", "strong", ""] {
            let e = setup(&args(bad), &l).expect_err(bad);
            assert!(e.message.contains("best or random"), "{}", e.message);
        }
    }
}

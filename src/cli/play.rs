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
    let level = match a.level.trim().parse::<u8>() {
        Ok(n @ 1..=4) => n,
        _ => {
            return Err(bad(
                l.text_with("error-bad-level", args![("value", shown(&a.level))])
            ));
        }
    };
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
        None => crate::ui::now(),
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
    let data_dir = crate::store::data_dir(cli.data_dir.as_deref());
    let mut app = App::new(l.lang(), setup.rules, Vec::new(), data_dir);
    app.tutor = a.tutor;
    crate::cli::tutor::open(app, Start::Play(setup, a.record.clone()), l)
}

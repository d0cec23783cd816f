//! `senet play`.

use clap::Args;

use crate::args;
use crate::cli::parse;
use crate::cli::position::RulesArg;
use crate::cli::{Cli, CliError};
use crate::i18n::Localizer;
use crate::play::{Opponent, Setup};
use crate::text::errors::shown;
use crate::ui::Start;

/// `senet play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The ruleset.
    #[command(flatten)]
    pub rules: RulesArg,
    /// computer or friend.
    #[arg(long, value_name = "computer|friend", default_value = "computer")]
    pub vs: String,
    /// The computer's level.
    #[arg(
        long,
        value_name = "N",
        default_value = "1",
        allow_hyphen_values = true
    )]
    pub level: String,
    /// The learner's side.
    #[arg(long, value_name = "x|o", default_value = "x")]
    pub side: String,
    /// The seed.
    #[arg(long, value_name = "S", allow_hyphen_values = true)]
    pub seed: Option<String>,
    /// Where to record.
    #[arg(long, value_name = "PATH")]
    pub record: Option<std::path::PathBuf>,
    /// Start with the tutor on.
    #[arg(long)]
    pub tutor: bool,
    /// Continue the unfinished game of this replay file, into the same file.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["record", "seed", "tutor"])]
    pub resume: Option<std::path::PathBuf>,
}

/// Checks the raw arguments into a game setup.
///
/// # Errors
/// A one-line message for the first bad value (exit 2).
pub fn setup(a: &PlayArgs, l: &Localizer) -> Result<Setup, CliError> {
    let bad = CliError::bad_input;
    let rules = a.rules.id(l)?;
    let level = parse::level(l, &a.level)?.number();
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
    let learner = parse::side(l, &a.side)?;
    let (seed, _) = parse::seed_or_fresh(l, a.seed.as_deref())?;
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
    if let Some(path) = &a.resume {
        // Checked here, so that a file that cannot be continued is told in
        // one line (exit 2) rather than on a screen; the tutor opens it again.
        let rules = match crate::play::resume::open(path) {
            Ok(resumed) => resumed.session.setup().rules,
            Err(e) => {
                let shown = crate::text::errors::path_shown(path);
                return Err(CliError::bad_input(crate::text::replay::resume_error_line(
                    l, &shown, &e,
                )));
            }
        };
        let app = crate::cli::tutor::screen_app(cli, l, rules);
        return crate::cli::tutor::open(app, Start::Resume(path.clone()), l);
    }
    let setup = setup(a, l)?;
    if let Some(path) = &a.record {
        // The program never writes over a file it did not create; the
        // recorder creates the file exclusively as well, so a file appearing
        // after this check is not written over either.
        parse::new_path(l, path)?;
    }
    // The saved language unless `--lang` names one; the ruleset, level and
    // side are the flags' (or their defaults). `--tutor` turns the tutor on
    // whatever was saved; without it the saved choice holds.
    let mut app = crate::cli::tutor::screen_app(cli, l, setup.rules);
    app.tutor |= a.tutor;
    crate::cli::tutor::open(app, Start::Play(setup, a.record.clone()), l)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn args(level: &str) -> PlayArgs {
        PlayArgs {
            rules: RulesArg {
                rules: "kendall".into(),
            },
            vs: "computer".into(),
            level: level.into(),
            side: "x".into(),
            seed: Some("1".into()),
            record: None,
            tutor: false,
            resume: None,
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
            assert!(e.message().contains("best or random"), "{}", e.message());
        }
    }
}

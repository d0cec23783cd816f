//! The position arguments that several commands share, defined once and
//! flattened into each (`#[command(flatten)]`): their ids, and so their help
//! texts (`help-<command>-board`, …, see [`super::help`]), their order in
//! the help and their checks stay what each command had.
//!
//! - [`PositionArgs`]: `--board`, `--to-move`, `--throw` (`senet compare`,
//!   which takes a list of rulesets of its own after them);
//! - [`RulesPositionArgs`]: `--rules` and those three (`senet legal`,
//!   `senet analyze`);
//! - [`RulesArg`]: `--rules` with the default ruleset (`senet duel`, `quiz`,
//!   `odds`, `play`, `explore`);
//! - [`FormatArg`]: `--format text|json`, text by default (`senet analyze`,
//!   `compare`, `duel`);
//! - [`PlayoutArgs`]: `--rollouts`, `--measure`, `--seed` and `--jobs`, how
//!   options are played out (`senet analyze`, `senet replay analyze`).
//!
//! `senet board` and `senet explore` keep their own position: there the side
//! and the throw are optional or have defaults (and explore's board too),
//! which one shared definition cannot say for some commands and not for
//! others.

use clap::Args;

use super::CliError;
use super::parse::{self, Format};
use crate::ai::rollout::Settings;
use crate::engine::RulesetId;
use crate::i18n::Localizer;

/// `--rules`, the default ruleset when none is named.
#[derive(Debug, Clone, Args)]
pub struct RulesArg {
    /// The ruleset.
    #[arg(long, value_name = "RULES", default_value = RulesetId::DEFAULT.name())]
    pub rules: String,
}

impl RulesArg {
    /// The ruleset named.
    ///
    /// # Errors
    /// An unknown name (exit 2).
    pub fn id(&self, l: &Localizer) -> Result<RulesetId, CliError> {
        parse::ruleset(l, &self.rules)
    }
}

/// `--format text|json`, text when not given.
#[derive(Debug, Clone, Args)]
pub struct FormatArg {
    /// text or json.
    #[arg(
        long,
        value_name = "text|json",
        default_value = "text",
        allow_hyphen_values = true
    )]
    pub format: String,
}

/// How the options of a decision are played out: `--rollouts N` instead of
/// the search, or `--measure N` where the search can only estimate, with `--seed`
/// and `--jobs`.
#[derive(Debug, Clone, Args)]
pub struct PlayoutArgs {
    /// Weigh by this many playouts per option instead of the search.
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub rollouts: Option<String>,
    /// Where the search can only estimate (outside the exact tables), play each
    /// option out this many times instead (0: never).
    #[arg(
        long,
        value_name = "N",
        default_value = "100",
        allow_hyphen_values = true
    )]
    pub measure: String,
    /// The seed of the playouts.
    #[arg(
        long,
        value_name = "S",
        default_value = "1",
        allow_hyphen_values = true
    )]
    pub seed: String,
    /// Threads for the playouts (default: every core).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub jobs: Option<String>,
}

impl PlayoutArgs {
    /// The playouts asked for: `(rollouts, measure)`, the second `None`
    /// with `--rollouts` or `--measure 0`. Every value is checked, also
    /// those that end up unused.
    ///
    /// # Errors
    /// A bad count, seed or number of threads (exit 2).
    pub fn settings(
        &self,
        l: &Localizer,
    ) -> Result<(Option<Settings>, Option<Settings>), CliError> {
        let jobs = self.jobs.as_deref();
        let seed = &self.seed;
        let rollouts = parse::rollouts(l, self.rollouts.as_deref(), seed, jobs)?;
        let measure = match self.measure.trim() {
            "0" => None,
            raw => parse::rollouts(l, Some(raw), seed, jobs)?,
        };
        Ok((rollouts, if rollouts.is_some() { None } else { measure }))
    }
}

impl FormatArg {
    /// Whether JSON was asked for.
    ///
    /// # Errors
    /// Neither `text` nor `json` (exit 2).
    pub fn json(&self, l: &Localizer) -> Result<bool, CliError> {
        Ok(parse::format(l, &self.format)? == Format::Json)
    }
}

/// `--board`, `--to-move` and `--throw`, all required.
#[derive(Debug, Clone, Args)]
pub struct PositionArgs {
    /// The board text.
    #[arg(long, value_name = "BOARD", allow_hyphen_values = true)]
    pub board: String,
    /// The side to move.
    #[arg(long = "to-move", value_name = "x|o", allow_hyphen_values = true)]
    pub to_move: String,
    /// The throw.
    #[arg(long, value_name = "1..5", allow_hyphen_values = true)]
    pub throw: String,
}

/// `--rules` and then [`PositionArgs`], all required.
#[derive(Debug, Clone, Args)]
pub struct RulesPositionArgs {
    /// The ruleset.
    #[arg(long, value_name = "RULES")]
    pub rules: String,
    /// The board, the side to move and the throw.
    #[command(flatten)]
    pub at: PositionArgs,
}

impl RulesPositionArgs {
    /// The arguments as typed (for tests and for commands that build one).
    #[must_use]
    pub fn new(rules: &str, board: &str, to_move: &str, throw: &str) -> RulesPositionArgs {
        RulesPositionArgs {
            rules: rules.into(),
            at: PositionArgs {
                board: board.into(),
                to_move: to_move.into(),
                throw: throw.into(),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use crate::cli::Cli;

    /// The ids of a command's arguments in their help order, each with
    /// whether it is required.
    fn arguments(name: &str) -> Vec<(String, bool)> {
        let cli = Cli::command();
        let cmd = cli.find_subcommand(name).expect("a command");
        cmd.get_arguments()
            .filter(|a| !a.is_global_set())
            .map(|a| (a.get_id().to_string(), a.is_required_set()))
            .collect()
    }

    #[test]
    fn the_shared_arguments_keep_their_place_and_are_required() {
        let required = |ids: &[&str]| -> Vec<(String, bool)> {
            ids.iter().map(|id| ((*id).to_string(), true)).collect()
        };
        for name in ["legal", "analyze"] {
            let args = arguments(name);
            assert_eq!(
                args[..4],
                required(&["rules", "board", "to_move", "throw"]),
                "{name}"
            );
        }
        let compare = arguments("compare");
        assert_eq!(compare[..3], required(&["board", "to_move", "throw"]));
        assert_eq!(compare[3], ("rules".to_string(), false));
    }
}

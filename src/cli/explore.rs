//! `senet explore [--rules R] [--board B] [--to-move S] [--throw T]`: opens
//! the tutor's explore screen on a position (`ui::explore`). The board text
//! must be readable (30 characters of `. x o *`); whether the ruleset can hold
//! it is shown on the screen, where it can be put right.

use clap::Args;

use crate::cli::parse;
use crate::cli::position::RulesArg;
use crate::cli::{Cli, CliError};
use crate::engine::{Board, RulesetId, Side};
use crate::explore::sandbox::Sandbox;
use crate::i18n::Localizer;
use crate::text::errors::board_error;
use crate::ui::Start;
use crate::ui::explore::ExploreState;

/// `senet explore`.
#[derive(Debug, Args)]
pub struct ExploreArgs {
    /// The ruleset.
    #[command(flatten)]
    pub rules: RulesArg,
    /// The board text (default: the ruleset's start).
    #[arg(long, value_name = "BOARD", allow_hyphen_values = true)]
    pub board: Option<String>,
    /// The side to move.
    #[arg(
        long = "to-move",
        value_name = "x|o",
        default_value = "x",
        allow_hyphen_values = true
    )]
    pub to_move: String,
    /// The throw.
    #[arg(
        long,
        value_name = "1..5",
        default_value = "3",
        allow_hyphen_values = true
    )]
    pub throw: String,
}

/// The sandbox a request opens on.
///
/// # Errors
/// A bad value (exit 2).
pub fn sandbox(a: &ExploreArgs, l: &Localizer) -> Result<Sandbox, CliError> {
    let rules: RulesetId = a.rules.id(l)?;
    let board: Board = match &a.board {
        Some(text) => text
            .parse()
            .map_err(|e| CliError::bad_input(board_error(l, rules, &e)))?,
        None => rules.ruleset().start,
    };
    let side: Side = parse::side(l, &a.to_move)?;
    let throw = parse::throw(l, &a.throw)?;
    Ok(Sandbox::new(rules, board, side, throw))
}

/// Runs `senet explore`.
///
/// # Errors
/// Bad input (exit 2), no terminal.
pub fn run(a: &ExploreArgs, cli: &Cli, l: &Localizer) -> Result<(), CliError> {
    let sandbox = sandbox(a, l)?;
    let app = crate::cli::tutor::screen_app(cli, l, sandbox.rules);
    crate::cli::tutor::open(app, Start::Explore(Box::new(ExploreState::new(sandbox))), l)
}

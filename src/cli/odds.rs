//! `senet odds`: exact odds for a piece in the last houses.

use clap::Args;

use crate::cli::CliError;
use crate::cli::parse::{self, Count};
use crate::cli::position::RulesArg;
use crate::engine::Square;
use crate::i18n::Localizer;
use crate::text::odds::report;

/// `senet odds`.
#[derive(Debug, Args)]
pub struct OddsArgs {
    /// The ruleset.
    #[command(flatten)]
    pub rules: RulesArg,
    /// The square.
    #[arg(
        long,
        value_name = "26..30",
        default_value = "26",
        allow_hyphen_values = true
    )]
    pub square: String,
    /// Throws to look ahead.
    #[arg(
        long,
        value_name = "N",
        default_value = "5",
        allow_hyphen_values = true
    )]
    pub within: String,
}

/// Runs `senet odds`.
///
/// # Errors
/// A bad value (exit 2).
pub fn run(a: &OddsArgs, l: &Localizer) -> Result<String, CliError> {
    let rules = a.rules.id(l)?;
    let square = parse::whole(l, &a.square, Count::ODDS_SQUARE)?;
    let within = parse::whole(l, &a.within, Count::WITHIN)?;
    // 26..=30 is a square.
    let square = u8::try_from(square)
        .ok()
        .and_then(Square::on_board)
        .unwrap_or(Square::DEPARTURE);
    Ok(report(l, rules, square, within).join("\n") + "\n")
}

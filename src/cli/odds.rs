//! `senet odds`: exact odds for a piece in the last houses.

use crate::args;
use crate::cli::CliError;
use crate::cli::args::OddsArgs;
use crate::cli::rules::parse_rules;
use crate::i18n::Localizer;
use crate::text::errors::shown;
use crate::text::odds::report;

/// Runs `senet odds`.
///
/// # Errors
/// A bad value (exit 2).
pub fn run(a: &OddsArgs, l: &Localizer) -> Result<String, CliError> {
    let bad = CliError::bad_input;
    let rules = parse_rules(l, &a.rules)?;
    let square = match a.square.trim().parse::<u8>() {
        Ok(s @ 26..=30) => s,
        _ => {
            return Err(bad(l.text_with(
                "error-bad-odds-square",
                args![("value", shown(&a.square))],
            )));
        }
    };
    let within = match a.within.trim().parse::<u32>() {
        Ok(n @ 1..=20) => n,
        _ => {
            return Err(bad(
                l.text_with("error-bad-within", args![("value", shown(&a.within))])
            ));
        }
    };
    Ok(report(l, rules, square, within).join("\n") + "\n")
}

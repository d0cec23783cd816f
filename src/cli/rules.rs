//! `senet rules`.

use crate::args;
use crate::cli::CliError;
use crate::cli::args::RulesArgs;
use crate::engine::RulesetId;
use crate::i18n::Localizer;
use crate::text::errors::shown;
use crate::text::rules::{ruleset_list, ruleset_rules};

/// Runs `senet rules`.
///
/// # Errors
/// An unknown ruleset name (exit 2).
pub fn run(a: &RulesArgs, l: &Localizer) -> Result<String, CliError> {
    if a.list {
        return Ok(ruleset_list(l));
    }
    let id = match &a.rules {
        None => RulesetId::DEFAULT,
        Some(name) => parse_rules(l, name)?,
    };
    Ok(ruleset_rules(l, id))
}

/// Reads a ruleset name, or the localized one-line error.
///
/// # Errors
/// An unknown ruleset name (exit 2).
pub fn parse_rules(l: &Localizer, name: &str) -> Result<RulesetId, CliError> {
    name.parse().map_err(|_| {
        CliError::bad_input(l.text_with(
            "error-unknown-rules",
            args![("value", shown(name)), ("known", RulesetId::all_names())],
        ))
    })
}

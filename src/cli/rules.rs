//! `senet rules`.

use clap::Args;

use crate::cli::CliError;
use crate::cli::parse;
use crate::engine::RulesetId;
use crate::i18n::Localizer;
use crate::text::rules::{ruleset_ids, ruleset_list, ruleset_rules};

/// `senet rules [RULES] [--list]`.
#[derive(Debug, Args)]
pub struct RulesArgs {
    /// The ruleset.
    #[arg(value_name = "RULES")]
    pub rules: Option<String>,
    /// List the rulesets.
    #[arg(long)]
    pub list: bool,
    /// The rule ids and reason codes a lesson may name, instead of the statements.
    #[arg(long)]
    pub ids: bool,
}

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
        Some(name) => parse::ruleset(l, name)?,
    };
    Ok(if a.ids {
        ruleset_ids(l, id)
    } else {
        // Where a lesson's `rule:` and `expect:` names come from.
        let mut text = ruleset_rules(l, id);
        text.push('\n');
        let pointer = l.text_with("rules-ids-pointer", crate::args![("rules", id.name())]);
        text.push_str(&crate::text::wrap_indented(&pointer, 0).join("\n"));
        text.push('\n');
        text
    })
}

//! The text of `senet rules`: a ruleset's rules with their provenance marks,
//! and the list of rulesets.

use crate::args;
use crate::engine::RulesetId;
use crate::i18n::Localizer;
use crate::text::names::{
    provenance_mark, rule_statement, rule_title, ruleset_name, ruleset_summary, source_name,
};
use crate::text::wrap_indented;

/// Every rule of a ruleset, each with its provenance mark, title and statement.
#[must_use]
pub fn ruleset_rules(l: &Localizer, id: RulesetId) -> String {
    let rules = id.ruleset();
    let mut out = vec![
        l.text_with("rules-heading", args![("name", ruleset_name(l, id))]),
        ruleset_summary(l, id),
        l.text_with(
            "rules-source",
            args![("source", source_name(l, rules.source))],
        ),
        l.text_with(
            "rules-legend",
            args![
                (
                    "source-mark",
                    provenance_mark(l, crate::engine::Provenance::Source)
                ),
                (
                    "choice-mark",
                    provenance_mark(l, crate::engine::Provenance::Choice)
                ),
            ],
        ),
        String::new(),
    ];
    for rule in rules.rules {
        out.push(format!(
            "{} {}",
            provenance_mark(l, rule.provenance),
            rule_title(l, *rule)
        ));
        out.extend(wrap_indented(&rule_statement(l, id, *rule), 4));
    }
    out.join("\n") + "\n"
}

/// The rulesets, each with its name, summary, pieces and source.
#[must_use]
pub fn ruleset_list(l: &Localizer) -> String {
    let mut out = vec![l.text("rules-list-heading"), String::new()];
    for id in RulesetId::ALL {
        let rules = id.ruleset();
        out.push(format!("  {:<12} {}", id.name(), ruleset_name(l, id)));
        out.extend(wrap_indented(&ruleset_summary(l, id), 15));
        out.push(format!(
            "  {:<12} {}; {}",
            "",
            l.text_with("rules-list-pieces", args![("pieces", rules.pieces)]),
            l.text_with(
                "rules-list-source",
                args![("source", source_name(l, rules.source))]
            ),
        ));
    }
    out.join("\n") + "\n"
}

//! The text of `senet rules`: a ruleset's rules with their provenance marks,
//! and the list of rulesets.

use crate::args;
use crate::engine::RulesetId;
use crate::i18n::Localizer;
use crate::text::names::{
    provenance_mark, rule_statement, rule_title, ruleset_name, ruleset_summary, source_name,
};
use crate::text::paragraphs::Text;
use crate::text::{WIDTH, wrap_indented};

/// Every rule of a ruleset, each with its provenance mark, title and
/// statement, at the command line's width.
#[must_use]
pub fn ruleset_rules(l: &Localizer, id: RulesetId) -> String {
    ruleset_rules_text(l, id).render(WIDTH)
}

/// [`ruleset_rules`] as paragraphs, to be wrapped at the width shown.
#[must_use]
pub fn ruleset_rules_text(l: &Localizer, id: RulesetId) -> Text {
    let rules = id.ruleset();
    let mut out = Text::new();
    out.line(l.text_with("rules-heading", args![("name", ruleset_name(l, id))]));
    out.line(ruleset_summary(l, id));
    out.line(l.text_with(
        "rules-source",
        args![("source", source_name(l, rules.source))],
    ));
    out.line(l.text_with(
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
    ));
    out.line("");
    for rule in rules.rules {
        out.line(format!(
            "{} {}",
            provenance_mark(l, rule.provenance),
            rule_title(l, *rule)
        ));
        out.indented(rule_statement(l, id, *rule), 4);
    }
    out
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

/// `senet rules R --ids`: the rule ids (a lesson question's `rule:`) and
/// the reason codes (its `expect:`) of a ruleset, each with its title.
#[must_use]
pub fn ruleset_ids(l: &Localizer, id: RulesetId) -> String {
    let rules = id.ruleset();
    let mut out = Text::new();
    out.line(l.text_with("rules-ids-heading", args![("name", ruleset_name(l, id))]));
    out.line("");
    out.line(l.text("rules-ids-rules"));
    for rule in rules.rules {
        out.hanging(
            format!(
                "  {:<24} {} {}",
                rule.id.id(),
                provenance_mark(l, rule.provenance),
                rule_title(l, *rule)
            ),
            27,
        );
    }
    out.line("");
    out.line(l.text("rules-ids-reasons"));
    for reason in crate::lesson::choices::reasons(rules) {
        out.hanging(
            format!(
                "  {:<24} {}",
                reason.code(),
                crate::text::names::reason_name(l, id, reason)
            ),
            27,
        );
    }
    out.render(WIDTH)
}

/// The rules reference of `docs/rules.md`, generated from the engine (a test
/// keeps the file current): for every ruleset its summary and source, each
/// rule with its id, provenance, title and statement, and the reason codes
/// its moves can be refused with, as teachers write them in lessons.
#[must_use]
pub fn reference(l: &Localizer) -> String {
    let cell = |text: &str| text.replace('|', "\\|").replace('\n', " ");
    let mut out = vec![
        "# The rules of the six rulesets".to_string(),
        String::new(),
        "Generated from the engine (`senet rules R` prints the same in English or Spanish);"
            .to_string(),
        "`tests/it/docs.rs` keeps this file current: `SENET_WRITE_DOCS=1 cargo test --test it docs`"
            .to_string(),
        "rewrites it. Rule ids go in a lesson question's `rule:`, reason codes in `expect:`"
            .to_string(),
        "(docs/lessons.md). `[source]`: stated by the ruleset's source; `[choice]`: our reading"
            .to_string(),
        "where the source is silent.".to_string(),
    ];
    for id in RulesetId::ALL {
        let rules = id.ruleset();
        out.push(String::new());
        out.push(format!("## {} (`{}`)", ruleset_name(l, id), id.name()));
        out.push(String::new());
        out.push(ruleset_summary(l, id));
        out.push(String::new());
        out.push(l.text_with(
            "rules-source",
            args![("source", source_name(l, rules.source))],
        ));
        out.push(String::new());
        out.push("| rule id | provenance | title | statement |".to_string());
        out.push("|---|---|---|---|".to_string());
        for rule in rules.rules {
            out.push(format!(
                "| `{}` | {} | {} | {} |",
                rule.id.id(),
                provenance_mark(l, rule.provenance),
                cell(&rule_title(l, *rule)),
                cell(&rule_statement(l, id, *rule)),
            ));
        }
        out.push(String::new());
        out.push("| reason code | meaning | rule |".to_string());
        out.push("|---|---|---|".to_string());
        for reason in crate::lesson::choices::reasons(rules) {
            out.push(format!(
                "| `{}` | {} | `{}` |",
                reason.code(),
                cell(&crate::text::names::reason_name(l, id, reason)),
                rules.rule_for(reason).id.id(),
            ));
        }
    }
    out.join("\n") + "\n"
}

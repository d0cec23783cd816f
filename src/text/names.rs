//! The localized names of sides, rulesets, houses, sources and provenance.

use crate::args;
use crate::engine::{Provenance, Reason, RuleInfo, Ruleset, RulesetId, Side, SourceDoc, Square};
use crate::i18n::Localizer;

/// A side's name in a ruleset, e.g. "Black" in `kendall`.
#[must_use]
pub fn side_name(l: &Localizer, rules: RulesetId, side: Side) -> String {
    l.text(rules.ruleset().facts.side_names[side.index()])
}

/// A ruleset's display name, e.g. "Kendall (Ply Yard)".
#[must_use]
pub fn ruleset_name(l: &Localizer, rules: RulesetId) -> String {
    l.text(&format!("ruleset-{}", rules.name()))
}

/// A ruleset's one-line summary.
#[must_use]
pub fn ruleset_summary(l: &Localizer, rules: RulesetId) -> String {
    l.text(&format!("ruleset-{}-summary", rules.name()))
}

/// The name of a marked square (15, 26..30) in a ruleset, if it has one.
/// Square 26 is named as the ruleset's facts say: the House of Happiness in
/// `kendall` and `games-room`, the House of Beauty in the sources of `arcade`
/// and `skiryuk`.
#[must_use]
pub fn house_name(l: &Localizer, rules: RulesetId, square: Square) -> Option<String> {
    match square {
        Square::HAPPINESS => Some(l.text(rules.ruleset().facts.house_26_name)),
        s if crate::engine::HOUSES.contains(&s) => Some(l.text(&format!("house-{s}"))),
        _ => None,
    }
}

/// The short labels of the marked houses, for a line under the board.
#[must_use]
pub fn house_labels(l: &Localizer, rules: RulesetId) -> String {
    let short = format!("{}-short", rules.ruleset().facts.house_26_name);
    l.text_with("board-house-labels", args![("h26", l.text(&short))])
}

/// A source document's description.
#[must_use]
pub fn source_name(l: &Localizer, source: SourceDoc) -> String {
    let name = l.text(&format!("source-{}", source.id()));
    if l.shows_ids() {
        return name;
    }
    // On the screens, without the bracketed id ("… [ply-yard-kendall, …]").
    match name.rfind(" [") {
        Some(at) if name.ends_with(']') => name[..at].to_string(),
        _ => name,
    }
}

/// A reason's short name, with its code in parentheses where the texts
/// show ids ([`Localizer::shows_ids`]): "path blocked (blocked-path)".
#[must_use]
pub fn reason_with_code(l: &Localizer, reason: Reason) -> String {
    if l.shows_ids() {
        format!("{} ({})", reason_name(l, reason), reason.code())
    } else {
        reason_name(l, reason)
    }
}

/// A rule's short title.
#[must_use]
pub fn rule_title(l: &Localizer, rule: RuleInfo) -> String {
    l.text(&format!("rule-title-{}", rule.id.id()))
}

/// A rule's statement in a ruleset.
#[must_use]
pub fn rule_statement(l: &Localizer, rules: RulesetId, rule: RuleInfo) -> String {
    l.text(&format!("rule-{}-{}", rules.name(), rule.id.id()))
}

/// "[source]" or "[choice]".
#[must_use]
pub fn provenance_mark(l: &Localizer, provenance: Provenance) -> String {
    l.text(&format!("provenance-mark-{}", provenance.code()))
}

/// A one-line account of where a rule comes from.
#[must_use]
pub fn provenance_line(l: &Localizer, rule: RuleInfo) -> String {
    l.text_with(
        "provenance-line",
        args![
            ("rule", rule_title(l, rule)),
            (
                "provenance",
                l.text(&format!("provenance-{}", rule.provenance.code()))
            ),
            ("source", source_name(l, rule.source)),
        ],
    )
}

/// A reason's short name, e.g. "must stop on 26 first".
#[must_use]
pub fn reason_name(l: &Localizer, reason: Reason) -> String {
    l.text(&format!("reason-{}", reason.code()))
}

/// The rule behind a reason in a ruleset.
#[must_use]
pub fn reason_rule(rules: &Ruleset, reason: Reason) -> RuleInfo {
    rules.rule_for(reason)
}

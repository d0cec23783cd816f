//! The localized names of sides, rulesets, houses, sources and provenance.

use crate::ai::Level;
use crate::args;
use crate::engine::{House26, Provenance, Reason, RuleInfo, RulesetId, Side, SourceDoc, Square};
use crate::i18n::{Arg, Localizer};

// The ids of a ruleset's own names follow its code (`side-kendall-x`,
// `computer-games-room-2`): a new ruleset names its sides and levels in
// `locales/` under its code, and `i18n/tests.rs` checks that every language
// has them.

/// The Fluent id of a side's name in a ruleset: `side-{ruleset}-{x|o}`.
#[must_use]
pub fn side_name_id(rules: RulesetId, side: Side) -> String {
    format!("side-{rules}-{}", side.letter())
}

/// A side's name in a ruleset, e.g. "Black" in `kendall`.
#[must_use]
pub fn side_name(l: &Localizer, rules: RulesetId, side: Side) -> String {
    l.text(&side_name_id(rules, side))
}

/// The Fluent id of the computer's level `level` in a ruleset:
/// `computer-{ruleset}-{n}` for the search levels (games-room: Apprentice,
/// Journeyman, Master and the school's best; arcade: four levels from
/// careless to never slipping; the others refer to the plain
/// `computer-level-{n}`), `computer-random` for the random mover.
#[must_use]
pub fn level_name_id(rules: RulesetId, level: Level) -> String {
    match level.number() {
        0 => "computer-random".into(),
        n => format!("computer-{rules}-{n}"),
    }
}

/// The name of the computer's level `level` in a ruleset ([`level_name_id`]).
#[must_use]
pub fn level_name(l: &Localizer, rules: RulesetId, level: Level) -> String {
    l.text(&level_name_id(rules, level))
}

/// A side's name with what a sentence needs to use it: the message
/// `side-<ruleset>-<x|o>` is the bare label ("Black", "pale cones"), and its
/// attributes give the name in running text with its article (`.the`: "the
/// pale cones", "las negras"), the possessive (`.of`: "the pale cones'",
/// "de las negras", "del bando impar"), the direction (`.to`: "al bando
/// par"), the grammatical number (`.number`:
/// `one` or `other`) and gender (`.gender`: `masculine` or `feminine`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideWords {
    /// The bare label: "Black", "husos".
    pub label: String,
    /// In running text, with its article: "the spindles", "los husos".
    pub the: String,
    /// The possessive: "the spindles'", "de los husos".
    pub of: String,
    /// Where something goes: "to the spindles", "a los husos", "al bando par".
    pub to: String,
    /// `one` or `other`, for a verb that agrees.
    pub number: String,
    /// `masculine` or `feminine`, for an adjective that agrees.
    pub gender: String,
}

/// A side as people read it, with its letter: "Black (x)".
#[must_use]
pub fn side_label(l: &Localizer, rules: RulesetId, side: Side) -> String {
    format!("{} ({})", side_name(l, rules, side), side.letter())
}

/// [`side_label`] in the form that follows "of" ([`SideWords::of`]).
#[must_use]
pub fn side_of_label(l: &Localizer, rules: RulesetId, side: Side) -> String {
    format!("{} ({})", side_words(l, rules, side).of, side.letter())
}

/// The words of a side in a ruleset ([`SideWords`]).
#[must_use]
pub fn side_words(l: &Localizer, rules: RulesetId, side: Side) -> SideWords {
    let id = side_name_id(rules, side);
    let label = l.text(&id);
    let attr = |name: &str| l.attribute(&id, name).unwrap_or_else(|| label.clone());
    SideWords {
        the: attr("the"),
        of: attr("of"),
        to: attr("to"),
        number: attr("number"),
        gender: attr("gender"),
        label,
    }
}

/// The variables a message about a side takes, named after `name`
/// (`side`, `other`, `winner`...): `name` is the name in running text
/// ("the pale cones"), `name_start` the same capitalized for the start of
/// a sentence, `name_of` the possessive, `name_to` the direction, `name_num` its number and
/// `name_gender` its gender (for Fluent selectors), `name_label` the bare
/// label, and `name_letter` the side's letter.
#[must_use]
pub fn side_args(l: &Localizer, rules: RulesetId, side: Side, name: &str) -> Vec<(String, Arg)> {
    let w = side_words(l, rules, side);
    vec![
        (format!("{name}_start"), Arg::from(capitalized(&w.the))),
        (name.to_string(), Arg::from(w.the)),
        (format!("{name}_of"), Arg::from(w.of)),
        (format!("{name}_to"), Arg::from(w.to)),
        (format!("{name}_num"), Arg::from(w.number)),
        (format!("{name}_gender"), Arg::from(w.gender)),
        (format!("{name}_label"), Arg::from(w.label)),
        (
            format!("{name}_letter"),
            Arg::from(side.letter().to_string()),
        ),
    ]
}

/// `text` with its first letter in upper case.
#[must_use]
pub fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// Formats message `id` with the side variables of [`side_args`] for each
/// `(name, side)` and the other `args`.
#[must_use]
pub fn text_with_sides(
    l: &Localizer,
    id: &str,
    rules: RulesetId,
    sides: &[(&str, Side)],
    args: &[(&str, Arg)],
) -> String {
    let mut all: Vec<(String, Arg)> = sides
        .iter()
        .flat_map(|(name, side)| side_args(l, rules, *side, name))
        .collect();
    all.extend(args.iter().map(|(n, v)| ((*n).to_string(), v.clone())));
    let borrowed: Vec<(&str, Arg)> = all.iter().map(|(n, v)| (n.as_str(), v.clone())).collect();
    l.text_with(id, &borrowed)
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
/// Square 26 is named as the ruleset's source names it ([`house_26_id`]).
#[must_use]
pub fn house_name(l: &Localizer, rules: RulesetId, square: Square) -> Option<String> {
    // Race has no houses: its 30 is only the finish.
    if rules.ruleset().is_race() {
        return None;
    }
    match square {
        Square::HAPPINESS => Some(l.text(house_26_id(rules))),
        s if crate::engine::HOUSES.contains(&s) => Some(l.text(&format!("house-{s}"))),
        _ => None,
    }
}

/// The Fluent id of square 26's name in a ruleset, as its source names it:
/// `house-26` (the House of Happiness: `kendall`, `games-room`) or
/// `house-26-beauty` (the House of Beauty: `arcade`, `skiryuk`).
#[must_use]
pub fn house_26_id(rules: RulesetId) -> &'static str {
    match rules.ruleset().facts.house_26 {
        House26::Happiness => "house-26",
        House26::Beauty => "house-26-beauty",
    }
}

/// The Fluent id of square 26's short label ([`house_26_id`] and `-short`).
#[must_use]
pub fn house_26_short_id(rules: RulesetId) -> String {
    format!("{}-short", house_26_id(rules))
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
pub fn reason_with_code(l: &Localizer, rules: RulesetId, reason: Reason) -> String {
    if l.shows_ids() {
        format!("{} ({})", reason_name(l, rules, reason), reason.code())
    } else {
        reason_name(l, rules, reason)
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

/// "\[source\]" or "\[choice\]".
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

/// A reason's short name in a ruleset, e.g. "must stop on 26 first".
#[must_use]
pub fn reason_name(l: &Localizer, rules: RulesetId, reason: Reason) -> String {
    l.text(&reason_id(rules, reason))
}

/// The message id of a reason's short name: `reason-<code>`, except where a
/// ruleset needs other words: race has no exit (its pieces end on 30), so
/// its overshoot is "beyond 30", not "beyond the exit".
#[must_use]
pub fn reason_id(rules: RulesetId, reason: Reason) -> String {
    match reason {
        Reason::Overshoot if rules.ruleset().is_race() => "reason-race-overshoot".to_string(),
        _ => format!("reason-{}", reason.code()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args;
    use crate::lang::Lang;

    #[test]
    fn the_ids_of_a_rulesets_names_follow_its_code() {
        assert_eq!(
            side_name_id(RulesetId::GamesRoom, Side::O),
            "side-games-room-o"
        );
        let level = |n| level_name_id(RulesetId::GamesRoom, Level::Search(n));
        assert_eq!(level(2), "computer-games-room-2");
        assert_eq!(
            level_name_id(RulesetId::Race, Level::Random),
            "computer-random"
        );
        assert_eq!(house_26_id(RulesetId::Kendall), "house-26");
        assert_eq!(
            house_26_short_id(RulesetId::Skiryuk),
            "house-26-beauty-short"
        );
        let l = Localizer::new(Lang::En);
        assert_eq!(
            level_name(&l, RulesetId::GamesRoom, Level::Search(1)),
            "Apprentice"
        );
        assert_eq!(
            level_name(&l, RulesetId::Skiryuk14, Level::Search(4)),
            l.text("computer-level-4")
        );
        assert_eq!(side_name(&l, RulesetId::Kendall, Side::X), "Black");
    }

    /// The names whose ids follow a ruleset's code exist in every language
    /// for every ruleset (a new ruleset is reported here until it names its
    /// sides and levels).
    #[test]
    fn every_rulesets_own_names_exist_in_every_language() {
        for lang in Lang::ALL {
            let l = Localizer::new(lang);
            for rules in RulesetId::ALL {
                let mut ids = Side::BOTH.map(|side| side_name_id(rules, side)).to_vec();
                ids.push(house_26_id(rules).to_string());
                ids.push(house_26_short_id(rules));
                ids.push(level_name_id(rules, Level::Random));
                ids.extend((1..=4).map(|n| level_name_id(rules, Level::Search(n))));
                let missing: Vec<&String> = ids.iter().filter(|id| !l.has(id)).collect();
                assert!(missing.is_empty(), "{lang} {rules}: missing {missing:?}");
            }
        }
    }

    #[test]
    fn race_overshoots_beyond_30_and_the_others_beyond_the_exit() {
        for lang in Lang::ALL {
            let l = Localizer::new(lang);
            for rules in RulesetId::ALL {
                let name = reason_name(&l, rules, Reason::Overshoot);
                let race = rules.ruleset().is_race();
                assert_eq!(name.contains("30"), race, "{lang} {rules}: {name}");
                let exit = ["exit", "salida"].iter().any(|w| name.contains(w));
                assert_eq!(exit, !race, "{lang} {rules}: {name}");
                // Every other reason is worded alike in every ruleset.
                let other = reason_name(&l, rules, Reason::BlockedPath);
                assert_eq!(other, l.text("reason-blocked-path"));
            }
            assert_eq!(l.take_errors(), vec![]);
        }
    }

    /// Every ruleset's sides in the sentences that carry them: as subject,
    /// possessive and object, and in the labels; then the learner's own
    /// messages, in the second person.
    fn side_sentences(lang: Lang) -> String {
        let l = Localizer::new(lang);
        let mut out = String::new();
        for rules in RulesetId::ALL {
            out.push_str(&format!("## {}\n", rules.name()));
            for side in [Side::X, Side::O] {
                let one = |id: &str, extra: &[(&str, Arg)]| {
                    text_with_sides(
                        &l,
                        id,
                        rules,
                        &[("side", side), ("other", side.other())],
                        extra,
                    )
                };
                let result = text_with_sides(
                    &l,
                    "replay-result-resign",
                    rules,
                    &[("winner", side), ("loser", side.other())],
                    &[],
                );
                for line in [
                    one("lesson-situation-throw", args![("throw", 3u8)]),
                    one("answer-turn-same", &[]),
                    one("answer-turn-won", &[]),
                    one("legal-no-pieces", &[]),
                    one("question-best-move", args![("throw", 2u8)]),
                    one("legal-pass-bonus", args![("throw", 4u8)]),
                    one("replay-next-throw", &[]),
                    one("question-which", args![("throw", 2u8)]),
                    one("question-start-squares", &[]),
                    one("answer-turn-other", &[]),
                    one("legal-pass", &[]),
                    result,
                    one("play-you", &[]),
                    one(
                        "play-computer-name",
                        args![("level", l.text("computer-level-1"))],
                    ),
                    one("play-friend-name", &[]),
                ] {
                    out.push_str(&line);
                    out.push('\n');
                }
            }
        }
        out.push_str("## you\n");
        let sticks = l.text_with("play-sticks", args![("faces", "▯ ▯ ▮ ▮"), ("value", 2u8)]);
        for line in [
            l.text_with("play-threw-you", args![("sticks", sticks.clone())]),
            l.text_with(
                "play-threw-house-you",
                args![("sticks", sticks), ("square", 28u8)],
            ),
            l.text_with(
                "play-prompt-move-you",
                args![("throw", 3u8), ("piece", 12u8)],
            ),
            l.text_with("play-passed-you", args![("throw", 4u8)]),
            l.text("play-won-you"),
            l.text("play-won-race-you"),
            l.text("play-won-resign-you"),
        ] {
            out.push_str(&line);
            out.push('\n');
        }
        assert_eq!(l.take_errors(), vec![], "{lang:?}");
        out
    }

    #[test]
    fn side_names_agree_in_every_position_in_english() {
        insta::assert_snapshot!(side_sentences(Lang::En));
    }

    #[test]
    fn side_names_agree_in_every_position_in_spanish() {
        insta::assert_snapshot!(side_sentences(Lang::Es));
    }

    #[test]
    fn capitalized_keeps_the_rest_and_handles_accents() {
        assert_eq!(capitalized("los husos"), "Los husos");
        assert_eq!(capitalized("él"), "Él");
        assert_eq!(capitalized(""), "");
    }
}

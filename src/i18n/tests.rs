//! The message files are complete and well-formed in both languages.

use std::collections::{BTreeMap, BTreeSet};

use fluent::FluentResource;
use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};

use super::*;
use crate::engine::HOUSES;
use crate::engine::{Provenance, Reason, RulesetId};

/// Every message id of a language with the variables it uses.
pub(super) fn messages_with_variables(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut all = BTreeMap::new();
    for (_, text) in sources(lang) {
        let resource = match FluentResource::try_new((*text).to_string()) {
            Ok(r) | Err((r, _)) => r,
        };
        for entry in resource.entries() {
            if let Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                all.insert(m.id.name.to_string(), vars);
            }
        }
    }
    all
}

fn pattern_vars(pattern: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(expression: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        Expression::Inline(inline) => inline_vars(inline, vars),
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
    }
}

fn inline_vars(inline: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

#[test]
fn embedded_files_parse_without_errors() {
    for lang in Lang::ALL {
        let l = Localizer::new(lang);
        assert_eq!(l.take_errors(), vec![], "{lang}");
    }
}

#[test]
fn both_languages_define_the_same_messages_with_the_same_variables() {
    let en = messages_with_variables(Lang::En);
    let es = messages_with_variables(Lang::Es);
    let en_ids: BTreeSet<_> = en.keys().collect();
    let es_ids: BTreeSet<_> = es.keys().collect();
    assert_eq!(
        en_ids.symmetric_difference(&es_ids).collect::<Vec<_>>(),
        Vec::<&&String>::new(),
        "ids missing in one language"
    );
    // The words of a side (`side`, `side_of`, `side_num`...; see
    // `text::names::side_args`) are one family: each language takes the
    // forms its grammar needs ("Black's pieces", "las fichas de las negras").
    // A message still names the same sides in both.
    let families = |vars: &BTreeSet<String>| -> BTreeSet<String> {
        vars.iter()
            .map(|v| {
                // A player's `num` goes with `player` (text::play).
                if v == "num" {
                    return "player".to_string();
                }
                for suffix in [
                    "_start", "_of", "_to", "_num", "_gender", "_label", "_letter",
                ] {
                    if let Some(base) = v.strip_suffix(suffix) {
                        if ["side", "other", "winner", "loser"].contains(&base) {
                            return base.to_string();
                        }
                    }
                }
                v.clone()
            })
            .collect()
    };
    for (id, vars) in &en {
        assert_eq!(
            Some(families(vars)),
            es.get(id).map(families),
            "variables of {id} differ"
        );
    }
}

#[test]
fn every_message_formats_cleanly_with_its_variables() {
    for lang in Lang::ALL {
        let l = Localizer::new(lang);
        for (id, vars) in messages_with_variables(lang) {
            let args: Vec<(&str, Arg)> = vars.iter().map(|v| (v.as_str(), Arg::Num(2.0))).collect();
            let text = l.text_with(&id, &args);
            assert!(!text.contains("{$"), "{lang} {id}: {text}");
            assert!(
                !text.contains('\u{2068}') && !text.contains('\u{2069}'),
                "isolation marks in {id}"
            );
            assert_eq!(l.take_errors(), vec![], "{lang} {id}");
        }
    }
}

#[test]
fn a_missing_id_or_variable_is_reported() {
    let l = Localizer::new(Lang::En);
    assert_eq!(l.text("no-such-message"), "no-such-message");
    assert_eq!(
        l.take_errors(),
        vec![I18nIssue::Missing("no-such-message".into())]
    );
    let _ = l.text("error-bad-throw");
    assert!(matches!(
        l.take_errors().as_slice(),
        [I18nIssue::Format { .. }]
    ));
}

/// Every id the program builds with `format!` (the scan of
/// `i18n::used_ids` requires each pattern it finds to match some of these).
pub(super) fn built_ids() -> Vec<String> {
    let mut ids = Vec::new();
    for rules in RulesetId::ALL {
        let name = rules.name();
        ids.push(format!("ruleset-{name}"));
        ids.push(format!("ruleset-{name}-summary"));
        let ruleset = rules.ruleset();
        // Its sides', house 26's and levels' names: `text/names.rs` checks them.
        ids.push(format!("source-{}", ruleset.source.id()));
        for rule in ruleset.rules {
            ids.push(format!("rule-title-{}", rule.id.id()));
            ids.push(format!("rule-{name}-{}", rule.id.id()));
        }
    }
    for reason in Reason::ALL {
        ids.push(format!("reason-{}", reason.code()));
        ids.push(format!("explain-{}", reason.code()));
    }
    for square in HOUSES {
        ids.push(format!("house-{square}"));
    }
    ids.push("computer-random".into());
    ids.push("explain-race-overshoot".into());
    ids.push("reason-race-overshoot".into());
    for p in [Provenance::Source, Provenance::Choice] {
        ids.push(format!("provenance-{}", p.code()));
        ids.push(format!("provenance-mark-{}", p.code()));
    }
    for mark in crate::ai::analysis::Mark::ALL {
        ids.push(format!("replay-mark-{}", mark.code()));
    }
    for pace in crate::store::settings::Pace::ALL {
        ids.push(format!("settings-pace-{}", pace.code()));
    }
    ids
}

#[test]
fn every_id_the_program_builds_exists() {
    let ids = built_ids();
    for lang in Lang::ALL {
        let l = Localizer::new(lang);
        let missing: Vec<_> = ids.iter().filter(|id| !l.has(id)).collect();
        assert!(missing.is_empty(), "{lang}: missing {missing:?}");
    }
}

#[test]
fn line_column_counts_from_one() {
    assert_eq!(line_column("ab\ncd", 0), (1, 1));
    assert_eq!(line_column("ab\ncd", 4), (2, 2));
    assert_eq!(line_column("ab", 99), (1, 3));
}

#[test]
fn the_languages_are_the_folders_the_build_found() {
    let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
    assert_eq!(codes, super::found_languages());
    for lang in Lang::ALL {
        assert!(
            sources(lang)
                .first()
                .is_some_and(|(p, _)| p.ends_with("/main.ftl")),
            "{lang}: main.ftl first"
        );
    }
}

#[test]
fn decimals_are_written_the_languages_way() {
    let en = Localizer::new(Lang::En);
    let es = Localizer::new(Lang::Es);
    assert_eq!(en.decimal(87.25, 1), "87.2");
    assert_eq!(es.decimal(87.26, 1), "87,3");
    assert_eq!(es.percent(0.873), "87,3");
    assert_eq!(en.percent_digits(0.5, 0), "50");
    // A number given to a message as a number goes through the same formatter.
    let text = es.text_with("play-die", &[("value", Arg::Num(2.5))]);
    assert!(text.contains("2,5"), "{text}");
    let text = en.text_with("play-die", &[("value", Arg::Num(2.5))]);
    assert!(text.contains("2.5"), "{text}");
}

#[test]
fn quantities_are_grouped_the_languages_way_and_names_never() {
    let en = Localizer::new(Lang::En);
    let es = Localizer::new(Lang::Es);
    assert_eq!(en.decimal(1234.56, 1), "1,234.6");
    assert_eq!(es.decimal(12_345.0, 0), "12.345");
    let duel = |l: &Localizer, games: u32| {
        l.text_with(
            "duel-title",
            crate::args![
                ("rules", "kendall"),
                ("a", "A"),
                ("b", "B"),
                ("games", crate::i18n::Quantity(games)),
                ("seed", "12345")
            ],
        )
    };
    assert!(
        duel(&en, 20_000).contains("20,000 games"),
        "{}",
        duel(&en, 20_000)
    );
    assert!(
        duel(&es, 20_000).contains("20.000 partidas"),
        "{}",
        duel(&es, 20_000)
    );
    assert!(
        duel(&es, 2000).contains("2000 partidas"),
        "{}",
        duel(&es, 2000)
    );
    // A number that names something (here a line) is never grouped.
    let text = en.text_with(
        "answers-not-json",
        crate::args![("line", 12_345u32), ("column", 2u8)],
    );
    assert!(text.starts_with("line 12345, column 2"), "{text}");
    assert_eq!(en.take_errors(), vec![]);
    assert_eq!(es.take_errors(), vec![]);
}

/// The variant keys of every selector on a variable, in every message,
/// attribute and term of `lang`: (where, variable, keys, default key).
fn number_selects(lang: Lang) -> Vec<(String, String, Vec<String>, String)> {
    fn in_pattern(
        at: &str,
        pattern: &Pattern<&str>,
        found: &mut Vec<(String, String, Vec<String>, String)>,
    ) {
        for element in &pattern.elements {
            if let PatternElement::Placeable { expression } = element {
                in_expression(at, expression, found);
            }
        }
    }
    fn in_expression(
        at: &str,
        expression: &Expression<&str>,
        found: &mut Vec<(String, String, Vec<String>, String)>,
    ) {
        match expression {
            Expression::Select { selector, variants } => {
                if let InlineExpression::VariableReference { id } = selector {
                    let key = |v: &fluent_syntax::ast::Variant<&str>| match &v.key {
                        VariantKey::Identifier { name } => (*name).to_string(),
                        VariantKey::NumberLiteral { value } => (*value).to_string(),
                    };
                    let keys = variants.iter().map(key).collect();
                    let default = variants.iter().find(|v| v.default).map(key);
                    found.push((
                        at.to_string(),
                        id.name.to_string(),
                        keys,
                        default.unwrap_or_default(),
                    ));
                }
                for v in variants {
                    in_pattern(at, &v.value, found);
                }
            }
            Expression::Inline(InlineExpression::Placeable { expression }) => {
                in_expression(at, expression, found);
            }
            Expression::Inline(_) => {}
        }
    }
    let mut found = Vec::new();
    for (_, text) in sources(lang) {
        let resource = match FluentResource::try_new((*text).to_string()) {
            Ok(r) | Err((r, _)) => r,
        };
        for entry in resource.entries() {
            let (name, value, attributes) = match entry {
                Entry::Message(m) => (m.id.name.to_string(), m.value.as_ref(), &m.attributes),
                Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value), &t.attributes),
                _ => continue,
            };
            if let Some(p) = value {
                in_pattern(&name, p, &mut found);
            }
            for a in attributes {
                in_pattern(&format!("{name}.{}", a.id.name), &a.value, &mut found);
            }
        }
    }
    found
}

const PLURAL_CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// Every exact-number variant (`[0]`) and every plural variant (`[one]`) of
/// every message is reachable: a probe message with the same keys in the
/// same order, each variant a marker, is rendered with the numbers 0 to 200
/// (and 0.5 steps) given the way the program gives them (a number that names
/// something and a quantity), and every key's marker must come out. A key
/// `[0]` that Fluent never matched (texts.md F1) or a `[zero]`/`[few]` the
/// language has no use for fails here.
#[test]
fn every_numeric_variant_of_every_message_is_reachable() {
    let numbers: Vec<f64> = (0..=400).map(|n| f64::from(n) / 2.0).collect();
    for lang in Lang::ALL {
        for (at, var, keys, default) in number_selects(lang) {
            let numeric = |k: &String| k.parse::<f64>().is_ok();
            if !keys
                .iter()
                .all(|k| numeric(k) || PLURAL_CATEGORIES.contains(&k.as_str()))
            {
                continue; // a select on a word ($side_gender, $kind…)
            }
            let mut probe = format!("probe = {{ ${var} ->\n");
            for k in &keys {
                let star = if *k == default { "*" } else { "" };
                probe.push_str(&format!("    {star}[{k}] HIT<{k}>\n"));
            }
            probe.push_str("}\n");
            let mut l = Localizer::new(lang);
            let resource = FluentResource::try_new(probe).expect("probe parses");
            l.bundle.add_resource_overriding(resource);
            let mut hit = BTreeSet::new();
            for n in &numbers {
                for arg in [Arg::Num(*n), Arg::Quantity(*n)] {
                    let text = l.text_with("probe", &[(var.as_str(), arg)]);
                    hit.insert(text);
                }
            }
            for k in &keys {
                assert!(
                    hit.contains(&format!("HIT<{k}>")),
                    "{lang} {at}: the variant [{k}] of ${var} is never chosen"
                );
                if let Ok(n) = k.parse::<f64>() {
                    assert!(n < UNGROUPED_BELOW, "{lang} {at}: [{k}] is too large");
                    for arg in [Arg::Num(n), Arg::Quantity(n)] {
                        let text = l.text_with("probe", &[(var.as_str(), arg.clone())]);
                        assert_eq!(text, format!("HIT<{k}>"), "{lang} {at} {arg:?}");
                    }
                }
            }
            assert_eq!(l.take_errors(), vec![], "{lang} {at}");
        }
    }
}

#[test]
fn an_exact_zero_variant_is_chosen_in_the_real_messages() {
    let en = Localizer::new(Lang::En);
    let es = Localizer::new(Lang::Es);
    let id = "replay-error-truncated";
    let text = en.text_with(id, crate::args![("entries", 0usize)]);
    assert!(text.contains("before its result"), "{text}");
    let text = es.text_with(id, crate::args![("entries", 0usize)]);
    assert!(text.contains("antes del resultado"), "{text}");
    assert_eq!(en.take_errors(), vec![]);
}

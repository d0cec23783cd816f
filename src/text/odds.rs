//! The house odds in words: what each throw does to a piece on a square, and
//! the chance of leaving within N throws, as exact fractions.

use crate::args;
use crate::engine::OFF;
use crate::engine::RulesetId;
use crate::engine::{next_throw, off_within};
use crate::i18n::Localizer;
use crate::text::names::{house_name, ruleset_name};

/// The odds report for a piece on `square`, with `within` throws of lookahead.
#[must_use]
pub fn report(l: &Localizer, rules: RulesetId, square: u8, within: u32) -> Vec<String> {
    let ruleset = rules.ruleset();
    let name = house_name(l, rules, square).unwrap_or_default();
    let mut lines = vec![
        l.text_with(
            "odds-heading",
            args![
                ("rules", ruleset_name(l, rules)),
                ("square", square),
                ("house", name)
            ],
        ),
        String::new(),
    ];
    if square == crate::engine::WATER
        && matches!(ruleset.movement.houses, crate::engine::Houses::Water { .. })
    {
        lines.push(l.text("odds-no-rest-27"));
        return lines;
    }
    lines.push(l.text("odds-next-throw"));
    for o in next_throw(ruleset, square) {
        let what = match o.to {
            None => l.text("odds-stuck"),
            Some(OFF) => l.text("odds-off"),
            Some(to) if to == square => l.text("odds-stays"),
            Some(to) if o.water => l.text_with("odds-water", args![("to", to)]),
            Some(to) => l.text_with("odds-to", args![("to", to)]),
        };
        lines.push(format!(
            "  {}  {:>5}  {what}",
            o.throw,
            o.chance.to_string()
        ));
    }
    lines.push(String::new());
    lines.push(l.text_with("odds-within-heading", args![("throws", within)]));
    for (n, chance) in off_within(ruleset, square, within).iter().enumerate() {
        lines.push(l.text_with(
            "odds-within",
            args![
                ("throws", n + 1),
                ("chance", chance.to_string()),
                ("percent", format!("{:.1}", chance.as_f64() * 100.0))
            ],
        ));
    }
    lines
}

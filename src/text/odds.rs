//! The house odds in words: what each throw does to a piece on a square, and
//! the chance of leaving within N throws, as exact fractions.

use crate::args;
use crate::engine::OFF;
use crate::engine::{ExactChance, next_throw, off_within};
use crate::engine::{RulesetId, Square};
use crate::i18n::Localizer;
use crate::text::names::{house_name, ruleset_name};

/// The odds report for a piece on `square`, with `within` throws of lookahead.
#[must_use]
pub fn report(l: &Localizer, rules: RulesetId, square: Square, within: u32) -> Vec<String> {
    let ruleset = rules.ruleset();
    // Race has no houses, and its pieces finish on 30 instead of leaving.
    let finish_on_30 = matches!(ruleset.movement.houses, crate::engine::Houses::Finish30);
    let heading = match house_name(l, rules, square).filter(|_| !finish_on_30) {
        Some(house) => l.text_with(
            "odds-heading",
            args![
                ("rules", ruleset_name(l, rules)),
                ("square", square),
                ("house", house)
            ],
        ),
        None => l.text_with(
            "odds-heading-plain",
            args![("rules", ruleset_name(l, rules)), ("square", square)],
        ),
    };
    let mut lines = vec![heading, String::new()];
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
    let within_heading = if finish_on_30 {
        "odds-within-heading-finish"
    } else {
        "odds-within-heading"
    };
    lines.push(l.text_with(within_heading, args![("throws", within)]));
    for (n, chance) in off_within(ruleset, square, within).iter().enumerate() {
        let percent = percent(l, *chance);
        lines.push(if chance.is_short() {
            l.text_with(
                "odds-within",
                args![
                    ("throws", n + 1),
                    ("chance", chance.to_string()),
                    ("percent", percent)
                ],
            )
        } else {
            l.text_with(
                "odds-within-percent",
                args![("throws", n + 1), ("percent", percent)],
            )
        });
    }
    lines
}

/// A chance in percent with one decimal, never rounded to a certainty it is
/// not: above 99.95% but below 1 it reads ">99.9", below 0.05% but above 0
/// "<0.1".
fn percent(l: &Localizer, chance: ExactChance) -> String {
    let value = chance.as_f64() * 100.0;
    if chance.numerator == chance.denominator {
        "100".to_string()
    } else if chance.numerator == 0 {
        "0".to_string()
    } else if value >= 99.95 {
        format!(">{}", l.decimal(99.9, 1))
    } else if value < 0.05 {
        format!("<{}", l.decimal(0.1, 1))
    } else {
        l.decimal(value, 1)
    }
}

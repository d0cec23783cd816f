//! `senet compare` in words: one position under several rulesets, piece by
//! piece, and each difference with the rule that causes it and where each
//! ruleset's version of that rule comes from.

use crate::args;
use crate::engine::{Reason, RuleId, RuleInfo, RulesetId, Square, ThrowValue};
use crate::explore::compare::{Column, Comparison, Difference, Verdict};
use crate::i18n::Localizer;
use crate::text::errors::board_error;
use crate::text::legal::move_line;
use crate::text::names::{provenance_mark, reason_with_code, rule_statement};
use crate::text::{board_view, wrap_hanging, wrap_indented};

/// The width of the ruleset column.
const NAME: usize = 11;

/// The whole comparison as text.
#[must_use]
pub fn explain(l: &Localizer, c: &Comparison) -> String {
    let mut out = vec![
        l.text_with(
            "compare-heading",
            args![
                ("letter", c.side.letter().to_string()),
                ("throw", c.throw),
                ("count", c.columns.len())
            ],
        ),
        String::new(),
    ];
    out.extend(board_view::draw(&c.board, &l.text("legal-off")));
    out.extend(wrap_indented(&l.text("board-legend"), 0));
    let cannot: Vec<&Column> = c
        .columns
        .iter()
        .filter(|col| matches!(col, Column::CannotHold { .. }))
        .collect();
    if !cannot.is_empty() {
        out.push(String::new());
        out.push(l.text("compare-cannot-heading"));
        for col in cannot {
            if let Column::CannotHold { rules, problem } = col {
                let line = format!(
                    "  {:<NAME$} {}",
                    rules.name(),
                    board_error(l, *rules, problem)
                );
                out.extend(wrap_hanging(&line, NAME + 3));
            }
        }
    }
    if c.columns
        .iter()
        .all(|col| matches!(col, Column::CannotHold { .. }))
    {
        out.push(String::new());
        out.extend(wrap_indented(&l.text("compare-none-holds"), 0));
        return out.join("\n") + "\n";
    }
    if c.pieces.is_empty() {
        out.push(String::new());
        out.push(l.text_with(
            "compare-no-pieces",
            args![("letter", c.side.letter().to_string())],
        ));
        return out.join("\n") + "\n";
    }
    for &from in &c.pieces {
        out.push(String::new());
        out.push(l.text_with("compare-piece", args![("square", from)]));
        for (i, col) in c.columns.iter().enumerate() {
            let Some(v) = c.verdict(i, from) else {
                continue;
            };
            let line = format!(
                "  {:<NAME$} {}",
                col.rules().name(),
                verdict_text(l, col.rules(), from, c.throw, &v)
            );
            out.extend(wrap_hanging(&line, NAME + 3));
        }
    }
    out.push(String::new());
    if c.differences.is_empty() {
        out.extend(wrap_indented(&l.text("compare-no-differences"), 0));
    } else {
        out.push(l.text_with(
            "compare-differences-heading",
            args![("count", c.differences.len())],
        ));
        for d in &c.differences {
            out.extend(difference_lines(l, d));
        }
    }
    out.join("\n") + "\n"
}

/// What one ruleset says about one piece, on one line.
#[must_use]
pub fn verdict_text(
    l: &Localizer,
    rules: RulesetId,
    from: Square,
    throw: ThrowValue,
    v: &Verdict,
) -> String {
    match v {
        Verdict::Moves(m) => move_line(l, rules, m, throw).trim_start().to_string(),
        Verdict::Refused {
            to,
            reason,
            backward,
        } => {
            let mut text = l.text_with(
                "compare-refused",
                args![
                    ("from", from),
                    ("to", square_label(l, *to)),
                    ("reason", reason_label(l, rules, *reason))
                ],
            );
            if let Some(back) = backward {
                text.push_str("; ");
                text.push_str(&l.text_with(
                    "compare-backward",
                    args![("reason", reason_label(l, rules, *back))],
                ));
            }
            text
        }
        Verdict::Nothing => l.text("compare-nothing"),
    }
}

/// A refusal's target in words: a number, which beyond the exit is no square.
fn square_label(l: &Localizer, square: u8) -> String {
    if square == crate::engine::OFF.number() {
        l.text("legal-off")
    } else {
        square.to_string()
    }
}

fn reason_label(l: &Localizer, rules: RulesetId, reason: Reason) -> String {
    reason_with_code(l, rules, reason)
}

fn allows(l: &Localizer, v: &Verdict) -> String {
    l.text(if v.is_legal() {
        "compare-allows"
    } else {
        "compare-forbids"
    })
}

/// A difference: which rulesets, what each says, the rule and its provenance.
fn difference_lines(l: &Localizer, d: &Difference) -> Vec<String> {
    let key = if d.a_verdict.is_legal() && d.b_verdict.is_legal() {
        "compare-difference-both"
    } else {
        "compare-difference"
    };
    let head = l.text_with(
        key,
        args![
            ("from", d.from),
            ("a", d.a.name()),
            ("a_does", allows(l, &d.a_verdict)),
            ("b", d.b.name()),
            ("b_does", allows(l, &d.b_verdict)),
        ],
    );
    let mut out = wrap_hanging(&format!("  {head}"), 6);
    let cause = l.text_with(
        if d.alone {
            "compare-cause"
        } else {
            "compare-cause-first"
        },
        args![
            ("rule", l.text(&format!("rule-title-{}", d.rule.id()))),
            ("id", d.rule.id())
        ],
    );
    out.extend(wrap_indented(&cause, 6));
    for (rules, info) in [(d.a, d.a_rule), (d.b, d.b_rule)] {
        out.extend(wrap_hanging(
            &format!("      {}", rule_in(l, rules, d.rule, info)),
            8,
        ));
    }
    out
}

/// How one ruleset applies a rule: its mark and statement, or that it does not.
#[must_use]
pub fn rule_in(l: &Localizer, rules: RulesetId, rule: RuleId, info: Option<RuleInfo>) -> String {
    match info {
        Some(info) => format!(
            "{}: {} {}",
            rules.name(),
            provenance_mark(l, info.provenance),
            rule_statement(l, rules, info)
        ),
        None => l.text_with(
            "compare-rule-absent",
            args![
                ("rules", rules.name()),
                ("rule", l.text(&format!("rule-title-{}", rule.id())))
            ],
        ),
    }
}

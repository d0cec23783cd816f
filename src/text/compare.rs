//! `senet compare` in words: one position under several rulesets, piece by
//! piece, and each difference with the rule that causes it and where each
//! ruleset's version of that rule comes from.

use crate::args;
use crate::engine::{BoardError, Reason, RuleId, RuleInfo, RulesetId, Square, ThrowValue};
use crate::explore::compare::{Column, Comparison, Difference, Verdict};
use crate::i18n::Localizer;
use crate::text::errors::board_error;
use crate::text::legal::move_line;
use crate::text::names::{
    provenance_mark, reason_with_code, rule_statement, side_label, side_of_label,
};
use crate::text::{board_view, wrap_hanging, wrap_indented};

/// The width of the ruleset column on the command line (ids).
const NAME: usize = 11;

/// How a comparison is laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Layout {
    /// `senet compare`: wrapped to [`crate::text::WIDTH`], with its own
    /// board, rulesets by id (what `--rules` takes).
    Command,
    /// The explore screen: one line per paragraph (the screen wraps each
    /// once, under its own column), no board (the screen shows it), rulesets
    /// by name.
    Screen,
}

impl Layout {
    fn name(self, l: &Localizer, rules: RulesetId) -> String {
        match self {
            Layout::Command => rules.name().to_string(),
            Layout::Screen => crate::text::names::ruleset_name(l, rules),
        }
    }

    /// A line with its own start, continuing `indent` columns in.
    fn hanging(self, line: &str, indent: usize) -> Vec<String> {
        match self {
            Layout::Command => wrap_hanging(line, indent),
            Layout::Screen => vec![line.to_string()],
        }
    }

    /// A paragraph indented by `indent` columns.
    fn indented(self, text: &str, indent: usize) -> Vec<String> {
        match self {
            Layout::Command => wrap_indented(text, indent),
            Layout::Screen => vec![format!("{}{text}", " ".repeat(indent))],
        }
    }
}

/// Why a ruleset cannot hold the explore screen's position, in the row that
/// already names the ruleset: without its id and without the board text's
/// positions (the screen has no board text).
fn cannot_hold_on_screen(l: &Localizer, rules: RulesetId, problem: &BoardError) -> String {
    match problem {
        BoardError::TooManyPieces {
            side, found, max, ..
        } => l.text_with(
            "compare-screen-too-many",
            args![
                ("side", side_label(l, rules, *side)),
                ("side_of", side_of_label(l, rules, *side)),
                ("found", *found),
                ("max", *max)
            ],
        ),
        BoardError::ImpossibleSquare { square, .. } => {
            l.text_with("compare-screen-impossible", args![("square", *square)])
        }
        _ => board_error(l, rules, problem),
    }
}

/// The whole comparison as text (`senet compare`).
#[must_use]
pub fn explain(l: &Localizer, c: &Comparison) -> String {
    explain_as(l, c, Layout::Command).join("\n") + "\n"
}

/// The comparison for the explore screen: one line per paragraph, to be
/// wrapped once by the screen; no board of its own (the screen draws it);
/// rulesets by their names ("Games Room", not `games-room`).
#[must_use]
pub fn explain_on_screen(l: &Localizer, c: &Comparison) -> Vec<String> {
    explain_as(l, c, Layout::Screen)
}

fn explain_as(l: &Localizer, c: &Comparison, layout: Layout) -> Vec<String> {
    let width = match layout {
        Layout::Command => NAME,
        Layout::Screen => c
            .columns
            .iter()
            .map(|col| layout.name(l, col.rules()).chars().count())
            .max()
            .unwrap_or(NAME),
    };
    // On the screen two spaces after the longest name too, so that the
    // screen finds the text's column (see `ui::explore`).
    let gap = match layout {
        Layout::Command => " ",
        Layout::Screen => "  ",
    };
    let indent = width + 2 + gap.len();
    let row = |rules: RulesetId, text: String| {
        let name = layout.name(l, rules);
        layout.hanging(&format!("  {name:<width$}{gap}{text}"), indent)
    };
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
    if layout == Layout::Command {
        out.extend(board_view::draw(&c.board, &l.text("legal-off")));
        out.extend(wrap_indented(&l.text("board-legend"), 0));
    }
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
                let why = match layout {
                    Layout::Command => board_error(l, *rules, problem),
                    Layout::Screen => cannot_hold_on_screen(l, *rules, problem),
                };
                out.extend(row(*rules, why));
            }
        }
    }
    if c.columns
        .iter()
        .all(|col| matches!(col, Column::CannotHold { .. }))
    {
        out.push(String::new());
        out.extend(layout.indented(&l.text("compare-none-holds"), 0));
        return out;
    }
    if c.pieces.is_empty() {
        out.push(String::new());
        out.push(l.text_with(
            "compare-no-pieces",
            args![("letter", c.side.letter().to_string())],
        ));
        return out;
    }
    for &from in &c.pieces {
        out.push(String::new());
        out.push(l.text_with("compare-piece", args![("square", from)]));
        for (i, col) in c.columns.iter().enumerate() {
            let Some(v) = c.verdict(i, from) else {
                continue;
            };
            out.extend(row(
                col.rules(),
                verdict_text(l, col.rules(), from, c.throw, &v),
            ));
        }
    }
    out.push(String::new());
    if c.differences.is_empty() {
        out.extend(layout.indented(&l.text("compare-no-differences"), 0));
    } else {
        out.push(l.text_with(
            "compare-differences-heading",
            args![("count", c.differences.len())],
        ));
        for d in &c.differences {
            out.extend(difference_lines(l, d, layout));
        }
    }
    out
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
fn difference_lines(l: &Localizer, d: &Difference, layout: Layout) -> Vec<String> {
    let key = if d.a_verdict.is_legal() && d.b_verdict.is_legal() {
        "compare-difference-both"
    } else {
        "compare-difference"
    };
    let head = l.text_with(
        key,
        args![
            ("from", d.from),
            ("a", layout.name(l, d.a)),
            ("a_does", allows(l, &d.a_verdict)),
            ("b", layout.name(l, d.b)),
            ("b_does", allows(l, &d.b_verdict)),
        ],
    );
    let mut out = layout.hanging(&format!("  {head}"), 6);
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
    out.extend(layout.indented(&cause, 6));
    for (rules, info) in [(d.a, d.a_rule), (d.b, d.b_rule)] {
        let text = rule_in_named(l, &layout.name(l, rules), rules, d.rule, info);
        out.extend(layout.hanging(&format!("      {text}"), 8));
    }
    out
}

/// How the ruleset `rules`, called `name`, applies a rule: its mark and
/// statement, or that it does not.
fn rule_in_named(
    l: &Localizer,
    name: &str,
    rules: RulesetId,
    rule: RuleId,
    info: Option<RuleInfo>,
) -> String {
    match info {
        Some(info) => format!(
            "{name}: {} {}",
            provenance_mark(l, info.provenance),
            rule_statement(l, rules, info)
        ),
        None => l.text_with(
            "compare-rule-absent",
            args![
                ("rules", name),
                ("rule", l.text(&format!("rule-title-{}", rule.id())))
            ],
        ),
    }
}

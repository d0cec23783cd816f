//! The words of the explore screen: what the ruleset says about the position
//! set up (what is wrong with it, or every legal move and every refusal with
//! its reason and provenance), the computer's weighing of the options, and
//! the outcome of saving.

use crate::ai::analysis::Weighing;
use crate::args;
use crate::engine::{RulesetId, Square};
use crate::explore::compare::Verdict;
use crate::explore::sandbox::{AppendProblem, Sandbox};
use crate::i18n::Localizer;
use crate::text::analysis::weighed_text;
use crate::text::compare::verdict_text;
use crate::text::errors::board_error;
use crate::text::legal::move_squares;
use crate::text::names::{provenance_line, ruleset_name, text_with_sides};

/// The line above the board: ruleset, side to move, throw, cursor.
#[must_use]
pub fn heading(l: &Localizer, s: &Sandbox) -> String {
    text_with_sides(
        l,
        "explore-heading",
        s.rules,
        &[("side", s.to_move)],
        args![
            ("rules", ruleset_name(l, s.rules)),
            ("throw", s.throw),
            ("square", s.cursor),
        ],
    )
}

/// What the ruleset says: the problem with the position, or each piece of the
/// side to move with its move or its refusal (reason and provenance).
#[must_use]
pub fn verdicts(l: &Localizer, s: &Sandbox) -> Vec<String> {
    let board = match s.checked() {
        Ok(b) => b,
        Err(e) => {
            return vec![l.text_with(
                "explore-invalid",
                args![("problem", board_error(l, s.rules, &e))],
            )];
        }
    };
    let Some(analysis) = s.analysis() else {
        return Vec::new();
    };
    let pieces: Vec<Square> = board.squares(s.to_move).collect();
    if pieces.is_empty() {
        return vec![text_with_sides(
            l,
            "explore-no-pieces",
            s.rules,
            &[("side", s.to_move)],
            &[],
        )];
    }
    let mut out = Vec::new();
    if analysis.is_pass() {
        out.push(l.text("explore-pass"));
    }
    let rules = s.ruleset();
    for from in pieces {
        let v = Verdict::of(&analysis, from);
        let mark = if from == s.cursor { '>' } else { ' ' };
        out.push(format!(
            "{mark} {}",
            verdict_text(l, s.rules, from, s.throw, &v)
        ));
        if let Verdict::Refused { reason, .. } = v {
            out.push(format!(
                "    {}",
                provenance_line(l, rules.rule_for(reason))
            ));
        }
    }
    out
}

/// The computer's weighing by the level-`level` search: each option's win
/// chance for the side to move, saying what kind of number it is (exact,
/// measured by playouts with its 95% interval, or estimated with the
/// measured error as its margin), then a line on how it was measured or
/// what the margin is.
#[must_use]
pub fn weighing_lines(l: &Localizer, rules: RulesetId, w: &Weighing, level: u8) -> Vec<String> {
    if w.options.is_empty() {
        return vec![l.text("explore-pass")];
    }
    let mut out = vec![l.text_with(
        "explore-analysis-heading",
        args![("rules", ruleset_name(l, rules))],
    )];
    for o in &w.options {
        out.push(l.text_with(
            "explore-analysis-option",
            args![
                ("move", move_squares(l, &o.m)),
                ("chance", weighed_text(l, o, w.error))
            ],
        ));
    }
    if let Some(r) = &w.rollout {
        out.push(l.text_with(
            "explore-analysis-measured",
            args![("level", level), ("playouts", r.playouts)],
        ));
    } else if w.error > 0.0 && w.options.iter().any(|o| !o.exact) {
        out.push(l.text_with(
            "explore-analysis-estimated",
            args![("level", level), ("error", l.percent_digits(w.error, 1))],
        ));
    }
    out
}

/// Why a step could not be added to a lesson file.
#[must_use]
pub fn append_problem(l: &Localizer, p: AppendProblem) -> String {
    l.text(match p {
        AppendProblem::NoSteps => "explore-append-no-steps",
        AppendProblem::StepsNotLast => "explore-append-steps-not-last",
    })
}

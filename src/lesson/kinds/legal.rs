//! `legal`: may the piece on this square move with the throw; if not, why?
//! Fields: `piece`. Answer: `legal` or the reason's code.

use crate::engine::{self, ReasonSet, Ruleset, Square, ThrowValue, analyze, forward_reasons};
use crate::lesson::choices::{Input, reasons};
use crate::lesson::model::{Answer, Position};
use crate::lesson::solve::{SolveError, needs_move};

piece_kind!(Legal, crate::lesson::answer::Shape::Legal);

fn answer(at: &engine::Position, piece: Square, throw: ThrowValue) -> Result<Answer, SolveError> {
    let analysis = analyze(at, throw);
    Ok(Answer::Legal(match analysis.refusal_of(piece) {
        None => Ok(()),
        Some(refusal) => Err(refusal.reason),
    }))
}

/// Legal, or one of the reasons the ruleset can give (also `legal-backward`'s input).
pub(super) fn input(rules: &Ruleset) -> Input {
    let mut options = vec![Answer::Legal(Ok(()))];
    options.extend(reasons(rules).into_iter().map(|r| Answer::Legal(Err(r))));
    Input::Choose(options)
}

/// Every offered answer ([`input`]) that is true of the forward move of the
/// piece on `piece`: `legal` alone when the move is legal, otherwise every
/// reason that holds, not only the first one the engine names (a piece may
/// overshoot the exit *and* wait on the last row, or pass a block *and*
/// land on its own piece), as the engine's [`forward_reasons`] judges them.
/// The engine's reason is always among them; the order is the ruleset's
/// order of reasons.
///
/// # Errors
/// As [`solve`].
pub(crate) fn true_answers(
    rules: &'static Ruleset,
    position: Option<&Position>,
    piece: u8,
) -> Result<Vec<Answer>, SolveError> {
    true_of(rules, position, piece, answer, forward_reasons)
}

/// The engine's answer (`answer_at`, this kind's or `legal-backward`'s)
/// alone when it is `legal`; otherwise every reason `rules` offers that
/// `holding` finds true, in the ruleset's order, with the engine's own answer
/// kept even if the set somehow lacked it.
pub(super) fn true_of(
    rules: &Ruleset,
    position: Option<&Position>,
    piece: u8,
    answer_at: fn(&engine::Position, Square, ThrowValue) -> Result<Answer, SolveError>,
    holding: fn(&engine::Position, Square, ThrowValue) -> Option<ReasonSet>,
) -> Result<Vec<Answer>, SolveError> {
    let (at, from, throw) = needs_move(position, piece)?;
    let engine = answer_at(at, from, throw)?;
    if engine == Answer::Legal(Ok(())) {
        return Ok(vec![engine]);
    }
    let truths = holding(at, from, throw).unwrap_or_default();
    let mut out: Vec<Answer> = reasons(rules)
        .into_iter()
        .filter(|&r| truths.contains(r))
        .map(|r| Answer::Legal(Err(r)))
        .collect();
    if !out.contains(&engine) {
        out.insert(0, engine);
    }
    Ok(out)
}

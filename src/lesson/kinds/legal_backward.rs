//! `legal-backward`: may the piece on this square move backward with the
//! throw (where the ruleset allows backward moves); if not, why? Fields:
//! `piece`. Answer: `legal` or the reason's code.

use crate::engine::{Ruleset, backward_move, backward_reasons};
use crate::lesson::choices::Input;
use crate::lesson::model::{Answer, Position};
use crate::lesson::solve::{SolveError, needs_move};

piece_kind!(LegalBackward, crate::lesson::answer::Shape::Legal);

pub(super) fn solve(
    _rules: &'static Ruleset,
    position: Option<&Position>,
    piece: u8,
) -> Result<Answer, SolveError> {
    let (at, piece, throw) = needs_move(position, piece)?;
    match backward_move(at, piece, throw) {
        Some(Ok(_)) => Ok(Answer::Legal(Ok(()))),
        Some(Err(reason)) => Ok(Answer::Legal(Err(reason))),
        None => Err(SolveError::NoPiece(piece.number())),
    }
}

pub(super) fn input(rules: &Ruleset) -> Input {
    super::legal::input(rules)
}

/// Every offered answer that is true of the piece's backward move: `legal`
/// when the engine allows it; otherwise every reason that holds, each on its
/// own, as the engine's [`backward_reasons`] judges them. `forward-exists` is
/// true whenever some piece of the side to move has a forward move, whatever
/// else is wrong with the backward step (so in the Games Room "No: a forward
/// move exists" and "No: path blocked" can both be true, and both are
/// accepted).
///
/// # Errors
/// As [`solve`].
pub(crate) fn true_answers(
    rules: &'static Ruleset,
    position: Option<&Position>,
    piece: u8,
) -> Result<Vec<Answer>, SolveError> {
    let engine = solve(rules, position, piece)?;
    if engine == Answer::Legal(Ok(())) {
        return Ok(vec![engine]);
    }
    let (at, from, throw) = needs_move(position, piece)?;
    let truths = backward_reasons(at, from, throw).unwrap_or_default();
    Ok(super::legal::offered(rules, truths, engine))
}

//! `legal-backward`: may the piece on this square move backward with the
//! throw (where the ruleset allows backward moves); if not, why? Fields:
//! `piece`. Answer: `legal` or the reason's code.

use crate::engine::{self, Ruleset, Square, ThrowValue, backward_move, backward_reasons};
use crate::lesson::choices::Input;
use crate::lesson::model::{Answer, Position};
use crate::lesson::solve::SolveError;

piece_kind!(LegalBackward, crate::lesson::answer::Shape::Legal);

fn answer(at: &engine::Position, piece: Square, throw: ThrowValue) -> Result<Answer, SolveError> {
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
    super::legal::true_of(rules, position, piece, answer, backward_reasons)
}

//! `legal-backward`: may the piece on this square move backward with the
//! throw (where the ruleset allows backward moves); if not, why? Fields:
//! `piece`. Answer: `legal` or the reason's code.

use super::{Field, Takes, small};
use crate::engine::{Backward, Reason, Ruleset, analyze, backward_move};
use crate::lesson::answer::Shape;
use crate::lesson::choices::Input;
use crate::lesson::kinds::QuestionKind;
use crate::lesson::model::{Answer, Position};
use crate::lesson::raw::RawQuestion;
use crate::lesson::solve::{SolveError, needs_move};

/// The answer's shape.
pub const SHAPE: Shape = Shape::Legal;

pub(super) fn takes(_: &RawQuestion) -> Takes {
    Takes::required(&[Field::Piece])
}

pub(super) fn build(q: &RawQuestion) -> QuestionKind {
    QuestionKind::LegalBackward {
        piece: small(q.piece.as_ref()),
    }
}

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
/// own. `forward-exists` is true whenever some piece of the side to move has
/// a forward move, whatever else is wrong with the backward step (so in the
/// Games Room "No: a forward move exists" and "No: path blocked" can both be
/// true, and both are accepted).
///
/// # Errors
/// As [`solve`].
pub(crate) fn true_answers(
    rules: &'static Ruleset,
    position: Option<&Position>,
    piece: u8,
) -> Result<Vec<Answer>, SolveError> {
    let engine = solve(rules, position, piece)?;
    let (at, _, throw_value) = needs_move(position, piece)?;
    let throw = throw_value.get();
    let Backward::Fallback {
        frozen,
        frozen_reason,
    } = rules.movement.backward
    else {
        return Ok(vec![engine]);
    };
    if engine == Answer::Legal(Ok(())) {
        return Ok(vec![engine]);
    }
    let mut truths = Vec::new();
    let analysis = analyze(at, throw_value);
    if analysis.move_count() > 0 && !analysis.is_backward_fallback() {
        truths.push(Reason::ForwardExists);
    }
    if frozen & (1u32 << piece) != 0 {
        truths.push(frozen_reason);
    }
    if piece <= throw {
        truths.push(Reason::BelowStart);
    } else {
        truths.extend(super::legal::path_and_landing(
            rules,
            at,
            piece,
            piece - throw,
        ));
    }
    Ok(super::legal::offered(rules, &truths, engine))
}

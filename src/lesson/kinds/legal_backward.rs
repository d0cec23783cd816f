//! `legal-backward`: may the piece on this square move backward with the
//! throw (where the ruleset allows backward moves); if not, why? Fields:
//! `piece`. Answer: `legal` or the reason's code.

use super::{Field, Takes, small};
use crate::engine::{Ruleset, backward_move};
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

//! `destination`: where does the piece on this square end up with the throw
//! (after the water)? Fields: `piece`. Answer: a square, or `off`.

use super::{Field, Takes, small};
use crate::engine::{Ruleset, analyze};
use crate::lesson::answer::Shape;
use crate::lesson::choices::Input;
use crate::lesson::kinds::QuestionKind;
use crate::lesson::model::{Answer, Position};
use crate::lesson::raw::RawQuestion;
use crate::lesson::solve::{SolveError, needs_move, refusal};

/// The answer's shape.
pub const SHAPE: Shape = Shape::Square;

pub(super) fn takes(_: &RawQuestion) -> Takes {
    Takes::required(&[Field::Piece])
}

pub(super) fn build(q: &RawQuestion) -> QuestionKind {
    QuestionKind::Destination {
        piece: small(q.piece.as_ref()),
    }
}

pub(super) fn solve(
    _rules: &'static Ruleset,
    position: Option<&Position>,
    piece: u8,
) -> Result<Answer, SolveError> {
    let (at, piece, throw) = needs_move(position, piece)?;
    let analysis = analyze(at, throw);
    match analysis.move_from(piece) {
        Some(m) => Ok(Answer::Square(m.to)),
        None => Err(refusal(&analysis, piece)),
    }
}

pub(super) fn input() -> Input {
    Input::Square
}

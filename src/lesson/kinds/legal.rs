//! `legal`: may the piece on this square move with the throw; if not, why?
//! Fields: `piece`. Answer: `legal` or the reason's code.

use super::{Field, Takes, small};
use crate::engine::{Ruleset, analyze};
use crate::lesson::answer::Shape;
use crate::lesson::choices::{Input, reasons};
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
    QuestionKind::Legal {
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

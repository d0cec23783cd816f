//! `route`: which square comes after (`ask: next`) or before (`ask:
//! previous`) `square`, or are `square` and `other` consecutive (`ask:
//! consecutive`)? Answer: a square or `off`; for consecutive, `true` or `false`.

use serde_saphyr::Location;

use super::{Field, Takes, small};
use crate::engine::{OFF, are_consecutive, next_square, previous_square};
use crate::lesson::answer::Shape;
use crate::lesson::choices::Input;
use crate::lesson::kinds::QuestionKind;
use crate::lesson::model::Answer;
use crate::lesson::problem::Problem;
use crate::lesson::raw::RawQuestion;
use crate::lesson::solve::{SolveError, on_board};

/// The answer's shape for next and previous.
pub const SQUARE_SHAPE: Shape = Shape::Square;

/// The answer's shape for consecutive.
pub const CONSECUTIVE_SHAPE: Shape = Shape::Yes;

pub(super) fn takes(q: &RawQuestion) -> Takes {
    match q.ask.as_ref().map(|a| a.value.as_str()) {
        Some("consecutive") => Takes::required(&[Field::Ask, Field::Square, Field::Other]),
        _ => Takes::required(&[Field::Ask, Field::Square]),
    }
}

pub(super) fn build(q: &RawQuestion) -> Result<QuestionKind, (Location, Problem)> {
    let square = small(q.square.as_ref());
    match q.ask.as_ref().map(|a| a.value.as_str()) {
        Some("next") => Ok(QuestionKind::Next { square }),
        Some("previous") => Ok(QuestionKind::Previous { square }),
        Some("consecutive") => Ok(QuestionKind::Consecutive {
            square,
            other: small(q.other.as_ref()),
        }),
        other => Err((
            q.ask.as_ref().map_or(q.kind.referenced, |a| a.referenced),
            Problem::Ask {
                value: other.unwrap_or_default().to_string(),
            },
        )),
    }
}

pub(super) fn next(square: u8) -> Result<Answer, SolveError> {
    on_board(square).map(|s| Answer::Square(next_square(s).unwrap_or(OFF)))
}

pub(super) fn previous(square: u8) -> Result<Answer, SolveError> {
    previous_square(on_board(square)?)
        .map(Answer::Square)
        .ok_or(SolveError::NotASquare(0))
}

pub(super) fn consecutive(square: u8, other: u8) -> Result<Answer, SolveError> {
    Ok(Answer::Yes(are_consecutive(
        on_board(square)?,
        on_board(other)?,
    )))
}

/// A typed square.
pub(super) fn square_input() -> Input {
    Input::Square
}

/// Yes or no.
pub(super) fn consecutive_input() -> Input {
    Input::Choose(vec![Answer::Yes(true), Answer::Yes(false)])
}

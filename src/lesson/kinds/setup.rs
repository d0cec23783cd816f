//! `setup`: where do the side to move's pieces start (`ask: squares`), or
//! which side throws first (`ask: first`)? Answer: a list of squares, or `x`/`o`.

use serde_saphyr::Location;

use super::{Field, Takes};
use crate::engine::{Ruleset, Side, Square};
use crate::lesson::answer::Shape;
use crate::lesson::choices::Input;
use crate::lesson::kinds::QuestionKind;
use crate::lesson::model::{Answer, Position};
use crate::lesson::problem::Problem;
use crate::lesson::raw::RawQuestion;
use crate::lesson::solve::SolveError;

/// The answer's shape for the start squares.
pub const SQUARES_SHAPE: Shape = Shape::Squares;

/// The answer's shape for the first side.
pub const FIRST_SHAPE: Shape = Shape::Side;

pub(super) fn takes(_: &RawQuestion) -> Takes {
    Takes::required(&[Field::Ask])
}

pub(super) fn build(q: &RawQuestion) -> Result<QuestionKind, (Location, Problem)> {
    match q.ask.as_ref().map(|a| a.value.as_str()) {
        Some("squares") => Ok(QuestionKind::StartSquares),
        Some("first") => Ok(QuestionKind::FirstSide),
        other => Err((
            q.ask.as_ref().map_or(q.kind.referenced, |a| a.referenced),
            Problem::AskSetup {
                value: other.unwrap_or_default().to_string(),
            },
        )),
    }
}

pub(super) fn start_squares(
    rules: &'static Ruleset,
    position: Option<&Position>,
) -> Result<Answer, SolveError> {
    let side = position.map_or(Side::X, |p| p.at.to_move());
    Ok(Answer::Squares(rules.start.squares(side).collect()))
}

pub(super) fn first_side() -> Result<Answer, SolveError> {
    Ok(Answer::Side(Side::X))
}

/// Mark squares of the first row.
pub(super) fn squares_input() -> Input {
    Input::Pick(Square::board().take(14).collect())
}

/// x or o.
pub(super) fn first_input() -> Input {
    Input::Choose(vec![Answer::Side(Side::X), Answer::Side(Side::O)])
}

//! `score` (arcade): the score of a series with `wins` wins and a `margin`
//! (before the cap). Answer: a whole number.

use super::{Field, Takes, count};
use crate::engine::rules::series_score;
use crate::lesson::answer::Shape;
use crate::lesson::choices::Input;
use crate::lesson::kinds::QuestionKind;
use crate::lesson::model::Answer;
use crate::lesson::raw::RawQuestion;
use crate::lesson::solve::SolveError;

/// The answer's shape.
pub const SHAPE: Shape = Shape::Number;

pub(super) fn takes(_: &RawQuestion) -> Takes {
    Takes::required(&[Field::Wins, Field::Margin])
}

pub(super) fn build(q: &RawQuestion) -> QuestionKind {
    QuestionKind::Score {
        wins: count(q.wins.as_ref()),
        margin: count(q.margin.as_ref()),
    }
}

pub(super) fn solve(wins: u32, margin: u32) -> Result<Answer, SolveError> {
    Ok(Answer::Number(series_score(wins, margin)))
}

/// A typed number.
pub(super) fn input() -> Input {
    Input::Number
}

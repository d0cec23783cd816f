//! `which-pieces`: which pieces may move with the throw? No fields of its
//! own. Answer: a list of squares (0 a race piece at the start; `[]` none).

use super::Takes;
use crate::engine::{Ruleset, analyze};
use crate::lesson::answer::Shape;
use crate::lesson::choices::Input;
use crate::lesson::kinds::QuestionKind;
use crate::lesson::model::{Answer, Position};
use crate::lesson::raw::RawQuestion;
use crate::lesson::solve::SolveError;

/// The answer's shape.
pub const SHAPE: Shape = Shape::Squares;

pub(super) fn takes(_: &RawQuestion) -> Takes {
    Takes::required(&[])
}

pub(super) fn build(_: &RawQuestion) -> QuestionKind {
    QuestionKind::WhichPieces
}

pub(super) fn solve(
    rules: &'static Ruleset,
    position: Option<&Position>,
) -> Result<Answer, SolveError> {
    let position = position.ok_or(SolveError::NoPosition)?;
    let throw = position.throw.ok_or(SolveError::NoThrow)?;
    let analysis = analyze(rules, &position.board, position.to_move, throw);
    Ok(Answer::Squares(analysis.moves().map(|m| m.from).collect()))
}

/// Mark any of the side to move's pieces.
pub(super) fn input(position: Option<&Position>) -> Input {
    let squares = position
        .map(|p| p.board.squares(p.to_move).collect())
        .unwrap_or_default();
    Input::Pick(squares)
}

//! `chance`: how likely is a throw value (`value`), or the piece on a square
//! leaving the board in one throw (`house`)? Answer: a fraction such as `3/8`.

use super::{Field, Takes, small};
use crate::engine::OFF;
use crate::engine::THROWS;
use crate::engine::{Board, Fraction, Ruleset, Side, ThrowModel, ThrowValue, analyze_board};
use crate::lesson::answer::Shape;
use crate::lesson::choices::{Input, with};
use crate::lesson::kinds::QuestionKind;
use crate::lesson::model::{Answer, Position};
use crate::lesson::raw::RawQuestion;
use crate::lesson::solve::{SolveError, on_board};

/// The answer's shape.
pub const SHAPE: Shape = Shape::Chance;

pub(super) fn takes(q: &RawQuestion) -> Takes {
    if q.house.is_some() {
        Takes::required(&[Field::House])
    } else {
        Takes::required(&[Field::Value])
    }
}

pub(super) fn build(q: &RawQuestion) -> QuestionKind {
    match &q.house {
        Some(house) => QuestionKind::HouseChance {
            square: house.value,
        },
        None => QuestionKind::ThrowChance {
            value: small(q.value.as_ref()),
        },
    }
}

/// The probability of the throw `value`.
pub(super) fn throw_chance(rules: &'static Ruleset, value: u8) -> Result<Answer, SolveError> {
    let value = ThrowValue::new(value).ok_or(SolveError::NotAThrow(value))?;
    Ok(Answer::Chance(rules.throw_model.probability(value.get())))
}

/// The chance that the piece on `square` leaves the board with the next throw:
/// on the step's board if it has one (the side to move's piece), otherwise on a
/// board holding only that piece.
pub(super) fn house_chance(
    rules: &'static Ruleset,
    position: Option<&Position>,
    square: u8,
) -> Result<Answer, SolveError> {
    let square = on_board(square)?;
    let (board, side) = match position {
        Some(p) => {
            if !p.at.board().has(p.at.to_move(), square) {
                return Err(SolveError::NoPiece(square.number()));
            }
            (*p.at.board(), p.at.to_move())
        }
        None => {
            let mut board = Board::empty();
            board.put(Side::X, square);
            (board, Side::X)
        }
    };
    let model = rules.throw_model;
    let ways: u64 = THROWS
        .iter()
        .filter(|&&v| {
            // A lone piece may stand where no game leaves one (27): the
            // bare-board generator answers for it.
            analyze_board(rules, &board, side, v)
                .move_from(square)
                .is_some_and(|m| m.to == OFF)
        })
        .map(|&v| model.ways(v))
        .sum();
    Ok(Answer::Chance(Fraction::new(ways, model.outcomes())))
}

/// The probabilities of the ruleset's throws (with the answer, should it be another).
pub(super) fn input(rules: &Ruleset, answer: &Answer) -> Input {
    Input::Choose(with(chances(rules.throw_model), answer))
}

/// The probabilities offered for a chance question.
fn chances(model: ThrowModel) -> Vec<Answer> {
    let list: &[(u64, u64)] = match model {
        ThrowModel::Sticks => &[
            (0, 1),
            (1, 16),
            (1, 8),
            (1, 4),
            (5, 16),
            (3, 8),
            (1, 2),
            (1, 1),
        ],
        ThrowModel::Fair => &[(0, 1), (1, 5), (2, 5), (3, 5), (4, 5), (1, 1)],
    };
    list.iter()
        .map(|&(n, d)| Answer::Chance(Fraction::new(n, d)))
        .collect()
}

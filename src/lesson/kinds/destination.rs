//! `destination`: where does the piece on this square end up with the throw
//! (after the water)? Fields: `piece`. Answer: a square, or `off`.

use crate::engine::{self, Square, ThrowValue, analyze};
use crate::lesson::choices::Input;
use crate::lesson::model::Answer;
use crate::lesson::solve::{SolveError, refusal};

piece_kind!(Destination, crate::lesson::answer::Shape::Square);

fn answer(at: &engine::Position, piece: Square, throw: ThrowValue) -> Result<Answer, SolveError> {
    let analysis = analyze(at, throw);
    match analysis.move_from(piece) {
        Some(m) => Ok(Answer::Square(m.to)),
        None => Err(refusal(&analysis, piece)),
    }
}

pub(super) fn input() -> Input {
    Input::Square
}

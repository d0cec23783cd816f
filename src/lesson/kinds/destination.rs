//! `destination`: where does the piece on this square end up with the throw
//! (after the water)? Fields: `piece`. Answer: a square, or `off`.

use crate::engine::{Ruleset, analyze};
use crate::lesson::choices::Input;
use crate::lesson::model::{Answer, Position};
use crate::lesson::solve::{SolveError, needs_move, refusal};

piece_kind!(Destination, crate::lesson::answer::Shape::Square);

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

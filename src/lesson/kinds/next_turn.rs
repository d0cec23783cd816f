//! `next-turn`: after this throw (and moving `piece`, or the pass when the
//! throw has no move), what happens: the same side throws, the other side,
//! or the game ends? Fields: `piece` (0 or absent for a pass) and
//! `throws-made` (arcade's 600-throw draw), both optional. Answer:
//! `same-side`, `other-side`, `won` or `draw`.

use super::{Field, Takes, count, small};
use crate::engine::{Game, GameError, Outcome, Pending, Ruleset, Square, ThrowOutcome};
use crate::lesson::answer::Shape;
use crate::lesson::choices::Input;
use crate::lesson::kinds::QuestionKind;
use crate::lesson::model::{Answer, Position, Turn};
use crate::lesson::raw::RawQuestion;
use crate::lesson::solve::SolveError;

/// The answer's shape.
pub const SHAPE: Shape = Shape::Turn;

pub(super) fn takes(_: &RawQuestion) -> Takes {
    Takes {
        required: &[],
        optional: &[Field::Piece, Field::ThrowsMade],
    }
}

pub(super) fn build(q: &RawQuestion) -> QuestionKind {
    QuestionKind::NextTurn {
        piece: small(q.piece.as_ref()),
        throws_made: count(q.throws_made.as_ref()),
    }
}

/// Plays the step's throw (and `piece`, unless the throw has no move) and
/// says who throws next.
pub(super) fn solve(
    _rules: &'static Ruleset,
    position: Option<&Position>,
    piece: u8,
    throws_made: u32,
) -> Result<Answer, SolveError> {
    let position = position.ok_or(SolveError::NoPosition)?;
    let throw = position.throw.ok_or(SolveError::NoThrow)?;
    let mut game = Game::from_position(
        position
            .at
            .with_throws_made(throws_made)
            .map_err(|_| SolveError::GameOver)?,
    );
    match game.throw(throw) {
        Ok(ThrowOutcome::Choose(_)) => {
            let square = Square::new(piece).ok_or(SolveError::NoPiece(piece))?;
            if let Err(e) = game.play(square) {
                return Err(match e {
                    GameError::Illegal { reason, .. } => SolveError::CannotMove(reason),
                    _ => SolveError::NoPiece(piece),
                });
            }
        }
        Ok(ThrowOutcome::Pass(_) | ThrowOutcome::Forced(_)) => {
            if piece != 0 {
                return Err(SolveError::NoPiece(piece));
            }
        }
        Err(_) => return Err(SolveError::GameOver),
    }
    Ok(Answer::Turn(match game.pending() {
        Pending::Over(Outcome {
            winner: Some(_), ..
        }) => Turn::Won,
        Pending::Over(Outcome { winner: None, .. }) => Turn::Draw,
        Pending::Throw { side, .. } | Pending::Move { side, .. }
            if side == position.at.to_move() =>
        {
            Turn::SameSide
        }
        _ => Turn::OtherSide,
    }))
}

/// One of the four turns.
pub(super) fn input() -> Input {
    Input::Choose(Turn::ALL.into_iter().map(Answer::Turn).collect())
}

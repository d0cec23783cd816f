//! `effect`: what happens to the opposing piece the move lands on, and does
//! the player throw again? Fields: `piece`. Answer: `{opponent: square |
//! none | block-member | guarded | safe-house, throw-again: true | false}`.

use crate::engine::{self, Reason, Ruleset, Square, ThrowValue, analyze};
use crate::lesson::choices::{Input, reasons, with};
use crate::lesson::model::{Answer, OpponentFate};
use crate::lesson::solve::{SolveError, refusal};

piece_kind!(Effect, crate::lesson::answer::Shape::Effect);

fn answer(at: &engine::Position, piece: Square, throw: ThrowValue) -> Result<Answer, SolveError> {
    let analysis = analyze(at, throw);
    if let Some(m) = analysis.move_from(piece) {
        let opponent = m
            .exchange
            .map_or(OpponentFate::NoneThere, |e| OpponentFate::SentTo(e.sent_to));
        return Ok(Answer::Effect {
            opponent,
            throw_again: m.throw_again,
        });
    }
    match analysis.refusal_of(piece).map(|r| r.reason) {
        Some(reason @ (Reason::BlockMember | Reason::Guarded | Reason::SafeHouse)) => {
            Ok(Answer::Effect {
                opponent: OpponentFate::Protected(reason),
                throw_again: false,
            })
        }
        _ => Err(refusal(&analysis, piece)),
    }
}

/// Sent back or not there, with or without another throw, or protected.
pub(super) fn input(rules: &Ruleset, piece: u8, answer: &Answer) -> Input {
    let mut options = Vec::new();
    // The question's piece is checked when the lesson is.
    if let Some(square) = Square::new(piece) {
        for throw_again in [false, true] {
            options.push(Answer::Effect {
                opponent: OpponentFate::SentTo(square),
                throw_again,
            });
        }
    }
    for throw_again in [false, true] {
        options.push(Answer::Effect {
            opponent: OpponentFate::NoneThere,
            throw_again,
        });
    }
    for reason in reasons(rules) {
        if matches!(
            reason,
            Reason::BlockMember | Reason::Guarded | Reason::SafeHouse
        ) {
            options.push(Answer::Effect {
                opponent: OpponentFate::Protected(reason),
                throw_again: false,
            });
        }
    }
    Input::Choose(with(options, answer))
}

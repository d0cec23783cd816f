//! The engine's answer to a question. Lessons, `lesson check` and (later) the
//! quiz all ask here, so a question is right by construction.

use super::model::{Answer, OpponentFate, Position, QuestionKind, Turn};
use crate::engine::route::{self, OFF, SQUARES};
use crate::engine::rules::series_score;
use crate::engine::sticks::THROWS;
use crate::engine::{Board, Fraction, Reason, Ruleset, Side, analyze};
use crate::engine::{Game, GameError, Outcome, Pending, ThrowOutcome, backward_move};

/// Why a question cannot be answered (a mistake in the question, not the answer).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SolveError {
    /// The question needs a board, and the step has none.
    NoPosition,
    /// The question needs a throw, and the step has none.
    NoThrow,
    /// No piece of the side to move stands on this square.
    NoPiece(u8),
    /// Not a square of the board.
    NotASquare(u8),
    /// The piece cannot move, so it has no destination or effect (with the reason).
    CannotMove(Reason),
    /// Not a throw value (1..=5).
    NotAThrow(u8),
    /// A side has already won in this position.
    GameOver,
    /// The throw has this many legal moves (0 or 1): nothing to choose.
    NoChoice(usize),
}

/// Answers `kind` in `position` under `rules`.
///
/// # Errors
/// A [`SolveError`] when the question does not fit the position.
pub fn solve(
    rules: &'static Ruleset,
    position: Option<&Position>,
    kind: QuestionKind,
) -> Result<Answer, SolveError> {
    match kind {
        QuestionKind::Next { square } => {
            on_board(square).map(|s| Answer::Square(route::next(s).unwrap_or(OFF)))
        }
        QuestionKind::Previous { square } => {
            on_board(square)?;
            route::previous(square)
                .map(Answer::Square)
                .ok_or(SolveError::NotASquare(0))
        }
        QuestionKind::Consecutive { square, other } => {
            on_board(square)?;
            on_board(other)?;
            Ok(Answer::Yes(route::are_consecutive(square, other)))
        }
        QuestionKind::ThrowChance { value } => {
            if !(1..=5).contains(&value) {
                return Err(SolveError::NotAThrow(value));
            }
            Ok(Answer::Chance(rules.throw_model.probability(value)))
        }
        QuestionKind::HouseChance { square } => house_chance(rules, position, square),
        QuestionKind::StartSquares => {
            let side = position.map_or(Side::X, |p| p.to_move);
            Ok(Answer::Squares(rules.start.squares(side).collect()))
        }
        QuestionKind::FirstSide => Ok(Answer::Side(Side::X)),
        QuestionKind::Score { wins, margin } => Ok(Answer::Number(series_score(wins, margin))),
        QuestionKind::NextTurn { piece, throws_made } => {
            next_turn(rules, position, piece, throws_made)
        }
        QuestionKind::BestMove { throws_made } => {
            let options = super::best::weigh(rules, position, throws_made)?;
            options
                .first()
                .map(|(m, _)| Answer::Piece(m.from))
                .ok_or(SolveError::NoChoice(0))
        }
        QuestionKind::Legal { piece } => {
            let (board, side, throw) = needs_move(position, piece)?;
            let analysis = analyze(rules, &board, side, throw);
            Ok(Answer::Legal(match analysis.refusal_of(piece) {
                None => Ok(()),
                Some(refusal) => Err(refusal.reason),
            }))
        }
        QuestionKind::LegalBackward { piece } => {
            let (board, side, throw) = needs_move(position, piece)?;
            match backward_move(rules, &board, side, piece, throw) {
                Some(Ok(_)) => Ok(Answer::Legal(Ok(()))),
                Some(Err(reason)) => Ok(Answer::Legal(Err(reason))),
                None => Err(SolveError::NoPiece(piece)),
            }
        }
        QuestionKind::Destination { piece } => {
            let (board, side, throw) = needs_move(position, piece)?;
            let analysis = analyze(rules, &board, side, throw);
            match analysis.move_from(piece) {
                Some(m) => Ok(Answer::Square(m.to)),
                None => Err(refusal(&analysis, piece)),
            }
        }
        QuestionKind::WhichPieces => {
            let position = position.ok_or(SolveError::NoPosition)?;
            let throw = position.throw.ok_or(SolveError::NoThrow)?;
            let analysis = analyze(rules, &position.board, position.to_move, throw);
            Ok(Answer::Squares(analysis.moves().map(|m| m.from).collect()))
        }
        QuestionKind::Effect { piece } => {
            let (board, side, throw) = needs_move(position, piece)?;
            let analysis = analyze(rules, &board, side, throw);
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
    }
}

/// The move a question is about, to show on the board once it is answered:
/// the piece's legal move (backward for `legal-backward`), if it has one.
#[must_use]
pub fn shown_move(
    rules: &'static Ruleset,
    position: &Position,
    kind: QuestionKind,
) -> Option<crate::engine::Move> {
    let throw = position.throw?;
    match kind {
        QuestionKind::LegalBackward { piece } => {
            backward_move(rules, &position.board, position.to_move, piece, throw)?.ok()
        }
        QuestionKind::Legal { piece }
        | QuestionKind::Destination { piece }
        | QuestionKind::Effect { piece }
        | QuestionKind::NextTurn { piece, .. } => {
            analyze(rules, &position.board, position.to_move, throw)
                .move_from(piece)
                .copied()
        }
        _ => None,
    }
}

/// The move to show once `question` is answered: for a best-move question
/// the best move, otherwise [`shown_move`].
#[must_use]
pub fn shown_answer_move(
    rules: &'static Ruleset,
    position: &Position,
    question: &super::model::Question,
) -> Option<crate::engine::Move> {
    match (question.kind, &question.answer) {
        (QuestionKind::BestMove { .. }, Answer::Piece(from)) => {
            analyze(rules, &position.board, position.to_move, position.throw?)
                .move_from(*from)
                .copied()
        }
        (kind, _) => shown_move(rules, position, kind),
    }
}

/// Plays the step's throw (and `piece`, unless the throw has no move) and
/// says who throws next.
fn next_turn(
    rules: &'static Ruleset,
    position: Option<&Position>,
    piece: u8,
    throws_made: u32,
) -> Result<Answer, SolveError> {
    let position = position.ok_or(SolveError::NoPosition)?;
    let throw = position.throw.ok_or(SolveError::NoThrow)?;
    let mut game =
        Game::from_position(rules, position.board, position.to_move).with_throws_made(throws_made);
    match game.throw(throw) {
        Ok(ThrowOutcome::Choose(_)) => {
            if let Err(e) = game.play(piece) {
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
        Pending::Throw { side, .. } | Pending::Move { side, .. } if side == position.to_move => {
            Turn::SameSide
        }
        _ => Turn::OtherSide,
    }))
}

fn on_board(square: u8) -> Result<u8, SolveError> {
    if (1..=SQUARES).contains(&square) {
        Ok(square)
    } else {
        Err(SolveError::NotASquare(square))
    }
}

fn refusal(analysis: &crate::engine::Analysis, piece: u8) -> SolveError {
    analysis
        .refusal_of(piece)
        .map_or(SolveError::NoPiece(piece), |r| {
            SolveError::CannotMove(r.reason)
        })
}

fn needs_move(position: Option<&Position>, piece: u8) -> Result<(Board, Side, u8), SolveError> {
    let position = position.ok_or(SolveError::NoPosition)?;
    let throw = position.throw.ok_or(SolveError::NoThrow)?;
    if piece > SQUARES || !position.board.has(position.to_move, piece) {
        return Err(SolveError::NoPiece(piece));
    }
    Ok((position.board, position.to_move, throw))
}

/// The chance that the piece on `square` leaves the board with the next throw:
/// on the step's board if it has one (the side to move's piece), otherwise on a
/// board holding only that piece.
fn house_chance(
    rules: &'static Ruleset,
    position: Option<&Position>,
    square: u8,
) -> Result<Answer, SolveError> {
    on_board(square)?;
    let (board, side) = match position {
        Some(p) => {
            if !p.board.has(p.to_move, square) {
                return Err(SolveError::NoPiece(square));
            }
            (p.board, p.to_move)
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
            analyze(rules, &board, side, v)
                .move_from(square)
                .is_some_and(|m| m.to == OFF)
        })
        .map(|&v| model.ways(v))
        .sum();
    Ok(Answer::Chance(Fraction::new(ways, model.outcomes())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::RulesetId;

    fn at(rules: RulesetId, board: &str, side: Side, throw: u8) -> Position {
        Position {
            board: rules.ruleset().parse_board(board).expect("valid"),
            to_move: side,
            throw: Some(throw),
            highlight: vec![],
            route: false,
        }
    }

    #[test]
    fn legal_destination_effect_and_which() {
        let k = RulesetId::Kendall.ruleset();
        let p = at(
            RulesetId::Kendall,
            "..........o...x.......xx.....o",
            Side::X,
            3,
        );
        assert_eq!(
            solve(k, Some(&p), QuestionKind::Legal { piece: 24 }),
            Ok(Answer::Legal(Err(Reason::Checkpoint26)))
        );
        assert_eq!(
            solve(k, Some(&p), QuestionKind::Destination { piece: 23 }),
            Ok(Answer::Square(26))
        );
        assert_eq!(
            solve(k, Some(&p), QuestionKind::Destination { piece: 24 }),
            Err(SolveError::CannotMove(Reason::Checkpoint26))
        );
        assert_eq!(
            solve(k, Some(&p), QuestionKind::WhichPieces),
            Ok(Answer::Squares(vec![15, 23]))
        );
        assert_eq!(
            solve(k, Some(&p), QuestionKind::Legal { piece: 5 }),
            Err(SolveError::NoPiece(5))
        );
        let p = at(
            RulesetId::Kendall,
            ".....x.o......o.o.............",
            Side::X,
            2,
        );
        assert_eq!(
            solve(k, Some(&p), QuestionKind::Effect { piece: 6 }),
            Ok(Answer::Effect {
                opponent: OpponentFate::SentTo(6),
                throw_again: false
            })
        );
        let p = at(
            RulesetId::Kendall,
            "............x.o...............",
            Side::X,
            2,
        );
        assert_eq!(
            solve(k, Some(&p), QuestionKind::Effect { piece: 14 }),
            Err(SolveError::NoPiece(14))
        );
        assert_eq!(
            solve(k, Some(&p), QuestionKind::Effect { piece: 13 }),
            Ok(Answer::Effect {
                opponent: OpponentFate::Protected(Reason::SafeHouse),
                throw_again: false
            })
        );
    }

    #[test]
    fn route_and_chance() {
        let k = RulesetId::Kendall.ruleset();
        assert_eq!(
            solve(k, None, QuestionKind::Next { square: 10 }),
            Ok(Answer::Square(11))
        );
        assert_eq!(
            solve(k, None, QuestionKind::Next { square: 30 }),
            Ok(Answer::Square(OFF))
        );
        assert_eq!(
            solve(k, None, QuestionKind::Previous { square: 21 }),
            Ok(Answer::Square(20))
        );
        assert_eq!(
            solve(
                k,
                None,
                QuestionKind::Consecutive {
                    square: 9,
                    other: 12
                }
            ),
            Ok(Answer::Yes(false))
        );
        assert_eq!(
            solve(k, None, QuestionKind::ThrowChance { value: 2 }),
            Ok(Answer::Chance(Fraction::new(3, 8)))
        );
        assert_eq!(
            solve(k, None, QuestionKind::HouseChance { square: 28 }),
            Ok(Answer::Chance(Fraction::new(1, 4)))
        );
        let s = RulesetId::Skiryuk.ruleset();
        assert_eq!(
            solve(s, None, QuestionKind::HouseChance { square: 27 }),
            Ok(Answer::Chance(Fraction::new(1, 16)))
        );
        assert_eq!(
            solve(s, None, QuestionKind::HouseChance { square: 30 }),
            Ok(Answer::Chance(Fraction::new(1, 1)))
        );
        let r = RulesetId::Race.ruleset();
        assert_eq!(
            solve(r, None, QuestionKind::ThrowChance { value: 4 }),
            Ok(Answer::Chance(Fraction::new(1, 5)))
        );
    }
}

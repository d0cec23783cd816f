//! How a learner gives an answer to each kind of question: a choice among
//! options, a typed number, or a set of squares picked on a list. Pure data;
//! the screens draw it and the text layer words the options.

use super::model::{Answer, OpponentFate, Position, Question, QuestionKind, Turn};
use crate::engine::route::OFF;
use crate::engine::{Fraction, Reason, Ruleset, Side, ThrowModel, analyze};

/// The way an answer is entered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// Pick one of these answers.
    Choose(Vec<Answer>),
    /// Type a square (1..30, or off) .
    Square,
    /// Type a whole number.
    Number,
    /// Mark any number of these squares.
    Pick(Vec<u8>),
}

/// How the learner answers `question` in `position` under `rules`.
#[must_use]
pub fn input_for(rules: &Ruleset, position: Option<&Position>, question: &Question) -> Input {
    match question.kind {
        QuestionKind::Legal { .. } | QuestionKind::LegalBackward { .. } => {
            let mut options = vec![Answer::Legal(Ok(()))];
            options.extend(reasons(rules).into_iter().map(|r| Answer::Legal(Err(r))));
            Input::Choose(options)
        }
        QuestionKind::Effect { piece } => {
            let mut options = Vec::new();
            for throw_again in [false, true] {
                options.push(Answer::Effect {
                    opponent: OpponentFate::SentTo(piece),
                    throw_again,
                });
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
            Input::Choose(with(options, &question.answer))
        }
        QuestionKind::Consecutive { .. } => {
            Input::Choose(vec![Answer::Yes(true), Answer::Yes(false)])
        }
        QuestionKind::ThrowChance { .. } | QuestionKind::HouseChance { .. } => {
            Input::Choose(with(chances(rules.throw_model), &question.answer))
        }
        QuestionKind::NextTurn { .. } => {
            Input::Choose(Turn::ALL.into_iter().map(Answer::Turn).collect())
        }
        QuestionKind::FirstSide => {
            Input::Choose(vec![Answer::Side(Side::X), Answer::Side(Side::O)])
        }
        QuestionKind::Destination { .. }
        | QuestionKind::Next { .. }
        | QuestionKind::Previous { .. } => Input::Square,
        QuestionKind::Score { .. } => Input::Number,
        QuestionKind::WhichPieces => {
            let squares = position
                .map(|p| p.board.squares(p.to_move).collect())
                .unwrap_or_default();
            Input::Pick(squares)
        }
        QuestionKind::StartSquares => Input::Pick((1..=14).collect()),
        QuestionKind::Compare { .. } => {
            Input::Choose(with(ruleset_options(position), &question.answer))
        }
        QuestionKind::BestMove { .. } => {
            let pieces = position
                .and_then(|p| Some(analyze(rules, &p.board, p.to_move, p.throw?)))
                .map(|a| a.moves().map(|m| Answer::Piece(m.from)).collect())
                .unwrap_or_default();
            Input::Choose(with(pieces, &question.answer))
        }
    }
}

/// The options of a compare question: none of the rulesets that can hold
/// the position, all of them, each alone, and all but each one (the right
/// answer is added by the caller when it is none of these).
fn ruleset_options(position: Option<&Position>) -> Vec<Answer> {
    let holding: Vec<crate::engine::RulesetId> = position
        .map(|p| {
            let text = p.board.to_text();
            crate::engine::RulesetId::ALL
                .into_iter()
                .filter(|r| r.ruleset().parse_board(&text).is_ok())
                .collect()
        })
        .unwrap_or_default();
    let mut options = vec![Answer::Rulesets(Vec::new())];
    for r in &holding {
        options.push(Answer::Rulesets(vec![*r]));
    }
    if holding.len() > 2 {
        for r in &holding {
            options.push(Answer::Rulesets(
                holding.iter().copied().filter(|h| h != r).collect(),
            ));
        }
    }
    options.push(Answer::Rulesets(holding));
    let mut unique: Vec<Answer> = Vec::new();
    for o in options {
        if !unique.contains(&o) {
            unique.push(o);
        }
    }
    unique
}

/// The reasons a ruleset can give, in priority order.
#[must_use]
pub fn reasons(rules: &Ruleset) -> Vec<Reason> {
    Reason::ALL
        .into_iter()
        .filter(|r| rules.reason_rules.iter().any(|(reason, _)| reason == r))
        .collect()
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

/// `options` with `answer` added if it is missing (kept in value order for chances).
fn with(mut options: Vec<Answer>, answer: &Answer) -> Vec<Answer> {
    if !options.contains(answer) {
        options.push(answer.clone());
        if let Answer::Chance(_) = answer {
            options.sort_by(|a, b| match (a, b) {
                (Answer::Chance(x), Answer::Chance(y)) => x.as_f64().total_cmp(&y.as_f64()),
                _ => std::cmp::Ordering::Equal,
            });
        }
    }
    options
}

/// Reads a typed square: a number 1..=30, or `off`, `fuera` or 31 for off the board.
#[must_use]
pub fn parse_square(text: &str) -> Option<u8> {
    let text = text.trim().to_lowercase();
    if text == "off" || text == "fuera" {
        return Some(OFF);
    }
    text.parse::<u8>().ok().filter(|s| (1..=OFF).contains(s))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{RuleId, RulesetId};

    #[test]
    fn every_kind_offers_its_right_answer() {
        let rules = RulesetId::Kendall.ruleset();
        let q = |kind, answer| Question {
            kind,
            rule: RuleId::Route,
            hint: None,
            answer,
        };
        let cases = [
            q(
                QuestionKind::Legal { piece: 24 },
                Answer::Legal(Err(Reason::Checkpoint26)),
            ),
            q(
                QuestionKind::Effect { piece: 6 },
                Answer::Effect {
                    opponent: OpponentFate::Protected(Reason::SafeHouse),
                    throw_again: false,
                },
            ),
            q(
                QuestionKind::HouseChance { square: 28 },
                Answer::Chance(Fraction::new(3, 16)),
            ),
            q(
                QuestionKind::NextTurn {
                    piece: 1,
                    throws_made: 0,
                },
                Answer::Turn(Turn::Won),
            ),
        ];
        for case in cases {
            match input_for(rules, None, &case) {
                Input::Choose(options) => assert!(options.contains(&case.answer), "{case:?}"),
                other => panic!("{other:?}"),
            }
        }
        assert!(
            !reasons(rules).contains(&Reason::Guarded),
            "kendall has blocks, not guards"
        );
    }

    #[test]
    fn typed_squares() {
        assert_eq!(parse_square(" 14 "), Some(14));
        assert_eq!(parse_square("Off"), Some(OFF));
        assert_eq!(parse_square("fuera"), Some(OFF));
        assert_eq!(parse_square("0"), None);
        assert_eq!(parse_square("32"), None);
        assert_eq!(parse_square("x"), None);
    }
}

//! How a learner gives an answer to each kind of question: a choice among
//! options, a typed number, or a set of squares picked on a list. Pure data;
//! the screens draw it and the text layer words the options.

use super::model::{Answer, Position, Question};
use crate::engine::{OFF, Square};
use crate::engine::{Reason, Ruleset};

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
    Pick(Vec<Square>),
}

/// How the learner answers `question` in `position` under `rules`.
#[must_use]
pub fn input_for(rules: &Ruleset, position: Option<&Position>, question: &Question) -> Input {
    super::kinds::input(rules, position, question)
}

/// The reasons a ruleset can give, in priority order.
#[must_use]
pub fn reasons(rules: &Ruleset) -> Vec<Reason> {
    Reason::ALL
        .into_iter()
        .filter(|r| rules.reason_rules.iter().any(|(reason, _)| reason == r))
        .collect()
}

/// `options` with `answer` added if it is missing (kept in value order for chances).
pub(crate) fn with(mut options: Vec<Answer>, answer: &Answer) -> Vec<Answer> {
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
pub fn parse_square(text: &str) -> Option<Square> {
    let text = text.trim().to_lowercase();
    if text == "off" || text == "fuera" {
        return Some(OFF);
    }
    text.parse::<u8>()
        .ok()
        .and_then(Square::new)
        .filter(|s| !s.is_start())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::OFF;
    use crate::engine::sq;
    use crate::engine::{Fraction, RuleId, RulesetId};
    use crate::lesson::kinds::QuestionKind;
    use crate::lesson::model::{OpponentFate, Turn};

    #[test]
    fn every_kind_offers_its_right_answer() {
        let rules = RulesetId::Kendall.ruleset();
        let q = |kind, answer| Question {
            kind,
            rule: RuleId::Route,
            hint: None,
            answer,
            also: Vec::new(),
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
        assert_eq!(parse_square(" 14 "), Some(sq(14)));
        assert_eq!(parse_square("Off"), Some(OFF));
        assert_eq!(parse_square("fuera"), Some(OFF));
        assert_eq!(parse_square("0"), None);
        assert_eq!(parse_square("32"), None);
        assert_eq!(parse_square("x"), None);
    }
}

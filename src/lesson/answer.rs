//! The one codec of [`Answer`]: the shape a lesson file's `expect` takes, which
//! is also the shape of an answer in the quiz's JSON (`senet quiz --format
//! json` writes it, `--answers` reads it). Reading goes through [`RawValue`],
//! the serde value both the YAML and the JSON reader produce, and is directed
//! by the question's [`Shape`] (a bare `23` is a square, a piece or a score
//! depending on what was asked); writing is [`serde::Serialize`], and the
//! same value printed as YAML flow text ([`RawValue`]'s `Display`) is how a
//! diagnostic quotes an answer.

use std::fmt;

use serde::{Serialize, Serializer};

use super::model::{Answer, OpponentFate, Turn};
use super::raw::RawValue;
use crate::engine::{Fraction, Reason, RulesetId, Side};
use crate::engine::{OFF, Square};

/// The answer "the move is legal" (a kind's name too, which is another thing).
const LEGAL: &str = "legal";

/// The shape of a kind's answer: which [`Answer`] variant it is, and so how
/// it is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// `legal` or a reason code (`checkpoint-26`).
    Legal,
    /// A square 1..30, or `off` (31).
    Square,
    /// A list of squares (0 is a race piece still at the start), any order.
    Squares,
    /// `{opponent: square | none | block-member | guarded | safe-house, throw-again: bool}`.
    Effect,
    /// `true` or `false`.
    Yes,
    /// A fraction such as `3/8` (or `0`, `1`).
    Chance,
    /// `same-side`, `other-side`, `won` or `draw`.
    Turn,
    /// `x` or `o`.
    Side,
    /// A whole number.
    Number,
    /// The square of a piece (0 for a race piece at the start).
    Piece,
    /// A list of ruleset names, any order (`[]`: none).
    Rulesets,
}

/// The words an answer of `shape` may be written with under `rules` (for
/// `lesson check`'s "did you mean"): `legal` and the ruleset's reason
/// codes, `off`, the turn names, the sides.
#[must_use]
pub fn words(shape: Shape, rules: &crate::engine::Ruleset) -> Vec<String> {
    match shape {
        Shape::Legal => std::iter::once(LEGAL.to_string())
            .chain(
                super::choices::reasons(rules)
                    .into_iter()
                    .map(|r| r.code().to_string()),
            )
            .collect(),
        Shape::Square => vec!["off".to_string()],
        Shape::Turn => Turn::ALL.iter().map(|t| t.code().to_string()).collect(),
        Shape::Side => vec!["x".to_string(), "o".to_string()],
        _ => Vec::new(),
    }
}

impl Answer {
    /// Reads an answer written in `shape` (a lesson's `expect`, or a
    /// learner's answer to a quiz question); `None` when it is not one.
    #[must_use]
    pub fn read(shape: Shape, v: &RawValue) -> Option<Answer> {
        match shape {
            Shape::Legal => match v {
                RawValue::Text(t) if t == LEGAL => Some(Answer::Legal(Ok(()))),
                RawValue::Text(t) => t.parse::<Reason>().ok().map(|r| Answer::Legal(Err(r))),
                _ => None,
            },
            Shape::Square => square_value(v).map(Answer::Square),
            Shape::Squares => match v {
                RawValue::List(items) => {
                    // 0 is a race piece still at the start.
                    let square_or_start = |v: &RawValue| match v {
                        RawValue::Int(0) => Some(Square::START),
                        other => square_value(other),
                    };
                    let mut squares: Vec<Square> =
                        items.iter().map(square_or_start).collect::<Option<_>>()?;
                    squares.sort_unstable();
                    squares.dedup();
                    Some(Answer::Squares(squares))
                }
                _ => None,
            },
            Shape::Effect => read_effect(v),
            Shape::Yes => match v {
                RawValue::Bool(b) => Some(Answer::Yes(*b)),
                _ => None,
            },
            Shape::Chance => parse_fraction(v).map(Answer::Chance),
            Shape::Turn => match v {
                RawValue::Text(t) => Turn::from_code(t).map(Answer::Turn),
                _ => None,
            },
            Shape::Side => match v {
                RawValue::Text(t) => t.parse::<Side>().ok().map(Answer::Side),
                _ => None,
            },
            Shape::Number => match v {
                RawValue::Int(n) => u32::try_from(*n).ok().map(Answer::Number),
                _ => None,
            },
            // 0 is a race piece still at the start.
            Shape::Piece => match v {
                RawValue::Int(n) => u8::try_from(*n)
                    .ok()
                    .and_then(Square::new)
                    .filter(|s| !s.is_off())
                    .map(Answer::Piece),
                _ => None,
            },
            Shape::Rulesets => match v {
                RawValue::List(items) => {
                    let named: Vec<RulesetId> = items
                        .iter()
                        .map(|i| match i {
                            RawValue::Text(t) => t.parse().ok(),
                            _ => None,
                        })
                        .collect::<Option<_>>()?;
                    Some(Answer::Rulesets(
                        RulesetId::ALL
                            .into_iter()
                            .filter(|r| named.contains(r))
                            .collect(),
                    ))
                }
                _ => None,
            },
        }
    }

    /// The answer as a lesson file writes it (31 as `off`, reasons by code).
    #[must_use]
    pub fn to_value(&self) -> RawValue {
        let square = |s: Square| {
            if s == OFF {
                RawValue::Text("off".into())
            } else {
                RawValue::Int(i64::from(s.number()))
            }
        };
        let text = |t: &str| RawValue::Text(t.to_string());
        match self {
            Answer::Legal(Ok(())) => text(LEGAL),
            Answer::Legal(Err(r)) => text(r.code()),
            Answer::Square(s) => square(*s),
            Answer::Squares(v) => RawValue::List(v.iter().map(|s| square(*s)).collect()),
            Answer::Effect {
                opponent,
                throw_again,
            } => {
                let opponent = match opponent {
                    OpponentFate::NoneThere => text("none"),
                    OpponentFate::SentTo(s) => RawValue::Int(i64::from(s.number())),
                    OpponentFate::Protected(r) => text(r.code()),
                };
                RawValue::Map(
                    [
                        ("opponent".to_string(), opponent),
                        ("throw-again".to_string(), RawValue::Bool(*throw_again)),
                    ]
                    .into(),
                )
            }
            Answer::Yes(b) => RawValue::Bool(*b),
            Answer::Chance(f) => RawValue::Text(f.to_string()),
            Answer::Turn(t) => text(t.code()),
            Answer::Side(s) => RawValue::Text(s.letter().to_string()),
            Answer::Number(n) => RawValue::Int(i64::from(*n)),
            Answer::Piece(s) => RawValue::Int(i64::from(s.number())),
            Answer::Rulesets(v) => RawValue::List(v.iter().map(|r| text(r.name())).collect()),
        }
    }
}

impl Serialize for Answer {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.to_value().serialize(serializer)
    }
}

/// YAML flow text: `legal`, `off`, `[12, 14]`, `{opponent: none, throw-again: true}`.
impl fmt::Display for RawValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RawValue::Bool(b) => write!(f, "{b}"),
            RawValue::Int(n) => write!(f, "{n}"),
            RawValue::Text(t) => f.write_str(t),
            RawValue::List(items) => {
                f.write_str("[")?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_str("]")
            }
            RawValue::Map(map) => {
                f.write_str("{")?;
                for (i, (key, value)) in map.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{key}: {value}")?;
                }
                f.write_str("}")
            }
        }
    }
}

/// The one place an answer's square (a number, or `off`) becomes a [`Square`].
fn square_value(v: &RawValue) -> Option<Square> {
    match v {
        RawValue::Int(n) => u8::try_from(*n)
            .ok()
            .and_then(Square::new)
            .filter(|s| !s.is_start()),
        RawValue::Text(t) if t == "off" => Some(OFF),
        _ => None,
    }
}

fn read_effect(v: &RawValue) -> Option<Answer> {
    let RawValue::Map(map) = v else { return None };
    if map.keys().any(|k| k != "opponent" && k != "throw-again") {
        return None;
    }
    let opponent = match map.get("opponent")? {
        RawValue::Text(t) if t == "none" => OpponentFate::NoneThere,
        RawValue::Text(t) => {
            let reason = t.parse::<Reason>().ok()?;
            matches!(
                reason,
                Reason::BlockMember | Reason::Guarded | Reason::SafeHouse
            )
            .then_some(OpponentFate::Protected(reason))?
        }
        other => OpponentFate::SentTo(square_value(other)?),
    };
    let throw_again = match (map.get("throw-again"), opponent) {
        (Some(RawValue::Bool(b)), _) => *b,
        (None, OpponentFate::Protected(_)) => false,
        _ => return None,
    };
    Some(Answer::Effect {
        opponent,
        throw_again,
    })
}

/// Reads `3/8`, `0` or `1` as a fraction in lowest terms.
#[must_use]
pub fn parse_fraction(v: &RawValue) -> Option<Fraction> {
    match v {
        RawValue::Int(0) => Some(Fraction::new(0, 1)),
        RawValue::Int(1) => Some(Fraction::new(1, 1)),
        RawValue::Text(t) => {
            let (n, d) = t.split_once('/')?;
            let (n, d): (u64, u64) = (n.trim().parse().ok()?, d.trim().parse().ok()?);
            (d > 0 && n <= d).then(|| Fraction::new(n, d))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sq;

    /// Every shape's answers read back from what they write, in YAML and in
    /// JSON alike, and print as a lesson file writes them.
    #[test]
    fn every_answer_reads_back_what_it_writes_in_yaml_and_json() {
        let cases = [
            (Shape::Legal, Answer::Legal(Ok(())), "legal"),
            (
                Shape::Legal,
                Answer::Legal(Err(Reason::Checkpoint26)),
                "checkpoint-26",
            ),
            (Shape::Square, Answer::Square(OFF), "off"),
            (Shape::Square, Answer::Square(sq(14)), "14"),
            (
                Shape::Squares,
                Answer::Squares(vec![sq(0), sq(12), OFF]),
                "[0, 12, off]",
            ),
            (
                Shape::Effect,
                Answer::Effect {
                    opponent: OpponentFate::SentTo(sq(15)),
                    throw_again: true,
                },
                "{opponent: 15, throw-again: true}",
            ),
            (
                Shape::Effect,
                Answer::Effect {
                    opponent: OpponentFate::Protected(Reason::SafeHouse),
                    throw_again: false,
                },
                "{opponent: safe-house, throw-again: false}",
            ),
            (Shape::Yes, Answer::Yes(false), "false"),
            (Shape::Chance, Answer::Chance(Fraction::new(3, 8)), "3/8"),
            (Shape::Turn, Answer::Turn(Turn::SameSide), "same-side"),
            (Shape::Side, Answer::Side(Side::O), "o"),
            (Shape::Number, Answer::Number(3), "3"),
            (Shape::Piece, Answer::Piece(sq(23)), "23"),
        ];
        for (shape, answer, text) in cases {
            assert_eq!(answer.to_value().to_string(), text);
            let json = serde_json::to_string(&answer).expect("an answer serializes");
            let from_json: RawValue = serde_json::from_str(&json).expect("JSON reads");
            assert_eq!(
                Answer::read(shape, &from_json),
                Some(answer.clone()),
                "{json}"
            );
            let options = serde_saphyr::options! { strict_booleans: true };
            let from_yaml: RawValue =
                serde_saphyr::from_str_with_options(text, options).expect("YAML reads");
            assert_eq!(Answer::read(shape, &from_yaml), Some(answer), "{text}");
        }
    }

    #[test]
    fn answers_of_the_wrong_shape_are_not_read() {
        let int = RawValue::Int(23);
        assert_eq!(Answer::read(Shape::Legal, &int), None);
        assert_eq!(Answer::read(Shape::Yes, &int), None);
        assert_eq!(Answer::read(Shape::Piece, &RawValue::Int(31)), None);
        assert_eq!(Answer::read(Shape::Square, &RawValue::Int(0)), None);
        assert_eq!(
            Answer::read(Shape::Chance, &RawValue::Text("9/8".into())),
            None
        );
        let no_throw_again = RawValue::Map([("opponent".to_string(), RawValue::Int(15))].into());
        assert_eq!(Answer::read(Shape::Effect, &no_throw_again), None);
    }
}

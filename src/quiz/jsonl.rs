//! The quiz over JSON lines (`senet quiz --format jsonl`, INTERFACE.md §4,
//! docs/formats.md): the lines written and the answer lines read. Pure data;
//! `cli::quiz_jsonl` runs the conversation.

use serde::Serialize;
use serde_json::Value;

use crate::lesson::choices::Input;
use crate::lesson::kinds::QuestionKind;
use crate::lesson::model::Answer;

/// One option of a question.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OptionLine {
    /// What the learner answers to choose it.
    pub key: String,
    /// The option in words.
    pub text: String,
    /// The answer it stands for, as the `--format json` answer key writes it.
    pub answer: Value,
}

/// A question.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct QuestionLine {
    /// Always `question`.
    #[serde(rename = "type")]
    pub line: &'static str,
    /// 1-based.
    pub number: usize,
    /// The ruleset's name.
    pub rules: &'static str,
    /// The question kind (as lesson files name it).
    pub kind: &'static str,
    /// The board text.
    pub board: String,
    /// `x` or `o`.
    pub to_move: String,
    /// The throw.
    pub throw: Option<u8>,
    /// The piece asked about, where the kind has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub piece: Option<u8>,
    /// The rule id.
    pub rule: &'static str,
    /// The question in words.
    pub prompt: String,
    /// Whether several options are chosen together (a list answer).
    pub multi: bool,
    /// The options (empty where the answer is typed: a square).
    pub options: Vec<OptionLine>,
    /// With `--key`: every answer counted right, as in the answer key.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub accepted: Option<Vec<Value>>,
}

/// What an answer was worth.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FeedbackLine {
    /// Always `feedback`.
    #[serde(rename = "type")]
    pub line: &'static str,
    /// The question's number.
    pub number: usize,
    /// 1 or 2.
    #[serde(rename = "try")]
    pub attempt: u8,
    /// Whether this answer is right.
    pub right: bool,
    /// Whether another try is allowed (answer again, no new question line).
    pub retry: bool,
    /// The misconception the first answer revealed (catalogue id).
    pub misconception: Option<&'static str>,
    /// The explanation, in the chosen language.
    pub explanation: String,
}

/// One rule's tally in the summary.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RuleLine {
    /// The rule id.
    pub rule: &'static str,
    /// Questions asked.
    pub asked: u32,
    /// Right at the first try.
    pub first_try_right: u32,
}

/// The end of the quiz.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SummaryLine {
    /// Always `summary`.
    #[serde(rename = "type")]
    pub line: &'static str,
    /// Questions answered.
    pub asked: usize,
    /// Right at the first try.
    pub first_try_right: usize,
    /// Per rule.
    pub rules: Vec<RuleLine>,
}

/// A line that could not be taken as an answer.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ErrorLine {
    /// Always `error`.
    #[serde(rename = "type")]
    pub line: &'static str,
    /// What was wrong, in the chosen language.
    pub message: String,
}

/// Why an answer line was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BadAnswer {
    /// Not a JSON object with an `answer` field.
    Shape,
    /// A list for a question of one option, or one key for a list question.
    Multi(bool),
    /// Not one of the keys, nor an answer value of the question's kind.
    Unknown(String),
}

/// The keys of `input`'s options: `1`, `2`, ... for a choice; the square
/// numbers for a list of squares.
#[must_use]
pub fn keys(input: &Input) -> Vec<String> {
    match input {
        Input::Choose(options) => (1..=options.len()).map(|i| i.to_string()).collect(),
        Input::Pick(squares) => squares.iter().map(|s| s.number().to_string()).collect(),
        Input::Square | Input::Number => Vec::new(),
    }
}

fn key_text(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.trim().to_string()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// Reads an answer line for a question of `kind` answered with `input`.
///
/// # Errors
/// What was wrong with the line.
pub fn read_answer(line: &str, kind: QuestionKind, input: &Input) -> Result<Answer, BadAnswer> {
    let value: Value = serde_json::from_str(line).map_err(|_| BadAnswer::Shape)?;
    let Value::Object(map) = value else {
        return Err(BadAnswer::Shape);
    };
    if map.len() != 1 {
        return Err(BadAnswer::Shape);
    }
    let given = map.get("answer").ok_or(BadAnswer::Shape)?;
    let unknown = || BadAnswer::Unknown(given.to_string());
    match input {
        Input::Choose(options) => {
            if given.is_array() {
                return Err(BadAnswer::Multi(false));
            }
            if let Some(option) = key_text(given)
                .and_then(|k| k.parse::<usize>().ok())
                .and_then(|i| i.checked_sub(1))
                .and_then(|i| options.get(i))
            {
                return Ok(option.clone());
            }
            // The answer key's own value of an offered option.
            options
                .iter()
                .find(|o| &serde_json::to_value(o).unwrap_or_default() == given)
                .cloned()
                .ok_or_else(unknown)
        }
        Input::Pick(squares) => {
            let Value::Array(items) = given else {
                return Err(BadAnswer::Multi(true));
            };
            let mut picked = Vec::new();
            for item in items {
                let square = key_text(item)
                    .and_then(|k| squares.iter().find(|s| s.number().to_string() == k))
                    .ok_or_else(unknown)?;
                if !picked.contains(square) {
                    picked.push(*square);
                }
            }
            picked.sort_unstable();
            Ok(Answer::Squares(picked))
        }
        Input::Square | Input::Number => {
            let raw: crate::lesson::raw::RawValue =
                serde_json::from_value(given.clone()).map_err(|_| unknown())?;
            kind.read_answer(&raw).ok_or_else(unknown)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Reason, sq};

    #[test]
    fn answers_by_key_by_value_and_as_lists() {
        let kind = QuestionKind::Legal { piece: 3 };
        let input = Input::Choose(vec![
            Answer::Legal(Ok(())),
            Answer::Legal(Err(Reason::OwnPiece)),
        ]);
        assert_eq!(
            read_answer(r#"{"answer": 2}"#, kind, &input),
            Ok(Answer::Legal(Err(Reason::OwnPiece)))
        );
        assert_eq!(
            read_answer(r#"{"answer": "1"}"#, kind, &input),
            Ok(Answer::Legal(Ok(())))
        );
        assert_eq!(
            read_answer(r#"{"answer": "own-piece"}"#, kind, &input),
            Ok(Answer::Legal(Err(Reason::OwnPiece)))
        );
        assert!(matches!(
            read_answer(r#"{"answer": 3}"#, kind, &input),
            Err(BadAnswer::Unknown(_))
        ));
        assert_eq!(read_answer("nonsense", kind, &input), Err(BadAnswer::Shape));
        assert_eq!(
            read_answer(r#"{"answr": 1}"#, kind, &input),
            Err(BadAnswer::Shape)
        );
        assert_eq!(
            read_answer(r#"{"answer": [1]}"#, kind, &input),
            Err(BadAnswer::Multi(false))
        );
        let pick = Input::Pick(vec![sq(3), sq(5), sq(9)]);
        assert_eq!(
            read_answer(r#"{"answer": ["9", 3]}"#, QuestionKind::WhichPieces, &pick),
            Ok(Answer::Squares(vec![sq(3), sq(9)]))
        );
        assert_eq!(
            read_answer(r#"{"answer": []}"#, QuestionKind::WhichPieces, &pick),
            Ok(Answer::Squares(vec![]))
        );
        assert_eq!(
            read_answer(r#"{"answer": 3}"#, QuestionKind::WhichPieces, &pick),
            Err(BadAnswer::Multi(true))
        );
        assert_eq!(
            read_answer(
                r#"{"answer": 14}"#,
                QuestionKind::Destination { piece: 9 },
                &Input::Square
            ),
            Ok(Answer::Square(sq(14)))
        );
    }
}

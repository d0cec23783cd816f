//! The answers file: what a student hands in after a quiz, and what
//! `senet quiz --answers` grades. One JSON object:
//!
//! ```json
//! {"name": "Ana", "quiz": {"rules": "kendall", "seed": 5, "count": 10},
//!  "answers": [{"number": 1, "answer": "legal"}, {"number": 2, "answer": 14}]}
//! ```
//!
//! `quiz` names the quiz (the same four values always give the same
//! questions); `name` is optional. Answers are written in the codec of
//! [`Answer`] (`lesson::answer`); [`read_given`] also takes what a student or
//! a spreadsheet writes: a number as text (`"7"`) and the number of an
//! option printed on the sheet, where that is unambiguous.
//!
//! Any front-end (the tutor's quiz screen, `senet quiz --save-answers`, a
//! JSON-lines interface) saves through [`save_answers`].

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::generate::QuizItem;
use crate::engine::Ruleset;
use crate::lesson::choices::Input;
use crate::lesson::model::Answer;
use crate::lesson::raw::RawValue;

/// What identifies a quiz: its ruleset, seed, number of questions and topic
/// (the same four always give the same questions). The answer key starts
/// with it, and an answers file must carry it, so that answers are graded
/// against the quiz they were written for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuizId {
    /// The ruleset's name.
    pub rules: String,
    /// The seed.
    pub seed: u64,
    /// How many questions.
    pub count: usize,
    /// The topic key (`reason:CODE` or `rule:ID`), if the quiz has one.
    #[serde(default)]
    pub topic: Option<String>,
}

/// An answers file as written.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnswersFile {
    /// The student's name, if given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The quiz answered.
    pub quiz: QuizId,
    /// The answers, by question number.
    pub answers: Vec<GivenAnswer>,
}

/// One answer in an answers file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GivenAnswer {
    /// The question's number, from 1.
    pub number: u64,
    /// The answer.
    pub answer: RawValue,
}

impl AnswersFile {
    /// The file for `answers` (question number from 1, and the answer) given
    /// to `quiz` by the student `name` (blank: no name).
    #[must_use]
    pub fn new(name: &str, quiz: QuizId, answers: &[(usize, Answer)]) -> AnswersFile {
        let name = name.trim();
        AnswersFile {
            name: (!name.is_empty()).then(|| name.to_string()),
            quiz,
            answers: answers
                .iter()
                .map(|(number, answer)| GivenAnswer {
                    number: *number as u64,
                    answer: answer.to_value(),
                })
                .collect(),
        }
    }

    /// The file's text: pretty JSON ending with a newline.
    #[must_use]
    pub fn to_json(&self) -> String {
        // Strings, numbers and lists always serialize.
        serde_json::to_string_pretty(self).unwrap_or_default() + "\n"
    }
}

/// Writes the answers file of the student `name` for `quiz` into the new
/// file `path` (never over an existing one), atomically and with the
/// ordinary permissions of the user's umask: the one save of every
/// front-end. `answers` are (question number from 1, first answer given).
///
/// # Errors
/// `AlreadyExists` when `path` is taken, or any I/O error (nothing is left
/// behind).
pub fn save_answers(
    path: &Path,
    name: &str,
    quiz: &QuizId,
    answers: &[(usize, Answer)],
) -> std::io::Result<()> {
    let file = AnswersFile::new(name, quiz.clone(), answers);
    crate::store::atomic::write_new_shared(path, file.to_json().as_bytes())
}

/// [`save_answers`] into the folder `dir`, under a name made from the
/// student's name and the seed (`ana-seed-5.json`, or `ana-seed-5-2.json`
/// when taken). Returns the path written.
///
/// # Errors
/// Any I/O error.
pub fn save_answers_in(
    dir: &Path,
    name: &str,
    quiz: &QuizId,
    answers: &[(usize, Answer)],
) -> std::io::Result<std::path::PathBuf> {
    let file = AnswersFile::new(name, quiz.clone(), answers);
    let stem = format!("{}-seed-{}", file_stem(name), quiz.seed);
    crate::store::atomic::write_new_unique_shared(dir, &stem, "json", file.to_json().as_bytes())
}

/// A file-name stem from a person's name: letters and digits kept (any
/// script), lowercased, everything else a single `-`; `answers` when
/// nothing is left.
#[must_use]
pub fn file_stem(name: &str) -> String {
    let mut stem = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            stem.push(c);
        } else if !stem.is_empty() && !stem.ends_with('-') {
            stem.push('-');
        }
    }
    let stem: String = stem.trim_end_matches('-').chars().take(40).collect();
    if stem.is_empty() {
        "answers".to_string()
    } else {
        stem
    }
}

/// How a given answer reads.
#[derive(Debug, Clone, PartialEq)]
pub enum Reading {
    /// An answer to the question (right or not).
    Answer(Answer),
    /// Not an answer to this question.
    NotAnAnswer,
    /// A number that is both an option's number and, written as it is, a
    /// different answer: which one was meant cannot be told.
    Ambiguous,
}

/// The options a question offers on screen and on the printed sheet, in
/// their order (numbered from 1), or none for a typed answer.
#[must_use]
pub fn options(rules: &Ruleset, item: &QuizItem) -> Vec<Answer> {
    match item.options(rules) {
        Input::Choose(options) => options,
        _ => Vec::new(),
    }
}

/// Reads the answer `given` to `item`: as the answers file's codec writes
/// it; else a number written as text (`"7"`) as that number; else, for a
/// question with options, a number 1..=N (or such text) as the option of
/// that number, unless the number is also a different answer as written.
#[must_use]
pub fn read_given(rules: &Ruleset, item: &QuizItem, given: &RawValue) -> Reading {
    let kind = &item.question.kind;
    let as_number = match given {
        RawValue::Int(n) => Some(*n),
        RawValue::Text(t) => t.trim().parse::<i64>().ok(),
        _ => None,
    };
    let literal = kind.read_answer(given).or_else(|| match given {
        RawValue::Text(t) => {
            let t = t.trim();
            as_number
                .map(RawValue::Int)
                .and_then(|v| kind.read_answer(&v))
                .or_else(|| kind.read_answer(&RawValue::Text(t.to_lowercase())))
        }
        _ => None,
    });
    let options = options(rules, item);
    let option = as_number
        .and_then(|n| usize::try_from(n).ok())
        .filter(|n| (1..=options.len()).contains(n))
        .and_then(|n| options.get(n - 1).cloned());
    match (literal, option) {
        (Some(a), Some(b)) if a != b => Reading::Ambiguous,
        (Some(a), _) | (None, Some(a)) => Reading::Answer(a),
        (None, None) => Reading::NotAnAnswer,
    }
}

/// One question's result.
#[derive(Debug, Clone, PartialEq)]
pub enum Mark {
    /// Answered right.
    Right,
    /// Answered with this wrong answer.
    Wrong(Answer),
    /// Not answered.
    Missing,
    /// Answered with something that is not an answer to it (or an
    /// ambiguous number): counted wrong.
    Unreadable {
        /// What was written.
        given: RawValue,
        /// Whether it was an ambiguous number rather than no answer at all.
        ambiguous: bool,
    },
}

impl Mark {
    /// The word tools read: `right`, `wrong`, `missing` or `invalid`.
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            Mark::Right => "right",
            Mark::Wrong(_) => "wrong",
            Mark::Missing => "missing",
            Mark::Unreadable { .. } => "invalid",
        }
    }
}

/// Grades `given` (answers by number, already checked for range and
/// duplicates) against `items`, the quiz's questions: one mark per question.
#[must_use]
pub fn grade(rules: &Ruleset, items: &[QuizItem], given: &[GivenAnswer]) -> Vec<Mark> {
    items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            let Some(raw) = given.iter().find(|g| g.number == (i + 1) as u64) else {
                return Mark::Missing;
            };
            match read_given(rules, item, &raw.answer) {
                Reading::Answer(a) if item.question.accepts(&a) => Mark::Right,
                Reading::Answer(a) => Mark::Wrong(a),
                Reading::NotAnAnswer => Mark::Unreadable {
                    given: raw.answer.clone(),
                    ambiguous: false,
                },
                Reading::Ambiguous => Mark::Unreadable {
                    given: raw.answer.clone(),
                    ambiguous: true,
                },
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::RulesetId;
    use crate::quiz::Generator;

    fn items(seed: u64, count: usize) -> Vec<QuizItem> {
        let mut g = Generator::new(RulesetId::Kendall, seed);
        (0..count).map(|_| g.next(None)).collect()
    }

    fn quiz() -> QuizId {
        QuizId {
            rules: "kendall".into(),
            seed: 5,
            count: 10,
            topic: None,
        }
    }

    #[test]
    fn a_saved_file_reads_back_and_grades_all_right() {
        let items = items(5, 10);
        let answers: Vec<(usize, Answer)> = items
            .iter()
            .enumerate()
            .map(|(i, it)| (i + 1, it.question.answer.clone()))
            .collect();
        let file = AnswersFile::new(" Ana María ", quiz(), &answers);
        let text = file.to_json();
        let back: AnswersFile = serde_json::from_str(&text).expect("reads back");
        assert_eq!(back, file);
        assert_eq!(back.name.as_deref(), Some("Ana María"));
        let marks = grade(RulesetId::Kendall.ruleset(), &items, &back.answers);
        assert!(marks.iter().all(|m| *m == Mark::Right), "{marks:?}");
    }

    #[test]
    fn a_blank_name_is_left_out() {
        let file = AnswersFile::new("  ", quiz(), &[]);
        assert_eq!(file.name, None);
        assert!(!file.to_json().contains("name"));
    }

    #[test]
    fn numbers_as_text_and_option_numbers_are_read() {
        let rules = RulesetId::Kendall.ruleset();
        for item in items(7, 30) {
            let options = options(rules, &item);
            let answer = item.question.answer.clone();
            if let Some(at) = options.iter().position(|o| *o == answer) {
                let n = (at + 1) as i64;
                for given in [RawValue::Int(n), RawValue::Text(format!(" {n} "))] {
                    let reading = read_given(rules, &item, &given);
                    assert!(
                        reading == Reading::Answer(answer.clone()) || reading == Reading::Ambiguous,
                        "{item:?} {given:?} {reading:?}"
                    );
                }
            }
            if let RawValue::Int(n) = answer.to_value() {
                let reading = read_given(rules, &item, &RawValue::Text(n.to_string()));
                assert_eq!(reading, Reading::Answer(answer.clone()), "{item:?}");
            }
            assert_eq!(
                read_given(rules, &item, &RawValue::Text("banana".into())),
                Reading::NotAnAnswer
            );
        }
    }

    #[test]
    fn an_option_number_that_is_also_an_answer_is_ambiguous() {
        use crate::engine::Fraction;
        use crate::lesson::kinds::QuestionKind;
        use crate::lesson::model::Question;
        // A chance question whose options include 1 (certain): "1" could be
        // the first option or the chance 1.
        let mut item = items(1, 1).remove(0);
        item.question = Question {
            kind: QuestionKind::ThrowChance { value: 1 },
            rule: crate::engine::RuleId::Moving,
            hint: None,
            answer: Answer::Chance(Fraction::new(1, 1)),
            also: Vec::new(),
        };
        let rules = RulesetId::Kendall.ruleset();
        let chance = |n, d| Reading::Answer(Answer::Chance(Fraction::new(n, d)));
        // The options run 0, 1/16, 1/8, ... 1: "1" is option 1 (0) or the chance 1.
        assert_eq!(
            options(rules, &item)[0],
            Answer::Chance(Fraction::new(0, 1))
        );
        assert_eq!(
            read_given(rules, &item, &RawValue::Int(1)),
            Reading::Ambiguous
        );
        assert_eq!(read_given(rules, &item, &RawValue::Int(0)), chance(0, 1));
        assert_eq!(
            read_given(rules, &item, &RawValue::Text("1/8".into())),
            chance(1, 8)
        );
        assert_eq!(
            read_given(rules, &item, &RawValue::Text("3".into())),
            chance(1, 8)
        );
    }

    #[test]
    fn file_stems_are_plain() {
        assert_eq!(file_stem("Ana María López"), "ana-maría-lópez");
        assert_eq!(file_stem("../../etc"), "etc");
        assert_eq!(file_stem("  "), "answers");
    }
}

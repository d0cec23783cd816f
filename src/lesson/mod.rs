//! Lessons: YAML files of positions, explanations and questions, checked
//! against the rules engine. Read in two stages, as the engine reads boards:
//! [`raw`] is what the file says, [`check`](mod@check) turns it into a [`model::Lesson`]
//! the program trusts, or into diagnostics with file, line and column
//! ([`problem`]: codes, worded in `text::lesson_check`). Each question kind
//! is one file of [`kinds`]; an answer has one codec, [`answer`].

pub(crate) mod answer;
pub(crate) mod check;
pub(crate) mod choices;
pub mod course;
pub(crate) mod inline;
pub mod kinds;
pub(crate) mod library;
pub(crate) mod misconceptions;
pub(crate) mod model;
pub(crate) mod problem;
pub(crate) mod raw;
pub(crate) mod schema;
pub(crate) mod session;
pub mod solve;
pub(crate) mod template;
pub(crate) mod texts;
pub(crate) mod verdicts;

pub use check::{CheckedLesson, Diagnostic, Problem, check};

use crate::engine::{RuleId, RulesetId};

/// How many questions practise each rule of each ruleset among `lessons`,
/// listing every rule of every ruleset that appears (0 when none does).
#[must_use]
pub fn coverage(lessons: &[Lesson]) -> Vec<(RulesetId, RuleId, usize)> {
    let mut rulesets: Vec<RulesetId> = lessons.iter().map(|l| l.rules).collect();
    rulesets.sort();
    rulesets.dedup();
    let mut out = Vec::new();
    for rules in rulesets {
        for rule in rules.ruleset().rules {
            let count = lessons
                .iter()
                .filter(|l| l.rules == rules)
                .flat_map(Lesson::questions)
                .filter(|q| q.rule == rule.id)
                .count();
            out.push((rules, rule.id, count));
        }
    }
    out
}
pub use kinds::QuestionKind;
pub use library::{LessonFiles, read_path, read_path_each, shipped};
pub use model::{Answer, Lesson, OpponentFate, Position, Question, Step};

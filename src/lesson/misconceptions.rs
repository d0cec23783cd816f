//! The misconception catalogue: what choosing a wrong option reveals
//! (`data/misconceptions.yaml`, embedded; its texts are the Fluent messages
//! `misconception-<id>`). An entry matches a wrong answer by two tokens:
//! the right answer's and the chosen one's ([`token`]).

use std::sync::OnceLock;

use serde::Deserialize;

use super::choices::reasons;
use super::kinds::QuestionKind;
use super::model::{Answer, OpponentFate, Question};
use crate::engine::{Reason, Ruleset};

/// The catalogue file, as shipped.
pub const CATALOGUE: &str = include_str!("../../data/misconceptions.yaml");

/// One misconception.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Misconception {
    /// Its id (the text is the Fluent message `misconception-<id>`).
    pub id: String,
    /// The right answers it applies to (tokens; `*`: any other).
    pub truth: Vec<String>,
    /// The wrong options that reveal it (tokens).
    pub chosen: Vec<String>,
    /// The rulesets it belongs to (default: every ruleset that can give its reasons).
    #[serde(default)]
    pub rulesets: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    misconceptions: Vec<Misconception>,
}

/// Every misconception of the shipped catalogue (empty if the file does
/// not read, which a test rules out).
#[must_use]
pub fn all() -> &'static [Misconception] {
    static ALL: OnceLock<Vec<Misconception>> = OnceLock::new();
    ALL.get_or_init(|| {
        serde_saphyr::from_str::<File>(CATALOGUE)
            .map(|f| f.misconceptions)
            .unwrap_or_default()
    })
}

/// Whether a token names a reason code.
fn reason_of(token: &str) -> Option<Reason> {
    token.parse().ok()
}

impl Misconception {
    /// Whether it belongs to `rules`: named there, or (when no ruleset is
    /// named) every reason code it names is one the rules can give.
    #[must_use]
    pub fn belongs_to(&self, rules: &Ruleset) -> bool {
        if !self.rulesets.is_empty() {
            return self.rulesets.iter().any(|r| r == rules.id.name());
        }
        let given = reasons(rules);
        self.truth
            .iter()
            .chain(&self.chosen)
            .filter_map(|t| reason_of(t))
            .all(|r| given.contains(&r))
    }

    fn matches(&self, truth: &str, chosen: &str) -> bool {
        truth != chosen
            && self.chosen.iter().any(|c| c == chosen)
            && self.truth.iter().any(|t| t == "*" || t == truth)
    }
}

/// The catalogue of one ruleset.
#[must_use]
pub fn catalogue(rules: &Ruleset) -> Vec<&'static Misconception> {
    all().iter().filter(|m| m.belongs_to(rules)).collect()
}

/// The tokens of a right answer and a chosen one that the catalogue
/// matches (`None`: the kind has none, or the two do not differ in a way
/// it names).
#[must_use]
pub fn token(kind: QuestionKind, truth: &Answer, chosen: &Answer) -> Option<(String, String)> {
    let legal = |a: &Answer| match a {
        Answer::Legal(Ok(())) => Some("legal".to_string()),
        Answer::Legal(Err(r)) => Some(r.code().to_string()),
        _ => None,
    };
    match (kind, truth, chosen) {
        (QuestionKind::Legal { .. } | QuestionKind::LegalBackward { .. }, _, _) => {
            Some((legal(truth)?, legal(chosen)?))
        }
        (
            QuestionKind::Effect { .. },
            Answer::Effect {
                opponent: t,
                throw_again: ta,
            },
            Answer::Effect {
                opponent: c,
                throw_again: ca,
            },
        ) => {
            let fate = |f: &OpponentFate| match f {
                OpponentFate::NoneThere => "none".to_string(),
                OpponentFate::SentTo(_) => "exchange".to_string(),
                OpponentFate::Protected(r) => r.code().to_string(),
            };
            let again = |b: bool| if b { "throw-again" } else { "no-throw-again" }.to_string();
            if fate(t) == fate(c) {
                (ta != ca).then(|| (again(*ta), again(*ca)))
            } else {
                Some((fate(t), fate(c)))
            }
        }
        (QuestionKind::WhichPieces, Answer::Squares(t), Answer::Squares(c)) => {
            let some = |v: &Vec<_>| if v.is_empty() { "none" } else { "some" }.to_string();
            Some((some(t), some(c)))
        }
        _ => None,
    }
}

/// The misconception that choosing `chosen` for `question` reveals under `rules`.
#[must_use]
pub fn revealed(rules: &Ruleset, question: &Question, chosen: &Answer) -> Option<&'static str> {
    if question.accepts(chosen) {
        return None;
    }
    let (truth, chosen) = token(question.kind, &question.answer, chosen)?;
    catalogue(rules)
        .into_iter()
        .find(|m| m.matches(&truth, &chosen))
        .map(|m| m.id.as_str())
}

/// The misconceptions the wrong options among `options` could reveal, each once.
#[must_use]
pub fn offered(rules: &Ruleset, question: &Question, options: &[Answer]) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    for option in options {
        if let Some(id) = revealed(rules, question, option) {
            if !out.contains(&id) {
                out.push(id);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{RuleId, RulesetId};

    #[test]
    fn the_catalogue_reads_and_its_ids_are_unique_with_texts_in_every_language() {
        let all = all();
        assert!(all.len() > 20, "{all:?}");
        let mut ids: Vec<&str> = all.iter().map(|m| m.id.as_str()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), all.len(), "ids are unique");
        for m in all {
            for token in m.truth.iter().chain(&m.chosen) {
                let known = [
                    "*",
                    "legal",
                    "exchange",
                    "throw-again",
                    "no-throw-again",
                    "none",
                    "some",
                ];
                assert!(
                    known.contains(&token.as_str()) || reason_of(token).is_some(),
                    "{}: {token}",
                    m.id
                );
            }
        }
    }

    #[test]
    fn passing_26_is_named_and_a_right_answer_names_nothing() {
        let rules = RulesetId::Kendall.ruleset();
        let exists = |id: &str| catalogue(rules).iter().any(|m| m.id == id);
        assert!(exists("passes-26"));
        assert!(!exists("sees-guards"), "kendall has no guards");
        let q = Question {
            kind: QuestionKind::Legal { piece: 24 },
            rule: RuleId::Checkpoint26,
            hint: None,
            answer: Answer::Legal(Err(Reason::Checkpoint26)),
            also: Vec::new(),
        };
        assert_eq!(
            revealed(rules, &q, &Answer::Legal(Ok(()))),
            Some("passes-26")
        );
        assert_eq!(
            revealed(rules, &q, &Answer::Legal(Err(Reason::BlockedPath))),
            Some("sees-blocks")
        );
        assert_eq!(revealed(rules, &q, &q.answer), None);
    }
}

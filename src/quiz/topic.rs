//! Quiz topics: the reason codes and the rules a question practises. The
//! review schedule and the per-topic summary are kept by topic.

use std::fmt;
use std::str::FromStr;

use crate::engine::{Reason, RuleId};
use crate::lesson::kinds::QuestionKind;
use crate::lesson::model::{Answer, OpponentFate, Question};

/// A reason code or a rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Topic {
    /// A reason a move is refused.
    Reason(Reason),
    /// A rule.
    Rule(RuleId),
}

impl Topic {
    /// The key used in files: `reason:checkpoint-26` or `rule:exchange`.
    #[must_use]
    pub fn key(self) -> String {
        match self {
            Topic::Reason(r) => format!("reason:{}", r.code()),
            Topic::Rule(r) => format!("rule:{}", r.id()),
        }
    }
}

impl fmt::Display for Topic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Topic::Reason(r) => f.write_str(r.code()),
            Topic::Rule(r) => f.write_str(r.id()),
        }
    }
}

/// The text names neither a reason code nor a rule id.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown topic {0:?}: give a reason code (checkpoint-26, ...) or a rule id (exchange, ...)"
)]
pub struct UnknownTopic(pub String);

impl FromStr for Topic {
    type Err = UnknownTopic;

    /// Accepts `checkpoint-26`, `reason:checkpoint-26`, `exchange` or `rule:exchange`.
    /// A bare name that is both a reason and a rule (e.g. `own-piece`) is the reason.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = text.trim();
        if let Some(rest) = text.strip_prefix("reason:") {
            return rest
                .parse()
                .map(Topic::Reason)
                .map_err(|_| UnknownTopic(text.into()));
        }
        if let Some(rest) = text.strip_prefix("rule:") {
            return rest
                .parse()
                .map(Topic::Rule)
                .map_err(|_| UnknownTopic(text.into()));
        }
        text.parse::<Reason>()
            .map(Topic::Reason)
            .or_else(|_| text.parse::<RuleId>().map(Topic::Rule))
            .map_err(|_| UnknownTopic(text.into()))
    }
}

/// The topics a question practises: the reason in its answer (if any), then its rule.
#[must_use]
pub fn topics_of(question: &Question) -> Vec<Topic> {
    let mut topics = Vec::new();
    match (&question.kind, &question.answer) {
        (
            QuestionKind::Legal { .. } | QuestionKind::LegalBackward { .. },
            Answer::Legal(Err(r)),
        ) => {
            topics.push(Topic::Reason(*r));
        }
        (
            QuestionKind::Effect { .. },
            Answer::Effect {
                opponent: OpponentFate::Protected(r),
                ..
            },
        ) => topics.push(Topic::Reason(*r)),
        _ => {}
    }
    topics.push(Topic::Rule(question.rule));
    topics
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn topics_parse_in_every_spelling() {
        assert_eq!(
            "checkpoint-26".parse(),
            Ok(Topic::Reason(Reason::Checkpoint26))
        );
        assert_eq!("reason:guarded".parse(), Ok(Topic::Reason(Reason::Guarded)));
        assert_eq!("exchange".parse(), Ok(Topic::Rule(RuleId::Exchange)));
        assert_eq!("rule:own-piece".parse(), Ok(Topic::Rule(RuleId::OwnPiece)));
        assert_eq!("own-piece".parse(), Ok(Topic::Reason(Reason::OwnPiece)));
        assert!("nonsense".parse::<Topic>().is_err());
        for topic in [
            Topic::Reason(Reason::SafeHouse),
            Topic::Rule(RuleId::Water27),
        ] {
            assert_eq!(topic.key().parse(), Ok(topic));
        }
    }
}

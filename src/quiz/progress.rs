//! The learner's progress read per ruleset, as the home screen's progress
//! and `senet progress` show it: the lessons done (the shipped curriculum
//! apart from a teacher's own lessons), and each quiz topic's record, with
//! the weak ones (answered wrongly the last time) to review.
//!
//! Per ruleset, the learner record ([`crate::learner`]) at a given time:
//! each quiz rule's first-try tally and standing (new / learning / known,
//! the recall estimate, whether it is due), the weakest rule, and the open
//! misconceptions. The Leitner topic records of version 2 files are kept
//! as earlier counts (every try counted).
//!
//! The general lessons (`intro-…`) belong to no ruleset and are counted on
//! their own. A topic key that no longer names a topic (an older version's)
//! is left out.

use crate::engine::{RuleId, RulesetId};
use crate::learner::RuleState;
use crate::quiz::Topic;
use crate::store::progress::{Progress, TopicRecord};

/// A lesson as the report counts it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LessonRef<'a> {
    /// Its id.
    pub id: &'a str,
    /// Its ruleset.
    pub rules: RulesetId,
    /// Whether it ships with the program (else it is a teacher's own).
    pub shipped: bool,
}

impl LessonRef<'_> {
    /// Whether it is one of the general lessons, shown under every ruleset.
    #[must_use]
    pub fn is_general(&self) -> bool {
        self.id.starts_with("intro-")
    }
}

/// Lessons done of those there are.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Count {
    /// The ids of those done, in the order given.
    pub done: Vec<String>,
    /// How many there are.
    pub total: usize,
}

/// One quiz topic of a ruleset and its record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TopicState {
    /// The topic.
    pub topic: Topic,
    /// Its record.
    pub record: TopicRecord,
}

impl TopicState {
    /// Answered wrongly the last time it was asked (the review schedule's box 1).
    #[must_use]
    pub fn is_weak(&self) -> bool {
        self.record.level == 1
    }
}

/// What was done in one ruleset.
#[derive(Debug, Clone, PartialEq)]
pub struct RulesetProgress {
    /// The ruleset.
    pub rules: RulesetId,
    /// Its shipped lessons.
    pub shipped: Count,
    /// A teacher's own lessons of it (those loaded, and any completed).
    pub own: Count,
    /// Its quiz topics of an earlier version (every try counted), in the order of their keys.
    pub topics: Vec<TopicState>,
    /// Each rule the quiz asks, and any other answered in a lesson, with how it stands.
    pub rules_state: Vec<RuleState>,
    /// The weakest rule answered.
    pub weakest: Option<RuleId>,
    /// The open misconceptions: (id, times shown), most often first.
    pub misconceptions: Vec<(String, u32)>,
}

impl RulesetProgress {
    /// The rules answered before and due now: to review.
    #[must_use]
    pub fn due(&self) -> Vec<RuleId> {
        self.rules_state
            .iter()
            .filter(|s| s.recall.is_some() && s.due)
            .map(|s| s.rule)
            .collect()
    }

    /// Whether any question of it was answered (in a lesson or a quiz).
    #[must_use]
    pub fn is_answered(&self) -> bool {
        self.rules_state.iter().any(|s| s.recall.is_some())
    }

    /// Whether anything was done in it.
    #[must_use]
    pub fn is_started(&self) -> bool {
        !self.shipped.done.is_empty()
            || !self.own.done.is_empty()
            || !self.topics.is_empty()
            || self.is_answered()
    }
}

/// The whole report: the general lessons, then each ruleset in the order
/// rulesets are listed.
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    /// The general lessons (shipped).
    pub general: Count,
    /// A teacher's own lessons whose ruleset is not known (completed, but
    /// not among the lessons given): their ids.
    pub other_own: Vec<String>,
    /// Each ruleset.
    pub rulesets: Vec<RulesetProgress>,
}

/// Reads `progress` against the lessons there are, at time `now`.
#[must_use]
pub fn report(progress: &Progress, lessons: &[LessonRef<'_>], now: u64) -> Report {
    let done = |id: &str| progress.completed_lessons.contains(id);
    let count = |keep: &dyn Fn(&LessonRef<'_>) -> bool| {
        let mut c = Count::default();
        for lesson in lessons.iter().filter(|l| keep(l)) {
            c.total += 1;
            if done(lesson.id) {
                c.done.push(lesson.id.to_string());
            }
        }
        c
    };
    let general = count(&|l| l.is_general());
    let rulesets = RulesetId::ALL
        .into_iter()
        .map(|rules| {
            let prefix = format!("{}:", rules.name());
            let topics = progress
                .topics
                .iter()
                .filter_map(|(key, record)| {
                    let topic = key.strip_prefix(&prefix)?.parse::<Topic>().ok()?;
                    Some(TopicState {
                        topic,
                        record: *record,
                    })
                })
                .collect();
            let learner = &progress.learner;
            let mut rules_state: Vec<RuleState> = crate::quiz::quiz_rules(rules)
                .into_iter()
                .map(|rule| learner.state(rules, rule, now))
                .collect();
            for state in learner.states(rules, now) {
                if !rules_state.iter().any(|s| s.rule == state.rule) {
                    rules_state.push(state);
                }
            }
            rules_state.sort_by_key(|s| s.rule);
            RulesetProgress {
                rules,
                shipped: count(&|l| !l.is_general() && l.shipped && l.rules == rules),
                own: count(&|l| !l.is_general() && !l.shipped && l.rules == rules),
                topics,
                rules_state,
                weakest: learner.weakest(rules, now),
                misconceptions: learner.open_misconceptions(rules),
            }
        })
        .collect();
    let other_own = progress
        .completed_lessons
        .iter()
        .filter(|id| !lessons.iter().any(|l| l.id == id.as_str()))
        .cloned()
        .collect();
    Report {
        general,
        other_own,
        rulesets,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Reason;

    fn record(level: u8, right: u32, wrong: u32) -> TopicRecord {
        TopicRecord {
            right,
            wrong,
            level,
            due: 0,
            last: 1,
        }
    }

    #[test]
    fn lessons_are_counted_per_ruleset_with_a_teachers_own_apart() {
        let lessons = [
            LessonRef {
                id: "intro-01",
                rules: RulesetId::Kendall,
                shipped: true,
            },
            LessonRef {
                id: "kendall-01",
                rules: RulesetId::Kendall,
                shipped: true,
            },
            LessonRef {
                id: "kendall-02",
                rules: RulesetId::Kendall,
                shipped: true,
            },
            LessonRef {
                id: "my-lesson",
                rules: RulesetId::Kendall,
                shipped: false,
            },
            LessonRef {
                id: "arcade-01",
                rules: RulesetId::Arcade,
                shipped: true,
            },
        ];
        let mut p = Progress::fresh();
        for id in ["intro-01", "kendall-02", "my-lesson", "gone-lesson"] {
            p.completed_lessons.insert(id.to_string());
        }
        p.topics
            .insert("kendall:reason:checkpoint-26".into(), record(1, 2, 1));
        p.topics
            .insert("kendall:rule:exchange".into(), record(3, 4, 0));
        p.topics
            .insert("kendall:reason:no-such-thing".into(), record(1, 0, 1));
        p.topics
            .insert("arcade:rule:exchange".into(), record(2, 1, 0));
        let r = report(&p, &lessons, 0);
        assert_eq!(
            r.general,
            Count {
                done: vec!["intro-01".into()],
                total: 1
            }
        );
        assert_eq!(r.other_own, ["gone-lesson"]);
        let kendall = &r.rulesets[0];
        assert_eq!(kendall.rules, RulesetId::Kendall);
        assert_eq!(
            kendall.shipped,
            Count {
                done: vec!["kendall-02".into()],
                total: 2
            }
        );
        assert_eq!(
            kendall.own,
            Count {
                done: vec!["my-lesson".into()],
                total: 1
            }
        );
        assert_eq!(kendall.topics.len(), 2, "the unknown key is left out");
        let weak = |p: &RulesetProgress| -> Vec<Topic> {
            p.topics
                .iter()
                .filter(|t| t.is_weak())
                .map(|t| t.topic)
                .collect()
        };
        assert_eq!(weak(kendall), [Topic::Reason(Reason::Checkpoint26)]);
        let arcade = r
            .rulesets
            .iter()
            .find(|x| x.rules == RulesetId::Arcade)
            .expect("arcade");
        assert!(arcade.is_started() && weak(arcade).is_empty());
        let race = r
            .rulesets
            .iter()
            .find(|x| x.rules == RulesetId::Race)
            .expect("race");
        assert!(!race.is_started());
    }
}

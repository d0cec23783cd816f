//! The learner record: one place that knows what the learner knows.
//!
//! Every question answered (in a lesson, a quiz, or review) is recorded
//! once, under its rule, by its first try: a retry helps the learner but
//! never counts as right. The reason code of the answer is kept as detail,
//! a wrong first answer's misconception is kept (open until the learner
//! answers that rule right where the same mistake could be made again),
//! each rule's memory follows the FSRS model ([`fsrs`]), and each lesson
//! keeps its best stars ([`stars`]). The quiz summary, the lesson end, the
//! Progress screen and `senet progress` all read this record.
//!
//! The record is saved inside the progress file (`store::progress`).

pub mod fsrs;
pub mod stars;

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::engine::{Reason, RuleId, RulesetId};
use fsrs::{Grade, Memory};

/// First-try answers: how many were asked, how many right at the first try.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    /// Questions asked.
    pub asked: u32,
    /// Of them, right at the first try.
    pub first_try_right: u32,
}

impl Tally {
    fn add(&mut self, right: bool) {
        self.asked += 1;
        if right {
            self.first_try_right += 1;
        }
    }
}

/// One rule of one ruleset: its first-try tally, the same per reason code,
/// and its memory.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct RuleRecord {
    /// Every question on the rule.
    #[serde(flatten)]
    pub tally: Tally,
    /// The questions whose answer was a reason, by reason code.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub reasons: BTreeMap<String, Tally>,
    /// The memory model's state.
    pub memory: Memory,
}

/// A misconception the learner showed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MisconceptionRecord {
    /// How often a first answer revealed it.
    pub seen: u32,
    /// When it was last revealed.
    pub last_seen: u64,
    /// When the learner last answered right where it could have shown (0: never).
    #[serde(default)]
    pub cleared: u64,
    /// The rule of the question that last revealed it.
    #[serde(default)]
    pub rule: String,
}

impl MisconceptionRecord {
    /// Whether it is still open: revealed after the last time it was cleared.
    #[must_use]
    pub fn is_open(&self) -> bool {
        self.seen > 0 && self.last_seen >= self.cleared
    }
}

/// A lesson's best result.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonRecord {
    /// The best stars (1 to 3; 0 for a lesson without questions).
    pub stars: u8,
    /// First-try right answers of the best run.
    pub first_try_right: u32,
    /// Questions of the best run.
    pub asked: u32,
    /// When it was last completed.
    pub last: u64,
}

/// The whole record, as saved in the progress file.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Learner {
    /// Per rule, keyed `ruleset:rule-id` (`kendall:checkpoint-26`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub rules: BTreeMap<String, RuleRecord>,
    /// Misconceptions shown, keyed `ruleset:id`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub misconceptions: BTreeMap<String, MisconceptionRecord>,
    /// Lessons completed, keyed by the lesson id (`course/id` inside a teacher's course).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub lessons: BTreeMap<String, LessonRecord>,
}

/// One answered question, as the record takes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answered {
    /// The ruleset.
    pub rules: RulesetId,
    /// The rule it practises.
    pub rule: RuleId,
    /// The reason in its answer, if it is one.
    pub reason: Option<Reason>,
    /// Whether the first try was right.
    pub first_try_right: bool,
    /// The misconception the first (wrong) answer revealed.
    pub misconception: Option<&'static str>,
    /// The misconceptions its wrong options could reveal (a right first
    /// answer clears those that are open).
    pub offered: Vec<&'static str>,
}

/// The key of a rule's record.
#[must_use]
pub fn rule_key(rules: RulesetId, rule: RuleId) -> String {
    format!("{}:{}", rules.name(), rule.id())
}

/// The key of a misconception's record.
#[must_use]
pub fn misconception_key(rules: RulesetId, id: &str) -> String {
    format!("{}:{id}", rules.name())
}

/// How well a rule is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Standing {
    /// Never asked.
    New,
    /// Asked, but not yet remembered for a week.
    Learning,
    /// Remembered with 90% chance for at least [`KNOWN_DAYS`] days.
    Known,
}

/// A rule is known once its stability reaches this many days: a week after
/// the last answer, the learner still recalls it with a 90% chance.
pub const KNOWN_DAYS: f64 = 7.0;

/// A rule as the record knows it at some time.
#[derive(Debug, Clone, PartialEq)]
pub struct RuleState {
    /// The rule.
    pub rule: RuleId,
    /// First-try tally.
    pub tally: Tally,
    /// New, learning or known.
    pub standing: Standing,
    /// The recall estimate now (`None`: never asked).
    pub recall: Option<f64>,
    /// The recall estimate a day from now: the weakness order.
    pub recall_tomorrow: Option<f64>,
    /// When it is due (0: now, never asked).
    pub due_at: u64,
    /// Whether it is due now.
    pub due: bool,
    /// Stability in days.
    pub stability: f64,
}

impl Learner {
    /// Records one answered question at `now`.
    pub fn record(&mut self, a: &Answered, now: u64) {
        let record = self.rules.entry(rule_key(a.rules, a.rule)).or_default();
        record.tally.add(a.first_try_right);
        if let Some(reason) = a.reason {
            record
                .reasons
                .entry(reason.code().to_string())
                .or_default()
                .add(a.first_try_right);
        }
        let grade = if a.first_try_right {
            Grade::Good
        } else {
            Grade::Again
        };
        record.memory.review(grade, now);
        if let Some(id) = a.misconception.filter(|_| !a.first_try_right) {
            let m = self
                .misconceptions
                .entry(misconception_key(a.rules, id))
                .or_default();
            m.seen += 1;
            m.last_seen = now;
            m.rule = a.rule.id().to_string();
        }
        if a.first_try_right {
            for id in &a.offered {
                if let Some(m) = self.misconceptions.get_mut(&misconception_key(a.rules, id)) {
                    if m.is_open() {
                        m.cleared = now.max(m.last_seen + 1);
                    }
                }
            }
        }
    }

    /// Records a completed lesson: its stars and first-try score, kept when
    /// better than before (more stars, then more right).
    pub fn complete_lesson(&mut self, key: &str, first_try_right: u32, asked: u32, now: u64) {
        let run = LessonRecord {
            stars: stars::stars(first_try_right, asked),
            first_try_right,
            asked,
            last: now,
        };
        let entry = self.lessons.entry(key.to_string()).or_insert(run);
        if (run.stars, run.first_try_right) > (entry.stars, entry.first_try_right) {
            *entry = run;
        }
        entry.last = now;
    }

    /// The record of one rule.
    #[must_use]
    pub fn rule(&self, rules: RulesetId, rule: RuleId) -> Option<&RuleRecord> {
        self.rules.get(&rule_key(rules, rule))
    }

    /// How `rule` stands at `now`.
    #[must_use]
    pub fn state(&self, rules: RulesetId, rule: RuleId, now: u64) -> RuleState {
        let record = self.rule(rules, rule).cloned().unwrap_or_default();
        let m = record.memory;
        let standing = if m.is_new() {
            Standing::New
        } else if m.stability >= KNOWN_DAYS {
            Standing::Known
        } else {
            Standing::Learning
        };
        RuleState {
            rule,
            tally: record.tally,
            standing,
            recall: m.recall(now),
            recall_tomorrow: (!m.is_new())
                .then(|| fsrs::retrievability(m.days_since(now) + 1.0, m.stability)),
            due_at: m.due(),
            due: m.is_new() || now >= m.due(),
            stability: m.stability,
        }
    }

    /// The rules of `rules` that were answered, with how each stands at `now`,
    /// in the order of rule ids.
    #[must_use]
    pub fn states(&self, rules: RulesetId, now: u64) -> Vec<RuleState> {
        let prefix = format!("{}:", rules.name());
        let mut out: Vec<RuleState> = self
            .rules
            .keys()
            .filter_map(|k| k.strip_prefix(&prefix)?.parse::<RuleId>().ok())
            .map(|rule| self.state(rules, rule, now))
            .collect();
        out.sort_by_key(|s| s.rule);
        out
    }

    /// The weakest rule answered in `rules`, among those missed at a first
    /// try and not known: the lowest recall estimate a day from now, then
    /// the fewest right at the first try. `None` when no rule is weak.
    #[must_use]
    pub fn weakest(&self, rules: RulesetId, now: u64) -> Option<RuleId> {
        self.states(rules, now)
            .into_iter()
            .filter(|s| s.standing != Standing::Known && s.tally.first_try_right < s.tally.asked)
            .min_by(|a, b| {
                let key = |s: &RuleState| {
                    (
                        s.recall_tomorrow.unwrap_or(1.0),
                        f64::from(s.tally.first_try_right) / f64::from(s.tally.asked.max(1)),
                    )
                };
                let (ka, kb) = (key(a), key(b));
                ka.0.total_cmp(&kb.0).then(ka.1.total_cmp(&kb.1))
            })
            .map(|s| s.rule)
    }

    /// The open misconceptions of `rules`, most often shown first: (id, times).
    #[must_use]
    pub fn open_misconceptions(&self, rules: RulesetId) -> Vec<(String, u32)> {
        let prefix = format!("{}:", rules.name());
        let mut out: Vec<(String, u32, u64)> = self
            .misconceptions
            .iter()
            .filter(|(_, m)| m.is_open())
            .filter_map(|(k, m)| Some((k.strip_prefix(&prefix)?.to_string(), m.seen, m.last_seen)))
            .collect();
        out.sort_by(|a, b| b.1.cmp(&a.1).then(b.2.cmp(&a.2)).then(a.0.cmp(&b.0)));
        out.into_iter().map(|(id, seen, _)| (id, seen)).collect()
    }

    /// The rules of `rules` with an open misconception.
    #[must_use]
    pub fn misconceived_rules(&self, rules: RulesetId) -> Vec<RuleId> {
        let prefix = format!("{}:", rules.name());
        let mut out: Vec<RuleId> = self
            .misconceptions
            .iter()
            .filter(|(k, m)| k.starts_with(&prefix) && m.is_open())
            .filter_map(|(_, m)| m.rule.parse().ok())
            .collect();
        out.sort();
        out.dedup();
        out
    }

    /// The best result of lesson `key`.
    #[must_use]
    pub fn lesson(&self, key: &str) -> Option<&LessonRecord> {
        self.lessons.get(key)
    }

    /// Adds what another run saved: per rule the record with more answers
    /// (on a tie, the one answered later), per misconception the one seen
    /// more often (then later), per lesson the better result. The result
    /// does not depend on the order.
    pub fn merge(&mut self, other: Learner) {
        for (key, theirs) in other.rules {
            let rank = |r: &RuleRecord| {
                (
                    r.tally.asked,
                    r.memory.last,
                    r.tally.first_try_right,
                    r.memory.stability.to_bits(),
                )
            };
            match self.rules.get_mut(&key) {
                Some(mine) if rank(mine) >= rank(&theirs) => {}
                Some(mine) => *mine = theirs,
                None => {
                    self.rules.insert(key, theirs);
                }
            }
        }
        for (key, theirs) in other.misconceptions {
            let rank = |m: &MisconceptionRecord| (m.seen, m.last_seen, m.cleared, m.rule.clone());
            let mine = self
                .misconceptions
                .entry(key)
                .or_insert_with(|| theirs.clone());
            if rank(&theirs) > rank(mine) {
                *mine = theirs;
            }
        }
        for (key, theirs) in other.lessons {
            let rank = |l: &LessonRecord| (l.stars, l.first_try_right, l.asked, l.last);
            let mine = self.lessons.entry(key).or_insert(theirs);
            if rank(&theirs) > rank(mine) {
                *mine = theirs;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: u64 = 86_400;

    fn answered(rule: RuleId, right: bool, misconception: Option<&'static str>) -> Answered {
        Answered {
            rules: RulesetId::Kendall,
            rule,
            reason: Some(Reason::Checkpoint26).filter(|_| rule == RuleId::Checkpoint26),
            first_try_right: right,
            misconception,
            offered: vec!["passes-26"],
        }
    }

    #[test]
    fn first_tries_are_counted_once_per_question_with_the_reason_as_detail() {
        let mut l = Learner::default();
        l.record(
            &answered(RuleId::Checkpoint26, false, Some("passes-26")),
            10,
        );
        l.record(&answered(RuleId::Checkpoint26, true, None), 20);
        l.record(&answered(RuleId::Exchange, true, None), 30);
        let r = l
            .rule(RulesetId::Kendall, RuleId::Checkpoint26)
            .expect("kept");
        assert_eq!(
            r.tally,
            Tally {
                asked: 2,
                first_try_right: 1
            }
        );
        assert_eq!(
            r.reasons["checkpoint-26"],
            Tally {
                asked: 2,
                first_try_right: 1
            }
        );
        assert_eq!(l.states(RulesetId::Kendall, 30).len(), 2);
        // Right once where the mistake could show again: cleared.
        assert!(l.open_misconceptions(RulesetId::Kendall).is_empty());
        l.record(
            &answered(RuleId::Checkpoint26, false, Some("passes-26")),
            40,
        );
        assert_eq!(
            l.open_misconceptions(RulesetId::Kendall),
            [("passes-26".to_string(), 2)]
        );
    }

    #[test]
    fn standing_follows_the_memory_and_the_weakest_is_the_one_missed() {
        let mut l = Learner::default();
        assert_eq!(
            l.state(RulesetId::Kendall, RuleId::Exchange, 0).standing,
            Standing::New
        );
        l.record(&answered(RuleId::Exchange, true, None), 0);
        l.record(&answered(RuleId::Moving, true, None), 0);
        l.record(&answered(RuleId::Checkpoint26, true, None), 0);
        assert_eq!(l.weakest(RulesetId::Kendall, 0), None, "nothing missed");
        l.record(&answered(RuleId::Checkpoint26, false, None), 60);
        assert_eq!(
            l.weakest(RulesetId::Kendall, 60),
            Some(RuleId::Checkpoint26)
        );
        let s = l.state(RulesetId::Kendall, RuleId::Exchange, 60);
        assert_eq!(s.standing, Standing::Learning);
        assert!(!s.due);
        l.record(&answered(RuleId::Exchange, true, None), 4 * DAY);
        let s = l.state(RulesetId::Kendall, RuleId::Exchange, 4 * DAY);
        assert_eq!(s.standing, Standing::Known, "{s:?}");
    }

    #[test]
    fn the_merge_keeps_the_fuller_record_in_any_order() {
        let mut a = Learner::default();
        let mut b = Learner::default();
        a.record(&answered(RuleId::Exchange, true, None), 5);
        b.record(&answered(RuleId::Exchange, false, Some("x")), 9);
        b.record(&answered(RuleId::Exchange, true, None), 10);
        a.complete_lesson("k1", 3, 3, 5);
        b.complete_lesson("k1", 1, 3, 8);
        let mut ab = a.clone();
        ab.merge(b.clone());
        let mut ba = b.clone();
        ba.merge(a);
        assert_eq!(ab, ba);
        assert_eq!(
            ab.rule(RulesetId::Kendall, RuleId::Exchange)
                .map(|r| r.tally.asked),
            Some(2)
        );
        assert_eq!(ab.lesson("k1").map(|r| r.stars), Some(3));
    }
}

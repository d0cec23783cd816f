//! Adaptive review: a Leitner scheme per topic.
//!
//! Each topic sits in a box from 1 to 5 (a topic never asked is in box 0).
//! - A wrong answer puts the topic in box 1, due at once: it comes back
//!   within the next few questions.
//! - A right answer given when the topic is due moves it up (from box 0 or 1
//!   straight to box 2) and sets the next due time: box 2 after 1 day, box 3
//!   after 3 days, box 4 after 7 days, box 5 after 14 days. A right answer
//!   before the topic is due counts for accuracy but does not move it up, so
//!   climbing needs answers spread over time.
//! - A right answer on the second try, after a wrong first one (the quiz
//!   allows one more try), counts for accuracy and leaves the topic in box 1.
//! - A topic in box 5 is mastered: right four times, each at least its
//!   interval after the one before (1 + 3 + 7 days at the least).
//!
//! Time is passed in (seconds since the Unix epoch) so the scheme is tested
//! without waiting.

use crate::store::progress::TopicRecord;

/// The highest box: mastered.
pub const MASTERED_BOX: u8 = 5;

const DAY: u64 = 24 * 60 * 60;

/// How long a topic rests after moving up into `to_box`.
#[must_use]
pub const fn interval(to_box: u8) -> u64 {
    match to_box {
        0 | 1 => 0,
        2 => DAY,
        3 => 3 * DAY,
        4 => 7 * DAY,
        _ => 14 * DAY,
    }
}

/// The scheme itself, on the record the progress file keeps.
impl TopicRecord {
    /// Records an answer given at `now`.
    pub fn answer(&mut self, correct: bool, now: u64) {
        self.last = now;
        if correct {
            self.right += 1;
            if self.level == 0 || now >= self.due {
                self.level = (self.level + 1).clamp(2, MASTERED_BOX);
                self.due = now + interval(self.level);
            }
        } else {
            self.wrong += 1;
            self.level = 1;
            self.due = now;
        }
    }

    /// Records a second try at a question whose first answer (recorded
    /// already with [`TopicRecord::answer`]) was wrong: a right second try
    /// counts for accuracy but does not move the topic up (it was missed),
    /// a wrong one counts as another wrong answer.
    pub fn answer_retry(&mut self, correct: bool, now: u64) {
        if correct {
            self.last = now;
            self.right += 1;
        } else {
            self.answer(false, now);
        }
    }

    /// Whether the topic is mastered.
    #[must_use]
    pub const fn mastered(&self) -> bool {
        self.level >= MASTERED_BOX
    }

    /// Whether it is due at `now` (never-asked topics are always due).
    #[must_use]
    pub const fn is_due(&self, now: u64) -> bool {
        self.level == 0 || now >= self.due
    }

    /// The share of right answers, when there was any answer.
    #[must_use]
    pub fn accuracy(&self) -> Option<f64> {
        let total = self.right + self.wrong;
        (total > 0).then(|| f64::from(self.right) / f64::from(total))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wrong_answer_comes_back_before_a_right_one() {
        let now = 1_000_000;
        let mut right = TopicRecord::default();
        let mut wrong = TopicRecord::default();
        right.answer(true, now);
        wrong.answer(false, now);
        assert!(wrong.is_due(now + 60), "a wrong answer comes back at once");
        // The right one waits a day.
        assert!(!right.is_due(now + 60));
        assert!(right.is_due(now + DAY));
    }

    #[test]
    fn mastery_needs_right_answers_spread_over_time() {
        let mut r = TopicRecord::default();
        let mut now = 0;
        for _ in 0..20 {
            r.answer(true, now);
            now += 60;
        }
        assert_eq!(
            r.level, 2,
            "twenty right answers in one sitting climb one box only"
        );
        assert!(!r.mastered());
        let mut r = TopicRecord::default();
        let mut now = 0;
        for _ in 0..MASTERED_BOX {
            r.answer(true, now);
            now = r.due;
        }
        assert!(r.mastered(), "{r:?}");
        assert!(now >= 11 * DAY);
        r.answer(false, now);
        assert_eq!(
            r.level, 1,
            "a wrong answer sends even a mastered topic back"
        );
        assert_eq!(r.accuracy(), Some(5.0 / 6.0));
    }
}

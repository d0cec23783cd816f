//! The memory model of spaced review: FSRS-4.5 (Free Spaced Repetition
//! Scheduler), the scheduler of Anki and many other tools, with its
//! published default parameters.
//!
//! Source: Jarrett Ye et al., open-spaced-repetition, "The Algorithm"
//! (<https://github.com/open-spaced-repetition/fsrs4anki/wiki/The-Algorithm>,
//! section FSRS-4.5) and the default weights of `fsrs-rs` 0.6 / FSRS-4.5.
//! Implemented here (about a hundred lines) rather than taken from the
//! `rs-fsrs` crate so that time stays whole seconds since the epoch (no date
//! library) and the state is plain numbers in the progress file.
//!
//! - Retrievability after `t` days with stability `S`:
//!   `R(t, S) = (1 + FACTOR · t / S) ^ DECAY`, `DECAY = -0.5`,
//!   `FACTOR = 19/81`, so that `R(S, S) = 0.9`.
//! - The first answer: `S₀(G) = w[G-1]`, `D₀(G) = w4 − (G − 3) · w5`.
//! - Difficulty after an answer: `D' = w7 · D₀(3) + (1 − w7) · (D − w6 · (G − 3))`, within 1..10.
//! - Stability after a recalled answer (G ≥ 2):
//!   `S' = S · (e^w8 · (11 − D) · S^−w9 · (e^(w10 · (1 − R)) − 1) · h · b + 1)`,
//!   `h = w15` for Hard, `b = w16` for Easy.
//! - Stability after a lapse (G = 1):
//!   `S' = w11 · D^−w12 · ((S + 1)^w13 − 1) · e^(w14 · (1 − R))`, never above `S`.
//! - The next review, for a wanted recall of 90%: after `S` days.
//!
//! The tutor grades a question Good when its first answer was right and
//! Again when it was wrong (a right second try is still Again).

use serde::{Deserialize, Serialize};

/// FSRS-4.5's default weights `w0..w16`.
pub const WEIGHTS: [f64; 17] = [
    0.4872, 1.4003, 3.7145, 13.8206, 5.1618, 1.2298, 0.8975, 0.031, 1.6474, 0.1367, 1.0461, 2.1072,
    0.0793, 0.3246, 1.587, 0.2272, 2.8755,
];

/// The power of the forgetting curve.
pub const DECAY: f64 = -0.5;

/// Chosen so that the recall after `S` days is 90%.
pub const FACTOR: f64 = 19.0 / 81.0;

/// The recall the schedule aims for: a rule is due when its estimate falls below it.
pub const WANTED_RECALL: f64 = 0.9;

const DAY: f64 = 86_400.0;

/// How an answer went, on FSRS's four-point scale.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Grade {
    /// Forgotten (a wrong first answer).
    Again = 1,
    /// Recalled with difficulty.
    Hard = 2,
    /// Recalled (a right first answer).
    Good = 3,
    /// Recalled easily.
    Easy = 4,
}

/// The memory of one rule: stability (days until recall falls to 90%),
/// difficulty (1..10), and when it was last answered. `reviews == 0`: never asked.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
pub struct Memory {
    /// Days after the last review at which recall falls to 90%.
    pub stability: f64,
    /// 1 (easy) to 10 (hard).
    pub difficulty: f64,
    /// When it was last answered (seconds since the epoch).
    pub last: u64,
    /// How many answers were graded.
    pub reviews: u32,
    /// How many of them were lapses (Again).
    pub lapses: u32,
}

/// The estimated chance of recall after `days` with stability `stability`.
#[must_use]
pub fn retrievability(days: f64, stability: f64) -> f64 {
    if stability <= 0.0 {
        return 0.0;
    }
    (1.0 + FACTOR * days.max(0.0) / stability).powf(DECAY)
}

fn initial_difficulty(grade: Grade) -> f64 {
    (WEIGHTS[4] - (f64::from(grade as u8) - 3.0) * WEIGHTS[5]).clamp(1.0, 10.0)
}

impl Memory {
    /// Whether the rule was never answered.
    #[must_use]
    pub fn is_new(&self) -> bool {
        self.reviews == 0
    }

    /// The chance of recalling it at `now` (`None` when never asked).
    #[must_use]
    pub fn recall(&self, now: u64) -> Option<f64> {
        (!self.is_new()).then(|| retrievability(self.days_since(now), self.stability))
    }

    /// Days since the last answer at `now`.
    #[must_use]
    pub fn days_since(&self, now: u64) -> f64 {
        now.saturating_sub(self.last) as f64 / DAY
    }

    /// When recall falls to [`WANTED_RECALL`]: the time to ask again.
    #[must_use]
    pub fn due(&self) -> u64 {
        if self.is_new() {
            return 0;
        }
        // R(t, S) = 0.9 exactly at t = S.
        let days = self.stability / FACTOR * (WANTED_RECALL.powf(1.0 / DECAY) - 1.0);
        self.last + (days * DAY).round() as u64
    }

    /// Records an answer graded `grade` at `now`.
    pub fn review(&mut self, grade: Grade, now: u64) {
        let g = f64::from(grade as u8);
        if self.is_new() {
            self.stability = WEIGHTS[grade as usize - 1];
            self.difficulty = initial_difficulty(grade);
        } else {
            let r = retrievability(self.days_since(now), self.stability);
            let (s, d) = (self.stability, self.difficulty);
            self.stability = if grade == Grade::Again {
                let forget = WEIGHTS[11]
                    * d.powf(-WEIGHTS[12])
                    * ((s + 1.0).powf(WEIGHTS[13]) - 1.0)
                    * (WEIGHTS[14] * (1.0 - r)).exp();
                forget.min(s)
            } else {
                let hard = if grade == Grade::Hard {
                    WEIGHTS[15]
                } else {
                    1.0
                };
                let easy = if grade == Grade::Easy {
                    WEIGHTS[16]
                } else {
                    1.0
                };
                s * (WEIGHTS[8].exp()
                    * (11.0 - d)
                    * s.powf(-WEIGHTS[9])
                    * ((WEIGHTS[10] * (1.0 - r)).exp() - 1.0)
                    * hard
                    * easy
                    + 1.0)
            };
            let next = d - WEIGHTS[6] * (g - 3.0);
            self.difficulty = (WEIGHTS[7] * initial_difficulty(Grade::Good)
                + (1.0 - WEIGHTS[7]) * next)
                .clamp(1.0, 10.0);
        }
        self.stability = self.stability.max(0.01);
        self.reviews += 1;
        if grade == Grade::Again {
            self.lapses += 1;
        }
        self.last = now;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const D: u64 = 86_400;

    #[test]
    fn recall_is_ninety_percent_after_stability_days() {
        assert!((retrievability(5.0, 5.0) - 0.9).abs() < 1e-12);
        assert!((retrievability(0.0, 5.0) - 1.0).abs() < 1e-12);
        assert!(retrievability(10.0, 5.0) < 0.9);
    }

    #[test]
    fn first_answers_take_the_default_weights() {
        let mut good = Memory::default();
        good.review(Grade::Good, 0);
        assert_eq!(good.stability, 3.7145);
        assert_eq!(good.difficulty, 5.1618);
        assert_eq!(good.due(), (3.7145 * 86_400.0_f64).round() as u64);
        let mut again = Memory::default();
        again.review(Grade::Again, 0);
        assert_eq!(again.stability, 0.4872);
        assert!((again.difficulty - (5.1618 + 2.0 * 1.2298)).abs() < 1e-12);
        assert_eq!((again.reviews, again.lapses), (1, 1));
    }

    #[test]
    fn a_review_on_time_grows_stability_by_the_published_formula() {
        let mut m = Memory::default();
        m.review(Grade::Good, 0);
        m.review(Grade::Good, m.due());
        // S' = S·(e^w8·(11−D)·S^−w9·(e^(w10·0.1)−1)+1) with S = 3.7145, D = 5.1618.
        let s: f64 = 3.7145;
        let expected = s
            * (1.6474_f64.exp()
                * (11.0 - 5.1618)
                * s.powf(-0.1367)
                * ((1.0461 * 0.1_f64).exp() - 1.0)
                + 1.0);
        assert!((m.stability - expected).abs() < 1e-3, "{m:?} vs {expected}");
        assert!(m.stability > 13.0 && m.stability < 15.0, "{m:?}");
    }

    #[test]
    fn answers_on_the_same_day_do_not_build_memory_and_a_lapse_cuts_it() {
        let mut m = Memory::default();
        for i in 0..10 {
            m.review(Grade::Good, 60 * i);
        }
        // Minutes apart, recall is all but certain: stability barely moves.
        assert!(m.stability < 3.8, "cramming: {m:?}");
        let before = m.stability;
        m.review(Grade::Again, 3 * D);
        assert!(m.stability < before / 2.0, "{m:?}");
        assert!(m.difficulty > 5.1618);
        assert!(m.recall(3 * D).is_some_and(|r| (r - 1.0).abs() < 1e-12));
        assert!(m.recall(5 * D).is_some_and(|r| r < 0.9));
        assert_eq!(Memory::default().recall(0), None);
    }
}

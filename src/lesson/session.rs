//! Working through a lesson: which step is showing, whether its question has
//! been answered, and the score. Pure state, tested without a terminal; the
//! screens only show it.
//!
//! A wrong answer can be tried once more before the explanation (as
//! Lichess's lessons do): the first wrong answer keeps the question asking
//! ([`LessonSession::missed`] says so), the second answer, right or wrong,
//! shows the feedback. A question of two options gets no second try (it
//! would be free). The score counts a question right only when its first
//! answer was, and [`LessonSession::answer_recorded`] records that first
//! try in the learner record.

use super::model::{Answer, Lesson, Step};

/// Where the learner is within the current step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Phase {
    /// An explanation: read, then go on.
    Reading,
    /// A question waits for an answer.
    Asking,
    /// The question was answered.
    Answered {
        /// What the learner said.
        given: Answer,
        /// Whether it was right.
        correct: bool,
    },
    /// Every step is done.
    Finished,
}

/// A lesson in progress.
#[derive(Debug, Clone)]
pub struct LessonSession {
    lesson: Lesson,
    step: usize,
    phase: Phase,
    right: usize,
    answered: usize,
    hint_shown: bool,
    missed: Option<Answer>,
    tries: u8,
    misconception: Option<&'static str>,
    tags: Vec<(usize, Answer, &'static str)>,
}

impl LessonSession {
    /// Starts at the first step.
    #[must_use]
    pub fn new(lesson: Lesson) -> LessonSession {
        let phase = phase_of(lesson.steps.first());
        LessonSession {
            lesson,
            step: 0,
            phase,
            right: 0,
            answered: 0,
            hint_shown: false,
            missed: None,
            tries: 0,
            misconception: None,
            tags: Vec::new(),
        }
    }

    /// The lesson's authored misconception tags: (step index, wrong answer,
    /// id), as `lesson check` found them ([`super::CheckedLesson`]). A tag
    /// names the misconception before the catalogue's own reading.
    #[must_use]
    pub fn with_misconceptions(
        mut self,
        tags: Vec<(usize, Answer, &'static str)>,
    ) -> LessonSession {
        self.tags = tags;
        self
    }

    /// Whether a wrong first answer to the question showing may be tried
    /// once more: not when it has two options.
    #[must_use]
    pub fn retry_allowed(&self) -> bool {
        let Some(step) = self.step() else {
            return false;
        };
        let Some(q) = step.question.as_ref() else {
            return false;
        };
        let input =
            super::choices::input_for(self.lesson.rules.ruleset(), step.position.as_ref(), q);
        !matches!(input, super::choices::Input::Choose(o) if o.len() <= 2)
    }

    /// The misconception the first answer to the question showing revealed
    /// (a wrong option the lesson tags, or one the catalogue names).
    #[must_use]
    pub fn misconception(&self) -> Option<&'static str> {
        self.misconception
    }

    /// Answers as [`Self::answer`] does, and records the first try in
    /// `learner` at `now` (its rule, reason, misconception and memory).
    pub fn answer_recorded(
        &mut self,
        given: Answer,
        learner: &mut crate::learner::Learner,
        now: u64,
    ) -> Option<bool> {
        let first = self.phase == Phase::Asking && self.tries == 0;
        let question = self.step()?.question.clone()?;
        let options = match self.step().map(|s| {
            super::choices::input_for(self.lesson.rules.ruleset(), s.position.as_ref(), &question)
        }) {
            Some(super::choices::Input::Choose(o)) => o,
            _ => Vec::new(),
        };
        let correct = self.answer(given)?;
        if first {
            let ruleset = self.lesson.rules.ruleset();
            let reason = match &question.answer {
                Answer::Legal(Err(r)) => Some(*r),
                Answer::Effect {
                    opponent: super::model::OpponentFate::Protected(r),
                    ..
                } => Some(*r),
                _ => None,
            };
            learner.record(
                &crate::learner::Answered {
                    rules: self.lesson.rules,
                    rule: question.rule,
                    reason,
                    first_try_right: correct,
                    misconception: self.misconception,
                    offered: crate::lesson::misconceptions::offered(ruleset, &question, &options),
                },
                now,
            );
        }
        Some(correct)
    }

    /// The lesson.
    #[must_use]
    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    /// The step showing (`None` once finished).
    #[must_use]
    pub fn step(&self) -> Option<&Step> {
        (self.phase != Phase::Finished)
            .then(|| self.lesson.steps.get(self.step))
            .flatten()
    }

    /// 0-based index of the step showing.
    #[must_use]
    pub fn index(&self) -> usize {
        self.step
    }

    /// The number of steps.
    #[must_use]
    pub fn len(&self) -> usize {
        self.lesson.steps.len()
    }

    /// Whether the lesson has no steps (never true for a checked lesson).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.lesson.steps.is_empty()
    }

    /// The phase.
    #[must_use]
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// Questions answered right, and answered in all.
    #[must_use]
    pub fn score(&self) -> (usize, usize) {
        (self.right, self.answered)
    }

    /// Whether the hint of this step's question is showing.
    #[must_use]
    pub fn hint_shown(&self) -> bool {
        self.hint_shown
    }

    /// Shows the hint (if the question has one and is not answered yet).
    pub fn show_hint(&mut self) -> bool {
        let has_hint = self
            .step()
            .and_then(|s| s.question.as_ref())
            .is_some_and(|q| q.hint.is_some());
        if self.phase == Phase::Asking && has_hint {
            self.hint_shown = true;
        }
        self.hint_shown
    }

    /// The first answer to the question showing, when it was wrong and the
    /// learner is trying once more.
    #[must_use]
    pub fn missed(&self) -> Option<&Answer> {
        self.missed.as_ref()
    }

    /// Answers the question; returns whether the answer is right. A first
    /// wrong answer leaves the question asking for one more try; the second
    /// answer (or a right first one) ends it. Does nothing (and returns
    /// `None`) when no question is waiting.
    pub fn answer(&mut self, given: Answer) -> Option<bool> {
        if self.phase != Phase::Asking {
            return None;
        }
        let question = self.step()?.question.as_ref()?;
        let correct = question.accepts(&given);
        let tagged = self
            .tags
            .iter()
            .find(|(step, answer, _)| *step == self.step && *answer == given)
            .map(|(_, _, id)| *id)
            .filter(|_| !question.accepts(&given));
        let revealed = tagged.or_else(|| {
            crate::lesson::misconceptions::revealed(self.lesson.rules.ruleset(), question, &given)
        });
        self.tries += 1;
        if self.tries == 1 {
            self.misconception = revealed;
        }
        if !correct && self.missed.is_none() && self.retry_allowed() {
            self.missed = Some(given);
            return Some(false);
        }
        self.answered += 1;
        if correct && self.tries == 1 {
            self.right += 1;
        }
        self.phase = Phase::Answered { given, correct };
        Some(correct)
    }

    /// Goes straight to step `step` (0-based), as a lesson left there and
    /// opened again; the score counts from here. Returns whether it did (a
    /// step past the last one is refused: the lesson stays where it was).
    pub fn resume_at(&mut self, step: usize) -> bool {
        if step >= self.lesson.steps.len() {
            return false;
        }
        self.step = step;
        self.hint_shown = false;
        self.missed = None;
        self.tries = 0;
        self.misconception = None;
        self.phase = phase_of(self.lesson.steps.get(step));
        true
    }

    /// Goes to the next step (an unanswered question must be answered first).
    /// Returns whether the lesson is now finished.
    pub fn advance(&mut self) -> bool {
        match self.phase {
            Phase::Asking | Phase::Finished => {}
            Phase::Reading | Phase::Answered { .. } => {
                self.step += 1;
                self.hint_shown = false;
                self.missed = None;
                self.tries = 0;
                self.misconception = None;
                self.phase = if self.step >= self.lesson.steps.len() {
                    Phase::Finished
                } else {
                    phase_of(self.lesson.steps.get(self.step))
                };
            }
        }
        self.phase == Phase::Finished
    }
}

fn phase_of(step: Option<&Step>) -> Phase {
    match step {
        None => Phase::Finished,
        Some(s) if s.question.is_some() => Phase::Asking,
        Some(_) => Phase::Reading,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sq;
    use crate::engine::{RuleId, RulesetId};
    use crate::lesson::kinds::QuestionKind;
    use crate::lesson::model::Question;

    fn lesson() -> Lesson {
        let question = |square, answer| Step {
            text: None,
            position: None,
            question: Some(Question {
                kind: QuestionKind::Next { square },
                rule: RuleId::Route,
                hint: Some("hint".into()),
                answer: Answer::Square(answer),
                also: Vec::new(),
            }),
            explain: None,
        };
        Lesson {
            id: "t".into(),
            rules: RulesetId::Kendall,
            title: "t".into(),
            languages: crate::lang::Lang::ALL.to_vec(),
            steps: vec![
                Step {
                    text: Some("intro".into()),
                    position: None,
                    question: None,
                    explain: None,
                },
                question(10, sq(11)),
                question(20, sq(21)),
            ],
        }
    }

    #[test]
    fn resuming_goes_to_the_step_and_refuses_one_past_the_end() {
        let mut s = LessonSession::new(lesson());
        assert!(!s.resume_at(3), "the lesson has 3 steps");
        assert_eq!((s.index(), s.phase()), (0, &Phase::Reading));
        assert!(s.resume_at(2));
        assert_eq!((s.index(), s.phase()), (2, &Phase::Asking));
        assert_eq!(s.answer(Answer::Square(sq(21))), Some(true));
        assert!(s.advance());
        assert_eq!(s.score(), (1, 1), "counted from the step resumed at");
    }

    #[test]
    fn steps_questions_and_score() {
        let mut s = LessonSession::new(lesson());
        assert_eq!(s.phase(), &Phase::Reading);
        assert_eq!(
            s.answer(Answer::Square(sq(11))),
            None,
            "nothing to answer yet"
        );
        assert!(!s.advance());
        assert_eq!(s.phase(), &Phase::Asking);
        assert!(!s.advance(), "a question must be answered first");
        assert_eq!(s.index(), 1);
        assert!(s.show_hint());
        assert_eq!(s.answer(Answer::Square(sq(11))), Some(true));
        assert_eq!(s.answer(Answer::Square(sq(12))), None, "answered once");
        assert!(!s.advance());
        assert!(!s.hint_shown(), "hint hidden on a new step");
        assert_eq!(s.answer(Answer::Square(sq(12))), Some(false));
        assert_eq!(s.phase(), &Phase::Asking, "one more try");
        assert_eq!(s.missed(), Some(&Answer::Square(sq(12))));
        assert_eq!(s.answer(Answer::Square(sq(13))), Some(false));
        assert!(matches!(s.phase(), Phase::Answered { correct: false, .. }));
        assert!(s.advance());
        assert_eq!(s.phase(), &Phase::Finished);
        assert_eq!(s.score(), (1, 2));
        assert!(s.step().is_none());
    }

    #[test]
    fn right_on_the_second_try_shows_the_feedback_but_scores_a_miss() {
        let mut s = LessonSession::new(lesson());
        s.advance();
        assert_eq!(s.answer(Answer::Square(sq(5))), Some(false));
        assert_eq!(s.phase(), &Phase::Asking);
        assert_eq!(s.answer(Answer::Square(sq(11))), Some(true));
        assert!(matches!(s.phase(), Phase::Answered { correct: true, .. }));
        assert_eq!(
            s.missed(),
            Some(&Answer::Square(sq(5))),
            "kept for the feedback"
        );
        assert_eq!(s.score(), (0, 1));
        s.advance();
        assert_eq!(s.missed(), None, "a new question starts afresh");
        assert_eq!(s.answer(Answer::Square(sq(21))), Some(true));
        assert_eq!(s.score(), (1, 2));
    }
}

//! A quiz in progress: the current question (its options in their own
//! order), the running score and streak, the first-try tally per rule, and
//! the choice of what comes next from the learner record.
//!
//! Counting (the same as everywhere, [`crate::learner`]): each question is
//! recorded once, under its rule, by its first try, at the moment of that
//! first try. A wrong first answer may be tried once more when the question
//! has more than two options (the second try shows the feedback, and is
//! never counted right); a two-option question gets no second try.
//!
//! What comes next ([`QuizSession::new`], `ask_next`): a rule missed earlier
//! in this quiz, once [`SPACING`] other questions came between; else a rule
//! with an open misconception; else a rule that is due (its recall estimate fell below 90%), the lowest estimate
//! first; else a rule never asked; else the weakest. A rule asked within the
//! last [`SPACING`] questions waits when another can be asked, and the
//! generator never asks a stem twice or one rule three times in a row.

use std::collections::BTreeMap;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::answers_file::QuizId;
use super::generate::{Generator, QuizItem, SPACING};
use super::topic::Topic;
use crate::engine::{RuleId, RulesetId};
use crate::learner::{Answered, Learner, Tally};
use crate::lesson::choices::Input;
use crate::lesson::misconceptions::{offered, revealed};
use crate::lesson::model::Answer;
use crate::lesson::session::Phase;

/// The rules a quiz of `rules` asks about: those its generated questions
/// practise (a test checks that each comes up when wanted).
#[must_use]
pub fn quiz_rules(rules: RulesetId) -> Vec<RuleId> {
    let ruleset = rules.ruleset();
    let mut out: Vec<RuleId> = Vec::new();
    let mut add = |rule: RuleId| {
        if ruleset.rule(rule).is_some() && !out.contains(&rule) {
            out.push(rule);
        }
    };
    add(RuleId::Moving);
    for reason in crate::lesson::choices::reasons(ruleset) {
        add(ruleset.rule_for(reason).id);
    }
    for rule in [
        RuleId::Exchange,
        RuleId::ExactExit,
        RuleId::LostThrow,
        RuleId::Water27,
        RuleId::WaterFallback,
        RuleId::BackwardFallback,
        RuleId::HouseThrows,
        RuleId::Return15Own,
    ] {
        add(rule);
    }
    if ruleset.is_race() {
        out.retain(|r| *r != RuleId::Exchange);
    }
    out.sort();
    out
}

/// A quiz of a fixed number of questions.
#[derive(Debug, Clone)]
pub struct QuizSession {
    rules: RulesetId,
    generator: Generator,
    topic: Option<Topic>,
    count: usize,
    asked: usize,
    current: Option<QuizItem>,
    options: Input,
    phase: Phase,
    right: usize,
    streak: usize,
    best_streak: usize,
    tally: BTreeMap<RuleId, Tally>,
    missed: Option<Answer>,
    /// The seed, kept for the answers file.
    seed: u64,
    /// A quiz handed out by a teacher: the questions of the answer key, in
    /// order, not chosen by the review schedule.
    fixed: bool,
    /// The first answer given to each question, in order.
    firsts: Vec<Answer>,
    tries: u8,
    misconception: Option<&'static str>,
    /// Rules missed in this quiz and not answered right since.
    to_repeat: Vec<RuleId>,
    /// The order new rules are asked in (from the seed).
    new_order: Vec<RuleId>,
}

impl QuizSession {
    /// A quiz of `count` questions for `rules` (only about `topic`, if given),
    /// the first one chosen from `learner` at time `now`.
    #[must_use]
    pub fn new(
        rules: RulesetId,
        seed: u64,
        topic: Option<Topic>,
        count: usize,
        learner: &Learner,
        now: u64,
    ) -> QuizSession {
        QuizSession::build(rules, seed, topic, count, false, learner, now)
    }

    fn build(
        rules: RulesetId,
        seed: u64,
        topic: Option<Topic>,
        count: usize,
        fixed: bool,
        learner: &Learner,
        now: u64,
    ) -> QuizSession {
        let mut new_order = quiz_rules(rules);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5EED_0FDE);
        for i in (1..new_order.len()).rev() {
            let j = (rng.next_u32() as usize) % (i + 1);
            new_order.swap(i, j);
        }
        let mut session = QuizSession {
            rules,
            generator: Generator::new(rules, seed),
            topic,
            count: count.max(1),
            asked: 0,
            current: None,
            options: Input::Number,
            phase: Phase::Finished,
            right: 0,
            streak: 0,
            best_streak: 0,
            tally: BTreeMap::new(),
            missed: None,
            seed,
            fixed,
            firsts: Vec::new(),
            tries: 0,
            misconception: None,
            to_repeat: Vec::new(),
            new_order,
        };
        session.ask_next(learner, now);
        session
    }

    /// A quiz handed out by a teacher: the same questions, in the same
    /// order, as the answer key, the worksheet and the grading of
    /// `senet quiz --seed` (the review schedule does not choose them), and
    /// its answers can be saved for grading ([`QuizSession::answers_file`]).
    #[must_use]
    pub fn handed_out(
        rules: RulesetId,
        seed: u64,
        topic: Option<Topic>,
        count: usize,
        learner: &Learner,
        now: u64,
    ) -> QuizSession {
        QuizSession::build(rules, seed, topic, count, true, learner, now)
    }

    /// For a handed-out quiz, what identifies it in an answers file, and the
    /// first answer given to each question answered so far (numbered from 1).
    #[must_use]
    pub fn answers_file(&self) -> Option<(QuizId, Vec<(usize, Answer)>)> {
        self.fixed.then(|| {
            (
                QuizId {
                    rules: self.rules.name().to_string(),
                    seed: self.seed,
                    count: self.count,
                    topic: self.topic.map(Topic::key),
                },
                self.firsts
                    .iter()
                    .cloned()
                    .enumerate()
                    .map(|(i, a)| (i + 1, a))
                    .collect(),
            )
        })
    }

    /// The ruleset.
    #[must_use]
    pub fn rules(&self) -> RulesetId {
        self.rules
    }

    /// The rule to ask next.
    fn wanted(&self, learner: &Learner, now: u64) -> Option<RuleId> {
        let history = self.generator.history();
        let rules = quiz_rules(self.rules);
        let window = SPACING.min(rules.len().saturating_sub(1));
        let recent: Vec<RuleId> = history.iter().rev().take(window).copied().collect();
        let spaced = |r: &RuleId| !recent.contains(r);
        if let Some(r) = self.to_repeat.iter().find(|r| spaced(r)) {
            return Some(*r);
        }
        // Review targets an open misconception: its rule comes back, spaced out.
        if let Some(r) = learner
            .misconceived_rules(self.rules)
            .into_iter()
            .find(|r| spaced(r) && rules.contains(r))
        {
            return Some(r);
        }
        let states: Vec<_> = rules
            .iter()
            .filter(|r| spaced(r))
            .map(|r| learner.state(self.rules, *r, now))
            .collect();
        let due = states
            .iter()
            .filter(|s| s.recall.is_some() && s.due)
            .min_by(|a, b| a.recall.unwrap_or(0.0).total_cmp(&b.recall.unwrap_or(0.0)));
        if let Some(s) = due {
            return Some(s.rule);
        }
        if let Some(r) = self
            .new_order
            .iter()
            .find(|r| spaced(r) && learner.state(self.rules, **r, now).recall.is_none())
        {
            return Some(*r);
        }
        states
            .iter()
            .min_by(|a, b| {
                a.recall_tomorrow
                    .unwrap_or(0.0)
                    .total_cmp(&b.recall_tomorrow.unwrap_or(0.0))
            })
            .map(|s| s.rule)
    }

    fn ask_next(&mut self, learner: &Learner, now: u64) {
        let item = match self.topic {
            // A handed-out quiz asks the answer key's questions, in order.
            _ if self.fixed => self.generator.next(self.topic),
            Some(topic) => self.generator.next(Some(topic)),
            None => {
                let want = self.wanted(learner, now);
                self.generator.next_rule(want)
            }
        };
        self.options = item.options(self.rules.ruleset());
        self.current = Some(item);
        self.asked += 1;
        self.missed = None;
        self.tries = 0;
        self.misconception = None;
        self.phase = Phase::Asking;
    }

    /// The question showing (`None` once finished).
    #[must_use]
    pub fn item(&self) -> Option<&QuizItem> {
        (self.phase != Phase::Finished)
            .then_some(self.current.as_ref())
            .flatten()
    }

    /// How the question showing is answered, its options in their shuffled order.
    #[must_use]
    pub fn options(&self) -> &Input {
        &self.options
    }

    /// Whether a wrong first answer may be tried once more: not on a
    /// question of two options (the second would be free).
    #[must_use]
    pub fn retry_allowed(&self) -> bool {
        !matches!(&self.options, Input::Choose(o) if o.len() <= 2)
    }

    /// The phase.
    #[must_use]
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// 1-based number of the question showing, and the number of questions.
    #[must_use]
    pub fn progress(&self) -> (usize, usize) {
        (self.asked, self.count)
    }

    /// Right answers (first tries) and questions answered.
    #[must_use]
    pub fn score(&self) -> (usize, usize) {
        let answered = self.tally.values().map(|t| t.asked as usize).sum();
        (self.right, answered)
    }

    /// The current and the best streak of right answers.
    #[must_use]
    pub fn streak(&self) -> (usize, usize) {
        (self.streak, self.best_streak)
    }

    /// First-try tally per rule (each question counted once, as the learner
    /// record counts it).
    #[must_use]
    pub fn tally(&self) -> &BTreeMap<RuleId, Tally> {
        &self.tally
    }

    /// Which try the last answer was (1 or 2; 0 before any).
    #[must_use]
    pub fn tries(&self) -> u8 {
        self.tries
    }

    /// The misconception the first answer to the question showing revealed.
    #[must_use]
    pub fn misconception(&self) -> Option<&'static str> {
        self.misconception
    }

    /// Answers the current question at `now`. The first try is recorded in
    /// `learner` at once (its rule, reason, misconception and memory).
    /// Returns whether the answer is right; `None` when nothing is asked.
    pub fn answer(&mut self, given: Answer, learner: &mut Learner, now: u64) -> Option<bool> {
        if self.phase != Phase::Asking {
            return None;
        }
        let item = self.current.as_ref()?;
        let ruleset = self.rules.ruleset();
        let question = &item.question;
        let correct = question.accepts(&given);
        self.tries += 1;
        if self.tries == 1 {
            self.firsts.push(given.clone());
            let misconception = revealed(ruleset, question, &given);
            let options = match &self.options {
                Input::Choose(o) => o.clone(),
                _ => Vec::new(),
            };
            let reason = match &question.answer {
                Answer::Legal(Err(r)) => Some(*r),
                Answer::Effect {
                    opponent: crate::lesson::model::OpponentFate::Protected(r),
                    ..
                } => Some(*r),
                _ => None,
            };
            learner.record(
                &Answered {
                    rules: self.rules,
                    rule: question.rule,
                    reason,
                    first_try_right: correct,
                    misconception,
                    offered: offered(ruleset, question, &options),
                },
                now,
            );
            self.misconception = misconception;
            let entry = self.tally.entry(question.rule).or_default();
            entry.asked += 1;
            if correct {
                entry.first_try_right += 1;
                self.right += 1;
                self.streak += 1;
                self.best_streak = self.best_streak.max(self.streak);
                self.to_repeat.retain(|r| *r != question.rule);
            } else {
                self.streak = 0;
                if !self.to_repeat.contains(&question.rule) {
                    self.to_repeat.push(question.rule);
                }
                if self.retry_allowed() {
                    self.missed = Some(given);
                    return Some(false);
                }
            }
        }
        self.phase = Phase::Answered { given, correct };
        Some(correct)
    }

    /// The first answer to the question showing, when it was wrong and the
    /// learner is trying once more (or, after the second try, was).
    #[must_use]
    pub fn missed(&self) -> Option<&Answer> {
        self.missed.as_ref()
    }

    /// Goes on to the next question (after an answer). Returns whether the quiz is over.
    pub fn advance(&mut self, learner: &Learner, now: u64) -> bool {
        if let Phase::Answered { .. } = self.phase {
            if self.asked >= self.count {
                self.phase = Phase::Finished;
            } else {
                self.ask_next(learner, now);
            }
        }
        self.phase == Phase::Finished
    }

    /// Ends the quiz where it is (end of input): the question showing, if
    /// not answered, is not counted.
    pub fn finish(&mut self) {
        self.phase = Phase::Finished;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Reason;
    use crate::lesson::model::Answer;

    fn wrong_answer(quiz: &QuizSession) -> Answer {
        let item = quiz.item().expect("a question");
        match quiz.options() {
            Input::Choose(options) => options
                .iter()
                .find(|o| !item.question.accepts(o))
                .cloned()
                .expect("a wrong option"),
            Input::Pick(squares) => {
                let mut all = squares.clone();
                if item.question.accepts(&Answer::Squares(all.clone())) {
                    all.pop();
                }
                Answer::Squares(all)
            }
            _ => match item.question.answer {
                Answer::Legal(Ok(())) => Answer::Legal(Err(Reason::Overshoot)),
                Answer::Square(s) if s.number() == 1 => Answer::Square(crate::engine::sq(2)),
                _ => Answer::Square(crate::engine::sq(1)),
            },
        }
    }

    #[test]
    fn a_whole_quiz_scores_and_tallies_by_first_try() {
        let mut learner = Learner::default();
        let mut quiz = QuizSession::new(RulesetId::Kendall, 1, None, 6, &learner, 0);
        let mut answered = 0;
        while let Some(item) = quiz.item().cloned() {
            if answered % 2 == 0 {
                quiz.answer(item.question.answer.clone(), &mut learner, 0);
            } else {
                let retry = quiz.retry_allowed();
                let w = wrong_answer(&quiz);
                assert_eq!(quiz.answer(w.clone(), &mut learner, 0), Some(false));
                if retry {
                    assert_eq!(quiz.phase(), &Phase::Asking);
                    // Right on the second try: still a miss.
                    assert_eq!(
                        quiz.answer(item.question.answer.clone(), &mut learner, 0),
                        Some(true)
                    );
                }
                assert!(matches!(quiz.phase(), Phase::Answered { .. }));
            }
            answered += 1;
            quiz.advance(&learner, 0);
        }
        assert_eq!(answered, 6);
        assert_eq!(quiz.score(), (3, 6));
        let total: u32 = quiz.tally().values().map(|t| t.asked).sum();
        assert_eq!(total, 6, "one count per question");
        for (rule, tally) in quiz.tally() {
            let kept = learner.rule(RulesetId::Kendall, *rule).map(|r| r.tally);
            assert_eq!(kept, Some(*tally), "the record counts as the quiz does");
        }
    }

    #[test]
    fn a_two_option_question_gets_no_second_try() {
        for seed in 0..40 {
            let mut learner = Learner::default();
            let mut quiz = QuizSession::new(RulesetId::Race, seed, None, 10, &learner, 0);
            while quiz.item().is_some() {
                if !quiz.retry_allowed() {
                    let w = wrong_answer(&quiz);
                    assert_eq!(quiz.answer(w, &mut learner, 0), Some(false));
                    assert!(
                        matches!(quiz.phase(), Phase::Answered { correct: false, .. }),
                        "no second try"
                    );
                    assert_eq!(quiz.missed(), None);
                    return;
                }
                let right = quiz.item().map(|i| i.question.answer.clone());
                quiz.answer(right.expect("a question"), &mut learner, 0);
                quiz.advance(&learner, 0);
            }
        }
        panic!("no two-option question in 40 race quizzes");
    }

    #[test]
    fn quizzes_interleave_rules_and_never_repeat_a_stem() {
        for rules in RulesetId::ALL {
            let available = quiz_rules(rules).len();
            // Two seeds a ruleset (tests/it/learner.rs runs three more
            // 40-question quizzes through the binary).
            for seed in 0..2 {
                let mut learner = Learner::default();
                let mut quiz = QuizSession::new(rules, seed, None, 40, &learner, 0);
                let mut asked: Vec<RuleId> = Vec::new();
                let mut stems = std::collections::BTreeSet::new();
                let mut n = 0u64;
                while let Some(item) = quiz.item().cloned() {
                    assert!(stems.insert(item.stem()), "{rules} {seed}: {}", item.stem());
                    asked.push(item.question.rule);
                    // Every third answer wrong: missed rules come back.
                    let answer = if n % 3 == 2 {
                        wrong_answer(&quiz)
                    } else {
                        item.question.answer.clone()
                    };
                    n += 1;
                    if quiz.answer(answer, &mut learner, n * 60) == Some(false)
                        && quiz.phase() == &Phase::Asking
                    {
                        quiz.answer(item.question.answer.clone(), &mut learner, n * 60);
                    }
                    quiz.advance(&learner, n * 60);
                }
                assert_eq!(asked.len(), 40);
                // Race's quiz has two rules and few stems: in 40 questions
                // the stems run out first, and a stem is never asked twice.
                if available < 3 {
                    continue;
                }
                for run in asked.windows(3) {
                    assert!(
                        !(run[0] == run[1] && run[1] == run[2]),
                        "{rules} {seed}: three in a row: {asked:?}"
                    );
                }
                if available >= 4 {
                    for ten in asked.windows(10) {
                        let distinct: std::collections::BTreeSet<_> = ten.iter().collect();
                        assert!(distinct.len() >= 4, "{rules} {seed}: {ten:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_rule_missed_comes_back_spaced_out() {
        for seed in 0..5 {
            let mut learner = Learner::default();
            let mut quiz = QuizSession::new(RulesetId::Kendall, seed, None, 12, &learner, 0);
            let first = quiz.item().cloned().expect("a question");
            let w = wrong_answer(&quiz);
            quiz.answer(w, &mut learner, 0);
            if quiz.phase() == &Phase::Asking {
                quiz.answer(wrong_answer(&quiz), &mut learner, 0);
            }
            let mut came_back = None;
            for n in 1..12u64 {
                quiz.advance(&learner, 60 * n);
                let item = quiz.item().cloned().expect("a question");
                if item.question.rule == first.question.rule {
                    came_back = Some(n);
                    break;
                }
                quiz.answer(item.question.answer.clone(), &mut learner, 60 * n);
            }
            let n = came_back.expect("the missed rule came back");
            assert!(
                (2..=6).contains(&n),
                "seed {seed}: it came back at question {n}"
            );
        }
    }

    #[test]
    fn options_are_shuffled_per_question() {
        let learner = Learner::default();
        let mut firsts = std::collections::BTreeSet::new();
        for seed in 0..20 {
            let quiz = QuizSession::new(RulesetId::Kendall, seed, None, 1, &learner, 0);
            if let Input::Choose(options) = quiz.options() {
                firsts.insert(format!("{:?}", options[0]));
            }
        }
        assert!(firsts.len() > 2, "{firsts:?}");
    }

    #[test]
    fn a_handed_out_quiz_numbers_its_options_as_the_sheet_does() {
        let mut learner = Learner::default();
        let rules = RulesetId::Kendall.ruleset();
        let mut quiz = QuizSession::handed_out(RulesetId::Kendall, 5, None, 10, &learner, 0);
        let mut shuffled = false;
        let mut chosen = 0;
        while let Some(item) = quiz.item().cloned() {
            if let Input::Choose(options) = quiz.options() {
                chosen += 1;
                assert_eq!(*options, crate::quiz::answers_file::options(rules, &item));
                let fixed =
                    crate::lesson::choices::input_for(rules, Some(&item.position), &item.question);
                shuffled |= fixed != *quiz.options();
            }
            quiz.answer(item.question.answer.clone(), &mut learner, 0);
            quiz.advance(&learner, 0);
        }
        assert!(chosen > 3, "seed 5 asks questions with options");
        assert!(shuffled, "the options are shuffled, on the sheet too");
    }

    #[test]
    fn a_handed_out_quiz_asks_the_answer_keys_questions_and_keeps_first_answers() {
        let mut learner = Learner::default();
        let mut key = Generator::new(RulesetId::Kendall, 9);
        let mut quiz = QuizSession::handed_out(RulesetId::Kendall, 9, None, 4, &learner, 0);
        let mut expected = Vec::new();
        let mut n = 0;
        while let Some(item) = quiz.item().cloned() {
            assert_eq!(item, key.next(None), "question {}", n + 1);
            // The second question wrong first.
            if n == 1 {
                let w = wrong_answer(&quiz);
                quiz.answer(w.clone(), &mut learner, 0);
                expected.push((n + 1, w));
            } else {
                expected.push((n + 1, item.question.answer.clone()));
            }
            if quiz.phase() == &Phase::Asking {
                quiz.answer(item.question.answer.clone(), &mut learner, 0);
            }
            quiz.advance(&learner, 0);
            n += 1;
        }
        assert_eq!(n, 4);
        let (id, answers) = quiz.answers_file().expect("handed out");
        assert_eq!((id.rules.as_str(), id.seed, id.count), ("kendall", 9, 4));
        assert_eq!(answers, expected, "the first answer of each question");
        let adaptive = QuizSession::new(RulesetId::Kendall, 9, None, 4, &learner, 0);
        assert!(adaptive.answers_file().is_none());
    }

    #[test]
    fn a_topic_filter_keeps_to_the_topic() {
        let learner = Learner::default();
        let topic = Topic::Reason(Reason::BlockMember);
        let quiz = QuizSession::new(RulesetId::Kendall, 3, Some(topic), 2, &learner, 0);
        assert!(quiz.item().is_some_and(|i| i.topics().contains(&topic)));
    }
}

//! Fresh quiz questions made by the engine. Positions come from seeded random
//! games (so they are reachable: right piece counts, plausible spreads, pieces
//! borne off); every question is answered by the engine, so it is right by
//! construction. Rare situations (blocks, walls, protected pieces, the water,
//! exits, backward moves, house throws) are favoured by weighting every
//! candidate against how often its topic has already come up.
//!
//! One generator makes one quiz, and keeps it from being gamed: no two of
//! its questions share a stem (the same kind of question about the same
//! square and throw), no rule is asked three times in a row, and a rule
//! asked in the last [`SPACING`] questions is asked again only when no other
//! comes up. Each question carries its own seed for the order of its options
//! ([`QuizItem::options`]).

use std::collections::{HashMap, HashSet};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::topic::{Topic, topics_of};
use crate::engine::Backward;
use crate::engine::OFF;
use crate::engine::{
    Board, Direction, Game, Move, Pending, Position as EnginePosition, RuleId, Ruleset, RulesetId,
    Setup, Side, Square, ThrowOutcome, ThrowValue, Thrower, analyze, backward_move,
};
use crate::lesson::choices::{Input, input_for};
use crate::lesson::kinds::QuestionKind;
use crate::lesson::model::{Answer, OpponentFate, Position, Question};
use crate::lesson::solve::{accepted, solve};

/// A generated question and the position it is asked in.
#[derive(Debug, Clone, PartialEq)]
pub struct QuizItem {
    /// The position, side to move and throw.
    pub position: Position,
    /// The question, with the engine's answer.
    pub question: Question,
    /// The seed of its options' order.
    pub shuffle: u64,
}

impl QuizItem {
    /// The topics this item practises.
    #[must_use]
    pub fn topics(&self) -> Vec<Topic> {
        topics_of(&self.question)
    }

    /// Its stem: the kind of question, the piece asked about and the throw.
    /// Two questions with one stem read the same.
    #[must_use]
    pub fn stem(&self) -> Stem {
        let piece = self.question.kind.moved_piece().unwrap_or(0);
        Stem {
            kind: self.question.kind.name(),
            piece,
            throw: self.position.throw.map_or(0, ThrowValue::get),
        }
    }

    /// How the learner answers it, the options in this question's own order
    /// (shuffled from its seed, so that an option's place says nothing). A
    /// scale of chances stays in order: its order is its values', and says
    /// nothing of the answer.
    #[must_use]
    pub fn options(&self, rules: &Ruleset) -> Input {
        match input_for(rules, Some(&self.position), &self.question) {
            Input::Choose(options) if options.iter().all(|o| matches!(o, Answer::Chance(_))) => {
                Input::Choose(options)
            }
            Input::Choose(mut options) => {
                let mut rng = ChaCha8Rng::seed_from_u64(self.shuffle);
                // Fisher-Yates.
                for i in (1..options.len()).rev() {
                    let j = (rng.next_u32() as usize) % (i + 1);
                    options.swap(i, j);
                }
                Input::Choose(options)
            }
            other => other,
        }
    }
}

/// What makes two questions read the same: the kind, the piece asked about
/// (0 for kinds without one) and the throw (0 without one). Small and
/// `Copy`: every candidate of every question is ranked by it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Stem {
    kind: &'static str,
    piece: u8,
    throw: u8,
}

impl std::fmt::Display for Stem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}:{}", self.kind, self.piece, self.throw)
    }
}

/// How a candidate question ranks (`false` is better, the first field most important).
type Rank = (bool, bool, bool, bool, bool);

/// A rule asked within this many questions is asked again only when no
/// other comes up: any four questions in a row ask four rules, when the
/// ruleset's quiz has that many.
pub const SPACING: usize = 3;

/// Makes quiz questions for one ruleset from a seed.
#[derive(Debug, Clone)]
pub struct Generator {
    rules: &'static Ruleset,
    rng: ChaCha8Rng,
    seen: HashMap<Topic, u32>,
    pool: Vec<(Board, Side)>,
    pool_uses: usize,
    history: Vec<RuleId>,
    stems: HashSet<Stem>,
}

/// How many positions are tried for a wanted topic before any question will do.
const ATTEMPTS: usize = 400;

impl Generator {
    /// A generator for `rules`; the same seed gives the same questions.
    #[must_use]
    pub fn new(rules: RulesetId, seed: u64) -> Generator {
        Generator {
            rules: rules.ruleset(),
            rng: ChaCha8Rng::seed_from_u64(seed),
            seen: HashMap::new(),
            pool: Vec::new(),
            pool_uses: 0,
            history: Vec::new(),
            stems: HashSet::new(),
        }
    }

    /// The rules of the questions made so far, in order.
    #[must_use]
    pub fn history(&self) -> &[RuleId] {
        &self.history
    }

    /// The next question, practising `want` when the generator finds one
    /// within the quiz's limits (else another rule).
    pub fn next_rule(&mut self, want: Option<RuleId>) -> QuizItem {
        self.generate(&|item| want.is_none_or(|w| item.question.rule == w), false)
    }

    /// The next question, practising `want` when given (if the generator finds
    /// a position for it; otherwise any question).
    pub fn next(&mut self, want: Option<Topic>) -> QuizItem {
        match want {
            None => self.generate(&|_| true, false),
            // The topic first, then any question with it, then anything.
            Some(w) => self.generate(
                &|c| c.topics().first() == Some(&w) || c.topics().contains(&w),
                true,
            ),
        }
    }

    /// A question: the best candidate found in up to [`ATTEMPTS`] positions.
    /// Ranked, most important first: `prefer` when it is `strict`; a stem
    /// not asked yet; no third question in a row on one rule; `prefer`; a
    /// rule not asked within [`SPACING`] questions.
    fn generate(&mut self, prefer: &dyn Fn(&QuizItem) -> bool, strict: bool) -> QuizItem {
        let recent: Vec<RuleId> = self.history.iter().rev().take(SPACING).copied().collect();
        let run_rule = match self.history.as_slice() {
            [.., a, b] if a == b => Some(*a),
            _ => None,
        };
        let stems = std::mem::take(&mut self.stems);
        let rank = |c: &QuizItem| -> Rank {
            let preferred = prefer(c);
            (
                strict && !preferred,
                stems.contains(&c.stem()),
                run_rule == Some(c.question.rule),
                !preferred,
                recent.contains(&c.question.rule),
            )
        };
        let mut best: Option<(Rank, QuizItem)> = None;
        for _ in 0..ATTEMPTS {
            let candidates = self.candidates();
            let Some(top) = candidates.iter().map(&rank).min() else {
                continue;
            };
            if best.as_ref().is_some_and(|(b, _)| *b <= top) {
                continue;
            }
            let matching: Vec<&QuizItem> = candidates.iter().filter(|c| rank(c) == top).collect();
            let item = self.pick(&matching);
            let done = top == (false, false, false, false, false);
            best = Some((top, item));
            if done {
                break;
            }
        }
        self.stems = stems;
        let mut item = best.map_or_else(|| self.any_question(), |(_, item)| item);
        item.shuffle = u64::from(self.rng.next_u32()) << 32 | u64::from(self.rng.next_u32());
        self.count(&item);
        self.history.push(item.question.rule);
        self.stems.insert(item.stem());
        item
    }

    fn count(&mut self, item: &QuizItem) {
        for topic in item.topics() {
            *self.seen.entry(topic).or_default() += 1;
        }
    }

    /// Picks one candidate, favouring topics seen less often.
    fn pick(&mut self, candidates: &[&QuizItem]) -> QuizItem {
        let weight = |item: &QuizItem| {
            let seen = item
                .topics()
                .first()
                .map_or(0, |t| self.seen.get(t).copied().unwrap_or(0));
            1.0 / f64::from(1 + seen).powi(2)
        };
        let total: f64 = candidates.iter().map(|c| weight(c)).sum();
        let mut target = f64::from(self.rng.next_u32()) / f64::from(u32::MAX) * total;
        for candidate in candidates {
            target -= weight(candidate);
            if target <= 0.0 {
                return (*candidate).clone();
            }
        }
        candidates
            .last()
            .map_or_else(|| self.any_question(), |c| (*c).clone())
    }

    /// A question that always exists: which pieces may move from the start.
    fn any_question(&self) -> QuizItem {
        let position = Position {
            at: EnginePosition::start(self.rules.id),
            throw: Some(ThrowValue::TWO),
            highlight: Vec::new(),
            route: false,
        };
        let kind = QuestionKind::WhichPieces;
        let answer =
            solve(self.rules, Some(&position), kind).unwrap_or(Answer::Squares(Vec::new()));
        QuizItem {
            question: Question {
                kind,
                rule: RuleId::Moving,
                hint: None,
                answer,
                also: Vec::new(),
            },
            position,
            shuffle: 0,
        }
    }

    /// A position for a question: most often one reached in a random game, and
    /// sometimes one with a piece moved to the busy end of the board (13..30),
    /// so that pieces near 15, 26 and the exits come up often, and positions
    /// no random game reaches (skiryuk's pieces resting on 26) come up at all.
    fn sample_position(&mut self) -> Option<EnginePosition> {
        if self.pool.is_empty() || self.pool_uses > 24 {
            self.pool = self.random_game_positions();
            self.pool_uses = 0;
        }
        self.pool_uses += 1;
        let index = (self.rng.next_u32() as usize) % self.pool.len().max(1);
        let (mut board, side) = self.pool.get(index).copied()?;
        if self.rng.next_u32() % 3 == 0 && !self.rules.is_race() {
            let mover = if self.rng.next_u32() % 2 == 0 {
                side
            } else {
                side.other()
            };
            let pieces: Vec<Square> = board.squares(mover).collect();
            let houses = self.rng.next_u32() % 2 == 0;
            let empty: Vec<Square> = Square::range(Square::on_board(13)?, Square::DEPARTURE)
                .filter(|s| !houses || crate::engine::HOUSES.contains(s))
                .filter(|&s| !board.has(Side::X, s) && !board.has(Side::O, s))
                .filter(|&s| {
                    s != crate::engine::WATER
                        || !matches!(
                            self.rules.movement.houses,
                            crate::engine::Houses::Water { .. }
                        )
                })
                .collect();
            if let (false, false) = (pieces.is_empty(), empty.is_empty()) {
                let from = pieces[(self.rng.next_u32() as usize) % pieces.len()];
                let to = empty[(self.rng.next_u32() as usize) % empty.len()];
                board.remove(mover, from);
                board.put(mover, to);
            }
        }
        self.rules.check(Setup::new(board, side)).ok()
    }

    /// The positions at every throw of one seeded random game.
    fn random_game_positions(&mut self) -> Vec<(Board, Side)> {
        let mut thrower = Thrower::new(self.rules.throw_model, u64::from(self.rng.next_u32()));
        let mut game = Game::new(self.rules.id);
        let mut seen: Vec<(Board, Side)> = Vec::new();
        for _ in 0..2_000 {
            match game.pending() {
                Pending::Throw { side, house } => {
                    if house.is_none() {
                        seen.push((*game.board(), side));
                    }
                    let value = thrower.throw().value;
                    if let Ok(ThrowOutcome::Choose(analysis)) = game.throw(value) {
                        let n = analysis.move_count();
                        let choice = (self.rng.next_u32() as usize) % n.max(1);
                        let _ = game.play_nth(choice);
                    }
                }
                Pending::Move { .. } => {
                    let _ = game.play_nth(0);
                }
                Pending::Over(_) => break,
            }
        }
        seen
    }

    /// Every question the engine can answer about one random position and throw.
    fn candidates(&mut self) -> Vec<QuizItem> {
        let Some(at) = self.sample_position() else {
            return Vec::new();
        };
        let (board, side) = (*at.board(), at.to_move());
        let throw = ThrowValue::ALL[(self.rng.next_u32() % 5) as usize];
        let position = Position {
            at,
            throw: Some(throw),
            highlight: Vec::new(),
            route: false,
        };
        let mut kinds = vec![QuestionKind::WhichPieces];
        let backward = matches!(self.rules.movement.backward, Backward::Fallback { .. });
        for square in board.squares(side) {
            // A quiz question names its piece by number, as a lesson file does.
            let piece = square.number();
            kinds.push(QuestionKind::Legal { piece });
            kinds.push(QuestionKind::Destination { piece });
            kinds.push(QuestionKind::Effect { piece });
            if backward {
                kinds.push(QuestionKind::LegalBackward { piece });
            }
        }
        let mut out = Vec::new();
        for kind in kinds {
            // Every true offered option is accepted (a refused move may have
            // several true reasons), so no question has a true option that
            // counts as wrong.
            let Ok(mut accepted) = accepted(self.rules, Some(&position), kind) else {
                continue;
            };
            let answer = accepted.remove(0);
            if matches!(
                answer,
                Answer::Effect {
                    opponent: OpponentFate::NoneThere,
                    ..
                }
            ) {
                continue;
            }
            let rule = self.primary_rule(&position, kind, &answer);
            let mut position = position.clone();
            if let QuestionKind::Legal { piece }
            | QuestionKind::LegalBackward { piece }
            | QuestionKind::Destination { piece }
            | QuestionKind::Effect { piece } = kind
            {
                position.highlight = Square::new(piece).into_iter().collect();
            }
            out.push(QuizItem {
                position,
                question: Question {
                    kind,
                    rule,
                    hint: None,
                    answer,
                    also: accepted,
                },
                shuffle: 0,
            });
        }
        out
    }

    /// The rule a question mostly practises.
    fn primary_rule(&self, position: &Position, kind: QuestionKind, answer: &Answer) -> RuleId {
        let rules = self.rules;
        let throw = position.throw.unwrap_or(ThrowValue::ONE);
        let from_move = |m: &Move| {
            if m.exchange.is_some() {
                RuleId::Exchange
            } else if m.water && matches!(rules.movement.houses, crate::engine::Houses::Table) {
                RuleId::Return15Own
            } else if m.water && m.to != Square::REBIRTH {
                RuleId::WaterFallback
            } else if m.water {
                RuleId::Water27
            } else if m.direction == Direction::House {
                RuleId::HouseThrows
            } else if m.direction == Direction::Backward {
                RuleId::BackwardFallback
            } else if m.to == OFF {
                RuleId::ExactExit
            } else if m.house_throw.is_some() {
                RuleId::Checkpoint26
            } else {
                RuleId::Moving
            }
        };
        let analysis = analyze(&position.at, throw);
        let id = match (kind, answer) {
            (
                QuestionKind::Legal { .. } | QuestionKind::LegalBackward { .. },
                Answer::Legal(Err(r)),
            ) => rules.rule_for(*r).id,
            (
                QuestionKind::Effect { .. },
                Answer::Effect {
                    opponent: OpponentFate::Protected(r),
                    ..
                },
            ) => rules.rule_for(*r).id,
            (QuestionKind::Effect { .. }, _) => RuleId::Exchange,
            (QuestionKind::LegalBackward { piece }, _) => {
                match Square::new(piece).and_then(|from| backward_move(&position.at, from, throw)) {
                    Some(Ok(m)) => from_move(&m),
                    _ => RuleId::BackwardFallback,
                }
            }
            (QuestionKind::Legal { piece } | QuestionKind::Destination { piece }, _) => {
                Square::new(piece)
                    .and_then(|from| analysis.move_from(from))
                    .map_or(RuleId::Moving, from_move)
            }
            (QuestionKind::WhichPieces, Answer::Squares(v)) if v.is_empty() => RuleId::LostThrow,
            (QuestionKind::WhichPieces, _) if analysis.is_backward_fallback() => {
                RuleId::BackwardFallback
            }
            _ => RuleId::Moving,
        };
        // Race has no exchange, water or exit rules: fall back to its own.
        if rules.rule(id).is_some() {
            id
        } else if rules.is_race() && matches!(answer, Answer::Square(Square::DEPARTURE)) {
            RuleId::RaceFinish
        } else {
            RuleId::Moving
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::engine::Reason;
    use crate::lesson::choices::reasons;

    #[test]
    fn the_same_seed_gives_the_same_questions() {
        let a: Vec<QuizItem> = {
            let mut g = Generator::new(RulesetId::Kendall, 9);
            (0..10).map(|_| g.next(None)).collect()
        };
        let mut g = Generator::new(RulesetId::Kendall, 9);
        let b: Vec<QuizItem> = (0..10).map(|_| g.next(None)).collect();
        assert_eq!(a, b);
    }

    #[test]
    fn every_generated_answer_is_the_engines() {
        for rules in RulesetId::ALL {
            let mut g = Generator::new(rules, 3);
            for _ in 0..40 {
                let item = g.next(None);
                let answer = solve(rules.ruleset(), Some(&item.position), item.question.kind);
                assert_eq!(
                    answer,
                    Ok(item.question.answer.clone()),
                    "{rules}: {item:?}"
                );
                assert!(
                    rules.ruleset().rule(item.question.rule).is_some(),
                    "{rules}: {:?}",
                    item.question.rule
                );
            }
        }
    }

    #[test]
    fn a_few_hundred_questions_cover_every_reason_of_every_ruleset() {
        for rules in RulesetId::ALL {
            let mut g = Generator::new(rules, 11);
            let mut seen = BTreeSet::new();
            for _ in 0..300 {
                for topic in g.next(None).topics() {
                    if let Topic::Reason(r) = topic {
                        seen.insert(r);
                    }
                }
            }
            let wanted: BTreeSet<Reason> = reasons(rules.ruleset()).into_iter().collect();
            let missing: Vec<_> = wanted.difference(&seen).collect();
            assert!(missing.is_empty(), "{rules}: never asked about {missing:?}");
        }
    }

    #[test]
    fn a_wanted_topic_is_practised() {
        let mut g = Generator::new(RulesetId::Arcade, 5);
        for _ in 0..5 {
            let item = g.next(Some(Topic::Reason(Reason::LastRowWaits)));
            assert!(
                item.topics().contains(&Topic::Reason(Reason::LastRowWaits)),
                "{item:?}"
            );
        }
    }

    /// Whether an offered answer to a `legal` or `legal-backward` question
    /// is true by the engine's moves and its full set of reasons (its property tests hold
    /// that set to a square-by-square reading of the rules): `legal` when the
    /// set is empty, a reason when the set holds it.
    fn engine_true(item: &QuizItem, option: &Answer) -> bool {
        use crate::engine::{backward_reasons, forward_reasons, sq};
        let at = &item.position.at;
        let Some(throw) = item.position.throw else {
            return false;
        };
        let reasons = match item.question.kind {
            // In a backward fallback, a piece with its backward move is legal.
            QuestionKind::Legal { piece } if analyze(at, throw).move_from(sq(piece)).is_some() => {
                Some(crate::engine::ReasonSet::EMPTY)
            }
            QuestionKind::Legal { piece } => forward_reasons(at, sq(piece), throw),
            QuestionKind::LegalBackward { piece } => backward_reasons(at, sq(piece), throw),
            _ => return option == &item.question.answer,
        };
        match (option, reasons) {
            (Answer::Legal(Ok(())), Some(reasons)) => reasons.is_empty(),
            (Answer::Legal(Err(r)), Some(reasons)) => reasons.contains(*r),
            _ => false,
        }
    }

    #[test]
    fn every_true_offered_option_is_accepted_and_no_false_one_in_1500_questions_a_ruleset() {
        use crate::lesson::choices::Input;
        use crate::lesson::choices::input_for;
        // Quizzes of 25 questions, as a learner meets them: a generator that
        // has asked every stem already searches its whole budget for a new
        // one, so one generator for thousands of questions is slow and unlike
        // any quiz.
        for rules in RulesetId::ALL {
            let (mut several, mut legal_kinds) = (0, 0);
            for item in (0..60).flat_map(|quiz| {
                let mut g = Generator::new(rules, 14 + quiz);
                (0..25).map(move |_| g.next(None))
            }) {
                let Input::Choose(options) =
                    input_for(rules.ruleset(), Some(&item.position), &item.question)
                else {
                    continue;
                };
                if !matches!(
                    item.question.kind,
                    QuestionKind::Legal { .. } | QuestionKind::LegalBackward { .. }
                ) {
                    assert!(item.question.also.is_empty(), "{rules}: {item:?}");
                    continue;
                }
                legal_kinds += 1;
                for option in &options {
                    assert_eq!(
                        item.question.accepts(option),
                        engine_true(&item, option),
                        "{rules}: {option:?} in {item:?}"
                    );
                }
                assert!(options.contains(&item.question.answer), "{rules}: {item:?}");
                if !item.question.also.is_empty() {
                    several += 1;
                }
            }
            assert!(
                legal_kinds > 150,
                "{rules}: only {legal_kinds} legal questions"
            );
            if rules != RulesetId::Race {
                assert!(several > 0, "{rules}: no question with two true answers");
            }
        }
    }

    #[test]
    fn the_games_room_backward_question_of_issue_14_accepts_both_true_answers() {
        let rules = RulesetId::GamesRoom.ruleset();
        let board: Board = "xox.oooxxox...................".parse().expect("a board");
        let at = rules.check(Setup::new(board, Side::X)).expect("a position");
        let position = Position {
            at,
            throw: Some(crate::engine::tv(2)),
            highlight: vec![crate::engine::sq(8)],
            route: false,
        };
        let kind = QuestionKind::LegalBackward { piece: 8 };
        let all = accepted(rules, Some(&position), kind).expect("an answer");
        assert_eq!(
            all,
            vec![
                Answer::Legal(Err(Reason::BlockedPath)),
                Answer::Legal(Err(Reason::Guarded)),
                Answer::Legal(Err(Reason::ForwardExists)),
            ],
            "8 -> 6 passes the wall 5-7 and lands in it, and 8 -> 10, 11 -> 13 exist"
        );
    }
}

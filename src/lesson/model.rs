//! The checked lesson: every position valid for its ruleset, every question
//! well-formed and its expected answer agreeing with the engine.

use super::kinds::QuestionKind;
use crate::engine::{Fraction, Reason, RuleId, RulesetId, Side, Square, ThrowValue, codes};

/// A lesson the program can run.
#[derive(Debug, Clone, PartialEq)]
pub struct Lesson {
    /// Its id.
    pub id: String,
    /// Its ruleset.
    pub rules: RulesetId,
    /// Fluent id of the title.
    pub title: String,
    /// The languages it is written in, first the one shown to a learner
    /// whose language it lacks.
    pub languages: Vec<crate::lang::Lang>,
    /// The steps.
    pub steps: Vec<Step>,
}

impl Lesson {
    /// The questions of the lesson, in order.
    pub fn questions(&self) -> impl Iterator<Item = &Question> + '_ {
        self.steps.iter().filter_map(|s| s.question.as_ref())
    }
}

/// One screen of a lesson: an explanation, maybe a position, maybe a question.
#[derive(Debug, Clone, PartialEq)]
pub struct Step {
    /// Fluent id of the text (a question without one is worded from its kind).
    pub text: Option<String>,
    /// The position shown.
    pub position: Option<Position>,
    /// The question asked.
    pub question: Option<Question>,
    /// Fluent id of the explanation shown with the feedback, once the
    /// question is answered.
    pub explain: Option<String>,
}

/// A position shown in a step.
#[derive(Debug, Clone, PartialEq)]
pub struct Position {
    /// The position as the engine reads it (the board, the side to move),
    /// checked against the lesson's ruleset.
    pub at: crate::engine::Position,
    /// The throw, if one is shown.
    pub throw: Option<ThrowValue>,
    /// Highlighted squares.
    pub highlight: Vec<Square>,
    /// Whether the route overlay starts on.
    pub route: bool,
}

codes! {
    /// What happens after a throw has been used (its code is the name used
    /// in lesson files).
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum Turn ("turn") {
        /// The same side throws again (an extra throw or a house throw).
        SameSide = "same-side",
        /// The other side throws.
        OtherSide = "other-side",
        /// The side that moved has won.
        Won = "won",
        /// The game is drawn.
        Draw = "draw",
    }
}

/// What happens to the opposing piece a move lands on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpponentFate {
    /// The square holds no opposing piece (or the move does not land there).
    NoneThere,
    /// It is exchanged: sent to this square.
    SentTo(Square),
    /// It cannot be attacked: the move is refused for this reason.
    Protected(Reason),
}

/// An answer: the engine's, the teacher's or the learner's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// legal: `Ok` or the reason.
    Legal(Result<(), Reason>),
    /// destination, next, previous: a square (31 = off).
    Square(Square),
    /// which-pieces: the squares, ascending.
    Squares(Vec<Square>),
    /// effect.
    Effect {
        /// What happens to the opposing piece.
        opponent: OpponentFate,
        /// Whether the player throws again.
        throw_again: bool,
    },
    /// consecutive.
    Yes(bool),
    /// chance.
    Chance(Fraction),
    /// next-turn.
    Turn(Turn),
    /// setup (first): a side.
    Side(Side),
    /// score.
    Number(u32),
    /// best-move: the square of the piece to move.
    Piece(Square),
    /// compare: the rulesets that allow the move, in the order of `RulesetId::ALL`.
    Rulesets(Vec<crate::engine::RulesetId>),
}

/// A question with its (engine-verified) answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Question {
    /// What is asked.
    pub kind: QuestionKind,
    /// The rule it practises.
    pub rule: RuleId,
    /// Fluent id of the hint.
    pub hint: Option<String>,
    /// The right answer: the engine's (for a refused move, the first reason
    /// in the rules' order).
    pub answer: Answer,
    /// The other offered answers that are true as well, and so also right
    /// (a backward step that is blocked *and* not allowed while a forward
    /// move exists); empty for most questions.
    pub also: Vec<Answer>,
}

impl Question {
    /// Whether `given` is right: the answer or one of the others also true.
    #[must_use]
    pub fn accepts(&self, given: &Answer) -> bool {
        self.answer == *given || self.also.contains(given)
    }

    /// Every answer counted right, the engine's first.
    #[must_use]
    pub fn accepted(&self) -> Vec<Answer> {
        std::iter::once(self.answer.clone())
            .chain(self.also.iter().cloned())
            .collect()
    }
}

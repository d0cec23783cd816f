//! One place per question kind. Each kind of question a lesson may ask has
//! its own file here, which says everything about it that is not words:
//!
//! - **its fields**: which of a question's optional fields (`piece`,
//!   `square`, `throws-made`, ...) it needs or may take (`takes`), and how
//!   they make a [`QuestionKind`] (`build`);
//! - **its answer**: the [`Shape`] its expected answer is written in, read and
//!   written by the one codec of [`Answer`] (`super::answer`);
//! - **how the engine answers it** (`solve`);
//! - **the input it needs** from a learner ([`Input`]).
//!
//! This module holds what they share: the kind names as a serde enum
//! ([`KindName`], read with its place in the file through [`RawKind`]), the
//! fields ([`Field`]), and the dispatch from a [`QuestionKind`] to its file.
//! The words (the question's prompt, the answer's shape in a diagnostic) are
//! in `text::lesson` and `text::lesson_check`; docs/lessons.md ("Adding a
//! question kind") lists the steps.

/// The head every kind about one piece shares: the answer's shape, the one
/// field it requires (`piece`), the question built from it, and `solve`,
/// which finds the piece, the throw and the position the question needs and
/// hands them to the kind's own `answer`.
macro_rules! piece_kind {
    ($variant:ident, $shape:expr) => {
        /// The answer's shape.
        pub const SHAPE: $crate::lesson::answer::Shape = $shape;

        pub(super) fn takes(_: &$crate::lesson::raw::RawQuestion) -> $crate::lesson::kinds::Takes {
            $crate::lesson::kinds::Takes::required(&[$crate::lesson::kinds::Field::Piece])
        }

        pub(super) fn build(
            q: &$crate::lesson::raw::RawQuestion,
        ) -> $crate::lesson::kinds::QuestionKind {
            $crate::lesson::kinds::QuestionKind::$variant {
                piece: $crate::lesson::kinds::small(q.piece.as_ref()),
            }
        }

        pub(super) fn solve(
            position: Option<&$crate::lesson::model::Position>,
            piece: u8,
        ) -> Result<$crate::lesson::model::Answer, $crate::lesson::solve::SolveError> {
            let (at, piece, throw) = $crate::lesson::solve::needs_move(position, piece)?;
            answer(at, piece, throw)
        }
    };
}

pub mod best_move;
pub mod chance;
pub mod compare;
pub mod destination;
pub mod effect;
pub mod legal;
pub mod legal_backward;
pub mod next_turn;
pub mod route;
pub mod score;
pub mod setup;
pub mod which_pieces;

use serde::de::{Deserializer, IntoDeserializer};
use serde::{Deserialize, Serialize};
use serde_saphyr::Location;

use super::answer::Shape;
use super::choices::Input;
use super::model::{Answer, Position, Question};
use super::problem::Problem;
use super::raw::RawQuestion;
use super::solve::SolveError;
use crate::engine::{Ruleset, codes};

/// What a question asks, with the values it carries: one or more variants
/// per kind (a route question asks next, previous or consecutive).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QuestionKind {
    /// May the piece on this square move with the throw; if not, why?
    Legal {
        /// The piece.
        piece: u8,
    },
    /// May the piece on this square move backward with the throw; if not, why?
    LegalBackward {
        /// The piece.
        piece: u8,
    },
    /// Where does the piece end up (after water, 31 = off)?
    Destination {
        /// The piece.
        piece: u8,
    },
    /// Which pieces may move with the throw?
    WhichPieces,
    /// What happens to the opposing piece the move lands on, and does the
    /// player throw again?
    Effect {
        /// The piece.
        piece: u8,
    },
    /// Which square comes after this one?
    Next {
        /// The square.
        square: u8,
    },
    /// Which square comes before this one?
    Previous {
        /// The square.
        square: u8,
    },
    /// Are these two squares consecutive?
    Consecutive {
        /// One square.
        square: u8,
        /// The other.
        other: u8,
    },
    /// After this throw (and moving `piece`, or the pass when there is no
    /// move), what happens: the same side throws, the other side, or the game ends?
    NextTurn {
        /// The piece moved (0 when the throw has no move).
        piece: u8,
        /// Throws made before this one.
        throws_made: u32,
    },
    /// Where do the side to move's pieces start?
    StartSquares,
    /// Which side throws first?
    FirstSide,
    /// (arcade) A series score.
    Score {
        /// Wins.
        wins: u32,
        /// Margin before the cap.
        margin: u32,
    },
    /// How likely is this throw value?
    ThrowChance {
        /// The value.
        value: u8,
    },
    /// How likely is the piece on this square to leave the board in one throw?
    HouseChance {
        /// The square.
        square: u8,
    },
    /// Which piece makes the best move with the throw? The engine weighs
    /// every legal option ([`super::solve`]).
    BestMove {
        /// Throws made before this one (arcade's 600-throw draw).
        throws_made: u32,
    },
    /// Which rulesets let the piece on this square move with the throw?
    Compare {
        /// The piece.
        piece: u8,
    },
}

codes! {
    /// The `kind` of a question, as lesson files name it.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "kebab-case")]
    pub enum KindName ("question kind") {
        /// May the piece move; if not, why?
        Legal = "legal",
        /// May the piece move backward; if not, why?
        LegalBackward = "legal-backward",
        /// Where does the piece end up?
        Destination = "destination",
        /// Which pieces may move?
        WhichPieces = "which-pieces",
        /// What happens to the opposing piece, and is there another throw?
        Effect = "effect",
        /// Who throws next?
        NextTurn = "next-turn",
        /// The route: the next or previous square, or whether two are consecutive.
        Route = "route",
        /// How likely a throw, or a piece's leaving the board, is.
        Chance = "chance",
        /// Where the pieces start, or who throws first.
        Setup = "setup",
        /// (arcade) A series score.
        Score = "score",
        /// Which piece makes the best move?
        BestMove = "best-move",
        /// Which rulesets allow the move?
        Compare = "compare",
    }
}

impl KindName {
    /// The name used in lesson files (its code).
    #[must_use]
    pub const fn name(self) -> &'static str {
        self.code()
    }

    /// Which fields a question of this kind needs and may take (some kinds
    /// decide by another field: a route question's `ask`, a chance
    /// question's `house`).
    #[must_use]
    pub fn takes(self, q: &RawQuestion) -> Takes {
        match self {
            KindName::Legal => legal::takes(q),
            KindName::LegalBackward => legal_backward::takes(q),
            KindName::Destination => destination::takes(q),
            KindName::WhichPieces => which_pieces::takes(q),
            KindName::Effect => effect::takes(q),
            KindName::NextTurn => next_turn::takes(q),
            KindName::Route => route::takes(q),
            KindName::Chance => chance::takes(q),
            KindName::Setup => setup::takes(q),
            KindName::Score => score::takes(q),
            KindName::BestMove => best_move::takes(q),
            KindName::Compare => compare::takes(q),
        }
    }

    /// The question, from fields already known to be the ones it [`takes`](Self::takes).
    ///
    /// # Errors
    /// A value no question of the kind can have (a route question's `ask`),
    /// with its place.
    pub fn build(self, q: &RawQuestion) -> Result<QuestionKind, (Location, Problem)> {
        Ok(match self {
            KindName::Legal => legal::build(q),
            KindName::LegalBackward => legal_backward::build(q),
            KindName::Destination => destination::build(q),
            KindName::WhichPieces => which_pieces::build(q),
            KindName::Effect => effect::build(q),
            KindName::NextTurn => next_turn::build(q),
            KindName::Route => route::build(q)?,
            KindName::Chance => chance::build(q),
            KindName::Setup => setup::build(q)?,
            KindName::Score => score::build(q),
            KindName::BestMove => best_move::build(q),
            KindName::Compare => compare::build(q),
        })
    }
}

/// A question's `kind` as written: one of the kinds, or a name that is
/// none of them (reported at its place, with the list of kinds).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RawKind {
    /// A kind.
    Known(KindName),
    /// Not a kind's name.
    Unknown(String),
}

impl<'de> Deserialize<'de> for RawKind {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<RawKind, D::Error> {
        let text = String::deserialize(deserializer)?;
        let known: Result<KindName, serde::de::value::Error> =
            KindName::deserialize(text.as_str().into_deserializer());
        Ok(known.map_or(RawKind::Unknown(text), RawKind::Known))
    }
}

codes! {
    /// The optional fields of a question, in the order a diagnostic reports them.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum Field ("question field") {
        /// `piece`.
        Piece = "piece",
        /// `ask`.
        Ask = "ask",
        /// `square`.
        Square = "square",
        /// `other`.
        Other = "other",
        /// `value`.
        Value = "value",
        /// `house`.
        House = "house",
        /// `throws-made`.
        ThrowsMade = "throws-made",
        /// `wins`.
        Wins = "wins",
        /// `margin`.
        Margin = "margin",
    }
}

impl Field {
    /// The name used in lesson files (its code).
    #[must_use]
    pub const fn name(self) -> &'static str {
        self.code()
    }

    /// Where the field is written in `q`, if it is.
    #[must_use]
    pub fn location(self, q: &RawQuestion) -> Option<Location> {
        match self {
            Field::Piece => q.piece.as_ref().map(|s| s.referenced),
            Field::Ask => q.ask.as_ref().map(|s| s.referenced),
            Field::Square => q.square.as_ref().map(|s| s.referenced),
            Field::Other => q.other.as_ref().map(|s| s.referenced),
            Field::Value => q.value.as_ref().map(|s| s.referenced),
            Field::House => q.house.as_ref().map(|s| s.referenced),
            Field::ThrowsMade => q.throws_made.as_ref().map(|s| s.referenced),
            Field::Wins => q.wins.as_ref().map(|s| s.referenced),
            Field::Margin => q.margin.as_ref().map(|s| s.referenced),
        }
    }
}

/// The fields a kind needs, and those it may take but need not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Takes {
    /// Needed.
    pub required: &'static [Field],
    /// Allowed, not needed.
    pub optional: &'static [Field],
}

impl Takes {
    /// These fields, all needed.
    #[must_use]
    pub const fn required(required: &'static [Field]) -> Takes {
        Takes {
            required,
            optional: &[],
        }
    }

    /// Whether the kind takes `field` at all.
    #[must_use]
    pub fn allows(&self, field: Field) -> bool {
        self.required.contains(&field) || self.optional.contains(&field)
    }
}

/// A small field's value (0 when absent).
pub(crate) fn small(field: Option<&serde_saphyr::Spanned<u8>>) -> u8 {
    field.map_or(0, |s| s.value)
}

/// A count field's value (0 when absent).
pub(crate) fn count(field: Option<&serde_saphyr::Spanned<u32>>) -> u32 {
    field.map_or(0, |s| s.value)
}

impl QuestionKind {
    /// The piece a question about one piece's move asks about (`legal`,
    /// `legal-backward`, `destination`, `effect`); `None` for the others.
    #[must_use]
    pub const fn moved_piece(&self) -> Option<u8> {
        match *self {
            QuestionKind::Legal { piece }
            | QuestionKind::LegalBackward { piece }
            | QuestionKind::Destination { piece }
            | QuestionKind::Effect { piece } => Some(piece),
            _ => None,
        }
    }

    /// The kind's name.
    #[must_use]
    pub const fn kind_name(&self) -> KindName {
        match self {
            QuestionKind::Legal { .. } => KindName::Legal,
            QuestionKind::LegalBackward { .. } => KindName::LegalBackward,
            QuestionKind::Destination { .. } => KindName::Destination,
            QuestionKind::WhichPieces => KindName::WhichPieces,
            QuestionKind::Effect { .. } => KindName::Effect,
            QuestionKind::Next { .. }
            | QuestionKind::Previous { .. }
            | QuestionKind::Consecutive { .. } => KindName::Route,
            QuestionKind::ThrowChance { .. } | QuestionKind::HouseChance { .. } => KindName::Chance,
            QuestionKind::NextTurn { .. } => KindName::NextTurn,
            QuestionKind::StartSquares | QuestionKind::FirstSide => KindName::Setup,
            QuestionKind::Score { .. } => KindName::Score,
            QuestionKind::BestMove { .. } => KindName::BestMove,
            QuestionKind::Compare { .. } => KindName::Compare,
        }
    }

    /// The `kind` name used in lesson files.
    #[must_use]
    pub const fn name(&self) -> &'static str {
        self.kind_name().name()
    }

    /// The shape its answer is written in.
    #[must_use]
    pub const fn shape(&self) -> Shape {
        match self {
            QuestionKind::Legal { .. } => legal::SHAPE,
            QuestionKind::LegalBackward { .. } => legal_backward::SHAPE,
            QuestionKind::Destination { .. } => destination::SHAPE,
            QuestionKind::WhichPieces => which_pieces::SHAPE,
            QuestionKind::Effect { .. } => effect::SHAPE,
            QuestionKind::Next { .. } | QuestionKind::Previous { .. } => route::SQUARE_SHAPE,
            QuestionKind::Consecutive { .. } => route::CONSECUTIVE_SHAPE,
            QuestionKind::ThrowChance { .. } | QuestionKind::HouseChance { .. } => chance::SHAPE,
            QuestionKind::NextTurn { .. } => next_turn::SHAPE,
            QuestionKind::StartSquares => setup::SQUARES_SHAPE,
            QuestionKind::FirstSide => setup::FIRST_SHAPE,
            QuestionKind::Score { .. } => score::SHAPE,
            QuestionKind::BestMove { .. } => best_move::SHAPE,
            QuestionKind::Compare { .. } => compare::SHAPE,
        }
    }

    /// Reads an answer to this question (a lesson's `expect`, or a learner's
    /// answer in a quiz's answers file).
    #[must_use]
    pub fn read_answer(&self, v: &super::raw::RawValue) -> Option<Answer> {
        Answer::read(self.shape(), v)
    }

    /// Reads a list of answers (a lesson's `expect` where several offered
    /// answers are true: `[blocked-path, forward-exists]`); `None` unless
    /// `v` is a list of answers of this question's shape. Only the kinds
    /// whose answer is a single value read so (a list is already one
    /// answer of `which-pieces` or `compare`).
    #[must_use]
    pub fn read_answers(&self, v: &super::raw::RawValue) -> Option<Vec<Answer>> {
        match (self.shape(), v) {
            (Shape::Legal, super::raw::RawValue::List(items)) => items
                .iter()
                .map(|item| Answer::read(Shape::Legal, item))
                .collect(),
            _ => None,
        }
    }
}

/// The engine's answer to `kind` in `position` under `rules`.
pub(super) fn solve(
    rules: &'static Ruleset,
    position: Option<&Position>,
    kind: QuestionKind,
) -> Result<Answer, SolveError> {
    match kind {
        QuestionKind::Legal { piece } => legal::solve(position, piece),
        QuestionKind::LegalBackward { piece } => legal_backward::solve(position, piece),
        QuestionKind::Destination { piece } => destination::solve(position, piece),
        QuestionKind::WhichPieces => which_pieces::solve(rules, position),
        QuestionKind::Effect { piece } => effect::solve(position, piece),
        QuestionKind::NextTurn { piece, throws_made } => {
            next_turn::solve(rules, position, piece, throws_made)
        }
        QuestionKind::Next { square } => route::next(square),
        QuestionKind::Previous { square } => route::previous(square),
        QuestionKind::Consecutive { square, other } => route::consecutive(square, other),
        QuestionKind::ThrowChance { value } => chance::throw_chance(rules, value),
        QuestionKind::HouseChance { square } => chance::house_chance(rules, position, square),
        QuestionKind::StartSquares => setup::start_squares(rules, position),
        QuestionKind::FirstSide => setup::first_side(),
        QuestionKind::Score { wins, margin } => score::solve(wins, margin),
        QuestionKind::BestMove { throws_made } => best_move::solve(rules, position, throws_made),
        QuestionKind::Compare { piece } => compare::solve(position, piece),
    }
}

/// Every answer true of `kind` in `position` under `rules`, the engine's
/// [`solve`] answer among them: more than one only where several offered
/// reasons hold at once (`legal`, `legal-backward`).
pub(super) fn accepted(
    rules: &'static Ruleset,
    position: Option<&Position>,
    kind: QuestionKind,
) -> Result<Vec<Answer>, SolveError> {
    match kind {
        QuestionKind::Legal { piece } => legal::true_answers(rules, position, piece),
        QuestionKind::LegalBackward { piece } => {
            legal_backward::true_answers(rules, position, piece)
        }
        _ => solve(rules, position, kind).map(|a| vec![a]),
    }
}

/// How the learner answers `question` in `position` under `rules`.
pub(super) fn input(rules: &Ruleset, position: Option<&Position>, question: &Question) -> Input {
    match question.kind {
        QuestionKind::Legal { .. } => legal::input(rules),
        QuestionKind::LegalBackward { .. } => legal_backward::input(rules),
        QuestionKind::Destination { .. } => destination::input(),
        QuestionKind::WhichPieces => which_pieces::input(position),
        QuestionKind::Effect { piece } => effect::input(rules, piece, &question.answer),
        QuestionKind::NextTurn { .. } => next_turn::input(),
        QuestionKind::Next { .. } | QuestionKind::Previous { .. } => route::square_input(),
        QuestionKind::Consecutive { .. } => route::consecutive_input(),
        QuestionKind::ThrowChance { .. } | QuestionKind::HouseChance { .. } => {
            chance::input(rules, &question.answer)
        }
        QuestionKind::StartSquares => setup::squares_input(),
        QuestionKind::FirstSide => setup::first_input(),
        QuestionKind::Score { .. } => score::input(),
        QuestionKind::BestMove { .. } => best_move::input(rules, position, &question.answer),
        QuestionKind::Compare { .. } => compare::input(position, &question.answer),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_name_reads_as_the_serde_enum_and_others_are_kept() {
        for kind in KindName::ALL {
            let read: RawKind =
                serde_json::from_str(&format!("\"{}\"", kind.name())).expect("a name");
            assert_eq!(read, RawKind::Known(kind));
            assert_eq!(
                serde_json::to_string(&kind).expect("serializes"),
                format!("\"{}\"", kind.name())
            );
        }
        let read: RawKind = serde_json::from_str("\"legality\"").expect("a string");
        assert_eq!(read, RawKind::Unknown("legality".into()));
    }
}

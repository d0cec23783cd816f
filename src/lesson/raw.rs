//! The unchecked form of a lesson file: exactly what the YAML says, with the
//! line and column of every value, before anything is validated.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_saphyr::Spanned;

use super::kinds::RawKind;

/// A lesson file as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawLesson {
    /// The format version; must be 1.
    pub senet_lesson: Spanned<u32>,
    /// The lesson id (also the file stem and the Fluent file name).
    pub id: Spanned<String>,
    /// The ruleset.
    pub rules: Spanned<String>,
    /// Fluent id of the title.
    pub title: Spanned<String>,
    /// The steps, in order (each with the position where it starts).
    pub steps: Vec<Spanned<RawStep>>,
}

/// One step as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawStep {
    /// Fluent id of the explanation, or of the question's own wording. A
    /// question step may leave it out: the program then words the question
    /// from its kind (e.g. "May the piece on 24 move with this 3?").
    pub text: Option<Spanned<String>>,
    /// Board text (INTERFACE.md §1).
    pub board: Option<Spanned<String>>,
    /// The side to move: x or o.
    pub to_move: Option<Spanned<String>>,
    /// The throw shown.
    pub throw: Option<Spanned<u8>>,
    /// Squares to highlight.
    #[serde(default)]
    pub highlight: Vec<Spanned<u8>>,
    /// Whether to show the route overlay.
    #[serde(default)]
    pub route: bool,
    /// A question, when the step asks one.
    pub question: Option<RawQuestion>,
}

/// A question as written. Which fields are needed depends on `kind`; the
/// checker says which are missing or out of place.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawQuestion {
    /// One of the kinds ([`super::kinds::KindName`]), or an unknown name
    /// (reported at its place).
    pub kind: Spanned<RawKind>,
    /// The rule this question practises (a rule id of the lesson's ruleset).
    pub rule: Spanned<String>,
    /// Fluent id of a hint shown on request.
    pub hint: Option<Spanned<String>>,
    /// Fluent id of an explanation shown with the feedback once the question is answered.
    pub explain: Option<Spanned<String>>,
    /// The piece asked about (legal, destination, effect).
    pub piece: Option<Spanned<u8>>,
    /// route: `next`, `previous` or `consecutive`.
    pub ask: Option<Spanned<String>>,
    /// route: the square asked about.
    pub square: Option<Spanned<u8>>,
    /// route (consecutive): the other square.
    pub other: Option<Spanned<u8>>,
    /// chance: the probability of this throw value.
    pub value: Option<Spanned<u8>>,
    /// chance: the probability that the piece on this square leaves the board in one throw.
    pub house: Option<Spanned<u8>>,
    /// next-turn, best-move: how many throws the game had made before this one (arcade's 600-throw draw).
    pub throws_made: Option<Spanned<u32>>,
    /// score: the wins of an arcade series.
    pub wins: Option<Spanned<u32>>,
    /// score: the margin of an arcade series (before the cap).
    pub margin: Option<Spanned<u32>>,
    /// The teacher's expected answer.
    pub expect: Spanned<RawValue>,
}

/// Any value an answer may take, in a lesson's YAML or a quiz's JSON
/// (read and written through [`super::answer`]).
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize)]
#[serde(untagged)]
pub enum RawValue {
    /// `true` / `false`.
    Bool(bool),
    /// A whole number.
    Int(i64),
    /// Text.
    Text(String),
    /// A list.
    List(Vec<RawValue>),
    /// A mapping.
    Map(BTreeMap<String, RawValue>),
}

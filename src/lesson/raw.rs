//! The unchecked form of a lesson file: exactly what the YAML says, with the
//! line and column of every value, before anything is validated.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_saphyr::Spanned;

use super::kinds::RawKind;

/// A lesson file as written.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawLesson {
    /// The format version; must be 1.
    #[schemars(with = "u32")]
    pub senet_lesson: Spanned<u32>,
    /// The lesson id (also the file stem and the Fluent file name).
    #[schemars(with = "String")]
    pub id: Spanned<String>,
    /// The ruleset.
    #[schemars(with = "String")]
    pub rules: Spanned<String>,
    /// The languages the lesson is written in, first the one shown to a
    /// learner whose language it lacks (default: every language of the program).
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub languages: Vec<Spanned<String>>,
    /// The title: a Fluent id or the text itself ([`RawText`]).
    #[schemars(with = "RawText")]
    pub title: Spanned<RawText>,
    /// The steps, in order (each with the position where it starts).
    #[schemars(with = "Vec<RawStep>")]
    pub steps: Vec<Spanned<RawStep>>,
}

/// One step as written.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawStep {
    /// The explanation, or the question's own wording (a Fluent id or the
    /// text itself). A question step may leave it out: the program then
    /// words the question from its kind (e.g. "May the piece on 24 move with this 3?").
    #[schemars(with = "Option<RawText>")]
    pub text: Option<Spanned<RawText>>,
    /// Board text (INTERFACE.md §1).
    #[schemars(with = "Option<String>")]
    pub board: Option<Spanned<String>>,
    /// The side to move: x or o.
    #[schemars(with = "Option<String>")]
    pub to_move: Option<Spanned<String>>,
    /// The throw shown.
    #[schemars(with = "Option<u8>")]
    pub throw: Option<Spanned<u8>>,
    /// Squares to highlight.
    #[serde(default)]
    #[schemars(with = "Vec<u8>")]
    pub highlight: Vec<Spanned<u8>>,
    /// Whether to show the route overlay.
    #[serde(default)]
    pub route: bool,
    /// A question, when the step asks one.
    pub question: Option<RawQuestion>,
}

/// A question as written. Which fields are needed depends on `kind`; the
/// checker says which are missing or out of place.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawQuestion {
    /// One of the kinds ([`super::kinds::KindName`]), or an unknown name
    /// (reported at its place).
    #[schemars(with = "RawKind")]
    pub kind: Spanned<RawKind>,
    /// The rule this question practises (a rule id of the lesson's ruleset).
    #[schemars(with = "String")]
    pub rule: Spanned<String>,
    /// A hint shown on request (a Fluent id or the text itself).
    #[schemars(with = "Option<RawText>")]
    pub hint: Option<Spanned<RawText>>,
    /// An explanation shown with the feedback once the question is answered
    /// (a Fluent id or the text itself).
    #[schemars(with = "Option<RawText>")]
    pub explain: Option<Spanned<RawText>>,
    /// The piece asked about (legal, destination, effect).
    #[schemars(with = "Option<u8>")]
    pub piece: Option<Spanned<u8>>,
    /// route: `next`, `previous` or `consecutive`.
    #[schemars(with = "Option<String>")]
    pub ask: Option<Spanned<String>>,
    /// route: the square asked about.
    #[schemars(with = "Option<u8>")]
    pub square: Option<Spanned<u8>>,
    /// route (consecutive): the other square.
    #[schemars(with = "Option<u8>")]
    pub other: Option<Spanned<u8>>,
    /// chance: the probability of this throw value.
    #[schemars(with = "Option<u8>")]
    pub value: Option<Spanned<u8>>,
    /// chance: the probability that the piece on this square leaves the board in one throw.
    #[schemars(with = "Option<u8>")]
    pub house: Option<Spanned<u8>>,
    /// next-turn, best-move: how many throws the game had made before this one (arcade's 600-throw draw).
    #[schemars(with = "Option<u32>")]
    pub throws_made: Option<Spanned<u32>>,
    /// score: the wins of an arcade series.
    #[schemars(with = "Option<u32>")]
    pub wins: Option<Spanned<u32>>,
    /// score: the margin of an arcade series (before the cap).
    #[schemars(with = "Option<u32>")]
    pub margin: Option<Spanned<u32>>,
    /// The teacher's expected answer.
    #[schemars(with = "RawValue")]
    pub expect: Spanned<RawValue>,
    /// What choosing a wrong answer reveals: each a wrong answer (written as
    /// `expect` is) and a misconception id of the ruleset's catalogue
    /// (`data/misconceptions.yaml`, docs/learner.md).
    #[serde(default)]
    pub misconceptions: Vec<RawMisconception>,
}

/// A wrong answer tagged with the misconception choosing it reveals.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RawMisconception {
    /// The wrong answer, as `expect` is written.
    #[schemars(with = "RawValue")]
    pub answer: Spanned<RawValue>,
    /// The misconception's id in the catalogue.
    #[schemars(with = "String")]
    pub misconception: Spanned<String>,
}

/// A text as a lesson file writes it: one string (a Fluent id of the
/// lesson's texts files, or the words themselves in the lesson's only
/// language), or the words by language (`{en: "...", es: "..."}`), each
/// with its place. Which a string is, is decided by the checker
/// ([`super::check()`]): in a lesson with texts files, one word such as
/// `my-q1` is an id; anything else is the text.
#[derive(Debug, Clone, PartialEq)]
pub enum RawText {
    /// One string.
    Plain(String),
    /// By language code, in file order.
    ByLang(Vec<(Spanned<String>, Spanned<String>)>),
}

impl<'de> Deserialize<'de> for RawText {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<RawText, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = RawText;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a text, or a map of texts by language")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<RawText, E> {
                Ok(RawText::Plain(v.to_string()))
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<RawText, E> {
                Ok(RawText::Plain(v.to_string()))
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<RawText, E> {
                Ok(RawText::Plain(v.to_string()))
            }
            fn visit_f64<E: serde::de::Error>(self, v: f64) -> Result<RawText, E> {
                Ok(RawText::Plain(v.to_string()))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<RawText, A::Error> {
                let mut texts = Vec::new();
                while let Some(lang) = map.next_key::<Spanned<String>>()? {
                    let text = map.next_value::<Spanned<String>>()?;
                    texts.push((lang, text));
                }
                Ok(RawText::ByLang(texts))
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

/// Any value an answer may take, in a lesson's YAML or a quiz's JSON
/// (read and written through [`super::answer`]).
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, schemars::JsonSchema)]
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

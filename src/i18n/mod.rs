//! Everything a person reads, in English or Spanish, through Fluent.
//!
//! The `.ftl` files under `locales/` are embedded in the binary. A message id
//! that is missing, or a variable that is not given, is a bug: [`Localizer`]
//! records it (see [`Localizer::take_errors`]) and the tests fail on it.

use std::cell::RefCell;

use fluent::types::{FluentNumber, FluentNumberOptions};
use fluent::{FluentArgs, FluentBundle, FluentResource, FluentValue};

use numbers::Grouping;

pub use crate::lang::{Lang, UnknownLang, negotiate};
pub use crate::store::shown::line_column;

/// The languages found in `locales/*/` by the build, with their message files.
mod found {
    include!(concat!(env!("OUT_DIR"), "/languages.rs"));
}

/// The codes of the languages the build found (`locales/<code>/main.ftl`),
/// English first. [`Lang::ALL`] must name exactly these (a test checks it).
#[must_use]
pub fn found_languages() -> Vec<&'static str> {
    found::LANGUAGES.iter().map(|(code, _)| *code).collect()
}

/// The embedded Fluent files of one language, in load order.
fn sources(lang: Lang) -> &'static [(&'static str, &'static str)] {
    found::LANGUAGES
        .iter()
        .find(|(code, _)| *code == lang.code())
        .map_or(&[], |(_, files)| files)
}

/// A problem found while loading or formatting messages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum I18nIssue {
    /// A `.ftl` file failed to parse: file, line, column, what.
    Syntax {
        /// The file.
        file: &'static str,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The parser's description.
        what: String,
    },
    /// A message id was defined twice.
    Duplicate(String),
    /// A message id that does not exist was asked for.
    Missing(String),
    /// A message referred to something it was not given.
    Format {
        /// The message id.
        id: String,
        /// The error.
        what: String,
    },
}

/// Formats messages in one language.
pub struct Localizer {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
    issues: RefCell<Vec<I18nIssue>>,
    /// Whether texts show internal ids (reason codes, source ids): on the
    /// command line, for teachers; not on the tutor's screens.
    ids: bool,
}

impl std::fmt::Debug for Localizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Localizer")
            .field("lang", &self.lang)
            .finish_non_exhaustive()
    }
}

impl Localizer {
    /// The same localizer for the tutor's screens: texts leave out internal
    /// ids (reason codes such as `blocked-path`, source ids such as
    /// `[ply-yard-kendall, …]`), which the command line shows for teachers.
    #[must_use]
    pub fn for_screens(mut self) -> Localizer {
        self.ids = false;
        self
    }

    /// Whether texts show internal ids ([`Localizer::for_screens`]).
    #[must_use]
    pub fn shows_ids(&self) -> bool {
        self.ids
    }

    /// A localizer for `lang` with the embedded messages. Problems in the
    /// embedded files (which the tests rule out) are kept, not fatal.
    #[must_use]
    pub fn new(lang: Lang) -> Localizer {
        let mut bundle = FluentBundle::new(vec![lang.langid()]);
        bundle.set_use_isolating(false);
        // Numbers given to a message as numbers are written the language's
        // way too (see `decimal` and [`Arg`]).
        bundle.set_formatter(Some(match lang {
            Lang::En => format_number_en,
            Lang::Es => format_number_es,
        }));
        let mut issues = Vec::new();
        for (file, text) in sources(lang) {
            let resource = match FluentResource::try_new((*text).to_string()) {
                Ok(resource) => resource,
                Err((resource, errors)) => {
                    for error in errors {
                        let (line, column) = line_column(text, error.pos.start);
                        issues.push(I18nIssue::Syntax {
                            file,
                            line,
                            column,
                            what: error.kind.to_string(),
                        });
                    }
                    resource
                }
            };
            if let Err(errors) = bundle.add_resource(resource) {
                for error in errors {
                    issues.push(I18nIssue::Duplicate(error.to_string()));
                }
            }
        }
        Localizer {
            lang,
            bundle,
            issues: RefCell::new(issues),
            ids: true,
        }
    }

    /// The language.
    #[must_use]
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether a message exists.
    #[must_use]
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// The message `id` without variables.
    #[must_use]
    pub fn text(&self, id: &str) -> String {
        self.format(id, None)
    }

    /// The message `id` with variables.
    #[must_use]
    pub fn text_with(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            let value: FluentValue<'_> = match value {
                Arg::Num(n) => number(*n, false),
                Arg::Quantity(n) => number(*n, true),
                Arg::Str(s) => FluentValue::from(s.as_str()),
            };
            fluent_args.set(*name, value);
        }
        self.format(id, Some(&fluent_args))
    }

    fn format(&self, id: &str, args: Option<&FluentArgs<'_>>) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            self.issues
                .borrow_mut()
                .push(I18nIssue::Missing(id.to_string()));
            return id.to_string();
        };
        self.format_pattern(id, pattern, args)
    }

    /// `pattern` (of the message or attribute `id`) with `args`; a problem
    /// with a variable is recorded against `id`.
    fn format_pattern(
        &self,
        id: &str,
        pattern: &fluent_syntax::ast::Pattern<&str>,
        args: Option<&FluentArgs<'_>>,
    ) -> String {
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned();
        for error in errors {
            self.issues.borrow_mut().push(I18nIssue::Format {
                id: id.to_string(),
                what: error.to_string(),
            });
        }
        text
    }

    /// A number with `digits` decimals as the language writes it: "87.3"
    /// in English, "87,3" in Spanish (a decimal comma, as the RAE and every
    /// Spanish locale do), by ICU4X's formatter (`i18n/numbers.rs`); the digits
    /// and their rounding are Rust's `{:.digits$}`. The one formatter of
    /// decimals: every message that shows a number with decimals gets it
    /// from here. A quantity, so its thousands are grouped as the language
    /// does ("1,234.5"; "1234,5", "12.345,5"), though the numbers shown with
    /// decimals (percentages, points, average throws) stay below 1,000.
    /// JSON output does not come here and stays locale-free.
    #[must_use]
    pub fn decimal(&self, value: f64, digits: usize) -> String {
        numbers::localize(self.lang, Grouping::Language, &format!("{value:.digits$}"))
    }

    /// A chance (0..1) in percentage points with one decimal: "61.2" /
    /// "61,2" (the message adds the sign: "61.2%", "61,2 %").
    #[must_use]
    pub fn percent(&self, chance: f64) -> String {
        self.percent_digits(chance, 1)
    }

    /// A chance (0..1) in percentage points with `digits` decimals.
    #[must_use]
    pub fn percent_digits(&self, chance: f64, digits: usize) -> String {
        self.decimal(chance * 100.0, digits)
    }

    /// The attribute `attr` of message `id` (`side-kendall-x.the`), without
    /// variables; `None` (and a recorded issue) when either is missing.
    #[must_use]
    pub fn attribute(&self, id: &str, attr: &str) -> Option<String> {
        let pattern = self
            .bundle
            .get_message(id)
            .and_then(|m| m.get_attribute(attr))
            .map(|a| a.value());
        let Some(pattern) = pattern else {
            self.issues
                .borrow_mut()
                .push(I18nIssue::Missing(format!("{id}.{attr}")));
            return None;
        };
        Some(self.format_pattern(&format!("{id}.{attr}"), pattern, None))
    }

    /// The problems recorded so far (and forgets them).
    pub fn take_errors(&self) -> Vec<I18nIssue> {
        std::mem::take(&mut self.issues.borrow_mut())
    }

    /// Every message id defined in the embedded files of `lang`.
    #[must_use]
    pub fn message_ids(lang: Lang) -> Vec<String> {
        let mut ids = Vec::new();
        for (_, text) in sources(lang) {
            let resource = match FluentResource::try_new((*text).to_string()) {
                Ok(r) | Err((r, _)) => r,
            };
            for entry in resource.entries() {
                if let fluent_syntax::ast::Entry::Message(message) = entry {
                    ids.push(message.id.name.to_string());
                }
            }
        }
        ids.sort();
        ids
    }
}

/// A message's number: grouped as the language groups a quantity, or not
/// at all (see [`Arg`]).
///
/// Fluent matches an exact-number variant (`[0]`) only when the options of
/// the value equal those of the key, which are the defaults (grouping on).
/// Grouping changes nothing below 1,000 in any language here, so a number
/// below 1,000 always carries the default options, and `[0]`, `[1]`… match
/// it whether it names something or counts; only a larger name turns
/// grouping off (no message has an exact variant that large: a test checks).
fn number(value: f64, grouped: bool) -> FluentValue<'static> {
    FluentValue::Number(FluentNumber::new(
        value,
        FluentNumberOptions {
            use_grouping: grouped || value.abs() < UNGROUPED_BELOW,
            ..FluentNumberOptions::default()
        },
    ))
}

/// Below this, no language groups digits (see [`number`]).
const UNGROUPED_BELOW: f64 = 1000.0;

/// A number of a message as `lang` writes it (the bundle's formatter).
fn format_number(lang: Lang, value: &FluentValue<'_>) -> Option<String> {
    match value {
        FluentValue::Number(n) => {
            let grouping = if n.options.use_grouping {
                Grouping::Language
            } else {
                Grouping::Never
            };
            Some(numbers::localize(lang, grouping, &n.as_string()))
        }
        _ => None,
    }
}

/// The bundle's formatter of numbers (`FluentBundle::set_formatter`) in English.
fn format_number_en<M>(value: &FluentValue<'_>, _: &M) -> Option<String> {
    format_number(Lang::En, value)
}

/// The bundle's formatter of numbers in Spanish: a decimal comma, and
/// quantities grouped from five digits on.
fn format_number_es<M>(value: &FluentValue<'_>, _: &M) -> Option<String> {
    format_number(Lang::Es, value)
}

/// A message variable.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// A number that names something (a square, a throw, a line, an entry,
    /// the parts of a fraction): plural rules apply, the decimal separator
    /// is the language's, thousands are never grouped.
    Num(f64),
    /// A quantity (games, wins, playouts): as [`Arg::Num`], and its
    /// thousands grouped as the language does ("2,000"; "2000", "20.000").
    /// Made by [`Quantity`].
    Quantity(f64),
    /// Text.
    Str(String),
}

/// A quantity for a message: `args![("games", Quantity(2000u32))]` shows
/// "2,000" in English ([`Arg::Quantity`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Quantity<T>(pub T);

macro_rules! quantity_from {
    ($($t:ty),*) => {$(
        impl From<Quantity<$t>> for Arg {
            fn from(Quantity(n): Quantity<$t>) -> Arg {
                Arg::Quantity(n as f64)
            }
        }
    )*};
}
quantity_from!(u32, u64, usize);

impl From<u8> for Arg {
    fn from(n: u8) -> Arg {
        Arg::Num(f64::from(n))
    }
}

/// A square is its number (31 for off), as the board text counts it.
impl From<crate::engine::Square> for Arg {
    fn from(square: crate::engine::Square) -> Arg {
        Arg::Num(f64::from(square.number()))
    }
}

impl From<crate::engine::ThrowValue> for Arg {
    fn from(throw: crate::engine::ThrowValue) -> Arg {
        Arg::Num(f64::from(throw.get()))
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Num(f64::from(n))
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Num(n as f64)
    }
}

/// Text arguments are [`crate::store::shown::clean_lines`]d: whatever a
/// message is given (a player's name, a note, a file name), no control
/// character reaches the terminal through it.
impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(crate::store::shown::clean_lines(s))
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        if s.chars().any(crate::store::shown::is_unsafe) {
            Arg::Str(crate::store::shown::clean_lines(&s))
        } else {
            Arg::Str(s)
        }
    }
}

/// Builds the argument list of [`Localizer::text_with`]:
/// `args![("from", 24u8), ("rule", name)]`.
#[macro_export]
macro_rules! args {
    ($(($name:expr, $value:expr)),* $(,)?) => {
        &[$(($name, $crate::i18n::Arg::from($value))),*]
    };
}

mod numbers;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod used_ids;

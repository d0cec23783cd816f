//! The languages the program speaks, and how one is chosen. This is data
//! only: the messages are in `locales/<code>/`, which the build finds; a new
//! language is its folder and one variant here with its code (a test checks
//! that the two lists agree).

use std::str::FromStr;

use crate::engine::codes;

use unic_langid::{LanguageIdentifier, langid};

codes! {
    /// A language with a full set of messages.
    #[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub enum Lang ("language") {
        /// English (the fallback).
        En = "en",
        /// Spanish.
        Es = "es",
    }
    read = custom;
}

impl Lang {
    /// The codes of [`Lang::ALL`], in its order (`["en", "es"]`).
    pub const CODES: [&'static str; Lang::ALL.len()] = {
        let mut codes = [""; Lang::ALL.len()];
        let mut i = 0;
        while i < codes.len() {
            codes[i] = Lang::ALL[i].code();
            i += 1;
        }
        codes
    };

    /// The Unicode language identifier (from [`Lang::code`]; English for
    /// a code that is not one, which the tests rule out).
    #[must_use]
    pub fn langid(self) -> LanguageIdentifier {
        LanguageIdentifier::from_bytes(self.code().as_bytes()).unwrap_or(langid!("en"))
    }

    /// The language after this one in [`Lang::ALL`], round to the first
    /// (the home screen's language switch).
    #[must_use]
    pub fn next(self) -> Lang {
        let at = Lang::ALL.iter().position(|l| *l == self).unwrap_or(0);
        Lang::ALL[(at + 1) % Lang::ALL.len()]
    }
}

/// The text is not a language we speak.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {0:?}; use en or es")]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;

    /// Accepts `en`, `es`, and regional or POSIX forms such as `es-MX`,
    /// `es_ES.UTF-8` or `en_GB@euro`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let code = clean_locale(text);
        match Lang::ALL
            .into_iter()
            .find(|l| code.as_deref() == Some(l.code()))
        {
            Some(lang) => Ok(lang),
            None => Err(UnknownLang(text.to_string())),
        }
    }
}

/// The lower-case language part of a locale string, or `None` for empty,
/// `C` and `POSIX`.
fn clean_locale(text: &str) -> Option<String> {
    let text = text.trim();
    let base = text
        .split(['.', '@'])
        .next()
        .unwrap_or_default()
        .split(['-', '_'])
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    if base.is_empty() || base == "c" || base == "posix" {
        None
    } else {
        Some(base)
    }
}

/// Chooses the language: an explicit request wins; otherwise the system
/// locale (given as `system`, e.g. from `sys-locale`), if it is one we speak;
/// otherwise English.
///
/// # Errors
/// An explicit request for a language we do not speak.
pub fn negotiate(requested: Option<&str>, system: Option<&str>) -> Result<Lang, UnknownLang> {
    if let Some(requested) = requested {
        return requested.parse();
    }
    Ok(system.and_then(|s| s.parse().ok()).unwrap_or(Lang::En))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_strings_are_cleaned() {
        assert_eq!("es".parse::<Lang>(), Ok(Lang::Es));
        assert_eq!("es_ES.UTF-8".parse::<Lang>(), Ok(Lang::Es));
        assert_eq!("es-MX".parse::<Lang>(), Ok(Lang::Es));
        assert_eq!("en_GB@euro".parse::<Lang>(), Ok(Lang::En));
        assert_eq!("EN".parse::<Lang>(), Ok(Lang::En));
        assert!("fr".parse::<Lang>().is_err());
        assert!("C".parse::<Lang>().is_err());
        assert!("".parse::<Lang>().is_err());
    }

    #[test]
    fn negotiation_prefers_request_then_system_then_english() {
        assert_eq!(negotiate(Some("es"), Some("en_US")), Ok(Lang::Es));
        assert!(negotiate(Some("de"), Some("es")).is_err());
        assert_eq!(negotiate(None, Some("es_AR.UTF-8")), Ok(Lang::Es));
        assert_eq!(negotiate(None, Some("POSIX")), Ok(Lang::En));
        assert_eq!(negotiate(None, Some("ja-JP")), Ok(Lang::En));
        assert_eq!(negotiate(None, None), Ok(Lang::En));
    }

    #[test]
    fn every_language_has_its_identifier_and_the_switch_visits_each_once() {
        let mut walked = vec![Lang::ALL[0]];
        for lang in Lang::ALL {
            assert_eq!(lang.langid().to_string(), lang.code());
            assert_eq!(lang.code().parse::<Lang>(), Ok(lang));
            walked.push(walked[walked.len() - 1].next());
        }
        assert_eq!(walked[..Lang::ALL.len()], Lang::ALL);
        assert_eq!(Lang::ALL[Lang::ALL.len() - 1].next(), Lang::ALL[0]);
    }
}

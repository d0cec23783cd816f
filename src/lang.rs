//! The languages the program speaks, and how one is chosen.

use std::fmt;
use std::str::FromStr;

use unic_langid::{LanguageIdentifier, langid};

/// A language with a full set of messages.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English (the fallback).
    En,
    /// Spanish.
    Es,
}

impl Lang {
    /// Every language.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Es];

    /// `en` or `es`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
        }
    }

    /// The Unicode language identifier.
    #[must_use]
    pub fn langid(self) -> LanguageIdentifier {
        match self {
            Lang::En => langid!("en"),
            Lang::Es => langid!("es"),
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
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
        match clean_locale(text).as_deref() {
            Some("en") => Ok(Lang::En),
            Some("es") => Ok(Lang::Es),
            _ => Err(UnknownLang(text.to_string())),
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
}

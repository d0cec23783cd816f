//! Numbers as each language writes them, by ICU4X's decimal formatter
//! (`icu_decimal`, with the CLDR data compiled into the binary; pure Rust):
//! the decimal separator ("87.3" / "87,3") and the grouping of thousands
//! ("2,000" and "20,000" in English; "2000" and "20.000" in Spanish, which
//! groups only from five digits on).
//!
//! The digits themselves are Rust's (`format!("{v:.1}")`), so rounding is
//! the same in every language; ICU only writes them. A number is grouped
//! only when it is a quantity ([`Grouping::Language`]: a count of games,
//! playouts, a percentage); a number that names something (a square, a
//! line, a byte offset, an entry, the parts of a fraction) never is
//! ([`Grouping::Never`]), so `file:1234:` stays what an editor expects.

use std::cell::OnceCell;

use icu_decimal::DecimalFormatter;
use icu_decimal::input::Decimal;
use icu_decimal::options::{DecimalFormatterOptions, GroupingStrategy};
use icu_locale_core::Locale;

use crate::lang::Lang;

/// Whether a number's thousands are grouped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Grouping {
    /// Never: numbers that name something (squares, lines, entries).
    Never,
    /// As the language groups a quantity ("2,000"; "2000", "20.000").
    Language,
}

thread_local! {
    /// One formatter per language and grouping, made on first use (the
    /// formatter is not `Sync`, so each thread keeps its own).
    static FORMATTERS: [[OnceCell<Option<DecimalFormatter>>; 2]; Lang::ALL.len()] =
        std::array::from_fn(|_| [OnceCell::new(), OnceCell::new()]);
}

/// The formatter of `lang`, or `None` if ICU has no data for it (the
/// compiled data covers every CLDR locale, so only a new language with a
/// code CLDR does not know would get here).
fn make(lang: Lang, grouping: Grouping) -> Option<DecimalFormatter> {
    let locale = Locale::try_from_str(lang.code()).ok()?;
    let options = DecimalFormatterOptions::from(match grouping {
        Grouping::Never => GroupingStrategy::Never,
        Grouping::Language => GroupingStrategy::Auto,
    });
    DecimalFormatter::try_new((&locale).into(), options).ok()
}

/// `plain`, a number as Rust writes it ("-1234.5": an optional minus,
/// digits, an optional point and decimals), written in `lang`'s way. Text
/// that is not such a number (`NaN`, `inf`) comes back as it is.
#[must_use]
pub fn localize(lang: Lang, grouping: Grouping, plain: &str) -> String {
    let Ok(decimal) = plain.parse::<Decimal>() else {
        return plain.to_string();
    };
    let at = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    let column = match grouping {
        Grouping::Never => 0,
        Grouping::Language => 1,
    };
    FORMATTERS.with(
        |all| match all[at][column].get_or_init(|| make(lang, grouping)) {
            Some(formatter) => formatter.format(&decimal).to_string(),
            None => plain.to_string(),
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_and_thousands_in_each_language() {
        let cases = [
            ("87.3", "87.3", "87,3"),
            ("0.0", "0.0", "0,0"),
            ("-12.7", "-12.7", "-12,7"),
            ("999", "999", "999"),
            ("2000", "2,000", "2000"),
            ("20000", "20,000", "20.000"),
            ("1000000", "1,000,000", "1.000.000"),
            ("1234.5", "1,234.5", "1234,5"),
            ("12345.25", "12,345.25", "12.345,25"),
        ];
        for (plain, en, es) in cases {
            assert_eq!(localize(Lang::En, Grouping::Language, plain), en);
            assert_eq!(localize(Lang::Es, Grouping::Language, plain), es);
        }
    }

    #[test]
    fn names_are_never_grouped() {
        assert_eq!(localize(Lang::En, Grouping::Never, "12345"), "12345");
        assert_eq!(localize(Lang::Es, Grouping::Never, "12345"), "12345");
        assert_eq!(localize(Lang::Es, Grouping::Never, "12345.5"), "12345,5");
    }

    #[test]
    fn what_is_not_a_number_is_kept() {
        for text in ["NaN", "inf", "-inf", "", "1e5x"] {
            assert_eq!(localize(Lang::Es, Grouping::Language, text), text);
        }
    }
}

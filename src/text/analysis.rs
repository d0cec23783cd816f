//! Win chances in words, as analysis output shows them: "exactly 62.4%" when
//! the value is exact (a finished game or an ending the exact tables cover),
//! "about 62%" when it is an estimate, and with rollouts the 95% interval,
//! "about 62% (58–66%)".

use crate::ai::analysis::Weighed;
use crate::args;
use crate::i18n::Localizer;

/// A win chance (0..=1) in words: exact ones with one decimal, estimates
/// rounded to a whole percent, with the interval when there is one.
#[must_use]
pub fn chance_text(l: &Localizer, option: &Weighed) -> String {
    chance_words(
        l,
        option.chance,
        option.exact,
        option.interval.map(|i| (i.low, i.high)),
    )
}

/// A weighed option's win chance saying what kind of number it is: exact
/// ("exactly 62.4%"), measured by playouts ("about 62% (95%: 58–66%)") or
/// the search's estimate with `error`, its measured error, as the margin
/// ("about 62% ±3.1"; without the margin when `error` is 0).
#[must_use]
pub fn weighed_text(l: &Localizer, option: &Weighed, error: f64) -> String {
    margin_words(
        l,
        option.chance,
        option.exact,
        option.interval.map(|i| (i.low, i.high)),
        error,
    )
}

/// [`weighed_text`] from its parts.
#[must_use]
pub fn margin_words(
    l: &Localizer,
    chance: f64,
    exact: bool,
    interval: Option<(f64, f64)>,
    error: f64,
) -> String {
    if exact || interval.is_some() || error <= 0.0 {
        return chance_words(l, chance, exact, interval);
    }
    l.text_with(
        "chance-about-margin",
        args![
            ("percent", l.percent_digits(chance, 0)),
            ("error", l.percent_digits(error, 1)),
        ],
    )
}

/// What a weighed option's win chance rests on, as the JSON outputs name
/// it: `exact`, `measured` (playouts, with an interval) or `estimated` (the
/// search).
#[must_use]
pub fn basis(option: &Weighed) -> &'static str {
    if option.exact {
        "exact"
    } else if option.interval.is_some() {
        "measured"
    } else {
        "estimated"
    }
}

/// [`chance_text`] from its parts.
#[must_use]
pub fn chance_words(
    l: &Localizer,
    chance: f64,
    exact: bool,
    interval: Option<(f64, f64)>,
) -> String {
    if exact {
        return l.text_with(
            "chance-exact",
            args![("percent", l.percent_digits(chance, 1))],
        );
    }
    match interval {
        Some((low, high)) => l.text_with(
            "chance-about-interval",
            args![
                ("percent", l.percent_digits(chance, 0)),
                ("low", l.percent_digits(low, 0)),
                ("high", l.percent_digits(high, 0)),
            ],
        ),
        None => l.text_with(
            "chance-about",
            args![("percent", l.percent_digits(chance, 0))],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn exact_and_estimated_chances_read_differently_in_both_languages() {
        let en = Localizer::new(Lang::En);
        let es = Localizer::new(Lang::Es);
        assert_eq!(chance_words(&en, 0.6238, true, None), "exactly 62.4%");
        assert_eq!(chance_words(&en, 0.6238, false, None), "about 62%");
        assert_eq!(
            chance_words(&en, 0.6238, false, Some((0.581, 0.664))),
            "about 62% (95%: 58–66%)"
        );
        assert_eq!(
            chance_words(&es, 0.6238, true, None),
            "exactamente un 62,4 %"
        );
        assert_eq!(
            chance_words(&es, 0.6238, false, None),
            "alrededor de un 62 %"
        );
        assert_eq!(en.take_errors(), vec![]);
        assert_eq!(es.take_errors(), vec![]);
    }

    #[test]
    fn an_estimate_carries_its_measured_error_as_the_margin() {
        let en = Localizer::new(Lang::En);
        let es = Localizer::new(Lang::Es);
        let rules = crate::engine::RulesetId::Kendall.ruleset();
        let board = rules
            .parse_board("o.o.................x....x....")
            .expect("a board");
        let analysis = crate::engine::analyze_board(rules, &board, crate::engine::Side::X, 1);
        let m = *analysis.moves().next().expect("a move");
        let estimated = Weighed {
            m,
            chance: 0.6238,
            exact: false,
            interval: None,
        };
        assert_eq!(weighed_text(&en, &estimated, 0.031), "about 62% ±3.1");
        assert_eq!(
            weighed_text(&es, &estimated, 0.057),
            "alrededor de un 62 % ±5,7"
        );
        assert_eq!(weighed_text(&en, &estimated, 0.0), "about 62%");
        assert_eq!(basis(&estimated), "estimated");
        let exact = Weighed {
            exact: true,
            ..estimated
        };
        assert_eq!(weighed_text(&en, &exact, 0.031), "exactly 62.4%");
        assert_eq!(basis(&exact), "exact");
        assert_eq!(en.take_errors(), vec![]);
        assert_eq!(es.take_errors(), vec![]);
    }
}

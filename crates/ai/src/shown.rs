//! The win chance the program shows for a searched estimate.
//!
//! The search's value of a position is an estimate; what a person reads
//! should be the chance that comes true when such an estimate is shown. The
//! calibration report (`lab/src/bin/calibrate.rs`, `lab/NOTEBOOK.md`, "The shown
//! win chance") measures that against playouts. In the water rulesets the
//! two agree within the report's noise, and the search's value is shown as
//! it is. In `skiryuk` and `skiryuk-14` the estimates near even are spread
//! too far: on 600 decisions per ruleset a shown 45% came true about 48.5%,
//! a shown 55% about 52.5%, while 35% and 65% came about true. So for those
//! rulesets the shown chance is the estimate pulled towards the even point
//! `c` by a bump that is largest about `w` away from it and fades beyond:
//!
//! ```text
//! shown(e) = e - a * x * exp(-x * x / 2),   x = (e - c) / w
//! ```
//!
//! with `a <= 0.7 w`, so that the map keeps its slope between 0.3 and 1.31:
//! it never reverses two options' order, and it leaves the ends (sure wins
//! and losses, the tables' region) as they are. `c`, `a` and `w` are fitted by
//! least squares to the report's `--dump` of one seed (`lab/src/bin/fit_shown.rs`)
//! and checked on another. Exact values (finished games, the endgame tables)
//! and playout means are never mapped: only the search's estimates are.

use crate::rollout::exact_after;
use senet_engine::{Move, Ruleset, RulesetId, Side};

/// The pull of a ruleset's shown win chance towards its even point.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Pull {
    /// The even point `c` (a win chance, 0..1) the estimates are pulled to.
    pub center: f64,
    /// The bump's size `a` (win chance): the largest pull is `0.61 a`.
    pub size: f64,
    /// The bump's width `w` (win chance): where the pull is largest.
    pub width: f64,
}

/// The largest `size / width` a pull may have: its slope at the even point
/// is `1 - size / width`, kept at 0.3 or more.
pub const MAX_SIZE_PER_WIDTH: f64 = 0.7;

impl Pull {
    /// The shown win chance for the estimate `estimate` (0..=1).
    #[must_use]
    pub fn apply(&self, estimate: f64) -> f64 {
        let x = (estimate - self.center) / self.width;
        (estimate - self.size * x * (-x * x / 2.0).exp()).clamp(0.0, 1.0)
    }
}

/// The pull of ruleset `id` (declared in [`crate::per_ruleset`]), or `None`
/// where the search's estimate is shown as it is (the water rulesets and the
/// race).
#[must_use]
pub fn pull(id: RulesetId) -> Option<Pull> {
    crate::per_ruleset::settings(id).shown_pull
}

/// The win chance to show for the search's estimate `estimate` (0..=1) in
/// ruleset `id`. Not for exact values or playout means, which are shown as
/// they are.
#[must_use]
pub fn shown_chance(id: RulesetId, estimate: f64) -> f64 {
    match pull(id) {
        Some(p) => p.apply(estimate),
        None => estimate,
    }
}

/// The win chance to show for `side` after its move `m` (with `throws`
/// throws made before it), and whether it is exact: the exact value where
/// the move ends the game or reaches the endgame tables, else `searched()`
/// (the search's value, asked only then) through the ruleset's pull. What
/// every screen and command that weighs options shows.
pub fn option_chance(
    rules: &Ruleset,
    m: &Move,
    side: Side,
    throws: u32,
    searched: impl FnOnce() -> f64,
) -> (f64, bool) {
    match exact_after(rules, m, side, throws) {
        Some(exact) => (exact, true),
        None => (shown_chance(rules.id, searched()), false),
    }
}

#[cfg(test)]
mod tests {
    use super::{MAX_SIZE_PER_WIDTH, pull, shown_chance};
    use senet_engine::RulesetId;

    #[test]
    fn the_water_rulesets_and_the_race_show_the_estimate_as_it_is() {
        for id in [
            RulesetId::Kendall,
            RulesetId::GamesRoom,
            RulesetId::Arcade,
            RulesetId::Race,
        ] {
            for k in 0..=100 {
                let e = f64::from(k) / 100.0;
                assert_eq!(shown_chance(id, e), e, "{id} {e}");
            }
        }
    }

    #[test]
    fn a_pull_keeps_the_order_the_ends_and_the_side_of_even() {
        for id in [RulesetId::Skiryuk, RulesetId::Skiryuk14] {
            let p = pull(id).expect("a pull");
            assert!(p.size <= MAX_SIZE_PER_WIDTH * p.width + 1e-12, "{id}");
            let mut last = -1.0;
            for k in 0..=10_000 {
                let e = f64::from(k) / 10_000.0;
                let s = shown_chance(id, e);
                assert!(s > last, "{id}: not increasing at {e}");
                last = s;
                // Towards the even point, never past it.
                if e < p.center {
                    assert!(s >= e && s <= p.center, "{id} {e} -> {s}");
                } else {
                    assert!(s <= e && s >= p.center, "{id} {e} -> {s}");
                }
            }
            assert!(shown_chance(id, 0.0) < 1e-6 && shown_chance(id, 1.0) > 1.0 - 1e-6);
            // Far from even the estimate is left nearly alone.
            assert!((shown_chance(id, 0.2) - 0.2).abs() < 1e-4, "{id}");
            assert!((shown_chance(id, 0.8) - 0.8).abs() < 1e-4, "{id}");
        }
    }

    #[test]
    fn skiryuk_pulls_a_shown_45_towards_what_came_true() {
        // The report's 40-50% bucket: estimates about 45% came true about
        // 48.5%; the shown chance moves most of the way there.
        let s = shown_chance(RulesetId::Skiryuk, 0.45);
        assert!((0.47..0.49).contains(&s), "{s}");
        let s = shown_chance(RulesetId::Skiryuk14, 0.55);
        assert!((0.515..0.535).contains(&s), "{s}");
    }
}

//! The win chance the program shows for a searched estimate.
//!
//! The search's value of a position is an estimate; what a person reads
//! should be the chance that comes true when such an estimate is shown. The
//! calibration report (`lab/src/bin/calibrate.rs`, `lab/NOTEBOOK.md`, "The shown
//! win chance") measures that against playouts. In games-room, arcade and
//! the race the two agree within the report's noise, and the search's value
//! is shown as it is. In `skiryuk` and `skiryuk-14` the fitted model's estimates near
//! even are spread too far: on 600 decisions per ruleset a shown 45% came
//! true about 48.5%, a shown 55% about 52.5%, while 35% and 65% came about
//! true. So for those rulesets the shown chance is the estimate pulled
//! towards the even point `c` by a bump that is largest about `w` away from
//! it and fades beyond:
//!
//! ```text
//! pull(e) = e - a * x * exp(-x * x / 2),   x = (e - c) / w
//! ```
//!
//! with `a <= 0.7 w`, so that the map keeps its slope between 0.3 and 1.31:
//! it never reverses two options' order, and it leaves the ends (sure wins
//! and losses, the tables' region) as they are. `c`, `a` and `w` are fitted by
//! least squares to the report's `--dump` of one seed (`lab/src/bin/fit_shown.rs`)
//! and checked on another.
//!
//! The pull applies in the phases of the game ([`crate::phase::Phase`] of
//! the position *before* the move, the same for every option of a decision,
//! so the options keep their order) where the ruleset's
//! [`crate::per_ruleset::Settings::pull_phases`] say so. In skiryuk-14's
//! middle and late game and skiryuk's late game the estimates are the
//! rulesets' networks' for the shown chances, which came true as searched
//! (slopes 0.90 to 1.07, 1.12 pooled, and 0.86 to 1.02), and the pull,
//! fitted to the model before any network, made them too close (slopes 1.23
//! to 1.57, 1.33, and 1.04 to 1.30): there they are shown as they are. Kendall's opening and
//! middle game, where its model gives the estimates, have the same shape
//! (slopes 0.06 to 0.48) and a pull of their own; its late game and few
//! pieces, its endings network's, are shown as searched. Exact values
//! (finished games, the endgame tables) and playout means are never mapped:
//! only the search's estimates are. [`option_chance`] is the one place that
//! decides.

use crate::phase::Phase;
use crate::rollout::exact_after;
use senet_engine::{Board, Move, Ruleset, RulesetId, Side};

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

/// The pull of ruleset `id` in `phase`: [`pull`] where the ruleset's
/// `pull_phases` include the phase, else `None`.
#[must_use]
pub fn pull_in(id: RulesetId, phase: Phase) -> Option<Pull> {
    pull(id).filter(|_| crate::per_ruleset::settings(id).pull_phases.get(phase))
}

/// The win chance to show for the search's estimate `estimate` (0..=1) of an
/// option of a decision in `phase` (that of the position before the move)
/// in ruleset `id`. Not for exact values or playout means, which are shown as
/// they are.
#[must_use]
pub fn shown_chance_in(id: RulesetId, phase: Phase, estimate: f64) -> f64 {
    match pull_in(id, phase) {
        Some(p) => p.apply(estimate),
        None => estimate,
    }
}

/// The win chance to show for the search's estimate `estimate` (0..=1) of an
/// option of a decision at `board` (the position before the move) in
/// `rules`: [`shown_chance_in`] with the position's phase. Not for exact
/// values or playout means.
#[must_use]
pub fn shown_chance(rules: &Ruleset, board: &Board, estimate: f64) -> f64 {
    shown_chance_in(rules.id, Phase::of(rules, board), estimate)
}

/// The win chance to show for `side` after its move `m` from the position
/// `board` (with `throws` throws made before it), and whether it is exact:
/// the exact value where the move ends the game or reaches the endgame
/// tables, else `searched()` (the search's value, asked only then) through
/// the ruleset's pull where it applies ([`shown_chance`]). What every screen
/// and command that weighs options shows.
pub fn option_chance(
    rules: &Ruleset,
    board: &Board,
    m: &Move,
    side: Side,
    throws: u32,
    searched: impl FnOnce() -> f64,
) -> (f64, bool) {
    match exact_after(rules, m, side, throws) {
        Some(exact) => (exact, true),
        None => (shown_chance(rules, board, searched()), false),
    }
}

#[cfg(test)]
mod tests {
    use super::{MAX_SIZE_PER_WIDTH, pull, pull_in, shown_chance, shown_chance_in};
    use crate::phase::Phase;
    use senet_engine::{Board, RulesetId};

    /// A board of ruleset `id` from its text (squares 1 to 30).
    fn board(id: RulesetId, text: &str) -> Board {
        id.ruleset().parse_board(text).expect("a board")
    }

    #[test]
    fn games_room_arcade_and_the_race_show_the_estimate_as_it_is() {
        for id in [RulesetId::GamesRoom, RulesetId::Arcade, RulesetId::Race] {
            let rules = id.ruleset();
            for k in 0..=100 {
                let e = f64::from(k) / 100.0;
                assert_eq!(shown_chance(rules, &rules.start, e), e, "{id} {e}");
                for phase in Phase::ALL {
                    assert_eq!(shown_chance_in(id, phase, e), e, "{id} {phase:?} {e}");
                }
            }
        }
    }

    #[test]
    fn a_pull_keeps_the_order_the_ends_and_the_side_of_even() {
        for id in [RulesetId::Kendall, RulesetId::Skiryuk, RulesetId::Skiryuk14] {
            let p = pull(id).expect("a pull");
            assert!(p.size <= MAX_SIZE_PER_WIDTH * p.width + 1e-12, "{id}");
            let mut last = -1.0;
            for k in 0..=10_000 {
                let e = f64::from(k) / 10_000.0;
                let s = p.apply(e);
                assert!(s > last, "{id}: not increasing at {e}");
                last = s;
                // Towards the even point, never past it.
                if e < p.center {
                    assert!(s >= e && s <= p.center, "{id} {e} -> {s}");
                } else {
                    assert!(s <= e && s >= p.center, "{id} {e} -> {s}");
                }
            }
            assert!(p.apply(0.0) < 1e-6 && p.apply(1.0) > 1.0 - 1e-6);
            // Far from even (4.5 widths: 0.2 and 0.8 in skiryuk, 0.07 and
            // 0.93 in kendall) the estimate is left nearly alone.
            for e in [p.center - 4.5 * p.width, p.center + 4.5 * p.width] {
                assert!((p.apply(e) - e).abs() < 1e-4, "{id} {e}");
            }
        }
    }

    #[test]
    fn kendall_pulls_its_opening_and_middle_game_towards_even_only() {
        // The model's estimates there were spread too far (slopes 0.06 to
        // 0.48): a shown 45% or 55% moves 3 points towards even.
        // Late and with few pieces its endings network's estimates came true
        // as searched and are shown as they are.
        let id = RulesetId::Kendall;
        let rules = id.ruleset();
        let middle = board(id, "..........oxoxoxoxox..........");
        assert_eq!(Phase::of(rules, &middle), Phase::Middle);
        for b in [rules.start, middle] {
            let s = shown_chance(rules, &b, 0.45);
            assert!((0.475..0.485).contains(&s), "{s}");
            let s = shown_chance(rules, &b, 0.55);
            assert!((0.515..0.525).contains(&s), "{s}");
        }
        let late = board(id, "...............x.o.x.o.x.o.x.o");
        let few = board(id, ".....................x.o.x.o..");
        for (b, phase) in [(late, Phase::Late), (few, Phase::FewPieces)] {
            assert_eq!(Phase::of(rules, &b), phase);
            for e in [0.4, 0.45, 0.55, 0.6] {
                assert_eq!(shown_chance(rules, &b, e), e, "{phase:?} {e}");
            }
        }
    }

    #[test]
    fn skiryuk_pulls_a_shown_45_towards_what_came_true() {
        // The report's 40-50% bucket: estimates about 45% came true about
        // 48.5%; the shown chance moves most of the way there.
        let rules = RulesetId::Skiryuk.ruleset();
        let s = shown_chance(rules, &rules.start, 0.45);
        assert!((0.47..0.49).contains(&s), "{s}");
        let rules = RulesetId::Skiryuk14.ruleset();
        let s = shown_chance(rules, &rules.start, 0.55);
        assert!((0.515..0.535).contains(&s), "{s}");
    }

    #[test]
    fn skiryuk_shows_its_late_games_estimates_as_they_are() {
        // Its network's estimates there came true as searched (slopes 0.86
        // to 1.02 on five samples); through the pull they were too close
        // (1.04 to 1.30). Elsewhere the pull stays.
        let id = RulesetId::Skiryuk;
        let rules = id.ruleset();
        // Four pieces a side, 64 pips of 255: the late game.
        let late = board(id, "...............x.o.x.o.x.o.x.o");
        assert_eq!(Phase::of(rules, &late), Phase::Late);
        for e in [0.4, 0.45, 0.55, 0.6] {
            assert_eq!(shown_chance(rules, &late, e), e, "{e}");
        }
        for phase in [Phase::Opening, Phase::Middle, Phase::FewPieces] {
            assert!(pull_in(id, phase).is_some(), "{phase:?}");
        }
        assert!(pull_in(id, Phase::Late).is_none());
    }

    #[test]
    fn skiryuk_14_shows_its_middle_and_late_games_estimates_as_they_are() {
        // Its network's estimates there came true as searched (middle
        // slopes 0.90 to 1.07, late 1.12 pooled); through the pull they were
        // too close (1.23 to 1.57, and 1.33).
        let id = RulesetId::Skiryuk14;
        let rules = id.ruleset();
        // Every piece on the board, about 240 pips of 329: the middle game.
        let middle = board(id, "x.o.x.o.x.o.x.o.x.o.x.o.xo....");
        let late = board(id, "...............x.o.x.o.x.o.x.o");
        for (b, phase) in [(middle, Phase::Middle), (late, Phase::Late)] {
            assert_eq!(Phase::of(rules, &b), phase);
            for e in [0.4, 0.45, 0.55, 0.6] {
                assert_eq!(shown_chance(rules, &b, e), e, "{phase:?} {e}");
            }
        }
        // The opening and few pieces keep the pull.
        let few = board(id, ".....................x.o.x.o..");
        for (b, phase) in [(rules.start, Phase::Opening), (few, Phase::FewPieces)] {
            assert_eq!(Phase::of(rules, &b), phase);
            assert!(shown_chance(rules, &b, 0.55) < 0.54, "{phase:?}");
        }
    }
}

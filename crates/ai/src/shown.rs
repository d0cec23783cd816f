//! The win chance the program shows for a searched estimate.
//!
//! The search's value of a position is an estimate; what a person reads
//! should be the chance that comes true when such an estimate is shown. The
//! calibration report (`lab/src/bin/calibrate.rs`, `lab/NOTEBOOK.md`, "The shown
//! win chance") measures that against playouts. In the water rulesets the
//! two agree within the report's noise, and the search's value is shown as
//! it is. In `skiryuk` and `skiryuk-14` the fitted model's estimates near
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
//! Where the ruleset's network for the shown chances gives the estimate
//! (its gate, [`crate::endings_net::EndingsNet::gate`], at the decision's
//! position), the estimates are the network's, not the model's, and need
//! their own pull ([`net_pull`], fitted by `fit_shown --net` to the network's
//! estimates; `None`: none). The shown chance blends the two by the gate
//! `g` at the position *before* the move, the same for every option of a
//! decision, so the options keep their order:
//!
//! ```text
//! shown(e) = (1 - g) * model_pull(e) + g * net_pull(e)
//! ```
//!
//! (a missing pull is the estimate as it is). Exact values (finished games,
//! the endgame tables) and playout means are never mapped: only the search's
//! estimates are. [`option_chance`] is the one place that decides.

use crate::endings_net::{EndingsNet, embedded_shown_net};
use crate::eval::phase_pips;
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

/// The pull of ruleset `id`'s estimates where the fitted model gives them
/// (declared in [`crate::per_ruleset`]), or `None` where they are shown as
/// they are (the water rulesets and the race).
#[must_use]
pub fn pull(id: RulesetId) -> Option<Pull> {
    crate::per_ruleset::settings(id).shown_pull
}

/// The pull of ruleset `id`'s estimates where its network for the shown
/// chances gives them (declared in [`crate::per_ruleset`]), or `None` where
/// they are shown as they are.
#[must_use]
pub fn net_pull(id: RulesetId) -> Option<Pull> {
    crate::per_ruleset::settings(id).net_pull
}

/// How much of an estimate searched from `board` the endings network `net`
/// gives: its gate at `board` (as the evaluation reads the board, pips of
/// both sides and the pieces on the board of the side with fewer), 0
/// without a network.
#[must_use]
pub fn net_share(rules: &Ruleset, net: Option<&EndingsNet>, board: &Board) -> f64 {
    let Some(net) = net else {
        return 0.0;
    };
    let seen = net.seen(board).unwrap_or(*board);
    let fewest = seen.count(Side::X).min(seen.count(Side::O));
    f64::from(net.gate(phase_pips(rules, &seen), fewest))
}

/// The win chance to show for the search's estimate `estimate` (0..=1) in
/// ruleset `id`, where the network for the shown chances gives the share
/// `share` (0..=1, [`net_share`]) of it and the model the rest. Not for
/// exact values or playout means, which are shown as they are.
#[must_use]
pub fn shown_chance_at(id: RulesetId, share: f64, estimate: f64) -> f64 {
    let through = |p: Option<Pull>| p.map_or(estimate, |p| p.apply(estimate));
    let share = share.clamp(0.0, 1.0);
    let (model, net) = (through(pull(id)), through(net_pull(id)));
    ((1.0 - share) * model + share * net).clamp(0.0, 1.0)
}

/// The win chance to show for the search's estimate `estimate` (0..=1) of an
/// option of a decision at `board` (the position before the move) in
/// `rules`: [`shown_chance_at`] with the share of the ruleset's network for
/// the shown chances at `board`. Not for exact values or playout means.
#[must_use]
pub fn shown_chance(rules: &Ruleset, board: &Board, estimate: f64) -> f64 {
    let share = net_share(rules, embedded_shown_net(rules.id), board);
    shown_chance_at(rules.id, share, estimate)
}

/// The win chance to show for `side` after its move `m` from the position
/// `board` (with `throws` throws made before it), and whether it is exact:
/// the exact value where the move ends the game or reaches the endgame
/// tables, else `searched()` (the search's value, asked only then) through
/// the ruleset's pulls ([`shown_chance`]). What every screen and command
/// that weighs options shows.
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
    use super::{
        MAX_SIZE_PER_WIDTH, Pull, net_pull, net_share, pull, shown_chance, shown_chance_at,
    };
    use crate::endings_net::embedded_shown_net;
    use senet_engine::{Board, RulesetId};

    /// A skiryuk-14 middle game, every piece on the board.
    const MIDDLE_14: &str = "x.o.x.o.x.o.x.o.x.o.x.o.xo....";

    /// A board of ruleset `id` from its text (squares 1 to 30).
    fn board(id: RulesetId, text: &str) -> Board {
        id.ruleset().parse_board(text).expect("a board")
    }

    /// Every pull a ruleset declares, model's and network's.
    fn pulls(id: RulesetId) -> Vec<Pull> {
        pull(id).into_iter().chain(net_pull(id)).collect()
    }

    #[test]
    fn the_water_rulesets_and_the_race_show_the_estimate_as_it_is() {
        for id in [
            RulesetId::Kendall,
            RulesetId::GamesRoom,
            RulesetId::Arcade,
            RulesetId::Race,
        ] {
            let rules = id.ruleset();
            for k in 0..=100 {
                let e = f64::from(k) / 100.0;
                assert_eq!(shown_chance(rules, &rules.start, e), e, "{id} {e}");
                for share in [0.0, 0.5, 1.0] {
                    assert_eq!(shown_chance_at(id, share, e), e, "{id} {e}");
                }
            }
        }
    }

    #[test]
    fn every_pull_keeps_the_order_the_ends_and_the_side_of_even() {
        for id in [RulesetId::Skiryuk, RulesetId::Skiryuk14] {
            assert!(pull(id).is_some(), "{id}: the model's estimates are pulled");
            for p in pulls(id) {
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
                // Far from even the estimate is left nearly alone.
                assert!((p.apply(0.2) - 0.2).abs() < 1e-4, "{id}");
                assert!((p.apply(0.8) - 0.8).abs() < 1e-4, "{id}");
            }
            // The blend of two increasing maps by one share keeps a
            // decision's options in their order.
            for share in [0.0, 0.25, 0.5, 0.75, 1.0] {
                let mut last = -1.0;
                for k in 0..=1_000 {
                    let s = shown_chance_at(id, share, f64::from(k) / 1_000.0);
                    assert!(s > last, "{id}: share {share}, not increasing at {k}");
                    last = s;
                }
            }
        }
    }

    #[test]
    fn the_share_of_the_network_is_its_gate_at_the_decision() {
        for id in [RulesetId::Skiryuk, RulesetId::Skiryuk14] {
            let rules = id.ruleset();
            let net = embedded_shown_net(id);
            assert!(net.is_some(), "{id} has a network for the shown chances");
            // The start: the gate is shut, the model gives the estimate.
            assert_eq!(net_share(rules, net, &rules.start), 0.0, "{id}");
            // Four pieces a side near the end (64 pips): the network's.
            let late = board(id, "...............x.o.x.o.x.o.x.o");
            assert_eq!(net_share(rules, net, &late), 1.0, "{id}");
            // Without a network, the model's everywhere.
            assert_eq!(net_share(rules, None, &late), 0.0, "{id}");
        }
        // Skiryuk-14 with all fourteen pieces on the board, about 240 pips:
        // between its gate's 197 and 263, partly the network's.
        let id = RulesetId::Skiryuk14;
        let middle = board(id, MIDDLE_14);
        let share = net_share(id.ruleset(), embedded_shown_net(id), &middle);
        assert!(share > 0.2 && share < 0.5, "{share}");
    }

    #[test]
    fn skiryuk_pulls_a_model_estimate_of_45_towards_what_came_true() {
        // The report's 40-50% bucket of the model's estimates: about 45%
        // came true about 48.5%; the shown chance moves most of the way there.
        let rules = RulesetId::Skiryuk.ruleset();
        let s = shown_chance(rules, &rules.start, 0.45);
        assert!((0.47..0.49).contains(&s), "{s}");
        let rules = RulesetId::Skiryuk14.ruleset();
        let s = shown_chance(rules, &rules.start, 0.55);
        assert!((0.515..0.535).contains(&s), "{s}");
    }

    #[test]
    fn the_networks_estimates_are_pulled_less_or_not_at_all() {
        // Skiryuk-14's network's estimates came true as shown before any
        // pull (slope 0.93 in the middle game, 0.94 late on seed 31) and the
        // model's pull made them too close (1.57, 1.34): shown as they are.
        let id = RulesetId::Skiryuk14;
        let rules = id.ruleset();
        let late = board(id, "...............x.o.x.o.x.o.x.o");
        for e in [0.45, 0.55, 0.6] {
            assert_eq!(shown_chance(rules, &late, e), e, "{e}");
        }
        // Partly the network's: partly pulled.
        let middle = board(id, MIDDLE_14);
        let (model, shown) = (
            shown_chance(rules, &rules.start, 0.55),
            shown_chance(rules, &middle, 0.55),
        );
        assert!(model < shown && shown < 0.55, "{model} {shown}");
        // Skiryuk's network's estimates keep a weaker pull than the model's.
        let id = RulesetId::Skiryuk;
        let rules = id.ruleset();
        let late = board(id, "...............x.o.x.o.x.o.x.o");
        let (model, net) = (
            shown_chance(rules, &rules.start, 0.45),
            shown_chance(rules, &late, 0.45),
        );
        assert!(model > net && net > 0.45, "{model} {net}");
    }
}

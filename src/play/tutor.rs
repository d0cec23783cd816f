//! The tutor: before a person's move is made, the computer weighs every option
//! of the throw and warns when the chosen one loses clearly against the best
//! (as backgammon tutors do). Pure: the play screen asks and shows the warning.
//!
//! The settings ([`TutorSettings::default`]):
//!
//! - **Limits**: the search of computer level 3 ([`TUTOR_LEVEL`]: three
//!   throws ahead, exact endings, no node or time budget, so deterministic),
//!   every option's win chance exact at that depth. A check takes a few
//!   milliseconds in a release build (median 1 to 3 ms in mid-game positions;
//!   `lab/src/bin/tutor_timing.rs`, `lab/NOTEBOOK.md`, "The tutor").
//! - **Threshold**: [`WARN_AT`], a [`Mark`] of the replay analysis, whose
//!   loss thresholds ([`Mark::of_loss`]) are the only ones: a choice marked a
//!   mistake or a blunder is warned about; the best move and inaccuracies are not.
//!   A mark from estimates needs the loss to exceed the search's measured
//!   error ([`crate::ai::analysis::judge_weighing`]).
//! - **Measure before judging or warning from estimates**
//!   ([`TutorSettings::measure`]): when the chosen move is not the search's
//!   best but lies within twice its measured error of it
//!   ([`crate::ai::analysis::Weighing::close_choice`]: the estimate may not
//!   say whether it is a mistake), or when the estimate would warn and some
//!   option is an estimate (the warning's numbers must be true, and the
//!   model's misses have long tails), every option is measured instead
//!   ([`measure`]), within [`MEASURE_BUDGET`], and the warning rests on the
//!   measured 95% intervals. The search's best, or a choice it puts clearly
//!   below the best but short of a mistake, is judged at once.
//!
//! A forced move (one legal option), a lost throw and a piece that cannot
//! move are never warned about: there is nothing to choose, or the game
//! refuses the piece itself.

use crate::ai::analysis::{Mark, Method, judge_weighing, measure, weigh};
use crate::ai::{GameState, Level, Limits, rollout};
use crate::engine::{Game, Pending, Square};

/// The most time the tutor spends measuring a choice (the
/// player waits for it after Enter).
pub const MEASURE_BUDGET: std::time::Duration = std::time::Duration::from_millis(600);

/// The most playouts per option when the tutor measures.
pub const MEASURE_PLAYOUTS: u32 = 200;

/// The computer level whose search the tutor uses.
pub const TUTOR_LEVEL: Level = Level::Search(3);

/// The least mark the tutor warns about: mistakes and blunders.
pub const WARN_AT: Mark = Mark::Mistake;

/// How the tutor judges.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TutorSettings {
    /// The search that weighs the options.
    pub limits: Limits,
    /// Warn about choices marked this or worse.
    pub warn_at: Mark,
    /// The playouts that measure a choice the search cannot judge, or a
    /// warning's estimated numbers; `None`: never measure.
    pub measure: Option<rollout::Settings>,
}

impl Default for TutorSettings {
    /// Level 3's search; warn about mistakes and blunders.
    fn default() -> TutorSettings {
        TutorSettings {
            limits: TUTOR_LEVEL.limits().unwrap_or(Limits::depth(3)),
            warn_at: WARN_AT,
            measure: Some(rollout::Settings {
                jobs: std::thread::available_parallelism().map_or(1, |n| n.get().min(64)),
                budget: Some(MEASURE_BUDGET),
                ..rollout::Settings::new(MEASURE_PLAYOUTS)
            }),
        }
    }
}

impl TutorSettings {
    /// The same settings without the playouts' time budget: every measured
    /// option gets all its playouts, so the tutor says the same on any
    /// machine (tests and reproducible checks; a person waits longer).
    #[must_use]
    pub fn untimed(self) -> TutorSettings {
        TutorSettings {
            measure: self
                .measure
                .map(|m| rollout::Settings { budget: None, ..m }),
            ..self
        }
    }
}

/// What the tutor says about a choice it does not like.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Warning {
    /// The piece chosen (its square).
    pub chosen: Square,
    /// The mover's win chance (0..=1) after the chosen move.
    pub chosen_chance: f64,
    /// The best option's win chance minus the chosen one's (0..=1).
    pub loss: f64,
    /// The chosen move's mark (at least the settings' `warn_at`).
    pub mark: Mark,
    /// The best move's piece (its square).
    pub best: Square,
    /// The mover's win chance (0..=1) after the best move.
    pub best_chance: f64,
    /// Whether `chosen_chance` is exact (the move ends the game or leads to
    /// an ending the exact tables cover) rather than the search's estimate.
    pub chosen_exact: bool,
    /// Whether `best_chance` is exact.
    pub best_exact: bool,
    /// Measured by playouts: the 95% intervals of the chosen and the best
    /// move's chances (a point for an exact one), and the playouts per option.
    pub measured: Option<Measured>,
    /// Otherwise, the measured error of an estimated chance (0 when both are
    /// exact): the margin of an "about".
    pub error: f64,
}

/// The playouts behind a warning.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Measured {
    /// The chosen move's chance, 95% interval (low, high).
    pub chosen: (f64, f64),
    /// The best move's chance, 95% interval (low, high).
    pub best: (f64, f64),
    /// Playouts per option.
    pub playouts: u32,
}

/// Weighs the choice of the piece on `from` for the throw `game` waits to see
/// used: `None` when it is fine (or forced, or not a legal move), else the
/// warning. Runs the search of `settings.limits`.
#[must_use]
pub fn check(game: &Game, from: Square, settings: &TutorSettings) -> Option<Warning> {
    let Pending::Move { throw, .. } = game.pending() else {
        return None;
    };
    let analysis = game.choices()?;
    if analysis.move_count() < 2 || !analysis.moves().any(|m| m.from == from) {
        return None;
    }
    let state = GameState::of(game);
    let method = Method {
        limits: &settings.limits,
        rollouts: None,
        progress: &|_, _| {},
    };
    let mut weighing = weigh(game.rules(), &state, throw, analysis, &method);
    if let Some(playouts) = &settings.measure {
        let would_warn = || {
            weighing.worth_measuring()
                && judge_weighing(&weighing, from)
                    .is_some_and(|j| j.best != from && j.mark >= settings.warn_at)
        };
        if weighing.close_choice(from) || would_warn() {
            weighing = measure(game.rules(), &state, &weighing, playouts, &|_, _| {});
        }
    }
    let judged = judge_weighing(&weighing, from)?;
    let option = |square: Square| weighing.options.iter().find(|o| o.m.from == square);
    let exact = |square: Square| option(square).is_some_and(|o| o.exact);
    let interval = |square: Square| {
        option(square).map_or((0.0, 0.0), |o| {
            o.interval.map_or((o.chance, o.chance), |i| (i.low, i.high))
        })
    };
    let measured = weighing.rollout.as_ref().map(|r| Measured {
        chosen: interval(from),
        best: interval(judged.best),
        playouts: r.playouts,
    });
    (judged.mark >= settings.warn_at).then_some(Warning {
        chosen: from,
        chosen_chance: judged.chosen_chance,
        loss: judged.loss,
        mark: judged.mark,
        best: judged.best,
        best_chance: judged.best_chance,
        chosen_exact: exact(from),
        best_exact: exact(judged.best),
        measured,
        error: weighing.error,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::choose;
    use crate::engine::{RulesetId, Side};
    use crate::engine::{sq, tv};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// Kendall, black (`x`: 23, 26, 28; `o`: 20, 22, 24) to use a 1: the piece
    /// on 26 falls in the water (back to 15) in a close race; 23 -> 24, the
    /// exchange with the piece on 24, is the engine's choice (28 -> 29 was
    /// the legacy evaluation's).
    const WATER: &str = "...................o.oxo.x.x..";

    /// Kendall, black (`x`: 18, 20, 26; `o`: 17, 19, 22) to use a 1: 18 is
    /// best, 20 a small loss (an inaccuracy), 26 into the water.
    const INACCURACY: &str = "................oxox.o...x....";

    fn game(board: &str, throw: u8) -> Game {
        let rules = RulesetId::Kendall.ruleset();
        let board = rules.parse_board(board).expect("a board");
        let mut game = Game::from_position(crate::engine::checked(rules, board, Side::X));
        game.throw(tv(throw)).expect("a throw");
        game
    }

    /// With kendall's endings network the water costs about 6 points here
    /// (2,000 playouts per option: 4.5 [3.1, 5.9]), a mistake.
    #[test]
    fn walking_into_the_water_is_a_mistake_and_warned_about() {
        let g = game(WATER, 1);
        let w = check(&g, sq(26), &TutorSettings::default()).expect("a warning");
        assert_eq!(w.mark, Mark::Mistake, "{w:?}");
        assert_eq!((w.chosen, w.best), (sq(26), sq(23)), "{w:?}");
        assert!(w.best_chance > w.chosen_chance + 0.03, "{w:?}");
        assert!((w.loss - (w.best_chance - w.chosen_chance)).abs() < 1e-9);
    }

    /// The default settings with the measuring playouts counted, not timed
    /// ([`MEASURE_PLAYOUTS`] per option, whatever the machine's speed): a
    /// time budget on a loaded test machine can stop after the 16 fewest,
    /// whose intervals then say nothing reliable about close options.
    fn untimed() -> TutorSettings {
        let settings = TutorSettings::default();
        TutorSettings {
            measure: settings
                .measure
                .map(|m| rollout::Settings { budget: None, ..m }),
            ..settings
        }
    }

    #[test]
    fn the_engines_own_choice_and_an_inaccuracy_are_not_warned_about() {
        let settings = untimed();
        for board in [WATER, INACCURACY] {
            let g = game(board, 1);
            let analysis = g.choices().expect("choices");
            let state = GameState::of(&g);
            let mut rng = ChaCha8Rng::seed_from_u64(1);
            let i = choose(g.rules(), &state, 1, analysis, TUTOR_LEVEL, &mut rng);
            let from = analysis.get(i).expect("a move").from;
            assert_eq!(check(&g, from, &settings), None, "{board}");
            // The best move a warning names is not warned about either (the
            // water is warned about in WATER; in INACCURACY it may cost less).
            let warning = check(&g, sq(26), &settings);
            assert!(board != WATER || warning.is_some(), "{board}");
            if let Some(w) = warning {
                assert_eq!(check(&g, w.best, &settings), None, "{board}");
            }
        }
        // 20 is a small loss by the estimate, within kendall's measured
        // error of the best: no evidence of any loss, so not even an
        // inaccuracy when those are asked for (unmeasured).
        let g = game(INACCURACY, 1);
        let all = TutorSettings {
            warn_at: Mark::Inaccuracy,
            measure: None,
            ..settings
        };
        assert_eq!(check(&g, sq(20), &all), None);
        let every = TutorSettings {
            warn_at: Mark::Best,
            ..all
        };
        let w = check(&g, sq(20), &every).expect("every mark is said");
        let late = crate::ai::per_ruleset::settings(RulesetId::Kendall)
            .estimate_error
            .late;
        assert!(w.loss > 0.0 && w.loss < late, "{w:?}");
        assert_eq!(w.mark, Mark::Best, "{w:?}");
        assert_eq!(
            (w.measured, w.error),
            (None, late),
            "an estimate, with kendall's measured error in the late game"
        );
        assert_eq!(check(&g, sq(20), &settings), None);
    }

    #[test]
    fn a_choice_within_the_error_of_the_best_is_measured_by_playouts() {
        // 20 is an estimated inaccuracy, within kendall's measured error of
        // the best (18): the tutor plays both out (a fixed number of
        // playouts here, so that the test does not depend on the machine),
        // and what it says rests on their intervals (warning about every
        // mark, so that it always says something).
        let g = game(INACCURACY, 1);
        let measure = rollout::Settings {
            level: Level::Search(1),
            ..rollout::Settings::new(24)
        };
        let all = TutorSettings {
            warn_at: Mark::Best,
            measure: Some(measure),
            ..TutorSettings::default()
        };
        let w = check(&g, sq(20), &all).expect("every mark is said");
        let m = w.measured.expect("measured");
        assert_eq!(m.playouts, 24);
        assert!(m.chosen.0 <= w.chosen_chance && w.chosen_chance <= m.chosen.1);
        assert!(m.best.0 <= w.best_chance && w.best_chance <= m.best.1);
        assert_eq!(w.error, 0.0, "{w:?}");
        // The engine's own best is not measured.
        let best = check(&g, sq(18), &all).expect("every mark is said");
        assert_eq!((best.measured, best.mark), (None, Mark::Best));
        // The water is far below the best, a mistake by the estimate: not
        // a choice the estimate cannot judge, but its warning would show
        // estimated chances, so they are measured too, and the mistake
        // stands on the playouts.
        let w = check(&game(WATER, 1), sq(26), &all).expect("a warning");
        assert_eq!(w.measured.map(|m| m.playouts), Some(24), "{w:?}");
        assert_eq!(w.mark, Mark::Mistake);
        // Without playouts it is judged at once, from the estimate.
        let plain = TutorSettings {
            measure: None,
            ..all
        };
        let w = check(&game(WATER, 1), sq(26), &plain).expect("a warning");
        assert_eq!((w.measured, w.mark), (None, Mark::Mistake));
    }

    #[test]
    fn a_forced_move_or_an_illegal_piece_is_never_warned_about() {
        // Black's only piece sits on 26: a 1 must take it into the water.
        let g = game("o.o.o....................x....", 1);
        assert_eq!(g.choices().map(|a| a.move_count()), Some(1));
        assert_eq!(check(&g, sq(26), &TutorSettings::default()), None);
        // A square with no piece of the mover, and a game waiting for a throw.
        let g = game(WATER, 1);
        assert_eq!(check(&g, sq(20), &TutorSettings::default()), None);
        let waiting = Game::new(RulesetId::Kendall);
        assert_eq!(check(&waiting, sq(10), &TutorSettings::default()), None);
    }

    #[test]
    fn a_stricter_setting_warns_about_less() {
        let g = game(WATER, 1);
        let blunders_only = TutorSettings {
            warn_at: Mark::Blunder,
            ..TutorSettings::default()
        };
        // The water is a mistake here: warned about by default, not when
        // only blunders are.
        assert!(check(&g, sq(26), &TutorSettings::default()).is_some());
        assert_eq!(check(&g, sq(26), &blunders_only), None);
        // 23 -> 24 is the best move: never warned about.
        assert_eq!(check(&g, sq(23), &blunders_only), None);
    }
}

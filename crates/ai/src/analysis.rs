//! Rating every decision of a replay on the throw actually thrown: the win
//! chance of each legal option, the chosen option's loss against the best,
//! and a mark. Forced moves (one option) and lost throws are not rated.
//!
//! The win chances come from the computer's search ([`weigh`] without
//! rollouts: an estimate, shown as [`crate::shown`] maps it), or from
//! playouts ([`crate::rollout`], with each option's 95% interval). Either way an option whose resulting position
//! is a finished game or is covered by the exact endgame tables gets its
//! exact value, and says so ([`Weighed::exact`]).
//!
//! **Marks**, by the loss in win chance (0..1) against the best option:
//! best (< 0.5 percentage points), inaccuracy (< 3 points), mistake (< 8
//! points), blunder (8 points or more). The thresholds are on the win-chance
//! scale itself: a loss of 8 points means 8 games fewer won in 100 from the
//! position, which is what the numbers mean once the evaluation is calibrated
//! (`docs/ai.md`, "Replay analysis and marks"). Without rollouts a mark is
//! the search's estimate. With rollouts a mark other than best stands only
//! when the interval of the loss supports it ([`Mark::of_evidence`]): an
//! inaccuracy or a mistake needs the lower end of the 95% interval of the
//! paired difference (best minus chosen) above zero, a blunder needs it at or
//! above the mistake threshold (3 points); otherwise the mark steps down.
//! Without rollouts the same rule holds with the model's measured error
//! ([`estimate_error`]) in place of the interval: where either option is an
//! estimate, the loss counts as `loss ± error`, so that a mark is given only
//! when the measured error supports it. A later bad throw never changes a
//! mark: only the options of the throw thrown are compared.
//!
//! **Measure what is estimated** ([`Weighing::worth_measuring`],
//! [`measure`]): a decision with an estimated option is played out (a short
//! rollout, the same throws for every option, stopped at the exact tables)
//! instead of guessed, and steadied by the estimate ([`crate::steady`]).
//! Where time is short, close decisions come first: those whose estimated
//! options lie within twice the measured error of the best
//! ([`Weighing::close`], [`MEASURE_BAND`]).

use crate::phase::Phase;
use crate::rollout::{self, Interval, Rollout};
use crate::shown::option_chance;
use crate::{GameState, Limits, evaluate_options};
use senet_engine::{Analysis, Board, Move, Ruleset, RulesetId, Side, Square, ThrowValue, codes};

/// The search level that rates a replay unless told otherwise (`senet replay
/// analyze` and the viewer): three throws ahead with exact endings, about a
/// millisecond or two a decision in a release build.
pub const DEFAULT_LEVEL: u8 = 3;

codes! {
    /// How good a decision was (ordered from best to worst).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
    pub enum Mark ("mark") {
        /// The best option, or within half a point of it.
        Best = "best",
        /// A small loss.
        Inaccuracy = "inaccuracy",
        /// A clear loss.
        Mistake = "mistake",
        /// A large loss.
        Blunder = "blunder",
    }
}

/// The loss (in win chance, 0..1) from which a choice is an inaccuracy.
pub const INACCURACY_FROM: f64 = 0.005;
/// The loss from which a choice is a mistake.
pub const MISTAKE_FROM: f64 = 0.03;
/// The loss from which a choice is a blunder.
pub const BLUNDER_FROM: f64 = 0.08;

impl Mark {
    /// The mark for a loss in win chance (the search's estimate).
    #[must_use]
    pub fn of_loss(loss: f64) -> Mark {
        Mark::of_evidence(loss, None)
    }

    /// The mark for a loss in win chance, given (with rollouts) the 95%
    /// interval of that loss. The only place a mark is decided: a mistake
    /// or an inaccuracy stands only when the interval's lower end is above
    /// zero, a blunder only when it is at least [`MISTAKE_FROM`]; otherwise
    /// the mark steps down (a blunder to a mistake, a mistake to an
    /// inaccuracy, an inaccuracy to the best: an interval that includes zero
    /// is no evidence of any loss, and the engine's rating beside it must not
    /// be contradicted by a mark the playouts do not support).
    #[must_use]
    pub fn of_evidence(loss: f64, interval: Option<Interval>) -> Mark {
        let by_loss = if loss < INACCURACY_FROM {
            Mark::Best
        } else if loss < MISTAKE_FROM {
            Mark::Inaccuracy
        } else if loss < BLUNDER_FROM {
            Mark::Mistake
        } else {
            Mark::Blunder
        };
        let Some(interval) = interval else {
            return by_loss;
        };
        let mut mark = by_loss;
        if mark == Mark::Blunder && interval.low < MISTAKE_FROM {
            mark = Mark::Mistake;
        }
        if mark == Mark::Mistake && interval.low <= 0.0 {
            mark = Mark::Inaccuracy;
        }
        if mark == Mark::Inaccuracy && interval.low <= 0.0 {
            mark = Mark::Best;
        }
        mark
    }
}

/// The measured error (win chance, 0..1) of one of the search's shown
/// estimates in the phase of the game of `board`
/// ([`crate::per_ruleset::Settings::estimate_error`], [`Phase`]; `docs/analyze.md`).
#[must_use]
pub fn estimate_error(rules: &Ruleset, board: &Board) -> f64 {
    crate::per_ruleset::settings(rules.id)
        .estimate_error
        .get(Phase::of(rules, board))
}

/// The smallest and the largest measured error of a shown estimate over the
/// phases of ruleset `id` ([`estimate_error`]): what a summary of a whole
/// game can say of its estimates.
#[must_use]
pub fn estimate_error_range(id: RulesetId) -> (f64, f64) {
    let errors = crate::per_ruleset::settings(id).estimate_error.values();
    errors
        .iter()
        .fold((f64::INFINITY, 0f64), |(low, high), &e| {
            (low.min(e), high.max(e))
        })
}

/// How one chosen option of a decision compares with the best option.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Judged {
    /// The best option's piece (the first of equal bests, in the options' order).
    pub best: Square,
    /// The mover's win chance after the best option.
    pub best_chance: f64,
    /// The mover's win chance after the chosen option.
    pub chosen_chance: f64,
    /// `best_chance - chosen_chance` (never negative).
    pub loss: f64,
    /// With rollouts: the 95% interval of the loss (best minus chosen,
    /// paired playout by playout).
    pub loss_interval: Option<Interval>,
    /// The mark of that loss.
    pub mark: Mark,
}

/// Judges the choice of the piece on `chosen` among `options` (each legal
/// move with the mover's win chance after it, as [`evaluate_options`] gives
/// them); `None` when no option moves that piece. Shared by the replay
/// analysis and the tutor, so both mark alike.
#[must_use]
pub fn judge(options: &[(Move, f64)], chosen: Square) -> Option<Judged> {
    decide(options.iter().map(|(m, v)| (m.from, *v)), chosen, |_, _| {
        Evidence::None
    })
}

/// Judges the choice of the piece on `chosen` in a [`Weighing`]: as [`judge`]
/// on its win chances, with rollouts on the interval of the loss too, and
/// without them on the measured error ([`Weighing::error`]) where either
/// option is an estimate.
#[must_use]
pub fn judge_weighing(weighing: &Weighing, chosen: Square) -> Option<Judged> {
    let values = weighing.options.iter().map(|o| (o.m.from, o.chance));
    decide(values, chosen, |best, chosen| {
        let chance = |i: usize| weighing.options.get(i).map_or(0.0, |o| o.chance);
        let loss = chance(best) - chance(chosen);
        if let Some(r) = weighing.rollout.as_ref() {
            // The paired interval, centred on the shown chances' difference:
            // a steadied level ([`crate::steady`]) moves the estimated
            // options together and the exact ones not at all.
            return r.difference(best, chosen).map_or(Evidence::None, |d| {
                let shift = loss - d.mean;
                Evidence::Rollout(Interval {
                    mean: loss,
                    low: d.low + shift,
                    high: d.high + shift,
                })
            });
        }
        let estimated = |i: usize| weighing.options.get(i).is_some_and(|o| !o.exact);
        if weighing.error <= 0.0 || !(estimated(best) || estimated(chosen)) {
            return Evidence::None;
        }
        Evidence::Error(Interval {
            mean: loss,
            low: loss - weighing.error,
            high: loss + weighing.error,
        })
    })
}

/// What backs a loss besides its value.
enum Evidence {
    /// Nothing: the values are taken as they are.
    None,
    /// A rollout's 95% interval of the loss.
    Rollout(Interval),
    /// The loss plus or minus the model's measured error.
    Error(Interval),
}

/// The best option (the first of equals), the loss, and the mark;
/// `interval(best, chosen)` gives what backs the loss, by option index.
fn decide(
    values: impl Iterator<Item = (Square, f64)>,
    chosen: Square,
    interval: impl FnOnce(usize, usize) -> Evidence,
) -> Option<Judged> {
    let values: Vec<(Square, f64)> = values.collect();
    let chosen_index = values.iter().position(|(from, _)| *from == chosen)?;
    let chosen_chance = values[chosen_index].1;
    let mut best_index = 0;
    for (i, (_, v)) in values.iter().enumerate() {
        if *v > values[best_index].1 {
            best_index = i;
        }
    }
    let (best, best_chance) = *values.get(best_index)?;
    let loss = (best_chance - chosen_chance).max(0.0);
    // A rollout's interval is shown; the measured error's only decides.
    let (loss_interval, evidence) = match interval(best_index, chosen_index) {
        Evidence::Rollout(i) => (Some(i), Some(i)),
        Evidence::Error(i) => (None, Some(i)),
        Evidence::None => (None, None),
    };
    Some(Judged {
        best,
        best_chance,
        chosen_chance,
        loss,
        loss_interval,
        mark: Mark::of_evidence(loss, evidence),
    })
}

/// One option of a decision, weighed.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Weighed {
    /// The move.
    pub m: Move,
    /// The mover's win chance (0..=1) after it.
    pub chance: f64,
    /// Whether the chance is exact: the move ends the game, or leads to a
    /// position the exact endgame tables cover.
    pub exact: bool,
    /// With rollouts: the chance's 95% interval.
    pub interval: Option<Interval>,
}

/// Every option of a decision, weighed, in the analysis's order.
#[derive(Debug, Clone, PartialEq)]
pub struct Weighing {
    /// The options.
    pub options: Vec<Weighed>,
    /// The rollout the chances come from, if any.
    pub rollout: Option<Rollout>,
    /// The measured error of an estimated option's chance
    /// ([`estimate_error`]; 0 when the options were played out or nothing
    /// is estimated).
    pub error: f64,
}

impl Weighing {
    /// Whether the weighing is unsure: no rollout, and some option other
    /// than the best lies within the measured error of it, one of the two
    /// being an estimate. Such a decision is worth measuring
    /// ([`Weighing::close`]) before a mark or a "best" is given.
    #[must_use]
    pub fn unsure(&self) -> bool {
        self.within(1.0, None)
    }

    /// Whether the program measures the weighing when it can ([`measure`]):
    /// no rollout, two or more options, and some option's chance an
    /// estimate (the measured error above 0). Every estimated decision, not
    /// only the close ones: the model's misses have long tails (on seed 79's
    /// varied skiryuk decisions one chance was 12.5 points off where the two
    /// options lay four errors apart), which no band by the error reaches.
    /// Where time is short, [`Weighing::close`] ones come first.
    #[must_use]
    pub fn worth_measuring(&self) -> bool {
        self.rollout.is_none()
            && self.error > 0.0
            && self.options.len() >= 2
            && self.options.iter().any(|o| !o.exact)
    }

    /// Whether the weighing is close: some option lies within
    /// [`MEASURE_BAND`] times the measured error of the best, one of the two
    /// an estimate, so the estimate may not even order them. Every unsure
    /// weighing is; where time is short, these are measured first.
    #[must_use]
    pub fn close(&self) -> bool {
        self.within(MEASURE_BAND, None)
    }

    /// [`Weighing::close`] for one choice: the option moving the piece on
    /// `chosen` is not the best and lies within [`MEASURE_BAND`] times the
    /// measured error of it, one of the two an estimate (the estimate
    /// cannot judge the choice).
    #[must_use]
    pub fn close_choice(&self, chosen: Square) -> bool {
        self.within(MEASURE_BAND, Some(chosen))
    }

    /// No rollout, and some option other than the best (the one moving
    /// `only`'s piece, when given) lies within `times` the measured error of
    /// it, one of the two being an estimate.
    fn within(&self, times: f64, only: Option<Square>) -> bool {
        if self.rollout.is_some() || self.error <= 0.0 {
            return false;
        }
        let Some(best) = self
            .options
            .iter()
            .reduce(|b, o| if o.chance > b.chance { o } else { b })
        else {
            return false;
        };
        self.options.iter().any(|o| {
            only.is_none_or(|from| o.m.from == from)
                && o.m.from != best.m.from
                && (!o.exact || !best.exact)
                && best.chance - o.chance < times * self.error
        })
    }
}

/// How far from the best, in measured errors, an estimated option makes a
/// decision close ([`Weighing::close`]), measured first where time is short
/// (the viewer) and by the tutor for any choice in it. The measured
/// error is an rms: on seed 67's varied decisions, 7 of the 21 estimated
/// chances 5 or more points off lay in decisions whose two best options were
/// one to two errors apart, which a band of one left unmeasured.
pub const MEASURE_BAND: f64 = 2.0;

/// How to weigh the options of a decision: the search's limits, and
/// optionally rollouts with their progress callback `(done, total)`.
#[derive(Clone, Copy)]
pub struct Method<'a> {
    /// The search that estimates (and, with rollouts, is not used).
    pub limits: &'a Limits,
    /// Rollouts instead of the search.
    pub rollouts: Option<&'a rollout::Settings>,
    /// Called as playouts finish.
    pub progress: &'a (dyn Fn(u32, u32) + Sync),
}

impl std::fmt::Debug for Method<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Method")
            .field("limits", self.limits)
            .field("rollouts", &self.rollouts)
            .finish_non_exhaustive()
    }
}

/// `moves` weighed by playouts ([`rollout::rollout`]): each option's mean
/// result, with its 95% interval unless it is exact.
pub fn weigh_by_rollouts(
    rules: &'static Ruleset,
    state: &GameState,
    moves: &[Move],
    settings: &rollout::Settings,
    progress: &(dyn Fn(u32, u32) + Sync),
) -> Weighing {
    let r = rollout::rollout(rules, state, moves, settings, progress);
    let options = r
        .options
        .iter()
        .map(|o| Weighed {
            m: o.m,
            chance: o.chance.mean,
            exact: o.exact,
            interval: (!o.exact).then_some(o.chance),
        })
        .collect();
    Weighing {
        options,
        rollout: Some(r),
        error: 0.0,
    }
}

/// Every legal option of `state.side`'s decision on `throw` (its moves in
/// `analysis`), with the mover's win chance after it: from rollouts when
/// `method` asks for them, else from the search; exact values where the
/// position after the move is a finished game or a covered ending. Empty
/// when the throw is lost.
#[must_use]
pub fn weigh(
    rules: &'static Ruleset,
    state: &GameState,
    throw: ThrowValue,
    analysis: &Analysis,
    method: &Method<'_>,
) -> Weighing {
    let moves: Vec<Move> = analysis.moves().copied().collect();
    if let Some(settings) = method.rollouts {
        return weigh_by_rollouts(rules, state, &moves, settings, method.progress);
    }
    let options = evaluate_options(rules, state, throw.get(), analysis, method.limits)
        .into_iter()
        .map(|(m, v)| {
            let (chance, exact) =
                option_chance(rules, &state.board, &m, state.side, state.throws, || v);
            Weighed {
                m,
                chance,
                exact,
                interval: None,
            }
        })
        .collect();
    Weighing {
        options,
        rollout: None,
        error: estimate_error(rules, &state.board),
    }
}

/// [`weigh`] by the search, then, when the weighing is
/// [`Weighing::worth_measuring`] and `measure` is given, measured instead
/// ([`measure`]: a short rollout of every option, the same throws for every
/// option, stopped at the exact tables; `method.progress` reports it). With
/// rollouts asked for in `method`, as [`weigh`].
#[must_use]
pub fn weigh_measured(
    rules: &'static Ruleset,
    state: &GameState,
    throw: ThrowValue,
    analysis: &Analysis,
    method: &Method<'_>,
    measure: Option<&rollout::Settings>,
) -> Weighing {
    let estimated = weigh(rules, state, throw, analysis, method);
    match measure {
        Some(settings) if estimated.worth_measuring() && settings.playouts >= 2 => {
            self::measure(rules, state, &estimated, settings, method.progress)
        }
        _ => estimated,
    }
}

/// The options of `estimated` (the search's weighing of `state`'s decision)
/// measured: played out with `settings` ([`weigh_by_rollouts`]), then
/// steadied by the estimate ([`crate::steady`]). Where the playouts and the
/// estimate read an option far apart ([`crate::steady::disagrees`]) and the
/// time budget did not cut the playouts short, one of the two missed by
/// far, so the decision is played out again with [`MORE_PLAYOUTS`] times the
/// playouts (the same seed: the first playouts are repeated) before the
/// reading left standing is shown. How the program measures a decision,
/// everywhere it shows one.
#[must_use]
pub fn measure(
    rules: &'static Ruleset,
    state: &GameState,
    estimated: &Weighing,
    settings: &rollout::Settings,
    progress: &(dyn Fn(u32, u32) + Sync),
) -> Weighing {
    let moves: Vec<Move> = estimated.options.iter().map(|o| o.m).collect();
    let mut measured = weigh_by_rollouts(rules, state, &moves, settings, progress);
    let capped = measured.rollout.as_ref().is_some_and(|r| r.capped);
    if !capped && crate::steady::disagrees(&measured, estimated) {
        let more = rollout::Settings {
            playouts: settings.playouts.saturating_mul(MORE_PLAYOUTS),
            ..*settings
        };
        measured = weigh_by_rollouts(rules, state, &moves, &more, progress);
    }
    crate::steady::steady(measured, estimated)
}

/// How many times the playouts a measurement is repeated with when its
/// playouts and the estimate disagree ([`measure`]): four times halves the
/// playouts' noise.
pub const MORE_PLAYOUTS: u32 = 4;

/// One rated decision.
#[derive(Debug, Clone, PartialEq)]
pub struct Rated {
    /// The 0-based entry.
    pub index: usize,
    /// Who chose.
    pub side: Side,
    /// Every option, weighed, in the analysis's order.
    pub options: Vec<Weighed>,
    /// The piece chosen.
    pub chosen: Square,
    /// The best option's win chance minus the chosen one's.
    pub loss: f64,
    /// With rollouts: the loss's 95% interval.
    pub loss_interval: Option<Interval>,
    /// The mark.
    pub mark: Mark,
    /// The measured error of an estimated option's chance ([`Weighing::error`]:
    /// 0 when the options were played out or none is an estimate): the margin
    /// an "about" carries.
    pub error: f64,
    /// With rollouts: the playouts per option behind the chances, and whether
    /// a time budget stopped them short of the number asked for.
    pub playouts: Option<(u32, bool)>,
}

impl Rated {
    /// Whether the rating is unsure and was not measured: no playouts, and
    /// some option other than the best lies within the measured error of it,
    /// one of the two being an estimate ([`Weighing::unsure`]).
    #[must_use]
    pub fn unsure(&self) -> bool {
        if self.playouts.is_some() || self.error <= 0.0 {
            return false;
        }
        Weighing {
            options: self.options.clone(),
            rollout: None,
            error: self.error,
        }
        .unsure()
    }
}

/// One decision of a recorded game, as the rating needs it: the position
/// before the move, the throw, its analysis and the piece that was played.
#[derive(Debug, Clone, Copy)]
pub struct Decision<'a> {
    /// The 0-based entry in its game.
    pub index: usize,
    /// The board before the move.
    pub board: Board,
    /// Who chose.
    pub side: Side,
    /// The throw thrown.
    pub throw: ThrowValue,
    /// The legal options of that throw.
    pub analysis: &'a Analysis,
    /// The piece that was moved.
    pub played: Square,
}

/// Rates one decision: `None` for a forced move (fewer than two options).
#[must_use]
pub fn rate_decision(
    rules: &'static Ruleset,
    decision: &Decision<'_>,
    method: &Method<'_>,
) -> Option<Rated> {
    rate_decision_measured(rules, decision, method, None)
}

/// [`rate_decision`], measuring the decision by a short rollout with
/// `measure` when the search is unsure ([`weigh_measured`]).
#[must_use]
pub fn rate_decision_measured(
    rules: &'static Ruleset,
    decision: &Decision<'_>,
    method: &Method<'_>,
    measure: Option<&rollout::Settings>,
) -> Option<Rated> {
    if decision.analysis.move_count() < 2 {
        return None;
    }
    let state = decision_state(decision);
    let weighing = weigh_measured(
        rules,
        &state,
        decision.throw,
        decision.analysis,
        method,
        measure,
    );
    rate_weighing(decision, weighing)
}

/// The game state before a decision (its own throw counted).
#[must_use]
pub fn decision_state(decision: &Decision<'_>) -> GameState {
    GameState {
        board: decision.board,
        side: decision.side,
        throws: u32::try_from(decision.index + 1).unwrap_or(u32::MAX),
    }
}

/// Rates a decision from its weighing ([`judge_weighing`] of the piece
/// played): `None` for a forced move or a piece no option moves.
#[must_use]
pub fn rate_weighing(decision: &Decision<'_>, weighing: Weighing) -> Option<Rated> {
    if weighing.options.len() < 2 {
        return None;
    }
    let judged = judge_weighing(&weighing, decision.played)?;
    let estimated = weighing.rollout.is_none() && weighing.options.iter().any(|o| !o.exact);
    Some(Rated {
        index: decision.index,
        side: decision.side,
        chosen: decision.played,
        loss: judged.loss,
        loss_interval: judged.loss_interval,
        mark: judged.mark,
        error: if estimated { weighing.error } else { 0.0 },
        playouts: weighing.rollout.as_ref().map(|r| (r.playouts, r.capped)),
        options: weighing.options,
    })
}

/// Games-room, black to move after 100 throws with its last two pieces, on
/// 28 and 29, against white's five at the start: close options that are
/// quick to play out, for tests.
#[cfg(test)]
pub(crate) fn sure_win() -> (&'static Ruleset, GameState) {
    let rules = senet_engine::RulesetId::GamesRoom.ruleset();
    let board = rules
        .parse_board("ooooo......................xx.")
        .expect("a board");
    let state = GameState {
        board,
        side: Side::X,
        throws: 100,
    };
    (rules, state)
}

/// [`sure_win`] on a throw of 2 (two estimated options), weighed by a
/// depth-1 search and by `playouts` playouts at level 1 (the settings
/// returned).
#[cfg(test)]
pub(crate) fn sure_win_weighed(playouts: u32) -> (Weighing, Weighing, rollout::Settings) {
    let (rules, state) = sure_win();
    let throw = ThrowValue::ALL[1];
    let analysis = senet_engine::analyze_board(rules, &state.board, state.side, throw.get());
    let limits = Limits::depth(1);
    let method = Method {
        limits: &limits,
        rollouts: None,
        progress: &|_, _| {},
    };
    let estimated = weigh(rules, &state, throw, &analysis, &method);
    let moves: Vec<Move> = analysis.moves().copied().collect();
    let settings = rollout::Settings {
        level: crate::Level::Search(1),
        ..rollout::Settings::new(playouts)
    };
    let measured = weigh_by_rollouts(rules, &state, &moves, &settings, &|_, _| {});
    (estimated, measured, settings)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn judging_takes_the_first_of_equal_bests_and_needs_the_chosen_piece() {
        // Black on 21 and 26 throws 1: two legal moves.
        let rules = senet_engine::RulesetId::Kendall.ruleset();
        let board = rules
            .parse_board("o.o.................x....x....")
            .expect("a board");
        let analysis = senet_engine::analyze_board(rules, &board, Side::X, 1);
        let moves: Vec<Move> = analysis.moves().copied().collect();
        assert_eq!(moves.len(), 2);
        let options = vec![(moves[0], 0.6), (moves[1], 0.6)];
        let tie = judge(&options, moves[1].from).expect("a legal piece");
        assert_eq!(tie.best, moves[0].from);
        assert_eq!((tie.loss, tie.mark), (0.0, Mark::Best));
        let options = vec![(moves[0], 0.5), (moves[1], 0.6)];
        let worse = judge(&options, moves[0].from).expect("a legal piece");
        assert_eq!(worse.best, moves[1].from);
        assert!((worse.loss - 0.1).abs() < 1e-12);
        assert_eq!(worse.mark, Mark::Blunder);
        let three = senet_engine::Square::on_board(3).expect("a square");
        assert_eq!(judge(&options, three), None);
    }

    /// Two estimated options (or exact ones) with these chances, and the error.
    fn weighing(chances: [f64; 2], exact: bool, error: f64) -> Weighing {
        let rules = senet_engine::RulesetId::Kendall.ruleset();
        let board = rules
            .parse_board("o.o.................x....x....")
            .expect("a board");
        let analysis = senet_engine::analyze_board(rules, &board, Side::X, 1);
        let options = analysis
            .moves()
            .zip(chances)
            .map(|(m, chance)| Weighed {
                m: *m,
                chance,
                exact,
                interval: None,
            })
            .collect();
        Weighing {
            options,
            rollout: None,
            error,
        }
    }

    #[test]
    fn an_estimated_mark_needs_the_measured_error_to_support_it() {
        let mark = |chances, exact, error| {
            let w = weighing(chances, exact, error);
            let chosen = w.options[1].m.from;
            let j = judge_weighing(&w, chosen).expect("a legal piece");
            assert_eq!(j.loss_interval, None, "the error is no interval to show");
            j.mark
        };
        // 5 points below: a mistake when the error is 3.1 points; when it is
        // 5.7 the loss's range includes zero, which supports no mark at all.
        assert_eq!(mark([0.55, 0.50], false, 0.031), Mark::Mistake);
        assert_eq!(mark([0.55, 0.50], false, 0.057), Mark::Best);
        // 9 points below: a blunder needs the loss less the error at 3 points.
        assert_eq!(mark([0.59, 0.50], false, 0.031), Mark::Blunder);
        assert_eq!(mark([0.59, 0.50], false, 0.07), Mark::Mistake);
        // Exact values need no error.
        assert_eq!(mark([0.55, 0.50], true, 0.057), Mark::Mistake);
        assert_eq!(Mark::of_loss(0.05), Mark::Mistake);
    }

    #[test]
    fn a_measurement_far_from_the_estimate_is_played_out_again_with_more() {
        let (rules, state) = sure_win();
        let (estimated, plain, settings) = sure_win_weighed(8);
        // An estimate reading as the playouts do: measured once.
        let mut alike = estimated.clone();
        for (e, m) in alike.options.iter_mut().zip(&plain.options) {
            e.chance = m.chance;
        }
        let once = measure(rules, &state, &alike, &settings, &|_, _| {});
        assert_eq!(once.rollout.map(|r| r.playouts), Some(8));
        // One option 30 points off: played out again, four times as often.
        let mut far = alike.clone();
        far.options[0].chance -= 0.3;
        let again = measure(rules, &state, &far, &settings, &|_, _| {});
        assert_eq!(again.rollout.map(|r| r.playouts), Some(8 * MORE_PLAYOUTS));
    }

    #[test]
    fn options_within_the_error_are_unsure_and_get_measured() {
        assert!(weighing([0.55, 0.53], false, 0.031).unsure());
        assert!(!weighing([0.55, 0.50], false, 0.031).unsure());
        assert!(!weighing([0.55, 0.53], true, 0.031).unsure(), "exact");
        assert!(!weighing([0.55, 0.53], false, 0.0).unsure());
        // Twice the error: close, though not called unsure; per choice,
        // only a choice that is not the best.
        let band = weighing([0.55, 0.50], false, 0.031);
        assert!(band.close() && !band.unsure());
        assert!(band.close_choice(band.options[1].m.from));
        assert!(!band.close_choice(band.options[0].m.from), "the best");
        // Far apart: not close, but estimated, so still measured.
        let apart = weighing([0.55, 0.45], false, 0.031);
        assert!(!apart.close() && apart.worth_measuring());
        // Exact values, or no measured error: nothing to measure.
        assert!(!weighing([0.55, 0.45], true, 0.031).worth_measuring());
        assert!(!weighing([0.55, 0.45], false, 0.0).worth_measuring());
        // Black's last two pieces, on 28 and 29, against White's five at
        // the start: every option wins almost surely (1,000 playouts give
        // 93% and 95% after a throw of 2), so the options are close and are
        // played out (quick in a debug build).
        let (rules, state) = sure_win();
        let board = state.board;
        let limits = Limits::depth(1).without_endgame();
        let method = Method {
            limits: &limits,
            rollouts: None,
            progress: &|_, _| {},
        };
        let settings = rollout::Settings {
            level: crate::Level::Search(1),
            ..rollout::Settings::new(8)
        };
        let mut measured_some = false;
        for throw in ThrowValue::ALL {
            let analysis = senet_engine::analyze_board(rules, &board, Side::X, throw.get());
            let plain = weigh(rules, &state, throw, &analysis, &method);
            let measured =
                weigh_measured(rules, &state, throw, &analysis, &method, Some(&settings));
            if plain.worth_measuring() {
                measured_some = true;
                assert!(measured.rollout.is_some(), "{plain:?}");
                assert_eq!(measured.error, 0.0);
                assert!(
                    measured
                        .options
                        .iter()
                        .all(|o| o.exact || o.interval.is_some())
                );
            } else {
                assert_eq!(measured, plain);
            }
            let sure = weigh_measured(rules, &state, throw, &analysis, &method, None);
            assert_eq!(sure, plain, "nothing measured without settings");
        }
        assert!(measured_some, "a throw with close options");
    }

    #[test]
    fn marks_follow_the_documented_thresholds() {
        assert_eq!(Mark::of_loss(0.0), Mark::Best);
        assert_eq!(Mark::of_loss(0.01), Mark::Inaccuracy);
        assert_eq!(Mark::of_loss(0.05), Mark::Mistake);
        assert_eq!(Mark::of_loss(0.2), Mark::Blunder);
    }

    #[test]
    fn an_interval_that_includes_zero_supports_no_mark_but_best() {
        let interval = |low: f64, high: f64| Interval {
            mean: (low + high) / 2.0,
            low,
            high,
        };
        assert_eq!(
            Mark::of_evidence(0.015, Some(interval(-0.029, 0.059))),
            Mark::Best
        );
        assert_eq!(
            Mark::of_evidence(0.015, Some(interval(0.002, 0.03))),
            Mark::Inaccuracy
        );
        assert_eq!(
            Mark::of_evidence(0.05, Some(interval(-0.01, 0.11))),
            Mark::Best
        );
        assert_eq!(
            Mark::of_evidence(0.05, Some(interval(0.01, 0.09))),
            Mark::Mistake
        );
        assert_eq!(Mark::of_evidence(0.015, None), Mark::Inaccuracy);
    }
}

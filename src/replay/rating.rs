//! Every decision of a verified replay rated by the computer
//! ([`crate::ai::analysis`]): each frame with more than one option becomes an
//! [`analysis::Decision`] and is weighed on the throw actually thrown.
//!
//! **Measure what is estimated** ([`analyze_measured`]): every decision is
//! first weighed by the search; those with an estimated option
//! ([`analysis::Weighing::worth_measuring`]) are then measured
//! ([`analysis::measure`], [`Measure`]), each within its share of a time
//! budget when there is one, and rated on the playouts. Under a budget the
//! close ones come first ([`analysis::Weighing::close`]: an option within
//! twice the measured error of the best), where the estimate may not even
//! order the options.

use std::time::{Duration, Instant};

use crate::ai::Limits;
use crate::ai::analysis::{self, Decision, Method, Rated, Weighing};
use crate::ai::rollout;
use crate::replay::verify::Verified;

/// How a replay's estimated decisions are measured.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Measure {
    /// The rollout of one decision: its playouts per option (the most when
    /// there is a budget), level, seed and threads.
    pub settings: rollout::Settings,
    /// The most time one decision may take, if limited.
    pub per_decision: Option<Duration>,
    /// The most time all the measuring of a replay may take, if limited:
    /// shared equally among the decisions still to measure (never more than
    /// `per_decision` each), close ones first, and among them the played
    /// move's likeliest hidden mistakes (its estimated loss, largest first).
    pub total: Option<Duration>,
    /// With a `total`: the least time worth a measurement. Each decision
    /// gets at least this (the budget left shared among those waiting,
    /// when that is more); once less than this is left, the remaining
    /// decisions stay estimates ([`Rated::unsure`] says which of them the
    /// search is unsure of).
    pub floor: Duration,
}

/// The most playouts per option when the viewer's rating measures a
/// decision the search can only estimate.
pub const VIEWER_PLAYOUTS: u32 = 200;

/// The most time the viewer's rating spends measuring one decision.
pub const VIEWER_PER_DECISION: Duration = Duration::from_secs(1);

/// The most time the viewer's rating spends measuring all the estimated
/// decisions of a replay, shared among them: with the search's pass, a
/// game's rating stays within about two seconds in a release build
/// (`docs/analyze.md`, "In the viewer").
pub const VIEWER_TOTAL: Duration = Duration::from_millis(1500);

/// The least time worth measuring one decision in, in the viewer: once the
/// budget left gives less to each decision still waiting, those stay
/// estimates (and the viewer says how many).
pub const VIEWER_FLOOR: Duration = Duration::from_millis(100);

/// How the viewer's rating measures estimated decisions: up to
/// [`VIEWER_PLAYOUTS`] per option at the rollouts' level on every core,
/// within [`VIEWER_PER_DECISION`] each and [`VIEWER_TOTAL`] in all.
#[must_use]
pub fn viewer_measure() -> Measure {
    Measure {
        settings: rollout::Settings {
            jobs: std::thread::available_parallelism().map_or(1, |n| n.get().min(64)),
            ..rollout::Settings::new(VIEWER_PLAYOUTS)
        },
        per_decision: Some(VIEWER_PER_DECISION),
        total: Some(VIEWER_TOTAL),
        floor: VIEWER_FLOOR,
    }
}

/// Rates every decision with more than one option by the search, calling
/// `progress(done, total)` after each entry.
#[must_use]
pub fn analyze(
    verified: &Verified,
    limits: &Limits,
    progress: impl FnMut(usize, usize),
) -> Vec<Rated> {
    analyze_with(verified, limits, None, progress)
}

/// Rates every decision with more than one option, by the search or (with
/// `rollouts`) by playouts, calling `progress(done, total)` after each entry.
#[must_use]
pub fn analyze_with(
    verified: &Verified,
    limits: &Limits,
    rollouts: Option<&rollout::Settings>,
    mut progress: impl FnMut(usize, usize),
) -> Vec<Rated> {
    let total = verified.frames.len();
    let method = Method {
        limits,
        rollouts,
        progress: &|_, _| {},
    };
    let mut out = Vec::new();
    for i in 0..total {
        progress(i + 1, total);
        if let Some(rated) = rate(verified, i, &method) {
            out.push(rated);
        }
    }
    out
}

/// The decision of entry `index`: `None` for a lost throw or an entry
/// beyond the valid ones.
fn decision(verified: &Verified, index: usize) -> Option<Decision<'_>> {
    let frame = verified.frames.get(index)?;
    let (Some(analysis), Some(played)) = (frame.analysis.as_ref(), frame.played) else {
        return None;
    };
    Some(Decision {
        index,
        board: frame.board,
        side: frame.side,
        throw: frame.throw,
        analysis,
        played: played.from,
    })
}

/// Rates every decision with more than one option by the search, and plays
/// out those with an estimated option as `measure` says ([`Measure`];
/// `None`: never).
/// `progress(done, total)` is called after each entry and then after each
/// measured decision, `total` being the entries plus the decisions to
/// measure (known once every entry is weighed).
#[must_use]
pub fn analyze_measured(
    verified: &Verified,
    limits: &Limits,
    measure: Option<&Measure>,
    mut progress: impl FnMut(usize, usize),
) -> Vec<Rated> {
    let rules = verified.replay.rules.ruleset();
    let entries = verified.frames.len();
    let method = Method {
        limits,
        rollouts: None,
        progress: &|_, _| {},
    };
    let mut weighed: Vec<(Decision<'_>, Weighing)> = Vec::new();
    for i in 0..entries {
        progress(i + 1, entries);
        let Some(d) = decision(verified, i) else {
            continue;
        };
        if d.analysis.move_count() < 2 {
            continue;
        }
        let state = analysis::decision_state(&d);
        let w = analysis::weigh(rules, &state, d.throw, d.analysis, &method);
        weighed.push((d, w));
    }
    if let Some(m) = measure.filter(|m| m.settings.playouts >= 2) {
        let mut to_measure: Vec<(usize, bool, f64)> = (0..weighed.len())
            .filter(|&k| weighed[k].1.worth_measuring())
            .map(|k| {
                let (d, w) = &weighed[k];
                let loss = analysis::judge_weighing(w, d.played).map_or(0.0, |j| j.loss);
                (k, w.close(), loss)
            })
            .collect();
        // Close decisions first; among them the played move's estimated loss,
        // largest first (a loss just under the error is the likeliest hidden
        // mistake); entry order among equals.
        to_measure.sort_by(|a, b| b.1.cmp(&a.1).then(b.2.total_cmp(&a.2)).then(a.0.cmp(&b.0)));
        let total = entries + to_measure.len();
        let started = Instant::now();
        for (n, &(k, _, _)) in to_measure.iter().enumerate() {
            // The time left, shared among the decisions still waiting (at
            // least the floor each, so the likeliest come first).
            let left = m.total.map(|t| t.saturating_sub(started.elapsed()));
            if left.is_some_and(|left| left < m.floor) {
                // The budget is spent: the rest stay estimates (and say so).
                break;
            }
            let share = left.map(|left| {
                (left / u32::try_from(to_measure.len() - n).unwrap_or(u32::MAX)).max(m.floor)
            });
            let budget = match (share, m.per_decision) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
            let settings = rollout::Settings {
                budget,
                ..m.settings
            };
            let (d, w) = &mut weighed[k];
            let state = analysis::decision_state(d);
            *w = analysis::measure(rules, &state, w, &settings, &|_, _| {});
            progress(entries + n + 1, total);
        }
    }
    weighed
        .into_iter()
        .filter_map(|(d, w)| analysis::rate_weighing(&d, w))
        .collect()
}

/// Rates entry `index` (0-based) of a replay: `None` for a forced move, a
/// lost throw or an entry beyond the valid ones.
#[must_use]
pub fn rate(verified: &Verified, index: usize, method: &Method<'_>) -> Option<Rated> {
    let rules = verified.replay.rules.ruleset();
    let decision = decision(verified, index)?;
    analysis::rate_decision(rules, &decision, method)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::analysis::Mark;
    use crate::replay::read::parse;
    use crate::replay::verify::verify;

    fn rated(from: u8) -> Rated {
        // Black has pieces on 21 and 26 and throws 1: 26 -> 27 falls in the
        // water (back to 15), 21 -> 22 is quiet.
        let text = format!(
            "senet-replay: 1\nrules: kendall\nplayers: {{x: \"A\", o: \"B\"}}\nstart: \"o.o.................x....x....\"\nturns:\n  - {{throw: 1, from: {from}}}\nresult: {{winner: null, by: unfinished}}\n"
        );
        let replay = parse(&text).expect("valid");
        let verified = verify(replay).expect("legal");
        let limits = crate::ai::Level::Search(2)
            .limits()
            .expect("a search level");
        let mut all = analyze(&verified, &limits, |_, _| {});
        assert_eq!(all.len(), 1);
        all.remove(0)
    }

    #[test]
    fn a_fall_in_the_water_is_a_blunder_and_the_engines_choice_is_best() {
        let bad = rated(26);
        assert_eq!(bad.mark, Mark::Blunder, "{bad:?}");
        let good = rated(21);
        assert_eq!(good.mark, Mark::Best, "{good:?}");
    }
}

//! A measured decision steadied by the search's estimate.
//!
//! When the program measures an unsure decision ([`crate::analysis::measure`])
//! it plays every option out on the same throws, 100 times by default. Both
//! readings of a decision are noisy in their own way, and independent:
//!
//! - **The level** (the options' mean). The playouts' luck stays in it, and
//!   at 100 playouts its noise is of the size of the model's error: measured
//!   chances alone read spread out, the best one too high (slopes of 0.82 to
//!   0.90 on measured options in the middle game, seed 67's
//!   `lab/calibration/varied-*-shown-unsteadied-seed-67.txt`).
//! - **The differences** (each option's deviation from the level). The luck
//!   falls on every option alike and mostly cancels, but close options stay
//!   close to the noise: on the calibration dumps of seeds 67 and 71 (the
//!   two best options of measured decisions, `lab/src/bin/dump_differences.rs`)
//!   the search's own differences were at least as near the 300-playout
//!   truth as 100 playouts', and the half-and-half mean nearer than the
//!   playouts in every ruleset (rms 1.3 to 2.5 points against 1.6 to 2.9,
//!   truth's noise included).
//!
//! [`steady`] takes each reading's inverse-variance mean: the estimate's
//! level off by [`ERROR_SCALE`] times the phase's measured error
//! ([`Weighing::error`]), its deviations off by that error over √2 (so that
//! a difference of two options is off by the error). Each option's 95%
//! interval combines the two posteriors. A deviation the two readings put
//! more than [`DISAGREEMENT`] standard deviations apart keeps the playouts'
//! alone: that is one of the model's large misses, not noise. The loss
//! behind a mark keeps the playouts' paired interval, centred on the shown
//! difference ([`crate::analysis::judge_weighing`]), so a mark still needs
//! the playouts' support.

use crate::analysis::Weighing;
use crate::rollout::{Interval, t95};

/// How many times a phase's measured error ([`Weighing::error`]) the
/// estimate's level is taken to be off by when it steadies a measurement: that
/// error is an rms over all options, and the large misses are likelier than a
/// normal law says. Chosen on the seed-67 dumps (1.0 let the intervals cover
/// only 90% of the truths in skiryuk-14); on the fresh seed 73 the steadied
/// intervals covered 95.2 to 97.8% in every ruleset
/// (`lab/calibration/varied-*-shown-seed-73.txt`).
pub const ERROR_SCALE: f64 = 1.5;

/// The two readings of a measured decision: the rollout's and the
/// estimate's, of the options' level and of each option's deviation from
/// it, each a `(mean, variance)`.
struct Readings {
    /// The options both readings weigh (estimated, not exact), by index.
    shared: Vec<usize>,
    /// The playouts behind every shared option (the fewest of them).
    playouts: usize,
    /// The level: the rollout's reading and the estimate's.
    level: ((f64, f64), (f64, f64)),
    /// Per shared option: its deviation as the rollout reads it and as the
    /// estimate does.
    deviations: Vec<((f64, f64), (f64, f64))>,
}

/// The readings of `measured` (a rollout of the options of `estimated`, in
/// the same order) and of `estimated`; `None` without a rollout, an error,
/// two playouts or an estimated option.
fn readings(measured: &Weighing, estimated: &Weighing) -> Option<Readings> {
    let sigma = ERROR_SCALE * estimated.error;
    let rollout = measured.rollout.as_ref()?;
    if sigma <= 0.0 || !sigma.is_finite() {
        return None;
    }
    let shared: Vec<usize> = (0..measured.options.len())
        .filter(|&i| {
            let o = &measured.options[i];
            !o.exact
                && estimated
                    .options
                    .get(i)
                    .is_some_and(|e| !e.exact && e.m == o.m)
        })
        .collect();
    let playouts = shared
        .iter()
        .filter_map(|&i| rollout.options.get(i).map(|o| o.outcomes().len()))
        .min()?;
    if playouts < 2 {
        return None;
    }
    let outcome = |i: usize, p: usize| f64::from(rollout.options[i].outcomes()[p]);
    let count = shared.len() as f64;
    let level: Vec<f64> = (0..playouts)
        .map(|p| shared.iter().map(|&i| outcome(i, p)).sum::<f64>() / count)
        .collect();
    let n = playouts as f64;
    let reading = |values: &[f64]| {
        let mean = values.iter().sum::<f64>() / n;
        let variance = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0) / n;
        (mean, variance)
    };
    let estimated_level = shared
        .iter()
        .map(|&i| estimated.options[i].chance)
        .sum::<f64>()
        / count;
    // An option's deviation from the level, as the estimate reads it, is
    // off by the phase's error over the square root of 2: the difference of
    // two options is then off by the error itself.
    let deviation_prior = estimated.error * estimated.error / 2.0;
    let deviations = shared
        .iter()
        .map(|&i| {
            let deviation: Vec<f64> = (0..playouts).map(|p| outcome(i, p) - level[p]).collect();
            (
                reading(&deviation),
                (
                    estimated.options[i].chance - estimated_level,
                    deviation_prior,
                ),
            )
        })
        .collect();
    Some(Readings {
        level: (reading(&level), (estimated_level, sigma * sigma)),
        shared,
        playouts,
        deviations,
    })
}

/// Whether the rollout `measured` and the estimate `estimated` read some
/// option's deviation from the level more than [`DISAGREEMENT`] standard
/// deviations apart: one of the two missed by far, and [`steady`] would
/// keep the rollout's alone. The program then measures the decision again
/// with more playouts ([`crate::analysis::measure`]), so that the reading
/// left standing is a precise one.
#[must_use]
pub fn disagrees(measured: &Weighing, estimated: &Weighing) -> bool {
    readings(measured, estimated).is_some_and(|r| {
        r.deviations
            .iter()
            .any(|&(rollout, estimate)| apart(rollout, estimate))
    })
}

/// `measured` (a rollout of the options of `estimated`, in the same order)
/// with its estimated options steadied by `estimated`: their level and each
/// one's deviation from it the inverse-variance mean of the rollout's
/// reading and the estimate's. Exact options, options the estimate calls
/// exact, and a weighing without a rollout or an error are left as they are.
#[must_use]
pub fn steady(mut measured: Weighing, estimated: &Weighing) -> Weighing {
    let Some(r) = readings(&measured, estimated) else {
        return measured;
    };
    let ((level_mean, level_variance), (estimated_level, prior)) = r.level;
    let weight = level_variance / (level_variance + prior);
    let level_shown = level_mean + weight * (estimated_level - level_mean);
    let level_posterior = level_variance * prior / (level_variance + prior);
    let t = t95(r.playouts - 1);
    for (&i, &(rollout, estimate)) in r.shared.iter().zip(&r.deviations) {
        let (deviation_shown, deviation_posterior) = combine(rollout, estimate);
        let option = &mut measured.options[i];
        let mean = (level_shown + deviation_shown).clamp(0.0, 1.0);
        let half = t * (deviation_posterior + level_posterior).sqrt();
        option.chance = mean;
        option.interval = Some(Interval {
            mean,
            low: (mean - half).max(0.0),
            high: (mean + half).min(1.0),
        });
    }
    measured
}

/// How many standard deviations apart the rollout's and the estimate's
/// readings of an option's deviation may lie before the estimate's is
/// taken for one of the model's large misses and left out.
pub const DISAGREEMENT: f64 = 3.0;

/// The inverse-variance mean of the measured reading `(mean, variance)` and
/// the estimated one, with its variance; the measured reading alone when the
/// two disagree by more than [`DISAGREEMENT`] standard deviations (or the
/// measured one has no spread).
fn combine(measured: (f64, f64), estimated: (f64, f64)) -> (f64, f64) {
    let ((a, va), (b, vb)) = (measured, estimated);
    if va <= 0.0 || vb <= 0.0 || apart(measured, estimated) {
        return measured;
    }
    ((a * vb + b * va) / (va + vb), va * vb / (va + vb))
}

/// Whether two readings `(mean, variance)` lie more than [`DISAGREEMENT`]
/// standard deviations of their difference apart.
fn apart((a, va): (f64, f64), (b, vb): (f64, f64)) -> bool {
    (a - b).powi(2) > DISAGREEMENT.powi(2) * (va + vb)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Games-room: black's last two pieces, on 28 and 29, against white's
    /// five at the start, on a throw of 2 (both options estimated), weighed
    /// by the search and by `playouts` playouts.
    fn both(playouts: u32) -> (Weighing, Weighing) {
        let (estimated, measured, _) = crate::analysis::sure_win_weighed(playouts);
        (estimated, measured)
    }

    #[test]
    fn level_and_difference_move_toward_the_estimate_never_past_it() {
        let (estimated, measured) = both(40);
        assert!(estimated.error > 0.0);
        assert_eq!(measured.options.len(), 2, "two options on a throw of 2");
        let steadied = steady(measured.clone(), &estimated);
        let mean = |w: &Weighing| (w.options[0].chance + w.options[1].chance) / 2.0;
        let difference = |w: &Weighing| w.options[0].chance - w.options[1].chance;
        let between = |f: &dyn Fn(&Weighing) -> f64| {
            let (before, after, estimate) = (f(&measured), f(&steadied), f(&estimated));
            assert!(
                (after - before) * (estimate - before) >= 0.0,
                "{before} {after} {estimate}"
            );
            assert!((after - before).abs() <= (estimate - before).abs() + 1e-12);
        };
        between(&mean);
        between(&difference);
        for (a, b) in measured.options.iter().zip(&steadied.options) {
            assert_eq!(a.m, b.m);
            let (ia, ib) = (a.interval.expect("measured"), b.interval.expect("steadied"));
            // Narrower (below the mean: the top may be cut at 100%).
            assert!(ib.mean - ib.low <= ia.mean - ia.low + 1e-9, "{ia:?} {ib:?}");
            assert!((ib.mean - b.chance).abs() < 1e-12);
        }
        assert_eq!(steadied.rollout, measured.rollout, "the playouts are kept");
        assert_eq!(steadied.error, 0.0);
    }

    #[test]
    fn readings_combine_by_their_precision_unless_they_disagree_grossly() {
        // Equal variances: halfway, half the variance.
        let (m, v) = combine((0.10, 0.0004), (0.06, 0.0004));
        assert!((m - 0.08).abs() < 1e-12 && (v - 0.0002).abs() < 1e-12);
        // The more precise reading counts more.
        let (m, _) = combine((0.10, 0.0001), (0.06, 0.0009));
        assert!((m - 0.096).abs() < 1e-12, "{m}");
        // More than three standard deviations apart: the measurement alone.
        assert_eq!(combine((0.10, 0.0001), (0.0, 0.0001)), (0.10, 0.0001));
        // No spread measured: nothing to weigh.
        assert_eq!(combine((0.0, 0.0), (0.05, 0.0001)), (0.0, 0.0));
    }

    #[test]
    fn a_reading_far_from_the_playouts_disagrees() {
        let (estimated, measured) = both(40);
        // The estimate read as the playouts read: no disagreement.
        let mut alike = estimated.clone();
        for (e, m) in alike.options.iter_mut().zip(&measured.options) {
            e.chance = m.chance;
        }
        assert!(!disagrees(&measured, &alike));
        // One option 30 points off: far beyond three standard deviations.
        let mut far = alike.clone();
        far.options[0].chance -= 0.3;
        assert!(disagrees(&measured, &far));
        // Without an error or a rollout there is nothing to compare.
        let mut no_error = far.clone();
        no_error.error = 0.0;
        assert!(!disagrees(&measured, &no_error));
        assert!(!disagrees(&far, &far));
    }

    #[test]
    fn nothing_moves_without_an_error_or_a_rollout() {
        let (mut estimated, measured) = both(12);
        assert_eq!(steady(estimated.clone(), &estimated), estimated);
        estimated.error = 0.0;
        assert_eq!(steady(measured.clone(), &estimated), measured);
    }

    #[test]
    fn the_more_playouts_the_less_the_estimate_counts() {
        let (estimated, short) = both(10);
        let (_, long) = both(400);
        let mean =
            |w: &Weighing| w.options.iter().map(|o| o.chance).sum::<f64>() / w.options.len() as f64;
        // The share of the way from the rollout's level to the estimate's.
        let moved = |m: &Weighing| {
            let s = steady(m.clone(), &estimated);
            (mean(&s) - mean(m)) / (mean(&estimated) - mean(m))
        };
        assert!(
            moved(&long) < moved(&short),
            "{} {}",
            moved(&long),
            moved(&short)
        );
    }
}

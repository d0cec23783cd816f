//! Rollout speed and variance reduction: for sampled decisions of a ruleset
//! (level-2 games, from throw 30), rolls out every option on one thread,
//! without and with the luck correction (`Settings::reduce`), and prints
//! playouts per second, the mean half width of an option's 95% interval and
//! of the paired difference best minus second best, and the correlation of
//! the two options' playout results (the gain of the common throws). Then
//! the check that the correction is unbiased: the luck it takes off, over
//! every playout of every option not exact, must average zero (its z score);
//! and the variance of one playout's result with the ruleset's share of the
//! luck taken off (`per_ruleset::Settings::luck_share`), and with the share
//! that would take off the most on this sample (the regression coefficient),
//! against the plain result's.
//!
//! `cargo run --release -p senet-lab --bin rollout_speed -- [RULES] [DECISIONS] [PLAYOUTS] [SEED]`
//! (default: kendall 10 100 2026).

use std::time::Instant;

use senet::ai::duel::sample_decisions;
use senet::ai::rollout::{Settings, rollout};
use senet::engine::{Move, RulesetId};

fn correlation(a: &[f32], b: &[f32]) -> f64 {
    let n = a.len() as f64;
    let ma = a.iter().map(|&x| f64::from(x)).sum::<f64>() / n;
    let mb = b.iter().map(|&x| f64::from(x)).sum::<f64>() / n;
    let (mut sab, mut saa, mut sbb) = (0.0, 0.0, 0.0);
    for (x, y) in a.iter().zip(b) {
        let (dx, dy) = (f64::from(*x) - ma, f64::from(*y) - mb);
        sab += dx * dy;
        saa += dx * dx;
        sbb += dy * dy;
    }
    if saa == 0.0 || sbb == 0.0 {
        return 1.0;
    }
    sab / (saa * sbb).sqrt()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let id: RulesetId = args
        .get(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(RulesetId::Kendall);
    let decisions: u32 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(10);
    let playouts: u32 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(100);
    let seed: u64 = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(2026);
    let rules = id.ruleset();
    // Warm the exact tables so that their one-off solve is not timed.
    let _ = senet::ai::endgame::table(id);
    let sample = sample_decisions(id, decisions, 30, seed);
    // Per playout and option not decided in advance: the plain result minus
    // the corrected one, i.e. the luck taken off (its mean must be zero).
    let (mut luck_sum, mut luck_sq, mut luck_n) = (0f64, 0f64, 0f64);
    // Pooled within each option: the plain results' variance, the luck's, and
    // their covariance (for the best scale of the correction).
    let (mut var_plain, mut var_luck, mut cov) = (0f64, 0f64, 0f64);
    let mut plain_outcomes: Vec<Vec<Vec<f32>>> = Vec::new();
    for reduce in [false, true] {
        let mut total_playouts = 0u64;
        let mut option_half = 0.0;
        let mut diff_half = 0.0;
        let mut corr = 0.0;
        let mut counted = 0.0;
        let start = Instant::now();
        for (k, d) in sample.iter().enumerate() {
            let moves: Vec<Move> = d.analysis.moves().copied().collect();
            let settings = Settings {
                reduce,
                ..Settings::new(playouts)
            };
            let r = rollout(rules, &d.state, &moves, &settings, &|_, _| {});
            total_playouts += u64::from(playouts) * moves.len() as u64;
            if reduce {
                for (o, plain) in r.options.iter().zip(&plain_outcomes[k]) {
                    if o.exact {
                        continue;
                    }
                    let n = plain.len() as f64;
                    let mp = plain.iter().map(|&a| f64::from(a)).sum::<f64>() / n;
                    let ml = plain
                        .iter()
                        .zip(o.outcomes())
                        .map(|(a, b)| f64::from(*a) - f64::from(*b))
                        .sum::<f64>()
                        / n;
                    for (a, b) in plain.iter().zip(o.outcomes()) {
                        let (p, l) = (f64::from(*a) - mp, f64::from(*a) - f64::from(*b) - ml);
                        var_plain += p * p;
                        var_luck += l * l;
                        cov += p * l;
                    }
                    for (a, b) in plain.iter().zip(o.outcomes()) {
                        let l = f64::from(*a) - f64::from(*b);
                        luck_sum += l;
                        luck_sq += l * l;
                        luck_n += 1.0;
                    }
                }
            } else {
                plain_outcomes.push(r.options.iter().map(|o| o.outcomes().to_vec()).collect());
            }
            // The two best non-exact options by the plain rollout's means.
            let mut order: Vec<usize> = (0..r.options.len())
                .filter(|&i| !r.options[i].exact)
                .collect();
            order.sort_by(|&a, &b| {
                r.options[b]
                    .chance
                    .mean
                    .total_cmp(&r.options[a].chance.mean)
            });
            if let (Some(&a), Some(&b)) = (order.first(), order.get(1)) {
                if let Some(diff) = r.difference(a, b) {
                    option_half += r.options[a].chance.half_width();
                    diff_half += diff.half_width();
                    corr += correlation(r.options[a].outcomes(), r.options[b].outcomes());
                    counted += 1.0;
                }
            }
        }
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{} reduce={reduce}: {} decisions ({counted} with two options to play out), {total_playouts} playouts in {secs:.2} s = {:.0} playouts/s; mean half width: option {:.2} points, difference best-second {:.2} points; mean correlation {:.2}",
            id.name(),
            sample.len(),
            total_playouts as f64 / secs,
            option_half / counted * 100.0,
            diff_half / counted * 100.0,
            corr / counted
        );
    }
    let mean = luck_sum / luck_n;
    let sd = (luck_sq / luck_n - mean * mean).max(0.0).sqrt();
    println!(
        "{} luck taken off: mean {:+.3} points over {luck_n} playouts, standard error {:.3} (z {:+.2}); sd of one playout's luck {:.1} points",
        id.name(),
        mean * 100.0,
        sd / luck_n.sqrt() * 100.0,
        mean / (sd / luck_n.sqrt()),
        sd * 100.0
    );
    let beta = cov / var_luck;
    let share = senet::ai::per_ruleset::settings(id).luck_share;
    println!(
        "{} variance of one playout, corrected / plain: {:.2} with the ruleset's share of the luck taken off ({share:.2}), {:.2} with the best multiple of that ({beta:.2}, i.e. a share of {:.2})",
        id.name(),
        (var_plain - 2.0 * cov + var_luck) / var_plain,
        (var_plain - 2.0 * beta * cov + beta * beta * var_luck) / var_plain,
        beta * share,
    );
}

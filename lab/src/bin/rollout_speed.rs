//! Rollout speed and variance reduction: for sampled mid-game decisions of a
//! ruleset, rolls out every option on one and on two threads, and prints
//! playouts per second, the mean half width of an option's 95% interval and
//! of the paired difference best minus second best, and the correlation of
//! the two options' playout results (the gain of the common throws).
//!
//! `cargo run --release -p senet-lab --bin rollout_speed -- [RULES] [DECISIONS] [PLAYOUTS]`
//! (default: kendall 10 100).

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
    let rules = id.ruleset();
    // Warm the exact tables so that their one-off solve is not timed.
    let _ = senet::ai::endgame::table(id);
    let sample = sample_decisions(id, decisions, 30, 2026);
    for jobs in [1usize, 2] {
        let mut total_playouts = 0u64;
        let mut option_half = 0.0;
        let mut diff_half = 0.0;
        let mut corr = 0.0;
        let mut counted = 0.0;
        let start = Instant::now();
        for d in &sample {
            let moves: Vec<Move> = d.analysis.moves().copied().collect();
            let settings = Settings {
                playouts,
                jobs,
                ..Settings::new(playouts)
            };
            let r = rollout(rules, &d.state, &moves, &settings, &|_, _| {});
            total_playouts += u64::from(playouts) * moves.len() as u64;
            let mut order: Vec<usize> = (0..r.options.len()).collect();
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
            "{} jobs={jobs}: {} decisions, {total_playouts} playouts in {secs:.2} s = {:.0} playouts/s; mean half width: option {:.2} points, difference best-second {:.2} points; mean correlation {:.2}",
            id.name(),
            sample.len(),
            total_playouts as f64 / secs,
            option_half / counted * 100.0,
            diff_half / counted * 100.0,
            corr / counted
        );
    }
}

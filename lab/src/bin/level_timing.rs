//! The strongest level's time per move with the tuned evaluation (with its
//! endings network where the ruleset has one), the same without the
//! network (`model`) and the legacy one, on the same positions (by default
//! those of `benches/search.rs`: random play for 40+ throws, seed 2026, then
//! the first decision with two or more moves; `--after N` plays N throws
//! first, later in the game, where the endings network works), measured in
//! turns so that all see the same machine load.
//!
//! ```text
//! cargo run --release -p senet-lab --bin level_timing [-- --positions 12] [--after 40]
//! ```
//!
//! Each position is searched once per weight set with a fresh searcher (cold
//! tables, as a first visit in a game), at level 4's limits.

use std::time::Instant;

use senet::ai::duel::sample_decisions;
use senet::ai::{Level, Limits, Searcher, Weights};
use senet::engine::RulesetId;

/// The static evaluation's cost per call, tuned against legacy weights, on
/// the boards of random games (interleaved rounds, the best of five).
fn eval_cost() {
    println!("static evaluation per call (best of 5 rounds of 200,000 boards each):");
    for id in RulesetId::ALL {
        if id == RulesetId::Race {
            continue;
        }
        let rules = id.ruleset();
        let boards: Vec<senet::engine::Board> = sample_decisions(id, 400, 20, 7)
            .iter()
            .flat_map(|d| d.analysis.moves().map(|m| m.board).collect::<Vec<_>>())
            .collect();
        if boards.is_empty() {
            continue;
        }
        let sets = [
            Weights::tuned(id),
            Weights::tuned(id).with_net(None),
            senet_lab::legacy::legacy(id),
        ];
        let mut best = [f64::INFINITY; 3];
        for _ in 0..5 {
            for (k, w) in sets.iter().enumerate() {
                let t = Instant::now();
                let mut sum = 0f32;
                for i in 0..200_000usize {
                    let b = &boards[i % boards.len()];
                    let side = if i & 1 == 0 {
                        senet::engine::Side::X
                    } else {
                        senet::engine::Side::O
                    };
                    sum += senet::ai::eval::equity(rules, w, b, side);
                }
                std::hint::black_box(sum);
                best[k] = best[k].min(t.elapsed().as_secs_f64() / 200_000.0 * 1e9);
            }
        }
        println!(
            "  {id}: tuned {:.0} ns, model (no network) {:.0} ns, legacy {:.0} ns",
            best[0], best[1], best[2]
        );
    }
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(0.0)
}

fn main() {
    let mut count = 12u32;
    let mut after = 40u32;
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        match (flag.as_str(), args.next().and_then(|v| v.parse().ok())) {
            ("--positions", Some(n)) => count = n,
            ("--after", Some(n)) => after = n,
            _ => {
                eprintln!("level_timing: usage: [--positions N] [--after THROWS]");
                std::process::exit(2);
            }
        }
    }
    eval_cost();
    let best = Level::BEST.limits().unwrap_or(Limits::depth(5));
    println!(
        "level 4 per move, cold searcher, {count} positions per ruleset \
         (random play for {after}+ throws):"
    );
    println!("ruleset | weights | median ms | slowest ms | median depth | nodes/s (median)");
    for id in RulesetId::ALL {
        if id == RulesetId::Race {
            continue;
        }
        let rules = id.ruleset();
        let _ = senet::ai::endgame::table(id);
        let decisions = sample_decisions(id, count, after, 2026);
        let sets = [
            ("tuned", Weights::tuned(id)),
            ("model", Weights::tuned(id).with_net(None)),
            ("legacy", senet_lab::legacy::legacy(id)),
        ];
        let mut times = [Vec::new(), Vec::new(), Vec::new()];
        let mut depths = [Vec::new(), Vec::new(), Vec::new()];
        let mut rates = [Vec::new(), Vec::new(), Vec::new()];
        for d in &decisions {
            for (k, (_, w)) in sets.iter().enumerate() {
                let mut searcher = Searcher::default();
                let t = Instant::now();
                let r = searcher.search(
                    rules,
                    w,
                    d.state.side,
                    &d.analysis,
                    d.state.throws_left(rules),
                    &best,
                );
                let s = t.elapsed().as_secs_f64();
                times[k].push(1000.0 * s);
                depths[k].push(f64::from(r.depth));
                rates[k].push(r.nodes as f64 / s.max(1e-9));
            }
        }
        for (k, (name, _)) in sets.iter().enumerate() {
            let slowest = times[k].iter().copied().fold(0f64, f64::max);
            println!(
                "{id} | {name} | {:.0} | {:.0} | {:.0} | {:.1} M",
                median(times[k].clone()),
                slowest,
                median(depths[k].clone()),
                median(rates[k].clone()) / 1e6
            );
        }
    }
}

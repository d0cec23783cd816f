//! How long the exact tables take to solve, in parts: a profile of the
//! solver on small cases, to compare rulesets (e.g. why skiryuk's
//! three-piece table takes so much longer than kendall's).
//!
//! ```text
//! cargo run --release -p senet-lab --bin endings_profile -- [RULESET...] [--fewer F] [--compare]
//! ```
//!
//! For each ruleset (default kendall and skiryuk): the two-piece table, and
//! the part of the three-piece table where the side with fewer pieces has
//! at most `F` (default 1): states, sweeps of the slowest stratum pair, CPU
//! time of the process, CPU time per state and sweep, and the bytes of the
//! largest stratum pair's kept moves so far.
//!
//! With `--compare`, the three-piece part is solved twice more, with the
//! refined updates in no stratum pair (plain Gauss-Seidel sweeps, as every
//! table but skiryuk's three-piece one is solved) and in every pair, and
//! the largest and rms difference of the stored values from the default
//! solution is printed (in quanta of 1/65535 equity).

use senet_lab::cpu_seconds;
use std::time::Instant;

use senet::ai::EndgameTable;
use senet::engine::RulesetId;

fn main() {
    let mut ids: Vec<RulesetId> = Vec::new();
    let mut fewer = 1;
    let mut compare = false;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        if a == "--compare" {
            compare = true;
        } else if a == "--fewer" {
            fewer = args.next().and_then(|v| v.parse().ok()).unwrap_or(1);
        } else if let Ok(id) = a.parse() {
            ids.push(id);
        } else {
            eprintln!("endings_profile: unknown ruleset or option {a}");
            std::process::exit(2);
        }
    }
    if ids.is_empty() {
        ids = vec![RulesetId::Kendall, RulesetId::Skiryuk];
    }
    for id in ids {
        let rules = id.ruleset();
        for (pieces, part) in [(2, 2), (3, fewer)] {
            let (cpu, wall) = (cpu_seconds(), Instant::now());
            let table = EndgameTable::solve_with(rules, pieces, part, &|_| {});
            let cpu = cpu_seconds() - cpu;
            let states = table.len();
            println!(
                "{id}: {pieces} pieces a side, the fewer side at most {part}: {states} states, \
                 {} sweeps in the slowest pair, {cpu:.1} s CPU, {:.1} s wall, \
                 {:.0} ns CPU per state and sweep",
                table.sweeps(),
                wall.elapsed().as_secs_f64(),
                1e9 * cpu / (states as f64 * f64::from(table.sweeps().max(1)))
            );
            println!(
                "  the largest pair's moves so far in this run: {:.1} MB",
                senet::ai::endgame::move_bytes() as f64 / 1e6
            );
            if compare && pieces == 3 {
                for refined in [false, true] {
                    let (cpu, wall) = (cpu_seconds(), Instant::now());
                    let other = EndgameTable::solve_refined(rules, pieces, part, refined);
                    let cpu = cpu_seconds() - cpu;
                    let (largest, rms) = difference(&table, &other);
                    println!(
                        "  refined updates in {} pairs: {} sweeps, {cpu:.1} s CPU, {:.1} s wall; \
                         from the default: largest {largest} quanta, rms {rms:.3}",
                        if refined { "all" } else { "no" },
                        other.sweeps(),
                        wall.elapsed().as_secs_f64(),
                    );
                }
            }
        }
    }
}

/// The largest and the rms difference of two tables' stored values of the
/// same shape, in quanta (from their bytes: shape, sweeps, horizons, values).
fn difference(a: &EndgameTable, b: &EndgameTable) -> (u16, f64) {
    let values = |t: &EndgameTable| -> Vec<u16> {
        let bytes = t.to_bytes();
        let horizon = bytes
            .get(12..16)
            .and_then(|w| w.try_into().ok())
            .map_or(0, u32::from_le_bytes) as usize;
        bytes
            .get(20 + 2 * horizon..)
            .unwrap_or_default()
            .chunks_exact(2)
            .map(|c| u16::from_le_bytes([c[0], c[1]]))
            .collect()
    };
    let (va, vb) = (values(a), values(b));
    let mut largest = 0u16;
    let mut squares = 0f64;
    for (x, y) in va.iter().zip(&vb) {
        let d = x.abs_diff(*y);
        largest = largest.max(d);
        squares += f64::from(d) * f64::from(d);
    }
    (largest, (squares / va.len().max(1) as f64).sqrt())
}

//! How long the exact tables take to solve, in parts: a profile of the
//! solver on small cases, to compare rulesets (e.g. why skiryuk's
//! three-piece table takes so much longer than kendall's).
//!
//! ```text
//! cargo run --release --example endings_profile -- [RULESET...] [--fewer F]
//! ```
//!
//! For each ruleset (default kendall and skiryuk): the two-piece table, and
//! the part of the three-piece table where the side with fewer pieces has
//! at most `F` (default 1): states, sweeps of the slowest stratum pair, CPU
//! time of the process, and CPU time per state and sweep.

use std::time::Instant;

use senet::ai::EndgameTable;
use senet::engine::RulesetId;

/// The process's CPU time (user and system) in seconds, from /proc (Linux);
/// 0 elsewhere.
fn cpu_seconds() -> f64 {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return 0.0;
    };
    // Fields after the command name (which is in parentheses).
    let Some((_, rest)) = stat.rsplit_once(')') else {
        return 0.0;
    };
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    // utime and stime are fields 14 and 15 of the whole line: 11 and 12 here.
    (ticks(11) + ticks(12)) / 100.0
}

fn main() {
    let mut ids: Vec<RulesetId> = Vec::new();
    let mut fewer = 1;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        if a == "--fewer" {
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
        }
    }
}

//! Issue 30's research on skiryuk's three-piece table: how play goes under
//! the choices of the values today's sweeps leave, and (with `--solve`)
//! the part solved again by policy iteration and compared, and (with
//! `--hk`) by Hoffman-Karp on the doubled game, compared with policy
//! iteration's values (or alone with `--hk-only`).
//!
//! ```text
//! cargo run --release -p senet-lab --bin endings_chain -- RULESET [--pieces K] [--fewer F] [--values FILE] [--solve] [--hk | --hk-only] [--ship FILE]
//! ```
//!
//! With `--solve --ship FILE` (the part skiryuk ships: `skiryuk --pieces 3
//! --fewer 1 --values none --no-report --solve --ship
//! crates/ai/src/endgame/skiryuk-3-against-1.lz4`), policy iteration's
//! values are checked (no cycle, the error bound below a quantum, no stall
//! that would gain, and the quantised table's Bellman equation at every
//! state), quantised as the program's tables are and written as the
//! program's embedded part (`senet::ai::endgame::part::encode`: the table's
//! bytes, their SHA-256, one LZ4 block); the file is read back with the
//! program's own checks. Nothing is written when a check fails.
//!
//! Solves the part of the `K`-piece table (default 3) where the side with
//! fewer pieces has at most `F` (default 1) with today's sweeps (or reads
//! their values from `FILE`, written there by an earlier run: 32-bit
//! little-endian floats by table index), then prints
//! `senet::ai::endgame::study::chain_report`: the states from which the
//! game cannot end under the table's choices, the expected number of throws
//! of the others, and whether the long games are chosen stays.

use senet_lab::cpu_seconds;
use std::time::Instant;

use senet::ai::endgame::study;
use senet::engine::RulesetId;

fn main() {
    let mut id: Option<RulesetId> = None;
    let (mut pieces, mut fewer) = (3u32, 1u32);
    let mut values_file: Option<String> = None;
    let (mut report, mut solve, mut horizons) = (true, false, Vec::new());
    let mut explain = false;
    let (mut hk, mut hk_only) = (false, false);
    let mut ship: Option<String> = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--pieces" => pieces = args.next().and_then(|v| v.parse().ok()).unwrap_or(3),
            "--fewer" => fewer = args.next().and_then(|v| v.parse().ok()).unwrap_or(1),
            "--values" => values_file = args.next(),
            "--solve" => solve = true,
            "--explain" => explain = true,
            "--hk" => hk = true,
            "--hk-only" => hk_only = true,
            "--ship" => ship = args.next(),
            "--no-report" => report = false,
            "--horizons" => {
                horizons = args
                    .next()
                    .map(|v| v.split(',').filter_map(|h| h.parse().ok()).collect())
                    .unwrap_or_default();
            }
            _ => match a.parse() {
                Ok(r) => id = Some(r),
                Err(_) => {
                    eprintln!("endings_chain: unknown ruleset or option {a}");
                    std::process::exit(2);
                }
            },
        }
    }
    let id = id.unwrap_or(RulesetId::Skiryuk);
    let rules = id.ruleset();
    let no_sweeps = values_file.as_deref() == Some("none");
    let read = values_file
        .as_ref()
        .filter(|_| no_sweeps)
        .map(|_| Vec::new())
        .or_else(|| {
            values_file
                .as_ref()
                .and_then(|f| std::fs::read(f).ok())
                .map(|bytes| {
                    bytes
                        .chunks_exact(4)
                        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                        .collect::<Vec<f32>>()
                })
        });
    let raw = if let Some(raw) = read {
        println!(
            "{id}: the sweeps' values read from {}",
            values_file.as_deref().unwrap_or("")
        );
        raw
    } else {
        let (cpu, wall) = (cpu_seconds(), Instant::now());
        let (table, raw) = study::sweeps(rules, pieces, fewer);
        println!(
            "{id}: {pieces} pieces, the fewer side at most {fewer}: today's sweeps, {} sweeps \
             in the slowest pair, {:.1} s CPU, {:.1} s wall",
            table.sweeps(),
            cpu_seconds() - cpu,
            wall.elapsed().as_secs_f64()
        );
        if let Some(f) = &values_file {
            let bytes: Vec<u8> = raw.iter().flat_map(|v| v.to_le_bytes()).collect();
            if let Err(e) = std::fs::write(f, bytes) {
                eprintln!("endings_chain: cannot write {f}: {e}");
            }
        }
        raw
    };
    let (cpu, wall) = (cpu_seconds(), Instant::now());
    let part = study::Part::new(rules, pieces, fewer);
    let (moves, terms) = part.counts();
    println!(
        "the part's moves expanded: {} states, {moves} moves, {terms} terms, {:.1} MB, \
         {:.1} s CPU, {:.1} s wall",
        part.len(),
        part.bytes() as f64 / 1e6,
        cpu_seconds() - cpu,
        wall.elapsed().as_secs_f64()
    );
    let named: [(&[u32], &[u32]); 3] = [
        (&[26, 28, 29], &[23]),
        (&[23], &[26, 28, 29]),
        (&[26, 28], &[23]),
    ];
    if report {
        let (cpu, wall) = (cpu_seconds(), Instant::now());
        print!("{}", study::chain_report(&part, &raw, &named));
        println!(
            "the report: {:.1} s CPU, {:.1} s wall",
            cpu_seconds() - cpu,
            wall.elapsed().as_secs_f64()
        );
    }
    if explain {
        let u = part.by_place(&raw);
        for (x, o) in &named {
            if let Some(s) = part.find(x, o) {
                print!("the sweeps' values: {}", study::explain(&part, s, &u));
            }
        }
    }
    if hk_only {
        run_hk(&part, None);
        return;
    }
    if !solve {
        return;
    }
    let (cpu, wall) = (cpu_seconds(), Instant::now());
    let (values, policy, r) = study::policy_iteration(&part, None);
    if explain {
        for (x, o) in &named {
            if let Some(s) = part.find(x, o) {
                print!(
                    "policy iteration's values: {}",
                    study::explain(&part, s, &values)
                );
            }
        }
        // The waiting game: x on 26, 28 and 29 against a lone o anywhere.
        let (expected, stays) = study::expected_throws(&part, &values, Some(&policy));
        let (greedy, greedy_stays) = study::expected_throws(&part, &values, None);
        for q in 1..=25 {
            if let Some(s) = part.find(&[26, 28, 29], &[q]) {
                println!(
                    "  x 26 28 29 / o {q}: policy iteration's value {:+.9}, E[T] {:.1}, \
                     x stays at every throw: {}; under the first best moves of these \
                     values: E[T] {:.1}, stays: {}",
                    values[s], expected[s], stays[s], greedy[s], greedy_stays[s]
                );
            }
        }
        for s in study::never_under_first_best(&part, &values) {
            println!(
                "  cannot end under the first best moves: {} (value {:+.9})",
                part.describe(s),
                values[s]
            );
        }
        for q in [17, 18, 22] {
            if let Some(s) = part.find(&[26, 28, 29], &[q]) {
                print!(
                    "policy iteration's values: {}",
                    study::explain(&part, s, &values)
                );
            }
            if let Some(s) = part.find(&[q], &[26, 28, 29]) {
                print!(
                    "policy iteration's values: {}",
                    study::explain(&part, s, &values)
                );
            }
        }
    }
    println!(
        "policy iteration from the pairs' own values at 0: {:.1} s CPU, {:.1} s wall",
        cpu_seconds() - cpu,
        wall.elapsed().as_secs_f64()
    );
    for p in &r.pairs {
        println!(
            "  pair {:?}: {} states, {} rounds, {} products, {} states that cannot end, \
             last residual {:.1e}",
            p.pair, p.states, p.rounds, p.products, p.never, p.residual
        );
    }
    println!(
        "  the final choices: {} of {} chosen moves have several successors; {} terms in all",
        r.policy_terms.0,
        5 * part.len(),
        r.policy_terms.1
    );
    println!(
        "  under the first best moves of the final values: the game cannot end from {} \
         states, may never end from {}",
        r.greedy_never.0, r.greedy_never.1
    );
    println!(
        "  cycles: {:?}; largest residual {:.1e} x longest time to leave {:.1} throws = \
         error bound {:.1e} ({:.4} quanta of 1/65535); Bellman residual over every \
         state {:.2e}; stallable states {}, of them below 0 by a quantum {}",
        r.cycles,
        r.residual,
        r.longest,
        r.residual * r.longest,
        r.residual * r.longest * 65535.0,
        r.bellman,
        r.stallable,
        r.stall_gains
    );
    if let Some(file) = &ship {
        if let Err(e) = write_part(rules, &part, &values, &r, file) {
            eprintln!("endings_chain: not shipped: {e}");
            std::process::exit(1);
        }
    }
    if hk {
        run_hk(&part, Some(&values));
    }
    if no_sweeps {
        return;
    }
    let sweeps = part.by_place(&raw);
    let (most, differ) = study::quantized_difference(&values, &sweeps);
    let largest = values
        .iter()
        .zip(&sweeps)
        .map(|(a, b)| (a - b).abs())
        .fold(0f64, f64::max);
    println!(
        "  against today's sweeps: {differ} stored values differ, by at most {most} steps \
         of 2/65535; largest difference before quantisation {largest:.2e}"
    );
    for h in horizons {
        let (cpu, wall) = (cpu_seconds(), Instant::now());
        let v = study::horizon_values(&part, h);
        let gap = v
            .iter()
            .zip(&values)
            .map(|(a, b)| (a - b).abs())
            .fold(0f64, f64::max);
        println!(
            "  finite-horizon expectimax, {h} throws (0 after): largest difference from \
             policy iteration {gap:.3e} ({:.1} s CPU, {:.1} s wall)",
            cpu_seconds() - cpu,
            wall.elapsed().as_secs_f64()
        );
    }
}

/// Solves the part by Hoffman-Karp, prints its rounds and checks, and
/// compares its values with `pi` (policy iteration's, by place).
fn run_hk(part: &study::Part, pi: Option<&[f64]>) {
    let (cpu, wall) = (cpu_seconds(), Instant::now());
    let (values, _, r) = study::hoffman_karp(part, &|p| {
        eprintln!(
            "  [{:.0} s CPU] pair {:?}: outer round {}, inner rounds {}, products {}, last \
             residual {:.1e}",
            cpu_seconds() - cpu,
            p.pair,
            p.outer,
            p.inner,
            p.products,
            p.residual
        );
    });
    println!(
        "Hoffman-Karp on the doubled game: {:.1} s CPU, {:.1} s wall",
        cpu_seconds() - cpu,
        wall.elapsed().as_secs_f64()
    );
    for p in &r.pairs {
        println!(
            "  pair {:?}: {} states ({} nodes), {} outer rounds, {} inner rounds, {} products, \
             {} nodes where play never ends, last residual {:.1e}, o's holds against any x {}",
            p.pair,
            p.states,
            2 * p.states,
            p.outer,
            p.inner,
            p.products,
            p.never,
            p.residual,
            p.o_holds
        );
    }
    println!(
        "  cycles: {:?}; largest residual {:.1e} x longest time to end or hold {:.1} throws = \
         error bound {:.1e} ({:.4} quanta of 1/65535); game Bellman residual over every node \
         {:.2e}; moves-only Bellman residual of the kept values {:.2e}; largest |w(x) + w(o)| \
         {:.2e}",
        r.cycles,
        r.residual,
        r.longest,
        r.residual * r.longest,
        r.residual * r.longest * 65535.0,
        r.bellman,
        r.bellman_moves,
        r.symmetry
    );
    println!(
        "  stalls: x can hold against o's choices at {} nodes, below 0 by a quantum at {}; \
         o can hold against x's choices at {} nodes, above 0 by a quantum at {}; holds chosen \
         (node and throw): x {}, o {}",
        r.x_stalls.0, r.x_stalls.1, r.o_stalls.0, r.o_stalls.1, r.holds.0, r.holds.1
    );
    if let Some(pi) = pi {
        let (most, differ) = study::quantized_difference(&values, pi);
        let largest = values
            .iter()
            .zip(pi)
            .map(|(a, b)| (a - b).abs())
            .fold(0f64, f64::max);
        println!(
            "  against policy iteration: largest difference {largest:.2e}; {differ} stored \
             values differ, by at most {most} steps"
        );
    }
}

/// Checks policy iteration's values `u` (with its report `r`) and writes
/// them as the program's embedded part to `file` (see the module's docs).
fn write_part(
    rules: &senet::engine::Ruleset,
    part: &study::Part,
    u: &[f64],
    r: &study::PolicyReport,
    file: &str,
) -> Result<(), String> {
    use senet::ai::endgame::part;
    let bound = r.residual * r.longest;
    if !r.cycles.is_empty() {
        return Err(format!("policy iteration cycled: {:?}", r.cycles));
    }
    if bound * 65535.0 >= 1.0 || !bound.is_finite() {
        return Err(format!(
            "the error bound {bound:.1e} is not below a quantum"
        ));
    }
    if r.stall_gains > 0 {
        return Err(format!("{} states would gain by stalling", r.stall_gains));
    }
    let table = study::table_of(rules, part, u);
    let (cpu, wall) = (cpu_seconds(), Instant::now());
    table
        .verify_all(rules)
        .map_err(|w| format!("the quantised table's Bellman residual {w:.2e}"))?;
    println!(
        "the quantised table: {} values, Bellman at every state within the tolerance \
         ({:.2} s CPU, {:.2} s wall)",
        table.len(),
        cpu_seconds() - cpu,
        wall.elapsed().as_secs_f64()
    );
    let raw = table.to_bytes();
    let bytes = part::encode(&table);
    let wall = Instant::now();
    let back = part::decode(rules, &bytes).map_err(|e| format!("read back: {e}"))?;
    let decode_time = wall.elapsed().as_secs_f64();
    if back.to_bytes() != raw {
        return Err("read back: other bytes".to_string());
    }
    std::fs::write(file, &bytes).map_err(|e| format!("cannot write {file}: {e}"))?;
    println!(
        "shipped to {file}: {} bytes of table, {} bytes written ({:.1}%); read back and \
         checked in {decode_time:.3} s wall",
        raw.len(),
        bytes.len(),
        100.0 * bytes.len() as f64 / raw.len() as f64
    );
    Ok(())
}

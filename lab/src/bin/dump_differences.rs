//! How well a measured decision's difference between its two best options is
//! read by the playouts, by the search, and by a mix of the two: the study
//! behind `ai::steady`'s weighing of differences (`lab/NOTEBOOK.md`,
//! "Measured decisions steadied by the estimate").
//!
//! ```text
//! cargo run --release -p senet-lab --bin dump_differences -- DUMP.tsv [DUMP.tsv ...]
//! ```
//!
//! Reads calibration dumps written with `--measure` (`calibrate --dump`:
//! the columns `decision`, `estimate`, `outcome`, `exact`, `raw` and
//! `measured`), best option first. For every measured decision whose two
//! options are both estimated, three differences best − second: `estimate`
//! (the shown numbers, the playouts' where the dump predates `ai::steady`),
//! `raw` (the search's own values before `ai::shown`'s pull, which is close
//! to monotone near even) and the truth's `outcome`. For the mix
//! `(1 − w) × shown + w × search` at w = 0, ¼, ½, ¾ and 1 it prints the rms
//! of the mix against the truth's difference (in points; the truth's own
//! noise included, the same for every w) and how many mixes pick the option
//! the truth puts 3 or more points below the other. Runs in well under a
//! second.

use std::collections::BTreeMap;

/// The two best options of one decision, as the dump gives them.
#[derive(Default)]
struct Pair {
    /// (shown, search's raw, truth, exact, measured) of the best, then the second.
    options: Vec<(f64, f64, f64, bool, bool)>,
}

/// The weights of the search's difference in the mix.
const WEIGHTS: [f64; 5] = [0.0, 0.25, 0.5, 0.75, 1.0];

fn main() {
    let paths: Vec<String> = std::env::args().skip(1).collect();
    if paths.is_empty() || paths.iter().any(|p| p.starts_with('-')) {
        eprintln!("dump_differences: usage: dump_differences DUMP.tsv [DUMP.tsv ...]");
        std::process::exit(2);
    }
    let header = WEIGHTS
        .iter()
        .map(|w| format!("w {w}: rms, 3+ wrong"))
        .collect::<Vec<_>>()
        .join(" | ");
    println!("dump | n | {header}");
    for path in &paths {
        match read(path) {
            Ok(pairs) => println!("{path} | {}", row(&pairs)),
            Err(e) => {
                eprintln!("dump_differences: {path}: {e}");
                std::process::exit(1);
            }
        }
    }
}

/// The table's row for one dump's measured, estimated decisions.
fn row(pairs: &[(f64, f64, f64)]) -> String {
    let n = pairs.len();
    let cells = WEIGHTS.iter().map(|&w| {
        let mix = |(shown, search, _): (f64, f64, f64)| (1.0 - w) * shown + w * search;
        let squares: f64 = pairs.iter().map(|&p| (mix(p) - p.2).powi(2)).sum();
        let rms = if n == 0 {
            0.0
        } else {
            100.0 * (squares / n as f64).sqrt()
        };
        // The mix picks the best when it is at least 0: wrong by 3+ when
        // the truth puts the picked option 3 or more points below.
        let wrong = pairs
            .iter()
            .filter(|&&p| {
                let m = mix(p);
                (m >= 0.0 && p.2 <= -0.03) || (m < 0.0 && p.2 >= 0.03)
            })
            .count();
        format!("{rms:.2}, {wrong}")
    });
    format!("{n} | {}", cells.collect::<Vec<_>>().join(" | "))
}

/// The (shown, search, truth) differences of `path`'s measured decisions
/// whose two options are both estimated.
fn read(path: &str) -> Result<Vec<(f64, f64, f64)>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().ok_or("empty")?.split('\t').collect();
    let column = |name: &str| {
        header
            .iter()
            .position(|h| *h == name)
            .ok_or(format!("no column {name}"))
    };
    let [decision, estimate, outcome, exact, raw, measured] = [
        column("decision")?,
        column("estimate")?,
        column("outcome")?,
        column("exact")?,
        column("raw")?,
        column("measured")?,
    ];
    let mut pairs: BTreeMap<u64, Pair> = BTreeMap::new();
    for (k, line) in lines.enumerate() {
        let f: Vec<&str> = line.split('\t').collect();
        let at = |i: usize| f.get(i).copied().unwrap_or("");
        let number = |i: usize| {
            at(i)
                .parse::<f64>()
                .map_err(|_| format!("line {}: not a number: {:?}", k + 2, at(i)))
        };
        let id = at(decision)
            .parse::<u64>()
            .map_err(|_| format!("line {}: bad decision {:?}", k + 2, at(decision)))?;
        pairs.entry(id).or_default().options.push((
            number(estimate)?,
            number(raw)?,
            number(outcome)?,
            at(exact) == "1",
            at(measured) == "1",
        ));
    }
    Ok(pairs
        .values()
        .filter_map(|p| match p.options[..] {
            [b, s, ..] if b.4 && !b.3 && !s.3 => Some((b.0 - s.0, b.1 - s.1, b.2 - s.2)),
            _ => None,
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mix_is_scored_against_the_truth() {
        // Shown +2 points, search -2, truth -4: the playouts pick wrong by
        // 3+, the search does not; the half mix (0) counts as picking the best.
        let pairs = [(0.02, -0.02, -0.04)];
        let r = row(&pairs);
        assert!(
            r.starts_with("1 | 6.00, 1 | 5.00, 1 | 4.00, 1 | 3.00, 0 | 2.00, 0"),
            "{r}"
        );
    }
}

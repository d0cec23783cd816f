//! Fits the pull of `ai::shown` to the calibration report's dumps.
//!
//! ```text
//! cargo run --release -p senet-lab --bin calibrate -- --rules R --decisions 600 \
//!     --rate 64 --seed S --dump FIT.tsv
//! cargo run --release -p senet-lab --bin fit_shown -- FIT.tsv [CHECK.tsv ...]
//! ```
//!
//! Every option of the first file whose value is not exact is a pair
//! (the search's value `raw`, the playouts' mean outcome). The pull
//! `shown(e) = e - a x exp(-x²/2)`, `x = (e - c) / w`, is fitted by least
//! squares over a grid: `c` from 0.480 to 0.520 in steps of 0.0025, `w` from
//! 0.020 to 0.140 in steps of 0.005, `a / w` from 0 to
//! `ai::shown::MAX_SIZE_PER_WIDTH` in steps of 0.05 (the bound keeps the map
//! increasing). It prints the fitted constants, then for every file (the
//! first, then the others: seeds the fit has not seen) the calibration
//! table's numbers without the pull and with it: the slope of the outcome on
//! the estimate, the largest bucket error over buckets of 30 or more, and
//! the marks' ratio (the second-best option's playout loss over its shown
//! loss, where the shown loss is at least the mistake threshold). Dumps
//! written before the `raw` column existed use `estimate`, which then is the
//! raw value. Runs in well under a second.

use senet::ai::analysis::MISTAKE_FROM;
use senet::ai::shown::{MAX_SIZE_PER_WIDTH, Pull};

/// One option of a dumped decision.
#[derive(Clone, Copy)]
struct Row {
    decision: u64,
    game: u64,
    option: u8,
    raw: f64,
    outcome: f64,
    exact: bool,
}

fn main() {
    let files: Vec<String> = std::env::args().skip(1).collect();
    if files.is_empty() {
        eprintln!("fit_shown: usage: fit_shown FIT.tsv [CHECK.tsv ...]");
        std::process::exit(2);
    }
    let mut sets = Vec::new();
    for f in &files {
        match read(f) {
            Ok(rows) => sets.push(rows),
            Err(e) => {
                eprintln!("fit_shown: {f}: {e}");
                std::process::exit(2);
            }
        }
    }
    let pull = fit(&sets[0]);
    println!(
        "fitted on {} ({} options not exact): center {:.4}, size {:.4}, width {:.4} (size/width {:.2})",
        files[0],
        sets[0].iter().filter(|r| !r.exact).count(),
        pull.center,
        pull.size,
        pull.width,
        pull.size / pull.width
    );
    for (f, rows) in files.iter().zip(&sets) {
        for (label, p) in [("raw  ", None), ("shown", Some(pull))] {
            let s = summary(rows, p);
            println!(
                "{f} {label}: slope {:.2}, worst bucket of 30+ {:.1} points, marked {} \
                 (shown loss {:.1}, playout loss {:.1}, ratio {:.2})",
                s.slope,
                100.0 * s.worst,
                s.marked,
                100.0 * s.shown_loss,
                100.0 * s.playout_loss,
                s.playout_loss / s.shown_loss.max(1e-9)
            );
        }
    }
}

/// The dump's rows.
fn read(path: &str) -> Result<Vec<Row>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().ok_or("empty")?.split('\t').collect();
    let col = |name: &str| header.iter().position(|h| *h == name);
    let need = |name: &str| col(name).ok_or(format!("no column {name}"));
    let (d, g, o, out) = (
        need("decision")?,
        need("game")?,
        need("option")?,
        need("outcome")?,
    );
    let raw = col("raw").map_or_else(|| need("estimate"), Ok)?;
    let exact = col("exact");
    let mut rows = Vec::new();
    for (n, line) in lines.enumerate() {
        let f: Vec<&str> = line.split('\t').collect();
        let get = |i: usize| {
            f.get(i)
                .ok_or(format!("line {}: too few fields", n + 2))
                .map(|s| s.to_string())
        };
        let num = |i: usize| -> Result<f64, String> {
            get(i)?
                .parse::<f64>()
                .map_err(|_| format!("line {}: not a number", n + 2))
        };
        rows.push(Row {
            decision: num(d)? as u64,
            game: num(g)? as u64,
            option: num(o)? as u8,
            raw: num(raw)?,
            outcome: num(out)?,
            exact: match exact {
                Some(i) => get(i)? == "1",
                None => false,
            },
        });
    }
    Ok(rows)
}

/// The value shown for a row under `pull`.
fn shown(r: &Row, pull: Option<Pull>) -> f64 {
    match pull {
        Some(p) if !r.exact => p.apply(r.raw),
        _ => r.raw,
    }
}

/// Least squares over the grid.
fn fit(rows: &[Row]) -> Pull {
    let free: Vec<&Row> = rows.iter().filter(|r| !r.exact).collect();
    let mut best = (
        f64::INFINITY,
        Pull {
            center: 0.5,
            size: 0.0,
            width: 0.05,
        },
    );
    for ci in 0..=16 {
        let center = 0.48 + 0.0025 * f64::from(ci);
        for wi in 0..=24 {
            let width = 0.02 + 0.005 * f64::from(wi);
            let steps = (MAX_SIZE_PER_WIDTH / 0.05).round() as u32;
            for ki in 0..=steps {
                let size = 0.05 * f64::from(ki) * width;
                let p = Pull {
                    center,
                    size,
                    width,
                };
                let sse: f64 = free
                    .iter()
                    .map(|r| (r.outcome - p.apply(r.raw)).powi(2))
                    .sum();
                if sse < best.0 - 1e-12 {
                    best = (sse, p);
                }
            }
        }
    }
    best.1
}

/// The report's three numbers for `rows` shown under `pull`.
struct Summary {
    slope: f64,
    worst: f64,
    marked: usize,
    shown_loss: f64,
    playout_loss: f64,
}

fn summary(rows: &[Row], pull: Option<Pull>) -> Summary {
    let xs: Vec<f64> = rows.iter().map(|r| shown(r, pull)).collect();
    let n = xs.len().max(1) as f64;
    let mx = xs.iter().sum::<f64>() / n;
    let my = rows.iter().map(|r| r.outcome).sum::<f64>() / n;
    let sxy: f64 = rows
        .iter()
        .zip(&xs)
        .map(|(r, x)| (x - mx) * (r.outcome - my))
        .sum();
    let sxx: f64 = xs.iter().map(|x| (x - mx).powi(2)).sum();
    let mut buckets = [(0usize, 0.0f64, 0.0f64); 10];
    for (r, x) in rows.iter().zip(&xs) {
        let b = ((x * 10.0) as usize).min(9);
        buckets[b].0 += 1;
        buckets[b].1 += x;
        buckets[b].2 += r.outcome;
    }
    let worst = buckets
        .iter()
        .filter(|b| b.0 >= 30)
        .map(|b| ((b.2 - b.1) / b.0 as f64).abs())
        .fold(0.0, f64::max);
    // Pairs (best, second) of each decision.
    let (mut marked, mut shown_loss, mut playout_loss) = (0, 0.0, 0.0);
    for (i, r) in rows.iter().enumerate() {
        if r.option != 0 {
            continue;
        }
        let Some(second) = rows
            .get(i + 1)
            .filter(|s| s.option == 1 && s.decision == r.decision && s.game == r.game)
        else {
            continue;
        };
        let loss = shown(r, pull) - shown(second, pull);
        if loss >= MISTAKE_FROM {
            marked += 1;
            shown_loss += loss;
            playout_loss += r.outcome - second.outcome;
        }
    }
    let m = marked.max(1) as f64;
    Summary {
        slope: if sxx > 0.0 { sxy / sxx } else { 1.0 },
        worst,
        marked,
        shown_loss: shown_loss / m,
        playout_loss: playout_loss / m,
    }
}

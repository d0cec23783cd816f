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
//!
//! ```text
//! cargo run --release -p senet-lab --bin fit_shown -- --phases R DUMP.tsv [DUMP.tsv ...]
//! ```
//!
//! `--phases R` compares, for ruleset R's dumps (which need the `phase`
//! column, the decision's phase, written since issue 29v), three ways of
//! showing the same searched estimates, for every file and phase and for
//! the files pooled by options: `raw` (the search's values), `pulled` (the
//! ruleset's pull in every phase, as before issue 29v) and `program` (the
//! pull only in the phases of the ruleset's `pull_phases`, as the program
//! shows). For each: the slope of the outcome on the shown chance, the rms,
//! 95th percentile (nearest rank, as the calibration report's) and largest
//! error of a single shown chance with the playouts' noise removed, and the
//! largest bucket error over buckets of 30 or more. Exact values are shown
//! as they are in all three.

use senet::ai::analysis::MISTAKE_FROM;
use senet::ai::phase::Phase;
use senet::ai::shown::{MAX_SIZE_PER_WIDTH, Pull, pull, pull_in};
use senet::engine::RulesetId;

/// One option of a dumped decision.
#[derive(Clone, Copy)]
struct Row {
    decision: u64,
    game: u64,
    option: u8,
    raw: f64,
    outcome: f64,
    exact: bool,
    /// The variance of the outcome's mean (the dump's `noise`; 0 if absent).
    noise: f64,
    /// The decision's phase (the dump's `phase`), if the dump has one.
    phase: Option<Phase>,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--phases") {
        if let Err(e) = by_phases(&args[1..]) {
            eprintln!("fit_shown: {e}");
            std::process::exit(2);
        }
        return;
    }
    let files = args;
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
    let (noise, phase) = (col("noise"), col("phase"));
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
            noise: match noise {
                Some(i) => num(i)?,
                None => 0.0,
            },
            phase: match phase {
                Some(i) => Some(
                    Phase::from_code(&get(i)?).ok_or(format!("line {}: unknown phase", n + 2))?,
                ),
                None => None,
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
    fit_by(&free, &|r: &Row, p: Pull| p.apply(r.raw))
}

/// Least squares over the grid of the pull `p` in `show(row, p)`, the
/// value shown for a row under it, over `rows`.
fn fit_by(rows: &[&Row], show: &dyn Fn(&Row, Pull) -> f64) -> Pull {
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
                let sse: f64 = rows.iter().map(|r| (r.outcome - show(r, p)).powi(2)).sum();
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
    let outcomes: Vec<f64> = rows.iter().map(|r| r.outcome).collect();
    let (slope, worst) = slope_and_worst_bucket(&xs, &outcomes);
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
        slope: slope.unwrap_or(1.0),
        worst,
        marked,
        shown_loss: shown_loss / m,
        playout_loss: playout_loss / m,
    }
}

/// A way of showing a row's estimate.
type Show<'a> = dyn Fn(&Row) -> f64 + 'a;

/// `--phases R DUMP.tsv ...`: raw, pulled everywhere and as the program
/// shows, by file and phase and pooled (the module's documentation).
fn by_phases(args: &[String]) -> Result<(), String> {
    let id: RulesetId = senet_lab::flags::ruleset(args.first().ok_or("--phases needs a ruleset")?)?;
    let files = &args[1..];
    if files.is_empty() {
        return Err("--phases R needs at least one dump".into());
    }
    let mut sets = Vec::new();
    for f in files {
        let rows = read(f).map_err(|e| format!("{f}: {e}"))?;
        if rows.iter().any(|r| r.phase.is_none()) {
            return Err(format!(
                "{f}: no phase column (a dump of calibrate --dump since issue 29v)"
            ));
        }
        sets.push((f.clone(), rows));
    }
    if files.len() > 1 {
        let pooled: Vec<Row> = sets.iter().flat_map(|(_, r)| r.iter().copied()).collect();
        sets.push((format!("the {} files pooled", files.len()), pooled));
    }
    let model = pull(id);
    let through = |p: Option<Pull>, r: &Row| match p {
        Some(p) if !r.exact => p.apply(r.raw),
        _ => r.raw,
    };
    let raw = |r: &Row| r.raw;
    let pulled = |r: &Row| through(model, r);
    let program = |r: &Row| through(r.phase.and_then(|ph| pull_in(id, ph)), r);
    let ways: [(&str, &Show<'_>); 3] = [("raw", &raw), ("pulled", &pulled), ("program", &program)];
    println!(
        "{id}: the pull {} in {}",
        model.map_or("none".to_string(), |p| format!(
            "center {:.4}, size {:.4}, width {:.4}",
            p.center, p.size, p.width
        )),
        Phase::ALL
            .iter()
            .filter(|ph| pull_in(id, **ph).is_some())
            .map(|ph| ph.code())
            .collect::<Vec<_>>()
            .join(", ")
    );
    println!(
        "file | phase | decisions | {} (each: slope, rms / p95 / largest points noise removed, \
         worst bucket of 30+)",
        ways.iter().map(|w| w.0).collect::<Vec<_>>().join(" | ")
    );
    for (f, rows) in &sets {
        for phase in Phase::ALL.iter().map(Some).chain([None]) {
            let of: Vec<&Row> = rows
                .iter()
                .filter(|r| phase.is_none() || r.phase.as_ref() == phase)
                .collect();
            if of.is_empty() {
                continue;
            }
            let cells: Vec<String> = ways.iter().map(|(_, show)| errors(&of, *show)).collect();
            println!(
                "{f} | {} | {} | {}",
                phase.map_or("all", |p| p.code()),
                of.len() / 2,
                cells.join(" | ")
            );
        }
    }
    Ok(())
}

/// Slope, rms / 95th percentile / largest error (points, the playouts'
/// noise removed option by option, as the calibration report), and the
/// largest bucket error over buckets of 30 or more, of `rows` shown by `show`.
fn errors(rows: &[&Row], show: &dyn Fn(&Row) -> f64) -> String {
    let xs: Vec<f64> = rows.iter().map(|r| show(r)).collect();
    let outcomes: Vec<f64> = rows.iter().map(|r| r.outcome).collect();
    let (slope, worst) = slope_and_worst_bucket(&xs, &outcomes);
    let n = xs.len().max(1) as f64;
    let mut clean: Vec<f64> = rows
        .iter()
        .zip(&xs)
        .map(|(r, x)| ((x - r.outcome).powi(2) - r.noise).max(0.0).sqrt())
        .collect();
    clean.sort_by(f64::total_cmp);
    let rms = (clean.iter().map(|e| e * e).sum::<f64>() / n).sqrt();
    let at = |q: f64| clean[((clean.len() - 1) as f64 * q).round() as usize];
    format!(
        "{:.2}, {:.1} / {:.1} / {:.1}, {:.1}",
        slope.unwrap_or(0.0),
        100.0 * rms,
        100.0 * at(0.95),
        100.0 * at(1.0),
        100.0 * worst
    )
}

/// The slope of `outcomes` on the shown chances `xs` (`None` when the
/// chances do not vary) and the largest |mean outcome - mean shown| over
/// the tenths of 0..1 holding 30 options or more.
fn slope_and_worst_bucket(xs: &[f64], outcomes: &[f64]) -> (Option<f64>, f64) {
    let n = xs.len().max(1) as f64;
    let mx = xs.iter().sum::<f64>() / n;
    let my = outcomes.iter().sum::<f64>() / n;
    let sxy: f64 = xs
        .iter()
        .zip(outcomes)
        .map(|(x, y)| (x - mx) * (y - my))
        .sum();
    let sxx: f64 = xs.iter().map(|x| (x - mx).powi(2)).sum();
    let mut buckets = [(0usize, 0.0f64, 0.0f64); 10];
    for (x, y) in xs.iter().zip(outcomes) {
        let b = ((x * 10.0) as usize).min(9);
        buckets[b].0 += 1;
        buckets[b].1 += x;
        buckets[b].2 += y;
    }
    let worst = buckets
        .iter()
        .filter(|b| b.0 >= 30)
        .map(|b| ((b.2 - b.1) / b.0 as f64).abs())
        .fold(0.0, f64::max);
    ((sxx > 0.0).then(|| sxy / sxx), worst)
}

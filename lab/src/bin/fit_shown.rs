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
//! cargo run --release -p senet-lab --bin fit_shown -- --net R FIT.tsv [FIT.tsv ...] \
//!     [--check CHECK.tsv ...]
//! ```
//!
//! `--net R` fits ruleset R's pull of its *network's* estimates
//! (`ai::shown::net_pull`): where the network for the shown chances gives
//! the estimate (its gate at the decision's position, from the dump's `pips`
//! and `phase` columns: exact for a network that reads the board as it is),
//! the program shows `(1 - g) model_pull(e) + g net_pull(e)`. With the
//! ruleset's model pull as it is, the net pull is fitted by least squares
//! over the same grid on every option (pooled over the FIT files) that is
//! not exact and has `g > 0`. Then for every file and phase (the decision's,
//! the dump's `phase` column) it prints, for four ways of showing the same
//! estimates: the slope of the outcome on the shown chance, the rms, 95th
//! percentile (nearest rank, as the report's) and largest error of a single
//! shown chance with the playouts' noise removed, and the largest bucket
//! error over buckets of 30 or more: `raw` (the search's values), `before`
//! (the model's pull everywhere, as before the network's own pull),
//! `model only` (the model's pull times `1 - g`, none where the network
//! gives the estimate) and `fitted` (the blend with the fitted net pull).

use senet::ai::analysis::MISTAKE_FROM;
use senet::ai::endings_net::{FEW, embedded_shown_net};
use senet::ai::phase::Phase;
use senet::ai::shown::{MAX_SIZE_PER_WIDTH, Pull, pull};
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
    /// The decision's pip total of both sides (the dump's `pips`).
    pips: u32,
    /// The decision's phase (the dump's `phase`), if the dump has one.
    phase: Option<Phase>,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--net") {
        if let Err(e) = fit_net(&args[1..]) {
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
    let (noise, pips, phase) = (col("noise"), col("pips"), col("phase"));
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
            pips: match pips {
                Some(i) => num(i)? as u32,
                None => 0,
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

/// `--net R FIT.tsv ... [--check CHECK.tsv ...]`: fits ruleset R's pull of
/// its network's estimates and prints the four ways of showing them by
/// phase (the module's documentation).
fn fit_net(args: &[String]) -> Result<(), String> {
    let id: RulesetId = senet_lab::flags::ruleset(args.first().ok_or("--net needs a ruleset")?)?;
    let rules = id.ruleset();
    let net = embedded_shown_net(id).ok_or(format!("{id} has no network for the shown chances"))?;
    let model = pull(id);
    let split = args
        .iter()
        .position(|a| a == "--check")
        .unwrap_or(args.len());
    let fit_files = &args[1..split];
    let check_files = args.get(split + 1..).unwrap_or(&[]);
    if fit_files.is_empty() {
        return Err("--net R needs at least one dump to fit on".into());
    }
    let mut sets = Vec::new();
    for f in fit_files.iter().chain(check_files) {
        let rows = read(f).map_err(|e| format!("{f}: {e}"))?;
        if rows.iter().any(|r| r.phase.is_none()) {
            return Err(format!(
                "{f}: no phase column (a dump of calibrate --dump since issue 29v)"
            ));
        }
        sets.push((f.as_str(), rows));
    }
    // The network's share of a row's estimate: its gate at the decision.
    let share = |r: &Row| {
        let fewest = if r.phase == Some(Phase::FewPieces) {
            FEW
        } else {
            FEW + 1
        };
        f64::from(net.gate(r.pips, fewest))
    };
    let through = |p: Option<Pull>, e: f64| p.map_or(e, |p| p.apply(e));
    let blend = |r: &Row, p: Option<Pull>| {
        if r.exact {
            return r.raw;
        }
        let g = share(r);
        ((1.0 - g) * through(model, r.raw) + g * through(p, r.raw)).clamp(0.0, 1.0)
    };
    let pooled: Vec<&Row> = sets[..fit_files.len()]
        .iter()
        .flat_map(|(_, rows)| rows.iter())
        .filter(|r| !r.exact && share(r) > 0.0)
        .collect();
    let fitted = fit_by(&pooled, &|r: &Row, p: Pull| blend(r, Some(p)));
    let sse = |p: Option<Pull>| -> f64 {
        pooled
            .iter()
            .map(|r| (r.outcome - blend(r, p)).powi(2))
            .sum::<f64>()
    };
    println!(
        "{id}: the network's pull fitted on {} ({} options not exact where the network gives a \
         share, gate {}..{} pips): center {:.4}, size {:.4}, width {:.4} (size/width {:.2}, slope \
         {:.2} at the center, largest pull {:.1} points); rms of estimate - outcome over them: \
         none {:.2}, the model's pull {:.2}, fitted {:.2} points (playouts' noise not removed)",
        fit_files.join(" "),
        pooled.len(),
        net.full_below,
        net.none_from,
        fitted.center,
        fitted.size,
        fitted.width,
        fitted.size / fitted.width,
        1.0 - fitted.size / fitted.width,
        100.0 * 0.6065 * fitted.size,
        100.0 * (sse(None) / pooled.len().max(1) as f64).sqrt(),
        100.0 * (sse(model) / pooled.len().max(1) as f64).sqrt(),
        100.0 * (sse(Some(fitted)) / pooled.len().max(1) as f64).sqrt(),
    );
    let _ = rules;
    type Show<'a> = (&'a str, Box<dyn Fn(&Row) -> f64 + 'a>);
    let ways: [Show; 4] = [
        ("raw", Box::new(|r: &Row| r.raw)),
        (
            "before",
            Box::new(|r: &Row| {
                if r.exact {
                    r.raw
                } else {
                    through(model, r.raw)
                }
            }),
        ),
        ("model only", Box::new(|r: &Row| blend(r, None))),
        ("fitted", Box::new(|r: &Row| blend(r, Some(fitted)))),
    ];
    println!(
        "file | phase | decisions | {} (each: slope, rms / p95 / largest points noise removed, worst \
         bucket of 30+)",
        ways.iter().map(|w| w.0).collect::<Vec<_>>().join(" | ")
    );
    for (k, (f, rows)) in sets.iter().enumerate() {
        let role = if k < fit_files.len() { "fit" } else { "check" };
        for phase in Phase::ALL.iter().map(Some).chain([None]) {
            let of: Vec<&Row> = rows
                .iter()
                .filter(|r| phase.is_none() || r.phase.as_ref() == phase)
                .collect();
            if of.is_empty() {
                continue;
            }
            let cells: Vec<String> = ways
                .iter()
                .map(|(_, show)| errors(&of, show.as_ref()))
                .collect();
            println!(
                "{f} ({role}) | {} | {} | {}",
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
    let n = xs.len().max(1) as f64;
    let mx = xs.iter().sum::<f64>() / n;
    let my = rows.iter().map(|r| r.outcome).sum::<f64>() / n;
    let sxy: f64 = rows
        .iter()
        .zip(&xs)
        .map(|(r, x)| (x - mx) * (r.outcome - my))
        .sum();
    let sxx: f64 = xs.iter().map(|x| (x - mx).powi(2)).sum();
    let mut clean: Vec<f64> = rows
        .iter()
        .zip(&xs)
        .map(|(r, x)| ((x - r.outcome).powi(2) - r.noise).max(0.0).sqrt())
        .collect();
    clean.sort_by(f64::total_cmp);
    let rms = (clean.iter().map(|e| e * e).sum::<f64>() / n).sqrt();
    let at = |q: f64| clean[((clean.len() - 1) as f64 * q).round() as usize];
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
    format!(
        "{:.2}, {:.1} / {:.1} / {:.1}, {:.1}",
        if sxx > 0.0 { sxy / sxx } else { 0.0 },
        100.0 * rms,
        100.0 * at(0.95),
        100.0 * at(1.0),
        100.0 * worst
    )
}

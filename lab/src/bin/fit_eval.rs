//! Fits the phased evaluation of `crates/ai/src/eval.rs` to *values* and writes
//! the weights file the program embeds (`crates/ai/src/weights.txt`).
//!
//! ```text
//! cargo run --release -p senet-lab --bin fit_eval -- [--rules R]... [--positions N]
//!     [--playouts K] [--rounds R] [--seed S] [--jobs J] [--out FILE]
//! ```
//!
//! For each stick ruleset (default: all five), reproducibly from the seed:
//!
//! 1. **Positions.** Games of a one-throw search (the current weights, one
//!    move in eight at random for variety) from the start; every position
//!    before a throw (no pending house throw) that the endgame tables do not
//!    cover is kept with probability 1/8, until `N` are kept (default
//!    4,000), and every one they cover with probability 1/2, until
//!    `--endings` are kept (default 20,000).
//! 2. **Values.** A position of at most two pieces a side gets its exact value
//!    from the endgame table. Every other position gets the mean result of
//!    `K` playouts (default 32) between two one-throw searches with the
//!    current weights and the exact tables; playout `k` uses the same throws
//!    from every position (common random numbers, so that the values of two
//!    positions differ by the positions more than by the throws), and stops
//!    with the table's exact value as soon as both sides are down to two
//!    pieces.
//! 3. **Fit.** Logistic regression of those values (soft targets, mean
//!    cross-entropy, L2 of 1e-4, Newton's method with halving steps) on the
//!    phase features ([`phase_features`]: the eleven features and the pieces
//!    on each square, spread over the eight phase anchors by the pip total),
//!    with the weights of the progress features (pips, off, passed-26, exits)
//!    kept non-negative, and the value of a piece on 26..=30 below what
//!    bearing it off gains in the pip and "off" terms, at every anchor
//!    (bearing off never looks worse than staying).
//! 4. **Rounds.** The next round (default 2 in all) samples and plays out with
//!    the weights just fitted, so that the values are those of play with the
//!    new evaluation.
//!
//! It prints, per round, the fit's mean absolute error against the values
//! (training and a held-out fifth), the mean error of the static evaluation
//! against the exact values of the sampled endings, and the legacy weights'
//! errors on the same positions; and writes the file after each ruleset (the
//! rulesets not asked for keep their lines from the file as it was).
//!
//! Two steps after a fit change the file's weights of one ruleset in place:
//!
//! - `--rescale R=F` multiplies R's middle-game anchors (45 pips and up) by F.
//! - `--phase-scale R [--positions N] [--playouts K] [--seed S]`: positions
//!   before a throw from games of level 2 against level 2 (seed S; choose
//!   another seed than the calibration report's), valued by the mean of K
//!   level-2 playouts ending at the exact tables, then a logistic regression
//!   of those values fits per anchor from 20 pips on a factor of the
//!   anchor's log-odds and a shift of its tempo weight (12 numbers, pulled
//!   towards no change). It prints the fit on the training part and a
//!   held-out fifth (estimate buckets, error by pip total) and writes the
//!   scaled weights. `--shift back` also fits per anchor a shift of the
//!   values of squares 1 to 25 (a value for each piece not yet in the last
//!   five squares, ours minus theirs), `--shift pips` one of the pip
//!   weight: both leave the bound on bearing off intact (see [`project`]).

// The small linear algebra below reads best with indices.
#![allow(clippy::needless_range_loop)]

use std::fmt::Write as _;
use std::time::Instant;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use senet::ai::duel::mix;
use senet::ai::eval::{
    self, FEATURE_NAMES, FEATURES, PHASE_PIPS, PHASE_WEIGHTS, PHASES, SQUARES, Weights,
    parse_weights, phase_features,
};
use senet::ai::{EndgameTable, GameState, Level, Limits, Searcher, endgame};
use senet::engine::{Game, Pending, RulesetId, Side, Square, Thrower};

/// The weights of features that must not be negative (per anchor): pips,
/// off, passed-26, exits (progress must never look bad, or a side may wait
/// forever beside the exit).
const NON_NEGATIVE: [usize; 4] = [0, 1, 8, 9];
/// The number of weights of the phased model.
const N: usize = PHASE_WEIGHTS * PHASES;
/// A playout longer than this is a draw.
const PLAYOUT_LIMIT: u32 = 5_000;

struct Options {
    rules: Vec<RulesetId>,
    positions: usize,
    endings: usize,
    playouts: u32,
    rounds: u32,
    seed: u64,
    jobs: usize,
    out: String,
    /// `--rescale R=F`: scale ruleset R's middle-game anchors by F instead of fitting.
    rescale: Vec<(RulesetId, f32)>,
    /// `--phase-scale R`: fit ruleset R's per-anchor scale and tempo shift
    /// to level-2 playout values instead of fitting.
    phase_scale: Option<RulesetId>,
    /// `--shift back|pips` (with `--phase-scale`): what else the
    /// phase-scale fit shifts per anchor.
    shifts: [bool; SHIFTS],
}

/// What `--shift` can add to the phase-scale fit, per anchor: the values of
/// squares 1..=25 (`back`) and the pip weight (`pips`).
const SHIFT_NAMES: [&str; SHIFTS] = ["back", "pips"];
/// How many kinds of shift [`SHIFT_NAMES`] lists.
const SHIFTS: usize = 2;
/// The last square whose value `--shift back` moves: the last five squares
/// keep theirs, bounded by what bearing off from them gains.
const BACK_SQUARES: usize = 25;

fn options() -> Result<Options, String> {
    let mut o = Options {
        rules: Vec::new(),
        positions: 4_000,
        endings: 20_000,
        playouts: 32,
        rounds: 2,
        seed: 2026,
        jobs: 2,
        out: "crates/ai/src/weights.txt".into(),
        rescale: Vec::new(),
        phase_scale: None,
        shifts: [false; SHIFTS],
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().ok_or(format!("{flag} needs a value"))?;
        let number = |v: &str| v.parse::<u64>().map_err(|_| format!("bad {flag}: {v}"));
        match flag.as_str() {
            "--rules" => o.rules.push(
                value
                    .parse()
                    .map_err(|_| format!("unknown ruleset {value}"))?,
            ),
            "--positions" => o.positions = number(&value)? as usize,
            "--endings" => o.endings = number(&value)? as usize,
            "--playouts" => o.playouts = number(&value)? as u32,
            "--rounds" => o.rounds = number(&value)?.max(1) as u32,
            "--seed" => o.seed = number(&value)?,
            "--jobs" => o.jobs = (number(&value)? as usize).clamp(1, 16),
            "--out" => o.out = value,
            "--rescale" => {
                let (r, f) = value
                    .split_once('=')
                    .ok_or(format!("--rescale R=F, not {value}"))?;
                let id: RulesetId = r.parse().map_err(|_| format!("unknown ruleset {r}"))?;
                let f: f32 = f.parse().map_err(|_| format!("bad scale {f}"))?;
                o.rescale.push((id, f));
            }
            "--shift" => {
                let k = SHIFT_NAMES
                    .iter()
                    .position(|n| *n == value)
                    .ok_or(format!("--shift takes back or pips, not {value}"))?;
                o.shifts[k] = true;
            }
            "--phase-scale" => {
                o.phase_scale = Some(
                    value
                        .parse()
                        .map_err(|_| format!("unknown ruleset {value}"))?,
                );
            }
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    if o.rules.is_empty() {
        o.rules = RulesetId::ALL
            .into_iter()
            .filter(|id| *id != RulesetId::Race)
            .collect();
    }
    Ok(o)
}

fn main() {
    let o = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("fit_eval: {e}");
            std::process::exit(2);
        }
    };
    if !o.rescale.is_empty() {
        rescale(&o);
        return;
    }
    if let Some(id) = o.phase_scale {
        phase_scale(&o, id);
        return;
    }
    let all = Instant::now();
    let mut fitted: Vec<(RulesetId, Weights)> = Vec::new();
    for &id in &o.rules {
        let start = Instant::now();
        let table = endgame::table(id);
        println!(
            "{id}: endgame table ready in {:.1}s",
            start.elapsed().as_secs_f64()
        );
        let mut w = senet_lab::legacy::legacy(id);
        for round in 0..o.rounds {
            let t = Instant::now();
            let seed = mix(o.seed, u64::from(round) * 7 + id as u64);
            let positions = sample_positions(id, &w, table, o.positions, o.endings, seed);
            let samples = values(id, &w, table, &positions, o.playouts, seed, o.jobs);
            let played = t.elapsed().as_secs_f64();
            let (train, test): (Vec<&Sample>, Vec<&Sample>) =
                samples.iter().partition(|s| s.id % 5 != 0);
            let theta = fit(&train);
            let new = to_weights(&theta);
            let err = |set: &[&Sample], w: &Weights| mean_error(id, set, w);
            let endings: Vec<&Sample> = samples.iter().filter(|s| s.exact).collect();
            let open: Vec<&Sample> = test.iter().copied().filter(|s| !s.exact).collect();
            println!(
                "{id}: round {}: {} positions ({} exact endings), {} playouts each, {:.0}s; \
                 mean |fit - value|: train {:.2} test {:.2} points (legacy {:.2}); \
                 held-out open positions (noisy values): new {:.2}, legacy {:.2}; \
                 endings: new {:.2}, legacy {:.2} points",
                round + 1,
                samples.len(),
                endings.len(),
                o.playouts,
                played,
                err(&train, &new),
                err(&test, &new),
                err(&test, &senet_lab::legacy::legacy(id)),
                err(&open, &new),
                err(&open, &senet_lab::legacy::legacy(id)),
                err(&endings, &new),
                err(&endings, &senet_lab::legacy::legacy(id)),
            );
            w = new;
        }
        print_weights(id, &w);
        println!("{id}: done in {:.0}s", start.elapsed().as_secs_f64());
        fitted.push((id, w));
        // Written after every ruleset, so that a long run's finished part is kept.
        if let Err(e) = write_file(&o.out, &fitted, &o) {
            eprintln!("fit_eval: {}: {e}", o.out);
            std::process::exit(1);
        }
    }
    println!(
        "wrote {} in {:.0}s in all",
        o.out,
        all.elapsed().as_secs_f64()
    );
}

/// The anchors that `--rescale` scales: the middle game (the calibration
/// report's decisions), not the endings, whose weights were fitted to exact
/// values.
const RESCALED_FROM_PIPS: u32 = 45;

/// `--rescale R=F`: multiplies ruleset R's weights at the anchors from
/// [`RESCALED_FROM_PIPS`] on by F (the slope the calibration report measured:
/// the log-odds then move F times as far), and rewrites the file.
fn rescale(o: &Options) {
    let old = std::fs::read_to_string(&o.out).unwrap_or_default();
    let Ok(mut all) = parse_weights(&old) else {
        eprintln!("fit_eval: {} does not parse", o.out);
        std::process::exit(1);
    };
    for (id, f) in &o.rescale {
        let Some((_, w)) = all.iter_mut().find(|(r, _)| r == id) else {
            eprintln!("fit_eval: {id} is not in {}", o.out);
            std::process::exit(1);
        };
        for (k, phase) in w.phases.iter_mut().enumerate() {
            if PHASE_PIPS[k] >= RESCALED_FROM_PIPS {
                for x in phase.iter_mut() {
                    *x = format!("{:.5}", *x * f).parse().unwrap_or(*x * f);
                }
            }
        }
        println!("{id}: anchors from {RESCALED_FROM_PIPS} pips scaled by {f}");
    }
    let note: Vec<String> = o
        .rescale
        .iter()
        .map(|(id, f)| format!("{id}={f}"))
        .collect();
    // The fitting run's options, from the old header, then this step.
    let before = old
        .lines()
        .find_map(|l| {
            l.split_once("(last run: ")
                .map(|(_, r)| r.trim_end_matches(")."))
        })
        .unwrap_or("");
    let run = format!("{before}, then --rescale {}", note.join(" "));
    if let Err(e) = write_file_with(&o.out, &all, &run) {
        eprintln!("fit_eval: {}: {e}", o.out);
        std::process::exit(1);
    }
}

/// A position with its value for the side about to throw.
struct Sample {
    id: usize,
    game: Game,
    /// The value (win chance of the side about to throw).
    y: f64,
    /// Whether `y` is the exact table value.
    exact: bool,
}

/// Positions before a throw met in games of a one-throw search with
/// `weights` (one move in eight at random): `count` that the endgame table
/// does not cover (each kept with probability 1/8), and `endings` that it
/// covers (each kept with probability 1/2).
fn sample_positions(
    id: RulesetId,
    weights: &Weights,
    table: &EndgameTable,
    count: usize,
    endings: usize,
    seed: u64,
) -> Vec<Game> {
    let rules = id.ruleset();
    let mut searcher = Searcher::new(16);
    let limits = Limits::depth(1);
    let mut out = Vec::with_capacity(count + endings);
    let (mut open, mut small) = (0, 0);
    let mut g = 0u64;
    while open < count || small < endings {
        let mut game = Game::new(id);
        let mut thrower = Thrower::new(rules.throw_model, mix(seed, g));
        let mut rng = ChaCha8Rng::seed_from_u64(mix(seed ^ 0x5A3E, g));
        g += 1;
        while game.throws() < PLAYOUT_LIMIT {
            match game.pending() {
                Pending::Over(_) => break,
                Pending::Throw { house, .. } => {
                    if house.is_none() {
                        if table.covers(game.board()) {
                            if small < endings && rng.next_u32() % 2 == 0 {
                                out.push(game.clone());
                                small += 1;
                            }
                        } else if open < count && rng.next_u32() % 8 == 0 {
                            out.push(game.clone());
                            open += 1;
                        }
                    }
                    if game.throw(thrower.throw().value).is_err() {
                        break;
                    }
                }
                Pending::Move { side, .. } => {
                    let Some(analysis) = game.choices().copied() else {
                        break;
                    };
                    let n = analysis.move_count();
                    let index = if n <= 1 {
                        0
                    } else if rng.next_u32() % 8 == 0 {
                        rng.next_u32() as usize % n
                    } else {
                        let left = rules
                            .draw_after_throws
                            .map(|l| l.saturating_sub(game.throws()));
                        searcher
                            .search(rules, weights, side, &analysis, left, &limits)
                            .best
                    };
                    if game.play_nth(index).is_err() {
                        break;
                    }
                }
            }
        }
    }
    out
}

/// The value of every position: exact in small endings, else the mean of
/// `playouts` playouts (the same throws from every position).
fn values(
    id: RulesetId,
    weights: &Weights,
    table: &EndgameTable,
    positions: &[Game],
    playouts: u32,
    seed: u64,
    jobs: usize,
) -> Vec<Sample> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut out: Vec<Sample> = Vec::with_capacity(positions.len());
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..jobs)
            .map(|_| {
                scope.spawn(|| {
                    let mut searcher = Searcher::new(16);
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(game) = positions.get(i) else { break };
                        let side = game.to_move();
                        let rules = game.rules();
                        let (y, exact) = match table.win_chance(rules, game.board(), side, None) {
                            Some(p) => (p, true),
                            None => {
                                let mut total = 0.0;
                                for k in 0..playouts {
                                    let throws = mix(seed ^ 0x7B0F, u64::from(k));
                                    total += playout(&mut searcher, weights, table, game, throws)
                                        .for_side(side);
                                }
                                (total / f64::from(playouts.max(1)), false)
                            }
                        };
                        mine.push(Sample {
                            id: i,
                            game: game.clone(),
                            y,
                            exact,
                        });
                    }
                    mine
                })
            })
            .collect();
        for h in handles {
            if let Ok(mine) = h.join() {
                out.extend(mine);
            }
        }
    });
    let _ = id;
    out.sort_by_key(|s| s.id);
    out
}

/// The result of a playout: x's win chance at its end.
struct Played(f64);

impl Played {
    fn for_side(&self, side: Side) -> f64 {
        if side == Side::X {
            self.0
        } else {
            1.0 - self.0
        }
    }
}

/// Plays `game` out between two one-throw searches with `weights` and the
/// throws of `seed`, stopping at the exact tables.
fn playout(
    searcher: &mut Searcher,
    weights: &Weights,
    table: &EndgameTable,
    game: &Game,
    seed: u64,
) -> Played {
    let rules = game.rules();
    let mut game = game.clone();
    let mut thrower = Thrower::new(rules.throw_model, seed);
    let limits = Limits::depth(1);
    while game.throws() < PLAYOUT_LIMIT {
        match game.pending() {
            Pending::Over(outcome) => {
                return Played(match outcome.winner {
                    Some(Side::X) => 1.0,
                    Some(Side::O) => 0.0,
                    None => 0.5,
                });
            }
            Pending::Throw { side, house } => {
                if let Some(p) =
                    table.win_chance(rules, game.board(), side, house.map(Square::number))
                {
                    return Played(if side == Side::X { p } else { 1.0 - p });
                }
                if game.throw(thrower.throw().value).is_err() {
                    break;
                }
            }
            Pending::Move { side, .. } => {
                let Some(analysis) = game.choices().copied() else {
                    break;
                };
                let index = if analysis.move_count() <= 1 {
                    0
                } else {
                    let left = rules
                        .draw_after_throws
                        .map(|l| l.saturating_sub(game.throws()));
                    searcher
                        .search(rules, weights, side, &analysis, left, &limits)
                        .best
                };
                if game.play_nth(index).is_err() {
                    break;
                }
            }
        }
    }
    Played(0.5)
}

/// The mean absolute error, in points of win chance, of the static
/// evaluation with `w` against the samples' values.
fn mean_error(id: RulesetId, set: &[&Sample], w: &Weights) -> f64 {
    let rules = id.ruleset();
    let total: f64 = set
        .iter()
        .map(|s| {
            let e = eval::equity(rules, w, s.game.board(), s.game.to_move());
            ((f64::from(e) + 1.0) / 2.0 - s.y).abs()
        })
        .sum();
    100.0 * total / set.len().max(1) as f64
}

/// Logistic regression of the values on the phase features.
fn fit(samples: &[&Sample]) -> [f64; N] {
    const L2: f64 = 1e-4;
    let rows: Vec<([f64; N], Vec<usize>, f64)> = samples
        .iter()
        .map(|s| {
            let g = phase_features(s.game.rules(), s.game.board(), s.game.to_move());
            let nonzero: Vec<usize> = (0..N).filter(|&i| g[i] != 0.0).collect();
            (g.map(f64::from), nonzero, s.y)
        })
        .collect();
    let n = rows.len().max(1) as f64;
    let loss = |w: &[f64; N]| {
        let mut total = 0f64;
        for (x, nz, y) in &rows {
            let z: f64 = nz.iter().map(|&i| w[i] * x[i]).sum();
            total += cross_entropy(z, *y);
        }
        total / n + 0.5 * L2 * w.iter().map(|x| x * x).sum::<f64>()
    };
    let mut w = [0f64; N];
    for _ in 0..40 {
        let mut grad = [0f64; N];
        let mut hess = vec![[0f64; N]; N];
        for (x, nz, y) in &rows {
            let z: f64 = nz.iter().map(|&i| w[i] * x[i]).sum();
            let p = 1.0 / (1.0 + (-z).exp());
            let e = p - y;
            let q = p * (1.0 - p);
            for &i in nz {
                grad[i] += e * x[i];
                for &j in nz {
                    hess[i][j] += q * x[i] * x[j];
                }
            }
        }
        for i in 0..N {
            grad[i] = grad[i] / n + L2 * w[i];
            for j in 0..N {
                hess[i][j] /= n;
            }
            hess[i][i] += L2;
        }
        let Some(step) = solve(hess, grad) else { break };
        let before = loss(&w);
        let mut scale = 1.0;
        let mut moved = false;
        for _ in 0..30 {
            let mut trial = w;
            for i in 0..N {
                trial[i] -= scale * step[i];
            }
            project(&mut trial);
            if loss(&trial) < before {
                w = trial;
                moved = true;
                break;
            }
            scale *= 0.5;
        }
        let largest = step.iter().fold(0f64, |m, s| m.max((scale * s).abs()));
        if !moved || largest < 1e-7 {
            break;
        }
    }
    w
}

/// Keeps the progress weights non-negative at every anchor, and the value
/// of each square from 26 on below what bearing a piece off from it gains in
/// the pip and "off" terms, so that bearing off never lowers the progress
/// terms of the evaluation.
fn project(w: &mut [f64; N]) {
    for anchor in w.chunks_exact_mut(PHASE_WEIGHTS) {
        bound_anchor(anchor);
    }
}

/// [`project`] for one anchor's weights.
fn bound_anchor(w: &mut [f64]) {
    for &i in &NON_NEGATIVE {
        w[i] = w[i].max(0.0);
    }
    // Bearing off from `sq` gains at least the pip and "off" terms (the
    // other progress terms cannot fall) and loses the square's value.
    let (pips, off) = (w[0], w[1]);
    for sq in 26..=SQUARES {
        let i = FEATURES + sq - 1;
        w[i] = w[i].min(off + pips * (31 - sq) as f64 / 10.0);
    }
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting.
fn solve(mut a: Vec<[f64; N]>, mut b: [f64; N]) -> Option<[f64; N]> {
    for col in 0..N {
        let pivot = (col..N).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        for row in col + 1..N {
            let f = a[row][col] / a[col][col];
            for k in col..N {
                a[row][k] -= f * a[col][k];
            }
            b[row] -= f * b[col];
        }
    }
    let mut x = [0f64; N];
    for row in (0..N).rev() {
        let mut s = b[row];
        for k in row + 1..N {
            s -= a[row][k] * x[k];
        }
        x[row] = s / a[row][row];
    }
    Some(x)
}

fn to_weights(theta: &[f64; N]) -> Weights {
    let mut phases = [[0f32; PHASE_WEIGHTS]; PHASES];
    for k in 0..PHASES {
        for i in 0..PHASE_WEIGHTS {
            // Rounded as written to the file, so that what is measured here
            // is what the program plays.
            let x = theta[k * PHASE_WEIGHTS + i] as f32;
            phases[k][i] = format!("{x:.5}").parse().unwrap_or(x);
        }
    }
    Weights::with_phases(phases)
}

fn print_weights(id: RulesetId, w: &Weights) {
    for (k, phase) in w.phases.iter().enumerate() {
        let named: Vec<String> = FEATURE_NAMES
            .iter()
            .zip(phase)
            .map(|(n, x)| format!("{n} {x:.3}"))
            .collect();
        let squares: Vec<String> = phase[FEATURES..]
            .iter()
            .map(|x| format!("{x:.2}"))
            .collect();
        println!(
            "{id}: at {} pips: {}; squares 1-30: {}",
            PHASE_PIPS[k],
            named.join(", "),
            squares.join(" ")
        );
    }
}

fn write_file(path: &str, fitted: &[(RulesetId, Weights)], o: &Options) -> std::io::Result<()> {
    let old = std::fs::read_to_string(path).unwrap_or_default();
    let mut keep: Vec<(RulesetId, Weights)> = parse_weights(&old).unwrap_or_default();
    keep.retain(|(id, _)| !fitted.iter().any(|(f, _)| f == id));
    keep.extend(fitted.iter().copied());
    let run = format!(
        "--positions {} --endings {} --playouts {} --rounds {} --seed {}",
        o.positions, o.endings, o.playouts, o.rounds, o.seed
    );
    write_file_with(path, &keep, &run)
}

fn write_file_with(path: &str, all: &[(RulesetId, Weights)], run: &str) -> std::io::Result<()> {
    let mut keep = all.to_vec();
    keep.sort_by_key(|(id, _)| *id as u8);
    let mut text = String::new();
    let _ = writeln!(
        text,
        "# Senet Tutor: the evaluation's weights (crates/ai/src/eval.rs), embedded in the program.\n\
         # Written by `cargo run --release -p senet-lab --bin fit_eval` (last run: {run}).\n\
         # A line: ruleset, phase anchor (pip total of both sides), then the weights of\n\
         # {}, then the values of a piece on squares 1 to 30.",
        FEATURE_NAMES.join(", ")
    );
    for (id, w) in &keep {
        for (k, phase) in w.phases.iter().enumerate() {
            let values: Vec<String> = phase.iter().map(|x| format!("{x:.5}")).collect();
            let _ = writeln!(text, "{id} {} {}", PHASE_PIPS[k], values.join(" "));
        }
    }
    let tmp = format!("{path}.tmp");
    std::fs::write(&tmp, text)?;
    std::fs::rename(&tmp, path)
}

// ---------------------------------------------------------------------------
// `--phase-scale R`: one scale and one tempo shift per phase anchor, fitted to
// level-2 playout values.

/// The first anchor `--phase-scale` fits (20 pips): the two below it answer
/// only in positions the exact tables cover, where their weights were fitted
/// to exact values.
const PHASE_SCALE_FROM: usize = 2;
/// The pull of the phase-scale fit towards "no change" (scale 1, shift 0).
const PHASE_SCALE_L2: f64 = 1e-3;
/// In the phase-scale playouts, the exact tables end a playout only while
/// more throws than this remain before a draw limit (as the calibration
/// report does).
const TABLE_MARGIN: u32 = 300;

/// A position of the phase-scale fit: per anchor, the log-odds the anchor
/// contributes and its share at the position's pip total; the value; the
/// total log-odds; the pip total.
struct Scaled {
    /// The position's index among the sampled ones.
    index: usize,
    part: [f64; PHASES],
    share: [f64; PHASES],
    z: f64,
    y: f64,
    pips: u32,
    /// The raw inputs of the shifts ([`SHIFT_NAMES`]): our pieces on squares
    /// 1..=25 minus theirs, and the pip feature.
    extra: [f64; SHIFTS],
}

/// `--phase-scale R`: for ruleset R, positions before a throw from level-2
/// games (`--seed`; each kept with probability 1/8 unless the exact tables
/// cover it) get the mean of `--playouts` level-2 playouts (the same throws
/// from every position, ending at the exact tables); then a logistic
/// regression of those values fits, per anchor from 20 pips on, a factor
/// for the anchor's log-odds and a shift of its tempo weight (the side to
/// throw's advantage): z' = sum over anchors of share * (s * z_anchor + t).
/// The anchor's weights become s times the old (so every bound of the fit
/// still holds) and its tempo weight gains t. Writes the file.
fn phase_scale(o: &Options, id: RulesetId) {
    let start = Instant::now();
    let old = std::fs::read_to_string(&o.out).unwrap_or_default();
    let Ok(mut all) = parse_weights(&old) else {
        eprintln!("fit_eval: {} does not parse", o.out);
        std::process::exit(1);
    };
    let Some(current) = all.iter().find(|(r, _)| *r == id).map(|(_, w)| *w) else {
        eprintln!("fit_eval: {id} is not in {}", o.out);
        std::process::exit(1);
    };
    let table = endgame::table(id);
    let positions = level2_positions(id, &current, table, o.positions, o.seed);
    println!(
        "{id}: {} positions from level-2 games (seed {}) in {:.0}s",
        positions.len(),
        o.seed,
        start.elapsed().as_secs_f64()
    );
    let values = level2_values(&current, table, &positions, o.playouts, o.seed, o.jobs);
    println!(
        "{id}: {} level-2 playouts each, {:.0}s so far",
        o.playouts,
        start.elapsed().as_secs_f64()
    );
    let rows: Vec<Scaled> = positions
        .iter()
        .zip(&values)
        .enumerate()
        .map(|(i, (game, &y))| scaled_row(&current, i, game, y))
        .collect();
    let (train, test): (Vec<&Scaled>, Vec<&Scaled>) = rows.iter().partition(|r| r.index % 5 != 0);
    let theta = fit_phase_scale(&train, o.shifts);
    let mut new = current;
    for k in PHASE_SCALE_FROM..PHASES {
        let [s, t, back, pips] = theta[k];
        for (i, x) in new.phases[k].iter_mut().enumerate() {
            let shift = match i {
                0 => pips,
                i if i == FEATURES - 1 => t,
                i if (FEATURES..FEATURES + BACK_SQUARES).contains(&i) => back,
                _ => 0.0,
            };
            let v = *x * s as f32 + shift as f32;
            *x = format!("{v:.5}").parse().unwrap_or(v);
        }
        // The shifts must not undo the bounds of the fit.
        let mut anchor = new.phases[k].map(f64::from);
        bound_anchor(&mut anchor);
        new.phases[k] = anchor.map(|v| v as f32);
        println!(
            "{id}: anchor {} pips: log-odds x {s:.3}, tempo {t:+.3} (tempo weight {:.4} -> {:.4}), \
             squares 1-25 {back:+.4}, pips {:.4} -> {:.4}",
            PHASE_PIPS[k],
            current.phases[k][FEATURES - 1],
            new.phases[k][FEATURES - 1],
            current.phases[k][0],
            new.phases[k][0]
        );
    }
    for (name, set) in [("train", &train), ("held-out fifth", &test)] {
        let rescored: Vec<Scaled> = set
            .iter()
            .map(|r| scaled_row(&new, r.index, &positions[r.index], r.y))
            .collect();
        let refs: Vec<&Scaled> = rescored.iter().collect();
        println!(
            "{id}: {name} ({} positions): mean |estimate - value| {:.2} -> {:.2} points, \
             slope of value on estimate {:.2} -> {:.2}",
            set.len(),
            mean_abs(set),
            mean_abs(&refs),
            slope(set),
            slope(&refs)
        );
        print_buckets(set, &refs);
    }
    if let Some((_, w)) = all.iter_mut().find(|(r, _)| *r == id) {
        *w = new;
    }
    let before = old
        .lines()
        .find_map(|l| {
            l.split_once("(last run: ")
                .map(|(_, r)| r.trim_end_matches(")."))
        })
        .unwrap_or("");
    let shifts: String = SHIFT_NAMES
        .iter()
        .zip(o.shifts)
        .filter(|(_, on)| *on)
        .map(|(n, _)| format!(" --shift {n}"))
        .collect();
    let run = format!(
        "{before}, then --phase-scale {id}{shifts} --positions {} --playouts {} --seed {}",
        o.positions, o.playouts, o.seed
    );
    if let Err(e) = write_file_with(&o.out, &all, &run) {
        eprintln!("fit_eval: {}: {e}", o.out);
        std::process::exit(1);
    }
    println!(
        "{id}: wrote {} in {:.0}s",
        o.out,
        start.elapsed().as_secs_f64()
    );
}

/// The row of `game` (position `index`) under `w`, with value `y`.
fn scaled_row(w: &Weights, index: usize, game: &Game, y: f64) -> Scaled {
    let rules = game.rules();
    let g = phase_features(rules, game.board(), game.to_move());
    let mut part = [0f64; PHASES];
    let mut share = [0f64; PHASES];
    for k in 0..PHASES {
        for i in 0..PHASE_WEIGHTS {
            part[k] += f64::from(w.phases[k][i]) * f64::from(g[k * PHASE_WEIGHTS + i]);
        }
        // The tempo feature is 1: its phase feature is the anchor's share.
        share[k] = f64::from(g[k * PHASE_WEIGHTS + FEATURES - 1]);
    }
    let counts = eval::square_counts(game.board(), game.to_move());
    let back: f32 = counts[..BACK_SQUARES].iter().sum();
    let pip_feature = eval::features(rules, game.board(), game.to_move())[0];
    Scaled {
        index,
        part,
        share,
        z: part.iter().sum(),
        y,
        pips: eval::phase_pips(rules, game.board()),
        extra: [f64::from(back), f64::from(pip_feature)],
    }
}

/// The soft-target cross-entropy of log-odds `z` against a value `y` in
/// 0..=1 (softplus(z) - y·z, computed without overflow), the loss both fits
/// minimize.
fn cross_entropy(z: f64, y: f64) -> f64 {
    let softplus = if z > 0.0 {
        z + (-z).exp().ln_1p()
    } else {
        z.exp().ln_1p()
    };
    softplus - y * z
}

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

fn mean_abs(set: &[&Scaled]) -> f64 {
    100.0 * set.iter().map(|r| (sigmoid(r.z) - r.y).abs()).sum::<f64>() / set.len().max(1) as f64
}

/// The least-squares slope of the values on the estimates.
fn slope(set: &[&Scaled]) -> f64 {
    let n = set.len().max(1) as f64;
    let mx = set.iter().map(|r| sigmoid(r.z)).sum::<f64>() / n;
    let my = set.iter().map(|r| r.y).sum::<f64>() / n;
    let (mut sxy, mut sxx) = (0.0, 0.0);
    for r in set {
        let dx = sigmoid(r.z) - mx;
        sxy += dx * (r.y - my);
        sxx += dx * dx;
    }
    if sxx > 0.0 { sxy / sxx } else { 0.0 }
}

/// The estimate buckets (before and after), and the error by phase.
fn print_buckets(before: &[&Scaled], after: &[&Scaled]) {
    println!(
        "  estimate bucket | before: n, mean estimate -> mean value | after: n, mean estimate -> mean value"
    );
    for b in 0..10 {
        let cell = |set: &[&Scaled]| {
            let inside: Vec<&&Scaled> = set
                .iter()
                .filter(|r| ((sigmoid(r.z) * 10.0).floor() as usize).min(9) == b)
                .collect();
            let n = inside.len();
            let m = |f: &dyn Fn(&Scaled) -> f64| {
                inside.iter().map(|r| f(r)).sum::<f64>() / n.max(1) as f64 * 100.0
            };
            (n, m(&|r| sigmoid(r.z)), m(&|r| r.y))
        };
        let (a, c) = (cell(before), cell(after));
        if a.0 + c.0 > 0 {
            println!(
                "  {:>3}-{:<3}%        | {:>4}, {:5.1}% -> {:5.1}% | {:>4}, {:5.1}% -> {:5.1}%",
                b * 10,
                b * 10 + 10,
                a.0,
                a.1,
                a.2,
                c.0,
                c.1,
                c.2
            );
        }
    }
    println!("  pip total | n | mean |estimate - value| before -> after");
    for (lo, hi) in [
        (0, 30),
        (30, 45),
        (45, 65),
        (65, 100),
        (100, 150),
        (150, 400),
    ] {
        let pick = |set: &[&Scaled]| -> (usize, f64) {
            let inside: Vec<&Scaled> = set
                .iter()
                .copied()
                .filter(|r| r.pips >= lo && r.pips < hi)
                .collect();
            (inside.len(), mean_abs(&inside))
        };
        let (n, a) = pick(before);
        let (_, c) = pick(after);
        if n > 0 {
            println!("  {lo:>3}-{hi:<3}   | {n:>4} | {a:.2} -> {c:.2}");
        }
    }
}

/// Newton's method for the phase-scale regression: per anchor, the
/// parameters (s - 1, t, back, pips) (the last two only where `shifts` asks
/// for them, else held at zero), soft targets, cross-entropy, pulled towards
/// zero by [`PHASE_SCALE_L2`]. Returns [s, t, back, pips] per anchor (1, 0,
/// 0, 0 below [`PHASE_SCALE_FROM`]).
fn fit_phase_scale(rows: &[&Scaled], shifts: [bool; SHIFTS]) -> [[f64; 2 + SHIFTS]; PHASES] {
    const P: usize = 2 + SHIFTS;
    const M: usize = P * PHASES;
    let n = rows.len().max(1) as f64;
    let x_of = |r: &Scaled| {
        let mut x = [0f64; M];
        for k in PHASE_SCALE_FROM..PHASES {
            x[P * k] = r.part[k];
            x[P * k + 1] = r.share[k];
            for j in 0..SHIFTS {
                if shifts[j] {
                    x[P * k + 2 + j] = r.share[k] * r.extra[j];
                }
            }
        }
        x
    };
    let xs: Vec<([f64; M], f64, f64)> = rows.iter().map(|r| (x_of(r), r.z, r.y)).collect();
    let loss = |d: &[f64; M]| {
        let mut total = 0.0;
        for (x, z0, y) in &xs {
            let z = z0 + (0..M).map(|i| d[i] * x[i]).sum::<f64>();
            total += cross_entropy(z, *y);
        }
        total / n + 0.5 * PHASE_SCALE_L2 * d.iter().map(|v| v * v).sum::<f64>()
    };
    let mut d = [0f64; M];
    for _ in 0..50 {
        let mut grad = [0f64; M];
        let mut hess = [[0f64; M]; M];
        for (x, z0, y) in &xs {
            let z = z0 + (0..M).map(|i| d[i] * x[i]).sum::<f64>();
            let p = sigmoid(z);
            let q = p * (1.0 - p);
            for i in 0..M {
                grad[i] += (p - y) * x[i];
                for j in 0..M {
                    hess[i][j] += q * x[i] * x[j];
                }
            }
        }
        let mut a = vec![[0f64; N]; N];
        let mut b = [0f64; N];
        for i in 0..M {
            b[i] = grad[i] / n + PHASE_SCALE_L2 * d[i];
            for j in 0..M {
                a[i][j] = hess[i][j] / n;
            }
            a[i][i] += PHASE_SCALE_L2;
        }
        // The rest of the square system is the identity (solved as zero).
        for i in M..N {
            a[i][i] = 1.0;
        }
        let Some(step) = solve(a, b) else { break };
        let before = loss(&d);
        let mut scale = 1.0;
        let mut moved = false;
        for _ in 0..30 {
            let mut trial = d;
            for i in 0..M {
                trial[i] -= scale * step[i];
                // A factor stays positive, so that the fit's bounds hold.
                if i % P == 0 {
                    trial[i] = trial[i].max(-0.9);
                }
            }
            if loss(&trial) < before {
                d = trial;
                moved = true;
                break;
            }
            scale *= 0.5;
        }
        let largest = (0..M).fold(0f64, |m, i| m.max((scale * step[i]).abs()));
        if !moved || largest < 1e-9 {
            break;
        }
    }
    let mut out = [[0f64; P]; PHASES];
    for k in 0..PHASES {
        out[k][0] = 1.0 + d[P * k];
        for j in 1..P {
            out[k][j] = d[P * k + j];
        }
    }
    out
}

/// Positions before a throw (no house throw pending) that the exact tables
/// do not cover, from games of level 2 against level 2 with `weights`, each
/// kept with probability 1/8.
fn level2_positions(
    id: RulesetId,
    weights: &Weights,
    table: &EndgameTable,
    count: usize,
    seed: u64,
) -> Vec<Game> {
    let rules = id.ruleset();
    let mut out = Vec::with_capacity(count);
    let mut g = 0u64;
    while out.len() < count {
        let mut game = Game::new(id);
        let mut thrower = Thrower::new(rules.throw_model, mix(seed, g));
        let mut rng = ChaCha8Rng::seed_from_u64(mix(seed ^ 0xF175, g));
        g += 1;
        while game.throws() < PLAYOUT_LIMIT && out.len() < count {
            match game.pending() {
                Pending::Over(_) => break,
                Pending::Throw { house, .. } => {
                    if house.is_none() && !table.covers(game.board()) && rng.next_u32() % 8 == 0 {
                        out.push(game.clone());
                    }
                    if game.throw(thrower.throw().value).is_err() {
                        break;
                    }
                }
                Pending::Move { .. } => {
                    let index = level2_choice(weights, &game, &mut rng);
                    if game.play_nth(index).is_err() {
                        break;
                    }
                }
            }
        }
    }
    out
}

/// Level 2's choice with `weights` (its ties broken by `rng`).
fn level2_choice(weights: &Weights, game: &Game, rng: &mut ChaCha8Rng) -> usize {
    let (Pending::Move { throw, .. }, Some(analysis)) = (game.pending(), game.choices()) else {
        return 0;
    };
    senet::ai::choose_with(
        game.rules(),
        &GameState::of(game),
        throw.get(),
        analysis,
        Level::Search(2),
        weights,
        rng,
    )
}

/// The mean of `playouts` level-2 playouts of each position, for its side
/// to throw; playout `k` on the same throws from every position.
fn level2_values(
    weights: &Weights,
    table: &EndgameTable,
    positions: &[Game],
    playouts: u32,
    seed: u64,
    jobs: usize,
) -> Vec<f64> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut out: Vec<(usize, f64)> = Vec::with_capacity(positions.len());
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..jobs)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(game) = positions.get(i) else { break };
                        let side = game.to_move();
                        let mut total = 0.0;
                        for k in 0..playouts {
                            let throws = mix(seed ^ 0x7B0F, u64::from(k));
                            let choices = mix(seed ^ 0xC40C, i as u64 * 1_000_003 + u64::from(k));
                            let x = level2_playout(weights, table, game, throws, choices);
                            total += if side == Side::X { x } else { 1.0 - x };
                        }
                        mine.push((i, total / f64::from(playouts.max(1))));
                    }
                    mine
                })
            })
            .collect();
        for h in handles {
            if let Ok(mine) = h.join() {
                out.extend(mine);
            }
        }
    });
    out.sort_by_key(|(i, _)| *i);
    out.into_iter().map(|(_, y)| y).collect()
}

/// Plays `game` out level 2 against level 2: x's win chance at its end (the
/// exact tables' value where they are reached far enough from a draw limit).
fn level2_playout(
    weights: &Weights,
    table: &EndgameTable,
    game: &Game,
    throw_seed: u64,
    choice_seed: u64,
) -> f64 {
    let rules = game.rules();
    let mut game = game.clone();
    let mut thrower = Thrower::new(rules.throw_model, throw_seed);
    let mut rng = ChaCha8Rng::seed_from_u64(choice_seed);
    while game.throws() < PLAYOUT_LIMIT {
        match game.pending() {
            Pending::Over(outcome) => {
                return match outcome.winner {
                    Some(Side::X) => 1.0,
                    Some(Side::O) => 0.0,
                    None => 0.5,
                };
            }
            Pending::Throw { side, house } => {
                let far = rules
                    .draw_after_throws
                    .is_none_or(|l| l.saturating_sub(game.throws()) > TABLE_MARGIN);
                if far {
                    if let Some(p) =
                        table.win_chance(rules, game.board(), side, house.map(Square::number))
                    {
                        return if side == Side::X { p } else { 1.0 - p };
                    }
                }
                if game.throw(thrower.throw().value).is_err() {
                    break;
                }
            }
            Pending::Move { .. } => {
                let index = level2_choice(weights, &game, &mut rng);
                if game.play_nth(index).is_err() {
                    break;
                }
            }
        }
    }
    0.5
}

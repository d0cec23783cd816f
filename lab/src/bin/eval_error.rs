//! The static evaluation against the truth, inside the exact tables and just
//! outside them.
//!
//! ```text
//! cargo run --release -p senet-lab --bin eval_error -- --rules R [--positions 300]
//!     [--endings 1000] [--playouts 100] [--seed 1] [--jobs 2] [--weights FILE]
//! ```
//!
//! `--weights FILE` takes the ruleset's weights from a weights file in the
//! format of `crates/ai/src/weights.txt` instead of the embedded ones (e.g. that
//! file after a new fit, before the program is rebuilt).
//!
//! 1. **Positions** before a throw (no pending house throw) from games of
//!    level 2 against level 2 (seeded), each taken with probability 1/4:
//!    up to `--endings` of at most two pieces a side (inside the two-piece
//!    table) and up to `--positions` *just outside* it: three pieces on one
//!    side and at most three on the other.
//! 2. **Inside the tables**: the static evaluation as the search applies it
//!    (`ai::eval::static_value`: the table's value there) and the fitted
//!    model alone (`ai::eval::equity`) against the exact value.
//! 3. **Just outside**: the truth is the mean of `--playouts` playouts,
//!    level 2 against level 2, each ending with the exact value when it
//!    reaches the two-piece table (while more than 300 throws remain before a
//!    draw limit); no three-piece table is used, so the answer does not
//!    depend on what is cached. Against it: the fitted model alone (what
//!    `static_value` gives there) and the level-3 search (`ai::win_chance`,
//!    what `senet analyze` and the tutor show). Mean absolute error, root
//!    mean square error with the playouts' noise removed, the mean signed
//!    difference (estimate minus outcome) and the slope of the outcome on
//!    the estimate.
//!
//! Progress goes to stderr, the report to stdout.

use senet_lab::{flags, weights_file};
use weights_file::weights_of_file;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use senet::ai::duel::mix;
use senet::ai::eval::{self, Weights};
use senet::ai::{EndgameTable, GameState, Level, Limits, Node, endgame, win_chance};
use senet::engine::{Game, Pending, RulesetId, Side, Thrower};

/// A playout longer than this is a draw.
const PLAYOUT_LIMIT: u32 = 20_000;
/// The exact table ends a playout only while more throws than this remain
/// before a draw limit.
const TABLE_MARGIN: u32 = 300;

struct Options {
    rules: RulesetId,
    positions: usize,
    endings: usize,
    playouts: u32,
    seed: u64,
    jobs: usize,
    /// `--weights FILE`: a weights file to take the ruleset's weights from.
    file: Option<String>,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        rules: RulesetId::Kendall,
        positions: 300,
        endings: 1_000,
        playouts: 100,
        seed: 1,
        jobs: 2,
        file: None,
    };
    for (flag, value) in flags::pairs()? {
        let number = |v: &str| flags::number(&flag, v);
        match flag.as_str() {
            "--rules" => o.rules = flags::ruleset(&value)?,
            "--positions" => o.positions = number(&value)? as usize,
            "--endings" => o.endings = number(&value)? as usize,
            "--playouts" => o.playouts = number(&value)?.max(2) as u32,
            "--seed" => o.seed = number(&value)?,
            "--jobs" => o.jobs = (number(&value)? as usize).clamp(1, 16),
            "--weights" => o.file = Some(value),
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok(o)
}

/// A position just outside the table, with its estimates (win chances of
/// the side about to throw).
struct Outside {
    game: Game,
    model: f64,
    searched: f64,
}

fn main() {
    let o = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("eval_error: {e}");
            std::process::exit(2);
        }
    };
    let id = o.rules;
    let start = Instant::now();
    let weights = match &o.file {
        Some(path) => match weights_of_file(path, id) {
            Ok(w) => w,
            Err(e) => {
                eprintln!("eval_error: --weights {path}: {e}");
                std::process::exit(2);
            }
        },
        None => Weights::tuned(id),
    };
    let table = endgame::table(id);
    let (endings, outside) = sample(id, &weights, table, &o);
    eprintln!(
        "{id}: {} endings and {} positions just outside sampled in {:.0}s",
        endings.len(),
        outside.len(),
        start.elapsed().as_secs_f64()
    );
    let outcomes = play_out(&outside, &weights, table, &o);
    println!(
        "static evaluation of {id} against the truth ({} weights, seed {}); run time {:.0}s on {} threads",
        o.file
            .as_ref()
            .map_or("tuned".to_string(), |p| format!("{p}'s")),
        o.seed,
        start.elapsed().as_secs_f64(),
        o.jobs
    );
    println!();
    report_inside(&endings);
    println!();
    report_outside(&o, &outside, &outcomes);
}

/// (static value, model alone, exact), as win chances of the side to throw.
type Ending = (f64, f64, f64);

/// Level-2 games; the positions met inside and just outside the table.
fn sample(
    id: RulesetId,
    weights: &Weights,
    table: &EndgameTable,
    o: &Options,
) -> (Vec<Ending>, Vec<Outside>) {
    let rules = id.ruleset();
    let level3 = Level::Search(3).limits().unwrap_or(Limits::depth(3));
    let mut endings = Vec::new();
    let mut outside = Vec::new();
    let mut g = 0u64;
    while (endings.len() < o.endings || outside.len() < o.positions) && g < 100_000 {
        let mut game = Game::new(id);
        let mut thrower = Thrower::new(rules.throw_model, mix(o.seed, g));
        let mut rng = ChaCha8Rng::seed_from_u64(mix(o.seed ^ 0xE7A1, g));
        g += 1;
        while game.throws() < PLAYOUT_LIMIT {
            match game.pending() {
                Pending::Over(_) => break,
                Pending::Throw { side, house } => {
                    let (x, y) = (game.board().count(side), game.board().count(side.other()));
                    let left = rules
                        .draw_after_throws
                        .map(|l| l.saturating_sub(game.throws()));
                    let node = Node {
                        board: *game.board(),
                        side,
                        house: house.map(|s| s.number()),
                    };
                    if house.is_none() && rng.next_u32() % 4 == 0 {
                        let model = f64::from(eval::equity(rules, weights, game.board(), side));
                        if x <= 2 && y <= 2 && endings.len() < o.endings {
                            if let Some(p) = table.win_chance(rules, game.board(), side, None) {
                                let v = eval::static_value(rules, weights, &node, None);
                                endings.push((
                                    (1.0 + f64::from(v.equity)) / 2.0,
                                    (1.0 + model) / 2.0,
                                    p,
                                ));
                            }
                        } else if x.max(y) == 3 && x.min(y) >= 1 && outside.len() < o.positions {
                            let searched = win_chance(rules, &node, left, &level3);
                            outside.push(Outside {
                                game: game.clone(),
                                model: (1.0 + model) / 2.0,
                                searched,
                            });
                        }
                    }
                    if game.throw(thrower.throw().value).is_err() {
                        break;
                    }
                }
                Pending::Move { throw, .. } => {
                    let Some(analysis) = game.choices().copied() else {
                        break;
                    };
                    let index = senet::ai::choose_with(
                        rules,
                        &GameState::of(&game),
                        throw.get(),
                        &analysis,
                        Level::Search(2),
                        weights,
                        &mut rng,
                    );
                    if game.play_nth(index).is_err() {
                        break;
                    }
                }
            }
        }
    }
    (endings, outside)
}

/// The mean outcome and the variance of the mean, per position.
fn play_out(
    positions: &[Outside],
    weights: &Weights,
    table: &EndgameTable,
    o: &Options,
) -> Vec<(f64, f64)> {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let start = Instant::now();
    let mut out: Vec<(usize, (f64, f64))> = Vec::new();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..o.jobs)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(p) = positions.get(i) else { break };
                        let n = f64::from(o.playouts);
                        let (mut sum, mut sq) = (0f64, 0f64);
                        for k in 0..o.playouts {
                            let seed = i as u64 * 1_000_003 + u64::from(k);
                            let r = playout(
                                p.game.clone(),
                                weights,
                                table,
                                mix(o.seed ^ 0x0B5E, seed),
                                mix(o.seed ^ 0xC40C, seed),
                            );
                            sum += r;
                            sq += r * r;
                        }
                        let mean = sum / n;
                        let var = ((sq / n - mean * mean) * n / (n - 1.0)).max(0.0) / n;
                        mine.push((i, (mean, var)));
                        let d = done.fetch_add(1, Ordering::Relaxed) + 1;
                        if d % 50 == 0 {
                            eprintln!(
                                "{}: {d}/{} positions played out ({:.0}s)",
                                o.rules,
                                positions.len(),
                                start.elapsed().as_secs_f64()
                            );
                        }
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
    out.into_iter().map(|(_, m)| m).collect()
}

/// Plays `game` (waiting for a throw) out level 2 against level 2: the win
/// chance of the side about to throw.
fn playout(
    mut game: Game,
    weights: &Weights,
    table: &EndgameTable,
    throw_seed: u64,
    choice_seed: u64,
) -> f64 {
    let rules = game.rules();
    let mover = game.to_move();
    let mut thrower = Thrower::new(rules.throw_model, throw_seed);
    let mut rng = ChaCha8Rng::seed_from_u64(choice_seed);
    let for_mover = |x_chance: f64| {
        if mover == Side::X {
            x_chance
        } else {
            1.0 - x_chance
        }
    };
    while game.throws() < PLAYOUT_LIMIT {
        match game.pending() {
            Pending::Over(outcome) => {
                return for_mover(match outcome.winner {
                    Some(Side::X) => 1.0,
                    Some(Side::O) => 0.0,
                    None => 0.5,
                });
            }
            Pending::Throw { side, house } => {
                let far = rules
                    .draw_after_throws
                    .is_none_or(|l| l.saturating_sub(game.throws()) > TABLE_MARGIN);
                if far {
                    if let Some(p) =
                        table.win_chance(rules, game.board(), side, house.map(|s| s.number()))
                    {
                        return for_mover(if side == Side::X { p } else { 1.0 - p });
                    }
                }
                if game.throw(thrower.throw().value).is_err() {
                    break;
                }
            }
            Pending::Move { throw, .. } => {
                let Some(analysis) = game.choices().copied() else {
                    break;
                };
                let index = senet::ai::choose_with(
                    rules,
                    &GameState::of(&game),
                    throw.get(),
                    &analysis,
                    Level::Search(2),
                    weights,
                    &mut rng,
                );
                if game.play_nth(index).is_err() {
                    break;
                }
            }
        }
    }
    0.5
}

fn report_inside(endings: &[Ending]) {
    let n = endings.len().max(1) as f64;
    let err = |pick: fn(&Ending) -> f64| {
        let mean = endings.iter().map(|e| (pick(e) - e.2).abs()).sum::<f64>() / n;
        let worst = endings
            .iter()
            .map(|e| (pick(e) - e.2).abs())
            .fold(0f64, f64::max);
        (100.0 * mean, 100.0 * worst)
    };
    let (sv, svw) = err(|e| e.0);
    let (m, mw) = err(|e| e.1);
    println!(
        "inside the two-piece table ({} positions of at most two pieces a side):",
        endings.len()
    );
    println!(
        "  static evaluation (static_value: the table's value): mean abs. error {sv:.3} points, worst {svw:.3}"
    );
    println!("  fitted model alone (eval::equity): mean abs. error {m:.1} points, worst {mw:.1}");
}

fn report_outside(o: &Options, positions: &[Outside], outcomes: &[(f64, f64)]) {
    let n = positions.len().max(1) as f64;
    let noise = outcomes.iter().map(|(_, v)| v).sum::<f64>() / n;
    println!(
        "just outside it ({} positions: three pieces on one side, one to three on the other; truth: {} level-2 playouts each, ending at the two-piece table; playout noise rms {:.1} points):",
        positions.len(),
        o.playouts,
        100.0 * noise.sqrt()
    );
    for (name, pick) in [
        (
            "fitted model alone (static_value there)",
            (|p: &Outside| p.model) as fn(&Outside) -> f64,
        ),
        ("level-3 search (win_chance, as shown)", |p: &Outside| {
            p.searched
        }),
    ] {
        let pairs: Vec<(f64, f64)> = positions
            .iter()
            .zip(outcomes)
            .map(|(p, (m, _))| (pick(p), *m))
            .collect();
        let mae = pairs.iter().map(|(e, y)| (e - y).abs()).sum::<f64>() / n;
        let mse = pairs.iter().map(|(e, y)| (e - y) * (e - y)).sum::<f64>() / n;
        let bias = pairs.iter().map(|(e, y)| e - y).sum::<f64>() / n;
        let me = pairs.iter().map(|(e, _)| e).sum::<f64>() / n;
        let my = pairs.iter().map(|(_, y)| y).sum::<f64>() / n;
        let sxy: f64 = pairs.iter().map(|(e, y)| (e - me) * (y - my)).sum();
        let sxx: f64 = pairs.iter().map(|(e, _)| (e - me) * (e - me)).sum();
        let slope = if sxx > 0.0 { sxy / sxx } else { f64::NAN };
        println!(
            "  {name}: mean abs. error {:.1} points raw, rms {:.1} with the noise removed; mean (estimate - outcome) {:+.1}; slope {slope:.2}",
            100.0 * mae,
            100.0 * (mse - noise).max(0.0).sqrt(),
            100.0 * bias
        );
    }
}

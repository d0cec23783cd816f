//! Tunes the evaluation weights of `crates/ai/src/eval.rs` by self-play.
//!
//! ```text
//! cargo run --release -p senet-lab --bin tune [-- RULESET ...]
//! ```
//!
//! For each ruleset (all but `race`, which is solved exactly), with fixed seeds:
//!
//! 1. **Regression on self-play outcomes** (three rounds). Both sides play the
//!    current weights with a one-throw search (one move in ten at random, for
//!    variety); every position before a throw that the endgame tables do not
//!    cover is recorded with the final result of the side about to throw. The
//!    weights are fitted by logistic regression (Newton's method on the mean
//!    cross-entropy, L2 of 1e-3), so that the evaluation is a calibrated win
//!    chance. Round 1 starts from the pip count alone. The weights of the
//!    progress features (pips, off, passed-26, exits) are kept from going
//!    negative (projected steps), here and in SPSA.
//! 2. **SPSA over duel results.** From the fitted weights: each iteration
//!    perturbs every weight by ±c (random signs), the two perturbed players play
//!    a pair of games on the same throws with the sides swapped (one-throw
//!    search), and the weights move a small step towards the pair's winner.
//! 3. **Measurement.** Duels of 2,000 games at one throw ahead: fitted against
//!    the pip count alone, and SPSA's against the fitted. The final weights
//!    are SPSA's when they did not score below the fitted ones, else the
//!    fitted ones; a last duel measures them against the pip count alone. The
//!    program prints them as Rust for `eval.rs`.

// The small linear algebra below reads best with indices.
#![allow(clippy::needless_range_loop)]

use std::time::Instant;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use senet::ai::duel::{Player, duel, mix};
use senet::ai::eval::{FEATURE_NAMES, FEATURES, Weights, features};
use senet::ai::{EndgameTable, Limits, Searcher, endgame};
use senet::engine::{Game, Pending, RulesetId, Side, Thrower};

const REGRESSION_ROUNDS: usize = 3;
/// Features whose weights must not be negative: pips, off, passed-26, exits
/// (progress must never look bad, or a side may wait forever beside the exit).
const NON_NEGATIVE: [usize; 4] = [0, 1, 8, 9];
const REGRESSION_GAMES: u32 = 1_500;
const SPSA_ITERATIONS: u32 = 3_000;
const MEASURE_GAMES: u32 = 2_000;

fn main() {
    let wanted: Vec<RulesetId> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let ids: Vec<RulesetId> = if wanted.is_empty() {
        RulesetId::ALL
            .into_iter()
            .filter(|id| *id != RulesetId::Race)
            .collect()
    } else {
        wanted
    };
    let jobs = std::thread::available_parallelism().map_or(1, |n| n.get().min(2));
    let mut report = Vec::new();
    for id in ids {
        let start = Instant::now();
        let table = endgame::table(id);
        let mut w = Weights::PIPS_ONLY;
        for round in 0..REGRESSION_ROUNDS {
            let samples = self_play(id, &w, table, REGRESSION_GAMES, 1_000 + round as u64);
            w = fit(&samples, &w);
            println!(
                "{id}: regression round {} on {} positions: {:?}",
                round + 1,
                samples.len(),
                rounded(&w)
            );
        }
        let fitted = w;
        let spsa = spsa(id, &fitted, SPSA_ITERATIONS, 77, jobs);
        println!("{id}: SPSA: {:?}", rounded(&spsa));
        let depth1 = |weights: Weights| Player::Custom {
            limits: Limits::depth(1),
            weights,
        };
        let gain_fit = duel(
            id,
            &depth1(fitted),
            &depth1(Weights::PIPS_ONLY),
            MEASURE_GAMES,
            4242,
            jobs,
            &|_| {},
        );
        let gain_spsa = duel(
            id,
            &depth1(spsa),
            &depth1(fitted),
            MEASURE_GAMES,
            4343,
            jobs,
            &|_| {},
        );
        let show = |s: &senet::ai::duel::DuelStats| {
            let (lo, hi) = s.a_interval();
            format!(
                "{:.1}% [{:.1}%, {:.1}%] over {} games",
                s.a_score() * 100.0,
                lo * 100.0,
                hi * 100.0,
                s.games
            )
        };
        println!("{id}: fitted vs pips only: {}", show(&gain_fit));
        println!("{id}: SPSA vs fitted: {}", show(&gain_spsa));
        let chosen = if gain_spsa.a_score() >= 0.5 {
            spsa
        } else {
            fitted
        };
        let gain_total = duel(
            id,
            &depth1(chosen),
            &depth1(Weights::PIPS_ONLY),
            MEASURE_GAMES,
            4444,
            jobs,
            &|_| {},
        );
        println!("{id}: chosen vs pips only: {}", show(&gain_total));
        println!("{id}: done in {:.0}s", start.elapsed().as_secs_f64());
        report.push((
            id,
            chosen,
            show(&gain_fit),
            show(&gain_spsa),
            show(&gain_total),
        ));
    }
    println!("\n// Paste into lab/src/legacy.rs (LEGACY):");
    for (id, w, fit, spsa, total) in &report {
        println!(
            "    // {id}: fitted vs pips only {fit}; SPSA vs fitted {spsa}; chosen vs pips only {total}"
        );
        let values: Vec<String> = w.linear_part().iter().map(|x| format!("{x:.4}")).collect();
        println!("    Weights::linear([{}]),", values.join(", "));
    }
    println!("// features: {FEATURE_NAMES:?}");
}

fn rounded(w: &Weights) -> Vec<f32> {
    w.phases[0]
        .iter()
        .map(|x| (x * 1000.0).round() / 1000.0)
        .collect()
}

/// Positions before a throw (features for the side to throw) and that side's result.
struct Sample {
    x: [f32; FEATURES],
    y: f32,
}

/// Self-play with a one-throw search and 10% random moves.
fn self_play(
    id: RulesetId,
    w: &Weights,
    table: &EndgameTable,
    games: u32,
    seed: u64,
) -> Vec<Sample> {
    let rules = id.ruleset();
    let mut searcher = Searcher::new(16);
    let limits = Limits::depth(1);
    let mut samples = Vec::new();
    for g in 0..games {
        let mut game = Game::new(id);
        let mut thrower = Thrower::new(rules.throw_model, mix(seed, u64::from(g)));
        let mut rng = ChaCha8Rng::seed_from_u64(mix(seed ^ 0x5A11, u64::from(g)));
        let mut seen: Vec<([f32; FEATURES], Side)> = Vec::new();
        while game.throws() < 5_000 {
            match game.pending() {
                Pending::Over(_) => break,
                Pending::Throw { side, house } => {
                    if house.is_none() && !table.covers(game.board()) {
                        seen.push((features(rules, game.board(), side), side));
                    }
                    let value = thrower.throw().value;
                    if game.throw(value).is_err() {
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
                    } else if rng.next_u32() % 10 == 0 {
                        rng.next_u32() as usize % n
                    } else {
                        let left = rules
                            .draw_after_throws
                            .map(|l| l.saturating_sub(game.throws()));
                        searcher
                            .search(rules, w, side, &analysis, left, &limits)
                            .best
                    };
                    if game.play_nth(index).is_err() {
                        break;
                    }
                }
            }
        }
        let winner = game.outcome().and_then(|o| o.winner);
        for (x, side) in seen {
            let y = match winner {
                Some(w) if w == side => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
            samples.push(Sample { x, y });
        }
    }
    samples
}

/// Logistic regression by Newton's method (iteratively reweighted least
/// squares) with a little L2, starting from `start`.
fn fit(samples: &[Sample], start: &Weights) -> Weights {
    const L2: f64 = 1e-3;
    let mut w = start.linear_part().map(f64::from);
    let n = samples.len().max(1) as f64;
    for _ in 0..25 {
        let mut grad = [0f64; FEATURES];
        let mut hess = [[0f64; FEATURES]; FEATURES];
        for s in samples {
            let x = s.x.map(f64::from);
            let z: f64 = w.iter().zip(&x).map(|(a, b)| a * b).sum();
            let p = 1.0 / (1.0 + (-z).exp());
            let e = p - f64::from(s.y);
            let q = p * (1.0 - p);
            for i in 0..FEATURES {
                grad[i] += e * x[i];
                for j in 0..FEATURES {
                    hess[i][j] += q * x[i] * x[j];
                }
            }
        }
        for i in 0..FEATURES {
            grad[i] = grad[i] / n + L2 * w[i];
            for j in 0..FEATURES {
                hess[i][j] /= n;
            }
            hess[i][i] += L2;
        }
        let Some(step) = solve(hess, grad) else { break };
        // Damped: halve the step until the loss goes down.
        let before = loss(samples, &w, L2);
        let mut scale = 1.0;
        let mut moved = false;
        for _ in 0..30 {
            let mut trial = w;
            for i in 0..FEATURES {
                trial[i] -= scale * step[i];
            }
            for &i in &NON_NEGATIVE {
                trial[i] = trial[i].max(0.0);
            }
            if loss(samples, &trial, L2) < before {
                w = trial;
                moved = true;
                break;
            }
            scale *= 0.5;
        }
        let largest = step.iter().fold(0f64, |m, s| m.max((scale * s).abs()));
        if !moved || largest < 1e-6 {
            break;
        }
    }
    Weights::linear(w.map(|x| x as f32))
}

/// The mean cross-entropy plus the L2 term.
fn loss(samples: &[Sample], w: &[f64; FEATURES], l2: f64) -> f64 {
    let mut total = 0f64;
    for s in samples {
        let z: f64 = w.iter().zip(&s.x).map(|(a, b)| a * f64::from(*b)).sum();
        let y = f64::from(s.y);
        // log(1 + e^z) - y z, computed stably.
        let softplus = if z > 0.0 {
            z + (-z).exp().ln_1p()
        } else {
            z.exp().ln_1p()
        };
        total += softplus - y * z;
    }
    total / samples.len().max(1) as f64 + 0.5 * l2 * w.iter().map(|x| x * x).sum::<f64>()
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting.
fn solve(mut a: [[f64; FEATURES]; FEATURES], mut b: [f64; FEATURES]) -> Option<[f64; FEATURES]> {
    for col in 0..FEATURES {
        let pivot = (col..FEATURES).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        for row in col + 1..FEATURES {
            let f = a[row][col] / a[col][col];
            for k in col..FEATURES {
                a[row][k] -= f * a[col][k];
            }
            b[row] -= f * b[col];
        }
    }
    let mut x = [0f64; FEATURES];
    for row in (0..FEATURES).rev() {
        let mut sum = b[row];
        for k in row + 1..FEATURES {
            sum -= a[row][k] * x[k];
        }
        x[row] = sum / a[row][row];
    }
    Some(x)
}

/// SPSA over game pairs between the two perturbed weight sets.
fn spsa(id: RulesetId, start: &Weights, iterations: u32, seed: u64, jobs: usize) -> Weights {
    let mut theta = start.linear_part();
    // Perturbation size per weight: 20% of its size (at least 0.05).
    let c: Vec<f32> = theta.iter().map(|t| (0.2 * t.abs()).max(0.05)).collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let chunk = 50;
    let mut k = 0;
    while k < iterations {
        // Each batch plays `chunk` perturbations in parallel, then applies them.
        let deltas: Vec<[f32; FEATURES]> = (0..chunk)
            .map(|_| {
                let mut d = [0f32; FEATURES];
                for x in &mut d {
                    *x = if rng.next_u32() & 1 == 0 { -1.0 } else { 1.0 };
                }
                d
            })
            .collect();
        let results: Vec<f32> = std::thread::scope(|scope| {
            let per = deltas.len().div_ceil(jobs.max(1));
            let handles: Vec<_> = deltas
                .chunks(per)
                .enumerate()
                .map(|(j, part)| {
                    let theta = theta;
                    let c = c.clone();
                    scope.spawn(move || {
                        part.iter()
                            .enumerate()
                            .map(|(i, d)| {
                                let mut plus = theta;
                                let mut minus = theta;
                                for f in 0..FEATURES {
                                    plus[f] += c[f] * d[f];
                                    minus[f] -= c[f] * d[f];
                                }
                                let a = Player::Custom {
                                    limits: Limits::depth(1),
                                    weights: Weights::linear(plus),
                                };
                                let b = Player::Custom {
                                    limits: Limits::depth(1),
                                    weights: Weights::linear(minus),
                                };
                                let game_seed =
                                    mix(seed, u64::from(k) * 1_000 + (j * per + i) as u64);
                                let s = duel(id, &a, &b, 2, game_seed, 1, &|_| {});
                                (s.a_score() as f32 - 0.5) * 2.0
                            })
                            .collect::<Vec<f32>>()
                    })
                })
                .collect();
            handles
                .into_iter()
                .flat_map(|h| h.join().unwrap_or_default())
                .collect()
        });
        for (d, r) in deltas.iter().zip(&results) {
            let progress = f64::from(k) / f64::from(iterations);
            let step = (0.06 * (1.0 - 0.8 * progress)) as f32;
            for f in 0..FEATURES {
                theta[f] += step * c[f] * d[f] * r;
            }
            for &i in &NON_NEGATIVE {
                theta[i] = theta[i].max(0.0);
            }
            k += 1;
        }
    }
    Weights::linear(theta)
}

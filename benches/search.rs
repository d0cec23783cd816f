//! Search benchmarks: nodes per second, time per move at each level, and the
//! depth (chance layers) reached within 200 ms, from reproducible mid-game
//! positions of every ruleset (random play for 40+ throws, then the first
//! decision with two or more moves), and rollouts with and without their
//! luck correction.
//!
//! `cargo bench --bench search` (criterion, modest measurement times). The
//! depth table is printed first; criterion's "thrpt" is nodes/s in the
//! `nodes` group, moves/s in the `move` group and playouts/s in the
//! `rollout` group.
//!
//! Then a CPU-time table: the depth-3 searches of the `nodes` group, timed by
//! the thread's own CPU time (`CLOCK_THREAD_CPUTIME_ID`), the median of five
//! passes, so that other work on a shared machine does not count (the
//! criterion figures are wall-clock time). `SENET_BENCH_ONCE=1` makes one
//! pass of those searches and exits, for instruction counts that do not
//! depend on the load: `valgrind --tool=callgrind target/release/deps/search-*
//! --bench`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use senet::ai::duel::{Decision, sample_decisions};
use senet::ai::{Level, Limits, Searcher, Weights, choose, rollout};
use senet::engine::RulesetId;

const POSITIONS: u32 = 12;

fn rulesets() -> impl Iterator<Item = RulesetId> {
    // race has no decisions to search (one piece a side).
    RulesetId::ALL
        .into_iter()
        .filter(|id| *id != RulesetId::Race)
}

fn positions(id: RulesetId) -> Vec<Decision> {
    sample_decisions(id, POSITIONS, 40, 2026)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(0.0)
}

/// The depth reached within 200 ms, searched with a hard deadline on one
/// core: the deepest iteration that finished.
fn depth_table() {
    println!(
        "depth within 200 ms (median over {POSITIONS} mid-game positions; endgame tables on):"
    );
    let mut searcher = Searcher::default();
    for id in rulesets() {
        let rules = id.ruleset();
        let w = Weights::tuned(id);
        let mut depths = Vec::new();
        let mut rates = Vec::new();
        for d in positions(id) {
            let limits = Limits {
                depth: 30,
                nodes: None,
                time: Some(Duration::from_millis(200)),
                endgame: true,
            };
            let r = searcher.search(
                rules,
                &w,
                d.state.side,
                &d.analysis,
                d.state.throws_left(rules),
                &limits,
            );
            depths.push(f64::from(r.depth));
            rates.push(r.nodes as f64 / r.elapsed.as_secs_f64().max(1e-9));
        }
        let min = depths.iter().copied().fold(f64::INFINITY, f64::min);
        println!(
            "  {id:<11} median depth {:.0} (min {min:.0}), {:.1} M nodes/s",
            median(depths),
            median(rates) / 1e6
        );
    }
}

/// The CPU time this thread has used.
#[cfg(unix)]
fn thread_cpu_time() -> Duration {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `now` is a valid, writable timespec, the only memory the call touches.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) };
    assert_eq!(status, 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID) failed");
    Duration::new(now.tv_sec as u64, now.tv_nsec as u32)
}

/// Elsewhere there is no thread clock here: wall-clock time since the first call.
#[cfg(not(unix))]
fn thread_cpu_time() -> Duration {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    START.get_or_init(std::time::Instant::now).elapsed()
}

/// The depth-3 searches of the `nodes` group by CPU time: nodes, and nodes
/// per CPU second (median of `passes` passes).
fn cpu_table(passes: usize) {
    println!("depth-3 searches by thread CPU time (median of {passes} passes):");
    let mut searcher = Searcher::default();
    for id in rulesets() {
        let rules = id.ruleset();
        let w = Weights::tuned(id);
        let ps = positions(id);
        let limits = Limits::depth(3);
        let mut rates = Vec::new();
        let mut nodes = 0;
        for _ in 0..passes {
            let start = thread_cpu_time();
            nodes = 0;
            for d in &ps {
                nodes += searcher
                    .search(rules, &w, d.state.side, &d.analysis, None, &limits)
                    .nodes;
            }
            let cpu = thread_cpu_time().saturating_sub(start);
            rates.push(nodes as f64 / cpu.as_secs_f64().max(1e-9));
        }
        println!(
            "  {id:<11} {nodes} nodes, {:.2} M nodes per CPU second",
            median(rates) / 1e6
        );
    }
}

fn nodes(c: &mut Criterion) {
    depth_table();
    cpu_table(5);
    let mut group = c.benchmark_group("nodes");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(3));
    let mut searcher = Searcher::default();
    for id in rulesets() {
        let rules = id.ruleset();
        let w = Weights::tuned(id);
        let ps = positions(id);
        let limits = Limits::depth(3);
        let total: u64 = ps
            .iter()
            .map(|d| {
                searcher
                    .search(rules, &w, d.state.side, &d.analysis, None, &limits)
                    .nodes
            })
            .sum();
        group.throughput(Throughput::Elements(total));
        group.bench_function(format!("{id}/depth-3"), |b| {
            b.iter(|| {
                for d in &ps {
                    black_box(searcher.search(rules, &w, d.state.side, &d.analysis, None, &limits));
                }
            });
        });
    }
    group.finish();
}

fn moves(c: &mut Criterion) {
    let mut group = c.benchmark_group("move");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(3));
    for id in rulesets() {
        let rules = id.ruleset();
        let ps = positions(id);
        for level in [
            Level::Search(1),
            Level::Search(2),
            Level::Search(3),
            Level::Search(4),
        ] {
            let few: Vec<&Decision> = ps
                .iter()
                .take(if level == Level::BEST { 6 } else { ps.len() })
                .collect();
            group.throughput(Throughput::Elements(few.len() as u64));
            group.bench_function(format!("{id}/level-{level}"), |b| {
                let mut rng = ChaCha8Rng::seed_from_u64(1);
                b.iter(|| {
                    for d in &few {
                        black_box(choose(
                            rules,
                            &d.state,
                            d.throw,
                            &d.analysis,
                            level,
                            &mut rng,
                        ));
                    }
                });
            });
        }
    }
    group.finish();
}

/// Rollouts of one decision (the first sampled position of each ruleset,
/// every option, 16 playouts each, one thread), with and without the luck of
/// the throws taken off (`rollout::Settings::reduce`): the correction's cost.
fn rollouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("rollout");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(4));
    for id in rulesets() {
        let rules = id.ruleset();
        let Some(d) = positions(id).into_iter().next() else {
            continue;
        };
        let moves: Vec<_> = d.analysis.moves().copied().collect();
        for reduce in [false, true] {
            let settings = rollout::Settings {
                reduce,
                ..rollout::Settings::new(16)
            };
            let name = if reduce { "reduced" } else { "plain" };
            group.throughput(Throughput::Elements(16 * moves.len() as u64));
            group.bench_function(format!("{id}/{name}"), |b| {
                b.iter(|| {
                    black_box(rollout::rollout(
                        rules,
                        &d.state,
                        &moves,
                        &settings,
                        &|_, _| {},
                    ))
                });
            });
        }
    }
    group.finish();
}

criterion_group!(benches, nodes, moves, rollouts);

fn main() {
    if std::env::var_os("SENET_BENCH_ONCE").is_some() {
        cpu_table(1);
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}

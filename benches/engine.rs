//! Engine benchmarks: legal-move generation per position, and complete random
//! games per second, for every ruleset.
//!
//! `cargo bench --bench engine` (add a filter such as `kendall` to run fewer).
//!
//! - `analyze/<ruleset>`: [`analyze`] over a fixed set of [`POSITIONS`]
//!   positions (board, side to move, throw) reached in seeded random games.
//!   One iteration analyses the whole set, so criterion's time per iteration in
//!   µs is the time per position in ns, and its `thrpt` is positions per second.
//! - `random_game/<ruleset>`: one complete game by [`play_random_game`] per
//!   iteration (throws from the seeded generator included), a new seed each
//!   time; `thrpt` is games per second.
//! - `distinct/analyze/<ruleset>` and `distinct/search_moves/<ruleset>`:
//!   [`analyze`] and the search's plain generator [`search_moves`] over
//!   [`DISTINCT`] *distinct* positions (board, side to move, throw): every
//!   position met in seeded random games (seeds 0, 1, 2, ...; both choices and
//!   throws random), each with all five throws, kept the first time it is met,
//!   in the order met (`race` has only 6,215 distinct positions, and all
//!   of them are used). No position repeats within an iteration, so the
//!   branch predictor cannot learn the set. One iteration runs the whole set:
//!   time per position in ns = 1,000 / `thrpt` in Melem/s.
//!
//! `SENET_BENCH_ONCE=analyze` (or `search_moves`, or `none`) builds the
//! distinct positions, runs that generator once over each ruleset's set and
//! exits, without criterion: for instruction counts that do not depend on
//! the machine's load, e.g. `valgrind --tool=callgrind
//! --toggle-collect='engine::once_*' target/release/deps/engine-* --bench`.
//!
//! Measurement is kept short (20 samples, 3 s each) so that the whole run stays
//! around two minutes on a small machine.
//!
//! Time is the benchmark thread's own CPU time (`CLOCK_THREAD_CPUTIME_ID`), so
//! that other work on a shared machine, which takes the core away from the
//! benchmark now and then, does not count as engine time. (It still competes
//! for caches.) `SENET_BENCH_CLOCK=wall` measures wall-clock time instead, as
//! criterion usually does; on an idle machine the two agree.

use std::collections::HashSet;
use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, Throughput};
use senet::engine::{
    Board, Game, Pending, RulesetId, Side, ThrowOutcome, ThrowValue, Thrower, analyze,
    play_random_game, search_moves, uniform_below,
};

/// Positions per ruleset in the move-generation benchmark.
const POSITIONS: usize = 1_000;

/// Keep every `STRIDE`-th position met, so the set spreads over more games.
const STRIDE: usize = 3;

/// Distinct positions per ruleset in the `distinct` benchmarks.
const DISTINCT: usize = 200_000;

/// The clock the benchmarks read.
#[derive(Copy, Clone, Debug)]
enum Clock {
    /// The benchmark thread's CPU time (the default).
    ThreadCpu,
    /// Wall-clock time (`SENET_BENCH_CLOCK=wall`).
    Wall,
}

impl Clock {
    fn from_env() -> Clock {
        match std::env::var("SENET_BENCH_CLOCK").as_deref() {
            Ok("wall") => Clock::Wall,
            Ok("cpu") | Err(_) => Clock::ThreadCpu,
            Ok(other) => panic!("SENET_BENCH_CLOCK is 'cpu' or 'wall', not {other:?}"),
        }
    }

    /// Runs `routine` `iters` times and says how long that took.
    fn time<F: FnMut()>(self, iters: u64, mut routine: F) -> Duration {
        match self {
            Clock::Wall => {
                let start = Instant::now();
                for _ in 0..iters {
                    routine();
                }
                start.elapsed()
            }
            Clock::ThreadCpu => {
                let start = thread_cpu_time();
                for _ in 0..iters {
                    routine();
                }
                thread_cpu_time().saturating_sub(start)
            }
        }
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

/// Elsewhere there is no thread clock here: the time since the first call.
#[cfg(not(unix))]
fn thread_cpu_time() -> Duration {
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    START.get_or_init(Instant::now).elapsed()
}

/// A position to analyse (the board and the side to move, checked) and its throw.
#[derive(Copy, Clone)]
struct Position {
    at: senet::engine::Position,
    throw: ThrowValue,
}

/// `POSITIONS` positions where `rules` calls the move generator, taken from
/// random games with seeds 0, 1, 2, ... (skiryuk's house throws are skipped:
/// they do not go through [`analyze`]).
fn reachable_positions(rules: RulesetId) -> Vec<Position> {
    let mut positions = Vec::with_capacity(POSITIONS);
    let mut met = 0usize;
    for seed in 0.. {
        let mut game = Game::new(rules);
        let mut thrower = Thrower::new(rules.ruleset().throw_model, seed);
        while let Pending::Throw { house, .. } = game.pending() {
            let throw = thrower.throw().value;
            if house.is_none() {
                if met % STRIDE == 0 {
                    positions.push(Position {
                        at: game.position(),
                        throw,
                    });
                    if positions.len() == POSITIONS {
                        return positions;
                    }
                }
                met += 1;
            }
            if let ThrowOutcome::Choose(analysis) = game.throw(throw).expect("a valid throw") {
                let n = uniform_below(thrower.rng(), analysis.move_count() as u32);
                game.play_nth(n as usize).expect("a legal move");
            }
        }
    }
    unreachable!("the seeds ran out")
}

fn bench_analyze(c: &mut Criterion, clock: Clock) {
    let mut group = c.benchmark_group("analyze");
    for id in RulesetId::ALL {
        let positions = reachable_positions(id);
        group.throughput(Throughput::Elements(positions.len() as u64));
        group.bench_with_input(
            BenchmarkId::from_parameter(id.name()),
            &positions,
            |b, positions| {
                b.iter_custom(|iters| {
                    clock.time(iters, || {
                        let mut total = 0usize;
                        for p in positions {
                            let analysis = analyze(black_box(&p.at), p.throw);
                            total += analysis.move_count();
                            black_box(&analysis);
                        }
                        black_box(total);
                    })
                });
            },
        );
    }
    group.finish();
}

/// Up to `DISTINCT` distinct positions (board, side, throw) where `rules`
/// calls the move generator, from random games with seeds 0, 1, 2, ...: each
/// board met before a throw (not a skiryuk house throw) with all five throws,
/// the first time it is met, in the order met. Stops early when a thousand
/// games in a row bring nothing new (only `race` runs out).
fn distinct_positions(rules: RulesetId) -> Vec<Position> {
    let mut positions = Vec::with_capacity(DISTINCT);
    let mut seen: HashSet<(Board, Side)> = HashSet::with_capacity(DISTINCT / 4);
    let mut idle_games = 0;
    for seed in 0.. {
        let mut game = Game::new(rules);
        let mut thrower = Thrower::new(rules.ruleset().throw_model, seed);
        let before = positions.len();
        while let Pending::Throw { side, house } = game.pending() {
            if house.is_none() && seen.insert((*game.board(), side)) {
                for throw in ThrowValue::ALL {
                    positions.push(Position {
                        at: game.position(),
                        throw,
                    });
                }
                if positions.len() >= DISTINCT {
                    positions.truncate(DISTINCT);
                    return positions;
                }
            }
            let throw = thrower.throw().value;
            if let ThrowOutcome::Choose(analysis) = game.throw(throw).expect("a valid throw") {
                let n = uniform_below(thrower.rng(), analysis.move_count() as u32);
                game.play_nth(n as usize).expect("a legal move");
            }
        }
        idle_games = if positions.len() == before {
            idle_games + 1
        } else {
            0
        };
        if idle_games == 1_000 {
            break;
        }
    }
    positions
}

/// [`analyze`] once over `positions` (which carry their ruleset); the
/// number of moves found.
#[inline(never)]
fn once_analyze(_rules: &senet::engine::Ruleset, positions: &[Position]) -> usize {
    let mut total = 0usize;
    for p in positions {
        let analysis = analyze(black_box(&p.at), p.throw);
        total += analysis.move_count();
        black_box(&analysis);
    }
    total
}

/// [`search_moves`] once over `positions`; the number of moves found.
#[inline(never)]
fn once_search_moves(rules: &senet::engine::Ruleset, positions: &[Position]) -> usize {
    let mut total = 0usize;
    for p in positions {
        let moves = search_moves(
            rules,
            black_box(p.at.board()),
            p.at.to_move(),
            p.throw.get(),
        );
        total += moves.len();
        black_box(&moves);
    }
    total
}

/// The generators on distinct positions, each ruleset's set built once.
fn bench_distinct(c: &mut Criterion, clock: Clock, sets: &[(RulesetId, Vec<Position>)]) {
    type Generator = fn(&senet::engine::Ruleset, &[Position]) -> usize;
    let generators: [(&str, Generator); 2] = [
        ("analyze", once_analyze),
        ("search_moves", once_search_moves),
    ];
    for (name, generator) in generators {
        let mut group = c.benchmark_group(format!("distinct/{name}"));
        for (id, positions) in sets {
            let rules = id.ruleset();
            group.throughput(Throughput::Elements(positions.len() as u64));
            group.bench_with_input(
                BenchmarkId::from_parameter(id.name()),
                positions,
                |b, positions| {
                    b.iter_custom(|iters| {
                        clock.time(iters, || {
                            black_box(generator(rules, positions));
                        })
                    });
                },
            );
        }
        group.finish();
    }
}

/// `SENET_BENCH_ONCE`: one pass of one generator over every ruleset's
/// distinct positions, for instruction counts (see the module docs).
fn run_once(which: &str) {
    for id in RulesetId::ALL {
        let rules = id.ruleset();
        let positions = distinct_positions(id);
        let total = match which {
            "analyze" => once_analyze(rules, &positions),
            "search_moves" => once_search_moves(rules, &positions),
            "none" => 0,
            other => panic!("SENET_BENCH_ONCE is analyze, search_moves or none, not {other:?}"),
        };
        println!("{id}: {} positions, {total} moves", positions.len());
    }
}

fn bench_random_games(c: &mut Criterion, clock: Clock) {
    let mut group = c.benchmark_group("random_game");
    group.throughput(Throughput::Elements(1));
    for id in RulesetId::ALL {
        let mut seed = 0u64;
        group.bench_function(BenchmarkId::from_parameter(id.name()), |b| {
            b.iter_custom(|iters| {
                clock.time(iters, || {
                    seed = seed.wrapping_add(1);
                    black_box(play_random_game(black_box(id), black_box(seed)));
                })
            });
        });
    }
    group.finish();
}

fn main() {
    let mut c = Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .configure_from_args();
    if let Ok(which) = std::env::var("SENET_BENCH_ONCE") {
        run_once(&which);
        return;
    }
    let clock = Clock::from_env();
    bench_analyze(&mut c, clock);
    bench_random_games(&mut c, clock);
    let sets: Vec<(RulesetId, Vec<Position>)> = RulesetId::ALL
        .into_iter()
        .map(|id| (id, distinct_positions(id)))
        .collect();
    bench_distinct(&mut c, clock, &sets);
    c.final_summary();
}

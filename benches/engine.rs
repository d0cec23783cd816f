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
//!
//! Measurement is kept short (20 samples, 3 s each) so that the whole run stays
//! around two minutes on a small machine.
//!
//! Time is the benchmark thread's own CPU time (`CLOCK_THREAD_CPUTIME_ID`), so
//! that other work on a shared machine, which takes the core away from the
//! benchmark now and then, does not count as engine time. (It still competes
//! for caches.) `SENET_BENCH_CLOCK=wall` measures wall-clock time instead, as
//! criterion usually does; on an idle machine the two agree.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, Throughput};
use senet::engine::{
    Board, Game, Pending, RulesetId, Side, ThrowOutcome, Thrower, analyze, play_random_game,
    uniform_below,
};

/// Positions per ruleset in the move-generation benchmark.
const POSITIONS: usize = 1_000;

/// Keep every `STRIDE`-th position met, so the set spreads over more games.
const STRIDE: usize = 3;

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

/// A position to analyse: the board, the side to move and its throw.
#[derive(Copy, Clone)]
struct Position {
    board: Board,
    side: Side,
    throw: u8,
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
        while let Pending::Throw { side, house } = game.pending() {
            let throw = thrower.throw().value;
            if house.is_none() {
                if met % STRIDE == 0 {
                    positions.push(Position {
                        board: *game.board(),
                        side,
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
        let rules = id.ruleset();
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
                            let analysis = analyze(rules, black_box(&p.board), p.side, p.throw);
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
    let clock = Clock::from_env();
    bench_analyze(&mut c, clock);
    bench_random_games(&mut c, clock);
    c.final_summary();
}

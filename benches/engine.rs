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
//! around a minute on a small machine.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput};
use senet::engine::{
    Board, Game, Pending, RulesetId, Side, ThrowOutcome, Thrower, analyze, play_random_game,
    uniform_below,
};

/// Positions per ruleset in the move-generation benchmark.
const POSITIONS: usize = 1_000;

/// Keep every `STRIDE`-th position met, so the set spreads over more games.
const STRIDE: usize = 3;

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

fn bench_analyze(c: &mut Criterion) {
    let mut group = c.benchmark_group("analyze");
    for id in RulesetId::ALL {
        let rules = id.ruleset();
        let positions = reachable_positions(id);
        group.throughput(Throughput::Elements(positions.len() as u64));
        group.bench_with_input(
            BenchmarkId::from_parameter(id.name()),
            &positions,
            |b, positions| {
                b.iter(|| {
                    let mut total = 0usize;
                    for p in positions {
                        let analysis = analyze(rules, black_box(&p.board), p.side, p.throw);
                        total += analysis.move_count();
                        black_box(&analysis);
                    }
                    total
                });
            },
        );
    }
    group.finish();
}

fn bench_random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_game");
    group.throughput(Throughput::Elements(1));
    for id in RulesetId::ALL {
        let mut seed = 0u64;
        group.bench_function(BenchmarkId::from_parameter(id.name()), |b| {
            b.iter(|| {
                seed = seed.wrapping_add(1);
                play_random_game(black_box(id), black_box(seed))
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
    bench_analyze(&mut c);
    bench_random_games(&mut c);
    c.final_summary();
}

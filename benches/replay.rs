//! Replays: loading (parsing) and verifying a 10,000-entry replay, stepping
//! through all its frames, rendering one frame as `senet replay show` does,
//! and the recorder's per-entry cost (rewriting a 600-entry file atomically).
//!
//! Run with `cargo bench --bench replay`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use rand::RngExt;
use senet::engine::{
    Board, Direction, Game, Pending, RulesetId, Setup, Side, Square, ThrowOutcome, Thrower,
};
use senet::i18n::{Lang, Localizer};
use senet::replay::{Action, Entry, Players, Replay, read, to_yaml, verify};

/// A legal skiryuk replay of exactly `length` entries, recorded unfinished.
///
/// Real games end within a few hundred throws (arcade stops at 600), so this
/// one starts from a position (`start:` in the file) where the game cannot
/// end: the spindles rest on 28 and 29, where every throw lets one of them
/// "stay" (28 leaves only with a 3, 29 only with a 2), and their run on 20-21
/// can be neither passed nor knocked out, so the cones shuffle forever below
/// it, forward and, when stuck, backward. Every entry still costs a full move
/// generation, as in any game.
fn long_game(length: usize) -> Replay {
    let mut start = Board::empty();
    for square in [20, 21, 28, 29] {
        start.put(Side::X, Square::new(square).expect("a square"));
    }
    for square in [1, 3, 5, 7, 9] {
        start.put(Side::O, Square::new(square).expect("a square"));
    }
    let rules = RulesetId::Skiryuk.ruleset();
    let position = rules
        .check(Setup::new(start, Side::X))
        .expect("a skiryuk position");
    let mut game = Game::from_position(position);
    let mut thrower = Thrower::new(rules.throw_model, 2026);
    let mut turns = Vec::with_capacity(length);
    while turns.len() < length {
        let Pending::Throw { side, house } = game.pending() else {
            unreachable!("this game never ends");
        };
        let value = thrower.throw().value;
        let action = match game.throw(value).expect("a throw") {
            ThrowOutcome::Forced(m) => Action::House {
                square: house.unwrap_or(m.from).number(),
            },
            ThrowOutcome::Pass(_) => Action::Pass,
            ThrowOutcome::Choose(analysis) => {
                let stays = analysis
                    .moves()
                    .position(|m| m.direction == Direction::House && m.to == m.from);
                let n = match (side, stays) {
                    (Side::X, Some(n)) => n,
                    _ => thrower.rng().random_range(0..analysis.move_count()),
                };
                let from = game.play_nth(n).expect("legal").from.number();
                Action::Move { from }
            }
        };
        turns.push(Entry::new(value.get(), action));
    }
    Replay {
        start: Some(start),
        turns,
        date: Some("2026-02-01T08:00:00Z".into()),
        ..Replay::new(
            RulesetId::Skiryuk,
            Players {
                x: "Stay-at-home spindles".into(),
                o: "Shuffling cones".into(),
            },
        )
    }
}

fn bench_replay(c: &mut Criterion) {
    let replay = long_game(10_000);
    let text = to_yaml(&replay);
    let verified = verify::verify(replay.clone()).expect("a legal game");
    assert_eq!(verified.frames.len(), 10_000);
    let l = Localizer::new(Lang::En);

    let mut group = c.benchmark_group("replay_10k");
    group.sample_size(20);
    group.bench_function("parse", |b| {
        b.iter(|| read::parse(black_box(&text)).expect("parses"))
    });
    group.bench_function("verify", |b| {
        b.iter(|| verify::verify(black_box(replay.clone())).expect("legal"))
    });
    group.bench_function("parse_verify_step_all_frames", |b| {
        b.iter(|| {
            let read = read::parse(black_box(&text)).expect("parses");
            let v = verify::verify(read).expect("legal");
            let mut seen = 0usize;
            for frame in &v.frames {
                seen += frame.analysis.map_or(1, |a| a.move_count());
                seen += frame.board_after.count(Side::X) as usize;
            }
            seen
        })
    });
    group.bench_function("to_yaml", |b| b.iter(|| to_yaml(black_box(&replay))));
    group.finish();

    c.bench_function("replay_show_one_frame", |b| {
        b.iter(|| senet::text::replay::frame_view(&l, black_box(&verified), 5_000))
    });

    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("game.yaml");
    let six_hundred = Replay {
        turns: replay.turns[..600].to_vec(),
        ..replay.clone()
    };
    c.bench_function("recorder_rewrite_600_entries", |b| {
        b.iter(|| {
            senet::store::write_atomically(&path, to_yaml(black_box(&six_hundred)).as_bytes())
                .expect("write")
        })
    });
}

criterion_group!(benches, bench_replay);
criterion_main!(benches);

//! Measures the exact endgame tables with a cache folder: how long a cached
//! table takes to load, and what the three-piece tables do for `replay
//! analyze` (level 3, as the command rates) of the sample replays: time,
//! decisions, decisions whose options reach a three-piece ending, and how
//! many positions the three-piece tables answered inside the searches.
//!
//! `cargo run --release -p senet-lab --bin endings_report -- DATA_DIR [REPLAY...]`
//! (build the tables first: `senet --data-dir DATA_DIR endings build`).

use std::path::PathBuf;
use std::time::Instant;

use senet::ai::Level;
use senet::ai::endgame;
use senet::endings_cache;
use senet::engine::{RulesetId, Side};
use senet::replay::{read, verify};

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(dir) = args.next().map(PathBuf::from) else {
        eprintln!("usage: endings_report DATA_DIR [REPLAY...]");
        std::process::exit(2);
    };
    let replays: Vec<PathBuf> = args.map(PathBuf::from).collect();
    println!("load times (read, checksum, decode):");
    for id in endings_cache::rulesets() {
        for pieces in endings_cache::sizes(id) {
            let start = Instant::now();
            match endings_cache::load(&dir, id, pieces) {
                Ok(Some(t)) => {
                    let ms = start.elapsed().as_secs_f64() * 1e3;
                    let finite: Vec<u16> = t
                        .horizons()
                        .iter()
                        .copied()
                        .filter(|&h| h > 0 && h < u16::MAX)
                        .collect();
                    println!(
                        "  {id} {pieces}: {ms:.1} ms ({} values, {} sweeps at most); draw horizons {:?}..{:?}, {} never",
                        t.len(),
                        t.sweeps(),
                        finite.iter().min(),
                        finite.iter().max(),
                        t.horizons().iter().filter(|&&h| h == u16::MAX).count()
                    );
                }
                Ok(None) => println!("  {id} {pieces}: not cached"),
                Err(p) => println!("  {id} {pieces}: {p:?}"),
            }
        }
    }
    endings_cache::register(dir, Box::new(|n| eprintln!("{n:?}")));
    let Some(limits) = Level::Search(3).limits() else {
        return;
    };
    for path in replays {
        let Ok(text) = std::fs::read_to_string(&path) else {
            eprintln!("cannot read {}", path.display());
            continue;
        };
        let Ok(replay) = read::parse(&text) else {
            eprintln!("cannot parse {}", path.display());
            continue;
        };
        let Ok(verified) = verify::verify(replay) else {
            eprintln!("does not verify: {}", path.display());
            continue;
        };
        let id: RulesetId = verified.replay.rules;
        let hits_before = endgame::large_hits();
        let start = Instant::now();
        let rated = senet::replay::rating::analyze(&verified, &limits, |_, _| {});
        let elapsed = start.elapsed();
        let three = verified
            .frames
            .iter()
            .filter(|f| {
                let (x, o) = (f.board.count(Side::X), f.board.count(Side::O));
                x.max(o) == 3 && x.min(o) >= 1
            })
            .count();
        println!(
            "{}: {id}, {} decisions rated in {:.3} s; {} entries at three pieces on a side; \
             {} positions answered by a three-piece table (installed: {})",
            path.display(),
            rated.len(),
            elapsed.as_secs_f64(),
            three,
            endgame::large_hits() - hits_before,
            endgame::large_installed(id),
        );
    }
}

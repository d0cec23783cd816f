//! A duel between two evaluations before either is embedded in the program:
//! the weights of one ruleset from two weights files (the format of
//! `crates/ai/src/weights.txt`; `tuned` or `legacy` for the program's own,
//! `model` for the program's without its endings network, `nets:FILE` for the
//! program's model with the endings network of FILE), at one level, sides
//! alternating on the same throws as `senet duel` plays them.
//!
//! ```text
//! cargo run --release -p senet-lab --bin duel_weights -- --rules R --a FILE|tuned|model|nets:FILE|legacy
//!     --b FILE|tuned|model|nets:FILE|legacy [--level 2] [--games 400] [--seed 1] [--jobs 2]
//! ```
//!
//! It prints A's score with its 95% interval, the wins, draws and the mean
//! game length in throws (a longer mean would show an evaluation that
//! stalls), one line.

use senet_lab::{flags, weights_file};

use senet::ai::Level;
use senet::ai::duel::{Player, duel};
use senet::ai::eval::Weights;
use senet::engine::RulesetId;

struct Options {
    rules: RulesetId,
    a: String,
    b: String,
    level: u8,
    games: u32,
    seed: u64,
    jobs: usize,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        rules: RulesetId::Kendall,
        a: "tuned".into(),
        b: "tuned".into(),
        level: 2,
        games: 400,
        seed: 1,
        jobs: 2,
    };
    for (flag, value) in flags::pairs()? {
        let number = |v: &str| flags::number(&flag, v);
        match flag.as_str() {
            "--rules" => o.rules = flags::ruleset(&value)?,
            "--a" => o.a = value,
            "--b" => o.b = value,
            "--level" => o.level = number(&value)?.clamp(1, 4) as u8,
            "--games" => o.games = (number(&value)?.clamp(2, 1_000_000) as u32) & !1,
            "--seed" => o.seed = number(&value)?,
            "--jobs" => o.jobs = (number(&value)? as usize).clamp(1, 16),
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok(o)
}

fn weights(what: &str, id: RulesetId) -> Result<Weights, String> {
    weights_file::weights_named(what, id)
}

fn main() {
    let run = || -> Result<(), String> {
        let o = options()?;
        let level = Level::Search(o.level);
        let a = Player::Weighted {
            level,
            weights: weights(&o.a, o.rules)?,
        };
        let b = Player::Weighted {
            level,
            weights: weights(&o.b, o.rules)?,
        };
        let start = std::time::Instant::now();
        let stats = duel(o.rules, &a, &b, o.games, o.seed, o.jobs, &|n| {
            if n % 50 == 0 {
                eprintln!("{n}/{} games", o.games);
            }
        });
        let (lo, hi) = stats.a_interval();
        println!(
            "{} level {}: A {} vs B {}: {} games, A {:.1}% [{:.1}, {:.1}] ({}-{}-{} draws), \
             mean {:.1} throws, seed {}, {:.0}s",
            o.rules,
            o.level,
            o.a,
            o.b,
            stats.games,
            100.0 * stats.a_score(),
            100.0 * lo,
            100.0 * hi,
            stats.a_wins,
            stats.b_wins,
            stats.draws,
            stats.average_throws(),
            o.seed,
            start.elapsed().as_secs_f64()
        );
        Ok(())
    };
    if let Err(e) = run() {
        eprintln!("duel_weights: {e}");
        std::process::exit(2);
    }
}

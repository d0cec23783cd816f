//! What skiryuk's shipped part of the three-piece table ("three against at
//! most one", `crates/ai/src/endgame/part.rs`) brings: the program with it
//! (A) against the program without it (B, `Player::WithoutShippedPart`) at
//! one level, sides alternating, a pair of games on the same throws
//! counted as one independent result; then, with `--lengths N`, N games of
//! each against itself (every game on throws of its own, one thread), to
//! see that games still end: the mean, median, 99th percentile and longest
//! game in throws, the games that met the levels' patience
//! (`level::patience`) and the draws (a game stopped at the duel's cap).
//!
//! ```text
//! cargo run --release -p senet-lab --bin shipped_part_duel -- [--rules skiryuk] [--level 2]
//!     [--games 2000] [--lengths 400] [--seed 1] [--jobs 2]
//! ```

use senet_lab::flags;

use senet::ai::Level;
use senet::ai::duel::{GameResult, Player, duel, duel_game};
use senet::ai::endgame;
use senet::ai::level::patience;
use senet::engine::RulesetId;

struct Options {
    rules: RulesetId,
    level: u8,
    games: u32,
    lengths: u32,
    seed: u64,
    jobs: usize,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        rules: RulesetId::Skiryuk,
        level: 2,
        games: 2000,
        lengths: 0,
        seed: 1,
        jobs: 2,
    };
    for (flag, value) in flags::pairs()? {
        let number = |v: &str| flags::number(&flag, v);
        match flag.as_str() {
            "--rules" => o.rules = flags::ruleset(&value)?,
            "--level" => o.level = number(&value)?.clamp(1, 4) as u8,
            "--games" => o.games = (number(&value)?.clamp(0, 1_000_000) as u32) & !1,
            "--lengths" => o.lengths = number(&value)?.clamp(0, 1_000_000) as u32,
            "--seed" => o.seed = number(&value)?,
            "--jobs" => o.jobs = (number(&value)? as usize).clamp(1, 16),
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok(o)
}

fn progress(total: u32) -> impl Fn(u32) + Sync + use<> {
    move |n| {
        if n % 100 == 0 {
            eprintln!("{n}/{total} games");
        }
    }
}

fn lengths(o: &Options, player: &Player, name: &str) {
    let start = std::time::Instant::now();
    let games: Vec<GameResult> = (0..o.lengths)
        .map(|i| duel_game(o.rules, player, player, o.seed, i).1)
        .collect();
    let mut throws: Vec<u32> = games.iter().map(|g| g.throws).collect();
    throws.sort_unstable();
    let at = |q: f64| throws[((q * throws.len() as f64) as usize).min(throws.len() - 1)];
    println!(
        "{} level {} {name} against itself: {} games, mean {:.1} throws, median {}, 99th \
         percentile {}, longest {}, {} games over {} throws, {} draws, {:.0}s",
        o.rules,
        o.level,
        games.len(),
        f64::from(throws.iter().sum::<u32>()) / throws.len() as f64,
        at(0.5),
        at(0.99),
        throws.last().copied().unwrap_or(0),
        throws
            .iter()
            .filter(|&&t| t >= patience(o.rules.ruleset()))
            .count(),
        patience(o.rules.ruleset()),
        games.iter().filter(|g| g.winner.is_none()).count(),
        start.elapsed().as_secs_f64()
    );
}

fn main() {
    let run = || -> Result<(), String> {
        let o = options()?;
        if endgame::shipped_part(o.rules).is_none() {
            return Err(format!("{} has no shipped part", o.rules));
        }
        let level = Level::Search(o.level);
        let (a, b) = (Player::Level(level), Player::WithoutShippedPart(level));
        if o.games > 0 {
            let start = std::time::Instant::now();
            let hits = endgame::large_hits();
            let stats = duel(o.rules, &a, &b, o.games, o.seed, o.jobs, &progress(o.games));
            let (lo, hi) = stats.a_interval();
            println!(
                "{} level {}: with the part (A) vs without (B): {} games ({} independent), \
                 A {:.1}% [{:.1}, {:.1}] ({}-{}-{} draws), mean {:.1} throws, {} answers \
                 from the part with three pieces on a side, seed {}, {:.0}s",
                o.rules,
                o.level,
                stats.games,
                stats.units,
                100.0 * stats.a_score(),
                100.0 * lo,
                100.0 * hi,
                stats.a_wins,
                stats.b_wins,
                stats.draws,
                stats.average_throws(),
                endgame::large_hits() - hits,
                o.seed,
                start.elapsed().as_secs_f64()
            );
        }
        if o.lengths > 0 {
            lengths(&o, &a, "with the part");
            lengths(&o, &b, "without it");
        }
        Ok(())
    };
    if let Err(e) = run() {
        eprintln!("shipped_part_duel: {e}");
        std::process::exit(2);
    }
}

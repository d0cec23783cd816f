//! How long the play screen's tutor takes to weigh a choice: every option of
//! reproducible mid-game decisions of every ruleset (random play for 40+
//! throws, then the first decision with two or more moves, as in
//! `benches/search.rs`; and again after 120+ throws, nearer the end), each
//! option checked as if a person had chosen it.
//!
//! ```text
//! cargo run --release -p senet-lab --bin tutor_timing [-- POSITIONS]
//! ```
//!
//! Prints, per ruleset, the mean, median and slowest check, and how many
//! choices the tutor warns about. The first check of the process (which
//! allocates the search's table) is timed apart. Positions with at most two
//! pieces a side use the exact endgame tables; they are built before timing.

use std::time::{Duration, Instant};

use senet::ai::duel::sample_decisions;
use senet::engine::{Game, RulesetId, Setup};
use senet::play::tutor::{TutorSettings, check};

fn main() {
    let positions: u32 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(50);
    let settings = TutorSettings::default();
    let mut first = true;
    println!("ruleset     after  checks  mean      median    slowest   warned");
    for (id, after) in RulesetId::ALL
        .into_iter()
        .flat_map(|id| [(id, 40), (id, 120)])
    {
        if id == RulesetId::Race {
            continue; // one piece a side: never a choice
        }
        let build = Instant::now();
        let _ = senet::ai::endgame::table(id);
        let build = build.elapsed();
        let rules = id.ruleset();
        let mut times = Vec::new();
        let mut warned = 0;
        for d in sample_decisions(id, positions, after, 2026) {
            let setup = Setup::new(d.state.board, d.state.side)
                .with_throws_made(d.state.throws.saturating_sub(1));
            let Ok(position) = rules.check(setup) else {
                continue;
            };
            let mut game = Game::from_position(position);
            let Some(throw) = senet::engine::ThrowValue::new(d.throw) else {
                continue;
            };
            if game.throw(throw).is_err() {
                continue;
            }
            for m in d.analysis.moves() {
                let t = Instant::now();
                let w = check(&game, m.from, &settings);
                let elapsed = t.elapsed();
                if first {
                    println!("(first check of the process: {elapsed:.2?})");
                    first = false;
                    continue;
                }
                warned += usize::from(w.is_some());
                times.push(elapsed);
            }
        }
        times.sort();
        let mean = times.iter().sum::<Duration>() / u32::try_from(times.len().max(1)).unwrap_or(1);
        let median = times.get(times.len() / 2).copied().unwrap_or_default();
        let slowest = times.last().copied().unwrap_or_default();
        println!(
            "{:<11} {after:>5}  {:>6}  {:<9} {:<9} {:<9} {} (endgame table: {build:.2?})",
            id.name(),
            times.len(),
            format!("{mean:.2?}"),
            format!("{median:.2?}"),
            format!("{slowest:.2?}"),
            warned
        );
    }
}

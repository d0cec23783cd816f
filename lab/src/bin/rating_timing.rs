//! How long the replay viewer's rating of a replay takes, and what it
//! measures: the search's pass over every entry, then the decisions it is
//! unsure of played out within the viewer's time budget
//! (`senet::replay::rating::viewer_measure`), as `a` in the viewer does.
//!
//! ```text
//! cargo run --release -p senet-lab --bin rating_timing [-- FILE [RUNS]]
//! ```
//!
//! `FILE` defaults to `replays/kendall-sample.yaml`, `RUNS` to 3. The exact
//! tables are built (or loaded) before timing. Prints, per run, the search
//! pass alone and the whole rating, the decisions rated, those the search was
//! unsure of, those measured (with how many were cut short by the budget) and
//! those left as estimates.

use std::time::Instant;

use senet::replay::rating::{analyze, analyze_measured, viewer_measure};

fn main() {
    let mut args = std::env::args().skip(1);
    let file = args
        .next()
        .unwrap_or_else(|| "replays/kendall-sample.yaml".to_string());
    let runs: u32 = args.next().and_then(|a| a.parse().ok()).unwrap_or(3);
    let text = match std::fs::read_to_string(&file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("rating_timing: {file}: {e}");
            std::process::exit(2);
        }
    };
    let Ok(replay) = senet::replay::read::parse(&text) else {
        eprintln!("rating_timing: {file}: not a replay");
        std::process::exit(2);
    };
    let Ok(verified) = senet::replay::verify::verify(replay) else {
        eprintln!("rating_timing: {file}: not a valid replay");
        std::process::exit(2);
    };
    let id = verified.replay.rules;
    let _ = senet::ai::endgame::table(id);
    let Some(limits) = senet::ai::Level::Search(senet::ai::analysis::DEFAULT_LEVEL).limits() else {
        std::process::exit(2);
    };
    let measure = viewer_measure();
    println!(
        "{file} ({id}): the viewer's rating, {} threads for the playouts",
        measure.settings.jobs
    );
    println!(
        "run  search pass  whole rating  decisions  unsure  measured  cut short  left as estimates"
    );
    for run in 1..=runs {
        let start = Instant::now();
        let plain = analyze(&verified, &limits, |_, _| {});
        let search = start.elapsed();
        let unsure = plain.iter().filter(|r| r.unsure()).count();
        let start = Instant::now();
        let rated = analyze_measured(&verified, &limits, Some(&measure), |_, _| {});
        let whole = start.elapsed();
        let measured = rated.iter().filter(|r| r.playouts.is_some()).count();
        let short = rated
            .iter()
            .filter(|r| r.playouts.is_some_and(|(_, capped)| capped))
            .count();
        let left = rated.iter().filter(|r| r.unsure()).count();
        println!(
            "{run:<4} {:>8.0} ms  {:>9.0} ms  {:>9}  {unsure:>6}  {measured:>8}  {short:>9}  {left:>17}",
            search.as_secs_f64() * 1000.0,
            whole.as_secs_f64() * 1000.0,
            rated.len(),
        );
    }
}

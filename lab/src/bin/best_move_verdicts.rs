//! Plays out every shipped best-move question that the exact tables do not
//! decide (`senet lesson check --thorough` does the same) and prints the
//! two tables of kept verdicts for `src/lesson/verdicts.rs`: `KEPT` (the
//! playouts' verdicts, one row for the best option against each other
//! option) and `KEPT_EXACT` (the small endings, solved again
//! with the tables), each row under a comment naming its lesson; on stderr
//! each question's margin, interval and any refusal, and the time taken.
//!
//! `cargo run --release -p senet-lab --bin best_move_verdicts [-- PATH-PART]` (only the
//! lesson files whose path contains PATH-PART)

use std::time::Instant;

use senet::i18n::{Lang, Localizer};
use senet::lesson::shipped;
use senet::lesson::solve::{Verdict, fingerprint};
use senet::text::lesson_check::check_with;

fn main() {
    let l = Localizer::new(Lang::En);
    let start = Instant::now();
    let mut rows = Vec::new();
    let mut exact_rows = Vec::new();
    // An optional argument keeps only the lesson files whose path contains it
    // (e.g. `skiryuk-14-12`), to renew one ruleset's rows after its weights moved.
    let only = std::env::args().nth(1);
    for files in shipped() {
        if !files.yaml.contains("best-move") {
            continue;
        }
        if only.as_deref().is_some_and(|o| !files.path.contains(o)) {
            continue;
        }
        let t = Instant::now();
        let how = senet::lesson::solve::Verification {
            thorough: true,
            ..Default::default()
        };
        match check_with(&files, &l, how) {
            Ok(checked) => {
                for r in &checked.best_moves {
                    match r.verdict {
                        Verdict::Exact { difference } => {
                            eprintln!(
                                "{}:{}: {} over {}: exact, {:.1} points",
                                files.path,
                                r.line,
                                r.best,
                                r.second,
                                difference * 100.0
                            );
                            let k = &r.key;
                            exact_rows.push(format!(
                                "    // {}:{}\n    Kept {{\n        rules: {:?},\n        board: {:?},\n        to_move: {:?},\n        throw: {},\n        throws_made: {},\n        best: {},\n        second: {},\n        fingerprint: EXACT,\n        mean: {:.6},\n        low: {:.6},\n        high: {:.6},\n    }},",
                                files.path,
                                r.line,
                                k.rules,
                                k.board,
                                k.to_move,
                                k.throw,
                                k.throws_made,
                                k.best,
                                k.second,
                                difference,
                                difference,
                                difference
                            ));
                        }
                        Verdict::Playouts {
                            difference,
                            playouts,
                            ..
                        } => {
                            eprintln!(
                                "{}:{}: {} over {} (the closest of {} others): search {:.1} points; {playouts} playouts: {:.1} (95%: {:.1} to {:.1})",
                                files.path,
                                r.line,
                                r.best,
                                r.second,
                                r.against.len(),
                                r.margin * 100.0,
                                difference.mean * 100.0,
                                difference.low * 100.0,
                                difference.high * 100.0
                            );
                            let k = &r.key;
                            let id: senet::engine::RulesetId =
                                k.rules.parse().unwrap_or(senet::engine::RulesetId::Kendall);
                            // One row for each other option: the best against it.
                            for (other, d) in &r.against {
                                eprintln!(
                                    "    against {other}: {:.1} (95%: {:.1} to {:.1})",
                                    d.mean * 100.0,
                                    d.low * 100.0,
                                    d.high * 100.0
                                );
                                rows.push(format!(
                                    "    // {}:{}\n    Kept {{\n        rules: {:?},\n        board: {:?},\n        to_move: {:?},\n        throw: {},\n        throws_made: {},\n        best: {},\n        second: {},\n        fingerprint: 0x{:016x},\n        mean: {:.6},\n        low: {:.6},\n        high: {:.6},\n    }},",
                                    files.path,
                                    r.line,
                                    k.rules,
                                    k.board,
                                    k.to_move,
                                    k.throw,
                                    k.throws_made,
                                    k.best,
                                    other.number(),
                                    fingerprint(id),
                                    d.mean,
                                    d.low,
                                    d.high
                                ));
                            }
                        }
                    }
                }
            }
            Err(problems) => {
                for p in problems {
                    eprintln!("{p}");
                }
            }
        }
        eprintln!("  ({}: {:.1} s)", files.path, t.elapsed().as_secs_f64());
    }
    println!("pub const KEPT: &[Kept] = &[\n{}\n];", rows.join("\n"));
    println!();
    println!(
        "pub const KEPT_EXACT: &[Kept] = &[\n{}\n];",
        exact_rows.join("\n")
    );
    eprintln!("total {:.1} s", start.elapsed().as_secs_f64());
}

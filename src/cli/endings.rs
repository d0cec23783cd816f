//! `senet endings`: solve the exact endgame tables and keep them in the data
//! folder (`build`), or list what is kept (`status`).

use std::io::IsTerminal;
use std::time::Instant;

use clap::Subcommand;

use super::progress_bar::ProgressBar;
use crate::args;
use crate::cli::parse;
use crate::cli::{Cli, CliError};
use crate::endings_cache::{self, Problem, Status};
use crate::engine::RulesetId;
use crate::i18n::{Lang, Localizer};
use crate::text::errors::shown;

/// `senet endings ...`.
#[derive(Debug, Subcommand)]
pub enum EndingsCommand {
    /// Solve the exact endgame tables and save them in the data folder.
    Build {
        /// Only this ruleset (default: all).
        #[arg(long, value_name = "RULES")]
        rules: Option<String>,
        /// Only the tables of this many pieces a side: 2 or 3.
        #[arg(long, value_name = "2|3", allow_hyphen_values = true)]
        pieces: Option<String>,
        /// Solve again tables already saved.
        #[arg(long)]
        force: bool,
    },
    /// List the endgame tables saved in the data folder.
    Status,
}

/// Runs `senet endings ...`.
///
/// # Errors
/// A bad value or no data folder (exit 2).
pub fn run(c: &EndingsCommand, cli: &Cli, l: &Localizer) -> Result<String, CliError> {
    let Some(dir) = crate::store::data_dir(cli.data_dir.as_deref()) else {
        return Err(CliError::bad_input(l.text("error-endings-no-data-dir")));
    };
    match c {
        EndingsCommand::Status => {
            let mut lines = vec![l.text_with(
                "endings-folder",
                args![("path", endings_cache::folder(&dir).display().to_string())],
            )];
            let statuses = endings_cache::status(&dir);
            for (at, &(id, pieces, ref status)) in statuses.iter().enumerate() {
                let table = table_name(l, id, pieces);
                lines.push(match status {
                    Status::Missing => {
                        l.text_with("endings-status-missing", args![("table", table)])
                    }
                    Status::Cached(bytes) => l.text_with(
                        "endings-status-cached",
                        args![("table", table), ("size", size(l, *bytes))],
                    ),
                    Status::Damaged(p) => l.text_with(
                        "endings-status-damaged",
                        args![("table", table), ("problem", l.text(p.message_id()))],
                    ),
                });
                // A shipped part after the ruleset's saved tables.
                if statuses.get(at + 1).is_none_or(|next| next.0 != id) {
                    lines.extend(shipped_part(l, id));
                }
            }
            Ok(lines.join("\n") + "\n")
        }
        EndingsCommand::Build {
            rules,
            pieces,
            force,
        } => {
            let ids = match rules {
                Some(text) => vec![crate::ai::endgame::table_ruleset(parse::ruleset(l, text)?)],
                None => endings_cache::rulesets(),
            };
            let only = match pieces.as_deref().map(str::trim) {
                None => None,
                Some("2") => Some(2),
                Some("3") => Some(3),
                Some(other) => {
                    return Err(CliError::bad_input(l.text_with(
                        "error-bad-endings-pieces",
                        args![("value", shown(other))],
                    )));
                }
            };
            let mut lines = Vec::new();
            for id in ids {
                for size_of in endings_cache::sizes(id) {
                    // A small table that is the whole game (race's) stands
                    // for every size.
                    let whole = crate::ai::endgame::small_is_whole(id);
                    if only.is_some_and(|p| p != size_of && !whole) {
                        continue;
                    }
                    match build_one(l, &dir, id, size_of, *force) {
                        Ok(line) => lines.push(line),
                        Err(e) => {
                            // What was built before is said, then the failure.
                            if !lines.is_empty() {
                                println!("{}", lines.join("\n"));
                            }
                            return Err(e);
                        }
                    }
                }
                // A shipped part of the three-piece table is said, with what
                // is not available.
                if only.is_none_or(|p| p == crate::ai::endgame::MAX_TABLE_PIECES) {
                    if let Some(line) = shipped_part(l, id) {
                        lines.push(line);
                        continue;
                    }
                }
                // A size this ruleset has no table of is said, not skipped in silence.
                if let (Some(asked), Some(_)) = (only, rules) {
                    let sizes = endings_cache::sizes(id);
                    let whole = crate::ai::endgame::small_is_whole(id);
                    if !sizes.contains(&asked) && !whole {
                        let largest = sizes.iter().max().copied().unwrap_or(asked);
                        return Err(CliError::bad_input(l.text_with(
                            "error-endings-no-such-table",
                            args![
                                ("rules", id.to_string()),
                                ("pieces", asked),
                                ("largest", largest)
                            ],
                        )));
                    }
                }
            }
            Ok(lines.join("\n") + "\n")
        }
    }
}

/// Builds one table unless a good one is saved; its report line, or the
/// failure to save it (exit 2: a script must be able to tell).
fn build_one(
    l: &Localizer,
    dir: &std::path::Path,
    id: RulesetId,
    pieces: u32,
    force: bool,
) -> Result<String, CliError> {
    let table = table_name(l, id, pieces);
    let file = endings_cache::path(dir, id, pieces);
    let problem: Option<Problem> = match endings_cache::load(dir, id, pieces) {
        Ok(Some(_)) if !force => {
            let bytes = std::fs::metadata(&file).map_or(0, |m| m.len());
            return Ok(l.text_with(
                "endings-kept",
                args![("table", table), ("size", size(l, bytes))],
            ));
        }
        Ok(_) => None,
        Err(p) => Some(p),
    };
    if force {
        // Solved again from the start, not from a stopped build's parts.
        endings_cache::Parts::new(dir, id, pieces).clear();
    }
    let label = l.text_with("endings-building", args![("table", table.clone())]);
    let percents: Vec<String> = (0..=100u32)
        .map(|p| l.text_with("endings-build-percent", args![("percent", p)]))
        .collect();
    let bar = ProgressBar::new(1000, label, std::io::stderr().is_terminal()).with_count(
        move |done, total| {
            let p = (done * 100 / total.max(1)).min(100);
            percents.get(p).cloned().unwrap_or_default()
        },
    );
    let start = Instant::now();
    let built = endings_cache::build(dir, id, pieces, &|f| bar.show((f * 1000.0) as usize));
    bar.finish();
    let seconds = start.elapsed().as_secs_f64();
    if let Some(e) = &built.unsaved {
        return Err(CliError::bad_input(l.text_with(
            "error-endings-not-saved",
            args![
                ("table", table),
                ("path", crate::text::errors::path_shown(&file)),
                ("reason", crate::text::errors::io_error(l, e))
            ],
        )));
    }
    let bytes = std::fs::metadata(&file).map_or(0, |m| m.len());
    let seconds = decimal(l, seconds);
    let mut line = match problem {
        None => l.text_with(
            "endings-built",
            args![
                ("table", table),
                ("seconds", seconds),
                ("size", size(l, bytes))
            ],
        ),
        Some(p) => l.text_with(
            "endings-rebuilt",
            args![
                ("table", table),
                ("problem", l.text(p.message_id())),
                ("seconds", seconds),
                ("size", size(l, bytes))
            ],
        ),
    };
    if built.kept > 0 {
        line.push_str(&l.text_with(
            "endings-resumed",
            args![("kept", built.kept), ("pairs", built.pairs)],
        ));
    }
    Ok(line)
}

/// What serves `id` beyond its small table when that is a part shipped with
/// the program (skiryuk's "three against at most one"): the part, exact,
/// and the rest of the three-piece table not available; or that the
/// shipped copy failed its check. `None` for a ruleset without one.
fn shipped_part(l: &Localizer, id: RulesetId) -> Option<String> {
    use crate::ai::endgame;
    let bytes = endgame::part::embedded(id)?.len();
    let rules = id.to_string();
    Some(match endgame::shipped_part(id) {
        Some(_) => l.text_with(
            "endings-shipped-part",
            args![("rules", rules), ("size", size(l, bytes as u64))],
        ),
        None => l.text_with("endings-shipped-part-damaged", args![("rules", rules)]),
    })
}

/// "kendall, 3 pieces a side".
#[must_use]
pub fn table_name(l: &Localizer, id: RulesetId, pieces: u32) -> String {
    l.text_with(
        "endings-table",
        args![("rules", id.to_string()), ("pieces", pieces)],
    )
}

/// A number with one decimal, in the language's way (`Localizer::decimal`).
fn decimal(l: &Localizer, v: f64) -> String {
    l.decimal(v, 1)
}

/// A file size in MB or KB.
fn size(l: &Localizer, bytes: u64) -> String {
    if bytes >= 1_000_000 {
        format!("{} MB", decimal(l, bytes as f64 / 1e6))
    } else {
        format!("{} KB", bytes.div_ceil(1000))
    }
}

/// Prints a damaged-table notice of the cache on stderr, in `lang`.
pub fn print_notice(lang: Lang, n: endings_cache::Notice) {
    let l = Localizer::new(lang);
    let table = table_name(&l, n.id, n.pieces);
    let problem = l.text(n.problem.message_id());
    let text = match (n.rebuilt, n.unsaved) {
        (true, None) => l.text_with(
            "endings-notice-rebuilt",
            args![("table", table), ("problem", problem)],
        ),
        (true, Some(kind)) => l.text_with(
            "endings-notice-unsaved",
            args![
                ("table", table),
                ("problem", problem),
                (
                    "reason",
                    crate::text::errors::io_error(&l, &std::io::Error::from(kind))
                )
            ],
        ),
        (false, _) => l.text_with(
            "endings-notice-large",
            args![("table", table), ("problem", problem)],
        ),
    };
    eprintln!("senet: {text}");
}

//! `senet replay check | show | list`: recorded games (INTERFACE.md §3).
//!
//! Exit codes: 0 when every file is fine; 1 when a file is not a valid replay
//! (its structure, an entry, or its result), with `file:line` and the entry
//! number; 2 for bad input (a file that cannot be read, a bad `--at`).

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::Subcommand;

use crate::args;
use crate::cli::parse::{self, Format};
use crate::cli::position::PlayoutArgs;
use crate::cli::{Cli, CliError, ErrorKind};
use crate::engine::Square;
use crate::i18n::Localizer;
use crate::replay::files::{self, LoadError};
use crate::replay::read::Parsed;
use crate::replay::verify::verify;
use crate::text::errors::{path_shown, shown};
use crate::text::names::ruleset_name;
use crate::text::replay::{
    frame_view, load_error_line, result_text, start_view, verify_error_line,
};

/// `senet replay ...`.
#[derive(Debug, Subcommand)]
pub enum ReplayCommand {
    /// Re-play replay files through the rules engine.
    Check {
        /// The replay files.
        #[arg(value_name = "FILE", required = true)]
        files: Vec<std::path::PathBuf>,
    },
    /// Show one entry of a replay.
    Show {
        /// The replay file.
        #[arg(value_name = "FILE")]
        file: std::path::PathBuf,
        /// The entry, from 1 (default: the last).
        #[arg(long, value_name = "N", allow_hyphen_values = true)]
        at: Option<String>,
        /// Also draw the entry into this new SVG file.
        #[arg(long, value_name = "FILE")]
        svg: Option<std::path::PathBuf>,
    },
    /// Rate every decision of a replay with the computer's search.
    Analyze {
        /// The replay file.
        #[arg(value_name = "FILE")]
        file: std::path::PathBuf,
        /// text or json.
        #[arg(long, value_name = "text|json", default_value = "text")]
        format: String,
        /// The search level used to rate (1..4 or best; default 3).
        #[arg(long, value_name = "LEVEL", default_value = "3")]
        level: String,
        /// `--rollouts` (rate by playouts instead of the search),
        /// `--measure`, `--seed`, `--jobs`.
        #[command(flatten)]
        playouts: PlayoutArgs,
    },
    /// Step through a replay in the tutor.
    View {
        /// The replay file.
        #[arg(value_name = "FILE")]
        file: std::path::PathBuf,
    },
    /// List recorded games.
    List {
        /// The folder (default: `replays` in the data folder).
        #[arg(long, value_name = "DIR")]
        dir: Option<std::path::PathBuf>,
    },
}

/// Runs a replay command, writing what it prints to `out`.
///
/// # Errors
/// A [`CliError`] with the message for stderr and the exit code.
pub fn run(
    command: &ReplayCommand,
    cli: &Cli,
    l: &Localizer,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    match command {
        ReplayCommand::Check { files } => check(files, l, out),
        ReplayCommand::Show { file, at, svg } => show(file, at.as_deref(), svg.as_deref(), l, out),
        ReplayCommand::List { dir } => list(dir.as_deref(), cli, l, out),
        ReplayCommand::View { file } => view(file, cli, l),
        ReplayCommand::Analyze {
            file,
            format,
            level,
            playouts,
        } => {
            let json = parse::format(l, format)? == Format::Json;
            let (level, limits) = parse::search_level(l, level)?;
            let (rollouts, measure) = playouts.settings(l)?;
            let how = How {
                level: level.code(),
                limits,
                measure,
                rollouts,
            };
            analyze(file, json, &how, l, out)
        }
    }
}

/// When the game reaches small endings and their exact table is not saved
/// yet, solves it before the rating starts, saying so on a terminal (else
/// the rating's bar would stop for the second or so of the solve, with no
/// word of why).
fn solve_small_table_first(
    verified: &crate::replay::Verified,
    limits: &crate::ai::Limits,
    l: &Localizer,
) {
    use crate::ai::endgame;
    use crate::engine::Side;
    let id = verified.replay.rules;
    let small = endgame::small_pieces(id);
    let near = verified
        .frames
        .iter()
        .map(|f| &f.board)
        .chain(std::iter::once(&verified.final_board))
        .any(|b| b.count(Side::X).max(b.count(Side::O)) <= small + 1);
    let saved = crate::endings_cache::registered()
        .is_some_and(|dir| crate::endings_cache::path(dir, id, small).is_file());
    if !limits.endgame || !near || saved {
        return;
    }
    if std::io::IsTerminal::is_terminal(&std::io::stderr()) {
        let table = super::endings::table_name(l, endgame::table_ruleset(id), small);
        eprint!(
            "{}…",
            l.text_with("replay-analyze-solving", crate::args![("table", table)])
        );
        let _ = endgame::table(id);
        eprint!("\r\x1b[2K");
    } else {
        let _ = endgame::table(id);
    }
}

/// How `senet replay analyze` rates.
struct How {
    /// The search level's code ("3", "best").
    level: String,
    /// Its search.
    limits: crate::ai::Limits,
    /// `--rollouts`: every decision by playouts.
    rollouts: Option<crate::ai::rollout::Settings>,
    /// `--measure`: the playouts of a decision the search can only estimate.
    measure: Option<crate::ai::rollout::Settings>,
}

/// `senet replay analyze FILE`: every decision rated on the throw thrown.
fn analyze(
    path: &Path,
    json: bool,
    how: &How,
    l: &Localizer,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    use crate::ai::analysis::Mark;
    use crate::replay::rating::{Measure, analyze_measured, analyze_with};
    use crate::text::analysis::weighed_text;
    let (limits, rollouts) = (&how.limits, how.rollouts.as_ref());
    let parsed = load(path, l)?;
    let file = path_shown(path);
    let verified = match verify(parsed.replay) {
        Ok(v) => v,
        Err((v, e)) => {
            return Err(CliError::invalid(verify_error_line(
                l,
                &file,
                v.replay.rules,
                &e,
                parsed.result_line,
            )));
        }
    };
    solve_small_table_first(&verified, limits, l);
    let bar = super::progress_bar::ProgressBar::new(
        verified.frames.len(),
        l.text("replay-analyze-progress"),
        std::io::IsTerminal::is_terminal(&std::io::stderr()),
    );
    let rated = match (rollouts, how.measure) {
        (None, Some(settings)) => {
            let measure = Measure {
                settings,
                per_decision: None,
                total: None,
                floor: std::time::Duration::ZERO,
            };
            analyze_measured(&verified, limits, Some(&measure), |done, total| {
                bar.show_of(done, total);
            })
        }
        _ => analyze_with(&verified, limits, rollouts, |done, _| bar.show(done)),
    };
    bar.finish();
    let rules = verified.replay.rules;
    let measured = how
        .measure
        .filter(|_| rated.iter().any(|r| r.playouts.is_some()));
    if json {
        let settings_json = |s: &crate::ai::rollout::Settings| RolloutsJson {
            level: s.level.code(),
            playouts: s.playouts,
            seed: s.seed,
        };
        let answer = AnalyzeJson {
            decisions: rated
                .iter()
                .map(|r| DecisionJson::of(r, rollouts.is_none()))
                .collect(),
            estimate_error: crate::ai::analysis::estimate_error_range(rules).1,
            level: how.level.clone(),
            measure: how.measure.as_ref().map(settings_json),
            rollouts: rollouts.map(settings_json),
            rules: rules.name(),
        };
        let _ = writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&answer).unwrap_or_default()
        );
        return Ok(());
    }
    for r in &rated {
        let options: Vec<String> = r
            .options
            .iter()
            .map(|o| {
                format!(
                    "{}{} {}",
                    if o.m.from == r.chosen { ">" } else { "" },
                    o.m.from,
                    weighed_text(l, o, r.error)
                )
            })
            .collect();
        let side = crate::text::names::side_name(l, rules, r.side);
        let mark = crate::text::replay::mark_name(l, r.mark);
        let loss = l.percent_digits(r.loss, 1);
        let line = match (r.loss_interval, r.playouts.filter(|_| rollouts.is_none())) {
            (Some(i), Some((playouts, _))) => l.text_with(
                "replay-analyze-line-measured",
                args![
                    ("entry", r.index + 1),
                    ("side", side),
                    ("mark", mark),
                    ("loss", loss),
                    ("low", l.percent_digits(i.low, 1)),
                    ("high", l.percent_digits(i.high, 1)),
                    ("playouts", crate::i18n::Quantity(playouts)),
                    ("options", options.join(", ")),
                ],
            ),
            (None, _) => l.text_with(
                "replay-analyze-line",
                args![
                    ("entry", r.index + 1),
                    ("side", side),
                    ("mark", mark),
                    ("loss", loss),
                    ("options", options.join(", ")),
                ],
            ),
            (Some(i), None) => l.text_with(
                "replay-analyze-line-interval",
                args![
                    ("entry", r.index + 1),
                    ("side", side),
                    ("mark", mark),
                    ("loss", loss),
                    ("low", l.percent_digits(i.low, 1)),
                    ("high", l.percent_digits(i.high, 1)),
                    ("options", options.join(", ")),
                ],
            ),
        };
        let _ = writeln!(out, "{line}");
    }
    for side in [crate::engine::Side::X, crate::engine::Side::O] {
        let mine: Vec<_> = rated.iter().filter(|r| r.side == side).collect();
        let count = |m: Mark| mine.iter().filter(|r| r.mark == m).count();
        let average = if mine.is_empty() {
            0.0
        } else {
            mine.iter().map(|r| r.loss).sum::<f64>() / mine.len() as f64
        };
        // "You (Black)", not "You · Black (x) (Black)".
        let label =
            crate::text::names::capitalized(&crate::text::names::side_label(l, rules, side));
        let name = verified.replay.players.name(side);
        let player = crate::text::replay::shown_player(l, name, &label).unwrap_or(label);
        let _ = writeln!(
            out,
            "{}",
            l.text_with(
                "replay-analyze-summary",
                args![
                    ("player", player),
                    ("side", crate::text::names::side_name(l, rules, side)),
                    ("decisions", mine.len()),
                    ("best", count(Mark::Best)),
                    ("inaccuracies", count(Mark::Inaccuracy)),
                    ("mistakes", count(Mark::Mistake)),
                    ("blunders", count(Mark::Blunder)),
                    ("average", l.percent_digits(average, 1)),
                ],
            )
        );
    }
    // Which numbers are exact, estimated or measured, and with what margin.
    if rollouts.is_none() {
        let errors = crate::ai::analysis::estimate_error_range(rules);
        let _ = writeln!(
            out,
            "{}",
            l.text_with(
                "replay-analyze-basis",
                args![
                    ("level", how.level.as_str()),
                    ("low", l.percent_digits(errors.0, 1)),
                    ("high", l.percent_digits(errors.1, 1)),
                ],
            )
        );
        if let Some(s) = measured {
            let count = rated.iter().filter(|r| r.playouts.is_some()).count();
            let _ = writeln!(
                out,
                "{}",
                l.text_with(
                    "replay-analyze-measured",
                    args![
                        ("decisions", count),
                        ("playouts", crate::i18n::Quantity(s.playouts)),
                        ("rollout_level", s.level.code()),
                        ("seed", s.seed.to_string()),
                    ],
                )
            );
        }
    }
    Ok(())
}

/// `senet replay view FILE`.
fn view(path: &Path, cli: &Cli, l: &Localizer) -> Result<(), CliError> {
    let state = crate::replay::viewer::Viewer::load(path, path_shown(path))
        .map_err(|e| load_error(l, path, &e))?;
    let rules = state.verified.replay.rules;
    let app = crate::cli::tutor::screen_app(cli, l, rules);
    crate::cli::tutor::open(app, crate::ui::Start::Viewer(Box::new(state)), l)
}

/// A replay file that could not be loaded, as a command's error: a problem
/// in the file (invalid UTF-8, not a replay) is exit 1, with
/// `file:line:column`; a file that cannot be read is bad input (exit 2).
fn load_error(l: &Localizer, path: &Path, e: &LoadError) -> CliError {
    let line = load_error_line(l, &path_shown(path), e);
    if e.in_the_file() {
        CliError::invalid(line)
    } else {
        CliError::bad_input(line)
    }
}

/// Reads and parses a file: exit 2 if it cannot be read, 1 if it is not a replay.
fn load(path: &Path, l: &Localizer) -> Result<Parsed, CliError> {
    files::load(path).map_err(|e| load_error(l, path, &e))
}

fn check(files: &[PathBuf], l: &Localizer, out: &mut dyn Write) -> Result<(), CliError> {
    let mut problems = Vec::new();
    let mut kind = ErrorKind::Invalid;
    for path in files {
        let parsed = match load(path, l) {
            Ok(parsed) => parsed,
            Err(e) => {
                kind = kind.max(e.kind());
                problems.push(e.message());
                continue;
            }
        };
        let file = path_shown(path);
        match verify(parsed.replay) {
            Ok(v) => {
                let line = l.text_with(
                    "replay-check-ok",
                    args![
                        ("file", file),
                        ("entries", v.frames.len()),
                        ("result", result_text(l, v.replay.rules, v.replay.result)),
                    ],
                );
                let _ = writeln!(out, "{line}");
            }
            Err((v, e)) => problems.push(verify_error_line(
                l,
                &file,
                v.replay.rules,
                &e,
                parsed.result_line,
            )),
        }
    }
    let _ = out.flush();
    if problems.is_empty() {
        return Ok(());
    }
    problems.push(l.text_with(
        "replay-check-failed",
        args![("failed", problems.len()), ("total", files.len())],
    ));
    Err(CliError::report(kind, problems))
}

fn show(
    path: &Path,
    at: Option<&str>,
    svg: Option<&Path>,
    l: &Localizer,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let parsed = load(path, l)?;
    let total = parsed.replay.turns.len();
    let entry = match at {
        None => total,
        Some(raw) => match raw.trim().parse::<usize>() {
            Ok(n) if (1..=total).contains(&n) => n,
            _ if total == 0 => {
                return Err(CliError::bad_input(l.text("replay-show-no-entries")));
            }
            _ => {
                return Err(CliError::bad_input(l.text_with(
                    "replay-show-bad-at",
                    args![("total", total), ("value", shown(raw))],
                )));
            }
        },
    };
    let result_line = parsed.result_line;
    let (verified, failure) = match verify(parsed.replay) {
        Ok(v) => (v, None),
        Err((v, e)) => {
            let line = verify_error_line(l, &path_shown(path), v.replay.rules, &e, result_line);
            (v, Some(line))
        }
    };
    let valid = verified.frames.len();
    let text = if entry == 0 {
        Some(start_view(l, &verified))
    } else if entry <= valid {
        Some(frame_view(l, &verified, entry - 1))
    } else {
        None
    };
    if let Some(text) = &text {
        let _ = out.write_all(text.as_bytes());
        let _ = out.flush();
    }
    if let (Some(svg), Some(_)) = (svg, &text) {
        let written = entry_picture(l, &verified, entry, svg)?;
        let _ = out.write_all(written.as_bytes());
        let _ = out.flush();
    }
    match failure {
        None => Ok(()),
        Some(line) if text.is_some() => Err(CliError::invalid(line)),
        Some(line) => Err(CliError::report(
            ErrorKind::Invalid,
            vec![
                line,
                l.text_with(
                    "replay-show-beyond",
                    args![("entry", entry), ("valid", valid)],
                ),
            ],
        )),
    }
}

/// Draws entry `entry` (0: the start) of a verified replay into a new SVG
/// file: the position before it, the side and the throw, and the move played
/// as an arrow.
fn entry_picture(
    l: &Localizer,
    verified: &crate::replay::verify::Verified,
    entry: usize,
    path: &Path,
) -> Result<String, CliError> {
    let rules = verified.replay.rules.ruleset();
    let start = verified.replay.start_board();
    let frame = entry.checked_sub(1).and_then(|i| verified.frames.get(i));
    let board = frame.map_or(start, |f| f.board);
    let side = frame.map_or(verified.replay.to_move, |f| f.side);
    let throw = frame.map(|f| f.throw);
    let arrows: Vec<(Square, Square)> = frame
        .and_then(|f| f.played)
        .filter(|m| m.from.is_on_board() && m.to != m.from)
        .map(|m| (m.from, m.to))
        .into_iter()
        .collect();
    let caption =
        crate::text::picture::caption(l, rules.id, Some(side), throw, (entry > 0).then_some(entry));
    let picture = crate::picture::svg::svg(&crate::picture::svg::Picture {
        rules,
        board: &board,
        to_move: Some(side),
        throw,
        highlight: &[],
        arrows: &arrows,
        caption: Some(&caption),
        id_prefix: "",
        not_in_play: false,
    });
    crate::cli::board::write_file(l, path, picture.as_bytes())
}

fn list(dir: Option<&Path>, cli: &Cli, l: &Localizer, out: &mut dyn Write) -> Result<(), CliError> {
    let folder = match dir {
        Some(d) => d.to_path_buf(),
        None => match crate::store::data_dir(cli.data_dir.as_deref()) {
            Some(d) => d.join("replays"),
            None => PathBuf::from("replays"),
        },
    };
    let shown_dir = path_shown(&folder);
    let games = match files::list(&folder) {
        Ok(games) => games,
        // No folder yet is no games yet, unless the user named the folder.
        Err(_) if dir.is_none() => Vec::new(),
        Err(e) => {
            return Err(CliError::bad_input(l.text_with(
                "replay-read-error",
                args![
                    ("path", shown_dir),
                    ("detail", crate::text::errors::io_error(l, &e))
                ],
            )));
        }
    };
    if games.is_empty() {
        let _ = writeln!(
            out,
            "{}",
            l.text_with("replay-list-empty", args![("dir", shown_dir)])
        );
        return Ok(());
    }
    let mut lines = vec![l.text_with("replay-list-heading", args![("dir", shown_dir)])];
    for game in &games {
        let name = crate::text::errors::clean(
            &game
                .path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
        );
        lines.push(match &game.game {
            Ok(p) => {
                let r = &p.replay;
                format!(
                    "  {name:<28} {:<20} {} · {} · {} · {}",
                    crate::text::errors::clean(r.date.as_deref().unwrap_or("-")),
                    l.text_with(
                        "replay-versus",
                        args![("x", r.players.x.as_str()), ("o", r.players.o.as_str())]
                    ),
                    ruleset_name(l, r.rules),
                    result_text(l, r.rules, r.result),
                    l.text_with("replay-list-entries", args![("entries", r.turns.len())]),
                )
            }
            Err(e) => format!(
                "  {name:<28} {}",
                l.text_with(
                    "replay-list-error",
                    args![(
                        "problem",
                        crate::text::replay::list_problem(l, &game.path, e)
                    )]
                )
            ),
        });
    }
    let _ = writeln!(out, "{}", lines.join("\n"));
    Ok(())
}

/// `replay analyze --format json` (docs/analyze.md). The fields of each
/// struct are in alphabetical order, the order the JSON has always had.
#[derive(serde::Serialize)]
struct AnalyzeJson<'a> {
    decisions: Vec<DecisionJson>,
    /// The largest measured error of an estimated win chance over the
    /// phases of this ruleset (each decision carries its own).
    estimate_error: f64,
    /// The search level that rated.
    level: String,
    /// `--measure`: the playouts of a decision the search could only estimate.
    #[serde(skip_serializing_if = "Option::is_none")]
    measure: Option<RolloutsJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rollouts: Option<RolloutsJson>,
    rules: &'a str,
}

/// One rated decision.
#[derive(serde::Serialize)]
struct DecisionJson {
    chosen: crate::engine::Square,
    /// 1-based.
    entry: usize,
    /// The measured error of the decision's estimated chances in its phase
    /// of the game (0 when none is an estimate).
    estimate_error: f64,
    loss: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    loss_high: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    loss_low: Option<f64>,
    mark: &'static str,
    /// Whether the decision was played out because the search could only
    /// estimate it (`--measure`), rather than estimated (or rolled out by
    /// `--rollouts`).
    measured: bool,
    options: Vec<OptionJson>,
    /// With playouts: how many per option (fewer than asked for only when a
    /// time budget cut them short).
    #[serde(skip_serializing_if = "Option::is_none")]
    playouts: Option<u32>,
    side: String,
}

impl DecisionJson {
    /// `r` as JSON; `measuring`: playouts mean the search could only
    /// estimate (`--measure`), not `--rollouts`.
    fn of(r: &crate::ai::analysis::Rated, measuring: bool) -> DecisionJson {
        DecisionJson {
            chosen: r.chosen,
            entry: r.index + 1,
            estimate_error: r.error,
            loss: r.loss,
            loss_high: r.loss_interval.map(|i| i.high),
            loss_low: r.loss_interval.map(|i| i.low),
            mark: r.mark.code(),
            measured: measuring && r.playouts.is_some(),
            options: r
                .options
                .iter()
                .map(|o| OptionJson {
                    basis: crate::text::analysis::basis(o),
                    exact: o.exact,
                    from: o.m.from,
                    win_chance: o.chance,
                    win_chance_high: o.interval.map(|i| i.high),
                    win_chance_low: o.interval.map(|i| i.low),
                })
                .collect(),
            playouts: r.playouts.map(|(n, _)| n),
            side: r.side.letter().to_string(),
        }
    }
}

/// One option of a rated decision.
#[derive(serde::Serialize)]
struct OptionJson {
    /// "exact", "estimated" or "measured" ([`crate::text::analysis::basis`]).
    basis: &'static str,
    exact: bool,
    from: crate::engine::Square,
    win_chance: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    win_chance_high: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    win_chance_low: Option<f64>,
}

/// The playouts behind a rating by rollouts.
#[derive(serde::Serialize)]
struct RolloutsJson {
    level: String,
    playouts: u32,
    seed: u64,
}

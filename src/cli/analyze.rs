//! `senet analyze`: every legal option of one position and throw, with the
//! board after it, the mover's win chance (exact or an estimate), the loss
//! against the best and the mark; with `--rollouts N`, from N playouts per
//! option with 95% intervals (docs/analyze.md). The position is read and
//! checked as `senet legal` reads it (same messages, exit 2, one line).
//! The options it shares with `senet replay analyze` and `senet duel
//! --from` (`--rollouts`, `--seed`, `--jobs`, `--throws-made`) are read by
//! [`super::parse`].

use std::io::IsTerminal;

use clap::Args;
use serde::Serialize;

use super::legal::LegalRequest;
use super::parse::{self, Format};
use super::progress_bar::ProgressBar;
use crate::ai::analysis::{
    Mark, Method, Weighed, Weighing, estimate_error, judge_weighing, weigh_by_rollouts,
    weigh_measured,
};
use crate::ai::rollout::Settings;
use crate::ai::search::next_node;
use crate::ai::shown::option_chance;
use crate::ai::{GameState, Level, Limits, win_chance};
use crate::args;
use crate::cli::CliError;
use crate::cli::legal::LegalArgs;
use crate::cli::position::{FormatArg, PlayoutArgs, RulesPositionArgs};
use crate::engine::{Move, Ruleset, Square, ThrowValue, analyze, house_throw_move};
use crate::i18n::{Localizer, Quantity};
use crate::text::analysis::chance_text;
use crate::text::legal::move_squares;
use crate::text::names::side_name;

/// `senet analyze`: every option of a position and throw, weighed.
#[derive(Debug, Args)]
pub struct AnalyzeArgs {
    /// The ruleset, the board, the side to move and the throw.
    #[command(flatten)]
    pub position: RulesPositionArgs,
    /// Throws already made before this one (arcade's draw after 600).
    #[arg(long = "throws-made", value_name = "N", allow_hyphen_values = true)]
    pub throws_made: Option<String>,
    /// A house throw for the piece on this square.
    #[arg(long, value_name = "SQUARE", allow_hyphen_values = true)]
    pub house: Option<String>,
    /// The search level that estimates (1..4 or best).
    #[arg(
        long,
        value_name = "LEVEL",
        default_value = "3",
        allow_hyphen_values = true
    )]
    pub level: String,
    /// `--rollouts`, `--measure`, `--seed`, `--jobs`.
    #[command(flatten)]
    pub playouts: PlayoutArgs,
    /// text or json.
    #[command(flatten)]
    pub format: FormatArg,
}

/// A checked `senet analyze` request.
#[derive(Debug, Clone, Copy)]
pub struct AnalyzeRequest {
    /// The position, throw, house throw and format, as `senet legal` checks them.
    pub position: LegalRequest,
    /// Throws made before this one.
    pub throws_made: u32,
    /// The search level that estimates.
    pub level: Level,
    /// Its limits.
    pub limits: Limits,
    /// Rollouts instead of the search.
    pub rollouts: Option<Settings>,
    /// Without rollouts: the short rollout that measures an estimated decision
    /// ([`crate::ai::analysis::weigh_measured`]); `None` for `--measure 0`.
    pub measure: Option<Settings>,
}

impl AnalyzeRequest {
    /// Checks the raw arguments: the position first, as `senet legal` does.
    ///
    /// # Errors
    /// A one-line localized message for the first bad value (exit 2).
    pub fn from_args(a: &AnalyzeArgs, l: &Localizer) -> Result<AnalyzeRequest, CliError> {
        let position = LegalRequest::from_args(
            &LegalArgs {
                position: a.position.clone(),
                house: a.house.clone(),
                format: a.format.format.clone(),
            },
            l,
        )?;
        if position.position.is_finished() {
            return Err(CliError::bad_input(l.text("error-position-finished")));
        }
        let throws_made =
            parse::throws_made(l, position.position.rules(), a.throws_made.as_deref())?;
        let (level, limits) = parse::search_level(l, &a.level)?;
        let (rollouts, measure) = a.playouts.settings(l)?;
        Ok(AnalyzeRequest {
            position,
            throws_made,
            level,
            limits,
            measure,
            rollouts,
        })
    }

    fn state(&self) -> GameState {
        GameState {
            board: *self.position.position.board(),
            side: self.position.position.to_move(),
            throws: self.throws_made.saturating_add(1),
        }
    }
}

/// Runs `senet analyze` and returns what it prints (a progress bar on
/// stderr while playouts run, when it is a terminal).
///
/// # Errors
/// Bad input (exit 2).
pub fn run(a: &AnalyzeArgs, l: &Localizer) -> Result<String, CliError> {
    let request = AnalyzeRequest::from_args(a, l)?;
    let playouts = request.rollouts.or(request.measure);
    let bar = ProgressBar::new(
        playouts.map_or(0, |s| s.playouts as usize),
        l.text("analyze-progress"),
        playouts.is_some() && std::io::stderr().is_terminal(),
    );
    let weighing = weigh_request(&request, &|done, _| bar.show(done as usize));
    bar.finish();
    Ok(match request.position.format {
        Format::Json => json(&request, &weighing),
        Format::Text => text(&request, &weighing, l),
    })
}

/// Weighs every option of the request's decision.
#[must_use]
pub fn weigh_request(request: &AnalyzeRequest, progress: &(dyn Fn(u32, u32) + Sync)) -> Weighing {
    let p = &request.position;
    let state = request.state();
    let method = Method {
        limits: &request.limits,
        rollouts: request.rollouts.as_ref(),
        progress,
    };
    let rules = p.position.rules();
    match p.position.house() {
        None => {
            let analysis = analyze(&p.position, p.throw);
            weigh_measured(
                rules,
                &state,
                p.throw,
                &analysis,
                &method,
                request.measure.as_ref(),
            )
        }
        Some(_) => {
            // A house throw has one forced move: weigh the position after it.
            let Some(m) = house_throw_move(&p.position, p.throw) else {
                return Weighing {
                    options: Vec::new(),
                    rollout: None,
                    error: 0.0,
                };
            };
            forced(rules, &state, m, &method)
        }
    }
}

/// The one option of a house throw, weighed.
fn forced(rules: &'static Ruleset, state: &GameState, m: Move, method: &Method<'_>) -> Weighing {
    if let Some(settings) = method.rollouts {
        return weigh_by_rollouts(rules, state, &[m], settings, method.progress);
    }
    let (chance, exact) = option_chance(rules, &state.board, &m, state.side, state.throws, || {
        let node = next_node(&m, state.side);
        let left = rules
            .draw_after_throws
            .map(|limit| limit.saturating_sub(state.throws));
        let p = win_chance(rules, &node, left, method.limits);
        if node.side == state.side { p } else { 1.0 - p }
    });
    let option = Weighed {
        m,
        chance,
        exact,
        interval: None,
    };
    Weighing {
        options: vec![option],
        rollout: None,
        error: if exact {
            0.0
        } else {
            crate::ai::analysis::estimate_error(rules, &state.board)
        },
    }
}

/// One option with its verdict, best first.
struct Row {
    option: Weighed,
    loss: f64,
    loss_interval: Option<crate::ai::rollout::Interval>,
    mark: Mark,
    best: bool,
}

fn rows(weighing: &Weighing) -> Vec<Row> {
    let mut rows: Vec<Row> = weighing
        .options
        .iter()
        .filter_map(|o| {
            let j = judge_weighing(weighing, o.m.from)?;
            Some(Row {
                option: *o,
                loss: j.loss,
                loss_interval: j.loss_interval,
                mark: j.mark,
                best: j.best == o.m.from,
            })
        })
        .collect();
    rows.sort_by(|a, b| {
        b.best
            .cmp(&a.best)
            .then(b.option.chance.total_cmp(&a.option.chance))
            .then(a.option.m.from.cmp(&b.option.m.from))
    });
    rows
}

fn text(request: &AnalyzeRequest, weighing: &Weighing, l: &Localizer) -> String {
    let p = &request.position;
    let title = if request.throws_made > 0 {
        "analyze-title-throws"
    } else {
        "analyze-title"
    };
    let mut lines = vec![l.text_with(
        title,
        args![
            ("rules", p.position.rules().id.name()),
            (
                "side",
                side_name(l, p.position.rules().id, p.position.to_move())
            ),
            ("throw", p.throw),
            ("throws", request.throws_made),
        ],
    )];
    let measured = request.measure.filter(|_| weighing.rollout.is_some());
    lines.push(match (&request.rollouts, measured) {
        (None, Some(s)) => l.text_with(
            "analyze-method-measured",
            args![
                ("level", request.level.code()),
                (
                    "error",
                    l.percent_digits(estimate_error(p.position.rules(), p.position.board()), 1)
                ),
                ("playouts", Quantity(s.playouts)),
                ("rollout_level", s.level.code()),
                ("seed", s.seed.to_string())
            ],
        ),
        (None, None) => l.text_with(
            "analyze-method-search",
            args![("level", request.level.code())],
        ),
        (Some(s), _) => l.text_with(
            "analyze-method-rollouts",
            args![
                ("playouts", Quantity(s.playouts)),
                ("level", s.level.code()),
                ("seed", s.seed.to_string())
            ],
        ),
    });
    let rows = rows(weighing);
    if rows.is_empty() {
        lines.push(l.text("analyze-pass"));
    }
    for row in &rows {
        let verdict = if row.best {
            l.text("analyze-best")
        } else {
            // An option within the marks' tolerance of the best is not
            // "best" (it is not the best one): it is close to it.
            let mark = if row.mark == crate::ai::analysis::Mark::Best {
                l.text("analyze-near-best")
            } else {
                crate::text::replay::mark_name(l, row.mark)
            };
            let loss = l.percent_digits(row.loss, 1);
            match row.loss_interval {
                // "0.0 points below the best" reads as a contradiction.
                None if row.loss < 0.0005 => l.text("analyze-as-good-as-best"),
                Some(i) => l.text_with(
                    "analyze-loss-interval",
                    args![
                        ("loss", loss),
                        ("low", l.percent_digits(i.low, 1)),
                        ("high", l.percent_digits(i.high, 1)),
                        ("mark", mark)
                    ],
                ),
                None => l.text_with("analyze-loss", args![("loss", loss), ("mark", mark)]),
            }
        };
        lines.push(l.text_with(
            "analyze-option",
            args![
                ("move", move_squares(l, &row.option.m)),
                ("board", row.option.m.board.to_string()),
                ("chance", chance_text(l, &row.option)),
                ("verdict", verdict),
            ],
        ));
    }
    if weighing.rollout.is_none() && weighing.options.iter().any(|o| !o.exact) {
        lines.push(l.text_with(
            "analyze-estimate-error",
            args![("error", l.percent_digits(weighing.error, 1))],
        ));
    }
    lines.join("\n") + "\n"
}

/// The JSON answer (docs/analyze.md).
#[derive(Debug, Serialize)]
struct AnalyzeJson {
    rules: &'static str,
    to_move: String,
    throw: ThrowValue,
    #[serde(skip_serializing_if = "Option::is_none")]
    house: Option<Square>,
    throws_made: u32,
    method: &'static str,
    level: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    rollouts: Option<RolloutsJson>,
    /// Whether the search could only estimate and the options were played
    /// out automatically (`--measure`): then `method` is "rollouts".
    measured: bool,
    /// The measured error of an estimated win chance (0 when none is estimated).
    estimate_error: f64,
    pass: bool,
    options: Vec<OptionJson>,
}

#[derive(Debug, Serialize)]
struct RolloutsJson {
    playouts: u32,
    level: String,
    seed: u64,
}

#[derive(Debug, Serialize)]
struct OptionJson {
    from: Square,
    to: Square,
    board: String,
    win_chance: f64,
    exact: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    win_chance_low: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    win_chance_high: Option<f64>,
    best: bool,
    loss: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    loss_low: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    loss_high: Option<f64>,
    mark: &'static str,
    /// "exact", "estimated" (the search, within `estimate_error`) or
    /// "measured" (playouts, with `win_chance_low`/`high`).
    basis: &'static str,
}

/// Rounds to six decimals, enough for any shown digit.
fn r6(x: f64) -> f64 {
    (x * 1e6).round() / 1e6
}

fn json(request: &AnalyzeRequest, weighing: &Weighing) -> String {
    let p = &request.position;
    let options: Vec<OptionJson> = rows(weighing)
        .iter()
        .map(|row| {
            let o = &row.option;
            OptionJson {
                from: o.m.from,
                to: o.m.to,
                board: o.m.board.to_string(),
                win_chance: r6(o.chance),
                exact: o.exact,
                win_chance_low: o.interval.map(|i| r6(i.low)),
                win_chance_high: o.interval.map(|i| r6(i.high)),
                best: row.best,
                loss: r6(row.loss),
                loss_low: row.loss_interval.map(|i| r6(i.low)),
                loss_high: row.loss_interval.map(|i| r6(i.high)),
                mark: row.mark.code(),
                basis: if o.exact {
                    "exact"
                } else if o.interval.is_some() {
                    "measured"
                } else {
                    "estimated"
                },
            }
        })
        .collect();
    let measured = request.measure.filter(|_| weighing.rollout.is_some());
    let settings = request.rollouts.or(measured);
    let answer = AnalyzeJson {
        rules: p.position.rules().id.name(),
        to_move: p.position.to_move().letter().to_string(),
        throw: p.throw,
        house: p.position.house(),
        throws_made: request.throws_made,
        method: if settings.is_some() {
            "rollouts"
        } else {
            "search"
        },
        level: request.level.code(),
        rollouts: settings.map(|s| RolloutsJson {
            playouts: s.playouts,
            level: s.level.code(),
            seed: s.seed,
        }),
        measured: measured.is_some(),
        estimate_error: if weighing.rollout.is_none() && weighing.options.iter().any(|o| !o.exact) {
            r6(weighing.error)
        } else {
            0.0
        },
        pass: options.is_empty(),
        options,
    };
    // Plain structs of numbers and strings always serialize.
    serde_json::to_string_pretty(&answer).unwrap_or_default() + "\n"
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn raw(board: &str, throw: &str) -> AnalyzeArgs {
        AnalyzeArgs {
            position: RulesPositionArgs::new("kendall", board, "x", throw),
            throws_made: None,
            house: None,
            level: "2".into(),
            playouts: PlayoutArgs {
                rollouts: None,
                measure: "0".into(),
                seed: "1".into(),
                jobs: None,
            },
            format: FormatArg {
                format: "json".into(),
            },
        }
    }

    #[test]
    fn bad_values_are_one_line_exit_2() {
        let l = Localizer::new(Lang::En);
        let board = ".........................x..xo";
        // raw(board, "2") with its playout arguments changed by `change`.
        let playing = |change: fn(&mut PlayoutArgs)| {
            let mut a = raw(board, "2");
            change(&mut a.playouts);
            a
        };
        for a in [
            playing(|p| p.rollouts = Some("1".into())),
            playing(|p| {
                p.rollouts = Some("10".into());
                p.jobs = Some("0".into());
            }),
            AnalyzeArgs {
                level: "random".into(),
                ..raw(board, "2")
            },
            // Checked without --rollouts too (reliability.md N4).
            playing(|p| p.jobs = Some("abc".into())),
            playing(|p| p.seed = "aaaa".into()),
            AnalyzeArgs {
                throws_made: Some("-1".into()),
                ..raw(board, "2")
            },
            raw(board, "6"),
            raw("..............................", "2"),
        ] {
            let err = run(&a, &l).expect_err("bad input");
            assert_eq!(err.code(), 2, "{a:?}");
            assert!(matches!(err, CliError::Line { .. }), "{err:?}");
        }
        assert_eq!(l.take_errors(), vec![]);
    }

    #[test]
    fn arcade_throws_made_stay_below_the_draw_limit() {
        let l = Localizer::new(Lang::En);
        let arcade = crate::engine::RulesetId::Arcade.ruleset();
        assert_eq!(parse::throws_made(&l, arcade, Some("599")), Ok(599));
        assert!(parse::throws_made(&l, arcade, Some("600")).is_err());
        assert_eq!(parse::throws_made(&l, arcade, None), Ok(0));
    }
}

//! `senet duel`: two computer levels play each other, the sides alternating,
//! and the results are summed up with a 95% interval of A's score.

use std::io::IsTerminal;
use std::time::Instant;

use clap::Args;
use serde::Serialize;

use super::progress_bar::ProgressBar;

use crate::ai::Level;
use crate::ai::duel::{DuelStats, Player, duel_from, shares_throws};
use crate::args;
use crate::cli::CliError;
use crate::cli::parse::{self, Count};
use crate::cli::position::{FormatArg, RulesArg};
use crate::engine::{Game, Position, RulesetId, Setup, Side};
use crate::i18n::{Localizer, Quantity};

/// `senet duel`.
#[derive(Debug, Args)]
pub struct DuelArgs {
    /// The ruleset.
    #[command(flatten)]
    pub rules: RulesArg,
    /// Player A's level.
    #[arg(
        long,
        value_name = "LEVEL",
        default_value = "best",
        allow_hyphen_values = true
    )]
    pub a: String,
    /// Player B's level.
    #[arg(
        long,
        value_name = "LEVEL",
        default_value = "random",
        allow_hyphen_values = true
    )]
    pub b: String,
    /// How many games.
    #[arg(
        long,
        value_name = "N",
        default_value = "100",
        allow_hyphen_values = true
    )]
    pub games: String,
    /// The seed.
    #[arg(
        long,
        value_name = "S",
        default_value = "1",
        allow_hyphen_values = true
    )]
    pub seed: String,
    /// Threads.
    #[arg(
        long,
        value_name = "N",
        default_value = "1",
        allow_hyphen_values = true
    )]
    pub jobs: String,
    /// text or json.
    #[command(flatten)]
    pub format: FormatArg,
    /// Play the games out from this board instead of the start.
    #[arg(long, value_name = "BOARD", allow_hyphen_values = true)]
    pub from: Option<String>,
    /// With --from: the side to move.
    #[arg(long = "to-move", value_name = "x|o", allow_hyphen_values = true)]
    pub to_move: Option<String>,
    /// With --from: throws already made (arcade's draw after 600).
    #[arg(long = "throws-made", value_name = "N", allow_hyphen_values = true)]
    pub throws_made: Option<String>,
}

/// What `senet duel` will do, checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DuelRequest {
    /// The ruleset.
    pub rules: RulesetId,
    /// Player A.
    pub a: Level,
    /// Player B.
    pub b: Level,
    /// How many games.
    pub games: u32,
    /// The seed of the throws and of the players' own choices.
    pub seed: u64,
    /// Threads to play on.
    pub jobs: usize,
    /// JSON instead of text.
    pub json: bool,
    /// The position the games start from (default: the ruleset's start).
    pub from: Option<Position>,
}

impl DuelRequest {
    /// Checks the raw arguments.
    ///
    /// # Errors
    /// A one-line message for the first bad value (exit 2).
    pub fn from_args(a: &DuelArgs, l: &Localizer) -> Result<DuelRequest, CliError> {
        let rules = a.rules.id(l)?;
        let level_a = parse::level(l, &a.a)?;
        let level_b = parse::level(l, &a.b)?;
        let games = parse::whole(l, &a.games, Count::GAMES)?;
        let seed = parse::seed(l, &a.seed)?;
        let jobs = parse::whole_usize(l, &a.jobs, Count::JOBS)?;
        let json = a.format.json(l)?;
        let from = from_position(a, l, rules)?;
        Ok(DuelRequest {
            rules,
            a: level_a,
            b: level_b,
            games,
            seed,
            jobs,
            json,
            from,
        })
    }

    /// The game every duel game starts from.
    #[must_use]
    pub fn start(&self) -> Game {
        match self.from {
            None => Game::new(self.rules),
            Some(from) => Game::from_position(from),
        }
    }
}

/// `--from BOARD --to-move x|o [--throws-made N]`, checked as `senet legal`
/// checks a position; `--to-move` and `--throws-made` need `--from`.
fn from_position(a: &DuelArgs, l: &Localizer, id: RulesetId) -> Result<Option<Position>, CliError> {
    let bad = CliError::bad_input;
    let Some(raw) = &a.from else {
        if a.to_move.is_some() || a.throws_made.is_some() {
            return Err(bad(l.text("error-duel-needs-from")));
        }
        return Ok(None);
    };
    let rules = id.ruleset();
    let board = parse::board(l, rules, raw)?;
    let Some(to_move) = &a.to_move else {
        return Err(bad(l.text("error-duel-needs-to-move")));
    };
    let side = parse::side(l, to_move)?;
    let problem = |e| bad(crate::text::errors::position_problem(l, id, &e));
    let position = rules.check(Setup::new(board, side)).map_err(problem)?;
    if position.is_finished() {
        return Err(bad(l.text("error-position-finished")));
    }
    let throws_made = parse::throws_made(l, rules, a.throws_made.as_deref())?;
    position
        .with_throws_made(throws_made)
        .map(Some)
        .map_err(problem)
}

/// The JSON answer.
#[derive(Debug, Serialize)]
struct DuelJson {
    rules: &'static str,
    a: String,
    b: String,
    seed: u64,
    games: u32,
    a_wins: u32,
    b_wins: u32,
    draws: u32,
    average_throws: f64,
    a_score: f64,
    a_score_low: f64,
    a_score_high: f64,
    x_wins: u32,
    o_wins: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    from: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    to_move: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    throws_made: Option<u32>,
    seconds: f64,
    /// Independent results the intervals count: games, or pairs of games
    /// on the same throws (counted once).
    independent: u32,
    /// `x`'s score (whoever played it), with its 95% interval.
    x_score: f64,
    x_score_low: f64,
    x_score_high: f64,
}

/// Runs `senet duel`: the results as text or JSON, a progress bar on stderr
/// when it is a terminal.
///
/// # Errors
/// Bad arguments (exit 2).
pub fn run(a: &DuelArgs, l: &Localizer) -> Result<String, CliError> {
    let request = DuelRequest::from_args(a, l)?;
    let bar = ProgressBar::new(
        usize::try_from(request.games).unwrap_or(usize::MAX),
        String::new(),
        std::io::stderr().is_terminal(),
    );
    let clock = Instant::now();
    let start = request.start();
    let (a_player, b_player) = (Player::Level(request.a), Player::Level(request.b));
    let stats = duel_from(
        &start,
        &a_player,
        &b_player,
        request.games,
        request.seed,
        request.jobs,
        &|done| bar.show(usize::try_from(done).unwrap_or(usize::MAX)),
    );
    bar.finish();
    let seconds = clock.elapsed().as_secs_f64();
    let paired = shares_throws(&a_player, &b_player);
    Ok(if request.json {
        json(&request, &stats, seconds)
    } else {
        text(&request, &stats, paired, l)
    })
}

fn json(request: &DuelRequest, stats: &DuelStats, seconds: f64) -> String {
    let (low, high) = stats.a_interval();
    let (x_low, x_high) = stats.x_interval();
    let answer = DuelJson {
        rules: request.rules.name(),
        a: request.a.code(),
        b: request.b.code(),
        seed: request.seed,
        games: stats.games,
        a_wins: stats.a_wins,
        b_wins: stats.b_wins,
        draws: stats.draws,
        average_throws: round(stats.average_throws(), 10.0),
        a_score: round(stats.a_score(), 10_000.0),
        a_score_low: round(low, 10_000.0),
        a_score_high: round(high, 10_000.0),
        x_wins: stats.x_wins,
        o_wins: stats.o_wins,
        from: request.from.map(|f| f.board().to_string()),
        to_move: request.from.map(|f| f.to_move().letter().to_string()),
        throws_made: request.from.map(|f| f.throws_made()),
        seconds: round(seconds, 100.0),
        independent: stats.units,
        x_score: round(stats.x_score(), 10_000.0),
        x_score_low: round(x_low, 10_000.0),
        x_score_high: round(x_high, 10_000.0),
    };
    serde_json::to_string(&answer).map_or_else(|_| String::from("{}\n"), |s| s + "\n")
}

fn round(x: f64, scale: f64) -> f64 {
    (x * scale).round() / scale
}

fn text(request: &DuelRequest, stats: &DuelStats, paired: bool, l: &Localizer) -> String {
    let (low, high) = stats.a_interval();
    let name = |level: Level| crate::text::names::level_name(l, request.rules, level);
    let mut lines = vec![
        l.text_with(
            "duel-title",
            args![
                ("rules", request.rules.name()),
                ("a", name(request.a)),
                ("b", name(request.b)),
                ("games", Quantity(stats.games)),
                ("seed", request.seed.to_string())
            ],
        ),
        l.text_with(
            "duel-results",
            args![
                ("a_wins", Quantity(stats.a_wins)),
                ("b_wins", Quantity(stats.b_wins)),
                ("draws", Quantity(stats.draws))
            ],
        ),
        l.text_with(
            "duel-length",
            args![("throws", l.decimal(stats.average_throws(), 1))],
        ),
        l.text_with(
            "duel-score",
            args![
                ("score", l.percent(stats.a_score())),
                ("low", l.percent(low)),
                ("high", l.percent(high))
            ],
        ),
    ];
    lines.push(l.text_with(
        if paired {
            "duel-independent-pairs"
        } else {
            "duel-independent-games"
        },
        args![("units", Quantity(stats.units))],
    ));
    if let Some(from) = request.from {
        lines.push(mover_score(request, stats, from.to_move(), l));
        lines.insert(
            1,
            l.text_with(
                "duel-from",
                args![
                    ("board", from.board().to_string()),
                    (
                        "side",
                        crate::text::names::side_name(l, request.rules, from.to_move())
                    ),
                    ("throws", from.throws_made())
                ],
            ),
        );
        lines.insert(
            3,
            crate::text::names::text_with_sides(
                l,
                "duel-sides",
                request.rules,
                &[("side", Side::X), ("other", Side::O)],
                args![
                    ("x_wins", Quantity(stats.x_wins)),
                    ("o_wins", Quantity(stats.o_wins))
                ],
            ),
        );
    }
    lines.join("\n") + "\n"
}

/// The score of the side to move in a `--from` duel, with its interval.
fn mover_score(request: &DuelRequest, stats: &DuelStats, side: Side, l: &Localizer) -> String {
    let (x_low, x_high) = stats.x_interval();
    let (score, low, high) = match side {
        Side::X => (stats.x_score(), x_low, x_high),
        Side::O => (1.0 - stats.x_score(), 1.0 - x_high, 1.0 - x_low),
    };
    crate::text::names::text_with_sides(
        l,
        "duel-mover-score",
        request.rules,
        &[("side", side)],
        args![
            ("score", l.percent(score)),
            ("low", l.percent(low)),
            ("high", l.percent(high))
        ],
    )
}

//! The calibration report: are the win chances the program shows true?
//!
//! ```text
//! cargo run --release -p senet-lab --bin calibrate -- --rules R [--decisions 300]
//!     [--playouts 100] [--seed S] [--weights tuned|legacy|FILE] [--jobs 2]
//!     [--endings 1000] [--rate 8] [--dump FILE] [--estimates shown|raw]
//!     [--games self-play|varied] [--throws FROM..TO] [--measure N] [--recheck N]
//! ```
//!
//! `--games varied` (issue 29, item 6: positions the fit never used) takes
//! the decisions from games whose sides each play at a level drawn per game
//! (random, 1, 2 or 3) and, searching, still play a random move one time in
//! ten; only at throws 30 to 200 (`--throws` to change), and adds the report
//! by phase (opening, middle, late, few pieces): slope, every bucket, the
//! 95th percentile and the largest error of a single shown chance with the
//! playouts' noise removed, and the share of marks the playouts reverse;
//! then the same errors split by whether the option leaves an exit held (a
//! side resting a piece on 27..=29 while the other still has a piece below
//! 26: skiryuk's pieces arriving on 26 then fall to 27).
//! The playouts are level 2 against level 2 either way.
//!
//! `--measure N` (issue 29; default 0, the report as before, so that older
//! reports stay reproducible) weighs every sampled decision as `senet
//! analyze --measure N` (and `replay analyze`, the viewer, the tutor) weighs
//! it: the level-3 weighing first (the same shown chances as without it),
//! and when the program's own test says it is worth measuring
//! (`analysis::Weighing::worth_measuring`: some other option within twice
//! the phase's measured error `analysis::estimate_error` of the best, one of
//! the two an estimate), every option measured by N playouts instead
//! (`analysis::measure` at `rollout::DEFAULT_LEVEL`, one thread, seed
//! `duel::mix(--seed ^ 0x3EA5_17ED, decision)`, so never the truth's
//! throws; the options' common level steadied by the estimate's as
//! `ai::steady` does). The best and the second option are then those of the
//! shown numbers (the measured chances where measured; exact values stay exact),
//! and those two are played out `--playouts` times as the truth as always.
//! Every table is then computed on the shown numbers; the marks of the
//! phase table are the program's (`analysis::judge_weighing` on the
//! measured weighing, by the loss's interval; else the measured error as
//! before), while the last marks table still marks the shown loss alone
//! (`Mark::of_loss`). With `--games varied` the report adds per phase: how
//! many decisions were measured; for the measured options (not exact), how
//! often the truth lies inside the shown 95% interval, each side widened by
//! the truth's own noise (half width `sqrt(hw^2 + (1.96 sd)^2)`, `sd` the
//! truth's standard error) and the interval's mean half width; the rms and
//! largest error (noise removed) of measured options apart from estimated
//! ones (exact options in neither); and the decisions whose shown best the
//! playouts put 3 points or more below the second, measured and estimated
//! apart. `--probe` ignores `--measure` (it plays the level-3 estimate's
//! two best options).
//!
//! `--recheck N` plays the decisions that report flags (the truth puts the
//! shown best 3 points or more below the second) out again, N times per
//! option on other throws (`--seed ^ 0x2EC4_EC00`), and reports per phase
//! how many stay 3+ below, by the point and by a 95% interval wholly below
//! -3. With 300 playouts the truth's own noise on the difference of two
//! options is about 1.5 to 2 points, so a decision whose two options are
//! equal is flagged now and then by chance; the second look tells those
//! from a best that really is worse. It also plays out again every
//! decision whose second option is marked mistake or blunder as shown, and
//! reports per phase how many of those marks the second look reverses and
//! their loss over it against the shown loss: a truth with a tenth of the
//! noise for the few marks the targets hold to 2/3 of the loss shown.
//!
//! `--rate N` takes a decision with probability 1/N (default 8). Decisions
//! of one game share its positions and so its evaluation errors: with 1/8,
//! 300 decisions come from only 15 to 25 games, and two seeds can disagree
//! by far more than the independent-decision standard errors say. A larger
//! N spreads them over more games; the report says how many, and gives 95%
//! intervals for the slope and every bucket by resampling whole games.
//!
//! `--dump FILE` also writes every decision's numbers (pip total, each
//! option's estimate, mean outcome, the mean's variance, and whether the
//! mover throws again after it), tab-separated, for analysis.
//!
//! The dump's `raw` column is the search's value before `ai::shown` maps
//! it (`lab/src/bin/fit_shown.rs` fits the map to it) and `exact` says whether
//! the option's value is exact (never mapped). `mover` is the side that
//! moves, `board` the board after the option (squares 1 to 30), and `hold`
//! is 1 where a side rests a piece on 27..=29 while the other still has a
//! piece below 26 (skiryuk's held exit, which a network reading 27..=29 as
//! borne off does not see). `phase` is the decision's phase before the move
//! (`ai::phase::Phase`'s code: `opening`, `middle`, `late`, `few-pieces`).
//! The last three columns (since `--measure`): `measured` is 1 where the
//! decision was measured (its `estimate` then the rollout's mean, or the
//! exact value), and `low` and `high` the shown 95% interval of a measured
//! option that is not exact; elsewhere both are the `estimate` itself.
//!
//! Without `--nets`, `--weights` or `--players` the run measures the program
//! as it is: estimates with `Weights::shown` (the ruleset's network for the
//! shown chances where it has one, as skiryuk's), games and playouts by the
//! levels' `Weights::tuned`.
//!
//! `--nets FILE` takes the tuned weights with the endings network of the
//! networks file FILE (`crates/ai/src/endings_net.txt`'s format; `none`:
//! the model alone), the estimates shown as the program shows them.
//!
//! `--players FILE` (with `--nets`) makes the sampled games' players and the
//! playouts use the tuned weights with FILE's endings network (`none`: the
//! model alone), whatever `--nets` estimates with: two networks are then
//! measured on the same games, decisions and playout players, and differ
//! only in their estimates (and the two options they rank first). Without
//! it both come from the weights measured, and a run's games depend on them.
//!
//! `--weights FILE` takes the ruleset's weights from a weights file in the
//! format of `crates/ai/src/weights.txt` (e.g. that file after a new fit, before the
//! program embedding it is rebuilt); the report then names the file.
//!
//! ```text
//! ```
//!
//! 1. **Decisions.** Games of level 2 against level 2 (the weights asked
//!    for) from the start, seeded; every decision with two or more legal
//!    moves is taken with probability 1/8 until `--decisions` are taken, and
//!    every position of at most two pieces a side before a throw with
//!    probability 1/2 (up to `--endings`), for the last part of the report.
//! 2. **Estimates**, exactly as `senet replay analyze` and the tutor make
//!    them: every option's win chance at level 3 (`ai::evaluate_options`:
//!    three throws ahead, exact endings), an exact value where the option
//!    ends the game or reaches the tables, else the search's estimate as the
//!    program shows it (`ai::shown`; with `--estimates raw`, or with weights other than
//!    the tuned ones, the search's value as it is). The best and the
//!    second-best option are kept.
//! 3. **Outcomes.** Each of the two options is played out `--playouts`
//!    times, level 2 against level 2, playout `k` of both options on the
//!    same throws (so that the difference between the options is measured
//!    with little noise). A playout that reaches an ending of the exact
//!    tables (at most two pieces a side) while more than 300 throws remain
//!    before a draw limit ends there with the table's exact win chance (the
//!    value of perfect play, which level 2 plays there with the tables).
//! 4. **Report**: the calibration table (estimate bucket, mean estimate,
//!    mean outcome, n), the slope of the outcome on the estimate (least
//!    squares; 1 is calibrated, the playouts' noise does not bias it), the
//!    mean absolute error and the root mean square error with the playouts'
//!    noise removed (the mean square error minus each mean's variance), the
//!    error by game phase and extra throw, the late game's error by how many
//!    more pieces the mover has left on the board than the opponent, the
//!    marks table (the second-best option's loss against the best, marked as
//!    `ai::analysis::Mark::of_loss` marks it: estimated loss against the
//!    playouts' loss), and the static evaluation's error against the exact
//!    tables on `--endings` positions of at most two pieces a side met in the
//!    same games (before a throw).
//!
//! Progress goes to stderr, the report to stdout.
//!
//! `--probe D1,D2,... [--variants 2n/2n,2m/2m,3n/3n,3n/2n] [--show N]`
//! samples the same decisions (the dump's `decision` column) and, instead of
//! the report, plays both options of each listed decision out `--playouts`
//! times with every pair of players of `--variants`, playout `k` on the same
//! throws for every option and variant (and the same as the report's, so
//! `2n/2n` repeats its outcomes). A variant is `LEADER/TRAILER`, the sides
//! by pips after the option: a level (1..=4) and `n` (the weights measured,
//! with their network) or `m` (the model alone). Per variant it prints the
//! mover's mean outcome with its standard error and, for leader and
//! trailer, per playout: water landings, water landings chosen while another
//! move stayed dry, pieces sent back by an exchange, decisions where a piece
//! could have borne off and another move was played, and lost throws. `--show
//! N` prints N playouts of the first variant move by move.

use senet::ai::phase::Phase;
use senet_lab::{flags, weights_file};
use weights_file::weights_of_file;

use std::time::Instant;

use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use senet::ai::analysis::{self, Mark, Weighed, Weighing};
use senet::ai::duel::{Player, mix};
use senet::ai::eval::{self, Weights};
use senet::ai::shown::shown_chance_in;
use senet::ai::{EndgameTable, GameState, Level, endgame, evaluate_options_with, rollout};
use senet::engine::{Game, Pending, RulesetId, Side, Square, Thrower};

/// A playout longer than this is a draw.
const PLAYOUT_LIMIT: u32 = 20_000;
/// The exact tables end a playout only while more throws than this remain
/// before a draw limit.
const TABLE_MARGIN: u32 = 300;

struct Options {
    rules: RulesetId,
    decisions: usize,
    playouts: u32,
    seed: u64,
    legacy: bool,
    /// `--weights FILE`: a weights file to take the ruleset's weights from.
    file: Option<String>,
    /// `--nets FILE`: the tuned weights with the endings network of this
    /// networks file (`none`: without a network), shown as the program shows.
    nets: Option<String>,
    /// `--players FILE`: the games' players and the playouts take the tuned
    /// weights with this file's network (`none`: without one).
    players: Option<String>,
    jobs: usize,
    endings: usize,
    /// `--dump FILE`: one line per decision with its numbers, for analysis.
    dump: Option<String>,
    /// `--rate N`: a decision is taken with probability 1/N.
    rate: u32,
    /// `--estimates raw`: report the search's values, not the shown ones.
    raw: bool,
    /// `--games varied`: decisions from games of mixed levels and random
    /// moves (not level-2 self-play), for the report by phase.
    varied: bool,
    /// Decisions are taken only at these throws made (inclusive).
    throws: (u32, u32),
    /// `--probe D1,D2,...`: instead of the report, play these decisions'
    /// two options out with several pairs of players ([`probe`]).
    probe: Vec<usize>,
    /// `--variants`: the probe's player pairs, leader/trailer ([`Variant`]).
    variants: Vec<Variant>,
    /// `--show N`: the probe prints N playouts of its first variant per option.
    show: u32,
    /// `--recheck N`: a decision whose shown best the playouts put 3 points
    /// or more below the second, or whose second is marked mistake or
    /// blunder, is played out again, N times per option on other throws
    /// ([`play_pair`]).
    recheck: u32,
    /// `--measure N`: an unsure decision is weighed by N playouts per option
    /// as `senet analyze --measure N` weighs it (0: never, today's report).
    measure: u32,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        rules: RulesetId::Kendall,
        decisions: 300,
        playouts: 100,
        seed: 1,
        legacy: false,
        file: None,
        nets: None,
        players: None,
        jobs: 2,
        endings: 1_000,
        dump: None,
        rate: 8,
        raw: false,
        varied: false,
        throws: (0, u32::MAX),
        probe: Vec::new(),
        variants: Vec::new(),
        show: 0,
        measure: 0,
        recheck: 0,
    };
    let mut throws_given = false;
    for (flag, value) in flags::pairs()? {
        let number = |v: &str| flags::number(&flag, v);
        match flag.as_str() {
            "--rules" => o.rules = flags::ruleset(&value)?,
            "--decisions" => o.decisions = number(&value)?.max(1) as usize,
            "--playouts" => o.playouts = number(&value)?.max(2) as u32,
            "--seed" => o.seed = number(&value)?,
            "--jobs" => o.jobs = (number(&value)? as usize).clamp(1, 16),
            "--endings" => o.endings = number(&value)? as usize,
            "--dump" => o.dump = Some(value),
            "--estimates" => match value.as_str() {
                "shown" => o.raw = false,
                "raw" => o.raw = true,
                _ => return Err(format!("bad --estimates: {value} (shown or raw)")),
            },
            "--rate" => o.rate = number(&value)?.clamp(1, 1 << 20) as u32,
            "--games" => match value.as_str() {
                "self-play" => o.varied = false,
                "varied" => o.varied = true,
                _ => return Err(format!("bad --games: {value} (self-play or varied)")),
            },
            "--throws" => {
                let (a, b) = value
                    .split_once("..")
                    .ok_or_else(|| format!("bad --throws: {value} (FROM..TO)"))?;
                o.throws = (number(a)? as u32, number(b)? as u32);
                throws_given = true;
            }
            "--weights" => match value.as_str() {
                "tuned" => o.legacy = false,
                "legacy" => o.legacy = true,
                path => o.file = Some(path.to_string()),
            },
            "--nets" => o.nets = Some(value),
            "--players" => o.players = Some(value),
            "--probe" => {
                o.probe = value
                    .split(',')
                    .map(|v| number(v).map(|n| n as usize))
                    .collect::<Result<_, _>>()?;
            }
            "--variants" => {
                o.variants = value
                    .split(',')
                    .map(Variant::parse)
                    .collect::<Result<_, _>>()?;
            }
            "--show" => o.show = number(&value)? as u32,
            "--recheck" => {
                o.recheck = u32::try_from(number(&value)?)
                    .map_err(|_| format!("bad --recheck: {value}"))?;
            }
            "--measure" => {
                let n = number(&value)?;
                if n == 1 {
                    return Err("bad --measure: 1 (0, or 2 playouts or more)".to_string());
                }
                o.measure = u32::try_from(n).map_err(|_| format!("bad --measure: {value}"))?;
            }
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    if o.varied && !throws_given {
        o.throws = VARIED_THROWS;
    }
    if o.variants.is_empty() {
        o.variants = DEFAULT_VARIANTS
            .iter()
            .map(|v| Variant::parse(v))
            .collect::<Result<_, _>>()?;
    }
    Ok(o)
}

/// The throws made at which `--games varied` takes decisions unless
/// `--throws` says otherwise: the whole game but its first moves and very
/// long games' tails.
const VARIED_THROWS: (u32, u32) = (30, 200);

/// The levels a side of a `--games varied` game plays at, one drawn per side
/// and game.
const VARIED_LEVELS: [Level; 4] = [
    Level::Random,
    Level::Search(1),
    Level::Search(2),
    Level::Search(3),
];

/// In `--games varied`, a searching side still plays a random move with
/// probability 1/this (lopsided positions that good play never reaches).
const VARIED_RANDOM_MOVE: u32 = 10;

/// A report's rows: every phase by its name, then "all" (`None`).
fn phase_rows() -> impl Iterator<Item = (&'static str, Option<Phase>)> {
    Phase::ALL
        .iter()
        .map(|p| (phase_name(*p), Some(*p)))
        .chain(std::iter::once(("all", None)))
}

/// The name of a decision's phase in the report by phase (`--games
/// varied`). The phases are the program's own ([`Phase`], those its measured
/// errors are kept by), from the position before the move: **few pieces**
/// when either side has at most two pieces left on the board, else by the
/// pip total as a share of the start's: **opening** from 75%, **middle**
/// from 45%, **late** below.
fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::Opening => "opening",
        Phase::Middle => "middle",
        Phase::Late => "late",
        Phase::FewPieces => "few pieces",
    }
}

/// A sampled decision: the game waiting for the move, and its two best
/// options by the estimate.
struct Decision {
    game: Game,
    /// Which sampled game the decision comes from (0, 1, ...).
    game_index: u64,
    /// (index of the move, estimated win chance of the mover), best first,
    /// by the level-3 estimates (the probe's; the report's are [`shown_of`]'s).
    options: [(usize, f64); 2],
    /// Whether each option's value is exact (a finished game or the tables).
    exact: [bool; 2],
    /// The decision's phase ([`Phase`]).
    phase: Phase,
    /// Every option weighed at level 3 as the program shows it, in the
    /// analysis's order, with the measured error of the decision's phase
    /// ([`analysis::estimate_error`]): what [`Weighing::unsure`] tests.
    weighing: Weighing,
    /// The search's value of every option (the weighing's order) before
    /// `ai::shown` maps it.
    raws: Vec<f64>,
}

/// One decision's results.
struct Measured {
    /// Which sampled game the decision comes from.
    game_index: u64,
    estimate: [f64; 2],
    /// The search's values before `ai::shown` maps them.
    raw: [f64; 2],
    /// Whether each option's value is exact.
    exact: [bool; 2],
    /// Mean outcome for the mover of each option.
    outcome: [f64; 2],
    /// Variance of each mean (the playouts' noise).
    noise: [f64; 2],
    /// Mean and variance of the mean of the per-playout differences.
    diff: (f64, f64),
    /// Whether the mover throws next after each option (an extra throw).
    again: [bool; 2],
    /// The pip total of both sides before the move ([`eval::phase_pips`]).
    pips: u32,
    /// Per option, what the position after it looks like ([`Shape`]).
    shape: [Shape; 2],
    /// The decision's phase ([`Phase`]).
    phase: Phase,
    /// The side that moves.
    mover: Side,
    /// Whether the decision was measured (`--measure`): its options weighed
    /// by playouts because the level-3 weighing was unsure.
    measured: bool,
    /// Per option, the shown 95% interval (low, high) of a measured option
    /// that is not exact; `None` for an estimate or an exact value.
    interval: [Option<(f64, f64)>; 2],
    /// `--recheck`: for a decision whose shown best the playouts put 3+
    /// points below the second, or whose second is marked mistake or
    /// blunder, the best minus the second again over
    /// `--recheck` playouts per option on other throws: mean and variance of
    /// the mean of the paired differences.
    recheck: Option<(f64, f64)>,
    /// The second option's mark as the program shows it: from
    /// `analysis::judge_weighing` on the measured weighing (the loss's
    /// interval), else [`shown_mark`].
    mark: Mark,
}

/// A position's shape from the mover's view: the candidates for a bias that
/// the report's phase table finds, written by `--dump`; the pieces and pips
/// also feed the report's pieces table and regression.
#[derive(Clone, Copy, Default)]
struct Shape {
    /// Route distances to the end (pieces off count 0): mover, opponent.
    pips: [u32; 2],
    /// Pieces still on the board: mover, opponent.
    pieces: [u32; 2],
    /// Expected number of legal moves of a throw (weighted by the throw
    /// model), were the side to throw now: mover, opponent.
    mobility: [f64; 2],
    /// The chance that a throw leaves the side no legal move: mover, opponent.
    blocked: [f64; 2],
    /// The fitted model's win chance for the mover (no search, no table).
    model: f64,
    /// Whether a skiryuk house throw is pending.
    house: bool,
    /// The board after the option (the dump's `board`, squares 1 to 30).
    board: senet::engine::Board,
    /// Whether a side rests a piece on 27..=29 while the other side still
    /// has a piece below 26 ([`holds_back`]; the dump's `hold`).
    hold: bool,
}

impl Shape {
    fn of(game: &Game, mover: Side, weights: &Weights) -> Shape {
        let rules = game.rules();
        let board = game.board();
        let sides = [mover, mover.other()];
        let mut shape = Shape {
            board: *board,
            hold: holds_back(board),
            ..Shape::default()
        };
        for (k, side) in sides.into_iter().enumerate() {
            for square in board.squares(side) {
                shape.pips[k] += 31 - u32::from(square.number());
                shape.pieces[k] += 1;
            }
            let Ok(position) = rules.check(senet::engine::Setup::new(*board, side)) else {
                continue;
            };
            for value in senet::engine::ThrowValue::ALL {
                let w = rules.throw_model.weight(value.get());
                let n = senet::engine::analyze(&position, value).move_count();
                shape.mobility[k] += w * n as f64;
                if n == 0 {
                    shape.blocked[k] += w;
                }
            }
        }
        if let Pending::Throw { side, house } = game.pending() {
            let e = f64::from(eval::equity(rules, weights, board, side));
            let p = (e + 1.0) / 2.0;
            shape.model = if side == mover { p } else { 1.0 - p };
            shape.house = house.is_some();
        }
        shape
    }
}

/// Whether a side rests a piece on 27, 28 or 29 while the other side still
/// has a piece below 26: in skiryuk such a piece makes the other side's
/// pieces arriving on 26 fall to 27 (and from there often back to 15), and
/// it is the piece that an endings network reading 27..=29 as borne off
/// (`EndingsNet::as_off`) does not see.
fn holds_back(board: &senet::engine::Board) -> bool {
    [Side::X, Side::O].into_iter().any(|side| {
        board.squares(side).any(|s| (27..=29).contains(&s.number()))
            && board.squares(side.other()).any(|s| s.number() < 26)
    })
}

fn main() {
    let o = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("calibrate: {e}");
            std::process::exit(2);
        }
    };
    let id = o.rules;
    let rules = id.ruleset();
    let weights = match &o.file {
        Some(path) => match weights_of_file(path, id) {
            Ok(w) => w,
            Err(e) => {
                eprintln!("calibrate: --weights {path}: {e}");
                std::process::exit(2);
            }
        },
        None if o.legacy => senet_lab::legacy::legacy(id),
        None => match o.nets.as_deref() {
            Some("none") => Weights::tuned(id).with_net(None),
            Some(path) => match weights_file::net_of_file(path, id) {
                Ok(net) => Weights::tuned(id).with_net(net),
                Err(e) => {
                    eprintln!("calibrate: --nets {path}: {e}");
                    std::process::exit(2);
                }
            },
            // What the program shows: with a network for the shown chances
            // only where the ruleset has one (skiryuk's).
            None => Weights::shown(id),
        },
    };
    // Without `--players`, the program's own levels play (their weights
    // differ from the estimates' where the ruleset's network is for the
    // shown chances only); with `--nets` or `--weights`, the weights measured.
    let program = o.nets.is_none() && o.file.is_none() && !o.legacy;
    let players = match o.players.as_deref() {
        None if program => Weights::tuned(id),
        None => weights,
        Some("none") => Weights::tuned(id).with_net(None),
        Some(path) => match weights_file::net_of_file(path, id) {
            Ok(net) => Weights::tuned(id).with_net(net),
            Err(e) => {
                eprintln!("calibrate: --players {path}: {e}");
                std::process::exit(2);
            }
        },
    };
    let start = Instant::now();
    let table = endgame::table(id);
    let player = Player::Weighted {
        level: Level::Search(2),
        weights: players,
    };
    let (decisions, endings) = sample(id, &player, &weights, &o);
    if !o.probe.is_empty() {
        probe(&decisions, &weights, table, &o);
        return;
    }
    eprintln!(
        "{id}: {} decisions and {} endings sampled in {:.0}s",
        decisions.len(),
        endings.len(),
        start.elapsed().as_secs_f64()
    );
    let measured = play_out(&decisions, &player, table, &o);
    let seconds = start.elapsed().as_secs_f64();
    print_report(&o, &weights, &measured, &endings, table, seconds);
    if let Some(path) = &o.dump {
        if let Err(e) = dump(path, &measured) {
            eprintln!("calibrate: --dump {path}: {e}");
            std::process::exit(2);
        }
    }
    let _ = rules;
}

/// `--dump FILE`: per decision and option (best, then second), the game it
/// comes from, the pip total, the estimate, the mean outcome, its variance,
/// whether the mover throws again and the resulting position's [`Shape`],
/// tab-separated.
fn dump(path: &str, measured: &[Measured]) -> std::io::Result<()> {
    let mut text = String::from(
        "decision\tgame\toption\tpips\testimate\toutcome\tnoise\tagain\t\
         pips_mover\tpips_opp\tpieces_mover\tpieces_opp\tmobility_mover\tmobility_opp\t\
         blocked_mover\tblocked_opp\tmodel\thouse\traw\texact\tmover\tboard\thold\tphase\t\
         measured\tlow\thigh\n",
    );
    for (i, m) in measured.iter().enumerate() {
        for k in 0..2 {
            let s = &m.shape[k];
            let (low, high) = m.interval[k].unwrap_or((m.estimate[k], m.estimate[k]));
            text.push_str(&format!(
                "{i}\t{}\t{k}\t{}\t{:.6}\t{:.6}\t{:.8}\t{}\t{}\t{}\t{}\t{}\t{:.4}\t{:.4}\t\
                 {:.4}\t{:.4}\t{:.6}\t{}\t{:.6}\t{}\t{}\t{}\t{}\t{}\t{}\t{:.6}\t{:.6}\n",
                m.game_index,
                m.pips,
                m.estimate[k],
                m.outcome[k],
                m.noise[k],
                u8::from(m.again[k]),
                s.pips[0],
                s.pips[1],
                s.pieces[0],
                s.pieces[1],
                s.mobility[0],
                s.mobility[1],
                s.blocked[0],
                s.blocked[1],
                s.model,
                u8::from(s.house),
                m.raw[k],
                u8::from(m.exact[k]),
                if m.mover == Side::X { "x" } else { "o" },
                s.board,
                u8::from(s.hold),
                m.phase.code(),
                u8::from(m.measured),
                low,
                high
            ));
        }
    }
    std::fs::write(path, text)
}

/// Whether the estimates go through `ai::shown` as the program shows them:
/// with the tuned weights (the map is fitted to them) unless `--estimates raw`.
fn shows_mapped(o: &Options) -> bool {
    !o.raw && !o.legacy && o.file.is_none()
}

/// Level-2 games; decisions (estimated at level 3) and small endings met.
fn sample(
    id: RulesetId,
    player: &Player,
    weights: &Weights,
    o: &Options,
) -> (Vec<Decision>, Vec<(Game, f64)>) {
    let rules = id.ruleset();
    let table = endgame::table(id);
    let level3 = Level::Search(3)
        .limits()
        .unwrap_or(senet::ai::Limits::depth(3));
    let shown = shows_mapped(o);
    let mut decisions = Vec::with_capacity(o.decisions);
    let mut endings = Vec::new();
    let mut g = 0u64;
    while decisions.len() < o.decisions {
        let mut game = Game::new(id);
        let mut thrower = Thrower::new(rules.throw_model, mix(o.seed, g));
        let mut rng = ChaCha8Rng::seed_from_u64(mix(o.seed ^ 0xCA11, g));
        g += 1;
        // Each side's level (`--games varied`): drawn per game.
        let levels = if o.varied {
            let mut draw = || VARIED_LEVELS[rng.next_u32() as usize % VARIED_LEVELS.len()];
            [draw(), draw()]
        } else {
            [Level::Search(2); 2]
        };
        // Whole games: the endings come from their ends.
        while game.throws() < PLAYOUT_LIMIT {
            match game.pending() {
                Pending::Over(_) => break,
                Pending::Throw { side, house } => {
                    if house.is_none() && endings.len() < o.endings && rng.next_u32() % 2 == 0 {
                        if let Some(p) = table.win_chance(rules, game.board(), side, None) {
                            endings.push((game.clone(), p));
                        }
                    }
                    if game.throw(thrower.throw().value).is_err() {
                        break;
                    }
                }
                Pending::Move { .. } => {
                    let Some(analysis) = game.choices().copied() else {
                        break;
                    };
                    let wanted = decisions.len() < o.decisions
                        && (o.throws.0..=o.throws.1).contains(&game.throws());
                    if wanted && analysis.move_count() >= 2 && rng.next_u32() % o.rate == 0 {
                        decisions.extend(decision_at(&game, g - 1, weights, &level3, shown));
                    }
                    let index = if o.varied {
                        let play = match player {
                            Player::Weighted { weights, .. } => weights,
                            _ => weights,
                        };
                        varied_choice(&game, levels, play, &mut rng)
                    } else {
                        player_choice(player, &game, &mut rng)
                    };
                    if game.play_nth(index).is_err() {
                        break;
                    }
                }
            }
        }
    }
    (decisions, endings)
}

/// The decision `game` waits for (from sampled game `game_index`), its
/// options estimated with `limits` (level 3 in the report) as `senet replay
/// analyze` shows them (`shown`: through `ai::shown`), with the two best;
/// `None` without a move to make or with fewer than two options.
fn decision_at(
    game: &Game,
    game_index: u64,
    weights: &Weights,
    limits: &senet::ai::Limits,
    shown: bool,
) -> Option<Decision> {
    let Pending::Move { throw, .. } = game.pending() else {
        return None;
    };
    let analysis = game.choices().copied()?;
    let rules = game.rules();
    let id = rules.id;
    let state = GameState::of(game);
    let values = evaluate_options_with(rules, &state, throw.get(), &analysis, limits, weights);
    // (index, shown, raw, exact), as `analysis::weigh` shows them
    // (`ai::shown::option_chance`: the pull of the decision's phase).
    let phase = Phase::of(rules, game.board());
    let mut ranked: Vec<(usize, f64, f64, bool)> = values
        .iter()
        .enumerate()
        .map(
            |(i, (m, p))| match rollout::exact_after(rules, m, state.side, state.throws) {
                Some(exact) => (i, exact, *p, true),
                None if shown => (i, shown_chance_in(id, phase, *p), *p, false),
                None => (i, *p, *p, false),
            },
        )
        .collect();
    // The same chances as the program's weighing, for its own test of an
    // unsure decision (`--measure`).
    let weighing = Weighing {
        options: ranked
            .iter()
            .zip(&values)
            .map(|(&(_, chance, _, exact), (m, _))| Weighed {
                m: *m,
                chance,
                exact,
                interval: None,
            })
            .collect(),
        rollout: None,
        error: analysis::estimate_error(rules, game.board()),
    };
    let raws: Vec<f64> = ranked.iter().map(|r| r.2).collect();
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    let [a, b, ..] = ranked[..] else {
        return None;
    };
    Some(Decision {
        game: game.clone(),
        game_index,
        options: [(a.0, a.1), (b.0, b.1)],
        exact: [a.3, b.3],
        phase,
        weighing,
        raws,
    })
}

/// A move of a `--games varied` game: the mover's level of `levels` (x,
/// o), or now and then a random move.
fn varied_choice(
    game: &Game,
    levels: [Level; 2],
    weights: &Weights,
    rng: &mut ChaCha8Rng,
) -> usize {
    let (Pending::Move { throw, .. }, Some(analysis)) = (game.pending(), game.choices()) else {
        return 0;
    };
    let level = if rng.next_u32() % VARIED_RANDOM_MOVE == 0 {
        Level::Random
    } else {
        levels[usize::from(game.to_move() == Side::O)]
    };
    senet::ai::choose_with(
        game.rules(),
        &GameState::of(game),
        throw.get(),
        analysis,
        level,
        weights,
        rng,
    )
}

fn player_choice(player: &Player, game: &Game, rng: &mut ChaCha8Rng) -> usize {
    let (Pending::Move { throw, .. }, Some(analysis)) = (game.pending(), game.choices()) else {
        return 0;
    };
    match player {
        Player::Weighted { level, weights } => senet::ai::choose_with(
            game.rules(),
            &GameState::of(game),
            throw.get(),
            analysis,
            *level,
            weights,
            rng,
        ),
        _ => 0,
    }
}

/// Plays both options of every decision out, on `o.jobs` threads.
fn play_out(
    decisions: &[Decision],
    player: &Player,
    table: &EndgameTable,
    o: &Options,
) -> Vec<Measured> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let done = std::sync::atomic::AtomicUsize::new(0);
    let mut out: Vec<(usize, Measured)> = Vec::new();
    let start = Instant::now();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..o.jobs)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(d) = decisions.get(i) else { break };
                        mine.push((i, measure(d, i as u64, player, table, o)));
                        let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                        if n % 25 == 0 {
                            eprintln!(
                                "{}: {n}/{} decisions played out ({:.0}s)",
                                o.rules,
                                decisions.len(),
                                start.elapsed().as_secs_f64()
                            );
                        }
                    }
                    mine
                })
            })
            .collect();
        for h in handles {
            if let Ok(mine) = h.join() {
                out.extend(mine);
            }
        }
    });
    out.sort_by_key(|(i, _)| *i);
    out.into_iter().map(|(_, m)| m).collect()
}

/// Mixed into `--seed` for the seed of decision `i`'s measurement
/// ([`measure_seed`]), so that its playouts' throws are not the truth's.
const MEASURE_SALT: u64 = 0x3EA5_17ED;

/// The seed of the rollout that measures decision `i` (`--measure`):
/// `duel::mix(seed ^ MEASURE_SALT, i)`. The truth's playouts take their
/// throws from `mix(seed ^ 0x0B5E_4FED, ...)` and the rollout its own from
/// `mix(this, ...)`, so the two never share throws by design.
fn measure_seed(seed: u64, i: u64) -> u64 {
    mix(seed ^ MEASURE_SALT, i)
}

/// What the program shows of a decision: its two best options by the shown
/// numbers (measured means where the decision was measured), best first.
#[derive(Debug)]
struct Shown {
    /// (index of the move, shown win chance of the mover), best first.
    options: [(usize, f64); 2],
    /// The search's value of each before `ai::shown` maps it.
    raw: [f64; 2],
    /// Whether each value is exact.
    exact: [bool; 2],
    /// Whether the options were weighed by playouts (`--measure`).
    measured: bool,
    /// Each option's shown 95% interval, where it has one (measured, not exact).
    interval: [Option<(f64, f64)>; 2],
    /// With a measurement, the second option's mark by
    /// `analysis::judge_weighing` on the measured weighing.
    mark: Option<Mark>,
}

/// Decision `d` (the `i`-th sampled) as the program shows it: with
/// `measure` (at least 2 playouts) and when its level-3 weighing is worth
/// measuring by the program's own test ([`Weighing::worth_measuring`]), every option weighed by
/// `measure` playouts as `senet analyze --measure N` weighs it
/// (`analysis::weigh_by_rollouts` at `rollout::DEFAULT_LEVEL`, one thread,
/// seed [`measure_seed`]); then the two best by the shown numbers.
fn shown_of(d: &Decision, i: u64, seed: u64, measure: u32) -> Shown {
    let measured = (measure >= 2 && d.weighing.worth_measuring()).then(|| {
        let settings = rollout::Settings {
            seed: measure_seed(seed, i),
            jobs: 1,
            ..rollout::Settings::new(measure)
        };
        analysis::measure(
            d.game.rules(),
            &GameState::of(&d.game),
            &d.weighing,
            &settings,
            &|_, _| {},
        )
    });
    let weighing = measured.as_ref().unwrap_or(&d.weighing);
    let mut order: Vec<usize> = (0..weighing.options.len()).collect();
    order.sort_by(|&a, &b| {
        weighing.options[b]
            .chance
            .total_cmp(&weighing.options[a].chance)
            .then(a.cmp(&b))
    });
    // A decision has two options or more (`sample` takes no other); should
    // one be missing, the estimate's two stand.
    let [a, b] = match order[..] {
        [a, b, ..] => [a, b],
        _ => [d.options[0].0, d.options[1].0],
    };
    let of = |k: usize| weighing.options.get(k);
    let chance = |k: usize| of(k).map_or(0.0, |w| w.chance);
    let exact = |k: usize| of(k).is_some_and(|w| w.exact);
    let interval = |k: usize| {
        of(k)
            .and_then(|w| w.interval)
            .filter(|_| !exact(k))
            .map(|v| (v.low, v.high))
    };
    let mark = match (&measured, of(b)) {
        (Some(w), Some(second)) => {
            analysis::judge_weighing(w, second.m.from).map(|judged| judged.mark)
        }
        _ => None,
    };
    Shown {
        options: [(a, chance(a)), (b, chance(b))],
        raw: [a, b].map(|k| d.raws.get(k).copied().unwrap_or(0.0)),
        exact: [exact(a), exact(b)],
        measured: measured.is_some(),
        interval: [interval(a), interval(b)],
        mark,
    }
}

/// Two options played out on the same throws ([`play_pair`]).
struct Paired {
    /// Each option's mean result for the mover.
    mean: [f64; 2],
    /// The variance of each mean.
    noise: [f64; 2],
    /// The mean of the paired differences (first minus second), and the
    /// variance of that mean.
    diff: (f64, f64),
}

/// Options `pair` of decision `d` (the `i`-th) played out `playouts` times
/// each, level 2 against level 2, playout `k` of both on the same throws
/// and choices (from `seed`): the report's truth, and `--recheck`'s second
/// look with another seed.
fn play_pair(
    d: &Decision,
    i: u64,
    pair: [usize; 2],
    (player, table): (&Player, &EndgameTable),
    seed: u64,
    playouts: u32,
) -> Paired {
    let mover = d.game.to_move();
    let n = f64::from(playouts);
    let mut sums = [0f64; 2];
    let mut squares = [0f64; 2];
    let (mut dsum, mut dsq) = (0f64, 0f64);
    for k in 0..playouts {
        let throws = mix(seed ^ 0x0B5E_4FED, i * 1_000_003 + u64::from(k));
        let choices = mix(seed ^ 0xC40C, i * 1_000_003 + u64::from(k));
        let mut r = [0f64; 2];
        for (slot, index) in pair.iter().enumerate() {
            let mut game = d.game.clone();
            if game.play_nth(*index).is_err() {
                continue;
            }
            r[slot] = playout(game, player, table, throws, choices, mover);
            sums[slot] += r[slot];
            squares[slot] += r[slot] * r[slot];
        }
        dsum += r[0] - r[1];
        dsq += (r[0] - r[1]) * (r[0] - r[1]);
    }
    let mean = sums.map(|s| s / n);
    let var_of_mean = |sq: f64, m: f64| ((sq / n - m * m) * n / (n - 1.0)).max(0.0) / n;
    let dmean = dsum / n;
    Paired {
        mean,
        noise: [
            var_of_mean(squares[0], mean[0]),
            var_of_mean(squares[1], mean[1]),
        ],
        diff: (dmean, var_of_mean(dsq, dmean)),
    }
}

fn measure(d: &Decision, i: u64, player: &Player, table: &EndgameTable, o: &Options) -> Measured {
    let mover = d.game.to_move();
    let shown = shown_of(d, i, o.seed, o.measure);
    let pair = [shown.options[0].0, shown.options[1].0];
    let truth = play_pair(d, i, pair, (player, table), o.seed, o.playouts);
    let mean = truth.mean;
    // Each option's resulting position, made once: whether the mover throws
    // again, and its shape.
    let after = shown.options.map(|(index, _)| {
        let mut game = d.game.clone();
        if game.play_nth(index).is_err() {
            return (false, Shape::default());
        }
        let again = matches!(game.pending(), Pending::Throw { side, .. } if side == mover);
        let shape = match player {
            Player::Weighted { weights, .. } => Shape::of(&game, mover, weights),
            _ => Shape::default(),
        };
        (again, shape)
    });
    let again = after.map(|(again, _)| again);
    let shape = after.map(|(_, shape)| shape);
    let mut m = Measured {
        game_index: d.game_index,
        estimate: [shown.options[0].1, shown.options[1].1],
        raw: shown.raw,
        exact: shown.exact,
        outcome: mean,
        noise: truth.noise,
        diff: truth.diff,
        again,
        pips: eval::phase_pips(d.game.rules(), d.game.board()),
        shape,
        phase: d.phase,
        mover,
        measured: shown.measured,
        interval: shown.interval,
        recheck: None,
        mark: Mark::Best,
    };
    m.mark = shown
        .mark
        .unwrap_or_else(|| shown_mark(d.game.rules().id, &m));
    if o.recheck >= 2 && (flagged(&m) || m.mark >= Mark::Mistake) {
        // The same pair again, on other throws and choices.
        let again = play_pair(
            d,
            i,
            pair,
            (player, table),
            o.seed ^ RECHECK_SALT,
            o.recheck,
        );
        m.recheck = Some(again.diff);
    }
    m
}

/// Whether the truth puts the shown best [`FLAGGED`] or more below the
/// second.
fn flagged(m: &Measured) -> bool {
    m.outcome[1] - m.outcome[0] >= FLAGGED
}

/// How far below the second the playouts must put the shown best for the
/// report to flag the decision (and `--recheck` to play it out again).
const FLAGGED: f64 = 0.03;

/// Mixed into `--seed` for the throws and choices of `--recheck`'s
/// playouts, so that they are not the first playouts' again.
const RECHECK_SALT: u64 = 0x2EC4_EC00;

/// `--recheck`: per phase, the decisions the report flags (shown best 3+
/// points below the second) and how many stay so over the second,
/// larger set of playouts.
fn print_recheck(o: &Options, m: &[Measured]) {
    println!(
        "shown best 3+ points below the second, played out again ({} playouts per option, other throws)",
        o.recheck
    );
    println!(
        "phase | flagged | again 3+ below (point) | again 3+ below, 95% interval wholly below -3 | again best - second: mean, lowest"
    );
    let rows = phase_rows();
    for (name, phase) in rows {
        let flagged: Vec<(f64, f64)> = m
            .iter()
            .filter(|x| phase.is_none_or(|p| x.phase == p) && flagged(x))
            .filter_map(|x| x.recheck)
            .collect();
        let below = flagged.iter().filter(|(d, _)| *d <= -FLAGGED).count();
        let surely = flagged
            .iter()
            .filter(|(d, v)| d + Z95 * v.sqrt() < -FLAGGED)
            .count();
        let (mean, lowest) = if flagged.is_empty() {
            ("-".to_string(), "-".to_string())
        } else {
            let mean = flagged.iter().map(|f| f.0).sum::<f64>() / flagged.len() as f64;
            let lowest = flagged.iter().map(|f| f.0).fold(f64::INFINITY, f64::min);
            (
                format!("{:+.1}", mean * 100.0),
                format!("{:+.1}", lowest * 100.0),
            )
        };
        println!(
            "{name} | {} | {below} | {surely} | {mean}, {lowest}",
            flagged.len()
        );
    }
    println!(
        "second marked mistake or blunder as shown, played out again ({} playouts per option, \
         other throws)",
        o.recheck
    );
    println!(
        "phase | marked | reversed again (second did better) | loss again / shown loss | \
         loss again below a third of the shown loss"
    );
    let rows = phase_rows();
    for (name, phase) in rows {
        let marked: Vec<(f64, f64)> = m
            .iter()
            .filter(|x| phase.is_none_or(|p| x.phase == p) && x.mark >= Mark::Mistake)
            .filter_map(|x| x.recheck.map(|(d, _)| (x.estimate[0] - x.estimate[1], d)))
            .collect();
        let reversed = marked.iter().filter(|(_, d)| *d < 0.0).count();
        let small = marked.iter().filter(|(s, d)| *d < s / 3.0).count();
        let shown: f64 = marked.iter().map(|(s, _)| s).sum();
        let again: f64 = marked.iter().map(|(_, d)| d).sum();
        let ratio = if shown > 0.0 {
            format!("{:.2}", again / shown)
        } else {
            "-".to_string()
        };
        println!("{name} | {} | {reversed} | {ratio} | {small}", marked.len());
    }
}

/// Plays `game` out (level 2 against level 2): the win chance of `mover`.
fn playout(
    mut game: Game,
    player: &Player,
    table: &EndgameTable,
    throw_seed: u64,
    choice_seed: u64,
    mover: Side,
) -> f64 {
    let rules = game.rules();
    let mut thrower = Thrower::new(rules.throw_model, throw_seed);
    let mut rng = ChaCha8Rng::seed_from_u64(choice_seed);
    while game.throws() < PLAYOUT_LIMIT {
        if let Some(result) = settled(&game, table, mover) {
            return result;
        }
        match game.pending() {
            Pending::Throw { .. } => {
                if game.throw(thrower.throw().value).is_err() {
                    break;
                }
            }
            Pending::Move { .. } => {
                let index = player_choice(player, &game, &mut rng);
                if game.play_nth(index).is_err() {
                    break;
                }
            }
            Pending::Over(_) => break,
        }
    }
    0.5
}

/// Where a playout stops: `mover`'s result when the game is over, or the
/// exact table's value before a throw far enough from a draw limit; `None`
/// while play goes on.
fn settled(game: &Game, table: &EndgameTable, mover: Side) -> Option<f64> {
    let rules = game.rules();
    let x_chance = match game.pending() {
        Pending::Over(outcome) => match outcome.winner {
            Some(Side::X) => 1.0,
            Some(Side::O) => 0.0,
            None => 0.5,
        },
        Pending::Throw { side, house } => {
            let far = rules
                .draw_after_throws
                .is_none_or(|l| l.saturating_sub(game.throws()) > TABLE_MARGIN);
            if !far {
                return None;
            }
            let p = table.win_chance(rules, game.board(), side, house.map(Square::number))?;
            if side == Side::X { p } else { 1.0 - p }
        }
        Pending::Move { .. } => return None,
    };
    Some(if mover == Side::X {
        x_chance
    } else {
        1.0 - x_chance
    })
}

/// The game phases of the report's phase table: pip totals of both sides
/// before the move, from (inclusive) and to (exclusive).
const PHASE_BANDS: [(u32, u32); 4] = [(0, 60), (60, 100), (100, 150), (150, u32::MAX)];

/// Mean outcome minus mean estimate of the options whose decision lies in
/// the pip band and after which the mover throws again or not.
fn phase_difference(d: &[&Measured], band: (u32, u32), again: bool) -> Option<(f64, usize)> {
    mean_error(d, |m, k| {
        m.pips >= band.0 && m.pips < band.1 && m.again[k] == again
    })
}

/// Mean outcome minus mean estimate over the options `(decision, k)` that
/// `keep` takes, and how many there are; `None` for none.
fn mean_error(d: &[&Measured], keep: impl Fn(&Measured, usize) -> bool) -> Option<(f64, usize)> {
    let mut sum = 0f64;
    let mut n = 0usize;
    for m in d {
        for k in 0..2 {
            if keep(m, k) {
                sum += m.outcome[k] - m.estimate[k];
                n += 1;
            }
        }
    }
    (n > 0).then(|| (sum / n as f64, n))
}

/// A 95% interval in points, as the report prints it: ` [lo, hi]`, or
/// nothing when there is none.
fn interval_text(interval: Option<(f64, f64)>) -> String {
    interval
        .map(|(lo, hi)| format!(" [{:+.1}, {:+.1}]", 100.0 * lo, 100.0 * hi))
        .unwrap_or_default()
}

/// The error by game phase and by whether the mover throws again: where a
/// bias sits that the buckets mix.
fn print_phases(m: &[Measured]) {
    println!();
    println!(
        "phase (pips before the move) | mover throws again | n | mean outcome - mean estimate \
         [95% by games]"
    );
    let all: Vec<&Measured> = m.iter().collect();
    for band in PHASE_BANDS {
        for again in [false, true] {
            let Some((diff, n)) = phase_difference(&all, band, again) else {
                continue;
            };
            let interval = interval_text(by_games(m, &|d| {
                phase_difference(d, band, again).map(|(v, _)| v)
            }));
            let band_text = if band.1 == u32::MAX {
                format!("{} and more", band.0)
            } else {
                format!("{} to {}", band.0, band.1 - 1)
            };
            println!(
                "{band_text:<28} | {:<18} | {n} | {:+.1}{interval}",
                if again { "yes" } else { "no" },
                100.0 * diff
            );
        }
    }
}

/// The late game's error by how many more pieces the mover has left on the
/// board than the opponent after the option: the report's phase table found
/// the mover's options coming true more often than estimated there in
/// skiryuk, and this is where it came from (see lab/NOTEBOOK.md).
fn print_pieces(m: &[Measured]) {
    println!();
    println!(
        "late game (under {LATE} pips): mover's pieces left minus the opponent's | n | \
         mean outcome - mean estimate [95% by games]"
    );
    let all: Vec<&Measured> = m.iter().collect();
    for (label, range) in PIECE_BANDS {
        let Some((diff, n)) = pieces_difference(&all, range) else {
            continue;
        };
        let interval = interval_text(by_games(m, &|d| {
            pieces_difference(d, range).map(|(v, _)| v)
        }));
        println!("{label:<70} | {n} | {:+.1}{interval}", 100.0 * diff);
    }
}

/// The late game's error regressed (least squares) on the pieces' difference
/// and the pip lead after the option, with 95% intervals by games: how much
/// each explains, and what is left for "the side that chose" (the constant).
fn print_regression(m: &[Measured]) {
    let all: Vec<&Measured> = m.iter().collect();
    let Some(fit) = late_regression(&all) else {
        return;
    };
    println!();
    println!(
        "late game (under {LATE} pips): error = constant + a x (mover's pieces left minus the \
         opponent's) + b x (mover's pip lead / 10); points [95% by games]"
    );
    let names = ["constant", "a (per piece)", "b (per 10 pips)"];
    for (j, name) in names.iter().enumerate() {
        let interval = interval_text(by_games(m, &|d| late_regression(d).map(|f| f[j])));
        println!("{name:<16} {:+.1}{interval}", 100.0 * fit[j]);
    }
}

/// The least-squares fit of [`print_regression`]: (constant, per piece, per
/// 10 pips of lead), or `None` when the late game's options do not fix it.
fn late_regression(d: &[&Measured]) -> Option<[f64; 3]> {
    let mut xtx = [[0f64; 3]; 3];
    let mut xty = [0f64; 3];
    for m in d.iter().filter(|m| m.pips < LATE) {
        for k in 0..2 {
            let s = &m.shape[k];
            let x = [
                1.0,
                f64::from(s.pieces[0]) - f64::from(s.pieces[1]),
                (f64::from(s.pips[1]) - f64::from(s.pips[0])) / 10.0,
            ];
            let y = m.outcome[k] - m.estimate[k];
            for i in 0..3 {
                xty[i] += x[i] * y;
                for j in 0..3 {
                    xtx[i][j] += x[i] * x[j];
                }
            }
        }
    }
    solve3(xtx, xty)
}

/// Solves the 3 x 3 system `a x = b` (Cramer's rule), if it is not singular.
fn solve3(a: [[f64; 3]; 3], b: [f64; 3]) -> Option<[f64; 3]> {
    let det = |m: [[f64; 3]; 3]| {
        m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
            - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
    };
    let d = det(a);
    if d.abs() < 1e-9 {
        return None;
    }
    let mut out = [0f64; 3];
    for (c, slot) in out.iter_mut().enumerate() {
        let mut m = a;
        for r in 0..3 {
            m[r][c] = b[r];
        }
        *slot = det(m) / d;
    }
    Some(out)
}

/// An option's error (estimate minus outcome) with the playouts' noise
/// removed: the sign of the difference and `sqrt(max(0, d^2 - variance of
/// the mean))`, so that a difference the noise alone explains counts as 0.
fn clean_error(m: &Measured, k: usize) -> f64 {
    let d = m.estimate[k] - m.outcome[k];
    d.signum() * (d * d - m.noise[k]).max(0.0).sqrt()
}

/// The errors of single shown chances ([`clean_error`]) split by whether
/// the position after the option holds an exit ([`holds_back`]): options,
/// rms, 95th percentile and largest, points, noise removed.
fn print_held(m: &[Measured]) {
    println!();
    println!(
        "held exit (after the option a side rests a piece on 27..=29 while the other still has \
         a piece below 26) | options | rms | p95 | largest (points, noise removed)"
    );
    for (name, held) in [("held", true), ("not held", false)] {
        let clean: Vec<f64> = m
            .iter()
            .flat_map(|x| (0..2).map(move |k| (x, k)))
            .filter(|(x, k)| x.shape[*k].hold == held)
            .map(|(x, k)| clean_error(x, k).abs())
            .collect();
        if clean.is_empty() {
            println!("{name} | 0 | - | - | -");
            continue;
        }
        let rms = (clean.iter().map(|e| e * e).sum::<f64>() / clean.len() as f64).sqrt();
        println!(
            "{name} | {} | {:.1} | {:.1} | {:.1}",
            clean.len(),
            100.0 * rms,
            100.0 * quantile(&clean, 0.95),
            100.0 * quantile(&clean, 1.0)
        );
    }
}

/// The `q` quantile (0..=1) of `values` (nearest rank), 0 for none.
fn quantile(values: &[f64], q: f64) -> f64 {
    let mut v = values.to_vec();
    v.sort_by(f64::total_cmp);
    if v.is_empty() {
        return 0.0;
    }
    v[((v.len() - 1) as f64 * q).round() as usize]
}

/// The second-best option's mark as the program shows it
/// (`ai::analysis::judge_weighing` without rollouts): the loss held to the
/// ruleset's measured error in the decision's phase where either option is
/// an estimate.
fn shown_mark(id: RulesetId, m: &Measured) -> Mark {
    let loss = (m.estimate[0] - m.estimate[1]).max(0.0);
    if m.exact[0] && m.exact[1] {
        return Mark::of_loss(loss);
    }
    let error = senet::ai::per_ruleset::settings(id)
        .estimate_error
        .get(m.phase);
    Mark::of_evidence(
        loss,
        Some(rollout::Interval {
            mean: loss,
            low: loss - error,
            high: loss + error,
        }),
    )
}

/// The report by phase (`--games varied`): per [`Phase`] and over all, the
/// slope with its 95% interval by games, every bucket's difference (outcome
/// minus estimate, with n), the errors of single shown chances with the
/// playouts' noise removed ([`clean_error`]: rms, 95th percentile, largest),
/// and the marks: second-best options marked mistake or blunder as shown
/// ([`Measured::mark`]: [`shown_mark`], or the measured weighing's), how many of them the playouts reverse (the second did
/// better), their playout loss against the estimate, and decisions whose
/// shown best the playouts put 3 points or more below the second.
fn print_by_phase(o: &Options, m: &[Measured]) {
    println!();
    println!(
        "by phase (few pieces: a side has at most 2 pieces on the board; else by pip total as a \
         share of the start's: opening from 75%, middle from 45%, late below)"
    );
    println!(
        "phase | decisions | options | slope [95% by games] | largest bucket |diff| (n>=30) | \
         rms | p95 | largest (points, noise removed) | playout noise rms"
    );
    let groups: Vec<(&str, Vec<&Measured>)> = Phase::ALL
        .iter()
        .map(|p| (phase_name(*p), m.iter().filter(|d| d.phase == *p).collect()))
        .chain(std::iter::once(("all", m.iter().collect())))
        .collect();
    for (name, d) in &groups {
        if d.is_empty() {
            println!("{name} | 0 | - | - | - | - | - | - | -");
            continue;
        }
        let points = points_of(d.iter().copied());
        let slope = slope_of(&points);
        let phase = Phase::ALL
            .iter()
            .find(|p| phase_name(**p) == *name)
            .copied();
        let interval = by_games(m, &|r| {
            let inside: Vec<&Measured> = r
                .iter()
                .copied()
                .filter(|x| phase.is_none_or(|p| x.phase == p))
                .collect();
            (inside.len() >= 2).then(|| slope_of(&points_of(inside.into_iter())))
        })
        .map(|(lo, hi)| format!(" [{lo:.2}, {hi:.2}]"))
        .unwrap_or_default();
        let mut worst = None::<(f64, usize)>;
        for b in 0..10 {
            let inside: Vec<_> = points.iter().filter(|p| in_bucket(p.0, b)).collect();
            if inside.len() >= 30 {
                let k = inside.len() as f64;
                let diff = inside.iter().map(|p| p.1 - p.0).sum::<f64>() / k;
                if worst.is_none_or(|(w, _)| diff.abs() > w.abs()) {
                    worst = Some((diff, inside.len()));
                }
            }
        }
        let clean: Vec<f64> = d
            .iter()
            .flat_map(|x| (0..2).map(move |k| clean_error(x, k).abs()))
            .collect();
        let rms = (clean.iter().map(|e| e * e).sum::<f64>() / clean.len() as f64).sqrt();
        let noise = (points.iter().map(|p| p.2).sum::<f64>() / points.len() as f64).sqrt();
        println!(
            "{name} | {} | {} | {slope:.2}{interval} | {} | {:.1} | {:.1} | {:.1} | {:.1}",
            d.len(),
            points.len(),
            worst.map_or("-".to_string(), |(w, n)| format!(
                "{:+.1} (n {n})",
                100.0 * w
            )),
            100.0 * rms,
            100.0 * quantile(&clean, 0.95),
            100.0 * quantile(&clean, 1.0),
            100.0 * noise
        );
    }
    if o.measure >= 2 {
        print_measured(o, &groups);
    }
    print_held(m);
    println!();
    println!("buckets by phase: estimate bucket: outcome - estimate in points (n)");
    for (name, d) in &groups {
        let points = points_of(d.iter().copied());
        let cells: Vec<String> = (0..10)
            .filter_map(|b| {
                let inside: Vec<_> = points.iter().filter(|p| in_bucket(p.0, b)).collect();
                if inside.is_empty() {
                    return None;
                }
                let k = inside.len() as f64;
                let diff = inside.iter().map(|p| p.1 - p.0).sum::<f64>() / k;
                Some(format!(
                    "{}-{}%: {:+.1} ({})",
                    b * 10,
                    b * 10 + 10,
                    100.0 * diff,
                    inside.len()
                ))
            })
            .collect();
        println!("{name}: {}", cells.join("; "));
    }
    println!();
    println!(
        "phase | second marked mistake or blunder as shown | reversed by playouts (second did \
         better) | playout loss / shown loss | shown best 3+ points below the second (point; \
         95% interval below 0)"
    );
    for (name, d) in &groups {
        let marked: Vec<&&Measured> = d.iter().filter(|x| x.mark >= Mark::Mistake).collect();
        let reversed = marked.iter().filter(|x| x.diff.0 < 0.0).count();
        let est: f64 = marked.iter().map(|x| x.estimate[0] - x.estimate[1]).sum();
        let out: f64 = marked.iter().map(|x| x.diff.0).sum();
        let below = d.iter().filter(|x| x.diff.0 <= -FLAGGED).count();
        let surely = d
            .iter()
            .filter(|x| x.diff.0 + Z95 * x.diff.1.sqrt() < 0.0 && x.diff.0 <= -FLAGGED)
            .count();
        println!(
            "{name} | {} | {} ({:.0}%) | {} | {below} ({:.1}%); {surely}",
            marked.len(),
            reversed,
            100.0 * reversed as f64 / (marked.len().max(1)) as f64,
            if est > 0.0 {
                format!("{:.2}", out / est)
            } else {
                "-".to_string()
            },
            100.0 * below as f64 / (d.len().max(1)) as f64
        );
    }
}

/// The 97.5% quantile of the normal distribution (a 95% interval's half
/// width in standard deviations).
const Z95: f64 = 1.96;

/// Whether `truth` (a mean of playouts whose mean has variance `noise`) lies
/// inside the shown 95% interval `(low, high)` of the shown chance `shown`,
/// each side widened by the truth's own noise: half width
/// `sqrt(hw^2 + (1.96 sd)^2)`, `hw` that side's distance from `shown` (the
/// two differ only where the interval is clamped to 0..=1) and `sd` the
/// truth's standard error.
fn covers(shown: f64, (low, high): (f64, f64), truth: f64, noise: f64) -> bool {
    let widen = |hw: f64| (hw * hw + Z95 * Z95 * noise.max(0.0)).sqrt();
    truth >= shown - widen(shown - low) && truth <= shown + widen(high - shown)
}

/// Rms and largest of these errors (points), `-` for none.
fn rms_largest(errors: &[f64]) -> String {
    if errors.is_empty() {
        return "- | -".to_string();
    }
    let rms = (errors.iter().map(|e| e * e).sum::<f64>() / errors.len() as f64).sqrt();
    format!("{:.1} | {:.1}", 100.0 * rms, 100.0 * quantile(errors, 1.0))
}

/// With `--measure N`, per phase group: how many decisions were measured;
/// for the measured options with an interval, how often the truth lies
/// inside the shown interval ([`covers`]) and the interval's mean half
/// width; the errors ([`clean_error`]) of measured options apart from
/// estimated ones (exact options in neither); and the decisions whose shown
/// best the playouts put 3 points or more below the second, measured and
/// estimated apart.
fn print_measured(o: &Options, groups: &[(&str, Vec<&Measured>)]) {
    println!();
    println!(
        "measured (--measure {}: where the level-3 weighing is worth measuring, every option played out \
         {} times as senet analyze --measure {} does; the numbers above are the shown ones)",
        o.measure, o.measure, o.measure
    );
    println!(
        "phase | decisions | measured | measured options with an interval | truth inside the \
         shown 95% interval (widened by the truth's noise) | mean half width | measured options: \
         rms | largest | estimated options: n | rms | largest (points, noise removed) | shown best \
         3+ points below the second: measured | estimated decisions"
    );
    for (name, d) in groups {
        let measured = d.iter().filter(|x| x.measured).count();
        let mut inside = 0usize;
        let mut widths = Vec::new();
        let mut measured_errors = Vec::new();
        let mut estimated_errors = Vec::new();
        for x in d {
            for k in 0..2 {
                if x.exact[k] {
                    continue;
                }
                let error = clean_error(x, k).abs();
                if !x.measured {
                    estimated_errors.push(error);
                    continue;
                }
                measured_errors.push(error);
                if let Some(interval) = x.interval[k] {
                    widths.push((interval.1 - interval.0) / 2.0);
                    if covers(x.estimate[k], interval, x.outcome[k], x.noise[k]) {
                        inside += 1;
                    }
                }
            }
        }
        let below = |measured: bool| {
            let of: Vec<&&Measured> = d.iter().filter(|x| x.measured == measured).collect();
            let n = of.iter().filter(|x| x.diff.0 <= -FLAGGED).count();
            format!(
                "{n} of {} ({:.1}%)",
                of.len(),
                100.0 * n as f64 / of.len().max(1) as f64
            )
        };
        println!(
            "{name} | {} | {measured} ({:.0}%) | {} | {} | {} | {} | {} | {} | {} | {}",
            d.len(),
            100.0 * measured as f64 / d.len().max(1) as f64,
            widths.len(),
            if widths.is_empty() {
                "-".to_string()
            } else {
                format!(
                    "{inside} ({:.1}%)",
                    100.0 * inside as f64 / widths.len() as f64
                )
            },
            if widths.is_empty() {
                "-".to_string()
            } else {
                format!(
                    "{:.1}",
                    100.0 * widths.iter().sum::<f64>() / widths.len() as f64
                )
            },
            rms_largest(&measured_errors),
            estimated_errors.len(),
            rms_largest(&estimated_errors),
            below(true),
            below(false)
        );
    }
}

/// The pip total below which [`print_pieces`] counts a decision.
const LATE: u32 = 150;

/// The bands of [`print_pieces`]: the mover's pieces on the board minus the
/// opponent's, from and to (inclusive).
const PIECE_BANDS: [(&str, (i32, i32)); 5] = [
    ("2 or more fewer", (i32::MIN, -2)),
    ("1 fewer", (-1, -1)),
    ("as many", (0, 0)),
    ("1 more", (1, 1)),
    ("2 or more more", (2, i32::MAX)),
];

/// Mean outcome minus mean estimate of the late-game options whose pieces'
/// difference lies in `range`.
fn pieces_difference(d: &[&Measured], range: (i32, i32)) -> Option<(f64, usize)> {
    mean_error(d, |m, k| {
        let s = &m.shape[k];
        let more = s.pieces[0] as i32 - s.pieces[1] as i32;
        m.pips < LATE && more >= range.0 && more <= range.1
    })
}

/// Resamples of the games in [`by_games`].
const RESAMPLES: usize = 2_000;

/// The bucket of estimates `b` (0..10): `lo <= e < hi`, the last one closed.
fn in_bucket(e: f64, b: u32) -> bool {
    let lo = f64::from(b) / 10.0;
    e >= lo && (e < lo + 0.1 || (b == 9 && e <= 1.0))
}

/// Mean outcome minus mean estimate of the points in bucket `b`, if any.
fn bucket_difference(points: &[(f64, f64, f64)], b: u32) -> Option<f64> {
    let inside: Vec<_> = points.iter().filter(|p| in_bucket(p.0, b)).collect();
    if inside.is_empty() {
        return None;
    }
    let n = inside.len() as f64;
    Some(inside.iter().map(|p| p.1 - p.0).sum::<f64>() / n)
}

/// The least-squares slope of the outcome on the estimate.
fn slope_of(points: &[(f64, f64, f64)]) -> f64 {
    let n = points.len() as f64;
    let mean_e = points.iter().map(|p| p.0).sum::<f64>() / n;
    let mean_o = points.iter().map(|p| p.1).sum::<f64>() / n;
    let sxy: f64 = points.iter().map(|p| (p.0 - mean_e) * (p.1 - mean_o)).sum();
    let sxx: f64 = points.iter().map(|p| (p.0 - mean_e).powi(2)).sum();
    if sxx > 0.0 { sxy / sxx } else { 0.0 }
}

/// Every (estimate, outcome, noise) point of these decisions: the best and
/// the second-best options.
fn points_of<'a>(m: impl Iterator<Item = &'a Measured>) -> Vec<(f64, f64, f64)> {
    m.flat_map(|d| (0..2).map(move |k| (d.estimate[k], d.outcome[k], d.noise[k])))
        .collect()
}

/// A 95% interval of `stat` over the decisions when whole *games* are
/// resampled (a cluster bootstrap): decisions of one game share its
/// positions, so their errors are not independent, and the naive standard
/// errors are too small. `None` where a resample gives no value is skipped.
fn by_games(m: &[Measured], stat: &dyn Fn(&[&Measured]) -> Option<f64>) -> Option<(f64, f64)> {
    // Each game's decisions, in the order of `m`, grouped once.
    let mut games: Vec<Vec<&Measured>> = Vec::new();
    let index = game_indices(m);
    games.resize_with(index.len(), Vec::new);
    for d in m {
        if let Ok(k) = index.binary_search(&d.game_index) {
            games[k].push(d);
        }
    }
    let mut rng = ChaCha8Rng::seed_from_u64(0xB007);
    let mut values = Vec::with_capacity(RESAMPLES);
    for _ in 0..RESAMPLES {
        let mut picked: Vec<&Measured> = Vec::with_capacity(m.len());
        for _ in 0..games.len() {
            picked.extend_from_slice(&games[rng.random_range(0..games.len())]);
        }
        if let Some(v) = stat(&picked) {
            values.push(v);
        }
    }
    if values.len() < RESAMPLES / 2 {
        return None;
    }
    values.sort_by(f64::total_cmp);
    let at = |q: f64| values[((values.len() - 1) as f64 * q).round() as usize];
    Some((at(0.025), at(0.975)))
}

/// The sampled games these decisions come from, ascending, each once.
fn game_indices(m: &[Measured]) -> Vec<u64> {
    let mut index: Vec<u64> = m.iter().map(|d| d.game_index).collect();
    index.sort_unstable();
    index.dedup();
    index
}

fn pct(x: f64) -> String {
    format!("{:.1}", 100.0 * x)
}

fn print_report(
    o: &Options,
    weights: &Weights,
    m: &[Measured],
    endings: &[(Game, f64)],
    table: &EndgameTable,
    seconds: f64,
) {
    let id = o.rules;
    let rules = id.ruleset();
    println!(
        "calibration of {id} ({} weights): {} decisions x 2 options x {} playouts, seed {}",
        match &o.file {
            Some(path) => format!("{path}'s"),
            None if o.legacy => "legacy".to_string(),
            None => match (&o.nets, weights.net.is_some()) {
                (Some(path), true) => format!("tuned, with {path}'s endings network"),
                (_, true) if weights.net.is_some_and(|n| n.shown_only) => {
                    "tuned, with the embedded endings network for the shown chances; the \
                     games' players and playouts without it"
                        .to_string()
                }
                (_, true) => "tuned, with the embedded endings network".to_string(),
                (_, false) => "tuned, without an endings network".to_string(),
            },
        },
        m.len(),
        o.playouts,
        o.seed
    );
    if let Some(players) = &o.players {
        println!("games' players and playouts: tuned, with {players}'s endings network");
    }
    println!(
        "estimates: level 3 (as replay analyze{}); playouts: level 2 vs level 2, the same throws \
         for both options, exact tables at the end",
        if shows_mapped(o) && senet::ai::shown::pull(id).is_some() {
            ", shown through ai::shown"
        } else if shows_mapped(o) {
            ", shown as searched"
        } else {
            ", raw search values"
        }
    );
    let games = game_indices(m);
    println!(
        "decisions taken with probability 1/{} from {} games; intervals \"by games\" resample \
         whole games ({RESAMPLES} times)",
        o.rate,
        games.len()
    );
    // Every (estimate, outcome, noise) point: best and second-best options.
    let points = points_of(m.iter());
    println!();
    println!("estimate bucket | mean estimate | mean outcome | difference [95% by games] | n");
    let mut worst_bucket = 0f64;
    for b in 0..10 {
        let inside: Vec<&(f64, f64, f64)> = points.iter().filter(|p| in_bucket(p.0, b)).collect();
        if inside.is_empty() {
            continue;
        }
        let n = inside.len() as f64;
        let me = inside.iter().map(|p| p.0).sum::<f64>() / n;
        let mo = inside.iter().map(|p| p.1).sum::<f64>() / n;
        if inside.len() >= 30 {
            worst_bucket = worst_bucket.max((me - mo).abs());
        }
        let interval = by_games(m, &|d| bucket_difference(&points_of(d.iter().copied()), b))
            .map(|(lo, hi)| format!("[{:+.1}, {:+.1}]", 100.0 * lo, 100.0 * hi))
            .unwrap_or_default();
        println!(
            "{:>3}-{:<3}%        | {:>6}%       | {:>6}%      | {:>+6.1} {:<15}| {}",
            b * 10,
            b * 10 + 10,
            pct(me),
            pct(mo),
            100.0 * (mo - me),
            interval,
            inside.len()
        );
    }
    let n = points.len() as f64;
    let mean_e = points.iter().map(|p| p.0).sum::<f64>() / n;
    let mean_o = points.iter().map(|p| p.1).sum::<f64>() / n;
    let sxy: f64 = points.iter().map(|p| (p.0 - mean_e) * (p.1 - mean_o)).sum();
    let sxx: f64 = points.iter().map(|p| (p.0 - mean_e).powi(2)).sum();
    let slope = if sxx > 0.0 { sxy / sxx } else { 0.0 };
    let residual: f64 = points
        .iter()
        .map(|p| (p.1 - mean_o - slope * (p.0 - mean_e)).powi(2))
        .sum::<f64>()
        / (n - 2.0).max(1.0);
    let slope_se = if sxx > 0.0 {
        (residual / sxx).sqrt()
    } else {
        0.0
    };
    let mae = points.iter().map(|p| (p.0 - p.1).abs()).sum::<f64>() / n;
    let mse = points.iter().map(|p| (p.0 - p.1).powi(2)).sum::<f64>() / n;
    let noise = points.iter().map(|p| p.2).sum::<f64>() / n;
    let rmse_clean = (mse - noise).max(0.0).sqrt();
    println!();
    let slope_interval = by_games(m, &|d| Some(slope_of(&points_of(d.iter().copied()))))
        .map(|(lo, hi)| format!(", 95% by games {lo:.2} to {hi:.2}"))
        .unwrap_or_default();
    println!(
        "slope of outcome on estimate: {slope:.2} (standard error {slope_se:.2} if the decisions \
         were independent{slope_interval}; 1.00 = calibrated)"
    );
    println!(
        "mean abs. error: {:.1} points raw; with the playouts' noise removed: rms {:.1} points \
         (about {:.1} points mean abs. if the errors are normal); playout noise rms {:.1} points",
        100.0 * mae,
        100.0 * rmse_clean,
        100.0 * rmse_clean * (2.0 / std::f64::consts::PI).sqrt(),
        100.0 * noise.sqrt()
    );
    println!(
        "largest |mean estimate - mean outcome| over buckets of 30 or more: {:.1} points",
        100.0 * worst_bucket
    );
    print_phases(m);
    if o.varied {
        print_by_phase(o, m);
        if o.recheck >= 2 {
            print_recheck(o, m);
        }
    }
    print_pieces(m);
    print_regression(m);
    // Marks.
    println!();
    println!(
        "mark of the second-best option | n | mean estimated loss | mean playout loss [95%] | \
         second did better"
    );
    let mut marked_est = 0f64;
    let mut marked_out = 0f64;
    let mut marked_n = 0usize;
    for mark in [Mark::Best, Mark::Inaccuracy, Mark::Mistake, Mark::Blunder] {
        let inside: Vec<&Measured> = m
            .iter()
            .filter(|d| Mark::of_loss(d.estimate[0] - d.estimate[1]) == mark)
            .collect();
        if inside.is_empty() {
            println!("{:<10} | 0 | - | - | -", mark.code());
            continue;
        }
        let k = inside.len() as f64;
        let est = inside
            .iter()
            .map(|d| d.estimate[0] - d.estimate[1])
            .sum::<f64>()
            / k;
        let out = inside.iter().map(|d| d.diff.0).sum::<f64>() / k;
        // The mean's variance: the spread between decisions (which contains
        // the playout noise).
        let spread =
            inside.iter().map(|d| (d.diff.0 - out).powi(2)).sum::<f64>() / (k - 1.0).max(1.0);
        let half = 1.96 * (spread / k).sqrt();
        let worse = inside.iter().filter(|d| d.diff.0 < 0.0).count();
        if matches!(mark, Mark::Mistake | Mark::Blunder) {
            marked_est += est * k;
            marked_out += out * k;
            marked_n += inside.len();
        }
        println!(
            "{:<10} | {} | {} | {} [{}, {}] | {} ({:.0}%)",
            mark.code(),
            inside.len(),
            pct(est),
            pct(out),
            pct(out - half),
            pct(out + half),
            worse,
            100.0 * worse as f64 / k
        );
    }
    if marked_n > 0 {
        println!(
            "mistakes and blunders together: {marked_n}, mean estimated loss {}, mean playout loss \
             {} (ratio {:.2}; at least 0.67 wanted)",
            pct(marked_est / marked_n as f64),
            pct(marked_out / marked_n as f64),
            if marked_est > 0.0 {
                marked_out / marked_est
            } else {
                0.0
            }
        );
    } else {
        println!("no decision was marked mistake or blunder");
    }
    // The static evaluation against the exact tables.
    println!();
    if endings.is_empty() {
        println!("no ending of at most two pieces a side was met");
    } else {
        let errors: Vec<f64> = endings
            .iter()
            .map(|(g, p)| {
                let e = eval::equity(rules, weights, g.board(), g.to_move());
                ((f64::from(e) + 1.0) / 2.0 - p).abs()
            })
            .collect();
        let k = errors.len() as f64;
        let worst = errors.iter().copied().fold(0f64, f64::max);
        let spread = |v: &dyn Fn(&(Game, f64)) -> f64| {
            let mean = endings.iter().map(v).sum::<f64>() / k;
            (endings.iter().map(|x| (v(x) - mean).powi(2)).sum::<f64>() / k).sqrt()
        };
        let exact_sd = spread(&|x| x.1);
        let eval_sd = spread(&|x| {
            let e = eval::equity(rules, weights, x.0.board(), x.0.to_move());
            (f64::from(e) + 1.0) / 2.0
        });
        println!(
            "static evaluation vs exact tables ({} positions of at most two pieces a side before \
             a throw, from the same games): mean abs. error {:.1} points, worst {:.1}; spread \
             (sd) exact {:.1}, evaluation {:.1}",
            errors.len(),
            100.0 * errors.iter().sum::<f64>() / k,
            100.0 * worst,
            100.0 * exact_sd,
            100.0 * eval_sd
        );
    }
    let _ = table;
    println!();
    println!("run time: {seconds:.0}s on {} threads", o.jobs);
}

/// The probe's player pairs unless `--variants` says otherwise: today's
/// playouts, the model's, level 3 on both sides, a stronger leader.
const DEFAULT_VARIANTS: [&str; 4] = ["2n/2n", "2m/2m", "3n/3n", "3n/2n"];

/// One side's player in a probe variant: a search level and whether it uses
/// the measured weights' endings network (`n`) or the model alone (`m`).
#[derive(Clone, Copy, Debug, PartialEq)]
struct ProbePlayer {
    level: u8,
    net: bool,
}

/// A probe's pair of players: the leader's (fewer pips after the option)
/// and the trailer's.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Variant {
    leader: ProbePlayer,
    trailer: ProbePlayer,
}

impl Variant {
    /// `LEADER/TRAILER`, each a level 1..=4 and `n` or `m` (`3n/2n`).
    fn parse(text: &str) -> Result<Variant, String> {
        let player = |t: &str| -> Result<ProbePlayer, String> {
            let bad = || format!("bad variant {text} (LEADER/TRAILER, each like 2n or 3m)");
            let mut chars = t.chars();
            let level = chars.next().and_then(|c| c.to_digit(10)).ok_or_else(bad)?;
            let net = match chars.as_str() {
                "n" => true,
                "m" => false,
                _ => return Err(bad()),
            };
            if !(1..=4).contains(&level) {
                return Err(bad());
            }
            Ok(ProbePlayer {
                level: level as u8,
                net,
            })
        };
        let (a, b) = text
            .split_once('/')
            .ok_or_else(|| format!("bad variant {text} (LEADER/TRAILER)"))?;
        Ok(Variant {
            leader: player(a)?,
            trailer: player(b)?,
        })
    }

    fn name(&self) -> String {
        let one = |p: ProbePlayer| format!("{}{}", p.level, if p.net { 'n' } else { 'm' });
        format!("{}/{}", one(self.leader), one(self.trailer))
    }
}

/// What one side did in a probe's playout.
#[derive(Clone, Copy, Default)]
struct SideCounts {
    /// Moves that landed on 27 (washed back).
    water: u32,
    /// Water landings chosen while another legal move stayed dry.
    chosen_water: u32,
    /// The side's pieces sent back by the opponent's exchanges.
    sent_back: u32,
    /// Decisions where a move bore a piece off and another move was played.
    declined_off: u32,
    /// Throws without a legal move.
    lost_throws: u32,
}

impl SideCounts {
    fn add(&mut self, other: &SideCounts) {
        self.water += other.water;
        self.chosen_water += other.chosen_water;
        self.sent_back += other.sent_back;
        self.declined_off += other.declined_off;
        self.lost_throws += other.lost_throws;
    }

    fn per(&self, n: f64) -> String {
        format!(
            "{:.2} {:.2} {:.2} {:.2} {:.2}",
            f64::from(self.water) / n,
            f64::from(self.chosen_water) / n,
            f64::from(self.sent_back) / n,
            f64::from(self.declined_off) / n,
            f64::from(self.lost_throws) / n
        )
    }
}

/// Route distance to the end of `side`'s pieces (pieces off count 0).
fn pips_of(board: &senet::engine::Board, side: Side) -> u32 {
    board
        .squares(side)
        .map(|s| 31 - u32::from(s.number()))
        .sum()
}

/// `--probe`: the listed decisions' options played out by every variant.
fn probe(decisions: &[Decision], weights: &Weights, table: &EndgameTable, o: &Options) {
    let id = o.rules;
    let model = Weights::tuned(id).with_net(None);
    println!(
        "probe of {id}, seed {}: {} playouts per option and variant, the same throws for all",
        o.seed, o.playouts
    );
    println!(
        "per variant (LEADER/TRAILER by pips after the option; n: with the network, m: the \
         model): mover's mean outcome % [± standard error]; then per playout, leader | trailer: \
         water, water chosen while a dry move existed, sent back, bear-off declined, lost throws; \
         mean throws"
    );
    for &i in &o.probe {
        let Some(d) = decisions.get(i) else {
            println!(
                "\ndecision {i}: not sampled ({} decisions)",
                decisions.len()
            );
            continue;
        };
        let mover = d.game.to_move();
        let throw = match d.game.pending() {
            Pending::Move { throw, .. } => throw.get(),
            _ => 0,
        };
        let board = d.game.board();
        println!(
            "\ndecision {i} (game {}, {:?}): throw {} made, {mover:?} to move with a {throw}; \
             board {board}; pips x {} o {}",
            d.game_index,
            d.phase,
            d.game.throws(),
            pips_of(board, Side::X),
            pips_of(board, Side::O)
        );
        for (slot, (index, estimate)) in d.options.iter().enumerate() {
            let mut after = d.game.clone();
            let Ok(m) = after.play_nth(*index) else {
                continue;
            };
            let b = after.board();
            let (px, po) = (pips_of(b, Side::X), pips_of(b, Side::O));
            let leader = if px <= po { Side::X } else { Side::O };
            println!(
                "  option {slot}: {} -> {} shown {:.1}%{}; after: {b}, pips x {px} ({} on the \
                 board) o {po} ({}), leader {leader:?}",
                m.from.number(),
                m.to.number(),
                100.0 * estimate,
                if d.exact[slot] { " (exact)" } else { "" },
                b.squares(Side::X).count(),
                b.squares(Side::O).count()
            );
            for (v, variant) in o.variants.iter().enumerate() {
                let make = |p: ProbePlayer| Player::Weighted {
                    level: Level::Search(p.level),
                    weights: if p.net { *weights } else { model },
                };
                let mut players = [make(variant.trailer), make(variant.trailer)];
                players[usize::from(leader == Side::O)] = make(variant.leader);
                let mut sum = 0f64;
                let mut squares = 0f64;
                let mut counts = [SideCounts::default(); 2];
                let mut throws = 0u64;
                let start = Instant::now();
                for k in 0..o.playouts {
                    let throw_seed = mix(o.seed ^ 0x0B5E_4FED, i as u64 * 1_000_003 + u64::from(k));
                    let choice_seed = mix(o.seed ^ 0xC40C, i as u64 * 1_000_003 + u64::from(k));
                    let show = v == 0 && k < o.show;
                    if show {
                        println!("    playout {k} ({}):", variant.name());
                    }
                    let (r, c, t) = probe_playout(
                        after.clone(),
                        &players,
                        table,
                        (throw_seed, choice_seed),
                        mover,
                        show,
                    );
                    sum += r;
                    squares += r * r;
                    // Leader first.
                    let (lead, trail) = if leader == Side::X { (0, 1) } else { (1, 0) };
                    counts[0].add(&c[lead]);
                    counts[1].add(&c[trail]);
                    throws += u64::from(t);
                }
                let n = f64::from(o.playouts);
                let mean = sum / n;
                let se = ((squares / n - mean * mean).max(0.0) / (n - 1.0)).sqrt();
                println!(
                    "    {} {:5.1}% [±{:.1}] | {} | {} | {:.0} throws ({:.0}s)",
                    variant.name(),
                    100.0 * mean,
                    100.0 * se,
                    counts[0].per(n),
                    counts[1].per(n),
                    throws as f64 / n,
                    start.elapsed().as_secs_f64()
                );
            }
        }
    }
}

/// One probe playout from `game` with `players` (x, o): the mover's result,
/// each side's [`SideCounts`] (x, o) and the throws made; with `show`, every
/// move printed.
fn probe_playout(
    mut game: Game,
    players: &[Player; 2],
    table: &EndgameTable,
    (throw_seed, choice_seed): (u64, u64),
    mover: Side,
    show: bool,
) -> (f64, [SideCounts; 2], u32) {
    let rules = game.rules();
    let start = game.throws();
    let mut thrower = Thrower::new(rules.throw_model, throw_seed);
    let mut rng = ChaCha8Rng::seed_from_u64(choice_seed);
    let mut counts = [SideCounts::default(); 2];
    let slot = |side: Side| usize::from(side == Side::O);
    let result = loop {
        if game.throws() >= PLAYOUT_LIMIT {
            break 0.5;
        }
        if let Some(result) = settled(&game, table, mover) {
            if show {
                println!("      settled: the mover {:.1}%", 100.0 * result);
            }
            break result;
        }
        match game.pending() {
            Pending::Over(_) => break 0.5,
            Pending::Throw { side, .. } => {
                let value = thrower.throw().value;
                let Ok(thrown) = game.throw(value) else {
                    break 0.5;
                };
                if matches!(thrown, senet::engine::ThrowOutcome::Pass(_)) {
                    counts[slot(side)].lost_throws += 1;
                    if show {
                        println!("      {side:?} throws {}: no move", value.get());
                    }
                }
            }
            Pending::Move { throw, .. } => {
                let side = game.to_move();
                let Some(analysis) = game.choices().copied() else {
                    break 0.5;
                };
                let index = player_choice(&players[slot(side)], &game, &mut rng);
                let moves: Vec<_> = (0..analysis.move_count())
                    .filter_map(|j| analysis.get(j))
                    .collect();
                let Ok(m) = game.play_nth(index) else {
                    break 0.5;
                };
                let c = &mut counts[slot(side)];
                if m.water {
                    c.water += 1;
                    if moves.iter().any(|x| !x.water) {
                        c.chosen_water += 1;
                    }
                }
                if m.to != Square::OFF && moves.iter().any(|x| x.to == Square::OFF) {
                    c.declined_off += 1;
                }
                if m.exchange.is_some() {
                    counts[slot(side.other())].sent_back += 1;
                }
                if show {
                    let others: Vec<String> = moves
                        .iter()
                        .map(|x| format!("{}-{}", x.from.number(), x.to.number()))
                        .collect();
                    println!(
                        "      {side:?} {}: {} -> {}{}{}  [{}]  {}",
                        throw.get(),
                        m.from.number(),
                        m.to.number(),
                        if m.water { " water" } else { "" },
                        if m.exchange.is_some() {
                            " exchange"
                        } else {
                            ""
                        },
                        others.join(" "),
                        game.board()
                    );
                }
            }
        }
    };
    if show {
        println!("      result for the mover: {:.3}", result);
    }
    (result, counts, game.throws() - start)
}

#[cfg(test)]
mod tests {
    use super::{Decision, covers, decision_at, shown_of};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;
    use senet::ai::eval::Weights;
    use senet::ai::{Level, Limits};
    use senet::engine::{Game, Pending, RulesetId, Thrower};

    #[test]
    fn the_truth_inside_the_interval_widened_by_its_own_noise() {
        // Without the truth's noise: the interval as it is.
        assert!(covers(0.5, (0.4, 0.6), 0.6, 0.0));
        assert!(!covers(0.5, (0.4, 0.6), 0.62, 0.0));
        assert!(!covers(0.5, (0.4, 0.6), 0.38, 0.0));
        // 1.96 sd = 0.05: half width sqrt(0.1^2 + 0.05^2) = 0.1118.
        let noise = (0.05f64 / 1.96).powi(2);
        assert!(covers(0.5, (0.4, 0.6), 0.61, noise));
        assert!(covers(0.5, (0.4, 0.6), 0.39, noise));
        assert!(!covers(0.5, (0.4, 0.6), 0.615, noise));
        // A clamped interval widens each side by its own distance.
        assert!(covers(0.02, (0.0, 0.08), 0.07, 0.0));
        assert!(!covers(0.02, (0.0, 0.08), -0.01, 0.0));
    }

    /// A kendall decision with two options or more, estimated at level 1,
    /// from a game played by first moves with seeded throws.
    fn a_decision() -> Decision {
        let id = RulesetId::Kendall;
        let mut game = Game::new(id);
        let mut thrower = Thrower::new(id.ruleset().throw_model, 5);
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let weights = Weights::shown(id);
        loop {
            assert!(game.throws() < 2_000, "no decision found");
            match game.pending() {
                Pending::Over(_) => panic!("the game ended before a decision"),
                Pending::Throw { .. } => {
                    game.throw(thrower.throw().value).expect("a throw");
                }
                Pending::Move { .. } => {
                    if game.throws() >= 40 {
                        if let Some(d) = decision_at(&game, 0, &weights, &Limits::depth(1), true) {
                            return d;
                        }
                    }
                    let index = super::player_choice(
                        &senet::ai::duel::Player::Weighted {
                            level: Level::Random,
                            weights,
                        },
                        &game,
                        &mut rng,
                    );
                    game.play_nth(index).expect("a legal move");
                }
            }
        }
    }

    #[test]
    fn an_unsure_decision_is_measured_and_a_sure_one_is_not() {
        let mut d = a_decision();
        assert!(d.weighing.options.len() >= 2);
        assert!(d.weighing.options.iter().all(|o| !o.exact));
        // Sure (no measured error): the level-3 estimates, as without --measure.
        d.weighing.error = 0.0;
        assert!(!d.weighing.worth_measuring());
        let sure = shown_of(&d, 0, 1, 8);
        assert!(!sure.measured);
        assert_eq!(sure.options, d.options);
        assert_eq!(sure.interval, [None, None]);
        assert_eq!(sure.mark, None);
        // Unsure (every option within the error): measured by playouts.
        d.weighing.error = 1.0;
        assert!(d.weighing.worth_measuring());
        let unsure = shown_of(&d, 0, 1, 8);
        assert!(unsure.measured);
        assert!(unsure.options[0].1 >= unsure.options[1].1);
        assert_ne!(unsure.options[0].0, unsure.options[1].0);
        for (k, interval) in unsure.interval.iter().enumerate() {
            let (low, high) = interval.expect("a measured option's interval");
            assert!(low <= unsure.options[k].1 && unsure.options[k].1 <= high);
        }
        assert!(unsure.mark.is_some());
        // The same seed and decision measure alike; --measure 0 never does.
        assert_eq!(
            shown_of(&d, 0, 1, 8).options,
            unsure.options,
            "reproducible"
        );
        assert!(!shown_of(&d, 0, 1, 0).measured);
    }
}

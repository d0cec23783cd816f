//! Trains the endings network (`crates/ai/src/endings_net.rs`, issue 29,
//! item 1): a residual correction of the fitted model's log-odds late in the
//! game, where three to five pieces a side are left.
//!
//! ```text
//! cargo run --release -p senet-lab --bin fit_endings_net -- --rules R
//!     [--games 1200] [--rate 3] [--playouts 24] [--seed 2901] [--jobs 2]
//!     [--data FILE] [--hidden 32] [--epochs 60] [--l2 0.0001] [--rate-lr 0.001]
//!     [--full-below 0.45] [--none-from 0.6] [--as-off FROM-TO] [--progress L]
//!     [--stays L] [--tables DIR] [--late-rate N] [--evaluate FILE]
//!     [--playout-nets FILE] [--relabel-lead N --relabel-out FILE]
//!     [--out crates/ai/src/endings_net.txt]
//! ```
//!
//! `--relabel-lead N --relabel-out FILE` (with `--data` files that exist):
//! the positions read whose pip lead (either side's) is N or more, labelled
//! by playouts and not answered by `--tables`, are labelled again by
//! `--playouts` playouts of the `--playout-nets` players (a subset of a full
//! relabel, where the players' endings play moves the labels most); all
//! positions are written to FILE, a data file like `--data`'s, and the
//! training goes on with them.
//!
//! `--playout-nets FILE` labels by playouts whose players (level 2) take
//! the tuned weights with FILE's endings network instead of the model alone
//! (the games sampled stay the model's): with the same seed and games, the
//! same positions labelled under the other players, to see how much the
//! players' own endings play moves the labels.
//!
//! `--evaluate FILE` trains nothing: it reports the network of the networks
//! file FILE (e.g. `crates/ai/src/endings_net.txt`) on the positions, so that
//! two networks are compared on the same labels, and writes no `--out`.
//!
//! `--tables DIR` installs the three-piece table of the data folder DIR
//! (`senet endings build --rules R --pieces 3 --data-dir DIR`): positions
//! with at most three pieces a side are then labelled with the table's exact
//! value (no playouts, no noise), also in a `--data` file read back (whose
//! other labels stay), and the playouts stop at that table. `--late-rate N`
//! keeps late positions (pips below `--full-below`, or a side with at most
//! two pieces) with probability 1/N instead of 1/`--rate`. `--data` may name
//! several files, separated by commas, all read (each game's index keeps its
//! hold-out fifth).
//!
//! The defaults are kendall's embedded network's run (with `--jobs 1`: the
//! data file's order, which the training follows, then does not depend on
//! the threads; 1,412 s of playouts on one core of the shared machine, 13 s
//! of training).
//!
//! 1. **Positions** (skipped when `--data FILE` exists: the labelled
//!    positions are read from it; else they are written to it, each game's
//!    as soon as it is done, so that a run stopped early keeps them). `--games`
//!    games whose sides each play at a level drawn per game (random, 1, 2 or
//!    3) and, searching, still play a random move one time in ten (the
//!    calibration's `--games varied`, with other seeds: game `g` takes its
//!    throws from `mix(seed, g)`, so the calibration's seed 29 is never
//!    trained on). Before a throw (no skiryuk house throw pending), from
//!    throw 20 on, with probability 1/`--rate`, a position is kept when its
//!    pip total of both sides is below the gate's end (`--none-from`, a share
//!    of the start's pip total) or a side has at most two pieces, and the
//!    two-piece table does not answer it (the program never asks the model
//!    there).
//! 2. **Labels**: the three-piece table's exact value where `--tables` gives
//!    one; else the mean result of `--playouts` playouts, level 2 against
//!    level 2 with the model alone (no network), the side about to throw
//!    first, cut at the exact tables with their value (the two-piece table
//!    as the calibration's playouts, and the three-piece one with
//!    `--tables`), with their variance of the mean.
//! 3. **Training**: games whose index is a multiple of 5 are held out. On the
//!    rest, `z = model(x) + g(pips) × net(x)` (one hidden layer of
//!    `--hidden` ReLU units; the output layer starts at zero, so training
//!    starts from the model exactly) is fitted by Adam on mini-batches of 64
//!    to the labels by cross-entropy with soft labels, plus `--l2` times the
//!    squared weights, for `--epochs` passes, seeded. `g` is 1 below
//!    `--full-below` of the start's pip total, 0 from `--none-from`, linear
//!    between.
//!    `--as-off 27-29` (skiryuk's, whose pieces *stay* there) trains the
//!    network on the board with the pieces on those squares counted as
//!    borne off ([`EndingsNet::seen`]), as the program then evaluates it.
//!    `--progress L` adds `L × relu(sign × (z - z') + 0.05)²` for the
//!    position with a piece on 26..=30 borne off; `--stays L` adds
//!    `L × relu(v_stay - v_best + 0.05)²` for each throw of the position
//!    whose moves include a stay (`v` the mover's log-odds after a move,
//!    `v_best` the best move that changes the board).
//! 4. **Report** (stdout): the held-out positions' rms error in points of
//!    win chance against the labels before (model) and after (model and
//!    network), raw and with the labels' own noise removed, overall and by
//!    phase (few pieces: a side with at most two pieces on the board; else
//!    late), and the run time of each step. The network is written into
//!    `--out` (the other rulesets' networks there are kept).

use senet_lab::flags;

use std::time::Instant;

use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use senet::ai::duel::mix;
use senet::ai::endings_net::{self, EndingsNet, INPUTS};
use senet::ai::eval::{self, Weights};
use senet::ai::search::Node;
use senet::ai::{EndgameTable, GameState, Level, endgame};
use senet::engine::{Board, Game, Pending, RulesetId, Side, Square, Thrower};

/// A playout longer than this is a draw.
const PLAYOUT_LIMIT: u32 = 20_000;
/// The exact tables end a playout only while more throws than this remain
/// before a draw limit (as the calibration's playouts).
const TABLE_MARGIN: u32 = 300;
/// The levels a side of a varied game plays at, one drawn per side and game.
const VARIED_LEVELS: [Level; 4] = [
    Level::Random,
    Level::Search(1),
    Level::Search(2),
    Level::Search(3),
];
/// A searching side still plays a random move with probability 1/this.
const VARIED_RANDOM_MOVE: u32 = 10;
/// Positions are kept from this many throws made on.
const FIRST_THROW: u32 = 20;
/// Games whose index is a multiple of this are held out.
const HOLD_OUT: u64 = 5;

struct Options {
    rules: RulesetId,
    games: u64,
    rate: u32,
    playouts: u32,
    seed: u64,
    jobs: usize,
    data: Option<String>,
    hidden: usize,
    epochs: usize,
    l2: f64,
    lr: f64,
    full_below: f64,
    none_from: f64,
    /// `--progress L`: the weight of the progress penalty (0: none).
    progress: f64,
    /// `--stays L`: the weight of the stays penalty (0: none).
    stays: f64,
    /// `--as-off FROM-TO`: the squares whose pieces the network counts as
    /// borne off ([`EndingsNet::as_off`]; 0: none).
    as_off: u32,
    out: String,
    /// `--tables DIR`: the data folder holding the three-piece table.
    tables: Option<String>,
    /// `--late-rate N`: late positions are kept with probability 1/N.
    late_rate: Option<u32>,
    /// `--evaluate FILE`: report this networks file's network, train none.
    evaluate: Option<String>,
    /// `--playout-nets FILE`: the labelling playouts' players take the
    /// tuned weights with this file's network.
    playout_nets: Option<String>,
    /// `--relabel-lead N`: positions read from `--data` whose pip lead is
    /// at least N are labelled again by the playouts' players.
    relabel_lead: Option<u32>,
    /// `--relabel-out FILE`: where the relabelled positions are written.
    relabel_out: Option<String>,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        rules: RulesetId::Kendall,
        games: 1_200,
        rate: 3,
        playouts: 24,
        seed: 2901,
        jobs: 2,
        data: None,
        hidden: 32,
        epochs: 60,
        l2: 1e-4,
        lr: 1e-3,
        full_below: 0.45,
        none_from: 0.6,
        progress: 0.0,
        stays: 0.0,
        as_off: 0,
        out: "crates/ai/src/endings_net.txt".into(),
        tables: None,
        late_rate: None,
        evaluate: None,
        playout_nets: None,
        relabel_lead: None,
        relabel_out: None,
    };
    for (flag, value) in flags::pairs()? {
        let number = |v: &str| flags::number(&flag, v);
        let real = |v: &str| {
            v.parse::<f64>()
                .ok()
                .filter(|x| x.is_finite() && *x >= 0.0)
                .ok_or(format!("bad {flag}: {v}"))
        };
        match flag.as_str() {
            "--rules" => o.rules = flags::ruleset(&value)?,
            "--games" => o.games = number(&value)?.max(HOLD_OUT),
            "--rate" => o.rate = number(&value)?.clamp(1, 1_000) as u32,
            "--playouts" => o.playouts = number(&value)?.clamp(2, 10_000) as u32,
            "--seed" => o.seed = number(&value)?,
            "--jobs" => o.jobs = (number(&value)? as usize).clamp(1, 16),
            "--data" => o.data = Some(value),
            "--hidden" => {
                o.hidden = (number(&value)? as usize).clamp(1, endings_net::MAX_HIDDEN);
            }
            "--epochs" => o.epochs = number(&value)? as usize,
            "--l2" => o.l2 = real(&value)?,
            "--rate-lr" => o.lr = real(&value)?,
            "--full-below" => o.full_below = real(&value)?,
            "--none-from" => o.none_from = real(&value)?,
            "--progress" => o.progress = real(&value)?,
            "--stays" => o.stays = real(&value)?,
            "--as-off" => {
                let square = |f: &str| f.parse::<u32>().ok().filter(|s| (1..=30).contains(s));
                o.as_off = match value.split_once('-') {
                    Some((a, b)) => match (square(a), square(b)) {
                        (Some(a), Some(b)) if a <= b => (a..=b).fold(0, |m, s| m | 1 << s),
                        _ => return Err(format!("bad --as-off: {value}")),
                    },
                    None => return Err(format!("--as-off is FROM-TO: {value}")),
                };
            }
            "--out" => o.out = value,
            "--tables" => o.tables = Some(value),
            "--evaluate" => o.evaluate = Some(value),
            "--playout-nets" => o.playout_nets = Some(value),
            "--relabel-lead" => o.relabel_lead = Some(number(&value)? as u32),
            "--relabel-out" => o.relabel_out = Some(value),
            "--late-rate" => o.late_rate = Some(number(&value)?.clamp(1, 1_000) as u32),
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    if o.none_from <= o.full_below {
        return Err("--none-from must be above --full-below".into());
    }
    if o.rules == RulesetId::Race {
        return Err("race is solved exactly: no network".into());
    }
    if o.relabel_lead.is_some() && (o.data.is_none() || o.relabel_out.is_none()) {
        return Err("--relabel-lead needs --data (read) and --relabel-out".into());
    }
    Ok(o)
}

/// One labelled position.
#[derive(Clone, Copy)]
struct Sample {
    game: u64,
    x: u32,
    o: u32,
    side: Side,
    /// Mean playout result for `side`.
    label: f64,
    /// Variance of that mean.
    noise: f64,
}

impl Sample {
    fn board(&self) -> Board {
        Board::from_masks(self.x, self.o)
    }
}

fn main() {
    let o = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("fit_endings_net: {e}");
            std::process::exit(2);
        }
    };
    let id = o.rules;
    let rules = id.ruleset();
    let start_pips = eval::phase_pips(rules, Game::new(id).board()).max(1);
    let mut full_below = (o.full_below * f64::from(start_pips)).round() as u32;
    let mut none_from = (o.none_from * f64::from(start_pips)).round() as u32;
    // `--evaluate`: the network reported, with its own gate.
    let evaluated = o.evaluate.as_deref().map(|path| {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        let nets = endings_net::parse_nets(&text).unwrap_or_default();
        match nets.into_iter().find(|(r, _)| *r == id) {
            Some((_, net)) => net,
            None => {
                eprintln!("fit_endings_net: --evaluate {path}: no network of {id} there");
                std::process::exit(2);
            }
        }
    });
    if let Some(net) = &evaluated {
        (full_below, none_from) = (net.full_below, net.none_from);
    }
    let model = Weights::tuned(id).with_net(None);
    let players = match o.playout_nets.as_deref() {
        None => model,
        Some(path) => match senet_lab::weights_file::net_of_file(path, id) {
            Ok(Some(net)) => Weights::tuned(id).with_net(Some(net)),
            Ok(None) => {
                eprintln!("fit_endings_net: --playout-nets {path}: no network of {id} there");
                std::process::exit(2);
            }
            Err(e) => {
                eprintln!("fit_endings_net: --playout-nets {path}: {e}");
                std::process::exit(2);
            }
        },
    };
    let t0 = Instant::now();
    let large = o.tables.as_deref().map(|dir| install_large(id, dir));
    let files: Vec<&str> = o
        .data
        .as_deref()
        .map(|d| d.split(',').filter(|f| !f.is_empty()).collect())
        .unwrap_or_default();
    let all_exist = !files.is_empty() && files.iter().all(|f| std::path::Path::new(f).exists());
    let mut playouts = o.playouts.to_string();
    let mut samples = if all_exist {
        let mut all = Vec::new();
        let mut counts = Vec::new();
        for f in &files {
            match read_data(f) {
                Ok((s, p)) => {
                    eprintln!("{id}: {} labelled positions read from {f}", s.len());
                    counts.push(p.to_string());
                    all.extend(s);
                }
                Err(e) => {
                    eprintln!(
                        "fit_endings_net: --data: {e} (the file is kept; remove it to start anew)"
                    );
                    std::process::exit(2);
                }
            }
        }
        playouts = counts.join("/");
        all
    } else if files.len() > 1 {
        eprintln!("fit_endings_net: --data: several files are read only when all exist");
        std::process::exit(2);
    } else {
        let sink = match files.first().map(std::fs::File::create) {
            Some(Ok(mut f)) => {
                use std::io::Write;
                let _ = writeln!(f, "# playouts {}", o.playouts);
                let _ = writeln!(f, "# game\tx mask\to mask\tside\tlabel\tnoise");
                Some(f)
            }
            Some(Err(e)) => {
                eprintln!("fit_endings_net: --data: {e}");
                std::process::exit(2);
            }
            None => None,
        };
        generate(
            &o,
            &model,
            &players,
            full_below,
            none_from,
            std::sync::Mutex::new(sink),
        )
    };
    if let (Some(lead), Some(out)) = (o.relabel_lead, o.relabel_out.as_deref()) {
        if !all_exist {
            eprintln!("fit_endings_net: --relabel-lead: the --data files must exist");
            std::process::exit(2);
        }
        relabel(&o, &players, &mut samples, lead, large, out);
    }
    // Positions the three-piece table answers take its exact value (those
    // of a file read back were labelled by playouts).
    let mut exact_labels = 0;
    if let Some(table) = large {
        for s in &mut samples {
            if let Some(p) = table.win_chance(rules, &s.board(), s.side, None) {
                s.label = p;
                s.noise = 0.0;
                exact_labels += 1;
            }
        }
    }
    let data_seconds = t0.elapsed().as_secs_f64();
    let t1 = Instant::now();
    let prepared: Vec<Prepared> = samples
        .iter()
        .map(|s| prepare(id, &model, s, full_below, none_from, o.as_off))
        .collect();
    let (train, held): (Vec<&Prepared>, Vec<&Prepared>) =
        prepared.iter().partition(|p| p.game % HOLD_OUT != 0);
    let net = match evaluated {
        None => EndingsNet {
            as_off: o.as_off,
            ..fit(&train, &o, full_below, none_from)
        },
        Some(net) => net,
    };
    let fit_seconds = t1.elapsed().as_secs_f64();
    println!(
        "{id}: endings network, {} hidden units, gate full below {full_below} pips, \
         off from {none_from} (start {start_pips}); {} positions ({} for training, {} held out: \
         games with index a multiple of {HOLD_OUT}), {} playouts each, seed {}; \
         {exact_labels} labelled exactly by the three-piece table ({})",
        o.hidden,
        prepared.len(),
        train.len(),
        held.len(),
        playouts,
        o.seed,
        o.tables.as_deref().unwrap_or("none installed")
    );
    println!(
        "training: {} epochs, Adam rate {}, l2 {}; positions and labels {:.0}s on {} threads \
         (read from a file if 0), training {:.0}s",
        o.epochs, o.lr, o.l2, data_seconds, o.jobs, fit_seconds
    );
    report("training", &train, &net);
    report("held out", &held, &net);
    if o.evaluate.is_some() {
        return;
    }
    let text = std::fs::read_to_string(&o.out).unwrap_or_default();
    let mut nets = endings_net::parse_nets(&text).unwrap_or_default();
    nets.retain(|(r, _)| *r != id);
    nets.push((id, net));
    nets.sort_by_key(|(r, _)| r.index());
    let mut out = String::from(
        "# Endings networks (crates/ai/src/endings_net.rs), one per ruleset, written by\n\
         # lab/src/bin/fit_endings_net.rs (see lab/NOTEBOOK.md for the runs and numbers).\n",
    );
    let refs: Vec<(RulesetId, &EndingsNet)> = nets.iter().map(|(r, n)| (*r, n)).collect();
    out.push_str(&endings_net::write_nets(&refs));
    if let Err(e) = std::fs::write(&o.out, out) {
        eprintln!("fit_endings_net: --out {}: {e}", o.out);
        std::process::exit(2);
    }
}

/// Loads the three-piece table of `id` from the data folder `dir` and
/// installs it for the run (the search, the keep rule and the playouts then
/// use it); exits when it cannot.
fn install_large(id: RulesetId, dir: &str) -> &'static EndgameTable {
    let loaded =
        senet::endings_cache::load(std::path::Path::new(dir), id, endgame::MAX_TABLE_PIECES);
    let table = match loaded {
        Ok(Some(t)) => t,
        Ok(None) => {
            eprintln!("fit_endings_net: --tables {dir}: no three-piece table of {id} there");
            std::process::exit(2);
        }
        Err(p) => {
            eprintln!("fit_endings_net: --tables {dir}: {p:?}");
            std::process::exit(2);
        }
    };
    match endgame::install(table) {
        Some(t) if t.max_pieces() == endgame::MAX_TABLE_PIECES => t,
        _ => {
            eprintln!("fit_endings_net: --tables {dir}: {id} keeps no three-piece table");
            std::process::exit(2);
        }
    }
}

/// A position ready for training: inputs, the model's log-odds, the gate.
struct Prepared {
    game: u64,
    x: [f32; INPUTS],
    z_model: f64,
    gate: f64,
    label: f64,
    noise: f64,
    few: bool,
    /// The same position with one piece on 26..=30 borne off, for
    /// `--progress`.
    progress: Option<Progress>,
    /// The throws with which the side to throw may stay, for `--stays`.
    stays: Vec<StayChoice>,
}

/// A position after a move, for `--stays`: its inputs, the model's
/// log-odds and the gate for the side to throw there, and `sign` +1 when
/// that is the side who moved (a throw again), -1 when it is the other.
struct After {
    x: [f32; INPUTS],
    z_model: f64,
    gate: f64,
    sign: f64,
}

impl After {
    /// The log-odds of the side who moved, with `net`'s correction.
    fn value(&self, net: &EndingsNet) -> f64 {
        self.sign * (self.z_model + self.gate * f64::from(net.forward(&self.x)))
    }
}

/// One throw of a training position whose moves include a stay (a piece on
/// 27..=29 that cannot leave) and moves that change the board: the position
/// after the stay and after each of those moves, for `--stays`.
struct StayChoice {
    stay: After,
    progress: Vec<After>,
}

/// The margin (log-odds) by which the best move that changes the board must
/// beat a stay under `--stays`.
const STAYS_MARGIN: f64 = 0.05;

/// The choices with a stay among them that `board`, `side` to throw, has
/// (throws 1 to 5): the positions after each move, as the search values
/// them (the side to throw next, the mover again after a throw again).
/// Throws where a move wins, or leads to a house throw, are left out.
fn stay_choices(
    id: RulesetId,
    model: &Weights,
    board: &Board,
    side: Side,
    gate_net: &EndingsNet,
) -> Vec<StayChoice> {
    let rules = id.ruleset();
    let after = |m: &senet::engine::Move| {
        let next = if m.throw_again { side } else { side.other() };
        let (x, gate) = net_view(id, gate_net, &m.board, next);
        After {
            x,
            z_model: f64::from(eval::logit(rules, model, &m.board, next)),
            gate,
            sign: if next == side { 1.0 } else { -1.0 },
        }
    };
    let mut out = Vec::new();
    for throw in 1..=5u8 {
        let a = senet::engine::analyze_board(rules, board, side, throw);
        let moves: Vec<&senet::engine::Move> = a.moves().collect();
        let Some(stay) = moves.iter().find(|m| m.from == m.to) else {
            continue;
        };
        let others: Vec<&&senet::engine::Move> = moves.iter().filter(|m| m.from != m.to).collect();
        if others.is_empty()
            || moves
                .iter()
                .any(|m| m.house_throw.is_some() || m.board.count(side) == 0)
        {
            continue;
        }
        out.push(StayChoice {
            stay: after(stay),
            progress: others.into_iter().map(|m| after(m)).collect(),
        });
    }
    out
}

/// A position with one piece on 26..=30 borne off: its inputs, the
/// model's log-odds and the gate, and whose piece it was (`sign` +1: the
/// mover's, whose log-odds must not fall; -1: the opponent's, whose
/// bearing off must not raise the mover's).
struct Progress {
    x: [f32; INPUTS],
    z_model: f64,
    gate: f64,
    sign: f64,
}

/// The margin (log-odds) by which bearing a piece off must beat keeping it
/// under `--progress`.
const PROGRESS_MARGIN: f64 = 0.05;

/// The network's inputs and gate for `board` with `side` to throw, as the
/// program computes them: on the board the network sees
/// ([`EndingsNet::seen`]).
fn net_view(
    id: RulesetId,
    gate_net: &EndingsNet,
    board: &Board,
    side: Side,
) -> ([f32; INPUTS], f64) {
    let rules = id.ruleset();
    let seen = gate_net.seen(board).unwrap_or(*board);
    let f = eval::features(rules, &seen, side);
    let fewest = seen.count(Side::X).min(seen.count(Side::O));
    (
        endings_net::inputs(rules.pieces, &seen, side, &f),
        f64::from(gate_net.gate(eval::phase_pips(rules, &seen), fewest)),
    )
}

fn prepare(
    id: RulesetId,
    model: &Weights,
    s: &Sample,
    full_below: u32,
    none_from: u32,
    as_off: u32,
) -> Prepared {
    let rules = id.ruleset();
    let board = s.board();
    let gate_net = EndingsNet {
        hidden: 1,
        full_below,
        none_from,
        as_off,
        shown_only: false,
        w1: Vec::new(),
        b1: Vec::new(),
        w2: Vec::new(),
        b2: 0.0,
    };
    // The opponent's highest piece on 26..=30, else the mover's.
    let late = |side: Side| {
        let m = board.mask(side) & (0b11111 << 26);
        (m != 0).then(|| 31 - m.leading_zeros())
    };
    let progress = [(s.side.other(), -1.0), (s.side, 1.0)]
        .into_iter()
        .find_map(|(side, sign)| late(side).map(|sq| (side, sq, sign)))
        .map(|(side, sq, sign)| {
            let (mut x, mut o) = (board.mask(Side::X), board.mask(Side::O));
            if side == Side::X {
                x &= !(1 << sq);
            } else {
                o &= !(1 << sq);
            }
            let after = Board::from_masks(x, o);
            let (x, gate) = net_view(id, &gate_net, &after, s.side);
            Progress {
                x,
                z_model: f64::from(eval::logit(rules, model, &after, s.side)),
                gate,
                sign,
            }
        });
    let (x, gate) = net_view(id, &gate_net, &board, s.side);
    let fewest = board.count(Side::X).min(board.count(Side::O));
    Prepared {
        game: s.game,
        x,
        z_model: f64::from(eval::logit(rules, model, &board, s.side)),
        gate,
        label: s.label,
        noise: s.noise,
        few: fewest <= endings_net::FEW,
        progress,
        stays: stay_choices(id, model, &board, s.side, &gate_net),
    }
}

/// Adds the gradient of `dout` (the loss's derivative by the network's
/// output at `x`, whose hidden sums are `hid`) to `grad`.
fn backprop(t: &Trainer, x: &[f32; INPUTS], hid: &[f64], dout: f64, grad: &mut [f64]) {
    let h = t.h;
    grad[INPUTS * h + 2 * h] += dout;
    for j in 0..h {
        let a = hid[j].max(0.0);
        grad[INPUTS * h + h + j] += dout * a;
        if hid[j] > 0.0 {
            let dh = dout * t.w2[j];
            grad[INPUTS * h + j] += dh;
            for (i, xi) in x.iter().enumerate() {
                if *xi != 0.0 {
                    grad[i * h + j] += dh * f64::from(*xi);
                }
            }
        }
    }
}

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

/// The network being trained, in f64, with its Adam moments.
struct Trainer {
    h: usize,
    w1: Vec<f64>,
    b1: Vec<f64>,
    w2: Vec<f64>,
    b2: f64,
}

impl Trainer {
    fn hidden(&self, x: &[f32; INPUTS], out: &mut [f64]) {
        out.copy_from_slice(&self.b1);
        for (i, xi) in x.iter().enumerate() {
            if *xi != 0.0 {
                let row = &self.w1[i * self.h..(i + 1) * self.h];
                for (o, w) in out.iter_mut().zip(row) {
                    *o += f64::from(*xi) * w;
                }
            }
        }
    }

    fn output(&self, x: &[f32; INPUTS], hid: &mut [f64]) -> f64 {
        self.hidden(x, hid);
        self.b2
            + hid
                .iter()
                .zip(&self.w2)
                .map(|(a, w)| a.max(0.0) * w)
                .sum::<f64>()
    }

    fn net(&self, full_below: u32, none_from: u32) -> EndingsNet {
        EndingsNet {
            hidden: self.h,
            full_below,
            none_from,
            as_off: 0,
            shown_only: false,
            w1: self.w1.iter().map(|&w| w as f32).collect(),
            b1: self.b1.iter().map(|&w| w as f32).collect(),
            w2: self.w2.iter().map(|&w| w as f32).collect(),
            b2: self.b2 as f32,
        }
    }
}

fn fit(train: &[&Prepared], o: &Options, full_below: u32, none_from: u32) -> EndingsNet {
    let h = o.hidden;
    let mut rng = ChaCha8Rng::seed_from_u64(mix(o.seed ^ 0x4E37, 1));
    let mut normal = |scale: f64| {
        // Box-Muller.
        let u1: f64 = (f64::from(rng.next_u32()) + 1.0) / 4_294_967_297.0;
        let u2: f64 = f64::from(rng.next_u32()) / 4_294_967_296.0;
        scale * (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()
    };
    // He initialisation over the ~25 inputs a position has active.
    let scale = (2.0 / 25.0f64).sqrt();
    let mut t = Trainer {
        h,
        w1: (0..INPUTS * h).map(|_| normal(scale)).collect(),
        b1: vec![0.0; h],
        w2: vec![0.0; h],
        b2: 0.0,
    };
    let n_params = INPUTS * h + 2 * h + 1;
    let mut m = vec![0f64; n_params];
    let mut v = vec![0f64; n_params];
    let (beta1, beta2, eps) = (0.9, 0.999, 1e-8);
    let mut step = 0i32;
    let mut order: Vec<usize> = (0..train.len()).collect();
    let mut shuffle_rng = ChaCha8Rng::seed_from_u64(mix(o.seed ^ 0x5AFF, 2));
    let batch = 64;
    let mut hid = vec![0f64; h];
    let mut hid_b = vec![0f64; h];
    let mut grad = vec![0f64; n_params];
    for epoch in 0..o.epochs {
        for i in (1..order.len()).rev() {
            let j = shuffle_rng.random_range(0..=i);
            order.swap(i, j);
        }
        let mut loss = 0.0;
        for chunk in order.chunks(batch) {
            grad.fill(0.0);
            for &k in chunk {
                let p = train[k];
                if p.gate == 0.0 {
                    continue;
                }
                let out = t.output(&p.x, &mut hid);
                let z = p.z_model + p.gate * out;
                let q = sigmoid(z);
                loss -= p.label * q.max(1e-12).ln() + (1.0 - p.label) * (1.0 - q).max(1e-12).ln();
                let dz = (q - p.label) * p.gate;
                // The progress penalty: o.progress × relu(d + margin)², d =
                // sign × (z - z'), z' the log-odds with the piece borne off.
                let mut dz_progress = 0.0;
                if let Some(b) = p.progress.as_ref().filter(|_| o.progress > 0.0) {
                    let out_b = t.output(&b.x, &mut hid_b);
                    let zb = b.z_model + b.gate * out_b;
                    let v = b.sign * (z - zb) + PROGRESS_MARGIN;
                    if v > 0.0 {
                        loss += o.progress * v * v;
                        let dv = 2.0 * o.progress * v * b.sign;
                        dz_progress = dv * p.gate;
                        backprop(&t, &b.x, &hid_b, -dv * b.gate, &mut grad);
                    }
                }
                backprop(&t, &p.x, &hid, dz + dz_progress, &mut grad);
                // The stays penalty: o.stays × relu(v_stay - v_best + margin)²,
                // v the mover's log-odds after a move, best among the moves
                // that change the board.
                if o.stays > 0.0 {
                    for c in &p.stays {
                        let value = |a: &After, hid: &mut [f64]| {
                            a.sign * (a.z_model + a.gate * t.output(&a.x, hid))
                        };
                        let v_stay = value(&c.stay, &mut hid_b);
                        let mut best: Option<(f64, &After)> = None;
                        for a in &c.progress {
                            let v = value(a, &mut hid_b);
                            if best.is_none_or(|(b, _)| v > b) {
                                best = Some((v, a));
                            }
                        }
                        let Some((v_best, a_best)) = best else {
                            continue;
                        };
                        let v = v_stay - v_best + STAYS_MARGIN;
                        if v > 0.0 {
                            loss += o.stays * v * v;
                            let dv = 2.0 * o.stays * v;
                            t.output(&c.stay.x, &mut hid_b);
                            backprop(
                                &t,
                                &c.stay.x,
                                &hid_b,
                                dv * c.stay.sign * c.stay.gate,
                                &mut grad,
                            );
                            t.output(&a_best.x, &mut hid_b);
                            backprop(
                                &t,
                                &a_best.x,
                                &hid_b,
                                -dv * a_best.sign * a_best.gate,
                                &mut grad,
                            );
                        }
                    }
                }
            }
            step += 1;
            let nb = chunk.len() as f64;
            let c1 = 1.0 - f64::powi(beta1, step);
            let c2 = 1.0 - f64::powi(beta2, step);
            let mut update = |k: usize, w: &mut f64, decay: bool| {
                let g = grad[k] / nb + if decay { o.l2 * *w } else { 0.0 };
                m[k] = beta1 * m[k] + (1.0 - beta1) * g;
                v[k] = beta2 * v[k] + (1.0 - beta2) * g * g;
                *w -= o.lr * (m[k] / c1) / ((v[k] / c2).sqrt() + eps);
            };
            for (k, w) in t.w1.iter_mut().enumerate() {
                update(k, w, true);
            }
            for (j, w) in t.b1.iter_mut().enumerate() {
                update(INPUTS * h + j, w, false);
            }
            for (j, w) in t.w2.iter_mut().enumerate() {
                update(INPUTS * h + h + j, w, true);
            }
            update(INPUTS * h + 2 * h, &mut t.b2, false);
        }
        if epoch % 10 == 9 || epoch + 1 == o.epochs {
            eprintln!(
                "epoch {}: training cross-entropy {:.5}",
                epoch + 1,
                loss / train.len().max(1) as f64
            );
        }
    }
    t.net(full_below, none_from)
}

/// Prints the rms error (points) before and after, raw and with the labels'
/// noise removed, overall and by phase, and how often bearing a piece off
/// from 26..=30 looks worse than keeping it (for the side it belongs to).
fn report(what: &str, set: &[&Prepared], net: &EndingsNet) {
    let (mut pairs, mut before, mut after) = (0, 0, 0);
    for p in set {
        let Some(b) = &p.progress else { continue };
        let z = p.z_model + p.gate * f64::from(net.forward(&p.x));
        let zb = b.z_model + b.gate * f64::from(net.forward(&b.x));
        pairs += 1;
        before += usize::from(b.sign * (p.z_model - b.z_model) > 0.0);
        after += usize::from(b.sign * (z - zb) > 0.0);
    }
    println!(
        "{what}: of {pairs} positions with a piece on 26..=30, bearing it off looks worse \
         than keeping it in {before} with the model, {after} with the network"
    );
    // The real choices: a stay against the best move that changes the board.
    let (mut choices, mut before, mut after) = (0, 0, 0);
    let model_only = EndingsNet {
        w2: vec![0.0; net.hidden],
        b2: 0.0,
        ..net.clone()
    };
    for c in set.iter().flat_map(|p| &p.stays) {
        let worse = |n: &EndingsNet| {
            let best = c
                .progress
                .iter()
                .map(|a| a.value(n))
                .fold(f64::NEG_INFINITY, f64::max);
            c.stay.value(n) > best
        };
        choices += 1;
        before += usize::from(worse(&model_only));
        after += usize::from(worse(net));
    }
    println!(
        "{what}: of {choices} throws whose moves include a stay, the stay looks better than \
         every move that changes the board in {before} with the model, {after} with the network"
    );
    // Which positions: all, those with 3+ pieces a side, the few-piece ones.
    let parts = [
        ("all", None),
        ("late (3+ pieces a side)", Some(false)),
        ("few pieces (a side with 2 or fewer)", Some(true)),
    ];
    for (name, few) in parts {
        let chosen: Vec<&&Prepared> = set
            .iter()
            .filter(|p| few.is_none_or(|f| p.few == f))
            .collect();
        if chosen.is_empty() {
            continue;
        }
        let n = chosen.len() as f64;
        let (mut before, mut after, mut noise) = (0.0, 0.0, 0.0);
        let (mut sb, mut sa) = (0.0, 0.0);
        for p in &chosen {
            let corr = f64::from(net.forward(&p.x)) * p.gate;
            let b = sigmoid(p.z_model) - p.label;
            let a = sigmoid(p.z_model + corr) - p.label;
            before += b * b;
            after += a * a;
            sb += b;
            sa += a;
            noise += p.noise;
        }
        let clean = |sq: f64| 100.0 * ((sq - noise) / n).max(0.0).sqrt();
        println!(
            "{what}, {name}: n {}: rms before {:.2} after {:.2} points raw; \
             labels' noise removed: before {:.2} after {:.2} (labels' noise rms {:.2}); \
             mean error (estimate - label) before {:+.2} after {:+.2}",
            chosen.len(),
            100.0 * (before / n).sqrt(),
            100.0 * (after / n).sqrt(),
            clean(before),
            clean(after),
            100.0 * (noise / n).sqrt(),
            100.0 * sb / n,
            100.0 * sa / n
        );
    }
}

/// Plays the varied games on `o.jobs` threads and labels their positions.
/// Each finished game's positions are appended to `sink` (`--data`) at
/// once, so that a run stopped early leaves the games it finished.
fn generate(
    o: &Options,
    model: &Weights,
    players: &Weights,
    full_below: u32,
    none_from: u32,
    sink: std::sync::Mutex<Option<std::fs::File>>,
) -> Vec<Sample> {
    let next = std::sync::atomic::AtomicU64::new(0);
    let start = Instant::now();
    let mut all: Vec<Sample> = Vec::new();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..o.jobs)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let g = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        if g >= o.games {
                            break;
                        }
                        let got = one_game(o, model, players, full_below, none_from, g);
                        if let Ok(mut guard) = sink.lock() {
                            if let Some(f) = guard.as_mut() {
                                use std::io::Write;
                                let _ = f.write_all(data_lines(&got).as_bytes());
                            }
                        }
                        mine.extend(got);
                        if g % 20 == 19 {
                            eprintln!(
                                "{}: {} of {} games ({:.0}s)",
                                o.rules,
                                g + 1,
                                o.games,
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
                all.extend(mine);
            }
        }
    });
    all.sort_by_key(|s| (s.game, s.x, s.o));
    all
}

/// The pieces on the board of the side with fewer.
fn fewest(board: &Board) -> u32 {
    board.count(Side::X).min(board.count(Side::O))
}

/// One varied game's labelled positions.
fn one_game(
    o: &Options,
    model: &Weights,
    players: &Weights,
    full_below: u32,
    none_from: u32,
    g: u64,
) -> Vec<Sample> {
    let id = o.rules;
    let rules = id.ruleset();
    let mut game = Game::new(id);
    let mut thrower = Thrower::new(rules.throw_model, mix(o.seed, g));
    let mut rng = ChaCha8Rng::seed_from_u64(mix(o.seed ^ 0xFEED, g));
    let levels = {
        let mut draw = || VARIED_LEVELS[rng.next_u32() as usize % VARIED_LEVELS.len()];
        [draw(), draw()]
    };
    let mut out = Vec::new();
    while game.throws() < PLAYOUT_LIMIT {
        match game.pending() {
            Pending::Over(_) => break,
            Pending::Throw { side, house } => {
                let late = eval::phase_pips(rules, game.board()) < full_below
                    || fewest(game.board()) <= endings_net::FEW;
                let rate = o.late_rate.filter(|_| late).unwrap_or(o.rate);
                let keep = house.is_none()
                    && game.throws() >= FIRST_THROW
                    && rng.next_u32() % rate == 0
                    && (eval::phase_pips(rules, game.board()) < none_from
                        || fewest(game.board()) <= endings_net::FEW);
                if keep {
                    let node = Node {
                        board: *game.board(),
                        side,
                        house: None,
                    };
                    let left = rules
                        .draw_after_throws
                        .map(|l| l.saturating_sub(game.throws()));
                    let small = endgame::small_pieces(id);
                    let in_small = game.board().count(Side::X) <= small
                        && game.board().count(Side::O) <= small;
                    let exact = endgame::exact(rules, &node, left);
                    // The small table's positions are never asked of the
                    // model; a three-piece table's (`--tables`) are, without
                    // it: they take its exact value.
                    if exact.is_none() || !in_small {
                        let k = out.len() as u64;
                        let (label, noise) = match exact {
                            Some(e) => ((f64::from(e) + 1.0) / 2.0, 0.0),
                            None => label(o, players, &game, side, g, k),
                        };
                        out.push(Sample {
                            game: g,
                            x: game.board().mask(Side::X),
                            o: game.board().mask(Side::O),
                            side,
                            label,
                            noise,
                        });
                    }
                }
                if game.throw(thrower.throw().value).is_err() {
                    break;
                }
            }
            Pending::Move { throw, .. } => {
                let Some(analysis) = game.choices().copied() else {
                    break;
                };
                let level = if rng.next_u32() % VARIED_RANDOM_MOVE == 0 {
                    Level::Random
                } else {
                    levels[usize::from(game.to_move() == Side::O)]
                };
                let index = senet::ai::choose_with(
                    rules,
                    &GameState::of(&game),
                    throw.get(),
                    &analysis,
                    level,
                    model,
                    &mut rng,
                );
                if game.play_nth(index).is_err() {
                    break;
                }
            }
        }
    }
    out
}

/// The mean and the variance of the mean of `o.playouts` playouts from
/// `game` (before `side`'s throw), for `side`.
fn label(o: &Options, model: &Weights, game: &Game, side: Side, g: u64, k: u64) -> (f64, f64) {
    let n = f64::from(o.playouts);
    let (mut sum, mut sq) = (0.0, 0.0);
    for p in 0..o.playouts {
        let key = (g * 1_000 + k) * 1_000 + u64::from(p);
        let r = playout(
            game.clone(),
            model,
            mix(o.seed ^ 0x0B5E, key),
            mix(o.seed ^ 0xC40C, key),
            side,
        );
        sum += r;
        sq += r * r;
    }
    let mean = sum / n;
    let var = ((sq / n - mean * mean) * n / (n - 1.0)).max(0.0) / n;
    (mean, var)
}

/// Plays `game` out, level 2 against level 2 with `model`: the win chance
/// of `mover` (the tables' exact value where they answer: the two-piece
/// table, and the three-piece one when installed).
fn playout(mut game: Game, model: &Weights, throw_seed: u64, choice_seed: u64, mover: Side) -> f64 {
    let rules = game.rules();
    let mut thrower = Thrower::new(rules.throw_model, throw_seed);
    let mut rng = ChaCha8Rng::seed_from_u64(choice_seed);
    let for_mover = |x_chance: f64| {
        if mover == Side::X {
            x_chance
        } else {
            1.0 - x_chance
        }
    };
    while game.throws() < PLAYOUT_LIMIT {
        match game.pending() {
            Pending::Over(outcome) => {
                return for_mover(match outcome.winner {
                    Some(Side::X) => 1.0,
                    Some(Side::O) => 0.0,
                    None => 0.5,
                });
            }
            Pending::Throw { side, house } => {
                let far = rules
                    .draw_after_throws
                    .is_none_or(|l| l.saturating_sub(game.throws()) > TABLE_MARGIN);
                if far {
                    if let Some(p) = endgame::best(rules.id, game.board()).and_then(|t| {
                        t.win_chance(rules, game.board(), side, house.map(Square::number))
                    }) {
                        return for_mover(if side == Side::X { p } else { 1.0 - p });
                    }
                }
                if game.throw(thrower.throw().value).is_err() {
                    break;
                }
            }
            Pending::Move { throw, .. } => {
                let Some(analysis) = game.choices().copied() else {
                    break;
                };
                let index = senet::ai::choose_with(
                    rules,
                    &GameState::of(&game),
                    throw.get(),
                    &analysis,
                    Level::Search(2),
                    model,
                    &mut rng,
                );
                if game.play_nth(index).is_err() {
                    break;
                }
            }
        }
    }
    0.5
}

/// Route distance to the end of `side`'s pieces on `board` (off counts 0).
fn pips_of(board: &Board, side: Side) -> u32 {
    board
        .squares(side)
        .map(|s| 31 - u32::from(s.number()))
        .sum()
}

/// `--relabel-lead N`: the positions of `samples` (read from `--data`)
/// labelled by playouts whose pip lead (either side's) is at least `lead`,
/// and which the three-piece table (`large`, when installed) does not
/// answer, take new labels from `o.playouts` playouts of `players` (the
/// `--playout-nets` players), seeded by their game and their place in it;
/// every position, relabelled or not, is then written to `out` (a data
/// file like `--data`'s). On `o.jobs` threads.
fn relabel(
    o: &Options,
    players: &Weights,
    samples: &mut [Sample],
    lead: u32,
    large: Option<&'static EndgameTable>,
    out: &str,
) {
    let id = o.rules;
    let rules = id.ruleset();
    let start = Instant::now();
    // (index in `samples`, place in its game).
    let mut chosen = Vec::new();
    let mut place = 0u64;
    for i in 0..samples.len() {
        place = if i > 0 && samples[i - 1].game == samples[i].game {
            place + 1
        } else {
            0
        };
        let s = &samples[i];
        let board = s.board();
        let gap = pips_of(&board, Side::X).abs_diff(pips_of(&board, Side::O));
        let exact = large.is_some_and(|t| t.win_chance(rules, &board, s.side, None).is_some());
        if s.noise > 0.0 && gap >= lead && !exact {
            chosen.push((i, place));
        }
    }
    eprintln!(
        "{id}: relabelling {} of {} positions (pip lead {lead}+, labelled by playouts), {} \
         playouts each",
        chosen.len(),
        samples.len(),
        o.playouts
    );
    let next = std::sync::atomic::AtomicUsize::new(0);
    let done = std::sync::atomic::AtomicUsize::new(0);
    let frozen: &[Sample] = samples;
    let mut labels: Vec<(usize, f64, f64)> = Vec::new();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..o.jobs)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let j = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(&(i, k)) = chosen.get(j) else { break };
                        let s = frozen[i];
                        let setup = senet::engine::Setup::new(s.board(), s.side);
                        let Ok(position) = rules.check(setup) else {
                            continue;
                        };
                        let game = Game::from_position(position);
                        let (label, noise) = label(o, players, &game, s.side, s.game, k);
                        mine.push((i, label, noise));
                        let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                        if n % 250 == 0 {
                            eprintln!(
                                "{id}: {n} of {} relabelled ({:.0}s)",
                                chosen.len(),
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
                labels.extend(mine);
            }
        }
    });
    let (mut diff, mut sq) = (0f64, 0f64);
    for &(i, label, noise) in &labels {
        let d = label - samples[i].label;
        diff += d;
        sq += d * d;
        samples[i].label = label;
        samples[i].noise = noise;
    }
    let n = labels.len().max(1) as f64;
    eprintln!(
        "{id}: {} relabelled in {:.0}s: new minus old label mean {:+.2}, rms {:.2} points",
        labels.len(),
        start.elapsed().as_secs_f64(),
        100.0 * diff / n,
        100.0 * (sq / n).sqrt()
    );
    let text = format!(
        "# playouts {}\n# relabelled: {} positions with a pip lead of {lead}+ by level-2 \
         players with {}'s network, {} playouts each\n# game\tx mask\to mask\tside\tlabel\tnoise\n{}",
        o.playouts,
        labels.len(),
        o.playout_nets.as_deref().unwrap_or("no"),
        o.playouts,
        data_lines(samples)
    );
    if let Err(e) = std::fs::write(out, text) {
        eprintln!("fit_endings_net: --relabel-out {out}: {e}");
        std::process::exit(2);
    }
}

/// Labelled positions as lines of the `--data` file.
fn data_lines(samples: &[Sample]) -> String {
    let mut s = String::new();
    for x in samples {
        s.push_str(&format!(
            "{}\t{}\t{}\t{}\t{:.6}\t{:.8}\n",
            x.game,
            x.x,
            x.o,
            if x.side == Side::X { "x" } else { "o" },
            x.label,
            x.noise
        ));
    }
    s
}

/// The labelled positions of a `--data` file and the playouts per label
/// (its `# playouts N` line).
fn read_data(path: &str) -> Result<(Vec<Sample>, u32), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    let mut playouts = None;
    for (n, line) in text.lines().enumerate() {
        if let Some(p) = line.strip_prefix("# playouts ") {
            playouts = p.trim().parse().ok();
        }
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        let bad = || format!("{path} line {}", n + 1);
        if f.len() != 6 {
            return Err(bad());
        }
        out.push(Sample {
            game: f[0].parse().map_err(|_| bad())?,
            x: f[1].parse().map_err(|_| bad())?,
            o: f[2].parse().map_err(|_| bad())?,
            side: if f[3] == "x" { Side::X } else { Side::O },
            label: f[4].parse().map_err(|_| bad())?,
            noise: f[5].parse().map_err(|_| bad())?,
        });
    }
    let playouts = playouts.ok_or(format!("{path}: no '# playouts N' line"))?;
    Ok((out, playouts))
}

//! The static evaluation: how good a position is for the side about to throw,
//! as a win probability.
//!
//! A position is described by [`FEATURES`] numbers, each "ours minus theirs"
//! from the side about to throw (see [`FEATURE_NAMES`]): the race (pip
//! distance to the exit, pieces borne off), safety (pieces the opponent may
//! not land on: pairs, guards, block and run members, protected squares of the
//! ruleset), blocking (opposing pieces held behind our blocks or walls), the
//! exchanges each side can threaten with its next throw, the checkpoint on 26,
//! the water, the pieces past 26 and the exits available. The win
//! probability is `1 / (1 + e^-z)` with `z` the log-odds ([`logit`]).
//!
//! # Two models
//!
//! - **Phased** ([`Weights::tuned`], what the program uses): the weights
//!   depend on the game phase, measured by the pip total of both sides: one
//!   weight vector per anchor of [`PHASE_PIPS`] (five of them in the endings,
//!   where values change fastest), interpolated linearly between the two
//!   anchors around the position. Besides the features' weights each anchor
//!   has a value for a piece on each square 1..=30 ([`SQUARES`]; ours minus
//!   theirs). `z` is the interpolated weights times the features plus the
//!   squares' values. The weights are data: the embedded file
//!   `crates/ai/src/weights.txt` ([`WEIGHTS_FILE`], [`parse_weights`]), parsed once.
//! - **Linear** ([`Weights::linear`]): one weight vector for the whole game,
//!   `z` the weighted feature sum. `race` keeps the pip count alone
//!   ([`Weights::PIPS_ONLY`]); the program's first evaluation, one linear set
//!   per ruleset, is kept by the research lab to measure against
//!   (`lab/src/legacy.rs`), computed exactly as it always was.
//!
//! The fitting keeps the progress features' weights (pips, off, passed-26,
//! exits) from going negative, and (phased) the value of a piece on 26..=30
//! below what bearing it off gains in the pip and "off" terms, so that
//! bearing off never looks worse than waiting: otherwise a side can wait
//! forever beside the exit (skiryuk's "stays") and a game never ends.
//!
//! # Exact where the tables reach
//!
//! [`static_value`] is the evaluation as the search applies it to a
//! position before a throw: the exact value of the endgame tables where one
//! covers the position (at most two pieces a side, three where that table is
//! installed) and a draw limit cannot matter, else the fitted model. Inside
//! the tables it is therefore exact; the model is what answers just outside
//! them, and its error there is measured by `lab/src/bin/eval_error.rs` (see
//! `lab/NOTEBOOK.md`, "The evaluation against the truth").
//!
//! # How the weights were obtained
//!
//! **Phased** (`lab/src/bin/fit_eval.rs`, reproducible from a seed): logistic
//! regression on *values*, not on single game results. Positions come from
//! games of a one-throw search; each position of at most two pieces a side
//! gets its exact value from the endgame tables, every other the mean result
//! of 32 playouts between one-throw searches (the same throws from every
//! position, ending at the exact tables); two rounds, the second sampling
//! and playing with the first round's weights. Then one iteration on the
//! calibration report (`lab/src/bin/calibrate.rs`): the middle-game anchors of
//! games-room, skiryuk and skiryuk-14 scaled by the slope it measured
//! (`fit_eval --rescale`). Last, for skiryuk and skiryuk-14, a per-phase
//! scale (`fit_eval --phase-scale`): per anchor from 20 pips on, a factor of
//! its weights and a shift of its tempo weight, fitted to the values of
//! level-2 playouts from positions of level-2 games. See `lab/NOTEBOOK.md` for
//! the numbers (calibration before and after).
//!
//! **The first, linear weights** (`lab/src/bin/tune.rs`): logistic
//! regression on self-play results (three rounds), then SPSA over duel
//! results; they and their measured gains are in `lab/src/legacy.rs`.

use super::endgame;
use super::endings_net::{self, EndingsNet};
use super::search::Node;
use senet_engine::house_throw_on_board;
use senet_engine::raw::{DEPARTURE, HAPPINESS, RE_ATUM, THREE_TRUTHS, WATER};
use senet_engine::{BOARD_MASK, bit};
use senet_engine::{Board, Side};
use senet_engine::{Formation, Houses, Ruleset, RulesetId};

/// The number of evaluation features.
pub const FEATURES: usize = 11;

/// The features, in order: what each measures (ours minus theirs unless said).
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "pips",      // (their pip count - ours) / 10: the race
    "off",       // pieces borne off
    "protected", // pieces the opponent may not land on (formation or safe square)
    "blocking",  // opposing pieces with one of our barriers within 5 squares ahead
    "threat",    // our next throw's expected exchange gain (pips / 5)
    "danger",    // their expected exchange gain on the throw after ours (pips / 5)
    "on-26",     // pieces resting on 26 (the checkpoint reached)
    "on-27",     // pieces resting on 27 (skiryuk: the water house)
    "passed-26", // pieces beyond 26 or borne off (a piece keeps the credit when it leaves)
    "exits", // pieces off, plus the chance each piece on the board has of leaving with the next throw
    "tempo", // 1: being the side about to throw
];

/// The number of phase anchors of a phased evaluation.
pub const PHASES: usize = 8;

/// The squares of a phased evaluation's piece-square values (1..=30).
pub const SQUARES: usize = 30;

/// The weights of one phase anchor: the [`FEATURES`] features' weights, then
/// the value of a piece on each square 1..=30 ([`SQUARES`]; ours minus theirs).
pub const PHASE_WEIGHTS: usize = FEATURES + SQUARES;

/// Where the phase anchors sit, in the total pip count of both sides (the
/// distance both still have to go): five anchors for the endings (where the
/// values change fastest), then the late and the middle game and the opening
/// (a start position has about 200). Between two anchors the weights are
/// interpolated linearly by the pip total; beyond the last one the last
/// anchor's weights apply.
pub const PHASE_PIPS: [u32; PHASES] = [0, 10, 20, 30, 45, 65, 100, 200];

/// The evaluation's weights for one ruleset: either one weight vector for
/// the whole game ([`Weights::linear`], the model the program had first) or
/// one vector per phase anchor ([`PHASE_PIPS`]),
/// interpolated by the pip total of the position ([`Weights::tuned`]), with
/// a value for a piece on each square besides the features' weights.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Weights {
    /// The weights at each anchor of [`PHASE_PIPS`], ending first: the
    /// features' in the order of [`FEATURE_NAMES`], then the squares'
    /// ([`PHASE_WEIGHTS`]). A linear (unphased) set uses the first anchor's
    /// feature weights only (its square values are zero).
    pub phases: [[f32; PHASE_WEIGHTS]; PHASES],
    /// Whether the weights depend on the phase.
    pub phased: bool,
    /// The endings' correction of a phased set ([`crate::endings_net`]):
    /// added to the log-odds late in the game; `None` keeps the model as it is.
    pub net: Option<&'static EndingsNet>,
}

impl Weights {
    /// The starting point of the first tuning: the race alone (a pip lead of
    /// 10 is worth about 73%).
    pub const PIPS_ONLY: Weights =
        Weights::linear([1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]);

    /// One weight vector for the whole game.
    #[must_use]
    pub const fn linear(w: [f32; FEATURES]) -> Weights {
        let mut phase = [0f32; PHASE_WEIGHTS];
        let mut i = 0;
        while i < FEATURES {
            phase[i] = w[i];
            i += 1;
        }
        Weights {
            phases: [phase; PHASES],
            phased: false,
            net: None,
        }
    }

    /// One weight vector per phase anchor of [`PHASE_PIPS`], ending first.
    #[must_use]
    pub const fn with_phases(phases: [[f32; PHASE_WEIGHTS]; PHASES]) -> Weights {
        Weights {
            phases,
            phased: true,
            net: None,
        }
    }

    /// The same weights with the endings' correction `net` (`None`: without).
    #[must_use]
    pub const fn with_net(self, net: Option<&'static EndingsNet>) -> Weights {
        Weights { net, ..self }
    }

    /// The weights the program plays with (and analyses with, but for a
    /// network for the shown chances only, [`Weights::shown`]): the phased
    /// evaluation fitted to values by `lab/src/bin/fit_eval.rs`, read from the
    /// embedded data file `crates/ai/src/weights.txt` ([`WEIGHTS_FILE`]), with
    /// the ruleset's endings network where it has one
    /// ([`crate::endings_net::embedded_net`]). `race` is solved exactly and
    /// keeps the pip count.
    #[must_use]
    pub fn tuned(id: RulesetId) -> Weights {
        match fitted().iter().find(|(r, _)| *r == id) {
            Some((_, w)) => w.with_net(endings_net::embedded_net(id)),
            // The embedded file parses and covers every stick ruleset (a
            // unit test checks it); `race` is solved exactly.
            None => Weights::PIPS_ONLY,
        }
    }

    /// The weights the win chances the program shows are searched with
    /// ([`crate::evaluate_options`], [`crate::win_chance`]): [`Weights::tuned`]
    /// with the network for the shown chances
    /// ([`crate::endings_net::embedded_shown_net`]), which is the one the
    /// levels play with unless the ruleset's is for the shown chances only
    /// ([`crate::endings_net::EndingsNet::shown_only`]).
    #[must_use]
    pub fn shown(id: RulesetId) -> Weights {
        match fitted().iter().find(|(r, _)| *r == id) {
            Some((_, w)) => w.with_net(endings_net::embedded_shown_net(id)),
            None => Weights::PIPS_ONLY,
        }
    }

    /// The weights that apply at a pip total of both sides: the anchors'
    /// weights interpolated (a linear set: its one vector).
    #[must_use]
    pub fn at(&self, pips: u32) -> [f32; PHASE_WEIGHTS] {
        if !self.phased {
            return self.phases[0];
        }
        let (k, u) = phase_of(pips);
        let (a, b) = (&self.phases[k], &self.phases[k + 1]);
        let mut w = [0f32; PHASE_WEIGHTS];
        for i in 0..PHASE_WEIGHTS {
            w[i] = a[i] + u * (b[i] - a[i]);
        }
        w
    }

    /// The feature weights of a linear set (of a phased one: its first
    /// anchor's).
    #[must_use]
    pub fn linear_part(&self) -> [f32; FEATURES] {
        let mut w = [0f32; FEATURES];
        w.copy_from_slice(&self.phases[0][..FEATURES]);
        w
    }

    /// Whether two sets are the same bit for bit (the leaf cache's key).
    #[must_use]
    pub fn same_bits(&self, other: &Weights) -> bool {
        let nets = match (self.net, other.net) {
            (None, None) => true,
            (Some(a), Some(b)) => std::ptr::eq(a, b) || a.same_bits(b),
            _ => false,
        };
        nets && self.phased == other.phased
            && self
                .phases
                .iter()
                .flatten()
                .zip(other.phases.iter().flatten())
                .all(|(a, b)| a.to_bits() == b.to_bits())
    }
}

/// The anchor segment `k` (between anchors `k` and `k + 1`) of a pip total
/// and the fraction of the way from anchor `k` to the next (1 beyond the last).
#[inline]
#[must_use]
pub fn phase_of(pips: u32) -> (usize, f32) {
    let mut k = 0;
    while k + 2 < PHASES && pips >= PHASE_PIPS[k + 1] {
        k += 1;
    }
    let span = PHASE_PIPS[k + 1] - PHASE_PIPS[k];
    let u = (pips.saturating_sub(PHASE_PIPS[k]) as f32 / span as f32).min(1.0);
    (k, u)
}

/// The data file of the fitted weights, embedded in the program: written by
/// `cargo run --release -p senet-lab --bin fit_eval` (see its documentation
/// and `lab/NOTEBOOK.md`). Lines `RULESET PHASE_PIPS` and the anchor's
/// [`PHASE_WEIGHTS`] weights; `#` starts a comment.
pub const WEIGHTS_FILE: &str = include_str!("weights.txt");

/// Why a weights file does not parse.
pub type WeightsError = crate::data_file::DataFileError;

/// Parses a weights file: for each ruleset, one line per phase anchor in the
/// order of [`PHASE_PIPS`], each `RULESET PIPS` and [`PHASE_WEIGHTS`] numbers.
///
/// # Errors
/// The first line that is not of that form, a ruleset with anchors missing
/// or out of order, or a ruleset given twice.
pub fn parse_weights(text: &str) -> Result<Vec<(RulesetId, Weights)>, WeightsError> {
    let mut out: Vec<(RulesetId, Weights)> = Vec::new();
    let mut current: Option<(RulesetId, usize, [[f32; PHASE_WEIGHTS]; PHASES])> = None;
    for (line, content) in crate::data_file::content_lines(text) {
        let err = |problem| WeightsError {
            file: "weights",
            line,
            problem,
        };
        let mut fields = content.split_whitespace();
        let id: RulesetId = fields
            .next()
            .and_then(|f| f.parse().ok())
            .ok_or(err("unknown ruleset"))?;
        let pips: u32 = fields
            .next()
            .and_then(|f| f.parse().ok())
            .ok_or(err("no phase"))?;
        let mut w = [0f32; PHASE_WEIGHTS];
        for slot in &mut w {
            *slot = fields
                .next()
                .and_then(|f| f.parse::<f32>().ok())
                .filter(|x| x.is_finite())
                .ok_or(err("too few weights, or one is not a number"))?;
        }
        if fields.next().is_some() {
            return Err(err("too many weights"));
        }
        let (k, mut phases) = match current.take() {
            Some((rid, k, phases)) if rid == id => (k, phases),
            Some(_) => return Err(err("a ruleset's phases are incomplete")),
            None => (0, [[0f32; PHASE_WEIGHTS]; PHASES]),
        };
        if out.iter().any(|(r, _)| *r == id) {
            return Err(err("a ruleset is given twice"));
        }
        if PHASE_PIPS[k] != pips {
            return Err(err("phases out of order"));
        }
        phases[k] = w;
        if k + 1 == PHASES {
            out.push((id, Weights::with_phases(phases)));
        } else {
            current = Some((id, k + 1, phases));
        }
    }
    if current.is_some() {
        return Err(WeightsError {
            file: "weights",
            line: text.lines().count(),
            problem: "a ruleset's phases are incomplete",
        });
    }
    Ok(out)
}

/// The embedded file, parsed once.
fn fitted() -> &'static [(RulesetId, Weights)] {
    static FITTED: std::sync::OnceLock<Vec<(RulesetId, Weights)>> = std::sync::OnceLock::new();
    FITTED.get_or_init(|| parse_weights(WEIGHTS_FILE).unwrap_or_default())
}

/// Squares 1..=25: where a piece still has to reach the checkpoint.
const BEFORE_26: u32 = BOARD_MASK & ((1u32 << HAPPINESS) - 1);

/// The per-side facts the features are made of.
#[derive(Copy, Clone, Default)]
struct SideFacts {
    pips: u32,
    on_board: u32,
    /// Pieces the opponent may not land on.
    protected: u32,
    /// Squares the opponent may not pass.
    barrier: u32,
}

/// The features of `board` for `mover`, the side about to throw.
#[must_use]
pub fn features(rules: &Ruleset, board: &Board, mover: Side) -> [f32; FEATURES] {
    raw_features(rules, board, mover).0
}

/// The pip total of both sides: what places a position among the phases.
#[must_use]
pub fn phase_pips(rules: &Ruleset, board: &Board) -> u32 {
    let x = side_facts(rules, board.mask(Side::X) & BOARD_MASK);
    let o = side_facts(rules, board.mask(Side::O) & BOARD_MASK);
    x.pips + o.pips
}

/// Our pieces minus theirs on each square 1..=30 (index 0 is square 1).
#[must_use]
pub fn square_counts(board: &Board, mover: Side) -> [f32; SQUARES] {
    let mut out = [0f32; SQUARES];
    for (side, sign) in [(mover, 1.0), (mover.other(), -1.0)] {
        let mut m = board.mask(side) & BOARD_MASK;
        while m != 0 {
            let sq = m.trailing_zeros() as usize;
            m &= m - 1;
            if (1..=SQUARES).contains(&sq) {
                out[sq - 1] += sign;
            }
        }
    }
    out
}

/// The inputs of a phased evaluation as one linear model: for each anchor,
/// the [`FEATURES`] features and the [`square_counts`], times the anchor's
/// share at the position's pip total (two anchors have a share, summing to
/// 1). The log-odds of phased weights is (up to rounding) their flattened
/// anchors' dot product with these: what `lab/src/bin/fit_eval.rs` fits.
#[must_use]
pub fn phase_features(
    rules: &Ruleset,
    board: &Board,
    mover: Side,
) -> [f32; PHASE_WEIGHTS * PHASES] {
    let (f, pips) = raw_features(rules, board, mover);
    let squares = square_counts(board, mover);
    let (k, u) = phase_of(pips);
    let mut out = [0f32; PHASE_WEIGHTS * PHASES];
    let all = f.iter().chain(squares.iter());
    for (i, x) in all.enumerate() {
        out[k * PHASE_WEIGHTS + i] = (1.0 - u) * x;
        out[(k + 1) * PHASE_WEIGHTS + i] = u * x;
    }
    out
}

/// The features and the pip total of both sides.
#[inline]
fn raw_features(rules: &Ruleset, board: &Board, mover: Side) -> ([f32; FEATURES], u32) {
    let us = board.mask(mover) & BOARD_MASK;
    let them = board.mask(mover.other()) & BOARD_MASK;
    let mut f = [0f32; FEATURES];
    let a = side_facts(rules, us);
    let b = side_facts(rules, them);
    let pieces = u32::from(rules.pieces);
    f[0] = (b.pips as f32 - a.pips as f32) / 10.0;
    f[1] = pieces.saturating_sub(a.on_board) as f32 - pieces.saturating_sub(b.on_board) as f32;
    // (f[8] and f[9] below also count the pieces off.)
    f[2] = (a.protected & us).count_ones() as f32 - (b.protected & them).count_ones() as f32;
    f[3] = held(them, a.barrier) as f32 - held(us, b.barrier) as f32;
    let probs = throw_probs(rules);
    if matches!(rules.throw_model, senet_engine::ThrowModel::Sticks) {
        // Bit for bit the same as `threat` (see `threat_sticks`), faster.
        f[4] = threat_sticks(us, them, &b);
        f[5] = threat_sticks(them, us, &a);
    } else {
        f[4] = threat(us, them, &b, probs);
        f[5] = threat(them, us, &a, probs);
    }
    f[6] = (us >> HAPPINESS & 1) as f32 - (them >> HAPPINESS & 1) as f32;
    f[7] = (us >> WATER & 1) as f32 - (them >> WATER & 1) as f32;
    // Progress features count borne-off pieces too, so that no weight can
    // make leaving the board look worse than waiting beside the exit.
    let off_us = pieces.saturating_sub(a.on_board) as f32;
    let off_them = pieces.saturating_sub(b.on_board) as f32;
    let past = bit(WATER) | bit(THREE_TRUTHS) | bit(RE_ATUM) | bit(DEPARTURE);
    f[8] =
        ((us & past).count_ones() as f32 + off_us) - ((them & past).count_ones() as f32 + off_them);
    f[9] = (exits(rules, us, probs) + off_us) - (exits(rules, them, probs) + off_them);
    f[10] = 1.0;
    (f, a.pips + b.pips)
}

/// The throw probabilities by value (index 0 unused).
#[inline]
fn throw_probs(rules: &Ruleset) -> &'static [f32; 6] {
    const STICKS: [f32; 6] = [0.0, 0.25, 0.375, 0.25, 0.0625, 0.0625];
    const FAIR: [f32; 6] = [0.0, 0.2, 0.2, 0.2, 0.2, 0.2];
    match rules.throw_model {
        senet_engine::ThrowModel::Sticks => &STICKS,
        senet_engine::ThrowModel::Fair => &FAIR,
    }
}

/// The sum of the set bits' indices of each byte value.
const BYTE_INDEX_SUM: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let mut sum = 0;
        let mut i = 0;
        while i < 8 {
            if b & (1 << i) != 0 {
                sum += i;
            }
            i += 1;
        }
        table[b] = sum as u8;
        b += 1;
    }
    table
};

/// The sum of the squares (bit indices) of a mask.
#[inline]
fn index_sum(mask: u32) -> u32 {
    let mut total = 0;
    for k in 0..4 {
        let byte = (mask >> (8 * k)) & 0xFF;
        total += u32::from(BYTE_INDEX_SUM[byte as usize]) + 8 * k * byte.count_ones();
    }
    total
}

#[inline]
fn side_facts(rules: &Ruleset, mask: u32) -> SideFacts {
    let on_board = mask.count_ones();
    let pips = 31 * on_board - index_sum(mask);
    let with_neighbour = mask & ((mask << 1) | (mask >> 1));
    let (shielded, barrier) = match rules.movement.formation {
        Formation::Block => (with_neighbour, with_neighbour),
        Formation::GuardAndWall => {
            let starts = mask & (mask >> 1) & (mask >> 2);
            (with_neighbour, starts | (starts << 1) | (starts << 2))
        }
        Formation::ProtectedRun => {
            let middle = mask & (mask << 1) & (mask >> 1);
            (with_neighbour & !middle, with_neighbour)
        }
        Formation::None => (0, 0),
    };
    SideFacts {
        pips,
        on_board,
        protected: shielded | (mask & rules.movement.safe),
        barrier: barrier & BOARD_MASK,
    }
}

/// How many of `pieces` (below 26) have a square of `barrier` within five squares ahead.
#[inline]
fn held(pieces: u32, barrier: u32) -> u32 {
    let ahead = (barrier >> 1) | (barrier >> 2) | (barrier >> 3) | (barrier >> 4) | (barrier >> 5);
    (pieces & BEFORE_26 & ahead).count_ones()
}

/// The expected exchange gain (in pips / 5) of `hitters` landing on `targets`
/// with one throw: every target the formation and safe squares leave open,
/// with a hitter 1..5 squares behind it and no barrier of the target's side in
/// between, counts the throw's probability times the distance swapped.
#[inline]
fn threat(hitters: u32, targets: u32, target_facts: &SideFacts, probs: &[f32; 6]) -> f32 {
    let open = targets & !target_facts.protected & BEFORE_26;
    if open == 0 || hitters == 0 {
        return 0.0;
    }
    let mut total = 0f32;
    // Targets with a barrier square among the d-1 squares just before them.
    let mut crossed = 0u32;
    for d in 1..=5u32 {
        let hit = (hitters << d) & open & !crossed;
        total += probs[d as usize] * (d * hit.count_ones()) as f32;
        crossed |= target_facts.barrier << d;
    }
    total / 5.0
}

/// The chance, summed over the pieces of `mask`, that each leaves the board
/// with the next throw (by the exact value it needs; skiryuk's house table).
#[inline]
fn exits(rules: &Ruleset, mask: u32, p: &[f32; 6]) -> f32 {
    let on = |sq: u8| (mask >> sq & 1) as f32;
    match rules.movement.houses {
        Houses::Water { .. } => {
            on(HAPPINESS) * p[5] + on(28) * p[3] + on(29) * p[2] + on(30) * p[1]
        }
        Houses::Table => {
            on(HAPPINESS) * p[5] + on(WATER) * p[4] + on(28) * p[3] + on(29) * p[2] + on(30)
        }
        Houses::Finish30 => 0.0,
    }
}

/// The weighted sum of the features: the log-odds that `mover` wins.
///
/// Bit for bit `Σ weights[i] × features(..)[i]`, summed in feature order (the
/// search's node budget and its duel results depend on exact values), but
/// computed without the feature array: a feature whose weight is zero is not
/// computed at all (adding `0 × f`, `f` finite, never changes the sum, which
/// starts at +0 and so is never -0), and with the sticks the threats are
/// counted in sixteenths, exactly, and divided through a table.
///
/// Phased weights: the weights of the position's pip total ([`Weights::at`])
/// times [`features`], summed in feature order, plus the square values of
/// our pieces, minus those of theirs.
#[inline]
#[must_use]
pub fn logit(rules: &Ruleset, weights: &Weights, board: &Board, mover: Side) -> f32 {
    if weights.phased {
        let (f, pips) = raw_features(rules, board, mover);
        let w = weights.at(pips);
        let mut z = 0f32;
        for i in 0..FEATURES {
            z += w[i] * f[i];
        }
        let square = &w[FEATURES..];
        let value = |mut m: u32| {
            let mut total = 0f32;
            while m != 0 {
                let sq = m.trailing_zeros() as usize;
                m &= m - 1;
                if let Some(v) = sq.checked_sub(1).and_then(|i| square.get(i)) {
                    total += v;
                }
            }
            total
        };
        let us = board.mask(mover) & BOARD_MASK;
        let them = board.mask(mover.other()) & BOARD_MASK;
        let z = z + (value(us) - value(them));
        return match weights.net {
            // The network reads its own view of the board where it has one
            // (skiryuk's pieces that may stay counted as off,
            // `EndingsNet::seen`), with that view's features.
            Some(net) => match net.seen(board) {
                None => z + net.correction(rules.pieces, board, mover, &f, pips),
                Some(seen) => {
                    let (f, pips) = raw_features(rules, &seen, mover);
                    z + net.correction(rules.pieces, &seen, mover, &f, pips)
                }
            },
            None => z,
        };
    }
    linear_logit(rules, &weights.phases[0], board, mover)
}

/// [`logit`] of a linear set: the fused sum (bit for bit `Σ w[i] × f[i]`
/// over the features).
#[inline]
fn linear_logit(rules: &Ruleset, w: &[f32; PHASE_WEIGHTS], board: &Board, mover: Side) -> f32 {
    let us = board.mask(mover) & BOARD_MASK;
    let them = board.mask(mover.other()) & BOARD_MASK;
    let a = side_facts(rules, us);
    let b = side_facts(rules, them);
    let pieces = u32::from(rules.pieces);
    let off_us = pieces.saturating_sub(a.on_board) as f32;
    let off_them = pieces.saturating_sub(b.on_board) as f32;
    let probs = throw_probs(rules);
    let sticks = matches!(rules.throw_model, senet_engine::ThrowModel::Sticks);
    let threat_of = |hitters: u32, targets: u32, facts: &SideFacts| {
        if sticks {
            threat_sticks(hitters, targets, facts)
        } else {
            threat(hitters, targets, facts, probs)
        }
    };
    let mut z = 0f32;
    if w[0] != 0.0 {
        z += w[0] * ((b.pips as f32 - a.pips as f32) / 10.0);
    }
    if w[1] != 0.0 {
        z += w[1] * (off_us - off_them);
    }
    if w[2] != 0.0 {
        z += w[2]
            * ((a.protected & us).count_ones() as f32 - (b.protected & them).count_ones() as f32);
    }
    if w[3] != 0.0 {
        z += w[3] * (held(them, a.barrier) as f32 - held(us, b.barrier) as f32);
    }
    if w[4] != 0.0 {
        z += w[4] * threat_of(us, them, &b);
    }
    if w[5] != 0.0 {
        z += w[5] * threat_of(them, us, &a);
    }
    if w[6] != 0.0 {
        z += w[6] * ((us >> HAPPINESS & 1) as f32 - (them >> HAPPINESS & 1) as f32);
    }
    if w[7] != 0.0 {
        z += w[7] * ((us >> WATER & 1) as f32 - (them >> WATER & 1) as f32);
    }
    if w[8] != 0.0 {
        let past = bit(WATER) | bit(THREE_TRUTHS) | bit(RE_ATUM) | bit(DEPARTURE);
        z += w[8]
            * (((us & past).count_ones() as f32 + off_us)
                - ((them & past).count_ones() as f32 + off_them));
    }
    if w[9] != 0.0 {
        z += w[9] * ((exits(rules, us, probs) + off_us) - (exits(rules, them, probs) + off_them));
    }
    if w[10] != 0.0 {
        z += w[10] * 1.0;
    }
    z
}

/// The largest exchange gain in sixteenths of a pip that [`threat_sticks`]
/// can count: seven targets at each distance.
const MAX_THREAT_SIXTEENTHS: usize = 7 * (4 + 6 * 2 + 4 * 3 + 4 + 5);

/// `(n / 16) / 5` for every count `n` of sixteenths: [`threat`]'s result.
const THREAT_BY_SIXTEENTHS: [f32; MAX_THREAT_SIXTEENTHS + 1] = {
    let mut table = [0f32; MAX_THREAT_SIXTEENTHS + 1];
    let mut n = 0;
    while n <= MAX_THREAT_SIXTEENTHS {
        table[n] = (n as f32 / 16.0) / 5.0;
        n += 1;
    }
    table
};

/// [`threat`] with the sticks' probabilities (sixteenths: 4, 6, 4, 1, 1),
/// bit for bit: every term and partial sum of [`threat`] is a multiple of
/// 1/16 far below 2^20, so its float sum is exact and equals this count.
#[inline]
fn threat_sticks(hitters: u32, targets: u32, target_facts: &SideFacts) -> f32 {
    const WAYS: [u32; 6] = [0, 4, 6, 4, 1, 1];
    let open = targets & !target_facts.protected & BEFORE_26;
    if open == 0 || hitters == 0 {
        return 0.0;
    }
    let mut sixteenths = 0u32;
    let mut crossed = 0u32;
    for d in 1..=5u32 {
        let hit = (hitters << d) & open & !crossed;
        sixteenths += WAYS[d as usize] * d * hit.count_ones();
        crossed |= target_facts.barrier << d;
    }
    match THREAT_BY_SIXTEENTHS.get(sixteenths as usize) {
        Some(&v) => v,
        None => (sixteenths as f32 / 16.0) / 5.0,
    }
}

/// The logistic function.
#[inline]
#[must_use]
pub fn sigmoid(z: f32) -> f32 {
    1.0 / (1.0 + (-z).exp())
}

/// The equity (`2p - 1`, in -1..=1) of `board` for `mover`, the side about
/// to throw. A finished game is worth exactly 1 or -1.
#[inline]
#[must_use]
pub fn equity(rules: &Ruleset, weights: &Weights, board: &Board, mover: Side) -> f32 {
    if rules.has_won(board, mover) {
        return 1.0;
    }
    if rules.has_won(board, mover.other()) {
        return -1.0;
    }
    2.0 * sigmoid(logit(rules, weights, board, mover)) - 1.0
}

/// The equity for `mover` when its next throw is the skiryuk house throw of
/// the piece on `house`: the average over the five throws of the forced
/// move's result (a further house throw is valued as a plain position).
#[must_use]
pub fn equity_with_house(
    rules: &Ruleset,
    weights: &Weights,
    board: &Board,
    mover: Side,
    house: u8,
) -> f32 {
    let model = rules.throw_model;
    let mut total = 0f32;
    for t in 1..=5u8 {
        let p = model.weight(t) as f32;
        let v = match house_throw_on_board(rules, board, mover, house, t) {
            Some(m) if rules.has_won(&m.board, mover) => 1.0,
            Some(m) if m.house_throw.is_some() || m.throw_again => {
                equity(rules, weights, &m.board, mover)
            }
            Some(m) => -equity(rules, weights, &m.board, mover.other()),
            None => equity(rules, weights, board, mover),
        };
        total += p * v;
    }
    total
}

/// A static value and where it came from.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct StaticValue {
    /// The equity (`2p - 1`) of the side about to throw.
    pub equity: f32,
    /// Whether it is the exact value of an endgame table (else the fitted
    /// model's estimate).
    pub exact: bool,
}

/// The static evaluation of a position before a throw, as the search
/// applies it to every position it reaches: the exact value of the endgame
/// tables where one covers the position and the draw limit (`throws_left`
/// throws away, the throw at `node` included; `None` without a limit) cannot
/// matter ([`endgame::exact`]: at most two pieces a side, or three where
/// that table is installed), else the fitted model ([`equity`], or
/// [`equity_with_house`] before a skiryuk house throw). The two-piece table
/// is loaded from the program's cache or solved on first use.
///
/// The model alone is [`equity`]; its error just outside the tables is what
/// `lab/src/bin/eval_error.rs` measures.
#[must_use]
pub fn static_value(
    rules: &Ruleset,
    weights: &Weights,
    node: &Node,
    throws_left: Option<u32>,
) -> StaticValue {
    if let Some(equity) = endgame::exact(rules, node, throws_left) {
        return StaticValue {
            equity,
            exact: true,
        };
    }
    let equity = match node.house {
        Some(square) => equity_with_house(rules, weights, &node.board, node.side, square),
        None => equity(rules, weights, &node.board, node.side),
    };
    StaticValue {
        equity,
        exact: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_positions_are_balanced_but_for_tempo_and_pips() {
        for id in RulesetId::ALL {
            let rules = id.ruleset();
            let f = features(rules, &rules.start, Side::X);
            assert_eq!(f[1], 0.0, "{id}");
            assert_eq!(f[10], 1.0);
            let e = equity(rules, &Weights::tuned(id), &rules.start, Side::X);
            assert!((-1.0..=1.0).contains(&e), "{id}: {e}");
        }
    }

    #[test]
    fn a_race_lead_is_good() {
        let rules = RulesetId::Kendall.ruleset();
        let ahead = rules
            .parse_board("o.o.o.o.o..........x.x.x.x.x..")
            .expect("board");
        let e = equity(rules, &Weights::PIPS_ONLY, &ahead, Side::X);
        assert!(e > 0.9, "{e}");
        assert!(equity(rules, &Weights::PIPS_ONLY, &ahead, Side::O) < -0.9);
    }

    /// The fast [`logit`] is bit for bit the weighted sum of [`features`] in
    /// feature order, on arbitrary boards, for every ruleset's weights and
    /// for weights with zeros.
    #[test]
    fn logit_is_exactly_the_weighted_feature_sum() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state as u32
        };
        let mut checked = 0;
        for _ in 0..20_000 {
            let density = next();
            let x = next() & (next() | density) & BOARD_MASK;
            let o = next() & (next() | density.rotate_left(9)) & BOARD_MASK & !x;
            let board = Board::from_masks(x, o);
            for id in RulesetId::ALL {
                let rules = id.ruleset();
                // A linear set with every feature weighted (the tuned set's
                // first anchor), and the same with zeros.
                let linear = Weights::linear(Weights::tuned(id).linear_part());
                let mut sparse = linear;
                sparse.phases[0][(x % 11) as usize] = 0.0;
                sparse.phases[0][(o % 11) as usize] = -0.0;
                for w in [linear, sparse, Weights::PIPS_ONLY] {
                    for side in Side::BOTH {
                        let f = features(rules, &board, side);
                        let mut z = 0f32;
                        for (w, x) in w.phases[0].iter().zip(f.iter()) {
                            z += w * x;
                        }
                        let fast = logit(rules, &w, &board, side);
                        assert_eq!(fast.to_bits(), z.to_bits(), "{id} {board:?} {side:?}");
                        checked += 1;
                    }
                }
                // Phased weights: the flattened model of the training (the
                // model alone: the endings network is tested in its module).
                let w = Weights::tuned(id).with_net(None);
                for side in Side::BOTH {
                    let flat = flat_logit(&w, &phase_features(rules, &board, side));
                    let fast = logit(rules, &w, &board, side);
                    assert!(
                        (fast - flat).abs() <= 1e-4 * (1.0 + flat.abs()),
                        "{id} {board:?}"
                    );
                }
            }
        }
        assert!(checked > 100_000);
    }

    /// The embedded weights file parses and has phased weights for every
    /// stick ruleset; `race` keeps the pip count.
    #[test]
    fn the_weights_file_parses_and_covers_every_ruleset() {
        let parsed = parse_weights(WEIGHTS_FILE).expect("the embedded weights parse");
        for id in RulesetId::ALL {
            let found = parsed.iter().find(|(r, _)| *r == id);
            if id == RulesetId::Race {
                assert!(found.is_none());
                assert_eq!(Weights::tuned(id), Weights::PIPS_ONLY);
                continue;
            }
            let (_, w) = found.unwrap_or_else(|| panic!("{id} has no weights"));
            assert!(w.phased, "{id}");
            assert_eq!(Weights::tuned(id).with_net(None), *w, "{id}");
            assert_eq!(
                Weights::tuned(id).net,
                endings_net::embedded_net(id),
                "{id}"
            );
        }
    }

    #[test]
    fn bad_weights_files_are_refused_with_their_line() {
        let zeros = " 0".repeat(PHASE_WEIGHTS - 1);
        let good: String = PHASE_PIPS
            .iter()
            .map(|p| format!("kendall {p} 1{zeros}\n"))
            .collect();
        let parsed = parse_weights(&good).expect("parses");
        assert_eq!(parsed.len(), 1);
        assert_eq!(parsed[0].1.at(70), Weights::PIPS_ONLY.phases[0]);
        let line = |text: &str| parse_weights(text).map_err(|e| e.line);
        assert_eq!(line("# only a comment\n\nkendall 0 1 2\n"), Err(3));
        assert_eq!(line(&format!("chess 0 1{zeros}\n")), Err(1));
        assert_eq!(line(&format!("kendall 10 1{zeros}\n")), Err(1));
        assert_eq!(line(&format!("kendall 0 1{zeros} 7\n")), Err(1));
        assert_eq!(line(&format!("kendall 0 NaN{zeros}\n")), Err(1));
        assert_eq!(line(&format!("kendall 0 1{zeros}\n")), Err(1));
        assert_eq!(line(&format!("{good}{good}")), Err(PHASES + 1));
    }

    #[test]
    fn phases_interpolate_between_anchors() {
        assert_eq!(phase_of(0), (0, 0.0));
        assert_eq!(phase_of(5), (0, 0.5));
        assert_eq!(phase_of(10), (1, 0.0));
        assert_eq!(phase_of(150), (PHASES - 2, 0.5));
        assert_eq!(phase_of(250), (PHASES - 2, 1.0));
        let mut phases = [[0f32; PHASE_WEIGHTS]; PHASES];
        for (k, p) in phases.iter_mut().enumerate() {
            p[0] = k as f32;
        }
        let w = Weights::with_phases(phases);
        assert_eq!(w.at(150)[0], PHASES as f32 - 1.5);
        // The training features give the same log-odds (up to rounding).
        let rules = RulesetId::Kendall.ruleset();
        let board = rules
            .parse_board("o.o.o.o.o..........x.x.x.x.x..")
            .expect("board");
        let w = Weights::tuned(RulesetId::Kendall).with_net(None);
        let flat = flat_logit(&w, &phase_features(rules, &board, Side::X));
        assert!((flat - logit(rules, &w, &board, Side::X)).abs() < 1e-4);
    }

    /// The logit as the training's flattened model computes it: every
    /// phase's weights against the phase features `g`.
    fn flat_logit(w: &Weights, g: &[f32]) -> f32 {
        w.phases.iter().flatten().zip(g).map(|(a, b)| a * b).sum()
    }

    #[test]
    fn threats_see_open_pieces_and_respect_barriers() {
        let rules = RulesetId::Kendall.ruleset();
        // x on 5 can hit o on 7 (a lone piece) with a 2.
        let board = rules
            .parse_board("....x.o.......................")
            .expect("board");
        let f = features(rules, &board, Side::X);
        assert!(f[4] > 0.0);
        // o on 7 and 8 form a block: nothing to hit.
        let board = rules
            .parse_board("....x.oo......................")
            .expect("board");
        let f = features(rules, &board, Side::X);
        assert_eq!(f[4], 0.0);
        assert!(f[3] < 0.0, "x is held behind the block");
    }
}

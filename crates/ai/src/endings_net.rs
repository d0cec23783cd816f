//! A small network that corrects the fitted model in the endings (issue 29,
//! item 1): where three to five pieces a side are left, just outside the
//! exact tables, the phased model ([`crate::eval`]) was fitted on positions
//! of level-2 self-play, which are rarely lopsided, and its error there is
//! the largest of the game.
//!
//! The network is a *residual*: the log-odds the program uses is the model's
//! plus `g(pips) × net(x)`, where `g` is 1 below the network's
//! [`EndingsNet::full_below`] pip total of both sides (or where a side has
//! at most [`FEW`] pieces on the board), 0 from
//! [`EndingsNet::none_from`] on, and linear between (so the evaluation stays
//! continuous), and `net` has one hidden layer of ReLU units over the inputs
//! of [`inputs`] ([`INPUTS`] of them): each side's pieces on squares 1..=30,
//! each side's pieces borne off (one-hot), the model's [`FEATURES`]
//! features and each side's pip count. The first layer is sparse: only the
//! occupied squares, the two pieces-off slots and the dense features are
//! added, so an evaluation costs a few hundred multiply-adds.
//!
//! The weights are data: the embedded file `crates/ai/src/endings_net.txt`
//! ([`NETS_FILE`], [`parse_nets`]), parsed once, written by
//! `lab/src/bin/fit_endings_net.rs` (reproducible from a seed; see
//! `lab/NOTEBOOK.md`). A ruleset without a network there keeps the model
//! exactly. A network marked `shown` ([`EndingsNet::shown_only`]) serves the
//! win chances the program shows only; the levels then play by the model.

use crate::eval::FEATURES;
use senet_engine::{BOARD_MASK, Board, RulesetId, Side};

/// The squares a side's occupancy inputs cover (1..=30).
pub const NET_SQUARES: usize = 30;

/// The one-hot slots of a side's pieces borne off (0..=7; more count as 7).
pub const OFF_SLOTS: usize = 8;

/// Where the inputs of each kind start in [`inputs`].
pub const MOVER_SQUARES: usize = 0;
/// The opponent's occupancy of squares 1..=30.
pub const OPPONENT_SQUARES: usize = MOVER_SQUARES + NET_SQUARES;
/// The mover's pieces off (one-hot).
pub const MOVER_OFF: usize = OPPONENT_SQUARES + NET_SQUARES;
/// The opponent's pieces off (one-hot).
pub const OPPONENT_OFF: usize = MOVER_OFF + OFF_SLOTS;
/// The model's features ([`crate::eval::FEATURE_NAMES`]).
pub const FEATURE_INPUTS: usize = OPPONENT_OFF + OFF_SLOTS;
/// The mover's and the opponent's pip counts, each divided by [`PIP_SCALE`].
pub const PIP_INPUTS: usize = FEATURE_INPUTS + FEATURES;

/// The number of inputs of a network.
pub const INPUTS: usize = PIP_INPUTS + 2;

/// The pip counts' divisor in the inputs.
pub const PIP_SCALE: f32 = 50.0;

/// A side with at most this many pieces on the board opens the gate fully
/// ([`EndingsNet::gate`]): the "few pieces" phase of [`crate::phase`].
pub const FEW: u32 = crate::phase::FEW_PIECES;

/// The most hidden units a network file may declare.
pub const MAX_HIDDEN: usize = 256;

/// One ruleset's network.
#[derive(Clone, Debug, PartialEq)]
pub struct EndingsNet {
    /// The number of hidden units.
    pub hidden: usize,
    /// Below this pip total of both sides the correction applies in full.
    pub full_below: u32,
    /// From this pip total of both sides on the correction is off.
    pub none_from: u32,
    /// The squares whose pieces the network counts as borne off (bit `s`
    /// for square `s`; 0: none), see [`EndingsNet::seen`]. Skiryuk's
    /// 27..=29, where a piece that cannot leave *stays*: the network then
    /// values a stay and bearing off from there alike, and the model alone
    /// decides between them, so that a network cannot make a player stay
    /// for ever.
    pub as_off: u32,
    /// Whether only the win chances the program shows use the network
    /// ([`crate::eval::Weights::shown`], [`embedded_shown_net`]) and the
    /// levels play by the model alone ([`embedded_net`] leaves it out).
    /// Skiryuk's: a network that sees the pieces resting on 27..=29 shows
    /// the held exits' chances truly, but a player reading it would keep an
    /// exit held for ever (lab/NOTEBOOK.md, "Skiryuk's held exits").
    pub shown_only: bool,
    /// The first layer, input-major: `w1[i * hidden + j]` is input `i`'s
    /// weight into hidden unit `j`.
    pub w1: Vec<f32>,
    /// The hidden units' biases.
    pub b1: Vec<f32>,
    /// The output layer's weights.
    pub w2: Vec<f32>,
    /// The output's bias.
    pub b2: f32,
}

impl EndingsNet {
    /// The share of the correction at a pip total of both sides `pips`,
    /// `fewest` the pieces on the board of the side with fewer: 1 below
    /// [`EndingsNet::full_below`] or where a side has at most [`FEW`]
    /// pieces on the board (just outside the two-piece tables), 0 from
    /// [`EndingsNet::none_from`] on, linear between.
    #[inline]
    #[must_use]
    pub fn gate(&self, pips: u32, fewest: u32) -> f32 {
        if pips < self.full_below || fewest <= FEW {
            1.0
        } else if pips >= self.none_from {
            0.0
        } else {
            let span = self.none_from - self.full_below;
            (self.none_from - pips) as f32 / span as f32
        }
    }

    /// The board the network reads for `board` when it differs: the pieces
    /// on [`EndingsNet::as_off`]'s squares counted as borne off (`None`
    /// when none rests there, so the network reads `board` itself and the
    /// evaluation's hot path copies nothing). Its inputs, gate and features
    /// are those of this board; the model's log-odds it corrects stay those
    /// of `board`.
    #[inline]
    #[must_use]
    pub fn seen(&self, board: &Board) -> Option<Board> {
        let (x, o) = (board.mask(Side::X), board.mask(Side::O));
        ((x | o) & self.as_off != 0).then(|| Board::from_masks(x & !self.as_off, o & !self.as_off))
    }

    /// The network's output on dense inputs ([`inputs`]): the reference the
    /// fast [`EndingsNet::correction`] is tested against, and what the lab
    /// trains.
    #[must_use]
    pub fn forward(&self, x: &[f32; INPUTS]) -> f32 {
        let mut out = self.b2;
        for j in 0..self.hidden {
            let mut h = self.b1[j];
            for (i, xi) in x.iter().enumerate() {
                h += xi * self.w1[i * self.hidden + j];
            }
            out += self.w2[j] * h.max(0.0);
        }
        out
    }

    /// The log-odds correction for `board` with `mover` about to throw,
    /// given the model's `features` of it and the pip total `pips` of both
    /// sides: `gate(pips) × forward(inputs)`, computed sparsely (0 without
    /// any work where the gate is closed).
    #[must_use]
    pub fn correction(
        &self,
        pieces: u8,
        board: &Board,
        mover: Side,
        features: &[f32; FEATURES],
        pips: u32,
    ) -> f32 {
        let fewest = (board.mask(Side::X) & BOARD_MASK)
            .count_ones()
            .min((board.mask(Side::O) & BOARD_MASK).count_ones());
        let g = self.gate(pips, fewest);
        if g == 0.0 {
            return 0.0;
        }
        let n = self.hidden;
        let mut h = [0f32; MAX_HIDDEN];
        let h = &mut h[..n];
        h.copy_from_slice(&self.b1);
        let add = |i: usize, x: f32| {
            let row = &self.w1[i * n..(i + 1) * n];
            for (hj, w) in h.iter_mut().zip(row) {
                *hj += x * w;
            }
        };
        visit_inputs(pieces, board, mover, features, add);
        let mut out = self.b2;
        for (hj, w) in h.iter().zip(&self.w2) {
            out += w * hj.max(0.0);
        }
        g * out
    }

    /// Whether two networks are the same bit for bit.
    #[must_use]
    pub fn same_bits(&self, other: &EndingsNet) -> bool {
        let bits = |v: &[f32], w: &[f32]| {
            v.len() == w.len() && v.iter().zip(w).all(|(a, b)| a.to_bits() == b.to_bits())
        };
        self.hidden == other.hidden
            && self.full_below == other.full_below
            && self.none_from == other.none_from
            && self.as_off == other.as_off
            && self.shown_only == other.shown_only
            && bits(&self.w1, &other.w1)
            && bits(&self.b1, &other.b1)
            && bits(&self.w2, &other.w2)
            && self.b2.to_bits() == other.b2.to_bits()
    }

    /// Every number of the network in file order (for fingerprints).
    pub fn numbers(&self) -> impl Iterator<Item = f32> + '_ {
        self.w1
            .iter()
            .chain(&self.b1)
            .chain(&self.w2)
            .copied()
            .chain(std::iter::once(self.b2))
    }
}

/// The dense inputs of the network for `board` with `mover` about to throw,
/// given the model's `features` of it (see the module's documentation).
#[must_use]
pub fn inputs(pieces: u8, board: &Board, mover: Side, features: &[f32; FEATURES]) -> [f32; INPUTS] {
    let mut x = [0f32; INPUTS];
    visit_inputs(pieces, board, mover, features, |i, v| x[i] += v);
    x
}

/// Calls `visit` with every input of the network that may not be zero, and
/// its value, for `board` with `mover` about to throw: each side's squares
/// and pieces off (the mover first), the model's `features` that are not
/// zero, then both sides' pips. Each input is visited at most once, and the
/// forward pass adds them in this order.
fn visit_inputs(
    pieces: u8,
    board: &Board,
    mover: Side,
    features: &[f32; FEATURES],
    mut visit: impl FnMut(usize, f32),
) {
    let mut side_pips = [0f32; 2];
    for (k, (side, base, off)) in [
        (mover, MOVER_SQUARES, MOVER_OFF),
        (mover.other(), OPPONENT_SQUARES, OPPONENT_OFF),
    ]
    .into_iter()
    .enumerate()
    {
        let mut m = board.mask(side) & BOARD_MASK;
        let on_board = m.count_ones();
        let mut p = 0u32;
        while m != 0 {
            let sq = m.trailing_zeros() as usize;
            m &= m - 1;
            p += 31u32.saturating_sub(sq as u32);
            if (1..=NET_SQUARES).contains(&sq) {
                visit(base + sq - 1, 1.0);
            }
        }
        side_pips[k] = p as f32 / PIP_SCALE;
        let gone = (u32::from(pieces).saturating_sub(on_board) as usize).min(OFF_SLOTS - 1);
        visit(off + gone, 1.0);
    }
    for (i, f) in features.iter().enumerate() {
        if *f != 0.0 {
            visit(FEATURE_INPUTS + i, *f);
        }
    }
    visit(PIP_INPUTS, side_pips[0]);
    visit(PIP_INPUTS + 1, side_pips[1]);
}

/// The embedded networks, written by `lab/src/bin/fit_endings_net.rs`.
pub const NETS_FILE: &str = include_str!("endings_net.txt");

/// Why a networks file does not parse.
pub type NetsError = crate::data_file::DataFileError;

/// Parses a networks file. Per ruleset: a line `net RULESET HIDDEN
/// FULL_BELOW NONE_FROM [AS_OFF_FROM AS_OFF_TO] [shown]` (the squares of
/// [`EndingsNet::as_off`], 1..=30, none without them; `shown`:
/// [`EndingsNet::shown_only`]), then [`INPUTS`]
/// lines `w1` with HIDDEN numbers (input by input, in the order of
/// [`inputs`]), a line `b1` with HIDDEN
/// numbers, a line `w2` with HIDDEN numbers and a line `b2` with one. `#`
/// starts a comment.
///
/// # Errors
/// The first line out of that order or form, a number that is not finite,
/// a hidden size of 0 or over [`MAX_HIDDEN`], a gate whose `NONE_FROM` is not
/// above `FULL_BELOW`, squares counted as off out of 1..=30 or in reverse,
/// a ruleset given twice, or a network left incomplete.
pub fn parse_nets(text: &str) -> Result<Vec<(RulesetId, EndingsNet)>, NetsError> {
    let mut out: Vec<(RulesetId, EndingsNet)> = Vec::new();
    // The network being read and how many lines of it so far.
    let mut current: Option<(RulesetId, EndingsNet, usize)> = None;
    for (line, content) in crate::data_file::content_lines(text) {
        let err = |problem| NetsError {
            file: "endings network",
            line,
            problem,
        };
        let mut fields = content.split_whitespace();
        let tag = fields.next().unwrap_or("");
        let numbers = |fields: std::str::SplitWhitespace<'_>, want: usize| {
            let v: Vec<f32> = fields
                .map(|f| f.parse::<f32>().ok().filter(|x| x.is_finite()))
                .collect::<Option<Vec<f32>>>()
                .ok_or(err("a weight is not a number"))?;
            if v.len() == want {
                Ok(v)
            } else {
                Err(err("wrong number of weights"))
            }
        };
        match (tag, current.take()) {
            ("net", None) => {
                let id: RulesetId = fields
                    .next()
                    .and_then(|f| f.parse().ok())
                    .ok_or(err("unknown ruleset"))?;
                if out.iter().any(|(r, _)| *r == id) {
                    return Err(err("a ruleset is given twice"));
                }
                let mut int = || fields.next().and_then(|f| f.parse::<u32>().ok());
                let form = "a net line is: net RULESET HIDDEN FULL_BELOW NONE_FROM \
                            [AS_OFF_FROM AS_OFF_TO] [shown]";
                let (Some(hidden), Some(full_below), Some(none_from)) = (int(), int(), int())
                else {
                    return Err(err(form));
                };
                let mut rest: Vec<&str> = fields.collect();
                let shown_only = rest.last() == Some(&"shown");
                if shown_only {
                    rest.pop();
                }
                let as_off = match rest[..] {
                    [] => 0,
                    [a, b] => {
                        let square =
                            |f: &str| f.parse::<u32>().ok().filter(|s| (1..=30).contains(s));
                        match (square(a), square(b)) {
                            (Some(a), Some(b)) if a <= b => (a..=b).fold(0, |m, s| m | 1 << s),
                            _ => return Err(err("squares counted as off out of 1..=30")),
                        }
                    }
                    _ => return Err(err(form)),
                };
                let hidden = hidden as usize;
                if hidden == 0 || hidden > MAX_HIDDEN {
                    return Err(err("hidden units out of range"));
                }
                if none_from <= full_below {
                    return Err(err("the gate closes before it opens"));
                }
                let net = EndingsNet {
                    hidden,
                    full_below,
                    none_from,
                    as_off,
                    shown_only,
                    w1: Vec::with_capacity(INPUTS * hidden),
                    b1: Vec::new(),
                    w2: Vec::new(),
                    b2: 0.0,
                };
                current = Some((id, net, 0));
            }
            ("net", Some(_)) => return Err(err("a network is incomplete")),
            (_, None) => return Err(err("weights before a net line")),
            (tag, Some((id, mut net, k))) => {
                let h = net.hidden;
                match (tag, k) {
                    ("w1", k) if k < INPUTS => net.w1.extend(numbers(fields, h)?),
                    ("b1", k) if k == INPUTS => net.b1 = numbers(fields, h)?,
                    ("w2", k) if k == INPUTS + 1 => net.w2 = numbers(fields, h)?,
                    ("b2", k) if k == INPUTS + 2 => {
                        net.b2 = numbers(fields, 1)?[0];
                        out.push((id, net));
                        continue;
                    }
                    _ => return Err(err("lines out of order (w1 x inputs, b1, w2, b2)")),
                }
                current = Some((id, net, k + 1));
            }
        }
    }
    if current.is_some() {
        return Err(NetsError {
            file: "endings network",
            line: text.lines().count(),
            problem: "a network is incomplete",
        });
    }
    Ok(out)
}

/// Writes networks in the format [`parse_nets`] reads (what the lab's
/// training writes; a round trip is exact).
#[must_use]
pub fn write_nets(nets: &[(RulesetId, &EndingsNet)]) -> String {
    let mut s = String::new();
    let row = |s: &mut String, tag: &str, v: &[f32]| {
        s.push_str(tag);
        for x in v {
            s.push(' ');
            s.push_str(&format!("{x:?}"));
        }
        s.push('\n');
    };
    for (id, net) in nets {
        s.push_str(&format!(
            "net {id} {} {} {}",
            net.hidden, net.full_below, net.none_from
        ));
        if net.as_off != 0 {
            // The squares as a range (what the parser makes).
            s.push_str(&format!(
                " {} {}",
                net.as_off.trailing_zeros(),
                31 - net.as_off.leading_zeros()
            ));
        }
        if net.shown_only {
            s.push_str(" shown");
        }
        s.push('\n');
        for i in 0..INPUTS {
            row(&mut s, "w1", &net.w1[i * net.hidden..(i + 1) * net.hidden]);
        }
        row(&mut s, "b1", &net.b1);
        row(&mut s, "w2", &net.w2);
        row(&mut s, "b2", &[net.b2]);
    }
    s
}

/// The embedded file, parsed once.
fn embedded() -> &'static [(RulesetId, EndingsNet)] {
    static NETS: std::sync::OnceLock<Vec<(RulesetId, EndingsNet)>> = std::sync::OnceLock::new();
    NETS.get_or_init(|| parse_nets(NETS_FILE).unwrap_or_default())
}

/// The embedded network the levels of ruleset `id` play with, if it has
/// one (not a [`EndingsNet::shown_only`] network).
#[must_use]
pub fn embedded_net(id: RulesetId) -> Option<&'static EndingsNet> {
    embedded_shown_net(id).filter(|n| !n.shown_only)
}

/// The embedded network of ruleset `id` that the win chances the program
/// shows use ([`crate::eval::Weights::shown`]), if it has one: its only
/// network, whether the levels play with it too or not
/// ([`EndingsNet::shown_only`]).
#[must_use]
pub fn embedded_shown_net(id: RulesetId) -> Option<&'static EndingsNet> {
    embedded().iter().find(|(r, _)| *r == id).map(|(_, n)| n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::{self, Weights};

    /// A network of `hidden` units with every weight drawn from `next`.
    fn random_net(hidden: usize, next: &mut impl FnMut() -> f32) -> EndingsNet {
        EndingsNet {
            hidden,
            full_below: 100,
            none_from: 150,
            as_off: 0,
            shown_only: false,
            w1: (0..INPUTS * hidden).map(|_| next()).collect(),
            b1: (0..hidden).map(|_| next()).collect(),
            w2: (0..hidden).map(|_| next()).collect(),
            b2: next(),
        }
    }

    fn xorshift(mut state: u64) -> impl FnMut() -> u32 {
        move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state as u32
        }
    }

    /// Two hidden units, a hand-computed output: x (the mover) alone on
    /// square 1 (four pieces off), o on square 10.
    #[test]
    fn the_forward_pass_is_the_hand_computation() {
        let rules = senet_engine::RulesetId::Kendall.ruleset();
        let board = rules
            .parse_board("x........o....................")
            .expect("board");
        let mut net = EndingsNet {
            hidden: 2,
            full_below: 100,
            none_from: 150,
            as_off: 0,
            shown_only: false,
            w1: vec![0.0; INPUTS * 2],
            b1: vec![0.1, -0.2],
            w2: vec![2.0, 3.0],
            b2: 0.25,
        };
        // Square 1 of the mover: +1 into unit 0, -1 into unit 1.
        net.w1[MOVER_SQUARES * 2] = 1.0;
        net.w1[MOVER_SQUARES * 2 + 1] = -1.0;
        // The mover's pips (30 / 50 = 0.6): 0.5 into unit 0, 1 into unit 1.
        net.w1[PIP_INPUTS * 2] = 0.5;
        net.w1[PIP_INPUTS * 2 + 1] = 1.0;
        // Four of the mover's pieces off: 0.7 into unit 1 (still negative).
        net.w1[(MOVER_OFF + 4) * 2 + 1] = 0.7;
        // The opponent on square 10: -0.5 into unit 0.
        net.w1[(OPPONENT_SQUARES + 9) * 2] = -0.5;
        // unit 0: 0.1 + 1 + 0.3 - 0.5 = 0.9; unit 1: -0.2 - 1 + 0.6 + 0.7 = 0.1.
        // out = 0.25 + 2 × 0.9 + 3 × 0.1 = 2.35.
        let f = eval::features(rules, &board, Side::X);
        let x = inputs(rules.pieces, &board, Side::X, &f);
        assert_eq!(x[MOVER_SQUARES], 1.0);
        assert_eq!(x[OPPONENT_SQUARES + 9], 1.0);
        assert_eq!(x[MOVER_OFF + 4], 1.0);
        assert_eq!(x[OPPONENT_OFF + 4], 1.0);
        assert!((x[PIP_INPUTS] - 0.6).abs() < 1e-6);
        assert!((x[PIP_INPUTS + 1] - 0.42).abs() < 1e-6);
        let out = net.forward(&x);
        assert!((out - 2.35).abs() < 1e-5, "{out}");
        // Unit 1 below zero is cut: without the pieces-off weight, 2.05.
        net.w1[(MOVER_OFF + 4) * 2 + 1] = 0.0;
        assert!((net.forward(&x) - 2.05).abs() < 1e-5);
        // The gate: open (one piece a side), then closed far from the end.
        let pips = eval::phase_pips(rules, &board);
        let c = net.correction(rules.pieces, &board, Side::X, &f, pips);
        assert!((c - 2.05).abs() < 1e-5, "{c}");
        assert_eq!(net.gate(120, 5), 0.6);
        assert_eq!(net.gate(99, 5), 1.0);
        assert_eq!(net.gate(150, 5), 0.0);
        assert_eq!(net.gate(150, 2), 1.0);
    }

    /// The sparse correction is the gate times the dense forward pass, and
    /// the log-odds with a network is the model's plus the correction.
    #[test]
    fn the_sparse_correction_is_the_dense_forward_pass() {
        let mut bits = xorshift(0x9e37_79b9_7f4a_7c15);
        let mut next = || (bits() % 2001) as f32 / 1000.0 - 1.0;
        let net: &'static EndingsNet = Box::leak(Box::new(random_net(7, &mut next)));
        let mut bits = xorshift(0x2545_f491_4f6c_dd1d);
        let mut checked = 0;
        for _ in 0..3_000 {
            let x = bits() & bits() & BOARD_MASK;
            let o = bits() & bits() & BOARD_MASK & !x;
            let board = Board::from_masks(x, o);
            for id in [RulesetId::Kendall, RulesetId::Skiryuk, RulesetId::Arcade] {
                let rules = id.ruleset();
                if board.count(Side::X) > u32::from(rules.pieces)
                    || board.count(Side::O) > u32::from(rules.pieces)
                {
                    continue;
                }
                for side in Side::BOTH {
                    let f = eval::features(rules, &board, side);
                    let pips = eval::phase_pips(rules, &board);
                    let fewest = board.count(Side::X).min(board.count(Side::O));
                    let dense = net.gate(pips, fewest)
                        * net.forward(&inputs(rules.pieces, &board, side, &f));
                    let sparse = net.correction(rules.pieces, &board, side, &f, pips);
                    assert!(
                        (dense - sparse).abs() <= 1e-4 * (1.0 + dense.abs()),
                        "{board:?}"
                    );
                    let model = Weights::tuned(id).with_net(None);
                    let with = model.with_net(Some(net));
                    let z0 = eval::logit(rules, &model, &board, side);
                    let z1 = eval::logit(rules, &with, &board, side);
                    assert!((z1 - z0 - sparse).abs() <= 1e-4 * (1.0 + z1.abs()));
                    checked += 1;
                }
            }
        }
        assert!(checked > 1_000, "{checked}");
    }

    /// With squares counted as off, a piece resting there and the same
    /// piece borne off get the same correction (skiryuk's stay and bearing
    /// off from 27..=29 differ only by the model), and the log-odds is the
    /// model's of the real board plus the correction of the board seen.
    #[test]
    fn pieces_counted_as_off_look_alike_to_the_network() {
        let mut bits = xorshift(0x51ab_c0de_2929_0001);
        let mut next = || (bits() % 2001) as f32 / 1000.0 - 1.0;
        let as_off = (27..=29).fold(0, |m, s| m | 1 << s);
        let net: &'static EndingsNet = Box::leak(Box::new(EndingsNet {
            as_off,
            ..random_net(5, &mut next)
        }));
        let rules = RulesetId::Skiryuk.ruleset();
        let model = Weights::tuned(RulesetId::Skiryuk).with_net(None);
        let with = model.with_net(Some(net));
        let mut bits = xorshift(0x0ff5_1de5_7a7e_0003);
        let mut checked = 0;
        for _ in 0..3_000 {
            let x = bits() & bits() & bits() & BOARD_MASK;
            let o = bits() & bits() & bits() & BOARD_MASK & !x;
            let board = Board::from_masks(x, o);
            if board.count(Side::X) > 5 || board.count(Side::O) > 5 || x & as_off == 0 {
                continue;
            }
            let seen = net.seen(&board).expect("a piece rests on 27..=29");
            assert_eq!(seen.mask(Side::X), x & !as_off);
            assert_eq!(seen.mask(Side::O), o & !as_off);
            let resting = 31 - (x & as_off).leading_zeros();
            let gone = Board::from_masks(x & !(1 << resting), o);
            for side in Side::BOTH {
                let correction = |b: &Board| {
                    eval::logit(rules, &with, b, side) - eval::logit(rules, &model, b, side)
                };
                let (a, b) = (correction(&board), correction(&gone));
                assert!(
                    (a - b).abs() <= 1e-4 * (1.0 + a.abs()),
                    "{board:?}: {a} {b}"
                );
                let f = eval::features(rules, &seen, side);
                let pips = eval::phase_pips(rules, &seen);
                let c = net.correction(rules.pieces, &seen, side, &f, pips);
                assert!(
                    (a - c).abs() <= 1e-4 * (1.0 + a.abs()),
                    "{board:?}: {a} {c}"
                );
                checked += 1;
            }
        }
        assert!(checked > 200, "{checked}");
        // Every embedded network the levels play with, in a ruleset whose
        // pieces can stay (on 27, 28 and 29: RULES.md, "House throws"),
        // counts those squares as off (a network for the shown chances only
        // need not: no player reads it).
        for id in [RulesetId::Skiryuk, RulesetId::Skiryuk14] {
            if let Some(net) = embedded_net(id) {
                assert_eq!(net.as_off & as_off, as_off, "{id}");
            }
        }
    }

    /// A ruleset without a network keeps the model bit for bit; the embedded
    /// file parses.
    #[test]
    fn a_ruleset_without_a_network_keeps_the_model() {
        let parsed = parse_nets(NETS_FILE).expect("the embedded networks parse");
        let mut bits = xorshift(0x1234_5678_9abc_def1);
        for id in RulesetId::ALL {
            let w = Weights::tuned(id);
            let net = parsed.iter().find(|(r, _)| *r == id).map(|(_, n)| n);
            // The levels play with a network unless it is for the shown
            // chances only; the shown chances use any.
            let has = net.is_some_and(|n| !n.shown_only);
            assert_eq!(w.net.is_some(), has, "{id}");
            assert_eq!(embedded_net(id).is_some(), has, "{id}");
            assert_eq!(Weights::shown(id).net.is_some(), net.is_some(), "{id}");
            assert_eq!(embedded_shown_net(id).is_some(), net.is_some(), "{id}");
            if let (Some(a), Some(b)) = (Weights::shown(id).net, net) {
                assert!(a.same_bits(b), "{id}");
            }
            assert!(
                Weights::shown(id)
                    .with_net(None)
                    .same_bits(&w.with_net(None)),
                "{id}"
            );
            if has {
                continue;
            }
            let rules = id.ruleset();
            let bare = w.with_net(None);
            assert!(w.same_bits(&bare));
            for _ in 0..500 {
                let x = bits() & bits() & BOARD_MASK;
                let o = bits() & bits() & BOARD_MASK & !x;
                let board = Board::from_masks(x, o);
                for side in Side::BOTH {
                    let a = eval::logit(rules, &w, &board, side);
                    let b = eval::logit(rules, &bare, &board, side);
                    assert_eq!(a.to_bits(), b.to_bits(), "{id}");
                }
            }
        }
    }

    #[test]
    fn networks_round_trip_and_bad_files_are_refused_with_their_line() {
        let mut bits = xorshift(7);
        let mut next = || (bits() % 2001) as f32 / 997.0 - 1.0;
        let net = random_net(3, &mut next);
        let text = write_nets(&[(RulesetId::Kendall, &net)]);
        let parsed = parse_nets(&text).expect("round trip");
        assert_eq!(parsed.len(), 1);
        assert!(parsed[0].1.same_bits(&net));
        let head = 1;
        let lines: Vec<&str> = text.lines().collect();
        let line = |t: &str| parse_nets(t).map_err(|e| e.line);
        // Header problems.
        assert_eq!(line("net chess 3 100 150\n"), Err(1));
        assert_eq!(line("net kendall 0 100 150\n"), Err(1));
        assert_eq!(line("net kendall 3 150 150\n"), Err(1));
        assert_eq!(line("net kendall 3 100\n"), Err(1));
        assert_eq!(line("net kendall 3 100 150 27\n"), Err(1));
        assert_eq!(line("net kendall 3 100 150 29 27\n"), Err(1));
        assert_eq!(line("net kendall 3 100 150 0 5\n"), Err(1));
        assert_eq!(line("net kendall 3 100 150 27 31\n"), Err(1));
        assert_eq!(line("net kendall 3 100 150 27 29 30\n"), Err(1));
        // Squares counted as off round trip too.
        let off = EndingsNet {
            as_off: (27..=29).fold(0, |m, s| m | 1 << s),
            ..net.clone()
        };
        let text_off = write_nets(&[(RulesetId::Skiryuk, &off)]);
        assert!(
            text_off.starts_with("net skiryuk 3 100 150 27 29\n"),
            "{text_off}"
        );
        let parsed = parse_nets(&text_off).expect("round trip");
        assert!(parsed[0].1.same_bits(&off));
        assert!(!parsed[0].1.same_bits(&net));
        // A network for the shown chances only, with or without squares off.
        for as_off in [0, off.as_off] {
            let shown = EndingsNet {
                as_off,
                shown_only: true,
                ..net.clone()
            };
            let text_shown = write_nets(&[(RulesetId::Skiryuk, &shown)]);
            let head_line = text_shown.lines().next().unwrap_or("");
            assert!(head_line.ends_with(" shown"), "{head_line}");
            let parsed = parse_nets(&text_shown).expect("round trip");
            assert!(parsed[0].1.same_bits(&shown));
            assert!(!parsed[0].1.same_bits(&EndingsNet {
                shown_only: false,
                ..shown
            }));
        }
        assert_eq!(line("net kendall 3 100 150 shown 27 29\n"), Err(1));
        assert_eq!(line("net kendall 3 100 150 27 shown\n"), Err(1));
        assert_eq!(line("net kendall 3 100 150 shown shown\n"), Err(1));
        assert_eq!(line("# comment\nw1 1 2 3\n"), Err(2));
        // A short row, a bad number, rows out of order, a missing end.
        let with = |k: usize, row: &str| {
            let mut l = lines.clone();
            l[k] = row;
            l.join("\n")
        };
        assert_eq!(line(&with(head + 2, "w1 1 2")), Err(head + 3));
        assert_eq!(line(&with(head + 2, "w1 1 NaN 2")), Err(head + 3));
        assert_eq!(line(&with(head + 2, "b1 1 2 3")), Err(head + 3));
        let cut = lines[..lines.len() - 1].join("\n");
        assert_eq!(line(&cut), Err(lines.len() - 1));
        assert_eq!(line(&format!("{text}{text}")), Err(lines.len() + 1));
    }
}

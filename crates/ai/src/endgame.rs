//! Exact win chances of small endings: every position where each side has at
//! most two (or, with the larger tables, three) pieces left on the board (the
//! rest borne off), anywhere on the route, with either side to throw. In
//! `race` (one piece a side) that is every position of the game.
//!
//! Why the whole route and not only the last row: water returns, exchanges
//! and backward moves send pieces back, so "the last rows" is not a closed set
//! of positions, while "at most k pieces a side" is (pieces never come back
//! once off).
//!
//! **States.** The rules treat both sides alike (the move generator works on
//! "mine" and "theirs"), so a position is stored from the thrower's view: the
//! thrower's placement and the opponent's. A placement of `a` pieces is ranked
//! by the combinatorial number system over the squares a piece can rest on
//! (30, or 29 where the water square 27 is only passed through; `race` adds
//! the start), the opponent's among the squares left free. A **stratum** is
//! the pair (thrower's pieces, opponent's pieces); its states are numbered
//! densely, so a three-piece table of a water ruleset holds 12,238,929 values
//! (24.5 MB as 16-bit values) and a two-piece one 166,113; without the water
//! square (skiryuk) 15,143,571 and 190,591.
//!
//! **Solving.** Exchanges, water and passes make the positions form cycles,
//! so plain memoized recursion does not terminate. Pieces never come back
//! once off, though, so a stratum only reaches itself, its mirror (after the
//! turn passes) and smaller strata: the strata are solved smallest first, each
//! pair {(a, b), (b, a)} by value iteration until no value changes by more
//! than 1e-6 in a whole sweep. The pair's moves are generated once and kept
//! compactly, and a sweep settles the levels of equal progress one after the
//! other, lowest first (see `endgame/compact.rs`). Once a pair's largest
//! change per sweep shrinks by a steady ratio, its values jump by the error
//! that ratio leaves (Aitken's extrapolation, `compact::Extrapolation`),
//! which saves a fifth of the sweeps of the largest pairs. The result does
//! not depend on the threads, so a build that keeps each pair as it is solved ([`Keep`],
//! [`EndgameTable::build`]) and is stopped resumes to the very same table.
//! A skiryuk house throw is expanded into its weighted outcomes. The values
//! are kept as 16-bit numbers (equity steps of 2/65535: an error of at most
//! 7.6e-6 in a win chance). [`EndgameTable::verify`] checks a table against
//! the Bellman equation at random states (a loaded cache is checked so).
//!
//! **Skiryuk's stays.** A skiryuk piece on 28 or 29 stays on most throws,
//! and a player holding 26 can wait on them while a lone opposing piece is
//! held behind it, so play circles for hundreds of throws. In a ruleset with
//! stays each update solves the state's own self-loops exactly (a stay with
//! 1, 4 or 5 returns to the same state with the same side to throw:
//! `v = Σ p·max(a + b·v)`, by Newton steps). Skiryuk still has no whole
//! three-piece table ([`has_large`]): its house throws' outcomes make the
//! kept moves of the largest pair too big, and its sweeps do not settle on
//! the stays. It ships the part "three against at most one" instead,
//! solved once by policy iteration ([`part`], [`shipped_part`]; docs/ai.md).
//!
//! **Arcade's draw.** A table knows nothing of a throw limit. When a ruleset
//! has one, the solver takes the table's choice at every state and throw
//! from each pair's kept moves as soon as the pair is solved (its values are
//! then final; a pair an earlier run kept has its moves generated again),
//! then computes, under those choices, the
//! chance that a game from each state is still running after `h` throws, and
//! keeps, for every amount of progress left (the sum of both sides' distances
//! to the end), a horizon: an upper bound on the smallest `h` at which that
//! chance is below 1e-6 for every state of that progress. The throws are
//! followed until the bounds from the rate at which the chances decay stop
//! tightening (a few throws later than the smallest `h`; the private `Tail`
//! says how), not to the last one. Since the horizons depend on the choices
//! alone, arcade's are computed once and shipped, keyed by a digest of the
//! choices (`endgame/shipped.rs`): a build whose choices have that digest
//! takes them and skips the throws. A value is exact for a position with `left` throws
//! before the draw only when `left` reaches that horizon
//! ([`EndgameTable::value_within`], [`exact`]); nearer the limit the search
//! searches, and sees the draw itself.
//!
//! **Where tables come from.** [`table`] gives the two-piece table of a
//! ruleset: from the program's [provider](set_provider) (its disk cache) when
//! one is set, else solved on first use (about a second in a release build).
//! Three-piece tables are never solved implicitly (minutes of work): they are
//! [installed](install) by the program, and [`best`] gives the largest one
//! installed, or a ruleset's shipped part ([`Larger`]). `skiryuk` and
//! `skiryuk-14` move alike and share their tables.
//! This module does no I/O: [`EndgameTable::to_bytes`] and
//! [`EndgameTable::from_bytes`] are for the program's cache.

use std::cell::Cell;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};

mod compact;
pub mod part;
mod shipped;
#[cfg(feature = "study")]
#[doc(hidden)]
pub mod study;

use super::search::Node;
pub use crate::per_ruleset::Larger;
use senet_engine::raw::WATER;
use senet_engine::{BOARD_MASK, bit};
use senet_engine::{Backward, Houses, Ruleset, RulesetId};
use senet_engine::{Board, Side};
use senet_engine::{Move, analyze_board, house_throw_on_board};

/// The version of the solver and of [`EndgameTable::to_bytes`]' layout: a
/// change makes cached tables stale.
pub const FORMAT: u32 = 3;

/// The chance of a game still running below which a draw limit is ignored.
pub const DRAW_TAIL: f64 = 1e-6;

/// The most pieces a side may have in the largest table.
pub const MAX_TABLE_PIECES: u32 = 3;

/// Binomial coefficients C(n, k) for n < 33, k < 4.
const BINOM: [[u32; 4]; 33] = {
    let mut t = [[0u32; 4]; 33];
    let mut n = 0;
    while n < 33 {
        let n32 = n as u32;
        t[n][0] = 1;
        t[n][1] = n32;
        t[n][2] = if n >= 2 { n32 * (n32 - 1) / 2 } else { 0 };
        t[n][3] = if n >= 3 {
            n32 * (n32 - 1) * (n32 - 2) / 6
        } else {
            0
        };
        n += 1;
    }
    t
};

/// How a table numbers its states.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Layout {
    /// The most pieces a side may have.
    k: u32,
    /// The most pieces the side with fewer may have (`k` for a whole table).
    fewer: u32,
    /// Whether both sides may share a square (`race`).
    race: bool,
    /// The number of positions a piece can rest on.
    n: u32,
    /// Square → position (255: never rests there).
    pos_of: [u8; 32],
    /// Position → square.
    square_of: [u8; 32],
    /// The first state of each stratum (thrower's pieces, opponent's pieces).
    offset: [[u32; 4]; 4],
    /// The number of states.
    len: u32,
}

impl Layout {
    fn new(rules: &Ruleset, k: u32, fewer: u32) -> Layout {
        let k = k.clamp(1, MAX_TABLE_PIECES);
        let fewer = fewer.min(k);
        let mut allowed = BOARD_MASK;
        if rules.is_race() {
            allowed |= 1;
        }
        if matches!(rules.movement.houses, Houses::Water { .. }) {
            allowed &= !bit(WATER);
        }
        let mut pos_of = [255u8; 32];
        let mut square_of = [255u8; 32];
        let mut n = 0u32;
        for sq in 0..32u32 {
            if allowed & (1 << sq) != 0 {
                pos_of[sq as usize] = n as u8;
                square_of[n as usize] = sq as u8;
                n += 1;
            }
        }
        let mut layout = Layout {
            k,
            fewer,
            race: rules.is_race(),
            n,
            pos_of,
            square_of,
            offset: [[0; 4]; 4],
            len: 0,
        };
        let mut next = 0u32;
        for a in 0..=3 {
            for b in 0..=3 {
                layout.offset[a as usize][b as usize] = next;
                next += layout.stratum_len(a, b);
            }
        }
        layout.len = next;
        layout
    }

    /// Stratum pairs {a, b} (a <= b), fewest pieces first: the order they
    /// are solved in.
    fn pairs(&self) -> Vec<(u32, u32)> {
        let mut pairs: Vec<(u32, u32)> = Vec::new();
        for a in 0..=self.k {
            for b in a..=self.k {
                if self.includes(a, b) {
                    pairs.push((a, b));
                }
            }
        }
        pairs.sort_by_key(|&(a, b)| (a + b, a));
        pairs
    }

    /// Whether a stratum is part of the table.
    fn includes(&self, a: u32, b: u32) -> bool {
        a <= self.k && b <= self.k && a.min(b) <= self.fewer
    }

    fn stratum_len(&self, a: u32, b: u32) -> u32 {
        if !self.includes(a, b) {
            return 0;
        }
        let rest = if self.race { self.n } else { self.n - a };
        BINOM[self.n as usize][a as usize] * BINOM[rest as usize][b as usize]
    }

    /// The state of a position from the thrower's view.
    #[inline]
    fn index(&self, mine: u32, theirs: u32) -> Option<usize> {
        let (a, b) = (mine.count_ones(), theirs.count_ones());
        if !self.includes(a, b) || (!self.race && mine & theirs != 0) {
            return None;
        }
        let mut rank_a = 0u32;
        let mut positions = 0u32;
        let mut m = mine;
        let mut i = 1;
        while m != 0 {
            let p = self.pos_of[m.trailing_zeros() as usize];
            if p == 255 {
                return None;
            }
            rank_a += BINOM[p as usize][i];
            positions |= 1 << p;
            m &= m - 1;
            i += 1;
        }
        let mut rank_b = 0u32;
        let mut t = theirs;
        let mut j = 1;
        while t != 0 {
            let p = u32::from(self.pos_of[t.trailing_zeros() as usize]);
            if p == 255 {
                return None;
            }
            let q = if self.race {
                p
            } else {
                p - (positions & ((1 << p) - 1)).count_ones()
            };
            rank_b += BINOM[q as usize][j];
            t &= t - 1;
            j += 1;
        }
        let rest = if self.race { self.n } else { self.n - a };
        let inner = rank_a * BINOM[rest as usize][b as usize] + rank_b;
        Some((self.offset[a as usize][b as usize] + inner) as usize)
    }

    /// The position of state `i` from the thrower's view (the inverse of
    /// [`Layout::index`]).
    fn unrank(&self, i: usize) -> Option<(u32, u32)> {
        let i = u32::try_from(i).ok().filter(|&i| i < self.len)?;
        let (mut a, mut b) = (0u32, 0u32);
        for x in 0..=3u32 {
            for y in 0..=3u32 {
                let start = self.offset[x as usize][y as usize];
                if self.stratum_len(x, y) > 0 && start <= i && i < start + self.stratum_len(x, y) {
                    (a, b) = (x, y);
                }
            }
        }
        let inner = i - self.offset[a as usize][b as usize];
        let rest = if self.race { self.n } else { self.n - a };
        let per = BINOM[rest as usize][b as usize].max(1);
        let positions = |mut rank: u32, count: u32, among: u32| -> Vec<u32> {
            let mut out = Vec::new();
            let mut top = among;
            for k in (1..=count).rev() {
                let mut p = top;
                while p > 0 && BINOM[(p - 1) as usize][k as usize] > rank {
                    p -= 1;
                }
                let p = p.saturating_sub(1);
                rank -= BINOM[p as usize][k as usize];
                out.push(p);
                top = p;
            }
            out
        };
        let mine_positions = positions(inner / per, a, self.n);
        let mut mine = 0u32;
        let mut taken = 0u32;
        for &p in &mine_positions {
            mine |= 1 << self.square_of[p as usize];
            taken |= 1 << p;
        }
        let free: Vec<u32> = (0..self.n)
            .filter(|&p| self.race || taken & (1 << p) == 0)
            .collect();
        let mut theirs = 0u32;
        for q in positions(inner % per, b, rest) {
            theirs |= 1 << self.square_of[*free.get(q as usize)? as usize];
        }
        Some((mine, theirs))
    }

    /// Every placement of `a` pieces (as board masks).
    fn placements(&self, a: u32) -> Vec<u32> {
        let squares: Vec<u32> = (0..self.n)
            .map(|p| 1u32 << self.square_of[p as usize])
            .collect();
        let mut out = Vec::new();
        match a {
            0 => out.push(0),
            1 => out.extend(squares.iter().copied()),
            2 => {
                for (i, &x) in squares.iter().enumerate() {
                    for &y in &squares[i + 1..] {
                        out.push(x | y);
                    }
                }
            }
            _ => {
                for (i, &x) in squares.iter().enumerate() {
                    for (j, &y) in squares.iter().enumerate().skip(i + 1) {
                        for &z in &squares[j + 1..] {
                            out.push(x | y | z);
                        }
                    }
                }
            }
        }
        out
    }

    /// Every state of a stratum: (thrower's mask, opponent's mask).
    fn states(&self, a: u32, b: u32) -> Vec<(u32, u32)> {
        if !self.includes(a, b) {
            return Vec::new();
        }
        let theirs = self.placements(b);
        let mut out = Vec::with_capacity(self.stratum_len(a, b) as usize);
        for mine in self.placements(a) {
            for &t in &theirs {
                if self.race || mine & t == 0 {
                    out.push((mine, t));
                }
            }
        }
        out
    }
}

/// The exact equities of one ruleset's small endings.
#[derive(Debug, Clone)]
pub struct EndgameTable {
    /// The ruleset solved (`skiryuk` for both skiryuks).
    id: RulesetId,
    layout: Layout,
    /// Equity (`2p - 1`) for the thrower, by state, as 16-bit steps.
    values: Vec<u16>,
    /// With a draw limit: per progress left, the throws needed before the
    /// draw for a value to be exact (`u16::MAX`: never). Empty without one.
    horizon: Vec<u16>,
    /// The most sweeps any stratum needed.
    sweeps: u32,
}

/// A table's bytes could not be read (see [`EndgameTable::from_bytes`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    /// The bytes end early or have extra bytes.
    #[error("wrong length")]
    Length,
    /// The bytes describe another ruleset or size.
    #[error("another table")]
    Mismatch,
}

#[inline]
fn quantize(v: f32) -> u16 {
    ((v.clamp(-1.0, 1.0) + 1.0) * 32767.5).round() as u16
}

#[inline]
fn dequantize(q: u16) -> f32 {
    f32::from(q) / 32767.5 - 1.0
}

/// The largest possible quantisation error of a stored equity.
pub const QUANTUM: f32 = 1.0 / 65535.0;

/// One term of a move's value: `weight × ±V[target]`.
#[derive(Copy, Clone, Debug)]
struct Term {
    weight: f32,
    /// The successor's state; the top bit set means "negate" (the other side throws).
    target: u32,
}

const NEGATE: u32 = 1 << 31;

/// The moves of some states and throws, flattened.
#[derive(Default)]
struct Graph {
    /// Per (state, throw): the start of its moves in `move_start`; one more at the end.
    choice_start: Vec<u32>,
    /// Per move: the start of its terms in `terms`; one more at the end.
    move_start: Vec<u32>,
    /// Per move: the constant part of its value (a win is 1).
    move_const: Vec<f32>,
    terms: Vec<Term>,
}

impl Graph {
    fn clear(&mut self) {
        self.choice_start.clear();
        self.move_start.clear();
        self.move_const.clear();
        self.terms.clear();
    }

    /// Closes the lists (call once after the last choice).
    fn finish(&mut self) {
        self.choice_start.push(self.move_start.len() as u32);
        self.move_start.push(self.terms.len() as u32);
    }

    /// The moves' terms of choice `c` when every move has at most one term:
    /// the best move's target, `None` when it wins (or `Err` when a move
    /// has several terms).
    fn best_target(&self, c: usize, values: &[AtomicU32]) -> Result<Option<u32>, ()> {
        let (m0, m1) = (self.choice_start[c], self.choice_start[c + 1]);
        let mut best = f32::NEG_INFINITY;
        let mut target = None;
        for m in m0..m1 {
            let m = m as usize;
            let terms = &self.terms[self.move_start[m] as usize..self.move_start[m + 1] as usize];
            let (value, t) = match terms {
                [] => (self.move_const[m], None),
                [term] if self.move_const[m] == 0.0 && (term.weight - 1.0).abs() < 1e-6 => {
                    let v = load(values, (term.target & !NEGATE) as usize);
                    (
                        if term.target & NEGATE != 0 { -v } else { v },
                        Some(term.target & !NEGATE),
                    )
                }
                _ => return Err(()),
            };
            if value > best {
                best = value;
                target = t;
            }
        }
        Ok(target)
    }
}

#[inline]
fn load(values: &[AtomicU32], i: usize) -> f32 {
    values
        .get(i)
        .map_or(0.0, |v| f32::from_bits(v.load(Ordering::Relaxed)))
}

#[inline]
fn store(values: &[AtomicU32], i: usize, v: f32) {
    if let Some(slot) = values.get(i) {
        slot.store(v.to_bits(), Ordering::Relaxed);
    }
}

/// The most sweeps of a stratum pair.
const MAX_SWEEPS: u32 = 20_000;

/// The states of a kept stratum pair checked against the Bellman equation.
pub const KEPT_SAMPLES: usize = 2000;

/// The largest Bellman residual a kept stratum pair may show (its values
/// are those the solver left, as 32-bit floats).
const KEPT_TOLERANCE: f32 = 2e-5;

/// The largest Bellman residual a table's stored (16-bit) values may show
/// at a state: the quantisation of the value and of its successors, plus the
/// solver's tolerance.
pub const TABLE_TOLERANCE: f32 = 3.0 * QUANTUM + 2e-5;

/// The most bytes the moves of one stratum pair took in this process.
static MOVE_BYTES: AtomicU64 = AtomicU64::new(0);

/// The most bytes the kept moves of one stratum pair took in this process
/// (for measurements: the solver's memory beyond the values).
#[must_use]
pub fn move_bytes() -> u64 {
    MOVE_BYTES.load(Ordering::Relaxed)
}

/// A solved stratum pair, as a build keeps it.
#[derive(Debug, Clone, PartialEq)]
pub struct Kept {
    /// The whole sweeps it needed.
    pub sweeps: u32,
    /// Its values (equities for the thrower) as the solver left them: those
    /// of (a, b) by state, then those of (b, a) when a ≠ b.
    pub values: Vec<f32>,
}

/// Where a build keeps its solved stratum pairs (a pair {a, b}, `a <= b`,
/// being the states where one side has `a` pieces and the other `b`), so
/// that a stopped build resumes ([`EndgameTable::build`]). Called from the
/// building thread only.
pub trait Keep: Sync {
    /// The pair kept by an earlier run, if any.
    fn load(&self, pair: (u32, u32)) -> Option<Kept>;
    /// Keeps a pair just solved (a failure only costs a later run time).
    fn save(&self, pair: (u32, u32), kept: &Kept);
    /// A pair [`Keep::load`] gave failed its check and is solved again.
    fn rejected(&self, _pair: (u32, u32)) {}
}

/// Keeps nothing.
struct NoKeep;

impl Keep for NoKeep {
    fn load(&self, _pair: (u32, u32)) -> Option<Kept> {
        None
    }
    fn save(&self, _pair: (u32, u32), _kept: &Kept) {}
}

/// The stratum pairs of a table of `max_pieces` a side, in the order they
/// are solved, with the number of values each holds (the length of
/// [`Kept::values`]).
#[must_use]
pub fn pairs(rules: &Ruleset, max_pieces: u32) -> Vec<((u32, u32), usize)> {
    let layout = Layout::new(rules, max_pieces, max_pieces);
    layout
        .pairs()
        .into_iter()
        .map(|pair| {
            let len = compact::pair_ranges(&layout, pair)
                .iter()
                .map(ExactSizeIterator::len)
                .sum();
            (pair, len)
        })
        .collect()
}

/// Sweeps a stratum pair is expected to need (for the progress fraction).
const EXPECTED_SWEEPS: u64 = 16;

/// The solver's shared state.
struct Solver<'a> {
    rules: &'a Ruleset,
    layout: &'a Layout,
    values: Vec<AtomicU32>,
    p: [f32; 5],
}

impl Solver<'_> {
    /// Appends the moves of the thrower (as x) in state (mine, theirs) for
    /// throw `t` to `g` as one choice.
    fn expand_choice(&self, mine: u32, theirs: u32, t: u8, g: &mut Graph) {
        g.choice_start.push(g.move_start.len() as u32);
        let board = Board::from_masks(mine, theirs);
        let analysis = analyze_board(self.rules, &board, Side::X, t);
        if analysis.is_pass() {
            g.move_start.push(g.terms.len() as u32);
            g.move_const.push(0.0);
            if let Some(next) = self.layout.index(theirs, mine) {
                g.terms.push(Term {
                    weight: 1.0,
                    target: next as u32 | NEGATE,
                });
            }
            return;
        }
        for m in analysis.moves() {
            g.move_start.push(g.terms.len() as u32);
            let mut constant = 0.0;
            self.expand_move(m, 1.0, &mut constant, &mut g.terms, 0);
            g.move_const.push(constant);
        }
    }

    /// Adds the value of `m` (made by x, the thrower), scaled by `weight`,
    /// as terms. A house throw is expanded into its five forced outcomes.
    fn expand_move(
        &self,
        m: &Move,
        weight: f32,
        constant: &mut f32,
        terms: &mut Vec<Term>,
        chain: u32,
    ) {
        if self.rules.has_won(&m.board, Side::X) {
            *constant += weight;
            return;
        }
        if let (Some(square), true) = (m.house_throw, chain < 8) {
            for t in 1..=5u8 {
                let w = weight * self.rules.throw_model.weight(t) as f32;
                if let Some(h) =
                    house_throw_on_board(self.rules, &m.board, Side::X, square.number(), t)
                {
                    self.expand_move(&h, w, constant, terms, chain + 1);
                }
            }
            return;
        }
        let (mine, theirs) = (m.board.mask(Side::X), m.board.mask(Side::O));
        let (next, negate) = if m.throw_again {
            (self.layout.index(mine, theirs), 0)
        } else {
            (self.layout.index(theirs, mine), NEGATE)
        };
        if let Some(next) = next {
            terms.push(Term {
                weight,
                target: next as u32 | negate,
            });
        }
    }

    /// The table's choice in state (mine, theirs) for each throw, from its
    /// moves generated again (see [`Draw`]): the successor's table index
    /// or [`END`]; `None` when a move has several terms.
    fn choices(&self, mine: u32, theirs: u32) -> Option<[u32; 5]> {
        let mut g = Graph::default();
        for t in 1..=5u8 {
            self.expand_choice(mine, theirs, t, &mut g);
        }
        g.finish();
        let mut out = [END; 5];
        for (t, slot) in out.iter_mut().enumerate() {
            *slot = g.best_target(t, &self.values).ok()?.unwrap_or(END);
        }
        Some(out)
    }

    /// Whether a state is over: its value then.
    fn terminal(&self, mine: u32, theirs: u32) -> Option<f32> {
        let board = Board::from_masks(mine, theirs);
        if self.rules.has_won(&board, Side::X) {
            Some(1.0)
        } else if self.rules.has_won(&board, Side::O) {
            Some(-1.0)
        } else {
            None
        }
    }

    /// Per progress left, a number of throws after which play under the
    /// table's choices (`draw`, gathered while the pairs were solved) is
    /// still running with a chance below [`DRAW_TAIL`] from every state of
    /// that progress (`u16::MAX`: not within `limit`): the first throw at
    /// which it is below, or an upper bound on it from the chances' rate of
    /// decay once those bounds stall ([`Tail`]).
    fn horizon(&self, draw: Draw, limit: u32, threads: usize, progress: &dyn Fn(f64)) -> Vec<u16> {
        let buckets = max_progress(self.layout.k) as usize + 1;
        let never = vec![u16::MAX; buckets];
        if draw.failed {
            return never;
        }
        let Draw {
            orders,
            bucket,
            mut policy,
            ..
        } = draw;
        // Computed once and shipped where the choices are those of a shipped
        // line (arcade's tables as this solver builds them).
        let digest = shipped::Choices {
            limit,
            p: &self.p,
            buckets,
            orders: &orders,
            bucket: &bucket,
            policy: &policy,
        }
        .digest();
        if let Some(horizons) = shipped::lookup(&digest, buckets) {
            return horizons;
        }
        let len = bucket.len();
        // The states (the unfinished ones) are in the order the pairs were
        // solved in, each pair by progress left: a state's successors, on
        // its level or a few below in its pair or the pair before, are near
        // it in memory. The choices' successors become places in that order,
        // and an ended game the place `len`, whose chance stays 0 (adding
        // it changes no sum: the loop below needs no test).
        {
            let mut place = vec![END; self.layout.len as usize];
            for (at, &i) in orders.iter().flatten().enumerate() {
                if let Some(slot) = place.get_mut(i as usize) {
                    *slot = at as u32;
                }
            }
            drop(orders);
            let per = (len * 5).div_ceil(threads.max(1)).max(1);
            let place = &place;
            std::thread::scope(|scope| {
                for part in policy.chunks_mut(per) {
                    scope.spawn(move || {
                        for target in part {
                            if *target != END {
                                *target = place.get(*target as usize).copied().unwrap_or(END);
                            }
                            if *target == END {
                                *target = len as u32;
                            }
                        }
                    });
                }
            });
        }
        let mut horizon = never;
        let mut populated = vec![false; buckets];
        for &b in &bucket {
            populated[b as usize] = true;
        }
        for (b, &p) in populated.iter().enumerate() {
            if !p {
                horizon[b] = 0;
            }
        }
        // Runs of states of one progress (each pair's states are sorted by
        // progress): a run's largest chance is taken in a register.
        let mut runs: Vec<(usize, usize, usize)> = Vec::new();
        for (s, &b) in bucket.iter().enumerate() {
            match runs.last_mut() {
                Some(run) if run.2 == usize::from(b) => run.1 = s + 1,
                _ => runs.push((s, s + 1, usize::from(b))),
            }
        }
        drop(bucket);
        let mut live = vec![1f32; len + 1];
        let mut next = vec![0f32; len + 1];
        live[len] = 0.0;
        let p = self.p;
        let mut tail = Tail::new(buckets);
        #[cfg(test)]
        {
            tail.follow_all = FOLLOW_ALL.with(std::cell::Cell::get);
        }
        let per = len.div_ceil(threads.max(1)).max(1);
        for h in 1..=limit.min(u32::from(u16::MAX - 1)) {
            let parts: Vec<(Vec<f32>, f32)> = std::thread::scope(|scope| {
                let live = &live;
                let policy = &policy;
                let runs = &runs;
                let handles: Vec<_> = next[..len]
                    .chunks_mut(per)
                    .enumerate()
                    .map(|(part, out)| {
                        scope.spawn(move || {
                            let lo = part * per;
                            let hi = lo + out.len();
                            let mut maxima = vec![0f32; buckets];
                            // The largest ratio of a chance to the one a
                            // throw before, where the chance is above TINY.
                            let mut rate = 0f32;
                            let first = runs.partition_point(|r| r.1 <= lo);
                            for &(start, end, b) in runs[first..].iter().take_while(|r| r.0 < hi) {
                                let mut largest = 0f32;
                                for s in start.max(lo)..end.min(hi) {
                                    let was = live[s];
                                    let mut v = 0f32;
                                    if was > 0.0 {
                                        let targets = &policy[5 * s..5 * s + 5];
                                        for (&pt, &target) in p.iter().zip(targets) {
                                            v += pt * live[target as usize];
                                        }
                                        if v > TINY && v > rate * was {
                                            rate = v / was;
                                        }
                                    }
                                    out[s - lo] = v;
                                    largest = largest.max(v);
                                }
                                maxima[b] = maxima[b].max(largest);
                            }
                            (maxima, rate)
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().unwrap_or_else(|_| (vec![1.0; buckets], 1.0)))
                    .collect()
            });
            std::mem::swap(&mut live, &mut next);
            let rate = parts.iter().map(|part| part.1).fold(0f32, f32::max);
            let largest: Vec<f32> = (0..buckets)
                .map(|b| parts.iter().map(|part| part.0[b]).fold(0f32, f32::max))
                .collect();
            let done = tail.throw(h, &largest, f64::from(rate), &mut horizon, limit);
            progress(f64::from(h) / f64::from(limit.max(1)));
            if done {
                break;
            }
        }
        shipped::computed(digest);
        horizon
    }
}

/// No successor: a choice that wins (or leaves a part of a table).
const END: u32 = u32::MAX;

/// A chance below which a state does not count in the rate of decay
/// ([`Tail`]); what it could add is at most `TINY / (1 - rate)`.
const TINY: f32 = 1e-20;

/// Relative slack on a measured rate of decay, for the rounding of 32-bit
/// chances over the throws a bound looks ahead (a rate 0.91 over 80 throws:
/// a bound 0.08% higher).
const RATE_SLACK: f64 = 1e-5;

/// The throws over which [`Tail`] watches its bounds for progress.
const TAIL_WINDOW: u32 = 10;

/// [`Tail`] stops following the throws when, over [`TAIL_WINDOW`] throws, no
/// open progress's bound has come down by more than this many throws.
const TAIL_STALL: u32 = 2;

/// The horizons' bookkeeping ([`Solver::horizon`]): per progress left, the
/// throw at which its chances fell below [`DRAW_TAIL`], or an upper bound on
/// it from the rate at which the chances decay.
///
/// With `x` the chances a throw before and `y = A x` after (`A` the table's
/// choices, whose chances add up to at most 1 a state), let `r` be the
/// largest `y(s) / x(s)` over the states with `y(s) > TINY`. Then
/// `y <= r x + TINY`, and since `A` is positive and sums to at most 1, every
/// later throw keeps `S_{h+1} <= r S_h + TINY`, so `k` throws on,
/// `S_{h+k} <= r^k y + TINY / (1 - r)`: a progress whose largest chance is
/// `m` is below [`DRAW_TAIL`] by the first `k` with
/// `r^k m + TINY / (1 - r) < DRAW_TAIL`. `r` only falls as the throws go on
/// (towards the slowest decay of the chain), so the bounds tighten; once
/// they stop tightening the rest of the throws are not followed.
struct Tail {
    /// Per progress: the smallest bound so far (`u32::MAX`: none yet).
    bound: Vec<u32>,
    /// The bounds after each throw.
    history: Vec<Vec<u32>>,
    /// Follow every throw, bounding nothing (the tests' exact horizons).
    #[cfg(test)]
    follow_all: bool,
}

#[cfg(test)]
thread_local! {
    /// Set by a test: [`Tail`] follows every throw on this thread.
    static FOLLOW_ALL: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

impl Tail {
    fn new(buckets: usize) -> Tail {
        Tail {
            bound: vec![u32::MAX; buckets],
            history: Vec::new(),
            #[cfg(test)]
            follow_all: false,
        }
    }

    /// Takes throw `h`'s largest chance per progress and its rate of decay
    /// (see [`Tail`]); closes in `horizon` the progresses whose chances are
    /// below [`DRAW_TAIL`] and, once the bounds stall, all the others at
    /// their bounds (`u16::MAX` beyond `limit`). True when all are closed.
    fn throw(
        &mut self,
        h: u32,
        largest: &[f32],
        rate: f64,
        horizon: &mut [u16],
        limit: u32,
    ) -> bool {
        let rate = rate * (1.0 + RATE_SLACK);
        let mut open = false;
        let mut stalled = h > TAIL_WINDOW;
        #[cfg(test)]
        {
            stalled &= !self.follow_all;
        }
        let before = h
            .checked_sub(TAIL_WINDOW + 1)
            .and_then(|at| self.history.get(at as usize));
        for (b, slot) in horizon.iter_mut().enumerate() {
            if *slot != u16::MAX {
                continue;
            }
            let m = f64::from(largest[b]);
            if m < DRAW_TAIL {
                *slot = h as u16;
                continue;
            }
            open = true;
            if let Some(k) = throws_below_tail(m, rate) {
                self.bound[b] = self.bound[b].min(h.saturating_add(k));
            }
            let earlier = before.map_or(u32::MAX, |e| e[b]);
            if self.bound[b] == u32::MAX || earlier.saturating_sub(self.bound[b]) > TAIL_STALL {
                stalled = false;
            }
        }
        self.history.push(self.bound.clone());
        if open && stalled {
            for (b, slot) in horizon.iter_mut().enumerate() {
                if *slot == u16::MAX && self.bound[b] <= limit {
                    *slot = self.bound[b] as u16;
                }
            }
            return true;
        }
        !open
    }
}

/// The fewest throws `k` with `rate^k m + TINY / (1 - rate) < DRAW_TAIL` for
/// a largest chance `m` at least [`DRAW_TAIL`] (see [`Tail`]); `None` when
/// the rate gives no such bound.
fn throws_below_tail(m: f64, rate: f64) -> Option<u32> {
    if !(0.0..1.0).contains(&rate) {
        return None;
    }
    let room = DRAW_TAIL - f64::from(TINY) / (1.0 - rate);
    if room <= 0.0 || m <= 0.0 {
        return None;
    }
    if rate == 0.0 {
        return Some(1);
    }
    let k = (room / m).ln() / rate.ln();
    if !k.is_finite() || k > 1e6 {
        return None;
    }
    Some(k.max(0.0).floor() as u32 + 1)
}

/// Gives the table's choices at a pair's `s`-th state, the pair's states
/// having the table indices `order` (see [`Draw::add_choices`]).
type Choose<'a> = dyn Fn(usize, &[u32]) -> Option<[u32; 5]> + Sync + 'a;

/// The table's choices, gathered pair by pair as the pairs are solved, for
/// the draw's horizons ([`Solver::horizon`]).
struct Draw {
    /// Per stratum pair in solving order: the table indices of its
    /// unfinished states in solving order (by progress left).
    orders: Vec<Vec<u32>>,
    /// Per state in that order: its progress left.
    bucket: Vec<u8>,
    /// Per state in that order and throw: the successor (its table index)
    /// of the table's choice, or [`END`].
    policy: Vec<u32>,
    /// A move had several terms (house throws' outcomes): no horizons.
    failed: bool,
}

impl Draw {
    fn new(len: usize) -> Draw {
        Draw {
            orders: Vec::new(),
            bucket: Vec::with_capacity(len),
            // Reserved, not touched: the memory is taken as pairs are added.
            policy: Vec::with_capacity(len * 5),
            failed: false,
        }
    }

    /// Adds a pair's states (unfinished, sorted by progress): their
    /// progress; their choices follow ([`Draw::add_choices`]).
    fn add_states(&mut self, states: &[(u32, u32)], race: bool) {
        self.bucket
            .extend(states.iter().map(|&(m, t)| progress_of(m, t, race) as u8));
    }

    /// Adds the choices of a pair just solved, whose states (sorted by
    /// progress, unfinished) have the table indices `order`: `choose(s)`
    /// gives the `s`-th state's (run on `threads` threads).
    fn add_choices(&mut self, order: Vec<u32>, threads: usize, choose: &Choose<'_>) {
        let n = order.len();
        let base = self.policy.len();
        self.policy.resize(base + 5 * n, END);
        let per = n.div_ceil(threads.max(1)).max(1);
        let failed = AtomicBool::new(false);
        std::thread::scope(|scope| {
            for (k, part) in self.policy[base..].chunks_mut(5 * per).enumerate() {
                let (failed, order) = (&failed, &order);
                scope.spawn(move || {
                    for (j, slot) in part.chunks_exact_mut(5).enumerate() {
                        match choose(k * per + j, order) {
                            Some(c) => slot.copy_from_slice(&c),
                            None => failed.store(true, Ordering::Relaxed),
                        }
                    }
                });
            }
        });
        self.failed |= failed.load(Ordering::Relaxed);
        self.orders.push(order);
    }
}

/// Sorts states by progress left, then by their masks (the order a pair is
/// solved in): a counting sort by progress, each level then sorted by masks.
fn sort_by_progress(states: &mut Vec<(u32, u32)>, race: bool) {
    let left: Vec<u8> = states
        .iter()
        .map(|&(m, t)| progress_of(m, t, race) as u8)
        .collect();
    let mut start = vec![0usize; 257];
    for &b in &left {
        start[usize::from(b) + 1] += 1;
    }
    for b in 1..start.len() {
        start[b] += start[b - 1];
    }
    let levels = start.clone();
    let mut sorted = vec![(0u32, 0u32); states.len()];
    for (&state, &b) in states.iter().zip(&left) {
        sorted[start[usize::from(b)]] = state;
        start[usize::from(b)] += 1;
    }
    for w in levels.windows(2) {
        // The masks of a level are all different: an unstable sort is exact.
        sorted[w[0]..w[1]].sort_unstable();
    }
    *states = sorted;
}

/// The most progress left a position of a `k`-piece table can have.
fn max_progress(k: u32) -> u32 {
    2 * k * 31
}

/// The total distance both sides still have to go (`race`: to 30; else off, 31).
#[inline]
fn progress_of(mine: u32, theirs: u32, race: bool) -> u32 {
    let end = if race { 30 } else { 31 };
    let mut sum = 0;
    for mut mask in [mine, theirs] {
        while mask != 0 {
            sum += end - mask.trailing_zeros().min(end);
            mask &= mask - 1;
        }
    }
    sum
}

/// Which stratum pairs get the refined updates (see [`EndgameTable::solve_refined`]).
#[derive(Copy, Clone)]
enum Refine {
    Default,
    All,
    None,
}

impl EndgameTable {
    /// Solves the table of `rules` with at most `max_pieces` (1 to 3) pieces
    /// a side.
    #[must_use]
    pub fn solve(rules: &Ruleset, max_pieces: u32) -> EndgameTable {
        EndgameTable::solve_with(rules, max_pieces, max_pieces, &|_| {})
    }

    /// Solves the positions with at most `max_pieces` pieces a side and at
    /// most `fewer` pieces for the side with fewer (`fewer == max_pieces`:
    /// the whole table; smaller: a part, for tests), reporting the fraction
    /// done (0 to 1) to `progress`, from any thread.
    #[must_use]
    pub fn solve_with(
        rules: &Ruleset,
        max_pieces: u32,
        fewer: u32,
        progress: &(dyn Fn(f64) + Sync),
    ) -> EndgameTable {
        EndgameTable::solve_by(rules, max_pieces, fewer, Refine::Default, &NoKeep, progress)
    }

    /// [`EndgameTable::solve_with`] (no progress) with the refined updates
    /// (self-loops solved exactly) in every stratum pair (`true`) or in none
    /// (`false`), for measurements and tests: by default they serve the
    /// rulesets with stays (skiryuk), the only ones whose moves return to
    /// the very same state.
    #[doc(hidden)]
    #[must_use]
    pub fn solve_refined(
        rules: &Ruleset,
        max_pieces: u32,
        fewer: u32,
        refined: bool,
    ) -> EndgameTable {
        let how = if refined { Refine::All } else { Refine::None };
        EndgameTable::solve_by(rules, max_pieces, fewer, how, &NoKeep, &|_| {})
    }

    /// Solves the whole table of `rules` with the draw horizons followed
    /// throw by throw (never taken from the shipped lines) and gives it with
    /// its line for the shipped horizons (`ruleset pieces digest
    /// horizon...`), or no line without a draw limit: what
    /// `endgame/horizons.txt` must hold (its tests check it).
    #[cfg(test)]
    fn solve_for_shipping(
        rules: &Ruleset,
        max_pieces: u32,
        progress: &(dyn Fn(f64) + Sync),
    ) -> (EndgameTable, Option<String>) {
        let (table, digest) = shipped::computing(|| {
            EndgameTable::solve_with(rules, max_pieces, max_pieces, progress)
        });
        let line = digest.map(|d| shipped::line(rules.id.name(), max_pieces, &d, &table.horizon));
        (table, line)
    }

    /// [`EndgameTable::solve_with`] for the whole table, keeping each
    /// stratum pair in `keep` as soon as it is solved and taking the pairs
    /// `keep` already holds (each checked against the Bellman equation at
    /// [`KEPT_SAMPLES`] states first): a build stopped part-way resumes from
    /// its last finished pair and ends with the very same table, since the
    /// solver is deterministic (see the module docs).
    #[must_use]
    pub fn build(
        rules: &Ruleset,
        max_pieces: u32,
        keep: &dyn Keep,
        progress: &(dyn Fn(f64) + Sync),
    ) -> EndgameTable {
        EndgameTable::solve_by(
            rules,
            max_pieces,
            max_pieces,
            Refine::Default,
            keep,
            progress,
        )
    }

    fn solve_by(
        rules: &Ruleset,
        max_pieces: u32,
        fewer: u32,
        how: Refine,
        keep: &dyn Keep,
        progress: &(dyn Fn(f64) + Sync),
    ) -> EndgameTable {
        EndgameTable::solve_into(rules, max_pieces, fewer, how, keep, progress, None)
    }

    /// [`EndgameTable::solve_by`], also giving the values as the sweeps
    /// left them (32-bit, by table index) before they are quantised (for
    /// the lab's study of the solver).
    #[cfg(feature = "study")]
    fn solve_raw(
        rules: &Ruleset,
        max_pieces: u32,
        fewer: u32,
        how: Refine,
        keep: &dyn Keep,
        progress: &(dyn Fn(f64) + Sync),
    ) -> (EndgameTable, Vec<f32>) {
        let mut raw = Vec::new();
        let table = EndgameTable::solve_into(
            rules,
            max_pieces,
            fewer,
            how,
            keep,
            progress,
            Some(&mut raw),
        );
        (table, raw)
    }

    /// [`EndgameTable::solve_by`], copying the unquantised values into
    /// `raw` when given (only the lab's study asks: a build does not pay
    /// for the copy).
    fn solve_into(
        rules: &Ruleset,
        max_pieces: u32,
        fewer: u32,
        how: Refine,
        keep: &dyn Keep,
        progress: &(dyn Fn(f64) + Sync),
        raw: Option<&mut Vec<f32>>,
    ) -> EndgameTable {
        let layout = Layout::new(rules, max_pieces, fewer);
        let threads = std::thread::available_parallelism()
            .map_or(1, std::num::NonZero::get)
            .min(2);
        let mut p = [0f32; 5];
        for (i, slot) in p.iter_mut().enumerate() {
            *slot = rules.throw_model.weight(i as u8 + 1) as f32;
        }
        let solver = Solver {
            rules,
            layout: &layout,
            values: (0..layout.len).map(|_| AtomicU32::new(0)).collect(),
            p,
        };
        let pairs = layout.pairs();
        let limited = rules.draw_after_throws;
        let stays = matches!(rules.movement.houses, Houses::Table);
        // Where pieces may step back, a level's values move mostly with the
        // levels above it, which a sweep reaches later: passing over the
        // level again at once is wasted (games-room's pair {(2, 3), (3, 2)}:
        // 30 sweeps and 239 million updates with up to four passes, 42
        // sweeps and 100 million with one; kendall's: 9 sweeps and 70
        // million with four, 40 and 95 million with one).
        let passes = match rules.movement.backward {
            Backward::Fallback { .. } => 1,
            Backward::Never => compact::LEVEL_PASSES,
        };
        let solve_share = if limited.is_some() { 0.8 } else { 1.0 };
        let total_work: u64 = u64::from(layout.len).max(1) * EXPECTED_SWEEPS;
        let mut done_work = 0u64;
        let mut sweeps = 0;
        let mut draw = limited.map(|_| Draw::new(layout.len as usize));
        for (a, b) in pairs {
            let ranges = compact::pair_ranges(&layout, (a, b));
            let size: u64 = ranges.iter().map(|r| r.len() as u64).sum();
            let kept = keep.load((a, b)).filter(|k| k.values.len() as u64 == size);
            if let Some(k) = &kept {
                compact::scatter(&solver.values, &ranges, &k.values);
            }
            let mut states = layout.states(a, b);
            if a != b {
                states.extend(layout.states(b, a));
            }
            states.retain(|&(mine, theirs)| match solver.terminal(mine, theirs) {
                Some(v) => {
                    if let Some(i) = layout.index(mine, theirs) {
                        store(&solver.values, i, v);
                    }
                    false
                }
                None => true,
            });
            sort_by_progress(&mut states, layout.race);
            let index_of = |&(m, t): &(u32, u32)| layout.index(m, t).map_or(u32::MAX, |i| i as u32);
            let indices: Vec<u32> = states.iter().map(index_of).collect();
            if let Some(d) = draw.as_mut() {
                d.add_states(&states, layout.race);
            }
            let before = done_work;
            done_work += size * EXPECTED_SWEEPS;
            if let Some(k) = kept {
                // Checked before use: the Bellman equation at states spread
                // over the pair (a damaged or forged part fails it).
                let step = (states.len() / KEPT_SAMPLES).max(1);
                let sample: Vec<(u32, u32)> = states.iter().step_by(step).copied().collect();
                let sampled: Vec<u32> = sample.iter().map(index_of).collect();
                let moves = compact::Moves::build(&solver, &sample, None, threads);
                if solver.holds(&sampled, &moves, sample.len(), KEPT_TOLERANCE) {
                    sweeps = sweeps.max(k.sweeps);
                    if let Some(d) = draw.as_mut() {
                        // The choices from the moves generated again.
                        let states = &states;
                        d.add_choices(indices, threads, &|s, _| {
                            let (mine, theirs) = states[s];
                            solver.choices(mine, theirs)
                        });
                    }
                    progress(solve_share * done_work as f64 / total_work as f64);
                    continue;
                }
                keep.rejected((a, b));
            }
            let report = |sweep: u32| {
                let part = size * u64::from(sweep).min(EXPECTED_SWEEPS - 1);
                progress(solve_share * (before + part) as f64 / total_work as f64);
            };
            // Self-loops solved exactly where stays make play circle (skiryuk).
            let refined = match how {
                Refine::Default => stays,
                Refine::All => true,
                Refine::None => false,
            };
            let moves = compact::Moves::build(&solver, &states, Some((&ranges, &indices)), threads);
            MOVE_BYTES.fetch_max(moves.bytes() as u64, Ordering::Relaxed);
            let levels = compact::levels(&states, layout.race);
            drop(states);
            let how = compact::How { refined, passes };
            let needed = solver.sweep_levels(&levels, &indices, &moves, how, threads, &report);
            sweeps = sweeps.max(needed);
            keep.save(
                (a, b),
                &Kept {
                    sweeps: needed,
                    values: compact::gather(&solver.values, &ranges),
                },
            );
            if let Some(d) = draw.as_mut() {
                // The choices from the kept moves, the pair's values final.
                let values = &solver.values;
                d.add_choices(indices, threads, &|s, order| {
                    moves.choices(s, order, values)
                });
            }
            drop(moves);
            progress(solve_share * done_work as f64 / total_work as f64);
        }
        let horizon = match (limited, draw) {
            (Some(limit), Some(draw)) => solver.horizon(draw, limit, threads, &|f| {
                progress(solve_share + (1.0 - solve_share) * f);
            }),
            _ => Vec::new(),
        };
        progress(1.0);
        let unquantised = || {
            solver
                .values
                .iter()
                .map(|v| f32::from_bits(v.load(Ordering::Relaxed)))
        };
        if let Some(raw) = raw {
            *raw = unquantised().collect();
        }
        let values = unquantised().map(quantize).collect();
        EndgameTable {
            id: rules.id,
            layout,
            values,
            horizon,
            sweeps,
        }
    }

    /// The length of [`EndgameTable::to_bytes`]' output for a whole table of
    /// `rules` with `max_pieces` a side: a reader needs no more.
    #[must_use]
    pub fn byte_len(rules: &Ruleset, max_pieces: u32) -> usize {
        EndgameTable::part_byte_len(rules, max_pieces, max_pieces)
    }

    /// [`EndgameTable::byte_len`] for the part where the side with fewer
    /// pieces has at most `fewer`.
    #[must_use]
    pub fn part_byte_len(rules: &Ruleset, max_pieces: u32, fewer: u32) -> usize {
        let layout = Layout::new(rules, max_pieces, fewer);
        let horizon = if rules.draw_after_throws.is_some() {
            max_progress(layout.k) as usize + 1
        } else {
            0
        };
        20 + 2 * (horizon + layout.len as usize)
    }

    /// Checks the Bellman equation at `samples` states drawn at random
    /// (from `seed`): a state's stored value must be what one throw of the
    /// real moves gives from the stored values of the states after it,
    /// within [`TABLE_TOLERANCE`], and a finished game's value ±1. A table
    /// whose values were damaged or forged (even with a good checksum), or
    /// wrongly solved, fails it. A few thousand states take milliseconds.
    ///
    /// # Errors
    /// The largest difference found, when above the tolerance.
    pub fn verify(&self, rules: &Ruleset, samples: usize, seed: u64) -> Result<(), f32> {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut worst = 0f32;
        for _ in 0..samples {
            let i = rng.random_range(0..self.values.len());
            let Some((mine, theirs)) = self.layout.unrank(i) else {
                return Err(f32::INFINITY);
            };
            worst = Self::worse(worst, self.residual(rules, i, mine, theirs));
            if worst > TABLE_TOLERANCE || worst.is_nan() {
                return Err(worst);
            }
        }
        Ok(())
    }

    /// [`EndgameTable::verify`] at every state of the table, on two
    /// threads (a table with hundreds of thousands of states: a fraction of
    /// a second in a release build).
    ///
    /// # Errors
    /// The largest difference found, when above the tolerance.
    pub fn verify_all(&self, rules: &Ruleset) -> Result<(), f32> {
        let mut states = Vec::with_capacity(self.values.len());
        for a in 0..=self.layout.k {
            for b in 0..=self.layout.k {
                states.extend(self.layout.states(a, b));
            }
        }
        if states.len() != self.values.len() {
            return Err(f32::INFINITY);
        }
        let half = states.len().div_ceil(2).max(1);
        let worst = std::thread::scope(|scope| {
            let runs: Vec<_> = states
                .chunks(half)
                .map(|chunk| {
                    scope.spawn(move || {
                        let mut worst = 0f32;
                        for &(mine, theirs) in chunk {
                            let Some(i) = self.layout.index(mine, theirs) else {
                                return f32::INFINITY;
                            };
                            worst = Self::worse(worst, self.residual(rules, i, mine, theirs));
                            if worst > TABLE_TOLERANCE || worst.is_nan() {
                                break;
                            }
                        }
                        worst
                    })
                })
                .collect();
            runs.into_iter()
                .map(|r| r.join().unwrap_or(f32::INFINITY))
                .fold(0f32, Self::worse)
        });
        if worst > TABLE_TOLERANCE || worst.is_nan() {
            Err(worst)
        } else {
            Ok(())
        }
    }

    /// The larger of two residuals, NaN winning.
    fn worse(a: f32, b: f32) -> f32 {
        if a.is_nan() || b.is_nan() {
            f32::NAN
        } else {
            a.max(b)
        }
    }

    /// The Bellman residual of state `i` (thrower's `mine`, opponent's
    /// `theirs`): the stored value against one throw of the real moves.
    fn residual(&self, rules: &Ruleset, i: usize, mine: u32, theirs: u32) -> f32 {
        let Some(&q) = self.values.get(i) else {
            return f32::INFINITY;
        };
        let stored = dequantize(q);
        let board = Board::from_masks(mine, theirs);
        let expected = if rules.has_won(&board, Side::X) {
            1.0
        } else if rules.has_won(&board, Side::O) {
            -1.0
        } else {
            let mut v = 0f32;
            for t in 1..=5u8 {
                let p = rules.throw_model.weight(t) as f32;
                let analysis = analyze_board(rules, &board, Side::X, t);
                let best = if analysis.is_pass() {
                    -self.value(rules, &board, Side::O, None).unwrap_or(0.0)
                } else {
                    analysis
                        .moves()
                        .map(|m| self.move_value(rules, m, Side::X, 0).unwrap_or(0.0))
                        .fold(f32::NEG_INFINITY, f32::max)
                };
                if best.is_finite() {
                    v += p * best;
                }
            }
            v
        };
        (expected - stored).abs()
    }

    /// The ruleset whose rules the table was solved for.
    #[must_use]
    pub fn ruleset(&self) -> RulesetId {
        self.id
    }

    /// The most pieces a side may have in the positions covered.
    #[must_use]
    pub fn max_pieces(&self) -> u32 {
        self.layout.k
    }

    /// The most pieces the side with fewer may have (`max_pieces` for a
    /// whole table).
    #[must_use]
    pub fn fewer(&self) -> u32 {
        self.layout.fewer
    }

    /// Whether the table covers every position of its size (not a part of one).
    #[must_use]
    pub fn is_whole(&self) -> bool {
        self.layout.fewer == self.layout.k
    }

    /// Whether the table covers positions with these piece counts.
    #[inline]
    #[must_use]
    pub fn covers(&self, board: &Board) -> bool {
        self.layout
            .includes(board.count(Side::X), board.count(Side::O))
    }

    /// The stored equity of `side` about to throw (no house throw).
    #[inline]
    fn stored(&self, board: &Board, side: Side) -> Option<f32> {
        let i = self
            .layout
            .index(board.mask(side), board.mask(side.other()))?;
        self.values.get(i).map(|&q| dequantize(q))
    }

    /// The exact equity (`2p - 1`) for `side`, about to throw, or `None` when
    /// the position is not a small ending. With `house`, the throw is the
    /// skiryuk house throw of the piece on that square. No draw limit: see
    /// [`EndgameTable::value_within`].
    #[must_use]
    pub fn value(
        &self,
        rules: &Ruleset,
        board: &Board,
        side: Side,
        house: Option<u8>,
    ) -> Option<f32> {
        if !self.covers(board) {
            return None;
        }
        match house {
            None => self.stored(board, side),
            Some(square) => {
                let mut v = 0f32;
                for t in 1..=5u8 {
                    let p = rules.throw_model.weight(t) as f32;
                    let m = house_throw_on_board(rules, board, side, square, t)?;
                    v += p * self.move_value(rules, &m, side, 0)?;
                }
                Some(v)
            }
        }
    }

    /// [`EndgameTable::value`] for a game with `throws_left` throws before a
    /// draw (the throw about to be made included; `None`: no limit): `None`
    /// also when the draw could still matter (see the module docs).
    #[must_use]
    pub fn value_within(
        &self,
        rules: &Ruleset,
        board: &Board,
        side: Side,
        house: Option<u8>,
        throws_left: Option<u32>,
    ) -> Option<f32> {
        if let Some(left) = throws_left {
            if left < self.horizon(board)? {
                return None;
            }
        }
        let v = self.value(rules, board, side, house);
        if v.is_some()
            && self.layout.k == MAX_TABLE_PIECES
            && (board.count(Side::X) == MAX_TABLE_PIECES
                || board.count(Side::O) == MAX_TABLE_PIECES)
        {
            LARGE_HITS.fetch_add(1, Ordering::Relaxed);
        }
        v
    }

    /// The throws a game from this position needs before a draw limit for
    /// the table's value to be exact: 0 without a limit, `None` when no
    /// amount within the limit is enough.
    #[must_use]
    pub fn horizon(&self, board: &Board) -> Option<u32> {
        if self.horizon.is_empty() {
            return Some(0);
        }
        let progress = progress_of(board.mask(Side::X), board.mask(Side::O), self.layout.race);
        match self.horizon.get(progress as usize) {
            Some(&h) if h != u16::MAX => Some(u32::from(h)),
            _ => None,
        }
    }

    /// The horizons of the draw limit (see [`EndgameTable::horizon`]) by
    /// progress left (both sides' distances to the end); empty without a
    /// limit, `u16::MAX` where the limit always matters.
    #[must_use]
    pub fn horizons(&self) -> &[u16] {
        &self.horizon
    }

    /// The exact equity for `side` after it made `m`.
    fn move_value(&self, rules: &Ruleset, m: &Move, side: Side, chain: u32) -> Option<f32> {
        if rules.has_won(&m.board, side) {
            return Some(1.0);
        }
        match m.house_throw {
            Some(square) if chain < 8 => {
                let mut v = 0f32;
                for t in 1..=5u8 {
                    let p = rules.throw_model.weight(t) as f32;
                    let h = house_throw_on_board(rules, &m.board, side, square.number(), t)?;
                    v += p * self.move_value(rules, &h, side, chain + 1)?;
                }
                Some(v)
            }
            _ if m.throw_again => self.value(rules, &m.board, side, None),
            _ => self.value(rules, &m.board, side.other(), None).map(|v| -v),
        }
    }

    /// The exact win chance of `side`, about to throw (see [`EndgameTable::value`]).
    #[must_use]
    pub fn win_chance(
        &self,
        rules: &Ruleset,
        board: &Board,
        side: Side,
        house: Option<u8>,
    ) -> Option<f64> {
        self.value(rules, board, side, house)
            .map(|v| (f64::from(v) + 1.0) / 2.0)
    }

    /// The most sweeps any stratum needed.
    #[must_use]
    pub fn sweeps(&self) -> u32 {
        self.sweeps
    }

    /// The number of values stored (one per position and thrower, the
    /// colours swapped being the same position).
    #[must_use]
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether the table is empty (never).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The table as bytes (little-endian): its shape, the horizon and the
    /// values. The program's cache adds its own header and checksum.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(24 + self.horizon.len() * 2 + self.values.len() * 2);
        out.extend_from_slice(&FORMAT.to_le_bytes());
        out.push(self.layout.k as u8);
        out.push(self.layout.fewer as u8);
        out.push(u8::from(self.layout.race));
        out.push(self.layout.n as u8);
        out.extend_from_slice(&self.sweeps.to_le_bytes());
        out.extend_from_slice(&(self.horizon.len() as u32).to_le_bytes());
        out.extend_from_slice(&(self.values.len() as u32).to_le_bytes());
        for h in &self.horizon {
            out.extend_from_slice(&h.to_le_bytes());
        }
        for v in &self.values {
            out.extend_from_slice(&v.to_le_bytes());
        }
        out
    }

    /// Reads [`EndgameTable::to_bytes`]' output for `rules`.
    ///
    /// # Errors
    /// [`TableError::Mismatch`] when the bytes are of another format, size
    /// or ruleset shape; [`TableError::Length`] when they are cut or too long.
    pub fn from_bytes(rules: &Ruleset, bytes: &[u8]) -> Result<EndgameTable, TableError> {
        let word = |at: usize| -> Result<u32, TableError> {
            bytes
                .get(at..at + 4)
                .and_then(|b| b.try_into().ok())
                .map(u32::from_le_bytes)
                .ok_or(TableError::Length)
        };
        if word(0)? != FORMAT {
            return Err(TableError::Mismatch);
        }
        let shape = bytes.get(4..8).ok_or(TableError::Length)?;
        let layout = Layout::new(rules, u32::from(shape[0]), u32::from(shape[1]));
        if layout.k != u32::from(shape[0])
            || layout.fewer != u32::from(shape[1])
            || u8::from(layout.race) != shape[2]
            || layout.n != u32::from(shape[3])
        {
            return Err(TableError::Mismatch);
        }
        let sweeps = word(8)?;
        let horizon_len = word(12)? as usize;
        let values_len = word(16)? as usize;
        let expected_horizon = if rules.draw_after_throws.is_some() {
            max_progress(layout.k) as usize + 1
        } else {
            0
        };
        if values_len != layout.len as usize || horizon_len != expected_horizon {
            return Err(TableError::Mismatch);
        }
        let body = &bytes[20.min(bytes.len())..];
        if body.len() != (horizon_len + values_len) * 2 {
            return Err(TableError::Length);
        }
        let mut halves = body
            .chunks_exact(2)
            .map(|c| u16::from_le_bytes([c[0], c[1]]));
        let horizon: Vec<u16> = halves.by_ref().take(horizon_len).collect();
        let values: Vec<u16> = halves.collect();
        Ok(EndgameTable {
            id: rules.id,
            layout,
            values,
            horizon,
            sweeps,
        })
    }
}

/// A fingerprint of the rule settings a table depends on (movement, throws,
/// draw limit) and of [`FORMAT`]: a cached table with another fingerprint
/// is stale.
#[must_use]
pub fn fingerprint(rules: &Ruleset) -> u64 {
    let text = format!(
        "{FORMAT}|{:?}|{:?}|{:?}|{}",
        rules.movement, rules.throw_model, rules.draw_after_throws, rules.pieces
    );
    // FNV-1a, 64 bits: stable across builds and platforms.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// The ruleset whose tables serve `id` (`skiryuk-14` moves as `skiryuk`).
#[must_use]
pub fn table_ruleset(id: RulesetId) -> RulesetId {
    crate::per_ruleset::settings(id).endgame.tables_of
}

/// The most pieces a side has in the small table of `id` (`race`: 1, whole).
#[must_use]
pub fn small_pieces(id: RulesetId) -> u32 {
    crate::per_ruleset::settings(id).endgame.small_pieces
}

/// Whether the small table of `id` is the whole game (`race`): it covers
/// every piece a side has.
#[must_use]
pub fn small_is_whole(id: RulesetId) -> bool {
    crate::per_ruleset::settings(id)
        .endgame
        .small_is_whole(id.ruleset())
}

/// Whether `id` has a whole three-piece table, built on the learner's
/// machine: kendall, games-room and arcade. Not `race`, whose one-piece
/// table is already the whole game, and not `skiryuk` (nor `skiryuk-14`,
/// which shares its tables): its sweeps do not settle (the part with three
/// pieces against at most one takes 5,874 sweeps, kendall's 8, and stops
/// on the stays of 28 and 29), and its kept moves (a house throw's weighted
/// outcomes) would take about 3.4 GB for the pair (3, 3). Skiryuk ships the
/// part "three against at most one" instead ([`larger`], [`shipped_part`]).
/// See `lab/NOTEBOOK.md`.
#[must_use]
pub fn has_large(id: RulesetId) -> bool {
    larger(id) == Larger::Built
}

/// Which larger table serves `id` beyond its small one.
#[must_use]
pub fn larger(id: RulesetId) -> Larger {
    crate::per_ruleset::settings(id).endgame.large
}

/// Where the program's tables come from: `(ruleset, pieces) → table`, e.g.
/// a disk cache. `None`: not available (a small table is then solved).
pub type Provider = dyn Fn(RulesetId, u32) -> Option<EndgameTable> + Send + Sync;

static PROVIDER: OnceLock<Box<Provider>> = OnceLock::new();

static LARGE_HITS: AtomicU64 = AtomicU64::new(0);

/// How many positions with three pieces on a side the three-piece tables
/// have answered in this process (through [`EndgameTable::value_within`]:
/// the search and [`exact`]); for measurements.
#[must_use]
pub fn large_hits() -> u64 {
    LARGE_HITS.load(Ordering::Relaxed)
}

/// Sets where tables come from (once per process; later calls are ignored
/// and return `false`). Asked at most once per ruleset and size.
pub fn set_provider(provider: Box<Provider>) -> bool {
    PROVIDER.set(provider).is_ok()
}

struct Slot {
    small: OnceLock<EndgameTable>,
    large: OnceLock<EndgameTable>,
    asked: AtomicBool,
    /// The shipped part, decoded and checked on first use (`None`: damaged).
    part: OnceLock<Option<EndgameTable>>,
}

impl Slot {
    const fn new() -> Slot {
        Slot {
            small: OnceLock::new(),
            large: OnceLock::new(),
            asked: AtomicBool::new(false),
            part: OnceLock::new(),
        }
    }
}

static SLOTS: [Slot; RulesetId::ALL.len()] = [const { Slot::new() }; RulesetId::ALL.len()];

fn slot(id: RulesetId) -> &'static Slot {
    &SLOTS[table_ruleset(id).index()]
}

/// The small (two-piece; `race`: one-piece, whole) table of a ruleset: the
/// one installed, else the provider's, else solved now; kept for the run.
#[must_use]
pub fn table(id: RulesetId) -> &'static EndgameTable {
    let rules = table_ruleset(id).ruleset();
    let pieces = small_pieces(id);
    slot(id).small.get_or_init(|| {
        PROVIDER
            .get()
            .and_then(|p| p(rules.id, pieces))
            .filter(|t| t.max_pieces() == pieces && t.is_whole() && t.id == rules.id)
            .unwrap_or_else(|| EndgameTable::solve(rules, pieces))
    })
}

/// The larger table of a ruleset: the whole three-piece table if one is
/// installed (the provider is asked once, on the first call), or the
/// shipped part ([`shipped_part`]); never solves.
#[must_use]
pub fn large(id: RulesetId) -> Option<&'static EndgameTable> {
    match larger(id) {
        Larger::None => return None,
        Larger::ShippedPart(_) if PART_HIDDEN.with(Cell::get) => return None,
        Larger::ShippedPart(_) => return shipped_part(id),
        Larger::Built => {}
    }
    let s = slot(id);
    if let Some(t) = s.large.get() {
        return Some(t);
    }
    if s.asked.swap(true, Ordering::AcqRel) {
        return None;
    }
    let table = PROVIDER
        .get()
        .and_then(|p| p(table_ruleset(id), MAX_TABLE_PIECES))?;
    install(table)
}

/// Whether a three-piece table of `id` is installed (without asking the provider).
#[must_use]
pub fn large_installed(id: RulesetId) -> bool {
    slot(id).large.get().is_some()
}

thread_local! {
    /// Whether [`large`] hides the shipped part on this thread
    /// ([`without_shipped_part`]).
    static PART_HIDDEN: Cell<bool> = const { Cell::new(false) };
}

/// Runs `f` with the shipped part hidden from [`large`], [`best`] and
/// [`exact`] on this thread (the two-piece table then serves alone): to
/// measure the program with and without it in one process. The part stays
/// loaded; other threads still see it.
pub fn without_shipped_part<R>(f: impl FnOnce() -> R) -> R {
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            PART_HIDDEN.with(|h| h.set(self.0));
        }
    }
    let _restore = Restore(PART_HIDDEN.with(|h| h.replace(true)));
    f()
}

/// The shipped part of the three-piece table of `id` ("three against at
/// most one", [`Larger::ShippedPart`]): decoded and checked on the first
/// call (checksum, then the Bellman equation at every state: see
/// [`part::decode`]), then kept for the run. `None` for a ruleset without
/// one, or when the embedded bytes fail a check (the two-piece table then
/// serves alone; never a panic).
#[must_use]
pub fn shipped_part(id: RulesetId) -> Option<&'static EndgameTable> {
    let bytes = part::embedded(id)?;
    let rules = table_ruleset(id).ruleset();
    slot(id)
        .part
        .get_or_init(|| part::decode(rules, bytes).ok())
        .as_ref()
}

/// Keeps a whole table for the rest of the run (its ruleset's, and the
/// other skiryuk's); the first one of a size stays. Returns the table kept,
/// or `None` for a part of a table.
pub fn install(table: EndgameTable) -> Option<&'static EndgameTable> {
    if !table.is_whole() {
        return None;
    }
    let s = slot(table.id);
    if table.max_pieces() == MAX_TABLE_PIECES && has_large(table.id) {
        Some(s.large.get_or_init(|| table))
    } else if table.max_pieces() == small_pieces(table.id) {
        Some(s.small.get_or_init(|| table))
    } else {
        None
    }
}

/// The largest table of `id` that covers `board`: the three-piece one when
/// installed, else the small one (solved if needed) when it covers the board.
#[must_use]
pub fn best(id: RulesetId, board: &Board) -> Option<&'static EndgameTable> {
    if let Some(t) = large(id).filter(|t| t.covers(board)) {
        return Some(t);
    }
    let small = small_pieces(id);
    (board.count(Side::X) <= small && board.count(Side::O) <= small).then(|| table(id))
}

/// The exact equity (`2p - 1`) of `node.side` about to throw in `node`, with
/// `throws_left` throws before the ruleset's draw (the throw at `node`
/// included; `None` without a limit): `None` when the position is not
/// covered by an available table or the draw could still matter.
#[must_use]
pub fn exact(rules: &Ruleset, node: &Node, throws_left: Option<u32>) -> Option<f32> {
    best(rules.id, &node.board)?.value_within(
        rules,
        &node.board,
        node.side,
        node.house,
        throws_left,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indices_are_a_perfect_hash() {
        for id in [RulesetId::Kendall, RulesetId::Skiryuk, RulesetId::Race] {
            let rules = id.ruleset();
            let pieces = if id == RulesetId::Race { 1 } else { 3 };
            let layout = Layout::new(rules, pieces, pieces);
            let mut seen = vec![false; layout.len as usize];
            for a in 0..=pieces {
                for b in 0..=pieces {
                    for (m, t) in layout.states(a, b) {
                        let i = layout.index(m, t).expect("covered");
                        assert!(!seen[i], "{id}: {i} twice");
                        if i % 97 == 0 {
                            assert_eq!(layout.unrank(i), Some((m, t)), "{id}: unrank {i}");
                        }
                        seen[i] = true;
                    }
                }
            }
            assert!(seen.iter().all(|&s| s), "{id}: every index used");
        }
        let water = Layout::new(RulesetId::Kendall.ruleset(), 3, 3);
        assert_eq!(water.len, 12_238_929);
        assert_eq!(water.index(bit(WATER), 0), None, "nothing rests on 27");
    }

    #[test]
    fn quantisation_is_within_a_quantum() {
        for i in 0..=2000 {
            let v = -1.0 + i as f32 / 1000.0;
            assert!((dequantize(quantize(v)) - v).abs() <= QUANTUM * 1.01, "{v}");
        }
        assert_eq!(dequantize(quantize(1.0)), 1.0);
        assert_eq!(dequantize(quantize(-1.0)), -1.0);
    }

    #[test]
    fn the_rules_treat_both_sides_alike() {
        // The tables store positions from the thrower's view: the moves of o
        // must be x's moves with the colours swapped.
        use rand::{RngExt, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(10);
        for id in RulesetId::ALL {
            let rules = id.ruleset();
            let layout = Layout::new(rules, 3, 3);
            let squares: Vec<u32> = (0..layout.n)
                .map(|p| u32::from(layout.square_of[p as usize]))
                .collect();
            for _ in 0..300 {
                let mut pick = |taken: u32| -> u32 {
                    let want = rng.random_range(1..=layout.k);
                    let mut mask = 0u32;
                    while mask.count_ones() < want {
                        let sq = squares[rng.random_range(0..squares.len())];
                        if (layout.race || taken & (1 << sq) == 0) && mask & (1 << sq) == 0 {
                            mask |= 1 << sq;
                        }
                    }
                    mask
                };
                let mine = pick(0);
                let theirs = pick(mine);
                if rules.is_race() && (mine.count_ones() > 1 || theirs.count_ones() > 1) {
                    continue;
                }
                let t = rng.random_range(1..=5u8);
                let as_x = analyze_board(rules, &Board::from_masks(mine, theirs), Side::X, t);
                let as_o = analyze_board(rules, &Board::from_masks(theirs, mine), Side::O, t);
                let swap = |b: &Board| (b.mask(Side::O), b.mask(Side::X));
                let xs: Vec<_> = as_x
                    .moves()
                    .map(|m| {
                        (
                            m.board.mask(Side::X),
                            m.board.mask(Side::O),
                            m.throw_again,
                            m.house_throw,
                        )
                    })
                    .collect();
                let os: Vec<_> = as_o
                    .moves()
                    .map(|m| {
                        let (x, o) = swap(&m.board);
                        (x, o, m.throw_again, m.house_throw)
                    })
                    .collect();
                assert_eq!(xs, os, "{id} {mine:#x} {theirs:#x} {t}");
            }
        }
    }

    #[test]
    fn exact_answers_from_the_tables_and_only_where_they_are_exact() {
        let rules = RulesetId::Race.ruleset();
        let mut board = Board::empty();
        board.put(Side::X, senet_engine::sq(12));
        board.put(Side::O, senet_engine::sq(17));
        let node = Node {
            board,
            side: Side::O,
            house: None,
        };
        let v = exact(rules, &node, None).expect("race is solved whole");
        assert_eq!(
            Some(v),
            table(RulesetId::Race).value(rules, &board, Side::O, None)
        );
        assert!(v > 0.0, "o is ahead and throws");
        assert!(large(RulesetId::Race).is_none(), "race has no larger table");
        // A part of a table is never installed; a whole one is kept once.
        let part = EndgameTable::solve_with(RulesetId::Arcade.ruleset(), 2, 1, &|_| {});
        assert!(install(part).is_none());
        let kendall = RulesetId::Kendall.ruleset();
        let full = kendall
            .parse_board("xxxxx.....ooooo...............")
            .expect("board");
        let start = Node {
            board: full,
            side: Side::X,
            house: None,
        };
        assert_eq!(
            exact(kendall, &start, None),
            None,
            "no table covers the start"
        );
    }

    #[test]
    fn the_bellman_check_passes_a_solved_table_and_catches_changed_values() {
        let rules = RulesetId::Kendall.ruleset();
        let table = EndgameTable::solve(rules, 1);
        assert_eq!(table.verify(rules, 4000, 1), Ok(()));
        // Every value even (a forged table whose checksum would be redone).
        let mut even = table.clone();
        even.values.iter_mut().for_each(|v| *v = quantize(0.0));
        assert!(even.verify(rules, 100, 1).is_err());
        // One value moved by a hundredth: found when checked everywhere.
        let mut one = table.clone();
        let i = one.values.len() / 2;
        one.values[i] = quantize(dequantize(one.values[i]) + 0.01);
        assert!(one.verify(rules, 20 * one.values.len(), 2).is_err());
    }

    #[test]
    fn a_build_resumed_from_kept_pairs_ends_with_the_same_table() {
        use std::sync::Mutex;
        struct Memory(Mutex<Vec<((u32, u32), Kept)>>, usize);
        impl Keep for Memory {
            fn load(&self, pair: (u32, u32)) -> Option<Kept> {
                let kept = self.0.lock().ok()?;
                kept.iter()
                    .take(self.1)
                    .find(|(p, _)| *p == pair)
                    .map(|(_, k)| k.clone())
            }
            fn save(&self, pair: (u32, u32), kept: &Kept) {
                if let Ok(mut all) = self.0.lock() {
                    all.push((pair, kept.clone()));
                }
            }
        }
        let rules = RulesetId::Kendall.ruleset();
        let whole = Memory(Mutex::new(Vec::new()), 0);
        let first = EndgameTable::build(rules, 1, &whole, &|_| {});
        let kept = whole.0.into_inner().expect("kept");
        assert_eq!(kept.len(), pairs(rules, 1).len(), "every pair kept");
        // Only the first two pairs survive a stop.
        let resumed = Memory(Mutex::new(kept), 2);
        let second = EndgameTable::build(rules, 1, &resumed, &|_| {});
        assert_eq!(second.to_bytes(), first.to_bytes());
        // A forged pair is solved again, not taken.
        let mut forged = resumed.0.into_inner().expect("kept");
        forged.truncate(3);
        forged[2].1.values.iter_mut().for_each(|v| *v = 0.0);
        let third = EndgameTable::build(rules, 1, &Memory(Mutex::new(forged), 3), &|_| {});
        assert_eq!(third.to_bytes(), first.to_bytes());
        // Arcade's horizons: the choices come from the kept moves of the
        // pairs solved in this run and from the moves generated again for
        // the pairs an earlier run kept; both give the same horizons.
        let arcade = RulesetId::Arcade.ruleset();
        let fresh = Memory(Mutex::new(Vec::new()), 0);
        let solved = EndgameTable::build(arcade, 2, &fresh, &|_| {});
        let kept = fresh.0.into_inner().expect("kept");
        let finite = solved.horizons().iter().filter(|&&h| h > 0 && h < u16::MAX);
        assert!(finite.count() > 20, "{:?}", solved.horizons());
        for taken in [kept.len(), kept.len() - 1, 2] {
            let memory = Memory(Mutex::new(kept.clone()), taken);
            let resumed = EndgameTable::build(arcade, 2, &memory, &|_| {});
            assert_eq!(resumed.horizons(), solved.horizons(), "{taken} pairs kept");
            assert_eq!(resumed.to_bytes(), solved.to_bytes(), "{taken} pairs kept");
        }
    }

    #[test]
    fn the_tail_bound_is_the_fewest_throws_below_the_tail() {
        for &(m, rate) in &[(1.0, 0.9), (3e-4, 0.9087), (1.5e-6, 0.5), (0.7, 0.99)] {
            let k = throws_below_tail(m, rate).expect("a bound");
            let after = |k: u32| rate.powi(k as i32) * m + f64::from(TINY) / (1.0 - rate);
            assert!(after(k) < DRAW_TAIL, "{m} {rate}: {k}");
            assert!(
                after(k - 1) >= DRAW_TAIL,
                "{m} {rate}: {k} is not the fewest"
            );
        }
        assert_eq!(throws_below_tail(0.5, 1.0), None, "no decay, no bound");
        assert_eq!(throws_below_tail(0.5, 1.2), None);
    }

    #[test]
    fn arcade_horizons_bounded_from_the_decay_are_never_earlier() {
        // The horizons of arcade's two-piece table as the solver gives them
        // (the throws followed until the bounds stall) against every throw
        // followed: never earlier, and at most a few throws later.
        let rules = RulesetId::Arcade.ruleset();
        let (bounded, _) = shipped::computing(|| EndgameTable::solve(rules, 2));
        FOLLOW_ALL.with(|f| f.set(true));
        let (exact, _) = shipped::computing(|| EndgameTable::solve(rules, 2));
        FOLLOW_ALL.with(|f| f.set(false));
        assert_eq!(bounded.values, exact.values);
        let pairs: Vec<(u16, u16)> = bounded
            .horizons()
            .iter()
            .copied()
            .zip(exact.horizons().iter().copied())
            .collect();
        assert!(
            pairs.iter().filter(|p| p.1 > 0 && p.1 < u16::MAX).count() > 20,
            "{pairs:?}"
        );
        for &(b, e) in &pairs {
            assert!(b >= e && b <= e.saturating_add(8), "{pairs:?}");
        }
        // The bounds were really taken (else this compares a table with
        // itself).
        assert!(pairs.iter().any(|&(b, e)| b != e), "{pairs:?}");
    }

    /// Arcade's table of `pieces` solved with the shipped horizons turned
    /// off, after checking that `endgame/horizons.txt` holds its line (the
    /// failure prints the line to ship).
    fn solved_as_shipped(pieces: u32) -> EndgameTable {
        let rules = RulesetId::Arcade.ruleset();
        let (computed, line) = EndgameTable::solve_for_shipping(rules, pieces, &|_| {});
        let line = line.expect("arcade has a draw limit");
        assert!(
            shipped::SHIPPED.lines().any(|l| l == line),
            "endgame/horizons.txt lacks the line\n{line}"
        );
        computed
    }

    #[test]
    fn arcade_two_piece_horizons_are_shipped_as_computed() {
        // The shipped line is what following the throws gives, and a build
        // takes it instead of following them (same table, same horizons).
        let computed = solved_as_shipped(2);
        let before = shipped::taken();
        let table = EndgameTable::solve(RulesetId::Arcade.ruleset(), 2);
        assert_eq!(
            shipped::taken(),
            before + 1,
            "the shipped line was not taken"
        );
        assert_eq!(table.horizon, computed.horizon);
        assert_eq!(table.values, computed.values);
        // Kendall has no draw limit: no line.
        let (_, none) = EndgameTable::solve_for_shipping(RulesetId::Kendall.ruleset(), 1, &|_| {});
        assert_eq!(none, None);
    }

    #[test]
    #[ignore = "a minute of CPU: CI runs it (.ci/run)"]
    fn arcade_three_piece_horizons_are_shipped_as_computed() {
        solved_as_shipped(3);
    }

    #[test]
    fn bytes_round_trip_and_reject_other_shapes() {
        let rules = RulesetId::Arcade.ruleset();
        let table = EndgameTable::solve(rules, 1);
        assert!(!table.horizon.is_empty(), "arcade has a draw limit");
        let bytes = table.to_bytes();
        let back = EndgameTable::from_bytes(rules, &bytes).expect("read");
        assert_eq!(back.values, table.values);
        assert_eq!(back.horizon, table.horizon);
        assert_eq!(
            EndgameTable::from_bytes(rules, &bytes[..bytes.len() - 1]).err(),
            Some(TableError::Length)
        );
        assert_eq!(
            EndgameTable::from_bytes(RulesetId::Skiryuk.ruleset(), &bytes).err(),
            Some(TableError::Mismatch)
        );
    }
}

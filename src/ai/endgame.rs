//! Exact win chances of small endings: every position where each side has at
//! most two pieces left on the board (the rest borne off), anywhere on the
//! route, with either side to throw. In `race` (one piece a side) that is every
//! position of the game.
//!
//! Why the whole route and not only the last row: water returns, exchanges
//! and backward moves send pieces back, so "the last rows" is not a closed set
//! of positions, while "at most two pieces a side" is (pieces never come back
//! once off). The set is small: 497 placements of at most two pieces on 31
//! positions per side, so 497 × 497 × 2 = 494,018 values per ruleset (2 MB of
//! `f32`), indexed by a perfect hash (the combinatorial rank of each side's
//! placement).
//!
//! **Solving.** Exchanges, water and passes make the positions form cycles,
//! so plain memoized recursion does not terminate; the table is solved by
//! value iteration (Gauss-Seidel sweeps in order of progress) over the exact
//! turn structure, until no value changes by more than 1e-6. The moves of
//! every position and throw are generated once and kept as lists of
//! successor indices (a skiryuk house throw is expanded into its weighted
//! outcomes), so each sweep is plain arithmetic. A table is built on first
//! use (about a second per ruleset in a release build) and kept for the rest
//! of the run; `skiryuk` and `skiryuk-14` move alike and share one.
//!
//! Arcade's 600-throw draw is not part of the table: the search does not use
//! it when the limit is near.

use std::sync::OnceLock;

use crate::engine::moves::{Move, analyze, house_throw_move};
use crate::engine::route::{BOARD_MASK, WATER, bit};
use crate::engine::rules::{Houses, Ruleset, RulesetId};
use crate::engine::{Board, Side};

/// The positions a piece can be at: 0 (the race start) and the squares 1..=30.
const POSITIONS: u32 = 31;

/// The exact equities of one ruleset's small endings.
#[derive(Debug, Clone)]
pub struct EndgameTable {
    /// The most pieces a side may have on the board.
    max_pieces: u32,
    /// Placements per side.
    ranks: usize,
    /// Equity (`2p - 1`) for the side to throw, by index.
    values: Vec<f32>,
    /// Sweeps the solver needed.
    sweeps: u32,
}

/// The number of placements of at most `k` pieces on [`POSITIONS`] positions.
fn placements(k: u32) -> usize {
    let n = POSITIONS as usize;
    match k {
        0 => 1,
        1 => 1 + n,
        _ => 1 + n + n * (n - 1) / 2,
    }
}

/// The rank of a placement of at most two pieces (the combinatorial number system).
#[inline]
fn rank(mask: u32) -> usize {
    match mask.count_ones() {
        0 => 0,
        1 => 1 + mask.trailing_zeros() as usize,
        _ => {
            let a = mask.trailing_zeros() as usize;
            let b = (31 - (mask & !(1 << a)).leading_zeros()) as usize;
            1 + POSITIONS as usize + b * (b - 1) / 2 + a
        }
    }
}

/// One term of a move's value: `weight × ±V[target]`.
#[derive(Copy, Clone, Debug)]
struct Term {
    weight: f32,
    /// The successor's index; the top bit set means "negate" (the other side throws).
    target: u32,
}

const NEGATE: u32 = 1 << 31;

/// The moves of all positions and throws, flattened.
#[derive(Default)]
struct Graph {
    /// Per state (in sweep order): its index.
    states: Vec<u32>,
    /// Per (state, throw): the start of its moves in `move_start`; one more at the end.
    choice_start: Vec<u32>,
    /// Per move: the start of its terms in `terms`; one more at the end.
    move_start: Vec<u32>,
    /// Per move: the constant part of its value (a win is 1).
    move_const: Vec<f32>,
    terms: Vec<Term>,
}

impl EndgameTable {
    /// Solves the table of `rules` with at most `max_pieces` (1 or 2) pieces a side.
    #[must_use]
    pub fn solve(rules: &Ruleset, max_pieces: u32) -> EndgameTable {
        let max_pieces = max_pieces.clamp(1, 2);
        let ranks = placements(max_pieces);
        let mut table = EndgameTable {
            max_pieces,
            ranks,
            values: vec![f32::NAN; ranks * ranks * 2],
            sweeps: 0,
        };
        let placements = table.all_placements(rules);
        // Terminal positions: a side with nothing left to bear off has won.
        let mut graph = Graph::default();
        let mut states: Vec<(u32, Board, Side)> = Vec::new();
        for &x in &placements {
            for &o in &placements {
                if !rules.is_race() && x & o != 0 {
                    continue;
                }
                let board = Board::from_masks(x, o);
                for side in Side::BOTH {
                    let Some(index) = table.index(&board, side) else {
                        continue;
                    };
                    if rules.has_won(&board, side) {
                        table.values[index] = 1.0;
                    } else if rules.has_won(&board, side.other()) {
                        table.values[index] = -1.0;
                    } else {
                        table.values[index] = 0.0;
                        let pips = progress_left(rules, &board);
                        states.push((pips, board, side));
                    }
                }
            }
        }
        // Closest to the end first: most successors are then already settled.
        states.sort_by_key(|(pips, board, side)| (*pips, *board, *side));
        let model = rules.throw_model;
        for (_, board, side) in &states {
            let Some(index) = table.index(board, *side) else {
                continue;
            };
            graph.states.push(index as u32);
            for t in 1..=5u8 {
                graph.choice_start.push(graph.move_start.len() as u32);
                let analysis = analyze(rules, board, *side, t);
                if analysis.is_pass() {
                    graph.move_start.push(graph.terms.len() as u32);
                    graph.move_const.push(0.0);
                    if let Some(next) = table.index(board, side.other()) {
                        graph.terms.push(Term {
                            weight: 1.0,
                            target: next as u32 | NEGATE,
                        });
                    }
                    continue;
                }
                for m in analysis.moves() {
                    graph.move_start.push(graph.terms.len() as u32);
                    let mut constant = 0.0;
                    table.expand_move(rules, m, *side, 1.0, &mut constant, &mut graph.terms, 0);
                    graph.move_const.push(constant);
                }
            }
        }
        graph.choice_start.push(graph.move_start.len() as u32);
        graph.move_start.push(graph.terms.len() as u32);
        let mut p = [0f32; 5];
        for (i, slot) in p.iter_mut().enumerate() {
            *slot = model.weight(i as u8 + 1) as f32;
        }
        table.iterate(&graph, &p);
        table
    }

    /// Gauss-Seidel sweeps until the largest change is below 1e-6.
    fn iterate(&mut self, graph: &Graph, p: &[f32; 5]) {
        for sweep in 1..=5000 {
            let mut delta = 0f32;
            for (s, &index) in graph.states.iter().enumerate() {
                let mut v = 0f32;
                for (t, &pt) in p.iter().enumerate() {
                    let c = s * 5 + t;
                    let (m0, m1) = (graph.choice_start[c], graph.choice_start[c + 1]);
                    let mut best = f32::NEG_INFINITY;
                    for m in m0..m1 {
                        let mut value = graph.move_const[m as usize];
                        // Successors of covered positions are covered: never NaN.
                        let (t0, t1) = (
                            graph.move_start[m as usize],
                            graph.move_start[m as usize + 1],
                        );
                        for term in &graph.terms[t0 as usize..t1 as usize] {
                            let target = self.values[(term.target & !NEGATE) as usize];
                            value += term.weight
                                * if term.target & NEGATE != 0 {
                                    -target
                                } else {
                                    target
                                };
                        }
                        best = best.max(value);
                    }
                    if best.is_finite() {
                        v += pt * best;
                    }
                }
                let slot = &mut self.values[index as usize];
                delta = delta.max((v - *slot).abs());
                *slot = v;
            }
            self.sweeps = sweep;
            if delta < 1e-6 {
                break;
            }
        }
    }

    /// Adds the value of `m` (made by `side`), scaled by `weight`, as terms.
    /// A house throw is expanded into its five forced outcomes.
    #[allow(clippy::too_many_arguments)]
    fn expand_move(
        &self,
        rules: &Ruleset,
        m: &Move,
        side: Side,
        weight: f32,
        constant: &mut f32,
        terms: &mut Vec<Term>,
        chain: u32,
    ) {
        if rules.has_won(&m.board, side) {
            *constant += weight;
            return;
        }
        if let (Some(square), true) = (m.house_throw, chain < 8) {
            for t in 1..=5u8 {
                let w = weight * rules.throw_model.weight(t) as f32;
                if let Some(h) = house_throw_move(rules, &m.board, side, square, t) {
                    self.expand_move(rules, &h, side, w, constant, terms, chain + 1);
                }
            }
            return;
        }
        let (next_side, negate) = if m.throw_again {
            (side, 0)
        } else {
            (side.other(), NEGATE)
        };
        if let Some(next) = self.index(&m.board, next_side) {
            terms.push(Term {
                weight,
                target: next as u32 | negate,
            });
        }
    }

    /// Every placement of at most `max_pieces` pieces on the positions a
    /// piece of this ruleset can rest on.
    fn all_placements(&self, rules: &Ruleset) -> Vec<u32> {
        let mut allowed = BOARD_MASK;
        if rules.is_race() {
            allowed |= 1;
        }
        if matches!(rules.movement.houses, Houses::Water { .. }) {
            allowed &= !bit(WATER);
        }
        let squares: Vec<u32> = (0..POSITIONS).filter(|s| allowed & (1 << s) != 0).collect();
        let mut out = Vec::new();
        if !rules.is_race() {
            out.push(0);
        }
        for (i, &a) in squares.iter().enumerate() {
            out.push(1 << a);
            if self.max_pieces >= 2 {
                for &b in &squares[i + 1..] {
                    out.push((1 << a) | (1 << b));
                }
            }
        }
        out
    }

    /// The table index of a position, if the table covers it.
    #[inline]
    fn index(&self, board: &Board, side: Side) -> Option<usize> {
        let x = board.mask(Side::X);
        let o = board.mask(Side::O);
        if x.count_ones() > self.max_pieces || o.count_ones() > self.max_pieces {
            return None;
        }
        let (rx, ro) = (rank(x), rank(o));
        if rx >= self.ranks || ro >= self.ranks {
            return None;
        }
        Some((rx * self.ranks + ro) * 2 + side.index())
    }

    /// Whether the table covers positions with these piece counts.
    #[inline]
    #[must_use]
    pub fn covers(&self, board: &Board) -> bool {
        board.count(Side::X) <= self.max_pieces && board.count(Side::O) <= self.max_pieces
    }

    /// The exact equity (`2p - 1`) for `side`, about to throw, or `None` when
    /// the position is not a small ending. With `house`, the throw is the
    /// skiryuk house throw of the piece on that square.
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
            None => self
                .index(board, side)
                .and_then(|i| self.values.get(i).copied())
                .filter(|v| !v.is_nan()),
            Some(square) => {
                let mut v = 0f32;
                for t in 1..=5u8 {
                    let p = rules.throw_model.weight(t) as f32;
                    let m = house_throw_move(rules, board, side, square, t)?;
                    v += p * self.move_value(rules, &m, side, 0)?;
                }
                Some(v)
            }
        }
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
                    let h = house_throw_move(rules, &m.board, side, square, t)?;
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

    /// How many sweeps the solver needed.
    #[must_use]
    pub fn sweeps(&self) -> u32 {
        self.sweeps
    }

    /// The number of values stored.
    #[must_use]
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether the table is empty (never).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

/// A sort key: the total distance both sides still have to go.
fn progress_left(rules: &Ruleset, board: &Board) -> u32 {
    let end = if rules.is_race() { 30 } else { 31 };
    Side::BOTH
        .iter()
        .flat_map(|&s| board.squares(s))
        .map(|sq| end - u32::from(sq).min(end))
        .sum()
}

static TABLES: [OnceLock<EndgameTable>; 5] = [
    OnceLock::new(),
    OnceLock::new(),
    OnceLock::new(),
    OnceLock::new(),
    OnceLock::new(),
];

/// The endgame table of a ruleset, solved on first use and kept.
#[must_use]
pub fn table(id: RulesetId) -> &'static EndgameTable {
    let (slot, pieces) = match id {
        RulesetId::Kendall => (0, 2),
        RulesetId::GamesRoom => (1, 2),
        RulesetId::Arcade => (2, 2),
        // skiryuk-14 moves exactly as skiryuk: one table serves both.
        RulesetId::Skiryuk | RulesetId::Skiryuk14 => (3, 2),
        RulesetId::Race => (4, 1),
    };
    let rules = match id {
        RulesetId::Skiryuk14 => RulesetId::Skiryuk.ruleset(),
        other => other.ruleset(),
    };
    TABLES[slot].get_or_init(|| EndgameTable::solve(rules, pieces))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_are_a_perfect_hash() {
        let mut seen = vec![false; placements(2)];
        let mut masks = vec![0u32];
        for a in 0..POSITIONS {
            masks.push(1 << a);
            for b in a + 1..POSITIONS {
                masks.push((1 << a) | (1 << b));
            }
        }
        for m in masks {
            let r = rank(m);
            assert!(!seen[r], "rank {r} twice");
            seen[r] = true;
        }
        assert!(seen.iter().all(|&s| s));
    }
}

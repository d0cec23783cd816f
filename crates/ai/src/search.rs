//! Expectiminimax over the real turn structure of Senet.
//!
//! - A **chance node** is a position before a throw: the board, who throws,
//!   and (skiryuk) whether the throw is the house throw of a piece. Its value
//!   is the average of its five throw outcomes, weighted by
//!   [`ThrowModel::weight`](senet_engine::ThrowModel::weight).
//! - An outcome with several legal moves is a **decision node** of the side
//!   that threw. One legal move, a house throw's forced move, or a pass (no
//!   legal move: the turn goes over) need no decision.
//! - After a move the same side throws again on an extra throw
//!   (`throw_again`), or makes its house throw (`house_throw`), or the other
//!   side throws.
//!
//! Values are equities in -1..=1 (`2p - 1`, `p` the chance that `x` wins), so
//! `x` maximizes and `o` minimizes. Depth counts chance layers (throws).
//!
//! Pruning: Star2 (Ballard's *-minimax with probing) at chance nodes with
//! fail-soft windows: each outcome keeps a lower and an upper bound; a probing
//! pass searches only the best-ordered move of every decision outcome (which
//! bounds that outcome from the deciding side's view) and the whole of every
//! forced outcome, then the remaining outcomes are searched with the windows
//! the bounds allow. Alpha-beta at decision nodes; a fixed-size transposition
//! table keyed by board, side to throw and pending house throw; iterative
//! deepening by chance layers under a node and time budget; moves ordered by
//! the table and the static evaluation. Positions covered by the exact endgame
//! tables ([`super::endgame`]) are looked up instead of searched.
//!
//! Static evaluations are memoized in a small leaf cache (about half of a
//! search's leaves are transpositions of others); the cache only saves work,
//! it never changes a value or the shape of the tree.
//!
//! Nothing allocates during a search: the table and the leaf cache are
//! allocated once with the [`Searcher`].

use std::time::{Duration, Instant};

use super::endgame::{self, EndgameTable};
use super::eval::{self, Weights};
use senet_engine::Ruleset;
use senet_engine::{
    Analysis, MAX_PIECES, Move, SearchMove, SearchMoves, house_throw_on_board, search_moves,
};
use senet_engine::{Board, RulesetId, Side};

/// A position before a throw.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Node {
    /// The board.
    pub board: Board,
    /// Who throws.
    pub side: Side,
    /// (skiryuk) The square of the piece whose house throw this is.
    pub house: Option<u8>,
}

/// How much a search may do.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The most chance layers (throws) to look ahead; 0 compares the
    /// positions right after each move by the static evaluation.
    pub depth: u8,
    /// Stop deepening after this many nodes (deterministic).
    pub nodes: Option<u64>,
    /// Stop deepening after this much time (not deterministic).
    pub time: Option<Duration>,
    /// Whether to use the exact endgame tables (built on first use).
    pub endgame: bool,
}

impl Limits {
    /// A fixed depth, no other limit, with the endgame tables.
    #[must_use]
    pub const fn depth(depth: u8) -> Limits {
        Limits {
            depth,
            nodes: None,
            time: None,
            endgame: true,
        }
    }

    /// The same limits without the endgame tables.
    #[must_use]
    pub const fn without_endgame(self) -> Limits {
        Limits {
            endgame: false,
            ..self
        }
    }
}

/// What a search found.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct SearchResult {
    /// The index of the chosen move among the analysis's moves.
    pub best: usize,
    /// The value of each move (by index) for the side that moves, as an
    /// equity in -1..=1. With [`Searcher::search_all`] every value is exact for
    /// the depth reached; with [`Searcher::search`] only the best one is, the
    /// others being upper bounds.
    pub values: [f32; MAX_PIECES],
    /// The number of legal moves.
    pub moves: usize,
    /// The deepest completed iteration, in chance layers (0 for a forced move).
    pub depth: u8,
    /// Nodes visited (chance nodes, decision nodes and leaves).
    pub nodes: u64,
    /// Time taken.
    pub elapsed: Duration,
}

/// A transposition-table entry: 16 bytes.
#[derive(Copy, Clone, Default)]
struct Entry {
    x: u32,
    o: u32,
    value: f32,
    depth: u8,
    /// Bits 0-1: bound (0 empty, 1 exact, 2 lower, 3 upper); bits 2-4: house code; bit 5: side.
    tag: u8,
    /// Throws left before the draw limit when it is within reach, else 255.
    left: u8,
    generation: u8,
}

/// A leaf-cache entry: a static evaluation already computed (16 bytes).
#[derive(Copy, Clone, Default)]
struct LeafEntry {
    x: u32,
    o: u32,
    value: f32,
    /// Bit 0: filled; bit 1: side o; bits 2-6: house square + 1 (0: none).
    tag: u16,
    /// The [`Searcher`]'s leaf epoch when the value was computed.
    epoch: u16,
}

/// The leaf cache's size: 2^16 entries (1 MiB).
const LEAF_BITS: u32 = 16;

const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;

/// The width of a null window.
const NULL: f32 = 1e-5;

/// A throw count that cannot reach a draw limit.
const FAR: u32 = u32::MAX;

/// The search: its transposition table and counters. Keep one per thread and
/// reuse it; each search starts a new table generation, so results never
/// depend on earlier searches.
pub struct Searcher {
    table: Vec<Entry>,
    mask: usize,
    shift: u32,
    generation: u8,
    rules: &'static Ruleset,
    weights: Weights,
    endgame: Option<&'static EndgameTable>,
    /// A table to use instead of the installed ones (tests, tools).
    endgame_fixed: Option<&'static EndgameTable>,
    /// Whether to consult the endgame table (fetched when first needed).
    endgame_wanted: bool,
    probs: [f32; 6],
    order: [u8; 5],
    nodes: u64,
    node_limit: u64,
    deadline: Option<Instant>,
    aborted: bool,
    /// Use table entries only from searches of exactly the same depth (tests:
    /// the value is then exactly expectiminimax at that depth).
    strict_depth: bool,
    /// Static evaluations already made (about half of a search's leaves
    /// are transpositions). A pure cache: a value depends only on the ruleset,
    /// the weights and the node, so it never changes what the search does.
    leaves: Vec<LeafEntry>,
    /// Changes with the ruleset or the weights; older entries are stale.
    leaf_epoch: u16,
    /// The ruleset and weights of `leaf_epoch`.
    leaf_rules: RulesetId,
    leaf_weights: Weights,
}

impl std::fmt::Debug for Searcher {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Searcher")
            .field("entries", &self.table.len())
            .finish_non_exhaustive()
    }
}

impl Default for Searcher {
    fn default() -> Searcher {
        Searcher::new(Searcher::DEFAULT_TABLE_BITS)
    }
}

/// What one throw leads to at a chance node.
#[derive(Copy, Clone)]
enum Outcome {
    /// No legal move: the other side throws.
    Pass,
    /// One move, no choice.
    Forced(SearchMove),
    /// A choice among these moves.
    Decide(SearchMoves),
}

impl Searcher {
    /// The default table size: 2^19 entries (8 MiB).
    pub const DEFAULT_TABLE_BITS: u32 = 19;

    /// A searcher with a transposition table of `2^bits` entries (16 bytes
    /// each), and a leaf cache of 1 MiB.
    #[must_use]
    pub fn new(bits: u32) -> Searcher {
        let bits = bits.clamp(10, 28);
        let size = 1usize << bits;
        let rules = RulesetId::DEFAULT.ruleset();
        Searcher {
            table: vec![Entry::default(); size],
            mask: size - 1,
            shift: 64 - bits,
            generation: 0,
            rules,
            weights: Weights::tuned(rules.id),
            endgame: None,
            endgame_fixed: None,
            endgame_wanted: false,
            probs: [0.0; 6],
            order: [1, 2, 3, 4, 5],
            nodes: 0,
            node_limit: u64::MAX,
            deadline: None,
            aborted: false,
            strict_depth: false,
            leaves: vec![LeafEntry::default(); 1 << LEAF_BITS],
            leaf_epoch: 1,
            leaf_rules: rules.id,
            leaf_weights: Weights::tuned(rules.id),
        }
    }

    /// Chooses a move for `side`, who threw and got `analysis` (the legal
    /// moves of that throw, each with the board after it).
    /// `throws_left` is the number of throws before a draw limit (arcade's
    /// 600), if the ruleset has one. Only the best move's value is exact.
    ///
    /// A position with one legal move answers at once, without searching.
    #[allow(clippy::too_many_arguments)]
    pub fn search(
        &mut self,
        rules: &'static Ruleset,
        weights: &Weights,
        side: Side,
        analysis: &Analysis,
        throws_left: Option<u32>,
        limits: &Limits,
    ) -> SearchResult {
        self.run(rules, weights, side, analysis, throws_left, limits, false)
    }

    /// Like [`Searcher::search`], but every move's value is exact (for the
    /// depth reached): for analysing a decision. Slower.
    #[allow(clippy::too_many_arguments)]
    pub fn search_all(
        &mut self,
        rules: &'static Ruleset,
        weights: &Weights,
        side: Side,
        analysis: &Analysis,
        throws_left: Option<u32>,
        limits: &Limits,
    ) -> SearchResult {
        self.run(rules, weights, side, analysis, throws_left, limits, true)
    }

    /// The value (equity for the side about to throw) of a position before a
    /// throw, searched to `limits.depth` chance layers (no iterative deepening).
    pub fn value(
        &mut self,
        rules: &'static Ruleset,
        weights: &Weights,
        node: &Node,
        throws_left: Option<u32>,
        limits: &Limits,
    ) -> f32 {
        self.prepare(rules, weights, limits);
        let left = throws_left.unwrap_or(FAR);
        let v = self.chance(node, limits.depth, -1.0, 1.0, left);
        sign(node.side) * v
    }

    /// Makes the search use `table` for its small endings instead of the
    /// installed tables (`None`: the installed ones again). The table must be
    /// of the ruleset searched.
    pub fn set_endgame_table(&mut self, table: Option<&'static EndgameTable>) {
        self.endgame_fixed = table;
    }

    /// Table entries of deeper searches are normally used for shallower
    /// questions too (they are better estimates); `strict` turns that off, so
    /// that values are exactly expectiminimax at the depth asked (for tests).
    pub fn set_strict_depth(&mut self, strict: bool) {
        self.strict_depth = strict;
    }

    fn prepare(&mut self, rules: &'static Ruleset, weights: &Weights, limits: &Limits) {
        self.rules = rules;
        self.weights = *weights;
        if rules.id != self.leaf_rules || !weights.same_bits(&self.leaf_weights) {
            self.leaf_rules = rules.id;
            self.leaf_weights = *weights;
            self.leaf_epoch = self.leaf_epoch.wrapping_add(1);
            if self.leaf_epoch == 0 {
                self.leaves.fill(LeafEntry::default());
                self.leaf_epoch = 1;
            }
        }
        // Fetched again for every search: a larger table may have been
        // installed since.
        self.endgame = self.endgame_fixed;
        self.endgame_wanted = limits.endgame;
        let model = rules.throw_model;
        for t in 1..=5u8 {
            self.probs[t as usize] = model.weight(t) as f32;
        }
        // Most likely throws first: they narrow the windows most.
        let mut order = [1u8, 2, 3, 4, 5];
        order.sort_by_key(|t| std::cmp::Reverse(model.ways(*t)));
        self.order = order;
        self.nodes = 0;
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.deadline = limits.time.map(|t| Instant::now() + t);
        self.aborted = false;
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.table.fill(Entry::default());
            self.generation = 1;
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn run(
        &mut self,
        rules: &'static Ruleset,
        weights: &Weights,
        side: Side,
        analysis: &Analysis,
        throws_left: Option<u32>,
        limits: &Limits,
        all_exact: bool,
    ) -> SearchResult {
        let start = Instant::now();
        let n = analysis.move_count().min(MAX_PIECES);
        let mut result = SearchResult {
            best: 0,
            values: [0.0; MAX_PIECES],
            moves: n,
            depth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
        };
        if n <= 1 && !all_exact {
            return result;
        }
        self.prepare(rules, weights, limits);
        let left = throws_left.unwrap_or(FAR);
        let mut moves = [None; MAX_PIECES];
        for (i, slot) in moves.iter_mut().enumerate().take(n) {
            *slot = analysis.get(i).map(SearchMove::from);
        }
        let s = sign(side);
        // Depth 0: the static evaluation right after each move.
        let mut values = [0f32; MAX_PIECES];
        for i in 0..n {
            if let Some(m) = moves[i] {
                values[i] = s * self.after_move(&m, side, 0, -1.0, 1.0, left);
            }
        }
        let mut order = [0usize, 1, 2, 3, 4, 5, 6];
        sort_order(&mut order[..n], &values);
        result.values = values;
        result.best = order[0];
        let mut last_cost = 0u64;
        for depth in 1..=limits.depth {
            let nodes_before = self.nodes;
            let mut iteration = [0f32; MAX_PIECES];
            let mut best = -2f32;
            for (k, &i) in order[..n].iter().enumerate() {
                let Some(m) = moves[i] else { continue };
                // In the mover's view: search the first move with a full window,
                // the others only to see whether they beat the best so far.
                let (lo, hi) = if all_exact || k == 0 {
                    (-1.0, 1.0)
                } else {
                    (best, 1.0)
                };
                let (alpha, beta) = if s > 0.0 { (lo, hi) } else { (-hi, -lo) };
                let v = s * self.after_move(&m, side, depth, alpha, beta, left);
                iteration[i] = v;
                if v > best {
                    best = v;
                }
                if self.aborted {
                    break;
                }
            }
            if self.aborted {
                break;
            }
            values = iteration;
            sort_order(&mut order[..n], &values);
            result.values = values;
            result.best = order[0];
            result.depth = depth;
            // Do not start a layer the node budget cannot pay for: each layer
            // costs about as many times the last one as the last one did the
            // one before (at least four times).
            let cost = self.nodes - nodes_before;
            let growth = cost.checked_div(last_cost).map_or(8, |g| g.max(4));
            if self.nodes.saturating_add(cost.saturating_mul(growth)) > self.node_limit {
                break;
            }
            last_cost = cost.max(1);
        }
        result.nodes = self.nodes;
        result.elapsed = start.elapsed();
        result
    }

    /// The value (x's view) after `side` made move `m`, with `depth` chance layers left.
    #[inline]
    fn after_move(
        &mut self,
        m: &SearchMove,
        side: Side,
        depth: u8,
        alpha: f32,
        beta: f32,
        left: u32,
    ) -> f32 {
        if self.rules.has_won(&m.board, side) {
            return sign(side);
        }
        let left = left.saturating_sub(1);
        if left == 0 {
            return 0.0;
        }
        let next = search_node(m, side);
        self.chance(&next, depth, alpha, beta, left)
    }

    /// The exact equity of `node` for its thrower, when a table covers it and
    /// the draw limit (`left` throws away) cannot matter. The three-piece
    /// table when installed, else the small one (solved on first need).
    #[inline]
    fn exact(&mut self, node: &Node, left: u32) -> Option<f32> {
        let table = match self.endgame {
            Some(t) if t.covers(&node.board) => t,
            _ if self.endgame_fixed.is_some() => return None,
            _ => {
                let t = endgame::best(self.rules.id, &node.board)?;
                self.endgame = Some(t);
                t
            }
        };
        let limit = (left != FAR).then_some(left);
        table.value_within(self.rules, &node.board, node.side, node.house, limit)
    }

    /// The value (x's view) of a position before a throw.
    fn chance(&mut self, node: &Node, depth: u8, alpha: f32, beta: f32, left: u32) -> f32 {
        self.nodes += 1;
        if self.nodes & 1023 == 0 {
            self.check_limits();
        }
        if self.aborted {
            return 0.0;
        }
        if self.endgame_wanted
            && node.board.count(Side::X) <= endgame::MAX_TABLE_PIECES
            && node.board.count(Side::O) <= endgame::MAX_TABLE_PIECES
        {
            if let Some(v) = self.exact(node, left) {
                return sign(node.side) * v;
            }
        }
        if depth == 0 {
            return self.leaf(node);
        }
        let left_code = if left <= u32::from(depth) {
            left.min(254) as u8
        } else {
            255
        };
        let (slot, hit) = self.probe(node, left_code);
        if let Some(e) = hit {
            if e.depth == depth || (e.depth > depth && !self.strict_depth) {
                match e.tag & 3 {
                    EXACT => return e.value,
                    LOWER if e.value >= beta => return e.value,
                    UPPER if e.value <= alpha => return e.value,
                    _ => {}
                }
            }
        }
        let (value, bound) = self.expand(node, depth, alpha, beta, left);
        if !self.aborted {
            self.store(slot, node, left_code, depth, value, bound);
        }
        value
    }

    /// The five outcomes of a chance node, Star2-pruned. Returns the value and
    /// whether it is exact, a lower or an upper bound.
    fn expand(&mut self, node: &Node, depth: u8, alpha: f32, beta: f32, left: u32) -> (f32, u8) {
        let side = node.side;
        let maximizing = side == Side::X;
        let mut outcomes = [Outcome::Pass; 5];
        let mut orders = [[0u8, 1, 2, 3, 4, 5, 6]; 5];
        let mut p = [0f32; 5];
        let mut lo = [-1f32; 5];
        let mut hi = [1f32; 5];
        let mut exact = [false; 5];
        for (i, &t) in self.order.iter().enumerate() {
            p[i] = self.probs[t as usize];
            outcomes[i] = match node.house {
                Some(square) => {
                    match house_throw_on_board(self.rules, &node.board, side, square, t) {
                        Some(m) => Outcome::Forced(SearchMove::from(&m)),
                        None => Outcome::Pass,
                    }
                }
                None => {
                    let moves = search_moves(self.rules, &node.board, side, t);
                    match moves.len() {
                        0 => Outcome::Pass,
                        1 => moves.get(0).map_or(Outcome::Pass, Outcome::Forced),
                        _ => Outcome::Decide(moves),
                    }
                }
            };
        }
        // Probing pass (Star2). At the last layer the outcomes' moves lead to
        // static values, which the search pass reads just as cheaply.
        let probing = if depth >= 2 { 5 } else { 0 };
        for i in 0..probing {
            if p[i] == 0.0 {
                exact[i] = true;
                lo[i] = 0.0;
                hi[i] = 0.0;
                continue;
            }
            let (a, b) = window(&p, &lo, &hi, i, alpha, beta);
            match outcomes[i] {
                Outcome::Pass => {
                    let next = Node {
                        board: node.board,
                        side: side.other(),
                        house: None,
                    };
                    let l = left.saturating_sub(1);
                    let r = if l == 0 {
                        0.0
                    } else {
                        self.chance(&next, depth - 1, a, b, l)
                    };
                    settle(&mut lo[i], &mut hi[i], &mut exact[i], r, a, b);
                }
                Outcome::Forced(m) => {
                    let r = self.after_move(&m, side, depth - 1, a, b, left);
                    settle(&mut lo[i], &mut hi[i], &mut exact[i], r, a, b);
                }
                Outcome::Decide(ref moves) => {
                    self.order_moves(moves, side, depth - 1, left, &mut orders[i]);
                    let first = orders[i][0] as usize;
                    // The first move bounds the outcome from the decider's
                    // side: a lower bound for x, an upper one for o. A null
                    // window at the node's own bound asks only what a cutoff
                    // needs: is this outcome at least beta (x), at most alpha (o)?
                    let useful = if maximizing { beta < 1.0 } else { alpha > -1.0 };
                    if let (Some(m), true) = (moves.get(first), useful) {
                        if maximizing {
                            let r = self.after_move(&m, side, depth - 1, beta - NULL, beta, left);
                            if r >= beta {
                                lo[i] = lo[i].max(r.min(hi[i]));
                            }
                        } else {
                            let r = self.after_move(&m, side, depth - 1, alpha, alpha + NULL, left);
                            if r <= alpha {
                                hi[i] = hi[i].min(r.max(lo[i]));
                            }
                        }
                    }
                }
            }
            if self.aborted {
                return (0.0, 0);
            }
            if let Some(cut) = cutoff(&p, &lo, &hi, alpha, beta) {
                return cut;
            }
        }
        // Search pass.
        for i in 0..5 {
            if exact[i] {
                continue;
            }
            let (a, b) = window(&p, &lo, &hi, i, alpha, beta);
            let r = match outcomes[i] {
                Outcome::Pass => {
                    let next = Node {
                        board: node.board,
                        side: side.other(),
                        house: None,
                    };
                    let l = left.saturating_sub(1);
                    if l == 0 {
                        0.0
                    } else {
                        self.chance(&next, depth - 1, a, b, l)
                    }
                }
                Outcome::Forced(m) => self.after_move(&m, side, depth - 1, a, b, left),
                Outcome::Decide(ref moves) => {
                    self.decide(moves, &orders[i], side, depth - 1, a, b, left)
                }
            };
            if self.aborted {
                return (0.0, 0);
            }
            settle(&mut lo[i], &mut hi[i], &mut exact[i], r, a, b);
            if let Some(cut) = cutoff(&p, &lo, &hi, alpha, beta) {
                return cut;
            }
        }
        let mut v = 0f32;
        for i in 0..5 {
            v += p[i] * lo[i];
        }
        (v, EXACT)
    }

    /// A decision node: alpha-beta over the moves in `order`.
    #[allow(clippy::too_many_arguments)]
    fn decide(
        &mut self,
        moves: &SearchMoves,
        order: &[u8; MAX_PIECES],
        side: Side,
        depth: u8,
        alpha: f32,
        beta: f32,
        left: u32,
    ) -> f32 {
        self.nodes += 1;
        let n = moves.len().min(MAX_PIECES);
        let mut a = alpha;
        let mut b = beta;
        if side == Side::X {
            let mut best = -2f32;
            for &k in &order[..n] {
                let Some(m) = moves.get(k as usize) else {
                    continue;
                };
                let v = self.after_move(&m, side, depth, a, b, left);
                if v > best {
                    best = v;
                    if best > a {
                        a = best;
                    }
                    if a >= b {
                        break;
                    }
                }
            }
            best
        } else {
            let mut best = 2f32;
            for &k in &order[..n] {
                let Some(m) = moves.get(k as usize) else {
                    continue;
                };
                let v = self.after_move(&m, side, depth, a, b, left);
                if v < best {
                    best = v;
                    if best < b {
                        b = best;
                    }
                    if a >= b {
                        break;
                    }
                }
            }
            best
        }
    }

    /// Orders the moves of a decision node, best first for the decider: by
    /// the table's value of the position after the move when it has one,
    /// else by the static evaluation. Returns the number of moves.
    fn order_moves(
        &mut self,
        moves: &SearchMoves,
        side: Side,
        depth: u8,
        left: u32,
        order: &mut [u8; MAX_PIECES],
    ) -> usize {
        let n = moves.len().min(MAX_PIECES);
        for (i, slot) in order.iter_mut().enumerate() {
            *slot = i as u8;
        }
        if depth == 0 {
            return n;
        }
        let s = sign(side);
        let mut scores = [0f32; MAX_PIECES];
        for (i, score) in scores.iter_mut().enumerate().take(n) {
            let Some(m) = moves.get(i) else { continue };
            *score = if self.rules.has_won(&m.board, side) {
                2.0
            } else {
                let next = search_node(&m, side);
                let child_left = left.saturating_sub(1);
                let code = if child_left <= u32::from(depth) {
                    child_left.min(254) as u8
                } else {
                    255
                };
                match self.probe(&next, code).1 {
                    Some(e) => s * e.value,
                    None => s * self.leaf(&next),
                }
            };
        }
        // Insertion sort, descending score.
        for i in 1..n {
            let mut j = i;
            while j > 0 && scores[order[j] as usize] > scores[order[j - 1] as usize] {
                order.swap(j, j - 1);
                j -= 1;
            }
        }
        n
    }

    /// The static value (x's view) of a position before a throw, from the
    /// leaf cache when it has it.
    #[inline]
    fn leaf(&mut self, node: &Node) -> f32 {
        let x = node.board.mask(Side::X);
        let o = node.board.mask(Side::O);
        let tag = 1
            | (u16::from(node.side == Side::O) << 1)
            | (u16::from(node.house.map_or(0, |h| (h & 31) + 1)) << 2);
        let h = (u64::from(x) | (u64::from(o) << 32)) ^ (u64::from(tag) << 58);
        let h = h.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let slot = (h >> (64 - LEAF_BITS)) as usize & ((1 << LEAF_BITS) - 1);
        let e = self.leaves[slot];
        if e.x == x && e.o == o && e.tag == tag && e.epoch == self.leaf_epoch {
            return e.value;
        }
        let value = self.evaluate(node);
        self.leaves[slot] = LeafEntry {
            x,
            o,
            value,
            tag,
            epoch: self.leaf_epoch,
        };
        value
    }

    /// The static value (x's view) of a position before a throw.
    #[inline]
    fn evaluate(&self, node: &Node) -> f32 {
        let v = match node.house {
            Some(square) => {
                eval::equity_with_house(self.rules, &self.weights, &node.board, node.side, square)
            }
            None => eval::equity(self.rules, &self.weights, &node.board, node.side),
        };
        sign(node.side) * v
    }

    fn check_limits(&mut self) {
        if self.nodes >= self.node_limit {
            self.aborted = true;
        }
        if let Some(deadline) = self.deadline {
            if Instant::now() >= deadline {
                self.aborted = true;
            }
        }
    }

    #[inline]
    fn key(node: &Node) -> (u32, u32, u8) {
        let house = node.house.map_or(0, |h| h.saturating_sub(25).min(7));
        let side = u8::from(node.side == Side::O);
        (
            node.board.mask(Side::X),
            node.board.mask(Side::O),
            (house << 2) | (side << 5),
        )
    }

    #[inline]
    fn probe(&self, node: &Node, left: u8) -> (usize, Option<Entry>) {
        let (x, o, tag) = Searcher::key(node);
        let h = (u64::from(x) | (u64::from(o) << 32))
            ^ (u64::from(tag) << 56)
            ^ (u64::from(left) << 48);
        let h = h.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let slot = (h >> self.shift) as usize & self.mask;
        let e = self.table[slot];
        let hit = (e.generation == self.generation
            && e.x == x
            && e.o == o
            && e.tag & !3 == tag
            && e.left == left
            && e.tag & 3 != 0)
            .then_some(e);
        (slot, hit)
    }

    #[inline]
    fn store(&mut self, slot: usize, node: &Node, left: u8, depth: u8, value: f32, bound: u8) {
        if bound == 0 {
            return;
        }
        let (x, o, tag) = Searcher::key(node);
        let old = self.table[slot];
        if old.generation == self.generation
            && old.depth > depth
            && !(old.x == x && old.o == o && old.tag & !3 == tag)
        {
            return;
        }
        self.table[slot] = Entry {
            x,
            o,
            value,
            depth,
            tag: tag | bound,
            left,
            generation: self.generation,
        };
    }
}

/// +1 for x, -1 for o: turns a side's view into x's view and back.
#[inline]
fn sign(side: Side) -> f32 {
    if side == Side::X { 1.0 } else { -1.0 }
}

/// The position before the next throw after `side` made `m`.
#[inline]
#[must_use]
pub fn next_node(m: &Move, side: Side) -> Node {
    search_node(&SearchMove::from(m), side)
}

/// [`next_node`] for a move of [`search_moves`].
#[inline]
fn search_node(m: &SearchMove, side: Side) -> Node {
    match m.house_throw {
        Some(square) => Node {
            board: m.board,
            side,
            house: Some(square),
        },
        None => Node {
            board: m.board,
            side: if m.throw_again { side } else { side.other() },
            house: None,
        },
    }
}

/// Sorts move indices by value, best first (stable).
fn sort_order(order: &mut [usize], values: &[f32; MAX_PIECES]) {
    order.sort_by(|a, b| values[*b].total_cmp(&values[*a]));
}

/// The window for outcome `i` given the bounds of the others: below `a` the
/// node fails low, above `b` it fails high.
#[inline]
fn window(
    p: &[f32; 5],
    lo: &[f32; 5],
    hi: &[f32; 5],
    i: usize,
    alpha: f32,
    beta: f32,
) -> (f32, f32) {
    let mut others_lo = 0f32;
    let mut others_hi = 0f32;
    for j in 0..5 {
        if j != i {
            others_lo += p[j] * lo[j];
            others_hi += p[j] * hi[j];
        }
    }
    let a = ((alpha - others_hi) / p[i]).max(lo[i]);
    let b = ((beta - others_lo) / p[i]).min(hi[i]);
    if a < b {
        (a, b)
    } else {
        // Cannot happen unless the node already cuts off; search a point window.
        (lo[i], hi[i])
    }
}

/// Updates an outcome's bounds after a fail-soft search with window (a, b).
#[inline]
fn settle(lo: &mut f32, hi: &mut f32, exact: &mut bool, r: f32, a: f32, b: f32) {
    if r <= a {
        *hi = r.max(*lo);
    } else if r >= b {
        *lo = r.min(*hi);
    } else {
        *lo = r;
        *hi = r;
        *exact = true;
    }
    if *lo >= *hi {
        *exact = true;
        *hi = *lo;
    }
}

/// Whether the bounds already decide the node against the window.
#[inline]
fn cutoff(p: &[f32; 5], lo: &[f32; 5], hi: &[f32; 5], alpha: f32, beta: f32) -> Option<(f32, u8)> {
    let mut l = 0f32;
    let mut h = 0f32;
    for j in 0..5 {
        l += p[j] * lo[j];
        h += p[j] * hi[j];
    }
    if l >= beta {
        Some((l, LOWER))
    } else if h <= alpha {
        Some((h, UPPER))
    } else {
        None
    }
}

//! Research on skiryuk's three-piece table (issue 30), not used by the
//! program: how play goes under a table's choices, and a solver by policy
//! iteration that is checked against the sweeps.
//!
//! [`Part`] holds every state of a part of a table (its stratum pairs in
//! solving order, each sorted by progress) with every move of every throw,
//! each move as a constant (the weight of the games it wins at once, signed)
//! and weighted successors in 64-bit floats. [`chain_report`] takes the
//! choices of the values the sweeps leave (the first best move, as the
//! table's choices are taken) and measures the chain of play they give:
//! the states from which the game cannot end, the expected number of
//! throws `E[T]` of the others, the chance that play is still running after
//! 1,000 throws, and whether the long games come from a side that chooses to
//! stay where it could move on. [`policy_iteration`] solves a part by
//! simultaneous policy iteration (both sides' choices improved at once,
//! which can cycle), [`hoffman_karp`] by Hoffman-Karp strategy iteration on
//! the doubled game (one side's best response solved fully, holds worth 0
//! among its options), both checked after the fact.
//!
//! Throws are counted as the chain's steps: one throw and its move, a
//! skiryuk house throw's own throw folded into the move that caused it.

use std::fmt::Write as _;
use std::ops::Range;

use super::{
    EndgameTable, Graph, Layout, NEGATE, NoKeep, QUANTUM, Refine, Solver, sort_by_progress,
};
use senet_engine::Ruleset;

/// No place: a state outside the part's unfinished states.
const NONE: u32 = u32::MAX;

/// Every unfinished state of a part of a table and all of its moves.
pub struct Part {
    layout: Layout,
    /// The table index of each state, in solving order.
    order: Vec<u32>,
    /// Table index -> place in `order` ([`NONE`] for a finished game).
    place: Vec<u32>,
    /// The stratum pairs in solving order and their places.
    pairs: Vec<((u32, u32), Range<usize>)>,
    /// Per state and throw: the first of its moves; one more at the end.
    choice: Vec<u32>,
    /// Per move: the first of its terms; one more at the end.
    mv: Vec<u32>,
    /// Per move: the value it wins (or loses) at once, for the thrower.
    konst: Vec<f64>,
    /// Per move: whether it leaves the board as it was (a skiryuk stay).
    stay: Vec<bool>,
    /// Per term: its weight.
    weight: Vec<f64>,
    /// Per term: the successor's place, [`NEGATE`] set when the turn passes.
    target: Vec<u32>,
    /// The throws' chances.
    p: [f64; 5],
}

impl Part {
    /// The part of the `k`-piece table of `rules` where the side with fewer
    /// pieces has at most `fewer`, with every move expanded (one thread).
    #[must_use]
    pub fn new(rules: &Ruleset, k: u32, fewer: u32) -> Part {
        let layout = Layout::new(rules, k, fewer);
        let mut p = [0f64; 5];
        for (i, slot) in p.iter_mut().enumerate() {
            *slot = rules.throw_model.weight(i as u8 + 1);
        }
        let solver = Solver {
            rules,
            layout: &layout,
            values: Vec::new(),
            p: p.map(|x| x as f32),
        };
        let mut order = Vec::new();
        let mut pairs = Vec::new();
        for (a, b) in layout.pairs() {
            let mut states = layout.states(a, b);
            if a != b {
                states.extend(layout.states(b, a));
            }
            states.retain(|&(m, t)| solver.terminal(m, t).is_none());
            sort_by_progress(&mut states, layout.race);
            let start = order.len();
            order.extend(
                states
                    .iter()
                    .filter_map(|&(m, t)| layout.index(m, t).map(|i| i as u32)),
            );
            pairs.push(((a, b), start..order.len()));
        }
        let mut place = vec![NONE; layout.len as usize];
        for (s, &i) in order.iter().enumerate() {
            place[i as usize] = s as u32;
        }
        let mut part = Part {
            layout: layout.clone(),
            order,
            place,
            pairs,
            choice: Vec::new(),
            mv: Vec::new(),
            konst: Vec::new(),
            stay: Vec::new(),
            weight: Vec::new(),
            target: Vec::new(),
            p,
        };
        let mut g = Graph::default();
        for s in 0..part.order.len() {
            let Some((mine, theirs)) = layout.unrank(part.order[s] as usize) else {
                continue;
            };
            let me = layout.index(mine, theirs).map_or(NONE, |i| i as u32);
            let passed = layout
                .index(theirs, mine)
                .map_or(NONE, |i| i as u32 | NEGATE);
            g.clear();
            for t in 1..=5u8 {
                solver.expand_choice(mine, theirs, t, &mut g);
            }
            g.finish();
            for t in 0..5 {
                part.choice.push(part.mv.len() as u32);
                for m in g.choice_start[t] as usize..g.choice_start[t + 1] as usize {
                    part.mv.push(part.weight.len() as u32);
                    let terms = &g.terms[g.move_start[m] as usize..g.move_start[m + 1] as usize];
                    part.stay.push(
                        g.move_const[m] == 0.0
                            && matches!(terms, [x] if x.weight == 1.0 && (x.target == me || x.target == passed)),
                    );
                    let mut konst = f64::from(g.move_const[m]);
                    for term in terms {
                        let index = term.target & !NEGATE;
                        let sign = if term.target & NEGATE == 0 { 1.0 } else { -1.0 };
                        let at = part.place[index as usize];
                        if at == NONE {
                            // A finished game: its value is fixed.
                            let fixed = layout
                                .unrank(index as usize)
                                .and_then(|(m, t)| solver.terminal(m, t))
                                .map_or(0.0, f64::from);
                            konst += sign * f64::from(term.weight) * fixed;
                        } else {
                            part.weight.push(f64::from(term.weight));
                            part.target.push(at | (term.target & NEGATE));
                        }
                    }
                    part.konst.push(konst);
                }
            }
        }
        part.choice.push(part.mv.len() as u32);
        part.mv.push(part.weight.len() as u32);
        part
    }

    /// The bytes of the states' moves as kept here (for measurements).
    #[must_use]
    pub fn bytes(&self) -> usize {
        4 * (self.order.len() + self.choice.len() + self.mv.len() + self.target.len())
            + 8 * (self.konst.len() + self.weight.len())
            + self.stay.len()
            + 4 * self.place.len()
    }

    /// The number of moves and of their successors' terms.
    #[must_use]
    pub fn counts(&self) -> (usize, usize) {
        (self.konst.len(), self.weight.len())
    }

    /// The number of unfinished states.
    #[must_use]
    pub fn len(&self) -> usize {
        self.order.len()
    }

    /// Whether the part has no unfinished state.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.order.is_empty()
    }

    /// The moves of state `s` and throw `t` (0 to 4).
    fn moves(&self, s: usize, t: usize) -> Range<usize> {
        self.choice[5 * s + t] as usize..self.choice[5 * s + t + 1] as usize
    }

    /// A move's terms.
    fn terms(&self, m: usize) -> Range<usize> {
        self.mv[m] as usize..self.mv[m + 1] as usize
    }

    /// A move's value for the thrower, the part's values being `u` (by place).
    fn value(&self, m: usize, u: &[f64]) -> f64 {
        let mut v = self.konst[m];
        for k in self.terms(m) {
            let x = u[(self.target[k] & !NEGATE) as usize];
            v += self.weight[k] * if self.target[k] & NEGATE == 0 { x } else { -x };
        }
        v
    }

    /// The chance that a move ends the game at once.
    fn ends(&self, m: usize) -> f64 {
        1.0 - self.terms(m).map(|k| self.weight[k]).sum::<f64>()
    }

    /// The first best move of each state and throw under the values `u`
    /// (as the table's choices are taken).
    fn greedy(&self, u: &[f64]) -> Vec<u32> {
        let mut out = Vec::with_capacity(5 * self.len());
        for s in 0..self.len() {
            for t in 0..5 {
                let mut best = (f64::NEG_INFINITY, NONE);
                for m in self.moves(s, t) {
                    let v = self.value(m, u);
                    if v > best.0 {
                        best = (v, m as u32);
                    }
                }
                out.push(best.1);
            }
        }
        out
    }

    /// The Bellman update of state `s`: one throw of the best moves.
    fn bellman(&self, s: usize, u: &[f64]) -> f64 {
        let mut v = 0.0;
        for t in 0..5 {
            let best = self
                .moves(s, t)
                .map(|m| self.value(m, u))
                .fold(f64::NEG_INFINITY, f64::max);
            if best.is_finite() {
                v += self.p[t] * best;
            }
        }
        v
    }

    /// The values of the part's states (by place) from values by table index.
    #[must_use]
    pub fn by_place(&self, values: &[f32]) -> Vec<f64> {
        self.order
            .iter()
            .map(|&i| values.get(i as usize).map_or(0.0, |&v| f64::from(v)))
            .collect()
    }

    /// A state's squares, as "x 26 28 29 / o 23" (x throws).
    #[must_use]
    pub fn describe(&self, s: usize) -> String {
        let Some((mine, theirs)) = self.layout.unrank(self.order[s] as usize) else {
            return String::from("?");
        };
        let squares = |mut mask: u32| {
            let mut out = Vec::new();
            while mask != 0 {
                out.push(mask.trailing_zeros().to_string());
                mask &= mask - 1;
            }
            out.join(" ")
        };
        format!("x {} / o {}", squares(mine), squares(theirs))
    }

    /// The place of the position (x's squares, o's squares; x throws).
    #[must_use]
    pub fn find(&self, mine: &[u32], theirs: &[u32]) -> Option<usize> {
        let mask = |squares: &[u32]| squares.iter().fold(0u32, |m, &q| m | 1 << q);
        let i = self.layout.index(mask(mine), mask(theirs))?;
        let s = self.place[i];
        (s != NONE).then_some(s as usize)
    }
}

/// The nodes among `0..n` from which some of `seeds` can be reached along
/// `edges` (from, to): `seeds` and everything before them.
fn reaching_back(
    n: usize,
    edges: impl Iterator<Item = (usize, usize)>,
    seeds: Vec<bool>,
) -> Vec<bool> {
    let mut head = vec![NONE; n];
    let mut next: Vec<(u32, u32)> = Vec::new();
    for (from, to) in edges {
        next.push((from as u32, head[to]));
        head[to] = (next.len() - 1) as u32;
    }
    let mut seen = seeds;
    let mut stack: Vec<usize> = (0..n).filter(|&q| seen[q]).collect();
    while let Some(q) = stack.pop() {
        let mut e = head[q];
        while e != NONE {
            let (from, after) = next[e as usize];
            if !seen[from as usize] {
                seen[from as usize] = true;
                stack.push(from as usize);
            }
            e = after;
        }
    }
    seen
}

/// The chain of play under fixed choices (one move per state and throw):
/// each step one throw, its chance times the chosen move's weights.
struct Chain<'a> {
    part: &'a Part,
    policy: &'a [u32],
}

impl Chain<'_> {
    /// `y = Q x` (the chance-weighted successors' `x`, signs ignored).
    fn apply(&self, x: &[f64], y: &mut [f64]) {
        for (s, slot) in y.iter_mut().enumerate() {
            let mut sum = 0.0;
            for t in 0..5 {
                let m = self.policy[5 * s + t];
                if m == NONE {
                    continue;
                }
                let mut inner = 0.0;
                for k in self.part.terms(m as usize) {
                    inner += self.part.weight[k] * x[(self.part.target[k] & !NEGATE) as usize];
                }
                sum += self.part.p[t] * inner;
            }
            *slot = sum;
        }
    }

    /// The successors of `s` with a chance above 0.
    fn successors(&self, s: usize) -> impl Iterator<Item = usize> + '_ {
        (0..5)
            .filter_map(move |t| {
                let m = self.policy[5 * s + t];
                (m != NONE).then(|| self.part.terms(m as usize))
            })
            .flatten()
            .filter(|&k| self.part.weight[k] > 0.0)
            .map(|k| (self.part.target[k] & !NEGATE) as usize)
    }

    /// The states that reach `seeds` (a flag per state) with a chance above 0.
    fn reaching(&self, seeds: Vec<bool>) -> Vec<bool> {
        let n = self.part.len();
        let edges = (0..n).flat_map(|s| self.successors(s).map(move |q| (s, q)));
        reaching_back(n, edges, seeds)
    }

    /// Whether each state can reach the end of the game (a chance above 0).
    fn can_end(&self) -> Vec<bool> {
        let seeds = (0..self.part.len())
            .map(|s| {
                (0..5).any(|t| {
                    let m = self.policy[5 * s + t];
                    m != NONE && self.part.ends(m as usize) > 1e-12
                })
            })
            .collect();
        self.reaching(seeds)
    }
}

/// BiCGSTAB for `x - Q x = b` restricted to the states `active` (the others
/// held at 0), in 64 bits, from `x`. Stops when the largest residual is
/// below `tolerance` or after `limit` products; returns the products done
/// and the largest residual, computed again from `x` at the end.
fn bicgstab(
    apply: &dyn Fn(&[f64], &mut [f64]),
    active: &[bool],
    b: &[f64],
    x: &mut [f64],
    tolerance: f64,
    limit: usize,
) -> (usize, f64) {
    let n = b.len();
    let dot = |u: &[f64], v: &[f64]| u.iter().zip(v).map(|(a, b)| a * b).sum::<f64>();
    let norm = |u: &[f64]| u.iter().fold(0f64, |m, v| m.max(v.abs()));
    let mut scratch = vec![0.0; n];
    let op = |u: &[f64], out: &mut [f64], scratch: &mut [f64]| {
        apply(u, scratch);
        for s in 0..n {
            out[s] = if active[s] { u[s] - scratch[s] } else { 0.0 };
        }
    };
    let mut products = 0;
    let mut r = vec![0.0; n];
    let residual = |x: &[f64], r: &mut [f64], scratch: &mut [f64], products: &mut usize| {
        let mut ax = vec![0.0; n];
        op(x, &mut ax, scratch);
        *products += 1;
        for s in 0..n {
            r[s] = if active[s] { b[s] - ax[s] } else { 0.0 };
        }
    };
    for s in 0..n {
        if !active[s] {
            x[s] = 0.0;
        }
    }
    residual(x, &mut r, &mut scratch, &mut products);
    let (mut p, mut v, mut s_vec, mut t_vec) =
        (vec![0.0; n], vec![0.0; n], vec![0.0; n], vec![0.0; n]);
    'restart: while products < limit {
        if norm(&r) < tolerance {
            break;
        }
        let r0 = r.clone();
        let (mut rho, mut alpha, mut omega) = (1.0, 1.0, 1.0);
        p.iter_mut().for_each(|z| *z = 0.0);
        v.iter_mut().for_each(|z| *z = 0.0);
        while products < limit {
            let rho_next = dot(&r0, &r);
            if rho_next.abs() < 1e-300 {
                residual(x, &mut r, &mut scratch, &mut products);
                continue 'restart;
            }
            let beta = (rho_next / rho) * (alpha / omega);
            for i in 0..n {
                p[i] = r[i] + beta * (p[i] - omega * v[i]);
            }
            op(&p, &mut v, &mut scratch);
            products += 1;
            let r0v = dot(&r0, &v);
            if r0v.abs() < 1e-300 {
                residual(x, &mut r, &mut scratch, &mut products);
                continue 'restart;
            }
            alpha = rho_next / r0v;
            for i in 0..n {
                s_vec[i] = r[i] - alpha * v[i];
            }
            if norm(&s_vec) < tolerance {
                for i in 0..n {
                    x[i] += alpha * p[i];
                }
                residual(x, &mut r, &mut scratch, &mut products);
                continue 'restart;
            }
            op(&s_vec, &mut t_vec, &mut scratch);
            products += 1;
            let tt = dot(&t_vec, &t_vec);
            omega = if tt > 0.0 {
                dot(&t_vec, &s_vec) / tt
            } else {
                0.0
            };
            for i in 0..n {
                x[i] += alpha * p[i] + omega * s_vec[i];
                r[i] = s_vec[i] - omega * t_vec[i];
            }
            rho = rho_next;
            if omega == 0.0 {
                residual(x, &mut r, &mut scratch, &mut products);
                continue 'restart;
            }
            if products % 100 == 0 {
                // The true residual now and then, the iteration going on
                // (rounding drifts the recurrence).
                residual(x, &mut r, &mut scratch, &mut products);
            }
        }
    }
    residual(x, &mut r, &mut scratch, &mut products);
    (products, norm(&r))
}

/// What the chain under some choices is like (see [`chain_report`]).
struct Lengths {
    /// No end can be reached.
    never: Vec<bool>,
    /// A chance above 0 that play never ends (includes `never`).
    maybe_never: Vec<bool>,
    /// Expected throws to the end (infinite where `maybe_never`).
    expected: Vec<f64>,
    /// Chance still running after each throw count of `at`.
    running: Vec<Vec<f64>>,
    /// The products and the final residual of the solve for `expected`.
    solve: (usize, f64),
}

fn lengths(part: &Part, policy: &[u32], at: &[usize]) -> Lengths {
    let chain = Chain { part, policy };
    let n = part.len();
    let can = chain.can_end();
    let never: Vec<bool> = can.iter().map(|&c| !c).collect();
    let maybe_never = chain.reaching(never.clone());
    let active: Vec<bool> = maybe_never.iter().map(|&m| !m).collect();
    let b: Vec<f64> = active.iter().map(|&a| if a { 1.0 } else { 0.0 }).collect();
    let mut expected = vec![0.0; n];
    let solve = bicgstab(
        &|x, y| chain.apply(x, y),
        &active,
        &b,
        &mut expected,
        1e-9,
        20_000,
    );
    for s in 0..n {
        if !active[s] {
            expected[s] = f64::INFINITY;
        }
    }
    let mut running = Vec::new();
    let mut sh = vec![1.0; n];
    let mut next = vec![0.0; n];
    let last = at.iter().copied().max().unwrap_or(0);
    for h in 1..=last {
        chain.apply(&sh, &mut next);
        std::mem::swap(&mut sh, &mut next);
        if at.contains(&h) {
            running.push(sh.clone());
        }
    }
    Lengths {
        never,
        maybe_never,
        expected,
        running,
        solve,
    }
}

/// Counts and the longest games of a chain, as report lines.
fn describe_lengths(part: &Part, l: &Lengths, at: &[usize], out: &mut String) {
    let n = part.len();
    let count = |f: &dyn Fn(usize) -> bool| (0..n).filter(|&s| f(s)).count();
    let never = count(&|s| l.never[s]);
    let maybe = count(&|s| l.maybe_never[s] && !l.never[s]);
    let _ = writeln!(
        out,
        "  states {n}; the game cannot end from {never}; can end but may not (a chance \
         above 0 of never ending) from {maybe}; the solve for E[T]: {} products, \
         largest residual {:.1e}",
        l.solve.0, l.solve.1
    );
    let finite: Vec<f64> = l
        .expected
        .iter()
        .copied()
        .filter(|e| e.is_finite())
        .collect();
    let most = finite.iter().copied().fold(0f64, f64::max);
    let mean = finite.iter().sum::<f64>() / finite.len().max(1) as f64;
    let _ = writeln!(
        out,
        "  E[T] where finite: mean {mean:.1}, largest {most:.1} throws; above 10: {}, \
         above 100: {}, above 1,000: {}, above 10,000: {}",
        finite.iter().filter(|&&e| e > 10.0).count(),
        finite.iter().filter(|&&e| e > 100.0).count(),
        finite.iter().filter(|&&e| e > 1000.0).count(),
        finite.iter().filter(|&&e| e > 10_000.0).count(),
    );
    for (h, sh) in at.iter().zip(&l.running) {
        let finite_only = |limit: f64| {
            (0..n)
                .filter(|&s| !l.maybe_never[s] && sh[s] > limit)
                .count()
        };
        let _ = writeln!(
            out,
            "  still running after {h} throws (where the game ends surely): above 1e-6 from {}, \
             above 0.01 from {}, above 0.1 from {}, above 0.5 from {}; largest {:.3}",
            finite_only(1e-6),
            finite_only(0.01),
            finite_only(0.1),
            finite_only(0.5),
            (0..n)
                .filter(|&s| !l.maybe_never[s])
                .map(|s| sh[s])
                .fold(0f64, f64::max)
        );
    }
}

/// Per state: how its thrower's choices treat stays. `Some(gap)` when at
/// some throw the chosen move is a stay while a move that changes the board
/// exists (the largest gap over throws between the chosen stay and the best
/// such move, by the values `u`); `None` when no stay is so chosen.
fn chosen_stays(part: &Part, policy: &[u32], u: &[f64]) -> Vec<Option<f64>> {
    (0..part.len())
        .map(|s| {
            let mut gap: Option<f64> = None;
            for t in 0..5 {
                let m = policy[5 * s + t];
                if m == NONE || !part.stay[m as usize] {
                    continue;
                }
                let other = part
                    .moves(s, t)
                    .filter(|&k| !part.stay[k])
                    .map(|k| part.value(k, u))
                    .fold(f64::NEG_INFINITY, f64::max);
                if other.is_finite() {
                    let g = part.value(m as usize, u) - other;
                    gap = Some(gap.map_or(g, |x: f64| x.max(g)));
                }
            }
            gap
        })
        .collect()
}

/// The choices with every chosen stay that has an alternative replaced by
/// the best move that changes the board.
fn without_stays(part: &Part, policy: &[u32], u: &[f64]) -> Vec<u32> {
    let mut out = policy.to_vec();
    for s in 0..part.len() {
        for t in 0..5 {
            let m = policy[5 * s + t];
            if m == NONE || !part.stay[m as usize] {
                continue;
            }
            let mut best = (f64::NEG_INFINITY, NONE);
            for k in part.moves(s, t).filter(|&k| !part.stay[k]) {
                let v = part.value(k, u);
                if v > best.0 {
                    best = (v, k as u32);
                }
            }
            if best.1 != NONE {
                out[5 * s + t] = best.1;
            }
        }
    }
    out
}

/// Gauss-Seidel sweeps of the values under fixed choices from 0, the pairs
/// in solving order and each pair's states in order of progress, a chosen
/// move back to the state itself solved exactly (as the refined sweeps do),
/// until no value moves by `tolerance`: the most sweeps any pair needed.
fn fixed_sweeps(part: &Part, policy: &[u32], tolerance: f64, limit: u32) -> u32 {
    let mut u = vec![0.0; part.len()];
    let mut most = 0;
    for (_, range) in &part.pairs {
        for sweep in 1..=limit {
            let mut delta = 0f64;
            for s in range.clone() {
                let (mut a, mut b) = (0.0, 0.0);
                for t in 0..5 {
                    let m = policy[5 * s + t];
                    if m == NONE {
                        continue;
                    }
                    let m = m as usize;
                    let mut inner = part.konst[m];
                    let mut own = 0.0;
                    for k in part.terms(m) {
                        let q = part.target[k];
                        if q == s as u32 {
                            own += part.weight[k];
                        } else {
                            let x = u[(q & !NEGATE) as usize];
                            inner += part.weight[k] * if q & NEGATE == 0 { x } else { -x };
                        }
                    }
                    a += part.p[t] * inner;
                    b += part.p[t] * own;
                }
                let v = if b < 1.0 - 1e-12 { a / (1.0 - b) } else { u[s] };
                delta = delta.max((v - u[s]).abs());
                u[s] = v;
            }
            most = most.max(sweep);
            if delta < tolerance {
                break;
            }
        }
    }
    most
}

/// Solves a part with today's sweeps (the solver the program uses), giving
/// the table and the values before quantisation (by table index).
#[must_use]
pub fn sweeps(rules: &Ruleset, k: u32, fewer: u32) -> (EndgameTable, Vec<f32>) {
    EndgameTable::solve_raw(rules, k, fewer, Refine::Default, &NoKeep, &|_| {})
}

/// The table of `part` with the values `u` (by place, as
/// [`policy_iteration`] gives them), quantised as the program's tables are
/// ([`EndgameTable::to_bytes`]' 16-bit values); a finished game is ±1 as in
/// the sweeps' tables. What `endings_chain --ship` writes.
#[must_use]
pub fn table_of(rules: &Ruleset, part: &Part, u: &[f64]) -> EndgameTable {
    let layout = &part.layout;
    let values = (0..layout.len as usize)
        .map(|i| {
            let v = match part.place.get(i) {
                Some(&at) if at != NONE => u.get(at as usize).copied().unwrap_or(0.0),
                _ => layout.unrank(i).map_or(0.0, |(mine, theirs)| {
                    let board = senet_engine::Board::from_masks(mine, theirs);
                    if rules.has_won(&board, senet_engine::Side::X) {
                        1.0
                    } else if rules.has_won(&board, senet_engine::Side::O) {
                        -1.0
                    } else {
                        0.0
                    }
                }),
            };
            super::quantize(v as f32)
        })
        .collect();
    EndgameTable {
        id: rules.id,
        layout: layout.clone(),
        values,
        horizon: Vec::new(),
        sweeps: 0,
    }
}

/// The throw counts at which the chance of still running is reported.
const RUNNING_AT: [usize; 3] = [100, 1000, 1500];

/// Question 1 of issue 30's research: under the choices of the values `raw`
/// (by table index; those the sweeps leave), how long play lasts from each
/// state of `part`, where it cannot end, and whether the long games are
/// chosen (a stay picked where a move onwards exists) or forced. Report
/// lines, with a few named positions (x's squares, o's squares; x throws).
#[must_use]
pub fn chain_report(part: &Part, raw: &[f32], named: &[(&[u32], &[u32])]) -> String {
    let mut out = String::new();
    let u = part.by_place(raw);
    let policy = part.greedy(&u);
    let residual = (0..part.len())
        .map(|s| (part.bellman(s, &u) - u[s]).abs())
        .fold(0f64, f64::max);
    let _ = writeln!(
        out,
        "the sweeps' values: largest Bellman residual over every state {residual:.2e} \
         ({:.2} quanta)",
        residual / f64::from(QUANTUM)
    );
    let _ = writeln!(out, "under the choices of the sweeps' values:");
    let l = lengths(part, &policy, &RUNNING_AT);
    describe_lengths(part, &l, &RUNNING_AT, &mut out);

    // Long games: chosen stays or not.
    let stays = chosen_stays(part, &policy, &u);
    let q = f64::from(QUANTUM);
    for (name, long) in [
        ("E[T] above 100 or possibly never ending", 100.0),
        ("E[T] above 1,000 or possibly never ending", 1000.0),
    ] {
        let states: Vec<usize> = (0..part.len()).filter(|&s| l.expected[s] > long).collect();
        let strict = states
            .iter()
            .filter(|&&s| stays[s].is_some_and(|g| g > q))
            .count();
        let tie = states
            .iter()
            .filter(|&&s| stays[s].is_some_and(|g| g <= q))
            .count();
        let near_zero = states.iter().filter(|&&s| u[s].abs() <= q).count();
        let small = states.iter().filter(|&&s| u[s].abs() <= 0.01).count();
        let _ = writeln!(
            out,
            "  {name}: {} states; the thrower chooses a stay where a move onwards exists \
             at {} (by more than a quantum at {strict}, within a quantum at {tie}), at \
             none of its throws at {}; value within a quantum of 0 at {near_zero}, within \
             0.01 at {small}",
            states.len(),
            strict + tie,
            states.len() - strict - tie
        );
    }
    let all_strict = stays.iter().filter(|g| g.is_some_and(|g| g > q)).count();
    let all_tie = stays.iter().filter(|g| g.is_some_and(|g| g <= q)).count();
    let _ = writeln!(
        out,
        "  over every state: a stay chosen over a move onwards by more than a quantum at \
         {all_strict}, within a quantum at {all_tie}"
    );

    let others = without_stays(part, &policy, &u);
    let _ = writeln!(
        out,
        "with every chosen stay that has an alternative replaced by the best move onwards:"
    );
    let l2 = lengths(part, &others, &RUNNING_AT);
    describe_lengths(part, &l2, &RUNNING_AT, &mut out);

    let mut longest: Vec<usize> = (0..part.len()).collect();
    longest.sort_by(|&a, &b| l.expected[b].total_cmp(&l.expected[a]));
    let shown: Vec<usize> = longest
        .iter()
        .copied()
        .filter(|&s| l.expected[s].is_finite())
        .take(8)
        .chain(named.iter().filter_map(|(x, o)| part.find(x, o)))
        .chain(longest.iter().copied().filter(|&s| l.never[s]).take(4))
        .collect();
    let _ = writeln!(
        out,
        "states (x throws): value, E[T], still running after {RUNNING_AT:?}, chosen stay's gap:"
    );
    for s in shown {
        let _ = writeln!(
            out,
            "  {}: value {:+.6}, E[T] {:.1}, running {:?}, stay gap {}",
            part.describe(s),
            u[s],
            l.expected[s],
            l.running
                .iter()
                .map(|r| format!("{:.3}", r[s]))
                .collect::<Vec<_>>(),
            stays[s].map_or(String::from("none"), |g| format!("{g:.2e}")),
        );
    }
    let sweeps = fixed_sweeps(part, &policy, 1e-6, 20_000);
    let _ = writeln!(
        out,
        "Gauss-Seidel sweeps from 0 with these choices fixed (self-loops exact), to a \
         largest change under 1e-6: {sweeps} in the slowest pair"
    );
    out
}

/// What [`policy_iteration`] did on one stratum pair.
#[derive(Debug, Clone, Default)]
pub struct PairReport {
    /// The pair (pieces of one side, of the other).
    pub pair: (u32, u32),
    /// Its unfinished states.
    pub states: usize,
    /// Rounds of evaluation and improvement.
    pub rounds: u32,
    /// Products of the linear solves (all rounds).
    pub products: usize,
    /// States from which the game cannot end under the final choices.
    pub never: usize,
    /// The largest residual of its last solve.
    pub residual: f64,
}

/// What [`policy_iteration`] did and found, per stratum pair and in all.
#[derive(Debug, Clone, Default)]
pub struct PolicyReport {
    /// Per pair, in solving order.
    pub pairs: Vec<PairReport>,
    /// A pair whose choices came back to ones seen before (a cycle of the
    /// simultaneous improvement): its rounds.
    pub cycles: Vec<((u32, u32), u32)>,
    /// The largest Bellman residual over every state.
    pub bellman: f64,
    /// The longest expected time (throws) to leave the states where the
    /// game can end, under the final choices: the residual's factor in the
    /// error bound.
    pub longest: f64,
    /// The largest residual of the final solves.
    pub residual: f64,
    /// The final choices' matrix: the chosen moves (state and throw) with
    /// more than one successor (a house throw's outcomes), and the chosen
    /// moves' successor terms in all.
    pub policy_terms: (usize, usize),
    /// Under the first best moves of the final values (as a table's
    /// choices are taken, ties to the first move): the states from which
    /// the game cannot end, and those with a chance above 0 of never ending
    /// (a tie between a stay and a move onwards can close a circle).
    pub greedy_never: (usize, usize),
    /// States where the thrower could keep play going forever against the
    /// final choices and whose value is below `-tolerance` (a stall would
    /// gain): must be 0 for the values to be the game's.
    pub stall_gains: usize,
    /// States where the thrower can keep play going forever against the
    /// final choices.
    pub stallable: usize,
}

/// A value changes the choice only when it gains more than this.
const GAIN: f64 = 1e-9;

/// The solve's target residual (below a quantum over the longest games:
/// checked after the solve, see [`PolicyReport::longest`]).
const RESIDUAL: f64 = 1e-12;

/// Solves the part by policy iteration, pair by pair in solving order
/// (the pairs before final): the choices of a pair are fixed, the states
/// from which the game cannot end under them get 0 (play that never ends
/// counts as equity 0, as in the sweeps), the linear system of the others
/// is solved in 64 bits by BiCGSTAB to a residual of 1e-12, and the
/// choices are changed where another move gains more than 1e-9, for both
/// sides at once (the choice at a state is the thrower's, whoever throws);
/// a pair whose choices come back to ones seen before is stopped and
/// reported as a cycle. The choices start as the best moves with the pair's
/// own values at 0 (or those of `start`, values by table index).
///
/// Then checks: the Bellman equation at every state; the longest expected
/// game (the bound's factor: error <= residual x longest); and stalls: the
/// states where the thrower (the side deviating) can keep play going for
/// ever against the final choices (the largest such set: at every throw a
/// move that ends nothing and stays in the set, the other side's chosen
/// moves also staying in it), whose value must not be below 0 (else
/// staying for ever would be better than the value, which a policy
/// iteration that improves on strict one-step gains cannot see).
///
/// Returns the values (by place) and the report.
#[must_use]
pub fn policy_iteration(part: &Part, start: Option<&[f32]>) -> (Vec<f64>, Vec<u32>, PolicyReport) {
    let n = part.len();
    let mut u = start.map_or_else(|| vec![0.0; n], |raw| part.by_place(raw));
    let mut policy = vec![NONE; 5 * n];
    let mut report = PolicyReport::default();
    for (pair, range) in &part.pairs {
        // The starting choices: the best moves under the starting values.
        for s in range.clone() {
            for t in 0..5 {
                policy[5 * s + t] = best_move(part, s, t, &u);
            }
        }
        let mut seen: Vec<u64> = Vec::new();
        let mut rounds = 0;
        let mut products = 0;
        let (mut never_count, mut last_residual);
        loop {
            rounds += 1;
            let (done, residual, never) = evaluate(part, &policy, range.clone(), &mut u);
            products += done;
            last_residual = residual;
            never_count = never;
            let mut changed = false;
            for s in range.clone() {
                for t in 0..5 {
                    let current = policy[5 * s + t];
                    if current == NONE {
                        continue;
                    }
                    let now = part.value(current as usize, &u);
                    let best = best_move(part, s, t, &u);
                    if part.value(best as usize, &u) > now + GAIN {
                        policy[5 * s + t] = best;
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
            let hash = fingerprint(&policy[5 * range.start..5 * range.end]);
            if seen.contains(&hash) {
                report.cycles.push((*pair, rounds));
                break;
            }
            seen.push(hash);
            if rounds >= 200 {
                report.cycles.push((*pair, rounds));
                break;
            }
        }
        report.pairs.push(PairReport {
            pair: *pair,
            states: range.len(),
            rounds,
            products,
            never: never_count,
            residual: last_residual,
        });
        report.residual = report.residual.max(last_residual);
    }
    report.bellman = (0..n)
        .map(|s| (part.bellman(s, &u) - u[s]).abs())
        .fold(0f64, f64::max);
    // The longest expected time to leave the states where the game can end.
    let chain = Chain {
        part,
        policy: &policy,
    };
    let active = chain.can_end();
    let b: Vec<f64> = active.iter().map(|&a| if a { 1.0 } else { 0.0 }).collect();
    let mut time = vec![0.0; n];
    let _ = bicgstab(
        &|x, y| chain.apply(x, y),
        &active,
        &b,
        &mut time,
        1e-9,
        20_000,
    );
    report.longest = time.iter().copied().fold(0f64, f64::max);
    report.policy_terms =
        policy
            .iter()
            .filter(|&&m| m != NONE)
            .fold((0, 0), |(several, all), &m| {
                let k = part.terms(m as usize).len();
                (several + usize::from(k > 1), all + k)
            });
    let greedy = part.greedy(&u);
    let l = lengths(part, &greedy, &[]);
    report.greedy_never = (
        l.never.iter().filter(|&&x| x).count(),
        l.maybe_never.iter().filter(|&&x| x).count(),
    );
    let safe = stallable(part, &policy);
    report.stallable = safe.iter().filter(|&&s| s).count();
    report.stall_gains = (0..n)
        .filter(|&s| safe[s] && u[s] < -f64::from(QUANTUM))
        .count();
    (u, policy, report)
}

/// The first best move of state `s` at throw `t` under `u`.
fn best_move(part: &Part, s: usize, t: usize, u: &[f64]) -> u32 {
    let mut best = (f64::NEG_INFINITY, NONE);
    for m in part.moves(s, t) {
        let v = part.value(m, u);
        if v > best.0 {
            best = (v, m as u32);
        }
    }
    best.1
}

/// A hash of some choices (FNV-1a).
fn fingerprint(choices: &[u32]) -> u64 {
    choices.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &c| {
        (h ^ u64::from(c)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Evaluates the choices on the pair `range` (the values before it final):
/// the states from which the game cannot end get 0, the others the
/// solution of the linear system. Returns the products, the largest
/// residual and the states that cannot end.
fn evaluate(
    part: &Part,
    policy: &[u32],
    range: Range<usize>,
    u: &mut [f64],
) -> (usize, f64, usize) {
    let chain = Chain { part, policy };
    // Within the pair only (the pairs before can always end? they were
    // solved with their own never-ending states at 0: reaching one is
    // reaching a fixed value, not play that goes on in this pair).
    let len = range.len();
    let local = |q: u32| -> Option<usize> {
        let at = (q & !NEGATE) as usize;
        range.contains(&at).then(|| at - range.start)
    };
    // Which states of the pair can leave it or end (a chance above 0).
    let mut seeds = vec![false; part.len()];
    for s in range.clone() {
        for t in 0..5 {
            let m = policy[5 * s + t] as usize;
            if part.ends(m) > 1e-12 || part.terms(m).any(|k| local(part.target[k]).is_none()) {
                seeds[s] = true;
            }
        }
    }
    let can = chain.reaching(seeds);
    let active: Vec<bool> = (0..len).map(|i| can[range.start + i]).collect();
    let never = active.iter().filter(|&&a| !a).count();
    // b: the constants and the values of the pairs before.
    let mut b = vec![0.0; len];
    for (i, slot) in b.iter_mut().enumerate() {
        let s = range.start + i;
        let mut sum = 0.0;
        for t in 0..5 {
            let m = policy[5 * s + t] as usize;
            let mut inner = part.konst[m];
            for k in part.terms(m) {
                let q = part.target[k];
                if local(q).is_none() {
                    let x = u[(q & !NEGATE) as usize];
                    inner += part.weight[k] * if q & NEGATE == 0 { x } else { -x };
                }
            }
            sum += part.p[t] * inner;
        }
        *slot = sum;
    }
    let apply = |x: &[f64], y: &mut [f64]| {
        for (i, slot) in y.iter_mut().enumerate() {
            let s = range.start + i;
            let mut sum = 0.0;
            for t in 0..5 {
                let m = policy[5 * s + t] as usize;
                let mut inner = 0.0;
                for k in part.terms(m) {
                    let q = part.target[k];
                    if let Some(j) = local(q) {
                        inner += part.weight[k] * if q & NEGATE == 0 { x[j] } else { -x[j] };
                    }
                }
                sum += part.p[t] * inner;
            }
            *slot = sum;
        }
    };
    let mut x: Vec<f64> = u[range.clone()].to_vec();
    let (products, residual) = bicgstab(&apply, &active, &b, &mut x, RESIDUAL, 20_000);
    u[range].copy_from_slice(&x);
    (products, residual, never)
}

/// The largest set of states where the thrower, deviating, can keep play
/// going for ever against `policy` (the other side's choices): a state
/// where the deviator throws is in it when at every throw some move ends
/// nothing and leads only into the set; a state where the other side
/// throws, when at every throw its chosen move does so. Returns, per
/// state, whether it is in the set with the deviator to throw.
fn stallable(part: &Part, policy: &[u32]) -> Vec<bool> {
    let n = part.len();
    // Node 2s: s with the deviator to throw; 2s + 1: with the other side.
    let mut inside = vec![true; 2 * n];
    let next = |node: usize, q: u32| -> usize {
        let s = (q & !NEGATE) as usize;
        let side = (node & 1) ^ usize::from(q & NEGATE != 0);
        2 * s + side
    };
    loop {
        let mut changed = false;
        for node in 0..2 * n {
            if !inside[node] {
                continue;
            }
            let s = node / 2;
            let keeps = |m: usize| {
                part.ends(m) <= 1e-12 && part.terms(m).all(|k| inside[next(node, part.target[k])])
            };
            let ok = (0..5).all(|t| {
                if node & 1 == 0 {
                    part.moves(s, t).any(keeps)
                } else {
                    let m = policy[5 * s + t];
                    m == NONE || keeps(m as usize)
                }
            });
            if !ok {
                inside[node] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    (0..n).map(|s| inside[2 * s]).collect()
}

/// The largest difference between two value vectors (by place) once
/// quantised as a table stores them, in quanta of the table (2/65535 of
/// equity), and how many states differ.
#[must_use]
pub fn quantized_difference(a: &[f64], b: &[f64]) -> (u16, usize) {
    let mut most = 0u16;
    let mut differ = 0;
    for (&x, &y) in a.iter().zip(b) {
        let d = super::quantize(x as f32).abs_diff(super::quantize(y as f32));
        most = most.max(d);
        differ += usize::from(d > 0);
    }
    (most, differ)
}

/// Finite-horizon expectimax over the whole part: the value of every state
/// when the game is counted 0 after `horizon` throws (one Jacobi step per
/// throw from 0: exactly the horizon-limited game's value).
#[must_use]
pub fn horizon_values(part: &Part, horizon: u32) -> Vec<f64> {
    let mut u = vec![0.0; part.len()];
    let mut next = vec![0.0; part.len()];
    for _ in 0..horizon {
        for (s, slot) in next.iter_mut().enumerate() {
            *slot = part.bellman(s, &u);
        }
        std::mem::swap(&mut u, &mut next);
    }
    u
}

/// Every move of state `s` at every throw under the values `u` (by place):
/// its value, whether it stays, its chance of ending the game at once and
/// its successors (as "x ... / o ...", the successor's thrower as x),
/// the first best marked `*`.
#[must_use]
pub fn explain(part: &Part, s: usize, u: &[f64]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{} (value {:+.6}):", part.describe(s), u[s]);
    for t in 0..5 {
        let best = best_move(part, s, t, u);
        for m in part.moves(s, t) {
            let successors: Vec<String> = part
                .terms(m)
                .map(|k| {
                    let q = part.target[k];
                    format!(
                        "{:.4} {}{}",
                        part.weight[k],
                        if q & NEGATE == 0 { "again " } else { "" },
                        part.describe((q & !NEGATE) as usize)
                    )
                })
                .collect();
            let _ = writeln!(
                out,
                "  throw {}{} {:+.6}{} ends {:.4} -> {}",
                t + 1,
                if m as u32 == best { " *" } else { "  " },
                part.value(m, u),
                if part.stay[m] { " stay" } else { "" },
                part.ends(m),
                successors.join("; ")
            );
        }
    }
    out
}

/// Under the choices `policy` (or, without, those of the values `u`, by
/// place): each state's expected throws to the end (infinite where play may
/// never end) and whether its thrower stays at every throw where a stay is
/// possible.
#[must_use]
pub fn expected_throws(part: &Part, u: &[f64], policy: Option<&[u32]>) -> (Vec<f64>, Vec<bool>) {
    let policy = policy.map_or_else(|| part.greedy(u), <[u32]>::to_vec);
    let l = lengths(part, &policy, &[]);
    let stays = (0..part.len())
        .map(|s| {
            (0..5).all(|t| {
                let m = policy[5 * s + t] as usize;
                part.stay[m] || !part.moves(s, t).any(|k| part.stay[k])
            })
        })
        .collect();
    (l.expected, stays)
}

/// The states from which the game cannot end under the first best moves of
/// the values `u` (by place; ties to the first move, as a table's choices
/// are taken).
#[must_use]
pub fn never_under_first_best(part: &Part, u: &[f64]) -> Vec<usize> {
    let policy = part.greedy(u);
    let chain = Chain {
        part,
        policy: &policy,
    };
    let can = chain.can_end();
    (0..part.len()).filter(|&s| !can[s]).collect()
}

/// A choice that is no move: hold for ever from here (the side plays, at
/// this throw and every later one, a move that ends nothing and keeps play
/// in its hold set), so play never ends and the game is worth 0.
const HOLD: u32 = u32::MAX - 1;

/// The doubled chain of play on a stratum pair: node `2s` is state `s` with
/// x to throw, node `2s + 1` the same board with o to throw (the thrower
/// always "mine"), values from x's view, choices per node and throw.
struct Duel<'a> {
    part: &'a Part,
    range: Range<usize>,
    /// Per node (global, `2s + side`) and throw: a move, [`HOLD`] or
    /// [`NONE`].
    policy: &'a [u32],
}

impl Duel<'_> {
    /// The pair's nodes.
    fn len(&self) -> usize {
        2 * self.range.len()
    }

    /// The first node of the pair.
    fn base(&self) -> usize {
        2 * self.range.start
    }

    /// The node's place among the pair's nodes, if it is one of them.
    fn local(&self, node: usize) -> Option<usize> {
        (self.base()..self.base() + self.len())
            .contains(&node)
            .then(|| node - self.base())
    }

    /// The local nodes that reach `seeds` under the choices (a chance above 0).
    fn reaching(&self, seeds: Vec<bool>) -> Vec<bool> {
        let edges = (0..self.len()).flat_map(|i| {
            let node = self.base() + i;
            (0..5)
                .map(move |t| self.policy[5 * node + t])
                .filter(|&c| c != NONE && c != HOLD)
                .flat_map(|c| self.part.terms(c as usize))
                .filter(|&k| self.part.weight[k] > 0.0)
                .filter_map(move |k| self.local(successor(node, self.part.target[k])))
                .map(move |j| (i, j))
        });
        reaching_back(self.len(), edges, seeds)
    }

    /// The local nodes from which play can leave the pair, end, or reach a
    /// hold (whose value is fixed at 0) with a chance above 0.
    fn can_settle(&self) -> Vec<bool> {
        let seeds = (0..self.len())
            .map(|i| {
                let node = self.base() + i;
                (0..5).any(|t| {
                    let c = self.policy[5 * node + t];
                    c == HOLD
                        || (c != NONE
                            && (self.part.ends(c as usize) > 1e-12
                                || self.part.terms(c as usize).any(|k| {
                                    self.local(successor(node, self.part.target[k])).is_none()
                                })))
                })
            })
            .collect();
        self.reaching(seeds)
    }

    /// `y = Q x` on the pair's nodes: the chance-weighted values of the
    /// chosen moves' successors within the pair.
    fn apply(&self, x: &[f64], y: &mut [f64]) {
        for (i, slot) in y.iter_mut().enumerate() {
            let node = self.base() + i;
            let mut sum = 0.0;
            for t in 0..5 {
                let c = self.policy[5 * node + t];
                if c == NONE || c == HOLD {
                    continue;
                }
                let mut inner = 0.0;
                for k in self.part.terms(c as usize) {
                    if let Some(j) = self.local(successor(node, self.part.target[k])) {
                        inner += self.part.weight[k] * x[j];
                    }
                }
                sum += self.part.p[t] * inner;
            }
            *slot = sum;
        }
    }

    /// The fixed part of each local node's value: the chosen moves' wins at
    /// once and the values `w` of successors outside the pair.
    fn fixed(&self, w: &[f64]) -> Vec<f64> {
        (0..self.len())
            .map(|i| {
                let node = self.base() + i;
                let mut sum = 0.0;
                for t in 0..5 {
                    let c = self.policy[5 * node + t];
                    if c == NONE || c == HOLD {
                        continue;
                    }
                    let m = c as usize;
                    let mut inner = side_sign(node) * self.part.konst[m];
                    for k in self.part.terms(m) {
                        let q = successor(node, self.part.target[k]);
                        if self.local(q).is_none() {
                            inner += self.part.weight[k] * w[q];
                        }
                    }
                    sum += self.part.p[t] * inner;
                }
                sum
            })
            .collect()
    }
}

/// The node a term leads to from `node` (the side to throw flips when the
/// turn passes).
fn successor(node: usize, target: u32) -> usize {
    2 * (target & !NEGATE) as usize + ((node & 1) ^ usize::from(target & NEGATE != 0))
}

/// +1 where x throws, -1 where o throws: a move's win at once is the
/// thrower's.
fn side_sign(node: usize) -> f64 {
    if node & 1 == 0 { 1.0 } else { -1.0 }
}

/// A choice's value for x at `node` under the values `w` (by node, x's view).
fn duel_value(part: &Part, node: usize, c: u32, w: &[f64]) -> f64 {
    if c == HOLD {
        return 0.0;
    }
    let m = c as usize;
    let mut v = side_sign(node) * part.konst[m];
    for k in part.terms(m) {
        v += part.weight[k] * w[successor(node, part.target[k])];
    }
    v
}

/// The best choice at `node` and throw `t` for its thrower (x maximises,
/// o minimises x's value), a hold among the options when `hold`; ties to
/// the first move, a hold only when it gains more than [`GAIN`] over every
/// move. Returns the choice and its value for x.
fn duel_best(part: &Part, node: usize, t: usize, w: &[f64], hold: bool) -> (u32, f64) {
    let sign = side_sign(node);
    let mut best = (NONE, f64::NEG_INFINITY);
    for m in part.moves(node / 2, t) {
        let v = sign * duel_value(part, node, m as u32, w);
        if v > best.1 {
            best = (m as u32, v);
        }
    }
    if hold && 0.0 > best.1 + GAIN {
        best = (HOLD, 0.0);
    }
    (best.0, sign * best.1)
}

/// The largest set of the pair's nodes (local, as [`Duel`]) where the side
/// `side` (0: x, 1: o), deviating, can keep play going for ever: at its own
/// nodes, at every throw, a move that ends nothing and leads only into the
/// set; at the other side's nodes, at every throw the chosen move of
/// `policy` does so (or is a hold), or with `policy` `None`, every move
/// does so (the hold then holds whatever the other side plays).
fn holdable(part: &Part, range: Range<usize>, side: usize, policy: Option<&[u32]>) -> Vec<bool> {
    let base = 2 * range.start;
    let len = 2 * range.len();
    let mut inside = vec![true; len];
    loop {
        let mut changed = false;
        for i in 0..len {
            if !inside[i] {
                continue;
            }
            let node = base + i;
            let keeps = |m: usize| {
                part.ends(m) <= 1e-12
                    && part.terms(m).all(|k| {
                        let q = successor(node, part.target[k]);
                        q >= base && q < base + len && inside[q - base]
                    })
            };
            let s = node / 2;
            let ok = (0..5).all(|t| {
                if node & 1 == side {
                    part.moves(s, t).any(keeps)
                } else if let Some(policy) = policy {
                    let c = policy[5 * node + t];
                    c == NONE || c == HOLD || keeps(c as usize)
                } else {
                    part.moves(s, t).all(keeps)
                }
            });
            if !ok {
                inside[i] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    inside
}

/// Evaluates the choices on a pair (the values of the pairs before final):
/// local nodes from which play can neither end, leave the pair nor reach a
/// hold get 0 (play that never ends), the others solve the linear system.
/// Returns the products, the largest residual and the nodes held at 0.
fn duel_evaluate(duel: &Duel<'_>, w: &mut [f64]) -> (usize, f64, usize) {
    let active = duel.can_settle();
    let never = active.iter().filter(|&&a| !a).count();
    let b = duel.fixed(w);
    let base = duel.base();
    let mut x = w[base..base + duel.len()].to_vec();
    let (products, residual) = bicgstab(
        &|x, y| duel.apply(x, y),
        &active,
        &b,
        &mut x,
        RESIDUAL,
        20_000,
    );
    w[base..base + duel.len()].copy_from_slice(&x);
    (products, residual, never)
}

/// What [`hoffman_karp`] did on one stratum pair.
#[derive(Debug, Clone, Default)]
pub struct HkPair {
    /// The pair (pieces of one side, of the other).
    pub pair: (u32, u32),
    /// Its unfinished states (each one node with x to throw and one with o).
    pub states: usize,
    /// Rounds of o's improvement (each after x's best response).
    pub outer: u32,
    /// Rounds of x's policy iteration, over all outer rounds.
    pub inner: u32,
    /// Products of the linear solves (all rounds).
    pub products: usize,
    /// Nodes from which play never ends under the final choices.
    pub never: usize,
    /// The largest residual of its last solve.
    pub residual: f64,
    /// Nodes of o's holds against any x (o may choose a hold there).
    pub o_holds: usize,
}

/// What [`hoffman_karp`] did and found.
#[derive(Debug, Clone, Default)]
pub struct HkReport {
    /// Per pair, in solving order.
    pub pairs: Vec<HkPair>,
    /// Pairs stopped because o's choices came back to ones seen before
    /// (outer rounds), or x's policy iteration did not settle (inner).
    pub cycles: Vec<((u32, u32), u32)>,
    /// The largest residual of the final solves.
    pub residual: f64,
    /// The longest expected time (throws) under the final choices until play
    /// ends or reaches a hold: the residual's factor in the error bound.
    pub longest: f64,
    /// The largest residual of the game's Bellman equation over every node
    /// (x: max over its moves and, in its hold set against o's choices, 0;
    /// o: min over its moves and, in its hold set against any x, 0).
    pub bellman: f64,
    /// The largest Bellman residual of the values as a table keeps them (x
    /// to throw's), moves only, as [`PolicyReport::bellman`].
    pub bellman_moves: f64,
    /// The largest `|w(s, x) + w(s, o)|`: the game is the same for both
    /// sides, so each board's two values must be opposite.
    pub symmetry: f64,
    /// Nodes where x can hold for ever against o's final choices, and those
    /// of them valued below 0 by more than a quantum (must be none).
    pub x_stalls: (usize, usize),
    /// Nodes where o can hold for ever against x's final choices, and those
    /// of them valued above 0 by more than a quantum (must be none).
    pub o_stalls: (usize, usize),
    /// Chosen holds (node and throw), x's and o's.
    pub holds: (usize, usize),
}

/// Solves a part by Hoffman-Karp's strategy iteration on the doubled game,
/// pair by pair in solving order (the pairs before final).
///
/// Every board is two nodes, x to throw and o to throw, with values from
/// x's view, so that each side's choices are its own. On a pair: o's
/// choices are fixed and x's best response is solved as a one-player game
/// (a Markov decision process of total reward) by policy iteration: exact
/// evaluation (nodes from which play can neither end, leave the pair nor
/// reach a hold are worth 0, the others by BiCGSTAB to 1e-12) and a change
/// only where another choice gains more than 1e-9. x's options include a
/// hold (worth 0) at every node of its hold set against o's choices (the
/// largest set where x can keep play going for ever, see `holdable`):
/// without it a policy iteration cannot see that holding for ever beats a
/// negative value (a stay's one-step gain is 0). Then o improves against
/// x's best response (a change only where it lowers x's value by more
/// than 1e-9), with a hold among its options at the nodes where o can keep
/// play going for ever whatever x does; and again, until o changes
/// nothing. A repeat of o's choices is reported as a cycle.
///
/// Then checks, as [`policy_iteration`]'s: the game's Bellman equation at
/// every node, the two values of each board opposite, the residual times
/// the longest expected time, and both sides' stalls against the other's
/// final choices. Returns the values by place (x to throw's, as a table
/// keeps them), the choices by node and the report. `progress` is called
/// after every outer round with the pair's report so far.
#[must_use]
pub fn hoffman_karp(part: &Part, progress: &dyn Fn(&HkPair)) -> (Vec<f64>, Vec<u32>, HkReport) {
    let n = part.len();
    let mut w = vec![0.0; 2 * n];
    let mut policy = vec![NONE; 10 * n];
    let mut x_hold = vec![false; 2 * n];
    let mut o_hold = vec![false; 2 * n];
    let mut report = HkReport::default();
    for (pair, range) in &part.pairs {
        let (base, len) = (2 * range.start, 2 * range.len());
        let nodes = base..base + len;
        for node in nodes.clone() {
            for t in 0..5 {
                policy[5 * node + t] = duel_best(part, node, t, &w, false).0;
            }
        }
        // o's holds against any x: fixed for the pair.
        let zo = holdable(part, range.clone(), 1, None);
        for (i, &h) in zo.iter().enumerate() {
            o_hold[base + i] = h && (base + i) & 1 == 1;
        }
        let mut entry = HkPair {
            pair: *pair,
            states: range.len(),
            o_holds: zo
                .iter()
                .enumerate()
                .filter(|&(i, &h)| h && (base + i) & 1 == 1)
                .count(),
            ..HkPair::default()
        };
        let mut seen: Vec<u64> = Vec::new();
        loop {
            entry.outer += 1;
            // x's best response against o's choices.
            let zx = holdable(part, range.clone(), 0, Some(&policy));
            for (i, &h) in zx.iter().enumerate() {
                x_hold[base + i] = h && (base + i) & 1 == 0;
            }
            let mut inner = 0;
            loop {
                inner += 1;
                let duel = Duel {
                    part,
                    range: range.clone(),
                    policy: &policy,
                };
                let (done, residual, never) = duel_evaluate(&duel, &mut w);
                entry.products += done;
                entry.residual = residual;
                entry.never = never;
                let mut changed = false;
                for node in nodes.clone().step_by(2) {
                    for t in 0..5 {
                        let now = duel_value(part, node, policy[5 * node + t], &w);
                        let (best, v) = duel_best(part, node, t, &w, x_hold[node]);
                        if v > now + GAIN {
                            policy[5 * node + t] = best;
                            changed = true;
                        }
                    }
                }
                if !changed {
                    break;
                }
                if inner >= 500 {
                    report.cycles.push((*pair, entry.outer));
                    break;
                }
            }
            entry.inner += inner;
            progress(&entry);
            // o improves against x's best response.
            let mut changed = false;
            for node in nodes.clone().skip(1).step_by(2) {
                for t in 0..5 {
                    let now = duel_value(part, node, policy[5 * node + t], &w);
                    let (best, v) = duel_best(part, node, t, &w, o_hold[node]);
                    if v < now - GAIN {
                        policy[5 * node + t] = best;
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
            let odd: Vec<u32> = nodes
                .clone()
                .skip(1)
                .step_by(2)
                .flat_map(|node| policy[5 * node..5 * node + 5].iter().copied())
                .collect();
            let hash = fingerprint(&odd);
            if seen.contains(&hash) || entry.outer >= 200 {
                report.cycles.push((*pair, entry.outer));
                break;
            }
            seen.push(hash);
        }
        report.residual = report.residual.max(entry.residual);
        report.pairs.push(entry);
    }
    // Checks. The game's Bellman equation, each side with its holds.
    report.bellman = (0..2 * n)
        .map(|node| {
            let v: f64 = (0..5)
                .map(|t| {
                    let hold = if node & 1 == 0 {
                        x_hold[node]
                    } else {
                        o_hold[node]
                    };
                    part.p[t] * duel_best(part, node, t, &w, hold).1
                })
                .sum();
            (v - w[node]).abs()
        })
        .fold(0f64, f64::max);
    let u: Vec<f64> = (0..n).map(|s| w[2 * s]).collect();
    report.bellman_moves = (0..n)
        .map(|s| (part.bellman(s, &u) - u[s]).abs())
        .fold(0f64, f64::max);
    report.symmetry = (0..n)
        .map(|s| (w[2 * s] + w[2 * s + 1]).abs())
        .fold(0f64, f64::max);
    // The longest expected time until play ends or reaches a hold.
    let all = Duel {
        part,
        range: 0..n,
        policy: &policy,
    };
    let active = all.can_settle();
    let b: Vec<f64> = active.iter().map(|&a| if a { 1.0 } else { 0.0 }).collect();
    let mut time = vec![0.0; 2 * n];
    let _ = bicgstab(
        &|x, y| all.apply(x, y),
        &active,
        &b,
        &mut time,
        1e-9,
        20_000,
    );
    report.longest = time.iter().copied().fold(0f64, f64::max);
    // Stalls: each side deviating against the other's final choices.
    let q = f64::from(QUANTUM);
    for (_, range) in &part.pairs {
        let base = 2 * range.start;
        for side in 0..2 {
            let set = holdable(part, range.clone(), side, Some(&policy));
            for (i, &h) in set.iter().enumerate() {
                let node = base + i;
                if !h || node & 1 != side {
                    continue;
                }
                if side == 0 {
                    report.x_stalls.0 += 1;
                    report.x_stalls.1 += usize::from(w[node] < -q);
                } else {
                    report.o_stalls.0 += 1;
                    report.o_stalls.1 += usize::from(w[node] > q);
                }
            }
        }
    }
    for (i, &c) in policy.iter().enumerate() {
        if c == HOLD {
            if (i / 5) & 1 == 0 {
                report.holds.0 += 1;
            } else {
                report.holds.1 += 1;
            }
        }
    }
    (u, policy, report)
}

#[cfg(test)]
mod tests {
    use super::*;
    use senet_engine::RulesetId;

    /// The part skiryuk ships (`endgame/part.rs`) is what policy iteration
    /// gives today, bit for bit once quantised: a change of the rules, the
    /// move generator or the solver that changes it fails here (then ship
    /// it again: `endings_chain --solve --ship`, its doc comment says how).
    #[test]
    #[ignore = "half a minute of CPU: CI runs it (.ci/run)"]
    fn study_the_shipped_part_is_policy_iterations_solve() {
        let rules = RulesetId::Skiryuk.ruleset();
        let part = Part::new(rules, 3, 1);
        let (values, _, report) = policy_iteration(&part, None);
        assert!(report.cycles.is_empty(), "{:?}", report.cycles);
        assert_eq!(report.stall_gains, 0);
        assert!(report.residual * report.longest * 65535.0 < 1.0);
        let solved = table_of(rules, &part, &values);
        let shipped = super::super::part::embedded(RulesetId::Skiryuk).expect("shipped");
        let raw = super::super::part::unpack(rules, shipped).expect("sound");
        assert!(
            solved.to_bytes() == raw,
            "the shipped part differs from a fresh solve"
        );
    }

    /// Skiryuk's pairs {(1, 1)} and {(1, 2), (2, 1)} solved by policy
    /// iteration: no cycle, the Bellman equation at every state, no stall
    /// that would gain, the same stored values as the sweeps (within one
    /// step), and the values of finite-horizon expectimax (0 after the
    /// horizon) coming to them as the horizon grows.
    #[test]
    fn policy_iteration_agrees_with_the_sweeps_and_brute_force() {
        let rules = RulesetId::Skiryuk.ruleset();
        let part = Part::new(rules, 2, 1);
        assert_eq!(part.len(), 25_230);
        let (values, _, report) = policy_iteration(&part, None);
        assert!(report.cycles.is_empty(), "{:?}", report.cycles);
        assert!(report.bellman < 1e-9, "Bellman residual {}", report.bellman);
        assert!(
            report.residual * report.longest < f64::from(QUANTUM),
            "error bound {} x {}",
            report.residual,
            report.longest
        );
        assert_eq!(report.stall_gains, 0);
        let (_, raw) = sweeps(rules, 2, 1);
        let (most, _) = quantized_difference(&values, &part.by_place(&raw));
        assert!(most <= 1, "{most} steps from the sweeps");
        let gap = |h: u32| {
            horizon_values(&part, h)
                .iter()
                .zip(&values)
                .map(|(a, b)| (a - b).abs())
                .fold(0f64, f64::max)
        };
        let (short, long) = (gap(50), gap(800));
        assert!(short > 1e-3, "50 throws already within {short}");
        assert!(long < 1e-9, "800 throws still {long} away");
    }

    /// Where a side stays whenever it can, x on 26, 28 and 29 keeps a lone
    /// o behind 26 for ever: the chain finds that the game cannot end there
    /// (and can end where o is free), and the stall check finds that x can
    /// keep play going.
    #[test]
    fn chains_count_games_that_cannot_end() {
        let rules = RulesetId::Skiryuk.ruleset();
        let part = Part::new(rules, 3, 1);
        // Choose a stay wherever one exists, else the first move.
        let policy: Vec<u32> = (0..part.len())
            .flat_map(|s| {
                let part = &part;
                (0..5).map(move |t| {
                    let mut moves = part.moves(s, t);
                    let first = moves.start as u32;
                    moves.find(|&m| part.stay[m]).map_or(first, |m| m as u32)
                })
            })
            .collect();
        let l = lengths(&part, &policy, &[]);
        let held = part.find(&[26, 28, 29], &[23]).map_or(usize::MAX, |s| s);
        assert!(l.never[held], "{}", part.describe(held));
        assert!(l.expected[held].is_infinite());
        let free = part.find(&[26, 28, 29], &[27]).map_or(usize::MAX, |s| s);
        assert!(!l.never[free], "{}", part.describe(free));
        assert!(stallable(&part, &policy)[held]);
    }

    /// Skiryuk's pairs {(1, 1)} and {(1, 2), (2, 1)} solved by
    /// Hoffman-Karp: no cycle, every check passed, the values of policy
    /// iteration (checked there against brute force) and of finite-horizon
    /// expectimax at 800 throws, to 1e-9.
    #[test]
    fn hoffman_karp_agrees_with_policy_iteration_and_brute_force() {
        let rules = RulesetId::Skiryuk.ruleset();
        let part = Part::new(rules, 2, 1);
        let (values, _, r) = hoffman_karp(&part, &|_| {});
        assert!(r.cycles.is_empty(), "{:?}", r.cycles);
        assert!(r.bellman < 1e-9, "game Bellman residual {}", r.bellman);
        assert!(
            r.bellman_moves < 1e-9,
            "Bellman residual {}",
            r.bellman_moves
        );
        assert!(
            r.symmetry < 1e-9,
            "x's and o's values differ by {}",
            r.symmetry
        );
        assert!(
            r.residual * r.longest < 1e-9,
            "error bound {} x {}",
            r.residual,
            r.longest
        );
        assert_eq!(r.x_stalls.1, 0);
        assert_eq!(r.o_stalls.1, 0);
        assert!(r.pairs.iter().all(|p| p.outer >= 1 && p.inner >= p.outer));
        let (pi, _, _) = policy_iteration(&part, None);
        let gap = |v: &[f64]| {
            v.iter()
                .zip(&values)
                .map(|(a, b)| (a - b).abs())
                .fold(0f64, f64::max)
        };
        assert!(gap(&pi) < 1e-9, "policy iteration {} away", gap(&pi));
        let far = gap(&horizon_values(&part, 800));
        assert!(far < 1e-9, "800 throws {far} away");
    }

    /// A hand-built move: its win at once and its terms (weight, place,
    /// whether the turn passes).
    type TinyMove = (f64, Vec<(f64, u32, bool)>);

    /// A part built by hand, every throw with the same moves (per state).
    fn tiny(states: &[Vec<TinyMove>]) -> Part {
        let rules = RulesetId::Skiryuk.ruleset();
        let mut part = Part {
            layout: Layout::new(rules, 1, 1),
            order: (0..states.len() as u32).collect(),
            place: (0..states.len() as u32).collect(),
            pairs: vec![((1, 1), 0..states.len())],
            choice: Vec::new(),
            mv: Vec::new(),
            konst: Vec::new(),
            stay: Vec::new(),
            weight: Vec::new(),
            target: Vec::new(),
            p: [0.2; 5],
        };
        for (s, moves) in states.iter().enumerate() {
            for _ in 0..5 {
                part.choice.push(part.mv.len() as u32);
                for (konst, terms) in moves {
                    part.mv.push(part.weight.len() as u32);
                    part.konst.push(*konst);
                    part.stay
                        .push(matches!(terms[..], [(w, q, false)] if w == 1.0 && q == s as u32));
                    for &(w, q, pass) in terms {
                        part.weight.push(w);
                        part.target.push(if pass { q | NEGATE } else { q });
                    }
                }
            }
        }
        part.choice.push(part.mv.len() as u32);
        part.mv.push(part.weight.len() as u32);
        part
    }

    /// A hold that one-step gains cannot see: at A the thrower may stay for
    /// ever (worth 0) or pass the turn to B, where the other side wins half
    /// a game at once (worth -0.5). Moving on is listed first, so both
    /// solvers start with it; policy iteration keeps it (a stay gains 0
    /// against its own value) and its stall check flags A; Hoffman-Karp
    /// holds, and A is worth 0 for both sides.
    #[test]
    fn hoffman_karp_sees_holds_policy_iteration_misses() {
        let part = tiny(&[
            vec![(0.0, vec![(1.0, 1, true)]), (0.0, vec![(1.0, 0, false)])],
            vec![(0.5, vec![])],
        ]);
        let (pi, _, pr) = policy_iteration(&part, None);
        assert!((pi[0] + 0.5).abs() < 1e-12, "policy iteration: {}", pi[0]);
        assert_eq!(pr.stall_gains, 1);
        let (hk, policy, r) = hoffman_karp(&part, &|_| {});
        assert!(hk[0].abs() < 1e-12, "Hoffman-Karp: {}", hk[0]);
        assert!((hk[1] - 0.5).abs() < 1e-12, "B: {}", hk[1]);
        assert!(policy[..5].iter().all(|&c| c == HOLD));
        assert_eq!(r.holds, (5, 5));
        assert!(r.symmetry < 1e-12 && r.bellman < 1e-12 && r.bellman_moves < 1e-12);
        assert_eq!((r.x_stalls, r.o_stalls), ((1, 0), (1, 0)));
        assert!(r.cycles.is_empty());
    }
}

//! The solver's inner loop: the moves of a stratum pair generated once and
//! kept compactly (one 32-bit code per move), and sweeps that settle the
//! values in order of progress, level by level.
//!
//! **Codes.** A move whose value is `±V[target]` (the common case: one
//! successor, weight 1) is its successor's code, with [`NEGATE`] when the
//! other side throws next: its place in the pair's own values ([`LOCAL`])
//! when it is solved in the same pair, else its table index (a pair solved
//! before, or a finished game); a win is [`WIN`]; a successor outside the
//! table (a part of a table) is [`OUTSIDE`] (value 0); anything else (a
//! skiryuk house throw, expanded into its weighted outcomes) is [`GENERIC`]
//! plus the number of its entry in a side list of terms.
//!
//! **Sweeps.** The states are sorted by progress left (the sum of both
//! sides' distances to the end): a move forward lowers it, an exchange or a
//! pass keeps it, water and backward moves raise it. The pair's values are
//! kept in that order while it is solved, so a state's successors (on its
//! own level or a few below) are near it in memory. A sweep visits the
//! levels of equal progress from the lowest; each level is updated in place
//! (Gauss-Seidel), in two fixed blocks when it is large (each block sees its
//! own new values and the other's from before the pass, so the two threads
//! never read what the other writes), and, where pieces never step back,
//! passed over again (at most four times) while it still moves (the cycles
//! of exchanges and passes, which stay on one level); only then is the next
//! level done. The result does not depend on the
//! threads or their timing: a build is reproducible bit for bit, which lets
//! a stopped build resume.

use std::ops::Range;
use std::sync::atomic::{AtomicU32, Ordering};

use super::{END, Graph, NEGATE, Solver, Term, load, progress_of, store};

/// A win for the thrower.
const WIN: u32 = 0x7FFF_FFFF;
/// A successor outside the table (a part of a table): value 0.
const OUTSIDE: u32 = 0x7FFF_FFFE;
/// The first code of a move with several terms.
const GENERIC: u32 = 0x4000_0000;
/// Marks a successor in the pair being solved: the rest of the code is its
/// place in the pair's own values (in solving order), not its table index.
const LOCAL: u32 = 0x2000_0000;

/// Bits per throw in a state's move counts.
const COUNT_BITS: u32 = 6;

/// The states of a level updated alone while the level still moves by more
/// than this (the whole sweeps still decide convergence).
const LEVEL_SETTLED: f32 = 1e-6;

/// The most passes over one level in one sweep (where pieces never step
/// back; see `EndgameTable::solve_by`).
pub(super) const LEVEL_PASSES: u32 = 4;

/// A level at least this large is split between the threads.
const PARALLEL_LEVEL: usize = 4096;

/// The geometric extrapolation of a pair's slow sweeps (see
/// [`Extrapolation`]) applies only while the largest change of a sweep
/// shrinks by a steady ratio of at most this: above it the jump
/// (`r / (1 − r)` times the sweep's change) would be too long to trust.
const EXTRAPOLATE_MAX_RATIO: f32 = 0.9;

/// The ratios of the last three sweeps may differ by at most this for the
/// shrinking to count as steady.
const EXTRAPOLATE_STEADY: f32 = 0.03;

/// No extrapolation once a sweep moves less than this: the ratio is then
/// measured on changes too close to the floats' spacing.
const EXTRAPOLATE_FLOOR: f32 = 1e-5;

/// The moves of a contiguous run of states.
#[derive(Default)]
struct Part {
    /// Per state: the start of its codes in `codes`; one more at the end.
    start: Vec<u32>,
    /// Per state: its moves per throw, [`COUNT_BITS`] each, throw 1 lowest.
    counts: Vec<u32>,
    codes: Vec<u32>,
    /// Per generic move: its constant and the range of its terms.
    generic: Vec<(f32, u32, u32)>,
    terms: Vec<Term>,
}

impl Part {
    /// Adds a state's five choices from `g` (its moves just expanded), each
    /// successor renamed by `map`.
    fn push(&mut self, g: &Graph, map: &(dyn Fn(u32) -> u32 + Sync)) {
        let mut counts = 0u32;
        for t in 0..5 {
            let (m0, m1) = (g.choice_start[t] as usize, g.choice_start[t + 1] as usize);
            let n = (m1 - m0) as u32;
            debug_assert!(n < 1 << COUNT_BITS, "too many moves for one throw");
            counts |= n.min((1 << COUNT_BITS) - 1) << (COUNT_BITS * t as u32);
            for m in m0..m0 + n.min((1 << COUNT_BITS) - 1) as usize {
                let terms = &g.terms[g.move_start[m] as usize..g.move_start[m + 1] as usize];
                let constant = g.move_const[m];
                let code = match terms {
                    [] if constant == 1.0 => WIN,
                    [] if constant == 0.0 => OUTSIDE,
                    [term] if constant == 0.0 && term.weight == 1.0 => map(term.target),
                    _ => {
                        let first = self.terms.len() as u32;
                        self.terms.extend(terms.iter().map(|t| Term {
                            weight: t.weight,
                            target: map(t.target),
                        }));
                        self.generic
                            .push((constant, first, self.terms.len() as u32));
                        GENERIC + (self.generic.len() - 1) as u32
                    }
                };
                self.codes.push(code);
            }
        }
        self.counts.push(counts);
        self.start.push(self.codes.len() as u32);
    }

    /// A move's value split as `a + b·v`, `v` being the value of state `me`
    /// itself (`me == u32::MAX`: nothing is split off); `local` holds the
    /// values of the pair being solved, `values` the table's.
    #[inline]
    fn parts(&self, code: u32, me: u32, local: &[AtomicU32], values: &[AtomicU32]) -> (f32, f32) {
        match code {
            WIN => (1.0, 0.0),
            OUTSIDE => (0.0, 0.0),
            c if c & NEGATE == 0 && c >= GENERIC => {
                let (constant, t0, t1) = self.generic[(c - GENERIC) as usize];
                let (mut a, mut b) = (constant, 0f32);
                for term in &self.terms[t0 as usize..t1 as usize] {
                    if term.target == me {
                        b += term.weight;
                    } else {
                        a += term.weight * signed(term.target, local, values);
                    }
                }
                (a, b)
            }
            c if c == me => (0.0, 1.0),
            c => (signed(c, local, values), 0.0),
        }
    }
}

#[inline]
fn signed(target: u32, local: &[AtomicU32], values: &[AtomicU32]) -> f32 {
    let at = target & !NEGATE;
    let v = if at & LOCAL == 0 {
        load(values, at as usize)
    } else {
        load(local, (at & !LOCAL) as usize)
    };
    if target & NEGATE != 0 { -v } else { v }
}

/// A stratum pair's moves, in parts of equal length.
pub(super) struct Moves {
    parts: Vec<Part>,
    per: usize,
}

impl Moves {
    /// Expands the moves of `states` on `threads` threads; with `pair` (the
    /// ranges of the table's values that `states` are from, and `states`'
    /// table indices), a successor among `states` is coded by its place in
    /// `states` ([`LOCAL`]), so that the sweeps read the pair's values from
    /// an array in solving order: the successors of a state are then mostly
    /// near it in memory (on the same level of progress or a few below).
    pub(super) fn build(
        solver: &Solver<'_>,
        states: &[(u32, u32)],
        pair: Option<(&[Range<usize>], &[u32])>,
        threads: usize,
    ) -> Moves {
        let place = pair.map(|(ranges, indices)| Place::new(ranges, indices));
        let map = |target: u32| place.as_ref().map_or(target, |p| p.code(target));
        let map = &map;
        let per = states.len().div_ceil(threads.max(1)).max(1);
        let parts = std::thread::scope(|scope| {
            let handles: Vec<_> = states
                .chunks(per)
                .map(|chunk| {
                    scope.spawn(move || {
                        let mut part = Part {
                            start: vec![0],
                            ..Part::default()
                        };
                        part.counts.reserve(chunk.len());
                        part.start.reserve(chunk.len());
                        let mut g = Graph::default();
                        for &(mine, theirs) in chunk {
                            g.clear();
                            for t in 1..=5u8 {
                                solver.expand_choice(mine, theirs, t, &mut g);
                            }
                            g.finish();
                            part.push(&g, map);
                        }
                        part.codes.shrink_to_fit();
                        part
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().unwrap_or_default())
                .collect()
        });
        Moves { parts, per }
    }

    /// The table's choice at the pair's `s`-th state for each throw, as the
    /// draw's horizons need it (see `Solver::horizon`): the successor (its
    /// table index) of the first of the best moves, [`END`] when that move
    /// wins (or leaves a part of a table), `None` when a move has several
    /// terms (a house throw's outcomes). `order` holds the table index of
    /// each of the pair's places, `values` the pair's final values. The same
    /// choice as `Graph::best_target` makes from the moves generated again.
    pub(super) fn choices(
        &self,
        s: usize,
        order: &[u32],
        values: &[AtomicU32],
    ) -> Option<[u32; 5]> {
        let (part, within) = self.locate(s);
        let counts = part.counts[within];
        let mut at = part.start[within] as usize;
        let mut out = [END; 5];
        for (t, slot) in out.iter_mut().enumerate() {
            let n = ((counts >> (COUNT_BITS * t as u32)) & ((1 << COUNT_BITS) - 1)) as usize;
            let mut best = f32::NEG_INFINITY;
            for &code in &part.codes[at..at + n] {
                let (value, target) = match code {
                    WIN => (1.0, END),
                    OUTSIDE => (0.0, END),
                    c if c & NEGATE == 0 && c >= GENERIC => return None,
                    c => {
                        let place = c & !NEGATE;
                        let index = if place & LOCAL == 0 {
                            place
                        } else {
                            *order.get((place & !LOCAL) as usize)?
                        };
                        let v = load(values, index as usize);
                        (if c & NEGATE == 0 { v } else { -v }, index)
                    }
                };
                if value > best {
                    best = value;
                    *slot = target;
                }
            }
            at += n;
        }
        Some(out)
    }

    /// The part holding the `s`-th state's moves and its place there. A
    /// pair has a part per thread (two at most), so a subtraction or two
    /// finds it: cheaper than a division in the solver's innermost loop.
    #[inline]
    fn locate(&self, s: usize) -> (&Part, usize) {
        let (mut k, mut within) = (0, s);
        while within >= self.per && k + 1 < self.parts.len() {
            within -= self.per;
            k += 1;
        }
        (&self.parts[k], within)
    }

    /// The bytes the moves take (for measurements).
    pub(super) fn bytes(&self) -> usize {
        self.parts
            .iter()
            .map(|p| {
                4 * (p.start.capacity() + p.counts.capacity() + p.codes.capacity())
                    + 12 * p.generic.capacity()
                    + std::mem::size_of::<Term>() * p.terms.capacity()
            })
            .sum()
    }

    /// The Bellman update of state `s` (the pair's `s`-th): `v = Σ_t p_t ·
    /// max_m (a_m + b_m·v)`, with the moves back to `me` itself (`b`) solved
    /// exactly (`me == u32::MAX`: none are) rather than taken at `current`.
    /// The right side is convex and piecewise linear in `v` with slope below
    /// 1 (unless every throw's best move is a pure self-loop, when any value
    /// solves it and `current` is kept), so Newton steps from `current`
    /// reach the solution.
    #[inline]
    pub(super) fn update(
        &self,
        s: usize,
        me: u32,
        p: &[f32; 5],
        (local, values): (&[AtomicU32], &[AtomicU32]),
        current: f32,
    ) -> f32 {
        let (part, within) = self.locate(s);
        let counts = part.counts[within];
        let first = part.start[within] as usize;
        let mut v = 0f32;
        let mut looped = false;
        let mut at = first;
        for (t, &pt) in p.iter().enumerate() {
            let n = ((counts >> (COUNT_BITS * t as u32)) & ((1 << COUNT_BITS) - 1)) as usize;
            let mut best = f32::NEG_INFINITY;
            for &code in &part.codes[at..at + n] {
                let (a, b) = part.parts(code, me, local, values);
                looped |= b > 0.0;
                best = best.max(a + b * current);
            }
            at += n;
            if best.is_finite() {
                v += pt * best;
            }
        }
        if !looped {
            return v;
        }
        let mut x = current;
        for _ in 0..16 {
            // The tangent at x: the best moves at x, their constant and slope.
            let (mut constant, mut slope) = (0f32, 0f32);
            let mut at = first;
            for (t, &pt) in p.iter().enumerate() {
                let n = ((counts >> (COUNT_BITS * t as u32)) & ((1 << COUNT_BITS) - 1)) as usize;
                let mut best = (f32::NEG_INFINITY, 0f32, 0f32);
                for &code in &part.codes[at..at + n] {
                    let (a, b) = part.parts(code, me, local, values);
                    if a + b * x > best.0 {
                        best = (a + b * x, a, b);
                    }
                }
                at += n;
                if best.0.is_finite() {
                    constant += pt * best.1;
                    slope += pt * best.2;
                }
            }
            if slope > 1.0 - 1e-6 {
                return current;
            }
            let next = constant / (1.0 - slope);
            if (next - x).abs() <= 1e-9 {
                return next;
            }
            x = next;
        }
        x
    }
}

/// How a pair's sweeps update its levels.
#[derive(Copy, Clone)]
pub(super) struct How {
    /// Whether each state's moves back to itself are solved exactly.
    pub(super) refined: bool,
    /// The most passes over one level in one sweep.
    pub(super) passes: u32,
}

/// Where the states of a pair are in solving order, by table index.
struct Place<'a> {
    ranges: &'a [Range<usize>],
    /// Per value of `ranges` (in turn): its place, or `u32::MAX` (a
    /// finished game, not solved).
    at: Vec<u32>,
}

impl<'a> Place<'a> {
    fn new(ranges: &'a [Range<usize>], indices: &[u32]) -> Place<'a> {
        let mut at = vec![u32::MAX; ranges.iter().map(ExactSizeIterator::len).sum()];
        for (s, &index) in indices.iter().enumerate() {
            let mut offset = 0;
            for r in ranges {
                if r.contains(&(index as usize)) {
                    at[offset + index as usize - r.start] = s as u32;
                    break;
                }
                offset += r.len();
            }
        }
        Place { ranges, at }
    }

    /// A successor's code: [`LOCAL`] and its place when it is solved in the
    /// pair, else its table index as it is.
    fn code(&self, target: u32) -> u32 {
        let index = (target & !NEGATE) as usize;
        let mut offset = 0;
        for r in self.ranges {
            if r.contains(&index) {
                let place = self.at[offset + index - r.start];
                return if place == u32::MAX {
                    target
                } else {
                    (target & NEGATE) | LOCAL | place
                };
            }
            offset += r.len();
        }
        target
    }
}

/// The ranges of equal progress of `states` (sorted by progress).
pub(super) fn levels(states: &[(u32, u32)], race: bool) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut begin = 0;
    for s in 1..=states.len() {
        let (m, t) = states[s - 1];
        let here = progress_of(m, t, race);
        if s == states.len() || progress_of(states[s].0, states[s].1, race) != here {
            out.push(begin..s);
            begin = s;
        }
    }
    out
}

impl Solver<'_> {
    /// Solves one stratum pair: its non-terminal states, sorted by
    /// progress, given by their `indices`, their `levels` of equal progress
    /// ([`levels`]) and their moves, as `how` says. Returns the whole sweeps
    /// needed (each reported to `sweep_done`).
    pub(super) fn sweep_levels(
        &self,
        levels: &[Range<usize>],
        indices: &[u32],
        moves: &Moves,
        how: How,
        threads: usize,
        sweep_done: &dyn Fn(u32),
    ) -> u32 {
        let How { refined, passes } = how;
        if indices.is_empty() {
            return 1;
        }
        let me = |s: usize| if refined { LOCAL | s as u32 } else { u32::MAX };
        // The pair's values in solving order, twice: the second block of a
        // large level reads and writes the second copy (see `pass`).
        let local: Vec<AtomicU32> = indices
            .iter()
            .map(|&i| AtomicU32::new(load(&self.values, i as usize).to_bits()))
            .collect();
        let shadow: Vec<AtomicU32> = local
            .iter()
            .map(|v| AtomicU32::new(v.load(Ordering::Relaxed)))
            .collect();
        let arrays = [local.as_slice(), shadow.as_slice()];

        let done = |sweep: u32| {
            for (&i, v) in indices.iter().zip(&local) {
                store(
                    &self.values,
                    i as usize,
                    f32::from_bits(v.load(Ordering::Relaxed)),
                );
            }
            sweep
        };
        let mut extrapolation = (!refined).then(|| Extrapolation::new(&local));
        for sweep in 1..=super::MAX_SWEEPS {
            let mut delta = 0f32;
            for level in levels {
                for pass in 0..passes.max(1) {
                    let moved = self.pass(level.clone(), moves, &me, threads, arrays);
                    if pass == 0 {
                        delta = delta.max(moved);
                    }
                    if moved < LEVEL_SETTLED {
                        break;
                    }
                }
            }
            sweep_done(sweep);
            if delta < 1e-6 {
                return done(sweep);
            }
            if let Some(e) = extrapolation.as_mut() {
                e.after_sweep(delta, arrays);
            }
        }
        done(super::MAX_SWEEPS)
    }

    /// One Gauss-Seidel pass over the states `level`, in place in the pair's
    /// own values (`arrays`, indexed by place in solving order); returns the
    /// largest change. A level of [`PARALLEL_LEVEL`] states or more is cut
    /// in two blocks, whatever the number of threads: the first block is
    /// updated in `arrays[0]`, the second in `arrays[1]` (two copies of the
    /// same values), each in order, so each block sees its own new values
    /// and the other block's values from before the pass; then each block's
    /// new values are copied into the other array. No value is read while
    /// another thread may write it, so the result is the same on one thread
    /// or two: a build is reproducible bit for bit.
    fn pass(
        &self,
        level: Range<usize>,
        moves: &Moves,
        me: &(dyn Fn(usize) -> u32 + Sync),
        threads: usize,
        arrays: [&[AtomicU32]; 2],
    ) -> f32 {
        let work = |range: Range<usize>, local: &[AtomicU32]| -> f32 {
            let mut moved = 0f32;
            for s in range {
                let old = load(local, s);
                let v = moves.update(s, me(s), &self.p, (local, &self.values), old);
                moved = moved.max((v - old).abs());
                store(local, s, v);
            }
            moved
        };
        let copy = |range: Range<usize>, from: &[AtomicU32], to: &[AtomicU32]| {
            for (t, f) in to[range.clone()].iter().zip(&from[range]) {
                t.store(f.load(Ordering::Relaxed), Ordering::Relaxed);
            }
        };
        if level.len() < PARALLEL_LEVEL {
            let moved = work(level.clone(), arrays[0]);
            copy(level, arrays[0], arrays[1]);
            return moved;
        }
        let middle = level.start + level.len() / 2;
        let (first, second) = (level.start..middle, middle..level.end);
        let moved = if threads < 2 {
            work(first.clone(), arrays[0]).max(work(second.clone(), arrays[1]))
        } else {
            std::thread::scope(|scope| {
                let other = scope.spawn(|| work(second.clone(), arrays[1]));
                let here = work(first.clone(), arrays[0]);
                here.max(other.join().unwrap_or(f32::INFINITY))
            })
        };
        copy(first, arrays[0], arrays[1]);
        copy(second, arrays[1], arrays[0]);
        moved
    }

    /// Whether the values of `states` (with their `indices` and `moves`)
    /// satisfy the Bellman equation within `tolerance` at `samples` states
    /// spread over them: a kept stratum pair is checked so before use.
    pub(super) fn holds(
        &self,
        indices: &[u32],
        moves: &Moves,
        samples: usize,
        tolerance: f32,
    ) -> bool {
        if indices.is_empty() {
            return true;
        }
        let step = (indices.len() / samples.max(1)).max(1);
        (0..indices.len()).step_by(step).all(|s| {
            let index = indices[s];
            let old = load(&self.values, index as usize);
            let v = moves.update(s, u32::MAX, &self.p, (&[], &self.values), old);
            (v - old).abs() <= tolerance && old.is_finite()
        })
    }
}

/// Aitken-style extrapolation of a pair's Gauss-Seidel sweeps.
///
/// Late in a large pair's solve, the largest change of a sweep shrinks by a
/// nearly constant ratio `r` (arcade's pair (3, 3): about 0.75 from the 20th
/// of its 44 sweeps on): one slow mode is left, the error of each value
/// shrinking by `r` a sweep. Its error after a sweep is then `r / (1 − r)`
/// times the sweep's change, with the sign of the change, so adding that to
/// every value removes most of it at once. When the last three ratios agree
/// within [`EXTRAPOLATE_STEADY`] and are below [`EXTRAPOLATE_MAX_RATIO`],
/// every value jumps so, and the sweeps go on from there (the ratio is
/// measured afresh before a next jump). Where the assumption is wrong for a
/// value, the sweeps correct it at their own rate, and the solve still
/// stops only after a whole sweep that moves no value by 1e-6, as without
/// it: the stopping test, and so the accuracy, is unchanged. The jump is
/// computed from the values alone, so a build stays deterministic.
///
/// Not used where self-loops are solved exactly (skiryuk's stays), whose
/// slowest modes shrink by 0.999 a sweep.
struct Extrapolation {
    /// The values after the sweep before.
    before: Vec<f32>,
    /// The largest changes of the last three sweeps, newest last.
    deltas: [f32; 3],
    /// Sweeps since the start or the last jump.
    since: u32,
}

impl Extrapolation {
    fn new(local: &[AtomicU32]) -> Extrapolation {
        Extrapolation {
            before: local
                .iter()
                .map(|v| f32::from_bits(v.load(Ordering::Relaxed)))
                .collect(),
            deltas: [f32::NAN; 3],
            since: 0,
        }
    }

    /// Records a whole sweep's largest change `delta` and, when the
    /// shrinking is steady, moves every value of `arrays` (both copies)
    /// by its extrapolated remaining error.
    fn after_sweep(&mut self, delta: f32, arrays: [&[AtomicU32]; 2]) {
        self.deltas = [self.deltas[1], self.deltas[2], delta];
        self.since += 1;
        let [d0, d1, d2] = self.deltas;
        let (r1, r2) = (d1 / d0, d2 / d1);
        let steady = self.since >= 3
            && delta >= EXTRAPOLATE_FLOOR
            && r2 <= EXTRAPOLATE_MAX_RATIO
            && r2 > 0.0
            && (r2 - r1).abs() <= EXTRAPOLATE_STEADY;
        let factor = r2 / (1.0 - r2);
        for (slot, (shadow, before)) in arrays[0]
            .iter()
            .zip(arrays[1].iter().zip(self.before.iter_mut()))
        {
            let now = f32::from_bits(slot.load(Ordering::Relaxed));
            if steady {
                let jumped = (now + factor * (now - *before)).clamp(-1.0, 1.0);
                slot.store(jumped.to_bits(), Ordering::Relaxed);
                shadow.store(jumped.to_bits(), Ordering::Relaxed);
                *before = jumped;
            } else {
                *before = now;
            }
        }
        if steady {
            self.since = 0;
            self.deltas = [f32::NAN; 3];
        }
    }
}

/// Every value of a stratum pair as kept: the values of (a, b), then those
/// of (b, a) when they differ.
pub(super) fn pair_ranges(layout: &super::Layout, (a, b): (u32, u32)) -> Vec<Range<usize>> {
    let mut out = vec![range(layout, a, b)];
    if a != b {
        out.push(range(layout, b, a));
    }
    out
}

fn range(layout: &super::Layout, a: u32, b: u32) -> Range<usize> {
    let start = layout.offset[a as usize][b as usize] as usize;
    start..start + layout.stratum_len(a, b) as usize
}

/// Reads the values of `ranges` (see [`pair_ranges`]).
pub(super) fn gather(values: &[AtomicU32], ranges: &[Range<usize>]) -> Vec<f32> {
    ranges
        .iter()
        .flat_map(|r| values[r.clone()].iter())
        .map(|v| f32::from_bits(v.load(Ordering::Relaxed)))
        .collect()
}

/// Writes `kept` into `ranges`.
pub(super) fn scatter(values: &[AtomicU32], ranges: &[Range<usize>], kept: &[f32]) {
    for (slot, &v) in ranges
        .iter()
        .flat_map(|r| values[r.clone()].iter())
        .zip(kept)
    {
        slot.store(v.to_bits(), Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn atomics(values: &[f32]) -> Vec<AtomicU32> {
        values.iter().map(|v| AtomicU32::new(v.to_bits())).collect()
    }

    fn read(values: &[AtomicU32]) -> Vec<f32> {
        values
            .iter()
            .map(|v| f32::from_bits(v.load(Ordering::Relaxed)))
            .collect()
    }

    /// Runs `sweeps` sweeps whose values approach `limit` by `ratio` a sweep
    /// from `start`; returns the values after each sweep's extrapolation.
    fn run(start: &[f32], limit: &[f32], ratio: f32, sweeps: u32) -> Vec<Vec<f32>> {
        let (a, b) = (atomics(start), atomics(start));
        let mut e = Extrapolation::new(&a);
        let mut out = Vec::new();
        for _ in 0..sweeps {
            let before = read(&a);
            let mut delta = 0f32;
            for ((slot, shadow), (&v, &l)) in a.iter().zip(&b).zip(before.iter().zip(limit)) {
                let next = l + ratio * (v - l);
                delta = delta.max((next - v).abs());
                slot.store(next.to_bits(), Ordering::Relaxed);
                shadow.store(next.to_bits(), Ordering::Relaxed);
            }
            e.after_sweep(delta, [&a, &b]);
            assert_eq!(read(&a), read(&b), "both copies move alike");
            out.push(read(&a));
        }
        out
    }

    #[test]
    fn a_steady_geometric_approach_jumps_to_its_limit() {
        let limit = [0.25f32, -0.5, 0.9];
        let start = [0.0f32, 0.0, 0.0];
        let after = run(&start, &limit, 0.75, 3);
        // Sweeps 1 and 2 only measure; the third sees three deltas with a
        // steady ratio and lands on the limit.
        for (v, l) in after[1].iter().zip(&limit) {
            assert!(
                (v - l).abs() > 0.1,
                "no jump before three sweeps: {v} vs {l}"
            );
        }
        for (v, l) in after[2].iter().zip(&limit) {
            assert!((v - l).abs() < 1e-5, "jumped to {v}, limit {l}");
        }
    }

    #[test]
    fn no_jump_when_the_shrinking_is_slow_or_unsteady() {
        let limit = [0.25f32, -0.5];
        let start = [0.0f32, 0.0];
        // Above the largest ratio trusted: values follow the sweeps only.
        let slow = run(&start, &limit, 0.95, 6);
        let expected = 0.25 * (1.0 - 0.95f32.powi(6));
        assert!(
            (slow[5][0] - expected).abs() < 1e-6,
            "{} vs {expected}",
            slow[5][0]
        );
        // Ratios that change from sweep to sweep: no jump either.
        let (a, b) = (atomics(&start), atomics(&start));
        let mut e = Extrapolation::new(&a);
        for (sweep, delta) in [0.1f32, 0.05, 0.04, 0.01, 0.009].into_iter().enumerate() {
            let v = 0.01 * (sweep as f32 + 1.0);
            for slot in a.iter().chain(&b) {
                slot.store(v.to_bits(), Ordering::Relaxed);
            }
            e.after_sweep(delta, [&a, &b]);
            assert_eq!(read(&a)[0], v, "sweep {sweep}: no jump");
        }
    }
}

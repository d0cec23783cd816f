//! The solver's inner loop: the moves of a stratum pair generated once and
//! kept compactly (one 32-bit code per move), and sweeps that settle the
//! values in order of progress, level by level.
//!
//! **Codes.** A move whose value is `±V[target]` (the common case: one
//! successor, weight 1) is its successor's index, with [`NEGATE`] when the
//! other side throws next; a win is [`WIN`]; a successor outside the table
//! (a part of a table) is [`OUTSIDE`] (value 0); anything else (a skiryuk
//! house throw, expanded into its weighted outcomes) is [`GENERIC`] plus the
//! number of its entry in a side list of terms.
//!
//! **Sweeps.** The states are sorted by progress left (the sum of both
//! sides' distances to the end): a move forward lowers it, an exchange or a
//! pass keeps it, water and backward moves raise it. A sweep visits the
//! levels of equal progress from the lowest; inside a level every state is
//! updated from the values at the start of that pass (Jacobi), the level is
//! passed over again while it still moves (the cycles of exchanges and
//! passes, which stay on one level), and only then is the next level done
//! (Gauss-Seidel across levels). Inside a level the work is split between
//! threads; since nobody reads a value of the level while it is being
//! computed, the result does not depend on the threads: a build is
//! reproducible bit for bit, which lets a stopped build resume.

use std::ops::Range;
use std::sync::atomic::{AtomicU32, Ordering};

use super::{Graph, NEGATE, Solver, Term, load, progress_of, store};

/// A win for the thrower.
const WIN: u32 = 0x7FFF_FFFF;
/// A successor outside the table (a part of a table): value 0.
const OUTSIDE: u32 = 0x7FFF_FFFE;
/// The first code of a move with several terms.
const GENERIC: u32 = 0x4000_0000;

/// Bits per throw in a state's move counts.
const COUNT_BITS: u32 = 6;

/// The states of a level updated alone while the level still moves by more
/// than this (the whole sweeps still decide convergence).
const LEVEL_SETTLED: f32 = 1e-6;

/// The most passes over one level in one sweep.
const LEVEL_PASSES: u32 = 4;

/// A level at least this large is split between the threads.
const PARALLEL_LEVEL: usize = 4096;

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
    /// Adds a state's five choices from `g` (its moves just expanded).
    fn push(&mut self, g: &Graph) {
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
                    [term] if constant == 0.0 && term.weight == 1.0 => term.target,
                    _ => {
                        let first = self.terms.len() as u32;
                        self.terms.extend_from_slice(terms);
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
    /// itself (`me == u32::MAX`: nothing is split off).
    #[inline]
    fn parts(&self, code: u32, me: u32, values: &[AtomicU32]) -> (f32, f32) {
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
                        a += term.weight * signed(term.target, values);
                    }
                }
                (a, b)
            }
            c if c == me => (0.0, 1.0),
            c => (signed(c, values), 0.0),
        }
    }
}

#[inline]
fn signed(target: u32, values: &[AtomicU32]) -> f32 {
    let v = load(values, (target & !NEGATE) as usize);
    if target & NEGATE != 0 { -v } else { v }
}

/// A stratum pair's moves, in parts of equal length.
pub(super) struct Moves {
    parts: Vec<Part>,
    per: usize,
}

impl Moves {
    /// Expands the moves of `states` on `threads` threads.
    pub(super) fn build(solver: &Solver<'_>, states: &[(u32, u32)], threads: usize) -> Moves {
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
                            part.push(&g);
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
        values: &[AtomicU32],
        current: f32,
    ) -> f32 {
        let part = &self.parts[s / self.per];
        let local = s % self.per;
        let counts = part.counts[local];
        let first = part.start[local] as usize;
        let mut v = 0f32;
        let mut looped = false;
        let mut at = first;
        for (t, &pt) in p.iter().enumerate() {
            let n = ((counts >> (COUNT_BITS * t as u32)) & ((1 << COUNT_BITS) - 1)) as usize;
            let mut best = f32::NEG_INFINITY;
            for &code in &part.codes[at..at + n] {
                let (a, b) = part.parts(code, me, values);
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
                    let (a, b) = part.parts(code, me, values);
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
    /// Solves one stratum pair: `states` (non-terminal, sorted by progress),
    /// their indices, with their moves expanded. Returns the whole sweeps
    /// needed (each reported to `sweep_done`).
    pub(super) fn sweep_levels(
        &self,
        states: &[(u32, u32)],
        indices: &[u32],
        moves: &Moves,
        refined: bool,
        threads: usize,
        sweep_done: &dyn Fn(u32),
    ) -> u32 {
        let levels = levels(states, self.layout.race);
        let widest = levels.iter().map(ExactSizeIterator::len).max().unwrap_or(0);
        let mut scratch = vec![0f32; widest];
        let me = |index: u32| if refined { index } else { u32::MAX };
        for sweep in 1..=super::MAX_SWEEPS {
            let mut delta = 0f32;
            for level in &levels {
                for pass in 0..LEVEL_PASSES {
                    let out = &mut scratch[..level.len()];
                    let moved = self.pass(level.clone(), indices, moves, &me, threads, out);
                    for (k, &v) in out.iter().enumerate() {
                        store(&self.values, indices[level.start + k] as usize, v);
                    }
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
                return sweep;
            }
        }
        super::MAX_SWEEPS
    }

    /// New values of the states `level` into `out` (read from the values
    /// before); returns the largest change.
    fn pass(
        &self,
        level: Range<usize>,
        indices: &[u32],
        moves: &Moves,
        me: &(dyn Fn(u32) -> u32 + Sync),
        threads: usize,
        out: &mut [f32],
    ) -> f32 {
        let work = |range: Range<usize>, out: &mut [f32]| -> f32 {
            let mut moved = 0f32;
            for (k, s) in range.enumerate() {
                let index = indices[s];
                let old = load(&self.values, index as usize);
                let v = moves.update(s, me(index), &self.p, &self.values, old);
                moved = moved.max((v - old).abs());
                out[k] = v;
            }
            moved
        };
        if threads < 2 || level.len() < PARALLEL_LEVEL {
            return work(level, out);
        }
        let per = level.len().div_ceil(threads);
        std::thread::scope(|scope| {
            let handles: Vec<_> = out
                .chunks_mut(per)
                .enumerate()
                .map(|(i, chunk)| {
                    let begin = level.start + i * per;
                    let range = begin..begin + chunk.len();
                    let work = &work;
                    scope.spawn(move || work(range, chunk))
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().unwrap_or(f32::INFINITY))
                .fold(0f32, f32::max)
        })
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
            let v = moves.update(s, u32::MAX, &self.p, &self.values, old);
            (v - old).abs() <= tolerance && old.is_finite()
        })
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

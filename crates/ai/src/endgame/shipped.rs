//! The draw horizons of arcade's tables, computed once and shipped with the
//! program.
//!
//! A table's horizons (see the module docs of `endgame`, "Arcade's draw")
//! are a function of its choices alone: which successor the table picks at
//! every state and throw, each state's progress, the throw chances and the
//! draw limit. Following those choices throw by throw over the 12.2 million
//! states of arcade's three-piece table is a third of its build (24 to 27 s
//! of CPU out of 80 on an Intel Xeon, 2026-12-03). So the build hashes the
//! choices first (SHA-256 of everything the horizons depend on, a fraction
//! of a second) and, when the digest is one of the lines in
//! `horizons.txt`, takes that line's horizons instead of following the
//! throws. Any other digest (a changed solver, a table built from pairs an
//! older binary kept, values one quantum apart) finds no line, and the
//! horizons are followed as before: the shipped lines are a cache keyed by
//! their whole input, never a guess.
//!
//! Two tests solve arcade's tables with the shipped lines turned off and
//! check that `horizons.txt` holds the line they compute, printing it when
//! it does not (the way to write a new line after a change of the solver):
//! `arcade_two_piece_horizons_are_shipped_as_computed` in every `cargo
//! test`, and `arcade_three_piece_horizons_are_shipped_as_computed`
//! (ignored: 43 s in a test build) in CI (`.ci/run`).

use sha2::{Digest, Sha256};
use std::cell::Cell;

/// The shipped lines: `ruleset pieces digest horizon...`, one horizon per
/// amount of progress left, `-` where the limit always matters.
pub const SHIPPED: &str = include_str!("horizons.txt");

/// The horizon written `-` in [`SHIPPED`]: not within the limit.
const NEVER: u16 = u16::MAX;

thread_local! {
    /// Set while the lab computes the lines: the shipped ones are not used.
    static OFF: Cell<bool> = const { Cell::new(false) };
    /// The digest of the last horizons computed on this thread.
    static LAST: Cell<Option<[u8; 32]>> = const { Cell::new(None) };
    /// How many builds on this thread took their horizons from [`SHIPPED`].
    static TAKEN: Cell<u64> = const { Cell::new(0) };
}

/// What the horizons depend on, as the solver gathered it.
pub(super) struct Choices<'a> {
    /// The draw limit in throws.
    pub limit: u32,
    /// The chance of each throw, 1 to 5.
    pub p: &'a [f32; 5],
    /// The number of amounts of progress (horizons to give).
    pub buckets: usize,
    /// Per pair in solving order, its unfinished states' table indices.
    pub orders: &'a [Vec<u32>],
    /// Per state in that order, its progress left.
    pub bucket: &'a [u8],
    /// Per state and throw, the chosen successor's table index.
    pub policy: &'a [u32],
}

impl Choices<'_> {
    /// SHA-256 of everything the horizons depend on, each part preceded by
    /// its length.
    pub(super) fn digest(&self) -> [u8; 32] {
        let mut hash = Sha256::new();
        hash.update(b"senet draw horizons 1");
        hash.update(self.limit.to_le_bytes());
        for p in self.p {
            hash.update(p.to_bits().to_le_bytes());
        }
        hash.update((self.buckets as u64).to_le_bytes());
        hash.update((self.orders.len() as u64).to_le_bytes());
        for order in self.orders {
            update_words(&mut hash, order);
        }
        hash.update((self.bucket.len() as u64).to_le_bytes());
        hash.update(self.bucket);
        update_words(&mut hash, self.policy);
        hash.finalize().into()
    }
}

/// Feeds `words` (little-endian) and their count to `hash`, a block at a
/// time.
fn update_words(hash: &mut Sha256, words: &[u32]) {
    hash.update((words.len() as u64).to_le_bytes());
    let mut block = Vec::with_capacity(4 * 4096);
    for chunk in words.chunks(4096) {
        block.clear();
        for w in chunk {
            block.extend_from_slice(&w.to_le_bytes());
        }
        hash.update(&block);
    }
}

/// The shipped horizons for `digest`, if a line of [`SHIPPED`] has it and
/// `buckets` horizons (and the lab has not turned them off).
pub(super) fn lookup(digest: &[u8; 32], buckets: usize) -> Option<Vec<u16>> {
    if OFF.with(Cell::get) {
        return None;
    }
    let found = find(SHIPPED, &hex(digest), buckets)?;
    TAKEN.with(|taken| taken.set(taken.get() + 1));
    Some(found)
}

/// The horizons of the line of `text` whose digest is `digest`.
fn find(text: &str, digest: &str, buckets: usize) -> Option<Vec<u16>> {
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .find_map(|line| {
            let mut words = line.split_whitespace().skip(2);
            if words.next()? != digest {
                return None;
            }
            let horizons: Option<Vec<u16>> = words
                .map(|w| {
                    if w == "-" {
                        Some(NEVER)
                    } else {
                        w.parse().ok()
                    }
                })
                .collect();
            horizons.filter(|h| h.len() == buckets)
        })
}

/// Notes the digest of horizons just computed (the lab reads it back).
pub(super) fn computed(digest: [u8; 32]) {
    LAST.with(|last| last.set(Some(digest)));
}

/// Runs `solve` with the shipped horizons turned off and gives its result
/// with the digest of the horizons it computed on this thread, if any.
#[cfg(test)]
pub(super) fn computing<T>(solve: impl FnOnce() -> T) -> (T, Option<[u8; 32]>) {
    LAST.with(|last| last.set(None));
    OFF.with(|off| off.set(true));
    let out = solve();
    OFF.with(|off| off.set(false));
    (out, LAST.with(Cell::get))
}

/// How many builds on this thread took their horizons from the shipped
/// lines.
#[cfg(test)]
pub(super) fn taken() -> u64 {
    TAKEN.with(Cell::get)
}

/// A shipped line: `ruleset pieces digest horizon...`.
#[cfg(test)]
pub(super) fn line(name: &str, pieces: u32, digest: &[u8; 32], horizons: &[u16]) -> String {
    let mut out = format!("{name} {pieces} {}", hex(digest));
    for &h in horizons {
        if h == NEVER {
            out.push_str(" -");
        } else {
            out.push_str(&format!(" {h}"));
        }
    }
    out
}

/// Lower-case hexadecimal.
fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::{NEVER, find, hex, line};

    #[test]
    fn a_line_reads_back_as_written() {
        let digest = [0xabu8; 32];
        let horizons = [0, 7, NEVER, 273];
        let text = format!("# a comment\n{}\n", line("arcade", 3, &digest, &horizons));
        assert_eq!(find(&text, &hex(&digest), 4), Some(horizons.to_vec()));
        // Another digest, or another number of horizons: no line.
        assert_eq!(find(&text, &hex(&[0xacu8; 32]), 4), None);
        assert_eq!(find(&text, &hex(&digest), 5), None);
        // A damaged number is no line either.
        let damaged = text.replace(" 273", " 27x");
        assert_eq!(find(&damaged, &hex(&digest), 4), None);
    }
}

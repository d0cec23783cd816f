//! The exact endgame tables on disk: one file per ruleset and size in the
//! `endings` folder of the user's data folder, so that a table is solved once
//! and then loaded in a few milliseconds.
//!
//! A file is a 52-byte header and the table's bytes
//! ([`EndgameTable::to_bytes`]), all little-endian:
//!
//! | bytes | what |
//! |---|---|
//! | 0..8 | magic `SENETEND` |
//! | 8..12 | file format version ([`FILE_FORMAT`]) |
//! | 12..28 | ruleset name, zero-padded |
//! | 28..32 | pieces a side (2 or 3; `race`: 1) |
//! | 32..40 | fingerprint of the rule settings ([`endgame::fingerprint`]) |
//! | 40..48 | length of the table's bytes |
//! | 48..52 | CRC-32 of bytes 0..48 and of the table's bytes |
//!
//! Files are written atomically ([`crate::store::write_atomically`]: a
//! temporary file, flushed to disk, renamed over the old one, the folder
//! flushed). A file that is cut, flipped or of another version is noticed
//! (the checksum, the length, the header) and rebuilt, and the user is told.
//!
//! The program registers a [provider](register) with [`crate::ai::endgame`]:
//! the search then loads a cached table on first need. A missing or damaged
//! small table is solved (about a second) and saved; a three-piece one takes
//! minutes, so it is built by `senet endings build`, or by the tutor in the
//! background ([`build_in_background`]) while the small table serves.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};

use crate::ai::endgame::{self, EndgameTable};
use crate::engine::RulesetId;

/// The file format's version.
pub const FILE_FORMAT: u32 = 1;

const MAGIC: &[u8; 8] = b"SENETEND";

const HEADER: usize = 52;

/// What is wrong with a cached table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Problem {
    /// Cut short or too long.
    Truncated,
    /// Not a table file, or of another ruleset or size.
    NotATable,
    /// Of another file format version.
    Version,
    /// Its checksum does not match (a changed byte).
    Checksum,
    /// Made for other rule settings or another solver.
    Stale,
    /// It could not be read (e.g. permissions).
    Unreadable,
}

impl Problem {
    /// The Fluent id of the problem's short description.
    #[must_use]
    pub fn message_id(self) -> &'static str {
        match self {
            Problem::Truncated => "endings-problem-truncated",
            Problem::NotATable => "endings-problem-not-a-table",
            Problem::Version => "endings-problem-version",
            Problem::Checksum => "endings-problem-checksum",
            Problem::Stale => "endings-problem-stale",
            Problem::Unreadable => "endings-problem-unreadable",
        }
    }
}

/// The folder of the cached tables in a data folder.
#[must_use]
pub fn folder(data_dir: &Path) -> PathBuf {
    data_dir.join("endings")
}

/// The file of the table of `id` with `pieces` pieces a side.
#[must_use]
pub fn path(data_dir: &Path, id: RulesetId, pieces: u32) -> PathBuf {
    folder(data_dir).join(format!(
        "{}-{pieces}.senet-endings",
        endgame::table_ruleset(id)
    ))
}

/// The sizes of tables a ruleset has: its small one, and three pieces a side.
#[must_use]
pub fn sizes(id: RulesetId) -> Vec<u32> {
    let mut out = vec![endgame::small_pieces(id)];
    if endgame::has_large(id) {
        out.push(endgame::MAX_TABLE_PIECES);
    }
    out
}

/// The rulesets with tables of their own (`skiryuk-14` uses `skiryuk`'s).
#[must_use]
pub fn rulesets() -> Vec<RulesetId> {
    RulesetId::ALL
        .into_iter()
        .filter(|&id| endgame::table_ruleset(id) == id)
        .collect()
}

/// A table with its file header.
#[must_use]
pub fn encode(table: &EndgameTable) -> Vec<u8> {
    let rules = table.ruleset().ruleset();
    let body = table.to_bytes();
    let mut out = Vec::with_capacity(HEADER + body.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FILE_FORMAT.to_le_bytes());
    let mut name = [0u8; 16];
    let text = table.ruleset().to_string();
    for (slot, b) in name.iter_mut().zip(text.bytes()) {
        *slot = b;
    }
    out.extend_from_slice(&name);
    out.extend_from_slice(&table.max_pieces().to_le_bytes());
    out.extend_from_slice(&endgame::fingerprint(rules).to_le_bytes());
    out.extend_from_slice(&(body.len() as u64).to_le_bytes());
    let mut crc = crc32fast::Hasher::new();
    crc.update(&out);
    crc.update(&body);
    out.extend_from_slice(&crc.finalize().to_le_bytes());
    out.extend_from_slice(&body);
    out
}

/// Reads a cached table of `id` with `pieces` pieces a side from its bytes.
///
/// # Errors
/// What is wrong with them.
pub fn decode(id: RulesetId, pieces: u32, bytes: &[u8]) -> Result<EndgameTable, Problem> {
    let id = endgame::table_ruleset(id);
    let rules = id.ruleset();
    if bytes.len() < HEADER {
        return Err(if bytes.starts_with(&MAGIC[..bytes.len().min(8)]) {
            Problem::Truncated
        } else {
            Problem::NotATable
        });
    }
    if &bytes[..8] != MAGIC {
        return Err(Problem::NotATable);
    }
    let u32_at =
        |at: usize| u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]);
    let u64_at = |at: usize| (u64::from(u32_at(at))) | (u64::from(u32_at(at + 4)) << 32);
    if u32_at(8) != FILE_FORMAT {
        return Err(Problem::Version);
    }
    let body_len = u64_at(40);
    if body_len != (bytes.len() - HEADER) as u64 {
        return Err(Problem::Truncated);
    }
    let mut crc = crc32fast::Hasher::new();
    crc.update(&bytes[..48]);
    crc.update(&bytes[HEADER..]);
    if crc.finalize() != u32_at(48) {
        return Err(Problem::Checksum);
    }
    let name: Vec<u8> = bytes[12..28]
        .iter()
        .copied()
        .take_while(|&b| b != 0)
        .collect();
    if name != id.to_string().as_bytes() || u32_at(28) != pieces {
        return Err(Problem::NotATable);
    }
    if u64_at(32) != endgame::fingerprint(rules) {
        return Err(Problem::Stale);
    }
    let table = EndgameTable::from_bytes(rules, &bytes[HEADER..]).map_err(|e| match e {
        endgame::TableError::Length => Problem::Truncated,
        endgame::TableError::Mismatch => Problem::Stale,
    })?;
    if table.max_pieces() != pieces || !table.is_whole() {
        return Err(Problem::NotATable);
    }
    Ok(table)
}

/// Loads the cached table, `Ok(None)` when there is none.
///
/// # Errors
/// What is wrong with the file.
pub fn load(data_dir: &Path, id: RulesetId, pieces: u32) -> Result<Option<EndgameTable>, Problem> {
    let file = path(data_dir, id, pieces);
    match std::fs::read(&file) {
        Ok(bytes) => decode(id, pieces, &bytes).map(Some),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(_) => Err(Problem::Unreadable),
    }
}

/// Saves a table atomically; returns its file.
///
/// # Errors
/// Any I/O error (an older file is left as it was).
pub fn save(data_dir: &Path, table: &EndgameTable) -> std::io::Result<PathBuf> {
    let file = path(data_dir, table.ruleset(), table.max_pieces());
    // The store flushes the file and its folder: the rename is durable.
    crate::store::write_atomically(&file, &encode(table))?;
    Ok(file)
}

/// What the cache holds for one table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    /// No file.
    Missing,
    /// A good table of this many bytes.
    Cached(u64),
    /// A file that will be rebuilt.
    Damaged(Problem),
}

/// The state of every table's file.
#[must_use]
pub fn status(data_dir: &Path) -> Vec<(RulesetId, u32, Status)> {
    let mut out = Vec::new();
    for id in rulesets() {
        for pieces in sizes(id) {
            let s = match load(data_dir, id, pieces) {
                Ok(None) => Status::Missing,
                Ok(Some(_)) => Status::Cached(
                    std::fs::metadata(path(data_dir, id, pieces)).map_or(0, |m| m.len()),
                ),
                Err(p) => Status::Damaged(p),
            };
            out.push((id, pieces, s));
        }
    }
    out
}

/// Solves a table and saves it; `progress` gets the fraction done.
///
/// # Errors
/// An I/O error saving it.
pub fn build(
    data_dir: &Path,
    id: RulesetId,
    pieces: u32,
    progress: &(dyn Fn(f64) + Sync),
) -> std::io::Result<EndgameTable> {
    let rules = endgame::table_ruleset(id).ruleset();
    let table = EndgameTable::solve_with(rules, pieces, pieces, progress);
    save(data_dir, &table)?;
    Ok(table)
}

/// A cached table found damaged (and rebuilt, or to be rebuilt).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Notice {
    /// The table's ruleset.
    pub id: RulesetId,
    /// Its size.
    pub pieces: u32,
    /// What was wrong.
    pub problem: Problem,
    /// Whether it was rebuilt at once (small tables) or is left for
    /// `senet endings build` or the tutor's background build.
    pub rebuilt: bool,
}

/// Makes the search load tables from `data_dir`: a small table is loaded,
/// or solved and saved when missing or damaged; a three-piece one is loaded
/// when cached and good. Each damaged file is reported to `notify`.
pub fn register(data_dir: PathBuf, notify: Box<dyn Fn(Notice) + Send + Sync>) {
    let provider = move |id: RulesetId, pieces: u32| -> Option<EndgameTable> {
        let small = pieces == endgame::small_pieces(id);
        let found = load(&data_dir, id, pieces);
        match found {
            Ok(Some(t)) => return Some(t),
            Ok(None) if !small => return None,
            Ok(None) => {}
            Err(problem) => notify(Notice {
                id,
                pieces,
                problem,
                rebuilt: small,
            }),
        }
        if !small {
            return None;
        }
        let rules = endgame::table_ruleset(id).ruleset();
        let table = EndgameTable::solve(rules, pieces);
        let _ = save(&data_dir, &table);
        Some(table)
    };
    let _ = endgame::set_provider(Box::new(provider));
}

/// Where a background build stands.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Building {
    /// The ruleset.
    pub id: RulesetId,
    /// Fraction done, 0 to 1.
    pub fraction: f64,
    /// What was wrong with the old file, if it is a rebuild.
    pub problem: Option<Problem>,
}

static BUILDING: Mutex<Option<Building>> = Mutex::new(None);

/// The background build running, if any.
#[must_use]
pub fn building() -> Option<Building> {
    BUILDING.lock().ok().and_then(|b| *b)
}

/// Makes the three-piece table of `id` available without blocking: loads it
/// on a background thread, or builds and saves it there when it is not
/// cached or damaged, calling `changed` when the progress moves by a percent
/// and when done ([`building`] tells where it stands). One build at a time;
/// a debug build never starts one (too slow: use a release build or
/// `senet endings build`). Returns whether anything was started.
pub fn build_in_background(
    data_dir: Option<PathBuf>,
    id: RulesetId,
    changed: Arc<dyn Fn() + Send + Sync>,
) -> bool {
    if !endgame::has_large(id) || endgame::large_installed(id) {
        return false;
    }
    let Some(data_dir) = data_dir else {
        return false;
    };
    {
        let Ok(mut slot) = BUILDING.lock() else {
            return false;
        };
        if slot.is_some() {
            return false;
        }
        let problem = match load(&data_dir, id, endgame::MAX_TABLE_PIECES) {
            Ok(Some(table)) => {
                let _ = endgame::install(table);
                return false;
            }
            Ok(None) => None,
            Err(p) => Some(p),
        };
        if cfg!(debug_assertions) {
            return false;
        }
        *slot = Some(Building {
            id,
            fraction: 0.0,
            problem,
        });
    }
    std::thread::spawn(move || {
        let last = AtomicU32::new(0);
        let progress = |f: f64| {
            let percent = (f * 100.0) as u32;
            if percent > last.load(Ordering::Relaxed) {
                last.store(percent, Ordering::Relaxed);
                if let Ok(mut slot) = BUILDING.lock() {
                    if let Some(b) = slot.as_mut() {
                        b.fraction = f;
                    }
                }
                changed();
            }
        };
        let rules = endgame::table_ruleset(id).ruleset();
        let table = EndgameTable::solve_with(
            rules,
            endgame::MAX_TABLE_PIECES,
            endgame::MAX_TABLE_PIECES,
            &progress,
        );
        // Not saved (e.g. a read-only folder): still used in this run.
        let _ = save(&data_dir, &table);
        let _ = endgame::install(table);
        if let Ok(mut slot) = BUILDING.lock() {
            *slot = None;
        }
        changed();
    });
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small_table() -> EndgameTable {
        EndgameTable::solve(RulesetId::Race.ruleset(), 1)
    }

    #[test]
    fn a_saved_table_loads_back() {
        let dir = tempfile::tempdir().expect("tempdir");
        let table = small_table();
        let file = save(dir.path(), &table).expect("save");
        assert!(
            file.ends_with("endings/race-1.senet-endings"),
            "{}",
            file.display()
        );
        let back = load(dir.path(), RulesetId::Race, 1)
            .expect("good")
            .expect("there");
        assert_eq!(back.to_bytes(), table.to_bytes());
        assert!(matches!(load(dir.path(), RulesetId::Kendall, 2), Ok(None)));
        let s = status(dir.path());
        assert!(s.contains(&(
            RulesetId::Race,
            1,
            Status::Cached(std::fs::metadata(&file).expect("meta").len())
        )));
        assert!(s.contains(&(RulesetId::Kendall, 3, Status::Missing)));
    }

    #[test]
    fn damaged_files_are_detected() {
        let table = small_table();
        let good = encode(&table);
        assert!(decode(RulesetId::Race, 1, &good).is_ok());
        // Every single flipped byte is caught.
        for at in (0..good.len()).step_by(7) {
            let mut bad = good.clone();
            bad[at] ^= 0x10;
            assert!(decode(RulesetId::Race, 1, &bad).is_err(), "byte {at}");
        }
        let mut flipped = good.clone();
        let last = flipped.len() - 1;
        flipped[last] ^= 1;
        assert_eq!(
            decode(RulesetId::Race, 1, &flipped).err(),
            Some(Problem::Checksum)
        );
        assert_eq!(
            decode(RulesetId::Race, 1, &good[..good.len() - 2]).err(),
            Some(Problem::Truncated)
        );
        assert_eq!(
            decode(RulesetId::Race, 1, &good[..20]).err(),
            Some(Problem::Truncated)
        );
        let mut version = good.clone();
        version[8] = 99;
        assert_eq!(
            decode(RulesetId::Race, 1, &version).err(),
            Some(Problem::Version)
        );
        assert_eq!(
            decode(RulesetId::Race, 1, b"hello").err(),
            Some(Problem::NotATable)
        );
        assert_eq!(
            decode(RulesetId::Kendall, 2, &good).err(),
            Some(Problem::NotATable)
        );
    }
}

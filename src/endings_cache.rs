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
    /// Not a regular file: a folder, a FIFO, a device (refused unread).
    NotRegular,
    /// Larger than a table of its size can be (refused unread).
    TooLarge,
    /// Its values fail the Bellman equation: damaged or forged, even with
    /// a good checksum.
    Values,
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
            Problem::NotRegular => "endings-problem-not-regular",
            Problem::TooLarge => "endings-problem-too-large",
            Problem::Values => "endings-problem-values",
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
    // The checksum does not tell a forged or wrongly solved table: its
    // values must satisfy the game's equations (a few milliseconds).
    table
        .verify(rules, VERIFY_SAMPLES, VERIFY_SEED)
        .map_err(|_| Problem::Values)?;
    Ok(table)
}

/// The states of a loaded table checked against the Bellman equation.
pub const VERIFY_SAMPLES: usize = 4000;

/// The seed of the states checked (fixed: a check is reproducible).
const VERIFY_SEED: u64 = 0x5E_4E7;

/// The longest file a table of `id` with `pieces` a side can be.
#[must_use]
pub fn file_len(id: RulesetId, pieces: u32) -> u64 {
    let rules = endgame::table_ruleset(id).ruleset();
    (HEADER + EndgameTable::byte_len(rules, pieces)) as u64
}

/// Reads a cache file through the program's input reader: a regular file of
/// at most `limit` bytes, else refused unread (a FIFO would block, a device
/// would never end); `Ok(None)` when there is none.
fn read_capped(file: &Path, limit: u64) -> Result<Option<Vec<u8>>, Problem> {
    use crate::store::InputError;
    match crate::store::input::read_bytes_at_most(file, limit) {
        Ok(bytes) => Ok(Some(bytes)),
        Err(InputError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {
            // A dangling link is "not there"; a link to nowhere readable is not.
            Ok(None)
        }
        Err(InputError::NotRegular) => Err(Problem::NotRegular),
        Err(InputError::TooLarge) => Err(Problem::TooLarge),
        Err(_) => Err(Problem::Unreadable),
    }
}

/// Loads the cached table, `Ok(None)` when there is none.
///
/// # Errors
/// What is wrong with the file.
pub fn load(data_dir: &Path, id: RulesetId, pieces: u32) -> Result<Option<EndgameTable>, Problem> {
    let file = path(data_dir, id, pieces);
    match read_capped(&file, file_len(id, pieces))? {
        Some(bytes) => decode(id, pieces, &bytes).map(Some),
        None => Ok(None),
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

/// The folder where a build keeps the stratum pairs it has solved.
#[must_use]
pub fn parts_folder(data_dir: &Path, id: RulesetId, pieces: u32) -> PathBuf {
    folder(data_dir).join(format!("{}-{pieces}.parts", endgame::table_ruleset(id)))
}

const PART_MAGIC: &[u8; 8] = b"SENETPRT";

const PART_HEADER: usize = 48;

/// A build's solved stratum pairs on disk, one file per pair, each written
/// atomically and read back through the capped reader, its checksum and
/// (by the solver) the Bellman equation checked before use: a build that
/// stops (killed, the window closed) resumes from its last finished pair.
///
/// A part file is a 48-byte header and the pair's values as 32-bit floats
/// (little-endian): magic `SENETPRT`, [`FILE_FORMAT`] (u32), the rules'
/// fingerprint (u64), pieces a side, a, b, the sweeps it needed (u32
/// each), the number of values (u64), and a CRC-32 of bytes 0..44 and the
/// values.
pub struct Parts {
    dir: PathBuf,
    id: RulesetId,
    pieces: u32,
    /// The values each pair holds.
    lens: Vec<((u32, u32), usize)>,
    kept: AtomicU32,
    rejected: AtomicU32,
}

impl Parts {
    /// The parts of the table of `id` with `pieces` a side in `data_dir`.
    #[must_use]
    pub fn new(data_dir: &Path, id: RulesetId, pieces: u32) -> Parts {
        let id = endgame::table_ruleset(id);
        Parts {
            dir: parts_folder(data_dir, id, pieces),
            id,
            pieces,
            lens: endgame::pairs(id.ruleset(), pieces),
            kept: AtomicU32::new(0),
            rejected: AtomicU32::new(0),
        }
    }

    fn file(&self, (a, b): (u32, u32)) -> PathBuf {
        self.dir.join(format!("{a}-{b}.senet-part"))
    }

    fn len_of(&self, pair: (u32, u32)) -> Option<usize> {
        self.lens.iter().find(|(p, _)| *p == pair).map(|&(_, n)| n)
    }

    /// How many stratum pairs the table has.
    #[must_use]
    pub fn total(&self) -> usize {
        self.lens.len()
    }

    /// How many pairs were taken from an earlier run (and passed their check).
    #[must_use]
    pub fn kept(&self) -> u32 {
        self.kept
            .load(Ordering::Relaxed)
            .saturating_sub(self.rejected.load(Ordering::Relaxed))
    }

    fn header(&self, (a, b): (u32, u32), sweeps: u32, count: usize) -> Vec<u8> {
        let mut out = Vec::with_capacity(PART_HEADER);
        out.extend_from_slice(PART_MAGIC);
        out.extend_from_slice(&FILE_FORMAT.to_le_bytes());
        out.extend_from_slice(&endgame::fingerprint(self.id.ruleset()).to_le_bytes());
        for word in [self.pieces, a, b, sweeps] {
            out.extend_from_slice(&word.to_le_bytes());
        }
        out.extend_from_slice(&(count as u64).to_le_bytes());
        out
    }

    /// Reads a part's bytes: `None` when anything is wrong with them.
    fn decode(&self, pair: (u32, u32), bytes: &[u8]) -> Option<endgame::Kept> {
        let count = self.len_of(pair)?;
        if bytes.len() != PART_HEADER + 4 * count {
            return None;
        }
        let sweeps = u32::from_le_bytes(bytes[32..36].try_into().ok()?);
        if bytes[..44] != self.header(pair, sweeps, count)[..] {
            return None;
        }
        let mut crc = crc32fast::Hasher::new();
        crc.update(&bytes[..44]);
        crc.update(&bytes[PART_HEADER..]);
        if crc.finalize().to_le_bytes() != bytes[44..48] {
            return None;
        }
        let values = bytes[PART_HEADER..]
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        Some(endgame::Kept { sweeps, values })
    }

    /// Removes the parts (once the whole table is saved).
    pub fn clear(&self) {
        for (pair, _) in &self.lens {
            let _ = std::fs::remove_file(self.file(*pair));
        }
        let _ = std::fs::remove_dir(&self.dir);
    }
}

impl endgame::Keep for Parts {
    fn load(&self, pair: (u32, u32)) -> Option<endgame::Kept> {
        let count = self.len_of(pair)?;
        let bytes = read_capped(&self.file(pair), (PART_HEADER + 4 * count) as u64).ok()??;
        let kept = self.decode(pair, &bytes)?;
        self.kept.fetch_add(1, Ordering::Relaxed);
        Some(kept)
    }

    fn save(&self, pair: (u32, u32), kept: &endgame::Kept) {
        let mut bytes = self.header(pair, kept.sweeps, kept.values.len());
        bytes.reserve(4 + 4 * kept.values.len());
        let mut crc = crc32fast::Hasher::new();
        crc.update(&bytes);
        let body: Vec<u8> = kept.values.iter().flat_map(|v| v.to_le_bytes()).collect();
        crc.update(&body);
        bytes.extend_from_slice(&crc.finalize().to_le_bytes());
        bytes.extend_from_slice(&body);
        // A part not kept only costs a later build time.
        let _ = crate::store::write_atomically(&self.file(pair), &bytes);
    }

    fn rejected(&self, _pair: (u32, u32)) {
        self.rejected.fetch_add(1, Ordering::Relaxed);
    }
}

/// A build's result.
#[derive(Debug)]
pub struct Built {
    /// The table.
    pub table: EndgameTable,
    /// Stratum pairs taken from an earlier, stopped build.
    pub kept: u32,
    /// Stratum pairs in all.
    pub pairs: usize,
    /// Why the table could not be saved (`None`: saved). The table was
    /// solved all the same, and serves this run.
    pub unsaved: Option<std::io::Error>,
}

/// Solves a table, keeping each stratum pair as it is solved (a stopped
/// build resumes: see [`Parts`]), and saves it; `progress` gets the
/// fraction of the whole build done, counting the pairs kept before.
///
/// A table that could not be saved is still returned, with the reason in
/// [`Built::unsaved`].
pub fn build(
    data_dir: &Path,
    id: RulesetId,
    pieces: u32,
    progress: &(dyn Fn(f64) + Sync),
) -> Built {
    let rules = endgame::table_ruleset(id).ruleset();
    let parts = Parts::new(data_dir, id, pieces);
    let table = EndgameTable::build(rules, pieces, &parts, progress);
    let unsaved = save(data_dir, &table).err();
    if unsaved.is_none() {
        parts.clear();
    }
    Built {
        table,
        kept: parts.kept(),
        pairs: parts.total(),
        unsaved,
    }
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
    /// When rebuilt but not saved: why (the table serves this run only).
    pub unsaved: Option<std::io::ErrorKind>,
}

/// Makes the search load tables from `data_dir`: a small table is loaded,
/// or solved and saved when missing or damaged; a three-piece one is loaded
/// when cached and good. Each damaged file is reported to `notify`.
pub fn register(data_dir: PathBuf, notify: Box<dyn Fn(Notice) + Send + Sync>) {
    let _ = REGISTERED.set(data_dir.clone());
    let provider = move |id: RulesetId, pieces: u32| -> Option<EndgameTable> {
        let small = pieces == endgame::small_pieces(id);
        let problem = match load(&data_dir, id, pieces) {
            Ok(Some(t)) => return Some(t),
            Ok(None) if !small => return None,
            Ok(None) => None,
            Err(problem) if !small => {
                notify(Notice {
                    id,
                    pieces,
                    problem,
                    rebuilt: false,
                    unsaved: None,
                });
                return None;
            }
            Err(problem) => Some(problem),
        };
        let rules = endgame::table_ruleset(id).ruleset();
        let table = EndgameTable::solve(rules, pieces);
        // Said only once it is known whether the new table was saved.
        let unsaved = save(&data_dir, &table).err().map(|e| e.kind());
        if let Some(problem) = problem {
            notify(Notice {
                id,
                pieces,
                problem,
                rebuilt: true,
                unsaved,
            });
        }
        Some(table)
    };
    let _ = endgame::set_provider(Box::new(provider));
}

static REGISTERED: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();

/// The data folder [`register`] made the search load tables from, if any.
#[must_use]
pub fn registered() -> Option<&'static Path> {
    REGISTERED.get().map(PathBuf::as_path)
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
        // Minutes of work that must never slow the screen: the lowest
        // priority, for this thread and the solver's threads it starts.
        lower_priority();
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
        // Kept stratum by stratum: quitting part-way loses at most one pair.
        // Not saved (e.g. a read-only folder): still used in this run.
        let built = build(&data_dir, id, endgame::MAX_TABLE_PIECES, &progress);
        let _ = endgame::install(built.table);
        if let Ok(mut slot) = BUILDING.lock() {
            *slot = None;
        }
        changed();
    });
    true
}

/// Lowers the calling thread's priority as far as it goes (Linux: nice 19
/// for this thread only, inherited by the threads it starts); elsewhere
/// nothing.
pub fn lower_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: plain system calls on the calling thread, with no pointers.
    unsafe {
        let tid = libc::syscall(libc::SYS_gettid);
        if let Ok(tid) = libc::id_t::try_from(tid) {
            libc::setpriority(libc::PRIO_PROCESS, tid, 19);
        }
    }
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

    #[cfg(target_os = "linux")]
    #[test]
    fn the_background_priority_is_the_lowest_for_that_thread_only() {
        fn nice_of(task: &str) -> i64 {
            let stat = std::fs::read_to_string(format!("/proc/thread-self/{task}")).expect("stat");
            let rest = stat.rsplit_once(')').expect("comm").1;
            // Field 19 (nice) of the line: the 17th after the command name.
            rest.split_whitespace()
                .nth(16)
                .expect("nice")
                .parse()
                .expect("number")
        }
        let before = nice_of("stat");
        let niced = std::thread::spawn(|| {
            lower_priority();
            let inherited = std::thread::spawn(|| nice_of("stat"))
                .join()
                .expect("joins");
            (nice_of("stat"), inherited)
        })
        .join()
        .expect("joins");
        assert_eq!(
            niced,
            (19, 19),
            "the build's thread and the solver's threads it starts"
        );
        assert_eq!(
            nice_of("stat"),
            before,
            "the screen's thread keeps its priority"
        );
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

//! The user's data folder and every save the program makes. One small layer
//! that all writes go through:
//!
//! - [`lock::DataLock`]: an advisory lock per data folder (`fs4`, `flock` on
//!   Unix), held only while a file is read, merged and written, never across
//!   user input;
//! - [`update`]: read-merge-write under that lock, so two runs saving at the
//!   same time add up instead of undoing each other;
//! - [`write_atomically`]: a temporary file in the same folder (named
//!   [`atomic::TEMP_PREFIX`]…), flushed, renamed over the old file, then the
//!   folder flushed, so a crash leaves either the old or the new file;
//!   temporary files left by a killed run are removed once they are an hour old;
//! - [`names`]: files created exclusively (`create_new`) under unique names, for
//!   replays and for damaged files kept aside (`progress.corrupt-<time>-<n>.json`);
//! - [`input`]: every file the program reads is checked to be a regular file
//!   of at most [`input::MAX_INPUT_BYTES`], and invalid UTF-8 is reported with
//!   its line, column and byte.
//!
//! A data file that cannot be read or is not ours (damaged, of a newer
//! version) is never written over: it is kept aside under a unique name before
//! anything is written, and the caller is told where.

pub(crate) mod atomic;
pub mod input;
mod json_object;
pub(crate) mod lesson_steps;
pub(crate) mod lock;
pub(crate) mod names;
pub mod progress;
pub mod settings;
pub(crate) mod shown;

use std::path::{Path, PathBuf};

pub use atomic::write_atomically;
pub use input::{InputError, MAX_INPUT_BYTES, read_bytes, read_text};
pub use lock::{DataLock, InUse};
pub use names::{create_unique, keep_aside};

/// The folder where the program keeps the user's progress: `--data-dir` if
/// given, else the platform's data folder for Senet Tutor.
#[must_use]
pub fn data_dir(overridden: Option<&Path>) -> Option<PathBuf> {
    if let Some(dir) = overridden {
        return Some(dir.to_path_buf());
    }
    directories::ProjectDirs::from("", "", "senet-tutor").map(|d| d.data_dir().to_path_buf())
}

/// What [`load`] or [`update`] found in a data file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found<T> {
    /// No file yet.
    Missing,
    /// The file, read.
    Read(T),
    /// The file could not be read as ours: it was moved to this path first.
    KeptAside(PathBuf),
}

/// Why a data file could neither be read nor kept aside (nothing was written).
#[derive(Debug)]
pub enum DataError {
    /// The data folder (or the path of the file) is not usable: its error.
    Io(std::io::Error),
    /// The file is not a regular file (a folder, a device...): left alone.
    NotRegular(PathBuf),
    /// The file could not be read as ours, and moving it aside failed too.
    CannotKeepAside {
        /// Why it could not be read.
        read: InputError,
        /// Why it could not be moved.
        moved: std::io::Error,
    },
}

impl std::fmt::Display for DataError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DataError::Io(e) => write!(f, "{e}"),
            DataError::NotRegular(p) => write!(f, "{} is not a regular file", p.display()),
            DataError::CannotKeepAside { read, moved } => {
                write!(f, "unreadable ({read}) and not kept aside ({moved})")
            }
        }
    }
}

impl std::error::Error for DataError {}

/// What went wrong with a file, in a form that can be kept and compared, for
/// the words of `text::errors::trouble`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Trouble {
    /// Not a regular file (a folder, a FIFO, a device).
    NotRegular,
    /// Larger than [`MAX_INPUT_BYTES`].
    TooLarge,
    /// Invalid UTF-8 at this line, column and byte.
    Utf8 {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// 0-based byte offset.
        byte: usize,
    },
    /// Not in the expected form (damaged, or written by a newer version).
    Invalid,
    /// The system refused, for this reason.
    Io(std::io::ErrorKind),
    /// A chain of symbolic links that leads back to itself.
    LinkLoop,
}

impl InputError {
    /// What went wrong, as a [`Trouble`].
    #[must_use]
    pub fn trouble(&self) -> Trouble {
        match self {
            InputError::Io(e) => Trouble::Io(e.kind()),
            InputError::NotRegular => Trouble::NotRegular,
            InputError::TooLarge => Trouble::TooLarge,
            InputError::Utf8 { line, column, byte } => Trouble::Utf8 {
                line: *line,
                column: *column,
                byte: *byte,
            },
            InputError::Invalid => Trouble::Invalid,
            InputError::LinkLoop => Trouble::LinkLoop,
        }
    }
}

impl DataError {
    /// What went wrong, as a [`Trouble`] (for a file that could not be kept
    /// aside: why it could not be moved).
    #[must_use]
    pub fn trouble(&self) -> Trouble {
        match self {
            DataError::Io(e) => Trouble::Io(e.kind()),
            DataError::NotRegular(_) => Trouble::NotRegular,
            DataError::CannotKeepAside { moved, .. } => Trouble::Io(moved.kind()),
        }
    }
}

impl From<std::io::Error> for DataError {
    fn from(e: std::io::Error) -> DataError {
        DataError::Io(e)
    }
}

/// Reads a data file without changing anything: `Ok(None)` when there is no
/// file, `Err` when it cannot be read (or `parse` refuses it, as
/// [`InputError::Invalid`]).
///
/// # Errors
/// The file (or its folder) cannot be read, or is not ours.
pub fn peek<T>(path: &Path, parse: impl Fn(&str) -> Option<T>) -> Result<Option<T>, InputError> {
    match read_text(path) {
        Ok(text) => parse(&text).map(Some).ok_or(InputError::Invalid),
        Err(InputError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
}

/// Reads a data file, keeping it aside first (under a unique name) when it
/// cannot be read as ours. Runs under the folder's lock, so that two runs do
/// not both keep the same file aside.
///
/// # Errors
/// The folder cannot be locked, the file is not a regular file, or it could
/// neither be read nor moved: nothing was changed.
pub fn load<T>(path: &Path, parse: impl Fn(&str) -> Option<T>) -> Result<Found<T>, DataError> {
    let dir = folder_of(path);
    match std::fs::metadata(&dir) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Found::Missing),
        Err(e) => return Err(DataError::Io(e)),
        Ok(m) if !m.is_dir() => {
            return Err(DataError::Io(std::io::Error::from(
                std::io::ErrorKind::NotADirectory,
            )));
        }
        Ok(_) => {}
    }
    let path = &followed(path);
    match DataLock::acquire(&dir) {
        Ok(_lock) => read_or_keep_aside(path, &parse),
        // A folder that cannot be written (read-only media, no permission)
        // can still be read; nothing can be kept aside or saved there.
        Err(locking) => match read_text(path) {
            Ok(text) => parse(&text)
                .map(Found::Read)
                .ok_or(DataError::CannotKeepAside {
                    read: InputError::Invalid,
                    moved: locking,
                }),
            Err(InputError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {
                Ok(Found::Missing)
            }
            Err(read) => Err(DataError::CannotKeepAside {
                read,
                moved: locking,
            }),
        },
    }
}

/// Read-merge-write under the folder's lock: reads the file (keeping it
/// aside first when it is not ours), gives what was found to `merge`, writes
/// what `merge` returns atomically, and returns it with what was found.
///
/// # Errors
/// The folder cannot be created or locked, the file is not a regular file or
/// can be neither read nor moved aside, or the write fails: the file on disk
/// is then as it was.
pub fn update<T>(
    path: &Path,
    parse: impl Fn(&str) -> Option<T>,
    merge: impl FnOnce(Option<T>) -> T,
    render: impl Fn(&T) -> Vec<u8>,
) -> Result<(T, Found<()>), DataError> {
    let dir = folder_of(path);
    std::fs::create_dir_all(&dir)?;
    let _lock = DataLock::acquire(&dir)?;
    let path = &followed(path);
    let found = read_or_keep_aside(path, &parse)?;
    let (old, found) = match found {
        Found::Missing => (None, Found::Missing),
        Found::Read(t) => (Some(t), Found::Read(())),
        Found::KeptAside(p) => (None, Found::KeptAside(p)),
    };
    let merged = merge(old);
    write_atomically(path, &render(&merged))?;
    Ok((merged, found))
}

/// The file a data path stands for: a symbolic link that leads to a regular
/// file (a dotfile kept in a synced folder) is followed, so the file is read,
/// kept aside and replaced where it really is and the link stays as it was.
/// Anything else (no file, a link to a folder or to nothing) is the path
/// itself, which [`read_or_keep_aside`] refuses if it is not a regular file.
/// The folder's lock stays where the path is, so every run that goes through
/// the link takes the same lock.
fn followed(path: &Path) -> PathBuf {
    let is_link = std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
    if is_link {
        if let Ok(target) = std::fs::canonicalize(path) {
            if std::fs::metadata(&target).is_ok_and(|m| m.is_file()) {
                return target;
            }
        }
    }
    path.to_path_buf()
}

fn read_or_keep_aside<T>(
    path: &Path,
    parse: &impl Fn(&str) -> Option<T>,
) -> Result<Found<T>, DataError> {
    atomic::clean_stale_temps(&folder_of(path));
    match std::fs::symlink_metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Found::Missing),
        Err(e) => return Err(DataError::Io(e)),
        Ok(m) if !m.is_file() => return Err(DataError::NotRegular(path.to_path_buf())),
        Ok(_) => {}
    }
    let problem = match read_text(path) {
        Ok(text) => match parse(&text) {
            Some(t) => return Ok(Found::Read(t)),
            None => InputError::Invalid,
        },
        Err(InputError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {
            return Ok(Found::Missing);
        }
        Err(e) => e,
    };
    match keep_aside(path) {
        Ok(aside) => Ok(Found::KeptAside(aside)),
        Err(moved) => Err(DataError::CannotKeepAside {
            read: problem,
            moved,
        }),
    }
}

/// The folder a file is in (`.` for a bare name).
#[must_use]
pub fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn number(text: &str) -> Option<u32> {
        text.trim().parse().ok()
    }

    fn render(n: &u32) -> Vec<u8> {
        n.to_string().into_bytes()
    }

    #[test]
    fn update_reads_merges_and_writes() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("sub").join("n.txt");
        let (n, found) = update(&path, number, |old| old.unwrap_or(0) + 1, render).expect("first");
        assert_eq!((n, found), (1, Found::Missing));
        let (n, found) = update(&path, number, |old| old.unwrap_or(0) + 1, render).expect("again");
        assert_eq!((n, found), (2, Found::Read(())));
        assert_eq!(std::fs::read_to_string(&path).expect("read"), "2");
    }

    #[test]
    fn a_file_that_is_not_ours_is_kept_aside_before_the_write() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("n.txt");
        std::fs::write(&path, b"not a number \xff").expect("write");
        let (n, found) = update(&path, number, |old| old.unwrap_or(7), render).expect("update");
        assert_eq!(n, 7);
        let Found::KeptAside(aside) = found else {
            panic!("kept aside: {found:?}");
        };
        assert_eq!(std::fs::read(&aside).expect("kept"), b"not a number \xff");
        assert_eq!(std::fs::read_to_string(&path).expect("new"), "7");
    }

    #[test]
    fn a_folder_in_the_files_place_is_left_alone() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("n.txt");
        std::fs::create_dir(&path).expect("mkdir");
        assert!(matches!(
            update(&path, number, |_| 1, render),
            Err(DataError::NotRegular(_))
        ));
        assert!(matches!(load(&path, number), Err(DataError::NotRegular(_))));
        assert!(path.is_dir());
    }

    #[cfg(unix)]
    #[test]
    fn a_link_to_a_regular_file_is_followed_and_stays_a_link() {
        let dir = tempfile::tempdir().expect("tempdir");
        let elsewhere = tempfile::tempdir().expect("tempdir");
        let target = elsewhere.path().join("p.txt");
        std::fs::write(&target, "4").expect("write");
        let path = dir.path().join("n.txt");
        std::os::unix::fs::symlink(&target, &path).expect("link");
        assert_eq!(load(&path, number).expect("load"), Found::Read(4));
        let (n, found) = update(&path, number, |old| old.unwrap_or(0) + 1, render).expect("update");
        assert_eq!((n, found), (5, Found::Read(())));
        assert_eq!(std::fs::read_to_string(&target).expect("target"), "5");
        let meta = std::fs::symlink_metadata(&path).expect("link");
        assert!(meta.file_type().is_symlink(), "the link is kept");
        // A damaged target is kept aside beside itself; the link still leads
        // to the new file.
        std::fs::write(&target, "damaged").expect("write");
        let (n, found) = update(&path, number, |old| old.unwrap_or(9), render).expect("update");
        assert_eq!(n, 9);
        let Found::KeptAside(aside) = found else {
            panic!("kept aside: {found:?}");
        };
        assert_eq!(aside.parent(), target.parent().map(Path::new));
        assert_eq!(std::fs::read_to_string(&path).expect("through"), "9");
    }

    #[cfg(unix)]
    #[test]
    fn a_link_to_a_folder_or_to_nothing_is_refused_and_left_alone() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("n.txt");
        std::os::unix::fs::symlink(dir.path().join("nowhere"), &path).expect("link");
        assert!(matches!(
            update(&path, number, |_| 1, render),
            Err(DataError::NotRegular(_))
        ));
        assert!(!dir.path().join("nowhere").exists());
        let sub = dir.path().join("sub");
        std::fs::create_dir(&sub).expect("mkdir");
        let path = dir.path().join("m.txt");
        std::os::unix::fs::symlink(&sub, &path).expect("link");
        assert!(matches!(load(&path, number), Err(DataError::NotRegular(_))));
    }

    #[test]
    fn load_without_a_folder_is_missing_and_creates_nothing() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("none").join("n.txt");
        assert_eq!(load(&path, number).expect("load"), Found::Missing);
        assert!(!dir.path().join("none").exists());
    }
}

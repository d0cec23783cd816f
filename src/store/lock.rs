//! The advisory lock of a data folder: a file `.senet.lock` in it, locked
//! exclusively with `fs4` (`flock` on Unix, `LockFileEx` on Windows). Every
//! read-merge-write of a data file holds it, so two runs of the program never
//! interleave their saves. It is held for milliseconds, never across user
//! input, and released when the [`DataLock`] is dropped (or the process dies).

use std::fs::{File, OpenOptions};
use std::path::Path;

/// The lock file's name inside a data folder.
pub const LOCK_FILE: &str = ".senet.lock";

/// A held lock on a data folder.
#[derive(Debug)]
pub struct DataLock {
    file: File,
}

impl DataLock {
    /// Waits for and takes the lock of `dir` (which must exist).
    ///
    /// # Errors
    /// The lock file cannot be opened or locked.
    pub fn acquire(dir: &Path) -> std::io::Result<DataLock> {
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(dir.join(LOCK_FILE))?;
        fs4::FileExt::lock(&file)?;
        Ok(DataLock { file })
    }
}

impl Drop for DataLock {
    fn drop(&mut self) {
        // Closing the file releases the lock too; this only makes it prompt.
        let _ = fs4::FileExt::unlock(&self.file);
    }
}

/// A file in use by one run of the program (a replay being recorded): a
/// lock file `.NAME.lock` beside it, locked exclusively while the file is in
/// use and removed when it is let go. A run that dies leaves at most an
/// unlocked lock file, which the next taker takes over: nothing stays stuck.
#[derive(Debug)]
pub struct InUse {
    file: File,
    path: std::path::PathBuf,
}

impl InUse {
    /// The lock file of `target`: `.STEM-EXT.lock` in the same folder
    /// (`.game-yaml.lock` for `game.yaml`: hidden, and not named like a replay).
    #[must_use]
    pub fn lock_path(target: &Path) -> std::path::PathBuf {
        let name = target
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().replace('.', "-"));
        super::folder_of(target).join(format!(".{name}.lock"))
    }

    /// Takes `target` for this run, if no other run has it: `Ok(None)` when
    /// it is in use elsewhere.
    ///
    /// # Errors
    /// The lock file cannot be created or locked.
    pub fn try_take(target: &Path) -> std::io::Result<Option<InUse>> {
        let path = InUse::lock_path(target);
        for _ in 0..100 {
            let file = OpenOptions::new()
                .create(true)
                .truncate(false)
                .write(true)
                .open(&path)?;
            match fs4::FileExt::try_lock(&file) {
                Ok(()) => {}
                Err(fs4::TryLockError::WouldBlock) => return Ok(None),
                Err(fs4::TryLockError::Error(e)) => return Err(e),
            }
            // The holder before us may have removed the file between our
            // opening and our locking it: then ours is not the one at `path`.
            if still_there(&file, &path) {
                return Ok(Some(InUse { file, path }));
            }
        }
        Ok(None)
    }

    /// Whether another run has `target` in use now.
    #[must_use]
    pub fn taken_elsewhere(target: &Path) -> bool {
        let path = InUse::lock_path(target);
        let Ok(file) = File::open(&path) else {
            return false;
        };
        match fs4::FileExt::try_lock_shared(&file) {
            Ok(()) => {
                let _ = fs4::FileExt::unlock(&file);
                false
            }
            Err(_) => true,
        }
    }
}

#[cfg(unix)]
fn still_there(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), std::fs::metadata(path)) {
        (Ok(ours), Ok(there)) => ours.ino() == there.ino() && ours.dev() == there.dev(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn still_there(_file: &File, _path: &Path) -> bool {
    true
}

impl Drop for InUse {
    fn drop(&mut self) {
        // Removed while still locked (so that no taker locks a file about
        // to go); elsewhere than Unix it stays, unlocked.
        #[cfg(unix)]
        let _ = std::fs::remove_file(&self.path);
        let _ = fs4::FileExt::unlock(&self.file);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_in_use_is_refused_to_a_second_taker_until_let_go() {
        let dir = tempfile::tempdir().expect("tempdir");
        let target = dir.path().join("game.yaml");
        let first = InUse::try_take(&target).expect("lock").expect("free");
        assert!(InUse::lock_path(&target).exists());
        assert!(InUse::taken_elsewhere(&target));
        assert!(InUse::try_take(&target).expect("lock").is_none(), "in use");
        drop(first);
        assert!(!InUse::taken_elsewhere(&target));
        assert!(!InUse::lock_path(&target).exists(), "removed when let go");
        // A lock file left by a run that died (unlocked) is taken over.
        std::fs::write(InUse::lock_path(&target), "").expect("write");
        assert!(!InUse::taken_elsewhere(&target));
        let again = InUse::try_take(&target).expect("lock");
        assert!(again.is_some(), "a stale lock file does not stay stuck");
    }

    #[test]
    fn a_second_taker_waits_for_the_first() {
        let dir = tempfile::tempdir().expect("tempdir");
        let first = DataLock::acquire(dir.path()).expect("lock");
        let other = File::open(dir.path().join(LOCK_FILE)).expect("open");
        assert!(fs4::FileExt::try_lock(&other).is_err(), "held");
        drop(first);
        assert!(fs4::FileExt::try_lock(&other).is_ok(), "released");
    }
}

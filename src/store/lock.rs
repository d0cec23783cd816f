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

#[cfg(test)]
mod tests {
    use super::*;

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

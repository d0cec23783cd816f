//! The user's data folder and atomic saves: a file is written to a temporary
//! file in the same folder, flushed, then renamed over the old one, so a crash
//! leaves either the old or the new file, never half of one.

use std::io::Write;
use std::path::{Path, PathBuf};

/// Writes `bytes` to `path` atomically, creating the folder if needed.
///
/// # Errors
/// Any I/O error (the old file, if any, is left as it was).
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    std::fs::create_dir_all(&dir)?;
    let mut tmp = tempfile::NamedTempFile::new_in(&dir)?;
    tmp.write_all(bytes)?;
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// The folder where the program keeps the user's progress: `--data-dir` if
/// given, else the platform's data folder for Senet Tutor.
#[must_use]
pub fn data_dir(overridden: Option<&Path>) -> Option<PathBuf> {
    if let Some(dir) = overridden {
        return Some(dir.to_path_buf());
    }
    directories::ProjectDirs::from("", "", "senet-tutor").map(|d| d.data_dir().to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atomic_write_replaces_and_creates_folders() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("a").join("b.txt");
        write_atomically(&path, b"one").expect("write");
        write_atomically(&path, b"two").expect("write");
        assert_eq!(std::fs::read_to_string(&path).expect("read"), "two");
        let leftovers = std::fs::read_dir(path.parent().expect("parent"))
            .expect("dir")
            .count();
        assert_eq!(leftovers, 1, "no temporary files left behind");
    }
}

//! Unique names, taken by creating the file exclusively (`create_new`), so
//! that no file is ever written over: a new replay gets `NAME.yaml`, else
//! `NAME-2.yaml`, `NAME-3.yaml`…; a damaged file is kept aside as
//! `STEM.corrupt-<seconds>-<n>.EXT`, with `n` counting up within a second.

use std::fs::{File, OpenOptions};
use std::path::{Path, PathBuf};

/// How many numbered names are tried before giving up.
const ATTEMPTS: u32 = 10_000;

/// Creates a new file `dir/STEM.EXT`, or the first free `dir/STEM-N.EXT`
/// (N from 2), never opening a file that exists. `first` says whether the
/// plain name may be used (false: start at `STEM-2`).
///
/// # Errors
/// The folder cannot be written, or every name is taken.
pub fn create_unique(
    dir: &Path,
    stem: &str,
    ext: &str,
    first: bool,
) -> std::io::Result<(File, PathBuf)> {
    let start = if first { 1 } else { 2 };
    for n in start..start + ATTEMPTS {
        let name = if n == 1 {
            format!("{stem}.{ext}")
        } else {
            format!("{stem}-{n}.{ext}")
        };
        let path = dir.join(name);
        match create_new(&path) {
            Ok(file) => return Ok((file, path)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(e),
        }
    }
    Err(std::io::Error::from(std::io::ErrorKind::AlreadyExists))
}

/// Creates `path` only if nothing is there (not even a dangling link).
///
/// # Errors
/// `AlreadyExists`, or any other I/O error.
pub fn create_new(path: &Path) -> std::io::Result<File> {
    OpenOptions::new().write(true).create_new(true).open(path)
}

/// Moves `path` aside to a new unique name beside it,
/// `STEM.corrupt-<seconds>-<n>.EXT`, and returns that name. The name is first
/// taken with an empty file created exclusively, then the file is renamed
/// onto it, so two files kept aside in the same second never share a name.
///
/// # Errors
/// The name cannot be taken or the file cannot be moved (it is then where it was).
pub fn keep_aside(path: &Path) -> std::io::Result<PathBuf> {
    let dir = super::folder_of(path);
    let stem = path
        .file_stem()
        .map_or_else(|| "file".to_string(), |s| s.to_string_lossy().into_owned());
    let ext = path
        .extension()
        .map_or_else(|| "old".to_string(), |s| s.to_string_lossy().into_owned());
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    for n in 1..=ATTEMPTS {
        let aside = dir.join(format!("{stem}.corrupt-{secs}-{n}.{ext}"));
        match create_new(&aside) {
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
        // The placeholder is ours: replacing it loses nothing.
        return match std::fs::rename(path, &aside) {
            Ok(()) => {
                let _ = super::atomic::sync_folder(&dir);
                Ok(aside)
            }
            Err(e) => {
                let _ = std::fs::remove_file(&aside);
                Err(e)
            }
        };
    }
    Err(std::io::Error::from(std::io::ErrorKind::AlreadyExists))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbered_names_never_reuse_a_file() {
        let dir = tempfile::tempdir().expect("tempdir");
        std::fs::write(dir.path().join("game.yaml"), "precious").expect("write");
        let (_, second) = create_unique(dir.path(), "game", "yaml", true).expect("new");
        assert_eq!(second, dir.path().join("game-2.yaml"));
        let (_, third) = create_unique(dir.path(), "game", "yaml", true).expect("new");
        assert_eq!(third, dir.path().join("game-3.yaml"));
        let (_, fourth) = create_unique(dir.path(), "game", "yaml", false).expect("new");
        assert_eq!(fourth, dir.path().join("game-4.yaml"));
        assert_eq!(
            std::fs::read_to_string(dir.path().join("game.yaml")).expect("read"),
            "precious"
        );
    }

    #[test]
    fn two_files_kept_aside_in_one_second_get_two_names() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("progress.json");
        std::fs::write(&path, "first").expect("write");
        let a = keep_aside(&path).expect("aside");
        std::fs::write(&path, "second").expect("write");
        let b = keep_aside(&path).expect("aside");
        assert_ne!(a, b);
        assert_eq!(std::fs::read_to_string(a).expect("a"), "first");
        assert_eq!(std::fs::read_to_string(b).expect("b"), "second");
        assert!(!path.exists());
    }
}

//! Atomic replace: write a temporary file beside the target, flush it, rename
//! it over the target, then flush the folder so that the rename itself
//! survives a crash. A run killed between the write and the rename leaves a
//! temporary file named [`TEMP_PREFIX`]…; [`clean_stale_temps`] removes such
//! files once they are [`STALE_AFTER`] old (a younger one may belong to a run
//! that is writing right now).

use std::io::Write;
use std::path::Path;
use std::time::{Duration, SystemTime};

/// How the program's temporary files start (nothing else is ever removed).
pub const TEMP_PREFIX: &str = ".senet-tmp-";

/// How old a temporary file must be before it is taken as left by a killed run.
pub const STALE_AFTER: Duration = Duration::from_secs(60 * 60);

/// Writes `bytes` to `path` atomically, creating the folder if needed: the
/// old file, if any, is replaced only once the new one is complete on disk.
///
/// # Errors
/// Any I/O error (the old file, if any, is left as it was, and the temporary
/// file is removed).
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = super::folder_of(path);
    let tmp = temp_with(&dir, bytes)?;
    tmp.persist(path).map_err(|e| e.error)?;
    sync_folder(&dir)
}

/// Writes a new file `path` atomically, never replacing anything: the bytes
/// go to a temporary file first (flushed), which is then linked in under
/// `path` only if nothing is there (`persist_noclobber`), so a crash leaves
/// either no file or the whole one.
///
/// # Errors
/// `AlreadyExists` when `path` is taken (by anything: a file, a folder, a
/// device, a link), or any I/O error.
pub fn write_new(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = super::folder_of(path);
    let tmp = temp_with(&dir, bytes)?;
    tmp.persist_noclobber(path).map_err(|e| e.error)?;
    sync_folder(&dir)
}

/// [`write_new`] for a file meant to be handed on (a worksheet, a picture,
/// a student's answers): created with the ordinary permissions, read and
/// write for everyone less the user's umask (0644 under the usual 022),
/// instead of the temporary file's owner-only 0600.
///
/// # Errors
/// As [`write_new`].
pub fn write_new_shared(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = super::folder_of(path);
    let tmp = temp_in(&dir, bytes, true)?;
    tmp.persist_noclobber(path).map_err(|e| e.error)?;
    sync_folder(&dir)
}

/// [`write_new_unique`] with the ordinary permissions of [`write_new_shared`].
///
/// # Errors
/// As [`write_new_unique`].
pub fn write_new_unique_shared(
    dir: &Path,
    stem: &str,
    ext: &str,
    bytes: &[u8],
) -> std::io::Result<std::path::PathBuf> {
    unique(temp_in(dir, bytes, true)?, dir, stem, ext, true)
}

/// [`write_new`] at `dir/STEM.EXT` or, when that is taken (or `first` is
/// false), the first free `dir/STEM-N.EXT` (N from 2). Returns the path used.
///
/// # Errors
/// Any I/O error, or every name taken.
pub fn write_new_unique(
    dir: &Path,
    stem: &str,
    ext: &str,
    first: bool,
    bytes: &[u8],
) -> std::io::Result<std::path::PathBuf> {
    unique(temp_with(dir, bytes)?, dir, stem, ext, first)
}

fn unique(
    mut tmp: tempfile::NamedTempFile,
    dir: &Path,
    stem: &str,
    ext: &str,
    first: bool,
) -> std::io::Result<std::path::PathBuf> {
    for n in if first { 1 } else { 2 }..=10_000u32 {
        let path = if n == 1 {
            dir.join(format!("{stem}.{ext}"))
        } else {
            dir.join(format!("{stem}-{n}.{ext}"))
        };
        match tmp.persist_noclobber(&path) {
            Ok(_) => {
                sync_folder(dir)?;
                return Ok(path);
            }
            Err(e) if e.error.kind() == std::io::ErrorKind::AlreadyExists => tmp = e.file,
            Err(e) => return Err(e.error),
        }
    }
    Err(std::io::Error::from(std::io::ErrorKind::AlreadyExists))
}

fn temp_with(dir: &Path, bytes: &[u8]) -> std::io::Result<tempfile::NamedTempFile> {
    temp_in(dir, bytes, false)
}

/// A flushed temporary file in `dir` holding `bytes`: owner-only, or
/// (`shared`) 0666 less the umask, which the system applies on creation.
fn temp_in(dir: &Path, bytes: &[u8], shared: bool) -> std::io::Result<tempfile::NamedTempFile> {
    std::fs::create_dir_all(dir)?;
    let mut builder = tempfile::Builder::new();
    builder.prefix(TEMP_PREFIX).suffix(".tmp");
    #[cfg(unix)]
    if shared {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    #[cfg(not(unix))]
    let _ = shared;
    let mut tmp = builder.tempfile_in(dir)?;
    tmp.write_all(bytes)?;
    flush_to_disk(tmp.as_file())?;
    Ok(tmp)
}

/// Flushes `file` (a file or a folder) to disk. The library's own unit
/// tests skip the flush: they check what is written and renamed, never a
/// power cut, and a flush per recorded entry of every game they play was
/// most of their time (37 s of one test). The binary, and so every test
/// in `tests/`, always flushes.
fn flush_to_disk(file: &std::fs::File) -> std::io::Result<()> {
    if cfg!(test) {
        return Ok(());
    }
    file.sync_all()
}

/// Flushes a folder's entries (the names in it) to disk. Only Unix can open
/// a folder for this; elsewhere the rename is as durable as the system makes it.
///
/// # Errors
/// The folder cannot be opened or flushed.
pub fn sync_folder(dir: &Path) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        flush_to_disk(&std::fs::File::open(dir)?)
    }
    #[cfg(not(unix))]
    {
        let _ = dir;
        Ok(())
    }
}

/// Removes the program's temporary files in `dir` older than [`STALE_AFTER`]
/// (left by a run killed between writing and renaming). Returns how many were
/// removed; problems are ignored (this is housekeeping).
pub fn clean_stale_temps(dir: &Path) -> usize {
    clean_temps_older_than(dir, STALE_AFTER)
}

fn clean_temps_older_than(dir: &Path, age: Duration) -> usize {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    let now = SystemTime::now();
    let mut removed = 0;
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name();
        if !name.to_string_lossy().starts_with(TEMP_PREFIX) {
            continue;
        }
        let Ok(meta) = entry.metadata() else { continue };
        let old = meta
            .modified()
            .ok()
            .and_then(|m| now.duration_since(m).ok())
            .is_some_and(|d| d >= age);
        if meta.is_file() && old && std::fs::remove_file(entry.path()).is_ok() {
            removed += 1;
        }
    }
    removed
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

    #[test]
    fn new_files_never_replace_anything() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("game.yaml");
        std::fs::write(&path, "precious").expect("write");
        let e = write_new(&path, b"new").expect_err("taken");
        assert_eq!(e.kind(), std::io::ErrorKind::AlreadyExists);
        let second = write_new_unique(dir.path(), "game", "yaml", true, b"two").expect("new");
        assert_eq!(second, dir.path().join("game-2.yaml"));
        assert_eq!(std::fs::read_to_string(&path).expect("read"), "precious");
        assert_eq!(std::fs::read_to_string(&second).expect("read"), "two");
        let names = std::fs::read_dir(dir.path()).expect("dir").count();
        assert_eq!(names, 2, "no temporary file left");
    }

    #[cfg(unix)]
    #[test]
    fn shared_files_get_the_ordinary_permissions() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().expect("tempdir");
        let mode = |p: &Path| std::fs::metadata(p).expect("meta").permissions().mode() & 0o777;
        // What the system gives an ordinary new file under this umask.
        let plain = dir.path().join("plain");
        std::fs::File::create(&plain).expect("create");
        let sheet = dir.path().join("sheet.html");
        write_new_shared(&sheet, b"page").expect("write");
        assert_eq!(mode(&sheet), mode(&plain));
        let answers = write_new_unique_shared(dir.path(), "ana", "json", b"{}").expect("write");
        assert_eq!(mode(&answers), mode(&plain));
        let private = dir.path().join("private");
        write_new(&private, b"x").expect("write");
        assert_eq!(
            mode(&private),
            0o600,
            "the data folder's files stay private"
        );
    }

    #[test]
    fn only_our_old_temporary_files_are_cleaned() {
        let dir = tempfile::tempdir().expect("tempdir");
        let ours = dir.path().join(format!("{TEMP_PREFIX}abc.tmp"));
        let theirs = dir.path().join(".tmpXYZ");
        std::fs::write(&ours, "half").expect("write");
        std::fs::write(&theirs, "someone else's").expect("write");
        assert_eq!(clean_stale_temps(dir.path()), 0, "a fresh one is kept");
        assert_eq!(clean_temps_older_than(dir.path(), Duration::ZERO), 1);
        assert!(!ours.exists() && theirs.exists());
    }
}

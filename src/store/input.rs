//! Reading files the program is given (lessons, their texts, replays, answers,
//! saved progress): only regular files, at most [`MAX_INPUT_BYTES`], and UTF-8.
//! A FIFO, a device or a folder is refused before it is opened, so nothing
//! blocks or grows without bound; invalid UTF-8 is reported with the line,
//! column and byte offset of the first bad byte.

use std::io::Read;
use std::path::Path;

/// The largest file the program reads: 4 MiB. The biggest shipped lesson is
/// a few KiB and a 600-entry replay about 20 KiB; the largest replay of the
/// longest game the engine allows (arcade stops at 600 throws, the other
/// rulesets in practice well under 2,000) stays far below it.
pub const MAX_INPUT_BYTES: u64 = 4 * 1024 * 1024;

/// Why a file could not be read.
#[derive(Debug)]
pub enum InputError {
    /// The system refused (no such file, permission denied...).
    Io(std::io::Error),
    /// Not a regular file: a folder, a FIFO, a device, a socket.
    NotRegular,
    /// Larger than [`MAX_INPUT_BYTES`].
    TooLarge,
    /// Not UTF-8: the first bad byte, at this 1-based line and column
    /// (counted in characters) and 0-based byte offset.
    Utf8 {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// 0-based offset of the byte in the file.
        byte: usize,
    },
    /// Read, but not in the expected form (see [`super::peek`]).
    Invalid,
    /// A chain of symbolic links that leads back to itself.
    LinkLoop,
}

impl std::fmt::Display for InputError {
    /// An English description, for logs and tests; people get
    /// `text::errors::input_error`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            InputError::Io(e) => write!(f, "{e}"),
            InputError::NotRegular => write!(f, "not a regular file"),
            InputError::TooLarge => write!(f, "larger than {MAX_INPUT_BYTES} bytes"),
            InputError::Utf8 { line, column, byte } => {
                write!(f, "{line}:{column}: invalid UTF-8 at byte {byte}")
            }
            InputError::Invalid => write!(f, "not in the expected form"),
            InputError::LinkLoop => write!(f, "a loop of symbolic links"),
        }
    }
}

impl std::error::Error for InputError {}

/// Reads a regular file of at most [`MAX_INPUT_BYTES`].
///
/// # Errors
/// See [`InputError`].
pub fn read_bytes(path: &Path) -> Result<Vec<u8>, InputError> {
    read_bytes_at_most(path, MAX_INPUT_BYTES)
}

/// Reads a regular file of at most `limit` bytes (a cache whose size is
/// known, such as an endgame table, may be larger than [`MAX_INPUT_BYTES`]).
///
/// # Errors
/// See [`InputError`] ([`InputError::TooLarge`]: above `limit`).
pub fn read_bytes_at_most(path: &Path, limit: u64) -> Result<Vec<u8>, InputError> {
    // Looked at before opening: opening a FIFO would wait for a writer.
    let meta = std::fs::metadata(path).map_err(|e| {
        if is_link_loop(path) {
            InputError::LinkLoop
        } else {
            InputError::Io(e)
        }
    })?;
    if !meta.is_file() {
        return Err(InputError::NotRegular);
    }
    if meta.len() > limit {
        return Err(InputError::TooLarge);
    }
    let file = std::fs::File::open(path).map_err(InputError::Io)?;
    if !file.metadata().map_err(InputError::Io)?.is_file() {
        return Err(InputError::NotRegular);
    }
    let mut bytes = Vec::with_capacity(usize::try_from(meta.len()).unwrap_or(0));
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(InputError::Io)?;
    if bytes.len() as u64 > limit {
        return Err(InputError::TooLarge);
    }
    Ok(bytes)
}

/// Whether `path` is a symbolic link whose chain of links comes back to a
/// link already passed (or runs longer than the 40 links a system follows).
fn is_link_loop(path: &Path) -> bool {
    let mut passed: Vec<std::path::PathBuf> = Vec::new();
    let mut at = path.to_path_buf();
    for _ in 0..40 {
        let Ok(target) = std::fs::read_link(&at) else {
            return false;
        };
        let next = match at.parent() {
            Some(folder) if target.is_relative() => folder.join(&target),
            _ => target,
        };
        passed.push(at);
        if passed.contains(&next) {
            return true;
        }
        at = next;
    }
    true
}

/// Reads a regular UTF-8 text file of at most [`MAX_INPUT_BYTES`].
///
/// # Errors
/// See [`InputError`].
pub fn read_text(path: &Path) -> Result<String, InputError> {
    text_of(read_bytes(path)?)
}

/// Bytes as UTF-8 text, or where the first bad byte is.
///
/// # Errors
/// [`InputError::Utf8`].
pub fn text_of(bytes: Vec<u8>) -> Result<String, InputError> {
    String::from_utf8(bytes).map_err(|e| {
        let byte = e.utf8_error().valid_up_to();
        let valid = std::str::from_utf8(&e.as_bytes()[..byte]).unwrap_or_default();
        let (line, column) = crate::store::shown::line_column(valid, valid.len());
        InputError::Utf8 { line, column, byte }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invalid_utf8_is_placed() {
        let e = text_of(b"ab\ncd\xffe".to_vec()).expect_err("bad");
        assert!(
            matches!(
                e,
                InputError::Utf8 {
                    line: 2,
                    column: 3,
                    byte: 5
                }
            ),
            "{e}"
        );
        let e = text_of(b"\xc3".to_vec()).expect_err("cut");
        assert!(
            matches!(
                e,
                InputError::Utf8 {
                    line: 1,
                    column: 1,
                    byte: 0
                }
            ),
            "{e}"
        );
        assert_eq!(text_of("ñ".as_bytes().to_vec()).expect("ok"), "ñ");
    }

    #[test]
    fn folders_and_large_files_are_refused() {
        let dir = tempfile::tempdir().expect("tempdir");
        assert!(matches!(read_text(dir.path()), Err(InputError::NotRegular)));
        let big = dir.path().join("big.yaml");
        let file = std::fs::File::create(&big).expect("create");
        file.set_len(MAX_INPUT_BYTES + 1).expect("grow");
        assert!(matches!(read_text(&big), Err(InputError::TooLarge)));
        file.set_len(MAX_INPUT_BYTES).expect("shrink");
        assert!(read_bytes(&big).is_ok(), "the limit itself is allowed");
    }

    #[cfg(unix)]
    #[test]
    fn a_device_is_refused_without_reading() {
        assert!(matches!(
            read_bytes(Path::new("/dev/zero")),
            Err(InputError::NotRegular)
        ));
    }

    #[cfg(unix)]
    #[test]
    fn a_loop_of_links_is_named_and_a_dangling_link_is_not_found() {
        let dir = tempfile::tempdir().expect("tempdir");
        let own = dir.path().join("loop.yaml");
        std::os::unix::fs::symlink("loop.yaml", &own).expect("link");
        assert!(matches!(read_bytes(&own), Err(InputError::LinkLoop)));
        let (a, b) = (dir.path().join("a.yaml"), dir.path().join("b.yaml"));
        std::os::unix::fs::symlink(&b, &a).expect("link");
        std::os::unix::fs::symlink("a.yaml", &b).expect("link");
        assert!(matches!(read_bytes(&a), Err(InputError::LinkLoop)));
        let dangling = dir.path().join("gone.yaml");
        std::os::unix::fs::symlink("nowhere.yaml", &dangling).expect("link");
        assert!(
            matches!(read_bytes(&dangling), Err(InputError::Io(ref e)) if e.kind() == std::io::ErrorKind::NotFound)
        );
        let file = dir.path().join("real.yaml");
        std::fs::write(&file, "x").expect("write");
        let link = dir.path().join("link.yaml");
        std::os::unix::fs::symlink(&file, &link).expect("link");
        assert_eq!(read_bytes(&link).expect("through the link"), b"x");
    }
}

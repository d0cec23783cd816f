//! The learner's saved progress: which lessons are complete, and each quiz
//! topic's accuracy and review schedule. Saved atomically
//! as JSON in the user's data folder; a corrupt file is kept aside and a fresh
//! one started, never silently overwritten.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::store::write_atomically;

/// The progress file's format version (version 1 files, without quiz topics, are still read).
pub const PROGRESS_VERSION: u32 = 2;

/// What the learner has done.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    /// The format version.
    pub version: u32,
    /// Ids of the lessons completed.
    pub completed_lessons: BTreeSet<String>,
    /// Quiz topics, keyed `ruleset:reason:code` or `ruleset:rule:id`.
    #[serde(default)]
    pub topics: crate::quiz::session::Records,
}

/// Where progress is kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProgressStore {
    path: PathBuf,
}

/// What happened while loading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadNotice {
    /// The file could not be read as progress; it was moved to this path.
    CorruptKeptAside(PathBuf),
    /// The file could not be read at all (permissions...): starting fresh in memory.
    Unreadable(String),
}

impl ProgressStore {
    /// Progress kept in `dir/progress.json`.
    #[must_use]
    pub fn in_dir(dir: &Path) -> ProgressStore {
        ProgressStore {
            path: dir.join("progress.json"),
        }
    }

    /// The file's path.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Loads the progress (empty when there is no file yet).
    #[must_use]
    pub fn load(&self) -> (Progress, Option<LoadNotice>) {
        let fresh = Progress {
            version: PROGRESS_VERSION,
            ..Progress::default()
        };
        let text = match std::fs::read_to_string(&self.path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (fresh, None),
            Err(e) => return (fresh, Some(LoadNotice::Unreadable(e.to_string()))),
        };
        match serde_json::from_str::<Progress>(&text) {
            Ok(mut p) if (1..=PROGRESS_VERSION).contains(&p.version) => {
                p.version = PROGRESS_VERSION;
                (p, None)
            }
            _ => {
                let aside = self.path.with_extension(format!(
                    "corrupt-{}.json",
                    std::time::SystemTime::now()
                        .duration_since(std::time::UNIX_EPOCH)
                        .map_or(0, |d| d.as_secs())
                ));
                match std::fs::rename(&self.path, &aside) {
                    Ok(()) => (fresh, Some(LoadNotice::CorruptKeptAside(aside))),
                    Err(e) => (fresh, Some(LoadNotice::Unreadable(e.to_string()))),
                }
            }
        }
    }

    /// Saves the progress atomically.
    ///
    /// # Errors
    /// Any I/O error; the previous file is then left as it was.
    pub fn save(&self, progress: &Progress) -> std::io::Result<()> {
        let json = serde_json::to_string_pretty(progress).map_err(std::io::Error::other)?;
        write_atomically(&self.path, json.as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_missing_file() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = ProgressStore::in_dir(dir.path());
        let (p, notice) = store.load();
        assert!(p.completed_lessons.is_empty() && notice.is_none());
        let mut p = p;
        p.completed_lessons.insert("intro-01-sticks".into());
        p.topics
            .entry("kendall:reason:checkpoint-26".into())
            .or_default()
            .answer(true, 5);
        store.save(&p).expect("save");
        assert_eq!(store.load(), (p, None));
    }

    #[test]
    fn a_version_1_file_still_loads() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = ProgressStore::in_dir(dir.path());
        std::fs::write(
            store.path(),
            r#"{"version": 1, "completed_lessons": ["kendall-01-start"]}"#,
        )
        .expect("write");
        let (p, notice) = store.load();
        assert_eq!(notice, None);
        assert!(p.completed_lessons.contains("kendall-01-start"));
        assert_eq!(p.version, PROGRESS_VERSION);
    }

    #[test]
    fn a_killed_save_leaves_the_old_file_whole() {
        // A save that dies before its rename leaves only a temporary file
        // beside the progress file; the progress file itself is untouched.
        let dir = tempfile::tempdir().expect("tempdir");
        let store = ProgressStore::in_dir(dir.path());
        let mut p = store.load().0;
        p.completed_lessons.insert("a".into());
        store.save(&p).expect("save");
        let half = tempfile::NamedTempFile::new_in(dir.path()).expect("temp");
        std::fs::write(half.path(), "{\"version\": 2, \"complet").expect("half-written");
        std::mem::forget(half);
        assert_eq!(store.load(), (p, None));
    }

    #[test]
    fn a_corrupt_file_is_kept_aside() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = ProgressStore::in_dir(dir.path());
        std::fs::write(store.path(), "{ not json").expect("write");
        let (p, notice) = store.load();
        assert!(p.completed_lessons.is_empty());
        let Some(LoadNotice::CorruptKeptAside(aside)) = notice else {
            panic!("expected the file to be kept aside: {notice:?}");
        };
        assert_eq!(std::fs::read_to_string(aside).expect("kept"), "{ not json");
        assert!(!store.path().exists());
    }
}

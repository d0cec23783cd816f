//! The learner's saved progress: which lessons are complete, and each quiz
//! topic's accuracy and review schedule, as JSON in the data folder
//! (`progress.json`).
//!
//! Every save goes through [`super::update`]: under the data folder's
//! lock, the file on disk is read and merged with what this run has, then
//! replaced atomically, so two runs (two terminals) add up instead of undoing
//! each other. The merge ([`Progress::merge`]): the union of the completed
//! lessons; for each quiz topic, the record with more answers (right + wrong),
//! and on a tie the one answered last. A file that cannot be read as progress
//! (damaged, unreadable, of a newer version) is moved aside to
//! `progress.corrupt-<time>-<n>.json` before anything is written, and the
//! learner is told where; when even that fails, nothing is saved.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::{DataError, Found, Trouble};

/// The review records of every quiz topic, keyed `ruleset:reason:code` or
/// `ruleset:rule:id` (`quiz::session::record_key`).
pub type Records = BTreeMap<String, TopicRecord>;

/// What is known about one quiz topic: its tally and its place in the review
/// schedule (the scheme is `quiz::schedule`, which works on this record).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TopicRecord {
    /// Right answers in all.
    pub right: u32,
    /// Wrong answers in all.
    pub wrong: u32,
    /// The Leitner box (0 = never asked).
    #[serde(rename = "box")]
    pub level: u8,
    /// When it is due next (seconds since the epoch).
    pub due: u64,
    /// When it was last asked.
    pub last: u64,
}

/// The progress file's format version. Version 1 files (without quiz
/// topics) and version 2 files (with the Leitner records of `topics`, kept
/// and still shown as earlier counts) are still read.
pub const PROGRESS_VERSION: u32 = 3;

/// What the learner has done.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    /// The format version.
    pub version: u32,
    /// Ids of the lessons completed.
    pub completed_lessons: BTreeSet<String>,
    /// Quiz topics, keyed `ruleset:reason:code` or `ruleset:rule:id`: the
    /// counts of version 2 (every try counted, retries included), kept as
    /// they were and shown as earlier counts; no longer written to.
    #[serde(default)]
    pub topics: Records,
    /// The learner record (version 3): first-try answers per rule, memory,
    /// misconceptions and lesson stars ([`crate::learner`]).
    #[serde(default)]
    pub learner: crate::learner::Learner,
    /// The lessons completed in each teacher's course, by the course's
    /// folder (its full path), kept apart from the shipped curriculum's.
    /// Written only when there is one, so that a file without courses
    /// stays what earlier versions read.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub courses: std::collections::BTreeMap<String, BTreeSet<String>>,
    /// The course folder opened last, offered on the tutor's lesson list.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recent_course: Option<String>,
}

impl Progress {
    /// Empty progress of the current version.
    #[must_use]
    pub fn fresh() -> Progress {
        Progress {
            version: PROGRESS_VERSION,
            ..Progress::default()
        }
    }

    /// Adds `other` to this progress: the union of the completed lessons
    /// (and of each course's), and per topic the record with more answers (on a tie, the later one).
    pub fn merge(&mut self, other: Progress) {
        self.version = PROGRESS_VERSION;
        self.completed_lessons.extend(other.completed_lessons);
        for (course, done) in other.courses {
            self.courses.entry(course).or_default().extend(done);
        }
        // This run's choice of course wins over what another saved.
        if self.recent_course.is_none() {
            self.recent_course = other.recent_course;
        }
        self.learner.merge(other.learner);
        for (topic, theirs) in other.topics {
            match self.topics.get_mut(&topic) {
                Some(mine) if weight(mine) >= weight(&theirs) => {}
                Some(mine) => *mine = theirs,
                None => {
                    self.topics.insert(topic, theirs);
                }
            }
        }
    }

    /// Reads progress from the text of a file: `None` if it is not progress
    /// of a version this program knows.
    #[must_use]
    pub fn parse(text: &str) -> Option<Progress> {
        let mut p = serde_json::from_str::<Progress>(text).ok()?;
        (1..=PROGRESS_VERSION).contains(&p.version).then(|| {
            p.version = PROGRESS_VERSION;
            p
        })
    }
}

/// How a topic record ranks in a merge: more answers, then answered later,
/// then the rest of it (so that the merge does not depend on the order).
fn weight(r: &TopicRecord) -> (u64, u64, u8, u64) {
    (
        u64::from(r.right) + u64::from(r.wrong),
        r.last,
        r.level,
        r.due,
    )
}

fn render(p: &Progress) -> Vec<u8> {
    serde_json::to_string_pretty(p)
        .map(String::into_bytes)
        .unwrap_or_default()
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
    /// The file could not be read, nor moved aside: starting fresh in memory,
    /// and nothing will be saved over it.
    Unreadable(Trouble),
    /// The file was there but could not be used as progress (damaged, or
    /// unreadable), and moving it aside failed (a read-only disk): starting
    /// fresh in memory, and nothing will be saved over it.
    NotKeptAside {
        /// Why it could not be used.
        read: Trouble,
        /// Why it could not be moved aside.
        moved: Trouble,
    },
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

    /// Loads the progress (empty when there is no file yet). A file that is
    /// not readable progress is kept aside first.
    #[must_use]
    pub fn load(&self) -> (Progress, Option<LoadNotice>) {
        match super::load(&self.path, Progress::parse) {
            Ok(Found::Read(p)) => (p, None),
            Ok(Found::Missing) => (Progress::fresh(), None),
            Ok(Found::KeptAside(aside)) => {
                (Progress::fresh(), Some(LoadNotice::CorruptKeptAside(aside)))
            }
            Err(DataError::CannotKeepAside { read, moved }) => (
                Progress::fresh(),
                Some(LoadNotice::NotKeptAside {
                    read: read.trouble(),
                    moved: Trouble::Io(moved.kind()),
                }),
            ),
            Err(e) => (Progress::fresh(), Some(LoadNotice::Unreadable(e.trouble()))),
        }
    }

    /// Saves `progress` merged with what is on disk (see the module docs),
    /// and makes `progress` the merged whole. Returns where a file that was
    /// not readable progress was kept aside, if one was.
    ///
    /// # Errors
    /// The folder cannot be written or locked, or the file on disk can be
    /// neither read nor moved aside: it is then left as it was.
    pub fn save_merged(&self, progress: &mut Progress) -> Result<Option<PathBuf>, DataError> {
        let mine = progress.clone();
        let (merged, found) = super::update(
            &self.path,
            Progress::parse,
            |disk| {
                let mut merged = disk.unwrap_or_else(Progress::fresh);
                merged.merge(mine);
                merged
            },
            render,
        )?;
        *progress = merged;
        Ok(match found {
            Found::KeptAside(p) => Some(p),
            Found::Missing | Found::Read(()) => None,
        })
    }

    /// Saves the progress (merged with what is on disk, see [`Self::save_merged`]).
    ///
    /// # Errors
    /// As [`Self::save_merged`].
    pub fn save(&self, progress: &Progress) -> std::io::Result<()> {
        self.save_merged(&mut progress.clone())
            .map(|_| ())
            .map_err(std::io::Error::other)
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
    fn courses_merge_by_folder_apart_from_the_shipped_lessons_and_are_written_only_when_used() {
        let mut mine = Progress::fresh();
        mine.courses
            .entry("/a".into())
            .or_default()
            .insert("uno".into());
        mine.recent_course = Some("/a".into());
        let mut theirs = Progress::fresh();
        theirs
            .courses
            .entry("/a".into())
            .or_default()
            .insert("dos".into());
        theirs
            .courses
            .entry("/b".into())
            .or_default()
            .insert("uno".into());
        theirs.recent_course = Some("/b".into());
        mine.merge(theirs);
        assert_eq!(mine.courses["/a"].len(), 2);
        assert!(mine.courses["/b"].contains("uno"));
        assert!(mine.completed_lessons.is_empty());
        assert_eq!(
            mine.recent_course.as_deref(),
            Some("/a"),
            "this run's choice"
        );
        let text = String::from_utf8(render(&Progress::fresh())).expect("utf-8");
        assert!(
            !text.contains("courses") && !text.contains("recent_course"),
            "{text}"
        );
        assert_eq!(
            Progress::parse(&String::from_utf8(render(&mine)).expect("utf-8")),
            Some(mine)
        );
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
    fn a_corrupt_or_newer_file_is_kept_aside() {
        for text in ["{ not json", r#"{"version": 4, "completed_lessons": []}"#] {
            let dir = tempfile::tempdir().expect("tempdir");
            let store = ProgressStore::in_dir(dir.path());
            std::fs::write(store.path(), text).expect("write");
            let (p, notice) = store.load();
            assert!(p.completed_lessons.is_empty());
            let Some(LoadNotice::CorruptKeptAside(aside)) = notice else {
                panic!("expected the file to be kept aside: {notice:?}");
            };
            assert_eq!(std::fs::read_to_string(aside).expect("kept"), text);
            assert!(!store.path().exists());
        }
    }

    #[test]
    fn saves_of_two_runs_add_up() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = ProgressStore::in_dir(dir.path());
        let mut first = store.load().0;
        let mut second = store.load().0;
        first.completed_lessons.insert("kendall-01-start".into());
        first
            .topics
            .entry("kendall:rule:a".into())
            .or_default()
            .answer(true, 10);
        store.save_merged(&mut first).expect("first saves");
        second
            .topics
            .entry("race:rule:b".into())
            .or_default()
            .answer(false, 20);
        let shared = second.topics.entry("kendall:rule:a".into()).or_default();
        shared.answer(true, 30);
        shared.answer(true, 31);
        store.save_merged(&mut second).expect("second saves");
        let on_disk = store.load().0;
        assert_eq!(on_disk, second, "the second run now has both");
        assert!(on_disk.completed_lessons.contains("kendall-01-start"));
        assert!(on_disk.topics.contains_key("race:rule:b"));
        assert_eq!(
            on_disk.topics["kendall:rule:a"].right, 2,
            "more answers win"
        );
    }

    #[test]
    fn the_merge_does_not_depend_on_the_order() {
        let mut a = Progress::fresh();
        let mut b = Progress::fresh();
        a.topics.entry("t".into()).or_default().answer(true, 5);
        b.topics.entry("t".into()).or_default().answer(false, 9);
        let mut ab = a.clone();
        ab.merge(b.clone());
        let mut ba = b.clone();
        ba.merge(a);
        assert_eq!(ab, ba);
        assert_eq!(ab.topics["t"].wrong, 1, "the later one wins a tie");
    }
}

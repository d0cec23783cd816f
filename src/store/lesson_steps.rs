//! Where each unfinished lesson was left, in a file of its own
//! (`lesson-steps.json` in the data folder), so that a lesson opened again
//! (also after a restart) resumes at its step.
//!
//! The file is a JSON object with a `version` and a `steps` object mapping a
//! lesson's key (its id, or `course-key/lesson-id` for a teacher's course) to
//! the 0-based index of the step it was left at. It is kept apart from the
//! progress file, whose format refuses unknown fields, so that older
//! versions are not disturbed. It is read tolerantly: an unknown field, or
//! an entry that is not a step number, is ignored on reading and left as it
//! is on writing. A change is saved through [`super::update`] (under the
//! data folder's lock, atomically), reading the file again first, so two
//! runs leaving different lessons keep both. A file that is not a JSON
//! object is kept aside (`lesson-steps.corrupt-<time>-<n>.json`) before
//! anything is written.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde_json::{Map, Value};

use super::{DataError, json_object};

/// The file's format version (written; any version is read).
pub const LESSON_STEPS_VERSION: u64 = 1;

/// Where the lessons' steps are kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LessonStepsStore {
    path: PathBuf,
}

/// The steps of a file's object, ignoring what is not a step number.
fn steps_of(object: &Map<String, Value>) -> BTreeMap<String, usize> {
    object
        .get("steps")
        .and_then(Value::as_object)
        .map(|steps| {
            steps
                .iter()
                .filter_map(|(key, v)| {
                    let n = usize::try_from(v.as_u64()?).ok()?;
                    Some((key.clone(), n))
                })
                .collect()
        })
        .unwrap_or_default()
}

impl LessonStepsStore {
    /// Steps kept in `dir/lesson-steps.json`.
    #[must_use]
    pub fn in_dir(dir: &Path) -> LessonStepsStore {
        LessonStepsStore {
            path: dir.join("lesson-steps.json"),
        }
    }

    /// The file's path.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The step lesson `key` was left at, if it was left unfinished (a file
    /// that cannot be read counts as none: the lesson starts at its first step).
    #[must_use]
    pub fn step(&self, key: &str) -> Option<usize> {
        match super::peek(&self.path, json_object::parse) {
            Ok(Some(object)) => steps_of(&object).get(key).copied(),
            _ => None,
        }
    }

    /// Records that lesson `key` was left at `step` (`None`: forgets it, as
    /// when the lesson is completed or started over). Every other field and
    /// entry stays as it was. Returns where a damaged file was kept aside, if
    /// one was.
    ///
    /// # Errors
    /// The folder cannot be written or locked, or the file can be neither
    /// read nor moved aside: it is then left as it was.
    pub fn set(&self, key: &str, step: Option<usize>) -> Result<Option<PathBuf>, DataError> {
        let (_, found) = super::update(
            &self.path,
            json_object::parse,
            |disk| {
                let mut object = disk.unwrap_or_default();
                json_object::stamp_version(&mut object, LESSON_STEPS_VERSION);
                let steps = object
                    .entry("steps".to_string())
                    .or_insert_with(|| Value::Object(Map::new()));
                if !steps.is_object() {
                    *steps = Value::Object(Map::new());
                }
                if let Value::Object(steps) = steps {
                    match step {
                        Some(n) => {
                            steps.insert(key.to_string(), Value::from(n));
                        }
                        None => {
                            steps.remove(key);
                        }
                    }
                }
                object
            },
            json_object::render,
        )?;
        Ok(json_object::kept_aside(found))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_file_means_no_step() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = LessonStepsStore::in_dir(dir.path());
        assert_eq!(store.step("kendall-basics"), None);
        assert!(!store.path().exists(), "reading writes nothing");
    }

    #[test]
    fn steps_are_kept_per_lesson_and_forgotten() {
        let dir = tempfile::tempdir().expect("tempdir");
        let first = LessonStepsStore::in_dir(dir.path());
        let second = LessonStepsStore::in_dir(dir.path());
        assert_eq!(first.set("a", Some(2)).expect("saved"), None);
        assert_eq!(second.set("course/b", Some(5)).expect("saved"), None);
        assert_eq!(first.step("a"), Some(2));
        assert_eq!(first.step("course/b"), Some(5));
        first.set("a", None).expect("forgotten");
        assert_eq!(second.step("a"), None);
        assert_eq!(second.step("course/b"), Some(5));
        let text = std::fs::read_to_string(first.path()).expect("read");
        assert!(text.contains("\"version\": 1"), "{text}");
    }

    #[test]
    fn a_newer_versions_fields_are_kept() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = LessonStepsStore::in_dir(dir.path());
        std::fs::write(
            store.path(),
            r#"{"version": 4, "steps": {"a": "three", "b": 1}, "answers": {"b": [1]}}"#,
        )
        .expect("write");
        assert_eq!(store.step("a"), None, "not a step number");
        assert_eq!(store.step("b"), Some(1));
        store.set("c", Some(0)).expect("saved");
        let object = json_object::parse(&std::fs::read_to_string(store.path()).expect("read"))
            .expect("an object");
        assert_eq!(object["version"], Value::from(4));
        assert_eq!(object["steps"]["a"], Value::from("three"));
        assert_eq!(object["steps"]["c"], Value::from(0));
        assert_eq!(object["answers"]["b"][0], Value::from(1));
    }

    #[test]
    fn a_damaged_file_is_kept_aside_before_a_save() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = LessonStepsStore::in_dir(dir.path());
        std::fs::write(store.path(), "[not, ours").expect("write");
        assert_eq!(store.step("a"), None);
        let aside = store.set("a", Some(3)).expect("saved").expect("kept aside");
        assert_eq!(std::fs::read_to_string(aside).expect("kept"), "[not, ours");
        assert_eq!(store.step("a"), Some(3));
    }
}

//! Where lessons come from: the shipped ones (embedded in the program) and
//! teachers' folders on disk. A lesson `ID` is `ID.yaml` plus its texts in
//! `locales/<lang>/lessons/ID.ftl`, where `locales` sits beside the lesson
//! file or one folder up (so the shipped `lessons/` use the top-level `locales/`).

use std::path::{Path, PathBuf};

use crate::lang::Lang;

/// A lesson's files, read but not yet checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LessonFiles {
    /// The YAML file's path, as shown in messages.
    pub path: String,
    /// The YAML text.
    pub yaml: String,
    /// For each language (in [`Lang::ALL`] order): the Fluent file's path and, if it exists, its text.
    pub texts: Vec<(Lang, String, Option<String>)>,
    /// The languages whose texts file is there but could not be read (a
    /// folder, a FIFO or a device in its place, too large, not UTF-8), and why.
    pub unreadable: Vec<(Lang, crate::store::Trouble)>,
}

impl LessonFiles {
    /// The file stem (the lesson id it should declare).
    #[must_use]
    pub fn stem(&self) -> String {
        Path::new(&self.path)
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default()
    }

    /// The Fluent text of one language, if present.
    #[must_use]
    pub fn text(&self, lang: Lang) -> Option<&str> {
        self.texts
            .iter()
            .find(|(l, _, _)| *l == lang)
            .and_then(|(_, _, t)| t.as_deref())
    }
}

mod shipped {
    include!(concat!(env!("OUT_DIR"), "/shipped_lessons.rs"));
}

/// Where a lesson stands in the curriculum: the `intro-` lessons first, then
/// each ruleset's lessons in the order rulesets are listed, each in file order.
#[must_use]
pub fn curriculum_rank(stem: &str) -> (usize, String) {
    if stem.starts_with("intro-") {
        return (0, stem.to_string());
    }
    let ruleset = crate::engine::RulesetId::ALL
        .iter()
        .enumerate()
        .filter(|(_, r)| {
            stem.strip_prefix(r.name())
                .is_some_and(|rest| rest.starts_with('-'))
        })
        .max_by_key(|(_, r)| r.name().len())
        .map_or(usize::MAX, |(i, _)| i + 1);
    (ruleset, stem.to_string())
}

/// The lessons shipped with the program, in curriculum order.
#[must_use]
pub fn shipped() -> Vec<LessonFiles> {
    let mut lessons: Vec<&(&str, &str, shipped::Texts)> = shipped::LESSONS.iter().collect();
    lessons.sort_by_key(|(stem, ..)| curriculum_rank(stem));
    lessons
        .into_iter()
        .map(|(stem, yaml, found)| LessonFiles {
            path: format!("lessons/{stem}.yaml"),
            yaml: (*yaml).to_string(),
            texts: Lang::ALL
                .into_iter()
                .map(|lang| {
                    let text = found
                        .iter()
                        .find(|(code, _)| *code == lang.code())
                        .and_then(|(_, text)| text.map(str::to_string));
                    (lang, format!("locales/{lang}/lessons/{stem}.ftl"), text)
                })
                .collect(),
            unreadable: Vec::new(),
        })
        .collect()
}

/// Why lesson files could not be read.
#[derive(Debug, thiserror::Error)]
#[error("{path}: {source}")]
pub struct ReadError {
    /// The path.
    pub path: String,
    /// What went wrong: the system's error, not a regular file, too large,
    /// or invalid UTF-8 (with its line, column and byte).
    #[source]
    pub source: crate::store::InputError,
}

/// Reads the lessons at `path`: one `.yaml` file, or every `.yaml` file of a folder.
///
/// # Errors
/// The first path that cannot be read.
pub fn read_path(path: &Path) -> Result<Vec<LessonFiles>, ReadError> {
    read_path_each(path).into_iter().collect()
}

/// Reads the lessons at `path` one by one: one `.yaml` file, or every entry
/// of a folder named `*.yaml` or `*.yml` but its course file (`course.yaml`), each read or refused on its own (a
/// subfolder or a FIFO with such a name is refused, never opened, and the
/// others are still read), in name order.
#[must_use]
pub fn read_path_each(path: &Path) -> Vec<Result<LessonFiles, ReadError>> {
    let err = |p: &Path, source| ReadError {
        path: crate::store::shown::path_shown(p),
        source,
    };
    if path.is_dir() {
        let entries = match std::fs::read_dir(path) {
            Ok(entries) => entries,
            Err(e) => return vec![Err(err(path, crate::store::InputError::Io(e)))],
        };
        let mut files: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "yaml" || e == "yml"))
            // A course's file is not a lesson (`super::course`).
            .filter(|p| {
                p.file_name()
                    .is_none_or(|n| n != super::course::COURSE_FILE && n != "course.yml")
            })
            .collect();
        files.sort();
        files.iter().map(|f| read_file(f)).collect()
    } else {
        vec![read_file(path)]
    }
}

fn read_file(path: &Path) -> Result<LessonFiles, ReadError> {
    let yaml = crate::store::read_text(path).map_err(|source| ReadError {
        path: crate::store::shown::path_shown(path),
        source,
    })?;
    let dir = path.parent().unwrap_or(Path::new("."));
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut unreadable = Vec::new();
    let texts = Lang::ALL
        .iter()
        .map(|&lang| {
            let candidates = [dir.join("locales"), dir.join("..").join("locales")].map(|locales| {
                locales
                    .join(lang.code())
                    .join("lessons")
                    .join(format!("{stem}.ftl"))
            });
            // A regular file first; else whatever is there in its place (a
            // folder, a FIFO, a device), reported as what it is, never opened.
            let found = candidates
                .iter()
                .find(|p| p.is_file())
                .or_else(|| candidates.iter().find(|p| p.exists()));
            let shown = found.unwrap_or(&candidates[0]);
            // Capped like every input; what cannot be read is kept with why.
            let text = found.and_then(|p| match crate::store::read_text(p) {
                Ok(text) => Some(text),
                Err(e) => {
                    unreadable.push((lang, e.trouble()));
                    None
                }
            });
            (lang, crate::store::shown::path_shown(shown), text)
        })
        .collect();
    Ok(LessonFiles {
        path: crate::store::shown::path_shown(path),
        yaml,
        texts,
        unreadable,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_curriculum_starts_with_the_intro_then_follows_the_rulesets() {
        let mut stems = vec![
            "race-01-a",
            "arcade-01-a",
            "skiryuk-14-01-a",
            "intro-02-b",
            "skiryuk-01-a",
            "kendall-01-a",
            "intro-01-a",
        ];
        stems.sort_by_key(|s| curriculum_rank(s));
        assert_eq!(
            stems,
            vec![
                "intro-01-a",
                "intro-02-b",
                "kendall-01-a",
                "arcade-01-a",
                "skiryuk-01-a",
                "skiryuk-14-01-a",
                "race-01-a"
            ]
        );
        let shipped = shipped();
        if let Some(first) = shipped.first() {
            assert_eq!(
                first.stem(),
                "intro-01-sticks",
                "the sticks lesson comes first"
            );
        }
    }
}

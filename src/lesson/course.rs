//! Courses: a folder of lessons given to a class in order. The folder may
//! hold a `course.yaml` with the course's title (a text, or a map by
//! language), the ordered list of its lesson ids, or sections each with a
//! title and its lessons; without one, the course is every lesson of the
//! folder in name order, titled by the folder's name. Checked like a
//! lesson: every problem with its line and column ([`Diagnostic`]).

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use serde_saphyr::Spanned;

use super::library::{LessonFiles, ReadError, read_path_each};
use super::problem::{Diagnostic, Problem};
use super::raw::RawText;
use crate::lang::Lang;

/// The name of a folder's course file.
pub const COURSE_FILE: &str = "course.yaml";

/// A course file as written.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawCourse {
    #[schemars(with = "u32")]
    senet_course: Spanned<u32>,
    /// The course's id (lower-case letters, digits, dashes): its progress is
    /// kept under it, so a copied or moved course keeps it.
    #[schemars(with = "Option<String>")]
    id: Option<Spanned<String>>,
    #[schemars(with = "Option<RawText>")]
    title: Option<Spanned<RawText>>,
    #[schemars(with = "Option<Vec<String>>")]
    lessons: Option<Spanned<Vec<Spanned<String>>>>,
    #[schemars(with = "Option<Vec<RawSection>>")]
    sections: Option<Spanned<Vec<RawSection>>>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawSection {
    #[schemars(with = "RawText")]
    title: Spanned<RawText>,
    #[schemars(with = "Vec<String>")]
    lessons: Vec<Spanned<String>>,
}

/// The JSON Schema of [`RawCourse`] (`lesson::schema`).
pub(super) fn raw_schema() -> schemars::Schema {
    schemars::schema_for!(RawCourse)
}

/// A title by language; a plain one is the same in every language.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Title {
    /// The text in every language, when written once.
    pub plain: Option<String>,
    /// The text by language.
    pub by_lang: Vec<(Lang, String)>,
}

impl Title {
    /// The title in `lang`: its own, the plain one, or the first written.
    #[must_use]
    pub fn get(&self, lang: Lang) -> String {
        self.by_lang
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, t)| t.clone())
            .or_else(|| self.plain.clone())
            .or_else(|| self.by_lang.first().map(|(_, t)| t.clone()))
            .unwrap_or_default()
    }

    fn read(raw: &RawText) -> Title {
        match raw {
            RawText::Plain(text) => Title {
                plain: Some(crate::store::shown::clean_lines(text)),
                by_lang: Vec::new(),
            },
            RawText::ByLang(texts) => Title {
                plain: None,
                by_lang: texts
                    .iter()
                    .filter_map(|(code, text)| {
                        let lang = Lang::ALL.into_iter().find(|l| l.code() == code.value)?;
                        Some((lang, crate::store::shown::clean_lines(&text.value)))
                    })
                    .collect(),
            },
        }
    }
}

/// A part of a course: its title (none for a course without sections) and its lesson ids.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    /// The title.
    pub title: Option<Title>,
    /// The lesson ids, in order.
    pub lessons: Vec<String>,
}

/// A course, read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Course {
    /// Its folder, as given.
    pub dir: PathBuf,
    /// The key its progress is kept under: `course:ID` for a course with an
    /// `id:` (so a copied or moved course keeps its progress), else the
    /// folder's full path.
    pub key: String,
    /// The folder's full path (the key of a course without an id, and how
    /// the recent course is found again).
    pub folder_key: String,
    /// Its title.
    pub title: Title,
    /// Its sections, in order (one without a title when it has none).
    pub sections: Vec<Section>,
}

impl Course {
    /// Every lesson id, in course order.
    #[must_use]
    pub fn order(&self) -> Vec<&str> {
        self.sections
            .iter()
            .flat_map(|s| s.lessons.iter().map(String::as_str))
            .collect()
    }
}

/// A course folder read: the course, its lesson files in course order (a
/// file that cannot be read is an error of its own), and the course file's problems.
#[derive(Debug)]
pub struct CourseFiles {
    /// The course.
    pub course: Course,
    /// Its lessons' files, in course order.
    pub lessons: Vec<Result<LessonFiles, ReadError>>,
    /// What is wrong with `course.yaml` (unknown ids, duplicates, unlisted lessons).
    pub problems: Vec<Diagnostic>,
}

/// The key a course's progress is kept under: its folder's full path.
#[must_use]
pub fn course_key(dir: &Path) -> String {
    std::fs::canonicalize(dir)
        .unwrap_or_else(|_| dir.to_path_buf())
        .to_string_lossy()
        .into_owned()
}

/// Reads the course in `dir`.
///
/// # Errors
/// The course file exists but cannot be read (not a regular file, too
/// large, invalid UTF-8, no permission).
pub fn read_course(dir: &Path) -> Result<CourseFiles, ReadError> {
    let mut files: Vec<Result<LessonFiles, ReadError>> = read_path_each(dir);
    let stem_of = |f: &Result<LessonFiles, ReadError>| match f {
        Ok(f) => f.stem(),
        Err(e) => Path::new(&e.path)
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default(),
    };
    let stems: Vec<String> = files.iter().map(stem_of).collect();
    let folder_name = std::fs::canonicalize(dir)
        .ok()
        .and_then(|p| p.file_name().map(|n| n.to_string_lossy().into_owned()))
        .unwrap_or_else(|| crate::store::shown::path_shown(dir));
    let course_path = dir.join(COURSE_FILE);
    let mut problems = Vec::new();
    let (title, sections, id) = if course_path.exists() {
        let shown = crate::store::shown::path_shown(&course_path);
        let text = crate::store::read_text(&course_path).map_err(|source| ReadError {
            path: shown.clone(),
            source,
        })?;
        check_course(&text, &shown, &stems, &mut problems)
    } else {
        (None, None, None)
    };
    let title = title.unwrap_or(Title {
        plain: Some(crate::store::shown::clean_lines(&folder_name)),
        by_lang: Vec::new(),
    });
    let sections = sections.unwrap_or_else(|| {
        vec![Section {
            title: None,
            lessons: stems.clone(),
        }]
    });
    // The lessons in course order; those the course does not list are left out.
    let mut by_stem: HashMap<String, Result<LessonFiles, ReadError>> = HashMap::new();
    for (stem, f) in stems.iter().zip(files.drain(..)) {
        by_stem.entry(stem.clone()).or_insert(f);
    }
    let mut lessons = Vec::new();
    for id in sections.iter().flat_map(|s| s.lessons.iter()) {
        if let Some(f) = by_stem.remove(id) {
            lessons.push(f);
        }
    }
    Ok(CourseFiles {
        course: Course {
            dir: dir.to_path_buf(),
            key: id.map_or_else(|| course_key(dir), |id| format!("course:{id}")),
            folder_key: course_key(dir),
            title,
            sections,
        },
        lessons,
        problems,
    })
}

fn place<T>(s: &Spanned<T>) -> (usize, usize) {
    (
        usize::try_from(s.referenced.line()).unwrap_or(0),
        usize::try_from(s.referenced.column()).unwrap_or(0),
    )
}

/// Checks a course file against the folder's lesson ids (`stems`): the
/// title and sections it gives (`None` when it cannot be read at all).
fn check_course(
    text: &str,
    path: &str,
    stems: &[String],
    problems: &mut Vec<Diagnostic>,
) -> (Option<Title>, Option<Vec<Section>>, Option<String>) {
    let at = |problems: &mut Vec<Diagnostic>, (line, column): (usize, usize), problem: Problem| {
        problems.push(Diagnostic {
            path: path.to_string(),
            line,
            column,
            problem,
            suggestion: None,
        });
    };
    let raw: RawCourse = match serde_saphyr::from_str(text) {
        Ok(raw) => raw,
        Err(e) => {
            let place = e.location().map_or((0, 0), |l| {
                (
                    usize::try_from(l.line()).unwrap_or(0),
                    usize::try_from(l.column()).unwrap_or(0),
                )
            });
            let rendered = e.to_string();
            let first = rendered.lines().next().unwrap_or_default();
            let detail = first
                .split_once(": ")
                .filter(|_| first.starts_with("error: line") || first.starts_with("line"))
                .map_or(first, |(_, rest)| rest);
            let detail = detail
                .strip_prefix("line ")
                .and_then(|r| r.split_once(": "))
                .map_or(detail, |(_, rest)| rest);
            at(
                problems,
                place,
                Problem::Yaml {
                    detail: detail.to_string(),
                    stopped: true,
                },
            );
            return (None, None, None);
        }
    };
    if raw.senet_course.value != 1 {
        at(
            problems,
            place(&raw.senet_course),
            Problem::Version {
                found: raw.senet_course.value,
            },
        );
    }
    let title = raw.title.as_ref().map(|t| Title::read(&t.value));
    let id = match &raw.id {
        Some(id) if super::template::valid_id(&id.value) => Some(id.value.clone()),
        Some(id) => {
            at(
                problems,
                place(id),
                Problem::CourseBadId {
                    id: id.value.clone(),
                },
            );
            None
        }
        None => None,
    };
    let sections: Vec<(Option<Title>, &Vec<Spanned<String>>)> = match (&raw.lessons, &raw.sections)
    {
        (Some(lessons), None) => vec![(None, &lessons.value)],
        (None, Some(sections)) => sections
            .value
            .iter()
            .map(|s| (Some(Title::read(&s.title.value)), &s.lessons))
            .collect(),
        _ => {
            at(problems, place(&raw.senet_course), Problem::CourseShape);
            return (title, None, id);
        }
    };
    // A title written by language has every language another title of the
    // course has: otherwise the list shows it in another language.
    let titles: Vec<&Spanned<RawText>> = raw
        .title
        .iter()
        .chain(
            raw.sections
                .iter()
                .flat_map(|s| s.value.iter().map(|s| &s.title)),
        )
        .collect();
    let langs_of = |raw: &RawText| -> Vec<Lang> {
        match raw {
            RawText::Plain(_) => Lang::ALL.to_vec(),
            RawText::ByLang(texts) => Lang::ALL
                .into_iter()
                .filter(|l| texts.iter().any(|(code, _)| code.value == l.code()))
                .collect(),
        }
    };
    let written: Vec<Lang> = Lang::ALL
        .into_iter()
        .filter(|l| {
            titles
                .iter()
                .any(|t| matches!(t.value, RawText::ByLang(_)) && langs_of(&t.value).contains(l))
        })
        .collect();
    for t in &titles {
        for lang in &written {
            if !langs_of(&t.value).contains(lang) {
                at(
                    problems,
                    place(t),
                    Problem::CourseTitleMissing { lang: *lang },
                );
            }
        }
    }
    let mut seen: HashMap<&str, usize> = HashMap::new();
    for id in sections.iter().flat_map(|(_, ids)| ids.iter()) {
        let (line, column) = place(id);
        if !stems.contains(&id.value) {
            let suggestion = super::problem::nearest(&id.value, stems.iter().map(String::as_str));
            at(
                problems,
                (line, column),
                Problem::CourseUnknownLesson {
                    id: id.value.clone(),
                },
            );
            if let Some(last) = problems.last_mut() {
                last.suggestion = suggestion;
            }
        } else if let Some(first_line) = seen.get(id.value.as_str()) {
            at(
                problems,
                (line, column),
                Problem::CourseDuplicate {
                    id: id.value.clone(),
                    first_line: *first_line,
                },
            );
        } else {
            seen.insert(&id.value, line);
        }
    }
    // Every lesson of the folder has its place in the order.
    let list_place = raw
        .lessons
        .as_ref()
        .map(place)
        .or_else(|| raw.sections.as_ref().map(place))
        .unwrap_or((1, 1));
    for stem in stems {
        if !seen.contains_key(stem.as_str()) {
            at(
                problems,
                list_place,
                Problem::CourseUnlisted { id: stem.clone() },
            );
        }
    }
    // Each known lesson once, where it is first listed.
    let mut placed: Vec<String> = Vec::new();
    let sections = sections
        .into_iter()
        .map(|(title, ids)| {
            let mut lessons = Vec::new();
            for id in ids {
                if stems.contains(&id.value) && !placed.contains(&id.value) {
                    placed.push(id.value.clone());
                    lessons.push(id.value.clone());
                }
            }
            Section { title, lessons }
        })
        .collect();
    problems.sort_by_key(|d| (d.line, d.column));
    (title, Some(sections), id)
}

/// A course folder read and checked: its lessons that pass their checks
/// (in course order), and every problem found.
#[derive(Debug)]
pub struct LoadedCourse {
    /// The course.
    pub course: Course,
    /// Its lessons that pass every check, in course order.
    pub lessons: Vec<super::CheckedLesson>,
    /// The problems of the course file and of its lessons.
    pub problems: Vec<Diagnostic>,
    /// Its lesson files that cannot be read.
    pub unreadable: Vec<ReadError>,
}

/// Reads and checks the course in `dir` ([`read_course`], [`super::check()`]).
///
/// # Errors
/// The course file cannot be read.
pub fn load_course(dir: &Path) -> Result<LoadedCourse, ReadError> {
    let files = read_course(dir)?;
    let mut loaded = LoadedCourse {
        course: files.course,
        lessons: Vec::new(),
        problems: files.problems,
        unreadable: Vec::new(),
    };
    for f in files.lessons {
        match f {
            Ok(f) => match super::check(&f) {
                Ok(checked) => loaded.lessons.push(checked),
                Err(found) => loaded.problems.extend(found),
            },
            Err(e) => loaded.unreadable.push(e),
        }
    }
    Ok(loaded)
}

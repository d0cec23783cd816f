//! `senet progress`: per ruleset, the shipped lessons completed (a teacher's
//! own apart) with their titles, and each quiz topic by its rule's or
//! reason's name with its accuracy and review schedule.

use clap::Args;
use serde::Serialize;

use crate::args;
use crate::cli::{Cli, CliError};
use crate::i18n::Localizer;
use crate::lesson::CheckedLesson;
use crate::quiz::progress::{LessonRef, report};
use crate::store::progress::{Progress, ProgressStore};
use crate::text::errors::{DataFile, kept_aside_notice};
use crate::text::progress::report_lines_with_stars;

/// `senet progress`.
#[derive(Debug, Args)]
pub struct ProgressArgs {
    /// text or json.
    #[arg(long, value_name = "text|json", default_value = "text")]
    pub format: String,
}

/// The JSON report.
#[derive(Debug, Serialize)]
struct Report<'a> {
    file: Option<String>,
    lessons_completed: Vec<&'a String>,
    lessons_total: usize,
    shipped_completed: Vec<&'a String>,
    own_completed: Vec<&'a String>,
    /// The Leitner records of an older version (every try counted), kept.
    topics: Vec<TopicReport<'a>>,
    /// The courses with a lesson completed, by the key their progress is
    /// kept under.
    courses: Vec<CourseReport<'a>>,
    /// The learner record: per ruleset, each rule's first-try tally and memory.
    rulesets: Vec<RulesetJson>,
    /// Each lesson completed with its best stars.
    lessons: Vec<LessonJson<'a>>,
}

#[derive(Debug, Serialize)]
struct RulesetJson {
    rules: &'static str,
    asked: u32,
    first_try_right: u32,
    weakest: Option<&'static str>,
    due: Vec<&'static str>,
    rules_state: Vec<RuleJson>,
    misconceptions: Vec<MisconceptionJson>,
}

#[derive(Debug, Serialize)]
struct RuleJson {
    rule: &'static str,
    asked: u32,
    first_try_right: u32,
    state: crate::learner::Standing,
    recall: Option<f64>,
    stability_days: Option<f64>,
    due: bool,
    due_at: Option<u64>,
    reasons: std::collections::BTreeMap<String, crate::learner::Tally>,
}

#[derive(Debug, Serialize)]
struct MisconceptionJson {
    id: String,
    seen: u32,
}

#[derive(Debug, Serialize)]
struct LessonJson<'a> {
    id: &'a str,
    stars: u8,
    first_try_right: u32,
    asked: u32,
}

/// One course's progress.
#[derive(Debug, Serialize)]
struct CourseReport<'a> {
    /// The key: `course:ID`, or a folder's full path for a course without an id.
    key: &'a str,
    /// The course's id, when it has one.
    id: Option<&'a str>,
    /// The folder, for a course without an id.
    folder: Option<&'a str>,
    /// The lessons completed in it.
    completed: Vec<&'a String>,
}

fn course_reports(progress: &Progress) -> Vec<CourseReport<'_>> {
    progress
        .courses
        .iter()
        .map(|(key, done)| {
            let id = key.strip_prefix("course:");
            CourseReport {
                key,
                id,
                folder: id.is_none().then_some(key.as_str()),
                completed: done.iter().collect(),
            }
        })
        .collect()
}

#[derive(Debug, Serialize)]
struct TopicReport<'a> {
    topic: &'a str,
    right: u32,
    wrong: u32,
    accuracy: Option<f64>,
    #[serde(rename = "box")]
    level: u8,
    due: u64,
    mastered: bool,
}

/// Runs `senet progress`.
///
/// # Errors
/// An unknown format (exit 2).
pub fn run(a: &ProgressArgs, cli: &Cli, l: &Localizer) -> Result<String, CliError> {
    let as_json = super::parse::format(l, &a.format)? == super::parse::Format::Json;
    let store = crate::store::data_dir(cli.data_dir.as_deref()).map(|d| ProgressStore::in_dir(&d));
    let (progress, notice) = store.as_ref().map(ProgressStore::load).unwrap_or_default();
    let shown_path = || {
        store
            .as_ref()
            .map(|s| crate::text::errors::path_shown(s.path()))
            .unwrap_or_default()
    };
    match notice {
        None => {}
        Some(crate::store::progress::LoadNotice::CorruptKeptAside(path)) => {
            eprintln!("{}", kept_aside_notice(l, DataFile::Progress, &path))
        }
        // A folder in the file's place, a data folder that is a file, a file
        // that can be neither read nor moved aside: not "saved in".
        // Read and found unusable, but not moved aside (a read-only disk):
        // both, so the reader knows the file itself is the trouble.
        Some(crate::store::progress::LoadNotice::NotKeptAside { read, moved }) => {
            return Err(CliError::bad_input(l.text_with(
                "progress-not-kept-aside",
                args![
                    ("path", shown_path()),
                    ("read", crate::text::errors::trouble(l, read)),
                    ("detail", crate::text::errors::trouble(l, moved))
                ],
            )));
        }
        Some(crate::store::progress::LoadNotice::Unreadable(trouble)) => {
            return Err(CliError::bad_input(l.text_with(
                "progress-cannot-read",
                args![
                    ("path", shown_path()),
                    ("detail", crate::text::errors::trouble(l, trouble))
                ],
            )));
        }
    }
    let lessons = super::tutor::shipped_lessons(l);
    let mut out = if as_json {
        json(&progress, store.as_ref(), &lessons)
    } else {
        text(&progress, store.as_ref(), &lessons, l)
    };
    out.push('\n');
    Ok(out)
}

/// The lessons as the progress report counts them.
fn refs(lessons: &[CheckedLesson]) -> Vec<LessonRef<'_>> {
    lessons
        .iter()
        .map(|c| LessonRef {
            id: &c.lesson.id,
            rules: c.lesson.rules,
            shipped: true,
        })
        .collect()
}

fn json(progress: &Progress, store: Option<&ProgressStore>, lessons: &[CheckedLesson]) -> String {
    let now = crate::ui::now();
    let full = report(progress, &refs(lessons), now);
    let rulesets = full
        .rulesets
        .iter()
        .filter(|r| r.is_answered())
        .map(|r| RulesetJson {
            rules: r.rules.name(),
            asked: r.rules_state.iter().map(|s| s.tally.asked).sum(),
            first_try_right: r.rules_state.iter().map(|s| s.tally.first_try_right).sum(),
            weakest: r.weakest.map(crate::engine::RuleId::id),
            due: r.due().into_iter().map(crate::engine::RuleId::id).collect(),
            rules_state: r
                .rules_state
                .iter()
                .map(|s| RuleJson {
                    rule: s.rule.id(),
                    asked: s.tally.asked,
                    first_try_right: s.tally.first_try_right,
                    state: s.standing,
                    recall: s.recall.map(|x| (x * 1000.0).round() / 1000.0),
                    stability_days: s.recall.map(|_| (s.stability * 100.0).round() / 100.0),
                    due: s.due,
                    due_at: s.recall.map(|_| s.due_at),
                    reasons: progress
                        .learner
                        .rule(r.rules, s.rule)
                        .map(|x| x.reasons.clone())
                        .unwrap_or_default(),
                })
                .collect(),
            misconceptions: r
                .misconceptions
                .iter()
                .map(|(id, seen)| MisconceptionJson {
                    id: id.clone(),
                    seen: *seen,
                })
                .collect(),
        })
        .collect();
    let lesson_records = progress
        .learner
        .lessons
        .iter()
        .map(|(id, r)| LessonJson {
            id,
            stars: r.stars,
            first_try_right: r.first_try_right,
            asked: r.asked,
        })
        .collect();
    let shipped: Vec<&String> = progress
        .completed_lessons
        .iter()
        .filter(|id| lessons.iter().any(|c| &c.lesson.id == *id))
        .collect();
    let own: Vec<&String> = progress
        .completed_lessons
        .iter()
        .filter(|id| !lessons.iter().any(|c| &c.lesson.id == *id))
        .collect();
    let report = Report {
        file: store.map(|s| s.path().display().to_string()),
        lessons_completed: progress.completed_lessons.iter().collect(),
        lessons_total: lessons.len(),
        shipped_completed: shipped,
        own_completed: own,
        topics: progress
            .topics
            .iter()
            .map(|(topic, r)| TopicReport {
                topic,
                right: r.right,
                wrong: r.wrong,
                accuracy: r.accuracy(),
                level: r.level,
                due: r.due,
                mastered: r.mastered(),
            })
            .collect(),
        rulesets,
        lessons: lesson_records,
        courses: course_reports(progress),
    };
    serde_json::to_string_pretty(&report).unwrap_or_default()
}

fn text(
    progress: &Progress,
    store: Option<&ProgressStore>,
    lessons: &[CheckedLesson],
    l: &Localizer,
) -> String {
    let report = report(progress, &refs(lessons), crate::ui::now());
    let title = |id: &str| {
        lessons
            .iter()
            .find(|c| c.lesson.id == id)
            .and_then(|c| c.text(l.lang()).map(|t| t.text(&c.lesson.title)))
    };
    let stars = |id: &str| progress.learner.lesson(id).map_or(0, |r| r.stars);
    let mut lines =
        report_lines_with_stars(l, &report, None, crate::ui::now(), true, &title, &stars);
    if progress.topics.is_empty() && progress.learner.rules.is_empty() {
        lines.push(String::new());
        lines.push(l.text("progress-no-topics"));
    }
    let courses = course_reports(progress);
    if !courses.is_empty() {
        lines.push(String::new());
        lines.push(l.text("progress-courses"));
        for course in courses {
            let name = course.id.map_or_else(
                || crate::text::errors::shown(course.key),
                crate::text::errors::shown,
            );
            let done: Vec<String> = course
                .completed
                .iter()
                .map(|id| crate::text::errors::shown(id))
                .collect();
            lines.push(l.text_with(
                "progress-course",
                args![
                    ("course", name),
                    ("done", done.len()),
                    ("lessons", done.join(", "))
                ],
            ));
        }
    }
    if let Some(store) = store {
        lines.push(String::new());
        lines.push(l.text_with(
            "progress-file",
            args![("path", crate::text::errors::path_shown(store.path()))],
        ));
    }
    lines.join("\n")
}

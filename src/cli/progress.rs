//! `senet progress`: lessons completed, and each quiz topic's accuracy and review schedule.

use clap::Args;
use serde::Serialize;

use crate::args;
use crate::cli::{Cli, CliError};
use crate::i18n::Localizer;
use crate::store::progress::TopicRecord;
use crate::store::progress::{Progress, ProgressStore};

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
    topics: Vec<TopicReport<'a>>,
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
        Some(crate::store::progress::LoadNotice::CorruptKeptAside(path)) => eprintln!(
            "{}",
            l.text_with(
                "notice-progress-corrupt",
                args![("path", crate::text::errors::path_shown(&path))]
            )
        ),
        // A folder in the file's place, a data folder that is a file, a file
        // that can be neither read nor moved aside: not "saved in".
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
    let total = crate::lesson::shipped().len();
    let mut out = if as_json {
        json(&progress, store.as_ref(), total)
    } else {
        text(&progress, store.as_ref(), total, l)
    };
    out.push('\n');
    Ok(out)
}

fn json(progress: &Progress, store: Option<&ProgressStore>, total: usize) -> String {
    let report = Report {
        file: store.map(|s| s.path().display().to_string()),
        lessons_completed: progress.completed_lessons.iter().collect(),
        lessons_total: total,
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
    };
    serde_json::to_string_pretty(&report).unwrap_or_default()
}

fn text(progress: &Progress, store: Option<&ProgressStore>, total: usize, l: &Localizer) -> String {
    let mut lines = vec![l.text_with(
        "progress-lessons",
        args![("done", progress.completed_lessons.len()), ("total", total)],
    )];
    for id in &progress.completed_lessons {
        lines.push(format!("  ✓ {id}"));
    }
    lines.push(String::new());
    if progress.topics.is_empty() {
        lines.push(l.text("progress-no-topics"));
    } else {
        lines.push(l.text("progress-topics"));
        let now = crate::ui::now();
        for (topic, r) in &progress.topics {
            lines.push(format!(
                "  {topic:<36} {}/{}  {}  {}",
                r.right,
                r.right + r.wrong,
                r.level,
                due(r, now, l)
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

fn due(r: &TopicRecord, now: u64, l: &Localizer) -> String {
    if r.mastered() {
        l.text("progress-mastered")
    } else if r.is_due(now) {
        l.text("progress-due-now")
    } else {
        let days = r.due.saturating_sub(now).div_ceil(24 * 60 * 60);
        l.text_with("progress-due-in", args![("days", days as usize)])
    }
}

//! The progress screen (`p` on the home screen, or its "Progress" line):
//! per ruleset, the lessons done and each quiz topic by its rule's or
//! reason's name ([`crate::quiz::progress`], worded by
//! [`crate::text::progress`]), and one line per ruleset with weak topics
//! (answered wrongly the last time) that starts a quiz on them: the review
//! schedule asks the topics answered wrongly first.

use cursive::Cursive;
use cursive::views::{DummyView, LinearLayout, SelectView, TextView};

use super::{App, Screen};
use crate::engine::RulesetId;
use crate::quiz::progress::{LessonRef, Report, report};

/// The report of the app's progress against its lessons (shipped, or a teacher's).
#[must_use]
pub fn app_report(app: &App) -> Report {
    let shipped: Vec<String> = crate::lesson::shipped()
        .iter()
        .filter_map(|f| {
            std::path::Path::new(&f.path)
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
        })
        .collect();
    let refs: Vec<LessonRef<'_>> = app
        .lessons
        .iter()
        .map(|c| LessonRef {
            id: &c.lesson.id,
            rules: c.lesson.rules,
            shipped: shipped.contains(&c.lesson.id),
        })
        .collect();
    report(&app.progress, &refs, super::now())
}

/// Shows the progress screen.
pub fn show(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    app.screen = Screen::Progress;
    let report = app_report(app);
    let l = &app.l;
    let title = |id: &str| {
        app.lessons
            .iter()
            .position(|c| c.lesson.id == id)
            .and_then(|i| {
                app.lessons
                    .get(i)
                    .map(|c| app.lesson_text(i, &c.lesson.title))
            })
    };
    let stars = |id: &str| app.progress.learner.lesson(id).map_or(0, |r| r.stars);
    let lines = crate::text::progress::report_lines_with_stars(
        l,
        &report,
        Some(app.rules),
        super::now(),
        true,
        &title,
        &stars,
    );
    // One line per ruleset with rules due or open misconceptions: a quiz
    // whose schedule asks those first, spaced out among the others.
    let mut review: SelectView<RulesetId> = SelectView::new();
    for r in &report.rulesets {
        let rules = crate::text::names::ruleset_name(l, r.rules);
        let label = if !r.misconceptions.is_empty() {
            l.text_with(
                "learner-review-misconceptions",
                crate::args![("rules", rules), ("count", r.misconceptions.len())],
            )
        } else if !r.due().is_empty() {
            l.text_with(
                "learner-review",
                crate::args![("rules", rules), ("count", r.due().len())],
            )
        } else {
            continue;
        };
        review.add_item(label, r.rules);
    }
    review.set_on_submit(|s, rules: &RulesetId| {
        super::lesson::open_quiz(s, *rules, None, super::QUIZ_LENGTH, super::now());
    });
    // Wrapped once at the width shown, each line continuing under its indent.
    let mut text = crate::text::paragraphs::Text::new();
    for line in &lines {
        let content = line.trim_start();
        text.indented(content, line.len() - content.len());
    }
    let mut body = LinearLayout::vertical()
        .child(super::wrapped::WrappedText::new(text))
        .child(DummyView);
    let asked = report
        .rulesets
        .iter()
        .any(|r| !r.topics.is_empty() || r.is_answered());
    if review.is_empty() && !asked {
        // Nothing answered yet: nothing to review, and nothing to praise.
        body.add_child(TextView::new(l.text("progress-no-quiz-yet")));
    } else if review.is_empty() {
        body.add_child(TextView::new(l.text("learner-nothing-due")));
    } else {
        body.add_child(review);
    }
    let frame = super::frame::Frame::new(
        l,
        l.text("progress-heading"),
        l.text("hints-progress"),
        body,
    );
    super::frame::show(siv, frame);
}

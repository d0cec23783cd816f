//! The list of lessons: for the chosen ruleset, completed ones marked, with
//! the recent teacher's course offered first; or an open course's lessons in
//! its order, by section, with its own progress.

use cursive::Cursive;
use cursive::views::{DummyView, LinearLayout, SelectView, TextView};

use super::{App, Frame, Screen, lesson, set_screen};
use crate::store::lesson_steps::LessonStepsStore;
use crate::text::names::ruleset_name;

/// What an entry of the list does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Entry {
    /// Opens this lesson (index into the lessons).
    Lesson(usize),
    /// A section's title (nothing to open).
    Section,
    /// Opens the recent course.
    Recent,
    /// Closes the course: back to the shipped lessons.
    Shipped,
}

/// Shows the lesson list.
pub fn show(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    app.screen = Screen::Lessons;
    let lang = app.l.lang();
    let mut list = SelectView::new();
    let heading = match &app.course {
        Some(course) => {
            list.add_item(app.l.text("lessons-course-close"), Entry::Shipped);
            app.l.text_with(
                "lessons-course-heading",
                crate::args![("title", course.title.get(lang))],
            )
        }
        None => {
            if let Some(recent) = &app.progress.recent_course {
                list.add_item(
                    app.l.text_with(
                        "lessons-course-recent",
                        crate::args![("folder", crate::store::shown::shown(recent))],
                    ),
                    Entry::Recent,
                );
            }
            app.l.text_with(
                "lessons-heading",
                crate::args![("rules", ruleset_name(&app.l, app.rules))],
            )
        }
    };
    let mut first_open = None;
    let mut in_progress = None;
    let left = app.left_lesson.take();
    let mut left_at = None;
    let sections: Vec<(Option<String>, Vec<String>)> = match &app.course {
        Some(course) => course
            .sections
            .iter()
            .map(|s| (s.title.as_ref().map(|t| t.get(lang)), s.lessons.clone()))
            .collect(),
        None => vec![(None, Vec::new())],
    };
    for (title, ids) in &sections {
        if let Some(title) = title {
            list.add_item(format!("── {title}"), Entry::Section);
        }
        for index in app.visible_lessons() {
            let Some(checked) = app.lessons.get(index) else {
                continue;
            };
            // A course lists each section's lessons under it.
            if app.course.is_some() && !ids.contains(&checked.lesson.id) {
                continue;
            }
            let done = app.is_done(&checked.lesson.id);
            let key = super::lesson::step_key(app, &checked.lesson.id);
            // A lesson left part-way says where; a done one shows its best stars.
            let step = app
                .data_dir
                .as_deref()
                .and_then(|dir| LessonStepsStore::in_dir(dir).step(&key))
                .filter(|&s| s > 0);
            let mark = match (done, step) {
                (_, Some(_)) => "[…]",
                (true, None) => "[✓]",
                (false, None) => "[ ]",
            };
            let stars = app.progress.learner.lesson(&key).map_or(0, |r| r.stars);
            let title = app.lesson_text(index, &checked.lesson.title);
            let title = match (crate::learner::stars::drawn(stars), step) {
                (_, Some(step)) => format!(
                    "{title} · {}",
                    app.l.text_with(
                        "lesson-in-progress",
                        crate::args![("step", step + 1), ("steps", checked.lesson.steps.len())]
                    )
                ),
                (drawn, None) if !drawn.is_empty() => format!("{drawn} {title}"),
                _ => title,
            };
            // A lesson not in every language says which it is in.
            let languages = if checked.lesson.languages.len() < crate::i18n::Lang::ALL.len() {
                format!(
                    "  [{}]",
                    crate::text::lesson_check::languages_text(&checked.lesson.languages)
                )
            } else {
                String::new()
            };
            if step.is_some() && in_progress.is_none() {
                in_progress = Some(list.len());
            }
            if !done && first_open.is_none() {
                first_open = Some(list.len());
            }
            if left == Some(index) {
                left_at = Some(list.len());
            }
            list.add_item(format!("{mark} {title}{languages}"), Entry::Lesson(index));
        }
    }
    // Start on the lesson just left, else the first one not yet completed.
    let first_lesson = (0..list.len())
        .find(|&i| matches!(list.get_item(i), Some((_, Entry::Lesson(_)))))
        .unwrap_or(0);
    // The lesson just left, else the lesson in progress, else the first
    // not yet completed.
    list.set_selection(
        left_at
            .or(in_progress)
            .or(first_open)
            .unwrap_or(first_lesson),
    );
    list.set_on_submit(|s, entry: &Entry| match *entry {
        Entry::Lesson(index) => lesson::open(s, index),
        Entry::Section => {}
        Entry::Recent => open_recent(s),
        Entry::Shipped => {
            if let Some(app) = s.user_data::<App>() {
                app.close_course();
            }
            show(s);
        }
    });
    let listed: Vec<usize> = (0..list.len())
        .filter_map(|i| match list.get_item(i) {
            Some((_, Entry::Lesson(index))) => Some(*index),
            _ => None,
        })
        .collect();
    let total = listed.len();
    let done = listed
        .iter()
        .filter(|&&i| {
            app.lessons
                .get(i)
                .is_some_and(|c| app.is_done(&c.lesson.id))
        })
        .count();
    let status = format!("{done}/{total}");
    let mut body = LinearLayout::vertical();
    if let Some(notice) = app.notice.take() {
        body = body.child(TextView::new(notice)).child(DummyView);
    }
    let body = body.child(list);
    let frame = Frame::new(&app.l, heading, app.l.text("hints-lessons"), body).status(status);
    set_screen(siv, frame);
}

/// Opens the recent course from its folder (its lessons that pass their
/// checks; a line says how many problems `senet lesson check` will show).
fn open_recent(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let Some(folder) = app.progress.recent_course.clone() else {
        return;
    };
    match crate::lesson::course::load_course(std::path::Path::new(&folder)) {
        Ok(loaded) => {
            let problems = loaded.problems.len() + loaded.unreadable.len();
            let saved = app.open_course(loaded.course, loaded.lessons);
            if problems > 0 {
                app.notice = Some(app.l.text_with(
                    "lessons-course-problems",
                    crate::args![
                        ("problems", problems),
                        ("folder", crate::store::shown::shown(&folder))
                    ],
                ));
            } else if saved.is_some() {
                app.notice = saved;
            }
        }
        Err(e) => {
            app.notice = Some(app.l.text_with(
                "lesson-read-error",
                crate::args![
                    ("path", e.path.as_str()),
                    (
                        "detail",
                        crate::text::errors::input_error(&app.l, &e.source)
                    )
                ],
            ));
        }
    }
    show(siv);
}

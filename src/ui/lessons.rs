//! The list of lessons for the chosen ruleset, completed ones marked.

use cursive::Cursive;
use cursive::views::{DummyView, LinearLayout, SelectView, TextView};

use super::{App, Screen, lesson, set_screen};
use crate::text::names::ruleset_name;

/// Shows the lesson list.
pub fn show(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    app.screen = Screen::Lessons;
    let mut list = SelectView::new();
    for index in app.visible_lessons() {
        let Some(checked) = app.lessons.get(index) else {
            continue;
        };
        let done = app.progress.completed_lessons.contains(&checked.lesson.id);
        let mark = if done { "[✓]" } else { "[ ]" };
        let title = app.lesson_text(index, &checked.lesson.title);
        // A lesson not in every language says which it is in.
        let languages = if checked.lesson.languages.len() < crate::i18n::Lang::ALL.len() {
            format!(
                "  [{}]",
                crate::text::lesson_check::languages_text(&checked.lesson.languages)
            )
        } else {
            String::new()
        };
        list.add_item(format!("{mark} {title}{languages}"), index);
    }
    // Start on the first lesson not yet completed.
    let first_open = app
        .visible_lessons()
        .iter()
        .position(|&i| {
            app.lessons
                .get(i)
                .is_some_and(|c| !app.progress.completed_lessons.contains(&c.lesson.id))
        })
        .unwrap_or(0);
    list.set_selection(first_open);
    list.set_on_submit(|s, index: &usize| lesson::open(s, *index));
    let heading = app.l.text_with(
        "lessons-heading",
        crate::args![("rules", ruleset_name(&app.l, app.rules))],
    );
    let body = LinearLayout::vertical()
        .child(TextView::new(heading))
        .child(DummyView)
        .child(cursive::views::ScrollView::new(list));
    let hints = app.l.text("hints-lessons");
    set_screen(siv, body, hints);
}

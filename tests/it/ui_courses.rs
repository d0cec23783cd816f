//! The tutor with a teacher's lessons, driven by keys (the harness of
//! `ui.rs`): a Spanish-only lesson under English, and a course of three
//! lessons worked through in order, its progress saved apart.

use std::path::Path;

use cursive::event::Key;
use senet::engine::RulesetId;
use senet::i18n::Lang;
use senet::lesson::CheckedLesson;
use senet::lesson::course::load_course;
use senet::ui::{App, Start};

use crate::courses::{SPANISH_ONLY, course_lesson};
use crate::ui::{Harness, SIZE};

fn checked(dir: &Path, id: &str) -> CheckedLesson {
    let files = senet::lesson::read_path(&dir.join(format!("{id}.yaml"))).expect("readable");
    senet::lesson::check(&files[0]).expect("valid")
}

#[test]
fn a_spanish_only_lesson_under_english_is_shown_in_spanish_with_a_notice() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("solo-es.yaml"), SPANISH_ONLY).expect("write");
    let data = tempfile::tempdir().expect("tempdir");
    let lesson = checked(dir.path(), "solo-es");
    let app = App::new(
        Lang::En,
        RulesetId::Kendall,
        vec![lesson],
        Some(data.path().to_path_buf()),
    );
    let mut h = Harness::new(app, Start::Lesson(0), SIZE);
    let screen = h.screen();
    assert!(
        screen.contains("This lesson is not written in English; it is shown in Spanish."),
        "{screen}"
    );
    assert!(
        screen.contains("Las fichas empiezan en las casillas 1 a 10."),
        "{screen}"
    );
    h.press(Key::Enter);
    let screen = h.screen();
    assert!(
        screen.contains("¿Adónde llega la ficha de la casilla 9 con un 3?"),
        "{screen}"
    );
    assert!(
        screen.contains("it is shown in Spanish"),
        "the notice stays: {screen}"
    );
    // The program's own words stay English.
    h.keys("12");
    h.press(Key::Enter);
    assert!(h.screen().contains("Right!"), "{}", h.screen());
    // The lesson list says which languages the lesson is in.
    h.press(Key::Enter);
    h.press(Key::Enter);
    let screen = h.screen();
    assert!(screen.contains("[✓] ★★★ Contar casillas  [es]"), "{screen}");
}

#[test]
fn a_course_of_three_lessons_is_worked_through_in_order_and_saved_per_course() {
    let dir = tempfile::tempdir().expect("tempdir");
    for (id, title) in [("uno", "Primera"), ("dos", "Segunda"), ("tres", "Tercera")] {
        std::fs::write(
            dir.path().join(format!("{id}.yaml")),
            course_lesson(id, title),
        )
        .expect("write");
    }
    // The course's order is not the files' name order.
    std::fs::write(
        dir.path().join("course.yaml"),
        "senet-course: 1\ntitle: {en: Counting, es: Contar}\nlessons: [uno, dos, tres]\n",
    )
    .expect("write");
    let data = tempfile::tempdir().expect("tempdir");
    let loaded = load_course(dir.path()).expect("a course");
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    let key = loaded.course.key.clone();
    let mut app = App::new(
        Lang::Es,
        RulesetId::Kendall,
        Vec::new(),
        Some(data.path().to_path_buf()),
    );
    assert_eq!(app.open_course(loaded.course, loaded.lessons), None);
    let mut h = Harness::new(app, Start::Home, SIZE);
    h.press(Key::Enter);
    let screen = h.screen();
    assert!(screen.contains("Curso: Contar"), "{screen}");
    let order = ["Primera", "Segunda", "Tercera"];
    let at = |s: &str, t: &str| s.find(t).unwrap_or(usize::MAX);
    assert!(
        at(&screen, order[0]) < at(&screen, order[1])
            && at(&screen, order[1]) < at(&screen, order[2]),
        "in the course's order: {screen}"
    );
    for (n, title) in order.iter().enumerate() {
        // The list starts on the first lesson not completed.
        h.press(Key::Enter);
        let screen = h.screen();
        assert!(screen.contains(title), "lesson {n} is {title}: {screen}");
        assert!(!screen.contains("no está escrita en español"), "{screen}");
        h.press(Key::Enter);
        h.keys("12");
        h.press(Key::Enter);
        assert!(h.screen().contains("¡Correcto!"), "{}", h.screen());
        h.press(Key::Enter);
        // The completion screen: Enter would open the next lesson; Esc goes
        // back to the course's list.
        h.press(Key::Esc);
        let screen = h.screen();
        assert!(screen.contains(&format!("[✓] ★★★ {title}")), "{screen}");
        let saved = std::fs::read_to_string(data.path().join("progress.json")).expect("saved");
        let progress: serde_json::Value = serde_json::from_str(&saved).expect("JSON");
        let done = progress["courses"][&key]
            .as_array()
            .expect("the course's progress");
        assert_eq!(done.len(), n + 1, "{saved}");
        assert_eq!(progress["recent_course"], key.as_str(), "{saved}");
        // Kept apart from the shipped curriculum's.
        assert_eq!(
            progress["completed_lessons"],
            serde_json::json!([]),
            "{saved}"
        );
    }
    // Back to the shipped lessons: the course is offered as the recent one.
    h.press(Key::Up);
    h.press(Key::Up);
    h.press(Key::Up);
    h.press(Key::Enter);
    let screen = h.screen();
    assert!(screen.contains("Abrir el curso de"), "{screen}");
}

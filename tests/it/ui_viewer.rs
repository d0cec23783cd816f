//! The replay viewer and the replay list driven from the keyboard (the
//! harness of [`super::ui`]): ratings kept between runs, the side filter of
//! the mistake jumps, the list's rows.

use std::path::Path;

use cursive::Vec2;
use cursive::event::Key;
use senet::i18n::{Lang, Localizer};
use senet::ui::Start;

use super::ui::{Harness, app};

/// Wide enough for the move list beside the entry.
const WIDE: Vec2 = Vec2::new(110, 32);

const BLUNDER: &str = "tests/fixtures/replays/blunder.yaml";

fn viewer_on(path: &Path, data: &Path, lang: Lang) -> Harness {
    let l = Localizer::new(lang);
    let state = senet::ui::viewer::load(path, &l).expect("readable");
    Harness::new(app(lang, data), Start::Viewer(Box::new(state)), WIDE)
}

/// The cache files of a data folder.
fn cached(data: &Path) -> Vec<std::path::PathBuf> {
    std::fs::read_dir(data.join("ratings"))
        .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default()
}

#[test]
fn a_rated_game_reopens_rated_and_a_damaged_cache_is_rebuilt() {
    let data = tempfile::tempdir().expect("tempdir");
    let mut h = viewer_on(Path::new(BLUNDER), data.path(), Lang::En);
    assert!(h.screen().contains("Not rated yet"), "{}", h.screen());
    assert!(cached(data.path()).is_empty());
    h.press('a');
    h.wait_for("Rated at level");
    let files = cached(data.path());
    assert_eq!(files.len(), 1, "one file for the game: {files:?}");
    let rated_screen = h.screen();

    // Reopened: rated from the first frame, marks and all.
    let h = viewer_on(Path::new(BLUNDER), data.path(), Lang::En);
    assert_eq!(h.screen(), rated_screen);
    assert!(h.screen().contains("26→15 ??"), "{}", h.screen());

    // Another game (one byte differs) is not served the first one's rating.
    let other = data.path().join("other.yaml");
    let text = std::fs::read_to_string(BLUNDER).expect("fixture");
    std::fs::write(&other, format!("{text}\n")).expect("written");
    let h = viewer_on(&other, data.path(), Lang::En);
    assert!(h.screen().contains("Not rated yet"), "{}", h.screen());

    // A damaged cache file is ignored, and rewritten by the next rating.
    std::fs::write(&files[0], "{\"key\": [").expect("damaged");
    let mut h = viewer_on(Path::new(BLUNDER), data.path(), Lang::En);
    assert!(h.screen().contains("Not rated yet"), "{}", h.screen());
    h.press('a');
    h.wait_for("Rated at level");
    let again = std::fs::read_to_string(&files[0]).expect("rewritten");
    assert!(again.contains("\"decisions\""), "{again}");
    let h = viewer_on(Path::new(BLUNDER), data.path(), Lang::En);
    assert!(h.screen().contains("Rated at level"), "{}", h.screen());
}

#[test]
fn the_side_filter_keeps_mistake_jumps_to_one_side_and_says_so() {
    for lang in Lang::ALL {
        let data = tempfile::tempdir().expect("tempdir");
        let mut h = viewer_on(Path::new(BLUNDER), data.path(), lang);
        let (both, white_only, none_by_white) = match lang {
            Lang::En => (
                "mistakes: both sides",
                "mistakes: White (o) only",
                "No mistake or blunder by White (o) after this entry.",
            ),
            Lang::Es => (
                "errores: los dos bandos",
                "errores: solo las blancas (o)",
                "No hay ningún error ni error grave de las blancas (o) después",
            ),
        };
        assert!(h.screen().contains(both), "{}", h.screen());
        h.press('a');
        h.wait_for(match lang {
            Lang::En => "Rated at level",
            Lang::Es => "Valorada con el nivel",
        });
        // The blunder (entry 2) is Black's: White's filter finds nothing.
        h.press('s');
        h.press('s');
        assert!(h.screen().contains(white_only), "{}", h.screen());
        h.press('m');
        assert!(h.screen().contains("▶  1."), "{}", h.screen());
        assert!(h.screen().contains(none_by_white), "{}", h.screen());
        insta::assert_snapshot!(format!("viewer_side_filter_{lang}"), h.screen());
        // Round to both sides, then Black's filter finds it.
        h.press('s');
        assert!(h.screen().contains(both), "{}", h.screen());
        h.press('s');
        h.press('m');
        assert!(h.screen().contains("▶  2."), "{}", h.screen());
        h.press(Key::Home);
        assert!(h.screen().contains("▶  1."), "{}", h.screen());
    }
}

#[test]
fn the_go_to_dialog_refuses_an_entry_out_of_range_and_stays_open() {
    for lang in Lang::ALL {
        let data = tempfile::tempdir().expect("tempdir");
        let mut h = viewer_on(Path::new(BLUNDER), data.path(), lang);
        let (title, refusal) = match lang {
            Lang::En => (
                "Go to entry (1 to 4)",
                "There is no such entry: type a number from 1 to 4.",
            ),
            Lang::Es => (
                "Ir a la entrada (de la 1 a la 4)",
                "No existe esa entrada: escribe un número del 1 al 4.",
            ),
        };
        let flat = |h: &Harness| h.screen().split_whitespace().collect::<Vec<_>>().join(" ");
        h.press('g');
        assert!(h.screen().contains(title), "{}", h.screen());
        // Past the end (the fixture has 4 entries): refused, the dialog stays.
        h.keys("999");
        h.press(Key::Enter);
        assert!(flat(&h).contains(refusal), "{}", h.screen());
        assert!(h.screen().contains(title), "{}", h.screen());
        assert!(h.screen().contains("▶  1."), "not moved: {}", h.screen());
        insta::assert_snapshot!(format!("viewer_go_to_refused_{lang}"), h.screen());
        // Zero and words are refused too.
        for wrong in ["0", "x"] {
            for _ in 0..3 {
                h.press(Key::Backspace);
            }
            h.keys(wrong);
            h.press(Key::Enter);
            assert!(flat(&h).contains(refusal), "{wrong}: {}", h.screen());
        }
        // A number in range goes there and closes the dialog.
        h.press(Key::Backspace);
        h.keys("3");
        h.press(Key::Enter);
        assert!(!h.screen().contains(title), "{}", h.screen());
        assert!(h.screen().contains("▶  3."), "{}", h.screen());
        // The last entry is reachable by number.
        h.press('g');
        h.keys("4");
        h.press(Key::Enter);
        assert!(h.screen().contains("▶  4."), "{}", h.screen());
    }
}

/// A progress file: a lesson of the fixtures done; in kendall's learner
/// record the checkpoint at 26 missed twice in three first tries, long ago
/// (due), with its misconception open, and the exchange answered right;
/// and one record of an older version.
fn progress_with_a_weak_rule(data: &Path) {
    std::fs::write(
        data.join("progress.json"),
        r#"{"version": 3, "completed_lessons": ["fixture-basics"], "topics": {
            "kendall:rule:exchange": {"right": 3, "wrong": 0, "box": 2, "due": 0, "last": 5}},
          "learner": {
            "rules": {
              "kendall:checkpoint-26": {"asked": 3, "first_try_right": 1,
                "memory": {"stability": 0.5, "difficulty": 7.0, "last": 1000, "reviews": 3, "lapses": 2}},
              "kendall:exchange": {"asked": 2, "first_try_right": 2,
                "memory": {"stability": 3.0, "difficulty": 5.0, "last": 1000, "reviews": 2, "lapses": 0}}},
            "misconceptions": {"kendall:passes-26": {"seen": 2, "last_seen": 1000, "cleared": 0, "rule": "checkpoint-26"}},
            "lessons": {}}}"#,
    )
    .expect("written");
}

#[test]
fn the_progress_screen_names_the_rules_and_reviews_the_weak_ones() {
    for lang in Lang::ALL {
        let data = tempfile::tempdir().expect("tempdir");
        progress_with_a_weak_rule(data.path());
        let mut h = Harness::new(app(lang, data.path()), Start::Home, Vec2::new(80, 24));
        h.press('p');
        let screen = h.screen();
        let (weak, review) = match lang {
            Lang::En => (
                "1 of 3 right at the first try",
                "Review Kendall (Ply Yard): one open misconception",
            ),
            Lang::Es => (
                "1 de 3 acertadas al primer intento",
                "Repasar Kendall (Ply Yard): una idea errónea pendiente",
            ),
        };
        assert!(screen.contains(weak), "{screen}");
        assert!(!screen.contains("checkpoint-26"), "no raw key: {screen}");
        insta::assert_snapshot!(format!("progress_80x24_{lang}"), screen);
        // The review line is at the end of the body: Enter starts the quiz.
        for _ in 0..3 {
            h.press(Key::PageDown);
        }
        let bottom = h.screen();
        assert!(bottom.contains(review), "{bottom}");
        let named = match lang {
            Lang::En => "Passing 26 counts as stopping there",
            Lang::Es => "Pasar por la 26 cuenta como pararse en ella",
        };
        assert!(
            bottom.contains(named),
            "the misconception is named: {bottom}"
        );
        h.press(Key::Enter);
        let quiz = h.screen();
        assert!(
            quiz.contains("Kendall (Ply Yard)") && quiz.contains("10"),
            "{quiz}"
        );
        assert!(!quiz.contains(review), "{quiz}");
        // Esc leaves the quiz for home; p and Esc come back to it.
        h.press(Key::Esc);
        h.press('p');
        assert!(h.screen().contains(weak), "{}", h.screen());
        h.press(Key::Esc);
        let home = match lang {
            Lang::En => "Progress: lessons done",
            Lang::Es => "Progreso: lecciones hechas",
        };
        assert!(h.screen().contains(home), "home again: {}", h.screen());
    }
}

#[test]
fn the_progress_screen_before_any_quiz_praises_nothing() {
    for lang in Lang::ALL {
        let data = tempfile::tempdir().expect("tempdir");
        let mut h = Harness::new(app(lang, data.path()), Start::Home, Vec2::new(80, 24));
        h.press('p');
        let screen = h.screen().split_whitespace().collect::<Vec<_>>().join(" ");
        let (nothing_yet, praise) = match lang {
            Lang::En => ("Nothing to review yet", "answered right the last time"),
            Lang::Es => ("Aún no hay nada que repasar", "acertaste la última vez"),
        };
        assert!(screen.contains(nothing_yet), "{screen}");
        assert!(!screen.contains(praise), "{screen}");
    }
}

/// A recorded game of kendall in `dir`, with these players and date.
fn recorded_game(dir: &Path, file: &str, x: &str, o: &str, date: &str) {
    let text = std::fs::read_to_string(BLUNDER).expect("fixture");
    let text = text.replacen(
        "players: {x: \"Ana\", o: \"Ben\"}",
        &format!("date: \"{date}\"\nplayers: {{x: \"{x}\", o: \"{o}\"}}"),
        1,
    );
    std::fs::write(dir.join(file), text).expect("written");
}

#[test]
fn replay_list_rows_with_long_names_are_shortened_to_fit_80_columns() {
    for lang in Lang::ALL {
        let data = tempfile::tempdir().expect("tempdir");
        let dir = data.path().join("replays");
        std::fs::create_dir_all(&dir).expect("folder");
        recorded_game(
            &dir,
            "2026-03-01-kendall-1.yaml",
            "Maximiliano Bartolomé de la Santísima Trinidad",
            "Computer, level 4, strongest (searches deep)",
            "2026-03-01T09:15:00Z",
        );
        recorded_game(
            &dir,
            "2026-03-02-kendall-2.yaml",
            "Ana",
            "Ben",
            "2026-03-02T20:45:00Z",
        );
        let mut h = Harness::new(app(lang, data.path()), Start::Home, Vec2::new(80, 24));
        for _ in 0..8 {
            h.press(Key::Down);
        }
        h.press(Key::Enter);
        let screen = h.screen();
        let lines: Vec<&str> = screen.lines().collect();
        for line in &lines {
            assert!(line.chars().count() <= 80, "too wide: {line}\n{screen}");
        }
        // Newest first: the short row keeps its entries (in English its
        // time of day too, dropped first in Spanish's longer words); the
        // long one drops both and cuts the names with "…", its day, result
        // and ruleset still there.
        let (short, long) = (lines[1], lines[2]);
        assert!(short.starts_with("2026-03-02 "), "{screen}");
        assert!(short.contains(" · Ana "), "{screen}");
        assert!(short.contains(" 4 "), "{screen}");
        assert_eq!(short.contains("20:45"), lang == Lang::En, "{screen}");
        assert!(long.starts_with("2026-03-01 · Maximiliano"), "{screen}");
        assert!(long.contains(" Computer"), "{screen}");
        assert!(long.matches('…').count() >= 2, "both names cut: {screen}");
        assert!(long.contains(" · Kendall"), "{screen}");
        // The sample rows fit too, whole words or an ellipsis at a cut.
        for row in &lines[3..9] {
            assert!(row.contains(" · "), "{screen}");
        }
        insta::assert_snapshot!(format!("replays_long_names_80x24_{lang}"), screen);
    }
}

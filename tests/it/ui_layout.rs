//! Every screen in the frame at exactly 80 x 24, in both languages, and the
//! wide layouts (side panel) at 120 x 40: each snapshot shows the header on
//! its first line and the key line on its last, and what matters in the
//! state is asserted to be in sight (the question's options, the computer's
//! latest move, the explanation, the odds' last line). No rendered line ends
//! a paragraph with a word pushed there by a second wrapping.

use cursive::Vec2;
use cursive::event::Key;
use senet::engine::RulesetId;
use senet::i18n::{Lang, Localizer};
use senet::text::lesson_check::check;
use senet::ui::{App, Start};

use super::ui::{
    Harness, answer_whatever, app, app_without_data, orphans, play_start, quiz_start,
    water_harness_at,
};

const NARROW: Vec2 = Vec2::new(80, 24);
const WIDE: Vec2 = Vec2::new(120, 40);

/// Checks that `screen` fills `size` in the frame (a header on the first
/// line, the key line whole on the last, nothing wider than the terminal,
/// no line orphaned by double wrapping), then returns it for its snapshot.
fn framed(screen: String, size: Vec2, what: &str) -> String {
    let screen = framed_list(screen, size, what);
    // (The side panel's lines, wide, are checked by their own snapshots.)
    if size == NARROW {
        let found = orphans(&screen, size.x - 2);
        assert!(found.is_empty(), "{what}: {found:#?}\n{screen}");
    }
    screen
}

/// [`framed`] for a screen that is a list of one-word lines (file names),
/// which the orphan test would take for orphans.
fn framed_list(screen: String, size: Vec2, what: &str) -> String {
    let lines: Vec<&str> = screen.lines().collect();
    assert_eq!(
        lines.len(),
        size.y,
        "{what}: the key line is the last line\n{screen}"
    );
    assert!(!lines[0].trim().is_empty(), "{what}: a header\n{screen}");
    let keys = lines[size.y - 1];
    assert!(
        keys.contains("Esc") || keys.contains("? "),
        "{what}: a key line\n{screen}"
    );
    assert!(
        !keys.contains('…'),
        "{what}: the key line fits whole\n{screen}"
    );
    for line in &lines {
        assert!(line.chars().count() <= size.x, "{what}: too wide: {line}");
    }
    screen
}

fn both(f: impl Fn(Lang)) {
    for lang in Lang::ALL {
        f(lang);
    }
}

fn home(lang: Lang, data: &std::path::Path, size: Vec2) -> Harness {
    Harness::new(app(lang, data), Start::Home, size)
}

/// Down `n` times on the home menu, then Enter.
fn from_home(h: &mut Harness, n: usize) {
    for _ in 0..n {
        h.press(Key::Down);
    }
    h.press(Key::Enter);
}

#[test]
fn home_lessons_rules_odds_replays_explore_and_level_at_80x24() {
    both(|lang| {
        let data = tempfile::tempdir().expect("tempdir");
        let mut h = home(lang, data.path(), NARROW);
        insta::assert_snapshot!(
            format!("layout_home_{lang}"),
            framed(h.screen(), NARROW, "home")
        );
        h.press(Key::Enter);
        insta::assert_snapshot!(
            format!("layout_lessons_{lang}"),
            framed(h.screen(), NARROW, "lessons")
        );
        h.press(Key::Esc);
        from_home(&mut h, 2);
        insta::assert_snapshot!(
            format!("layout_choose_level_{lang}"),
            framed(h.screen(), NARROW, "level")
        );
        h.press(Key::Esc);
        from_home(&mut h, 6);
        insta::assert_snapshot!(
            format!("layout_rules_{lang}"),
            framed(h.screen(), NARROW, "rules")
        );
        h.press(Key::Esc);
        // The odds at 17 throws: the line just added and the key line show.
        from_home(&mut h, 7);
        for _ in 5..17 {
            h.press('+');
        }
        let screen = framed(h.screen(), NARROW, "odds");
        assert!(
            screen.contains("17 throws: 9") || screen.contains("17 tiradas: 9"),
            "{screen}"
        );
        insta::assert_snapshot!(format!("layout_odds_17_{lang}"), screen);
        h.press(Key::Esc);
        from_home(&mut h, 8);
        insta::assert_snapshot!(
            format!("layout_replays_{lang}"),
            framed_list(h.screen(), NARROW, "replays")
        );
        h.press(Key::Esc);
        from_home(&mut h, 9);
        insta::assert_snapshot!(
            format!("layout_explore_{lang}"),
            framed(h.screen(), NARROW, "explore")
        );
    });
}

#[test]
fn a_lesson_from_step_to_completion_at_80x24() {
    both(|lang| {
        let data = tempfile::tempdir().expect("tempdir");
        let mut h = Harness::new(app(lang, data.path()), Start::Lesson(0), NARROW);
        insta::assert_snapshot!(
            format!("layout_lesson_step_{lang}"),
            framed(h.screen(), NARROW, "step")
        );
        h.press(Key::Enter);
        let screen = framed(h.screen(), NARROW, "question");
        // The options are in sight, under the question.
        assert!(screen.contains("1. ") && screen.contains("4. "), "{screen}");
        insta::assert_snapshot!(format!("layout_lesson_question_{lang}"), screen);
        // Wrong twice: the first miss gets one more try, the second the explanation.
        for _ in 0..2 {
            h.press('1');
            h.press(Key::Enter);
        }
        let screen = framed(h.screen(), NARROW, "feedback");
        assert!(
            screen.contains("Not quite") || screen.contains("No del todo"),
            "{screen}"
        );
        insta::assert_snapshot!(format!("layout_lesson_feedback_wrong_{lang}"), screen);
        // The rest of the lesson: typed 14, then 15 and 23 marked.
        h.press(Key::Enter);
        h.keys("14");
        h.press(Key::Enter);
        h.press(Key::Enter);
        h.press(' ');
        h.press(Key::Down);
        h.press(' ');
        h.press(Key::Enter);
        h.press(Key::Enter);
        insta::assert_snapshot!(
            format!("layout_lesson_complete_{lang}"),
            framed(h.screen(), NARROW, "complete")
        );
    });
}

#[test]
fn a_quiz_question_its_feedback_and_summary_at_80x24() {
    both(|lang| {
        let data = tempfile::tempdir().expect("tempdir");
        let mut h = Harness::new(app(lang, data.path()), quiz_start(10), NARROW);
        let screen = framed(h.screen(), NARROW, "quiz question");
        // The header (question N of 10; score and streak from the first
        // answer on) is in sight at once.
        assert!(
            screen.lines().next().is_some_and(|l| l.contains("10")),
            "{screen}"
        );
        insta::assert_snapshot!(format!("layout_quiz_question_{lang}"), screen);
        // Option 2, "Yes, it may move", is wrong.
        h.press('2');
        h.press(Key::Enter);
        insta::assert_snapshot!(
            format!("layout_quiz_feedback_wrong_{lang}"),
            framed(h.screen(), NARROW, "quiz feedback")
        );
        let data = tempfile::tempdir().expect("tempdir");
        let mut h = Harness::new(app(lang, data.path()), quiz_start(2), NARROW);
        answer_whatever(&mut h);
        h.press(Key::Enter);
        answer_whatever(&mut h);
        h.press(Key::Enter);
        insta::assert_snapshot!(
            format!("layout_quiz_summary_{lang}"),
            framed(h.screen(), NARROW, "quiz summary")
        );
    });
}

/// A game against the computer (level 1) after ten turns of the learner's:
/// each a throw and, when a piece may move, the first one moved.
fn ten_turns(lang: Lang, size: Vec2) -> Harness {
    let start = play_start(
        RulesetId::Kendall,
        senet::play::Opponent::Computer { level: 1 },
        7,
    );
    let mut h = Harness::new(app_without_data(lang), start, size);
    for _ in 0..10 {
        h.press(' ');
        h.press(Key::Enter);
    }
    h
}

/// The tutor's warning, measured by playouts (its longest text), with its
/// three buttons and its key line in the frame at 80 x 24.
#[test]
fn the_tutors_measured_warning_at_80x24() {
    both(|lang| {
        let mut h = water_harness_at(app_without_data(lang), true, NARROW);
        h.press(' '); // a 1
        h.press(Key::Right); // from 23 to 26
        h.press(Key::Enter);
        let screen = framed_list(h.screen(), NARROW, "the tutor's warning");
        for button in match lang {
            Lang::En => ["<Play anyway>", "<Think again>", "<Show the best move>"],
            Lang::Es => [
                "<Jugar de todos modos>",
                "<Pensarlo otra vez>",
                "<Ver la mejor jugada>",
            ],
        } {
            assert!(screen.contains(button), "{button}\n{screen}");
        }
        assert!(
            screen.contains("(95%: ") || screen.contains("(95 %: "),
            "{screen}"
        );
        insta::assert_snapshot!(format!("layout_tutor_warning_{lang}"), screen);
    });
}

#[test]
fn a_game_after_ten_turns_keeps_its_latest_line_in_view() {
    both(|lang| {
        for size in [NARROW, WIDE] {
            let h = ten_turns(lang, size);
            let screen = framed(h.screen(), size, "play");
            // The latest event is in view: nothing is hidden below it.
            let keys = screen.lines().last().unwrap_or_default();
            assert!(!keys.contains('↓'), "{screen}");
            // A move in words ("6 → 8") under the board: the latest events.
            let moved = screen.lines().skip(11).any(|l| {
                l.split(" → ").count() > 1
                    && l.split(" → ")
                        .nth(1)
                        .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit()))
            });
            assert!(moved, "{screen}");
            let name = if size == NARROW {
                "layout"
            } else {
                "layout_wide"
            };
            insta::assert_snapshot!(format!("{name}_play_ten_turns_{lang}"), screen);
        }
    });
}

#[test]
fn between_80_and_110_columns_the_play_screen_is_laid_out_as_at_80() {
    // A move list beside the board would narrow it below the 80 columns
    // its legend and status line need: it stays on `l`, as at 80 columns.
    let size = Vec2::new(100, 24);
    both(|lang| {
        let h = ten_turns(lang, size);
        let screen = framed(h.screen(), size, "play at 100x24");
        assert!(
            !screen.contains(match lang {
                Lang::En => "Moves",
                Lang::Es => "Jugadas",
            }),
            "no move list beside: {screen}"
        );
        // The board, its legend and the status line are those of 80 columns
        // (padded to the wider terminal; the status line splits where it
        // would not fit 80 columns, as in Spanish), and the last move follows.
        let at_80 = ten_turns(lang, NARROW).screen();
        // (Before a throw the status line is short: one line in both.)
        let status_lines = if at_80
            .lines()
            .nth(10)
            .is_some_and(|l| l.starts_with("Mueve"))
        {
            2
        } else {
            1
        };
        for (wide, narrow) in screen
            .lines()
            .zip(at_80.lines())
            .skip(1)
            .take(8 + status_lines)
        {
            assert_eq!(wide.trim_end(), narrow.trim_end(), "{screen}\n{at_80}");
        }
        let last_move = screen.lines().nth(9 + status_lines).unwrap_or_default();
        assert!(
            last_move.starts_with("Last move:") || last_move.starts_with("Última jugada:"),
            "{screen}"
        );
        insta::assert_snapshot!(format!("layout_100_play_ten_turns_{lang}"), screen);
    });
}

#[test]
fn the_help_overlay_keeps_the_header_and_says_how_to_close_it() {
    both(|lang| {
        let h0 = ten_turns(lang, NARROW);
        let mut h = h0;
        h.press('?');
        let screen = framed(h.screen(), NARROW, "help");
        assert!(
            screen.contains("Esc or ? close") || screen.contains("Esc o ? cierra"),
            "{screen}"
        );
        insta::assert_snapshot!(format!("layout_help_play_{lang}"), screen);
        h.press(Key::Esc);
        let back = h.screen();
        assert!(back.contains("? "), "the play keys are back: {back}");
        assert!(!back.contains("Esc or ? close"), "{back}");
    });
}

/// The shipped best-move lesson, its first question answered wrong.
fn best_move_feedback(lang: Lang, size: Vec2) -> Harness {
    let l = Localizer::new(Lang::En);
    let lesson = senet::lesson::shipped()
        .iter()
        .find(|f| f.stem() == "kendall-10-best-moves")
        .map(|f| check(f, &l).expect("the shipped lesson is valid"))
        .expect("shipped");
    let app = App::new(lang, RulesetId::Kendall, vec![lesson], None);
    let mut h = Harness::new(app, Start::Lesson(0), size);
    h.press(Key::Enter);
    // Wrong: a question of two options gets no second try (it would be
    // free), so the explanation comes at once.
    h.press('1');
    h.press(Key::Enter);
    h
}

/// The arcade best-move lesson's last question, a middle-game position with
/// four options (its answer confirmed by playouts), answered wrong at 80 x
/// 24: every option and its estimate in sight.
#[test]
fn a_middle_game_best_move_feedback_shows_every_option() {
    both(|lang| {
        let l = Localizer::new(Lang::En);
        let lesson = senet::lesson::shipped()
            .iter()
            .find(|f| f.stem() == "arcade-12-best-moves")
            .map(|f| check(f, &l).expect("the shipped lesson is valid"))
            .expect("shipped");
        let app = App::new(lang, RulesetId::Arcade, vec![lesson], None);
        let mut h = Harness::new(app, Start::Lesson(0), NARROW);
        h.press(Key::Enter); // the introduction
        for _ in 0..4 {
            answer_whatever(&mut h); // the small endings
            h.press(Key::Enter);
        }
        h.press(Key::Enter); // the step about playouts
        answer_whatever(&mut h);
        h.press(Key::Enter);
        // The options in square order: 16 first, not the best.
        for _ in 0..2 {
            h.press('1');
            h.press(Key::Enter);
        }
        let screen = framed(h.screen(), NARROW, "middle-game best move");
        for option in ["24 → 26", "16 → 18", "20 → 22", "29 → "] {
            assert!(screen.contains(option), "{option}: {screen}");
        }
        insta::assert_snapshot!(format!("layout_middle_best_move_feedback_{lang}"), screen);
    });
}

#[test]
fn a_best_move_explanation_is_in_sight_narrow_and_beside_the_board_wide() {
    both(|lang| {
        for size in [NARROW, WIDE] {
            let h = best_move_feedback(lang, size);
            let screen = framed(h.screen(), size, "best move");
            assert!(
                screen.contains("Not quite") || screen.contains("No del todo"),
                "{screen}"
            );
            let name = if size == NARROW {
                "layout"
            } else {
                "layout_wide"
            };
            insta::assert_snapshot!(format!("{name}_best_move_feedback_{lang}"), screen);
        }
    });
}

#[test]
fn a_quiz_feedback_wide_has_its_explanation_in_the_side_panel() {
    both(|lang| {
        let data = tempfile::tempdir().expect("tempdir");
        let mut h = Harness::new(app(lang, data.path()), quiz_start(10), WIDE);
        h.press('2');
        h.press(Key::Enter);
        let screen = framed(h.screen(), WIDE, "quiz feedback wide");
        // The explanation stands right of the board (the side panel's wall).
        assert!(
            screen
                .lines()
                .nth(2)
                .is_some_and(|l| l.contains('│') && l.len() > 90),
            "{screen}"
        );
        insta::assert_snapshot!(format!("layout_wide_quiz_feedback_{lang}"), screen);
    });
}

#[test]
fn the_viewer_on_a_note_narrow_and_with_its_move_list_wide() {
    both(|lang| {
        for size in [NARROW, WIDE] {
            let mut h = Harness::new(app_without_data(lang), Start::Home, size);
            from_home(&mut h, 8);
            h.press(Key::Enter);
            h.press('n');
            let screen = framed(h.screen(), size, "viewer");
            let name = if size == NARROW {
                "layout"
            } else {
                "layout_wide"
            };
            insta::assert_snapshot!(format!("{name}_viewer_note_{lang}"), screen);
        }
    });
}

#[test]
fn an_unknown_colour_choice_is_refused_in_one_line_with_exit_2() {
    for (lang, words) in [
        ("en", "unknown colour choice"),
        ("es", "opción de color desconocida"),
    ] {
        let out = crate::common::senet()
            .args(["--lang", lang, "--color", "sometimes", "rules", "--list"])
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(words) && err.contains("sometimes"), "{err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    }
}

#[test]
fn an_explanation_too_tall_for_the_side_panel_follows_the_question_instead() {
    // At 110 x 24 the side panel would be 30 columns wide, and the
    // best-move explanation would not fit in its height there.
    let size = Vec2::new(110, 24);
    let h = best_move_feedback(Lang::En, size);
    let screen = framed_list(h.screen(), size, "best move at 110x24");
    // Nothing stands right of the board's top line.
    assert!(
        screen
            .lines()
            .nth(1)
            .is_some_and(|l| l.trim_end().ends_with('┐')),
        "no side panel: {screen}"
    );
    assert!(screen.contains("Water on 27 [source]"), "{screen}");
}

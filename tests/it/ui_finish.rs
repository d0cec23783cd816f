//! Issue 32, headless: the play screen's and the viewer's leftovers from the
//! newcomer's review (ux.md 5-7, 12) and explore's (ux.md 8), as key
//! sequences at 80x24 (the harness is `ui.rs`'s).

use cursive::Vec2;
use cursive::event::Key;
use senet::engine::RulesetId;
use senet::i18n::Lang;
use senet::play::Opponent;

use crate::ui::{Harness, app, play_start};

const SMALL: Vec2 = Vec2::new(80, 24);

fn computer_game(lang: Lang, data: &std::path::Path) -> Harness {
    let start = play_start(RulesetId::Kendall, Opponent::Computer { level: 1 }, 8);
    Harness::new(app(lang, data), start, SMALL)
}

#[test]
fn s_before_the_first_throw_asks_and_the_result_names_who_resigned_once() {
    for lang in Lang::ALL {
        let data = tempfile::tempdir().expect("tempdir");
        let mut h = computer_game(lang, data.path());
        let before = h.screen();
        let (keys, question, yes) = match lang {
            Lang::En => ("s resign", "Resign this game?", 'y'),
            Lang::Es => ("s rendirse", "¿Abandonar esta partida?", 's'),
        };
        assert!(before.contains(keys), "the key line offers s: {before}");
        h.press('s');
        assert!(h.screen().contains(question), "{}", h.screen());
        // Esc keeps the game, not even thrown yet.
        h.press(Key::Esc);
        assert_eq!(h.screen(), before);
        // The language's yes key (s for "sí" in Spanish) resigns.
        h.press('s');
        h.press(yes);
        let screen = h.screen();
        let result = match lang {
            Lang::En => "You resigned. The computer wins.",
            Lang::Es => "Te rendiste. El ordenador gana.",
        };
        assert_eq!(screen.matches(result).count(), 1, "once: {screen}");
        assert!(!screen.contains("the other side"), "{screen}");
        assert!(!screen.contains("el otro bando"), "{screen}");
        // Once over, s does nothing.
        h.press('s');
        assert!(!h.screen().contains(question), "{}", h.screen());
    }
}

#[test]
fn r_after_the_game_opens_the_viewer_rating_and_starts_no_rollout() {
    let data = tempfile::tempdir().expect("tempdir");
    // A seed of 20 digits, as the tutor draws them: the recorded file's
    // name is 49 characters long.
    let start = play_start(
        RulesetId::Kendall,
        Opponent::Computer { level: 1 },
        17_325_600_613_584_514_761,
    );
    let mut h = Harness::new(app(Lang::En, data.path()), start, SMALL);
    for _ in 0..3 {
        h.press(' ');
        h.press(Key::Enter);
    }
    h.press('s');
    h.press('y');
    assert!(
        h.screen().contains("Press r to review it"),
        "{}",
        h.screen()
    );
    h.press('r');
    let screen = h.screen();
    assert!(screen.contains("Entry 1 of"), "the viewer: {screen}");
    // A recorded game's name is long (48 characters): at 80 columns the
    // header cuts the name, never the entry count or the mistakes filter.
    let header = screen.lines().next().unwrap_or_default();
    assert!(
        header.contains("…")
            && header.contains("entry 1 of ")
            && header.ends_with("mistakes: both sides"),
        "{header}"
    );
    // The r that opened the viewer is not its rollout key too.
    assert!(!screen.contains("Rollout"), "{screen}");
    assert!(!screen.contains("Nothing to roll out"), "{screen}");
    // The rating the game-over line promised comes without `a`.
    assert!(!screen.contains("Not rated yet"), "{screen}");
    h.wait_for("Rated at level");
}

#[test]
fn at_80x24_the_prompt_stays_in_view_and_the_sticks_are_the_side_to_moves() {
    for lang in Lang::ALL {
        let data = tempfile::tempdir().expect("tempdir");
        let mut h = computer_game(lang, data.path());
        let (throw_prompt, no_throw, sticks) = match lang {
            Lang::En => ("Your turn: press Space", "no throw yet", "sticks "),
            Lang::Es => ("Te toca: pulsa Espacio", "aún no hay tirada", "tablillas "),
        };
        for turn in 0..12 {
            let screen = h.screen();
            // Before a throw: the prompt shows, and no sticks beside "to move".
            assert!(screen.contains(throw_prompt), "turn {turn}: {screen}");
            assert!(screen.contains(no_throw), "turn {turn}: {screen}");
            h.press(' ');
            let screen = h.screen();
            if screen.contains(throw_prompt) {
                continue; // a lost throw: the computer played, our turn again
            }
            // After it: the sticks are ours, and the prompt says what to do.
            let status = screen
                .lines()
                .find(|l| l.starts_with(sticks))
                .unwrap_or_default();
            assert!(!status.is_empty(), "turn {turn}: {screen}");
            h.press(Key::Enter);
        }
    }
}

#[test]
fn esc_on_a_hand_built_position_asks_before_going_home() {
    use senet::engine::{Board, Side, ThrowValue};
    use senet::explore::sandbox::Sandbox;
    use senet::ui::explore::ExploreState;
    use senet::ui::{App, Start};

    for lang in Lang::ALL {
        let explore = || {
            let sandbox = Sandbox::new(
                RulesetId::Kendall,
                Board::default(),
                Side::X,
                ThrowValue::ONE,
            );
            Start::Explore(Box::new(ExploreState::new(sandbox)))
        };
        let (esc_key, question, home) = match lang {
            Lang::En => ("Esc home", "Leave this position?", "Lessons"),
            Lang::Es => ("Esc inicio", "¿Dejar esta posición?", "Lecciones"),
        };
        // Untouched: Esc goes home at once.
        let mut h = Harness::new(
            App::new(lang, RulesetId::Kendall, Vec::new(), None),
            explore(),
            SMALL,
        );
        assert!(
            h.screen().contains(esc_key),
            "the key line names Esc: {}",
            h.screen()
        );
        h.press(Key::Esc);
        assert!(h.screen().contains(home), "{}", h.screen());
        // A piece put on the board: Esc asks; Esc again keeps the position.
        let mut h = Harness::new(
            App::new(lang, RulesetId::Kendall, Vec::new(), None),
            explore(),
            SMALL,
        );
        h.keys("x");
        let built = h.screen();
        h.press(Key::Esc);
        assert!(h.screen().contains(question), "{}", h.screen());
        h.press(Key::Esc);
        assert_eq!(h.screen(), built);
        // Enter is "no" too (the focus is on keeping it); yes leaves.
        h.press(Key::Esc);
        h.press(Key::Enter);
        assert_eq!(h.screen(), built);
        h.press(Key::Esc);
        h.press(match lang {
            Lang::En => 'y',
            Lang::Es => 's',
        });
        assert!(h.screen().contains(home), "{}", h.screen());
    }
}

#[test]
fn the_lesson_list_returns_to_the_lesson_left_with_esc() {
    use senet::ui::{App, Start};
    let data = tempfile::tempdir().expect("tempdir");
    let app = App::new(
        Lang::En,
        RulesetId::Kendall,
        senet::lesson::shipped()
            .iter()
            .filter_map(|f| {
                senet::text::lesson_check::check(f, &senet::i18n::Localizer::new(Lang::En)).ok()
            })
            .collect(),
        Some(data.path().to_path_buf()),
    );
    let mut h = Harness::new(app, Start::Home, SMALL);
    h.press(Key::Enter); // Lessons
    for _ in 0..3 {
        h.press(Key::Down);
    }
    h.press(Key::Enter);
    let opened = h.screen().lines().next().unwrap_or_default().to_string();
    assert!(h.screen().contains("step 1 of"), "{}", h.screen());
    h.press(Key::Esc);
    h.press(Key::Enter);
    let again = h.screen().lines().next().unwrap_or_default().to_string();
    assert_eq!(again, opened, "the same lesson: {}", h.screen());
}

/// A sticks question with no board (intro-01, step 5, "How likely is a 2?")
/// shows the sticks of one throw of that value under the board, in both
/// languages (ux.md 10: "steps about the sticks show no sticks").
#[test]
fn a_sticks_question_shows_the_sticks_of_one_such_throw_at_80x24() {
    use senet::ui::{App, Start};
    for lang in Lang::ALL {
        let data = tempfile::tempdir().expect("tempdir");
        let l = senet::i18n::Localizer::new(lang);
        let intro: Vec<_> = senet::lesson::shipped()
            .iter()
            .filter_map(|f| senet::text::lesson_check::check(f, &l).ok())
            .filter(|c| c.lesson.id == "intro-01-sticks")
            .collect();
        assert_eq!(intro.len(), 1, "the first lesson");
        let app = App::new(
            lang,
            RulesetId::Kendall,
            intro,
            Some(data.path().to_path_buf()),
        );
        let mut h = Harness::new(app, Start::Lesson(0), SMALL);
        for _ in 0..4 {
            h.press(Key::Enter);
        }
        let screen = h.screen();
        let example = match lang {
            Lang::En => "One way to throw a 2: sticks ▯ ▯ ▮ ▮ = 2 (▯ light, ▮ dark)",
            Lang::Es => "Una forma de sacar un 2: tablillas ▯ ▯ ▮ ▮ = 2 (▯ clara, ▮ oscura)",
        };
        assert!(screen.contains(example), "{screen}");
        insta::assert_snapshot!(format!("sticks_question_80x24_{lang}"), screen);
    }
}

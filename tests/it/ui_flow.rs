//! Key-driven tests of the flow of a game and of remembered choices: the
//! settings saved from the home screen and the settings screen, take-back,
//! the move list and "review this game" (the harness is `ui.rs`'s).

use cursive::event::Key;
use senet::engine::RulesetId;
use senet::i18n::Lang;
use senet::ui::{App, Start};

use crate::ui::{Harness, SIZE, app};

/// The home screen of a second run from the same data folder, as `senet`
/// opens it (the saved language and ruleset apply: no flag names them).
fn restarted(data: &std::path::Path) -> App {
    let mut app = App::new(
        Lang::En,
        RulesetId::Kendall,
        Vec::new(),
        Some(data.to_path_buf()),
    );
    app.use_saved(false, false);
    app
}

fn down(h: &mut Harness, n: usize) {
    for _ in 0..n {
        h.press(Key::Down);
    }
}

#[test]
fn choices_made_on_the_home_screen_are_there_after_a_restart() {
    let data = tempfile::tempdir().expect("tempdir");
    {
        let mut h = Harness::new(app(Lang::En, data.path()), Start::Home, SIZE);
        assert!(h.screen().contains("Black (x)"), "{}", h.screen());
        // Your side (line 10): White.
        down(&mut h, 10);
        h.press(Key::Enter);
        assert!(h.screen().contains("White (o)"), "{}", h.screen());
        // The ruleset (line 5; the selection stays on the side's line).
        for _ in 0..5 {
            h.press(Key::Up);
        }
        h.press(Key::Enter);
        assert!(h.screen().contains("Ruleset: Games Room"), "{}", h.screen());
        // The computer's level (line 2): the third one offered.
        h.press(Key::Up);
        h.press(Key::Up);
        h.press(Key::Up);
        h.press(Key::Enter);
        down(&mut h, 2);
        h.press(Key::Enter);
        assert!(h.screen().contains("Master"), "playing: {}", h.screen());
        // The computer (x) has moved first: leaving asks.
        h.press(Key::Esc);
        h.press('y');
        // The language last (line 4; home selects the line of the game
        // just left, 2): Spanish from now on.
        down(&mut h, 2);
        h.press(Key::Enter);
        assert!(h.screen().contains("Idioma: Español"), "{}", h.screen());
        // The settings screen (S): the pace (the harness shows the computer's moves at once), one step slower.
        h.press('S');
        assert!(
            h.screen()
                .contains("Ritmo de las jugadas del ordenador: todas a la vez"),
            "{}",
            h.screen()
        );
        down(&mut h, 5);
        h.press(Key::Enter);
        assert!(
            h.screen()
                .contains("Ritmo de las jugadas del ordenador: rápido"),
            "{}",
            h.screen()
        );
    }
    let saved = std::fs::read_to_string(data.path().join("settings.json")).expect("saved");
    assert!(saved.contains("\"version\": 1"), "{saved}");
    let app = restarted(data.path());
    assert_eq!(app.l.lang(), Lang::Es);
    assert_eq!(app.rules, RulesetId::GamesRoom);
    assert_eq!(app.level, 3);
    assert_eq!(app.side, senet::engine::Side::O);
    assert_eq!(app.pace, senet::store::settings::Pace::Quick);
    let mut h = Harness::new(app, Start::Home, SIZE);
    let screen = h.screen();
    assert!(screen.contains("Idioma: Español"), "{screen}");
    assert!(screen.contains("Variante: Sala de Juegos"), "{screen}");
    h.press('S');
    let shown = h
        .screen()
        .replace(&data.path().display().to_string(), "DATA");
    insta::assert_snapshot!("settings_after_restart_es", shown);
    // The level offered first is the one saved.
    h.press(Key::Esc);
    down(&mut h, 2);
    h.press(Key::Enter);
    insta::assert_snapshot!("choose_level_after_restart_es", h.screen());
}

#[test]
fn a_flag_wins_over_the_saved_language() {
    let data = tempfile::tempdir().expect("tempdir");
    let store = senet::store::settings::SettingsStore::in_dir(data.path());
    store
        .save(senet::store::settings::Change::Lang(Lang::Es))
        .expect("saved");
    let mut app = app(Lang::En, data.path());
    app.use_saved(true, false);
    assert_eq!(app.l.lang(), Lang::En, "--lang en was given");
    let mut app = crate::ui::app(Lang::En, data.path());
    app.use_saved(false, false);
    assert_eq!(app.l.lang(), Lang::Es);
}

/// The board of the game on screen, and what it waits for.
fn position(h: &mut Harness) -> (String, senet::engine::Pending) {
    let app = h.runner.user_data::<App>().expect("the app");
    let game = app.screen.play().expect("a game").session.game();
    (game.board().to_text(), game.pending())
}

fn recorded(data: &std::path::Path) -> std::path::PathBuf {
    let files: Vec<_> = std::fs::read_dir(data.join("replays"))
        .expect("a replays folder")
        .filter_map(Result::ok)
        .map(|e| e.path())
        // A game being played has its hidden lock file beside it.
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    files[0].clone()
}

#[test]
fn take_back_restores_the_position_and_the_replay_verifies() {
    for opponent in [
        senet::play::Opponent::Computer { level: 1 },
        senet::play::Opponent::Friend,
    ] {
        let data = tempfile::tempdir().expect("tempdir");
        let start = crate::ui::play_start(RulesetId::Kendall, opponent, 21);
        let mut h = Harness::new(app(Lang::En, data.path()), start, SIZE);
        // Nothing chosen yet: nothing to take back.
        h.press('u');
        assert!(
            h.screen().contains("Nothing to take back yet."),
            "{}",
            h.screen()
        );
        let mut took_back = 0;
        for turn in 0..40 {
            h.press(' ');
            let before = position(&mut h);
            if !matches!(before.1, senet::engine::Pending::Move { .. }) {
                continue;
            }
            h.press(Key::Enter);
            if turn % 3 == 0 && h.screen().contains("throws so far") {
                let over = h
                    .runner
                    .user_data::<App>()
                    .and_then(|a| a.screen.play())
                    .is_some_and(|p| p.session.game().outcome().is_some());
                if over {
                    break;
                }
                h.press('u');
                assert_eq!(position(&mut h), before, "{opponent:?}: {}", h.screen());
                assert!(h.screen().contains("Taken back"), "{}", h.screen());
                took_back += 1;
                // The same throw waits: play it again.
                h.press(Key::Enter);
            }
        }
        assert!(took_back >= 2, "{opponent:?}: {took_back}");
        h.press(Key::Esc);
        h.press('y');
        let file = recorded(data.path());
        let text = std::fs::read_to_string(&file).expect("replay");
        assert_eq!(text.matches("{takeback: ").count(), took_back, "{text}");
        let check = crate::common::senet()
            .args(["replay", "check"])
            .arg(&file)
            .output()
            .expect("runs");
        assert!(
            check.status.success(),
            "{}{}",
            String::from_utf8_lossy(&check.stdout),
            String::from_utf8_lossy(&check.stderr)
        );
    }
}

#[test]
fn the_computers_moves_come_one_at_a_time_and_a_key_shows_them_all() {
    let data = tempfile::tempdir().expect("tempdir");
    let mut app = app(Lang::En, data.path());
    app.pace = senet::store::settings::Pace::Slow;
    let start = crate::ui::play_start(
        RulesetId::Kendall,
        senet::play::Opponent::Computer { level: 1 },
        8,
    );
    let mut h = Harness::new(app, start, SIZE);
    let mut seen = false;
    for _ in 0..60 {
        h.press(' ');
        h.press(Key::Enter);
        if h.screen().contains("The computer is playing") {
            seen = true;
            break;
        }
    }
    assert!(seen, "{}", h.screen());
    let moves_shown = |h: &Harness| h.screen().matches(" → ").count();
    let partial = moves_shown(&h);
    // Any key shows the rest at once, and does nothing else.
    h.press('s');
    let screen = h.screen();
    assert!(!screen.contains("The computer is playing"), "{screen}");
    assert!(
        !screen.contains("Resign?"),
        "the key only skipped: {screen}"
    );
    assert!(moves_shown(&h) > partial, "{screen}");
    // At 100 columns the move list is not beside the board (it would
    // narrow it): the screen is laid out as at 80, the list on `l`.
    assert!(!screen.contains("Moves"), "{screen}");
}

#[test]
fn at_80_columns_l_shows_the_move_list_and_after_the_game_r_reviews_it() {
    let data = tempfile::tempdir().expect("tempdir");
    let start = crate::ui::play_start(
        RulesetId::Kendall,
        senet::play::Opponent::Computer { level: 1 },
        8,
    );
    let mut h = Harness::new(
        app(Lang::En, data.path()),
        start,
        cursive::Vec2::new(80, 24),
    );
    for _ in 0..6 {
        h.press(' ');
        h.press(Key::Enter);
    }
    assert!(h.screen().contains("Last move: "), "{}", h.screen());
    assert!(
        !h.screen().contains("Moves"),
        "no room beside: {}",
        h.screen()
    );
    let move_line = |screen: &str| {
        screen.lines().any(|line| {
            line.trim_start()
                .split_once(". ")
                .is_some_and(|(n, rest)| n.parse::<usize>().is_ok() && rest.contains(" → "))
        })
    };
    assert!(!move_line(&h.screen()), "{}", h.screen());
    h.press('l');
    assert!(move_line(&h.screen()), "{}", h.screen());
    h.press('l');
    assert!(!move_line(&h.screen()), "{}", h.screen());
    // Resign, then review the game.
    h.press('s');
    h.press('y');
    let screen = h.screen();
    assert!(screen.contains("Press r to review it"), "{screen}");
    assert!(!screen.contains("Recording to"), "{screen}");
    h.press('r');
    let screen = h.screen();
    assert!(
        !screen.contains("Press r to review it"),
        "the viewer: {screen}"
    );
    assert!(screen.contains("Entry 1 of"), "{screen}");
}

/// Whether the theme in use has the normal palette's piece colours.
fn piece_colours(h: &Harness) -> bool {
    h.runner.current_theme().palette.custom("senet-x").is_some()
}

#[test]
fn the_colours_chosen_in_the_settings_apply_at_once_and_after_a_restart() {
    use senet::ui::theme::{ColorChoice, Palette};
    let data = tempfile::tempdir().expect("tempdir");
    // What this environment draws (`NO_COLOR` or `TERM=dumb` give no colour at all).
    let drawn = |p: Palette| ColorChoice::Auto.palette(p);
    {
        let mut h = Harness::new(app(Lang::En, data.path()), Start::Home, SIZE);
        h.press('S');
        assert!(
            h.screen().contains("Colours: Normal colours"),
            "{}",
            h.screen()
        );
        assert_eq!(piece_colours(&h), drawn(Palette::Normal) == Palette::Normal);
        down(&mut h, 6);
        h.press(Key::Enter);
        assert!(
            h.screen().contains("Colours: High contrast"),
            "{}",
            h.screen()
        );
        let app = h.runner.user_data::<App>().expect("the app");
        assert_eq!(app.palette_choice, Palette::HighContrast);
        assert_eq!(app.palette, drawn(Palette::HighContrast));
        assert!(!piece_colours(&h), "high contrast has no piece colours");
    }
    let saved = std::fs::read_to_string(data.path().join("settings.json")).expect("saved");
    assert!(saved.contains("\"palette\": \"high-contrast\""), "{saved}");
    let app = restarted(data.path());
    assert_eq!(app.palette_choice, Palette::HighContrast);
    assert_eq!(app.palette, drawn(Palette::HighContrast));
    let mut h = Harness::new(app, Start::Home, SIZE);
    assert!(!piece_colours(&h));
    h.press('S');
    assert!(
        h.screen().contains("Colours: High contrast"),
        "{}",
        h.screen()
    );
    // Round to no colour, and to the normal colours again.
    down(&mut h, 6);
    h.press(Key::Enter);
    assert!(h.screen().contains("Colours: No colour"), "{}", h.screen());
    h.press(Key::Enter);
    assert!(
        h.screen().contains("Colours: Normal colours"),
        "{}",
        h.screen()
    );
    assert_eq!(piece_colours(&h), drawn(Palette::Normal) == Palette::Normal);
}

/// The entry of the fixture lesson in `lesson-steps.json`, if any.
fn left_at(data: &std::path::Path) -> Option<u64> {
    let text = std::fs::read_to_string(data.join("lesson-steps.json")).ok()?;
    let file: serde_json::Value = serde_json::from_str(&text).expect("json");
    assert_eq!(file["version"], serde_json::Value::from(1), "{text}");
    file["steps"]["fixture-basics"].as_u64()
}

#[test]
fn a_lesson_left_at_step_3_opens_there_in_a_second_run_and_b_starts_over() {
    let data = tempfile::tempdir().expect("tempdir");
    {
        let mut h = Harness::new(app(Lang::En, data.path()), Start::Lesson(0), SIZE);
        assert!(!h.screen().contains("You left"), "{}", h.screen());
        h.press(Key::Enter); // past the explanation
        h.press(Key::Down);
        h.press(Key::Down);
        h.press(Key::Down);
        h.press(Key::Enter);
        assert!(h.screen().contains("Right!"), "{}", h.screen());
        h.press(Key::Enter);
        assert!(h.screen().contains("step 3 of 4"), "{}", h.screen());
        h.press(Key::Esc);
        assert!(h.screen().contains("Lessons"), "{}", h.screen());
    }
    assert_eq!(left_at(data.path()), Some(2), "0-based step saved on Esc");
    {
        let mut h = Harness::new(app(Lang::En, data.path()), Start::Lesson(0), SIZE);
        let screen = h.screen();
        assert!(screen.contains("step 3 of 4"), "{screen}");
        assert!(
            screen.contains("You left this lesson at step 3"),
            "{screen}"
        );
        h.press('b');
        assert!(h.screen().contains("step 1 of 4"), "{}", h.screen());
        assert!(!h.screen().contains("You left"), "{}", h.screen());
        h.press(Key::Esc);
    }
    assert_eq!(
        left_at(data.path()),
        None,
        "left at the first step: forgotten"
    );
    // Left at step 3 again, then finished from there: the step is forgotten.
    {
        let mut h = Harness::new(app(Lang::En, data.path()), Start::Lesson(0), SIZE);
        h.press(Key::Enter);
        h.keys("3"); // its number picks the right option (checkpoint-26)
        h.press(Key::Enter);
        assert!(h.screen().contains("Right!"), "{}", h.screen());
        h.press(Key::Enter);
        assert!(h.screen().contains("step 3 of 4"), "{}", h.screen());
        h.press(Key::Esc);
    }
    assert_eq!(left_at(data.path()), Some(2));
    let mut h = Harness::new(app(Lang::En, data.path()), Start::Lesson(0), SIZE);
    h.keys("14");
    h.press(Key::Enter);
    assert!(h.screen().contains("Right!"), "{}", h.screen());
    h.press(Key::Enter);
    h.press(' ');
    h.press(Key::Down);
    h.press(' ');
    h.press(Key::Enter);
    h.press(Key::Enter);
    assert!(h.screen().contains("Lesson complete"), "{}", h.screen());
    assert_eq!(left_at(data.path()), None, "completed: forgotten");
    let progress = std::fs::read_to_string(data.path().join("progress.json")).expect("saved");
    assert!(progress.contains("fixture-basics"), "{progress}");
}

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
    let mut app = app(Lang::En, data);
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
        // The language last (line 4): Spanish from now on.
        down(&mut h, 4);
        h.press(Key::Enter);
        assert!(h.screen().contains("Idioma: Español"), "{}", h.screen());
        // The settings screen (S): the pace, one step slower than steady.
        h.press('S');
        assert!(
            h.screen()
                .contains("Ritmo de las jugadas del ordenador: pausado"),
            "{}",
            h.screen()
        );
        down(&mut h, 6);
        h.press(Key::Enter);
        assert!(
            h.screen()
                .contains("Ritmo de las jugadas del ordenador: lento"),
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
    assert_eq!(app.pace, senet::store::settings::Pace::Slow);
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

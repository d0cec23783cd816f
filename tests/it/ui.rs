//! The tutor screens driven headlessly with cursive's puppet backend, with
//! insta snapshots of what a learner sees, in English and Spanish.

use cursive::reexports::crossbeam_channel::{Receiver, Sender};
use std::path::Path;

use cursive::backends::puppet::Backend;
use cursive::backends::puppet::observed::{ObservedPieceInterface, ObservedScreen};
use cursive::event::{Event, Key};
use cursive::{Cursive, CursiveRunner, Vec2};
use senet::engine::{RulesetId, Square, ThrowValue};
use senet::i18n::{Lang, Localizer};
use senet::lesson::{CheckedLesson, read_path};
use senet::text::lesson_check::check;
use senet::ui::{App, Start};

pub(crate) struct Harness {
    pub(crate) runner: CursiveRunner<Cursive>,
    input: Sender<Option<Event>>,
    frames: Receiver<ObservedScreen>,
    last: Option<ObservedScreen>,
}

impl Harness {
    pub(crate) fn new(app: App, start: Start, size: Vec2) -> Harness {
        Harness::new_then(app, start, size, |_| {})
    }

    /// Installs the app at `start`, then runs `then` (e.g. to open a game
    /// already set up) before the first frame.
    pub(crate) fn new_then(
        app: App,
        start: Start,
        size: Vec2,
        then: impl FnOnce(&mut Cursive),
    ) -> Harness {
        let backend = Backend::init(Some(size));
        let frames = backend.stream();
        let input = backend.input();
        let mut siv = Cursive::new();
        senet::ui::install(&mut siv, app, start);
        then(&mut siv);
        let mut runner = siv.into_runner(backend);
        runner.refresh();
        let mut h = Harness {
            runner,
            input,
            frames,
            last: None,
        };
        h.collect();
        h
    }

    pub(crate) fn collect(&mut self) {
        if let Some(frame) = self.frames.try_iter().last() {
            self.last = Some(frame);
        }
    }

    pub(crate) fn press(&mut self, event: impl Into<Event>) {
        self.input.send(Some(event.into())).expect("input");
        self.runner.step();
        self.runner.refresh();
        self.collect();
    }

    pub(crate) fn keys(&mut self, text: &str) {
        for ch in text.chars() {
            self.press(Event::Char(ch));
        }
    }

    /// Runs the event loop until the screen shows `text` (work on another
    /// thread reports through cursive's callback sink), for at most five minutes
    /// (a ceiling for a loaded machine, not a timing check: all the integration
    /// tests now share one binary and run side by side).
    pub(crate) fn wait_for(&mut self, text: &str) {
        let start = std::time::Instant::now();
        while !self
            .last
            .as_ref()
            .is_some_and(|_| self.screen().contains(text))
        {
            assert!(
                start.elapsed().as_secs() < 300,
                "gave up waiting for {text:?}: {}",
                self.screen()
            );
            std::thread::sleep(std::time::Duration::from_millis(10));
            self.runner.step();
            self.runner.refresh();
            self.collect();
        }
    }

    pub(crate) fn screen(&self) -> String {
        let frame = self.last.as_ref().expect("a frame was drawn");
        let lines: Vec<String> = frame
            .as_strings()
            .iter()
            .map(|l| l.trim_end().to_string())
            .collect();
        let mut text = lines.join("\n");
        while text.ends_with('\n') {
            text.pop();
        }
        text
    }
}

pub(crate) fn fixture_lessons() -> Vec<CheckedLesson> {
    let l = Localizer::new(Lang::En);
    read_path(Path::new("tests/fixtures/lessons"))
        .expect("fixtures")
        .iter()
        .map(|f| check(f, &l).expect("fixture lesson is valid"))
        .collect()
}

/// The app on a data folder, the computer's moves shown at once (the pace
/// of showing them one at a time is tested in `ui_flow.rs`).
pub(crate) fn app(lang: Lang, data: &Path) -> App {
    let mut app = App::new(
        lang,
        RulesetId::Kendall,
        fixture_lessons(),
        Some(data.to_path_buf()),
    );
    app.pace = senet::store::settings::Pace::Instant;
    app
}

pub(crate) const SIZE: Vec2 = Vec2::new(100, 32);

#[test]
fn home_and_lesson_list_in_both_languages() {
    for lang in Lang::ALL {
        let data = tempfile::tempdir().expect("tempdir");
        let mut h = Harness::new(app(lang, data.path()), Start::Home, SIZE);
        insta::assert_snapshot!(format!("home_{lang}"), h.screen());
        h.press(Key::Enter);
        insta::assert_snapshot!(format!("lesson_list_{lang}"), h.screen());
    }
}

#[test]
fn lesson_step_question_and_feedback_in_both_languages() {
    for lang in Lang::ALL {
        let data = tempfile::tempdir().expect("tempdir");
        let mut h = Harness::new(app(lang, data.path()), Start::Lesson(0), SIZE);
        insta::assert_snapshot!(format!("lesson_step_{lang}"), h.screen());
        h.press(Key::Enter);
        h.press('h');
        insta::assert_snapshot!(format!("lesson_question_{lang}"), h.screen());
        // Nothing is chosen yet: Enter does not answer.
        h.press(Key::Enter);
        let screen = h.screen();
        // Nothing answered yet: the header shows the step, and no score.
        let header = screen.lines().next().unwrap_or_default().trim_end();
        assert!(
            header.ends_with("step 2 of 4") || header.ends_with("paso 2 de 4"),
            "{screen}"
        );
        insta::assert_snapshot!(format!("lesson_question_nothing_chosen_{lang}"), screen);
        // "Yes, it may move" (option 1) is wrong: the piece must stop on 26.
        // One more try comes first, with no explanation yet and nothing scored.
        h.press('1');
        h.press(Key::Enter);
        let screen = h.screen();
        assert!(
            screen.contains("Try once more") || screen.contains("Inténtalo una vez más"),
            "{screen}"
        );
        // Nothing answered yet: the header shows the step, and no score.
        let header = screen.lines().next().unwrap_or_default().trim_end();
        assert!(
            header.ends_with("step 2 of 4") || header.ends_with("paso 2 de 4"),
            "{screen}"
        );
        insta::assert_snapshot!(format!("lesson_try_again_{lang}"), screen);
        // Wrong again: now the explanation, and the miss is said.
        h.press('1');
        h.press(Key::Enter);
        let screen = h.screen();
        assert!(
            screen.contains("(Your first") || screen.contains("(Tu primera"),
            "{screen}"
        );
        insta::assert_snapshot!(format!("lesson_feedback_wrong_{lang}"), screen);
    }
}

#[test]
fn a_whole_lesson_through_the_keyboard_is_saved_as_complete() {
    let data = tempfile::tempdir().expect("tempdir");
    let mut h = Harness::new(app(Lang::En, data.path()), Start::Lesson(0), SIZE);
    h.press(Key::Enter); // past the explanation
    // legal?: options are 1 Yes, 2 overshoot, 3 checkpoint-26, ... (the
    // arrows go from the "choose an answer" line down to the options).
    h.press(Key::Down);
    h.press(Key::Down);
    h.press(Key::Down);
    h.press(Key::Enter);
    assert!(h.screen().contains("Right!"), "{}", h.screen());
    h.press(Key::Enter);
    // destination: typed.
    h.keys("14");
    h.press(Key::Enter);
    assert!(h.screen().contains("Right!"), "{}", h.screen());
    insta::assert_snapshot!("lesson_feedback_right_en", h.screen());
    h.press(Key::Enter);
    // which pieces: the list is 15, 23, 24; mark 15 and 23 with Space, answer with Enter.
    h.press(' ');
    h.press(Key::Down);
    h.press(' ');
    assert!(h.screen().contains("[x] 23"), "{}", h.screen());
    h.press(Key::Enter);
    assert!(h.screen().contains("Right!"), "{}", h.screen());
    h.press(Key::Enter);
    assert!(h.screen().contains("3 of 3"), "{}", h.screen());
    let saved = std::fs::read_to_string(data.path().join("progress.json")).expect("progress saved");
    assert!(saved.contains("fixture-basics"));
    h.press(Key::Enter);
    assert!(
        h.screen().contains("[✓]"),
        "marked complete in the list: {}",
        h.screen()
    );
}

#[test]
fn the_board_cursor_tells_what_a_square_means() {
    let data = tempfile::tempdir().expect("tempdir");
    let mut h = Harness::new(app(Lang::En, data.path()), Start::Lesson(0), SIZE);
    // The cursor starts on the first highlighted square, 24 (bottom row, 4th column).
    h.press(Key::Tab);
    h.press(Key::Up); // 17, in the middle row
    h.press(Key::Right); // 16
    h.press(Key::Right); // 15
    assert!(
        h.screen().contains("Square 15, the House of Rebirth"),
        "{}",
        h.screen()
    );
    h.press('r');
    assert!(h.screen().contains("→"), "route overlay drawn");
}

#[test]
fn a_bad_typed_answer_is_refused_not_counted() {
    let data = tempfile::tempdir().expect("tempdir");
    let mut h = Harness::new(app(Lang::En, data.path()), Start::Lesson(0), SIZE);
    h.press(Key::Enter);
    // Wrong, and wrong again on the one more try.
    h.press('1');
    h.press(Key::Enter);
    h.press('1');
    h.press(Key::Enter);
    h.press(Key::Enter);
    // Enter on the empty box: not an answer yet, nothing counted, no try used.
    h.press(Key::Enter);
    assert!(h.screen().contains("Not an answer yet"), "{}", h.screen());
    assert!(h.screen().contains("right 0 of 1"), "{}", h.screen());
    h.keys("99");
    h.press(Key::Enter);
    assert!(h.screen().contains("not an answer"), "{}", h.screen());
    assert!(h.screen().contains("right 0 of 1"), "{}", h.screen());
    assert!(!h.screen().contains("Try once more"), "{}", h.screen());
}

#[test]
fn a_tiny_terminal_gets_a_clear_message() {
    for lang in Lang::ALL {
        let data = tempfile::tempdir().expect("tempdir");
        let h = Harness::new(app(lang, data.path()), Start::Home, Vec2::new(60, 16));
        insta::assert_snapshot!(format!("too_small_{lang}"), h.screen());
    }
}

#[test]
fn a_corrupt_progress_file_is_reported_and_kept() {
    let data = tempfile::tempdir().expect("tempdir");
    std::fs::write(data.path().join("progress.json"), "garbage").expect("write");
    let h = Harness::new(app(Lang::En, data.path()), Start::Home, SIZE);
    assert!(h.screen().contains("could not be read"), "{}", h.screen());
    let kept = std::fs::read_dir(data.path())
        .expect("dir")
        .filter_map(Result::ok)
        .any(|e| e.file_name().to_string_lossy().contains("corrupt"));
    assert!(kept);
}

pub(crate) fn quiz_start(count: usize) -> Start {
    Start::Quiz {
        rules: RulesetId::Kendall,
        topic: None,
        count,
        seed: 42,
    }
}

#[test]
fn quiz_question_feedback_and_summary_in_both_languages() {
    for lang in Lang::ALL {
        let data = tempfile::tempdir().expect("tempdir");
        let mut h = Harness::new(app(lang, data.path()), quiz_start(2), SIZE);
        insta::assert_snapshot!(format!("quiz_question_{lang}"), h.screen());
        // Option 2 is "Yes, it may move" (the options are shuffled from the
        // seed); this question's piece cannot move. Wrong twice (one more try
        // first), then the explanation.
        h.press('2');
        h.press(Key::Enter);
        h.press('2');
        h.press(Key::Enter);
        insta::assert_snapshot!(format!("quiz_feedback_{lang}"), h.screen());
        h.press(Key::Enter);
        answer_whatever(&mut h);
        h.press(Key::Enter);
        insta::assert_snapshot!(format!("quiz_summary_{lang}"), h.screen());
        // The same quiz again, answered right: "No: beyond the exit" is the first option.
        let data = tempfile::tempdir().expect("tempdir");
        let mut h = Harness::new(app(lang, data.path()), quiz_start(2), SIZE);
        h.press('1');
        h.press(Key::Enter);
        insta::assert_snapshot!(format!("quiz_feedback_right_{lang}"), h.screen());
    }
}

/// Answers the question showing with option 1 (or the number 1, or nothing
/// marked, which takes a second Enter), and once more the same way when
/// that was wrong (one more try before the explanation).
pub(crate) fn answer_whatever(h: &mut Harness) {
    for _ in 0..2 {
        let screen = h.screen();
        if screen.contains("press Enter:") || screen.contains("pulsa Intro:") {
            h.keys("1");
        } else {
            h.press('1');
        }
        h.press(Key::Enter);
        if h.screen().contains("Press Enter again") || h.screen().contains("Pulsa Intro otra vez") {
            h.press(Key::Enter);
        }
        let again = h.screen();
        if !(again.contains("Try once more") || again.contains("Inténtalo una vez más")) {
            break;
        }
    }
}

#[test]
fn a_whole_quiz_through_the_keyboard_saves_each_answer() {
    let data = tempfile::tempdir().expect("tempdir");
    let mut h = Harness::new(app(Lang::En, data.path()), quiz_start(6), SIZE);
    for n in 1..=6 {
        assert!(
            h.screen().contains(&format!("question {n} of 6")),
            "{}",
            h.screen()
        );
        answer_whatever(&mut h);
        assert!(
            h.screen().contains(&format!("of {n} · streak")),
            "{}",
            h.screen()
        );
        // Saved after every answer: a killed program loses nothing.
        let saved = std::fs::read_to_string(data.path().join("progress.json")).expect("saved");
        assert!(saved.contains("kendall:"), "{saved}");
        h.press(Key::Enter);
    }
    let screen = h.screen();
    assert!(screen.contains("Quiz complete"), "{screen}");
    assert!(screen.contains("By topic"), "{screen}");
    h.press(Key::Enter);
    assert!(h.screen().contains("Lessons"), "back home: {}", h.screen());
}

/// An app that saves nothing (so play screens show no recording path).
pub(crate) fn app_without_data(lang: Lang) -> App {
    let mut app = App::new(lang, RulesetId::Kendall, fixture_lessons(), None);
    app.pace = senet::store::settings::Pace::Instant;
    app
}

pub(crate) fn play_start(rules: RulesetId, opponent: senet::play::Opponent, seed: u64) -> Start {
    Start::Play(
        senet::play::Setup {
            rules,
            opponent,
            learner: senet::engine::Side::X,
            seed,
            ceremony: false,
        },
        None,
    )
}

#[test]
fn play_screens_after_a_throw_a_refused_piece_and_a_pass_in_both_languages() {
    for lang in Lang::ALL {
        let start = play_start(RulesetId::Kendall, senet::play::Opponent::Friend, 3);
        let mut h = Harness::new(app_without_data(lang), start, SIZE);
        h.press(' ');
        insta::assert_snapshot!(format!("play_after_throw_{lang}"), h.screen());
        // Black's piece on 9 cannot move 3 onto its own piece... choose an
        // unmarked piece: step left from the first movable one until refused.
        let mut refused = false;
        for _ in 0..5 {
            h.press(Key::Left);
            h.press(Key::Enter);
            let screen = h.screen();
            if screen.contains("cannot move") || screen.contains("no puede moverse") {
                refused = true;
                break;
            }
        }
        assert!(refused, "{}", h.screen());
        insta::assert_snapshot!(format!("play_refused_{lang}"), h.screen());
        // Play on (first movable piece each time) until a throw is lost.
        let mut passed = false;
        for _ in 0..400 {
            h.press(' ');
            let screen = h.screen();
            if screen.contains("no legal move") || screen.contains("ningún movimiento legal") {
                passed = true;
                break;
            }
            h.press(Key::Enter);
        }
        assert!(passed, "{}", h.screen());
        insta::assert_snapshot!(format!("play_pass_{lang}"), h.screen());
    }
}

#[test]
fn a_whole_hot_seat_game_through_the_keyboard() {
    let data = tempfile::tempdir().expect("tempdir");
    let start = play_start(RulesetId::Race, senet::play::Opponent::Friend, 11);
    let mut h = Harness::new(app(Lang::En, data.path()), start, SIZE);
    let mut finished = false;
    for _ in 0..2_000 {
        h.press(' ');
        h.press(Key::Enter);
        if h.screen().contains("wins") {
            finished = true;
            break;
        }
    }
    assert!(finished, "{}", h.screen());
    let full = h.screen();
    let screen: Vec<&str> = full
        .lines()
        .filter(|l| !l.contains("Recording to"))
        .collect();
    insta::assert_snapshot!("play_hot_seat_won_en", screen.join("\n"));
    // The game was recorded as it was played, and the replay checks.
    let replays: Vec<_> = std::fs::read_dir(data.path().join("replays"))
        .expect("a replays folder")
        .filter_map(Result::ok)
        .map(|e| e.path())
        // A game being played has its hidden lock file beside it.
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    assert_eq!(replays.len(), 1);
    let text = std::fs::read_to_string(&replays[0]).expect("replay");
    let replay = senet::replay::read::parse(&text).expect("a valid replay");
    let verified = senet::replay::verify::verify(replay).expect("every entry legal");
    assert!(verified.outcome.is_some(), "the result is recorded");
    h.press('n');
    assert!(
        h.screen().contains("throws so far: 0"),
        "a new game: {}",
        h.screen()
    );
}

#[test]
fn resign_new_game_and_leaving_ask_first_while_a_game_is_under_way() {
    for lang in Lang::ALL {
        let start = play_start(RulesetId::Kendall, senet::play::Opponent::Friend, 3);
        let mut h = Harness::new(app_without_data(lang), start, SIZE);
        // The yes key is the language's ("Sí (s)" in Spanish, y too).
        let yes = match lang {
            Lang::En => "(y)",
            Lang::Es => "(s)",
        };
        // Before the first throw nothing is lost: n starts over at once.
        h.press('n');
        assert!(!h.screen().contains(yes), "{}", h.screen());
        h.press(' ');
        let before = h.screen();
        for key in ['s', 'n'] {
            h.press(key);
            let asked = h.screen();
            assert!(asked.contains(yes), "{key} asks: {asked}");
            if key == 's' {
                insta::assert_snapshot!(format!("play_confirm_resign_{lang}"), asked);
            }
            // Esc keeps the game exactly as it was; so does Enter (focus on "No").
            h.press(Key::Esc);
            assert_eq!(h.screen(), before, "{key} then Esc");
            h.press(key);
            h.press(Key::Enter);
            assert_eq!(h.screen(), before, "{key} then Enter");
        }
        // Esc on the board asks too, and Esc again stays.
        h.press(Key::Esc);
        assert!(h.screen().contains(yes), "{}", h.screen());
        h.press(Key::Esc);
        assert_eq!(h.screen(), before);
        // s then y resigns.
        h.press('s');
        h.press('y');
        let screen = h.screen();
        assert!(
            screen.contains("resigned") || screen.contains("se rindieron"),
            "{screen}"
        );
        // Once over, n and Esc act at once.
        h.press(Key::Esc);
        assert!(!h.screen().contains(yes), "{}", h.screen());
    }
}

#[test]
fn question_mark_opens_the_help_of_every_screen_and_esc_gives_it_back() {
    for lang in Lang::ALL {
        let data = tempfile::tempdir().expect("tempdir");
        let mut h = Harness::new(app(lang, data.path()), Start::Home, SIZE);
        let home = h.screen();
        h.press('?');
        insta::assert_snapshot!(format!("help_home_{lang}"), h.screen());
        h.press(Key::Esc);
        assert_eq!(h.screen(), home);
        // F1 works too, and the help closes with ? as well.
        h.press(Key::F1);
        assert!(h.screen() != home);
        h.press('?');
        assert_eq!(h.screen(), home);
        // Over a game, the game's keys are asleep while the help is open.
        let start = play_start(RulesetId::Kendall, senet::play::Opponent::Friend, 3);
        let mut h = Harness::new(app_without_data(lang), start, SIZE);
        let before = h.screen();
        h.press('?');
        insta::assert_snapshot!(format!("help_play_{lang}"), h.screen());
        h.press(' ');
        h.press(Key::Esc);
        assert_eq!(h.screen(), before, "Space did not throw under the help");
        // In a lesson, even with the typed-answer box focused.
        let mut h = Harness::new(app(lang, data.path()), Start::Lesson(0), SIZE);
        h.press('?');
        assert!(h.screen().contains("1-9"), "{}", h.screen());
        h.press(Key::Esc);
        assert!(!h.screen().contains("1-9"), "{}", h.screen());
    }
}

/// The lines of a screen that hold a single word although the next line's
/// first word would have fitted after it: the mark of text wrapped twice
/// (at 80 columns, then again at 79, which pushes a paragraph's last word
/// onto a line of its own and starts the next line short).
pub(crate) fn orphans(screen: &str, width: usize) -> Vec<String> {
    // The scroll bar's column is not text.
    let lines: Vec<&str> = screen
        .lines()
        .map(|l| l.trim_end().trim_end_matches(['▒', '|', '█']).trim_end())
        .collect();
    let mut found = Vec::new();
    for pair in lines.windows(2) {
        let (line, next) = (pair[0], pair[1]);
        let word = line.trim_start();
        let indent = line.len() - word.len();
        let next_word = next.trim_start();
        let next_indent = next.len() - next_word.len();
        if word.is_empty() || word.contains(' ') || next_word.is_empty() || next_indent < indent {
            continue;
        }
        // A word that ends a sentence or a bracket may end its paragraph,
        // and a capitalized one may be a heading.
        if word.ends_with(['.', ']', ')', ':', '!', '?']) || word.starts_with(char::is_uppercase) {
            continue;
        }
        let first = next_word.split(' ').next().unwrap_or_default();
        if line.chars().count() + 1 + first.chars().count() <= width {
            found.push(format!("{line} / {next}"));
        }
    }
    found
}

#[test]
fn the_rules_screen_wraps_once_at_80_columns() {
    for lang in Lang::ALL {
        for rules in RulesetId::ALL {
            let data = tempfile::tempdir().expect("tempdir");
            let mut app = app(lang, data.path());
            app.rules = rules;
            let mut h = Harness::new(app, Start::Home, Vec2::new(80, 24));
            // Home: lessons, quiz, two games, language, ruleset, then the rules.
            for _ in 0..6 {
                h.press(Key::Down);
            }
            h.press(Key::Enter);
            let mut seen = String::new();
            for _ in 0..12 {
                seen.push_str(&h.screen());
                h.press(Key::PageDown);
            }
            assert!(seen.contains('['), "{lang} {rules}: {seen}");
            let found = orphans(&seen, 77);
            assert!(found.is_empty(), "{lang} {rules}: {found:#?}");
        }
    }
}

#[test]
fn a_game_left_before_its_first_throw_leaves_no_replay() {
    let data = tempfile::tempdir().expect("tempdir");
    let start = play_start(RulesetId::Kendall, senet::play::Opponent::Friend, 5);
    let mut h = Harness::new(app(Lang::En, data.path()), start, SIZE);
    // The games (a game being played also has its hidden lock file beside it).
    let replays = || -> Vec<std::path::PathBuf> {
        std::fs::read_dir(data.path().join("replays"))
            .map(|d| {
                d.filter_map(Result::ok)
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
                    .collect()
            })
            .unwrap_or_default()
    };
    assert_eq!(replays().len(), 1, "recording from the start");
    let first = replays();
    h.press('n'); // nothing thrown yet: no question, and the empty replay goes
    let now = replays();
    assert_eq!(now.len(), 1, "{now:?}");
    assert_ne!(now, first, "the new game has its own file");
    // A game with a move in it keeps its replay, unfinished.
    h.press(' ');
    h.press(Key::Enter);
    h.press(Key::Esc);
    h.press('y');
    assert_eq!(replays(), now);
    let text = std::fs::read_to_string(&now[0]).expect("replay");
    assert!(text.contains("unfinished"), "{text}");
}

#[test]
fn against_the_computer_its_level_is_labelled() {
    let data = tempfile::tempdir().expect("tempdir");
    let start = play_start(
        RulesetId::GamesRoom,
        senet::play::Opponent::Computer { level: 3 },
        1,
    );
    let h = Harness::new(app(Lang::En, data.path()), start, SIZE);
    assert!(h.screen().contains("Master"), "{}", h.screen());
    assert!(!h.screen().contains("random mover"), "{}", h.screen());
}

#[test]
fn the_house_odds_screen_moves_between_squares() {
    let data = tempfile::tempdir().expect("tempdir");
    let mut h = Harness::new(app(Lang::En, data.path()), Start::Home, SIZE);
    for _ in 0..7 {
        h.press(Key::Down);
    }
    h.press(Key::Enter);
    assert!(h.screen().contains("a lone piece on 26"), "{}", h.screen());
    h.press(Key::Right);
    h.press(Key::Right);
    h.press('+');
    insta::assert_snapshot!("odds_screen_kendall_28_en", h.screen());
}

#[test]
fn the_replay_viewer_steps_and_jumps_in_both_languages() {
    for lang in Lang::ALL {
        let mut h = Harness::new(app_without_data(lang), Start::Home, SIZE);
        // Home: Lessons, Quiz, Play x2, Language, Ruleset, Rules, Odds, Replays.
        for _ in 0..8 {
            h.press(Key::Down);
        }
        h.press(Key::Enter);
        // Each row: date, players, result, ruleset, entries (at 100
        // columns the longer rows give up the time of day, or the entries).
        let screen = h.screen();
        assert!(screen.contains("2026-01-10 · Ana "), "{screen}");
        assert!(screen.contains("2026-01-13 09:45 · Dmitri "), "{screen}");
        assert!(screen.contains("Kendall (Ply Yard)"), "{screen}");
        h.press(Key::Enter);
        insta::assert_snapshot!(format!("viewer_start_{lang}"), h.screen());
        h.press('n');
        h.press('j');
        insta::assert_snapshot!(format!("viewer_middle_{lang}"), h.screen());
        h.press(Key::End);
        insta::assert_snapshot!(format!("viewer_end_{lang}"), h.screen());
        h.press('g');
        h.keys("5");
        h.press(Key::Enter);
        assert!(h.screen().contains(" 5 "), "{}", h.screen());
        h.press(Key::Esc);
        assert!(
            h.screen().contains("2026-01-10 · Ana"),
            "back to the list: {}",
            h.screen()
        );
    }
}

#[test]
fn a_replay_with_a_bad_entry_opens_on_its_valid_part_with_the_error() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("bad.yaml");
    std::fs::write(
        &path,
        "senet-replay: 1\nrules: kendall\nplayers: {x: \"Ana\", o: \"Ben\"}\nturns:\n  - {throw: 2, from: 9}\n  - {throw: 3, from: 24}\nresult: {winner: null, by: unfinished}\n",
    )
    .expect("write");
    let l = Localizer::new(Lang::En);
    let state = senet::ui::viewer::load(&path, &l).expect("readable");
    let h = Harness::new(
        app_without_data(Lang::En),
        Start::Viewer(Box::new(state)),
        SIZE,
    );
    let screen = h.screen();
    assert!(screen.contains("Entry 1 of 2"), "{screen}");
    assert!(
        screen.contains("breaks here") && screen.contains("entry 2"),
        "{screen}"
    );
}

#[test]
fn the_viewer_rates_the_game_and_jumps_to_the_blunder_in_both_languages() {
    let l = Localizer::new(Lang::En);
    let path = Path::new("tests/fixtures/replays/blunder.yaml");
    for lang in Lang::ALL {
        let state = senet::ui::viewer::load(path, &l).expect("readable");
        // Wide enough for the move list beside the entry.
        let mut h = Harness::new(
            app_without_data(lang),
            Start::Viewer(Box::new(state)),
            Vec2::new(110, 32),
        );
        insta::assert_snapshot!(format!("viewer_unrated_{lang}"), h.screen());
        // m before the rating: it starts the rating and jumps when it is done.
        h.press('m');
        h.wait_for(match lang {
            Lang::En => "Rated at level",
            Lang::Es => "Valorada con el nivel",
        });
        insta::assert_snapshot!(format!("viewer_blunder_{lang}"), h.screen());
        // No mistake after the blunder: the viewer stays and says so.
        h.press('m');
        let screen = h.screen();
        assert!(screen.contains("▶  2."), "{screen}");
        assert!(
            screen.contains(match lang {
                Lang::En => "No mistake or blunder after",
                Lang::Es => "No hay ningún error",
            }),
            "{screen}"
        );
        // Back to the start, then m jumps forward to entry 2 again.
        h.press(Key::Home);
        assert!(h.screen().contains("▶  1."), "{}", h.screen());
        h.press('m');
        assert!(h.screen().contains("▶  2."), "{}", h.screen());
    }
}

/// The first seed whose first throw is `value` (the throws come from the seed).
pub(crate) fn seed_throwing_first(rules: RulesetId, value: u8) -> u64 {
    (0..)
        .find(|&seed| {
            senet::engine::Thrower::new(rules.ruleset().throw_model, seed)
                .throw()
                .value
                .get()
                == value
        })
        .expect("a seed")
}

/// A friend game of kendall from a position, black (`x`: 23, 26, 28; `o`:
/// 20, 22, 24) to throw, and the first throw is a 1: the piece on 26 would fall
/// in the water (a mistake of about 6 points, says the engine with kendall's
/// endings network; 2,000 playouts per option say 4.5 [3.1, 5.9], the
/// model alone said 9, a blunder); 23 -> 24 is the best move (28 -> 29
/// within a point of it).
pub(crate) fn water_game(tutor: bool) -> senet::play::PlaySession {
    let rules = RulesetId::Kendall;
    let board = rules
        .ruleset()
        .parse_board("...................o.oxo.x.x..")
        .expect("a board");
    let setup = senet::play::Setup {
        rules,
        opponent: senet::play::Opponent::Friend,
        learner: senet::engine::Side::X,
        seed: seed_throwing_first(rules, 1),
        ceremony: false,
    };
    let start = rules
        .ruleset()
        .check(senet::engine::Setup::new(board, senet::engine::Side::X))
        .expect("a kendall position");
    let mut session = senet::play::PlaySession::from_position(setup, start);
    session.set_tutor(tutor);
    // The tutor's measuring, whole on any machine: the same words each run.
    session.set_tutor_settings(senet::play::TutorSettings::default().untimed());
    session
}

pub(crate) fn water_harness(app: App, tutor: bool) -> Harness {
    water_harness_at(app, tutor, SIZE)
}

/// [`water_harness`] in a terminal of `size`.
pub(crate) fn water_harness_at(app: App, tutor: bool, size: Vec2) -> Harness {
    Harness::new_then(app, Start::Home, size, move |siv| {
        senet::ui::play::open_session(siv, water_game(tutor), None);
    })
}

/// Whether the tutor's dialog shows.
pub(crate) fn dialog_shows(h: &Harness) -> bool {
    let screen = h.screen();
    screen.contains("Think again") || screen.contains("Pensarlo otra vez")
}

#[test]
fn the_tutors_warning_in_both_languages() {
    for lang in Lang::ALL {
        let mut h = water_harness(app_without_data(lang), true);
        h.press(' '); // a 1
        h.press(Key::Right); // from 23 to 26
        h.press(Key::Enter);
        assert!(dialog_shows(&h), "{}", h.screen());
        insta::assert_snapshot!(format!("play_tutor_warning_{lang}"), h.screen());
    }
}

#[test]
fn the_tutors_three_answers_through_the_keyboard() {
    let data = tempfile::tempdir().expect("tempdir");
    let mut h = water_harness(app(Lang::En, data.path()), true);
    assert!(h.screen().contains("Tutor: on"), "{}", h.screen());
    h.press(' ');
    assert!(h.screen().contains("threw 1"), "{}", h.screen());
    h.press(Key::Right);
    h.press(Key::Enter);
    assert!(dialog_shows(&h), "{}", h.screen());
    assert!(h.screen().contains("(a mistake)"), "{}", h.screen());
    assert!(h.screen().contains("Esc think again"), "{}", h.screen());
    // The play screen's keys do nothing under the dialog.
    h.press(' ');
    h.press('n');
    assert!(dialog_shows(&h), "{}", h.screen());
    // "Think again" has the focus: no move is made; the piece stays chosen.
    h.press(Key::Enter);
    let screen = h.screen();
    assert!(!dialog_shows(&h), "{screen}");
    let throws = h
        .runner
        .user_data::<App>()
        .and_then(|a| a.screen.play())
        .map(|p| p.session.game().throws());
    assert_eq!(throws, Some(1), "{screen}");
    assert!(screen.contains("(now 26,"), "{screen}");
    // Esc is "think again" too.
    h.press(Key::Enter);
    assert!(dialog_shows(&h), "{}", h.screen());
    h.press(Key::Esc);
    assert!(!dialog_shows(&h), "{}", h.screen());
    assert!(h.screen().contains("(now 26,"), "{}", h.screen());
    // "Show the best move" selects 23 (the exchange, by the calibrated
    // evaluation); Enter then plays it without a warning.
    h.press(Key::Enter);
    h.press(Key::Right);
    h.press(Key::Enter);
    let screen = h.screen();
    assert!(!dialog_shows(&h), "{screen}");
    assert!(screen.contains("(now 23,"), "{screen}");
    let throws = h
        .runner
        .user_data::<App>()
        .and_then(|a| a.screen.play())
        .map(|p| p.session.game().throws());
    assert_eq!(throws, Some(1), "nothing played yet: {screen}");
    // Back to 26 and "Play anyway": the move is made as chosen.
    h.press(Key::Right);
    h.press(Key::Enter);
    assert!(dialog_shows(&h), "{}", h.screen());
    h.press(Key::Left);
    h.press(Key::Enter);
    let screen = h.screen();
    assert!(!dialog_shows(&h), "{screen}");
    assert!(screen.contains("26 → 15"), "moved: {screen}");
    // Recorded as before: one entry, the piece on 26 with the 1, from the position.
    let replays: Vec<_> = std::fs::read_dir(data.path().join("replays"))
        .expect("a replays folder")
        .filter_map(Result::ok)
        .map(|e| e.path())
        // A game being played has its hidden lock file beside it.
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    assert_eq!(replays.len(), 1);
    let text = std::fs::read_to_string(&replays[0]).expect("replay");
    let replay = senet::replay::read::parse(&text).expect("a valid replay");
    assert_eq!(replay.turns.len(), 1, "{text}");
    assert!(text.contains("{throw: 1, from: 26"), "{text}");
    senet::replay::verify::verify(replay).expect("every entry legal");
}

#[test]
fn the_tutor_is_switched_with_t_and_kept_for_the_next_game() {
    let mut h = water_harness(app_without_data(Lang::En), false);
    assert!(h.screen().contains("Tutor: off"), "{}", h.screen());
    // The key line sends to the help for the rest of the keys (T among them).
    assert!(h.screen().contains("? more"), "{}", h.screen());
    // Off: the mistake is played at once.
    h.press(' ');
    h.press(Key::Right);
    h.press(Key::Enter);
    assert!(!dialog_shows(&h), "{}", h.screen());
    assert!(h.screen().contains("26 → 15"), "{}", h.screen());
    h.press('T');
    assert!(h.screen().contains("Tutor: on"), "{}", h.screen());
    h.press('n');
    h.press('y'); // the game is under way: confirm the new game
    assert!(h.screen().contains("throws so far: 0"), "{}", h.screen());
    assert!(h.screen().contains("Tutor: on"), "{}", h.screen());
    h.press('T');
    assert!(h.screen().contains("Tutor: off"), "{}", h.screen());
}

#[test]
fn a_best_move_question_is_answered_by_choosing_a_piece() {
    let l = Localizer::new(Lang::En);
    let lesson = senet::lesson::shipped()
        .iter()
        .find(|f| f.stem() == "kendall-10-best-moves")
        .map(|f| check(f, &l).expect("the shipped lesson is valid"))
        .expect("shipped");
    let app = App::new(Lang::En, RulesetId::Kendall, vec![lesson], None);
    let mut h = Harness::new(app, Start::Lesson(0), SIZE);
    h.press(Key::Enter); // past the introduction
    insta::assert_snapshot!("lesson_best_move_question_en", h.screen());
    // The options are the pieces that can move, in square order: 26 first.
    // Not the best, and with two options no second try: the explanation.
    h.press('1');
    h.press(Key::Enter);
    let screen = h.screen();
    assert!(!screen.contains("Try once more"), "{screen}");
    assert!(screen.contains("Not quite"), "{screen}");
    insta::assert_snapshot!("lesson_best_move_feedback_en", screen);
}

#[test]
fn the_computers_level_is_chosen_from_the_home_screen_in_both_languages() {
    for lang in Lang::ALL {
        let mut h = Harness::new(app_without_data(lang), Start::Home, SIZE);
        // Home: Lessons, Quiz, Play against the computer, ...
        h.press(Key::Down);
        h.press(Key::Down);
        h.press(Key::Enter);
        insta::assert_snapshot!(format!("choose_level_{lang}"), h.screen());
        // Level 3, then the game against it.
        h.press(Key::Down);
        h.press(Key::Down);
        h.press(Key::Enter);
        let screen = h.screen();
        assert!(
            screen.contains(match lang {
                Lang::En => "level 3, three throws ahead",
                Lang::Es => "nivel 3",
            }),
            "{screen}"
        );
        // Esc home (back on the line of the game just left), and the
        // chooser offers level 3 first next time.
        h.press(Key::Esc);
        h.press(Key::Enter);
        h.press(Key::Enter);
        assert!(
            h.screen().contains(match lang {
                Lang::En => "level 3, three throws ahead",
                Lang::Es => "nivel 3",
            }),
            "{}",
            h.screen()
        );
    }
}

#[test]
fn the_random_mover_can_be_chosen_and_games_room_names_its_levels() {
    let mut h = Harness::new(app_without_data(Lang::En), Start::Home, SIZE);
    // The ruleset entry (sixth) cycles kendall -> games-room.
    for _ in 0..5 {
        h.press(Key::Down);
    }
    h.press(Key::Enter);
    assert!(h.screen().contains("Games Room"), "{}", h.screen());
    // The home screen is drawn anew, the ruleset's line still selected.
    for _ in 0..3 {
        h.press(Key::Up);
    }
    h.press(Key::Enter);
    let screen = h.screen();
    for name in ["Apprentice", "Journeyman", "Master", "random mover"] {
        assert!(screen.contains(name), "{name}: {screen}");
    }
    // The last entry: the random mover.
    for _ in 0..4 {
        h.press(Key::Down);
    }
    h.press(Key::Enter);
    assert!(h.screen().contains("random mover"), "{}", h.screen());
    assert!(h.screen().contains("Play"), "{}", h.screen());
}

/// The explore screen, driven by keys: the 24 + 3 position set up from an
/// empty board, its refusal read, the other piece played and taken back, the
/// position saved as a step of a teacher's lesson, which `lesson check` then
/// passes.
#[test]
fn explore_sets_up_24_plus_3_plays_takes_back_and_saves_a_lesson_step() {
    use senet::engine::{Board, Side};
    use senet::explore::sandbox::Sandbox;
    use senet::ui::explore::ExploreState;

    let dir = tempfile::tempdir().expect("temp dir");
    let out = crate::common::senet()
        .args(["lesson", "new", "my-lesson", "--rules", "kendall", "--dir"])
        .arg(dir.path())
        .output()
        .expect("runs");
    assert!(out.status.success());
    let lesson = dir.path().join("my-lesson.yaml");
    let before = std::fs::read_to_string(&lesson).expect("written");
    for (lang, name) in [(Lang::En, "en"), (Lang::Es, "es")] {
        let sandbox = Sandbox::new(
            RulesetId::Kendall,
            Board::default(),
            Side::X,
            ThrowValue::ONE,
        );
        let mut h = Harness::new(
            App::new(lang, RulesetId::Kendall, Vec::new(), None),
            Start::Explore(Box::new(ExploreState::new(sandbox))),
            Vec2::new(100, 30),
        );
        // From square 1 down two rows to 21, then right to 23 and 24: x x; on to 30: o.
        h.press(Key::Down);
        h.press(Key::Down);
        h.press(Key::Right);
        h.press(Key::Right);
        h.keys("x");
        h.press(Key::Right);
        h.keys("x");
        for _ in 0..6 {
            h.press(Key::Right);
        }
        h.keys("o3");
        for _ in 0..6 {
            h.press(Key::Left);
        }
        insta::assert_snapshot!(format!("explore_refusal_{name}"), h.screen());
        if lang == Lang::En {
            let screen = h.screen();
            assert!(
                screen.contains("cannot move (24 → 27): must stop on 26 first"),
                "{screen}"
            );
            assert!(
                !screen.contains("(checkpoint-26)"),
                "no internal id: {screen}"
            );
            assert!(
                screen.contains("Checkpoint 26"),
                "the rule and its provenance"
            );
            // Play the other piece: 23 → 26; the turn passes to o.
            h.press(Key::Left);
            h.press(Key::Enter);
            assert!(h.screen().contains("White (o) to move"), "{}", h.screen());
            // Take it back.
            h.keys("u");
            assert!(h.screen().contains("Black (x) to move"), "{}", h.screen());
            assert!(h.screen().contains("23 → 26"), "{}", h.screen());
            // Save the position, asking about the piece on 24, as a lesson step.
            h.press(Key::Right);
            h.keys("w");
            h.keys(&lesson.to_string_lossy());
            h.press(Key::Enter);
            let screen = h.screen();
            assert!(screen.contains("lesson check passes (3 steps)"), "{screen}");
        }
    }
    let after = std::fs::read_to_string(&lesson).expect("kept");
    assert!(after.starts_with(&before), "the step is added at the end");
    assert!(after.contains("      expect: checkpoint-26\n"), "{after}");
    let check = crate::common::senet()
        .args(["lesson", "check"])
        .arg(&lesson)
        .output()
        .expect("runs");
    assert!(
        check.status.success(),
        "{}",
        String::from_utf8_lossy(&check.stderr)
    );
}

/// The explore screen's weighing where the search can only estimate: every
/// option is played out (as many playouts as 0.6 s allow on this machine,
/// at least 16) and shown with its 95% interval, in both languages. Black's
/// last two pieces, on 24 and 28, against White's five at the start, a
/// throw of 1: two options, and the playouts end quickly.
#[test]
fn explore_measures_what_the_search_can_only_estimate() {
    use senet::engine::{Board, Side};
    use senet::explore::sandbox::Sandbox;
    use senet::ui::explore::ExploreState;

    for (lang, interval, said) in [
        (
            Lang::En,
            "% (95%: ",
            "can only estimate here, so every option was played out",
        ),
        (
            Lang::Es,
            " % (95 %: ",
            "aquí solo puede estimar, así que se simularon todas",
        ),
    ] {
        let board: Board = "ooooo..................x...x..".parse().expect("board");
        let sandbox = Sandbox::new(RulesetId::Kendall, board, Side::X, ThrowValue::ONE);
        let mut h = Harness::new(
            App::new(lang, RulesetId::Kendall, Vec::new(), None),
            Start::Explore(Box::new(ExploreState::new(sandbox))),
            Vec2::new(120, 40),
        );
        h.keys("a");
        let screen = h.screen();
        assert!(
            screen.contains("28 → 29: ") && screen.contains("24 → 25: "),
            "{screen}"
        );
        assert_eq!(screen.matches(interval).count(), 2, "{screen}");
        assert!(screen.contains(said), "{screen}");
        assert!(!screen.contains('±'), "measured, not estimated: {screen}");
    }
}

/// The explore screen's weighing (a won exit is exactly 100%), its
/// comparison of the rulesets, and a replay start saved and checked.
#[test]
fn explore_weighs_compares_and_saves_a_replay_start() {
    use senet::engine::{Board, Side};
    use senet::explore::sandbox::Sandbox;
    use senet::ui::explore::ExploreState;

    let dir = tempfile::tempdir().expect("temp dir");
    let board: Board = "o............................x".parse().expect("board");
    let mut sandbox = Sandbox::new(RulesetId::Kendall, board, Side::X, ThrowValue::ONE);
    sandbox.cursor = Square::DEPARTURE;
    let mut h = Harness::new(
        App::new(Lang::En, RulesetId::Kendall, Vec::new(), None),
        Start::Explore(Box::new(ExploreState::new(sandbox))),
        Vec2::new(100, 30),
    );
    h.keys("a");
    assert!(
        h.screen().contains("30 → off: exactly 100.0%"),
        "{}",
        h.screen()
    );
    h.keys("c");
    assert!(
        h.screen().contains("the same position under 6 rulesets"),
        "{}",
        h.screen()
    );
    let path = dir.path().join("start.yaml");
    h.keys("R");
    h.keys(&path.to_string_lossy());
    h.press(Key::Enter);
    assert!(
        h.screen().contains("Wrote the start of a replay"),
        "{}",
        h.screen()
    );
    let check = crate::common::senet()
        .args(["replay", "check"])
        .arg(&path)
        .output()
        .expect("runs");
    assert!(
        check.status.success(),
        "{}",
        String::from_utf8_lossy(&check.stderr)
    );
}

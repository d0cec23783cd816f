//! Nothing is lost when the program stops: a lesson's step is saved at
//! every step (the program killed inside a lesson opens it again there), and
//! an unfinished game is continued from its replay, into the same file, by
//! one tutor at a time.

use crate::common::Tmux;

#[test]
fn a_lesson_killed_midway_resumes_at_its_step() {
    if !crate::common::tmux_available("a_lesson_killed_midway_resumes_at_its_step") {
        return;
    }
    let data = tempfile::tempdir().expect("tempdir");
    {
        let tmux = crate::common::fixture_lesson_at_first_question("steps-1", data.path());
        // No Esc: the program dies here, as in a crash.
        tmux.kill_program();
    }
    let saved = std::fs::read_to_string(data.path().join("lesson-steps.json"))
        .expect("the step was saved before the kill");
    assert!(saved.contains("\"steps\""), "{saved}");
    let args = crate::common::fixture_lesson_args(data.path());
    let tmux = Tmux::start_sized("steps-2", &args, 80, 24);
    let screen = tmux.wait_for("You left this lesson at step 2");
    assert!(screen.contains("May the piece on 24 move"), "{screen}");
}

/// Plays the learner's side with the keys (Space throws, Enter plays the
/// piece selected: the first that may move) until the game is over, or
/// until `enters` moves were made. Returns whether the game is over.
fn play(tmux: &Tmux, enters: Option<usize>) -> bool {
    let mut moves = 0;
    for _ in 0..600 {
        let screen = tmux.screen();
        if screen.contains("The game is over") {
            return true;
        }
        if enters.is_some_and(|n| moves >= n) {
            return false;
        }
        let flat: String = screen
            .lines()
            .map(str::trim_end)
            .collect::<Vec<_>>()
            .join(" ");
        if flat.contains("press Enter") {
            tmux.send(&["Enter"]);
            moves += 1;
        } else {
            tmux.send(&["Space"]);
        }
        std::thread::sleep(std::time::Duration::from_millis(60));
    }
    false
}

/// The entries of a replay file, as written (the list under `turns:`).
fn entries(path: &std::path::Path) -> Vec<String> {
    std::fs::read_to_string(path)
        .expect("the replay")
        .lines()
        .filter(|l| l.starts_with("  - "))
        .map(str::to_string)
        .collect()
}

#[test]
fn a_game_left_and_continued_is_the_game_played_without_a_break() {
    if !crate::common::tmux_available(
        "a_game_left_and_continued_is_the_game_played_without_a_break",
    ) {
        return;
    }
    let data = tempfile::tempdir().expect("tempdir");
    let dir = data.path().display().to_string();
    let game = |record: &str| {
        format!(
            "play --rules race --level 1 --seed 5 --lang en --data-dir {dir} --record {dir}/{record}"
        )
    };
    let whole = data.path().join("whole.yaml");
    {
        let tmux = Tmux::start_sized("whole", &game("whole.yaml"), 80, 24);
        tmux.wait_for("Space throw");
        assert!(play(&tmux, None), "the game ended: {}", tmux.screen());
    }
    let part = data.path().join("part.yaml");
    {
        let tmux = Tmux::start_sized("part-1", &game("part.yaml"), 80, 24);
        tmux.wait_for("Space throw");
        assert!(!play(&tmux, Some(3)), "still going: {}", tmux.screen());
        // Leaving asks first; then the tutor is quit from its home screen.
        std::thread::sleep(std::time::Duration::from_millis(800));
        tmux.send(&["Escape"]);
        tmux.wait_for("Leave this game?");
        tmux.send(&["y"]);
        tmux.wait_for("Lessons");
        tmux.kill_program();
    }
    let left = std::fs::read_to_string(&part).expect("the unfinished game");
    assert!(
        left.contains("\nresume: {seed: 5, vs: computer, level: 1"),
        "{left}"
    );
    assert!(
        left.ends_with("result: {winner: null, by: unfinished}\n"),
        "{left}"
    );
    let so_far = entries(&part);
    assert!(so_far.len() >= 3, "{left}");
    let resume = format!(
        "play --resume {} --lang en --data-dir {dir}",
        part.display()
    );
    let tmux = Tmux::start_sized("part-2", &resume, 80, 24);
    tmux.wait_for("Continuing this game where it was left");
    // A second tutor may not continue the same file meanwhile.
    let second = crate::common::senet()
        .args(["play", "--resume"])
        .arg(&part)
        .args(["--lang", "en", "--data-dir", &dir])
        .assert()
        .code(2);
    let said = String::from_utf8_lossy(&second.get_output().stderr).into_owned();
    assert!(said.contains("is being played in another window"), "{said}");
    assert!(play(&tmux, None), "the game ended: {}", tmux.screen());
    drop(tmux);
    let finished = entries(&part);
    assert_eq!(&finished[..so_far.len()], &so_far[..], "nothing lost");
    assert_eq!(finished, entries(&whole), "nothing lost or doubled");
    let text = std::fs::read_to_string(&part).expect("file");
    assert!(!text.contains("resume:"), "{text}");
    crate::common::senet()
        .args(["replay", "check"])
        .arg(&part)
        .assert()
        .success();
    // A finished game is not continued.
    let over = crate::common::senet()
        .args(["play", "--resume"])
        .arg(&part)
        .args(["--lang", "es", "--data-dir", &dir])
        .assert()
        .code(2);
    let said = String::from_utf8_lossy(&over.get_output().stderr).into_owned();
    assert!(said.contains("esta partida ya terminó"), "{said}");
}

/// A hot-seat kendall game of six choices whose third was taken back (and
/// played otherwise), recorded as the program records it.
fn game_with_a_take_back(path: &std::path::Path) {
    use senet::engine::{Pending, RulesetId, Side, Square};
    use senet::play::{Opponent, PlaySession, Setup, record};
    let mut session = PlaySession::new(Setup {
        rules: RulesetId::Kendall,
        opponent: Opponent::Friend,
        learner: Side::X,
        seed: 3,
        ceremony: false,
    });
    let players = senet::replay::Players {
        x: "Ana".into(),
        o: "Ben".into(),
    };
    let mut recorder = record::start(path, &session, &players, 1_795_953_600).expect("starts");
    let mut choices = 0;
    while choices < 6 {
        match session.game().pending() {
            Pending::Throw { .. } => session.throw(),
            Pending::Move { .. } => {
                let first = session.game().choices().and_then(|a| a.get(0));
                session.choose(first.map_or(Square::START, |m| m.from));
                choices += 1;
                if choices == 3 {
                    record::flush(&mut recorder, &mut session).expect("written");
                    assert!(session.take_back());
                    // The same throw waits: this time the last piece that may move.
                    let moves = session.game().choices().map_or(1, |a| a.move_count());
                    let last = session.game().choices().and_then(|a| a.get(moves - 1));
                    session.choose(last.map_or(Square::START, |m| m.from));
                }
            }
            Pending::Over(_) => break,
        }
        record::flush(&mut recorder, &mut session).expect("written");
    }
}

#[test]
fn the_viewer_shows_where_a_move_was_taken_back() {
    use cursive::Vec2;
    use cursive::event::Key;
    use senet::i18n::{Lang, Localizer};
    use senet::ui::Start;
    let data = tempfile::tempdir().expect("tempdir");
    let path = data.path().join("taken-back.yaml");
    game_with_a_take_back(&path);
    let text = std::fs::read_to_string(&path).expect("file");
    assert!(text.contains("{takeback: 1}"), "{text}");
    let at = text
        .lines()
        .filter(|l| l.starts_with("  - "))
        .position(|l| l.contains("takeback"))
        .expect("a take-back");
    // The entry played instead is the one after the withdrawn one (1-based: `at`).
    for lang in Lang::ALL {
        for (size, name) in [(Vec2::new(80, 24), "80x24"), (Vec2::new(120, 40), "120x40")] {
            let l = Localizer::new(lang);
            let state = senet::ui::viewer::load(&path, &l).expect("readable");
            let mut h = crate::ui::Harness::new(
                crate::ui::app(lang, data.path()),
                Start::Viewer(Box::new(state)),
                size,
            );
            for _ in 1..at {
                h.press(Key::Right);
            }
            let screen = h.screen();
            let said = match lang {
                Lang::En => "Taken back before this entry:",
                Lang::Es => "Se deshizo antes de esta entrada:",
            };
            assert!(screen.contains(said), "{screen}");
            if name == "120x40" {
                assert!(screen.contains('↶'), "the move list marks it: {screen}");
            }
            insta::assert_snapshot!(format!("viewer_take_back_{name}_{lang}"), screen);
            // Navigation follows the game as it stands: one step on, no marker.
            h.press(Key::Right);
            assert!(!h.screen().contains(said), "{}", h.screen());
            h.press(Key::Left);
            assert!(h.screen().contains(said), "{}", h.screen());
        }
    }
}

#[test]
fn c_on_the_replay_list_continues_an_unfinished_game_unless_it_is_in_use() {
    use cursive::Vec2;
    use cursive::event::Key;
    use senet::i18n::Lang;
    use senet::ui::Start;
    let data = tempfile::tempdir().expect("tempdir");
    let path = data.path().join("replays").join("2026-game.yaml");
    game_with_a_take_back(&path);
    let before = std::fs::read_to_string(&path).expect("file");
    for lang in Lang::ALL {
        let held = senet::store::InUse::try_take(&path)
            .expect("lock")
            .expect("free");
        let mut h = crate::ui::Harness::new(
            crate::ui::app(lang, data.path()),
            Start::Home,
            Vec2::new(80, 24),
        );
        let open_list = |h: &mut crate::ui::Harness| {
            for _ in 0..8 {
                h.press(Key::Down);
            }
            h.press(Key::Enter);
        };
        open_list(&mut h);
        h.press('c');
        let (in_use, continuing) = match lang {
            Lang::En => ("is being played in another window", "Continuing this game"),
            Lang::Es => ("se está jugando en otra ventana", "Sigues esta partida"),
        };
        assert!(h.screen().contains(in_use), "{}", h.screen());
        drop(held);
        open_list(&mut h);
        h.press('c');
        let screen = h.screen();
        assert!(screen.contains(continuing), "{screen}");
        // Continued in this window: another may not.
        assert!(
            senet::store::InUse::try_take(&path)
                .expect("lock")
                .is_none()
        );
        h.press(Key::Esc);
        h.press('y');
        assert_eq!(
            std::fs::read_to_string(&path).expect("file"),
            before,
            "opening and leaving changes nothing"
        );
    }
}

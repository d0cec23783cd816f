//! End to end: the real binary in a real terminal (tmux), answering a lesson
//! question with the keyboard and reading the feedback from the screen.

use crate::common::Tmux;

#[test]
fn answer_a_lesson_question_in_a_real_terminal() {
    if !crate::common::tmux_available("answer_a_lesson_question_in_a_real_terminal") {
        return;
    }
    let data = tempfile::tempdir().expect("tempdir");
    let tmux = crate::common::fixture_lesson_at_first_question("lesson", data.path());
    // The options: 1 Yes, 2 beyond the exit, 3 must stop on 26 first, ...
    tmux.send(&["3"]);
    tmux.send(&["Enter"]);
    let screen = tmux.wait_for("Right!");
    assert!(
        screen.contains("24 + 3 = 27 would cross square 26"),
        "{screen}"
    );
    assert!(screen.contains("Checkpoint 26 [source]"), "{screen}");
    tmux.send(&["Escape"]);
    tmux.wait_for("Lessons: Kendall");
}

#[test]
fn answer_a_quiz_question_in_a_real_terminal() {
    if !crate::common::tmux_available("answer_a_quiz_question_in_a_real_terminal") {
        return;
    }
    let data = tempfile::tempdir().expect("tempdir");
    let args = format!(
        "quiz --rules kendall --count 2 --seed 42 --lang en --data-dir {}",
        data.path().display()
    );
    let tmux = Tmux::start_sized("quiz", &args, 80, 24);
    tmux.wait_for("question 1 of 2");
    // A seeded quiz asks the answer key's questions: the piece on 15 with
    // a 1, where "Yes, it may move" is right, at the place the question's
    // own shuffle gives it.
    let rules = senet::engine::RulesetId::Kendall;
    let item = senet::quiz::Generator::new(rules, 42).next(None);
    let offered = senet::quiz::answers_file::options(rules.ruleset(), &item);
    let right = offered
        .iter()
        .position(|o| item.question.accepts(o))
        .expect("a right option");
    tmux.send(&[&(right + 1).to_string()]);
    tmux.send(&["Enter"]);
    let screen = tmux.wait_for("Right!");
    assert!(screen.contains("15 → 16"), "{screen}");
    assert!(screen.contains("streak 1"), "{screen}");
    assert!(
        data.path().join("progress.json").is_file(),
        "the answer was saved at once"
    );
}

/// The colour codes (foreground, background: 30-37, 38;…, 40-47, 48;…,
/// 90-97, 100-107) in a screen captured with its escapes; resets to the
/// terminal's defaults (39, 49, 0) and bold or reverse are not colour.
fn colour_codes(screen: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = screen;
    while let Some(at) = rest.find("\u{1b}[") {
        rest = &rest[at + 2..];
        let end = rest
            .find(|c: char| !(c.is_ascii_digit() || c == ';'))
            .unwrap_or(rest.len());
        if rest[end..].starts_with('m') {
            let params: Vec<u32> = rest[..end]
                .split(';')
                .filter_map(|p| p.parse().ok())
                .collect();
            let colour = params
                .iter()
                .any(|&p| matches!(p, 30..=38 | 40..=48 | 90..=97 | 100..=107));
            if colour {
                found.push(rest[..end].to_string());
            }
        }
        rest = &rest[end..];
    }
    found
}

#[test]
fn a_whole_short_game_against_the_computer_at_80x24_without_colour() {
    if !crate::common::tmux_available("a_whole_short_game_against_the_computer_at_80x24") {
        return;
    }
    let data = tempfile::tempdir().expect("tempdir");
    // Race: one piece a side, a game of a few dozen throws.
    let args = format!(
        "play --rules race --level 1 --seed 5 --lang en --data-dir {}",
        data.path().display()
    );
    let env = ["NO_COLOR=1", "TERM=xterm-256color"];
    let tmux = Tmux::start_with_env("game", &args, 80, 24, &env);
    tmux.wait_for("Space throw");
    let mut over = false;
    let mut moves = 0;
    for _ in 0..400 {
        let screen = tmux.screen();
        if screen.contains("The game is over") {
            over = true;
            break;
        }
        // The frame holds at every step: the header first, the keys last.
        let lines: Vec<&str> = screen.lines().collect();
        assert!(
            lines.first().is_some_and(|l| l.starts_with("Play")),
            "{screen}"
        );
        assert!(
            lines.get(23).is_some_and(|l| l.contains("? more")),
            "{screen}"
        );
        let escapes = tmux.screen_with_escapes();
        assert_eq!(colour_codes(&escapes), Vec::<String>::new(), "{escapes}");
        // The prompt may wrap at 80 columns: read the screen as one line.
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
        // The next key only once this one has been drawn: a key sent on a
        // screen not yet redrawn would be a second Enter (a new game, once
        // the game is over). Every key here changes the screen.
        for _ in 0..100 {
            std::thread::sleep(std::time::Duration::from_millis(20));
            if tmux.screen() != screen {
                break;
            }
        }
    }
    assert!(over, "the game ended: {}", tmux.screen());
    assert!(moves > 0, "the learner moved");
    let screen = tmux.screen();
    assert!(screen.contains("The game is over"), "{screen}");
    // Who won and how, in the fixed line under the board (it replaces the
    // side to move), whatever the panel below holds.
    let results = [
        "You win: you reached square 30 first.",
        "The computer wins: first to reach square 30.",
    ];
    let under_board = screen
        .lines()
        .find(|line| line.starts_with("throw "))
        .unwrap_or_default();
    assert!(
        results.iter().any(|r| under_board.contains(r)),
        "the result under the board: {screen}"
    );
    let escapes = tmux.screen_with_escapes();
    assert_eq!(colour_codes(&escapes), Vec::<String>::new(), "{escapes}");
    // The game was recorded, and its replay verifies.
    let replays: Vec<_> = std::fs::read_dir(data.path().join("replays"))
        .expect("a replays folder")
        .filter_map(Result::ok)
        .collect();
    assert_eq!(replays.len(), 1, "one game, one replay");
    crate::common::senet()
        .args(["replay", "check"])
        .arg(replays[0].path())
        .assert()
        .success();
}

#[test]
fn with_colour_allowed_the_pieces_are_coloured() {
    if !crate::common::tmux_available("with_colour_allowed_the_pieces_are_coloured") {
        return;
    }
    let data = tempfile::tempdir().expect("tempdir");
    let args = format!(
        "play --vs friend --seed 5 --lang en --data-dir {}",
        data.path().display()
    );
    let env = ["-u NO_COLOR", "TERM=xterm-256color"];
    let tmux = Tmux::start_with_env("colour", &args, 80, 24, &env);
    tmux.wait_for("Space throw");
    let escapes = tmux.screen_with_escapes();
    assert!(!colour_codes(&escapes).is_empty(), "{escapes}");
    // --color never: none, even so.
    let args = format!(
        "play --vs friend --seed 5 --lang en --color never --data-dir {}",
        data.path().display()
    );
    let tmux = Tmux::start_with_env("never", &args, 80, 24, &env);
    tmux.wait_for("Space throw");
    let escapes = tmux.screen_with_escapes();
    assert_eq!(colour_codes(&escapes), Vec::<String>::new(), "{escapes}");
}

#[test]
fn colour_codes_are_told_from_resets_and_effects() {
    assert!(colour_codes("\u{1b}[0m\u{1b}[1mx\u{1b}[39m\u{1b}[49m\u{1b}[7m").is_empty());
    assert_eq!(colour_codes("a\u{1b}[31mx\u{1b}[0m"), vec!["31"]);
    assert_eq!(colour_codes("\u{1b}[1;38;5;12mo"), vec!["1;38;5;12"]);
}

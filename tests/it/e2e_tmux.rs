//! End to end: the real binary in a real terminal (tmux), answering a lesson
//! question with the keyboard and reading the feedback from the screen.

use std::process::Command;
use std::time::{Duration, Instant};

struct Tmux {
    socket: String,
}

impl Tmux {
    /// A tmux server of its own (`name` keeps parallel tests apart) running `command`.
    fn start(name: &str, command: &str) -> Tmux {
        let socket = format!("senet-e2e-{}-{name}", std::process::id());
        let status = Command::new("tmux")
            .args([
                "-L",
                &socket,
                "new-session",
                "-d",
                "-s",
                "e2e",
                "-x",
                "100",
                "-y",
                "32",
                command,
            ])
            .env("LANG", "C.UTF-8")
            .status()
            .expect("tmux is installed (.ci/run installs it)");
        assert!(status.success(), "tmux started");
        Tmux { socket }
    }

    fn screen(&self) -> String {
        let out = Command::new("tmux")
            .args(["-L", &self.socket, "capture-pane", "-p", "-t", "e2e"])
            .output()
            .expect("capture-pane");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    fn send(&self, keys: &[&str]) {
        let status = Command::new("tmux")
            .args(["-L", &self.socket, "send-keys", "-t", "e2e"])
            .args(keys)
            .status()
            .expect("send-keys");
        assert!(status.success());
    }

    /// Waits until the screen contains `text` (at most 10 s).
    fn wait_for(&self, text: &str) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if screen.contains(text) {
                return screen;
            }
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "timed out waiting for {text:?}; the screen shows:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["-L", &self.socket, "kill-server"])
            .status();
    }
}

#[test]
fn answer_a_lesson_question_in_a_real_terminal() {
    if !crate::common::tmux_available("answer_a_lesson_question_in_a_real_terminal") {
        return;
    }
    let binary = assert_cmd::cargo::cargo_bin("senet");
    let data = tempfile::tempdir().expect("tempdir");
    let command = format!(
        "{} lesson run tests/fixtures/lessons/fixture-basics.yaml --lang en --data-dir {}",
        binary.display(),
        data.path().display()
    );
    let tmux = Tmux::start("lesson", &command);
    tmux.wait_for("Every piece must stop on 26");
    tmux.send(&["Enter"]);
    tmux.wait_for("May the piece on 24 move");
    // The options: Yes, beyond the exit, must stop on 26 first, ...
    tmux.send(&["Down"]);
    tmux.send(&["Down"]);
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
    let binary = assert_cmd::cargo::cargo_bin("senet");
    let data = tempfile::tempdir().expect("tempdir");
    let command = format!(
        "{} quiz --rules kendall --count 2 --seed 42 --lang en --data-dir {}",
        binary.display(),
        data.path().display()
    );
    let tmux = Tmux::start("quiz", &command);
    tmux.wait_for("question 1 of 2");
    // The piece on 29 with a 3: the second option, "No: beyond the exit", is right.
    tmux.send(&["Down"]);
    tmux.send(&["Enter"]);
    let screen = tmux.wait_for("Right!");
    assert!(
        screen.contains("29 + 3 = 32 goes beyond the exit"),
        "{screen}"
    );
    assert!(screen.contains("streak 1"), "{screen}");
    assert!(
        data.path().join("progress.json").is_file(),
        "the answer was saved at once"
    );
}

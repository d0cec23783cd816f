//! Helpers shared by the integration tests.

use std::time::{Duration, Instant};

use assert_cmd::Command;

/// The data folder the binary uses in tests that give no `--data-dir`:
/// under the build's own temporary folder, never the user's real one (the
/// endgame tables a test builds are cached there between runs).
pub const TEST_DATA_HOME: &str = concat!(env!("CARGO_TARGET_TMPDIR"), "/xdg-data");

/// The real `senet` binary, with the system language and the user's data
/// folder kept out of the tests.
pub fn senet() -> Command {
    let mut cmd = Command::cargo_bin("senet").expect("binary builds");
    cmd.env("LANG", "C")
        .env("LC_ALL", "C")
        .env_remove("LANGUAGE")
        .env("XDG_DATA_HOME", TEST_DATA_HOME);
    cmd
}

/// Whether tmux can be run here. When it cannot, the terminal tests skip
/// with a message on stderr, so that a plain `cargo test` passes on a machine
/// without tmux; `.ci/run` installs tmux and sets `SENET_REQUIRE_TMUX=1`,
/// which turns a missing tmux into a failure there.
pub fn tmux_available(test: &str) -> bool {
    let found = std::process::Command::new("tmux")
        .arg("-V")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !found {
        assert!(
            std::env::var_os("SENET_REQUIRE_TMUX").is_none(),
            "{test}: tmux is required (SENET_REQUIRE_TMUX is set) but cannot be run"
        );
        eprintln!("skipped {test}: tmux is not installed");
    }
    found
}

/// The arguments that run the fixture lesson in English with its data in
/// `data`.
pub fn fixture_lesson_args(data: &std::path::Path) -> String {
    format!(
        "lesson run tests/fixtures/lessons/fixture-basics.yaml --lang en --data-dir {}",
        data.display()
    )
}

/// The fixture lesson (`fixture_lesson_args`) started in its own tmux at
/// 80x24, past its first explanation and showing its first question.
pub fn fixture_lesson_at_first_question(name: &str, data: &std::path::Path) -> Tmux {
    let tmux = Tmux::start_sized(name, &fixture_lesson_args(data), 80, 24);
    tmux.wait_for("Every piece must stop on 26");
    tmux.send(&["Enter"]);
    tmux.wait_for("May the piece on 24 move");
    tmux
}

/// A tmux server of its own running the real binary.
pub struct Tmux {
    socket: String,
}

impl Tmux {
    /// Starts `senet ARGS` at 120x40 (`name` keeps parallel tests apart).
    pub fn start(name: &str, args: &str) -> Tmux {
        Tmux::start_sized(name, args, 120, 40)
    }

    /// Starts `senet ARGS` in a terminal of `cols` x `rows`.
    pub fn start_sized(name: &str, args: &str, cols: u16, rows: u16) -> Tmux {
        Tmux::start_with_env(name, args, cols, rows, &[])
    }

    /// Starts `senet ARGS` in a terminal of `cols` x `rows`, with `env`
    /// (`NAME=value`) set inside the terminal (`TERM` among them: tmux sets
    /// its own otherwise).
    pub fn start_with_env(name: &str, args: &str, cols: u16, rows: u16, env: &[&str]) -> Tmux {
        let binary = assert_cmd::cargo::cargo_bin("senet");
        let socket = format!("senet-it-{}-{name}", std::process::id());
        let command = if env.is_empty() {
            format!("{} {args}", binary.display())
        } else {
            format!("env {} {} {args}", env.join(" "), binary.display())
        };
        let status = std::process::Command::new("tmux")
            .args([
                "-L",
                &socket,
                "new-session",
                "-d",
                "-s",
                "ds",
                "-x",
                &cols.to_string(),
                "-y",
                &rows.to_string(),
            ])
            .arg(&command)
            .env("LANG", "C.UTF-8")
            .env("XDG_DATA_HOME", TEST_DATA_HOME)
            .status()
            .expect("tmux is installed (.ci/run installs it)");
        assert!(status.success(), "tmux started");
        Tmux { socket }
    }

    /// Kills the program in the terminal at once (`SIGKILL`, as a crash
    /// would: it has no chance to save anything), and waits until it is gone.
    pub fn kill_program(&self) {
        let out = std::process::Command::new("tmux")
            .args(["-L", &self.socket, "display-message", "-p", "-t", "ds"])
            .arg("#{pane_pid}")
            .output()
            .expect("tmux answers");
        let pid = String::from_utf8_lossy(&out.stdout).trim().to_string();
        assert!(!pid.is_empty(), "the program's process id");
        let killed = std::process::Command::new("kill")
            .args(["-9", &pid])
            .status()
            .expect("kill runs");
        assert!(killed.success(), "killed {pid}");
        let start = Instant::now();
        while std::path::Path::new(&format!("/proc/{pid}")).exists()
            && start.elapsed() < Duration::from_secs(10)
        {
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// The visible screen, wrapped lines joined.
    pub fn screen(&self) -> String {
        let out = std::process::Command::new("tmux")
            .args(["-L", &self.socket, "capture-pane", "-p", "-J", "-t", "ds"])
            .output()
            .expect("capture-pane");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// The visible screen with its attributes as escape sequences
    /// (`capture-pane -e`).
    pub fn screen_with_escapes(&self) -> String {
        let out = std::process::Command::new("tmux")
            .args(["-L", &self.socket, "capture-pane", "-p", "-e", "-t", "ds"])
            .output()
            .expect("capture-pane");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// The title the program set on the terminal.
    pub fn title(&self) -> String {
        let out = std::process::Command::new("tmux")
            .args([
                "-L",
                &self.socket,
                "display-message",
                "-p",
                "-t",
                "ds",
                "#{pane_title}",
            ])
            .output()
            .expect("display-message");
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    }

    /// Sends tmux key names (`Enter`, `Down`, `x`, ...).
    pub fn send(&self, keys: &[&str]) {
        let status = std::process::Command::new("tmux")
            .args(["-L", &self.socket, "send-keys", "-t", "ds"])
            .args(keys)
            .status()
            .expect("send-keys");
        assert!(status.success());
    }

    /// Waits until the screen contains `text` (at most 20 s), wherever the
    /// screen wrapped it: the screen and `text` are compared with borders
    /// removed and every run of blanks made one space. Returns that flat screen.
    pub fn wait_for(&self, text: &str) -> String {
        let start = Instant::now();
        let text = flat(text);
        loop {
            let screen = flat(&self.screen());
            if screen.contains(&text) {
                return screen;
            }
            // Generous: a debug binary's first screen on a loaded test
            // machine can take many seconds, and waiting costs nothing
            // when it comes sooner.
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "timed out waiting for {text:?}; the screen shows:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = std::process::Command::new("tmux")
            .args(["-L", &self.socket, "kill-server"])
            .status();
    }
}

/// `text` with borders removed and every run of blanks made one space.
pub fn flat(text: &str) -> String {
    text.replace(['│', '┌', '┐', '└', '┘', '─'], " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

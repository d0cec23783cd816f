//! Helpers shared by the integration tests.

use assert_cmd::Command;

/// The real `senet` binary, with the system language kept out of the tests.
pub fn senet() -> Command {
    let mut cmd = Command::cargo_bin("senet").expect("binary builds");
    cmd.env("LANG", "C")
        .env("LC_ALL", "C")
        .env_remove("LANGUAGE");
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

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

//! Issue 32 through the real binary: the reliability review's wrong exits
//! and messages (reliability.md N3-N5 and smaller; the full-disk `lesson new`
//! is a unit test in `src/cli/lesson.rs`) and the unknown language's message.

use crate::common::{Tmux, senet, tmux_available};

const BOARD: &str = ".........................x..xo";

#[test]
fn analyze_checks_jobs_and_seed_without_rollouts() {
    for (flag, value) in [("--jobs", "abc"), ("--jobs", "0"), ("--seed", "aaaa")] {
        let out = senet()
            .args(["analyze", "--rules", "kendall", "--board", BOARD])
            .args(["--to-move", "x", "--throw", "2", flag, value])
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(2), "{flag} {value}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(value), "{flag} {value}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
    for (flag, value) in [("--jobs", "abc"), ("--seed", "aaaa")] {
        let out = senet()
            .args(["replay", "analyze", "replays/race-sample.yaml", flag, value])
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(2), "replay analyze {flag} {value}");
    }
    // A good value is still taken without --rollouts.
    senet()
        .args(["analyze", "--rules", "kendall", "--board", BOARD])
        .args([
            "--to-move",
            "x",
            "--throw",
            "2",
            "--jobs",
            "2",
            "--seed",
            "7",
        ])
        .assert()
        .success();
}

#[cfg(unix)]
#[test]
fn a_progress_file_that_is_a_link_to_a_regular_file_is_read_through_it() {
    let data = tempfile::tempdir().expect("tempdir");
    let elsewhere = tempfile::tempdir().expect("tempdir");
    let target = elsewhere.path().join("p.json");
    let text = r#"{"version": 2, "completed_lessons": ["kendall-01-start"], "topics": {}}"#;
    std::fs::write(&target, text).expect("write");
    let link = data.path().join("progress.json");
    std::os::unix::fs::symlink(&target, &link).expect("link");
    let out = senet()
        .args(["--lang", "en", "progress", "--format", "json", "--data-dir"])
        .arg(data.path())
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("kendall-01-start"),
        "{out:?}"
    );
    assert!(std::fs::symlink_metadata(&link).is_ok_and(|m| m.file_type().is_symlink()));
    assert_eq!(std::fs::read_to_string(&target).expect("target"), text);
    // A link that leads nowhere is refused, with words that say so.
    let nowhere = tempfile::tempdir().expect("tempdir");
    std::os::unix::fs::symlink(
        nowhere.path().join("missing.json"),
        nowhere.path().join("progress.json"),
    )
    .expect("link");
    let out = senet()
        .args(["--lang", "en", "progress", "--data-dir"])
        .arg(nowhere.path())
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("a link that does not lead to a file"), "{err}");
}

#[test]
fn an_unknown_language_is_refused_in_the_systems_language() {
    let out = senet()
        .env("LANG", "es_ES.UTF-8")
        .env("LC_ALL", "es_ES.UTF-8")
        .args(["--lang", "fr", "rules", "--list"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("\"fr\""), "{err}");
    assert!(!err.contains("unknown language"), "in Spanish: {err}");
    let out = senet()
        .args(["--lang", "fr", "rules", "--list"])
        .output()
        .expect("runs");
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown language"));
}

#[test]
fn ctrl_c_in_the_tutor_exits_with_130() {
    if !tmux_available("ctrl_c_in_the_tutor_exits_with_130") {
        return;
    }
    let data = tempfile::tempdir().expect("tempdir");
    let args = format!(
        "--lang en --data-dir {}; echo EXIT=$?; sleep 30",
        data.path().display()
    );
    let tmux = Tmux::start_sized("ctrl-c-130", &args, 80, 24);
    tmux.wait_for("Lessons");
    tmux.send(&["C-c"]);
    tmux.wait_for("EXIT=130");
    // q on the home screen is an ordinary way out.
    let tmux = Tmux::start_sized("q-0", &args, 80, 24);
    tmux.wait_for("Lessons");
    tmux.send(&["q"]);
    tmux.wait_for("EXIT=0");
}

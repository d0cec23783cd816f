//! The endgame tables' cache as a file like every other: special files are
//! refused unread, a failed save exits non-zero with a localized line, a
//! forged table with a good checksum is caught by the Bellman check, and a
//! build killed part-way resumes from its kept strata and ends with the very
//! same table.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::common::{TEST_DATA_HOME, senet};

/// Runs `senet --lang LANG --data-dir DIR ARGS` (30 s at most: a hang fails).
fn run(dir: &Path, lang: &str, args: &[&str]) -> std::process::Output {
    senet()
        .args(["--lang", lang, "--data-dir"])
        .arg(dir)
        .args(args)
        .timeout(Duration::from_secs(60))
        .output()
        .expect("runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn race_file(dir: &Path) -> PathBuf {
    dir.join("endings").join("race-1.senet-endings")
}

/// A good race table's bytes (solved once, in its own folder).
fn good_race_table() -> Vec<u8> {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = run(dir.path(), "en", &["endings", "build", "--rules", "race"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    std::fs::read(race_file(dir.path())).expect("built")
}

#[cfg(unix)]
fn mkfifo(path: &Path) {
    let c_path = std::ffi::CString::new(path.display().to_string()).expect("path");
    // SAFETY: a valid NUL-terminated path; mkfifo only creates the node.
    assert_eq!(unsafe { libc::mkfifo(c_path.as_ptr(), 0o644) }, 0, "mkfifo");
}

#[cfg(unix)]
fn is_root() -> bool {
    // SAFETY: geteuid has no preconditions and cannot fail.
    unsafe { libc::geteuid() == 0 }
}

#[cfg(unix)]
#[test]
fn a_fifo_or_a_device_in_place_of_a_table_is_refused_at_once_and_replaced() {
    let good = good_race_table();
    for kind in ["fifo", "zero"] {
        let dir = tempfile::tempdir().expect("tempdir");
        let file = race_file(dir.path());
        std::fs::create_dir_all(file.parent().expect("folder")).expect("mkdir");
        match kind {
            "fifo" => mkfifo(&file),
            _ => std::os::unix::fs::symlink("/dev/zero", &file).expect("link"),
        }
        let start = Instant::now();
        let out = run(dir.path(), "en", &["endings", "status"]);
        assert!(out.status.success(), "{kind}: {}", text(&out.stderr));
        assert!(
            text(&out.stdout).contains(
                "race, one piece a side: damaged (it is not a regular file (a folder, a device or a pipe))"
            ),
            "{kind}: {}",
            text(&out.stdout)
        );
        let es = run(dir.path(), "es", &["endings", "status"]);
        assert!(
            text(&es.stdout).contains("no es un archivo normal"),
            "{kind}: {}",
            text(&es.stdout)
        );
        // A command that needs the table solves it again and replaces the node.
        let out = run(
            dir.path(),
            "en",
            &[
                "analyze",
                "--rules",
                "race",
                "--board",
                "x.....................o.......",
                "--to-move",
                "x",
                "--throw",
                "2",
                "--level",
                "best",
            ],
        );
        assert!(out.status.success(), "{kind}: {}", text(&out.stderr));
        assert!(
            text(&out.stderr).contains("it has been solved again and saved"),
            "{kind}: {}",
            text(&out.stderr)
        );
        assert_eq!(std::fs::read(&file).expect("a file now"), good, "{kind}");
        assert!(
            start.elapsed() < Duration::from_secs(50),
            "{kind}: nothing waited"
        );
    }
}

#[test]
fn an_oversized_file_is_refused_unread() {
    let good = good_race_table();
    let dir = tempfile::tempdir().expect("tempdir");
    let file = race_file(dir.path());
    std::fs::create_dir_all(file.parent().expect("folder")).expect("mkdir");
    // A sparse file of 8 GB: reading it would take the memory.
    let f = std::fs::File::create(&file).expect("create");
    f.set_len(8 << 30).expect("grow");
    drop(f);
    let out = run(dir.path(), "en", &["endings", "status"]);
    assert!(
        text(&out.stdout).contains("damaged (it is larger than the table can be)"),
        "{}",
        text(&out.stdout)
    );
    let out = run(dir.path(), "en", &["endings", "build", "--rules", "race"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("damaged (it is larger than the table can be); solved again"),
        "{}",
        text(&out.stdout)
    );
    assert_eq!(std::fs::read(&file).expect("read"), good);
}

#[test]
fn a_folder_in_place_of_a_table_fails_the_build_with_exit_2_and_no_false_saved() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = race_file(dir.path());
    std::fs::create_dir_all(file.join("inside")).expect("a folder in the way");
    for (lang, words) in [
        (
            "en",
            "could not save the endgame table race, one piece a side as ",
        ),
        (
            "es",
            "no se pudo guardar la tabla de finales race, una ficha por bando como ",
        ),
    ] {
        let out = run(dir.path(), lang, &["endings", "build", "--rules", "race"]);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{lang}: {err}");
        assert!(err.contains(words), "{lang}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{lang}: {err}");
        assert!(!err.contains(".senet-tmp"), "no temporary path: {err}");
        assert!(!err.contains("os error"), "no system text: {err}");
        assert!(
            !text(&out.stdout).contains("saved"),
            "{}",
            text(&out.stdout)
        );
    }
    // A command that needs it solves it for the run and says it was not saved.
    let out = run(
        dir.path(),
        "en",
        &[
            "analyze",
            "--rules",
            "race",
            "--board",
            "x.....................o.......",
            "--to-move",
            "x",
            "--throw",
            "2",
            "--level",
            "best",
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    assert!(
        err.contains("solved again for this run, but it could not be saved: it is a folder"),
        "{err}"
    );
    assert!(!err.contains("solved again and saved"), "{err}");
}

#[cfg(unix)]
#[test]
fn a_read_only_data_folder_fails_the_build_with_exit_2() {
    use std::os::unix::fs::PermissionsExt;
    if is_root() {
        eprintln!("skipped: root writes anywhere");
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o555)).expect("chmod");
    for (lang, words) in [
        ("en", "permission denied"),
        ("es", "no se pudo guardar la tabla de finales"),
    ] {
        let out = run(dir.path(), lang, &["endings", "build", "--rules", "race"]);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{lang}: {err}");
        assert!(err.contains(words), "{lang}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{lang}: {err}");
    }
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).expect("chmod");
}

#[test]
fn a_file_in_place_of_the_endings_folder_fails_the_build_with_exit_2() {
    // What a read-only folder does for a user who is not root, checked in a
    // way root cannot write through either.
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("endings"), "not a folder").expect("write");
    for (lang, words) in [
        ("en", "could not save the endgame table race"),
        ("es", "no se pudo guardar la tabla de finales race"),
    ] {
        let out = run(dir.path(), lang, &["endings", "build", "--rules", "race"]);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{lang}: {err}");
        assert!(err.contains(words), "{lang}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{lang}: {err}");
        assert!(!err.contains("os error"), "no system text: {err}");
    }
}

/// The race table with every value zeroed and the CRC-32 recomputed.
fn forged(good: &[u8]) -> Vec<u8> {
    let mut bytes = good.to_vec();
    // Header 52 bytes; the table's own 20-byte head; then the values (race
    // has no draw limit, so no horizons).
    for b in &mut bytes[52 + 20..] {
        *b = 0;
    }
    for v in bytes[52 + 20..].chunks_exact_mut(2) {
        v.copy_from_slice(&32767u16.to_le_bytes());
    }
    let mut crc = crc32fast::Hasher::new();
    crc.update(&bytes[..48]);
    crc.update(&bytes[52..]);
    let sum = crc.finalize().to_le_bytes();
    bytes[48..52].copy_from_slice(&sum);
    bytes
}

#[test]
fn forged_values_with_a_good_checksum_are_caught_and_rebuilt() {
    let good = good_race_table();
    let dir = tempfile::tempdir().expect("tempdir");
    let file = race_file(dir.path());
    std::fs::create_dir_all(file.parent().expect("folder")).expect("mkdir");
    std::fs::write(&file, forged(&good)).expect("forge");
    let out = run(dir.path(), "en", &["endings", "status"]);
    assert!(
        text(&out.stdout).contains("damaged (its values do not satisfy the rules of the game"),
        "{}",
        text(&out.stdout)
    );
    let out = run(
        dir.path(),
        "en",
        &[
            "analyze",
            "--rules",
            "race",
            "--board",
            "x.....................o.......",
            "--to-move",
            "x",
            "--throw",
            "2",
            "--level",
            "best",
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("its values do not satisfy the rules of the game"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(std::fs::read(&file).expect("read"), good, "rebuilt");
}

/// The part files a build keeps so far.
fn parts(dir: &Path) -> usize {
    std::fs::read_dir(dir.join("endings").join("kendall-2.parts"))
        .map(|d| {
            d.filter_map(Result::ok)
                .filter(|e| e.path().extension().is_some_and(|x| x == "senet-part"))
                .count()
        })
        .unwrap_or(0)
}

#[cfg(unix)]
#[test]
fn a_build_killed_part_way_resumes_and_ends_with_the_same_table() {
    // Uninterrupted.
    let whole = tempfile::tempdir().expect("tempdir");
    let out = run(
        whole.path(),
        "en",
        &["endings", "build", "--rules", "kendall", "--pieces", "2"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        !text(&out.stdout).contains("kept from an earlier"),
        "{}",
        text(&out.stdout)
    );
    let expected =
        std::fs::read(whole.path().join("endings").join("kendall-2.senet-endings")).expect("built");
    assert_eq!(
        parts(whole.path()),
        0,
        "the parts go once the table is saved"
    );

    // Killed (SIGKILL) once three of its six stratum pairs are kept.
    let dir = tempfile::tempdir().expect("tempdir");
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("senet"))
        .env("LANG", "C")
        .env("LC_ALL", "C")
        .env("XDG_DATA_HOME", TEST_DATA_HOME)
        .args(["--data-dir"])
        .arg(dir.path())
        .args(["endings", "build", "--rules", "kendall", "--pieces", "2"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("starts");
    let start = Instant::now();
    while parts(dir.path()) < 3 {
        assert!(
            child.try_wait().expect("waits").is_none(),
            "finished before it could be stopped"
        );
        assert!(start.elapsed() < Duration::from_secs(120), "no part kept");
        std::thread::sleep(Duration::from_millis(5));
    }
    child.kill().expect("kill -9");
    let _ = child.wait();
    let kept = parts(dir.path());
    assert!(kept >= 3, "{kept}");
    assert!(
        !dir.path()
            .join("endings")
            .join("kendall-2.senet-endings")
            .exists()
    );

    // The next build takes the kept pairs and ends with the same bytes.
    let out = run(
        dir.path(),
        "en",
        &["endings", "build", "--rules", "kendall", "--pieces", "2"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(
        said.contains(&format!(
            "{kept} of its 6 parts were kept from an earlier, unfinished build"
        )),
        "{said}"
    );
    assert_eq!(
        std::fs::read(dir.path().join("endings").join("kendall-2.senet-endings")).expect("built"),
        expected,
        "identical to the uninterrupted build"
    );
    assert_eq!(parts(dir.path()), 0);
}

#[cfg(unix)]
#[test]
fn a_damaged_kept_part_is_solved_again() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = run(dir.path(), "en", &["endings", "build", "--rules", "race"]);
    assert!(out.status.success());
    let expected = std::fs::read(race_file(dir.path())).expect("built");
    // Plant a forged part (zeros, right length and a recomputed checksum is
    // what a careless copy could leave): it must not be taken as solved.
    std::fs::remove_file(race_file(dir.path())).expect("rm");
    let folder = dir.path().join("endings").join("race-1.parts");
    std::fs::create_dir_all(&folder).expect("mkdir");
    std::fs::write(folder.join("1-1.senet-part"), b"SENETPRT garbage").expect("write");
    let out = run(dir.path(), "en", &["endings", "build", "--rules", "race"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        !text(&out.stdout).contains("kept from an earlier"),
        "{}",
        text(&out.stdout)
    );
    assert_eq!(
        std::fs::read(race_file(dir.path())).expect("built"),
        expected
    );
}

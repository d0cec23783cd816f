//! `senet replay check | show | list` through the real binary, the sample
//! replays, and the replay reader fed arbitrary and truncated text.

use std::path::{Path, PathBuf};

use proptest::prelude::*;
use senet::engine::RulesetId;
use senet::replay::{ResultBy, read, verify};

use crate::common::senet;

const KENDALL: &str = "replays/kendall-sample.yaml";

fn read_file(path: &str) -> String {
    std::fs::read_to_string(path).expect("readable")
}

fn samples() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir("replays")
        .expect("replays folder")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    files.sort();
    files
}

/// The 1-based line of entry `n` (1-based) of a replay text.
fn entry_line(text: &str, n: usize) -> usize {
    let turns = text.lines().position(|l| l == "turns:").expect("turns");
    turns + 1 + n
}

/// The text of entry `n`'s line.
fn entry_text(text: &str, n: usize) -> &str {
    text.lines().nth(entry_line(text, n) - 1).expect("entry")
}

/// `text` with entry `n`'s line replaced.
fn with_entry(text: &str, n: usize, entry: &str) -> String {
    let line = entry_line(text, n);
    text.lines()
        .enumerate()
        .map(|(i, l)| if i + 1 == line { entry } else { l })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

/// Writes `text` to a temporary `x.yaml` and runs `senet replay check` on it,
/// expecting exit 1; returns the file's path as printed and stderr.
fn check_fails(text: &str, extra: &[&str]) -> (tempfile::TempDir, String, String) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("x.yaml");
    std::fs::write(&path, text).expect("write");
    let out = senet()
        .args(["replay", "check"])
        .arg(&path)
        .args(extra)
        .output()
        .expect("runs");
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let shown = path.display().to_string();
    (dir, shown, String::from_utf8(out.stderr).expect("utf-8"))
}

#[test]
fn every_sample_replay_passes_the_check() {
    let files = samples();
    let out = senet()
        .args(["replay", "check"])
        .args(&files)
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).expect("utf-8");
    assert_eq!(stdout.lines().count(), files.len(), "{stdout}");
    assert!(stdout.contains("replays/kendall-sample.yaml: 130 entries, all legal; Black (x) won by bearing off every piece"), "{stdout}");
}

#[test]
fn the_samples_are_complete_annotated_games_of_every_ruleset() {
    let mut covered = Vec::new();
    for path in samples() {
        let replay = read::parse(&std::fs::read_to_string(&path).expect("read"))
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let notes = replay.turns.iter().filter(|e| e.note.is_some()).count();
        assert!(notes >= 5, "{}: only {notes} notes", path.display());
        let localized = replay
            .turns
            .iter()
            .filter(|e| matches!(e.note, Some(senet::replay::Note::Localized(_))))
            .count();
        assert!(localized >= 1, "{}: no {{en, es}} note", path.display());
        assert_eq!(replay.result.by, ResultBy::BearOff, "{}", path.display());
        let rules = replay.rules;
        let verified =
            verify::verify(replay).unwrap_or_else(|(_, e)| panic!("{}: {e}", path.display()));
        assert!(verified.outcome.is_some());
        covered.push(rules);
    }
    for rules in RulesetId::ALL {
        assert!(covered.contains(&rules), "no sample replay for {rules}");
    }
}

#[test]
fn an_illegal_from_is_refused_with_entry_line_and_reason() {
    let text = read_file(KENDALL);
    // Entry 41: White throws 5; the piece on 24 would cross 26 without stopping.
    assert!(entry_text(&text, 41).starts_with("  - {throw: 5, from: 16"));
    let bad = with_entry(&text, 41, "  - {throw: 5, from: 24}");
    let (_dir, path, err) = check_fails(&bad, &[]);
    let line = entry_line(&text, 41);
    assert!(
        err.contains(&format!(
            "{path}:{line}: entry 41: the piece on 24 cannot move 5: must stop on 26 first (checkpoint-26)"
        )),
        "{err}"
    );
    assert!(err.contains("One replay of 1 failed the check."), "{err}");
    // A square without a piece of the side to move.
    let bad = with_entry(&text, 41, "  - {throw: 5, from: 2}");
    let (_dir, path, err) = check_fails(&bad, &[]);
    assert!(
        err.contains(&format!(
            "{path}:{line}: entry 41: White (o) has no piece on 2"
        )),
        "{err}"
    );
}

#[test]
fn a_pass_while_a_move_existed_is_refused() {
    let text = read_file(KENDALL);
    assert!(entry_text(&text, 2).starts_with("  - {throw: 3, from: 7"));
    let bad = with_entry(&text, 2, "  - {throw: 3, pass: true}");
    let (_dir, path, err) = check_fails(&bad, &[]);
    let line = entry_line(&text, 2);
    assert!(
        err.contains(&format!("{path}:{line}: entry 2: pass with a 3, but")),
        "{err}"
    );
    assert!(
        err.contains("a player may not pass while a move exists"),
        "{err}"
    );
}

#[test]
fn a_wrong_side_is_refused() {
    let text = read_file(KENDALL);
    let bad = with_entry(&text, 3, "  - {throw: 2, from: 4, side: x}");
    let (_dir, path, err) = check_fails(&bad, &[]);
    let line = entry_line(&text, 3);
    assert!(
        err.contains(&format!(
            "{path}:{line}: entry 3: the entry says Black (x), but it is White (o)'s throw"
        )),
        "{err}"
    );
}

#[test]
fn a_result_that_disagrees_with_the_moves_is_refused_at_the_result_line() {
    let text = read_file(KENDALL);
    let bad = text.replace(
        "result: {winner: x, by: bear-off}",
        "result: {winner: o, by: bear-off}",
    );
    let (_dir, path, err) = check_fails(&bad, &[]);
    let line = text.lines().count();
    assert!(
        err.contains(&format!(
            "{path}:{line}: result (after entry 130): the file says \"White (o) won by bearing off every piece\", but the moves end the game: Black (x) won by bearing off every piece"
        )),
        "{err}"
    );
    let unfinished = text.replace(
        "result: {winner: x, by: bear-off}",
        "result: {winner: null, by: unfinished}",
    );
    let (_dir, _, err) = check_fails(&unfinished, &[]);
    assert!(
        err.contains("result (after entry 130): the file says \"unfinished\""),
        "{err}"
    );
    // Cut after entry 60 but keep the result: the game is not over.
    let short: String = text
        .lines()
        .take(entry_line(&text, 60))
        .chain(std::iter::once("result: {winner: x, by: bear-off}"))
        .collect::<Vec<_>>()
        .join("\n");
    let (_dir, _, err) = check_fails(&short, &[]);
    assert!(
        err.contains("result (after entry 60): the file says \"Black (x) won by bearing off every piece\", but the game is not over after the last entry"),
        "{err}"
    );
}

#[test]
fn a_truncated_file_is_refused_with_its_entry_and_line() {
    let text = read_file(KENDALL);
    // Cut at the end of a line: the result is missing.
    let end = entry_line(&text, 50);
    let cut: String = text.lines().take(end).collect::<Vec<_>>().join("\n") + "\n";
    let (_dir, path, err) = check_fails(&cut, &[]);
    assert!(
        err.contains(&format!(
            "{path}:{}:1: the file ends after entry 50 without a result: it is incomplete (cut off?)",
            end + 1
        )),
        "{err}"
    );
    // Cut in the middle of an entry.
    let line = entry_line(&text, 51);
    let offset: usize = text
        .lines()
        .take(line - 1)
        .map(|l| l.len() + 1)
        .sum::<usize>()
        + 12;
    let (_dir, path, err) = check_fails(&text[..offset], &[]);
    assert!(err.contains(&format!("{path}:{line}:")), "{err}");
    assert!(err.contains("entry 51: not a valid replay file"), "{err}");
}

#[test]
fn an_unknown_version_or_ruleset_is_refused_with_line_and_column() {
    let text = read_file(KENDALL);
    let version_line = text
        .lines()
        .position(|l| l.starts_with("senet-replay:"))
        .expect("version")
        + 1;
    let (_dir, path, err) = check_fails(&text.replace("senet-replay: 1", "senet-replay: 2"), &[]);
    assert!(
        err.contains(&format!(
            "{path}:{version_line}:15: unknown replay version 2; this program reads senet-replay: 1"
        )),
        "{err}"
    );
    let (_dir, path, err) = check_fails(&text.replace("rules: kendall", "rules: chess"), &[]);
    assert!(
        err.contains(&format!(
            "{path}:{}:8: unknown ruleset \"chess\"",
            version_line + 1
        )),
        "{err}"
    );
    let (_dir, _, err) = check_fails(
        &text.replace("rules: kendall", "rules: chess"),
        &["--lang", "es"],
    );
    assert!(err.contains("variante desconocida \"chess\""), "{err}");
}

#[test]
fn structural_problems_name_line_and_column() {
    let text = read_file(KENDALL);
    let line = entry_line(&text, 5);
    let bad = with_entry(&text, 5, "  - {throw: 2, form: 9}");
    let (_dir, path, err) = check_fails(&bad, &[]);
    assert!(err.contains(&format!("{path}:{line}:")), "{err}");
    assert!(
        err.contains("entry 5: not a valid replay file: unknown field \"form\""),
        "{err}"
    );
    let bad = text.replace(
        "to_move: x",
        "start: \"xoxoxoxoxo..q.................\"\nto_move: x",
    );
    let start_line = text
        .lines()
        .position(|l| l == "to_move: x")
        .expect("to_move")
        + 1;
    let (_dir, path, err) = check_fails(&bad, &[]);
    assert!(
        err.contains(&format!(
            "{path}:{start_line}:21: board text: unexpected character \"q\" at position 13"
        )),
        "{err}"
    );
}

#[test]
fn a_missing_file_is_bad_input() {
    let out = senet()
        .args(["replay", "check", "no/such/replay.yaml"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read no/such/replay.yaml"));
    let out = senet()
        .args(["replay", "show", "no/such/replay.yaml"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn good_files_are_reported_even_when_another_fails() {
    let dir = tempfile::tempdir().expect("tempdir");
    let bad = dir.path().join("bad.yaml");
    std::fs::write(&bad, "senet-replay: 2\n").expect("write");
    let out = senet()
        .args(["replay", "check", KENDALL])
        .arg(&bad)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("kendall-sample.yaml: 130 entries"));
    assert!(String::from_utf8_lossy(&out.stderr).contains("One replay of 2 failed the check."));
}

fn show(args: &[&str]) -> String {
    let out = senet()
        .args(["replay", "show"])
        .args(args)
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

#[test]
fn show_a_water_landing_in_english_and_spanish() {
    insta::assert_snapshot!("show_kendall_66_en", show(&[KENDALL, "--at", "66"]));
    insta::assert_snapshot!(
        "show_kendall_66_es",
        show(&[KENDALL, "--at", "66", "--lang", "es"])
    );
}

#[test]
fn show_a_pass_a_house_throw_and_the_end() {
    insta::assert_snapshot!("show_kendall_104_pass_en", show(&[KENDALL, "--at", "104"]));
    insta::assert_snapshot!(
        "show_skiryuk_64_house_es",
        show(&["replays/skiryuk-sample.yaml", "--at", "64", "--lang", "es"])
    );
    insta::assert_snapshot!("show_race_last_en", show(&["replays/race-sample.yaml"]));
}

#[test]
fn show_refuses_an_entry_that_does_not_exist() {
    for at in ["0", "131", "-1", "x"] {
        let out = senet()
            .args(["replay", "show", KENDALL, "--at", at])
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(2), "--at {at}");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("from 1 to 130"),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn show_gives_the_valid_prefix_of_a_bad_replay_and_fails() {
    let text = read_file(KENDALL);
    let bad = with_entry(&text, 41, "  - {throw: 5, from: 24}");
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("x.yaml");
    std::fs::write(&path, bad).expect("write");
    let out = senet()
        .args(["replay", "show"])
        .arg(&path)
        .args(["--at", "40"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("Entry 40 of 130"));
    assert!(String::from_utf8_lossy(&out.stderr).contains("entry 41:"));
    let out = senet()
        .args(["replay", "show"])
        .arg(&path)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("entry 130 cannot be shown: the replay is only valid up to entry 40")
    );
}

fn copy_into(dir: &Path, files: &[&str]) {
    for f in files {
        let name = Path::new(f).file_name().expect("name");
        std::fs::copy(f, dir.join(name)).expect("copy");
    }
}

#[test]
fn list_shows_every_game_and_the_files_that_fail() {
    let dir = tempfile::tempdir().expect("tempdir");
    copy_into(dir.path(), &[KENDALL, "replays/race-sample.yaml"]);
    std::fs::write(
        dir.path().join("broken.yaml"),
        "senet-replay: 1\nrules: chess\n",
    )
    .expect("write");
    std::fs::write(dir.path().join("notes.txt"), "not a replay").expect("write");
    let out = senet()
        .args(["replay", "list", "--dir"])
        .arg(dir.path())
        .output()
        .expect("runs");
    assert!(out.status.success());
    let stdout = String::from_utf8(out.stdout).expect("utf-8");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 4, "{stdout}");
    assert!(
        lines[1].contains("broken.yaml") && lines[1].contains("cannot be read: 3:1:"),
        "{stdout}"
    );
    assert!(lines[2].contains("kendall-sample.yaml"), "{stdout}");
    assert!(lines[2].contains("2026-01-10T18:30:00Z"), "{stdout}");
    assert!(
        lines[2].contains("Ana vs Computer (random moves)"),
        "{stdout}"
    );
    assert!(lines[2].contains("Kendall (Ply Yard)"), "{stdout}");
    assert!(
        lines[2].contains("Black (x) won by bearing off every piece"),
        "{stdout}"
    );
    assert!(lines[2].contains("130 entries"), "{stdout}");
    assert!(
        lines[3].contains("Light (x) won by reaching 30 first"),
        "{stdout}"
    );
}

#[test]
fn list_reads_the_data_folder_by_default() {
    let data = tempfile::tempdir().expect("tempdir");
    let out = senet()
        .args(["replay", "list", "--data-dir"])
        .arg(data.path())
        .output()
        .expect("runs");
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("No replays in "));
    let folder = data.path().join("replays");
    std::fs::create_dir_all(&folder).expect("folder");
    copy_into(&folder, &["replays/arcade-sample.yaml"]);
    let out = senet()
        .args(["replay", "list", "--lang", "es", "--data-dir"])
        .arg(data.path())
        .output()
        .expect("runs");
    let stdout = String::from_utf8(out.stdout).expect("utf-8");
    assert!(stdout.contains("arcade-sample.yaml"), "{stdout}");
    assert!(stdout.contains("victoria del bando impar (x)"), "{stdout}");
    let out = senet()
        .args(["replay", "list", "--dir", "no/such/folder"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
}

proptest! {
    /// Any text, and any prefix of a real replay, is read or refused with a
    /// position; the reader never panics.
    #[test]
    fn arbitrary_and_truncated_text_never_panics(text in any::<String>(), cut in 0usize..20_000) {
        if let Err(e) = read::parse(&text) {
            prop_assert!(e.line >= 1 && e.column >= 1, "{e}");
        }
        let real = read_file(KENDALL);
        let cut = real.char_indices().map(|(i, _)| i).nth(cut).unwrap_or(real.len());
        let prefix = &real[..cut];
        match read::parse(prefix) {
            Ok(_) => prop_assert!(prefix.trim_end() == real.trim_end(), "a cut file was accepted"),
            Err(e) => prop_assert!(e.line >= 1 && e.column >= 1 && e.line <= prefix.lines().count().max(1) + 1, "{e}"),
        }
    }

    /// YAML-looking noise around the replay keys never panics either.
    #[test]
    fn replay_shaped_noise_never_panics(
        keys in proptest::collection::vec(
            prop_oneof![
                Just("senet-replay: 1"), Just("rules: skiryuk"), Just("players: {x: a, o: b}"),
                Just("turns:"), Just("  - {throw: 2, from: 2}"), Just("  - {throw: 9, pass: true}"),
                Just("  - {throw: 1, house: 26, note: {en: x}}"), Just("result: {winner: x, by: resign}"),
                Just("start: \"x.o\""), Just("to_move: z"), Just("- ["), Just("  note: |"), Just("&a *a"),
            ],
            0..12,
        )
    ) {
        let text = keys.join("\n");
        match read::parse(&text) {
            Ok(replay) => { let _ = verify::verify(replay); }
            Err(e) => prop_assert!(e.line >= 1 && e.column >= 1, "{e}"),
        }
    }
}

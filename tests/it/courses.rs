//! Teachers' tooling through the real binary: `lesson check`'s recovery,
//! suggestions, order and JSON; one-file lessons with inline texts in the
//! languages taught; `lesson new --inline`; courses (`--dir`, course.yaml).

use crate::common::senet;

use std::path::Path;

/// Writes `files` (name, text) into a new temporary folder.
fn folder(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    for (name, text) in files {
        let path = dir.path().join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).expect("folder");
        }
        std::fs::write(path, text).expect("write");
    }
    dir
}

/// `senet lesson check ARGS...` in English: (exit code, stdout, stderr).
fn check(args: &[&str], path: &Path) -> (i32, String, String) {
    let out = senet()
        .args(["--lang", "en", "lesson", "check"])
        .arg(path)
        .args(args)
        .output()
        .expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).expect("utf-8"),
        String::from_utf8(out.stderr).expect("utf-8"),
    )
}

const FOUR_PROBLEMS: &str = r#"senet-lesson: 1
id: four
rules: kendall
title: four-title
steps:
  - text: four-a
    board: "xoxoxoxoxo...q................"
  - text: four-b
    board: "xoxoxoxoxo...................."
    throw: 7
    question:
      kind: legal
      peice: 9
      rule: movng
      expect: legal
"#;

const FOUR_TEXTS: &str = "four-title = Four\nfour-a = A\nfour-b = B\n";

#[test]
fn a_misspelt_field_and_three_other_problems_are_all_reported_in_line_order() {
    let dir = folder(&[
        ("four.yaml", FOUR_PROBLEMS),
        ("locales/en/lessons/four.ftl", FOUR_TEXTS),
        ("locales/es/lessons/four.ftl", FOUR_TEXTS),
    ]);
    let (code, _, err) = check(&[], &dir.path().join("four.yaml"));
    assert_eq!(code, 1, "{err}");
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 5, "four problems and the count: {err}");
    // The bad board character is pointed at (column 26), not the string's start (12).
    assert!(
        lines[0].ends_with(
            "four.yaml:7:26: board text: unexpected character \"q\" at position 14; use . x o"
        ),
        "{err}"
    );
    assert!(
        lines[1].contains("four.yaml:10:12: ") && lines[1].contains('7'),
        "{err}"
    );
    assert!(
        lines[2].ends_with(
            "four.yaml:13:7: \"peice\" is not a field of a lesson file here (the rest of the file is still checked); did you mean \"piece\"?"
        ),
        "{err}"
    );
    assert!(
        lines[3].contains("four.yaml:14:13: \"movng\" is not a rule of kendall")
            && lines[3].ends_with("did you mean \"moving\"?"),
        "{err}"
    );
    assert_eq!(lines[4], "4 problems found.");
}

#[test]
fn lesson_check_as_json_gives_every_problem_with_its_place_code_and_suggestion() {
    let dir = folder(&[
        ("four.yaml", FOUR_PROBLEMS),
        ("locales/en/lessons/four.ftl", FOUR_TEXTS),
        ("locales/es/lessons/four.ftl", FOUR_TEXTS),
    ]);
    let (code, out, err) = check(&["--format", "json"], &dir.path().join("four.yaml"));
    assert_eq!(code, 1, "{err}");
    assert_eq!(err, "", "the report is on stdout");
    let report: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(report["ok"], false);
    assert_eq!(report["lessons"], 1);
    let problems = report["problems"].as_array().expect("a list");
    let places: Vec<(u64, u64, &str)> = problems
        .iter()
        .map(|p| {
            (
                p["line"].as_u64().unwrap_or(0),
                p["column"].as_u64().unwrap_or(0),
                p["code"].as_str().unwrap_or(""),
            )
        })
        .collect();
    assert_eq!(
        places,
        vec![
            (7, 26, "board"),
            (10, 12, "bad-throw"),
            (13, 7, "unknown-field"),
            (14, 13, "unknown-rule")
        ]
    );
    assert_eq!(problems[2]["suggestion"], "piece");
    assert_eq!(problems[3]["suggestion"], "moving");
    assert_eq!(problems[0]["suggestion"], serde_json::Value::Null);
    let fixed = FOUR_PROBLEMS
        .replace("...q", "....")
        .replace("throw: 7", "throw: 3")
        .replace("peice", "piece")
        .replace("movng", "moving");
    std::fs::write(dir.path().join("four.yaml"), fixed).expect("write");
    let (code, out, err) = check(&["--format", "json"], &dir.path().join("four.yaml"));
    let report: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(
        (code, report["ok"].clone()),
        (0, serde_json::Value::Bool(true)),
        "{out}{err}"
    );
    assert_eq!(report["questions"], 1);
}

//! Worksheets: `senet quiz --worksheet` and `senet lesson print` write
//! well-formed pages whose boards are valid SVG with 30 cells; a quiz sheet's
//! embedded answer key equals `senet quiz --format json` for the same seed,
//! and answers taken from it grade as all right.

use serde_json::Value;

use crate::common::senet;

fn run_ok(args: &[&str]) -> String {
    let out = senet().args(args).output().expect("runs");
    assert!(
        out.status.success(),
        "senet {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

/// Reads a page as XML: the number of questions, of boards (each with 30
/// cells), and the embedded answer key, if any.
fn read_page(html: &str) -> (usize, usize, Option<Value>) {
    let options = roxmltree::ParsingOptions {
        allow_dtd: true,
        ..roxmltree::ParsingOptions::default()
    };
    let doc = roxmltree::Document::parse_with_options(html, options).expect("well-formed");
    let questions = doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("question"))
        .count();
    let boards: Vec<roxmltree::Node> = doc
        .descendants()
        .filter(|n| n.tag_name().name() == "svg")
        .collect();
    for b in &boards {
        let cells = b
            .descendants()
            .filter(|n| n.attribute("class").is_some_and(|c| c.starts_with("cell")))
            .count();
        assert_eq!(cells, 30);
    }
    let key = doc
        .descendants()
        .find(|n| n.attribute("id") == Some("answer-key"))
        .and_then(|n| n.text())
        .map(|t| serde_json::from_str(t).expect("the key is JSON"));
    (questions, boards.len(), key)
}

#[test]
fn quiz_worksheet_matches_the_json_key_and_grades() {
    let dir = tempfile::tempdir().expect("temp dir");
    let sheet = dir.path().join("sheet.html");
    let quiz = [
        "quiz",
        "--rules",
        "games-room",
        "--count",
        "6",
        "--seed",
        "42",
    ];
    let mut args = quiz.to_vec();
    let sheet_arg = sheet.to_string_lossy().into_owned();
    args.extend(["--worksheet", &sheet_arg]);
    run_ok(&args);
    let html = std::fs::read_to_string(&sheet).expect("written");
    let (questions, boards, key) = read_page(&html);
    assert_eq!((questions, boards), (6, 6));
    let mut json_args = quiz.to_vec();
    json_args.extend(["--format", "json"]);
    let json: Value = serde_json::from_str(&run_ok(&json_args)).expect("JSON");
    let key = key.expect("an answer key");
    assert_eq!(key, json, "the sheet's key is the JSON answer key");
    // Answers copied from the key grade as all right.
    let answers: Vec<Value> = key["questions"]
        .as_array()
        .expect("questions")
        .iter()
        .map(|q| serde_json::json!({"number": q["number"], "answer": q["answer"]}))
        .collect();
    let file = dir.path().join("answers.json");
    std::fs::write(
        &file,
        serde_json::json!({"quiz": key["quiz"], "answers": answers}).to_string(),
    )
    .expect("write");
    let graded = run_ok(&[
        "quiz",
        "--answers",
        &file.to_string_lossy(),
        "--rules",
        "games-room",
    ]);
    assert!(graded.contains("\nScore: 6 of 6.\n"), "{graded}");
    // The sheet is never written over.
    let out = senet().args(&args).output().expect("runs");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn quiz_worksheet_snapshot_in_spanish() {
    let dir = tempfile::tempdir().expect("temp dir");
    let sheet = dir.path().join("hoja.html");
    run_ok(&[
        "quiz",
        "--rules",
        "kendall",
        "--count",
        "1",
        "--seed",
        "3",
        "--lang",
        "es",
        "--worksheet",
        &sheet.to_string_lossy(),
    ]);
    let html = std::fs::read_to_string(&sheet).expect("written");
    assert!(html.contains("lang=\"es\""));
    insta::assert_snapshot!("worksheet-kendall-es", html);
}

#[test]
fn lesson_print_shows_every_step() {
    let html = run_ok(&["lesson", "print", "kendall-01-start"]);
    let (questions, boards, key) = read_page(&html);
    assert!(questions > 0 && boards > 0, "{questions} {boards}");
    assert!(key.is_none());
    assert!(html.contains("class=\"answer-key\""));
    let out = senet()
        .args(["lesson", "print", "no-such-lesson"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
}

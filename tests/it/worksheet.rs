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
        "--paper",
        "a4",
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

/// A 10-question quiz sheet as the class gets it.
fn ten_questions(extra: &[&str]) -> String {
    let dir = tempfile::tempdir().expect("temp dir");
    let sheet = dir.path().join("ten.html");
    let mut args = vec![
        "quiz",
        "--rules",
        "kendall",
        "--count",
        "10",
        "--seed",
        "5",
        "--worksheet",
    ];
    let path = sheet.to_string_lossy().into_owned();
    args.push(&path);
    args.extend(extra);
    run_ok(&args);
    std::fs::read_to_string(&sheet).expect("written")
}

#[test]
fn a_sheet_declares_its_paper_and_prints_every_questions_choices() {
    let html = ten_questions(&["--paper", "a4"]);
    assert!(html.contains("@page { size: A4;"), "the paper is declared");
    assert!(ten_questions(&["--paper", "letter"]).contains("@page { size: letter;"));
    // Compact by default: the board beside the question, 88 mm wide.
    assert!(html.contains("<body>") && html.contains("grid-template-columns: 88mm 1fr"));
    assert!(ten_questions(&["--paper", "a4", "--large"]).contains("<body class=\"large\">"));
    let options = roxmltree::ParsingOptions {
        allow_dtd: true,
        ..roxmltree::ParsingOptions::default()
    };
    let doc = roxmltree::Document::parse_with_options(&html, options).expect("well-formed");
    let key: Value = serde_json::from_str(
        doc.descendants()
            .find(|n| n.attribute("id") == Some("answer-key"))
            .and_then(|n| n.text())
            .expect("key"),
    )
    .expect("json");
    let mut legal = 0;
    for (question, q) in doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("question"))
        .zip(key["questions"].as_array().expect("questions"))
    {
        let choices: Vec<String> = question
            .descendants()
            .filter(|n| n.attribute("data-choice").is_some())
            .map(|n| n.text().unwrap_or_default().to_string())
            .collect();
        let caption = question
            .descendants()
            .find(|n| n.attribute("class") == Some("caption"))
            .and_then(|n| n.text())
            .expect("a caption");
        assert!(
            caption.contains("Kendall") && caption.contains("to move"),
            "{caption}"
        );
        if q["kind"] == "legal" {
            legal += 1;
            assert_eq!(choices.len(), 7, "every reason and yes: {choices:?}");
            assert!(
                choices.iter().any(|c| c == "Yes, it may move"),
                "{choices:?}"
            );
        }
        if q["kind"] == "destination" {
            assert!(choices.is_empty(), "a square is written in");
        }
    }
    assert!(legal > 0, "seed 5 asks legal questions");
    assert!(
        !html.contains("topic -"),
        "no placeholder for a missing topic"
    );
    let out = senet()
        .args(["quiz", "--worksheet", "x.html", "--paper", "a5"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("use a4 or letter"));
}

/// The documented check of docs/worksheets.md: headless Chromium prints a
/// 10-question sheet on at most 3 A4 pages plus the key (skipped when
/// `chromium` or `pdfinfo` is not installed).
#[test]
fn ten_questions_print_on_three_a4_pages_and_the_key() {
    let have = |tool: &str| {
        std::process::Command::new(tool)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    };
    if !have("chromium") || !have("pdfinfo") {
        eprintln!("skipped: chromium and pdfinfo (poppler-utils) are needed");
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let page = dir.path().join("ten.html");
    std::fs::write(&page, ten_questions(&["--paper", "a4"])).expect("write");
    let pdf = dir.path().join("ten.pdf");
    let printed = std::process::Command::new("chromium")
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-pdf-header-footer",
        ])
        .arg(format!("--print-to-pdf={}", pdf.display()))
        .arg(format!("file://{}", page.display()))
        .output()
        .expect("chromium runs");
    assert!(pdf.is_file(), "{printed:?}");
    let info = std::process::Command::new("pdfinfo")
        .arg(&pdf)
        .output()
        .expect("pdfinfo runs");
    let info = String::from_utf8_lossy(&info.stdout).into_owned();
    let pages: usize = info
        .lines()
        .find_map(|l| l.strip_prefix("Pages:"))
        .and_then(|n| n.trim().parse().ok())
        .expect("a page count");
    assert!(
        pages <= 4,
        "3 pages of questions and the key at most: {pages}"
    );
    assert!(info.contains("(A4)"), "{info}");
}

#[test]
fn a_lesson_sheet_prints_the_teachers_question_once_and_never_the_hint() {
    let html = run_ok(&["lesson", "print", "kendall-01-start", "--paper", "a4"]);
    let asked = "Before anything moves: which squares hold Black&apos;s pieces at the start?";
    let asked = if html.contains(asked) {
        asked
    } else {
        "Before anything moves: which squares hold Black's pieces at the start?"
    };
    assert_eq!(html.matches(asked).count(), 1, "printed once");
    assert!(!html.contains("Black starts on square 1 and then on every other square"));
    assert!(!html.contains("Add the throw to the number"), "no hint");
    // The step with two pieces a side: the others are not shown, not borne off.
    assert!(html.contains("6 pieces not shown"), "captioned");
    assert!(
        !html.contains("class=\"piece x\" data-square=\"31\""),
        "none drawn off"
    );
}

#[test]
fn lesson_print_dir_prints_a_whole_course() {
    let dir = tempfile::tempdir().expect("temp dir");
    let course = "senet-course: 1\ntitle: {en: Counting, es: Contar}\nlessons: [uno, dos]\n";
    std::fs::write(dir.path().join("course.yaml"), course).expect("write");
    for id in ["uno", "dos"] {
        std::fs::write(
            dir.path().join(format!("{id}.yaml")),
            crate::courses::course_lesson(id, &format!("Lección {id}")),
        )
        .expect("write");
    }
    let html = run_ok(&["lesson", "print", "--dir", &dir.path().to_string_lossy()]);
    let (questions, boards, _) = read_page(&html);
    assert!(questions >= 2 && boards >= 2, "{questions} {boards}");
    assert_eq!(html.matches("<section class=\"lesson\">").count(), 2);
    assert!(html.contains("<h1>Counting</h1>"));
    assert!(
        html.find("Lección uno") < html.find("Lección dos"),
        "course order"
    );
    assert_eq!(html.matches("<section class=\"answer-key\">").count(), 1);
}

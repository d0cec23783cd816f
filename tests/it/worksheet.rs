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

/// The page geometry of a sheet, read from its own CSS, for the documented
/// check that needs no browser: each question is one unbreakable row, as
/// tall as the taller of its board (the board's width times its picture's
/// height over width) and its words (wrapped greedily at a generous average
/// glyph width of 0.55 em, lines 1.25 em high); rows fill a page's height
/// inside its margins, the heading takes the first page's top, and the key
/// starts a page of its own. Chromium fits more on a page than this counts
/// (narrower glyphs, tighter lines), so a count within the limit here is
/// within it in print.
struct Geometry {
    /// The printable height and width of a page, in mm.
    page: (f64, f64),
    /// The board's column width (0 for `--large`, which stacks board and
    /// words) and the gap beside it, in mm.
    board: (f64, f64),
}

const PT: f64 = 25.4 / 72.0;
const LINE: f64 = 1.25;
const GLYPH: f64 = 0.55;

/// The mm value in `css` right after `prefix`, e.g. `margin: 12mm`.
fn css_mm(css: &str, prefix: &str) -> f64 {
    let at = css
        .find(prefix)
        .unwrap_or_else(|| panic!("{prefix} in the CSS"))
        + prefix.len();
    let rest = &css[at..];
    let end = rest.find("mm").expect("a length in mm");
    rest[..end].trim().parse().expect("a number of mm")
}

/// The lines `text` takes in a column `width` mm wide at `size` pt.
fn lines(text: &str, width: f64, size: f64) -> usize {
    let per_line = (width / (GLYPH * size * PT)).floor() as usize;
    let mut count = 1;
    let mut used = 0;
    for word in text.split_whitespace() {
        let n = word.chars().count();
        if used > 0 && used + 1 + n > per_line {
            count += 1;
            used = n;
        } else {
            used += if used > 0 { n + 1 } else { n };
        }
    }
    count
}

impl Geometry {
    fn of(css: &str) -> Self {
        let size = if css.contains("size: A4") {
            (297.0, 210.0)
        } else {
            assert!(css.contains("size: letter"), "a declared paper");
            (279.4, 215.9)
        };
        let margin = css_mm(&css[css.find("@page").expect("@page")..], "margin:");
        Geometry {
            page: (size.0 - 2.0 * margin, size.1 - 2.0 * margin),
            board: (
                css_mm(css, "grid-template-columns:"),
                css_mm(css, "column-gap:"),
            ),
        }
    }

    /// The height of one question row, in mm.
    fn row(&self, q: roxmltree::Node, large: bool) -> f64 {
        let (board_w, text_w) = if large {
            (self.page.1.min(520.0 * 25.4 / 96.0), self.page.1)
        } else {
            (self.board.0, self.page.1 - self.board.0 - self.board.1)
        };
        let board = q
            .descendants()
            .find(|n| n.tag_name().name() == "svg")
            .and_then(|svg| svg.attribute("viewBox"))
            .map_or(0.0, |vb| {
                let v: Vec<f64> = vb
                    .split_whitespace()
                    .map(|x| x.parse().expect("a viewBox number"))
                    .collect();
                board_w * v[3] / v[2]
            });
        let mut words = 0.0;
        for n in q.descendants().filter(|n| n.is_element()) {
            let text: String = n
                .descendants()
                .filter(|t| t.is_text())
                .filter_map(|t| t.text())
                .collect();
            match (n.tag_name().name(), n.attribute("class")) {
                ("p", Some("answer-line")) => words += 6.0 + 1.0,
                ("p", _) => words += lines(&text, text_w, 10.5) as f64 * 10.5 * PT * LINE + 1.0,
                ("li", _) if n.attribute("data-choice").is_some() => {
                    words += lines(&text, text_w - 7.0, 9.5) as f64 * 9.5 * PT * LINE + 0.6;
                }
                ("ol", Some("choices")) => words += 1.0,
                _ => {}
            }
        }
        let body = if large {
            board + words + 6.0
        } else {
            board.max(words)
        };
        body + 2.0 + 3.0 + 0.3
    }

    /// The pages the questions of `html` take (the key not counted).
    fn question_pages(&self, html: &str) -> usize {
        let options = roxmltree::ParsingOptions {
            allow_dtd: true,
            ..roxmltree::ParsingOptions::default()
        };
        let doc = roxmltree::Document::parse_with_options(html, options).expect("well-formed");
        let large = doc
            .descendants()
            .any(|n| n.tag_name().name() == "body" && n.attribute("class") == Some("large"));
        // The heading, the meta line and the name line.
        let mut used = 15.0 * PT * LINE + 1.0 + 10.5 * PT * LINE + (10.5 * PT * LINE + 5.0);
        let mut pages = 1;
        for q in doc
            .descendants()
            .filter(|n| n.attribute("class") == Some("question"))
        {
            let h = self.row(q, large);
            assert!(h <= self.page.0, "a row taller than a page: {h} mm");
            if used + h > self.page.0 {
                pages += 1;
                used = 0.0;
            }
            used += h;
        }
        pages
    }
}

/// The documented check without a browser (docs/worksheets.md): by the
/// sheet's CSS page geometry, 10 questions take at most 3 A4 pages and the
/// key a page of its own, for several seeds and rulesets; `--large` (two to
/// a page) does not, so the check can tell the layouts apart.
#[test]
fn ten_questions_fit_three_a4_pages_by_the_sheets_page_geometry() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (rules, seed, lang) in [
        ("kendall", "5", "en"),
        ("kendall", "11", "es"),
        ("skiryuk", "3", "es"),
        ("games-room", "8", "en"),
        ("arcade", "2", "es"),
    ] {
        let sheet = dir.path().join(format!("{rules}-{seed}.html"));
        let path = sheet.to_string_lossy().into_owned();
        let sheet_of = |large: bool| {
            let _ = std::fs::remove_file(&sheet);
            let mut args = vec![
                "--lang",
                lang,
                "quiz",
                "--rules",
                rules,
                "--count",
                "10",
                "--seed",
                seed,
                "--paper",
                "a4",
                "--worksheet",
                &path,
            ];
            if large {
                args.push("--large");
            }
            run_ok(&args);
            std::fs::read_to_string(&sheet).expect("written")
        };
        let html = sheet_of(false);
        let css =
            &html[html.find("<style>").expect("a style")..html.find("</style>").expect("end")];
        assert!(
            css.contains("section.answer-key { break-before: page;"),
            "the key starts a page"
        );
        let geometry = Geometry::of(css);
        assert_eq!(geometry.page, (273.0, 186.0), "A4 inside 12 mm margins");
        let pages = geometry.question_pages(&html);
        assert!(
            pages <= 3,
            "{rules} seed {seed} ({lang}): {pages} pages of questions"
        );
        let large = sheet_of(true);
        let pages_large = geometry.question_pages(&large);
        eprintln!(
            "{rules} seed {seed} ({lang}): {pages} A4 pages of questions, --large {pages_large}"
        );
        assert!(
            pages_large > 3,
            "{rules} seed {seed} --large: {pages_large} pages"
        );
    }
}

//! A teacher's class (issue 31): students take the same handed-out quiz in
//! the tutor and save their answers files; `senet quiz --answers DIR`
//! grades them all, as text, CSV and JSON, each score equal to the one the
//! student saw. (The JSON-lines quiz interface saves through the same
//! `quiz::answers_file::save_answers`; this class takes the quiz on screen.)

use std::path::Path;

use cursive::event::Key;
use senet::engine::RulesetId;
use senet::i18n::Lang;
use senet::quiz::Generator;
use senet::quiz::answers_file::options;
use senet::ui::Start;
use serde_json::Value;

use super::common::senet;
use super::ui::{Harness, SIZE, answer_whatever, app};

const SEED: u64 = 5;
const COUNT: usize = 6;

fn handed_out(save_to: Option<&Path>) -> Start {
    Start::HandedOutQuiz {
        rules: RulesetId::Kendall,
        topic: None,
        count: COUNT,
        seed: SEED,
        save_to: save_to.map(Path::to_path_buf),
    }
}

/// One student takes the quiz: question `n` answered right (its option's
/// number pressed) when `right(n)` and the question offers options,
/// otherwise with option 1 or the number 1. Saves as `name` into `file`;
/// returns the score the summary showed.
fn take_quiz(lang: Lang, name: &str, file: &Path, right: impl Fn(usize) -> bool) -> usize {
    let data = tempfile::tempdir().expect("tempdir");
    let mut h = Harness::new(app(lang, data.path()), handed_out(Some(file)), SIZE);
    let mut key = Generator::new(RulesetId::Kendall, SEED);
    for n in 1..=COUNT {
        let item = key.next(None);
        let offered = options(RulesetId::Kendall.ruleset(), &item);
        let at = offered.iter().position(|o| item.question.accepts(o));
        match at.filter(|&i| right(n) && i < 9) {
            Some(i) => {
                h.keys(&(i + 1).to_string());
                h.press(Key::Enter);
            }
            None => answer_whatever(&mut h),
        }
        h.press(Key::Enter);
    }
    let screen = h.screen();
    let (done, prompt) = match lang {
        Lang::En => ("Quiz complete: ", "type your name"),
        Lang::Es => ("Cuestionario completado: ", "escribe tu nombre"),
    };
    assert!(screen.contains(prompt), "{screen}");
    let score: usize = screen
        .split(done)
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a score in {screen}"));
    // Enter with no name: asked for it; then the name.
    h.press(Key::Enter);
    assert!(!file.exists(), "nothing saved without a name");
    h.keys(name);
    h.press(Key::Enter);
    let screen = h.screen();
    assert!(file.is_file(), "{screen}");
    assert!(!screen.contains(prompt), "asked once: {screen}");
    // Enter now goes home.
    h.press(Key::Enter);
    score
}

fn grade(args: &[&str]) -> std::process::Output {
    senet()
        .args(["quiz", "--lang", "en", "--answers"])
        .args(args)
        .output()
        .expect("runs")
}

#[test]
fn a_class_of_three_hands_in_and_is_graded_as_csv_and_json() {
    let class = tempfile::tempdir().expect("tempdir");
    let students = [
        ("Ana", Lang::Es, 0usize),
        ("Ben \"B\", Jr.", Lang::En, 1),
        ("Chloé", Lang::En, 2),
    ];
    let mut scores = Vec::new();
    for (name, lang, pattern) in students {
        let file = class.path().join(format!("{pattern}.json"));
        let score = take_quiz(lang, name, &file, |n| match pattern {
            0 => true,
            1 => n % 2 == 0,
            _ => false,
        });
        scores.push(score);
        let saved: Value =
            serde_json::from_str(&std::fs::read_to_string(&file).expect("read")).expect("json");
        assert_eq!(saved["name"], *name);
        assert_eq!(saved["quiz"]["seed"], SEED);
        assert_eq!(saved["answers"].as_array().map(Vec::len), Some(COUNT));
    }
    assert!(scores[0] > scores[2], "the patterns differ: {scores:?}");
    let dir = class.path().to_str().expect("utf-8");

    let out = grade(&[dir, "--format", "csv"]);
    assert!(out.status.success(), "{out:?}");
    let csv = String::from_utf8(out.stdout).expect("utf-8");
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    let header = reader.headers().expect("header").clone();
    assert_eq!(
        header.iter().take(4).collect::<Vec<_>>(),
        ["name", "file", "right", "count"]
    );
    assert!(header.iter().any(|h| h == "q6") && header.iter().any(|h| h.starts_with("rule:")));
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.expect("row")).collect();
    assert_eq!(rows.len(), 3, "{csv}");
    for (row, ((name, _, _), score)) in rows.iter().zip(students.iter().zip(&scores)) {
        assert_eq!(&row[0], *name, "{csv}");
        assert_eq!(row[2].parse::<usize>().ok(), Some(*score), "{csv}");
        assert_eq!(&row[3], COUNT.to_string());
        let rights = (4..4 + COUNT).filter(|&i| &row[i] == "right").count();
        assert_eq!(rights, *score);
    }
    assert!(
        csv.contains("\"Ben \"\"B\"\", Jr.\""),
        "quoted as typed: {csv}"
    );

    let out = grade(&[dir, "--format", "json"]);
    assert!(out.status.success(), "{out:?}");
    let report: Value = serde_json::from_slice(&out.stdout).expect("json");
    let listed = report["students"].as_array().expect("students");
    assert_eq!(listed.len(), 3);
    for (student, score) in listed.iter().zip(&scores) {
        assert_eq!(student["right"], *score as u64);
        assert_eq!(student["count"], COUNT as u64);
        let by_rule: u64 = student["rules"]
            .as_array()
            .expect("rules")
            .iter()
            .filter_map(|r| r["right"].as_u64())
            .sum();
        assert_eq!(by_rule, *score as u64);
    }

    let out = grade(&[dir]);
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert!(text.contains("Class: 3 answers files"), "{text}");
    assert!(
        text.contains(&format!("Score: {} of {COUNT}.", scores[0])),
        "{text}"
    );
}

#[test]
fn numbers_and_option_numbers_written_as_text_are_graded() {
    let mut key = Generator::new(RulesetId::Kendall, SEED);
    let mut answers = Vec::new();
    for n in 1..=COUNT {
        let item = key.next(None);
        let offered = options(RulesetId::Kendall.ruleset(), &item);
        let given = match offered.iter().position(|o| *o == item.question.answer) {
            // The option's number as the sheet prints it, as a spreadsheet writes it.
            Some(i) => Value::String((i + 1).to_string()),
            None => match serde_json::to_value(&item.question.answer).expect("json") {
                Value::Number(x) => Value::String(x.to_string()),
                other => other,
            },
        };
        answers.push(serde_json::json!({"number": n, "answer": given}));
    }
    // The last one is nonsense: refused with the choices listed.
    answers[COUNT - 1]["answer"] = Value::String("banana".into());
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("ana.json");
    let body = serde_json::json!({
        "name": "Ana",
        "quiz": {"rules": "kendall", "seed": SEED, "count": COUNT},
        "answers": answers,
    });
    std::fs::write(&file, body.to_string()).expect("write");
    let out = grade(&[file.to_str().expect("utf-8")]);
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains(&format!("Score: {} of {COUNT}.", COUNT - 1)),
        "{text}"
    );
    let last = text
        .lines()
        .find(|l| l.starts_with(&format!("{COUNT}: ")))
        .expect("the last question's line");
    assert!(
        last.contains("\"banana\" is not an answer to this question")
            && (last.contains("1 = ") || last.contains("a square") || last.contains("number")),
        "{last}"
    );
    assert!(!text.contains("\"\""), "no doubled quotes: {text}");
    // The same file as a Windows editor saves it, with a byte-order mark
    // (reliability.md D9's leftover): graded the same.
    let mut with_bom = "\u{feff}".as_bytes().to_vec();
    with_bom.extend(body.to_string().as_bytes());
    std::fs::write(&file, with_bom).expect("write");
    let out = grade(&[file.to_str().expect("utf-8")]);
    let again = String::from_utf8(out.stdout).expect("utf-8");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(again, text);
}

#[test]
fn grading_refuses_an_unknown_format_and_an_empty_folder() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = grade(&[dir.path().to_str().expect("utf-8")]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no answers files"));
    let out = grade(&[dir.path().to_str().expect("utf-8"), "--format", "xml"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("use text, json or csv"));
}

#[test]
fn save_answers_never_writes_over_a_file_and_goes_only_with_the_quiz() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("taken.json");
    std::fs::write(&file, "mine").expect("write");
    let out = senet()
        .args(["quiz", "--seed", "5", "--save-answers"])
        .arg(&file)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("already exists"));
    assert_eq!(std::fs::read_to_string(&file).expect("read"), "mine");
    let out = senet()
        .args(["quiz", "--format", "json", "--save-answers", "x.json"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("does not go with"));
}

/// A course with an `id:` keeps its progress when copied elsewhere, and
/// `senet progress` lists it (text and JSON) with the course's lessons done.
#[test]
fn a_course_with_an_id_keeps_its_progress_when_copied_and_progress_lists_it() {
    let course = "senet-course: 1\nid: contar-7\ntitle: Contar\nlessons: [uno, dos]\n";
    let write_course = |dir: &Path| {
        std::fs::write(dir.join("course.yaml"), course).expect("write");
        for id in ["uno", "dos"] {
            std::fs::write(
                dir.join(format!("{id}.yaml")),
                crate::courses::course_lesson(id, &format!("Lección {id}")),
            )
            .expect("write");
        }
    };
    let (first, copy) = (
        tempfile::tempdir().expect("tmp"),
        tempfile::tempdir().expect("tmp"),
    );
    write_course(first.path());
    write_course(copy.path());
    let data = tempfile::tempdir().expect("tempdir");
    let progress = serde_json::json!({
        "version": 2,
        "completed_lessons": [],
        "courses": {"course:contar-7": ["uno"]},
    });
    std::fs::write(data.path().join("progress.json"), progress.to_string()).expect("write");
    for dir in [first.path(), copy.path()] {
        let out = senet()
            .args(["--lang", "en", "lesson", "list", "--dir"])
            .arg(dir)
            .arg("--data-dir")
            .arg(data.path())
            .output()
            .expect("runs");
        let text = String::from_utf8(out.stdout).expect("utf-8");
        assert!(text.contains("[✓] uno"), "{text}");
        assert!(text.contains("[ ] dos"), "{text}");
    }
    let progress = |format: &str| {
        let out = senet()
            .args(["--lang", "en", "progress", "--format", format, "--data-dir"])
            .arg(data.path())
            .output()
            .expect("runs");
        assert!(out.status.success());
        String::from_utf8(out.stdout).expect("utf-8")
    };
    let text = progress("text");
    assert!(
        text.contains("Courses (lessons completed in each):"),
        "{text}"
    );
    assert!(text.contains("  contar-7: 1 (uno)"), "{text}");
    let json: Value = serde_json::from_str(&progress("json")).expect("json");
    assert_eq!(json["courses"][0]["id"], "contar-7");
    assert_eq!(json["courses"][0]["completed"][0], "uno");
    // A bad id is a problem of the course file.
    std::fs::write(
        first.path().join("course.yaml"),
        course.replace("contar-7", "Contar 7"),
    )
    .expect("write");
    let out = senet()
        .args(["--lang", "en", "lesson", "check"])
        .arg(first.path())
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("course id \"Contar 7\""));
}

/// One student takes the handed-out quiz through the JSON-lines interface
/// (`--format jsonl --save-answers FILE --name NAME`): question `n` answered
/// with an accepted answer when `right(n)`, otherwise with a wrong one (twice
/// when a retry is offered). Returns the summary's first-try score and the
/// saved line's path.
fn take_quiz_jsonl(name: &str, file: &Path, right: impl Fn(usize) -> bool) -> (u64, String) {
    use std::io::{BufRead, BufReader, Write};
    let data = tempfile::tempdir().expect("tempdir");
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("senet"))
        .env("LANG", "C")
        .env("LC_ALL", "C")
        .env("XDG_DATA_HOME", crate::common::TEST_DATA_HOME)
        .args(["quiz", "--format", "jsonl", "--key", "--rules", "kendall"])
        .args(["--seed", &SEED.to_string(), "--count", &COUNT.to_string()])
        .arg("--save-answers")
        .arg(file)
        .args(["--name", name, "--data-dir"])
        .arg(data.path())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let stdout = BufReader::new(child.stdout.take().expect("stdout"));
    let mut wrong = Value::Null;
    let (mut score, mut saved) = (None, None);
    for line in stdout.lines() {
        let line: Value = serde_json::from_str(&line.expect("a line")).expect("JSON");
        let answer = match line["type"].as_str() {
            Some("question") => {
                let n = line["number"].as_u64().expect("number") as usize;
                let accepted = line["accepted"].as_array().expect("--key").clone();
                let options = line["options"].as_array().cloned().unwrap_or_default();
                wrong = match line["options"].as_array() {
                    // A list answer (which pieces may move): none, or one piece.
                    _ if line["multi"] == true => {
                        let none = Value::Array(Vec::new());
                        if accepted.contains(&none) {
                            Value::Array(vec![options[0]["answer"].clone()])
                        } else {
                            none
                        }
                    }
                    Some(options) if !options.is_empty() => options
                        .iter()
                        .map(|o| o["answer"].clone())
                        .find(|a| !accepted.contains(a))
                        .expect("a wrong option"),
                    _ => (1..=30)
                        .map(Value::from)
                        .find(|a| !accepted.contains(a))
                        .expect("a wrong square"),
                };
                if right(n) {
                    accepted[0].clone()
                } else {
                    wrong.clone()
                }
            }
            Some("feedback") if line["retry"] == true => wrong.clone(),
            Some("summary") => {
                score = line["first_try_right"].as_u64();
                continue;
            }
            Some("saved") => {
                saved = line["path"].as_str().map(str::to_string);
                continue;
            }
            Some("error") => panic!("{line}"),
            _ => continue,
        };
        writeln!(stdin, "{}", serde_json::json!({ "answer": answer })).expect("answer");
    }
    drop(stdin);
    assert!(child.wait().expect("exits").success());
    (score.expect("a summary"), saved.expect("a saved line"))
}

/// Issue 31, "What it must show": three students take the same seeded quiz
/// through the JSON-lines interface and save their answers; the class graded
/// as CSV and as JSON gives three rows whose scores equal each student's
/// summary.
#[test]
fn a_class_of_three_through_json_lines_is_graded_as_csv_and_json() {
    let class = tempfile::tempdir().expect("tempdir");
    let students = [("Ana", 0usize), ("Ben", 1), ("Chloé", 2)];
    let mut scores = Vec::new();
    for (name, pattern) in students {
        let file = class.path().join(format!("{pattern}.json"));
        let (score, saved) = take_quiz_jsonl(name, &file, |n| match pattern {
            0 => true,
            1 => n % 2 == 1,
            _ => false,
        });
        assert_eq!(Path::new(&saved), file);
        let written: Value =
            serde_json::from_str(&std::fs::read_to_string(&file).expect("read")).expect("json");
        assert_eq!(written["name"], name);
        assert_eq!(written["answers"].as_array().map(Vec::len), Some(COUNT));
        scores.push(score);
    }
    assert_eq!(scores[0], COUNT as u64, "all right");
    assert_eq!(scores[2], 0, "all wrong");
    assert!(scores[1] > 0 && scores[1] < COUNT as u64, "{scores:?}");
    let dir = class.path().to_str().expect("utf-8");
    let out = grade(&[dir, "--format", "csv"]);
    assert!(out.status.success(), "{out:?}");
    let csv = String::from_utf8(out.stdout).expect("utf-8");
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.expect("row")).collect();
    assert_eq!(rows.len(), 3, "{csv}");
    for (row, ((name, _), score)) in rows.iter().zip(students.iter().zip(&scores)) {
        assert_eq!(&row[0], *name, "{csv}");
        assert_eq!(row[2].parse::<u64>().ok(), Some(*score), "{csv}");
    }
    let out = grade(&[dir, "--format", "json"]);
    let report: Value = serde_json::from_slice(&out.stdout).expect("json");
    let listed = report["students"].as_array().expect("students");
    assert_eq!(listed.len(), 3);
    for (student, score) in listed.iter().zip(&scores) {
        assert_eq!(student["right"], *score);
    }
    // A name without a file to save into, or a file without a name: refused.
    for args in [&["--name", "Ana"][..], &["--save-answers", "x.json"][..]] {
        let out = senet()
            .args(["quiz", "--format", "jsonl", "--seed", "5"])
            .args(args)
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}

//! `senet lesson check` and `senet lesson new` through the real binary, and the
//! lesson loader fed arbitrary and truncated YAML.

use crate::common::senet;

use std::path::Path;

use proptest::prelude::*;
use senet::i18n::{Lang, Localizer};
use senet::lesson::LessonFiles;
use senet::text::lesson_check::check;

const FIXTURE: &str = "tests/fixtures/lessons/fixture-basics.yaml";

/// A copy of the fixture lesson in a temporary folder, with its texts.
fn lesson_copy(yaml: &str, es: Option<&str>) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("fixture-basics.yaml"), yaml).expect("yaml");
    for (lang, text) in [
        (
            "en",
            Some(read(
                "tests/fixtures/lessons/locales/en/lessons/fixture-basics.ftl",
            )),
        ),
        ("es", es.map(str::to_string)),
    ] {
        let folder = dir.path().join("locales").join(lang).join("lessons");
        std::fs::create_dir_all(&folder).expect("folder");
        if let Some(text) = text {
            std::fs::write(folder.join("fixture-basics.ftl"), text).expect("ftl");
        }
    }
    dir
}

fn read(path: &str) -> String {
    std::fs::read_to_string(path).expect("readable")
}

fn es_text() -> String {
    read("tests/fixtures/lessons/locales/es/lessons/fixture-basics.ftl")
}

/// Runs `senet lesson check` on a folder, expecting exit 1; returns stderr.
fn check_fails(dir: &Path) -> String {
    let out = senet()
        .args(["lesson", "check"])
        .arg(dir)
        .output()
        .expect("runs");
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    String::from_utf8(out.stderr).expect("utf-8")
}

#[test]
fn the_fixture_passes() {
    let out = senet()
        .args(["lesson", "check", FIXTURE])
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("3 questions"));
}

#[test]
fn a_wrong_expected_answer_names_file_line_and_what_the_engine_found() {
    let yaml = read(FIXTURE).replace("expect: 14", "expect: 15");
    let dir = lesson_copy(&yaml, Some(&es_text()));
    let err = check_fails(dir.path());
    assert!(err.contains("fixture-basics.yaml:29:15:"), "{err}");
    assert!(
        err.contains("expected answer is 15") && err.contains("engine finds 14"),
        "{err}"
    );
}

/// The fixture's legal question with a piece of the mover's own on 28 and a
/// throw of 4, so that 24 + 4 both crosses 26 and lands on its own piece:
/// two true reasons.
fn two_true_reasons(expect: &str) -> String {
    read(FIXTURE)
        .replace(
            "\"..........o...x.......xx.....o\"\n    to-move: x\n    throw: 3\n    highlight: [24]",
            "\"..........o...x.......xx...x.o\"\n    to-move: x\n    throw: 4\n    highlight: [24]",
        )
        .replace("expect: checkpoint-26", expect)
}

#[test]
fn a_question_with_two_true_answers_must_expect_both() {
    let dir = lesson_copy(&two_true_reasons("expect: checkpoint-26"), Some(&es_text()));
    let err = check_fails(dir.path());
    assert!(err.contains("fixture-basics.yaml:21:15:"), "{err}");
    assert!(
        err.contains("2 of the offered answers are true here, [checkpoint-26, own-piece]"),
        "{err}"
    );
    for expect in [
        "expect: [checkpoint-26, own-piece]",
        "expect: [own-piece, checkpoint-26]",
    ] {
        let dir = lesson_copy(&two_true_reasons(expect), Some(&es_text()));
        let out = senet()
            .args(["lesson", "check"])
            .arg(dir.path())
            .output()
            .expect("runs");
        assert!(
            out.status.success(),
            "{expect}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    // A list where only one answer is true is refused as well.
    let yaml = read(FIXTURE).replace(
        "expect: checkpoint-26",
        "expect: [checkpoint-26, own-piece]",
    );
    let dir = lesson_copy(&yaml, Some(&es_text()));
    let err = check_fails(dir.path());
    assert!(
        err.contains("but only [checkpoint-26] is true here"),
        "{err}"
    );
}

#[test]
fn a_bad_position_is_refused_with_its_line() {
    let yaml = read(FIXTURE).replacen(
        "\"..........o...x.......xx.....o\"",
        "\"..........o...x.......xx..q..o\"",
        1,
    );
    let dir = lesson_copy(&yaml, Some(&es_text()));
    let err = check_fails(dir.path());
    // At the character itself: the string starts at column 12, its quote is one more.
    assert!(err.contains("fixture-basics.yaml:8:39:"), "{err}");
    assert!(err.contains("\"q\" at position 27"), "{err}");
}

#[test]
fn an_unknown_question_kind_is_refused() {
    let yaml = read(FIXTURE).replace("kind: legal", "kind: guess");
    let dir = lesson_copy(&yaml, Some(&es_text()));
    let err = check_fails(dir.path());
    assert!(err.contains("fixture-basics.yaml:17:13:"), "{err}");
    assert!(err.contains("unknown question kind \"guess\""), "{err}");
}

#[test]
fn a_missing_spanish_text_is_refused() {
    let es = es_text()
        .lines()
        .filter(|l| !l.starts_with("fixture-basics-hint"))
        .collect::<Vec<_>>()
        .join("\n");
    let dir = lesson_copy(&read(FIXTURE), Some(&es));
    let err = check_fails(dir.path());
    assert!(err.contains("fixture-basics.yaml:20:13:"), "{err}");
    assert!(
        err.contains("\"fixture-basics-hint\" is missing in es"),
        "{err}"
    );
    let dir = lesson_copy(&read(FIXTURE), None);
    let err = check_fails(dir.path());
    assert!(err.contains("no es texts"), "{err}");
}

/// A folder or a FIFO in place of a lesson's Spanish texts file is reported
/// at the lesson as what it is (not a regular file), never as missing, and
/// the FIFO is never opened.
#[cfg(unix)]
#[test]
fn a_folder_or_a_fifo_in_place_of_a_texts_file_is_called_what_it_is() {
    for what in ["folder", "fifo"] {
        let dir = lesson_copy(&read(FIXTURE), None);
        let ftl = dir.path().join("locales/es/lessons/fixture-basics.ftl");
        if what == "folder" {
            std::fs::create_dir(&ftl).expect("folder");
        } else {
            let c_path = std::ffi::CString::new(ftl.display().to_string()).expect("path");
            // SAFETY: a valid NUL-terminated path; mkfifo only creates the node.
            assert_eq!(unsafe { libc::mkfifo(c_path.as_ptr(), 0o644) }, 0, "mkfifo");
        }
        for (lang, words) in [
            (
                "en",
                [
                    "the es texts file",
                    "of this lesson cannot be read: it is not a regular file (a folder, a device, a pipe",
                ],
            ),
            (
                "es",
                [
                    "con los textos en es de esta lección",
                    "no es un archivo normal (es una carpeta, un dispositivo, una tubería",
                ],
            ),
        ] {
            let out = senet()
                .args(["lesson", "check", "--lang", lang])
                .arg(dir.path())
                .timeout(std::time::Duration::from_secs(60))
                .output()
                .expect("finishes");
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(1), "{what} {lang}: {err}");
            // At the lesson (its id's line), naming the file.
            assert!(
                err.contains("fixture-basics.yaml:3:5:"),
                "{what} {lang}: {err}"
            );
            assert!(err.contains("fixture-basics.ftl"), "{what} {lang}: {err}");
            for w in words {
                assert!(err.contains(w), "{what} {lang}: {w:?} in {err}");
            }
            assert!(!err.contains("no es texts"), "{err}");
            assert!(!err.contains("se esperaba el archivo"), "{err}");
        }
    }
}

#[test]
fn messages_follow_the_language() {
    let yaml = read(FIXTURE).replace("expect: 14", "expect: 15");
    let dir = lesson_copy(&yaml, Some(&es_text()));
    let out = senet()
        .args(["lesson", "check", "--lang", "es"])
        .arg(dir.path())
        .output()
        .expect("runs");
    assert!(String::from_utf8_lossy(&out.stderr).contains("el motor obtiene 14"));
}

#[test]
fn lesson_new_writes_a_lesson_that_passes_and_refuses_to_overwrite() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = senet()
        .args(["lesson", "new", "my-lesson", "--rules", "skiryuk", "--dir"])
        .arg(dir.path())
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for file in [
        "my-lesson.yaml",
        "locales/en/lessons/my-lesson.ftl",
        "locales/es/lessons/my-lesson.ftl",
    ] {
        assert!(dir.path().join(file).is_file(), "{file}");
    }
    let out = senet()
        .args(["lesson", "check"])
        .arg(dir.path())
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let again = senet()
        .args(["lesson", "new", "my-lesson", "--rules", "skiryuk", "--dir"])
        .arg(dir.path())
        .output()
        .expect("runs");
    assert_eq!(again.status.code(), Some(2));
    let bad = senet()
        .args(["lesson", "new", "Bad Id", "--rules", "kendall"])
        .output()
        .expect("runs");
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn the_shipped_lessons_pass() {
    let out = senet().args(["lesson", "check"]).output().expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn files(yaml: String) -> LessonFiles {
    LessonFiles {
        path: "l.yaml".into(),
        yaml,
        texts: vec![
            (Lang::En, "en.ftl".into(), Some(String::new())),
            (Lang::Es, "es.ftl".into(), None),
        ],
        unreadable: Vec::new(),
    }
}

proptest! {
    /// Any text, and any prefix of a real lesson, gives a result or
    /// diagnostics that carry a position, never a panic.
    #[test]
    fn arbitrary_and_truncated_yaml_never_panics(text in any::<String>(), cut in 0usize..2000) {
        let l = Localizer::new(Lang::En);
        let _ = check(&files(text), &l);
        let real = read(FIXTURE);
        let cut = real.char_indices().map(|(i, _)| i).nth(cut).unwrap_or(real.len());
        if let Err(problems) = check(&files(real[..cut].to_string()), &l) {
            for p in &problems {
                prop_assert!(p.line > 0 || p.message.contains("texts"), "{p}");
            }
        }
    }
}

#[test]
fn the_curriculum_practises_every_rule_of_every_ruleset_three_times() {
    let l = Localizer::new(Lang::En);
    let lessons: Vec<senet::lesson::Lesson> = senet::lesson::shipped()
        .iter()
        .map(|f| {
            check(f, &l)
                .map(|c| c.lesson)
                .unwrap_or_else(|e| panic!("{}: {e:?}", f.path))
        })
        .collect();
    assert_eq!(
        lessons.first().map(|l| l.id.as_str()),
        Some("intro-01-sticks")
    );
    assert_eq!(
        lessons.get(1).map(|l| l.id.as_str()),
        Some("intro-02-reconstruction")
    );
    let coverage = senet::lesson::coverage(&lessons);
    for rules in senet::engine::RulesetId::ALL {
        assert!(
            coverage.iter().any(|(r, _, _)| *r == rules),
            "{rules} has lessons"
        );
    }
    let thin: Vec<_> = coverage.iter().filter(|(_, _, n)| *n < 3).collect();
    assert!(
        thin.is_empty(),
        "rules practised fewer than three times: {thin:?}"
    );
}

#[test]
fn a_best_move_that_is_not_the_engines_best_or_too_close_to_call_is_refused() {
    let bad = "tests/fixtures/lessons/bad/fixture-best-move.yaml";
    for (lang, wrong, close) in [
        (
            "en",
            ":15:15: the expected answer is the piece on 26 (56.9% to win), but the engine's best move is the piece on 28 (87.3%); every option: 28 → 29 87.3%, 26 → 15 56.9%",
            ":20:13: too close to call: the two best moves, the piece on 29 (33.2%) and the piece on 26 (32.7%), are 0.5 points apart, less than the margin of 2.0 points",
        ),
        (
            "es",
            ":15:15: la respuesta esperada es la ficha de la casilla 26 (56,9 % de ganar), pero la mejor jugada del motor es la ficha de la casilla 28 (87,3 %); todas las opciones: 28 → 29 87,3 %, 26 → 15 56,9 %",
            ":20:13: demasiado igualado para decidir",
        ),
    ] {
        let out = senet()
            .args(["lesson", "check", "--lang", lang, bad])
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(1), "{lang}");
        let err = String::from_utf8(out.stderr).expect("utf-8");
        assert!(err.contains(&format!("{bad}{wrong}")), "{err}");
        assert!(err.contains(&format!("{bad}{close}")), "{err}");
    }
    // With the engine's best, only the too-close question is left.
    let yaml = read(bad).replace("expect: 26", "expect: 28");
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("fixture-best-move.yaml"), yaml).expect("yaml");
    for lang in ["en", "es"] {
        let folder = dir.path().join("locales").join(lang).join("lessons");
        std::fs::create_dir_all(&folder).expect("folder");
        std::fs::copy(
            format!("tests/fixtures/lessons/locales/{lang}/lessons/fixture-best-move.ftl"),
            folder.join("fixture-best-move.ftl"),
        )
        .expect("ftl");
    }
    let err = check_fails(dir.path());
    assert!(!err.contains(":15:15:"), "{err}");
    assert!(err.contains(":20:13: too close to call"), "{err}");
}

/// Question kinds are told apart in one place (`src/lesson/kinds/`): no
/// other source file matches a kind by its name (`"next-turn" =>`, `==
/// "route"`), as the checker once did.
#[test]
fn question_kinds_are_matched_by_name_only_in_lesson_kinds() {
    fn walk(dir: &std::path::Path, out: &mut Vec<(String, String)>) {
        for entry in std::fs::read_dir(dir).expect("src/ is readable") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).expect("UTF-8 source");
                out.push((path.display().to_string(), text));
            }
        }
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    walk(&root, &mut files);
    let kinds_dir = root.join("lesson").join("kinds").display().to_string();
    let mut found = Vec::new();
    for (path, text) in &files {
        if path.starts_with(&kinds_dir) {
            continue;
        }
        for kind in senet::lesson::kinds::KindName::ALL {
            let quoted = format!("\"{}\"", kind.name());
            for pattern in [
                format!("{quoted} =>"),
                format!("{quoted} |"),
                format!("== {quoted}"),
            ] {
                if text.contains(&pattern) {
                    found.push(format!("{path}: {pattern}"));
                }
            }
        }
    }
    assert!(files.len() > 50, "the source tree was found");
    assert_eq!(found, Vec::<String>::new());
}

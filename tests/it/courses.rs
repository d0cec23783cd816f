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

/// A Spanish-only lesson written in one file: every text inline, in Spanish.
pub(crate) const SPANISH_ONLY: &str = r#"senet-lesson: 1
id: solo-es
rules: kendall
languages: [es]
title: Contar casillas
steps:
  - text: |
      Las fichas empiezan en las casillas 1 a 10.
      Cada punto de la tirada es una casilla.
    board: "xoxoxoxoxo...................."
  - text: "¿Adónde llega la ficha de la casilla 9 con un 3?"
    board: "xoxoxoxoxo...................."
    throw: 3
    question:
      kind: destination
      piece: 9
      rule: moving
      hint: Cuenta tres casillas hacia adelante.
      explain: |
        De la 9 a la 12: { 3 ->
            [one] una casilla
           *[other] tres casillas
        }.
      expect: 12
"#;

#[test]
fn a_spanish_only_inline_lesson_passes_without_any_english() {
    let dir = folder(&[("solo-es.yaml", SPANISH_ONLY)]);
    let (code, out, err) = check(&[], &dir.path().join("solo-es.yaml"));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("One lesson checked, one question"), "{out}");
}

#[test]
fn a_text_missing_in_the_lessons_language_fails_at_its_line_and_column() {
    let yaml = SPANISH_ONLY.replace(
        "hint: Cuenta tres casillas hacia adelante.",
        "hint: {en: Count three squares forward.}",
    );
    let dir = folder(&[("solo-es.yaml", &yaml)]);
    let (code, _, err) = check(&[], &dir.path().join("solo-es.yaml"));
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains(
            "solo-es.yaml:18:13: this text has no es version (the lesson's languages: es)"
        ),
        "{err}"
    );
    assert!(err.contains("One problem found."), "{err}");
}

#[test]
fn an_inline_text_with_a_broken_placeable_fails_at_its_line_and_column() {
    let yaml = SPANISH_ONLY.replace("casilla 9 con un 3?", "casilla { 9 con un 3?");
    let dir = folder(&[("solo-es.yaml", &yaml)]);
    let (code, _, err) = check(&[], &dir.path().join("solo-es.yaml"));
    assert_eq!(code, 1, "{err}");
    // The line of the text; the column after `{ 9 `, inside the quoted string.
    assert!(err.contains("solo-es.yaml:11:"), "{err}");
    assert!(err.contains("this text is not valid Fluent"), "{err}");
    let column: usize = err
        .split("solo-es.yaml:11:")
        .nth(1)
        .and_then(|rest| rest.split(':').next())
        .and_then(|c| c.parse().ok())
        .expect("a column");
    assert!(
        (49..=54).contains(&column),
        "at the broken placeable: {err}"
    );
}

#[test]
fn a_map_by_language_missing_spanish_fails_naming_it_when_the_lesson_has_every_language() {
    let yaml = SPANISH_ONLY
        .replace("languages: [es]\n", "")
        .replace("title: Contar casillas", "title: {en: Counting squares}");
    let dir = folder(&[("solo-es.yaml", &yaml)]);
    let (code, _, err) = check(&[], &dir.path().join("solo-es.yaml"));
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains(
            "solo-es.yaml:4:8: this text has no es version (the lesson's languages: en, es)"
        ),
        "{err}"
    );
    // The plain Spanish texts need a lesson in one language, or a map.
    assert!(
        err.contains(
            "solo-es.yaml:7:7: a text written as plain words needs a lesson in one language"
        ),
        "{err}"
    );
}

#[test]
fn a_two_language_lesson_in_one_file_passes_and_ids_and_inline_texts_mix() {
    let yaml = SPANISH_ONLY
        .replace("languages: [es]\n", "")
        .replace(
            "title: Contar casillas",
            "title: {en: Counting squares, es: Contar casillas}",
        )
        .replace(
            "  - text: |\n      Las fichas empiezan en las casillas 1 a 10.\n      Cada punto de la tirada es una casilla.\n",
            "  - text: two-intro\n",
        )
        .replace(
            "\"¿Adónde llega la ficha de la casilla 9 con un 3?\"",
            "{en: \"Where does the piece on 9 go with a 3?\", es: \"¿Adónde llega la ficha de la casilla 9 con un 3?\"}",
        )
        .replace(
            "hint: Cuenta tres casillas hacia adelante.",
            "hint:\n        en: Count three squares forward.\n        es: Cuenta tres casillas hacia adelante.",
        )
        .replace(
            "explain: |\n        De la 9 a la 12: { 3 ->\n            [one] una casilla\n           *[other] tres casillas\n        }.",
            "explain: {en: From 9 to 12., es: De la 9 a la 12.}",
        )
        .replace("id: solo-es", "id: two");
    let dir = folder(&[
        ("two.yaml", &yaml),
        (
            "locales/en/lessons/two.ftl",
            "two-intro = The pieces start on 1 to 10.\n",
        ),
        (
            "locales/es/lessons/two.ftl",
            "two-intro = Las fichas empiezan en la 1 a la 10.\n",
        ),
    ]);
    let (code, out, err) = check(&[], &dir.path().join("two.yaml"));
    assert_eq!(code, 0, "{yaml}\n{out}{err}");
}

#[test]
fn lesson_new_inline_in_spanish_writes_one_file_that_passes_check_as_written() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = senet()
        .args([
            "--lang",
            "es",
            "lesson",
            "new",
            "mi-leccion",
            "--rules",
            "kendall",
            "--inline",
            "--dir",
        ])
        .arg(dir.path())
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let written: Vec<_> = walk(dir.path());
    assert_eq!(
        written,
        vec![
            "mi-leccion.yaml".to_string(),
            "senet-lesson.schema.json".to_string()
        ],
        "one lesson file and its schema for editors, no texts files"
    );
    let yaml = std::fs::read_to_string(dir.path().join("mi-leccion.yaml")).expect("written");
    assert!(
        yaml.contains("languages: [es]") && yaml.contains("¿Dónde termina la ficha"),
        "{yaml}"
    );
    let (code, out, err) = check(&[], &dir.path().join("mi-leccion.yaml"));
    assert_eq!(code, 0, "{out}{err}");
}

/// Every file under `dir`, as paths relative to it.
fn walk(dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).expect("readable").flatten() {
            let p = e.path();
            if p.is_dir() {
                todo.push(p);
            } else if let Ok(rel) = p.strip_prefix(dir) {
                out.push(rel.to_string_lossy().into_owned());
            }
        }
    }
    out.sort();
    out
}

/// A lesson `id` of a course: Spanish only, one question.
pub(crate) fn course_lesson(id: &str, title: &str) -> String {
    SPANISH_ONLY
        .replace("id: solo-es", &format!("id: {id}"))
        .replace("title: Contar casillas", &format!("title: {title}"))
}

#[test]
fn a_course_with_an_unknown_id_and_a_duplicate_fails_with_both() {
    let (uno, dos) = (course_lesson("uno", "Uno"), course_lesson("dos", "Dos"));
    let course =
        "senet-course: 1\ntitle: {en: Counting, es: Contar}\nlessons: [uno, dso, dos, uno]\n";
    let dir = folder(&[
        ("uno.yaml", &uno),
        ("dos.yaml", &dos),
        ("course.yaml", course),
    ]);
    let (code, _, err) = check(&[], dir.path());
    assert_eq!(code, 1, "{err}");
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 3, "{err}");
    assert!(
        lines[0].ends_with("course.yaml:3:16: the course lists \"dso\", but its folder has no lesson dso.yaml; did you mean \"dos\"?"),
        "{err}"
    );
    assert!(
        lines[1].ends_with(
            "course.yaml:3:26: the course lists \"uno\" a second time (first on line 3)"
        ),
        "{err}"
    );
    assert_eq!(lines[2], "2 problems found.");
    // A lesson of the folder the course leaves out has no place in its order.
    std::fs::write(
        dir.path().join("course.yaml"),
        "senet-course: 1\nlessons: [dos]\n",
    )
    .expect("write");
    let (code, _, err) = check(&[], dir.path());
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains(
            "course.yaml:2:10: the lesson \"uno\" of this folder has no place in the course's order"
        ),
        "{err}"
    );
}

#[test]
fn lesson_list_dir_shows_the_course_by_section_with_languages_and_its_own_progress() {
    let course = "senet-course: 1\ntitle: {en: Counting, es: Contar}\nsections:\n  - title: {en: First, es: Primero}\n    lessons: [uno, dos]\n  - title: Luego\n    lessons: [tres]\n";
    let dir = folder(&[
        ("uno.yaml", &course_lesson("uno", "Lección uno")),
        ("dos.yaml", &course_lesson("dos", "Lección dos")),
        ("tres.yaml", &course_lesson("tres", "Lección tres")),
        ("course.yaml", course),
    ]);
    let data = tempfile::tempdir().expect("tempdir");
    let key = std::fs::canonicalize(dir.path()).expect("canonical");
    let progress = serde_json::json!({
        "version": 2,
        "completed_lessons": ["dos"],
        "courses": {key.to_string_lossy(): ["uno"]},
    });
    std::fs::write(data.path().join("progress.json"), progress.to_string()).expect("write");
    for (lang, heading, section) in [
        ("en", "Course: Counting", "First:"),
        ("es", "Curso: Contar", "Primero:"),
    ] {
        let out = senet()
            .args(["--lang", lang, "lesson", "list", "--dir"])
            .arg(dir.path())
            .arg("--data-dir")
            .arg(data.path())
            .output()
            .expect("runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8(out.stdout).expect("utf-8");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], heading, "{text}");
        assert_eq!(lines[1], section, "{text}");
        // Completed in this course; "dos" completed elsewhere does not count here.
        assert!(
            lines[2].starts_with("  [✓] uno ")
                && lines[2].contains(" es ")
                && lines[2].ends_with("Lección uno"),
            "{text}"
        );
        assert!(lines[3].starts_with("  [ ] dos "), "{text}");
        assert_eq!(lines[4], "Luego:", "{text}");
        assert!(lines[5].starts_with("  [ ] tres "), "{text}");
        assert_eq!(lines.len(), 6, "{text}");
    }
}

/// The YAML blocks of docs/lessons.md that start `# file: NAME`.
fn documented_lessons() -> Vec<(String, String)> {
    let doc = std::fs::read_to_string("docs/lessons.md").expect("docs/lessons.md");
    doc.split("```yaml\n")
        .skip(1)
        .filter_map(|block| {
            let block = block.split("```").next()?;
            let name = block.lines().next()?.strip_prefix("# file: ")?;
            Some((name.to_string(), block.to_string()))
        })
        .collect()
}

#[test]
fn the_documented_spanish_only_and_two_language_lessons_pass_check_and_make_a_course() {
    let lessons = documented_lessons();
    let names: Vec<&str> = lessons.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, vec!["contar-casillas.yaml", "counting-squares.yaml"]);
    let files: Vec<(&str, &str)> = lessons
        .iter()
        .map(|(n, y)| (n.as_str(), y.as_str()))
        .collect();
    let dir = folder(&files);
    let (code, out, err) = check(&[], dir.path());
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("2 lessons"), "{out}");
}

/// Course texts are checked like lesson texts (teacher.md 5): a section
/// title written in English only, in a course whose title has Spanish too,
/// is reported at its place, in both languages; a plain title (the same in
/// every language) is fine.
#[test]
fn a_course_title_missing_a_language_of_the_course_is_reported_at_its_place() {
    let uno = course_lesson("uno", "Uno");
    let course = "senet-course: 1\ntitle: {en: Counting, es: Contar}\nsections:\n  - title: {en: Blocks}\n    lessons: [uno]\n";
    let dir = folder(&[("uno.yaml", &uno), ("course.yaml", course)]);
    let (code, _, err) = check(&[], dir.path());
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("course.yaml:4:12: this title has no Spanish text, while another title of the course has one: add es: \"…\" to it"),
        "{err}"
    );
    let out = senet()
        .args(["--lang", "es", "lesson", "check"])
        .arg(dir.path())
        .output()
        .expect("runs");
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("este título no tiene texto en español"),
        "{out:?}"
    );
    std::fs::write(
        dir.path().join("course.yaml"),
        "senet-course: 1\ntitle: {en: Counting, es: Contar}\nsections:\n  - title: Bloques y muros\n    lessons: [uno]\n",
    )
    .expect("write");
    let (code, _, err) = check(&[], dir.path());
    assert_eq!(code, 0, "{err}");
}

/// A course file without its header (teacher.md 5): `lesson list --dir`
/// lists every lesson of the folder and counts the problem without saying
/// that lessons were left out (none was).
#[test]
fn a_course_file_problem_leaves_no_lesson_out_and_says_none_was() {
    let (uno, dos) = (course_lesson("uno", "Uno"), course_lesson("dos", "Dos"));
    let dir = folder(&[
        ("uno.yaml", &uno),
        ("dos.yaml", &dos),
        ("course.yaml", "title: My course\nlessons: [uno, dos]\n"),
    ]);
    let out = senet()
        .args(["--lang", "en", "lesson", "list", "--dir"])
        .arg(dir.path())
        .output()
        .expect("runs");
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert!(out.status.success(), "{text}");
    assert!(text.contains(" uno ") && text.contains(" dos "), "{text}");
    assert!(
        text.contains("One problem in the course: senet lesson check"),
        "{text}"
    );
    assert!(!text.contains("left out"), "{text}");
}

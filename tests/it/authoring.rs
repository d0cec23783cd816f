//! Messages that keep their cause (issue 31): each YAML syntax mistake a
//! teacher makes by hand and each common Fluent mistake is named, with its
//! fix, in Spanish (snapshots) and English; a syntax error no longer hides
//! the content mistakes before it; a course file's problems say "course file".

use crate::common::senet;

/// A Spanish-only lesson of two steps, the second asking a question.
const LESSON: &str = r#"senet-lesson: 1
id: mia
rules: kendall
languages: [es]
title: "Mi lección"
steps:
  - text: "Las fichas empiezan aquí."
    board: "xoxoxoxoxo...................."
  - text: "¿Dónde termina la ficha de la 9?"
    board: "xoxoxoxoxo...................."
    throw: 1
    question:
      kind: destination
      piece: 9
      rule: moving
      expect: 10
"#;

/// `senet --lang LANG lesson check mia.yaml` on `yaml`, run in its folder:
/// (exit code, what it printed).
fn check(lang: &str, yaml: &str) -> (i32, String) {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("mia.yaml"), yaml).expect("write");
    let out = senet()
        .current_dir(dir.path())
        .args(["--lang", lang, "lesson", "check", "mia.yaml"])
        .output()
        .expect("runs");
    let mut text = String::from_utf8(out.stdout).expect("utf-8");
    text.push_str(&String::from_utf8(out.stderr).expect("utf-8"));
    (out.status.code().unwrap_or(-1), text)
}

/// The lesson with line `n` (1-based) changed by `edit`.
fn with_line(n: usize, edit: impl Fn(&str) -> String) -> String {
    LESSON
        .lines()
        .enumerate()
        .map(|(i, l)| if i + 1 == n { edit(l) } else { l.to_string() })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

#[test]
fn the_lesson_itself_passes() {
    let (code, text) = check("es", LESSON);
    assert_eq!(code, 0, "{text}");
}

#[test]
fn yaml_syntax_mistakes_keep_their_cause_in_spanish() {
    let cases = [
        ("tab", with_line(14, |l| l.replacen("      ", "\t", 1))),
        (
            "trailing",
            with_line(7, |l| l.replace("aquí.\"", "aquí\".")),
        ),
        ("indent", with_line(14, |l| format!("  {l}"))),
        ("colon", with_line(15, |l| l.replace("rule:", "rule"))),
        (
            "colon-in-text",
            with_line(9, |l| {
                l.replace("\"¿Dónde termina la ficha de la 9?\"", "Mira: ¿dónde?")
            }),
        ),
    ];
    for (name, yaml) in cases {
        let (code, text) = check("es", &yaml);
        assert_eq!(code, 1, "{name}: {text}");
        assert!(
            !text.contains("la estructura no es la que espera") && !text.contains("sintaxis YAML"),
            "{name}: the cause is named: {text}"
        );
        assert_eq!(
            text.lines().filter(|l| l.contains(".yaml:")).count(),
            1,
            "{text}"
        );
        insta::assert_snapshot!(format!("yaml_{name}_es"), text);
    }
    // English names the same causes.
    let (_, text) = check("en", &with_line(14, |l| l.replacen("      ", "\t", 1)));
    assert!(
        text.contains("a tab character: YAML indents with spaces only"),
        "{text}"
    );
}

#[test]
fn fluent_mistakes_keep_their_cause_on_one_line_in_spanish() {
    let bullets = LESSON.replace(
        "  - text: \"Las fichas empiezan aquí.\"",
        "  - text: |\n      Fíjate en:\n      * las negras\n      * las blancas",
    );
    let brace = LESSON.replace("Las fichas empiezan aquí.", "Las casillas {10 y 11");
    let folded = LESSON.replace(
        "  - text: \"Las fichas empiezan aquí.\"",
        "  - text: \"Tienes { $n ->\n      [one] una\n     *[other] varias\n      } fichas\"",
    );
    for (name, yaml) in [("bullets", bullets), ("brace", brace), ("folded", folded)] {
        let (code, text) = check("es", &yaml);
        assert_eq!(code, 1, "{name}: {text}");
        assert!(!text.contains("Expected"), "translated: {text}");
        assert_eq!(text.lines().count(), 2, "one line and the count: {text}");
        insta::assert_snapshot!(format!("fluent_{name}_es"), text);
    }
}

#[test]
fn a_tab_after_three_content_mistakes_reports_all_four() {
    let yaml = r#"senet-lesson: 1
id: mia
rules: kendall
languages: [es]
title: "Errores"
steps:
  - text: "Un tablero corto."
    board: "xoxoxoxoxo..................."
  - text: "Un texto {roto"
    board: "xoxoxoxoxo...................."
  - board: "xoxoxoxoxo...................."
    throw: 1
    question:
      kind: destination
      piece: 9
      rule: moving
      expect: 11
  - text: "Con un tabulador."
    board: "xoxoxoxoxo...................."
	throw: 2
  - text: "Después."
    board: "xoxoxoxoxo...................."
"#;
    let (code, text) = check("es", yaml);
    assert_eq!(code, 1);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5, "four problems and the count: {text}");
    assert!(lines[0].starts_with("mia.yaml:8:") && lines[0].contains("29 caracteres"));
    assert!(lines[1].contains("Fluent"));
    assert!(lines[2].starts_with("mia.yaml:17:") && lines[2].contains("el motor obtiene 10"));
    assert!(lines[3].starts_with("mia.yaml:20:") && lines[3].contains("tabulación"));
    assert!(
        lines[3].contains("puede haber más problemas después"),
        "{text}"
    );
}

#[test]
fn a_course_file_is_called_a_course_file_and_its_header_is_explained() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("mia.yaml"), LESSON).expect("write");
    std::fs::write(
        dir.path().join("course.yaml"),
        "title: Mi curso\nlessons: [mia]\n",
    )
    .expect("write");
    let out = senet()
        .args(["--lang", "es", "lesson", "check"])
        .arg(dir.path())
        .output()
        .expect("runs");
    let text =
        String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("no es un archivo de curso válido"), "{text}");
    assert!(text.contains("«senet-course: 1»"), "{text}");
    assert!(!text.contains("lección válido"), "{text}");
}

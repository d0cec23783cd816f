//! The JSON Schemas of lesson and course files (`senet lesson schema`):
//! every shipped lesson and every template `senet lesson new` writes
//! validates, as does a course file; a misspelt field does not.

use std::path::Path;

use serde_json::Value;

use crate::common::senet;

fn schema(args: &[&str]) -> jsonschema::Validator {
    let out = senet()
        .args(["lesson", "schema"])
        .args(args)
        .output()
        .expect("runs");
    assert!(out.status.success());
    let schema: Value = serde_json::from_slice(&out.stdout).expect("the schema is JSON");
    jsonschema::validator_for(&schema).expect("a valid JSON Schema")
}

fn yaml(text: &str) -> Value {
    serde_saphyr::from_str(text).expect("YAML")
}

fn errors(validator: &jsonschema::Validator, value: &Value) -> Vec<String> {
    validator
        .iter_errors(value)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect()
}

#[test]
fn every_shipped_lesson_and_template_validates() {
    let lesson = schema(&[]);
    let mut checked = 0;
    for entry in std::fs::read_dir("lessons").expect("lessons/") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "yaml") {
            let text = std::fs::read_to_string(&path).expect("read");
            let found = errors(&lesson, &yaml(&text));
            assert!(found.is_empty(), "{}: {found:?}", path.display());
            checked += 1;
        }
    }
    assert!(checked >= 60, "{checked} shipped lessons");
    let dir = tempfile::tempdir().expect("tempdir");
    for (id, lang, inline) in [
        ("t-en", "en", true),
        ("t-es", "es", true),
        ("t-files", "en", false),
    ] {
        let mut cmd = senet();
        cmd.args([
            "--lang", lang, "lesson", "new", id, "--rules", "kendall", "--dir",
        ])
        .arg(dir.path());
        if inline {
            cmd.arg("--inline");
        }
        assert!(cmd.output().expect("runs").status.success());
        let text = std::fs::read_to_string(dir.path().join(format!("{id}.yaml"))).expect("read");
        assert!(
            text.starts_with("# yaml-language-server: $schema=./senet-lesson.schema.json\n"),
            "{text}"
        );
        let found = errors(&lesson, &yaml(&text));
        assert!(found.is_empty(), "{id}: {found:?}");
    }
    // The schema the header names is written beside the lesson, and is the schema.
    let written: Value = serde_json::from_str(
        &std::fs::read_to_string(dir.path().join("senet-lesson.schema.json")).expect("read"),
    )
    .expect("json");
    assert!(jsonschema::validator_for(&written).is_ok());
}

#[test]
fn a_misspelt_field_is_refused() {
    let lesson = schema(&[]);
    let text = std::fs::read_to_string(Path::new("lessons/kendall-01-start.yaml")).expect("read");
    for (good, bad) in [
        ("    highlight:", "    hilight:"),
        ("      piece:", "      peice:"),
        ("title:", "titel:"),
    ] {
        let misspelt = text.replacen(good, bad, 1);
        assert_ne!(misspelt, text, "{good}");
        let found = errors(&lesson, &yaml(&misspelt));
        assert!(!found.is_empty(), "{bad} is refused");
    }
    let bad_kind = text.replacen("kind: destination", "kind: destinaton", 1);
    assert!(
        !errors(&lesson, &yaml(&bad_kind)).is_empty(),
        "an unknown kind"
    );
}

#[test]
fn a_course_file_validates_and_its_misspelling_does_not() {
    let course = schema(&["--course"]);
    let good = yaml(
        "senet-course: 1\ntitle: {en: Counting, es: Contar}\nsections:\n  - title: First\n    lessons: [uno, dos]\n",
    );
    assert!(errors(&course, &good).is_empty());
    let bad = yaml("senet-course: 1\ntitle: Counting\nlesson: [uno]\n");
    assert!(!errors(&course, &bad).is_empty());
}

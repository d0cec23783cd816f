//! `senet quiz` (answer key, grading) and `senet progress` through the real binary.

use crate::common::senet;

use serde_json::Value;

fn key(rules: &str, count: &str, seed: &str) -> Vec<Value> {
    let out = senet()
        .args([
            "quiz", "--rules", rules, "--count", count, "--seed", seed, "--format", "json",
        ])
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let key: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(key["quiz"]["rules"], rules);
    assert_eq!(key["quiz"]["seed"].to_string(), seed);
    assert_eq!(key["quiz"]["count"].to_string(), count);
    serde_json::from_value::<Vec<Value>>(key["questions"].clone()).expect("a JSON array")
}

#[test]
fn the_answer_key_has_exactly_n_questions_and_repeats_with_its_seed() {
    for rules in [
        "kendall",
        "games-room",
        "arcade",
        "skiryuk",
        "skiryuk-14",
        "race",
    ] {
        let items = key(rules, "12", "5");
        assert_eq!(items.len(), 12, "{rules}");
        for (i, item) in items.iter().enumerate() {
            assert_eq!(item["number"], i + 1);
            assert_eq!(item["rules"], rules);
            assert_eq!(item["board"].as_str().map(str::len), Some(30));
            assert!(item["to_move"] == "x" || item["to_move"] == "o");
            assert!(item["throw"].as_u64().is_some_and(|t| (1..=5).contains(&t)));
            assert!(
                item["kind"].is_string() && !item["answer"].is_null(),
                "{item}"
            );
        }
        assert_eq!(
            items,
            key(rules, "12", "5"),
            "{rules}: the same seed, the same questions"
        );
    }
    assert_ne!(key("kendall", "5", "1"), key("kendall", "5", "2"));
}

#[test]
fn answers_are_graded() {
    let items = key("arcade", "4", "9");
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("answers.json");
    // Right on 1 and 2, a made-up answer on 3, nothing for 4.
    let answers = serde_json::json!({
        "quiz": {"rules": "arcade", "seed": 9, "count": 4},
        "answers": [
            {"number": 1, "answer": items[0]["answer"]},
            {"number": 2, "answer": items[1]["answer"]},
            {"number": 3, "answer": "not-an-answer"},
        ]
    });
    std::fs::write(&path, answers.to_string()).expect("write");
    let out = senet()
        .args([
            "quiz",
            "--rules",
            "arcade",
            "--count",
            "4",
            "--seed",
            "9",
            "--answers",
        ])
        .arg(&path)
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("1: right") && text.contains("2: right"),
        "{text}"
    );
    assert!(text.contains("3: "), "{text}");
    assert!(text.contains("4: no answer"), "{text}");
    assert!(text.contains("Score: 2 of 4."), "{text}");
}

#[test]
fn a_topic_filter_and_bad_options() {
    let out = senet()
        .args([
            "quiz",
            "--rules",
            "kendall",
            "--topic",
            "block-member",
            "--count",
            "3",
            "--seed",
            "1",
            "--format",
            "json",
        ])
        .output()
        .expect("runs");
    let key: Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(key["quiz"]["topic"], "reason:block-member");
    let items = key["questions"].as_array().expect("questions");
    for item in items {
        let topics = item["topics"].as_array().expect("topics");
        assert!(topics.iter().any(|t| t == "reason:block-member"), "{item}");
    }
    for args in [
        vec!["quiz", "--topic", "nonsense", "--format", "json"],
        vec!["quiz", "--count", "0", "--format", "json"],
        vec!["quiz", "--seed", "x", "--format", "json"],
        vec!["quiz", "--format", "xml"],
        vec!["quiz", "--rules", "chess", "--format", "json"],
    ] {
        let out = senet().args(&args).output().expect("runs");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr).lines().count(),
            1,
            "{args:?}"
        );
    }
}

#[test]
fn progress_reports_and_survives_a_corrupt_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let progress = |format: &str| {
        senet()
            .args(["progress", "--format", format, "--data-dir"])
            .arg(dir.path())
            .output()
            .expect("runs")
    };
    let out = progress("json");
    assert!(out.status.success());
    let report: Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(
        report["lessons_completed"].as_array().map(Vec::len),
        Some(0)
    );
    assert!(report["lessons_total"].as_u64().is_some_and(|n| n > 0));
    std::fs::write(
        dir.path().join("progress.json"),
        r#"{"version": 2, "completed_lessons": ["kendall-01-start", "my-own-lesson"], "topics": {"kendall:reason:overshoot": {"right": 3, "wrong": 1, "box": 2, "due": 0, "last": 0}}}"#,
    )
    .expect("write");
    let report: Value = serde_json::from_slice(&progress("json").stdout).expect("json");
    assert_eq!(report["lessons_completed"][0], "kendall-01-start");
    assert_eq!(report["topics"][0]["accuracy"], 0.75);
    let text = String::from_utf8_lossy(&progress("text").stdout).into_owned();
    // Rule and reason names, not raw keys; a lesson that does not ship is
    // counted apart from the shipped curriculum.
    assert!(
        text.contains("Beyond the exit — 3 of 4 right")
            && !text.contains("kendall:reason:overshoot"),
        "{text}"
    );
    assert!(
        text.contains("Lessons: 1 of ") && text.contains("✓ Kendall: setting out"),
        "{text}"
    );
    assert!(
        text.contains("One lesson of your own done") && text.contains("✓ my-own-lesson"),
        "{text}"
    );
    assert_eq!(report["shipped_completed"][0], "kendall-01-start");
    assert_eq!(report["own_completed"][0], "my-own-lesson");
    std::fs::write(dir.path().join("progress.json"), "{{{").expect("write");
    let out = progress("text");
    assert!(out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("kept as"),
        "the corrupt file is reported"
    );
    let kept = std::fs::read_dir(dir.path())
        .expect("dir")
        .filter_map(Result::ok)
        .any(|e| e.file_name().to_string_lossy().contains("corrupt"));
    assert!(kept, "the corrupt file is kept aside");
}

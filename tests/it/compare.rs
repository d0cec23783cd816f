//! `senet compare`: the source examples in both languages (snapshots), the
//! JSON shape, every difference naming a rule one of its two rulesets
//! applies, and bad input refused in one line.

use serde_json::Value;

use crate::common::senet;
use senet::engine::{RuleId, RulesetId};

/// The source examples: (name, board, side, throw).
const EXAMPLES: [(&str, &str, &str, &str); 4] = [
    // Ply Yard: a piece on 24 throws 3 (24 + 3 = 27 without stopping on 26).
    ("checkpoint", "......................xx.....o", "x", "3"),
    // A block of two in front of a piece.
    ("block-of-two", "...................xoo........", "x", "3"),
    // Into the water with 15 occupied.
    ("water-15-taken", "..............o..........x....", "x", "1"),
    // An exit with a throw larger than needed.
    ("oversized-exit", "...........................x.o", "x", "5"),
];

fn compare(args: &[&str]) -> String {
    let out = senet().arg("compare").args(args).output().expect("runs");
    assert!(
        out.status.success(),
        "senet compare {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

#[test]
fn the_source_examples_in_both_languages() {
    for (name, board, side, throw) in EXAMPLES {
        for lang in ["en", "es"] {
            let text = compare(&[
                "--board",
                board,
                "--to-move",
                side,
                "--throw",
                throw,
                "--lang",
                lang,
            ]);
            insta::assert_snapshot!(format!("compare-{name}-{lang}"), text);
        }
    }
}

#[test]
fn json_shape_and_rules_present() {
    for (name, board, side, throw) in EXAMPLES {
        let text = compare(&[
            "--board",
            board,
            "--to-move",
            side,
            "--throw",
            throw,
            "--format",
            "json",
        ]);
        let v: Value = serde_json::from_str(&text).expect("JSON");
        assert_eq!(v["board"], board);
        assert_eq!(v["to_move"], side);
        assert_eq!(v["throw"].as_u64(), throw.parse().ok());
        let columns = v["rulesets"].as_array().expect("rulesets");
        assert_eq!(columns.len(), 6, "{name}: all six by default");
        for c in columns {
            let holds = c["holds"].as_bool().expect("holds");
            if holds {
                assert!(c["pass"].is_boolean());
                for b in c["blocked"].as_array().into_iter().flatten() {
                    assert!(["source", "choice"].contains(&b["provenance"].as_str().unwrap_or("")));
                }
            } else {
                assert!(c["problem"].is_string() && c["message"].is_string(), "{c}");
            }
        }
        let diffs = v["differences"].as_array().expect("differences");
        assert!(!diffs.is_empty(), "{name}: the example shows a difference");
        for d in diffs {
            let rule: RuleId = d["rule"]
                .as_str()
                .expect("rule")
                .parse()
                .expect("a rule id");
            let a: RulesetId = d["a"].as_str().expect("a").parse().expect("a ruleset");
            let b: RulesetId = d["b"].as_str().expect("b").parse().expect("a ruleset");
            assert!(
                a.ruleset().rule(rule).is_some() || b.ruleset().rule(rule).is_some(),
                "{name}: {d}"
            );
            assert_eq!(
                d["a_provenance"].is_null(),
                a.ruleset().rule(rule).is_none()
            );
            assert_ne!(d["a_legal"].as_bool(), None);
        }
    }
}

#[test]
fn the_checkpoint_example_names_checkpoint_26() {
    let v: Value = serde_json::from_str(&compare(&[
        "--board",
        "......................xx.....o",
        "--to-move",
        "x",
        "--throw",
        "3",
        "--rules",
        "kendall,skiryuk",
        "--format",
        "json",
    ]))
    .expect("JSON");
    let d = v["differences"]
        .as_array()
        .expect("differences")
        .iter()
        .find(|d| d["from"] == 24)
        .expect("24 differs");
    assert_eq!(d["rule"], "checkpoint-26");
    assert_eq!(d["a_legal"], false);
    assert_eq!(d["b_legal"], true);
    let race = compare(&[
        "--board",
        "......................xx.....o",
        "--to-move",
        "x",
        "--throw",
        "3",
        "--rules",
        "race",
    ]);
    assert!(race.contains("cannot hold"), "{race}");
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    let cases: [&[&str]; 6] = [
        &["--board", "xx", "--to-move", "x", "--throw", "3"],
        &[
            "--board",
            "......................xx.....o",
            "--to-move",
            "z",
            "--throw",
            "3",
        ],
        &[
            "--board",
            "......................xx.....o",
            "--to-move",
            "x",
            "--throw",
            "6",
        ],
        &[
            "--board",
            "......................xx.....o",
            "--to-move",
            "x",
            "--throw",
            "3",
            "--rules",
            "kendall,nope",
        ],
        &[
            "--board",
            "......................xx.....o",
            "--to-move",
            "x",
            "--throw",
            "3",
            "--rules",
            "kendall,kendall",
        ],
        &[
            "--board",
            "......................xx.....o",
            "--to-move",
            "x",
            "--throw",
            "3",
            "--format",
            "yaml",
        ],
    ];
    for args in cases {
        let out = senet().arg("compare").args(args).output().expect("runs");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty());
        let err = String::from_utf8(out.stderr).expect("utf-8");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

/// The lesson kind `compare`: `lesson check` recomputes which rulesets let
/// the piece move, and refuses a wrong expectation naming the right one.
#[test]
fn lesson_kind_compare_is_checked_by_the_engine() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = senet()
        .args(["lesson", "new", "cmp", "--rules", "kendall", "--dir"])
        .arg(dir.path())
        .output()
        .expect("runs");
    assert!(out.status.success());
    let path = dir.path().join("cmp.yaml");
    let base = std::fs::read_to_string(&path).expect("written");
    let step = |expect: &str| {
        format!(
            "{base}  - board: \"......................xx.....o\"\n    throw: 3\n    question:\n      kind: compare\n      piece: 24\n      rule: checkpoint-26\n      expect: {expect}\n"
        )
    };
    std::fs::write(&path, step("[skiryuk, skiryuk-14]")).expect("write");
    let ok = senet()
        .args(["lesson", "check"])
        .arg(&path)
        .output()
        .expect("runs");
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    std::fs::write(&path, step("[kendall]")).expect("write");
    let bad = senet()
        .args(["lesson", "check"])
        .arg(&path)
        .output()
        .expect("runs");
    assert_eq!(bad.status.code(), Some(1));
    let err = String::from_utf8(bad.stderr).expect("utf-8");
    assert!(err.contains("[skiryuk, skiryuk-14]"), "{err}");
}

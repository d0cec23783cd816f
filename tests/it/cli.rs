//! Integration tests that run the real `senet` binary.

use crate::common::senet;

use serde_json::Value;

/// Runs `senet legal` and returns stdout, asserting success.
fn legal(args: &[&str]) -> String {
    let out = senet().arg("legal").args(args).output().expect("runs");
    assert!(
        out.status.success(),
        "senet legal {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

/// Runs `senet legal` expecting bad input: exit 2 and one line on stderr.
fn legal_rejects(args: &[&str]) -> String {
    let out = senet().arg("legal").args(args).output().expect("runs");
    assert_eq!(out.status.code(), Some(2), "senet legal {args:?}");
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8(out.stderr).expect("utf-8");
    assert_eq!(stderr.lines().count(), 1, "one-line message: {stderr}");
    stderr
}

fn json(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.extend(["--format", "json"]);
    serde_json::from_str(&legal(&all)).expect("valid JSON")
}

#[test]
fn json_has_the_interface_shape() {
    let v = json(&[
        "--rules",
        "kendall",
        "--board",
        "......................xx.....o",
        "--to-move",
        "x",
        "--throw",
        "3",
    ]);
    assert_eq!(v["rules"], "kendall");
    assert_eq!(v["to_move"], "x");
    assert_eq!(v["throw"], 3);
    assert_eq!(v["pass"], false);
    assert!(v.get("house").is_none());
    let moves = v["moves"].as_array().expect("moves");
    assert_eq!(moves.len(), 1);
    let m = &moves[0];
    for key in [
        "from",
        "to",
        "direction",
        "board",
        "exchange",
        "water",
        "throw_again",
        "house_throw",
    ] {
        assert!(m.get(key).is_some(), "move lacks {key}");
    }
    assert_eq!(m["from"], 23);
    assert_eq!(m["to"], 26);
    assert_eq!(m["direction"], "forward");
    assert_eq!(m["board"], ".......................x.x...o");
    assert_eq!(m["exchange"], Value::Null);
    assert_eq!(m["house_throw"], Value::Null);
    let blocked = v["blocked"].as_array().expect("blocked");
    assert_eq!(blocked.len(), 1);
    assert_eq!(blocked[0]["from"], 24);
    assert_eq!(blocked[0]["to"], 27);
    assert_eq!(blocked[0]["reason"], "checkpoint-26");
    assert_eq!(blocked[0]["reasons"], serde_json::json!(["checkpoint-26"]));
    assert!(blocked[0].get("backward_reason").is_none());
    assert!(blocked[0].get("backward_reasons").is_none());
}

#[test]
fn json_reports_exchange_water_and_extra_throw() {
    // Water from 26 with 15 taken goes to 14; a 1 earns a throw.
    let v = json(&[
        "--rules",
        "kendall",
        "--board",
        "..............o..........x....",
        "--to-move",
        "x",
        "--throw",
        "1",
    ]);
    let m = &v["moves"][0];
    assert_eq!(m["from"], 26);
    assert_eq!(m["to"], 14);
    assert_eq!(m["water"], true);
    assert_eq!(m["throw_again"], true);
    let v = json(&[
        "--rules",
        "kendall",
        "--board",
        ".....x.o......................",
        "--to-move",
        "x",
        "--throw",
        "2",
    ]);
    let m = &v["moves"][0];
    assert_eq!(m["exchange"]["square"], 8);
    assert_eq!(m["exchange"]["sent_to"], 6);
    assert_eq!(m["throw_again"], false);
}

#[test]
fn json_pass_and_backward_reason() {
    let v = json(&[
        "--rules",
        "games-room",
        "--board",
        "x.ooo.........................",
        "--to-move",
        "x",
        "--throw",
        "3",
    ]);
    assert_eq!(v["pass"], true);
    assert_eq!(v["moves"].as_array().map(Vec::len), Some(0));
    assert_eq!(v["blocked"][0]["reason"], "blocked-path");
    assert_eq!(v["blocked"][0]["backward_reason"], "below-start");
    // 1 -> 4 passes the wall 3-5 and lands inside it: both hold.
    assert_eq!(
        v["blocked"][0]["reasons"],
        serde_json::json!(["blocked-path", "guarded"])
    );
    assert_eq!(
        v["blocked"][0]["backward_reasons"],
        serde_json::json!(["below-start"])
    );
}

#[test]
fn json_house_throw() {
    let v = json(&[
        "--rules",
        "skiryuk",
        "--board",
        "..........................x...",
        "--to-move",
        "x",
        "--throw",
        "4",
        "--house",
        "27",
    ]);
    assert_eq!(v["house"], 27);
    assert_eq!(v["blocked"].as_array().map(Vec::len), Some(0));
    let moves = v["moves"].as_array().expect("moves");
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0]["to"], 31);
    assert_eq!(moves[0]["direction"], "house");
}

#[test]
fn bad_input_exits_2_with_one_line() {
    let base = |board: &'static str, throw: &'static str| {
        vec![
            "--rules",
            "kendall",
            "--board",
            board,
            "--to-move",
            "x",
            "--throw",
            throw,
        ]
    };
    let msg = legal_rejects(&base("xoxoxoxoxo...................", "3"));
    assert!(msg.contains("29"), "{msg}");
    let msg = legal_rejects(&base("xoxoxoxoxo..........?.........", "3"));
    assert!(msg.contains("21"), "names the position: {msg}");
    for throw in ["0", "6", "-1", "three", ""] {
        let msg = legal_rejects(&base("xoxoxoxoxo....................", throw));
        assert!(msg.contains("1") && msg.contains("5"), "{msg}");
    }
    let msg = legal_rejects(&[
        "--rules",
        "senet",
        "--board",
        "xoxoxoxoxo....................",
        "--to-move",
        "x",
        "--throw",
        "3",
    ]);
    assert!(msg.contains("senet"), "{msg}");
    legal_rejects(&[
        "--rules",
        "kendall",
        "--board",
        "xoxoxoxoxo....................",
        "--to-move",
        "z",
        "--throw",
        "3",
    ]);
    legal_rejects(&[
        "--rules",
        "kendall",
        "--board",
        "xoxoxoxoxo....................",
        "--to-move",
        "x",
        "--throw",
        "3",
        "--format",
        "xml",
    ]);
}

#[test]
fn house_option_is_checked() {
    let board = "..........................x...";
    let with_house = |rules: &'static str, square: &'static str| {
        vec![
            "--rules",
            rules,
            "--board",
            board,
            "--to-move",
            "x",
            "--throw",
            "2",
            "--house",
            square,
        ]
    };
    let msg = legal_rejects(&with_house("skiryuk", "28"));
    assert!(msg.contains("28"), "no piece on 28: {msg}");
    legal_rejects(&with_house("kendall", "26"));
    legal_rejects(&with_house("skiryuk", "30"));
    legal_rejects(&with_house("skiryuk", "25"));
    legal_rejects(&with_house("skiryuk", "x"));
    let msg = legal_rejects(&[
        "--rules",
        "skiryuk",
        "--board",
        board,
        "--to-move",
        "o",
        "--throw",
        "2",
        "--house",
        "26",
    ]);
    assert!(msg.contains("26"), "{msg}");
}

#[test]
fn errors_are_localized() {
    let out = senet()
        .args([
            "legal",
            "--rules",
            "senet",
            "--board",
            "x",
            "--to-move",
            "x",
            "--throw",
            "3",
            "--lang",
            "es",
        ])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    let english = senet()
        .args([
            "legal",
            "--rules",
            "senet",
            "--board",
            "x",
            "--to-move",
            "x",
            "--throw",
            "3",
        ])
        .output()
        .expect("runs");
    assert_ne!(
        stderr,
        String::from_utf8_lossy(&english.stderr),
        "Spanish differs from English"
    );
    let out = senet()
        .args(["rules", "--lang", "fr"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("fr"));
}

#[test]
fn rules_command_lists_and_prints_with_provenance() {
    let out = senet().args(["rules", "--list"]).output().expect("runs");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for name in [
        "kendall",
        "games-room",
        "arcade",
        "skiryuk",
        "skiryuk-14",
        "race",
    ] {
        assert!(text.contains(name), "{name} listed");
    }
    let out = senet().args(["rules", "kendall"]).output().expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("[source]") && text.contains("[choice]"),
        "{text}"
    );
    let out = senet().args(["rules", "nope"]).output().expect("runs");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn help_is_localized() {
    let en = senet().args(["legal", "--help"]).output().expect("runs");
    let es = senet()
        .args(["legal", "--help", "--lang", "es"])
        .output()
        .expect("runs");
    assert!(en.status.success() && es.status.success());
    assert_ne!(en.stdout, es.stdout);
}

#[test]
fn play_help_offers_the_tutor_in_both_languages() {
    let en = senet().args(["play", "--help"]).output().expect("runs");
    let es = senet()
        .args(["play", "--help", "--lang", "es"])
        .output()
        .expect("runs");
    assert!(en.status.success() && es.status.success());
    let en = String::from_utf8_lossy(&en.stdout);
    let es = String::from_utf8_lossy(&es.stdout);
    assert!(en.contains("--tutor") && en.contains("Tutor mode"), "{en}");
    assert!(es.contains("--tutor") && es.contains("Modo tutor"), "{es}");
    // The flag is accepted (the bad level is reported before any terminal is needed).
    let out = senet()
        .args(["play", "--tutor", "--level", "9"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("level"));
}

#[test]
fn welcome_without_a_command() {
    let out = senet().output().expect("runs");
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("senet rules"));
}

/// The sources' worked examples, explained in English and Spanish.
mod explanations {
    use super::legal;

    fn both(name: &str, args: &[&str]) {
        for lang in ["en", "es"] {
            let mut all = args.to_vec();
            all.extend(["--lang", lang]);
            let text = legal(&all);
            insta::assert_snapshot!(
                format!("{name}_{lang}"),
                text,
                &format!("senet legal {}", args.join(" "))
            );
        }
    }

    #[test]
    fn kendall_24_plus_3_must_stop_on_26() {
        both(
            "kendall_checkpoint",
            &[
                "--rules",
                "kendall",
                "--board",
                "..........o...x.......xx.....o",
                "--to-move",
                "x",
                "--throw",
                "3",
            ],
        );
    }

    #[test]
    fn kendall_isolated_piece_versus_block() {
        both(
            "kendall_isolated_vs_block",
            &[
                "--rules",
                "kendall",
                "--board",
                "....x..o..x.oo................",
                "--to-move",
                "x",
                "--throw",
                "3",
            ],
        );
    }

    #[test]
    fn kendall_block_around_the_10_11_turn() {
        both(
            "kendall_block_turn",
            &[
                "--rules",
                "kendall",
                "--board",
                ".......x.oo...................",
                "--to-move",
                "x",
                "--throw",
                "4",
            ],
        );
    }

    #[test]
    fn kendall_water_with_15_taken_and_oversized_exit() {
        both(
            "kendall_water_exit",
            &[
                "--rules",
                "kendall",
                "--board",
                "..............o..........x.x.o",
                "--to-move",
                "x",
                "--throw",
                "1",
            ],
        );
        both(
            "kendall_oversized_exit",
            &[
                "--rules",
                "kendall",
                "--board",
                "...........................x.o",
                "--to-move",
                "x",
                "--throw",
                "5",
            ],
        );
    }

    #[test]
    fn kendall_bonus_value_without_a_move_is_lost() {
        both(
            "kendall_bonus_pass",
            &[
                "--rules",
                "kendall",
                "--board",
                ".......................x.....o",
                "--to-move",
                "x",
                "--throw",
                "4",
            ],
        );
    }

    #[test]
    fn arcade_15_is_not_safe_and_the_last_row_waits() {
        both(
            "arcade_15_last_row",
            &[
                "--rules",
                "arcade",
                "--board",
                "............x.o............x..",
                "--to-move",
                "x",
                "--throw",
                "2",
            ],
        );
    }

    #[test]
    fn games_room_backward_fallback() {
        both(
            "games_room_backward",
            &[
                "--rules",
                "games-room",
                "--board",
                "...........xooo............x.o",
                "--to-move",
                "x",
                "--throw",
                "5",
            ],
        );
    }

    #[test]
    fn skiryuk_middle_of_run_and_house_throw() {
        both(
            "skiryuk_run",
            &[
                "--rules",
                "skiryuk",
                "--board",
                "....x.ooo.x.......x...........",
                "--to-move",
                "x",
                "--throw",
                "3",
            ],
        );
        both(
            "skiryuk_house_27",
            &[
                "--rules",
                "skiryuk",
                "--board",
                "..............o...........x...",
                "--to-move",
                "x",
                "--throw",
                "2",
                "--house",
                "27",
            ],
        );
    }

    #[test]
    fn race_overshoot() {
        both(
            "race_overshoot",
            &[
                "--rules",
                "race",
                "--board",
                "............................x.",
                "--to-move",
                "x",
                "--throw",
                "3",
            ],
        );
    }
}

/// The rules texts, with their provenance marks, in both languages.
mod rule_texts {
    use super::senet;

    fn rules(args: &[&str]) -> String {
        let out = senet().arg("rules").args(args).output().expect("runs");
        assert!(out.status.success());
        String::from_utf8(out.stdout).expect("utf-8")
    }

    #[test]
    fn every_ruleset_in_both_languages() {
        for name in [
            "kendall",
            "games-room",
            "arcade",
            "skiryuk",
            "skiryuk-14",
            "race",
        ] {
            for lang in ["en", "es"] {
                insta::assert_snapshot!(
                    format!("rules_{name}_{lang}"),
                    rules(&[name, "--lang", lang])
                );
            }
        }
    }

    #[test]
    fn the_list_in_both_languages() {
        for lang in ["en", "es"] {
            insta::assert_snapshot!(
                format!("rules_list_{lang}"),
                rules(&["--list", "--lang", lang])
            );
        }
    }
}

#[test]
fn house_odds_are_exact_fractions_in_both_languages() {
    for lang in ["en", "es"] {
        let out = senet()
            .args([
                "odds", "--rules", "skiryuk", "--square", "27", "--within", "3", "--lang", lang,
            ])
            .output()
            .expect("runs");
        assert!(out.status.success());
        insta::assert_snapshot!(
            format!("odds_skiryuk_27_{lang}"),
            String::from_utf8_lossy(&out.stdout)
        );
    }
    let out = senet()
        .args(["odds", "--square", "25"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let out = senet()
        .args(["odds", "--within", "0"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn long_odds_stay_true_and_race_has_no_houses() {
    // Kendall 26 within 20 throws: denominators beyond 64 bits once were
    // cut down to "100%". The chance is below certainty and grows.
    let out = senet()
        .args(["odds", "--rules", "kendall", "--within", "20"])
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    let last = text.lines().last().unwrap_or_default();
    assert!(last.starts_with("within 20 throws: 94.9%"), "{text}");
    assert!(!text.contains("100"), "{text}");
    // Long fractions are left out; short ones are kept.
    assert!(text.contains("within 1 throw: 6.2% (1/16)"), "{text}");
    assert!(!last.contains('/'), "{last}");
    let out = senet()
        .args(["odds", "--rules", "race", "--within", "2"])
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(!text.contains("House"), "{text}");
    assert!(text.contains("reached 30"), "{text}");
}

mod duel {
    use super::*;

    fn duel(args: &[&str]) -> std::process::Output {
        senet().arg("duel").args(args).output().expect("runs")
    }

    #[test]
    fn json_counts_every_game() {
        let out = duel(&[
            "--rules", "race", "--a", "random", "--b", "1", "--games", "6", "--seed", "4",
            "--format", "json",
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v: Value = serde_json::from_slice(&out.stdout).expect("valid JSON");
        assert_eq!(v["games"], 6);
        let sum = v["a_wins"].as_u64().unwrap_or(0)
            + v["b_wins"].as_u64().unwrap_or(0)
            + v["draws"].as_u64().unwrap_or(0);
        assert_eq!(sum, 6);
        assert!(v["a_score_low"].as_f64() <= v["a_score"].as_f64());
        assert!(out.stderr.is_empty(), "no progress bar without a terminal");
    }

    #[test]
    fn text_in_both_languages_and_the_same_games_for_a_seed() {
        let args = [
            "--rules", "kendall", "--a", "1", "--b", "random", "--games", "2", "--seed", "9",
        ];
        let en = duel(&args);
        assert!(en.status.success());
        let en = String::from_utf8(en.stdout).expect("utf-8");
        assert!(en.contains("95% interval"), "{en}");
        let mut es_args = args.to_vec();
        es_args.extend(["--lang", "es"]);
        let es = String::from_utf8(duel(&es_args).stdout).expect("utf-8");
        assert!(es.contains("intervalo del 95"), "{es}");
        let again = String::from_utf8(duel(&args).stdout).expect("utf-8");
        assert_eq!(en, again);
    }

    #[test]
    fn bad_input_exits_2_with_one_line() {
        for args in [
            &["--a", "5"][..],
            &["--b", "expert"],
            &["--games", "0"],
            &["--games", "many"],
            &["--seed", "-1"],
            &["--rules", "chess"],
            &["--format", "yaml"],
            &["--jobs", "0"],
        ] {
            let out = duel(args);
            assert_eq!(out.status.code(), Some(2), "{args:?}");
            assert!(out.stdout.is_empty());
            let stderr = String::from_utf8(out.stderr).expect("utf-8");
            assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        }
        let out = duel(&["--a", "7", "--lang", "es"]);
        let stderr = String::from_utf8(out.stderr).expect("utf-8");
        assert!(stderr.contains("el nivel tiene que ser"), "{stderr}");
    }

    /// The research lab's evaluations are not the learner's program's: the
    /// first weights play only in the lab (`lab/src/bin/duel_weights.rs`),
    /// and `--a-weights` / `--b-weights` are refused like any unknown option.
    #[test]
    fn the_lab_weights_are_not_a_choice_of_duel() {
        for flag in ["--a-weights", "--b-weights"] {
            let out = duel(&[flag, "legacy", "--games", "1"]);
            assert_eq!(out.status.code(), Some(2), "{flag}");
            assert!(out.stdout.is_empty(), "{flag}");
            let stderr = String::from_utf8(out.stderr).expect("utf-8");
            assert!(stderr.contains(flag), "{flag}: {stderr}");
        }
        let help = duel(&["--help"]);
        let help = String::from_utf8(help.stdout).expect("utf-8");
        assert!(
            help.contains("--from") && !help.contains("weights"),
            "{help}"
        );
    }
}

/// `replay analyze` measures a decision the search is unsure of: Black's
/// last three pieces against White's five at the start (games-room), every
/// option winning almost surely, so they lie within the search's measured
/// error of each other; the playouts end quickly. Not kendall: its endings
/// network tells these options apart.
#[test]
fn replay_analyze_marks_a_measured_decision_as_measured() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("sure-win.yaml");
    std::fs::write(
        &path,
        "senet-replay: 1\nrules: games-room\nplayers: {x: \"Ana\", o: \"Ben\"}\nstart: \"ooooo......................xx.\"\nturns:\n  - {throw: 2, from: 29}\nresult: {winner: null, by: unfinished}\n",
    )
    .expect("write");
    let run = |extra: &[&str]| -> String {
        let out = senet()
            .args(["replay", "analyze", "--level", "1"])
            .args(extra)
            .arg(&path)
            .output()
            .expect("runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).expect("utf-8")
    };
    let json = |measure: &str| -> Value {
        serde_json::from_str(&run(&["--measure", measure, "--format", "json"])).expect("json")
    };
    let v = json("20");
    let d = &v["decisions"][0];
    assert_eq!(d["measured"], true, "{v}");
    assert_eq!(d["playouts"], 20, "{v}");
    assert!(
        d.get("loss_low").is_some() && d.get("loss_high").is_some(),
        "{v}"
    );
    assert_eq!(v["measure"]["playouts"], 20, "{v}");
    let options = d["options"].as_array().expect("options");
    assert!(options.len() >= 2, "{v}");
    for o in options {
        let basis = o["basis"].as_str().unwrap_or("");
        assert!(basis == "measured" || basis == "exact", "{o}");
        assert_eq!(
            basis == "measured",
            o.get("win_chance_low").is_some(),
            "{o}"
        );
    }
    // Never measured: estimates, with the measured error to hold them to.
    let plain = json("0");
    let d = &plain["decisions"][0];
    assert_eq!(d["measured"], false, "{plain}");
    assert!(d.get("playouts").is_none() && d.get("loss_low").is_none());
    // At the top the largest error over games-room's phases (the opening);
    // each decision carries its own phase's.
    assert_eq!(plain["estimate_error"], 0.019, "games-room's");
    let games_room = [0.019, 0.011, 0.012, 0.017];
    let own = d["estimate_error"].as_f64().unwrap_or(-1.0);
    assert!(games_room.contains(&own), "{plain}");
    assert!(plain.get("measure").is_none());
    for o in d["options"].as_array().expect("options") {
        assert_eq!(o["basis"], "estimated", "{o}");
    }
    // The text says which numbers are which, in both languages.
    let text = run(&["--measure", "20"]);
    assert!(
        text.contains("; measured by 20 playouts per option)"),
        "{text}"
    );
    assert!(
        text.contains("One decision whose chances the search could only estimate"),
        "{text}"
    );
    let estimated = run(&["--measure", "0"]);
    // Games-room's network for the shown chances: 1,000 playouts per
    // option give 93% and 95% (the model alone showed 69%).
    assert!(estimated.contains("about 93% ±1.7"), "{estimated}");
    assert!(
        estimated.contains("can be off by about 1.1 to 1.9 points"),
        "{estimated}"
    );
    let es = run(&["--measure", "20", "--lang", "es"]);
    assert!(
        es.contains("cuyas probabilidades la búsqueda solo podía estimar"),
        "{es}"
    );
}

#[test]
fn replay_analyze_marks_a_fall_in_the_water_as_a_blunder() {
    let dir = tempfile::tempdir().expect("tempdir");
    let write = |from: u8| {
        let path = dir.path().join(format!("game-{from}.yaml"));
        std::fs::write(
            &path,
            format!("senet-replay: 1\nrules: kendall\nplayers: {{x: \"Ana\", o: \"Ben\"}}\nstart: \"o.o.................x....x....\"\nturns:\n  - {{throw: 1, from: {from}}}\nresult: {{winner: null, by: unfinished}}\n"),
        )
        .expect("write");
        path
    };
    for (from, mark) in [(26, "blunder"), (21, "best")] {
        let out = senet()
            .args(["replay", "analyze", "--level", "2", "--format", "json"])
            .arg(write(from))
            .output()
            .expect("runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v: Value = serde_json::from_slice(&out.stdout).expect("json");
        assert_eq!(v["decisions"][0]["mark"], mark, "{v}");
    }
    let out = senet()
        .args(["replay", "analyze", "--level", "9"])
        .arg(write(26))
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
}

/// Runs `senet --data-dir DIR endings ...` and returns stdout, asserting success.
fn endings(dir: &std::path::Path, args: &[&str]) -> String {
    let out = senet()
        .arg("--data-dir")
        .arg(dir)
        .arg("endings")
        .args(args)
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "senet endings {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

#[test]
fn endings_build_caches_a_table_and_status_lists_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = endings(dir.path(), &["build", "--rules", "race"]);
    assert!(
        out.starts_with("race, one piece a side: solved in "),
        "{out}"
    );
    let file = dir.path().join("endings").join("race-1.senet-endings");
    assert!(file.is_file());
    let again = endings(dir.path(), &["build", "--rules", "race"]);
    assert!(
        again.starts_with("race, one piece a side: already saved"),
        "{again}"
    );
    let status = endings(dir.path(), &["status"]);
    assert!(
        status.contains("race, one piece a side: saved ("),
        "{status}"
    );
    assert!(
        status.contains("kendall, 3 pieces a side: not built yet"),
        "{status}"
    );
    let es = senet()
        .args(["--lang", "es", "--data-dir"])
        .arg(dir.path())
        .args(["endings", "status"])
        .output()
        .expect("runs");
    let es = String::from_utf8(es.stdout).expect("utf-8");
    assert!(es.contains("race, una ficha por bando: guardada ("), "{es}");
}

#[test]
fn damaged_cached_tables_are_rebuilt() {
    let dir = tempfile::tempdir().expect("tempdir");
    endings(dir.path(), &["build", "--rules", "race"]);
    let file = dir.path().join("endings").join("race-1.senet-endings");
    let good = std::fs::read(&file).expect("read");
    let flipped = {
        let mut b = good.clone();
        let at = b.len() / 2;
        b[at] ^= 0x40;
        b
    };
    let mut version = good.clone();
    version[8] = version[8].wrapping_add(1);
    let cases: [(&[u8], &str); 3] = [
        (&flipped, "its checksum does not match"),
        (&good[..good.len() - 100], "the file is cut short"),
        (&version, "it was made by another version of the program"),
    ];
    for (bytes, problem) in cases {
        std::fs::write(&file, bytes).expect("damage");
        let status = endings(dir.path(), &["status"]);
        assert!(
            status.contains(&format!("race, one piece a side: damaged ({problem})")),
            "{status}"
        );
        let out = endings(dir.path(), &["build", "--rules", "race"]);
        assert!(
            out.contains(&format!(
                "the saved file was damaged ({problem}); solved again"
            )),
            "{out}"
        );
        assert_eq!(
            std::fs::read(&file).expect("read"),
            good,
            "rebuilt as before"
        );
    }
    // A table needed by a command is rebuilt on the spot, and the user is told.
    endings(
        dir.path(),
        &["build", "--rules", "kendall", "--pieces", "2"],
    );
    let file = dir.path().join("endings").join("kendall-2.senet-endings");
    let good = std::fs::read(&file).expect("read");
    let mut flipped = good.clone();
    flipped[good.len() - 10] ^= 1;
    std::fs::write(&file, &flipped).expect("damage");
    let replay = dir.path().join("ending.yaml");
    std::fs::write(
        &replay,
        "senet-replay: 1\nrules: kendall\nplayers: {x: \"Ana\", o: \"Ben\"}\nstart: \"o.o.................x....x....\"\nturns:\n  - {throw: 1, from: 21}\nresult: {winner: null, by: unfinished}\n",
    )
    .expect("write");
    let out = senet()
        .arg("--data-dir")
        .arg(dir.path())
        .args(["replay", "analyze", "--level", "2"])
        .arg(&replay)
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stderr = String::from_utf8(out.stderr).expect("utf-8");
    assert!(
        stderr.contains("the saved endgame table kendall, 2 pieces a side was damaged (its checksum does not match); it has been solved again and saved"),
        "{stderr}"
    );
    assert_eq!(
        std::fs::read(&file).expect("read"),
        good,
        "rebuilt as before"
    );
}

#[test]
fn endings_build_rejects_a_bad_size() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = senet()
        .arg("--data-dir")
        .arg(dir.path())
        .args(["endings", "build", "--pieces", "7"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).expect("utf-8");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("unknown table size \"7\""), "{stderr}");
}

#[test]
fn skiryuks_shipped_part_is_said_with_what_is_not_available() {
    // Skiryuk has no whole three-piece table: asking to build one says that
    // the part "three against at most one" is shipped and exact, and that
    // the rest is not available, in one line, and builds nothing.
    let data = tempfile::tempdir().expect("tempdir");
    for (lang, rules, words) in [
        (
            "en",
            "skiryuk",
            [
                "three pieces against at most one: shipped with the program, exact",
                "is not available",
            ],
        ),
        (
            "es",
            "skiryuk-14",
            [
                "tres fichas contra una como mucho: viene con el programa y es exacta",
                "no está disponible",
            ],
        ),
    ] {
        let out = senet()
            .args(["endings", "build", "--rules", rules, "--pieces", "3"])
            .args(["--lang", lang, "--data-dir"])
            .arg(data.path())
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(0));
        let said = String::from_utf8_lossy(&out.stdout);
        for w in words {
            assert!(said.contains(w), "{said}");
        }
        assert_eq!(said.trim_end().lines().count(), 1, "{said}");
        let status = senet()
            .args(["endings", "status", "--lang", lang, "--data-dir"])
            .arg(data.path())
            .output()
            .expect("runs");
        let listed = String::from_utf8_lossy(&status.stdout);
        assert!(listed.contains(words[0]), "{listed}");
    }
    // Nothing was built.
    assert!(
        !data.path().join("endings").exists()
            || std::fs::read_dir(data.path().join("endings"))
                .map(|d| d.count())
                .unwrap_or(0)
                == 0
    );
}

#[test]
fn rules_ids_list_every_rule_id_and_reason_code_in_both_languages() {
    for lang in ["en", "es"] {
        let out = senet()
            .args(["rules", "games-room", "--ids", "--lang", lang])
            .output()
            .expect("runs");
        assert!(out.status.success());
        let text = String::from_utf8_lossy(&out.stdout);
        for rule in senet::engine::RulesetId::GamesRoom.ruleset().rules {
            assert!(text.contains(rule.id.id()), "{lang}: {text}");
        }
        for code in ["blocked-path", "forward-exists", "below-start"] {
            assert!(text.contains(code), "{lang}: {code} in {text}");
        }
        insta::assert_snapshot!(format!("rules_ids_games_room_{lang}"), text);
    }
}

//! `senet analyze`, `senet duel --from` and `senet replay analyze --rollouts`
//! through the real binary: text in both languages, the JSON shape, and bad
//! input (exit 2, one line).

use crate::common::senet;

use serde_json::Value;

/// Kendall mid-game, Black to move with a 2: four options, none of them a
/// small ending (no exact table needed, so fast in a debug build).
const MIDDLE: &str = ".ox..oo.xo.x.....o...x..x.....";

/// Kendall, three pieces a side near the end.
const LATE: &str = ".....................xo.xo.xo.";

fn run(args: &[&str]) -> std::process::Output {
    senet().args(args).output().expect("runs")
}

fn ok(args: &[&str]) -> String {
    let out = run(args);
    assert!(
        out.status.success(),
        "senet {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

fn rejects(args: &[&str]) -> String {
    let out = run(args);
    assert_eq!(out.status.code(), Some(2), "senet {args:?}");
    assert!(out.stdout.is_empty(), "senet {args:?}");
    let stderr = String::from_utf8(out.stderr).expect("utf-8");
    assert_eq!(stderr.lines().count(), 1, "one line for {args:?}: {stderr}");
    stderr
}

fn analyze(extra: &[&str]) -> Vec<String> {
    let mut args: Vec<String> = [
        "analyze",
        "--rules",
        "kendall",
        "--board",
        MIDDLE,
        "--to-move",
        "x",
        "--throw",
        "2",
    ]
    .iter()
    .map(ToString::to_string)
    .collect();
    if !extra.contains(&"--level") {
        args.extend(["--level".to_string(), "2".to_string()]);
    }
    // Measuring this middle-game position by playouts would take minutes
    // in a debug build: `analyze_measures_an_unsure_decision` tests it.
    if !extra.contains(&"--measure") && !extra.contains(&"--rollouts") {
        args.extend(["--measure".to_string(), "0".to_string()]);
    }
    args.extend(extra.iter().map(ToString::to_string));
    args
}

fn strs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

#[test]
fn analyze_text_in_english_and_spanish() {
    let en = ok(&strs(&analyze(&[])));
    insta::assert_snapshot!("analyze_text_en", en);
    let es = ok(&strs(&analyze(&["--lang", "es"])));
    insta::assert_snapshot!("analyze_text_es", es);
}

/// Black's last two pieces, on 28 and 29, against White's five at the start
/// (games-room), to use a 2: either piece leaves or nearly so, the options
/// lie within the search's error with few pieces (3.2 points) of each
/// other, and the playouts end quickly (no table is reached). Not kendall:
/// its endings network tells such options apart.
const SURE_WIN: &str = "ooooo......................xx.";

#[test]
fn analyze_measures_an_unsure_decision() {
    let args = |extra: &[&str]| -> Vec<String> {
        let mut a: Vec<String> = [
            "analyze",
            "--rules",
            "games-room",
            "--board",
            SURE_WIN,
            "--to-move",
            "x",
            "--throw",
            "2",
            "--level",
            "1",
        ]
        .iter()
        .map(ToString::to_string)
        .collect();
        a.extend(extra.iter().map(ToString::to_string));
        a
    };
    let json = |measure: &str| -> Value {
        let out = ok(&strs(&args(&["--measure", measure, "--format", "json"])));
        serde_json::from_str(&out).expect("JSON")
    };
    let v = json("20");
    assert_eq!(v["measured"], true, "{v}");
    assert_eq!(v["method"], "rollouts");
    assert_eq!(v["rollouts"]["playouts"], 20);
    assert_eq!(v["estimate_error"], 0.0);
    let options = v["options"].as_array().expect("options");
    assert!(options.len() >= 2, "{v}");
    for o in options {
        let basis = o["basis"].as_str().unwrap_or("");
        assert!(basis == "measured" || basis == "exact", "{o}");
        assert_eq!(
            basis == "measured",
            o.get("win_chance_low").is_some(),
            "{o}"
        );
        assert!(o.get("loss_low").is_some(), "{o}");
    }
    // The same decision, never measured: estimates, marks held to the error.
    let plain = json("0");
    assert_eq!(plain["measured"], false);
    assert_eq!(plain["method"], "search");
    for o in plain["options"].as_array().expect("options") {
        assert_eq!(o["basis"], "estimated", "{o}");
        let mark = o["mark"].as_str().unwrap_or("");
        assert!(mark == "best" || mark == "inaccuracy", "{o}");
    }
    // The text says why it measured, how, and what each number is.
    let text = ok(&strs(&args(&["--measure", "20"])));
    assert!(text.contains("can only estimate here"), "{text}");
    insta::assert_snapshot!("analyze_measured_text_en", text);
    let es = ok(&strs(&args(&["--measure", "20", "--lang", "es"])));
    assert!(es.contains("aquí solo puede estimar"), "{es}");
    insta::assert_snapshot!("analyze_measured_text_es", es);
}

#[test]
fn analyze_json_lists_every_option_best_first() {
    let out = ok(&strs(&analyze(&["--format", "json"])));
    let v: Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(v["rules"], "kendall");
    assert_eq!(v["to_move"], "x");
    assert_eq!(v["throw"], 2);
    assert_eq!(v["throws_made"], 0);
    assert_eq!(v["method"], "search");
    assert_eq!(v["level"], "2");
    assert_eq!(v["pass"], false);
    assert!(v.get("rollouts").is_none() && v.get("house").is_none());
    let options = v["options"].as_array().expect("options");
    let legal: Value = serde_json::from_str(&ok(&[
        "legal",
        "--rules",
        "kendall",
        "--board",
        MIDDLE,
        "--to-move",
        "x",
        "--throw",
        "2",
        "--format",
        "json",
    ]))
    .expect("JSON");
    assert_eq!(
        options.len(),
        legal["moves"].as_array().map_or(0, Vec::len),
        "every legal move"
    );
    for o in options {
        for key in [
            "from",
            "to",
            "board",
            "win_chance",
            "exact",
            "best",
            "loss",
            "mark",
        ] {
            assert!(o.get(key).is_some(), "{key} in {o}");
        }
        assert!(
            o.get("win_chance_low").is_none(),
            "no interval without rollouts"
        );
        assert_eq!(o["exact"], false);
        assert_eq!(o["basis"], "estimated");
        let from = o["from"].as_u64().expect("from");
        let m = legal["moves"]
            .as_array()
            .and_then(|ms| ms.iter().find(|m| m["from"].as_u64() == Some(from)))
            .expect("a legal move");
        assert_eq!(o["board"], m["board"], "the board after the move");
    }
    assert_eq!(options[0]["best"], true);
    assert_eq!(options[0]["loss"], 0.0);
    assert_eq!(options[0]["mark"], "best");
    assert_eq!(v["measured"], false);
    assert_eq!(
        v["estimate_error"], 0.018,
        "kendall's measured error in the opening"
    );
    let chances: Vec<f64> = options
        .iter()
        .filter_map(|o| o["win_chance"].as_f64())
        .collect();
    assert!(chances.windows(2).all(|w| w[0] >= w[1]), "{chances:?}");
    let best = chances[0];
    for o in options {
        let loss = o["loss"].as_f64().expect("loss");
        let chance = o["win_chance"].as_f64().expect("chance");
        assert!((best - chance - loss).abs() < 1e-5, "{o}");
    }
}

#[test]
fn analyze_says_exactly_where_the_tables_decide_and_gives_intervals_with_rollouts() {
    // Black: 26 and 29; White: 30 alone: every option is a small ending.
    let exact = ok(&[
        "analyze",
        "--rules",
        "kendall",
        "--board",
        ".........................x..xo",
        "--to-move",
        "x",
        "--throw",
        "2",
    ]);
    assert!(exact.contains("exactly 33.2%"), "{exact}");
    assert!(exact.contains("exactly 32.7%"), "{exact}");
    assert!(
        exact.lines().skip(2).all(|line| !line.contains("about")),
        "{exact}"
    );
    // Three pieces a side: playouts, cut short at the tables.
    let out = ok(&[
        "analyze",
        "--rules",
        "kendall",
        "--board",
        LATE,
        "--to-move",
        "x",
        "--throw",
        "1",
        "--rollouts",
        "6",
        "--seed",
        "3",
        "--jobs",
        "2",
        "--format",
        "json",
    ]);
    let v: Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(v["method"], "rollouts");
    assert_eq!(v["rollouts"]["playouts"], 6);
    assert_eq!(v["rollouts"]["seed"], 3);
    let options = v["options"].as_array().expect("options");
    assert_eq!(options.len(), 2);
    for o in options {
        assert_eq!(o["exact"], false, "{o}");
        let (low, mid, high) = (
            o["win_chance_low"].as_f64().expect("low"),
            o["win_chance"].as_f64().expect("mean"),
            o["win_chance_high"].as_f64().expect("high"),
        );
        assert!(low <= mid && mid <= high, "{o}");
        let (loss_low, loss_high) = (
            o["loss_low"].as_f64().expect("loss_low"),
            o["loss_high"].as_f64().expect("loss_high"),
        );
        assert!(loss_low <= loss_high, "{o}");
    }
    // The same seed, one thread: the same numbers.
    let again = ok(&[
        "analyze",
        "--rules",
        "kendall",
        "--board",
        LATE,
        "--to-move",
        "x",
        "--throw",
        "1",
        "--rollouts",
        "6",
        "--seed",
        "3",
        "--jobs",
        "1",
        "--format",
        "json",
    ]);
    assert_eq!(out, again);
}

#[test]
fn analyze_rejects_bad_input_on_one_line() {
    let base = |extra: &[&str]| {
        strs(&analyze(extra))
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
    };
    for extra in [
        &["--rollouts", "1"][..],
        &["--rollouts", "many"],
        &["--rollouts", "10", "--jobs", "0"],
        &["--rollouts", "10", "--seed", "-4"],
        &["--level", "random"],
        &["--throws-made", "-1"],
        &["--format", "yaml"],
        &["--house", "27"],
    ] {
        let args = base(extra);
        rejects(&strs(&args));
    }
    // The position is checked as senet legal checks it: the same messages.
    let bad_board = rejects(&[
        "analyze",
        "--rules",
        "kendall",
        "--board",
        "xo",
        "--to-move",
        "x",
        "--throw",
        "2",
    ]);
    let legal = rejects(&[
        "legal",
        "--rules",
        "kendall",
        "--board",
        "xo",
        "--to-move",
        "x",
        "--throw",
        "2",
    ]);
    assert_eq!(bad_board, legal);
    for args in [
        &[
            "analyze",
            "--rules",
            "kendall",
            "--board",
            MIDDLE,
            "--to-move",
            "y",
            "--throw",
            "2",
        ][..],
        &[
            "analyze",
            "--rules",
            "kendall",
            "--board",
            MIDDLE,
            "--to-move",
            "x",
            "--throw",
            "6",
        ],
        &[
            "analyze",
            "--rules",
            "chess",
            "--board",
            MIDDLE,
            "--to-move",
            "x",
            "--throw",
            "2",
        ],
        &[
            "analyze",
            "--rules",
            "arcade",
            "--board",
            ".xoo....o.......xx..o..x...o..",
            "--to-move",
            "x",
            "--throw",
            "2",
            "--throws-made",
            "600",
        ],
    ] {
        rejects(args);
    }
    let finished = rejects(&[
        "analyze",
        "--rules",
        "kendall",
        "--board",
        "..............................",
        "--to-move",
        "x",
        "--throw",
        "2",
        "--lang",
        "es",
    ]);
    assert!(finished.contains("ya ha terminado"), "{finished}");
}

mod duel_from {
    use super::*;

    /// Kendall, two pieces a side in the middle of the board.
    const FROM: &str = "........x.o....x....o.........";

    fn duel(extra: &[&str]) -> Vec<String> {
        let mut args: Vec<String> = [
            "duel",
            "--rules",
            "kendall",
            "--a",
            "random",
            "--b",
            "random",
            "--games",
            "6",
            "--seed",
            "2",
            "--from",
            FROM,
            "--to-move",
            "o",
        ]
        .iter()
        .map(ToString::to_string)
        .collect();
        args.extend(extra.iter().map(ToString::to_string));
        args
    }

    #[test]
    fn json_counts_the_games_by_player_and_by_side() {
        let out = ok(&strs(&duel(&["--format", "json"])));
        let v: Value = serde_json::from_str(&out).expect("JSON");
        for key in [
            "rules",
            "a",
            "b",
            "seed",
            "games",
            "a_wins",
            "b_wins",
            "draws",
            "average_throws",
            "a_score",
            "a_score_low",
            "a_score_high",
            "x_wins",
            "o_wins",
            "seconds",
        ] {
            assert!(v.get(key).is_some(), "{key} in {v}");
        }
        assert_eq!(v["from"], FROM);
        assert_eq!(v["to_move"], "o");
        assert_eq!(v["throws_made"], 0);
        let n = |k: &str| v[k].as_u64().unwrap_or(u64::MAX);
        assert_eq!(n("games"), 6);
        assert_eq!(n("a_wins") + n("b_wins") + n("draws"), 6);
        assert_eq!(n("x_wins") + n("o_wins") + n("draws"), 6);
        // From the start, the same command keeps its old fields and gains the new ones.
        let start: Value = serde_json::from_str(&ok(&[
            "duel", "--rules", "race", "--a", "random", "--b", "random", "--games", "4",
            "--format", "json",
        ]))
        .expect("JSON");
        assert!(start.get("from").is_none());
        assert_eq!(
            start["x_wins"].as_u64().unwrap_or(9)
                + start["o_wins"].as_u64().unwrap_or(9)
                + start["draws"].as_u64().unwrap_or(9),
            4
        );
    }

    #[test]
    fn only_independent_games_are_counted() {
        let json = |a: &str, b: &str| -> Value {
            let mut args = duel(&["--format", "json"]);
            args[4] = a.to_string();
            args[6] = b.to_string();
            args[8] = "7".to_string();
            serde_json::from_str(&ok(&strs(&args))).expect("JSON")
        };
        // Equal players: every game has throws of its own, all count.
        let equal = json("1", "1");
        assert_eq!(equal["games"], 7);
        assert_eq!(equal["independent"], 7);
        // Different players: three pairs on shared throws and a lone game.
        let different = json("1", "random");
        assert_eq!(different["independent"], 4);
        for v in [&equal, &different] {
            let f = |k: &str| v[k].as_f64().unwrap_or(f64::NAN);
            assert!(
                f("x_score_low") <= f("x_score") && f("x_score") <= f("x_score_high"),
                "{v}"
            );
            let x = (f("x_wins") + f("draws") / 2.0) / 7.0;
            assert!((f("x_score") - x).abs() < 1e-4, "{v}");
        }
    }

    #[test]
    fn text_in_english_and_spanish() {
        insta::assert_snapshot!("duel_from_text_en", ok(&strs(&duel(&[]))));
        insta::assert_snapshot!("duel_from_text_es", ok(&strs(&duel(&["--lang", "es"]))));
    }

    #[test]
    fn bad_input_exits_2_with_one_line() {
        let cases: [&[&str]; 6] = [
            &["duel", "--rules", "kendall", "--to-move", "x"],
            &["duel", "--rules", "kendall", "--throws-made", "3"],
            &["duel", "--rules", "kendall", "--from", FROM],
            &[
                "duel",
                "--rules",
                "kendall",
                "--from",
                "xo",
                "--to-move",
                "x",
            ],
            &[
                "duel",
                "--rules",
                "kendall",
                "--from",
                FROM,
                "--to-move",
                "z",
            ],
            &[
                "duel",
                "--rules",
                "arcade",
                "--from",
                ".xoo....o.......xx..o..x...o..",
                "--to-move",
                "x",
                "--throws-made",
                "600",
            ],
        ];
        for args in cases {
            rejects(args);
        }
        let finished = rejects(&[
            "duel",
            "--rules",
            "kendall",
            "--from",
            "..............................",
            "--to-move",
            "x",
        ]);
        assert!(finished.contains("already over"), "{finished}");
    }
}

#[test]
fn replay_analyze_with_rollouts_gives_intervals_and_exact_flags() {
    let out = ok(&[
        "replay",
        "analyze",
        "tests/fixtures/replays/rollout.yaml",
        "--level",
        "2",
        "--rollouts",
        "4",
        "--jobs",
        "2",
        "--format",
        "json",
    ]);
    let v: Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(v["rollouts"]["playouts"], 4);
    let decisions = v["decisions"].as_array().expect("decisions");
    assert!(!decisions.is_empty(), "{v}");
    let first = &decisions[0];
    assert_eq!(first["entry"], 1);
    assert!(
        first["loss_low"].as_f64() <= first["loss_high"].as_f64(),
        "{first}"
    );
    for o in first["options"].as_array().expect("options") {
        assert!(o["exact"].is_boolean(), "{o}");
        if o["exact"] == false {
            assert!(
                o["win_chance_low"].as_f64() <= o["win_chance_high"].as_f64(),
                "{o}"
            );
        }
    }
    let text = ok(&[
        "replay",
        "analyze",
        "tests/fixtures/replays/rollout.yaml",
        "--level",
        "2",
    ]);
    assert!(text.contains("about "), "estimates say so: {text}");
    rejects(&[
        "replay",
        "analyze",
        "tests/fixtures/replays/rollout.yaml",
        "--rollouts",
        "0",
    ]);
}

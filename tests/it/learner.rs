//! The learner record through the real binary: the JSON-lines quiz (shape,
//! bad lines, end of input), first-try counting equal in the quiz summary
//! and `senet progress --format json`, shuffled options, no free "Right!"
//! on a two-option retry, old progress files migrated, and the
//! simulated-learner benchmark (docs/learner.md) with its acceptance numbers.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Stdio};

use serde_json::{Value, json};

use crate::common::{TEST_DATA_HOME, senet};

const DAY: u64 = 86_400;
/// The simulated clock starts here (2026-12-01).
const START: u64 = 1_796_083_200;

/// `senet quiz --format jsonl --key` running, driven line by line.
struct Quiz {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Quiz {
    fn start(data: &std::path::Path, rules: &str, count: usize, seed: u64, now: u64) -> Quiz {
        let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin!("senet"))
            .env("LANG", "C")
            .env("LC_ALL", "C")
            .env_remove("LANGUAGE")
            .env("XDG_DATA_HOME", TEST_DATA_HOME)
            .env("SENET_NOW", now.to_string())
            .args(["--data-dir"])
            .arg(data)
            .args(["quiz", "--rules", rules, "--format", "jsonl", "--key"])
            .args(["--count", &count.to_string(), "--seed", &seed.to_string()])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("senet starts");
        let input = child.stdin.take().expect("stdin");
        let output = BufReader::new(child.stdout.take().expect("stdout"));
        Quiz {
            child,
            input,
            output,
        }
    }

    fn read(&mut self) -> Value {
        let mut line = String::new();
        self.output.read_line(&mut line).expect("a line");
        assert!(line.ends_with('\n'), "one object per line: {line:?}");
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("{e}: {line}"))
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").expect("senet reads");
        self.input.flush().expect("flush");
    }

    /// Closes standard input and reads to the end: the summary.
    fn close(mut self) -> Value {
        drop(self.input);
        let mut last = Value::Null;
        loop {
            let mut line = String::new();
            if self.output.read_line(&mut line).expect("reads") == 0 {
                break;
            }
            last = serde_json::from_str(&line).expect("json");
        }
        assert!(self.child.wait().expect("exits").success());
        last
    }
}

fn progress(data: &std::path::Path, now: u64) -> Value {
    let out = senet()
        .env("SENET_NOW", now.to_string())
        .args(["progress", "--format", "json", "--data-dir"])
        .arg(data)
        .output()
        .expect("runs");
    assert!(out.status.success());
    serde_json::from_slice(&out.stdout).expect("json")
}

/// The right answer to a question line (keys, or the value for a typed one).
fn right_answer(q: &Value) -> Value {
    let accepted = &q["accepted"][0];
    let options = q["options"].as_array().cloned().unwrap_or_default();
    if q["multi"] == true {
        let keys: Vec<Value> = accepted
            .as_array()
            .cloned()
            .unwrap_or_default()
            .iter()
            .map(|v| json!(v.to_string()))
            .collect();
        return json!(keys);
    }
    if options.is_empty() {
        return accepted.clone();
    }
    options
        .iter()
        .find(|o| {
            q["accepted"]
                .as_array()
                .is_some_and(|a| a.contains(&o["answer"]))
        })
        .map(|o| o["key"].clone())
        .expect("a right option")
}

/// A wrong answer: the option whose answer is `prefer` when wrong, else the first wrong one.
fn wrong_answer(q: &Value, prefer: &str) -> Value {
    let accepted = q["accepted"].as_array().cloned().unwrap_or_default();
    let options = q["options"].as_array().cloned().unwrap_or_default();
    if q["multi"] == true {
        // Everything marked, or nothing when everything is right.
        let all: Vec<Value> = options.iter().map(|o| o["key"].clone()).collect();
        let right = right_answer(q);
        return if json!(all) == right {
            json!([])
        } else {
            json!(all)
        };
    }
    if options.is_empty() {
        return json!(if accepted.contains(&json!(1)) { 2 } else { 1 });
    }
    let wrong: Vec<&Value> = options
        .iter()
        .filter(|o| !accepted.contains(&o["answer"]))
        .collect();
    wrong
        .iter()
        .find(|o| o["answer"] == prefer)
        .or_else(|| wrong.first())
        .map(|o| o["key"].clone())
        .expect("a wrong option")
}

#[test]
fn the_jsonl_quiz_speaks_its_shape_refuses_bad_lines_and_saves_at_the_end_of_input() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut quiz = Quiz::start(dir.path(), "kendall", 5, 3, START);
    let q = quiz.read();
    assert_eq!(q["type"], "question");
    assert_eq!(q["number"], 1);
    assert_eq!(q["rules"], "kendall");
    for field in [
        "kind", "board", "to_move", "throw", "rule", "prompt", "multi", "options", "accepted",
    ] {
        assert!(!q[field].is_null(), "{field} in {q}");
    }
    assert_eq!(q["board"].as_str().map(str::len), Some(30));
    // Bad lines: an error, then the same question again.
    for bad in ["not json", r#"{"answer": 99}"#, r#"{"reply": 1}"#, "[1]"] {
        quiz.send(bad);
        let e = quiz.read();
        assert_eq!(e["type"], "error", "{bad}: {e}");
        assert!(
            e["message"]
                .as_str()
                .is_some_and(|m| m.starts_with("Line ")),
            "{e}"
        );
        assert_eq!(quiz.read(), q, "the same question again after {bad}");
    }
    quiz.send(&json!({"answer": right_answer(&q)}).to_string());
    let f = quiz.read();
    assert_eq!(f["type"], "feedback");
    assert_eq!(
        (f["number"].clone(), f["try"].clone()),
        (json!(1), json!(1))
    );
    assert_eq!(
        (f["right"].clone(), f["retry"].clone()),
        (json!(true), json!(false))
    );
    assert!(
        f["misconception"].is_null() && f["explanation"].is_string(),
        "{f}"
    );
    let q2 = quiz.read();
    assert_eq!(q2["number"], 2);
    // A wrong first answer: a second try where the question has more than two options.
    quiz.send(&json!({"answer": wrong_answer(&q2, "legal")}).to_string());
    let f2 = quiz.read();
    assert_eq!(f2["right"], false);
    let two = q2["options"].as_array().is_some_and(|o| o.len() == 2);
    assert_eq!(f2["retry"], json!(!two), "{q2} {f2}");
    // End of input: the summary, and what was answered is saved.
    let summary = quiz.close();
    assert_eq!(summary["type"], "summary");
    assert_eq!(summary["asked"], 2);
    assert_eq!(summary["first_try_right"], 1);
    let report = progress(dir.path(), START + 60);
    let kendall = &report["rulesets"][0];
    assert_eq!(kendall["rules"], "kendall");
    assert_eq!(kendall["asked"], 2);
    assert_eq!(kendall["first_try_right"], 1);
}

#[test]
fn the_quiz_summary_and_progress_count_the_same_first_tries_per_rule() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut quiz = Quiz::start(dir.path(), "games-room", 12, 8, START);
    let mut n = 0;
    loop {
        let q = quiz.read();
        if q["type"] == "summary" {
            let report = progress(dir.path(), START + DAY);
            let rules: BTreeMap<String, (u64, u64)> = report["rulesets"][0]["rules_state"]
                .as_array()
                .expect("rules")
                .iter()
                .filter(|r| r["asked"].as_u64() > Some(0))
                .map(|r| {
                    let n = |f: &str| r[f].as_u64().unwrap_or(0);
                    (
                        r["rule"].as_str().unwrap_or("").to_string(),
                        (n("asked"), n("first_try_right")),
                    )
                })
                .collect();
            let summary: BTreeMap<String, (u64, u64)> = q["rules"]
                .as_array()
                .expect("rules")
                .iter()
                .map(|r| {
                    let n = |f: &str| r[f].as_u64().unwrap_or(0);
                    (
                        r["rule"].as_str().unwrap_or("").to_string(),
                        (n("asked"), n("first_try_right")),
                    )
                })
                .collect();
            assert_eq!(summary, rules, "the same numbers per rule");
            assert_eq!(q["asked"], 12);
            return;
        }
        assert_eq!(q["type"], "question", "{q}");
        n += 1;
        // Wrong then right on every third: a retry never counts.
        if n % 3 == 0 {
            quiz.send(&json!({"answer": wrong_answer(&q, "legal")}).to_string());
            let f = quiz.read();
            if f["retry"] == true {
                quiz.send(&json!({"answer": right_answer(&q)}).to_string());
                let f2 = quiz.read();
                assert_eq!(
                    (f2["try"].clone(), f2["right"].clone()),
                    (json!(2), json!(true))
                );
                assert!(
                    f2["explanation"].as_str().is_some_and(|e| e
                        .starts_with("Right on the second try")
                        && !e.contains("Right!")),
                    "{f2}"
                );
            }
        } else {
            quiz.send(&json!({"answer": right_answer(&q)}).to_string());
            assert_eq!(quiz.read()["right"], true);
        }
    }
}

#[test]
fn option_order_differs_between_questions_and_two_options_get_no_second_try() {
    let dir = tempfile::tempdir().expect("tempdir");
    // Kendall: where "Yes" stands among the options.
    let mut quiz = Quiz::start(dir.path(), "kendall", 12, 5, START);
    let mut places = std::collections::BTreeSet::new();
    for _ in 0..12 {
        let q = quiz.read();
        if let Some(options) = q["options"].as_array() {
            if let Some(i) = options.iter().position(|o| o["answer"] == "legal") {
                places.insert(i);
            }
        }
        quiz.send(&json!({"answer": right_answer(&q)}).to_string());
        quiz.read();
    }
    assert!(places.len() >= 3, "\"Yes\" stood at {places:?} only");
    quiz.close();
    // Race's legal questions have two options: a wrong answer ends them.
    let mut seen_two = false;
    for seed in 0..6 {
        let mut quiz = Quiz::start(dir.path(), "race", 10, seed, START);
        for _ in 0..10 {
            let q = quiz.read();
            let two = q["options"].as_array().is_some_and(|o| o.len() == 2);
            if two {
                seen_two = true;
                quiz.send(&json!({"answer": wrong_answer(&q, "")}).to_string());
                let f = quiz.read();
                assert_eq!(
                    (f["right"].clone(), f["retry"].clone()),
                    (json!(false), json!(false)),
                    "{f}"
                );
            } else {
                quiz.send(&json!({"answer": right_answer(&q)}).to_string());
                quiz.read();
            }
        }
        quiz.close();
        if seen_two {
            break;
        }
    }
    assert!(seen_two, "no two-option question in six race quizzes");
}

#[test]
fn an_old_progress_file_is_migrated_without_losing_its_counts() {
    let dir = tempfile::tempdir().expect("tempdir");
    let old = r#"{"version": 2, "completed_lessons": ["kendall-01-start"],
        "topics": {"kendall:reason:overshoot": {"right": 8, "wrong": 10, "box": 1, "due": 0, "last": 5},
                   "kendall:rule:exact-exit": {"right": 9, "wrong": 10, "box": 2, "due": 9, "last": 5}}}"#;
    std::fs::write(dir.path().join("progress.json"), old).expect("write");
    let mut quiz = Quiz::start(dir.path(), "kendall", 1, 1, START);
    let q = quiz.read();
    quiz.send(&json!({"answer": right_answer(&q)}).to_string());
    quiz.read();
    assert_eq!(quiz.read()["type"], "summary");
    quiz.close();
    let saved: Value = serde_json::from_str(
        &std::fs::read_to_string(dir.path().join("progress.json")).expect("read"),
    )
    .expect("json");
    assert_eq!(saved["version"], 3);
    assert_eq!(
        saved["topics"]["kendall:reason:overshoot"]["wrong"], 10,
        "old counts kept"
    );
    assert_eq!(saved["completed_lessons"][0], "kendall-01-start");
    let report = progress(dir.path(), START);
    assert_eq!(report["topics"][0]["right"], 8);
    assert_eq!(report["rulesets"][0]["asked"], 1);
    let text = senet()
        .env("SENET_NOW", START.to_string())
        .args(["progress", "--data-dir"])
        .arg(dir.path())
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(
        text.contains("Earlier quiz answers") && text.contains("Beyond the exit — 8 of 18 right"),
        "{text}"
    );
}

/// A simulated learner.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Profile {
    /// Always right.
    Perfect,
    /// A random option.
    Random,
    /// Right except on one rule, where it always picks the same wrong option.
    Misconception(&'static str, &'static str),
    /// Right on a rule seen within two days, else right one time in three.
    Forgetful,
}

/// What one simulated learner did.
#[derive(Debug, Default)]
struct Run {
    /// Questions until every rule was known (perfect learner).
    until_known: Option<usize>,
    /// Questions from the first miss of the misconceived rule until it was
    /// the weakest and its misconception open.
    until_flagged: Option<usize>,
    /// The longest run of one rule within a quiz.
    longest_run: usize,
    /// Questions whose stem was asked before in the same quiz.
    repeated_stems: usize,
    /// Questions asked.
    asked: usize,
    /// Right at the first try.
    right: usize,
}

/// `quizzes` quizzes of `count` questions, `gap` simulated days apart.
fn simulate(rules: &str, profile: Profile, quizzes: usize, count: usize, gap: u64) -> Run {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut run = Run::default();
    let mut last_seen: BTreeMap<String, u64> = BTreeMap::new();
    let mut first_miss: Option<usize> = None;
    let mut rng: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    for day in 0..quizzes {
        let mut now = START + day as u64 * gap * DAY;
        let mut quiz = Quiz::start(dir.path(), rules, count, day as u64 + 1, now);
        let (mut stems, mut last_rule, mut run_len) =
            (std::collections::BTreeSet::new(), String::new(), 0);
        loop {
            let q = quiz.read();
            if q["type"] == "summary" {
                break;
            }
            let rule = q["rule"].as_str().unwrap_or("").to_string();
            run_len = if rule == last_rule { run_len + 1 } else { 1 };
            run.longest_run = run.longest_run.max(run_len);
            last_rule = rule.clone();
            let stem = format!("{}:{}:{}", q["kind"], q["piece"], q["throw"]);
            if !stems.insert(stem) {
                run.repeated_stems += 1;
            }
            run.asked += 1;
            let answer = match profile {
                Profile::Perfect => right_answer(&q),
                Profile::Misconception(r, wrong) if r == rule => wrong_answer(&q, wrong),
                Profile::Misconception(..) => right_answer(&q),
                Profile::Random => {
                    let options = q["options"].as_array().cloned().unwrap_or_default();
                    if q["multi"] == true || options.is_empty() {
                        if next() % 2 == 0 {
                            right_answer(&q)
                        } else {
                            wrong_answer(&q, "")
                        }
                    } else {
                        options[(next() as usize) % options.len()]["key"].clone()
                    }
                }
                Profile::Forgetful => {
                    let fresh = last_seen.get(&rule).is_some_and(|t| now - t <= 2 * DAY);
                    if fresh || next() % 3 == 0 {
                        right_answer(&q)
                    } else {
                        wrong_answer(&q, "")
                    }
                }
            };
            quiz.send(&json!({"answer": answer}).to_string());
            let f = quiz.read();
            if f["right"] == true {
                run.right += 1;
            }
            last_seen.insert(rule.clone(), now);
            if f["retry"] == true {
                // The second try: the same answer for the misconceived rule, else right.
                let again = match profile {
                    Profile::Misconception(r, _) if r == rule => answer.clone(),
                    _ => right_answer(&q),
                };
                quiz.send(&json!({"answer": again}).to_string());
                quiz.read();
            }
            now += 60;
            if let Profile::Misconception(r, _) = profile {
                if r == rule && first_miss.is_none() {
                    first_miss = Some(run.asked);
                }
                if let (Some(miss), None) = (first_miss, run.until_flagged) {
                    let report = progress(dir.path(), now);
                    let ruleset = &report["rulesets"][0];
                    let named = ruleset["misconceptions"]
                        .as_array()
                        .is_some_and(|m| !m.is_empty());
                    if ruleset["weakest"] == r && named {
                        run.until_flagged = Some(run.asked - miss + 1);
                    }
                }
            }
        }
        quiz.close();
        if profile == Profile::Perfect && run.until_known.is_none() {
            let report = progress(dir.path(), now);
            let all_known = report["rulesets"][0]["rules_state"]
                .as_array()
                .is_some_and(|r| r.iter().all(|s| s["state"] == "known"));
            if all_known {
                run.until_known = Some(run.asked);
            }
        }
    }
    run
}

#[test]
fn a_perfect_learner_knows_every_kendall_rule_within_40_questions_over_simulated_days() {
    let run = simulate("kendall", Profile::Perfect, 4, 10, 4);
    let known = run.until_known.expect("every rule known");
    assert!(known <= 40, "{run:?}");
    assert!(run.longest_run <= 2 && run.repeated_stems == 0, "{run:?}");
}

#[test]
fn a_one_misconception_learner_is_flagged_within_15_questions_of_the_first_miss() {
    let run = simulate(
        "kendall",
        Profile::Misconception("checkpoint-26", "legal"),
        2,
        20,
        1,
    );
    let flagged = run.until_flagged.expect("flagged");
    assert!(flagged <= 15, "{run:?}");
}

#[test]
fn no_40_question_quiz_asks_one_rule_three_times_in_a_row() {
    for (rules, profile) in [
        ("kendall", Profile::Random),
        ("games-room", Profile::Forgetful),
        (
            "skiryuk",
            Profile::Misconception("exchange", "block-member"),
        ),
    ] {
        let run = simulate(rules, profile, 1, 40, 1);
        assert_eq!(run.asked, 40);
        assert!(run.longest_run <= 2, "{rules}: {run:?}");
        assert_eq!(run.repeated_stems, 0, "{rules}: {run:?}");
    }
}

/// The benchmark table of docs/learner.md:
/// `cargo test -p senet --test it learner::benchmark -- --ignored --nocapture`.
#[test]
#[ignore = "a report (about a minute): run it to refresh docs/learner.md"]
fn benchmark() {
    let misconceived = |rules: &str| match rules {
        "kendall" | "arcade" | "games-room" => Profile::Misconception("checkpoint-26", "legal"),
        "race" => Profile::Misconception("race-overshoot", "legal"),
        _ => Profile::Misconception("exchange", "legal"),
    };
    println!(
        "| ruleset | perfect: questions to all known | one misconception: questions to flagged | longest run (all profiles) | repeated stems | random: right | forgetful: right |"
    );
    println!("|---|---|---|---|---|---|---|");
    for rules in [
        "kendall",
        "games-room",
        "arcade",
        "skiryuk",
        "skiryuk-14",
        "race",
    ] {
        let perfect = simulate(rules, Profile::Perfect, 8, 10, 4);
        let mis = simulate(rules, misconceived(rules), 2, 20, 1);
        let random = simulate(rules, Profile::Random, 4, 10, 2);
        let forgetful = simulate(rules, Profile::Forgetful, 4, 10, 2);
        let runs = [&perfect, &mis, &random, &forgetful];
        let longest = runs.iter().map(|r| r.longest_run).max().unwrap_or(0);
        let repeated: usize = runs.iter().map(|r| r.repeated_stems).sum();
        let asked: usize = runs.iter().map(|r| r.asked).sum();
        let show =
            |v: Option<usize>| v.map_or_else(|| "not within the runs".into(), |n| n.to_string());
        println!(
            "| {rules} | {} | {} | {longest} | {repeated} of {asked} | {} of {} | {} of {} |",
            show(perfect.until_known),
            show(mis.until_flagged),
            random.right,
            random.asked,
            forgetful.right,
            forgetful.asked
        );
    }
}

#[test]
fn a_square_list_question_works_at_80x24() {
    if !crate::common::tmux_available("a_square_list_question_works_at_80x24") {
        return;
    }
    let data = tempfile::tempdir().expect("tempdir");
    let args = format!(
        "lesson run intro-02-reconstruction --lang en --data-dir {}",
        data.path().display()
    );
    let tmux = crate::common::Tmux::start_sized("squares", &args, 80, 24);
    tmux.wait_for("of 14");
    for key in [
        "Enter", "Enter", "Enter", "Enter", "Enter", "1", "Enter", "Enter", "Enter",
    ] {
        tmux.send(&[key]);
        std::thread::sleep(std::time::Duration::from_millis(150));
    }
    tmux.wait_for("Which squares do Black's five pieces start on?");
    // Down to 13 and mark it: the marked square stays in view.
    tmux.send(&["Down"; 12]);
    tmux.send(&["Space"]);
    let screen = tmux.wait_for("[x] 13");
    assert!(screen.contains("Space marks or unmarks"), "{screen}");
    // Unmark it, then Enter with nothing marked: said above the squares.
    tmux.send(&["Space"]);
    tmux.wait_for("[ ] 13");
    tmux.send(&["Enter"]);
    let screen = tmux.wait_for("No square is marked");
    assert!(
        screen.contains("[ ] 13"),
        "the focused square stays in view: {screen}"
    );
    // A wrong answer: the retry message is in view.
    tmux.send(&["Space", "Enter"]);
    let screen = tmux.wait_for("Not right. Try once more");
    assert!(screen.contains("[ ] 1"), "{screen}");
}

#[test]
fn a_lesson_ends_with_stars_and_offers_to_try_again() {
    if !crate::common::tmux_available("a_lesson_ends_with_stars_and_offers_to_try_again") {
        return;
    }
    let data = tempfile::tempdir().expect("tempdir");
    let tmux = crate::common::fixture_lesson_at_first_question("stars", data.path());
    // Wrong on the first question (twice), right on the other two: 2 of 3, two stars.
    tmux.send(&["1", "Enter"]);
    tmux.wait_for("Not right. Try once more");
    tmux.send(&["1", "Enter"]);
    tmux.wait_for("Not quite");
    tmux.send(&["Enter"]);
    tmux.wait_for("Type a square number");
    tmux.send(&["1", "4", "Enter"]);
    tmux.wait_for("Right!");
    tmux.send(&["Enter"]);
    tmux.wait_for("Space marks or unmarks");
    tmux.send(&["Space", "Down", "Space", "Enter"]);
    tmux.wait_for("Right!");
    tmux.send(&["Enter"]);
    let screen = tmux.wait_for("Lesson complete");
    assert!(screen.contains("★★☆"), "{screen}");
    assert!(
        screen.contains("Two stars: at least two thirds right at the first try."),
        "{screen}"
    );
    assert!(
        screen.contains("Press b to try the lesson again"),
        "{screen}"
    );
    let saved = std::fs::read_to_string(data.path().join("progress.json")).expect("saved");
    let saved: Value = serde_json::from_str(&saved).expect("json");
    assert_eq!(
        saved["learner"]["lessons"]["fixture-basics"]["stars"], 2,
        "{saved}"
    );
    assert_eq!(
        saved["learner"]["rules"]["kendall:checkpoint-26"]["first_try_right"], 0,
        "a retry never counts: {saved}"
    );
}

#[test]
fn lesson_check_verifies_a_wrong_answers_misconception_id() {
    let dir = tempfile::tempdir().expect("tempdir");
    let lesson = |id: &str, misconception: &str| {
        format!(
            "senet-lesson: 1\nid: {id}\nrules: kendall\ntitle: {{en: \"T\", es: \"T\"}}\nsteps:\n  - board: \"..........o...x.......xx.....o\"\n    to-move: x\n    throw: 3\n    question:\n      kind: legal\n      piece: 24\n      rule: checkpoint-26\n      expect: checkpoint-26\n      misconceptions:\n        - {{answer: legal, misconception: {misconception}}}\n"
        )
    };
    let good = dir.path().join("good.yaml");
    std::fs::write(&good, lesson("good", "passes-26")).expect("write");
    let out = senet()
        .args(["lesson", "check"])
        .arg(&good)
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bad = dir.path().join("bad.yaml");
    std::fs::write(&bad, lesson("bad", "passes-62")).expect("write");
    let out = senet()
        .args(["lesson", "check"])
        .arg(&bad)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("bad.yaml:15:")
            && err.contains("passes-62 is not a misconception")
            && err.contains("\"passes-26\""),
        "{err}"
    );
}

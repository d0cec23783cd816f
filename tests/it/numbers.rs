//! Numbers in the language's way in the commands' text output (ICU4X's
//! decimal formatter): a decimal comma in Spanish, thousands grouped as each
//! language groups a quantity ("2,000" and "20,000"; "2000" and "20.000"),
//! and numbers that name something (squares, lines) never grouped.

use crate::common::senet;

fn run(args: &[&str]) -> String {
    let out = senet().args(args).output().expect("runs");
    assert!(out.status.success(), "{args:?}: {out:?}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn duel_counts_in_both_languages() {
    let duel = [
        "duel", "--rules", "kendall", "--a", "random", "--b", "random",
    ];
    let games = ["--games", "2000", "--seed", "1", "--jobs", "1"];
    let en = run(&[&duel[..], &games].concat());
    let es = run(&[&duel[..], &games, &["--lang", "es"]].concat());
    assert!(en.contains("· 2,000 games ·"), "{en}");
    // Spanish groups only from five digits on.
    assert!(es.contains("· 2000 partidas ·"), "{es}");
    insta::assert_snapshot!("duel_2000_en", en);
    insta::assert_snapshot!("duel_2000_es", es);
}

#[test]
fn playouts_in_both_languages() {
    let analyze = [
        "analyze",
        "--rules",
        "race",
        "--board",
        "..........................x.o.",
        "--to-move",
        "x",
        "--throw",
        "2",
        "--rollouts",
        "20000",
    ];
    let en = run(&analyze);
    let es = run(&[&analyze[..], &["--lang", "es"]].concat());
    assert!(en.contains("from 20,000 playouts"), "{en}");
    assert!(es.contains("20.000 partidas simuladas"), "{es}");
    insta::assert_snapshot!("analyze_20000_en", en);
    insta::assert_snapshot!("analyze_20000_es", es);
}

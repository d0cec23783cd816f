//! Board pictures: `senet board --svg` and `senet replay show --svg` write
//! well-formed SVG (read back with an XML parser) with 30 cells and the
//! pieces where the board says, the same bytes every time (a text snapshot),
//! and never over an existing file.

use std::path::Path;

use crate::common::senet;

/// The pieces drawn on the board (not those borne off): (square, side letter).
fn pieces(svg: &str) -> Vec<(u8, char)> {
    let doc = roxmltree::Document::parse(svg).expect("well-formed XML");
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    let cells: Vec<u8> = doc
        .descendants()
        .filter(|n| n.attribute("class").is_some_and(|c| c.starts_with("cell")))
        .filter_map(|n| n.attribute("data-square")?.parse().ok())
        .collect();
    assert_eq!(
        cells,
        (1..=30).collect::<Vec<u8>>(),
        "30 cells in route order"
    );
    doc.descendants()
        .filter_map(|n| {
            let class = n.attribute("class")?;
            let side = class.strip_prefix("piece ")?.chars().next()?;
            let square: u8 = n.attribute("data-square")?.parse().ok()?;
            (square <= 30).then_some((square, side))
        })
        .collect()
}

fn board_svg(dir: &Path, name: &str, args: &[&str]) -> String {
    let path = dir.join(name);
    let out = senet()
        .arg("board")
        .args(args)
        .arg("--svg")
        .arg(&path)
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::read_to_string(path).expect("written")
}

#[test]
fn board_picture_is_valid_and_shows_the_board() {
    let dir = tempfile::tempdir().expect("temp dir");
    let board = "xo.x....o.....o.......xx.x...o";
    let args = [
        "--rules",
        "kendall",
        "--board",
        board,
        "--to-move",
        "x",
        "--throw",
        "3",
        "--highlight",
        "24",
        "--arrows",
        "23-26,26-off",
    ];
    let svg = board_svg(dir.path(), "a.svg", &args);
    let expected: Vec<(u8, char)> = board
        .chars()
        .enumerate()
        .filter(|(_, c)| *c != '.')
        .map(|(i, c)| (i as u8 + 1, c))
        .collect();
    let mut found = pieces(&svg);
    found.sort_unstable();
    assert_eq!(found, expected);
    let again = board_svg(dir.path(), "b.svg", &args);
    assert_eq!(svg, again, "deterministic");
    insta::assert_snapshot!("board-kendall-svg", svg);
}

#[test]
fn race_shared_square_and_skiryuk_piece_on_27() {
    let dir = tempfile::tempdir().expect("temp dir");
    let race = board_svg(
        dir.path(),
        "race.svg",
        &[
            "--rules",
            "race",
            "--board",
            ".....*........................",
            "--throw",
            "4",
        ],
    );
    assert_eq!(pieces(&race), vec![(6, 'x'), (6, 'o')]);
    let skiryuk = board_svg(
        dir.path(),
        "s.svg",
        &[
            "--rules",
            "skiryuk",
            "--board",
            "..........................x..o",
        ],
    );
    assert_eq!(pieces(&skiryuk), vec![(27, 'x'), (30, 'o')]);
}

#[test]
fn replay_entry_picture() {
    let dir = tempfile::tempdir().expect("temp dir");
    let replay = Path::new(env!("CARGO_MANIFEST_DIR")).join("replays/kendall-sample.yaml");
    let path = dir.path().join("entry.svg");
    let out = senet()
        .args(["replay", "show"])
        .arg(&replay)
        .args(["--at", "3", "--svg"])
        .arg(&path)
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let svg = std::fs::read_to_string(&path).expect("written");
    assert!(!pieces(&svg).is_empty());
    assert!(svg.contains("class=\"throw\""));
    // Never over a file: the same path again is refused.
    let out = senet()
        .args(["replay", "show"])
        .arg(&replay)
        .args(["--at", "3", "--svg"])
        .arg(&path)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn bad_picture_arguments_exit_2_in_one_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let taken = dir.path().join("taken.svg");
    std::fs::write(&taken, "mine").expect("write");
    let base = [
        "--rules",
        "kendall",
        "--board",
        "x............................o",
    ];
    let cases: [(&[&str], &Path); 4] = [
        (&["--highlight", "31"], &dir.path().join("1.svg")),
        (&["--arrows", "3-"], &dir.path().join("2.svg")),
        (&["--throw", "0"], &dir.path().join("3.svg")),
        (&[], &taken),
    ];
    for (extra, path) in cases {
        let out = senet()
            .arg("board")
            .args(base)
            .args(extra)
            .arg("--svg")
            .arg(path)
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(2), "{extra:?}");
        let err = String::from_utf8(out.stderr).expect("utf-8");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
    assert_eq!(std::fs::read_to_string(&taken).expect("kept"), "mine");
}

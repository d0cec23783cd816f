//! Unit tests of the rules engine, one module per ruleset, plus the turn
//! sequence in `game`. Every expected value is written by hand from RULES.md
//! (and the worked examples of the sources), never taken from the engine.
//!
//! Positions are written as board text (INTERFACE.md §1): square 1 first, `x`
//! the side that moves first, `o` the other, `.` empty. To keep the 30
//! characters readable the tests may split them into the three rows of the
//! route with `|` (`"1..10|11..20|21..30"`); [`text`] removes the bars and
//! checks that exactly 30 squares remain.

mod arcade;
mod game;
mod games_room;
mod kendall;
mod race;
mod skiryuk;

use super::board::Board;
use super::moves::{Analysis, Direction, Move, Refusal};
use super::reason::Reason;
use super::rules::RulesetId;
use super::side::Side;
pub(super) use super::square::{sq, tv};

pub(super) const X: Side = Side::X;
pub(super) const O: Side = Side::O;

/// The board text without the row bars; panics unless it is 30 squares long.
pub(super) fn text(rows: &str) -> String {
    let text: String = rows.chars().filter(|&c| c != '|').collect();
    assert_eq!(
        text.chars().count(),
        30,
        "test board {rows:?} is not 30 squares"
    );
    text
}

/// The board text written back in rows, as the tests spell it.
pub(super) fn rows(board: &Board) -> String {
    let text = board.to_string();
    format!("{}|{}|{}", &text[0..10], &text[10..20], &text[20..30])
}

/// A position checked against a ruleset.
pub(super) fn board(id: RulesetId, rows: &str) -> Board {
    id.ruleset()
        .parse_board(&text(rows))
        .unwrap_or_else(|e| panic!("{id}: bad test board {rows:?}: {e}"))
}

/// What `side` may do with `throw` on the position.
pub(super) fn analysis(id: RulesetId, rows: &str, side: Side, throw: u8) -> Analysis {
    crate::analyze_board(id.ruleset(), &board(id, rows), side, throw)
}

/// The legal move of the piece on `from`; panics with the refusal if there is none.
pub(super) fn legal(id: RulesetId, rows: &str, side: Side, from: u8, throw: u8) -> Move {
    let a = analysis(id, rows, side, throw);
    match a.move_from(sq(from)) {
        Some(m) => *m,
        None => panic!(
            "{id} {rows} {side} throws {throw}: expected a move from {from}, got {:?}",
            a.refusal_of(sq(from))
        ),
    }
}

/// The refusal of the piece on `from`; panics with the move if it is legal.
pub(super) fn refused(id: RulesetId, rows: &str, side: Side, from: u8, throw: u8) -> Refusal {
    let a = analysis(id, rows, side, throw);
    match a.refusal_of(sq(from)) {
        Some(r) => *r,
        None => panic!(
            "{id} {rows} {side} throws {throw}: expected {from} to be refused, got {:?}",
            a.move_from(sq(from))
        ),
    }
}

/// Asserts a refusal: the forward destination and the reason (no backward fallback).
#[track_caller]
pub(super) fn assert_refused(
    id: RulesetId,
    rows: &str,
    side: Side,
    from: u8,
    throw: u8,
    to: u8,
    reason: Reason,
) {
    let r = refused(id, rows, side, from, throw);
    assert_eq!(
        (r.to, r.reason),
        (to, reason),
        "{id} {rows} {side} {from}+{throw}"
    );
}

/// Asserts a plain forward move without exchange, water or extra effects
/// beyond the throw's own bonus, and returns it.
#[track_caller]
pub(super) fn assert_plain(
    id: RulesetId,
    rows: &str,
    side: Side,
    from: u8,
    throw: u8,
    to: u8,
    after: &str,
) -> Move {
    let m = legal(id, rows, side, from, throw);
    assert_eq!(m.to, sq(to), "{id} {rows} {side} {from}+{throw}");
    assert_eq!(m.direction, Direction::Forward);
    assert_eq!(m.exchange, None);
    assert!(!m.water);
    assert_eq!(rows_of(&m), text_rows(after));
    m
}

/// The board after a move, in rows.
pub(super) fn rows_of(m: &Move) -> String {
    rows(&m.board)
}

/// Normalises a row-barred board text (so `after` strings may be written either way).
pub(super) fn text_rows(rows_text: &str) -> String {
    let t = text(rows_text);
    format!("{}|{}|{}", &t[0..10], &t[10..20], &t[20..30])
}

/// The squares the legal moves leave from, lowest first.
pub(super) fn movers(a: &Analysis) -> Vec<u8> {
    a.moves().map(|m| m.from.number()).collect()
}

/// Every ruleset's rules agree on the common ground: 1, 4 and 5 throw again.
#[test]
fn the_common_extra_throw_values_are_1_4_and_5() {
    use super::moves::earns_throw;
    assert!(earns_throw(tv(1)) && earns_throw(tv(4)) && earns_throw(tv(5)));
    assert!(!earns_throw(tv(2)) && !earns_throw(tv(3)));
}

/// The reason table's order is the priority order the engine reports.
#[test]
fn reasons_are_listed_in_the_priority_order_of_the_rules_table() {
    let codes: Vec<&str> = Reason::ALL.iter().map(|r| r.code()).collect();
    assert_eq!(
        codes,
        [
            "overshoot",
            "below-start",
            "checkpoint-26",
            "last-row-waits",
            "house-stuck",
            "blocked-path",
            "own-piece",
            "block-member",
            "guarded",
            "safe-house",
            "forward-exists",
        ]
    );
}

/// Four blank faces score 5: there is no throw of 0 (kendall's FAQ).
#[test]
fn four_blank_sticks_score_5_and_no_throw_is_0() {
    use super::sticks::{THROWS, Throw, ThrowModel};
    assert_eq!(Throw::from_sticks(0b0000).value, tv(5));
    assert_eq!(Throw::from_sticks(0b1111).value, tv(4));
    assert_eq!(Throw::from_sticks(0b0100).value, tv(1));
    assert_eq!(ThrowModel::Sticks.ways(0), 0);
    let ways: Vec<u64> = THROWS.iter().map(|&v| ThrowModel::Sticks.ways(v)).collect();
    assert_eq!(ways, [4, 6, 4, 1, 1], "out of 16");
}

/// INTERFACE.md §1: any character other than `.`, `x`, `o` (and `*`) is an
/// error naming its position, wherever it stands, even beyond the 30th square.
#[test]
fn a_bad_character_is_named_by_position_even_beyond_the_30th_square() {
    use super::board::BoardError;
    let text = "xoxoxoxoxo....................\t";
    assert_eq!(
        text.parse::<Board>(),
        Err(BoardError::BadCharacter {
            position: 31,
            found: '\t'
        })
    );
    let text = "  xoxoxoxoxo....................é.";
    assert_eq!(
        RulesetId::Kendall.ruleset().parse_board(text),
        Err(BoardError::BadCharacter {
            position: 33,
            found: 'é'
        })
    );
    // A text of valid characters that is too long is a wrong length.
    assert_eq!(
        "xoxoxoxoxo.....................".parse::<Board>(),
        Err(BoardError::WrongLength { found: 31 })
    );
}

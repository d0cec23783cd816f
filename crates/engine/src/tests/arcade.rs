//! `arcade`: guards and blockades, 15 not safe but 26, 28, 29 and 30 safe, the
//! moves from 26, the waiting last row, and the backward fallback that never
//! moves a last-row piece.

use super::*;
use crate::Game;
use crate::RulesetId::Arcade;
use crate::{Displacement, backward_verdict};

const A: RulesetId = Arcade;

#[test]
fn the_side_on_the_odd_squares_throws_first() {
    assert_eq!(rows(&A.ruleset().start), "xoxoxoxoxo|..........|..........");
    assert_eq!(Game::new(A).to_move(), X);
    assert_eq!(A.ruleset().draw_after_throws, Some(600));
}

#[test]
fn square_15_is_not_safe_in_arcade() {
    let m = legal(A, "..........|.x..o.....|..........", X, 12, 3);
    assert_eq!(
        m.exchange,
        Some(Displacement {
            square: sq(15),
            sent_to: sq(12)
        })
    );
    assert_eq!(rows_of(&m), "..........|.o..x.....|..........");
}

#[test]
fn pieces_on_26_28_29_and_30_cannot_be_swapped() {
    assert_refused(
        A,
        "x.........|..........|...x.o....",
        X,
        24,
        2,
        26,
        Reason::SafeHouse,
    );
    let pos = "x.........|..........|.....x.o..";
    assert_refused(A, pos, X, 26, 2, 28, Reason::SafeHouse);
    let pos = "x.........|..........|.....x..o.";
    assert_refused(A, pos, X, 26, 3, 29, Reason::SafeHouse);
    let pos = "x.........|..........|.....x...o";
    assert_refused(A, pos, X, 26, 4, 30, Reason::SafeHouse);
}

#[test]
fn a_piece_with_a_neighbour_of_its_side_is_guarded() {
    let pos = "x........x|.oo.......|..........";
    assert_refused(A, pos, X, 10, 2, 12, Reason::Guarded);
    assert_refused(A, pos, X, 10, 3, 13, Reason::Guarded);
    // A pair can be passed.
    assert_plain(A, pos, X, 10, 4, 14, "x.........|.oox......|..........");
}

#[test]
fn three_in_a_row_are_a_blockade_that_cannot_be_passed() {
    let pos = "x........x|.ooo......|..........";
    assert_refused(A, pos, X, 10, 2, 12, Reason::Guarded);
    assert_refused(A, pos, X, 10, 3, 13, Reason::BlockedPath);
    assert_refused(A, pos, X, 10, 5, 15, Reason::BlockedPath);
}

#[test]
fn every_piece_must_stop_exactly_on_26() {
    let pos = "x.........|..........|...x......";
    assert_refused(A, pos, X, 24, 3, 27, Reason::Checkpoint26);
    assert_plain(A, pos, X, 24, 2, 26, "x.........|..........|.....x....");
}

#[test]
fn from_26_a_1_falls_into_the_water_2_3_4_reach_28_29_30_and_5_bears_off() {
    let pos = "o.........|..........|.....x....";
    let m = legal(A, pos, X, 26, 1);
    assert_eq!((m.to, m.water), (sq(15), true));
    assert_eq!(rows_of(&m), "o.........|....x.....|..........");
    assert_plain(A, pos, X, 26, 2, 28, "o.........|..........|.......x..");
    assert_plain(A, pos, X, 26, 3, 29, "o.........|..........|........x.");
    assert_plain(A, pos, X, 26, 4, 30, "o.........|..........|.........x");
    assert_plain(A, pos, X, 26, 5, 31, "o.........|..........|..........");
    // The water return with 15 taken: the nearest free square before it.
    let m = legal(A, "..........|...oo.....|.....x....", X, 26, 1);
    assert_eq!((m.to, m.water), (sq(13), true));
}

#[test]
fn a_piece_on_28_moves_only_by_bearing_off_with_a_3() {
    // The spare piece on 1 keeps a forward move, so no fallback.
    let pos = "x.........|..........|.......x..";
    assert_refused(A, pos, X, 28, 1, 29, Reason::LastRowWaits);
    assert_refused(A, pos, X, 28, 2, 30, Reason::LastRowWaits);
    assert_plain(A, pos, X, 28, 3, 31, "x.........|..........|..........");
    assert_refused(A, pos, X, 28, 4, 32, Reason::Overshoot);
    assert_refused(A, pos, X, 28, 5, 33, Reason::Overshoot);
}

#[test]
fn a_piece_on_29_leaves_only_with_a_2_and_on_30_only_with_a_1() {
    let pos = "x.........|..........|........x.";
    assert_refused(A, pos, X, 29, 1, 30, Reason::LastRowWaits);
    assert_plain(A, pos, X, 29, 2, 31, "x.........|..........|..........");
    assert_refused(A, pos, X, 29, 3, 32, Reason::Overshoot);
    let pos = "x.........|..........|.........x";
    assert_plain(A, pos, X, 30, 1, 31, "x.........|..........|..........");
    assert_refused(A, pos, X, 30, 2, 32, Reason::Overshoot);
}

#[test]
fn overshoot_is_reported_before_last_row_waits() {
    // 28 + 4 is both "not the 3" and "beyond the exit": the exit reason wins.
    assert_refused(
        A,
        "x.........|..........|.......x..",
        X,
        28,
        4,
        32,
        Reason::Overshoot,
    );
}

#[test]
fn last_row_pieces_never_step_back_in_the_fallback() {
    let a = analysis(A, "o.........|..........|.......xxx", X, 4);
    assert!(a.is_pass());
    assert!(a.is_backward_fallback());
    let got: Vec<_> = a
        .blocked()
        .map(|r| (r.from.number(), r.to, r.reason, r.backward_reason))
        .collect();
    assert_eq!(
        got,
        [
            (28, 32, Reason::Overshoot, Some(Reason::LastRowWaits)),
            (29, 33, Reason::Overshoot, Some(Reason::LastRowWaits)),
            (30, 34, Reason::Overshoot, Some(Reason::LastRowWaits)),
        ]
    );
    // backward_verdict agrees, whatever the throw.
    let b = board(A, "o.........|..........|.......xxx");
    assert_eq!(
        backward_verdict(A.ruleset(), &b, X, 28, 4),
        Err(Reason::LastRowWaits)
    );
}

#[test]
fn a_piece_on_26_may_step_back_in_the_fallback() {
    // 26 + 2 lands on Black's own 28, and 28 waits for its 3.
    let a = analysis(A, "o.........|..........|.....x.x..", X, 2);
    assert!(a.is_backward_fallback());
    let m = a.move_from(sq(26)).copied().expect("backward move");
    assert_eq!((m.to, m.direction), (sq(24), Direction::Backward));
    assert_eq!(rows_of(&m), "o.........|..........|...x...x..");
    let r = a.refusal_of(sq(28)).copied().expect("refused");
    assert_eq!(
        (r.to, r.reason, r.backward_reason),
        (30, Reason::LastRowWaits, Some(Reason::LastRowWaits))
    );
}

#[test]
fn holding_26_stops_the_runners_behind_it() {
    // White on 26: Black's 23 can neither land there (safe) nor jump it (checkpoint).
    let pos = "x.........|..........|..x..o....";
    assert_refused(A, pos, X, 23, 3, 26, Reason::SafeHouse);
    assert_refused(A, pos, X, 23, 4, 27, Reason::Checkpoint26);
    assert_refused(A, pos, X, 23, 5, 28, Reason::Checkpoint26);
}

#[test]
fn a_1_from_26_into_the_water_costs_eleven_squares() {
    let m = legal(A, "o.........|..........|.....x....", X, 26, 1);
    assert_eq!(26 - m.to.number(), 11);
}

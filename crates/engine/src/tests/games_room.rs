//! `games-room`: guarded pairs, walls of three, safe 15 and 26, the checkpoint,
//! water in either direction, moves inside the last row and the backward
//! fallback.

use super::*;
use crate::RulesetId::GamesRoom;
use crate::{Displacement, backward_verdict};
use crate::{Game, Pending, ThrowOutcome};

const G: RulesetId = GamesRoom;

#[test]
fn pale_cones_start_on_the_odd_squares_and_throw_first() {
    assert_eq!(rows(&G.ruleset().start), "xoxoxoxoxo|..........|..........");
    assert_eq!(Game::new(G).to_move(), X);
}

#[test]
fn a_pair_can_be_jumped_over_but_not_landed_on() {
    // White pair on 12-13; the Black piece on 1 keeps a forward move available.
    let pos = "x........x|.oo.......|..........";
    assert_refused(G, pos, X, 10, 2, 12, Reason::Guarded);
    // Passing one member and landing on the other is still just guarded: a pair is no wall.
    assert_refused(G, pos, X, 10, 3, 13, Reason::Guarded);
    assert_plain(G, pos, X, 10, 4, 14, "x.........|.oox......|..........");
    assert_plain(G, pos, X, 10, 5, 15, "x.........|.oo.x.....|..........");
}

#[test]
fn three_in_a_row_form_a_wall_that_cannot_be_passed() {
    let pos = "x........x|.ooo......|..........";
    // Landing on the first member is guarded; any move past it is blocked-path.
    assert_refused(G, pos, X, 10, 2, 12, Reason::Guarded);
    assert_refused(G, pos, X, 10, 3, 13, Reason::BlockedPath);
    assert_refused(G, pos, X, 10, 4, 14, Reason::BlockedPath);
    assert_refused(G, pos, X, 10, 5, 15, Reason::BlockedPath);
    assert_plain(G, pos, X, 10, 1, 11, "x.........|xooo......|..........");
}

#[test]
fn a_wall_holds_around_the_row_turn() {
    let pos = "x......x.o|oo........|..........";
    assert_refused(G, pos, X, 8, 5, 13, Reason::BlockedPath);
    assert_refused(G, pos, X, 8, 2, 10, Reason::Guarded);
}

#[test]
fn a_lone_piece_can_be_attacked_and_goes_to_the_attackers_square() {
    let m = legal(G, "x........x|..o.......|..........", X, 10, 3);
    assert_eq!(
        m.exchange,
        Some(Displacement {
            square: sq(13),
            sent_to: sq(10)
        })
    );
    assert_eq!(rows_of(&m), "x........o|..x.......|..........");
}

#[test]
fn pieces_resting_on_15_and_26_cannot_be_attacked() {
    assert_refused(
        G,
        "x.........|.x..o.....|..........",
        X,
        12,
        3,
        15,
        Reason::SafeHouse,
    );
    assert_refused(
        G,
        "x.........|..........|...x.o....",
        X,
        24,
        2,
        26,
        Reason::SafeHouse,
    );
}

#[test]
fn every_piece_must_land_on_26_before_going_on() {
    let pos = "x.........|..........|...x......";
    assert_refused(G, pos, X, 24, 3, 27, Reason::Checkpoint26);
    assert_refused(G, pos, X, 24, 5, 29, Reason::Checkpoint26);
    assert_plain(G, pos, X, 24, 2, 26, "x.........|..........|.....x....");
}

#[test]
fn water_27_sends_the_piece_to_15_or_the_nearest_empty_square_before_it() {
    let m = legal(G, "o.........|..........|.....x....", X, 26, 1);
    assert_eq!((m.to, m.water), (sq(15), true));
    assert_eq!(rows_of(&m), "o.........|....x.....|..........");
    let m = legal(G, "..........|....o.....|.....x....", X, 26, 1);
    assert_eq!((m.to, m.water, m.exchange), (sq(14), true, None));
    let m = legal(G, "..........|...oo.....|.....x....", X, 26, 1);
    assert_eq!(m.to, sq(13));
    assert_eq!(rows_of(&m), "..........|..xoo.....|..........");
}

#[test]
fn exits_are_exact_and_the_last_row_also_moves_by_the_throw() {
    let pos28 = "o.........|..........|.......x..";
    assert_plain(G, pos28, X, 28, 1, 29, "o.........|..........|........x.");
    assert_plain(G, pos28, X, 28, 2, 30, "o.........|..........|.........x");
    assert_plain(G, pos28, X, 28, 3, 31, "o.........|..........|..........");
    let pos29 = "o.........|..........|........x.";
    assert_plain(G, pos29, X, 29, 1, 30, "o.........|..........|.........x");
    assert_plain(G, pos29, X, 29, 2, 31, "o.........|..........|..........");
    let pos30 = "o.........|..........|.........x";
    assert_plain(G, pos30, X, 30, 1, 31, "o.........|..........|..........");
    assert_plain(
        G,
        "o.........|..........|.....x....",
        X,
        26,
        5,
        31,
        "o.........|..........|..........",
    );
    // Too large a value: overshoot (with a spare piece, so no fallback).
    let pos = "x.........|..........|.......x..";
    assert_refused(G, pos, X, 28, 4, 32, Reason::Overshoot);
    assert_refused(
        G,
        "x.........|..........|.........x",
        X,
        30,
        2,
        32,
        Reason::Overshoot,
    );
}

#[test]
fn a_lone_piece_in_the_last_row_is_not_safe() {
    // Only 15 and 26 are safe houses in this ruleset.
    let m = legal(G, "..........|..........|.......xo.", X, 28, 1);
    assert_eq!(
        m.exchange,
        Some(Displacement {
            square: sq(29),
            sent_to: sq(28)
        })
    );
}

#[test]
fn when_no_piece_can_move_forward_one_must_move_backward() {
    // Black: 2 (before a White pair 3-4) and 20 (before a White wall 21-23).
    let pos = ".xoo......|.........x|ooo.......";
    let a = analysis(G, pos, X, 2);
    assert!(a.is_backward_fallback());
    assert!(!a.is_pass());
    assert_eq!(movers(&a), [20]);
    let m = a.move_from(sq(20)).copied().expect("backward move");
    assert_eq!((m.to, m.direction), (sq(18), Direction::Backward));
    assert_eq!(rows_of(&m), ".xoo......|.......x..|ooo.......");
    // The piece on 2 cannot step back 2 squares: its entry carries both reasons.
    let r = a.refusal_of(sq(2)).copied().expect("refused");
    assert_eq!(
        (r.to, r.reason, r.backward_reason),
        (4, Reason::Guarded, Some(Reason::BelowStart))
    );
    let b = board(G, pos);
    assert_eq!(backward_verdict(G.ruleset(), &b, X, 20, 2), Ok(m));
    assert_eq!(
        backward_verdict(G.ruleset(), &b, X, 2, 2),
        Err(Reason::BelowStart)
    );
}

#[test]
fn a_backward_move_is_forward_exists_while_any_forward_move_is_legal() {
    let start = board(G, "xoxoxoxoxo|..........|..........");
    // 9 - 1 = 8 holds a lone White piece: legal but for the forward moves.
    assert_eq!(
        backward_verdict(G.ruleset(), &start, X, 9, 1),
        Err(Reason::ForwardExists)
    );
    // below-start comes first in the order of reasons.
    assert_eq!(
        backward_verdict(G.ruleset(), &start, X, 1, 2),
        Err(Reason::BelowStart)
    );
}

#[test]
fn a_backward_move_onto_a_lone_piece_swaps_them() {
    // 20 + 3 = 23 passes the wall 21-23; backward 20 - 3 = 17 attacks the lone piece.
    let pos = "..........|......o..x|ooo.......";
    let a = analysis(G, pos, X, 3);
    assert!(a.is_backward_fallback());
    let m = a.move_from(sq(20)).copied().expect("backward move");
    assert_eq!(m.to, sq(17));
    assert_eq!(
        m.exchange,
        Some(Displacement {
            square: sq(17),
            sent_to: sq(20)
        })
    );
    assert_eq!(rows_of(&m), "..........|......x..o|ooo.......");
}

#[test]
fn a_backward_move_obeys_guards_and_walls_and_otherwise_the_throw_is_lost() {
    // Backward onto a guarded pair: no move either way.
    let a = analysis(G, "..........|.....oo..x|ooo.......", X, 3);
    assert!(a.is_pass());
    assert!(a.is_backward_fallback());
    let r = a.refusal_of(sq(20)).copied().expect("refused");
    assert_eq!(
        (r.to, r.reason, r.backward_reason),
        (23, Reason::BlockedPath, Some(Reason::Guarded))
    );
    // Backward past a wall: 30 - 5 = 25 would cross the wall 24-26.
    let a = analysis(G, "..........|..........|...ooo...x", X, 5);
    assert!(a.is_pass());
    let r = a.refusal_of(sq(30)).copied().expect("refused");
    assert_eq!(
        (r.to, r.reason, r.backward_reason),
        (35, Reason::Overshoot, Some(Reason::BlockedPath))
    );
}

#[test]
fn pieces_on_26_to_30_may_step_back_in_the_fallback() {
    let a = analysis(G, "o.........|..........|.......x..", X, 4);
    assert!(a.is_backward_fallback());
    let m = a.move_from(sq(28)).copied().expect("backward move");
    assert_eq!(
        (m.to, m.direction, m.water),
        (sq(24), Direction::Backward, false)
    );
    assert!(m.throw_again, "a backward 4 earns the throw");
}

#[test]
fn a_backward_landing_on_27_is_a_water_landing_and_earns_nothing_by_itself() {
    let a = analysis(G, "o.........|..........|.........x", X, 3);
    assert!(a.is_backward_fallback());
    let m = a.move_from(sq(30)).copied().expect("backward move");
    assert_eq!(
        (m.to, m.direction, m.water),
        (sq(15), Direction::Backward, true)
    );
    assert_eq!(rows_of(&m), "o.........|....x.....|..........");
    assert!(!m.throw_again, "a 3 into the water earns no throw");
}

#[test]
fn a_backward_move_with_1_earns_the_extra_throw() {
    // 20 + 1 lands on the guarded pair 21-22: the piece must step back to 19.
    let pos = board(G, "o.........|.........x|oo........");
    let mut game = Game::from_position(crate::checked(G.ruleset(), pos, X));
    assert!(matches!(game.throw(tv(1)), Ok(ThrowOutcome::Choose(_))));
    let m = game.play(sq(20)).expect("backward move");
    assert_eq!(
        (m.to, m.direction, m.throw_again),
        (sq(19), Direction::Backward, true)
    );
    assert_eq!(
        game.pending(),
        Pending::Throw {
            side: X,
            house: None
        }
    );
    // The same step with a 2 ends the turn.
    let mut game = Game::from_position(crate::checked(G.ruleset(), pos, X));
    assert!(matches!(game.throw(tv(2)), Ok(ThrowOutcome::Choose(_))));
    let m = game.play(sq(20)).expect("backward move");
    assert_eq!((m.to, m.throw_again), (sq(18), false));
    assert_eq!(
        game.pending(),
        Pending::Throw {
            side: O,
            house: None
        }
    );
}

#[test]
fn guarded_is_reported_before_safe_house() {
    assert_refused(
        G,
        "x.........|..x.oo....|..........",
        X,
        13,
        2,
        15,
        Reason::Guarded,
    );
}

#[test]
fn a_backward_move_gets_an_earlier_reason_before_forward_exists() {
    // forward-exists is the last reason: a backward move onto one's own piece is own-piece.
    let start = board(G, "xoxoxoxoxo|..........|..........");
    assert_eq!(
        backward_verdict(G.ruleset(), &start, X, 3, 2),
        Err(Reason::OwnPiece)
    );
    // 5 - 1 = 4 holds a lone White piece: that step would be legal, so forward-exists.
    assert_eq!(
        backward_verdict(G.ruleset(), &start, X, 5, 1),
        Err(Reason::ForwardExists)
    );
    // Backward onto a guarded piece while forward moves exist: guarded.
    let pos = board(G, "x.........|.oo.x.....|..........");
    assert_eq!(
        backward_verdict(G.ruleset(), &pos, X, 15, 2),
        Err(Reason::Guarded)
    );
}

#[test]
fn backward_move_of_an_empty_square_is_no_answer() {
    let rules = GamesRoom.ruleset();
    let start = rules.start;
    assert_eq!(
        crate::backward_move(&crate::checked(rules, start, X), sq(12), tv(2)),
        None
    );
    assert_eq!(
        crate::backward_move(&crate::checked(rules, start, X), sq(2), tv(1)),
        None,
        "2 holds an o piece"
    );
    assert_eq!(
        crate::backward_move(&crate::checked(rules, start, X), sq(31), tv(1)),
        None,
        "off the board"
    );
    assert_eq!(
        crate::backward_move(&crate::checked(rules, start, X), sq(3), tv(2)),
        Some(Err(Reason::OwnPiece))
    );
}

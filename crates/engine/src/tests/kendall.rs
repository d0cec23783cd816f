//! `kendall`: blocks of two, protected 15 and 26, the checkpoint on 26, water
//! on 27 and exact exits, with the worked example and the misconceptions of
//! the Ply Yard pages.

use super::*;
use crate::RulesetId::Kendall;
use crate::{Displacement, backward_verdict};
use crate::{Game, Pending, ThrowOutcome};

const K: RulesetId = Kendall;

#[test]
fn black_starts_on_the_odd_squares_and_throws_first() {
    assert_eq!(rows(&K.ruleset().start), "xoxoxoxoxo|..........|..........");
    assert_eq!(K.ruleset().pieces, 5);
    assert_eq!(Game::new(K).to_move(), X);
}

#[test]
fn a_piece_moves_forward_by_exactly_the_throw_and_never_onto_its_own_piece() {
    let start = "xoxoxoxoxo|..........|..........";
    // With a 2, every Black piece but the one on 9 would land on its own piece.
    let a = analysis(K, start, X, 2);
    assert_eq!(movers(&a), [9]);
    for from in [1, 3, 5, 7] {
        assert_refused(K, start, X, from, 2, from + 2, Reason::OwnPiece);
    }
    // 9 + 2 = 11 passes the lone White piece on 10 (10 and 11 are consecutive squares).
    assert_plain(K, start, X, 9, 2, 11, "xoxoxoxo.o|x.........|..........");
}

#[test]
fn landing_on_an_isolated_piece_exchanges_it_to_the_movers_from_square() {
    let m = legal(K, "....x..o..|..........|..........", X, 5, 3);
    assert_eq!(m.to, sq(8));
    assert_eq!(
        m.exchange,
        Some(Displacement {
            square: sq(8),
            sent_to: sq(5)
        })
    );
    // Not removed from the game: White still has its piece, now on 5.
    assert_eq!(rows_of(&m), "....o..x..|..........|..........");
    assert!(!m.throw_again, "an exchange with a 3 earns no throw");
}

#[test]
fn an_isolated_opposing_piece_may_be_passed() {
    assert_plain(
        K,
        "....x.o...|..........|..........",
        X,
        5,
        4,
        9,
        "......o.x.|..........|..........",
    );
}

#[test]
fn two_consecutive_pieces_form_a_block_that_cannot_be_landed_on_or_passed() {
    let pos = "....x..oo.|..........|..........";
    assert_refused(K, pos, X, 5, 3, 8, Reason::BlockMember);
    // Passing the first member and landing on the second is blocked-path.
    assert_refused(K, pos, X, 5, 4, 9, Reason::BlockedPath);
    assert_refused(K, pos, X, 5, 5, 10, Reason::BlockedPath);
    // Short of the block the piece moves freely.
    assert_plain(K, pos, X, 5, 2, 7, "......xoo.|..........|..........");
    // With 3, 4 or 5 the only piece has no move: the throw is lost.
    for throw in [3, 4, 5] {
        assert!(analysis(K, pos, X, throw).is_pass());
    }
}

#[test]
fn a_block_follows_the_route_around_the_10_11_turn() {
    let pos = ".......x.o|o.........|..........";
    assert_refused(K, pos, X, 8, 2, 10, Reason::BlockMember);
    assert_refused(K, pos, X, 8, 3, 11, Reason::BlockedPath);
    assert_refused(K, pos, X, 8, 4, 12, Reason::BlockedPath);
    assert_plain(K, pos, X, 8, 1, 9, "........xo|o.........|..........");
}

#[test]
fn a_block_follows_the_route_around_the_20_21_turn() {
    let pos = "..........|.......x.o|o.........";
    assert_refused(K, pos, X, 18, 2, 20, Reason::BlockMember);
    assert_refused(K, pos, X, 18, 3, 21, Reason::BlockedPath);
    assert_refused(K, pos, X, 18, 5, 23, Reason::BlockedPath);
}

#[test]
fn pieces_on_9_and_12_are_not_consecutive_and_form_no_block() {
    // 9 and 12 are drawn next to each other across the turn, but 10 and 11 lie between.
    let pos = "......x.o.|.o........|..........";
    let m = legal(K, pos, X, 7, 2);
    assert_eq!(
        m.exchange,
        Some(Displacement {
            square: sq(9),
            sent_to: sq(7)
        })
    );
    assert_eq!(rows_of(&m), "......o.x.|.o........|..........");
    let m = legal(K, pos, X, 7, 5);
    assert_eq!(m.to, sq(12));
    assert_eq!(
        m.exchange,
        Some(Displacement {
            square: sq(12),
            sent_to: sq(7)
        })
    );
    assert_eq!(rows_of(&m), "......o.o.|.x........|..........");
    assert!(m.throw_again, "the 5 earns the throw, not the exchange");
}

#[test]
fn pieces_on_1_and_21_drawn_in_one_column_form_no_block() {
    let pos = "o.........|.........x|o.........";
    // 20 + 1 = 21: an isolated White piece (1 and 21 are not consecutive).
    let m = legal(K, pos, X, 20, 1);
    assert_eq!(
        m.exchange,
        Some(Displacement {
            square: sq(21),
            sent_to: sq(20)
        })
    );
}

#[test]
fn pieces_on_15_and_26_are_protected_from_exchange() {
    assert_refused(
        K,
        "..........|.x..o.....|..........",
        X,
        12,
        3,
        15,
        Reason::SafeHouse,
    );
    assert_refused(
        K,
        "..........|..........|..x..o....",
        X,
        23,
        3,
        26,
        Reason::SafeHouse,
    );
    // The same isolated piece one square further on can be exchanged.
    let m = legal(K, "..........|.x...o....|..........", X, 12, 4);
    assert_eq!(
        m.exchange,
        Some(Displacement {
            square: sq(16),
            sent_to: sq(12)
        })
    );
}

/// The worked example: a piece on 24 that throws 3 may not go to 27.
#[test]
fn worked_example_24_plus_3_may_not_go_to_27_without_stopping_on_26() {
    let pos = ".o........|..........|...x......";
    assert_refused(K, pos, X, 24, 3, 27, Reason::Checkpoint26);
    // No other piece: no legal move, the throw is lost.
    let a = analysis(K, pos, X, 3);
    assert!(a.is_pass());
    assert!(!a.is_backward_fallback());
    // With another piece that can use the 3, that piece must move instead.
    let pos = ".o.......x|..........|...x......";
    let a = analysis(K, pos, X, 3);
    assert_eq!(movers(&a), [10]);
    assert!(!a.is_pass());
}

/// Misconception: crossing 26 is the same as stopping there.
#[test]
fn crossing_26_does_not_count_only_landing_on_it_does() {
    let m = assert_plain(
        K,
        "..........|..........|..x.......",
        X,
        23,
        3,
        26,
        "..........|..........|.....x....",
    );
    assert_eq!(m.house_throw, None, "kendall has no house throws");
    assert_plain(
        K,
        "..........|..........|x.........",
        X,
        21,
        5,
        26,
        "..........|..........|.....x....",
    );
    assert_refused(
        K,
        "..........|..........|..x.......",
        X,
        23,
        4,
        27,
        Reason::Checkpoint26,
    );
    assert_refused(
        K,
        "..........|..........|.x........",
        X,
        22,
        5,
        27,
        Reason::Checkpoint26,
    );
    assert_refused(
        K,
        "..........|..........|....x.....",
        X,
        25,
        2,
        27,
        Reason::Checkpoint26,
    );
    assert_refused(
        K,
        "..........|..........|....x.....",
        X,
        25,
        5,
        30,
        Reason::Checkpoint26,
    );
}

#[test]
fn from_26_a_piece_enters_the_last_squares_or_leaves_with_a_5() {
    let pos = "o.........|..........|.....x....";
    assert_plain(K, pos, X, 26, 2, 28, "o.........|..........|.......x..");
    assert_plain(K, pos, X, 26, 3, 29, "o.........|..........|........x.");
    assert_plain(K, pos, X, 26, 4, 30, "o.........|..........|.........x");
    let m = assert_plain(K, pos, X, 26, 5, 31, "o.........|..........|..........");
    assert!(m.throw_again);
}

/// Even after the checkpoint, landing on 27 is a water landing.
#[test]
fn water_27_with_15_empty_returns_the_piece_to_15() {
    let m = legal(K, "o.........|..........|.....x....", X, 26, 1);
    assert_eq!(m.to, sq(15));
    assert!(m.water);
    assert_eq!(m.exchange, None);
    assert_eq!(rows_of(&m), "o.........|....x.....|..........");
    assert!(m.throw_again, "the 1 earns the throw, not the water");
}

#[test]
fn water_27_with_15_taken_goes_to_the_nearest_empty_square_below_15() {
    // 15 holds a White piece: to 14 (a choice of this project; nothing is exchanged).
    let m = legal(K, "..........|....o.....|.....x....", X, 26, 1);
    assert_eq!((m.to, m.water, m.exchange), (sq(14), true, None));
    assert_eq!(rows_of(&m), "..........|...xo.....|..........");
    // 15 and 14 taken (one of them by Black itself): to 13.
    let m = legal(K, "..........|...xo.....|.....x....", X, 26, 1);
    assert_eq!((m.to, m.water), (sq(13), true));
    assert_eq!(rows_of(&m), "..........|..xxo.....|..........");
    // 15 holds Black's own piece: to 14.
    let m = legal(K, "..........|....x.....|.....x....", X, 26, 1);
    assert_eq!(m.to, sq(14));
    assert_eq!(rows_of(&m), "..........|...xx.....|..........");
}

#[test]
fn a_piece_washed_back_to_15_must_land_on_26_again() {
    // After the water the piece stands below 26; the checkpoint is judged by position.
    let m = legal(K, "o.........|..........|.....x....", X, 26, 1);
    let washed = rows_of(&m);
    assert_eq!(washed, "o.........|....x.....|..........");
    // Walk it up to 24: it may not jump to 27 with a 3, as if it had never stopped.
    assert_refused(
        K,
        "o.........|..........|...x......",
        X,
        24,
        3,
        27,
        Reason::Checkpoint26,
    );
}

#[test]
fn exact_exits_are_26_plus_5_28_plus_3_29_plus_2_30_plus_1() {
    for (from, throw, pos) in [
        (26, 5, "o.........|..........|.....x...."),
        (28, 3, "o.........|..........|.......x.."),
        (29, 2, "o.........|..........|........x."),
        (30, 1, "o.........|..........|.........x"),
    ] {
        let m = legal(K, pos, X, from, throw);
        assert_eq!(m.to, sq(31), "{from}+{throw} leaves the board");
        assert_eq!(rows_of(&m), "o.........|..........|..........");
        assert_eq!(m.throw_again, throw != 2 && throw != 3);
    }
}

#[test]
fn an_oversized_exit_is_overshoot_with_its_arithmetic_destination() {
    assert_refused(
        K,
        "..........|..........|.......x..",
        X,
        28,
        4,
        32,
        Reason::Overshoot,
    );
    assert_refused(
        K,
        "..........|..........|.......x..",
        X,
        28,
        5,
        33,
        Reason::Overshoot,
    );
    assert_refused(
        K,
        "..........|..........|........x.",
        X,
        29,
        3,
        32,
        Reason::Overshoot,
    );
    assert_refused(
        K,
        "..........|..........|.........x",
        X,
        30,
        2,
        32,
        Reason::Overshoot,
    );
    assert_refused(
        K,
        "..........|..........|.........x",
        X,
        30,
        5,
        35,
        Reason::Overshoot,
    );
    // Another piece that can use the value must be moved instead.
    let a = analysis(K, "........x.|..........|.........x", X, 2);
    assert_eq!(movers(&a), [9]);
}

#[test]
fn inside_the_last_row_a_piece_moves_by_the_throw() {
    // The source names only exits; a smaller value is an ordinary move.
    assert_plain(
        K,
        "..........|..........|.......x..",
        X,
        28,
        1,
        29,
        "..........|..........|........x.",
    );
}

#[test]
fn the_exit_may_not_pass_a_block_beyond_the_piece() {
    assert_refused(
        K,
        "..........|..........|.....x.oo.",
        X,
        26,
        5,
        31,
        Reason::BlockedPath,
    );
    assert_refused(
        K,
        "..........|..........|.......xoo",
        X,
        28,
        3,
        31,
        Reason::BlockedPath,
    );
    // An isolated piece beyond it does not stop the exit.
    let m = legal(K, "..........|..........|.......xo.", X, 28, 3);
    assert_eq!(m.to, sq(31));
    assert_eq!(rows_of(&m), "..........|..........|........o.");
}

#[test]
fn kendall_never_falls_back_to_backward_moves() {
    let pos = "....xoo...|..........|..........";
    for throw in 1..=5 {
        let a = analysis(K, pos, X, throw);
        assert!(a.is_pass(), "throw {throw}");
        assert!(!a.is_backward_fallback());
        let r = a.refusal_of(sq(5)).copied().expect("refused");
        assert_eq!(r.backward_reason, None);
    }
    let board = board(K, pos);
    assert!(backward_verdict(K.ruleset(), &board, X, 5, 2).is_err());
}

#[test]
fn throws_of_1_4_and_5_earn_another_throw_2_and_3_do_not() {
    let pos = "x.........|..........|.........o";
    for (throw, again) in [(1, true), (2, false), (3, false), (4, true), (5, true)] {
        let m = legal(K, pos, X, 1, throw);
        assert_eq!(m.to, sq(1 + throw));
        assert_eq!(m.throw_again, again, "throw {throw}");
    }
}

#[test]
fn a_bonus_value_with_no_legal_move_gives_no_further_throw() {
    let rules = K.ruleset();
    let mut game = Game::from_position(crate::checked(
        rules,
        board(K, "....xoo...|..........|..o......."),
        X,
    ));
    // 5 + 4 = 9 passes the block on 6-7: no move, so the 4 earns nothing.
    match game.throw(tv(4)) {
        Ok(ThrowOutcome::Pass(a)) => {
            assert_eq!(
                a.refusal_of(sq(5)).map(|r| r.reason),
                Some(Reason::BlockedPath)
            );
        }
        other => panic!("expected a pass, got {other:?}"),
    }
    assert_eq!(
        game.pending(),
        Pending::Throw {
            side: O,
            house: None
        }
    );
}

#[test]
fn checkpoint_26_is_reported_before_a_block_on_the_way() {
    assert_refused(
        K,
        "..........|..........|.x.oo.....",
        X,
        22,
        5,
        27,
        Reason::Checkpoint26,
    );
}

#[test]
fn overshoot_is_reported_before_a_block_beyond_the_piece() {
    assert_refused(
        K,
        "..........|..........|.......xoo",
        X,
        28,
        4,
        32,
        Reason::Overshoot,
    );
}

#[test]
fn blocked_path_is_reported_before_own_piece() {
    assert_refused(
        K,
        "..........|xoox......|..........",
        X,
        11,
        3,
        14,
        Reason::BlockedPath,
    );
}

#[test]
fn block_member_is_reported_before_safe_house() {
    // 15 is protected and also a member of the block 15-16.
    assert_refused(
        K,
        "..........|..x.oo....|..........",
        X,
        13,
        2,
        15,
        Reason::BlockMember,
    );
}

#[test]
fn white_moves_the_same_way_as_black() {
    let m = legal(K, ".o..x.....|..........|..........", O, 2, 3);
    assert_eq!(
        m.exchange,
        Some(Displacement {
            square: sq(5),
            sent_to: sq(2)
        })
    );
    assert_eq!(rows_of(&m), ".x..o.....|..........|..........");
}

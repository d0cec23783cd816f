//! `skiryuk` and `skiryuk-14`: protected runs with knock-out of middle
//! members, the stop on 26, the house table of 26..30, returns to 15 and
//! house throws.

use super::*;
use crate::RulesetId::{Skiryuk, Skiryuk14};
use crate::{Displacement, backward_verdict};
use crate::{Game, Pending, ThrowOutcome};

const S: RulesetId = Skiryuk;

/// The forced move of the house throw of the piece resting on `square`.
fn house(rows: &str, side: Side, square: u8, throw: u8) -> Move {
    crate::house_throw_on_board(S.ruleset(), &board(S, rows), side, square, throw)
        .unwrap_or_else(|| panic!("{rows}: no house throw on {square}"))
}

#[test]
fn spindles_start_on_the_even_squares_and_move_first() {
    assert_eq!(rows(&S.ruleset().start), "oxoxoxoxox|..........|..........");
    assert_eq!(
        rows(&Skiryuk14.ruleset().start),
        "oxoxoxoxox|oxox......|.........."
    );
    assert_eq!(Skiryuk14.ruleset().pieces, 7);
    assert_eq!(Game::new(S).to_move(), X);
    assert_eq!(Game::new(Skiryuk14).to_move(), X);
}

#[test]
fn a_lone_opposing_piece_and_any_number_of_own_pieces_may_be_passed() {
    assert_plain(
        S,
        ".........x|.o........|..........",
        X,
        10,
        3,
        13,
        "..........|.ox.......|..........",
    );
    assert_plain(
        S,
        ".........x|xxx.......|..........",
        X,
        10,
        5,
        15,
        "..........|xxx.x.....|..........",
    );
}

#[test]
fn a_run_of_two_cannot_be_passed_and_both_members_are_protected() {
    let pos = "x........x|.oo.......|..........";
    assert_refused(S, pos, X, 10, 2, 12, Reason::BlockMember);
    // Passing the near member and landing on the far one is block-member, not blocked-path.
    assert_refused(S, pos, X, 10, 3, 13, Reason::BlockMember);
    assert_refused(S, pos, X, 10, 4, 14, Reason::BlockedPath);
    assert_refused(S, pos, X, 10, 5, 15, Reason::BlockedPath);
}

#[test]
fn the_middle_of_a_run_of_three_can_be_knocked_out_but_not_its_ends() {
    let pos = "x........x|.ooo......|..........";
    assert_refused(S, pos, X, 10, 2, 12, Reason::BlockMember);
    let m = legal(S, pos, X, 10, 3);
    assert_eq!(m.to, sq(13));
    assert_eq!(
        m.exchange,
        Some(Displacement {
            square: sq(13),
            sent_to: sq(10)
        })
    );
    assert_eq!(rows_of(&m), "x........o|.oxo......|..........");
    assert_refused(S, pos, X, 10, 4, 14, Reason::BlockMember);
    assert_refused(S, pos, X, 10, 5, 15, Reason::BlockedPath);
}

#[test]
fn both_middle_members_of_a_run_of_four_can_be_knocked_out() {
    let pos = "x........x|.oooo.....|..........";
    assert_eq!(legal(S, pos, X, 10, 3).to, sq(13));
    let m = legal(S, pos, X, 10, 4);
    assert_eq!(rows_of(&m), "x........o|.ooxo.....|..........");
    assert_refused(S, pos, X, 10, 5, 15, Reason::BlockMember);
}

#[test]
fn a_move_that_would_pass_26_stops_on_it_and_gets_a_house_throw() {
    let pos = "o.........|..........|...x......";
    for throw in [2, 3, 5] {
        let m = legal(S, pos, X, 24, throw);
        assert_eq!(
            (m.to, m.direction),
            (sq(26), Direction::Forward),
            "24+{throw}"
        );
        assert_eq!(m.house_throw, Some(sq(26)));
        assert!(
            !m.throw_again,
            "the house throw decides whether the turn goes on"
        );
        assert_eq!(rows_of(&m), "o.........|..........|.....x....");
    }
    let m = legal(S, "o.........|..........|.x........", X, 22, 5);
    assert_eq!((m.to, m.house_throw), (sq(26), Some(sq(26))));
}

#[test]
fn the_stop_on_26_must_still_be_a_legal_landing() {
    // Black's own piece on 26 (which itself has a table move).
    assert_refused(
        S,
        "o.........|..........|...x.x....",
        X,
        24,
        3,
        26,
        Reason::OwnPiece,
    );
    // A White piece on 26 cannot be knocked out.
    assert_refused(
        S,
        "x.........|..........|...x.o....",
        X,
        24,
        3,
        26,
        Reason::SafeHouse,
    );
    // The path up to 26 may not pass a whole run.
    let pos = "x.........|..........|.x.oo.....";
    assert_refused(S, pos, X, 22, 5, 26, Reason::BlockedPath);
    assert_refused(S, pos, X, 22, 4, 26, Reason::BlockedPath);
    assert_refused(S, pos, X, 22, 3, 25, Reason::BlockMember);
}

#[test]
fn house_26_with_an_empty_last_row() {
    let pos = "o.........|..........|.....x....";
    let m = house(pos, X, 26, 1);
    assert_eq!(
        (m.to, m.house_throw, m.water),
        (sq(27), Some(sq(27)), false)
    );
    assert_eq!(m.direction, Direction::House);
    assert!(!m.throw_again);
    assert_eq!(rows_of(&m), "o.........|..........|......x...");
    let m = house(pos, X, 26, 2);
    assert_eq!(
        (m.to, m.house_throw, m.throw_again),
        (sq(28), Some(sq(28)), false)
    );
    let m = house(pos, X, 26, 3);
    assert_eq!(
        (m.to, m.house_throw, m.throw_again),
        (sq(29), Some(sq(29)), false)
    );
    let m = house(pos, X, 26, 4);
    assert_eq!((m.to, m.house_throw, m.throw_again), (sq(30), None, true));
    assert_eq!(rows_of(&m), "o.........|..........|.........x");
    let m = house(pos, X, 26, 5);
    assert_eq!((m.to, m.house_throw, m.throw_again), (sq(31), None, true));
    assert_eq!(rows_of(&m), "o.........|..........|..........");
}

#[test]
fn house_26_falls_to_27_when_a_square_up_to_its_destination_is_taken() {
    // A White piece on 28: 2 lands on it, 3 and 4 would pass it.
    let pos = "..........|..........|.....x.o..";
    for throw in [1, 2, 3, 4] {
        let m = house(pos, X, 26, throw);
        assert_eq!(
            (m.to, m.house_throw, m.exchange),
            (sq(27), Some(sq(27)), None),
            "26 with {throw}"
        );
        assert_eq!(rows_of(&m), "..........|..........|......xo..");
    }
    // Black's own piece on 29 counts as well.
    let pos = "o.........|..........|.....x..x.";
    assert_eq!(house(pos, X, 26, 2).to, sq(28));
    assert_eq!(house(pos, X, 26, 3).to, sq(27));
    assert_eq!(house(pos, X, 26, 4).to, sq(27));
    // A piece on 30 only stops the 4.
    let pos = "o.........|..........|.....x...o";
    assert_eq!(house(pos, X, 26, 3).to, sq(29));
    assert_eq!(house(pos, X, 26, 4).to, sq(27));
}

#[test]
fn house_26_onto_an_occupied_27_goes_straight_back_to_15() {
    let pos = "..........|..........|.....xo...";
    for throw in [1, 2, 3, 4] {
        let m = house(pos, X, 26, throw);
        assert_eq!(
            (m.to, m.water, m.house_throw),
            (sq(15), true, None),
            "26 with {throw}"
        );
        assert_eq!(rows_of(&m), "..........|....x.....|......o...");
    }
}

#[test]
fn house_26_with_a_5_bears_off_whatever_stands_on_27_to_30() {
    let m = house("..........|..........|.....xoxox", X, 26, 5);
    assert_eq!(m.to, sq(31));
    assert_eq!(rows_of(&m), "..........|..........|......oxox");
}

#[test]
fn house_27_5_stays_4_bears_off_and_1_2_3_return_to_15() {
    let pos = "o.........|..........|......x...";
    let m = house(pos, X, 27, 5);
    assert_eq!(
        (m.from, m.to, m.direction),
        (sq(27), sq(27), Direction::House)
    );
    assert_eq!(m.board, board(S, pos), "stays leaves the board unchanged");
    assert_eq!((m.house_throw, m.water, m.throw_again), (None, false, true));
    let m = house(pos, X, 27, 4);
    assert_eq!((m.to, m.throw_again), (sq(31), true));
    for (throw, again) in [(1, true), (2, false), (3, false)] {
        let m = house(pos, X, 27, throw);
        assert_eq!(
            (m.to, m.water, m.throw_again),
            (sq(15), true, again),
            "27 with {throw}"
        );
        assert_eq!(rows_of(&m), "o.........|....x.....|..........");
    }
}

#[test]
fn house_28_leaves_with_a_3_and_otherwise_stays() {
    let pos = "o.........|..........|.......x..";
    let m = house(pos, X, 28, 3);
    assert_eq!((m.to, m.throw_again), (sq(31), false));
    for throw in [1, 2, 4, 5] {
        let m = house(pos, X, 28, throw);
        assert_eq!(
            (m.to, m.house_throw),
            (sq(28), None),
            "28 with {throw} stays"
        );
        assert_eq!(m.throw_again, throw != 2);
    }
}

#[test]
fn house_29_leaves_with_a_2_and_otherwise_stays() {
    let pos = "o.........|..........|........x.";
    assert_eq!(house(pos, X, 29, 2).to, sq(31));
    for throw in [1, 3, 4, 5] {
        assert_eq!(house(pos, X, 29, throw).to, sq(29), "29 with {throw} stays");
    }
}

#[test]
fn a_piece_on_30_leaves_with_any_later_throw_and_has_no_house_throw() {
    let pos = "o.........|..........|.........x";
    for throw in 1..=5 {
        let m = legal(S, pos, X, 30, throw);
        assert_eq!((m.to, m.direction), (sq(31), Direction::House));
    }
    let b = board(S, pos);
    assert_eq!(crate::house_throw_on_board(S.ruleset(), &b, X, 30, 1), None);
}

#[test]
fn a_piece_resting_on_26_uses_the_table_on_a_later_throw() {
    let pos = "o.........|..........|.....x....";
    let m = legal(S, pos, X, 26, 2);
    assert_eq!(
        (m.to, m.direction, m.house_throw),
        (sq(28), Direction::House, Some(sq(28)))
    );
    let m = legal(S, pos, X, 26, 1);
    assert_eq!((m.to, m.house_throw), (sq(27), Some(sq(27))));
}

#[test]
fn a_return_to_15_sends_an_opposing_piece_there_to_square_1() {
    let m = house("..........|....o.....|......x...", X, 27, 2);
    assert_eq!((m.to, m.water), (sq(15), true));
    assert_eq!(
        m.exchange,
        Some(Displacement {
            square: sq(15),
            sent_to: sq(1)
        })
    );
    assert_eq!(m.bumped, None);
    assert_eq!(rows_of(&m), "o.........|....x.....|..........");
}

#[test]
fn when_1_is_taken_the_opposing_piece_goes_to_the_nearest_empty_square_after_it() {
    let m = house("x.........|....o.....|......x...", X, 27, 2);
    assert_eq!(
        m.exchange,
        Some(Displacement {
            square: sq(15),
            sent_to: sq(2)
        })
    );
    assert_eq!(rows_of(&m), "xo........|....x.....|..........");
    let m = house("xo........|....o.....|......x...", X, 27, 2);
    assert_eq!(m.exchange.map(|d| d.sent_to), Some(sq(3)));
    assert_eq!(rows_of(&m), "xoo.......|....x.....|..........");
}

#[test]
fn a_return_from_26_onto_occupied_27_also_pushes_an_opposing_piece_off_15() {
    let m = house("..........|....o.....|.....xx...", X, 26, 1);
    assert_eq!((m.to, m.water), (sq(15), true));
    assert_eq!(
        m.exchange,
        Some(Displacement {
            square: sq(15),
            sent_to: sq(1)
        })
    );
    assert_eq!(rows_of(&m), "o.........|....x.....|......x...");
}

#[test]
fn a_return_to_15_bumps_an_own_piece_there_to_the_nearest_empty_square_below() {
    let m = house("..........|....x.....|......x...", X, 27, 3);
    assert_eq!(
        m.bumped,
        Some(Displacement {
            square: sq(15),
            sent_to: sq(14)
        })
    );
    assert_eq!((m.exchange, m.water), (None, true));
    assert_eq!(rows_of(&m), "..........|...xx.....|..........");
    // 14 (White) and 13 (Black) are skipped, not moved: the piece goes to 12.
    let m = house("..........|..xox.....|......x...", X, 27, 3);
    assert_eq!(
        m.bumped,
        Some(Displacement {
            square: sq(15),
            sent_to: sq(12)
        })
    );
    assert_eq!(m.exchange, None);
    assert_eq!(rows_of(&m), "..........|.xxox.....|..........");
}

#[test]
fn white_returns_to_15_the_same_way() {
    let m = house("..........|....x.....|......o...", O, 27, 1);
    assert_eq!(
        m.exchange,
        Some(Displacement {
            square: sq(15),
            sent_to: sq(1)
        })
    );
    assert_eq!(rows_of(&m), "x.........|....o.....|..........");
}

#[test]
fn house_throws_chain_and_the_last_throw_decides_the_turn() {
    let mut game = Game::from_position(crate::checked(
        S.ruleset(),
        board(S, "ox........|..........|...x......"),
        X,
    ));
    assert!(matches!(game.throw(tv(5)), Ok(ThrowOutcome::Choose(_))));
    let m = game.play(sq(24)).expect("legal");
    assert_eq!((m.to, m.house_throw), (sq(26), Some(sq(26))));
    assert_eq!(
        game.pending(),
        Pending::Throw {
            side: X,
            house: Some(sq(26))
        }
    );
    // 26 with 2 reaches 28, whose own house throw comes next.
    match game.throw(tv(2)) {
        Ok(ThrowOutcome::Forced(m)) => assert_eq!((m.to, m.house_throw), (sq(28), Some(sq(28)))),
        other => panic!("expected a forced house move, got {other:?}"),
    }
    assert_eq!(
        game.pending(),
        Pending::Throw {
            side: X,
            house: Some(sq(28))
        }
    );
    // 28 with 1 stays; the 1 keeps the turn.
    match game.throw(tv(1)) {
        Ok(ThrowOutcome::Forced(m)) => assert_eq!((m.from, m.to), (sq(28), sq(28))),
        other => panic!("expected a forced house move, got {other:?}"),
    }
    assert_eq!(
        game.pending(),
        Pending::Throw {
            side: X,
            house: None
        }
    );
    // An ordinary throw now: the piece on 28 still follows the table (stays with a 2).
    assert!(matches!(game.throw(tv(2)), Ok(ThrowOutcome::Choose(_))));
    let m = game.play(sq(28)).expect("stays");
    assert_eq!((m.to, m.direction), (sq(28), Direction::House));
    assert_eq!(
        game.pending(),
        Pending::Throw {
            side: O,
            house: None
        }
    );

    // A chain that ends with a 3 hands the turn over even though it began with a 5.
    let mut game = Game::from_position(crate::checked(
        S.ruleset(),
        board(S, "ox........|..........|...x......"),
        X,
    ));
    game.throw(tv(5)).expect("throw");
    game.play(sq(24)).expect("legal");
    game.throw(tv(2)).expect("26 -> 28");
    match game.throw(tv(3)) {
        Ok(ThrowOutcome::Forced(m)) => assert_eq!(m.to, sq(31)),
        other => panic!("expected a forced house move, got {other:?}"),
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
fn stays_counts_as_a_move_so_a_player_with_a_piece_on_26_to_30_never_passes() {
    let pos = ".........x|oo........|.......x..";
    for throw in [1, 2] {
        let a = analysis(S, pos, X, throw);
        assert!(!a.is_pass() && !a.is_backward_fallback(), "throw {throw}");
        assert_eq!(movers(&a), [28]);
        let r = a.refusal_of(sq(10)).copied().expect("refused");
        assert_eq!(
            (r.to, r.reason, r.backward_reason),
            (10 + throw, Reason::BlockMember, None)
        );
    }
    for square in 26..=30u8 {
        let mut b = board(S, ".........x|oo........|..........");
        b.put(X, sq(square));
        for throw in 1..=5 {
            let a = crate::analyze_board(S.ruleset(), &b, X, throw);
            assert!(!a.is_pass(), "a piece on {square} with {throw}");
            assert!(a.move_from(sq(square)).is_some());
        }
    }
}

#[test]
fn with_no_forward_move_one_piece_must_move_backward() {
    let pos = ".........x|oo........|..........";
    for (throw, to, again) in [(1, 9, true), (2, 8, false), (3, 7, false)] {
        let a = analysis(S, pos, X, throw);
        assert!(a.is_backward_fallback(), "throw {throw}");
        let m = a.move_from(sq(10)).copied().expect("backward move");
        assert_eq!(
            (m.to, m.direction, m.throw_again),
            (sq(to), Direction::Backward, again)
        );
        let b = board(S, pos);
        assert_eq!(backward_verdict(S.ruleset(), &b, X, 10, throw), Ok(m));
    }
}

#[test]
fn a_backward_move_may_not_go_below_square_1() {
    let a = analysis(S, ".xoo......|..........|..........", X, 2);
    assert!(a.is_pass() && a.is_backward_fallback());
    let r = a.refusal_of(sq(2)).copied().expect("refused");
    assert_eq!(
        (r.to, r.reason, r.backward_reason),
        (4, Reason::BlockMember, Some(Reason::BelowStart))
    );
}

#[test]
fn a_backward_move_may_not_pass_a_whole_run_either() {
    let pos = "..........|.ooxoo....|..........";
    let a = analysis(S, pos, X, 3);
    assert!(a.is_pass());
    let r = a.refusal_of(sq(14)).copied().expect("refused");
    assert_eq!(
        (r.to, r.reason, r.backward_reason),
        (17, Reason::BlockedPath, Some(Reason::BlockedPath))
    );
    let a = analysis(S, pos, X, 2);
    let r = a.refusal_of(sq(14)).copied().expect("refused");
    assert_eq!(
        (r.to, r.reason, r.backward_reason),
        (16, Reason::BlockMember, Some(Reason::BlockMember))
    );
}

#[test]
fn pieces_on_26_to_30_never_move_backward() {
    for square in 26..=30u8 {
        let mut b = board(S, "o.........|..........|..........");
        b.put(X, sq(square));
        for throw in 1..=5 {
            assert_eq!(
                backward_verdict(S.ruleset(), &b, X, square, throw),
                Err(Reason::HouseStuck),
                "{square} with {throw}"
            );
        }
    }
}

#[test]
fn house_throws_exist_only_in_skiryuk_for_a_piece_of_the_side_on_26_to_29() {
    let b = board(S, "o.........|..........|.....x....");
    assert!(crate::house_throw_on_board(S.ruleset(), &b, X, 26, 1).is_some());
    assert_eq!(crate::house_throw_on_board(S.ruleset(), &b, O, 26, 1), None);
    assert_eq!(crate::house_throw_on_board(S.ruleset(), &b, X, 27, 1), None);
    assert_eq!(crate::house_throw_on_board(S.ruleset(), &b, X, 15, 1), None);
    let k = RulesetId::Kendall.ruleset();
    let kb = k.parse_board("..........|..........|.....x....".replace('|', "").as_str());
    let kb = kb.expect("valid");
    assert_eq!(crate::house_throw_on_board(k, &kb, X, 26, 1), None);
}

#[test]
fn skiryuk_14_uses_the_same_rules_with_seven_pieces() {
    let pos = "x........x|.ooo......|..........";
    let m = legal(Skiryuk14, pos, X, 10, 3);
    assert_eq!(m.exchange.map(|d| d.square), Some(sq(13)));
    assert_refused(Skiryuk14, pos, X, 10, 5, 15, Reason::BlockedPath);
    assert!(
        Skiryuk14
            .ruleset()
            .parse_board("xxxxxxx...|ooooooo...|..........".replace('|', "").as_str())
            .is_ok()
    );
}

#[test]
fn in_a_run_of_five_the_three_middle_members_can_be_knocked_out() {
    let pos = "x......x..|ooooo.....|..........";
    // 8 + 3 = 11 is the first end; 12, 13 and 14 are middle members; 15 the last end.
    assert_refused(S, pos, X, 8, 3, 11, Reason::BlockMember);
    for throw in [4, 5] {
        let m = legal(S, pos, X, 8, throw);
        assert_eq!(
            m.exchange.map(|d| (d.square.number(), d.sent_to.number())),
            Some((8 + throw, 8))
        );
    }
    let pos = "x........x|ooooo.....|..........";
    // From 10: 12, 13 and 14 are middles, 11 and 15 the protected ends.
    assert_refused(S, pos, X, 10, 1, 11, Reason::BlockMember);
    for throw in [2, 3, 4] {
        assert_eq!(legal(S, pos, X, 10, throw).to, sq(10 + throw));
    }
    assert_refused(S, pos, X, 10, 5, 15, Reason::BlockMember);
}

#[test]
fn a_backward_knock_out_gives_the_opponent_a_free_ride_forward() {
    // 20 + 2 = 22 is the end of the run 21-22; backward 20 - 2 = 18 knocks out the lone piece.
    let pos = "..........|.......o.x|oo........";
    let a = analysis(S, pos, X, 2);
    assert!(a.is_backward_fallback());
    let m = a.move_from(sq(20)).copied().expect("backward move");
    assert_eq!(
        m.exchange.map(|d| (d.square.number(), d.sent_to.number())),
        Some((18, 20))
    );
    assert_eq!(rows_of(&m), "..........|.......x.o|oo........");
}

#[test]
fn square_15_itself_is_an_ordinary_square_to_move_from() {
    assert_plain(
        S,
        "o.........|....x.....|..........",
        X,
        15,
        3,
        18,
        "o.........|.......x..|..........",
    );
}

#[test]
fn a_backward_move_from_skiryuk_gets_an_earlier_reason_before_forward_exists() {
    // The piece on 28 always has a table move, so a backward move is never the fallback,
    // but 12 - 2 = 10 is Black's own piece: own-piece comes first.
    let b = board(S, ".........x|.x........|.......x..");
    assert_eq!(
        backward_verdict(S.ruleset(), &b, X, 12, 2),
        Err(Reason::OwnPiece)
    );
    assert_eq!(
        backward_verdict(S.ruleset(), &b, X, 12, 1),
        Err(Reason::ForwardExists)
    );
}

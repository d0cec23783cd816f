//! `race`: one piece a side from position 0, a fair 1..5, sharing squares,
//! no extra throws and no special squares; exactly 30 wins.

use super::*;
use crate::START;
use crate::ThrowModel;
use crate::{Game, Pending, ThrowOutcome, Victory};

const R: RulesetId = RulesetId::Race;

#[test]
fn both_pieces_start_off_the_board_at_position_0_and_light_moves_first() {
    let rules = R.ruleset();
    assert_eq!(rules.pieces, 1);
    assert_eq!(rules.throw_model, ThrowModel::Fair);
    let start = board(R, "..........|..........|..........");
    assert_eq!(start, rules.start);
    assert!(start.has(X, START) && start.has(O, START));
    assert_eq!(Game::new(R).to_move(), X);
}

#[test]
fn a_piece_at_the_start_enters_with_from_0() {
    let empty = "..........|..........|..........";
    for throw in 1..=5u8 {
        let m = legal(R, empty, X, 0, throw);
        assert_eq!(
            (m.from, m.to, m.direction),
            (sq(0), sq(throw), Direction::Forward)
        );
        assert!(
            m.board.has(O, START),
            "the other piece is still at the start"
        );
        assert!(!m.board.has(X, START));
    }
    let m = legal(R, empty, X, 0, 3);
    assert_eq!(rows_of(&m), "..x.......|..........|..........");
}

#[test]
fn both_pieces_may_share_a_square() {
    let pos = "..o.x.....|..........|..........";
    let m = legal(R, pos, O, 3, 2);
    assert_eq!((m.to, m.exchange), (sq(5), None));
    assert_eq!(rows_of(&m), "....*.....|..........|..........");
    // And leave it again.
    let m = legal(R, "....*.....|..........|..........", X, 5, 1);
    assert_eq!(rows_of(&m), "....ox....|..........|..........");
}

#[test]
fn a_move_beyond_30_is_invalid_and_the_throw_is_lost() {
    let pos = "..........|..........|.......x..";
    assert_refused(R, pos, X, 28, 3, 31, Reason::Overshoot);
    assert_refused(R, pos, X, 28, 5, 33, Reason::Overshoot);
    assert!(analysis(R, pos, X, 3).is_pass());
    assert!(!analysis(R, pos, X, 3).is_backward_fallback());
    let mut game = Game::from_position(crate::checked(R.ruleset(), board(R, pos), X));
    assert!(matches!(game.throw(tv(4)), Ok(ThrowOutcome::Pass(_))));
    assert_eq!(
        game.pending(),
        Pending::Throw {
            side: O,
            house: None
        }
    );
}

#[test]
fn there_are_no_extra_throws_and_no_special_squares() {
    let pos = "..........|..........|...x......";
    for throw in 1..=5u8 {
        let m = legal(R, pos, X, 24, throw);
        assert_eq!(m.to, sq(24 + throw), "no checkpoint, no water");
        assert!(!m.throw_again && !m.water && m.house_throw.is_none());
    }
    let mut game = Game::from_position(crate::checked(R.ruleset(), board(R, pos), X));
    game.throw(tv(5)).expect("throw");
    game.play(sq(24)).expect("move");
    assert_eq!(
        game.pending(),
        Pending::Throw {
            side: O,
            house: None
        }
    );
}

#[test]
fn a_piece_that_reaches_exactly_30_wins() {
    let pos = board(R, "..o.......|..........|.......x..");
    let mut game = Game::from_position(crate::checked(R.ruleset(), pos, X));
    game.throw(tv(2)).expect("throw");
    let m = game.play(sq(28)).expect("move");
    assert_eq!(m.to, sq(30));
    let outcome = game.outcome().expect("over");
    assert_eq!((outcome.winner, outcome.by), (Some(X), Victory::BearOff));
    // A position with a piece on 30 is already finished.
    let done = Game::from_position(crate::checked(
        R.ruleset(),
        board(R, "..........|..........|.........o"),
        X,
    ));
    assert_eq!(done.outcome().map(|o| o.winner), Some(Some(O)));
}

#[test]
fn race_board_text_marks_a_shared_square_with_a_star_and_hides_the_start() {
    let rules = R.ruleset();
    let b = rules
        .parse_board(&text("..........|..*.......|.........."))
        .expect("valid");
    assert!(b.has(X, sq(13)) && b.has(O, sq(13)));
    assert_eq!(rows(&b), "..........|..*.......|..........");
    let b = rules
        .parse_board(&text("..........|......o...|.........."))
        .expect("valid");
    assert!(b.has(X, START) && b.has(O, sq(17)));
    assert_eq!(rules.parse_board(&b.to_string()), Ok(b));
}

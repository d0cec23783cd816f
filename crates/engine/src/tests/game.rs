//! The turn sequence: extra throws, lost throws, errors, results, and the
//! arcade's 600-throw draw.

use super::*;
use crate::{Game, GameError, Outcome, Pending, ThrowOutcome, Victory};

fn game(id: RulesetId, rows: &str, side: Side) -> Game {
    Game::from_position(crate::checked(id.ruleset(), board(id, rows), side))
}

#[test]
fn after_a_move_with_1_4_or_5_the_same_side_throws_again() {
    for (throw, next) in [(1, X), (2, O), (3, O), (4, X), (5, X)] {
        let mut g = game(RulesetId::Kendall, "x.........|..........|.........o", X);
        assert!(matches!(g.throw(tv(throw)), Ok(ThrowOutcome::Choose(_))));
        g.play(sq(1)).expect("legal");
        assert_eq!(
            g.pending(),
            Pending::Throw {
                side: next,
                house: None
            },
            "after a {throw}"
        );
    }
}

#[test]
fn an_exchange_by_itself_earns_no_throw() {
    let mut g = game(RulesetId::Kendall, "....x..o..|..........|..........", X);
    g.throw(tv(3)).expect("throw");
    let m = g.play(sq(5)).expect("legal");
    assert!(m.exchange.is_some());
    assert_eq!(
        g.pending(),
        Pending::Throw {
            side: O,
            house: None
        }
    );
}

#[test]
fn a_water_landing_by_itself_earns_no_throw() {
    // games-room: 30 cannot leave with a 3, so it steps back onto 27 and is washed to 15.
    let mut g = game(RulesetId::GamesRoom, "o.........|..........|.........x", X);
    g.throw(tv(3)).expect("throw");
    let m = g.play(sq(30)).expect("legal");
    assert!(m.water);
    assert_eq!(
        g.pending(),
        Pending::Throw {
            side: O,
            house: None
        }
    );
}

#[test]
fn a_throw_without_a_legal_move_is_lost_even_a_5() {
    // games-room: 30 + 5 overshoots and 30 - 5 = 25 would cross the wall 24-26.
    let mut g = game(RulesetId::GamesRoom, "..........|..........|...ooo...x", X);
    match g.throw(tv(5)) {
        Ok(ThrowOutcome::Pass(a)) => assert!(a.is_pass()),
        other => panic!("expected a pass, got {other:?}"),
    }
    assert_eq!(
        g.pending(),
        Pending::Throw {
            side: O,
            house: None
        }
    );
    assert_eq!(g.throws(), 1);
    assert_eq!(
        g.board(),
        &board(RulesetId::GamesRoom, "..........|..........|...ooo...x")
    );
}

#[test]
fn actions_out_of_turn_are_refused() {
    let mut g = Game::new(RulesetId::Kendall);
    assert_eq!(g.play(sq(1)), Err(GameError::AwaitingThrow));
    assert_eq!(g.throws(), 0, "a refused move is not a throw");
    assert!(matches!(g.throw(tv(2)), Ok(ThrowOutcome::Choose(_))));
    assert_eq!(
        g.pending(),
        Pending::Move {
            side: X,
            throw: tv(2)
        }
    );
    assert_eq!(g.throw(tv(2)), Err(GameError::AwaitingMove));
    assert_eq!(
        g.play(sq(1)),
        Err(GameError::Illegal {
            from: sq(1),
            reason: Reason::OwnPiece
        })
    );
    assert_eq!(
        g.play(sq(2)),
        Err(GameError::NoPiece(sq(2))),
        "2 is White's piece"
    );
    assert_eq!(g.play(sq(11)), Err(GameError::NoPiece(sq(11))));
    assert_eq!(g.play(sq(9)).map(|m| m.to), Ok(sq(11)));
}

#[test]
fn an_illegal_play_in_a_fallback_names_the_backward_reason() {
    let mut g = game(RulesetId::GamesRoom, ".xoo......|.........x|ooo.......", X);
    g.throw(tv(2)).expect("throw");
    assert_eq!(
        g.play(sq(2)),
        Err(GameError::Illegal {
            from: sq(2),
            reason: Reason::BelowStart
        })
    );
}

#[test]
fn bearing_off_the_last_piece_wins() {
    let mut g = game(RulesetId::Kendall, "o.........|..........|.........x", X);
    g.throw(tv(1)).expect("throw");
    g.play(sq(30)).expect("legal");
    let won = Outcome {
        winner: Some(X),
        by: Victory::BearOff,
    };
    assert_eq!(g.outcome(), Some(won));
    assert_eq!(g.pending(), Pending::Over(won));
    assert_eq!(g.throw(tv(2)), Err(GameError::GameOver));
}

#[test]
fn resigning_gives_the_game_to_the_other_side() {
    let mut g = Game::new(RulesetId::Kendall);
    g.resign(O);
    let result = Outcome {
        winner: Some(X),
        by: Victory::Resign,
    };
    assert_eq!(g.outcome(), Some(result));
    assert_eq!(g.throw(tv(1)), Err(GameError::GameOver));
    assert_eq!(g.play(sq(1)), Err(GameError::GameOver));
    // A finished game stays finished.
    g.agree_draw();
    g.resign(X);
    assert_eq!(g.outcome(), Some(result));
}

#[test]
fn an_agreed_draw_has_no_winner() {
    let mut g = Game::new(RulesetId::Skiryuk);
    g.throw(tv(2)).expect("throw");
    g.agree_draw();
    let result = Outcome {
        winner: None,
        by: Victory::DrawAgreed,
    };
    assert_eq!(g.pending(), Pending::Over(result));
    g.resign(X);
    assert_eq!(g.outcome(), Some(result));
}

/// Black on 28 and White on 30 can never use a 2 in arcade: 28 waits for its 3,
/// 30 overshoots, and neither may step back. Every throw of 2 is lost.
const STUCK_WITH_2: &str = "..........|..........|.......x.o";

#[test]
fn an_arcade_game_that_reaches_600_throws_is_a_draw() {
    let mut g = game(RulesetId::Arcade, STUCK_WITH_2, X);
    for n in 1..600 {
        assert!(
            matches!(g.throw(tv(2)), Ok(ThrowOutcome::Pass(_))),
            "throw {n}"
        );
    }
    assert_eq!(g.throws(), 599);
    assert_eq!(g.outcome(), None);
    assert_eq!(
        g.pending(),
        Pending::Throw {
            side: O,
            house: None
        }
    );
    assert!(matches!(g.throw(tv(2)), Ok(ThrowOutcome::Pass(_))));
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: None,
            by: Victory::Draw600
        })
    );
    assert_eq!(g.throw(tv(2)), Err(GameError::GameOver));
}

#[test]
fn a_win_on_the_600th_throw_stands() {
    let mut g = game(RulesetId::Arcade, STUCK_WITH_2, X);
    for _ in 1..600 {
        g.throw(tv(2)).expect("throw");
    }
    // The 600th throw is White's: 30 leaves with a 1.
    assert!(matches!(g.throw(tv(1)), Ok(ThrowOutcome::Choose(_))));
    assert_eq!(
        g.outcome(),
        None,
        "the move of the 600th throw is still to come"
    );
    g.play(sq(30)).expect("legal");
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: Some(O),
            by: Victory::BearOff
        })
    );
    assert_eq!(g.throws(), 600);
}

#[test]
fn only_arcade_has_a_throw_limit() {
    // kendall: 28 + 4 and 30 + 4 both overshoot, and there is no fallback.
    let mut g = game(RulesetId::Kendall, STUCK_WITH_2, X);
    for _ in 0..700 {
        assert!(matches!(g.throw(tv(4)), Ok(ThrowOutcome::Pass(_))));
    }
    assert_eq!(g.outcome(), None);
    assert_eq!(g.throws(), 700);
}

#[test]
fn results_have_the_replay_codes() {
    let codes: Vec<&str> = [
        Victory::BearOff,
        Victory::Resign,
        Victory::DrawAgreed,
        Victory::Draw600,
    ]
    .iter()
    .map(|v| v.code())
    .collect();
    assert_eq!(codes, ["bear-off", "resign", "draw-agreed", "draw-600"]);
}

#[test]
fn the_extra_throw_may_move_a_different_piece() {
    let mut g = game(RulesetId::Kendall, "x........x|..........|.........o", X);
    g.throw(tv(4)).expect("throw");
    assert_eq!(g.play(sq(1)).map(|m| m.to), Ok(sq(5)));
    g.throw(tv(2)).expect("extra throw");
    assert_eq!(g.play(sq(10)).map(|m| m.to), Ok(sq(12)));
    assert_eq!(
        g.board(),
        &board(RulesetId::Kendall, "....x.....|.x........|.........o")
    );
}

//! Re-plays a [`Replay`] through [`Game`]: every entry must be the legal use
//! of its throw by the side whose turn it is, and the recorded result must be
//! what the moves lead to. The answer is one [`Frame`] per entry (what a
//! viewer steps through), or the valid prefix and the first bad entry.

use std::fmt;

use super::model::{Action, Replay, ResultBy, ResultRecord, Step};
use crate::engine::{
    Analysis, Board, Game, Move, Outcome, Pending, PositionProblem, Reason, Refusal, Side, Square,
    ThrowOutcome, ThrowValue,
};

/// One entry, re-played: the position before it, the throw, what the throw
/// allowed, and what was done.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The 0-based index of the entry.
    pub index: usize,
    /// The side that threw.
    pub side: Side,
    /// The position before the entry.
    pub board: Board,
    /// The value thrown.
    pub throw: ThrowValue,
    /// (skiryuk) The square whose house throw this was.
    pub house: Option<Square>,
    /// Every option of the throw (legal moves, and why the other pieces could
    /// not move); `None` for a house throw, whose move is forced.
    pub analysis: Option<Analysis>,
    /// The move made; `None` for a pass.
    pub played: Option<Move>,
    /// The position after the entry.
    pub board_after: Board,
}

/// A replay whose entries (all of them, or a valid prefix) were re-played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verified {
    /// The replay as read (all its entries, also those after a bad one).
    pub replay: Replay,
    /// One frame per verified entry, in order.
    pub frames: Vec<Frame>,
    /// The position after the last verified entry.
    pub final_board: Board,
    /// How the game ended: by the moves (bear-off, arcade's 600-throw draw) or
    /// as recorded (resignation, agreed draw); `None` while unfinished.
    pub outcome: Option<Outcome>,
}

impl Verified {
    /// What the game waits for after the verified entries: the next throw
    /// (and whose, and whether it is a house throw), or its end.
    #[must_use]
    pub fn pending(&self) -> Pending {
        if let Some(outcome) = self.outcome {
            return Pending::Over(outcome);
        }
        let Ok(start) = self.replay.start_position() else {
            // `verify` verified no entry then, and the game has not begun.
            return Pending::Throw {
                side: self.replay.to_move,
                house: None,
            };
        };
        let mut game = Game::from_position(start);
        for (frame, entry) in self.frames.iter().zip(&self.replay.turns) {
            if game.throw(frame.throw).is_ok() {
                if let Action::Move { from } = entry.action {
                    if let Some(from) = Square::new(from) {
                        let _ = game.play(from);
                    }
                }
            }
        }
        game.pending()
    }
}

/// The first bad entry: which, where, and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct VerifyError {
    /// The 1-based entry number. For a problem with the result, the number of
    /// entries (the result is judged after the last one).
    pub entry: usize,
    /// The entry's line in its file (0 when built in memory). For a problem
    /// with the result, the last entry's line: the file's `result` line is in
    /// [`super::read::Parsed::result_line`].
    pub line: usize,
    /// What is wrong.
    pub problem: Problem,
}

/// What is wrong with an entry, or with the result.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A throw outside 1..=5 (the number the entry gives).
    ThrowOutOfRange(u8),
    /// The entry names a side, but the other side throws now.
    WrongSide {
        /// The side whose turn it is.
        expected: Side,
        /// The side the entry names.
        found: Side,
    },
    /// The throw is the house throw of the piece on `square`, but the entry
    /// is not `house: square`.
    HouseExpected {
        /// The square whose house throw it is.
        square: Square,
    },
    /// The entry says `house`, but no house throw is due.
    HouseUnexpected {
        /// The number the entry names.
        square: u8,
    },
    /// `from` names a square without a piece of the side to move.
    NoPiece {
        /// The number the entry names (perhaps no square at all).
        from: u8,
        /// The side to move.
        side: Side,
    },
    /// The piece on `from` cannot move with this throw.
    Illegal {
        /// The throw.
        throw: ThrowValue,
        /// Why, as the engine says: the piece, where its move would have gone,
        /// and the reason (in a backward fallback also the backward reason).
        refusal: Refusal,
    },
    /// `pass: true`, but a move existed.
    PassWithMove {
        /// The throw.
        throw: ThrowValue,
        /// How many legal moves there were.
        moves: usize,
        /// The lowest piece that could move.
        first_from: Square,
    },
    /// The game was already over before this entry.
    AfterEnd {
        /// How it had ended.
        outcome: Outcome,
    },
    /// The start is not a position of the ruleset (only a replay built in
    /// memory can have one: the reader checks the file's).
    Start(PositionProblem),
    /// A take-back withdraws more entries than stand before it (only a
    /// replay built in memory can have one: the reader checks the file's).
    TakeBackTooMany {
        /// How many it withdraws.
        entries: usize,
        /// How many stand before it.
        standing: usize,
    },
    /// The recorded result is not what the moves lead to.
    ResultDisagrees {
        /// What the file says.
        recorded: ResultRecord,
        /// How the moves ended the game (`None`: not over).
        actual: Option<Outcome>,
    },
}

impl Problem {
    /// Whether this is a problem with the result rather than with an entry.
    #[must_use]
    pub const fn concerns_result(&self) -> bool {
        matches!(self, Problem::ResultDisagrees { .. })
    }

    /// The reason code behind an illegal move, as `Game::play` reports it.
    #[must_use]
    pub fn reason(&self) -> Option<Reason> {
        match self {
            Problem::Illegal { refusal, .. } => {
                Some(refusal.backward_reason.unwrap_or(refusal.reason))
            }
            _ => None,
        }
    }
}

impl fmt::Display for Problem {
    /// An English description, for logs and tests; people get the localized
    /// one from the command line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::ThrowOutOfRange(t) => write!(f, "a throw is 1 to 5, not {t}"),
            Problem::WrongSide { expected, found } => {
                write!(f, "it is {expected}'s throw, not {found}'s")
            }
            Problem::HouseExpected { square } => {
                write!(f, "this is the house throw of the piece on {square}")
            }
            Problem::HouseUnexpected { square } => {
                write!(f, "no house throw is due (house: {square})")
            }
            Problem::NoPiece { from, side } => write!(f, "no {side} piece on {from}"),
            Problem::Illegal { throw, refusal } => write!(
                f,
                "the piece on {} cannot move {throw}: {}",
                refusal.from,
                self.reason().unwrap_or(refusal.reason)
            ),
            Problem::PassWithMove {
                moves, first_from, ..
            } => write!(
                f,
                "pass while {moves} move(s) existed (e.g. the piece on {first_from})"
            ),
            Problem::AfterEnd { outcome } => write!(f, "the game was over: {outcome:?}"),
            Problem::Start(problem) => write!(f, "the start: {problem}"),
            Problem::TakeBackTooMany { entries, standing } => write!(
                f,
                "takeback of {entries} entries, {standing} standing before it"
            ),
            Problem::ResultDisagrees { recorded, actual } => {
                write!(
                    f,
                    "the result {recorded:?} disagrees with the moves: {actual:?}"
                )
            }
        }
    }
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}: entry {}: {}",
            self.line, self.entry, self.problem
        )
    }
}

impl std::error::Error for VerifyError {}

/// Re-plays every entry of `replay`.
///
/// # Errors
/// The first bad entry (or a result that disagrees with the moves), together
/// with everything verified before it.
// The valid prefix travels with the error by design (the viewer shows it);
// a `Verified` is a few words plus its vectors, returned once per file.
#[allow(clippy::result_large_err)]
pub fn verify(replay: Replay) -> Result<Verified, (Verified, VerifyError)> {
    let mut game = match replay.start_position() {
        Ok(start) => Game::from_position(start),
        Err(problem) => {
            let final_board = replay.start_board();
            let error = VerifyError {
                entry: 1,
                line: replay.turns.first().map_or(0, |e| e.line),
                problem: Problem::Start(problem),
            };
            let verified = Verified {
                replay,
                frames: Vec::new(),
                final_board,
                outcome: None,
            };
            return Err((verified, error));
        }
    };
    // Entries later taken back were played too: each must have been legal
    // where it stood (the standing ones are checked again below, as frames).
    let mut failure = withdrawn_problem(&game, &replay.history);
    let mut frames = Vec::with_capacity(replay.turns.len());
    for (index, entry) in replay.turns.iter().enumerate() {
        if failure.is_some() {
            break;
        }
        match step(&mut game, index, entry) {
            Ok(frame) => frames.push(frame),
            Err(problem) => {
                failure = Some(VerifyError {
                    entry: index + 1,
                    line: entry.line,
                    problem,
                });
                break;
            }
        }
    }
    if failure.is_none() {
        if let Err(problem) = settle(&mut game, replay.result) {
            failure = Some(VerifyError {
                entry: replay.turns.len(),
                line: replay.turns.last().map_or(0, |e| e.line),
                problem,
            });
        }
    }
    let verified = Verified {
        final_board: *game.board(),
        outcome: game.outcome(),
        frames,
        replay,
    };
    match failure {
        None => Ok(verified),
        Some(e) => Err((verified, e)),
    }
}

/// The first bad item of a file's `turns` list with take-backs (`history`),
/// played from `start`: every entry must be legal where it stood, including
/// those a take-back later withdrew. Its `entry` is the item's 1-based place
/// in the file's list.
fn withdrawn_problem(start: &Game, history: &[Step]) -> Option<VerifyError> {
    let mut before: Vec<Game> = Vec::new();
    let mut game = start.clone();
    for (index, item) in history.iter().enumerate() {
        match item {
            Step::Entry(entry) => {
                let here = game.clone();
                if let Err(problem) = step(&mut game, index, entry) {
                    return Some(VerifyError {
                        entry: index + 1,
                        line: entry.line,
                        problem,
                    });
                }
                before.push(here);
            }
            Step::TakeBack { entries, line } => {
                let keep = before.len().checked_sub(*entries).filter(|_| *entries > 0);
                let Some(keep) = keep else {
                    return Some(VerifyError {
                        entry: index + 1,
                        line: *line,
                        problem: Problem::TakeBackTooMany {
                            entries: *entries,
                            standing: before.len(),
                        },
                    });
                };
                game = before[keep].clone();
                before.truncate(keep);
            }
        }
    }
    None
}

/// Plays one entry.
fn step(game: &mut Game, index: usize, entry: &super::model::Entry) -> Result<Frame, Problem> {
    let (side, house) = match game.pending() {
        Pending::Over(outcome) => return Err(Problem::AfterEnd { outcome }),
        Pending::Throw { side, house } => (side, house),
        // Every entry settles its throw, so a move is never left waiting.
        Pending::Move { side, .. } => (side, None),
    };
    if let Some(found) = entry.side {
        if found != side {
            return Err(Problem::WrongSide {
                expected: side,
                found,
            });
        }
    }
    // The one place a replay's numbers become a throw and squares.
    let Some(throw) = ThrowValue::new(entry.throw) else {
        return Err(Problem::ThrowOutOfRange(entry.throw));
    };
    match (house, entry.action) {
        (Some(square), Action::House { square: named }) if named == square.number() => {}
        (Some(square), _) => return Err(Problem::HouseExpected { square }),
        (None, Action::House { square }) => return Err(Problem::HouseUnexpected { square }),
        (None, _) => {}
    }
    let board = *game.board();
    let outcome = game
        .throw(throw)
        .map_err(|_| Problem::ThrowOutOfRange(entry.throw))?;
    let (analysis, played) = match (outcome, entry.action) {
        (ThrowOutcome::Forced(m), _) => (None, Some(m)),
        (ThrowOutcome::Pass(analysis), Action::Pass) => (Some(analysis), None),
        (ThrowOutcome::Pass(analysis), Action::Move { from }) => {
            return Err(refused(&analysis, throw, from, side));
        }
        (ThrowOutcome::Choose(analysis), Action::Pass) => {
            return Err(Problem::PassWithMove {
                throw,
                moves: analysis.move_count(),
                first_from: analysis.get(0).map_or(Square::START, |m| m.from),
            });
        }
        (ThrowOutcome::Choose(analysis), Action::Move { from }) => match Square::new(from)
            .ok_or(())
            .and_then(|square| game.play(square).map_err(|_| ()))
        {
            Ok(m) => (Some(analysis), Some(m)),
            Err(_) => return Err(refused(&analysis, throw, from, side)),
        },
        // A house action is only accepted above when a house throw is due, and
        // a house throw always gives a forced move.
        (ThrowOutcome::Pass(_) | ThrowOutcome::Choose(_), Action::House { square }) => {
            return Err(Problem::HouseUnexpected { square });
        }
    };
    Ok(Frame {
        index,
        side,
        board,
        throw,
        house,
        analysis,
        played,
        board_after: *game.board(),
    })
}

fn refused(analysis: &Analysis, throw: ThrowValue, from: u8, side: Side) -> Problem {
    match Square::new(from).and_then(|square| analysis.refusal_of(square)) {
        Some(refusal) => Problem::Illegal {
            throw,
            refusal: *refusal,
        },
        None => Problem::NoPiece { from, side },
    }
}

/// Checks the recorded result against the game after the last entry, and
/// applies a resignation or an agreed draw to it.
fn settle(game: &mut Game, recorded: ResultRecord) -> Result<(), Problem> {
    let actual = game.outcome();
    let agrees = match (recorded.by, actual) {
        (ResultBy::BearOff | ResultBy::Draw600, Some(outcome)) => {
            recorded.by.victory() == Some(outcome.by) && recorded.winner == outcome.winner
        }
        (ResultBy::BearOff | ResultBy::Draw600, None) => false,
        (_, Some(_)) => false,
        (ResultBy::Resign, None) => match recorded.winner {
            Some(winner) => {
                game.resign(winner.other());
                true
            }
            None => false,
        },
        (ResultBy::DrawAgreed, None) => {
            game.agree_draw();
            recorded.winner.is_none()
        }
        (ResultBy::Unfinished, None) => recorded.winner.is_none(),
    };
    if agrees {
        Ok(())
    } else {
        Err(Problem::ResultDisagrees { recorded, actual })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sq;
    use crate::engine::{RulesetId, Victory};
    use crate::replay::model::{Entry, Players};

    fn replay(rules: RulesetId, start: &str, turns: Vec<Entry>) -> Replay {
        Replay {
            start: Some(rules.ruleset().parse_board(start).expect("board")),
            turns,
            ..Replay::new(rules, Players::default())
        }
    }

    fn mv(throw: u8, from: u8) -> Entry {
        Entry::new(throw, Action::Move { from })
    }

    fn problem(r: Replay) -> (usize, Problem) {
        let (_, e) = verify(r).expect_err("should fail");
        (e.entry, e.problem)
    }

    #[test]
    fn a_legal_sequence_gives_one_frame_per_entry() {
        // kendall: 1 earns another throw, 2 ends the turn.
        let r = replay(
            RulesetId::Kendall,
            "x.x...........o....o..........",
            vec![mv(1, 3), mv(2, 4), mv(3, 15)],
        );
        let v = verify(r).expect("legal");
        assert_eq!(v.frames.len(), 3);
        assert_eq!(v.frames[0].side, Side::X);
        assert_eq!(v.frames[1].side, Side::X);
        assert_eq!(v.frames[2].side, Side::O);
        assert_eq!(v.frames[1].board, v.frames[0].board_after);
        assert_eq!(v.final_board.to_text(), "x....x...........o.o..........");
        assert_eq!(v.outcome, None);
        assert_eq!(
            v.pending(),
            Pending::Throw {
                side: Side::X,
                house: None
            }
        );
    }

    /// x on 1 and 3, o on 15 and 20: x plays 3 → 4 with a 1 (another throw)
    /// and 4 → 6 with a 2, takes both entries back, and plays 1 → 2 and 3 → 5.
    const TAKEN_BACK: &str = "\
senet-replay: 1
rules: kendall
players: {x: \"Ana\", o: \"Ben\"}
start: \"x.x...........o....o..........\"
to_move: x
turns:
  - {throw: 1, from: 3}
  - {throw: 2, from: 4}
  - {takeback: 2}
  - {throw: 1, from: 1}
  - {throw: 2, from: 3}
result: {winner: null, by: unfinished}
";

    #[test]
    fn a_takeback_withdraws_entries_that_stay_in_the_file_and_are_checked() {
        let r = crate::replay::read::parse(TAKEN_BACK).expect("reads");
        assert_eq!(r.turns.len(), 2, "the game as played after the take-back");
        assert_eq!(r.history.len(), 5);
        assert_eq!(r.takebacks(), 1);
        assert_eq!(
            crate::replay::write::to_yaml(&r),
            TAKEN_BACK,
            "written back as read"
        );
        let v = verify(r.clone()).expect("legal");
        assert_eq!(v.frames.len(), 2);
        assert_eq!(
            v.frames[0].played.map(|m| (m.from, m.to)),
            Some((sq(1), sq(2)))
        );
        assert_eq!(v.final_board.to_text(), ".x..x.........o....o..........");
        // A withdrawn entry that was never legal is found, with its place in the list.
        let bad = TAKEN_BACK.replace("{throw: 2, from: 4}", "{throw: 2, from: 9}");
        let r = crate::replay::read::parse(&bad).expect("reads");
        let (_, e) = verify(r).expect_err("the withdrawn entry is checked");
        assert_eq!((e.entry, e.line), (2, 8));
        assert!(
            matches!(e.problem, Problem::NoPiece { from: 9, .. }),
            "{:?}",
            e.problem
        );
    }

    #[test]
    fn a_takeback_of_more_than_stands_is_refused() {
        let text = TAKEN_BACK.replace("{takeback: 2}", "{takeback: 3}");
        let e = crate::replay::read::parse(&text).expect_err("refused");
        assert_eq!(e.entry, Some(3));
        assert_eq!(e.line, 9);
        let text = TAKEN_BACK.replace("{takeback: 2}", "{takeback: 2, throw: 1}");
        let e = crate::replay::read::parse(&text).expect_err("refused");
        assert_eq!(
            e.problem,
            crate::replay::read::ReadProblem::TakeBackNotAlone
        );
        // Built in memory, the verifier says the same.
        let mut r = crate::replay::read::parse(TAKEN_BACK).expect("reads");
        r.history[2] = Step::TakeBack {
            entries: 3,
            line: 0,
        };
        assert_eq!(
            problem(r),
            (
                3,
                Problem::TakeBackTooMany {
                    entries: 3,
                    standing: 2
                }
            )
        );
    }

    #[test]
    fn a_start_built_in_memory_is_checked_before_any_entry() {
        // kendall never leaves a piece on 27; a file's start is refused on
        // read, a replay built in memory here.
        let mut start = crate::engine::Board::empty();
        start.put(Side::X, sq(27));
        start.put(Side::O, sq(1));
        let r = Replay {
            start: Some(start),
            turns: vec![mv(3, 27)],
            ..Replay::new(RulesetId::Kendall, Players::default())
        };
        let (verified, e) = verify(r).expect_err("a bad start");
        assert_eq!(
            (e.entry, e.problem),
            (
                1,
                Problem::Start(PositionProblem::ImpossibleSquare { square: sq(27) })
            )
        );
        assert!(verified.frames.is_empty());
        assert_eq!(verified.final_board, start);
        assert_eq!(
            verified.pending(),
            Pending::Throw {
                side: Side::X,
                house: None
            }
        );
    }

    #[test]
    fn an_illegal_move_names_its_reason() {
        let r = replay(
            RulesetId::Kendall,
            ".......................x.....o",
            vec![mv(3, 24)],
        );
        let (entry, p) = problem(r);
        assert_eq!(entry, 1);
        assert_eq!(p.reason(), Some(Reason::Checkpoint26));
        let r = replay(
            RulesetId::Kendall,
            ".......................x.....o",
            vec![mv(2, 23)],
        );
        assert_eq!(
            problem(r).1,
            Problem::NoPiece {
                from: 23,
                side: Side::X
            }
        );
    }

    #[test]
    fn a_pass_needs_no_move_and_a_move_needs_a_piece_that_can() {
        // x on 24 with a 3 cannot move: the pass is right, a move is not.
        let start = ".......................x....oo";
        let v = verify(replay(
            RulesetId::Kendall,
            start,
            vec![Entry::new(3, Action::Pass), mv(1, 30)],
        ))
        .expect("legal");
        assert_eq!(v.frames[0].played, None);
        assert!(v.frames[0].analysis.is_some_and(|a| a.is_pass()));
        let (entry, p) = problem(replay(
            RulesetId::Kendall,
            start,
            vec![Entry::new(2, Action::Pass)],
        ));
        assert_eq!(entry, 1);
        assert!(matches!(p, Problem::PassWithMove { first_from, .. } if first_from == sq(24)));
    }

    #[test]
    fn the_side_is_checked_when_given() {
        let mut wrong = mv(2, 1);
        wrong.side = Some(Side::O);
        let r = replay(
            RulesetId::Kendall,
            "x.........o...................",
            vec![wrong],
        );
        assert_eq!(
            problem(r).1,
            Problem::WrongSide {
                expected: Side::X,
                found: Side::O
            }
        );
    }

    #[test]
    fn house_throws_are_required_exactly_when_due() {
        // skiryuk: 24 + 2 lands on 26 and throws for it at once.
        let start = "x......................x.....o";
        let v = verify(replay(
            RulesetId::Skiryuk,
            start,
            vec![mv(2, 24), Entry::new(5, Action::House { square: 26 })],
        ))
        .expect("legal");
        assert_eq!(v.frames[1].house, Some(sq(26)));
        assert_eq!(v.frames[1].analysis, None);
        assert_eq!(v.frames[1].played.map(|m| m.to), Some(sq(31)));
        let (entry, p) = problem(replay(
            RulesetId::Skiryuk,
            start,
            vec![mv(2, 24), mv(5, 26)],
        ));
        assert_eq!((entry, p), (2, Problem::HouseExpected { square: sq(26) }));
        let (entry, p) = problem(replay(
            RulesetId::Skiryuk,
            start,
            vec![Entry::new(2, Action::House { square: 24 })],
        ));
        assert_eq!((entry, p), (1, Problem::HouseUnexpected { square: 24 }));
    }

    #[test]
    fn throws_out_of_range_and_entries_after_the_end_are_refused() {
        let r = replay(
            RulesetId::Race,
            "..............................",
            vec![mv(7, 0)],
        );
        assert_eq!(problem(r).1, Problem::ThrowOutOfRange(7));
        let mut r = replay(
            RulesetId::Race,
            "............................x.",
            vec![mv(1, 29), mv(2, 0)],
        );
        r.result = ResultRecord {
            winner: Some(Side::X),
            by: ResultBy::BearOff,
        };
        let (entry, p) = problem(r);
        assert_eq!(entry, 2);
        assert!(matches!(p, Problem::AfterEnd { .. }));
    }

    #[test]
    #[allow(clippy::result_large_err)]
    fn the_result_must_follow_from_the_moves() {
        let start = "...........................x.o";
        let won = |result: ResultRecord| {
            let mut r = replay(RulesetId::Kendall, start, vec![mv(3, 28)]);
            r.result = result;
            verify(r)
        };
        let bear_off = ResultRecord {
            winner: Some(Side::X),
            by: ResultBy::BearOff,
        };
        let v = won(bear_off).expect("x bore off its last piece");
        assert_eq!(
            v.outcome,
            Some(Outcome {
                winner: Some(Side::X),
                by: Victory::BearOff
            })
        );
        let (v, e) = won(ResultRecord::UNFINISHED).expect_err("the game is over");
        assert_eq!(v.frames.len(), 1, "the moves themselves were fine");
        assert_eq!(e.entry, 1);
        assert!(e.problem.concerns_result());
        assert!(
            won(ResultRecord {
                winner: Some(Side::O),
                by: ResultBy::BearOff
            })
            .is_err()
        );
        // Resigning and agreeing a draw are only possible while the game goes on.
        let mut r = replay(RulesetId::Kendall, start, vec![]);
        r.result = ResultRecord {
            winner: Some(Side::O),
            by: ResultBy::Resign,
        };
        let v = verify(r).expect("x resigned");
        assert_eq!(v.outcome.map(|o| o.by), Some(Victory::Resign));
        assert!(
            won(ResultRecord {
                winner: None,
                by: ResultBy::DrawAgreed
            })
            .is_err()
        );
    }

    #[test]
    fn the_prefix_before_a_bad_entry_is_kept() {
        let r = replay(
            RulesetId::Kendall,
            "x.x...........o..o............",
            vec![mv(1, 3), mv(2, 4), mv(3, 9)],
        );
        let (v, e) = verify(r).expect_err("no piece on 9");
        assert_eq!(e.entry, 3);
        assert_eq!(v.frames.len(), 2);
        assert_eq!(v.replay.turns.len(), 3);
        assert_eq!(v.final_board, v.frames[1].board_after);
    }
}

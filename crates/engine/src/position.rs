//! A position and its check: an unchecked [`Setup`] (what a file, a lesson
//! or a command line says) becomes a [`Position`] only through
//! [`Ruleset::check`], which refuses what the ruleset can never reach with a
//! typed [`PositionProblem`]. The entry points that answer for a position
//! ([`crate::analyze`], [`crate::Game::from_position`], ...)
//! take a `Position`, so a board of one ruleset cannot be read by another.

use super::board::{Board, BoardError};
use super::route::bit;
use super::rules::{Houses, Ruleset, RulesetId};
use super::side::Side;
use super::square::Square;

/// A position as given, not yet checked against a ruleset.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The pieces.
    pub board: Board,
    /// The side to throw next.
    pub to_move: Side,
    /// (skiryuk) The square whose house throw comes next, if one is due.
    pub house: Option<Square>,
    /// How many throws the game has already made (arcade's 600-throw draw counts them).
    pub throws_made: u32,
}

impl Setup {
    /// `board` with `to_move` to throw: no house throw due, no throws made.
    #[must_use]
    pub const fn new(board: Board, to_move: Side) -> Setup {
        Setup {
            board,
            to_move,
            house: None,
            throws_made: 0,
        }
    }

    /// The same setup with the house throw of the piece on `square` due.
    #[must_use]
    pub const fn with_house(self, square: Option<Square>) -> Setup {
        Setup {
            house: square,
            ..self
        }
    }

    /// The same setup with `throws` throws already made.
    #[must_use]
    pub const fn with_throws_made(self, throws: u32) -> Setup {
        Setup {
            throws_made: throws,
            ..self
        }
    }
}

/// A position checked against its ruleset: the pieces, the side to throw,
/// a house throw due (skiryuk) and the throws made. Only
/// [`Ruleset::check`] (and the engine, for positions it reaches by moves)
/// builds one.
///
/// # Examples
///
/// ```
/// use senet_engine::{RulesetId, Setup, Side};
///
/// let rules = RulesetId::Kendall.ruleset();
/// let board = rules.parse_board("xoxoxoxoxo....................")?;
/// let position = rules.check(Setup::new(board, Side::O)).expect("a kendall position");
/// assert_eq!(position.rules().id, RulesetId::Kendall);
/// assert_eq!((position.to_move(), position.house()), (Side::O, None));
/// # Ok::<(), senet_engine::BoardError>(())
/// ```
#[derive(Copy, Clone, Debug)]
pub struct Position {
    rules: &'static Ruleset,
    board: Board,
    to_move: Side,
    house: Option<Square>,
    throws_made: u32,
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.rules.id == other.rules.id && self.setup() == other.setup()
    }
}

impl Eq for Position {}

impl Position {
    /// The ruleset's start, `x` to throw first.
    ///
    /// # Examples
    ///
    /// ```
    /// use senet_engine::{Position, RulesetId};
    ///
    /// let start = Position::start(RulesetId::Skiryuk);
    /// assert_eq!(start.board().to_string(), "oxoxoxoxox....................");
    /// ```
    #[must_use]
    pub fn start(id: RulesetId) -> Position {
        let rules = id.ruleset();
        Position::trusted(rules, rules.start, Side::X, None, 0)
    }

    /// A position the engine itself reached (by moves from a checked one,
    /// or by building a board it knows to be valid), without a check.
    #[must_use]
    pub(crate) const fn trusted(
        rules: &'static Ruleset,
        board: Board,
        to_move: Side,
        house: Option<Square>,
        throws_made: u32,
    ) -> Position {
        Position {
            rules,
            board,
            to_move,
            house,
            throws_made,
        }
    }

    /// The ruleset.
    #[must_use]
    pub const fn rules(&self) -> &'static Ruleset {
        self.rules
    }

    /// The pieces.
    #[must_use]
    pub const fn board(&self) -> &Board {
        &self.board
    }

    /// The side to throw next.
    #[must_use]
    pub const fn to_move(&self) -> Side {
        self.to_move
    }

    /// (skiryuk) The square whose house throw comes next, if one is due.
    #[must_use]
    pub const fn house(&self) -> Option<Square> {
        self.house
    }

    /// How many throws the game has already made.
    #[must_use]
    pub const fn throws_made(&self) -> u32 {
        self.throws_made
    }

    /// Whether a side has already won here (no throw is left to make).
    #[must_use]
    pub fn is_finished(&self) -> bool {
        Side::BOTH
            .iter()
            .any(|&side| self.rules.has_won(&self.board, side))
    }

    /// The same position with `throws` throws made.
    ///
    /// # Errors
    /// [`PositionProblem::ThrowLimit`] when the game would have ended by then.
    pub fn with_throws_made(self, throws: u32) -> Result<Position, PositionProblem> {
        self.rules.check(self.setup().with_throws_made(throws))
    }

    /// The same position as an unchecked setup.
    #[must_use]
    pub const fn setup(&self) -> Setup {
        Setup {
            board: self.board,
            to_move: self.to_move,
            house: self.house,
            throws_made: self.throws_made,
        }
    }
}

/// Why a setup is not a position of a ruleset.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum PositionProblem {
    /// More pieces of one side than the ruleset has.
    #[error("too many {side} pieces: {found}, the ruleset has {max}; the extra one is on {square}")]
    TooManyPieces {
        /// The side with too many pieces.
        side: Side,
        /// How many there are.
        found: u32,
        /// How many the ruleset has.
        max: u32,
        /// The square of the first piece beyond the limit.
        square: Square,
    },
    /// Two pieces on one square outside `race`.
    #[error("square {square} holds both sides: only race lets two pieces share a square")]
    SharedSquare {
        /// The square.
        square: Square,
    },
    /// A piece where it can never rest in this ruleset: the water square 27
    /// of the rulesets that wash pieces back, the race start (0) outside
    /// `race`, or off the board (31).
    #[error("a piece cannot rest on square {square} in this ruleset")]
    ImpossibleSquare {
        /// The square.
        square: Square,
    },
    /// A house throw is due, but the ruleset has none.
    #[error("this ruleset has no house throws")]
    NoHouseThrows,
    /// A house throw is due from a square that has none (only 26..29 do).
    #[error("square {square} has no house throw")]
    NotAHouse {
        /// The square.
        square: Square,
    },
    /// A house throw is due from a square without a piece of the side to move.
    #[error("no piece of {side} on house {square}")]
    NoPieceOnHouse {
        /// The square.
        square: Square,
        /// The side to move.
        side: Side,
    },
    /// The game would already have ended at its throw limit (arcade).
    #[error("{throws_made} throws made: the game ends after {limit}")]
    ThrowLimit {
        /// The throws made.
        throws_made: u32,
        /// The ruleset's limit.
        limit: u32,
    },
}

/// A problem of the pieces alone ([`Ruleset::check_board`]): a
/// [`PositionProblem`], or with the board text's columns a [`BoardError`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum PiecesProblem {
    TooMany {
        side: Side,
        found: u32,
        max: u32,
        square: Square,
    },
    Shared(Square),
    Impossible(Square),
}

impl PiecesProblem {
    /// The board-text error, the text's first character at column `offset + 1`.
    pub(crate) fn at_column(self, offset: usize) -> BoardError {
        let column = |square: Square| offset + usize::from(square.number());
        match self {
            PiecesProblem::TooMany {
                side,
                found,
                max,
                square,
            } => BoardError::TooManyPieces {
                side,
                found,
                max,
                position: column(square),
            },
            PiecesProblem::Shared(square) => BoardError::SharedSquare {
                position: column(square),
            },
            PiecesProblem::Impossible(square) => BoardError::ImpossibleSquare {
                square,
                position: column(square),
            },
        }
    }
}

impl From<PiecesProblem> for PositionProblem {
    fn from(problem: PiecesProblem) -> PositionProblem {
        match problem {
            PiecesProblem::TooMany {
                side,
                found,
                max,
                square,
            } => PositionProblem::TooManyPieces {
                side,
                found,
                max,
                square,
            },
            PiecesProblem::Shared(square) => PositionProblem::SharedSquare { square },
            PiecesProblem::Impossible(square) => PositionProblem::ImpossibleSquare { square },
        }
    }
}

impl Ruleset {
    /// Whether this ruleset has house throws (skiryuk).
    #[must_use]
    pub const fn has_house_throws(&self) -> bool {
        matches!(self.movement.houses, Houses::Table)
    }

    /// Checks a setup against this ruleset: piece counts, shared squares only
    /// in `race`, no piece resting where it never can, a house throw only
    /// from a skiryuk house with a piece of the side to move on it, and the
    /// throws made below the ruleset's limit. In `race`, a side without a
    /// piece on the board has it at the start (square 0).
    ///
    /// # Errors
    /// The first problem, in the order listed.
    ///
    /// # Examples
    ///
    /// ```
    /// use senet_engine::{Board, PositionProblem, RulesetId, Setup, Side, Square};
    ///
    /// let kendall = RulesetId::Kendall.ruleset();
    /// let water: Board = "..........................x...".parse()?;
    /// assert_eq!(
    ///     kendall.check(Setup::new(water, Side::X)),
    ///     Err(PositionProblem::ImpossibleSquare { square: Square::WATER })
    /// );
    /// // skiryuk's pieces rest on 27, and may throw for it.
    /// let skiryuk = RulesetId::Skiryuk.ruleset();
    /// let setup = Setup::new(water, Side::X).with_house(Some(Square::WATER));
    /// assert_eq!(skiryuk.check(setup).map(|p| p.house()), Ok(Some(Square::WATER)));
    /// # Ok::<(), senet_engine::BoardError>(())
    /// ```
    pub fn check(&'static self, setup: Setup) -> Result<Position, PositionProblem> {
        let board = self
            .check_board(setup.board)
            .map_err(PositionProblem::from)?;
        if let Some(square) = setup.house {
            if !self.has_house_throws() {
                return Err(PositionProblem::NoHouseThrows);
            }
            if !(Square::HAPPINESS..Square::DEPARTURE).contains(&square) {
                return Err(PositionProblem::NotAHouse { square });
            }
            if !board.has(setup.to_move, square) {
                return Err(PositionProblem::NoPieceOnHouse {
                    square,
                    side: setup.to_move,
                });
            }
        }
        if let Some(limit) = self.draw_after_throws {
            if setup.throws_made >= limit {
                return Err(PositionProblem::ThrowLimit {
                    throws_made: setup.throws_made,
                    limit,
                });
            }
        }
        Ok(Position::trusted(
            self,
            board,
            setup.to_move,
            setup.house,
            setup.throws_made,
        ))
    }

    /// The pieces' part of [`Ruleset::check`]: the board as the ruleset
    /// reads it (a `race` piece not shown placed at the start).
    pub(crate) fn check_board(&self, mut board: Board) -> Result<Board, PiecesProblem> {
        let max = u32::from(self.pieces);
        for side in Side::BOTH {
            let found = board.count(side);
            if found > max {
                let square = board
                    .squares(side)
                    .nth(max as usize)
                    .unwrap_or(Square::DEPARTURE);
                return Err(PiecesProblem::TooMany {
                    side,
                    found,
                    max,
                    square,
                });
            }
        }
        if board.occupied() & bit(Square::OFF.number()) != 0 {
            return Err(PiecesProblem::Impossible(Square::OFF));
        }
        if self.is_race() {
            for side in Side::BOTH {
                if board.count(side) == 0 {
                    board.put(side, Square::START);
                }
            }
            return Ok(board);
        }
        let shared = board.mask(Side::X) & board.mask(Side::O);
        if shared != 0 {
            return Err(PiecesProblem::Shared(Square::from_raw(
                shared.trailing_zeros() as u8,
            )));
        }
        if board.occupied() & bit(Square::START.number()) != 0 {
            return Err(PiecesProblem::Impossible(Square::START));
        }
        if matches!(self.movement.houses, Houses::Water { .. })
            && board.occupied() & bit(Square::WATER.number()) != 0
        {
            return Err(PiecesProblem::Impossible(Square::WATER));
        }
        Ok(board)
    }
}

/// For tests: `board` with `to_move` to throw, checked against `rules`
/// (a board the test means to be valid; anything else fails the test).
#[cfg(any(test, feature = "test-support"))]
pub fn checked(rules: &'static Ruleset, board: Board, to_move: Side) -> Position {
    match rules.check(Setup::new(board, to_move)) {
        Ok(position) => position,
        Err(problem) => panic!("{}: {board} is not a position: {problem}", rules.id),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sq;

    fn board(text: &str) -> Board {
        text.parse().unwrap_or_default()
    }

    #[test]
    fn every_start_is_a_position_of_its_ruleset() {
        for id in RulesetId::ALL {
            let start = Position::start(id);
            assert_eq!(id.ruleset().check(start.setup()), Ok(start), "{id}");
            assert!(!start.is_finished());
        }
    }

    /// What the engine builds without a check (a game's position before
    /// each throw, house throws included) passes the check.
    #[test]
    fn every_position_of_random_games_passes_the_check() {
        use crate::{Game, Pending, ThrowOutcome, Thrower, uniform_below};
        let mut houses = 0;
        for id in RulesetId::ALL {
            let rules = id.ruleset();
            for seed in 0..40 {
                let mut game = Game::new(id);
                let mut thrower = Thrower::new(rules.throw_model, seed);
                while let Pending::Throw { house, .. } = game.pending() {
                    let position = game.position();
                    assert_eq!(rules.check(position.setup()), Ok(position), "{id} {seed}");
                    houses += usize::from(house.is_some());
                    if let Ok(ThrowOutcome::Choose(a)) = game.throw(thrower.throw().value) {
                        let n = uniform_below(thrower.rng(), a.move_count() as u32);
                        assert!(game.play_nth(n as usize).is_ok());
                    }
                }
            }
        }
        assert!(houses > 100, "skiryuk's house throws were met: {houses}");
    }

    #[test]
    fn boards_no_game_reaches_are_refused() {
        let kendall = RulesetId::Kendall.ruleset();
        let check = |b: Board| kendall.check(Setup::new(b, Side::X));
        assert_eq!(
            check(board("xxxxxx........................")),
            Err(PositionProblem::TooManyPieces {
                side: Side::X,
                found: 6,
                max: 5,
                square: sq(6)
            })
        );
        assert_eq!(
            check(board(".*............................")),
            Err(PositionProblem::SharedSquare { square: sq(2) })
        );
        assert_eq!(
            check(Board::from_masks(1, 0)),
            Err(PositionProblem::ImpossibleSquare { square: sq(0) })
        );
        assert_eq!(
            check(Board::from_masks(0, 1 << 31)),
            Err(PositionProblem::ImpossibleSquare { square: sq(31) })
        );
        let race = RulesetId::Race.ruleset();
        assert_eq!(
            race.check(Setup::new(Board::from_masks(1 << 31, 0), Side::X)),
            Err(PositionProblem::ImpossibleSquare { square: sq(31) })
        );
        let shared = race.check(Setup::new(board("..*..........................."), Side::O));
        assert_eq!(shared.map(|p| p.board().count(Side::O)), Ok(1));
    }

    #[test]
    fn house_throws_need_skiryuk_a_house_and_a_piece_on_it() {
        let b = board(".........................x.x.o");
        let skiryuk = RulesetId::Skiryuk.ruleset();
        let with = |side: Side, house: u8| Setup::new(b, side).with_house(Some(sq(house)));
        assert!(skiryuk.check(with(Side::X, 26)).is_ok());
        assert_eq!(
            skiryuk.check(with(Side::X, 30)),
            Err(PositionProblem::NotAHouse { square: sq(30) })
        );
        assert_eq!(
            skiryuk.check(with(Side::O, 26)),
            Err(PositionProblem::NoPieceOnHouse {
                square: sq(26),
                side: Side::O
            })
        );
        assert_eq!(
            RulesetId::Kendall.ruleset().check(with(Side::X, 26)),
            Err(PositionProblem::NoHouseThrows)
        );
    }

    #[test]
    fn throws_made_stay_below_the_limit() {
        let arcade = RulesetId::Arcade.ruleset();
        let setup = Position::start(RulesetId::Arcade).setup();
        assert!(arcade.check(setup.with_throws_made(599)).is_ok());
        assert_eq!(
            arcade.check(setup.with_throws_made(600)),
            Err(PositionProblem::ThrowLimit {
                throws_made: 600,
                limit: 600
            })
        );
        let kendall = RulesetId::Kendall.ruleset();
        let far = Position::start(RulesetId::Kendall)
            .setup()
            .with_throws_made(1_000_000);
        assert_eq!(kendall.check(far).map(|p| p.throws_made()), Ok(1_000_000));
    }

    #[test]
    fn problems_of_the_pieces_point_at_their_column() {
        let p = PiecesProblem::Shared(sq(4));
        assert_eq!(p.at_column(2), BoardError::SharedSquare { position: 6 });
        assert_eq!(
            PositionProblem::from(p),
            PositionProblem::SharedSquare { square: sq(4) }
        );
    }
}

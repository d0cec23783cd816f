//! The turn sequence: throw, then move or lose the throw; extra throws on 1, 4
//! and 5; skiryuk's house throws; the end of the game.

use super::board::Board;
use super::codes::codes;
use super::moves::{Analysis, Move, analyze_into, house_throw_on_board};
use super::position::Position;
use super::reason::Reason;
use super::rules::{Ruleset, RulesetId};
use super::side::Side;
use super::square::{Square, ThrowValue};

codes! {
    /// How a game ended.
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
    pub enum Victory ("victory") {
        /// A side bore off every piece (in `race`: reached 30).
        BearOff = "bear-off",
        /// A side resigned.
        Resign = "resign",
        /// Both sides agreed to a draw.
        DrawAgreed = "draw-agreed",
        /// (arcade) The game reached its throw limit.
        Draw600 = "draw-600",
    }
}

/// The result of a finished game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winner, `None` for a draw.
    pub winner: Option<Side>,
    /// How it ended.
    pub by: Victory,
}

/// What the game waits for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Pending {
    /// A throw by `side`; `house` names the square whose house throw it is.
    Throw {
        /// Who throws.
        side: Side,
        /// (skiryuk) The square of the piece this throw belongs to.
        house: Option<Square>,
    },
    /// `side` must choose one of the legal moves for `throw`.
    Move {
        /// Who moves.
        side: Side,
        /// The throw being used.
        throw: ThrowValue,
    },
    /// The game is over.
    Over(Outcome),
}

/// What a throw led to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ThrowOutcome {
    /// The side must choose among these moves (see [`Game::play`]).
    Choose(Analysis),
    /// No legal move: the throw is lost and the turn passes. The analysis says why.
    Pass(Analysis),
    /// A house throw: its one move was made at once.
    Forced(Move),
}

/// What a throw led to, as [`Game::throw_in_place`] tells it: like
/// [`ThrowOutcome`] without a copy of the analysis, which stays in the game
/// ([`Game::last_analysis`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Thrown {
    /// The side must choose among the moves of the analysis.
    Choose,
    /// No legal move: the throw was lost and the turn passed.
    Pass,
    /// A house throw: its one move was made at once.
    Forced(Move),
}

/// Why a game action was refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// A move was asked for, but a throw comes first.
    #[error("throw first")]
    AwaitingThrow,
    /// A throw was made, but the last one still needs a move.
    #[error("the last throw still needs a move")]
    AwaitingMove,
    /// No piece of the side to move stands there.
    #[error("no piece of the side to move on square {0}")]
    NoPiece(Square),
    /// The piece cannot move with this throw.
    #[error("the piece on {from} cannot move: {reason}")]
    Illegal {
        /// The piece.
        from: Square,
        /// Why.
        reason: Reason,
    },
}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Game {
    rules: &'static Ruleset,
    board: Board,
    to_move: Side,
    house: Option<Square>,
    /// The throw waiting for a move, if any; `analysis` then holds its choices.
    waiting: Option<ThrowValue>,
    /// The analysis of the last throw that went through the move generator.
    /// Kept in place (not inside an `Option` with the throw) so that the
    /// generator writes it here directly and nothing copies it per throw.
    analysis: Analysis,
    throws: u32,
    outcome: Option<Outcome>,
}

impl Game {
    /// A new game from the ruleset's start, the first side to move.
    #[must_use]
    pub fn new(rules: RulesetId) -> Game {
        Game::from_position(Position::start(rules))
    }

    /// A game from a checked position: its side to move throws next (for
    /// the house throw due there, if one is), its throws made count towards
    /// the ruleset's limit.
    ///
    /// # Examples
    ///
    /// ```
    /// use senet_engine::{Game, Pending, RulesetId, Setup, Side, Square, ThrowOutcome, ThrowValue};
    ///
    /// // kendall: the last piece of x on 29 leaves with a 2, and x has won.
    /// let rules = RulesetId::Kendall.ruleset();
    /// let board = rules.parse_board("o...........................x.")?;
    /// let mut game = Game::from_position(rules.check(Setup::new(board, Side::X)).expect("valid"));
    /// assert!(matches!(game.throw(ThrowValue::TWO), Ok(ThrowOutcome::Choose(_))));
    /// assert_eq!(game.play(Square::RE_ATUM).map(|m| m.to), Ok(Square::OFF));
    /// assert!(matches!(game.pending(), Pending::Over(o) if o.winner == Some(Side::X)));
    /// # Ok::<(), senet_engine::BoardError>(())
    /// ```
    #[must_use]
    pub fn from_position(position: Position) -> Game {
        let to_move = position.to_move();
        let mut game = Game {
            rules: position.rules(),
            board: *position.board(),
            to_move,
            house: position.house(),
            waiting: None,
            analysis: Analysis::EMPTY,
            throws: position.throws_made(),
            outcome: None,
        };
        game.check_finished(to_move.other());
        game.check_finished(to_move);
        game
    }

    /// The position before the next throw: the board, the side to throw,
    /// the house throw due and the throws made (a throw waiting for its move
    /// is not part of it).
    #[must_use]
    pub fn position(&self) -> Position {
        Position::trusted(
            self.rules,
            self.board,
            self.to_move,
            self.house,
            self.throws,
        )
    }

    /// The ruleset.
    #[must_use]
    pub fn rules(&self) -> &'static Ruleset {
        self.rules
    }

    /// The position.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The side whose turn it is.
    #[must_use]
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// How many throws have been made (house throws included).
    #[must_use]
    pub fn throws(&self) -> u32 {
        self.throws
    }

    /// The result, once the game is over.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The legal moves for the throw waiting to be used, if any.
    #[must_use]
    pub fn choices(&self) -> Option<&Analysis> {
        self.waiting.map(|_| &self.analysis)
    }

    /// The analysis of the last throw that was not a house throw, whether it
    /// still waits for a move or was lost (meaningless before the first one).
    pub(crate) fn last_analysis(&self) -> &Analysis {
        &self.analysis
    }

    /// What the game waits for.
    #[must_use]
    pub fn pending(&self) -> Pending {
        if let Some(outcome) = self.outcome {
            return Pending::Over(outcome);
        }
        match self.waiting {
            Some(throw) => Pending::Move {
                side: self.to_move,
                throw,
            },
            None => Pending::Throw {
                side: self.to_move,
                house: self.house,
            },
        }
    }

    /// Uses a throw of the side to move.
    ///
    /// # Examples
    ///
    /// ```
    /// use senet_engine::{Game, GameError, Pending, RulesetId, Side, Square, ThrowOutcome, ThrowValue};
    ///
    /// let mut game = Game::new(RulesetId::Kendall);
    /// let Ok(ThrowOutcome::Choose(choices)) = game.throw(ThrowValue::ONE) else { panic!("a choice") };
    /// let pieces: Vec<u8> = choices.moves().map(|m| m.from.number()).collect();
    /// assert_eq!(pieces, vec![1, 3, 5, 7, 9]);
    /// assert_eq!(game.throw(ThrowValue::TWO), Err(GameError::AwaitingMove));
    /// let square = |n| Square::on_board(n).expect("a square");
    /// assert_eq!(game.play(square(9)).map(|m| m.to), Ok(square(10)));
    /// // 1 earns another throw.
    /// assert_eq!(game.pending(), Pending::Throw { side: Side::X, house: None });
    /// ```
    ///
    /// # Errors
    /// [`GameError::GameOver`] or [`GameError::AwaitingMove`].
    pub fn throw(&mut self, value: ThrowValue) -> Result<ThrowOutcome, GameError> {
        Ok(match self.throw_in_place(value)? {
            Thrown::Choose => ThrowOutcome::Choose(self.analysis),
            Thrown::Pass => ThrowOutcome::Pass(self.analysis),
            Thrown::Forced(m) => ThrowOutcome::Forced(m),
        })
    }

    /// [`Game::throw`] without handing out a copy of the analysis (200 bytes):
    /// it stays in the game, see [`Game::choices`] and [`Game::last_analysis`].
    ///
    /// # Errors
    /// As [`Game::throw`].
    #[inline]
    pub(crate) fn throw_in_place(&mut self, value: ThrowValue) -> Result<Thrown, GameError> {
        if self.outcome.is_some() {
            return Err(GameError::GameOver);
        }
        if self.waiting.is_some() {
            return Err(GameError::AwaitingMove);
        }
        self.throws += 1;
        if let Some(square) = self.house.take() {
            if let Some(m) = house_throw_on_board(
                self.rules,
                &self.board,
                self.to_move,
                square.number(),
                value.get(),
            ) {
                self.apply(&m);
                return Ok(Thrown::Forced(m));
            }
        }
        analyze_into(
            self.rules,
            &self.board,
            self.to_move,
            value.get(),
            &mut self.analysis,
        );
        if self.analysis.is_pass() {
            self.to_move = self.to_move.other();
            self.check_throw_limit();
            return Ok(Thrown::Pass);
        }
        self.waiting = Some(value);
        Ok(Thrown::Choose)
    }

    /// Moves the piece on `from` with the waiting throw.
    ///
    /// # Errors
    /// [`GameError::AwaitingThrow`] before a throw, [`GameError::NoPiece`] or
    /// [`GameError::Illegal`] (with its reason) for a piece that cannot move.
    pub fn play(&mut self, from: Square) -> Result<Move, GameError> {
        if self.outcome.is_some() {
            return Err(GameError::GameOver);
        }
        if self.waiting.is_none() {
            return Err(GameError::AwaitingThrow);
        }
        if let Some(m) = self.analysis.move_from(from).copied() {
            self.waiting = None;
            self.apply(&m);
            return Ok(m);
        }
        match self.analysis.refusal_of(from) {
            Some(refusal) => Err(GameError::Illegal {
                from,
                reason: refusal.backward_reason.unwrap_or(refusal.reason),
            }),
            None => Err(GameError::NoPiece(from)),
        }
    }

    /// Makes the `n`-th legal move of the waiting throw (for computer players).
    ///
    /// # Errors
    /// As [`Game::play`].
    pub fn play_nth(&mut self, n: usize) -> Result<Move, GameError> {
        // The n-th move is the move of its piece, so this is `play(m.from)`
        // without searching the moves for that piece again.
        let Some(m) = self.choices().and_then(|a| a.get(n)).copied() else {
            return Err(GameError::AwaitingThrow);
        };
        if self.outcome.is_some() {
            return Err(GameError::GameOver);
        }
        self.waiting = None;
        self.apply(&m);
        Ok(m)
    }

    /// `side` resigns; the other side wins.
    pub fn resign(&mut self, side: Side) {
        if self.outcome.is_none() {
            self.outcome = Some(Outcome {
                winner: Some(side.other()),
                by: Victory::Resign,
            });
        }
    }

    /// Both sides agree to a draw.
    pub fn agree_draw(&mut self) {
        if self.outcome.is_none() {
            self.outcome = Some(Outcome {
                winner: None,
                by: Victory::DrawAgreed,
            });
        }
    }

    fn apply(&mut self, m: &Move) {
        self.board = m.board;
        let mover = self.to_move;
        self.check_finished(mover);
        if self.outcome.is_none() {
            if let Some(square) = m.house_throw {
                self.house = Some(square);
            } else if !m.throw_again {
                self.to_move = mover.other();
            }
            self.check_throw_limit();
        }
    }

    fn check_finished(&mut self, side: Side) {
        if self.outcome.is_none() && self.rules.has_won(&self.board, side) {
            self.outcome = Some(Outcome {
                winner: Some(side),
                by: Victory::BearOff,
            });
        }
    }

    fn check_throw_limit(&mut self) {
        if let Some(limit) = self.rules.draw_after_throws {
            if self.outcome.is_none() && self.throws >= limit {
                self.outcome = Some(Outcome {
                    winner: None,
                    by: Victory::Draw600,
                });
            }
        }
    }
}

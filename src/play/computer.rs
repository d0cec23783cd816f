//! The computer opponent: a [`Level`] of the search engine in [`crate::ai`]
//! with its own seeded generator, so games replay the same way for the same seed.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::ai::{GameState, Level, choose};
use crate::engine::{Game, Pending};

/// A computer player: a level and its own seeded generator.
#[derive(Debug, Clone)]
pub struct Computer {
    level: Level,
    rng: ChaCha8Rng,
}

impl Computer {
    /// A computer at `level`: a [`Level`], or a number (0 = the random mover,
    /// 1 = weakest search level .. 4 = the strongest).
    #[must_use]
    pub fn new(level: impl Into<Level>, seed: u64) -> Computer {
        Computer {
            level: level.into(),
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// Where its generator stands (the word position of its stream), to
    /// continue a game later exactly as it would have gone on.
    #[must_use]
    pub fn position(&self) -> u128 {
        self.rng.get_word_pos()
    }

    /// Puts its generator where [`Computer::position`] said it was.
    pub fn set_position(&mut self, position: u128) {
        self.rng.set_word_pos(position);
    }

    /// The level's number (0 = random, 1..=4).
    #[must_use]
    pub fn level(&self) -> u8 {
        self.level.number()
    }

    /// The level.
    #[must_use]
    pub fn strength(&self) -> Level {
        self.level
    }

    /// The index of the move it plays among the legal moves of the throw
    /// `game` waits to see used (0 when the game waits for no move).
    pub fn choose(&mut self, game: &Game) -> usize {
        let (Pending::Move { throw, .. }, Some(analysis)) = (game.pending(), game.choices()) else {
            return 0;
        };
        let state = GameState::of(game);
        choose(
            game.rules(),
            &state,
            throw.get(),
            analysis,
            self.level,
            &mut self.rng,
        )
    }
}

//! The computer opponent. Until the search engine lands, every level chooses
//! uniformly among the legal moves, and says so in its name.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::engine::{Analysis, RulesetId};

/// A computer player: a level and its own seeded generator (so games replay
/// the same way for the same seed).
#[derive(Debug, Clone)]
pub struct Computer {
    level: u8,
    rng: ChaCha8Rng,
}

impl Computer {
    /// A computer at `level` (1 = weakest).
    #[must_use]
    pub fn new(level: u8, seed: u64) -> Computer {
        Computer {
            level: level.max(1),
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// The level.
    #[must_use]
    pub fn level(&self) -> u8 {
        self.level
    }

    /// The Fluent id of this level's name in a ruleset (games-room names its
    /// levels Apprentice, Journeyman and Master; arcade has four levels).
    #[must_use]
    pub fn name_id(&self, rules: RulesetId) -> String {
        match rules {
            RulesetId::GamesRoom => format!("computer-games-room-{}", self.level.min(3)),
            RulesetId::Arcade => format!("computer-arcade-{}", self.level.min(4)),
            _ => format!("computer-level-{}", self.level.min(4)),
        }
    }

    /// The index of the move it plays among `analysis`'s legal moves.
    pub fn choose(&mut self, analysis: &Analysis) -> usize {
        let n = analysis.move_count().max(1);
        (self.rng.next_u32() as usize) % n
    }
}

//! The facts of a ruleset that are not rules of movement: what its source
//! calls square 26 ([`House26`]), and whether a game opens with a ceremony
//! or is played as a series (read from the rules it lists:
//! [`Ruleset::has_ceremony`], [`Ruleset::has_series`]).
//!
//! Only facts of the game live here. What the floors above decide for
//! themselves is kept there, keyed by [`RulesetId`](super::RulesetId): the
//! computer's endgame tables and shown chances in `senet-ai`
//! (`per_ruleset.rs`); the texts' ids, sample replays and lesson template in
//! the application, named after the ruleset's code (`side-kendall-x`,
//! `kendall-sample.yaml`). A test over the source tree
//! (`tests/it/ruleset_facts.rs`) keeps every other place from matching on a
//! ruleset.

use super::Ruleset;
use crate::RuleId;

/// The facts of one ruleset that are not rules of movement.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Facts {
    /// What the ruleset's source calls square 26.
    pub house_26: House26,
}

/// What a ruleset's source calls square 26 (the other houses have one name
/// in every source: 15, 27, 28, 29, 30).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum House26 {
    /// The House of Happiness (`kendall`, `games-room`, `race`).
    Happiness,
    /// The House of Beauty (the sources of `arcade` and `skiryuk`).
    Beauty,
}

impl Ruleset {
    /// Whether a game opens with the ceremony that decides the sides (`skiryuk`:
    /// both throw until one scores a 1): the ruleset lists [`RuleId::Ceremony`].
    #[must_use]
    pub fn has_ceremony(&self) -> bool {
        self.rule(RuleId::Ceremony).is_some()
    }

    /// Whether games against the computer are played as a scored series, the
    /// computer a level stronger after each win (`arcade`): the ruleset lists
    /// [`RuleId::Series`].
    #[must_use]
    pub fn has_series(&self) -> bool {
        self.rule(RuleId::Series).is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::super::RulesetId;
    use super::*;

    #[test]
    fn house_26_is_named_as_the_sources_name_it() {
        for id in RulesetId::ALL {
            let beauty = matches!(
                id,
                RulesetId::Arcade | RulesetId::Skiryuk | RulesetId::Skiryuk14
            );
            let expected = if beauty {
                House26::Beauty
            } else {
                House26::Happiness
            };
            assert_eq!(id.ruleset().facts.house_26, expected, "{id}");
        }
    }

    #[test]
    fn ceremony_and_series_are_where_the_sources_put_them() {
        for id in RulesetId::ALL {
            let rules = id.ruleset();
            let ceremony = matches!(id, RulesetId::Skiryuk | RulesetId::Skiryuk14);
            assert_eq!(rules.has_ceremony(), ceremony, "{id}");
            assert_eq!(rules.has_series(), id == RulesetId::Arcade, "{id}");
        }
    }

    #[test]
    fn every_ruleset_fits_the_move_generators_arrays() {
        for id in RulesetId::ALL {
            let pieces = usize::from(id.ruleset().pieces);
            assert!(pieces <= crate::MAX_PIECES, "{id}: {pieces} pieces");
        }
    }
}

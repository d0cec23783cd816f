//! What the floors above the engine need to know of a ruleset besides its
//! rules, declared in the ruleset's file as data: the text ids of its side,
//! house and level names (ids only: the words are in `locales/`), the shape of
//! its exact endgame tables, which first evaluation weights are its own, its
//! sample replay and the example of its lesson template. Whether it opens with
//! a ceremony or plays a series is read from the rules it lists
//! ([`Ruleset::has_ceremony`], [`Ruleset::has_series`]).
//!
//! The modules above read these facts instead of matching on [`RulesetId`]
//! (a test over the source tree, `tests/it/ruleset_facts.rs`, keeps it so):
//! a new ruleset declares its facts here and its texts in `locales/`.

use super::{Ruleset, RulesetId};
use crate::RuleId;
use crate::square::{Square, ThrowValue};

/// The facts of one ruleset that the floors above the engine read.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Facts {
    /// The Fluent ids of the sides' names, `x` first (e.g. `side-kendall-x`),
    /// indexed by [`Side::index`](crate::Side::index).
    pub side_names: [&'static str; 2],
    /// The Fluent id of the name of square 26 (`house-26`, the House of
    /// Happiness, or `house-26-beauty`, the House of Beauty in the sources of
    /// `arcade` and `skiryuk`); its short label is this id followed by `-short`.
    /// The other houses have one name in every ruleset (`house-15`, `house-27`...).
    pub house_26_name: &'static str,
    /// The Fluent id prefix of the computer's level names: level `n` (1..4)
    /// is named by `{prefix}-{n}` (e.g. `computer-games-room-2`).
    pub level_names: &'static str,
    /// The exact endgame tables that serve it.
    pub endgame: EndgameShape,
    /// Which of the program's first evaluation weights are its own (an index
    /// into `ai::eval::LEGACY`); `None`: the pip count alone (`race`, which is
    /// solved exactly).
    pub legacy_weights: Option<usize>,
    /// How its searched win chances are shown (an index into
    /// `ai::shown::PULLS`, fitted to the calibration report); `None`: as the
    /// search gives them (its report showed no need).
    pub shown_pull: Option<usize>,
    /// The file name of its annotated sample game in `replays/`.
    pub sample_replay: &'static str,
    /// The example of the lesson template (`senet lesson new`).
    pub lesson_example: LessonExample,
}

/// Which exact endgame tables serve a ruleset.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct EndgameShape {
    /// The ruleset whose tables serve this one: itself, or one whose pieces
    /// move the same way (`skiryuk-14` uses `skiryuk`'s).
    pub tables_of: RulesetId,
    /// The most pieces a side has in its small table (`race`: 1, which is
    /// already the whole game).
    pub small_pieces: u32,
    /// Whether it has a three-piece table as well (only where the small
    /// table is not already the whole game; not skiryuk's, whose value
    /// iteration converges far too slowly).
    pub large: bool,
}

impl EndgameShape {
    /// Whether the small table is the whole game: it covers every piece a
    /// side of `rules` has (`race`).
    #[must_use]
    pub const fn small_is_whole(&self, rules: &Ruleset) -> bool {
        self.small_pieces >= rules.pieces as u32
    }
}

/// The example of a new lesson (`senet lesson new`): the piece its question
/// asks about in the start position, and the throw.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LessonExample {
    /// The square of the piece ([`Square::START`]: the piece waiting before
    /// square 1, `race`).
    pub piece: Square,
    /// The throw.
    pub throw: ThrowValue,
}

impl LessonExample {
    /// The example of the piece on `piece` (0..=30) and the throw `throw`
    /// (1..=5), written as numbers in the ruleset files.
    pub(crate) const fn new(piece: u8, throw: u8) -> LessonExample {
        LessonExample {
            piece: Square::from_raw(piece),
            throw: ThrowValue::from_raw(throw),
        }
    }
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
    use super::*;

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
    fn endgame_tables_are_served_by_a_ruleset_that_moves_the_same() {
        for id in RulesetId::ALL {
            let rules = id.ruleset();
            let shape = rules.facts.endgame;
            let owner = shape.tables_of.ruleset();
            assert_eq!(owner.facts.endgame.tables_of, owner.id, "{id}: one step");
            assert_eq!(owner.movement, rules.movement, "{id}");
            assert_eq!(owner.throw_model, rules.throw_model, "{id}");
            assert_eq!(owner.draw_after_throws, rules.draw_after_throws, "{id}");
            assert_eq!(owner.facts.endgame.small_pieces, shape.small_pieces, "{id}");
            assert_eq!(owner.facts.endgame.large, shape.large, "{id}");
            assert!(shape.small_pieces >= 1 && shape.small_pieces <= u32::from(rules.pieces));
            assert!(!(shape.large && shape.small_is_whole(rules)), "{id}");
        }
    }

    #[test]
    fn every_ruleset_fits_the_move_generators_arrays() {
        for id in RulesetId::ALL {
            let pieces = usize::from(id.ruleset().pieces);
            assert!(pieces <= crate::MAX_PIECES, "{id}: {pieces} pieces");
        }
    }

    #[test]
    fn each_first_weight_set_is_one_rulesets() {
        let mut weights: Vec<usize> = RulesetId::ALL
            .into_iter()
            .filter_map(|id| id.ruleset().facts.legacy_weights)
            .collect();
        let count = weights.len();
        weights.sort_unstable();
        weights.dedup();
        assert_eq!(weights.len(), count);
    }
}

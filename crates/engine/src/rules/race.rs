//! `race`: the one-piece browser race (source: `skiryuk-and-simple-race.en.txt`,
//! first part). One piece a side from position 0, a fair 1..5, no interaction,
//! no extra throws; the first piece to reach exactly 30 wins.

use super::{
    Backward, Checkpoint, Facts, Formation, House26, Houses, Movement, Ruleset, RulesetId, rule,
};
use crate::Board;
use crate::Provenance::Source;
use crate::ThrowModel;
use crate::{Reason, RuleId, RuleInfo, SourceDoc};

const SRC: SourceDoc = SourceDoc::SkiryukAndRace;

const RULES: &[RuleInfo] = &[
    rule(RuleId::Route, Source, SRC),
    rule(RuleId::Setup, Source, SRC),
    rule(RuleId::FirstThrow, Source, SRC),
    rule(RuleId::Throws, Source, SRC),
    rule(RuleId::Moving, Source, SRC),
    rule(RuleId::RaceSharing, Source, SRC),
    rule(RuleId::RaceOvershoot, Source, SRC),
    rule(RuleId::RaceFinish, Source, SRC),
];

const REASONS: &[(Reason, RuleId)] = &[(Reason::Overshoot, RuleId::RaceOvershoot)];

/// The `race` ruleset.
pub(crate) static RACE: Ruleset = Ruleset {
    id: RulesetId::Race,
    source: SRC,
    pieces: 1,
    // Both pieces at position 0, before square 1.
    start: Board::from_masks(1, 1),
    throw_model: ThrowModel::Fair,
    movement: Movement {
        formation: Formation::None,
        safe: 0,
        backward: Backward::Never,
        checkpoint: Checkpoint::None,
        houses: Houses::Finish30,
        extra_throws: false,
    },
    draw_after_throws: None,
    rules: RULES,
    reason_rules: REASONS,
    facts: Facts {
        house_26: House26::Happiness,
    },
};

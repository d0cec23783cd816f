//! `kendall`: Ply Yard's Kendall-tradition reconstruction
//! (sources: `ply-yard-kendall.en.txt`, `ply-yard-kendall.es.txt`).
//!
//! Our choices where the source is silent: Black (x) starts on the odd squares;
//! a washed piece that finds 15 taken goes to the nearest empty square below 15;
//! a piece on 28 or 29 may also move on inside the last row (28 + 1 = 29), since
//! the source only restricts exits (RULES.md is silent here too).

use super::{
    Backward, Checkpoint, Facts, Formation, House26, Houses, Movement, Ruleset, RulesetId,
    alternating_start, rule,
};
use crate::Provenance::{Choice, Source};
use crate::ThrowModel;
use crate::route::bit;
use crate::route::raw::{HAPPINESS, REBIRTH};
use crate::{Reason, RuleId, RuleInfo, SourceDoc};

const SRC: SourceDoc = SourceDoc::PlyYardKendall;

const RULES: &[RuleInfo] = &[
    rule(RuleId::Route, Source, SRC),
    rule(RuleId::Setup, Choice, SRC),
    rule(RuleId::FirstThrow, Source, SRC),
    rule(RuleId::Throws, Source, SRC),
    rule(RuleId::Moving, Source, SRC),
    rule(RuleId::ExtraThrow, Source, SRC),
    rule(RuleId::LostThrow, Source, SRC),
    rule(RuleId::OwnPiece, Source, SRC),
    rule(RuleId::Exchange, Source, SRC),
    rule(RuleId::Block, Source, SRC),
    rule(RuleId::SafeSquares, Source, SRC),
    rule(RuleId::Checkpoint26, Source, SRC),
    rule(RuleId::Water27, Source, SRC),
    rule(RuleId::WaterFallback, Choice, SRC),
    rule(RuleId::ExactExit, Source, SRC),
    rule(RuleId::LastRowMoves, Choice, SRC),
    rule(RuleId::Winning, Source, SRC),
];

const REASONS: &[(Reason, RuleId)] = &[
    (Reason::Overshoot, RuleId::ExactExit),
    (Reason::Checkpoint26, RuleId::Checkpoint26),
    (Reason::BlockedPath, RuleId::Block),
    (Reason::OwnPiece, RuleId::OwnPiece),
    (Reason::BlockMember, RuleId::Block),
    (Reason::SafeHouse, RuleId::SafeSquares),
];

/// The `kendall` ruleset.
pub(crate) static KENDALL: Ruleset = Ruleset {
    id: RulesetId::Kendall,
    source: SRC,
    pieces: 5,
    start: alternating_start(10, true),
    throw_model: ThrowModel::Sticks,
    movement: Movement {
        formation: Formation::Block,
        safe: bit(REBIRTH) | bit(HAPPINESS),
        backward: Backward::Never,
        checkpoint: Checkpoint::Refuse,
        houses: Houses::Water {
            last_row_waits: false,
        },
        extra_throws: true,
    },
    draw_after_throws: None,
    rules: RULES,
    reason_rules: REASONS,
    facts: Facts {
        house_26: House26::Happiness,
    },
};

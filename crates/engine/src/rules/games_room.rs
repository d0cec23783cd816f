//! `games-room`: the Games Room school's plain rules (source: `games-room.en.txt`).
//!
//! Our choices where the source is silent: pieces on 28..30 also move inside
//! the last row (the source only lists their exits); a backward move may not go
//! before square 1. The extra throw after a backward move with 1, 4 or 5 follows
//! from the source's general rule ("cast again after moving"), so it is marked
//! as the source's.

use super::{
    Backward, Checkpoint, Facts, Formation, House26, Houses, Movement, Ruleset, RulesetId,
    alternating_start, rule,
};
use crate::Provenance::{Choice, Source};
use crate::ThrowModel;
use crate::route::bit;
use crate::route::raw::{HAPPINESS, REBIRTH};
use crate::{Reason, RuleId, RuleInfo, SourceDoc};

const SRC: SourceDoc = SourceDoc::GamesRoom;

const RULES: &[RuleInfo] = &[
    rule(RuleId::Route, Source, SRC),
    rule(RuleId::Setup, Source, SRC),
    rule(RuleId::FirstThrow, Source, SRC),
    rule(RuleId::Throws, Source, SRC),
    rule(RuleId::Moving, Source, SRC),
    rule(RuleId::ExtraThrow, Source, SRC),
    rule(RuleId::LostThrow, Source, SRC),
    rule(RuleId::OwnPiece, Source, SRC),
    rule(RuleId::Exchange, Source, SRC),
    rule(RuleId::Guard, Source, SRC),
    rule(RuleId::Wall, Source, SRC),
    rule(RuleId::SafeSquares, Source, SRC),
    rule(RuleId::Checkpoint26, Source, SRC),
    rule(RuleId::Water27, Source, SRC),
    rule(RuleId::WaterFallback, Source, SRC),
    rule(RuleId::ExactExit, Source, SRC),
    rule(RuleId::LastRowMoves, Choice, SRC),
    rule(RuleId::BackwardFallback, Source, SRC),
    rule(RuleId::BackwardLimit, Choice, SRC),
    rule(RuleId::BackwardExtraThrow, Source, SRC),
    rule(RuleId::Winning, Source, SRC),
];

const REASONS: &[(Reason, RuleId)] = &[
    (Reason::Overshoot, RuleId::ExactExit),
    (Reason::BelowStart, RuleId::BackwardLimit),
    (Reason::Checkpoint26, RuleId::Checkpoint26),
    (Reason::BlockedPath, RuleId::Wall),
    (Reason::OwnPiece, RuleId::OwnPiece),
    (Reason::Guarded, RuleId::Guard),
    (Reason::SafeHouse, RuleId::SafeSquares),
    (Reason::ForwardExists, RuleId::BackwardFallback),
];

/// The `games-room` ruleset.
pub(crate) static GAMES_ROOM: Ruleset = Ruleset {
    id: RulesetId::GamesRoom,
    source: SRC,
    pieces: 5,
    start: alternating_start(10, true),
    throw_model: ThrowModel::Sticks,
    movement: Movement {
        formation: Formation::GuardAndWall,
        safe: bit(REBIRTH) | bit(HAPPINESS),
        backward: Backward::Fallback {
            frozen: 0,
            frozen_reason: Reason::BelowStart,
        },
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

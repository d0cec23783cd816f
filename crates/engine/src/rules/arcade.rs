//! `arcade`: the streak arcade's rules (source: `arcade.en.txt`).
//!
//! Our choices where the source is silent: a backward move may not go before
//! square 1; the pieces on 28, 29 and 30, which make no other move, do not step
//! back in the fallback either (the source: "It makes no other move").

use super::{
    Backward, Checkpoint, Facts, Formation, House26, Houses, Movement, Ruleset, RulesetId,
    alternating_start, rule,
};
use crate::Provenance::{Choice, Source};
use crate::ThrowModel;
use crate::route::bit;
use crate::route::raw::{DEPARTURE, HAPPINESS, RE_ATUM, THREE_TRUTHS};
use crate::{Reason, RuleId, RuleInfo, SourceDoc};

const SRC: SourceDoc = SourceDoc::Arcade;

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
    rule(RuleId::LastRowWaits, Source, SRC),
    rule(RuleId::BackwardFallback, Source, SRC),
    rule(RuleId::BackwardLimit, Choice, SRC),
    rule(RuleId::Winning, Source, SRC),
    rule(RuleId::Draw600, Source, SRC),
    rule(RuleId::Series, Source, SRC),
];

const REASONS: &[(Reason, RuleId)] = &[
    (Reason::Overshoot, RuleId::LastRowWaits),
    (Reason::BelowStart, RuleId::BackwardLimit),
    (Reason::Checkpoint26, RuleId::Checkpoint26),
    (Reason::LastRowWaits, RuleId::LastRowWaits),
    (Reason::BlockedPath, RuleId::Wall),
    (Reason::OwnPiece, RuleId::OwnPiece),
    (Reason::Guarded, RuleId::Guard),
    (Reason::SafeHouse, RuleId::SafeSquares),
    (Reason::ForwardExists, RuleId::BackwardFallback),
];

/// The most margin a series score counts.
pub const MARGIN_CAP: u32 = 9_999;

/// Arcade series score: wins × 10,000 plus the margin (the total distance the
/// opponent still had to travel in the games won), capped at 9,999.
#[must_use]
pub const fn series_score(wins: u32, margin: u32) -> u32 {
    let margin = if margin > MARGIN_CAP {
        MARGIN_CAP
    } else {
        margin
    };
    wins.saturating_mul(10_000).saturating_add(margin)
}

/// The `arcade` ruleset.
pub(crate) static ARCADE: Ruleset = Ruleset {
    id: RulesetId::Arcade,
    source: SRC,
    pieces: 5,
    start: alternating_start(10, true),
    throw_model: ThrowModel::Sticks,
    movement: Movement {
        formation: Formation::GuardAndWall,
        safe: bit(HAPPINESS) | bit(THREE_TRUTHS) | bit(RE_ATUM) | bit(DEPARTURE),
        backward: Backward::Fallback {
            frozen: bit(THREE_TRUTHS) | bit(RE_ATUM) | bit(DEPARTURE),
            frozen_reason: Reason::LastRowWaits,
        },
        checkpoint: Checkpoint::Refuse,
        houses: Houses::Water {
            last_row_waits: true,
        },
        extra_throws: true,
    },
    draw_after_throws: Some(600),
    rules: RULES,
    reason_rules: REASONS,
    facts: Facts {
        house_26: House26::Beauty,
    },
};

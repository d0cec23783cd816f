//! `skiryuk` and `skiryuk-14`: Dmitriy Skiryuk's reconstruction
//! (source: `skiryuk-and-simple-race.en.txt`, the multi-piece part).
//!
//! Our choices where the source is silent or ambiguous: pieces on 27..30 never
//! move backward (the source says so for 26); a piece on 26 that throws 2, 3 or
//! 4 with any square up to its destination occupied falls to 27 as if it had
//! thrown 1; an opposing piece pushed off 15 goes to 1, or the nearest empty
//! square after it when 1 is taken; a backward move may not go before square 1.

use super::{
    Backward, Checkpoint, Facts, Formation, House26, Houses, Movement, Ruleset, RulesetId,
    alternating_start, rule,
};
use crate::Provenance::{Choice, Source};
use crate::ThrowModel;
use crate::route::bit;
use crate::route::raw::HAPPINESS;
use crate::{Reason, RuleId, RuleInfo, SourceDoc};

const SRC: SourceDoc = SourceDoc::SkiryukAndRace;

const RULES: &[RuleInfo] = &[
    rule(RuleId::Route, Source, SRC),
    rule(RuleId::Setup, Source, SRC),
    rule(RuleId::FirstThrow, Source, SRC),
    rule(RuleId::Ceremony, Source, SRC),
    rule(RuleId::Throws, Source, SRC),
    rule(RuleId::Moving, Source, SRC),
    rule(RuleId::ExtraThrow, Source, SRC),
    rule(RuleId::LostThrow, Source, SRC),
    rule(RuleId::OwnPiece, Source, SRC),
    rule(RuleId::Exchange, Source, SRC),
    rule(RuleId::ProtectedRun, Source, SRC),
    rule(RuleId::SafeSquares, Source, SRC),
    rule(RuleId::BackwardFallback, Source, SRC),
    rule(RuleId::BackwardLimit, Choice, SRC),
    rule(RuleId::NoBackwardFromHouses, Choice, SRC),
    rule(RuleId::Checkpoint26, Source, SRC),
    rule(RuleId::HouseThrows, Source, SRC),
    rule(RuleId::House26, Source, SRC),
    rule(RuleId::House26Fall, Choice, SRC),
    rule(RuleId::House27, Source, SRC),
    rule(RuleId::House28, Source, SRC),
    rule(RuleId::House29, Source, SRC),
    rule(RuleId::House30, Source, SRC),
    rule(RuleId::Return15Opponent, Choice, SRC),
    rule(RuleId::Return15Own, Source, SRC),
    rule(RuleId::Winning, Source, SRC),
];

const REASONS: &[(Reason, RuleId)] = &[
    (Reason::BelowStart, RuleId::BackwardLimit),
    (Reason::HouseStuck, RuleId::NoBackwardFromHouses),
    (Reason::BlockedPath, RuleId::ProtectedRun),
    (Reason::OwnPiece, RuleId::OwnPiece),
    (Reason::BlockMember, RuleId::ProtectedRun),
    (Reason::SafeHouse, RuleId::SafeSquares),
    (Reason::ForwardExists, RuleId::BackwardFallback),
];

const MOVEMENT: Movement = Movement {
    formation: Formation::ProtectedRun,
    safe: bit(HAPPINESS),
    backward: Backward::Fallback {
        frozen: bit(26) | bit(27) | bit(28) | bit(29) | bit(30),
        frozen_reason: Reason::HouseStuck,
    },
    checkpoint: Checkpoint::StopThere,
    houses: Houses::Table,
    extra_throws: true,
};

/// The `skiryuk` ruleset: 5 pieces a side; spindles (x) on the even squares move first.
pub(crate) static SKIRYUK: Ruleset = Ruleset {
    id: RulesetId::Skiryuk,
    source: SRC,
    pieces: 5,
    start: alternating_start(10, false),
    throw_model: ThrowModel::Sticks,
    movement: MOVEMENT,
    draw_after_throws: None,
    rules: RULES,
    reason_rules: REASONS,
    facts: Facts {
        house_26: House26::Beauty,
    },
};

/// The `skiryuk-14` ruleset: 7 pieces a side on 1..14, otherwise `skiryuk`.
pub(crate) static SKIRYUK_14: Ruleset = Ruleset {
    id: RulesetId::Skiryuk14,
    pieces: 7,
    start: alternating_start(14, false),
    ..SKIRYUK
};

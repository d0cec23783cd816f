//! Reason codes for illegal moves, rule ids, and where each rule comes from.
//!
//! The engine answers with these ids only; the words a learner reads are chosen
//! later, in the learner's language, from the Fluent files.

use std::fmt;
use std::str::FromStr;

/// Why a candidate move is illegal. When several apply, the engine reports the
/// first in this order (the declaration order, which `Ord` follows).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Reason {
    /// Beyond the exit: leaving needs the exact value.
    Overshoot,
    /// A backward move would leave the board before square 1.
    BelowStart,
    /// Would cross 26 without stopping on it.
    Checkpoint26,
    /// (arcade) A piece on 28, 29 or 30 waits for its one exact value.
    LastRowWaits,
    /// (skiryuk) A piece on 26..30 cannot move that way.
    HouseStuck,
    /// Would pass over a block, wall or protected run.
    BlockedPath,
    /// The destination holds the player's own piece.
    OwnPiece,
    /// The destination piece belongs to a block (or a protected run end).
    BlockMember,
    /// The destination piece is protected by a neighbour.
    Guarded,
    /// The destination piece rests on a protected square.
    SafeHouse,
    /// A backward move while some forward move is legal.
    ForwardExists,
}

impl Reason {
    /// Every reason, in priority order.
    pub const ALL: [Reason; 11] = [
        Reason::Overshoot,
        Reason::BelowStart,
        Reason::Checkpoint26,
        Reason::LastRowWaits,
        Reason::HouseStuck,
        Reason::BlockedPath,
        Reason::OwnPiece,
        Reason::BlockMember,
        Reason::Guarded,
        Reason::SafeHouse,
        Reason::ForwardExists,
    ];

    /// The code of RULES.md, e.g. `checkpoint-26`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Reason::Overshoot => "overshoot",
            Reason::BelowStart => "below-start",
            Reason::Checkpoint26 => "checkpoint-26",
            Reason::LastRowWaits => "last-row-waits",
            Reason::HouseStuck => "house-stuck",
            Reason::BlockedPath => "blocked-path",
            Reason::OwnPiece => "own-piece",
            Reason::BlockMember => "block-member",
            Reason::Guarded => "guarded",
            Reason::SafeHouse => "safe-house",
            Reason::ForwardExists => "forward-exists",
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The text is not a reason code.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown reason code {0:?}")]
pub struct UnknownReason(pub String);

impl FromStr for Reason {
    type Err = UnknownReason;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Reason::ALL
            .into_iter()
            .find(|r| r.code() == text)
            .ok_or_else(|| UnknownReason(text.to_string()))
    }
}

/// Whether a rule is stated by the ruleset's source or filled in by this project.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Provenance {
    /// The source states it.
    Source,
    /// The source is silent or ambiguous; this is the project's reading.
    Choice,
}

impl Provenance {
    /// `source` or `choice`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Provenance::Source => "source",
            Provenance::Choice => "choice",
        }
    }
}

/// The source documents the rulesets come from (files in `shared/sources/`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SourceDoc {
    /// Ply Yard's Kendall-tradition page (English and Spanish).
    PlyYardKendall,
    /// The Games Room school's plain rules.
    GamesRoom,
    /// The streak arcade's rules.
    Arcade,
    /// Dmitriy Skiryuk's reconstruction and the one-piece browser race.
    SkiryukAndRace,
}

impl SourceDoc {
    /// A stable id, also the stem of the source file name.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            SourceDoc::PlyYardKendall => "ply-yard-kendall",
            SourceDoc::GamesRoom => "games-room",
            SourceDoc::Arcade => "arcade",
            SourceDoc::SkiryukAndRace => "skiryuk-and-simple-race",
        }
    }
}

/// A rule the engine applies. Each ruleset lists the rules it uses, with their
/// provenance; the statement a learner reads is the Fluent message
/// `rule-<ruleset>-<rule id>`, its title `rule-title-<rule id>`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RuleId {
    /// The snake-shaped route and what "consecutive" means.
    Route,
    /// How the throw is made (sticks, or a fair 1..5).
    Throws,
    /// The pieces and where they start.
    Setup,
    /// Which side throws first.
    FirstThrow,
    /// Move one piece forward by exactly the throw; never pass while a move exists.
    Moving,
    /// 1, 4 and 5 earn another throw after a completed move.
    ExtraThrow,
    /// A throw with no legal move is lost and the turn passes.
    LostThrow,
    /// Never two pieces on a square; never land on your own piece.
    OwnPiece,
    /// Landing on an opposing piece swaps the two.
    Exchange,
    /// (kendall) Two or more consecutive opposing pieces: no landing, no passing.
    Block,
    /// (games-room, arcade) An opposing piece with a neighbour of its side cannot be attacked.
    Guard,
    /// (games-room, arcade) Three or more consecutive opposing pieces cannot be passed.
    Wall,
    /// (skiryuk) A run of two or more cannot be passed whole; its protected members.
    ProtectedRun,
    /// Squares whose pieces cannot be exchanged.
    SafeSquares,
    /// Every piece must stop on 26.
    Checkpoint26,
    /// Landing on 27 washes a piece back towards 15.
    Water27,
    /// Where a washed piece goes when 15 is taken.
    WaterFallback,
    /// Leaving the board needs the exact value.
    ExactExit,
    /// (games-room) Pieces on 28..30 also move inside the last row.
    LastRowMoves,
    /// (arcade) A piece on 28, 29 or 30 leaves only with its exact value.
    LastRowWaits,
    /// When no forward move exists, one piece must move backward.
    BackwardFallback,
    /// A backward move may not go before square 1.
    BackwardLimit,
    /// (games-room) A backward move with 1, 4 or 5 also earns the extra throw.
    BackwardExtraThrow,
    /// (skiryuk) Pieces on 26..30 never move backward.
    NoBackwardFromHouses,
    /// (skiryuk) Arriving on 26..29 gives that piece an immediate throw.
    HouseThrows,
    /// (skiryuk) House of Beauty: what each throw does.
    House26,
    /// (skiryuk) House of Beauty: a 2, 3 or 4 with a square up to its
    /// destination taken falls to 27 as if it were a 1.
    House26Fall,
    /// (skiryuk) House of Water: what each throw does.
    House27,
    /// (skiryuk) House of the Three Truths.
    House28,
    /// (skiryuk) House of Re-Atum.
    House29,
    /// (skiryuk) Square 30: any later throw takes the piece off.
    House30,
    /// (skiryuk) A return to 15 sends an opposing piece there to square 1.
    Return15Opponent,
    /// (skiryuk) A return to 15 bumps an own piece there backwards.
    Return15Own,
    /// (skiryuk) The opening ceremony: throw until someone scores 1.
    Ceremony,
    /// The first side with every piece off wins; resignation and agreed draws.
    Winning,
    /// (arcade) A game that reaches 600 throws is a draw.
    Draw600,
    /// (arcade) Series: streak, levels and score.
    Series,
    /// (race) Both pieces may share a square and never interact.
    RaceSharing,
    /// (race) A move beyond 30 is invalid and the throw is lost.
    RaceOvershoot,
    /// (race) The first piece to reach exactly 30 wins.
    RaceFinish,
}

impl RuleId {
    /// Every rule id.
    pub const ALL: [RuleId; 40] = [
        RuleId::Route,
        RuleId::Throws,
        RuleId::Setup,
        RuleId::FirstThrow,
        RuleId::Moving,
        RuleId::ExtraThrow,
        RuleId::LostThrow,
        RuleId::OwnPiece,
        RuleId::Exchange,
        RuleId::Block,
        RuleId::Guard,
        RuleId::Wall,
        RuleId::ProtectedRun,
        RuleId::SafeSquares,
        RuleId::Checkpoint26,
        RuleId::Water27,
        RuleId::WaterFallback,
        RuleId::ExactExit,
        RuleId::LastRowMoves,
        RuleId::LastRowWaits,
        RuleId::BackwardFallback,
        RuleId::BackwardLimit,
        RuleId::BackwardExtraThrow,
        RuleId::NoBackwardFromHouses,
        RuleId::HouseThrows,
        RuleId::House26,
        RuleId::House26Fall,
        RuleId::House27,
        RuleId::House28,
        RuleId::House29,
        RuleId::House30,
        RuleId::Return15Opponent,
        RuleId::Return15Own,
        RuleId::Ceremony,
        RuleId::Winning,
        RuleId::Draw600,
        RuleId::Series,
        RuleId::RaceSharing,
        RuleId::RaceOvershoot,
        RuleId::RaceFinish,
    ];

    /// The stable id, used in Fluent message ids and in JSON.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            RuleId::Route => "route",
            RuleId::Throws => "throws",
            RuleId::Setup => "setup",
            RuleId::FirstThrow => "first-throw",
            RuleId::Moving => "moving",
            RuleId::ExtraThrow => "extra-throw",
            RuleId::LostThrow => "lost-throw",
            RuleId::OwnPiece => "own-piece",
            RuleId::Exchange => "exchange",
            RuleId::Block => "block",
            RuleId::Guard => "guard",
            RuleId::Wall => "wall",
            RuleId::ProtectedRun => "protected-run",
            RuleId::SafeSquares => "safe-squares",
            RuleId::Checkpoint26 => "checkpoint-26",
            RuleId::Water27 => "water-27",
            RuleId::WaterFallback => "water-fallback",
            RuleId::ExactExit => "exact-exit",
            RuleId::LastRowMoves => "last-row-moves",
            RuleId::LastRowWaits => "last-row-waits",
            RuleId::BackwardFallback => "backward-fallback",
            RuleId::BackwardLimit => "backward-limit",
            RuleId::BackwardExtraThrow => "backward-extra-throw",
            RuleId::NoBackwardFromHouses => "no-backward-from-houses",
            RuleId::HouseThrows => "house-throws",
            RuleId::House26 => "house-26",
            RuleId::House26Fall => "house-26-fall",
            RuleId::House27 => "house-27",
            RuleId::House28 => "house-28",
            RuleId::House29 => "house-29",
            RuleId::House30 => "house-30",
            RuleId::Return15Opponent => "return-15-opponent",
            RuleId::Return15Own => "return-15-own",
            RuleId::Ceremony => "ceremony",
            RuleId::Winning => "winning",
            RuleId::Draw600 => "draw-600",
            RuleId::Series => "series",
            RuleId::RaceSharing => "race-sharing",
            RuleId::RaceOvershoot => "race-overshoot",
            RuleId::RaceFinish => "race-finish",
        }
    }
}

/// The text is not a rule id.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown rule id {0:?}")]
pub struct UnknownRule(pub String);

impl FromStr for RuleId {
    type Err = UnknownRule;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        RuleId::ALL
            .into_iter()
            .find(|r| r.id() == text)
            .ok_or_else(|| UnknownRule(text.to_string()))
    }
}

/// One rule as a ruleset applies it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RuleInfo {
    /// Which rule.
    pub id: RuleId,
    /// Stated by the source, or our reading.
    pub provenance: Provenance,
    /// The source document it is (or would be) stated in.
    pub source: SourceDoc,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_follow_priority() {
        for (i, reason) in Reason::ALL.iter().enumerate() {
            assert_eq!(reason.code().parse::<Reason>(), Ok(*reason));
            if i > 0 {
                assert!(Reason::ALL[i - 1] < *reason, "ALL is in priority order");
            }
        }
        assert!("nope".parse::<Reason>().is_err());
    }

    #[test]
    fn rule_ids_round_trip() {
        for rule in RuleId::ALL {
            assert_eq!(rule.id().parse::<RuleId>(), Ok(rule));
        }
        assert!("nope".parse::<RuleId>().is_err());
    }
}

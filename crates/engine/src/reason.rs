//! Reason codes for illegal moves, rule ids, and where each rule comes from.
//!
//! The engine answers with these ids only; the words a learner reads are chosen
//! later, in the learner's language, from the Fluent files.

use super::codes::codes;

codes! {
    /// Why a candidate move is illegal. When several apply, the engine reports the
    /// first in this order (the declaration order, which `Ord` follows).
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum Reason ("reason code") {
        /// Beyond the exit: leaving needs the exact value.
        Overshoot = "overshoot",
        /// A backward move would leave the board before square 1.
        BelowStart = "below-start",
        /// Would cross 26 without stopping on it.
        Checkpoint26 = "checkpoint-26",
        /// (arcade) A piece on 28, 29 or 30 waits for its one exact value.
        LastRowWaits = "last-row-waits",
        /// (skiryuk) A piece on 26..30 cannot move that way.
        HouseStuck = "house-stuck",
        /// Would pass over a block, wall or protected run.
        BlockedPath = "blocked-path",
        /// The destination holds the player's own piece.
        OwnPiece = "own-piece",
        /// The destination piece belongs to a block (or a protected run end).
        BlockMember = "block-member",
        /// The destination piece is protected by a neighbour.
        Guarded = "guarded",
        /// The destination piece rests on a protected square.
        SafeHouse = "safe-house",
        /// A backward move while some forward move is legal.
        ForwardExists = "forward-exists",
    }
    unknown = UnknownReason;
}

/// The text is not a reason code.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown reason code {0:?}")]
pub struct UnknownReason(pub String);

/// A set of [`Reason`]s: every reason that holds for one refused move, each
/// judged on its own ([`crate::forward_reasons`], [`crate::backward_reasons`]).
/// Iterates in the order of [`Reason`], so [`ReasonSet::first`] is the one
/// reason the engine reports ([`crate::Refusal::reason`]).
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash)]
pub struct ReasonSet(u16);

impl ReasonSet {
    /// No reason: the move is legal.
    pub const EMPTY: ReasonSet = ReasonSet(0);

    /// The set holding `reason` alone.
    #[must_use]
    pub const fn of(reason: Reason) -> ReasonSet {
        ReasonSet(1 << reason as u16)
    }

    /// Adds `reason`.
    pub const fn insert(&mut self, reason: Reason) {
        self.0 |= 1 << reason as u16;
    }

    /// Every reason of either set.
    #[must_use]
    pub const fn union(self, other: ReasonSet) -> ReasonSet {
        ReasonSet(self.0 | other.0)
    }

    /// Whether `reason` is in the set.
    #[must_use]
    pub const fn contains(self, reason: Reason) -> bool {
        self.0 & (1 << reason as u16) != 0
    }

    /// Whether the set is empty (the move is legal).
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many reasons the set holds.
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The first reason in [`Reason`]'s order: the one the engine reports.
    #[must_use]
    pub fn first(self) -> Option<Reason> {
        Reason::ALL.get(self.0.trailing_zeros() as usize).copied()
    }

    /// The reasons, in [`Reason`]'s order.
    pub fn iter(self) -> impl Iterator<Item = Reason> {
        Reason::ALL.into_iter().filter(move |&r| self.contains(r))
    }
}

impl FromIterator<Reason> for ReasonSet {
    fn from_iter<I: IntoIterator<Item = Reason>>(iter: I) -> ReasonSet {
        let mut set = ReasonSet::EMPTY;
        for reason in iter {
            set.insert(reason);
        }
        set
    }
}

impl std::fmt::Debug for ReasonSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

codes! {
    /// Whether a rule is stated by the ruleset's source or filled in by this project.
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
    pub enum Provenance ("provenance") {
        /// The source states it.
        Source = "source",
        /// The source is silent or ambiguous; this is the project's reading.
        Choice = "choice",
    }
}

codes! {
    /// The source documents the rulesets come from (files in `shared/sources/`).
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
    pub enum SourceDoc ("source document") {
        /// Ply Yard's Kendall-tradition page (English and Spanish).
        PlyYardKendall = "ply-yard-kendall",
        /// The Games Room school's plain rules.
        GamesRoom = "games-room",
        /// The streak arcade's rules.
        Arcade = "arcade",
        /// Dmitriy Skiryuk's reconstruction and the one-piece browser race.
        SkiryukAndRace = "skiryuk-and-simple-race",
    }
}

impl SourceDoc {
    /// A stable id, also the stem of the source file name.
    #[must_use]
    pub const fn id(self) -> &'static str {
        self.code()
    }
}

codes! {
    /// A rule the engine applies. Each ruleset lists the rules it uses, with their
    /// provenance; the statement a learner reads is the Fluent message
    /// `rule-<ruleset>-<rule id>`, its title `rule-title-<rule id>`.
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum RuleId ("rule id") {
        /// The snake-shaped route and what "consecutive" means.
        Route = "route",
        /// How the throw is made (sticks, or a fair 1..5).
        Throws = "throws",
        /// The pieces and where they start.
        Setup = "setup",
        /// Which side throws first.
        FirstThrow = "first-throw",
        /// Move one piece forward by exactly the throw; never pass while a move exists.
        Moving = "moving",
        /// 1, 4 and 5 earn another throw after a completed move.
        ExtraThrow = "extra-throw",
        /// A throw with no legal move is lost and the turn passes.
        LostThrow = "lost-throw",
        /// Never two pieces on a square; never land on your own piece.
        OwnPiece = "own-piece",
        /// Landing on an opposing piece swaps the two.
        Exchange = "exchange",
        /// (kendall) Two or more consecutive opposing pieces: no landing, no passing.
        Block = "block",
        /// (games-room, arcade) An opposing piece with a neighbour of its side cannot be attacked.
        Guard = "guard",
        /// (games-room, arcade) Three or more consecutive opposing pieces cannot be passed.
        Wall = "wall",
        /// (skiryuk) A run of two or more cannot be passed whole; its protected members.
        ProtectedRun = "protected-run",
        /// Squares whose pieces cannot be exchanged.
        SafeSquares = "safe-squares",
        /// Every piece must stop on 26.
        Checkpoint26 = "checkpoint-26",
        /// Landing on 27 washes a piece back towards 15.
        Water27 = "water-27",
        /// Where a washed piece goes when 15 is taken.
        WaterFallback = "water-fallback",
        /// Leaving the board needs the exact value.
        ExactExit = "exact-exit",
        /// (games-room) Pieces on 28..30 also move inside the last row.
        LastRowMoves = "last-row-moves",
        /// (arcade) A piece on 28, 29 or 30 leaves only with its exact value.
        LastRowWaits = "last-row-waits",
        /// When no forward move exists, one piece must move backward.
        BackwardFallback = "backward-fallback",
        /// A backward move may not go before square 1.
        BackwardLimit = "backward-limit",
        /// (games-room) A backward move with 1, 4 or 5 also earns the extra throw.
        BackwardExtraThrow = "backward-extra-throw",
        /// (skiryuk) Pieces on 26..30 never move backward.
        NoBackwardFromHouses = "no-backward-from-houses",
        /// (skiryuk) Arriving on 26..29 gives that piece an immediate throw.
        HouseThrows = "house-throws",
        /// (skiryuk) House of Beauty: what each throw does.
        House26 = "house-26",
        /// (skiryuk) House of Beauty: a 2, 3 or 4 with a square up to its
        /// destination taken falls to 27 as if it were a 1.
        House26Fall = "house-26-fall",
        /// (skiryuk) House of Water: what each throw does.
        House27 = "house-27",
        /// (skiryuk) House of the Three Truths.
        House28 = "house-28",
        /// (skiryuk) House of Re-Atum.
        House29 = "house-29",
        /// (skiryuk) Square 30: any later throw takes the piece off.
        House30 = "house-30",
        /// (skiryuk) A return to 15 sends an opposing piece there to square 1.
        Return15Opponent = "return-15-opponent",
        /// (skiryuk) A return to 15 bumps an own piece there backwards.
        Return15Own = "return-15-own",
        /// (skiryuk) The opening ceremony: throw until someone scores 1.
        Ceremony = "ceremony",
        /// The first side with every piece off wins; resignation and agreed draws.
        Winning = "winning",
        /// (arcade) A game that reaches 600 throws is a draw.
        Draw600 = "draw-600",
        /// (arcade) Series: streak, levels and score.
        Series = "series",
        /// (race) Both pieces may share a square and never interact.
        RaceSharing = "race-sharing",
        /// (race) A move beyond 30 is invalid and the throw is lost.
        RaceOvershoot = "race-overshoot",
        /// (race) The first piece to reach exactly 30 wins.
        RaceFinish = "race-finish",
    }
    unknown = UnknownRule;
}

impl RuleId {
    /// The stable id, used in Fluent message ids and in JSON.
    #[must_use]
    pub const fn id(self) -> &'static str {
        self.code()
    }
}

/// The text is not a rule id.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown rule id {0:?}")]
pub struct UnknownRule(pub String);

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
    fn a_reason_set_holds_what_was_put_in_and_names_the_first_in_order() {
        let mut set = ReasonSet::of(Reason::SafeHouse);
        assert_eq!(set.first(), Some(Reason::SafeHouse));
        set.insert(Reason::Overshoot);
        set.insert(Reason::OwnPiece);
        assert_eq!(set.len(), 3);
        assert_eq!(set.first(), Some(Reason::Overshoot));
        assert!(set.contains(Reason::OwnPiece) && !set.contains(Reason::Guarded));
        assert_eq!(
            set.iter().collect::<Vec<_>>(),
            [Reason::Overshoot, Reason::OwnPiece, Reason::SafeHouse]
        );
        assert_eq!(set.iter().collect::<ReasonSet>(), set);
        assert_eq!(ReasonSet::EMPTY.first(), None);
        assert!(ReasonSet::EMPTY.is_empty());
        let all: ReasonSet = Reason::ALL.into_iter().collect();
        assert_eq!(all.len(), Reason::ALL.len());
        assert_eq!(all.union(set), all);
        assert_eq!(format!("{set:?}"), "{Overshoot, OwnPiece, SafeHouse}");
    }

    #[test]
    fn rule_ids_round_trip() {
        for rule in RuleId::ALL {
            assert_eq!(rule.id().parse::<RuleId>(), Ok(rule));
        }
        assert!("nope".parse::<RuleId>().is_err());
    }
}

//! The six rulesets. Each file describes one: its pieces and start, its throw
//! model, how its pieces move (as [`Movement`] settings read by the shared move
//! generator), the rules it applies with their provenance, and which rule each
//! refusal enforces, and its other [`Facts`] (what its source calls square
//! 26; see `facts.rs`). Adding a ruleset means adding a file here and a line
//! to [`RulesetId`] (and to the search's per-ruleset monomorphization in
//! `moves.rs`); the crates above add their own row where they keep one (the
//! computer's table in `senet-ai`, which the compiler asks for) and its texts.

mod arcade;

pub use arcade::series_score;
mod facts;
pub use facts::{Facts, House26};
mod games_room;
mod kendall;
mod race;
mod skiryuk;

use super::board::{Board, BoardError, trim_board_text};
use super::codes::codes;
use super::reason::{Reason, RuleId, RuleInfo, SourceDoc};
use super::side::Side;
use super::sticks::ThrowModel;

codes! {
    /// The name of a ruleset.
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum RulesetId ("ruleset") {
        /// Ply Yard's Kendall-tradition reconstruction.
        Kendall = "kendall",
        /// The Games Room school's plain rules.
        GamesRoom = "games-room",
        /// The streak arcade's rules.
        Arcade = "arcade",
        /// Dmitriy Skiryuk's reconstruction, 5 pieces a side.
        Skiryuk = "skiryuk",
        /// Dmitriy Skiryuk's reconstruction, 7 pieces a side.
        Skiryuk14 = "skiryuk-14",
        /// The one-piece browser race.
        Race = "race",
    }
    unknown = UnknownRuleset;
    trim = true;
}

impl RulesetId {
    /// The ruleset chosen when none is named (the command line's default,
    /// the tutor's first).
    pub const DEFAULT: RulesetId = RulesetId::Kendall;

    /// This ruleset's place in [`RulesetId::ALL`]: an index into per-ruleset arrays.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The name used on the command line and in files, e.g. `games-room`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        self.code()
    }

    /// Every ruleset's name, comma-separated, in the order they are listed
    /// (`kendall, games-room, ...`): for messages that list the choices.
    #[must_use]
    pub fn all_names() -> String {
        RulesetId::ALL.map(RulesetId::name).join(", ")
    }

    /// The full description of this ruleset.
    #[must_use]
    pub fn ruleset(self) -> &'static Ruleset {
        match self {
            RulesetId::Kendall => &kendall::KENDALL,
            RulesetId::GamesRoom => &games_room::GAMES_ROOM,
            RulesetId::Arcade => &arcade::ARCADE,
            RulesetId::Skiryuk => &skiryuk::SKIRYUK,
            RulesetId::Skiryuk14 => &skiryuk::SKIRYUK_14,
            RulesetId::Race => &race::RACE,
        }
    }
}

/// The text is not the name of a ruleset.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown ruleset {0:?}; known: {known}", known = RulesetId::all_names())]
pub struct UnknownRuleset(pub String);

/// What a landing on an opposing piece, and a path past opposing pieces, must respect.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Formation {
    /// `kendall`: two or more consecutive opposing pieces form a block that may
    /// be neither landed on (`block-member`) nor passed (`blocked-path`).
    Block,
    /// `games-room`, `arcade`: a piece with a same-side neighbour is `guarded`;
    /// three or more in a row are a wall that cannot be passed.
    GuardAndWall,
    /// `skiryuk`: a run of two or more cannot be passed whole; both members of a
    /// run of two and the ends of a longer run are protected (`block-member`);
    /// middle members can be knocked out.
    ProtectedRun,
    /// `race`: pieces never interact.
    None,
}

/// When pieces may move backward.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Backward {
    /// Never (kendall, race).
    Never,
    /// Only when no piece of the side has a forward move. Pieces on `frozen`
    /// squares never step back, and are refused with `frozen_reason`.
    Fallback {
        /// Squares whose pieces never move backward (bitmask).
        frozen: u32,
        /// The reason given for them.
        frozen_reason: Reason,
    },
}

/// What the checkpoint on 26 does to a move from below 26 that would end beyond it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Checkpoint {
    /// The move is illegal (`checkpoint-26`).
    Refuse,
    /// `skiryuk`: the piece stops on 26 and the rest of the throw is lost.
    StopThere,
    /// `race`: there is no checkpoint.
    None,
}

/// What the houses at the end of the route do.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Houses {
    /// Landing on 27 washes the piece to 15, or the nearest empty square below.
    /// With `last_row_waits` (arcade), pieces on 28/29/30 move only by leaving
    /// with their exact value.
    Water {
        /// Arcade's last-row rule.
        last_row_waits: bool,
    },
    /// `skiryuk`: house throws and the house table of 26..30.
    Table,
    /// `race`: no special squares; a piece finishes on 30.
    Finish30,
}

/// How pieces move in a ruleset: the settings the shared move generator reads.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Movement {
    /// Blocks, guards, walls, runs.
    pub formation: Formation,
    /// Squares whose pieces cannot be exchanged (bitmask).
    pub safe: u32,
    /// The backward fallback.
    pub backward: Backward,
    /// The checkpoint on 26.
    pub checkpoint: Checkpoint,
    /// The last squares.
    pub houses: Houses,
    /// Whether 1, 4 and 5 earn another throw.
    pub extra_throws: bool,
}

/// Everything the engine knows about one ruleset.
#[derive(Debug)]
pub struct Ruleset {
    /// Its name.
    pub id: RulesetId,
    /// The source it reads.
    pub source: SourceDoc,
    /// Pieces per side.
    pub pieces: u8,
    /// The start position.
    pub start: Board,
    /// How throws are made.
    pub throw_model: ThrowModel,
    /// How pieces move.
    pub movement: Movement,
    /// After how many throws an unfinished game is a draw (`arcade`: 600).
    pub draw_after_throws: Option<u32>,
    /// The rules this ruleset applies, in the order they are taught.
    pub rules: &'static [RuleInfo],
    /// Which rule each refusal enforces in this ruleset.
    pub reason_rules: &'static [(Reason, RuleId)],
    /// Its facts that are not rules of movement (what its source calls
    /// square 26).
    pub facts: Facts,
}

impl Ruleset {
    /// The rule a refusal enforces here. Every reason the generator can give in
    /// this ruleset is listed; others fall back to the movement rule.
    #[must_use]
    pub fn rule_for(&self, reason: Reason) -> RuleInfo {
        let id = self
            .reason_rules
            .iter()
            .find(|(r, _)| *r == reason)
            .map_or(RuleId::Moving, |(_, id)| *id);
        self.rule(id).unwrap_or(RuleInfo {
            id,
            provenance: super::reason::Provenance::Choice,
            source: self.source,
        })
    }

    /// This ruleset's entry for a rule, if it applies the rule.
    #[must_use]
    pub fn rule(&self, id: RuleId) -> Option<RuleInfo> {
        self.rules.iter().copied().find(|r| r.id == id)
    }

    /// Whether this is the one-piece `race`.
    #[must_use]
    pub const fn is_race(&self) -> bool {
        matches!(self.movement.houses, Houses::Finish30)
    }

    /// Reads board text (INTERFACE.md §1) and checks it against this ruleset:
    /// piece counts, `*` only in `race`, no piece resting where it never can.
    /// In `race`, a piece not shown is placed at the start (position 0).
    ///
    /// This is the pieces' part of [`Ruleset::check`], which makes a
    /// [`crate::Position`] of the board.
    ///
    /// # Errors
    /// A [`BoardError`] naming the 1-based column of the offending character.
    ///
    /// # Examples
    ///
    /// ```
    /// use senet_engine::{BoardError, RulesetId};
    ///
    /// let kendall = RulesetId::Kendall.ruleset();
    /// assert_eq!(
    ///     kendall.parse_board(&format!("  x{}*.", ".".repeat(27))),
    ///     Err(BoardError::SharedSquare { position: 31 }),
    ///     "columns count the leading spaces"
    /// );
    /// let race = RulesetId::Race.ruleset();
    /// let board = race.parse_board(".....x........................")?;
    /// let o: Vec<_> = board.squares(senet_engine::Side::O).collect();
    /// assert_eq!(o, vec![senet_engine::Square::START]);
    /// # Ok::<(), BoardError>(())
    /// ```
    pub fn parse_board(&self, text: &str) -> Result<Board, BoardError> {
        let board: Board = text.parse()?;
        let offset = trim_board_text(text).offset;
        self.check_board(board).map_err(|p| p.at_column(offset))
    }

    /// How many of `side`'s pieces have left the board.
    #[must_use]
    pub fn borne_off(&self, board: &Board, side: Side) -> u32 {
        if self.is_race() {
            0
        } else {
            u32::from(self.pieces).saturating_sub(board.count(side))
        }
    }

    /// Whether `side` has finished: every piece off (or, in `race`, on 30).
    #[must_use]
    pub fn has_won(&self, board: &Board, side: Side) -> bool {
        if self.is_race() {
            board.has(side, super::route::DEPARTURE)
        } else {
            board.count(side) == 0
        }
    }
}

/// Shorthand used by the ruleset files.
pub(crate) const fn rule(
    id: RuleId,
    provenance: super::reason::Provenance,
    source: SourceDoc,
) -> RuleInfo {
    RuleInfo {
        id,
        provenance,
        source,
    }
}

/// The squares 1..=10 alternating: `x` on odd squares, `o` on even ones
/// (`first_on_odd`), or the other way round.
pub(crate) const fn alternating_start(squares: u8, first_on_odd: bool) -> Board {
    let mut odd = 0u32;
    let mut even = 0u32;
    let mut square = 1;
    while square <= squares {
        if square % 2 == 1 {
            odd |= 1 << square;
        } else {
            even |= 1 << square;
        }
        square += 1;
    }
    if first_on_odd {
        Board::from_masks(odd, even)
    } else {
        Board::from_masks(even, odd)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Reason;
    use crate::route::START;

    #[test]
    fn names_round_trip() {
        for (i, id) in RulesetId::ALL.into_iter().enumerate() {
            assert_eq!(id.name().parse::<RulesetId>(), Ok(id));
            assert_eq!(id.ruleset().id, id);
            assert_eq!(id.index(), i, "ALL lists the rulesets in declaration order");
        }
        assert_eq!(
            "senet".parse::<RulesetId>().map_err(|e| e.to_string()),
            Err(
                "unknown ruleset \"senet\"; known: kendall, games-room, arcade, skiryuk, \
                 skiryuk-14, race"
                    .to_string()
            )
        );
    }

    #[test]
    fn start_positions() {
        let text = |id: RulesetId| id.ruleset().start.to_string();
        assert_eq!(text(RulesetId::Kendall), "xoxoxoxoxo....................");
        assert_eq!(text(RulesetId::GamesRoom), "xoxoxoxoxo....................");
        assert_eq!(text(RulesetId::Arcade), "xoxoxoxoxo....................");
        assert_eq!(text(RulesetId::Skiryuk), "oxoxoxoxox....................");
        assert_eq!(text(RulesetId::Skiryuk14), "oxoxoxoxoxoxox................");
        assert_eq!(text(RulesetId::Race), "..............................");
        for id in RulesetId::ALL {
            let rs = id.ruleset();
            for side in Side::BOTH {
                let expected = if rs.is_race() {
                    1
                } else {
                    u32::from(rs.pieces)
                };
                assert_eq!(rs.start.count(side), expected, "{id}");
            }
        }
    }

    #[test]
    fn every_reason_links_to_a_rule_the_ruleset_lists() {
        for id in RulesetId::ALL {
            let rs = id.ruleset();
            for (reason, rule) in rs.reason_rules {
                assert!(
                    rs.rule(*rule).is_some(),
                    "{id}: {reason} -> {rule:?} not listed"
                );
            }
            let ids: Vec<_> = rs.rules.iter().map(|r| r.id).collect();
            let mut unique = ids.clone();
            unique.dedup();
            assert_eq!(ids.len(), unique.len(), "{id}: a rule is listed twice");
            let _ = rs.rule_for(Reason::Overshoot);
        }
    }

    #[test]
    fn parse_board_checks_counts_shared_squares_and_water() {
        let kendall = RulesetId::Kendall.ruleset();
        let err = kendall
            .parse_board("xxxxxx........................")
            .unwrap_err();
        assert_eq!(
            err,
            BoardError::TooManyPieces {
                side: Side::X,
                found: 6,
                max: 5,
                position: 6
            }
        );
        assert_eq!(
            kendall
                .parse_board("*.............................")
                .unwrap_err(),
            BoardError::SharedSquare { position: 1 }
        );
        assert_eq!(
            kendall
                .parse_board("..........................x...")
                .unwrap_err(),
            BoardError::ImpossibleSquare {
                square: crate::Square::WATER,
                position: 27
            }
        );
        assert!(
            RulesetId::Skiryuk
                .ruleset()
                .parse_board("..........................x...")
                .is_ok()
        );
        let race = RulesetId::Race.ruleset();
        let board = race
            .parse_board(".....x........................")
            .expect("valid");
        assert!(board.has_raw(Side::X, 6));
        assert!(board.has(Side::O, START), "o not shown: still at the start");
        assert!(race.parse_board("xx............................").is_err());
        assert!(race.parse_board("..*...........................").is_ok());
    }
}

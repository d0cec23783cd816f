//! Legal-move generation: for every piece of the side to move, either its legal
//! move with all its effects, or the one reason (RULES.md order) it cannot move.
//!
//! One generator serves all rulesets; it reads the ruleset's [`Movement`]
//! settings. Nothing here allocates: an [`Analysis`] is a fixed-size value.

use std::sync::atomic::{AtomicU8, Ordering};

use super::board::Board;
use super::codes::codes;
use super::position::Position;
use super::reason::{Reason, ReasonSet};
use super::route::raw::{DEPARTURE, HAPPINESS, OFF, REBIRTH, WATER};
use super::route::{BOARD_MASK, SQUARES, between, bit};
use super::rules::{Backward, Checkpoint, Formation, Houses, Movement, Ruleset, RulesetId};
use super::side::Side;
use super::square::{Square, ThrowValue};

/// The most pieces a side has in any ruleset (`skiryuk-14`).
pub const MAX_PIECES: usize = 7;

/// The refusals of [`Ctx::forward_refusals`], in the order `forward` checks
/// them; at [`SHIELDED`], `BlockMember` stands for the ruleset's shield reason.
const FORWARD_REASONS: [Reason; 7] = [
    Reason::Overshoot,
    Reason::Checkpoint26,
    Reason::LastRowWaits,
    Reason::BlockedPath,
    Reason::OwnPiece,
    Reason::BlockMember,
    Reason::SafeHouse,
];

/// The entry of [`FORWARD_REASONS`] whose reason is the ruleset's own.
const SHIELDED: usize = 5;

/// The refused pieces of [`Ctx::forward_refusals`] with their first reason,
/// as 3-bit codes, bit-sliced: bit `s` of plane `k` is bit `k` of the index
/// in [`FORWARD_REASONS`] of the first mask holding the piece on `s`. Also
/// gives the union of the masks: the pieces refused at all.
#[inline(always)]
fn verdict_planes(refused: &[u32; FORWARD_REASONS.len()]) -> ([u32; 3], u32) {
    let mut planes = [0u32; 3];
    let mut seen = 0u32;
    for (code, &mask) in refused.iter().enumerate() {
        let first = mask & !seen;
        seen |= mask;
        for (k, plane) in planes.iter_mut().enumerate() {
            if (code >> k) & 1 == 1 {
                *plane |= first;
            }
        }
    }
    (planes, seen)
}

codes! {
    /// Which way a move goes.
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
    pub enum Direction ("direction") {
        /// Towards higher squares.
        Forward = "forward",
        /// Towards lower squares (only in a backward fallback).
        Backward = "backward",
        /// Decided by skiryuk's house table (a house throw, or a later throw of a
        /// piece resting on 26..30). "Stays" is a house move with `to == from`.
        House = "house",
    }
}

/// A piece that a move pushed to another square.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Displacement {
    /// Where the piece stood.
    pub square: Square,
    /// Where it was sent.
    pub sent_to: Square,
}

/// A legal move and everything it does.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The square the piece leaves ([`Square::START`] for a `race` piece at the start).
    pub from: Square,
    /// Where the piece finally rests ([`Square::OFF`] when it left), after any water return.
    pub to: Square,
    /// Forward, backward, or by skiryuk's house table.
    pub direction: Direction,
    /// The whole board after the move.
    pub board: Board,
    /// An opposing piece moved by this move (exchange, or pushed off 15).
    pub exchange: Option<Displacement>,
    /// (skiryuk) The mover's own piece bumped off 15 by a return there.
    pub bumped: Option<Displacement>,
    /// Whether the piece landed on 27 (or returned to 15 in skiryuk) and was washed back.
    pub water: bool,
    /// Whether this move, by itself, lets the same side throw again. A move
    /// followed by a house throw leaves that to the house throw.
    pub throw_again: bool,
    /// (skiryuk) The square whose house throw comes next.
    pub house_throw: Option<Square>,
}

/// A piece that cannot move with this throw, and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Refusal {
    /// The piece's square.
    pub from: Square,
    /// Where its forward move would have gone, as a number: 31 = off, and
    /// beyond the exit the arithmetic square such as 32 (which is no
    /// [`Square`], so this stays a bare number; [`Refusal::target`] gives
    /// the square when there is one).
    pub to: u8,
    /// Why the forward move fails.
    pub reason: Reason,
    /// In a backward fallback: why its backward move fails too.
    pub backward_reason: Option<Reason>,
}

impl Refusal {
    /// Where the refused move would have gone, when that is a place a piece
    /// can be (on the board or off); `None` beyond the exit.
    #[inline]
    #[must_use]
    pub const fn target(&self) -> Option<Square> {
        Square::new(self.to)
    }
}

/// What one side may do with one throw.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    moves: [Option<Move>; MAX_PIECES],
    move_count: u8,
    blocked: [Option<Refusal>; MAX_PIECES],
    blocked_count: u8,
    fallback: bool,
}

impl Analysis {
    /// No moves and no refusals.
    pub(crate) const EMPTY: Analysis = Analysis::empty();

    const fn empty() -> Analysis {
        Analysis {
            moves: [None; MAX_PIECES],
            move_count: 0,
            blocked: [None; MAX_PIECES],
            blocked_count: 0,
            fallback: false,
        }
    }

    /// Every legal move, lowest piece first.
    pub fn moves(&self) -> impl Iterator<Item = &Move> + '_ {
        self.moves[..self.move_count as usize].iter().flatten()
    }

    /// The number of legal moves.
    #[must_use]
    pub const fn move_count(&self) -> usize {
        self.move_count as usize
    }

    /// The `n`-th legal move.
    #[must_use]
    pub fn get(&self, n: usize) -> Option<&Move> {
        self.moves
            .get(n)
            .and_then(Option::as_ref)
            .filter(|_| n < self.move_count())
    }

    /// The legal move of the piece on `from`, if it has one.
    #[must_use]
    pub fn move_from(&self, from: Square) -> Option<&Move> {
        self.moves().find(|m| m.from == from)
    }

    /// Every piece that cannot move, with its reason, lowest first.
    pub fn blocked(&self) -> impl Iterator<Item = &Refusal> + '_ {
        self.blocked[..self.blocked_count as usize].iter().flatten()
    }

    /// The refusal of the piece on `from`, if it cannot move.
    #[must_use]
    pub fn refusal_of(&self, from: Square) -> Option<&Refusal> {
        self.blocked().find(|r| r.from == from)
    }

    /// True exactly when there is no legal move: the throw is lost.
    #[must_use]
    pub const fn is_pass(&self) -> bool {
        self.move_count == 0
    }

    /// Whether the moves are backward ones because no forward move exists.
    #[must_use]
    pub const fn is_backward_fallback(&self) -> bool {
        self.fallback
    }
}

/// Masks computed once per position and side.
#[derive(Copy, Clone)]
struct Ctx<'a> {
    movement: &'a Movement,
    board: Board,
    side: Side,
    mine: u32,
    opp: u32,
    /// Squares a path may not cross (block members, wall members).
    barrier: u32,
    /// Opposing pieces that cannot be landed on because of their neighbours.
    shielded: u32,
    /// The reason for landing on a shielded piece.
    shield_reason: Reason,
    /// (skiryuk) Members of opposing runs of two or more.
    run_members: u32,
}

impl<'a> Ctx<'a> {
    #[inline]
    fn new(movement: &'a Movement, board: Board, side: Side) -> Ctx<'a> {
        let mine = board.mask(side);
        let opp = board.mask(side.other()) & BOARD_MASK;
        let with_neighbour = opp & ((opp << 1) | (opp >> 1));
        let (barrier, shielded, shield_reason, run_members) = match movement.formation {
            Formation::Block => (with_neighbour, with_neighbour, Reason::BlockMember, 0),
            Formation::GuardAndWall => {
                let starts = opp & (opp >> 1) & (opp >> 2);
                let wall = starts | (starts << 1) | (starts << 2);
                (wall, with_neighbour, Reason::Guarded, 0)
            }
            Formation::ProtectedRun => {
                let middle = opp & (opp << 1) & (opp >> 1);
                (
                    0,
                    with_neighbour & !middle,
                    Reason::BlockMember,
                    with_neighbour,
                )
            }
            Formation::None => (0, 0, Reason::Guarded, 0),
        };
        Ctx {
            movement,
            board,
            side,
            mine,
            opp,
            barrier,
            shielded,
            shield_reason,
            run_members,
        }
    }

    /// Checks the path from `from` to `to` and the landing on `to` (31 = off):
    /// the first reason of [`Ctx::path_and_landing`].
    #[inline]
    fn check_path_and_landing(&self, from: u8, to: u8) -> Result<(), Reason> {
        first_reason(self.path_and_landing::<false>(from, to))
    }

    /// The reasons the path from `from` to `to` (31 = off) and the landing
    /// on `to` refuse the move for: the path crosses a block, a wall or a
    /// whole protected run; the landing square holds the mover's own piece,
    /// a shielded opposing piece, or an opposing piece on a safe square.
    /// With `ALL`, every one that holds; without, only the first found (in
    /// [`Reason`]'s order), for the generator.
    #[inline(always)]
    fn path_and_landing<const ALL: bool>(&self, from: u8, to: u8) -> ReasonSet {
        let mut reasons = ReasonSet::EMPTY;
        macro_rules! refuse {
            ($reason:expr) => {{
                reasons.insert($reason);
                if !ALL {
                    return reasons;
                }
            }};
        }
        let path = between(from, to) & BOARD_MASK;
        if path & self.barrier != 0
            || (self.run_members & path != 0 && self.passes_whole_run(from, to, path))
        {
            refuse!(Reason::BlockedPath);
        }
        if to > SQUARES {
            return reasons;
        }
        let target = bit(to);
        if self.mine & target != 0 {
            refuse!(Reason::OwnPiece);
        }
        if self.opp & target != 0 {
            if self.shielded & target != 0 {
                refuse!(self.shield_reason);
            }
            if self.movement.safe & target != 0 {
                refuse!(Reason::SafeHouse);
            }
        }
        reasons
    }

    /// The pieces of `mine` that `throw` would take where they may not go,
    /// whatever stands on the board: past the exit (overshoot), over 26
    /// where the ruleset refuses that (checkpoint), and (arcade) out of the
    /// last row other than exactly off it (last row). The first three masks
    /// of [`Ctx::forward_refusals`], and part of [`simple_refused`].
    #[inline(always)]
    fn range_refusals(&self, throw: u8) -> [u32; 3] {
        let mine = self.mine;
        // from + throw > OFF, i.e. from >= 32 - throw.
        let overshoot = mine & !(u32::MAX >> u32::from(throw));
        // from < 26 < from + throw, i.e. 27 - throw <= from <= 25.
        let checkpoint = match self.movement.checkpoint {
            Checkpoint::Refuse => {
                mine & ((1 << HAPPINESS) - 1) & !((1 << (HAPPINESS + 1 - throw)) - 1)
            }
            Checkpoint::StopThere | Checkpoint::None => 0,
        };
        // (arcade) from > 27 and from + throw != OFF.
        let last_row = match self.movement.houses {
            Houses::Water {
                last_row_waits: true,
            } => mine & !(bit(WATER + 1) - 1) & BOARD_MASK & !bit(OFF - throw),
            _ => 0,
        };
        [overshoot, checkpoint, last_row]
    }

    /// The checks of [`Ctx::forward`] for every piece at once, for rulesets
    /// and throws with [`simple_forward`]: entry `i` holds
    /// the pieces (bit = square) that rule `FORWARD_REASONS[i]` refuses,
    /// in the order `forward` checks them. A piece in none of them has the
    /// legal move `from + throw`. A few mask operations per position replace
    /// a chain of tests and branches per piece.
    #[inline(always)]
    fn forward_refusals(&self, throw: u8) -> [u32; FORWARD_REASONS.len()] {
        debug_assert!(simple_forward(self.movement, throw));
        let t = u32::from(throw);
        let mine = self.mine;
        let [overshoot, checkpoint, last_row] = self.range_refusals(throw);
        // A barrier square strictly between from and from + throw.
        let mut crossed = 0;
        for k in 1..t {
            crossed |= self.barrier >> k;
        }
        // Landings on the board: from + throw in 1..=30.
        let lands = mine & (BOARD_MASK >> t);
        [
            overshoot,
            checkpoint,
            last_row,
            mine & crossed,
            lands & (mine >> t),
            lands & (self.shielded >> t),
            lands & ((self.opp & self.movement.safe) >> t),
        ]
    }

    /// [`Ctx::forward`] of the piece on `from`, read from the masks of
    /// [`Ctx::forward_refusals`] for the same throw, as condensed by
    /// [`verdict_planes`] (`refused`: the union of the masks).
    #[inline(always)]
    fn forward_from_masks(
        &self,
        planes: &[u32; 3],
        refused: u32,
        from: u8,
        throw: u8,
    ) -> Result<Move, (u8, Reason)> {
        let to = from + throw;
        if refused & bit(from) == 0 {
            return Ok(self.make_move(from, to, Direction::Forward, throw));
        }
        let code = ((planes[0] >> from) & 1)
            | (((planes[1] >> from) & 1) << 1)
            | (((planes[2] >> from) & 1) << 2);
        // `code` < 7 here; the modulo only spares a bounds check.
        let reason = match code as usize % FORWARD_REASONS.len() {
            SHIELDED => self.shield_reason,
            first => FORWARD_REASONS[first],
        };
        Err((to, reason))
    }

    /// (skiryuk) Whether the path crosses an opposing run from before its first
    /// square to beyond its last. The run that contains the landing square is
    /// only partly passed, so it does not count.
    fn passes_whole_run(&self, from: u8, to: u8, path: u32) -> bool {
        let mut partial = 0u32;
        if to <= SQUARES && self.opp & bit(to) != 0 {
            let mut square = to;
            loop {
                square = if to > from { square - 1 } else { square + 1 };
                if square == from || square > SQUARES || self.opp & bit(square) == 0 {
                    break;
                }
                partial |= bit(square);
            }
        }
        self.run_members & path & !partial != 0
    }

    /// Builds the move of the piece on `from` to `to` (before any water), with
    /// its exchange, water return and house throw.
    ///
    /// Always inlined: built in the caller, the move is written straight into
    /// its slot of the [`Analysis`]. Returned from a call, it was stored byte by
    /// byte and read back in wide words, a store-forwarding stall that took
    /// about half of `analyze`'s time.
    #[inline(always)]
    fn make_move(&self, from: u8, to: u8, direction: Direction, throw: u8) -> Move {
        // The two masks are updated in registers and made a board at the end
        // (a Board indexed by side went through memory at every step).
        let mut mine = self.board.mask(self.side) & !bit(from);
        let mut theirs = self.board.mask(self.side.other());
        let mut exchange = None;
        let mut water = false;
        let mut house_throw = None;
        let mut rest = to;
        if to <= SQUARES && self.opp & bit(to) != 0 {
            theirs = (theirs & !bit(to)) | bit(from);
            exchange = Some(Displacement {
                square: Square::from_raw(to),
                sent_to: Square::from_raw(from),
            });
        }
        match self.movement.houses {
            Houses::Water { .. } if to == WATER => {
                water = true;
                rest = nearest_empty_downwards(mine | theirs, REBIRTH);
            }
            Houses::Table if to == HAPPINESS && direction == Direction::Forward => {
                house_throw = Some(Square::HAPPINESS);
            }
            _ => {}
        }
        if rest <= SQUARES {
            mine |= bit(rest);
        }
        let board = match self.side {
            Side::X => Board::from_masks(mine, theirs),
            Side::O => Board::from_masks(theirs, mine),
        };
        Move {
            from: Square::from_raw(from),
            to: Square::from_raw(rest),
            direction,
            board,
            exchange,
            bumped: None,
            water,
            throw_again: self.movement.extra_throws
                && earns_throw_raw(throw)
                && house_throw.is_none(),
            house_throw,
        }
    }

    /// The forward move of one piece (or, in skiryuk, its house-table move).
    #[inline(always)]
    fn forward(&self, from: u8, throw: u8) -> Result<Move, (u8, Reason)> {
        if matches!(self.movement.houses, Houses::Table) && from >= HAPPINESS {
            return Ok(house_table_move(self, from, throw));
        }
        let (to, reasons) = self.forward_reasons::<false>(from, throw);
        if let Some(reason) = reasons.first() {
            return Err((to, reason));
        }
        if matches!(self.movement.houses, Houses::Finish30) {
            let mut board = self.board;
            board.remove_raw(self.side, from);
            board.put_raw(self.side, to);
            return Ok(Move {
                from: Square::from_raw(from),
                to: Square::from_raw(to),
                direction: Direction::Forward,
                board,
                exchange: None,
                bumped: None,
                water: false,
                throw_again: false,
                house_throw: None,
            });
        }
        Ok(self.make_move(from, to, Direction::Forward, throw))
    }

    /// The reasons that refuse the forward move of the piece on `from` (not
    /// a skiryuk piece on 26..30, which moves by the house table), and where
    /// the move goes: `from + throw`, or 26 where the ruleset stops a piece
    /// there. With `ALL`, every reason that holds, each judged on its own
    /// (the path and landing on the board or off it, not beyond the exit);
    /// without, only the first (in [`Reason`]'s order).
    #[inline(always)]
    fn forward_reasons<const ALL: bool>(&self, from: u8, throw: u8) -> (u8, ReasonSet) {
        let arithmetic = from.saturating_add(throw);
        let mut reasons = ReasonSet::EMPTY;
        macro_rules! refuse {
            ($reason:expr) => {{
                reasons.insert($reason);
                if !ALL {
                    return (arithmetic, reasons);
                }
            }};
        }
        if matches!(self.movement.houses, Houses::Finish30) {
            if arithmetic > DEPARTURE {
                reasons.insert(Reason::Overshoot);
            }
            return (arithmetic, reasons);
        }
        if arithmetic > OFF {
            refuse!(Reason::Overshoot);
        }
        let mut to = arithmetic;
        if from < HAPPINESS && arithmetic > HAPPINESS {
            match self.movement.checkpoint {
                Checkpoint::Refuse => refuse!(Reason::Checkpoint26),
                Checkpoint::StopThere => to = HAPPINESS,
                Checkpoint::None => {}
            }
        }
        if matches!(
            self.movement.houses,
            Houses::Water {
                last_row_waits: true
            }
        ) && from > WATER
            && arithmetic != OFF
        {
            refuse!(Reason::LastRowWaits);
        }
        if to <= OFF {
            reasons = reasons.union(self.path_and_landing::<ALL>(from, to));
        }
        (to, reasons)
    }

    /// The backward move of one piece, for the fallback.
    #[inline]
    fn backward(&self, from: u8, throw: u8) -> Result<Move, Reason> {
        first_reason(self.backward_reasons::<false>(from, throw))?;
        Ok(self.make_move(from, from - throw, Direction::Backward, throw))
    }

    /// The reasons that refuse the backward step of the piece on `from`
    /// itself (not whether a forward move exists), as
    /// [`Ctx::forward_reasons`]: `forward-exists` alone where the ruleset
    /// has no backward moves.
    #[inline]
    fn backward_reasons<const ALL: bool>(&self, from: u8, throw: u8) -> ReasonSet {
        let Backward::Fallback {
            frozen,
            frozen_reason,
        } = self.movement.backward
        else {
            return ReasonSet::of(Reason::ForwardExists);
        };
        let mut reasons = ReasonSet::EMPTY;
        if from > SQUARES {
            return ReasonSet::of(frozen_reason);
        }
        if frozen & bit(from) != 0 {
            reasons.insert(frozen_reason);
            if !ALL {
                return reasons;
            }
        }
        if from <= throw {
            reasons.insert(Reason::BelowStart);
            return reasons;
        }
        reasons.union(self.path_and_landing::<ALL>(from, from - throw))
    }
}

/// `Ok` for no reason, else the first.
#[inline(always)]
fn first_reason(reasons: ReasonSet) -> Result<(), Reason> {
    match reasons.first() {
        None => Ok(()),
        Some(reason) => Err(reason),
    }
}

/// Whether [`Ctx::forward_refusals`] applies: water houses without skiryuk's
/// runs or stop on 26, where a forward move always aims at `from + throw` and
/// its checks depend on that square and the path alone, and a throw of 1..=5.
#[inline]
fn simple_forward(movement: &Movement, throw: u8) -> bool {
    matches!(movement.houses, Houses::Water { .. })
        && !matches!(movement.formation, Formation::ProtectedRun)
        && !matches!(movement.checkpoint, Checkpoint::StopThere)
        && (1..=5).contains(&throw)
}

/// Whether a throw value earns another throw after a completed move.
#[inline]
#[must_use]
pub const fn earns_throw(throw: ThrowValue) -> bool {
    earns_throw_raw(throw.get())
}

/// [`earns_throw`] of a bare value, for the generator.
#[inline]
#[must_use]
pub(crate) const fn earns_throw_raw(throw: u8) -> bool {
    matches!(throw, 1 | 4 | 5)
}

/// The first empty square at or below `start`, going down; if none is free
/// below, the first free one above (never needed with at most 14 pieces).
fn nearest_empty_downwards(occupied: u32, start: u8) -> u8 {
    let mut square = start;
    while square >= 1 {
        if occupied & bit(square) == 0 {
            return square;
        }
        square -= 1;
    }
    nearest_empty_upwards(occupied, start + 1)
}

/// The first empty square at or above `start`.
fn nearest_empty_upwards(occupied: u32, start: u8) -> u8 {
    let mut square = start.max(1);
    while square <= SQUARES {
        if occupied & bit(square) == 0 {
            return square;
        }
        square += 1;
    }
    REBIRTH
}

/// (skiryuk) What a piece resting on `from` (26..30) does with `throw`,
/// following the house table.
fn house_table_move(ctx: &Ctx<'_>, from: u8, throw: u8) -> Move {
    let occupied = ctx.board.occupied();
    let stays = || Move {
        from: Square::from_raw(from),
        to: Square::from_raw(from),
        direction: Direction::House,
        board: ctx.board,
        exchange: None,
        bumped: None,
        water: false,
        throw_again: earns_throw_raw(throw),
        house_throw: None,
    };
    let to_square = |to: u8| {
        let mut board = ctx.board;
        board.remove_raw(ctx.side, from);
        if to <= SQUARES {
            board.put_raw(ctx.side, to);
        }
        let house_throw = (WATER..DEPARTURE)
            .contains(&to)
            .then_some(Square::from_raw(to));
        Move {
            from: Square::from_raw(from),
            to: Square::from_raw(to),
            direction: Direction::House,
            board,
            exchange: None,
            bumped: None,
            water: false,
            throw_again: earns_throw_raw(throw) && house_throw.is_none(),
            house_throw,
        }
    };
    match house_table(from, throw, occupied) {
        HouseTo::Square(to) => to_square(to),
        HouseTo::Stays => stays(),
        HouseTo::Rebirth => return_to_rebirth(ctx, from, throw),
    }
}

/// Where skiryuk's house table sends a piece resting on `from` (26..30)
/// with `throw`: read once here for [`house_table_move`] and
/// [`house_search_move`].
#[derive(Clone, Copy)]
enum HouseTo {
    /// To this square (31: off the board).
    Square(u8),
    /// It stays where it is.
    Stays,
    /// Back to rebirth (15), as from the water.
    Rebirth,
}

/// The house table: `from` 26..30, `occupied` the squares taken. A piece
/// on 26 that cannot reach its square falls into the water, or to rebirth
/// when the water is taken.
#[inline(always)]
fn house_table(from: u8, throw: u8, occupied: u32) -> HouseTo {
    let fall_to_water = if occupied & bit(WATER) == 0 {
        HouseTo::Square(WATER)
    } else {
        HouseTo::Rebirth
    };
    match (from, throw) {
        (HAPPINESS, 5) => HouseTo::Square(OFF),
        (HAPPINESS, 2..=4) => {
            let target = HAPPINESS + throw;
            if (between(HAPPINESS, target) | bit(target)) & occupied == 0 {
                HouseTo::Square(target)
            } else {
                fall_to_water
            }
        }
        (HAPPINESS, _) => fall_to_water,
        (WATER, 5) => HouseTo::Stays,
        (WATER, 4) => HouseTo::Square(OFF),
        (WATER, _) => HouseTo::Rebirth,
        (28, 3) | (29, 2) => HouseTo::Square(OFF),
        (28 | 29, _) => HouseTo::Stays,
        _ => HouseTo::Square(OFF),
    }
}

/// (skiryuk) The piece on `from` returns to 15: an opposing piece there goes to
/// 1 (or the nearest empty square after it); an own piece there is bumped to the
/// nearest empty square below 15.
fn return_to_rebirth(ctx: &Ctx<'_>, from: u8, throw: u8) -> Move {
    let mut board = ctx.board;
    let other = ctx.side.other();
    board.remove_raw(ctx.side, from);
    let mut exchange = None;
    let mut bumped = None;
    if board.has_raw(other, REBIRTH) {
        board.remove_raw(other, REBIRTH);
        let sent_to = nearest_empty_upwards(board.occupied() | bit(REBIRTH), 1);
        board.put_raw(other, sent_to);
        exchange = Some(Displacement {
            square: Square::REBIRTH,
            sent_to: Square::from_raw(sent_to),
        });
    } else if board.has_raw(ctx.side, REBIRTH) {
        board.remove_raw(ctx.side, REBIRTH);
        let sent_to = nearest_empty_downwards(board.occupied() | bit(REBIRTH), REBIRTH - 1);
        board.put_raw(ctx.side, sent_to);
        bumped = Some(Displacement {
            square: Square::REBIRTH,
            sent_to: Square::from_raw(sent_to),
        });
    }
    board.put_raw(ctx.side, REBIRTH);
    Move {
        from: Square::from_raw(from),
        to: Square::REBIRTH,
        direction: Direction::House,
        board,
        exchange,
        bumped,
        water: true,
        throw_again: earns_throw_raw(throw),
        house_throw: None,
    }
}

/// The body of the move generator, written once for two destinations: the
/// local returned by [`analyze`] and the [`Analysis`] a [`crate::Game`]
/// keeps. `$analysis` must start as `Analysis::empty()` and is only written
/// through places (`$analysis.moves[n] = ..`), never borrowed: returned from
/// [`analyze`], the compiler then builds it in the caller's memory instead of
/// copying its 200 bytes there, and a game gets it written in place.
/// `$mode` is `simple` (only where [`simple_forward`] holds) or `general`.
macro_rules! generate {
    // Rulesets with `simple_forward`: every piece checked at once.
    (@forward simple, $pieces:ident, $push:ident, $ctx:ident, $throw:ident) => {{
        let (planes, refused) = verdict_planes(&$ctx.forward_refusals($throw));
        while $pieces != 0 {
            let from = $pieces.trailing_zeros() as u8;
            $pieces &= $pieces - 1;
            $push!($ctx.forward_from_masks(&planes, refused, from, $throw), from);
        }
    }};
    // Any ruleset: each piece checked on its own.
    (@forward general, $pieces:ident, $push:ident, $ctx:ident, $throw:ident) => {{
        while $pieces != 0 {
            let from = $pieces.trailing_zeros() as u8;
            $pieces &= $pieces - 1;
            $push!($ctx.forward(from, $throw), from);
        }
    }};
    ($mode:ident, $analysis:expr, $ctx:ident, $rules:ident, $board:ident, $side:ident, $throw:ident) => {{
        if !($rules.is_race() && $board.has_raw($side, DEPARTURE)) {
            let mut pieces = $ctx.mine;
            macro_rules! push {
                ($verdict:expr, $from:ident) => {
                    match $verdict {
                        Ok(m) => {
                            let n = $analysis.move_count as usize;
                            if n < MAX_PIECES {
                                $analysis.moves[n] = Some(m);
                                $analysis.move_count += 1;
                            }
                        }
                        Err((to, reason)) => {
                            let n = $analysis.blocked_count as usize;
                            if n < MAX_PIECES {
                                $analysis.blocked[n] = Some(Refusal {
                                    from: Square::from_raw($from),
                                    to,
                                    reason,
                                    backward_reason: None,
                                });
                                $analysis.blocked_count += 1;
                            }
                        }
                    }
                };
            }
            generate!(@forward $mode, pieces, push, $ctx, $throw);
            if $analysis.move_count == 0
                && matches!($rules.movement.backward, Backward::Fallback { .. })
            {
                // The backward fallback, in place: every refused piece, lowest
                // first, gets its backward move or keeps its refusal with the
                // backward reason added. Refusal `i` is read before slot `i` or
                // any later one is written, so nothing is overwritten early.
                let refused = $analysis.blocked_count as usize;
                $analysis.blocked_count = 0;
                $analysis.fallback = true;
                for i in 0..refused.min(MAX_PIECES) {
                    let Some(refusal) = $analysis.blocked[i] else {
                        continue;
                    };
                    // Both counts stay at most `i`, so the checks always pass;
                    // they let the compiler see that nothing here can panic.
                    match $ctx.backward(refusal.from.number(), $throw) {
                        Ok(m) => {
                            let n = $analysis.move_count as usize;
                            if n < MAX_PIECES {
                                $analysis.moves[n] = Some(m);
                                $analysis.move_count += 1;
                            }
                        }
                        Err(reason) => {
                            let n = $analysis.blocked_count as usize;
                            if n < MAX_PIECES {
                                $analysis.blocked[n] = Some(Refusal {
                                    backward_reason: Some(reason),
                                    ..refusal
                                });
                                $analysis.blocked_count += 1;
                            }
                        }
                    }
                }
                for i in $analysis.blocked_count as usize..refused.min(MAX_PIECES) {
                    $analysis.blocked[i] = None;
                }
            }
        }
    }};
}

/// Everything the side to move may do with `throw` in `position`: the legal
/// moves, and for every piece without one, its reason. This is an ordinary
/// throw; a house throw due in the position is [`house_throw_move`]'s.
///
/// # Examples
///
/// ```
/// use senet_engine::{RulesetId, Setup, Side, Square, ThrowValue, analyze};
///
/// // skiryuk: a piece on 24 that throws 5 stops on 26, and throws at once for it.
/// let rules = RulesetId::Skiryuk.ruleset();
/// let board = rules.parse_board(".......................x.....o")?;
/// let position = rules.check(Setup::new(board, Side::X)).expect("a skiryuk position");
/// let from = Square::on_board(24).expect("a square");
/// let m = analyze(&position, ThrowValue::FIVE).move_from(from).copied();
/// let happiness = Square::HAPPINESS;
/// assert_eq!(m.map(|m| (m.to, m.house_throw)), Some((happiness, Some(happiness))));
/// # Ok::<(), senet_engine::BoardError>(())
/// ```
#[must_use]
#[inline]
pub fn analyze(position: &Position, throw: ThrowValue) -> Analysis {
    analyze_board(
        position.rules(),
        position.board(),
        position.to_move(),
        throw.get(),
    )
}

/// [`analyze`] on a bare board, for the engine and the search, which reach
/// their boards by moves from checked positions (or build them knowing they
/// are valid) and cannot afford a check per node.
#[must_use]
pub fn analyze_board(rules: &Ruleset, board: &Board, side: Side, throw: u8) -> Analysis {
    // Each variant is its own function, so each gets registers to itself;
    // the result is written straight into the caller's memory either way.
    if simple_forward(&rules.movement, throw) {
        analyze_simple(rules, board, side, throw)
    } else {
        analyze_general(rules, board, side, throw)
    }
}

/// [`analyze`] for rulesets and throws with [`simple_forward`].
#[inline(never)]
fn analyze_simple(rules: &Ruleset, board: &Board, side: Side, throw: u8) -> Analysis {
    let ctx = Ctx::new(&rules.movement, *board, side);
    let mut analysis = Analysis::empty();
    generate!(simple, analysis, ctx, rules, board, side, throw);
    analysis
}

/// [`analyze`] for any ruleset and throw.
#[inline(never)]
fn analyze_general(rules: &Ruleset, board: &Board, side: Side, throw: u8) -> Analysis {
    let ctx = Ctx::new(&rules.movement, *board, side);
    let mut analysis = Analysis::empty();
    generate!(general, analysis, ctx, rules, board, side, throw);
    analysis
}

/// [`analyze`], written into `out` (what it held before is replaced).
pub(crate) fn analyze_into(
    rules: &Ruleset,
    board: &Board,
    side: Side,
    throw: u8,
    out: &mut Analysis,
) {
    if simple_forward(&rules.movement, throw) {
        analyze_into_simple(rules, board, side, throw, out);
    } else {
        analyze_into_general(rules, board, side, throw, out);
    }
}

/// [`analyze_into`] for rulesets and throws with [`simple_forward`].
#[inline(never)]
fn analyze_into_simple(rules: &Ruleset, board: &Board, side: Side, throw: u8, out: &mut Analysis) {
    let ctx = Ctx::new(&rules.movement, *board, side);
    *out = Analysis::empty();
    generate!(simple, *out, ctx, rules, board, side, throw);
}

/// [`analyze_into`] for any ruleset and throw.
#[inline(never)]
fn analyze_into_general(rules: &Ruleset, board: &Board, side: Side, throw: u8, out: &mut Analysis) {
    let ctx = Ctx::new(&rules.movement, *board, side);
    *out = Analysis::empty();
    generate!(general, *out, ctx, rules, board, side, throw);
}

/// Whether the piece on `from` may move backward with `throw` in
/// `position`, and if so how. Gives `forward-exists` while any piece of the
/// side to move has a forward move (and the backward step itself would be
/// legal).
///
/// Returns `None` when the side to move has no piece on `from`.
///
/// # Examples
///
/// ```
/// use senet_engine::{Position, Reason, RulesetId, Square, ThrowValue, analyze, backward_move};
///
/// // games-room: at the start, forward moves exist, so no piece steps back.
/// let start = Position::start(RulesetId::GamesRoom);
/// let square = |n| Square::on_board(n).expect("a square");
/// // 9 - 1 = 8 holds a lone o: legal but for the forward moves.
/// let nine = backward_move(&start, square(9), ThrowValue::ONE);
/// assert_eq!(nine.map(|r| r.err()), Some(Some(Reason::ForwardExists)));
/// assert_eq!(backward_move(&start, square(2), ThrowValue::ONE), None, "square 2 holds o");
/// assert!(!analyze(&start, ThrowValue::TWO).is_pass());
/// ```
#[must_use]
pub fn backward_move(
    position: &Position,
    from: Square,
    throw: ThrowValue,
) -> Option<Result<Move, Reason>> {
    let (rules, board, side) = (position.rules(), position.board(), position.to_move());
    (from.is_on_board() && board.has(side, from))
        .then(|| backward_verdict(rules, board, side, from.number(), throw.get()))
}

/// [`backward_move`] for a square known to hold a piece of `side`.
pub fn backward_verdict(
    rules: &Ruleset,
    board: &Board,
    side: Side,
    from: u8,
    throw: u8,
) -> Result<Move, Reason> {
    let ctx = Ctx::new(&rules.movement, *board, side);
    let m = ctx.backward(from, throw)?;
    if analyze_board(rules, board, side, throw).is_backward_fallback() {
        Ok(m)
    } else {
        Err(Reason::ForwardExists)
    }
}

/// Every reason that refuses the forward move of the piece on `from` with
/// `throw` in `position`, each judged on its own by the same rule code as
/// [`analyze`]: a piece may overshoot the exit *and* wait on the last row,
/// or pass a block *and* land on its own piece. Empty when the move is
/// legal (a skiryuk piece on 26..30 always moves by the house table); the
/// set's [`ReasonSet::first`] is the [`Refusal::reason`] `analyze` gives.
/// The path and landing are judged on the move's square (26 where the
/// ruleset stops a piece there), on the board or off it, never beyond the
/// exit. In a backward fallback these are still the forward move's reasons.
///
/// Returns `None` when the side to move has no piece on `from`.
///
/// # Examples
///
/// ```
/// use senet_engine::{Reason, RulesetId, Setup, Side, Square, ThrowValue, forward_reasons};
///
/// // arcade: x on 28 throws 5: beyond the exit, and the last row waits for its 3.
/// let rules = RulesetId::Arcade.ruleset();
/// let board = rules.parse_board("...........................xo.")?;
/// let position = rules.check(Setup::new(board, Side::X)).expect("an arcade position");
/// let from = Square::on_board(28).expect("a square");
/// let reasons = forward_reasons(&position, from, ThrowValue::FIVE).expect("x on 28");
/// let all: Vec<Reason> = reasons.iter().collect();
/// assert_eq!(all, [Reason::Overshoot, Reason::LastRowWaits]);
/// assert_eq!(reasons.first(), Some(Reason::Overshoot), "what analyze reports");
/// # Ok::<(), senet_engine::BoardError>(())
/// ```
#[must_use]
pub fn forward_reasons(position: &Position, from: Square, throw: ThrowValue) -> Option<ReasonSet> {
    let (rules, board, side) = (position.rules(), position.board(), position.to_move());
    board
        .has(side, from)
        .then(|| forward_reasons_on_board(rules, board, side, from.number(), throw.get()))
}

/// [`forward_reasons`] on a bare board, for a square known to hold a piece
/// of `side` (as [`analyze_board`]).
pub(crate) fn forward_reasons_on_board(
    rules: &Ruleset,
    board: &Board,
    side: Side,
    from: u8,
    throw: u8,
) -> ReasonSet {
    if matches!(rules.movement.houses, Houses::Table) && from >= HAPPINESS {
        return ReasonSet::EMPTY;
    }
    let ctx = Ctx::new(&rules.movement, *board, side);
    ctx.forward_reasons::<true>(from, throw).1
}

/// Every reason that refuses the backward move of the piece on `from` with
/// `throw` in `position`, each on its own, as [`forward_reasons`]: the
/// reasons of the backward step itself, and `forward-exists` whenever the
/// side to move has a forward move (or the ruleset has no backward moves).
/// Empty when [`backward_move`] gives the move; otherwise its
/// [`ReasonSet::first`] is the reason `backward_move` gives.
///
/// Returns `None` when the side to move has no piece on `from`.
#[must_use]
pub fn backward_reasons(position: &Position, from: Square, throw: ThrowValue) -> Option<ReasonSet> {
    let (rules, board, side) = (position.rules(), position.board(), position.to_move());
    (from.is_on_board() && board.has(side, from))
        .then(|| backward_reasons_on_board(rules, board, side, from.number(), throw.get()))
}

/// [`backward_reasons`] on a bare board, for a square known to hold a
/// piece of `side` (as [`backward_verdict`]).
pub(crate) fn backward_reasons_on_board(
    rules: &Ruleset,
    board: &Board,
    side: Side,
    from: u8,
    throw: u8,
) -> ReasonSet {
    let ctx = Ctx::new(&rules.movement, *board, side);
    let step = ctx.backward_reasons::<true>(from, throw);
    if analyze_board(rules, board, side, throw).is_backward_fallback() {
        step
    } else {
        step.union(ReasonSet::of(Reason::ForwardExists))
    }
}

/// The one forced move of the skiryuk house throw due in `position`, with
/// `throw`; `None` when no house throw is due.
///
/// # Examples
///
/// ```
/// use senet_engine::{RulesetId, Setup, Side, Square, ThrowValue, house_throw_move};
///
/// // skiryuk: a 4 thrown for the piece on 27 takes it off.
/// let rules = RulesetId::Skiryuk.ruleset();
/// let board = rules.parse_board("..........................x..o")?;
/// let setup = Setup::new(board, Side::X).with_house(Some(Square::WATER));
/// let due = rules.check(setup).expect("due");
/// assert_eq!(house_throw_move(&due, ThrowValue::FOUR).map(|m| m.to), Some(Square::OFF));
/// # Ok::<(), senet_engine::BoardError>(())
/// ```
#[must_use]
pub fn house_throw_move(position: &Position, throw: ThrowValue) -> Option<Move> {
    let square = position.house()?;
    house_throw_on_board(
        position.rules(),
        position.board(),
        position.to_move(),
        square.number(),
        throw.get(),
    )
}

/// The one forced move of a skiryuk house throw for the piece resting on
/// `square`, on a bare board (as [`analyze_board`]). `None` when the
/// ruleset has no house throws or no piece of `side` rests there (or
/// `square` is 30, which has none).
#[must_use]
pub fn house_throw_on_board(
    rules: &Ruleset,
    board: &Board,
    side: Side,
    square: u8,
    throw: u8,
) -> Option<Move> {
    if !matches!(rules.movement.houses, Houses::Table)
        || !(HAPPINESS..DEPARTURE).contains(&square)
        || !board.has_raw(side, square)
    {
        return None;
    }
    let ctx = Ctx::new(&rules.movement, *board, side);
    Some(house_table_move(&ctx, square, throw))
}

/// A legal move as the search needs it: the board after it and what comes
/// next. [`search_moves`] gives these without reasons or squares.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SearchMove {
    /// The whole board after the move (as [`Move::board`]).
    pub board: Board,
    /// Whether the same side throws again (as [`Move::throw_again`]).
    pub throw_again: bool,
    /// (skiryuk) The square whose house throw comes next (as [`Move::house_throw`]).
    pub house_throw: Option<u8>,
}

impl From<&Move> for SearchMove {
    #[inline]
    fn from(m: &Move) -> SearchMove {
        SearchMove {
            board: m.board,
            throw_again: m.throw_again,
            house_throw: m.house_throw.map(Square::number),
        }
    }
}

/// Slots in a [`SearchMoves`]: [`MAX_PIECES`] moves and a spare one, which
/// the generator's fixed-length loop may write past the last move (a power
/// of two, so that a slot index needs no bounds check).
const SLOTS: usize = 8;

/// The bit of a meta byte that says "throw again"; the low five bits hold
/// the house-throw square, 0 for none.
const AGAIN: u8 = 0x80;

/// The meta byte of a move's flags.
#[inline(always)]
const fn meta(throw_again: bool, house_throw: Option<u8>) -> u8 {
    let house = match house_throw {
        Some(square) => square & 0x1f,
        None => 0,
    };
    if throw_again { AGAIN | house } else { house }
}

/// The legal moves of one side with one throw, as [`search_moves`] finds
/// them: in exactly the order of [`Analysis::moves`], a fixed-size value
/// (boards and flags kept apart, so that the generator writes each board
/// with one store and all flags with another).
#[derive(Copy, Clone)]
pub struct SearchMoves {
    boards: [Board; SLOTS],
    /// One byte a move, [`meta`]; slot `n` in byte `n` (little end first).
    metas: u64,
    count: u8,
}

impl SearchMoves {
    /// No moves.
    const EMPTY: SearchMoves = SearchMoves {
        boards: [Board::empty(); SLOTS],
        metas: 0,
        count: 0,
    };

    /// The number of legal moves.
    #[inline]
    #[must_use]
    pub const fn len(&self) -> usize {
        self.count as usize
    }

    /// True exactly when there is no legal move (the throw is lost).
    #[inline]
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// The `n`-th legal move, in [`Analysis::moves`] order.
    #[inline]
    #[must_use]
    pub fn get(&self, n: usize) -> Option<SearchMove> {
        if n >= self.len() || n >= MAX_PIECES {
            return None;
        }
        let byte = (self.metas >> (8 * n)) as u8;
        let house = byte & 0x1f;
        Some(SearchMove {
            board: self.boards[n % SLOTS],
            throw_again: byte & AGAIN != 0,
            house_throw: (house != 0).then_some(house),
        })
    }

    /// Every legal move, in [`Analysis::moves`] order.
    pub fn iter(&self) -> impl Iterator<Item = SearchMove> + '_ {
        (0..self.len()).filter_map(|n| self.get(n))
    }

    /// Adds a move (beyond [`MAX_PIECES`] moves, as [`analyze`], none is kept).
    #[inline(always)]
    fn push(&mut self, board: Board, meta_byte: u8) {
        let n = self.count as usize;
        if n < MAX_PIECES {
            self.boards[n % SLOTS] = board;
            self.metas |= u64::from(meta_byte) << (8 * n);
            self.count += 1;
        }
    }
}

impl PartialEq for SearchMoves {
    /// Equal when they hold the same moves in the same order.
    fn eq(&self, other: &SearchMoves) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl Eq for SearchMoves {}

impl std::fmt::Debug for SearchMoves {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl From<&Analysis> for SearchMoves {
    fn from(analysis: &Analysis) -> SearchMoves {
        let mut out = SearchMoves::EMPTY;
        for m in analysis.moves() {
            out.push(
                m.board,
                meta(m.throw_again, m.house_throw.map(Square::number)),
            );
        }
        out
    }
}

/// The legal moves of `side` with `throw` on `board` under `rules`, for the
/// search: the same moves, boards, extra throws and house throws as
/// [`analyze`] gives, in the same order, but without refusals, reasons or
/// squares, and so several times faster.
///
/// `throw` should be 1..=5; other values never panic and give what
/// [`analyze`] gives.
///
/// # Examples
///
/// ```
/// use senet_engine::{Position, RulesetId, Side, ThrowValue, analyze, search_moves};
///
/// let rules = RulesetId::Kendall.ruleset();
/// let board = rules.start;
/// let plain = search_moves(rules, &board, Side::X, 1);
/// let full = analyze(&Position::start(RulesetId::Kendall), ThrowValue::ONE);
/// assert_eq!(plain.len(), full.move_count());
/// assert!(plain.iter().zip(full.moves()).all(|(p, m)| p.board == m.board));
/// ```
#[inline]
#[must_use]
pub fn search_moves(rules: &Ruleset, board: &Board, side: Side, throw: u8) -> SearchMoves {
    // The shipped stick rulesets get a generator for each throw, compiled
    // with their settings and the throw as constants (the checks of other
    // rulesets vanish from it), reached through one table.
    // Only tail calls here, so that the dispatch saves no registers.
    let index = rules.id.index();
    if (1..=5).contains(&throw) && std::ptr::eq(rules, rules.id.ruleset()) {
        if index < GENERATORS.len() {
            let table = match TABLE.load(Ordering::Relaxed) {
                PLAIN => &GENERATORS,
                #[cfg(target_arch = "x86_64")]
                POPCNT => &GENERATORS_POPCNT,
                _ => return search_moves_choosing(rules, board, side, throw),
            };
            let generator = table[index % GENERATORS.len()][usize::from(throw - 1) % 5];
            // SAFETY: `TABLE` names the table of generators for this
            // processor (see `search_moves_choosing`).
            return unsafe { generator(board, side) };
        }
        if rules.id == RulesetId::Race {
            return search_moves_race(board, side, throw);
        }
    }
    search_moves_any(rules, board, side, throw)
}

/// Which table of generators [`search_moves`] uses: [`UNCHOSEN`] until its
/// first call, then [`PLAIN`] or [`POPCNT`].
static TABLE: AtomicU8 = AtomicU8::new(UNCHOSEN);
/// [`TABLE`] before the processor was asked.
const UNCHOSEN: u8 = 0;
/// [`TABLE`]: [`GENERATORS`].
const PLAIN: u8 = 1;
/// [`TABLE`]: `GENERATORS_POPCNT` (x86-64 processors with `popcnt`).
#[cfg(target_arch = "x86_64")]
const POPCNT: u8 = 2;

/// The first [`search_moves`] of the process: asks the processor whether it
/// has `popcnt` (on x86-64), records the table to use in [`TABLE`], and
/// answers the call. Several threads may do this at once; they all find the
/// same answer.
#[cold]
#[inline(never)]
fn search_moves_choosing(rules: &Ruleset, board: &Board, side: Side, throw: u8) -> SearchMoves {
    #[cfg(target_arch = "x86_64")]
    let choice = if std::arch::is_x86_feature_detected!("popcnt") {
        POPCNT
    } else {
        PLAIN
    };
    #[cfg(not(target_arch = "x86_64"))]
    let choice = PLAIN;
    TABLE.store(choice, Ordering::Relaxed);
    search_moves(rules, board, side, throw)
}

/// One shipped ruleset's generator for one throw (an `unsafe fn` because
/// some are compiled for instructions beyond the x86-64 baseline: calling one
/// is sound once [`search_moves_choosing`] has chosen its table).
type Generator = unsafe fn(&Board, Side) -> SearchMoves;

/// The trips of [`forward_moves`] that always run, by ruleset: three for
/// five pieces a side, four for skiryuk-14's seven (of its positions in
/// games, 40% have four or more forward moves, and only 20% five or more).
const fn first_trips(id: RulesetId) -> usize {
    match id {
        RulesetId::Skiryuk14 => 4,
        _ => FIRST_TRIPS,
    }
}

/// The generator of ruleset `R` (in [`RulesetId::ALL`] order) for throw `T`,
/// its [`forward_moves`] with `F` first trips.
#[inline(never)]
fn generator<const R: usize, const F: usize, const T: u8>(
    board: &Board,
    side: Side,
) -> SearchMoves {
    search_moves_core::<F>(RulesetId::ALL[R].ruleset(), board, side, T)
}

/// [`generator`] compiled for the `popcnt` instruction, which the x86-64
/// baseline lacks: there a bit count (`count_ones`) takes a dozen
/// operations, and the generator counts the moves with it.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
#[inline(never)]
fn generator_popcnt<const R: usize, const F: usize, const T: u8>(
    board: &Board,
    side: Side,
) -> SearchMoves {
    search_moves_core::<F>(RulesetId::ALL[R].ruleset(), board, side, T)
}

/// A table of the stick rulesets' generators (rows in [`RulesetId::ALL`]
/// order, then by throw 1..=5), each function `$f::<R, F, T>`.
macro_rules! generator_table {
    ($f:ident) => {
        generator_table!(@rows $f; 0, 1, 2, 3, 4)
    };
    (@rows $f:ident; $($r:literal),*) => {
        [$(generator_table!(@row $f, $r)),*]
    };
    (@row $f:ident, $r:literal) => {{
        const F: usize = first_trips(RulesetId::ALL[$r]);
        [$f::<$r, F, 1>, $f::<$r, F, 2>, $f::<$r, F, 3>, $f::<$r, F, 4>, $f::<$r, F, 5>]
    }};
}

/// The generators for the baseline processor.
static GENERATORS: [[Generator; 5]; 5] = generator_table!(generator);

/// The generators for a processor with `popcnt`.
#[cfg(target_arch = "x86_64")]
static GENERATORS_POPCNT: [[Generator; 5]; 5] = generator_table!(generator_popcnt);

/// [`search_moves`] for any ruleset, its settings read at run time.
#[inline(never)]
fn search_moves_any(rules: &Ruleset, board: &Board, side: Side, throw: u8) -> SearchMoves {
    if !(1..=5).contains(&throw) {
        return SearchMoves::from(&analyze_board(rules, board, side, throw));
    }
    search_moves_core::<FIRST_TRIPS>(rules, board, side, throw)
}

/// The generator itself, for a throw of 1..=5; inlined into each caller, so
/// that a constant `rules` makes it that ruleset's own.
#[inline(always)]
fn search_moves_core<const F: usize>(
    rules: &Ruleset,
    board: &Board,
    side: Side,
    throw: u8,
) -> SearchMoves {
    let m = &rules.movement;
    let trips = usize::from(rules.pieces).min(MAX_PIECES);
    match m.houses {
        Houses::Water { .. } if simple_forward(m, throw) => {
            let ctx = Ctx::new(m, *board, side);
            let legal = ctx.mine & !simple_refused(&ctx, throw);
            if legal == 0 {
                return simple_backward(m, *board, side, throw, trips);
            }
            let count = legal.count_ones() as usize;
            if count > trips {
                return search_forward_each(m, *board, side, legal, throw, u8::MAX);
            }
            let mut out = SearchMoves::EMPTY;
            forward_moves!(out, ctx, legal, throw, trips, F, u32::MAX, false);
            out.count = count as u8;
            let again = meta(m.extra_throws && earns_throw_raw(throw), None);
            out.metas = splat(again, count);
            // The one piece that lands on 27, if any: washed back.
            let washed = legal & bit(WATER - throw);
            if washed != 0 {
                let k = (legal & (washed - 1)).count_ones() as usize;
                let (board, _) = search_move(&ctx, WATER - throw, WATER, Direction::Forward, throw);
                out.boards[k % SLOTS] = board;
            }
            out
        }
        Houses::Table
            if matches!(m.checkpoint, Checkpoint::StopThere)
                && matches!(m.formation, Formation::ProtectedRun) =>
        {
            let ctx = Ctx::new(m, *board, side);
            let legal = table_forward_legal(&ctx, throw);
            let houses = ctx.mine & !(bit(HAPPINESS) - 1);
            if legal | houses == 0 {
                return search_fallback(m, *board, side, throw);
            }
            let count = legal.count_ones() as usize;
            if count > trips {
                return search_forward_each(m, *board, side, legal, throw, HAPPINESS);
            }
            let mut out = SearchMoves::EMPTY;
            forward_moves!(out, ctx, legal, throw, trips, F, bit(HAPPINESS), false);
            // The moves that end on 26 (from 26 - throw on) are the last
            // ones, and make the house throw there.
            let to_26 = ones_of_five(legal >> (HAPPINESS - throw)) as usize;
            let again = meta(m.extra_throws && earns_throw_raw(throw), None);
            let house = meta(false, Some(HAPPINESS));
            out.metas =
                splat(again, count - to_26) | (splat(house, count) & !splat(0xff, count - to_26));
            out.count = count as u8;
            // The pieces on 26 and beyond follow the house table, and always move.
            let mut houses = houses;
            while houses != 0 {
                let from = houses.trailing_zeros() as u8;
                houses &= houses - 1;
                let (board, meta_byte) = house_search_move(&ctx, from, throw);
                out.push(board, meta_byte);
            }
            out
        }
        Houses::Finish30 => search_moves_race(board, side, throw),
        _ => SearchMoves::from(&analyze_board(rules, board, side, throw)),
    }
}

/// The number of ones in the lowest five bits of `w` (the rest ignored): the
/// ones of the low four from a table of sixteen counts packed in a constant,
/// plus bit 4. Without the `popcnt` instruction (not in the x86-64 baseline)
/// `count_ones` takes a dozen operations.
#[inline(always)]
const fn ones_of_five(w: u32) -> u32 {
    ((0x4332_3221_3221_2110u64 >> ((w & 15) * 4)) & 15) as u32 + ((w >> 4) & 1)
}

/// `byte` in each of the lowest `n` bytes (`n` at most 8).
#[inline(always)]
fn splat(byte: u8, n: usize) -> u64 {
    let all = u64::from(byte) * 0x0101_0101_0101_0101;
    if n >= 8 {
        all
    } else {
        all & ((1u64 << (8 * n)) - 1)
    }
}

/// A mask of all ones when `condition` holds, else zero (for selecting
/// without a branch).
#[inline(always)]
fn all_if(condition: bool) -> u32 {
    0u32.wrapping_sub(u32::from(condition))
}

/// The pieces of `ctx.mine` that [`Ctx::forward_refusals`] refuses, for a
/// throw of 1..=5 under [`simple_forward`]: the same tests as one mask,
/// without a loop whose length depends on the throw.
#[inline(always)]
fn simple_refused(ctx: &Ctx<'_>, throw: u8) -> u32 {
    let t = u32::from(throw);
    let mine = ctx.mine;
    let [overshoot, checkpoint, last_row] = ctx.range_refusals(throw);
    // A barrier square strictly between from and from + throw (k < t).
    let b = ctx.barrier;
    let crossed = ((b >> 1) & all_if(t > 1))
        | ((b >> 2) & all_if(t > 2))
        | ((b >> 3) & all_if(t > 3))
        | ((b >> 4) & all_if(t > 4));
    let lands = mine & (BOARD_MASK >> t);
    let blocked_landing = (mine | ctx.shielded | (ctx.opp & ctx.movement.safe)) >> t;
    overshoot | checkpoint | last_row | (mine & crossed) | (lands & blocked_landing)
}

/// (skiryuk) The pieces below 26 that have a legal forward move with a throw
/// of 1..=5: [`Ctx::check_path_and_landing`] for all of them at once, on the
/// square `from + throw` or, past 26, on 26 itself (the stop there).
///
/// The path rule reads: on a board where no square holds both sides, a path
/// passes a whole run exactly when the last square of some run of two or
/// more opposing pieces lies strictly between `from + 1` and the landing
/// square (a run cannot hold `from`, which is the mover's; a run through the
/// landing square ends beyond the path).
#[inline(always)]
fn table_forward_legal(ctx: &Ctx<'_>, throw: u8) -> u32 {
    let t = u32::from(throw);
    let (mine, opp) = (ctx.mine, ctx.opp);
    let low = mine & (bit(HAPPINESS) - 1);
    // from + throw <= 26: the landing is from + throw.
    let plain = low & (bit(HAPPINESS + 1 - throw) - 1);
    let stop = low & !plain;
    let ends = opp & (opp << 1) & !(opp >> 1);
    // A run's last square at from + k, 2 <= k < throw.
    let crossed = ((ends >> 2) & all_if(t > 2))
        | ((ends >> 3) & all_if(t > 3))
        | ((ends >> 4) & all_if(t > 4));
    let refused_on = mine | ctx.shielded | (opp & ctx.movement.safe);
    let plain_ok = plain & !(crossed | (refused_on >> t));
    // Stopping on 26: a run's last square at from + 2 ..= 25 blocks, i.e.
    // every from up to the highest such square minus 2; so does 26 itself.
    let last_end = ends & (bit(HAPPINESS) - 1);
    let below = if last_end == 0 {
        0
    } else {
        u32::MAX >> (last_end.leading_zeros() + 2)
    };
    let stop_ok = stop & !below & !all_if(refused_on & bit(HAPPINESS) != 0);
    plain_ok | stop_ok
}

/// Writes the boards after the forward moves of the pieces in `$legal` into
/// `$out.boards` (one slot a piece, lowest first), each to `from + throw`
/// (capped at `$cap`, skiryuk's stop on 26), or with `$back` to
/// `from - throw`, with any exchange there. The
/// water return from 27 and the flags are the caller's; `$legal` must hold
/// at most `$trips` pieces, and no square may hold both sides.
///
/// The loop runs a fixed `$first` times (the ruleset's [`first_trips`]),
/// and then, only if pieces are
/// left, up to `$trips` (the ruleset's piece count), so that only one branch
/// in it depends on the position: a pass with no piece left writes a slot
/// beyond the last move. Each board is
/// the old one with bits flipped, in the mover's frame (the mover's mask in
/// the low half), turned to x-first order by a rotation. A macro rather than
/// a function, so that `$out` is only ever written in place: never
/// borrowed, it is built straight in the caller's memory.
/// The trips [`forward_moves`] always makes for five pieces a side (see
/// there and [`first_trips`]).
const FIRST_TRIPS: usize = 3;

macro_rules! forward_moves {
    ($out:ident, $ctx:ident, $legal:expr, $throw:expr, $trips:expr, $first:expr, $cap:expr, $back:expr) => {{
        let first: usize = $first;
        let throw: u8 = $throw;
        let cap: u32 = $cap;
        let back: bool = $back;
        let mine0 = u64::from($ctx.board.mask($ctx.side));
        let theirs0 = u64::from($ctx.board.mask($ctx.side.other()));
        let before = mine0 | (theirs0 << 32);
        let turn = if $ctx.side == Side::O { 32 } else { 0 };
        let opp = $ctx.opp;
        let mut rest: u32 = $legal;
        let trips: usize = $trips;
        macro_rules! trip {
            ($slot:expr) => {
                let from = rest & rest.wrapping_neg();
                rest ^= from;
                let to = if back {
                    from >> throw
                } else {
                    (from << throw).min(cap)
                };
                // An opposing piece on `to` (the plain landing) goes to `from`.
                let hit = opp & to;
                let sent = hit ^ if back { hit << throw } else { hit >> throw };
                let moved = from ^ (to & BOARD_MASK);
                let after = before ^ u64::from(moved) ^ (u64::from(sent) << 32);
                let after = after.rotate_left(turn);
                $out.boards[$slot % SLOTS] = Board::from_masks(after as u32, (after >> 32) as u32);
            };
        }
        // Most positions have at most `first` forward moves; the rest
        // of the trips only run when there are more.
        for slot in 0..first.min(trips) {
            trip!(slot);
        }
        if rest != 0 {
            for slot in first..trips {
                trip!(slot);
            }
        }
    }};
}
use forward_moves;

/// Where a piece washed from 27 rests on a board with `occupied` squares:
/// [`nearest_empty_downwards`] from 15, by bit arithmetic.
#[inline(always)]
fn water_rest(occupied: u32) -> u8 {
    let below = !occupied & (bit(REBIRTH + 1) - 2);
    if below != 0 {
        return (31 - below.leading_zeros()) as u8;
    }
    let above = !occupied & BOARD_MASK & !(bit(REBIRTH + 1) - 1);
    if above != 0 {
        above.trailing_zeros() as u8
    } else {
        REBIRTH
    }
}

/// The board and meta byte of the move of the piece on `from` to `to`, as
/// [`Ctx::make_move`] makes them.
#[inline]
fn search_move(ctx: &Ctx<'_>, from: u8, to: u8, direction: Direction, throw: u8) -> (Board, u8) {
    let mut mine = ctx.board.mask(ctx.side) & !bit(from);
    let mut theirs = ctx.board.mask(ctx.side.other());
    let target = if to <= SQUARES { bit(to) } else { 0 };
    let hit = all_if(ctx.opp & target != 0);
    theirs = (theirs & !(target & hit)) | (bit(from) & hit);
    let mut house_throw = None;
    let mut rest = target;
    match ctx.movement.houses {
        Houses::Water { .. } if to == WATER => {
            rest = bit(water_rest(mine | theirs));
        }
        Houses::Table if to == HAPPINESS && direction == Direction::Forward => {
            house_throw = Some(HAPPINESS);
        }
        _ => {}
    }
    mine |= rest;
    let board = match ctx.side {
        Side::X => Board::from_masks(mine, theirs),
        Side::O => Board::from_masks(theirs, mine),
    };
    let again = ctx.movement.extra_throws && earns_throw_raw(throw) && house_throw.is_none();
    (board, meta(again, house_throw))
}

/// The backward fallback under [`simple_forward`] (no runs), from masks:
/// [`Ctx::backward`] for every piece at once. Only called when no piece has
/// a forward move.
#[inline(never)]
fn simple_backward(
    movement: &Movement,
    board: Board,
    side: Side,
    throw: u8,
    trips: usize,
) -> SearchMoves {
    let ctx = &Ctx::new(movement, board, side);
    let Backward::Fallback { frozen, .. } = ctx.movement.backward else {
        return SearchMoves::EMPTY;
    };
    let mine = ctx.mine;
    if mine.count_ones() as usize > MAX_PIECES || ctx.run_members != 0 {
        return search_fallback(movement, board, side, throw);
    }
    let t = u32::from(throw);
    // On the board, not frozen, and above `throw` (else below square 1).
    let movable = mine & BOARD_MASK & !frozen & !(bit(throw + 1) - 1);
    // A barrier square strictly between from - throw and from.
    let b = ctx.barrier;
    let crossed = ((b << 1) & all_if(t > 1))
        | ((b << 2) & all_if(t > 2))
        | ((b << 3) & all_if(t > 3))
        | ((b << 4) & all_if(t > 4));
    let refused_on = (mine | ctx.shielded | (ctx.opp & ctx.movement.safe)) << t;
    let legal = movable & !crossed & !refused_on;
    let count = legal.count_ones() as usize;
    if count > trips {
        return search_fallback(movement, board, side, throw);
    }
    let mut out = SearchMoves::EMPTY;
    forward_moves!(out, ctx, legal, throw, trips, FIRST_TRIPS, u32::MAX, true);
    out.count = count as u8;
    let again = meta(ctx.movement.extra_throws && earns_throw_raw(throw), None);
    out.metas = splat(again, count);
    // A piece that steps back onto 27 is washed too.
    if WATER + throw <= SQUARES {
        let washed = legal & bit(WATER + throw);
        if washed != 0 {
            let k = (legal & (washed - 1)).count_ones() as usize;
            let from = WATER + throw;
            let (board, _) = search_move(ctx, from, WATER, Direction::Backward, throw);
            out.boards[k % SLOTS] = board;
        }
    }
    out
}

/// The backward fallback of [`analyze`] for the search: the backward moves of
/// the lowest [`MAX_PIECES`] pieces (the ones `analyze` keeps as refused).
/// Only called when no piece has a forward move.
#[inline(never)]
fn search_fallback(movement: &Movement, board: Board, side: Side, throw: u8) -> SearchMoves {
    let ctx = &Ctx::new(movement, board, side);
    let mut out = SearchMoves::EMPTY;
    let Backward::Fallback { frozen, .. } = ctx.movement.backward else {
        return out;
    };
    let mut pieces = ctx.mine;
    for _ in 0..MAX_PIECES {
        if pieces == 0 {
            break;
        }
        let from = pieces.trailing_zeros() as u8;
        pieces &= pieces - 1;
        if from > SQUARES || frozen & bit(from) != 0 || from <= throw {
            continue;
        }
        let to = from - throw;
        if ctx.check_path_and_landing(from, to).is_ok() {
            let (board, meta_byte) = search_move(ctx, from, to, Direction::Backward, throw);
            out.push(board, meta_byte);
        }
    }
    out
}

/// Every move, one piece at a time: forward moves of the pieces in `legal`
/// to `from + throw` (at most `cap`), then (skiryuk) the house-table moves.
/// For boards with more legal pieces than the ruleset has, which no game
/// reaches.
#[inline(never)]
fn search_forward_each(
    movement: &Movement,
    board: Board,
    side: Side,
    legal: u32,
    throw: u8,
    cap: u8,
) -> SearchMoves {
    let ctx = &Ctx::new(movement, board, side);
    let mut out = SearchMoves::EMPTY;
    let mut legal = legal;
    while legal != 0 {
        let from = legal.trailing_zeros() as u8;
        legal &= legal - 1;
        let to = (from + throw).min(cap);
        let (board, meta_byte) = search_move(ctx, from, to, Direction::Forward, throw);
        out.push(board, meta_byte);
    }
    if matches!(ctx.movement.houses, Houses::Table) {
        let mut houses = ctx.mine & !(bit(HAPPINESS) - 1);
        while houses != 0 {
            let from = houses.trailing_zeros() as u8;
            houses &= houses - 1;
            let (board, meta_byte) = house_search_move(ctx, from, throw);
            out.push(board, meta_byte);
        }
    }
    out
}

/// (skiryuk) [`house_table_move`] for the search: its board and meta byte.
#[inline(always)]
fn house_search_move(ctx: &Ctx<'_>, from: u8, throw: u8) -> (Board, u8) {
    let occupied = ctx.board.occupied();
    let earns = earns_throw_raw(throw);
    let mine = ctx.board.mask(ctx.side) & !bit(from);
    let theirs = ctx.board.mask(ctx.side.other());
    let board = |mine: u32, theirs: u32| match ctx.side {
        Side::X => Board::from_masks(mine, theirs),
        Side::O => Board::from_masks(theirs, mine),
    };
    let to_square = |to: u8| {
        let landed = if to <= SQUARES { bit(to) } else { 0 };
        let house_throw = (WATER..DEPARTURE).contains(&to).then_some(to);
        (
            board(mine | landed, theirs),
            meta(earns && house_throw.is_none(), house_throw),
        )
    };
    let stays = (ctx.board, meta(earns, None));
    let rebirth = || {
        let (mut mine, mut theirs) = (mine, theirs);
        if theirs & bit(REBIRTH) != 0 {
            theirs &= !bit(REBIRTH);
            let sent_to = nearest_empty_upwards(mine | theirs | bit(REBIRTH), 1);
            theirs |= bit(sent_to);
        } else if mine & bit(REBIRTH) != 0 {
            mine &= !bit(REBIRTH);
            let sent_to = nearest_empty_downwards(mine | theirs | bit(REBIRTH), REBIRTH - 1);
            mine |= bit(sent_to);
        }
        (board(mine | bit(REBIRTH), theirs), meta(earns, None))
    };
    match house_table(from, throw, occupied) {
        HouseTo::Square(to) => to_square(to),
        HouseTo::Stays => stays,
        HouseTo::Rebirth => rebirth(),
    }
}

/// [`search_moves`] for `race`: one piece a side, no interaction.
#[inline(never)]
fn search_moves_race(board: &Board, side: Side, throw: u8) -> SearchMoves {
    let mut out = SearchMoves::EMPTY;
    if board.has_raw(side, DEPARTURE) {
        return out;
    }
    let mut pieces = board.mask(side);
    while pieces != 0 {
        let from = pieces.trailing_zeros() as u8;
        pieces &= pieces - 1;
        let to = from + throw;
        if to <= DEPARTURE {
            let mut after = *board;
            after.remove_raw(side, from);
            after.put_raw(side, to);
            out.push(after, meta(false, None));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::RulesetId;
    use crate::{ThrowModel, Thrower};
    use rand::Rng;

    /// The bit-parallel forward check gives exactly what the piece-by-piece
    /// one gives, on arbitrary boards: squares 0 and 31 too, and sides that
    /// share squares, which no game reaches.
    #[test]
    fn forward_masks_agree_with_forward_on_any_board() {
        let mut thrower = Thrower::new(ThrowModel::Sticks, 2024);
        let mut checked = 0u32;
        for _ in 0..20_000 {
            let rng = thrower.rng();
            // Sparse and dense boards alike.
            let density = rng.next_u32();
            let x = rng.next_u32() & (rng.next_u32() | density);
            let o = rng.next_u32() & (rng.next_u32() | density.rotate_left(7));
            let board = Board::from_masks(x, o);
            for id in RulesetId::ALL {
                let rules = id.ruleset();
                for side in Side::BOTH {
                    let ctx = Ctx::new(&rules.movement, board, side);
                    for throw in 1..=5 {
                        if !simple_forward(&rules.movement, throw) {
                            continue;
                        }
                        let (planes, refused) = verdict_planes(&ctx.forward_refusals(throw));
                        let mut pieces = ctx.mine;
                        while pieces != 0 {
                            let from = pieces.trailing_zeros() as u8;
                            pieces &= pieces - 1;
                            assert_eq!(
                                ctx.forward_from_masks(&planes, refused, from, throw),
                                ctx.forward(from, throw),
                                "{id} {board:?} {side:?} from {from} throw {throw}"
                            );
                            checked += 1;
                        }
                    }
                }
            }
        }
        assert!(checked > 1_000_000, "{checked}");
    }

    /// Whether [`search_moves`] gives exactly [`analyze`]'s moves: the same
    /// number, and move by move, in order, the same board, extra throw and
    /// house throw. Compared field by field (not through `From<&Analysis>`).
    fn same_moves(rules: &Ruleset, board: &Board, side: Side, throw: u8) -> Result<(), String> {
        same_moves_of(rules, rules, board, side, throw)?;
        // A copy of the ruleset is not the shipped one: the generator that
        // reads the settings at run time answers for it.
        same_moves_of(&copy_of(rules), rules, board, side, throw)
    }

    /// A ruleset equal to `rules` at another address.
    fn copy_of(rules: &Ruleset) -> Ruleset {
        Ruleset {
            id: rules.id,
            source: rules.source,
            pieces: rules.pieces,
            start: rules.start,
            throw_model: rules.throw_model,
            movement: rules.movement,
            draw_after_throws: rules.draw_after_throws,
            rules: rules.rules,
            reason_rules: rules.reason_rules,
            facts: rules.facts,
        }
    }

    /// [`same_moves`] with `search_moves` asked under `searched`.
    fn same_moves_of(
        searched: &Ruleset,
        rules: &Ruleset,
        board: &Board,
        side: Side,
        throw: u8,
    ) -> Result<(), String> {
        let plain = search_moves(searched, board, side, throw);
        let full = analyze_board(rules, board, side, throw);
        let fail = |what: &str| {
            Err(format!(
                "{} {board:?} {side:?} throw {throw}: {what}\n  search_moves {:?}\n  analyze {:?}",
                rules.id,
                plain,
                full.moves().collect::<Vec<_>>()
            ))
        };
        if plain.len() != full.move_count() || plain.iter().count() != full.move_count() {
            return fail("move counts differ");
        }
        for (k, (p, m)) in plain.iter().zip(full.moves()).enumerate() {
            if p.board != m.board
                || p.throw_again != m.throw_again
                || p.house_throw != m.house_throw.map(Square::number)
            {
                return fail(&format!("move {k} differs"));
            }
            if plain.get(k) != Some(p) {
                return fail(&format!("get({k}) differs"));
            }
        }
        if plain.get(plain.len()).is_some() || plain.is_empty() != full.is_pass() {
            return fail("the end of the list differs");
        }
        Ok(())
    }

    /// Every position met in 120 seeded random games of every ruleset, for
    /// both sides and every throw 0..=6 (0 and 6 go through `analyze` itself),
    /// plus 20,000 arbitrary boards a ruleset: random masks with squares 0 and
    /// 31 and more pieces than any game has, where the move caps and the
    /// fallback's piece limit matter. Squares are shared only in race: on a
    /// square holding both sides, skiryuk's run rule is not defined, and the
    /// two generators read it differently.
    #[test]
    fn search_moves_equal_analyze_on_every_position_of_many_games_and_any_board() {
        let mut checked = [0u32; RulesetId::ALL.len()];
        let mut fallbacks = [0u32; RulesetId::ALL.len()];
        let mut houses = [0u32; RulesetId::ALL.len()];
        for (r, id) in RulesetId::ALL.into_iter().enumerate() {
            let rules = id.ruleset();
            let mut check = |board: &Board, side: Side, throw: u8| {
                if let Err(e) = same_moves(rules, board, side, throw) {
                    panic!("{e}");
                }
                let a = analyze_board(rules, board, side, throw);
                checked[r] += 1;
                fallbacks[r] += u32::from(a.is_backward_fallback() && !a.is_pass());
                houses[r] += u32::from(a.moves().any(|m| m.house_throw.is_some()));
            };
            before_each_throw(id, 120, |game| {
                if let crate::Pending::Throw { house: None, .. } = game.pending() {
                    for s in Side::BOTH {
                        for throw in 0..=6 {
                            check(game.board(), s, throw);
                        }
                    }
                }
            });
            // Only race lets two pieces share a square.
            arbitrary_boards(77 + r as u64, 20_000, 11, rules.is_race(), |board| {
                for side in Side::BOTH {
                    for throw in 1..=5 {
                        check(board, side, throw);
                    }
                }
            });
        }
        // The test reaches what it is meant to: many positions, backward
        // fallbacks where the ruleset has them, skiryuk's house throws.
        for (r, id) in RulesetId::ALL.into_iter().enumerate() {
            assert!(checked[r] > 200_000, "{id}: {}", checked[r]);
            let has_fallback = matches!(id.ruleset().movement.backward, Backward::Fallback { .. });
            assert_eq!(fallbacks[r] > 1_000, has_fallback, "{id}: {}", fallbacks[r]);
            let has_houses = matches!(id.ruleset().movement.houses, Houses::Table);
            assert_eq!(houses[r] > 1_000, has_houses, "{id}: {}", houses[r]);
        }
    }

    /// The five-bit count is `count_ones` of the low five bits, whatever
    /// the bits above them.
    #[test]
    fn ones_of_five_counts_the_low_five_bits() {
        for w in 0..32u32 {
            for high in [0, 0x20, 0xffff_ffe0, 0x1234_5660] {
                assert_eq!(ones_of_five(w | high), w.count_ones(), "{w} {high:x}");
            }
        }
    }

    /// Both tables of generators, the baseline one and (when the processor
    /// has `popcnt`) the one compiled for it, give exactly [`analyze`]'s
    /// moves, whichever of them [`search_moves`] chose: every position of 40
    /// seeded random games per stick ruleset, both sides, and 5,000
    /// arbitrary boards per ruleset, every throw 1..=5.
    #[test]
    fn both_generator_tables_equal_analyze() {
        let _ = search_moves(RulesetId::Kendall.ruleset(), &Board::empty(), Side::X, 1);
        assert_ne!(TABLE.load(Ordering::Relaxed), UNCHOSEN);
        let mut tables: Vec<&[[Generator; 5]; 5]> = vec![&GENERATORS];
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("popcnt") {
            tables.push(&GENERATORS_POPCNT);
        }
        let mut checked = 0u32;
        for (r, id) in RulesetId::ALL
            .into_iter()
            .enumerate()
            .take(GENERATORS.len())
        {
            let rules = id.ruleset();
            let mut check = |board: &Board, side: Side| {
                for throw in 1..=5u8 {
                    let full = SearchMoves::from(&analyze_board(rules, board, side, throw));
                    for table in &tables {
                        // SAFETY: only the tables this processor can run are in `tables`.
                        let plain = unsafe { table[r][usize::from(throw - 1)](board, side) };
                        assert_eq!(plain, full, "{id} {board:?} {side:?} throw {throw}");
                        checked += 1;
                    }
                }
            };
            before_each_throw(id, 40, |game| {
                for side in Side::BOTH {
                    check(game.board(), side);
                }
            });
            arbitrary_boards(991 + r as u64, 5_000, 5, false, |board| {
                for side in Side::BOTH {
                    check(board, side);
                }
            });
        }
        assert!(checked > 100_000, "{checked}");
    }

    /// Plays the seeded random games `0..games` of `id` (each move chosen
    /// uniformly among the legal ones; a game stops after 5,000 throws) and
    /// hands `visit` the game before each of its throws.
    fn before_each_throw(id: RulesetId, games: u64, mut visit: impl FnMut(&crate::Game)) {
        for seed in 0..games {
            let mut game = crate::Game::new(id);
            let mut thrower = Thrower::new(id.ruleset().throw_model, seed);
            while let crate::Pending::Throw { .. } = game.pending() {
                visit(&game);
                let throw = thrower.throw().value;
                if let Ok(crate::ThrowOutcome::Choose(a)) = game.throw(throw) {
                    let n = crate::uniform_below(thrower.rng(), a.move_count() as u32);
                    assert!(game.play_nth(n as usize).is_ok());
                }
                if game.throws() > 5_000 {
                    break;
                }
            }
        }
    }

    /// Hands `visit` `count` arbitrary boards drawn from `seed`, each as
    /// crowded as a random density makes it (`o`'s density is `x`'s turned
    /// left by `turn` bits); a square holds pieces of both sides only where
    /// `shared` (race) allows it.
    fn arbitrary_boards(
        seed: u64,
        count: u32,
        turn: u32,
        shared: bool,
        mut visit: impl FnMut(&Board),
    ) {
        let mut thrower = Thrower::new(ThrowModel::Sticks, seed);
        for _ in 0..count {
            let rng = thrower.rng();
            let density = rng.next_u32();
            let x = rng.next_u32() & (rng.next_u32() | density);
            let o = rng.next_u32() & (rng.next_u32() | density.rotate_left(turn));
            let o = if shared { o } else { o & !x };
            visit(&Board::from_masks(x, o));
        }
    }

    /// (skiryuk) A piece on 24 that throws 5 stops on 26 and makes its house
    /// throw there, with no extra throw of its own; in kendall a 1 from 26
    /// lands in the water, rests on 15, and throws again.
    #[test]
    fn search_moves_keep_house_throws_and_water() {
        let dots = |n: usize| ".".repeat(n);
        let skiryuk = RulesetId::Skiryuk.ruleset();
        let text = format!("{}x{}o", dots(23), dots(5));
        let board = skiryuk.parse_board(&text).unwrap_or_default();
        let moves = search_moves(skiryuk, &board, Side::X, 5);
        let m = moves.get(0).unwrap_or_default();
        assert_eq!(moves.len(), 1);
        assert_eq!((m.house_throw, m.throw_again), (Some(26), false));
        assert_eq!(m.board.to_string(), format!("{}x{}o", dots(25), dots(3)));
        let kendall = RulesetId::Kendall.ruleset();
        let text = format!("{}x{}o", dots(25), dots(3));
        let board = kendall.parse_board(&text).unwrap_or_default();
        let moves = search_moves(kendall, &board, Side::X, 1);
        let m = moves.get(0).unwrap_or_default();
        assert_eq!(moves.len(), 1);
        assert_eq!((m.house_throw, m.throw_again), (None, true));
        assert_eq!(m.board.to_string(), format!("{}x{}o", dots(14), dots(14)));
    }
}

#[cfg(test)]
mod equality_proptests {
    //! Property tests: [`search_moves`] equals [`analyze`] on random legal
    //! boards and on random positions of random games.

    use super::*;
    use crate::RulesetId;
    use crate::Thrower;
    use crate::{Game, Pending, ThrowOutcome, uniform_below};
    use proptest::prelude::*;

    fn ruleset() -> impl Strategy<Value = RulesetId> {
        (0..RulesetId::ALL.len()).prop_map(|i| RulesetId::ALL[i])
    }

    /// Up to the ruleset's number of pieces a side on squares 0..=31, a
    /// square already taken skipped (any square, 27 and the race start too).
    fn board(id: RulesetId) -> impl Strategy<Value = Board> {
        let pieces = usize::from(id.ruleset().pieces).max(2);
        let squares = move || prop::collection::vec(0u8..=31, 0..=pieces);
        (squares(), squares()).prop_map(|(xs, os)| {
            let mut board = Board::empty();
            for (side, list) in [(Side::X, xs), (Side::O, os)] {
                for square in list {
                    if board.occupied() & bit(square) == 0 {
                        board.put_raw(side, square);
                    }
                }
            }
            board
        })
    }

    fn check(rules: &Ruleset, board: &Board) -> Result<(), TestCaseError> {
        for side in Side::BOTH {
            for throw in 1..=5 {
                let plain = search_moves(rules, board, side, throw);
                let full = analyze_board(rules, board, side, throw);
                prop_assert_eq!(plain.len(), full.move_count());
                prop_assert_eq!(plain.iter().count(), full.move_count());
                for (p, m) in plain.iter().zip(full.moves()) {
                    prop_assert_eq!(p.board, m.board);
                    prop_assert_eq!(p.throw_again, m.throw_again);
                    prop_assert_eq!(p.house_throw, m.house_throw.map(Square::number));
                }
            }
        }
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2_000))]

        #[test]
        fn search_moves_equal_analyze_on_random_boards(
            (id, board) in ruleset().prop_flat_map(|id| (Just(id), board(id)))
        ) {
            check(id.ruleset(), &board)?;
        }

        #[test]
        fn search_moves_equal_analyze_along_random_games(
            id in ruleset(),
            seed in any::<u64>(),
            steps in 0usize..400,
        ) {
            let rules = id.ruleset();
            let mut game = Game::new(id);
            let mut thrower = Thrower::new(rules.throw_model, seed);
            for _ in 0..steps {
                let Pending::Throw { .. } = game.pending() else { break };
                check(rules, game.board())?;
                let throw = thrower.throw().value;
                if let Ok(ThrowOutcome::Choose(a)) = game.throw(throw) {
                    let n = uniform_below(thrower.rng(), a.move_count() as u32);
                    prop_assert!(game.play_nth(n as usize).is_ok());
                }
            }
        }
    }
}

//! `legal`: may the piece on this square move with the throw; if not, why?
//! Fields: `piece`. Answer: `legal` or the reason's code.

use super::{Field, Takes, small};
use crate::engine::{
    Checkpoint, DEPARTURE, Formation, HAPPINESS, Houses, OFF, Reason, Ruleset, SQUARES, WATER,
    analyze,
};
use crate::lesson::answer::Shape;
use crate::lesson::choices::{Input, reasons};
use crate::lesson::kinds::QuestionKind;
use crate::lesson::model::{Answer, Position};
use crate::lesson::raw::RawQuestion;
use crate::lesson::solve::{SolveError, needs_move};

/// The answer's shape.
pub const SHAPE: Shape = Shape::Legal;

pub(super) fn takes(_: &RawQuestion) -> Takes {
    Takes::required(&[Field::Piece])
}

pub(super) fn build(q: &RawQuestion) -> QuestionKind {
    QuestionKind::Legal {
        piece: small(q.piece.as_ref()),
    }
}

pub(super) fn solve(
    _rules: &'static Ruleset,
    position: Option<&Position>,
    piece: u8,
) -> Result<Answer, SolveError> {
    let (at, piece, throw) = needs_move(position, piece)?;
    let analysis = analyze(at, throw);
    Ok(Answer::Legal(match analysis.refusal_of(piece) {
        None => Ok(()),
        Some(refusal) => Err(refusal.reason),
    }))
}

/// Legal, or one of the reasons the ruleset can give (also `legal-backward`'s input).
pub(super) fn input(rules: &Ruleset) -> Input {
    let mut options = vec![Answer::Legal(Ok(()))];
    options.extend(reasons(rules).into_iter().map(|r| Answer::Legal(Err(r))));
    Input::Choose(options)
}

/// Every offered answer ([`input`]) that is true of the forward move of the
/// piece on `piece`: `legal` alone when the move is legal, otherwise every
/// reason whose condition holds, not only the first one the engine names
/// (a piece may overshoot the exit *and* wait on the last row, or pass a
/// block *and* land on its own piece). The engine's reason is always among
/// them; the order is the ruleset's order of reasons.
///
/// # Errors
/// As [`solve`].
pub(crate) fn true_answers(
    rules: &'static Ruleset,
    position: Option<&Position>,
    piece: u8,
) -> Result<Vec<Answer>, SolveError> {
    let engine = solve(rules, position, piece)?;
    let (at, from, throw) = needs_move(position, piece)?;
    if engine == Answer::Legal(Ok(())) {
        return Ok(vec![engine]);
    }
    let truths = forward_truths(rules, at, from.number(), throw.get());
    Ok(offered(rules, &truths, engine))
}

/// The reasons of `truths` that `rules` offers, in its order, with the
/// engine's own answer kept even if the list somehow lacked it.
pub(super) fn offered(rules: &Ruleset, truths: &[Reason], engine: Answer) -> Vec<Answer> {
    let mut out: Vec<Answer> = reasons(rules)
        .into_iter()
        .filter(|r| truths.contains(r))
        .map(|r| Answer::Legal(Err(r)))
        .collect();
    if !out.contains(&engine) {
        out.insert(0, engine);
    }
    out
}

/// Which reasons hold for the forward move of the piece on `from` with
/// `throw`, each judged on its own: the would-be destination is `from +
/// throw` (skiryuk stops it on 26), and the path and landing reasons are
/// judged on that square when it is on the board or off it.
fn forward_truths(
    rules: &Ruleset,
    at: &crate::engine::Position,
    from: u8,
    throw: u8,
) -> Vec<Reason> {
    let movement = &rules.movement;
    let arithmetic = from.saturating_add(throw);
    let mut out = Vec::new();
    match movement.houses {
        Houses::Table if from >= HAPPINESS.number() => return out,
        Houses::Finish30 => {
            if arithmetic > DEPARTURE.number() {
                out.push(Reason::Overshoot);
            }
            return out;
        }
        _ => {}
    }
    if arithmetic > OFF.number() {
        out.push(Reason::Overshoot);
    }
    let mut to = arithmetic;
    if from < HAPPINESS.number() && arithmetic > HAPPINESS.number() {
        match movement.checkpoint {
            Checkpoint::Refuse => out.push(Reason::Checkpoint26),
            Checkpoint::StopThere => to = HAPPINESS.number(),
            Checkpoint::None => {}
        }
    }
    if matches!(
        movement.houses,
        Houses::Water {
            last_row_waits: true
        }
    ) && from > WATER.number()
        && arithmetic != OFF.number()
    {
        out.push(Reason::LastRowWaits);
    }
    if to <= OFF.number() {
        out.extend(path_and_landing(rules, at, from, to));
    }
    out
}

/// Which path and landing reasons hold for a move of the side to move from
/// `from` to `to` (31 = off), each on its own: the path crosses a block, a
/// wall or a whole protected run; the landing square holds the mover's own
/// piece, a shielded opposing piece, or an opposing piece on a safe square.
pub(super) fn path_and_landing(
    rules: &Ruleset,
    at: &crate::engine::Position,
    from: u8,
    to: u8,
) -> Vec<Reason> {
    let board = at.board();
    let side = at.to_move();
    let mine = board.mask(side);
    let opp = board.mask(side.other()) & board_bits();
    let with_neighbour = opp & ((opp << 1) | (opp >> 1));
    let (barrier, shielded, shield_reason, runs) = match rules.movement.formation {
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
    let (lo, hi) = (from.min(to), from.max(to));
    let path: u32 = (lo + 1..hi)
        .filter(|s| (1..=SQUARES).contains(s))
        .map(|s| 1u32 << s)
        .sum();
    let mut out = Vec::new();
    // A run is passed whole unless its members on the path all belong to the
    // run the move lands on (landing on a run's end is the landing's matter).
    let landing_run = {
        let mut partial = 0u32;
        if to <= SQUARES && opp & (1 << to) != 0 {
            let mut square = to;
            loop {
                square = if to > from { square - 1 } else { square + 1 };
                if square == from || square > SQUARES || opp & (1 << square) == 0 {
                    break;
                }
                partial |= 1 << square;
            }
        }
        partial
    };
    if path & barrier != 0 || runs & path & !landing_run != 0 {
        out.push(Reason::BlockedPath);
    }
    if to <= SQUARES {
        let target = 1u32 << to;
        if mine & target != 0 {
            out.push(Reason::OwnPiece);
        }
        if opp & target != 0 {
            if shielded & target != 0 {
                out.push(shield_reason);
            }
            if rules.movement.safe & target != 0 {
                out.push(Reason::SafeHouse);
            }
        }
    }
    out
}

/// The bits of the squares 1..=30.
const fn board_bits() -> u32 {
    ((1u32 << 31) - 1) & !1
}

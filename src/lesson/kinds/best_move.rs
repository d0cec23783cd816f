//! `best-move`: which piece makes the best move with the throw? The engine
//! weighs every legal option ([`crate::lesson::solve::weigh`]); the teacher's
//! piece must be its best, and the truth must back it against every other
//! option: by at least [`solve::MARGIN`] over the next option when the
//! values are exact, by a playout interval of each difference wholly above
//! zero otherwise. Fields:
//! `throws-made` (optional, arcade's 600-throw draw). Answer: the square of
//! the piece to move (0 a race piece at the start).

use serde_saphyr::Location;

use super::{Field, Takes, count};
use crate::ai::rollout::Interval;
use crate::engine::{Ruleset, Square, ThrowValue, analyze};
use crate::lesson::answer::Shape;
use crate::lesson::choices::{Input, with};
use crate::lesson::kinds::QuestionKind;
use crate::lesson::model::{Answer, Position};
use crate::lesson::problem::Problem;
use crate::lesson::raw::RawQuestion;
use crate::lesson::solve::{self, SolveError};
use crate::lesson::verdicts;

/// The answer's shape.
pub const SHAPE: Shape = Shape::Piece;

pub(super) fn takes(_: &RawQuestion) -> Takes {
    Takes {
        required: &[],
        optional: &[Field::ThrowsMade],
    }
}

pub(super) fn build(q: &RawQuestion) -> QuestionKind {
    QuestionKind::BestMove {
        throws_made: count(q.throws_made.as_ref()),
    }
}

pub(super) fn solve(
    rules: &'static Ruleset,
    position: Option<&Position>,
    throws_made: u32,
) -> Result<Answer, SolveError> {
    let options = solve::weigh(rules, position, throws_made)?;
    options
        .first()
        .map(|(m, _)| Answer::Piece(m.from))
        .ok_or(SolveError::NoChoice(0))
}

/// The pieces that can move (with the answer, should it be another).
pub(super) fn input(_rules: &Ruleset, position: Option<&Position>, answer: &Answer) -> Input {
    let pieces = position
        .and_then(|p| Some(analyze(&p.at, p.throw?)))
        .map(|a| a.moves().map(|m| Answer::Piece(m.from)).collect())
        .unwrap_or_default();
    Input::Choose(with(pieces, answer))
}

/// How one best-move question was verified (`lesson check --thorough` lists them).
#[derive(Debug, Clone, PartialEq)]
pub struct BestMoveReport {
    /// The question, as the kept verdicts name it.
    pub key: verdicts::Key,
    /// The line of the question's `kind`.
    pub line: usize,
    /// The best option's piece.
    pub best: Square,
    /// The closest other option's piece: the search's second when exact,
    /// otherwise the one the playouts put closest to the best.
    pub second: Square,
    /// The search's (or the tables') margin, best minus that option.
    pub margin: f64,
    /// The verification against that option.
    pub verdict: solve::Verdict,
    /// Best minus every other option, with its 95% interval (a point when
    /// exact); empty for a kept exact verdict.
    pub against: Vec<(Square, Interval)>,
}

/// Checks a best-move question whose expected piece is `expected`: its
/// answer and how it was verified, or the problem at its place (`None`
/// when there is nothing to report beyond what the weighing said).
pub(crate) fn check(
    rules: &'static Ruleset,
    position: Option<&Position>,
    q: &RawQuestion,
    throws_made: u32,
    expected: Square,
    verification: solve::Verification,
) -> Result<(Answer, BestMoveReport), Option<(Location, Problem)>> {
    let at_kind = q.kind.referenced;
    let at_expect = q.expect.referenced;
    if let Some(kept) = kept_exact(rules, position, q, throws_made, expected, verification) {
        return Ok(kept);
    }
    let options = solve::weigh(rules, position, throws_made)
        .map_err(|e| Some((at_kind, Problem::Unanswerable(e))))?;
    let (best_move, best_chance) = *options.first().ok_or(None)?;
    let Some(&(_, chance)) = options.iter().find(|(m, _)| m.from == expected) else {
        return Err(Some((
            at_expect,
            Problem::BestNotOption { expected, options },
        )));
    };
    if expected != best_move.from {
        return Err(Some((
            at_expect,
            Problem::BestWrong {
                expected,
                expected_chance: chance,
                best: best_move.from,
                best_chance,
                options,
            },
        )));
    }
    let position = position.ok_or(None)?;
    let verified =
        solve::verify(rules, position, throws_made, &options, verification).ok_or(None)?;
    let verdict = verified.verdict;
    let (second_move, second_chance) = options.get(1).copied().ok_or(None)?;
    if matches!(verdict, solve::Verdict::Exact { .. }) && solve::too_close(&options) {
        return Err(Some((
            at_kind,
            Problem::BestTooClose {
                best: best_move.from,
                best_chance,
                second: second_move.from,
                second_chance,
                gap: solve::gap(&options),
            },
        )));
    }
    let rival_chance = options
        .iter()
        .find(|(m, _)| m.from == verified.rival)
        .map_or(second_chance, |(_, c)| *c);
    let margin = best_chance - rival_chance;
    if !verdict.confirms() {
        let solve::Verdict::Playouts {
            difference,
            playouts,
            ..
        } = verdict
        else {
            return Err(None);
        };
        return Err(Some((
            at_kind,
            Problem::BestUnconfirmed {
                best: best_move.from,
                second: verified.rival,
                gap: margin,
                difference,
                playouts,
            },
        )));
    }
    let report = BestMoveReport {
        key: key(rules, position, throws_made, best_move.from, verified.rival),
        line: usize::try_from(at_kind.line()).unwrap_or(0),
        best: best_move.from,
        second: verified.rival,
        margin,
        verdict,
        against: verified.against,
    };
    Ok((Answer::Piece(best_move.from), report))
}

fn key(
    rules: &'static Ruleset,
    position: &Position,
    throws_made: u32,
    best: Square,
    second: Square,
) -> verdicts::Key {
    // The kept verdicts' table writes its squares and throws as numbers.
    verdicts::Key {
        rules: rules.id.name(),
        board: position.at.board().to_string(),
        to_move: position.at.to_move().letter(),
        throw: position.throw.map_or(0, ThrowValue::get),
        throws_made,
        best: best.number(),
        second: second.number(),
    }
}

/// A small-ending question whose answer the exact tables gave before and
/// that is kept ([`verdicts::KEPT_EXACT`]): accepted without solving the
/// table again, unless the check is thorough.
fn kept_exact(
    rules: &'static Ruleset,
    position: Option<&Position>,
    q: &RawQuestion,
    throws_made: u32,
    expected: Square,
    verification: solve::Verification,
) -> Option<(Answer, BestMoveReport)> {
    if verification.thorough {
        return None;
    }
    let position = position?;
    let (second, difference) = verdicts::find_exact(
        rules.id.name(),
        &position.at.board().to_string(),
        position.at.to_move().letter(),
        position.throw?.get(),
        throws_made,
        expected.number(),
    )?;
    let second = Square::new(second)?;
    let report = BestMoveReport {
        key: key(rules, position, throws_made, expected, second),
        line: usize::try_from(q.kind.referenced.line()).unwrap_or(0),
        best: expected,
        second,
        margin: difference,
        verdict: solve::Verdict::Exact { difference },
        against: Vec::new(),
    };
    Some((Answer::Piece(expected), report))
}

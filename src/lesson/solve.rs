//! The engine's answer to a question. Lessons, `lesson check` and (later) the
//! quiz all ask here, so a question is right by construction.
//!
//! # Best-move questions
//!
//! `best-move` questions: every legal option of the step's throw weighed by
//! the computer's search, so that `senet lesson check` can say whether the
//! teacher's move is the engine's best, and refuse a question whose two best
//! options are too close to call.
//!
//! The search is expectiminimax over the real turn structure, three throws
//! ahead ([`DEPTH`], the depth of computer level 3), with no node or time
//! budget, so the values depend only on the position. When the position is a
//! small ending (at most two pieces a side) the exact endgame table decides
//! instead; otherwise the tables are left out, since building one costs
//! seconds and `lesson check` (also run when the tutor starts) must stay fast.
//!
//! **Verified by truth** ([`verify`]). The search is an estimate; a question
//! is kept only when the truth backs its answer. When every option leads to
//! a position the exact tables cover, the values are exact and the margin
//! decides. Otherwise every option is played out, [`VERIFY_PLAYOUTS`]
//! playouts each at the rollouts' level on the same throws (seed
//! [`VERIFY_SEED`]), and the question is refused unless the 95% interval of
//! the paired difference between the best option and *each* other option
//! lies above zero (the search's second is not always the real runner-up).
//! Playouts take seconds in a release build and minutes in a debug one, so
//! the verdicts for the shipped questions are kept in [`super::verdicts`]
//! (keyed by the question and a fingerprint of the evaluation and the
//! playout settings): `lesson check` uses a kept verdict when it matches and
//! plays out otherwise; `lesson check --thorough` always plays out.

use super::kinds::QuestionKind;
use super::model::{Answer, Position};
use crate::ai::rollout::{self, Interval, Settings, exact_after};
use crate::ai::shown::option_chance;
use crate::ai::{GameState, Limits, Weights, evaluate_options};
use crate::engine::{Board, Move, Reason, Ruleset, RulesetId, Side, analyze, backward_move};
use crate::engine::{Square, ThrowValue};

/// Why a question cannot be answered (a mistake in the question, not the answer).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SolveError {
    /// The question needs a board, and the step has none.
    NoPosition,
    /// The question needs a throw, and the step has none.
    NoThrow,
    /// No piece of the side to move stands on this square.
    NoPiece(u8),
    /// Not a square of the board.
    NotASquare(u8),
    /// The piece cannot move, so it has no destination or effect (with the reason).
    CannotMove(Reason),
    /// Not a throw value (1..=5).
    NotAThrow(u8),
    /// A side has already won in this position.
    GameOver,
    /// The throw has this many legal moves (0 or 1): nothing to choose.
    NoChoice(usize),
}

/// Answers `kind` in `position` under `rules`.
///
/// # Errors
/// A [`SolveError`] when the question does not fit the position.
pub fn solve(
    rules: &'static Ruleset,
    position: Option<&Position>,
    kind: QuestionKind,
) -> Result<Answer, SolveError> {
    super::kinds::solve(rules, position, kind)
}

/// Every answer true of `kind` in `position` under `rules`, the one [`solve`]
/// gives first and then the others (in the ruleset's order of reasons): a
/// question whose offered options hold several true statements accepts
/// them all.
///
/// # Errors
/// A [`SolveError`] when the question does not fit the position.
pub fn accepted(
    rules: &'static Ruleset,
    position: Option<&Position>,
    kind: QuestionKind,
) -> Result<Vec<Answer>, SolveError> {
    let first = solve(rules, position, kind)?;
    let mut all = super::kinds::accepted(rules, position, kind)?;
    all.retain(|a| *a != first);
    all.insert(0, first);
    Ok(all)
}

/// The move a question is about, to show on the board once it is answered:
/// the piece's legal move (backward for `legal-backward`), if it has one.
#[must_use]
pub fn shown_move(
    _rules: &'static Ruleset,
    position: &Position,
    kind: QuestionKind,
) -> Option<crate::engine::Move> {
    let throw = position.throw?;
    match kind {
        QuestionKind::LegalBackward { piece } => {
            backward_move(&position.at, Square::new(piece)?, throw)?.ok()
        }
        QuestionKind::Legal { piece }
        | QuestionKind::Destination { piece }
        | QuestionKind::Effect { piece }
        | QuestionKind::NextTurn { piece, .. } => analyze(&position.at, throw)
            .move_from(Square::new(piece)?)
            .copied(),
        _ => None,
    }
}

/// The move to show once `question` is answered: for a best-move question
/// the best move, otherwise [`shown_move`].
#[must_use]
pub fn shown_answer_move(
    rules: &'static Ruleset,
    position: &Position,
    question: &super::model::Question,
) -> Option<crate::engine::Move> {
    match (question.kind, &question.answer) {
        (QuestionKind::BestMove { .. }, Answer::Piece(from)) => {
            analyze(&position.at, position.throw?)
                .move_from(*from)
                .copied()
        }
        (kind, _) => shown_move(rules, position, kind),
    }
}

/// The one place a question's square (as the lesson writes it) becomes a
/// [`Square`] of the board.
pub(crate) fn on_board(square: u8) -> Result<Square, SolveError> {
    Square::on_board(square).ok_or(SolveError::NotASquare(square))
}

pub(crate) fn refusal(analysis: &crate::engine::Analysis, piece: Square) -> SolveError {
    analysis
        .refusal_of(piece)
        .map_or(SolveError::NoPiece(piece.number()), |r| {
            SolveError::CannotMove(r.reason)
        })
}

pub(crate) fn needs_move(
    position: Option<&Position>,
    piece: u8,
) -> Result<(&crate::engine::Position, Square, ThrowValue), SolveError> {
    let position = position.ok_or(SolveError::NoPosition)?;
    let throw = position.throw.ok_or(SolveError::NoThrow)?;
    // The one place a question's piece becomes a square: one of the side to
    // move (0 is a `race` piece at the start).
    match Square::new(piece) {
        Some(square) if position.at.board().has(position.at.to_move(), square) => {
            Ok((&position.at, square, throw))
        }
        _ => Err(SolveError::NoPiece(piece)),
    }
}

/// Playouts per option when a best-move answer is verified.
pub const VERIFY_PLAYOUTS: u32 = 2000;

/// The seed of those playouts.
pub const VERIFY_SEED: u64 = 1;

/// The smallest exact gap in win chance (0..1) between the best and the
/// second-best option for a small-ending question to be asked: 2 percentage
/// points, so that the lesson teaches a difference worth seeing. Where the
/// values are estimates, the playouts decide instead ([`Verdict::confirms`]):
/// the search's own gap is on the calibrated scale and is not a measure of
/// how sure the answer is.
pub const MARGIN: f64 = 0.02;

/// The chance layers (throws) the search looks ahead.
pub const DEPTH: u8 = 3;

/// The search limits for a position: [`DEPTH`] layers, no budget, the exact
/// endgame table only when the position is already a small ending.
#[must_use]
pub fn limits(position: &Position) -> Limits {
    let small = Side::BOTH
        .iter()
        .all(|&s| position.at.board().count(s) <= 2);
    let limits = Limits::depth(DEPTH);
    if small {
        limits
    } else {
        limits.without_endgame()
    }
}

/// Every legal option of the step's throw with the mover's win chance
/// (0.0..=1.0), best first (ties by square). `throws_made` counts the throws
/// before this one (for arcade's 600-throw draw).
///
/// # Errors
/// [`SolveError::NoPosition`] or [`SolveError::NoThrow`] when the step lacks
/// them, [`SolveError::GameOver`] when a side has already won, and
/// [`SolveError::NoChoice`] when the throw has fewer than two legal moves.
pub fn weigh(
    rules: &'static Ruleset,
    position: Option<&Position>,
    throws_made: u32,
) -> Result<Vec<(Move, f64)>, SolveError> {
    let position = position.ok_or(SolveError::NoPosition)?;
    let throw = position.throw.ok_or(SolveError::NoThrow)?;
    if Side::BOTH
        .iter()
        .any(|&s| rules.has_won(position.at.board(), s))
    {
        return Err(SolveError::GameOver);
    }
    let analysis = analyze(&position.at, throw);
    let count = analysis.move_count();
    if count < 2 {
        return Err(SolveError::NoChoice(count));
    }
    let state = GameState {
        board: *position.at.board(),
        side: position.at.to_move(),
        throws: throws_made.saturating_add(1),
    };
    let key = (rules.id, state.board, state.side, throw, state.throws);
    if let Some(options) = LAST_WEIGHED.with_borrow(|last| {
        last.as_ref()
            .filter(|(k, _)| *k == key)
            .map(|(_, o)| o.clone())
    }) {
        return Ok(options);
    }
    let mut options: Vec<(Move, f64)> =
        evaluate_options(rules, &state, throw.get(), &analysis, &limits(position))
            .into_iter()
            .map(|(m, v)| {
                (
                    m,
                    option_chance(rules, &state.board, &m, state.side, state.throws, || v).0,
                )
            })
            .collect();
    options.sort_by(|(a, va), (b, vb)| vb.total_cmp(va).then(a.from.cmp(&b.from)));
    LAST_WEIGHED.with_borrow_mut(|last| *last = Some((key, options.clone())));
    Ok(options)
}

/// What identifies a weighing: ruleset, board, side, throw, throws made.
type WeighKey = (RulesetId, Board, Side, ThrowValue, u32);

/// A weighing and its options, best first.
type Weighed = (WeighKey, Vec<(Move, f64)>);

thread_local! {
    /// The last weighing of this thread: the feedback screen draws the same
    /// question's options again on every key, and the search is deterministic,
    /// so its result can be reused as it is.
    static LAST_WEIGHED: std::cell::RefCell<Option<Weighed>> =
        const { std::cell::RefCell::new(None) };
}

/// The gap in win chance between the best and the second-best option (0 when
/// there are fewer than two).
#[must_use]
pub fn gap(options: &[(Move, f64)]) -> f64 {
    match options {
        [(_, best), (_, second), ..] => best - second,
        _ => 0.0,
    }
}

/// Whether the two best options are too close to call (closer than [`MARGIN`]).
#[must_use]
pub fn too_close(options: &[(Move, f64)]) -> bool {
    gap(options) < MARGIN
}

/// How a best-move answer was verified.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Verdict {
    /// Every option's value is exact (the tables or a finished game): the
    /// difference is exact.
    Exact {
        /// Best minus second best.
        difference: f64,
    },
    /// By playouts of every option.
    Playouts {
        /// Best minus the closest other option (the one whose difference has
        /// the lowest lower end), paired playout by playout, with its 95%
        /// interval.
        difference: Interval,
        /// Playouts per option.
        playouts: u32,
        /// Whether the verdict was the one kept for the question (not played now).
        kept: bool,
    },
}

impl Verdict {
    /// Whether the verdict backs the best move: an exact difference above
    /// zero, or a playout interval wholly above zero.
    #[must_use]
    pub fn confirms(&self) -> bool {
        match self {
            Verdict::Exact { difference } => *difference > 0.0,
            Verdict::Playouts { difference, .. } => difference.low > 0.0,
        }
    }
}

/// A best-move answer checked against every other option.
#[derive(Debug, Clone, PartialEq)]
pub struct Verified {
    /// The verdict against the closest other option.
    pub verdict: Verdict,
    /// That option's piece.
    pub rival: Square,
    /// Best minus each other option (in the weighing's order), with its 95%
    /// interval (a point when exact).
    pub against: Vec<(Square, Interval)>,
}

impl Verified {
    /// From the differences against every other option (at least one): the
    /// verdict against the one with the lowest lower end.
    fn of(against: Vec<(Square, Interval)>, playouts: u32, kept: bool) -> Option<Verified> {
        let &(rival, difference) = against.iter().min_by(|a, b| a.1.low.total_cmp(&b.1.low))?;
        Some(Verified {
            verdict: Verdict::Playouts {
                difference,
                playouts,
                kept,
            },
            rival,
            against,
        })
    }
}

/// How best-move answers are verified by playouts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verification {
    /// Play out even when a kept verdict matches.
    pub thorough: bool,
    /// Playouts per option.
    pub playouts: u32,
}

impl Default for Verification {
    /// Kept verdicts where they match, [`VERIFY_PLAYOUTS`] playouts otherwise.
    fn default() -> Verification {
        Verification {
            thorough: false,
            playouts: VERIFY_PLAYOUTS,
        }
    }
}

/// The playout settings of a verification with `playouts` per option.
#[must_use]
pub fn verify_settings(playouts: u32) -> Settings {
    Settings {
        playouts,
        level: rollout::DEFAULT_LEVEL,
        seed: VERIFY_SEED,
        jobs: std::thread::available_parallelism().map_or(1, |n| n.get().min(64)),
        budget: None,
        reduce: true,
    }
}

/// A fingerprint of what a kept verdict depends on besides the question:
/// the ruleset's evaluation weights, the playout settings
/// ([`VERIFY_PLAYOUTS`], and the share of the luck the playouts take off)
/// and any exact table shipped for it. A kept verdict with another fingerprint is stale
/// (the evaluation changed) and is not used.
#[must_use]
pub fn fingerprint(id: RulesetId) -> u64 {
    fingerprint_for(id, VERIFY_PLAYOUTS)
}

fn fingerprint_for(id: RulesetId, playouts: u32) -> u64 {
    // FNV-1a over the weights' bits, the playouts, the seed and the level.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat_bytes = |bytes: &[u8]| {
        for b in bytes {
            h ^= u64::from(*b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    };
    let mut eat = |x: u64| eat_bytes(&x.to_le_bytes());
    let weights = Weights::tuned(id);
    eat(u64::from(weights.phased));
    for w in weights.phases.iter().flatten() {
        eat(u64::from(w.to_bits()));
    }
    // The endings network, where the ruleset has one (none: nothing eaten,
    // so a ruleset without one keeps its fingerprint).
    for w in weights.net.iter().flat_map(|n| n.numbers()) {
        eat(u64::from(w.to_bits()));
    }
    eat(u64::from(playouts));
    eat(VERIFY_SEED);
    eat(u64::from(rollout::DEFAULT_LEVEL.number()));
    let own = crate::ai::per_ruleset::settings(id);
    // The luck taken off the playouts (`rollout::Settings::reduce`), with
    // the ruleset's share of it: verdicts made before it are stale.
    eat(own.luck_share.to_bits());
    // A shipped exact table stops the playouts and plays their endings:
    // its bytes count too (skiryuk's part; the verdicts made before it was
    // shipped went stale unnoticed, and one no longer held).
    if let crate::ai::per_ruleset::Larger::ShippedPart(bytes) = own.endgame.large {
        eat_bytes(bytes);
    }
    h
}

/// Verifies the best option of a weighing (`options`, best first, as
/// [`weigh`] gives them) against every other option: exactly when every
/// option's value is exact, else by playouts of every option (or the kept
/// verdicts, unless `how.thorough`). `None` when there are fewer than two
/// options.
#[must_use]
pub fn verify(
    rules: &'static Ruleset,
    position: &Position,
    throws_made: u32,
    options: &[(Move, f64)],
    how: Verification,
) -> Option<Verified> {
    let [(best, best_chance), (second, second_chance), ..] = options else {
        return None;
    };
    let throws = throws_made.saturating_add(1);
    let all_exact = options
        .iter()
        .all(|(m, _)| exact_after(rules, m, position.at.to_move(), throws).is_some());
    if all_exact {
        let point = |v: f64| Interval {
            mean: v,
            low: v,
            high: v,
        };
        return Some(Verified {
            verdict: Verdict::Exact {
                difference: best_chance - second_chance,
            },
            rival: second.from,
            against: options[1..]
                .iter()
                .map(|(m, v)| (m.from, point(best_chance - v)))
                .collect(),
        });
    }
    if !how.thorough {
        if let Some(kept) = kept_differences(rules, position, throws_made, options, how.playouts) {
            return Verified::of(kept, how.playouts, true);
        }
    }
    let state = GameState {
        board: *position.at.board(),
        side: position.at.to_move(),
        throws,
    };
    let settings = verify_settings(how.playouts);
    let moves: Vec<Move> = std::iter::once(*best)
        .chain(options[1..].iter().map(|(m, _)| *m))
        .collect();
    let r = rollout::rollout(rules, &state, &moves, &settings, &|_, _| {});
    let against = (1..moves.len())
        .map(|j| Some((moves[j].from, r.difference(0, j)?)))
        .collect::<Option<Vec<_>>>()?;
    if let Ok(mut played) = PLAYED.lock() {
        let key = played_key(rules, position, throws_made, best.from, how.playouts);
        played.retain(|(k, _)| *k != key);
        played.push((key, against.clone()));
    }
    Verified::of(against, settings.playouts, false)
}

/// What identifies a verification played out in this process: ruleset,
/// board, side, throw, throws made, the best piece and the playouts.
type PlayedKey = (RulesetId, Board, Side, Option<ThrowValue>, u32, Square, u32);

/// Verifications played out in this process (a lesson that is not shipped
/// has no kept verdicts): its feedback quotes them too.
static PLAYED: std::sync::Mutex<Vec<(PlayedKey, Differences)>> = std::sync::Mutex::new(Vec::new());

/// Best minus each other option, with its 95% interval.
type Differences = Vec<(Square, Interval)>;

fn played_key(
    rules: &Ruleset,
    position: &Position,
    throws_made: u32,
    best: Square,
    playouts: u32,
) -> PlayedKey {
    (
        rules.id,
        *position.at.board(),
        position.at.to_move(),
        position.throw,
        throws_made,
        best,
        playouts,
    )
}

/// The verified differences between the best option of `options` and every
/// other one, without playing anything out: the kept verdicts
/// ([`kept_differences`]) or a verification already played out in this
/// process, with the playouts per option. For the lesson's feedback.
#[must_use]
pub fn verified_differences(
    rules: &'static Ruleset,
    position: &Position,
    throws_made: u32,
    options: &[(Move, f64)],
) -> Option<(u32, Vec<(Square, Interval)>)> {
    let playouts = VERIFY_PLAYOUTS;
    if let Some(kept) = kept_differences(rules, position, throws_made, options, playouts) {
        return Some((playouts, kept));
    }
    let (best, _) = options.first()?;
    let key = played_key(rules, position, throws_made, best.from, playouts);
    let played = PLAYED.lock().ok()?;
    let (_, against) = played.iter().find(|(k, _)| *k == key)?;
    Some((playouts, against.clone()))
}

/// The kept playout verdicts ([`super::verdicts::KEPT`]) of the best option
/// of `options` against every other one, made with the current evaluation
/// and `playouts` per option: `None` unless every comparison is kept. Quick
/// (no playouts), for the lesson's feedback and the default check.
#[must_use]
pub fn kept_differences(
    rules: &'static Ruleset,
    position: &Position,
    throws_made: u32,
    options: &[(Move, f64)],
    playouts: u32,
) -> Option<Vec<(Square, Interval)>> {
    let ((best, _), others) = options.split_first()?;
    let throw = position.throw?;
    let fingerprint = fingerprint_for(rules.id, playouts);
    others
        .iter()
        .map(|(m, _)| {
            let key = super::verdicts::Key {
                rules: rules.id.name(),
                board: position.at.board().to_string(),
                to_move: position.at.to_move().letter(),
                throw: throw.get(),
                throws_made,
                best: best.from.number(),
                second: m.from.number(),
            };
            super::verdicts::find(&key, fingerprint).map(|d| (m.from, d))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::OFF;
    use crate::engine::{Fraction, RulesetId};
    use crate::engine::{sq, tv};
    use crate::lesson::model::OpponentFate;

    fn at(rules: RulesetId, board: &str, side: Side, throw: u8) -> Position {
        let board = rules.ruleset().parse_board(board).expect("valid");
        Position {
            at: crate::engine::checked(rules.ruleset(), board, side),
            throw: Some(tv(throw)),
            highlight: vec![],
            route: false,
        }
    }

    #[test]
    fn legal_destination_effect_and_which() {
        let k = RulesetId::Kendall.ruleset();
        let p = at(
            RulesetId::Kendall,
            "..........o...x.......xx.....o",
            Side::X,
            3,
        );
        assert_eq!(
            solve(k, Some(&p), QuestionKind::Legal { piece: 24 }),
            Ok(Answer::Legal(Err(Reason::Checkpoint26)))
        );
        assert_eq!(
            solve(k, Some(&p), QuestionKind::Destination { piece: 23 }),
            Ok(Answer::Square(sq(26)))
        );
        assert_eq!(
            solve(k, Some(&p), QuestionKind::Destination { piece: 24 }),
            Err(SolveError::CannotMove(Reason::Checkpoint26))
        );
        assert_eq!(
            solve(k, Some(&p), QuestionKind::WhichPieces),
            Ok(Answer::Squares(vec![sq(15), sq(23)]))
        );
        assert_eq!(
            solve(k, Some(&p), QuestionKind::Legal { piece: 5 }),
            Err(SolveError::NoPiece(5))
        );
        let p = at(
            RulesetId::Kendall,
            ".....x.o......o.o.............",
            Side::X,
            2,
        );
        assert_eq!(
            solve(k, Some(&p), QuestionKind::Effect { piece: 6 }),
            Ok(Answer::Effect {
                opponent: OpponentFate::SentTo(sq(6)),
                throw_again: false
            })
        );
        let p = at(
            RulesetId::Kendall,
            "............x.o...............",
            Side::X,
            2,
        );
        assert_eq!(
            solve(k, Some(&p), QuestionKind::Effect { piece: 14 }),
            Err(SolveError::NoPiece(14))
        );
        assert_eq!(
            solve(k, Some(&p), QuestionKind::Effect { piece: 13 }),
            Ok(Answer::Effect {
                opponent: OpponentFate::Protected(Reason::SafeHouse),
                throw_again: false
            })
        );
    }

    #[test]
    fn route_and_chance() {
        let k = RulesetId::Kendall.ruleset();
        assert_eq!(
            solve(k, None, QuestionKind::Next { square: 10 }),
            Ok(Answer::Square(sq(11)))
        );
        assert_eq!(
            solve(k, None, QuestionKind::Next { square: 30 }),
            Ok(Answer::Square(OFF))
        );
        assert_eq!(
            solve(k, None, QuestionKind::Previous { square: 21 }),
            Ok(Answer::Square(sq(20)))
        );
        assert_eq!(
            solve(
                k,
                None,
                QuestionKind::Consecutive {
                    square: 9,
                    other: 12
                }
            ),
            Ok(Answer::Yes(false))
        );
        assert_eq!(
            solve(k, None, QuestionKind::ThrowChance { value: 2 }),
            Ok(Answer::Chance(Fraction::new(3, 8)))
        );
        assert_eq!(
            solve(k, None, QuestionKind::HouseChance { square: 28 }),
            Ok(Answer::Chance(Fraction::new(1, 4)))
        );
        let s = RulesetId::Skiryuk.ruleset();
        assert_eq!(
            solve(s, None, QuestionKind::HouseChance { square: 27 }),
            Ok(Answer::Chance(Fraction::new(1, 16)))
        );
        assert_eq!(
            solve(s, None, QuestionKind::HouseChance { square: 30 }),
            Ok(Answer::Chance(Fraction::new(1, 1)))
        );
        let r = RulesetId::Race.ruleset();
        assert_eq!(
            solve(r, None, QuestionKind::ThrowChance { value: 4 }),
            Ok(Answer::Chance(Fraction::new(1, 5)))
        );
    }
}

#[cfg(test)]
mod best_tests {
    use super::*;
    use crate::engine::RulesetId;
    use crate::engine::{sq, tv};

    fn at(board: &str, throw: u8) -> Position {
        let rules = RulesetId::Kendall.ruleset();
        let board = rules.parse_board(board).expect("valid");
        Position {
            at: crate::engine::checked(rules, board, Side::X),
            throw: Some(tv(throw)),
            highlight: vec![],
            route: false,
        }
    }

    #[test]
    fn a_small_ending_is_weighed_exactly_and_best_first() {
        // Black: 26 and 29; White: 30 alone. With a 2 the piece on 29 leaves
        // (and the turn ends), or 26 goes to 28.
        let p = at(".........................x..xo", 2);
        assert!(limits(&p).endgame, "a small ending uses the exact table");
        let options = weigh(RulesetId::Kendall.ruleset(), Some(&p), 0).expect("a choice");
        assert_eq!(options.len(), 2);
        assert!(options[0].1 >= options[1].1, "{options:?}");
        let again = weigh(RulesetId::Kendall.ruleset(), Some(&p), 0).expect("a choice");
        assert_eq!(options, again, "deterministic");
    }

    #[test]
    fn fewer_than_two_options_is_no_choice() {
        let k = RulesetId::Kendall.ruleset();
        let p = at(".........................x...o", 5);
        assert_eq!(weigh(k, Some(&p), 0), Err(SolveError::NoChoice(1)));
        let p = at("........................x....o", 3);
        assert_eq!(weigh(k, Some(&p), 0), Err(SolveError::NoChoice(0)));
        assert_eq!(weigh(k, None, 0), Err(SolveError::NoPosition));
        let big = at("x.x.x.x.x.o.o.o.o.o...........", 1);
        assert!(!limits(&big).endgame, "no table build for a full board");
    }

    #[test]
    fn the_gap_and_the_margin() {
        let m = |from| Move {
            from,
            ..weigh_dummy()
        };
        assert!(too_close(&[(m(sq(1)), 0.51), (m(sq(2)), 0.50)]));
        assert!(!too_close(&[(m(sq(1)), 0.53), (m(sq(2)), 0.50)]));
    }

    fn weigh_dummy() -> Move {
        let p = at(".........................x..xo", 2);
        analyze(&p.at, tv(2))
            .moves()
            .next()
            .copied()
            .expect("a move")
    }
}

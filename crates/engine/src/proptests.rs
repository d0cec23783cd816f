//! Property tests over random reachable positions of every ruleset, random
//! whole games, and arbitrary text given to the parsers.
//!
//! Positions are reached by playing a random number of random legal moves
//! from the start with a seeded [`Thrower`]; proptest picks the seed, so a
//! failure shrinks to a short, reproducible game.

use crate::sq;
use proptest::prelude::*;
use rand::Rng;

use super::board::{Board, BoardError};
use super::game::{Game, Pending, ThrowOutcome};
use super::moves::{
    Analysis, Direction, Move, backward_reasons_on_board, forward_reasons_on_board,
};
use super::reason::{Reason, ReasonSet};
use super::route::{OFF, START, WATER};
use super::rules::{Houses, Ruleset, RulesetId};
use super::side::Side;
use super::square::Square;
use super::sticks::Thrower;

/// A game played from the start, with the pieces each side has borne off
/// counted from the moves themselves (not from the board).
struct Played {
    game: Game,
    off: [u32; 2],
}

/// Plays up to `steps` throws of random legal moves from the start.
fn play_random(id: RulesetId, seed: u64, steps: usize) -> Result<Played, TestCaseError> {
    let rules = id.ruleset();
    let mut thrower = Thrower::new(rules.throw_model, seed);
    let mut played = Played {
        game: Game::new(id),
        off: [0, 0],
    };
    for _ in 0..steps {
        if played.game.outcome().is_some() {
            break;
        }
        step(&mut played, &mut thrower)?;
        check_position(rules, played.game.board(), played.off)?;
    }
    Ok(played)
}

/// One throw of the side to move, and a random choice if it has to choose.
fn step(played: &mut Played, thrower: &mut Thrower) -> Result<(), TestCaseError> {
    let side = played.game.to_move();
    let rules = played.game.rules();
    let throws_before = played.game.throws();
    let value = thrower.throw().value;
    let outcome = played
        .game
        .throw(value)
        .map_err(|e| TestCaseError::fail(format!("throw refused: {e}")))?;
    let made = match outcome {
        ThrowOutcome::Pass(a) => {
            prop_assert!(a.is_pass());
            None
        }
        ThrowOutcome::Forced(m) => Some(m),
        ThrowOutcome::Choose(a) => {
            prop_assert!(!a.is_pass());
            let n = thrower.rng().next_u32() as usize % a.move_count();
            let m = played
                .game
                .play_nth(n)
                .map_err(|e| TestCaseError::fail(format!("legal move refused: {e}")))?;
            Some(m)
        }
    };
    if let Some(m) = made {
        if m.to == OFF {
            played.off[side.index()] += 1;
        }
    }
    prop_assert_eq!(played.game.throws(), throws_before + 1);
    // Who throws next: a pass hands the turn over; a move keeps it for its
    // house throw, or when its value (1, 4, 5) earns another throw.
    if played.game.outcome().is_none() {
        let expected = match made {
            None => Pending::Throw {
                side: side.other(),
                house: None,
            },
            Some(m) if m.house_throw.is_some() => Pending::Throw {
                side,
                house: m.house_throw,
            },
            Some(m) => {
                prop_assert_eq!(
                    m.throw_again,
                    rules.movement.extra_throws && matches!(value.get(), 1 | 4 | 5)
                );
                let next = if m.throw_again { side } else { side.other() };
                Pending::Throw {
                    side: next,
                    house: None,
                }
            }
        };
        prop_assert_eq!(played.game.pending(), expected);
    }
    Ok(())
}

/// What every position must satisfy: conservation, one piece per square, and
/// no piece resting where none can.
fn check_position(rules: &Ruleset, board: &Board, off: [u32; 2]) -> Result<(), TestCaseError> {
    for side in Side::BOTH {
        if rules.is_race() {
            prop_assert_eq!(board.count(side), 1, "race: one piece each, {}", board);
        } else {
            prop_assert_eq!(
                board.count(side) + off[side.index()],
                u32::from(rules.pieces),
                "{} pieces conserved on {}",
                side,
                board
            );
        }
    }
    if !rules.is_race() {
        prop_assert_eq!(
            board.mask(Side::X) & board.mask(Side::O),
            0,
            "shared: {}",
            board
        );
        prop_assert!(!board.has(Side::X, START) && !board.has(Side::O, START));
    }
    if matches!(rules.movement.houses, Houses::Water { .. }) {
        prop_assert!(
            !board.has(Side::X, WATER) && !board.has(Side::O, WATER),
            "a piece rests on 27: {}",
            board
        );
    }
    Ok(())
}

/// The squares where `side`'s pieces have left `before` and the squares they
/// have reached in `after`.
fn moved(before: &Board, after: &Board, side: Side) -> (u32, u32) {
    let b = before.mask(side);
    let a = after.mask(side);
    ((b & !a).count_ones(), (a & !b).count_ones())
}

/// Checks one legal move of `side` from `board`.
fn check_move(
    rules: &Ruleset,
    board: &Board,
    side: Side,
    m: &Move,
    off: [u32; 2],
) -> Result<(), TestCaseError> {
    let other = side.other();
    // The board after the move re-reads as itself (race: a piece at 0 is not shown).
    let reparsed = rules
        .parse_board(&m.board.to_string())
        .map_err(|e| TestCaseError::fail(format!("{}: {e}", m.board)))?;
    prop_assert_eq!(reparsed, m.board);
    let mut off_after = off;
    if m.to == OFF {
        off_after[side.index()] += 1;
        prop_assert!(!m.board.has(side, m.from) || m.from == OFF);
    } else {
        prop_assert!(m.board.has(side, m.to), "{:?}", m);
    }
    check_position(rules, &m.board, off_after)?;
    // Who moved.
    let (mine_left, _) = moved(board, &m.board, side);
    let (theirs_left, theirs_arrived) = moved(board, &m.board, other);
    if let Some(d) = m.exchange {
        // An exchange moves exactly two pieces: the mover and one opposing piece.
        prop_assert_eq!(mine_left, 1, "{:?}", m);
        prop_assert_eq!((theirs_left, theirs_arrived), (1, 1), "{:?}", m);
        prop_assert!(board.has(other, d.square) && m.board.has(other, d.sent_to));
        prop_assert!(!m.board.has(other, d.square));
        prop_assert_eq!(m.bumped, None);
    } else {
        prop_assert_eq!((theirs_left, theirs_arrived), (0, 0), "{:?}", m);
        // The mover leaves its square; a bumped piece leaves 15, but the mover
        // takes 15 in its place, so only its new square shows.
        prop_assert_eq!(mine_left, u32::from(m.to != m.from), "{:?}", m);
    }
    if let Some(d) = m.bumped {
        prop_assert_eq!((d.square, m.to), (sq(15), sq(15)));
        prop_assert!(board.has(side, sq(15)) && !board.has(side, d.sent_to));
        prop_assert!(
            board.occupied() & (1 << d.sent_to.number()) == 0,
            "bumped onto a piece"
        );
        prop_assert!(m.board.has(side, d.sent_to) && d.sent_to < sq(15));
    }
    if m.to == m.from {
        // Only skiryuk's "stays".
        prop_assert_eq!(m.direction, Direction::House);
        prop_assert_eq!(m.board, *board);
    }
    if m.house_throw.is_some() {
        prop_assert!(!m.throw_again);
        prop_assert_eq!(m.house_throw, Some(m.to));
    }
    if !rules.movement.extra_throws {
        prop_assert!(!m.throw_again);
    }
    Ok(())
}

/// Checks an analysis of `side` with `throw` on `board`.
fn check_analysis(
    rules: &Ruleset,
    board: &Board,
    side: Side,
    a: &Analysis,
    off: [u32; 2],
) -> Result<(), TestCaseError> {
    let moves: Vec<&Move> = a.moves().collect();
    prop_assert_eq!(a.is_pass(), moves.is_empty());
    prop_assert_eq!(a.move_count(), moves.len());
    // Every piece of the side is exactly once in moves or blocked.
    let mut seen: Vec<Square> = moves.iter().map(|m| m.from).collect();
    seen.extend(a.blocked().map(|r| r.from));
    seen.sort_unstable();
    let pieces: Vec<Square> = board.squares(side).collect();
    prop_assert_eq!(seen, pieces, "{} {}", board, side);
    for m in &moves {
        prop_assert_eq!(a.move_from(m.from), Some(*m));
        if a.is_backward_fallback() {
            prop_assert_eq!(m.direction, Direction::Backward);
        } else {
            prop_assert!(m.direction != Direction::Backward);
        }
        check_move(rules, board, side, m, off)?;
    }
    for r in a.blocked() {
        // Every reason given is linked to a rule of this ruleset (its provenance).
        for reason in std::iter::once(r.reason).chain(r.backward_reason) {
            prop_assert!(
                rules
                    .reason_rules
                    .iter()
                    .any(|(listed, _)| *listed == reason),
                "{}: {} is not linked to a rule",
                rules.id,
                reason
            );
        }
        prop_assert_eq!(r.backward_reason.is_some(), a.is_backward_fallback());
        prop_assert!(r.reason != Reason::ForwardExists);
        prop_assert!(a.move_from(r.from).is_none());
    }
    Ok(())
}

fn ruleset_strategy() -> impl Strategy<Value = RulesetId> {
    (0..RulesetId::ALL.len()).prop_map(|i| RulesetId::ALL[i])
}

proptest! {
    #[test]
    fn reachable_positions_keep_every_invariant(
        id in ruleset_strategy(),
        seed in any::<u64>(),
        steps in 0usize..400,
    ) {
        let played = play_random(id, seed, steps)?;
        let rules = id.ruleset();
        let game = &played.game;
        let board = *game.board();
        let reparsed = rules.parse_board(&board.to_string());
        prop_assert_eq!(reparsed, Ok(board));
        match game.pending() {
            Pending::Throw { side, house: None } => {
                for throw in 1..=5 {
                    let a = crate::analyze_board(rules, &board, side, throw);
                    check_analysis(rules, &board, side, &a, played.off)?;
                }
            }
            Pending::Throw { side, house: Some(square) } => {
                for throw in 1..=5 {
                    let m = crate::house_throw_on_board(rules, &board, side, square.number(), throw);
                    let m = m.ok_or_else(|| TestCaseError::fail("no house move"))?;
                    prop_assert_eq!(m.from, square);
                    prop_assert_eq!(m.direction, Direction::House);
                    check_move(rules, &board, side, &m, played.off)?;
                }
            }
            Pending::Move { .. } => prop_assert!(false, "play_random leaves no move waiting"),
            Pending::Over(outcome) => {
                if let Some(winner) = outcome.winner {
                    prop_assert!(rules.has_won(&board, winner));
                }
            }
        }
    }

    #[test]
    fn both_sides_keep_the_invariants_whoever_is_to_move(
        id in ruleset_strategy(),
        seed in any::<u64>(),
        steps in 0usize..300,
    ) {
        // The side not to move is analysed too: lessons and the CLI ask about either.
        let played = play_random(id, seed, steps)?;
        let rules = id.ruleset();
        let board = *played.game.board();
        if played.game.outcome().is_none() {
            for side in Side::BOTH {
                for throw in 1..=5 {
                    let a = crate::analyze_board(rules, &board, side, throw);
                    check_analysis(rules, &board, side, &a, played.off)?;
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_games_of_every_ruleset_end(seed in any::<u64>()) {
        for id in RulesetId::ALL {
            let rules = id.ruleset();
            let limit: u32 = rules.draw_after_throws.unwrap_or(20_000);
            let mut thrower = Thrower::new(rules.throw_model, seed);
            let mut played = Played { game: Game::new(id), off: [0, 0] };
            while played.game.outcome().is_none() && played.game.throws() < limit + 1 {
                step(&mut played, &mut thrower)?;
            }
            let outcome = played.game.outcome();
            prop_assert!(outcome.is_some(), "{} did not end in {} throws", id, limit);
            prop_assert!(played.game.throws() <= limit, "{}: {} throws", id, played.game.throws());
            if let Some(winner) = outcome.and_then(|o| o.winner) {
                prop_assert!(rules.has_won(played.game.board(), winner));
                prop_assert!(!rules.has_won(played.game.board(), winner.other()));
            }
        }
    }
}

/// Checks a parser error against the text it came from.
fn check_board_error(text: &str, err: &BoardError) -> Result<(), TestCaseError> {
    let chars: Vec<char> = text.chars().collect();
    if let Some(position) = err.position() {
        prop_assert!(
            (1..=chars.len()).contains(&position),
            "{:?}: position {} outside the text",
            text,
            position
        );
        let at = chars[position - 1];
        match err {
            BoardError::BadCharacter { found, .. } => {
                prop_assert_eq!(at, *found);
                prop_assert!(!matches!(at, '.' | 'x' | 'o' | '*'));
            }
            BoardError::SharedSquare { .. } => prop_assert_eq!(at, '*'),
            BoardError::TooManyPieces { side, .. } => {
                prop_assert!(at == side.letter() || at == '*', "{:?} {:?}", text, err);
            }
            BoardError::ImpossibleSquare { .. } => prop_assert!(matches!(at, 'x' | 'o')),
            BoardError::WrongLength { .. } => prop_assert!(false, "no position expected"),
        }
    }
    Ok(())
}

/// Every parser the program feeds outside text to, on one string.
fn parse_everything(text: &str) -> Result<(), TestCaseError> {
    // The first character that is not board text, after the surrounding spaces,
    // is the one a parser names (with its 1-based column).
    let inner = text.trim_matches(' ');
    let lead = text.chars().count() - text.trim_start_matches(' ').chars().count();
    let first_bad = inner
        .chars()
        .enumerate()
        .find(|(_, c)| !matches!(c, '.' | 'x' | 'o' | '*'))
        .map(|(i, c)| (lead + i + 1, c));
    if let Some((position, found)) = first_bad {
        let expected = Err(BoardError::BadCharacter { position, found });
        prop_assert_eq!(text.parse::<Board>(), expected.clone());
        for id in RulesetId::ALL {
            prop_assert_eq!(id.ruleset().parse_board(text), expected.clone());
        }
    }
    match text.parse::<Board>() {
        Ok(board) => prop_assert_eq!(board.to_string().parse::<Board>(), Ok(board)),
        Err(err) => check_board_error(text, &err)?,
    }
    for id in RulesetId::ALL {
        let rules = id.ruleset();
        match rules.parse_board(text) {
            Ok(board) => prop_assert_eq!(rules.parse_board(&board.to_string()), Ok(board)),
            Err(err) => check_board_error(text, &err)?,
        }
    }
    match text.parse::<RulesetId>() {
        Ok(id) => prop_assert_eq!(id.name(), text.trim()),
        Err(_) => prop_assert!(RulesetId::ALL.iter().all(|id| id.name() != text.trim())),
    }
    let side = text.parse::<Side>();
    prop_assert_eq!(side.is_ok(), matches!(text.trim(), "x" | "X" | "o" | "O"));
    Ok(())
}

proptest! {
    #[test]
    fn parsers_never_panic_on_any_string(text in any::<String>()) {
        parse_everything(&text)?;
    }

    #[test]
    fn parsers_never_panic_on_printable_unicode(text in "\\PC*") {
        parse_everything(&text)?;
    }

    #[test]
    fn parsers_never_panic_on_control_characters_and_any_char(
        chars in prop::collection::vec(
            prop_oneof![any::<char>(), prop::char::range('\0', '\u{1f}'), Just('.'), Just('x')],
            0..40,
        ),
    ) {
        let text: String = chars.into_iter().collect();
        parse_everything(&text)?;
    }

    #[test]
    fn parsers_point_inside_the_text_for_nearly_valid_boards(
        lead in " {0,3}",
        body in "[.xo* ]{27,33}",
        trail in " {0,3}",
        odd in prop::option::of((0usize..30, any::<char>())),
    ) {
        let mut chars: Vec<char> = body.chars().collect();
        if let Some((at, c)) = odd {
            if at < chars.len() {
                chars[at] = c;
            }
        }
        let text = format!("{lead}{}{trail}", chars.into_iter().collect::<String>());
        parse_everything(&text)?;
    }
}

/// A slow, square-by-square reading of RULES.md for one piece's plain move
/// (not skiryuk's house table): where it lands before any water, or the one
/// reason it fails, with the destination a refusal reports. Written apart
/// from the engine's bitmasks, to check them on arbitrary positions.
mod reference {
    use crate::Board;
    use crate::Reason;
    use crate::ReasonSet;
    use crate::RulesetId;
    use crate::Side;

    fn opp(board: &Board, side: Side, square: u8) -> bool {
        (1..=30).contains(&square) && board.has_raw(side.other(), square)
    }

    /// The run of consecutive opposing pieces through `square`: (first, last).
    fn run(board: &Board, side: Side, square: u8) -> (u8, u8) {
        let (mut lo, mut hi) = (square, square);
        while opp(board, side, lo - 1) {
            lo -= 1;
        }
        while opp(board, side, hi + 1) {
            hi += 1;
        }
        (lo, hi)
    }

    fn safe(id: RulesetId, square: u8) -> bool {
        match id {
            RulesetId::Kendall | RulesetId::GamesRoom => square == 15 || square == 26,
            RulesetId::Arcade => matches!(square, 26 | 28 | 29 | 30),
            RulesetId::Skiryuk | RulesetId::Skiryuk14 => square == 26,
            RulesetId::Race => false,
        }
    }

    /// The path from `from` to `to` (exclusive, either direction) and the
    /// landing: every reason that holds.
    fn path_and_landing(id: RulesetId, board: &Board, side: Side, from: u8, to: u8) -> ReasonSet {
        let mut reasons = ReasonSet::EMPTY;
        let (lo, hi) = if from < to { (from, to) } else { (to, from) };
        for square in lo + 1..hi {
            if !opp(board, side, square) {
                continue;
            }
            let (first, last) = run(board, side, square);
            let len = last - first + 1;
            let stops = match id {
                RulesetId::Kendall => len >= 2,
                RulesetId::GamesRoom | RulesetId::Arcade => len >= 3,
                // The whole run lies strictly between the two squares.
                _ => len >= 2 && first > lo && last < hi,
            };
            if stops {
                reasons.insert(Reason::BlockedPath);
            }
        }
        if to > 30 {
            return reasons;
        }
        if board.has_raw(side, to) {
            reasons.insert(Reason::OwnPiece);
        }
        if opp(board, side, to) {
            let (first, last) = run(board, side, to);
            let len = last - first + 1;
            match id {
                RulesetId::Kendall if len >= 2 => reasons.insert(Reason::BlockMember),
                RulesetId::GamesRoom | RulesetId::Arcade if len >= 2 => {
                    reasons.insert(Reason::Guarded);
                }
                RulesetId::Skiryuk | RulesetId::Skiryuk14
                    if len >= 2 && (to == first || to == last) =>
                {
                    reasons.insert(Reason::BlockMember);
                }
                _ => {}
            }
            if safe(id, to) {
                reasons.insert(Reason::SafeHouse);
            }
        }
        reasons
    }

    /// The forward move of the piece on `from` (below 26 in skiryuk): where
    /// it lands, or where it would go and every reason that refuses it
    /// (the path and landing judged unless it goes beyond the exit).
    pub(super) fn forward(
        id: RulesetId,
        board: &Board,
        side: Side,
        from: u8,
        throw: u8,
    ) -> Result<u8, (u8, ReasonSet)> {
        let skiryuk = matches!(id, RulesetId::Skiryuk | RulesetId::Skiryuk14);
        let sum = from + throw;
        let mut reasons = ReasonSet::EMPTY;
        if sum > 31 {
            reasons.insert(Reason::Overshoot);
        }
        let mut to = sum;
        if from < 26 && sum > 26 {
            if skiryuk {
                to = 26;
            } else {
                reasons.insert(Reason::Checkpoint26);
            }
        }
        if id == RulesetId::Arcade && from >= 28 && sum != 31 {
            reasons.insert(Reason::LastRowWaits);
        }
        if to <= 31 {
            reasons = reasons.union(path_and_landing(id, board, side, from, to));
        }
        if reasons.is_empty() {
            Ok(to)
        } else {
            Err((to, reasons))
        }
    }

    /// Where a piece from `from` washed off 27 rests: 15, or the nearest
    /// empty square below it.
    pub(super) fn water_destination(board: &Board, side: Side, from: u8) -> u8 {
        let mut after = *board;
        after.remove_raw(side, from);
        (1..=15)
            .rev()
            .find(|&sq| after.at_raw(sq) == crate::SquareContent::Empty)
            .unwrap_or(0)
    }

    /// skiryuk's house table for the piece of `side` resting on `from`:
    /// `(to, exchange, bumped, house_throw, water)`, exchange and bumped as
    /// `(square, sent_to)`.
    #[allow(clippy::type_complexity)]
    pub(super) fn house(
        board: &Board,
        side: Side,
        from: u8,
        throw: u8,
    ) -> (u8, Option<(u8, u8)>, Option<(u8, u8)>, Option<u8>, bool) {
        let empty = |sq: u8| board.at_raw(sq) == crate::SquareContent::Empty;
        let return_15 = || {
            let mut after = *board;
            after.remove_raw(side, from);
            let free = |b: &Board, sq: u8| b.at_raw(sq) == crate::SquareContent::Empty;
            if after.has_raw(side.other(), 15) {
                after.remove_raw(side.other(), 15);
                let sent = (1..15).find(|&sq| free(&after, sq)).unwrap_or(0);
                (15, Some((15, sent)), None, None, true)
            } else if after.has_raw(side, 15) {
                after.remove_raw(side, 15);
                let sent = (1..15).rev().find(|&sq| free(&after, sq)).unwrap_or(0);
                (15, None, Some((15, sent)), None, true)
            } else {
                (15, None, None, None, true)
            }
        };
        let fall = || {
            if empty(27) {
                (27, None, None, Some(27), false)
            } else {
                return_15()
            }
        };
        match (from, throw) {
            (26, 5) | (27, 4) | (28, 3) | (29, 2) | (30, _) => (31, None, None, None, false),
            (26, 2..=4) => {
                let target = 26 + throw;
                if (27..=target).all(empty) {
                    let house = (target < 30).then_some(target);
                    (target, None, None, house, false)
                } else {
                    fall()
                }
            }
            (26, _) => fall(),
            (27, 5) | (28, _) | (29, _) => (from, None, None, None, false),
            (27, _) => return_15(),
            _ => unreachable!("not a house square"),
        }
    }

    /// The backward move of the piece on `from`: where it lands, or every
    /// reason the step itself is refused for (not whether a forward move
    /// exists).
    pub(super) fn backward(
        id: RulesetId,
        board: &Board,
        side: Side,
        from: u8,
        throw: u8,
    ) -> Result<u8, ReasonSet> {
        let mut reasons = ReasonSet::EMPTY;
        match id {
            RulesetId::Arcade if from >= 28 => reasons.insert(Reason::LastRowWaits),
            RulesetId::Skiryuk | RulesetId::Skiryuk14 if from >= 26 => {
                reasons.insert(Reason::HouseStuck);
            }
            _ => {}
        }
        if from <= throw {
            reasons.insert(Reason::BelowStart);
            return Err(reasons);
        }
        let to = from - throw;
        reasons = reasons.union(path_and_landing(id, board, side, from, to));
        if reasons.is_empty() {
            Ok(to)
        } else {
            Err(reasons)
        }
    }
}

/// A random legal position of a multi-piece ruleset: up to the ruleset's
/// number of pieces a side on random squares (a square already taken is
/// skipped), nobody on 27 where the water acts at once.
fn random_board(id: RulesetId) -> impl Strategy<Value = Board> {
    let pieces = usize::from(id.ruleset().pieces);
    let squares = || prop::collection::vec(1u8..=30, 0..=pieces);
    (squares(), squares()).prop_map(move |(xs, os)| {
        let water = matches!(id.ruleset().movement.houses, Houses::Water { .. });
        let mut board = Board::empty();
        for (side, list) in [(Side::X, xs), (Side::O, os)] {
            for square in list {
                let taken = board.occupied() & (1 << square) != 0;
                let washed = water && square == WATER.number();
                if !taken && !washed {
                    board.put_raw(side, square);
                }
            }
        }
        board
    })
}

/// The first reason of a refusal the reading found.
fn first(reasons: ReasonSet) -> Result<Reason, TestCaseError> {
    reasons
        .first()
        .ok_or_else(|| TestCaseError::fail("a refusal without a reason"))
}

fn multi_piece_ruleset() -> impl Strategy<Value = RulesetId> {
    (0..5usize).prop_map(|i| RulesetId::ALL[i])
}

proptest! {
    #[test]
    fn every_refusal_and_landing_agrees_with_a_square_by_square_reading(
        (id, board) in multi_piece_ruleset().prop_flat_map(|id| (Just(id), random_board(id))),
        side in prop_oneof![Just(Side::X), Just(Side::O)],
        throw in 1u8..=5,
    ) {
        let rules = id.ruleset();
        let a = crate::analyze_board(rules, &board, side, throw);
        let skiryuk = matches!(rules.movement.houses, Houses::Table);
        let mut any_forward = false;
        for from in board.squares(side).map(Square::number) {
            // The engine's full set of forward reasons is the reading's.
            let all = forward_reasons_on_board(rules, &board, side, from, throw);
            if skiryuk && from >= 26 {
                prop_assert!(a.move_from(sq(from)).is_some(), "house table always moves");
                prop_assert_eq!(all, ReasonSet::EMPTY);
                any_forward = true;
                continue;
            }
            let expected = reference::forward(id, &board, side, from, throw);
            prop_assert_eq!(all, expected.err().map_or(ReasonSet::EMPTY, |(_, r)| r),
                "every forward reason: {} {} {} {}+{}", id, board, side, from, throw);
            match expected {
                Ok(to) => {
                    any_forward = true;
                    let m = a.move_from(sq(from)).copied();
                    prop_assert!(m.is_some(), "{} {} {} {}+{}: expected a move to {}, got {:?}",
                        id, board, side, from, throw, to, a.refusal_of(sq(from)));
                    let m = m.unwrap();
                    prop_assert_eq!(m.direction, Direction::Forward);
                    let exchanged = to <= 30 && board.has_raw(side.other(), to);
                    prop_assert_eq!(m.exchange.map(|d| (d.square.number(), d.sent_to.number())),
                        exchanged.then_some((to, from)));
                    if to == WATER.number() && !skiryuk {
                        let dest = reference::water_destination(&board, side, from);
                        prop_assert_eq!((m.water, m.to.number()), (true, dest));
                    } else {
                        prop_assert_eq!(m.to.number(), to);
                    }
                }
                Err((to, reasons)) => {
                    if a.is_backward_fallback() {
                        continue;
                    }
                    let r = a.refusal_of(sq(from)).copied();
                    prop_assert_eq!(r.map(|r| (r.to, r.reason)), Some((to, first(reasons)?)),
                        "{} {} {} {}+{}", id, board, side, from, throw);
                }
            }
        }
        prop_assert_eq!(a.is_backward_fallback(), !any_forward && id != RulesetId::Kendall);
        if a.is_backward_fallback() {
            for from in board.squares(side).map(Square::number) {
                match reference::backward(id, &board, side, from, throw) {
                    Ok(to) => {
                        let m = a.move_from(sq(from)).copied();
                        prop_assert!(m.is_some(), "{} {} {} {}-{}: expected a move to {}, got {:?}",
                            id, board, side, from, throw, to, a.refusal_of(sq(from)));
                        let m = m.unwrap();
                        prop_assert_eq!(m.direction, Direction::Backward);
                        if to == WATER.number() {
                            let dest = reference::water_destination(&board, side, from);
                            prop_assert_eq!((m.water, m.to.number()), (true, dest));
                        } else {
                            prop_assert_eq!(m.to.number(), to);
                        }
                    }
                    Err(reasons) => {
                        let r = a.refusal_of(sq(from)).copied();
                        prop_assert_eq!(r.and_then(|r| r.backward_reason), Some(first(reasons)?),
                            "{} {} {} {}-{}", id, board, side, from, throw);
                    }
                }
            }
        }
        // backward_verdict gives the first reason that applies, forward-exists
        // last; backward_reasons every one, forward-exists while a forward
        // move exists.
        for from in board.squares(side).map(Square::number) {
            let got = super::moves::backward_verdict(rules, &board, side, from, throw);
            let all = backward_reasons_on_board(rules, &board, side, from, throw);
            let expected = reference::backward(id, &board, side, from, throw);
            if id == RulesetId::Kendall {
                prop_assert!(got.is_err());
                prop_assert_eq!(all, ReasonSet::of(Reason::ForwardExists));
                continue;
            }
            let mut expected_all = expected.err().unwrap_or(ReasonSet::EMPTY);
            if !a.is_backward_fallback() {
                expected_all.insert(Reason::ForwardExists);
            }
            prop_assert_eq!(all, expected_all,
                "every backward reason: {} {} {} {}-{}", id, board, side, from, throw);
            prop_assert_eq!(all.first(), got.err());
            match expected {
                Err(reasons) => prop_assert_eq!(got.err(), Some(first(reasons)?),
                    "backward_verdict {} {} {} {}-{}", id, board, side, from, throw),
                Ok(_) if !a.is_backward_fallback() => prop_assert_eq!(got.err(),
                    Some(Reason::ForwardExists), "{} {} {} {}-{}", id, board, side, from, throw),
                Ok(to) => {
                    let m = got.ok();
                    prop_assert!(m.is_some());
                    prop_assert_eq!(a.move_from(sq(from)).copied(), m);
                    if to != WATER.number() {
                        prop_assert_eq!(m.map(|m| m.to.number()), Some(to));
                    }
                }
            }
        }
    }
}

fn skiryuk_ruleset() -> impl Strategy<Value = RulesetId> {
    prop_oneof![Just(RulesetId::Skiryuk), Just(RulesetId::Skiryuk14)]
}

proptest! {
    #[test]
    fn the_house_table_agrees_with_a_plain_reading_of_it(
        (id, board) in skiryuk_ruleset().prop_flat_map(|id| (Just(id), random_board(id))),
        side in prop_oneof![Just(Side::X), Just(Side::O)],
        throw in 1u8..=5,
    ) {
        let rules = id.ruleset();
        let a = crate::analyze_board(rules, &board, side, throw);
        for from in board.squares(side).map(Square::number).filter(|&n| n >= 26) {
            let (to, exchange, bumped, house, water) = reference::house(&board, side, from, throw);
            let got = a.move_from(sq(from)).copied();
            let forced = crate::house_throw_on_board(rules, &board, side, from, throw);
            if from < 30 {
                prop_assert_eq!(got, forced, "a later throw uses the same table");
            } else {
                prop_assert_eq!(forced, None);
            }
            let m = got.ok_or_else(|| TestCaseError::fail("no table move"))?;
            prop_assert_eq!(m.direction, Direction::House);
            prop_assert_eq!(
                (m.to.number(), m.exchange.map(|d| (d.square.number(), d.sent_to.number())), m.bumped.map(|d| (d.square.number(), d.sent_to.number())), m.house_throw.map(Square::number), m.water),
                (to, exchange, bumped, house, water),
                "{} {} {} on {} throws {}", id, board, side, from, throw
            );
            let again = matches!(throw, 1 | 4 | 5) && house.is_none();
            prop_assert_eq!(m.throw_again, again);
        }
    }
}

//! Computer levels, and the two calls the rest of the program makes: choose a
//! move ([`choose`]) and weigh every option of a decision ([`evaluate_options`]).
//!
//! | level | what it does |
//! |---|---|
//! | `random` | any legal move, uniformly |
//! | 1 | one throw ahead, with seeded noise on the values (up to ±[`CARELESS_NOISE`] of equity) and one move in ten at random: careless on purpose |
//! | 2 | two throws ahead, exact endings |
//! | 3 | three throws ahead, exact endings |
//! | 4 (`best`) | iterative deepening up to five throws ahead within a fixed node budget ([`BEST_NODES`]), exact endings |
//!
//! The names follow the sources: games-room's Apprentice, Journeyman and
//! Master are levels 1..3 (and 4 is the school's best); arcade's four levels
//! go from careless to never slipping; the other rulesets number them 1..4.
//!
//! Every level is deterministic: the same position, throw, level and generator
//! state give the same move (the limits are node counts, not time).

use std::cell::RefCell;
use std::fmt;
use std::str::FromStr;

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::eval::Weights;
use super::search::{Limits, Node, Searcher};
use senet_engine::Ruleset;
use senet_engine::{Analysis, Move};
use senet_engine::{Board, Game, Pending, Side};

/// How strongly the computer plays.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Any legal move, uniformly at random.
    Random,
    /// Search level 1..=4 (4 is the strongest).
    Search(u8),
}

impl Level {
    /// The strongest level.
    pub const BEST: Level = Level::Search(4);

    /// Every level, weakest first.
    pub const ALL: [Level; 5] = [
        Level::Random,
        Level::Search(1),
        Level::Search(2),
        Level::Search(3),
        Level::Search(4),
    ];

    /// What the search of this level may do (`None` for [`Level::Random`]).
    #[must_use]
    pub fn limits(self) -> Option<Limits> {
        match self {
            Level::Random => None,
            Level::Search(n) => Some(match n {
                0 | 1 => Limits::depth(1).without_endgame(),
                2 => Limits::depth(2),
                3 => Limits::depth(3),
                _ => Limits {
                    depth: 5,
                    nodes: Some(BEST_NODES),
                    time: None,
                    endgame: true,
                },
            }),
        }
    }

    /// The level as typed on the command line: `random` or `1`..`4`.
    #[must_use]
    pub fn code(self) -> String {
        match self {
            Level::Random => "random".into(),
            Level::Search(n) => n.to_string(),
        }
    }

    /// The number 1..=4 of a search level (0 for random).
    #[must_use]
    pub fn number(self) -> u8 {
        match self {
            Level::Random => 0,
            Level::Search(n) => n.clamp(1, 4),
        }
    }
}

/// The node budget of the strongest level: enough for five throws ahead in
/// most mid-game positions, about 0.03 to 0.07 s a move on average on one
/// core of the development machine (see `docs/ai.md`). A node count, not a time, so that
/// the level plays the same on every machine.
pub const BEST_NODES: u64 = 1_500_000;

/// Level 1's noise: each move's equity is shifted by up to this much either
/// way (the moves of a decision usually differ by a few hundredths).
pub const CARELESS_NOISE: f32 = 0.02;

/// Level 1's chance of playing a random move.
pub const CARELESS_RANDOM: f32 = 0.1;

impl From<u8> for Level {
    /// 0 is the random mover; 1..=4 the search levels (more is the strongest).
    fn from(n: u8) -> Level {
        if n == 0 {
            Level::Random
        } else {
            Level::Search(n.min(4))
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

/// The text is not a level.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown level {0:?}: use random, best, or 1 to 4")]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;

    /// `random`, `best`, or `1`..`4`.
    fn from_str(text: &str) -> Result<Level, UnknownLevel> {
        match text.trim() {
            "random" => Ok(Level::Random),
            "best" => Ok(Level::BEST),
            "1" => Ok(Level::Search(1)),
            "2" => Ok(Level::Search(2)),
            "3" => Ok(Level::Search(3)),
            "4" => Ok(Level::Search(4)),
            other => Err(UnknownLevel(other.to_string())),
        }
    }
}

/// What a decision depends on besides the throw: the board, who moves, and
/// how many throws the game has seen (for arcade's 600-throw draw).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GameState {
    /// The board.
    pub board: Board,
    /// The side to move.
    pub side: Side,
    /// Throws made so far in the game, the current one included.
    pub throws: u32,
}

impl GameState {
    /// The state of a game (its side to move, whatever it waits for).
    #[must_use]
    pub fn of(game: &Game) -> GameState {
        let side = match game.pending() {
            Pending::Throw { side, .. } | Pending::Move { side, .. } => side,
            Pending::Over(_) => game.to_move(),
        };
        GameState {
            board: *game.board(),
            side,
            throws: game.throws(),
        }
    }

    /// Throws left before the ruleset's draw limit, if it has one.
    #[must_use]
    pub fn throws_left(&self, rules: &Ruleset) -> Option<u32> {
        rules
            .draw_after_throws
            .map(|limit| limit.saturating_sub(self.throws))
    }
}

thread_local! {
    static SEARCHER: RefCell<Option<Searcher>> = const { RefCell::new(None) };
}

/// Runs `f` with this thread's searcher (made on first use).
pub fn with_searcher<R>(f: impl FnOnce(&mut Searcher) -> R) -> R {
    SEARCHER.with(|cell| {
        let mut slot = cell.borrow_mut();
        let searcher = slot.get_or_insert_with(Searcher::default);
        f(searcher)
    })
}

/// A uniform number in `0.0..1.0` from the generator.
fn unit(rng: &mut ChaCha8Rng) -> f32 {
    (rng.next_u32() >> 8) as f32 / (1u32 << 24) as f32
}

/// The index (into `analysis`'s moves) of the move `level` plays for
/// `state.side`, who threw `throw`. Always a legal index; 0 when there is at
/// most one move (without searching).
pub fn choose(
    rules: &'static Ruleset,
    state: &GameState,
    throw: u8,
    analysis: &Analysis,
    level: Level,
    rng: &mut ChaCha8Rng,
) -> usize {
    let weights = Weights::tuned(rules.id);
    choose_with(rules, state, throw, analysis, level, &weights, rng)
}

/// [`choose`] with other evaluation weights (e.g. the research lab's first,
/// linear weights, to measure the evaluations against each other).
pub fn choose_with(
    rules: &'static Ruleset,
    state: &GameState,
    throw: u8,
    analysis: &Analysis,
    level: Level,
    weights: &Weights,
    rng: &mut ChaCha8Rng,
) -> usize {
    let _ = throw;
    let n = analysis.move_count();
    if n <= 1 {
        return 0;
    }
    let Some(limits) = level.limits() else {
        return rng.next_u32() as usize % n;
    };
    let careless = level.number() <= 1;
    if careless && unit(rng) < CARELESS_RANDOM {
        return rng.next_u32() as usize % n;
    }
    let left = state.throws_left(rules);
    if careless {
        // The values of all moves (one throw ahead is cheap), plus noise.
        let result =
            with_searcher(|s| s.search_all(rules, weights, state.side, analysis, left, &limits));
        let mut best = 0;
        let mut best_value = f32::NEG_INFINITY;
        for i in 0..n.min(result.values.len()) {
            let v = result.values[i] + (unit(rng) - 0.5) * 2.0 * CARELESS_NOISE;
            if v > best_value {
                best_value = v;
                best = i;
            }
        }
        return best;
    }
    let result = with_searcher(|s| s.search(rules, weights, state.side, analysis, left, &limits));
    let best = result.best.min(n - 1);
    if !is_stay(analysis, best) {
        return best;
    }
    // A stay (skiryuk's piece on 27 to 29 that cannot leave with this throw)
    // changes nothing, so a search that finds every move about as good can
    // choose it for ever: against a side it holds behind a blockade, the
    // game then never ends. Then a move that changes the board is taken
    // unless it is more than `PROGRESS_MARGIN` worse, by every move's exact
    // value (the plain search gives only bounds for the moves it rejects).
    // Past `patience` throws the margin is `IMPATIENT_MARGIN`, past twice
    // that a stay is never chosen while a move onwards exists: a hold that
    // optimal play keeps on purpose (skiryuk's 26, 28 and 29 against a lone
    // piece, worth +0.846 and thousands of throws by the exact table) must
    // still end.
    let all = with_searcher(|s| s.search_all(rules, weights, state.side, analysis, left, &limits));
    let patience = patience(rules);
    let margin = if state.throws >= 2 * patience {
        f32::INFINITY
    } else if state.throws >= patience {
        IMPATIENT_MARGIN
    } else {
        PROGRESS_MARGIN
    };
    progress_choice(best, &all.values[..n.min(all.moves)], margin, |i| {
        is_stay(analysis, i)
    })
}

/// The move to play when the search's `best` is a stay: the best of the
/// moves that are not stays (`stay(i)` false) whose value is at most
/// `margin` below `values[best]`, else `best` itself.
fn progress_choice(
    best: usize,
    values: &[f32],
    margin: f32,
    stay: impl Fn(usize) -> bool,
) -> usize {
    let Some(&stay_value) = values.get(best) else {
        return best;
    };
    (0..values.len())
        .filter(|&i| !stay(i) && values[i] >= stay_value - margin)
        .max_by(|&a, &b| values[a].total_cmp(&values[b]))
        .unwrap_or(best)
}

/// How much worse (in equity, -1..=1: 0.02 is one point of win chance) a
/// move that changes the board may be than the best move when that one is a
/// stay, and still be chosen instead of it ([`choose_with`]).
pub const PROGRESS_MARGIN: f32 = 0.02;

/// Throws per piece a side after which a stay gives way to a move that
/// changes the board ([`patience`]).
pub const PATIENCE_PER_PIECE: u32 = 100;

/// The throws of a game after which a stay gives way to a move onwards
/// ([`choose_with`], [`IMPATIENT_MARGIN`]): 100 a piece a side, 500 in
/// skiryuk and 700 in skiryuk-14, above the longest of 1,000 level-2 games
/// from the start with and 1,000 without its shipped part of the
/// three-piece table (skiryuk 458 and 452 throws, skiryuk-14 600 and 600;
/// `shipped_part_duel --lengths`), so that normal games hardly meet it. From the hold that part keeps on purpose (x on 26, 28
/// and 29, o's last piece on 23), level-2 games lasted 7,474 throws on
/// average without it, 13 of 100 stopped at 20,000 (`lab/NOTEBOOK.md`,
/// "Skiryuk's shipped part").
#[must_use]
pub fn patience(rules: &Ruleset) -> u32 {
    PATIENCE_PER_PIECE * u32::from(rules.pieces)
}

/// [`PROGRESS_MARGIN`] once a game has lasted [`patience`] throws (and
/// until twice that, after which any move onwards beats a stay): six points
/// of win chance. From the hold above, level-2 games with the shipped part
/// then last 559 throws on average (at most 1,110 of 100) and x wins 85 of
/// 100 (83 without the part; 88 with a margin of 0.06 but games up to
/// 2,924 throws, 63 when any move onwards is taken at once, the piece on 26
/// thrown into the water with a 1).
pub const IMPATIENT_MARGIN: f32 = 0.12;

/// Whether move `index` of `analysis` leaves the board as it was (skiryuk's
/// house-table stays).
fn is_stay(analysis: &Analysis, index: usize) -> bool {
    analysis.get(index).is_some_and(|m| m.from == m.to)
}

/// Every legal move of the decision with its win chance for the mover
/// (0.0..=1.0), searched with `limits` (e.g. `Level::BEST.limits()`), in the
/// analysis's order. Empty when the throw is lost (no legal move).
#[must_use]
pub fn evaluate_options(
    rules: &'static Ruleset,
    state: &GameState,
    throw: u8,
    analysis: &Analysis,
    limits: &Limits,
) -> Vec<(Move, f64)> {
    // What the program shows: with a network for the shown chances only
    // where the ruleset has one (the levels play without it).
    let weights = Weights::shown(rules.id);
    evaluate_options_with(rules, state, throw, analysis, limits, &weights)
}

/// [`evaluate_options`] with other evaluation weights (e.g. the research
/// lab's first, linear weights, for the calibration report's "before").
#[must_use]
pub fn evaluate_options_with(
    rules: &'static Ruleset,
    state: &GameState,
    throw: u8,
    analysis: &Analysis,
    limits: &Limits,
    weights: &Weights,
) -> Vec<(Move, f64)> {
    let _ = throw;
    if analysis.is_pass() {
        return Vec::new();
    }
    let result = with_searcher(|s| {
        s.search_all(
            rules,
            weights,
            state.side,
            analysis,
            state.throws_left(rules),
            limits,
        )
    });
    analysis
        .moves()
        .enumerate()
        .map(|(i, m)| {
            let v = result.values.get(i).copied().unwrap_or(0.0);
            (*m, f64::from((v + 1.0) / 2.0).clamp(0.0, 1.0))
        })
        .collect()
}

/// The win chance (0.0..=1.0) of the side about to throw in `node`, searched
/// with `limits`: who is ahead before a throw.
#[must_use]
pub fn win_chance(
    rules: &'static Ruleset,
    node: &Node,
    throws_left: Option<u32>,
    limits: &Limits,
) -> f64 {
    let weights = Weights::shown(rules.id);
    let v = with_searcher(|s| s.value(rules, &weights, node, throws_left, limits));
    f64::from((v + 1.0) / 2.0).clamp(0.0, 1.0)
}

#[cfg(test)]
mod tests {
    use super::{PROGRESS_MARGIN, progress_choice};

    #[test]
    fn a_stay_gives_way_to_the_best_move_within_the_margin() {
        let stays = |i: usize| i == 0;
        // The stay is best; both others are within the margin: the better one.
        let values = [
            0.30,
            0.30 - PROGRESS_MARGIN / 2.0,
            0.30 - PROGRESS_MARGIN / 4.0,
        ];
        assert_eq!(progress_choice(0, &values, PROGRESS_MARGIN, stays), 2);
        // Only one within the margin.
        let values = [0.30, 0.30 - 2.0 * PROGRESS_MARGIN, 0.30 - PROGRESS_MARGIN];
        assert_eq!(progress_choice(0, &values, PROGRESS_MARGIN, stays), 2);
        // None within it: the stay.
        let values = [0.30, 0.25, 0.20];
        assert_eq!(progress_choice(0, &values, PROGRESS_MARGIN, stays), 0);
        // Past the patience (no margin): the best move onwards, however worse.
        assert_eq!(progress_choice(0, &values, f32::INFINITY, stays), 1);
        // Every move a stay: the best.
        assert_eq!(
            progress_choice(1, &[0.1, 0.2], PROGRESS_MARGIN, |_| true),
            1
        );
    }
}

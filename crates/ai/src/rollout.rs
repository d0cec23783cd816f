//! Rollouts: the value of every option of a decision from many playouts, as
//! GNU Backgammon's rollouts give them. Pure: no I/O, no text.
//!
//! Each option is made, then the game is played out to its end by one
//! computer level for both sides ([`DEFAULT_LEVEL`] unless told otherwise),
//! `N` times. The value of an option is the mover's average result (a win
//! is 1, a draw ½, a loss 0), with its 95% interval.
//!
//! Variance reduction:
//! - **Common random numbers.** Playout `j` of every option uses the same
//!   seeded throws (ChaCha8, seeded from the rollout's seed and `j`): one
//!   sequence for each side, so that each side's `k`-th throw is the same
//!   after every option even when extra throws or lost turns shift who
//!   throws when; and the same seed for the level's own random choices. The
//!   luck of the throws falls alike on every option. The *difference* between two options
//!   is then measured playout by playout ([`Rollout::difference`]), and its
//!   interval is much tighter than the two options' intervals would suggest.
//! - **The luck of the throws taken off** ([`Settings::reduce`], on by
//!   default), as GNU Backgammon's rollouts do. At every throw of a
//!   playout, the static evaluation (the levels' weights, exact where the
//!   tables cover) values the position after the best move for each of the
//!   five throws; the throw that fell was as lucky as its value exceeds the
//!   average of the five by their probabilities. Each playout's result, less
//!   a fixed share of the luck it met (the ruleset's `luck_share`, measured in
//!   the lab), is what the option's mean and interval are made of. A throw's
//!   luck averages exactly zero, so the mean stays unbiased; the spread left
//!   is what the evaluation cannot foresee. Measured on sampled decisions
//!   (`lab/calibration/rollout-luck.txt`), it takes 16% to 74% off the
//!   variance of one playout, for 2% to 11% more time (`cargo bench
//!   --bench search -- rollout`).
//! - **Truncation at the exact tables.** A playout stops, with the exact
//!   value, as soon as it reaches a position before a throw that the exact
//!   endgame tables cover ([`super::endgame`]) and the draw limit cannot
//!   matter. An option whose resulting position is already covered (or a
//!   finished game) needs no playouts at all: its value is exact and its
//!   interval a point.
//!
//! Arcade's draw after 600 throws is respected: a playout that reaches it
//! scores ½. Work is shared among `jobs` threads by playout number, and the
//! results are gathered by playout number, so a rollout gives the same
//! numbers for a seed whatever the number of threads.

use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::duel::{MAX_THROWS, mix};
use super::endgame;
use super::eval::{self, Weights};
use super::level::{GameState, Level, choose};
use super::search::{Node, next_node};
use senet_engine::Ruleset;
use senet_engine::{Analysis, Move, analyze_board, house_throw_on_board};
use senet_engine::{Side, Thrower};

/// The level that plays the playouts out unless told otherwise: two throws
/// ahead with exact endings (about a millisecond a move in a release build).
pub const DEFAULT_LEVEL: Level = Level::Search(2);

/// The normal quantile of a two-sided 95% interval.
const Z95: f64 = 1.959_964;

/// How a rollout is run.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Playouts per option (at least 2 for an interval).
    pub playouts: u32,
    /// The level that plays both sides.
    pub level: Level,
    /// The seed of the throws and of the level's own random choices.
    pub seed: u64,
    /// Threads to use (1..=64); the numbers do not depend on it.
    pub jobs: usize,
    /// The most time the rollout may take: once it has passed (and at least
    /// [`MIN_PLAYOUTS`] are done), no more playouts are started, and the
    /// rollout has fewer than `playouts` ([`Rollout::playouts`]). Its
    /// playouts are then the first ones of the full rollout, the same for a
    /// seed; only how many depends on the machine. `None`: no limit.
    pub budget: Option<std::time::Duration>,
    /// Whether each playout's result is corrected for the luck of its throws
    /// (variance reduction, as GNU Backgammon's rollouts do it; see the
    /// module's documentation). The mean stays unbiased either way; with it,
    /// the intervals are narrower for the same playouts.
    pub reduce: bool,
}

/// The fewest playouts a rollout with a time budget makes (unless fewer are
/// asked for), so that every interval rests on a few results at least.
pub const MIN_PLAYOUTS: u32 = 16;

impl Settings {
    /// `playouts` playouts at [`DEFAULT_LEVEL`], seed 1, on one thread.
    #[must_use]
    pub const fn new(playouts: u32) -> Settings {
        Settings {
            playouts,
            level: DEFAULT_LEVEL,
            seed: 1,
            jobs: 1,
            budget: None,
            reduce: true,
        }
    }
}

/// A mean with its 95% interval.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Interval {
    /// The mean.
    pub mean: f64,
    /// The lower end of the 95% interval.
    pub low: f64,
    /// The upper end of the 95% interval.
    pub high: f64,
}

impl Interval {
    /// The mean of `values` with its 95% interval (Student's t, for the
    /// sample's own spread), clamped to `lo..=hi`. A single value, or
    /// values that do not vary, give a point.
    #[must_use]
    pub fn of(values: &[f32], lo: f64, hi: f64) -> Interval {
        let n = values.len();
        if n == 0 {
            return Interval {
                mean: f64::midpoint(lo, hi),
                low: lo,
                high: hi,
            };
        }
        // Clamped too: results less their luck (`Settings::reduce`) can fall
        // a little outside the range their mean lies in.
        let mean = (values.iter().map(|&v| f64::from(v)).sum::<f64>() / n as f64).clamp(lo, hi);
        if n == 1 {
            return Interval {
                mean,
                low: lo,
                high: hi,
            };
        }
        let var = values
            .iter()
            .map(|&v| (f64::from(v) - mean).powi(2))
            .sum::<f64>()
            / (n - 1) as f64;
        let half = t95(n - 1) * (var / n as f64).sqrt();
        Interval {
            mean,
            low: (mean - half).max(lo),
            high: (mean + half).min(hi),
        }
    }

    /// Whether the interval lies wholly above zero or wholly below it.
    #[must_use]
    pub fn excludes_zero(&self) -> bool {
        self.low > 0.0 || self.high < 0.0
    }

    /// The half width of the interval.
    #[must_use]
    pub fn half_width(&self) -> f64 {
        (self.high - self.low) / 2.0
    }
}

/// The 97.5% quantile of Student's t with `df` degrees of freedom
/// (Cornish-Fisher expansion around the normal quantile: within 0.1% of the
/// true value from 5 degrees of freedom on, 12.7 exactly for 1).
#[must_use]
pub fn t95(df: usize) -> f64 {
    match df {
        0 => f64::INFINITY,
        1 => 12.706,
        2 => 4.303,
        3 => 3.182,
        4 => 2.776,
        _ => {
            let z = Z95;
            let d = df as f64;
            let g1 = (z.powi(3) + z) / 4.0;
            let g2 = (5.0 * z.powi(5) + 16.0 * z.powi(3) + 3.0 * z) / 96.0;
            let g3 = (3.0 * z.powi(7) + 19.0 * z.powi(5) + 17.0 * z.powi(3) - 15.0 * z) / 384.0;
            z + g1 / d + g2 / (d * d) + g3 / (d * d * d)
        }
    }
}

/// One option of a rolled-out decision.
#[derive(Clone, Debug, PartialEq)]
pub struct OptionRollout {
    /// The move.
    pub m: Move,
    /// Whether the value is exact: the move wins, reaches the draw limit, or
    /// leads to a position the exact tables cover (no playout was needed).
    pub exact: bool,
    /// The mover's win chance (0..=1) after the move, with its interval.
    pub chance: Interval,
    /// Each playout's result for the mover, by playout number.
    outcomes: Vec<f32>,
}

impl OptionRollout {
    /// Each playout's result for the mover (1 win, ½ draw, 0 loss, or the
    /// exact value where a playout was cut short), by playout number.
    #[must_use]
    pub fn outcomes(&self) -> &[f32] {
        &self.outcomes
    }
}

/// A rolled-out decision: every option in the order given.
#[derive(Clone, Debug, PartialEq)]
pub struct Rollout {
    /// The options, in the order they were given.
    pub options: Vec<OptionRollout>,
    /// Playouts per option (fewer than asked for when the time budget ran out).
    pub playouts: u32,
    /// Whether the time budget ([`Settings::budget`]) stopped the rollout
    /// before the playouts asked for were made.
    pub capped: bool,
}

impl Rollout {
    /// The index of the option with the highest mean (the first of equals).
    #[must_use]
    pub fn best(&self) -> Option<usize> {
        let mut best: Option<usize> = None;
        for (i, o) in self.options.iter().enumerate() {
            if best.is_none_or(|b| o.chance.mean > self.options[b].chance.mean) {
                best = Some(i);
            }
        }
        best
    }

    /// Option `a`'s win chance minus option `b`'s, paired playout by playout
    /// (the same throws), with its 95% interval; `None` for a bad index.
    #[must_use]
    pub fn difference(&self, a: usize, b: usize) -> Option<Interval> {
        let (a, b) = (self.options.get(a)?, self.options.get(b)?);
        let d: Vec<f32> = a
            .outcomes
            .iter()
            .zip(&b.outcomes)
            .map(|(x, y)| x - y)
            .collect();
        if a.exact && b.exact {
            let mean = a.chance.mean - b.chance.mean;
            return Some(Interval {
                mean,
                low: mean,
                high: mean,
            });
        }
        Some(Interval::of(&d, -1.0, 1.0))
    }
}

/// The exact equity (`2p - 1`) for the side about to throw in `node`, when
/// an available exact table covers it and the draw limit cannot matter
/// (`throws_left`: throws before the limit, if the ruleset has one): the
/// search's own test, [`endgame::exact`].
fn exact(rules: &Ruleset, node: &Node, throws_left: Option<u32>) -> Option<f32> {
    endgame::exact(rules, node, throws_left)
}

/// Throws left before the draw limit after `throws` throws.
fn left(rules: &Ruleset, throws: u32) -> Option<u32> {
    rules
        .draw_after_throws
        .map(|limit| limit.saturating_sub(throws))
}

/// What follows a move made by `side` after `throws` throws in all.
enum After {
    /// The game is decided (or drawn): the mover's result.
    Done(f32),
    /// The game goes on from this node.
    Next(Node),
}

fn after(rules: &Ruleset, m: &Move, side: Side, throws: u32) -> After {
    if rules.has_won(&m.board, side) {
        return After::Done(1.0);
    }
    if rules.draw_after_throws.is_some_and(|limit| throws >= limit) {
        return After::Done(0.5);
    }
    After::Next(next_node(m, side))
}

/// The mover's exact win chance (0..=1) after `side` made `m` as the
/// `throws`-th throw of the game (the decision's own throw counted): the
/// move wins, reaches the draw limit, or leads to a position the exact tables
/// cover. `None` when only an estimate can be had.
#[must_use]
pub fn exact_after(rules: &Ruleset, m: &Move, side: Side, throws: u32) -> Option<f64> {
    match after(rules, m, side, throws) {
        After::Done(v) => Some(f64::from(v)),
        After::Next(node) => {
            let v = exact(rules, &node, left(rules, throws))?;
            Some(chance_for(side, &node, v))
        }
    }
}

/// The mover's win chance from the equity `v` of the side to throw in `node`.
fn chance_for(mover: Side, node: &Node, v: f32) -> f64 {
    let p = (f64::from(v) + 1.0) / 2.0;
    if node.side == mover { p } else { 1.0 - p }
}

/// The chance in one playout: each side's throws from its own generator,
/// and the levels' own random choices.
struct Dice {
    throwers: [Thrower; 2],
    rng: ChaCha8Rng,
}

/// What a throw leads to, before any choice: the side to throw in a node
/// throws, as the game's `throws`-th throw.
enum Step {
    /// A house throw's forced move.
    Forced(Move),
    /// No legal move: the turn passes to this node (`None`: the draw limit
    /// is reached, a draw).
    Pass(Option<Node>),
    /// The side chooses among these moves.
    Choose(Analysis),
}

/// What `throw` leads to for the side to throw in `node`, as the game's
/// `throws`-th throw (the one place the playouts and their luck read it).
fn step(rules: &Ruleset, node: &Node, throws: u32, throw: u8) -> Step {
    let side = node.side;
    if let Some(m) = node
        .house
        .and_then(|square| house_throw_on_board(rules, &node.board, side, square, throw))
    {
        return Step::Forced(m);
    }
    let analysis = analyze_board(rules, &node.board, side, throw);
    if !analysis.is_pass() {
        return Step::Choose(analysis);
    }
    if rules.draw_after_throws.is_some_and(|limit| throws >= limit) {
        return Step::Pass(None);
    }
    Step::Pass(Some(Node {
        board: node.board,
        side: side.other(),
        house: None,
    }))
}

/// Plays one game out from `node` (after `throws` throws) with `level` for
/// both sides, on `dice`: the result for `mover`, less the luck of the
/// throws when `luck` is given ([`Luck`]).
fn playout(
    rules: &'static Ruleset,
    mut node: Node,
    mut throws: u32,
    mover: Side,
    level: Level,
    dice: &mut Dice,
    mut luck: Option<&mut Luck>,
) -> f32 {
    let result = |v: f32, luck: Option<&mut Luck>| luck.map_or(v, |l| l.correct(v));
    while throws < MAX_THROWS {
        if let Some(v) = exact(rules, &node, left(rules, throws)) {
            return result(chance_for(mover, &node, v) as f32, luck);
        }
        let side = node.side;
        let throw = dice.throwers[side.index()].throw().value.get();
        throws += 1;
        let fell = step(rules, &node, throws, throw);
        if let Some(l) = luck.as_deref_mut() {
            l.add(rules, &node, throws, mover, (throw, &fell));
        }
        let m = match fell {
            Step::Forced(m) => m,
            Step::Pass(None) => return result(0.5, luck),
            Step::Pass(Some(next)) => {
                node = next;
                continue;
            }
            Step::Choose(analysis) => {
                let state = GameState {
                    board: node.board,
                    side,
                    throws,
                };
                let i = choose(rules, &state, throw, &analysis, level, &mut dice.rng);
                match analysis.get(i).or_else(|| analysis.get(0)) {
                    Some(m) => *m,
                    None => return result(0.5, luck),
                }
            }
        };
        match after(rules, &m, side, throws) {
            After::Done(v) => return result(if side == mover { v } else { 1.0 - v }, luck),
            After::Next(next) => node = next,
        }
    }
    result(0.5, luck)
}

/// The luck of a playout's throws, summed as they fall: for each throw, the
/// mover's value of the position after the throw that fell minus the
/// average of that value over the five throws by their probabilities. The
/// value after a throw is the static evaluation ([`eval::static_value`] with
/// the levels' weights: exact where the tables cover the position) of the
/// best move for the side throwing, by that same evaluation. Whatever the
/// evaluation, a throw's luck averages exactly zero over its throws, so the
/// playout's result less any fixed share of its luck has the same mean as
/// the result; the better the evaluation, the less of the throws' noise is
/// left. The share is the ruleset's, measured once in the lab
/// ([`crate::per_ruleset::Settings::luck_share`]).
#[derive(Debug)]
struct Luck {
    /// The evaluation the luck is measured with.
    weights: Weights,
    /// The share of the luck taken off ([`crate::per_ruleset::Settings::luck_share`]).
    share: f64,
    /// The luck so far, for the mover (in win chance, 0..=1 units).
    total: f64,
}

impl Luck {
    fn new(rules: &Ruleset) -> Luck {
        Luck {
            weights: Weights::tuned(rules.id),
            share: crate::per_ruleset::settings(rules.id).luck_share,
            total: 0.0,
        }
    }

    /// `result` (for the mover) less the ruleset's share of the luck so far.
    fn correct(&self, result: f32) -> f32 {
        (f64::from(result) - self.share * self.total) as f32
    }

    /// Adds the luck of the throw that fell (its value and [`step`]), thrown
    /// by the side to throw in `node` as the game's `throws`-th throw.
    fn add(&mut self, rules: &Ruleset, node: &Node, throws: u32, mover: Side, fell: (u8, &Step)) {
        let model = rules.throw_model;
        let mut expected = 0f64;
        let mut lucky = 0f64;
        for t in 1..=5u8 {
            let v = if t == fell.0 {
                let v = self.value_after(rules, node.side, throws, fell.1);
                lucky = v;
                v
            } else {
                self.value_after(rules, node.side, throws, &step(rules, node, throws, t))
            };
            expected += model.weight(t) * v;
        }
        let for_mover = |v: f64| if node.side == mover { v } else { -v };
        self.total += for_mover(lucky - expected);
    }

    /// The value for `side`, the side that threw, of what its throw led to
    /// (`step`, as the game's `throws`-th throw), after the move the
    /// evaluation likes best.
    fn value_after(&self, rules: &Ruleset, side: Side, throws: u32, step: &Step) -> f64 {
        let of_node = |next: &Node| {
            let v = eval::static_value(rules, &self.weights, next, left(rules, throws));
            chance_for(side, next, v.equity)
        };
        let of_move = |m: &Move| match after(rules, m, side, throws) {
            After::Done(v) => f64::from(v),
            After::Next(next) => of_node(&next),
        };
        match step {
            Step::Forced(m) => of_move(m),
            Step::Pass(None) => 0.5,
            Step::Pass(Some(next)) => of_node(next),
            Step::Choose(analysis) => analysis.moves().map(of_move).fold(0.0, f64::max),
        }
    }
}

/// Playout number `j` from `node`, the same throws and choices for every option.
fn playout_number(
    rules: &'static Ruleset,
    node: Node,
    state: &GameState,
    settings: &Settings,
    j: u32,
) -> f32 {
    let throwers = [Side::X, Side::O].map(|s| {
        Thrower::new(
            rules.throw_model,
            mix(settings.seed, 2 * u64::from(j) + s.index() as u64),
        )
    });
    let rng = ChaCha8Rng::seed_from_u64(mix(settings.seed ^ 0x0FF5_E7A1, u64::from(j)));
    let mut dice = Dice { throwers, rng };
    let mut luck = settings.reduce.then(|| Luck::new(rules));
    playout(
        rules,
        node,
        state.throws,
        state.side,
        settings.level,
        &mut dice,
        luck.as_mut(),
    )
}

/// Rolls out the options `moves` of a decision of `state.side` (`state.throws`
/// counts the decision's own throw): each option's win chance from
/// `settings.playouts` playouts (fewer when `settings.budget` runs out), on
/// `settings.jobs` threads, calling `progress(done, total)` as playouts
/// finish (from any thread).
#[must_use]
pub fn rollout(
    rules: &'static Ruleset,
    state: &GameState,
    moves: &[Move],
    settings: &Settings,
    progress: &(dyn Fn(u32, u32) + Sync),
) -> Rollout {
    let n = settings.playouts;
    let side = state.side;
    // What each option leads to: a fixed result, or a node to play out from.
    let starts: Vec<Result<f64, Node>> = moves
        .iter()
        .map(|m| match after(rules, m, side, state.throws) {
            After::Done(v) => Ok(f64::from(v)),
            After::Next(node) => match exact(rules, &node, left(rules, state.throws)) {
                Some(v) => Ok(chance_for(side, &node, v)),
                None => Err(node),
            },
        })
        .collect();
    let rows: Mutex<Vec<Option<Vec<f32>>>> = Mutex::new(vec![None; n as usize]);
    let next = AtomicU32::new(0);
    let done = AtomicU32::new(0);
    let started = std::time::Instant::now();
    // Whether the budget is spent: no playout is started after that (the
    // ones started finish, so the playouts made are always 0..k).
    let spent = || {
        settings
            .budget
            .is_some_and(|b| done.load(Ordering::Relaxed) >= MIN_PLAYOUTS && started.elapsed() >= b)
    };
    let work = || {
        loop {
            if spent() {
                break;
            }
            let j = next.fetch_add(1, Ordering::Relaxed);
            if j >= n {
                break;
            }
            let row: Vec<f32> = starts
                .iter()
                .map(|start| match start {
                    Ok(v) => *v as f32,
                    Err(node) => playout_number(rules, *node, state, settings, j),
                })
                .collect();
            if let Ok(mut rows) = rows.lock() {
                if let Some(slot) = rows.get_mut(j as usize) {
                    *slot = Some(row);
                }
            }
            progress(done.fetch_add(1, Ordering::Relaxed) + 1, n);
        }
    };
    let jobs = settings.jobs.clamp(1, 64);
    if jobs == 1 {
        // On this thread: its searcher is already allocated.
        work();
    } else {
        std::thread::scope(|scope| {
            for _ in 0..jobs {
                scope.spawn(work);
            }
        });
    }
    let made = next.load(Ordering::Relaxed).min(n);
    let mut rows = rows.into_inner().unwrap_or_default();
    rows.truncate(made as usize);
    let options = moves
        .iter()
        .zip(&starts)
        .enumerate()
        .map(|(i, (m, start))| {
            let outcomes: Vec<f32> = rows
                .iter()
                .map(|row| row.as_ref().and_then(|r| r.get(i)).copied().unwrap_or(0.5))
                .collect();
            match start {
                Ok(v) => OptionRollout {
                    m: *m,
                    exact: true,
                    chance: Interval {
                        mean: *v,
                        low: *v,
                        high: *v,
                    },
                    outcomes,
                },
                Err(_) => OptionRollout {
                    m: *m,
                    exact: false,
                    chance: Interval::of(&outcomes, 0.0, 1.0),
                    outcomes,
                },
            }
        })
        .collect();
    Rollout {
        options,
        playouts: made,
        capped: made < n,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use senet_engine::RulesetId;

    fn decision(id: RulesetId, board: &str, side: Side, throw: u8) -> (GameState, Vec<Move>) {
        let rules = id.ruleset();
        let board = rules.parse_board(board).expect("a board");
        let moves = analyze_board(rules, &board, side, throw)
            .moves()
            .copied()
            .collect();
        (
            GameState {
                board,
                side,
                throws: 1,
            },
            moves,
        )
    }

    /// Kendall, black (`x`: 18, 20, 26; `o`: 17, 19, 22) throws 1.
    const MIDDLE: &str = "................oxox.o...x....";

    fn settings(playouts: u32, seed: u64, jobs: usize) -> Settings {
        Settings {
            playouts,
            level: Level::Search(1),
            seed,
            jobs,
            budget: None,
            reduce: true,
        }
    }

    #[test]
    fn taking_the_luck_off_keeps_the_mean_and_narrows_the_interval() {
        let rules = RulesetId::Kendall.ruleset();
        let (state, moves) = decision(RulesetId::Kendall, MIDDLE, Side::X, 1);
        let reduced = rollout(rules, &state, &moves, &settings(200, 5, 2), &|_, _| {});
        let plain_settings = Settings {
            reduce: false,
            ..settings(200, 5, 2)
        };
        let plain = rollout(rules, &state, &moves, &plain_settings, &|_, _| {});
        let mut played = 0;
        for (p, r) in plain.options.iter().zip(&reduced.options) {
            if p.exact {
                assert_eq!(p, r);
                continue;
            }
            played += 1;
            // The same throws: playout by playout, the two differ by the
            // luck taken off, which must average zero.
            let luck: Vec<f32> = p
                .outcomes()
                .iter()
                .zip(r.outcomes())
                .map(|(a, b)| a - b)
                .collect();
            assert!(luck.iter().any(|&l| l != 0.0), "some luck is taken off");
            let taken = Interval::of(&luck, -10.0, 10.0);
            assert!(!taken.excludes_zero(), "{taken:?}");
            assert!(
                r.chance.half_width() < 0.8 * p.chance.half_width(),
                "{:?} against {:?}",
                r.chance,
                p.chance
            );
        }
        assert!(played >= 2);
    }

    #[test]
    fn a_spent_budget_stops_at_the_first_playouts_of_the_full_rollout() {
        let (state, moves) = decision(RulesetId::Kendall, MIDDLE, Side::X, 1);
        let rules = RulesetId::Kendall.ruleset();
        let full = rollout(rules, &state, &moves, &settings(40, 3, 1), &|_, _| {});
        assert_eq!((full.playouts, full.capped), (40, false));
        let spent = Settings {
            budget: Some(std::time::Duration::ZERO),
            ..settings(40, 3, 1)
        };
        let short = rollout(rules, &state, &moves, &spent, &|_, _| {});
        assert_eq!((short.playouts, short.capped), (MIN_PLAYOUTS, true));
        for (a, b) in short.options.iter().zip(&full.options) {
            assert_eq!(a.outcomes(), &b.outcomes()[..MIN_PLAYOUTS as usize]);
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_rollout_whatever_the_threads() {
        let rules = RulesetId::Kendall.ruleset();
        let (state, moves) = decision(RulesetId::Kendall, MIDDLE, Side::X, 1);
        assert!(moves.len() >= 2);
        let one = rollout(rules, &state, &moves, &settings(24, 7, 1), &|_, _| {});
        let two = rollout(rules, &state, &moves, &settings(24, 7, 2), &|_, _| {});
        assert_eq!(one, two);
        let other = rollout(rules, &state, &moves, &settings(24, 8, 2), &|_, _| {});
        assert_ne!(one.options[0].outcomes, other.options[0].outcomes);
    }

    #[test]
    fn the_same_throws_fall_on_every_option() {
        // Two options that lead to the same board: their playouts are the same
        // games, so their difference is exactly zero.
        let rules = RulesetId::Kendall.ruleset();
        let (state, moves) = decision(RulesetId::Kendall, MIDDLE, Side::X, 1);
        let twice = [moves[0], moves[0]];
        let r = rollout(rules, &state, &twice, &settings(16, 3, 2), &|_, _| {});
        assert_eq!(r.options[0].outcomes, r.options[1].outcomes);
        let d = r.difference(0, 1).expect("two options");
        assert_eq!((d.mean, d.low, d.high), (0.0, 0.0, 0.0));
    }

    #[test]
    fn an_exact_position_rolls_out_to_the_table_value() {
        // Black: 26 and 29; White: 30 alone; every option leads to a small ending.
        let rules = RulesetId::Kendall.ruleset();
        let (state, moves) = decision(
            RulesetId::Kendall,
            ".........................x..xo",
            Side::X,
            2,
        );
        assert_eq!(moves.len(), 2);
        let r = rollout(rules, &state, &moves, &settings(4, 1, 1), &|_, _| {});
        for o in &r.options {
            let node = next_node(&o.m, Side::X);
            let v = endgame::table(rules.id)
                .value(rules, &node.board, node.side, node.house)
                .expect("covered");
            let want = chance_for(Side::X, &node, v);
            assert!(o.exact, "{o:?}");
            assert!((o.chance.mean - want).abs() < 1e-6, "{o:?} vs {want}");
            assert_eq!(o.chance.low, o.chance.high);
            assert_eq!(exact_after(rules, &o.m, Side::X, 1), Some(o.chance.mean));
        }
    }

    #[test]
    fn the_interval_shrinks_with_more_playouts_and_the_difference_is_tighter() {
        let rules = RulesetId::Kendall.ruleset();
        let (state, moves) = decision(RulesetId::Kendall, MIDDLE, Side::X, 1);
        let small = rollout(rules, &state, &moves, &settings(16, 11, 2), &|_, _| {});
        let large = rollout(rules, &state, &moves, &settings(128, 11, 2), &|_, _| {});
        let i = large
            .options
            .iter()
            .position(|o| !o.exact)
            .expect("an option to play out");
        assert!(
            large.options[i].chance.half_width() < small.options[i].chance.half_width(),
            "{:?} vs {:?}",
            large.options[i].chance,
            small.options[i].chance
        );
        let done = AtomicU32::new(0);
        let _ = rollout(rules, &state, &moves, &settings(8, 11, 2), &|d, total| {
            assert!(d <= total);
            done.fetch_max(d, Ordering::Relaxed);
        });
        assert_eq!(done.load(Ordering::Relaxed), 8, "progress reaches the end");
    }

    #[test]
    fn intervals_and_quantiles() {
        assert!((t95(10) - 2.228).abs() < 0.005, "{}", t95(10));
        assert!((t95(30) - 2.042).abs() < 0.002, "{}", t95(30));
        assert!((t95(1000) - 1.962).abs() < 0.001);
        let i = Interval::of(&[1.0, 0.0, 1.0, 0.0], 0.0, 1.0);
        assert!((i.mean - 0.5).abs() < 1e-12);
        assert!(i.low == 0.0 && i.high == 1.0, "{i:?}");
        let point = Interval::of(&[0.25; 5], 0.0, 1.0);
        assert_eq!((point.low, point.high), (0.25, 0.25));
        assert!(!point.excludes_zero() || point.low > 0.0);
    }
}

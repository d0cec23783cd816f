//! The static evaluation: how good a position is for the side about to throw,
//! as a win probability.
//!
//! A position is described by [`FEATURES`] numbers, each "ours minus theirs"
//! from the side about to throw (see [`FEATURE_NAMES`]): the race (pip
//! distance to the exit, pieces borne off), safety (pieces the opponent may
//! not land on: pairs, guards, block and run members, protected squares of the
//! ruleset), blocking (opposing pieces held behind our blocks or walls), the
//! exchanges each side can threaten with its next throw, the checkpoint on 26,
//! the water, the pieces past 26 and the exits available. The progress
//! features count borne-off pieces too, and the tuning keeps their weights
//! (and the pip count's) from going negative, so that bearing off never looks
//! worse than waiting: otherwise a side can wait forever beside the exit
//! (skiryuk's "stays") and a game never ends. The win probability is
//! `1 / (1 + e^-z)` with `z` the weighted sum of the features.
//!
//! # How the weights were obtained
//!
//! They were not guessed: `examples/tune.rs` fits them by self-play, per
//! ruleset, in two reproducible phases (fixed seeds):
//!
//! 1. **Regression on self-play outcomes.** Starting from a pip count alone,
//!    the program plays games against itself (depth-1 search, a few random
//!    moves for variety), records every position before a throw with the final
//!    result, and fits the weights by logistic regression (the eval becomes a
//!    calibrated win probability, which expectiminimax needs since it averages
//!    values over throws). Three rounds, each playing with the last fit.
//! 2. **SPSA over duel results.** The fitted weights are then perturbed in
//!    random ± directions and each pair of perturbed players plays two games
//!    on the same throws with the sides swapped (depth-1 search); the weights
//!    move towards the winner.
//!
//! The measured gain of each phase (duels at depth 1) is next to [`TUNED`]
//! and in `docs/ai.md` (the whole run: `docs/tune-output.txt`).

use crate::engine::moves::house_throw_move;
use crate::engine::route::{BOARD_MASK, DEPARTURE, HAPPINESS, RE_ATUM, THREE_TRUTHS, WATER, bit};
use crate::engine::rules::{Formation, Houses, Ruleset, RulesetId};
use crate::engine::{Board, Side};

/// The number of evaluation features.
pub const FEATURES: usize = 11;

/// The features, in order: what each measures (ours minus theirs unless said).
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "pips",      // (their pip count - ours) / 10: the race
    "off",       // pieces borne off
    "protected", // pieces the opponent may not land on (formation or safe square)
    "blocking",  // opposing pieces with one of our barriers within 5 squares ahead
    "threat",    // our next throw's expected exchange gain (pips / 5)
    "danger",    // their expected exchange gain on the throw after ours (pips / 5)
    "on-26",     // pieces resting on 26 (the checkpoint reached)
    "on-27",     // pieces resting on 27 (skiryuk: the water house)
    "passed-26", // pieces beyond 26 or borne off (a piece keeps the credit when it leaves)
    "exits", // pieces off, plus the chance each piece on the board has of leaving with the next throw
    "tempo", // 1: being the side about to throw
];

/// Weights of the features, one set per ruleset.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Weights(pub [f32; FEATURES]);

impl Weights {
    /// The starting point of the tuning: the race alone (a pip lead of 10 is
    /// worth about 73%).
    pub const PIPS_ONLY: Weights = Weights([1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]);

    /// The tuned weights of a ruleset (see the module documentation).
    #[must_use]
    pub fn tuned(id: RulesetId) -> Weights {
        match id {
            RulesetId::Kendall => TUNED[0],
            RulesetId::GamesRoom => TUNED[1],
            RulesetId::Arcade => TUNED[2],
            RulesetId::Skiryuk => TUNED[3],
            RulesetId::Skiryuk14 => TUNED[4],
            RulesetId::Race => Weights::PIPS_ONLY,
        }
    }
}

/// The tuned weights: kendall, games-room, arcade, skiryuk, skiryuk-14, in the
/// order of [`FEATURE_NAMES`], as printed by `cargo run --release --example
/// tune` (see the module documentation for the procedure). The comments give
/// the measured gains: duels of 2,000 games one throw ahead, A's score with
/// its 95% Wilson interval ("chosen" is the set below).
pub const TUNED: [Weights; 5] = [
    // kendall: fitted vs pips only 52.0% [49.9%, 54.2%] over 2000 games;
    //   SPSA vs fitted 51.3% [49.1%, 53.5%] over 2000 games;
    //   chosen vs pips only 52.6% [50.5%, 54.8%] over 2000 games
    Weights([
        0.1750, 0.0012, 0.0615, 0.1487, 0.0037, 0.1148, 0.0968, -0.0628, 0.1069, 0.0305, -0.0638,
    ]),
    // games-room: fitted vs pips only 53.3% [51.2%, 55.5%] over 2000 games;
    //   SPSA vs fitted 50.6% [48.5%, 52.8%] over 2000 games;
    //   chosen vs pips only 51.7% [49.5%, 53.9%] over 2000 games
    Weights([
        0.3058, 0.0534, 0.0529, 0.0793, 0.1324, -0.0392, 0.2308, -0.1544, 0.0317, 0.0403, -0.0134,
    ]),
    // arcade: fitted vs pips only 54.2% [52.1%, 56.4%] over 2000 games;
    //   SPSA vs fitted 50.0% [47.9%, 52.2%] over 2000 games;
    //   chosen vs pips only 54.5% [52.4%, 56.7%] over 2000 games
    Weights([
        0.1557, 0.0563, 0.0353, 0.1367, 0.1487, -0.0469, 0.3070, -0.0171, 0.0561, 0.1162, 0.0678,
    ]),
    // skiryuk: fitted vs pips only 62.4% [60.2%, 64.4%] over 2000 games;
    //   SPSA vs fitted 49.1% [47.0%, 51.3%] over 2000 games;
    //   chosen vs pips only 62.2% [60.0%, 64.3%] over 2000 games
    Weights([
        0.1646, 0.1281, -0.0072, 0.0869, 0.0601, 0.0647, 0.0000, -0.2963, 0.0000, 0.0000, 0.0158,
    ]),
    // skiryuk-14: fitted vs pips only 60.0% [57.8%, 62.1%] over 2000 games;
    //   SPSA vs fitted 49.5% [47.4%, 51.7%] over 2000 games;
    //   chosen vs pips only 58.9% [56.7%, 61.0%] over 2000 games
    Weights([
        0.1341, 0.0424, 0.0170, 0.0562, 0.0832, -0.0535, 0.0000, -0.1798, 0.0000, 0.0000, 0.0185,
    ]),
];

/// Squares 1..=25: where a piece still has to reach the checkpoint.
const BEFORE_26: u32 = BOARD_MASK & ((1u32 << HAPPINESS) - 1);

/// The per-side facts the features are made of.
#[derive(Copy, Clone, Default)]
struct SideFacts {
    pips: u32,
    on_board: u32,
    /// Pieces the opponent may not land on.
    protected: u32,
    /// Squares the opponent may not pass.
    barrier: u32,
}

/// The features of `board` for `mover`, the side about to throw.
#[must_use]
pub fn features(rules: &Ruleset, board: &Board, mover: Side) -> [f32; FEATURES] {
    let us = board.mask(mover) & BOARD_MASK;
    let them = board.mask(mover.other()) & BOARD_MASK;
    let mut f = [0f32; FEATURES];
    let a = side_facts(rules, us);
    let b = side_facts(rules, them);
    let pieces = u32::from(rules.pieces);
    f[0] = (b.pips as f32 - a.pips as f32) / 10.0;
    f[1] = pieces.saturating_sub(a.on_board) as f32 - pieces.saturating_sub(b.on_board) as f32;
    // (f[8] and f[9] below also count the pieces off.)
    f[2] = (a.protected & us).count_ones() as f32 - (b.protected & them).count_ones() as f32;
    f[3] = held(them, a.barrier) as f32 - held(us, b.barrier) as f32;
    let probs = throw_probs(rules);
    f[4] = threat(us, them, &b, probs);
    f[5] = threat(them, us, &a, probs);
    f[6] = (us >> HAPPINESS & 1) as f32 - (them >> HAPPINESS & 1) as f32;
    f[7] = (us >> WATER & 1) as f32 - (them >> WATER & 1) as f32;
    // Progress features count borne-off pieces too, so that no weight can
    // make leaving the board look worse than waiting beside the exit.
    let off_us = pieces.saturating_sub(a.on_board) as f32;
    let off_them = pieces.saturating_sub(b.on_board) as f32;
    let past = bit(WATER) | bit(THREE_TRUTHS) | bit(RE_ATUM) | bit(DEPARTURE);
    f[8] =
        ((us & past).count_ones() as f32 + off_us) - ((them & past).count_ones() as f32 + off_them);
    f[9] = (exits(rules, us, probs) + off_us) - (exits(rules, them, probs) + off_them);
    f[10] = 1.0;
    f
}

/// The throw probabilities by value (index 0 unused).
#[inline]
fn throw_probs(rules: &Ruleset) -> &'static [f32; 6] {
    const STICKS: [f32; 6] = [0.0, 0.25, 0.375, 0.25, 0.0625, 0.0625];
    const FAIR: [f32; 6] = [0.0, 0.2, 0.2, 0.2, 0.2, 0.2];
    match rules.throw_model {
        crate::engine::ThrowModel::Sticks => &STICKS,
        crate::engine::ThrowModel::Fair => &FAIR,
    }
}

/// The sum of the set bits' indices of each byte value.
const BYTE_INDEX_SUM: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let mut sum = 0;
        let mut i = 0;
        while i < 8 {
            if b & (1 << i) != 0 {
                sum += i;
            }
            i += 1;
        }
        table[b] = sum as u8;
        b += 1;
    }
    table
};

/// The sum of the squares (bit indices) of a mask.
#[inline]
fn index_sum(mask: u32) -> u32 {
    let mut total = 0;
    for k in 0..4 {
        let byte = (mask >> (8 * k)) & 0xFF;
        total += u32::from(BYTE_INDEX_SUM[byte as usize]) + 8 * k * byte.count_ones();
    }
    total
}

#[inline]
fn side_facts(rules: &Ruleset, mask: u32) -> SideFacts {
    let on_board = mask.count_ones();
    let pips = 31 * on_board - index_sum(mask);
    let with_neighbour = mask & ((mask << 1) | (mask >> 1));
    let (shielded, barrier) = match rules.movement.formation {
        Formation::Block => (with_neighbour, with_neighbour),
        Formation::GuardAndWall => {
            let starts = mask & (mask >> 1) & (mask >> 2);
            (with_neighbour, starts | (starts << 1) | (starts << 2))
        }
        Formation::ProtectedRun => {
            let middle = mask & (mask << 1) & (mask >> 1);
            (with_neighbour & !middle, with_neighbour)
        }
        Formation::None => (0, 0),
    };
    SideFacts {
        pips,
        on_board,
        protected: shielded | (mask & rules.movement.safe),
        barrier: barrier & BOARD_MASK,
    }
}

/// How many of `pieces` (below 26) have a square of `barrier` within five squares ahead.
#[inline]
fn held(pieces: u32, barrier: u32) -> u32 {
    let ahead = (barrier >> 1) | (barrier >> 2) | (barrier >> 3) | (barrier >> 4) | (barrier >> 5);
    (pieces & BEFORE_26 & ahead).count_ones()
}

/// The expected exchange gain (in pips / 5) of `hitters` landing on `targets`
/// with one throw: every target the formation and safe squares leave open,
/// with a hitter 1..5 squares behind it and no barrier of the target's side in
/// between, counts the throw's probability times the distance swapped.
#[inline]
fn threat(hitters: u32, targets: u32, target_facts: &SideFacts, probs: &[f32; 6]) -> f32 {
    let open = targets & !target_facts.protected & BEFORE_26;
    if open == 0 || hitters == 0 {
        return 0.0;
    }
    let mut total = 0f32;
    // Targets with a barrier square among the d-1 squares just before them.
    let mut crossed = 0u32;
    for d in 1..=5u32 {
        let hit = (hitters << d) & open & !crossed;
        total += probs[d as usize] * (d * hit.count_ones()) as f32;
        crossed |= target_facts.barrier << d;
    }
    total / 5.0
}

/// The chance, summed over the pieces of `mask`, that each leaves the board
/// with the next throw (by the exact value it needs; skiryuk's house table).
#[inline]
fn exits(rules: &Ruleset, mask: u32, p: &[f32; 6]) -> f32 {
    let on = |sq: u8| (mask >> sq & 1) as f32;
    match rules.movement.houses {
        Houses::Water { .. } => {
            on(HAPPINESS) * p[5] + on(28) * p[3] + on(29) * p[2] + on(30) * p[1]
        }
        Houses::Table => {
            on(HAPPINESS) * p[5] + on(WATER) * p[4] + on(28) * p[3] + on(29) * p[2] + on(30)
        }
        Houses::Finish30 => 0.0,
    }
}

/// The weighted sum of the features: the log-odds that `mover` wins.
///
/// Bit for bit `Σ weights[i] × features(..)[i]`, summed in feature order (the
/// search's node budget and its duel results depend on exact values), but
/// computed without the feature array: a feature whose weight is zero is not
/// computed at all (adding `0 × f`, `f` finite, never changes the sum, which
/// starts at +0 and so is never -0), and with the sticks the threats are
/// counted in sixteenths, exactly, and divided through a table.
#[inline]
#[must_use]
pub fn logit(rules: &Ruleset, weights: &Weights, board: &Board, mover: Side) -> f32 {
    let w = &weights.0;
    let us = board.mask(mover) & BOARD_MASK;
    let them = board.mask(mover.other()) & BOARD_MASK;
    let a = side_facts(rules, us);
    let b = side_facts(rules, them);
    let pieces = u32::from(rules.pieces);
    let off_us = pieces.saturating_sub(a.on_board) as f32;
    let off_them = pieces.saturating_sub(b.on_board) as f32;
    let probs = throw_probs(rules);
    let sticks = matches!(rules.throw_model, crate::engine::ThrowModel::Sticks);
    let threat_of = |hitters: u32, targets: u32, facts: &SideFacts| {
        if sticks {
            threat_sticks(hitters, targets, facts)
        } else {
            threat(hitters, targets, facts, probs)
        }
    };
    let mut z = 0f32;
    if w[0] != 0.0 {
        z += w[0] * ((b.pips as f32 - a.pips as f32) / 10.0);
    }
    if w[1] != 0.0 {
        z += w[1] * (off_us - off_them);
    }
    if w[2] != 0.0 {
        z += w[2]
            * ((a.protected & us).count_ones() as f32 - (b.protected & them).count_ones() as f32);
    }
    if w[3] != 0.0 {
        z += w[3] * (held(them, a.barrier) as f32 - held(us, b.barrier) as f32);
    }
    if w[4] != 0.0 {
        z += w[4] * threat_of(us, them, &b);
    }
    if w[5] != 0.0 {
        z += w[5] * threat_of(them, us, &a);
    }
    if w[6] != 0.0 {
        z += w[6] * ((us >> HAPPINESS & 1) as f32 - (them >> HAPPINESS & 1) as f32);
    }
    if w[7] != 0.0 {
        z += w[7] * ((us >> WATER & 1) as f32 - (them >> WATER & 1) as f32);
    }
    if w[8] != 0.0 {
        let past = bit(WATER) | bit(THREE_TRUTHS) | bit(RE_ATUM) | bit(DEPARTURE);
        z += w[8]
            * (((us & past).count_ones() as f32 + off_us)
                - ((them & past).count_ones() as f32 + off_them));
    }
    if w[9] != 0.0 {
        z += w[9] * ((exits(rules, us, probs) + off_us) - (exits(rules, them, probs) + off_them));
    }
    if w[10] != 0.0 {
        z += w[10] * 1.0;
    }
    z
}

/// The largest exchange gain in sixteenths of a pip that [`threat_sticks`]
/// can count: seven targets at each distance.
const MAX_THREAT_SIXTEENTHS: usize = 7 * (4 + 6 * 2 + 4 * 3 + 4 + 5);

/// `(n / 16) / 5` for every count `n` of sixteenths: [`threat`]'s result.
const THREAT_BY_SIXTEENTHS: [f32; MAX_THREAT_SIXTEENTHS + 1] = {
    let mut table = [0f32; MAX_THREAT_SIXTEENTHS + 1];
    let mut n = 0;
    while n <= MAX_THREAT_SIXTEENTHS {
        table[n] = (n as f32 / 16.0) / 5.0;
        n += 1;
    }
    table
};

/// [`threat`] with the sticks' probabilities (sixteenths: 4, 6, 4, 1, 1),
/// bit for bit: every term and partial sum of [`threat`] is a multiple of
/// 1/16 far below 2^20, so its float sum is exact and equals this count.
#[inline]
fn threat_sticks(hitters: u32, targets: u32, target_facts: &SideFacts) -> f32 {
    const WAYS: [u32; 6] = [0, 4, 6, 4, 1, 1];
    let open = targets & !target_facts.protected & BEFORE_26;
    if open == 0 || hitters == 0 {
        return 0.0;
    }
    let mut sixteenths = 0u32;
    let mut crossed = 0u32;
    for d in 1..=5u32 {
        let hit = (hitters << d) & open & !crossed;
        sixteenths += WAYS[d as usize] * d * hit.count_ones();
        crossed |= target_facts.barrier << d;
    }
    match THREAT_BY_SIXTEENTHS.get(sixteenths as usize) {
        Some(&v) => v,
        None => (sixteenths as f32 / 16.0) / 5.0,
    }
}

/// The logistic function.
#[inline]
#[must_use]
pub fn sigmoid(z: f32) -> f32 {
    1.0 / (1.0 + (-z).exp())
}

/// The equity (`2p - 1`, in -1..=1) of `board` for `mover`, the side about
/// to throw. A finished game is worth exactly 1 or -1.
#[inline]
#[must_use]
pub fn equity(rules: &Ruleset, weights: &Weights, board: &Board, mover: Side) -> f32 {
    if rules.has_won(board, mover) {
        return 1.0;
    }
    if rules.has_won(board, mover.other()) {
        return -1.0;
    }
    2.0 * sigmoid(logit(rules, weights, board, mover)) - 1.0
}

/// The equity for `mover` when its next throw is the skiryuk house throw of
/// the piece on `house`: the average over the five throws of the forced
/// move's result (a further house throw is valued as a plain position).
#[must_use]
pub fn equity_with_house(
    rules: &Ruleset,
    weights: &Weights,
    board: &Board,
    mover: Side,
    house: u8,
) -> f32 {
    let model = rules.throw_model;
    let mut total = 0f32;
    for t in 1..=5u8 {
        let p = model.weight(t) as f32;
        let v = match house_throw_move(rules, board, mover, house, t) {
            Some(m) if rules.has_won(&m.board, mover) => 1.0,
            Some(m) if m.house_throw.is_some() || m.throw_again => {
                equity(rules, weights, &m.board, mover)
            }
            Some(m) => -equity(rules, weights, &m.board, mover.other()),
            None => equity(rules, weights, board, mover),
        };
        total += p * v;
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_positions_are_balanced_but_for_tempo_and_pips() {
        for id in RulesetId::ALL {
            let rules = id.ruleset();
            let f = features(rules, &rules.start, Side::X);
            assert_eq!(f[1], 0.0, "{id}");
            assert_eq!(f[10], 1.0);
            let e = equity(rules, &Weights::tuned(id), &rules.start, Side::X);
            assert!((-1.0..=1.0).contains(&e), "{id}: {e}");
        }
    }

    #[test]
    fn a_race_lead_is_good() {
        let rules = RulesetId::Kendall.ruleset();
        let ahead = rules
            .parse_board("o.o.o.o.o..........x.x.x.x.x..")
            .expect("board");
        let e = equity(rules, &Weights::PIPS_ONLY, &ahead, Side::X);
        assert!(e > 0.9, "{e}");
        assert!(equity(rules, &Weights::PIPS_ONLY, &ahead, Side::O) < -0.9);
    }

    /// The fast [`logit`] is bit for bit the weighted sum of [`features`] in
    /// feature order, on arbitrary boards, for every ruleset's weights and
    /// for weights with zeros.
    #[test]
    fn logit_is_exactly_the_weighted_feature_sum() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state as u32
        };
        let mut checked = 0;
        for _ in 0..20_000 {
            let density = next();
            let x = next() & (next() | density) & BOARD_MASK;
            let o = next() & (next() | density.rotate_left(9)) & BOARD_MASK & !x;
            let board = Board::from_masks(x, o);
            for id in RulesetId::ALL {
                let rules = id.ruleset();
                let mut sparse = Weights::tuned(id);
                sparse.0[(x % 11) as usize] = 0.0;
                sparse.0[(o % 11) as usize] = -0.0;
                for w in [Weights::tuned(id), sparse, Weights::PIPS_ONLY] {
                    for side in Side::BOTH {
                        let f = features(rules, &board, side);
                        let mut z = 0f32;
                        for (w, x) in w.0.iter().zip(f.iter()) {
                            z += w * x;
                        }
                        let fast = logit(rules, &w, &board, side);
                        assert_eq!(fast.to_bits(), z.to_bits(), "{id} {board:?} {side:?}");
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 100_000);
    }

    #[test]
    fn threats_see_open_pieces_and_respect_barriers() {
        let rules = RulesetId::Kendall.ruleset();
        // x on 5 can hit o on 7 (a lone piece) with a 2.
        let board = rules
            .parse_board("....x.o.......................")
            .expect("board");
        let f = features(rules, &board, Side::X);
        assert!(f[4] > 0.0);
        // o on 7 and 8 form a block: nothing to hit.
        let board = rules
            .parse_board("....x.oo......................")
            .expect("board");
        let f = features(rules, &board, Side::X);
        assert_eq!(f[4], 0.0);
        assert!(f[3] < 0.0, "x is held behind the block");
    }
}

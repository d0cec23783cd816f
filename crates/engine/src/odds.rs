//! Exact odds for a piece in the last houses: where the next throw takes it,
//! and the chance that it has left the board within N throws. A lone piece is
//! followed throw by throw (water returns and skiryuk's house table included),
//! with probabilities kept as exact fractions over 16^N (or 5^N in race).

use std::collections::BTreeMap;

use crate::route::{DEPARTURE, OFF};
use crate::{Board, Fraction, Ruleset, Side, Square, ThrowValue, analyze_board};

/// Where one throw takes the piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ThrowEffect {
    /// The throw value.
    pub throw: ThrowValue,
    /// Its probability.
    pub chance: Fraction,
    /// Where the piece rests after it ([`Square::OFF`] when it left); `None`
    /// when it cannot move.
    pub to: Option<Square>,
    /// Whether it was washed back (water, or skiryuk's return to 15).
    pub water: bool,
}

/// What each throw value does to a lone piece of `x` on `square`.
///
/// # Examples
///
/// ```
/// use senet_engine::{RulesetId, Square, ThrowValue, next_throw};
///
/// // kendall: from 30 only a 1 leaves (exactly to 31, off), 4 times in 16.
/// let outcomes = next_throw(RulesetId::Kendall.ruleset(), Square::DEPARTURE);
/// let leaving: Vec<_> = outcomes.iter().filter(|o| o.to == Some(Square::OFF)).collect();
/// assert_eq!(leaving.len(), 1);
/// let one = (ThrowValue::ONE, "1/4".to_string());
/// assert_eq!((leaving[0].throw, leaving[0].chance.to_string()), one);
/// ```
#[must_use]
pub fn next_throw(rules: &Ruleset, square: Square) -> Vec<ThrowEffect> {
    let board = lone(square);
    ThrowValue::ALL
        .iter()
        .map(|&throw| {
            let m = analyze_board(rules, &board, Side::X, throw.get())
                .move_from(square)
                .copied();
            ThrowEffect {
                throw,
                chance: rules.throw_model.probability(throw.get()),
                to: m.map(|m| m.to),
                water: m.is_some_and(|m| m.water),
            }
        })
        .collect()
}

fn lone(square: Square) -> Board {
    let mut board = Board::empty();
    board.put(Side::X, square);
    board
}

/// The exact chance that a lone piece on `square` has left the board (in
/// race: reached 30) within
/// `throws` throws (every throw counts, skiryuk's house throws included),
/// for 1..=`throws`.
///
/// At most [`MAX_WITHIN`] throws are looked at (the exact denominators,
/// 16 to the power of the throws, must fit in 128 bits).
///
/// # Examples
///
/// ```
/// use senet_engine::{RulesetId, Square, off_within};
///
/// let chances = off_within(RulesetId::Kendall.ruleset(), Square::DEPARTURE, 2);
/// assert_eq!(chances[0].to_string(), "1/4");
/// assert!(chances[1].as_f64() > chances[0].as_f64(), "a second throw helps");
/// ```
#[must_use]
pub fn off_within(rules: &Ruleset, square: Square, throws: u32) -> Vec<ExactChance> {
    let throws = throws.min(MAX_WITHIN);
    let model = rules.throw_model;
    let base = u128::from(model.outcomes());
    // Ways (numerators over base^k) of resting on each square; OFF absorbs.
    let mut ways: BTreeMap<Square, u128> = BTreeMap::from([(square, 1)]);
    let mut transitions: BTreeMap<Square, Vec<(Square, u128)>> = BTreeMap::new();
    let mut out = Vec::new();
    let mut denominator: u128 = 1;
    for _ in 0..throws {
        let mut next: BTreeMap<Square, u128> = BTreeMap::new();
        for (&at, &w) in &ways {
            if at == OFF || (rules.is_race() && at == DEPARTURE) {
                *next.entry(OFF).or_default() += w * base;
                continue;
            }
            let moves = transitions.entry(at).or_insert_with(|| {
                next_throw(rules, at)
                    .into_iter()
                    .map(|o| (o.to.unwrap_or(at), u128::from(model.ways(o.throw.get()))))
                    .collect()
            });
            for &(to, n) in moves.iter() {
                // In race, reaching 30 is the finish.
                let to = if rules.is_race() && to == DEPARTURE {
                    OFF
                } else {
                    to
                };
                *next.entry(to).or_default() += w * n;
            }
        }
        denominator *= base;
        ways = next;
        let off = ways.get(&OFF).copied().unwrap_or(0);
        out.push(reduce(off, denominator));
    }
    out
}

/// The most throws [`off_within`] looks ahead: 16^31 is the largest power of
/// 16 that fits in 128 bits.
pub const MAX_WITHIN: u32 = 31;

/// An exact probability with 128-bit parts, in lowest terms: the chance of
/// leaving within many throws has denominators far beyond 64 bits (16^17 is
/// already 2^68), and a fraction cut down to 64 bits would be false.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExactChance {
    /// The top.
    pub numerator: u128,
    /// The bottom (never 0).
    pub denominator: u128,
}

impl ExactChance {
    /// The chance `numerator / denominator`, in lowest terms.
    #[must_use]
    pub fn new(numerator: u128, denominator: u128) -> ExactChance {
        reduce(numerator, denominator)
    }

    /// The value as a float, for display.
    #[must_use]
    pub fn as_f64(self) -> f64 {
        self.numerator as f64 / self.denominator as f64
    }

    /// Whether the fraction is short enough to be worth reading (a
    /// denominator of at most four digits).
    #[must_use]
    pub fn is_short(self) -> bool {
        self.denominator <= 9999
    }
}

impl std::fmt::Display for ExactChance {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.numerator, self.denominator)
    }
}

fn reduce(n: u128, d: u128) -> ExactChance {
    let g = gcd(n, d).max(1);
    ExactChance {
        numerator: n / g,
        denominator: (d / g).max(1),
    }
}

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 { a } else { gcd(b, a % b) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{RulesetId, sq};

    #[test]
    fn one_throw_from_the_houses() {
        let k = RulesetId::Kendall.ruleset();
        let from_28 = next_throw(k, sq(28));
        assert_eq!(from_28[2].to, Some(OFF), "28 leaves with a 3");
        assert_eq!(
            from_28[0].to,
            Some(sq(29)),
            "28 + 1 = 29 inside the last row"
        );
        assert_eq!(from_28[4].to, None, "a 5 overshoots");
        let from_26 = next_throw(k, sq(26));
        assert_eq!(from_26[0].to, Some(sq(15)));
        assert!(from_26[0].water);
        let s = RulesetId::Skiryuk.ruleset();
        let from_27 = next_throw(s, sq(27));
        assert_eq!(from_27[3].to, Some(OFF), "27: a 4 leaves");
        assert_eq!(from_27[4].to, Some(sq(27)), "27: a 5 stays");
        assert_eq!(from_27[0].to, Some(sq(15)), "27: 1-3 back to 15");
    }

    #[test]
    fn leaving_within_n_throws_is_exact() {
        let a = RulesetId::Arcade.ruleset();
        // 30 in arcade leaves only with a 1 (4/16 each throw): 1 - (3/4)^n.
        let p = off_within(a, sq(30), 3);
        assert_eq!(p[0], ExactChance::new(1, 4));
        assert_eq!(p[1], ExactChance::new(7, 16));
        assert_eq!(p[2], ExactChance::new(37, 64));
        let s = RulesetId::Skiryuk.ruleset();
        assert_eq!(
            off_within(s, sq(30), 1)[0],
            ExactChance::new(1, 1),
            "skiryuk 30: any throw"
        );
        let r = RulesetId::Race.ruleset();
        assert_eq!(
            off_within(r, sq(29), 1)[0],
            ExactChance::new(1, 5),
            "race: only a 1 reaches 30 from 29"
        );
    }

    #[test]
    fn many_throws_stay_exact_beyond_64_bits() {
        // Kendall, a lone piece on 30: it leaves only with a 1 (4 in 16), so
        // within n throws the chance is 1 - (3/4)^n: never 1, and exact.
        let k = RulesetId::Kendall.ruleset();
        let p = off_within(k, sq(30), 20);
        assert_eq!(p.len(), 20);
        let miss = 3u128.pow(20);
        let all = 4u128.pow(20);
        assert_eq!(p[19], ExactChance::new(all - miss, all));
        assert!(p[19].numerator < p[19].denominator, "not certain");
        // Every chance grows with the throws and stays below certainty here.
        assert!(p.windows(2).all(|w| w[0].as_f64() < w[1].as_f64()));
        assert!(!p[19].is_short());
        assert!(p[0].is_short());
        assert_eq!(off_within(k, sq(30), 100).len(), MAX_WITHIN as usize);
    }
}

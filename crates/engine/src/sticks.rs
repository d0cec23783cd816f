//! Throws: the four casting sticks, the fair 1..5 of `race`, exact odds and a
//! seeded, reproducible generator.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::square::ThrowValue;

/// How a ruleset produces a throw.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ThrowModel {
    /// Four two-sided sticks: the number of light faces, and 5 when none is light.
    Sticks,
    /// A fair value from 1 to 5, each equally likely (`race`).
    Fair,
}

/// An exact probability, `numerator / denominator`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Fraction {
    /// The top.
    pub numerator: u64,
    /// The bottom (never 0).
    pub denominator: u64,
}

impl Fraction {
    /// A fraction in lowest terms.
    #[must_use]
    pub fn new(numerator: u64, denominator: u64) -> Fraction {
        let divisor = gcd(numerator, denominator).max(1);
        Fraction {
            numerator: numerator / divisor,
            denominator: denominator / divisor,
        }
    }

    /// The value as a float, for display and search.
    #[must_use]
    pub fn as_f64(self) -> f64 {
        self.numerator as f64 / self.denominator as f64
    }
}

impl std::fmt::Display for Fraction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.numerator, self.denominator)
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// The five throw values as bare numbers, for the search's tables (the
/// typed ones are [`ThrowValue::ALL`]).
pub const THROWS: [u8; 5] = [1, 2, 3, 4, 5];

impl ThrowModel {
    /// In how many of `self.outcomes()` equally likely cases `value` comes up
    /// (0 for a value that cannot be thrown).
    #[must_use]
    pub const fn ways(self, value: u8) -> u64 {
        match (self, value) {
            (ThrowModel::Sticks, 1 | 3) => 4,
            (ThrowModel::Sticks, 2) => 6,
            (ThrowModel::Sticks, 4 | 5) => 1,
            (ThrowModel::Fair, 1..=5) => 1,
            _ => 0,
        }
    }

    /// The number of equally likely outcomes (16 stick arrangements, or 5).
    #[must_use]
    pub const fn outcomes(self) -> u64 {
        match self {
            ThrowModel::Sticks => 16,
            ThrowModel::Fair => 5,
        }
    }

    /// The exact probability of throwing `value`, in lowest terms.
    #[must_use]
    pub fn probability(self, value: u8) -> Fraction {
        Fraction::new(self.ways(value), self.outcomes())
    }

    /// The probability of `value` as a float.
    #[must_use]
    pub fn weight(self, value: u8) -> f64 {
        self.ways(value) as f64 / self.outcomes() as f64
    }
}

/// One throw as it fell: the value, and for sticks which faces landed light.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Throw {
    /// The value moved, 1..=5.
    pub value: ThrowValue,
    /// For sticks: bit `i` set when stick `i` landed light side up. 0 for `race`.
    pub light_faces: u8,
}

impl Throw {
    /// The value that four sticks with these light faces (bits 0..4) give.
    #[must_use]
    pub const fn from_sticks(light_faces: u8) -> Throw {
        let light = (light_faces & 0xF).count_ones() as u8;
        Throw {
            value: ThrowValue::from_raw(if light == 0 { 5 } else { light }),
            light_faces: light_faces & 0xF,
        }
    }
}

/// A seeded source of throws. The same seed always gives the same throws, on
/// every machine and every version of the program, because it uses ChaCha8
/// (whose output is fixed by its specification), never `StdRng`.
#[derive(Clone, Debug)]
pub struct Thrower {
    rng: ChaCha8Rng,
    model: ThrowModel,
}

impl Thrower {
    /// A generator for `model` seeded with `seed`.
    #[must_use]
    pub fn new(model: ThrowModel, seed: u64) -> Thrower {
        Thrower {
            rng: ChaCha8Rng::seed_from_u64(seed),
            model,
        }
    }

    /// The next throw.
    pub fn throw(&mut self) -> Throw {
        match self.model {
            ThrowModel::Sticks => Throw::from_sticks((self.rng.next_u32() & 0xF) as u8),
            ThrowModel::Fair => {
                // Rejection sampling keeps the five values exactly equal.
                loop {
                    let byte = (self.rng.next_u32() & 0xFF) as u8;
                    if byte < 250 {
                        return Throw {
                            value: ThrowValue::from_raw(byte % 5 + 1),
                            light_faces: 0,
                        };
                    }
                }
            }
        }
    }

    /// Access to the underlying generator, for other seeded choices (e.g. a
    /// random mover) that must stay in step with the throws.
    pub fn rng(&mut self) -> &mut ChaCha8Rng {
        &mut self.rng
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stick_odds_are_four_six_four_one_one() {
        let model = ThrowModel::Sticks;
        let ways: Vec<u64> = THROWS.iter().map(|&v| model.ways(v)).collect();
        assert_eq!(ways, vec![4, 6, 4, 1, 1]);
        assert_eq!(ways.iter().sum::<u64>(), model.outcomes());
        assert_eq!(model.probability(2), Fraction::new(3, 8));
        assert_eq!(model.probability(0).numerator, 0);
        assert_eq!(model.probability(6).numerator, 0);
    }

    #[test]
    fn every_stick_arrangement_maps_to_its_value() {
        let mut counts = [0u64; 6];
        for faces in 0u8..16 {
            counts[Throw::from_sticks(faces).value.get() as usize] += 1;
        }
        assert_eq!(counts, [0, 4, 6, 4, 1, 1]);
    }

    #[test]
    fn fair_model_is_uniform() {
        for v in THROWS {
            assert_eq!(ThrowModel::Fair.probability(v), Fraction::new(1, 5));
        }
    }

    #[test]
    fn seeded_throws_repeat_and_follow_the_odds() {
        let a: Vec<u8> = {
            let mut t = Thrower::new(ThrowModel::Sticks, 7);
            (0..50).map(|_| t.throw().value.get()).collect()
        };
        let b: Vec<u8> = {
            let mut t = Thrower::new(ThrowModel::Sticks, 7);
            (0..50).map(|_| t.throw().value.get()).collect()
        };
        assert_eq!(a, b);
        let mut t = Thrower::new(ThrowModel::Sticks, 1);
        let mut counts = [0u32; 6];
        for _ in 0..16_000 {
            counts[t.throw().value.get() as usize] += 1;
        }
        // 2 is the most common value, 4 and 5 the rarest; generous bounds.
        assert!(counts[2] > 5_500 && counts[2] < 6_500, "{counts:?}");
        assert!(counts[4] > 800 && counts[4] < 1_200, "{counts:?}");
        let mut fair = Thrower::new(ThrowModel::Fair, 1);
        let mut seen = [false; 6];
        for _ in 0..200 {
            let v = fair.throw().value.get();
            assert!((1..=5).contains(&v));
            seen[v as usize] = true;
        }
        assert!(seen[1..].iter().all(|&s| s));
    }

    #[test]
    fn fractions_reduce() {
        assert_eq!(Fraction::new(4, 16).to_string(), "1/4");
        assert_eq!(Fraction::new(0, 16).to_string(), "0/1");
    }
}

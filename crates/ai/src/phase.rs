//! The phase of a game, as the computer's measured errors are kept: where a
//! shown estimate is good and where it is not depends on how far the game
//! has gone and how many pieces are left (`docs/ai.md`, "Measured on
//! independent positions").
//!
//! A position is **few pieces** when either side has at most two pieces on
//! the board; otherwise its pip total (both sides' distance to the end,
//! [`crate::eval::phase_pips`]) as a share of the start's decides:
//! **opening** from 75%, **middle** from 45%, **late** below. The
//! calibration report of the lab (`lab/src/bin/calibrate.rs`) groups its
//! decisions by the same definition.

use crate::eval::phase_pips;
use senet_engine::{Board, Ruleset, Side, codes};

codes! {
    /// The phase of a position.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Phase ("phase") {
        /// The pip total at 75% of the start's or more.
        Opening = "opening",
        /// The pip total from 45% to 75% of the start's.
        Middle = "middle",
        /// The pip total below 45% of the start's.
        Late = "late",
        /// Either side has at most two pieces on the board.
        FewPieces = "few-pieces",
    }
}

/// The most pieces a side may have on the board for its position to be
/// "few pieces".
pub const FEW_PIECES: u32 = 2;

impl Phase {
    /// The phase of `board` in `rules`.
    #[must_use]
    pub fn of(rules: &Ruleset, board: &Board) -> Phase {
        if board.count(Side::X).min(board.count(Side::O)) <= FEW_PIECES {
            return Phase::FewPieces;
        }
        let start = phase_pips(rules, &rules.start).max(1);
        let share = f64::from(phase_pips(rules, board)) / f64::from(start);
        if share >= 0.75 {
            Phase::Opening
        } else if share >= 0.45 {
            Phase::Middle
        } else {
            Phase::Late
        }
    }
}

/// A number for each phase (the measured error of a shown estimate, say).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct ByPhase<T> {
    /// In the opening.
    pub opening: T,
    /// In the middle game.
    pub middle: T,
    /// In the late game.
    pub late: T,
    /// With few pieces.
    pub few_pieces: T,
}

impl<T: Copy> ByPhase<T> {
    /// The same value in every phase.
    #[must_use]
    pub const fn all(value: T) -> ByPhase<T> {
        ByPhase {
            opening: value,
            middle: value,
            late: value,
            few_pieces: value,
        }
    }

    /// The value of `phase`.
    #[must_use]
    pub const fn get(&self, phase: Phase) -> T {
        match phase {
            Phase::Opening => self.opening,
            Phase::Middle => self.middle,
            Phase::Late => self.late,
            Phase::FewPieces => self.few_pieces,
        }
    }

    /// Every phase's value, in the order of [`Phase::ALL`].
    #[must_use]
    pub fn values(&self) -> [T; 4] {
        Phase::ALL.map(|p| self.get(p))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use senet_engine::RulesetId;

    #[test]
    fn a_start_is_the_opening_and_a_lone_piece_is_few_pieces() {
        for id in RulesetId::ALL {
            let rules = id.ruleset();
            if rules.pieces <= 2 {
                assert_eq!(Phase::of(rules, &rules.start), Phase::FewPieces, "{id}");
                continue;
            }
            assert_eq!(Phase::of(rules, &rules.start), Phase::Opening, "{id}");
        }
        let kendall = RulesetId::Kendall.ruleset();
        let few = kendall
            .parse_board("o.o.o.o.o.......x.....x.......")
            .expect("board");
        assert_eq!(Phase::of(kendall, &few), Phase::FewPieces);
    }

    #[test]
    fn the_pip_share_orders_the_phases() {
        let kendall = RulesetId::Kendall.ruleset();
        let middle = kendall
            .parse_board("........o.o.o.x.x.x.o.o.x...x.")
            .expect("board");
        let late = kendall
            .parse_board("..............o.o.o.oxox.x.xx.")
            .expect("board");
        let start = f64::from(phase_pips(kendall, &kendall.start));
        let share = |b: &Board| f64::from(phase_pips(kendall, b)) / start;
        assert!((0.45..0.75).contains(&share(&middle)), "{}", share(&middle));
        assert!(share(&late) < 0.45, "{}", share(&late));
        assert_eq!(Phase::of(kendall, &middle), Phase::Middle);
        assert_eq!(Phase::of(kendall, &late), Phase::Late);
    }

    #[test]
    fn by_phase_reads_each_phase() {
        let v = ByPhase {
            opening: 1,
            middle: 2,
            late: 3,
            few_pieces: 4,
        };
        assert_eq!(v.values(), [1, 2, 3, 4]);
        assert_eq!(ByPhase::all(7).get(Phase::Late), 7);
    }
}

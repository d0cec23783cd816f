//! Rating every decision of a replay on the throw actually thrown: the win
//! chance of each legal option (by the computer's search), the chosen
//! option's loss against the best, and a mark. Forced moves (one option) and
//! lost throws are not rated.
//!
//! Marks, by the loss in win chance (0..1) against the best option:
//! best (< 0.5 percentage points), inaccuracy (< 3 points), mistake (< 8
//! points), blunder (8 points or more). A later bad throw never changes a
//! mark: only the options of the throw thrown are compared.

use super::verify::Verified;
use crate::ai::{GameState, Limits, evaluate_options};
use crate::engine::{Move, Side};

/// The search level that rates a replay unless told otherwise (`senet replay
/// analyze` and the viewer): three throws ahead with exact endings, about a
/// millisecond or two a decision in a release build.
pub const DEFAULT_LEVEL: u8 = 3;

/// How good a decision was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mark {
    /// The best option, or within half a point of it.
    Best,
    /// A small loss.
    Inaccuracy,
    /// A clear loss.
    Mistake,
    /// A large loss.
    Blunder,
}

impl Mark {
    /// The mark for a loss in win chance.
    #[must_use]
    pub fn of_loss(loss: f64) -> Mark {
        if loss < 0.005 {
            Mark::Best
        } else if loss < 0.03 {
            Mark::Inaccuracy
        } else if loss < 0.08 {
            Mark::Mistake
        } else {
            Mark::Blunder
        }
    }

    /// `best`, `inaccuracy`, `mistake` or `blunder`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Mark::Best => "best",
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }
}

/// How one chosen option of a decision compares with the best option.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Judged {
    /// The best option's piece (the first of equal bests, in the options' order).
    pub best: u8,
    /// The mover's win chance after the best option.
    pub best_chance: f64,
    /// The mover's win chance after the chosen option.
    pub chosen_chance: f64,
    /// `best_chance - chosen_chance` (never negative).
    pub loss: f64,
    /// The mark of that loss.
    pub mark: Mark,
}

/// Judges the choice of the piece on `chosen` among `options` (each legal
/// move with the mover's win chance after it, as [`evaluate_options`] gives
/// them); `None` when no option moves that piece. Shared by the replay
/// analysis and the tutor, so both mark alike.
#[must_use]
pub fn judge(options: &[(Move, f64)], chosen: u8) -> Option<Judged> {
    let chosen_chance = options.iter().find(|(m, _)| m.from == chosen)?.1;
    let (best, best_chance) =
        options
            .iter()
            .fold(None, |acc: Option<(u8, f64)>, (m, v)| match acc {
                Some((_, b)) if b >= *v => acc,
                _ => Some((m.from, *v)),
            })?;
    let loss = (best_chance - chosen_chance).max(0.0);
    Some(Judged {
        best,
        best_chance,
        chosen_chance,
        loss,
        mark: Mark::of_loss(loss),
    })
}

/// One rated decision.
#[derive(Debug, Clone, PartialEq)]
pub struct Rated {
    /// The 0-based entry.
    pub index: usize,
    /// Who chose.
    pub side: Side,
    /// Every option: the piece's square and the mover's win chance after it.
    pub options: Vec<(u8, f64)>,
    /// The piece chosen.
    pub chosen: u8,
    /// The best option's win chance minus the chosen one's.
    pub loss: f64,
    /// The mark.
    pub mark: Mark,
}

/// Rates every decision with more than one option, calling `progress(done, total)`
/// after each entry.
#[must_use]
pub fn analyze(
    verified: &Verified,
    limits: &Limits,
    mut progress: impl FnMut(usize, usize),
) -> Vec<Rated> {
    let rules = verified.replay.rules.ruleset();
    let total = verified.frames.len();
    let mut out = Vec::new();
    for (i, frame) in verified.frames.iter().enumerate() {
        progress(i + 1, total);
        let (Some(analysis), Some(played)) = (frame.analysis, frame.played) else {
            continue;
        };
        if analysis.move_count() < 2 {
            continue;
        }
        let state = GameState {
            board: frame.board,
            side: frame.side,
            throws: u32::try_from(i + 1).unwrap_or(u32::MAX),
        };
        let values = evaluate_options(rules, &state, frame.throw, &analysis, limits);
        let Some(judged) = judge(&values, played.from) else {
            continue;
        };
        out.push(Rated {
            index: i,
            side: frame.side,
            options: values.iter().map(|(m, v)| (m.from, *v)).collect(),
            chosen: played.from,
            loss: judged.loss,
            mark: judged.mark,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::replay::read::parse;
    use crate::replay::verify::verify;

    fn rated(from: u8) -> Rated {
        // Black has pieces on 21 and 26 and throws 1: 26 -> 27 falls in the
        // water (back to 15), 21 -> 22 is quiet.
        let text = format!(
            "senet-replay: 1\nrules: kendall\nplayers: {{x: \"A\", o: \"B\"}}\nstart: \"o.o.................x....x....\"\nturns:\n  - {{throw: 1, from: {from}}}\nresult: {{winner: null, by: unfinished}}\n"
        );
        let replay = parse(&text).expect("valid");
        let verified = verify(replay).expect("legal");
        let limits = crate::ai::Level::Search(2)
            .limits()
            .expect("a search level");
        let mut all = analyze(&verified, &limits, |_, _| {});
        assert_eq!(all.len(), 1);
        all.remove(0)
    }

    #[test]
    fn a_fall_in_the_water_is_a_blunder_and_the_engines_choice_is_best() {
        let bad = rated(26);
        assert_eq!(bad.mark, Mark::Blunder, "{bad:?}");
        let good = rated(21);
        assert_eq!(good.mark, Mark::Best, "{good:?}");
    }

    #[test]
    fn judging_takes_the_first_of_equal_bests_and_needs_the_chosen_piece() {
        // Black on 21 and 26 throws 1: two legal moves.
        let rules = crate::engine::RulesetId::Kendall.ruleset();
        let board = rules
            .parse_board("o.o.................x....x....")
            .expect("a board");
        let analysis = crate::engine::analyze(rules, &board, Side::X, 1);
        let moves: Vec<Move> = analysis.moves().copied().collect();
        assert_eq!(moves.len(), 2);
        let options = vec![(moves[0], 0.6), (moves[1], 0.6)];
        let tie = judge(&options, moves[1].from).expect("a legal piece");
        assert_eq!(tie.best, moves[0].from);
        assert_eq!((tie.loss, tie.mark), (0.0, Mark::Best));
        let options = vec![(moves[0], 0.5), (moves[1], 0.6)];
        let worse = judge(&options, moves[0].from).expect("a legal piece");
        assert_eq!(worse.best, moves[1].from);
        assert!((worse.loss - 0.1).abs() < 1e-12);
        assert_eq!(worse.mark, Mark::Blunder);
        assert_eq!(judge(&options, 3), None);
    }

    #[test]
    fn marks_follow_the_documented_thresholds() {
        assert_eq!(Mark::of_loss(0.0), Mark::Best);
        assert_eq!(Mark::of_loss(0.01), Mark::Inaccuracy);
        assert_eq!(Mark::of_loss(0.05), Mark::Mistake);
        assert_eq!(Mark::of_loss(0.2), Mark::Blunder);
    }
}

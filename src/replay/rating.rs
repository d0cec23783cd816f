//! Every decision of a verified replay rated by the computer
//! ([`crate::ai::analysis`]): each frame with more than one option becomes an
//! [`analysis::Decision`] and is weighed on the throw actually thrown.

use crate::ai::Limits;
use crate::ai::analysis::{self, Decision, Method, Rated};
use crate::ai::rollout;
use crate::replay::verify::Verified;

/// Rates every decision with more than one option by the search, calling
/// `progress(done, total)` after each entry.
#[must_use]
pub fn analyze(
    verified: &Verified,
    limits: &Limits,
    progress: impl FnMut(usize, usize),
) -> Vec<Rated> {
    analyze_with(verified, limits, None, progress)
}

/// Rates every decision with more than one option, by the search or (with
/// `rollouts`) by playouts, calling `progress(done, total)` after each entry.
#[must_use]
pub fn analyze_with(
    verified: &Verified,
    limits: &Limits,
    rollouts: Option<&rollout::Settings>,
    mut progress: impl FnMut(usize, usize),
) -> Vec<Rated> {
    let total = verified.frames.len();
    let method = Method {
        limits,
        rollouts,
        progress: &|_, _| {},
    };
    let mut out = Vec::new();
    for i in 0..total {
        progress(i + 1, total);
        if let Some(rated) = rate(verified, i, &method) {
            out.push(rated);
        }
    }
    out
}

/// Rates entry `index` (0-based) of a replay: `None` for a forced move, a
/// lost throw or an entry beyond the valid ones.
#[must_use]
pub fn rate(verified: &Verified, index: usize, method: &Method<'_>) -> Option<Rated> {
    let rules = verified.replay.rules.ruleset();
    let frame = verified.frames.get(index)?;
    let (Some(analysis), Some(played)) = (frame.analysis.as_ref(), frame.played) else {
        return None;
    };
    let decision = Decision {
        index,
        board: frame.board,
        side: frame.side,
        throw: frame.throw,
        analysis,
        played: played.from,
    };
    analysis::rate_decision(rules, &decision, method)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::analysis::Mark;
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
}

//! `compare`: which rulesets let the piece on this square move with the
//! throw? Asked over every ruleset that can hold the position; answered by
//! [`crate::explore::compare::rulesets_allowing`]. Fields: `piece`. Answer:
//! a list of ruleset names (`[]`: none of them).

use crate::engine::{self, RulesetId, Square, ThrowValue};
use crate::lesson::choices::Input;
use crate::lesson::model::{Answer, Position};
use crate::lesson::solve::SolveError;

piece_kind!(Compare, crate::lesson::answer::Shape::Rulesets);

fn answer(at: &engine::Position, piece: Square, throw: ThrowValue) -> Result<Answer, SolveError> {
    let (allowing, _) = crate::explore::compare::rulesets_allowing(
        at.board(),
        at.to_move(),
        throw,
        piece,
        &RulesetId::ALL,
    );
    Ok(Answer::Rulesets(allowing))
}

/// The options: none, each ruleset that can hold the position alone, all
/// but each one (when more than two hold it), and all of them; the right
/// answer is added when it is none of these.
pub(super) fn input(position: Option<&Position>, answer: &Answer) -> Input {
    let holding: Vec<RulesetId> = position
        .map(|p| {
            let text = p.at.board().to_text();
            RulesetId::ALL
                .into_iter()
                .filter(|r| r.ruleset().parse_board(&text).is_ok())
                .collect()
        })
        .unwrap_or_default();
    let mut options = vec![Answer::Rulesets(Vec::new())];
    options.extend(holding.iter().map(|r| Answer::Rulesets(vec![*r])));
    if holding.len() > 2 {
        for r in &holding {
            options.push(Answer::Rulesets(
                holding.iter().copied().filter(|h| h != r).collect(),
            ));
        }
    }
    options.push(Answer::Rulesets(holding));
    options.push(answer.clone());
    let mut unique: Vec<Answer> = Vec::new();
    for o in options {
        if !unique.contains(&o) {
            unique.push(o);
        }
    }
    Input::Choose(unique)
}

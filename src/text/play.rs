//! The words of the play screen: the sticks as thrown, and every event
//! (throws, moves, exchanges, water, extra throws, passes and why, the end).

use crate::args;
use crate::engine::earns_throw;
use crate::engine::{Outcome, RulesetId, Side, Throw, Victory};
use crate::i18n::Localizer;
use crate::play::{Event, PlaySession};
use crate::text::legal::move_line;
use crate::text::names::{reason_name, side_name};

/// The four sticks as they fell: `▯` light, `▮` dark (race: just the number).
#[must_use]
pub fn sticks(l: &Localizer, rules: RulesetId, throw: Throw) -> String {
    if rules.ruleset().is_race() {
        return l.text_with("play-die", args![("value", throw.value)]);
    }
    let faces: String = (0..4)
        .map(|i| {
            if throw.light_faces & (1 << i) != 0 {
                "▯ "
            } else {
                "▮ "
            }
        })
        .collect();
    l.text_with(
        "play-sticks",
        args![("faces", faces.trim_end()), ("value", throw.value)],
    )
}

/// A player's name: "You", the computer's level name, or the side's name.
#[must_use]
pub fn player_name(l: &Localizer, session: &PlaySession, side: Side) -> String {
    let rules = session.setup().rules;
    let side_text = format!("{} ({})", side_name(l, rules, side), side.letter());
    match session.computer() {
        Some(c) if side != session.learner() => l.text_with(
            "play-computer-name",
            args![("level", l.text(&c.name_id(rules))), ("side", side_text)],
        ),
        Some(_) => l.text_with("play-you", args![("side", side_text)]),
        None => side_text,
    }
}

/// Both players' names as the replay records them (see [`player_name`]).
#[must_use]
pub fn players(l: &Localizer, session: &PlaySession) -> crate::replay::model::Players {
    crate::replay::model::Players {
        x: player_name(l, session, Side::X),
        o: player_name(l, session, Side::O),
    }
}

/// Each event of the last action as a line.
#[must_use]
pub fn event_lines(l: &Localizer, session: &PlaySession) -> Vec<String> {
    event_lines_upto(l, session, session.events().len())
}

/// The words of the first `count` events of the last action (the computer's
/// reply shown a move at a time shows the rest later).
#[must_use]
pub fn event_lines_upto(l: &Localizer, session: &PlaySession, count: usize) -> Vec<String> {
    let rules = session.setup().rules;
    let name = |side: Side| player_name(l, session, side);
    let mut lines = Vec::new();
    for event in session.events().iter().take(count) {
        match event {
            Event::CeremonyThrow { learner, throw } => lines.push(l.text_with(
                if *learner {
                    "play-ceremony-you"
                } else {
                    "play-ceremony-other"
                },
                args![("sticks", sticks(l, rules, *throw))],
            )),
            Event::CeremonyWon { learner } => {
                lines.push(l.text(if *learner {
                    "play-ceremony-you-won"
                } else {
                    "play-ceremony-other-won"
                }));
            }
            Event::Threw { side, throw, house } => lines.push(match house {
                Some(square) => l.text_with(
                    "play-threw-house",
                    args![
                        ("player", name(*side)),
                        ("sticks", sticks(l, rules, *throw)),
                        ("square", *square)
                    ],
                ),
                None => l.text_with(
                    "play-threw",
                    args![
                        ("player", name(*side)),
                        ("sticks", sticks(l, rules, *throw))
                    ],
                ),
            }),
            Event::Moved { side, mv, throw } => {
                lines.push(format!(
                    "{}: {}",
                    name(*side),
                    move_line(l, rules, mv, *throw).trim()
                ));
            }
            Event::Passed {
                side,
                throw,
                analysis,
            } => {
                lines.push(l.text_with(
                    "play-passed",
                    args![("player", name(*side)), ("throw", *throw)],
                ));
                for refusal in analysis.blocked() {
                    lines.push(format!(
                        "  {} → {}: {}",
                        refusal.from,
                        refusal.to,
                        reason_name(l, refusal.backward_reason.unwrap_or(refusal.reason))
                    ));
                }
                if rules.ruleset().movement.extra_throws && earns_throw(*throw) {
                    lines.push(l.text_with("play-passed-bonus", args![("throw", *throw)]));
                }
            }
            Event::Refused { from, reason } => lines.push(l.text_with(
                "play-refused",
                args![
                    ("from", *from),
                    ("reason", reason_name(l, *reason)),
                    ("code", reason.code())
                ],
            )),
            Event::Over(outcome) => lines.push(outcome_line(l, session, *outcome)),
            Event::TookBack { entries } => {
                lines.push(l.text_with("play-took-back", args![("entries", *entries)]))
            }
        }
    }
    lines
}

/// The end of a game in words.
#[must_use]
pub fn outcome_line(l: &Localizer, session: &PlaySession, outcome: Outcome) -> String {
    match (outcome.winner, outcome.by) {
        (Some(side), Victory::Resign) => l.text_with(
            "play-won-resign",
            args![("player", player_name(l, session, side))],
        ),
        (Some(side), _) if session.setup().rules.ruleset().is_race() => l.text_with(
            "play-won-race",
            args![("player", player_name(l, session, side))],
        ),
        (Some(side), _) => {
            l.text_with("play-won", args![("player", player_name(l, session, side))])
        }
        (None, Victory::Draw600) => l.text("play-draw-600"),
        (None, _) => l.text("play-draw-agreed"),
    }
}

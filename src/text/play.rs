//! The words of the play screen: the sticks as thrown, and every event
//! (throws, moves, exchanges, water, extra throws, passes and why, the end).

use crate::args;
use crate::engine::earns_throw;
use crate::engine::{Outcome, Pending, RulesetId, Side, Square, Throw, Victory};
use crate::i18n::{Arg, Localizer};
use crate::play::{Event, PlaySession};
use crate::text::legal::move_line;
use crate::text::names::{capitalized, level_name, reason_name, text_with_sides};

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

/// A player's label, for the header and the replay's record: "You · Black
/// (x)", "Computer, level 1, careless (one throw ahead) · White (o)", or in a
/// game between two people the side's name, "The pale cones (x)". One
/// style, with no parenthesis inside another.
#[must_use]
pub fn player_name(l: &Localizer, session: &PlaySession, side: Side) -> String {
    let rules = session.setup().rules;
    match session.computer() {
        Some(c) if side != session.learner() => text_with_sides(
            l,
            "play-computer-name",
            rules,
            &[("side", side)],
            args![("level", level_name(l, rules, c.strength()))],
        ),
        Some(_) => text_with_sides(l, "play-you", rules, &[("side", side)], &[]),
        None => text_with_sides(l, "play-friend-name", rules, &[("side", side)], &[]),
    }
}

/// Whether `side` is the learner playing the computer: their own messages
/// speak to them in the second person ("You threw", "Lanzaste").
fn is_you(session: &PlaySession, side: Side) -> bool {
    session.computer().is_some() && side == session.learner()
}

/// A player as the subject of a sentence about someone else, with the
/// grammatical number its verb takes: "The computer" (one), or the side,
/// "The spindles (x)" (other), in a game between two people.
fn player_subject(l: &Localizer, session: &PlaySession, side: Side) -> (String, String) {
    let rules = session.setup().rules;
    if session.computer().is_some() {
        return (l.text("play-computer-subject"), "one".to_string());
    }
    let words = crate::text::names::side_words(l, rules, side);
    (
        format!("{} ({})", capitalized(&words.the), side.letter()),
        words.number,
    )
}

/// Formats `id` for `side`: its `-you` form for the learner, otherwise with
/// `player` (the subject) and `num` (its number) added to `args`.
fn player_text(
    l: &Localizer,
    session: &PlaySession,
    side: Side,
    id: &str,
    args: &[(&str, Arg)],
) -> String {
    if is_you(session, side) {
        return l.text_with(&format!("{id}-you"), args);
    }
    let (player, num) = player_subject(l, session, side);
    let mut all = vec![("player", Arg::from(player)), ("num", Arg::from(num))];
    all.extend(args.iter().cloned());
    l.text_with(id, &all)
}

/// The line asking the player whose turn it is to act: throw, the house
/// throw, or choose a piece (`selected` is the piece the cursor is on).
#[must_use]
pub fn prompt_line(l: &Localizer, session: &PlaySession, side: Side, selected: Square) -> String {
    let game = session.game();
    if session.in_ceremony() {
        return l.text("play-ceremony-prompt");
    }
    // The name starts the sentence: "Las negras (x): pulsa Espacio…".
    let who = crate::text::names::capitalized(&player_name(l, session, side));
    let you = is_you(session, side);
    match game.pending() {
        Pending::Throw {
            house: Some(square),
            ..
        } if you => l.text_with("play-prompt-house-you", args![("square", square)]),
        Pending::Throw {
            house: Some(square),
            ..
        } => l.text_with(
            "play-prompt-house",
            args![("player", who), ("square", square)],
        ),
        Pending::Throw { .. } if you => l.text("play-prompt-throw-you"),
        Pending::Throw { .. } => l.text_with("play-prompt-throw", args![("player", who)]),
        Pending::Move { throw, .. } => player_text(
            l,
            session,
            side,
            "play-prompt-move",
            args![("throw", throw.get()), ("piece", selected.number())],
        ),
        Pending::Over(_) => l.text("play-prompt-over"),
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

/// The words of the first `count` events of the last action (the computer's
/// reply shown a move at a time shows the rest later).
#[must_use]
pub fn event_lines_upto(l: &Localizer, session: &PlaySession, count: usize) -> Vec<String> {
    let rules = session.setup().rules;
    let name = |side: Side| {
        if is_you(session, side) {
            l.text("play-you-short")
        } else {
            player_subject(l, session, side).0
        }
    };
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
                Some(square) => player_text(
                    l,
                    session,
                    *side,
                    "play-threw-house",
                    args![("sticks", sticks(l, rules, *throw)), ("square", *square)],
                ),
                None => player_text(
                    l,
                    session,
                    *side,
                    "play-threw",
                    args![("sticks", sticks(l, rules, *throw))],
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
                lines.push(player_text(
                    l,
                    session,
                    *side,
                    "play-passed",
                    args![("throw", *throw)],
                ));
                for refusal in analysis.blocked() {
                    lines.push(format!(
                        "  {} → {}: {}",
                        refusal.from,
                        refusal.to,
                        reason_name(l, rules, refusal.backward_reason.unwrap_or(refusal.reason))
                    ));
                }
                if rules.ruleset().movement.extra_throws && earns_throw(*throw) {
                    lines.push(l.text_with("play-passed-bonus", args![("throw", *throw)]));
                }
            }
            // The reason's code only where texts show ids (not on screens).
            Event::Refused { from, reason } => lines.push(l.text_with(
                "play-refused",
                args![
                    ("from", *from),
                    (
                        "reason",
                        crate::text::names::reason_with_code(l, rules, *reason)
                    )
                ],
            )),
            // The play screen shows the result in its fixed part, under
            // the board ([`outcome_line`]): not twice.
            Event::Over(_) => {}
            Event::TookBack { entries } => {
                lines.push(l.text_with("play-took-back", args![("entries", *entries)]))
            }
        }
    }
    lines
}

/// A game won by `winner` because the other side resigned, naming who
/// resigned: "You resigned. The computer wins." against the computer,
/// "Black (x) wins: White (o) resigned." between two people.
fn resign_line(l: &Localizer, session: &PlaySession, winner: Side) -> String {
    let loser = winner.other();
    let (player, num) = player_subject(l, session, winner);
    if is_you(session, loser) {
        return l.text_with("play-resigned-you", args![("player", player), ("num", num)]);
    }
    if is_you(session, winner) {
        return l.text("play-won-resign-you");
    }
    let words = crate::text::names::side_words(l, session.setup().rules, loser);
    l.text_with(
        "play-won-resign",
        args![
            ("player", player),
            ("num", num),
            ("loser", format!("{} ({})", words.the, loser.letter())),
            ("loser_num", words.number)
        ],
    )
}

/// The end of a game in words.
#[must_use]
pub fn outcome_line(l: &Localizer, session: &PlaySession, outcome: Outcome) -> String {
    match (outcome.winner, outcome.by) {
        (Some(side), Victory::Resign) => resign_line(l, session, side),
        (Some(side), _) if session.setup().rules.ruleset().is_race() => {
            player_text(l, session, side, "play-won-race", &[])
        }
        (Some(side), _) => player_text(l, session, side, "play-won", &[]),
        (None, Victory::Draw600) => l.text("play-draw-600"),
        (None, _) => l.text("play-draw-agreed"),
    }
}

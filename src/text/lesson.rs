//! The words of the tutor screens: question prompts, answer options, feedback
//! with the rule and its provenance, and what each square means.

use crate::args;
use crate::engine::{HOUSES, OFF, Square, ThrowValue};
use crate::engine::{RuleId, RuleInfo, Ruleset, RulesetId, Side, analyze};
use crate::i18n::Localizer;
use crate::lesson::kinds::QuestionKind;
use crate::lesson::model::{Answer, OpponentFate, Position, Question, Turn};
use crate::lesson::solve;
use crate::text::legal::{Question as LegalQuestion, move_line, move_squares, reason_explanation};
use crate::text::names::{
    house_name, provenance_mark, reason_name, rule_statement, rule_title, side_name,
    text_with_sides,
};

/// The line under a lesson board: who moves, and the throw if there is one
/// ("Mueven las negras (x) · tirada 3").
#[must_use]
pub fn situation_line(l: &Localizer, rules: RulesetId, p: &Position) -> String {
    let sides = [("side", p.at.to_move())];
    match p.throw {
        Some(throw) => text_with_sides(
            l,
            "lesson-situation-throw",
            rules,
            &sides,
            args![("throw", throw)],
        ),
        None => text_with_sides(l, "lesson-situation", rules, &sides, &[]),
    }
}

/// The wording of a question that has no text of its own.
#[must_use]
pub fn question_prompt(
    l: &Localizer,
    rules: &Ruleset,
    position: Option<&Position>,
    q: &Question,
) -> String {
    let side = position.map_or(Side::X, |p| p.at.to_move());
    let throw = position.and_then(|p| p.throw).map_or(0, ThrowValue::get);
    match q.kind {
        QuestionKind::Legal { piece } => {
            l.text_with("question-legal", args![("piece", piece), ("throw", throw)])
        }
        QuestionKind::LegalBackward { piece } => l.text_with(
            "question-legal-backward",
            args![("piece", piece), ("throw", throw)],
        ),
        QuestionKind::Destination { piece } => l.text_with(
            "question-destination",
            args![("piece", piece), ("throw", throw)],
        ),
        QuestionKind::WhichPieces => text_with_sides(
            l,
            "question-which",
            rules.id,
            &[("side", side)],
            args![("throw", throw)],
        ),
        QuestionKind::Effect { piece } => {
            l.text_with("question-effect", args![("piece", piece), ("throw", throw)])
        }
        QuestionKind::NextTurn { piece: 0, .. } => {
            l.text_with("question-next-turn-pass", args![("throw", throw)])
        }
        QuestionKind::NextTurn { piece, .. } => l.text_with(
            "question-next-turn",
            args![("piece", piece), ("throw", throw)],
        ),
        QuestionKind::Next { square } => l.text_with("question-next", args![("square", square)]),
        QuestionKind::Previous { square } => {
            l.text_with("question-previous", args![("square", square)])
        }
        QuestionKind::Consecutive { square, other } => l.text_with(
            "question-consecutive",
            args![("square", square), ("other", other)],
        ),
        QuestionKind::ThrowChance { value } => {
            l.text_with("question-throw-chance", args![("value", value)])
        }
        QuestionKind::HouseChance { square } => {
            l.text_with("question-house-chance", args![("square", square)])
        }
        QuestionKind::StartSquares => text_with_sides(
            l,
            "question-start-squares",
            rules.id,
            &[("side", side)],
            &[],
        ),
        QuestionKind::FirstSide => l.text("question-first-side"),
        QuestionKind::Score { wins, margin } => {
            l.text_with("question-score", args![("wins", wins), ("margin", margin)])
        }
        QuestionKind::BestMove { .. } => text_with_sides(
            l,
            "question-best-move",
            rules.id,
            &[("side", side)],
            args![("throw", throw)],
        ),
        QuestionKind::Compare { piece } => l.text_with(
            "question-compare",
            args![("piece", piece), ("throw", throw)],
        ),
    }
}

fn square_text(l: &Localizer, square: Square) -> String {
    if square == OFF {
        l.text("legal-off")
    } else {
        square.to_string()
    }
}

/// An answer in words, as an option or in feedback.
#[must_use]
pub fn answer_label(l: &Localizer, rules: RulesetId, side: Side, answer: &Answer) -> String {
    match answer {
        Answer::Legal(Ok(())) => l.text("answer-legal-yes"),
        Answer::Legal(Err(r)) => l.text_with(
            "answer-legal-no",
            args![("reason", reason_name(l, rules, *r))],
        ),
        Answer::Square(s) => square_text(l, *s),
        Answer::Rulesets(v) if v.is_empty() => l.text("answer-rulesets-none"),
        Answer::Rulesets(v) => v
            .iter()
            .map(|r| crate::text::names::ruleset_name(l, *r))
            .collect::<Vec<_>>()
            .join(", "),
        Answer::Squares(v) if v.is_empty() => l.text("answer-none"),
        Answer::Squares(v) => v
            .iter()
            .map(|s| square_text(l, *s))
            .collect::<Vec<_>>()
            .join(", "),
        Answer::Effect {
            opponent,
            throw_again,
        } => {
            let fate = match opponent {
                OpponentFate::SentTo(s) => l.text_with("answer-opp-sent", args![("square", *s)]),
                OpponentFate::NoneThere => l.text("answer-opp-none"),
                OpponentFate::Protected(r) => {
                    return l.text_with(
                        "answer-opp-protected",
                        args![("reason", reason_name(l, rules, *r))],
                    );
                }
            };
            let again = l.text(if *throw_again {
                "answer-again-yes"
            } else {
                "answer-again-no"
            });
            format!("{fate}; {again}")
        }
        Answer::Yes(true) => l.text("answer-yes"),
        Answer::Yes(false) => l.text("answer-no"),
        Answer::Chance(f) => format!("{f}"),
        Answer::Turn(t) => {
            let id = match t {
                Turn::SameSide => "answer-turn-same",
                Turn::OtherSide => "answer-turn-other",
                Turn::Won => "answer-turn-won",
                Turn::Draw => "answer-turn-draw",
            };
            text_with_sides(
                l,
                id,
                rules,
                &[("side", side), ("other", side.other())],
                &[],
            )
        }
        Answer::Side(s) => format!("{} ({})", side_name(l, rules, *s), s.letter()),
        Answer::Number(n) => n.to_string(),
        Answer::Piece(s) => l.text_with("answer-piece", args![("square", *s)]),
    }
}

/// An answer as offered on the answer list: for a best-move piece, the move it
/// makes with the step's throw ("the piece on 23: 23 → 26"), otherwise
/// [`answer_label`].
#[must_use]
pub fn option_label(
    l: &Localizer,
    rules: &Ruleset,
    position: Option<&Position>,
    answer: &Answer,
) -> String {
    let side = position.map_or(Side::X, |p| p.at.to_move());
    if let (Answer::Piece(from), Some(p)) = (answer, position) {
        let found = p
            .throw
            .and_then(|t| analyze(&p.at, t).move_from(*from).copied());
        if let Some(m) = found {
            return l.text_with(
                "answer-piece-move",
                args![("square", *from), ("move", move_squares(l, &m))],
            );
        }
    }
    answer_label(l, rules.id, side, answer)
}

/// The feedback after an answer: right or not, the right answer, why (the
/// engine's explanation of the move, or for a best-move question every
/// option's win chance), the lesson's explanation if it has one, and the rule
/// with its provenance.
#[must_use]
pub fn feedback(
    l: &Localizer,
    rules: &Ruleset,
    position: Option<&Position>,
    q: &Question,
    given: &Answer,
    explain: Option<&str>,
) -> Vec<String> {
    let side = position.map_or(Side::X, |p| p.at.to_move());
    let mut lines = Vec::new();
    if q.accepts(given) {
        lines.push(l.text("feedback-right"));
    } else {
        lines.push(l.text_with(
            "feedback-wrong",
            args![
                ("given", answer_label(l, rules.id, side, given)),
                ("answer", answer_label(l, rules.id, side, &q.answer)),
            ],
        ));
    }
    if !q.also.is_empty() {
        let all: Vec<String> = q
            .accepted()
            .iter()
            .map(|a| answer_label(l, rules.id, side, a))
            .collect();
        lines.push(l.text_with(
            "feedback-several-right",
            args![("count", all.len()), ("answers", all.join("; "))],
        ));
    }
    if let QuestionKind::BestMove { throws_made } = q.kind {
        lines.extend(best_move_lines(l, rules, position, throws_made, given));
    } else if let Some(why) = why(l, rules, position, q) {
        lines.push(why);
    }
    if let Some(explain) = explain {
        lines.push(explain.to_string());
    }
    let rule = rules.rule(q.rule).unwrap_or(RuleInfo {
        id: q.rule,
        provenance: crate::engine::Provenance::Choice,
        source: rules.source,
    });
    lines.push(rule_line(l, rules.id, rule));
    lines
}

/// A best-move question's options, best first: each move with the mover's
/// win chance, the best marked, and the chosen one with its loss in points.
#[must_use]
pub fn best_move_lines(
    l: &Localizer,
    rules: &Ruleset,
    position: Option<&Position>,
    throws_made: u32,
    given: &Answer,
) -> Vec<String> {
    let Ok(options) = solve::weigh(rules.id.ruleset(), position, throws_made) else {
        return Vec::new();
    };
    let Some(&(_, best_chance)) = options.first() else {
        return Vec::new();
    };
    let chosen = match given {
        Answer::Piece(s) => Some(*s),
        _ => None,
    };
    let moves: Vec<String> = options.iter().map(|(m, _)| move_squares(l, m)).collect();
    let width = moves.iter().map(|m| m.chars().count()).max().unwrap_or(0);
    let exact = position.is_some_and(|p| solve::limits(p).endgame);
    // Where the search only estimates, the playouts' verified differences
    // (kept for the shipped lessons) give the margins quoted.
    let verified = position
        .filter(|_| !exact)
        .and_then(|p| solve::verified_differences(rules.id.ruleset(), p, throws_made, &options));
    let verified_loss = |square| {
        verified
            .as_ref()
            .and_then(|(_, against)| against.iter().find(|(s, _)| *s == square))
            .map(|(_, d)| *d)
    };
    // The closest other option by the playouts, and the best's margin over it.
    // (Not repeated on the best's line when the learner chose that option:
    // its own line gives the same margin.)
    let rival = verified.as_ref().and_then(|(_, against)| {
        let (square, d) = against.iter().min_by(|a, b| a.1.low.total_cmp(&b.1.low))?;
        if chosen == Some(*square) {
            return None;
        }
        let (i, _) = options
            .iter()
            .enumerate()
            .find(|(_, (m, _))| m.from == *square)?;
        Some((moves[i].clone(), *d))
    });
    let mut lines = vec![if exact {
        l.text("feedback-best-heading-exact")
    } else {
        l.text_with("feedback-best-heading", args![("depth", solve::DEPTH)])
    }];
    for (i, ((m, chance), text)) in options.iter().zip(&moves).enumerate() {
        let mut notes = Vec::new();
        if i == 0 {
            notes.push(match &rival {
                Some((name, d)) => l.text_with(
                    "feedback-best-best-verified",
                    args![
                        ("rival", name.as_str()),
                        ("margin", l.percent(d.mean)),
                        ("low", l.percent(d.low)),
                        ("high", l.percent(d.high))
                    ],
                ),
                None => l.text("feedback-best-best"),
            });
        }
        if chosen == Some(m.from) {
            notes.push(match (i, verified_loss(m.from)) {
                (0, _) => l.text("feedback-best-chosen"),
                (_, Some(d)) => l.text_with(
                    "feedback-best-chosen-verified",
                    args![
                        ("loss", l.percent(d.mean)),
                        ("low", l.percent(d.low)),
                        ("high", l.percent(d.high))
                    ],
                ),
                (_, None) => l.text_with(
                    "feedback-best-chosen-loss",
                    args![("loss", l.percent((best_chance - chance).max(0.0)))],
                ),
            });
        }
        let pad = " ".repeat(width - text.chars().count());
        let percent = l.text_with("percent-value", args![("value", l.percent(*chance))]);
        let line = format!("  {text}{pad}  {percent:>7}  {}", notes.join(", "));
        lines.push(line.trim_end().to_string());
    }
    lines
}

/// "Title \[source\]: statement" for a rule.
#[must_use]
pub fn rule_line(l: &Localizer, rules: RulesetId, rule: RuleInfo) -> String {
    l.text_with(
        "feedback-rule",
        args![
            ("title", rule_title(l, rule)),
            ("mark", provenance_mark(l, rule.provenance)),
            ("statement", rule_statement(l, rules, rule)),
        ],
    )
}

/// The engine's account of the piece's move (or of its refusal).
fn why(
    l: &Localizer,
    rules: &Ruleset,
    position: Option<&Position>,
    q: &Question,
) -> Option<String> {
    if let QuestionKind::LegalBackward { piece } = q.kind {
        let p = position?;
        let throw = p.throw?;
        let question = LegalQuestion {
            rules,
            board: p.at.board(),
            side: p.at.to_move(),
            throw,
        };
        let from = Square::new(piece)?;
        return match crate::engine::backward_move(&p.at, from, throw)? {
            Ok(m) => Some(move_line(l, rules.id, &m, throw).trim().to_string()),
            Err(reason) => Some(reason_explanation(
                l,
                &question,
                from,
                piece.saturating_sub(throw.get()),
                reason,
            )),
        };
    }
    let piece = match q.kind {
        QuestionKind::Legal { piece }
        | QuestionKind::Destination { piece }
        | QuestionKind::Effect { piece } => piece,
        QuestionKind::NextTurn { piece, .. } if piece != 0 => piece,
        _ => return None,
    };
    let piece = Square::new(piece)?;
    let p = position?;
    let throw = p.throw?;
    let analysis = analyze(&p.at, throw);
    if let Some(m) = analysis.move_from(piece) {
        return Some(move_line(l, rules.id, m, throw).trim().to_string());
    }
    let refusal = analysis.refusal_of(piece)?;
    let question = LegalQuestion {
        rules,
        board: p.at.board(),
        side: p.at.to_move(),
        throw,
    };
    Some(reason_explanation(
        l,
        &question,
        refusal.from,
        refusal.to,
        refusal.reason,
    ))
}

/// The rules that give a square its meaning in a ruleset, most specific first.
#[must_use]
pub fn square_rules(rules: &Ruleset, square: Square) -> Vec<RuleInfo> {
    let ids: &[RuleId] = match square.number() {
        15 => &[
            RuleId::SafeSquares,
            RuleId::Water27,
            RuleId::WaterFallback,
            RuleId::Return15Opponent,
            RuleId::Return15Own,
        ],
        26 => &[
            RuleId::Checkpoint26,
            RuleId::House26,
            RuleId::SafeSquares,
            RuleId::ExactExit,
        ],
        27 => &[RuleId::Water27, RuleId::House27],
        28 => &[
            RuleId::House28,
            RuleId::LastRowWaits,
            RuleId::ExactExit,
            RuleId::LastRowMoves,
            RuleId::SafeSquares,
        ],
        29 => &[
            RuleId::House29,
            RuleId::LastRowWaits,
            RuleId::ExactExit,
            RuleId::LastRowMoves,
            RuleId::SafeSquares,
        ],
        30 => &[
            RuleId::House30,
            RuleId::RaceFinish,
            RuleId::LastRowWaits,
            RuleId::ExactExit,
            RuleId::SafeSquares,
        ],
        _ => &[RuleId::Route],
    };
    ids.iter().filter_map(|id| rules.rule(*id)).collect()
}

/// One line about a square: its number, its house name, and its main rule.
#[must_use]
pub fn square_info(l: &Localizer, rules: &Ruleset, square: Square) -> String {
    let name = house_name(l, rules.id, square).filter(|_| HOUSES.contains(&square));
    let head = match name {
        Some(name) => l.text_with(
            "square-info-house",
            args![("square", square), ("house", name)],
        ),
        None => l.text_with("square-info", args![("square", square)]),
    };
    if !HOUSES.contains(&square) {
        let next =
            crate::engine::next_square(square).map_or_else(String::new, |n| square_text(l, n));
        return match crate::engine::previous_square(square) {
            Some(previous) => l.text_with(
                "square-info-plain",
                args![("square", square), ("next", next), ("previous", previous)],
            ),
            None => l.text_with(
                "square-info-first",
                args![("square", square), ("next", next)],
            ),
        };
    }
    match square_rules(rules, square).first() {
        Some(rule) => format!("{head} {}", rule_line(l, rules.id, *rule)),
        None => head,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Reason, sq, tv};
    use crate::i18n::Lang;

    /// Black on 26 and 28, White on 20 and 25, Black throws 1: a small ending,
    /// weighed exactly by the endgame table.
    fn water_question() -> (Position, Question) {
        let rules = RulesetId::Kendall.ruleset();
        let board = rules
            .parse_board("...................o....ox.x..")
            .expect("valid");
        let position = Position {
            at: crate::engine::checked(rules, board, Side::X),
            throw: Some(tv(1)),
            highlight: vec![],
            route: false,
        };
        let question = Question {
            kind: QuestionKind::BestMove { throws_made: 0 },
            rule: RuleId::Water27,
            hint: None,
            answer: Answer::Piece(sq(28)),
            also: Vec::new(),
        };
        (position, question)
    }

    #[test]
    fn feedback_says_when_several_answers_were_right_and_accepts_each() {
        let rules = RulesetId::GamesRoom.ruleset();
        let board = rules
            .parse_board("xox.oooxxox...................")
            .expect("valid");
        let position = Position {
            at: crate::engine::checked(rules, board, Side::X),
            throw: Some(tv(2)),
            highlight: vec![],
            route: false,
        };
        let kind = QuestionKind::LegalBackward { piece: 8 };
        let mut all =
            crate::lesson::solve::accepted(rules, Some(&position), kind).expect("answers");
        let q = Question {
            kind,
            rule: RuleId::Wall,
            hint: None,
            answer: all.remove(0),
            also: all,
        };
        let forward = Answer::Legal(Err(Reason::ForwardExists));
        let cases = [
            (Lang::En, "Right!", "3 answers were right here:"),
            (Lang::Es, "¡Correcto!", "Aquí había 3 respuestas correctas:"),
        ];
        for (lang, right, several) in cases {
            let l = Localizer::new(lang);
            let lines = feedback(&l, rules, Some(&position), &q, &forward, None);
            assert_eq!(lines[0], right, "{lines:?}");
            assert!(lines[1].starts_with(several), "{lines:?}");
            assert_eq!(l.take_errors(), vec![]);
        }
        let wrong = feedback(
            &Localizer::new(Lang::En),
            rules,
            Some(&position),
            &q,
            &Answer::Legal(Ok(())),
            None,
        );
        assert!(wrong[0].starts_with("Not quite"), "{wrong:?}");
        assert!(
            wrong[1].starts_with("3 answers were right here:"),
            "{wrong:?}"
        );
    }

    #[test]
    fn best_move_feedback_lists_every_option_with_its_win_chance() {
        let rules = RulesetId::Kendall.ruleset();
        let (position, q) = water_question();
        let mut shown = Vec::new();
        for lang in Lang::ALL {
            let l = Localizer::new(lang);
            for given in [Answer::Piece(sq(26)), Answer::Piece(sq(28))] {
                shown.push(format!("[{} {}]", lang.code(), answer_text(&given)));
                shown.extend(feedback(
                    &l,
                    rules,
                    Some(&position),
                    &q,
                    &given,
                    Some("(the lesson's explanation)"),
                ));
            }
            shown.push(option_label(
                &l,
                rules,
                Some(&position),
                &Answer::Piece(sq(26)),
            ));
            assert!(l.take_errors().is_empty());
        }
        insta::assert_snapshot!(shown.join("\n"));
    }

    fn answer_text(answer: &Answer) -> String {
        answer.to_value().to_string()
    }
}

//! The readable explanation printed by `senet legal --format text`.

use crate::args;
use crate::engine::{Analysis, Board, Direction, Move, Reason, Refusal, Ruleset, RulesetId, Side};
use crate::engine::{HAPPINESS, OFF, REBIRTH, START, Square, ThrowValue};
use crate::i18n::Localizer;
use crate::text::names::{
    house_name, provenance_line, reason_with_code, ruleset_name, text_with_sides,
};
use crate::text::paragraphs::Text;
use crate::text::{WIDTH, board_view};

/// What `senet legal` was asked: a position, the side to move and a throw.
#[derive(Copy, Clone, Debug)]
pub struct Question<'a> {
    /// The ruleset.
    pub rules: &'a Ruleset,
    /// The position.
    pub board: &'a Board,
    /// The side to move.
    pub side: Side,
    /// The throw.
    pub throw: ThrowValue,
}

/// Explains every option of a throw: the board, the legal moves with their
/// effects, and each piece that cannot move with the reason and its rule.
#[must_use]
pub fn explain(l: &Localizer, q: &Question<'_>, analysis: &Analysis) -> String {
    explain_marked(l, q, analysis, None)
}

/// [`explain`], with the move of the piece on `played` (the one chosen, e.g.
/// in a replay) marked `>`.
#[must_use]
pub fn explain_marked(
    l: &Localizer,
    q: &Question<'_>,
    analysis: &Analysis,
    played: Option<Square>,
) -> String {
    explain_marked_text(l, q, analysis, played, true).render(WIDTH)
}

/// The heading (of the house throw from `house`, if one), then the text
/// board and its legend when `board`, each followed by an empty line.
fn head_text(l: &Localizer, q: &Question<'_>, house: Option<Square>, board: bool) -> Text {
    let mut out = Text::new();
    out.line(heading(l, q, house));
    out.line("");
    if board {
        let (board, legend) = board_with_legend(l, q.rules, q.board);
        out.verbatim(board);
        out.line(legend);
        out.line("");
    }
    out
}

/// [`explain_marked`] as paragraphs, to be wrapped at the width shown: the
/// heading, the text board and its legend when `board` (a screen that draws
/// the board itself, the replay viewer, leaves them out), then every option
/// of the throw.
#[must_use]
pub fn explain_marked_text(
    l: &Localizer,
    q: &Question<'_>,
    analysis: &Analysis,
    played: Option<Square>,
    board: bool,
) -> Text {
    let mut out = head_text(l, q, None, board);
    if q.rules.has_won(q.board, q.side) || q.board.count(q.side) == 0 {
        out.line(text_with_sides(
            l,
            "legal-no-pieces",
            q.rules.id,
            &[("side", q.side)],
            &[],
        ));
        return out;
    }
    if analysis.is_backward_fallback() {
        out.line(l.text("legal-fallback"));
    }
    if analysis.is_pass() {
        out.line(text_with_sides(
            l,
            "legal-pass",
            q.rules.id,
            &[("other", q.side.other())],
            &[],
        ));
        if q.rules.movement.extra_throws && crate::engine::earns_throw(q.throw) {
            out.line(text_with_sides(
                l,
                "legal-pass-bonus",
                q.rules.id,
                &[("side", q.side)],
                args![("throw", q.throw)],
            ));
        }
    } else {
        out.line(l.text_with(
            "legal-moves-heading",
            args![("count", analysis.move_count())],
        ));
        for m in analysis.moves() {
            let line = marked(move_line(l, q.rules.id, m, q.throw), played == Some(m.from));
            out.hanging(line, 13);
        }
    }
    let blocked: Vec<&Refusal> = analysis.blocked().collect();
    if !blocked.is_empty() {
        out.line("");
        out.line(l.text_with("legal-blocked-heading", args![("count", blocked.len())]));
        for refusal in blocked {
            refusal_lines(&mut out, l, q, refusal);
        }
    }
    out
}

/// Explains the one forced move of a skiryuk house throw.
#[must_use]
pub fn explain_house(l: &Localizer, q: &Question<'_>, square: Square, m: &Move) -> String {
    explain_house_marked(l, q, square, m, false)
}

/// [`explain_house`], with the forced move marked `>` when `played`.
#[must_use]
pub fn explain_house_marked(
    l: &Localizer,
    q: &Question<'_>,
    square: Square,
    m: &Move,
    played: bool,
) -> String {
    explain_house_marked_text(l, q, square, m, played, true).render(WIDTH)
}

/// [`explain_house_marked`] as paragraphs, to be wrapped at the width
/// shown: the heading, the text board and its legend when `board` (see
/// [`explain_marked_text`]), then the house's one forced move.
#[must_use]
pub fn explain_house_marked_text(
    l: &Localizer,
    q: &Question<'_>,
    square: Square,
    m: &Move,
    played: bool,
    board: bool,
) -> Text {
    let mut out = head_text(l, q, Some(square), board);
    out.line(l.text_with("legal-moves-heading", args![("count", 1u8)]));
    let line = marked(move_line(l, q.rules.id, m, q.throw), played);
    out.hanging(line, 13);
    out
}

/// A [`move_line`] with its first column set to `>` when `chosen`.
fn marked(line: String, chosen: bool) -> String {
    match line.strip_prefix(' ') {
        Some(rest) if chosen => format!(">{rest}"),
        _ => line,
    }
}

/// The board and its legend: race has no marked houses and ends on 30,
/// so its board shows no `+` and no "off", and its legend says so.
fn board_with_legend(l: &Localizer, rules: &Ruleset, board: &Board) -> (Vec<String>, String) {
    let legend = if rules.is_race() {
        "board-legend-race"
    } else {
        "board-legend"
    };
    (board_lines(l, rules, board), l.text(legend))
}

/// The text board of a ruleset, without its legend: race's without `+`
/// houses and with "(30: the finish)" where the others show "→ off".
#[must_use]
pub fn board_lines(l: &Localizer, rules: &Ruleset, board: &Board) -> Vec<String> {
    if rules.is_race() {
        board_view::draw_with(board, &l.text("legal-finish-race"), false)
    } else {
        board_view::draw(board, &l.text("legal-off"))
    }
}

fn heading(l: &Localizer, q: &Question<'_>, house: Option<Square>) -> String {
    let common = args![("rules", ruleset_name(l, q.rules.id)), ("throw", q.throw),];
    let sides = [("side", q.side)];
    match house {
        None => text_with_sides(l, "legal-heading", q.rules.id, &sides, common),
        Some(square) => {
            let mut with_square = common.to_vec();
            with_square.push(("square", square.into()));
            text_with_sides(l, "legal-heading-house", q.rules.id, &sides, &with_square)
        }
    }
}

/// A square in words; `square` is a number, as a refusal's target may be
/// beyond the exit (32 and up, written as the number).
fn square_label(l: &Localizer, square: u8) -> String {
    match Square::new(square) {
        Some(START) => l.text("legal-from-start"),
        Some(OFF) => l.text("legal-off"),
        _ => square.to_string(),
    }
}

/// A move's squares in words, e.g. "10 → 13" or "28 → off".
#[must_use]
pub fn move_squares(l: &Localizer, m: &Move) -> String {
    l.text_with(
        "legal-move-line",
        args![
            ("from", square_label(l, m.from.number())),
            ("to", square_label(l, m.to.number()))
        ],
    )
}

/// One line for a legal move: squares, then its effects in order.
#[must_use]
pub fn move_line(l: &Localizer, rules: RulesetId, m: &Move, throw: ThrowValue) -> String {
    let mut effects = Vec::new();
    let stays = m.to == m.from;
    effects.push(l.text(match (m.direction, stays) {
        (Direction::House, true) => "legal-effect-stays",
        (Direction::House, false) => "legal-effect-house",
        (Direction::Backward, _) => "legal-effect-backward",
        (Direction::Forward, _) => "legal-effect-forward",
    }));
    if m.direction == Direction::Forward
        && m.from < HAPPINESS
        && m.to == HAPPINESS
        && m.from.number() + throw.get() > HAPPINESS.number()
    {
        effects.push(l.text("legal-effect-checkpoint-stop"));
    }
    if let Some(ex) = m.exchange {
        let key = if m.water {
            "legal-effect-pushed"
        } else {
            "legal-effect-exchange"
        };
        effects.push(l.text_with(key, args![("square", ex.square), ("sent", ex.sent_to)]));
    }
    if let Some(b) = m.bumped {
        effects.push(l.text_with(
            "legal-effect-bumped",
            args![("square", b.square), ("sent", b.sent_to)],
        ));
    }
    if m.water {
        if m.direction == Direction::House {
            effects.push(l.text("legal-effect-return"));
        } else {
            let key = if m.to == REBIRTH {
                "legal-effect-water"
            } else {
                "legal-effect-water-taken"
            };
            effects.push(l.text_with(key, args![("to", m.to)]));
        }
    }
    if m.to == OFF {
        effects.push(l.text("legal-effect-exit"));
    } else if !m.water && m.to != m.from {
        if let Some(house) = house_name(l, rules, m.to) {
            effects.push(l.text_with(
                "legal-effect-lands-house",
                args![("square", m.to), ("house", house)],
            ));
        }
    }
    if let Some(square) = m.house_throw {
        effects.push(l.text_with(
            "legal-effect-house-throw",
            args![
                ("square", square),
                ("house", house_name(l, rules, square).unwrap_or_default())
            ],
        ));
    }
    if m.throw_again {
        effects.push(l.text("legal-effect-throw-again"));
    }
    let squares = move_squares(l, m);
    format!("  {squares:<10} {}", effects.join("; "))
}

fn refusal_lines(out: &mut Text, l: &Localizer, q: &Question<'_>, r: &Refusal) {
    out.indented(
        l.text_with(
            "legal-blocked-line",
            args![
                ("from", square_label(l, r.from.number())),
                ("to", square_label(l, r.to)),
                ("reason", reason_with_code(l, q.rules.id, r.reason)),
            ],
        ),
        2,
    );
    out.indented(reason_explanation(l, q, r.from, r.to, r.reason), 6);
    out.indented(provenance_line(l, q.rules.rule_for(r.reason)), 6);
    if let Some(back) = r.backward_reason {
        let to = r.from.number().saturating_sub(q.throw.get());
        out.indented(
            l.text_with(
                "legal-backward-line",
                args![("reason", reason_with_code(l, q.rules.id, back))],
            ),
            6,
        );
        out.indented(reason_explanation(l, q, r.from, to, back), 6);
        out.indented(provenance_line(l, q.rules.rule_for(back)), 6);
    }
}

/// The sentence that explains one refusal.
#[must_use]
pub fn reason_explanation(
    l: &Localizer,
    q: &Question<'_>,
    from: Square,
    to: u8,
    reason: Reason,
) -> String {
    let id = match reason {
        Reason::Overshoot if q.rules.is_race() => "explain-race-overshoot".to_string(),
        _ => format!("explain-{}", reason.code()),
    };
    l.text_with(
        &id,
        args![
            ("from", from),
            ("to", to),
            ("throw", q.throw),
            ("exact", OFF.number().saturating_sub(from.number())),
        ],
    )
}

//! A board picture as SVG: the 3 x 10 snake with its route numbers, the
//! marked houses with their symbols, the pieces, optional highlights and move
//! arrows, and the throw drawn as sticks (or, in `race`, a die face of pips).
//!
//! Drawn for print in black and white: `x` pieces are solid black discs, `o`
//! pieces white discs with a thick black ring, highlights a thick border over
//! light grey, arrows black with a white outline so they show over a black
//! piece. Every coordinate is an integer and every element comes in a fixed
//! order, so the same picture is always the same bytes. No words: a caption,
//! if any, is given in the reader's language by the caller and escaped here.
//!
//! Each cell is a `<g class="cell" data-square="N">`, each piece a
//! `<circle class="piece x|o" data-square="N">` (square 31: borne off), so
//! tools and tests can read the picture back.

use std::fmt::Write as _;

use crate::engine::{Board, Ruleset, Side, SquareContent, ThrowModel};
use crate::engine::{OFF, Square, ThrowValue, row_col};

/// The side of one square, in pixels.
const CELL: i32 = 60;
/// The margin around everything.
const MARGIN: i32 = 20;
/// The height of the caption line.
const CAPTION: i32 = 30;
/// The width of the "off" area right of square 30.
const OFF_WIDTH: i32 = 90;
/// The height of the throw area under the board.
const THROW_AREA: i32 = 110;

/// What to draw.
#[derive(Copy, Clone, Debug)]
pub struct Picture<'a> {
    /// The ruleset (for the pieces borne off and how the throw is made).
    pub rules: &'a Ruleset,
    /// The position.
    pub board: &'a Board,
    /// The side to move, drawn beside the throw.
    pub to_move: Option<Side>,
    /// The throw, 1..=5.
    pub throw: Option<ThrowValue>,
    /// Squares to mark (1..=30).
    pub highlight: &'a [Square],
    /// Move arrows, `(from, to)`; `to` 31 points off the board.
    pub arrows: &'a [(Square, Square)],
    /// A line above the board (already in the reader's language).
    pub caption: Option<&'a str>,
    /// A prefix for the ids inside the picture, so several can share one page.
    pub id_prefix: &'a str,
    /// Whether pieces missing from the board are out of play (a teaching
    /// position) rather than borne off: the "off" area then stays empty, and
    /// the caller's caption says how many are not shown.
    pub not_in_play: bool,
}

/// The centre of a square's cell (31: the middle of the "off" area).
fn centre(square: Square) -> (i32, i32) {
    let top = MARGIN + CAPTION;
    if square == OFF {
        return (
            MARGIN + 10 * CELL + OFF_WIDTH / 2,
            top + 2 * CELL + CELL / 2,
        );
    }
    let (row, col) = row_col(square).unwrap_or((0, 0));
    (
        MARGIN + i32::from(col) * CELL + CELL / 2,
        top + i32::from(row) * CELL + CELL / 2,
    )
}

/// Escapes text for XML.
#[must_use]
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\n' | '\t' => out.push(' '),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// The picture as a standalone SVG document.
#[must_use]
pub fn svg(p: &Picture<'_>) -> String {
    let mut s = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    s.push_str(&svg_element(p));
    s
}

/// The picture as one `<svg>` element (for inline use in HTML).
#[must_use]
pub fn svg_element(p: &Picture<'_>) -> String {
    let width = 2 * MARGIN + 10 * CELL + OFF_WIDTH;
    let height = 2 * MARGIN + CAPTION + 3 * CELL + THROW_AREA;
    let id = p.id_prefix;
    let mut s = String::new();
    let _ = writeln!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" font-family=\"sans-serif\">"
    );
    let _ = writeln!(
        s,
        "<defs><marker id=\"{id}arrow\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" \
         markerWidth=\"5\" markerHeight=\"5\" orient=\"auto-start-reverse\">\
         <path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"black\"/></marker></defs>"
    );
    let _ = writeln!(
        s,
        "<rect x=\"0\" y=\"0\" width=\"{width}\" height=\"{height}\" fill=\"white\"/>"
    );
    if let Some(caption) = p.caption {
        let _ = writeln!(
            s,
            "<text class=\"caption\" x=\"{MARGIN}\" y=\"{}\" font-size=\"18\">{}</text>",
            MARGIN + 18,
            escape(caption)
        );
    }
    for square in Square::board() {
        cell(&mut s, p, square);
    }
    off_area(&mut s, p);
    for &(from, to) in p.arrows {
        arrow(&mut s, id, from, to);
    }
    throw_area(&mut s, p);
    s.push_str("</svg>\n");
    s
}

fn cell(s: &mut String, p: &Picture<'_>, square: Square) {
    let (cx, cy) = centre(square);
    let (x, y) = (cx - CELL / 2, cy - CELL / 2);
    let lit = p.highlight.contains(&square);
    let _ = writeln!(
        s,
        "<g class=\"cell{}\" data-square=\"{square}\">",
        if lit { " highlight" } else { "" }
    );
    let (fill, stroke) = if lit { ("#d0d0d0", 5) } else { ("white", 1) };
    let _ = writeln!(
        s,
        "<rect x=\"{x}\" y=\"{y}\" width=\"{CELL}\" height=\"{CELL}\" fill=\"{fill}\" \
         stroke=\"black\" stroke-width=\"{stroke}\"/>"
    );
    let _ = writeln!(
        s,
        "<text x=\"{}\" y=\"{}\" font-size=\"11\">{square}</text>",
        x + 4,
        y + 13
    );
    house_symbol(s, square, x + CELL - 18, y + 4);
    match p.board.at(square) {
        SquareContent::Empty => {}
        SquareContent::Piece(side) => piece(s, side, square, cx, cy + 4, 17),
        SquareContent::Both => {
            piece(s, Side::X, square, cx - 11, cy + 4, 12);
            piece(s, Side::O, square, cx + 11, cy + 4, 12);
        }
    }
    s.push_str("</g>\n");
}

fn piece(s: &mut String, side: Side, square: Square, cx: i32, cy: i32, r: i32) {
    disc(s, "piece", side, square, cx, cy, r);
}

fn disc(s: &mut String, class: &str, side: Side, square: Square, cx: i32, cy: i32, r: i32) {
    match side {
        Side::X => {
            let _ = writeln!(
                s,
                "<circle class=\"{class} x\" data-square=\"{square}\" cx=\"{cx}\" cy=\"{cy}\" \
                 r=\"{r}\" fill=\"black\" stroke=\"black\" stroke-width=\"2\"/>"
            );
        }
        Side::O => {
            let _ = writeln!(
                s,
                "<circle class=\"{class} o\" data-square=\"{square}\" cx=\"{cx}\" cy=\"{cy}\" \
                 r=\"{}\" fill=\"white\" stroke=\"black\" stroke-width=\"4\"/>",
                r - 1
            );
        }
    }
}

/// The symbol of a marked house, in a 14 x 14 box at `(x, y)`.
fn house_symbol(s: &mut String, square: Square, x: i32, y: i32) {
    let line = "stroke=\"black\" stroke-width=\"1.5\" fill=\"none\"";
    let body = match square.number() {
        // Rebirth: an ankh.
        15 => format!(
            "<ellipse cx=\"{}\" cy=\"{}\" rx=\"3\" ry=\"3\" {line}/>\
             <path d=\"M {} {} V {} M {} {} H {}\" {line}/>",
            x + 7,
            y + 3,
            x + 7,
            y + 6,
            y + 14,
            x + 2,
            y + 8,
            x + 12
        ),
        // Happiness (Beauty): nefer, a heart with a windpipe.
        26 => format!(
            "<ellipse cx=\"{}\" cy=\"{}\" rx=\"4\" ry=\"4\" {line}/>\
             <path d=\"M {} {} V {} M {} {} H {}\" {line}/>",
            x + 7,
            y + 10,
            x + 7,
            y,
            y + 10,
            x + 4,
            y + 3,
            x + 10
        ),
        // Water: three waves.
        27 => (0..3)
            .map(|k| {
                let yy = y + 3 + 4 * k;
                format!(
                    "<path d=\"M {x} {yy} l 3 -2 l 4 4 l 4 -4 l 3 2\" {line}/>",
                    x = x,
                    yy = yy
                )
            })
            .collect(),
        // Three Truths: three strokes.
        28 => (0..3)
            .map(|k| {
                let xx = x + 2 + 5 * k;
                format!("<path d=\"M {xx} {} V {}\" {line}/>", y + 1, y + 13)
            })
            .collect(),
        // Re-Atum: two strokes.
        29 => (0..2)
            .map(|k| {
                let xx = x + 4 + 6 * k;
                format!("<path d=\"M {xx} {} V {}\" {line}/>", y + 1, y + 13)
            })
            .collect(),
        // The last square: a sun disc.
        30 => format!(
            "<circle cx=\"{}\" cy=\"{}\" r=\"6\" {line}/>\
             <circle cx=\"{}\" cy=\"{}\" r=\"1.5\" fill=\"black\"/>",
            x + 7,
            y + 7,
            x + 7,
            y + 7
        ),
        _ => return,
    };
    let _ = writeln!(s, "<g class=\"house\" data-square=\"{square}\">{body}</g>");
}

/// The area right of square 30 where pieces leave (a dashed box), with the
/// pieces borne off inside it: `x` on its top row, `o` on its bottom row.
fn off_area(s: &mut String, p: &Picture<'_>) {
    let x = MARGIN + 10 * CELL + 8;
    let y = MARGIN + CAPTION + 2 * CELL;
    let _ = writeln!(s, "<g class=\"off\" data-square=\"{OFF}\">");
    let _ = writeln!(
        s,
        "<rect x=\"{x}\" y=\"{y}\" width=\"{}\" height=\"{CELL}\" fill=\"white\" \
         stroke=\"black\" stroke-width=\"1.5\" stroke-dasharray=\"5 4\"/>",
        OFF_WIDTH - 16
    );
    for (row, side) in Side::BOTH.into_iter().enumerate() {
        let gone = if p.not_in_play {
            0
        } else {
            p.rules.borne_off(p.board, side).min(7)
        };
        // Four to a line, two lines a side.
        for k in 0..i32::try_from(gone).unwrap_or(0) {
            let cx = x + 13 + 16 * (k % 4);
            let cy = y + 8 + 14 * (k / 4) + 30 * i32::try_from(row).unwrap_or(0);
            piece(s, side, OFF, cx, cy, 6);
        }
    }
    s.push_str("</g>\n");
}

fn arrow(s: &mut String, id: &str, from: Square, to: Square) {
    let (x1, y1) = centre(from);
    let (x2, y2) = centre(to);
    // Bow the line a little so it does not run through the pieces between.
    let (mx, my) = ((x1 + x2) / 2, (y1 + y2) / 2 - 22);
    let d = format!("M {x1} {y1} Q {mx} {my} {x2} {y2}");
    let _ = writeln!(
        s,
        "<g class=\"arrow\" data-from=\"{from}\" data-to=\"{to}\">\
         <path d=\"{d}\" stroke=\"white\" stroke-width=\"8\" fill=\"none\"/>\
         <path d=\"{d}\" stroke=\"black\" stroke-width=\"4\" fill=\"none\" \
         marker-end=\"url(#{id}arrow)\"/></g>"
    );
}

/// The throw under the board: four sticks (light face: white with a mark;
/// dark face: black), or a die face for a fair throw, then the number; and
/// the side to move as a piece.
fn throw_area(s: &mut String, p: &Picture<'_>) {
    let top = MARGIN + CAPTION + 3 * CELL + 20;
    let mut x = MARGIN;
    if let Some(side) = p.to_move {
        let _ = writeln!(s, "<g class=\"to-move\" data-side=\"{}\">", side.letter());
        disc(s, "mover", side, Square::START, x + 20, top + 40, 17);
        s.push_str("</g>\n");
        x += 60;
    }
    let Some(throw) = p.throw.map(ThrowValue::get) else {
        return;
    };
    let _ = writeln!(s, "<g class=\"throw\" data-throw=\"{throw}\">");
    match p.rules.throw_model {
        ThrowModel::Sticks => {
            // 1..4 light faces; 5 when none is light.
            let light = if throw >= 5 { 0 } else { throw };
            for k in 0..4u8 {
                let sx = x + i32::from(k) * 22;
                if k < light {
                    let _ = writeln!(
                        s,
                        "<g class=\"stick light\"><rect x=\"{sx}\" y=\"{top}\" width=\"14\" height=\"80\" \
                         rx=\"6\" fill=\"white\" stroke=\"black\" stroke-width=\"2\"/>\
                         <path d=\"M {} {} l 4 6 l -4 6 l -4 -6 z\" fill=\"black\"/></g>",
                        sx + 7,
                        top + 34
                    );
                } else {
                    let _ = writeln!(
                        s,
                        "<g class=\"stick dark\"><rect x=\"{sx}\" y=\"{top}\" width=\"14\" height=\"80\" \
                         rx=\"6\" fill=\"black\" stroke=\"black\" stroke-width=\"2\"/></g>"
                    );
                }
            }
            x += 4 * 22 + 10;
        }
        ThrowModel::Fair => {
            let _ = writeln!(
                s,
                "<rect x=\"{x}\" y=\"{}\" width=\"60\" height=\"60\" rx=\"8\" fill=\"white\" \
                 stroke=\"black\" stroke-width=\"2\"/>",
                top + 10
            );
            let pips: &[(i32, i32)] = match throw {
                1 => &[(30, 30)],
                2 => &[(15, 15), (45, 45)],
                3 => &[(15, 15), (30, 30), (45, 45)],
                4 => &[(15, 15), (45, 15), (15, 45), (45, 45)],
                _ => &[(15, 15), (45, 15), (30, 30), (15, 45), (45, 45)],
            };
            for (px, py) in pips {
                let _ = writeln!(
                    s,
                    "<circle class=\"pip\" cx=\"{}\" cy=\"{}\" r=\"5\" fill=\"black\"/>",
                    x + px,
                    top + 10 + py
                );
            }
            x += 70;
        }
    }
    let _ = writeln!(
        s,
        "<text x=\"{}\" y=\"{}\" font-size=\"40\" font-weight=\"bold\">{throw}</text>",
        x + 6,
        top + 55
    );
    s.push_str("</g>\n");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::RulesetId;
    use crate::engine::{sq, tv};

    fn picture(rules: RulesetId, board: &str, throw: u8) -> String {
        let rs = rules.ruleset();
        let b = rs.parse_board(board).expect("board");
        svg(&Picture {
            rules: rs,
            board: &b,
            to_move: Some(Side::X),
            throw: Some(tv(throw)),
            highlight: &[sq(24)],
            arrows: &[(sq(23), sq(26))],
            caption: Some("kendall <x> & \"o\""),
            id_prefix: "",
            not_in_play: false,
        })
    }

    #[test]
    fn the_same_picture_is_the_same_bytes() {
        let a = picture(RulesetId::Kendall, "......................xx.....o", 3);
        let b = picture(RulesetId::Kendall, "......................xx.....o", 3);
        assert_eq!(a, b);
        assert!(a.contains("kendall &lt;x&gt; &amp; &quot;o&quot;"));
    }

    #[test]
    fn sticks_show_the_throw() {
        let light = |t| {
            picture(RulesetId::Kendall, "x.............................", t)
                .matches("stick light")
                .count()
        };
        assert_eq!(
            [1, 2, 3, 4, 5].map(light),
            [1, 2, 3, 4, 0],
            "5 is no light face"
        );
        let race = picture(RulesetId::Race, "x.............................", 4);
        assert_eq!(race.matches("class=\"pip\"").count(), 4);
        assert_eq!(race.matches("stick").count(), 0);
    }

    #[test]
    fn borne_off_pieces_are_drawn_off_the_board() {
        let s = picture(RulesetId::Kendall, "x.............................", 1);
        // Four x and five o pieces have left.
        assert_eq!(s.matches("class=\"piece x\" data-square=\"31\"").count(), 4);
        assert_eq!(s.matches("class=\"piece o\" data-square=\"31\"").count(), 5);
    }
}

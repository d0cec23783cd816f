//! The board drawn as the three-row snake, for terminal text.

use crate::engine::{Board, SquareContent};
use crate::engine::{HOUSES, square_at};

/// Draws the board: each row shows its square numbers, then the pieces under
/// them, with arrows for the direction of travel and the turns at 10/11 and
/// 20/21, and where pieces leave (`off_label`). `x` and `o` are the two sides, `*` a shared square (race); an empty
/// marked house shows `+`, any other empty square `.`.
#[must_use]
pub fn draw(board: &Board, off_label: &str) -> Vec<String> {
    draw_with(board, off_label, true)
}

/// [`draw`] for a ruleset with or without marked houses: without them
/// (race) every empty square shows `.`, and `end_label` follows square 30.
#[must_use]
pub fn draw_with(board: &Board, end_label: &str, houses: bool) -> Vec<String> {
    let off_label = end_label;
    let mut lines = Vec::with_capacity(7);
    for row in 0..3u8 {
        let mut numbers = String::from("   ");
        let mut pieces = String::new();
        // The middle row runs right to left; the turn down to 21 is on its left.
        pieces.push_str(if row == 1 { "↓← " } else { " → " });
        for col in 0..10u8 {
            let Some(square) = square_at(row, col) else {
                continue;
            };
            numbers.push_str(&format!("{square:>3}"));
            let glyph = match board.at(square) {
                SquareContent::Empty if houses && HOUSES.contains(&square) => '+',
                SquareContent::Empty => '.',
                SquareContent::Piece(side) => side.letter(),
                SquareContent::Both => '*',
            };
            pieces.push_str(&format!("{glyph:>3}"));
        }
        match row {
            0 => pieces.push_str("  ↓"),
            1 => {}
            _ if houses => pieces.push_str(&format!("  → {off_label}")),
            _ => pieces.push_str(&format!("  {off_label}")),
        }
        lines.push(numbers.trim_end().to_string());
        lines.push(pieces.trim_end().to_string());
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_drawing() {
        let board: Board = "xoxoxoxoxo...............o.x.x".parse().expect("valid");
        let drawn = draw(&board, "off").join("\n");
        insta::assert_snapshot!(drawn);
    }
}

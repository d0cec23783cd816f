//! The board drawn as the 3 x 10 snake in a grid of box-drawing lines,
//! seven lines high and 72 columns wide (it fits 80 x 24 with room to spare):
//!
//! ```text
//!    ┌──1──┬──2──┬ … ┬─10──┐
//!  → │  x  │  o  │ … │  ·  │ ↓
//!    ├─20──┼─19──┼ … ┼─11──┤
//!  ↓ │  ·  │ >x< │ … │  ·  │ ←
//!    ├─21──┼─22──┼ … ┼30☼──┤
//!  → │  ·  │  ·  │ … │  ·  │ → off
//!    └─────┴─────┴ … ┴─────┘
//! ```
//!
//! Each square's number is on the line above it, with its house symbol
//! (☥ 15, ♥ 26, ≈ 27, Ⅲ 28, Ⅱ 29, ☼ 30; [`legend`] names them); the arrows
//! in the margins give the route's direction and its turns. Nothing is told
//! by colour alone:
//!
//! - pieces are `x` and `o`, bold (coloured by the [`theme`](super::theme)
//!   palette, reversed in the high-contrast one), on the terminal's own
//!   background;
//! - the pieces that may move are `>x<`, the cursor's square is `[x]` and
//!   drawn reversed;
//! - the last move's two squares have their number line drawn double
//!   (`══12═`), and with the route overlay on (`r`) the cell walls turn into
//!   arrows.
//!
//! A square cursor tells what the square means (`on_cursor`).

use cursive::direction::Direction;
use cursive::event::{Callback, Event, EventResult, Key};
use cursive::theme::{ColorStyle, Effect};
use cursive::view::{CannotFocus, View};
use cursive::{Printer, Vec2};

use crate::engine::{Board, Houses, RulesetId, Side, Square, SquareContent};
use crate::engine::{row_col, square_at};
use crate::i18n::Localizer;

/// Left margin before the grid (the direction arrows).
const LEFT: usize = 3;
/// Width of one cell, its left wall included.
const CELL: usize = 6;
/// The grid's width: ten cells and the right wall.
const GRID: usize = CELL * 10 + 1;
/// The view's size: margin, grid, and the exit's label at the right.
pub const BOARD_SIZE: Vec2 = Vec2::new(LEFT + GRID + 8, 7);

/// Called with the square under the cursor when it moves.
type CursorCallback = std::sync::Arc<dyn Fn(&mut cursive::Cursive, Square) + Send + Sync>;

/// A board on screen.
pub struct BoardView {
    board: Board,
    highlight: Vec<Square>,
    route: bool,
    cursor: Square,
    focused: bool,
    off_label: String,
    always_cursor: bool,
    houses: bool,
    last_move: Option<(Square, Square)>,
    on_cursor: Option<CursorCallback>,
}

/// A house's symbol on the board (`None`: an ordinary square).
#[must_use]
pub fn house_symbol(square: Square) -> Option<char> {
    Some(match square.number() {
        15 => '☥',
        26 => '♥',
        27 => '≈',
        28 => 'Ⅲ',
        29 => 'Ⅱ',
        30 => '☼',
        _ => return None,
    })
}

/// The one-line legend under the board: each house's symbol and name (it
/// fits 80 columns in every language), or, in a ruleset without houses,
/// what 30 is.
#[must_use]
pub fn legend(l: &Localizer, rules: RulesetId) -> String {
    if !has_houses(rules) {
        return l.text("frame-board-legend-no-houses");
    }
    let short = crate::text::names::house_26_short_id(rules);
    l.text_with("frame-board-legend", crate::args![("h26", l.text(&short))])
}

fn has_houses(rules: RulesetId) -> bool {
    !matches!(rules.ruleset().movement.houses, Houses::Finish30)
}

impl BoardView {
    /// A board with `highlight`ed squares and the cursor on `cursor`.
    #[must_use]
    pub fn new(
        board: Board,
        highlight: Vec<Square>,
        route: bool,
        cursor: Square,
        off_label: String,
    ) -> BoardView {
        BoardView {
            board,
            highlight,
            route,
            cursor: cursor.clamp(Square::FIRST, Square::DEPARTURE),
            focused: false,
            off_label,
            always_cursor: false,
            houses: true,
            last_move: None,
            on_cursor: None,
        }
    }

    /// Draws the house symbols only if `rules` has houses (race has none).
    #[must_use]
    pub fn for_rules(mut self, rules: RulesetId) -> BoardView {
        self.houses = has_houses(rules);
        self
    }

    /// Marks the last move, from and to (`Square::OFF`: the exit).
    #[must_use]
    pub fn with_last_move(mut self, last_move: Option<(Square, Square)>) -> BoardView {
        self.last_move = last_move;
        self
    }

    /// Calls `f` with the square under the cursor whenever it moves.
    #[must_use]
    pub fn on_cursor<F: Fn(&mut cursive::Cursive, Square) + Send + Sync + 'static>(
        mut self,
        f: F,
    ) -> BoardView {
        self.on_cursor = Some(std::sync::Arc::new(f));
        self
    }

    /// Draws the cursor even when the board does not have the focus (the
    /// play screen moves it with its own keys).
    #[must_use]
    pub fn show_cursor(mut self) -> BoardView {
        self.focused = true;
        self.always_cursor = true;
        self
    }

    /// A board to look at only: it never takes the focus (the screen's keys
    /// stay the screen's) and draws no cursor (the replay viewer).
    #[must_use]
    pub fn still(mut self) -> BoardView {
        self.focused = false;
        self.always_cursor = true;
        self
    }

    fn move_cursor(&mut self, rows: i32, cols: i32) -> EventResult {
        let Some((row, col)) = row_col(self.cursor) else {
            return EventResult::Ignored;
        };
        let row = (i32::from(row) + rows).clamp(0, 2) as u8;
        let col = (i32::from(col) + cols).clamp(0, 9) as u8;
        if let Some(square) = square_at(row, col) {
            self.cursor = square;
        }
        match &self.on_cursor {
            Some(f) => {
                let f = f.clone();
                let square = self.cursor;
                EventResult::Consumed(Some(Callback::from_fn(move |s| f(s, square))))
            }
            None => EventResult::Consumed(None),
        }
    }

    fn in_last_move(&self, square: Square) -> bool {
        self.last_move
            .is_some_and(|(from, to)| square == from || square == to)
    }

    /// The 5 characters over a cell: its number (and house symbol), drawn
    /// with `═` for the last move's squares.
    fn label(&self, square: Square) -> String {
        let fill = if self.in_last_move(square) {
            '═'
        } else {
            '─'
        };
        let mut label = square.to_string();
        if self.houses {
            if let Some(symbol) = house_symbol(square) {
                label.push(symbol);
            }
        }
        let width = label.chars().count();
        let left = (5 - width) / 2;
        let right = 5 - width - left;
        let fill = |n: usize| std::iter::repeat_n(fill, n).collect::<String>();
        format!("{}{label}{}", fill(left), fill(right))
    }

    /// One grid line: `first` wall, five `segment(col)` characters per
    /// cell, `mid` between cells, `last` wall.
    fn rule(
        printer: &Printer,
        y: usize,
        (first, mid, last): (&str, &str, &str),
        segment: impl Fn(u8) -> String,
    ) {
        let mut line = String::from(first);
        for col in 0..10u8 {
            if col > 0 {
                line.push_str(mid);
            }
            line.push_str(&segment(col));
        }
        line.push_str(last);
        printer.print((LEFT, y), &line);
    }

    fn glyph(&self, square: Square) -> &'static str {
        match self.board.at(square) {
            SquareContent::Empty => "·",
            SquareContent::Piece(Side::X) => "x",
            SquareContent::Piece(Side::O) => "o",
            SquareContent::Both => "*",
        }
    }

    fn draw_cell(&self, printer: &Printer, square: Square, x: usize, y: usize) {
        let cursor = square == self.cursor && self.focused;
        let marked = self.highlight.contains(&square);
        let (open, close) = match (cursor, marked) {
            (true, _) => ("[", "]"),
            (false, true) => (">", "<"),
            _ => (" ", " "),
        };
        let content = self.board.at(square);
        let piece = super::theme::piece_style(printer, content);
        let draw = |p: &Printer| {
            p.print((x, y), &format!(" {open}"));
            match piece {
                Some((style, effects)) => p.with_color(style, |p| {
                    super::theme::with_effects(p, effects, &|p| {
                        p.print((x + 2, y), self.glyph(square))
                    })
                }),
                None => p.print((x + 2, y), self.glyph(square)),
            }
            p.print((x + 3, y), &format!("{close} "));
        };
        if cursor {
            printer.with_effect(Effect::Reverse, draw);
        } else if marked {
            printer.with_effect(Effect::Bold, draw);
        } else {
            draw(printer);
        }
    }
}

fn cell_x(col: u8) -> usize {
    LEFT + 1 + usize::from(col) * CELL
}

impl View for BoardView {
    fn draw(&self, printer: &Printer) {
        let labels = |row: u8| {
            move |col: u8| {
                square_at(row, col).map_or_else(|| "─────".to_string(), |s| self.label(s))
            }
        };
        let secondary = ColorStyle::secondary();
        printer.with_color(secondary, |p| {
            Self::rule(p, 0, ("┌", "┬", "┐"), labels(0));
            Self::rule(p, 2, ("├", "┼", "┤"), labels(1));
            Self::rule(p, 4, ("├", "┼", "┤"), labels(2));
            Self::rule(p, 6, ("└", "┴", "┘"), |_| "─────".to_string());
        });
        for row in 0..3u8 {
            let y = usize::from(row) * 2 + 1;
            // Direction of travel, and the turns.
            let (left, right) = match row {
                0 => ("→", "↓".to_string()),
                1 => ("↓", "←".to_string()),
                // Race ends on 30 (no houses, no exit): nothing after it.
                _ if !self.houses => ("→", String::new()),
                _ => ("→", format!("→ {}", self.off_label)),
            };
            printer.print((0, y), &format!(" {left}"));
            printer.print((LEFT + GRID + 1, y), &right);
            // The walls, or the route's arrows between the cells.
            let arrow = if row == 1 { "←" } else { "→" };
            for col in 0..=10u8 {
                let x = LEFT + usize::from(col) * CELL;
                let wall = if self.route && (1..10).contains(&col) {
                    arrow
                } else {
                    "│"
                };
                printer.with_color(secondary, |p| p.print((x, y), wall));
            }
            for col in 0..10u8 {
                if let Some(square) = square_at(row, col) {
                    self.draw_cell(printer, square, cell_x(col), y);
                }
            }
        }
    }

    fn required_size(&mut self, _constraint: Vec2) -> Vec2 {
        BOARD_SIZE
    }

    fn take_focus(&mut self, _source: Direction) -> Result<EventResult, CannotFocus> {
        if self.always_cursor {
            return Err(CannotFocus);
        }
        self.focused = true;
        Ok(EventResult::Consumed(None))
    }

    fn on_event(&mut self, event: Event) -> EventResult {
        match event {
            Event::Key(Key::Left) => self.move_cursor(0, -1),
            Event::Key(Key::Right) => self.move_cursor(0, 1),
            Event::Key(Key::Up) => self.move_cursor(-1, 0),
            Event::Key(Key::Down) => self.move_cursor(1, 0),
            Event::FocusLost => {
                self.focused = false;
                EventResult::Ignored
            }
            _ => EventResult::Ignored,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{HOUSES, sq};

    #[test]
    fn labels_are_five_wide_with_house_symbols_and_the_last_move_doubled() {
        let view = BoardView::new(Board::empty(), Vec::new(), false, sq(1), "off".into())
            .with_last_move(Some((sq(12), sq(15))));
        assert_eq!(view.label(sq(1)), "──1──");
        assert_eq!(view.label(sq(20)), "─20──");
        assert_eq!(view.label(sq(26)), "─26♥─");
        assert_eq!(view.label(sq(15)), "═15☥═");
        assert_eq!(view.label(sq(12)), "═12══");
        for square in Square::board() {
            assert_eq!(view.label(square).chars().count(), 5, "{square}");
        }
        let race = BoardView::new(Board::empty(), Vec::new(), false, sq(1), "off".into())
            .for_rules(RulesetId::Race);
        assert_eq!(race.label(sq(26)), "─26──");
    }

    #[test]
    fn only_the_six_houses_have_symbols() {
        for square in Square::board() {
            assert_eq!(house_symbol(square).is_some(), HOUSES.contains(&square));
        }
    }
}

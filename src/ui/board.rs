//! The board drawn as the 3 x 10 snake: square numbers (houses in brackets),
//! the pieces (x and o, distinct without colour), the direction of every row,
//! the turns at 10/11 and 20/21, highlighted squares, an optional route overlay
//! and a square cursor that tells what the square means.

use cursive::direction::Direction;
use cursive::event::{Callback, Event, EventResult, Key};
use cursive::theme::{BaseColor, Color, ColorStyle, Effect};
use cursive::view::{CannotFocus, View};
use cursive::{Printer, Vec2};

use crate::engine::{Board, Square, SquareContent};
use crate::engine::{HOUSES, row_col, square_at};

/// Left margin before the first cell.
const LEFT: usize = 4;
/// Width of one cell.
const CELL: usize = 6;
/// The view's size.
pub const BOARD_SIZE: Vec2 = Vec2::new(LEFT + CELL * 10 + 10, 6);

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
    on_cursor: Option<CursorCallback>,
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
            on_cursor: None,
        }
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

    /// Turns the route overlay on or off.
    pub fn set_route(&mut self, route: bool) {
        self.route = route;
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
}

fn cell_x(col: u8) -> usize {
    LEFT + usize::from(col) * CELL
}

impl View for BoardView {
    fn draw(&self, printer: &Printer) {
        for row in 0..3u8 {
            let y_num = usize::from(row) * 2;
            let y_piece = y_num + 1;
            // Direction of travel and the turns.
            let (left, right) = match row {
                0 => (" → ", " ↓".to_string()),
                1 => (" ↓ ", " ←".to_string()),
                _ => (" → ", format!(" → {}", self.off_label)),
            };
            printer.print((0, y_piece), left);
            printer.print((cell_x(9) + CELL - 1, y_piece), &right);
            for col in 0..10u8 {
                let Some(square) = square_at(row, col) else {
                    continue;
                };
                let x = cell_x(col);
                let label = if HOUSES.contains(&square) {
                    format!("[{square}]")
                } else {
                    square.to_string()
                };
                printer.with_color(ColorStyle::secondary(), |p| {
                    p.print((x, y_num), &format!("{label:^5}"))
                });
                let glyph = match self.board.at(square) {
                    SquareContent::Empty if HOUSES.contains(&square) => "+",
                    SquareContent::Empty => "·",
                    SquareContent::Piece(side) => {
                        if side == crate::engine::Side::X {
                            "x"
                        } else {
                            "o"
                        }
                    }
                    SquareContent::Both => "*",
                };
                let marked = self.highlight.contains(&square);
                let text = if marked {
                    format!(" >{glyph}< ")
                } else {
                    format!("  {glyph}  ")
                };
                let style = match self.board.at(square) {
                    SquareContent::Piece(crate::engine::Side::X) => {
                        ColorStyle::front(Color::Light(BaseColor::Yellow))
                    }
                    SquareContent::Piece(crate::engine::Side::O) => {
                        ColorStyle::front(Color::Light(BaseColor::Cyan))
                    }
                    _ => ColorStyle::primary(),
                };
                let draw = |p: &Printer| p.with_color(style, |p| p.print((x, y_piece), &text));
                if square == self.cursor && self.focused {
                    printer.with_effect(Effect::Reverse, draw);
                } else if marked {
                    printer.with_effect(Effect::Bold, draw);
                } else {
                    draw(printer);
                }
                if self.route && col < 9 {
                    let arrow = if row == 1 { "←" } else { "→" };
                    printer.print((x + CELL - 1, y_piece), arrow);
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

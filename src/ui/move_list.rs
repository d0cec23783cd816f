//! The replay viewer's move list: one line per entry with the engine's mark,
//! drawn in the frame's side panel when the terminal is wide enough.

use cursive::theme::Effect;
use cursive::view::View;
use cursive::{Printer, Vec2};

/// A list of entries that always keeps the current one in sight: it draws
/// the window of lines around it that fits the height it is given.
#[derive(Clone)]
pub struct MoveList {
    /// Lines above the entries (a title).
    header: Vec<String>,
    /// One line per entry.
    lines: Vec<String>,
    /// The entry showing, drawn in reverse video with a ▶.
    current: Option<usize>,
    /// Lines below the entries (the marks' legend).
    footer: Vec<String>,
}

impl MoveList {
    /// A list of `lines`, `current` highlighted, between `header` and `footer`.
    #[must_use]
    pub fn new(
        header: Vec<String>,
        lines: Vec<String>,
        current: Option<usize>,
        footer: Vec<String>,
    ) -> MoveList {
        MoveList {
            header,
            lines,
            current,
            footer,
        }
    }

    /// The first line of the window of `rows` lines: the current one in the
    /// middle where possible.
    fn first_shown(&self, rows: usize) -> usize {
        let at = self.current.unwrap_or(0);
        at.saturating_sub(rows / 2)
            .min(self.lines.len().saturating_sub(rows))
    }
}

impl View for MoveList {
    fn draw(&self, printer: &Printer) {
        let mut y = 0;
        for line in &self.header {
            printer.print((0, y), line);
            y += 1;
        }
        let rows = printer
            .size
            .y
            .saturating_sub(self.header.len() + self.footer.len());
        let first = self.first_shown(rows);
        for (i, line) in self.lines.iter().enumerate().skip(first).take(rows) {
            if self.current == Some(i) {
                printer.with_effect(Effect::Reverse, |p| p.print((0, y), &format!("▶{line}")));
            } else {
                printer.print((0, y), &format!(" {line}"));
            }
            y += 1;
        }
        let bottom = printer.size.y.saturating_sub(self.footer.len());
        for (i, line) in self.footer.iter().enumerate() {
            printer.print((0, bottom.max(y) + i), line);
        }
    }

    fn required_size(&mut self, constraint: Vec2) -> Vec2 {
        let width = self
            .header
            .iter()
            .chain(&self.footer)
            .map(|l| l.chars().count())
            .chain(self.lines.iter().map(|l| l.chars().count() + 1))
            .max()
            .unwrap_or(0);
        Vec2::new(width.min(constraint.x), constraint.y)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(current: usize) -> MoveList {
        let lines = (1..=50).map(|n| format!("{n:>3}.")).collect();
        MoveList::new(vec!["Moves".into()], lines, Some(current), Vec::new())
    }

    #[test]
    fn the_window_keeps_the_current_entry_in_the_middle_and_inside_the_list() {
        assert_eq!(list(0).first_shown(10), 0);
        assert_eq!(list(20).first_shown(10), 15);
        assert_eq!(list(49).first_shown(10), 40);
        assert_eq!(list(3).first_shown(100), 0);
    }
}

//! The replay viewer's move list: one line per entry with the engine's mark,
//! drawn beside the entry when the terminal is wide enough for both.

use cursive::event::{Event, EventResult};
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

/// A main view with a sidebar on its left that shows only when the width
/// leaves the main view at least `main_min` columns; events go to the main view.
pub struct WithSidebar<S, M> {
    sidebar: S,
    main: M,
    sidebar_width: usize,
    main_min: usize,
    shown: bool,
}

impl<S: View, M: View> WithSidebar<S, M> {
    /// `sidebar` gets `sidebar_width` columns when `main` keeps `main_min`.
    pub fn new(sidebar: S, sidebar_width: usize, main: M, main_min: usize) -> Self {
        WithSidebar {
            sidebar,
            main,
            sidebar_width,
            main_min,
            shown: false,
        }
    }

    fn offset(&self) -> usize {
        if self.shown { self.sidebar_width } else { 0 }
    }
}

impl<S: View, M: View> View for WithSidebar<S, M> {
    fn draw(&self, printer: &Printer) {
        if self.shown {
            self.sidebar
                .draw(&printer.cropped((self.sidebar_width.saturating_sub(1), printer.size.y)));
        }
        self.main.draw(&printer.offset((self.offset(), 0)));
    }

    fn layout(&mut self, size: Vec2) {
        self.shown = size.x >= self.sidebar_width + self.main_min;
        if self.shown {
            self.sidebar
                .layout(Vec2::new(self.sidebar_width.saturating_sub(1), size.y));
        }
        self.main
            .layout(Vec2::new(size.x.saturating_sub(self.offset()), size.y));
    }

    fn required_size(&mut self, constraint: Vec2) -> Vec2 {
        constraint
    }

    fn on_event(&mut self, event: Event) -> EventResult {
        let offset = self.offset();
        self.main.on_event(event.relativized((offset, 0)))
    }

    fn call_on_any(&mut self, selector: &cursive::view::Selector, callback: cursive::event::AnyCb) {
        self.sidebar.call_on_any(selector, callback);
        self.main.call_on_any(selector, callback);
    }

    fn focus_view(
        &mut self,
        selector: &cursive::view::Selector,
    ) -> Result<EventResult, cursive::view::ViewNotFound> {
        self.main.focus_view(selector)
    }

    fn take_focus(
        &mut self,
        source: cursive::direction::Direction,
    ) -> Result<EventResult, cursive::view::CannotFocus> {
        self.main.take_focus(source)
    }

    fn important_area(&self, size: Vec2) -> cursive::Rect {
        let offset = self.offset();
        self.main
            .important_area(Vec2::new(size.x.saturating_sub(offset), size.y))
            + (offset, 0)
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

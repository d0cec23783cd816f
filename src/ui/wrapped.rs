//! A view of [`Text`] paragraphs wrapped once, to the width the view gets
//! (and again whenever that width changes), keeping each paragraph's indents.

use cursive::view::View;
use cursive::{Printer, Vec2};

use crate::text::paragraphs::Text;

/// Paragraphs wrapped to the view's own width.
pub struct WrappedText {
    text: Text,
    width: usize,
    lines: Vec<String>,
}

impl WrappedText {
    /// A view of `text`.
    #[must_use]
    pub fn new(text: Text) -> WrappedText {
        WrappedText {
            text,
            width: 0,
            lines: Vec::new(),
        }
    }

    /// Shows `text` instead, wrapped at the same width.
    pub fn set_text(&mut self, text: Text) {
        self.text = text;
        self.lines = self.text.wrap(self.width.max(1));
    }

    fn rewrap(&mut self, width: usize) {
        if width != self.width || self.lines.is_empty() {
            self.width = width;
            self.lines = self.text.wrap(width);
        }
    }
}

impl View for WrappedText {
    fn draw(&self, printer: &Printer) {
        for (y, line) in self.lines.iter().enumerate() {
            printer.print((0, y), line);
        }
    }

    fn required_size(&mut self, constraint: Vec2) -> Vec2 {
        self.rewrap(constraint.x.max(1));
        let widest = self
            .lines
            .iter()
            .map(|l| textwrap::core::display_width(l))
            .max()
            .unwrap_or(0);
        Vec2::new(widest.min(constraint.x.max(1)), self.lines.len())
    }

    fn layout(&mut self, size: Vec2) {
        self.rewrap(size.x.max(1));
    }
}

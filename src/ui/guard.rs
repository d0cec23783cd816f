//! Shows a clear "enlarge the terminal" message instead of a screen that does
//! not fit in 80 x 24.

use cursive::view::{View, ViewWrapper};
use cursive::{Printer, Vec2};

/// The smallest terminal the screens are laid out for.
pub const MIN_SIZE: Vec2 = Vec2::new(80, 24);

/// Wraps a screen: draws it when the terminal is large enough, a message otherwise.
pub struct SizeGuard<V> {
    inner: V,
    message: String,
    size: Vec2,
}

impl<V> SizeGuard<V> {
    /// `message` is shown (with the current size appended) on a small terminal.
    pub fn new(inner: V, message: String) -> SizeGuard<V> {
        SizeGuard {
            inner,
            message,
            size: MIN_SIZE,
        }
    }

    fn too_small(&self) -> bool {
        self.size.x < MIN_SIZE.x || self.size.y < MIN_SIZE.y
    }
}

impl<V: View> ViewWrapper for SizeGuard<V> {
    cursive::wrap_impl!(self.inner: V);

    fn wrap_layout(&mut self, size: Vec2) {
        self.size = size;
        if !self.too_small() {
            self.inner.layout(size);
        }
    }

    fn wrap_required_size(&mut self, constraint: Vec2) -> Vec2 {
        constraint
    }

    fn wrap_draw(&self, printer: &Printer) {
        if !self.too_small() {
            self.inner.draw(printer);
            return;
        }
        let text = format!("{} ({}x{})", self.message, self.size.x, self.size.y);
        let width = self.size.x.max(1);
        let lines: Vec<String> = textwrap::wrap(&text, width)
            .into_iter()
            .map(|l| l.into_owned())
            .collect();
        let top = self.size.y.saturating_sub(lines.len()) / 2;
        for (i, line) in lines.iter().enumerate() {
            let left = width.saturating_sub(line.chars().count()) / 2;
            printer.print((left, top + i), line);
        }
    }

    fn wrap_on_event(&mut self, event: cursive::event::Event) -> cursive::event::EventResult {
        if self.too_small() {
            return cursive::event::EventResult::Ignored;
        }
        self.inner.on_event(event)
    }
}

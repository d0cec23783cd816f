//! A one-line progress bar on stderr for long commands (`duel`, `replay
//! analyze`): a label, a bar and `done/total`, redrawn at most ten times a
//! second, and nothing at all when stderr is not a terminal.

use std::io::Write;
use std::sync::Mutex;
use std::time::Instant;

/// The bar's width in characters.
const WIDTH: usize = 30;

/// A progress bar; `show` may be called from several threads.
pub struct ProgressBar {
    total: std::sync::atomic::AtomicUsize,
    label: String,
    visible: bool,
    last: Mutex<(usize, Option<Instant>)>,
}

impl ProgressBar {
    /// A bar up to `total`, after `label` (may be empty); drawn only when `visible`.
    #[must_use]
    pub fn new(total: usize, label: String, visible: bool) -> ProgressBar {
        ProgressBar {
            total: std::sync::atomic::AtomicUsize::new(total),
            label,
            visible,
            last: Mutex::new((0, None)),
        }
    }

    /// The line for `done` of the total, e.g. `label [#####-----] 5/10`.
    #[must_use]
    pub fn line(&self, done: usize) -> String {
        let total = self.total();
        let filled = (done.min(total) * WIDTH) / total.max(1);
        let label = if self.label.is_empty() {
            String::new()
        } else {
            format!("{} ", self.label)
        };
        format!(
            "{label}[{}{}] {done}/{}",
            "#".repeat(filled),
            "-".repeat(WIDTH - filled),
            total
        )
    }

    /// The total.
    fn total(&self) -> usize {
        self.total.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// [`ProgressBar::show`] with a new total (work found on the way, such
    /// as the decisions `replay analyze` measures after weighing them all).
    pub fn show_of(&self, done: usize, total: usize) {
        self.total
            .store(total, std::sync::atomic::Ordering::Relaxed);
        self.show(done);
    }

    /// Redraws the bar for `done`, unless it was redrawn less than 0.1 s ago
    /// (the last step is always drawn).
    pub fn show(&self, done: usize) {
        if !self.visible {
            return;
        }
        let Ok(mut last) = self.last.lock() else {
            return;
        };
        let now = Instant::now();
        let due = last
            .1
            .is_none_or(|t| now.duration_since(t).as_millis() >= 100);
        if done <= last.0 || !(due || done == self.total()) {
            return;
        }
        *last = (done, Some(now));
        let mut err = std::io::stderr().lock();
        let _ = write!(err, "\r{}", self.line(done));
        let _ = err.flush();
    }

    /// Clears the bar's line.
    pub fn finish(&self) {
        if self.visible {
            let width = self.line(self.total()).chars().count();
            let mut err = std::io::stderr().lock();
            let _ = write!(err, "\r{}\r", " ".repeat(width));
            let _ = err.flush();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_fills_in_proportion() {
        let bar = ProgressBar::new(10, "rating".into(), false);
        assert_eq!(bar.line(0), format!("rating [{}] 0/10", "-".repeat(30)));
        assert_eq!(
            bar.line(5),
            format!("rating [{}{}] 5/10", "#".repeat(15), "-".repeat(15))
        );
        assert_eq!(bar.line(10), format!("rating [{}] 10/10", "#".repeat(30)));
        let unlabelled = ProgressBar::new(0, String::new(), false);
        assert_eq!(unlabelled.line(0), format!("[{}] 0/0", "-".repeat(30)));
    }
}

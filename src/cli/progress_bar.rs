//! A one-line progress bar on stderr for long commands (`duel`, `replay
//! analyze`, `endings build`): a label, a bar and a count (`done/total`, or
//! what the command writes, such as a percentage), redrawn at most ten times
//! a second, fitted to the terminal's width (a line that wraps would be
//! redrawn below itself), and nothing at all when stderr is not a terminal.

use std::io::Write;
use std::sync::Mutex;
use std::time::Instant;

/// The bar's width in characters, where the terminal has room.
const WIDTH: usize = 30;

/// The narrowest bar drawn in a narrow terminal (the label gives way first).
const MIN_WIDTH: usize = 10;

/// How `done` of `total` is written after the bar.
type Count = Box<dyn Fn(usize, usize) -> String + Send + Sync>;

/// A progress bar; `show` may be called from several threads.
pub struct ProgressBar {
    total: std::sync::atomic::AtomicUsize,
    label: String,
    visible: bool,
    last: Mutex<(usize, Option<Instant>)>,
    /// The terminal's width in columns, when known.
    columns: Option<usize>,
    count: Count,
}

impl ProgressBar {
    /// A bar up to `total`, after `label` (may be empty); drawn only when `visible`.
    #[must_use]
    pub fn new(total: usize, label: String, visible: bool) -> ProgressBar {
        let columns = if visible {
            crossterm::terminal::size()
                .ok()
                .map(|(columns, _)| usize::from(columns))
        } else {
            None
        };
        ProgressBar {
            total: std::sync::atomic::AtomicUsize::new(total),
            label,
            visible,
            last: Mutex::new((0, None)),
            columns,
            count: Box::new(|done, total| format!("{done}/{total}")),
        }
    }

    /// The same bar with its count written by `count(done, total)` (e.g. a
    /// localized percentage) instead of `done/total`.
    #[must_use]
    pub fn with_count(
        mut self,
        count: impl Fn(usize, usize) -> String + Send + Sync + 'static,
    ) -> ProgressBar {
        self.count = Box::new(count);
        self
    }

    /// The line for `done` of the total, e.g. `label [#####-----] 5/10`,
    /// within the terminal's width less one column: the bar narrows first
    /// (down to [`MIN_WIDTH`]), then the label is cut with `…`.
    #[must_use]
    pub fn line(&self, done: usize) -> String {
        let total = self.total();
        let count = (self.count)(done, total);
        let mut label = if self.label.is_empty() {
            String::new()
        } else {
            format!("{} ", self.label)
        };
        let mut width = WIDTH;
        if let Some(columns) = self.columns {
            let room = columns.saturating_sub(1);
            // "[", "] " and the count around the bar.
            let fixed = count.chars().count() + 3;
            let label_len = label.chars().count();
            if label_len + fixed + width > room {
                width = room.saturating_sub(label_len + fixed).max(MIN_WIDTH);
            }
            let label_room = room.saturating_sub(fixed + width);
            if label_len > label_room {
                let kept: String = label.chars().take(label_room.saturating_sub(2)).collect();
                let kept = kept.trim_end();
                label = if kept.is_empty() {
                    String::new()
                } else {
                    format!("{kept}… ")
                };
            }
        }
        let filled = (done.min(total) * width) / total.max(1);
        format!(
            "{label}[{}{}] {count}",
            "#".repeat(filled),
            "-".repeat(width - filled),
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

    #[test]
    fn the_line_fits_the_terminal_and_the_count_can_be_a_percentage() {
        let label = "Resolviendo arcade, 3 fichas por bando".to_string();
        let mut bar = ProgressBar::new(1000, label.clone(), false)
            .with_count(|done, total| format!("{} %", done * 100 / total));
        assert_eq!(
            bar.line(500),
            format!("{label} [{}{}] 50 %", "#".repeat(15), "-".repeat(15))
        );
        // 80 columns: the line takes 77, so it is drawn whole.
        bar.columns = Some(80);
        assert_eq!(bar.line(1000).chars().count(), 77);
        // 60 columns: the bar narrows so that the line takes 59.
        bar.columns = Some(60);
        let line = bar.line(1000);
        assert_eq!(line.chars().count(), 59, "{line}");
        assert!(
            line.starts_with(&label) && line.ends_with("] 100 %"),
            "{line}"
        );
        // 40 columns: the narrowest bar, and the label cut.
        bar.columns = Some(40);
        let line = bar.line(0);
        assert_eq!(
            line,
            format!("Resolviendo arcade, 3… [{}] 0 %", "-".repeat(10))
        );
        assert!(line.chars().count() <= 39, "{line}");
        // A terminal too narrow for anything: the bar and the count only.
        bar.columns = Some(10);
        assert_eq!(bar.line(1000), format!("[{}] 100 %", "#".repeat(10)));
    }
}

//! The one screen frame every screen is shown in, laid out for 80 x 24 first:
//!
//! ```text
//! ┌ header: where you are, progress, score (one line, never scrolls) ───────┐
//! │ the board and its legend (optional, fixed height)          │ side panel │
//! │ the body: scrolls inside itself, a ScrollView              │ (100+ cols │
//! │   (the newest line kept in view with `stick_to_bottom`)    │  only)     │
//! └ key line (one line; "↓ more" at its right end when the body has more) ──┘
//! ```
//!
//! A screen gives its parts ([`Frame::new`], [`Frame::board`],
//! [`Frame::side`]) and the frame places them: from [`WIDE`] (110) columns
//! on, the side panel (a move list, an explanation) stands at the right of
//! the board and the body; narrower, the same content follows the body,
//! inside its scrolling (or, for [`Frame::side_when_wide`], is not shown).
//! The rule is the same for every screen: the panel stands beside only when
//! the main column keeps the width it has at 80 columns (the board, its
//! legend and a one-line status, plus the body's scroll bar) and the panel
//! gets at least 30 columns; between 80 and 110 columns a screen looks as it
//! does at 80. The header and the key line are cut (with "…") rather than
//! wrapped, so that they always take exactly one line each.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};

use cursive::Cursive;
use cursive::direction::Direction;
use cursive::event::{AnyCb, Event, EventResult};
use cursive::theme::Effect;
use cursive::view::{CannotFocus, Nameable, Resizable, Selector, View, ViewNotFound};
use cursive::views::{
    BoxedView, DummyView, LinearLayout, NamedView, ResizedView, ScrollView, TextContent, TextView,
};
use cursive::{Printer, Rect, Vec2};

use crate::i18n::Localizer;

/// The main column's narrowest beside a side panel: the 80 columns every
/// screen is laid out for (given one more, for the body's scroll bar, when
/// the panel keeps [`SIDE_MIN`]).
const MAIN_MIN: usize = 80;
/// The side panel's narrowest (separator included).
const SIDE_MIN: usize = 30;
/// The side panel's widest (separator included).
const SIDE_MAX: usize = 48;
/// From this width on, the side panel stands beside the board and the body
/// (the main column keeps `MAIN_MIN`, the panel has at least `SIDE_MIN`).
pub const WIDE: usize = MAIN_MIN + SIDE_MIN;
/// The name of the key line's text (so that a dialog can show its own keys
/// there: `siv.call_on_name(KEYS, |v: &mut TextView| v.set_content(..))`).
pub const KEYS: &str = "hints";

/// One screen: header, optional board, scrolling body, optional side panel, key line.
pub struct Frame {
    header: String,
    status: String,
    keys: String,
    board: Option<BoxedView>,
    body: BoxedView,
    side: Option<Side>,
    bottom: bool,
    pass: Vec<Event>,
    more: [String; 3],
}

/// What goes in the side panel: made twice (once beside, once below the
/// body), since only one of the two places shows at a time.
struct Side {
    make: Box<dyn Fn() -> BoxedView + Send + Sync>,
    /// Whether it also shows below the body on a narrow terminal.
    below: bool,
}

impl Frame {
    /// A screen with `header` (one line: where the learner is, progress,
    /// score), `keys` (its key line; the rest of the keys are on `?`) and
    /// `body` (the part that scrolls). `l` words the scroll hint.
    #[must_use]
    pub fn new(
        l: &Localizer,
        header: impl Into<String>,
        keys: impl Into<String>,
        body: impl View,
    ) -> Frame {
        Frame {
            header: header.into(),
            status: String::new(),
            keys: keys.into(),
            board: None,
            body: BoxedView::boxed(body),
            side: None,
            bottom: false,
            pass: Vec::new(),
            more: [
                l.text("frame-more-up"),
                l.text("frame-more-down"),
                l.text("frame-more-both"),
            ],
        }
    }

    /// The header's right end: progress and score ("question 3 of 10 ·
    /// right 2 of 2"), kept whole when the header is cut.
    #[must_use]
    pub fn status(mut self, status: impl Into<String>) -> Frame {
        self.status = status.into();
        self
    }

    /// The board (with its legend lines, if any), under the header; it does
    /// not scroll.
    #[must_use]
    pub fn board(mut self, board: impl View) -> Frame {
        self.board = Some(BoxedView::boxed(board));
        self
    }

    /// The side panel's content, made by `make`: beside the board and the
    /// body from [`WIDE`] columns on, after the body (inside its scrolling)
    /// when narrower. Nothing in it takes the focus.
    #[must_use]
    pub fn side<V: View, F: Fn() -> V + Send + Sync + 'static>(mut self, make: F) -> Frame {
        self.side = Some(Side {
            make: Box::new(move || BoxedView::boxed(make())),
            below: true,
        });
        self
    }

    /// Like [`Frame::side`], but shown only when wide (e.g. a move list that
    /// the body already summarises).
    #[must_use]
    pub fn side_when_wide<V: View, F: Fn() -> V + Send + Sync + 'static>(
        mut self,
        make: F,
    ) -> Frame {
        self.side = Some(Side {
            make: Box::new(move || BoxedView::boxed(make())),
            below: false,
        });
        self
    }

    /// Keeps the end of the body in view (the newest line of a game's
    /// events), instead of its start.
    #[must_use]
    pub fn stick_to_bottom(mut self) -> Frame {
        self.bottom = true;
        self
    }

    /// Lets `events` past the body's scrolling to the screen's own keys
    /// (e.g. the arrows that move a board cursor, Home and End).
    #[must_use]
    pub fn pass(mut self, events: impl IntoIterator<Item = Event>) -> Frame {
        self.pass.extend(events);
        self
    }

    /// The frame as one view, guarded against terminals under 80 x 24.
    fn into_view(self, too_small: String) -> impl View {
        let wide = Arc::new(AtomicBool::new(false));
        let scroll = Arc::new(AtomicU8::new(0));
        let mut body = LinearLayout::vertical().child(self.body);
        let mut side = None;
        if let Some(s) = self.side {
            if s.below {
                body.add_child(Only::narrow(
                    LinearLayout::vertical().child(DummyView).child((s.make)()),
                    &wide,
                ));
            }
            side = Some((s.make)());
        }
        let mut scrolled = ScrollView::new(body);
        if self.bottom {
            scrolled.set_scroll_strategy(cursive::view::ScrollStrategy::StickToBottom);
        }
        let mut main = LinearLayout::vertical();
        if let Some(board) = self.board {
            main.add_child(board);
        }
        main.add_child(
            Watch {
                inner: scrolled,
                state: scroll.clone(),
                pass: self.pass,
            }
            .full_height(),
        );
        let split = Split {
            main,
            side,
            wide: wide.clone(),
            side_width: 0,
        };
        let screen = LinearLayout::vertical()
            .child(OneLine::header(self.header, self.status))
            .child(ResizedView::with_full_height(split))
            .child({
                let content = TextContent::new(self.keys);
                KeyLine {
                    text: TextView::new_with_content(content.clone()).with_name(KEYS),
                    content,
                    scroll,
                    more: self.more,
                }
            });
        super::guard::SizeGuard::new(screen, too_small)
    }
}

/// Replaces whatever shows with `frame` (and clears any dialog over it).
pub fn show(siv: &mut Cursive, frame: Frame) {
    let message = siv
        .user_data::<super::App>()
        .map(|a| a.l.text("screen-too-small"))
        .unwrap_or_default();
    while siv.pop_layer().is_some() {}
    siv.add_fullscreen_layer(frame.into_view(message));
}

/// The scroll hint for a body: 0 all shown, 1 more above, 2 more below, 3 both.
fn scroll_state<V: View>(view: &ScrollView<V>) -> u8 {
    let above = !view.is_at_top();
    let below = !view.is_at_bottom();
    u8::from(above) | (u8::from(below) << 1)
}

/// A scroll view that tells the key line whether there is more to see.
struct Watch<V> {
    inner: ScrollView<V>,
    state: Arc<AtomicU8>,
    pass: Vec<Event>,
}

impl<V: View> Watch<V> {
    fn note(&self) {
        self.state
            .store(scroll_state(&self.inner), Ordering::Relaxed);
    }
}

impl<V: View> cursive::view::ViewWrapper for Watch<V> {
    cursive::wrap_impl!(self.inner: ScrollView<V>);

    fn wrap_layout(&mut self, size: Vec2) {
        self.inner.layout(size);
        self.note();
    }

    fn wrap_on_event(&mut self, event: Event) -> EventResult {
        if self.pass.contains(&event) {
            return EventResult::Ignored;
        }
        let result = self.inner.on_event(event);
        self.note();
        result
    }
}

/// One line of text, cut with "…" when it is too long (never wrapped).
fn cut(text: &str, width: usize) -> String {
    let line = text.lines().next().unwrap_or("");
    if textwrap::core::display_width(line) <= width {
        return line.to_string();
    }
    let mut out = String::new();
    let mut used = 0;
    for ch in line.chars() {
        let w = textwrap::core::display_width(ch.encode_utf8(&mut [0; 4]));
        if used + w + 1 > width {
            break;
        }
        out.push(ch);
        used += w;
    }
    out.push('…');
    out
}

/// A key line in `width` columns: whole keys are left out from the end
/// ("… · ? more · Esc lessons" loses "Esc lessons", never keeps a bare
/// "Esc"), the `?` key that shows them all is kept; only a line whose first
/// keys alone are too long is cut with "…".
fn fit_keys(keys: &str, width: usize) -> String {
    const SEPARATOR: &str = " · ";
    let line = keys.lines().next().unwrap_or("");
    let fits = |text: &str| textwrap::core::display_width(text) <= width;
    if fits(line) {
        return line.to_string();
    }
    let mut items: Vec<&str> = line.split(SEPARATOR).collect();
    let help = items.iter().position(|item| item.starts_with('?'));
    let help = help.map(|at| items.remove(at));
    while !items.is_empty() {
        let mut shown = items.clone();
        shown.extend(help);
        let joined = shown.join(SEPARATOR);
        if fits(&joined) {
            return joined;
        }
        items.pop();
    }
    cut(line, width)
}

/// The header: one bold line, where the learner is on the left (cut when
/// too long), progress and score on the right (kept whole).
struct OneLine {
    text: String,
    status: String,
}

impl OneLine {
    fn header(text: String, status: String) -> OneLine {
        OneLine { text, status }
    }
}

/// The header's line at `width`: `text`, then `status` at the right end.
fn header_line(text: &str, status: &str, width: usize) -> String {
    if status.is_empty() {
        return cut(text, width);
    }
    let status = cut(status, width);
    let status_width = textwrap::core::display_width(&status);
    let room = width.saturating_sub(status_width + 2);
    let left = if room == 0 {
        String::new()
    } else {
        cut(text, room)
    };
    let gap = width.saturating_sub(textwrap::core::display_width(&left) + status_width);
    format!("{left}{}{status}", " ".repeat(gap))
}

impl View for OneLine {
    fn draw(&self, printer: &Printer) {
        let line = header_line(&self.text, &self.status, printer.size.x);
        printer.with_effect(Effect::Bold, |p| p.print((0, 0), &line));
    }

    fn required_size(&mut self, constraint: Vec2) -> Vec2 {
        Vec2::new(constraint.x, 1)
    }
}

/// The key line: the screen's keys on the left (cut, never wrapped), the
/// scroll hint on the right.
struct KeyLine {
    /// Only there to be found by name (and changed through `content`).
    text: NamedView<TextView>,
    content: TextContent,
    scroll: Arc<AtomicU8>,
    more: [String; 3],
}

impl View for KeyLine {
    fn draw(&self, printer: &Printer) {
        let hint = match self.scroll.load(Ordering::Relaxed) {
            1 => self.more[0].as_str(),
            2 => self.more[1].as_str(),
            3 => self.more[2].as_str(),
            _ => "",
        };
        let hint_width = textwrap::core::display_width(hint);
        let room = if hint.is_empty() {
            printer.size.x
        } else {
            printer.size.x.saturating_sub(hint_width + 1)
        };
        let keys = self.content.get_content().source().to_string();
        printer.print((0, 0), &fit_keys(&keys, room));
        if !hint.is_empty() {
            printer.with_effect(Effect::Reverse, |p| {
                p.print((printer.size.x.saturating_sub(hint_width), 0), hint)
            });
        }
    }

    fn required_size(&mut self, constraint: Vec2) -> Vec2 {
        Vec2::new(constraint.x, 1)
    }

    fn call_on_any(&mut self, selector: &Selector, callback: AnyCb) {
        self.text.call_on_any(selector, callback);
    }
}

/// A view shown only on a narrow terminal (it takes no room when wide).
struct Only<V> {
    inner: V,
    wide: Arc<AtomicBool>,
}

impl<V> Only<V> {
    fn narrow(inner: V, wide: &Arc<AtomicBool>) -> Only<V> {
        Only {
            inner,
            wide: wide.clone(),
        }
    }

    fn hidden(&self) -> bool {
        self.wide.load(Ordering::Relaxed)
    }
}

impl<V: View> View for Only<V> {
    fn draw(&self, printer: &Printer) {
        if !self.hidden() {
            self.inner.draw(printer);
        }
    }

    fn layout(&mut self, size: Vec2) {
        if !self.hidden() {
            self.inner.layout(size);
        }
    }

    fn required_size(&mut self, constraint: Vec2) -> Vec2 {
        if self.hidden() {
            Vec2::zero()
        } else {
            self.inner.required_size(constraint)
        }
    }

    fn take_focus(&mut self, _source: Direction) -> Result<EventResult, CannotFocus> {
        Err(CannotFocus)
    }
}

/// The side panel's width (separator included) on a terminal `width`
/// columns wide: 0 under [`WIDE`] (the panel would narrow the board's
/// column, wrapping its legend and status line); from there, what a main
/// column of `MAIN_MIN + 1` leaves, at least [`SIDE_MIN`] and at most
/// [`SIDE_MAX`].
fn side_width(width: usize) -> usize {
    if width >= WIDE {
        width.saturating_sub(MAIN_MIN + 1).clamp(SIDE_MIN, SIDE_MAX)
    } else {
        0
    }
}

/// The main column, and the side panel at its right when the terminal is
/// [`WIDE`]; events and the focus go to the main column.
struct Split {
    main: LinearLayout,
    side: Option<BoxedView>,
    wide: Arc<AtomicBool>,
    side_width: usize,
}

impl View for Split {
    fn draw(&self, printer: &Printer) {
        let main_width = printer.size.x.saturating_sub(self.side_width);
        self.main
            .draw(&printer.cropped((main_width, printer.size.y)));
        if let Some(side) = &self.side {
            if self.side_width > 0 {
                for y in 0..printer.size.y {
                    printer.print((main_width, y), "│");
                }
                let inner = printer
                    .offset((main_width + 2, 0))
                    .cropped((self.side_width.saturating_sub(2), printer.size.y));
                side.draw(&inner);
            }
        }
    }

    fn layout(&mut self, size: Vec2) {
        let width = side_width(size.x);
        // Beside only when it fits whole in the height; else it follows the body.
        let wide = width > 0
            && self.side.as_mut().is_some_and(|side| {
                side.required_size(Vec2::new(width.saturating_sub(2), size.y))
                    .y
                    <= size.y
            });
        self.wide.store(wide, Ordering::Relaxed);
        self.side_width = if wide { width } else { 0 };
        if let (Some(side), true) = (self.side.as_mut(), wide) {
            side.layout(Vec2::new(self.side_width.saturating_sub(2), size.y));
        }
        self.main
            .layout(Vec2::new(size.x.saturating_sub(self.side_width), size.y));
    }

    fn required_size(&mut self, constraint: Vec2) -> Vec2 {
        constraint
    }

    fn on_event(&mut self, event: Event) -> EventResult {
        self.main.on_event(event)
    }

    fn call_on_any(&mut self, selector: &Selector, callback: AnyCb) {
        self.main.call_on_any(selector, callback);
        if let Some(side) = self.side.as_mut() {
            side.call_on_any(selector, callback);
        }
    }

    fn focus_view(&mut self, selector: &Selector) -> Result<EventResult, ViewNotFound> {
        self.main.focus_view(selector)
    }

    fn take_focus(&mut self, source: Direction) -> Result<EventResult, CannotFocus> {
        self.main.take_focus(source)
    }

    fn important_area(&self, size: Vec2) -> Rect {
        self.main
            .important_area(Vec2::new(size.x.saturating_sub(self.side_width), size.y))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_line_is_cut_with_an_ellipsis_to_the_width() {
        assert_eq!(
            fit_keys("a x · b y · ? more · Esc home", 40),
            "a x · b y · ? more · Esc home"
        );
        // Whole keys go from the end; "? more" stays.
        assert_eq!(
            fit_keys("a x · b y · ? more · Esc home", 20),
            "a x · b y · ? more"
        );
        assert_eq!(
            fit_keys("a x · b y · ? more · Esc home", 12),
            "a x · ? more"
        );
        assert_eq!(
            fit_keys("a very long first key", 10),
            cut("a very long first key", 10)
        );
        assert_eq!(cut("short", 10), "short");
        assert_eq!(cut("exactly ten", 11), "exactly ten");
        let cut_line = cut("a line much longer than the room", 10);
        assert_eq!(cut_line, "a line mu…");
        assert_eq!(textwrap::core::display_width(&cut_line), 10);
        assert_eq!(cut("first\nsecond", 20), "first");
    }

    #[test]
    fn the_side_panel_leaves_the_board_its_room() {
        for narrow in [80, 100, 104, 109] {
            assert_eq!(side_width(narrow), 0, "{narrow}");
        }
        assert_eq!(side_width(WIDE), 30);
        assert_eq!(side_width(110), 30);
        assert_eq!(side_width(111), 30);
        assert_eq!(side_width(119), 38);
        assert_eq!(side_width(120), 39);
        assert_eq!(side_width(200), SIDE_MAX);
    }

    #[test]
    fn the_header_keeps_its_status_whole_and_cuts_the_place() {
        let line = header_line("A very long lesson title · Kendall", "step 2 of 5", 30);
        assert_eq!(line, "A very long less…  step 2 of 5");
        assert_eq!(textwrap::core::display_width(&line), 30);
        assert_eq!(header_line("Home", "", 30), "Home");
        assert_eq!(
            header_line("Quiz", "right 1 of 1", 20),
            "Quiz    right 1 of 1"
        );
    }
}

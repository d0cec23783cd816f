//! The replay viewer: step through a recorded game entry by entry, with the
//! throw, every option it allowed (the one played marked), why a throw was
//! lost, and the note; jump to the start or the end, to an entry by number,
//! or to the next or previous exchange, water landing or noted entry. A file
//! with a bad entry opens on its valid part, with the error shown where it breaks.

use cursive::Cursive;
use cursive::event::Key;
use cursive::view::{Nameable, Resizable};
use cursive::views::{Dialog, EditView, LinearLayout, ScrollView, TextView};

use super::{App, Screen, set_screen};
use crate::replay::verify::Verified;
use crate::text::replay::{frame_view, start_view};

/// A replay on screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ViewerState {
    /// The file, as shown in messages.
    pub path: String,
    /// The re-played entries (all, or the valid prefix).
    pub verified: Verified,
    /// Where the replay breaks, in words, if it does.
    pub error: Option<String>,
    /// The entry showing (0-based); `None` before the first.
    pub at: Option<usize>,
}

/// What a jump looks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// An entry whose move exchanged or pushed an opposing piece.
    Exchange,
    /// An entry whose move landed in the water.
    Water,
    /// An entry with a note.
    Note,
}

impl ViewerState {
    /// Opens at the first entry, or at the last valid one when the file breaks.
    #[must_use]
    pub fn new(path: String, verified: Verified, error: Option<String>) -> ViewerState {
        let at = if error.is_some() {
            verified.frames.len().checked_sub(1)
        } else if verified.frames.is_empty() {
            None
        } else {
            Some(0)
        };
        ViewerState {
            path,
            verified,
            error,
            at,
        }
    }

    fn last(&self) -> Option<usize> {
        self.verified.frames.len().checked_sub(1)
    }

    /// One entry forward (or back).
    pub fn step(&mut self, forward: bool) {
        self.at = match (self.at, forward) {
            (None, true) => (!self.verified.frames.is_empty()).then_some(0),
            (None, false) => None,
            (Some(i), true) => Some((i + 1).min(self.last().unwrap_or(0))),
            (Some(0), false) => None,
            (Some(i), false) => Some(i - 1),
        };
    }

    /// The first or the last entry.
    pub fn jump_end(&mut self, end: bool) {
        self.at = if end {
            self.last()
        } else {
            (!self.verified.frames.is_empty()).then_some(0)
        };
    }

    /// Entry `n` (1-based), clamped to the entries there are.
    pub fn go_to(&mut self, n: usize) {
        self.at = self.last().map(|last| n.saturating_sub(1).min(last));
    }

    fn matches(&self, index: usize, mark: Mark) -> bool {
        let frame = self.verified.frames.get(index);
        match mark {
            Mark::Exchange => frame
                .and_then(|f| f.played)
                .is_some_and(|m| m.exchange.is_some()),
            Mark::Water => frame.and_then(|f| f.played).is_some_and(|m| m.water),
            Mark::Note => self
                .verified
                .replay
                .turns
                .get(index)
                .is_some_and(|e| e.note.is_some()),
        }
    }

    /// The next (or previous) entry with `mark`; stays put when there is none.
    pub fn seek(&mut self, mark: Mark, forward: bool) {
        let count = self.verified.frames.len();
        let found = if forward {
            let from = self.at.map_or(0, |i| i + 1);
            (from..count).find(|&i| self.matches(i, mark))
        } else {
            let until = self.at.unwrap_or(0);
            (0..until).rev().find(|&i| self.matches(i, mark))
        };
        if found.is_some() {
            self.at = found;
        }
    }
}

/// Opens the viewer on a replay.
pub fn open(siv: &mut Cursive, state: ViewerState) {
    if let Some(app) = siv.user_data::<App>() {
        app.viewer = Some(state);
    }
    show(siv);
}

/// Draws the entry showing.
pub fn show(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    app.screen = Screen::Viewer;
    let Some(state) = app.viewer.as_ref() else {
        return;
    };
    let l = &app.l;
    let mut text = match state.at {
        Some(i) => frame_view(l, &state.verified, i),
        None => start_view(l, &state.verified),
    };
    // The entry's note first: the full view is long, and the note is what it is about.
    let note = state
        .at
        .and_then(|i| state.verified.replay.turns.get(i))
        .and_then(|e| e.note.as_ref())
        .and_then(|n| n.text(l.lang()));
    if let Some(note) = note {
        text = format!(
            "{}\n\n{text}",
            l.text_with("replay-note", crate::args![("note", note)])
        );
    }
    let at_break =
        state.at == state.verified.frames.len().checked_sub(1) || state.verified.frames.is_empty();
    // Where the file breaks, shown first so it cannot be missed.
    if let (Some(error), true) = (&state.error, at_break) {
        text = format!(
            "{}\n\n{text}",
            l.text_with("viewer-breaks", crate::args![("error", error.as_str())])
        );
    }
    let hints = l.text("hints-viewer");
    set_screen(siv, ScrollView::new(TextView::new(text)), hints);
}

fn act(siv: &mut Cursive, f: impl FnOnce(&mut ViewerState)) {
    if let Some(state) = siv.user_data::<App>().and_then(|a| a.viewer.as_mut()) {
        f(state);
    }
    show(siv);
}

/// The keys of the viewer (each acts only while it shows).
pub fn install_keys(siv: &mut Cursive) {
    let on_viewer = |s: &mut Cursive| {
        s.user_data::<App>()
            .is_some_and(|a| a.screen == Screen::Viewer)
    };
    let key = |siv: &mut Cursive, event: cursive::event::Event, f: fn(&mut ViewerState)| {
        siv.add_global_callback(event, move |s| {
            if on_viewer(s) {
                act(s, f);
            }
        });
    };
    key(siv, Key::Right.into(), |v| v.step(true));
    key(siv, 'j'.into(), |v| v.step(true));
    key(siv, Key::Left.into(), |v| v.step(false));
    key(siv, 'k'.into(), |v| v.step(false));
    key(siv, Key::Home.into(), |v| v.jump_end(false));
    key(siv, Key::End.into(), |v| v.jump_end(true));
    key(siv, 'x'.into(), |v| v.seek(Mark::Exchange, true));
    key(siv, 'X'.into(), |v| v.seek(Mark::Exchange, false));
    key(siv, 'w'.into(), |v| v.seek(Mark::Water, true));
    key(siv, 'W'.into(), |v| v.seek(Mark::Water, false));
    key(siv, 'n'.into(), |v| v.seek(Mark::Note, true));
    key(siv, 'N'.into(), |v| v.seek(Mark::Note, false));
    siv.add_global_callback('g', move |s| {
        if on_viewer(s) {
            ask_entry(s);
        }
    });
}

/// g: asks for an entry number.
fn ask_entry(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let title = app.l.text("viewer-go-to");
    app.screen = Screen::ViewerDialog;
    let edit = EditView::new()
        .on_submit(|s, text| {
            s.pop_layer();
            if let Ok(n) = text.trim().parse::<usize>() {
                if let Some(state) = s.user_data::<App>().and_then(|a| a.viewer.as_mut()) {
                    state.go_to(n);
                }
            }
            show(s);
        })
        .with_name("go-to")
        .fixed_width(10);
    siv.add_layer(Dialog::around(LinearLayout::vertical().child(edit)).title(title));
}

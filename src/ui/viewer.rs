//! The replay viewer: step through a recorded game entry by entry, with the
//! throw, every option it allowed (the one played marked), why a throw was
//! lost, and the note; jump to the start or the end, to an entry by number,
//! or to the next or previous exchange, water landing or noted entry. A file
//! with a bad entry opens on its valid part, with the error shown where it breaks.
//!
//! Beside the entry runs the move list, one line per entry with the engine's
//! mark once the game is rated (`a`, or the first `m`): the rating runs on a
//! background thread with its progress in the list's header, so the viewer
//! stays usable, and `m`/`M` then jump to the next or previous mistake or
//! blunder. The rating is the one `senet replay analyze` prints, at the same
//! default level. `r` rolls out the decision of the entry showing
//! ([`ROLLOUT_PLAYOUTS`] playouts per option, in the background, its progress
//! above the entry), then shows each option's win chance with its 95%
//! interval and the mark the interval supports.

use std::sync::atomic::{AtomicU64, Ordering};

use cursive::Cursive;
use cursive::event::{Event, Key};
use cursive::view::{Nameable, Resizable};
use cursive::views::{Dialog, EditView, LinearLayout};

use super::move_list::MoveList;
use super::wrapped::WrappedText;
use super::{App, Frame, Screen, set_screen};
use crate::ai::analysis::{self, Rated};
use crate::i18n::Localizer;
use crate::replay::read::Parsed;
use crate::replay::verify::{Verified, verify};
use crate::text::paragraphs::Text;
use crate::text::replay::{frame_text, move_list_line, rating_view, verify_error_line};

/// The search level that rates a replay in the viewer: the default of
/// `senet replay analyze`.
pub const RATING_LEVEL: u8 = analysis::DEFAULT_LEVEL;

/// The engine's rating of a replay's decisions, as far as it has got.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum Rating {
    /// Not asked for yet.
    #[default]
    NotStarted,
    /// Running on a background thread: entries done of the total.
    Running {
        /// Entries looked at.
        done: usize,
        /// Entries in all.
        total: usize,
    },
    /// Every decision with a choice, rated, in entry order.
    Done(Vec<Rated>),
}

/// The playouts per option of a rollout asked for with `r`.
pub const ROLLOUT_PLAYOUTS: u32 = 200;

/// A rollout of one entry's decision (`r`), as far as it has got.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum EntryRollout {
    /// None asked for.
    #[default]
    None,
    /// Running on a background thread.
    Running {
        /// The entry (0-based).
        index: usize,
        /// Playouts done of the total.
        done: u32,
        /// Playouts in all.
        total: u32,
    },
    /// Finished: the entry's rating by the playouts (`None`: a forced move
    /// or a lost throw, nothing to roll out).
    Done {
        /// The entry (0-based).
        index: usize,
        /// Its rating.
        rated: Option<Box<Rated>>,
    },
}

impl EntryRollout {
    fn index(&self) -> Option<usize> {
        match self {
            EntryRollout::None => None,
            EntryRollout::Running { index, .. } | EntryRollout::Done { index, .. } => Some(*index),
        }
    }
}

/// A replay on screen.
#[derive(Debug, Clone, PartialEq)]
pub struct ViewerState {
    /// The file, as shown in messages.
    pub path: String,
    /// The re-played entries (all, or the valid prefix).
    pub verified: Verified,
    /// Where the replay breaks, in words, if it does.
    pub error: Option<String>,
    /// The entry showing (0-based); `None` before the first.
    pub at: Option<usize>,
    /// The engine's rating of the decisions.
    pub rating: Rating,
    /// Which rating run the state waits for (a run for a replay no longer
    /// showing is ignored).
    rating_run: u64,
    /// A jump to a mistake asked for before the rating was done: forward or
    /// back, made when it arrives.
    pending_jump: Option<bool>,
    /// The Fluent id of a short message about the last key (e.g. no mistake
    /// further on), shown once.
    pub notice: Option<String>,
    /// The last rollout asked for (`r`).
    pub rollout: EntryRollout,
    /// Which rollout run the state waits for.
    rollout_run: u64,
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
    /// An entry the engine rated a mistake or a blunder.
    Mistake,
}

impl ViewerState {
    /// Loads a replay file for the viewer.
    ///
    /// # Errors
    /// The file cannot be read or is not a replay: the one-line message.
    pub fn load(path: &std::path::Path, l: &Localizer) -> Result<ViewerState, String> {
        let file = crate::text::errors::path_shown(path);
        crate::replay::files::load(path)
            .map(|parsed| ViewerState::from_parsed(file.clone(), parsed, l))
            .map_err(|e| crate::text::replay::load_error_line(l, &file, &e))
    }

    /// The state for a parsed replay (`file` as shown): its verified
    /// entries, or the valid prefix and, in words, where and why it breaks.
    #[must_use]
    pub fn from_parsed(file: String, parsed: Parsed, l: &Localizer) -> ViewerState {
        match verify(parsed.replay) {
            Ok(v) => ViewerState::new(file, v, None),
            Err((v, e)) => {
                let error = verify_error_line(l, &file, v.replay.rules, &e, parsed.result_line);
                ViewerState::new(file, v, Some(error))
            }
        }
    }

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
            rating: Rating::NotStarted,
            rating_run: 0,
            pending_jump: None,
            notice: None,
            rollout: EntryRollout::None,
            rollout_run: 0,
        }
    }

    /// Marks a rollout of entry `index` as started by run `run`.
    pub fn start_rollout(&mut self, run: u64, index: usize, total: u32) {
        self.rollout_run = run;
        self.rollout = EntryRollout::Running {
            index,
            done: 0,
            total,
        };
    }

    /// Progress of rollout run `run`; ignored for another run.
    pub fn rollout_progress(&mut self, run: u64, done: u32, total: u32) {
        if let EntryRollout::Running { index, .. } = self.rollout {
            if run == self.rollout_run {
                self.rollout = EntryRollout::Running { index, done, total };
            }
        }
    }

    /// The finished rollout of run `run`; ignored for another run.
    pub fn rollout_done(&mut self, run: u64, rated: Option<Rated>) {
        if let EntryRollout::Running { index, .. } = self.rollout {
            if run == self.rollout_run {
                self.rollout = EntryRollout::Done {
                    index,
                    rated: rated.map(Box::new),
                };
            }
        }
    }

    /// The rating of entry `index` (0-based), once rated; `None` also for
    /// forced moves and lost throws, which are not rated.
    #[must_use]
    pub fn rated(&self, index: usize) -> Option<&Rated> {
        let Rating::Done(all) = &self.rating else {
            return None;
        };
        all.binary_search_by_key(&index, |r| r.index)
            .ok()
            .and_then(|i| all.get(i))
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
            Mark::Mistake => self
                .rated(index)
                .is_some_and(|r| r.mark >= analysis::Mark::Mistake),
        }
    }

    /// The next (or previous) entry with `mark`; stays put when there is none,
    /// and says so for a mistake.
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
        } else if mark == Mark::Mistake {
            self.notice = Some(
                if forward {
                    "viewer-no-mistake-after"
                } else {
                    "viewer-no-mistake-before"
                }
                .to_string(),
            );
        }
    }

    /// `m`/`M`: the next or previous mistake, or, before the rating is done,
    /// starts it (when asked for the first time) and remembers the jump.
    /// Returns true when a rating has to be started.
    pub fn seek_mistake(&mut self, forward: bool) -> bool {
        match self.rating {
            Rating::Done(_) => {
                self.seek(Mark::Mistake, forward);
                false
            }
            Rating::Running { .. } => {
                self.pending_jump = Some(forward);
                false
            }
            Rating::NotStarted => {
                self.pending_jump = Some(forward);
                true
            }
        }
    }

    /// Marks the rating as started by run `run`, over every entry.
    pub fn start_rating(&mut self, run: u64) {
        self.rating_run = run;
        self.rating = Rating::Running {
            done: 0,
            total: self.verified.frames.len(),
        };
    }

    /// Progress of run `run`; ignored when it is not the run this state waits for.
    pub fn rating_progress(&mut self, run: u64, done: usize, total: usize) {
        if run == self.rating_run && matches!(self.rating, Rating::Running { .. }) {
            self.rating = Rating::Running { done, total };
        }
    }

    /// The finished rating of run `run`; makes the jump asked for meanwhile.
    pub fn rating_done(&mut self, run: u64, rated: Vec<Rated>) {
        if run != self.rating_run {
            return;
        }
        self.rating = Rating::Done(rated);
        if let Some(forward) = self.pending_jump.take() {
            self.seek(Mark::Mistake, forward);
        }
    }
}

/// Numbers the rating runs so that a late result never lands on another replay.
static RATING_RUNS: AtomicU64 = AtomicU64::new(1);

/// Starts rating the replay showing on a background thread, unless it is
/// rated or being rated already. Progress and the result come back through
/// cursive's callback sink.
fn start_rating(siv: &mut Cursive) {
    let sink = siv.cb_sink().clone();
    let Some(state) = siv.user_data::<App>().and_then(|a| a.viewer.as_mut()) else {
        return;
    };
    if state.rating != Rating::NotStarted {
        return;
    }
    let Some(limits) = crate::ai::Level::Search(RATING_LEVEL).limits() else {
        return;
    };
    let run = RATING_RUNS.fetch_add(1, Ordering::Relaxed);
    state.start_rating(run);
    let rules = state.verified.replay.rules;
    let building_sink = sink.clone();
    let data_dir = siv.user_data::<App>().and_then(|a| a.data_dir.clone());
    // The three-piece table: loaded, or built in the background (the
    // two-piece one rates meanwhile); its progress shows in the status line.
    crate::endings_cache::build_in_background(
        data_dir,
        rules,
        std::sync::Arc::new(move || {
            let _ = building_sink.send(Box::new(on_building));
        }),
    );
    let Some(state) = siv.user_data::<App>().and_then(|a| a.viewer.as_mut()) else {
        return;
    };
    let verified = state.verified.clone();
    let progress_sink = sink.clone();
    std::thread::spawn(move || {
        let rated = analysis::analyze(&verified, &limits, |done, total| {
            let _ = progress_sink.send(Box::new(move |s: &mut Cursive| {
                on_rating(s, |v| v.rating_progress(run, done, total));
            }));
        });
        let _ = sink.send(Box::new(move |s: &mut Cursive| {
            on_rating(s, |v| v.rating_done(run, rated));
        }));
    });
}

/// Shows a background table build's progress in the entry's text (in place,
/// so a reader's scrolling is kept) while the viewer itself shows.
fn on_building(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    if app.screen != Screen::Viewer {
        return;
    }
    let Some(state) = app.viewer.as_ref() else {
        return;
    };
    let text = entry_text(&app.l, state);
    siv.call_on_name(TEXT, |view: &mut WrappedText| view.set_text(text));
}

/// Rolls out the decision of the entry showing on a background thread
/// ([`ROLLOUT_PLAYOUTS`] playouts per option at the rollouts' level, every
/// core), unless that entry is being or has been rolled out already.
fn start_rollout(siv: &mut Cursive) {
    let sink = siv.cb_sink().clone();
    let Some(state) = siv.user_data::<App>().and_then(|a| a.viewer.as_mut()) else {
        return;
    };
    let Some(index) = state.at else {
        return;
    };
    if state.rollout.index() == Some(index) {
        return;
    }
    let Some(limits) = crate::ai::Level::Search(RATING_LEVEL).limits() else {
        return;
    };
    let run = RATING_RUNS.fetch_add(1, Ordering::Relaxed);
    state.start_rollout(run, index, ROLLOUT_PLAYOUTS);
    let verified = state.verified.clone();
    let settings = crate::ai::rollout::Settings {
        jobs: std::thread::available_parallelism().map_or(1, |n| n.get().min(64)),
        ..crate::ai::rollout::Settings::new(ROLLOUT_PLAYOUTS)
    };
    std::thread::spawn(move || {
        let progress_sink = sink.clone();
        let progress = move |done: u32, total: u32| {
            // A redraw every tenth of the way (and at the end) is enough.
            if done % (total / 10).max(1) == 0 || done == total {
                let _ = progress_sink.send(Box::new(move |s: &mut Cursive| {
                    on_rating(s, |v| v.rollout_progress(run, done, total));
                }));
            }
        };
        let method = analysis::Method {
            limits: &limits,
            rollouts: Some(&settings),
            progress: &progress,
        };
        let rated = analysis::rate(&verified, index, &method);
        let _ = sink.send(Box::new(move |s: &mut Cursive| {
            on_rating(s, |v| v.rollout_done(run, rated));
        }));
    });
}

/// Applies a rating update while the viewer itself shows (a redraw would
/// close the go-to box, which gets the update when it closes). Progress only
/// rewrites the entry's text in place, so a reader's scrolling is kept; the
/// finished rating redraws the screen with the marks.
fn on_rating(siv: &mut Cursive, f: impl FnOnce(&mut ViewerState)) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let showing = app.screen == Screen::Viewer;
    let Some(state) = app.viewer.as_mut() else {
        return;
    };
    f(state);
    if !showing {
        return;
    }
    if matches!(state.rating, Rating::Done(_)) {
        show(siv);
    } else {
        let text = entry_text(&app.l, state);
        siv.call_on_name(TEXT, |view: &mut WrappedText| view.set_text(text));
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
    let text = entry_text(l, state);
    let list = move_list(l, state);
    let hints = l.text("hints-viewer");
    let header = l.text_with("frame-viewer", crate::args![("file", state.path.as_str())]);
    let count = state.verified.frames.len();
    let status = match state.at {
        Some(at) => l.text_with(
            "frame-viewer-status",
            crate::args![("at", at + 1), ("count", count)],
        ),
        None => l.text("frame-viewer-start"),
    };
    let l = &app.l;
    if let Some(state) = app.viewer.as_mut() {
        state.notice = None;
    }
    // Home and End are the viewer's keys (first and last entry), not the
    // text's: let them through to the global callbacks. The move list
    // stands beside the entry on a wide terminal.
    let frame = Frame::new(l, header, hints, WrappedText::new(text).with_name(TEXT))
        .status(status)
        .pass([Key::Home, Key::End].map(Event::Key))
        .side_when_wide(move || list.clone());
    set_screen(siv, frame);
}

/// The name of the entry's text view, updated in place while the rating runs.
const TEXT: &str = "viewer-text";

/// Everything shown about the entry, top to bottom: the rating's state, a
/// notice about the last key, the entry's rating, where the file breaks, the
/// note, then the entry itself.
fn entry_text(l: &crate::i18n::Localizer, state: &ViewerState) -> Text {
    let entry = frame_text(l, &state.verified, state.at.unwrap_or(usize::MAX));
    // What is shown above the entry, top to bottom (built bottom up).
    let mut above: Vec<String> = Vec::new();
    // The entry's note first: the full view is long, and the note is what it is about.
    let note = state
        .at
        .and_then(|i| state.verified.replay.turns.get(i))
        .and_then(|e| e.note.as_ref())
        .and_then(|n| n.text(l.lang()));
    if let Some(note) = note {
        above.push(l.text_with("replay-note", crate::args![("note", note)]));
    }
    let at_break =
        state.at == state.verified.frames.len().checked_sub(1) || state.verified.frames.is_empty();
    // Where the file breaks, shown first so it cannot be missed.
    if let (Some(error), true) = (&state.error, at_break) {
        above.push(l.text_with("viewer-breaks", crate::args![("error", error.as_str())]));
    }
    if let Some((i, rated)) = state.at.and_then(|i| state.rated(i).map(|r| (i, r))) {
        if let Some(frame) = state.verified.frames.get(i) {
            above.push(rating_view(l, frame, rated, RATING_LEVEL));
        }
    }
    match (&state.rollout, state.at) {
        (EntryRollout::Running { index, done, total }, Some(at)) if *index == at => {
            let line = l.text_with(
                "viewer-rollout-running",
                crate::args![("done", *done), ("total", *total)],
            );
            above.push(line);
        }
        (EntryRollout::Done { index, rated }, Some(at)) if *index == at => {
            let shown = match (rated, state.verified.frames.get(at)) {
                (Some(rated), Some(frame)) => {
                    crate::text::replay::rollout_view(l, frame, rated, ROLLOUT_PLAYOUTS)
                }
                _ => l.text("viewer-rollout-nothing"),
            };
            above.push(shown);
        }
        _ => {}
    }
    if let Some(id) = &state.notice {
        above.push(l.text(id));
    }
    let mut status = rating_status(l, &state.rating);
    if let Some(line) = super::play::building_line(l, state.verified.replay.rules) {
        status = format!("{status}\n{line}");
    }
    let mut text = Text::new();
    text.line(status);
    for part in above.iter().rev() {
        text.line(part.trim_end_matches('\n'));
        text.line("");
    }
    text.append(entry);
    text
}

/// One line on where the rating stands: how to start it, its progress, or
/// how many of each mark it found.
fn rating_status(l: &crate::i18n::Localizer, rating: &Rating) -> String {
    match rating {
        Rating::NotStarted => l.text("viewer-rating-none"),
        Rating::Running { done, total } => l.text_with(
            "viewer-rating-running",
            crate::args![("done", *done), ("total", *total)],
        ),
        Rating::Done(all) => {
            let count = |m: analysis::Mark| all.iter().filter(|r| r.mark == m).count();
            l.text_with(
                "viewer-rating-done",
                crate::args![
                    ("level", RATING_LEVEL),
                    ("decisions", all.len()),
                    ("inaccuracies", count(analysis::Mark::Inaccuracy)),
                    ("mistakes", count(analysis::Mark::Mistake)),
                    ("blunders", count(analysis::Mark::Blunder)),
                ],
            )
        }
    }
}

/// The move list beside the entry: every entry with its mark once rated,
/// and the marks' legend.
fn move_list(l: &crate::i18n::Localizer, state: &ViewerState) -> MoveList {
    let lines = state
        .verified
        .frames
        .iter()
        .map(|f| move_list_line(l, f, state.rated(f.index).map(|r| r.mark)))
        .collect();
    let footer = if matches!(state.rating, Rating::Done(_)) {
        std::iter::once(String::new())
            .chain(l.text("viewer-rating-legend").lines().map(str::to_string))
            .collect()
    } else {
        Vec::new()
    };
    MoveList::new(
        vec![l.text("viewer-moves"), String::new()],
        lines,
        state.at,
        footer,
    )
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
    siv.add_global_callback('a', move |s| {
        if on_viewer(s) {
            start_rating(s);
            show(s);
        }
    });
    for (ch, forward) in [('m', true), ('M', false)] {
        siv.add_global_callback(ch, move |s| {
            if !on_viewer(s) {
                return;
            }
            let start = s
                .user_data::<App>()
                .and_then(|a| a.viewer.as_mut())
                .is_some_and(|v| v.seek_mistake(forward));
            if start {
                start_rating(s);
            }
            show(s);
        });
    }
    siv.add_global_callback('r', move |s| {
        if on_viewer(s) {
            start_rollout(s);
            show(s);
        }
    });
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

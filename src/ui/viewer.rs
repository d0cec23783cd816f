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
//! default level, except that the decisions the search is unsure of are
//! played out within a time budget
//! ([`crate::replay::rating::viewer_measure`]) rather than with a
//! fixed number of playouts; the header says how many were measured. `r` rolls out the decision of the entry showing
//! ([`ROLLOUT_PLAYOUTS`] playouts per option, in the background, its progress
//! above the entry), then shows each option's win chance with its 95%
//! interval and the mark the interval supports.

use std::sync::atomic::{AtomicU64, Ordering};

use cursive::Cursive;
use cursive::event::Key;
use cursive::view::{Nameable, Resizable};
use cursive::views::{Dialog, EditView, LinearLayout, OnEventView, TextView};

use super::board::BoardView;
use super::move_list::MoveList;
use super::wrapped::WrappedText;
use super::{App, Frame, Screen, set_screen};
use crate::ai::analysis::{self, Rated};
use crate::engine::Square;
use crate::i18n::Localizer;
use crate::replay::viewer::{EntryRollout, Judgement, Mark, Notice, Viewer};
use crate::text::paragraphs::Text;
use crate::text::replay::{frame_text_no_board, move_list_line, rating_view, verify_error_line};

/// The search level that rates a replay in the viewer: the default of
/// `senet replay analyze`.
pub const RATING_LEVEL: u8 = analysis::DEFAULT_LEVEL;

/// The playouts per option of a rollout asked for with `r`.
pub const ROLLOUT_PLAYOUTS: u32 = 200;

/// A replay on screen: the viewer's model with the engine's ratings.
pub type ViewerState = Viewer<Rated>;

/// The rating's state, with the engine's ratings.
type Rating = crate::replay::viewer::Rating<Rated>;

impl Judgement for Rated {
    fn entry(&self) -> usize {
        self.index
    }
    fn is_mistake(&self) -> bool {
        self.mark >= analysis::Mark::Mistake
    }
}

/// Opens a replay file for the viewer.
///
/// # Errors
/// The file cannot be read or is not a replay: the one-line message.
pub fn load(path: &std::path::Path, l: &Localizer) -> Result<ViewerState, String> {
    let file = crate::text::errors::path_shown(path);
    Viewer::load(path, file.clone()).map_err(|e| crate::text::replay::load_error_line(l, &file, &e))
}

/// Numbers the rating runs so that a late result never lands on another replay.
static RATING_RUNS: AtomicU64 = AtomicU64::new(1);

/// Starts rating the replay showing on a background thread, unless it is
/// rated or being rated already. Progress and the result come back through
/// cursive's callback sink.
fn start_rating(siv: &mut Cursive) {
    let sink = siv.cb_sink().clone();
    let Some(state) = siv.user_data::<App>().and_then(|a| a.screen.viewer_mut()) else {
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
        data_dir.clone(),
        rules,
        std::sync::Arc::new(move || {
            let _ = building_sink.send(Box::new(on_building));
        }),
    );
    let Some(state) = siv.user_data::<App>().and_then(|a| a.screen.viewer_mut()) else {
        return;
    };
    let verified = state.verified.clone();
    let digest = state.digest.clone();
    let progress_sink = sink.clone();
    std::thread::spawn(move || {
        let measure = crate::replay::rating::viewer_measure();
        let rated = crate::replay::rating::analyze_measured(
            &verified,
            &limits,
            Some(&measure),
            |done, total| {
                let _ = progress_sink.send(Box::new(move |s: &mut Cursive| {
                    on_rating(s, |v| v.rating_progress(run, done, total));
                }));
            },
        );
        // Kept for the next time the game is opened (the key says with which
        // tables it was made); a cache that cannot be written only costs time.
        if let Some(dir) = &data_dir {
            let key = crate::ratings_cache::Key::now(&verified, RATING_LEVEL);
            let _ = crate::ratings_cache::save(dir, &digest, &key, &rated);
        }
        let _ = sink.send(Box::new(move |s: &mut Cursive| {
            on_rating(s, |v| v.rating_done(run, rated));
        }));
    });
}

/// Rates the replay showing, as `a` does ([`start_rating`]): for a game just
/// played, reviewed with `r`.
pub fn rate(siv: &mut Cursive) {
    start_rating(siv);
    show(siv);
}

/// Shows a background table build's progress in the entry's text (in place,
/// so a reader's scrolling is kept) while the viewer itself shows.
fn on_building(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    if !app.screen.is_viewer() {
        return;
    }
    let Some(state) = app.screen.viewer() else {
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
    let Some(state) = siv.user_data::<App>().and_then(|a| a.screen.viewer_mut()) else {
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
        let rated = crate::replay::rating::rate(&verified, index, &method);
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
    let showing = app.screen.is_viewer();
    let Some(state) = app.screen.viewer_mut() else {
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

/// Opens the viewer on a replay, rated at once when its rating was kept
/// from an earlier run ([`crate::ratings_cache`]).
pub fn open(siv: &mut Cursive, mut state: ViewerState) {
    if let Some(app) = siv.user_data::<App>() {
        if let Some(dir) = &app.data_dir {
            let key = crate::ratings_cache::Key::now(&state.verified, RATING_LEVEL);
            if let Some(rated) =
                crate::ratings_cache::load(dir, &state.digest, &key, &state.verified)
            {
                state.set_rated(rated);
            }
        }
        app.screen = Screen::Viewer {
            state: Box::new(state),
            dialog: false,
        };
    }
    show(siv);
}

/// Draws the entry showing, in the screen frame: the header (the file,
/// the entry, whose mistakes the jumps look for), the board before the
/// entry's move with its legend, the entry's text scrolling inside itself,
/// the move list beside it from 110 columns on, one key line.
pub fn show(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    app.screen.uncover();
    let Some(state) = app.screen.viewer() else {
        return;
    };
    let l = &app.l;
    let text = entry_text(l, state);
    let list = move_list(l, state);
    let header = header_text(state);
    let rules = state.verified.replay.rules;
    let board = LinearLayout::vertical()
        .child(board_view(l, state))
        .child(TextView::new(super::board::legend(l, rules)));
    let frame = Frame::new(
        l,
        header,
        l.text("keys-viewer"),
        // Home and End are the viewer's keys (first and last entry), not the
        // scrolling's: the text takes them before the frame's scroll view does.
        OnEventView::new(WrappedText::new(text).with_name(TEXT))
            .on_event(Key::Home, |s| act(s, |v| v.jump_end(false)))
            .on_event(Key::End, |s| act(s, |v| v.jump_end(true))),
    )
    .status(header_status(l, state))
    .board(board)
    .side_when_wide(move || list.clone());
    if let Some(state) = app.screen.viewer_mut() {
        state.notice = None;
    }
    set_screen(siv, frame);
}

/// The board of the entry showing: the position before its move, the
/// pieces that could move marked `>x<`, the move chosen drawn as the last
/// move (its squares' number lines doubled); before the first entry, the
/// start position.
fn board_view(l: &Localizer, state: &ViewerState) -> BoardView {
    let rules = state.verified.replay.rules;
    let frame = state.at.and_then(|i| state.verified.frames.get(i));
    let (board, movable, played) = match frame {
        Some(f) => {
            let movable: Vec<Square> = match (&f.analysis, f.house) {
                (Some(a), _) => a.moves().map(|m| m.from).collect(),
                (None, Some(house)) => vec![house],
                (None, None) => Vec::new(),
            };
            (f.board, movable, f.played.map(|m| (m.from, m.to)))
        }
        None => (state.verified.replay.start_board(), Vec::new(), None),
    };
    BoardView::new(board, movable, false, Square::FIRST, l.text("legal-off"))
        .for_rules(rules)
        .with_last_move(played)
        .still()
}

/// The viewer's header: the file's name (cut at the end when too long).
fn header_text(state: &ViewerState) -> String {
    std::path::Path::new(&state.name)
        .file_name()
        .map_or_else(|| state.name.clone(), |n| n.to_string_lossy().into_owned())
}

/// The header's right end, kept whole however long the file name is (a
/// recorded game's name is 48 characters): the entry showing of how many,
/// and whose mistakes `m`/`M` look for.
fn header_status(l: &Localizer, state: &ViewerState) -> String {
    l.text_with(
        "viewer-header",
        crate::args![
            ("entry", state.at.map_or(0, |i| i + 1)),
            ("total", state.verified.replay.turns.len()),
            ("mistakes", side_filter_text(l, state)),
        ],
    )
}

/// The name of the entry's text view, updated in place while the rating runs.
const TEXT: &str = "viewer-text";

/// Everything shown about the entry, top to bottom: the rating's state, a
/// notice about the last key, the entry's rating, where the file breaks, the
/// note, then the entry itself.
fn entry_text(l: &crate::i18n::Localizer, state: &ViewerState) -> Text {
    let entry = frame_text_no_board(l, &state.verified, state.at.unwrap_or(usize::MAX));
    // What is shown above the entry, top to bottom (built bottom up).
    let mut above: Vec<String> = Vec::new();
    // The entry's note first: the full view is long, and the note is what it is about.
    let note = state
        .at
        .and_then(|i| state.verified.replay.turns.get(i))
        .and_then(|e| e.note.as_ref())
        .and_then(|n| crate::text::replay::note_line(l, n));
    if let Some(note) = note {
        above.push(note);
    }
    // Where moves were taken back: before this entry, or after the last.
    if let Some(i) = state.at {
        let last = i + 1 == state.verified.frames.len();
        for t in crate::replay::viewer::take_backs(&state.verified.replay) {
            if t.before == i || (last && t.before > i) {
                above.push(crate::text::replay::take_back_line(
                    l,
                    state.verified.replay.rules,
                    &t,
                    t.before > i,
                ));
            }
        }
    }
    // Where the file breaks, shown first so it cannot be missed.
    if let (Some(b), true) = (&state.error, state.at_break()) {
        let error = verify_error_line(
            l,
            &state.name,
            state.verified.replay.rules,
            &b.error,
            b.result_line,
        );
        above.push(l.text_with("viewer-breaks", crate::args![("error", error)]));
    }
    if let Some((i, rated)) = state.at.and_then(|i| state.rated(i).map(|r| (i, r))) {
        if let Some(frame) = state.verified.frames.get(i) {
            let mut view = rating_view(l, state.verified.replay.rules, frame, rated, RATING_LEVEL);
            // One verdict: a rollout of this decision (shown above the
            // rating) is the closer measure, and the rating says so.
            if matches!(&state.rollout, EntryRollout::Done { index, rated: Some(_) } if *index == i)
            {
                view.push('\n');
                view.push_str(&l.text("viewer-rating-see-rollout"));
            }
            above.push(view);
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
    if let Some(notice) = state.notice {
        above.push(notice_text(l, state, notice));
    }
    let mut status = rating_status(l, &state.rating, state.verified.frames.len());
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

/// Whose mistakes `m`/`M` look for, and the key that switches it.
fn side_filter_text(l: &Localizer, state: &ViewerState) -> String {
    match state.mistakes_of {
        None => l.text("viewer-mistakes-both"),
        Some(side) => crate::text::names::text_with_sides(
            l,
            "viewer-mistakes-side",
            state.verified.replay.rules,
            &[("side", side)],
            &[],
        ),
    }
}

/// A notice about the last key in words.
fn notice_text(l: &Localizer, state: &ViewerState, notice: Notice) -> String {
    let rules = state.verified.replay.rules;
    let (id, side) = match notice {
        Notice::NoMistakeAfter(side) => ("viewer-no-mistake-after", side),
        Notice::NoMistakeBefore(side) => ("viewer-no-mistake-before", side),
    };
    match side {
        None => l.text(id),
        Some(side) => crate::text::names::text_with_sides(
            l,
            &format!("{id}-side"),
            rules,
            &[("side", side)],
            &[],
        ),
    }
}

/// One line on where the rating stands: how to start it, its progress (the
/// `entries` weighed by the search, then the decisions it was unsure of,
/// played out), or how many of each mark it found and how many decisions
/// were measured.
fn rating_status(l: &crate::i18n::Localizer, rating: &Rating, entries: usize) -> String {
    match rating {
        Rating::NotStarted => l.text("viewer-rating-none"),
        Rating::Running { done, total } if *total > entries && *done > entries => l.text_with(
            "viewer-rating-measuring",
            crate::args![("done", *done - entries), ("total", *total - entries)],
        ),
        Rating::Running { done, total } => l.text_with(
            "viewer-rating-running",
            crate::args![("done", *done), ("total", (*total).min(entries))],
        ),
        Rating::Done(all) => {
            let count = |m: analysis::Mark| all.iter().filter(|r| r.mark == m).count();
            let done = l.text_with(
                "viewer-rating-done",
                crate::args![
                    ("level", RATING_LEVEL),
                    ("decisions", all.len()),
                    ("inaccuracies", count(analysis::Mark::Inaccuracy)),
                    ("mistakes", count(analysis::Mark::Mistake)),
                    ("blunders", count(analysis::Mark::Blunder)),
                ],
            );
            let measured = all.iter().filter(|r| r.playouts.is_some()).count();
            let unsure = all.iter().filter(|r| r.unsure()).count();
            let mut line = done;
            if measured > 0 {
                line.push_str(&l.text_with(
                    "viewer-rating-done-measured",
                    crate::args![("measured", measured)],
                ));
            }
            if unsure > 0 {
                line.push_str(&l.text_with(
                    "viewer-rating-done-unsure",
                    crate::args![("unsure", unsure)],
                ));
            }
            line
        }
    }
}

/// The move list beside the entry: every entry with its mark once rated,
/// and the marks' legend.
fn move_list(l: &crate::i18n::Localizer, state: &ViewerState) -> MoveList {
    // The entries where a take-back happened are marked ↶.
    let last = state.verified.frames.len().saturating_sub(1);
    let taken: std::collections::BTreeSet<usize> =
        crate::replay::viewer::take_backs(&state.verified.replay)
            .iter()
            .map(|t| t.before.min(last))
            .collect();
    let lines = state
        .verified
        .frames
        .iter()
        .map(|f| {
            let line = move_list_line(l, f, state.rated(f.index).map(|r| r.mark));
            if taken.contains(&f.index) {
                format!("{line} ↶")
            } else {
                line
            }
        })
        .collect();
    let mut footer: Vec<String> = if matches!(state.rating, Rating::Done(_)) {
        std::iter::once(String::new())
            .chain(l.text("viewer-rating-legend").lines().map(str::to_string))
            .collect()
    } else {
        Vec::new()
    };
    if !taken.is_empty() {
        footer.push(String::new());
        footer.push(l.text("viewer-taken-back-legend"));
    }
    MoveList::new(
        vec![l.text("viewer-moves"), String::new()],
        lines,
        state.at,
        footer,
    )
}

fn act(siv: &mut Cursive, f: impl FnOnce(&mut ViewerState)) {
    if let Some(state) = siv.user_data::<App>().and_then(|a| a.screen.viewer_mut()) {
        f(state);
    }
    show(siv);
}

/// The keys of the viewer (each acts only while it shows).
pub fn install_keys(siv: &mut Cursive) {
    let on_viewer = |s: &mut Cursive| s.user_data::<App>().is_some_and(|a| a.screen.is_viewer());
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
    key(siv, 's'.into(), ViewerState::switch_side);
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
                .and_then(|a| a.screen.viewer_mut())
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

/// g: asks for an entry number. A number outside the entries there are (or
/// no number) is refused in the dialog, with the range, and the dialog stays.
fn ask_entry(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    // The entries the viewer can show: those that were checked.
    let total = app.screen.viewer().map_or(0, |v| v.verified.frames.len());
    if total == 0 {
        return;
    }
    let title = app
        .l
        .text_with("viewer-go-to", crate::args![("total", total)]);
    app.screen.set_dialog(true);
    let edit = EditView::new()
        .on_submit(move |s, text| {
            let Some(n) = text
                .trim()
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=total).contains(n))
            else {
                let Some(app) = s.user_data::<App>() else {
                    return;
                };
                let refusal = app
                    .l
                    .text_with("viewer-go-to-range", crate::args![("total", total)]);
                s.call_on_name("go-to-refusal", |v: &mut TextView| v.set_content(refusal));
                return;
            };
            s.pop_layer();
            if let Some(state) = s.user_data::<App>().and_then(|a| a.screen.viewer_mut()) {
                state.go_to(n);
            }
            show(s);
        })
        .with_name("go-to")
        .fixed_width(10);
    let refusal = TextView::new("").with_name("go-to-refusal");
    siv.add_layer(
        Dialog::around(LinearLayout::vertical().child(edit).child(refusal))
            .title(title)
            .max_width(64),
    );
}

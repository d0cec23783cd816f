//! The play screen: the board with the pieces that may move marked, the
//! sticks as thrown, every event in words, resign, a draw by agreement with a
//! friend, a new game, arcade's series, and the tutor (`T`): with it on, a
//! person's move that the computer judges a mistake or a blunder is not made
//! at once but explained in a dialog: play it anyway, think again, or show
//! the best move (selected on the board, to be confirmed with Enter).

use std::path::PathBuf;

use cursive::Cursive;
use cursive::event::Key;
use cursive::view::Resizable;
use cursive::views::{Dialog, DialogFocus, LinearLayout, TextView};

use super::board::BoardView;
use super::{App, Frame, Screen, set_screen};
use crate::engine::{Pending, RulesetId, Side, Square};
use crate::play::moves::{Reveal, What, move_list};
use crate::play::table::{Notice, Table};
use crate::play::{Opponent, PlaySession, Setup, Warning};
use crate::text::names::ruleset_name;
use crate::text::play::{event_lines_upto, outcome_line, player_name, prompt_line, sticks};

/// A game on screen.
pub struct PlayState {
    /// The game.
    pub session: PlaySession,
    /// The piece the learner has selected.
    pub selected: Square,
    /// The series and recording around the games (`play::table`).
    pub table: Table,
    /// A draw was offered and waits for the other player's answer.
    pub draw_offered: bool,
    /// Lines to show once (series results, a recording problem).
    pub notes: Vec<String>,
    /// A line about the last key only (e.g. nothing to take back).
    pub flash: Option<String>,
    /// The computer's reply being shown a move at a time (the pace setting).
    pub reveal: Option<Reveal>,
    /// Counts reveals, so that a step of an earlier one is ignored.
    pub reveal_run: u64,
    /// At 80 columns: the move list shown instead of the events (`l`).
    pub show_moves: bool,
}

impl PlayState {
    /// `session` just put on screen: the first square selected, nothing
    /// offered, noted or being revealed.
    #[must_use]
    pub fn new(session: PlaySession, table: Table) -> PlayState {
        PlayState {
            session,
            selected: Square::START,
            table,
            draw_offered: false,
            notes: Vec::new(),
            flash: None,
            reveal: None,
            reveal_run: 0,
            show_moves: false,
        }
    }
}

/// Starts a game (arcade against the computer starts a series), with the
/// tutor as the app has it.
pub fn open(siv: &mut Cursive, setup: Setup, record_to: Option<PathBuf>) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let (table, setup) = Table::new(setup, record_to);
    let mut session = PlaySession::new(setup);
    session.set_tutor(app.tutor);
    start(siv, session, table);
}

/// Starts a game already set up, e.g. from a position with
/// [`PlaySession::from_position`] (for tests and practice): no series,
/// recorded like [`open`]'s; its tutor setting becomes the app's.
pub fn open_session(siv: &mut Cursive, session: PlaySession, record_to: Option<PathBuf>) {
    start(siv, session, Table::single(record_to));
}

/// Continues the unfinished game recorded in `path`, into the same file
/// (`play::resume`); a file that cannot be continued is told, on the home
/// screen, in one line naming it.
pub fn open_resumed(siv: &mut Cursive, path: &std::path::Path) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let shown = crate::text::errors::path_shown(path);
    match crate::play::resume::open(path) {
        Ok(resumed) => {
            let line = app.l.text_with(
                "play-resumed",
                crate::args![("entries", resumed.recorder.replay().turns.len())],
            );
            let table = Table::resumed(resumed.recorder, resumed.series);
            start(siv, resumed.session, table);
            if let Some(state) = siv.user_data::<App>().and_then(|a| a.screen.play_mut()) {
                state.notes.insert(0, line);
            }
            show(siv);
        }
        Err(e) => {
            app.notice = Some(crate::text::replay::resume_error_line(&app.l, &shown, &e));
            super::home::show(siv);
        }
    }
}

fn start(siv: &mut Cursive, session: PlaySession, table: Table) {
    let sink = siv.cb_sink().clone();
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    app.rules = session.setup().rules;
    app.tutor = session.tutor();
    let mut state = PlayState::new(session, table);
    select_first(&mut state);
    warm_endgame(&state.session, app.data_dir.clone(), sink);
    // A game continued from its file is recorded there already.
    if state.table.recording().is_none() {
        start_recording(&mut state, app.data_dir.as_deref(), &app.l);
    }
    app.screen = Screen::Play {
        game: Box::new(state),
        dialog: false,
    };
    show(siv);
}

/// Opens this game's replay file ([`Table::start_recording`]), the players
/// named as the screen names them.
fn start_recording(
    state: &mut PlayState,
    data_dir: Option<&std::path::Path>,
    l: &crate::i18n::Localizer,
) {
    let players = crate::text::play::players(l, &state.session);
    state
        .table
        .start_recording(&mut state.session, data_dir, &players, super::now());
    word_notices(state, l);
}

/// Writes what happened since the last action to the replay (flushed to disk).
fn record_progress(state: &mut PlayState, l: &crate::i18n::Localizer) {
    state.table.record_progress(&mut state.session);
    word_notices(state, l);
}

/// The table's notices, in words, among the lines shown once.
fn word_notices(state: &mut PlayState, l: &crate::i18n::Localizer) {
    for notice in state.table.take_notices() {
        state.notes.push(match notice {
            Notice::RecordingFailed(e) => l.text_with(
                "play-recording-failed",
                crate::args![("detail", crate::text::errors::io_error(l, &e))],
            ),
            Notice::RecordExists(path) => l.text_with(
                "play-record-exists",
                crate::args![("path", crate::text::errors::path_shown(&path))],
            ),
            Notice::SeriesWon { wins, score, level } => l.text_with(
                "play-series-won",
                crate::args![("wins", wins), ("score", score), ("level", level)],
            ),
            Notice::SeriesOver { wins, score } => l.text_with(
                "play-series-over",
                crate::args![("wins", wins), ("score", score)],
            ),
            Notice::SeriesRank(rank) => {
                l.text_with("play-series-rank", crate::args![("rank", rank)])
            }
            Notice::ScoresNotSaved(path, e) => l.text_with(
                "notice-progress-save-failed",
                crate::args![
                    ("path", crate::text::errors::path_shown(&path)),
                    ("detail", crate::text::errors::io_error(l, &e))
                ],
            ),
        });
    }
}

/// Selects the first piece that may move (or the first piece at all).
fn select_first(state: &mut PlayState) {
    let game = state.session.game();
    let side = game.to_move();
    state.selected = game
        .choices()
        .and_then(|a| a.get(0))
        .map(|m| m.from)
        .or_else(|| game.board().squares(side).next())
        .unwrap_or(Square::FIRST);
}

/// The keys of the play screen (each acts only while it shows).
pub fn install_keys(siv: &mut Cursive) {
    let on_play = |s: &mut Cursive| s.user_data::<App>().is_some_and(|a| a.screen.is_play());
    let key = |siv: &mut Cursive, event: cursive::event::Event, f: fn(&mut Cursive)| {
        siv.add_global_callback(event, move |s| {
            if on_play(s) && !skip_reveal(s) {
                f(s);
            }
        });
    };
    key(siv, ' '.into(), throw);
    key(siv, 't'.into(), throw);
    key(siv, Key::Left.into(), |s| cycle(s, false));
    key(siv, Key::Right.into(), |s| cycle(s, true));
    key(siv, Key::Enter.into(), enter);
    // Resigning always asks, even before the first throw (it records a
    // loss); once the game is over there is nothing to resign.
    key(siv, 's'.into(), |s| {
        let over = s
            .user_data::<App>()
            .and_then(|a| a.screen.play())
            .is_none_or(|state| state.session.game().outcome().is_some());
        if !over {
            ask(s, "play-confirm-resign", resign);
        }
    });
    key(siv, 'd'.into(), offer_draw);
    key(siv, 'y'.into(), accept_draw);
    key(siv, 'n'.into(), |s| {
        confirm(s, "play-confirm-new", new_game)
    });
    key(siv, 'T'.into(), toggle_tutor);
    key(siv, 'u'.into(), take_back);
    key(siv, 'l'.into(), |s| {
        if let Some(state) = s.user_data::<App>().and_then(|a| a.screen.play_mut()) {
            state.show_moves = !state.show_moves;
        }
        show(s);
    });
    key(siv, 'r'.into(), review);
}

/// While the computer's reply is shown a move at a time, a key shows the
/// rest at once (and does nothing else). Returns whether it did.
fn skip_reveal(siv: &mut Cursive) -> bool {
    let skipped = siv
        .user_data::<App>()
        .and_then(|a| a.screen.play_mut())
        .and_then(|state| state.reveal.take())
        .is_some();
    if skipped {
        show(siv);
    }
    skipped
}

/// After an action: the computer's new entries are shown one at a time, at
/// the app's pace (none when the pace is "all at once").
fn start_reveal(siv: &mut Cursive, before: usize) {
    let sink = siv.cb_sink().clone();
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let millis = app.pace.millis();
    let Some(state) = app.screen.play_mut() else {
        return;
    };
    state.reveal = None;
    if millis == 0 {
        return;
    }
    state.reveal = Reveal::after(state.session.history(), before);
    if state.reveal.is_some() {
        state.reveal_run += 1;
        schedule_reveal(sink, state.reveal_run, millis);
    }
}

fn schedule_reveal(sink: cursive::CbSink, run: u64, millis: u64) {
    std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(millis));
        let next = sink.clone();
        let _ = sink.send(Box::new(move |s: &mut Cursive| {
            let Some(state) = s.user_data::<App>().and_then(|a| a.screen.play_mut()) else {
                return;
            };
            if state.reveal_run != run {
                return;
            }
            state.reveal = state.reveal.and_then(|r| r.step(state.session.history()));
            let more = state.reveal.is_some();
            if s.user_data::<App>().is_some_and(|a| a.screen.is_play()) {
                show(s);
            }
            if more {
                schedule_reveal(next, run, millis);
            }
        }));
    });
}

/// r after the game: the viewer on this game's replay, rated.
fn review(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let Some(state) = app.screen.play() else {
        return;
    };
    if state.session.game().outcome().is_none() {
        return;
    }
    let Some(path) = state.table.recording().map(std::path::Path::to_path_buf) else {
        return;
    };
    match super::viewer::load(&path, &app.l) {
        Ok(viewer) => {
            // The viewer replaces the game (dropped with its screen), rated
            // as the game-over line promises. It opens once this key is
            // done: the viewer's own `r` (a rollout) must not take the key
            // that opened it.
            let _ = siv.cb_sink().send(Box::new(move |s: &mut Cursive| {
                super::viewer::open(s, viewer);
                super::viewer::rate(s);
            }));
        }
        Err(message) => {
            if let Some(state) = app.screen.play_mut() {
                state.flash = Some(message);
            }
            show(siv);
        }
    }
}

/// u: takes back the last move chosen (against the computer, with its
/// reply), recorded in the replay as a take-back.
fn take_back(siv: &mut Cursive) {
    let nothing = siv
        .user_data::<App>()
        .map(|a| a.l.text("play-nothing-to-take-back"));
    with_state(siv, |state| {
        state.draw_offered = false;
        if state.session.take_back() {
            select_first(state);
        } else {
            state.flash = nothing;
        }
    });
}

/// T: the tutor on or off, for this game and the next ones.
fn toggle_tutor(siv: &mut Cursive) {
    let sink = siv.cb_sink().clone();
    if let Some(app) = siv.user_data::<App>() {
        let Some(on) = app.screen.play().map(|state| !state.session.tutor()) else {
            return;
        };
        let problem = app.choose(crate::store::settings::Change::Tutor(on));
        if let Some(state) = app.screen.play_mut() {
            state.session.set_tutor(on);
            state.notes.extend(problem);
            warm_endgame(&state.session, app.data_dir.clone(), sink);
        }
    }
    show(siv);
}

/// Gets the ruleset's exact endgame tables ready on background threads when
/// the game will use them (a computer that searches, or the tutor): the
/// two-piece table is loaded or solved (a second, which would otherwise
/// freeze the screen at the first ending), and the three-piece one is loaded
/// from the data folder, or built there with its progress on the screen
/// (minutes; the two-piece table serves meanwhile). Later calls return at once.
fn warm_endgame(session: &PlaySession, data_dir: Option<PathBuf>, sink: cursive::CbSink) {
    let searches = matches!(session.setup().opponent, Opponent::Computer { level } if level >= 2);
    if searches || session.tutor() {
        let id = session.setup().rules;
        std::thread::spawn(move || {
            let _ = crate::ai::endgame::table(id);
        });
        let changed = std::sync::Arc::new(move || {
            let _ = sink.send(Box::new(|s: &mut Cursive| {
                if s.user_data::<App>().is_some_and(|a| a.screen.is_play()) {
                    show(s);
                }
            }));
        });
        crate::endings_cache::build_in_background(data_dir, id, changed);
    }
}

/// The status line of a three-piece table being built for `rules`, if one is.
#[must_use]
pub fn building_line(l: &crate::i18n::Localizer, rules: RulesetId) -> Option<String> {
    let b = crate::endings_cache::building()?;
    if crate::ai::endgame::table_ruleset(b.id) != crate::ai::endgame::table_ruleset(rules) {
        return None;
    }
    let id = if b.problem.is_some() {
        "endings-progress-rebuild"
    } else {
        "endings-progress"
    };
    let percent = (b.fraction * 100.0).floor().clamp(0.0, 99.0) as u32;
    // One short line (the ruleset is on the screen already): it fits 80 columns.
    Some(l.text_with(id, crate::args![("percent", percent)]))
}

fn with_state(siv: &mut Cursive, f: impl FnOnce(&mut PlayState)) {
    let mut before = None;
    if let Some(app) = siv.user_data::<App>() {
        if let Some(state) = app.screen.play_mut() {
            state.flash = None;
            let len = state.session.history().len();
            f(state);
            // A take-back shortens the history: nothing new to reveal then.
            before = (state.session.history().len() > len).then_some(len);
            record_progress(state, &app.l);
        }
    }
    if let Some(before) = before {
        start_reveal(siv, before);
    }
    finish_if_over(siv);
    show(siv);
}

fn throw(siv: &mut Cursive) {
    with_state(siv, |state| {
        state.draw_offered = false;
        state.session.throw();
        select_first(state);
    });
}

fn cycle(siv: &mut Cursive, forward: bool) {
    with_state(siv, |state| {
        let game = state.session.game();
        let pieces: Vec<Square> = game.board().squares(game.to_move()).collect();
        if pieces.is_empty() {
            return;
        }
        let at = pieces
            .iter()
            .position(|&p| p == state.selected)
            .unwrap_or(0);
        let next = if forward {
            (at + 1) % pieces.len()
        } else {
            (at + pieces.len() - 1) % pieces.len()
        };
        state.selected = pieces[next];
    });
}

fn enter(siv: &mut Cursive) {
    let over = siv
        .user_data::<App>()
        .and_then(|a| a.screen.play())
        .is_some_and(|p| p.session.game().outcome().is_some());
    if over {
        new_game(siv);
        return;
    }
    // With the tutor on, a choice it does not like waits for the dialog.
    let warning = siv
        .user_data::<App>()
        .and_then(|a| a.screen.play())
        .and_then(|p| p.session.tutor_warning(p.selected));
    if let Some(warning) = warning {
        warn(siv, warning);
        return;
    }
    with_state(siv, |state| {
        state.draw_offered = false;
        match state.session.game().pending() {
            Pending::Move { .. } => {
                let from = state.selected;
                state.session.choose(from);
                select_first(state);
            }
            Pending::Throw { .. } => {
                state.session.throw();
                select_first(state);
            }
            Pending::Over(_) => {}
        }
    });
}

/// The tutor's dialog over the play screen: what the computer thinks of the
/// choice, and three buttons (focus on "Think again", the safe answer).
fn warn(siv: &mut Cursive, warning: Warning) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    app.screen.set_dialog(true);
    let l = &app.l;
    // Estimates in whole percentage points, exact values with one decimal
    // ("about 54%", "exactly 66.2%"); the loss is the difference of the two
    // shown chances, so that the sentence adds up. Estimates carry the
    // search's measured error as their margin ("about 54% ±3.2"), measured
    // chances their 95% interval.
    let shown = |chance: f64, exact: bool| {
        let scale = if exact { 1000.0 } else { 100.0 };
        (chance.clamp(0.0, 1.0) * scale).round() / scale
    };
    let chance = shown(warning.chosen_chance, warning.chosen_exact);
    let best_chance = shown(warning.best_chance, warning.best_exact);
    let loss = (best_chance - chance).max(0.0) * 100.0;
    let loss = if warning.chosen_exact || warning.best_exact {
        l.decimal(loss, 1)
    } else {
        l.decimal(loss, 0)
    };
    let words = |chance: f64, exact: bool, interval: Option<(f64, f64)>| {
        crate::text::analysis::margin_words(l, chance, exact, interval, warning.error)
    };
    let measured = warning.measured;
    let basis = match measured {
        Some(m) => l.text_with(
            "play-tutor-measured",
            crate::args![("playouts", crate::i18n::Quantity(m.playouts))],
        ),
        None if warning.error > 0.0 => l.text_with(
            "viewer-rating-margin",
            crate::args![("error", l.percent_digits(warning.error, 1))],
        ),
        None => String::new(),
    };
    let warning_text = l.text_with(
        "play-tutor-warning",
        crate::args![
            ("from", warning.chosen),
            ("loss", loss),
            ("mark", warning.mark.code()),
            (
                "chance",
                words(chance, warning.chosen_exact, measured.map(|m| m.chosen))
            ),
            ("best", warning.best),
            (
                "best-chance",
                words(best_chance, warning.best_exact, measured.map(|m| m.best))
            ),
        ],
    );
    let text = if basis.is_empty() {
        format!("{warning_text}\n\n{}", l.text("play-tutor-question"))
    } else {
        format!(
            "{warning_text}\n{basis}\n\n{}",
            l.text("play-tutor-question")
        )
    };
    let mut dialog = Dialog::around(TextView::new(text))
        .title(l.text("play-tutor-title"))
        .button(l.text("play-tutor-play-anyway"), move |s| {
            s.pop_layer();
            play_anyway(s, warning.chosen);
        })
        .button(l.text("play-tutor-think-again"), think_again)
        .button(l.text("play-tutor-show-best"), move |s| {
            s.pop_layer();
            if let Some(state) = s.user_data::<App>().and_then(|a| a.screen.play_mut()) {
                state.selected = warning.best;
            }
            show(s);
        })
        .max_width(72);
    let _ = dialog.get_inner_mut().set_focus(DialogFocus::Button(1));
    let hints = l.text("hints-play-tutor");
    siv.call_on_name("hints", |v: &mut TextView| v.set_content(hints));
    siv.add_layer(dialog);
}

/// "Play anyway": the move is made as chosen.
fn play_anyway(siv: &mut Cursive, from: Square) {
    with_state(siv, |state| {
        state.draw_offered = false;
        state.session.choose(from);
        select_first(state);
    });
}

/// "Think again" (or Esc): the dialog closes; nothing is played.
pub(super) fn think_again(siv: &mut Cursive) {
    siv.pop_layer();
    show(siv);
}

fn resign(siv: &mut Cursive) {
    with_state(siv, |state| {
        if state.session.game().outcome().is_none() {
            state.session.resign();
        }
    });
}

/// Whether a game is under way: thrown at least once and not over. Leaving
/// it, resigning or starting another would end it, so those ask first.
fn in_progress(siv: &mut Cursive) -> bool {
    siv.user_data::<App>()
        .and_then(|a| a.screen.play())
        .is_some_and(|state| {
            let game = state.session.game();
            game.outcome().is_none() && (game.throws() > 0 || state.session.last_throw().is_some())
        })
}

/// Runs `action` at once when no game is under way; otherwise asks
/// `question` first: Enter (or y) confirms, Esc (or the other button) keeps
/// the game as it was.
pub(super) fn confirm(siv: &mut Cursive, question: &str, action: fn(&mut Cursive)) {
    if !in_progress(siv) {
        action(siv);
        return;
    }
    ask(siv, question, action);
}

/// Asks `question` over the play screen: the "yes" key of the language (y;
/// in Spanish s for "sí", and y too) or the button runs `action`; Enter or
/// Esc keeps the game as it was.
fn ask(siv: &mut Cursive, question: &str, action: fn(&mut Cursive)) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    app.screen.set_dialog(true);
    let l = &app.l;
    // "Yes" (the button, or y): the dialog closes and the action runs.
    let yes = move |s: &mut Cursive| {
        s.pop_layer();
        if let Some(app) = s.user_data::<App>() {
            app.screen.set_dialog(false);
        }
        action(s);
    };
    let mut dialog = Dialog::around(TextView::new(l.text(question)))
        .title(l.text("play-confirm-title"))
        .button(l.text("play-confirm-yes"), yes)
        .button(l.text("play-confirm-no"), think_again)
        .max_width(60);
    // The focus is on "No": Enter (the move key) next to a stray s or n keeps
    // the game; y confirms.
    let _ = dialog.get_inner_mut().set_focus(DialogFocus::Button(1));
    let hints = l.text("hints-play-confirm");
    let spanish = l.lang() == crate::i18n::Lang::Es;
    siv.call_on_name("hints", |v: &mut TextView| v.set_content(hints));
    let mut layer = cursive::views::OnEventView::new(dialog).on_event('y', yes);
    if spanish {
        layer = layer.on_event('s', yes);
    }
    siv.add_layer(layer);
}

/// Esc on the play screen: home, after asking if a game is under way.
pub(super) fn leave(siv: &mut Cursive) {
    confirm(siv, "play-confirm-leave", |s| {
        if let Some(app) = s.user_data::<App>() {
            if let Some(state) = app.screen.play_mut() {
                state.table.drop_empty_recording();
            }
            // Back home on the line of the opponent last chosen.
            app.home_selection = Some(match app.opponent {
                crate::store::settings::OpponentChoice::Computer => 2,
                crate::store::settings::OpponentChoice::Friend => 3,
            });
        }
        super::home::show(s);
    });
}

fn offer_draw(siv: &mut Cursive) {
    with_state(siv, |state| {
        if state.session.computer().is_none() && state.session.game().outcome().is_none() {
            state.draw_offered = true;
        }
    });
}

fn accept_draw(siv: &mut Cursive) {
    with_state(siv, |state| {
        if state.draw_offered {
            state.session.agree_draw();
            state.draw_offered = false;
        }
    });
}

/// A new game with the same setup; in a series, the next game (or a new series).
fn new_game(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let data_dir = app.data_dir.clone();
    let Some(state) = app.screen.play_mut() else {
        return;
    };
    let setup = state.table.next_setup(*state.session.setup());
    let tutor = state.session.tutor();
    state.session = PlaySession::new(setup);
    state.session.set_tutor(tutor);
    state.draw_offered = false;
    state.reveal = None;
    state.notes.clear();
    select_first(state);
    start_recording(state, data_dir.as_deref(), &app.l);
    show(siv);
}

/// Counts a finished game in the series (once) and saves the best scores.
fn finish_if_over(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let data_dir = app.data_dir.clone();
    let Some(state) = app.screen.play_mut() else {
        return;
    };
    state
        .table
        .finish_if_over(&state.session, data_dir.as_deref(), super::now());
    word_notices(state, &app.l);
}

/// The move list's lines, the first `shown` entries, in words.
fn move_lines(l: &crate::i18n::Localizer, session: &PlaySession, shown: usize) -> Vec<String> {
    move_list(session.history(), shown)
        .iter()
        .map(|line| {
            let letter = line.side.letter().to_string();
            match line.what {
                What::Pass => l.text_with(
                    "play-moves-pass",
                    crate::args![
                        ("number", line.number),
                        ("letter", letter),
                        ("throw", line.throw)
                    ],
                ),
                What::Moved { from, to, exchange } => l.text_with(
                    if to.is_off() {
                        "play-moves-off"
                    } else {
                        "play-moves-move"
                    },
                    crate::args![
                        ("number", line.number),
                        ("letter", letter),
                        ("throw", line.throw),
                        ("from", from),
                        ("to", to),
                        ("exchange", if exchange { "yes" } else { "no" })
                    ],
                ),
            }
        })
        .collect()
}

/// Draws the play screen.
pub fn show(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    app.screen.uncover();
    let Some(state) = app.screen.play() else {
        return;
    };
    let l = &app.l;
    let session = &state.session;
    let game = session.game();
    let rules = session.setup().rules;
    let side = game.to_move();
    let history = session.history();
    let reveal = state.reveal;
    let shown = reveal.map_or(history.len(), |r| r.shown);
    let header = l.text_with(
        "play-header",
        crate::args![
            ("rules", ruleset_name(l, rules)),
            ("x", player_name(l, session, Side::X)),
            ("o", player_name(l, session, Side::O)),
        ],
    );
    // The header's right end: the series' score and the tutor.
    let mut status = String::new();
    if let Some(series) = &state.table.series {
        status.push_str(&l.text_with(
            "play-series-header",
            crate::args![
                ("game", series.game_number()),
                ("wins", series.wins),
                ("score", series.score())
            ],
        ));
    }
    status.push_str(&l.text(if session.tutor() {
        "play-tutor-on"
    } else {
        "play-tutor-off"
    }));
    let status = status.trim_start_matches([' ', '·']).to_string();
    let (board_now, movable): (_, Vec<Square>) = match reveal {
        Some(r) => (r.board(history, session.start_board()), Vec::new()),
        None => (
            *game.board(),
            game.choices()
                .map(|a| a.moves().map(|m| m.from).collect())
                .unwrap_or_default(),
        ),
    };
    let last = match reveal {
        Some(r) => r.last_move(history),
        None => session.last_move(),
    };
    let board = BoardView::new(
        board_now,
        movable,
        false,
        state.selected.max(Square::FIRST),
        l.text("legal-off"),
    )
    .for_rules(rules)
    .with_last_move(last.map(|m| (m.from, m.to)))
    .show_cursor();
    let last_line = last.map_or_else(
        || l.text("play-last-move-none"),
        |m| {
            l.text_with(
                if m.to.is_off() {
                    "play-last-move-off"
                } else {
                    "play-last-move"
                },
                crate::args![("from", m.from), ("to", m.to)],
            )
        },
    );
    // The sticks beside "Black (x) to move" are that side's throw: while it
    // has still to throw, the last throw (often the other side's) is not
    // shown there but in the events below ("The computer threw: …").
    let to_throw = reveal.is_none() && matches!(game.pending(), Pending::Throw { .. });
    let throw_line = session
        .last_throw()
        .filter(|_| !to_throw)
        .map(|t| sticks(l, rules, t))
        .unwrap_or_else(|| l.text("play-no-throw-yet"));
    let prompt = if reveal.is_some() {
        l.text("play-computer-playing")
    } else {
        prompt_line(l, session, side, state.selected)
    };
    // The words of the moves not shown yet stay back too.
    let all = session.events().len();
    let mut events = event_lines_upto(l, session, reveal.map_or(all, |r| r.events(history, all)));
    if state.draw_offered {
        events.push(l.text("play-draw-offered"));
    }
    events.extend(state.flash.iter().cloned());
    events.extend(state.notes.iter().cloned());
    events.extend(building_line(l, rules));
    let over = game.outcome().is_some() && reveal.is_none();
    match state.table.recording() {
        // After the game: review it, rather than where it was written.
        Some(_) if over => events.push(l.text("play-review-offer")),
        Some(path) if game.outcome().is_none() => events.push(l.text_with(
            "play-recording",
            crate::args![("path", crate::text::errors::path_shown(path))],
        )),
        _ => {}
    }
    // Under the board, who is to move; once the game is over (and its last
    // move shown), who won and how, in the fixed part of the screen, so that
    // the result stays in view however long the panel below grows.
    let side_line = match game.outcome() {
        Some(outcome) if reveal.is_none() => outcome_line(l, session, outcome),
        _ => crate::text::names::text_with_sides(
            l,
            "play-side-to-move",
            rules,
            &[("side", side)],
            crate::args![("throws", game.throws())],
        ),
    };
    // What to do now stays in the fixed part too ("Your turn: press Space
    // to throw the sticks."), however long the events below grow.
    let board_part = LinearLayout::vertical()
        .child(board)
        .child(TextView::new(super::board::legend(l, rules)))
        .child(TextView::new(status_line(&throw_line, &side_line)))
        .child(TextView::new(last_line))
        .child(TextView::new(prompt));
    let lines = move_lines(l, session, shown);
    let moves_heading = l.text("play-moves-heading");
    let body = if state.show_moves {
        let mut text = moves_heading.clone();
        for line in &lines {
            text.push('\n');
            text.push_str(line);
        }
        LinearLayout::vertical().child(TextView::new(text))
    } else {
        LinearLayout::vertical().child(TextView::new(events.join("\n")))
    };
    // The keys of a finished game only once its last moves are shown (until
    // then any key shows them, and the screen still reads as a game).
    let hints = l.text(match (session.computer().is_some(), over) {
        (_, true) if state.table.recording().is_some() => "hints-play-over-review",
        (_, true) => "hints-play-over",
        (true, false) => "hints-play",
        (false, false) => "hints-play-friend",
    });
    let current = lines.len().checked_sub(1);
    let frame = Frame::new(l, header, hints, body)
        .status(status)
        .board(board_part)
        .side_when_wide(move || {
            super::move_list::MoveList::new(
                vec![moves_heading.clone()],
                lines.clone(),
                current,
                Vec::new(),
            )
        })
        .stick_to_bottom();
    set_screen(siv, frame);
}

/// The line under the board: the throw, then who is to move, on one line
/// when both fit the board's 80 columns, otherwise on two (a longer side name
/// or language must not wrap the line mid-phrase).
fn status_line(throw_line: &str, side_line: &str) -> String {
    const BOARD_COLUMN: usize = 80;
    let joined = format!("{throw_line}   {side_line}");
    if joined.chars().count() <= BOARD_COLUMN {
        joined
    } else {
        format!("{throw_line}\n{side_line}")
    }
}

#[cfg(test)]
mod tests {
    use super::status_line;

    #[test]
    fn the_status_line_splits_only_when_it_would_not_fit_80_columns() {
        let throw = "tablillas ▮ ▯ ▮ ▮ = 1 (▯ clara, ▮ oscura)";
        assert_eq!(status_line("throw 2", "x to move"), "throw 2   x to move");
        let side = "Mueven las negras (x) · tiradas hasta ahora: 6";
        let split = status_line(throw, side);
        assert_eq!(split, format!("{throw}\n{side}"));
        assert!(split.lines().all(|l| l.chars().count() <= 80));
    }
}

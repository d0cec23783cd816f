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
use cursive::views::{Dialog, DialogFocus, DummyView, LinearLayout, TextView};

use super::board::BoardView;
use super::{App, Frame, Screen, set_screen};
use crate::engine::{Pending, RulesetId, Side, Square};
use crate::play::series::{Series, SeriesScores, distance_left};
use crate::play::{Opponent, PlaySession, Setup, Warning, record};
use crate::replay::write::Recorder;
use crate::text::names::{ruleset_name, side_name};
use crate::text::play::{event_lines, player_name, sticks};

/// A game on screen.
pub struct PlayState {
    /// The game.
    pub session: PlaySession,
    /// The piece the learner has selected.
    pub selected: Square,
    /// Arcade's series, when playing one.
    pub series: Option<Series>,
    /// Whether this game's result is already counted in the series.
    pub counted: bool,
    /// A draw was offered and waits for the other player's answer.
    pub draw_offered: bool,
    /// Where the first game goes (`--record`); later games get a numbered name.
    pub record_to: Option<PathBuf>,
    /// The game's replay, written entry by entry as it is played.
    pub recorder: Option<Recorder>,
    /// Games started in this screen (for numbering recordings).
    pub games: u32,
    /// Lines to show once (series results, a recording problem).
    pub notes: Vec<String>,
}

/// Starts a game (arcade against the computer starts a series), with the
/// tutor as the app has it.
pub fn open(siv: &mut Cursive, setup: Setup, record_to: Option<PathBuf>) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let series = (setup.rules.ruleset().has_series()
        && matches!(setup.opponent, Opponent::Computer { .. }))
    .then(Series::default);
    let setup = match &series {
        Some(s) => Setup {
            opponent: Opponent::Computer { level: s.level() },
            learner: s.learner_side(),
            ..setup
        },
        None => setup,
    };
    let mut session = PlaySession::new(setup);
    session.set_tutor(app.tutor);
    start(siv, session, series, record_to);
}

/// Starts a game already set up, e.g. from a position with
/// [`PlaySession::from_position`] (for tests and practice): no series,
/// recorded like [`open`]'s; its tutor setting becomes the app's.
pub fn open_session(siv: &mut Cursive, session: PlaySession, record_to: Option<PathBuf>) {
    start(siv, session, None, record_to);
}

fn start(
    siv: &mut Cursive,
    session: PlaySession,
    series: Option<Series>,
    record_to: Option<PathBuf>,
) {
    let sink = siv.cb_sink().clone();
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    app.rules = session.setup().rules;
    app.tutor = session.tutor();
    let mut state = PlayState {
        session,
        selected: Square::START,
        series,
        counted: false,
        draw_offered: false,
        record_to,
        recorder: None,
        games: 0,
        notes: Vec::new(),
    };
    select_first(&mut state);
    warm_endgame(&state.session, app.data_dir.clone(), sink);
    start_recording(&mut state, app.data_dir.as_deref(), &app.l);
    app.play = Some(state);
    show(siv);
}

/// Opens this game's replay file: `--record PATH` for the first game (it
/// must not exist), later games a fresh numbered name beside it
/// (`STEM-2.yaml`, or the next free one); without `--record`, a new file in
/// the data folder's `replays` (numbered if the name is taken). Every file is
/// created exclusively: nothing already there is written over.
fn start_recording(
    state: &mut PlayState,
    data_dir: Option<&std::path::Path>,
    l: &crate::i18n::Localizer,
) {
    state.games += 1;
    let now = super::now();
    state.recorder = None;
    let players = crate::text::play::players(l, &state.session);
    let started = match (&state.record_to, data_dir) {
        (Some(path), _) if state.games == 1 => Some((
            path.clone(),
            record::start(path, &state.session, &players, now),
        )),
        (Some(path), _) => Some((
            path.clone(),
            record::start_unique(path, false, &state.session, &players, now),
        )),
        (None, Some(dir)) => {
            let path = record::default_path(dir, &state.session, now);
            let started = record::start_unique(&path, true, &state.session, &players, now);
            Some((path, started))
        }
        (None, None) => None,
    };
    let Some((path, started)) = started else {
        return;
    };
    match started {
        Ok(mut recorder) => {
            // The computer may already have played (when it moves first).
            if let Err(e) = record::flush(&mut recorder, &mut state.session) {
                state.notes.push(l.text_with(
                    "play-recording-failed",
                    crate::args![("detail", crate::text::errors::io_error(l, &e))],
                ));
            }
            state.recorder = Some(recorder);
        }
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => state.notes.push(l.text_with(
            "play-record-exists",
            crate::args![("path", crate::text::errors::path_shown(&path))],
        )),
        Err(e) => state.notes.push(l.text_with(
            "play-recording-failed",
            crate::args![("detail", crate::text::errors::io_error(l, &e))],
        )),
    }
}

/// Writes what happened since the last action to the replay (flushed to disk).
fn record_progress(state: &mut PlayState, l: &crate::i18n::Localizer) {
    if let Some(recorder) = state.recorder.as_mut() {
        if let Err(e) = record::flush(recorder, &mut state.session) {
            state.notes.push(l.text_with(
                "play-recording-failed",
                crate::args![("detail", crate::text::errors::io_error(l, &e))],
            ));
            state.recorder = None;
        }
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
    let on_play = |s: &mut Cursive| {
        s.user_data::<App>()
            .is_some_and(|a| a.screen == Screen::Play)
    };
    let key = |siv: &mut Cursive, event: cursive::event::Event, f: fn(&mut Cursive)| {
        siv.add_global_callback(event, move |s| {
            if on_play(s) {
                f(s);
            }
        });
    };
    key(siv, ' '.into(), throw);
    key(siv, 't'.into(), throw);
    key(siv, Key::Left.into(), |s| cycle(s, false));
    key(siv, Key::Right.into(), |s| cycle(s, true));
    key(siv, Key::Enter.into(), enter);
    key(siv, 's'.into(), |s| {
        confirm(s, "play-confirm-resign", resign)
    });
    key(siv, 'd'.into(), offer_draw);
    key(siv, 'y'.into(), accept_draw);
    key(siv, 'n'.into(), |s| {
        confirm(s, "play-confirm-new", new_game)
    });
    key(siv, 'T'.into(), toggle_tutor);
}

/// T: the tutor on or off, for this game and the next ones.
fn toggle_tutor(siv: &mut Cursive) {
    let sink = siv.cb_sink().clone();
    if let Some(app) = siv.user_data::<App>() {
        if let Some(state) = app.play.as_mut() {
            let on = !state.session.tutor();
            state.session.set_tutor(on);
            app.tutor = on;
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
                if s.user_data::<App>()
                    .is_some_and(|a| a.screen == Screen::Play)
                {
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
        "endings-background-rebuild"
    } else {
        "endings-background"
    };
    let percent = (b.fraction * 100.0).floor().clamp(0.0, 99.0) as u32;
    Some(l.text_with(
        id,
        crate::args![("rules", ruleset_name(l, rules)), ("percent", percent)],
    ))
}

fn with_state(siv: &mut Cursive, f: impl FnOnce(&mut PlayState)) {
    if let Some(app) = siv.user_data::<App>() {
        if let Some(state) = app.play.as_mut() {
            f(state);
            record_progress(state, &app.l);
        }
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
        .and_then(|a| a.play.as_ref())
        .is_some_and(|p| p.session.game().outcome().is_some());
    if over {
        new_game(siv);
        return;
    }
    // With the tutor on, a choice it does not like waits for the dialog.
    let warning = siv
        .user_data::<App>()
        .and_then(|a| a.play.as_ref())
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
    app.screen = Screen::PlayDialog;
    let l = &app.l;
    // Estimates in whole percentage points, exact values with one decimal
    // ("about 54%", "exactly 66.2%"); the loss is the difference of the two
    // shown chances, so that the sentence adds up.
    let shown = |chance: f64, exact: bool| {
        let scale = if exact { 1000.0 } else { 100.0 };
        (chance.clamp(0.0, 1.0) * scale).round() / scale
    };
    let chance = shown(warning.chosen_chance, warning.chosen_exact);
    let best_chance = shown(warning.best_chance, warning.best_exact);
    let loss = (best_chance - chance).max(0.0) * 100.0;
    let loss = if warning.chosen_exact || warning.best_exact {
        format!("{loss:.1}")
    } else {
        format!("{loss:.0}")
    };
    let words = crate::text::analysis::chance_words;
    let text = format!(
        "{}\n\n{}",
        l.text_with(
            "play-tutor-warning",
            crate::args![
                ("from", warning.chosen),
                ("loss", loss),
                ("mark", warning.mark.code()),
                ("chance", words(l, chance, warning.chosen_exact, None)),
                ("best", warning.best),
                (
                    "best-chance",
                    words(l, best_chance, warning.best_exact, None)
                ),
            ],
        ),
        l.text("play-tutor-question")
    );
    let mut dialog = Dialog::around(TextView::new(text))
        .title(l.text("play-tutor-title"))
        .button(l.text("play-tutor-play-anyway"), move |s| {
            s.pop_layer();
            play_anyway(s, warning.chosen);
        })
        .button(l.text("play-tutor-think-again"), think_again)
        .button(l.text("play-tutor-show-best"), move |s| {
            s.pop_layer();
            if let Some(state) = s.user_data::<App>().and_then(|a| a.play.as_mut()) {
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
        .and_then(|a| a.play.as_ref())
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
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    app.screen = Screen::PlayDialog;
    let l = &app.l;
    // "Yes" (the button, or y): the dialog closes and the action runs.
    let yes = move |s: &mut Cursive| {
        s.pop_layer();
        if let Some(app) = s.user_data::<App>() {
            app.screen = Screen::Play;
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
    siv.call_on_name("hints", |v: &mut TextView| v.set_content(hints));
    siv.add_layer(cursive::views::OnEventView::new(dialog).on_event('y', yes));
}

/// A game left before anything was recorded leaves no replay behind (only
/// under the default name: a path given with `--record` is the learner's
/// own and stays). A failed removal leaves an empty, valid replay: nothing
/// is lost, so it is not reported.
fn drop_empty_recording(state: &mut PlayState) {
    if state.record_to.is_none() {
        if let Some(recorder) = state.recorder.take() {
            let _ = recorder.discard_if_empty();
        }
    }
}

/// Esc on the play screen: home, after asking if a game is under way.
pub(super) fn leave(siv: &mut Cursive) {
    confirm(siv, "play-confirm-leave", |s| {
        if let Some(app) = s.user_data::<App>() {
            if let Some(state) = app.play.as_mut() {
                drop_empty_recording(state);
            }
            app.play = None;
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
    let Some(state) = app.play.as_mut() else {
        return;
    };
    let old = *state.session.setup();
    let seed = old
        .seed
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1);
    if let Some(series) = &mut state.series {
        if series.over {
            *series = Series::default();
        }
    }
    let setup = match &state.series {
        Some(s) => Setup {
            opponent: Opponent::Computer { level: s.level() },
            learner: s.learner_side(),
            seed,
            ..old
        },
        None => Setup { seed, ..old },
    };
    let tutor = state.session.tutor();
    drop_empty_recording(state);
    state.session = PlaySession::new(setup);
    state.session.set_tutor(tutor);
    state.counted = false;
    state.draw_offered = false;
    state.notes.clear();
    select_first(state);
    let data_dir = app.data_dir.clone();
    if let Some(state) = app.play.as_mut() {
        start_recording(state, data_dir.as_deref(), &app.l);
    }
    show(siv);
}

/// Counts a finished game in the series (once) and saves the best scores.
fn finish_if_over(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let data_dir = app.data_dir.clone();
    let l = &app.l;
    let Some(state) = app.play.as_mut() else {
        return;
    };
    let Some(outcome) = state.session.game().outcome() else {
        return;
    };
    if state.counted {
        return;
    }
    state.counted = true;
    let learner = state.session.learner();
    let Some(series) = state.series.as_mut() else {
        return;
    };
    let won = outcome.winner == Some(learner);
    let left = distance_left(state.session.game().board(), learner.other());
    series.record(won, left);
    if won {
        state.notes.push(l.text_with(
            "play-series-won",
            crate::args![
                ("wins", series.wins),
                ("score", series.score()),
                ("level", series.level())
            ],
        ));
    } else {
        state.notes.push(l.text_with(
            "play-series-over",
            crate::args![("wins", series.wins), ("score", series.score())],
        ));
        if let Some(dir) = data_dir {
            let mut table = SeriesScores::load(&dir);
            if let Some(rank) = table.add(series, super::now()) {
                state
                    .notes
                    .push(l.text_with("play-series-rank", crate::args![("rank", rank)]));
            }
            if let Err(e) = table.save(&dir) {
                state.notes.push(l.text_with(
                    "notice-progress-save-failed",
                    crate::args![
                        (
                            "path",
                            crate::text::errors::path_shown(&SeriesScores::path(&dir))
                        ),
                        ("detail", crate::text::errors::io_error(l, &e))
                    ],
                ));
            }
        }
    }
}

/// Draws the play screen.
pub fn show(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    app.screen = Screen::Play;
    let Some(state) = app.play.as_ref() else {
        return;
    };
    let l = &app.l;
    let session = &state.session;
    let game = session.game();
    let rules = session.setup().rules;
    let side = game.to_move();
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
    if let Some(series) = &state.series {
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
    let movable: Vec<Square> = game
        .choices()
        .map(|a| a.moves().map(|m| m.from).collect())
        .unwrap_or_default();
    let board = BoardView::new(
        *game.board(),
        movable,
        false,
        state.selected.max(Square::FIRST),
        l.text("legal-off"),
    )
    .for_rules(rules)
    .show_cursor();
    let throw_line = session
        .last_throw()
        .map(|t| sticks(l, rules, t))
        .unwrap_or_else(|| l.text("play-no-throw-yet"));
    let who = player_name(l, session, side);
    let prompt = if session.in_ceremony() {
        l.text("play-ceremony-prompt")
    } else {
        match game.pending() {
            Pending::Throw {
                house: Some(square),
                ..
            } => l.text_with(
                "play-prompt-house",
                crate::args![("player", who), ("square", square)],
            ),
            Pending::Throw { .. } => {
                l.text_with("play-prompt-throw", crate::args![("player", who)])
            }
            Pending::Move { throw, .. } => l.text_with(
                "play-prompt-move",
                crate::args![("player", who), ("throw", throw), ("piece", state.selected)],
            ),
            Pending::Over(_) => l.text("play-prompt-over"),
        }
    };
    let mut events = event_lines(l, session);
    if state.draw_offered {
        events.push(l.text("play-draw-offered"));
    }
    events.extend(state.notes.iter().cloned());
    events.extend(building_line(l, rules));
    if let Some(recorder) = &state.recorder {
        events.push(l.text_with(
            "play-recording",
            crate::args![("path", crate::text::errors::path_shown(recorder.path()))],
        ));
    }
    let side_line = l.text_with(
        "play-side-to-move",
        crate::args![
            ("side", side_name(l, rules, side)),
            ("letter", side.letter().to_string()),
            ("throws", game.throws())
        ],
    );
    let board = LinearLayout::vertical()
        .child(board)
        .child(TextView::new(super::board::legend(l, rules)))
        .child(TextView::new(format!("{throw_line}   {side_line}")));
    let body = LinearLayout::vertical()
        .child(TextView::new(prompt))
        .child(DummyView)
        .child(TextView::new(events.join("\n")));
    let hints = l.text(
        match (session.computer().is_some(), game.outcome().is_some()) {
            (_, true) => "hints-play-over",
            (true, false) => "hints-play",
            (false, false) => "hints-play-friend",
        },
    );
    let frame = Frame::new(l, header, hints, body)
        .status(status)
        .board(board)
        .stick_to_bottom();
    set_screen(siv, frame);
}

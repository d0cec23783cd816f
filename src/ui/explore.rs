//! The explore screen: a sandbox position (`explore::sandbox`) set up with
//! the keyboard and checked by its ruleset at every key, every legal move and
//! refusal with its reason and provenance, moves played and taken back, the
//! computer's weighing, the comparison under every ruleset, and saving the
//! position as a lesson step (appended to a lesson file, then checked at
//! once) or as the start of a replay.
//!
//! Keys: arrows move the cursor; `x`/`o` put (or take away) a piece; space
//! empties the square; `t` switches the side to move; `1`..`5` set the throw;
//! Enter plays the cursor's piece; `u` takes back; `a` weighs the options;
//! `c` compares the rulesets; `w` saves a lesson step; `R` a replay start;
//! `g` changes the ruleset; Esc goes home.

use std::path::{Path, PathBuf};

use cursive::Cursive;
use cursive::event::{Event, Key};
use cursive::view::{Nameable, Resizable};
use cursive::views::{Dialog, DummyView, EditView, LinearLayout, TextView};

use super::board::BoardView;
use super::{App, Frame, Screen, set_screen};
use crate::args;
use crate::engine::ThrowValue;
use crate::explore::compare::compare;
use crate::explore::sandbox::{Put, Sandbox, append_step, steps_indent};
use crate::replay::model::Players;
use crate::text::errors::{input_error, io_error, path_shown};

/// What the panel under the board shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Panel {
    /// What the ruleset says about each piece.
    Verdicts,
    /// Other lines (the computer's weighing), until the next change.
    Lines(Vec<String>),
    /// Paragraphs the screen wraps once, each under its own column (the
    /// comparison), until the next change.
    Hanging(Vec<String>),
}

/// The explore screen's state.
#[derive(Clone, Debug, PartialEq)]
pub struct ExploreState {
    /// The position.
    pub sandbox: Sandbox,
    /// The panel.
    pub panel: Panel,
    /// The last action's outcome.
    pub message: Option<String>,
    /// The lesson file steps were last saved to (offered again).
    pub lesson_path: Option<PathBuf>,
    /// The replay file last written.
    pub replay_path: Option<PathBuf>,
    /// The position the screen opened on: Esc asks before throwing away
    /// any other.
    pub opened: crate::engine::Board,
}

impl ExploreState {
    /// A fresh screen on `sandbox`.
    #[must_use]
    pub fn new(sandbox: Sandbox) -> ExploreState {
        ExploreState {
            opened: sandbox.board,
            sandbox,
            panel: Panel::Verdicts,
            message: None,
            lesson_path: None,
            replay_path: None,
        }
    }
}

/// What a save dialog saves.
#[derive(Copy, Clone, Debug)]
enum Save {
    LessonStep,
    ReplayStart,
}

/// Opens the explore screen on `state`.
pub fn open(siv: &mut Cursive, state: ExploreState) {
    if let Some(app) = siv.user_data::<App>() {
        app.screen = Screen::Explore {
            state: Box::new(state),
            dialog: false,
        };
    }
    show(siv);
}

/// Esc on the explore screen: home at once when the position is the one it
/// opened on, otherwise after asking (a hand-built position would be lost).
pub fn leave(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let changed = app
        .screen
        .explore()
        .is_some_and(|state| state.sandbox.board != state.opened);
    if !changed {
        super::home::show(siv);
        return;
    }
    app.screen.set_dialog(true);
    let l = &app.l;
    let yes = |s: &mut Cursive| {
        s.pop_layer();
        super::home::show(s);
    };
    let mut dialog = Dialog::around(TextView::new(l.text("explore-confirm-leave")))
        .title(l.text("explore-confirm-title"))
        .button(l.text("play-confirm-yes"), yes)
        .button(l.text("explore-confirm-stay"), |s| {
            s.pop_layer();
            show(s);
        })
        .max_width(60);
    // The focus on "stay": a second Esc or Enter keeps the position.
    let _ = dialog
        .get_inner_mut()
        .set_focus(cursive::views::DialogFocus::Button(1));
    let spanish = l.lang() == crate::i18n::Lang::Es;
    let hints = l.text("hints-explore-confirm");
    siv.call_on_name(super::frame::KEYS, |v: &mut TextView| v.set_content(hints));
    let mut layer = cursive::views::OnEventView::new(dialog).on_event('y', yes);
    if spanish {
        layer = layer.on_event('s', yes);
    }
    siv.add_layer(layer);
}

/// Opens the explore screen on the chosen ruleset's start position.
pub fn open_start(siv: &mut Cursive) {
    let Some(rules) = siv.user_data::<App>().map(|a| a.rules) else {
        return;
    };
    let start = rules.ruleset().start;
    open(
        siv,
        ExploreState::new(Sandbox::new(
            rules,
            start,
            crate::engine::Side::X,
            crate::engine::ThrowValue::THREE,
        )),
    );
}

/// The panel's lines as paragraphs wrapped at the view's width, each
/// continuing under its own text column (after the squares of a move line,
/// or past the line's indent).
fn hanging_text(lines: &[String]) -> crate::text::paragraphs::Text {
    let mut text = crate::text::paragraphs::Text::new();
    for line in lines {
        let chars: Vec<char> = line.chars().collect();
        let lead = chars
            .iter()
            .take_while(|c| **c == ' ' || **c == '>')
            .count();
        // The column after the first run of two or more spaces past the lead.
        let column = (lead..chars.len().saturating_sub(1))
            .find(|&i| chars[i] == ' ' && chars[i + 1] == ' ')
            .and_then(|gap| (gap..chars.len()).find(|&i| chars[i] != ' '))
            .filter(|c| *c <= 30)
            .unwrap_or(lead + 4);
        text.hanging(line.clone(), column);
    }
    text
}

/// Draws the screen from the state.
pub fn show(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    app.screen.uncover();
    let Some(state) = app.screen.explore() else {
        return;
    };
    let l = &app.l;
    let s = &state.sandbox;
    // The verdicts are one line per piece, wrapped here at the view's width
    // under their own text column; the other panels (weighing, comparison)
    // come already laid out.
    let panel: cursive::views::BoxedView = match &state.panel {
        Panel::Verdicts => cursive::views::BoxedView::boxed(super::wrapped::WrappedText::new(
            hanging_text(&crate::text::explore::verdicts(l, s)),
        )),
        Panel::Lines(lines) => cursive::views::BoxedView::boxed(TextView::new(lines.join("\n"))),
        Panel::Hanging(lines) => {
            cursive::views::BoxedView::boxed(super::wrapped::WrappedText::new(hanging_text(lines)))
        }
    };
    let board = BoardView::new(s.board, Vec::new(), false, s.cursor, l.text("legal-off"))
        .for_rules(s.rules)
        .show_cursor();
    let mut body = LinearLayout::vertical().child(panel);
    if let Some(message) = &state.message {
        body = body.child(TextView::new(message.clone()));
    }
    let hints = l.text("hints-explore");
    // The arrows move the board's cursor; PgUp and PgDn scroll the panel.
    let frame = Frame::new(l, crate::text::explore::heading(l, s), hints, body)
        .board(board)
        .pass([Key::Up, Key::Down].map(Event::Key));
    set_screen(siv, frame);
}

/// Changes the state with `f`, then redraws; the panel goes back to the verdicts.
fn change(siv: &mut Cursive, f: impl FnOnce(&mut ExploreState, &crate::i18n::Localizer)) {
    if let Some(app) = siv.user_data::<App>() {
        if let Some(state) = app.screen.explore_mut() {
            state.panel = Panel::Verdicts;
            state.message = None;
            f(state, &app.l);
        }
    }
    show(siv);
}

/// The explore screen's keys, active only while it shows.
pub fn install_keys(siv: &mut Cursive) {
    let on = |s: &mut Cursive| s.user_data::<App>().is_some_and(|a| a.screen.is_explore());
    let key = |siv: &mut Cursive, event: cursive::event::Event, f: fn(&mut Cursive)| {
        siv.add_global_callback(event, move |s| {
            if on(s) {
                f(s);
            }
        });
    };
    key(siv, Key::Left.into(), |s| {
        change(s, |st, _| st.sandbox.move_cursor(0, -1))
    });
    key(siv, Key::Right.into(), |s| {
        change(s, |st, _| st.sandbox.move_cursor(0, 1))
    });
    key(siv, Key::Up.into(), |s| {
        change(s, |st, _| st.sandbox.move_cursor(-1, 0))
    });
    key(siv, Key::Down.into(), |s| {
        change(s, |st, _| st.sandbox.move_cursor(1, 0))
    });
    key(siv, 'x'.into(), |s| {
        change(s, |st, _| {
            st.sandbox.put(Put::Piece(crate::engine::Side::X))
        });
    });
    key(siv, 'o'.into(), |s| {
        change(s, |st, _| {
            st.sandbox.put(Put::Piece(crate::engine::Side::O))
        });
    });
    key(siv, ' '.into(), |s| {
        change(s, |st, _| st.sandbox.put(Put::Empty))
    });
    key(siv, 't'.into(), |s| {
        change(s, |st, _| st.sandbox.switch_side())
    });
    key(siv, '1'.into(), |s| {
        change(s, |st, _| st.sandbox.set_throw(ThrowValue::ONE))
    });
    key(siv, '2'.into(), |s| {
        change(s, |st, _| st.sandbox.set_throw(ThrowValue::TWO))
    });
    key(siv, '3'.into(), |s| {
        change(s, |st, _| st.sandbox.set_throw(ThrowValue::THREE))
    });
    key(siv, '4'.into(), |s| {
        change(s, |st, _| st.sandbox.set_throw(ThrowValue::FOUR))
    });
    key(siv, '5'.into(), |s| {
        change(s, |st, _| st.sandbox.set_throw(ThrowValue::FIVE))
    });
    key(siv, 'g'.into(), |s| {
        change(s, |st, _| {
            let all = crate::engine::RulesetId::ALL;
            let at = all.iter().position(|r| *r == st.sandbox.rules).unwrap_or(0);
            st.sandbox.rules = all[(at + 1) % all.len()];
        });
    });
    key(siv, Key::Enter.into(), play);
    key(siv, 'u'.into(), |s| {
        change(s, |st, l| {
            if !st.sandbox.take_back() {
                st.message = Some(l.text("explore-nothing-to-take-back"));
            }
        });
    });
    key(siv, 'a'.into(), weigh);
    key(siv, 'c'.into(), compare_all);
    key(siv, 'w'.into(), |s| save_dialog(s, Save::LessonStep));
    key(siv, 'R'.into(), |s| save_dialog(s, Save::ReplayStart));
}

/// Enter: plays the move of the piece under the cursor, or says why not.
fn play(siv: &mut Cursive) {
    change(siv, |st, l| {
        let from = st.sandbox.cursor;
        let mover = st.sandbox.to_move;
        // Said of what is there: no piece, the other side's, or a piece
        // of the side to move that has no move with this throw.
        let id = if st.sandbox.board.has(mover, from) {
            "explore-cannot-play"
        } else if st.sandbox.board.has(mover.other(), from) {
            "explore-cannot-play-other-side"
        } else {
            "explore-cannot-play-empty"
        };
        if st.sandbox.play(from).is_none() {
            st.message = Some(l.text_with(id, args![("square", from)]));
        }
    });
}

/// a: the computer's win chance for each option ([`Sandbox::weigh`]):
/// where a chance is an estimate, every option measured as the tutor
/// measures (up to 200 playouts per option within 0.6 s,
/// [`crate::play::TutorSettings`]), so that no number shown is a bare guess.
fn weigh(siv: &mut Cursive) {
    change(siv, |st, l| {
        let measure = crate::play::TutorSettings::default().measure;
        let Some((w, level)) = st.sandbox.weigh(measure.as_ref()) else {
            return;
        };
        st.panel = Panel::Lines(crate::text::explore::weighing_lines(
            l,
            st.sandbox.rules,
            &w,
            level,
        ));
    });
}

/// c: the position and throw under every ruleset.
fn compare_all(siv: &mut Cursive) {
    change(siv, |st, l| {
        let s = &st.sandbox;
        let c = compare(&s.board, s.to_move, s.throw, &crate::engine::RulesetId::ALL);
        st.panel = Panel::Hanging(crate::text::compare::explain_on_screen(l, &c));
    });
}

/// w / R: asks for the file, then saves.
fn save_dialog(siv: &mut Cursive, what: Save) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let Some(state) = app.screen.explore() else {
        return;
    };
    let l = &app.l;
    let (title, offered) = match what {
        Save::LessonStep => (l.text("explore-save-step-title"), state.lesson_path.clone()),
        Save::ReplayStart => (
            l.text("explore-save-replay-title"),
            state.replay_path.clone(),
        ),
    };
    let offered = offered
        .map(|p| p.to_string_lossy().into_owned())
        .unwrap_or_default();
    let edit = EditView::new()
        .content(offered)
        .on_submit(move |s, text| {
            s.pop_layer();
            let path = PathBuf::from(text.trim());
            save(s, what, &path);
        })
        .with_name("explore-path")
        .fixed_width(60);
    let dialog = Dialog::around(
        LinearLayout::vertical()
            .child(TextView::new(l.text("explore-save-path")))
            .child(DummyView)
            .child(edit),
    )
    .title(title);
    app.screen.set_dialog(true);
    siv.add_layer(dialog);
}

fn save(siv: &mut Cursive, what: Save, path: &Path) {
    if let Some(app) = siv.user_data::<App>() {
        let l = &app.l;
        if let Some(state) = app.screen.explore_mut() {
            state.panel = Panel::Verdicts;
            state.message = Some(match what {
                Save::LessonStep => {
                    state.lesson_path = Some(path.to_path_buf());
                    save_step(l, &state.sandbox, path)
                }
                Save::ReplayStart => {
                    state.replay_path = Some(path.to_path_buf());
                    save_replay(l, &state.sandbox, path)
                }
            });
        }
    }
    show(siv);
}

/// Appends the position as a step to the lesson file at `path`, then checks
/// the lesson; a lesson that no longer passes gets its old text back.
fn save_step(l: &crate::i18n::Localizer, s: &Sandbox, path: &Path) -> String {
    let shown = path_shown(path);
    let old = match crate::store::read_text(path) {
        Ok(text) => text,
        Err(e) => {
            return l.text_with(
                "explore-save-failed",
                args![("path", shown), ("detail", input_error(l, &e))],
            );
        }
    };
    let Some(step) = s.lesson_step(steps_indent(&old)) else {
        return l.text("explore-step-invalid");
    };
    let new = match append_step(&old, &step) {
        Ok(text) => text,
        Err(p) => {
            return l.text_with(
                "explore-save-failed",
                args![
                    ("path", shown),
                    ("detail", crate::text::explore::append_problem(l, p))
                ],
            );
        }
    };
    if let Err(e) = crate::store::write_atomically(path, new.as_bytes()) {
        return l.text_with(
            "explore-save-failed",
            args![("path", shown), ("detail", io_error(l, &e))],
        );
    }
    let checked = crate::lesson::read_path(path)
        .map_err(|_| Vec::new())
        .and_then(|files| match files.first() {
            Some(f) => crate::text::lesson_check::check(f, l).map(|c| c.lesson.steps.len()),
            None => Err(Vec::new()),
        });
    match checked {
        Ok(steps) => l.text_with(
            "explore-step-saved",
            args![("path", shown), ("steps", steps)],
        ),
        Err(problems) => {
            let _ = crate::store::write_atomically(path, old.as_bytes());
            let first = problems
                .first()
                .map(ToString::to_string)
                .unwrap_or_default();
            l.text_with(
                "explore-step-refused",
                args![("path", shown), ("problem", first)],
            )
        }
    }
}

/// Writes the position as the start of a new replay file at `path`.
fn save_replay(l: &crate::i18n::Localizer, s: &Sandbox, path: &Path) -> String {
    let shown = path_shown(path);
    let players = Players {
        x: crate::text::names::side_name(l, s.rules, crate::engine::Side::X),
        o: crate::text::names::side_name(l, s.rules, crate::engine::Side::O),
    };
    let Some(replay) = s.replay_start(players) else {
        return l.text("explore-step-invalid");
    };
    let yaml = crate::replay::write::to_yaml(&replay);
    match crate::store::atomic::write_new(path, yaml.as_bytes()) {
        Ok(()) => l.text_with("explore-replay-saved", args![("path", shown)]),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            l.text_with("picture-exists", args![("path", shown)])
        }
        Err(e) => l.text_with(
            "explore-save-failed",
            args![("path", shown), ("detail", io_error(l, &e))],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::hanging_text;

    #[test]
    fn panel_lines_continue_under_their_text_column_and_odd_lines_are_safe() {
        let lines = [
            "> 1 → 4      moves forward; exchanges with the piece on 4, which goes to 1"
                .to_string(),
            String::new(),
            "x".to_string(),
            "  ".to_string(),
            "    Rule \"Blocks\": stated by the source (Ply Yard's guide)".to_string(),
        ];
        let wrapped = hanging_text(&lines).wrap(40);
        assert_eq!(wrapped[0], "> 1 → 4      moves forward; exchanges");
        assert!(wrapped[1].starts_with("             with"), "{wrapped:?}");
        assert!(
            wrapped.iter().all(|l| l.chars().count() <= 40),
            "{wrapped:?}"
        );
    }
}

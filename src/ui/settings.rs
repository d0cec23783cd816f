//! The settings screen (`S` from home): every choice the program remembers,
//! each with its current value; Enter changes the chosen one to its next
//! value and saves it at once in the settings file (`store::settings`); a
//! new palette is applied at once.

use cursive::Cursive;
use cursive::views::{DummyView, LinearLayout, SelectView, TextView};

use super::theme::Palette;
use super::{App, Screen, set_screen};
use crate::engine::RulesetId;
use crate::store::settings::Change;
use crate::text::names::{ruleset_name, side_name};

/// The lines of the settings screen, in order.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Line {
    Language,
    Ruleset,
    Level,
    Side,
    Tutor,
    Pace,
    Colours,
}

const LINES: [Line; 7] = [
    Line::Language,
    Line::Ruleset,
    Line::Level,
    Line::Side,
    Line::Tutor,
    Line::Pace,
    Line::Colours,
];

/// The computer levels in the order offered: the search levels from the
/// weakest, then the random mover.
pub(super) const LEVELS: [u8; 5] = [1, 2, 3, 4, 0];

/// The name of a computer level in the chosen ruleset.
pub(super) fn level_name(app: &App, level: u8) -> String {
    crate::text::names::level_name(&app.l, app.rules, crate::ai::Level::from(level))
}

/// The learner's side, named as the chosen ruleset names it, with its letter.
pub(super) fn side_value(app: &App) -> String {
    app.l.text_with(
        "settings-side-value",
        crate::args![
            ("side", side_name(&app.l, app.rules, app.side)),
            ("letter", app.side.letter().to_string())
        ],
    )
}

fn label(app: &App, line: Line) -> String {
    let l = &app.l;
    let (id, value) = match line {
        Line::Language => ("settings-language", l.text("language-name")),
        Line::Ruleset => ("settings-ruleset", ruleset_name(l, app.rules)),
        Line::Level => ("settings-level", level_name(app, app.level)),
        Line::Side => ("settings-side", side_value(app)),
        Line::Tutor => (
            "settings-tutor",
            l.text(if app.tutor {
                "settings-on"
            } else {
                "settings-off"
            }),
        ),
        Line::Pace => (
            "settings-pace",
            l.text(&format!("settings-pace-{}", app.pace.code())),
        ),
        // The palette chosen; when this terminal gets no colour at all
        // (`--color never`, `NO_COLOR`, `TERM=dumb`), the line says so.
        Line::Colours => (
            "settings-palette",
            if app.palette == app.palette_choice || app.palette_choice == Palette::Mono {
                l.text(app.palette_choice.name_id())
            } else {
                l.text_with(
                    "settings-palette-no-colour",
                    crate::args![("palette", l.text(app.palette_choice.name_id()))],
                )
            },
        ),
    };
    l.text_with(id, crate::args![("value", value)])
}

/// The change Enter makes on `line`: its next value.
fn next(app: &App, line: Line) -> Change {
    match line {
        Line::Language => Change::Lang(app.l.lang().next()),
        Line::Ruleset => {
            let all = RulesetId::ALL;
            let at = all.iter().position(|r| *r == app.rules).unwrap_or(0);
            Change::Rules(all[(at + 1) % all.len()])
        }
        Line::Level => {
            let at = LEVELS.iter().position(|&n| n == app.level).unwrap_or(0);
            Change::Level(LEVELS[(at + 1) % LEVELS.len()])
        }
        Line::Side => Change::Side(app.side.other()),
        Line::Tutor => Change::Tutor(!app.tutor),
        Line::Pace => Change::Pace(app.pace.next()),
        Line::Colours => Change::Palette(app.palette_choice.next()),
    }
}

/// Shows the settings screen, the line at `selected` chosen.
pub fn show(siv: &mut Cursive, selected: usize) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let mut menu = SelectView::new();
    for line in LINES {
        menu.add_item(label(app, line), line);
    }
    menu.set_selection(selected.min(LINES.len() - 1));
    menu.set_on_submit(|s, line: &Line| {
        let line = *line;
        let at = LINES.iter().position(|l| *l == line).unwrap_or(0);
        if let Some(app) = s.user_data::<App>() {
            let change = next(app, line);
            app.notice = app.choose(change);
            let palette = app.palette;
            super::theme::apply(s, palette);
        }
        show(s, at);
    });
    let mut body = LinearLayout::vertical().child(menu);
    if let Some(store) = &app.settings {
        body = body.child(DummyView).child(TextView::new(app.l.text_with(
            "settings-saved-in",
            crate::args![("path", crate::text::errors::path_shown(store.path()))],
        )));
    }
    if let Some(notice) = app.notice.take() {
        body = body.child(DummyView).child(TextView::new(notice));
    }
    app.screen = Screen::Settings;
    let l = &app.l;
    let frame = super::Frame::new(
        l,
        l.text("settings-heading"),
        l.text("hints-settings"),
        body,
    );
    set_screen(siv, frame);
}

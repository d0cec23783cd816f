//! The help overlay (`?` or F1 on every screen): what the screen is for and
//! all its keys, in a dialog over it. Esc, Enter, `?` or F1 close it and
//! give the screen back exactly as it was; while it is open, the screen's
//! own keys do nothing.

use cursive::Cursive;
use cursive::event::{Event, Key};
use cursive::view::{Nameable, Resizable};
use cursive::views::{Dialog, LinearLayout, OnEventView, ScrollView, TextView};

use super::{App, Screen};

/// The help text's message id for a screen, or `None` for a screen that is
/// itself an overlay (the help is then that of the screen below).
#[must_use]
pub fn help_id(screen: &Screen) -> Option<&'static str> {
    Some(match screen {
        Screen::Home => "screen-help-home",
        Screen::Rules => "screen-help-rules",
        Screen::Lessons => "screen-help-lessons",
        Screen::Lesson(_) => "screen-help-lesson",
        Screen::Play { dialog: false, .. } => "screen-help-play",
        Screen::Replays => "screen-help-replays",
        Screen::Viewer { dialog: false, .. } => "screen-help-viewer",
        Screen::ChooseLevel => "screen-help-choose-level",
        Screen::Settings => "screen-help-settings",
        Screen::Odds { .. } => "screen-help-odds",
        Screen::Explore { dialog: false, .. } => "screen-help-explore",
        Screen::Progress => "screen-help-progress",
        Screen::Play { dialog: true, .. }
        | Screen::Viewer { dialog: true, .. }
        | Screen::Explore { dialog: true, .. }
        | Screen::Help(_) => {
            return None;
        }
    })
}

/// The name of the screen's key line, kept while the help shows.
const SAVED_KEYS: &str = "help-saved-keys";

/// `?` / F1: opens the help of the screen showing (once; not over a dialog).
pub fn open(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let Some(id) = help_id(&app.screen) else {
        return;
    };
    app.screen.open_help();
    let l = &app.l;
    let dialog = Dialog::around(ScrollView::new(TextView::new(l.text(id))))
        .title(l.text("screen-help-title"))
        .button(l.text("screen-help-close"), close)
        .max_width(76)
        .max_height(20);
    // The key line says how to close the help; the screen's own comes back
    // on close (kept, unseen, in the overlay).
    let keys = l.text("frame-keys-help");
    let saved = siv
        .call_on_name(super::frame::KEYS, |v: &mut TextView| {
            let old = v.get_content().source().to_string();
            v.set_content(keys);
            old
        })
        .unwrap_or_default();
    let dialog = LinearLayout::vertical()
        .child(dialog)
        .child(TextView::new(saved).with_name(SAVED_KEYS).fixed_height(0));
    let overlay = OnEventView::new(dialog)
        .on_event('?', close)
        .on_event(Event::Key(Key::F1), close);
    siv.add_layer(overlay);
}

/// Closes the help: the screen below is back, as it was.
pub fn close(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    if !app.screen.close_help() {
        return;
    }
    let saved = siv
        .call_on_name(SAVED_KEYS, |v: &mut TextView| {
            v.get_content().source().to_string()
        })
        .unwrap_or_default();
    siv.pop_layer();
    // The screen's own key line comes back with it.
    siv.call_on_name(super::frame::KEYS, |v: &mut TextView| v.set_content(saved));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Localizer};

    /// Every screen with a help has its text in every language, and it
    /// names the help key itself.
    #[test]
    fn every_screen_has_its_help_in_every_language() {
        let screens = [
            Screen::Home,
            Screen::Rules,
            Screen::Lessons,
            crate::ui::tests::a_quiz(),
            crate::ui::tests::a_game(),
            Screen::Replays,
            crate::ui::tests::a_replay(),
            crate::ui::tests::a_position(),
            Screen::ChooseLevel,
            Screen::Progress,
            Screen::Settings,
            Screen::Odds {
                square: crate::engine::Square::HAPPINESS,
                within: 5,
            },
        ];
        for lang in Lang::ALL {
            let l = Localizer::new(lang);
            for screen in &screens {
                let id = help_id(screen).expect("a help");
                let text = l.text(id);
                assert!(text.lines().count() >= 3, "{lang} {id}: {text}");
                assert!(text.contains("Esc"), "{lang} {id}: {text}");
            }
        }
    }
}

//! The home screen: language, ruleset, and the features that work.

use cursive::Cursive;
use cursive::align::HAlign;
use cursive::views::{DummyView, LinearLayout, SelectView, TextView};

use super::{App, Screen, lessons, set_screen};
use crate::engine::{RulesetId, Side};
use crate::i18n::{Lang, Localizer};
use crate::play::{Opponent, Setup};
use crate::text::names::ruleset_name;

#[derive(Clone, Copy)]
enum Entry {
    Lessons,
    Quiz,
    PlayComputer,
    PlayFriend,
    Odds,
    Replays,
    Language,
    Ruleset,
    Rules,
    Quit,
}

/// Shows the home screen.
pub fn show(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let l = &app.l;
    let mut menu = SelectView::new();
    menu.add_item(l.text("home-lessons"), Entry::Lessons);
    menu.add_item(l.text("home-quiz"), Entry::Quiz);
    menu.add_item(l.text("home-play-computer"), Entry::PlayComputer);
    menu.add_item(l.text("home-play-friend"), Entry::PlayFriend);
    menu.add_item(
        l.text_with(
            "home-language",
            crate::args![("lang", l.text("language-name"))],
        ),
        Entry::Language,
    );
    menu.add_item(
        l.text_with(
            "home-ruleset",
            crate::args![("rules", ruleset_name(l, app.rules))],
        ),
        Entry::Ruleset,
    );
    menu.add_item(l.text("home-rules"), Entry::Rules);
    menu.add_item(l.text("home-odds"), Entry::Odds);
    menu.add_item(l.text("home-replays"), Entry::Replays);
    menu.add_item(l.text("home-quit"), Entry::Quit);
    menu.set_on_submit(|s, entry: &Entry| match entry {
        Entry::Lessons => lessons::show(s),
        Entry::PlayComputer | Entry::PlayFriend => {
            let rules = s.user_data::<App>().map_or(RulesetId::Kendall, |a| a.rules);
            let opponent = if matches!(entry, Entry::PlayFriend) {
                Opponent::Friend
            } else {
                Opponent::Computer { level: 1 }
            };
            let setup = Setup {
                rules,
                opponent,
                learner: Side::X,
                seed: super::now(),
                ceremony: true,
            };
            super::play::open(s, setup, None);
        }
        Entry::Quiz => {
            let rules = s.user_data::<App>().map_or(RulesetId::Kendall, |a| a.rules);
            super::lesson::open_quiz(s, rules, None, super::QUIZ_LENGTH, super::now());
        }
        Entry::Language => {
            if let Some(app) = s.user_data::<App>() {
                let next = if app.l.lang() == Lang::En {
                    Lang::Es
                } else {
                    Lang::En
                };
                app.l = Localizer::new(next);
            }
            show(s);
        }
        Entry::Ruleset => {
            if let Some(app) = s.user_data::<App>() {
                let all = RulesetId::ALL;
                let at = all.iter().position(|r| *r == app.rules).unwrap_or(0);
                app.rules = all[(at + 1) % all.len()];
            }
            show(s);
        }
        Entry::Rules => show_rules(s),
        Entry::Odds => super::odds::show(s, 26, 5),
        Entry::Replays => super::replays::show(s),
        Entry::Quit => s.quit(),
    });
    let mut body = LinearLayout::vertical()
        .child(TextView::new(l.text("app-name")).h_align(HAlign::Center))
        .child(TextView::new(l.text("app-tagline")).h_align(HAlign::Center))
        .child(DummyView)
        .child(menu);
    if let Some(notice) = app.notice.take() {
        body = body.child(DummyView).child(TextView::new(notice));
    }
    app.screen = Screen::Home;
    let hints = app.l.text("hints-home");
    set_screen(siv, body, hints);
}

/// The rules of the chosen ruleset, scrollable.
fn show_rules(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    app.screen = Screen::Rules;
    let text = crate::text::rules::ruleset_rules(&app.l, app.rules);
    let hints = app.l.text("hints-rules");
    let view = cursive::views::ScrollView::new(TextView::new(text));
    set_screen(siv, view, hints);
}

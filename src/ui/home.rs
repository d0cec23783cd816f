//! The home screen: language, ruleset, and the features that work.

use cursive::Cursive;
use cursive::align::HAlign;
use cursive::views::{DummyView, LinearLayout, SelectView, TextView};

use super::{App, Frame, Screen, lessons, set_screen};
use crate::engine::{RulesetId, Side};
use crate::i18n::Localizer;
use crate::play::{Opponent, Setup};
use crate::text::names::ruleset_name;

#[derive(Clone, Copy)]
enum Entry {
    Lessons,
    Quiz,
    PlayComputer,
    PlayFriend,
    Odds,
    Explore,
    Replays,
    Language,
    Ruleset,
    Rules,
    Progress,
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
    menu.add_item(l.text("home-explore"), Entry::Explore);
    menu.add_item(l.text("home-progress"), Entry::Progress);
    menu.add_item(l.text("home-quit"), Entry::Quit);
    menu.set_on_submit(|s, entry: &Entry| match entry {
        Entry::Lessons => lessons::show(s),
        Entry::PlayComputer => {
            let rules = s.user_data::<App>().map_or(RulesetId::DEFAULT, |a| a.rules);
            if rules.ruleset().has_series() {
                // A series (arcade) sets the level itself, game by game.
                start_game(s, Opponent::Computer { level: 1 });
            } else {
                choose_level(s);
            }
        }
        Entry::PlayFriend => start_game(s, Opponent::Friend),
        Entry::Quiz => {
            let rules = s.user_data::<App>().map_or(RulesetId::DEFAULT, |a| a.rules);
            super::lesson::open_quiz(s, rules, None, super::QUIZ_LENGTH, super::now());
        }
        Entry::Language => {
            if let Some(app) = s.user_data::<App>() {
                app.l = Localizer::new(app.l.lang().next()).for_screens();
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
        Entry::Odds => super::odds::show(s, crate::engine::Square::HAPPINESS, 5),
        Entry::Explore => super::explore::open_start(s),
        Entry::Replays => super::replays::show(s),
        Entry::Progress => super::progress::show(s),
        Entry::Quit => s.quit(),
    });
    let mut body = LinearLayout::vertical()
        .child(TextView::new(l.text("app-tagline")).h_align(HAlign::Center))
        .child(DummyView)
        .child(menu);
    if let Some(notice) = app.notice.take() {
        body = body.child(DummyView).child(TextView::new(notice));
    }
    app.screen = Screen::Home;
    let l = &app.l;
    let frame = Frame::new(l, l.text("app-name"), l.text("hints-home"), body)
        .status(ruleset_name(l, app.rules));
    set_screen(siv, frame);
}

/// Starts a game of the chosen ruleset against `opponent`, the learner as x.
fn start_game(siv: &mut Cursive, opponent: Opponent) {
    let rules = siv
        .user_data::<App>()
        .map_or(RulesetId::DEFAULT, |a| a.rules);
    let setup = Setup {
        rules,
        opponent,
        learner: Side::X,
        seed: crate::play::record::fresh_seed(),
        ceremony: true,
    };
    super::play::open(siv, setup, None);
}

/// The computer levels in the order offered: the search levels from the
/// weakest, then the random mover.
const LEVELS: [u8; 5] = [1, 2, 3, 4, 0];

/// Before a game against the computer: its level, named as the ruleset's
/// source names it, the last one chosen selected.
fn choose_level(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let l = &app.l;
    let mut menu = SelectView::new();
    for n in LEVELS {
        let name = l.text(&crate::ai::Level::from(n).name_id(app.rules));
        menu.add_item(name, n);
    }
    let at = LEVELS.iter().position(|&n| n == app.level).unwrap_or(0);
    menu.set_selection(at);
    menu.set_on_submit(|s, level: &u8| {
        let level = *level;
        if let Some(app) = s.user_data::<App>() {
            app.level = level;
        }
        start_game(s, Opponent::Computer { level });
    });
    let heading = l.text_with(
        "play-choose-level",
        crate::args![("rules", ruleset_name(l, app.rules))],
    );
    app.screen = Screen::ChooseLevel;
    let frame = Frame::new(l, heading, l.text("hints-choose-level"), menu);
    set_screen(siv, frame);
}

/// The rules of the chosen ruleset, scrollable.
fn show_rules(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    app.screen = Screen::Rules;
    let text = crate::text::rules::ruleset_rules_text(&app.l, app.rules);
    let l = &app.l;
    let header = l.text_with(
        "frame-rules",
        crate::args![("rules", ruleset_name(l, app.rules))],
    );
    let frame = Frame::new(
        l,
        header,
        l.text("hints-rules"),
        super::wrapped::WrappedText::new(text),
    );
    set_screen(siv, frame);
}

//! The home screen: language, ruleset, and the features that work.

use cursive::Cursive;
use cursive::align::HAlign;
use cursive::views::{DummyView, LinearLayout, SelectView, TextView};

use super::{App, Frame, Screen, lessons, set_screen};
use crate::engine::{RulesetId, Side};
use crate::play::{Opponent, Setup};
use crate::store::settings::{Change, OpponentChoice};
use crate::text::names::ruleset_name;

#[derive(Clone, Copy)]
enum Entry {
    Lessons,
    Quiz,
    PlayComputer,
    PlayFriend,
    Side,
    Settings,
    Odds,
    Explore,
    Replays,
    Language,
    Ruleset,
    Rules,
    Progress,
    Quit,
}

/// The menu line of the language switch (the ruleset's is the next one).
const LANGUAGE_LINE: usize = 4;
/// The menu line of the side switch (near the end, so that the lines above
/// stay where they were).
const SIDE_LINE: usize = 10;

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
    menu.add_item(
        l.text_with(
            "home-side",
            crate::args![("value", super::settings::side_value(app))],
        ),
        Entry::Side,
    );
    menu.add_item(l.text("home-settings"), Entry::Settings);
    menu.add_item(l.text("home-progress"), Entry::Progress);
    menu.add_item(l.text("home-quit"), Entry::Quit);
    if let Some(at) = app.home_selection.take() {
        menu.set_selection(at);
    }
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
        Entry::PlayFriend => {
            if let Some(app) = s.user_data::<App>() {
                app.notice = app.choose(Change::Opponent(OpponentChoice::Friend));
            }
            start_game(s, Opponent::Friend);
        }
        Entry::Side => {
            if let Some(app) = s.user_data::<App>() {
                app.notice = app.choose(Change::Side(app.side.other()));
                app.home_selection = Some(SIDE_LINE);
            }
            show(s);
        }
        Entry::Settings => super::settings::show(s, 0),
        Entry::Quiz => {
            let rules = s.user_data::<App>().map_or(RulesetId::DEFAULT, |a| a.rules);
            super::lesson::open_quiz(s, rules, None, super::QUIZ_LENGTH, super::now());
        }
        Entry::Language => {
            if let Some(app) = s.user_data::<App>() {
                app.notice = app.choose(Change::Lang(app.l.lang().next()));
                app.home_selection = Some(LANGUAGE_LINE);
            }
            show(s);
        }
        Entry::Ruleset => {
            if let Some(app) = s.user_data::<App>() {
                let all = RulesetId::ALL;
                let at = all.iter().position(|r| *r == app.rules).unwrap_or(0);
                app.notice = app.choose(Change::Rules(all[(at + 1) % all.len()]));
                app.home_selection = Some(LANGUAGE_LINE + 1);
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
    let (rules, side) = siv
        .user_data::<App>()
        .map_or((RulesetId::DEFAULT, Side::X), |a| (a.rules, a.side));
    let learner = match opponent {
        Opponent::Computer { .. } => side,
        Opponent::Friend => Side::X,
    };
    let setup = Setup {
        rules,
        opponent,
        learner,
        seed: crate::play::record::fresh_seed(),
        ceremony: true,
    };
    super::play::open(siv, setup, None);
}

use super::settings::LEVELS;

/// Before a game against the computer: its level, named as the ruleset's
/// source names it, the last one chosen selected.
fn choose_level(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let l = &app.l;
    let mut menu = SelectView::new();
    for n in LEVELS {
        let name = crate::text::names::level_name(l, app.rules, crate::ai::Level::from(n));
        menu.add_item(name, n);
    }
    let at = LEVELS.iter().position(|&n| n == app.level).unwrap_or(0);
    menu.set_selection(at);
    menu.set_on_submit(|s, level: &u8| {
        let level = *level;
        if let Some(app) = s.user_data::<App>() {
            let first = app.choose(Change::Level(level));
            let second = app.choose(Change::Opponent(OpponentChoice::Computer));
            app.notice = first.or(second);
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

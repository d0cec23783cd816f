//! The list of replays to open in the viewer: the games recorded in the data
//! folder (newest first), then the annotated sample games shipped with the
//! program, each row with its date, players, result, ruleset and entries. A
//! recorded game with no entries and no result is removed from the folder.

use std::path::PathBuf;

use cursive::Cursive;
use cursive::view::Nameable;
use cursive::views::SelectView;

use super::{App, Frame, Screen, set_screen, viewer};
use crate::engine::RulesetId;

mod shipped {
    include!(concat!(env!("OUT_DIR"), "/sample_replays.rs"));
}

/// The sample replays to list, as (path, text): each ruleset's (the file its
/// facts name), in the order rulesets are listed.
fn samples() -> Vec<(&'static str, &'static str)> {
    RulesetId::ALL
        .iter()
        .filter_map(|id| {
            let file = id.ruleset().facts.sample_replay;
            shipped::SAMPLES
                .iter()
                .copied()
                .find(|(path, _)| path.strip_prefix("replays/") == Some(file))
        })
        .collect()
}

#[derive(Clone)]
enum Source {
    File(PathBuf),
    Sample(&'static str, &'static str),
}

/// Shows the list.
pub fn show(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    app.screen = Screen::Replays;
    let mut list = SelectView::new();
    if let Some(dir) = app.data_dir.as_ref().map(|d| d.join("replays")) {
        // Newest first; a game left with nothing in it is removed.
        for game in crate::replay::files::list_pruned(&dir).unwrap_or_default() {
            let row = crate::text::replay::list_row(&app.l, &game);
            list.add_item(row, Source::File(game.path));
        }
    }
    for (name, text) in samples() {
        let game = crate::replay::files::Listed {
            path: PathBuf::from(name),
            game: crate::replay::read::parse_document(text)
                .map_err(crate::replay::files::LoadError::Read),
        };
        let row = app.l.text_with(
            "replays-sample",
            crate::args![("row", crate::text::replay::list_row(&app.l, &game))],
        );
        list.add_item(row, Source::Sample(name, text));
    }
    list.set_on_submit(|s, source: &Source| open(s, source));
    let l = &app.l;
    let frame = Frame::new(
        l,
        l.text("replays-heading"),
        l.text("hints-replays-resume"),
        list.with_name(LIST),
    );
    set_screen(siv, frame);
}

/// The name of the list view.
const LIST: &str = "replays-list";

/// The keys of the replay list: `c` continues the unfinished game selected.
pub fn install_keys(siv: &mut Cursive) {
    siv.add_global_callback('c', |s| {
        if !s
            .user_data::<App>()
            .is_some_and(|a| a.screen == Screen::Replays)
        {
            return;
        }
        let selected = s
            .call_on_name(LIST, |v: &mut SelectView<Source>| v.selection())
            .flatten();
        if let Some(Source::File(path)) = selected.as_deref() {
            super::play::open_resumed(s, path);
        }
    });
}

fn open(siv: &mut Cursive, source: &Source) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let result = match source {
        Source::File(path) => viewer::load(path, &app.l),
        Source::Sample(name, text) => viewer::ViewerState::from_text(name.to_string(), text)
            .map_err(|e| crate::text::replay::read_error_line(&app.l, name, &e)),
    };
    match result {
        Ok(state) => viewer::open(siv, state),
        Err(message) => {
            app.notice = Some(message);
            super::home::show(siv);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ruleset_has_its_sample_embedded_and_it_is_of_that_ruleset() {
        let listed = samples();
        assert_eq!(listed.len(), RulesetId::ALL.len());
        for ((path, text), id) in listed.into_iter().zip(RulesetId::ALL) {
            let parsed = crate::replay::read::parse_document(text)
                .unwrap_or_else(|e| panic!("{path}: {e:?}"));
            assert_eq!(parsed.replay.rules, id, "{path}");
        }
    }
}

//! The list of replays to open in the viewer: the games recorded in the data
//! folder (newest first), then the annotated sample games shipped with the
//! program, each row with its date, players, result, ruleset and entries. A
//! recorded game with no entries and no result is removed from the folder.
//!
//! A row fits the width it gets (80 columns, or one less beside the scroll
//! bar): too long, it loses the least important first — the time of day,
//! then the number of entries, then the winner's name (its letter stays:
//! "x won") — and then the players' names and the ruleset's are cut with
//! "…" (whole characters, ending on a word): the names to 12 columns, the
//! ruleset's to [`RULES_MIN`], the names further to [`NAME_MIN`]; only then
//! is the row itself cut at its end.

use std::path::PathBuf;

use cursive::utils::markup::StyledString;
use cursive::view::Nameable;
use cursive::views::SelectView;
use cursive::{Cursive, Vec2, View};

use super::{App, Frame, Screen, set_screen, viewer};
use crate::engine::RulesetId;
use crate::i18n::Localizer;
use crate::replay::files::Listed;
use crate::text::replay::{RowFit, cut_to_width, list_row_fitted};

/// A ruleset's name is cut to no fewer columns than this ("…" included).
pub const RULES_MIN: usize = 8;
/// A player's name is cut to no fewer columns than this ("…" included).
pub const NAME_MIN: usize = 5;
/// Names are cut to this many columns before the ruleset's name is cut.
const NAME_FIRST_CUT: usize = 12;

mod shipped {
    include!(concat!(env!("OUT_DIR"), "/sample_replays.rs"));
}

/// The sample replays to list, as (path, text): each ruleset's
/// (`replays/{ruleset}-sample.yaml`), in the order rulesets are listed.
fn samples() -> Vec<(&'static str, &'static str)> {
    RulesetId::ALL
        .iter()
        .filter_map(|id| {
            let file = format!("replays/{id}-sample.yaml");
            shipped::SAMPLES
                .iter()
                .copied()
                .find(|(path, _)| *path == file)
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
    let mut list = FitRows::default();
    if let Some(dir) = app.data_dir.as_ref().map(|d| d.join("replays")) {
        // Newest first; a game left with nothing in it is removed.
        for game in crate::replay::files::list_pruned(&dir).unwrap_or_default() {
            let ladder = ladder(&app.l, &game, false);
            list.add(ladder, Source::File(game.path));
        }
    }
    for (name, text) in samples() {
        let game = Listed {
            path: PathBuf::from(name),
            game: crate::replay::read::parse_document(text)
                .map_err(crate::replay::files::LoadError::Read),
        };
        list.add(ladder(&app.l, &game, true), Source::Sample(name, text));
    }
    list.list
        .set_on_submit(|s, source: &Source| open(s, source));
    let l = &app.l;
    let frame = Frame::new(
        l,
        l.text("replays-heading"),
        l.text("hints-replays-resume"),
        list.with_name(LIST),
    );
    set_screen(siv, frame);
}

/// A row's forms from the whole one to the shortest, each shorter than or
/// as short as the one before ([`RowFit`]): the list shows the first that
/// fits its width.
fn ladder(l: &Localizer, game: &Listed, sample: bool) -> Vec<String> {
    let row = |fit: RowFit| list_row_fitted(l, game, sample, fit);
    let mut fit = RowFit::FULL;
    let mut forms = vec![row(fit)];
    let Ok(parsed) = &game.game else {
        return forms;
    };
    let r = &parsed.replay;
    fit.day_only = true;
    forms.push(row(fit));
    fit.entries = false;
    forms.push(row(fit));
    fit.short_result = true;
    forms.push(row(fit));
    let width = textwrap::core::display_width;
    let longest = width(r.players.x.as_str()).max(width(r.players.o.as_str()));
    for w in (NAME_FIRST_CUT..longest).rev() {
        fit.name_width = Some(w);
        forms.push(row(fit));
    }
    let rules = width(&crate::text::names::ruleset_name(l, r.rules));
    for w in (RULES_MIN..rules).rev() {
        fit.rules_width = Some(w);
        forms.push(row(fit));
    }
    for w in (NAME_MIN..longest.min(NAME_FIRST_CUT)).rev() {
        fit.name_width = Some(w);
        forms.push(row(fit));
    }
    forms.dedup();
    forms
}

/// The first of `forms` that fits `width` columns, or the last one cut there.
fn pick(forms: &[String], width: usize) -> String {
    forms
        .iter()
        .find(|f| textwrap::core::display_width(f) <= width)
        .cloned()
        .unwrap_or_else(|| cut_to_width(forms.last().map_or("", String::as_str), width))
}

/// The list, each row fitted to the width the list is given ([`pick`]),
/// again whenever that width changes.
#[derive(Default)]
struct FitRows {
    list: SelectView<Source>,
    ladders: Vec<Vec<String>>,
    width: Option<usize>,
}

impl FitRows {
    fn add(&mut self, forms: Vec<String>, source: Source) {
        self.list
            .add_item(forms.first().cloned().unwrap_or_default(), source);
        self.ladders.push(forms);
    }

    fn fit(&mut self, width: usize) {
        if self.width == Some(width) {
            return;
        }
        self.width = Some(width);
        for ((label, _), forms) in self.list.iter_mut().zip(&self.ladders) {
            *label = StyledString::plain(pick(forms, width));
        }
    }
}

impl cursive::view::ViewWrapper for FitRows {
    cursive::wrap_impl!(self.list: SelectView<Source>);

    fn wrap_required_size(&mut self, constraint: Vec2) -> Vec2 {
        self.fit(constraint.x);
        self.list.required_size(constraint)
    }

    fn wrap_layout(&mut self, size: Vec2) {
        self.fit(size.x);
        self.list.layout(size);
    }
}

/// The name of the list view.
const LIST: &str = "replays-list";

/// The keys of the replay list: `c` continues the unfinished game selected.
pub fn install_keys(siv: &mut Cursive) {
    siv.add_global_callback('c', |s| {
        if !s
            .user_data::<App>()
            .is_some_and(|a| matches!(a.screen, Screen::Replays))
        {
            return;
        }
        let selected = s
            .call_on_name(LIST, |v: &mut FitRows| v.list.selection())
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
    fn every_ruleset_has_its_sample_listed_in_order() {
        let listed: Vec<&str> = samples().into_iter().map(|(path, _)| path).collect();
        let expected: Vec<String> = RulesetId::ALL
            .iter()
            .map(|id| format!("replays/{id}-sample.yaml"))
            .collect();
        assert_eq!(listed, expected);
    }

    #[test]
    fn a_row_gets_shorter_step_by_step_and_is_whole_when_there_is_room() {
        for lang in crate::i18n::Lang::ALL {
            let l = Localizer::new(lang).for_screens();
            for (name, text) in samples() {
                let game = Listed {
                    path: PathBuf::from(name),
                    game: crate::replay::read::parse_document(text)
                        .map_err(crate::replay::files::LoadError::Read),
                };
                let forms = ladder(&l, &game, true);
                let width = |f: &String| textwrap::core::display_width(f);
                assert!(
                    forms.windows(2).all(|w| width(&w[1]) <= width(&w[0])),
                    "{forms:#?}"
                );
                assert_eq!(pick(&forms, 200), forms[0], "whole when it fits");
                for room in [79, 80, 60] {
                    let row = pick(&forms, room);
                    assert!(width(&row) <= room, "{lang} {room}: {row}");
                    // The day and the ruleset's start are always there at 80.
                    assert!(row.contains("2026-01-"), "{lang} {room}: {row}");
                }
            }
        }
    }

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

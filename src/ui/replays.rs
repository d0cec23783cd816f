//! The list of replays to open in the viewer: the games recorded in the data
//! folder (newest first), then the annotated sample games shipped with the program.

use std::path::PathBuf;

use cursive::Cursive;
use cursive::views::{DummyView, LinearLayout, ScrollView, SelectView, TextView};

use super::{App, Screen, set_screen, viewer};

/// The sample replays shipped with the program: (file, text).
const SAMPLES: [(&str, &str); 6] = [
    (
        "replays/kendall-sample.yaml",
        include_str!("../../replays/kendall-sample.yaml"),
    ),
    (
        "replays/games-room-sample.yaml",
        include_str!("../../replays/games-room-sample.yaml"),
    ),
    (
        "replays/arcade-sample.yaml",
        include_str!("../../replays/arcade-sample.yaml"),
    ),
    (
        "replays/skiryuk-sample.yaml",
        include_str!("../../replays/skiryuk-sample.yaml"),
    ),
    (
        "replays/skiryuk-14-sample.yaml",
        include_str!("../../replays/skiryuk-14-sample.yaml"),
    ),
    (
        "replays/race-sample.yaml",
        include_str!("../../replays/race-sample.yaml"),
    ),
];

#[derive(Clone)]
enum Source {
    File(PathBuf),
    Sample(usize),
}

/// Shows the list.
pub fn show(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    app.screen = Screen::Replays;
    let mut list = SelectView::new();
    if let Some(dir) = app.data_dir.as_ref().map(|d| d.join("replays")) {
        let mut files = crate::replay::files::recorded(&dir).unwrap_or_default();
        files.reverse();
        for path in files {
            let name = path
                .file_name()
                .map(|n| crate::text::errors::clean(&n.to_string_lossy()))
                .unwrap_or_default();
            list.add_item(name, Source::File(path));
        }
    }
    for (i, (name, _)) in SAMPLES.iter().enumerate() {
        list.add_item(*name, Source::Sample(i));
    }
    list.set_on_submit(|s, source: &Source| open(s, source));
    let body = LinearLayout::vertical()
        .child(TextView::new(app.l.text("replays-heading")))
        .child(DummyView)
        .child(ScrollView::new(list));
    let hints = app.l.text("hints-replays");
    set_screen(siv, body, hints);
}

fn open(siv: &mut Cursive, source: &Source) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let result = match source {
        Source::File(path) => viewer::ViewerState::load(path, &app.l),
        Source::Sample(i) => {
            let (name, text) = SAMPLES[*i % SAMPLES.len()];
            crate::replay::read::parse_document(text)
                .map(|parsed| viewer::ViewerState::from_parsed(name.to_string(), parsed, &app.l))
                .map_err(|e| crate::text::replay::read_error_line(&app.l, name, &e))
        }
    };
    match result {
        Ok(state) => viewer::open(siv, state),
        Err(message) => {
            app.notice = Some(message);
            super::home::show(siv);
        }
    }
}

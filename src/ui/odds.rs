//! The house odds screen: pick a square from 26 to 30 and see, as exact
//! fractions, what the next throw does and the chance of leaving within N throws.

use cursive::Cursive;
use cursive::event::Key;
use cursive::views::TextView;

use super::{App, Frame, Screen, set_screen};
use crate::engine::Square;
use crate::text::odds::report;

/// Shows the odds for `square` and `within` throws.
pub fn show(siv: &mut Cursive, square: Square, within: u32) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    app.screen = Screen::Odds { square, within };
    let l = &app.l;
    let mut lines = report(l, app.rules, square, within);
    // The report's first line (the square) heads the screen.
    let header = if lines.is_empty() {
        l.text_with(
            "frame-odds",
            crate::args![("rules", crate::text::names::ruleset_name(l, app.rules))],
        )
    } else {
        lines.remove(0)
    };
    while lines.first().is_some_and(String::is_empty) {
        lines.remove(0);
    }
    let status = l.text_with("frame-odds-status", crate::args![("within", within)]);
    // The line that + just added (the chance within the most throws) stays in view.
    let frame = Frame::new(
        l,
        header,
        l.text("hints-odds"),
        TextView::new(lines.join("\n")),
    )
    .status(status)
    .stick_to_bottom();
    set_screen(siv, frame);
}

/// The keys of the odds screen.
pub fn install_keys(siv: &mut Cursive) {
    let step =
        |siv: &mut Cursive, event: cursive::event::Event, square_step: i8, within_step: i32| {
            siv.add_global_callback(event, move |s| {
                let Some(&Screen::Odds { square, within }) =
                    s.user_data::<App>().map(|a| &a.screen)
                else {
                    return;
                };
                let square = square
                    .offset(square_step)
                    .unwrap_or(square)
                    .clamp(Square::HAPPINESS, Square::DEPARTURE);
                let within = (i64::from(within) + i64::from(within_step)).clamp(1, 20) as u32;
                show(s, square, within);
            });
        };
    step(siv, Key::Left.into(), -1, 0);
    step(siv, Key::Right.into(), 1, 0);
    step(siv, '+'.into(), 0, 1);
    step(siv, '-'.into(), 0, -1);
}

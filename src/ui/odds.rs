//! The house odds screen: pick a square from 26 to 30 and see, as exact
//! fractions, what the next throw does and the chance of leaving within N throws.

use cursive::Cursive;
use cursive::event::Key;
use cursive::views::TextView;

use super::{App, Screen, set_screen};
use crate::engine::Square;
use crate::text::odds::report;

/// Shows the odds for `square` and `within` throws.
pub fn show(siv: &mut Cursive, square: Square, within: u32) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    app.screen = Screen::Odds { square, within };
    let text = report(&app.l, app.rules, square, within).join("\n");
    let hints = app.l.text("hints-odds");
    set_screen(siv, TextView::new(text), hints);
}

/// The keys of the odds screen.
pub fn install_keys(siv: &mut Cursive) {
    let step =
        |siv: &mut Cursive, event: cursive::event::Event, square_step: i8, within_step: i32| {
            siv.add_global_callback(event, move |s| {
                let Some(Screen::Odds { square, within }) = s.user_data::<App>().map(|a| a.screen)
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

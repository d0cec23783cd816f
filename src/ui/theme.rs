//! The screens' colours: a [`Palette`] applied to cursive's theme, always on
//! the terminal's own background and text colours (nothing is filled grey),
//! and whether colour is used at all ([`ColorChoice`]: `--color
//! auto|always|never`, with `NO_COLOR` honoured as `never`).
//!
//! Colour only ever repeats what the glyphs already say (`x`/`o`, `>x<`,
//! `[x]`, the doubled last move): [`Palette::Mono`] draws with no colour at
//! all, only bold and reverse video.

use cursive::theme::{BaseColor, Color, ColorStyle, Effect, Theme};
use cursive::{Cursive, Printer};

use crate::engine::{Side, SquareContent};

pub use crate::store::settings::Palette;

/// Whether colour is used (`--color`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ColorChoice {
    /// Colour unless `NO_COLOR` is set (to anything but empty) or `TERM` is `dumb`.
    #[default]
    Auto,
    /// Colour even with `NO_COLOR`.
    Always,
    /// No colour.
    Never,
}

impl ColorChoice {
    /// Whether colour is used, given the environment's `NO_COLOR` and `TERM`.
    #[must_use]
    pub fn colour(self, no_color: Option<&str>, term: Option<&str>) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => no_color.is_none_or(str::is_empty) && term != Some("dumb"),
        }
    }

    /// Whether colour is used in this process's environment.
    #[must_use]
    pub fn colour_here(self) -> bool {
        let no_color = std::env::var("NO_COLOR").ok();
        let term = std::env::var("TERM").ok();
        self.colour(no_color.as_deref(), term.as_deref())
    }

    /// `palette`, or [`Palette::Mono`] when colour is not to be used.
    #[must_use]
    pub fn palette(self, palette: Palette) -> Palette {
        if self.colour_here() {
            palette
        } else {
            Palette::Mono
        }
    }
}

/// The `--color` of this run, once chosen.
static CHOICE: std::sync::OnceLock<ColorChoice> = std::sync::OnceLock::new();

/// Sets this run's `--color` (the first call wins).
pub fn choose(choice: ColorChoice) {
    let _ = CHOICE.set(choice);
}

/// This run's `--color` (auto when none was given).
#[must_use]
pub fn chosen() -> ColorChoice {
    CHOICE.get().copied().unwrap_or_default()
}

/// The palette's key in cursive's theme (read back by [`current`]).
const KEY: &str = "senet-palette";

/// Applies `palette` to the screens (from the next frame drawn on).
pub fn apply(siv: &mut Cursive, palette: Palette) {
    siv.set_theme(theme(palette));
}

/// The cursive theme of `palette`: the terminal's default colours
/// everywhere, no shadows, and the palette's own piece colours.
#[must_use]
pub fn theme(palette: Palette) -> Theme {
    let mut theme = Theme::terminal_default();
    // The palette is told to the board through a custom colour: 0 normal,
    // 1 high contrast, 2 mono.
    let index = Palette::ALL.iter().position(|p| *p == palette).unwrap_or(0);
    theme.palette.set_color(KEY, Color::Rgb(index as u8, 0, 0));
    if palette == Palette::Normal {
        theme
            .palette
            .set_color("senet-x", Color::Dark(BaseColor::Red));
        theme
            .palette
            .set_color("senet-o", Color::Dark(BaseColor::Blue));
    }
    theme
}

/// The palette a printer draws with (normal when none was applied).
#[must_use]
pub fn current(printer: &Printer) -> Palette {
    match printer.theme.palette.custom(KEY) {
        Some(Color::Rgb(index, _, _)) => Palette::ALL
            .get(usize::from(*index))
            .copied()
            .unwrap_or_default(),
        _ => Palette::Normal,
    }
}

/// How a piece's glyph is drawn: its colour and effects (`None` for an
/// empty square, drawn plainly).
#[must_use]
pub fn piece_style(
    printer: &Printer,
    content: SquareContent,
) -> Option<(ColorStyle, &'static [Effect])> {
    let side = match content {
        SquareContent::Empty => return None,
        SquareContent::Piece(side) => Some(side),
        SquareContent::Both => None,
    };
    let palette = current(printer);
    let mut style = ColorStyle::primary();
    let effects: &'static [Effect] = match (palette, side) {
        (Palette::Normal, Some(side)) => {
            let key = if side == Side::X {
                "senet-x"
            } else {
                "senet-o"
            };
            if let Some(color) = printer.theme.palette.custom(key) {
                style = ColorStyle::front(*color);
            }
            &[Effect::Bold]
        }
        (Palette::HighContrast, Some(Side::X)) => &[Effect::Bold, Effect::Reverse],
        (Palette::HighContrast, Some(Side::O)) => &[Effect::Bold, Effect::Underline],
        _ => &[Effect::Bold],
    };
    Some((style, effects))
}

/// Draws with each of `effects` on.
pub fn with_effects(printer: &Printer, effects: &[Effect], f: &dyn Fn(&Printer)) {
    match effects.split_first() {
        Some((first, rest)) => printer.with_effect(*first, |p| with_effects(p, rest, f)),
        None => f(printer),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_color_and_dumb_terminals_turn_colour_off_unless_always() {
        let auto = ColorChoice::Auto;
        assert!(auto.colour(None, Some("xterm-256color")));
        assert!(
            auto.colour(Some(""), Some("xterm")),
            "an empty NO_COLOR is unset"
        );
        assert!(!auto.colour(Some("1"), Some("xterm")));
        assert!(!auto.colour(None, Some("dumb")));
        assert!(ColorChoice::Always.colour(Some("1"), Some("dumb")));
        assert!(!ColorChoice::Never.colour(None, Some("xterm")));
    }

    #[test]
    fn palettes_round_trip_through_their_codes_and_only_normal_has_piece_colours() {
        for palette in Palette::ALL {
            assert_eq!(Palette::from_code(palette.code()), Some(palette));
            let theme = theme(palette);
            assert_eq!(
                theme.palette.custom("senet-x").is_some(),
                palette == Palette::Normal
            );
            assert!(!theme.shadow);
            for color in [
                cursive::theme::PaletteColor::Background,
                cursive::theme::PaletteColor::View,
                cursive::theme::PaletteColor::Primary,
            ] {
                assert_eq!(theme.palette[color], Color::TerminalDefault, "{palette:?}");
            }
        }
        assert_eq!(Palette::from_code("sepia"), None);
    }
}

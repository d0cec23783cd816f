//! Turns the engine's answers into words and drawings, in the user's language.
//! Shared by the command line and (later) the terminal screens.

pub(crate) mod analysis;
pub(crate) mod board_view;
pub(crate) mod compare;
pub mod errors;
pub(crate) mod explore;
pub(crate) mod learner;
pub(crate) mod legal;
pub(crate) mod lesson;
pub mod lesson_check;
pub(crate) mod lesson_template;
pub(crate) mod names;
pub(crate) mod odds;
pub(crate) mod paragraphs;
pub(crate) mod picture;
pub(crate) mod play;
pub(crate) mod progress;
pub mod replay;
pub mod rules;
pub(crate) mod worksheet;

/// The width printed text is wrapped to.
pub const WIDTH: usize = 80;

/// Wraps `text` to [`WIDTH`] columns, every line indented by `indent` spaces.
#[must_use]
pub fn wrap_indented(text: &str, indent: usize) -> Vec<String> {
    let pad = " ".repeat(indent);
    let options = textwrap::Options::new(WIDTH)
        .initial_indent(&pad)
        .subsequent_indent(&pad);
    textwrap::wrap(text, options)
        .into_iter()
        .map(|line| line.into_owned())
        .collect()
}

/// Wraps a line that already carries its own start (e.g. `  24 → 27  ...`) to
/// [`WIDTH`] columns, continuing on lines indented by `indent` spaces.
#[must_use]
pub fn wrap_hanging(text: &str, indent: usize) -> Vec<String> {
    let pad = " ".repeat(indent);
    let options = textwrap::Options::new(WIDTH).subsequent_indent(&pad);
    textwrap::wrap(text, options)
        .into_iter()
        .map(|line| line.into_owned())
        .collect()
}

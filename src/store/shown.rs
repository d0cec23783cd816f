//! Text from outside the program made fit for a terminal: the one
//! sanitizer ([`clean`]) and its helpers, and where an offset falls in a
//! text. No words here: the layers below `text/` (lessons, replays, files)
//! use these without depending on the program's messages.

/// Whether a character must not reach a terminal as it is: control
/// characters (C0, DEL, C1: escape sequences start with them) and the
/// invisible marks that reorder or hide text (bidirectional overrides and
/// isolates, line and paragraph separators, zero-width marks, the byte-order mark).
#[must_use]
pub fn is_unsafe(ch: char) -> bool {
    ch.is_control()
        || matches!(
            ch,
            '\u{200b}'..='\u{200f}'
                | '\u{2028}'..='\u{202e}'
                | '\u{2060}'..='\u{2069}'
                | '\u{feff}'
                | '\u{fff9}'..='\u{fffb}'
        )
}

/// A character as it can be shown on one line: unsafe characters (see
/// [`is_unsafe`]) escaped, as `\n`, `\u{1b}`.
#[must_use]
pub fn printable(ch: char) -> String {
    if is_unsafe(ch) {
        ch.escape_default().to_string()
    } else {
        ch.to_string()
    }
}

/// The one sanitizer for text from outside the program (files, file names,
/// arguments) on its way to a terminal: every unsafe character (see
/// [`is_unsafe`]) escaped, so the text shows on one line exactly as written
/// and cannot move the cursor, clear the screen or retitle the window.
#[must_use]
pub fn clean(text: &str) -> String {
    if !text.chars().any(is_unsafe) {
        return text.to_string();
    }
    text.chars().map(printable).collect()
}

/// [`clean`] for text that may run over several lines (notes, lesson texts):
/// line breaks are kept, everything else unsafe is escaped.
#[must_use]
pub fn clean_lines(text: &str) -> String {
    text.split('\n').map(clean).collect::<Vec<_>>().join("\n")
}

/// A path as shown in messages: [`clean`]ed.
#[must_use]
pub fn path_shown(path: &std::path::Path) -> String {
    clean(&path.display().to_string())
}

/// User text shown back inside a message: one line, control characters
/// escaped, and at most 40 characters.
#[must_use]
pub fn shown(text: &str) -> String {
    let mut out: String = text.chars().take(40).map(printable).collect();
    if text.chars().count() > 40 {
        out.push('…');
    }
    out
}

/// The 1-based line and column (in characters) of byte `offset` in `text`
/// (the end of the text when `offset` is past it).
#[must_use]
pub fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

//! Text made of paragraphs that are wrapped once, to the width they are shown
//! at: the command line renders them at [`super::WIDTH`] columns, and the
//! tutor's screens at the width of their view (`ui::wrapped`), so text is
//! never wrapped at 80 columns and then again at 79 (which leaves single
//! words on lines of their own).

/// One paragraph: its text and how it is indented when wrapped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Paragraph {
    /// The words (an empty text is an empty line).
    pub text: String,
    /// Spaces before the first line.
    pub first: usize,
    /// Spaces before every later line.
    pub rest: usize,
    /// Printed as it is, line by line, never wrapped (a board drawing).
    pub verbatim: bool,
}

/// A text of paragraphs, built in order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Text {
    /// The paragraphs.
    pub paragraphs: Vec<Paragraph>,
}

impl Text {
    /// An empty text.
    #[must_use]
    pub fn new() -> Text {
        Text::default()
    }

    fn add(&mut self, text: impl Into<String>, first: usize, rest: usize, verbatim: bool) {
        self.paragraphs.push(Paragraph {
            text: text.into(),
            first,
            rest,
            verbatim,
        });
    }

    /// A paragraph with no indent (an empty string is an empty line).
    pub fn line(&mut self, text: impl Into<String>) {
        self.add(text, 0, 0, false);
    }

    /// A paragraph with every line indented by `indent` spaces.
    pub fn indented(&mut self, text: impl Into<String>, indent: usize) {
        self.add(text, indent, indent, false);
    }

    /// A paragraph that carries its own start (e.g. `  24 → 27  …`) and
    /// continues on lines indented by `indent` spaces.
    pub fn hanging(&mut self, text: impl Into<String>, indent: usize) {
        self.add(text, 0, indent, false);
    }

    /// Lines printed as they are (a drawing).
    pub fn verbatim(&mut self, lines: impl IntoIterator<Item = String>) {
        for line in lines {
            self.add(line, 0, 0, true);
        }
    }

    /// Every paragraph of `other`, after these.
    pub fn append(&mut self, other: Text) {
        self.paragraphs.extend(other.paragraphs);
    }

    /// The lines at `width` columns.
    #[must_use]
    pub fn wrap(&self, width: usize) -> Vec<String> {
        let mut out = Vec::new();
        for p in &self.paragraphs {
            if p.verbatim {
                out.push(p.text.clone());
                continue;
            }
            for part in p.text.split('\n') {
                if part.is_empty() {
                    out.push(String::new());
                    continue;
                }
                let first = " ".repeat(p.first);
                let rest = " ".repeat(p.rest);
                let options = textwrap::Options::new(width.max(p.rest + 8))
                    .initial_indent(&first)
                    .subsequent_indent(&rest)
                    // Ids such as `ply-yard-kendall` stay whole.
                    .word_splitter(textwrap::WordSplitter::NoHyphenation);
                out.extend(
                    textwrap::wrap(part, options)
                        .into_iter()
                        .map(std::borrow::Cow::into_owned),
                );
            }
        }
        out
    }

    /// The text at `width` columns, each line ended by a newline.
    #[must_use]
    pub fn render(&self, width: usize) -> String {
        let mut text = self.wrap(width).join("\n");
        text.push('\n');
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wraps_once_at_the_width_asked_with_the_indents_kept() {
        let mut t = Text::new();
        t.line("Title");
        t.indented("one two three four five six", 4);
        t.hanging("  24 → 27  alpha beta gamma delta", 13);
        t.verbatim(["  1  2  3".to_string()]);
        t.line("");
        assert_eq!(
            t.wrap(20),
            vec![
                "Title",
                "    one two three",
                "    four five six",
                // At 20 columns a hanging indent of 13 leaves too little
                // room: the width is raised to the indent plus 8.
                "  24 → 27  alpha beta",
                "             gamma",
                "             delta",
                "  1  2  3",
                "",
            ]
        );
        // Wider, the same paragraphs take fewer lines: no orphan from a
        // second wrapping.
        assert_eq!(t.wrap(80).len(), 5);
        assert_eq!(t.render(80), t.wrap(80).join("\n") + "\n");
    }
}

//! A lesson's own texts: one Fluent file per language, kept apart from the
//! program's messages so that a teacher's ids can never clash with ours.

use fluent::{FluentArgs, FluentBundle, FluentResource};

use crate::lang::Lang;
use crate::store::shown::line_column;

/// One language's texts of one lesson.
pub struct LessonText {
    bundle: FluentBundle<FluentResource>,
}

impl std::fmt::Debug for LessonText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LessonText").finish_non_exhaustive()
    }
}

/// A syntax error in a lesson's Fluent file: 1-based line and column, and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FtlError {
    /// Line.
    pub line: usize,
    /// Column.
    pub column: usize,
    /// What is wrong.
    pub what: String,
}

impl LessonText {
    /// Parses a lesson's Fluent file.
    ///
    /// # Errors
    /// Every syntax error or duplicate id, with its position.
    pub fn parse(lang: Lang, source: &str) -> Result<LessonText, Vec<FtlError>> {
        let mut errors = Vec::new();
        let resource = match FluentResource::try_new(source.to_string()) {
            Ok(r) => r,
            Err((r, errs)) => {
                for e in errs {
                    let (line, column) = line_column(source, e.pos.start);
                    errors.push(FtlError {
                        line,
                        column,
                        what: e.kind.to_string(),
                    });
                }
                r
            }
        };
        let mut bundle = FluentBundle::new(vec![lang.langid()]);
        bundle.set_use_isolating(false);
        if let Err(errs) = bundle.add_resource(resource) {
            for e in errs {
                errors.push(FtlError {
                    line: 1,
                    column: 1,
                    what: e.to_string(),
                });
            }
        }
        if errors.is_empty() {
            Ok(LessonText { bundle })
        } else {
            Err(errors)
        }
    }

    /// A lesson's texts in `lang`: its Fluent file (if it has one) and the
    /// messages written in the lesson file itself (each already parsed
    /// alone, [`super::inline`]).
    ///
    /// # Errors
    /// Every syntax error of the file, or an inline message whose id the
    /// file already uses.
    pub fn build(
        lang: Lang,
        file: Option<&str>,
        inline: &[&str],
    ) -> Result<LessonText, Vec<FtlError>> {
        let mut text = match file {
            Some(source) => LessonText::parse(lang, source)?,
            None => LessonText::parse(lang, "")?,
        };
        let mut errors = Vec::new();
        for source in inline {
            let resource = match FluentResource::try_new((*source).to_string()) {
                Ok(r) | Err((r, _)) => r,
            };
            if let Err(errs) = text.bundle.add_resource(resource) {
                errors.extend(errs.iter().map(|e| FtlError {
                    line: 1,
                    column: 1,
                    what: e.to_string(),
                }));
            }
        }
        if errors.is_empty() {
            Ok(text)
        } else {
            Err(errors)
        }
    }

    /// A text, or `None` when the id is missing.
    ///
    /// # Errors
    /// Formatting problems (e.g. a variable the text expects), as text.
    pub fn get(&self, id: &str) -> Option<Result<String, String>> {
        let pattern = self.bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        let args = FluentArgs::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&args), &mut errors)
            .into_owned();
        Some(if errors.is_empty() {
            Ok(text)
        } else {
            Err(errors
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("; "))
        })
    }

    /// A text, or the id itself when it is missing (never happens for a checked lesson).
    #[must_use]
    pub fn text(&self, id: &str) -> String {
        // A teacher's file is outside text: nothing in it may reach the
        // terminal as a control sequence.
        crate::store::shown::clean_lines(&match self.get(id) {
            Some(Ok(text) | Err(text)) => text,
            None => id.to_string(),
        })
    }
}

//! Texts written in the lesson file itself: which string is a Fluent id and
//! which is the text, the lesson's languages, and each inline text parsed
//! by the Fluent parser as a message of its own, its errors placed at the
//! YAML line and column.
//!
//! An inline text becomes a message of the lesson's bundle under a
//! generated id (`senet-inline-N`, a prefix reserved for it), so that the
//! checked lesson keeps naming every text by id and the screens read them
//! all alike.

use std::collections::HashMap;

use serde_saphyr::Spanned;

use super::problem::FluentCause;
use super::problem::Problem;
use super::raw::{RawLesson, RawText};
use crate::lang::Lang;
use crate::store::shown::line_column;

/// The prefix of the ids given to inline texts.
pub const INLINE_PREFIX: &str = "senet-inline-";

/// A problem found here, with its place (line, column) and a suggestion.
pub(super) type Found = (usize, usize, Problem, Option<String>);

/// The lesson's texts, resolved: each text's id by its place in the file,
/// the Fluent ids to look up in the texts files, and the inline messages.
#[derive(Debug, Default)]
pub(super) struct Resolved {
    /// The id of each text, by the (line, column) where its value starts.
    pub ids: HashMap<(usize, usize), String>,
    /// The Fluent ids the lesson takes from its texts files, with their places.
    pub file_ids: Vec<(String, usize, usize)>,
    /// Each language's inline messages: (language, id, Fluent source of the
    /// message, the place of its text).
    pub messages: Vec<(Lang, String, String, (usize, usize))>,
}

fn place<T>(s: &Spanned<T>) -> (usize, usize) {
    (
        usize::try_from(s.referenced.line()).unwrap_or(0),
        usize::try_from(s.referenced.column()).unwrap_or(0),
    )
}

/// The lesson's languages (`languages:`, default every one), first the one
/// shown to a learner whose language the lesson lacks.
pub(super) fn languages(raw: &RawLesson, found: &mut Vec<Found>) -> Vec<Lang> {
    let mut out = Vec::new();
    for code in &raw.languages {
        match Lang::ALL.iter().find(|l| l.code() == code.value) {
            Some(lang) if !out.contains(lang) => out.push(*lang),
            Some(_) => {}
            None => {
                let (line, column) = place(code);
                let suggestion = super::problem::nearest(&code.value, Lang::CODES);
                found.push((
                    line,
                    column,
                    Problem::UnknownLanguage {
                        value: code.value.clone(),
                    },
                    suggestion,
                ));
            }
        }
    }
    if out.is_empty() {
        out = Lang::ALL.to_vec();
    }
    out
}

/// Whether `text` has the shape of a Fluent message id.
fn id_shaped(text: &str) -> bool {
    let mut chars = text.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// Every text of the lesson, in file order.
fn every_text(raw: &RawLesson) -> Vec<&Spanned<RawText>> {
    let mut texts = vec![&raw.title];
    for step in raw.steps.iter().map(|s| &s.value) {
        texts.extend(step.text.iter());
        if let Some(q) = &step.question {
            texts.extend(q.hint.iter());
            texts.extend(q.explain.iter());
        }
    }
    texts
}

/// Resolves every text of the lesson. `with_files`: whether the lesson has
/// a texts file in one of its languages (then a one-word string is an id).
pub(super) fn resolve(
    raw: &RawLesson,
    yaml: &str,
    languages: &[Lang],
    with_files: bool,
    found: &mut Vec<Found>,
) -> Resolved {
    let mut r = Resolved::default();
    for (n, text) in every_text(raw).into_iter().enumerate() {
        let at = place(text);
        match &text.value {
            RawText::Plain(words) if with_files && id_shaped(words) => {
                r.ids.insert(at, words.clone());
                r.file_ids.push((words.clone(), at.0, at.1));
            }
            RawText::Plain(words) => {
                let id = format!("{INLINE_PREFIX}{}", n + 1);
                r.ids.insert(at, id.clone());
                match languages {
                    [lang] => {
                        if let Some(message) = message(&id, words, yaml, at, found) {
                            r.messages.push((*lang, id, message, at));
                        }
                    }
                    _ => found.push((
                        at.0,
                        at.1,
                        Problem::PlainTextLanguages {
                            languages: languages.to_vec(),
                        },
                        None,
                    )),
                }
            }
            RawText::ByLang(by_lang) => {
                let id = format!("{INLINE_PREFIX}{}", n + 1);
                r.ids.insert(at, id.clone());
                let mut present = Vec::new();
                for (code, words) in by_lang {
                    let Some(lang) = Lang::ALL.iter().find(|l| l.code() == code.value) else {
                        let (line, column) = place(code);
                        found.push((
                            line,
                            column,
                            Problem::UnknownLanguage {
                                value: code.value.clone(),
                            },
                            super::problem::nearest(&code.value, Lang::CODES),
                        ));
                        continue;
                    };
                    present.push(*lang);
                    // A language the lesson is not in is not shown, but is still checked.
                    if let Some(message) = message(&id, &words.value, yaml, place(words), found) {
                        if languages.contains(lang) {
                            r.messages.push((*lang, id.clone(), message, place(words)));
                        }
                    }
                }
                for lang in languages {
                    if !present.contains(lang) {
                        found.push((
                            at.0,
                            at.1,
                            Problem::MissingInline {
                                lang: *lang,
                                languages: languages.to_vec(),
                            },
                            None,
                        ));
                    }
                }
            }
        }
    }
    r
}

/// The Fluent source of the message `id` whose value is `words`, written at
/// `at` of `yaml`; `None` (with the problems found) when Fluent cannot parse it.
fn message(
    id: &str,
    words: &str,
    yaml: &str,
    at: (usize, usize),
    found: &mut Vec<Found>,
) -> Option<String> {
    const INDENT: usize = 4;
    let mut source = format!("{id} =\n");
    for line in words.lines() {
        if line.trim().is_empty() {
            source.push('\n');
        } else {
            source.push_str(&" ".repeat(INDENT));
            source.push_str(line);
            source.push('\n');
        }
    }
    let errors = match fluent::FluentResource::try_new(source.clone()) {
        Ok(_) => return Some(source),
        Err((_, errors)) => errors,
    };
    // Where the value is written: its first line after its quote (a block
    // scalar's place is its first line of text), the others indented.
    let line_of = |n: usize| yaml.lines().nth(n.saturating_sub(1)).unwrap_or_default();
    let quoted = matches!(
        line_of(at.0).chars().nth(at.1.saturating_sub(1)),
        Some('"' | '\'')
    );
    for e in errors {
        let (line, column) = line_column(&source, e.pos.start);
        // The message's first line is `id =`; the text's lines follow, indented.
        let k = line.saturating_sub(2);
        let column = column.saturating_sub(INDENT).max(1);
        let (line, column) = if k == 0 {
            (at.0, at.1 + usize::from(quoted) + column - 1)
        } else {
            let text = line_of(at.0 + k);
            (at.0 + k, text.len() - text.trim_start().len() + column)
        };
        found.push((
            line,
            column,
            Problem::InlineSyntax {
                detail: e.kind.to_string().escape_debug().to_string(),
                cause: fluent_cause(&source, &e),
            },
            None,
        ));
    }
    None
}

/// What caused the Fluent error `e` in `source` (a message as [`message`]
/// builds it: `id =` then the text's lines, indented).
fn fluent_cause(source: &str, e: &fluent_syntax::parser::ParserError) -> FluentCause {
    use fluent_syntax::parser::ErrorKind;
    let at = e.pos.start.min(source.len());
    let line_start = source[..at].rfind('\n').map_or(0, |i| i + 1);
    let line = &source[line_start..];
    let first = line.trim_start().chars().next();
    let text = source.split_once('\n').map_or("", |(_, rest)| rest);
    match (&e.kind, first) {
        (_, Some(c @ ('*' | '[' | '.'))) if source[line_start..at].trim().is_empty() => {
            FluentCause::LineStart(c)
        }
        (ErrorKind::UnbalancedClosingBrace, _) => FluentCause::ClosingBrace,
        (ErrorKind::ExpectedCharRange { range }, _) if range.contains('\n') => FluentCause::Lines,
        (ErrorKind::ExpectedToken('\n'), _) => FluentCause::Lines,
        (
            ErrorKind::ExpectedToken('}')
            | ErrorKind::ExpectedInlineExpression
            | ErrorKind::ExpectedCharRange { .. }
            | ErrorKind::ExpectedMessageField { .. }
            | ErrorKind::UnterminatedStringLiteral,
            _,
        ) if text.contains('{') => FluentCause::Brace,
        _ => FluentCause::Other,
    }
}

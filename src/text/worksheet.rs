//! Printable worksheets as one HTML page (also well-formed XML): a heading,
//! the questions each with its board picture (inline SVG), throw and
//! question in the reader's language and a line to answer on, then the
//! answer key on a page of its own. A quiz sheet carries its JSON answer key
//! (the same as `senet quiz --format json`) in a data block, so that the
//! sheet and the key that grades it cannot drift apart.

use crate::args;
use crate::engine::Ruleset;
use crate::i18n::Localizer;
use crate::lesson::check::CheckedLesson;
use crate::lesson::model::{Position, Question};
use crate::picture::svg::{Picture, escape, svg_element};
use crate::text::lesson::{option_label, question_prompt};
use crate::text::names::{rule_title, ruleset_name};

/// One question of a sheet, already in words.
#[derive(Clone, Debug)]
pub struct SheetItem {
    /// The number shown.
    pub number: usize,
    /// The text before the question (a lesson step's text).
    pub text: Option<String>,
    /// The board picture, an `<svg>` element.
    pub picture: Option<String>,
    /// The question.
    pub prompt: Option<String>,
    /// The answer, for the key.
    pub answer: Option<String>,
    /// The answer as tools write it (the JSON of `--answers`), for the key.
    pub code: Option<String>,
    /// The rule practised, for the key.
    pub rule: Option<String>,
    /// The explanation, for the key.
    pub explain: Option<String>,
}

/// A whole sheet in words.
#[derive(Clone, Debug)]
pub struct Sheet {
    /// The page's title.
    pub title: String,
    /// The line under it (which quiz, which lesson).
    pub meta: String,
    /// The questions.
    pub items: Vec<SheetItem>,
    /// A line on the answer key page (how to grade).
    pub key_note: Option<String>,
    /// The JSON answer key to embed.
    pub key_json: Option<String>,
}

fn picture(rules: &Ruleset, p: &Position, number: usize) -> String {
    svg_element(&Picture {
        rules,
        board: p.at.board(),
        to_move: Some(p.at.to_move()),
        throw: p.throw,
        highlight: &p.highlight,
        arrows: &[],
        caption: None,
        id_prefix: &format!("q{number}-"),
    })
}

/// The sheet of a quiz: its questions (position and question, as the quiz
/// generated them), each answer's JSON `codes`
/// (in order), and the whole answer key as JSON.
#[must_use]
pub fn quiz_sheet(
    l: &Localizer,
    rules: &Ruleset,
    meta: String,
    items: &[(&Position, &Question)],
    codes: &[String],
    key_json: String,
    key_note: String,
) -> Sheet {
    let items = items
        .iter()
        .enumerate()
        .map(|(i, (position, question))| SheetItem {
            number: i + 1,
            text: None,
            picture: Some(picture(rules, position, i + 1)),
            prompt: Some(question_prompt(l, rules, Some(position), question)),
            answer: Some(option_label(l, rules, Some(position), &question.answer)),
            code: codes.get(i).cloned(),
            rule: rules
                .rule(question.rule)
                .map(|r| rule_title(l, r))
                .or_else(|| Some(question.rule.id().to_string())),
            explain: None,
        })
        .collect();
    Sheet {
        title: l.text_with(
            "worksheet-quiz-title",
            args![("rules", ruleset_name(l, rules.id))],
        ),
        meta,
        items,
        key_note: Some(key_note),
        key_json: Some(key_json),
    }
}

/// The sheet of a checked lesson: every step, its text and position, and its
/// question; the answers and explanations in the key.
#[must_use]
pub fn lesson_sheet(l: &Localizer, lesson: &CheckedLesson) -> Sheet {
    let rules = lesson.lesson.rules.ruleset();
    let text = |id: &str| {
        lesson
            .text_for(l.lang())
            .map_or_else(|| id.to_string(), |t| t.text(id))
    };
    let mut items = Vec::new();
    for (i, step) in lesson.lesson.steps.iter().enumerate() {
        let number = i + 1;
        let position = step.position.as_ref();
        items.push(SheetItem {
            number,
            text: step.text.as_deref().map(text),
            picture: position.map(|p| picture(rules, p, number)),
            prompt: step.question.as_ref().map(|q| {
                q.hint
                    .as_deref()
                    .map_or_else(|| question_prompt(l, rules, position, q), text)
            }),
            answer: step
                .question
                .as_ref()
                .map(|q| option_label(l, rules, position, &q.answer)),
            code: None,
            rule: step.question.as_ref().map(|q| {
                rules
                    .rule(q.rule)
                    .map_or_else(|| q.rule.id().to_string(), |r| rule_title(l, r))
            }),
            explain: step.explain.as_deref().map(text),
        });
    }
    Sheet {
        title: text(&lesson.lesson.title),
        meta: l.text_with(
            "worksheet-lesson-meta",
            args![
                ("id", lesson.lesson.id.as_str()),
                ("rules", ruleset_name(l, rules.id))
            ],
        ),
        items,
        key_note: None,
        key_json: None,
    }
}

const STYLE: &str = "body { font-family: sans-serif; margin: 2em; color: black; background: white; }\n\
h1 { font-size: 1.6em; margin-bottom: 0.2em; }\n\
.meta { margin-top: 0; }\n\
ol.questions { padding-left: 1.5em; }\n\
li.question { break-inside: avoid; page-break-inside: avoid; margin-bottom: 1.5em; }\n\
li.question svg { width: 100%; max-width: 520px; height: auto; display: block; }\n\
.answer-line { border-bottom: 1px solid black; height: 1.6em; max-width: 520px; }\n\
section.answer-key { break-before: page; page-break-before: always; }\n\
code { font-size: 0.9em; }\n";

/// Escapes JSON for an HTML `<script>` block that is also XML: `<`, `>` and
/// `&` become JSON escapes, which read back as the same JSON.
fn json_block(json: &str) -> String {
    json.replace('&', "\\u0026")
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
}

/// The sheet as one HTML page.
#[must_use]
pub fn html(l: &Localizer, sheet: &Sheet) -> String {
    let mut out = Vec::new();
    out.push("<!DOCTYPE html>".to_string());
    out.push(format!(
        "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"{}\">",
        l.lang().code()
    ));
    out.push(format!(
        "<head><meta charset=\"utf-8\"/><title>{}</title><style>\n{STYLE}</style></head>",
        escape(&sheet.title)
    ));
    out.push("<body>".to_string());
    out.push(format!("<h1>{}</h1>", escape(&sheet.title)));
    out.push(format!("<p class=\"meta\">{}</p>", escape(&sheet.meta)));
    out.push(format!(
        "<p class=\"name\">{}</p>",
        escape(&l.text("worksheet-name"))
    ));
    out.push("<ol class=\"questions\">".to_string());
    for item in &sheet.items {
        out.push(format!(
            "<li class=\"question\" value=\"{n}\" data-number=\"{n}\">",
            n = item.number
        ));
        if let Some(text) = &item.text {
            out.push(format!("<p class=\"text\">{}</p>", escape(text)));
        }
        if let Some(svg) = &item.picture {
            out.push(format!("<div class=\"board\">{}</div>", svg.trim_end()));
        }
        if let Some(prompt) = &item.prompt {
            out.push(format!("<p class=\"prompt\">{}</p>", escape(prompt)));
            out.push(format!(
                "<p class=\"answer-line\">{}</p>",
                escape(&l.text("worksheet-answer"))
            ));
        }
        out.push("</li>".to_string());
    }
    out.push("</ol>".to_string());
    out.push("<section class=\"answer-key\">".to_string());
    out.push(format!("<h2>{}</h2>", escape(&l.text("worksheet-key"))));
    out.push(format!("<p class=\"meta\">{}</p>", escape(&sheet.meta)));
    if let Some(note) = &sheet.key_note {
        out.push(format!("<p class=\"note\">{}</p>", escape(note)));
    }
    out.push("<ol class=\"answers\">".to_string());
    for item in sheet.items.iter().filter(|i| i.answer.is_some()) {
        let mut parts = vec![format!(
            "<b>{}</b>",
            escape(item.answer.as_deref().unwrap_or_default())
        )];
        if let Some(code) = &item.code {
            parts.push(format!("<code>{}</code>", escape(code)));
        }
        if let Some(rule) = &item.rule {
            parts.push(escape(
                &l.text_with("worksheet-rule", args![("rule", rule.as_str())]),
            ));
        }
        if let Some(explain) = &item.explain {
            parts.push(escape(explain));
        }
        out.push(format!(
            "<li value=\"{n}\" data-number=\"{n}\">{}</li>",
            parts.join(" · "),
            n = item.number
        ));
    }
    out.push("</ol>".to_string());
    if let Some(json) = &sheet.key_json {
        out.push(format!(
            "<script type=\"application/json\" id=\"answer-key\">{}</script>",
            json_block(json.trim_end())
        ));
    }
    out.push("</section>".to_string());
    out.push("</body>".to_string());
    out.push("</html>".to_string());
    out.join("\n") + "\n"
}

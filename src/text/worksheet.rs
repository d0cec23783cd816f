//! Printable worksheets as one HTML page (also well-formed XML): a heading,
//! the questions each with its board picture (inline SVG), throw and
//! question in the reader's language and a line to answer on, then the
//! answer key on a page of its own. A quiz sheet carries its JSON answer key
//! (the same as `senet quiz --format json`) in a data block, so that the
//! sheet and the key that grades it cannot drift apart.
//!
//! The page declares its paper (`@page` size A4 or Letter, [`Paper`]). By
//! default a question takes one row: its board (88 mm wide, captioned with
//! the ruleset, who moves and the throw) beside its number, its wording and
//! its numbered options, so that four or five fit on a page; `large` keeps
//! one board across the page, as before.

use crate::args;
use crate::engine::Ruleset;
use crate::i18n::Localizer;
use crate::lesson::check::CheckedLesson;
use crate::lesson::choices::{Input, input_for};
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
    /// Its options, in the order (and so with the numbers) the tutor shows
    /// them and `--answers` takes; empty for an answer written in.
    pub choices: Vec<String>,
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

/// The paper a sheet is printed on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Paper {
    /// ISO A4, 210 x 297 mm.
    A4,
    /// US Letter, 8.5 x 11 in.
    Letter,
}

impl Paper {
    /// The paper of a system locale (`en-US`, `es_MX.UTF-8`): Letter where
    /// it is the usual paper (the United States, Canada, Mexico, the
    /// Philippines), A4 elsewhere and when the locale is unknown.
    #[must_use]
    pub fn for_locale(locale: Option<&str>) -> Paper {
        let region = locale
            .map(|l| l.split(['.', '@']).next().unwrap_or_default())
            .and_then(|l| l.split(['-', '_']).nth(1))
            .map(str::to_ascii_uppercase);
        match region.as_deref() {
            Some("US" | "CA" | "MX" | "PH") => Paper::Letter,
            _ => Paper::A4,
        }
    }

    /// Its name in CSS's `@page { size: ... }`.
    #[must_use]
    pub const fn css(self) -> &'static str {
        match self {
            Paper::A4 => "A4",
            Paper::Letter => "letter",
        }
    }
}

/// How a sheet is laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layout {
    /// The paper.
    pub paper: Paper,
    /// One large board across the page per question (fewer to a page).
    pub large: bool,
}

/// A board picture with its caption: the ruleset, who moves, the throw, and
/// for a teaching position (`not_in_play`) how many pieces are not shown.
fn picture(
    l: &Localizer,
    rules: &Ruleset,
    p: &Position,
    number: usize,
    not_in_play: bool,
) -> String {
    let mut caption =
        crate::text::picture::caption(l, rules.id, Some(p.at.to_move()), p.throw, None);
    let missing: u32 = crate::engine::Side::BOTH
        .into_iter()
        .map(|side| rules.borne_off(p.at.board(), side))
        .sum();
    if not_in_play && missing > 0 {
        caption.push_str(" · ");
        caption.push_str(&l.text_with("worksheet-not-shown", args![("count", missing)]));
    }
    svg_element(&Picture {
        rules,
        board: p.at.board(),
        to_move: Some(p.at.to_move()),
        throw: p.throw,
        highlight: &p.highlight,
        arrows: &[],
        caption: Some(&caption),
        id_prefix: &format!("q{number}-"),
        not_in_play,
    })
}

/// The options of `question` in words, numbered as on screen; none for an
/// answer written in.
fn choices(
    l: &Localizer,
    rules: &Ruleset,
    position: Option<&Position>,
    question: &Question,
) -> Vec<String> {
    labels(l, rules, position, &input_for(rules, position, question))
}

/// The options of `input` in words, in its order; none for an answer
/// written in.
fn labels(
    l: &Localizer,
    rules: &Ruleset,
    position: Option<&Position>,
    input: &Input,
) -> Vec<String> {
    match input {
        Input::Choose(options) => options
            .iter()
            .map(|o| option_label(l, rules, position, o))
            .collect(),
        _ => Vec::new(),
    }
}

/// The sheet of a quiz: its questions (position, question and the options
/// in the order the quiz offers them on screen, as the quiz generated them),
/// each answer's JSON `codes`
/// (in order), and the whole answer key as JSON.
#[must_use]
pub fn quiz_sheet(
    l: &Localizer,
    rules: &Ruleset,
    meta: String,
    items: &[(&Position, &Question, Input)],
    codes: &[String],
    key_json: String,
    key_note: String,
) -> Sheet {
    let items = items
        .iter()
        .enumerate()
        .map(|(i, (position, question, input))| SheetItem {
            number: i + 1,
            text: None,
            picture: Some(picture(l, rules, position, i + 1, false)),
            prompt: Some(question_prompt(l, rules, Some(position), question)),
            choices: labels(l, rules, Some(position), input),
            answer: Some(accepted_labels(l, rules, Some(position), question)),
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
        // A question step's text is the question's own wording (the
        // tutor shows it instead of the program's): printed once, as the
        // question. A hint is never printed.
        let (own_text, prompt) = match &step.question {
            Some(q) => (
                None,
                Some(
                    step.text
                        .as_deref()
                        .map_or_else(|| question_prompt(l, rules, position, q), text),
                ),
            ),
            None => (step.text.as_deref().map(text), None),
        };
        items.push(SheetItem {
            number,
            text: own_text,
            // Pieces missing from a lesson's position are out of play, not borne off.
            picture: position.map(|p| picture(l, rules, p, number, true)),
            prompt,
            choices: step
                .question
                .as_ref()
                .map(|q| choices(l, rules, position, q))
                .unwrap_or_default(),
            answer: step
                .question
                .as_ref()
                .map(|q| accepted_labels(l, rules, position, q)),
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

/// The page's style; `{size}` is the paper's CSS name.
const STYLE: &str = "@page { size: {size}; margin: 12mm; }\n\
body { font-family: sans-serif; margin: 0; color: black; background: white; font-size: 10.5pt; }\n\
h1 { font-size: 15pt; margin: 0 0 1mm 0; }\n\
h2 { font-size: 13pt; margin: 0 0 1mm 0; }\n\
.meta { margin: 0; }\n\
.name { margin: 2mm 0 3mm 0; }\n\
ol.questions { list-style: none; padding-left: 0; margin: 0; }\n\
li.question { break-inside: avoid; page-break-inside: avoid; display: grid; grid-template-columns: 88mm 1fr; column-gap: 5mm; padding: 2mm 0 3mm 0; border-top: 0.3mm solid #777; }\n\
li.question .board svg { width: 88mm; height: auto; display: block; }\n\
li.question p { margin: 0 0 1mm 0; }\n\
.number { font-weight: bold; }\n\
ol.choices { margin: 1mm 0 0 0; padding-left: 7mm; font-size: 9.5pt; }\n\
ol.choices li { margin: 0 0 0.6mm 0; }\n\
.answer-line { border-bottom: 1px solid black; height: 6mm; }\n\
body.large li.question { display: block; margin-bottom: 6mm; }\n\
body.large li.question .board svg { width: 100%; max-width: 520px; }\n\
section.lesson + section.lesson { break-before: page; page-break-before: always; }\n\
section.answer-key { break-before: page; page-break-before: always; }\n\
section.answer-key ol { font-size: 9.5pt; }\n\
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
pub fn html(l: &Localizer, sheet: &Sheet, layout: Layout) -> String {
    html_of(l, &sheet.title, std::slice::from_ref(sheet), layout)
}

/// Several sheets (a course's lessons) as one HTML page titled `title`:
/// each sheet's questions from a new page, then every answer key.
#[must_use]
pub fn html_of(l: &Localizer, title: &str, sheets: &[Sheet], layout: Layout) -> String {
    let mut out = Vec::new();
    out.push("<!DOCTYPE html>".to_string());
    out.push(format!(
        "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"{}\">",
        l.lang().code()
    ));
    out.push(format!(
        "<head><meta charset=\"utf-8\"/><title>{}</title><style>\n{}</style></head>",
        escape(title),
        STYLE.replace("{size}", layout.paper.css())
    ));
    out.push(if layout.large {
        "<body class=\"large\">".to_string()
    } else {
        "<body>".to_string()
    });
    let many = sheets.len() > 1;
    if many {
        out.push(format!("<h1>{}</h1>", escape(title)));
    }
    for sheet in sheets {
        out.push("<section class=\"lesson\">".to_string());
        out.push(format!(
            "<{h}>{}</{h}>",
            escape(&sheet.title),
            h = if many { "h2" } else { "h1" }
        ));
        out.push(format!("<p class=\"meta\">{}</p>", escape(&sheet.meta)));
        out.push(format!(
            "<p class=\"name\">{}</p>",
            escape(&l.text("worksheet-name"))
        ));
        questions(l, sheet, &mut out);
        out.push("</section>".to_string());
    }
    out.push("<section class=\"answer-key\">".to_string());
    for (i, sheet) in sheets.iter().enumerate() {
        let heading = if many {
            format!("{} · {}", l.text("worksheet-key"), sheet.title)
        } else {
            l.text("worksheet-key")
        };
        out.push(format!("<h2>{}</h2>", escape(&heading)));
        out.push(format!("<p class=\"meta\">{}</p>", escape(&sheet.meta)));
        key(l, sheet, i, &mut out);
    }
    out.push("</section>".to_string());
    out.push("</body>".to_string());
    out.push("</html>".to_string());
    out.join("\n") + "\n"
}

/// The questions of one sheet.
fn questions(l: &Localizer, sheet: &Sheet, out: &mut Vec<String>) {
    out.push("<ol class=\"questions\">".to_string());
    for item in &sheet.items {
        out.push(format!(
            "<li class=\"question\" value=\"{n}\" data-number=\"{n}\">",
            n = item.number
        ));
        if let Some(svg) = &item.picture {
            out.push(format!("<div class=\"board\">{}</div>", svg.trim_end()));
        }
        out.push("<div class=\"words\">".to_string());
        let mut number = Some(format!("<span class=\"number\">{}.</span> ", item.number));
        if let Some(text) = &item.text {
            out.push(format!(
                "<p class=\"text\">{}{}</p>",
                number.take().unwrap_or_default(),
                escape(text)
            ));
        }
        if let Some(prompt) = &item.prompt {
            out.push(format!(
                "<p class=\"prompt\">{}{}</p>",
                number.take().unwrap_or_default(),
                escape(prompt)
            ));
            if item.choices.is_empty() {
                out.push(format!(
                    "<p class=\"answer-line\">{}</p>",
                    escape(&l.text("worksheet-answer"))
                ));
            } else {
                out.push(format!(
                    "<p class=\"circle\">{}</p>",
                    escape(&l.text("worksheet-circle"))
                ));
                out.push("<ol class=\"choices\">".to_string());
                for (i, choice) in item.choices.iter().enumerate() {
                    out.push(format!(
                        "<li value=\"{n}\" data-choice=\"{n}\">{}</li>",
                        escape(choice),
                        n = i + 1
                    ));
                }
                out.push("</ol>".to_string());
            }
        }
        if let Some(number) = number {
            out.push(format!("<p>{number}</p>"));
        }
        out.push("</div>".to_string());
        out.push("</li>".to_string());
    }
    out.push("</ol>".to_string());
}

/// The answer key of one sheet (the `index`th of the page).
fn key(l: &Localizer, sheet: &Sheet, index: usize, out: &mut Vec<String>) {
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
        let id = if index == 0 {
            "answer-key".to_string()
        } else {
            format!("answer-key-{}", index + 1)
        };
        out.push(format!(
            "<script type=\"application/json\" id=\"{id}\">{}</script>",
            json_block(json.trim_end())
        ));
    }
}

/// Every answer counted right, in words, joined by " / " (most questions
/// have one).
fn accepted_labels(
    l: &Localizer,
    rules: &Ruleset,
    position: Option<&Position>,
    question: &Question,
) -> String {
    question
        .accepted()
        .iter()
        .map(|a| option_label(l, rules, position, a))
        .collect::<Vec<_>>()
        .join(" / ")
}

#[cfg(test)]
mod tests {
    use super::Paper;

    #[test]
    fn letter_only_where_the_locale_names_a_letter_country() {
        for (locale, paper) in [
            (Some("en-US"), Paper::Letter),
            (Some("en_US.UTF-8"), Paper::Letter),
            (Some("es_MX.UTF-8@euro"), Paper::Letter),
            (Some("fr-CA"), Paper::Letter),
            (Some("en-GB"), Paper::A4),
            (Some("es-ES"), Paper::A4),
            (Some("en"), Paper::A4),
            (Some("C"), Paper::A4),
            (None, Paper::A4),
        ] {
            assert_eq!(Paper::for_locale(locale), paper, "{locale:?}");
        }
    }
}

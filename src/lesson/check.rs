//! From lesson files to a checked [`Lesson`]: every problem is reported as a
//! [`Diagnostic`], a code with the file, line and column (and, when an
//! expected answer is wrong, what the engine found instead). The words are
//! in `text::lesson_check`. What each question kind takes is in
//! [`super::kinds`]; this file walks the lesson and its texts.

use serde_saphyr::{Location, Spanned};

use super::kinds::QuestionKind;
use super::kinds::{Field, RawKind, best_move};
use super::library::LessonFiles;
use super::model::{Answer, Lesson, Position, Question, Step};
use super::raw::{RawLesson, RawQuestion, RawStep};
use super::solve::{self, solve};
use super::texts::LessonText;
use crate::engine::{RuleId, Ruleset, RulesetId, Setup, Side};
use crate::engine::{Square, ThrowValue};
use crate::lang::Lang;

pub use super::kinds::best_move::BestMoveReport;
pub use super::problem::{Diagnostic, Problem};

/// A lesson that passed every check, with its texts in both languages.
#[derive(Debug)]
pub struct CheckedLesson {
    /// The lesson.
    pub lesson: Lesson,
    /// Its texts, in [`Lang::ALL`] order.
    pub texts: Vec<(Lang, LessonText)>,
    /// How each best-move question was verified, in file order.
    pub best_moves: Vec<BestMoveReport>,
}

impl CheckedLesson {
    /// The texts in `lang`.
    #[must_use]
    pub fn text(&self, lang: Lang) -> Option<&LessonText> {
        self.texts.iter().find(|(l, _)| *l == lang).map(|(_, t)| t)
    }
}

struct Checker<'a> {
    path: &'a str,
    found: Vec<Diagnostic>,
    /// How best-move answers are verified by playouts.
    verification: solve::Verification,
    best_moves: Vec<BestMoveReport>,
}

impl Checker<'_> {
    fn at(&mut self, location: Location, problem: Problem) {
        self.found.push(Diagnostic {
            path: self.path.to_string(),
            line: usize::try_from(location.line()).unwrap_or(0),
            column: usize::try_from(location.column()).unwrap_or(0),
            problem,
        });
    }
}

/// Checks one lesson's files.
///
/// # Errors
/// Every problem found, each with its position.
pub fn check(files: &LessonFiles) -> Result<CheckedLesson, Vec<Diagnostic>> {
    check_with(files, solve::Verification::default())
}

/// Checks one lesson's files, verifying best-move answers by playouts as
/// `verification` says ([`solve::verify`]).
///
/// # Errors
/// Every problem found, each with its position.
pub fn check_with(
    files: &LessonFiles,
    verification: solve::Verification,
) -> Result<CheckedLesson, Vec<Diagnostic>> {
    let mut c = Checker {
        path: &files.path,
        found: Vec::new(),
        verification,
        best_moves: Vec::new(),
    };
    // YAML 1.2 booleans only: `off`, `no` and `yes` stay text (so `expect: off` means off the board).
    let options = serde_saphyr::options! { strict_booleans: true };
    let raw: RawLesson = match serde_saphyr::from_str_with_options(&files.yaml, options) {
        Ok(raw) => raw,
        Err(e) => {
            let location = e.location();
            c.found.push(Diagnostic {
                path: files.path.clone(),
                line: location.map_or(0, |l| usize::try_from(l.line()).unwrap_or(0)),
                column: location.map_or(0, |l| usize::try_from(l.column()).unwrap_or(0)),
                problem: Problem::Yaml {
                    detail: yaml_detail(&e.to_string()),
                },
            });
            return Err(c.found);
        }
    };
    let lesson = check_lesson(&mut c, &raw, &files.stem());
    let texts = check_texts(&mut c, files, &raw);
    match lesson {
        Some(lesson) if c.found.is_empty() => Ok(CheckedLesson {
            lesson,
            texts,
            best_moves: c.best_moves,
        }),
        _ => Err(c.found),
    }
}

/// The first line of a YAML error without its own "error: line N column M:" prefix.
fn yaml_detail(rendered: &str) -> String {
    let first = rendered.lines().next().unwrap_or_default();
    let first = first.strip_prefix("error: ").unwrap_or(first);
    match first.find("column ") {
        Some(i) if first.starts_with("line ") => first[i..]
            .split_once(": ")
            .map_or(first, |(_, rest)| rest)
            .to_string(),
        _ => first.to_string(),
    }
}

fn check_lesson(c: &mut Checker<'_>, raw: &RawLesson, stem: &str) -> Option<Lesson> {
    if raw.senet_lesson.value != 1 {
        c.at(
            raw.senet_lesson.referenced,
            Problem::Version {
                found: raw.senet_lesson.value,
            },
        );
    }
    if raw.id.value != stem {
        c.at(
            raw.id.referenced,
            Problem::IdFile {
                id: raw.id.value.clone(),
                stem: stem.to_string(),
            },
        );
    }
    let rules = match raw.rules.value.parse::<RulesetId>() {
        Ok(id) => id,
        Err(_) => {
            c.at(
                raw.rules.referenced,
                Problem::UnknownRules {
                    value: raw.rules.value.clone(),
                },
            );
            return None;
        }
    };
    if raw.steps.is_empty() {
        c.at(raw.id.referenced, Problem::NoSteps);
    }
    let steps: Vec<Option<Step>> = raw
        .steps
        .iter()
        .map(|s| check_step(c, rules.ruleset(), &s.value, s.referenced))
        .collect();
    let steps: Option<Vec<Step>> = steps.into_iter().collect();
    Some(Lesson {
        id: raw.id.value.clone(),
        rules,
        title: raw.title.value.clone(),
        steps: steps?,
    })
}

fn check_step(
    c: &mut Checker<'_>,
    rules: &'static Ruleset,
    raw: &RawStep,
    at: Location,
) -> Option<Step> {
    let position = check_position(c, rules, raw)?;
    let question = match &raw.question {
        None => None,
        Some(q) => Some(check_question(c, rules, position.as_ref(), q)?),
    };
    if raw.text.is_none() && question.is_none() {
        c.at(at, Problem::StepText);
        return None;
    }
    let explain = raw
        .question
        .as_ref()
        .and_then(|q| q.explain.as_ref())
        .map(|e| e.value.clone());
    Some(Step {
        text: raw.text.as_ref().map(|t| t.value.clone()),
        position,
        question,
        explain,
    })
}

/// `Some(None)`: no position; `None`: a broken one (already reported).
fn check_position(
    c: &mut Checker<'_>,
    rules: &'static Ruleset,
    raw: &RawStep,
) -> Option<Option<Position>> {
    let Some(board_text) = &raw.board else {
        for (field, location) in [
            ("to-move", raw.to_move.as_ref().map(|s| s.referenced)),
            ("throw", raw.throw.as_ref().map(|s| s.referenced)),
        ] {
            if let Some(location) = location {
                c.at(location, Problem::NeedsBoard { field });
                return None;
            }
        }
        return Some(None);
    };
    let mut ok = true;
    let board = match rules.parse_board(&board_text.value) {
        Ok(board) => Some(board),
        Err(error) => {
            c.at(
                board_text.referenced,
                Problem::Board {
                    rules: rules.id,
                    error,
                },
            );
            None
        }
    };
    let to_move = match &raw.to_move {
        None => Side::X,
        Some(s) => match s.value.parse::<Side>() {
            Ok(side) => side,
            Err(_) => {
                c.at(
                    s.referenced,
                    Problem::UnknownSide {
                        value: s.value.clone(),
                    },
                );
                ok = false;
                Side::X
            }
        },
    };
    // The one place a step's throw and highlighted squares become typed.
    let throw = match &raw.throw {
        Some(t) => {
            let value = ThrowValue::new(t.value);
            if value.is_none() {
                c.at(t.referenced, Problem::BadThrow { value: t.value });
                ok = false;
            }
            value
        }
        None => None,
    };
    let mut highlight = Vec::with_capacity(raw.highlight.len());
    for h in &raw.highlight {
        match Square::on_board(h.value) {
            Some(square) => highlight.push(square),
            None => {
                c.at(h.referenced, Problem::Square { square: h.value });
                ok = false;
            }
        }
    }
    let board = board?;
    // The board passed `parse_board` (the pieces' part of the check) and
    // nothing else is set, so the check cannot refuse it.
    let at = rules.check(Setup::new(board, to_move)).ok()?;
    ok.then_some(Some(Position {
        at,
        throw,
        highlight,
        route: raw.route,
    }))
}

fn check_question(
    c: &mut Checker<'_>,
    rules: &'static Ruleset,
    position: Option<&Position>,
    q: &RawQuestion,
) -> Option<Question> {
    let kind = question_kind(c, q)?;
    let rule = match q
        .rule
        .value
        .parse::<RuleId>()
        .ok()
        .and_then(|r| rules.rule(r))
    {
        Some(info) => info.id,
        None => {
            c.at(
                q.rule.referenced,
                Problem::Rule {
                    rule: q.rule.value.clone(),
                    rules: rules.id,
                },
            );
            return None;
        }
    };
    let hint = q.hint.as_ref().map(|h| h.value.clone());
    let expected = kind.read_answer(&q.expect.value);
    if let QuestionKind::BestMove { throws_made } = kind {
        let Some(Answer::Piece(expected)) = expected else {
            c.at(q.expect.referenced, Problem::ExpectShape { kind });
            return None;
        };
        let how = c.verification;
        return match best_move::check(rules, position, q, throws_made, expected, how) {
            Ok((answer, report)) => {
                c.best_moves.push(report);
                Some(Question {
                    kind,
                    rule,
                    hint,
                    answer,
                })
            }
            Err(problem) => {
                if let Some((location, problem)) = problem {
                    c.at(location, problem);
                }
                None
            }
        };
    }
    let answer = match solve(rules, position, kind) {
        Ok(answer) => answer,
        Err(e) => {
            c.at(q.kind.referenced, Problem::Unanswerable(e));
            return None;
        }
    };
    let Some(expected) = expected else {
        c.at(q.expect.referenced, Problem::ExpectShape { kind });
        return None;
    };
    if expected != answer {
        c.at(
            q.expect.referenced,
            Problem::WrongAnswer {
                expected,
                actual: answer,
            },
        );
        return None;
    }
    Some(Question {
        kind,
        rule,
        hint,
        answer,
    })
}

/// The question's kind, once its fields are the ones the kind takes
/// ([`super::kinds::KindName::takes`]): first every field it does not take,
/// then every field it needs and lacks, then a value it cannot have.
fn question_kind(c: &mut Checker<'_>, q: &RawQuestion) -> Option<QuestionKind> {
    let name = match &q.kind.value {
        RawKind::Known(name) => *name,
        RawKind::Unknown(kind) => {
            c.at(
                q.kind.referenced,
                Problem::UnknownKind { kind: kind.clone() },
            );
            return None;
        }
    };
    let takes = name.takes(q);
    let mut ok = true;
    for field in Field::ALL {
        if let Some(location) = field.location(q) {
            if !takes.allows(field) {
                c.at(location, Problem::ExtraField { field, kind: name });
                ok = false;
            }
        }
    }
    for &field in takes.required {
        if field.location(q).is_none() {
            c.at(
                q.kind.referenced,
                Problem::MissingField { field, kind: name },
            );
            ok = false;
        }
    }
    if !ok {
        return None;
    }
    match name.build(q) {
        Ok(kind) => Some(kind),
        Err((location, problem)) => {
            c.at(location, problem);
            None
        }
    }
}

/// Every text id the lesson uses, with where it is used.
fn text_ids(raw: &RawLesson) -> Vec<&Spanned<String>> {
    let mut ids = vec![&raw.title];
    for step in raw.steps.iter().map(|s| &s.value) {
        if let Some(text) = &step.text {
            ids.push(text);
        }
        if let Some(q) = &step.question {
            ids.extend(q.hint.iter());
            ids.extend(q.explain.iter());
        }
    }
    ids
}

fn check_texts(
    c: &mut Checker<'_>,
    files: &LessonFiles,
    raw: &RawLesson,
) -> Vec<(Lang, LessonText)> {
    let mut texts = Vec::new();
    for (lang, path, source) in &files.texts {
        let Some(source) = source else {
            c.at(
                raw.id.referenced,
                Problem::MissingFtl {
                    lang: *lang,
                    file: path.clone(),
                },
            );
            continue;
        };
        let text = match LessonText::parse(*lang, source) {
            Ok(t) => t,
            Err(errors) => {
                for e in errors {
                    c.found.push(Diagnostic {
                        path: path.clone(),
                        line: e.line,
                        column: e.column,
                        problem: Problem::FtlSyntax { detail: e.what },
                    });
                }
                continue;
            }
        };
        for id in text_ids(raw) {
            match text.get(&id.value) {
                None => c.at(
                    id.referenced,
                    Problem::MissingText {
                        id: id.value.clone(),
                        lang: *lang,
                        file: path.clone(),
                    },
                ),
                Some(Err(detail)) => c.at(
                    id.referenced,
                    Problem::TextFormat {
                        id: id.value.clone(),
                        lang: *lang,
                        detail,
                    },
                ),
                Some(Ok(_)) => {}
            }
        }
        texts.push((*lang, text));
    }
    texts
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::engine::sq;

    /// A one-question best-move lesson of `rules`, citing `rule`.
    pub(crate) fn best_move_lesson_in(
        rules: &str,
        rule: &str,
        board: &str,
        throw: u8,
        expect: &str,
    ) -> LessonFiles {
        let yaml = format!(
            "senet-lesson: 1\nid: best\nrules: {rules}\ntitle: best-title\nsteps:\n  - board: \"{board}\"\n    throw: {throw}\n    question:\n      kind: best-move\n      rule: {rule}\n      explain: best-why\n      expect: {expect}\n"
        );
        let text = "best-title = Best\nbest-why = Why\n".to_string();
        LessonFiles {
            path: "best.yaml".into(),
            yaml,
            texts: vec![
                (Lang::En, "en.ftl".into(), Some(text.clone())),
                (Lang::Es, "es.ftl".into(), Some(text)),
            ],
        }
    }

    #[test]
    fn every_shipped_best_move_question_has_a_current_kept_verdict() {
        // Without kept verdicts (or after a change of the evaluation) `lesson
        // check` would play the questions out: minutes in a debug build.
        // Renew them with `cargo run --release --example best_move_verdicts`.
        let mut seen = 0;
        for files in crate::lesson::shipped() {
            let checked = check(&files).expect("the shipped lessons pass");
            for r in &checked.best_moves {
                seen += 1;
                match r.verdict {
                    solve::Verdict::Exact { difference } => assert!(difference > 0.0),
                    solve::Verdict::Playouts {
                        difference, kept, ..
                    } => {
                        assert!(
                            kept,
                            "{}:{} has no current kept verdict",
                            files.path, r.line
                        );
                        assert!(difference.low > 0.0);
                    }
                }
            }
        }
        assert_eq!(seen, 8, "the shipped best-move questions");
    }

    #[test]
    fn the_kept_exact_verdicts_are_the_tables_values() {
        for k in crate::lesson::verdicts::KEPT_EXACT {
            let rule = if k.rules == "games-room" {
                "exchange"
            } else {
                "water-27"
            };
            let files = best_move_lesson_in(k.rules, rule, k.board, k.throw, &k.best.to_string());
            let how = solve::Verification {
                thorough: true,
                ..solve::Verification::default()
            };
            let checked = check_with(&files, how).expect("valid");
            let r = &checked.best_moves[0];
            assert_eq!(r.second, sq(k.second));
            let solve::Verdict::Exact { difference } = r.verdict else {
                panic!("not exact: {r:?}");
            };
            assert!((difference - k.mean).abs() < 0.001, "{difference} vs {k:?}");
        }
    }
}

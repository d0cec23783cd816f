//! From lesson files to a checked [`Lesson`]: every problem is reported with
//! the file, line and column, in the user's language, and with what the engine
//! found instead when an expected answer is wrong.

use std::fmt;

use serde_saphyr::{Location, Spanned};

use super::library::LessonFiles;
use super::model::{
    Answer, KIND_NAMES, Lesson, OpponentFate, Position, Question, QuestionKind, Step, Turn,
};
use super::raw::{RawLesson, RawQuestion, RawStep, RawValue};
use super::solve::{self, SolveError, solve};
use super::texts::LessonText;
use crate::args;
use crate::engine::route::{OFF, SQUARES};
use crate::engine::{Fraction, Reason, RuleId, Ruleset, RulesetId, Side};
use crate::i18n::{Lang, Localizer};
use crate::text::errors::board_error;

/// One problem in a lesson: where, and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// The file.
    pub path: String,
    /// 1-based line (0 when unknown).
    pub line: usize,
    /// 1-based column (0 when unknown).
    pub column: usize,
    /// What is wrong, in the user's language.
    pub message: String,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.path, self.line, self.column, self.message
        )
    }
}

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

/// How one best-move question was verified (`lesson check --thorough` lists them).
#[derive(Debug, Clone, PartialEq)]
pub struct BestMoveReport {
    /// The question, as the kept verdicts name it.
    pub key: super::verdicts::Key,
    /// The line of the question's `kind`.
    pub line: usize,
    /// The best option's piece.
    pub best: u8,
    /// The second-best option's piece.
    pub second: u8,
    /// The search's (or the tables') margin, best minus second best.
    pub margin: f64,
    /// The verification.
    pub verdict: solve::Verdict,
}

impl CheckedLesson {
    /// The texts in `lang`.
    #[must_use]
    pub fn text(&self, lang: Lang) -> Option<&LessonText> {
        self.texts.iter().find(|(l, _)| *l == lang).map(|(_, t)| t)
    }
}

struct Checker<'a> {
    l: &'a Localizer,
    path: &'a str,
    found: Vec<Diagnostic>,
    /// How best-move answers are verified by playouts.
    verification: solve::Verification,
    best_moves: Vec<BestMoveReport>,
}

impl Checker<'_> {
    fn at(&mut self, location: Location, message: String) {
        self.found.push(Diagnostic {
            path: self.path.to_string(),
            line: usize::try_from(location.line()).unwrap_or(0),
            column: usize::try_from(location.column()).unwrap_or(0),
            message,
        });
    }

    fn msg(&self, id: &str, args: &[(&str, crate::i18n::Arg)]) -> String {
        self.l.text_with(id, args)
    }
}

/// Checks one lesson's files.
///
/// # Errors
/// Every problem found, each with its position.
pub fn check(files: &LessonFiles, l: &Localizer) -> Result<CheckedLesson, Vec<Diagnostic>> {
    check_with(files, l, solve::Verification::default())
}

/// Checks one lesson's files, verifying best-move answers by playouts as
/// `verification` says ([`solve::verify`]).
///
/// # Errors
/// Every problem found, each with its position.
pub fn check_with(
    files: &LessonFiles,
    l: &Localizer,
    verification: solve::Verification,
) -> Result<CheckedLesson, Vec<Diagnostic>> {
    let mut c = Checker {
        l,
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
            let detail = crate::text::errors::parser_detail(l, &yaml_detail(&e.to_string()));
            c.found.push(Diagnostic {
                path: files.path.clone(),
                line: location.map_or(0, |l| usize::try_from(l.line()).unwrap_or(0)),
                column: location.map_or(0, |l| usize::try_from(l.column()).unwrap_or(0)),
                message: l.text_with("lesson-error-yaml", args![("detail", detail)]),
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
        let m = c.msg(
            "lesson-error-version",
            args![("found", raw.senet_lesson.value)],
        );
        c.at(raw.senet_lesson.referenced, m);
    }
    if raw.id.value != stem {
        let m = c.msg(
            "lesson-error-id-file",
            args![("id", raw.id.value.as_str()), ("stem", stem)],
        );
        c.at(raw.id.referenced, m);
    }
    let rules = match raw.rules.value.parse::<RulesetId>() {
        Ok(id) => id,
        Err(_) => {
            let m = c.msg(
                "error-unknown-rules",
                args![("value", raw.rules.value.as_str())],
            );
            c.at(raw.rules.referenced, m);
            return None;
        }
    };
    if raw.steps.is_empty() {
        let m = c.msg("lesson-error-no-steps", args![]);
        c.at(raw.id.referenced, m);
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
        let m = c.msg("lesson-error-step-text", args![]);
        c.at(at, m);
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
                let m = c.msg("lesson-error-needs-board", args![("field", field)]);
                c.at(location, m);
                return None;
            }
        }
        return Some(None);
    };
    let mut ok = true;
    let board = match rules.parse_board(&board_text.value) {
        Ok(board) => Some(board),
        Err(e) => {
            let m = board_error(c.l, rules.id, &e);
            c.at(board_text.referenced, m);
            None
        }
    };
    let to_move = match &raw.to_move {
        None => Side::X,
        Some(s) => match s.value.parse::<Side>() {
            Ok(side) => side,
            Err(_) => {
                let m = c.msg("error-unknown-side", args![("value", s.value.as_str())]);
                c.at(s.referenced, m);
                ok = false;
                Side::X
            }
        },
    };
    if let Some(t) = &raw.throw {
        if !(1..=5).contains(&t.value) {
            let m = c.msg("error-bad-throw", args![("value", t.value.to_string())]);
            c.at(t.referenced, m);
            ok = false;
        }
    }
    for h in &raw.highlight {
        if !(1..=SQUARES).contains(&h.value) {
            let m = c.msg("lesson-error-square", args![("square", h.value)]);
            c.at(h.referenced, m);
            ok = false;
        }
    }
    let board = board?;
    ok.then(|| {
        Some(Position {
            board,
            to_move,
            throw: raw.throw.as_ref().map(|t| t.value),
            highlight: raw.highlight.iter().map(|h| h.value).collect(),
            route: raw.route,
        })
    })
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
            let m = c.msg(
                "lesson-error-rule",
                args![("rule", q.rule.value.as_str()), ("rules", rules.id.name())],
            );
            c.at(q.rule.referenced, m);
            return None;
        }
    };
    if let QuestionKind::BestMove { throws_made } = kind {
        let answer = check_best_move(c, rules, position, q, throws_made)?;
        return Some(Question {
            kind,
            rule,
            hint: q.hint.as_ref().map(|h| h.value.clone()),
            answer,
        });
    }
    let answer = match solve(rules, position, kind) {
        Ok(answer) => answer,
        Err(e) => {
            let why = solve_error_text(c.l, e);
            let m = c.msg("lesson-error-unanswerable", args![("why", why)]);
            c.at(q.kind.referenced, m);
            return None;
        }
    };
    let expected = match parse_expected(&kind, &q.expect.value) {
        Some(expected) => expected,
        None => {
            let m = c.msg(
                "lesson-error-expect-shape",
                args![("kind", kind.name()), ("shape", expected_shape(&kind))],
            );
            c.at(q.expect.referenced, m);
            return None;
        }
    };
    if expected != answer {
        let m = c.msg(
            "lesson-error-wrong-answer",
            args![
                ("expected", answer_text(&expected)),
                ("actual", answer_text(&answer))
            ],
        );
        c.at(q.expect.referenced, m);
        return None;
    }
    Some(Question {
        kind,
        rule,
        hint: q.hint.as_ref().map(|h| h.value.clone()),
        answer,
    })
}

/// A best-move question: the engine weighs every option; the teacher's piece
/// must be its best, and the truth must back it: by at least [`solve::MARGIN`]
/// over the next option when the values are exact, by a playout interval of
/// the difference wholly above zero otherwise.
fn check_best_move(
    c: &mut Checker<'_>,
    rules: &'static Ruleset,
    position: Option<&Position>,
    q: &RawQuestion,
    throws_made: u32,
) -> Option<Answer> {
    let kind = QuestionKind::BestMove { throws_made };
    let Some(Answer::Piece(expected)) = parse_expected(&kind, &q.expect.value) else {
        let m = c.msg(
            "lesson-error-expect-shape",
            args![("kind", kind.name()), ("shape", expected_shape(&kind))],
        );
        c.at(q.expect.referenced, m);
        return None;
    };
    if let Some(answer) = kept_exact(c, rules, position, q, throws_made, expected) {
        return Some(answer);
    }
    let options = match solve::weigh(rules, position, throws_made) {
        Ok(options) => options,
        Err(e) => {
            let why = solve_error_text(c.l, e);
            let m = c.msg("lesson-error-unanswerable", args![("why", why)]);
            c.at(q.kind.referenced, m);
            return None;
        }
    };
    let listed = options_text(c.l, &options);
    let (best_move, best_chance) = *options.first()?;
    let Some(&(_, chance)) = options.iter().find(|(m, _)| m.from == expected) else {
        let m = c.msg(
            "lesson-error-best-not-option",
            args![("expected", expected), ("options", listed)],
        );
        c.at(q.expect.referenced, m);
        return None;
    };
    if expected != best_move.from {
        let m = c.msg(
            "lesson-error-best-wrong",
            args![
                ("expected", expected),
                ("expected_chance", solve::percent(chance)),
                ("best", best_move.from),
                ("best_chance", solve::percent(best_chance)),
                ("options", listed),
            ],
        );
        c.at(q.expect.referenced, m);
        return None;
    }
    let position = position?;
    let verdict = solve::verify(rules, position, throws_made, &options, c.verification)?;
    let (second_move, _) = options.get(1).copied()?;
    if matches!(verdict, solve::Verdict::Exact { .. }) && solve::too_close(&options) {
        let (second_move, second_chance) = options.get(1).copied()?;
        let m = c.msg(
            "lesson-error-best-too-close",
            args![
                ("best", best_move.from),
                ("best_chance", solve::percent(best_chance)),
                ("second", second_move.from),
                ("second_chance", solve::percent(second_chance)),
                ("gap", solve::percent(solve::gap(&options))),
                ("margin", solve::percent(solve::MARGIN)),
            ],
        );
        c.at(q.kind.referenced, m);
        return None;
    }
    if !verdict.confirms() {
        if let solve::Verdict::Playouts {
            difference,
            playouts,
            ..
        } = verdict
        {
            let m = c.msg(
                "lesson-error-best-unconfirmed",
                args![
                    ("best", best_move.from),
                    ("second", second_move.from),
                    ("margin", solve::percent(solve::gap(&options))),
                    ("difference", solve::percent(difference.mean)),
                    ("low", solve::percent(difference.low)),
                    ("high", solve::percent(difference.high)),
                    ("playouts", playouts),
                ],
            );
            c.at(q.kind.referenced, m);
        }
        return None;
    }
    c.best_moves.push(BestMoveReport {
        key: super::verdicts::Key {
            rules: rules.id.name(),
            board: position.board.to_string(),
            to_move: position.to_move.letter(),
            throw: position.throw.unwrap_or(0),
            throws_made,
            best: best_move.from,
            second: second_move.from,
        },
        line: usize::try_from(q.kind.referenced.line()).unwrap_or(0),
        best: best_move.from,
        second: second_move.from,
        margin: solve::gap(&options),
        verdict,
    });
    Some(Answer::Piece(best_move.from))
}

/// A small-ending question whose answer the exact tables gave before and
/// that is kept ([`super::verdicts::KEPT_EXACT`]): accepted without solving
/// the table again, unless the check is thorough.
fn kept_exact(
    c: &mut Checker<'_>,
    rules: &'static Ruleset,
    position: Option<&Position>,
    q: &RawQuestion,
    throws_made: u32,
    expected: u8,
) -> Option<Answer> {
    if c.verification.thorough {
        return None;
    }
    let position = position?;
    let (second, difference) = super::verdicts::find_exact(
        rules.id.name(),
        &position.board.to_string(),
        position.to_move.letter(),
        position.throw?,
        throws_made,
        expected,
    )?;
    c.best_moves.push(BestMoveReport {
        key: super::verdicts::Key {
            rules: rules.id.name(),
            board: position.board.to_string(),
            to_move: position.to_move.letter(),
            throw: position.throw.unwrap_or(0),
            throws_made,
            best: expected,
            second,
        },
        line: usize::try_from(q.kind.referenced.line()).unwrap_or(0),
        best: expected,
        second,
        margin: difference,
        verdict: solve::Verdict::Exact { difference },
    });
    Some(Answer::Piece(expected))
}

/// "23 → 26 61.2%, 12 → 15 48.0%": every option with the mover's win chance.
#[must_use]
pub fn options_text(l: &Localizer, options: &[(crate::engine::Move, f64)]) -> String {
    options
        .iter()
        .map(|(m, chance)| {
            let to = if m.to == OFF {
                l.text("legal-off")
            } else {
                m.to.to_string()
            };
            let line = l.text_with("legal-move-line", args![("from", m.from), ("to", to)]);
            format!("{line} {}%", solve::percent(*chance))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn question_kind(c: &mut Checker<'_>, q: &RawQuestion) -> Option<QuestionKind> {
    let kind = q.kind.value.as_str();
    if !KIND_NAMES.contains(&kind) {
        let m = c.msg(
            "lesson-error-kind",
            args![("kind", kind), ("kinds", KIND_NAMES.join(", "))],
        );
        c.at(q.kind.referenced, m);
        return None;
    }
    // Which optional fields each kind takes.
    let fields: [(&str, Option<Location>, Option<u32>); 9] = [
        field("piece", q.piece.as_ref()),
        ("ask", q.ask.as_ref().map(|s| s.referenced), None),
        field("square", q.square.as_ref()),
        field("other", q.other.as_ref()),
        field("value", q.value.as_ref()),
        field("house", q.house.as_ref()),
        field("throws-made", q.throws_made.as_ref()),
        field("wins", q.wins.as_ref()),
        field("margin", q.margin.as_ref()),
    ];
    let ask = q.ask.as_ref().map(|a| a.value.as_str());
    let allowed: &[&str] = match (kind, ask) {
        ("legal" | "legal-backward" | "destination" | "effect" | "compare", _) => &["piece"],
        ("which-pieces", _) => &[],
        ("route", Some("consecutive")) => &["ask", "square", "other"],
        ("route", _) => &["ask", "square"],
        ("chance", _) if q.house.is_some() => &["house"],
        ("chance", _) => &["value"],
        ("next-turn", _) => &["piece", "throws-made"],
        ("best-move", _) => &["throws-made"],
        ("setup", _) => &["ask"],
        ("score", _) => &["wins", "margin"],
        _ => &[],
    };
    // Fields a kind may take but need not.
    let optional: &[&str] = match kind {
        "next-turn" => &["throws-made", "piece"],
        "best-move" => &["throws-made"],
        _ => &[],
    };
    let mut ok = true;
    for (name, location, _) in &fields {
        if let Some(location) = location {
            if !allowed.contains(name) && !optional.contains(name) {
                let m = c.msg(
                    "lesson-error-extra-field",
                    args![("field", *name), ("kind", kind)],
                );
                c.at(*location, m);
                ok = false;
            }
        }
    }
    let value_of = |name: &str| {
        fields
            .iter()
            .find(|(n, _, _)| *n == name)
            .and_then(|(_, _, v)| *v)
    };
    for name in allowed.iter().filter(|n| !optional.contains(n)) {
        let present = fields.iter().any(|(n, l, _)| n == name && l.is_some());
        if !present {
            let m = c.msg(
                "lesson-error-missing-field",
                args![("field", *name), ("kind", kind)],
            );
            c.at(q.kind.referenced, m);
            ok = false;
        }
    }
    if !ok {
        return None;
    }
    let num = |name: &str| u8::try_from(value_of(name).unwrap_or(0)).unwrap_or(u8::MAX);
    let big = |name: &str| value_of(name).unwrap_or(0);
    Some(match kind {
        "legal-backward" => QuestionKind::LegalBackward {
            piece: num("piece"),
        },
        "legal" => QuestionKind::Legal {
            piece: num("piece"),
        },
        "destination" => QuestionKind::Destination {
            piece: num("piece"),
        },
        "effect" => QuestionKind::Effect {
            piece: num("piece"),
        },
        "which-pieces" => QuestionKind::WhichPieces,
        "route" => match ask {
            Some("next") => QuestionKind::Next {
                square: num("square"),
            },
            Some("previous") => QuestionKind::Previous {
                square: num("square"),
            },
            Some("consecutive") => QuestionKind::Consecutive {
                square: num("square"),
                other: num("other"),
            },
            other => {
                let m = c.msg(
                    "lesson-error-ask",
                    args![("value", other.unwrap_or_default())],
                );
                let location = q.ask.as_ref().map_or(q.kind.referenced, |a| a.referenced);
                c.at(location, m);
                return None;
            }
        },
        "next-turn" => QuestionKind::NextTurn {
            piece: num("piece"),
            throws_made: big("throws-made"),
        },
        "setup" => match ask {
            Some("squares") => QuestionKind::StartSquares,
            Some("first") => QuestionKind::FirstSide,
            other => {
                let m = c.msg(
                    "lesson-error-ask-setup",
                    args![("value", other.unwrap_or_default())],
                );
                let location = q.ask.as_ref().map_or(q.kind.referenced, |a| a.referenced);
                c.at(location, m);
                return None;
            }
        },
        "score" => QuestionKind::Score {
            wins: big("wins"),
            margin: big("margin"),
        },
        "best-move" => QuestionKind::BestMove {
            throws_made: big("throws-made"),
        },
        "compare" => QuestionKind::Compare {
            piece: num("piece"),
        },
        _ if q.house.is_some() => QuestionKind::HouseChance {
            square: num("house"),
        },
        _ => QuestionKind::ThrowChance {
            value: num("value"),
        },
    })
}

fn field<T: Copy + Into<u32>>(
    name: &'static str,
    value: Option<&Spanned<T>>,
) -> (&'static str, Option<Location>, Option<u32>) {
    (
        name,
        value.map(|s| s.referenced),
        value.map(|s| s.value.into()),
    )
}

fn square_value(v: &RawValue) -> Option<u8> {
    match v {
        RawValue::Int(n) => u8::try_from(*n).ok().filter(|s| (1..=OFF).contains(s)),
        RawValue::Text(t) if t == "off" => Some(OFF),
        _ => None,
    }
}

/// Reads an answer written in the shape the kind takes (a lesson's `expect`,
/// or a learner's answer to a quiz question).
#[must_use]
pub fn parse_expected_answer(kind: &QuestionKind, v: &RawValue) -> Option<Answer> {
    parse_expected(kind, v)
}

/// Reads the teacher's expected answer in the shape the kind takes.
fn parse_expected(kind: &QuestionKind, v: &RawValue) -> Option<Answer> {
    match kind {
        QuestionKind::Legal { .. } | QuestionKind::LegalBackward { .. } => match v {
            RawValue::Text(t) if t == "legal" => Some(Answer::Legal(Ok(()))),
            RawValue::Text(t) => t.parse::<Reason>().ok().map(|r| Answer::Legal(Err(r))),
            _ => None,
        },
        QuestionKind::Destination { .. }
        | QuestionKind::Next { .. }
        | QuestionKind::Previous { .. } => square_value(v).map(Answer::Square),
        QuestionKind::WhichPieces => match v {
            RawValue::List(items) => {
                // 0 is a race piece still at the start.
                let square_or_start = |v: &RawValue| match v {
                    RawValue::Int(0) => Some(0),
                    other => square_value(other),
                };
                let mut squares: Vec<u8> =
                    items.iter().map(square_or_start).collect::<Option<_>>()?;
                squares.sort_unstable();
                squares.dedup();
                Some(Answer::Squares(squares))
            }
            _ => None,
        },
        QuestionKind::Effect { .. } => {
            let RawValue::Map(map) = v else { return None };
            if map.keys().any(|k| k != "opponent" && k != "throw-again") {
                return None;
            }
            let opponent = match map.get("opponent")? {
                RawValue::Text(t) if t == "none" => OpponentFate::NoneThere,
                RawValue::Text(t) => {
                    let reason = t.parse::<Reason>().ok()?;
                    matches!(
                        reason,
                        Reason::BlockMember | Reason::Guarded | Reason::SafeHouse
                    )
                    .then_some(OpponentFate::Protected(reason))?
                }
                other => OpponentFate::SentTo(square_value(other)?),
            };
            let throw_again = match (map.get("throw-again"), opponent) {
                (Some(RawValue::Bool(b)), _) => *b,
                (None, OpponentFate::Protected(_)) => false,
                _ => return None,
            };
            Some(Answer::Effect {
                opponent,
                throw_again,
            })
        }
        QuestionKind::Consecutive { .. } => match v {
            RawValue::Bool(b) => Some(Answer::Yes(*b)),
            _ => None,
        },
        QuestionKind::ThrowChance { .. } | QuestionKind::HouseChance { .. } => {
            parse_fraction(v).map(Answer::Chance)
        }
        QuestionKind::NextTurn { .. } => match v {
            RawValue::Text(t) => Turn::ALL
                .into_iter()
                .find(|turn| turn.name() == t)
                .map(Answer::Turn),
            _ => None,
        },
        QuestionKind::StartSquares => parse_expected(&QuestionKind::WhichPieces, v),
        QuestionKind::FirstSide => match v {
            RawValue::Text(t) => t.parse::<Side>().ok().map(Answer::Side),
            _ => None,
        },
        QuestionKind::Score { .. } => match v {
            RawValue::Int(n) => u32::try_from(*n).ok().map(Answer::Number),
            _ => None,
        },
        QuestionKind::Compare { .. } => match v {
            RawValue::List(items) => {
                let names: Vec<crate::engine::RulesetId> = items
                    .iter()
                    .map(|i| match i {
                        RawValue::Text(t) => t.parse().ok(),
                        _ => None,
                    })
                    .collect::<Option<_>>()?;
                Some(Answer::Rulesets(
                    crate::engine::RulesetId::ALL
                        .into_iter()
                        .filter(|r| names.contains(r))
                        .collect(),
                ))
            }
            _ => None,
        },
        // 0 is a race piece still at the start.
        QuestionKind::BestMove { .. } => match v {
            RawValue::Int(n) => u8::try_from(*n)
                .ok()
                .filter(|s| *s <= SQUARES)
                .map(Answer::Piece),
            _ => None,
        },
    }
}

/// Reads `3/8`, `0` or `1` as a fraction in lowest terms.
#[must_use]
pub fn parse_fraction(v: &RawValue) -> Option<Fraction> {
    match v {
        RawValue::Int(0) => Some(Fraction::new(0, 1)),
        RawValue::Int(1) => Some(Fraction::new(1, 1)),
        RawValue::Text(t) => {
            let (n, d) = t.split_once('/')?;
            let (n, d): (u64, u64) = (n.trim().parse().ok()?, d.trim().parse().ok()?);
            (d > 0 && n <= d).then(|| Fraction::new(n, d))
        }
        _ => None,
    }
}

/// An answer written as a lesson file would write it.
#[must_use]
pub fn answer_text(answer: &Answer) -> String {
    let square = |s: u8| {
        if s == OFF {
            "off".to_string()
        } else {
            s.to_string()
        }
    };
    match answer {
        Answer::Legal(Ok(())) => "legal".into(),
        Answer::Legal(Err(r)) => r.code().into(),
        Answer::Square(s) => square(*s),
        Answer::Squares(v) => format!(
            "[{}]",
            v.iter().map(|s| square(*s)).collect::<Vec<_>>().join(", ")
        ),
        Answer::Effect {
            opponent,
            throw_again,
        } => {
            let opponent = match opponent {
                OpponentFate::NoneThere => "none".to_string(),
                OpponentFate::SentTo(s) => s.to_string(),
                OpponentFate::Protected(r) => r.code().to_string(),
            };
            format!("{{opponent: {opponent}, throw-again: {throw_again}}}")
        }
        Answer::Yes(b) => b.to_string(),
        Answer::Chance(f) => f.to_string(),
        Answer::Turn(t) => t.name().to_string(),
        Answer::Side(s) => s.letter().to_string(),
        Answer::Number(n) => n.to_string(),
        Answer::Piece(s) => s.to_string(),
        Answer::Rulesets(v) => format!(
            "[{}]",
            v.iter().map(|r| r.name()).collect::<Vec<_>>().join(", ")
        ),
    }
}

fn expected_shape(kind: &QuestionKind) -> &'static str {
    match kind {
        QuestionKind::Legal { .. } | QuestionKind::LegalBackward { .. } => {
            "legal | a reason code (checkpoint-26, ...)"
        }
        QuestionKind::Destination { .. }
        | QuestionKind::Next { .. }
        | QuestionKind::Previous { .. } => "a square 1..30 | off",
        QuestionKind::WhichPieces => "[squares]",
        QuestionKind::Effect { .. } => {
            "{opponent: square | none | block-member | guarded | safe-house, throw-again: true | false}"
        }
        QuestionKind::Consecutive { .. } => "true | false",
        QuestionKind::ThrowChance { .. } | QuestionKind::HouseChance { .. } => {
            "a fraction such as 3/8"
        }
        QuestionKind::NextTurn { .. } => "same-side | other-side | won | draw",
        QuestionKind::StartSquares => "[squares]",
        QuestionKind::FirstSide => "x | o",
        QuestionKind::Score { .. } => "a whole number",
        QuestionKind::BestMove { .. } => "the square of the piece to move, e.g. 23",
        QuestionKind::Compare { .. } => "[ruleset names], e.g. [games-room, arcade]",
    }
}

fn solve_error_text(l: &Localizer, e: SolveError) -> String {
    match e {
        SolveError::NoPosition => l.text("lesson-why-no-position"),
        SolveError::NoThrow => l.text("lesson-why-no-throw"),
        SolveError::NoPiece(s) => l.text_with("lesson-why-no-piece", args![("square", s)]),
        SolveError::NotASquare(s) => l.text_with("lesson-error-square", args![("square", s)]),
        SolveError::CannotMove(r) => {
            l.text_with("lesson-why-cannot-move", args![("reason", r.code())])
        }
        SolveError::NotAThrow(v) => l.text_with("error-bad-throw", args![("value", v.to_string())]),
        SolveError::GameOver => l.text("lesson-why-game-over"),
        SolveError::NoChoice(count) => l.text_with("lesson-why-no-choice", args![("count", count)]),
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
            let m = c.msg(
                "lesson-error-missing-ftl",
                args![("lang", lang.code()), ("file", path.as_str())],
            );
            c.at(raw.id.referenced, m);
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
                        message: c
                            .l
                            .text_with("lesson-error-ftl-syntax", args![("detail", e.what)]),
                    });
                }
                continue;
            }
        };
        for id in text_ids(raw) {
            match text.get(&id.value) {
                None => {
                    let m = c.msg(
                        "lesson-error-missing-text",
                        args![
                            ("id", id.value.as_str()),
                            ("lang", lang.code()),
                            ("file", path.as_str())
                        ],
                    );
                    c.at(id.referenced, m);
                }
                Some(Err(detail)) => {
                    let m = c.msg(
                        "lesson-error-text-format",
                        args![
                            ("id", id.value.as_str()),
                            ("lang", lang.code()),
                            ("detail", detail)
                        ],
                    );
                    c.at(id.referenced, m);
                }
                Some(Ok(_)) => {}
            }
        }
        texts.push((*lang, text));
    }
    texts
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A kendall lesson with one best-move question on a small ending (two
    /// pieces a side at most), so that the exact endgame table decides.
    fn best_move_lesson(board: &str, throw: u8, expect: &str) -> LessonFiles {
        best_move_lesson_in("kendall", "water-27", board, throw, expect)
    }

    /// A one-question best-move lesson of `rules`, citing `rule`.
    fn best_move_lesson_in(
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

    /// Black on 26 and 28, White on 20 and 25, Black throws 1: 28 -> 29 is
    /// quiet, 26 -> 27 falls in the water (back to 15). Exactly 87.3% against 56.9%.
    const WATER: &str = "...................o....ox.x..";

    fn problems(files: &LessonFiles, lang: Lang) -> Vec<String> {
        match check(files, &Localizer::new(lang)) {
            Ok(_) => Vec::new(),
            Err(found) => found.iter().map(ToString::to_string).collect(),
        }
    }

    #[test]
    fn every_shipped_best_move_question_has_a_current_kept_verdict() {
        // Without kept verdicts (or after a change of the evaluation) `lesson
        // check` would play the questions out: minutes in a debug build.
        // Renew them with `cargo run --release --example best_move_verdicts`.
        let l = Localizer::new(Lang::En);
        let mut seen = 0;
        for files in crate::lesson::shipped() {
            let checked = check(&files, &l).expect("the shipped lessons pass");
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
            let checked = check_with(&files, &Localizer::new(Lang::En), how).expect("valid");
            let r = &checked.best_moves[0];
            assert_eq!(r.second, k.second);
            let solve::Verdict::Exact { difference } = r.verdict else {
                panic!("not exact: {r:?}");
            };
            assert!((difference - k.mean).abs() < 0.001, "{difference} vs {k:?}");
        }
    }

    #[test]
    fn a_best_move_the_playouts_cannot_confirm_is_refused_with_the_numbers() {
        // Kendall, three pieces a side: the search puts 17 -> 18 2.7 points
        // ahead of 25 -> 26, more than the margin; 32 playouts per option
        // cannot tell the two apart.
        let board = "................xo..ox..x...o.";
        let files = best_move_lesson(board, 1, "17");
        let how = solve::Verification {
            thorough: true,
            playouts: 32,
        };
        for (lang, words) in [
            (Lang::En, "not confirmed by playouts"),
            (Lang::Es, "las partidas simuladas no lo confirman"),
        ] {
            let l = Localizer::new(lang);
            let found: Vec<String> = match check_with(&files, &l, how) {
                Ok(_) => Vec::new(),
                Err(found) => found.iter().map(ToString::to_string).collect(),
            };
            assert_eq!(found.len(), 1, "{found:?}");
            assert!(found[0].starts_with("best.yaml:9:13: "), "{found:?}");
            assert!(found[0].contains(words), "{found:?}");
            assert!(
                found[0].contains(" 17 ") && found[0].contains(" 25"),
                "{found:?}"
            );
            assert!(found[0].contains("32"), "the playouts: {found:?}");
            assert_eq!(l.take_errors(), vec![]);
        }
    }

    #[test]
    fn the_engines_best_move_is_accepted_with_its_explanation() {
        let checked =
            check(&best_move_lesson(WATER, 1, "28"), &Localizer::new(Lang::En)).expect("valid");
        let step = &checked.lesson.steps[0];
        assert_eq!(step.explain.as_deref(), Some("best-why"));
        let q = step.question.as_ref().expect("a question");
        assert_eq!(q.kind, QuestionKind::BestMove { throws_made: 0 });
        assert_eq!(q.answer, Answer::Piece(28));
    }

    #[test]
    fn a_move_that_is_not_the_best_is_refused_at_its_line_with_the_win_chances() {
        let found = problems(&best_move_lesson(WATER, 1, "26"), Lang::En);
        assert_eq!(
            found,
            vec![
                "best.yaml:12:15: the expected answer is the piece on 26 (56.9% to win), but the engine's best move is the piece on 28 (87.3%); every option: 28 → 29 87.3%, 26 → 15 56.9%"
            ]
        );
        let found = problems(&best_move_lesson(WATER, 1, "26"), Lang::Es);
        assert!(
            found[0].contains("la mejor jugada del motor es la ficha de la casilla 28"),
            "{found:?}"
        );
        let found = problems(&best_move_lesson(WATER, 1, "20"), Lang::En);
        assert_eq!(
            found,
            vec![
                "best.yaml:12:15: the piece on 20 has no legal move with this throw; the options (win chance for the side to move) are: 28 → 29 87.3%, 26 → 15 56.9%"
            ]
        );
    }

    #[test]
    fn two_options_closer_than_the_margin_are_refused_as_too_close_to_call() {
        // Black on 26 and 29, White on 30, Black throws 2: 29 -> off or
        // 26 -> 28 are half a point apart.
        let found = problems(
            &best_move_lesson(".........................x..xo", 2, "29"),
            Lang::En,
        );
        assert_eq!(
            found,
            vec![
                "best.yaml:9:13: too close to call: the two best moves, the piece on 29 (33.2%) and the piece on 26 (32.7%), are 0.5 points apart, less than the margin of 2.0 points; choose a position with a clearer best move"
            ]
        );
    }

    #[test]
    fn a_throw_without_a_choice_and_a_bad_answer_shape_are_refused() {
        let found = problems(
            &best_move_lesson(".........................x...o", 5, "26"),
            Lang::En,
        );
        assert!(
            found[0].contains(
                "9:13: this question cannot be asked here: the throw has only one legal move"
            ),
            "{found:?}"
        );
        let found = problems(&best_move_lesson(WATER, 1, "off"), Lang::En);
        assert!(
            found[0].contains("12:15: the expected answer of a best-move question looks like"),
            "{found:?}"
        );
        let yaml = best_move_lesson(WATER, 1, "28")
            .yaml
            .replace("      explain", "      piece: 28\n      explain");
        let files = LessonFiles {
            yaml,
            ..best_move_lesson(WATER, 1, "28")
        };
        let found = problems(&files, Lang::En);
        assert!(
            found[0].contains("\"piece\" does not belong in a best-move question"),
            "{found:?}"
        );
    }

    #[test]
    fn a_missing_explanation_text_is_reported() {
        let mut files = best_move_lesson(WATER, 1, "28");
        files.texts[1].2 = Some("best-title = Mejor\n".into());
        let found = problems(&files, Lang::En);
        assert_eq!(
            found,
            vec!["best.yaml:11:16: the text \"best-why\" is missing in es (es.ftl)"]
        );
    }
}

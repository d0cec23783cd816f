//! A lesson, one step at a time: the board, the text or question, the answer
//! widgets, and the feedback with the rule and its provenance.

use cursive::Cursive;
use cursive::event::{Event, Key};
use cursive::view::{Nameable, Resizable};
use cursive::views::{
    DummyView, EditView, LinearLayout, OnEventView, ScrollView, SelectView, TextView,
};

use super::board::BoardView;
use super::{App, Running, Screen, lessons, set_screen};
use crate::engine::{Board, Side};
use crate::lesson::choices::{Input, input_for, parse_square};
use crate::lesson::session::{LessonSession, Phase};
use crate::lesson::{Answer, Position};
use crate::text::lesson::{answer_label, feedback, question_prompt, square_info};
use crate::text::names::{ruleset_name, side_name};

/// Opens lesson `index` at its first step.
pub fn open(siv: &mut Cursive, index: usize) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let Some(checked) = app.lessons.get(index) else {
        return;
    };
    let session = LessonSession::new(checked.lesson.clone());
    let position = session.step().and_then(|s| s.position.as_ref());
    let route = position.is_some_and(|p| p.route);
    let cursor = position
        .and_then(|p| p.highlight.first().copied())
        .unwrap_or(1);
    app.running = Some(Running {
        index,
        session,
        cursor,
        route,
        picked: Vec::new(),
        message: None,
    });
    show(siv);
}

/// Draws the current step.
pub fn show(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    app.screen = Screen::Lesson;
    let Some(running) = app.running.as_ref() else {
        return;
    };
    if *running.session.phase() == Phase::Finished {
        show_finished(siv);
        return;
    }
    let l = &app.l;
    let lesson = running.session.lesson();
    let rules = lesson.rules.ruleset();
    let Some(step) = running.session.step() else {
        return;
    };
    let position = step.position.as_ref();
    let (right, answered) = running.session.score();
    let header = l.text_with(
        "lesson-header",
        crate::args![
            ("title", app.lesson_text(running.index, &lesson.title)),
            ("rules", ruleset_name(l, lesson.rules)),
            ("step", running.session.index() + 1),
            ("steps", running.session.len()),
            ("right", right),
            ("answered", answered),
        ],
    );
    let board = position.map_or(Board::empty(), |p| p.board);
    let highlight = position.map(|p| p.highlight.clone()).unwrap_or_default();
    let board_view = BoardView::new(
        board,
        highlight,
        running.route,
        running.cursor,
        l.text("legal-off"),
    )
    .on_cursor(|s, square| {
        let info = s.user_data::<App>().map(|app| {
            if let Some(r) = app.running.as_mut() {
                r.cursor = square;
            }
            let rules = app
                .running
                .as_ref()
                .map(|r| r.session.lesson().rules.ruleset());
            rules
                .map(|rules| square_info(&app.l, rules, square))
                .unwrap_or_default()
        });
        s.call_on_name("square-info", |v: &mut TextView| {
            v.set_content(info.unwrap_or_default())
        });
    })
    .with_name("board");
    let situation = position.map(|p| situation(app, p)).unwrap_or_default();
    let info = square_info(l, rules, running.cursor);
    let mut text = match &step.text {
        Some(id) => app.lesson_text(running.index, id),
        None => String::new(),
    };
    if let Some(q) = &step.question {
        if step.text.is_none() {
            text = question_prompt(l, rules, position, q);
        }
        if running.session.hint_shown() {
            if let Some(hint) = &q.hint {
                text.push_str("\n\n");
                text.push_str(&l.text_with(
                    "feedback-hint",
                    crate::args![("hint", app.lesson_text(running.index, hint))],
                ));
            }
        }
    }
    let mut body = LinearLayout::vertical()
        .child(TextView::new(header))
        .child(board_view)
        .child(TextView::new(situation))
        .child(TextView::new(info).with_name("square-info"))
        .child(DummyView)
        .child(TextView::new(text));
    let side = position.map_or(Side::X, |p| p.to_move);
    let hints;
    match (running.session.phase(), &step.question) {
        (Phase::Asking, Some(q)) => {
            body = body
                .child(DummyView)
                .child(answer_widget(app, rules, position, q, side));
            if let Some(message) = &running.message {
                body = body.child(TextView::new(message.clone()));
            }
            hints = l.text(if q.hint.is_some() {
                "hints-question"
            } else {
                "hints-question-no-hint"
            });
        }
        (Phase::Answered { given, .. }, Some(q)) => {
            let lines = feedback(l, rules, position, q, given);
            body = body.child(DummyView).child(TextView::new(lines.join("\n")));
            hints = l.text("hints-feedback");
        }
        _ => hints = l.text("hints-reading"),
    }
    set_screen(siv, ScrollView::new(body), hints);
    let focus_answer = siv
        .user_data::<App>()
        .and_then(|a| a.running.as_ref())
        .is_some_and(|r| *r.session.phase() == Phase::Asking);
    if focus_answer {
        let _ = siv.focus_name("answer");
    }
}

fn situation(app: &App, p: &Position) -> String {
    let rules = app
        .running
        .as_ref()
        .map_or(app.rules, |r| r.session.lesson().rules);
    let side = side_name(&app.l, rules, p.to_move);
    match p.throw {
        Some(throw) => app.l.text_with(
            "lesson-situation-throw",
            crate::args![
                ("side", side),
                ("letter", p.to_move.letter().to_string()),
                ("throw", throw)
            ],
        ),
        None => app.l.text_with(
            "lesson-situation",
            crate::args![("side", side), ("letter", p.to_move.letter().to_string())],
        ),
    }
}

/// The widget that takes the answer, named "answer".
fn answer_widget(
    app: &App,
    rules: &'static crate::engine::Ruleset,
    position: Option<&Position>,
    q: &crate::lesson::Question,
    side: Side,
) -> Box<dyn cursive::View> {
    let l = &app.l;
    match input_for(rules, position, q) {
        Input::Choose(options) => {
            let mut select = SelectView::new();
            for option in options {
                select.add_item(answer_label(l, rules.id, side, &option), option);
            }
            select.set_on_submit(|s, answer: &Answer| submit(s, answer.clone()));
            Box::new(select.with_name("answer"))
        }
        Input::Square | Input::Number => {
            let square = matches!(input_for(rules, position, q), Input::Square);
            let prompt = l.text(if square {
                "answer-square-prompt"
            } else {
                "answer-number-prompt"
            });
            let edit = EditView::new()
                .on_submit(move |s, text| {
                    let answer = if square {
                        parse_square(text).map(Answer::Square)
                    } else {
                        text.trim().parse::<u32>().ok().map(Answer::Number)
                    };
                    match answer {
                        Some(answer) => submit(s, answer),
                        None => invalid(s),
                    }
                })
                .with_name("answer")
                .fixed_width(12);
            Box::new(
                LinearLayout::vertical()
                    .child(TextView::new(prompt))
                    .child(edit),
            )
        }
        Input::Pick(squares) => {
            let picked = app
                .running
                .as_ref()
                .map(|r| r.picked.clone())
                .unwrap_or_default();
            let mut select = SelectView::new();
            for square in squares {
                let mark = if picked.contains(&square) {
                    "[x]"
                } else {
                    "[ ]"
                };
                select.add_item(format!("{mark} {square}"), square);
            }
            let list = OnEventView::new(select.with_name("answer"))
                .on_event(' ', |s| {
                    let square = s
                        .call_on_name("answer", |v: &mut SelectView<u8>| v.selection())
                        .flatten()
                        .map(|rc| *rc);
                    let Some(square) = square else { return };
                    let selected = s
                        .call_on_name("answer", |v: &mut SelectView<u8>| v.selected_id())
                        .flatten()
                        .unwrap_or(0);
                    if let Some(r) = s.user_data::<App>().and_then(|a| a.running.as_mut()) {
                        if let Some(i) = r.picked.iter().position(|p| *p == square) {
                            r.picked.remove(i);
                        } else {
                            r.picked.push(square);
                        }
                    }
                    show(s);
                    s.call_on_name("answer", |v: &mut SelectView<u8>| v.set_selection(selected));
                })
                .on_pre_event(Event::Key(Key::Enter), |s| {
                    let mut picked = s
                        .user_data::<App>()
                        .and_then(|a| a.running.as_ref())
                        .map(|r| r.picked.clone())
                        .unwrap_or_default();
                    picked.sort_unstable();
                    submit(s, Answer::Squares(picked));
                });
            Box::new(
                LinearLayout::vertical()
                    .child(TextView::new(l.text("answer-pick-prompt")))
                    .child(list),
            )
        }
    }
}

fn submit(siv: &mut Cursive, answer: Answer) {
    if let Some(r) = siv.user_data::<App>().and_then(|a| a.running.as_mut()) {
        r.session.answer(answer);
        r.message = None;
    }
    show(siv);
}

fn invalid(siv: &mut Cursive) {
    if let Some(app) = siv.user_data::<App>() {
        let message = app.l.text("answer-invalid");
        if let Some(r) = app.running.as_mut() {
            r.message = Some(message);
        }
    }
    show(siv);
}

/// Enter / n: the next step (after reading, or after the feedback).
pub fn next(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let Some(r) = app.running.as_mut() else {
        return;
    };
    if *r.session.phase() == Phase::Asking {
        return;
    }
    if *r.session.phase() == Phase::Finished {
        app.running = None;
        lessons::show(siv);
        return;
    }
    let finished = r.session.advance();
    r.picked.clear();
    r.message = None;
    if let Some(p) = r.session.step().and_then(|s| s.position.as_ref()) {
        r.route = p.route;
        if let Some(first) = p.highlight.first() {
            r.cursor = *first;
        }
    }
    if finished {
        let lesson = r.session.lesson().clone();
        if let Some(problem) = app.complete(&lesson) {
            app.notice = Some(problem);
        }
    }
    show(siv);
}

/// h: shows the hint.
pub fn hint(siv: &mut Cursive) {
    if let Some(r) = siv.user_data::<App>().and_then(|a| a.running.as_mut()) {
        if r.session.show_hint() {
            show(siv);
        }
    }
}

/// r: toggles the route overlay.
pub fn toggle_route(siv: &mut Cursive) {
    if let Some(r) = siv.user_data::<App>().and_then(|a| a.running.as_mut()) {
        r.route = !r.route;
        show(siv);
    }
}

fn show_finished(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let Some(running) = app.running.as_ref() else {
        return;
    };
    let (right, answered) = running.session.score();
    let title = app.lesson_text(running.index, &running.session.lesson().title);
    let mut text = app.l.text_with(
        "lesson-finished",
        crate::args![("title", title), ("right", right), ("answered", answered)],
    );
    if let Some(notice) = app.notice.take() {
        text.push_str("\n\n");
        text.push_str(&notice);
    }
    let hints = app.l.text("hints-finished");
    set_screen(siv, TextView::new(text), hints);
}

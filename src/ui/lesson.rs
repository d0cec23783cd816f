//! The question screen, shared by lessons and quizzes: the board, the text or
//! question, the answer widgets, and the feedback with the rule and its
//! provenance (and, once answered, the move shown on the board).

use cursive::Cursive;
use cursive::event::{Event, Key};
use cursive::view::{Nameable, Resizable, Scrollable};
use cursive::views::{DummyView, EditView, LinearLayout, OnEventView, SelectView, TextView};

use super::board::BoardView;
use super::{Activity, App, Frame, Running, Screen, home, lessons, now, set_screen};
use crate::engine::{Board, RulesetId, Square};
use crate::lesson::choices::{Input, input_for, parse_square};
use crate::lesson::session::{LessonSession, Phase};
use crate::lesson::solve::shown_answer_move;
use crate::lesson::{Answer, Position, Question, QuestionKind};
use crate::quiz::{QuizSession, Topic};
use crate::store::lesson_steps::LessonStepsStore;
use crate::text::errors::DataFile;
use crate::text::lesson::{option_label, question_prompt, square_info};
use crate::text::names::ruleset_name;

/// Opens lesson `index` at the step where the learner left it (saved in
/// the data folder's `lesson-steps.json`), or at its first step.
pub fn open(siv: &mut Cursive, index: usize) {
    open_at(siv, index, true);
}

/// b: starts the lesson showing over from its first step.
pub fn start_over(siv: &mut Cursive) {
    let index = siv
        .user_data::<App>()
        .and_then(|app| app.screen.running())
        .and_then(|r| match &r.activity {
            Activity::Lesson { index, .. } => Some(*index),
            Activity::Quiz(_) => None,
        });
    if let Some(index) = index {
        open_at(siv, index, false);
        // Started over: the step saved before is forgotten (the next step saves anew).
        if let Some(app) = siv.user_data::<App>() {
            let id = app.lessons.get(index).map(|c| c.lesson.id.clone());
            if let Some(problem) = id.and_then(|id| save_step(app, &id, None)) {
                app.notice = Some(problem);
            }
        }
    }
}

/// The key of a lesson in `lesson-steps.json`: its id, or
/// `course-key/lesson-id` while a teacher's course is open.
pub(crate) fn step_key(app: &App, id: &str) -> String {
    match &app.course {
        Some(course) => format!("{}/{id}", course.key),
        None => id.to_string(),
    }
}

/// Saves the step of a lesson (`None`: forgets it); returns a message to
/// show when that failed or a damaged file was kept aside.
fn save_step(app: &App, id: &str, step: Option<usize>) -> Option<String> {
    let store = LessonStepsStore::in_dir(app.data_dir.as_deref()?);
    let key = step_key(app, id);
    if step.is_none() && store.step(&key).is_none() {
        return None;
    }
    let saved = store.set(&key, step);
    crate::text::errors::save_notice(&app.l, DataFile::LessonSteps, store.path(), saved)
}

/// Esc from a lesson: remembers the step it is left at (forgets it at the
/// first step, or once finished). Returns a message to show when saving failed.
pub fn leave(app: &App) -> Option<String> {
    let Activity::Lesson { session, .. } = &app.screen.running()?.activity else {
        return None;
    };
    let step =
        (*session.phase() != Phase::Finished && session.index() > 0).then(|| session.index());
    save_step(app, &session.lesson().id, step)
}

fn open_at(siv: &mut Cursive, index: usize, resume: bool) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let Some(checked) = app.lessons.get(index) else {
        return;
    };
    // A lesson not written in the learner's language is shown in its first
    // one, saying so on one line.
    app.lesson_notice = (!checked.speaks(app.l.lang())).then(|| {
        let first = checked
            .lesson
            .languages
            .first()
            .copied()
            .unwrap_or(crate::i18n::Lang::En);
        app.l.text_with(
            "lesson-notice-language",
            crate::args![(
                "language",
                crate::text::lesson_check::language_of(&app.l, first)
            )],
        )
    });
    let mut session = LessonSession::new(checked.lesson.clone())
        .with_misconceptions(checked.misconceptions.clone());
    let saved = resume
        .then_some(app.data_dir.as_deref())
        .flatten()
        .and_then(|dir| LessonStepsStore::in_dir(dir).step(&step_key(app, &session.lesson().id)))
        .filter(|&step| step > 0 && session.resume_at(step));
    if let Some(step) = saved {
        let line = app.l.text_with(
            "lesson-notice-resumed",
            crate::args![("step", step + 1), ("steps", session.len())],
        );
        app.lesson_notice = Some(match app.lesson_notice.take() {
            Some(language) => format!("{language}\n{line}"),
            None => line,
        });
    }
    start(
        app,
        Activity::Lesson {
            index,
            session: Box::new(session),
        },
    );
    show(siv);
}

/// Opens a quiz.
pub fn open_quiz(
    siv: &mut Cursive,
    rules: RulesetId,
    topic: Option<Topic>,
    count: usize,
    seed: u64,
) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    app.rules = rules;
    app.lesson_notice = None;
    let quiz = QuizSession::new(rules, seed, topic, count, &app.progress.learner, now());
    start(app, Activity::Quiz(Box::new(quiz)));
    show(siv);
}

/// Opens a quiz handed out by a teacher (`senet quiz --seed S`): the answer
/// key's questions, then a prompt to save the answers (to `save_to`, or to
/// a new file in the current folder named after the student).
pub fn open_handed_out_quiz(
    siv: &mut Cursive,
    rules: RulesetId,
    topic: Option<Topic>,
    count: usize,
    seed: u64,
    save_to: Option<std::path::PathBuf>,
) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    app.rules = rules;
    app.lesson_notice = None;
    app.hand_in = super::HandIn {
        save_to,
        saved: None,
    };
    let quiz = QuizSession::handed_out(rules, seed, topic, count, &app.progress.learner, now());
    start(app, Activity::Quiz(Box::new(quiz)));
    show(siv);
}

/// Enter in the name field at the end of a handed-out quiz: saves the
/// answers file (`quiz::answers_file::save_answers`) and says where.
fn save_answers(siv: &mut Cursive, name: &str) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let Some(answers) = app.screen.running().and_then(|r| match &r.activity {
        Activity::Quiz(quiz) => quiz.answers_file(),
        Activity::Lesson { .. } => None,
    }) else {
        return;
    };
    if name.trim().is_empty() {
        if let Some(r) = app.screen.running_mut() {
            r.message = Some(app.l.text("quiz-save-name-first"));
        }
        show(siv);
        return;
    }
    let (quiz, given) = answers;
    let name = crate::text::errors::clean(name.trim());
    let saved = match &app.hand_in.save_to {
        Some(path) => crate::quiz::answers_file::save_answers(path, &name, &quiz, &given)
            .map(|()| path.clone())
            .map_err(|e| (path.clone(), e)),
        None => {
            let dir = std::env::current_dir().unwrap_or_else(|_| std::path::PathBuf::from("."));
            crate::quiz::answers_file::save_answers_in(&dir, &name, &quiz, &given)
                .map_err(|e| (dir, e))
        }
    };
    let l = &app.l;
    match saved {
        Ok(path) => {
            app.hand_in.saved = Some(l.text_with(
                "quiz-saved",
                crate::args![("path", crate::text::errors::path_shown(&path))],
            ));
            if let Some(r) = app.screen.running_mut() {
                r.message = None;
            }
        }
        Err((path, e)) => {
            let message = l.text_with(
                "quiz-save-failed",
                crate::args![
                    ("path", crate::text::errors::path_shown(&path)),
                    ("detail", crate::text::errors::io_error(l, &e))
                ],
            );
            if let Some(r) = app.screen.running_mut() {
                r.message = Some(message);
            }
        }
    }
    show(siv);
}

fn start(app: &mut App, activity: Activity) {
    let mut running = Running::new(activity);
    running.reset_view();
    app.screen = Screen::Lesson(Box::new(running));
}

/// What the screen shows of the activity's current step.
struct View<'a> {
    rules: RulesetId,
    position: Option<&'a Position>,
    text: Option<String>,
    question: Option<&'a Question>,
    phase: &'a Phase,
    hint: Option<String>,
    /// The lesson's explanation, shown with the feedback.
    explain: Option<String>,
}

impl Running {
    /// `activity` as it starts: the cursor on square 1, nothing marked,
    /// no overlay and no message (before [`Running::reset_view`]).
    pub(crate) fn new(activity: Activity) -> Running {
        Running {
            activity,
            cursor: Square::FIRST,
            route: false,
            picked: Vec::new(),
            message: None,
            cursor_moved: false,
            confirm_none: false,
        }
    }

    /// Cursor on the first highlighted square (on square 1 while a question
    /// waits for its answer, so the cursor points at nothing in particular),
    /// route overlay as the step says.
    fn reset_view(&mut self) {
        let position = self.position().cloned();
        let asking = *self.phase() == Phase::Asking;
        self.route = position.as_ref().is_some_and(|p| p.route);
        self.cursor = position
            .and_then(|p| p.highlight.first().copied())
            .filter(|_| !asking)
            .unwrap_or(Square::FIRST);
        self.picked.clear();
        self.message = None;
        self.cursor_moved = false;
        self.confirm_none = false;
    }

    fn position(&self) -> Option<&Position> {
        match &self.activity {
            Activity::Lesson { session, .. } => session.step().and_then(|s| s.position.as_ref()),
            Activity::Quiz(quiz) => quiz.item().map(|i| &i.position),
        }
    }

    fn phase(&self) -> &Phase {
        match &self.activity {
            Activity::Lesson { session, .. } => session.phase(),
            Activity::Quiz(quiz) => quiz.phase(),
        }
    }

    /// The misconception the first answer to the question showing revealed.
    fn misconception(&self) -> Option<&'static str> {
        match &self.activity {
            Activity::Lesson { session, .. } => session.misconception(),
            Activity::Quiz(quiz) => quiz.misconception(),
        }
    }

    /// Whether the first answer to the question showing was wrong (the
    /// learner tries once more, or did).
    fn missed(&self) -> bool {
        match &self.activity {
            Activity::Lesson { session, .. } => session.missed().is_some(),
            Activity::Quiz(quiz) => quiz.missed().is_some(),
        }
    }

    fn rules(&self) -> RulesetId {
        match &self.activity {
            Activity::Lesson { session, .. } => session.lesson().rules,
            Activity::Quiz(quiz) => quiz.rules(),
        }
    }
}

fn view<'a>(app: &'a App, running: &'a Running) -> Option<View<'a>> {
    Some(match &running.activity {
        Activity::Lesson { index, session } => {
            let step = session.step()?;
            let hint = step
                .question
                .as_ref()
                .and_then(|q| q.hint.as_ref())
                .filter(|_| session.hint_shown())
                .map(|h| app.lesson_text(*index, h));
            View {
                rules: session.lesson().rules,
                position: step.position.as_ref(),
                text: step.text.as_ref().map(|id| app.lesson_text(*index, id)),
                question: step.question.as_ref(),
                phase: session.phase(),
                hint,
                explain: step.explain.as_ref().map(|id| app.lesson_text(*index, id)),
            }
        }
        Activity::Quiz(quiz) => {
            let item = quiz.item()?;
            View {
                rules: quiz.rules(),
                position: Some(&item.position),
                text: None,
                question: Some(&item.question),
                phase: quiz.phase(),
                hint: None,
                explain: None,
            }
        }
    })
}

/// The header: where the learner is (the lesson or quiz), and the progress
/// and score.
fn header(app: &App, running: &Running) -> (String, String) {
    let l = &app.l;
    match &running.activity {
        Activity::Lesson { index, session } => {
            let (right, answered) = session.score();
            let place = l.text_with(
                "frame-lesson",
                crate::args![
                    ("title", app.lesson_text(*index, &session.lesson().title)),
                    ("rules", ruleset_name(l, session.lesson().rules)),
                ],
            );
            // The score only once a question has been answered: a lesson
            // that opens with reading steps says only where it is.
            let status = if answered == 0 {
                l.text_with(
                    "frame-lesson-status-steps",
                    crate::args![("step", session.index() + 1), ("steps", session.len())],
                )
            } else {
                l.text_with(
                    "frame-lesson-status",
                    crate::args![
                        ("step", session.index() + 1),
                        ("steps", session.len()),
                        ("right", right),
                        ("answered", answered),
                    ],
                )
            };
            (place, status)
        }
        Activity::Quiz(quiz) => {
            let (number, count) = quiz.progress();
            let (right, answered) = quiz.score();
            let (streak, _) = quiz.streak();
            let place = l.text_with(
                "frame-quiz",
                crate::args![("rules", ruleset_name(l, quiz.rules()))],
            );
            // As in a lesson, the score and streak only once a question has
            // been answered ("right 0 of 0" says nothing).
            let status = if answered == 0 {
                l.text_with(
                    "frame-quiz-status-first",
                    crate::args![("number", number), ("count", count)],
                )
            } else {
                l.text_with(
                    "frame-quiz-status",
                    crate::args![
                        ("number", number),
                        ("count", count),
                        ("right", right),
                        ("answered", answered),
                        ("streak", streak),
                    ],
                )
            };
            (place, status)
        }
    }
}

/// One way the sticks fall for a throw of `value` ("One way to throw a 2:
/// sticks ▯ ▯ ▮ ▮ = 2"), the first sticks light; none for the race's die.
fn sticks_example(l: &crate::i18n::Localizer, rules: RulesetId, value: u8) -> Option<String> {
    if rules.ruleset().is_race() || !(1..=5).contains(&value) {
        return None;
    }
    let light = value % 5;
    let throw = crate::engine::Throw::from_sticks((1u8 << light) - 1);
    Some(l.text_with(
        "lesson-sticks-example",
        crate::args![
            ("value", value),
            ("sticks", crate::text::play::sticks(l, rules, throw))
        ],
    ))
}

/// Draws the current step.
pub fn show(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    app.screen.uncover();
    let Some(running) = app.screen.running() else {
        return;
    };
    if *running.phase() == Phase::Finished {
        show_finished(siv);
        return;
    }
    let Some(v) = view(app, running) else { return };
    let l = &app.l;
    let rules = v.rules.ruleset();
    // Once answered, the board shows the move (from and to marked).
    let answered_move = match (v.phase, v.question) {
        (Phase::Answered { .. }, Some(q)) => {
            v.position.and_then(|p| shown_answer_move(rules, p, q))
        }
        _ => None,
    };
    let shown_move = answered_move.as_ref().map(|m| (m.from, m.to));
    let (board, highlight) = match (answered_move, v.position) {
        (Some(m), _) => (m.board, vec![m.from, m.to]),
        (None, Some(p)) => (*p.at.board(), p.highlight.clone()),
        (None, None) => (Board::empty(), Vec::new()),
    };
    let board_view = BoardView::new(
        board,
        highlight,
        running.route,
        running.cursor,
        l.text("legal-off"),
    )
    .for_rules(v.rules)
    .with_last_move(shown_move)
    .on_cursor(|s, square| {
        let info = s.user_data::<App>().map(|app| {
            let rules = app.screen.running_mut().map(|r| {
                r.cursor = square;
                r.cursor_moved = true;
                r.rules()
            });
            rules
                .map(|r| square_info(&app.l, r.ruleset(), square))
                .unwrap_or_default()
        });
        s.call_on_name("square-info", |v: &mut TextView| {
            v.set_content(info.unwrap_or_default())
        });
    })
    .with_name("board");
    let situation = match (v.position, v.question.map(|q| &q.kind)) {
        (Some(p), _) => situation(app, v.rules, p),
        // A question about the sticks has no board to show: the sticks of
        // one throw of that value are shown instead (one of its ways, so
        // the chance is still for the learner to count).
        (None, Some(QuestionKind::ThrowChance { value })) => {
            sticks_example(l, v.rules, *value).unwrap_or_default()
        }
        _ => String::new(),
    };
    // While a question waits (and in its feedback, which quotes the rule), a
    // square's rule is shown only once the learner moves the cursor: the rule
    // under the asked piece would give the answer away.
    let info = if v.question.is_some() && !running.cursor_moved {
        String::new()
    } else {
        square_info(l, rules, running.cursor)
    };
    let mut text = v.text.clone().unwrap_or_default();
    if let Some(q) = v.question {
        if v.text.is_none() {
            text = question_prompt(l, rules, v.position, q);
        }
        if let Some(hint) = &v.hint {
            text.push_str("\n\n");
            text.push_str(&l.text_with("feedback-hint", crate::args![("hint", hint.as_str())]));
        }
    }
    let board_part = LinearLayout::vertical()
        .child(board_view)
        .child(TextView::new(super::board::legend(l, v.rules)));
    let mut side = None;
    let mut body = LinearLayout::vertical();
    // A lesson shown in another language than the learner's says so first.
    if let Some(notice) = &app.lesson_notice {
        body = body.child(TextView::new(notice.clone()));
    }
    let mut body = body
        .child(TextView::new(situation))
        .child(TextView::new(info).with_name("square-info"))
        .child(DummyView)
        .child(TextView::new(text));
    // A save that failed (or a damaged file kept aside) is shown at once,
    // and again on the summary screen.
    if let Some(notice) = &app.notice {
        body = body.child(DummyView).child(TextView::new(notice.clone()));
    }
    let is_quiz = matches!(running.activity, Activity::Quiz(_));
    let hints = match (v.phase, v.question) {
        (Phase::Asking, Some(q)) => {
            let input = match &running.activity {
                Activity::Quiz(quiz) => quiz.options().clone(),
                Activity::Lesson { .. } => input_for(rules, v.position, q),
            };
            body =
                body.child(DummyView)
                    .child(answer_widget(app, rules, v.position, input.clone()));
            // A list of squares shows its message above the squares, inside
            // the widget, where the learner is looking.
            if let (Some(message), false) = (&running.message, matches!(input, Input::Pick(_))) {
                body = body.child(TextView::new(message.clone()));
            }
            let id = match (is_quiz, q.hint.is_some()) {
                (true, _) => "hints-quiz-question",
                (false, true) => "hints-question",
                (false, false) => "hints-question-no-hint",
            };
            l.text(id)
        }
        (Phase::Answered { given, .. }, Some(q)) => {
            // The explanation: beside the board on a wide terminal, after
            // the question on a narrow one.
            // Right on the second try is never "Right!"; a misconception
            // the first answer revealed is named in one line.
            let lines = crate::text::learner::feedback_lines(
                l,
                rules,
                v.position,
                q,
                given,
                v.explain.as_deref(),
                crate::text::learner::FirstTry {
                    missed: running.missed(),
                    misconception: running.misconception(),
                },
            );
            side = Some(lines.join("\n"));
            l.text(if is_quiz {
                "hints-quiz-feedback"
            } else {
                "hints-feedback"
            })
        }
        _ => l.text("hints-reading"),
    };
    let (place, status) = header(app, running);
    let mut frame = Frame::new(l, place, hints, body)
        .status(status)
        .board(board_part);
    if let Some(side) = side {
        // Narrow, the explanation ends the body: keep it in view.
        frame = frame
            .side(move || TextView::new(side.clone()))
            .stick_to_bottom();
    }
    set_screen(siv, frame);
    let focus_answer = siv
        .user_data::<App>()
        .and_then(|a| a.screen.running())
        .is_some_and(|r| *r.phase() == Phase::Asking);
    if focus_answer {
        let _ = siv.focus_name("answer");
    }
}

fn situation(app: &App, rules: RulesetId, p: &Position) -> String {
    crate::text::lesson::situation_line(&app.l, rules, p)
}

/// The widget that takes the answer, named "answer".
fn answer_widget(
    app: &App,
    rules: &'static crate::engine::Ruleset,
    position: Option<&Position>,
    input: Input,
) -> Box<dyn cursive::View> {
    let l = &app.l;
    match input {
        Input::Choose(options) => {
            // Nothing is chosen at first: Enter answers only once the learner
            // has moved to an option (arrows) or pressed its number.
            let mut select: SelectView<Option<Answer>> = SelectView::new();
            select.add_item(l.text("answer-choose-placeholder"), None);
            for (i, option) in options.into_iter().enumerate() {
                let label = format!("{}. {}", i + 1, option_label(l, rules, position, &option));
                select.add_item(label, Some(option));
            }
            select.set_on_submit(|s, answer: &Option<Answer>| match answer {
                Some(answer) => submit(s, answer.clone()),
                None => say(s, "answer-choose-first"),
            });
            let count = select.len();
            let mut list = OnEventView::new(select.with_name("answer"));
            for digit in 1..count.min(10) {
                let key = char::from_digit(digit as u32, 10).unwrap_or('1');
                list = list.on_event(key, move |s| {
                    s.call_on_name("answer", |v: &mut SelectView<Option<Answer>>| {
                        v.set_selection(digit)
                    });
                });
            }
            Box::new(list)
        }
        input @ (Input::Square | Input::Number) => {
            let square = input == Input::Square;
            let prompt = l.text(if square {
                "answer-square-prompt"
            } else {
                "answer-number-prompt"
            });
            let edit = EditView::new()
                .on_submit(move |s, text| {
                    if text.trim().is_empty() {
                        // Nothing typed yet: said so, and nothing counted.
                        say(s, "answer-empty");
                        return;
                    }
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
            // No typed answer contains an h or a b: they ask for the hint and
            // start the lesson over, as everywhere.
            let edit = OnEventView::new(edit)
                .on_pre_event('h', hint)
                .on_pre_event('b', start_over)
                .on_pre_event('?', super::help::open);
            Box::new(
                LinearLayout::vertical()
                    .child(TextView::new(prompt))
                    .child(edit),
            )
        }
        Input::Pick(squares) => {
            let (picked, message) = app
                .screen
                .running()
                .map(|r| (r.picked.clone(), r.message.clone()))
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
                .on_event(' ', toggle_pick)
                .on_pre_event(Event::Key(Key::Enter), |s| {
                    let mut picked = s
                        .user_data::<App>()
                        .and_then(|a| a.screen.running())
                        .map(|r| r.picked.clone())
                        .unwrap_or_default();
                    picked.sort_unstable();
                    // Nothing marked: the first Enter asks, the second answers "none".
                    let first_empty_enter = picked.is_empty()
                        && s.user_data::<App>()
                            .and_then(|a| a.screen.running_mut())
                            .is_some_and(|r| !std::mem::replace(&mut r.confirm_none, true));
                    if first_empty_enter {
                        say_in_place(s, "answer-pick-none-confirm");
                    } else {
                        submit(s, Answer::Squares(picked));
                    }
                });
            // At most PICK_ROWS squares show at once: the list scrolls
            // inside itself, so the prompt and the message above it stay
            // in view with the focused square (80x24).
            Box::new(
                LinearLayout::vertical()
                    .child(TextView::new(l.text("answer-pick-prompt")))
                    .child(TextView::new(message.unwrap_or_default()).with_name("pick-message"))
                    .child(list.scrollable().max_height(PICK_ROWS)),
            )
        }
    }
}

/// How many squares a pick list shows at once.
const PICK_ROWS: usize = 7;

/// Space on a pick list: marks or unmarks the selected square, in place
/// (the screen is not redrawn from the top, so nothing scrolls away).
fn toggle_pick(s: &mut Cursive) {
    let selected = s
        .call_on_name("answer", |v: &mut SelectView<Square>| {
            (v.selection(), v.selected_id())
        })
        .and_then(|(square, id)| Some((*square?, id?)));
    let Some((square, id)) = selected else { return };
    let mut marked = false;
    if let Some(r) = s.user_data::<App>().and_then(|a| a.screen.running_mut()) {
        if let Some(i) = r.picked.iter().position(|p| *p == square) {
            r.picked.remove(i);
        } else {
            r.picked.push(square);
            marked = true;
        }
        // A mark changes the answer: an earlier "nothing marked" no longer holds.
        r.confirm_none = false;
        r.message = None;
    }
    let mark = if marked { "[x]" } else { "[ ]" };
    s.call_on_name("answer", |v: &mut SelectView<Square>| {
        if let Some((label, _)) = v.get_item_mut(id) {
            *label = format!("{mark} {square}").into();
        }
    });
    s.call_on_name("pick-message", |v: &mut TextView| v.set_content(""));
}

/// Shows message `id` above a pick list, in place (nothing scrolls).
fn say_in_place(siv: &mut Cursive, id: &str) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let message = app.l.text(id);
    if let Some(r) = app.screen.running_mut() {
        r.message = Some(message.clone());
    }
    let shown = siv
        .call_on_name("pick-message", |v: &mut TextView| v.set_content(message))
        .is_some();
    if !shown {
        show(siv);
    }
}

fn submit(siv: &mut Cursive, answer: Answer) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let mut save = false;
    if let Some(r) = app.screen.running_mut() {
        // The first try of every question goes into the learner record.
        save = match &mut r.activity {
            Activity::Lesson { session, .. } => {
                let first = session.missed().is_none();
                session.answer_recorded(answer, &mut app.progress.learner, now());
                first
            }
            Activity::Quiz(quiz) => {
                let first = quiz.tries() == 0;
                quiz.answer(answer, &mut app.progress.learner, now());
                first
            }
        };
        // A first wrong answer: one more try before the explanation.
        r.message =
            (*r.phase() == Phase::Asking && r.missed()).then(|| app.l.text("answer-try-again"));
    }
    // Every quiz answer is saved at once, so a killed program loses nothing.
    if save {
        if let Some(problem) = app.save() {
            app.notice = Some(problem);
        }
    }
    show(siv);
}

fn invalid(siv: &mut Cursive) {
    say(siv, "answer-invalid");
}

/// Shows message `id` under the answer widget.
fn say(siv: &mut Cursive, id: &str) {
    if let Some(app) = siv.user_data::<App>() {
        let message = app.l.text(id);
        if let Some(r) = app.screen.running_mut() {
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
    let Some(r) = app.screen.running_mut() else {
        return;
    };
    match *r.phase() {
        Phase::Asking => return,
        Phase::Finished => {
            let index = match &r.activity {
                Activity::Lesson { index, .. } => Some(*index),
                Activity::Quiz(_) => None,
            };
            let next_lesson = index.map(|i| next_lesson(app, i));
            // The next screen replaces the finished one.
            match next_lesson {
                None => home::show(siv),
                Some(Some(next)) => open(siv, next),
                Some(None) => lessons::show(siv),
            }
            return;
        }
        Phase::Reading | Phase::Answered { .. } => {}
    }
    let finished = match &mut r.activity {
        Activity::Lesson { session, .. } => session.advance(),
        Activity::Quiz(quiz) => quiz.advance(&app.progress.learner, now()),
    };
    r.reset_view();
    if let Activity::Lesson { session, .. } = &r.activity {
        if finished {
            let lesson = session.lesson().clone();
            let (right, answered) = session.score();
            let key = step_key(app, &lesson.id);
            app.progress
                .learner
                .complete_lesson(&key, right as u32, answered as u32, now());
            let problems = [app.complete(&lesson), save_step(app, &lesson.id, None)];
            let problems: Vec<String> = problems.into_iter().flatten().collect();
            if !problems.is_empty() {
                app.notice = Some(problems.join("\n"));
            }
        } else {
            // Saved at every step, not only on Esc: quitting the program
            // (or a crash) inside a lesson keeps where it was.
            let (id, step) = (session.lesson().id.clone(), session.index());
            if let Some(problem) = save_step(app, &id, Some(step)) {
                app.notice = Some(problem);
            }
        }
    }
    show(siv);
}

/// h: shows the hint.
pub fn hint(siv: &mut Cursive) {
    if let Some(r) = siv.user_data::<App>().and_then(|a| a.screen.running_mut()) {
        if let Activity::Lesson { session, .. } = &mut r.activity {
            if session.show_hint() {
                show(siv);
            }
        }
    }
}

/// r: toggles the route overlay.
pub fn toggle_route(siv: &mut Cursive) {
    if let Some(r) = siv.user_data::<App>().and_then(|a| a.screen.running_mut()) {
        r.route = !r.route;
        show(siv);
    }
}

/// The lesson after lesson `index` in the list of the chosen ruleset, if any.
fn next_lesson(app: &App, index: usize) -> Option<usize> {
    let visible = app.visible_lessons();
    let at = visible.iter().position(|&i| i == index)?;
    visible.get(at + 1).copied()
}

fn show_finished(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    let Some(running) = app.screen.running() else {
        return;
    };
    let mut text = match &running.activity {
        Activity::Lesson { index, session } => {
            let (right, answered) = session.score();
            let mut text = app.l.text_with(
                "lesson-finished",
                crate::args![
                    ("title", app.lesson_text(*index, &session.lesson().title)),
                    ("right", right),
                    ("answered", answered),
                ],
            );
            // Stars from first tries, what they mean, and "try again" under three.
            let stars = crate::learner::stars::stars(right as u32, answered as u32);
            if stars > 0 {
                text.push_str(
                    "

",
                );
                text.push_str(&app.l.text_with(
                    "lesson-stars",
                    crate::args![
                        ("drawn", crate::learner::stars::drawn(stars)),
                        (
                            "stars",
                            match stars {
                                3 => "three",
                                2 => "two",
                                _ => "one",
                            }
                        )
                    ],
                ));
                text.push('\n');
                text.push_str(&app.l.text("lesson-stars-meaning"));
                if stars < 3 {
                    text.push_str("\n\n");
                    text.push_str(&app.l.text("lesson-try-again"));
                }
            }
            text
        }
        Activity::Quiz(quiz) => quiz_summary(app, quiz),
    };
    let next = match &running.activity {
        Activity::Lesson { index, .. } => next_lesson(app, *index),
        Activity::Quiz(_) => None,
    };
    if let Some(next) = next {
        let title = app
            .lessons
            .get(next)
            .map(|c| app.lesson_text(next, &c.lesson.title))
            .unwrap_or_default();
        text.push_str("\n\n");
        text.push_str(
            &app.l
                .text_with("lesson-next", crate::args![("title", title)]),
        );
    }
    if let Some(notice) = app.notice.take() {
        text.push_str("\n\n");
        text.push_str(&notice);
    }
    let hints = app.l.text(match (&running.activity, next) {
        (Activity::Lesson { .. }, Some(_)) => "hints-finished-next",
        (Activity::Lesson { .. }, None) => "hints-finished",
        (Activity::Quiz(_), _) => "hints-quiz-finished",
    });
    // A handed-out quiz offers to save the answers until they are saved.
    let hand_in = match &running.activity {
        Activity::Quiz(quiz) => quiz.answers_file().is_some(),
        Activity::Lesson { .. } => false,
    };
    let asking_name = hand_in && app.hand_in.saved.is_none();
    if let Some(saved) = app.hand_in.saved.as_ref().filter(|_| hand_in) {
        text.push_str("\n\n");
        text.push_str(saved);
    }
    let hints = if asking_name {
        app.l.text("hints-quiz-save")
    } else {
        hints
    };
    let (place, _) = header(app, running);
    let (right, answered) = match &running.activity {
        Activity::Lesson { session, .. } => session.score(),
        Activity::Quiz(quiz) => quiz.score(),
    };
    // A lesson of reading steps only has no score to show.
    let status = if answered == 0 {
        String::new()
    } else {
        app.l.text_with(
            "frame-score",
            crate::args![("right", right), ("answered", answered)],
        )
    };
    let mut body = LinearLayout::vertical().child(TextView::new(text));
    if asking_name {
        let mut prompt = app.l.text("quiz-save-prompt");
        if let Some(path) = &app.hand_in.save_to {
            prompt.push(' ');
            prompt.push_str(&app.l.text_with(
                "quiz-save-to",
                crate::args![("path", crate::text::errors::path_shown(path))],
            ));
        }
        body = body.child(DummyView).child(TextView::new(prompt)).child(
            EditView::new()
                .max_content_width(60)
                .on_submit(save_answers)
                .with_name("student-name")
                .fixed_width(40),
        );
        if let Some(message) = &running.message {
            body = body.child(TextView::new(message.clone()));
        }
    }
    let frame = Frame::new(&app.l, place, hints, body).status(status);
    set_screen(siv, frame);
    if asking_name {
        let _ = siv.focus_name("student-name");
    }
}

/// The end of a quiz: the score, the best streak, and each topic's tally.
fn quiz_summary(app: &App, quiz: &QuizSession) -> String {
    let l = &app.l;
    let (right, answered) = quiz.score();
    let (_, best) = quiz.streak();
    let mut lines = vec![
        l.text_with(
            "quiz-finished",
            crate::args![("right", right), ("answered", answered), ("best", best)],
        ),
        String::new(),
        l.text("quiz-by-topic"),
    ];
    for (rule, tally) in quiz.tally() {
        let name = topic_name(app, quiz.rules(), Topic::Rule(*rule));
        lines.push(format!(
            "  {}/{}  {name}",
            tally.first_try_right, tally.asked
        ));
    }
    lines.join("\n")
}

/// A topic in words: a reason's name or a rule's title (no internal code).
fn topic_name(app: &App, rules: RulesetId, topic: Topic) -> String {
    crate::text::progress::topic_name(&app.l, rules, topic)
}

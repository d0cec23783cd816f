//! The terminal tutor (cursive, pure-Rust crossterm backend). One file per
//! screen; every screen is a thin view of state kept in [`App`] (the cursive
//! user data) and of pure models tested without a terminal.

pub mod board;
pub mod explore;
pub mod frame;
pub mod guard;
pub mod help;
mod home;
mod lesson;
mod lessons;
pub mod move_list;
pub mod odds;
pub mod play;
pub mod progress;
pub mod replays;
mod settings;
pub mod theme;
pub mod viewer;
pub mod wrapped;

use std::path::PathBuf;

use cursive::Cursive;
use cursive::event::Key;

use crate::engine::RulesetId;
use crate::i18n::{Lang, Localizer};
use crate::lesson::session::LessonSession;
use crate::lesson::{CheckedLesson, Lesson};
use crate::quiz::QuizSession;
use crate::store::progress::{LoadNotice, Progress, ProgressStore};
use crate::store::settings::{Change, OpponentChoice, Pace, SettingsNotice, SettingsStore};

pub use guard::MIN_SIZE;

/// Everything the screens show, kept as cursive user data.
pub struct App {
    /// The messages in the chosen language.
    pub l: Localizer,
    /// The ruleset chosen on the home screen.
    pub rules: RulesetId,
    /// Every lesson available (shipped, or a teacher's; a course's, in its order, while one is open).
    pub lessons: Vec<CheckedLesson>,
    /// The teacher's course open on the lesson list, if any.
    pub course: Option<crate::lesson::course::Course>,
    /// The lessons set aside while a course is open (given back when it is closed).
    pub shelved: Option<Vec<CheckedLesson>>,
    /// What the learner has completed.
    pub progress: Progress,
    /// Where progress is saved (`None`: nowhere, e.g. no data folder).
    pub store: Option<ProgressStore>,
    /// The user's data folder (progress, recorded games, best scores), if any.
    pub data_dir: Option<PathBuf>,
    /// The game being played.
    pub play: Option<play::PlayState>,
    /// Whether games start with the tutor on (a warning before a move the
    /// computer judges a mistake or a blunder). Off by default, against the
    /// computer too; `senet play --tutor` turns it on, and the play screen's
    /// `T` switches it for this game and the next ones of this run.
    pub tutor: bool,
    /// The computer level last chosen on the home screen (0: the random
    /// mover, 1..=4), offered first the next time.
    pub level: u8,
    /// The learner's side in a game against the computer started from the
    /// home screen (a skiryuk ceremony or arcade's series decides it there).
    pub side: crate::engine::Side,
    /// Against whom the home screen's game was last started.
    pub opponent: OpponentChoice,
    /// How quickly the computer's moves are shown.
    pub pace: Pace,
    /// Where the settings are saved (`None`: nowhere).
    pub settings: Option<SettingsStore>,
    /// The language and ruleset saved in the settings, applied only where
    /// the command line does not name them ([`App::use_saved`]).
    saved_lang: Option<Lang>,
    saved_rules: Option<RulesetId>,
    /// The replay being viewed.
    pub viewer: Option<viewer::ViewerState>,
    /// The position being explored.
    pub explore: Option<explore::ExploreState>,
    /// The lesson being worked through.
    pub running: Option<Running>,
    /// A message to show once (e.g. a corrupt progress file kept aside).
    pub notice: Option<String>,
    /// A line shown over the lesson running (e.g. that it is not written in
    /// the learner's language); set when a lesson opens.
    pub lesson_notice: Option<String>,
    /// The screen showing.
    pub screen: Screen,
    /// The screen under the help overlay, while it is open.
    pub help_return: Option<Screen>,
    /// The home menu's line to select when it is shown next (after a switch).
    pub home_selection: Option<usize>,
    /// The screens' colours: the palette chosen, or [`theme::Palette::Mono`]
    /// under `--color never` or `NO_COLOR` (apply a change with [`theme::apply`]).
    pub palette: theme::Palette,
    /// The palette chosen in the settings (saved), whether or not colour is
    /// used in this terminal ([`App::palette`] is what is drawn).
    pub palette_choice: theme::Palette,
}

/// The screens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Screen {
    /// Home.
    Home,
    /// The rules of the chosen ruleset.
    Rules,
    /// The lesson list.
    Lessons,
    /// A lesson or a quiz question.
    Lesson,
    /// A game.
    Play,
    /// The list of replays.
    Replays,
    /// The replay viewer.
    Viewer,
    /// The viewer's "go to entry" box.
    ViewerDialog,
    /// The tutor's warning over the play screen.
    PlayDialog,
    /// The computer's level, chosen before a game from the home screen.
    ChooseLevel,
    /// The settings screen (`S` from home).
    Settings,
    /// The explore screen (a position set up by hand).
    Explore,
    /// The explore screen's "save to file" box.
    ExploreDialog,
    /// The help overlay over another screen ([`help`]).
    Help,
    /// The learner's progress ([`progress`]).
    Progress,
    /// The house odds for a square, looking `within` throws ahead.
    Odds {
        /// 26..=30.
        square: crate::engine::Square,
        /// Throws ahead.
        within: u32,
    },
}

/// How many questions a quiz started from the home screen asks.
pub const QUIZ_LENGTH: usize = 10;

/// Seconds since the Unix epoch (the review schedule's clock).
#[must_use]
pub fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// What is being worked through on the question screen.
pub enum Activity {
    /// A lesson: its index in [`App::lessons`] and its session.
    Lesson {
        /// Index into [`App::lessons`].
        index: usize,
        /// The session (boxed, as the quiz's is: the two stay small to move).
        session: Box<LessonSession>,
    },
    /// A quiz.
    Quiz(Box<QuizSession>),
}

/// A lesson or quiz on screen.
pub struct Running {
    /// The lesson or quiz.
    pub activity: Activity,
    /// The square under the board cursor.
    pub cursor: crate::engine::Square,
    /// Whether the route overlay is on.
    pub route: bool,
    /// Squares marked in a pick-squares answer.
    pub picked: Vec<crate::engine::Square>,
    /// A line shown under the answer (e.g. a typed answer that is not valid).
    pub message: Option<String>,
    /// Whether the learner has moved the board cursor on this step: until
    /// then a question shows no square's rule, which could give the answer away.
    pub cursor_moved: bool,
    /// Whether Enter was pressed once on a pick list with nothing marked
    /// (the second Enter answers "none").
    pub confirm_none: bool,
}

/// Where the tutor opens.
#[derive(Debug, Clone, PartialEq)]
pub enum Start {
    /// The home screen.
    Home,
    /// Straight into this lesson (index into the lessons).
    Lesson(usize),
    /// Straight into the replay viewer.
    Viewer(Box<viewer::ViewerState>),
    /// Straight into the explore screen.
    Explore(Box<explore::ExploreState>),
    /// Straight into a game, recorded to this file (default: the data folder's `replays`).
    Play(crate::play::Setup, Option<PathBuf>),
    /// Straight into the unfinished game of this replay file, continued into it.
    Resume(PathBuf),
    /// Straight into a quiz: `count` questions of a ruleset (about `topic`, if given).
    Quiz {
        /// The ruleset.
        rules: RulesetId,
        /// Only this topic.
        topic: Option<crate::quiz::Topic>,
        /// How many questions.
        count: usize,
        /// The seed of the questions.
        seed: u64,
    },
}

impl App {
    /// A new app state. `data_dir`: where progress is kept (`None`: not saved).
    #[must_use]
    pub fn new(
        lang: Lang,
        rules: RulesetId,
        lessons: Vec<CheckedLesson>,
        data_dir: Option<PathBuf>,
    ) -> App {
        let l = Localizer::new(lang).for_screens();
        let store = data_dir.as_deref().map(ProgressStore::in_dir);
        let (progress, notice) = store.as_ref().map(ProgressStore::load).unwrap_or_default();
        let notice = notice.map(|n| match n {
            LoadNotice::CorruptKeptAside(path) => l.text_with(
                "notice-progress-corrupt",
                crate::args![("path", crate::text::errors::path_shown(&path))],
            ),
            LoadNotice::Unreadable(trouble) => l.text_with(
                "notice-progress-unreadable",
                crate::args![
                    (
                        "path",
                        store
                            .as_ref()
                            .map(|s| crate::text::errors::path_shown(s.path()))
                            .unwrap_or_default()
                    ),
                    ("detail", crate::text::errors::trouble(&l, trouble))
                ],
            ),
        });
        let settings = data_dir.as_deref().map(SettingsStore::in_dir);
        let (saved, settings_notice) = settings
            .as_ref()
            .map(SettingsStore::load)
            .unwrap_or_default();
        let settings_notice = settings_notice.map(|n| match n {
            SettingsNotice::KeptAside(path) => l.text_with(
                "notice-settings-corrupt",
                crate::args![("path", crate::text::errors::path_shown(&path))],
            ),
            SettingsNotice::Unreadable(trouble) => l.text_with(
                "notice-settings-unreadable",
                crate::args![("detail", crate::text::errors::trouble(&l, trouble))],
            ),
        });
        let notice = match (notice, settings_notice) {
            (Some(a), Some(b)) => Some(format!("{a}\n{b}")),
            (a, b) => a.or(b),
        };
        App {
            l,
            rules,
            lessons,
            course: None,
            shelved: None,
            progress,
            store,
            running: None,
            data_dir,
            play: None,
            tutor: saved.tutor.unwrap_or(false),
            level: saved.level.unwrap_or(1),
            side: saved.side.unwrap_or(crate::engine::Side::X),
            opponent: saved.opponent.unwrap_or(OpponentChoice::Computer),
            pace: saved.pace.unwrap_or_default(),
            settings,
            saved_lang: saved.lang,
            saved_rules: saved.rules,
            viewer: None,
            explore: None,
            notice,
            lesson_notice: None,
            screen: Screen::Home,
            help_return: None,
            palette: theme::chosen().palette(saved.palette.unwrap_or_default()),
            palette_choice: saved.palette.unwrap_or_default(),
            home_selection: None,
        }
    }

    /// Applies the saved language and ruleset where the command line did
    /// not choose them (`lang`, `rules`: whether it did). The other saved
    /// choices (level, side, opponent, tutor, pace, colours) are applied by
    /// [`App::new`]; a command-line flag given afterwards wins over them.
    pub fn use_saved(&mut self, lang: bool, rules: bool) {
        if !lang {
            if let Some(saved) = self.saved_lang {
                self.l = Localizer::new(saved).for_screens();
            }
        }
        if !rules {
            if let Some(saved) = self.saved_rules {
                self.rules = saved;
            }
        }
    }

    /// Makes a choice and saves it in the settings file. Returns a message
    /// to show when saving failed (the choice still holds for this run). A
    /// palette is drawn from the next frame on once [`theme::apply`]d.
    pub fn choose(&mut self, change: Change) -> Option<String> {
        match change {
            Change::Lang(lang) => self.l = Localizer::new(lang).for_screens(),
            Change::Rules(rules) => self.rules = rules,
            Change::Level(level) => self.level = level,
            Change::Side(side) => self.side = side,
            Change::Opponent(opponent) => self.opponent = opponent,
            Change::Tutor(on) => self.tutor = on,
            Change::Pace(pace) => self.pace = pace,
            Change::Palette(palette) => {
                self.palette_choice = palette;
                self.palette = theme::chosen().palette(palette);
            }
        }
        let store = self.settings.as_ref()?;
        match store.save(change) {
            Ok((_, None)) => None,
            Ok((_, Some(aside))) => Some(self.l.text_with(
                "notice-settings-corrupt",
                crate::args![("path", crate::text::errors::path_shown(&aside))],
            )),
            Err(e) => Some(self.l.text_with(
                "notice-settings-save-failed",
                crate::args![
                    ("path", crate::text::errors::path_shown(store.path())),
                    ("detail", crate::text::errors::trouble(&self.l, e.trouble()))
                ],
            )),
        }
    }

    /// The lessons shown: a course's, all in its order; otherwise, for the
    /// chosen ruleset, the general `intro-` lessons, then its own.
    #[must_use]
    pub fn visible_lessons(&self) -> Vec<usize> {
        if self.course.is_some() {
            return (0..self.lessons.len()).collect();
        }
        self.lessons
            .iter()
            .enumerate()
            .filter(|(_, c)| c.lesson.id.starts_with("intro-") || c.lesson.rules == self.rules)
            .map(|(i, _)| i)
            .collect()
    }

    /// A lesson's title in the chosen language.
    #[must_use]
    pub fn lesson_text(&self, index: usize, id: &str) -> String {
        self.lessons
            .get(index)
            .and_then(|c| c.text_for(self.l.lang()))
            .map_or_else(|| id.to_string(), |t| t.text(id))
    }

    /// Marks a lesson complete (in the open course's progress, when one is
    /// open) and saves the progress. Returns a message when saving failed.
    pub fn complete(&mut self, lesson: &Lesson) -> Option<String> {
        match &self.course {
            Some(course) => {
                self.progress
                    .courses
                    .entry(course.key.clone())
                    .or_default()
                    .insert(lesson.id.clone());
            }
            None => {
                self.progress.completed_lessons.insert(lesson.id.clone());
            }
        }
        self.save()
    }

    /// Whether the lesson `id` is completed (in the open course, when one is open).
    #[must_use]
    pub fn is_done(&self, id: &str) -> bool {
        match &self.course {
            Some(course) => self
                .progress
                .courses
                .get(&course.key)
                .is_some_and(|done| done.contains(id)),
            None => self.progress.completed_lessons.contains(id),
        }
    }

    /// Opens a course on the lesson list: its lessons (checked, in course
    /// order) replace the list until [`App::close_course`]; it becomes the
    /// recent course, saved. Returns a message when saving failed.
    pub fn open_course(
        &mut self,
        course: crate::lesson::course::Course,
        lessons: Vec<CheckedLesson>,
    ) -> Option<String> {
        let previous = std::mem::replace(&mut self.lessons, lessons);
        if self.course.is_none() {
            self.shelved = Some(previous);
        }
        self.progress.recent_course = Some(course.key.clone());
        self.course = Some(course);
        self.save()
    }

    /// Closes the open course: the lessons set aside come back.
    pub fn close_course(&mut self) {
        if let Some(lessons) = self.shelved.take() {
            self.lessons = lessons;
        }
        self.course = None;
    }

    /// Saves the progress, merged with what other runs saved meanwhile (the
    /// merged whole becomes this run's progress). Returns a message to show
    /// at once when saving failed, or when a damaged file had to be kept aside.
    pub fn save(&mut self) -> Option<String> {
        let store = self.store.as_ref()?;
        match store.save_merged(&mut self.progress) {
            Ok(None) => None,
            Ok(Some(aside)) => Some(self.l.text_with(
                "notice-progress-corrupt",
                crate::args![("path", crate::text::errors::path_shown(&aside))],
            )),
            Err(e) => Some(self.l.text_with(
                "notice-progress-save-failed",
                crate::args![
                    ("path", crate::text::errors::path_shown(store.path())),
                    ("detail", crate::text::errors::trouble(&self.l, e.trouble()))
                ],
            )),
        }
    }
}

/// Sets up `siv` with the app and opens the first screen.
pub fn install(siv: &mut Cursive, app: App, start: Start) {
    theme::apply(siv, app.palette);
    siv.set_user_data(app);
    siv.add_global_callback(Key::Esc, go_back);
    siv.add_global_callback('?', help::open);
    siv.add_global_callback(Key::F1, help::open);
    siv.add_global_callback('p', |s| {
        if s.user_data::<App>()
            .is_some_and(|a| a.screen == Screen::Home)
        {
            progress::show(s);
        }
    });
    siv.add_global_callback('S', |s| {
        if s.user_data::<App>()
            .is_some_and(|a| a.screen == Screen::Home)
        {
            settings::show(s, 0);
        }
    });
    siv.add_global_callback('q', |s| {
        if s.user_data::<App>()
            .is_some_and(|a| a.screen == Screen::Home)
        {
            s.quit();
        }
    });
    let in_lesson = |s: &mut Cursive| {
        s.user_data::<App>()
            .is_some_and(|a| a.screen == Screen::Lesson)
    };
    siv.add_global_callback(Key::Enter, move |s| {
        if in_lesson(s) {
            lesson::next(s);
        }
    });
    siv.add_global_callback('n', move |s| {
        if in_lesson(s) {
            lesson::next(s);
        }
    });
    siv.add_global_callback('h', move |s| {
        if in_lesson(s) {
            lesson::hint(s);
        }
    });
    siv.add_global_callback('r', move |s| {
        if in_lesson(s) {
            lesson::toggle_route(s);
        }
    });
    siv.add_global_callback('b', move |s| {
        if in_lesson(s) {
            lesson::start_over(s);
        }
    });
    play::install_keys(siv);
    odds::install_keys(siv);
    viewer::install_keys(siv);
    explore::install_keys(siv);
    replays::install_keys(siv);
    match start {
        Start::Home => home::show(siv),
        Start::Lesson(index) => lesson::open(siv, index),
        Start::Quiz {
            rules,
            topic,
            count,
            seed,
        } => lesson::open_quiz(siv, rules, topic, count, seed),
        Start::Play(setup, record) => play::open(siv, setup, record),
        Start::Resume(path) => play::open_resumed(siv, &path),
        Start::Viewer(state) => viewer::open(siv, *state),
        Start::Explore(state) => explore::open(siv, *state),
    }
}

/// Esc: from a lesson to the list, from anything else to home; on home, nothing.
fn go_back(siv: &mut Cursive) {
    let Some(screen) = siv.user_data::<App>().map(|a| a.screen) else {
        return;
    };
    match screen {
        Screen::Lesson => {
            let mut quiz = false;
            if let Some(app) = siv.user_data::<App>() {
                quiz = matches!(
                    app.running.as_ref().map(|r| &r.activity),
                    Some(Activity::Quiz(_))
                );
                if let Some(problem) = lesson::leave(app) {
                    app.notice = Some(problem);
                }
                app.running = None;
            }
            if quiz {
                home::show(siv);
            } else {
                lessons::show(siv);
            }
        }
        Screen::Lessons
        | Screen::Rules
        | Screen::Odds { .. }
        | Screen::Replays
        | Screen::Progress
        | Screen::Settings
        | Screen::ChooseLevel => home::show(siv),
        Screen::Viewer => replays::show(siv),
        Screen::ViewerDialog => {
            siv.pop_layer();
            viewer::show(siv);
        }
        Screen::PlayDialog => play::think_again(siv),
        Screen::Explore => {
            if let Some(app) = siv.user_data::<App>() {
                app.explore = None;
            }
            home::show(siv);
        }
        Screen::ExploreDialog => {
            siv.pop_layer();
            explore::show(siv);
        }
        Screen::Help => help::close(siv),
        Screen::Play => play::leave(siv),
        Screen::Home => {}
    }
}

/// Runs the tutor in the terminal until the learner quits.
///
/// # Errors
/// The terminal could not be set up.
pub fn run(app: App, start: Start) -> std::io::Result<()> {
    let mut siv = cursive::default();
    install(&mut siv, app, start);
    siv.try_run()
        .map_err(|e| std::io::Error::other(e.to_string()))
}

pub use frame::Frame;

/// Replaces the current screen with `frame` (see [`frame`]).
fn set_screen(siv: &mut Cursive, frame: Frame) {
    frame::show(siv, frame);
}

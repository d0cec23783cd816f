//! The terminal tutor (cursive, pure-Rust crossterm backend). One file per
//! screen; every screen is a thin view of state kept in [`App`] (the cursive
//! user data) and of pure models tested without a terminal.
//!
//! [`App::screen`] is the one [`Screen`] value showing, carrying that
//! screen's state (the game, the replay, the lesson, the position being
//! explored, the help and the screen under it): leaving a screen drops its
//! state, and what a key does (Esc: [`Screen::back`]) follows from it alone.

pub(crate) mod board;
pub mod explore;
pub(crate) mod frame;
pub(crate) mod guard;
pub(crate) mod help;
mod home;
mod lesson;
mod lessons;
pub(crate) mod move_list;
pub(crate) mod odds;
pub mod play;
pub(crate) mod progress;
pub(crate) mod replays;
mod settings;
pub mod theme;
pub mod viewer;
pub(crate) mod wrapped;

use std::path::PathBuf;

use cursive::Cursive;
use cursive::event::Key;

use crate::engine::RulesetId;
use crate::i18n::{Lang, Localizer};
use crate::lesson::session::LessonSession;
use crate::lesson::{CheckedLesson, Lesson};
use crate::quiz::QuizSession;
use crate::store::progress::{Progress, ProgressStore};
use crate::store::settings::{Change, OpponentChoice, Pace, SettingsNotice, SettingsStore};
use crate::text::errors::{DataFile, kept_aside_notice, save_notice};

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
    /// A message to show once (e.g. a corrupt progress file kept aside).
    pub notice: Option<String>,
    /// A line shown over the lesson running (e.g. that it is not written in
    /// the learner's language); set when a lesson opens.
    pub lesson_notice: Option<String>,
    /// The lesson left with Esc (its index in `lessons`): the lesson list
    /// opens on it, not on the first unfinished one.
    pub left_lesson: Option<usize>,
    /// The screen showing, with its state.
    pub screen: Screen,
    /// The home menu's line to select when it is shown next (after a switch).
    pub home_selection: Option<usize>,
    /// The screens' colours: the palette chosen, or [`theme::Palette::Mono`]
    /// under `--color never` or `NO_COLOR` (apply a change with [`theme::apply`]).
    pub palette: theme::Palette,
    /// The palette chosen in the settings (saved), whether or not colour is
    /// used in this terminal ([`App::palette`] is what is drawn).
    pub palette_choice: theme::Palette,
    /// Where a handed-out quiz saves the student's answers, and whether it has.
    pub hand_in: HandIn,
}

/// Handing in a handed-out quiz's answers (`senet quiz --seed S`): where
/// they go, and what became of them.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct HandIn {
    /// The file given with `--save-answers`; `None`: a new file in the
    /// current folder named after the student.
    pub save_to: Option<PathBuf>,
    /// Set once saved: the line saying where (the prompt is not shown again).
    pub saved: Option<String>,
}

/// The screen showing, each with the state it shows. A dialog over a
/// screen (the tutor's warning, a confirmation, the viewer's "go to entry",
/// the explore screen's "save") is its `dialog` flag; the help overlay holds
/// the screen under it.
pub enum Screen {
    /// Home.
    Home,
    /// The rules of the chosen ruleset.
    Rules,
    /// The lesson list.
    Lessons,
    /// A lesson or a quiz question.
    Lesson(Box<Running>),
    /// A game.
    Play {
        /// The game.
        game: Box<play::PlayState>,
        /// The tutor's warning or a confirmation is open over it.
        dialog: bool,
    },
    /// The list of replays.
    Replays,
    /// The replay viewer.
    Viewer {
        /// The replay and the entry showing.
        state: Box<viewer::ViewerState>,
        /// The "go to entry" box is open over it.
        dialog: bool,
    },
    /// The computer's level, chosen before a game from the home screen.
    ChooseLevel,
    /// The settings screen (`S` from home).
    Settings,
    /// The explore screen (a position set up by hand).
    Explore {
        /// The position and the panel.
        state: Box<explore::ExploreState>,
        /// The "save to file" box is open over it.
        dialog: bool,
    },
    /// The help overlay ([`help`]) over the screen it explains.
    Help(Box<Screen>),
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

/// What Esc does on a screen ([`Screen::back`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Back {
    /// Nothing (home).
    Stay,
    /// Home (the screen's state, if any, is dropped).
    Home,
    /// Leaves the lesson (its step remembered) for the lesson list.
    LeaveLesson,
    /// Leaves the quiz for home.
    LeaveQuiz,
    /// From the viewer back to the replay list.
    Replays,
    /// Closes the dialog; the screen under it is drawn again.
    CloseDialog,
    /// Closes the help; the screen under it is back as it was.
    CloseHelp,
    /// Home from a game, asking first when one is under way.
    LeaveGame,
}

impl Screen {
    /// The screen itself, under any help overlay.
    #[must_use]
    pub fn base(&self) -> &Screen {
        match self {
            Screen::Help(under) => under.base(),
            other => other,
        }
    }

    fn base_mut(&mut self) -> &mut Screen {
        match self {
            Screen::Help(under) => under.base_mut(),
            other => other,
        }
    }

    /// The game, whether a dialog or the help is over it or not.
    #[must_use]
    pub fn play(&self) -> Option<&play::PlayState> {
        match self.base() {
            Screen::Play { game, .. } => Some(game),
            _ => None,
        }
    }

    /// The game, to change (see [`Screen::play`]).
    pub fn play_mut(&mut self) -> Option<&mut play::PlayState> {
        match self.base_mut() {
            Screen::Play { game, .. } => Some(game),
            _ => None,
        }
    }

    /// The replay viewed, whether a dialog or the help is over it or not.
    #[must_use]
    pub fn viewer(&self) -> Option<&viewer::ViewerState> {
        match self.base() {
            Screen::Viewer { state, .. } => Some(state),
            _ => None,
        }
    }

    /// The replay viewed, to change (see [`Screen::viewer`]).
    pub fn viewer_mut(&mut self) -> Option<&mut viewer::ViewerState> {
        match self.base_mut() {
            Screen::Viewer { state, .. } => Some(state),
            _ => None,
        }
    }

    /// The position explored, whether a dialog or the help is over it or not.
    #[must_use]
    pub fn explore(&self) -> Option<&explore::ExploreState> {
        match self.base() {
            Screen::Explore { state, .. } => Some(state),
            _ => None,
        }
    }

    /// The position explored, to change (see [`Screen::explore`]).
    pub fn explore_mut(&mut self) -> Option<&mut explore::ExploreState> {
        match self.base_mut() {
            Screen::Explore { state, .. } => Some(state),
            _ => None,
        }
    }

    /// The lesson or quiz on screen, whether the help is over it or not.
    #[must_use]
    pub fn running(&self) -> Option<&Running> {
        match self.base() {
            Screen::Lesson(running) => Some(running),
            _ => None,
        }
    }

    /// The lesson or quiz, to change (see [`Screen::running`]).
    pub fn running_mut(&mut self) -> Option<&mut Running> {
        match self.base_mut() {
            Screen::Lesson(running) => Some(running),
            _ => None,
        }
    }

    /// Whether the game shows with nothing over it (its keys act).
    #[must_use]
    pub fn is_play(&self) -> bool {
        matches!(self, Screen::Play { dialog: false, .. })
    }

    /// Whether the viewer shows with nothing over it (its keys act).
    #[must_use]
    pub fn is_viewer(&self) -> bool {
        matches!(self, Screen::Viewer { dialog: false, .. })
    }

    /// Whether the explore screen shows with nothing over it (its keys act).
    #[must_use]
    pub fn is_explore(&self) -> bool {
        matches!(self, Screen::Explore { dialog: false, .. })
    }

    /// Whether a lesson or quiz shows with nothing over it (its keys act).
    #[must_use]
    pub fn is_lesson(&self) -> bool {
        matches!(self, Screen::Lesson(_))
    }

    /// Whether the home screen shows with nothing over it.
    #[must_use]
    pub fn is_home(&self) -> bool {
        matches!(self, Screen::Home)
    }

    /// Opens or closes the dialog of a screen that has one (nothing on the others).
    pub fn set_dialog(&mut self, open: bool) {
        if let Screen::Play { dialog, .. }
        | Screen::Viewer { dialog, .. }
        | Screen::Explore { dialog, .. } = self
        {
            *dialog = open;
        }
    }

    /// The screen itself, with no help or dialog over it: what it is once
    /// drawn afresh (a new frame replaces every layer).
    pub fn uncover(&mut self) {
        while let Screen::Help(under) = self {
            let under = std::mem::replace(under.as_mut(), Screen::Home);
            *self = under;
        }
        self.set_dialog(false);
    }

    /// The help overlay over this screen (see [`Screen::close_help`]).
    pub fn open_help(&mut self) {
        let under = std::mem::replace(self, Screen::Home);
        *self = Screen::Help(Box::new(under));
    }

    /// The screen under the help, back as it was; `false` when no help is open.
    pub fn close_help(&mut self) -> bool {
        let Screen::Help(under) = self else {
            return false;
        };
        let under = std::mem::replace(under.as_mut(), Screen::Home);
        *self = under;
        true
    }

    /// What Esc does here.
    #[must_use]
    pub fn back(&self) -> Back {
        match self {
            Screen::Home => Back::Stay,
            Screen::Lesson(running) => match running.activity {
                Activity::Lesson { .. } => Back::LeaveLesson,
                Activity::Quiz(_) => Back::LeaveQuiz,
            },
            Screen::Lessons
            | Screen::Rules
            | Screen::Odds { .. }
            | Screen::Replays
            | Screen::Progress
            | Screen::Settings
            | Screen::ChooseLevel
            | Screen::Explore { dialog: false, .. } => Back::Home,
            Screen::Viewer { dialog: false, .. } => Back::Replays,
            Screen::Play { dialog: false, .. } => Back::LeaveGame,
            Screen::Play { dialog: true, .. }
            | Screen::Viewer { dialog: true, .. }
            | Screen::Explore { dialog: true, .. } => Back::CloseDialog,
            Screen::Help(_) => Back::CloseHelp,
        }
    }
}

/// How many questions a quiz started from the home screen asks.
pub const QUIZ_LENGTH: usize = 10;

/// Seconds since the Unix epoch (the review schedule's clock). For tests
/// and simulated learners only, the environment variable `SENET_NOW`
/// (seconds since the epoch) sets this clock (docs/learner.md).
#[must_use]
pub fn now() -> u64 {
    if let Some(t) = std::env::var("SENET_NOW")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
    {
        return t;
    }
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
    /// Straight into a quiz handed out by a teacher: the answer key's
    /// questions in order, and at the end a prompt to save the answers.
    HandedOutQuiz {
        /// The ruleset.
        rules: RulesetId,
        /// Only this topic.
        topic: Option<crate::quiz::Topic>,
        /// How many questions.
        count: usize,
        /// The seed of the questions.
        seed: u64,
        /// Where to save the answers (`--save-answers`), if given.
        save_to: Option<PathBuf>,
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
        let notice = notice.map(|n| {
            crate::text::errors::progress_load_notice(&l, &n, store.as_ref().map(|s| s.path()))
        });
        let settings = data_dir.as_deref().map(SettingsStore::in_dir);
        let (saved, settings_notice) = settings
            .as_ref()
            .map(SettingsStore::load)
            .unwrap_or_default();
        let settings_notice = settings_notice.map(|n| match n {
            SettingsNotice::KeptAside(path) => kept_aside_notice(&l, DataFile::Settings, &path),
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
            data_dir,
            tutor: saved.tutor.unwrap_or(false),
            level: saved.level.unwrap_or(1),
            side: saved.side.unwrap_or(crate::engine::Side::X),
            opponent: saved.opponent.unwrap_or(OpponentChoice::Computer),
            pace: saved.pace.unwrap_or_default(),
            settings,
            saved_lang: saved.lang,
            saved_rules: saved.rules,
            notice,
            lesson_notice: None,
            left_lesson: None,
            screen: Screen::Home,
            palette: theme::chosen().palette(saved.palette.unwrap_or_default()),
            palette_choice: saved.palette.unwrap_or_default(),
            home_selection: None,
            hand_in: HandIn::default(),
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
        let saved = store.save(change).map(|(_, aside)| aside);
        save_notice(&self.l, DataFile::Settings, store.path(), saved)
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
        self.progress.recent_course = Some(course.folder_key.clone());
        // A course that now has an id keeps what was done under its folder's path.
        if course.key != course.folder_key {
            if let Some(done) = self.progress.courses.remove(&course.folder_key) {
                self.progress
                    .courses
                    .entry(course.key.clone())
                    .or_default()
                    .extend(done);
            }
        }
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
        let saved = store.save_merged(&mut self.progress);
        save_notice(&self.l, DataFile::Progress, store.path(), saved)
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
        if s.user_data::<App>().is_some_and(|a| a.screen.is_home()) {
            progress::show(s);
        }
    });
    siv.add_global_callback('S', |s| {
        if s.user_data::<App>().is_some_and(|a| a.screen.is_home()) {
            settings::show(s, 0);
        }
    });
    siv.add_global_callback('q', |s| {
        if s.user_data::<App>().is_some_and(|a| a.screen.is_home()) {
            s.quit();
        }
    });
    let in_lesson = |s: &mut Cursive| s.user_data::<App>().is_some_and(|a| a.screen.is_lesson());
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
        Start::HandedOutQuiz {
            rules,
            topic,
            count,
            seed,
            save_to,
        } => lesson::open_handed_out_quiz(siv, rules, topic, count, seed, save_to),
        Start::Play(setup, record) => play::open(siv, setup, record),
        Start::Resume(path) => play::open_resumed(siv, &path),
        Start::Viewer(state) => viewer::open(siv, *state),
        Start::Explore(state) => explore::open(siv, *state),
    }
}

/// Esc: what [`Screen::back`] says (from a lesson to the list, from the
/// viewer to the replay list, a dialog or the help closed, a game left after
/// asking, anything else home; on home, nothing).
fn go_back(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    match app.screen.back() {
        Back::Stay => {}
        Back::LeaveLesson | Back::LeaveQuiz => {
            let quiz = app.screen.back() == Back::LeaveQuiz;
            // A lesson left unfinished: the list opens on it (a finished
            // one leads on to the next lesson not completed).
            if let Some(Activity::Lesson { index, session }) =
                app.screen.running().map(|r| &r.activity)
            {
                if *session.phase() != crate::lesson::session::Phase::Finished {
                    app.left_lesson = Some(*index);
                }
            }
            if let Some(problem) = lesson::leave(app) {
                app.notice = Some(problem);
            }
            if quiz {
                home::show(siv);
            } else {
                lessons::show(siv);
            }
        }
        Back::Home if app.screen.is_explore() => explore::leave(siv),
        Back::Home => home::show(siv),
        Back::Replays => replays::show(siv),
        Back::CloseDialog => {
            siv.pop_layer();
            show_again(siv);
        }
        Back::CloseHelp => help::close(siv),
        Back::LeaveGame => play::leave(siv),
    }
}

/// Draws again the screen that carries a state (a game, a replay, a
/// position explored, a lesson), with nothing over it.
fn show_again(siv: &mut Cursive) {
    let Some(app) = siv.user_data::<App>() else {
        return;
    };
    match app.screen.base() {
        Screen::Play { .. } => play::show(siv),
        Screen::Viewer { .. } => viewer::show(siv),
        Screen::Explore { .. } => explore::show(siv),
        Screen::Lesson(_) => lesson::show(siv),
        _ => {}
    }
}

/// How the tutor was left.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ended {
    /// By its own keys (q on the home screen, Esc out of a command's screen).
    Quit,
    /// By Ctrl-C (the program then exits with 130, not 0).
    Interrupted,
}

/// Runs the tutor in the terminal until the learner quits.
///
/// # Errors
/// The terminal could not be set up.
pub fn run(app: App, start: Start) -> std::io::Result<Ended> {
    let mut siv = cursive::default();
    install(&mut siv, app, start);
    // Ctrl-C quits as cursive's own handler does, and is remembered, so
    // that the exit status tells a script the run was interrupted.
    let interrupted = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let flag = interrupted.clone();
    let ctrl_c = cursive::event::Event::CtrlChar('c');
    siv.clear_global_callbacks(ctrl_c.clone());
    siv.add_global_callback(ctrl_c, move |s| {
        flag.store(true, std::sync::atomic::Ordering::Relaxed);
        s.quit();
    });
    siv.try_run()
        .map_err(|e| std::io::Error::other(e.to_string()))?;
    Ok(if interrupted.load(std::sync::atomic::Ordering::Relaxed) {
        Ended::Interrupted
    } else {
        Ended::Quit
    })
}

pub use frame::Frame;

/// Replaces the current screen with `frame` (see [`frame`]).
fn set_screen(siv: &mut Cursive, frame: Frame) {
    frame::show(siv, frame);
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::engine::{Side, Square, ThrowValue};

    fn running(activity: Activity) -> Screen {
        Screen::Lesson(Box::new(Running::new(activity)))
    }

    /// A quiz of three kendall questions on screen.
    pub(crate) fn a_quiz() -> Screen {
        let learner = crate::learner::Learner::default();
        running(Activity::Quiz(Box::new(QuizSession::new(
            RulesetId::Kendall,
            1,
            None,
            3,
            &learner,
            0,
        ))))
    }

    /// The first shipped lesson on screen.
    pub(crate) fn a_lesson() -> Screen {
        let l = Localizer::new(Lang::En);
        let files = crate::lesson::shipped();
        let checked = files
            .iter()
            .find_map(|f| crate::text::lesson_check::check(f, &l).ok())
            .expect("a shipped lesson passes its checks");
        running(Activity::Lesson {
            index: 0,
            session: Box::new(LessonSession::new(checked.lesson)),
        })
    }

    /// A hot-seat kendall game on screen, not begun.
    pub(crate) fn a_game() -> Screen {
        let setup = crate::play::Setup {
            rules: RulesetId::Kendall,
            opponent: crate::play::Opponent::Friend,
            learner: Side::X,
            seed: 3,
            ceremony: false,
        };
        Screen::Play {
            game: Box::new(play::PlayState::new(
                crate::play::PlaySession::new(setup),
                crate::play::table::Table::single(None),
            )),
            dialog: false,
        }
    }

    /// The kendall sample game in the viewer.
    pub(crate) fn a_replay() -> Screen {
        let text = include_str!("../../replays/kendall-sample.yaml");
        let state = viewer::ViewerState::from_text("kendall-sample.yaml".to_string(), text)
            .expect("the sample reads");
        Screen::Viewer {
            state: Box::new(state),
            dialog: false,
        }
    }

    /// Kendall's start position on the explore screen.
    pub(crate) fn a_position() -> Screen {
        let rules = RulesetId::Kendall;
        let sandbox = crate::explore::sandbox::Sandbox::new(
            rules,
            rules.ruleset().start,
            Side::X,
            ThrowValue::THREE,
        );
        Screen::Explore {
            state: Box::new(explore::ExploreState::new(sandbox)),
            dialog: false,
        }
    }

    #[test]
    fn esc_leads_from_each_screen_where_it_should() {
        let odds = Screen::Odds {
            square: Square::HAPPINESS,
            within: 5,
        };
        let cases = [
            (Screen::Home, Back::Stay),
            (Screen::Rules, Back::Home),
            (Screen::Lessons, Back::Home),
            (Screen::Replays, Back::Home),
            (Screen::Progress, Back::Home),
            (Screen::Settings, Back::Home),
            (Screen::ChooseLevel, Back::Home),
            (odds, Back::Home),
            (a_position(), Back::Home),
            (a_lesson(), Back::LeaveLesson),
            (a_quiz(), Back::LeaveQuiz),
            (a_replay(), Back::Replays),
            (a_game(), Back::LeaveGame),
        ];
        for (screen, back) in &cases {
            assert_eq!(screen.back(), *back, "{:?}", help::help_id(screen));
        }
    }

    #[test]
    fn a_dialog_takes_esc_and_the_keys_and_its_closing_gives_them_back() {
        for make in [a_game, a_replay, a_position] {
            let mut screen = make();
            let keys = |s: &Screen| s.is_play() || s.is_viewer() || s.is_explore();
            assert!(keys(&screen));
            screen.set_dialog(true);
            assert_eq!(screen.back(), Back::CloseDialog);
            assert!(!keys(&screen), "the screen's keys wait");
            assert_eq!(help::help_id(&screen), None, "no help over a dialog");
            // The state is still there under the dialog.
            assert!(
                screen.play().is_some() || screen.viewer().is_some() || screen.explore().is_some()
            );
            screen.set_dialog(false);
            assert!(keys(&screen));
        }
        // A screen without a dialog has none to open.
        let mut home = Screen::Home;
        home.set_dialog(true);
        assert_eq!(home.back(), Back::Stay);
    }

    #[test]
    fn the_help_keeps_the_screen_under_it_and_gives_it_back_as_it_was() {
        let mut screen = a_game();
        if let Some(game) = screen.play_mut() {
            game.show_moves = true;
        }
        screen.open_help();
        assert_eq!(screen.back(), Back::CloseHelp);
        assert!(!screen.is_play(), "the game's keys wait under the help");
        assert_eq!(help::help_id(&screen), None, "one help at a time");
        // Under the help the game goes on (e.g. the computer's moves).
        assert!(screen.play().is_some_and(|g| g.show_moves));
        assert!(screen.close_help());
        assert!(screen.is_play() && screen.play().is_some_and(|g| g.show_moves));
        assert!(!screen.close_help(), "no help left to close");
        // A frame drawn afresh replaces the help and any dialog.
        let mut quiz = a_quiz();
        quiz.open_help();
        assert!(!quiz.is_lesson());
        quiz.uncover();
        assert!(quiz.is_lesson() && quiz.running().is_some());
        let mut replay = a_replay();
        replay.set_dialog(true);
        replay.open_help();
        replay.uncover();
        assert!(replay.is_viewer());
    }

    #[test]
    fn a_screen_carries_only_its_own_state() {
        let game = a_game();
        assert!(game.viewer().is_none() && game.explore().is_none() && game.running().is_none());
        let replay = a_replay();
        assert!(replay.play().is_none() && replay.viewer().is_some());
        assert!(Screen::Home.play().is_none() && Screen::Home.running().is_none());
    }
}

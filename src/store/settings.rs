//! The learner's preferences, in a file of their own (`settings.json` in the
//! data folder): language, ruleset, the computer's level, side, opponent,
//! tutor mode, the computer's pace and the screens' colours.
//!
//! The file is a JSON object with a `version` and one field per choice, each
//! optional. It is read tolerantly so that older and newer versions of the
//! program can share it: an unknown field, or a value this version does not
//! know (a ruleset added later, say), is ignored on reading and left as it is
//! on writing. A change is saved through [`super::update`] (under the data
//! folder's lock, atomically): the file on disk is read again and only the
//! field that changed is set, so two runs changing different choices keep
//! both, and nothing a newer version wrote is lost. A file that is not a JSON
//! object is kept aside (`settings.corrupt-<time>-<n>.json`) before anything
//! is written, as with progress.

use std::path::{Path, PathBuf};

use serde_json::{Map, Value};

use super::{DataError, Found, json_object};
use crate::engine::{RulesetId, Side, codes};
use crate::lang::Lang;

/// The settings file's format version (written; any version is read).
pub const SETTINGS_VERSION: u64 = 1;

codes! {
    /// How quickly the computer's moves are shown, one at a time (fastest
    /// first; the code is the one in the settings file).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
    pub enum Pace ("pace") {
        /// All at once.
        Instant = "instant",
        /// A short pause between moves.
        Quick = "quick",
        /// A readable pause (the default).
        #[default]
        Steady = "steady",
        /// A long pause.
        Slow = "slow",
    }
}

impl Pace {
    /// The pause before each of the computer's moves is shown, in milliseconds.
    #[must_use]
    pub const fn millis(self) -> u64 {
        match self {
            Pace::Instant => 0,
            Pace::Quick => 400,
            Pace::Steady => 900,
            Pace::Slow => 1_600,
        }
    }

    /// The next pace, round to the fastest (the settings screen's switch).
    #[must_use]
    pub fn next(self) -> Pace {
        after(&Pace::ALL, self)
    }
}

/// The choice after `now` in `all`, round to the first (a settings
/// screen's switch).
fn after<T: Copy + PartialEq, const N: usize>(all: &[T; N], now: T) -> T {
    let at = all.iter().position(|c| *c == now).unwrap_or(0);
    all[(at + 1) % N]
}

codes! {
    /// How the screens are coloured (`ui::theme` applies it; also
    /// `ui::theme::Palette`), in the order a settings screen offers them;
    /// the code is the one in the settings file.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
    pub enum Palette ("palette") {
        /// The pieces in colour (red x, blue o), bold, on the terminal's background.
        #[default]
        Normal = "normal",
        /// No hues to tell apart: x in reverse video, o bold and underlined,
        /// everything else in the terminal's own colours.
        HighContrast = "high-contrast",
        /// No colour at all (what `--color never` and `NO_COLOR` give): bold
        /// and reverse video only.
        Mono = "mono",
    }
}

impl Palette {
    /// The next palette, round to the first (the settings screen's switch).
    #[must_use]
    pub fn next(self) -> Palette {
        after(&Palette::ALL, self)
    }

    /// The message id of the palette's name.
    #[must_use]
    pub fn name_id(self) -> &'static str {
        match self {
            Palette::Normal => "palette-normal",
            Palette::HighContrast => "palette-high-contrast",
            Palette::Mono => "palette-mono",
        }
    }
}

/// Whom the home screen's game is against, as last chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpponentChoice {
    /// The computer (at [`Settings::level`]).
    Computer,
    /// A friend at the same keyboard.
    Friend,
}

impl OpponentChoice {
    /// The code in the settings file (`computer`, `friend`).
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            OpponentChoice::Computer => "computer",
            OpponentChoice::Friend => "friend",
        }
    }
}

/// The preferences as this version reads them: `None` where the file says
/// nothing (or something this version does not know).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Settings {
    /// The language of the screens.
    pub lang: Option<Lang>,
    /// The ruleset chosen on the home screen.
    pub rules: Option<RulesetId>,
    /// The computer's level (0: the random mover, 1..=4).
    pub level: Option<u8>,
    /// The learner's side against the computer.
    pub side: Option<Side>,
    /// Against whom.
    pub opponent: Option<OpponentChoice>,
    /// Whether games start with the tutor on.
    pub tutor: Option<bool>,
    /// How quickly the computer's moves are shown.
    pub pace: Option<Pace>,
    /// The screens' colours (`--color never` and `NO_COLOR` still win).
    pub palette: Option<Palette>,
}

/// One choice changed, to be saved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// The language.
    Lang(Lang),
    /// The ruleset.
    Rules(RulesetId),
    /// The computer's level.
    Level(u8),
    /// The learner's side.
    Side(Side),
    /// The opponent.
    Opponent(OpponentChoice),
    /// The tutor.
    Tutor(bool),
    /// The pace.
    Pace(Pace),
    /// The colours.
    Palette(Palette),
}

impl Change {
    /// The field's name and value in the file.
    fn field(self) -> (&'static str, Value) {
        match self {
            Change::Lang(l) => ("language", Value::from(l.code())),
            Change::Rules(r) => ("ruleset", Value::from(r.name())),
            Change::Level(n) => ("level", Value::from(n)),
            Change::Side(s) => ("side", Value::from(s.letter().to_string())),
            Change::Opponent(o) => ("opponent", Value::from(o.code())),
            Change::Tutor(on) => ("tutor", Value::from(on)),
            Change::Pace(p) => ("pace", Value::from(p.code())),
            Change::Palette(p) => ("palette", Value::from(p.code())),
        }
    }

    /// Applies the change to settings in memory.
    pub fn apply(self, settings: &mut Settings) {
        match self {
            Change::Lang(l) => settings.lang = Some(l),
            Change::Rules(r) => settings.rules = Some(r),
            Change::Level(n) => settings.level = Some(n),
            Change::Side(s) => settings.side = Some(s),
            Change::Opponent(o) => settings.opponent = Some(o),
            Change::Tutor(on) => settings.tutor = Some(on),
            Change::Pace(p) => settings.pace = Some(p),
            Change::Palette(p) => settings.palette = Some(p),
        }
    }
}

impl Settings {
    /// Reads the settings of a file's JSON object, ignoring what this
    /// version does not know.
    #[must_use]
    pub fn from_object(object: &Map<String, Value>) -> Settings {
        let text = |key: &str| object.get(key).and_then(Value::as_str);
        Settings {
            lang: text("language").and_then(|c| Lang::ALL.into_iter().find(|l| l.code() == c)),
            rules: text("ruleset").and_then(|r| r.parse().ok()),
            level: object
                .get("level")
                .and_then(Value::as_u64)
                .and_then(|n| u8::try_from(n).ok())
                .filter(|n| *n <= 4),
            side: text("side").and_then(|s| s.parse().ok()),
            opponent: match text("opponent") {
                Some("computer") => Some(OpponentChoice::Computer),
                Some("friend") => Some(OpponentChoice::Friend),
                _ => None,
            },
            tutor: object.get("tutor").and_then(Value::as_bool),
            pace: text("pace").and_then(Pace::from_code),
            palette: text("palette").and_then(Palette::from_code),
        }
    }
}

/// What happened while loading the settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SettingsNotice {
    /// The file was not a settings file; it was moved to this path.
    KeptAside(PathBuf),
    /// The file could not be read (nor moved aside): the defaults are used.
    Unreadable(super::Trouble),
}

/// Where the settings are kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SettingsStore {
    path: PathBuf,
}

impl SettingsStore {
    /// Settings kept in `dir/settings.json`.
    #[must_use]
    pub fn in_dir(dir: &Path) -> SettingsStore {
        SettingsStore {
            path: dir.join("settings.json"),
        }
    }

    /// The file's path.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Loads the settings (all unset when there is no file yet).
    #[must_use]
    pub fn load(&self) -> (Settings, Option<SettingsNotice>) {
        match super::load(&self.path, json_object::parse) {
            Ok(Found::Read(object)) => (Settings::from_object(&object), None),
            Ok(Found::Missing) => (Settings::default(), None),
            Ok(Found::KeptAside(aside)) => {
                (Settings::default(), Some(SettingsNotice::KeptAside(aside)))
            }
            Err(e) => (
                Settings::default(),
                Some(SettingsNotice::Unreadable(e.trouble())),
            ),
        }
    }

    /// Saves one change: the file on disk is read again under the lock, the
    /// field set, and the whole written atomically; every other field (also
    /// those of a newer version) stays as it was. Returns the settings now
    /// on disk, and where a damaged file was kept aside, if one was.
    ///
    /// # Errors
    /// The folder cannot be written or locked, or the file can be neither
    /// read nor moved aside: it is then left as it was.
    pub fn save(&self, change: Change) -> Result<(Settings, Option<PathBuf>), DataError> {
        let (object, found) = super::update(
            &self.path,
            json_object::parse,
            |disk| {
                let mut object = disk.unwrap_or_default();
                json_object::stamp_version(&mut object, SETTINGS_VERSION);
                let (key, value) = change.field();
                object.insert(key.to_string(), value);
                object
            },
            json_object::render,
        )?;
        let aside = json_object::kept_aside(found);
        Ok((Settings::from_object(&object), aside))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_file_means_nothing_set() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = SettingsStore::in_dir(dir.path());
        assert_eq!(store.load(), (Settings::default(), None));
        assert!(!store.path().exists(), "loading writes nothing");
    }

    #[test]
    fn every_change_round_trips() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = SettingsStore::in_dir(dir.path());
        let changes = [
            Change::Lang(Lang::Es),
            Change::Rules(RulesetId::Skiryuk),
            Change::Level(0),
            Change::Side(Side::O),
            Change::Opponent(OpponentChoice::Friend),
            Change::Tutor(true),
            Change::Pace(Pace::Slow),
            Change::Palette(Palette::HighContrast),
        ];
        let mut expected = Settings::default();
        for change in changes {
            change.apply(&mut expected);
            let (now, aside) = store.save(change).expect("saved");
            assert_eq!((now, aside), (expected, None));
        }
        assert_eq!(store.load(), (expected, None));
        let text = std::fs::read_to_string(store.path()).expect("read");
        assert!(text.contains("\"version\": 1"), "{text}");
        assert!(text.contains("\"ruleset\": \"skiryuk\""), "{text}");
        assert!(text.contains("\"palette\": \"high-contrast\""), "{text}");
    }

    #[test]
    fn a_newer_versions_fields_and_values_are_kept() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = SettingsStore::in_dir(dir.path());
        std::fs::write(
            store.path(),
            r#"{"version": 3, "ruleset": "ruleset-of-2030", "palette": {"name": "sepia"},
                "level": 9, "pace": "glacial", "side": "o"}"#,
        )
        .expect("write");
        let (read, notice) = store.load();
        assert_eq!(notice, None);
        assert_eq!(read.rules, None, "an unknown ruleset is not ours to use");
        assert_eq!(read.level, None);
        assert_eq!(read.pace, None);
        assert_eq!(read.palette, None, "a palette this version does not know");
        assert_eq!(read.side, Some(Side::O));
        store.save(Change::Tutor(true)).expect("saved");
        let object = json_object::parse(&std::fs::read_to_string(store.path()).expect("read"))
            .expect("still an object");
        assert_eq!(object["version"], Value::from(3));
        assert_eq!(object["ruleset"], Value::from("ruleset-of-2030"));
        assert_eq!(object["palette"]["name"], Value::from("sepia"));
        assert_eq!(object["pace"], Value::from("glacial"));
        assert_eq!(object["tutor"], Value::from(true));
    }

    #[test]
    fn two_runs_changing_different_choices_keep_both() {
        let dir = tempfile::tempdir().expect("tempdir");
        let first = SettingsStore::in_dir(dir.path());
        let second = SettingsStore::in_dir(dir.path());
        first.save(Change::Lang(Lang::Es)).expect("first");
        second.save(Change::Pace(Pace::Quick)).expect("second");
        let (read, _) = first.load();
        assert_eq!(read.lang, Some(Lang::Es));
        assert_eq!(read.pace, Some(Pace::Quick));
    }

    #[test]
    fn a_damaged_file_is_kept_aside_before_a_save() {
        for text in ["{ not json", "[1, 2]", "\u{0}"] {
            let dir = tempfile::tempdir().expect("tempdir");
            let store = SettingsStore::in_dir(dir.path());
            std::fs::write(store.path(), text).expect("write");
            let (read, notice) = store.load();
            assert_eq!(read, Settings::default());
            let Some(SettingsNotice::KeptAside(aside)) = notice else {
                panic!("kept aside: {notice:?}");
            };
            assert_eq!(std::fs::read_to_string(aside).expect("kept"), text);
            let (now, aside) = store.save(Change::Level(3)).expect("saved");
            assert_eq!((now.level, aside), (Some(3), None));
        }
    }

    #[test]
    fn paces_cycle_and_read_back() {
        for pace in Pace::ALL {
            assert_eq!(Pace::from_code(pace.code()), Some(pace));
        }
        assert_eq!(Pace::Slow.next(), Pace::Instant);
        assert!(Pace::Instant.millis() < Pace::Quick.millis());
        assert!(Pace::Steady.millis() < Pace::Slow.millis());
    }

    #[test]
    fn palettes_cycle_and_read_back() {
        for palette in Palette::ALL {
            assert_eq!(Palette::from_code(palette.code()), Some(palette));
        }
        assert_eq!(Palette::Normal.next(), Palette::HighContrast);
        assert_eq!(Palette::Mono.next(), Palette::Normal);
        let object = json_object::parse(r#"{"palette": "sepia"}"#).expect("an object");
        assert_eq!(Settings::from_object(&object).palette, None);
        let object = json_object::parse(r#"{"palette": "mono"}"#).expect("an object");
        assert_eq!(Settings::from_object(&object).palette, Some(Palette::Mono));
    }
}

//! What a replay is made of, once read: the header, one [`Entry`] per throw,
//! and the recorded result. Nothing here says whether the moves are legal;
//! [`super::verify()`] finds that out.

use std::collections::BTreeMap;

use crate::engine::codes;
use crate::engine::{Board, Position, PositionProblem, RulesetId, Setup, Side, Victory};
use crate::lang::Lang;

/// The format version this program reads and writes (`senet-replay: 1`).
pub const VERSION: u32 = 1;

/// A recorded game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    /// The ruleset.
    pub rules: RulesetId,
    /// Who played each side.
    pub players: Players,
    /// When the game was played (as written, e.g. `2026-11-29T12:00:00Z`).
    pub date: Option<String>,
    /// The position the game started from; `None`: the ruleset's start.
    pub start: Option<Board>,
    /// The side that throws first.
    pub to_move: Side,
    /// One entry per throw of the game as it was finally played, in order
    /// (entries taken back are not here: see [`Replay::history`]).
    pub turns: Vec<Entry>,
    /// The file's `turns` list as written, take-backs included, when it has
    /// any take-back; empty otherwise ([`Replay::turns`] is then the whole
    /// list). A take-back withdraws the entries just before it, which stay
    /// in the file: [`super::verify()`] checks them as well.
    pub history: Vec<Step>,
    /// How the game ended, as recorded.
    pub result: ResultRecord,
    /// (games recorded by the program, while unfinished) What is needed to
    /// go on with the game: written with every entry, dropped once the game
    /// is over.
    pub resume: Option<Resume>,
}

/// What a recorded game needs, besides its entries, to be continued
/// exactly as it would have gone on: who plays whom, and where the
/// generators of the throws and of the computer's choices stand. Written
/// `resume: {seed: 7, vs: computer, level: 3, learner: x, tutor: false,
/// sticks: 40, computer: 96}` (also `waiting: 3`, the throw waiting for its
/// move after a take-back, and `series: {wins: 1, margin: 40}` in an arcade
/// series).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resume {
    /// The seed the game was started with.
    pub seed: u64,
    /// The computer's level; `None`: a friend at the same keyboard.
    pub level: Option<u8>,
    /// The learner's side (in a friend game: the side that started at the keyboard).
    pub learner: Side,
    /// Whether the tutor was on.
    pub tutor: bool,
    /// Where the sticks' generator stands (its word position).
    pub sticks: u64,
    /// Where the computer's generator stands (its word position; 0 in a friend game).
    pub computer: u64,
    /// The throw waiting for its move when the file was written, if one was.
    pub waiting: Option<u8>,
    /// The arcade series the game belongs to: games won before it, and their margin.
    pub series: Option<(u32, u32)>,
}

/// One item of a replay file's `turns` list, in file order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// An entry: one throw and what was done with it.
    Entry(Entry),
    /// `{takeback: N}`: the last `entries` entries still standing are
    /// withdrawn, and the game goes on from the position before them.
    TakeBack {
        /// How many entries are withdrawn (at least 1).
        entries: usize,
        /// The 1-based line in its file; 0 when built in memory.
        line: usize,
    },
}

impl Replay {
    /// The file's `turns` list in order: [`Replay::history`] when it has
    /// take-backs, else [`Replay::turns`] as entries.
    #[must_use]
    pub fn steps(&self) -> Vec<Step> {
        if self.history.is_empty() {
            self.turns.iter().cloned().map(Step::Entry).collect()
        } else {
            self.history.clone()
        }
    }

    /// How many take-backs the file records.
    #[must_use]
    pub fn takebacks(&self) -> usize {
        self.history
            .iter()
            .filter(|s| matches!(s, Step::TakeBack { .. }))
            .count()
    }
}

impl Replay {
    /// A replay with no entries yet and an `unfinished` result: the header a
    /// [`super::write::Recorder`] starts from.
    #[must_use]
    pub fn new(rules: RulesetId, players: Players) -> Replay {
        Replay {
            rules,
            players,
            date: None,
            start: None,
            to_move: Side::X,
            turns: Vec::new(),
            history: Vec::new(),
            result: ResultRecord::UNFINISHED,
            resume: None,
        }
    }

    /// The position the game starts from (the ruleset's start when none is written).
    #[must_use]
    pub fn start_board(&self) -> Board {
        self.start.unwrap_or(self.rules.ruleset().start)
    }

    /// The start as a position of the replay's ruleset, `to_move` to throw
    /// first. A replay read from a file always has one (the reader checks
    /// it); one built in memory may not.
    ///
    /// # Errors
    /// Why the start board is not a position of the ruleset.
    pub fn start_position(&self) -> Result<Position, PositionProblem> {
        self.rules
            .ruleset()
            .check(Setup::new(self.start_board(), self.to_move))
    }
}

/// The players' names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Players {
    /// The side that moves first in the ruleset (`x`).
    pub x: String,
    /// The other side (`o`).
    pub o: String,
}

impl Players {
    /// The name of one side's player.
    #[must_use]
    pub fn name(&self, side: Side) -> &str {
        match side {
            Side::X => &self.x,
            Side::O => &self.o,
        }
    }
}

/// One throw and what was done with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The value thrown (1..=5 in a valid replay; checked by [`super::verify()`]).
    pub throw: u8,
    /// What the throw was used for.
    pub action: Action,
    /// The side that threw, when the file says so (then it is checked).
    pub side: Option<Side>,
    /// A comment shown by the viewer.
    pub note: Option<Note>,
    /// The 1-based line of the entry in its file; 0 when built in memory.
    pub line: usize,
}

impl Entry {
    /// An entry built in memory (line 0), with no side and no note.
    #[must_use]
    pub const fn new(throw: u8, action: Action) -> Entry {
        Entry {
            throw,
            action,
            side: None,
            note: None,
            line: 0,
        }
    }
}

/// What a throw was used for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// The piece on `from` moved (0: a `race` piece at the start); the rules
    /// decide the direction. Written `from: N`.
    Move {
        /// The piece's square.
        from: u8,
    },
    /// No move existed: the throw was lost. Written `pass: true`.
    Pass,
    /// (skiryuk) The house throw of the piece resting on `square`; its move is
    /// forced. Written `house: N`.
    House {
        /// The square of the piece the throw belongs to.
        square: u8,
    },
}

/// A comment on an entry: one text, or one per language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// Written `note: "..."`, in whatever language its author chose.
    Plain(String),
    /// Written `note: {en: "...", es: "..."}`: a text per language, any of
    /// them missing (never all: the reader refuses an empty note).
    Localized(BTreeMap<Lang, String>),
}

impl Note {
    /// The text to show in `lang`: a plain note as it is; a localized one in
    /// `lang`, or when `lang` is missing in the first language of
    /// [`Lang::ALL`] that it has.
    #[must_use]
    pub fn text(&self, lang: Lang) -> Option<&str> {
        match self {
            Note::Plain(text) => Some(text),
            Note::Localized(texts) => texts
                .get(&lang)
                .or_else(|| texts.values().next())
                .map(String::as_str),
        }
    }

    /// The text to show in `lang`, as [`Note::text`] chooses it, with the
    /// language it is written in when that is known and is not `lang` (a
    /// localized note without `lang`), so that the reader can be told. A
    /// plain note's language is not known: `None`.
    #[must_use]
    pub fn shown(&self, lang: Lang) -> Option<(&str, Option<Lang>)> {
        match self {
            Note::Plain(text) => Some((text, None)),
            Note::Localized(texts) => match texts.get(&lang) {
                Some(text) => Some((text, None)),
                None => texts.iter().next().map(|(l, t)| (t.as_str(), Some(*l))),
            },
        }
    }
}

/// The result written at the end of a replay.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ResultRecord {
    /// The winner; `None` for a draw or an unfinished game.
    pub winner: Option<Side>,
    /// How the game ended.
    pub by: ResultBy,
}

impl ResultRecord {
    /// `{winner: null, by: unfinished}`: what a game still being played records.
    pub const UNFINISHED: ResultRecord = ResultRecord {
        winner: None,
        by: ResultBy::Unfinished,
    };
}

impl From<crate::engine::Outcome> for ResultRecord {
    /// The result of a game that ended so.
    fn from(outcome: crate::engine::Outcome) -> ResultRecord {
        ResultRecord {
            winner: outcome.winner,
            by: ResultBy::from_victory(outcome.by),
        }
    }
}

codes! {
    /// How a recorded game ended.
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
    pub enum ResultBy ("result") {
        /// `bear-off`: a side took all its pieces off (in `race`: reached 30).
        BearOff = "bear-off",
        /// `resign`: a side resigned; the winner is the other one.
        Resign = "resign",
        /// `draw-agreed`: both sides agreed to a draw.
        DrawAgreed = "draw-agreed",
        /// `draw-600`: (arcade) the game reached its throw limit.
        Draw600 = "draw-600",
        /// `unfinished`: the game was not over when the file was written.
        Unfinished = "unfinished",
    }
    unknown = UnknownResult;
    trim = true;
}

impl ResultBy {
    /// Whether this result names a winner (`bear-off`, `resign`) rather than
    /// none (draws, `unfinished`).
    #[must_use]
    pub const fn has_winner(self) -> bool {
        matches!(self, ResultBy::BearOff | ResultBy::Resign)
    }

    /// The engine's way of ending a game; `None` for `unfinished`.
    #[must_use]
    pub const fn victory(self) -> Option<Victory> {
        match self {
            ResultBy::BearOff => Some(Victory::BearOff),
            ResultBy::Resign => Some(Victory::Resign),
            ResultBy::DrawAgreed => Some(Victory::DrawAgreed),
            ResultBy::Draw600 => Some(Victory::Draw600),
            ResultBy::Unfinished => None,
        }
    }

    /// The result code of an engine ending.
    #[must_use]
    pub const fn from_victory(victory: Victory) -> ResultBy {
        match victory {
            Victory::BearOff => ResultBy::BearOff,
            Victory::Resign => ResultBy::Resign,
            Victory::DrawAgreed => ResultBy::DrawAgreed,
            Victory::Draw600 => ResultBy::Draw600,
        }
    }
}

/// The text is not a result code.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown result {0:?}; known: bear-off, resign, draw-agreed, draw-600, unfinished")]
pub struct UnknownResult(pub String);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn result_codes_round_trip() {
        for by in ResultBy::ALL {
            assert_eq!(by.code().parse::<ResultBy>(), Ok(by));
            if let Some(v) = by.victory() {
                assert_eq!(ResultBy::from_victory(v), by);
                assert_eq!(v.code(), by.code());
            }
        }
        assert!("won".parse::<ResultBy>().is_err());
    }

    #[test]
    fn notes_fall_back_to_the_other_language() {
        let plain = Note::Plain("Hola".into());
        assert_eq!(plain.text(Lang::En), Some("Hola"));
        let only_es = Note::Localized(BTreeMap::from([(Lang::Es, "Cambio".into())]));
        assert_eq!(only_es.text(Lang::En), Some("Cambio"));
        let both = Note::Localized(BTreeMap::from([
            (Lang::En, "Exchange".into()),
            (Lang::Es, "Cambio".into()),
        ]));
        assert_eq!(both.text(Lang::En), Some("Exchange"));
        assert_eq!(both.text(Lang::Es), Some("Cambio"));
        let none = Note::Localized(BTreeMap::new());
        assert_eq!(none.text(Lang::Es), None);
        assert_eq!(only_es.shown(Lang::En), Some(("Cambio", Some(Lang::Es))));
        assert_eq!(only_es.shown(Lang::Es), Some(("Cambio", None)));
        assert_eq!(both.shown(Lang::Es), Some(("Cambio", None)));
        assert_eq!(plain.shown(Lang::Es), Some(("Hola", None)));
        assert_eq!(none.shown(Lang::En), None);
    }
}

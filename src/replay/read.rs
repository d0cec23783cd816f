//! From YAML text to a [`Replay`]: the text is read into an unchecked form
//! that keeps the line and column of every value, then checked once. Every
//! problem names its position; nothing here panics, whatever the text.
//!
//! Whether the moves are legal is [`super::verify()`]'s question, not this one.

use std::collections::BTreeMap;
use std::fmt;

use serde::Deserialize;
use serde_saphyr::{Location, Spanned};

use super::model::{
    Action, Entry, Note, Players, Replay, ResultBy, ResultRecord, Resume, Step, VERSION,
};
use crate::engine::{BoardError, RulesetId, Side};
use crate::lang::Lang;

/// Why a replay file could not be read, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    /// 1-based line (never 0).
    pub line: usize,
    /// 1-based column (never 0).
    pub column: usize,
    /// The 1-based entry the problem is in, when it is inside `turns`.
    pub entry: Option<usize>,
    /// What is wrong.
    pub problem: ReadProblem,
}

/// What is wrong with a replay file's structure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadProblem {
    /// The YAML does not parse, or a value has the wrong type, or a field is
    /// unknown: the parser's own (English) description.
    Yaml(String),
    /// `senet-replay` is not a version this program reads.
    Version(u32),
    /// A required field is missing.
    MissingField(&'static str),
    /// The file ends before its `result`: it was cut off after this many entries.
    Truncated {
        /// How many complete entries were read.
        entries: usize,
    },
    /// `rules` names no ruleset.
    UnknownRuleset(String),
    /// `start` is not a valid board for the ruleset.
    Board {
        /// The ruleset it was checked against.
        rules: RulesetId,
        /// What is wrong with it.
        error: BoardError,
    },
    /// `to_move`, `side` or `winner` is not `x` or `o`.
    UnknownSide(String),
    /// `result.by` is not a result code.
    UnknownResult(String),
    /// The result's winner does not fit how it ended: `bear-off` and `resign`
    /// need a winner, the others take `null`.
    ResultWinner {
        /// How the game ended.
        by: ResultBy,
        /// The winner written.
        winner: Option<Side>,
    },
    /// An entry with none of `from`, `pass: true`, `house`.
    NoAction,
    /// An entry with more than one of `from`, `pass`, `house`.
    TwoActions,
    /// `pass: false` (only `pass: true` is meaningful).
    PassFalse,
    /// A note with neither `en` nor `es`.
    EmptyNote,
    /// An entry without `throw` (only a take-back has none).
    NoThrow,
    /// `takeback` together with other fields (it stands alone).
    TakeBackNotAlone,
    /// `takeback: N` withdraws more entries than stand before it (or none).
    TakeBackTooMany {
        /// How many it withdraws.
        entries: usize,
        /// How many stand before it.
        standing: usize,
    },
    /// `resume.vs` is neither `computer` nor `friend`.
    UnknownOpponent(String),
}

impl fmt::Display for ReadProblem {
    /// An English description, for logs and tests; people get the localized
    /// one from the command line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadProblem::Yaml(detail) => write!(f, "{detail}"),
            ReadProblem::Version(v) => write!(f, "unknown version senet-replay: {v}"),
            ReadProblem::MissingField(name) => write!(f, "missing field {name}"),
            ReadProblem::Truncated { entries } => {
                write!(f, "the file ends after entry {entries} without a result")
            }
            ReadProblem::UnknownRuleset(r) => write!(f, "unknown ruleset {r:?}"),
            ReadProblem::Board { error, .. } => write!(f, "{error}"),
            ReadProblem::UnknownSide(s) => write!(f, "unknown side {s:?}"),
            ReadProblem::UnknownResult(r) => write!(f, "unknown result {r:?}"),
            ReadProblem::ResultWinner { by, winner } => {
                write!(f, "result {by} with winner {winner:?}")
            }
            ReadProblem::NoAction => write!(f, "entry without from, pass or house"),
            ReadProblem::TwoActions => write!(f, "entry with more than one of from, pass, house"),
            ReadProblem::PassFalse => write!(f, "pass: false"),
            ReadProblem::EmptyNote => write!(f, "note without en or es"),
            ReadProblem::NoThrow => write!(f, "entry without throw"),
            ReadProblem::TakeBackNotAlone => write!(f, "takeback with other fields"),
            ReadProblem::TakeBackTooMany { entries, standing } => write!(
                f,
                "takeback of {entries} entries, {standing} standing before it"
            ),
            ReadProblem::UnknownOpponent(v) => write!(f, "unknown opponent {v:?}"),
        }
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: ", self.line, self.column)?;
        if let Some(entry) = self.entry {
            write!(f, "entry {entry}: ")?;
        }
        write!(f, "{}", self.problem)
    }
}

impl std::error::Error for ReadError {}

/// A replay read from text, with the positions a checker needs besides the
/// entries' own lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    /// The replay.
    pub replay: Replay,
    /// The 1-based line of `result`.
    pub result_line: usize,
}

/// Reads a replay file's text.
///
/// # Errors
/// The first structural problem, with its line and column.
pub fn parse(text: &str) -> Result<Replay, ReadError> {
    parse_document(text).map(|p| p.replay)
}

/// Reads a replay file's text, keeping the line of its `result` too.
///
/// # Errors
/// The first structural problem, with its line and column.
pub fn parse_document(text: &str) -> Result<Parsed, ReadError> {
    // YAML 1.2 booleans only, as in lessons: `pass: yes` is not `true`.
    // The parser's budget fits any file under the input cap
    // (`store::MAX_INPUT_BYTES`, 4 MiB, about 170,000 entries): an entry is
    // at least 16 bytes, 5 nodes and 7 events, so a full-size file needs
    // about 1.3 million nodes and 1.8 million events.
    let options = serde_saphyr::options! {
        strict_booleans: true,
        with_snippet: false,
        budget: serde_saphyr::budget! { max_nodes: 2_000_000, max_events: 3_000_000 },
    };
    let raw: RawReplay = match serde_saphyr::from_str_with_options(text, options) {
        Ok(raw) => raw,
        Err(e) => return Err(yaml_error(text, &e)),
    };
    check(text, raw)
}

/// The unchecked form: exactly what the YAML says, with positions.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawReplay {
    #[serde(rename = "senet-replay")]
    version: Option<Spanned<u32>>,
    rules: Option<Spanned<String>>,
    players: Option<Spanned<RawPlayers>>,
    date: Option<Spanned<String>>,
    start: Option<Spanned<String>>,
    to_move: Option<Spanned<String>>,
    resume: Option<Spanned<RawResume>>,
    turns: Option<Vec<Spanned<RawEntry>>>,
    result: Option<Spanned<RawResult>>,
}

/// `resume: {...}` as written (see [`crate::replay::model::Resume`]).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawResume {
    seed: u64,
    vs: Spanned<String>,
    level: Option<u8>,
    learner: Spanned<String>,
    tutor: bool,
    sticks: u64,
    computer: u64,
    waiting: Option<u8>,
    series: Option<RawSeries>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSeries {
    wins: u32,
    margin: u32,
}

/// Only the version, read when the full form fails, so that a file of a
/// newer version is refused for its version rather than for its new fields.
#[derive(Debug, Deserialize)]
struct RawVersion {
    #[serde(rename = "senet-replay")]
    version: Spanned<u32>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPlayers {
    x: String,
    o: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEntry {
    // `throw` and `from` are in every entry: plain values keep reading fast
    // (a problem with them is reported at the entry).
    throw: Option<u8>,
    from: Option<u8>,
    pass: Option<Spanned<bool>>,
    house: Option<Spanned<u8>>,
    side: Option<Spanned<String>>,
    note: Option<Spanned<RawNote>>,
    /// A take-back: the last N entries standing are withdrawn (alone in its entry).
    takeback: Option<Spanned<usize>>,
}

/// A note: a string, or a mapping of `en` and `es` strings.
#[derive(Debug)]
enum RawNote {
    Text(String),
    Langs(BTreeMap<Lang, String>),
}

impl<'de> Deserialize<'de> for RawNote {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(NoteVisitor)
    }
}

struct NoteVisitor;

impl<'de> serde::de::Visitor<'de> for NoteVisitor {
    type Value = RawNote;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a text, or {en: text, es: text}")
    }

    fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<RawNote, E> {
        Ok(RawNote::Text(text.to_string()))
    }

    fn visit_string<E: serde::de::Error>(self, text: String) -> Result<RawNote, E> {
        Ok(RawNote::Text(text))
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<RawNote, A::Error> {
        let mut texts = BTreeMap::new();
        while let Some(key) = map.next_key::<String>()? {
            let Some(lang) = Lang::from_code(&key) else {
                return Err(serde::de::Error::unknown_field(&key, &Lang::CODES));
            };
            if texts.contains_key(&lang) {
                return Err(serde::de::Error::duplicate_field(lang.code()));
            }
            texts.insert(lang, map.next_value::<String>()?);
        }
        Ok(RawNote::Langs(texts))
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawResult {
    #[serde(default)]
    winner: Option<Spanned<String>>,
    by: Spanned<String>,
}

fn position(location: Location) -> (usize, usize) {
    (
        usize::try_from(location.line()).unwrap_or(0).max(1),
        usize::try_from(location.column()).unwrap_or(0).max(1),
    )
}

/// The line and column just after the last character of `text`.
fn end_of(text: &str) -> (usize, usize) {
    crate::store::shown::line_column(text, text.len())
}

fn at(location: Location, entry: Option<usize>, problem: ReadProblem) -> ReadError {
    let (line, column) = position(location);
    ReadError {
        line,
        column,
        entry,
        problem,
    }
}

fn yaml_error(text: &str, e: &serde_saphyr::Error) -> ReadError {
    if let Ok(v) = serde_saphyr::from_str::<RawVersion>(text) {
        if v.version.value != VERSION {
            return at(
                v.version.referenced,
                None,
                ReadProblem::Version(v.version.value),
            );
        }
    }
    let (line, column) = e.location().map_or_else(|| end_of(text), position);
    ReadError {
        line,
        column,
        entry: entry_at_line(text, line),
        problem: ReadProblem::Yaml(yaml_detail(&e.to_string())),
    }
}

/// The first line of a parser message without its position (which the
/// error carries separately) or advice meant for programmers.
fn yaml_detail(rendered: &str) -> String {
    let mut detail = rendered.lines().next().unwrap_or_default();
    detail = detail.strip_prefix("error: ").unwrap_or(detail);
    if let Some(i) = detail.rfind(" at line ") {
        let rest = &detail[i + " at line ".len()..];
        let is_position = rest
            .split_once(", column ")
            .is_some_and(|(l, c)| is_number(l) && is_number(c));
        if is_position {
            detail = &detail[..i];
        }
    }
    if let Some(i) = detail.find(", set DuplicateKeyPolicy") {
        detail = &detail[..i];
    }
    detail.to_string()
}

fn is_number(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

/// Which entry of `turns` a line of the file belongs to, judged from the
/// text: the number of list items (`- `) from `turns:` up to that line. Used
/// only to enrich a parser error, which carries a line but no entry.
fn entry_at_line(text: &str, line: usize) -> Option<usize> {
    let mut in_turns = false;
    let mut entry = 0usize;
    for (number, content) in text.lines().enumerate().take(line) {
        let top_level = !content.starts_with([' ', '\t', '-', '#']) && !content.trim().is_empty();
        if top_level {
            in_turns = content.starts_with("turns:");
            entry = 0;
            if in_turns && number + 1 == line {
                return None;
            }
            continue;
        }
        let item = content.trim_start();
        if in_turns && (item.starts_with("- ") || item == "-") {
            entry += 1;
        }
    }
    (in_turns && entry > 0).then_some(entry)
}

fn check(text: &str, raw: RawReplay) -> Result<Parsed, ReadError> {
    let start_of_file = || (1, 1);
    let missing = |name: &'static str| {
        let (line, column) = start_of_file();
        ReadError {
            line,
            column,
            entry: None,
            problem: ReadProblem::MissingField(name),
        }
    };
    // The version first: a file of another version is refused for that,
    // not as cut off (texts.md F26).
    if let Some(version) = &raw.version {
        if version.value != VERSION {
            return Err(at(
                version.referenced,
                None,
                ReadProblem::Version(version.value),
            ));
        }
    }
    let Some(result) = raw.result else {
        let (line, column) = end_of(text);
        return Err(ReadError {
            line,
            column,
            entry: None,
            problem: ReadProblem::Truncated {
                entries: raw.turns.as_ref().map_or(0, Vec::len),
            },
        });
    };
    // Checked above when present; a file without it is refused here.
    raw.version.ok_or_else(|| missing("senet-replay"))?;
    let rules_text = raw.rules.ok_or_else(|| missing("rules"))?;
    let rules: RulesetId = rules_text.value.parse().map_err(|_| {
        at(
            rules_text.referenced,
            None,
            ReadProblem::UnknownRuleset(rules_text.value.clone()),
        )
    })?;
    let players = raw.players.ok_or_else(|| missing("players"))?.value;
    let start = match raw.start {
        None => None,
        Some(s) => Some(
            rules
                .ruleset()
                .parse_board(&s.value)
                .map_err(|e| board_error(text, &s, rules, e))?,
        ),
    };
    let to_move = match raw.to_move {
        None => Side::X,
        Some(s) => side(&s, None)?,
    };
    let raw_turns = raw.turns.ok_or_else(|| missing("turns"))?;
    let mut turns = Vec::with_capacity(raw_turns.len());
    let mut history = Vec::new();
    for (index, raw_entry) in raw_turns.into_iter().enumerate() {
        match step(index + 1, raw_entry)? {
            Step::Entry(e) => {
                if !history.is_empty() {
                    history.push(Step::Entry(e.clone()));
                }
                turns.push(e);
            }
            Step::TakeBack { entries, line } => {
                if history.is_empty() {
                    history = turns.iter().cloned().map(Step::Entry).collect();
                }
                if entries == 0 || entries > turns.len() {
                    return Err(ReadError {
                        line,
                        column: 1,
                        entry: Some(index + 1),
                        problem: ReadProblem::TakeBackTooMany {
                            entries,
                            standing: turns.len(),
                        },
                    });
                }
                turns.truncate(turns.len() - entries);
                history.push(Step::TakeBack { entries, line });
            }
        }
    }
    let resume = raw.resume.map(resume).transpose()?;
    let result_line = position(result.referenced).0;
    let result = result_record(result)?;
    Ok(Parsed {
        replay: Replay {
            rules,
            players: Players {
                x: players.x,
                o: players.o,
            },
            date: raw.date.map(|d| d.value),
            start,
            to_move,
            turns,
            history,
            result,
            resume,
        },
        result_line,
    })
}

/// A board error, pointing at the offending character inside the value
/// when the error names one.
fn board_error(
    text: &str,
    value: &Spanned<String>,
    rules: RulesetId,
    error: BoardError,
) -> ReadError {
    let offset = error.position();
    let mut location = at(value.referenced, None, ReadProblem::Board { rules, error });
    if let Some(offset) = offset {
        // The value's column is that of its first character, or of its quote.
        let quoted = text
            .lines()
            .nth(location.line - 1)
            .and_then(|l| l.chars().nth(location.column - 1))
            .is_some_and(|c| c == '"' || c == '\'');
        location.column += offset - 1 + usize::from(quoted);
    }
    location
}

fn side(value: &Spanned<String>, entry: Option<usize>) -> Result<Side, ReadError> {
    value.value.parse().map_err(|_| {
        at(
            value.referenced,
            entry,
            ReadProblem::UnknownSide(value.value.clone()),
        )
    })
}

/// One item of `turns`: an entry, or a take-back standing alone.
fn step(number: usize, raw: Spanned<RawEntry>) -> Result<Step, ReadError> {
    let here = Some(number);
    let e = &raw.value;
    let Some(takeback) = &e.takeback else {
        return entry(number, raw);
    };
    let others = e.throw.is_some()
        || e.from.is_some()
        || e.pass.is_some()
        || e.house.is_some()
        || e.side.is_some()
        || e.note.is_some();
    if others {
        return Err(at(raw.referenced, here, ReadProblem::TakeBackNotAlone));
    }
    Ok(Step::TakeBack {
        entries: takeback.value,
        line: position(raw.referenced).0,
    })
}

fn entry(number: usize, raw: Spanned<RawEntry>) -> Result<Step, ReadError> {
    let here = Some(number);
    let e = raw.value;
    let Some(throw) = e.throw else {
        return Err(at(raw.referenced, here, ReadProblem::NoThrow));
    };
    let actions = [
        e.from.map(|_| raw.referenced),
        e.pass.as_ref().map(|p| p.referenced),
        e.house.as_ref().map(|h| h.referenced),
    ];
    if let Some(second) = actions.iter().flatten().nth(1) {
        return Err(at(*second, here, ReadProblem::TwoActions));
    }
    let action = match (e.from, e.pass, e.house) {
        (Some(from), _, _) => Action::Move { from },
        (_, Some(pass), _) if pass.value => Action::Pass,
        (_, Some(pass), _) => return Err(at(pass.referenced, here, ReadProblem::PassFalse)),
        (_, _, Some(house)) => Action::House {
            square: house.value,
        },
        (None, None, None) => return Err(at(raw.referenced, here, ReadProblem::NoAction)),
    };
    let side = e.side.as_ref().map(|s| side(s, here)).transpose()?;
    let note = match e.note {
        None => None,
        Some(n) => Some(match n.value {
            RawNote::Text(text) => Note::Plain(text),
            RawNote::Langs(texts) if texts.is_empty() => {
                return Err(at(n.referenced, here, ReadProblem::EmptyNote));
            }
            RawNote::Langs(texts) => Note::Localized(texts),
        }),
    };
    Ok(Step::Entry(Entry {
        throw,
        action,
        side,
        note,
        line: position(raw.referenced).0,
    }))
}

fn resume(raw: Spanned<RawResume>) -> Result<Resume, ReadError> {
    let r = raw.value;
    let level = match r.vs.value.trim() {
        "computer" => Some(r.level.ok_or_else(|| {
            at(
                raw.referenced,
                None,
                ReadProblem::MissingField("resume.level"),
            )
        })?),
        "friend" => None,
        other => {
            return Err(at(
                r.vs.referenced,
                None,
                ReadProblem::UnknownOpponent(other.to_string()),
            ));
        }
    };
    Ok(Resume {
        seed: r.seed,
        level,
        learner: side(&r.learner, None)?,
        tutor: r.tutor,
        sticks: r.sticks,
        computer: r.computer,
        waiting: r.waiting,
        series: r.series.map(|s| (s.wins, s.margin)),
    })
}

fn result_record(raw: Spanned<RawResult>) -> Result<ResultRecord, ReadError> {
    let r = raw.value;
    let by: ResultBy = r.by.value.parse().map_err(|_| {
        at(
            r.by.referenced,
            None,
            ReadProblem::UnknownResult(r.by.value.clone()),
        )
    })?;
    let winner = r.winner.as_ref().map(|w| side(w, None)).transpose()?;
    if by.has_winner() != winner.is_some() {
        let location = r.winner.as_ref().map_or(raw.referenced, |w| w.referenced);
        return Err(at(location, None, ReadProblem::ResultWinner { by, winner }));
    }
    Ok(ResultRecord { winner, by })
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAME: &str = "\
senet-replay: 1
rules: kendall
players: {x: \"Ana\", o: \"Computer (Master)\"}
date: 2026-11-29T12:00:00Z
start: \"xoxoxoxoxo....................\"
to_move: x
turns:
  - {throw: 3, from: 9}
  - {throw: 2, pass: true, side: o}
  - {throw: 4, house: 27}
  - {throw: 1, from: 12, note: \"Closes the pair.\"}
  - {throw: 1, from: 13, note: {en: \"Exchange\", es: \"Cambio\"}}
result: {winner: x, by: bear-off}
";

    fn error(text: &str) -> ReadError {
        parse(text).expect_err("should fail")
    }

    #[test]
    fn reads_the_interface_example() {
        let parsed = parse_document(GAME).expect("valid");
        let r = parsed.replay;
        assert_eq!(r.rules, RulesetId::Kendall);
        assert_eq!(r.players.o, "Computer (Master)");
        assert_eq!(r.date.as_deref(), Some("2026-11-29T12:00:00Z"));
        assert_eq!(r.start, Some(RulesetId::Kendall.ruleset().start));
        assert_eq!(r.turns.len(), 5);
        assert_eq!(r.turns[0].action, Action::Move { from: 9 });
        assert_eq!(r.turns[0].line, 8);
        assert_eq!(r.turns[1].action, Action::Pass);
        assert_eq!(r.turns[1].side, Some(Side::O));
        assert_eq!(r.turns[2].action, Action::House { square: 27 });
        assert_eq!(
            r.turns[3].note,
            Some(Note::Plain("Closes the pair.".into()))
        );
        assert_eq!(
            r.turns[4].note,
            Some(Note::Localized(BTreeMap::from([
                (Lang::En, "Exchange".into()),
                (Lang::Es, "Cambio".into())
            ])))
        );
        assert_eq!(
            r.result,
            ResultRecord {
                winner: Some(Side::X),
                by: ResultBy::BearOff
            }
        );
        assert_eq!(parsed.result_line, 13);
    }

    #[test]
    fn optional_fields_take_their_defaults() {
        let text = "senet-replay: 1\nrules: race\nplayers: {x: a, o: b}\nturns: []\nresult: {winner: null, by: unfinished}\n";
        let r = parse(text).expect("valid");
        assert_eq!(r.start, None);
        assert_eq!(r.to_move, Side::X);
        assert_eq!(r.date, None);
        assert!(r.turns.is_empty());
        assert_eq!(r.result, ResultRecord::UNFINISHED);
    }

    #[test]
    fn an_unknown_version_is_named_before_a_missing_result() {
        let e = error("senet-replay: 7\n");
        assert_eq!(e.problem, ReadProblem::Version(7));
    }

    #[test]
    fn an_unknown_version_is_named_even_with_new_fields() {
        let e = error(&GAME.replace("senet-replay: 1", "senet-replay: 2"));
        assert_eq!((e.line, e.column), (1, 15));
        assert_eq!(e.problem, ReadProblem::Version(2));
        let e = error(&GAME.replace("senet-replay: 1", "senet-replay: 2\nclock: 30"));
        assert_eq!(e.problem, ReadProblem::Version(2));
    }

    #[test]
    fn an_unknown_ruleset_and_a_bad_board_point_at_the_value() {
        let e = error(&GAME.replace("rules: kendall", "rules: chess"));
        assert_eq!((e.line, e.column), (2, 8));
        assert_eq!(e.problem, ReadProblem::UnknownRuleset("chess".into()));
        let e = error(&GAME.replace("xoxoxoxoxo....", "xoxoxoxoxo..q."));
        // The quote is on column 8; the bad character is the 13th of the board.
        assert_eq!((e.line, e.column), (5, 21));
        assert!(matches!(e.problem, ReadProblem::Board { .. }));
    }

    #[test]
    fn an_unknown_field_is_refused_with_its_entry() {
        let e = error(&GAME.replace("{throw: 3, from: 9}", "{throw: 3, form: 9}"));
        assert_eq!(e.line, 8, "{e}");
        assert_eq!(e.entry, Some(1), "{e}");
        assert!(
            matches!(&e.problem, ReadProblem::Yaml(d) if d.contains("form")),
            "{e}"
        );
    }

    #[test]
    fn entries_need_exactly_one_action() {
        let e = error(&GAME.replace("{throw: 2, pass: true, side: o}", "{throw: 2}"));
        assert_eq!((e.line, e.entry), (9, Some(2)));
        assert_eq!(e.problem, ReadProblem::NoAction);
        let e = error(&GAME.replace("{throw: 3, from: 9}", "{throw: 3, from: 9, pass: true}"));
        assert_eq!(
            (e.line, e.entry, e.problem),
            (8, Some(1), ReadProblem::TwoActions)
        );
        let e = error(&GAME.replace("pass: true", "pass: false"));
        assert_eq!(e.problem, ReadProblem::PassFalse);
        let e = error(&GAME.replace("pass: true", "pass: yes"));
        assert!(matches!(e.problem, ReadProblem::Yaml(_)), "{e}");
        let e = error(&GAME.replace("side: o", "side: z"));
        assert_eq!(e.problem, ReadProblem::UnknownSide("z".into()));
        let e = error(&GAME.replace("{en: \"Exchange\", es: \"Cambio\"}", "{}"));
        assert_eq!(e.problem, ReadProblem::EmptyNote);
    }

    #[test]
    fn the_result_must_fit_its_winner() {
        let e = error(&GAME.replace("winner: x, by: bear-off", "winner: null, by: resign"));
        assert_eq!(e.line, 13);
        assert!(matches!(e.problem, ReadProblem::ResultWinner { .. }));
        let e = error(&GAME.replace("winner: x, by: bear-off", "winner: o, by: draw-agreed"));
        assert!(matches!(e.problem, ReadProblem::ResultWinner { .. }));
        let e = error(&GAME.replace("by: bear-off", "by: knockout"));
        assert_eq!(e.problem, ReadProblem::UnknownResult("knockout".into()));
    }

    #[test]
    fn a_file_cut_anywhere_is_refused_with_a_position() {
        for cut in 0..GAME.len() {
            if !GAME.is_char_boundary(cut) {
                continue;
            }
            let text = &GAME[..cut];
            if text.trim_end() == GAME.trim_end() {
                continue;
            }
            let e = parse(text).expect_err(text);
            assert!(e.line >= 1 && e.column >= 1, "{cut}: {e}");
        }
        let cut = GAME.find("result:").expect("result");
        let e = error(&GAME[..cut]);
        assert_eq!(e.problem, ReadProblem::Truncated { entries: 5 });
        assert_eq!(e.line, 13);
        let e = error(&GAME[..GAME.find("from: 12").expect("entry")]);
        assert_eq!(e.entry, Some(4), "{e}");
    }

    #[test]
    fn entry_numbers_come_from_the_list_items() {
        assert_eq!(entry_at_line(GAME, 8), Some(1));
        assert_eq!(entry_at_line(GAME, 12), Some(5));
        assert_eq!(entry_at_line(GAME, 7), None);
        assert_eq!(entry_at_line(GAME, 13), None);
        assert_eq!(entry_at_line(GAME, 2), None);
    }
}

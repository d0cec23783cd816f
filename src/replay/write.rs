//! Writing replays: [`to_yaml`] gives the text of INTERFACE.md §3, and a
//! [`Recorder`] keeps a game's file on disk complete while it is played.
//!
//! The recorder creates its file exclusively (never over an existing one),
//! then rewrites the whole file after every entry with
//! [`crate::store::write_atomically`] (a temporary file in the same folder,
//! flushed, renamed over the old one, then the folder flushed). Whenever the process dies, the
//! file is the last complete version: every entry recorded so far and
//! `result: {winner: null, by: unfinished}`, never half a line. Rewriting
//! stays cheap because games are short (a few hundred entries; arcade stops
//! at 600 throws): `cargo bench --bench replay` measures about 15 ms to
//! rewrite a 600-entry file on a busy machine, almost all of it the two
//! flushes to disk (the file, then the folder: about 8.5 ms without the
//! folder's; making the text takes about 40 µs), so recording is never felt
//! between two moves.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use super::model::{Action, Entry, Note, Replay, ResultRecord, Resume, Step, VERSION};

/// Records a game as it is played. While it lives, it holds its file in
/// use ([`crate::store::InUse`]), so that no other run of the program
/// continues the same game meanwhile.
#[derive(Debug)]
pub struct Recorder {
    path: PathBuf,
    replay: Replay,
    in_use: Option<crate::store::InUse>,
}

impl Recorder {
    /// Starts a new replay file at `path` with the header of `header` (its
    /// folder is created if needed). The file is created exclusively and
    /// whole (written aside, then linked in only if the name is free): a file
    /// already at `path` (or a device, a FIFO, a link) is never opened or
    /// replaced, and the error is then `AlreadyExists`. Any entries or result
    /// in `header` are written as given; a new game has none and an
    /// `unfinished` result.
    ///
    /// # Errors
    /// `AlreadyExists`, or any I/O error writing the file.
    pub fn create(path: &Path, header: Replay) -> std::io::Result<Recorder> {
        let dir = crate::store::folder_of(path);
        crate::store::atomic::clean_stale_temps(&dir);
        crate::store::atomic::write_new(path, to_yaml(&header).as_bytes())?;
        Ok(Recorder {
            path: path.to_path_buf(),
            replay: header,
            in_use: crate::store::InUse::try_take(path).ok().flatten(),
        })
    }

    /// Starts a new replay file `dir/STEM.yaml`, or the first free
    /// `dir/STEM-N.yaml` (from `STEM-2` when `first` is false), created
    /// as in [`Recorder::create`]; [`Recorder::path`] says which.
    ///
    /// # Errors
    /// Any I/O error creating or writing the file.
    pub fn create_unique(
        dir: &Path,
        stem: &str,
        first: bool,
        header: Replay,
    ) -> std::io::Result<Recorder> {
        crate::store::atomic::clean_stale_temps(dir);
        let path = crate::store::atomic::write_new_unique(
            dir,
            stem,
            "yaml",
            first,
            to_yaml(&header).as_bytes(),
        )?;
        let in_use = crate::store::InUse::try_take(&path).ok().flatten();
        Ok(Recorder {
            path,
            replay: header,
            in_use,
        })
    }

    /// Goes on recording into an existing file, already taken for this run
    /// (`in_use`), whose text is exactly `replay`'s ([`to_yaml`]): what was
    /// in it stays, and the next entries are added after it.
    #[must_use]
    pub fn reopen(path: &Path, replay: Replay, in_use: crate::store::InUse) -> Recorder {
        Recorder {
            path: path.to_path_buf(),
            replay,
            in_use: Some(in_use),
        }
    }

    /// Adds what one action of the game made, in one write: `steps` in
    /// order (entries, and take-backs of the entries standing), `resume` in
    /// place of the one written before, and the result when the game is
    /// over. When this returns `Ok`, the file on disk is a complete replay
    /// that ends with them.
    ///
    /// # Errors
    /// `InvalidInput` for a take-back of no entry or of more than stand, or
    /// any I/O error; nothing is then kept, and the file on disk is as it was.
    pub fn append(
        &mut self,
        steps: &[Step],
        resume: Option<Resume>,
        result: Option<ResultRecord>,
    ) -> std::io::Result<()> {
        let mut next = self.replay.clone();
        for step in steps {
            match step {
                Step::Entry(entry) => {
                    if !next.history.is_empty() {
                        next.history.push(Step::Entry(entry.clone()));
                    }
                    next.turns.push(entry.clone());
                }
                Step::TakeBack { entries, .. } => {
                    let entries = *entries;
                    if entries == 0 || entries > next.turns.len() {
                        return Err(std::io::Error::from(std::io::ErrorKind::InvalidInput));
                    }
                    if next.history.is_empty() {
                        next.history = next.steps();
                    }
                    next.history.push(Step::TakeBack { entries, line: 0 });
                    let keep = next.turns.len() - entries;
                    next.turns.truncate(keep);
                }
            }
        }
        next.resume = resume;
        if let Some(result) = result {
            next.result = result;
        }
        crate::store::write_atomically(&self.path, to_yaml(&next).as_bytes())?;
        self.replay = next;
        if self.replay.result.by != super::model::ResultBy::Unfinished {
            // A finished game is never continued: the file is let go.
            self.in_use = None;
        }
        Ok(())
    }

    /// Adds one entry. When this returns `Ok`, the file on disk is a complete,
    /// valid replay that ends with this entry.
    ///
    /// # Errors
    /// Any I/O error; the entry is then not kept, and the file on disk is the
    /// one before it.
    pub fn record(&mut self, entry: Entry) -> std::io::Result<()> {
        let resume = self.replay.resume;
        self.append(&[Step::Entry(entry)], resume, None)
    }

    /// Records a take-back of the last `entries` entries standing (at least
    /// one, at most all): they stay in the file, followed by
    /// `{takeback: N}`, and the game goes on from the position before them.
    /// When this returns `Ok`, the file on disk is a complete replay.
    ///
    /// # Errors
    /// `InvalidInput` for a take-back of no entry or of more than there are,
    /// or any I/O error; nothing is then kept, and the file on disk is as it was.
    pub fn take_back(&mut self, entries: usize) -> std::io::Result<()> {
        let resume = self.replay.resume;
        self.append(&[Step::TakeBack { entries, line: 0 }], resume, None)
    }

    /// Writes the result (the game is over, or was abandoned); what was
    /// kept to continue the game goes.
    ///
    /// # Errors
    /// Any I/O error; the result is then not kept.
    pub fn finish(&mut self, result: ResultRecord) -> std::io::Result<()> {
        self.append(&[], None, Some(result))
    }

    /// Removes the file when nothing was recorded in it (no entry, no
    /// result): a game left before its first throw is not worth a replay.
    /// The file is this recorder's own (it was created exclusively). Returns
    /// whether it was removed.
    ///
    /// # Errors
    /// Any I/O error removing the file.
    pub fn discard_if_empty(mut self) -> std::io::Result<bool> {
        let empty = self.replay.turns.is_empty()
            && self.replay.history.is_empty()
            && self.replay.result.by == super::model::ResultBy::Unfinished;
        if empty {
            std::fs::remove_file(&self.path)?;
        }
        // Let go of the file only now: no other run takes it meanwhile.
        self.in_use.take();
        Ok(empty)
    }

    /// The file being written.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The replay as recorded so far.
    #[must_use]
    pub fn replay(&self) -> &Replay {
        &self.replay
    }
}

/// The text of a replay file (INTERFACE.md §3): the header, one flow mapping
/// per entry, and the result. [`super::read::parse`] reads it back unchanged
/// (except for the entries' line numbers).
#[must_use]
pub fn to_yaml(replay: &Replay) -> String {
    let mut out = String::with_capacity(200 + replay.turns.len() * 28);
    let _ = writeln!(out, "senet-replay: {VERSION}");
    let _ = writeln!(out, "rules: {}", replay.rules.name());
    let _ = writeln!(
        out,
        "players: {{x: {}, o: {}}}",
        quoted(&replay.players.x),
        quoted(&replay.players.o)
    );
    if let Some(date) = &replay.date {
        let _ = writeln!(out, "date: {}", plain_or_quoted(date));
    }
    if let Some(start) = &replay.start {
        // A race piece at the start is not shown (bit 0 is not a square).
        let _ = writeln!(out, "start: \"{}\"", start.to_text());
    }
    let _ = writeln!(out, "to_move: {}", replay.to_move.letter());
    if let Some(resume) = &replay.resume {
        write_resume(&mut out, resume);
    }
    if replay.turns.is_empty() && replay.history.is_empty() {
        out.push_str("turns: []\n");
    } else if replay.history.is_empty() {
        out.push_str("turns:\n");
        for entry in &replay.turns {
            write_entry(&mut out, entry);
        }
    } else {
        out.push_str("turns:\n");
        for step in &replay.history {
            match step {
                Step::Entry(entry) => write_entry(&mut out, entry),
                Step::TakeBack { entries, .. } => {
                    let _ = writeln!(out, "  - {{takeback: {entries}}}");
                }
            }
        }
    }
    let winner = replay
        .result
        .winner
        .map_or_else(|| "null".to_string(), |s| s.letter().to_string());
    let _ = writeln!(
        out,
        "result: {{winner: {winner}, by: {}}}",
        replay.result.by.code()
    );
    out
}

fn write_resume(out: &mut String, r: &Resume) {
    let _ = write!(out, "resume: {{seed: {}, ", r.seed);
    let _ = match r.level {
        Some(level) => write!(out, "vs: computer, level: {level}"),
        None => write!(out, "vs: friend"),
    };
    let _ = write!(
        out,
        ", learner: {}, tutor: {}, sticks: {}, computer: {}",
        r.learner.letter(),
        r.tutor,
        r.sticks,
        r.computer
    );
    if let Some(waiting) = r.waiting {
        let _ = write!(out, ", waiting: {waiting}");
    }
    if let Some((wins, margin)) = r.series {
        let _ = write!(out, ", series: {{wins: {wins}, margin: {margin}}}");
    }
    out.push_str("}\n");
}

fn write_entry(out: &mut String, entry: &Entry) {
    let _ = write!(out, "  - {{throw: {}, ", entry.throw);
    let _ = match entry.action {
        Action::Move { from } => write!(out, "from: {from}"),
        Action::Pass => write!(out, "pass: true"),
        Action::House { square } => write!(out, "house: {square}"),
    };
    if let Some(side) = entry.side {
        let _ = write!(out, ", side: {}", side.letter());
    }
    match &entry.note {
        None => {}
        Some(Note::Plain(text)) => {
            let _ = write!(out, ", note: {}", quoted(text));
        }
        Some(Note::Localized(texts)) => {
            let parts: Vec<String> = texts
                .iter()
                .map(|(lang, text)| format!("{lang}: {}", quoted(text)))
                .collect();
            let _ = write!(out, ", note: {{{}}}", parts.join(", "));
        }
    }
    out.push_str("}\n");
}

/// A YAML double-quoted scalar: any text, escaped so that it reads back the same.
#[must_use]
pub fn quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            // Outside YAML's printable set, or line breaks to YAML 1.1 readers.
            c if c.is_control()
                || matches!(
                    c,
                    '\u{2028}' | '\u{2029}' | '\u{feff}' | '\u{fffe}' | '\u{ffff}'
                ) =>
            {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A date written plainly, as in INTERFACE.md (`2026-11-29T12:00:00Z`), when
/// it looks like one (`YYYY-` then digits and `T Z : . + -`, not ending in
/// `:`); any other text is quoted.
fn plain_or_quoted(text: &str) -> String {
    let bytes = text.as_bytes();
    let plain = bytes.len() >= 5
        && bytes[..4].iter().all(u8::is_ascii_digit)
        && bytes[4] == b'-'
        && !text.ends_with(':')
        && text
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, 'T' | 'Z' | '-' | ':' | '.' | '+'));
    if plain {
        text.to_string()
    } else {
        quoted(text)
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use rand::RngExt;

    use super::*;
    use crate::engine::{Game, Pending, RulesetId, Side, ThrowOutcome, Thrower};
    use crate::lang::Lang;
    use crate::replay::model::{Players, ResultBy};
    use crate::replay::{read, verify};

    /// A seeded game of random legal moves, as entries (at most `limit`).
    fn random_game(
        rules: RulesetId,
        seed: u64,
        limit: usize,
    ) -> (Vec<Entry>, Option<ResultRecord>) {
        let ruleset = rules.ruleset();
        let mut game = Game::new(rules);
        let mut thrower = Thrower::new(ruleset.throw_model, seed);
        let mut entries = Vec::new();
        while entries.len() < limit {
            let (side, house) = match game.pending() {
                Pending::Over(o) => {
                    return (entries, Some(ResultRecord::from(o)));
                }
                Pending::Throw { side, house } => (side, house),
                Pending::Move { .. } => unreachable!("every throw is settled"),
            };
            let value = thrower.throw().value;
            let action = match game.throw(value).expect("a throw") {
                ThrowOutcome::Forced(_) => Action::House {
                    square: house.expect("forced moves are house throws").number(),
                },
                ThrowOutcome::Pass(_) => Action::Pass,
                ThrowOutcome::Choose(a) => {
                    let n = thrower.rng().random_range(0..a.move_count());
                    let from = game.play_nth(n).expect("legal").from;
                    Action::Move {
                        from: from.number(),
                    }
                }
            };
            let mut entry = Entry::new(value.get(), action);
            if entries.len() % 3 == 0 {
                entry.side = Some(side);
            }
            if entries.len() % 7 == 0 {
                let mut texts = std::collections::BTreeMap::new();
                texts.insert(Lang::En, format!("Entry \"{}\"", entries.len()));
                if entries.len() % 2 == 0 {
                    texts.insert(Lang::Es, "Entrada: ñ\n".to_string());
                }
                entry.note = Some(Note::Localized(texts));
            }
            entries.push(entry);
        }
        (entries, None)
    }

    fn header(rules: RulesetId) -> Replay {
        Replay {
            date: Some("2026-11-29T12:00:00Z".into()),
            ..Replay::new(
                rules,
                Players {
                    x: "Ana \"the Scribe\"".into(),
                    o: "Computer (Master)".into(),
                },
            )
        }
    }

    fn without_lines(mut r: Replay) -> Replay {
        for e in &mut r.turns {
            e.line = 0;
        }
        r
    }

    #[test]
    fn recorded_games_verify_and_read_back_unchanged() {
        let dir = tempfile::tempdir().expect("tempdir");
        for (i, rules) in RulesetId::ALL.into_iter().enumerate() {
            let path = dir.path().join(format!("{rules}.yaml"));
            let mut recorder = Recorder::create(&path, header(rules)).expect("create");
            let (entries, result) = random_game(rules, 40 + i as u64, 2_000);
            for entry in entries {
                recorder.record(entry).expect("record");
            }
            let result = result.expect("random games end within 2,000 throws");
            recorder.finish(result).expect("finish");
            let text = std::fs::read_to_string(recorder.path()).expect("read");
            let read = read::parse(&text).expect("parses");
            assert_eq!(&without_lines(read.clone()), recorder.replay(), "{rules}");
            let verified = verify::verify(read).unwrap_or_else(|(_, e)| panic!("{rules}: {e}"));
            assert_eq!(verified.frames.len(), recorder.replay().turns.len());
            assert!(verified.outcome.is_some());
        }
    }

    #[test]
    fn a_recorder_dropped_midway_leaves_an_unfinished_replay_of_every_entry() {
        let dir = tempfile::tempdir().expect("tempdir");
        for k in [0usize, 1, 17, 60] {
            let path = dir.path().join("games").join(format!("cut-{k}.yaml"));
            let (entries, _) = random_game(RulesetId::Skiryuk, 3, k);
            assert_eq!(entries.len(), k);
            {
                let mut recorder =
                    Recorder::create(&path, header(RulesetId::Skiryuk)).expect("create");
                for entry in entries {
                    recorder.record(entry).expect("record");
                }
                // Dropped without `finish`, as if the program had been killed.
            }
            let text = std::fs::read_to_string(&path).expect("read");
            assert!(text.ends_with("result: {winner: null, by: unfinished}\n"));
            let replay = read::parse(&text).expect("parses");
            assert_eq!(replay.turns.len(), k);
            assert_eq!(replay.result, ResultRecord::UNFINISHED);
            let verified = verify::verify(replay).unwrap_or_else(|(_, e)| panic!("{k}: {e}"));
            assert_eq!(verified.frames.len(), k);
            assert_eq!(verified.outcome, None);
            let files = std::fs::read_dir(path.parent().expect("folder"))
                .expect("list")
                .count();
            assert!(files >= 1, "no temporary files are left behind");
        }
    }

    #[test]
    fn a_failed_write_keeps_the_recorder_as_it_was() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("game.yaml");
        let mut recorder = Recorder::create(&path, header(RulesetId::Race)).expect("create");
        // A file where the folder should be makes every write fail.
        let blocked = dir.path().join("blocked");
        std::fs::write(&blocked, "a file, not a folder").expect("write");
        recorder.path = blocked.join("game.yaml");
        assert!(
            recorder
                .record(Entry::new(3, Action::Move { from: 0 }))
                .is_err()
        );
        assert!(recorder.replay().turns.is_empty());
        let resigned = ResultRecord {
            winner: Some(Side::O),
            by: ResultBy::Resign,
        };
        assert!(recorder.finish(resigned).is_err());
        assert_eq!(recorder.replay().result, ResultRecord::UNFINISHED);
    }

    #[test]
    fn the_text_has_the_interface_shape() {
        let mut r = header(RulesetId::Skiryuk);
        r.turns = vec![
            Entry::new(3, Action::Move { from: 9 }),
            Entry {
                side: Some(Side::O),
                ..Entry::new(2, Action::Pass)
            },
            Entry::new(4, Action::House { square: 27 }),
            Entry {
                note: Some(Note::Plain("Closes the pair.".into())),
                ..Entry::new(1, Action::Move { from: 12 })
            },
        ];
        insta::assert_snapshot!(to_yaml(&r));
        let race = Replay {
            start: Some(
                RulesetId::Race
                    .ruleset()
                    .parse_board("....x.........................")
                    .expect("board"),
            ),
            ..Replay::new(RulesetId::Race, Players::default())
        };
        let text = to_yaml(&race);
        assert!(
            text.contains("start: \"....x.........................\""),
            "{text}"
        );
        assert_eq!(read::parse(&text).expect("reads"), race);
    }

    proptest! {
        /// Any names and notes survive writing and reading.
        #[test]
        fn any_text_round_trips(x in any::<String>(), note in any::<String>(), es in any::<String>(), date in "[0-9]{0,5}[0-9:TZ.+ -]{0,24}") {
            let mut r = Replay::new(RulesetId::Kendall, Players { x, o: "o".into() });
            r.date = Some(date);
            r.turns = vec![
                Entry { note: Some(Note::Plain(note.clone())), ..Entry::new(2, Action::Move { from: 9 }) },
                Entry { note: Some(Note::Localized(std::collections::BTreeMap::from([(Lang::Es, es)]))), ..Entry::new(2, Action::Move { from: 10 }) },
            ];
            let back = read::parse(&to_yaml(&r)).map_err(|e| TestCaseError::fail(format!("{e}\n{}", to_yaml(&r))))?;
            prop_assert_eq!(without_lines(back), r);
        }
    }
}

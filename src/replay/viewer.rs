//! The replay viewer's model: a replay opened for stepping through, with the
//! entry showing, the jumps (exchange, water, note, mistake), the side whose
//! mistakes the jumps look for, and the state of the engine's rating and of a
//! rollout of one entry, as far as they have got.
//!
//! No words and no screen: the tutor's viewer (`ui/viewer.rs`) draws this
//! state and turns keys into the methods here; `senet replay view` opens it.
//! The ratings themselves come from the floor above (`ai::analysis`), so the
//! model is generic over them: all it needs of a rating is which entry it is
//! about and whether it is a mistake ([`Judgement`]).

use std::path::Path;

use crate::engine::Side;
use crate::replay::files::LoadError;
use crate::replay::read::{self, Parsed, ReadError};
use crate::replay::verify::{Verified, VerifyError, verify};

/// What the viewer needs of one rated decision.
pub trait Judgement {
    /// The 0-based entry it rates.
    fn entry(&self) -> usize;
    /// Whether the decision was a mistake or a blunder (what `m`/`M` jump to).
    fn is_mistake(&self) -> bool;
}

/// The engine's rating of a replay's decisions, as far as it has got.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum Rating<R> {
    /// Not asked for yet.
    #[default]
    NotStarted,
    /// Running on a background thread: entries done of the total.
    Running {
        /// Entries looked at.
        done: usize,
        /// Entries in all.
        total: usize,
    },
    /// Every decision with a choice, rated, in entry order.
    Done(Vec<R>),
}

/// A rollout of one entry's decision, as far as it has got.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum EntryRollout<R> {
    /// None asked for.
    #[default]
    None,
    /// Running on a background thread.
    Running {
        /// The entry (0-based).
        index: usize,
        /// Playouts done of the total.
        done: u32,
        /// Playouts in all.
        total: u32,
    },
    /// Finished: the entry's rating by the playouts (`None`: a forced move
    /// or a lost throw, nothing to roll out).
    Done {
        /// The entry (0-based).
        index: usize,
        /// Its rating.
        rated: Option<Box<R>>,
    },
}

impl<R> EntryRollout<R> {
    /// The entry the rollout is about, if one was asked for.
    #[must_use]
    pub fn index(&self) -> Option<usize> {
        match self {
            EntryRollout::None => None,
            EntryRollout::Running { index, .. } | EntryRollout::Done { index, .. } => Some(*index),
        }
    }
}

/// What a jump looks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// An entry whose move exchanged or pushed an opposing piece.
    Exchange,
    /// An entry whose move landed in the water.
    Water,
    /// An entry with a note.
    Note,
    /// An entry the engine rated a mistake or a blunder (of the side
    /// [`Viewer::mistakes_of`] names, or of either).
    Mistake,
}

/// A short message about the last key, shown once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    /// No mistake (of the side filtered, if any) after the entry showing.
    NoMistakeAfter(Option<Side>),
    /// No mistake (of the side filtered, if any) before the entry showing.
    NoMistakeBefore(Option<Side>),
}

/// Where a replay file stops being valid: the first bad entry (or result),
/// and the line of the file's `result`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Break {
    /// The first problem.
    pub error: VerifyError,
    /// The 1-based line of `result` (for a problem with the result).
    pub result_line: usize,
}

/// A replay on screen.
#[derive(Debug, Clone, PartialEq)]
pub struct Viewer<R> {
    /// The file, as shown in messages.
    pub name: String,
    /// A digest of the file's text (what a cached rating is keyed by).
    pub digest: String,
    /// The re-played entries (all, or the valid prefix).
    pub verified: Verified,
    /// Where the replay breaks, if it does.
    pub error: Option<Break>,
    /// The entry showing (0-based); `None` before the first.
    pub at: Option<usize>,
    /// The engine's rating of the decisions.
    pub rating: Rating<R>,
    /// Whose mistakes `m`/`M` jump to: one side's, or (`None`) both sides'.
    pub mistakes_of: Option<Side>,
    /// A short message about the last key, shown once.
    pub notice: Option<Notice>,
    /// The last rollout asked for.
    pub rollout: EntryRollout<R>,
    /// Which rating run the state waits for (a run for a replay no longer
    /// showing is ignored).
    rating_run: u64,
    /// A jump to a mistake asked for before the rating was done: forward or
    /// back, made when it arrives.
    pending_jump: Option<bool>,
    /// Which rollout run the state waits for.
    rollout_run: u64,
}

/// The digest of a replay file's text that keys its cached rating: SHA-256, in hex.
#[must_use]
pub fn digest(text: &str) -> String {
    use sha2::Digest;
    let hash = sha2::Sha256::digest(text.as_bytes());
    hash.iter().map(|b| format!("{b:02x}")).collect()
}

impl<R: Judgement> Viewer<R> {
    /// Opens a replay file (`name`: the file as shown in messages).
    ///
    /// # Errors
    /// The file cannot be read, or is not a replay.
    pub fn load(path: &Path, name: String) -> Result<Viewer<R>, LoadError> {
        let text = crate::store::read_text(path).map_err(LoadError::Input)?;
        Viewer::from_text(name, &text).map_err(LoadError::Read)
    }

    /// Opens a replay from its text (`name`: as shown in messages).
    ///
    /// # Errors
    /// The text is not a replay.
    pub fn from_text(name: String, text: &str) -> Result<Viewer<R>, ReadError> {
        let parsed = read::parse_document(text)?;
        Ok(Viewer::from_parsed(name, digest(text), parsed))
    }

    /// The viewer of a parsed replay: its verified entries, or the valid
    /// prefix and where it breaks.
    #[must_use]
    pub fn from_parsed(name: String, digest: String, parsed: Parsed) -> Viewer<R> {
        match verify(parsed.replay) {
            Ok(v) => Viewer::new(name, digest, v, None),
            Err((v, error)) => Viewer::new(
                name,
                digest,
                v,
                Some(Break {
                    error,
                    result_line: parsed.result_line,
                }),
            ),
        }
    }

    /// Opens at the first entry, or at the last valid one when the file breaks.
    #[must_use]
    pub fn new(name: String, digest: String, verified: Verified, error: Option<Break>) -> Self {
        let at = if error.is_some() {
            verified.frames.len().checked_sub(1)
        } else if verified.frames.is_empty() {
            None
        } else {
            Some(0)
        };
        Viewer {
            name,
            digest,
            verified,
            error,
            at,
            rating: Rating::NotStarted,
            mistakes_of: None,
            notice: None,
            rollout: EntryRollout::None,
            rating_run: 0,
            pending_jump: None,
            rollout_run: 0,
        }
    }

    /// Whether the entry showing is the last valid one (where a broken file
    /// says what is wrong).
    #[must_use]
    pub fn at_break(&self) -> bool {
        self.at == self.last() || self.verified.frames.is_empty()
    }

    /// Marks a rollout of entry `index` as started by run `run`.
    pub fn start_rollout(&mut self, run: u64, index: usize, total: u32) {
        self.rollout_run = run;
        self.rollout = EntryRollout::Running {
            index,
            done: 0,
            total,
        };
    }

    /// Progress of rollout run `run`; ignored for another run.
    pub fn rollout_progress(&mut self, run: u64, done: u32, total: u32) {
        if let EntryRollout::Running { index, .. } = self.rollout {
            if run == self.rollout_run {
                self.rollout = EntryRollout::Running { index, done, total };
            }
        }
    }

    /// The finished rollout of run `run`; ignored for another run.
    pub fn rollout_done(&mut self, run: u64, rated: Option<R>) {
        if let EntryRollout::Running { index, .. } = self.rollout {
            if run == self.rollout_run {
                self.rollout = EntryRollout::Done {
                    index,
                    rated: rated.map(Box::new),
                };
            }
        }
    }

    /// The rating of entry `index` (0-based), once rated; `None` also for
    /// forced moves and lost throws, which are not rated.
    #[must_use]
    pub fn rated(&self, index: usize) -> Option<&R> {
        let Rating::Done(all) = &self.rating else {
            return None;
        };
        all.binary_search_by_key(&index, Judgement::entry)
            .ok()
            .and_then(|i| all.get(i))
    }

    fn last(&self) -> Option<usize> {
        self.verified.frames.len().checked_sub(1)
    }

    /// One entry forward (or back).
    pub fn step(&mut self, forward: bool) {
        self.at = match (self.at, forward) {
            (None, true) => (!self.verified.frames.is_empty()).then_some(0),
            (None, false) => None,
            (Some(i), true) => Some((i + 1).min(self.last().unwrap_or(0))),
            (Some(0), false) => None,
            (Some(i), false) => Some(i - 1),
        };
    }

    /// The first or the last entry.
    pub fn jump_end(&mut self, end: bool) {
        self.at = if end {
            self.last()
        } else {
            (!self.verified.frames.is_empty()).then_some(0)
        };
    }

    /// Entry `n` (1-based), clamped to the entries there are.
    pub fn go_to(&mut self, n: usize) {
        self.at = self.last().map(|last| n.saturating_sub(1).min(last));
    }

    /// Switches whose mistakes `m`/`M` look for: both sides, then the side
    /// that moved first, then the other, then both again.
    pub fn switch_side(&mut self) {
        self.mistakes_of = match self.mistakes_of {
            None => Some(Side::X),
            Some(Side::X) => Some(Side::O),
            Some(Side::O) => None,
        };
    }

    fn matches(&self, index: usize, mark: Mark) -> bool {
        let frame = self.verified.frames.get(index);
        match mark {
            Mark::Exchange => frame
                .and_then(|f| f.played)
                .is_some_and(|m| m.exchange.is_some()),
            Mark::Water => frame.and_then(|f| f.played).is_some_and(|m| m.water),
            Mark::Note => self
                .verified
                .replay
                .turns
                .get(index)
                .is_some_and(|e| e.note.is_some()),
            Mark::Mistake => {
                let side_fits = match (self.mistakes_of, frame) {
                    (None, _) => true,
                    (Some(side), Some(f)) => f.side == side,
                    (Some(_), None) => false,
                };
                side_fits && self.rated(index).is_some_and(Judgement::is_mistake)
            }
        }
    }

    /// The next (or previous) entry with `mark`; stays put when there is none,
    /// and says so for a mistake.
    pub fn seek(&mut self, mark: Mark, forward: bool) {
        let count = self.verified.frames.len();
        let found = if forward {
            let from = self.at.map_or(0, |i| i + 1);
            (from..count).find(|&i| self.matches(i, mark))
        } else {
            let until = self.at.unwrap_or(0);
            (0..until).rev().find(|&i| self.matches(i, mark))
        };
        if found.is_some() {
            self.at = found;
        } else if mark == Mark::Mistake {
            self.notice = Some(if forward {
                Notice::NoMistakeAfter(self.mistakes_of)
            } else {
                Notice::NoMistakeBefore(self.mistakes_of)
            });
        }
    }

    /// `m`/`M`: the next or previous mistake, or, before the rating is done,
    /// starts it (when asked for the first time) and remembers the jump.
    /// Returns true when a rating has to be started.
    pub fn seek_mistake(&mut self, forward: bool) -> bool {
        match self.rating {
            Rating::Done(_) => {
                self.seek(Mark::Mistake, forward);
                false
            }
            Rating::Running { .. } => {
                self.pending_jump = Some(forward);
                false
            }
            Rating::NotStarted => {
                self.pending_jump = Some(forward);
                true
            }
        }
    }

    /// Marks the rating as started by run `run`, over every entry.
    pub fn start_rating(&mut self, run: u64) {
        self.rating_run = run;
        self.rating = Rating::Running {
            done: 0,
            total: self.verified.frames.len(),
        };
    }

    /// Progress of run `run`; ignored when it is not the run this state waits for.
    pub fn rating_progress(&mut self, run: u64, done: usize, total: usize) {
        if run == self.rating_run && matches!(self.rating, Rating::Running { .. }) {
            self.rating = Rating::Running { done, total };
        }
    }

    /// A rating known already (e.g. kept from an earlier run): done at once.
    pub fn set_rated(&mut self, rated: Vec<R>) {
        self.rating = Rating::Done(rated);
        if let Some(forward) = self.pending_jump.take() {
            self.seek(Mark::Mistake, forward);
        }
    }

    /// The finished rating of run `run`; makes the jump asked for meanwhile.
    pub fn rating_done(&mut self, run: u64, rated: Vec<R>) {
        if run != self.rating_run {
            return;
        }
        self.rating = Rating::Done(rated);
        if let Some(forward) = self.pending_jump.take() {
            self.seek(Mark::Mistake, forward);
        }
    }
}

/// A take-back, where the viewer shows it: the entries withdrawn, and the
/// entry of the game as it stands that was played instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TakeBack {
    /// The 0-based entry of the game as it stands played in their place
    /// (the number of entries standing when they were taken back: one past
    /// the last when nothing was played after).
    pub before: usize,
    /// The withdrawn entries, in the order they were played.
    pub withdrawn: Vec<Withdrawn>,
}

/// An entry that was taken back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Withdrawn {
    /// Who threw.
    pub side: Side,
    /// The throw.
    pub throw: crate::engine::ThrowValue,
    /// The move it made; `None` for a pass.
    pub played: Option<crate::engine::Move>,
}

/// Every take-back of a replay, in file order: each entry of its `turns`
/// list played again where it was played, withdrawn ones too. A file that
/// breaks gives the take-backs before the break.
#[must_use]
pub fn take_backs(replay: &crate::replay::Replay) -> Vec<TakeBack> {
    use crate::engine::{Game, ThrowOutcome, ThrowValue};
    use crate::replay::{Action, Step};
    let mut found = Vec::new();
    if replay.history.is_empty() {
        return found;
    }
    let Ok(start) = replay.start_position() else {
        return found;
    };
    // The game before each entry standing, and what each entry did.
    let mut games = vec![Game::from_position(start)];
    let mut standing: Vec<Withdrawn> = Vec::new();
    for step in &replay.history {
        match step {
            Step::Entry(entry) => {
                let Some(mut game) = games.last().cloned() else {
                    return found;
                };
                let side = game.to_move();
                let Some(throw) = ThrowValue::new(entry.throw) else {
                    return found;
                };
                let played = match (game.throw(throw), entry.action) {
                    (Ok(ThrowOutcome::Forced(mv)), Action::House { .. }) => Some(mv),
                    (Ok(ThrowOutcome::Pass(_)), Action::Pass) => None,
                    (Ok(ThrowOutcome::Choose(_)), Action::Move { from }) => {
                        let Some(from) = crate::engine::Square::new(from) else {
                            return found;
                        };
                        match game.play(from) {
                            Ok(mv) => Some(mv),
                            Err(_) => return found,
                        }
                    }
                    _ => return found,
                };
                standing.push(Withdrawn {
                    side,
                    throw,
                    played,
                });
                games.push(game);
            }
            Step::TakeBack { entries, .. } => {
                let Some(keep) = standing.len().checked_sub(*entries) else {
                    return found;
                };
                let withdrawn = standing.split_off(keep);
                games.truncate(keep + 1);
                found.push(TakeBack {
                    before: keep,
                    withdrawn,
                });
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A rating for the tests: the entry and whether it is a mistake.
    #[derive(Debug, Clone, PartialEq)]
    struct Flag(usize, bool);

    impl Judgement for Flag {
        fn entry(&self) -> usize {
            self.0
        }
        fn is_mistake(&self) -> bool {
            self.1
        }
    }

    /// Six race entries, alternating sides (x throws 1, 2, 3 are not throw
    /// again), a note on entry 3 (index 2).
    const GAME: &str = "senet-replay: 1\nrules: race\nplayers: {x: \"Ana\", o: \"Bo\"}\nturns:\n  - {throw: 2, from: 0}\n  - {throw: 2, from: 0}\n  - {throw: 3, from: 2, note: \"A note.\"}\n  - {throw: 3, from: 2}\n  - {throw: 2, from: 5}\n  - {throw: 2, from: 5}\nresult: {winner: null, by: unfinished}\n";

    fn viewer() -> Viewer<Flag> {
        Viewer::from_text("game.yaml".into(), GAME).expect("a replay")
    }

    #[test]
    fn take_backs_are_found_where_the_game_went_on_instead() {
        let text = GAME.replace(
            "  - {throw: 3, from: 2}\n",
            "  - {throw: 3, from: 2}\n  - {throw: 2, from: 5}\n  - {takeback: 2}\n  - {throw: 3, from: 2}\n",
        );
        let replay = read::parse(&text).expect("a replay");
        assert_eq!(replay.turns.len(), 6, "the game as it stands");
        let found = take_backs(&replay);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].before, 3, "entry 4 was played instead");
        let moved: Vec<_> = found[0]
            .withdrawn
            .iter()
            .map(|w| {
                (
                    w.side,
                    w.throw.get(),
                    w.played.map(|m| (m.from.number(), m.to.number())),
                )
            })
            .collect();
        assert_eq!(
            moved,
            [(Side::O, 3, Some((2, 5))), (Side::X, 2, Some((5, 7)))]
        );
        assert!(take_backs(&read::parse(GAME).expect("a replay")).is_empty());
        // A take-back at the end: nothing played after it yet.
        let end = GAME.replace(
            "result:",
            "  - {throw: 1, from: 7}\n  - {takeback: 1}\nresult:",
        );
        let found = take_backs(&read::parse(&end).expect("a replay"));
        assert_eq!(found.iter().map(|t| t.before).collect::<Vec<_>>(), [6]);
    }

    #[test]
    fn steps_clamp_and_go_to_counts_from_one() {
        let mut v = viewer();
        assert_eq!(v.verified.frames.len(), 6);
        assert_eq!(v.at, Some(0));
        v.step(false);
        assert_eq!(v.at, None);
        v.step(false);
        assert_eq!(v.at, None);
        v.step(true);
        v.jump_end(true);
        assert_eq!(v.at, Some(5));
        v.step(true);
        assert_eq!(v.at, Some(5));
        v.go_to(3);
        assert_eq!(v.at, Some(2));
        v.go_to(99);
        assert_eq!(v.at, Some(5));
        v.jump_end(false);
        assert_eq!(v.at, Some(0));
    }

    #[test]
    fn notes_are_found_both_ways() {
        let mut v = viewer();
        v.seek(Mark::Note, true);
        assert_eq!(v.at, Some(2));
        v.seek(Mark::Note, true);
        assert_eq!(v.at, Some(2), "no further note: stays");
        assert_eq!(v.notice, None, "only mistakes say so");
        v.jump_end(true);
        v.seek(Mark::Note, false);
        assert_eq!(v.at, Some(2));
    }

    #[test]
    fn a_mistake_jump_before_the_rating_waits_for_it_then_jumps() {
        let mut v = viewer();
        assert!(v.seek_mistake(true), "the first m starts the rating");
        v.start_rating(7);
        assert!(!v.seek_mistake(true), "running: not started twice");
        v.rating_progress(6, 3, 6);
        assert_eq!(
            v.rating,
            Rating::Running { done: 0, total: 6 },
            "another run"
        );
        v.rating_progress(7, 3, 6);
        assert_eq!(v.rating, Rating::Running { done: 3, total: 6 });
        v.rating_done(6, vec![Flag(1, true)]);
        assert!(
            matches!(v.rating, Rating::Running { .. }),
            "a late run is ignored"
        );
        v.rating_done(7, vec![Flag(1, false), Flag(3, true), Flag(4, true)]);
        assert_eq!(v.at, Some(3), "the jump asked for is made");
        assert!(v.rated(1).is_some() && v.rated(2).is_none());
    }

    #[test]
    fn the_side_filter_keeps_mistake_jumps_to_one_side() {
        let mut v = viewer();
        v.start_rating(1);
        // Entries 1, 3, 5 (index 0, 2, 4) are x's; 2, 4, 6 are o's.
        v.rating_done(1, vec![Flag(1, true), Flag(2, true), Flag(5, true)]);
        v.seek(Mark::Mistake, true);
        assert_eq!(v.at, Some(1), "both sides: o's mistake at entry 2");
        v.switch_side();
        assert_eq!(v.mistakes_of, Some(Side::X));
        v.seek(Mark::Mistake, true);
        assert_eq!(v.at, Some(2), "x's only");
        v.seek(Mark::Mistake, true);
        assert_eq!(v.at, Some(2));
        assert_eq!(v.notice, Some(Notice::NoMistakeAfter(Some(Side::X))));
        v.switch_side();
        assert_eq!(v.mistakes_of, Some(Side::O));
        v.seek(Mark::Mistake, true);
        assert_eq!(v.at, Some(5));
        v.seek(Mark::Mistake, false);
        assert_eq!(v.at, Some(1));
        v.seek(Mark::Mistake, false);
        assert_eq!(v.notice, Some(Notice::NoMistakeBefore(Some(Side::O))));
        v.switch_side();
        assert_eq!(v.mistakes_of, None, "round to both sides again");
    }

    #[test]
    fn a_broken_file_opens_on_its_last_valid_entry_and_says_where() {
        let text = GAME.replace(
            "{throw: 2, from: 5}\n  - {throw: 2, from: 5}",
            "{throw: 2, from: 5}\n  - {throw: 2, from: 9}",
        );
        let v: Viewer<Flag> = Viewer::from_text("bad.yaml".into(), &text).expect("readable");
        assert_eq!(v.verified.frames.len(), 5);
        assert_eq!(v.at, Some(4));
        assert!(v.at_break());
        assert_eq!(v.error.as_ref().map(|b| b.error.entry), Some(6));
    }

    #[test]
    fn rollout_results_of_another_run_are_ignored() {
        let mut v = viewer();
        v.start_rollout(3, 1, 200);
        assert_eq!(v.rollout.index(), Some(1));
        v.rollout_progress(2, 100, 200);
        assert_eq!(
            v.rollout,
            EntryRollout::Running {
                index: 1,
                done: 0,
                total: 200
            }
        );
        v.rollout_done(3, Some(Flag(1, false)));
        assert_eq!(
            v.rollout,
            EntryRollout::Done {
                index: 1,
                rated: Some(Box::new(Flag(1, false)))
            }
        );
    }

    #[test]
    fn the_digest_is_sha256_of_the_text() {
        assert_eq!(
            digest("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        assert_ne!(digest(GAME), digest(&GAME.replace("Ana", "Ann")));
    }
}

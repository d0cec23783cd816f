//! Continuing an unfinished game from its replay file: the game is rebuilt
//! from the file (its ruleset, start, players and level, the learner's side,
//! the arcade series it belongs to, the take-backs, the throw that was
//! waiting, and where the throws and the computer's choices stood, so that
//! it goes on exactly as it would have), and recorded on into the same
//! file. Only one run of the program continues a file at a time: the file is
//! taken in use first ([`crate::store::InUse`]), and a file in use is
//! refused. A file that does not verify, or that was changed outside the
//! program, is refused too and never "repaired". Pure of words: the errors
//! are codes, which the screen and the command line word.

use std::path::Path;

use super::series::Series;
use super::session::{Opponent, PlaySession, RecordAction, Setup};
use crate::engine::{Square, ThrowValue};
use crate::replay::files::LoadError;
use crate::replay::model::{Action, ResultBy};
use crate::replay::verify::VerifyError;
use crate::replay::write::{Recorder, to_yaml};
use crate::store::InUse;

/// A game continued: the session, its recorder on the same file, and the
/// series it belongs to (arcade against the computer).
#[derive(Debug)]
pub struct Resumed {
    /// The game, where it was left.
    pub session: PlaySession,
    /// Records on into the file it came from.
    pub recorder: Recorder,
    /// The arcade series, as it stood before this game.
    pub series: Option<Series>,
}

/// Why a game cannot be continued.
#[derive(Debug)]
pub enum ResumeError {
    /// Another run of the program is playing it now.
    InUse,
    /// The file cannot be read, or is not a replay.
    Load(LoadError),
    /// An entry is not legal (`replay check` says the same): with the line
    /// of the file's `result`, for a problem with the result.
    Invalid {
        /// The replay's ruleset (the entry's problem is told in its terms).
        rules: crate::engine::RulesetId,
        /// The first bad entry.
        error: VerifyError,
        /// The line of `result`.
        result_line: usize,
    },
    /// The game is over.
    Over,
    /// The file has no `resume` line: it was not recorded by this program
    /// while being played (or by a version that did not keep one).
    NoState,
    /// The file's text is not what the program wrote (it was edited): going
    /// on would rewrite it and lose what was added.
    Edited,
    /// The `resume` line does not fit the entries: the first entry (1-based)
    /// that does not, one past the last for the waiting throw.
    BadState {
        /// The entry.
        entry: usize,
    },
    /// The lock beside the file cannot be made.
    Io(std::io::Error),
}

/// Opens the unfinished game in `path` to go on with it.
///
/// # Errors
/// See [`ResumeError`]; the file is left as it was.
pub fn open(path: &Path) -> Result<Resumed, ResumeError> {
    let in_use = InUse::try_take(path)
        .map_err(ResumeError::Io)?
        .ok_or(ResumeError::InUse)?;
    let text = crate::store::read_text(path).map_err(|e| ResumeError::Load(LoadError::Input(e)))?;
    let parsed = crate::replay::read::parse_document(&text)
        .map_err(|e| ResumeError::Load(LoadError::Read(e)))?;
    let replay = parsed.replay;
    if let Err((_, error)) = crate::replay::verify::verify(replay.clone()) {
        return Err(ResumeError::Invalid {
            rules: replay.rules,
            error,
            result_line: parsed.result_line,
        });
    }
    if replay.result.by != ResultBy::Unfinished {
        return Err(ResumeError::Over);
    }
    let Some(state) = replay.resume else {
        return Err(ResumeError::NoState);
    };
    if to_yaml(&replay) != text {
        return Err(ResumeError::Edited);
    }
    let start = (replay.start.is_some() || replay.to_move != crate::engine::Side::X)
        .then(|| replay.start_position())
        .transpose()
        .map_err(|_| ResumeError::BadState { entry: 1 })?;
    let setup = Setup {
        rules: replay.rules,
        opponent: match state.level {
            Some(level) => Opponent::Computer { level },
            None => Opponent::Friend,
        },
        learner: state.learner,
        seed: state.seed,
        ceremony: false,
    };
    let mut entries = Vec::with_capacity(replay.turns.len());
    for (index, entry) in replay.turns.iter().enumerate() {
        let bad = || ResumeError::BadState { entry: index + 1 };
        let value = ThrowValue::new(entry.throw).ok_or_else(bad)?;
        let square = |n: u8| Square::new(n).ok_or_else(bad);
        let action = match entry.action {
            Action::Move { from } => RecordAction::Move(square(from)?),
            Action::Pass => RecordAction::Pass,
            Action::House { square: at } => RecordAction::House(square(at)?),
        };
        entries.push((value, action));
    }
    let waiting = match state.waiting {
        Some(value) => Some(ThrowValue::new(value).ok_or(ResumeError::BadState {
            entry: entries.len() + 1,
        })?),
        None => None,
    };
    let mut session = PlaySession::resume(
        setup,
        start,
        &entries,
        (u128::from(state.sticks), u128::from(state.computer)),
        waiting,
    )
    .map_err(|entry| ResumeError::BadState { entry })?;
    session.set_tutor(state.tutor);
    let series = state.series.map(|(wins, margin)| Series {
        wins,
        margin,
        over: false,
    });
    Ok(Resumed {
        session,
        recorder: Recorder::reopen(path, replay, in_use),
        series,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Pending, RulesetId, Side};
    use crate::play::record;
    use crate::replay::model::Players;

    fn players() -> Players {
        Players {
            x: "Ana".into(),
            o: "Computer".into(),
        }
    }

    fn setup(rules: RulesetId, opponent: Opponent) -> Setup {
        Setup {
            rules,
            opponent,
            learner: Side::X,
            seed: 21,
            ceremony: false,
        }
    }

    /// One action of a learner who plays the last legal move, and takes
    /// back a choice made with 2, 7, 12… entries standing, once at each
    /// (`taken`: where the file has take-backs). Returns whether the game
    /// went on. It depends only on the game and its file, so a game
    /// continued from its file goes on as the one never left.
    fn act(session: &mut PlaySession, taken: &[usize]) -> bool {
        match session.game().pending() {
            Pending::Throw { .. } => session.throw(),
            Pending::Move { .. } => {
                let standing = session.history().len();
                let count = session.game().choices().map_or(1, |a| a.move_count());
                let from = session
                    .game()
                    .choices()
                    .and_then(|a| a.get(count.saturating_sub(1)))
                    .map_or(Square::START, |m| m.from);
                session.choose(from);
                if standing % 5 == 2 && !taken.contains(&standing) && session.can_take_back() {
                    assert!(session.take_back());
                }
            }
            Pending::Over(_) => return false,
        }
        true
    }

    /// The file of a game played to its end, stopped (the program quit)
    /// after `stop` actions and continued from its file when `stop` is some.
    fn game_file(rules: RulesetId, opponent: Opponent, stop: Option<usize>) -> String {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("game.yaml");
        let mut session = PlaySession::new(setup(rules, opponent));
        let mut recorder = record::start(&path, &session, &players(), 0).expect("starts");
        let mut actions = 0;
        let mut resumed = false;
        loop {
            let taken: Vec<usize> = crate::replay::viewer::take_backs(recorder.replay())
                .iter()
                .map(|t| t.before)
                .collect();
            actions += 1;
            if actions > 5_000 || !act(&mut session, &taken) {
                break;
            }
            record::flush(&mut recorder, &mut session).expect("written");
            // Quit once something is recorded (a file with nothing in it has
            // nothing to continue, and the replay list removes it).
            let recorded = recorder.replay().resume.is_some();
            if !resumed && recorded && stop.is_some_and(|s| actions >= s) {
                resumed = true;
                drop(recorder);
                let resumed = open(&path).expect("continued");
                assert_eq!(resumed.session.game().board(), session.game().board());
                let lines = |s: &PlaySession| -> Vec<_> {
                    s.history()
                        .iter()
                        .map(|p| (p.record, p.mv, p.board_after, p.by_computer))
                        .collect()
                };
                assert_eq!(lines(&resumed.session), lines(&session), "{rules}");
                assert_eq!(resumed.session.can_take_back(), session.can_take_back());
                session = resumed.session;
                recorder = resumed.recorder;
            }
        }
        assert!(session.game().outcome().is_some(), "{rules}: over");
        let text = std::fs::read_to_string(&path).expect("file");
        let parsed = crate::replay::read::parse(&text).expect("valid");
        assert!(
            parsed.resume.is_none(),
            "a finished game keeps no resume line"
        );
        crate::replay::verify::verify(parsed).expect("it checks");
        text
    }

    #[test]
    fn a_game_quit_and_continued_is_the_game_played_without_a_break() {
        let mut takebacks = 0;
        for rules in RulesetId::ALL {
            for opponent in [Opponent::Computer { level: 1 }, Opponent::Friend] {
                let whole = game_file(rules, opponent, None);
                takebacks += whole.matches("{takeback: ").count();
                let entries = whole.lines().filter(|l| l.starts_with("  - ")).count();
                for stop in [3, entries / 2] {
                    let broken = game_file(rules, opponent, Some(stop));
                    assert_eq!(broken, whole, "{rules} {opponent:?}, stopped after {stop}");
                }
            }
        }
        assert!(takebacks >= 12, "take-backs continued too: {takebacks}");
    }

    #[test]
    fn a_file_in_use_finished_edited_or_broken_is_refused() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("game.yaml");
        let mut session = PlaySession::new(setup(RulesetId::Kendall, Opponent::Friend));
        let mut recorder = record::start(&path, &session, &players(), 0).expect("starts");
        // Every standing count taken already: no take-back here.
        let never: Vec<usize> = (0..100).collect();
        while session.history().len() < 6 && act(&mut session, &never) {
            record::flush(&mut recorder, &mut session).expect("written");
        }
        assert!(
            matches!(open(&path), Err(ResumeError::InUse)),
            "being played"
        );
        drop(recorder);
        let good = std::fs::read_to_string(&path).expect("file");
        let second = open(&path).expect("free now");
        assert!(matches!(open(&path), Err(ResumeError::InUse)), "two tutors");
        drop(second);
        std::fs::write(&path, good.replace("turns:", "# a comment\nturns:")).expect("write");
        assert!(matches!(open(&path), Err(ResumeError::Edited)));
        let first_entry = good
            .lines()
            .find(|l| l.starts_with("  - {throw: "))
            .expect("an entry");
        let bad = good.replacen(first_entry, "  - {throw: 5, from: 30, side: x}", 1);
        std::fs::write(&path, &bad).expect("write");
        match open(&path) {
            Err(ResumeError::Invalid { error, .. }) => assert_eq!(error.entry, 1),
            other => panic!("{other:?}"),
        }
        assert_eq!(
            std::fs::read_to_string(&path).expect("file"),
            bad,
            "not repaired"
        );
        let cut: String = good
            .lines()
            .filter(|l| !l.starts_with("resume:"))
            .map(|l| format!("{l}\n"))
            .collect();
        std::fs::write(&path, cut).expect("write");
        assert!(matches!(open(&path), Err(ResumeError::NoState)));
        std::fs::write(&path, good.replace("by: unfinished", "by: draw-agreed")).expect("write");
        assert!(matches!(open(&path), Err(ResumeError::Over)));
        assert!(!InUse::lock_path(&path).exists(), "no lock is left behind");
    }
}

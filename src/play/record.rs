//! Recording games as replays while they are played.

use std::path::{Path, PathBuf};

use crate::engine::{Outcome, ThrowValue, Victory};
use crate::play::{Logged, Opponent, PlaySession, Record, RecordAction, Series};
use crate::replay::model::{Action, Entry, Players, Replay, ResultBy, ResultRecord, Resume, Step};
use crate::replay::write::Recorder;

/// A UTC date and time from seconds since the epoch, as `2026-11-29T12:00:00Z`.
#[must_use]
pub fn utc(seconds: u64) -> String {
    let days = i64::try_from(seconds / 86_400).unwrap_or(0);
    let rest = seconds % 86_400;
    // Howard Hinnant's civil-from-days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rest / 3_600,
        rest % 3_600 / 60,
        rest % 60
    )
}

/// The seed of a game or quiz started without `--seed`: the operating
/// system's randomness (through `rand`'s thread generator, seeded from the
/// OS) mixed with the time in nanoseconds and the process id, so that two
/// games started in the same second never share their throws.
#[must_use]
pub fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let clock = (nanos as u64) ^ ((nanos >> 64) as u64);
    rand::random::<u64>() ^ clock.rotate_left(17) ^ u64::from(std::process::id()).rotate_left(41)
}

/// The default replay name of a game, without the folder or `.yaml`:
/// `<date>-<ruleset>-<seed>`.
#[must_use]
pub fn default_stem(session: &PlaySession, now: u64) -> String {
    let stamp = utc(now)
        .replace([':', '-'], "")
        .replace('T', "-")
        .trim_end_matches('Z')
        .to_string();
    format!(
        "{stamp}-{}-{}",
        session.setup().rules.name(),
        session.setup().seed
    )
}

/// Where a game is recorded by default: `DIR/replays/<date>-<ruleset>-<seed>.yaml`
/// (a taken name gets `-2`, `-3`… from [`start_unique`]).
#[must_use]
pub fn default_path(data_dir: &Path, session: &PlaySession, now: u64) -> PathBuf {
    data_dir
        .join("replays")
        .join(format!("{}.yaml", default_stem(session, now)))
}

fn header(session: &PlaySession, players: &Players, now: u64) -> Replay {
    let rules = session.setup().rules;
    let mut header = Replay::new(rules, players.clone());
    header.date = Some(utc(now));
    if let Some(start) = session.start_position() {
        header.start = Some(*start.board());
        header.to_move = start.to_move();
    }
    header
}

/// Starts the replay of `session` at exactly `path`, which must not exist
/// (a file the program did not create is never written over). The players'
/// names come as data (the play screen words them: `text::play::players`).
///
/// # Errors
/// `AlreadyExists`, or the file cannot be written.
pub fn start(
    path: &Path,
    session: &PlaySession,
    players: &Players,
    now: u64,
) -> std::io::Result<Recorder> {
    Recorder::create(path, header(session, players, now))
}

/// Starts the replay of `session` at `path` or, when that name is taken (or
/// `first` is false), at the first free `STEM-N.yaml` beside it.
///
/// # Errors
/// The file cannot be created or written.
pub fn start_unique(
    path: &Path,
    first: bool,
    session: &PlaySession,
    players: &Players,
    now: u64,
) -> std::io::Result<Recorder> {
    let stem = path
        .file_stem()
        .map_or_else(|| "game".to_string(), |s| s.to_string_lossy().into_owned());
    Recorder::create_unique(
        &crate::store::folder_of(path),
        &stem,
        first,
        header(session, players, now),
    )
}

/// Writes the records made since the last call, and the result once the game is over.
///
/// # Errors
/// The file cannot be written.
pub fn flush(recorder: &mut Recorder, session: &mut PlaySession) -> std::io::Result<()> {
    flush_in_series(recorder, session, None)
}

/// [`flush`] for a game of a series (`series`: the series before this
/// game's result). Everything one action made is written at once, with
/// what is needed to continue the game ([`Resume`]) while it is unfinished.
///
/// # Errors
/// The file cannot be written.
pub fn flush_in_series(
    recorder: &mut Recorder,
    session: &mut PlaySession,
    series: Option<&Series>,
) -> std::io::Result<()> {
    let steps: Vec<Step> = session
        .drain_records()
        .into_iter()
        .map(|logged| match logged {
            Logged::Entry(record) => Step::Entry(entry_of(record)),
            Logged::TakeBack(entries) => Step::TakeBack { entries, line: 0 },
        })
        .collect();
    let over = session
        .game()
        .outcome()
        .filter(|_| recorder.replay().result.by == ResultBy::Unfinished)
        .map(result);
    if steps.is_empty() && over.is_none() {
        return Ok(());
    }
    let resume = session
        .game()
        .outcome()
        .is_none()
        .then(|| resume_of(session, series));
    recorder.append(&steps, resume, over)
}

fn entry_of(record: Record) -> Entry {
    let action = match record.action {
        RecordAction::Move(from) => Action::Move {
            from: from.number(),
        },
        RecordAction::Pass => Action::Pass,
        RecordAction::House(square) => Action::House {
            square: square.number(),
        },
    };
    let mut entry = Entry::new(record.throw.get(), action);
    entry.side = Some(record.side);
    entry
}

/// What a replay keeps to continue `session` later.
#[must_use]
pub fn resume_of(session: &mut PlaySession, series: Option<&Series>) -> Resume {
    let (sticks, computer) = session.generator_positions();
    let setup = *session.setup();
    Resume {
        seed: setup.seed,
        level: match setup.opponent {
            Opponent::Computer { level } => Some(level),
            Opponent::Friend => None,
        },
        learner: session.learner(),
        tutor: session.tutor(),
        sticks: u64::try_from(sticks).unwrap_or(u64::MAX),
        computer: u64::try_from(computer).unwrap_or(u64::MAX),
        waiting: session.waiting_throw().map(ThrowValue::get),
        series: series.map(|s| (s.wins, s.margin)),
    }
}

/// An engine outcome as a replay result.
#[must_use]
pub fn result(outcome: Outcome) -> ResultRecord {
    ResultRecord {
        winner: outcome.winner,
        by: match outcome.by {
            Victory::BearOff => ResultBy::BearOff,
            Victory::Resign => ResultBy::Resign,
            Victory::DrawAgreed => ResultBy::DrawAgreed,
            Victory::Draw600 => ResultBy::Draw600,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::engine::{Pending, RulesetId, Side};
    use crate::play::{Opponent, Setup};
    use crate::replay::read::parse;
    use crate::replay::verify::verify;

    /// Ana (x) and Ben (o).
    fn players() -> Players {
        Players {
            x: "Ana".to_string(),
            o: "Ben".to_string(),
        }
    }

    /// A kendall game of Ana (x, the learner) against `opponent` thrown
    /// from `seed`, and its recording started in a new folder.
    fn recorded(opponent: Opponent, seed: u64) -> (tempfile::TempDir, PlaySession, Recorder) {
        let dir = tempfile::tempdir().expect("tempdir");
        let session = PlaySession::new(Setup {
            rules: RulesetId::Kendall,
            opponent,
            learner: Side::X,
            seed,
            ceremony: false,
        });
        let recorder = start(&dir.path().join("game.yaml"), &session, &players(), 0)
            .expect("recording starts");
        (dir, session, recorder)
    }

    #[test]
    fn a_game_killed_midway_leaves_a_valid_unfinished_replay() {
        let (dir, mut session, mut recorder) = recorded(Opponent::Computer { level: 1 }, 3);
        let path = dir.path().join("game.yaml");
        for _ in 0..40 {
            if !crate::play::session::step_first_move(&mut session) {
                break;
            }
            flush(&mut recorder, &mut session).expect("written");
        }
        // A throw still waiting for its move is not a completed entry.
        let waiting = usize::from(matches!(session.game().pending(), Pending::Move { .. }));
        let throws = session.game().throws() as usize - waiting;
        // The process dies here: nothing more is written.
        drop(recorder);
        let text = std::fs::read_to_string(&path).expect("the file is there");
        let replay = parse(&text).expect("a valid replay");
        assert_eq!(
            replay.turns.len(),
            throws,
            "every completed entry is in the file"
        );
        assert_eq!(replay.result.by, ResultBy::Unfinished);
        let verified = verify(replay).expect("every entry is legal");
        assert!(verified.outcome.is_none());
    }

    #[test]
    fn a_take_back_restores_the_position_and_the_replay_verifies() {
        for opponent in [Opponent::Computer { level: 1 }, Opponent::Friend] {
            let (dir, mut session, mut recorder) = recorded(opponent, 11);
            let path = dir.path().join("game.yaml");
            let mut choices = 0;
            let mut took_back = 0;
            for _ in 0..200 {
                if session.game().outcome().is_some() {
                    break;
                }
                match session.game().pending() {
                    Pending::Throw { .. } => session.throw(),
                    Pending::Move { side, throw } => {
                        let before = *session.game().board();
                        let standing = session.history().len();
                        let from = session.game().choices().and_then(|a| a.get(0));
                        session.choose(from.map_or(crate::engine::Square::START, |m| m.from));
                        choices += 1;
                        if choices % 4 == 0 && session.game().outcome().is_none() {
                            assert!(session.can_take_back());
                            flush(&mut recorder, &mut session).expect("written");
                            assert!(session.take_back());
                            took_back += 1;
                            assert_eq!(*session.game().board(), before, "{opponent:?}");
                            assert_eq!(session.game().pending(), Pending::Move { side, throw });
                            assert_eq!(session.history().len(), standing);
                            assert!(matches!(
                                session.events(),
                                [crate::play::Event::TookBack { entries }] if *entries >= 1
                            ));
                        }
                    }
                    Pending::Over(_) => break,
                }
                flush(&mut recorder, &mut session).expect("written");
            }
            assert!(took_back >= 3, "{opponent:?}: {took_back}");
            let text = std::fs::read_to_string(&path).expect("file");
            assert!(text.contains("{takeback: "), "{text}");
            let replay = parse(&text).expect("valid");
            assert_eq!(replay.takebacks(), took_back);
            assert_eq!(replay.turns.len(), session.history().len());
            let verified = verify(replay).expect("every entry is legal, the withdrawn ones too");
            assert_eq!(verified.final_board, *session.game().board());
        }
    }

    #[test]
    fn a_game_from_a_position_records_its_start() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("game.yaml");
        let players = players();
        let text = "...................o.oxo.x.x..";
        let mut session =
            crate::play::session::tests::kendall_from(text, Side::O, Opponent::Friend);
        let board = session.start_position().map(|p| *p.board());
        let mut recorder = start(&path, &session, &players, 0).expect("recording starts");
        for _ in 0..6 {
            if !crate::play::session::step_first_move(&mut session) {
                break;
            }
            flush(&mut recorder, &mut session).expect("written");
        }
        let replay = parse(&std::fs::read_to_string(&path).expect("file")).expect("valid");
        assert!(board.is_some());
        assert_eq!(replay.start, board);
        assert_eq!(replay.to_move, Side::O);
        assert!(!replay.turns.is_empty());
        verify(replay).expect("every entry is legal from the start position");
    }

    #[test]
    fn an_existing_file_is_never_recorded_over() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("precious.txt");
        std::fs::write(&path, "precious").expect("write");
        let players = players();
        let session = PlaySession::new(Setup {
            rules: RulesetId::Kendall,
            opponent: Opponent::Friend,
            learner: Side::X,
            seed: 1,
            ceremony: false,
        });
        let e = start(&path, &session, &players, 0).expect_err("refused");
        assert_eq!(e.kind(), std::io::ErrorKind::AlreadyExists);
        let second = start_unique(&path, false, &session, &players, 0).expect("a new name");
        assert_eq!(second.path(), dir.path().join("precious-2.yaml"));
        let third = start_unique(&path, false, &session, &players, 0).expect("a new name");
        assert_eq!(third.path(), dir.path().join("precious-3.yaml"));
        assert_eq!(std::fs::read_to_string(&path).expect("read"), "precious");
    }

    #[test]
    fn fresh_seeds_differ() {
        let seeds: std::collections::BTreeSet<u64> = (0..100).map(|_| fresh_seed()).collect();
        assert_eq!(seeds.len(), 100);
    }

    #[test]
    fn dates_in_utc() {
        assert_eq!(utc(0), "1970-01-01T00:00:00Z");
        assert_eq!(utc(1_795_953_600), "2026-11-29T12:00:00Z");
        assert_eq!(utc(951_782_400), "2000-02-29T00:00:00Z");
    }
}

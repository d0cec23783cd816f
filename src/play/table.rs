//! The flow around the games of one play screen: arcade's series (its level
//! and side game by game, each result counted once, the best scores saved),
//! and each game's replay file (where it goes, written as the game is
//! played, removed when nothing was played). Pure of words: what the
//! learner should be told comes out as [`Notice`]s, which the screen words.

use std::path::{Path, PathBuf};

use super::record;
use super::series::{Series, SeriesScores, distance_left};
use super::session::{Opponent, PlaySession, Setup};
use crate::replay::model::Players;
use crate::replay::write::Recorder;

/// Something to tell the learner.
#[derive(Debug)]
pub enum Notice {
    /// The replay could not be written (recording stops).
    RecordingFailed(std::io::Error),
    /// The `--record` path is taken: this game is not recorded.
    RecordExists(PathBuf),
    /// A series game won: the series goes on.
    SeriesWon {
        /// Games won so far.
        wins: u32,
        /// The series' score.
        score: u32,
        /// The level of the next game.
        level: u8,
    },
    /// A series game lost: the series is over.
    SeriesOver {
        /// Games won.
        wins: u32,
        /// The final score.
        score: u32,
    },
    /// The series made the best scores, at this rank.
    SeriesRank(usize),
    /// The best scores could not be saved at this path.
    ScoresNotSaved(PathBuf, std::io::Error),
}

/// The games of one play screen.
#[derive(Debug, Default)]
pub struct Table {
    /// Arcade's series, when playing one.
    pub series: Option<Series>,
    /// Whether this game's result is already counted in the series.
    counted: bool,
    /// Where the first game goes (`--record`); later games get a numbered name.
    record_to: Option<PathBuf>,
    /// The game's replay, written entry by entry as it is played.
    recorder: Option<Recorder>,
    /// Games started (for numbering recordings).
    games: u32,
    notices: Vec<Notice>,
}

impl Table {
    /// A table for games set up as `setup`: against the computer in a
    /// ruleset with series (arcade), a series whose first game replaces the
    /// setup's level and side. Returns the table and the first game's setup.
    #[must_use]
    pub fn new(setup: Setup, record_to: Option<PathBuf>) -> (Table, Setup) {
        let series = (setup.rules.ruleset().has_series()
            && matches!(setup.opponent, Opponent::Computer { .. }))
        .then(Series::default);
        let table = Table {
            series,
            record_to,
            ..Table::default()
        };
        let setup = table.series_setup(setup);
        (table, setup)
    }

    /// A table for one game already set up (no series).
    #[must_use]
    pub fn single(record_to: Option<PathBuf>) -> Table {
        Table {
            record_to,
            ..Table::default()
        }
    }

    /// The table of a game continued from its file ([`super::resume`]):
    /// recorded on into that file, in its series if it belongs to one.
    #[must_use]
    pub fn resumed(recorder: Recorder, series: Option<Series>) -> Table {
        Table {
            series,
            recorder: Some(recorder),
            games: 1,
            ..Table::default()
        }
    }

    fn series_setup(&self, setup: Setup) -> Setup {
        match &self.series {
            Some(s) => Setup {
                opponent: Opponent::Computer { level: s.level() },
                learner: s.learner_side(),
                ..setup
            },
            None => setup,
        }
    }

    /// The setup of the next game after `old`: a fresh seed, and in a series
    /// its next game (or a new series once it is over). The old game's
    /// replay is removed if nothing was recorded in it.
    #[must_use]
    pub fn next_setup(&mut self, old: Setup) -> Setup {
        let seed = old
            .seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1);
        if let Some(series) = &mut self.series {
            if series.over {
                *series = Series::default();
            }
        }
        self.drop_empty_recording();
        self.counted = false;
        self.series_setup(Setup { seed, ..old })
    }

    /// Opens the replay file of `session` (a new game): `--record PATH` for
    /// the first game (it must not exist), later games a fresh numbered name
    /// beside it; without `--record`, a new file in the data folder's
    /// `replays`. Every file is created exclusively: nothing already there is
    /// written over. `players` are the names the screen gives the sides.
    pub fn start_recording(
        &mut self,
        session: &mut PlaySession,
        data_dir: Option<&Path>,
        players: &Players,
        now: u64,
    ) {
        self.games += 1;
        self.recorder = None;
        let started = match (&self.record_to, data_dir) {
            (Some(path), _) if self.games == 1 => {
                Some((path.clone(), record::start(path, session, players, now)))
            }
            (Some(path), _) => Some((
                path.clone(),
                record::start_unique(path, false, session, players, now),
            )),
            (None, Some(dir)) => {
                let path = record::default_path(dir, session, now);
                let started = record::start_unique(&path, true, session, players, now);
                Some((path, started))
            }
            (None, None) => None,
        };
        let Some((path, started)) = started else {
            return;
        };
        match started {
            Ok(mut recorder) => {
                // The computer may already have played (when it moves first).
                if let Err(e) =
                    record::flush_in_series(&mut recorder, session, self.series.as_ref())
                {
                    self.notices.push(Notice::RecordingFailed(e));
                }
                self.recorder = Some(recorder);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                self.notices.push(Notice::RecordExists(path));
            }
            Err(e) => self.notices.push(Notice::RecordingFailed(e)),
        }
    }

    /// Writes what happened since the last call to the replay (flushed to
    /// disk); a failure stops the recording.
    pub fn record_progress(&mut self, session: &mut PlaySession) {
        if let Some(recorder) = self.recorder.as_mut() {
            if let Err(e) = record::flush_in_series(recorder, session, self.series.as_ref()) {
                self.notices.push(Notice::RecordingFailed(e));
                self.recorder = None;
            }
        }
    }

    /// A game left before anything was recorded leaves no replay behind
    /// (only under the default name: a path given with `--record` is the
    /// learner's own and stays). A failed removal leaves an empty, valid
    /// replay: nothing is lost, so it is not reported.
    pub fn drop_empty_recording(&mut self) {
        if self.record_to.is_none() {
            if let Some(recorder) = self.recorder.take() {
                let _ = recorder.discard_if_empty();
            }
        }
    }

    /// The replay being written, if the game is recorded.
    #[must_use]
    pub fn recording(&self) -> Option<&Path> {
        self.recorder.as_ref().map(Recorder::path)
    }

    /// Once the game is over, counts it in the series (once) and saves the
    /// best scores in `data_dir`.
    pub fn finish_if_over(&mut self, session: &PlaySession, data_dir: Option<&Path>, now: u64) {
        let Some(outcome) = session.game().outcome() else {
            return;
        };
        if self.counted {
            return;
        }
        self.counted = true;
        let learner = session.learner();
        let Some(series) = self.series.as_mut() else {
            return;
        };
        let won = outcome.winner == Some(learner);
        let left = distance_left(session.game().board(), learner.other());
        series.record(won, left);
        if won {
            self.notices.push(Notice::SeriesWon {
                wins: series.wins,
                score: series.score(),
                level: series.level(),
            });
            return;
        }
        self.notices.push(Notice::SeriesOver {
            wins: series.wins,
            score: series.score(),
        });
        if let Some(dir) = data_dir {
            let mut table = SeriesScores::load(dir);
            if let Some(rank) = table.add(series, now) {
                self.notices.push(Notice::SeriesRank(rank));
            }
            if let Err(e) = table.save(dir) {
                self.notices
                    .push(Notice::ScoresNotSaved(SeriesScores::path(dir), e));
            }
        }
    }

    /// Takes what is to be told since the last call.
    pub fn take_notices(&mut self) -> Vec<Notice> {
        std::mem::take(&mut self.notices)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{RulesetId, Side};

    fn setup(rules: RulesetId) -> Setup {
        Setup {
            rules,
            opponent: Opponent::Computer { level: 3 },
            learner: Side::X,
            seed: 9,
            ceremony: false,
        }
    }

    fn players() -> Players {
        Players {
            x: "Ana".into(),
            o: "Ben".into(),
        }
    }

    #[test]
    fn arcade_against_the_computer_is_a_series_counted_once() {
        let (mut table, first) = Table::new(setup(RulesetId::Arcade), None);
        let series = table.series.clone().expect("a series");
        assert_eq!(
            first.opponent,
            Opponent::Computer {
                level: series.level()
            }
        );
        let mut session = PlaySession::new(first);
        session.resign();
        let dir = tempfile::tempdir().expect("tempdir");
        table.finish_if_over(&session, Some(dir.path()), 5);
        table.finish_if_over(&session, Some(dir.path()), 6);
        let notices = table.take_notices();
        assert!(
            matches!(notices[0], Notice::SeriesOver { wins: 0, .. }),
            "{notices:?}"
        );
        assert_eq!(
            notices
                .iter()
                .filter(|n| matches!(n, Notice::SeriesOver { .. }))
                .count(),
            1,
            "counted once"
        );
        assert!(SeriesScores::path(dir.path()).exists());
        // The next game starts a new series.
        let next = table.next_setup(first);
        assert_ne!(next.seed, first.seed);
        assert_eq!(table.series.as_ref().map(|s| s.wins), Some(0));
        let (table, kendall) = Table::new(setup(RulesetId::Kendall), None);
        assert!(table.series.is_none());
        assert_eq!(kendall, setup(RulesetId::Kendall));
    }

    #[test]
    fn each_game_gets_its_own_file_and_an_empty_one_is_removed() {
        let dir = tempfile::tempdir().expect("tempdir");
        let (mut table, first) = Table::new(setup(RulesetId::Kendall), None);
        let mut session = PlaySession::new(first);
        table.start_recording(&mut session, Some(dir.path()), &players(), 0);
        let path = table.recording().expect("recording").to_path_buf();
        assert!(path.exists());
        let next = table.next_setup(first);
        assert!(!path.exists(), "nothing was played: no replay left");
        let mut session = PlaySession::new(next);
        table.start_recording(&mut session, Some(dir.path()), &players(), 0);
        while session.history().is_empty() {
            session.throw();
            let from = session.game().choices().and_then(|a| a.get(0));
            session.choose(from.map_or(crate::engine::Square::START, |m| m.from));
        }
        table.record_progress(&mut session);
        let kept = table.recording().expect("recording").to_path_buf();
        let _ = table.next_setup(next);
        assert!(kept.exists(), "a game with an entry keeps its replay");
        assert!(table.take_notices().is_empty());
    }

    #[test]
    fn a_taken_record_path_is_told_and_not_written() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("mine.yaml");
        std::fs::write(&path, "precious").expect("write");
        let mut table = Table::single(Some(path.clone()));
        let mut session = PlaySession::new(setup(RulesetId::Kendall));
        table.start_recording(&mut session, None, &players(), 0);
        assert!(table.recording().is_none());
        assert!(matches!(&table.take_notices()[..], [Notice::RecordExists(p)] if *p == path));
        assert_eq!(std::fs::read_to_string(&path).expect("read"), "precious");
    }
}

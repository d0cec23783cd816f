//! Arcade's series: each win adds one to the streak and raises the computer a
//! level (the top one from the fourth game); a loss or a draw ends the run.
//! The score is wins × 10,000 plus the margin (the distance the opponent still
//! had to travel in the games won), capped at 9,999. Best scores are kept in a
//! small table saved atomically.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::engine::series_score;
use crate::engine::{Board, Side};

/// The levels of the arcade computer.
pub const TOP_LEVEL: u8 = 4;

/// A series in progress.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Series {
    /// Games won in a row.
    pub wins: u32,
    /// The opponent's remaining distance summed over the games won.
    pub margin: u32,
    /// Whether the run has ended (a loss or a draw).
    pub over: bool,
}

/// How far a side's pieces still have to travel: for each piece on the board,
/// the squares to the exit (31 - square); pieces off count nothing.
#[must_use]
pub fn distance_left(board: &Board, side: Side) -> u32 {
    board
        .squares(side)
        .map(|s| u32::from(31u8.saturating_sub(s.number())))
        .sum()
}

impl Series {
    /// The game number about to be played (1-based).
    #[must_use]
    pub fn game_number(&self) -> u32 {
        self.wins + 1
    }

    /// The computer's level for the next game: one more per win, the top
    /// level from the fourth game on.
    #[must_use]
    pub fn level(&self) -> u8 {
        u8::try_from(self.game_number())
            .unwrap_or(TOP_LEVEL)
            .min(TOP_LEVEL)
    }

    /// Which side the learner plays in the next game: the sides swap between games.
    #[must_use]
    pub fn learner_side(&self) -> Side {
        if self.wins % 2 == 0 { Side::X } else { Side::O }
    }

    /// Records a finished game: a win (with the opponent's remaining distance)
    /// continues the run, anything else ends it.
    pub fn record(&mut self, won: bool, opponent_left: u32) {
        if won {
            self.wins += 1;
            self.margin = self.margin.saturating_add(opponent_left);
        } else {
            self.over = true;
        }
    }

    /// The score so far.
    #[must_use]
    pub fn score(&self) -> u32 {
        series_score(self.wins, self.margin)
    }
}

/// The best series scores, highest first.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeriesScores {
    /// (score, wins, date) entries.
    pub best: Vec<ScoreEntry>,
}

/// One best score.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreEntry {
    /// The score.
    pub score: u32,
    /// Games won.
    pub wins: u32,
    /// When (seconds since the epoch).
    pub when: u64,
}

/// How many best scores are kept.
pub const TABLE_SIZE: usize = 10;

impl SeriesScores {
    /// The file in a data folder.
    #[must_use]
    pub fn path(dir: &Path) -> PathBuf {
        dir.join("arcade-scores.json")
    }

    /// Loads the table (empty if missing or unreadable; nothing is changed on disk).
    #[must_use]
    pub fn load(dir: &Path) -> SeriesScores {
        crate::store::peek(&Self::path(dir), |t| serde_json::from_str(t).ok())
            .ok()
            .flatten()
            .unwrap_or_default()
    }

    /// Adds a finished series; returns its rank (1-based) if it made the table.
    pub fn add(&mut self, series: &Series, when: u64) -> Option<usize> {
        let entry = ScoreEntry {
            score: series.score(),
            wins: series.wins,
            when,
        };
        let at = self
            .best
            .iter()
            .position(|e| e.score < entry.score)
            .unwrap_or(self.best.len());
        if at >= TABLE_SIZE {
            return None;
        }
        self.best.insert(at, entry);
        self.best.truncate(TABLE_SIZE);
        Some(at + 1)
    }

    /// Saves the table merged with the one on disk (another run may have
    /// added scores meanwhile: the best [`TABLE_SIZE`] of both are kept),
    /// under the data folder's lock, atomically; a damaged table is kept
    /// aside first. This table becomes the merged one.
    ///
    /// # Errors
    /// Any I/O error (the file on disk is then as it was).
    pub fn save(&mut self, dir: &Path) -> std::io::Result<()> {
        let mine = self.best.clone();
        let (merged, _) = crate::store::update(
            &Self::path(dir),
            |t| serde_json::from_str::<SeriesScores>(t).ok(),
            |disk| {
                let mut best = disk.map(|d| d.best).unwrap_or_default();
                for entry in mine {
                    if !best.contains(&entry) {
                        best.push(entry);
                    }
                }
                best.sort_by(|a, b| b.score.cmp(&a.score).then(a.when.cmp(&b.when)));
                best.truncate(TABLE_SIZE);
                SeriesScores { best }
            },
            |t| serde_json::to_vec_pretty(t).unwrap_or_default(),
        )
        .map_err(std::io::Error::other)?;
        *self = merged;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_rise_with_wins_and_the_sides_swap() {
        let mut s = Series::default();
        assert_eq!(
            (s.game_number(), s.level(), s.learner_side()),
            (1, 1, Side::X)
        );
        s.record(true, 40);
        assert_eq!(
            (s.game_number(), s.level(), s.learner_side()),
            (2, 2, Side::O)
        );
        s.record(true, 30);
        s.record(true, 20);
        assert_eq!(s.level(), 4, "the top level from the fourth game");
        s.record(true, 10);
        assert_eq!(s.level(), 4);
        assert_eq!(s.score(), 4 * 10_000 + 100);
        s.record(false, 0);
        assert!(s.over);
    }

    #[test]
    fn the_margin_is_capped() {
        let mut s = Series::default();
        for _ in 0..100 {
            s.record(true, 150);
        }
        assert_eq!(s.score(), 100 * 10_000 + 9_999);
    }

    #[test]
    fn the_best_score_table_keeps_the_top_ten_and_saves() {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut table = SeriesScores::load(dir.path());
        for wins in 0..12u32 {
            let s = Series {
                wins,
                margin: 5,
                over: true,
            };
            table.add(&s, u64::from(wins));
        }
        assert_eq!(table.best.len(), TABLE_SIZE);
        assert_eq!(table.best[0].wins, 11);
        table.save(dir.path()).expect("save");
        assert_eq!(SeriesScores::load(dir.path()), table);
        let s = Series {
            wins: 0,
            margin: 0,
            over: true,
        };
        assert_eq!(table.add(&s, 0), None, "too low for the table");
    }

    #[test]
    fn distance_counts_squares_to_the_exit() {
        let board: Board = "x.............................".parse().expect("valid");
        assert_eq!(distance_left(&board, Side::X), 30);
        assert_eq!(distance_left(&board, Side::O), 0);
    }
}

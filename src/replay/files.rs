//! Replay files on disk: reading one (a regular file of UTF-8 text within
//! the input cap, then parsed) and the recorded games of a folder. Problems
//! are codes ([`LoadError`]); the command line and the viewer word them.

use std::path::{Path, PathBuf};

use crate::replay::read::{self, Parsed, ReadError};
use crate::store::InputError;

/// Why a replay file could not be loaded.
#[derive(Debug)]
pub enum LoadError {
    /// The file cannot be read as text: not a regular file, too large, not
    /// UTF-8 (with its line and column), or an I/O error.
    Input(InputError),
    /// The text is not a replay (with its line and column).
    Read(ReadError),
}

impl LoadError {
    /// Whether the file itself is at fault (invalid UTF-8, not a replay),
    /// rather than the reading of it.
    #[must_use]
    pub fn in_the_file(&self) -> bool {
        matches!(
            self,
            LoadError::Read(_) | LoadError::Input(InputError::Utf8 { .. })
        )
    }
}

/// Reads and parses a replay file.
///
/// # Errors
/// The file cannot be read, or is not a replay.
pub fn load(path: &Path) -> Result<Parsed, LoadError> {
    let text = crate::store::read_text(path).map_err(LoadError::Input)?;
    read::parse_document(&text).map_err(LoadError::Read)
}

/// The replay files of a folder: regular files named `*.yaml` or `*.yml`,
/// sorted by name (recorded games are named by date, so oldest first).
///
/// # Errors
/// The folder cannot be listed.
pub fn recorded(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "yaml" || x == "yml"))
        .collect();
    files.sort();
    Ok(files)
}

/// One game of a folder, as a list shows it: its file and what it holds
/// (players, date, ruleset, result, entries), or why it cannot be read.
#[derive(Debug)]
pub struct Listed {
    /// The file.
    pub path: PathBuf,
    /// The game in it.
    pub game: Result<Parsed, LoadError>,
}

/// Every recorded game of a folder ([`recorded`]), each loaded.
///
/// # Errors
/// The folder cannot be listed.
pub fn list(dir: &Path) -> std::io::Result<Vec<Listed>> {
    Ok(recorded(dir)?
        .into_iter()
        .map(|path| {
            let game = load(&path);
            Listed { path, game }
        })
        .collect())
}

impl Listed {
    /// Whether the game holds nothing: no entries and no result (a game left
    /// before its first throw by an older version, which kept such files).
    #[must_use]
    pub fn is_empty_unfinished(&self) -> bool {
        self.game.as_ref().is_ok_and(|p| {
            p.replay.turns.is_empty()
                && p.replay.history.is_empty()
                && p.replay.result.by == crate::replay::ResultBy::Unfinished
        })
    }
}

/// The recorded games of a folder for a list to offer ([`list`], newest
/// first), with the empty unfinished ones ([`Listed::is_empty_unfinished`])
/// removed from the folder: there is nothing in them to view or to resume
/// (unless another run is recording it: [`crate::store::InUse`]). A game
/// whose entries were all taken back is kept: its file tells its story.
///
/// # Errors
/// The folder cannot be listed.
pub fn list_pruned(dir: &Path) -> std::io::Result<Vec<Listed>> {
    let mut games = list(dir)?;
    // Lock files left by runs that died (unlocked) go too.
    for game in &games {
        if crate::store::InUse::lock_path(&game.path).exists() {
            drop(crate::store::InUse::try_take(&game.path));
        }
    }
    games.retain(|g| {
        !(g.is_empty_unfinished()
            && !crate::store::InUse::taken_elsewhere(&g.path)
            && std::fs::remove_file(&g.path).is_ok())
    });
    games.reverse();
    Ok(games)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_folder_lists_its_replays_loaded_and_its_bad_ones_with_the_reason() {
        let dir = std::env::temp_dir().join(format!("senet-replay-files-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("sub.yaml")).expect("a folder");
        let good = "senet-replay: 1\nrules: race\nplayers: {x: \"Ana\", o: \"Bo\"}\nturns:\n  - {throw: 5, from: 0}\nresult: {winner: null, by: unfinished}\n";
        std::fs::write(dir.join("a.yaml"), good).expect("written");
        std::fs::write(dir.join("b.yml"), "senet-replay: 9\n").expect("written");
        std::fs::write(dir.join("c.yaml"), b"\xff").expect("written");
        std::fs::write(dir.join("notes.txt"), "not a replay").expect("written");
        let listed = list(&dir).expect("listed");
        let names: Vec<_> = listed
            .iter()
            .map(|g| g.path.file_name().map(|n| n.to_string_lossy().into_owned()))
            .collect();
        assert_eq!(
            names,
            [
                Some("a.yaml".into()),
                Some("b.yml".into()),
                Some("c.yaml".into())
            ]
        );
        let game = listed[0].game.as_ref().expect("a replay");
        assert_eq!(game.replay.players.x, "Ana");
        assert!(matches!(listed[1].game, Err(LoadError::Read(_))));
        assert!(listed[2].game.as_ref().is_err_and(LoadError::in_the_file));
        let missing = load(&dir.join("none.yaml")).expect_err("no file");
        assert!(!missing.in_the_file());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn an_empty_unfinished_game_is_removed_and_the_rest_listed_newest_first() {
        let dir = tempfile::tempdir().expect("tempdir");
        let game = |turns: &str, by: &str| {
            format!(
                "senet-replay: 1\nrules: race\nplayers: {{x: \"Ana\", o: \"Bo\"}}\nturns:{turns}\nresult: {{winner: null, by: {by}}}\n"
            )
        };
        let empty = dir.path().join("2026-01-01-a.yaml");
        std::fs::write(&empty, game(" []", "unfinished")).expect("written");
        let started = dir.path().join("2026-01-02-b.yaml");
        std::fs::write(&started, game("\n  - {throw: 5, from: 0}", "unfinished")).expect("written");
        let broken = dir.path().join("2026-01-03-c.yaml");
        std::fs::write(&broken, "senet-replay: 9\n").expect("written");
        let listed = list_pruned(dir.path()).expect("listed");
        let paths: Vec<_> = listed.iter().map(|g| g.path.clone()).collect();
        assert_eq!(paths, [broken.clone(), started.clone()]);
        assert!(!empty.exists(), "the empty game is removed");
        assert!(started.exists() && broken.exists(), "nothing else is");
    }
}

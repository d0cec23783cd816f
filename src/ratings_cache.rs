//! The engine's ratings of recorded games, kept in the `ratings` folder of
//! the user's data folder, so that a game rated once reopens rated at once.
//!
//! One file per game, named by the SHA-256 of the replay file's text
//! ([`crate::replay::viewer::digest`]), JSON inside. A file is used only when
//! its key matches: the cache's format ([`FORMAT`]), the build's engine
//! fingerprint (a digest of every file of `crates/engine/src/` and `crates/ai/src/`, made by
//! the build script, so any change to the rules or to the computer's judgement
//! makes old ratings stale), the search level, and whether the exact
//! three-piece endgame table was there (a rating made without it is less
//! exact: it is not used once the table is installed, and the game is rated
//! again; see [`Key::serves`]). Each
//! decision read back must also fit the game: the entry exists, it was a
//! choice between the options stored, and the piece chosen is the one played.
//! A file that is damaged, stale or does not fit is ignored, and rewritten
//! after the next rating. Files are written atomically
//! ([`crate::store::write_atomically`]).

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::ai::analysis::{Mark, Rated, Weighed};
use crate::engine::{Side, Square};
use crate::replay::verify::Verified;

mod built {
    include!(concat!(env!("OUT_DIR"), "/engine_fingerprint.rs"));
}

/// The cache file's format version (2: decisions measured by playouts keep
/// their intervals, and estimates their measured error).
pub const FORMAT: u32 = 2;

/// What a cached rating is keyed by, besides the game's digest.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Key {
    /// [`FORMAT`].
    pub format: u32,
    /// The engine fingerprint of the build.
    pub engine: String,
    /// The search level that rated.
    pub level: u8,
    /// Whether the exact three-piece endgame table was there.
    pub large_table: bool,
}

impl Key {
    /// Whether a rating made under this key serves one asked for under
    /// `now`: the same format, build and level, and made with the exact
    /// three-piece table whenever that table is there now.
    #[must_use]
    pub fn serves(&self, now: &Key) -> bool {
        self.format == now.format
            && self.engine == now.engine
            && self.level == now.level
            && (self.large_table || !now.large_table)
    }

    /// The key of a rating made now by this build at `level` for `verified`'s ruleset.
    #[must_use]
    pub fn now(verified: &Verified, level: u8) -> Key {
        let id = verified.replay.rules;
        Key {
            format: FORMAT,
            engine: built::ENGINE_FINGERPRINT.to_string(),
            level,
            large_table: crate::ai::endgame::has_large(id)
                && crate::ai::endgame::large_installed(id),
        }
    }
}

#[derive(Debug, Serialize, Deserialize)]
struct File {
    key: Key,
    decisions: Vec<Decision>,
}

#[derive(Debug, Serialize, Deserialize)]
struct Decision {
    entry: usize,
    side: char,
    chosen: u8,
    loss: f64,
    mark: String,
    options: Vec<Option_>,
    /// The measured error of the estimates (0: none estimated).
    #[serde(default)]
    error: f64,
    /// Measured by playouts: the loss's 95% interval, the playouts per
    /// option and whether a time budget cut them short.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    measured: Option<Measured>,
}

#[derive(Debug, Serialize, Deserialize)]
struct Measured {
    loss_mean: f64,
    loss_low: f64,
    loss_high: f64,
    playouts: u32,
    capped: bool,
}

#[derive(Debug, Serialize, Deserialize)]
struct Option_ {
    from: u8,
    chance: f64,
    exact: bool,
    /// Measured by playouts and not exact: the chance's 95% interval.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    interval: Option<(f64, f64)>,
}

/// The cache folder of a data folder.
#[must_use]
pub fn folder(data_dir: &Path) -> PathBuf {
    data_dir.join("ratings")
}

/// The cache file of a game (by its digest).
#[must_use]
pub fn path(data_dir: &Path, digest: &str) -> PathBuf {
    folder(data_dir).join(format!("{digest}.json"))
}

/// The cached rating of a game, if there is one that fits `key` and the game.
#[must_use]
pub fn load(data_dir: &Path, digest: &str, key: &Key, verified: &Verified) -> Option<Vec<Rated>> {
    let text = crate::store::read_text(&path(data_dir, digest)).ok()?;
    decode(&text, key, verified)
}

/// Keeps a rating of a game.
///
/// # Errors
/// The folder cannot be made or the file written.
pub fn save(data_dir: &Path, digest: &str, key: &Key, rated: &[Rated]) -> std::io::Result<()> {
    std::fs::create_dir_all(folder(data_dir))?;
    crate::store::write_atomically(&path(data_dir, digest), encode(key, rated).as_bytes())
}

/// A rating as the cache file's text.
#[must_use]
pub fn encode(key: &Key, rated: &[Rated]) -> String {
    let file = File {
        key: key.clone(),
        decisions: rated
            .iter()
            .map(|r| Decision {
                entry: r.index,
                side: r.side.letter(),
                chosen: r.chosen.number(),
                loss: r.loss,
                mark: r.mark.code().to_string(),
                options: r
                    .options
                    .iter()
                    .map(|o| Option_ {
                        from: o.m.from.number(),
                        chance: o.chance,
                        exact: o.exact,
                        interval: o.interval.map(|i| (i.low, i.high)),
                    })
                    .collect(),
                error: r.error,
                measured: match (r.loss_interval, r.playouts) {
                    (Some(i), Some((playouts, capped))) => Some(Measured {
                        loss_mean: i.mean,
                        loss_low: i.low,
                        loss_high: i.high,
                        playouts,
                        capped,
                    }),
                    _ => None,
                },
            })
            .collect(),
    };
    serde_json::to_string(&file).unwrap_or_default()
}

/// A cache file's text back into the rating of `verified`: `None` when it is
/// damaged, made under another key, or does not fit the game.
#[must_use]
pub fn decode(text: &str, key: &Key, verified: &Verified) -> Option<Vec<Rated>> {
    let file: File = serde_json::from_str(text).ok()?;
    if !file.key.serves(key) {
        return None;
    }
    let mut out = Vec::with_capacity(file.decisions.len());
    for d in file.decisions {
        if out.last().is_some_and(|r: &Rated| r.index >= d.entry) {
            return None;
        }
        let frame = verified.frames.get(d.entry)?;
        let analysis = frame.analysis.as_ref()?;
        let side = match d.side {
            'x' => Side::X,
            'o' => Side::O,
            _ => return None,
        };
        let fits = side == frame.side
            && frame
                .played
                .is_some_and(|m| Some(m.from) == Square::new(d.chosen))
            && d.options.len() == analysis.move_count()
            && d.options.len() >= 2;
        let mark = [Mark::Best, Mark::Inaccuracy, Mark::Mistake, Mark::Blunder]
            .into_iter()
            .find(|m| m.code() == d.mark)?;
        let unit = |v: f64| v.is_finite() && (0.0..=1.0).contains(&v);
        let signed = |v: f64| v.is_finite() && (-1.0..=1.0).contains(&v);
        if !fits || !unit(d.loss) || !unit(d.error) {
            return None;
        }
        if let Some(m) = &d.measured {
            if ![m.loss_mean, m.loss_low, m.loss_high]
                .into_iter()
                .all(signed)
                || m.playouts < 2
            {
                return None;
            }
        }
        let mut options = Vec::with_capacity(d.options.len());
        for o in d.options {
            if !unit(o.chance) || o.interval.is_some_and(|(a, b)| !unit(a) || !unit(b)) {
                return None;
            }
            options.push(Weighed {
                m: *analysis.move_from(Square::new(o.from)?)?,
                chance: o.chance,
                exact: o.exact,
                interval: o.interval.map(|(low, high)| crate::ai::rollout::Interval {
                    mean: o.chance,
                    low,
                    high,
                }),
            });
        }
        out.push(Rated {
            index: d.entry,
            side,
            options,
            chosen: Square::new(d.chosen)?,
            loss: d.loss,
            loss_interval: d.measured.as_ref().map(|m| crate::ai::rollout::Interval {
                mean: m.loss_mean,
                low: m.loss_low,
                high: m.loss_high,
            }),
            mark,
            error: d.error,
            playouts: d.measured.as_ref().map(|m| (m.playouts, m.capped)),
        });
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game() -> Verified {
        let text = std::fs::read_to_string("tests/fixtures/replays/blunder.yaml").expect("fixture");
        let replay = crate::replay::read::parse(&text).expect("a replay");
        crate::replay::verify::verify(replay).expect("valid")
    }

    fn rated(v: &Verified) -> Vec<Rated> {
        let limits = crate::ai::Level::Search(1)
            .limits()
            .expect("a search level");
        crate::replay::rating::analyze(v, &limits, |_, _| {})
    }

    #[test]
    fn a_rating_comes_back_as_it_was_saved_under_its_key() {
        let v = game();
        let mut r = rated(&v);
        assert!(!r.is_empty());
        // A value that a plain JSON float parse does not give back to the last
        // bit (found rating the kendall sample): serde_json's float_roundtrip.
        r[0].options[0].chance = 0.488_950_580_358_505_25;
        let key = Key::now(&v, 1);
        let dir = tempfile::tempdir().expect("tempdir");
        save(dir.path(), "abc", &key, &r).expect("saved");
        assert_eq!(load(dir.path(), "abc", &key, &v), Some(r.clone()));
        assert_eq!(load(dir.path(), "abd", &key, &v), None, "another game");
        let other_level = Key {
            level: 3,
            ..key.clone()
        };
        assert_eq!(load(dir.path(), "abc", &other_level, &v), None);
        let other_build = Key {
            engine: "0".into(),
            ..key.clone()
        };
        assert_eq!(load(dir.path(), "abc", &other_build, &v), None);
        // Made without the three-piece table: not used once it is there;
        // made with it: used also while it is not (yet) loaded.
        let without = Key {
            large_table: false,
            ..key.clone()
        };
        let with = Key {
            large_table: true,
            ..key
        };
        save(dir.path(), "abc", &without, &r).expect("saved");
        assert_eq!(load(dir.path(), "abc", &with, &v), None);
        save(dir.path(), "abc", &with, &r).expect("saved");
        assert_eq!(load(dir.path(), "abc", &without, &v), Some(r));
    }

    #[test]
    fn a_damaged_or_unfitting_file_is_ignored() {
        let v = game();
        let r = rated(&v);
        let key = Key::now(&v, 1);
        let good = encode(&key, &r);
        assert_eq!(decode(&good, &key, &v), Some(r.clone()));
        // Cut short, not JSON, or edited to fit another game.
        assert_eq!(decode(&good[..good.len() / 2], &key, &v), None);
        assert_eq!(decode("", &key, &v), None);
        let first = &r[0];
        let wrong_piece =
            good.replacen(&format!("\"chosen\":{}", first.chosen), "\"chosen\":29", 1);
        assert_ne!(wrong_piece, good);
        assert_eq!(decode(&wrong_piece, &key, &v), None);
        let beyond = good.replacen(&format!("\"entry\":{}", first.index), "\"entry\":99", 1);
        assert_eq!(decode(&beyond, &key, &v), None);
        let bad_mark = good.replacen("\"mark\":\"", "\"mark\":\"x", 1);
        assert_eq!(decode(&bad_mark, &key, &v), None);
        let bad_chance = good.replacen("\"chance\":", "\"chance\":7", 1);
        assert_eq!(decode(&bad_chance, &key, &v), None);
    }
}

//! The one set of parsers that turn a command's raw arguments (strings, as
//! clap leaves them) into checked values: format, ruleset, level, counts,
//! seeds, sides, throws, boards and paths. Each has one localized one-line
//! error (exit 2), naming the value as typed, with control characters
//! escaped; every command uses these, so a value means the same and fails
//! the same way wherever it is given.

use std::ops::RangeInclusive;
use std::path::Path;

use crate::ai::rollout::{self, Settings};
use crate::ai::{Level, Limits};
use crate::args;
use crate::cli::CliError;
use crate::engine::{Board, Ruleset, RulesetId, Side, ThrowValue};
use crate::i18n::Localizer;
use crate::text::errors::{board_error, io_error, path_shown, shown};

/// How a command prints its answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Format {
    /// For people: a readable text (or, for `senet quiz`, the interactive quiz).
    Text,
    /// For tools: JSON.
    Json,
}

/// `--format text|json`.
///
/// # Errors
/// Any other value.
pub fn format(l: &Localizer, raw: &str) -> Result<Format, CliError> {
    match raw.trim() {
        "text" => Ok(Format::Text),
        "json" => Ok(Format::Json),
        _ => Err(bad(l, "error-unknown-format", raw)),
    }
}

/// `--color auto|always|never`.
///
/// # Errors
/// Any other value.
pub fn color(l: &Localizer, raw: &str) -> Result<crate::ui::theme::ColorChoice, CliError> {
    use crate::ui::theme::ColorChoice;
    match raw.trim() {
        "auto" => Ok(ColorChoice::Auto),
        "always" => Ok(ColorChoice::Always),
        "never" => Ok(ColorChoice::Never),
        _ => Err(bad(l, "error-unknown-color", raw)),
    }
}

/// `senet quiz --format tui|json` (`text` is taken for `tui`).
///
/// # Errors
/// Any other value.
pub fn quiz_format(l: &Localizer, raw: &str) -> Result<Format, CliError> {
    match raw.trim() {
        "tui" => Ok(Format::Text),
        _ => format(l, raw),
    }
}

/// A ruleset name (`kendall`, `games-room`, ...).
///
/// # Errors
/// An unknown name.
pub fn ruleset(l: &Localizer, raw: &str) -> Result<RulesetId, CliError> {
    raw.parse().map_err(|_| bad(l, "error-unknown-rules", raw))
}

/// A side: `x` or `o`.
///
/// # Errors
/// Anything else.
pub fn side(l: &Localizer, raw: &str) -> Result<Side, CliError> {
    raw.parse().map_err(|_| bad(l, "error-unknown-side", raw))
}

/// A computer level: 1 to 4, `best` or `random`.
///
/// # Errors
/// Anything else.
pub fn level(l: &Localizer, raw: &str) -> Result<Level, CliError> {
    raw.parse().map_err(|_| bad(l, "error-bad-level", raw))
}

/// A level that searches, to rate or estimate with: 1 to 4 or `best` (the
/// random mover cannot judge a move), with its limits.
///
/// # Errors
/// Anything else, `random` included.
pub fn search_level(l: &Localizer, raw: &str) -> Result<(Level, Limits), CliError> {
    raw.parse::<Level>()
        .ok()
        .and_then(|level| level.limits().map(|limits| (level, limits)))
        .ok_or_else(|| bad(l, "error-bad-rating-level", raw))
}

/// A seed: a whole number from 0 to 2^64 - 1.
///
/// # Errors
/// Anything else.
pub fn seed(l: &Localizer, raw: &str) -> Result<u64, CliError> {
    raw.trim()
        .parse()
        .map_err(|_| bad(l, "error-bad-seed", raw))
}

/// An optional seed, or a fresh one from the system's randomness; the flag
/// says whether one was given.
///
/// # Errors
/// A given seed that is not a whole number.
pub fn seed_or_fresh(l: &Localizer, raw: Option<&str>) -> Result<(u64, bool), CliError> {
    match raw {
        Some(raw) => Ok((seed(l, raw)?, true)),
        None => Ok((crate::play::record::fresh_seed(), false)),
    }
}

/// A throw: 1 to 5.
///
/// # Errors
/// Anything else.
pub fn throw(l: &Localizer, raw: &str) -> Result<ThrowValue, CliError> {
    whole(l, raw, Count::THROW).and_then(|t| {
        u8::try_from(t)
            .ok()
            .and_then(ThrowValue::new)
            .ok_or_else(|| bad(l, Count::THROW.message, raw))
    })
}

/// The most throws a position may have seen (`--throws-made`).
pub const MAX_THROWS_MADE: u32 = 1_000_000;

/// `--throws-made N` (0 when absent): below the ruleset's draw limit.
///
/// # Errors
/// Not a whole number, or at or over the limit.
pub fn throws_made(l: &Localizer, rules: &Ruleset, raw: Option<&str>) -> Result<u32, CliError> {
    let Some(raw) = raw else {
        return Ok(0);
    };
    let limit = rules.draw_after_throws.unwrap_or(MAX_THROWS_MADE);
    match raw.trim().parse::<u32>() {
        Ok(n) if n < limit && n <= MAX_THROWS_MADE => Ok(n),
        _ => Err(CliError::bad_input(l.text_with(
            "error-bad-throws-made",
            args![("value", shown(raw)), ("limit", limit - 1)],
        ))),
    }
}

/// `--rollouts N`, `--seed S` and `--jobs J` (default: every core), as
/// `senet analyze` and `senet replay analyze` take them: `None` without
/// `--rollouts`.
///
/// # Errors
/// The first bad value.
pub fn rollouts(
    l: &Localizer,
    playouts: Option<&str>,
    seed_text: &str,
    jobs: Option<&str>,
) -> Result<Option<Settings>, CliError> {
    // `--seed` and `--jobs` are checked even without `--rollouts`: a typo
    // is reported, not ignored.
    let seed = seed(l, seed_text)?;
    let jobs = match jobs {
        None => None,
        Some(raw) => Some(whole_usize(l, raw, Count::JOBS)?),
    };
    let Some(raw) = playouts else {
        return Ok(None);
    };
    let playouts = whole(l, raw, Count::ROLLOUTS)?;
    let jobs =
        jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get().min(64)));
    Ok(Some(Settings {
        playouts,
        level: rollout::DEFAULT_LEVEL,
        seed,
        jobs,
        budget: None,
        reduce: true,
    }))
}

/// A board text, checked by the ruleset (length, characters, piece counts,
/// squares no piece can rest on).
///
/// # Errors
/// The first problem, with its position in the text.
pub fn board(l: &Localizer, rules: &Ruleset, raw: &str) -> Result<Board, CliError> {
    rules
        .parse_board(raw)
        .map_err(|e| CliError::bad_input(board_error(l, rules.id, &e)))
}

/// A range of whole numbers an argument may take, and the message (with
/// `$value`) that refuses any other.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Count {
    /// The smallest value.
    pub min: u32,
    /// The largest value.
    pub max: u32,
    /// The message id of the refusal.
    pub message: &'static str,
}

impl Count {
    /// A throw, 1 to 5.
    pub const THROW: Count = Count::new(1, 5, "error-bad-throw");
    /// Questions in a quiz.
    pub const QUESTIONS: Count = Count::new(1, 1000, "error-bad-count");
    /// Games in a duel.
    pub const GAMES: Count = Count::new(1, 1_000_000, "error-bad-games");
    /// Threads to play or roll out on.
    pub const JOBS: Count = Count::new(1, 64, "error-bad-jobs");
    /// Playouts per option.
    pub const ROLLOUTS: Count = Count::new(2, 100_000, "error-bad-rollouts");
    /// Throws to look ahead (`senet odds`).
    pub const WITHIN: Count = Count::new(1, 20, "error-bad-within");
    /// The square of `senet odds`.
    pub const ODDS_SQUARE: Count = Count::new(26, 30, "error-bad-odds-square");

    /// A count from `min` to `max`, refused with `message`.
    #[must_use]
    pub const fn new(min: u32, max: u32, message: &'static str) -> Count {
        Count { min, max, message }
    }

    /// The values it takes.
    #[must_use]
    pub const fn range(self) -> RangeInclusive<u32> {
        self.min..=self.max
    }
}

/// A whole number within a [`Count`] (spaces around it allowed).
///
/// # Errors
/// Not a whole number, or outside the range: the count's message.
pub fn whole(l: &Localizer, raw: &str, count: Count) -> Result<u32, CliError> {
    match raw.trim().parse::<u32>() {
        Ok(n) if count.range().contains(&n) => Ok(n),
        _ => Err(bad(l, count.message, raw)),
    }
}

/// A count given as a `usize` (quiz questions, threads).
///
/// # Errors
/// As [`whole`].
pub fn whole_usize(l: &Localizer, raw: &str, count: Count) -> Result<usize, CliError> {
    whole(l, raw, count).map(|n| n as usize)
}

/// A path to create a file at: nothing may be there (a file, a folder, a
/// device, even a dangling link), since the program never writes over a file
/// it did not create.
///
/// # Errors
/// The path exists, or its folder cannot be looked at.
pub fn new_path(l: &Localizer, path: &Path) -> Result<(), CliError> {
    match std::fs::symlink_metadata(path) {
        Ok(_) => Err(CliError::bad_input(
            l.text_with("play-record-exists", args![("path", path_shown(path))]),
        )),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(CliError::bad_input(l.text_with(
            "play-record-cannot",
            args![("path", path_shown(path)), ("detail", io_error(l, &e))],
        ))),
    }
}

/// The refusal `id` of the value `raw`, as typed (escaped).
fn bad(l: &Localizer, id: &str, raw: &str) -> CliError {
    CliError::bad_input(l.text_with(id, args![("value", shown(raw))]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn message(r: Result<impl std::fmt::Debug, CliError>) -> String {
        let e = r.expect_err("refused");
        assert_eq!(e.code(), 2);
        assert!(matches!(e, CliError::Line { .. }));
        e.message()
    }

    #[test]
    fn each_value_is_read_once_with_its_own_message() {
        let l = Localizer::new(Lang::En);
        assert_eq!(format(&l, " json ").ok(), Some(Format::Json));
        assert_eq!(quiz_format(&l, "tui").ok(), Some(Format::Text));
        assert!(message(format(&l, "tui")).contains("\"tui\""));
        assert_eq!(ruleset(&l, "race").ok(), Some(RulesetId::Race));
        assert!(message(ruleset(&l, "chess")).contains("chess"));
        assert_eq!(side(&l, "o").ok(), Some(Side::O));
        assert_eq!(level(&l, "best").ok().map(Level::number), Some(4));
        assert!(message(search_level(&l, "random")).contains("random"));
        assert_eq!(seed(&l, " 7").ok(), Some(7));
        assert_eq!(seed_or_fresh(&l, Some("3")).ok(), Some((3, true)));
        assert!(seed_or_fresh(&l, None).is_ok_and(|(_, given)| !given));
        assert_eq!(throw(&l, "5").ok(), Some(ThrowValue::FIVE));
        assert!(message(throw(&l, "6")).contains("\"6\""));
        assert_eq!(whole(&l, "26", Count::ODDS_SQUARE).ok(), Some(26));
        assert!(message(whole(&l, "1", Count::ROLLOUTS)).contains("\"1\""));
        assert!(message(whole_usize(&l, "65", Count::JOBS)).contains("65"));
        assert!(message(board(&l, RulesetId::Kendall.ruleset(), "xo")).contains("30"));
        assert_eq!(l.take_errors(), vec![]);
    }

    #[test]
    fn a_refused_value_is_shown_escaped_on_one_line() {
        let l = Localizer::new(Lang::Es);
        let text = message(seed(&l, "1\n\u{1b}[2J"));
        assert!(!text.contains('\n') && !text.contains('\u{1b}'), "{text}");
        assert_eq!(l.take_errors(), vec![]);
    }

    #[test]
    fn a_new_path_must_not_exist() {
        let l = Localizer::new(Lang::En);
        let dir = std::env::temp_dir();
        assert!(new_path(&l, &dir).is_err());
        assert!(new_path(&l, &dir.join("senet-parse-test-no-such-file.yaml")).is_ok());
    }
}

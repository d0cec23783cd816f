//! `senet board ... --svg FILE`: a position drawn as a picture
//! (`picture::svg`), and the writing of picture files for the other commands
//! that draw (`replay show --svg`, worksheets). A file is always new: Senet
//! Tutor never writes over a file it did not create.

use std::path::{Path, PathBuf};

use clap::Args;

use crate::args;
use crate::cli::CliError;
use crate::cli::parse;
use crate::engine::{Board, Ruleset, Side};
use crate::engine::{OFF, Square, ThrowValue};
use crate::i18n::Localizer;
use crate::picture::svg::{Picture, svg};
use crate::text::errors::{io_error, path_shown, shown};

/// `senet board`.
#[derive(Debug, Args)]
pub struct BoardArgs {
    /// The ruleset.
    #[arg(long, value_name = "RULES")]
    pub rules: String,
    /// The board text.
    #[arg(long, value_name = "BOARD", allow_hyphen_values = true)]
    pub board: String,
    /// The side to move.
    #[arg(long = "to-move", value_name = "x|o", allow_hyphen_values = true)]
    pub to_move: Option<String>,
    /// The throw.
    #[arg(long, value_name = "1..5", allow_hyphen_values = true)]
    pub throw: Option<String>,
    /// Squares to highlight.
    #[arg(long, value_name = "SQ,...", allow_hyphen_values = true)]
    pub highlight: Option<String>,
    /// Move arrows.
    #[arg(long, value_name = "FROM-TO,...", allow_hyphen_values = true)]
    pub arrows: Option<String>,
    /// The SVG file to write.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
}

/// A checked `senet board` request.
#[derive(Clone, Debug)]
pub struct BoardRequest {
    /// The ruleset.
    pub rules: &'static Ruleset,
    /// The position, checked by the ruleset.
    pub board: Board,
    /// The side to move.
    pub side: Option<Side>,
    /// The throw.
    pub throw: Option<ThrowValue>,
    /// Squares to mark.
    pub highlight: Vec<Square>,
    /// Arrows.
    pub arrows: Vec<(Square, Square)>,
    /// Where to write.
    pub svg: PathBuf,
}

/// The one reader of a square of the board (1..=30) on the command line.
fn parse_square(raw: &str) -> Option<Square> {
    raw.trim().parse::<u8>().ok().and_then(Square::on_board)
}

/// Reads `--highlight`: squares 1..30, comma-separated.
///
/// # Errors
/// The localized message naming the bad item (exit 2).
pub fn parse_highlight(l: &Localizer, raw: &str) -> Result<Vec<Square>, CliError> {
    raw.split(',')
        .filter(|p| !p.trim().is_empty())
        .map(|p| {
            parse_square(p).ok_or_else(|| {
                CliError::bad_input(
                    l.text_with("picture-bad-highlight", args![("value", shown(p.trim()))]),
                )
            })
        })
        .collect()
}

/// Reads `--arrows`: `FROM-TO` pairs (TO may be `off`), comma-separated.
///
/// # Errors
/// The localized message naming the bad item (exit 2).
pub fn parse_arrows(l: &Localizer, raw: &str) -> Result<Vec<(Square, Square)>, CliError> {
    raw.split(',')
        .filter(|p| !p.trim().is_empty())
        .map(|p| {
            let parsed = p.trim().split_once('-').and_then(|(a, b)| {
                let to = if b.trim() == "off" {
                    Some(OFF)
                } else {
                    parse_square(b)
                };
                Some((parse_square(a)?, to?))
            });
            parsed.ok_or_else(|| {
                CliError::bad_input(
                    l.text_with("picture-bad-arrow", args![("value", shown(p.trim()))]),
                )
            })
        })
        .collect()
}

impl BoardRequest {
    /// Checks the raw arguments in the order of the usage line.
    ///
    /// # Errors
    /// A one-line localized message for the first bad value (exit 2).
    pub fn from_args(a: &BoardArgs, l: &Localizer) -> Result<BoardRequest, CliError> {
        let rules = parse::ruleset(l, &a.rules)?.ruleset();
        let board = parse::board(l, rules, &a.board)?;
        let side = a
            .to_move
            .as_deref()
            .map(|s| parse::side(l, s))
            .transpose()?;
        let throw = a.throw.as_deref().map(|t| parse::throw(l, t)).transpose()?;
        let highlight = match &a.highlight {
            Some(raw) => parse_highlight(l, raw)?,
            None => Vec::new(),
        };
        let arrows = match &a.arrows {
            Some(raw) => parse_arrows(l, raw)?,
            None => Vec::new(),
        };
        let Some(svg) = a.svg.clone() else {
            return Err(CliError::bad_input(l.text("picture-needs-file")));
        };
        Ok(BoardRequest {
            rules,
            board,
            side,
            throw,
            highlight,
            arrows,
            svg,
        })
    }
}

/// Runs `senet board` and returns what it prints.
///
/// # Errors
/// Bad input, or a file that exists or cannot be written (exit 2).
pub fn run(a: &BoardArgs, l: &Localizer) -> Result<String, CliError> {
    let r = BoardRequest::from_args(a, l)?;
    let caption = crate::text::picture::caption(l, r.rules.id, r.side, r.throw, None);
    let picture = svg(&Picture {
        rules: r.rules,
        board: &r.board,
        to_move: r.side,
        throw: r.throw,
        highlight: &r.highlight,
        arrows: &r.arrows,
        caption: Some(&caption),
        id_prefix: "",
        not_in_play: false,
    });
    write_file(l, &r.svg, picture.as_bytes())
}

/// Writes a new file whole (never over anything) and returns the line that
/// says so.
///
/// # Errors
/// The path is taken, or the file cannot be written (exit 2).
pub fn write_file(l: &Localizer, path: &Path, bytes: &[u8]) -> Result<String, CliError> {
    if std::fs::symlink_metadata(path).is_ok() {
        return Err(CliError::bad_input(
            l.text_with("picture-exists", args![("path", path_shown(path))]),
        ));
    }
    crate::store::atomic::write_new_shared(path, bytes).map_err(|e| {
        CliError::bad_input(if e.kind() == std::io::ErrorKind::AlreadyExists {
            l.text_with("picture-exists", args![("path", path_shown(path))])
        } else {
            l.text_with(
                "picture-write-failed",
                args![("path", path_shown(path)), ("reason", io_error(l, &e))],
            )
        })
    })?;
    Ok(l.text_with("picture-written", args![("path", path_shown(path))]) + "\n")
}

//! Replays in words: one entry as the viewer shows it (the position, the
//! throw, every option with the one played marked, the note), results, and
//! the problems `senet replay check` reports, in the user's language.

use crate::ai::analysis::{Mark, Rated};
use crate::args;
use crate::engine::{Pending, RulesetId, Side, Square};
use crate::i18n::{Localizer, Quantity};
use crate::replay::files::LoadError;
use crate::replay::model::{Replay, ResultBy, ResultRecord};
use crate::replay::read::{ReadError, ReadProblem};
use crate::replay::verify::{Frame, Problem, Verified, VerifyError};
use crate::store::InputError;
use crate::text::errors::{board_error, position_problem, shown};
use crate::text::legal::{Question, explain_house_marked_text, explain_marked_text, move_squares};
use crate::text::names::{reason_name, ruleset_name, side_label, text_with_sides};
use crate::text::paragraphs::Text;

/// A recorded result in words, e.g. "Black (x) won by bearing off".
#[must_use]
pub fn result_text(l: &Localizer, rules: RulesetId, result: ResultRecord) -> String {
    let winner = result.winner.unwrap_or(Side::X);
    let id = match result.by {
        ResultBy::BearOff if rules.ruleset().is_race() => "replay-result-race",
        ResultBy::BearOff => "replay-result-bear-off",
        ResultBy::Resign => "replay-result-resign",
        ResultBy::DrawAgreed => "replay-result-draw-agreed",
        ResultBy::Draw600 => "replay-result-draw-600",
        ResultBy::Unfinished => "replay-result-unfinished",
    };
    text_with_sides(
        l,
        id,
        rules,
        &[("winner", winner), ("loser", winner.other())],
        &[],
    )
}

/// What is wrong with a file's structure, without its position.
#[must_use]
pub fn read_problem_text(l: &Localizer, problem: &ReadProblem) -> String {
    match problem {
        ReadProblem::Yaml(detail) => l.text_with(
            "replay-error-yaml",
            args![("detail", super::errors::parser_detail(l, detail))],
        ),
        ReadProblem::Version(found) => {
            l.text_with("replay-error-version", args![("found", *found)])
        }
        ReadProblem::MissingField(field) => {
            l.text_with("replay-error-missing", args![("field", *field)])
        }
        ReadProblem::Truncated { entries } => {
            l.text_with("replay-error-truncated", args![("entries", *entries)])
        }
        ReadProblem::UnknownRuleset(value) => {
            l.text_with("error-unknown-rules", args![("value", shown(value))])
        }
        ReadProblem::Board { rules, error } => board_error(l, *rules, error),
        ReadProblem::UnknownSide(value) => {
            l.text_with("error-unknown-side", args![("value", shown(value))])
        }
        ReadProblem::UnknownResult(value) => l.text_with(
            "replay-error-unknown-result",
            args![("value", shown(value))],
        ),
        ReadProblem::ResultWinner { by, winner } => {
            let id = if winner.is_some() {
                "replay-error-result-no-winner"
            } else {
                "replay-error-result-needs-winner"
            };
            l.text_with(id, args![("by", by.code())])
        }
        ReadProblem::NoAction => l.text("replay-error-no-action"),
        ReadProblem::TwoActions => l.text("replay-error-two-actions"),
        ReadProblem::PassFalse => l.text("replay-error-pass-false"),
        ReadProblem::EmptyNote => l.text("replay-error-empty-note"),
        ReadProblem::NoThrow => l.text("replay-error-no-throw"),
        ReadProblem::TakeBackNotAlone => l.text("replay-error-takeback-not-alone"),
        ReadProblem::TakeBackTooMany { entries, standing } => l.text_with(
            "replay-error-takeback-too-many",
            crate::args![("entries", *entries), ("standing", *standing)],
        ),
        ReadProblem::UnknownOpponent(value) => {
            l.text_with("error-unknown-opponent", args![("value", shown(value))])
        }
    }
}

/// A structural problem as `senet replay check` prints it:
/// `file:line:column: [entry N: ]what`.
#[must_use]
pub fn read_error_line(l: &Localizer, path: &str, e: &ReadError) -> String {
    let what = read_problem_text(l, &e.problem);
    let what = match e.entry {
        Some(entry) => l.text_with(
            "replay-at-entry",
            args![("entry", entry), ("problem", what)],
        ),
        None => what,
    };
    format!("{path}:{}:{}: {what}", e.line, e.column)
}

/// Why an unfinished game cannot be continued, as one line naming its file
/// (`path`, as shown), and for a file that does not verify its line.
#[must_use]
pub fn resume_error_line(
    l: &Localizer,
    path: &str,
    e: &crate::play::resume::ResumeError,
) -> String {
    use crate::play::resume::ResumeError;
    match e {
        ResumeError::InUse => l.text_with("resume-in-use", args![("path", path)]),
        ResumeError::Load(e) => load_error_line(l, path, e),
        ResumeError::Invalid {
            rules,
            error,
            result_line,
        } => l.text_with(
            "resume-invalid",
            args![(
                "error",
                verify_error_line(l, path, *rules, error, *result_line)
            )],
        ),
        ResumeError::Over => l.text_with("resume-over", args![("path", path)]),
        ResumeError::NoState => l.text_with("resume-no-state", args![("path", path)]),
        ResumeError::Edited => l.text_with("resume-edited", args![("path", path)]),
        ResumeError::BadState { entry } => {
            l.text_with("resume-bad-state", args![("path", path), ("entry", *entry)])
        }
        ResumeError::Io(e) => l.text_with(
            "resume-io",
            args![
                ("path", path),
                ("detail", crate::text::errors::io_error(l, e))
            ],
        ),
    }
}

/// A take-back as the viewer tells it: "Taken back before this entry:
/// White (o) threw 3: 14 → 17." (`after`: it came after the last entry).
#[must_use]
pub fn take_back_line(
    l: &Localizer,
    rules: RulesetId,
    t: &crate::replay::viewer::TakeBack,
    after: bool,
) -> String {
    let moves: Vec<String> = t
        .withdrawn
        .iter()
        .map(|w| {
            let side = side_label(l, rules, w.side);
            match w.played {
                Some(m) => l.text_with(
                    "viewer-taken-back-move",
                    args![
                        ("side", side),
                        ("throw", w.throw.get()),
                        ("move", move_squares(l, &m))
                    ],
                ),
                None => l.text_with(
                    "viewer-taken-back-pass",
                    args![("side", side), ("throw", w.throw.get())],
                ),
            }
        })
        .collect();
    let id = if after {
        "viewer-taken-back-after"
    } else {
        "viewer-taken-back"
    };
    l.text_with(id, args![("moves", moves.join("; "))])
}

/// A replay file that could not be loaded, as one line: invalid UTF-8 and
/// structural problems with `file:line:column`, a file that cannot be read
/// with the reason.
#[must_use]
pub fn load_error_line(l: &Localizer, path: &str, e: &LoadError) -> String {
    match e {
        LoadError::Input(InputError::Utf8 { line, column, byte }) => format!(
            "{path}:{line}:{column}: {}",
            l.text_with("file-error-utf8", args![("byte", *byte)])
        ),
        LoadError::Input(e) => l.text_with(
            "replay-read-error",
            args![
                ("path", path),
                ("detail", crate::text::errors::input_error(l, e))
            ],
        ),
        LoadError::Read(e) => read_error_line(l, path, e),
    }
}

/// What is wrong with an entry (or the result), in words.
#[must_use]
pub fn problem_text(l: &Localizer, rules: RulesetId, problem: &Problem) -> String {
    let side = |s: Side| side_label(l, rules, s);
    match problem {
        Problem::TakeBackTooMany { entries, standing } => l.text_with(
            "replay-error-takeback-too-many",
            args![("entries", *entries), ("standing", *standing)],
        ),
        Problem::ThrowOutOfRange(throw) => {
            l.text_with("replay-problem-throw", args![("throw", *throw)])
        }
        Problem::WrongSide { expected, found } => l.text_with(
            "replay-problem-wrong-side",
            args![("expected", side(*expected)), ("found", side(*found))],
        ),
        Problem::HouseExpected { square } => {
            l.text_with("replay-problem-house-expected", args![("square", *square)])
        }
        Problem::HouseUnexpected { square } => l.text_with(
            "replay-problem-house-unexpected",
            args![("square", *square)],
        ),
        Problem::NoPiece { from, side: s } => text_with_sides(
            l,
            "replay-problem-no-piece",
            rules,
            &[("side", *s)],
            args![("from", *from)],
        ),
        Problem::Illegal { throw, refusal } => {
            let reason = problem.reason().unwrap_or(refusal.reason);
            l.text_with(
                "replay-problem-illegal",
                args![
                    ("from", refusal.from),
                    ("throw", *throw),
                    ("reason", reason_name(l, rules, reason)),
                    ("code", reason.code()),
                ],
            )
        }
        Problem::PassWithMove {
            throw,
            moves,
            first_from,
        } => l.text_with(
            "replay-problem-pass",
            args![("throw", *throw), ("moves", *moves), ("from", *first_from)],
        ),
        Problem::AfterEnd { outcome } => {
            let result = ResultRecord::from(*outcome);
            l.text_with(
                "replay-problem-after-end",
                args![("result", result_text(l, rules, result))],
            )
        }
        Problem::Start(problem) => position_problem(l, rules, problem),
        Problem::ResultDisagrees { recorded, actual } => {
            let actual = match actual {
                None => l.text("replay-actual-not-over"),
                Some(outcome) => {
                    let result = ResultRecord::from(*outcome);
                    l.text_with(
                        "replay-actual-over",
                        args![("result", result_text(l, rules, result))],
                    )
                }
            };
            l.text_with(
                "replay-problem-result",
                args![
                    ("recorded", result_text(l, rules, *recorded)),
                    ("actual", actual)
                ],
            )
        }
    }
}

/// A bad entry as `senet replay check` prints it: `file:line: entry N: what`
/// (for the result, `line` is the line of `result`).
#[must_use]
pub fn verify_error_line(
    l: &Localizer,
    path: &str,
    rules: RulesetId,
    e: &VerifyError,
    result_line: usize,
) -> String {
    let what = problem_text(l, rules, &e.problem);
    if e.problem.concerns_result() {
        let text = l.text_with(
            "replay-at-result",
            args![("entry", e.entry), ("problem", what)],
        );
        format!("{path}:{result_line}: {text}")
    } else {
        let text = l.text_with(
            "replay-at-entry",
            args![("entry", e.entry), ("problem", what)],
        );
        format!("{path}:{}: {text}", e.line)
    }
}

/// Who played which side: "Black (x): Ana · White (o): Computer".
#[must_use]
pub fn players_text(l: &Localizer, replay: &Replay) -> String {
    let rules = replay.rules;
    let part = |side: Side, name: &str| {
        // Each part starts an item: in upper case ("negras" is lower case
        // in a sentence).
        let label = super::names::capitalized(&side_label(l, rules, side));
        match shown_player(l, name, &label) {
            Some(name) => l.text_with("replay-player", args![("side", label), ("name", name)]),
            None => label,
        }
    };
    l.text_with(
        "replay-players",
        args![
            ("x", part(Side::X, &replay.players.x)),
            ("o", part(Side::O, &replay.players.o)),
        ],
    )
}

/// A recorded player's name as shown after its side's label, without what
/// repeats the label: the tutor records "You · Black (x)" and "Computer,
/// level 1, … · White (o)", and a hot-seat game "Black (x)" alone (then
/// `None`: the label says it all). The sample games' "Computer (random
/// moves)" is named in the reader's language.
pub(crate) fn shown_player(l: &Localizer, name: &str, label: &str) -> Option<String> {
    if name == SAMPLE_COMPUTER {
        return Some(l.text("replay-sample-computer"));
    }
    let same = |a: &str| a.trim().eq_ignore_ascii_case(label.trim());
    if same(name) {
        return None;
    }
    let trimmed = name
        .rsplit_once(" · ")
        .filter(|(_, tail)| same(tail))
        .map_or(name, |(head, _)| head);
    Some(trimmed.to_string())
}

/// The player name the sample games in `replays/` record for the computer.
const SAMPLE_COMPUTER: &str = "Computer (random moves)";

/// An entry's note as shown to the reader: "Note: …", or, when the note
/// has no text in the reader's language and another one is shown, "Note (in
/// English): …" naming that language. `None` for a note with no text.
#[must_use]
pub fn note_line(l: &Localizer, note: &crate::replay::model::Note) -> Option<String> {
    use crate::lang::Lang;
    let (text, written_in) = note.shown(l.lang())?;
    let id = match written_in {
        None => "replay-note",
        Some(Lang::En) => "replay-note-in-en",
        Some(Lang::Es) => "replay-note-in-es",
    };
    Some(l.text_with(id, args![("note", text)]))
}

/// The first lines of every view: the ruleset and the date, then the players.
#[must_use]
pub fn header(l: &Localizer, replay: &Replay) -> String {
    let mut first = ruleset_name(l, replay.rules);
    if let Some(date) = &replay.date {
        first.push_str(&format!(", {}", super::errors::clean(date)));
    }
    format!("{first}\n{}", players_text(l, replay))
}

/// One entry as the viewer shows it: where it is in the file, the position
/// before it, the throw and every option with the one played marked `>`,
/// why a throw was lost, the note, and what comes next. `index` is 0-based
/// and must be less than `verified.frames.len()`.
#[must_use]
pub fn frame_view(l: &Localizer, verified: &Verified, index: usize) -> String {
    frame_text(l, verified, index).render(crate::text::WIDTH)
}

/// [`frame_view`] as paragraphs, to be wrapped at the width shown.
#[must_use]
pub fn frame_text(l: &Localizer, verified: &Verified, index: usize) -> Text {
    entry_text(l, verified, index, true)
}

/// [`frame_text`] without any text board (the position before the entry,
/// the one after the last entry, the start position) and without the board's
/// legend, and without the note, for the replay viewer, which draws the
/// board above the text and shows the note at the top of it.
#[must_use]
pub fn frame_text_no_board(l: &Localizer, verified: &Verified, index: usize) -> Text {
    entry_text(l, verified, index, false)
}

/// One entry's text, with the text boards when `board`.
fn entry_text(l: &Localizer, verified: &Verified, index: usize, board: bool) -> Text {
    let replay = &verified.replay;
    let rules = replay.rules.ruleset();
    let Some(frame) = verified.frames.get(index) else {
        let mut start = Text::new();
        if board {
            for line in start_view(l, verified).trim_end_matches('\n').split('\n') {
                start.verbatim([line.to_string()]);
            }
        } else {
            start.line(header(l, replay));
            start.line(l.text("replay-no-entries"));
            start.line("");
            start.line(next_line(l, verified, None));
        }
        return start;
    };
    let entry = replay.turns.get(index);
    let mut out = Text::new();
    out.line(header(l, replay));
    // The file's line is for the command line (teachers editing the file),
    // not for the viewer's reader.
    let position = l.text_with(
        if l.shows_ids() {
            "replay-entry-of"
        } else {
            "replay-entry-of-screen"
        },
        args![
            ("entry", index + 1),
            ("total", replay.turns.len()),
            ("line", entry.map_or(0, |e| e.line)),
        ],
    );
    out.line(position);
    out.line("");
    let q = Question {
        rules,
        board: &frame.board,
        side: frame.side,
        throw: frame.throw,
    };
    match (frame.house, frame.played, frame.analysis) {
        (Some(square), Some(m), _) => {
            out.append(explain_house_marked_text(l, &q, square, &m, true, board));
        }
        (_, played, Some(analysis)) => {
            let played = played.map(|m| m.from);
            out.append(explain_marked_text(l, &q, &analysis, played, board));
        }
        // A verified frame always has one or the other.
        _ => {}
    }
    out.line("");
    out.line(played_line(l, frame));
    // The viewer shows the note above the entry already.
    if let Some(line) = entry
        .filter(|_| board)
        .and_then(|e| e.note.as_ref())
        .and_then(|n| note_line(l, n))
    {
        out.line(line);
    }
    let last = index + 1 == verified.frames.len();
    if last && board {
        out.line("");
        out.line(l.text("replay-after-last"));
        out.verbatim(crate::text::legal::board_lines(
            l,
            verified.replay.rules.ruleset(),
            &frame.board_after,
        ));
    }
    out.line(next_line(l, verified, Some(index)));
    out
}

/// The start position of a replay without entries (or before its first).
#[must_use]
pub fn start_view(l: &Localizer, verified: &Verified) -> String {
    let replay = &verified.replay;
    let mut out = vec![
        header(l, replay),
        l.text("replay-no-entries"),
        String::new(),
    ];
    out.extend(crate::text::legal::board_lines(
        l,
        replay.rules.ruleset(),
        &replay.start_board(),
    ));
    out.push(next_line(l, verified, None));
    out.join("\n") + "\n"
}

/// The move from `from` in `frame` as the viewer names it (its squares), or
/// the bare square where the frame has no such move.
fn move_from_text(l: &Localizer, frame: &Frame, from: Square) -> String {
    frame
        .analysis
        .as_ref()
        .and_then(|a| a.move_from(from))
        .map_or_else(|| from.to_string(), |m| move_squares(l, m))
}

/// The engine's rating of the move played, as the viewer shows it above the
/// entry: its mark and loss, then every option's win chance with the best and
/// the played one marked, estimates with their measured error as the margin
/// and a line saying what that margin is. `level` is the search level that
/// rated it. A decision the search could only estimate and that was played
/// out instead says so, then shows as a rollout ([`rollout_view`]), with a line
/// when the time budget cut its playouts short.
#[must_use]
pub fn rating_view(
    l: &Localizer,
    rules: crate::engine::RulesetId,
    frame: &Frame,
    rated: &Rated,
    level: u8,
) -> String {
    if let Some((playouts, capped)) = rated.playouts {
        // The search could only estimate here and the options were played out.
        let why = l.text_with(
            "viewer-measured",
            args![
                ("level", level),
                (
                    "error",
                    l.percent_digits(
                        crate::ai::analysis::estimate_error(rules.ruleset(), &frame.board),
                        1,
                    )
                ),
            ],
        );
        let mut text = format!("{why}\n{}", rollout_view(l, frame, rated, playouts));
        if capped {
            text.push('\n');
            text.push_str(&l.text("viewer-measured-capped"));
        }
        return text;
    }
    let squares = |from: Square| move_from_text(l, frame, from);
    let best = rated
        .options
        .iter()
        .map(|o| o.chance)
        .fold(f64::MIN, f64::max);
    let id = match best_wording(rated.mark, rated.loss) {
        Some(id) => format!("viewer-rating-{id}"),
        None => "viewer-rating".to_string(),
    };
    let head = l.text_with(
        &id,
        args![
            ("level", level),
            ("move", squares(rated.chosen)),
            ("mark", mark_name(l, rated.mark)),
            ("loss", l.percent_digits(rated.loss, 1)),
        ],
    );
    let options: Vec<String> = rated
        .options
        .iter()
        .map(|o| {
            let (from, value) = (o.m.from, o.chance);
            let mut tags = Vec::new();
            if from == rated.chosen {
                tags.push(l.text("viewer-rating-played"));
            }
            if best - value < 1e-9 {
                tags.push(l.text("viewer-rating-best"));
            }
            let tags = if tags.is_empty() {
                String::new()
            } else {
                format!(" ({})", tags.join(", "))
            };
            format!(
                "{} {}{tags}",
                squares(from),
                crate::text::analysis::weighed_text(l, o, rated.error)
            )
        })
        .collect();
    let options = l.text_with(
        "viewer-rating-options",
        args![("options", options.join(" · "))],
    );
    if rated.error > 0.0 {
        let mut note = l.text_with(
            "viewer-rating-margin",
            args![("error", l.percent_digits(rated.error, 1))],
        );
        if rated.unsure() {
            note.push(' ');
            note.push_str(&l.text("viewer-rating-unsure"));
        }
        return format!("{head}\n{options}\n{note}");
    }
    format!("{head}\n{options}")
}

/// A rollout of the move played, as the viewer shows it above the entry
/// (`r`): its mark and loss with the loss's 95% interval, then every option's
/// win chance with its interval.
#[must_use]
pub fn rollout_view(l: &Localizer, frame: &Frame, rated: &Rated, playouts: u32) -> String {
    let squares = |from: Square| move_from_text(l, frame, from);
    let (low, high) = rated
        .loss_interval
        .map_or((rated.loss, rated.loss), |i| (i.low, i.high));
    let id = match best_wording(rated.mark, rated.loss) {
        Some(id) => format!("viewer-rollout-{id}"),
        None => "viewer-rollout".to_string(),
    };
    let head = l.text_with(
        &id,
        args![
            ("playouts", Quantity(playouts)),
            ("move", squares(rated.chosen)),
            ("mark", mark_name(l, rated.mark)),
            ("loss", l.percent_digits(rated.loss, 1)),
            ("low", l.percent_digits(low, 1)),
            ("high", l.percent_digits(high, 1)),
        ],
    );
    let options: Vec<String> = rated
        .options
        .iter()
        .map(|o| {
            let played = if o.m.from == rated.chosen {
                format!(" ({})", l.text("viewer-rating-played"))
            } else {
                String::new()
            };
            format!(
                "{} {}{played}",
                squares(o.m.from),
                crate::text::analysis::chance_text(l, o)
            )
        })
        .collect();
    let options = l.text_with(
        "viewer-rating-options",
        args![("options", options.join(" · "))],
    );
    format!("{head}\n{options}")
}

/// How a move marked best is worded, so that it never reads "best, 0.3
/// points below the best": `top` when its loss shows as 0.0 points (it is
/// the best, or tied with it), `near-best` when it is within half a point of
/// the best without being it, `unproven` when its loss is larger but the
/// evidence (the playouts' interval, or the estimate's measured error) does
/// not support any mark; `None` for the other marks.
#[must_use]
pub fn best_wording(mark: Mark, loss: f64) -> Option<&'static str> {
    match mark {
        Mark::Best if loss * 100.0 < 0.05 => Some("top"),
        Mark::Best if loss < crate::ai::analysis::INACCURACY_FROM => Some("near-best"),
        Mark::Best => Some("unproven"),
        _ => None,
    }
}

/// A mark in words: "best", "inaccuracy", "mistake", "blunder".
#[must_use]
pub fn mark_name(l: &Localizer, mark: Mark) -> String {
    l.text(&format!("replay-mark-{}", mark.code()))
}

/// The annotation symbol of a mark, as chess and backgammon reviews write it:
/// nothing for the best, `?!` for an inaccuracy, `?` for a mistake, `??` for
/// a blunder.
#[must_use]
pub const fn mark_symbol(mark: Mark) -> &'static str {
    match mark {
        Mark::Best => "",
        Mark::Inaccuracy => "?!",
        Mark::Mistake => "?",
        Mark::Blunder => "??",
    }
}

/// One line of the viewer's move list: entry number, side, throw, the move
/// played (or a dash for a lost throw) and the mark symbol.
#[must_use]
pub fn move_list_line(l: &Localizer, frame: &Frame, mark: Option<Mark>) -> String {
    let played = frame
        .played
        .map_or_else(|| "—".to_string(), |m| move_squares(l, &m).replace(' ', ""));
    format!(
        "{:>3}. {} {} {played} {}",
        frame.index + 1,
        frame.side.letter(),
        frame.throw,
        mark.map_or("", mark_symbol)
    )
    .trim_end()
    .to_string()
}

fn played_line(l: &Localizer, frame: &Frame) -> String {
    match frame.played {
        None => l.text("replay-played-pass"),
        Some(m) => l.text_with("replay-played", args![("move", move_squares(l, &m))]),
    }
}

/// What follows entry `after` (0-based; `None`: the start): the next
/// frame's throw, or, after the last verified entry, what the game waits for.
fn next_line(l: &Localizer, verified: &Verified, after: Option<usize>) -> String {
    let rules = verified.replay.rules;
    let next = after.map_or(0, |i| i + 1);
    let pending = match verified.frames.get(next) {
        Some(frame) => Pending::Throw {
            side: frame.side,
            house: frame.house,
        },
        None => verified.pending(),
    };
    match pending {
        Pending::Throw { side, house: None } | Pending::Move { side, .. } => {
            text_with_sides(l, "replay-next-throw", rules, &[("side", side)], &[])
        }
        Pending::Throw {
            side,
            house: Some(square),
        } => text_with_sides(
            l,
            "replay-next-house",
            rules,
            &[("side", side)],
            args![("square", square)],
        ),
        Pending::Over(outcome) => {
            let result = ResultRecord::from(outcome);
            l.text_with(
                "replay-game-over",
                args![("result", result_text(l, rules, result))],
            )
        }
    }
}

/// Why a listed file cannot be shown, without the file name (which starts
/// the line already): `line:column: what`, or the reading problem.
#[must_use]
pub fn list_problem(l: &Localizer, path: &std::path::Path, e: &LoadError) -> String {
    match e {
        LoadError::Read(e) => format!(
            "{}:{}: {}",
            e.line,
            e.column,
            read_problem_text(l, &e.problem)
        ),
        LoadError::Input(InputError::Utf8 { line, column, byte }) => format!(
            "{line}:{column}: {}",
            l.text_with("file-error-utf8", args![("byte", *byte)])
        ),
        LoadError::Input(_) => load_error_line(l, &crate::text::errors::path_shown(path), e),
    }
}

/// A recorded date as a list shows it: `2026-01-10T18:30:00Z` as
/// `2026-01-10 18:30`; anything else as it is (cleaned), or `-`.
#[must_use]
pub fn short_date(date: Option<&str>) -> String {
    let Some(date) = date else {
        return "-".to_string();
    };
    let b = date.as_bytes();
    if date.len() >= 16 && date.is_ascii() && b[10] == b'T' && b[13] == b':' {
        format!("{} {}", &date[..10], &date[11..16])
    } else {
        super::errors::clean(date)
    }
}

/// A result as a list row shows it: who won, drawn, or unfinished.
#[must_use]
pub fn short_result(l: &Localizer, rules: RulesetId, result: ResultRecord) -> String {
    match (result.by, result.winner) {
        (ResultBy::Unfinished, _) => l.text("replay-result-unfinished"),
        (_, Some(winner)) => {
            text_with_sides(l, "replays-result-won", rules, &[("winner", winner)], &[])
        }
        (_, None) => l.text("replays-result-drawn"),
    }
}

/// One game of the tutor's replay list: its date, players, result, ruleset
/// and entries (an unfinished game says so), or the file's name and why it
/// cannot be read.
#[must_use]
pub fn list_row(l: &Localizer, game: &crate::replay::files::Listed) -> String {
    match &game.game {
        Ok(p) => {
            let r = &p.replay;
            l.text_with(
                "replays-row",
                args![
                    ("date", short_date(r.date.as_deref())),
                    (
                        "players",
                        l.text_with(
                            "replay-versus",
                            args![("x", r.players.x.as_str()), ("o", r.players.o.as_str())]
                        )
                    ),
                    ("result", short_result(l, r.rules, r.result)),
                    ("rules", ruleset_name(l, r.rules)),
                    (
                        "entries",
                        l.text_with("replay-list-entries", args![("entries", r.turns.len())])
                    ),
                ],
            )
        }
        Err(e) => {
            let name = game
                .path
                .file_name()
                .map(|n| super::errors::clean(&n.to_string_lossy()))
                .unwrap_or_default();
            format!(
                "{name}: {}",
                l.text_with(
                    "replay-list-error",
                    args![("problem", list_problem(l, &game.path, e))]
                )
            )
        }
    }
}

/// How much of a row of the tutor's replay list to show, so that it fits
/// its width ([`list_row_fitted`]; the screen chooses, shortening the least
/// important parts first).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RowFit {
    /// The date without its time of day.
    pub day_only: bool,
    /// Whether the number of entries is shown.
    pub entries: bool,
    /// The winner named by its letter only ("x won").
    pub short_result: bool,
    /// The ruleset's name cut to this many columns ("…" included).
    pub rules_width: Option<usize>,
    /// Each player's name cut to this many columns ("…" included).
    pub name_width: Option<usize>,
}

impl RowFit {
    /// Everything, whole: [`list_row`]'s row.
    pub const FULL: RowFit = RowFit {
        day_only: false,
        entries: true,
        short_result: false,
        rules_width: None,
        name_width: None,
    };
}

/// `text` cut to `width` columns, ending in "…" when cut (never inside a
/// character; a wide character that does not fit is left out whole).
#[must_use]
pub fn cut_to_width(text: &str, width: usize) -> String {
    if textwrap::core::display_width(text) <= width {
        return text.to_string();
    }
    let mut out = String::new();
    let mut used = 0;
    for ch in text.chars() {
        let w = textwrap::core::display_width(ch.encode_utf8(&mut [0; 4]));
        if used + w + 1 > width {
            break;
        }
        out.push(ch);
        used += w;
    }
    if width > 0 {
        // Not "Kendall (…" nor "Ana, …": the cut ends on a word.
        let kept = out
            .trim_end_matches([' ', '(', '[', ',', ';', ':', '·'])
            .len();
        out.truncate(kept);
        out.push('…');
    }
    out
}

/// One game of the tutor's replay list as [`list_row`] words it, shortened
/// as `fit` says (`sample`: one of the shipped sample games, which says so).
/// A file that cannot be read gives its name and why, whatever `fit` says.
#[must_use]
pub fn list_row_fitted(
    l: &Localizer,
    game: &crate::replay::files::Listed,
    sample: bool,
    fit: RowFit,
) -> String {
    let row = match &game.game {
        Ok(p) => {
            let r = &p.replay;
            let mut date = short_date(r.date.as_deref());
            if fit.day_only && date.len() > 10 && date.is_char_boundary(10) {
                date.truncate(10);
            }
            let name = |n: &str| {
                fit.name_width
                    .map_or_else(|| n.to_string(), |w| cut_to_width(n, w))
            };
            let rules = ruleset_name(l, r.rules);
            let rules = fit
                .rules_width
                .map_or_else(|| rules.clone(), |w| cut_to_width(&rules, w));
            let players = l.text_with(
                "replay-versus",
                args![
                    ("x", name(r.players.x.as_str())),
                    ("o", name(r.players.o.as_str()))
                ],
            );
            let result = match (fit.short_result, r.result.by, r.result.winner) {
                (true, by, Some(winner)) if by != ResultBy::Unfinished => text_with_sides(
                    l,
                    "replays-result-won-short",
                    r.rules,
                    &[("winner", winner)],
                    &[],
                ),
                _ => short_result(l, r.rules, r.result),
            };
            if fit.entries {
                l.text_with(
                    "replays-row",
                    args![
                        ("date", date),
                        ("players", players),
                        ("result", result),
                        ("rules", rules),
                        (
                            "entries",
                            l.text_with("replay-list-entries", args![("entries", r.turns.len())])
                        ),
                    ],
                )
            } else {
                l.text_with(
                    "replays-row-no-entries",
                    args![
                        ("date", date),
                        ("players", players),
                        ("result", result),
                        ("rules", rules),
                    ],
                )
            }
        }
        Err(_) => list_row(l, game),
    };
    if sample {
        l.text_with("replays-sample", args![("row", row)])
    } else {
        row
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// The one decision of a kendall game: Black (18, 20, 26 against 17, 19,
    /// 22) throws 1 and plays 20, three pieces a side, outside the exact
    /// tables; weighed by the search (estimates) and by a short rollout.
    fn rated_both_ways() -> (crate::replay::verify::Verified, Rated, Rated) {
        let text = "senet-replay: 1\nrules: kendall\nplayers: {x: \"A\", o: \"B\"}\nstart: \"................oxox.o...x....\"\nturns:\n  - {throw: 1, from: 20}\nresult: {winner: null, by: unfinished}\n";
        let replay = crate::replay::read::parse(text).expect("valid");
        let verified = crate::replay::verify::verify(replay).expect("legal");
        let limits = crate::ai::Level::Search(1).limits().expect("a level");
        let estimated = crate::replay::rating::analyze(&verified, &limits, |_, _| {});
        let settings = crate::ai::rollout::Settings {
            level: crate::ai::Level::Search(1),
            ..crate::ai::rollout::Settings::new(8)
        };
        let method = crate::ai::analysis::Method {
            limits: &limits,
            rollouts: Some(&settings),
            progress: &|_, _| {},
        };
        let measured = crate::replay::rating::rate(&verified, 0, &method).expect("a choice");
        let estimated = estimated.into_iter().next().expect("a choice");
        (verified, estimated, measured)
    }

    #[test]
    fn the_viewer_says_which_numbers_are_estimated_and_which_measured() {
        let (verified, estimated, measured) = rated_both_ways();
        let frame = &verified.frames[0];
        let id = crate::engine::RulesetId::Kendall;
        for lang in Lang::ALL {
            let l = Localizer::new(lang);
            let e = rating_view(&l, id, frame, &estimated, 3);
            let m = rating_view(&l, id, frame, &measured, 3);
            match lang {
                Lang::En => {
                    assert!(
                        e.contains("% ±1.6") && e.contains("can be off by about 1.6"),
                        "{e}"
                    );
                    assert!(
                        m.contains("can only estimate here") && m.contains("(95%: "),
                        "{m}"
                    );
                    assert!(m.contains("Rollout (8 playouts per option"), "{m}");
                }
                Lang::Es => {
                    assert!(e.contains(" % ±1,6") && e.contains("1,6 puntos"), "{e}");
                    assert!(m.contains("aquí solo puede estimar"), "{m}");
                }
            }
            let options = m.lines().last().unwrap_or_default();
            assert!(
                !options.contains('±'),
                "measured numbers carry intervals: {m}"
            );
            if measured.mark == crate::ai::analysis::Mark::Best && measured.loss >= 0.005 {
                assert!(!m.contains("within half a point"), "{m}");
            }
            assert_eq!(l.take_errors(), vec![], "{lang:?}");
        }
    }

    #[test]
    fn a_cut_keeps_whole_characters_and_ends_in_an_ellipsis() {
        assert_eq!(cut_to_width("Computer", 20), "Computer");
        assert_eq!(cut_to_width("Computer", 5), "Comp…");
        assert_eq!(cut_to_width("Ñandú García", 6), "Ñandú…");
        // A wide character (two columns) that does not fit is left out whole.
        assert_eq!(cut_to_width("名前です", 4), "名…");
        assert_eq!(
            textwrap::core::display_width(&cut_to_width("名前です", 4)),
            3
        );
        assert_eq!(cut_to_width("abc", 0), "");
        // A cut ends on a word, not on its spacing or an opening bracket.
        assert_eq!(cut_to_width("Kendall (Ply Yard)", 10), "Kendall…");
        assert_eq!(cut_to_width("Computer, level 4", 10), "Computer…");
    }

    #[test]
    fn a_move_marked_best_is_never_below_the_best_in_words() {
        assert_eq!(best_wording(Mark::Best, 0.0), Some("top"));
        assert_eq!(best_wording(Mark::Best, 0.0004), Some("top"));
        assert_eq!(best_wording(Mark::Best, 0.003), Some("near-best"));
        // A rollout's best with 2.7 points below the best (its range
        // including no loss) is not "within half a point" (ux.md 6).
        assert_eq!(best_wording(Mark::Best, 0.027), Some("unproven"));
        assert_eq!(best_wording(Mark::Best, 0.02), Some("unproven"));
        assert_eq!(best_wording(Mark::Inaccuracy, 0.01), None);
        for lang in Lang::ALL {
            let l = Localizer::new(lang);
            for id in ["top", "near-best", "unproven"] {
                for head in ["viewer-rating", "viewer-rollout"] {
                    let key = format!("{head}-{id}");
                    let text = l.text(&key);
                    assert!(text != key && !text.is_empty(), "{key} in {lang}");
                }
            }
        }
    }

    #[test]
    fn a_note_in_another_language_says_which() {
        use crate::replay::model::Note;
        let only_en = Note::Localized(std::collections::BTreeMap::from([(
            Lang::En,
            "Water.".to_string(),
        )]));
        let only_es = Note::Localized(std::collections::BTreeMap::from([(
            Lang::Es,
            "Agua.".to_string(),
        )]));
        let en = Localizer::new(Lang::En);
        let es = Localizer::new(Lang::Es);
        assert_eq!(note_line(&en, &only_en).as_deref(), Some("Note: Water."));
        assert_eq!(
            note_line(&es, &only_en).as_deref(),
            Some("Nota (en inglés): Water.")
        );
        assert_eq!(
            note_line(&en, &only_es).as_deref(),
            Some("Note (in Spanish): Agua.")
        );
        assert_eq!(note_line(&es, &only_es).as_deref(), Some("Nota: Agua."));
        let plain = Note::Plain("Hola".into());
        assert_eq!(note_line(&en, &plain).as_deref(), Some("Note: Hola"));
    }

    #[test]
    fn the_screens_show_no_source_or_reason_ids() {
        use crate::engine::{Reason, RulesetId, SourceDoc};
        for lang in Lang::ALL {
            let cli = Localizer::new(lang);
            let screens = Localizer::new(lang).for_screens();
            let source = SourceDoc::PlyYardKendall;
            assert!(crate::text::names::source_name(&cli, source).contains("[ply-yard-kendall"));
            let shown = crate::text::names::source_name(&screens, source);
            assert!(!shown.contains('[') && !shown.is_empty(), "{shown}");
            let reason = Reason::BlockedPath;
            assert!(
                crate::text::names::reason_with_code(&cli, RulesetId::Kendall, reason)
                    .contains("(blocked-path)")
            );
            assert!(
                !crate::text::names::reason_with_code(&screens, RulesetId::Kendall, reason)
                    .contains("blocked-path")
            );
        }
    }

    #[test]
    fn the_viewer_text_has_no_text_board_and_the_shared_text_keeps_it() {
        let text = include_str!("../../replays/kendall-sample.yaml");
        let replay = crate::replay::read::parse(text).expect("the sample replay parses");
        let verified = crate::replay::verify::verify(replay).expect("the sample replay verifies");
        let last = verified.frames.len() - 1;
        for lang in Lang::ALL {
            let l = Localizer::new(lang).for_screens();
            // The text board's numbers line and its legend.
            let legend = l.text("board-legend");
            let board_line = " 1  2  3  4  5  6  7  8  9 10";
            for index in [0, 8, last, usize::MAX] {
                let full = frame_text(&l, &verified, index).render(crate::text::WIDTH);
                let bare = frame_text_no_board(&l, &verified, index).render(crate::text::WIDTH);
                assert!(full.contains(board_line), "{lang} {index}: {full}");
                assert!(!bare.contains(board_line), "{lang} {index}: {bare}");
                assert!(
                    !bare.contains(legend.lines().next().unwrap_or("?")),
                    "{bare}"
                );
                // The options, the choice and what comes next stay.
                let next = full
                    .trim_end()
                    .lines()
                    .last()
                    .unwrap_or_default()
                    .to_string();
                assert!(bare.trim_end().ends_with(&next), "{lang} {index}: {bare}");
            }
            let options = l.text_with("legal-moves-heading", args![("count", 5usize)]);
            assert!(
                frame_text_no_board(&l, &verified, 0)
                    .render(80)
                    .contains(&options)
            );
        }
    }
}

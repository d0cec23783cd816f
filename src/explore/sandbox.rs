//! The sandbox behind the explore screen: a position set up by hand (pieces
//! placed and removed, the side to move, the throw), checked by its ruleset
//! as `senet legal` checks one, moves played and taken back, its options
//! weighed by the computer ([`Sandbox::weigh`]), and the position written
//! out as a lesson step or as the start of a replay. No words and no files:
//! the screen words it, `store` writes it.

use crate::ai::analysis::{self, Weighing};
use crate::ai::{GameState, Level, rollout};
use crate::engine::{
    Analysis, Board, BoardError, Move, RuleId, Ruleset, RulesetId, Side, SquareContent,
    analyze_board,
};
use crate::engine::{OFF, Square, ThrowValue, row_col, square_at};
use crate::replay::model::{Players, Replay};

/// What stands on a square, as set by hand.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Put {
    /// A piece of this side (again on the same square: removed).
    Piece(Side),
    /// Nothing.
    Empty,
}

/// A position being explored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sandbox {
    /// The ruleset.
    pub rules: RulesetId,
    /// The position, as set (not yet checked by the ruleset).
    pub board: Board,
    /// The side to move.
    pub to_move: Side,
    /// The throw.
    pub throw: ThrowValue,
    /// The square under the cursor, 1..=30.
    pub cursor: Square,
    /// The positions before each move played (with the cursor), for taking back.
    history: Vec<(Board, Side, Square)>,
}

impl Sandbox {
    /// A sandbox on `board`, `to_move` to throw `throw`, the cursor on 1.
    #[must_use]
    pub fn new(rules: RulesetId, board: Board, to_move: Side, throw: ThrowValue) -> Sandbox {
        Sandbox {
            rules,
            board,
            to_move,
            throw,
            cursor: Square::FIRST,
            history: Vec::new(),
        }
    }

    /// The ruleset's description.
    #[must_use]
    pub fn ruleset(&self) -> &'static Ruleset {
        self.rules.ruleset()
    }

    /// The position as this ruleset reads it, or what is wrong with it.
    ///
    /// # Errors
    /// What the ruleset refuses (too many pieces, a piece resting on 27, ...).
    pub fn checked(&self) -> Result<Board, BoardError> {
        self.ruleset().parse_board(&self.board.to_text())
    }

    /// Every option of the throw, when the position is valid.
    #[must_use]
    pub fn analysis(&self) -> Option<Analysis> {
        let board = self.checked().ok()?;
        Some(self.analysis_of(&board))
    }

    /// Every option of the throw on `board` (the position, checked).
    fn analysis_of(&self, board: &Board) -> Analysis {
        analyze_board(self.ruleset(), board, self.to_move, self.throw.get())
    }

    /// The computer's weighing of every option of the throw, when the
    /// position is valid: by the search that rates replays
    /// ([`analysis::DEFAULT_LEVEL`], returned with the weighing), and where a
    /// chance is an estimate every option measured with `measure`
    /// ([`analysis::weigh_measured`]; `None`: the estimates alone).
    #[must_use]
    pub fn weigh(&self, measure: Option<&rollout::Settings>) -> Option<(Weighing, u8)> {
        let board = self.checked().ok()?;
        let choices = self.analysis_of(&board);
        let level = analysis::DEFAULT_LEVEL;
        let limits = Level::from(level).limits()?;
        let state = GameState {
            board,
            side: self.to_move,
            throws: 1,
        };
        let method = analysis::Method {
            limits: &limits,
            rollouts: None,
            progress: &|_, _| {},
        };
        let w = analysis::weigh_measured(
            self.ruleset(),
            &state,
            self.throw,
            &choices,
            &method,
            measure,
        );
        Some((w, level))
    }

    /// Moves the cursor by rows and columns as the board is drawn.
    pub fn move_cursor(&mut self, rows: i8, cols: i8) {
        let (row, col) = row_col(self.cursor).unwrap_or((0, 0));
        let row = (row as i8 + rows).clamp(0, 2) as u8;
        let col = (col as i8 + cols).clamp(0, 9) as u8;
        self.cursor = square_at(row, col).unwrap_or(self.cursor);
    }

    /// Sets the square under the cursor. A piece of the side already there is
    /// removed instead; in `race` a piece may join the other side's.
    pub fn put(&mut self, what: Put) {
        let square = self.cursor;
        let here = self.board.at(square);
        match what {
            Put::Empty => {
                for side in Side::BOTH {
                    self.board.remove(side, square);
                }
            }
            Put::Piece(side) => {
                let mine = matches!(here, SquareContent::Piece(s) if s == side)
                    || here == SquareContent::Both;
                if mine {
                    self.board.remove(side, square);
                } else {
                    if !self.ruleset().is_race() {
                        self.board.remove(side.other(), square);
                    }
                    self.board.put(side, square);
                }
            }
        }
        self.history.clear();
    }

    /// The other side moves.
    pub fn switch_side(&mut self) {
        self.to_move = self.to_move.other();
    }

    /// Sets the throw.
    pub fn set_throw(&mut self, throw: ThrowValue) {
        self.throw = throw;
    }

    /// Plays the move of the piece on `from`, if it has one: the board
    /// becomes the board after it, and the turn passes unless the move earns
    /// another throw (or, in skiryuk, a house throw follows). Returns the move.
    pub fn play(&mut self, from: Square) -> Option<Move> {
        let m = *self.analysis()?.move_from(from)?;
        self.history.push((self.board, self.to_move, self.cursor));
        self.board = m.board;
        if !m.throw_again && m.house_throw.is_none() {
            self.to_move = self.to_move.other();
        }
        if m.to.is_on_board() {
            self.cursor = m.to;
        }
        Some(m)
    }

    /// Takes back the last move played (the cursor goes back to its piece).
    /// `false` when there is none.
    pub fn take_back(&mut self) -> bool {
        match self.history.pop() {
            Some((board, side, cursor)) => {
                self.board = board;
                self.to_move = side;
                self.cursor = cursor;
                true
            }
            None => false,
        }
    }

    /// How many moves can be taken back.
    #[must_use]
    pub fn moves_played(&self) -> usize {
        self.history.len()
    }

    /// The piece the lesson step asks about: the cursor's, if the side to
    /// move has one there, else its first piece.
    #[must_use]
    pub fn step_piece(&self, board: &Board) -> Option<Square> {
        if board.has(self.to_move, self.cursor) {
            Some(self.cursor)
        } else {
            board.squares(self.to_move).next()
        }
    }

    /// The position as a lesson step (the YAML of docs/lessons.md, indented
    /// as an item of `steps:` at `indent` spaces): the board, side and throw,
    /// the piece asked about highlighted, and a `legal` question about it
    /// with the engine's answer and the rule it practises. `None` when the
    /// position is not valid or the side to move has no piece.
    #[must_use]
    pub fn lesson_step(&self, indent: usize) -> Option<String> {
        let board = self.checked().ok()?;
        let piece = self.step_piece(&board)?;
        let analysis = analyze_board(self.ruleset(), &board, self.to_move, self.throw.get());
        let (expect, rule) = match analysis.refusal_of(piece) {
            Some(r) => (r.reason.code(), self.ruleset().rule_for(r.reason).id),
            None => ("legal", RuleId::Moving),
        };
        let pad = " ".repeat(indent);
        let piece_text = if piece == OFF {
            "off".to_string()
        } else {
            piece.to_string()
        };
        Some(format!(
            "{pad}- board: \"{board}\"\n\
             {pad}  to-move: {side}\n\
             {pad}  throw: {throw}\n\
             {pad}  highlight: [{piece_text}]\n\
             {pad}  question:\n\
             {pad}    kind: legal\n\
             {pad}    piece: {piece_text}\n\
             {pad}    rule: {rule}\n\
             {pad}    expect: {expect}\n",
            board = board.to_text(),
            side = self.to_move.letter(),
            throw = self.throw,
            rule = rule.id(),
        ))
    }

    /// The position as the start of a replay with no entries yet.
    #[must_use]
    pub fn replay_start(&self, players: Players) -> Option<Replay> {
        let board = self.checked().ok()?;
        let mut replay = Replay::new(self.rules, players);
        replay.start = Some(board);
        replay.to_move = self.to_move;
        Some(replay)
    }
}

/// Why a step cannot be appended to a lesson file's text.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AppendProblem {
    /// The file has no top-level `steps:` list.
    NoSteps,
    /// `steps:` is not the file's last top-level key, so text added at the end
    /// would not belong to it.
    StepsNotLast,
}

/// The lesson file's text with `step` (from [`Sandbox::lesson_step`], made
/// with [`steps_indent`]'s indent) added at the end of its `steps:` list.
///
/// # Errors
/// The file's shape does not allow appending (see [`AppendProblem`]).
pub fn append_step(text: &str, step: &str) -> Result<String, AppendProblem> {
    let mut steps_at = None;
    let mut last_key = None;
    for (i, line) in text.lines().enumerate() {
        let top = !line.starts_with([' ', '\t', '#', '-']) && !line.trim().is_empty();
        if top {
            last_key = Some(i);
            if line.trim_end() == "steps:" {
                steps_at = Some(i);
            }
        }
    }
    let Some(at) = steps_at else {
        return Err(AppendProblem::NoSteps);
    };
    if last_key != Some(at) {
        return Err(AppendProblem::StepsNotLast);
    }
    let mut out = text.to_string();
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out.push_str(step);
    Ok(out)
}

/// The indent of the items of the file's `steps:` list (2 when it has none).
#[must_use]
pub fn steps_indent(text: &str) -> usize {
    let mut after = false;
    for line in text.lines() {
        if line.trim_end() == "steps:" {
            after = true;
            continue;
        }
        if after && line.trim_start().starts_with("- ") {
            return line.len() - line.trim_start().len();
        }
    }
    2
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Reason;
    use crate::engine::{sq, tv};

    fn sandbox_24_3() -> Sandbox {
        let mut s = Sandbox::new(RulesetId::Kendall, Board::default(), Side::X, tv(3));
        for (square, side) in [(23, Side::X), (24, Side::X), (30, Side::O)] {
            s.cursor = sq(square);
            s.put(Put::Piece(side));
        }
        s
    }

    #[test]
    fn the_weighing_is_the_replay_search_s_and_measures_what_it_estimates() {
        // Black's last two pieces, on 24 and 28, against White's five at
        // the start, a throw of 1: two estimated options, quick playouts.
        let board: Board = "ooooo..................x...x..".parse().expect("a board");
        let s = Sandbox::new(RulesetId::Kendall, board, Side::X, tv(1));
        let (estimated, level) = s.weigh(None).expect("a valid position");
        assert_eq!(level, analysis::DEFAULT_LEVEL);
        assert_eq!(estimated.options.len(), 2);
        assert!(estimated.rollout.is_none() && estimated.error > 0.0);
        let measure = rollout::Settings {
            level: Level::Search(1),
            ..rollout::Settings::new(8)
        };
        let (measured, _) = s.weigh(Some(&measure)).expect("a valid position");
        assert!(measured.rollout.is_some(), "{measured:?}");
        assert!(measured.options.iter().all(|o| o.interval.is_some()));
        // A position the ruleset refuses (a piece resting in the water)
        // has no weighing.
        let mut bad = s.clone();
        bad.cursor = sq(27);
        bad.put(Put::Piece(Side::X));
        assert!(bad.checked().is_err());
        assert!(bad.weigh(None).is_none());
    }

    #[test]
    fn set_up_play_and_take_back() {
        let mut s = sandbox_24_3();
        assert_eq!(s.board.to_text(), "......................xx.....o");
        let a = s.analysis().expect("valid");
        assert_eq!(
            a.refusal_of(sq(24)).map(|r| r.reason),
            Some(Reason::Checkpoint26)
        );
        assert_eq!(s.play(sq(24)), None, "refused");
        assert_eq!(s.play(sq(23)).map(|m| m.to), Some(sq(26)));
        assert_eq!(s.to_move, Side::O, "3 ends the turn");
        assert!(s.take_back());
        assert_eq!(s.board.to_text(), "......................xx.....o");
        assert_eq!(s.to_move, Side::X);
        assert!(!s.take_back());
    }

    #[test]
    fn putting_again_removes_and_the_ruleset_checks() {
        let mut s = Sandbox::new(RulesetId::Kendall, Board::default(), Side::X, tv(1));
        s.cursor = sq(27);
        s.put(Put::Piece(Side::X));
        assert!(matches!(
            s.checked(),
            Err(BoardError::ImpossibleSquare {
                square: Square::WATER,
                ..
            })
        ));
        s.put(Put::Piece(Side::X));
        assert!(s.checked().is_ok());
        s.move_cursor(0, 1);
        assert_eq!(s.cursor, sq(28));
        s.move_cursor(-1, 0);
        assert_eq!(s.cursor, sq(13), "28 is drawn under 13");
    }

    #[test]
    fn a_lesson_step_asks_about_the_cursor_piece() {
        let mut s = sandbox_24_3();
        s.cursor = sq(24);
        let step = s.lesson_step(2).expect("a step");
        assert!(step.contains("    piece: 24\n"), "{step}");
        assert!(step.contains("expect: checkpoint-26"), "{step}");
        let text = "senet-lesson: 1\nid: a\nrules: kendall\ntitle: t\nsteps:\n  - text: x\n";
        let out = append_step(text, &step).expect("appends");
        assert!(out.starts_with(text) && out.ends_with(&step));
        assert_eq!(steps_indent(text), 2);
        assert_eq!(
            append_step("steps:\n  - text: x\nid: a\n", &step),
            Err(AppendProblem::StepsNotLast)
        );
        assert_eq!(append_step("id: a\n", &step), Err(AppendProblem::NoSteps));
    }

    #[test]
    fn a_replay_start_reads_back_and_verifies() {
        let s = sandbox_24_3();
        let players = Players {
            x: "x".into(),
            o: "o".into(),
        };
        let replay = s.replay_start(players).expect("valid");
        let text = crate::replay::write::to_yaml(&replay);
        let read = crate::replay::read::parse(&text).expect("reads back");
        assert_eq!(
            read.start_board().to_text(),
            "......................xx.....o"
        );
        assert_eq!(read.to_move, Side::X);
        assert!(crate::replay::verify::verify(read).is_ok());
    }
}

//! The move list of a game being played: one line per entry as the game
//! stands (taken-back entries are gone), and how much of the computer's
//! reply is shown yet when its moves are shown one at a time.

use super::session::{Played, RecordAction};
use crate::engine::{Board, Move, Side, Square, ThrowValue};

/// What an entry did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum What {
    /// A piece moved (`to` 31: borne off), perhaps exchanging with a piece.
    Moved {
        /// From.
        from: Square,
        /// Where it rests.
        to: Square,
        /// Whether an opposing piece was moved by it.
        exchange: bool,
    },
    /// No move existed.
    Pass,
}

/// One line of the move list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveLine {
    /// 1-based.
    pub number: usize,
    /// Who threw.
    pub side: Side,
    /// The throw.
    pub throw: ThrowValue,
    /// What was done.
    pub what: What,
}

/// The move list of the first `shown` entries of `history`.
#[must_use]
pub fn move_list(history: &[Played], shown: usize) -> Vec<MoveLine> {
    history
        .iter()
        .take(shown)
        .enumerate()
        .map(|(i, p)| MoveLine {
            number: i + 1,
            side: p.record.side,
            throw: p.record.throw,
            what: match (p.record.action, p.mv) {
                (RecordAction::Pass, _) | (_, None) => What::Pass,
                (_, Some(m)) => What::Moved {
                    from: m.from,
                    to: m.to,
                    exchange: m.exchange.is_some(),
                },
            },
        })
        .collect()
}

/// The computer's reply shown a move at a time: which entries of the game's
/// history are shown yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reveal {
    /// How many entries are shown (the first `shown` of the history).
    pub shown: usize,
}

impl Reveal {
    /// After an action that left `history` (it had `before` entries first):
    /// a reveal starting at the computer's first new entry, or `None` when
    /// the computer made none (everything is shown at once).
    #[must_use]
    pub fn after(history: &[Played], before: usize) -> Option<Reveal> {
        let first = history
            .iter()
            .enumerate()
            .skip(before)
            .find(|(_, p)| p.by_computer)
            .map(|(i, _)| i)?;
        Some(Reveal { shown: first })
    }

    /// One more entry shown; `None` once all of `history` is.
    #[must_use]
    pub fn step(self, history: &[Played]) -> Option<Reveal> {
        let shown = self.shown + 1;
        (shown < history.len()).then_some(Reveal { shown })
    }

    /// The position to show: after the last entry shown (`start` before any).
    #[must_use]
    pub fn board(self, history: &[Played], start: Board) -> Board {
        self.shown
            .checked_sub(1)
            .and_then(|i| history.get(i))
            .map_or(start, |p| p.board_after)
    }

    /// The last move shown, for the board's highlight.
    #[must_use]
    pub fn last_move(self, history: &[Played]) -> Option<Move> {
        history.iter().take(self.shown).rev().find_map(|p| p.mv)
    }

    /// How many of the last action's events are shown: those before the
    /// first entry not shown yet.
    #[must_use]
    pub fn events(self, history: &[Played], all: usize) -> usize {
        history
            .get(self.shown)
            .map_or(all, |p| p.event_start.min(all))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Pending, RulesetId};
    use crate::play::{Opponent, PlaySession, Setup};

    fn session() -> PlaySession {
        PlaySession::new(Setup {
            rules: RulesetId::Kendall,
            opponent: Opponent::Computer { level: 1 },
            learner: Side::X,
            seed: 4,
            ceremony: false,
        })
    }

    #[test]
    fn the_computers_reply_is_revealed_entry_by_entry() {
        let mut s = session();
        let mut checked = false;
        for _ in 0..200 {
            let before = s.history().len();
            if !crate::play::session::step_first_move(&mut s) {
                break;
            }
            let history = s.history();
            let Some(mut reveal) = Reveal::after(history, before) else {
                assert!(history[before..].iter().all(|p| !p.by_computer));
                continue;
            };
            assert!(history[before..reveal.shown].iter().all(|p| !p.by_computer));
            let start = s.start_board();
            let mut steps = 0;
            loop {
                let shown_events = reveal.events(history, s.events().len());
                assert!(shown_events <= s.events().len());
                assert_eq!(
                    reveal.board(history, start),
                    if reveal.shown == 0 {
                        start
                    } else {
                        history[reveal.shown - 1].board_after
                    }
                );
                match reveal.step(history) {
                    Some(next) => {
                        assert_eq!(next.shown, reveal.shown + 1);
                        assert!(next.events(history, s.events().len()) >= shown_events);
                        reveal = next;
                        steps += 1;
                    }
                    None => break,
                }
            }
            assert_eq!(
                reveal.shown + 1,
                history.len(),
                "ends before the last entry"
            );
            assert_eq!(reveal.step(history), None);
            checked |= steps >= 1;
        }
        assert!(checked, "some reply had two or more entries");
    }

    #[test]
    fn the_move_list_follows_the_history() {
        let mut s = session();
        for _ in 0..30 {
            if !crate::play::session::step_first_move(&mut s) {
                break;
            }
        }
        let lines = move_list(s.history(), usize::MAX);
        assert_eq!(lines.len(), s.history().len());
        assert_eq!(
            lines.len() as u32,
            s.game().throws() - u32::from(matches!(s.game().pending(), Pending::Move { .. }))
        );
        for (i, line) in lines.iter().enumerate() {
            assert_eq!(line.number, i + 1);
            if let What::Moved { from, to, .. } = line.what {
                assert_ne!(from, to);
            }
        }
        assert_eq!(move_list(s.history(), 3).len(), 3.min(lines.len()));
    }
}

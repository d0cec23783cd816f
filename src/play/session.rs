//! A game being played.

use super::computer::Computer;
use super::tutor::{self, TutorSettings, Warning};
use crate::engine::{
    Analysis, Board, Game, GameError, Move, Outcome, Pending, Position, Reason, RulesetId, Side,
    Square, Throw, ThrowModel, ThrowOutcome, ThrowValue, Thrower,
};

/// Who the learner plays against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opponent {
    /// A friend at the same keyboard (hot seat).
    Friend,
    /// The computer at a level.
    Computer {
        /// 1 = weakest.
        level: u8,
    },
}

/// How a game is set up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Setup {
    /// The ruleset.
    pub rules: RulesetId,
    /// Against whom.
    pub opponent: Opponent,
    /// The learner's side against the computer (decided by the ceremony in
    /// skiryuk when `ceremony` is on).
    pub learner: Side,
    /// The seed of the throws (and of the computer's choices).
    pub seed: u64,
    /// (skiryuk) Open with the ceremony: both throw until one scores a 1,
    /// who then takes the spindles and moves first.
    pub ceremony: bool,
}

/// Something that happened, to be told in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A ceremony throw: by the learner (`true`) or the other player.
    CeremonyThrow {
        /// Whether the learner threw.
        learner: bool,
        /// The throw.
        throw: Throw,
    },
    /// The ceremony is decided: the learner takes the spindles (`x`) or not.
    CeremonyWon {
        /// Whether the learner won it.
        learner: bool,
    },
    /// A side threw (a house throw names its square).
    Threw {
        /// Who.
        side: Side,
        /// The sticks as they fell.
        throw: Throw,
        /// (skiryuk) The house this throw belongs to.
        house: Option<Square>,
    },
    /// A move was made.
    Moved {
        /// Who.
        side: Side,
        /// The move.
        mv: Move,
        /// With which throw.
        throw: ThrowValue,
    },
    /// No legal move: the throw is lost.
    Passed {
        /// Who.
        side: Side,
        /// The throw.
        throw: ThrowValue,
        /// Why every piece is stuck.
        analysis: Analysis,
    },
    /// The piece chosen cannot move.
    Refused {
        /// The piece.
        from: Square,
        /// Why.
        reason: Reason,
    },
    /// The game ended.
    Over(Outcome),
    /// The last choice was taken back (with the computer's reply, if any):
    /// this many replay entries were withdrawn.
    TookBack {
        /// The entries withdrawn.
        entries: usize,
    },
}

/// What the recorder is to write next: an entry, or a take-back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Logged {
    /// One throw and what was done with it.
    Entry(Record),
    /// The last this many entries standing were taken back.
    TakeBack(usize),
}

/// One entry of the game as it stands (a move list's line).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Played {
    /// The entry.
    pub record: Record,
    /// The move made (`None` for a pass).
    pub mv: Option<Move>,
    /// The position after it.
    pub board_after: Board,
    /// Whether the computer made it.
    pub by_computer: bool,
    /// Where its words begin in [`PlaySession::events`], when it was made by
    /// the last action (the computer's reply shown a move at a time).
    pub event_start: usize,
}

/// The state before a person's choice, to go back to.
#[derive(Debug, Clone)]
struct Undo {
    game: Game,
    last_throw: Option<Throw>,
    standing: usize,
}

/// One line of the game record: what a replay entry holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Record {
    /// Who threw.
    pub side: Side,
    /// The throw.
    pub throw: ThrowValue,
    /// What was done with it.
    pub action: RecordAction,
}

/// What a throw was used for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecordAction {
    /// The piece on this square moved.
    Move(Square),
    /// No legal move.
    Pass,
    /// The house throw of the piece on this square.
    House(Square),
}

/// A game in progress.
#[derive(Debug, Clone)]
pub struct PlaySession {
    setup: Setup,
    game: Game,
    thrower: Thrower,
    computer: Option<Computer>,
    learner: Side,
    ceremony: Option<bool>,
    last_throw: Option<Throw>,
    events: Vec<Event>,
    records: Vec<Logged>,
    start: Option<Position>,
    tutor: bool,
    tutor_settings: TutorSettings,
    history: Vec<Played>,
    undo: Vec<Undo>,
    throw_event: Option<usize>,
}

impl PlaySession {
    /// Starts a game.
    #[must_use]
    pub fn new(setup: Setup) -> PlaySession {
        PlaySession::build(setup, Game::new(setup.rules), None)
    }

    /// Starts a game from a checked position, its side to move throwing
    /// first (no ceremony; the position's ruleset replaces the setup's): for
    /// tests, and for practising a position. The throws still come from the
    /// setup's seed; the replay records the start position.
    #[must_use]
    pub fn from_position(setup: Setup, position: Position) -> PlaySession {
        let setup = Setup {
            rules: position.rules().id,
            ceremony: false,
            ..setup
        };
        PlaySession::build(setup, Game::from_position(position), Some(position))
    }

    fn build(setup: Setup, game: Game, start: Option<Position>) -> PlaySession {
        let mut session = PlaySession::build_quiet(setup, game, start);
        if session.ceremony.is_none() {
            session.let_computer_play();
        }
        session
    }

    /// A session set up, the computer not yet asked to play.
    fn build_quiet(setup: Setup, game: Game, start: Option<Position>) -> PlaySession {
        let computer = match setup.opponent {
            Opponent::Computer { level } => Some(Computer::new(level, setup.seed ^ 0x5EED)),
            Opponent::Friend => None,
        };
        let ceremony = (setup.ceremony && setup.rules.ruleset().has_ceremony()).then_some(true);
        PlaySession {
            setup,
            game,
            thrower: Thrower::new(setup.rules.ruleset().throw_model, setup.seed),
            computer,
            learner: setup.learner,
            ceremony,
            last_throw: None,
            events: Vec::new(),
            records: Vec::new(),
            start,
            tutor: false,
            tutor_settings: TutorSettings::default(),
            history: Vec::new(),
            undo: Vec::new(),
            throw_event: None,
        }
    }

    /// A game recorded earlier, continued: `setup` as it was started (no
    /// ceremony: it was decided, and `setup.learner` is its outcome), from
    /// `start` (`None`: the ruleset's start), with the entries that stand
    /// (`entries`, oldest first) played again, the generators of the throws
    /// and of the computer put where they stood (`sticks`, `computer`:
    /// [`PlaySession::generator_positions`]), and `waiting` thrown again
    /// when a throw was waiting for its move. The entries become the
    /// history, each person's choice among them one that can be taken back;
    /// nothing is logged for the recorder (the file has it all already).
    ///
    /// # Errors
    /// The 1-based number of the first entry that does not fit the game (a
    /// throw whose use differs from the rules', or a computer's entry
    /// where a person was to act), or `entries.len() + 1` for a waiting
    /// throw that is no choice for a person.
    pub fn resume(
        setup: Setup,
        start: Option<Position>,
        entries: &[(ThrowValue, RecordAction)],
        generators: (u128, u128),
        waiting: Option<ThrowValue>,
    ) -> Result<PlaySession, usize> {
        let setup = Setup {
            ceremony: false,
            rules: start.map_or(setup.rules, |p| p.rules().id),
            ..setup
        };
        let game = start.map_or_else(|| Game::new(setup.rules), Game::from_position);
        let mut session = PlaySession::build_quiet(setup, game, start);
        let model = setup.rules.ruleset().throw_model;
        for (index, &(value, action)) in entries.iter().enumerate() {
            let number = index + 1;
            let Pending::Throw { side, .. } = session.game.pending() else {
                return Err(number);
            };
            session.last_throw = Some(throw_of(model, value));
            let outcome = session.game.throw(value);
            let record = Record {
                side,
                throw: value,
                action,
            };
            match (outcome, action) {
                (Ok(ThrowOutcome::Forced(mv)), RecordAction::House(square))
                    if mv.from == square =>
                {
                    session.push_record(record, Some(mv));
                }
                (Ok(ThrowOutcome::Pass(_)), RecordAction::Pass) => {
                    session.push_record(record, None);
                }
                (Ok(ThrowOutcome::Choose(_)), RecordAction::Move(from)) => {
                    // A person's choice can be taken back, as in play: to
                    // the throw waiting for it.
                    let undo = session.is_human(side).then(|| Undo {
                        game: session.game.clone(),
                        last_throw: session.last_throw,
                        standing: session.history.len(),
                    });
                    let Ok(mv) = session.game.play(from) else {
                        return Err(number);
                    };
                    session.undo.extend(undo);
                    session.push_record(record, Some(mv));
                }
                _ => return Err(number),
            }
        }
        if session.game.outcome().is_some() {
            return Err(entries.len());
        }
        session.thrower.rng().set_word_pos(generators.0);
        if let Some(computer) = session.computer.as_mut() {
            computer.set_position(generators.1);
        }
        if let Some(value) = waiting {
            let side = session.game.to_move();
            let chooses = session.is_human(side)
                && matches!(session.game.throw(value), Ok(ThrowOutcome::Choose(_)));
            if !chooses {
                return Err(entries.len() + 1);
            }
            session.last_throw = Some(throw_of(model, value));
        } else if let Pending::Throw { side, .. } = session.game.pending() {
            if !session.is_human(side) {
                return Err(entries.len() + 1);
            }
        }
        session.records.clear();
        session.clear_events();
        for played in &mut session.history {
            played.event_start = 0;
        }
        Ok(session)
    }

    /// Where the generators of the throws and of the computer's choices
    /// stand (their word positions; 0 for the computer in a friend game):
    /// what [`PlaySession::resume`] needs to go on exactly as this game would.
    pub fn generator_positions(&mut self) -> (u128, u128) {
        (
            self.thrower.rng().get_word_pos(),
            self.computer.as_ref().map_or(0, Computer::position),
        )
    }

    /// The throw waiting for a person's move, if one is.
    #[must_use]
    pub fn waiting_throw(&self) -> Option<ThrowValue> {
        match self.game.pending() {
            Pending::Move { throw, .. } if self.ceremony.is_none() => Some(throw),
            _ => None,
        }
    }

    /// The position the game started from and who threw first, when it is not
    /// the ruleset's start ([`PlaySession::from_position`]).
    #[must_use]
    pub fn start_position(&self) -> Option<Position> {
        self.start
    }

    /// Whether the tutor is on: a person's choice is weighed before it is made.
    #[must_use]
    pub fn tutor(&self) -> bool {
        self.tutor
    }

    /// Turns the tutor on or off.
    pub fn set_tutor(&mut self, on: bool) {
        self.tutor = on;
    }

    /// How the tutor judges ([`TutorSettings::default`] unless set).
    pub fn set_tutor_settings(&mut self, settings: TutorSettings) {
        self.tutor_settings = settings;
    }

    /// With the tutor on, what it says about a person's choosing the piece on
    /// `from` for the waiting throw: `None` when the choice is fine, forced or
    /// refused by the rules, or when no person is to move (see
    /// [`tutor::check`], with the session's [`TutorSettings`]). Makes no move.
    #[must_use]
    pub fn tutor_warning(&self, from: Square) -> Option<Warning> {
        let Pending::Move { side, .. } = self.game.pending() else {
            return None;
        };
        if !self.tutor || self.ceremony.is_some() || !self.is_human(side) {
            return None;
        }
        tutor::check(&self.game, from, &self.tutor_settings)
    }

    /// The setup.
    #[must_use]
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The game.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The learner's side (in a friend game: the side that started at the keyboard).
    #[must_use]
    pub fn learner(&self) -> Side {
        self.learner
    }

    /// Whether the opening ceremony is still being thrown.
    #[must_use]
    pub fn in_ceremony(&self) -> bool {
        self.ceremony.is_some()
    }

    /// The computer, if there is one.
    #[must_use]
    pub fn computer(&self) -> Option<&Computer> {
        self.computer.as_ref()
    }

    /// Whether a person plays `side` (both sides in a friend game).
    #[must_use]
    pub fn is_human(&self, side: Side) -> bool {
        self.computer.is_none() || side == self.learner
    }

    /// The last throw, as the sticks fell.
    #[must_use]
    pub fn last_throw(&self) -> Option<Throw> {
        self.last_throw
    }

    /// The events of the last action, oldest first.
    #[must_use]
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Takes the game-record lines made since the last call (for the recorder).
    pub fn drain_records(&mut self) -> Vec<Logged> {
        std::mem::take(&mut self.records)
    }

    /// The game's entries as they stand (taken-back ones removed), oldest first.
    #[must_use]
    pub fn history(&self) -> &[Played] {
        &self.history
    }

    /// The last move made on the board, by either side (after a take-back:
    /// the one before it), for the board's highlight.
    #[must_use]
    pub fn last_move(&self) -> Option<Move> {
        self.history.iter().rev().find_map(|p| p.mv)
    }

    /// The position the game started from.
    #[must_use]
    pub fn start_board(&self) -> Board {
        self.start
            .map_or(self.setup.rules.ruleset().start, |p| *p.board())
    }

    /// Whether [`PlaySession::take_back`] would take something back: a
    /// person has chosen a move, and the game is not over.
    #[must_use]
    pub fn can_take_back(&self) -> bool {
        !self.undo.is_empty() && self.game.outcome().is_none() && self.ceremony.is_none()
    }

    /// Takes back the last move a person chose, and everything after it
    /// (the computer's reply; in a friend game, the other player's last
    /// choice is the last one): the position is the one before it, with the
    /// same throw waiting. The withdrawn entries are logged as a take-back
    /// for the replay. Returns whether anything was taken back. The throws
    /// after it come fresh from the sticks, not again the ones taken back.
    pub fn take_back(&mut self) -> bool {
        if !self.can_take_back() {
            return false;
        }
        let Some(undo) = self.undo.pop() else {
            return false;
        };
        let entries = self.history.len() - undo.standing;
        self.game = undo.game;
        self.last_throw = undo.last_throw;
        self.history.truncate(undo.standing);
        self.clear_events();
        if entries > 0 {
            self.records.push(Logged::TakeBack(entries));
        }
        self.events.push(Event::TookBack { entries });
        true
    }

    fn clear_events(&mut self) {
        self.events.clear();
        self.throw_event = None;
    }

    fn push_record(&mut self, record: Record, mv: Option<Move>) {
        let event_start = self.throw_event.take().unwrap_or(self.events.len());
        self.records.push(Logged::Entry(record));
        self.history.push(Played {
            record,
            mv,
            board_after: *self.game.board(),
            by_computer: !self.is_human(record.side),
            event_start,
        });
    }

    /// Throws the sticks for the side to move (or the next ceremony throw).
    /// Does nothing while a throw still waits for a move, or once the game is over.
    pub fn throw(&mut self) {
        self.clear_events();
        if self.ceremony.is_some() {
            self.ceremony_throw();
            return;
        }
        if let Pending::Throw { side, .. } = self.game.pending() {
            if self.is_human(side) {
                self.throw_for(side);
                self.let_computer_play();
            }
        }
    }

    /// Moves the piece on `from` with the waiting throw; a piece that cannot
    /// move is refused with its reason.
    pub fn choose(&mut self, from: Square) {
        self.clear_events();
        let Pending::Move { side, throw } = self.game.pending() else {
            return;
        };
        if !self.is_human(side) {
            return;
        }
        let before = Undo {
            game: self.game.clone(),
            last_throw: self.last_throw,
            standing: self.history.len(),
        };
        match self.game.play(from) {
            Ok(mv) => {
                self.undo.push(before);
                self.after_move(side, mv, throw);
                self.let_computer_play();
            }
            Err(GameError::Illegal { from, reason }) => {
                self.events.push(Event::Refused { from, reason })
            }
            Err(_) => {}
        }
    }

    /// The side to move resigns (in a computer game: the learner).
    pub fn resign(&mut self) {
        self.clear_events();
        let side = if self.computer.is_some() {
            self.learner
        } else {
            self.game.to_move()
        };
        self.game.resign(side);
        self.push_outcome();
    }

    /// Both players agree to a draw (friend games only).
    pub fn agree_draw(&mut self) {
        self.clear_events();
        if self.computer.is_none() {
            self.game.agree_draw();
            self.push_outcome();
        }
    }

    fn push_outcome(&mut self) {
        if let Some(outcome) = self.game.outcome() {
            self.events.push(Event::Over(outcome));
        }
    }

    fn ceremony_throw(&mut self) {
        // The learner throws, then the other player, until one scores a 1.
        for learner in [true, false] {
            let throw = self.thrower.throw();
            self.last_throw = Some(throw);
            self.events.push(Event::CeremonyThrow { learner, throw });
            if throw.value == ThrowValue::ONE {
                self.learner = if learner { Side::X } else { Side::O };
                self.ceremony = None;
                self.events.push(Event::CeremonyWon { learner });
                self.let_computer_play();
                return;
            }
            if self.computer.is_none() {
                // A friend throws with their own key press.
                if learner {
                    self.ceremony = Some(false);
                    return;
                }
            }
        }
    }

    /// Throws for `side` and makes the forced or only outcome happen.
    fn throw_for(&mut self, side: Side) {
        let house = match self.game.pending() {
            Pending::Throw { house, .. } => house,
            _ => None,
        };
        let throw = self.thrower.throw();
        self.last_throw = Some(throw);
        self.throw_event = Some(self.events.len());
        self.events.push(Event::Threw { side, throw, house });
        match self.game.throw(throw.value) {
            Ok(ThrowOutcome::Forced(mv)) => {
                self.push_record(
                    Record {
                        side,
                        throw: throw.value,
                        action: RecordAction::House(mv.from),
                    },
                    Some(mv),
                );
                self.events.push(Event::Moved {
                    side,
                    mv,
                    throw: throw.value,
                });
                self.push_outcome();
            }
            Ok(ThrowOutcome::Pass(analysis)) => {
                self.push_record(
                    Record {
                        side,
                        throw: throw.value,
                        action: RecordAction::Pass,
                    },
                    None,
                );
                self.events.push(Event::Passed {
                    side,
                    throw: throw.value,
                    analysis,
                });
                self.push_outcome();
            }
            Ok(ThrowOutcome::Choose(_)) | Err(_) => {}
        }
    }

    fn after_move(&mut self, side: Side, mv: Move, throw: ThrowValue) {
        self.push_record(
            Record {
                side,
                throw,
                action: RecordAction::Move(mv.from),
            },
            Some(mv),
        );
        self.events.push(Event::Moved { side, mv, throw });
        self.push_outcome();
    }

    /// Plays the computer's throws and moves until a person is to act.
    fn let_computer_play(&mut self) {
        for _ in 0..10_000 {
            match self.game.pending() {
                Pending::Throw { side, .. } if !self.is_human(side) => self.throw_for(side),
                Pending::Move { side, throw } if !self.is_human(side) => {
                    if self.game.choices().is_none() {
                        return;
                    }
                    let game = &self.game;
                    let index = self.computer.as_mut().map_or(0, |c| c.choose(game));
                    if let Ok(mv) = self.game.play_nth(index) {
                        self.after_move(side, mv, throw);
                    }
                }
                _ => return,
            }
        }
    }
}

/// The sticks shown for a throw known only by its value (a game continued
/// from its file): that many light faces, the first sticks.
fn throw_of(model: ThrowModel, value: ThrowValue) -> Throw {
    match model {
        ThrowModel::Sticks => Throw::from_sticks(match value.get() {
            5 => 0,
            light => (1u8 << light) - 1,
        }),
        ThrowModel::Fair => Throw {
            value,
            light_faces: 0,
        },
    }
}

/// (Tests) Takes the game one step: a throw when one is due, otherwise the
/// first legal move. False once the game is over.
#[cfg(test)]
pub(crate) fn step_first_move(session: &mut PlaySession) -> bool {
    match session.game().pending() {
        Pending::Throw { .. } => session.throw(),
        Pending::Move { .. } => {
            let from = session
                .game()
                .choices()
                .and_then(|a| a.get(0))
                .map(|m| m.from);
            if let Some(from) = from {
                session.choose(from);
            }
        }
        Pending::Over(_) => return false,
    }
    true
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::engine::{sq, tv};

    fn setup(rules: RulesetId, opponent: Opponent) -> Setup {
        Setup {
            rules,
            opponent,
            learner: Side::X,
            seed: 7,
            ceremony: false,
        }
    }

    /// Plays the learner's turns with the first legal move until the game ends.
    fn play_out(session: &mut PlaySession) -> usize {
        let mut actions = 0;
        while session.game().outcome().is_none() && actions < 20_000 {
            if !step_first_move(session) {
                break;
            }
            actions += 1;
        }
        actions
    }

    #[test]
    fn games_against_the_computer_finish_and_record_every_throw() {
        for rules in RulesetId::ALL {
            let mut session = PlaySession::new(setup(rules, Opponent::Computer { level: 1 }));
            play_out(&mut session);
            assert!(session.game().outcome().is_some(), "{rules}");
            let records = session.drain_records();
            assert_eq!(
                records.len() as u32,
                session.game().throws(),
                "{rules}: one record per throw"
            );
        }
    }

    #[test]
    fn a_refused_choice_says_why() {
        let mut session = PlaySession::new(setup(RulesetId::Kendall, Opponent::Friend));
        // Throw until some piece is refused.
        for _ in 0..200 {
            session.throw();
            if let Some(analysis) = session.game().choices().copied() {
                if let Some(refused) = analysis.blocked().next() {
                    session.choose(refused.from);
                    assert!(
                        matches!(session.events(), [Event::Refused { .. }]),
                        "{:?}",
                        session.events()
                    );
                    return;
                }
                let from = analysis.get(0).map(|m| m.from).unwrap_or(sq(0));
                session.choose(from);
            }
        }
        panic!("no refused piece came up");
    }

    #[test]
    fn the_ceremony_decides_who_takes_the_spindles() {
        let mut s = setup(RulesetId::Skiryuk, Opponent::Computer { level: 1 });
        s.ceremony = true;
        let mut session = PlaySession::new(s);
        assert!(session.in_ceremony());
        for _ in 0..100 {
            session.throw();
            if !session.in_ceremony() {
                break;
            }
        }
        assert!(!session.in_ceremony());
        assert!(
            session
                .events()
                .iter()
                .any(|e| matches!(e, Event::CeremonyWon { .. }))
        );
        // Whoever won the ceremony moves first as x.
        let won = session.events().iter().find_map(|e| match e {
            Event::CeremonyWon { learner } => Some(*learner),
            _ => None,
        });
        assert_eq!(won == Some(true), session.learner() == Side::X);
    }

    #[test]
    fn resign_and_draw() {
        let mut session = PlaySession::new(setup(RulesetId::Kendall, Opponent::Friend));
        session.agree_draw();
        assert_eq!(session.game().outcome().map(|o| o.winner), Some(None));
        let mut session =
            PlaySession::new(setup(RulesetId::Kendall, Opponent::Computer { level: 1 }));
        session.resign();
        assert_eq!(
            session.game().outcome().and_then(|o| o.winner),
            Some(Side::O)
        );
    }

    /// The first seed whose first throw is `value` (the throws come from the seed).
    pub(crate) fn seed_throwing_first(rules: RulesetId, value: u8) -> u64 {
        (0..)
            .find(|&seed| {
                Thrower::new(rules.ruleset().throw_model, seed)
                    .throw()
                    .value
                    == tv(value)
            })
            .unwrap_or(0)
    }

    /// (Tests) A kendall game against `opponent` from `board` with
    /// `to_move` to move, whose first throw is a 1.
    pub(crate) fn kendall_from(board: &str, to_move: Side, opponent: Opponent) -> PlaySession {
        let rules = RulesetId::Kendall;
        let board = rules.ruleset().parse_board(board).expect("a board");
        let setup = Setup {
            seed: seed_throwing_first(rules, 1),
            ..setup(rules, opponent)
        };
        let start = crate::engine::checked(rules.ruleset(), board, to_move);
        PlaySession::from_position(setup, start)
    }

    /// Kendall: black on 23, 26, 28, white on 20, 22, 24 (see `tutor.rs`).
    fn water_session(opponent: Opponent) -> PlaySession {
        kendall_from("...................o.oxo.x.x..", Side::X, opponent)
    }

    #[test]
    fn the_tutor_warns_a_person_before_a_blunder_only_when_on() {
        for opponent in [Opponent::Friend, Opponent::Computer { level: 1 }] {
            let mut session = water_session(opponent);
            assert_eq!(session.start_position().map(|p| p.to_move()), Some(Side::X));
            session.throw();
            assert_eq!(
                session.game().pending(),
                Pending::Move {
                    side: Side::X,
                    throw: tv(1)
                }
            );
            assert_eq!(session.tutor_warning(sq(26)), None, "off by default");
            session.set_tutor(true);
            let w = session.tutor_warning(sq(26)).expect("a warning");
            assert_eq!(w.best, sq(23));
            assert_eq!(session.tutor_warning(sq(23)), None);
            // Asking makes no move and records nothing.
            assert_eq!(session.game().throws(), 1);
            assert!(session.drain_records().is_empty());
            session.choose(sq(26));
            assert_eq!(
                session.drain_records().first().copied(),
                Some(Logged::Entry(Record {
                    side: Side::X,
                    throw: ThrowValue::ONE,
                    action: RecordAction::Move(sq(26))
                }))
            );
        }
    }

    #[test]
    fn in_a_friend_game_both_players_are_warned() {
        // The same position with the colours swapped: white (o) to use a 1.
        let mut session = kendall_from("...................x.xox.o.o..", Side::O, Opponent::Friend);
        session.set_tutor(true);
        session.throw();
        assert!(matches!(
            session.game().pending(),
            Pending::Move {
                side: Side::O,
                throw: ThrowValue::ONE
            }
        ));
        assert_eq!(session.tutor_warning(sq(26)).map(|w| w.best), Some(sq(23)));
    }
}

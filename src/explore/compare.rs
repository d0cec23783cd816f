//! One position and throw under several rulesets at once, and for each
//! difference the rule that causes it.
//!
//! Each ruleset first checks the board text for itself (piece counts, a piece
//! resting on 27, `*` outside `race`); those that cannot hold the position are
//! listed with their [`BoardError`]. For the others the engine's [`analyze`](crate::engine::analyze)
//! gives every piece's verdict: a legal move (with everything it does) or a
//! refusal. Where two rulesets disagree about a piece, the cause is found by
//! experiment, not by guessing: the first ruleset's movement settings
//! ([`Movement`]) are changed one [`Field`] at a time to the second's, and the
//! field whose change turns the first verdict into the second (or, failing
//! that, the first field in [`Field::ALL`] order whose change alters the first
//! verdict while the others follow one by one) is the cause. The rule named is
//! one of that field's rules ([`Field::rules`]) that one of the two rulesets
//! applies, so its settings (whether it applies the rule, and the movement
//! setting behind it; the tests' `setting`) really differ between them.
//!
//! No words here: `text::compare` turns a [`Comparison`] into sentences.

use crate::engine::Movement;
use crate::engine::{
    Analysis, Board, BoardError, Move, Reason, RuleId, RuleInfo, Ruleset, RulesetId, Side,
    analyze_board,
};
use crate::engine::{OFF, REBIRTH, Square, ThrowValue, codes};

codes! {
    /// One part of a ruleset's movement settings, as the move generator
    /// reads them. `ALL` is the order the cause is looked for; the code is
    /// the setting's name for tools (`senet compare --format json`).
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum Field ("setting") {
        /// The checkpoint on 26.
        Checkpoint = "checkpoint",
        /// Blocks, guards, walls, protected runs.
        Formation = "formation",
        /// The squares whose pieces cannot be exchanged.
        Safe = "safe",
        /// The last squares: water, the last row, skiryuk's house table, race's finish.
        Houses = "houses",
        /// The backward fallback.
        Backward = "backward",
        /// Whether 1, 4 and 5 earn another throw.
        ExtraThrows = "extra-throws",
    }
}

impl Field {
    /// The rules whose settings this field holds, most specific first.
    #[must_use]
    pub const fn rules(self) -> &'static [RuleId] {
        match self {
            Field::Checkpoint => &[RuleId::Checkpoint26],
            Field::Formation => &[
                RuleId::Block,
                RuleId::ProtectedRun,
                RuleId::Wall,
                RuleId::Guard,
                RuleId::RaceSharing,
            ],
            Field::Safe => &[RuleId::SafeSquares],
            Field::Houses => &[
                RuleId::WaterFallback,
                RuleId::Water27,
                RuleId::LastRowWaits,
                RuleId::LastRowMoves,
                RuleId::ExactExit,
                RuleId::HouseThrows,
                RuleId::House26,
                RuleId::House26Fall,
                RuleId::House27,
                RuleId::House28,
                RuleId::House29,
                RuleId::House30,
                RuleId::Return15Opponent,
                RuleId::Return15Own,
                RuleId::RaceOvershoot,
                RuleId::RaceFinish,
            ],
            Field::Backward => &[
                RuleId::BackwardFallback,
                RuleId::NoBackwardFromHouses,
                RuleId::BackwardLimit,
                RuleId::BackwardExtraThrow,
            ],
            Field::ExtraThrows => &[RuleId::ExtraThrow],
        }
    }

    /// The field that holds a rule's settings, if a movement setting does.
    #[must_use]
    pub fn of(rule: RuleId) -> Option<Field> {
        Field::ALL.into_iter().find(|f| f.rules().contains(&rule))
    }

    /// `movement` with this field taken from `other`.
    #[must_use]
    pub const fn swapped(self, movement: Movement, other: &Movement) -> Movement {
        let mut m = movement;
        match self {
            Field::Checkpoint => m.checkpoint = other.checkpoint,
            Field::Formation => m.formation = other.formation,
            Field::Safe => m.safe = other.safe,
            Field::Houses => m.houses = other.houses,
            Field::Backward => m.backward = other.backward,
            Field::ExtraThrows => m.extra_throws = other.extra_throws,
        }
        m
    }

    /// Whether two movement settings agree on this field.
    #[must_use]
    pub fn agrees(self, a: &Movement, b: &Movement) -> bool {
        self.swapped(*a, b) == *a
    }
}

/// What one piece may do in one ruleset.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A legal move.
    Moves(Move),
    /// The piece cannot move: why forward, and (in a backward fallback) why not backward.
    Refused {
        /// Where its forward move would have gone.
        to: u8,
        /// Why not forward.
        reason: Reason,
        /// Why not backward, in a backward fallback.
        backward: Option<Reason>,
    },
    /// The engine lists the piece neither way (e.g. a finished `race` piece).
    Nothing,
}

impl Verdict {
    /// The verdict for the piece on `from`.
    #[must_use]
    pub fn of(analysis: &Analysis, from: Square) -> Verdict {
        if let Some(m) = analysis.move_from(from) {
            Verdict::Moves(*m)
        } else if let Some(r) = analysis.refusal_of(from) {
            Verdict::Refused {
                to: r.to,
                reason: r.reason,
                backward: r.backward_reason,
            }
        } else {
            Verdict::Nothing
        }
    }

    /// Whether the piece may move.
    #[must_use]
    pub const fn is_legal(&self) -> bool {
        matches!(self, Verdict::Moves(_))
    }

    /// Whether two verdicts differ in what a player may do: legal in one and
    /// not the other, or legal in both with different results. Two refusals
    /// for different reasons are the same answer ("no").
    #[must_use]
    pub fn differs(&self, other: &Verdict) -> bool {
        match (self, other) {
            (Verdict::Moves(a), Verdict::Moves(b)) => a != b,
            (a, b) => a.is_legal() != b.is_legal(),
        }
    }
}

/// One ruleset's answer for the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Column {
    /// The ruleset can hold the position.
    Holds {
        /// The ruleset.
        rules: RulesetId,
        /// The position as this ruleset reads it (race adds unseen pieces at the start).
        board: Board,
        /// Every option of the throw.
        analysis: Analysis,
    },
    /// The ruleset cannot hold the position.
    CannotHold {
        /// The ruleset.
        rules: RulesetId,
        /// What is wrong with the position there.
        problem: BoardError,
    },
}

impl Column {
    /// The ruleset of this column.
    #[must_use]
    pub const fn rules(&self) -> RulesetId {
        match self {
            Column::Holds { rules, .. } | Column::CannotHold { rules, .. } => *rules,
        }
    }
}

/// A piece that two rulesets treat differently, and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// The piece's square.
    pub from: Square,
    /// The first ruleset (earlier in the comparison's order).
    pub a: RulesetId,
    /// Its verdict.
    pub a_verdict: Verdict,
    /// The second ruleset.
    pub b: RulesetId,
    /// Its verdict.
    pub b_verdict: Verdict,
    /// The movement setting that makes the difference.
    pub field: Field,
    /// Whether changing that setting alone turns `a`'s verdict into `b`'s
    /// (otherwise it is the first of several changes that do it together).
    pub alone: bool,
    /// The rule that causes it; one of `field`'s rules applied by `a` or `b`.
    pub rule: RuleId,
    /// How `a` applies the rule (`None`: it does not).
    pub a_rule: Option<RuleInfo>,
    /// How `b` applies the rule.
    pub b_rule: Option<RuleInfo>,
}

/// The whole comparison.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comparison {
    /// The position, as written (unchecked by any ruleset).
    pub board: Board,
    /// The side to move.
    pub side: Side,
    /// The throw.
    pub throw: ThrowValue,
    /// One column per ruleset asked, in the order asked.
    pub columns: Vec<Column>,
    /// The pieces of the side to move, in route order.
    pub pieces: Vec<Square>,
    /// Every difference between two rulesets that hold the position, by
    /// piece, then by pair; for each piece only between the first ruleset of
    /// each group of identical verdicts.
    pub differences: Vec<Difference>,
}

impl Comparison {
    /// The verdict of ruleset column `column` for the piece on `from`
    /// (`None` when the ruleset cannot hold the position or lacks the piece).
    #[must_use]
    pub fn verdict(&self, column: usize, from: Square) -> Option<Verdict> {
        match self.columns.get(column)? {
            Column::Holds {
                board, analysis, ..
            } if board.has(self.side, from) => Some(Verdict::of(analysis, from)),
            _ => None,
        }
    }
}

/// Compares `board` (as written) under each of `rulesets`, for `side` and `throw`.
#[must_use]
pub fn compare(board: &Board, side: Side, throw: ThrowValue, rulesets: &[RulesetId]) -> Comparison {
    let text = board.to_text();
    let columns: Vec<Column> = rulesets
        .iter()
        .map(|&id| {
            let rs = id.ruleset();
            match rs.parse_board(&text) {
                Ok(b) => Column::Holds {
                    rules: id,
                    board: b,
                    analysis: analyze_board(rs, &b, side, throw.get()),
                },
                Err(problem) => Column::CannotHold { rules: id, problem },
            }
        })
        .collect();
    let pieces: Vec<Square> = board.squares(side).collect();
    let mut comparison = Comparison {
        board: *board,
        side,
        throw,
        columns,
        pieces,
        differences: Vec::new(),
    };
    let mut differences = Vec::new();
    for &from in &comparison.pieces {
        // The first column of each group of identical verdicts.
        let mut leaders: Vec<(usize, Verdict)> = Vec::new();
        for c in 0..comparison.columns.len() {
            let Some(v) = comparison.verdict(c, from) else {
                continue;
            };
            if leaders.iter().all(|(_, w)| w.differs(&v)) {
                leaders.push((c, v));
            }
        }
        for (i, &(ca, va)) in leaders.iter().enumerate() {
            for &(cb, vb) in &leaders[i + 1..] {
                let (Column::Holds { board: ba, .. }, Column::Holds { .. }) =
                    (&comparison.columns[ca], &comparison.columns[cb])
                else {
                    continue;
                };
                let a = comparison.columns[ca].rules();
                let b = comparison.columns[cb].rules();
                if let Some(d) = explain(a, b, ba, side, throw, from, va, vb) {
                    differences.push(d);
                }
            }
        }
    }
    comparison.differences = differences;
    comparison
}

/// Which of `among` allow the piece on `from` to move with `throw` (the
/// answer of a `compare` lesson question), in `among`'s order, and which of
/// them can hold the position at all.
#[must_use]
pub fn rulesets_allowing(
    board: &Board,
    side: Side,
    throw: ThrowValue,
    from: Square,
    among: &[RulesetId],
) -> (Vec<RulesetId>, Vec<RulesetId>) {
    let c = compare(board, side, throw, among);
    let mut allowing = Vec::new();
    let mut holding = Vec::new();
    for (i, col) in c.columns.iter().enumerate() {
        if matches!(col, Column::Holds { .. }) {
            holding.push(col.rules());
            if c.verdict(i, from).is_some_and(|v| v.is_legal()) {
                allowing.push(col.rules());
            }
        }
    }
    (allowing, holding)
}

/// `base`'s movement with the fields of `fields` taken from `other`.
fn hybrid(base: &Ruleset, other: &Ruleset, fields: &[Field]) -> Ruleset {
    let mut movement = base.movement;
    for f in fields {
        movement = f.swapped(movement, &other.movement);
    }
    Ruleset { movement, ..*base }
}

/// The verdict for `from` on `board` under `a`'s settings with `fields` from `b`.
#[must_use]
pub fn verdict_with(
    a: RulesetId,
    b: RulesetId,
    fields: &[Field],
    board: &Board,
    side: Side,
    throw: ThrowValue,
    from: Square,
) -> Verdict {
    let rs = hybrid(a.ruleset(), b.ruleset(), fields);
    Verdict::of(&analyze_board(&rs, board, side, throw.get()), from)
}

/// The field that turns `a`'s verdict into `b`'s, and whether alone.
#[must_use]
pub fn cause_field(
    a: RulesetId,
    b: RulesetId,
    board: &Board,
    side: Side,
    throw: ThrowValue,
    from: Square,
) -> Option<(Field, bool)> {
    let (ma, mb) = (&a.ruleset().movement, &b.ruleset().movement);
    let va = Verdict::of(&analyze_board(a.ruleset(), board, side, throw.get()), from);
    let vb = Verdict::of(&analyze_board(b.ruleset(), board, side, throw.get()), from);
    let differing: Vec<Field> = Field::ALL
        .into_iter()
        .filter(|f| !f.agrees(ma, mb))
        .collect();
    // One change that does it all.
    for &f in &differing {
        let v = verdict_with(a, b, &[f], board, side, throw, from);
        if !v.differs(&vb) {
            return Some((f, true));
        }
    }
    // Several changes together: the first one, in order, that alters `a`'s verdict.
    let mut taken = Vec::new();
    for &f in &differing {
        taken.push(f);
        let v = verdict_with(a, b, &taken, board, side, throw, from);
        if v.differs(&va) {
            return Some((f, false));
        }
    }
    None
}

#[allow(clippy::too_many_arguments)]
fn explain(
    a: RulesetId,
    b: RulesetId,
    board: &Board,
    side: Side,
    throw: ThrowValue,
    from: Square,
    va: Verdict,
    vb: Verdict,
) -> Option<Difference> {
    let (field, alone) = cause_field(a, b, board, side, throw, from)?;
    let rule = name_rule(field, a.ruleset(), b.ruleset(), from, &va, &vb)?;
    Some(Difference {
        from,
        a,
        a_verdict: va,
        b,
        b_verdict: vb,
        field,
        alone,
        rule,
        a_rule: a.ruleset().rule(rule),
        b_rule: b.ruleset().rule(rule),
    })
}

/// Which of `field`'s rules to name: the one a refusal gives, else the one
/// the moves point to, else the first that either ruleset applies.
fn name_rule(
    field: Field,
    a: &Ruleset,
    b: &Ruleset,
    from: Square,
    va: &Verdict,
    vb: &Verdict,
) -> Option<RuleId> {
    let applied = |r: RuleId| a.rule(r).is_some() || b.rule(r).is_some();
    let mut candidates: Vec<RuleId> = Vec::new();
    for (rs, v) in [(b, vb), (a, va)] {
        if let Verdict::Refused {
            reason, backward, ..
        } = v
        {
            candidates.push(rs.rule_for(*reason).id);
            if let Some(back) = backward {
                candidates.push(rs.rule_for(*back).id);
            }
        }
    }
    for v in [va, vb] {
        if let Verdict::Moves(m) = v {
            if m.water && m.to != REBIRTH && field == Field::Houses {
                candidates.push(RuleId::WaterFallback);
            }
            if m.water {
                candidates.push(RuleId::Water27);
            }
            if m.to == OFF {
                candidates.push(RuleId::ExactExit);
            }
            if m.house_throw.is_some() {
                candidates.push(RuleId::HouseThrows);
            }
        }
    }
    if field == Field::Houses {
        let house = match from {
            Square::HAPPINESS => Some(RuleId::House26),
            Square::WATER => Some(RuleId::House27),
            Square::THREE_TRUTHS => Some(RuleId::House28),
            Square::RE_ATUM => Some(RuleId::House29),
            Square::DEPARTURE => Some(RuleId::House30),
            _ => None,
        };
        candidates.extend(house);
    }
    candidates
        .into_iter()
        .chain(field.rules().iter().copied())
        .find(|&r| Field::of(r) == Some(field) && applied(r))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Backward, Checkpoint, Formation, Houses};
    use crate::engine::{sq, tv};

    /// The value of one movement setting.
    #[derive(Copy, Clone, Debug, PartialEq, Eq)]
    enum SettingValue {
        /// See [`Movement::checkpoint`].
        Checkpoint(Checkpoint),
        /// See [`Movement::formation`].
        Formation(Formation),
        /// See [`Movement::safe`].
        Safe(u32),
        /// See [`Movement::houses`].
        Houses(Houses),
        /// See [`Movement::backward`].
        Backward(Backward),
        /// See [`Movement::extra_throws`].
        ExtraThrows(bool),
        /// The rule is not held by a movement setting (setup, throws, series...).
        Fixed,
    }

    /// A rule's settings in one ruleset: whether the ruleset applies it, and the
    /// movement setting that decides what it does.
    #[derive(Copy, Clone, Debug, PartialEq, Eq)]
    struct Setting {
        /// Whether the ruleset lists the rule.
        applied: bool,
        /// The movement setting behind it.
        value: SettingValue,
    }

    /// A rule's settings in a ruleset. Two rulesets "define a rule differently"
    /// exactly when these differ.
    #[must_use]
    fn setting(rules: &Ruleset, rule: RuleId) -> Setting {
        let m = &rules.movement;
        let value = match Field::of(rule) {
            Some(Field::Checkpoint) => SettingValue::Checkpoint(m.checkpoint),
            Some(Field::Formation) => SettingValue::Formation(m.formation),
            Some(Field::Safe) => SettingValue::Safe(m.safe),
            Some(Field::Houses) => SettingValue::Houses(m.houses),
            Some(Field::Backward) => SettingValue::Backward(m.backward),
            Some(Field::ExtraThrows) => SettingValue::ExtraThrows(m.extra_throws),
            None => SettingValue::Fixed,
        };
        Setting {
            applied: rules.rule(rule).is_some(),
            value,
        }
    }

    fn board(text: &str) -> Board {
        text.parse().expect("a board")
    }

    fn diffs(c: &Comparison, from: Square) -> Vec<(RulesetId, RulesetId, RuleId)> {
        c.differences
            .iter()
            .filter(|d| d.from == from)
            .map(|d| (d.a, d.b, d.rule))
            .collect()
    }

    #[test]
    fn checkpoint_24_plus_3() {
        let c = compare(
            &board("..........o...x.......xx.....o"),
            Side::X,
            tv(3),
            &RulesetId::ALL,
        );
        assert!(matches!(
            c.columns[5],
            Column::CannotHold {
                rules: RulesetId::Race,
                ..
            }
        ));
        assert_eq!(
            diffs(&c, sq(24)),
            vec![(RulesetId::Kendall, RulesetId::Skiryuk, RuleId::Checkpoint26)]
        );
        // 23 + 3 = 26 everywhere, but only skiryuk throws at once for the piece there.
        assert_eq!(
            diffs(&c, sq(23)),
            vec![(RulesetId::Kendall, RulesetId::Skiryuk, RuleId::HouseThrows)]
        );
    }

    #[test]
    fn a_block_of_two() {
        let c = compare(
            &board("...................xoo.......x"),
            Side::X,
            tv(3),
            &[RulesetId::Kendall, RulesetId::GamesRoom],
        );
        assert_eq!(
            diffs(&c, sq(20)),
            vec![(RulesetId::Kendall, RulesetId::GamesRoom, RuleId::Block)]
        );
        let d = c.differences[0];
        assert!(d.alone);
        assert_eq!(d.field, Field::Formation);
        assert!(d.b_rule.is_none(), "games-room has no blocks");
    }

    #[test]
    fn water_with_15_occupied() {
        let c = compare(
            &board("..............o..........x...."),
            Side::X,
            tv(1),
            &[RulesetId::Kendall, RulesetId::Skiryuk],
        );
        let d = c.differences.first().expect("a difference");
        assert_eq!(d.rule, RuleId::WaterFallback);
        assert_eq!(d.field, Field::Houses);
    }

    #[test]
    fn an_oversized_exit() {
        let c = compare(
            &board("...........................x.o"),
            Side::X,
            tv(5),
            &[RulesetId::Kendall, RulesetId::Skiryuk],
        );
        assert_eq!(c.differences.len(), 1);
        assert_eq!(c.differences[0].rule, RuleId::ExactExit);
    }

    #[test]
    fn which_rulesets_allow_24_plus_3() {
        let (allowing, holding) = rulesets_allowing(
            &board("......................xx.....o"),
            Side::X,
            tv(3),
            sq(24),
            &RulesetId::ALL,
        );
        assert_eq!(allowing, vec![RulesetId::Skiryuk, RulesetId::Skiryuk14]);
        assert_eq!(holding.len(), 5, "race cannot hold two x pieces");
    }

    #[test]
    fn settings_differ_exactly_when_the_field_does() {
        let k = RulesetId::Kendall.ruleset();
        let g = RulesetId::GamesRoom.ruleset();
        assert_eq!(
            setting(k, RuleId::Checkpoint26),
            setting(g, RuleId::Checkpoint26)
        );
        assert_ne!(setting(k, RuleId::Block), setting(g, RuleId::Block));
        assert_ne!(setting(k, RuleId::Guard), setting(g, RuleId::Guard));
    }

    /// A random position: up to seven pieces a side on distinct squares,
    /// sometimes on 27 (which some rulesets cannot hold).
    fn random_board(rng: &mut rand_chacha::ChaCha8Rng) -> Board {
        use rand::RngExt;
        let mut b = Board::default();
        for side in Side::BOTH {
            let n = rng.random_range(1..=7u8);
            for _ in 0..n {
                let n = rng.random_range(1..=30u8);
                if b.at(sq(n)) == crate::engine::SquareContent::Empty {
                    b.put(side, sq(n));
                }
            }
        }
        b
    }

    /// Over many random positions, each difference names a rule that the two
    /// rulesets really define differently, and changing that rule's setting
    /// really changes the verdict; and no difference goes unexplained.
    #[test]
    fn every_difference_names_its_true_cause() {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(15);
        let mut seen = 0;
        for _ in 0..3000 {
            let b = random_board(&mut rng);
            let side = if rng.random_bool(0.5) {
                Side::X
            } else {
                Side::O
            };
            let throw = ThrowValue::ALL[rng.random_range(0..5usize)];
            let c = compare(&b, side, throw, &RulesetId::ALL);
            for d in &c.differences {
                seen += 1;
                let (ra, rb) = (d.a.ruleset(), d.b.ruleset());
                assert!(d.a_rule.is_some() || d.b_rule.is_some(), "{d:?}");
                assert_ne!(setting(ra, d.rule), setting(rb, d.rule), "{b} {d:?}");
                assert_eq!(Field::of(d.rule), Some(d.field));
                let board = match &c.columns[RulesetId::ALL
                    .iter()
                    .position(|&r| r == d.a)
                    .expect("asked")]
                {
                    Column::Holds { board, .. } => *board,
                    Column::CannotHold { .. } => panic!("a difference needs both to hold"),
                };
                let alone = verdict_with(d.a, d.b, &[d.field], &board, side, throw, d.from);
                if d.alone {
                    assert!(!alone.differs(&d.b_verdict), "{b} {d:?}");
                } else {
                    // The fields before it, taken from b, leave a's verdict alone;
                    // adding it changes it.
                    let before: Vec<Field> = Field::ALL
                        .into_iter()
                        .filter(|f| *f < d.field && !f.agrees(&ra.movement, &rb.movement))
                        .collect();
                    let mut with = before.clone();
                    with.push(d.field);
                    let v0 = verdict_with(d.a, d.b, &before, &board, side, throw, d.from);
                    let v1 = verdict_with(d.a, d.b, &with, &board, side, throw, d.from);
                    assert!(!v0.differs(&d.a_verdict), "{b} {d:?}");
                    assert!(v1.differs(&d.a_verdict), "{b} {d:?}");
                }
            }
            // Every pair of differing verdicts is explained.
            for &from in &c.pieces {
                let vs: Vec<(usize, Verdict)> = (0..c.columns.len())
                    .filter_map(|i| c.verdict(i, from).map(|v| (i, v)))
                    .collect();
                for (i, va) in &vs {
                    for (j, vb) in &vs {
                        if i < j && va.differs(vb) {
                            let (a, b) = (c.columns[*i].rules(), c.columns[*j].rules());
                            // Between the groups of the two verdicts, either way round.
                            let explained = c.differences.iter().any(|d| {
                                let (x, y) = (&d.a_verdict, &d.b_verdict);
                                d.from == from
                                    && ((!x.differs(va) && !y.differs(vb))
                                        || (!x.differs(vb) && !y.differs(va)))
                            });
                            assert!(
                                explained,
                                "{} {side:?} {throw} {from}: {a} vs {b}: {va:?} {vb:?}",
                                c.board
                            );
                        }
                    }
                }
            }
        }
        assert!(seen > 1000, "the positions show differences ({seen})");
    }
}

//! `senet legal` (INTERFACE.md §2): the raw arguments are checked once into a
//! [`LegalRequest`], the engine answers, and the answer is printed as JSON for
//! tools or as a localized explanation for people.

use clap::Args;
use serde::Serialize;

use crate::args;
use crate::cli::CliError;
use crate::cli::parse::{self, Format};
use crate::cli::position::RulesPositionArgs;
use crate::engine::{
    Analysis, DEPARTURE, Displacement, Move, Position, PositionProblem, Reason, ReasonSet, Refusal,
    Ruleset, Setup, Square, ThrowValue, analyze, backward_reasons, forward_reasons,
    house_throw_move,
};
use crate::i18n::Localizer;
use crate::text::errors::{position_problem, shown};
use crate::text::legal::{Question, explain, explain_house};

/// `senet legal`: INTERFACE.md §2.
#[derive(Debug, Args)]
pub struct LegalArgs {
    /// The ruleset, the board, the side to move and the throw.
    #[command(flatten)]
    pub position: RulesPositionArgs,
    /// A house throw for the piece on this square.
    #[arg(long, value_name = "SQUARE", allow_hyphen_values = true)]
    pub house: Option<String>,
    /// text or json.
    #[arg(
        long,
        value_name = "json|text",
        default_value = "text",
        allow_hyphen_values = true
    )]
    pub format: String,
}

/// A checked `senet legal` request.
#[derive(Copy, Clone, Debug)]
pub struct LegalRequest {
    /// The position: the ruleset, the board, the side to move and (skiryuk)
    /// the square whose house throw this is.
    pub position: Position,
    /// The throw.
    pub throw: ThrowValue,
    /// How to print the answer.
    pub format: Format,
}

impl LegalRequest {
    /// Checks the raw arguments, in the order they are listed in the usage line.
    ///
    /// # Errors
    /// A one-line localized message for the first bad value (exit 2).
    pub fn from_args(a: &LegalArgs, l: &Localizer) -> Result<LegalRequest, CliError> {
        let p = &a.position;
        let rules = parse::ruleset(l, &p.rules)?.ruleset();
        let board = parse::board(l, rules, &p.at.board)?;
        let side = parse::side(l, &p.at.to_move)?;
        let throw = parse::throw(l, &p.at.throw)?;
        let format = parse::format(l, &a.format)?;
        let house = match &a.house {
            None => None,
            Some(raw) => Some(house_square(l, rules, raw)?),
        };
        let position = rules
            .check(Setup::new(board, side).with_house(house))
            .map_err(|e| {
                CliError::bad_input(match (e, &a.house) {
                    // Named as given, as a text that is not a number is.
                    (PositionProblem::NotAHouse { square }, Some(raw)) if square != DEPARTURE => {
                        l.text_with("error-bad-house", args![("value", shown(raw))])
                    }
                    _ => position_problem(l, rules.id, &e),
                })
            })?;
        Ok(LegalRequest {
            position,
            throw,
            format,
        })
    }
}

/// The square of `--house`, read as a square's number: a text that is not
/// one is refused (after a ruleset without house throws); the ruleset's
/// check judges the square.
fn house_square(l: &Localizer, rules: &Ruleset, raw: &str) -> Result<Square, CliError> {
    raw.parse::<Square>().map_err(|_| {
        CliError::bad_input(if rules.has_house_throws() {
            l.text_with("error-bad-house", args![("value", shown(raw))])
        } else {
            position_problem(l, rules.id, &PositionProblem::NoHouseThrows)
        })
    })
}

/// Runs `senet legal` and returns what it prints.
///
/// # Errors
/// Bad input (exit 2).
pub fn run(a: &LegalArgs, l: &Localizer) -> Result<String, CliError> {
    let request = LegalRequest::from_args(a, l)?;
    Ok(answer(&request, l))
}

/// The answer to a checked request, in its format.
#[must_use]
pub fn answer(r: &LegalRequest, l: &Localizer) -> String {
    let p = &r.position;
    let q = Question {
        rules: p.rules(),
        board: p.board(),
        side: p.to_move(),
        throw: r.throw,
    };
    match p.house() {
        Some(square) => {
            let Some(m) = house_throw_move(p, r.throw) else {
                // from_args checked the piece and the ruleset; nothing to report.
                return String::new();
            };
            match r.format {
                Format::Json => to_json(&LegalJson::house(r, square, &m)),
                Format::Text => explain_house(l, &q, square, &m),
            }
        }
        None => {
            let analysis = analyze(p, r.throw);
            match r.format {
                Format::Json => to_json(&LegalJson::new(r, &analysis)),
                Format::Text => explain(l, &q, &analysis),
            }
        }
    }
}

fn to_json(value: &LegalJson) -> String {
    // Serializing plain structs of numbers and strings cannot fail.
    serde_json::to_string_pretty(value).unwrap_or_default() + "\n"
}

/// The JSON object of INTERFACE.md §2.
#[derive(Debug, Serialize)]
pub struct LegalJson {
    rules: &'static str,
    to_move: String,
    throw: ThrowValue,
    #[serde(skip_serializing_if = "Option::is_none")]
    house: Option<Square>,
    pass: bool,
    moves: Vec<MoveJson>,
    blocked: Vec<BlockedJson>,
}

/// One legal move.
#[derive(Debug, Serialize)]
pub struct MoveJson {
    from: Square,
    to: Square,
    direction: &'static str,
    board: String,
    exchange: Option<DisplacementJson>,
    water: bool,
    throw_again: bool,
    house_throw: Option<Square>,
    /// Extension: (skiryuk) the mover's own piece bumped off 15.
    bumped: Option<DisplacementJson>,
}

/// A piece moved by someone else's move.
#[derive(Debug, Serialize)]
pub struct DisplacementJson {
    square: Square,
    sent_to: Square,
}

/// A piece that cannot move.
#[derive(Debug, Serialize)]
pub struct BlockedJson {
    from: Square,
    /// As [`Refusal::to`]: beyond the exit, the arithmetic number (32, ...).
    to: u8,
    reason: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    backward_reason: Option<&'static str>,
    /// Extension: every reason that holds for the forward move, `reason`
    /// first among them (the engine's [`forward_reasons`]).
    reasons: Vec<&'static str>,
    /// Extension: with `backward_reason`, every reason that holds for the
    /// backward move (the engine's [`backward_reasons`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    backward_reasons: Option<Vec<&'static str>>,
    /// Extension: the rule the reason enforces, and its provenance.
    rule: &'static str,
    /// Extension: `source` or `choice`.
    provenance: &'static str,
}

impl LegalJson {
    fn new(r: &LegalRequest, analysis: &Analysis) -> LegalJson {
        LegalJson {
            rules: r.position.rules().id.name(),
            to_move: r.position.to_move().letter().to_string(),
            throw: r.throw,
            house: None,
            pass: analysis.is_pass(),
            moves: analysis.moves().map(MoveJson::from).collect(),
            blocked: analysis.blocked().map(|b| BlockedJson::new(r, b)).collect(),
        }
    }

    fn house(r: &LegalRequest, square: Square, m: &Move) -> LegalJson {
        LegalJson {
            rules: r.position.rules().id.name(),
            to_move: r.position.to_move().letter().to_string(),
            throw: r.throw,
            house: Some(square),
            pass: false,
            moves: vec![MoveJson::from(m)],
            blocked: Vec::new(),
        }
    }
}

impl From<&Move> for MoveJson {
    fn from(m: &Move) -> MoveJson {
        MoveJson {
            from: m.from,
            to: m.to,
            direction: m.direction.code(),
            board: m.board.to_string(),
            exchange: m.exchange.map(DisplacementJson::from),
            water: m.water,
            throw_again: m.throw_again,
            house_throw: m.house_throw,
            bumped: m.bumped.map(DisplacementJson::from),
        }
    }
}

impl From<Displacement> for DisplacementJson {
    fn from(d: Displacement) -> DisplacementJson {
        DisplacementJson {
            square: d.square,
            sent_to: d.sent_to,
        }
    }
}

impl BlockedJson {
    fn new(r: &LegalRequest, b: &Refusal) -> BlockedJson {
        let rule = r.position.rules().rule_for(b.reason);
        let codes = |set: Option<ReasonSet>, first: Reason| -> Vec<&'static str> {
            // The engine's set holds its first reason; kept whatever happens.
            let set = set.unwrap_or_default().union(ReasonSet::of(first));
            set.iter().map(Reason::code).collect()
        };
        BlockedJson {
            from: b.from,
            to: b.to,
            reason: b.reason.code(),
            backward_reason: b.backward_reason.map(|r| r.code()),
            reasons: codes(forward_reasons(&r.position, b.from, r.throw), b.reason),
            backward_reasons: b
                .backward_reason
                .map(|first| codes(backward_reasons(&r.position, b.from, r.throw), first)),
            rule: rule.id.id(),
            provenance: rule.provenance.code(),
        }
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::i18n::Lang;

    fn raw(
        rules: &str,
        board: &str,
        to_move: &str,
        throw: &str,
        house: Option<&str>,
        format: &str,
    ) -> LegalArgs {
        LegalArgs {
            position: RulesPositionArgs::new(rules, board, to_move, throw),
            house: house.map(Into::into),
            format: format.into(),
        }
    }

    #[test]
    fn errors_are_one_line_and_name_the_problem() {
        let l = Localizer::new(Lang::En);
        let err = run(&raw("kendall", "xo\nxo", "x", "3", None, "text"), &l).unwrap_err();
        assert_eq!(err.code(), 2);
        assert!(!err.message().contains('\n'));
        let err = run(
            &raw(
                "kendall",
                "xoxoxoxoxo..........\u{7}.........",
                "x",
                "3",
                None,
                "text",
            ),
            &l,
        )
        .unwrap_err();
        assert!(
            err.message().contains("\\u{7}") && err.message().contains("21"),
            "{}",
            err.message()
        );
        assert_eq!(l.take_errors(), vec![]);
    }

    proptest! {
        /// Any text in any argument gives an answer or a one-line error, never a panic.
        #[test]
        fn arbitrary_arguments_never_panic(
            rules in prop_oneof![Just("kendall".to_string()), Just("skiryuk".to_string()), Just("race".to_string()), "\\PC{0,12}"],
            board in prop_oneof![
                "[.xo]{30}",
                "[.xo*]{28,32}",
                "\\PC{0,40}",
                any::<String>(),
            ],
            to_move in prop_oneof![Just("x".to_string()), Just("o".to_string()), any::<String>()],
            throw in prop_oneof![Just("3".to_string()), "[0-9]{1,3}", any::<String>()],
            house in proptest::option::of(prop_oneof![Just("26".to_string()), Just("27".to_string()), "[0-9]{1,3}", any::<String>()]),
            format in prop_oneof![Just("json".to_string()), Just("text".to_string()), any::<String>()],
        ) {
            let l = Localizer::new(Lang::Es);
            match run(&raw(&rules, &board, &to_move, &throw, house.as_deref(), &format), &l) {
                Ok(out) => prop_assert!(!out.is_empty()),
                Err(e) => {
                    prop_assert_eq!(e.code(), 2);
                    prop_assert!(
                        matches!(e, CliError::Line { .. }) && !e.message().contains('\n'),
                        "one line: {:?}",
                        e
                    );
                }
            }
            prop_assert_eq!(l.take_errors(), vec![]);
        }
    }
}

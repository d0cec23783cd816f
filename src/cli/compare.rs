//! `senet compare`: one position and throw under several rulesets side by
//! side (`explore::compare`), as text for people or JSON for tools
//! (docs/compare.md describes both).

use clap::Args;
use serde::Serialize;

use crate::args;
use crate::cli::CliError;
use crate::cli::legal::MoveJson;
use crate::cli::parse;
use crate::cli::position::{FormatArg, PositionArgs};
use crate::engine::{Board, BoardError, RuleInfo, RulesetId, Side, Square, ThrowValue};
use crate::explore::compare::{Column, Comparison, Difference, Verdict, compare};
use crate::i18n::Localizer;
use crate::text::errors::board_error;

/// `senet compare`.
#[derive(Debug, Args)]
pub struct CompareArgs {
    /// The board, the side to move and the throw.
    #[command(flatten)]
    pub position: PositionArgs,
    /// The rulesets, comma-separated (default: all).
    #[arg(long, value_name = "R1,R2,...", allow_hyphen_values = true)]
    pub rules: Option<String>,
    /// text or json.
    #[command(flatten)]
    pub format: FormatArg,
}

/// A checked `senet compare` request.
#[derive(Clone, Debug)]
pub struct CompareRequest {
    /// The position as written.
    pub board: Board,
    /// The side to move.
    pub side: Side,
    /// The throw.
    pub throw: ThrowValue,
    /// The rulesets, in the order asked.
    pub rules: Vec<RulesetId>,
    /// JSON rather than text.
    pub json: bool,
}

/// Reads a comma-separated list of ruleset names: at least one, none twice.
///
/// # Errors
/// The localized one-line message (exit 2).
pub fn parse_rules_list(l: &Localizer, raw: &str) -> Result<Vec<RulesetId>, CliError> {
    let mut out = Vec::new();
    for name in raw.split(',').map(str::trim).filter(|n| !n.is_empty()) {
        let id = parse::ruleset(l, name)?;
        if out.contains(&id) {
            return Err(CliError::bad_input(l.text_with(
                "compare-error-rules-twice",
                args![("value", id.name())],
            )));
        }
        out.push(id);
    }
    if out.is_empty() {
        return Err(CliError::bad_input(l.text("compare-error-rules-empty")));
    }
    Ok(out)
}

impl CompareRequest {
    /// Checks the raw arguments in the order of the usage line.
    ///
    /// # Errors
    /// A one-line localized message for the first bad value (exit 2).
    pub fn from_args(a: &CompareArgs, l: &Localizer) -> Result<CompareRequest, CliError> {
        let bad = CliError::bad_input;
        let rules = match &a.rules {
            None => RulesetId::ALL.to_vec(),
            Some(raw) => parse_rules_list(l, raw)?,
        };
        // Only the text itself is checked here (length, characters), which no
        // ruleset words differently; each ruleset checks the rest for itself.
        let first = rules.first().copied().unwrap_or(RulesetId::ALL[0]);
        let board: Board = a
            .position
            .board
            .parse()
            .map_err(|e| bad(board_error(l, first, &e)))?;
        let side: Side = parse::side(l, &a.position.to_move)?;
        let throw = parse::throw(l, &a.position.throw)?;
        let json = a.format.json(l)?;
        Ok(CompareRequest {
            board,
            side,
            throw,
            rules,
            json,
        })
    }
}

/// Runs `senet compare` and returns what it prints.
///
/// # Errors
/// Bad input (exit 2).
pub fn run(a: &CompareArgs, l: &Localizer) -> Result<String, CliError> {
    let r = CompareRequest::from_args(a, l)?;
    let c = compare(&r.board, r.side, r.throw, &r.rules);
    Ok(if r.json {
        // Plain structs of numbers and strings always serialize.
        serde_json::to_string_pretty(&CompareJson::new(l, &c)).unwrap_or_default() + "\n"
    } else {
        crate::text::compare::explain(l, &c)
    })
}

/// The JSON answer (docs/compare.md).
#[derive(Debug, Serialize)]
pub struct CompareJson {
    board: String,
    to_move: String,
    throw: ThrowValue,
    rulesets: Vec<ColumnJson>,
    differences: Vec<DifferenceJson>,
}

/// One ruleset's answer.
#[derive(Debug, Serialize)]
pub struct ColumnJson {
    rules: &'static str,
    holds: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    problem: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    message: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pass: Option<bool>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    moves: Vec<MoveJson>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    blocked: Vec<BlockedJson>,
}

/// A piece that cannot move, with the rule and its provenance.
#[derive(Debug, Serialize)]
pub struct BlockedJson {
    from: Square,
    /// Beyond the exit, the arithmetic number (32, ...).
    to: u8,
    reason: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    backward_reason: Option<&'static str>,
    rule: &'static str,
    provenance: &'static str,
}

/// One difference.
#[derive(Debug, Serialize)]
pub struct DifferenceJson {
    from: Square,
    a: &'static str,
    a_legal: bool,
    b: &'static str,
    b_legal: bool,
    rule: &'static str,
    setting: &'static str,
    alone: bool,
    a_provenance: Option<&'static str>,
    b_provenance: Option<&'static str>,
}

/// The code of a board problem, for tools.
#[must_use]
pub const fn problem_code(e: &BoardError) -> &'static str {
    match e {
        BoardError::WrongLength { .. } => "wrong-length",
        BoardError::BadCharacter { .. } => "bad-character",
        BoardError::SharedSquare { .. } => "shared-square",
        BoardError::TooManyPieces { .. } => "too-many-pieces",
        BoardError::ImpossibleSquare { .. } => "impossible-square",
    }
}

impl CompareJson {
    fn new(l: &Localizer, c: &Comparison) -> CompareJson {
        CompareJson {
            board: c.board.to_text(),
            to_move: c.side.letter().to_string(),
            throw: c.throw,
            rulesets: c
                .columns
                .iter()
                .map(|col| ColumnJson::new(l, col))
                .collect(),
            differences: c.differences.iter().map(DifferenceJson::new).collect(),
        }
    }
}

impl ColumnJson {
    fn new(l: &Localizer, col: &Column) -> ColumnJson {
        match col {
            Column::CannotHold { rules, problem } => ColumnJson {
                rules: rules.name(),
                holds: false,
                problem: Some(problem_code(problem)),
                message: Some(board_error(l, *rules, problem)),
                pass: None,
                moves: Vec::new(),
                blocked: Vec::new(),
            },
            Column::Holds {
                rules, analysis, ..
            } => {
                let rs = rules.ruleset();
                ColumnJson {
                    rules: rules.name(),
                    holds: true,
                    problem: None,
                    message: None,
                    pass: Some(analysis.is_pass()),
                    moves: analysis.moves().map(MoveJson::from).collect(),
                    blocked: analysis
                        .blocked()
                        .map(|b| {
                            let rule = rs.rule_for(b.reason);
                            BlockedJson {
                                from: b.from,
                                to: b.to,
                                reason: b.reason.code(),
                                backward_reason: b.backward_reason.map(|r| r.code()),
                                rule: rule.id.id(),
                                provenance: rule.provenance.code(),
                            }
                        })
                        .collect(),
                }
            }
        }
    }
}

impl DifferenceJson {
    fn new(d: &Difference) -> DifferenceJson {
        let mark = |r: Option<RuleInfo>| r.map(|r| r.provenance.code());
        DifferenceJson {
            from: d.from,
            a: d.a.name(),
            a_legal: Verdict::is_legal(&d.a_verdict),
            b: d.b.name(),
            b_legal: Verdict::is_legal(&d.b_verdict),
            rule: d.rule.id(),
            setting: d.field.code(),
            alone: d.alone,
            a_provenance: mark(d.a_rule),
            b_provenance: mark(d.b_rule),
        }
    }
}

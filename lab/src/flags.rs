//! Shared by the measurement programs (`calibrate`, `eval_error`,
//! `duel_weights`): their command lines are `--flag value` pairs, parsed the
//! same way, with the same messages.

use senet::engine::RulesetId;

/// The command line's `--flag value` pairs, in order; a flag without a value
/// is an error.
pub fn pairs() -> Result<Vec<(String, String)>, String> {
    let mut out = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().ok_or(format!("{flag} needs a value"))?;
        out.push((flag, value));
    }
    Ok(out)
}

/// The value of `flag` as a whole number.
pub fn number(flag: &str, value: &str) -> Result<u64, String> {
    value
        .parse::<u64>()
        .map_err(|_| format!("bad {flag}: {value}"))
}

/// The value of `--rules` as a ruleset.
pub fn ruleset(value: &str) -> Result<RulesetId, String> {
    value
        .parse()
        .map_err(|_| format!("unknown ruleset {value}"))
}

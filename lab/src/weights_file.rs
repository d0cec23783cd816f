//! Shared by the measurement programs (`calibrate`, `eval_error`): the
//! weights of one ruleset read from a weights file in the format of
//! `crates/ai/src/weights.txt`, so that a fit can be measured before the program
//! embedding it is rebuilt.

use senet::ai::eval::{self, Weights};
use senet::engine::RulesetId;

/// The weights of ruleset `id` in the weights file at `path`.
pub fn weights_of_file(path: &str, id: RulesetId) -> Result<Weights, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let all = eval::parse_weights(&text).map_err(|e| e.to_string())?;
    all.into_iter()
        .find(|(r, _)| *r == id)
        .map(|(_, w)| w)
        .ok_or(format!("no weights for {id}"))
}

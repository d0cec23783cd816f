//! Shared by the measurement programs (`calibrate`, `eval_error`): the
//! weights of one ruleset read from a weights file in the format of
//! `crates/ai/src/weights.txt`, so that a fit can be measured before the program
//! embedding it is rebuilt.

use senet::ai::endings_net::{self, EndingsNet};
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

/// The endings network of ruleset `id` in the networks file at `path` (the
/// format of `crates/ai/src/endings_net.txt`), kept for the run; `None` if
/// the file has none for `id`.
pub fn net_of_file(path: &str, id: RulesetId) -> Result<Option<&'static EndingsNet>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let all = endings_net::parse_nets(&text).map_err(|e| e.to_string())?;
    Ok(all
        .into_iter()
        .find(|(r, _)| *r == id)
        .map(|(_, n)| &*Box::leak(Box::new(n))))
}

/// Weights named on a command line: `tuned` (the program's, with its
/// endings network where it has one), `model` (the program's without the
/// network), `nets:FILE` (the program's model with the network of the
/// networks file FILE), `legacy` (the first, linear weights) or a weights
/// FILE (no network).
pub fn weights_named(what: &str, id: RulesetId) -> Result<Weights, String> {
    match what {
        "tuned" => Ok(Weights::tuned(id)),
        "model" => Ok(Weights::tuned(id).with_net(None)),
        "legacy" => Ok(crate::legacy::legacy(id)),
        _ => match what.strip_prefix("nets:") {
            Some(path) => Ok(Weights::tuned(id)
                .with_net(net_of_file(path, id).map_err(|e| format!("{path}: {e}"))?)),
            None => weights_of_file(what, id).map_err(|e| format!("{what}: {e}")),
        },
    }
}

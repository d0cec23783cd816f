//! The words around a board picture: its caption.

use crate::args;
use crate::engine::{RulesetId, Side};
use crate::i18n::Localizer;
use crate::text::names::ruleset_name;

/// The caption of a board picture: the ruleset, and the side to move and the
/// throw when known; with `entry`, the replay entry it shows.
#[must_use]
pub fn caption(
    l: &Localizer,
    rules: RulesetId,
    side: Option<Side>,
    throw: Option<crate::engine::ThrowValue>,
    entry: Option<usize>,
) -> String {
    let mut parts = vec![ruleset_name(l, rules)];
    if let Some(n) = entry {
        parts.push(l.text_with("picture-entry", args![("entry", n)]));
    }
    if let Some(side) = side {
        parts.push(crate::text::names::text_with_sides(
            l,
            "picture-to-move",
            rules,
            &[("side", side)],
            &[],
        ));
    }
    if let Some(t) = throw {
        parts.push(l.text_with("picture-throw", args![("throw", t)]));
    }
    parts.join(" · ")
}

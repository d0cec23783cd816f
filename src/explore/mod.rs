//! Exploring positions: one position under several rulesets side by side
//! ([`compare`]), and a position set up by hand ([`sandbox`], behind the
//! explore screen); no words (the `text` floor words the answers).

pub(crate) mod compare;
pub mod sandbox;

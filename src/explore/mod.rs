//! Exploring positions: one position under several rulesets side by side
//! ([`compare`]), with no words (the `text` floor words the answers).

pub mod compare;

//! The research lab of Senet Tutor: the programs that fit, calibrate and
//! measure the computer player (`src/bin/`), and what they share. Never
//! shipped to learners: the application does not depend on this package.
//!
//! Run one with `cargo run --release -p senet-lab --bin NAME -- ARGS`.

pub mod flags;
pub mod legacy;
pub mod weights_file;

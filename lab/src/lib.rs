//! The research lab of Senet Tutor: the programs that fit, calibrate and
//! measure the computer player (`src/bin/`), and what they share. Never
//! shipped to learners: the application does not depend on this package.
//!
//! Run one with `cargo run --release -p senet-lab --bin NAME -- ARGS`.

pub mod flags;
pub mod legacy;
pub mod weights_file;

/// The process's CPU time (user and system) in seconds, from
/// `/proc/self/stat` (Linux); 0 elsewhere or when it cannot be read.
#[must_use]
pub fn cpu_seconds() -> f64 {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return 0.0;
    };
    // Fields after the command name (which is in parentheses).
    let Some((_, rest)) = stat.rsplit_once(')') else {
        return 0.0;
    };
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    // utime and stime are fields 14 and 15 of the whole line: 11 and 12 here.
    (ticks(11) + ticks(12)) / 100.0
}

//! Stars for a completed lesson, from its first-try answers (as Lichess's
//! learn section gives 1 to 3 stars per stage):
//!
//! - ★★★ every question right at the first try;
//! - ★★ at least two thirds right at the first try;
//! - ★ the lesson is complete; "try again" is offered under three stars.
//!
//! A lesson without questions earns no stars (0).

/// The stars for `first_try_right` of `asked` questions.
#[must_use]
pub fn stars(first_try_right: u32, asked: u32) -> u8 {
    if asked == 0 {
        0
    } else if first_try_right >= asked {
        3
    } else if 3 * first_try_right >= 2 * asked {
        2
    } else {
        1
    }
}

/// The stars drawn: `★★☆` (empty for 0).
#[must_use]
pub fn drawn(stars: u8) -> String {
    if stars == 0 {
        return String::new();
    }
    let full = usize::from(stars.min(3));
    "★".repeat(full) + &"☆".repeat(3 - full)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stars_from_first_tries() {
        assert_eq!(stars(7, 7), 3);
        assert_eq!(stars(5, 7), 2);
        assert_eq!(stars(4, 6), 2);
        assert_eq!(stars(4, 7), 1);
        assert_eq!(stars(0, 7), 1);
        assert_eq!(stars(0, 0), 0);
        assert_eq!(drawn(2), "★★☆");
        assert_eq!(drawn(0), "");
    }
}

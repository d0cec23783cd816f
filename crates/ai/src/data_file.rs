//! The computer's embedded data files (the evaluation's weights, the
//! endings networks): how a line that does not parse is reported.

/// Why a data file does not parse: which file, the line and what is wrong
/// there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataFileError {
    /// What the file holds ("weights", "endings network").
    pub file: &'static str,
    /// The line (1-based).
    pub line: usize,
    /// What is wrong.
    pub problem: &'static str,
}

impl std::fmt::Display for DataFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} line {}: {}", self.file, self.line, self.problem)
    }
}

impl std::error::Error for DataFileError {}

/// The lines of a data file that say something, with their numbers
/// (1-based): each without its comment (from `#`) and trimmed, blank ones
/// left out.
pub fn content_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines().enumerate().filter_map(|(n, raw)| {
        let content = raw.split('#').next().unwrap_or("").trim();
        (!content.is_empty()).then_some((n + 1, content))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_names_the_file_and_the_line() {
        let e = DataFileError {
            file: "weights",
            line: 7,
            problem: "not a number",
        };
        assert_eq!(e.to_string(), "weights line 7: not a number");
    }

    #[test]
    fn comments_and_blank_lines_say_nothing() {
        let text = "# a comment\n\nnet kendall 2 # trailing\n   \n  b2 0.5\n";
        let lines: Vec<(usize, &str)> = content_lines(text).collect();
        assert_eq!(lines, vec![(3, "net kendall 2"), (5, "b2 0.5")]);
    }
}

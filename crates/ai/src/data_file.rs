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
}

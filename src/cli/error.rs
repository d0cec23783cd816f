//! How a command fails: a typed error whose kind decides the exit code and
//! whose shape decides how it is printed (one line after the program's
//! prefix, or a report of lines as they are), so that `main` never guesses
//! either from the message's text.

/// What went wrong, as far as the exit code is concerned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum ErrorKind {
    /// The files checked are not valid (a lesson or a replay with a problem): exit 1.
    Invalid,
    /// Bad input: an argument, a file that cannot be read, no terminal: exit 2.
    BadInput,
    /// The tutor was left with Ctrl-C: exit 130, as a shell reports a
    /// program stopped by an interrupt (128 + SIGINT).
    Interrupted,
}

impl ErrorKind {
    /// The process exit code of this kind (INTERFACE.md: 1 and 2).
    #[must_use]
    pub const fn exit_code(self) -> u8 {
        match self {
            ErrorKind::Invalid => 1,
            ErrorKind::BadInput => 2,
            ErrorKind::Interrupted => 130,
        }
    }
}

/// A command failed: its kind and what to print, already localized.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CliError {
    /// One line, printed after the program's prefix (`senet: error: ...`).
    Line {
        /// The kind (the exit code).
        kind: ErrorKind,
        /// The message, on one line.
        message: String,
    },
    /// A report of several lines (every problem found, then a count),
    /// printed as it is.
    Report {
        /// The kind (the exit code).
        kind: ErrorKind,
        /// The lines.
        lines: Vec<String>,
    },
    /// A report for tools (`lesson check --format json`), printed on
    /// standard output as it is, exit code by kind.
    Printed {
        /// The kind (the exit code).
        kind: ErrorKind,
        /// The text.
        text: String,
    },
}

impl CliError {
    /// Bad input: one line, exit code 2.
    #[must_use]
    pub fn bad_input(message: String) -> CliError {
        CliError::Line {
            kind: ErrorKind::BadInput,
            message,
        }
    }

    /// A file that is not valid: one line, exit code 1.
    #[must_use]
    pub fn invalid(message: String) -> CliError {
        CliError::Line {
            kind: ErrorKind::Invalid,
            message,
        }
    }

    /// Ctrl-C in the tutor: nothing to print (what was done is saved as
    /// on any other way out), exit code 130.
    #[must_use]
    pub fn interrupted() -> CliError {
        CliError::Printed {
            kind: ErrorKind::Interrupted,
            text: String::new(),
        }
    }

    /// A report of lines, of the given kind.
    #[must_use]
    pub fn report(kind: ErrorKind, lines: Vec<String>) -> CliError {
        CliError::Report { kind, lines }
    }

    /// The kind.
    #[must_use]
    pub fn kind(&self) -> ErrorKind {
        match self {
            CliError::Line { kind, .. }
            | CliError::Report { kind, .. }
            | CliError::Printed { kind, .. } => *kind,
        }
    }

    /// The process exit code.
    #[must_use]
    pub fn code(&self) -> u8 {
        self.kind().exit_code()
    }

    /// The text: the line, or the report's lines joined.
    #[must_use]
    pub fn message(&self) -> String {
        match self {
            CliError::Line { message, .. } => message.clone(),
            CliError::Report { lines, .. } => lines.join("\n"),
            CliError::Printed { text, .. } => text.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_kind_decides_the_code_whatever_the_shape() {
        assert_eq!(CliError::bad_input("a".into()).code(), 2);
        assert_eq!(CliError::invalid("a".into()).code(), 1);
        let report = CliError::report(ErrorKind::Invalid, vec!["a".into(), "b".into()]);
        assert_eq!((report.code(), report.message()), (1, "a\nb".to_string()));
        // A one-line message that happens to hold a line break is still a line.
        let line = CliError::bad_input("a\nb".into());
        assert!(matches!(line, CliError::Line { .. }));
        assert_eq!(line.code(), 2);
        assert!(ErrorKind::BadInput > ErrorKind::Invalid);
        let ctrl_c = CliError::interrupted();
        assert_eq!((ctrl_c.code(), ctrl_c.message()), (130, String::new()));
    }
}

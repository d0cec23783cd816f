//! The errors clap finds in a command line, worded by us in the user's
//! language: each [`clap::error::ErrorKind`] and its context (the argument,
//! the value, the "did you mean" suggestions, the usage line) become
//! `clap-*` messages, in clap's layout:
//!
//! ```text
//! error: unrecognized subcommand 'plya'
//!
//!   tip: some similar subcommands exist: 'replay', 'play'
//!
//! Usage: senet [OPTIONS] [COMMAND]
//!
//! For more information, try '--help'.
//! ```

use clap::error::{ContextKind, ContextValue, ErrorKind};

use crate::args;
use crate::i18n::Localizer;

/// What a parse error asks of the program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Not an error: help or the version was asked for, or a command was
    /// given without its subcommand (clap prints that help and exits).
    Clap,
    /// An error: print this text on stderr and exit with 2.
    Message(String),
}

/// What to do with an error from clap.
#[must_use]
pub fn outcome(l: &Localizer, e: &clap::Error) -> Outcome {
    match e.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => Outcome::Clap,
        _ => Outcome::Message(render(l, e)),
    }
}

/// The whole text of a parse error (ending in a line break).
#[must_use]
pub fn render(l: &Localizer, e: &clap::Error) -> String {
    let mut out = format!("{}: {}", l.text("error-prefix"), headline(l, e));
    let tips = tips(l, e);
    if !tips.is_empty() {
        out.push('\n');
        for tip in tips {
            out.push_str(&format!("\n  {} {tip}", l.text("clap-tip")));
        }
    }
    if let Some(ContextValue::StyledStr(usage)) = e.get(ContextKind::Usage) {
        let usage = usage.to_string();
        // clap's line starts with its own heading ("Usage: "); ours replaces it.
        let line = usage
            .split_once(": ")
            .map_or(usage.as_str(), |(_, rest)| rest);
        out.push_str(&format!("\n\n{} {line}", l.text("clap-usage")));
    }
    out.push_str("\n\n");
    out.push_str(&l.text_with("clap-more-info", args![("flag", "--help")]));
    out.push('\n');
    out
}

/// A context value as text.
fn text(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::StyledStr(s) => Some(s.to_string()),
        ContextValue::Number(n) => Some(n.to_string()),
        ContextValue::Strings(v) => Some(v.join(", ")),
        _ => None,
    }
}

/// A context list, each entry quoted: `'a', 'b'`, and how many.
fn quoted(e: &clap::Error, kind: ContextKind) -> Option<(String, usize)> {
    let list: Vec<String> = match e.get(kind)? {
        ContextValue::String(s) => vec![s.clone()],
        ContextValue::Strings(v) => v.clone(),
        _ => return None,
    };
    if list.is_empty() {
        return None;
    }
    let n = list.len();
    Some((
        list.iter()
            .map(|s| format!("'{s}'"))
            .collect::<Vec<_>>()
            .join(", "),
        n,
    ))
}

/// The first line: what is wrong.
fn headline(l: &Localizer, e: &clap::Error) -> String {
    let arg = text(e, ContextKind::InvalidArg).unwrap_or_default();
    let value = text(e, ContextKind::InvalidValue).unwrap_or_default();
    match e.kind() {
        ErrorKind::InvalidSubcommand => l.text_with(
            "clap-error-invalid-subcommand",
            args![(
                "value",
                text(e, ContextKind::InvalidSubcommand).unwrap_or_default()
            )],
        ),
        ErrorKind::UnknownArgument => {
            l.text_with("clap-error-unknown-argument", args![("value", arg)])
        }
        ErrorKind::InvalidValue if value.is_empty() => with_list(
            l,
            l.text_with("clap-error-value-required", args![("arg", arg)]),
            e,
        ),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => with_list(
            l,
            l.text_with(
                "clap-error-invalid-value",
                args![("value", value), ("arg", arg)],
            ),
            e,
        ),
        ErrorKind::TooManyValues => l.text_with(
            "clap-error-too-many-values",
            args![("value", value), ("arg", arg)],
        ),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            l.text_with("clap-error-number-of-values", args![("arg", arg)])
        }
        ErrorKind::NoEquals => l.text_with("clap-error-no-equals", args![("arg", arg)]),
        ErrorKind::MissingRequiredArgument => {
            let mut out = l.text("clap-error-missing-required");
            if let Some(ContextValue::Strings(list)) = e.get(ContextKind::InvalidArg) {
                for a in list {
                    out.push_str(&format!("\n  {a}"));
                }
            }
            out
        }
        ErrorKind::MissingSubcommand => {
            let mut out = l.text_with(
                "clap-error-missing-subcommand",
                args![(
                    "name",
                    text(e, ContextKind::InvalidSubcommand).unwrap_or_default()
                )],
            );
            if let Some(ContextValue::Strings(list)) = e.get(ContextKind::ValidSubcommand) {
                out.push_str(&format!(
                    "\n  {}",
                    l.text_with("clap-subcommand-list", args![("values", list.join(", "))])
                ));
            }
            out
        }
        ErrorKind::ArgumentConflict => {
            let what = if arg.is_empty() {
                text(e, ContextKind::InvalidSubcommand).unwrap_or_default()
            } else {
                arg
            };
            match e.get(ContextKind::PriorArg) {
                Some(ContextValue::String(prior)) if *prior == what => {
                    l.text_with("clap-error-used-twice", args![("arg", what)])
                }
                prior => {
                    let other = match prior {
                        Some(ContextValue::String(s)) => s.clone(),
                        Some(ContextValue::Strings(v)) => v.join("', '"),
                        _ => String::new(),
                    };
                    l.text_with(
                        "clap-error-conflict",
                        args![("arg", what), ("other", other)],
                    )
                }
            }
        }
        ErrorKind::InvalidUtf8 => l.text("clap-error-invalid-utf8"),
        _ => l.text("clap-error-other"),
    }
}

/// A headline with the values clap would accept, when it knows them.
fn with_list(l: &Localizer, line: String, e: &clap::Error) -> String {
    match e.get(ContextKind::ValidValue) {
        Some(ContextValue::Strings(values)) if !values.is_empty() => format!(
            "{line}\n  {}",
            l.text_with("clap-possible-values", args![("values", values.join(", "))])
        ),
        _ => line,
    }
}

/// The tips: the similar subcommands, arguments and values ("did you
/// mean"), then clap's other suggestions, each re-worded.
fn tips(l: &Localizer, e: &clap::Error) -> Vec<String> {
    let mut out = Vec::new();
    for (kind, id) in [
        (
            ContextKind::SuggestedSubcommand,
            "clap-tip-similar-subcommand",
        ),
        (ContextKind::SuggestedArg, "clap-tip-similar-argument"),
        (ContextKind::SuggestedValue, "clap-tip-similar-value"),
    ] {
        if let Some((list, count)) = quoted(e, kind) {
            out.push(l.text_with(id, args![("list", list), ("count", count)]));
        }
    }
    if let Some(ContextValue::StyledStrs(suggestions)) = e.get(ContextKind::Suggested) {
        out.extend(
            suggestions
                .iter()
                .filter_map(|s| suggestion(l, &s.to_string())),
        );
    }
    out
}

/// One of clap's free-form suggestions, known by its shape, in our words
/// (an unknown shape is left out rather than shown in English).
fn suggestion(l: &Localizer, plain: &str) -> Option<String> {
    let quoted: Vec<&str> = plain.split('\'').skip(1).step_by(2).collect();
    if plain.starts_with("to pass '") {
        let (value, usage) = (quoted.first()?, quoted.get(1)?);
        return Some(l.text_with(
            "clap-tip-pass-as-value",
            args![("value", *value), ("usage", *usage)],
        ));
    }
    if plain.starts_with("subcommand '") && plain.contains("remove the") {
        return Some(l.text_with("clap-tip-remove-dashes", args![("value", *quoted.first()?)]));
    }
    if plain.starts_with('\'') && plain.ends_with("' exists") {
        return Some(l.text_with("clap-tip-in-subcommand", args![("usage", *quoted.first()?)]));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn error(lang: Lang, argv: &[&str]) -> String {
        let l = Localizer::new(lang);
        let e = super::super::help::localized_command(&l)
            .try_get_matches_from(argv)
            .expect_err("a parse error");
        let Outcome::Message(text) = outcome(&l, &e) else {
            panic!("{argv:?} is not an error");
        };
        assert_eq!(l.take_errors(), vec![], "{argv:?}");
        text
    }

    #[test]
    fn english_reads_as_clap_did() {
        assert_eq!(
            error(Lang::En, &["senet", "plya"]),
            "error: unrecognized subcommand 'plya'\n\n  tip: some similar subcommands exist: 'replay', 'play'\n\nUsage: senet [OPTIONS] [COMMAND]\n\nFor more information, try '--help'.\n"
        );
        assert_eq!(
            error(Lang::En, &["senet", "legal", "--rules"]),
            "error: a value is required for '--rules <RULES>' but none was supplied\n\nFor more information, try '--help'.\n"
        );
    }

    #[test]
    fn spanish_keeps_the_suggestion() {
        let text = error(Lang::Es, &["senet", "plya"]);
        assert!(text.contains("'plya'") && text.contains("'play'"), "{text}");
        assert!(text.contains("Uso: senet [OPCIONES] [COMANDO]"), "{text}");
        let text = error(Lang::Es, &["senet", "legal", "--rule", "kendall"]);
        assert!(text.contains("'--rules'"), "{text}");
        let text = error(Lang::Es, &["senet", "legal"]);
        assert!(
            text.contains("--rules <VARIANTE>") && text.contains("--throw <1..5>"),
            "{text}"
        );
    }

    #[test]
    fn help_and_version_are_left_to_clap() {
        let l = Localizer::new(Lang::Es);
        for argv in [
            &["senet", "--help"][..],
            &["senet", "--version"],
            &["senet", "lesson"],
        ] {
            let e = super::super::help::localized_command(&l)
                .try_get_matches_from(argv)
                .expect_err("clap stops");
            assert_eq!(outcome(&l, &e), Outcome::Clap, "{argv:?}");
        }
    }

    #[test]
    fn unknown_suggestion_shapes_are_left_out() {
        let l = Localizer::new(Lang::Es);
        assert_eq!(suggestion(&l, "something new from clap"), None);
        let tip = suggestion(&l, "to pass '--x' as a value, use '-- --x'").expect("known");
        assert!(tip.contains("'-- --x'"), "{tip}");
    }
}

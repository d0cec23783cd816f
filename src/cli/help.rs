//! The clap tree in the user's language. Nothing here copies the tree: the
//! texts are found by convention from it, so a new command or argument only
//! needs its messages (`locales/<code>/cli.ftl`):
//!
//! - a command's description is `help-<path>`, where the path is its names
//!   below `senet` joined by `-` (`help-legal`, `help-lesson-check`), and
//!   `help-senet` for the program itself;
//! - an argument's is `help-<path>-<id>`, the id with `-` for `_`
//!   (`help-legal-to-move`, `help-senet-data-dir` for a global one);
//! - a default value is shown once, by `help-default` after the text (clap's
//!   own `[default: …]` is hidden), so texts do not repeat it;
//! - a placeholder word of a value (`<FILE>`, `<ID|PATH>`) is `value-<word>`
//!   in lower case (`value-file`); literal values (`<x|o>`, `<1..5>`) stay;
//! - clap's own words (the headings and the usage line of the help, the
//!   built-in `--help`/`--version` flags and the `help` command) come from
//!   the `clap-*` messages.
//!
//! The parse errors clap finds are worded by [`super::parse_error`].

use std::ffi::OsString;
use std::fmt::Write as _;

use clap::CommandFactory;

use super::args::Cli;
use crate::args;
use crate::i18n::Localizer;

/// The clap command with every text in the user's language, built (so that
/// the help flags, the `help` command and the usage lines exist and are
/// worded too).
#[must_use]
pub fn localized_command(l: &Localizer) -> clap::Command {
    let mut cmd = describe(Cli::command(), &[], l);
    cmd.build();
    finish(&mut cmd, l);
    cmd
}

/// The command line with the global options (`--lang`, `--data-dir`,
/// `--color`) that follow a `help` command moved in front of it: clap's
/// `help` takes only command names, so `senet help legal --lang es` would
/// look for a command called `--lang`. `cmd` is the built tree (it has the
/// `help` commands); the path is followed through the command names only,
/// so a value that happens to be "help" (`senet lesson run help`) is left
/// alone, as is everything after `--`.
#[must_use]
pub fn hoist_globals(cmd: &clap::Command, raw: Vec<OsString>) -> Vec<OsString> {
    let globals: Vec<(String, bool)> = cmd
        .get_arguments()
        .filter(|a| a.is_global_set())
        .filter_map(|a| {
            let takes = a.get_action().takes_values();
            a.get_long().map(|long| (format!("--{long}"), takes))
        })
        .collect();
    // The length of a global option at `raw[i]` (with its value), if it is one.
    let global_at = |i: usize| -> Option<usize> {
        let arg = raw.get(i)?.to_str()?;
        globals.iter().find_map(|(name, takes)| {
            if arg == name {
                Some(if *takes { 2 } else { 1 })
            } else {
                arg.strip_prefix(name.as_str())
                    .filter(|rest| rest.starts_with('='))
                    .map(|_| 1)
            }
        })
    };
    let mut here = cmd;
    let mut i = 1;
    let help_at = loop {
        if let Some(n) = global_at(i) {
            i += n;
            continue;
        }
        let Some(name) = raw.get(i).and_then(|a| a.to_str()) else {
            return raw;
        };
        match here.find_subcommand(name) {
            Some(sub) if name == "help" && sub.has_subcommands() => break i,
            Some(sub) => here = sub,
            None => return raw,
        }
        i += 1;
    };
    let mut moved = Vec::new();
    let mut kept = Vec::new();
    let mut i = help_at;
    while i < raw.len() {
        if raw[i] == "--" {
            kept.extend_from_slice(&raw[i..]);
            break;
        }
        match global_at(i) {
            // One whose value is missing stays: in front it would take the
            // next word for its value.
            Some(n) if i + n <= raw.len() => {
                moved.extend_from_slice(&raw[i..i + n]);
                i += n;
            }
            _ => {
                kept.push(raw[i].clone());
                i += 1;
            }
        }
    }
    let mut out = raw[..help_at].to_vec();
    out.extend(moved);
    out.extend(kept);
    out
}

/// The message id of a command's description: `path` is its names below `senet`.
#[must_use]
pub fn command_id(path: &[&str]) -> String {
    if path.is_empty() {
        "help-senet".to_string()
    } else {
        format!("help-{}", path.join("-"))
    }
}

/// The message id of an argument's description.
#[must_use]
pub fn arg_id(path: &[&str], arg: &str) -> String {
    format!("{}-{}", command_id(path), arg.replace('_', "-"))
}

/// The words of a value's placeholder that are names (all capitals), each
/// with its message id: `ID|PATH` has `value-id` and `value-path`.
#[must_use]
pub fn value_words(name: &str) -> Vec<(String, String)> {
    name.split('|')
        .filter(|w| !w.is_empty() && w.chars().all(|c| c.is_ascii_uppercase()))
        .map(|w| (w.to_string(), format!("value-{}", w.to_ascii_lowercase())))
        .collect()
}

/// A value's placeholder in the user's language: its name words translated,
/// literal values (`x|o`, `1..5`, `text|json`) as they are.
fn value_name(l: &Localizer, name: &str) -> String {
    let words = value_words(name);
    name.split('|')
        .map(|w| match words.iter().find(|(word, _)| word == w) {
            Some((_, id)) => l.text(id),
            None => w.to_string(),
        })
        .collect::<Vec<_>>()
        .join("|")
}

/// Before the build: the descriptions by convention, defaults shown once,
/// and the placeholder of a command's subcommand; then the same below.
fn describe(cmd: clap::Command, path: &[&str], l: &Localizer) -> clap::Command {
    let mut cmd = cmd.about(l.text(&command_id(path))).mut_args(|a| {
        let help = l.text(&arg_id(path, a.get_id().as_str()));
        let names: Option<Vec<String>> = a
            .get_value_names()
            .filter(|_| a.get_action().takes_values())
            .map(|names| names.iter().map(|n| value_name(l, n)).collect());
        let a = match names {
            Some(names) => a.value_names(names),
            None => a,
        };
        // A flag's default ("false") is not shown, as clap does not show it.
        let defaults: Vec<String> = a
            .get_default_values()
            .iter()
            .map(|v| v.to_string_lossy().into_owned())
            .collect();
        if defaults.is_empty() || !a.get_action().takes_values() {
            return a.help(help);
        }
        let default = l.text_with("help-default", args![("value", defaults.join(", "))]);
        a.help(format!("{help} {default}")).hide_default_value(true)
    });
    if cmd.has_subcommands() {
        cmd = cmd.subcommand_value_name(l.text("clap-command-placeholder"));
    }
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for name in names {
        let mut below: Vec<&str> = path.to_vec();
        below.push(&name);
        cmd = cmd.mut_subcommand(&name, |c| describe(c, &below, l));
    }
    cmd
}

/// After the build: clap's own flags and `help` command, the usage line and
/// the help's template, in every command of the tree.
fn finish(cmd: &mut clap::Command, l: &Localizer) {
    let mut c = std::mem::take(cmd);
    for (id, message) in [
        ("help", "clap-help-flag"),
        ("version", "clap-version-flag"),
        ("subcommand", "clap-help-command-arg"),
    ] {
        if c.get_arguments().any(|a| a.get_id() == id) {
            c = c.mut_arg(id, |a| {
                let a = a.help(l.text(message));
                if id == "subcommand" {
                    a.value_name(l.text("clap-command-placeholder"))
                } else {
                    a
                }
            });
        }
    }
    if c.get_name() == "help" && !c.get_arguments().any(|a| a.get_id() != "subcommand") {
        c = c.about(l.text("clap-help-command"));
    }
    // The built `help` command has the tree below it (for `senet help X`),
    // made after `describe` gave the other commands their placeholder.
    if c.has_subcommands() {
        c = c.subcommand_value_name(l.text("clap-command-placeholder"));
    }
    let usage = c.render_usage().to_string();
    let usage = usage
        .split_once(": ")
        .map_or(usage.as_str(), |(_, rest)| rest)
        .replace("[OPTIONS]", &l.text("clap-options-tag"));
    let template = template(&c, l);
    c = c.override_usage(usage).help_template(template);
    for sub in c.get_subcommands_mut() {
        finish(sub, l);
    }
    *cmd = c;
}

/// clap's default help layout (description, usage, then each section that
/// has entries), with the headings in the user's language.
fn template(cmd: &clap::Command, l: &Localizer) -> String {
    let header = cmd.get_styles().get_header();
    let heading = |id: &str| format!("{header}{}{header:#}", l.text(id));
    let shown = |a: &&clap::Arg| !a.is_hide_set();
    let mut sections = Vec::new();
    if cmd.get_subcommands().any(|c| !c.is_hide_set()) {
        sections.push(format!(
            "{}\n{{subcommands}}",
            heading("clap-heading-commands")
        ));
    }
    if cmd.get_positionals().filter(shown).count() > 0 {
        sections.push(format!(
            "{}\n{{positionals}}",
            heading("clap-heading-arguments")
        ));
    }
    if cmd
        .get_arguments()
        .filter(|a| !a.is_positional())
        .filter(shown)
        .count()
        > 0
    {
        sections.push(format!("{}\n{{options}}", heading("clap-heading-options")));
    }
    let mut text = String::from("{before-help}{about-with-newline}\n");
    let _ = write!(text, "{} {{usage}}", heading("clap-usage"));
    for section in sections {
        let _ = write!(text, "\n\n{section}");
    }
    text.push_str("{after-help}");
    text
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::i18n::Lang;

    /// Every id the convention asks of the tree, with what it describes.
    fn wanted(cmd: &clap::Command, path: &mut Vec<String>, out: &mut BTreeMap<String, String>) {
        let names: Vec<&str> = path.iter().map(String::as_str).collect();
        let what = format!("senet {}", names.join(" "));
        let previous = out.insert(command_id(&names), what.clone());
        assert!(previous.is_none(), "{} twice", command_id(&names));
        for a in cmd.get_arguments() {
            let id = arg_id(&names, a.get_id().as_str());
            let previous = out.insert(id.clone(), format!("{what} {}", a.get_id()));
            assert!(previous.is_none(), "{id} names two things");
            let takes = a.get_action().takes_values();
            for name in a.get_value_names().into_iter().flatten().filter(|_| takes) {
                for (_, id) in value_words(name) {
                    out.entry(id)
                        .or_insert_with(|| format!("{what} {}: {name}", a.get_id()));
                }
            }
        }
        for sub in cmd.get_subcommands() {
            path.push(sub.get_name().to_string());
            wanted(sub, path, out);
            path.pop();
        }
    }

    #[test]
    fn every_command_and_argument_has_its_text_in_every_language() {
        let mut ids = BTreeMap::new();
        wanted(&Cli::command(), &mut Vec::new(), &mut ids);
        assert!(ids.len() > 80, "the whole tree was walked: {}", ids.len());
        for lang in Lang::ALL {
            let l = Localizer::new(lang);
            let missing: Vec<_> = ids.iter().filter(|(id, _)| !l.has(id)).collect();
            assert!(missing.is_empty(), "{lang}: missing {missing:?}");
        }
    }

    #[test]
    fn no_help_text_is_left_over_from_a_removed_argument() {
        let mut ids = BTreeMap::new();
        wanted(&Cli::command(), &mut Vec::new(), &mut ids);
        for lang in Lang::ALL {
            let extra: Vec<String> = Localizer::message_ids(lang)
                .into_iter()
                .filter(|id| {
                    (id.starts_with("help-") && id != "help-default") || id.starts_with("value-")
                })
                .filter(|id| !ids.contains_key(id))
                .collect();
            assert!(extra.is_empty(), "{lang}: unused {extra:?}");
        }
    }

    #[test]
    fn the_built_tree_is_worded_and_consistent() {
        for lang in Lang::ALL {
            let l = Localizer::new(lang);
            let mut cmd = localized_command(&l);
            cmd.clone().debug_assert();
            let help = cmd.render_help().to_string();
            assert!(help.contains(&l.text("clap-usage")), "{help}");
            assert!(help.contains(&l.text("clap-help-flag")), "{help}");
            let mut legal = cmd.find_subcommand("legal").cloned().expect("senet legal");
            let help = legal.render_help().to_string();
            assert_eq!(
                help.matches(&l.text_with("help-default", args![("value", "text")]))
                    .count(),
                1,
                "{help}"
            );
            assert_eq!(l.take_errors(), vec![]);
        }
    }

    #[test]
    fn placeholders_translate_their_names_and_keep_literal_values() {
        assert_eq!(
            value_words("ID|PATH"),
            [
                ("ID".to_string(), "value-id".to_string()),
                ("PATH".to_string(), "value-path".to_string())
            ]
        );
        assert!(value_words("x|o").is_empty() && value_words("1..5").is_empty());
        let l = Localizer::new(Lang::Es);
        assert_eq!(value_name(&l, "ID|PATH"), "ID|RUTA");
        assert_eq!(value_name(&l, "text|json"), "text|json");
        assert_eq!(l.take_errors(), vec![]);
    }

    fn os(v: &[&str]) -> Vec<OsString> {
        v.iter().map(OsString::from).collect()
    }

    #[test]
    fn global_options_after_help_go_before_it() {
        let cmd = localized_command(&Localizer::new(Lang::En));
        let cases: [(&[&str], &[&str]); 8] = [
            (
                &["senet", "help", "legal", "--lang", "es"],
                &["senet", "--lang", "es", "help", "legal"],
            ),
            (
                &["senet", "help", "--lang=es", "lesson", "check"],
                &["senet", "--lang=es", "help", "lesson", "check"],
            ),
            (
                &[
                    "senet",
                    "--color",
                    "never",
                    "lesson",
                    "help",
                    "check",
                    "--data-dir",
                    "d",
                ],
                &[
                    "senet",
                    "--color",
                    "never",
                    "lesson",
                    "--data-dir",
                    "d",
                    "help",
                    "check",
                ],
            ),
            // A missing value: as typed (in front it would take "help").
            (&["senet", "help", "--lang"], &["senet", "help", "--lang"]),
            // Not a help command: as typed.
            (
                &["senet", "lesson", "run", "help", "--lang", "es"],
                &["senet", "lesson", "run", "help", "--lang", "es"],
            ),
            (
                &["senet", "legal", "--help", "--lang", "es"],
                &["senet", "legal", "--help", "--lang", "es"],
            ),
            (
                &["senet", "help", "--", "--lang", "es"],
                &["senet", "help", "--", "--lang", "es"],
            ),
            (&["senet"], &["senet"]),
        ];
        for (typed, parsed) in cases {
            assert_eq!(hoist_globals(&cmd, os(typed)), os(parsed), "{typed:?}");
        }
    }

    #[test]
    fn the_help_command_s_own_placeholder_is_worded() {
        let l = Localizer::new(Lang::Es);
        let mut cmd = localized_command(&l);
        let help = cmd
            .find_subcommand_mut("help")
            .expect("senet help")
            .render_help()
            .to_string();
        assert!(help.contains("Uso: senet help [COMANDO]"), "{help}");
    }

    #[test]
    fn english_help_keeps_clap_s_layout() {
        let l = Localizer::new(Lang::En);
        let mut cmd = localized_command(&l);
        let help = cmd.render_help().to_string();
        assert!(
            help.contains("\nUsage: senet [OPTIONS] [COMMAND]\n\nCommands:\n"),
            "{help}"
        );
        assert!(help.contains("\nOptions:\n"), "{help}");
        assert!(help.contains("  -h, --help"), "{help}");
    }
}

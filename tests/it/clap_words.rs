//! clap in the user's language: every command's `--help` and a set of parse
//! errors, run in Spanish (by `--lang es` and by `LANG=es_ES.UTF-8`), show
//! none of clap's English; defaults are shown once; English reads as clap
//! wrote it (snapshots).

use senet::i18n::{Lang, Localizer};

use crate::common::senet;

/// clap's English, as it would show in help or in an error.
const ENGLISH: [&str; 27] = [
    "Usage:",
    "Options:",
    "Commands:",
    "Arguments:",
    "Print help",
    "Print version",
    "Print this message",
    "[default:",
    "[OPTIONS]",
    "COMMAND",
    "For more information",
    "tip:",
    "unrecognized",
    "unexpected",
    "invalid value",
    "required",
    "was provided",
    "were provided",
    "not provided",
    "a similar",
    "some similar",
    "to pass",
    "no more were expected",
    "cannot be used",
    "subcommand",
    "was supplied",
    "UTF-8 was detected",
];

/// Every command's path below `senet` (the program itself first), from the
/// tree the program parses with, `help` included.
fn paths() -> Vec<Vec<String>> {
    fn walk(cmd: &clap::Command, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
        out.push(path.clone());
        for sub in cmd.get_subcommands() {
            // `senet help` has a copy of the tree below it, for `senet help X`.
            if path.last().is_some_and(|p| p == "help") {
                continue;
            }
            path.push(sub.get_name().to_string());
            walk(sub, path, out);
            path.pop();
        }
    }
    let mut out = Vec::new();
    walk(
        &senet::cli::localized_command(&Localizer::new(Lang::En)),
        &mut Vec::new(),
        &mut out,
    );
    out
}

fn no_english(what: &str, text: &str) {
    for phrase in ENGLISH {
        assert!(!text.contains(phrase), "{what}: {phrase:?} in\n{text}");
    }
}

/// Runs senet in Spanish, both ways of asking for it.
fn spanish(args: &[&str]) -> [(String, std::process::Output); 2] {
    let by_flag = senet()
        .args(["--lang", "es"])
        .args(args)
        .output()
        .expect("runs");
    let by_locale = senet()
        .args(args)
        .env("LANG", "es_ES.UTF-8")
        .env("LC_ALL", "es_ES.UTF-8")
        .output()
        .expect("runs");
    [
        (format!("{args:?} --lang es"), by_flag),
        (format!("LANG=es_ES.UTF-8 {args:?}"), by_locale),
    ]
}

#[test]
fn every_help_in_spanish_has_no_english_from_clap() {
    let paths = paths();
    assert!(paths.len() > 20, "{paths:?}");
    for path in &paths {
        let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
        // `senet help` is the help already (it would take a flag for a command's name).
        if args.last() != Some(&"help") {
            args.push("--help");
        }
        for (what, out) in spanish(&args) {
            let text = String::from_utf8_lossy(&out.stdout);
            assert!(out.status.success(), "{what}: {out:?}");
            assert!(text.contains("Uso:"), "{what}: {text}");
            no_english(&what, &text);
            for line in text.lines() {
                assert!(line.matches("por defecto").count() <= 1, "{what}: {line}");
            }
        }
    }
}

/// `senet help X` in Spanish, with the language given after it (`--lang es`,
/// `--lang=es`), before it, or by the system's locale, prints X's own help,
/// the same text as `senet X --help`.
#[test]
fn help_of_every_command_in_spanish_whatever_the_place_of_the_language() {
    let paths = paths();
    for path in paths
        .iter()
        .filter(|p| !p.is_empty() && !p.contains(&"help".to_string()))
    {
        let path: Vec<&str> = path.iter().map(String::as_str).collect();
        let own = senet()
            .args(&path)
            .args(["--help", "--lang", "es"])
            .output()
            .expect("runs");
        assert!(own.status.success(), "{path:?} --help: {own:?}");
        let own = String::from_utf8_lossy(&own.stdout).into_owned();
        assert!(own.contains("Uso: senet "), "{path:?}: {own}");
        let help: Vec<&str> = std::iter::once("help")
            .chain(path.iter().copied())
            .collect();
        let ways = [
            ([&help[..], &["--lang", "es"]].concat(), None),
            ([&help[..], &["--lang=es"]].concat(), None),
            ([&["--lang", "es"], &help[..]].concat(), None),
            ([&["help", "--lang", "es"], &help[1..]].concat(), None),
            (help.clone(), Some("es_ES.UTF-8")),
        ];
        for (args, locale) in ways {
            let mut run = senet();
            run.args(&args);
            if let Some(locale) = locale {
                run.env("LANG", locale).env("LC_ALL", locale);
            }
            let out = run.output().expect("runs");
            let what = format!("{locale:?} {args:?}");
            assert!(out.status.success(), "{what}: {out:?}");
            let text = String::from_utf8_lossy(&out.stdout);
            assert_eq!(text, own, "{what}");
            no_english(&what, &text);
        }
    }
    // `help` of `help`, at the top and below a command.
    for args in [&["help", "help"][..], &["lesson", "help", "help"]] {
        for (what, out) in spanish(args) {
            assert!(out.status.success(), "{what}: {out:?}");
            let text = String::from_utf8_lossy(&out.stdout);
            assert!(
                text.contains("Uso: senet ") && text.contains("[COMANDO]"),
                "{what}: {text}"
            );
            no_english(&what, &text);
        }
    }
}

#[test]
fn parse_errors_in_spanish_have_no_english_and_keep_the_suggestion() {
    let cases: [(&[&str], &str); 15] = [
        (&["plya"], "'play'"),
        (&["legal"], "--throw <1..5>"),
        (&["legal", "--rules"], "'--rules <VARIANTE>'"),
        (&["legal", "--rule", "kendall"], "'--rules'"),
        (&["replay", "chek", "x.yaml"], "'check'"),
        (&["rules", "kendall", "extra"], "'extra'"),
        (&["rules", "--rules", "a"], "'--rules'"),
        (&["play", "--tutor=yes"], "'yes'"),
        (
            &["odds", "--square", "27", "--square", "28"],
            "'--square <26..30>'",
        ),
        (&["lesson", "check", "-x"], "'-- -x'"),
        (&["--", "legal"], "'legal'"),
        (&["help", "plya"], "'plya'"),
        (&["help", "legal", "extra"], "'extra'"),
        (&["lesson", "help", "chek"], "'chek'"),
        (
            &["lesson", "check", "--coverage", "--coverage"],
            "'--coverage'",
        ),
    ];
    for (args, expected) in cases {
        for (what, out) in spanish(args) {
            assert_eq!(out.status.code(), Some(2), "{what}: {out:?}");
            assert!(out.stdout.is_empty(), "{what}");
            let text = String::from_utf8_lossy(&out.stderr);
            assert!(text.starts_with("error: "), "{what}: {text}");
            assert!(
                text.contains("Para saber más, prueba '--help'."),
                "{what}: {text}"
            );
            assert!(text.contains(expected), "{what}: {expected:?} in {text}");
            no_english(&what, &text);
        }
    }
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_reported_in_spanish() {
    use std::os::unix::ffi::OsStringExt;
    let bad = std::ffi::OsString::from_vec(vec![b'k', 0xff]);
    let out = senet()
        .args(["legal", "--lang", "es", "--rules"])
        .arg(bad)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let text = String::from_utf8_lossy(&out.stderr);
    assert!(text.contains("UTF-8 válido"), "{text}");
    no_english("not UTF-8", &text);
}

#[test]
fn english_help_and_errors_read_as_clap_wrote_them() {
    let run = |args: &[&str]| {
        let out = senet().args(args).output().expect("runs");
        let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
        text.push_str(&String::from_utf8_lossy(&out.stderr));
        text
    };
    insta::assert_snapshot!("help_en", run(&["--help"]));
    insta::assert_snapshot!("legal_help_en", run(&["legal", "--help"]));
    insta::assert_snapshot!("duel_help_en", run(&["duel", "--help"]));
    insta::assert_snapshot!("unknown_command_en", run(&["plya"]));
    insta::assert_snapshot!("missing_arguments_en", run(&["legal"]));
    insta::assert_snapshot!("duel_help_es", run(&["duel", "--help", "--lang", "es"]));
    insta::assert_snapshot!("unknown_command_es", run(&["plya", "--lang", "es"]));
}

#[test]
fn the_language_is_known_before_clap_parses_from_lc_messages_too() {
    let out = senet()
        .env_remove("LC_ALL")
        .env("LANG", "C")
        .env("LC_MESSAGES", "es_ES.UTF-8")
        .args(["plya"])
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stderr);
    assert!(text.contains("no existe el comando 'plya'"), "{text}");
    // --lang wins over the system's language, wherever it stands.
    let out = senet()
        .env("LC_ALL", "es_ES.UTF-8")
        .args(["plya", "--lang", "en"])
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stderr);
    assert!(text.contains("unrecognized subcommand 'plya'"), "{text}");
}

#[test]
fn a_command_without_its_subcommand_shows_its_help_in_spanish() {
    for args in [&["lesson"][..], &["replay"], &["endings"]] {
        let out = senet()
            .env("LC_ALL", "es_ES.UTF-8")
            .args(args)
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let text = String::from_utf8_lossy(&out.stderr);
        assert!(
            text.contains("Uso: senet") && text.contains("Comandos:"),
            "{text}"
        );
        no_english(&format!("{args:?}"), &text);
    }
}

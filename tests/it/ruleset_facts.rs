//! A ruleset's facts stay in its ruleset file (issue 12, item 2): outside
//! the rulesets' own files (`crates/engine/src/rules/`), the program's code names no
//! ruleset. It reads the ruleset's settings and facts (`Ruleset::facts`,
//! `has_series`, `is_race`...), walks `RulesetId::ALL`, takes
//! `RulesetId::DEFAULT`, or builds an id from the ruleset's code
//! (`side-{ruleset}-x`); it neither matches nor compares on a ruleset's id
//! or name. The few tables a floor above keeps for itself, keyed by ruleset
//! (issue 28: the computer's endgame tables and shown chances, the lesson
//! template's example), are listed in [`ALLOWED`]: each is one exhaustive
//! `match` with no catch-all arm, so that a new ruleset is a compile error
//! there, never a silent default. The matches this test found once
//! (`ai/eval.rs`, `ai/endgame.rs`, `ai/level.rs`, `text/names.rs`,
//! `ui/home.rs`, `ui/play.rs`, `play/session.rs`, `cli/endings.rs`...) cannot
//! come back. Test code (`#[cfg(test)]` items, `tests.rs` files) may name any
//! ruleset; so may comments and doc examples.

use std::collections::BTreeSet;
use std::path::Path;

use senet::engine::RulesetId;

/// The files outside `crates/engine/src/rules/` that may still name
/// rulesets, and why. Each must still name one, so the list only shrinks;
/// the tables among them are also in [`TABLES`].
const ALLOWED: [(&str, &str); 3] = [
    (
        "engine/moves.rs",
        "the search's move generator, monomorphized per ruleset (one line each)",
    ),
    (
        "ai/per_ruleset.rs",
        "the computer's own table: endgame tables and shown chances per ruleset",
    ),
    (
        "lesson/template.rs",
        "the lesson template's example question per ruleset",
    ),
];

/// The files of [`ALLOWED`] that are tables keyed by ruleset: their code has
/// no catch-all arm (`_ =>`), so a new ruleset is a compile error there.
const TABLES: [&str; 2] = ["ai/per_ruleset.rs", "lesson/template.rs"];

/// What marks a ruleset named in code: `RulesetId::Kendall` and the like (a
/// whole variant name), a glob or group import of the variants, or a ruleset's
/// name compared as text (`== "kendall"`, `"kendall" =>`).
fn names_a_ruleset(code: &str) -> bool {
    let variant = RulesetId::ALL.iter().any(|id| {
        let path = format!("RulesetId::{id:?}");
        code.match_indices(&path).any(|(at, _)| {
            code[at + path.len()..]
                .chars()
                .next()
                .is_none_or(|c| !(c.is_alphanumeric() || c == '_'))
        })
    });
    let glob = code.contains("RulesetId::*") || code.contains("RulesetId::{");
    let compared = RulesetId::ALL.iter().any(|id| {
        let name = format!("\"{}\"", id.name());
        [
            format!("== {name}"),
            format!("!= {name}"),
            format!("{name} =>"),
            format!("{name} |"),
        ]
        .iter()
        .any(|p| code.contains(p.as_str()))
    });
    variant || glob || compared
}

/// The change in brace depth of one line of code, braces in string and
/// character literals left out; `in_string` carries an open string literal
/// over to the next line.
fn brace_change(line: &str, in_string: &mut bool) -> i64 {
    let mut change = 0;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        if *in_string {
            match c {
                '\\' => {
                    chars.next();
                }
                '"' => *in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => *in_string = true,
            '{' => change += 1,
            '}' => change -= 1,
            '\'' => {
                // A character literal ('{', '\''); a lifetime has no closing quote.
                let rest: String = chars.clone().take(3).collect();
                if rest.starts_with('\\') && rest.chars().nth(2) == Some('\'') {
                    chars.nth(2);
                } else if rest.chars().nth(1) == Some('\'') {
                    chars.nth(1);
                }
            }
            '/' if chars.peek() == Some(&'/') => break,
            _ => {}
        }
    }
    change
}

/// The lines of a source file that are code outside tests: comments, and
/// `#[cfg(test)]` items (to their closing brace or semicolon), left out.
fn code_lines(source: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut lines = source.lines().enumerate();
    while let Some((n, line)) = lines.next() {
        let code = line.trim_start();
        if let Some(mut rest) = code.strip_prefix("#[cfg(test)]") {
            // Skip the item it marks: to the line where its braces balance.
            let mut depth = 0;
            let mut opened = false;
            let mut in_string = false;
            loop {
                let change = brace_change(rest, &mut in_string);
                opened |= rest.contains('{');
                depth += change;
                let done = if opened {
                    depth <= 0 && !in_string
                } else {
                    rest.trim_end().ends_with(';')
                };
                if done {
                    break;
                }
                match lines.next() {
                    Some((_, next)) => rest = next,
                    None => break,
                }
            }
            continue;
        }
        if code.starts_with("//") {
            continue;
        }
        let code = code.split(" //").next().unwrap_or(code);
        out.push((n + 1, code));
    }
    out
}

/// Every line of code outside tests under `src/` that names a ruleset, as
/// (file relative to `src/`, line, text), except in `src/engine/rules/`.
fn rulesets_named() -> Vec<(String, usize, String)> {
    fn walk(dir: &Path, root: &Path, out: &mut Vec<(String, usize, String)>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .expect("src/ is readable")
            .map(|e| e.expect("an entry").path())
            .collect();
        entries.sort();
        for path in entries {
            let rel = path.strip_prefix(root).expect("under src/");
            let rel = rel.to_string_lossy().replace('\\', "/");
            if path.is_dir() {
                if rel != "rules" && rel != "tests" {
                    walk(&path, root, out);
                }
            } else if path.extension().is_some_and(|e| e == "rs") {
                let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
                if matches!(name.as_deref(), Some("tests.rs" | "proptests.rs")) {
                    continue;
                }
                let text = std::fs::read_to_string(&path).expect("UTF-8 source");
                for (line, code) in code_lines(&text) {
                    if names_a_ruleset(code) {
                        out.push((rel.clone(), line, code.to_string()));
                    }
                }
            }
        }
    }
    // The application's `src/`, and each crate's `src/` read as if it were
    // the module of the same name (`engine/moves.rs`, `ai/eval.rs`).
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    let app = workspace.join("src");
    walk(&app, &app, &mut out);
    for (folder, module) in [("crates/engine/src", "engine"), ("crates/ai/src", "ai")] {
        let root = workspace.join(folder);
        let mut found = Vec::new();
        walk(&root, &root, &mut found);
        out.extend(
            found
                .into_iter()
                .map(|(file, line, code)| (format!("{module}/{file}"), line, code)),
        );
    }
    out
}

#[test]
fn no_code_outside_the_ruleset_files_matches_on_a_ruleset() {
    let found = rulesets_named();
    let allowed: BTreeSet<&str> = ALLOWED.iter().map(|(f, _)| *f).collect();
    let stray: Vec<String> = found
        .iter()
        .filter(|(file, ..)| !allowed.contains(file.as_str()))
        .map(|(file, line, code)| format!("src/{file}:{line}: {code}"))
        .collect();
    assert!(
        stray.is_empty(),
        "code that decides by ruleset outside crates/engine/src/rules/ (declare a fact in the \
         ruleset's file and read it instead):\n{}",
        stray.join("\n")
    );
    let still: BTreeSet<&str> = found.iter().map(|(file, ..)| file.as_str()).collect();
    for file in &allowed {
        assert!(
            still.contains(file),
            "{file} names no ruleset any more: take it off ALLOWED"
        );
    }
    for table in TABLES {
        assert!(
            allowed.contains(table),
            "{table} is a table: list it in ALLOWED"
        );
    }
    let catch_all: Vec<String> = catch_alls(&TABLES)
        .into_iter()
        .map(|(file, line, code)| format!("src/{file}:{line}: {code}"))
        .collect();
    assert!(
        catch_all.is_empty(),
        "a table keyed by ruleset has one arm per ruleset, so that a new one is a \
         compile error there:\n{}",
        catch_all.join("\n")
    );
}

/// The catch-all arms (`_ =>`) in the code outside tests of `files` (named
/// as in [`ALLOWED`]), as (file, line, text).
fn catch_alls(files: &[&str]) -> Vec<(String, usize, String)> {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for file in files {
        let path = match file.split_once('/') {
            Some(("engine", rest)) => workspace.join("crates/engine/src").join(rest),
            Some(("ai", rest)) => workspace.join("crates/ai/src").join(rest),
            _ => workspace.join("src").join(file),
        };
        let text = std::fs::read_to_string(&path).expect("an allowed file is readable");
        for (line, code) in catch_all_lines(&text) {
            out.push(((*file).to_string(), line, code.to_string()));
        }
    }
    out
}

/// The lines of code outside tests of `source` with a catch-all arm.
fn catch_all_lines(source: &str) -> Vec<(usize, &str)> {
    code_lines(source)
        .into_iter()
        .filter(|(_, code)| code.starts_with("_ =>") || code.contains("| _ =>"))
        .collect()
}

#[test]
fn the_scan_finds_a_match_and_skips_tests_and_comments() {
    let source = r#"
//! `RulesetId::Kendall` in a doc comment.
fn decide(id: RulesetId) -> u8 {
    let all = RulesetId::ALL; // RulesetId::Race in a comment
    let default = RulesetId::DEFAULT;
    match id {
        RulesetId::Skiryuk14 => 1,
        _ => 0,
    }
}
fn by_name(name: &str) -> bool {
    name == "games-room"
}
#[cfg(test)]
mod tests {
    fn t() {
        let _ = RulesetId::Arcade;
        if true { let _ = "{"; }
    }
}
fn after() -> bool { matches!(id(), RulesetId::Race) }
"#;
    let flagged: Vec<usize> = code_lines(source)
        .into_iter()
        .filter(|(_, code)| names_a_ruleset(code))
        .map(|(line, _)| line)
        .collect();
    assert_eq!(flagged, vec![7, 12, 21]);
    let catch_all: Vec<usize> = catch_all_lines(source)
        .into_iter()
        .map(|(l, _)| l)
        .collect();
    assert_eq!(catch_all, vec![8]);
    assert!(!names_a_ruleset("RulesetId::Skiryuk14Extra"));
    assert!(names_a_ruleset(
        "use crate::engine::RulesetId::{Kendall, Race};"
    ));
    assert!(names_a_ruleset("if id == RulesetId::Skiryuk {"));
}

/// The one text that lists the rulesets by name (the choices after an
/// unknown name) lists exactly `RulesetId::ALL`, in every language, so a new
/// ruleset cannot leave it stale.
#[test]
fn an_unknown_ruleset_is_answered_with_every_rulesets_name() {
    let known = RulesetId::all_names();
    for (lang, expected) in [
        (
            "en",
            format!("unknown ruleset \"chess\"; choose one of: {known}\n"),
        ),
        (
            "es",
            format!("variante desconocida \"chess\"; elige una de estas: {known}\n"),
        ),
    ] {
        let out = crate::common::senet()
            .args(["rules", "chess", "--lang", lang])
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(2), "{lang}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.ends_with(&expected), "{lang}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{lang}: {stderr}");
    }
    assert_eq!(
        known,
        "kendall, games-room, arcade, skiryuk, skiryuk-14, race"
    );
}

/// The texts that list the rulesets by name name every one, in every
/// language (a new ruleset is then reported there instead of leaving them
/// stale; their words stay the translators').
#[test]
fn the_texts_that_list_the_rulesets_name_every_one() {
    use senet::i18n::{Lang, Localizer};
    for lang in Lang::ALL {
        let l = Localizer::new(lang);
        for id in ["help-legal-rules", "error-unknown-rules"] {
            let text = l.text(id);
            let words: BTreeSet<&str> = text
                .split(|c: char| !(c.is_alphanumeric() || c == '-'))
                .collect();
            for rules in RulesetId::ALL {
                assert!(
                    words.contains(rules.name()),
                    "{lang}: {id} does not name {rules}: {text}"
                );
            }
        }
    }
}

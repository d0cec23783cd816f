//! Every message id the code uses exists in every language, with the
//! variables the code passes: a scan of the program's source (`src/`, test
//! modules left out) against the parsed `.ftl` files of each language.
//!
//! What the scan reads, in Rust tokens (comments skipped, strings whole):
//! - calls `.text(ID)`, `.text_with(ID, ARGS)`, `.has(ID)` and
//!   `.attribute(ID, ..)`: every string literal in `ID` is an id (so
//!   `l.text(if a { "x" } else { "y" })` checks both). When `ARGS` is
//!   `args![("name", ..), ..]` or `&[("name", ..), ..]`, the names are the
//!   variables passed (`.text` passes none): each variable a language's
//!   message uses must be passed, and each one passed must be used by the
//!   message in some language (a misspelt name fails both ways).
//!   `format!("…")` in `ID` builds the id: its pattern must match ids the
//!   program is known to build ([`super::tests::built_ids`] enumerates them).
//! - calls of the helpers in [`HELPERS`], which take an id and localize it
//!   (`say(siv, "answer-empty")`, `player_text(.., "play-won", ..)`);
//! - any other id-like literal (`kebab-case`, such as an id returned by a
//!   `match` and localized later) that is one edit away from an id: a typo.
//!
//! An id held in a variable is checked where its literal is written, by the
//! last rule only; write ids at the call, or add the helper to [`HELPERS`].

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use super::Lang;
use super::tests::{built_ids, messages_with_variables};

/// Functions that take a message id as one argument and localize it:
/// (name, with its type for an associated function; the argument's index;
/// text put before the literal; the forms the code asks for: `""` is the
/// id itself, `"-you"` the id with `-you` after it).
const HELPERS: &[(&str, usize, &str, &[&str])] = &[
    ("say", 1, "", &[""]),
    ("bad", 1, "", &[""]),
    ("player_text", 3, "", &["", "-you"]),
    ("Count::new", 2, "", &[""]),
    ("words", 0, "lesson-new-inline-", &[""]),
];

/// Whether the word at `i` calls `helper` (`Type::name` needs the type).
fn calls(toks: &[(Tok, usize)], i: usize, helper: &str) -> bool {
    let word = |k: usize| match toks.get(k) {
        Some((Tok::Word(w), _)) => Some(w.as_str()),
        _ => None,
    };
    match helper.split_once("::") {
        None => word(i) == Some(helper) && (i == 0 || word(i - 1) != Some("fn")),
        Some((ty, name)) => {
            i >= 3
                && word(i) == Some(name)
                && toks[i - 1].0 == Tok::Punct(':')
                && toks[i - 2].0 == Tok::Punct(':')
                && word(i - 3) == Some(ty)
        }
    }
}

/// `format!` patterns of ids whose ids are checked another way, with how.
const BUILT_ELSEWHERE: &[(&str, &str)] = &[
    (
        "*-you",
        "player_text's ids: each literal passed to it is checked with its -you form",
    ),
    (
        "lesson-new-inline-*",
        "the template's words(key): each key passed to it is checked as an id",
    ),
];

/// A Rust token, as far as the scan needs: a string literal's text, a word
/// (identifier, keyword or number), or one punctuation character.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Tok {
    Str(String),
    Word(String),
    Punct(char),
}

/// The tokens of a Rust source with their line numbers. Comments are
/// skipped; char literals and lifetimes are told apart so that `'"'` does
/// not open a string.
fn tokens(src: &str) -> Vec<(Tok, usize)> {
    let chars: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    let at = |i: usize| chars.get(i).copied().unwrap_or('\0');
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c == '/' && at(i + 1) == '/' {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && at(i + 1) == '*' {
            i += 2;
            while i < chars.len() && !(chars[i] == '*' && at(i + 1) == '/') {
                line += usize::from(chars[i] == '\n');
                i += 1;
            }
            i += 2;
        } else if c == 'r' && (at(i + 1) == '"' || (at(i + 1) == '#' && at(i + 2) != '[')) {
            // A raw string r"…" or r#"…"#.
            let start_line = line;
            let mut hashes = 0;
            i += 1;
            while at(i) == '#' {
                hashes += 1;
                i += 1;
            }
            i += 1;
            let mut text = String::new();
            while i < chars.len() {
                if chars[i] == '"' && (1..=hashes).all(|k| at(i + k) == '#') {
                    i += 1 + hashes;
                    break;
                }
                line += usize::from(chars[i] == '\n');
                text.push(chars[i]);
                i += 1;
            }
            out.push((Tok::Str(text), start_line));
        } else if c == '"' {
            let start_line = line;
            let mut text = String::new();
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    text.push(chars[i]);
                    i += 1;
                }
                line += usize::from(at(i) == '\n');
                text.push(at(i));
                i += 1;
            }
            i += 1;
            out.push((Tok::Str(text), start_line));
        } else if c == '\'' {
            if at(i + 1) == '\\' {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if at(i + 2) == '\'' {
                i += 3;
            } else {
                out.push((Tok::Punct('\''), line));
                i += 1;
            }
        } else if c.is_alphanumeric() || c == '_' {
            let mut word = String::new();
            while at(i).is_alphanumeric() || at(i) == '_' {
                word.push(at(i));
                i += 1;
            }
            // A byte string b"…" is read as the string after the `b`.
            if word != "b" || at(i) != '"' {
                out.push((Tok::Word(word), line));
            }
        } else {
            out.push((Tok::Punct(c), line));
            i += 1;
        }
    }
    out
}

/// The arguments of the call whose `(` is at `open`: each argument's
/// tokens, split at the commas of the call itself.
fn call_args(toks: &[(Tok, usize)], open: usize) -> Vec<&[(Tok, usize)]> {
    let mut args = Vec::new();
    let (mut depth, mut start) = (0usize, open + 1);
    for (i, (tok, _)) in toks.iter().enumerate().skip(open) {
        match tok {
            Tok::Punct('(' | '[' | '{') => depth += 1,
            Tok::Punct(')' | ']' | '}') => {
                depth -= 1;
                if depth == 0 {
                    if i > start {
                        args.push(&toks[start..i]);
                    }
                    return args;
                }
            }
            Tok::Punct(',') if depth == 1 => {
                args.push(&toks[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    args
}

/// The variable names of `args![("a", ..), ..]` or `&[("a", ..), ..]`;
/// `None` for anything else (a variable, a helper's result).
fn passed_names(arg: &[(Tok, usize)]) -> Option<BTreeSet<String>> {
    let toks: Vec<&Tok> = arg.iter().map(|(t, _)| t).collect();
    let open = toks.iter().position(|t| **t == Tok::Punct('['))?;
    let before: Vec<&Tok> = toks[..open].to_vec();
    let macro_call = matches!(
        before.as_slice(),
        [Tok::Word(a), Tok::Punct('!')] if a == "args"
    ) || matches!(
        before.as_slice(),
        [Tok::Word(c), Tok::Punct(':'), Tok::Punct(':'), Tok::Word(a), Tok::Punct('!')]
            if c == "crate" && a == "args"
    );
    if !(macro_call || before.as_slice() == [&Tok::Punct('&')]) {
        return None;
    }
    let mut names = BTreeSet::new();
    for element in call_args(arg, open) {
        match element {
            [
                (Tok::Punct('('), _),
                (Tok::Str(name), _),
                (Tok::Punct(','), _),
                ..,
            ] => {
                names.insert(name.clone());
            }
            _ => return None,
        }
    }
    Some(names)
}

/// Whether `text` looks like a message id: lower-case words joined by `-`.
fn id_like(text: &str) -> bool {
    text.contains('-')
        && text.starts_with(|c: char| c.is_ascii_lowercase())
        && text.split('-').all(|w| {
            !w.is_empty()
                && w.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
}

/// A `format!` pattern with each `{…}` as `*`.
fn glob(pattern: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for c in pattern.chars() {
        match c {
            '{' => {
                inside = true;
                out.push('*');
            }
            '}' => inside = false,
            _ if !inside => out.push(c),
            _ => {}
        }
    }
    out
}

/// Whether `text` matches `glob` (`*`: any run of characters).
fn matches_glob(glob: &str, text: &str) -> bool {
    match glob.split_once('*') {
        None => glob == text,
        Some((head, tail)) => text.strip_prefix(head).is_some_and(|rest| {
            (0..=rest.len()).any(|k| rest.is_char_boundary(k) && matches_glob(tail, &rest[k..]))
        }),
    }
}

/// One use of message ids found in the source.
#[derive(Debug)]
struct Use {
    /// `file:line`.
    at: String,
    /// The ids (several when the call chooses among literals).
    ids: Vec<String>,
    /// The variables passed, when the call spells them out.
    names: Option<BTreeSet<String>>,
}

/// What the scan of the source found.
#[derive(Debug, Default)]
struct Found {
    uses: Vec<Use>,
    /// `format!` patterns as globs, with where.
    built: Vec<(String, String)>,
    /// Every id-like literal outside the uses above, with where.
    other_literals: Vec<(String, String)>,
    /// Calls whose id the scan cannot read (a variable).
    unread: usize,
}

/// The `.rs` files under `dir`, sorted.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The program's source without its tests: files named `tests.rs` and
/// this one are left out, and a file's `#[cfg(test)] mod` and what follows.
fn program_sources() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    files
        .into_iter()
        .filter(|p| !p.ends_with("tests.rs") && !p.ends_with("i18n/used_ids.rs"))
        .filter_map(|p| {
            let text = std::fs::read_to_string(&p).ok()?;
            let name = p.strip_prefix(root).unwrap_or(&p).display().to_string();
            // A test module's block runs to the end of the file (a
            // `mod tests;` declaration elsewhere cuts nothing).
            let block = text.match_indices("#[cfg(test)]\nmod ").find(|(at, _)| {
                text[*at..]
                    .lines()
                    .nth(1)
                    .is_some_and(|l| l.trim_end().ends_with('{'))
            });
            let body = match block {
                Some((at, _)) => text[..at].to_string(),
                None => text,
            };
            Some((name, body))
        })
        .collect()
}

/// Scans one file's tokens.
fn scan(file: &str, toks: &[(Tok, usize)], found: &mut Found) {
    let mut used_literals = BTreeSet::new();
    for i in 0..toks.len() {
        let Tok::Word(name) = &toks[i].0 else {
            continue;
        };
        if toks.get(i + 1).map(|t| &t.0) != Some(&Tok::Punct('(')) {
            continue;
        }
        let at = format!("{file}:{}", toks[i].1);
        let dotted = i > 0 && toks[i - 1].0 == Tok::Punct('.');
        let args = call_args(toks, i + 1);
        let method = dotted && ["text", "text_with", "has", "attribute"].contains(&name.as_str());
        let helper = HELPERS
            .iter()
            .find(|(h, index, _, _)| calls(toks, i, h) && args.len() > *index);
        let (id_arg, prefix, forms) = match (method, helper) {
            (true, _) => (args.first().copied().unwrap_or(&[]), "", &[""][..]),
            (false, Some((_, index, prefix, forms))) => (args[*index], *prefix, *forms),
            (false, None) => continue,
        };
        let mut ids = Vec::new();
        let mut pattern = false;
        for (k, (tok, _)) in id_arg.iter().enumerate() {
            if *tok == Tok::Word("format".into())
                && id_arg.get(k + 1).map(|t| &t.0) == Some(&Tok::Punct('!'))
            {
                pattern = true;
                if let Some((Tok::Str(p), _)) = id_arg.get(k + 3) {
                    found.built.push((glob(p), at.clone()));
                    used_literals.insert(p.clone());
                }
            }
        }
        if pattern {
            continue;
        }
        for (tok, _) in id_arg {
            if let Tok::Str(s) = tok {
                used_literals.insert(s.clone());
                // `has` is also a board's and a set's method: only ids count.
                if name != "has" || id_like(s) {
                    ids.extend(forms.iter().map(|form| format!("{prefix}{s}{form}")));
                }
            }
        }
        if ids.is_empty() {
            found.unread += usize::from(method);
            continue;
        }
        let names = match (name.as_str(), helper) {
            ("text", _) if method => Some(BTreeSet::new()),
            ("text_with", _) if method => args.get(1).and_then(|a| passed_names(a)),
            _ => None,
        };
        found.uses.push(Use { at, ids, names });
    }
    for (tok, line) in toks {
        if let Tok::Str(s) = tok {
            if id_like(s) && !used_literals.contains(s) {
                found
                    .other_literals
                    .push((s.clone(), format!("{file}:{line}")));
            }
        }
    }
}

/// Scans the program's source.
fn scan_program() -> Found {
    let mut found = Found::default();
    for (file, text) in program_sources() {
        scan(&file, &tokens(&text), &mut found);
    }
    found
}

/// The problems of the uses found, against each language's messages.
fn problems(
    found: &Found,
    langs: &BTreeMap<Lang, BTreeMap<String, BTreeSet<String>>>,
) -> Vec<String> {
    let mut out = Vec::new();
    for u in &found.uses {
        for id in &u.ids {
            for (lang, messages) in langs {
                match messages.get(id) {
                    None => out.push(format!("{}: message `{id}` is missing in {lang}", u.at)),
                    Some(vars) => {
                        if let Some(names) = &u.names {
                            for var in vars.difference(names) {
                                out.push(format!(
                                    "{}: `{id}` in {lang} uses ${var}, which the code does not pass",
                                    u.at
                                ));
                            }
                        }
                    }
                }
            }
        }
        if let Some(names) = &u.names {
            for name in names {
                let used = u.ids.iter().any(|id| {
                    langs
                        .values()
                        .any(|m| m.get(id).is_some_and(|vars| vars.contains(name)))
                });
                if !used {
                    out.push(format!(
                        "{}: the code passes ${name}, which {} uses in no language",
                        u.at,
                        u.ids.join(" / ")
                    ));
                }
            }
        }
    }
    let built = built_ids();
    for (glob, at) in &found.built {
        let elsewhere = BUILT_ELSEWHERE.iter().any(|(g, _)| g == glob);
        if !elsewhere && !built.iter().any(|id| matches_glob(glob, id)) {
            out.push(format!(
                "{at}: an id built as `{glob}` that i18n::tests::built_ids does not enumerate"
            ));
        }
    }
    let all_ids: BTreeSet<&String> = langs.values().flat_map(BTreeMap::keys).collect();
    for (literal, at) in &found.other_literals {
        if all_ids.contains(literal) {
            continue;
        }
        if let Some(near) = all_ids
            .iter()
            .find(|id| strsim::osa_distance(id, literal) == 1)
        {
            out.push(format!(
                "{at}: `{literal}` is no message id; did you mean `{near}`?"
            ));
        }
    }
    out
}

fn languages() -> BTreeMap<Lang, BTreeMap<String, BTreeSet<String>>> {
    Lang::ALL
        .into_iter()
        .map(|lang| (lang, messages_with_variables(lang)))
        .collect()
}

#[test]
fn every_id_the_code_uses_exists_in_every_language_with_its_variables() {
    let found = scan_program();
    // The scan reads what it should: most calls, and every known kind.
    assert!(
        found.uses.len() > 500,
        "only {} uses found",
        found.uses.len()
    );
    assert!(found.built.len() >= 10, "{:?}", found.built);
    assert!(found.unread < 100, "{} calls with unread ids", found.unread);
    let problems = problems(&found, &languages());
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_scan_fails_on_a_missing_id_a_missing_or_extra_variable_and_a_typo() {
    let src = r#"
        fn f(l: &Localizer) {
            // l.text("commented-out-id") is not a use.
            let a = l.text("no-such-message-anywhere");
            let b = l.text_with("duel-title", args![("rules", "k"), ("a", "A"), ("b", "B"), ("games", 3)]);
            let c = l.text_with("play-die", crate::args![("value", 2), ("valeu", 2)]);
            let d = l.text(if x { "play-die" } else { "home-sied" });
            let e = l.text(&format!("no-such-family-{}", x));
            let g = '"'; let h = say(siv, "answer-emptyy");
        }
    "#;
    let mut found = Found::default();
    scan("src/x.rs", &tokens(src), &mut found);
    let problems = problems(&found, &languages());
    let has = |needle: &str| problems.iter().any(|p| p.contains(needle));
    assert!(!has("commented-out-id"), "{problems:#?}");
    assert!(
        has("src/x.rs:4: message `no-such-message-anywhere` is missing in en"),
        "{problems:#?}"
    );
    assert!(
        has("src/x.rs:5: `duel-title` in es uses $seed, which the code does not pass"),
        "{problems:#?}"
    );
    assert!(has("src/x.rs:6: the code passes $valeu"), "{problems:#?}");
    assert!(
        has("src/x.rs:7: `play-die` in en uses $value"),
        "{problems:#?}"
    );
    assert!(has("message `home-sied` is missing"), "{problems:#?}");
    assert!(
        has("`no-such-family-*` that i18n::tests::built_ids does not enumerate"),
        "{problems:#?}"
    );
    assert!(
        has("src/x.rs:9: message `answer-emptyy` is missing"),
        "{problems:#?}"
    );
    // A typo in a literal that is not at a call: one edit from an id.
    let mut found = Found::default();
    scan(
        "src/y.rs",
        &tokens(r#"const K: &str = "home-sied";"#),
        &mut found,
    );
    let problems = super::used_ids::problems(&found, &languages());
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert!(problems[0].contains("did you mean"), "{problems:#?}");
}

#[test]
fn tokens_skip_comments_and_keep_strings_and_lines() {
    let toks = tokens("a /* \"x\" \n */ \"b\\\"c\" // \"d\"\n r#\"e\"# 'f' '\\n' 'a");
    let kinds: Vec<&Tok> = toks.iter().map(|(t, _)| t).collect();
    assert_eq!(
        kinds,
        [
            &Tok::Word("a".into()),
            &Tok::Str("b\\\"c".into()),
            &Tok::Str("e".into()),
            &Tok::Punct('\''),
            &Tok::Word("a".into()),
        ]
    );
    assert_eq!(toks[1].1, 2);
    assert_eq!(toks[2].1, 3);
    assert!(matches_glob("rule-*-*", "rule-kendall-route"));
    assert!(!matches_glob("rule-title-*", "rule-kendall-route"));
    assert_eq!(glob("rule-{}-{x}"), "rule-*-*");
}

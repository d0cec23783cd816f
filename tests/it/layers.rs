//! The layers inside the application, read from the imports (`crate::X` in
//! `src/`): nothing below `ui/` and `cli/` imports them (and `ui` does not
//! import `cli`, which opens it); the pure floors (`lesson`, `play`,
//! `replay`, `quiz`, `explore`, `picture`) import neither the words
//! (`text`) nor the message machinery (`i18n`); and the top-level modules
//! import each other without a cycle, apart from the cycles listed in
//! [`KNOWN_CYCLES`], which are still to be broken (issue 12) and must not
//! grow. Each known exception must still exist, so the lists only shrink.
//!
//! The engine and the computer are crates of their own (`crates/engine`,
//! `crates/ai`): they cannot import the application at all, which the
//! compiler keeps, and `buildings.rs` keeps their dependencies. This test
//! checks only what the compiler cannot: the order of one crate's modules.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The modules that only the command line and the tutor's screens may import.
const TOP: [&str; 2] = ["ui", "cli"];
/// The floors of the application that must not depend on words or on Fluent.
const PURE: [&str; 7] = [
    "lesson", "learner", "play", "replay", "quiz", "explore", "picture",
];
/// The words and their machinery.
const WORDS: [&str; 2] = ["text", "i18n"];

/// Imports of words from a pure floor still to be removed: `file` imports
/// `module`. (None are left: lesson diagnostics are codes worded in
/// `text::lesson_check`.)
const KNOWN_WORDS: [(&str, &str); 0] = [];

/// Imports of `ui`/`cli` from below them still to be removed.
const KNOWN_UPWARD: [(&str, &str); 0] = [];

/// Import cycles between top-level modules still to be broken, as the
/// sorted set of the modules in one strongly connected group.
const KNOWN_CYCLES: [&[&str]; 0] = [];

/// Every `crate::NAME` a source file names in code (comments skipped), with
/// `crate::{a, b::c}` read as `a` and `b`, and `crate::args!` as `i18n`.
fn imports(source: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for line in source.lines() {
        let code = line.trim_start();
        if code.starts_with("//") {
            continue;
        }
        let mut rest = code;
        while let Some(at) = rest.find("crate::") {
            rest = &rest[at + "crate::".len()..];
            let names: Vec<&str> = if let Some(group) = rest.strip_prefix('{') {
                let end = group.find('}').unwrap_or(group.len());
                group[..end].split(',').collect()
            } else {
                vec![rest]
            };
            for name in names {
                let name: String = name
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                match name.as_str() {
                    "" => {}
                    "args" => {
                        found.insert("i18n".to_string());
                    }
                    _ => {
                        found.insert(name);
                    }
                }
            }
        }
    }
    found
}

/// Each source file under `src/` (path relative to it) and what it imports.
fn tree() -> BTreeMap<String, BTreeSet<String>> {
    fn walk(dir: &Path, root: &Path, out: &mut BTreeMap<String, BTreeSet<String>>) {
        for entry in std::fs::read_dir(dir).expect("src/ is readable") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                walk(&path, root, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let rel = path.strip_prefix(root).expect("under src/");
                let rel = rel.to_string_lossy().replace('\\', "/");
                let text = std::fs::read_to_string(&path).expect("UTF-8 source");
                out.insert(rel, imports(&text));
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut out = BTreeMap::new();
    walk(&root, &root, &mut out);
    assert!(out.len() > 50, "the source tree was found");
    out
}

/// The top-level module a file belongs to (`ai/search.rs` → `ai`, `odds.rs` → `odds`).
fn top_of(file: &str) -> &str {
    file.split('/')
        .next()
        .map_or(file, |f| f.strip_suffix(".rs").unwrap_or(f))
}

/// The module graph's strongly connected groups of more than one module.
fn cycles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    let nodes: Vec<&String> = edges.keys().collect();
    let reach = |from: &str| {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.to_string()];
        while let Some(n) = todo.pop() {
            for m in edges.get(&n).into_iter().flatten() {
                if seen.insert(m.clone()) {
                    todo.push(m.clone());
                }
            }
        }
        seen
    };
    let reached: BTreeMap<&String, BTreeSet<String>> =
        nodes.iter().map(|n| (*n, reach(n))).collect();
    let mut groups: BTreeSet<Vec<String>> = BTreeSet::new();
    for n in &nodes {
        let group: Vec<String> = nodes
            .iter()
            .filter(|m| reached[*n].contains(**m) && reached[**m].contains(*n))
            .map(|m| (*m).clone())
            .collect();
        if group.len() > 1 {
            groups.insert(group);
        }
    }
    groups.into_iter().collect()
}

#[test]
fn nothing_below_ui_and_cli_imports_them() {
    let mut found = BTreeSet::new();
    for (file, uses) in tree() {
        let top = top_of(&file);
        // `cli` is the top (it opens the tutor's screens); `main.rs` and
        // `lib.rs` are the roots.
        if top == "cli" || file == "lib.rs" || file == "main.rs" {
            continue;
        }
        for m in TOP {
            if m != top && uses.contains(m) {
                found.insert((file.clone(), m.to_string()));
            }
        }
    }
    let known: BTreeSet<(String, String)> = KNOWN_UPWARD
        .iter()
        .map(|(f, m)| ((*f).to_string(), (*m).to_string()))
        .collect();
    assert_eq!(found, known, "imports of ui/cli from below them");
}

#[test]
fn the_pure_floors_import_no_words() {
    let mut found = BTreeSet::new();
    for (file, uses) in tree() {
        if !PURE.contains(&top_of(&file)) {
            continue;
        }
        for m in WORDS {
            if uses.contains(m) {
                found.insert((file.clone(), m.to_string()));
            }
        }
    }
    let known: BTreeSet<(String, String)> = KNOWN_WORDS
        .iter()
        .map(|(f, m)| ((*f).to_string(), (*m).to_string()))
        .collect();
    assert_eq!(
        found, known,
        "imports of text/i18n from lesson, learner, play, replay, quiz, explore, picture"
    );
}

#[test]
fn the_top_level_modules_form_no_new_cycle() {
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let files = tree();
    let tops: BTreeSet<String> = files.keys().map(|f| top_of(f).to_string()).collect();
    for (file, uses) in &files {
        let top = top_of(file).to_string();
        if top == "lib" || top == "main" {
            continue;
        }
        let entry = edges.entry(top.clone()).or_default();
        for m in uses {
            if *m != top && tops.contains(m) {
                entry.insert(m.clone());
            }
        }
    }
    let known: Vec<Vec<String>> = KNOWN_CYCLES
        .iter()
        .map(|g| g.iter().map(|m| (*m).to_string()).collect())
        .collect();
    assert_eq!(
        cycles(&edges),
        known,
        "import cycles between top-level modules"
    );
}

#[test]
fn the_reader_sees_grouped_imports_and_skips_comments() {
    let uses = imports(
        "use crate::{engine::Side, lesson};\n// crate::ui\n/// [`crate::cli`]\nlet a = crate::args![];",
    );
    let names: Vec<&str> = uses.iter().map(String::as_str).collect();
    assert_eq!(names, ["engine", "i18n", "lesson"]);
}

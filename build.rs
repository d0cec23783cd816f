//! Finds the languages and embeds what the program ships:
//!
//! - the languages: every folder `locales/<code>/` with a `main.ftl`
//!   (English first, the fallback; then by code), and each one's message
//!   files `locales/<code>/*.ftl` (`main.ftl` first, then by name), as
//!   `languages.rs` (read by `i18n`);
//! - the shipped lessons (`lessons/*.yaml`) and their texts
//!   (`locales/<code>/lessons/<id>.ftl`) in every language found, as
//!   `shipped_lessons.rs`. A missing text file is embedded as `None`, so that
//!   `senet lesson check` reports it instead of the build failing;
//! - the sample replays (`replays/*.yaml`), as `sample_replays.rs` (the
//!   tutor lists each ruleset's, the one its facts name);
//! - the fingerprint of the rules engine and the computer's judgement (every
//!   file under `crates/engine/src/` and `crates/ai/src/`), as `engine_fingerprint.rs`: a
//!   cached rating of a game is kept only for the build that made it.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The files in `dir` whose name ends in `.ext`, sorted by name.
fn files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == ext))
                .collect()
        })
        .unwrap_or_default();
    found.sort();
    found
}

/// The language codes: folders of `locales/` with a `main.ftl`, `en` first.
fn languages(locales: &Path) -> Vec<String> {
    let mut codes: Vec<String> = std::fs::read_dir(locales)
        .map(|d| {
            d.filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.join("main.ftl").is_file())
                .filter_map(|p| p.file_name().map(|s| s.to_string_lossy().into_owned()))
                .collect()
        })
        .unwrap_or_default();
    codes.sort_by_key(|c| (c != "en", c.clone()));
    codes
}

fn main() {
    let root = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into());
    let root = Path::new(&root);
    let out_dir = std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into());
    println!("cargo:rerun-if-changed=lessons");
    println!("cargo:rerun-if-changed=locales");
    let locales = root.join("locales");
    let codes = languages(&locales);

    let mut out = String::from(
        "/// Every language found: (code, its message files as (path, text), `main.ftl` first).\n\
         pub static LANGUAGES: &[(&str, &[(&str, &str)])] = &[\n",
    );
    for code in &codes {
        let dir = locales.join(code);
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut ftl = files(&dir, "ftl");
        ftl.sort_by_key(|p| p.file_name().is_none_or(|n| n != "main.ftl"));
        let _ = writeln!(out, "    ({code:?}, &[");
        for p in ftl {
            println!("cargo:rerun-if-changed={}", p.display());
            let name = p
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
            let _ = writeln!(
                out,
                "        (\"locales/{code}/{name}\", include_str!({:?})),",
                p.display().to_string()
            );
        }
        out.push_str("    ]),\n");
    }
    out.push_str("];\n");
    let _ = std::fs::write(Path::new(&out_dir).join("languages.rs"), out);

    let stems: Vec<String> = files(&root.join("lessons"), "yaml")
        .iter()
        .filter_map(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
        .collect();
    let mut out = String::from(
        "/// A lesson's text in each language found, as (code, text).\n\
         pub type Texts = &'static [(&'static str, Option<&'static str>)];\n\
         /// (stem, yaml, texts)\n\
         pub static LESSONS: &[(&str, &str, Texts)] = &[\n",
    );
    for stem in &stems {
        let yaml = root.join("lessons").join(format!("{stem}.yaml"));
        println!("cargo:rerun-if-changed={}", yaml.display());
        let texts: Vec<String> = codes
            .iter()
            .map(|code| {
                let p = locales
                    .join(code)
                    .join("lessons")
                    .join(format!("{stem}.ftl"));
                println!("cargo:rerun-if-changed={}", p.display());
                if p.is_file() {
                    format!(
                        "({code:?}, Some(include_str!({:?})))",
                        p.display().to_string()
                    )
                } else {
                    format!("({code:?}, None)")
                }
            })
            .collect();
        let _ = writeln!(
            out,
            "    ({stem:?}, include_str!({:?}), &[{}]),",
            yaml.display().to_string(),
            texts.join(", ")
        );
    }
    out.push_str("];\n");
    let _ = std::fs::write(Path::new(&out_dir).join("shipped_lessons.rs"), out);

    println!("cargo:rerun-if-changed=replays");
    let mut out = String::from(
        "/// Every sample replay shipped: (path, text), by file name.\n\
         pub static SAMPLES: &[(&str, &str)] = &[\n",
    );
    for p in files(&root.join("replays"), "yaml") {
        println!("cargo:rerun-if-changed={}", p.display());
        let name = p
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        let _ = writeln!(
            out,
            "    (\"replays/{name}\", include_str!({:?})),",
            p.display().to_string()
        );
    }
    out.push_str("];\n");
    let _ = std::fs::write(Path::new(&out_dir).join("sample_replays.rs"), out);
    let fingerprint = fingerprint(&[root.join("crates/engine/src"), root.join("crates/ai/src")]);
    let _ = std::fs::write(
        Path::new(&out_dir).join("engine_fingerprint.rs"),
        format!(
            "/// A digest of every file of `crates/engine/src/` and `crates/ai/src/` (FNV-1a, 64 bits).\n\
             pub const ENGINE_FINGERPRINT: &str = \"{fingerprint:016x}\";\n"
        ),
    );
}

/// FNV-1a (64 bits) over every file under `dirs`, their paths (relative to
/// each folder) and contents, in sorted order.
fn fingerprint(dirs: &[PathBuf]) -> u64 {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.filter_map(Result::ok) {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else {
                out.push(path);
            }
        }
    }
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for b in bytes {
            hash ^= u64::from(*b);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
    };
    for dir in dirs {
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut found = Vec::new();
        walk(dir, &mut found);
        found.sort();
        for path in found {
            let name = path.strip_prefix(dir).unwrap_or(&path);
            eat(name.to_string_lossy().as_bytes());
            eat(&std::fs::read(&path).unwrap_or_default());
        }
    }
    hash
}

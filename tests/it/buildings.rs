//! The workspace's buildings (issue 28): which crates each member may
//! depend on. The compiler keeps a crate from importing a crate it does not
//! depend on; this keeps the dependencies themselves from growing a floor:
//! the engine depends on no other member and on no text, Fluent, terminal
//! or argument crate, the computer on the engine alone, and the product on
//! nothing of the research lab.

use std::collections::BTreeSet;
use std::path::Path;

/// The names of the crates a manifest depends on in its normal and build
/// dependencies (any target), dev-dependencies left out.
fn dependencies(manifest: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut inside = false;
    for line in manifest.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            inside = (line.ends_with("dependencies]") && !line.ends_with("dev-dependencies]"))
                && !line.starts_with("[workspace");
            continue;
        }
        if !inside || line.is_empty() || line.starts_with('#') {
            continue;
        }
        let name = line.split(['=', '.', ' ']).next().unwrap_or("").trim();
        out.insert(name.to_string());
    }
    out
}

fn manifest(path: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(root.join(path)).expect("a manifest of the workspace")
}

fn set(names: &[&str]) -> BTreeSet<String> {
    names.iter().map(|s| (*s).to_string()).collect()
}

#[test]
fn the_engine_depends_on_no_member_and_no_floor_above_it() {
    let engine = dependencies(&manifest("crates/engine/Cargo.toml"));
    assert_eq!(
        engine,
        set(&["rand", "rand_chacha", "serde", "thiserror"]),
        "the engine's dependencies (pure rules: no member, no text, Fluent, \
         terminal or argument crate)"
    );
}

#[test]
fn the_computer_depends_on_the_engine_alone() {
    let ai = dependencies(&manifest("crates/ai/Cargo.toml"));
    assert_eq!(
        ai,
        // sha2: the digest that keys arcade's shipped draw horizons
        // (endgame/shipped.rs) and checks skiryuk's shipped part; lz4_flex:
        // decompresses that part (endgame/part.rs, pure Rust, no unsafe with
        // the features chosen); pure computation, like the others.
        set(&[
            "senet-engine",
            "rand",
            "rand_chacha",
            "sha2",
            "lz4_flex",
            "thiserror"
        ]),
        "the computer's dependencies (the engine and pure computation: no \
         text, Fluent, terminal, file or argument crate)"
    );
}

#[test]
fn the_product_ships_nothing_of_the_lab() {
    let root = manifest("Cargo.toml");
    let app = dependencies(&root);
    assert!(!app.iter().any(|d| d.contains("lab")), "{app:?}");
    assert!(app.contains("senet-engine") && app.contains("senet-ai"));
    // `cargo build` and `cargo test` at the root leave the lab out.
    let defaults = root
        .lines()
        .find(|l| l.starts_with("default-members"))
        .expect("default-members");
    assert!(!defaults.contains("lab"), "{defaults}");
    assert!(root.contains("\"lab\""), "the lab is a member");
}

#[test]
fn the_reader_takes_normal_and_build_dependencies_only() {
    let text = "[package]\nname = \"x\"\n[dependencies]\nrand.workspace = true\n\
                serde = { version = \"1\" }\n# a comment\n[dev-dependencies]\ninsta = \"1\"\n\
                [target.\"cfg(unix)\".dependencies]\nlibc = \"0.2\"\n[build-dependencies]\ncc = \"1\"\n";
    assert_eq!(dependencies(text), set(&["cc", "libc", "rand", "serde"]));
}

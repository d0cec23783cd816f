//! Embeds the shipped lessons (`lessons/*.yaml`) and their texts
//! (`locales/<lang>/lessons/<id>.ftl`) in the program. A missing text file is
//! embedded as `None`, so that `senet lesson check` reports it instead of the
//! build failing.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let root = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into());
    let root = Path::new(&root);
    println!("cargo:rerun-if-changed=lessons");
    println!("cargo:rerun-if-changed=locales");
    let mut stems: Vec<String> = std::fs::read_dir(root.join("lessons"))
        .map(|dir| {
            dir.filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
                .filter_map(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
                .collect()
        })
        .unwrap_or_default();
    stems.sort();
    let mut out = String::from(
        "/// (stem, yaml, English text, Spanish text)\npub static LESSONS: &[(&str, &str, Option<&str>, Option<&str>)] = &[\n",
    );
    for stem in &stems {
        let yaml = root.join("lessons").join(format!("{stem}.yaml"));
        println!("cargo:rerun-if-changed={}", yaml.display());
        let text = |lang: &str| {
            let p = root
                .join("locales")
                .join(lang)
                .join("lessons")
                .join(format!("{stem}.ftl"));
            println!("cargo:rerun-if-changed={}", p.display());
            if p.is_file() {
                format!("Some(include_str!({:?}))", p.display().to_string())
            } else {
                "None".to_string()
            }
        };
        let _ = writeln!(
            out,
            "    ({stem:?}, include_str!({:?}), {}, {}),",
            yaml.display().to_string(),
            text("en"),
            text("es")
        );
    }
    out.push_str("];\n");
    let out_dir = std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into());
    let _ = std::fs::write(Path::new(&out_dir).join("shipped_lessons.rs"), out);
}

//! The Spanish glossary (texts review F8, F9, F17): every Spanish text the
//! program shows, in its own messages, its lessons and the sample games'
//! notes, uses the project's words: *lanzar* for a throw (not *tirar*),
//! *tablillas* for the sticks (not *palillos*), *variante* for a ruleset
//! (not *reglamentos*), *cuestionario* (not *test*), *nota* (not
//! *comentario*), *motivo* for a reason code (not *razones*).

use std::path::{Path, PathBuf};

/// Words that never appear in Spanish texts, each with the word to use.
const NOT_OURS: &[(&str, &str)] = &[
    ("tirar", "lanzar"),
    ("tira", "lanza"),
    ("tiran", "lanzan"),
    ("tiras", "lanzas"),
    ("tiró", "lanzó"),
    ("tire", "lance"),
    ("tiren", "lancen"),
    ("palillo", "tablilla"),
    ("palillos", "tablillas"),
    ("reglamentos", "variantes"),
    ("test", "cuestionario"),
    ("comentario", "nota"),
    ("comentarios", "notas"),
    ("razones", "motivos"),
];

fn files(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            files(&path, ext, out);
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
}

/// The words of `text` that are not ours, with the word to use.
fn strays(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter_map(|w| {
            let w = w.to_lowercase();
            NOT_OURS
                .iter()
                .find(|(not, _)| *not == w)
                .map(|(not, ours)| format!("\"{not}\" (write \"{ours}\")"))
        })
        .collect()
}

#[test]
fn spanish_texts_use_the_projects_words() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    let mut ftl = Vec::new();
    files(&root.join("locales/es"), "ftl", &mut ftl);
    assert!(ftl.len() > 60, "the app's and the lessons' texts");
    for path in &ftl {
        let text = std::fs::read_to_string(path).expect("read");
        for (i, line) in text.lines().enumerate() {
            // Comments are for translators; the program never shows them.
            if line.trim_start().starts_with('#') {
                continue;
            }
            for stray in strays(line) {
                found.push(format!("{}:{}: {stray}", path.display(), i + 1));
            }
        }
    }
    let mut replays = Vec::new();
    files(&root.join("replays"), "yaml", &mut replays);
    assert!(!replays.is_empty(), "the sample games");
    for path in &replays {
        let text = std::fs::read_to_string(path).expect("read");
        for (i, line) in text.lines().enumerate() {
            if let Some(at) = line.find("es: \"") {
                for stray in strays(&line[at..]) {
                    found.push(format!("{}:{}: {stray}", path.display(), i + 1));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn a_stray_word_is_found_and_ours_are_not() {
    assert_eq!(
        strays("Con un 1, vuelven a tirar."),
        ["\"tirar\" (write \"lanzar\")"]
    );
    assert_eq!(
        strays("dibujada con Palillos"),
        ["\"palillos\" (write \"tablillas\")"]
    );
    assert!(strays("lanza las tablillas; estira la fila; un cuestionario").is_empty());
}

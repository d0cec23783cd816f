//! A bounded, seeded fuzz of the two kinds of file people share: lessons and
//! replays. Thousands of mutants of the shipped files are checked in-process
//! (the functions `senet lesson check` and `senet replay check` call), and a
//! sample of them through the real binary. Every rejection must give a
//! position (`file:line:column` for a file that cannot be read as a lesson or
//! a replay; `file:line: entry N:` for a replay entry the engine refuses), in
//! the user's language, with no internal type name and no control character.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use senet::i18n::{Lang, Localizer};
use senet::lesson::{LessonFiles, shipped};
use senet::replay::read::parse_document;
use senet::replay::verify::verify;
use senet::store::InputError;
use senet::store::input::text_of;
use senet::text::lesson_check::check;
use senet::text::replay::{read_error_line, verify_error_line};

/// Mutants per kind checked in-process.
const MUTANTS: usize = 2_000;
/// Entries kept of each sample replay for the in-process mutants (then
/// `result: unfinished`), so that thousands of them stay within seconds in a
/// debug build; the binary's sample uses the whole files.
const ENTRIES: usize = 30;
/// Mutants per kind run through the binary.
const THROUGH_THE_BINARY: usize = 12;

/// Words of the program's insides (its types, the parser's settings). A
/// lesson's or replay's own words can be echoed in a message (an unknown
/// field's name), so only names that no shipped file contains are listed.
const INTERNAL: [&str; 10] = [
    "Raw",
    "Spanned",
    "struct ",
    "enum ",
    "Policy",
    "budget",
    "Nodes {",
    "Visitor",
    "GivenAnswer",
    "serde",
];

/// Bytes that break YAML, UTF-8 or a terminal.
const NASTY: [&[u8]; 14] = [
    b"\xff", b"\xc3", b"\x1b[2J", b"\x07", b"\x00", b"{", b"}", b"[", b"]", b":", b"\"", b"- ",
    b"\n  ", b"&a *a",
];

fn mutate(rng: &mut ChaCha8Rng, original: &[u8]) -> Vec<u8> {
    let mut bytes = original.to_vec();
    for _ in 0..rng.random_range(1..=3) {
        let len = bytes.len().max(1);
        let at = rng.random_range(0..len).min(bytes.len());
        match rng.random_range(0..7) {
            0 => {
                let end = (at + rng.random_range(1..40)).min(bytes.len());
                bytes.drain(at..end);
            }
            1 => {
                let piece = NASTY[rng.random_range(0..NASTY.len())];
                bytes.splice(at..at, piece.iter().copied());
            }
            2 => {
                if let Some(b) = bytes.get_mut(at) {
                    *b = rng.random();
                }
            }
            3 => {
                if let Some(b) = bytes.get_mut(at) {
                    if b.is_ascii_digit() {
                        *b = b'0' + rng.random_range(0..10);
                    } else {
                        *b = b"0123456789"[rng.random_range(0..10)];
                    }
                }
            }
            4 => bytes.truncate(at),
            5 => {
                // A line repeated (a duplicate key, a duplicate entry).
                let start = bytes[..at]
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map_or(0, |i| i + 1);
                let end = bytes[at..]
                    .iter()
                    .position(|&b| b == b'\n')
                    .map_or(bytes.len(), |i| at + i + 1);
                let line = bytes[start..end].to_vec();
                bytes.splice(start..start, line);
            }
            _ => {
                const SOUP: &[u8] = b"abz09 :-#\t\"'";
                let piece: Vec<u8> = (0..rng.random_range(1..6))
                    .map(|_| SOUP[rng.random_range(0..SOUP.len())])
                    .collect();
                bytes.splice(at..at, piece);
            }
        }
    }
    bytes
}

/// A message's first line starts with `file:line:column: ` (both at least 1).
fn has_line_column(message: &str, file: &str) -> bool {
    let Some(rest) = message.strip_prefix(&format!("{file}:")) else {
        return false;
    };
    let mut parts = rest.splitn(3, ':');
    let number = |p: Option<&str>| {
        p.and_then(|p| p.parse::<usize>().ok())
            .is_some_and(|n| n >= 1)
    };
    number(parts.next()) && number(parts.next()) && parts.next().is_some_and(|r| r.starts_with(' '))
}

/// `file:line: ` (the line at least 1), then text.
fn has_line(message: &str, file: &str) -> bool {
    message
        .strip_prefix(&format!("{file}:"))
        .and_then(|rest| rest.split_once(": "))
        .is_some_and(|(n, _)| n.parse::<usize>().is_ok_and(|n| n >= 1))
}

fn assert_clean(message: &str, mutant: &[u8]) {
    assert!(
        !message.chars().any(|c| c.is_control() && c != '\n'),
        "a control character in {message:?}\nfrom {:?}",
        String::from_utf8_lossy(mutant)
    );
    for word in INTERNAL {
        assert!(
            !message.contains(word),
            "{word:?} in {message:?}\nfrom {:?}",
            String::from_utf8_lossy(mutant)
        );
    }
}

/// A message without its leading `file:line[:column]: ` position.
fn words_of<'a>(message: &'a str, file: &str) -> &'a str {
    let rest = message.strip_prefix(file).unwrap_or(message);
    let rest = rest.trim_start_matches(|c: char| c == ':' || c.is_ascii_digit());
    rest.trim_start()
}

#[test]
fn mutated_lessons_are_refused_clearly_in_both_languages() {
    let (en, es) = (Localizer::new(Lang::En), Localizer::new(Lang::Es));
    // Best-move lessons run the computer's search on every check: they are
    // left to the binary's sample, which stays small.
    let lessons: Vec<LessonFiles> = shipped()
        .into_iter()
        .filter(|l| !l.stem().ends_with("best-moves"))
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut refused = 0;
    for _ in 0..MUTANTS {
        let original = &lessons[rng.random_range(0..lessons.len())];
        let mutant = mutate(&mut rng, original.yaml.as_bytes());
        let yaml = match text_of(mutant.clone()) {
            Ok(text) => text,
            Err(InputError::Utf8 { line, column, byte }) => {
                assert!(line >= 1 && column >= 1 && byte < mutant.len());
                refused += 1;
                continue;
            }
            Err(e) => panic!("{e}"),
        };
        let files = LessonFiles {
            yaml,
            ..original.clone()
        };
        let (Err(in_en), Err(in_es)) = (check(&files, &en), check(&files, &es)) else {
            continue;
        };
        refused += 1;
        assert_eq!(in_en.len(), in_es.len());
        for (a, b) in in_en.iter().zip(&in_es) {
            let (a, b) = (a.to_string(), b.to_string());
            for message in [&a, &b] {
                assert!(has_line_column(message, &files.path), "{message}");
                assert_clean(message, &mutant);
            }
            assert_ne!(
                words_of(&a, &files.path),
                words_of(&b, &files.path),
                "the same words in both languages: {a}"
            );
        }
    }
    assert!(refused > MUTANTS / 2, "most mutants are refused: {refused}");
}

fn shipped_replays() -> Vec<(String, String)> {
    let mut all: Vec<(String, String)> = std::fs::read_dir("replays")
        .expect("the sample replays")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("read");
            (p.display().to_string(), text)
        })
        .collect();
    all.sort();
    assert!(!all.is_empty());
    all
}

/// A replay cut to its first [`ENTRIES`] entries, unfinished.
fn shortened(text: &str) -> String {
    if text
        .lines()
        .filter(|l| l.trim_start().starts_with("- "))
        .count()
        <= ENTRIES
    {
        return text.to_string();
    }
    let mut out = String::new();
    let mut entries = 0;
    for line in text.lines() {
        if line.starts_with("result:") {
            break;
        }
        if line.trim_start().starts_with("- ") {
            entries += 1;
            if entries > ENTRIES {
                continue;
            }
        }
        out.push_str(line);
        out.push('\n');
    }
    out.push_str("result: {winner: null, by: unfinished}\n");
    let replay = parse_document(&out).expect("a shortened sample still reads");
    assert!(verify(replay.replay).is_ok(), "and is still legal");
    out
}

#[test]
fn mutated_replays_are_refused_clearly_in_both_languages() {
    let (en, es) = (Localizer::new(Lang::En), Localizer::new(Lang::Es));
    let replays: Vec<(String, String)> = shipped_replays()
        .into_iter()
        .map(|(file, text)| (file, shortened(&text)))
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(12);
    let mut refused = 0;
    for _ in 0..MUTANTS {
        let (file, original) = &replays[rng.random_range(0..replays.len())];
        let mutant = mutate(&mut rng, original.as_bytes());
        let Ok(text) = text_of(mutant.clone()) else {
            refused += 1;
            continue;
        };
        let messages = match parse_document(&text) {
            Err(e) => {
                assert!(e.line >= 1 && e.column >= 1);
                let pair = [
                    read_error_line(&en, file, &e),
                    read_error_line(&es, file, &e),
                ];
                for message in &pair {
                    assert!(has_line_column(message, file), "{message}");
                }
                pair
            }
            Ok(parsed) => match verify(parsed.replay) {
                Ok(_) => continue,
                Err((v, e)) => {
                    let rules = v.replay.rules;
                    let pair = [
                        verify_error_line(&en, file, rules, &e, parsed.result_line),
                        verify_error_line(&es, file, rules, &e, parsed.result_line),
                    ];
                    for message in &pair {
                        assert!(has_line(message, file), "{message}");
                    }
                    pair
                }
            },
        };
        refused += 1;
        for message in &messages {
            assert_clean(message, &mutant);
        }
        assert_ne!(
            words_of(&messages[0], file),
            words_of(&messages[1], file),
            "the same words in both languages: {}",
            messages[0]
        );
    }
    assert!(refused > MUTANTS / 2, "most mutants are refused: {refused}");
}

#[test]
fn a_sample_of_mutants_through_the_binary() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut rng = ChaCha8Rng::seed_from_u64(13);
    let lessons = shipped();
    let replays = shipped_replays();
    for i in 0..2 * THROUGH_THE_BINARY {
        let (command, original, name): (&str, Vec<u8>, String) = if i % 2 == 0 {
            let l = &lessons[rng.random_range(0..lessons.len())];
            (
                "lesson",
                l.yaml.clone().into_bytes(),
                format!("{}.yaml", l.stem()),
            )
        } else {
            let (_, text) = &replays[rng.random_range(0..replays.len())];
            (
                "replay",
                text.clone().into_bytes(),
                format!("game-{i}.yaml"),
            )
        };
        let mutant = mutate(&mut rng, &original);
        let path = dir.path().join(&name);
        std::fs::write(&path, &mutant).expect("write");
        let lang = if i % 4 < 2 { "en" } else { "es" };
        let out = crate::common::senet()
            .args([command, "check", "--lang", lang])
            .arg(&path)
            .output()
            .expect("runs");
        let err = String::from_utf8_lossy(&out.stderr).into_owned();
        let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
        assert_clean(&format!("{stdout}{err}"), &mutant);
        if out.status.success() {
            continue;
        }
        assert!(matches!(out.status.code(), Some(1 | 2)), "{err}");
        let file = path.display().to_string();
        let first = err.lines().next().unwrap_or_default();
        assert!(
            has_line_column(first, &file) || has_line(first, &file),
            "{err}"
        );
        let summary = err.lines().last().unwrap_or_default();
        let spanish = ["problema", "partida"].iter().any(|w| summary.contains(w));
        assert_eq!(spanish, lang == "es", "in the user's language: {summary}");
    }
}

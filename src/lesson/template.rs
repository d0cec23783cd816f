//! `senet lesson new`: the YAML of a complete, valid starting lesson for a
//! teacher. Its texts (the words) are in `text::lesson_template`, which puts
//! the three files together.

use crate::engine::{RulesetId, Square, ThrowValue};

/// Whether `id` can name a lesson: lower-case letters, digits and dashes,
/// starting with a letter (it is also a file name and a Fluent id prefix).
#[must_use]
pub fn valid_id(id: &str) -> bool {
    let mut chars = id.chars();
    chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && id.len() <= 64
}

/// The example of the template's question in ruleset `id`: the piece it asks
/// about in the start position (the front piece of the side that starts;
/// [`Square::START`]: the piece waiting before square 1, `race`) and the
/// throw. A choice of this template, not a fact of the game, so it is kept
/// here: one arm per ruleset and no catch-all, so a new ruleset adds its row
/// (`tests/it/ruleset_facts.rs` allows this file and checks that).
fn example(id: RulesetId) -> (Square, ThrowValue) {
    let (piece, throw) = match id {
        RulesetId::Kendall | RulesetId::GamesRoom | RulesetId::Arcade => (9, ThrowValue::ONE),
        RulesetId::Skiryuk | RulesetId::Skiryuk14 => (10, ThrowValue::ONE),
        RulesetId::Race => (0, ThrowValue::THREE),
    };
    (Square::new(piece).unwrap_or(Square::START), throw)
}

/// [`example`] with its answer as the lesson file writes it: the square the
/// piece reaches, or `off`.
fn example_answered(id: RulesetId) -> (Square, ThrowValue, String) {
    let (piece, throw) = example(id);
    let analysis = crate::engine::analyze(&crate::engine::Position::start(id), throw);
    let answer = match analysis.move_from(piece) {
        Some(m) if m.to == crate::engine::OFF => "off".to_string(),
        Some(m) => m.to.to_string(),
        None => "1".to_string(),
    };
    (piece, throw, answer)
}

/// A commented-out best-move question for the template (every ruleset but race).
const BEST_MOVE_EXAMPLE: &str = r#"  # A best-move question: the learner picks the piece to move, and the checker
  # weighs every legal move with the engine. It refuses the question when the
  # expected piece is not the engine's best, or when the two best moves are
  # less than 2 points of win chance apart (see docs/lessons.md). Give it a
  # position where one move is clearly best, and its texts (the question's
  # wording, and an explanation shown with the feedback):
  # - text: my-q2
  #   board: "...your position..."
  #   throw: 2
  #   question:
  #     kind: best-move
  #     rule: moving
  #     explain: my-q2-explain
  #     expect: 9
"#;

/// The YAML of a new lesson `id` for `rules`: one explanation step and one
/// question that `senet lesson check` accepts as written, with the texts
/// `{id}-title`, `{id}-intro`, `{id}-q1`, `{id}-q1-hint` and `{id}-q1-explain`.
#[must_use]
pub fn new_lesson_yaml(id: &str, rules: RulesetId) -> String {
    let start = rules.ruleset().start;
    let (piece, throw, answer) = example_answered(rules);
    let board = start.to_string();
    format!(
        r#"# A Senet Tutor lesson. Format: docs/lessons.md. Check it with: senet lesson check {id}.yaml
senet-lesson: 1
id: {id}
rules: {rules}
title: {id}-title
steps:
  # A step shows a position and explains it. Board text: 30 characters, square 1 first.
  - text: {id}-intro
    board: "{board}"
    to-move: x
    throw: {throw}
    highlight: [{highlight}]
  # A step with a question: the checker recomputes the answer with the engine.
  - text: {id}-q1
    board: "{board}"
    to-move: x
    throw: {throw}
    highlight: [{highlight}]
    question:
      kind: destination
      piece: {piece}
      rule: moving
      hint: {id}-q1-hint
      explain: {id}-q1-explain
      expect: {answer}
{best_move}"#,
        rules = rules.name(),
        // With one piece a side (race) there is never a choice to weigh.
        best_move = if rules.ruleset().pieces == 1 {
            "  # (A race has one piece a side, so it never offers a best-move question.)\n"
                .to_string()
        } else {
            BEST_MOVE_EXAMPLE.replace("my-q2", &format!("{id}-q2"))
        },
        highlight = if piece.is_start() {
            String::new()
        } else {
            piece.to_string()
        },
    )
}

/// A commented example of every question kind, as (the key of its comment
/// in the words, the example's lines). The examples start from the starting
/// position; the checker says the engine's answer where `expect` differs.
const KIND_EXAMPLES: [(&str, &str); 12] = [
    (
        "legal",
        "kind: legal, piece: 10, rule: moving, expect: legal",
    ),
    (
        "legal-backward",
        "kind: legal-backward, piece: 10, rule: moving, expect: legal",
    ),
    (
        "destination",
        "kind: destination, piece: 10, rule: moving, expect: 12",
    ),
    (
        "which-pieces",
        "kind: which-pieces, rule: moving, expect: [10]",
    ),
    (
        "effect",
        "kind: effect, piece: 10, rule: moving, expect: {opponent: none, throw-again: false}",
    ),
    (
        "next-turn",
        "kind: next-turn, piece: 10, rule: moving, expect: other-side",
    ),
    (
        "route",
        "kind: route, ask: next, square: 10, rule: moving, expect: 11",
    ),
    (
        "chance",
        "kind: chance, value: 2, rule: moving, expect: 3/8",
    ),
    ("setup", "kind: setup, ask: first, rule: moving, expect: x"),
    (
        "score",
        "kind: score, wins: 3, margin: 12, rule: moving, expect: 15",
    ),
    ("best-move", "kind: best-move, rule: moving, expect: 10"),
    (
        "compare",
        "kind: compare, piece: 10, rule: moving, expect: [kendall, games-room]",
    ),
];

/// A text as a YAML double-quoted string (JSON's string syntax is YAML's).
fn quoted(text: &str) -> String {
    serde_json::to_string(text).unwrap_or_else(|_| "\"\"".to_string())
}

/// The YAML of a new lesson `id` for `rules` in one file, its texts in it in
/// the language `lang` (`languages: [lang]`): an explanation step and a
/// question that `senet lesson check` accepts as written, then a commented
/// example of every question kind. `words(key)` gives the words: `header`,
/// `check`, `title`, `intro`, `intro-comment`, `q1`, `q1-comment`,
/// `q1-hint`, `q1-explain`, `kinds`, and one line per kind, `kind-NAME`.
#[must_use]
pub fn new_inline_yaml(
    id: &str,
    rules: RulesetId,
    lang: crate::lang::Lang,
    words: &dyn Fn(&str) -> String,
) -> String {
    let start = rules.ruleset().start;
    let (piece, throw, answer) = example_answered(rules);
    let highlight = if piece.is_start() {
        String::new()
    } else {
        piece.to_string()
    };
    let comment = |key: &str| {
        words(key)
            .lines()
            .map(|l| format!("# {l}"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let mut out = format!(
        r#"{header}
{check} senet lesson check {id}.yaml
senet-lesson: 1
id: {id}
rules: {rules}
languages: [{lang}]
title: {title}
steps:
  {intro_comment}
  - text: {intro}
    board: "{start}"
    to-move: x
    throw: {throw}
    highlight: [{highlight}]
  {q1_comment}
  - text: {q1}
    board: "{start}"
    to-move: x
    throw: {throw}
    highlight: [{highlight}]
    question:
      kind: destination
      piece: {piece}
      rule: moving
      hint: {q1_hint}
      explain: {q1_explain}
      expect: {answer}
"#,
        header = comment("header"),
        check = comment("check"),
        rules = rules.name(),
        lang = lang.code(),
        title = quoted(&words("title")),
        intro_comment = comment("intro-comment"),
        intro = quoted(&words("intro")),
        q1_comment = comment("q1-comment"),
        q1 = quoted(&words("q1")),
        q1_hint = quoted(&words("q1-hint")),
        q1_explain = quoted(&words("q1-explain")),
    );
    let kinds = comment("kinds").replace("RULES", rules.name());
    out.push_str(&format!("\n  {}\n", kinds.replace('\n', "\n  ")));
    // The examples ask about the side to move's example piece.
    let example_piece = if piece.is_start() {
        Square::FIRST
    } else {
        piece
    };
    for (kind, example) in KIND_EXAMPLES {
        let example = example.replace("10", &example_piece.to_string());
        out.push_str(&format!(
            "  {}\n  # - text: {}\n  #   board: \"{start}\"\n  #   throw: 2\n  #   question: {{{example}}}\n",
            comment(&format!("kind-{kind}")),
            quoted(&words("example-text")),
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_file_and_fluent_safe() {
        assert!(valid_id("kendall-my-first"));
        assert!(!valid_id("My lesson"));
        assert!(!valid_id("1abc"));
        assert!(!valid_id("../x"));
        assert!(!valid_id(""));
    }

    #[test]
    fn every_example_moves_a_piece_of_the_side_that_starts() {
        for id in RulesetId::ALL {
            let (piece, throw) = example(id);
            let start = crate::engine::Position::start(id);
            let analysis = crate::engine::analyze(&start, throw);
            assert!(
                analysis.move_from(piece).is_some(),
                "{id}: {piece} with {throw:?}"
            );
        }
    }
}

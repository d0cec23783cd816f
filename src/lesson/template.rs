//! `senet lesson new`: the YAML of a complete, valid starting lesson for a
//! teacher. Its texts (the words) are in `text::lesson_template`, which puts
//! the three files together.

use crate::engine::RulesetId;

/// Whether `id` can name a lesson: lower-case letters, digits and dashes,
/// starting with a letter (it is also a file name and a Fluent id prefix).
#[must_use]
pub fn valid_id(id: &str) -> bool {
    let mut chars = id.chars();
    chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && id.len() <= 64
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
    let crate::engine::LessonExample { piece, throw } = rules.ruleset().facts.lesson_example;
    let board = start.to_string();
    let answer = {
        let a = crate::engine::analyze(&crate::engine::Position::start(rules), throw);
        match a.move_from(piece) {
            Some(m) if m.to == crate::engine::OFF => "off".to_string(),
            Some(m) => m.to.to_string(),
            None => "1".to_string(),
        }
    };
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
}

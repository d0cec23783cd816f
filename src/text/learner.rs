//! The learner record in words ([`crate::learner`]): misconceptions, how a
//! rule stands, and lesson stars.

use crate::args;
use crate::i18n::Localizer;

/// A misconception's text (its id when the catalogue has no text for it).
#[must_use]
pub fn misconception_text(l: &Localizer, id: &str) -> String {
    let key = format!("misconception-{id}");
    if l.has(&key) {
        l.text(&key)
    } else {
        id.to_string()
    }
}

/// The feedback line naming a misconception.
#[must_use]
pub fn misconception_line(l: &Localizer, id: &str) -> String {
    l.text_with(
        "feedback-misconception",
        args![("text", misconception_text(l, id))],
    )
}

/// What the first try at a question was.
#[derive(Debug, Clone, Copy, Default)]
pub struct FirstTry<'a> {
    /// It was wrong, and this answer is the second try.
    pub missed: bool,
    /// The misconception it revealed.
    pub misconception: Option<&'a str>,
}

/// The feedback after an answer, as the question screen and the JSON-lines
/// quiz show it: the verdict ("Right on the second try" after a first miss,
/// never "Right!"), the misconception the first answer revealed, then the
/// explanation and the rule ([`crate::text::lesson::feedback`]).
#[must_use]
pub fn feedback_lines(
    l: &Localizer,
    rules: &crate::engine::Ruleset,
    position: Option<&crate::lesson::Position>,
    q: &crate::lesson::Question,
    given: &crate::lesson::Answer,
    explain: Option<&str>,
    first_try: FirstTry<'_>,
) -> Vec<String> {
    let FirstTry {
        missed,
        misconception,
    } = first_try;
    let mut lines = crate::text::lesson::feedback(l, rules, position, q, given, explain);
    if missed && q.accepts(given) {
        if let Some(verdict) = lines.first_mut() {
            *verdict = l.text("feedback-right-second-try");
        }
    } else if missed {
        // The verdict first, then what the first miss means.
        lines.insert(lines.len().min(1), l.text("feedback-second-try"));
    }
    if let Some(id) = misconception {
        lines.insert(lines.len().min(1), misconception_line(l, id));
    }
    lines
}

/// A recall estimate as a whole percentage, in the language's way.
#[must_use]
pub fn percent(l: &Localizer, recall: f64) -> String {
    l.text_with(
        "learner-recall",
        args![("percent", (recall * 100.0).round() as usize)],
    )
}

/// How a rule stands, in words: new / learning / known.
#[must_use]
pub fn standing_word(l: &Localizer, standing: crate::learner::Standing) -> String {
    l.text(match standing {
        crate::learner::Standing::New => "learner-standing-new",
        crate::learner::Standing::Learning => "learner-standing-learning",
        crate::learner::Standing::Known => "learner-standing-known",
    })
}

/// One rule's line: its first-try tally, standing, recall and when it is due.
#[must_use]
pub fn rule_line(l: &Localizer, s: &crate::learner::RuleState, now: u64) -> String {
    let Some(recall) = s.recall else {
        return standing_word(l, s.standing);
    };
    let due = if s.due {
        l.text("progress-due-now")
    } else {
        let days = s.due_at.saturating_sub(now).div_ceil(24 * 60 * 60);
        l.text_with("progress-due-in", args![("days", days as usize)])
    };
    l.text_with(
        "learner-rule-line",
        args![
            ("right", s.tally.first_try_right as usize),
            ("asked", s.tally.asked as usize),
            ("standing", standing_word(l, s.standing)),
            ("recall", percent(l, recall)),
            ("due", due)
        ],
    )
}

/// A ruleset's rules, weakest rule and open misconceptions, indented under
/// the ruleset's name (the progress report's lines).
#[must_use]
pub fn rule_lines(
    l: &Localizer,
    r: &crate::quiz::progress::RulesetProgress,
    now: u64,
) -> Vec<String> {
    let name = |rule| crate::text::progress::topic_name(l, r.rules, crate::quiz::Topic::Rule(rule));
    let mut out = vec![format!("  {}", l.text("learner-rules-heading"))];
    for s in &r.rules_state {
        out.push(format!("    {} — {}", name(s.rule), rule_line(l, s, now)));
    }
    if let Some(rule) = r.weakest {
        out.push(format!(
            "  {}",
            l.text_with("learner-weakest", args![("rule", name(rule))])
        ));
    }
    if !r.misconceptions.is_empty() {
        out.push(format!("  {}", l.text("learner-misconceptions-heading")));
        for (id, seen) in &r.misconceptions {
            out.push(format!(
                "    {}",
                l.text_with(
                    "learner-misconception-line",
                    args![
                        ("text", misconception_text(l, id)),
                        ("count", *seen as usize)
                    ]
                )
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::i18n::{Lang, Localizer};
    use crate::lesson::misconceptions::all;

    #[test]
    fn every_misconception_of_the_catalogue_has_its_text_in_every_language() {
        for lang in Lang::ALL {
            let l = Localizer::new(lang);
            for m in all() {
                assert!(
                    l.has(&format!("misconception-{}", m.id)),
                    "{lang:?}: misconception-{}",
                    m.id
                );
            }
        }
    }
}

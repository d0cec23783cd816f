//! The learner's progress in words ([`crate::quiz::progress`]): per ruleset,
//! the lessons done (the shipped curriculum apart from a teacher's own) and
//! each quiz topic by its rule's or reason's name, with how it stands in the
//! review schedule. Shared by the home screen's progress and `senet progress`.

use crate::args;
use crate::i18n::Localizer;
use crate::quiz::Topic;
use crate::quiz::progress::{Count, Report, TopicState};
use crate::store::progress::TopicRecord;
use crate::text::names::{reason_name, rule_title, ruleset_name};

/// A quiz topic in words: the reason's name or the rule's title.
#[must_use]
pub fn topic_name(l: &Localizer, rules: crate::engine::RulesetId, topic: Topic) -> String {
    let name = match topic {
        Topic::Reason(r) => reason_name(l, rules, r),
        Topic::Rule(id) => rules
            .ruleset()
            .rule(id)
            .map_or_else(|| id.id().to_string(), |r| rule_title(l, r)),
    };
    // A reason's name starts a line here: "Must stop on 26 first".
    let mut chars = name.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// Where a topic stands: weak (to review), mastered, due now, or due in N days.
#[must_use]
pub fn standing(l: &Localizer, t: &TopicState, now: u64) -> String {
    let r: &TopicRecord = &t.record;
    let tally = l.text_with(
        "progress-topic-tally",
        args![("right", r.right), ("asked", r.right + r.wrong)],
    );
    let when = if t.is_weak() {
        l.text("progress-topic-weak")
    } else if r.mastered() {
        l.text("progress-mastered")
    } else if r.is_due(now) {
        l.text("progress-due-now")
    } else {
        let days = r.due.saturating_sub(now).div_ceil(24 * 60 * 60);
        l.text_with("progress-due-in", args![("days", days as usize)])
    };
    format!("{tally} · {when}")
}

/// The report as lines: the general lessons, then each ruleset started
/// (and `always`, e.g. the one chosen, even when not started) with its
/// lessons and its topics. `titles` gives a lesson's title from its id
/// (`None`: show the id); `listed`: list the lessons done one by one,
/// each with its best stars (`stars` gives them from a lesson
/// id; 0: none).
#[must_use]
pub fn report_lines_with_stars(
    l: &Localizer,
    report: &Report,
    always: Option<crate::engine::RulesetId>,
    now: u64,
    listed: bool,
    titles: &dyn Fn(&str) -> Option<String>,
    stars: &dyn Fn(&str) -> u8,
) -> Vec<String> {
    let mut out = Vec::new();
    let done_list = |out: &mut Vec<String>, count: &Count, indent: &str| {
        if listed {
            for id in &count.done {
                let title = titles(id).unwrap_or_else(|| crate::text::errors::clean(id));
                let drawn = crate::learner::stars::drawn(stars(id));
                if drawn.is_empty() {
                    out.push(format!("{indent}✓ {title}"));
                } else {
                    out.push(format!("{indent}✓ {drawn} {title}"));
                }
            }
        }
    };
    if report.general.total > 0 {
        out.push(l.text_with(
            "progress-general",
            args![
                ("done", report.general.done.len()),
                ("total", report.general.total)
            ],
        ));
        done_list(&mut out, &report.general, "  ");
    }
    for r in &report.rulesets {
        if !r.is_started() && always != Some(r.rules) {
            continue;
        }
        if !out.is_empty() {
            out.push(String::new());
        }
        out.push(ruleset_name(l, r.rules));
        if r.shipped.total > 0 {
            out.push(format!(
                "  {}",
                l.text_with(
                    "progress-ruleset-lessons",
                    args![("done", r.shipped.done.len()), ("total", r.shipped.total)],
                )
            ));
            done_list(&mut out, &r.shipped, "    ");
        }
        if r.own.total > 0 || !r.own.done.is_empty() {
            out.push(format!(
                "  {}",
                l.text_with(
                    "progress-own-lessons",
                    args![("done", r.own.done.len()), ("total", r.own.total)],
                )
            ));
            done_list(&mut out, &r.own, "    ");
        }
        if r.is_answered() {
            out.extend(crate::text::learner::rule_lines(l, r, now));
        } else {
            out.push(format!("  {}", l.text("progress-ruleset-no-topics")));
        }
        if !r.topics.is_empty() {
            out.push(format!("  {}", l.text("learner-earlier-topics")));
            for t in &r.topics {
                out.push(format!(
                    "    {} — {}",
                    topic_name(l, r.rules, t.topic),
                    standing(l, t, now)
                ));
            }
        }
    }
    if !report.other_own.is_empty() {
        out.push(String::new());
        out.push(l.text_with(
            "progress-other-own",
            args![("count", report.other_own.len())],
        ));
        if listed {
            for id in &report.other_own {
                out.push(format!("  ✓ {}", crate::text::errors::clean(id)));
            }
        }
    }
    out
}

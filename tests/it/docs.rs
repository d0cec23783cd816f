//! The reference documents generated from the engine stay current.

use senet::i18n::{Lang, Localizer};

/// `docs/rules.md` is exactly what the engine says today; with
/// `SENET_WRITE_DOCS=1` the test writes it instead.
#[test]
fn docs_rules_md_is_generated_from_the_engine() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/rules.md");
    let generated = senet::text::rules::reference(&Localizer::new(Lang::En));
    if std::env::var_os("SENET_WRITE_DOCS").is_some() {
        std::fs::write(path, &generated).expect("write docs/rules.md");
    }
    let kept = std::fs::read_to_string(path).expect("docs/rules.md exists");
    assert!(
        kept == generated,
        "docs/rules.md is out of date: run SENET_WRITE_DOCS=1 cargo test --test it docs"
    );
    // Every ruleset, and every rule id a lesson may name, is in it.
    for id in senet::engine::RulesetId::ALL {
        assert!(kept.contains(&format!("(`{}`)", id.name())), "{id}");
        for rule in id.ruleset().rules {
            assert!(
                kept.contains(&format!("`{}`", rule.id.id())),
                "{id} {:?}",
                rule.id
            );
        }
    }
}

/// The table of measured errors by phase in `docs/analyze.md` is the one
/// the program holds its marks to (`ai::per_ruleset::Settings::estimate_error`).
#[test]
fn docs_analyze_md_states_the_measured_errors_the_program_uses() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/analyze.md");
    let kept = std::fs::read_to_string(path).expect("docs/analyze.md exists");
    let points = |e: f64| {
        let p = (e * 1000.0).round() / 10.0;
        if p == 0.0 {
            "0".to_string()
        } else {
            format!("{p:.1}")
        }
    };
    for id in senet::engine::RulesetId::ALL {
        let errors = senet::ai::per_ruleset::settings(id).estimate_error.values();
        let row = format!("| {} | {} |", id.name(), errors.map(points).join(" | "));
        assert!(kept.contains(&row), "docs/analyze.md lacks the row {row}");
    }
}

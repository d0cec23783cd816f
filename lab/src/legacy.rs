//! The program's first evaluation weights, kept by the lab to measure the
//! shipped ones against: one linear set per stick ruleset (the model of
//! [`Weights::linear`]), fitted to self-play results by `bin/tune.rs`. The
//! shipped program plays with the phased weights of
//! `crates/ai/src/weights.txt` and never reads these; `duel_weights`,
//! `calibrate`, `fit_eval` and `level_timing` take them by the name `legacy`.

use senet::ai::eval::Weights;
use senet::engine::RulesetId;

/// The first weights of ruleset `id`; `race`, which is solved exactly, has
/// none and keeps the pip count ([`Weights::PIPS_ONLY`]).
#[must_use]
pub fn legacy(id: RulesetId) -> Weights {
    match id {
        RulesetId::Kendall => LEGACY[0],
        RulesetId::GamesRoom => LEGACY[1],
        RulesetId::Arcade => LEGACY[2],
        RulesetId::Skiryuk => LEGACY[3],
        RulesetId::Skiryuk14 => LEGACY[4],
        RulesetId::Race => Weights::PIPS_ONLY,
    }
}

/// The first weights of the program ([`legacy`]): kendall, games-room,
/// arcade, skiryuk, skiryuk-14, in the order of
/// [`FEATURE_NAMES`](senet::ai::eval::FEATURE_NAMES), as printed by
/// `cargo run --release -p senet-lab --bin tune` (regression on self-play
/// results, then SPSA; see `lab/NOTEBOOK.md`). The
/// comments give the measured gains: duels of 2,000 games one throw ahead,
/// A's score with its 95% Wilson interval ("chosen" is the set below).
pub const LEGACY: [Weights; 5] = [
    // kendall: fitted vs pips only 52.0% [49.9%, 54.2%] over 2000 games;
    //   SPSA vs fitted 51.3% [49.1%, 53.5%] over 2000 games;
    //   chosen vs pips only 52.6% [50.5%, 54.8%] over 2000 games
    Weights::linear([
        0.1750, 0.0012, 0.0615, 0.1487, 0.0037, 0.1148, 0.0968, -0.0628, 0.1069, 0.0305, -0.0638,
    ]),
    // games-room: fitted vs pips only 53.3% [51.2%, 55.5%] over 2000 games;
    //   SPSA vs fitted 50.6% [48.5%, 52.8%] over 2000 games;
    //   chosen vs pips only 51.7% [49.5%, 53.9%] over 2000 games
    Weights::linear([
        0.3058, 0.0534, 0.0529, 0.0793, 0.1324, -0.0392, 0.2308, -0.1544, 0.0317, 0.0403, -0.0134,
    ]),
    // arcade: fitted vs pips only 54.2% [52.1%, 56.4%] over 2000 games;
    //   SPSA vs fitted 50.0% [47.9%, 52.2%] over 2000 games;
    //   chosen vs pips only 54.5% [52.4%, 56.7%] over 2000 games
    Weights::linear([
        0.1557, 0.0563, 0.0353, 0.1367, 0.1487, -0.0469, 0.3070, -0.0171, 0.0561, 0.1162, 0.0678,
    ]),
    // skiryuk: fitted vs pips only 62.4% [60.2%, 64.4%] over 2000 games;
    //   SPSA vs fitted 49.1% [47.0%, 51.3%] over 2000 games;
    //   chosen vs pips only 62.2% [60.0%, 64.3%] over 2000 games
    Weights::linear([
        0.1646, 0.1281, -0.0072, 0.0869, 0.0601, 0.0647, 0.0000, -0.2963, 0.0000, 0.0000, 0.0158,
    ]),
    // skiryuk-14: fitted vs pips only 60.0% [57.8%, 62.1%] over 2000 games;
    //   SPSA vs fitted 49.5% [47.4%, 51.7%] over 2000 games;
    //   chosen vs pips only 58.9% [56.7%, 61.0%] over 2000 games
    Weights::linear([
        0.1341, 0.0424, 0.0170, 0.0562, 0.0832, -0.0535, 0.0000, -0.1798, 0.0000, 0.0000, 0.0185,
    ]),
];

#[cfg(test)]
mod tests {
    use super::legacy;
    use senet::ai::duel::sample_decisions;
    use senet::ai::search::SearchResult;
    use senet::ai::{Limits, Searcher};
    use senet::engine::RulesetId;

    #[test]
    fn each_first_weight_set_is_one_rulesets_and_values_progress() {
        let sets: Vec<_> = RulesetId::ALL.map(legacy).to_vec();
        for (i, a) in sets.iter().enumerate() {
            assert!(!a.phased, "{i}");
            for b in &sets[i + 1..] {
                assert_ne!(a, b);
            }
            // The progress features (pips, off, passed-26, exits) are never
            // weighted against.
            for k in [0, 1, 8, 9] {
                assert!(a.phases[0][k] >= 0.0, "{i}: weight {k}");
            }
        }
    }

    /// One search's footprint: nodes, chosen move, depth reached, and an
    /// FNV-1a hash of every value's bits (as `senet-ai`'s pinned search).
    fn footprint(r: &SearchResult) -> (u64, usize, u8, u64) {
        let mut h = 0xcbf2_9ce4_8422_2325u64;
        for v in &r.values[..r.moves] {
            for byte in v.to_bits().to_le_bytes() {
                h = (h ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
            }
        }
        (r.nodes, r.best, r.depth, h)
    }

    /// Pins the search's exact behaviour with the first weights (node
    /// counts, chosen moves, value bits) on the fixed positions of
    /// `senet-ai`'s pinned search, as recorded before the phased evaluation:
    /// the linear evaluation is computed exactly as it always was (the fused
    /// linear sum), so these never changed. Without the strongest level's
    /// searches, which take most of the time in a debug build.
    #[test]
    fn the_search_is_pinned_exactly_with_the_first_weights() {
        let mut actual = Vec::new();
        let mut searcher = Searcher::default();
        for id in RulesetId::ALL
            .into_iter()
            .filter(|&id| id != RulesetId::Race)
        {
            let rules = id.ruleset();
            let w = legacy(id);
            for (k, d) in sample_decisions(id, 4, 40, 2026).iter().enumerate() {
                let left = d.state.throws_left(rules);
                let side = d.state.side;
                let depth3 = Limits::depth(3);
                let r = searcher.search(rules, &w, side, &d.analysis, left, &depth3);
                actual.push(footprint(&r));
                if k == 0 {
                    // Every value exact, and near a draw limit (the `left` codes).
                    let depth2 = Limits::depth(2);
                    let r = searcher.search_all(rules, &w, side, &d.analysis, left, &depth2);
                    actual.push(footprint(&r));
                    let r = searcher.search(rules, &w, side, &d.analysis, Some(3), &depth3);
                    actual.push(footprint(&r));
                    // A budget that runs out in the middle of an iteration.
                    let tight = Limits {
                        depth: 5,
                        nodes: Some(5_000),
                        time: None,
                        endgame: true,
                    };
                    let r = searcher.search(rules, &w, side, &d.analysis, left, &tight);
                    actual.push(footprint(&r));
                }
            }
        }
        let expected: &[(u64, usize, u8, u64)] = &[
            (12044, 2, 3, 10431148568851035563),
            (1543, 2, 2, 8618452334727107054),
            (429, 2, 3, 6082024272624116885),
            (965, 2, 2, 16684773362078053266),
            (18915, 4, 3, 16657701474708167099),
            (4482, 3, 3, 4314454950339373462),
            (16479, 0, 3, 11406892302315092785),
            (8171, 0, 3, 14205912328583280391),
            (765, 0, 2, 303405476913089316),
            (260, 0, 3, 12161962213042174405),
            (7170, 0, 2, 12404531422774954350),
            (21385, 1, 3, 5243730027737103319),
            (6829, 1, 3, 10079907594056510335),
            (10021, 0, 3, 7796364297431811481),
            (8760, 0, 3, 17873564421481801256),
            (745, 0, 2, 793211917129473819),
            (260, 0, 3, 12161962213042174405),
            (499, 0, 2, 7532327377676514009),
            (20993, 1, 3, 13173598481668801654),
            (7763, 1, 3, 7683746373133300580),
            (12168, 3, 3, 13124255024525573495),
            (4255, 0, 3, 5913003397739452771),
            (674, 0, 2, 13392994708758423197),
            (250, 0, 3, 5861121500528370117),
            (509, 0, 2, 14160894133479893640),
            (6811, 2, 3, 4119450411779511397),
            (3405, 2, 3, 2132938767776359809),
            (7858, 3, 3, 12627512749485500378),
            (13140, 3, 3, 13640062760952696300),
            (2132, 3, 2, 2376661051951210031),
            (441, 3, 3, 9808874869469701221),
            (1105, 3, 2, 17563174843279437838),
            (23524, 2, 3, 17151679873675897723),
            (8669, 0, 3, 11002927962708130261),
            (13323, 3, 3, 2423245862197438715),
        ];
        assert_eq!(actual, expected, "actual: {actual:?}");
    }
}

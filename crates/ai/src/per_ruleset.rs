//! The computer's own settings for each ruleset, keyed by [`RulesetId`]:
//! which exact endgame tables serve it and how its searched win chances are
//! shown. These are the computer's choices, not facts of the game, so they
//! live here and not in the engine's ruleset files.
//!
//! [`settings`] is one `match` with an arm per ruleset and no catch-all: a
//! new ruleset does not compile until it has its row here. It is the one
//! place of this crate that names rulesets (`tests/it/ruleset_facts.rs`
//! allows it and checks that it keeps no catch-all arm). The evaluation's
//! weights are keyed by ruleset name in their data file (`weights.txt`).

use crate::endgame::part::SKIRYUK as SKIRYUK_PART;
use crate::phase::ByPhase;
use crate::shown::Pull;
use senet_engine::{Ruleset, RulesetId};

/// The computer's settings for one ruleset.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Settings {
    /// The exact endgame tables that serve it.
    pub endgame: EndgameShape,
    /// How its searched win chances are shown ([`crate::shown`]): pulled
    /// towards even (fitted to the calibration report by the lab's
    /// `fit_shown`), or `None`: as the search gives them (its report showed
    /// no need).
    pub shown_pull: Option<Pull>,
    /// The phases of a decision's position in which [`Settings::shown_pull`]
    /// applies (checked by the lab's `fit_shown --phases`); in the others the
    /// search's estimate is shown as it is.
    pub pull_phases: ByPhase<bool>,
    /// The measured error (win chance, 0..1) of a shown estimate in each
    /// phase of the game ([`Phase`](crate::phase::Phase)): the rms
    /// difference between level 3's shown chance and the truth (600
    /// playouts, their noise removed) on decisions from varied games, throws
    /// 30 to 200 (`lab/calibration/varied-*.txt`, the table in `docs/ai.md`).
    /// A phase measured on fewer than 30 decisions takes the larger of its
    /// own and the ruleset's overall error. `race` has no choices to
    /// estimate.
    pub estimate_error: ByPhase<f64>,
    /// The share of a playout's luck that rollouts take off its result
    /// (variance reduction, [`crate::rollout::Settings::reduce`]): the
    /// regression coefficient of the result on the luck as the levels'
    /// evaluation measures it, fitted once by the lab's `rollout_speed` on
    /// sampled decisions (`lab/calibration/rollout-luck.txt`). Any fixed
    /// share leaves the rollout's mean unbiased; this one leaves the least
    /// noise. 0 takes nothing off.
    pub luck_share: f64,
}

/// Which exact endgame tables serve a ruleset.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct EndgameShape {
    /// The ruleset whose tables serve this one: itself, or one whose pieces
    /// move the same way (`skiryuk-14` uses `skiryuk`'s).
    pub tables_of: RulesetId,
    /// The most pieces a side has in its small table (`race`: 1, which is
    /// already the whole game).
    pub small_pieces: u32,
    /// Its larger table, beyond the small one.
    pub large: Larger,
}

/// The larger exact table of a ruleset, beyond its small one.
#[derive(Copy, Clone, PartialEq, Eq)]
pub enum Larger {
    /// None: the small table is the whole game (`race`).
    None,
    /// The whole three-piece table, built on the learner's machine (minutes
    /// of CPU) and installed by the program.
    Built,
    /// The part of the three-piece table where one side has at most one
    /// piece, solved once by policy iteration and shipped in the program
    /// (skiryuk: its sweeps do not settle on the stays of 28 and 29, and the
    /// rest of its three-piece table would take hours; `docs/ai.md`): the
    /// embedded file ([`crate::endgame::part`]).
    ShippedPart(&'static [u8]),
}

impl EndgameShape {
    /// Whether the small table is the whole game: it covers every piece a
    /// side of `rules` has (`race`).
    #[must_use]
    pub const fn small_is_whole(&self, rules: &Ruleset) -> bool {
        self.small_pieces >= rules.pieces as u32
    }
}

impl std::fmt::Debug for Larger {
    /// A shipped part by its length, not its bytes.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Larger::None => f.write_str("None"),
            Larger::Built => f.write_str("Built"),
            Larger::ShippedPart(bytes) => write!(f, "ShippedPart({} bytes)", bytes.len()),
        }
    }
}

/// The tables of a ruleset that has its own: at most `small_pieces` pieces
/// a side in the small one, and the larger one `large`.
const fn own(id: RulesetId, small_pieces: u32, large: Larger) -> EndgameShape {
    EndgameShape {
        tables_of: id,
        small_pieces,
        large,
    }
}

/// The computer's settings for ruleset `id`.
#[must_use]
pub const fn settings(id: RulesetId) -> Settings {
    match id {
        RulesetId::Kendall => Settings {
            endgame: own(id, 2, Larger::Built),
            // The model's estimates of the opening and the middle game,
            // nearly all between 43% and 57%, are spread too far: slopes
            // 0.06 to 0.48 there on seeds 29, 31, 37 and 43. Fitted on the
            // opening's and middle game's options of seeds 29, 31 and 37
            // (576; slope 0.33 -> 0.94), checked on 43 (198; 0.42 -> 1.23)
            // and 47 (lab/NOTEBOOK.md, "Kendall's shown pull").
            shown_pull: Some(Pull {
                center: 0.5000,
                size: 0.0665,
                width: 0.0950,
            }),
            // Late and with few pieces its endings network gives the
            // estimates, which came true as searched (slopes 0.95 to 1.09).
            pull_phases: ByPhase {
                opening: true,
                middle: true,
                late: false,
                few_pieces: false,
            },
            estimate_error: ByPhase {
                // With its endings network from its own players' labels:
                // three samples of 200 decisions x 300 playouts, seeds 29, 31
                // and 37, pooled (lab/calibration/varied-kendall-lead30*.txt);
                // the opening and middle game through the pull above
                // (`fit_shown --phases kendall`, lab/calibration/
                // fit-shown-phases-kendall.txt: 1.7 and 2.1 points, the
                // opening's 23 decisions taking the overall 1.8).
                opening: 0.018,
                middle: 0.021,
                late: 0.016,
                few_pieces: 0.017,
            },
            luck_share: 0.85,
        },
        RulesetId::GamesRoom => Settings {
            endgame: own(id, 2, Larger::Built),
            shown_pull: None,
            pull_phases: ByPhase::all(true),
            // With its endings network for the shown chances (the levels
            // play by the model): seeds 53, 59 and 61 (200 decisions x 300
            // playouts each), pooled by options
            // (lab/calibration/varied-games-room-net-seed-*.txt).
            estimate_error: ByPhase {
                opening: 0.019,
                middle: 0.011,
                late: 0.012,
                few_pieces: 0.017,
            },
            luck_share: 0.72,
        },
        RulesetId::Arcade => Settings {
            endgame: own(id, 2, Larger::Built),
            shown_pull: None,
            pull_phases: ByPhase::all(true),
            // As games-room's (lab/calibration/varied-arcade-net-seed-*.txt).
            estimate_error: ByPhase {
                opening: 0.010,
                middle: 0.010,
                late: 0.012,
                few_pieces: 0.012,
            },
            luck_share: 0.65,
        },
        RulesetId::Skiryuk => Settings {
            // Its value iteration does not settle on the stays of 28 and
            // 29: the part "three against at most one" is shipped, solved
            // by policy iteration (`endgame::shipped_part`).
            endgame: own(id, 2, Larger::ShippedPart(SKIRYUK_PART)),
            // Fitted on its calibration report's dump of seed 4, 600 decisions.
            shown_pull: Some(Pull {
                center: 0.4950,
                size: 0.0490,
                width: 0.0700,
            }),
            // Not in the late game, whose estimates are its network's for the
            // shown chances and came true as searched (slopes 0.86 to 1.02 on
            // seeds 29, 31, 41, 43 and 47, 1.04 to 1.30 through the pull;
            // pooled rms 2.4 -> 2.1, largest 10.9 -> 9.5). In the middle game
            // and with few pieces the network's estimates need the pull too
            // (middle slopes 0.64 to 0.89 as searched; lab/NOTEBOOK.md, "The
            // shown pull and the networks' estimates").
            pull_phases: ByPhase {
                opening: true,
                middle: true,
                late: false,
                few_pieces: true,
            },
            // With its endings network for the shown chances (the levels
            // play by the model): three samples of 200, 200 and 120 decisions
            // x 300 playouts, seeds 29, 31 and 41, pooled by options
            // (lab/calibration/varied-skiryuk-free-shown-seed-*.txt); the
            // late game's shown as searched (`fit_shown --phases` on the same
            // decisions' dumps, lab/calibration/fit-shown-phases-skiryuk.txt).
            estimate_error: ByPhase {
                opening: 0.029,
                middle: 0.020,
                late: 0.023,
                few_pieces: 0.026,
            },
            luck_share: 0.44,
        },
        RulesetId::Skiryuk14 => Settings {
            // Its pieces move as skiryuk's: skiryuk's tables serve it.
            endgame: EndgameShape {
                tables_of: RulesetId::Skiryuk,
                small_pieces: 2,
                large: Larger::ShippedPart(SKIRYUK_PART),
            },
            // Fitted on its calibration report's dump of seed 3, 600 decisions.
            shown_pull: Some(Pull {
                center: 0.5050,
                size: 0.0490,
                width: 0.0700,
            }),
            // Not in the middle game nor late, whose estimates are its
            // network's for the shown chances and came true as searched
            // (middle slopes 0.90 to 1.07 on seeds 29, 31, 41, 43 and 47,
            // 1.23 to 1.57 through the pull; late, seeds 31, 43, 47 and 53
            // pooled, slope 1.12, rms 2.0, p95 3.9 as searched against 1.33,
            // 2.8, 5.8 through the pull). With few pieces the pull stays
            // (without it the largest error grows from 7.5 to 9.8;
            // lab/NOTEBOOK.md, "The shown pull and the networks' estimates",
            // "Skiryuk-14's late game shown as searched").
            pull_phases: ByPhase {
                opening: true,
                middle: false,
                late: false,
                few_pieces: true,
            },
            // With its endings network for the shown chances (the levels
            // play by the model): seeds 29, 31 and 41 (120, 200 and 200
            // decisions x 300 playouts), pooled by options
            // (lab/calibration/varied-skiryuk-14-free-shown-seed-*.txt); the
            // middle game's shown as searched (`fit_shown --phases` on the
            // same decisions' dumps, lab/calibration/fit-shown-phases-*.txt);
            // the late game's as searched on seeds 31, 43, 47 and 53 pooled
            // (lab/calibration/fit-shown-phases-skiryuk-14-late.txt).
            estimate_error: ByPhase {
                opening: 0.022,
                middle: 0.017,
                late: 0.020,
                few_pieces: 0.034,
            },
            luck_share: 0.44,
        },
        // One piece a side: the small table is the whole game.
        RulesetId::Race => Settings {
            endgame: own(id, 1, Larger::None),
            shown_pull: None,
            pull_phases: ByPhase::all(true),
            estimate_error: ByPhase::all(0.0),
            // Solved exactly: nothing is played out.
            luck_share: 0.0,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every ruleset with choices to estimate has a measured error in every
    /// phase, of a few points at most; `race` has none.
    #[test]
    fn every_phase_has_its_measured_error() {
        for id in RulesetId::ALL {
            let errors = settings(id).estimate_error.values();
            if id == RulesetId::Race {
                assert_eq!(errors, [0.0; 4]);
                continue;
            }
            for e in errors {
                assert!(e > 0.0 && e < 0.15, "{id}: {e}");
            }
        }
    }

    #[test]
    fn endgame_tables_are_served_by_a_ruleset_that_moves_the_same() {
        for id in RulesetId::ALL {
            let rules = id.ruleset();
            let shape = settings(id).endgame;
            let owner = shape.tables_of.ruleset();
            let owners = settings(owner.id).endgame;
            assert_eq!(owners.tables_of, owner.id, "{id}: one step");
            assert_eq!(owner.movement, rules.movement, "{id}");
            assert_eq!(owner.throw_model, rules.throw_model, "{id}");
            assert_eq!(owner.draw_after_throws, rules.draw_after_throws, "{id}");
            assert_eq!(owners.small_pieces, shape.small_pieces, "{id}");
            assert_eq!(owners.large, shape.large, "{id}");
            assert!(shape.small_pieces >= 1 && shape.small_pieces <= u32::from(rules.pieces));
            assert_eq!(
                shape.large == Larger::None,
                shape.small_is_whole(rules),
                "{id}"
            );
        }
    }
}

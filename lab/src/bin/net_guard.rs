//! The two guards an endings network must pass before it is embedded
//! (`crates/ai/src/tests.rs`: `progress_never_looks_bad` and
//! `endings_networks_do_not_make_games_last`), run on a networks file in a
//! release build, so that candidates are screened without rebuilding the
//! tests.
//!
//! ```text
//! cargo run --release -p senet-lab --bin net_guard -- --rules R --nets FILE [--games 24]
//! ```
//!
//! It prints, for skiryuk and skiryuk-14, the move levels 2 and 3 choose
//! with a 3 for x on 24, 25, 28, 29 against o's blockade on 19, 21..=23
//! (bearing off from 28 passes) and the values of every option; then the
//! mean length of `--games` level-2 games between two players with the
//! network against two without, on the same throws (seed 29), and the
//! games that reach the throw limit.

use senet_lab::{flags, weights_file};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use senet::ai::duel::{MAX_THROWS, Player, duel_game};
use senet::ai::eval::Weights;
use senet::ai::level::{GameState, Level, choose_with, evaluate_options_with};
use senet::engine::{RulesetId, Side, analyze_board};

fn main() {
    let mut rules = RulesetId::Skiryuk;
    let mut nets = None;
    let mut games = 24u64;
    let pairs = match flags::pairs() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("net_guard: {e}");
            std::process::exit(2);
        }
    };
    for (flag, value) in pairs {
        let parsed = match flag.as_str() {
            "--rules" => flags::ruleset(&value).map(|r| rules = r),
            "--nets" => {
                nets = Some(value);
                Ok(())
            }
            "--games" => flags::number(&flag, &value).map(|g| games = g.clamp(1, 10_000)),
            _ => Err(format!("unknown option {flag}")),
        };
        if let Err(e) = parsed {
            eprintln!("net_guard: {e}");
            std::process::exit(2);
        }
    }
    let Some(path) = nets else {
        eprintln!("net_guard: --nets FILE is needed");
        std::process::exit(2);
    };
    let net = match weights_file::net_of_file(&path, rules) {
        Ok(Some(n)) => n,
        Ok(None) => {
            eprintln!("net_guard: {path} has no network for {rules}");
            std::process::exit(2);
        }
        Err(e) => {
            eprintln!("net_guard: {path}: {e}");
            std::process::exit(2);
        }
    };
    let with = Weights::tuned(rules).with_net(Some(net));
    let without = Weights::tuned(rules).with_net(None);
    if matches!(rules, RulesetId::Skiryuk | RulesetId::Skiryuk14) {
        let r = rules.ruleset();
        let Ok(board) = r.parse_board("..................o.oooxx..xx.") else {
            eprintln!("net_guard: the board does not parse in {rules}");
            std::process::exit(2);
        };
        let analysis = analyze_board(r, &board, Side::X, 3);
        let state = GameState {
            board,
            side: Side::X,
            throws: 100,
        };
        for (name, w) in [("network", &with), ("model", &without)] {
            for level in [Level::Search(2), Level::Search(3)] {
                let mut rng = ChaCha8Rng::seed_from_u64(1);
                let i = choose_with(r, &state, 3, &analysis, level, w, &mut rng);
                let chosen = analysis.get(i).map(|m| m.from.number());
                let Some(limits) = level.limits() else {
                    continue;
                };
                let values = evaluate_options_with(r, &state, 3, &analysis, &limits, w);
                let shown: Vec<String> = values
                    .iter()
                    .map(|(m, v)| {
                        format!("{}->{} {:.1}%", m.from.number(), m.to.number(), 100.0 * v)
                    })
                    .collect();
                println!(
                    "progress position, {name}, {level}: plays from {chosen:?} ({}); {}",
                    if chosen == Some(28) { "pass" } else { "FAIL" },
                    shown.join(", ")
                );
            }
        }
    }
    let mean = |w: Weights| {
        let player = Player::Weighted {
            level: Level::Search(2),
            weights: w,
        };
        let (mut total, mut long) = (0u64, Vec::new());
        for i in 0..games as u32 {
            let (_, result) = duel_game(rules, &player, &player, 29, i);
            total += u64::from(result.throws);
            if result.winner.is_none() || result.throws >= MAX_THROWS {
                long.push(i);
            }
        }
        (total as f64 / games as f64, long)
    };
    let (a, long_a) = mean(with);
    let (b, long_b) = mean(without);
    println!(
        "games: {games} level-2 games, seed 29: {a:.1} throws a game with the network, {b:.1} \
         without (ratio {:.2}, the test asks at most 1.34); without a winner: {long_a:?} with, \
         {long_b:?} without",
        a / b
    );
}

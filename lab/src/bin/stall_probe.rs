//! The duel games of the strongest level against random moves that reach
//! the duel's throw limit (a draw), replayed with the board and every
//! option printed from throw 3,000 to 3,040: how a game that never ends
//! goes on.
//!
//! `cargo run --release -p senet-lab --bin stall_probe -- RULES SEED`: the 20 games
//! of `senet duel --rules RULES --a best --b random --games 20 --seed SEED`,
//! one line each (A's side, winner, throws), then the trace of each draw.
use senet::ai::duel::{MAX_THROWS, Player, choice_rngs, duel_game, game_seeds};
use senet::ai::level::{GameState, Level, choose};
use senet::engine::{Game, Pending, RulesetId, Thrower};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(rules), Some(seed)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: stall_probe RULES SEED");
        std::process::exit(2);
    };
    let rules: RulesetId = rules.parse().expect("a ruleset");
    let seed: u64 = seed.parse().expect("a seed");
    let a = Player::Level(Level::BEST);
    let b = Player::Level(Level::Random);
    for i in 0..20u32 {
        let (side, result) = duel_game(rules, &a, &b, seed, i);
        println!(
            "game {i}: A is {side:?}, winner {:?}, throws {}",
            result.winner, result.throws
        );
        if result.throws < MAX_THROWS {
            continue;
        }
        let mut game = Game::new(rules);
        let (throw_seed, choice_seed) = game_seeds(seed, i);
        let mut thrower = Thrower::new(game.rules().throw_model, throw_seed);
        let mut rngs = choice_rngs(choice_seed);
        while game.throws() < 3_040 {
            match game.pending() {
                Pending::Over(_) => break,
                Pending::Throw { .. } => {
                    let v = thrower.throw().value;
                    game.throw(v).expect("throw");
                }
                Pending::Move { side: s, throw, .. } => {
                    let level = if s == side {
                        Level::BEST
                    } else {
                        Level::Random
                    };
                    let an = game.choices().expect("choices");
                    let state = GameState::of(&game);
                    let n = choose(
                        game.rules(),
                        &state,
                        throw.get(),
                        an,
                        level,
                        &mut rngs[s.index()],
                    );
                    if game.throws() >= 3_000 {
                        let opts: Vec<String> = an
                            .moves()
                            .map(|m| format!("{}->{}", m.from.number(), m.to.number()))
                            .collect();
                        println!(
                            "  t{} {:?} throw {} board {} options {:?} chose {}",
                            game.throws(),
                            s,
                            throw.get(),
                            game.board().to_text(),
                            opts,
                            n
                        );
                    }
                    game.play_nth(n).expect("move");
                }
            }
        }
    }
}

//! Records a seeded game of random legal moves as a replay file, with the
//! library's [`Recorder`], and lists the game's notable moments (exchanges,
//! water landings, lost throws and why, house throws, the checkpoint on 26,
//! backward moves, pieces leaving) so that a teacher can annotate them with notes.
//!
//! The sample games in `replays/` were made this way, then annotated by hand.
//!
//! ```text
//! cargo run --example random_replay -- RULES SEED OUT.yaml [--x NAME] [--o NAME] [--date DATE]
//! cargo run --example random_replay -- kendall 7 /tmp/kendall.yaml --x Ana --o Bo
//! senet replay check /tmp/kendall.yaml
//! ```
//!
//! The same ruleset and seed always give the same game: throws come from the
//! engine's seeded [`Thrower`] (ChaCha8), and the moves from the same generator.

use std::path::PathBuf;
use std::process::ExitCode;

use rand::RngExt;
use senet::engine::{Direction, Game, Pending, Reason, RulesetId, ThrowOutcome, Thrower};
use senet::engine::{HAPPINESS, OFF};
use senet::replay::{Action, Entry, Players, Recorder, Replay, ResultBy, ResultRecord};

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("random_replay: {message}");
            eprintln!(
                "usage: random_replay RULES SEED OUT.yaml [--x NAME] [--o NAME] [--date DATE]"
            );
            ExitCode::from(2)
        }
    }
}

fn run() -> Result<(), String> {
    let mut positional = Vec::new();
    let mut players = Players {
        x: "Random (x)".into(),
        o: "Random (o)".into(),
    };
    let mut date = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--x" => players.x = value()?,
            "--o" => players.o = value()?,
            "--date" => date = Some(value()?),
            _ => positional.push(arg),
        }
    }
    let [rules, seed, out] = positional.as_slice() else {
        return Err("expected RULES SEED OUT.yaml".into());
    };
    let rules: RulesetId = rules.parse().map_err(|e| format!("{e}"))?;
    let seed: u64 = seed.parse().map_err(|_| format!("bad seed {seed:?}"))?;
    let header = Replay {
        date,
        ..Replay::new(rules, players)
    };
    let path = PathBuf::from(out);
    let mut recorder = Recorder::create(&path, header).map_err(|e| e.to_string())?;
    let ruleset = rules.ruleset();
    let mut game = Game::new(rules);
    let mut thrower = Thrower::new(ruleset.throw_model, seed);
    let outcome = loop {
        let (side, house) = match game.pending() {
            Pending::Over(outcome) => break outcome,
            Pending::Throw { side, house } => (side, house),
            Pending::Move { .. } => return Err("a throw was left without a move".into()),
        };
        let number = recorder.replay().turns.len() + 1;
        let value = thrower.throw().value;
        let thrown = game.throw(value).map_err(|e| e.to_string())?;
        let (action, played) = match thrown {
            ThrowOutcome::Forced(m) => (
                Action::House {
                    square: house.unwrap_or(m.from).number(),
                },
                Some(m),
            ),
            ThrowOutcome::Pass(analysis) => {
                let reasons: Vec<String> = analysis
                    .blocked()
                    .map(|r| format!("{} {}", r.from, r.backward_reason.unwrap_or(r.reason)))
                    .collect();
                println!(
                    "entry {number}: {side} loses a throw of {value} (pass: {})",
                    reasons.join(", ")
                );
                (Action::Pass, None)
            }
            ThrowOutcome::Choose(analysis) => {
                for r in analysis
                    .blocked()
                    .filter(|r| r.reason == Reason::Checkpoint26)
                {
                    println!(
                        "entry {number}: {side} {value}: the piece on {} must stop on 26 first",
                        r.from
                    );
                }
                let n = thrower.rng().random_range(0..analysis.move_count());
                let m = game.play_nth(n).map_err(|e| e.to_string())?;
                (
                    Action::Move {
                        from: m.from.number(),
                    },
                    Some(m),
                )
            }
        };
        if let Some(m) = played {
            let mut notable = Vec::new();
            if let Some(ex) = m.exchange {
                notable.push(format!(
                    "exchange on {} (sent to {})",
                    ex.square, ex.sent_to
                ));
            }
            if m.water {
                notable.push(format!("water, back to {}", m.to));
            }
            if m.direction == Direction::Forward
                && m.to == HAPPINESS
                && m.from.number() + value.get() > HAPPINESS.number()
            {
                notable.push("checkpoint stop on 26".into());
            }
            if m.direction == Direction::Backward {
                notable.push("backward move".into());
            }
            if house.is_some() {
                notable.push(format!("house throw for {}", m.from));
            }
            if m.to == OFF {
                notable.push("leaves the board".into());
            }
            if !notable.is_empty() {
                println!(
                    "entry {number}: {side} {value} {} -> {}: {}",
                    m.from,
                    m.to,
                    notable.join(", ")
                );
            }
        }
        recorder
            .record(Entry::new(value.get(), action))
            .map_err(|e| e.to_string())?;
    };
    recorder
        .finish(ResultRecord {
            winner: outcome.winner,
            by: ResultBy::from_victory(outcome.by),
        })
        .map_err(|e| e.to_string())?;
    println!(
        "{}: {} entries, {:?}",
        path.display(),
        recorder.replay().turns.len(),
        recorder.replay().result
    );
    Ok(())
}

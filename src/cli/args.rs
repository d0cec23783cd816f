//! What was typed: the program's clap definition and its list of commands;
//! each command's own arguments are defined in its file, beside the request
//! they are checked into. Values stay strings so that the commands can
//! reject bad ones with a clear, localized, one-line message
//! ([`super::parse`]). The doc comments are for the source's reader: what
//! the user reads comes from the messages `help-<command>-<argument>`
//! ([`super::help`]).

use clap::{Parser, Subcommand};

/// `senet`: the command line.
#[derive(Debug, Parser)]
#[command(name = "senet", version)]
pub struct Cli {
    /// Language: en or es.
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<String>,
    /// Where progress is saved (default: the user's data folder).
    #[arg(long, global = true, value_name = "DIR")]
    pub data_dir: Option<std::path::PathBuf>,
    /// Colour in the tutor's screens: auto (unless NO_COLOR is set), always or never.
    #[arg(long, global = true, value_name = "WHEN")]
    pub color: Option<String>,
    /// The command; none shows a welcome.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print a ruleset's rules.
    Rules(super::rules::RulesArgs),
    /// List the legal moves for one throw.
    Legal(super::legal::LegalArgs),
    /// Lessons: check, create, list and run them.
    #[command(subcommand)]
    Lesson(super::lesson::LessonCommand),
    /// A quiz of engine-made questions.
    Quiz(super::quiz::QuizArgs),
    /// Play a game.
    Play(super::play::PlayArgs),
    /// Exact odds for a piece in the last houses.
    Odds(super::odds::OddsArgs),
    /// The learner's progress.
    Progress(super::progress::ProgressArgs),
    /// Replays: check, show and list recorded games.
    #[command(subcommand)]
    Replay(super::replay::ReplayCommand),
    /// Two computer levels play each other.
    Duel(super::duel::DuelArgs),
    /// Weigh every option of one position and throw.
    Analyze(super::analyze::AnalyzeArgs),
    /// Exact endgame tables: build them and keep them in the data folder.
    #[command(subcommand)]
    Endings(super::endings::EndingsCommand),
    /// One position and throw under several rulesets, side by side.
    Compare(super::compare::CompareArgs),
    /// Draw a position as a picture.
    Board(super::board::BoardArgs),
    /// Set up a position and explore it in the tutor.
    Explore(super::explore::ExploreArgs),
}

/// The value of `--lang` (or `--lang=`) in raw arguments, read before clap
/// parses them so that help and errors can already be localized.
#[must_use]
pub fn prescan_lang(args: &[std::ffi::OsString]) -> Option<String> {
    let mut iter = args.iter().skip(1);
    while let Some(arg) = iter.next() {
        let arg = arg.to_string_lossy();
        if arg == "--" {
            break;
        }
        if arg == "--lang" {
            return iter.next().map(|v| v.to_string_lossy().into_owned());
        }
        if let Some(value) = arg.strip_prefix("--lang=") {
            return Some(value.to_string());
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::*;

    #[test]
    fn clap_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn prescan_finds_lang_in_both_spellings() {
        let os = |v: &[&str]| v.iter().map(std::ffi::OsString::from).collect::<Vec<_>>();
        assert_eq!(
            prescan_lang(&os(&["senet", "rules", "--lang", "es"])),
            Some("es".into())
        );
        assert_eq!(
            prescan_lang(&os(&["senet", "--lang=en", "rules"])),
            Some("en".into())
        );
        assert_eq!(prescan_lang(&os(&["senet", "rules"])), None);
        assert_eq!(prescan_lang(&os(&["senet", "--lang"])), None);
    }
}

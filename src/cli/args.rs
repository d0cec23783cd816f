//! What was typed: the clap definitions. Values stay strings here so that the
//! commands can reject bad ones with a clear, localized, one-line message.

use clap::{Args, CommandFactory, Parser, Subcommand};

use crate::i18n::Localizer;

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
    /// The command; none shows a welcome.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print a ruleset's rules.
    Rules(RulesArgs),
    /// List the legal moves for one throw.
    Legal(LegalArgs),
    /// Lessons: check, create, list and run them.
    #[command(subcommand)]
    Lesson(LessonCommand),
    /// A quiz of engine-made questions.
    Quiz(QuizArgs),
    /// Play a game.
    Play(PlayArgs),
    /// Exact odds for a piece in the last houses.
    Odds(OddsArgs),
    /// The learner's progress.
    Progress(ProgressArgs),
    /// Replays: check, show and list recorded games.
    #[command(subcommand)]
    Replay(ReplayCommand),
    /// Two computer levels play each other.
    Duel(DuelArgs),
    /// Weigh every option of one position and throw.
    Analyze(AnalyzeArgs),
    /// Exact endgame tables: build them and keep them in the data folder.
    #[command(subcommand)]
    Endings(EndingsCommand),
    /// One position and throw under several rulesets, side by side.
    Compare(crate::cli::compare::CompareArgs),
    /// Draw a position as a picture.
    Board(crate::cli::board::BoardArgs),
    /// Set up a position and explore it in the tutor.
    Explore(crate::cli::explore::ExploreArgs),
}

/// `senet endings ...`.
#[derive(Debug, Subcommand)]
pub enum EndingsCommand {
    /// Solve the exact endgame tables and save them in the data folder.
    Build {
        /// Only this ruleset (default: all).
        #[arg(long, value_name = "RULES")]
        rules: Option<String>,
        /// Only the tables of this many pieces a side: 2 or 3.
        #[arg(long, value_name = "2|3", allow_hyphen_values = true)]
        pieces: Option<String>,
        /// Solve again tables already saved.
        #[arg(long)]
        force: bool,
    },
    /// List the endgame tables saved in the data folder.
    Status,
}

/// `senet replay ...`.
#[derive(Debug, Subcommand)]
pub enum ReplayCommand {
    /// Re-play replay files through the rules engine.
    Check {
        /// The replay files.
        #[arg(value_name = "FILE", required = true)]
        files: Vec<std::path::PathBuf>,
    },
    /// Show one entry of a replay.
    Show {
        /// The replay file.
        #[arg(value_name = "FILE")]
        file: std::path::PathBuf,
        /// The entry, from 1 (default: the last).
        #[arg(long, value_name = "N", allow_hyphen_values = true)]
        at: Option<String>,
        /// Also draw the entry into this new SVG file.
        #[arg(long, value_name = "FILE")]
        svg: Option<std::path::PathBuf>,
    },
    /// Rate every decision of a replay with the computer's search.
    Analyze {
        /// The replay file.
        #[arg(value_name = "FILE")]
        file: std::path::PathBuf,
        /// text or json.
        #[arg(long, value_name = "text|json", default_value = "text")]
        format: String,
        /// The search level used to rate (1..4 or best; default 3).
        #[arg(long, value_name = "LEVEL", default_value = "3")]
        level: String,
        /// Rate by this many playouts per option instead of the search.
        #[arg(long, value_name = "N", allow_hyphen_values = true)]
        rollouts: Option<String>,
        /// The seed of the playouts.
        #[arg(
            long,
            value_name = "S",
            default_value = "1",
            allow_hyphen_values = true
        )]
        seed: String,
        /// Threads for the playouts (default: every core).
        #[arg(long, value_name = "N", allow_hyphen_values = true)]
        jobs: Option<String>,
    },
    /// Step through a replay in the tutor.
    View {
        /// The replay file.
        #[arg(value_name = "FILE")]
        file: std::path::PathBuf,
    },
    /// List recorded games.
    List {
        /// The folder (default: `replays` in the data folder).
        #[arg(long, value_name = "DIR")]
        dir: Option<std::path::PathBuf>,
    },
}

/// `senet duel`.
#[derive(Debug, Args)]
pub struct DuelArgs {
    /// The ruleset.
    #[arg(long, value_name = "RULES", default_value = "kendall")]
    pub rules: String,
    /// Player A's level.
    #[arg(
        long,
        value_name = "LEVEL",
        default_value = "best",
        allow_hyphen_values = true
    )]
    pub a: String,
    /// Player B's level.
    #[arg(
        long,
        value_name = "LEVEL",
        default_value = "random",
        allow_hyphen_values = true
    )]
    pub b: String,
    /// How many games.
    #[arg(
        long,
        value_name = "N",
        default_value = "100",
        allow_hyphen_values = true
    )]
    pub games: String,
    /// The seed.
    #[arg(
        long,
        value_name = "S",
        default_value = "1",
        allow_hyphen_values = true
    )]
    pub seed: String,
    /// Threads.
    #[arg(
        long,
        value_name = "N",
        default_value = "1",
        allow_hyphen_values = true
    )]
    pub jobs: String,
    /// text or json.
    #[arg(
        long,
        value_name = "text|json",
        default_value = "text",
        allow_hyphen_values = true
    )]
    pub format: String,
    /// Play the games out from this board instead of the start.
    #[arg(long, value_name = "BOARD", allow_hyphen_values = true)]
    pub from: Option<String>,
    /// With --from: the side to move.
    #[arg(long = "to-move", value_name = "x|o", allow_hyphen_values = true)]
    pub to_move: Option<String>,
    /// With --from: throws already made (arcade's draw after 600).
    #[arg(long = "throws-made", value_name = "N", allow_hyphen_values = true)]
    pub throws_made: Option<String>,
    /// Player A's evaluation: tuned or legacy.
    #[arg(
        long = "a-weights",
        value_name = "tuned|legacy",
        default_value = "tuned",
        allow_hyphen_values = true
    )]
    pub a_weights: String,
    /// Player B's evaluation: tuned or legacy.
    #[arg(
        long = "b-weights",
        value_name = "tuned|legacy",
        default_value = "tuned",
        allow_hyphen_values = true
    )]
    pub b_weights: String,
}

/// `senet analyze`: every option of a position and throw, weighed.
#[derive(Debug, Args)]
pub struct AnalyzeArgs {
    /// The ruleset.
    #[arg(long, value_name = "RULES")]
    pub rules: String,
    /// The board text.
    #[arg(long, value_name = "BOARD", allow_hyphen_values = true)]
    pub board: String,
    /// The side to move.
    #[arg(long = "to-move", value_name = "x|o", allow_hyphen_values = true)]
    pub to_move: String,
    /// The throw.
    #[arg(long, value_name = "1..5", allow_hyphen_values = true)]
    pub throw: String,
    /// Throws already made before this one (arcade's draw after 600).
    #[arg(long = "throws-made", value_name = "N", allow_hyphen_values = true)]
    pub throws_made: Option<String>,
    /// A house throw for the piece on this square.
    #[arg(long, value_name = "SQUARE", allow_hyphen_values = true)]
    pub house: Option<String>,
    /// The search level that estimates (1..4 or best).
    #[arg(
        long,
        value_name = "LEVEL",
        default_value = "3",
        allow_hyphen_values = true
    )]
    pub level: String,
    /// Weigh by this many playouts per option instead of the search.
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub rollouts: Option<String>,
    /// The seed of the playouts.
    #[arg(
        long,
        value_name = "S",
        default_value = "1",
        allow_hyphen_values = true
    )]
    pub seed: String,
    /// Threads for the playouts (default: every core).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub jobs: Option<String>,
    /// text or json.
    #[arg(
        long,
        value_name = "text|json",
        default_value = "text",
        allow_hyphen_values = true
    )]
    pub format: String,
}

/// `senet quiz`.
#[derive(Debug, Args)]
pub struct QuizArgs {
    /// The ruleset.
    #[arg(long, value_name = "RULES", default_value = "kendall")]
    pub rules: String,
    /// Only this topic.
    #[arg(long, value_name = "REASON|RULE")]
    pub topic: Option<String>,
    /// How many questions.
    #[arg(
        long,
        value_name = "N",
        default_value = "10",
        allow_hyphen_values = true
    )]
    pub count: String,
    /// The seed.
    #[arg(long, value_name = "S", allow_hyphen_values = true)]
    pub seed: Option<String>,
    /// tui or json.
    #[arg(long, value_name = "tui|json", default_value = "tui")]
    pub format: String,
    /// A file of answers to grade.
    #[arg(long, value_name = "FILE")]
    pub answers: Option<std::path::PathBuf>,
    /// Write a printable worksheet (HTML) of the questions to this new file.
    #[arg(long, value_name = "FILE.html")]
    pub worksheet: Option<std::path::PathBuf>,
}

/// `senet play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The ruleset.
    #[arg(long, value_name = "RULES", default_value = "kendall")]
    pub rules: String,
    /// computer or friend.
    #[arg(long, value_name = "computer|friend", default_value = "computer")]
    pub vs: String,
    /// The computer's level.
    #[arg(
        long,
        value_name = "N",
        default_value = "1",
        allow_hyphen_values = true
    )]
    pub level: String,
    /// The learner's side.
    #[arg(long, value_name = "x|o", default_value = "x")]
    pub side: String,
    /// The seed.
    #[arg(long, value_name = "S", allow_hyphen_values = true)]
    pub seed: Option<String>,
    /// Where to record.
    #[arg(long, value_name = "PATH")]
    pub record: Option<std::path::PathBuf>,
    /// Start with the tutor on.
    #[arg(long)]
    pub tutor: bool,
}

/// `senet odds`.
#[derive(Debug, Args)]
pub struct OddsArgs {
    /// The ruleset.
    #[arg(long, value_name = "RULES", default_value = "kendall")]
    pub rules: String,
    /// The square.
    #[arg(
        long,
        value_name = "26..30",
        default_value = "26",
        allow_hyphen_values = true
    )]
    pub square: String,
    /// Throws to look ahead.
    #[arg(
        long,
        value_name = "N",
        default_value = "5",
        allow_hyphen_values = true
    )]
    pub within: String,
}

/// `senet progress`.
#[derive(Debug, Args)]
pub struct ProgressArgs {
    /// text or json.
    #[arg(long, value_name = "text|json", default_value = "text")]
    pub format: String,
}

/// `senet lesson ...`.
#[derive(Debug, Subcommand)]
pub enum LessonCommand {
    /// Check lesson files against the rules engine.
    Check {
        /// Lesson files or folders (default: the shipped lessons).
        #[arg(value_name = "PATH")]
        paths: Vec<std::path::PathBuf>,
        /// Also list, per ruleset, how many questions practise each rule.
        #[arg(long)]
        coverage: bool,
        /// Play best-move questions out again instead of using kept verdicts.
        #[arg(long)]
        thorough: bool,
    },
    /// Write a new lesson and its English and Spanish texts from a template.
    New {
        /// The lesson id (lower-case letters, digits, dashes).
        #[arg(value_name = "ID")]
        id: String,
        /// Its ruleset.
        #[arg(long, value_name = "RULES")]
        rules: String,
        /// The folder to write into (default: the current one).
        #[arg(long, value_name = "DIR", default_value = ".")]
        dir: std::path::PathBuf,
    },
    /// List the shipped lessons.
    List,
    /// A lesson as a printable sheet (HTML) with its answer key.
    Print {
        /// A shipped lesson id or a lesson file.
        #[arg(value_name = "ID|PATH")]
        lesson: String,
        /// Write the sheet to this new file instead of printing it.
        #[arg(long, value_name = "FILE.html")]
        html: Option<std::path::PathBuf>,
    },
    /// Open a lesson in the tutor.
    Run {
        /// A shipped lesson id or a lesson file (default: the first lesson not yet completed).
        #[arg(value_name = "ID|PATH")]
        lesson: Option<String>,
        /// The ruleset of the lesson list to return to (default: the lesson's).
        #[arg(long, value_name = "RULES")]
        rules: Option<String>,
    },
}

/// `senet rules [RULES] [--list]`.
#[derive(Debug, Args)]
pub struct RulesArgs {
    /// The ruleset.
    #[arg(value_name = "RULES")]
    pub rules: Option<String>,
    /// List the rulesets.
    #[arg(long)]
    pub list: bool,
}

/// `senet legal`: INTERFACE.md §2.
#[derive(Debug, Args)]
pub struct LegalArgs {
    /// The ruleset.
    #[arg(long, value_name = "RULES")]
    pub rules: String,
    /// The board text.
    #[arg(long, value_name = "BOARD", allow_hyphen_values = true)]
    pub board: String,
    /// The side to move.
    #[arg(long = "to-move", value_name = "x|o", allow_hyphen_values = true)]
    pub to_move: String,
    /// The throw.
    #[arg(long, value_name = "1..5", allow_hyphen_values = true)]
    pub throw: String,
    /// A house throw for the piece on this square.
    #[arg(long, value_name = "SQUARE", allow_hyphen_values = true)]
    pub house: Option<String>,
    /// text or json.
    #[arg(
        long,
        value_name = "json|text",
        default_value = "text",
        allow_hyphen_values = true
    )]
    pub format: String,
}

/// The clap command with every description in the user's language.
#[must_use]
pub fn localized_command(l: &Localizer) -> clap::Command {
    Cli::command()
        .about(l.text("cli-about"))
        .mut_arg("lang", |a| a.help(l.text("cli-lang-help")))
        .mut_arg("data_dir", |a| a.help(l.text("cli-data-dir-help")))
        .mut_subcommand("rules", |c| {
            c.about(l.text("cli-rules-about"))
                .mut_arg("rules", |a| a.help(l.text("cli-rules-arg-help")))
                .mut_arg("list", |a| a.help(l.text("cli-rules-list-help")))
        })
        .mut_subcommand("lesson", |c| {
            c.about(l.text("cli-lesson-about"))
                .mut_subcommand("check", |c| {
                    c.about(l.text("cli-lesson-check-about"))
                        .mut_arg("paths", |a| a.help(l.text("cli-lesson-check-paths-help")))
                        .mut_arg("coverage", |a| {
                            a.help(l.text("cli-lesson-check-coverage-help"))
                        })
                        .mut_arg("thorough", |a| {
                            a.help(l.text("cli-lesson-check-thorough-help"))
                        })
                })
                .mut_subcommand("new", |c| {
                    c.about(l.text("cli-lesson-new-about"))
                        .mut_arg("id", |a| a.help(l.text("cli-lesson-new-id-help")))
                        .mut_arg("rules", |a| a.help(l.text("cli-legal-rules-help")))
                        .mut_arg("dir", |a| a.help(l.text("cli-lesson-new-dir-help")))
                })
                .mut_subcommand("list", |c| c.about(l.text("cli-lesson-list-about")))
                .mut_subcommand("print", |c| {
                    c.about(l.text("cli-lesson-print-about"))
                        .mut_arg("lesson", |a| a.help(l.text("cli-lesson-print-arg-help")))
                        .mut_arg("html", |a| a.help(l.text("cli-lesson-print-html-help")))
                })
                .mut_subcommand("run", |c| {
                    c.about(l.text("cli-lesson-run-about"))
                        .mut_arg("lesson", |a| a.help(l.text("cli-lesson-run-arg-help")))
                        .mut_arg("rules", |a| a.help(l.text("cli-lesson-run-rules-help")))
                })
        })
        .mut_subcommand("quiz", |c| {
            c.about(l.text("cli-quiz-about"))
                .mut_arg("rules", |a| a.help(l.text("cli-quiz-rules-help")))
                .mut_arg("topic", |a| a.help(l.text("cli-quiz-topic-help")))
                .mut_arg("count", |a| a.help(l.text("cli-quiz-count-help")))
                .mut_arg("seed", |a| a.help(l.text("cli-quiz-seed-help")))
                .mut_arg("format", |a| a.help(l.text("cli-quiz-format-help")))
                .mut_arg("answers", |a| a.help(l.text("cli-quiz-answers-help")))
                .mut_arg("worksheet", |a| a.help(l.text("cli-quiz-worksheet-help")))
        })
        .mut_subcommand("play", |c| {
            c.about(l.text("cli-play-about"))
                .mut_arg("rules", |a| a.help(l.text("cli-play-rules-help")))
                .mut_arg("vs", |a| a.help(l.text("cli-play-vs-help")))
                .mut_arg("level", |a| a.help(l.text("cli-play-level-help")))
                .mut_arg("side", |a| a.help(l.text("cli-play-side-help")))
                .mut_arg("seed", |a| a.help(l.text("cli-play-seed-help")))
                .mut_arg("record", |a| a.help(l.text("cli-play-record-help")))
                .mut_arg("tutor", |a| a.help(l.text("cli-play-tutor-help")))
        })
        .mut_subcommand("odds", |c| {
            c.about(l.text("cli-odds-about"))
                .mut_arg("rules", |a| a.help(l.text("cli-quiz-rules-help")))
                .mut_arg("square", |a| a.help(l.text("cli-odds-square-help")))
                .mut_arg("within", |a| a.help(l.text("cli-odds-within-help")))
        })
        .mut_subcommand("duel", |c| {
            c.about(l.text("cli-duel-about"))
                .mut_arg("rules", |a| a.help(l.text("cli-duel-rules-help")))
                .mut_arg("a", |a| a.help(l.text("cli-duel-a-help")))
                .mut_arg("b", |a| a.help(l.text("cli-duel-b-help")))
                .mut_arg("games", |a| a.help(l.text("cli-duel-games-help")))
                .mut_arg("seed", |a| a.help(l.text("cli-duel-seed-help")))
                .mut_arg("jobs", |a| a.help(l.text("cli-duel-jobs-help")))
                .mut_arg("format", |a| a.help(l.text("cli-duel-format-help")))
                .mut_arg("from", |a| a.help(l.text("cli-duel-from-help")))
                .mut_arg("to_move", |a| a.help(l.text("cli-duel-to-move-help")))
                .mut_arg("throws_made", |a| {
                    a.help(l.text("cli-analyze-throws-made-help"))
                })
                .mut_arg("a_weights", |a| a.help(l.text("cli-duel-a-weights-help")))
                .mut_arg("b_weights", |a| a.help(l.text("cli-duel-b-weights-help")))
        })
        .mut_subcommand("analyze", |c| {
            c.about(l.text("cli-analyze-about"))
                .mut_arg("rules", |a| a.help(l.text("cli-legal-rules-help")))
                .mut_arg("board", |a| a.help(l.text("cli-legal-board-help")))
                .mut_arg("to_move", |a| a.help(l.text("cli-legal-to-move-help")))
                .mut_arg("throw", |a| a.help(l.text("cli-legal-throw-help")))
                .mut_arg("throws_made", |a| {
                    a.help(l.text("cli-analyze-throws-made-help"))
                })
                .mut_arg("house", |a| a.help(l.text("cli-legal-house-help")))
                .mut_arg("level", |a| a.help(l.text("cli-analyze-level-help")))
                .mut_arg("rollouts", |a| a.help(l.text("cli-analyze-rollouts-help")))
                .mut_arg("seed", |a| a.help(l.text("cli-analyze-seed-help")))
                .mut_arg("jobs", |a| a.help(l.text("cli-analyze-jobs-help")))
                .mut_arg("format", |a| a.help(l.text("cli-legal-format-help")))
        })
        .mut_subcommand("progress", |c| {
            c.about(l.text("cli-progress-about"))
                .mut_arg("format", |a| a.help(l.text("cli-progress-format-help")))
        })
        .mut_subcommand("replay", |c| {
            c.about(l.text("cli-replay-about"))
                .mut_subcommand("check", |c| {
                    c.about(l.text("cli-replay-check-about"))
                        .mut_arg("files", |a| a.help(l.text("cli-replay-check-files-help")))
                })
                .mut_subcommand("show", |c| {
                    c.about(l.text("cli-replay-show-about"))
                        .mut_arg("file", |a| a.help(l.text("cli-replay-show-file-help")))
                        .mut_arg("at", |a| a.help(l.text("cli-replay-show-at-help")))
                        .mut_arg("svg", |a| a.help(l.text("cli-replay-show-svg-help")))
                })
                .mut_subcommand("analyze", |c| {
                    c.about(l.text("cli-replay-analyze-about"))
                        .mut_arg("file", |a| a.help(l.text("cli-replay-show-file-help")))
                        .mut_arg("format", |a| a.help(l.text("cli-progress-format-help")))
                        .mut_arg("level", |a| a.help(l.text("cli-replay-analyze-level-help")))
                        .mut_arg("rollouts", |a| a.help(l.text("cli-analyze-rollouts-help")))
                        .mut_arg("seed", |a| a.help(l.text("cli-analyze-seed-help")))
                        .mut_arg("jobs", |a| a.help(l.text("cli-analyze-jobs-help")))
                })
                .mut_subcommand("view", |c| {
                    c.about(l.text("cli-replay-view-about"))
                        .mut_arg("file", |a| a.help(l.text("cli-replay-show-file-help")))
                })
                .mut_subcommand("list", |c| {
                    c.about(l.text("cli-replay-list-about"))
                        .mut_arg("dir", |a| a.help(l.text("cli-replay-list-dir-help")))
                })
        })
        .mut_subcommand("legal", |c| {
            c.about(l.text("cli-legal-about"))
                .mut_arg("rules", |a| a.help(l.text("cli-legal-rules-help")))
                .mut_arg("board", |a| a.help(l.text("cli-legal-board-help")))
                .mut_arg("to_move", |a| a.help(l.text("cli-legal-to-move-help")))
                .mut_arg("throw", |a| a.help(l.text("cli-legal-throw-help")))
                .mut_arg("house", |a| a.help(l.text("cli-legal-house-help")))
                .mut_arg("format", |a| a.help(l.text("cli-legal-format-help")))
        })
        .mut_subcommand("compare", |c| crate::cli::compare::localize(c, l))
        .mut_subcommand("board", |c| crate::cli::board::localize(c, l))
        .mut_subcommand("explore", |c| crate::cli::explore::localize(c, l))
        .mut_subcommand("endings", |c| {
            c.about(l.text("cli-endings-about"))
                .mut_subcommand("build", |c| {
                    c.about(l.text("cli-endings-build-about"))
                        .mut_arg("rules", |a| a.help(l.text("cli-endings-build-rules-help")))
                        .mut_arg("pieces", |a| {
                            a.help(l.text("cli-endings-build-pieces-help"))
                        })
                        .mut_arg("force", |a| a.help(l.text("cli-endings-build-force-help")))
                })
                .mut_subcommand("status", |c| c.about(l.text("cli-endings-status-about")))
        })
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

# The command line's own words (src/cli/): the help of every command and
# argument, found by convention from the clap tree (src/cli/help.rs):
# help-<command path> for a command, help-<command path>-<argument> for an
# argument (help-senet for the program and its global options). A default
# value is added after the text by help-default, so the texts do not repeat it.


## senet

help-senet = Senet Tutor: learn the rules of Senet in six modern reconstructions, check positions, and see why a move is or is not legal.
help-senet-lang = Language of everything printed: en or es (default: the system language, else English)
help-senet-data-dir = Where your progress is saved (default: your user data folder)
help-senet-color = Colours in the tutor: auto (none when NO_COLOR is set), always or never

## senet rules

help-rules = Print the rules of a ruleset, each marked with where it comes from
help-rules-rules = The ruleset to print (default: kendall)
help-rules-list = List the rulesets and their sources instead

## senet legal

help-legal = List what the side to move may do with one throw, and why every other piece cannot move
help-legal-rules = Ruleset: kendall, games-room, arcade, skiryuk, skiryuk-14 or race
help-legal-board = The position: 30 characters, square 1 first; . empty, x the side that moves first, o the other (race: * both)
help-legal-to-move = The side to move: x or o
help-legal-throw = The throw, 1 to 5
help-legal-house = (skiryuk) The throw is the house throw of the piece resting on this square (26 to 29)
help-legal-format = Output: text (a readable explanation) or json (for tools)

## senet lesson

help-lesson = Lessons: check lesson files, write a new one, list the shipped ones
help-lesson-check = Check lessons against the rules engine: positions, expected answers and texts in both languages
help-lesson-check-paths = Lesson files or folders (default: the lessons shipped with the program)
help-lesson-check-coverage = Also list, per ruleset, how many questions practise each rule
help-lesson-check-thorough = Play every best-move question out again (slow: seconds per question in a release build) instead of using the kept verdicts, and list each question's margin and interval
help-lesson-check-format = text, or json (every problem with its file, line, column, code and suggestion, for editors)
help-lesson-new-inline = Write one self-contained file, its texts in it, in your language (--lang), with an example of every question kind
help-lesson-list-dir = A course folder (its lessons, in the order of its course.yaml) instead of the shipped lessons
help-lesson-run-dir = A course folder: run its lesson ID, or the first one not completed
help-lesson-new = Write a new lesson and its English and Spanish texts from a template
help-lesson-new-id = The new lesson's id: lower-case letters, digits and dashes
help-lesson-new-rules = { help-legal-rules }
help-lesson-new-dir = The folder to write into
help-lesson-list = List the lessons shipped with the program
help-lesson-run = Open a lesson in the tutor
help-lesson-run-lesson = A shipped lesson id or a lesson file (default: the first lesson not yet completed)
help-lesson-run-rules = Show this ruleset's lessons when you leave the lesson

## senet quiz

help-quiz = A quiz of fresh questions made by the engine, with adaptive review (or, with --format json, an answer key)
help-quiz-rules = The ruleset
help-quiz-topic = Ask only about this reason code or rule id (e.g. checkpoint-26, exchange)
help-quiz-count = How many questions
help-quiz-seed = Seed of the questions: the same seed gives the same questions (default: random)
help-quiz-format = tui (the interactive quiz), json (print the questions and answers) or jsonl (the quiz over JSON lines: answers on standard input, docs/formats.md)
help-quiz-key = With --format jsonl: each question line also carries every answer counted right, as the answer key does
help-quiz-answers = Grade answers files (a folder: every .json file in it) against the quiz each names; --format text, json or csv (one row per student)

## senet play

help-play = Play a game against the computer or a friend; every game is recorded as a replay
help-play-rules = The ruleset
help-play-vs = computer or friend
help-play-level = The computer's level: 1 to 4, best (the strongest) or random (a random mover); in arcade the series sets it game by game
help-play-side = Your side against the computer: x or o (skiryuk decides by the opening ceremony)
help-play-seed = Seed of the throws: the same seed gives the same throws (default: random)
help-play-record = Record the game to this file (default: a new file in the replays folder of your data folder)
help-play-tutor = Tutor mode: before a move the computer judges a mistake or a blunder, warn and offer the best move (default: off; T switches it during the game)

## senet odds

help-odds = Exact odds for a piece on 26 to 30: each throw's outcome, and leaving within N throws
help-odds-rules = { help-quiz-rules }
help-odds-square = The square, 26 to 30
help-odds-within = How many throws to look ahead, 1 to 20

## senet progress

help-progress = Show your progress: lessons completed, and each quiz topic's accuracy and review schedule
help-progress-format = text or json

## senet replay

help-replay = Replays: check recorded games against the rules, show a position from one, list them, view one in the tutor, rate every decision (analyze)
help-replay-check = Re-play every entry of replay files through the rules engine and check their results
help-replay-check-files = The replay files to check
help-replay-show = Show one entry of a replay: the position, the throw, every option with the one played, and the note
help-replay-show-file = The replay file
help-replay-show-at = The entry to show, from 1 (default: the last)
help-replay-analyze = Rate every decision of a replay on the throw thrown: each option's win chance, the loss, and a mark
help-replay-analyze-file = { help-replay-show-file }
help-replay-analyze-format = { help-progress-format }
help-replay-analyze-level = The search level used to rate: 1 to 4 or best
help-replay-analyze-rollouts = { help-analyze-rollouts }
help-replay-analyze-seed = { help-analyze-seed }
help-replay-analyze-jobs = { help-analyze-jobs }
help-replay-view = Step through a replay in the tutor: throws, options, the choice and notes
help-replay-view-file = { help-replay-show-file }
help-replay-list = List recorded games with their date, players, ruleset and result
help-replay-list-dir = The folder of replays (default: the replays folder in your user data folder)

## senet duel

help-duel = Two computer levels play each other, taking turns at moving first, and the results are summed up
help-duel-rules = The ruleset
help-duel-a = Player A's level: random, best, or 1 to 4
help-duel-b = Player B's level: random, best, or 1 to 4
help-duel-games = How many games, from 1 to 1,000,000; A moves first in every other game, on the same throws as the game before (unless A and B are the same player: then every game has throws of its own)
help-duel-seed = Seed of the throws and of the players' own random choices: the same seed gives the same games
help-duel-jobs = How many games to play at once, on separate threads, 1 to 64; the results do not depend on it
help-duel-format = text or json
help-duel-from = Play every game out from this board (30 characters, as senet legal reads it) instead of the start
help-duel-to-move = With --from: the side to move in that position, x or o (the same in every game)
help-duel-throws-made = { help-analyze-throws-made }

## senet analyze

help-analyze = Weigh every legal option of one position and throw: the board after it, the win chance (exact or an estimate), the loss against the best and a mark
help-analyze-rules = { help-legal-rules }
help-analyze-board = { help-legal-board }
help-analyze-to-move = { help-legal-to-move }
help-analyze-throw = { help-legal-throw }
help-analyze-throws-made = Throws already made in the game before this one (matters only for arcade's draw after 600; default 0)
help-analyze-house = { help-legal-house }
help-analyze-level = The search level that estimates the win chances: 1 to 4 or best
help-analyze-rollouts = Weigh each option by this many playouts (2 to 100,000) at level 2, the same throws for every option, with 95% intervals
help-analyze-seed = Seed of the playouts' throws: the same seed gives the same numbers
help-analyze-jobs = Threads for the playouts, 1 to 64 (default: every core); the numbers do not depend on it
help-analyze-format = { help-legal-format }

## senet endings

help-endings = Exact endgame tables: solve them once and keep them in the data folder
help-endings-build = Solve the exact endgame tables (two and three pieces a side) and save them in the data folder; tables already saved and sound are kept. Three pieces take under a minute of CPU per ruleset; a stopped build goes on from where it was
help-endings-build-rules = Only this ruleset (default: all; skiryuk and skiryuk-14 share their tables)
help-endings-build-pieces = Only the tables of this many pieces a side: 2 or 3 (default: both; race has a single table, of one piece; skiryuk builds only its two-piece table, its part with three pieces against at most one comes with the program)
help-endings-build-force = Solve again tables that are already saved
help-endings-status = List the exact endgame tables saved in the data folder

## Defaults, shown once after an argument's text

help-default = [default: { $value }]

## clap's own words: the help's layout, its built-in flags and help command

clap-usage = Usage:
clap-heading-commands = Commands:
clap-heading-arguments = Arguments:
clap-heading-options = Options:
clap-options-tag = [OPTIONS]
clap-command-placeholder = COMMAND
clap-help-flag = Print help
clap-version-flag = Print version
clap-help-command = Print this message or the help of the given subcommand(s)
clap-help-command-arg = Print help for the subcommand(s)

## Parse errors (src/cli/parse_error.rs), in clap's layout

clap-more-info = For more information, try '{ $flag }'.
clap-tip = tip:
clap-error-invalid-subcommand = unrecognized subcommand '{ $value }'
clap-error-unknown-argument = unexpected argument '{ $value }' found
clap-error-value-required = a value is required for '{ $arg }' but none was supplied
clap-error-invalid-value = invalid value '{ $value }' for '{ $arg }'
clap-possible-values = [possible values: { $values }]
clap-error-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
clap-error-number-of-values = wrong number of values for '{ $arg }'
clap-error-no-equals = equal sign is needed when assigning values to '{ $arg }'
clap-error-missing-required = the following required arguments were not provided:
clap-error-missing-subcommand = '{ $name }' requires a subcommand but one was not provided
clap-subcommand-list = [subcommands: { $values }]
clap-error-used-twice = the argument '{ $arg }' cannot be used multiple times
clap-error-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
clap-error-invalid-utf8 = invalid UTF-8 was detected in one or more arguments
clap-error-other = the command line could not be read
clap-tip-similar-subcommand = { $count ->
    [one] a similar subcommand exists: { $list }
   *[other] some similar subcommands exist: { $list }
}
clap-tip-similar-argument = { $count ->
    [one] a similar argument exists: { $list }
   *[other] some similar arguments exist: { $list }
}
clap-tip-similar-value = { $count ->
    [one] a similar value exists: { $list }
   *[other] some similar values exist: { $list }
}
clap-tip-pass-as-value = to pass '{ $value }' as a value, use '{ $usage }'
clap-tip-in-subcommand = '{ $usage }' exists
clap-tip-remove-dashes = subcommand '{ $value }' exists; to use it, remove the '--' before it

## The placeholder words of values (<FILE>, <ID|PATH>): value-<word>

value-board = BOARD
value-dir = DIR
value-when = WHEN
value-file = FILE
value-id = ID
value-lang = LANG
value-level = LEVEL
value-n = N
value-name = NAME
value-path = PATH
value-reason = REASON
value-rule = RULE
value-rules = RULES
value-s = S
value-square = SQUARE
help-rules-ids = Print the rule ids and reason codes that lessons name, instead of the rules

## senet play --resume (issue 13, resume2)
help-play-resume = Continue the unfinished game of this replay file (one recorded by the tutor), recording on into the same file

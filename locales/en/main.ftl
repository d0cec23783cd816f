### Senet Tutor: program text (English).
### Every message here has a twin in locales/es/main.ftl.

app-name = Senet Tutor
app-tagline = Learn the rules of Senet, the ancient Egyptian race game.

## Welcome (senet with no command)

welcome-title = Senet Tutor
welcome-intro = Senet is a race game from ancient Egypt: two sides move their pieces along a snake of thirty squares, throwing four sticks for the count. No rulebook survives, so every playable version is a modern reconstruction. This program teaches six of them and always tells you which rules a source states and which are our reading.
welcome-commands = Try:
welcome-terminal = (Run senet in a terminal for the tutor: lessons, quizzes and games.)
welcome-cmd-lesson = { "  " }senet lesson run             the first lesson you have not completed
welcome-cmd-quiz = { "  " }senet quiz --rules kendall   a quiz of fresh questions
welcome-cmd-play = { "  " }senet play --rules kendall   a game against the computer
welcome-cmd-rules = { "  " }senet rules kendall          the rules of a ruleset, with their provenance
welcome-cmd-list = { "  " }senet rules --list           every ruleset and its source
welcome-cmd-legal = { "  " }senet legal --rules kendall --board xoxoxoxoxo.................... --to-move x --throw 3
welcome-cmd-help = { "  " }senet --help                 every command
welcome-lang = Add --lang es for Spanish (Añade --lang es para leerlo en español).

## Errors

error-prefix = error
error-unknown-rules = unknown ruleset "{ $value }"; choose one of: kendall, games-room, arcade, skiryuk, skiryuk-14, race
error-unknown-lang = unknown language "{ $value }"; use en or es
error-unknown-side = unknown side "{ $value }"; use x or o
error-unknown-format = unknown format "{ $value }"; use text or json
error-bad-throw = the throw must be a whole number from 1 to 5, not "{ $value }"
error-bad-house = --house must be a square from 26 to 29, not "{ $value }"
error-house-ruleset = --house is only for skiryuk and skiryuk-14 (house throws), not { $rules }
error-house-30 = square 30 has no house throw: a piece there leaves with the next ordinary throw
error-house-no-piece = --house { $square }: no piece of side { $side } rests on square { $square }
error-board-length = board text has { $found ->
    [one] one character
   *[other] { $found } characters
}; it needs exactly 30
error-board-char = board text: unexpected character "{ $found }" at position { $position }; use . x o
error-board-shared = board text: "*" at position { $position }, but only race lets two pieces share a square
error-board-too-many = board text: too many { $side } pieces ({ $found }; { $rules } has { $max }), the extra one at position { $position }
error-board-impossible = board text: no piece can rest on square { $square } in { $rules } (position { $position }): the water acts at once

## Sides

side-kendall-x = Black
    .the = Black
    .of = Black's
    .to = to Black
    .number = one
    .gender = masculine
side-kendall-o = White
    .the = White
    .of = White's
    .to = to White
    .number = one
    .gender = masculine
side-games-room-x = pale cones
    .the = the pale cones
    .of = the pale cones'
    .to = to the pale cones
    .number = other
    .gender = masculine
side-games-room-o = spools
    .the = the spools
    .of = the spools'
    .to = to the spools
    .number = other
    .gender = masculine
side-arcade-x = odd side
    .the = the odd side
    .of = the odd side's
    .to = to the odd side
    .number = one
    .gender = masculine
side-arcade-o = even side
    .the = the even side
    .of = the even side's
    .to = to the even side
    .number = one
    .gender = masculine
side-skiryuk-x = spindles
    .the = the spindles
    .of = the spindles'
    .to = to the spindles
    .number = other
    .gender = masculine
side-skiryuk-o = cones
    .the = the cones
    .of = the cones'
    .to = to the cones
    .number = other
    .gender = masculine
side-skiryuk-14-x = spindles
    .the = the spindles
    .of = the spindles'
    .to = to the spindles
    .number = other
    .gender = masculine
side-skiryuk-14-o = cones
    .the = the cones
    .of = the cones'
    .to = to the cones
    .number = other
    .gender = masculine
side-race-x = Light
    .the = Light
    .of = Light's
    .to = to Light
    .number = one
    .gender = masculine
side-race-o = Dark
    .the = Dark
    .of = Dark's
    .to = to Dark
    .number = one
    .gender = masculine

## Ruleset names and summaries

ruleset-kendall = Kendall (Ply Yard)
ruleset-kendall-summary = Ply Yard's reconstruction in the Kendall tradition: blocks of two, a checkpoint on 26, water on 27 and exact exits.
ruleset-games-room = Games Room
ruleset-games-room-summary = The Games Room school's plain rules: protective pairs, walls of three or more, backward moves when stuck.
ruleset-arcade = Arcade
ruleset-arcade-summary = The streak arcade's rules: guarded pieces, blockades, a fixed last row and a draw at 600 throws.
ruleset-skiryuk = Skiryuk
ruleset-skiryuk-summary = Dmitriy Skiryuk's reconstruction: protected runs, and house throws that decide a piece's fate on 26 to 30.
ruleset-skiryuk-14 = Skiryuk with 14 pieces
ruleset-skiryuk-14-summary = Skiryuk's reconstruction with seven pieces a side: the form he holds was played before the 17th Dynasty, and a faster game.
ruleset-race = Simple race
ruleset-race-summary = A one-piece race to square 30 with a fair 1 to 5: no sticks, no blocking, no special squares.

## Sources and provenance

source-ply-yard-kendall = Ply Yard's Kendall-tradition guide [ply-yard-kendall, English and Spanish]
source-games-room = the Games Room school's rules [games-room]
source-arcade = the streak arcade's rules [arcade]
source-skiryuk-and-simple-race = Skiryuk's reconstruction and the browser race [skiryuk-and-simple-race]
provenance-source = stated by the source
provenance-choice = our reading: the source does not settle this
provenance-mark-source = [source]
provenance-mark-choice = [choice]
provenance-line = Rule "{ $rule }": { $provenance } ({ $source }).

## Houses

house-26-short = Happiness
house-26-beauty-short = Beauty
house-15 = House of Rebirth
house-26 = House of Happiness
house-26-beauty = House of Beauty
house-27 = House of Water
house-28 = House of the Three Truths
house-29 = House of Re-Atum
house-30 = House of Departure

## Reasons: a short name, and an explanation for one piece

reason-overshoot = beyond the exit
reason-below-start = before square 1
reason-checkpoint-26 = must stop on 26 first
reason-last-row-waits = waits for its exact value
reason-house-stuck = rests in a house
reason-blocked-path = path blocked
reason-own-piece = own piece there
reason-block-member = lands on a protected group
reason-guarded = piece is guarded
reason-safe-house = piece on a safe square
reason-forward-exists = a forward move exists

explain-overshoot = { $from } + { $throw } = { $to } goes beyond the exit. Leaving the board needs the exact value, and a larger one cannot take the piece off.
explain-race-overshoot = { $from } + { $throw } = { $to } goes beyond 30. The race must end exactly on 30, so this throw is lost for the piece.
explain-below-start = { $from } − { $throw } would leave the board before square 1. A backward move must stay on the board.
explain-checkpoint-26 = { $from } + { $throw } = { $to } would cross square 26 without stopping on it. Every piece must land exactly on 26 before it goes further; passing over 26 does not count.
explain-last-row-waits = A piece on { $from } makes no move but leaving the board, and that needs exactly { $exact }.
explain-house-stuck = A piece resting on { $from } follows the house table and never moves backward.
explain-blocked-path = The way from { $from } to { $to } crosses opposing pieces that may not be passed.
explain-own-piece = Square { $to } already holds one of your own pieces, and two pieces never share a square.
explain-block-member = The piece on { $to } belongs to a protected group of opposing pieces on consecutive squares, so it cannot be landed on.
explain-guarded = The piece on { $to } has a piece of its own side on a neighbouring square, which guards it from attack.
explain-safe-house = The piece on { $to } rests on a protected square, where it cannot be exchanged.
explain-forward-exists = A backward move is only allowed when no piece can move forward, and some piece can.

## senet legal: text output

legal-heading = { $rules }: { $side_start } ({ $side_letter }) to move, throw { $throw }
legal-heading-house = { $rules }: { $side_start } ({ $side_letter }), house throw { $throw } for the piece on { $square }
legal-moves-heading = Legal moves ({ $count }):
legal-blocked-heading = Pieces that cannot move ({ $count }):
legal-fallback = No piece can move forward, so one piece must move backward.
legal-pass = No legal move: the throw is lost and the turn passes to { $other }.
legal-pass-bonus = A { $throw } earns another throw only after a completed move, so { $side } { $side_num ->
    [one] does
   *[other] do
} not throw again.
legal-no-pieces = { $side_start } { $side_num ->
    [one] has
   *[other] have
} no pieces left on the board.
legal-move-line = { $from } → { $to }
legal-from-start = start
legal-off = off
legal-effect-forward = moves forward
legal-effect-backward = moves backward
legal-effect-house = follows the house table
legal-effect-stays = stays where it is
legal-effect-exit = leaves the board
legal-effect-exchange = exchanges with the piece on { $square }, which goes to { $sent }
legal-effect-pushed = pushes the opposing piece on { $square } to { $sent }
legal-effect-bumped = bumps its own piece on { $square } to { $sent }
legal-effect-water = lands on 27, the House of Water, and is washed back to { $to }
legal-effect-water-taken = lands on 27, the House of Water, and is washed back; 15 is taken, so it goes to { $to }
legal-effect-return = returns to 15, the House of Rebirth
legal-effect-throw-again = throws again
legal-effect-lands-house = reaches { $square }, the { $house }
legal-effect-house-throw = throws at once for the piece on { $square } ({ $house })
legal-effect-checkpoint-stop = stops on 26 (the rest of the throw is lost)
legal-blocked-line = { $from } → { $to }: { $reason }
legal-backward-line = Backward: { $reason }

board-legend = x and o: the two sides' pieces; +: an empty marked house (15, 26 to 30); follow the numbers, the route snakes.

## senet rules

rules-heading = { $name }
rules-source = Source: { $source }
rules-legend = { $source-mark } stated by the source    { $choice-mark } our reading where the source is silent
rules-list-heading = Rulesets:
rules-list-pieces = { $pieces ->
    [one] one piece a side
   *[other] { $pieces } pieces a side
}
rules-list-source = source: { $source }

## Lessons: checking lesson files

lesson-error-yaml = not a valid lesson file: { $detail }
lesson-error-version = unknown lesson format version { $found }; this program reads senet-lesson: 1
lesson-error-id-file = the id "{ $id }" must match the file name "{ $stem }.yaml"
lesson-error-no-steps = a lesson needs at least one step
lesson-error-step-text = a step without a question needs a text
lesson-error-needs-board = "{ $field }" needs a board in the same step
lesson-error-square = { $square } is not a square of the board (1 to 30)
lesson-error-kind = unknown question kind "{ $kind }"; use one of: { $kinds }
lesson-error-missing-field = a { $kind } question needs "{ $field }"
lesson-error-extra-field = "{ $field }" does not belong in a { $kind } question
lesson-error-rule = "{ $rule }" is not a rule of { $rules } (see senet rules { $rules } --ids)
lesson-error-ask = a route question asks next, previous or consecutive, not "{ $value }"
lesson-error-ask-setup = a setup question asks squares or first, not "{ $value }"
lesson-error-expect-shape = the expected answer of a { $kind } question looks like: { $shape }
lesson-error-wrong-answer = the expected answer is { $expected }, but the engine finds { $actual }
lesson-error-unanswerable = this question cannot be asked here: { $why }
lesson-error-missing-ftl = no { $lang } texts for this lesson: expected the file { $file }
lesson-error-unreadable-ftl = the { $lang } texts file { $file } of this lesson cannot be read: { $detail }
lesson-error-ftl-syntax = error in the texts file: { $detail }
lesson-error-missing-text = the text "{ $id }" is missing in { $lang } ({ $file })
lesson-error-text-format = the text "{ $id }" in { $lang } cannot be shown: { $detail }
lesson-why-no-position = the step shows no board
lesson-why-no-throw = the step shows no throw
lesson-why-game-over = a side has no pieces left on this board, so the game is already over
lesson-why-no-piece = no piece of the side to move stands on { $square }
lesson-why-cannot-move = that piece cannot move at all ({ $reason })
lesson-why-no-choice = { $count ->
    [0] the throw has no legal move
    [one] the throw has only one legal move
   *[other] the throw has { $count } legal moves
}, so there is nothing to choose
lesson-error-best-not-option = the piece on { $expected } has no legal move with this throw; the options (win chance for the side to move) are: { $options }
lesson-error-best-wrong = the expected answer is the piece on { $expected } ({ $expected_chance }% to win), but the engine's best move is the piece on { $best } ({ $best_chance }%); every option: { $options }
lesson-error-best-too-close = too close to call: the two best moves, the piece on { $best } ({ $best_chance }%) and the piece on { $second } ({ $second_chance }%), are { $gap } points apart, less than the margin of { $margin } points; choose a position with a clearer best move
lesson-check-ok = { $lessons ->
    [one] One lesson checked
   *[other] { $lessons } lessons checked
}, { $questions ->
    [one] one question
   *[other] { $questions } questions
} verified by the engine: no problems.
lesson-check-failed = { $problems ->
    [one] One problem
   *[other] { $problems } problems
} found.
lesson-new-written = Wrote { $file }
lesson-new-exists = { $file } already exists; choose another id or remove it first
lesson-new-bad-id = "{ $id }" cannot be a lesson id: use lower-case letters, digits and dashes, starting with a letter
lesson-new-next = Check it with: senet lesson check { $file }
lesson-read-error = cannot read { $path }: { $detail }
lesson-not-found = no lesson "{ $id }": give a shipped lesson id or the path of a lesson file

## Tutor screens: questions, answers, feedback

question-legal = May the piece on { $piece } move with this throw of { $throw }? If not, why not?
question-legal-backward = May the piece on { $piece } move backward with this throw of { $throw }? If not, why not?
question-destination = Where does the piece on { $piece } end up with this throw of { $throw }?
question-which = Which of { $side_of } pieces may move with this throw of { $throw }?
question-effect = The piece on { $piece } tries to move with this { $throw }. What happens to the opposing piece where it would land, and does the player throw again?
question-next-turn = The piece on { $piece } moves with this { $throw }. What happens next?
question-next-turn-pass = The throw is { $throw }. What happens next?
question-next = Which square comes right after { $square } on the route?
question-previous = Which square comes right before { $square } on the route?
question-consecutive = Are squares { $square } and { $other } consecutive on the route?
question-throw-chance = How likely is a throw of { $value }?
question-house-chance = How likely is the piece on { $square } to leave the board with the next throw?
question-start-squares = On which squares do { $side_of } pieces start?
question-first-side = Which side throws first?
question-score = A series ends with { $wins } wins and a margin of { $margin }. What is the score?
question-best-move = { $side_start } threw { $throw }. Which piece makes the best move?
answer-legal-yes = Yes, it may move
answer-legal-no = No: { $reason }
answer-none = none
answer-opp-sent = the opposing piece goes to { $square }
answer-opp-none = there is no opposing piece there
answer-opp-protected = it cannot be attacked: { $reason }
answer-again-yes = the player throws again
answer-again-no = the turn ends
answer-yes = Yes
answer-no = No
answer-turn-same = { $side } { $side_num ->
    [one] throws
   *[other] throw
} again
answer-turn-other = { $other } { $other_num ->
    [one] throws
   *[other] throw
} next
answer-turn-won = { $side } { $side_num ->
    [one] has
   *[other] have
} won
answer-turn-draw = the game is a draw
answer-piece = the piece on { $square }
answer-piece-move = the piece on { $square }: { $move }
answer-square-prompt = Type a square number (or "off") and press Enter:
answer-number-prompt = Type a number and press Enter:
answer-pick-prompt = Space marks or unmarks a square; Enter answers.
answer-invalid = That is not an answer here; try again.
feedback-right = Right!
feedback-wrong = Not quite. You said: { $given }. The answer: { $answer }.
feedback-rule = { $title } { $mark }: { $statement }
feedback-hint = Hint: { $hint }
feedback-best-heading = Win chance after each move (the engine, { $depth } throws ahead):
feedback-best-heading-exact = Win chance after each move (exact: a small ending, looked up in the endgame table):
feedback-best-best = best
feedback-best-chosen = your choice
feedback-best-chosen-loss = your choice: { $loss } points less
square-info-plain = Square { $square }: the route goes from { $previous } to { $square } to { $next }. Move the cursor to a marked house to read its rule.
square-info-first = Square { $square }: the route starts here and goes on to { $next }. Move the cursor to a marked house to read its rule.
square-info = Square { $square }.
square-info-house = Square { $square }, the { $house }.

## Tutor screens: navigation

language-name = English
screen-too-small = Please enlarge the terminal to at least 80 columns by 24 rows
home-lessons = Lessons
home-language = Language: { $lang }
home-ruleset = Ruleset: { $rules }
home-rules = Read the rules of this ruleset
home-quit = Quit
hints-home = ↑↓ choose · Enter open or change · S settings · ? help · q quit
hints-rules = ↑↓ PgUp PgDn scroll · Esc back
lessons-heading = Lessons: { $rules } ([✓] completed)
hints-lessons = ↑↓ choose · Enter open · Esc back
lesson-header = { $title } · { $rules } · step { $step } of { $steps } · right { $right } of { $answered }
lesson-situation-throw = { $side_start } ({ $side_letter }) to move · throw { $throw }
lesson-situation = { $side_start } ({ $side_letter }) to move
lesson-sticks-example = One way to throw a { $value }: { $sticks }
hints-question = Enter answer · h hint · Tab board · r route · ? more · Esc lessons
hints-question-no-hint = Enter answer · Tab board · r route · ? more · Esc lessons
hints-feedback = Enter next · Tab board · r route · Esc lessons
hints-reading = Enter next · Tab board · r route · ? more · Esc lessons
lesson-finished = Lesson complete: { $title }. You answered { $right } of { $answered } questions right.
hints-finished = Enter back to the lessons · Esc back
notice-progress-corrupt = Your progress file could not be read; it was kept as { $path } and a fresh one was started.
notice-progress-unreadable = Your progress file { $path } could not be read, nor kept aside ({ $detail }); it is left as it is, and nothing will be saved this time.
notice-progress-not-kept-aside = Your progress file { $path } cannot be used ({ $read }), and it could not be moved aside ({ $detail }); it is left as it is, and nothing will be saved this time.
notice-progress-save-failed = Your progress could not be saved to { $path }: { $detail }
error-terminal = cannot open the terminal screen: { $detail }

## Quiz

home-quiz = Quiz: predict what the rules allow
quiz-header = Quiz · { $rules } · question { $number } of { $count } · right { $right } of { $answered } · streak { $streak }
hints-quiz-question = Enter answer · Tab board · r route · ? more · Esc quit the quiz
hints-quiz-feedback = Enter next question · Tab board · r route · Esc quit the quiz
hints-quiz-finished = Enter or Esc back home
quiz-finished = Quiz complete: { $right } of { $answered } right. Best streak: { $best }.
quiz-by-topic = By topic (right/asked):
error-unknown-topic = unknown topic "{ $value }": give a reason code (e.g. checkpoint-26) or a rule id (e.g. exchange)
error-bad-count = the number of questions must be a whole number from 1 to 1000, not "{ $value }"
error-bad-seed = the seed must be a whole number, not "{ $value }"
error-answers-file = cannot read the answers in { $path }: { $detail }
grade-right = { $number }: right ({ $answer })
grade-wrong = { $number }: wrong: answered { $given }, the answer is { $answer }
grade-missing = { $number }: no answer (the answer is { $answer })
grade-bad = { $number }: "{ $given }" is not an answer to a { $kind } question
grade-total = Score: { $right } of { $count }.
progress-lessons = Lessons completed: { $done } of { $total }
progress-topics = Quiz topics (right/asked, review box 1-5, next review):
progress-no-topics = No quiz answers yet: try senet quiz.
progress-due-now = due now
progress-due-in = due in { $days ->
    [one] one day
   *[other] { $days } days
}
progress-mastered = mastered
progress-file = Saved in { $path }

# Data safety: saves, kept-aside files, file checks (issue 11)
trouble-not-regular = it is not a regular file (a folder, a device, a pipe, or a link that does not lead to a file)
trouble-link-loop = it is a symbolic link whose links lead back to themselves (a loop): point it at a file
trouble-too-large = it is larger than { $limit } MiB, the most this program reads
trouble-utf8 = invalid UTF-8 at line { $line }, column { $column } (byte { $byte })
trouble-invalid = it is damaged, or was written by a newer version of Senet Tutor
io-not-found = no such file or folder
io-permission = permission denied
io-exists = it already exists
io-not-a-folder = a part of the path is not a folder
io-is-a-folder = it is a folder
io-full = the disk is full
io-read-only = the disk is read-only
io-bad-name = the name is not valid here
io-other = the system could not do it
progress-cannot-read = cannot read your progress in { $path }: { $detail }. Nothing was changed, and nothing will be saved there until this is fixed.
progress-not-kept-aside = your progress file { $path } cannot be used ({ $read }), and it could not be moved aside ({ $detail }). Nothing was changed, and nothing will be saved there until this is fixed.
file-error-utf8 = not UTF-8 text: the byte at offset { $byte } of the file is not valid UTF-8
parse-detail-structure = the structure is not what this kind of file expects here
parse-detail-duplicate = the key "{ $key }" appears twice
parse-detail-unknown-field = unknown field "{ $field }"
parse-detail-missing-field = the field "{ $field }" is missing
parse-detail-wrong-type = this value is not of the kind expected here
parse-detail-syntax = the YAML syntax is broken here
parse-detail-budget = too many values or too deep nesting for this kind of file
lesson-new-write-error = cannot write { $path }: { $detail }; nothing was left behind
answers-not-json = line { $line }, column { $column }: not valid JSON
answers-shape = line { $line }, column { $column }: not in the answers format: {"{"}"quiz": {"{"}"rules", "seed", "count"{"}"}, "answers": [{"{"}"number", "answer"{"}"}]{"}"} (start from the answer key of --format json)
answers-unknown-field = line { $line }, column { $column }: unknown field "{ $field }"
answers-out-of-range = answer number { $number } is out of range: this quiz has questions 1 to { $count }
answers-duplicate = question { $number } is answered twice
answers-mismatch = these answers are for the quiz { $file }, but the command line asks for { $asked }
answers-quiz = { $rules }, seed { $seed }, { $count } questions{ $topic ->
    [none] {""}
   *[other] , topic { $topic }
}

## Best-move questions verified by playouts
# $difference, $low, $high, $margin: points of win chance; $playouts per option.
lesson-error-best-unconfirmed = not confirmed by playouts: the search puts the piece on { $best } { $margin } points ahead of the piece on { $second }, but over { $playouts } playouts per option on the same throws the difference is { $difference } points (95%: { $low } to { $high }), and that interval includes zero; choose a position with a clearer best move
lesson-error-best-contradicted = contradicted by playouts: the search puts the piece on { $best } { $margin } points ahead of the piece on { $second }, but over { $playouts } playouts per option on the same throws the difference is { $difference } points (95%: { $low } to { $high }), wholly below zero: the piece on { $second } does better; choose a position with a clearer best move
lesson-check-best-exact = { $file }:{ $line }: best move { $best } over { $second }: exact, { $margin } points ahead
lesson-check-best-playouts = { $file }:{ $line }: best move { $best } over { $second }: the search says { $margin } points ahead; { $playouts } playouts per option say { $difference } points (95%: { $low } to { $high }){ $kept ->
    [yes] {" "}(kept verdict)
   *[no] {""}
}

## Answering: nothing is chosen until the learner chooses.
answer-choose-placeholder = (choose an answer: ↑ ↓ or its number, then Enter)
answer-choose-first = Choose an answer first: ↑ ↓ or its number, then Enter.
answer-pick-none-confirm = No square is marked. Press Enter again to answer that no piece can move.

## The help overlay (? or F1 on every screen).
screen-help-title = Help
screen-help-close = Close
screen-help-home =
    The home screen: start a lesson, a quiz, a game or a replay, read the rules, see the house odds, and choose the ruleset and the language.
    
    ↑ ↓        choose a line
    Enter      open it, or change your side, the ruleset or the language
    p          your progress (lessons done, quiz topics)
    S          settings (remembered for the next time)
    q          quit
    ? or F1    this help (Esc closes it)
screen-help-rules =
    The rules of the chosen ruleset. Each rule says whether the source states it [source] or this program chose a reading where the source is silent [choice].
    
    ↑ ↓ PgUp PgDn   scroll
    Esc             back home
    ? or F1         this help (Esc closes it)
screen-help-lessons =
    The lessons of the chosen ruleset, in order. A tick marks a lesson you have finished.
    
    ↑ ↓        choose a lesson
    Enter      open it
    Esc        back home
    ? or F1    this help (Esc closes it)
screen-help-lesson =
    A lesson or a quiz: read each step, then answer its question. The feedback explains the rule behind the answer, and where it comes from.
    
    Enter          next step; answer the chosen option
    ↑ ↓ or 1-9     choose an option (none is chosen at first)
    Space          mark or unmark a square (several pieces)
    h              the hint, when the question has one
    Tab            move between the board and the answer
    ← → ↑ ↓        on the board: read each square's rule
    r              show or hide the route
    b              start the lesson over (Esc keeps its step for next time)
    Esc            leave (your progress is saved after every answer)
    ? or F1        this help (Esc closes it)
screen-help-play =
    A game against the computer or a friend on the same keyboard. The marked pieces may move with the throw.
    
    Space          throw the sticks (or the house throw)
    ← →            choose a piece
    Enter          move it
    u              take back your last move (and the computer's reply)
    l              the move list (beside the board from 110 columns on)
    r              after the game: review it in the viewer
    any key        while the computer plays: show all its moves at once
    T              the tutor on or off: it warns you before a mistake
    d / y          offer a draw / accept it (games with a friend)
    s              resign (asks first)
    n              a new game (asks first while a game is under way)
    Esc            home (asks first while a game is under way)
    ? or F1        this help (Esc closes it)
screen-help-replays =
    Recorded games, the newest first, and the sample games at the end.
    
    ↑ ↓        choose a game
    Enter      open it in the viewer
    c          continue it, if unfinished (recording on into its file)
    Esc        back home
    ? or F1    this help (Esc closes it)
screen-help-viewer =
    A recorded game, step by step: each throw, the options it allowed, what was chosen and, once rated, how it compared with the alternatives.
    
    → or j / ← or k     next / previous entry
    Home / End          the start / the end
    g                   go to an entry by number
    x X                 next / previous exchange
    w W                 next / previous water landing
    n N                 next / previous note
    a                   rate every decision (win chances)
    r                   roll the current decision out (playouts)
    m M                 next / previous mistake or blunder
    s                   mistakes of both sides, of one, of the other
    ↑ ↓ PgUp PgDn       scroll
    Esc                 back to the list
    ? or F1             this help (Esc closes it)
    
    The words of a rating: a win chance is "exactly" so when it comes from the endgame table (a small ending, solved to the end), "about" so when the computer estimated it by searching ahead. A loss is in points of win chance: 5 points means 5 games fewer won in 100 from this position. "Level 3" is how far the rating looks ahead (the computer's level 3). A rollout plays each option out many times with the same throws and gives the range the true value lies in 19 times out of 20 (95%); a mark stands only when that range shows a real loss.
screen-help-choose-level =
    The computer's level for the next game: the higher, the further it looks ahead.
    
    ↑ ↓        choose a level
    Enter      play
    Esc        back home
    ? or F1    this help (Esc closes it)
screen-help-odds =
    The exact odds for a piece on one of the last houses: what each throw does to it, and the chance of having left within a number of throws.
    
    ← →        another square
    + -        more or fewer throws
    Esc        back home
    ? or F1    this help (Esc closes it)

## The lesson kind compare.
question-compare = Which rulesets let the piece on { $piece } move with this throw of { $throw }?
answer-rulesets-none = none of them

## senet rules R --ids
rules-ids-heading = { $name }: the ids a lesson names
rules-ids-rules = Rule ids (a question's rule:):
rules-ids-reasons = Reason codes (expect: of a legal question):

## Questions with several true answers
feedback-several-right = { $count ->
    [one] The right answer: { $answers }.
   *[other] { $count } answers were right here: { $answers }.
}
lesson-error-several-true = { $count ->
    [one] expect lists { $expected }, but only { $accepted } is true here
   *[other] { $count } of the offered answers are true here, { $accepted }: expect must list every one of them (it lists { $expected })
}

## A percentage, for lists built in code
percent-value = { $value }%

## The race board (no marked houses, ends on 30)
legal-finish-race = (30: the finish)
reason-race-overshoot = beyond 30
board-legend-race = x and o: the two pieces (* when both share a square); follow the numbers, the route snakes; the race ends on 30, and no square is special.

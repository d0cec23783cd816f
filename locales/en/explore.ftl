## senet compare: one position under several rulesets (src/text/compare.rs)

compare-heading = { $letter } to move, throw { $throw }: the same position under { $count ->
    [one] one ruleset
   *[other] { $count } rulesets
}
compare-cannot-heading = Rulesets that cannot hold this position:
compare-none-holds = No ruleset asked can hold this position, so there is nothing to compare.
# On the explore screen, beside the ruleset's name: why it cannot hold the position.
compare-screen-too-many = too many { $side } pieces: { $found } (this ruleset has { $max })
compare-screen-impossible = no piece can rest on square { $square } here: the water acts at once
compare-no-pieces = { $letter } has no pieces on the board.
compare-piece = The piece on { $square }:
compare-refused = cannot move ({ $from } → { $to }): { $reason }
compare-nothing = has finished and does not move
compare-backward = backward: { $reason }
compare-no-differences = No differences: every ruleset that holds this position allows the same moves with the same results.
compare-differences-heading = Differences ({ $count }):
compare-allows = allows it
compare-forbids = forbids it
compare-difference = The piece on { $from }: { $a } { $a_does }, { $b } { $b_does }.
compare-difference-both = The piece on { $from }: { $a } and { $b } both allow a move, with different results.
compare-cause = Cause: the rule "{ $rule }" ({ $id }), which the two rulesets set differently.
compare-cause-first = Cause: the rule "{ $rule }" ({ $id }), which the two rulesets set differently; other differences between them add to it.
compare-rule-absent = { $rules }: does not apply the rule "{ $rule }".
compare-error-rules-empty = --rules needs at least one ruleset name, separated by commas
compare-error-rules-twice = --rules names { $value } twice

help-compare = Compare one position and throw under several rulesets, with the rule behind each difference
help-compare-board = The board text: 30 characters, square 1 first (. x o)
help-compare-to-move = The side to move: x or o
help-compare-throw = The throw: 1 to 5
help-compare-rules = The rulesets to compare, separated by commas (default: all six)
help-compare-format = text or json

## senet board --svg, senet replay show --svg: board pictures (src/text/picture.rs, src/cli/board.rs)

picture-entry = entry { $entry }
picture-to-move = { $side_start } ({ $side_letter }) to move
picture-throw = throw { $throw }
picture-written = Wrote { $path }.
picture-exists = { $path } already exists: choose another file name (Senet Tutor never writes over a file it did not create)
picture-write-failed = could not write { $path }: { $reason }
picture-bad-highlight = --highlight takes squares from 1 to 30 separated by commas, not "{ $value }"
picture-bad-arrow = --arrows takes moves like 23-26 or 28-off separated by commas, not "{ $value }"
picture-needs-file = give the file to write the picture to with --svg FILE

help-board = Draw a position as a picture (SVG) for print or the web
help-board-rules = The ruleset
help-board-board = The board text: 30 characters, square 1 first (. x o)
help-board-to-move = The side to move, drawn beside the throw: x or o
help-board-throw = The throw, drawn as sticks: 1 to 5
help-board-highlight = Squares to mark, e.g. 24,26
help-board-arrows = Move arrows, e.g. 23-26,28-off
help-board-svg = The SVG file to write (it must not exist yet)
help-replay-show-svg = Also draw the entry as a picture into this SVG file (it must not exist yet)

## Worksheets: senet quiz --worksheet, senet lesson print (src/text/worksheet.rs)

worksheet-quiz-title = Senet quiz: { $rules }
worksheet-quiz-meta = { $count ->
    [one] One question
   *[other] { $count } questions
} · seed { $seed }{ $topic ->
    [none] {""}
   *[other] {" "}· topic { $topic }
}
worksheet-quiz-grade = To grade answers typed into a file: { $command }
worksheet-lesson-meta = Lesson { $id } · { $rules }
worksheet-name = Name: ____________________
worksheet-answer = Answer:
worksheet-key = Answer key
worksheet-rule = rule: { $rule }

help-quiz-worksheet = Write the questions as a printable worksheet (HTML, answer key on its own page) to this new file
help-lesson-print = Print a lesson as a sheet (HTML): its boards and questions, then the answers
help-lesson-print-lesson = A shipped lesson id or a lesson file
help-lesson-print-html = Write the sheet to this new file instead of printing it

## The explore screen (src/ui/explore.rs, src/text/explore.rs)

home-explore = Explore: set up any position and see what each ruleset allows
hints-explore = arrows square · x o put · Space empty · 1-5 throw · Enter · ? more · Esc home
hints-explore-confirm = y yes · Enter or Esc no, keep the position
explore-confirm-title = Leave explore?
explore-confirm-leave = Leave this position? The board you set up is not kept (w saves it as a lesson step, R as the start of a replay).
explore-confirm-stay = No, keep it
explore-heading = { $rules } · { $side_start } ({ $side_letter }) to move · throw { $throw } · cursor on { $square }
explore-invalid = This position is not possible here: { $problem }
explore-no-pieces = { $side_start } { $side_num ->
    [one] has
   *[other] have
} no pieces on the board: put some with x or o.
explore-pass = No legal move: the throw is lost.
explore-cannot-play = The piece on { $square } has no move with this throw.
explore-cannot-play-other-side = The piece on { $square } belongs to the other side: press t to let that side move.
explore-cannot-play-empty = Square { $square } is empty: put the cursor on a piece of the side to move.
explore-nothing-to-take-back = There is no move to take back.
explore-analysis-heading = The computer's weighing ({ $rules }): the win chance after each option
# $chance: the win chance in words ("exactly 62.4%", "about 62% (95%: 58–66%)", "about 62% ±1.6").
explore-analysis-option = { $move }: { $chance }
explore-analysis-measured = The level-{ $level } search can only estimate here, so every option was played out ({ $playouts } playouts each, level 2, the same throws for every option), each chance combined with the estimate; the ranges are 95% intervals.
explore-analysis-estimated = "About" is the level-{ $level } search's estimate: it can be off by about { $error } points here.
explore-save-step-title = Save as a lesson step
explore-save-replay-title = Save as the start of a replay
explore-save-path = The file (a lesson file gets the step added at the end; a replay file must be new):
explore-step-invalid = Only a possible position, with a piece of the side to move, can be saved.
explore-step-saved = Added a step to { $path }; lesson check passes ({ $steps } steps).
explore-step-refused = The step was not kept in { $path }: lesson check says { $problem }
explore-replay-saved = Wrote the start of a replay to { $path }.
explore-save-failed = could not save to { $path }: { $detail }
explore-append-no-steps = the file has no steps: list
explore-append-steps-not-last = steps: is not the last part of the file, so a step cannot be added at its end

help-explore = Set up any position in the tutor and explore it: legal moves, refusals, analysis, comparison
help-explore-rules = The ruleset
help-explore-to-move = The side to move: x or o
help-explore-throw = The throw: 1 to 5
help-explore-board = The board text to start from (default: the ruleset's start)
screen-help-explore =
    Set up any position and see what the ruleset makes of it: what is wrong with it, or every move and every refusal with its rule and where that rule comes from.
    
    arrows          move the cursor
    x o             put a piece of that side (again: take it away)
    space           empty the square
    t               the other side moves
    1 to 5          the throw
    Enter           play the piece under the cursor
    u               take the last move back
    a               the computer's win chance for each option
    c               the same position under every ruleset
    g               the next ruleset
    w               save as a step of a lesson file (checked at once)
    R               save as the start of a replay
    Esc             back home
    ? or F1         this help (Esc closes it)

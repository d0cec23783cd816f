## Replays: senet replay check | show | list, and the viewer's texts.


## Results

replay-result-bear-off = { $winner_start } ({ $winner_letter }) won by bearing off every piece
replay-result-race = { $winner_start } ({ $winner_letter }) won by reaching 30 first
replay-result-resign = { $winner_start } ({ $winner_letter }) won: { $loser } ({ $loser_letter }) resigned
replay-result-draw-agreed = drawn by agreement
replay-result-draw-600 = drawn after 600 throws
replay-result-unfinished = unfinished

## Problems in a file's structure

replay-error-yaml = not a valid replay file: { $detail }
replay-error-version = unknown replay version { $found }; this program reads senet-replay: 1
replay-error-missing = the field "{ $field }" is missing
replay-error-truncated = { $entries ->
    [0] the file ends before its result: it is incomplete (cut off?)
    [one] the file ends after entry 1 without a result: it is incomplete (cut off?)
   *[other] the file ends after entry { $entries } without a result: it is incomplete (cut off?)
}
replay-error-unknown-result = unknown result "{ $value }"; use bear-off, resign, draw-agreed, draw-600 or unfinished
replay-error-result-needs-winner = a { $by } result needs a winner: x or o
replay-error-result-no-winner = a { $by } result has no winner: write winner: null
replay-error-no-action = an entry needs one of from: SQUARE, pass: true or house: SQUARE
replay-error-two-actions = an entry takes only one of from, pass and house
replay-error-pass-false = pass: false says nothing; write pass: true for a lost throw, or from: SQUARE for a move
replay-error-empty-note = a note needs a text, or at least one of en and es

## Problems in the game

replay-at-entry = entry { $entry }: { $problem }
replay-at-result = result (after entry { $entry }): { $problem }
replay-problem-throw = a throw is 1 to 5, not { $throw }
replay-problem-wrong-side = the entry says { $found }, but it is { $expected }'s throw
replay-problem-house-expected = this is the house throw of the piece on { $square }: write house: { $square }
replay-problem-house-unexpected = house: { $square }, but no house throw is due; write from: SQUARE or pass: true
replay-problem-no-piece = { $side_start } ({ $side_letter }) { $side_num ->
    [one] has
   *[other] have
} no piece on { $from }
replay-problem-illegal = the piece on { $from } cannot move { $throw }: { $reason } ({ $code })
replay-problem-pass = pass with a { $throw }, but { $moves ->
    [one] a move existed
   *[other] { $moves } moves existed
} (e.g. the piece on { $from }); a player may not pass while a move exists
replay-problem-after-end = the game was already over ({ $result }); no entry may follow
replay-problem-result = the file says "{ $recorded }", but { $actual }
replay-actual-not-over = the game is not over after the last entry
replay-actual-over = the moves end the game: { $result }

## senet replay show

replay-players = { $x } · { $o }
replay-player = { $side }: { $name }
# A sample game's recorded player (replays/*-sample.yaml), named in the reader's language.
replay-sample-computer = Computer (random moves)
replay-entry-of = Entry { $entry } of { $total } (line { $line })
replay-entry-of-screen = Entry { $entry } of { $total }
replay-no-entries = No entries yet: the start position.
replay-played = Played: { $move } (marked >)
replay-played-pass = Played: pass (no legal move; the throw is lost)
replay-note = Note: { $note }
replay-after-last = After the last entry:
replay-next-throw = Next: { $side } ({ $side_letter }) { $side_num ->
    [one] throws
   *[other] throw
}.
replay-next-house = Next: { $side } ({ $side_letter }) { $side_num ->
    [one] throws
   *[other] throw
} the house throw of the piece on { $square }.
replay-game-over = The game is over: { $result }.
replay-show-bad-at = --at must be an entry number from 1 to { $total }, not "{ $value }"
replay-show-beyond = entry { $entry } cannot be shown: the replay is only valid up to entry { $valid }

## senet replay check and list

replay-check-ok = { $file }: { $entries ->
    [one] 1 entry
   *[other] { $entries } entries
}, all legal; { $result }
replay-check-failed = { $failed ->
    [one] One replay
   *[other] { $failed } replays
} of { $total } failed the check.
replay-read-error = cannot read { $path }: { $detail }
replay-list-heading = Replays in { $dir }:
replay-list-empty = No replays in { $dir }.
replay-list-entries = { $entries ->
    [one] 1 entry
   *[other] { $entries } entries
}
replay-versus = { $x } vs { $o }
replay-list-error = cannot be read: { $problem }

viewer-breaks = The replay breaks here: { $error }
viewer-go-to = Go to entry (1 to { $total })
viewer-go-to-range = There is no such entry: type a number from 1 to { $total }.
home-replays = Replays: step through recorded and sample games
replays-heading = Replays (newest first; the samples at the end)
hints-replays = ↑↓ choose · Enter open · Esc home

replay-analyze-progress = rating the decisions
replay-analyze-line = entry { $entry }, { $side }: { $mark } (loss { $loss } points); options: { $options }
replay-analyze-summary = { $player } ({ $side }): { $decisions ->
        [one] one decision rated
       *[other] { $decisions } decisions rated
    }: { $best } best, { $inaccuracies ->
        [one] one inaccuracy
       *[other] { $inaccuracies } inaccuracies
    }, { $mistakes ->
        [one] one mistake
       *[other] { $mistakes } mistakes
    }, { $blunders ->
        [one] one blunder
       *[other] { $blunders } blunders
    }; average loss { $average } points
replay-mark-best = best
replay-mark-inaccuracy = inaccuracy
replay-mark-mistake = mistake
replay-mark-blunder = blunder
viewer-moves = Moves
viewer-rating-none = Not rated yet · a: rate every decision with the engine
viewer-rating-running = Rating the decisions: entry { $done } of { $total }…
viewer-rating-done = Rated at level { $level }: { $decisions ->
        [one] one decision
       *[other] { $decisions } decisions
    }, { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
viewer-rating-legend = ?!  inaccuracy
    ?   mistake
    ??  blunder
viewer-rating = Engine rating (level { $level }): { $move }: { $mark }, { $loss } points of win chance below the best.
viewer-rating-options = Win chance after each option: { $options }
viewer-rating-played = played
viewer-rating-best = best
viewer-no-mistake-after = No mistake or blunder after this entry.
viewer-no-mistake-before = No mistake or blunder before this entry.
error-bad-rating-level = the level that rates must be 1 to 4 or best (the random mover cannot judge a move), not "{ $value }"

# Replays: input checks (issue 11)
replay-show-no-entries = this replay has no entries yet, so --at cannot be used

## replay analyze --rollouts
replay-analyze-line-interval = entry { $entry }, { $side }: { $mark } (loss { $loss } points, 95%: { $low } to { $high }); options: { $options }
viewer-rollout-running = Rolling out this decision: playout { $done } of { $total } for every option…
viewer-rollout = Rollout ({ $playouts } playouts per option, level 2, the same throws for every option): { $move }: { $mark }, { $loss } points of win chance below the best (95%: { $low } to { $high }).
viewer-rollout-nothing = Nothing to roll out here: a forced move or a lost throw.

## The viewer's side filter and cached ratings (issue 13)
viewer-mistakes-both = mistakes: both sides
viewer-mistakes-side = mistakes: { $side } ({ $side_letter }) only
viewer-no-mistake-after-side = No mistake or blunder by { $side } ({ $side_letter }) after this entry.
viewer-no-mistake-before-side = No mistake or blunder by { $side } ({ $side_letter }) before this entry.
replays-row = { $date } · { $players } · { $result } · { $rules } · { $entries }
replays-sample = sample: { $row }
viewer-rating-top = Engine rating (level { $level }): { $move }: the best move.
viewer-rating-near-best = Engine rating (level { $level }): { $move }: as good as the best, within half a point ({ $loss } points of win chance below it).
viewer-rollout-top = Rollout ({ $playouts } playouts per option, level 2, the same throws for every option): { $move }: the best move (95%: { $low } to { $high } points of win chance below the best).
viewer-rollout-near-best = Rollout ({ $playouts } playouts per option, level 2, the same throws for every option): { $move }: as good as the best, within half a point ({ $loss } points of win chance below it; 95%: { $low } to { $high }).
viewer-rollout-unproven = Rollout ({ $playouts } playouts per option, level 2, the same throws for every option): { $move }: no loss shown: { $loss } points of win chance below the best, but the 95% range ({ $low } to { $high }) includes 0, so it may be as good as the best.
# Under the engine's rating when a rollout of the same decision is shown above it.
viewer-rating-see-rollout = The rollout above measures this decision more closely than the rating: where they differ, trust the rollout.
# The right end of the viewer's header; $mistakes is viewer-mistakes-both or viewer-mistakes-side.
viewer-header = entry { $entry } of { $total } · { $mistakes }
keys-viewer = ←→ entry · x w n jump · a rate · m M mistake · s side · ? keys · Esc list
replays-result-won = { $winner_start } ({ $winner_letter }) won
replays-result-drawn = drawn

## The tutor's replay list at 80 columns (issue 13): a row too long for its
## width drops the time of day, then the number of entries, then cuts the
## ruleset's name and the players' with "…".
replays-row-no-entries = { $date } · { $players } · { $result } · { $rules }
# The winner by its letter only, when the row is still too long.
replays-result-won-short = { $winner_letter } won

## Replay notes in another language (issue 13, resume2)
replay-note-in-en = Note (in English): { $note }
replay-note-in-es = Note (in Spanish): { $note }

## Continuing an unfinished game (issue 13, resume2)
hints-replays-resume = ↑↓ choose · Enter open · c continue a game · Esc home
resume-in-use = { $path } is being played in another window of the tutor: finish or leave it there first.
resume-invalid = { $error } (the game is not continued: a file that does not check is never repaired)
resume-over = { $path }: this game is over; there is nothing to continue.
resume-no-state = { $path }: this file does not say how to go on (only unfinished games recorded by this program can be continued).
resume-edited = { $path } was changed outside the tutor; it is not continued, so that nothing in it is written over.
resume-bad-state = { $path }: its resume line does not fit entry { $entry }; the game is not continued.
resume-io = { $path } cannot be taken for this game: { $detail }
play-resumed = Continuing this game where it was left ({ $entries ->
    [one] one entry
   *[other] { $entries } entries
} so far).

## Take-backs in the viewer (issue 13, resume2)
viewer-taken-back = Taken back before this entry: { $moves }.
viewer-taken-back-after = Taken back after this entry: { $moves }.
viewer-taken-back-move = { $side } threw { $throw }: { $move }
viewer-taken-back-pass = { $side } threw { $throw }: no move
viewer-taken-back-legend = ↶ a move was taken back here

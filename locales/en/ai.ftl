### Senet Tutor: the computer opponent and `senet duel` (English).

error-bad-games = the number of games must be a whole number from 1 to 1,000,000, not "{ $value }"
error-bad-jobs = the number of jobs must be a whole number from 1 to 64, not "{ $value }"
duel-title = Duel · { $rules } · A: { $a } · B: { $b } · { $games } games · seed { $seed }
duel-results = A won { $a_wins }, B won { $b_wins }, { $draws ->
    [one] one draw
   *[other] { $draws } draws
}.
duel-length = Average game length: { $throws } throws.
duel-score = A's score (wins plus half the draws): { $score }% (95% interval { $low }% to { $high }%).

## Exact endgame tables: `senet endings` and their cache.
endings-folder = Exact endgame tables in { $path }:
endings-table = { $rules }, { $pieces ->
    [one] one piece
   *[other] { $pieces } pieces
} a side
endings-status-cached = { $table }: saved ({ $size })
endings-status-missing = { $table }: not built yet
endings-status-damaged = { $table }: damaged ({ $problem }); it will be rebuilt
endings-building = Solving { $table }
endings-build-percent = { $percent }%
endings-built = { $table }: solved in { $seconds } s and saved ({ $size })
endings-kept = { $table }: already saved ({ $size })
endings-rebuilt = { $table }: the saved file was damaged ({ $problem }); solved again in { $seconds } s and saved ({ $size })
endings-not-saved = could not save { $path }: { $error }
endings-notice-rebuilt = the saved endgame table { $table } was damaged ({ $problem }); it has been solved again and saved
endings-notice-large = the saved endgame table { $table } is damaged ({ $problem }); the two-piece table serves until `senet endings build` or the tutor rebuilds it
# endings status and build: skiryuk's part of the three-piece table, shipped with the program.
endings-shipped-part = { $rules }, three pieces against at most one: shipped with the program, exact ({ $size } compressed); the rest of its three-piece table (two or three pieces on each side) is not available: those endings do not settle in a reasonable time (docs/ai.md says why)
endings-shipped-part-damaged = { $rules }, three pieces against at most one: the copy shipped with the program failed its check and is not used; the two-piece table serves alone
endings-problem-truncated = the file is cut short
endings-problem-not-a-table = it is not an endgame table file
endings-problem-version = it was made by another version of the program
endings-problem-checksum = its checksum does not match
endings-problem-stale = it was made for other rules
endings-problem-unreadable = it cannot be read
error-endings-no-data-dir = there is no data folder to keep the tables in; give one with --data-dir
error-bad-endings-pieces = unknown table size "{ $value }"; choose 2 or 3
endings-background = Solving the exact endgame table ({ $rules }, three pieces a side): { $percent }%
endings-background-rebuild = Rebuilding the damaged endgame table ({ $rules }, three pieces a side): { $percent }%

## Win chances in analysis output (rollouts, senet analyze)
# $percent with one decimal: the value is exact (a finished game or an ending the exact tables cover).
chance-exact = exactly { $percent }%
# $percent rounded: an estimate of the search.
chance-about = about { $percent }%
# An estimate from playouts with its 95% interval ($low to $high).
chance-about-interval = about { $percent }% (95%: { $low }–{ $high }%)

## senet analyze, rollouts, duel --from
error-bad-rollouts = the number of playouts must be a whole number from 2 to 100,000, not "{ $value }"
error-bad-throws-made = the throws already made must be a whole number from 0 to { $limit }, not "{ $value }"
error-position-finished = a side has no pieces left on this board: the game is already over
error-duel-needs-from = --to-move and --throws-made describe a starting position: give it with --from BOARD
error-duel-needs-to-move = --from needs --to-move x or o: the side to move in that position
analyze-progress = playing out
# $throws: throws made before this one (shown when not 0).
analyze-title-throws = { $rules } · { $side } to move with a throw of { $throw } · { $throws } throws made before
analyze-title = { $rules } · { $side } to move with a throw of { $throw }
analyze-method-search = Win chances by the level-{ $level } search: estimates ("about"), except where the game ends or the exact endgame tables cover the position ("exactly").
analyze-method-rollouts = Win chances from { $playouts } playouts per option at level { $level }, the same throws for every option (seed { $seed }), with 95% intervals; "exactly" where the game ends or the exact tables cover the position.
analyze-pass = No legal move: the throw is lost.
analyze-option = { $move } · { $board } · { $chance } · { $verdict }
analyze-best = best
analyze-loss = { $mark }, { $loss } points below the best
analyze-loss-interval = { $mark }, { $loss } points below the best (95%: { $low } to { $high })
# The games of duel --from: the board, who moves, throws made.
duel-from = From { $board }, { $side } to move, { $throws } throws made
duel-sides = { $side_start } ({ $side_letter }) won { $x_wins }, { $other } ({ $other_letter }) won { $o_wins }.

# An option that is not the best but within half a point of it (no mark).
analyze-near-best = close to the best
analyze-as-good-as-best = as good as the best, to a tenth of a point

## endings build: a table size the ruleset does not keep.
error-endings-no-such-table = { $rules } has no exact table of { $pieces } pieces a side (its tables go up to { $largest }: the larger endings do not settle in a reasonable time; docs/ai.md says why)

### Senet Tutor: the computer opponent and `senet duel` (English).

cli-duel-about = Two computer levels play each other, taking turns at moving first, and the results are summed up
cli-duel-rules-help = The ruleset (default: kendall)
cli-duel-a-help = Player A's level: random, best, or 1 to 4 (default: best)
cli-duel-b-help = Player B's level: random, best, or 1 to 4 (default: random)
cli-duel-games-help = How many games, from 1 to 1000000 (default: 100); A moves first in every other game, on the same throws as the game before
cli-duel-seed-help = Seed of the throws and of the players' own random choices: the same seed gives the same games (default: 1)
cli-duel-jobs-help = How many games to play at once, on separate threads, 1 to 64 (default: 1); the results do not depend on it
cli-duel-format-help = text (default) or json
error-bad-duel-level = unknown level "{ $value }"; use random, best, or 1 to 4
error-bad-games = the number of games must be a whole number from 1 to 1000000, not "{ $value }"
error-bad-jobs = the number of jobs must be a whole number from 1 to 64, not "{ $value }"
duel-title = Duel · { $rules } · A: { $a } · B: { $b } · { $games } games · seed { $seed }
duel-results = A won { $a_wins }, B won { $b_wins }, { $draws ->
    [one] one draw
   *[other] { $draws } draws
}.
duel-length = Average game length: { $throws } throws.
duel-score = A's score (wins plus half the draws): { $score }% (95% interval { $low }% to { $high }%).

## `senet duel --a-weights / --b-weights`: the legacy evaluation (branch evalfit).
cli-duel-a-weights-help = Player A's evaluation: tuned (default; fitted to values, by game phase) or legacy (the first weights, one set for the whole game)
cli-duel-b-weights-help = Player B's evaluation: tuned (default) or legacy
error-bad-duel-weights = unknown evaluation "{ $value }"; use tuned or legacy
duel-legacy-weights = { $name } (legacy evaluation)

### Senet Tutor: measuring a decision the search can only estimate (English).
# $error: points of win chance; $playouts per option.

help-analyze-measure = Where the search can only estimate (outside the exact tables), play each option out this many times (2 to 100,000) instead; 0 never does
analyze-method-measured = The level-{ $level } search can only estimate here (its measured error is ±{ $error } points), so each option was played out { $playouts } times at level { $rollout_level }, the same throws for every option (seed { $seed }), every chance combined with the search's own reading by the precision of each, with 95% intervals; "exactly" where the game ends or the exact tables cover the position.
analyze-estimate-error = An estimate ("about") can be off by about { $error } points (the search's error measured in this phase of the game): a mistake or blunder is marked only where the loss is larger than that.

## Measured where estimated, everywhere a decision is rated (issue 29)
# $percent: a whole percentage; $error: the measured error in whole points.
chance-about-margin = about { $percent }% ±{ $error }
help-replay-analyze-measure = { help-analyze-measure }
replay-analyze-line-measured = entry { $entry }, { $side }: { $mark } (loss { $loss } points, 95%: { $low } to { $high }; measured by { $playouts } playouts per option); options: { $options }
replay-analyze-basis = The numbers: "exactly" is exact (the game ends or the exact tables cover the position); "about N% ±E" is the level-{ $level } search's estimate, which can be off by about { $low } to { $high } points in this ruleset depending on the phase of the game (its error measured in each phase; every line gives its own), so a mistake or blunder is marked from an estimate only where the loss is larger than that; a number with a 95% interval was measured by playouts.
replay-analyze-measured = { $decisions ->
        [one] One decision
       *[other] { $decisions } decisions
    } whose chances the search could only estimate { $decisions ->
        [one] was
       *[other] were
    } played out instead: { $playouts } playouts per option at level { $rollout_level }, the same throws for every option (seed { $seed }), each chance combined with the search's estimate.
viewer-measured = The level-{ $level } search can only estimate here (±{ $error } points), so every option was played out instead, each chance combined with the estimate:
viewer-measured-capped = The time budget (about a second a decision) cut the playouts short; the intervals say how sure the numbers are.
viewer-rating-margin = "About" is the search's estimate: it can be off by about { $error } points here, so a mistake or blunder is marked only where the loss is larger than that.
viewer-rating-measuring = Playing out the decisions the search can only estimate: { $done } of { $total }…
viewer-rating-done-measured = { " " }· { $measured } measured by playouts
play-tutor-measured = The search can only estimate these chances, so every option was played out ({ $playouts } playouts each, level 2, the same throws for every option), each chance combined with the estimate; the ranges are 95% intervals.
viewer-rating-done-unsure = { " " }· { $unsure } unsure left as estimates (time budget)
viewer-rating-unsure = Here the options lie within that error of each other and the time budget left them unmeasured: r plays them out.
viewer-rating-unproven = Engine rating (level { $level }): { $move }: { $loss } points of win chance below the best by the estimate, but within its measured error, so not marked.

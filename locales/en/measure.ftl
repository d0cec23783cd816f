### Senet Tutor: measuring a decision the search is unsure of (English).
# $error: points of win chance; $playouts per option.

help-analyze-measure = When the search is unsure (options within its measured error of the best), play each option out this many times (2 to 100,000) instead; 0 never does
analyze-method-measured = The level-{ $level } search was unsure: options lay within its measured error (±{ $error } points) of the best, so each was played out { $playouts } times at level { $rollout_level }, the same throws for every option (seed { $seed }), with 95% intervals; "exactly" where the game ends or the exact tables cover the position.
analyze-estimate-error = An estimate ("about") can be off by about { $error } points (the search's measured error just outside the exact tables): a mistake or blunder is marked only where the loss is larger than that.

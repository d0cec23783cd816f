### Senet Tutor: how `senet duel` counts independent games (English).

duel-independent-pairs = The intervals count { $units } independent results: each pair of games played on the same throws counts once.
duel-independent-games = The intervals count { $units } independent games: the two players are the same, so every game has throws of its own.
duel-mover-score = { $side_start } ({ $side_letter }), to move, scored { $score }% (95% interval { $low }% to { $high }%).

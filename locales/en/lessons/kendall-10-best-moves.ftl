## Texts of the lesson kendall-10-best-moves (English).

kendall-10-best-moves-title = Kendall: choosing the best move
kendall-10-best-moves-intro = Until now every question had one answer fixed by the rules. From here on, several moves are legal and you choose one. In this lesson each side has only two pieces left, so the computer knows the exact chance of winning after every move, not an estimate: the best move here is best for certain. Watch the checkpoint on 26 and the water on 27.
kendall-10-best-moves-q-water = Black throws a 1. Two pieces can use it. Which one?
kendall-10-best-moves-q-water-hint = Where does 26 + 1 land?
kendall-10-best-moves-q-water-explain = 26 + 1 is 27, the water: that piece would be washed back to 15 and would have to reach the checkpoint all over again. The piece on 28 steps to 29 instead, and since the throw was a 1, Black throws again. The exact chances: 87.3% to win after 28 → 29, 56.9% after 26 → 15.
kendall-10-best-moves-q-checkpoint = Black throws a 1. Which piece should use it?
kendall-10-best-moves-q-checkpoint-hint = Which piece can reach the checkpoint on 26 with this throw?
kendall-10-best-moves-q-checkpoint-explain = The 1 takes the piece on 25 onto 26, the checkpoint: from there it no longer has to land exactly on 26 before it can go on. Moving 20 to 21 gains a square but leaves the piece on 25 still waiting for a 1. The exact chances: 49.5% to win after 25 → 26, 42.4% after 20 → 21.
kendall-10-best-moves-judging = When you review a game, judge each move by the throw that was really there, not by what happened next. The move with the best chance can still lose to an unlucky throw, and a poor one can be rescued by a lucky throw. The win chance after each option is the fair measure.

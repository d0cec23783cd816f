## Texts of the lesson kendall-10-best-moves (English).

kendall-10-best-moves-title = Kendall: choosing the best move
kendall-10-best-moves-intro = Until now every question had one answer fixed by the rules. From here on, several moves are legal and you choose one. In the first four positions each side has only two pieces left, so the computer knows the exact chance of winning after every move, not an estimate: the best move there is best for certain. Watch the checkpoint on 26, the water on 27 and the pieces within reach of an exchange.
kendall-10-best-moves-q-water = Black throws a 1. Two pieces can use it. Which one?
kendall-10-best-moves-q-water-hint = Where does 26 + 1 land?
kendall-10-best-moves-q-water-explain = 26 + 1 is 27, the water: that piece would be washed back to 15 and would have to reach the checkpoint all over again. The piece on 28 steps to 29 instead, and since the throw was a 1, Black throws again. The exact chances: 87.3% to win after 28 → 29, 56.9% after 26 → 15.
kendall-10-best-moves-q-checkpoint = Black throws a 1. Which piece should use it?
kendall-10-best-moves-q-checkpoint-hint = Which piece can reach the checkpoint on 26 with this throw?
kendall-10-best-moves-q-checkpoint-explain = The 1 takes the piece on 25 onto 26, the checkpoint: from there it no longer has to land exactly on 26 before it can go on. Moving 20 to 21 gains a square but leaves the piece on 25 still waiting for a 1. The exact chances: 49.5% to win after 25 → 26, 42.4% after 20 → 21.
kendall-10-best-moves-q-exact = Black throws a 3. Which piece should use it?
kendall-10-best-moves-q-exact-hint = Count the throws each piece can use. Which one needs exactly this number?
kendall-10-best-moves-q-exact-explain = The piece on 23 has not stopped on 26 yet, and from 23 only a 3 lands it there in one move (it passes the lone White piece on 24 on the way). The piece on 28 is in no hurry: a 1 or a 2 moves it along the last row, and a 3 on a later turn takes it off. Spend an exact throw on the piece that needs it. The exact chances: 72.0% to win after 23 → 26, 42.7% after 28 → off.
kendall-10-best-moves-q-back = Black throws a 1. Which piece should move?
kendall-10-best-moves-q-back-hint = If you exchange, where does White's piece end up, and what would a 1 do for White then?
kendall-10-best-moves-q-back-explain = Exchanging 24 with the White piece on 25 gains you one square and costs White one square, no more: the White piece lands on 24, right behind yours on 25, and any 1 White throws exchanges straight back. Stepping 20 → 21 leaves your piece on 24 behind White's, where yours is the one that threatens, and the 1 still gives you another throw. The exact chances: 48.2% to win after 20 → 21, 34.1% after 24 → 25.
kendall-10-best-moves-middle = The last two positions come from the middle of a game, with more pieces on the board. There the computer's win chances are estimates, so each answer was also tested in play: the two best moves were each played out 2,000 times by the computer, on the same throws for both, and the answer stands because the difference between them stayed clearly above zero.
kendall-10-best-moves-q-block = Black throws a 2. Four pieces can use it. Which one?
kendall-10-best-moves-q-block-hint = White's piece on 22 stands alone. What would an exchange there make of your pieces on 23 and 24?
kendall-10-best-moves-q-block-explain = 20 + 2 lands on the lone White piece on 22: the exchange sends it back to 20, and your pieces on 22, 23 and 24 now stand side by side, a block that White's pieces on 19 and 20 may neither land on nor pass. Every other move leaves that White piece in front of your group, free to run on. In the playouts 20 → 22 came out about 3 points ahead of 24 → 26, the next best, and about 4 ahead of 28 → 30.
kendall-10-best-moves-q-hold = Black throws a 3. Which piece should move?
kendall-10-best-moves-q-hold-hint = What keeps White's three pieces on 7, 8 and 9 where they are?
kendall-10-best-moves-q-hold-explain = Your pieces on 10 and 11 form a block, and White's three pieces are stuck behind it: every White throw would land on the block, pass over it or land on a White piece, so White cannot move at all while it stands. Moving 10 or 11 breaks it and lets them through. The piece on 23 uses the 3 to land exactly on the checkpoint, which it needs anyway. In the playouts 23 → 26 came out about 4 points ahead of 10 → 13, the second best.
kendall-10-best-moves-judging = When you review a game, judge each move by the throw that was really there, not by what happened next. The move with the best chance can still lose to an unlucky throw, and a poor one can be rescued by a lucky throw. The win chance after each option is the fair measure.

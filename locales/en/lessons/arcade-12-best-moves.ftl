## Texts of the lesson arcade-12-best-moves (English).

arcade-12-best-moves-title = Arcade: choosing the best move
arcade-12-best-moves-intro = Knowing what is legal is the first half of the game; choosing well is the second. In this lesson you pick the move yourself. The first four positions are small endings, two pieces a side, where the computer knows the exact win chance of every move from its endgame tables and tells you how much each one is worth. The odd side (x) is to move.
arcade-12-best-moves-q-safe = The odd side throws a 2. Which piece should move?
arcade-12-best-moves-q-safe-hint = Which square is both the checkpoint and safe here?
arcade-12-best-moves-q-safe-explain = 24 + 2 = 26: the piece stops on the checkpoint, and 26 is one of the arcade's safe squares, so nothing can exchange it there. Left on 24 it stands alone, three squares in front of the even side's piece on 21, while the piece on 17 is in no hurry.
arcade-12-best-moves-q-water = The odd side throws a 1. Which piece should move?
arcade-12-best-moves-q-water-hint = From 26, where does a 1 go in the arcade?
arcade-12-best-moves-q-water-explain = From 26 a 1 falls into the water on 27 and the piece is sent back to 15, which is not a safe square in the arcade; it would have to come all the way back to 26. The piece on 20 steps to 21 instead, and a 1 earns another throw. From 26 it is better to wait for a 2 or a 3, which reach the safe squares 28 and 29 (30 is taken), or a 5, which bears it off.
arcade-12-best-moves-q-pair = The odd side throws a 2. Which piece should move?
arcade-12-best-moves-q-pair-hint = After each move, which of your pieces would have a friend beside it?
arcade-12-best-moves-q-pair-explain = 22 + 2 lands on the even piece on 24, which has no even piece beside it, so the two swap: it goes back to 22, and your pieces on 23 and 24 now stand side by side, guarding each other. 23 → 25 would leave both of your pieces alone, the one on 25 right in front of the even piece on 24, which swaps it with a 1. The exact chances: 48.6% to win after 22 → 24, 41.9% after 23 → 25.
arcade-12-best-moves-q-step = The odd side throws a 1. Which piece should move?
arcade-12-best-moves-q-step-hint = A swap with a neighbour: how far does each piece move, and who stands behind whom afterwards?
arcade-12-best-moves-q-step-explain = Swapping 24 with the even piece on 25 moves each piece by one square, no more, and afterwards the even piece stands on 24 right behind yours, where a 1 swaps straight back. A 1 is often best spent on a small step that risks nothing: 20 → 21 brings your back piece along, your piece on 24 stays behind the even piece and keeps it within reach, and the 1 earns another throw. The exact chances: 43.7% to win after 20 → 21, 35.3% after 24 → 25.
arcade-12-best-moves-middle = The last two positions come from the middle of a game, with more pieces on the board. There the computer's win chances are estimates, so each answer was also tested in play: the two best moves were each played out 2,000 times by the computer, on the same throws for both, and the answer stands because the difference between them stayed clearly above zero.
arcade-12-best-moves-q-wall = The odd side throws a 3. Which piece should move?
arcade-12-best-moves-q-wall-hint = The even piece on 23 is three squares short of 26. Can you reach it and keep your three in a row?
arcade-12-best-moves-q-wall-explain = 20 + 3 lands on the even piece on 23, which has no even piece beside it: the swap sends it back to 20, and your pieces on 21, 22 and 23 still form a blockade of three that it cannot pass. A rival piece just short of 26 is well worth sending back; a swap near the start would cost it little. Bearing off from 28 can wait: the piece is safe there and leaves with a later 3. In the playouts 20 → 23 came out about 2 points ahead of 21 → 24, the second best.
arcade-12-best-moves-q-runner = The odd side throws a 2. Four pieces can use it. Which one?
arcade-12-best-moves-q-runner-hint = Which of your pieces has no friend beside it and a rival right behind it?
arcade-12-best-moves-q-runner-explain = Your piece on 24 stands between two even pieces with none of yours beside it, so nothing guards it, and the even piece on 23 swaps it with a 1. 24 + 2 = 26 makes its stop on the checkpoint, a safe square, and while it sits there the even pieces on 23 and 25 cannot get past 26. The piece on 29 leaves only with a 2, so bearing it off is tempting, but on 29 it is safe and can wait for another 2. In the playouts 24 → 26 came out about 4 points ahead of 16 → 18, the second best.

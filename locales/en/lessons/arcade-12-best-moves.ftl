## Texts of the lesson arcade-12-best-moves (English).

arcade-12-best-moves-title = Arcade: choosing the best move
arcade-12-best-moves-intro = Knowing what is legal is the first half of the game; choosing well is the second. In this lesson you pick the move yourself in small endings, two pieces a side, where the computer knows the exact win chance of every move from its endgame tables and tells you how much each one is worth. The odd side (x) is to move.
arcade-12-best-moves-q-safe = The odd side throws a 2. Which piece should move?
arcade-12-best-moves-q-safe-hint = Which square is both the checkpoint and safe here?
arcade-12-best-moves-q-safe-explain = 24 + 2 = 26: the piece stops on the checkpoint, and 26 is one of the arcade's safe squares, so nothing can exchange it there. Left on 24 it stands alone, three squares in front of the even side's piece on 21, while the piece on 17 is in no hurry.
arcade-12-best-moves-q-water = The odd side throws a 1. Which piece should move?
arcade-12-best-moves-q-water-hint = From 26, where does a 1 go in the arcade?
arcade-12-best-moves-q-water-explain = From 26 a 1 falls into the water on 27 and the piece is sent back to 15, which is not a safe square in the arcade; it would have to come all the way back to 26. The piece on 20 steps to 21 instead, and a 1 earns another throw. From 26 it is better to wait for a 2 or a 3, which reach the safe squares 28 and 29 (30 is taken), or a 5, which bears it off.

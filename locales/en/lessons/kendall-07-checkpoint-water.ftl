## Texts of the lesson kendall-07-checkpoint-water (English).

kendall-07-checkpoint-water-title = Kendall: the checkpoint and the water
kendall-07-checkpoint-water-intro = Square 26, the House of Happiness, is not just a safe house: it is a checkpoint. No piece may go beyond 26 until it has landed exactly on it. A move from below 26 must end on 26 or before it, never after it. Here Black has a 3, and the piece on 23 would land right on 26.
kendall-07-checkpoint-water-q-land = Where does the Black piece on 23 go with this 3?
kendall-07-checkpoint-water-q-land-hint = 23 + 3. Is that the checkpoint itself?
kendall-07-checkpoint-water-study = A classic puzzle. Black's piece on 24 has never stopped on 26, and the throw is a 3. The sum says 24 + 3 = 27. Nothing else stands in the way. Can the piece simply go there? Think before you answer.
kendall-07-checkpoint-water-q-study = May the Black piece on 24 use this 3?
kendall-07-checkpoint-water-q-study-hint = Where would the piece end: before 26, on 26, or after it?
kendall-07-checkpoint-water-q-study-which = The piece on 24 is stuck, but the throw may still be used by another piece. Which Black pieces can move with this 3?
kendall-07-checkpoint-water-q-study-which-hint = Check the other two pieces one by one.
kendall-07-checkpoint-water-q-study-alone = Now Black has only the piece on 24 left on the board, and throws the same 3. What happens next?
kendall-07-checkpoint-water-q-study-alone-hint = If no piece can use the throw, it is lost.
kendall-07-checkpoint-water-q-cross = Black throws a 5. The piece on 23 would fly over 26 and land on 28. Does crossing 26 on the way count as stopping there?
kendall-07-checkpoint-water-q-cross-hint = Crossing a square and landing on it are two different things.
kendall-07-checkpoint-water-water = Once a piece has stopped on 26, the last row opens up. But watch out for 27, the House of Water. A piece that lands on 27 is washed straight back to 15, the House of Rebirth. From 26, a throw of 1 does exactly that.
kendall-07-checkpoint-water-q-water = Black throws a 1 and moves the piece on 26. Where does it finally rest?
kendall-07-checkpoint-water-q-water-hint = 26 + 1 = 27, and 27 is water.
kendall-07-checkpoint-water-q-water-throw = Falling in the water gives no throw by itself. But what about the count used here? Does Black throw again after this move?
kendall-07-checkpoint-water-q-water-throw-hint = The bonus depends only on the count: 1, 4 or 5.
kendall-07-checkpoint-water-q-again = A washed piece starts the climb again, and it has to stop on 26 once more. This Black piece fell into the water earlier and has come back up to 25. Black throws a 2. May it move?
kendall-07-checkpoint-water-q-again-hint = What counts is where the piece is now, not where it has been.
kendall-07-checkpoint-water-q-fallback = Remember our choice for a taken 15: the washed piece goes to the nearest empty square below it. Here White holds both 15 and 14. Black moves the piece on 26 with a 1. Where does it end up?
kendall-07-checkpoint-water-q-fallback-hint = Go down from 15 and skip every taken square.
kendall-07-checkpoint-water-q-which = Black throws a 3. Which Black pieces can use it?
kendall-07-checkpoint-water-q-which-hint = One piece has already stopped on 26. For the others, check the checkpoint and your own pieces.
kendall-07-checkpoint-water-wrap = The checkpoint in one line: below 26, a move may end on 26 at most; crossing does not count. Past 26, mind the water on 27: it sends the piece back to 15, and the climb, checkpoint included, starts over.
kendall-07-checkpoint-water-q-friend = Your piece on 28 stopped on 26 on its way there; your piece on 24 has not reached 26 yet. You throw a 3. May the piece on 24 move to 27?
kendall-07-checkpoint-water-q-friend-hint = The checkpoint counts piece by piece, not for the whole side.

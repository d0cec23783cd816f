## Texts of the lesson arcade-10-lost-throws-and-winning (English).

arcade-10-lost-throws-and-winning-title = Lost throws and winning
arcade-10-lost-throws-and-winning-intro = If nothing can move with the throw, forward or backward, the throw is lost and the turn passes. This happens even with a 1, 4 or 5: they earn another throw only after a completed move. The arcade always tells you why the turn passed.
arcade-10-lost-throws-and-winning-q1 = Your pieces wait on 28 and 29 and you throw 1. Who throws next?
arcade-10-lost-throws-and-winning-q1-hint = Can either piece use a 1, forward or back?
arcade-10-lost-throws-and-winning-q2 = Pieces on 28 and 30, and you throw a rare 4. Who throws next?
arcade-10-lost-throws-and-winning-q2-hint = A 4 earns a throw only after a move. Is there a move?
arcade-10-lost-throws-and-winning-q3 = Pieces on 28, 29 and 30, and you throw 5. Which of them can move?
arcade-10-lost-throws-and-winning-q3-hint = Each one waits for a smaller number.
arcade-10-lost-throws-and-winning-win = The first side to bear all five pieces off wins the game.
arcade-10-lost-throws-and-winning-q4 = Your last piece waits on 30 and you throw 1. What happens next?
arcade-10-lost-throws-and-winning-q4-hint = A 1 usually earns another throw. Is anything left to move?
arcade-10-lost-throws-and-winning-q5 = Two pieces left, on 26 and 28. The one on 28 leaves with this 3. What happens next?
arcade-10-lost-throws-and-winning-q5-hint = Is every piece off? And what does a 3 do to the turn?
arcade-10-lost-throws-and-winning-q6 = Your last piece rests on 29 and you throw 2. What happens next?
arcade-10-lost-throws-and-winning-q6-hint = Is 2 the count that 29 waits for?

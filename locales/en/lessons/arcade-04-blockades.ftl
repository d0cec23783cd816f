## Texts of the lesson arcade-04-blockades (English).

arcade-04-blockades-title = Blockades
arcade-04-blockades-intro = Three or more rival pieces in a row form a blockade, and a blockade cannot be passed at all. Its members guard one another, so you cannot swap the first one either (guarded). To land on a later member you would have to pass part of the blockade, so that is refused too (blocked-path).
arcade-04-blockades-q1 = Your piece on 10 throws 5. May it pass the three rival pieces and land on 15?
arcade-04-blockades-q1-hint = Three in a row: what does that make?
arcade-04-blockades-q2 = With a 2 it would land on 12, the first piece of the blockade. Is that allowed?
arcade-04-blockades-q2-hint = Nothing is passed on the way. But who stands right after 12?
arcade-04-blockades-q3 = With a 4 it would land on 14, the last piece of the blockade. Is that allowed?
arcade-04-blockades-q3-hint = What does it pass on the way to 14?
arcade-04-blockades-q4 = Only two rival pieces stand together now. May your piece on 10 pass them with a 4?
arcade-04-blockades-q4-hint = How many pieces make a blockade?
arcade-04-blockades-q5 = Rival pieces on 19, 20 and 21, round the corner. May your piece on 18 get past with a 4?
arcade-04-blockades-q5-hint = Count the pieces on consecutive squares, following the path round the corner.
arcade-04-blockades-door = A blockade just before 26 is the strongest of all. Every piece must stop on 26, so nothing can slip round it: the rival's runners are stuck behind it until it breaks up.
arcade-04-blockades-q6 = With this 5, which of your pieces can move?
arcade-04-blockades-q6-hint = One runner would pass the blockade, the other would not even stop on 26.
arcade-04-blockades-q7 = Rival pieces sit on 28, 29 and 30. Your piece on 26 throws 5. May it leave the board?
arcade-04-blockades-q7-hint = Leaving the board means travelling past every square after 26.

## Texts of the lesson arcade-02-sticks-and-turns (English).

arcade-02-sticks-and-turns-title = Sticks, moves and extra throws
arcade-02-sticks-and-turns-intro = You throw four sticks, each light on one side and dark on the other. Count the light faces: 1 to 4. No light face at all counts as 5, so there is never a 0. Out of 16 throws a 2 comes up six times, a 1 or a 3 four times each, and a 4 or a 5 only once each.
arcade-02-sticks-and-turns-q1 = How likely is a throw of 2?
arcade-02-sticks-and-turns-q1-hint = It is the most common throw of all. Out of 16?
arcade-02-sticks-and-turns-q2 = How likely is a throw of 4?
arcade-02-sticks-and-turns-q2-hint = All four sticks must show their light side.
arcade-02-sticks-and-turns-q3 = How likely is a throw of 1?
arcade-02-sticks-and-turns-q3-hint = Exactly one stick light: which of the four could it be?
arcade-02-sticks-and-turns-move = Then you move one piece forward by exactly the count. You must move if you can, and you may not land on one of your own pieces. After a move with a 1, 4 or 5 you throw again; a 2 or a 3 ends your turn. Together, 1, 4 and 5 come up 6 times in 16, so extra throws are common.
arcade-02-sticks-and-turns-q4 = Your piece on 7 moves with this 4. Where does it land?
arcade-02-sticks-and-turns-q4-hint = After 10 the path turns the corner. Keep counting by the numbers.
arcade-02-sticks-and-turns-q5 = And who throws after that move?
arcade-02-sticks-and-turns-q5-hint = Is 4 one of the counts that earn another throw?
arcade-02-sticks-and-turns-q6 = With this 5, which of your pieces can move?
arcade-02-sticks-and-turns-q6-hint = Add 5 to each piece. Whose piece stands on each landing square?
arcade-02-sticks-and-turns-q7 = May the piece on 2 use this 5?
arcade-02-sticks-and-turns-q7-hint = 2 + 5 = 7. Who is there?
arcade-02-sticks-and-turns-q8 = The piece on 2 moves to 5 with this 3. Who throws next?
arcade-02-sticks-and-turns-q8-hint = Only 1, 4 and 5 keep the turn going.
arcade-02-sticks-and-turns-q9 = The piece on 12 steps to 13 with this 1. Who throws next?
arcade-02-sticks-and-turns-q9-hint = A small step, but which count was it?
arcade-02-sticks-and-turns-q10 = Where does the piece on 12 land with this 2?
arcade-02-sticks-and-turns-q10-hint = One square per point along the path.

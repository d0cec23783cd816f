## race-03-sharing-and-the-finish (English)

race-03-sharing-and-the-finish-title = The simple race: sharing squares, no overshooting, and the finish
race-03-sharing-and-the-finish-step1 = The two pieces never interact. There are no exchanges and no blocks: a piece may land on the other piece's square, and both simply stand there together. The board marks a shared square with a *.
race-03-sharing-and-the-finish-q1 = Dark stands on 11. May Light move from 8 with a 3?
race-03-sharing-and-the-finish-q1-hint = Is there any rule here against sharing a square?
race-03-sharing-and-the-finish-q2 = After that move, what happens to the Dark piece, and do you throw again?
race-03-sharing-and-the-finish-q2-hint = Nothing is exchanged in this race, and there are no extra throws.
race-03-sharing-and-the-finish-q3 = Both pieces share square 14. Light throws a 2. Where does Light land?
race-03-sharing-and-the-finish-q3-hint = Dark stays on 14; Light simply moves on.
race-03-sharing-and-the-finish-step2 = Near the end, the throw must fit. A move that would carry the piece beyond 30 is not allowed, and the throw is simply lost: the turn passes.
race-03-sharing-and-the-finish-q4-hint = 27 + 4 is more than 30.
race-03-sharing-and-the-finish-q5 = Light is on 29 and throws a 2. Which pieces may move?
race-03-sharing-and-the-finish-q5-hint = Only an exact 1 fits from 29.
race-03-sharing-and-the-finish-q6 = Light is on 28 and throws a 5. What happens next?
race-03-sharing-and-the-finish-q6-hint = The move is not allowed. Is the throw kept for later?
race-03-sharing-and-the-finish-step3 = The first piece to reach exactly 30 wins the race.
race-03-sharing-and-the-finish-q7 = Light is on 27 and throws a 3. What happens?
race-03-sharing-and-the-finish-q7-hint = Where does 27 + 3 land?
race-03-sharing-and-the-finish-q8 = Light is on 25 and throws a 5. What happens?
race-03-sharing-and-the-finish-q8-hint = A 5 from 25 lands exactly on 30.
race-03-sharing-and-the-finish-q9 = Dark is on 29 and throws a 1. What happens?
race-03-sharing-and-the-finish-q9-hint = The finish works the same for both sides.
race-03-sharing-and-the-finish-step4 = Remember how far this race is from the real reconstructions. Those use five or seven pieces a side, four throwing sticks with uneven chances, extra throws for 1, 4 and 5, exchanges, protected groups, and special houses from 15 to 30; pieces leave the board rather than stop on 30. The source itself says that its race leaves out the sticks, the blocking and the special squares, and that no complete ancient rulebook survives for any version.

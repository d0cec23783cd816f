## Texts of the lesson arcade-08-the-last-row (English).

arcade-08-the-last-row-title = The last row waits
arcade-08-the-last-row-intro = Squares 28, 29 and 30 are the last stations, and a piece there has exactly one way to move: out. From 28 it leaves only with a 3, from 29 only with a 2, from 30 only with a 1. It makes no other move at all, not even a step along the row. The program calls a count too big for the exit overshoot, and any other wrong count last-row-waits.
arcade-08-the-last-row-q1 = May your piece on 28 step to 29 with this 1?
arcade-08-the-last-row-q1-hint = Which single count does a piece on 28 wait for?
arcade-08-the-last-row-q2 = May it leave with this 4?
arcade-08-the-last-row-q2-hint = Is 4 more or less than the count it needs?
arcade-08-the-last-row-q3 = Where does your piece on 29 go with this 2?
arcade-08-the-last-row-q3-hint = 29 waits for a 2.
arcade-08-the-last-row-q4 = May the piece on 29 use this 1?
arcade-08-the-last-row-q4-hint = A 1 would only take it to 30. Does a last-row piece ever do that here?
arcade-08-the-last-row-q5 = May your piece on 30 leave with this 3?
arcade-08-the-last-row-q5-hint = From 30 the exit is a single step away.
arcade-08-the-last-row-spread = Each last-row piece waits for its own number, so it pays to have them on different squares. With pieces on 28, 29 and 30, any 1, 2 or 3 lets one of them out: that is 14 throws in 16. With a single piece on 28, only a 3 will do: 4 throws in 16.
arcade-08-the-last-row-q6 = Your piece rests on 29. How likely is it to leave with the next throw?
arcade-08-the-last-row-q6-hint = It needs one count, and that one is the most common of all.
arcade-08-the-last-row-q7 = Your piece on 26 throws 3, which would take it to 29. May it go?
arcade-08-the-last-row-q7-hint = Who is already standing on 29?
arcade-08-the-last-row-pad = Here is why 26 is a launch pad and not a parking space. With a piece on 26 and another waiting on 28, a 1 has only one possible use. Keep another piece free to use up a 1 whenever you can.
arcade-08-the-last-row-q8 = You throw 1. Which of your pieces can move?
arcade-08-the-last-row-q8-hint = The piece on 28 only ever leaves with a 3.
arcade-08-the-last-row-q9 = You must move, so the piece on 26 goes. Where does it end up?
arcade-08-the-last-row-q9-hint = 26 + 1 = 27, the House of Water.

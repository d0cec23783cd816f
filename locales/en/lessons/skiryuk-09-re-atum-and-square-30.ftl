## skiryuk-09-re-atum-and-square-30 (English)

skiryuk-09-re-atum-and-square-30-title = Skiryuk: the House of Re-Atum (29) and square 30
skiryuk-09-re-atum-and-square-30-step1 = 29 is the House of Re-Atum. Arriving there gives a house throw: only a 2 takes the piece off, and any other throw leaves it there, on later throws too. Remember the neighbour: on 28 the key is a 3.
skiryuk-09-re-atum-and-square-30-q1-hint = Re-Atum opens the door to one value only.
skiryuk-09-re-atum-and-square-30-q2-hint = A 3 is the key of the house before this one, not of this one.
skiryuk-09-re-atum-and-square-30-q3-hint = The key value of 29 is also the most common throw.
skiryuk-09-re-atum-and-square-30-q4 = You use a 3 on the spindle on 29, and it stays there. Who throws next?
skiryuk-09-re-atum-and-square-30-q4-hint = Staying put is a move; then the value decides as usual.
skiryuk-09-re-atum-and-square-30-step2 = Square 30 gives no house throw: a piece that arrives there simply waits. On your next throw, whatever its value, it leaves the board.
skiryuk-09-re-atum-and-square-30-q5-hint = 30 is not choosy.
skiryuk-09-re-atum-and-square-30-q6 = How likely is the piece on 30 to leave the board with the next throw?
skiryuk-09-re-atum-and-square-30-q6-hint = Is there any throw that keeps it there?
skiryuk-09-re-atum-and-square-30-q7 = You take the spindle on 30 off with a 1. Who throws next?
skiryuk-09-re-atum-and-square-30-q7-hint = You still have pieces on the board, and a 1 is a lucky value.

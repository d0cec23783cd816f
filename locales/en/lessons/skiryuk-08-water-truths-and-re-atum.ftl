## skiryuk-08-water-truths-and-re-atum (English)

skiryuk-08-water-truths-and-re-atum-title = Skiryuk: the houses of Water, Three Truths and Re-Atum, and square 30
skiryuk-08-water-truths-and-re-atum-step1 = 27 is the House of Water. A piece that arrives there takes a house throw at once: a 5 leaves it where it is, a 4 takes it off the board, and a 1, 2 or 3 sends it all the way back to 15, the House of Rebirth. The source explains why the house gets its own throw: if the throw that brought the piece in decided its fate, the water would almost always stay empty.
skiryuk-08-water-truths-and-re-atum-q1-hint = The most common throw is bad news in the water.
skiryuk-08-water-truths-and-re-atum-q2-hint = One value rescues the piece from the water for good.
skiryuk-08-water-truths-and-re-atum-q3-hint = Not every throw moves the piece.
skiryuk-08-water-truths-and-re-atum-q4 = How likely is the piece on 27 to leave the board with one throw?
skiryuk-08-water-truths-and-re-atum-q4-hint = Which value takes it off, and how many of the 16 stick arrangements give it?
skiryuk-08-water-truths-and-re-atum-step2 = 28 is the House of the Three Truths: only a 3 takes a piece off; any other throw leaves it there. 29 is the House of Re-Atum: only a 2 takes it off; any other throw leaves it there. Arriving on either gives a house throw, and a piece resting there uses the same table on later throws. Staying put counts as a move.
skiryuk-08-water-truths-and-re-atum-q5-hint = Three Truths, three points.
skiryuk-08-water-truths-and-re-atum-q6-hint = Any throw but the right one leaves it in the house.
skiryuk-08-water-truths-and-re-atum-q7-hint = 4 of the 16 arrangements give a 3.
skiryuk-08-water-truths-and-re-atum-q8-hint = Re-Atum opens the door to one value only.
skiryuk-08-water-truths-and-re-atum-q9-hint = A 3 is the key of the house before this one, not of this one.
skiryuk-08-water-truths-and-re-atum-q10-hint = The key value of 29 is also the most common throw.
skiryuk-08-water-truths-and-re-atum-q11 = You use a 3 on the spindle on 29, and it stays there. Who throws next?
skiryuk-08-water-truths-and-re-atum-q11-hint = Staying put is a move; then the value decides as usual.
skiryuk-08-water-truths-and-re-atum-step3 = Square 30 gives no house throw: a piece that arrives there simply waits. On your next throw, whatever its value, it leaves the board.
skiryuk-08-water-truths-and-re-atum-q12-hint = 30 is not choosy.
skiryuk-08-water-truths-and-re-atum-q13 = How likely is the piece on 30 to leave the board with the next throw?
skiryuk-08-water-truths-and-re-atum-q13-hint = Is there any throw that keeps it there?
skiryuk-08-water-truths-and-re-atum-q14 = You take the spindle on 30 off with a 1. Who throws next?
skiryuk-08-water-truths-and-re-atum-q14-hint = You still have pieces on the board, and a 1 is a lucky value.

## skiryuk-08-water-and-three-truths (English)

skiryuk-08-water-and-three-truths-title = Skiryuk: the House of Water (27) and the House of the Three Truths (28)
skiryuk-08-water-and-three-truths-step1 = 27 is the House of Water. A piece that arrives there takes a house throw at once: a 5 leaves it where it is, a 4 takes it off the board, and a 1, 2 or 3 sends it all the way back to 15, the House of Rebirth. The source explains why the house gets its own throw: if the throw that brought the piece in decided its fate, the water would almost always stay empty.
skiryuk-08-water-and-three-truths-q1-hint = The most common throw is bad news in the water.
skiryuk-08-water-and-three-truths-q2-hint = One value rescues the piece from the water for good.
skiryuk-08-water-and-three-truths-q3-hint = Not every throw moves the piece.
skiryuk-08-water-and-three-truths-q4 = How likely is the piece on 27 to leave the board with one throw?
skiryuk-08-water-and-three-truths-q4-hint = Which value takes it off, and how many of the 16 stick arrangements give it?
skiryuk-08-water-and-three-truths-step2 = 28 is the House of the Three Truths. Arriving there gives a house throw: only a 3 takes the piece off, and any other throw leaves it where it is. A piece resting on 28 uses the same table on later throws. Staying put counts as a move.
skiryuk-08-water-and-three-truths-q5-hint = Three Truths, three points.
skiryuk-08-water-and-three-truths-q6-hint = Any throw but the right one leaves it in the house.
skiryuk-08-water-and-three-truths-q7-hint = 4 of the 16 arrangements give a 3.

## skiryuk-14-11-the-finish (English)

skiryuk-14-11-the-finish-title = Skiryuk with 14 pieces: the finish
skiryuk-14-11-the-finish-step1 = The first side to take all seven pieces off wins. Your last spindle rests on 30.
skiryuk-14-11-the-finish-q1 = You throw a 1. What happens?
skiryuk-14-11-the-finish-q1-hint = Any value takes a piece off 30.
skiryuk-14-11-the-finish-q2 = Your last spindle rests on 28, and you throw a 3. What happens?
skiryuk-14-11-the-finish-q2-hint = Is 3 the key of the Three Truths?
skiryuk-14-11-the-finish-q3 = Your last spindle rests on 26, and you throw a 5. What happens?
skiryuk-14-11-the-finish-q3-hint = Which throw takes a piece straight off from 26?
skiryuk-14-11-the-finish-step2 = When the game is over, set up the next one: seven pieces a side, alternating on 1 to 14.
skiryuk-14-11-the-finish-q4 = This time you play the cones. On which squares do your seven pieces start?
skiryuk-14-11-the-finish-q4-hint = The odd squares, up to 13.
skiryuk-14-11-the-finish-q5 = And who makes the first move of that game?
skiryuk-14-11-the-finish-q5-hint = Spindles or cones?

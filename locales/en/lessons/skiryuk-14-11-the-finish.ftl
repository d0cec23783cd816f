## skiryuk-14-11-the-finish (English)

skiryuk-14-11-the-finish-title = Skiryuk with 14 pieces: the finish
skiryuk-14-11-the-finish-step1 = The first side to take all seven pieces off wins. Now your last spindle rests on 30.
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

## What the crowd changes: a race home with many pieces in the houses.

skiryuk-14-11-the-finish-step3 = With seven pieces, the end is a race of many pieces at once, and the houses fill up. Here five spindles are left: one on 20, stuck behind the cones' run of four on 21 to 24, and four in the houses on 26, 28, 29 and 30. A cone waits in the water on 27.
skiryuk-14-11-the-finish-q6 = The spindles throw a 1. Which pieces may move?
skiryuk-14-11-the-finish-q6-hint = Can the spindle on 20 land on the end of a run? And what do the houses' tables say about a 1?
skiryuk-14-11-the-finish-q6-why = The spindle on 20 would land on 21, the end of a run, which cannot be knocked out. Every piece in a house has a move: on 26 a 1 falls towards 27, and with 27 taken it goes back to 15; on 28 and 29 a 1 leaves the piece where it is, which still counts as its move; and a 1 takes the piece on 30 off. With pieces in the houses, a throw is never lost.
skiryuk-14-11-the-finish-q7 = You use the 1 to take the spindle on 30 off. Who throws next?
skiryuk-14-11-the-finish-q7-hint = Which throws let the same side throw again?
skiryuk-14-11-the-finish-q8 = In the same position the spindles throw a 2 instead. Where would the spindle on 26 end?
skiryuk-14-11-the-finish-q8-hint = 28 is taken by your own piece, and 27 by a cone.

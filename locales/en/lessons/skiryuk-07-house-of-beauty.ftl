## skiryuk-07-house-of-beauty (English)

skiryuk-07-house-of-beauty-title = Skiryuk: the house throw on 26, the House of Beauty
skiryuk-07-house-of-beauty-step1 = A piece that arrives on 26 throws again at once for itself: its house throw. In a lesson, the throw shown for a piece resting on 26 is that house throw. Its table: a 1 drops the piece into 27, the House of Water; a 2, 3 or 4 carries it to 28, 29 or 30; a 5 takes it off the board.
skiryuk-07-house-of-beauty-q1-hint = On 26, a 1 is not a step towards safety.
skiryuk-07-house-of-beauty-q2-hint = The way to 29 is clear.
skiryuk-07-house-of-beauty-q3 = How likely is the piece on 26 to leave the board with its house throw?
skiryuk-07-house-of-beauty-q3-hint = Only one throw takes it off straight from 26. How often do the sticks give it?
skiryuk-07-house-of-beauty-q4 = The last row is crowded. Where does a house throw of 5 take the spindle on 26?
skiryuk-07-house-of-beauty-q4-hint = A 5 from 26 does not care what stands on 27 to 30.
skiryuk-07-house-of-beauty-step2 = A house throw that lands the piece on 27, 28 or 29 gives it yet another house throw there, so the turn goes on. The last throw of such a chain decides whether you throw again.
skiryuk-07-house-of-beauty-q5 = The house throw is a 2 and the spindle moves to 28. Who throws next?
skiryuk-07-house-of-beauty-q5-hint = What happens to a piece that arrives on 28?
skiryuk-07-house-of-beauty-q6 = The house throw is a 3 and the spindle moves to 29. Who throws next?
skiryuk-07-house-of-beauty-q6-hint = A 3 usually ends a turn. Does 29 change that?
skiryuk-07-house-of-beauty-step3 = A piece on 26 may never jump over another piece, land on one, or knock one out. So a 2, 3 or 4 needs its target and every square before it empty. The source's words leave this case open; this program reads it so: if any of those squares is taken, the piece falls into 27 as if it had thrown a 1, and if 27 is taken as well, it goes straight back to 15.
skiryuk-07-house-of-beauty-q7-hint = On the way to 30 the spindle would have to jump the cone on 28.
skiryuk-07-house-of-beauty-q8 = Your own spindle rests on 28. Where does a house throw of 2 take the spindle on 26?
skiryuk-07-house-of-beauty-q8-hint = A friend on the target square blocks the leap just as well.
skiryuk-07-house-of-beauty-q9 = Cones rest on 27 and 29. Where does a house throw of 3 take the spindle on 26?
skiryuk-07-house-of-beauty-q9-hint = The leap fails, so the piece would fall to 27. Is 27 free?
skiryuk-07-house-of-beauty-q10 = The 4 fails and the spindle falls into 27. Who throws next?
skiryuk-07-house-of-beauty-q10-hint = Arriving on 27 counts as arriving on a house.

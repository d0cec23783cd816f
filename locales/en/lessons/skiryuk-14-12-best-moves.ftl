## Texts of the lesson skiryuk-14-12-best-moves (English).

skiryuk-14-12-best-moves-title = Skiryuk with 14 pieces: choosing the best move
skiryuk-14-12-best-moves-intro = With seven pieces a side the board is crowded, even in the middle of a game like this one: the checkpoint on 26 and the houses fill up, runs form everywhere, and a piece in reach of a cone is often knocked out. The positions of this lesson are what remains after the crowd has gone: at most two pieces a side, where the program knows every position's exact winning chance, so each answer is certain, not an estimate. Pick the piece to move; in each position one move is clearly best. The spindles (x) are to move.

## Small endings: two pieces a side at most, decided by the exact tables.

skiryuk-14-12-best-moves-q-jam-back = A cone sits on 26, so neither spindle can move forward. The spindles throw a 3 and must move backward. Which piece should go back?
skiryuk-14-12-best-moves-q-jam-back-hint = Nothing may land on 26 while it is taken. Which backward step ends beside your other piece?
skiryuk-14-12-best-moves-q-jam-back-explain = Every piece must stop on 26, and 26 is taken, so both forward moves are refused and one piece must go back by 3. From 25 to 22 it lands beside the piece on 23: a run of two that cannot be knocked out and that the cone on 21 cannot pass. Taking 23 back to 20 leaves two lone pieces, and the one on 25 sits four squares ahead of the cone on 21.
skiryuk-14-12-best-moves-q-free-ride = A cone sits on 26 again, and the spindles throw a 2: they must move backward. The piece on 24 could knock out the cone on 22. Which piece should go back?
skiryuk-14-12-best-moves-q-free-ride-hint = In a knock-out the two pieces swap squares. Where would the cone end up?
skiryuk-14-12-best-moves-q-free-ride-explain = A backward knock-out helps the opponent: the cone on 22 would take the square your piece came from, 24, two squares nearer home for free, and your pieces on 22 and 25 would be alone. Moving 25 back to 23 keeps the spindles side by side on 23 and 24, a run the cone on 22 can neither pass nor knock out.
skiryuk-14-12-best-moves-q-wall = The spindles throw a 2. Which piece should move?
skiryuk-14-12-best-moves-q-wall-hint = A lone cone can be passed. Which move puts both cones behind two spindles side by side?
skiryuk-14-12-best-moves-q-wall-explain = 20 + 2 passes the lone cone on 21 and lands on 22, beside the spindle on 23. Both cones are now behind a run they may not pass: the cone on 21 cannot move forward at all, and the cone on 19 only with a 1. With a 2, a 3, a 4 or a 5 the cones have no forward move: they must step backward, or lose the throw if they cannot. In a crowded game such walls are how throws are lost and pieces pushed back.
skiryuk-14-12-best-moves-q-gap-of-two = The spindles throw a 2. Which piece should move?
skiryuk-14-12-best-moves-q-gap-of-two-hint = The most common throw is a 2, six times in sixteen. Which move leaves a spindle two squares ahead of the cone on 13?
skiryuk-14-12-best-moves-q-gap-of-two-explain = Moving the piece on 1 leaves the spindle on 15 two squares ahead of the cone on 13, and a 2, the most common throw, would knock it out. From 15 to 17 the gap becomes four, which only a 4 covers, one throw in sixteen. Gaps of one or three are safer than two, and gaps of four or five safer still.
skiryuk-14-12-best-moves-q-full-houses = The spindles throw a 3. The piece on 26 would leap to 29. Which piece should move?
skiryuk-14-12-best-moves-q-full-houses-hint = A leap from 26 needs its destination empty. Who stands on 29?
skiryuk-14-12-best-moves-q-full-houses-explain = A cone rests on 29, so the leap from 26 is blocked and the piece falls into the water on 27 instead, where it throws at once: only a 4 takes it off, and a 1, 2 or 3 sends it back to 15. When the houses are full, a piece on 26 is better left waiting (a 5 takes it off whatever stands beyond). Move the piece on 2.
skiryuk-14-12-best-moves-q-crowded-start = The spindles throw a 3. The piece on 30 leaves with any throw. Which piece should move?
skiryuk-14-12-best-moves-q-crowded-start-hint = What does a 3 do to a piece on 27? Who stands on 15, and is square 1 free?
skiryuk-14-12-best-moves-q-crowded-start-explain = A 3 sends the piece on 27 back to 15, where a cone stands: a piece returning to 15 knocks the opposing piece there back to square 1, and when 1 is taken, as here, to the nearest empty square after it, 2. The water piece would go back to 15 with fourteen throws in sixteen anyway; now its return sets the cone back thirteen squares. The piece on 30 can wait: any throw will take it off.

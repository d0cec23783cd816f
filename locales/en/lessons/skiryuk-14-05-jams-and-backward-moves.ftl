## skiryuk-14-05-jams-and-backward-moves (English)

skiryuk-14-05-jams-and-backward-moves-title = Skiryuk with 14 pieces: jams, backward moves and lost throws
skiryuk-14-05-jams-and-backward-moves-step1 = In a crowd, pieces get stuck. Here every spindle faces a pair of cones or its own piece, so none can move forward. Only in such a case, one piece must move backward by the throw, under the same rules as forward: no jumping a whole run, no landing on a protected piece or on your own piece.
skiryuk-14-05-jams-and-backward-moves-q1-hint = No spindle can go forward. Now try two squares back for each.
skiryuk-14-05-jams-and-backward-moves-q2-hint = One square back; is it free?
skiryuk-14-05-jams-and-backward-moves-q3 = With a 2, the spindle on 3 steps back onto the lone cone on 1. What happens to the cone?
skiryuk-14-05-jams-and-backward-moves-q3-hint = A backward knock-out still swaps the pieces, giving the cone a free ride forward.
skiryuk-14-05-jams-and-backward-moves-q4 = One spindle has escaped to 20. Which pieces may move with a 2 now?
skiryuk-14-05-jams-and-backward-moves-q4-hint = Backward moves are only for when nothing can go forward.
skiryuk-14-05-jams-and-backward-moves-step2 = Near the start of the board, backward moves run out of room. The source does not say what happens there; this program's reading is that a backward move may never go before square 1.
skiryuk-14-05-jams-and-backward-moves-q5-hint = How far back can the spindle on 3 go?
skiryuk-14-05-jams-and-backward-moves-q6 = The throw is a 5. What happens next?
skiryuk-14-05-jams-and-backward-moves-q6-hint = Five squares back from 3, 4 or 5 leaves the board; the others jump whole runs.
skiryuk-14-05-jams-and-backward-moves-q7-hint = The spindle on 2 has only one square behind it.
skiryuk-14-05-jams-and-backward-moves-step3 = And sometimes nothing moves at all. In this jam the spindles and the cone pairs interlock: whatever the throw, no spindle can move forward or backward. The throw is lost and the turn passes, even a 1, a 4 or a 5.
skiryuk-14-05-jams-and-backward-moves-q8 = You throw a 1. Who throws next?
skiryuk-14-05-jams-and-backward-moves-q8-hint = An extra throw needs a completed move.
skiryuk-14-05-jams-and-backward-moves-q9-hint = Try every spindle, forward and backward.
skiryuk-14-05-jams-and-backward-moves-q10 = You throw a 4. Who throws next?
skiryuk-14-05-jams-and-backward-moves-q10-hint = Can any spindle use the 4 at all?

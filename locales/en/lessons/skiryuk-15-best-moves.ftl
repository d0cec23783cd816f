## Texts of the lesson skiryuk-15-best-moves (English).

skiryuk-15-best-moves-title = Skiryuk: choosing the best move
skiryuk-15-best-moves-intro = Even in Skiryuk's game, which its author calls more a matter of chance than of strategy, runs of two stop the opponent, and the houses after 26 reward a patient player. In each position of this lesson pick the piece to move; the computer has played every legal move out to the end thousands of times, on the same throws for each, and one is clearly best. The spindles (x) are to move.
skiryuk-15-best-moves-q-run = The spindles throw a 2. Which piece should move?
skiryuk-15-best-moves-q-run-hint = A lone cone can be passed. What do two spindles side by side do to the cones behind them?
skiryuk-15-best-moves-q-run-explain = 9 + 2 passes the lone cone on 10 and lands on 11, beside the spindle on 12. A run of two cannot be knocked out and cannot be passed, so the cones on 6, 7 and 10 are held behind it. The other moves leave three lone spindles that the cones can knock out.
skiryuk-15-best-moves-q-water = The spindles throw a 4. The pieces on 26 and 27 use the house table for it. Which piece should move?
skiryuk-15-best-moves-q-water-hint = On 27, what does a 4 do? And on 26, can a 4 reach 30 with 27 taken?
skiryuk-15-best-moves-q-water-explain = A piece in the water on 27 leaves the board with a 4, and only with a 4 (a 5 keeps it there, anything else sends it back to 15): this throw is its chance. From 26 a 4 would need 27 to 30 empty; 27 is taken, so that piece would fall towards 27 and, with 27 occupied, go back to 15. Moving 11 to 15 is a quiet step, but it lets the rare 4 go to waste: a 4 comes only once in sixteen throws.

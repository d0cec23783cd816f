## Texts of the lesson skiryuk-15-best-moves (English).

skiryuk-15-best-moves-title = Skiryuk: choosing the best move
skiryuk-15-best-moves-intro = Even in Skiryuk's game, which its author calls more a matter of chance than of strategy, runs of two stop the opponent, knock-outs set a runner back and the houses after 26 reward a patient player. In each position of this lesson pick the piece to move. The first two come from the middle of a game: there the computer has played the two best moves out to the end thousands of times, on the same throws for each. The others are endings with at most two pieces a side, where the program knows every position's exact winning chance. In each, one move is clearly best. The spindles (x) are to move.
skiryuk-15-best-moves-q-run = The spindles throw a 2. Which piece should move?
skiryuk-15-best-moves-q-run-hint = A lone cone can be passed. What do two spindles side by side do to the cones behind them?
skiryuk-15-best-moves-q-run-explain = 9 + 2 passes the lone cone on 10 and lands on 11, beside the spindle on 12. A run of two cannot be knocked out and cannot be passed, so the cones on 6, 7 and 10 are held behind it. The other moves leave three lone spindles that the cones can knock out.
skiryuk-15-best-moves-q-water = The spindles throw a 4. The pieces on 26 and 27 use the house table for it. Which piece should move?
skiryuk-15-best-moves-q-water-hint = On 27, what does a 4 do? And on 26, can a 4 reach 30 with 27 taken?
skiryuk-15-best-moves-q-water-explain = A piece in the water on 27 leaves the board with a 4, and only with a 4 (a 5 keeps it there, anything else sends it back to 15): this throw is its chance, and a 4 comes only once in sixteen throws. From 26 a 4 would need 27 to 30 empty; 27 is taken, so that piece would fall towards 27 and, with 27 occupied, go back to 15, while the piece on 27 would still wait in the water.

## Small endings: two pieces a side at most, decided by the exact tables.

skiryuk-15-best-moves-q-last-runner = The cones have one piece left, on 20. The spindles throw a 5. Which piece should move?
skiryuk-15-best-moves-q-last-runner-hint = How far does a 5 really take the piece on 25? And where would the cone go if you landed on it?
skiryuk-15-best-moves-q-last-runner-explain = Landing on the lone cone on 20 knocks it out: it goes to 15, the square your piece came from, five squares further from home. A 5 also gives you another throw. From 25 the 5 would be mostly wasted: every piece stops on 26 and the rest of the count is lost. When the opponent is down to one runner, setting it back is worth more than one short step of yours.
skiryuk-15-best-moves-q-back-to-15 = The spindles throw a 3. The piece on 28 could leave the board. Which piece should move?
skiryuk-15-best-moves-q-back-to-15-hint = What does a 3 do to a piece on 27? And who stands on 15?
skiryuk-15-best-moves-q-back-to-15-explain = A 3 takes the piece on 28 off, but a 3 also sends the piece on 27 back to 15, and a cone stands there: a piece returning to 15 knocks an opposing piece on 15 back to square 1. Your piece in the water would go back to 15 with any 1, 2 or 3 anyway, fourteen throws in sixteen; now its return costs the cone fourteen squares. The piece on 28 keeps waiting for its 3.
skiryuk-15-best-moves-q-avoid-27 = The spindles throw a 1. Which piece should move?
skiryuk-15-best-moves-q-avoid-27-hint = What does a 1 do to a piece resting on 26? Must that piece use the throw?
skiryuk-15-best-moves-q-avoid-27-explain = No piece can avoid stopping on 26, but no piece has to go on to 27. A 1 from 26 drops into the water on 27, where only a 4 leaves and a 1, 2 or 3 sends the piece back to 15. The rules let you give the 1 to another piece: 24 to 25. A 1 also earns another throw, and the piece on 26 waits for a 2, 3, 4 or 5.
skiryuk-15-best-moves-q-leapfrog = The two spindles on 22 and 23 form a run; so do the cones on 20 and 21. The spindles throw a 2. Which piece should move?
skiryuk-15-best-moves-q-leapfrog-hint = A piece may pass its own pieces. Which move leaves the two spindles side by side?
skiryuk-15-best-moves-q-leapfrog-explain = The back piece jumps over the front one, from 22 to 24, and the pair is still a run, on 23 and 24, which the cones can neither knock out nor pass. Moving the front piece to 25 splits the pair into two lone pieces, and the cone on 21 is right behind the one on 22: any 1 knocks it out.
skiryuk-15-best-moves-q-blocked-leap = The spindles throw a 3. The piece on 26 would leap to 29. Which piece should move?
skiryuk-15-best-moves-q-blocked-leap-hint = A leap from 26 needs every square on its way empty. What stands on 28?
skiryuk-15-best-moves-q-blocked-leap-explain = A 3 from 26 would pass 28, and a cone stands there: the leap is blocked, so the piece falls to 27 instead, as if it had thrown a 1, and makes its house throw at once, where only a 4 (one throw in sixteen) takes it off and a 1, 2 or 3 sends it back to 15. Move the piece on 4 instead, and let the piece on 26 wait for a 5, or for 28 to empty.
skiryuk-15-best-moves-q-use-the-2 = The spindles throw a 2. Which piece should move?
skiryuk-15-best-moves-q-use-the-2-hint = With the cone on 29, which throws take the piece on 26 forward without a fall? And where can the piece on 23 go while 26 is taken?
skiryuk-15-best-moves-q-use-the-2-explain = With a cone on 29, a 3 or a 4 from 26 is blocked and falls into the water, and a 1 drops into it too: only a 2 or a 5 moves this piece on safely. Use the 2 now: the piece reaches 28 and throws at once, leaving the board with a 3. It also frees 26 for the piece on 23. Moving 23 to 25 instead parks it behind your own piece on 26, where no throw can move it until 26 is empty.

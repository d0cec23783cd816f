## Texts of the lesson skiryuk-14-12-best-moves (English).

skiryuk-14-12-best-moves-title = Skiryuk with 14 pieces: choosing the best move
skiryuk-14-12-best-moves-intro = With seven pieces a side the board is crowded and most throws offer several legal moves. Pick the piece to move in each position; the computer has played every legal move out to the end thousands of times, on the same throws for each, and one is clearly best. The spindles (x) are to move.
skiryuk-14-12-best-moves-q-beauty = The spindles throw a 5. The pieces on 21 and 22 would stop on 26. Is that the move to make?
skiryuk-14-12-best-moves-q-beauty-hint = A piece that arrives on 26 throws at once. With 27 and 28 taken, what can that throw do?
skiryuk-14-12-best-moves-q-beauty-explain = A piece arriving on 26 makes its house throw at once. With cones on 27 and 28, a 2, 3 or 4 cannot go forward and the piece falls towards 27; 27 is taken, so it goes back to 15. Only a 5, one throw in sixteen, would take it off. The piece on 14 passes the lone cones on 16 and 18 and lands on 19 instead, and the pair on 21-22 stays a run that the cones cannot knock out.

## Texts of the lesson kendall-02-route (English).

kendall-02-route-title = Kendall: around the corners
kendall-02-route-intro = Find the four corner squares first. 10 is at the right end of the top row, and 11 sits right below it: that is the first turn. 20 is at the left end of the middle row, and 21 sits right below it: that is the second turn. In between, the middle row runs backwards on screen, from right to left. Always count by the numbers, not by left and right.
kendall-02-route-q-before-eleven = Which square comes just before 11 on the route?
kendall-02-route-q-before-eleven-hint = The first turn is on the right-hand side.
kendall-02-route-q-before-twenty-one = Which square comes just before 21?
kendall-02-route-q-before-twenty-one-hint = Look straight above 21, at the end of the middle row.
kendall-02-route-q-stacked = On screen, 19 sits right above 22. Are they consecutive squares of the route?
kendall-02-route-q-stacked-hint = Between them lie 20 and 21. Count the steps.
kendall-02-route-q-corner = And 20 and 21, one above the other at the left-hand turn?
kendall-02-route-q-corner-hint = Consecutive means the numbers are one apart.
kendall-02-route-trace = Let's trace a move from the middle row. Black has a 4 and looks at the piece on 18. Step by step: 19 (moving left), 20 (the end of the row), 21 (down to the bottom row), 22 (now moving right). On screen the piece changes direction, but along the route it simply moves 4 squares forward.
kendall-02-route-q-eighteen = Where does the Black piece on 18 land with this 4?
kendall-02-route-q-eighteen-hint = Say the numbers out loud as you go: 19, 20, ...
kendall-02-route-q-eight = Now Black throws a 5. Where does the piece on 8 land? It passes a lone White piece on the way, which is allowed.
kendall-02-route-q-eight-hint = It goes round the right-hand turn first: 9, 10, 11, ...
kendall-02-route-q-nineteen = Black throws a 3. Where does the piece on 19 end up?
kendall-02-route-q-nineteen-hint = Square 22 sits just below 19 on screen, but that is not how it gets there.
kendall-02-route-q-after-thirty = And at the very end: what comes after 30?
kendall-02-route-q-after-thirty-hint = 30 is the last square of the board.
kendall-02-route-wrap = You can now follow the snake through both turns. Every later rule, from blocks to the checkpoint on 26, is counted along these numbers.

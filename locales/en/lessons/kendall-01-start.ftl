## Texts of the lesson kendall-01-start (English).

kendall-01-start-title = Kendall: setting out
kendall-01-start-intro = Welcome to the Kendall game. Each side has five pieces, and they start mixed together on the first ten squares: Black on 1, 3, 5, 7 and 9, White on 2, 4, 6, 8 and 10. (The source only says the colours alternate; putting Black on the odd squares is this program's choice.)
kendall-01-start-intro-more = Black's pieces are shown as x, White's as o. Both sides race the same way along the route, and the first to take all five pieces off the board wins.
kendall-01-start-q-squares = Before anything moves: which squares hold Black's pieces at the start?
kendall-01-start-q-squares-hint = Black starts on square 1 and then on every other square.
kendall-01-start-q-first = Which side makes the very first throw of the game?
kendall-01-start-q-first-hint = In this ruleset, the same colour opens every game.
kendall-01-start-moving = A turn goes like this: throw the sticks, pick one of your pieces, and move it forward by exactly the count. Forward means towards higher numbers, so pieces never go back. Here Black has thrown a 3. The piece on 9 would go to 10, 11 and stop on 12, turning the corner into the middle row. Passing over a lone White piece on the way is fine.
kendall-01-start-q-nine = With this 3, where does the Black piece on 9 stop?
kendall-01-start-q-nine-hint = Count one square per point: 10, 11, ...
kendall-01-start-q-middle = The middle row runs from right to left. Black throws a 4 and moves the piece on 13. Where does it land?
kendall-01-start-q-middle-hint = Add the throw to the number. On screen, the piece moves left.
kendall-01-start-own = One piece per square: a piece may never land on another piece of its own side. Here Black has a 2, and the piece on 12 would land on Black's own piece on 14, so that move is not allowed. The piece on 14 can still use the 2.
kendall-01-start-q-own = May the Black piece on 12 use this 2?
kendall-01-start-q-own-hint = What stands on 12 + 2?
kendall-01-start-q-which = Black throws a 3. Which Black pieces can use it?
kendall-01-start-q-which-hint = Check each piece: count 3 forward and see whether one of your own pieces is already there.
kendall-01-start-q-must = You may not skip a turn when a move exists: if only one piece can use the throw, that piece must move. Black throws a 2 here. Which pieces may move?
kendall-01-start-q-must-hint = One piece is stopped by its own partner. What about the other?
kendall-01-start-q-own-again = Black throws a 1. May the piece on 12 move?
kendall-01-start-q-own-again-hint = Look at the square right after 12.
kendall-01-start-wrap = That is the heart of every turn: throw, then move one piece exactly that far forward, never onto your own piece. Next we follow the route around its two corners.

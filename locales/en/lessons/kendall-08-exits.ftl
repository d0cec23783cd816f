## Texts of the lesson kendall-08-exits (English).

kendall-08-exits-title = Kendall: leaving the board and winning
kendall-08-exits-intro = To finish, a piece must leave the board, and it needs the exact count to do so. Think of "off" as the square after 30. From 30 you need a 1, from 29 a 2, from 28 a 3, and from 26 a 5. A bigger throw cannot take the piece off: it simply cannot use that throw.
kendall-08-exits-q-twenty-nine = Black throws a 2. Where does the piece on 29 go?
kendall-08-exits-q-twenty-nine-hint = 29 + 2 is one past 30.
kendall-08-exits-q-oversized = Black throws a 4. It is more than enough to get past 30. May the piece on 29 leave with it?
kendall-08-exits-q-oversized-hint = Exact means exact: neither more nor less.
kendall-08-exits-q-twenty-six = Black throws a 5. Where does the piece on 26 go? (Passing your own pieces on 28, 29 and 30 is fine.)
kendall-08-exits-q-twenty-six-hint = 26 + 5. Count 27, 28, 29, 30, and one more.
kendall-08-exits-q-which = Black throws a 3. When an exit does not fit, use the throw for another piece. Which Black pieces can move?
kendall-08-exits-q-which-hint = Which piece needs exactly a 3 to leave? And which one would overshoot?
kendall-08-exits-q-chance = The piece on 29 waits for its 2. How likely is it to leave the board with Black's next throw?
kendall-08-exits-q-chance-hint = Only one value takes it off, and it happens to be the most common one.
kendall-08-exits-q-walk = A piece in the last row does not have to sit and wait. The source only speaks about exits; this program reads it as allowing normal moves inside the row too. Black throws a 1. Where does the piece on 29 go?
kendall-08-exits-q-walk-hint = Under our reading, 29 + 1 is an ordinary step.
kendall-08-exits-winning = The first side to take all of its pieces off the board wins. Exchanges score nothing, and reaching the last row is not enough: every piece has to leave. Here Black has a single piece left, on 30, and has thrown a 1.
kendall-08-exits-q-won = Black takes the piece on 30 off with this 1. What happens next?
kendall-08-exits-q-won-hint = Count the Black pieces still on the board after the move.
kendall-08-exits-q-not-yet = Here Black still has a piece on 20. The piece on 30 leaves with a 1. What happens next?
kendall-08-exits-q-not-yet-hint = Is every Black piece gone? And what does a 1 give?
kendall-08-exits-q-white-wins = It is White's throw: a 5, and White's last piece stands on 26. White moves it. What happens next?
kendall-08-exits-q-white-wins-hint = Which count takes a piece off from 26?
kendall-08-exits-wrap = Exits in short: 26 needs a 5, 28 a 3, 29 a 2, 30 a 1, and a bigger throw never takes a piece off. The last piece to leave wins the game. Players may also resign, or agree to a draw. One lesson left: checking a late piece step by step.
kendall-08-exits-q-block = Black throws a 5. From 26 a 5 takes a piece off the board, but White has a block on 28-29. May the piece on 26 leave?
kendall-08-exits-q-block-hint = Leaving the board means passing every square after the piece.

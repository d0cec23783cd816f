## Texts of the lesson kendall-04-exchange (English).

kendall-04-exchange-title = Kendall: exchanges
kendall-04-exchange-intro = What if your throw lands on an opposing piece? If that piece stands alone, you may land there, and the two pieces swap places: yours takes its square, and it goes back to the square your piece came from. Here Black throws a 3, and the piece on 8 lands on the lone White piece on 11.
kendall-04-exchange-q-effect = Black moves the piece on 8 onto 11. What happens to the White piece, and does Black throw again?
kendall-04-exchange-q-effect-hint = The White piece goes where the Black piece started. The bonus depends only on the count.
kendall-04-exchange-not-capture = This is the result. Notice what did not happen: no piece left the board. An exchange is not a capture. White still has all its pieces, just 3 squares further back, and Black is 3 squares further on. Exchanges change the race, but they never remove anything.
kendall-04-exchange-q-four = Black throws a 4. The piece on 14 lands on the lone White piece on 18. What is the effect?
kendall-04-exchange-q-four-hint = Where was the Black piece before the move? And what does a 4 give?
kendall-04-exchange-q-white = It works both ways. White has a 2, and the White piece on 6 lands on the Black piece on 8. What happens?
kendall-04-exchange-q-white-hint = Now your Black piece is the one sent back, to White's starting square.
kendall-04-exchange-q-corner = Black throws a 3 with the piece on 9, landing on the White piece on 12, round the corner. Where does the Black piece end up?
kendall-04-exchange-q-corner-hint = The mover always takes the square it landed on.
kendall-04-exchange-q-which = Black throws a 3. Which Black pieces can use it?
kendall-04-exchange-q-which-hint = Count 3 from each piece and look at what you find there.
kendall-04-exchange-q-own = Why can the piece on 10 not use this 3?
kendall-04-exchange-q-own-hint = Exchanges happen only with the other side's pieces.
kendall-04-exchange-q-no-bonus = Black throws a 3 and exchanges: the piece on 9 lands on the White piece on 12. Does the exchange earn another throw? Who throws next?
kendall-04-exchange-q-no-bonus-hint = Only the count decides. Is 3 a bonus value?
kendall-04-exchange-wrap = Exchanges are a race tool: you jump ahead and push the other piece back, and nobody loses a piece. Not every opposing piece can be exchanged, though. Next lesson: what two pieces side by side can do.
kendall-04-exchange-return = An exchange can come straight back. After 8 → 11 the White piece stands on 8, only 3 squares behind your piece. If White now throws a 3, it lands on your lone piece and the two swap again.
kendall-04-exchange-q-return = White throws that 3: the piece on 8 lands on your piece on 11. What happens?
kendall-04-exchange-q-return-hint = It is the same rule, the other way round.
kendall-04-exchange-q-return-chance = How likely is White to throw exactly the 3 it needs?
kendall-04-exchange-q-return-chance-hint = Four of the sixteen ways the sticks can fall give a 3.
kendall-04-exchange-return-tip = So before you exchange, look at where the other piece will stand. Sent back 1 to 3 squares behind you, it has a fair chance to swap straight back: a 2 comes 6 times in 16, a 1 or a 3 four times each. And an exchange that breaks up one of your blocks can cost more than it gains.

## Texts of the lesson kendall-09-late-pieces (English).

kendall-09-late-pieces-title = Kendall: checking a late piece
kendall-09-late-pieces-intro = Near the end, run three checks on every piece, in this order. One: has it stopped on 26? A piece below 26 may end its move on 26 at most. Two: would it land on 27? Then the water sends it back to 15. Three: is it trying to leave? Then the count must be exact. Only once a move passes all three is it worth asking whether it is a good move. Black has pieces on 25, 26 and 28.
kendall-09-late-pieces-q-check-one = Black throws a 3. Check one for the piece on 25: may it move?
kendall-09-late-pieces-q-check-one-hint = 25 + 3 = 28. Has this piece stopped on 26?
kendall-09-late-pieces-q-three = With the same 3, which Black pieces can move?
kendall-09-late-pieces-q-three-hint = Run the three checks on each piece. One of them leaves the board exactly.
kendall-09-late-pieces-q-check-two = Black throws a 1 instead. Check two for the piece on 26: where does it end up?
kendall-09-late-pieces-q-check-two-hint = 26 + 1 lands in the House of Water.
kendall-09-late-pieces-q-check-two-next = After that move into the water, who throws next?
kendall-09-late-pieces-q-check-two-next-hint = The water gives nothing, but look at the count that was used.
kendall-09-late-pieces-q-check-three = Black throws a 5. Check three for the piece on 28: may it leave with this 5?
kendall-09-late-pieces-q-check-three-hint = From 28, which count leaves exactly?
kendall-09-late-pieces-q-five = With that 5, which Black pieces can move at all?
kendall-09-late-pieces-q-five-hint = Only one piece needs exactly a 5 to leave. The piece on 25 has not stopped on 26 yet.
kendall-09-late-pieces-q-free = A different board. White pieces stand on 14 and 16, but 15 itself is free. Black moves the piece on 26 with a 1. Where does it rest?
kendall-09-late-pieces-q-free-hint = The fallback is only needed when 15 is taken.
kendall-09-late-pieces-q-exact-stop = Black throws a 5 with the piece on 21. Does the checkpoint stop it, or does it satisfy it?
kendall-09-late-pieces-q-exact-stop-hint = 21 + 5. Where does that land?
kendall-09-late-pieces-review = Before you go and play, two quick questions about a fresh game.
kendall-09-late-pieces-q-first = A new game is set up. Which side throws first?
kendall-09-late-pieces-q-first-hint = It is the same in every Kendall game.
kendall-09-late-pieces-q-white = And where do White's pieces start?
kendall-09-late-pieces-q-white-hint = Between the Black pieces.
kendall-09-late-pieces-wrap = You now know every rule of the Kendall game: the sticks and the route, exchanges and blocks, the safe houses, the checkpoint on 26, the water on 27, exact exits and how to win. Play a game or two to make it all second nature, and when you want a contrast, look at another reconstruction: they disagree on many of these points.

## Texts of the lesson kendall-11-six-readings (English).

kendall-11-six-readings-title = Six readings side by side
kendall-11-six-readings-intro = No rulebook of ancient Senet survives, so each reconstruction fills the gaps its own way. The same position and the same throw can be legal in one ruleset and illegal in another. This lesson walks through the differences that matter most; senet compare shows any position under all six.
kendall-11-six-readings-block = A block of two. White has two pieces side by side on 21 and 22, and Black's piece on 20 throws 3. In Kendall's reading two pieces in a row already form a block that nobody may pass; in the Games Room only three in a row make a wall (in the arcade, a blockade), and a pair may be jumped.
kendall-11-six-readings-block-q = Black's piece on 20 throws 3 and would jump the pair on 21 and 22. Which rulesets allow the move?
kendall-11-six-readings-block-why = Kendall's blocks start at two pieces, and so do Skiryuk's protected runs, so 20 → 23 is blocked there; in the Games Room and the arcade only three in a row stop a piece, so the pair can be jumped (but not landed on). The simple race cannot hold this position: it has one piece a side.
kendall-11-six-readings-safe = Square 15 protected or not. White rests on 15 and Black's piece on 12 throws 3, landing on it. Kendall's reading protects 15, the House of Rebirth; the arcade protects 26, 28, 29 and 30 instead, and 15 is an ordinary square there.
kendall-11-six-readings-safe-q = Black's piece on 12 throws 3 and lands on White's piece on 15. Which rulesets allow the exchange?
kendall-11-six-readings-safe-why = Kendall and the Games Room protect 15; the arcade and Skiryuk do not, so there the piece on 15 is exchanged.
kendall-11-six-readings-checkpoint = 26 a checkpoint, or a stop. Black's piece on 24 throws 3. Kendall's reading forbids crossing 26 without landing there; Skiryuk's stops the piece on 26, and the rest of the throw is lost.
kendall-11-six-readings-checkpoint-q = Black's piece on 24 throws 3 (24 + 3 = 27). Which rulesets accept this throw for this piece?
kendall-11-six-readings-checkpoint-why = Kendall, the Games Room and the arcade refuse the move (the piece must stop on 26 first); both Skiryuk rulesets accept it, but the piece stops on 26.
kendall-11-six-readings-water = The water with 15 taken. Black's piece on 26 throws 1 and lands on 27, the House of Water, while White holds 15. In Kendall's reading the piece is washed back to the nearest empty square below 15, our reading where the source is silent; in Skiryuk's the piece stays on 27 and throws at once for its fate.
kendall-11-six-readings-water-q = In Kendall's reading, where does Black's piece on 26 end up with a throw of 1?
kendall-11-six-readings-water-why = 26 + 1 = 27, the water; 15 is taken, so the piece goes to 14.
kendall-11-six-readings-exit = The last row. Black's piece on 29 throws 1. In Kendall's reading it may move on inside the last row, to 30; in the arcade a piece on 29 waits for its one exact value, a 2, and makes no other move.
kendall-11-six-readings-exit-q = Black's piece on 29 throws 1. Which rulesets accept this throw for this piece?
kendall-11-six-readings-exit-why = Only the arcade's last row waits for the exact exit. Kendall and the Games Room let the piece move on to 30 (in Kendall that is our reading), the simple race simply moves it to 30, and in Skiryuk's the House of Re-Atum keeps it where it is, which counts as its move.

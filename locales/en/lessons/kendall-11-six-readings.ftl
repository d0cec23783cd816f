## Texts of the lesson kendall-11-six-readings (English).

kendall-11-six-readings-title = Six readings side by side
kendall-11-six-readings-intro = No rulebook of ancient Senet survives, so each reconstruction fills the gaps its own way. The same position and the same throw can be legal in one ruleset and illegal in another. This lesson walks through the differences that matter most; senet compare shows any position under all six.
kendall-11-six-readings-block = A block of two. White has two pieces side by side on 21 and 22, and Black's piece on 20 throws 3. In kendall two pieces in a row already form a block that nobody may pass; in games-room only three in a row make a wall, and a pair may be jumped.
kendall-11-six-readings-block-q = Black's piece on 20 throws 3 and would jump the pair on 21 and 22. Which rulesets allow the move?
kendall-11-six-readings-block-why = kendall's blocks start at two pieces, and so do skiryuk's protected runs, so 20 → 23 is blocked there; in games-room and arcade only three in a row make a wall, so the pair can be jumped (but not landed on). race cannot hold this position: it has one piece a side.
kendall-11-six-readings-safe = Square 15 protected or not. White rests on 15 and Black's piece on 12 throws 3, landing on it. kendall protects 15, the House of Rebirth; arcade protects 26, 28, 29 and 30 instead, and 15 is an ordinary square there.
kendall-11-six-readings-safe-q = Black's piece on 12 throws 3 and lands on White's piece on 15. Which rulesets allow the exchange?
kendall-11-six-readings-safe-why = kendall and games-room protect 15; arcade and skiryuk do not, so there the piece on 15 is exchanged.
kendall-11-six-readings-checkpoint = 26 a checkpoint, or a stop. Black's piece on 24 throws 3. kendall forbids crossing 26 without landing there; skiryuk stops the piece on 26 and the rest of the throw is lost.
kendall-11-six-readings-checkpoint-q = Black's piece on 24 throws 3 (24 + 3 = 27). Which rulesets let it move?
kendall-11-six-readings-checkpoint-why = kendall, games-room and arcade refuse the move (checkpoint-26); both skiryuk rulesets let the piece move, but it stops on 26.
kendall-11-six-readings-water = The water with 15 taken. Black's piece on 26 throws 1 and lands on 27, the House of Water, while White holds 15. In kendall the piece is washed back to the nearest empty square below 15, our reading where the source is silent; in skiryuk the piece stays on 27 and throws at once for its fate.
kendall-11-six-readings-water-q = In kendall, where does Black's piece on 26 end up with a throw of 1?
kendall-11-six-readings-water-why = 26 + 1 = 27, the water; 15 is taken, so the piece goes to 14.
kendall-11-six-readings-exit = The last row. Black's piece on 29 throws 1. In kendall it may move on inside the last row, to 30; in arcade a piece on 29 waits for its one exact value, a 2, and makes no other move.
kendall-11-six-readings-exit-q = Black's piece on 29 throws 1. Which rulesets let it move?
kendall-11-six-readings-exit-why = Only arcade's last row waits for the exact exit. kendall and games-room let the piece move on to 30 (in kendall that is our reading), race simply moves it to 30, and in skiryuk the House of Re-Atum keeps it where it is, which counts as its move.

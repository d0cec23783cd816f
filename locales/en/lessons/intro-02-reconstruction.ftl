## Texts of the lesson intro-02-reconstruction (English).

intro-02-reconstruction-title = Rules rebuilt by scholars
intro-02-reconstruction-history = A confession before we play: nobody knows exactly how the Egyptians played Senet. Boards and pieces survive from tombs, wall paintings show people at the game, and a few texts mention its squares, but no rulebook has come down to us.
intro-02-reconstruction-history-more = Modern scholars have pieced together playable rules from these clues. Each such set of rules is a reconstruction, and different reconstructions disagree on many details. This program teaches six of them, starting with Kendall, the version described by the Ply Yard site as the "Kendall tradition" (the site says no more about the name).
intro-02-reconstruction-marks = Even one reconstruction leaves gaps: situations its source never mentions. A program still has to decide what happens there. So every rule this program applies carries a mark. [source] means the ruleset's source states it. [choice] means the source is silent and the rule is our own reading. You can see the marks for every rule with the command senet rules kendall. Let's meet a few of each.
intro-02-reconstruction-first = First a rule about who opens the game. On the board, Black's pieces are shown as x and White's as o. Which side throws first?
intro-02-reconstruction-first-hint = The Kendall source gives the first throw to the dark side.
intro-02-reconstruction-first-explain = This is a [source] rule: the Kendall source says plainly that Black always throws first.
intro-02-reconstruction-setup = Now a [choice]. The source says the ten pieces start alternating on squares 1 to 10, but it never says which colour takes the odd squares. This program puts Black on the odd squares and White on the even ones. Another program could just as well do the opposite.
intro-02-reconstruction-q-black-squares = The board is cleared. Which squares do Black's five pieces start on?
intro-02-reconstruction-q-black-squares-hint = Black takes square 1, then every second square.
intro-02-reconstruction-q-white-squares = And White's five pieces?
intro-02-reconstruction-q-white-squares-hint = White fills the gaps between the Black pieces.
intro-02-reconstruction-water = Another gap. Square 27 is the House of Water: a piece that lands there is washed back to 15, the House of Rebirth. That much is [source]. But what if 15 is already taken, as here by a White piece? The source does not say. Our [choice]: the washed piece goes to the nearest empty square below 15, so 14, then 13, and so on. Black has thrown a 1 with the piece on 26.
intro-02-reconstruction-q-water = The Black piece on 26 moves 1 and lands on 27. Where does it finally rest?
intro-02-reconstruction-q-water-hint = 15 is taken. Look just below it.
intro-02-reconstruction-q-water-again = Same throw, but now a Black piece also stands on 14. Where does the washed piece end up this time?
intro-02-reconstruction-q-water-again-hint = Keep going down from 15 until you reach an empty square.
intro-02-reconstruction-last-row = One more gap. The source says a piece leaves the board only with the exact count it needs: a 3 from 28, for example. But may a piece on 28 simply step along to 29 or 30? The source does not say either way. Our [choice]: yes, pieces on 28 and 29 may move on inside the last row, like anywhere else.
intro-02-reconstruction-q-last-row = The Black piece on 28 uses this throw of 1. Where does it go?
intro-02-reconstruction-q-last-row-hint = Under our reading, the last row is walked like any other row.
intro-02-reconstruction-q-last-row-two = With a 2, may the piece on 28 move?
intro-02-reconstruction-q-last-row-two-hint = 28 + 2 stays on the board. Is that square free?
intro-02-reconstruction-wrap = That is the idea behind the two marks. Whenever a lesson says the source leaves something open, you are looking at a [choice], and another reconstruction may handle it differently. Now, on to the game itself.

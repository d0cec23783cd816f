## Texts of the lesson kendall-05-blocks (English).

kendall-05-blocks-title = Kendall: lone pieces and blocks
kendall-05-blocks-lone = A lone opposing piece is no obstacle. You may jump over it, or land on it and exchange. Here the White piece on 12 stands by itself, and Black has a 4: the piece on 9 can hop over 12 and land on 13.
kendall-05-blocks-q-lone = May the Black piece on 9 use this 4 to pass the lone White piece?
kendall-05-blocks-q-lone-hint = Does the White piece on 12 have a White neighbour on 11 or 13?
kendall-05-blocks-chain = Now add a second White piece on 13. Two or more pieces of one side on consecutive squares form a block. In this ruleset two are already enough. A block is a barrier for the other side: you may not land on any of its pieces, and you may not move past it.
kendall-05-blocks-q-land = Black throws a 3. May the piece on 9 land on 12?
kendall-05-blocks-q-land-hint = 12 is no longer alone: look at its neighbour.
kendall-05-blocks-q-pass = Black throws a 5. The piece on 9 would land on 14, an empty square. Is that allowed?
kendall-05-blocks-q-pass-hint = What would the piece have to cross on the way to 14?
kendall-05-blocks-look = Careful with your eyes. On screen, the White piece on 9 sits right above the White piece on 12, so they seem to touch. But 9 and 12 are not consecutive: 10 and 11 lie between them on the route. So this is not a block, just two lone pieces, and each can be passed or exchanged.
kendall-05-blocks-q-look = Black throws a 4 and moves the piece on 8 onto 12, passing the White piece on 9. What happens?
kendall-05-blocks-q-look-hint = Neither White piece has a White neighbour along the route.
kendall-05-blocks-corner = The opposite trap: 10 and 11 sit at opposite ends of their rows, yet they are consecutive, joined by the turn. White pieces on 10 and 11 form a real block, bending around the corner of the board.
kendall-05-blocks-q-corner = Black throws a 4. May the piece on 8 move to 12?
kendall-05-blocks-q-corner-hint = Follow the route from 8 to 12: which squares does it cross?
kendall-05-blocks-q-corner-two = The same happens at the other turn. White holds 20 and 21. May the Black piece on 18 use a 4?
kendall-05-blocks-q-corner-two-hint = 20 and 21 are one apart, even if one is at the end of a row and the other at the start of the next.
kendall-05-blocks-stuck = Blocks can freeze a whole side. Black throws a 4, one of the bonus values, but both Black pieces sit behind the White block on 11 and 12.
kendall-05-blocks-q-stuck-which = Which Black pieces can use this 4?
kendall-05-blocks-q-stuck-which-hint = Count 4 from each Black piece and check what it would cross.
kendall-05-blocks-q-stuck-next = No move, so the throw is lost. But it was a 4: does Black keep throwing? Who throws next?
kendall-05-blocks-q-stuck-next-hint = The bonus is earned by a completed move, not by the number alone.
kendall-05-blocks-wrap = To sum up: one lone piece can be passed or exchanged; two or more on consecutive squares form a block you can neither land on nor cross. Judge "consecutive" by the numbers: around a turn it counts, across the rows it does not. And a bonus value that cannot be used is simply lost.
kendall-05-blocks-trailing = Keep every piece in view. The Black piece on 2 sits behind the White block on 3-4: whatever the throw, it can neither land on the block nor cross it until the block breaks up, and meanwhile your other pieces must use up every throw.
kendall-05-blocks-q-trailing = Black throws a 4. Which Black pieces can use it?
kendall-05-blocks-q-trailing-hint = Count 4 from the piece on 2: what lies on the way?

## Texts of the lesson kendall-06-safe-houses (English).

kendall-06-safe-houses-title = Kendall: the two safe houses
kendall-06-safe-houses-intro = Two squares shelter whoever stands on them: 15, the House of Rebirth, and 26, the House of Happiness. A piece resting on either of them cannot be exchanged, even when it is all alone. Here a lone White piece sits on 15, and Black has a 3 that would bring the piece on 12 right onto it.
kendall-06-safe-houses-q-fifteen = Black tries to move the piece on 12 onto 15. What happens to the White piece there?
kendall-06-safe-houses-q-fifteen-hint = Which square is the White piece standing on?
kendall-06-safe-houses-q-twenty-six = A White piece rests on 26. Black throws a 4. May the piece on 22 land there?
kendall-06-safe-houses-q-twenty-six-hint = 26 is the second safe house.
kendall-06-safe-houses-pass = A safe house protects against landing, not against passing. A lone piece on 15 can still be jumped over like any other lone piece. Here Black's piece on 13 has a 4 and would land on 17, crossing 15 on the way.
kendall-06-safe-houses-q-pass = May the Black piece on 13 jump over the White piece on 15 to reach 17?
kendall-06-safe-houses-q-pass-hint = The White piece is alone: no White neighbour on 14 or 16.
kendall-06-safe-houses-q-yours = The shelter works for you too. Your Black piece rests on 15, and White throws a 4 with the piece on 11. What happens to your piece?
kendall-06-safe-houses-q-yours-hint = Safe houses protect whichever side stands on them.
kendall-06-safe-houses-q-which = Black throws a 4. Which Black pieces can use it?
kendall-06-safe-houses-q-which-hint = Three White pieces stand in range. Which of them are on a safe house?
kendall-06-safe-houses-q-lost = Black throws a 5. Both Black pieces would land on a White piece in a safe house. Who throws next?
kendall-06-safe-houses-q-lost-hint = If no piece can move, the throw is lost, even a 5.
kendall-06-safe-houses-wrap = Remember the pair: 15 and 26. A piece there cannot be exchanged, whichever side it belongs to, but a lone piece there can still be jumped over. Next comes the most important square of all: 26 as a checkpoint.

## Texts of the lesson kendall-10-best-moves (English).

kendall-10-best-moves-title = Kendall: choosing the best move
kendall-10-best-moves-intro = Until now every question had one answer fixed by the rules. From here on, several moves are legal and you choose one. The computer weighs each choice by playing out the next three throws, and in every position of this lesson one move is clearly better than the rest. Look for three things: a block that holds the opponent back, the checkpoint on 26, and the water on 27.
kendall-10-best-moves-q-block = Black throws a 2. White has four pieces behind square 12. Which Black piece should move?
kendall-10-best-moves-q-block-hint = A single White piece can be jumped. Which move puts two Black pieces side by side?
kendall-10-best-moves-q-block-explain = The piece on 9 jumps the lone White piece on 10 and lands on 11, next to the piece on 12. Squares 11 and 12 now form a block: no White piece may land on them or pass over them, so the pieces on 2, 6, 7 and 10 are all stuck behind it until Black opens the way. None of the other moves builds a wall in front of those four White pieces.
kendall-10-best-moves-q-checkpoint = Black throws a 4. Which piece should use it?
kendall-10-best-moves-q-checkpoint-hint = Which piece can land exactly on 26? And what would moving 19 do to the pair 18-19?
kendall-10-best-moves-q-checkpoint-explain = The 4 takes the piece on 22 exactly onto 26. There it is safe from exchange and has passed the checkpoint, so a single 5 will take it off. Only a 4 brings it there in one move: from 22 a 5 would cross 26, which is not allowed. Moving 19 would break the block on 18-19 that keeps White's pieces on 14 and 15 waiting, and 7 to 11 gains little.
kendall-10-best-moves-q-water = Black throws a 1. Three pieces can use it. Which one?
kendall-10-best-moves-q-water-hint = Where does 26 + 1 land? And which pair holds two White pieces back?
kendall-10-best-moves-q-water-explain = 26 + 1 is 27, the water: that piece would be washed back to 15 and would have to reach the checkpoint all over again. Moving 10 would break the block on 9-10 that holds White's pieces on 5 and 7. The piece on 16 steps to 17 and spoils nothing; since the throw was a 1, Black throws again.

## Texts of the lesson arcade-09-moving-backward (English).

arcade-09-moving-backward-title = When no piece can move forward
arcade-09-moving-backward-intro = If no piece can move forward with the throw, one piece must move backward by the count instead, under the same rules: no passing a blockade, no landing on your own piece or a guarded one, and landing on a lone rival piece swaps the two. Here the piece on 24 would cross 26 and the piece on 20 would pass the blockade, so nothing goes forward with this 3.
arcade-09-moving-backward-q1 = Which of your pieces can use this 3, moving backward?
arcade-09-moving-backward-q1-hint = Going back from 24, what is in the way?
arcade-09-moving-backward-q2 = Where does the piece on 20 end up?
arcade-09-moving-backward-q2-hint = Count three squares towards the lower numbers.
arcade-09-moving-backward-q3 = The piece on 24 cannot go forward with this 3, but the piece on 12 can. Which pieces may move? (A backward move while a forward one exists is refused as forward-exists.)
arcade-09-moving-backward-q3-hint = Backward is only a last resort.
arcade-09-moving-backward-frozen = Pieces on 28, 29 and 30 never step back: they only ever wait for their exit. Every other piece may step back when it has to, a piece on 26 included.
arcade-09-moving-backward-q4 = Nothing goes forward with this 4. Which of your pieces can move?
arcade-09-moving-backward-q4-hint = Is the piece on 28 allowed to step back?
arcade-09-moving-backward-q5 = A safe rival piece sits on 30 and your piece on 29 needs a 2. You throw 4. Where does your piece on 26 end up?
arcade-09-moving-backward-q5-hint = Forward, 26 + 4 meets a safe square. What is left?
arcade-09-moving-backward-q6 = Nothing goes forward with this 3. If the piece on 24 steps back onto the lone rival on 21, what happens?
arcade-09-moving-backward-q6-hint = A backward swap works like a forward one. Where did your piece come from?
arcade-09-moving-backward-limit = A backward move can never go back past square 1. The arcade does not say so; this program reads square 1 as the end of the path in that direction and calls such a move below-start.
arcade-09-moving-backward-q7 = Nothing goes forward with this 3. Which of your pieces can move backward?
arcade-09-moving-backward-q7-hint = Where would 2 - 3 be?
arcade-09-moving-backward-q8 = Nothing goes forward with this 3 either. Which pieces can move backward now?
arcade-09-moving-backward-q8-hint = Square 1 is still part of the board.
arcade-09-moving-backward-q9 = Your pieces on 1 and 2 sit behind a blockade and you throw 4. What happens?
arcade-09-moving-backward-q9-hint = Forward is blocked. Is there room behind them?

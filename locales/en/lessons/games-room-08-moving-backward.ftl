## Texts of the lesson games-room-08-moving-backward (English).

games-room-08-moving-backward-title = When no piece can move forward
games-room-08-moving-backward-intro = Sometimes no piece at all can move forward with the throw. Then the throw is not simply lost: one of your pieces must move backward by the count instead. Backward moves follow the same rules for passing and landing: no jumping over a wall, no landing on your own piece or on a guarded one, and landing on a lone enemy attacks it. Here the cone on 24 would cross 26 and the cone on 20 would have to pass the wall, so nothing can go forward with this 3.
games-room-08-moving-backward-q1 = So which of your pieces can use this 3, moving backward?
games-room-08-moving-backward-q1-hint = Try each cone backward. Going back from 24, what stands in the way?
games-room-08-moving-backward-q2 = Where does the cone on 20 end up?
games-room-08-moving-backward-q2-hint = Count three squares down the numbers.
games-room-08-moving-backward-fe = Moving backward is only a fallback. As long as any one of your pieces can move forward, no piece may move backward at all: the program gives such a move the reason forward-exists.
games-room-08-moving-backward-q3 = The cone on 24 cannot go forward with this 3, but the cone on 12 can. Which pieces may move?
games-room-08-moving-backward-q3-hint = Is the backward fallback in force while a forward move exists?
games-room-08-moving-backward-q4 = No cone can go forward with this 3. If the cone on 24 steps back onto the lone spool on 21, what happens?
games-room-08-moving-backward-q4-hint = A backward attack swaps the pieces just like a forward one. Where did your cone come from?
games-room-08-moving-backward-bx = A backward move is a completed move like any other, so a backward move with a 1, 4 or 5 also earns another throw. And a piece that steps back onto 27 falls into the water just the same: the House of Water washes pieces whichever way they arrive.
games-room-08-moving-backward-q5 = Nothing can go forward with this 4, so the cone on 23 steps back to 19. Who throws next?
games-room-08-moving-backward-q5-hint = Does the direction of the move change what a 4 earns?
games-room-08-moving-backward-q6 = Nothing can go forward with this 2, so the cone on 25 steps back to 23. Who throws next?
games-room-08-moving-backward-q6-hint = Which counts earn another throw, in either direction?
games-room-08-moving-backward-q7 = With this 1, the cone on 25 meets a safe spool on 26 and the cone on 28 meets a guarded one on 29. If the cone on 28 steps back instead, it lands on 27. Where does it end up?
games-room-08-moving-backward-q7-hint = Does the water care which way a piece was moving?
games-room-08-moving-backward-q8 = It fell into the water moving backward with a 1. Who throws next?
games-room-08-moving-backward-q8-hint = Neither the direction nor the water changes what a 1 earns.
games-room-08-moving-backward-q9 = The cone on 24 would cross 26 and the cone on 30 needs a 1 to leave. If the cone on 30 steps back 3 squares, where does it end up?
games-room-08-moving-backward-q9-hint = Count back 29, 28, ... Where does that land, and what lives there?

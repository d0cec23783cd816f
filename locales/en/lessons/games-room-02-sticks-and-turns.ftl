## Texts of the lesson games-room-02-sticks-and-turns (English).

games-room-02-sticks-and-turns-title = Sticks, moves and extra throws
games-room-02-sticks-and-turns-intro = Instead of dice you throw four sticks, each light on one side and dark on the other. Count the light faces that land up: that is your throw, from 1 to 4. If no light face shows at all, the throw is 5. There is no 0. The counts are far from equally likely: out of 16 throws you can expect a 1 four times, a 2 six times, a 3 four times, and a 4 or a 5 only once each.
games-room-02-sticks-and-turns-q1 = How likely is a throw of 2?
games-room-02-sticks-and-turns-q1-hint = Four sticks can fall in 16 equally likely ways. In how many of them are exactly two light faces up?
games-room-02-sticks-and-turns-q2 = How likely is a throw of 5?
games-room-02-sticks-and-turns-q2-hint = A 5 needs every single stick to land dark side up.
games-room-02-sticks-and-turns-q3 = And a throw of 3?
games-room-02-sticks-and-turns-q3-hint = Three light faces means exactly one dark one. Which stick could it be?
games-room-02-sticks-and-turns-move = On your turn you throw, then move one piece forward by exactly the count. You pick the piece, but if any piece can use the throw you must move one: you may not pass. After a move with a 1, 4 or 5 you throw again; a 2 or a 3 ends your turn.
games-room-02-sticks-and-turns-q4 = Your cone on 13 uses this 2. Where does it land?
games-room-02-sticks-and-turns-q4-hint = Count one square for each point, following the numbers.
games-room-02-sticks-and-turns-q5 = Now the cone on 8 moves with a 4. Where does it land?
games-room-02-sticks-and-turns-q5-hint = The road turns the corner after 10. Keep counting along the numbers.
games-room-02-sticks-and-turns-q6 = With this 5, which of your pieces can move?
games-room-02-sticks-and-turns-q6-hint = Two pieces never share a square, and no piece may land on one of its own side.
games-room-02-sticks-and-turns-q7 = You move the cone on 3 to 7 with this 4. Who throws next?
games-room-02-sticks-and-turns-q7-hint = Which counts earn another throw?
games-room-02-sticks-and-turns-q8 = The cone on 13 takes this 2. Who throws next?
games-room-02-sticks-and-turns-q8-hint = Only a 1, a 4 or a 5 keeps the sticks in your hand.
games-room-02-sticks-and-turns-q9 = A rare 5! The cone on 13 runs to 18. Who throws next?
games-room-02-sticks-and-turns-q9-hint = Is 5 one of the counts that earn another throw?

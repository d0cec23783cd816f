## Texts of the lesson games-room-04-walls (English).

games-room-04-walls-title = Walls of three
games-room-04-walls-intro = Three or more enemy pieces on consecutive squares make a wall, and no piece may jump over a wall, whatever it throws. Every member of a wall has a neighbour of its own side, so each one is guarded as well: you cannot land on the first member (the program calls this guarded). And you cannot land on a later member either, because to get there you would pass part of the wall (the program calls this blocked-path).
games-room-04-walls-q1 = Your cone on 10 throws 5. May it jump the three spools and land on 15?
games-room-04-walls-q1-hint = Count the spools standing side by side. How many are there?
games-room-04-walls-q2 = With a 2 it would land on 12, the first spool of the wall. Is that allowed?
games-room-04-walls-q2-hint = It does not pass any spool on the way. But does the spool on 12 have a neighbour?
games-room-04-walls-q3 = With a 3 it would land on 13, in the middle of the wall. Is that allowed?
games-room-04-walls-q3-hint = Which squares does it pass on the way to 13?
games-room-04-walls-q4 = Now only two spools stand together. May the cone on 10 jump them with a 4?
games-room-04-walls-q4-hint = How many pieces does it take to make a wall?
games-room-04-walls-q5 = A wall can bend round a corner: here the spools stand on 19, 20 and 21. May your cone on 17 get past them with a 5?
games-room-04-walls-q5-hint = Are 20 and 21 consecutive squares, even though they sit in different rows?
games-room-04-walls-q6 = A wall stands on 11, 12 and 13. With this 3, which of your pieces can move?
games-room-04-walls-q6-hint = For each cone, ask: does it land on a wall member, or pass one?
games-room-04-walls-q7 = Spools on 12, 13 and 16, with your own cone on 14 in between. Your cone on 11 throws 5. What happens?
games-room-04-walls-q7-hint = Do three spools stand on consecutive squares here? And does the spool on 16 have a neighbour?

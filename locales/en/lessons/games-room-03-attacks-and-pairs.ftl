## Texts of the lesson games-room-03-attacks-and-pairs (English).

games-room-03-attacks-and-pairs-title = Attacks and protective pairs
games-room-03-attacks-and-pairs-intro = Landing on a lone enemy piece attacks it: the two pieces swap places. Your piece takes the square, and the enemy piece goes back to the square you came from. Nothing is ever captured, so both sides always keep their five pieces. Here the cone on 11 throws 3 and lands on the spool on 14.
games-room-03-attacks-and-pairs-q1 = Play the attack. What happens to the spool, and do you throw again?
games-room-03-attacks-and-pairs-q1-hint = The spool takes the square your cone has just left. And was the count a 1, 4 or 5?
games-room-03-attacks-and-pairs-q2 = Now a spool stands alone on 9. Your cone on 5 throws 4 and lands on it. What happens?
games-room-03-attacks-and-pairs-q2-hint = Where did your cone come from? And what does a 4 give you?
games-room-03-attacks-and-pairs-q3 = Back to the first position. Your cone on 11 attacks the spool on 14 with a 3. Does a successful attack earn you another throw?
games-room-03-attacks-and-pairs-q3-hint = Extra throws depend only on the count thrown, never on what the move did.
games-room-03-attacks-and-pairs-pairs = Two enemy pieces side by side protect each other: neither of them can be attacked. A piece is guarded as soon as another piece of its own side stands on the square just before or just after it. A pair does not close the road, though: you may jump right over it.
games-room-03-attacks-and-pairs-q4 = Your cone on 10 throws 2. May it land on the spool on 12?
games-room-03-attacks-and-pairs-q4-hint = Look at the squares on either side of 12. Who stands there?
games-room-03-attacks-and-pairs-q5 = This time it throws 4. May it jump the pair and land on 14?
games-room-03-attacks-and-pairs-q5-hint = A pair protects itself, but does it stop anyone going past?
games-room-03-attacks-and-pairs-q6 = Spools stand on 10 and 11, at the corner, in different rows. Your cone on 7 throws 4 and would land on 11. What happens?
games-room-03-attacks-and-pairs-q6-hint = Are 10 and 11 consecutive squares on the road?
games-room-03-attacks-and-pairs-q7 = Here the spools on 9 and 12 sit one above the other and look like a pair. Your cone on 7 throws 5 and lands on 12. What happens?
games-room-03-attacks-and-pairs-q7-hint = Only a neighbour on a consecutive square protects. Are 9 and 12 consecutive?
games-room-03-attacks-and-pairs-q8 = May the cone on 4 use this 2?
games-room-03-attacks-and-pairs-q8-hint = Look at the square it would land on.
games-room-03-attacks-and-pairs-q9 = With this 3, which of your pieces can move?
games-room-03-attacks-and-pairs-q9-hint = Check each landing square: empty, a lone spool, or a spool with a neighbour?

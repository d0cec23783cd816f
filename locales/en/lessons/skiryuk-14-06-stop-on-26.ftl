## skiryuk-14-06-stop-on-26 (English)

skiryuk-14-06-stop-on-26-title = Skiryuk with 14 pieces: every piece stops on 26
skiryuk-14-06-stop-on-26-step1 = Every piece stops on 26, the House of Beauty. A move from below 26 that would carry a piece further ends on 26 instead, and the rest of the throw is lost. The way there must still be passable, and 26 must be empty.
skiryuk-14-06-stop-on-26-q1-hint = The lone cone on 25 can be jumped; but how far can the spindle go?
skiryuk-14-06-stop-on-26-q2-hint = 22 + 5 would be 27.
skiryuk-14-06-stop-on-26-q3 = Two cones stand on 24 and 25. May the spindle on 22 reach 26 with a 5?
skiryuk-14-06-stop-on-26-q3-hint = Between 22 and 26 lies a whole run.
skiryuk-14-06-stop-on-26-q4 = A cone rests on 26. May the spindle on 24 use a 5?
skiryuk-14-06-stop-on-26-q4-hint = Where would the 5 stop it, and who is there?
skiryuk-14-06-stop-on-26-q5-hint = A lone cone, but on a special square.
skiryuk-14-06-stop-on-26-step2 = Arriving on 26 gives the piece an immediate throw of its own, a house throw, which decides its fate (the next lesson shows how). So a move that reaches 26 never ends your turn, whatever its value.
skiryuk-14-06-stop-on-26-q6 = The spindle on 24 reaches 26 with a 3. Who throws next?
skiryuk-14-06-stop-on-26-q6-hint = A 3 would normally end the turn.

## What the crowd changes: a queue in front of an occupied 26.

skiryuk-14-06-stop-on-26-step3 = With seven pieces a side, 26 is seldom empty for long, and a piece resting there blocks every other one: no piece may land on 26 while it is taken, and a longer throw would stop there too. Here four spindles queue on 22 to 25 behind the cone on 26. Until it leaves, they are stuck, and the throws go to the pieces further back.
skiryuk-14-06-stop-on-26-q7 = The spindles throw a 4. Which pieces may move?
skiryuk-14-06-stop-on-26-q7-hint = From 22, a 4 lands on 26; from 23, 24 and 25 it would stop there. Who is on 26?
skiryuk-14-06-stop-on-26-q8 = Later in the game the queue is still there. The only other spindle, on 9, is stuck behind the cones' run on 10 and 11. The spindles throw a 1. Which pieces may move?
skiryuk-14-06-stop-on-26-q8-hint = Is there any forward move? If not, which pieces can step back one square onto an empty one?
skiryuk-14-06-stop-on-26-q8-why = No piece can move forward: 26 is taken, the queue blocks itself, and a 1 from 9 would land on the run. So one piece must move back one square. 23, 24 and 25 would land on their own pieces; 22 can step back to 21 and 9 to 8. A full queue turns small throws into steps backward.
skiryuk-14-06-stop-on-26-q9 = The same position, and the spindles throw a 2. Which pieces may move?
skiryuk-14-06-stop-on-26-q9-hint = Still no forward move. Which pieces land on an empty square two squares back?

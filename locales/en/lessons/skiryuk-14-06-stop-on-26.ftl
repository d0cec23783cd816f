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

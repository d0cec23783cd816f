## skiryuk-06-stop-on-26 (English)

skiryuk-06-stop-on-26-title = Skiryuk: every piece stops on 26
skiryuk-06-stop-on-26-step1 = Square 26, the House of Beauty, is a compulsory stop. If a throw would carry a piece from below 26 past it, the piece stops on 26 all the same, and the rest of the throw is simply lost. Some other reconstructions refuse such a move; Skiryuk's cuts it short instead. Here a 5 for the spindle on 24 would reach 29 on paper.
skiryuk-06-stop-on-26-q1-hint = Which square may no piece skip?
skiryuk-06-stop-on-26-q2 = And the spindle on 22, with the same 5?
skiryuk-06-stop-on-26-q2-hint = 22 + 5 is 27, one square too far.
skiryuk-06-stop-on-26-step2 = Arriving on 26 gives that piece an immediate throw of its own, a house throw, which decides what happens to it next (the next lesson shows how). So a move onto 26 never ends your turn, whatever its value.
skiryuk-06-stop-on-26-q3 = The spindle on 24 moves to 26 with a 2. Who throws next?
skiryuk-06-stop-on-26-q3-hint = A 2 usually ends the turn, but 26 has something to say.
skiryuk-06-stop-on-26-q4 = The spindle on 22 is stopped on 26 by a 5. Who throws next?
skiryuk-06-stop-on-26-q4-hint = The rest of the 5 is lost, but is the turn over?
skiryuk-06-stop-on-26-step3 = The stop must still be a legal landing. The way up to 26 must not jump a whole run, and 26 itself must be empty: a piece on 26 can never be knocked out, and you may not land on your own piece.
skiryuk-06-stop-on-26-q5-hint = Who is resting on 26?
skiryuk-06-stop-on-26-q6-hint = Could a lone cone on 26 be knocked out?
skiryuk-06-stop-on-26-q7 = One of your spindles already rests on 26. May the spindle on 23 use a 5?
skiryuk-06-stop-on-26-q7-hint = Where would the 5 stop it?
skiryuk-06-stop-on-26-q8 = Two cones stand on 24 and 25. May the spindle on 22 stop on 26 with a 5?
skiryuk-06-stop-on-26-q8-hint = What lies on the way from 22 to 26?
skiryuk-06-stop-on-26-q9-hint = The spindle on 24 would be stopped on 26. Is 26 free?

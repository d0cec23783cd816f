## skiryuk-14-03-turns-and-passing (English)

skiryuk-14-03-turns-and-passing-title = Skiryuk with 14 pieces: turns, extra throws and passing
skiryuk-14-03-turns-and-passing-step1 = Each turn you move one piece forward by exactly the throw, and if any piece can move you must move one. A piece may jump its own pieces and any lone opposing piece, but never a whole run of two or more opposing pieces on consecutive squares. Here the cones on 5 and 6 form a run; every other cone stands alone.
skiryuk-14-03-turns-and-passing-q1-hint = The cone on 13 stands alone.
skiryuk-14-03-turns-and-passing-q2-hint = Your own spindle on 17 is no obstacle.
skiryuk-14-03-turns-and-passing-q3-hint = Which squares lie between 4 and 7?
skiryuk-14-03-turns-and-passing-q4-hint = Look at the square right in front of it.
skiryuk-14-03-turns-and-passing-q5-hint = Check the run on 5 and 6, your own pieces, and the landing squares.
skiryuk-14-03-turns-and-passing-step2 = After a completed move with a 1, a 4 or a 5 you throw again; a 2 or a 3 ends the turn.
skiryuk-14-03-turns-and-passing-q6 = You move the spindle on 21 with a 4. Who throws next?
skiryuk-14-03-turns-and-passing-q6-hint = Is 4 one of the lucky values?
skiryuk-14-03-turns-and-passing-q7 = You move the spindle on 16 with a 2. Who throws next?
skiryuk-14-03-turns-and-passing-q7-hint = The most common throw is not a lucky one.
skiryuk-14-03-turns-and-passing-q8 = You move the spindle on 9 with a 5, jumping two lone cones. Who throws next?
skiryuk-14-03-turns-and-passing-q8-hint = A 5 behaves like a 1 or a 4.

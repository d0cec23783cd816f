## skiryuk-02-sticks-and-turns (English)

skiryuk-02-sticks-and-turns-title = Skiryuk: the sticks and the shape of a turn
skiryuk-02-sticks-and-turns-step1 = Skiryuk's game uses four flat sticks, each with a light face and a dark face. Throw them all and count the light faces that land up: that is your throw. When no light face shows at all, the throw counts as 5; there is no 0. The 16 ways the sticks can fall are not shared evenly: 4 of them give a 1, 6 give a 2, 4 give a 3, and only one each gives a 4 or a 5.
skiryuk-02-sticks-and-turns-q1 = How likely is a throw of 2?
skiryuk-02-sticks-and-turns-q1-hint = Six of the sixteen arrangements show two light faces. Simplify the fraction if you like.
skiryuk-02-sticks-and-turns-q2 = How likely is a throw of 5?
skiryuk-02-sticks-and-turns-q2-hint = A 5 needs all four sticks to land dark side up.
skiryuk-02-sticks-and-turns-q3-hint = A 3 means exactly one stick shows its dark face. Which stick could it be?
skiryuk-02-sticks-and-turns-q4 = A new game is set up. Which side throws the sticks first?
skiryuk-02-sticks-and-turns-q4-hint = Spindles or cones: which did the ceremony hand the first move to?
skiryuk-02-sticks-and-turns-step2 = A turn works like this: throw, then move one of your pieces forward by exactly the throw. You choose the piece, but if any piece can move you must move one. On its way a piece may jump over any number of its own pieces. It may never land on one of them, though: two pieces never share a square.
skiryuk-02-sticks-and-turns-q5-hint = Your own piece on 13 is no obstacle: count 13, 14, 15.
skiryuk-02-sticks-and-turns-q6 = With a 1, may the spindle on 12 move?
skiryuk-02-sticks-and-turns-q6-hint = Look at the square it would land on.
skiryuk-02-sticks-and-turns-q7-hint = Try each spindle in turn; one of them would land on a friend.
skiryuk-02-sticks-and-turns-q8 = A 5 for the spindle on 3. Where does it land?
skiryuk-02-sticks-and-turns-q8-hint = Count five squares forward from 3; nothing on the way stops it.
skiryuk-02-sticks-and-turns-step3 = After a completed move with a 1, a 4 or a 5 you throw again; a 2 or a 3 ends your turn. Without these extra throws, the source says, the game would crawl.
skiryuk-02-sticks-and-turns-q9 = You move the spindle on 12 with a 4. Who throws next?
skiryuk-02-sticks-and-turns-q9-hint = Which throws earn another throw?
skiryuk-02-sticks-and-turns-q10 = You move the spindle on 13 with a 3. Who throws next?
skiryuk-02-sticks-and-turns-q10-hint = A 2 or a 3 ends the turn.
skiryuk-02-sticks-and-turns-q11 = You move the spindle on 21 with a 1. Who throws next?
skiryuk-02-sticks-and-turns-q11-hint = A small step, but a lucky value.

## skiryuk-03-passing-and-runs (English)

skiryuk-03-passing-and-runs-title = Skiryuk: jumping over pieces, and runs that cannot be jumped
skiryuk-03-passing-and-runs-step1 = On its way a piece may jump over its own pieces, as many as you like, and over a lone opposing piece. But two or more opposing pieces on consecutive squares form a run, and a run can never be jumped as a whole: no move may start before its first piece and end beyond its last. Here the cone on 7 stands alone, while the cones on 11 and 12 form a run.
skiryuk-03-passing-and-runs-q1 = With a 3, may the spindle on 5 jump over the cone on 7 and land on 8?
skiryuk-03-passing-and-runs-q1-hint = How many cones stand together on the way?
skiryuk-03-passing-and-runs-q2 = With a 4, may the spindle on 9 move to 13?
skiryuk-03-passing-and-runs-q2-hint = Which squares does it cross on the way?
skiryuk-03-passing-and-runs-q3-hint = Your own pieces on 4 and 5 never stop you.
skiryuk-03-passing-and-runs-q4 = Jumping your own pieces is fine. But may the spindle on 4 move with a 1?
skiryuk-03-passing-and-runs-q4-hint = Jumping over a friend and landing on one are not the same thing.
skiryuk-03-passing-and-runs-step2 = A run may turn the bend of the board. Squares 10 and 11 lie on different rows, but they are consecutive on the route, so the cones on 10 and 11 form a run.
skiryuk-03-passing-and-runs-q5-hint = Are 10 and 11 consecutive squares on the route?
skiryuk-03-passing-and-runs-q6 = Now the cones stand on 9 and 12, one right above the other. May the spindle on 8 jump both with a 5 and land on 13?
skiryuk-03-passing-and-runs-q6-hint = Do 9 and 12 form a run, or are they two lone pieces?
skiryuk-03-passing-and-runs-q7 = Four of your spindles stand in a row in front of the one on 10. Where does a 5 take it?
skiryuk-03-passing-and-runs-q7-hint = A row of your own pieces is never a wall for you.
skiryuk-03-passing-and-runs-q8 = Three cones stand on 17, 18 and 19. May the spindle on 16 jump the whole group with a 5?
skiryuk-03-passing-and-runs-q8-hint = A longer run is no easier to jump than a run of two.
skiryuk-03-passing-and-runs-q9-hint = Check each spindle: a friend on the landing square, a run in the way, or a run member to land on all stop it.

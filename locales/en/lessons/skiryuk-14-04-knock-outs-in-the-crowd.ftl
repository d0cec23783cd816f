## skiryuk-14-04-knock-outs-in-the-crowd (English)

skiryuk-14-04-knock-outs-in-the-crowd-title = Skiryuk with 14 pieces: knock-outs in the crowd
skiryuk-14-04-knock-outs-in-the-crowd-step1 = With fourteen pieces on the board, knock-outs come thick and fast. Land on a lone opposing piece and the two swap: the knocked-out piece goes back to the square your piece came from. Nothing is captured, and a knock-out earns no throw by itself.
skiryuk-14-04-knock-outs-in-the-crowd-q1-hint = The cone on 10 has no partner beside it.
skiryuk-14-04-knock-outs-in-the-crowd-q2-hint = A one-square swap, with a lucky value.
skiryuk-14-04-knock-outs-in-the-crowd-q3 = You knock out the cone on 19 with a 2. Who throws next?
skiryuk-14-04-knock-outs-in-the-crowd-q3-hint = Does a knock-out earn a throw?
skiryuk-14-04-knock-outs-in-the-crowd-step2 = Runs protect. Both pieces of a run of two cannot be knocked out, nor can the two ends of a longer run. A middle piece of a run of three or more can be knocked out by landing right on it. Here the cones on 14, 15 and 16 form a run of three.
skiryuk-14-04-knock-outs-in-the-crowd-q4-hint = 14 is the first piece of the run.
skiryuk-14-04-knock-outs-in-the-crowd-q5-hint = 15 is flanked by cones on both sides.
skiryuk-14-04-knock-outs-in-the-crowd-q6-hint = Which end of the run is on 16?
skiryuk-14-04-knock-outs-in-the-crowd-step3 = With seven pieces a side, long runs appear. Here five cones stand on 15 to 19: the ends, 15 and 19, are protected, but the three pieces in between can all be knocked out.
skiryuk-14-04-knock-outs-in-the-crowd-q7-hint = Which piece of the run stands on 17?
skiryuk-14-04-knock-outs-in-the-crowd-q8-hint = 11 + 4 lands on the first piece of the run.
skiryuk-14-04-knock-outs-in-the-crowd-step4 = And whatever its neighbours, a piece resting on 26 can never be knocked out.
skiryuk-14-04-knock-outs-in-the-crowd-q9-hint = Look at the square the cone rests on.
skiryuk-14-04-knock-outs-in-the-crowd-q10-hint = Many spindles would land on a friend. And where would a 4 stop the spindle on 24?

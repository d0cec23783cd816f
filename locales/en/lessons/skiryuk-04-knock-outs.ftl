## skiryuk-04-knock-outs (English)

skiryuk-04-knock-outs-title = Skiryuk: knock-outs, protected pairs and the middle of a run
skiryuk-04-knock-outs-step1 = Land on a lone opposing piece and you knock it out: the two pieces swap places, and the knocked-out piece goes back to the square your piece came from. Nothing is captured, and both sides keep all their pieces. A knock-out never earns a throw by itself; only the value of the throw counts.
skiryuk-04-knock-outs-q1-hint = Where did your spindle start its move?
skiryuk-04-knock-outs-q2-hint = The cone takes your piece's old square; and what does a 4 give you?
skiryuk-04-knock-outs-q3 = You knock out the cone on 9 with a 3. Do you throw again?
skiryuk-04-knock-outs-q3-hint = A knock-out is not a reason to throw again.
skiryuk-04-knock-outs-step2 = Two opposing pieces side by side protect each other: neither can be knocked out. In a run of three or more, only the two end pieces are protected. A piece in the middle can be knocked out, by landing right on it: your piece steps into the run without jumping all of it.
skiryuk-04-knock-outs-q4 = The cones on 14 and 15 form a pair. What happens if the spindle on 12 throws a 2?
skiryuk-04-knock-outs-q4-hint = Does the cone on 14 have a partner next to it?
skiryuk-04-knock-outs-q5 = Now three cones stand on 14, 15 and 16. What does a 3 do for the spindle on 12?
skiryuk-04-knock-outs-q5-hint = Which cone would it land on: an end of the run, or its middle?
skiryuk-04-knock-outs-q6-hint = The piece on 16 is the last of the run.
skiryuk-04-knock-outs-q7 = Four cones in a row, on 17 to 20. What does a 4 do for the spindle on 15?
skiryuk-04-knock-outs-q7-hint = In a run of four, the second and third pieces are in the middle.
skiryuk-04-knock-outs-q8-hint = Which piece of the run is on 20?
skiryuk-04-knock-outs-step3 = One square protects any piece that stands on it: 26, the House of Beauty. A piece there can never be knocked out, even when it stands alone.
skiryuk-04-knock-outs-q9-hint = Look at the square the cone stands on.
skiryuk-04-knock-outs-q10-hint = Some landings are knock-outs, some are refused: check the neighbours of each cone.

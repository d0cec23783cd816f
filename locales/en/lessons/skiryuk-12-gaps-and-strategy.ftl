## skiryuk-12-gaps-and-strategy (English)

skiryuk-12-gaps-and-strategy-title = Skiryuk: safe gaps and other advice from the source
skiryuk-12-gaps-and-strategy-step1 = The source's main advice comes from the uneven sticks. Look at the gap between an opposing piece and your lone piece in front of it: the throw that covers that gap knocks you out. A gap of 2 is the most dangerous, because 2 is the most common throw. Gaps of 1 or 3 are safer, and gaps of 4 or 5 safer still. Here it is the cones' turn.
skiryuk-12-gaps-and-strategy-q1 = The cone on 12 is two squares behind your lone spindle on 14. How likely is the cones' next throw to be exactly 2?
skiryuk-12-gaps-and-strategy-q1-hint = 6 of the 16 stick arrangements.
skiryuk-12-gaps-and-strategy-q2 = The cones do throw a 2. What happens when the cone on 12 uses it?
skiryuk-12-gaps-and-strategy-q2-hint = Your spindle on 14 has no partner beside it.
skiryuk-12-gaps-and-strategy-q3 = Your spindle on 19 sits three squares in front of the cone on 16. How likely is a 3?
skiryuk-12-gaps-and-strategy-q3-hint = Fewer arrangements than for a 2.
skiryuk-12-gaps-and-strategy-q4 = A gap of 4 would need a 4. How likely is that?
skiryuk-12-gaps-and-strategy-q4-hint = Only one arrangement of the sticks.
skiryuk-12-gaps-and-strategy-q5 = Your spindles on 23 and 24 stand together. What happens if the cone on 21 throws a 2?
skiryuk-12-gaps-and-strategy-q5-hint = The gap is the dangerous 2, but look at the partner.
skiryuk-12-gaps-and-strategy-step2 = Two more tips from the source. Do not rush a single piece to 26: its house throw sends it into the water with a 1, and from the water most throws send it back to 15. And keep several pieces moving in the middle row: with only two or three pieces there, they keep knocking each other out and the game drags on.
skiryuk-12-gaps-and-strategy-q6 = With 27 to 30 empty, how likely is a piece that has just arrived on 26 to fall into the water with its house throw?
skiryuk-12-gaps-and-strategy-q6-hint = Which house throw on 26 leads to 27 when 28 to 30 are clear?
skiryuk-12-gaps-and-strategy-q7 = Your spindle has fallen into the water on 27. How likely is it to leave the board with its next throw?
skiryuk-12-gaps-and-strategy-q7-hint = Only a 4 saves it from the water for good.
skiryuk-12-gaps-and-strategy-step3 = Finally, the source insists on real throwing sticks. A six-sided die would make every value equally likely, and all this advice about gaps would stop working.
skiryuk-12-gaps-and-strategy-traps = The source sets the two traps near the end apart. Square 26 cannot be avoided: every piece must stop there and take its house throw. The water on 27 can often be avoided by planning: a house throw from 26 that cannot go forward falls into 27, so send a piece to 26 when the houses after it are clear.

## skiryuk-14-02-sticks-and-a-crowded-start (English)

skiryuk-14-02-sticks-and-a-crowded-start-title = Skiryuk with 14 pieces: the sticks and a jammed opening
skiryuk-14-02-sticks-and-a-crowded-start-step1 = The throw comes from four sticks: count the light faces, and a throw with no light face counts as 5. Out of 16 equally likely falls, a 1 comes 4 times, a 2 six times, a 3 four times, a 4 and a 5 once each.
skiryuk-14-02-sticks-and-a-crowded-start-q1-hint = Six of sixteen.
skiryuk-14-02-sticks-and-a-crowded-start-q2-hint = Only one arrangement: every stick light side up.
skiryuk-14-02-sticks-and-a-crowded-start-q3-hint = Which one of the four sticks shows its light face?
skiryuk-14-02-sticks-and-a-crowded-start-q4 = Before the first throw: which side starts?
skiryuk-14-02-sticks-and-a-crowded-start-q4-hint = The ceremony's winner took the spindles.
skiryuk-14-02-sticks-and-a-crowded-start-step2 = Seven pieces a side make a crowded start. With five pieces, squares 11 to 25 are free before the compulsory stop on 26; with seven, only 15 to 25 are: eleven squares. (The source counts the difference as 14 free squares against 10, but the point is the same.) Fewer free squares mean smaller gaps between pieces, more knock-outs, and many throws that only the front pieces can use.
skiryuk-14-02-sticks-and-a-crowded-start-q5 = The spindles open with a 2. Which of them may move?
skiryuk-14-02-sticks-and-a-crowded-start-q5-hint = Two squares ahead of most spindles stands another spindle.
skiryuk-14-02-sticks-and-a-crowded-start-q6 = And with a 4?
skiryuk-14-02-sticks-and-a-crowded-start-q6-hint = Four squares ahead is again an even square, until you get past 14.
skiryuk-14-02-sticks-and-a-crowded-start-q7-hint = What stands on 12?
skiryuk-14-02-sticks-and-a-crowded-start-q8 = The front spindle steps out with a 1. Where does it land?
skiryuk-14-02-sticks-and-a-crowded-start-q8-hint = One square forward from 14.

## The odds, seen from the crowded opening.

skiryuk-14-02-sticks-and-a-crowded-start-q1 = A 2 is the commonest throw, and in a crowd the most dangerous gap: a lone piece two squares ahead of an opposing one is the easiest to knock out. How likely is a 2?
skiryuk-14-02-sticks-and-a-crowded-start-q2 = From the starting position a 4 lets two spindles out, those on 12 and 14. How likely is a 4?
skiryuk-14-02-sticks-and-a-crowded-start-q3 = A 1 takes the front spindle out of the crowd onto 15, and earns another throw. How likely is a 1?

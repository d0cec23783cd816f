## skiryuk-14-02-sticks-and-a-crowded-start (English)

skiryuk-14-02-sticks-and-a-crowded-start-title = Skiryuk with 14 pieces: a jammed opening
skiryuk-14-02-sticks-and-a-crowded-start-step2 = Seven pieces a side make a crowded start. With five pieces, squares 11 to 25 are free before the compulsory stop on 26; with seven, only 15 to 25 are: eleven squares. (The source counts the difference as 14 free squares against 10, but the point is the same.) Fewer free squares mean smaller gaps between pieces, more knock-outs, and many throws that only the front pieces can use.
skiryuk-14-02-sticks-and-a-crowded-start-q5 = The spindles open with a 2. Which of them may move?
skiryuk-14-02-sticks-and-a-crowded-start-q5-hint = Two squares ahead of most spindles stands another spindle.
skiryuk-14-02-sticks-and-a-crowded-start-q6 = And with a 4?
skiryuk-14-02-sticks-and-a-crowded-start-q6-hint = Four squares ahead is again an even square, until you get past 14.
skiryuk-14-02-sticks-and-a-crowded-start-q7-hint = What stands on 12?
skiryuk-14-02-sticks-and-a-crowded-start-q8 = The front spindle steps out with a 1. Where does it land?
skiryuk-14-02-sticks-and-a-crowded-start-q8-hint = One square forward from 14.

## skiryuk-14-09-no-way-back (English)

skiryuk-14-09-no-way-back-title = Skiryuk with 14 pieces: past 26 there is no way back
skiryuk-14-09-no-way-back-step1 = A piece on 26 to 30 never moves backward: the source says so for 26, and this program reads it the same way for 27 to 30. Since its house table always gives it a move, even if only to stay put, the other pieces can never fall back on a backward move while it is there. Here six spindles are jammed in the crowd and one rests on 28.
skiryuk-14-09-no-way-back-q1-hint = Not back to 26: what does 28's table say for a 2?
skiryuk-14-09-no-way-back-q2-hint = With the spindle on 28 able to move, may the jammed ones step back?
skiryuk-14-09-no-way-back-q3 = Now the lone runner rests on 29. Where does a 4 take it?
skiryuk-14-09-no-way-back-q3-hint = Not back to 25.
skiryuk-14-09-no-way-back-q5 = A 5 now. Which pieces may move?
skiryuk-14-09-no-way-back-q5-hint = The jammed spindles cannot go forward; does anyone have a move that is not backward?
skiryuk-14-09-no-way-back-q6 = You throw a 1 and the spindle on 28 stays put. Who throws next?
skiryuk-14-09-no-way-back-q6-hint = Was the 1 lost, or used by a move?

## skiryuk-11-houses-never-go-back (English)

skiryuk-11-houses-never-go-back-title = Skiryuk: past 26 there is no way back, and always a move
skiryuk-11-houses-never-go-back-step1 = A piece resting on 26, 27, 28, 29 or 30 never moves backward. The source says so for 26; for 27 to 30 it is this program's reading. Such a piece always follows its house table instead, and since the table has an answer for every throw (even if the answer is to stay), a player with a piece there always has a move. This matches the source: once a piece has passed 26, you may not skip a turn.
skiryuk-11-houses-never-go-back-q1 = Your spindles on 8 and 9 are stuck. Where does a 2 take the spindle on 28?
skiryuk-11-houses-never-go-back-q1-hint = Stepping back to 26 is not an option. What does the table of 28 say for a 2?
skiryuk-11-houses-never-go-back-q2-hint = Does the spindle on 28 have a move? If it does, may the others go backward?
skiryuk-11-houses-never-go-back-q3 = You throw a 1, and the spindle on 28 stays where it is. Who throws next?
skiryuk-11-houses-never-go-back-q3-hint = Was the 1 used by a move, or lost?
skiryuk-11-houses-never-go-back-q4 = Now the spindle rests on 29. Where does a 4 take it?
skiryuk-11-houses-never-go-back-q4-hint = Not back to 25.
skiryuk-11-houses-never-go-back-q5 = And a spindle resting in the water, on 27, with a 5?
skiryuk-11-houses-never-go-back-q5-hint = What does the House of Water do with a 5?
skiryuk-11-houses-never-go-back-q6-hint = The spindles on 8 and 9 cannot go forward, and the one on 27 has a move of its own.

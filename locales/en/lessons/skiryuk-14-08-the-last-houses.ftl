## skiryuk-14-08-the-last-houses (English)

skiryuk-14-08-the-last-houses-title = Skiryuk with 14 pieces: the houses from 27 to 30
skiryuk-14-08-the-last-houses-step1 = Four spindles have made it past 26. Each house has its own table. 27, Water: a 4 takes the piece off, a 5 leaves it there, a 1, 2 or 3 sends it back to 15. 28, Three Truths: only a 3 takes it off. 29, Re-Atum: only a 2 takes it off. On 28 and 29 any other throw leaves the piece where it is. 30 gives no house throw, but the next throw of any value takes the piece off.
skiryuk-14-08-the-last-houses-q1-hint = A small throw in the water is bad news.
skiryuk-14-08-the-last-houses-q2-hint = The rarest throws decide the water's best outcomes.
skiryuk-14-08-the-last-houses-q3-hint = Only one value takes it off from 27.
skiryuk-14-08-the-last-houses-q4-hint = Three Truths.
skiryuk-14-08-the-last-houses-q5-hint = Not the key value of this house.
skiryuk-14-08-the-last-houses-q6-hint = How often do the sticks give a 3?
skiryuk-14-08-the-last-houses-q7-hint = Which value opens Re-Atum?
skiryuk-14-08-the-last-houses-q8-hint = Even the biggest throw is the wrong key here.
skiryuk-14-08-the-last-houses-q9-hint = The key value of 29 is the most common throw.
skiryuk-14-08-the-last-houses-q10-hint = 30 accepts any value.
skiryuk-14-08-the-last-houses-q11-hint = Is there any throw that leaves it there?
skiryuk-14-08-the-last-houses-q12 = You take the spindle on 30 off with a 3. Who throws next?
skiryuk-14-08-the-last-houses-q12-hint = The piece is off; now the value decides as usual.

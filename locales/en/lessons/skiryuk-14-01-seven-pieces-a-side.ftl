## skiryuk-14-01-seven-pieces-a-side (English)

skiryuk-14-01-seven-pieces-a-side-title = Skiryuk with 14 pieces: seven a side and a crowded start
skiryuk-14-01-seven-pieces-a-side-step1 = Skiryuk holds that Senet was played with fourteen pieces before the 17th Dynasty, so this form of his game has seven pieces a side instead of five. The source also suggests it for a faster game. The rules are exactly the same; only the start changes. The spindles (x) stand on the even squares 2 to 14 and the cones (o) on the odd squares 1 to 13, so the starting line runs round the bend into the middle row.
skiryuk-14-01-seven-pieces-a-side-q1 = Where do the seven spindles start?
skiryuk-14-01-seven-pieces-a-side-q1-hint = Every even square from 2 up to 14.
skiryuk-14-01-seven-pieces-a-side-q2 = And the seven cones?
skiryuk-14-01-seven-pieces-a-side-q2-hint = The cones fill the odd squares in between.
skiryuk-14-01-seven-pieces-a-side-q3 = The starting line bends at the end of the top row. Are squares 10 and 11 consecutive?
skiryuk-14-01-seven-pieces-a-side-q3-hint = Look at the numbers, not at the rows.
skiryuk-14-01-seven-pieces-a-side-q4 = Square 14 sits right below square 7. Are they consecutive?
skiryuk-14-01-seven-pieces-a-side-q4-hint = Two squares are consecutive only when their numbers differ by one.
skiryuk-14-01-seven-pieces-a-side-q5 = Which square follows 14, the last square of the starting line?
skiryuk-14-01-seven-pieces-a-side-q5-hint = It is the House of Rebirth. The source notes it is the first square sure to be empty at the start.
skiryuk-14-01-seven-pieces-a-side-step2 = The opening ceremony is the same as in the five-piece game: both players throw until one of them scores a 1. That player takes the spindles, and the spindles move first.
skiryuk-14-01-seven-pieces-a-side-q6 = How likely is one throw of the ceremony to be a 1?
skiryuk-14-01-seven-pieces-a-side-q6-hint = Count the arrangements of four sticks with exactly one light face up.
skiryuk-14-01-seven-pieces-a-side-q7 = You scored the first 1 of the ceremony. On which squares do your pieces start?
skiryuk-14-01-seven-pieces-a-side-q7-hint = The ceremony's winner takes the spindles.
skiryuk-14-01-seven-pieces-a-side-q8 = The ceremony ran for five rounds before your opponent finally threw a 1. Which side moves first?
skiryuk-14-01-seven-pieces-a-side-q8-hint = Your opponent took the spindles. Which side do the spindles play?
skiryuk-14-01-seven-pieces-a-side-q9 = Which side throws first in the seven-piece game?
skiryuk-14-01-seven-pieces-a-side-q9-hint = The same side as in the five-piece game.

## What this track is about.

skiryuk-14-01-seven-pieces-a-side-step3 = The sticks, the route, the opening ceremony and the tables of the houses work exactly as in the five-piece game: this track goes over them briefly and spends its time on what fourteen pieces change: a crowded start and long jams, more runs that block, more knock-outs, backward moves and lost throws forced by the crowd, a queue in front of 26, full houses, and a race home with many pieces at once.

## Texts of the lesson intro-01-sticks (English).

intro-01-sticks-title = Meet the sticks and the route
intro-01-sticks-welcome = Welcome to Senet, a race game played in Egypt for thousands of years. Two sides, Black and White, each bring five pieces along a path of thirty squares. The first side to take all its pieces off the far end wins. Nobody rolls dice here: you throw four flat sticks. Let's see how they work.
intro-01-sticks-count = Each stick has a light side and a dark side (the Ply Yard rules call them the marked and the blank face). Throw all four and count the light sides facing up: one light side moves you 1 square, two light sides move you 2, and so on up to 4. If no light side shows at all, that counts as 5, not 0. So every throw moves something: there is no zero in Senet.
intro-01-sticks-why-two = The four sticks can land in 16 equally likely ways. Only one way shows no light side (a 5), and only one shows four (a 4). One light side can be any of the four sticks, so a 1 has 4 ways; the same goes for three light sides, a 3.
intro-01-sticks-why-two-more = Two light and two dark can be arranged in 6 different ways, which makes 2 the most common throw. Out of 16 throws, expect: 1 four times, 2 six times, 3 four times, 4 once, 5 once.
intro-01-sticks-q-two = How likely is a 2 on a single throw?
intro-01-sticks-q-two-hint = Count the arrangements with exactly two light sides, out of 16.
intro-01-sticks-q-five = And a 5, when every stick shows its dark side?
intro-01-sticks-q-five-hint = All four sticks must land dark. How many ways is that?
intro-01-sticks-q-three = Now a 3. How likely is it? (Compare it with a 1.)
intro-01-sticks-q-three-hint = Three light sides means exactly one dark stick. Which stick could it be?
intro-01-sticks-gap = Why does this matter? Here White's piece on 6 sits two squares behind your Black piece on 8. White needs a 2 to land on you, and a 2 is the throw that comes up most often. Landing on a lone piece swaps the two pieces, so yours would be pushed back to 6. A gap of exactly 2 in front of an opponent is the riskiest place to leave a piece alone.
intro-01-sticks-q-gap-four = Suppose instead the gap were 4 squares. How likely is White to throw the 4 it would need?
intro-01-sticks-q-gap-four-hint = A 4 needs every stick to show its light side.
intro-01-sticks-route = Now the board. The thirty squares form a snake. The top row runs from 1 to 10, left to right. At 10 the path drops down to 11 and the middle row runs back, right to left, from 11 to 20. At 20 it drops to 21, and the bottom row runs left to right again, up to 30. Moving forward always means going to a higher number, whichever way that looks on the screen.
intro-01-sticks-q-after-ten = Which square comes right after 10?
intro-01-sticks-q-after-ten-hint = Follow the snake around the right-hand end of the top row.
intro-01-sticks-q-after-twenty = Which square comes right after 20?
intro-01-sticks-q-after-twenty-hint = This turn is on the left-hand side of the board.
intro-01-sticks-q-nine-twelve = Square 9 sits just above square 12 on the screen. Are 9 and 12 consecutive squares of the route?
intro-01-sticks-q-nine-twelve-hint = Consecutive means the numbers are one apart. Looking close is not enough.
intro-01-sticks-wrap = Well done! You know the sticks and the path. Remember: 2 is the most common throw, there is no 0, and you always count along the numbers, never by how close squares look. Next, a word on where these rules come from.

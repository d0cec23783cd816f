## skiryuk-01-board-and-setup (English)

skiryuk-01-board-and-setup-title = Skiryuk: the board, the pieces and the opening ceremony
skiryuk-01-board-and-setup-step1 = Welcome to Dmitriy Skiryuk's reconstruction of Senet. Each side has five pieces. The spindles (x) stand on the even squares 2, 4, 6, 8 and 10, and the cones (o) on the odd squares 1, 3, 5, 7 and 9. Your goal is to be the first to take all five of your pieces off the board, past square 30.
skiryuk-01-board-and-setup-step2 = The route snakes across three rows. The top row runs from 1 to 10, left to right; the middle row from 11 to 20, right to left; the bottom row from 21 to 30, left to right again. Forward always means a higher number. Two squares are consecutive only when their numbers differ by one: 10 and 11 are consecutive across the bend, while 9 and 12, one above the other, are not.
skiryuk-01-board-and-setup-q1-hint = Follow the snake round the end of the top row.
skiryuk-01-board-and-setup-q2 = On the board, square 9 sits right above square 12. Are they consecutive squares?
skiryuk-01-board-and-setup-q2-hint = Consecutive is about the numbers on the route, not about how close the squares look.
skiryuk-01-board-and-setup-q3-hint = Square 21 opens the bottom row. Which square of the middle row leads into it?
skiryuk-01-board-and-setup-q4 = Where do the spindles start?
skiryuk-01-board-and-setup-q4-hint = The spindles take every other square of the top row, starting with 2.
skiryuk-01-board-and-setup-q5 = And the cones: where do they start?
skiryuk-01-board-and-setup-q5-hint = The cones fill the gaps the spindles leave.
skiryuk-01-board-and-setup-step3 = Who gets the spindles? The source opens the game with a small ceremony: both players throw the sticks, turn after turn, until one of them scores a 1. That player takes the spindles, and the spindles always make the first move.
skiryuk-01-board-and-setup-q6 = During the ceremony, how likely is one throw of the four sticks to score a 1?
skiryuk-01-board-and-setup-q6-hint = Of the 16 ways four sticks can fall, how many show exactly one light face?
skiryuk-01-board-and-setup-q7 = You threw the first 1 of the ceremony. On which squares do your pieces start?
skiryuk-01-board-and-setup-q7-hint = The ceremony's winner takes the spindles.
skiryuk-01-board-and-setup-q8 = The pieces are in place. Which side throws first?
skiryuk-01-board-and-setup-q8-hint = x stands for the spindles, o for the cones.
skiryuk-01-board-and-setup-q9 = This time your friend scored the first 1 of the ceremony and took the spindles. Which side makes the first move of the game?
skiryuk-01-board-and-setup-q9-hint = The ceremony decides who holds the spindles; the spindles always start.

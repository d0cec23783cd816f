## skiryuk-13-the-race-home (English)

skiryuk-13-the-race-home-title = Skiryuk: the race home and the end of the game
skiryuk-13-the-race-home-step1 = The first side to take all five of its pieces off the board wins at once. Each house has its own way out: any throw from 30, a 2 from 29, a 3 from 28, a 4 from 27 and a 5 from 26. Your last spindle rests on 30.
skiryuk-13-the-race-home-q1 = You throw a 2. What happens?
skiryuk-13-the-race-home-q1-hint = Does 30 care about the value?
skiryuk-13-the-race-home-q2 = Your last spindle rests on 29, and you throw a 2. What happens?
skiryuk-13-the-race-home-q2-hint = Which value opens the House of Re-Atum?
skiryuk-13-the-race-home-q3 = Same spindle on 29, but the throw is a 4. What happens?
skiryuk-13-the-race-home-q3-hint = The piece stays, and staying put counts as a move. Then the usual rule about 1, 4 and 5 applies.
skiryuk-13-the-race-home-q4 = Your last spindle is in the water on 27, and you throw a 4. What happens?
skiryuk-13-the-race-home-q4-hint = Remember the table of the House of Water.
skiryuk-13-the-race-home-q5 = Two spindles left, on 26 and 30. You take the one on 26 off with a 5. What happens?
skiryuk-13-the-race-home-q5-hint = Is every spindle off the board yet?
skiryuk-13-the-race-home-q6-hint = The way from 26 to 29 is clear, and 30 takes any value.
skiryuk-13-the-race-home-q7 = Your last spindle is on 24. A 3 stops it on 26. What happens next?
skiryuk-13-the-race-home-q7-hint = A piece arriving on 26 gets something right away.
skiryuk-13-the-race-home-step2 = When the game is over, a new one starts from the opening position, perhaps with another ceremony to decide who takes the spindles.
skiryuk-13-the-race-home-q8 = For the next game you play the cones. Which squares do your pieces start on?
skiryuk-13-the-race-home-q8-hint = The cones take the odd squares of the top row.
skiryuk-13-the-race-home-q9 = And who makes the first move of that game?
skiryuk-13-the-race-home-q9-hint = You play the cones this time.

## Texts of the lesson arcade-06-house-of-beauty (English).

arcade-06-house-of-beauty-title = The House of Beauty (26)
arcade-06-house-of-beauty-intro = Every piece must stop exactly on 26, the House of Beauty, before it goes on. A throw that would carry a piece from below 26 to anywhere past it, or off the board, cannot be used for that piece: crossing 26 is not stopping on it.
arcade-06-house-of-beauty-q1 = May your piece on 24 use this 3?
arcade-06-house-of-beauty-q1-hint = 24 + 3 lands past 26. Has it stopped there?
arcade-06-house-of-beauty-q2 = Where does your piece on 21 land with this 5?
arcade-06-house-of-beauty-q2-hint = Count 22, 23, 24, 25, ...
arcade-06-house-of-beauty-q3 = A 5 from 25 would take the piece straight off the board. Is that allowed?
arcade-06-house-of-beauty-q3-hint = Leaving the board counts as going past 26.
arcade-06-house-of-beauty-from26 = From 26 every throw has a fixed meaning. A 1 drops the piece into 27, the House of Water. A 2, 3 or 4 moves it to 28, 29 or 30. A 5 bears it off at once: from 26, a 5 is the only way straight out.
arcade-06-house-of-beauty-q4 = Where does your piece on 26 go with this 3?
arcade-06-house-of-beauty-q4-hint = 2, 3 and 4 lead to 28, 29 and 30.
arcade-06-house-of-beauty-q5 = Where does your piece on 26 go with this 5?
arcade-06-house-of-beauty-q5-hint = 26 + 5 is one step beyond 30.
arcade-06-house-of-beauty-q6 = Your piece rests on 26. How likely is it to leave the board with the next throw?
arcade-06-house-of-beauty-q6-hint = Only one count takes it straight off. How rare is it?
arcade-06-house-of-beauty-q7 = With this 5, which of your pieces can move?
arcade-06-house-of-beauty-q7-hint = One of them has stopped on 26 already; the other has not.

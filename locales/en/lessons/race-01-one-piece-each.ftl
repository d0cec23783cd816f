## race-01-one-piece-each (English)

race-01-one-piece-each-title = The simple race: one piece each, and a fair throw
race-01-one-piece-each-step1 = This is not one of the ancient-style reconstructions but a simplified browser race inspired by Senet. Each side has a single piece: Light (x), which is you, and Dark (o). Both start off the board, just before square 1, at position 0. While a piece is still at the start, the board shows nothing for it: here both are waiting.
race-01-one-piece-each-q1 = Light is still at the start, position 0. You throw a 3. Where does your piece land?
race-01-one-piece-each-q1-hint = Count from position 0: 1, 2, 3.
race-01-one-piece-each-q2 = And if your first throw is a 1?
race-01-one-piece-each-q2-hint = One step from position 0.
race-01-one-piece-each-q3 = Light has moved to 4, and the board shows no Dark piece: Dark is still at the start. Dark throws a 5. Where does it land?
race-01-one-piece-each-q3-hint = A piece the board does not show is at position 0.
race-01-one-piece-each-q4 = Who moves first in this race?
race-01-one-piece-each-q4-hint = Light is the learner's piece.
race-01-one-piece-each-q5 = You play Light. Do you make the first throw, or does Dark? Answer with the side's letter.
race-01-one-piece-each-q5-hint = x is Light, o is Dark.
race-01-one-piece-each-q6 = Dark won the last race. A new race begins: who throws first?
race-01-one-piece-each-q6-hint = In this race there is no ceremony and no swapping of sides.
race-01-one-piece-each-step2 = There are no throwing sticks here. Each throw is a number from 1 to 5, and all five are equally likely. That is very different from four sticks, where a 2 comes six times in sixteen and a 5 only once.
race-01-one-piece-each-q7-hint = Five values, each as likely as the others.
race-01-one-piece-each-q8 = How likely is a 2 in this race?
race-01-one-piece-each-q8-hint = No value is special here, not even 2.
race-01-one-piece-each-q9-hint = One value out of five.

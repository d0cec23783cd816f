## Texts of the lesson games-room-10-review (English).

games-room-10-review-title = Review: a whole game in miniature
games-room-10-review-intro = Time to put it all together. These positions come from every stage of a game, from the first throw to the last row. Take each one slowly: first forward, and only if nothing goes forward, backward.
games-room-10-review-q1 = Set up a new game. On which squares do the pale cones start?
games-room-10-review-q1-hint = Cones and spools alternate from square 1.
games-room-10-review-q2 = Your friend with the spools says: you started last time, so I start now. Who throws first in the Games Room?
games-room-10-review-q2-hint = The rule does not take turns between games.
games-room-10-review-q3 = The opening throw is a 1. Which of your cones can move?
games-room-10-review-q3-hint = At the start, does any spool have another spool right beside it?
games-room-10-review-q4 = And if the opening throw is a 2?
games-room-10-review-q4-hint = Odd plus 2 is odd again. Who stands on the odd squares?
games-room-10-review-q5 = Midgame. With this 3, which of your cones can move?
games-room-10-review-q5-hint = Check every cone: where does each one land, and is that landing allowed?
games-room-10-review-q6 = With this 4, which of your cones can move?
games-room-10-review-q6-hint = Two of the spools rest on houses. Which ones?
games-room-10-review-q7 = Nearly home. With this 4, which of your cones can move?
games-room-10-review-q7-hint = One would land on a friend, one would cross 26, and one already stands on the checkpoint.
games-room-10-review-q8 = Your cone on 16 throws 2 onto the lone spool on 18. What happens?
games-room-10-review-q8-hint = Where did your cone come from? And what does a 2 do to your turn?
games-room-10-review-q9 = May the cone on 28 leave the board with this 4?
games-room-10-review-q9-hint = Which exact count takes a piece off from 28?

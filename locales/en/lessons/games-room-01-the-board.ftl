## Texts of the lesson games-room-01-the-board (English).

games-room-01-the-board-title = The board and the pieces
games-room-01-the-board-intro = Welcome to senet as the Games Room school plays it. The board is one long road of thirty squares that snakes across three rows: 1 to 10 run left to right along the top, 11 to 20 come back right to left through the middle, and 21 to 30 run left to right along the bottom. Follow the numbers, not the rows: moving forward always means going to a higher number.
games-room-01-the-board-q1 = Square 10 is at the right-hand end of the top row. Which square comes next on the road?
games-room-01-the-board-q1-hint = The road does not jump back to the left edge: it turns the corner and carries on right below.
games-room-01-the-board-q2 = On the board, 19 sits right above 22. Are 19 and 22 consecutive squares?
games-room-01-the-board-q2-hint = Consecutive means the numbers are one apart. How many squares lie between them along the road?
games-room-01-the-board-q3 = Now look at the left-hand corner, where the middle row hands over to the bottom row. Are 20 and 21 consecutive squares?
games-room-01-the-board-q3-hint = They sit in different rows. Does that matter, or only their numbers?
games-room-01-the-board-q4 = Square 30 is the last square of the board. Where does the road lead after it?
games-room-01-the-board-q4-hint = There is no square 31 on the board. What does a piece that has finished the road do?
games-room-01-the-board-setup = Each side has five pieces, set out alternately on squares 1 to 10, as the old boards show them. The pale cones (x) take the odd squares and the spools (o) take the even ones. The pale cones always make the first throw.
games-room-01-the-board-q5 = You play the pale cones. On which squares do your five pieces start?
games-room-01-the-board-q5-hint = Cones and spools alternate, and square 1 belongs to the cones.
games-room-01-the-board-q6 = Next game you take the spools. Where do your pieces start now?
games-room-01-the-board-q6-hint = The spools fill the squares the cones leave free.
games-room-01-the-board-q7 = Who makes the very first throw of a game: the pale cones (x) or the spools (o)?
games-room-01-the-board-q7-hint = The school gives the opening throw to the pale pieces.
games-room-01-the-board-q8 = You chose the spools for this game. Which side throws first?
games-room-01-the-board-q8-hint = The first throw belongs to a colour, not to a player.

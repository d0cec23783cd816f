## Texts of the lesson arcade-01-board-and-setup (English).

arcade-01-board-and-setup-title = The board, the sides and who starts
arcade-01-board-and-setup-intro = The arcade board is a path of thirty squares that snakes through three rows: 1 to 10 run left to right along the top, 11 to 20 come back right to left along the middle, and 21 to 30 run left to right along the bottom. The route overlay traces it for you. Forward always means a higher number, however the rows are drawn.
arcade-01-board-and-setup-q1 = A piece stands on 20, at the left end of the middle row. Which square comes next?
arcade-01-board-and-setup-q1-hint = The path turns the corner and carries on in the row below.
arcade-01-board-and-setup-q2 = 9 sits right above 12 on the board. Are 9 and 12 consecutive squares?
arcade-01-board-and-setup-q2-hint = Consecutive is about numbers one apart, not about looking close.
arcade-01-board-and-setup-q3 = Which square comes just before 11?
arcade-01-board-and-setup-q3-hint = 11 starts the middle row on the right. Which square sits above it?
arcade-01-board-and-setup-setup = Each side has five pieces, set out alternately on squares 1 to 10. Whoever holds the odd squares throws first. In a series of games the players change sides from one game to the next, so you will start some games and not others. On these boards, x always marks the odd side and o the even side.
arcade-01-board-and-setup-q4 = Game one: you hold the odd side (x). On which squares do your pieces start?
arcade-01-board-and-setup-q4-hint = The odd side, on the odd squares.
arcade-01-board-and-setup-q5 = Who throws first in game one?
arcade-01-board-and-setup-q5-hint = The first throw goes with the odd squares.
arcade-01-board-and-setup-q6 = Game two: the sides swap and you now play the even side (o). Where do your pieces start?
arcade-01-board-and-setup-q6-hint = The even side fills the squares between the odd side's pieces.
arcade-01-board-and-setup-q7 = Who throws first in game two: you on the even side, or your rival on the odd side?
arcade-01-board-and-setup-q7-hint = Does the first throw follow the player or the squares?
arcade-01-board-and-setup-q8 = Game three: you are back on the odd side. Where do your pieces start?
arcade-01-board-and-setup-q8-hint = The sides swap every game, so game three looks like game one.
arcade-01-board-and-setup-q9 = And who throws first in game three?
arcade-01-board-and-setup-q9-hint = Which side are you on now?

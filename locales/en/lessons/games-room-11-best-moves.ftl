## Texts of the lesson games-room-11-best-moves (English).

games-room-11-best-moves-title = Games Room: choosing the best move
games-room-11-best-moves-intro = In a real game the rules usually leave you more than one legal move, and the skill is in the choice. The position of this lesson is a small ending, two pieces a side, where the computer knows the exact win chance of every move from its endgame tables. Pale cones are to move.
games-room-11-best-moves-q-attack = The pale cones throw a 5. Each side has two pieces left, and one spool is far ahead of yours. Which cone should move?
games-room-11-best-moves-q-attack-hint = Is the spool on 24 alone? What happens to a piece you land on?
games-room-11-best-moves-q-attack-explain = The spool on 24 has no other spool beside it, so it can be attacked. Landing on it with 19 + 5 swaps the two: the spool goes back to 19, and your cone is two steps from 26. Moving 3 instead lets the runner on 24 head home untouched, and the race is then theirs.

## Texts of the lesson games-room-11-best-moves (English).

games-room-11-best-moves-title = Games Room: choosing the best move
games-room-11-best-moves-intro = In a real game the rules usually leave you more than one legal move, and the skill is in the choice. In the position of this lesson the computer has weighed every legal move over the next three throws, and checked the best one by playing the game out two thousand times from each of the two best moves. Pale cones are to move.
games-room-11-best-moves-q-attack = The pale cones throw a 5. The spools have only three pieces left, and one of them is far ahead. Which cone should move?
games-room-11-best-moves-q-attack-hint = Is the spool on 24 alone? What happens to a piece you land on?
games-room-11-best-moves-q-attack-explain = The spool on 24 has no other spool beside it, so it can be attacked. Landing on it with 19 + 5 swaps the two: the spool goes back to 19, behind your pieces, and your cone is two steps from 26. The pair on 19-20 breaks, but the spools lose far more ground than you risk. Moving 3 or 20 lets the runner on 24 head home untouched.

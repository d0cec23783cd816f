## Texts of the lesson games-room-09-stuck (English).

games-room-09-stuck-title = Stuck: lost throws and the start of the board
games-room-09-stuck-intro = If nothing can move, neither forward nor backward, the throw is lost and the turn passes to the other side, even when it was a 1, 4 or 5: those counts earn a throw only after a completed move.
games-room-09-stuck-intro-more = A backward move also cannot run off the start of the road: no piece may go back past square 1. The school's rules do not say so; this program reads square 1 as the end of the road in that direction, and calls a move past it below-start.
games-room-09-stuck-q1 = Check both cones, forward and backward. What happens with this 1?
games-room-09-stuck-q1-hint = Forward: 25 and 26. Backward: 24 and 23. Is any of those landings allowed?
games-room-09-stuck-q2 = Same position, but you throw 4. Which of your pieces can move?
games-room-09-stuck-q2-hint = Forward, both would cross 26. Backward, what lies between them and their landing squares?
games-room-09-stuck-q3 = Your last two cones wait on 29 and 30, and a pair of spools holds 25 and 26. You throw 4, which usually earns another throw. Who throws next?
games-room-09-stuck-q3-hint = Can either cone leave with a 4? Can either land on 25 or 26 going back?
games-room-09-stuck-q4 = Nothing can go forward with this 3. Which of your pieces can move backward?
games-room-09-stuck-q4-hint = Where would 2 - 3 be?
games-room-09-stuck-q5 = Nothing can go forward with this 3 either. Which of your pieces can move backward now?
games-room-09-stuck-q5-hint = Square 1 is still on the board. Is landing on it going too far?
games-room-09-stuck-q6 = Your two cones on 1 and 2 sit behind a wall and you throw 4. What happens?
games-room-09-stuck-q6-hint = Forward the wall stops them. Is there any room behind them?

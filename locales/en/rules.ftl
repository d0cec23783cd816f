### Senet Tutor: the rules of each ruleset (English).
### rule-title-ID is a rule's short name; rule-RULESET-ID its statement in that ruleset.
### Written fresh from shared/RULES.md; never copied from the sources.

rule-title-route = The route
rule-title-throws = Throwing
rule-title-setup = Setting up
rule-title-first-throw = Who starts
rule-title-moving = Moving
rule-title-extra-throw = Extra throws
rule-title-lost-throw = Lost throws
rule-title-own-piece = One piece per square
rule-title-exchange = Exchange
rule-title-block = Blocks
rule-title-guard = Guarded pieces
rule-title-wall = Walls
rule-title-protected-run = Protected runs
rule-title-safe-squares = Safe squares
rule-title-checkpoint-26 = Checkpoint 26
rule-title-water-27 = Water on 27
rule-title-water-fallback = When 15 is taken
rule-title-exact-exit = Exact exit
rule-title-last-row-moves = Moving in the last row
rule-title-last-row-waits = The last row waits
rule-title-backward-fallback = Moving backward
rule-title-backward-limit = The start of the board
rule-title-backward-extra-throw = Backward extra throws
rule-title-no-backward-from-houses = Houses never go back
rule-title-house-throws = House throws
rule-title-house-26 = The House of Beauty (26)
rule-title-house-26-fall = A blocked leap from 26
rule-title-house-27 = The House of Water (27)
rule-title-house-28 = The House of the Three Truths (28)
rule-title-house-29 = The House of Re-Atum (29)
rule-title-house-30 = Square 30
rule-title-return-15-opponent = An opponent on 15
rule-title-return-15-own = Your own piece on 15
rule-title-ceremony = The opening ceremony
rule-title-winning = Winning
rule-title-draw-600 = The 600-throw draw
rule-title-series = Series play
rule-title-race-sharing = Sharing squares
rule-title-race-overshoot = No overshooting
rule-title-race-finish = The finish

## Shared wording, reused by several rulesets through message references

-route = The thirty squares form a snake: 1 to 10 left to right on the top row, 11 to 20 right to left in the middle, 21 to 30 left to right at the bottom. Forward always means a higher number, and consecutive means numbers one apart, so 10 and 11 are consecutive but 9 and 12 are not, however close they look.
-sticks = Four sticks are thrown; the count is the number of light faces, and no light face counts as 5. Out of 16 throws, expect a 1 four times, a 2 six times, a 3 four times, a 4 once and a 5 once. There is no 0.
-moving = Throw, then move one piece by exactly the count. If any legal move exists you must make one.
-extra = After a completed move with a 1, 4 or 5 the same side throws again; a 2 or 3 ends the turn. An exchange or a fall into the water never earns a throw by itself.
-lost = When no piece can use the throw, the throw is lost and the turn passes, even if it was a 1, 4 or 5.
-own = Two pieces never share a square, and no piece may land on one of its own side.
-exchange = Landing on an unprotected opposing piece exchanges the two: the opposing piece goes to the square the mover came from. Nothing is captured; both sides keep all their pieces.
-checkpoint = A piece below 26 may not end its move beyond 26 or leave the board: it must land exactly on 26 first. Crossing 26 on a larger throw does not count, and a piece washed back below 26 must stop there again.
-water = A piece that lands on 27 is washed back to 15 at once.
-water-fallback = If 15 is taken, the washed piece goes to the nearest empty square below it: 14, then 13, and so on.
-exit = A piece leaves the board only with the exact count: a 5 from 26, a 3 from 28, a 2 from 29, a 1 from 30. A larger count cannot take it off.
-backward = When no piece can move forward, one piece must move backward by the count instead, under the same passing and landing rules. If nothing can move either way, the throw is lost.
-backward-limit = A backward move may not go before square 1.
-winning = The first side to take every piece off the board wins. A player may also resign, and both may agree to a draw.

## kendall

rule-kendall-route = { -route }
rule-kendall-setup = Five pieces a side, alternating on squares 1 to 10: Black on the odd squares, White on the even ones. (The source says only that they alternate; which colour takes the odd squares is our choice.)
rule-kendall-first-throw = Black always throws first.
rule-kendall-throws = { -sticks }
rule-kendall-moving = { -moving } Pieces only ever move forward.
rule-kendall-extra-throw = { -extra }
rule-kendall-lost-throw = { -lost }
rule-kendall-own-piece = { -own }
rule-kendall-exchange = { -exchange }
rule-kendall-block = Two or more opposing pieces on consecutive squares form a block. You may not land on any piece of a block, and you may not move past one. A single opposing piece can be passed, or exchanged by landing on it. A block can run around a turn of the board, such as 10 and 11.
rule-kendall-safe-squares = A piece on 15 or 26 cannot be exchanged.
rule-kendall-checkpoint-26 = { -checkpoint }
rule-kendall-water-27 = { -water }
rule-kendall-water-fallback = { -water-fallback }
rule-kendall-exact-exit = { -exit }
rule-kendall-last-row-moves = A piece on 28 or 29 may also move on inside the last row, for example from 28 to 29 with a 1. (The source only restricts exits; this is our reading.)
rule-kendall-winning = { -winning }

## games-room

rule-games-room-route = { -route }
rule-games-room-setup = Five pieces a side, alternating on squares 1 to 10: the pale cones on the odd squares, the spools on the even ones.
rule-games-room-first-throw = The pale cones throw first.
rule-games-room-throws = { -sticks }
rule-games-room-moving = { -moving }
rule-games-room-extra-throw = { -extra }
rule-games-room-lost-throw = { -lost }
rule-games-room-own-piece = { -own }
rule-games-room-exchange = { -exchange } The game calls this an attack.
rule-games-room-guard = An opposing piece with another piece of its side on a neighbouring square (just before or just after it) is guarded and cannot be attacked. A guarded pair can still be jumped over.
rule-games-room-wall = Three or more opposing pieces on consecutive squares form a wall that may not be jumped over.
rule-games-room-safe-squares = A piece on 15, the House of Rebirth, or on 26, the House of Happiness, cannot be attacked.
rule-games-room-checkpoint-26 = { -checkpoint } This applies to forward moves.
rule-games-room-water-27 = { -water } This happens whichever way the piece was moving.
rule-games-room-water-fallback = { -water-fallback }
rule-games-room-exact-exit = { -exit }
rule-games-room-last-row-moves = Pieces on 28, 29 and 30 may also move normally within the last row, for example from 28 to 29 with a 1. (The source lists only the exits; this is our reading.)
rule-games-room-backward-fallback = { -backward }
rule-games-room-backward-limit = { -backward-limit } (The source does not say; this is our reading.)
rule-games-room-backward-extra-throw = A backward move with a 1, 4 or 5 also earns another throw: the extra-throw rule applies to every completed move.
rule-games-room-winning = { -winning }

## arcade

rule-arcade-route = { -route }
rule-arcade-setup = Five pieces a side, alternating on squares 1 to 10. In a series the players change sides from one game to the next.
rule-arcade-first-throw = The side on the odd squares throws first.
rule-arcade-throws = { -sticks }
rule-arcade-moving = { -moving }
rule-arcade-extra-throw = { -extra }
rule-arcade-lost-throw = { -lost } The player is told why.
rule-arcade-own-piece = { -own }
rule-arcade-exchange = { -exchange }
rule-arcade-guard = An opposing piece with another piece of its side on the square just before or just after it is guarded and cannot be exchanged.
rule-arcade-wall = Three or more opposing pieces on consecutive squares form a blockade that may not be passed.
rule-arcade-safe-squares = Pieces on 26, 28, 29 and 30 cannot be exchanged. Square 15 is not safe in this ruleset.
rule-arcade-checkpoint-26 = { -checkpoint }
rule-arcade-water-27 = { -water } From 26, a 1 leads there; a 2, 3 or 4 goes to 28, 29 or 30, and a 5 leaves the board.
rule-arcade-water-fallback = { -water-fallback }
rule-arcade-exact-exit = A piece on 26 leaves with a 5.
rule-arcade-last-row-waits = A piece on 28 moves only by leaving with a 3, on 29 only with a 2, on 30 only with a 1. It makes no other move, forward or backward.
rule-arcade-backward-fallback = { -backward } Pieces on 28, 29 and 30 never step back.
rule-arcade-backward-limit = { -backward-limit } (The source does not say; this is our reading.)
rule-arcade-winning = { -winning }
rule-arcade-draw-600 = A game that reaches 600 throws is a draw. Every throw counts, lost ones too, and a win on the 600th throw stands.
rule-arcade-series = In series play each win adds one to the streak and the computer rises a level, reaching the top level from the fourth game; a loss or a draw ends the run. The score is wins × 10,000 plus the margin: the distance the opponent still had to travel in the games won, at most 9,999.

## skiryuk (5 pieces a side)

rule-skiryuk-route = { -route }
rule-skiryuk-setup = Five pieces a side, alternating on squares 1 to 10: the spindles on the even squares, the cones on the odd ones.
rule-skiryuk-first-throw = The spindles move first.
rule-skiryuk-ceremony = The game may open with a ceremony: both players throw until one scores a 1, and that player takes the spindles.
rule-skiryuk-throws = { -sticks }
rule-skiryuk-moving = { -moving } A piece may pass any number of its own pieces.
rule-skiryuk-extra-throw = { -extra }
rule-skiryuk-lost-throw = { -lost }
rule-skiryuk-own-piece = { -own }
rule-skiryuk-exchange = { -exchange } The game calls this a knock-out.
rule-skiryuk-protected-run = Two or more opposing pieces on consecutive squares form a run. A move may not pass a whole run, from before its first square to beyond its last. Both pieces of a run of two, and the two end pieces of a longer run, cannot be knocked out; a middle piece of a run of three or more can be, by landing inside the run.
rule-skiryuk-safe-squares = A piece on 26 cannot be knocked out.
rule-skiryuk-backward-fallback = Only when no piece can move forward, one piece must move backward by the count, under the same rules. If nothing can move, the turn is skipped.
rule-skiryuk-backward-limit = { -backward-limit } (The source does not say; this is our reading.)
rule-skiryuk-no-backward-from-houses = Pieces on 26 to 30 never move backward. (The source says so for 26; for 27 to 30 it is our reading.)
rule-skiryuk-checkpoint-26 = Every piece stops on 26: a move from below 26 that would carry it further ends on 26, and the rest of the throw is lost. The way up to 26 must be passable, and 26 itself must be empty.
rule-skiryuk-house-throws = A piece arriving on 26, 27, 28 or 29 gets an immediate throw of its own, which decides its fate. A piece resting on 26 to 30 on a later throw follows the same table, so a player with such a piece always has a move. The last throw of a chain decides whether the turn goes on.
rule-skiryuk-house-26 = From 26: a 1 falls to 27; a 2, 3 or 4 moves to 28, 29 or 30, but never past or onto another piece, and never knocking one out; a 5 leaves the board, whatever stands on 27 to 30.
rule-skiryuk-house-26-fall = A 2, 3 or 4 from 26 needs its destination and every square on the way empty; otherwise the piece falls to 27 as if it had thrown a 1. If 27 is taken, it goes straight back to 15. (The source's words allow other readings; this is ours.)
rule-skiryuk-house-27 = On 27: a 5 stays, a 4 leaves the board, a 1, 2 or 3 goes back to 15.
rule-skiryuk-house-28 = On 28: a 3 leaves the board; any other throw stays.
rule-skiryuk-house-29 = On 29: a 2 leaves the board; any other throw stays.
rule-skiryuk-house-30 = On 30 there is no house throw; the next throw of any value takes the piece off.
rule-skiryuk-return-15-opponent = When a piece returns to 15 and an opposing piece stands there, that piece is sent to square 1, or, if 1 is taken, to the nearest empty square after it. (Square 1 is the source's; the fallback is our reading.)
rule-skiryuk-return-15-own = When a piece returns to 15 and one of your own pieces stands there, that piece is bumped to the nearest empty square below 15, skipping squares taken by either side. Nothing else moves.
rule-skiryuk-winning = The first side to take every piece off the board wins.

## skiryuk-14 (7 pieces a side)

rule-skiryuk-14-route = { -route }
rule-skiryuk-14-setup = Seven pieces a side, alternating on squares 1 to 14: the spindles on the even squares, the cones on the odd ones.
rule-skiryuk-14-first-throw = { rule-skiryuk-first-throw }
rule-skiryuk-14-ceremony = { rule-skiryuk-ceremony }
rule-skiryuk-14-throws = { -sticks }
rule-skiryuk-14-moving = { rule-skiryuk-moving }
rule-skiryuk-14-extra-throw = { -extra }
rule-skiryuk-14-lost-throw = { -lost }
rule-skiryuk-14-own-piece = { -own }
rule-skiryuk-14-exchange = { rule-skiryuk-exchange }
rule-skiryuk-14-protected-run = { rule-skiryuk-protected-run }
rule-skiryuk-14-safe-squares = { rule-skiryuk-safe-squares }
rule-skiryuk-14-backward-fallback = { rule-skiryuk-backward-fallback }
rule-skiryuk-14-backward-limit = { rule-skiryuk-backward-limit }
rule-skiryuk-14-no-backward-from-houses = { rule-skiryuk-no-backward-from-houses }
rule-skiryuk-14-checkpoint-26 = { rule-skiryuk-checkpoint-26 }
rule-skiryuk-14-house-throws = { rule-skiryuk-house-throws }
rule-skiryuk-14-house-26 = { rule-skiryuk-house-26 }
rule-skiryuk-14-house-26-fall = { rule-skiryuk-house-26-fall }
rule-skiryuk-14-house-27 = { rule-skiryuk-house-27 }
rule-skiryuk-14-house-28 = { rule-skiryuk-house-28 }
rule-skiryuk-14-house-29 = { rule-skiryuk-house-29 }
rule-skiryuk-14-house-30 = { rule-skiryuk-house-30 }
rule-skiryuk-14-return-15-opponent = { rule-skiryuk-return-15-opponent }
rule-skiryuk-14-return-15-own = { rule-skiryuk-return-15-own }
rule-skiryuk-14-winning = { rule-skiryuk-winning }

## race

rule-race-route = { -route }
rule-race-setup = One piece a side, both waiting before square 1 (position 0).
rule-race-first-throw = Light, the learner's piece, moves first.
rule-race-throws = The throw is a fair number from 1 to 5, each equally likely; no sticks are used.
rule-race-moving = Each throw moves your piece forward by the count. There are no extra throws and no special squares.
rule-race-race-sharing = The two pieces never interact: they may stand on the same square.
rule-race-race-overshoot = A move that would go beyond 30 is not allowed, and the throw is lost.
rule-race-race-finish = The first piece to reach exactly 30 wins.

## skiryuk-05-backward-and-lost-throws (English)

skiryuk-05-backward-and-lost-throws-title = Skiryuk: moving backward, and throws that are lost
skiryuk-05-backward-and-lost-throws-step1 = Sometimes no piece can move forward. Only then, one piece must move backward by the throw instead, under the very same rules: it may not jump a whole run, may not land on a protected piece or on its own piece. Here both spindles are stuck behind two pairs of cones.
skiryuk-05-backward-and-lost-throws-q1-hint = First check every forward move. If none works, try each piece backward.
skiryuk-05-backward-and-lost-throws-q2-hint = Two squares back from 9; your own piece on 8 can be jumped.
skiryuk-05-backward-and-lost-throws-q3 = Same jam, but now a third spindle waits on 20. Which pieces may move with a 2?
skiryuk-05-backward-and-lost-throws-q3-hint = A backward move is allowed only when no piece at all can go forward.
skiryuk-05-backward-and-lost-throws-q4 = With a 1 the spindle on 8 steps back to 7. Who throws next?
skiryuk-05-backward-and-lost-throws-q4-hint = The usual rule about 1, 4 and 5 applies to a backward move too.
skiryuk-05-backward-and-lost-throws-step2 = A backward move may knock out a lone opposing piece too, but think twice: the knocked-out piece goes to your piece's old square, so your opponent gets a free ride forward.
skiryuk-05-backward-and-lost-throws-q5-hint = The cone swaps with your piece: where does it end up?
skiryuk-05-backward-and-lost-throws-q6 = Near the start, room runs out. The source does not say what happens there; this program reads it so: a backward move may never go before square 1. Which pieces may move with a 2?
skiryuk-05-backward-and-lost-throws-q6-hint = Neither spindle can go forward. How far back can each one go?
skiryuk-05-backward-and-lost-throws-q7-hint = Landing exactly on square 1 is fine.
skiryuk-05-backward-and-lost-throws-q8 = Now the throw is a 3. What happens next?
skiryuk-05-backward-and-lost-throws-q8-hint = Three squares back from 2 or from 3: is that still on the board?
skiryuk-05-backward-and-lost-throws-step3 = If nothing can move either forward or backward, the throw is lost and the turn passes, even when it was a 1, a 4 or a 5: an extra throw comes only after a completed move. Here the spindles on 6 and 7 sit between two groups of cones.
skiryuk-05-backward-and-lost-throws-q9 = You throw a 1. Who throws next?
skiryuk-05-backward-and-lost-throws-q9-hint = First ask whether any spindle can move at all, in either direction.
skiryuk-05-backward-and-lost-throws-q10-hint = Forward, both spindles would jump a run; backward too.
skiryuk-05-backward-and-lost-throws-q11 = And with a 5? Who throws next?
skiryuk-05-backward-and-lost-throws-q11-hint = A 5 earns another throw only after a move that really happened.
skiryuk-05-backward-and-lost-throws-one-way = One more detail from the source: a move goes one way only. A piece never goes forward and then back, or back and then forward, within one move. When no piece can make a whole move in one direction, the turn is skipped.

## skiryuk-14-10-back-to-15 (English)

skiryuk-14-10-back-to-15-title = Skiryuk with 14 pieces: back to 15 in a crowd
skiryuk-14-10-back-to-15-step1 = A piece that falls back from 26 or 27 returns to 15, the House of Rebirth. An opposing piece on 15 is knocked out to square 1. If square 1 is taken, the source does not say what happens; this program sends it to the nearest empty square after 1. In the crowded seven-piece game that can be a few squares further on.
skiryuk-14-10-back-to-15-q1-hint = Start at square 1 and walk up to the first empty square.
skiryuk-14-10-back-to-15-q2 = This time square 1 is free, and the house throw on 27 is a 1. What happens to the cone on 15, and do you throw again?
skiryuk-14-10-back-to-15-q2-hint = The cone goes where the source sends it. And a 1 is a 1.
skiryuk-14-10-back-to-15-q3 = A house throw of 1 on 26, with a cone already on 27. What happens to the cone on 15?
skiryuk-14-10-back-to-15-q3-hint = The water is taken, so the spindle goes straight to 15. Squares 1 and 2 are both taken.
skiryuk-14-10-back-to-15-step2 = If your own piece stands on 15, the returning piece still takes 15, and the one that was there is bumped down to the nearest empty square below 15, skipping taken squares of either side. No other piece moves. With fourteen pieces, the bumped piece may have to skip several squares.
skiryuk-14-10-back-to-15-q4 = The spindle on 27 throws a 2. Where does it end up?
skiryuk-14-10-back-to-15-q4-hint = Your piece on 15 must make room for the newcomer.
skiryuk-14-10-back-to-15-q5 = With a 3 instead: is any cone knocked out on the way?
skiryuk-14-10-back-to-15-q5-hint = The bumped spindle skips the cones on 13 and 11; it does not land on them.
skiryuk-14-10-back-to-15-step3 = The result: the newcomer holds 15, and the bumped spindle skipped 14, 13, 12 and 11 to rest on 10. The cones did not move.
skiryuk-14-10-back-to-15-q6 = Cones rest on 27 and 29, your spindle on 15. Where does a house throw of 3 take the spindle on 26?
skiryuk-14-10-back-to-15-q6-hint = The leap to 29 fails, the water is taken, and 15 is yours.

## skiryuk-10-back-to-15 (English)

skiryuk-10-back-to-15-title = Skiryuk: back to 15, the House of Rebirth
skiryuk-10-back-to-15-step1 = Pieces that fall back from 26 or 27 return to 15, the House of Rebirth. If an opposing piece stands on 15, the returning piece takes the square anyway, and the opposing piece is knocked out all the way back to square 1.
skiryuk-10-back-to-15-q1 = The spindle on 27 throws a 2 and goes back to 15. What happens to the cone there, and do you throw again?
skiryuk-10-back-to-15-q1-hint = This knock-out does not follow the usual swap.
skiryuk-10-back-to-15-q2 = And if the house throw on 27 is a 1?
skiryuk-10-back-to-15-q2-hint = The cone's fate is the same. Does a 1 still earn a throw after the fall?
skiryuk-10-back-to-15-step2 = What if square 1 is taken? The source does not say. This program sends the knocked-out piece to the nearest empty square after 1: 2, then 3, and so on.
skiryuk-10-back-to-15-q3-hint = Square 1 already holds a cone.
skiryuk-10-back-to-15-q4 = A house throw of 1 on 26, with a cone already on 27. What happens to the cone on 15?
skiryuk-10-back-to-15-q4-hint = 27 is taken, so the spindle goes straight to 15. Then count from square 1 upwards.
skiryuk-10-back-to-15-step3 = If one of your own pieces stands on 15, the returning piece still takes 15. The piece that was there is bumped back to the nearest empty square below 15, jumping over any square that is taken, whoever's piece is on it. Nobody else moves: the pieces it jumps are not knocked out.
skiryuk-10-back-to-15-q5 = Your spindle on 27 throws a 2 while another spindle rests on 15. Where does the spindle from 27 end up?
skiryuk-10-back-to-15-q5-hint = Who gets square 15: the newcomer or the piece already there?
skiryuk-10-back-to-15-q6 = This time cones stand on 14 and 13. The spindle on 27 throws a 3 and returns to 15. Is any cone knocked out?
skiryuk-10-back-to-15-q6-hint = The bumped spindle skips taken squares; it does not land on them.
skiryuk-10-back-to-15-step4 = Here is the result: the newcomer holds 15, and the spindle bumped from 15 jumped the cones on 14 and 13 to rest on 12. The cones did not move.
skiryuk-10-back-to-15-q7 = A house throw of 1 on 26 while a cone rests on 27. Your spindles hold 15 and 14, a cone holds 13. Is any cone knocked out, and do you throw again?
skiryuk-10-back-to-15-q7-hint = The spindle goes to 15 and bumps your own piece down past 14 and 13.
skiryuk-10-back-to-15-q8 = In the same position, where does the spindle from 26 end up?
skiryuk-10-back-to-15-q8-hint = The cone on 27 closes the water, so the fall goes further.

## Texts of the lesson arcade-07-water (English).

arcade-07-water-title = The House of Water (27)
arcade-07-water-intro = A piece that lands on 27, the House of Water, is washed straight back to 15, the House of Rebirth. It never rests on 27. From 26 that costs eleven squares at a stroke, and a 1 comes up 4 times in 16, so treat 26 as a launch pad, not a parking space.
arcade-07-water-q1 = Your piece on 26 throws 1. Where does it end up?
arcade-07-water-q1-hint = 26 + 1 = 27. Then the water acts.
arcade-07-water-q2 = After that splash with a 1, who throws next?
arcade-07-water-q2-hint = The water neither gives nor takes throws. The count decides.
arcade-07-water-q3 = Rival pieces sit on 13 and 14. Where does your piece on 26 end up with a 1?
arcade-07-water-q3-hint = Is 15 itself free?
arcade-07-water-busy = If 15 is taken, the drowned piece goes to the nearest free square before it: 14, then 13, and so on. It skips every occupied square, whoever owns it, and swaps with nobody.
arcade-07-water-q4 = A rival piece stands on 15. Where does your drowned piece end up?
arcade-07-water-q4-hint = 15 is taken, and 15 is not safe, but the water does not swap.
arcade-07-water-q5 = Your own piece is on 15 and a rival piece on 14. Where does the drowned piece go?
arcade-07-water-q5-hint = Walk down from 15 to the first empty square.
arcade-07-water-q6 = Rival pieces on 13 and 15, your piece on 14. Where does the drowned piece go now?
arcade-07-water-q6-hint = 15, 14 and 13 are all taken.
arcade-07-water-q7 = Your piece on 23 already stood on 26 once, then drowned and has worked its way back up. May it use this 4?
arcade-07-water-q7-hint = The checkpoint looks at where the piece is now, not at its past.

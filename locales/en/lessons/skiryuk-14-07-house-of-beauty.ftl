## skiryuk-14-07-house-of-beauty (English)

skiryuk-14-07-house-of-beauty-title = Skiryuk with 14 pieces: the house throw on 26
skiryuk-14-07-house-of-beauty-step1 = Arriving on 26 gives the piece an immediate house throw, which decides its fate: a 1 drops it into 27, a 2, 3 or 4 carries it to 28, 29 or 30, and a 5 takes it off. A piece resting on 26 follows the same table on later throws. In a lesson, the throw shown for such a piece is its house throw.
skiryuk-14-07-house-of-beauty-q1-hint = The smallest throw is the unlucky one here.
skiryuk-14-07-house-of-beauty-q2-hint = Squares 27 to 30 are all empty.
skiryuk-14-07-house-of-beauty-q3 = The house throw is a 2: the spindle moves to 28. Who throws next?
skiryuk-14-07-house-of-beauty-q3-hint = 28 is a house too.
skiryuk-14-07-house-of-beauty-q5 = The last row is full of pieces. Where does a house throw of 5 take the spindle on 26?
skiryuk-14-07-house-of-beauty-q5-hint = A 5 from 26 ignores whatever stands on 27 to 30.
skiryuk-14-07-house-of-beauty-step2 = A piece on 26 never jumps, lands on or knocks out another piece. This program's reading, where the source leaves room for others: if a 2, 3 or 4 finds its target or any square before it taken, the piece falls into 27 as if it had thrown a 1; if 27 is taken too, it goes straight back to 15.
skiryuk-14-07-house-of-beauty-q6-hint = The way to 30 crosses the cone on 29.
skiryuk-14-07-house-of-beauty-q7-hint = The target square itself is taken.
skiryuk-14-07-house-of-beauty-q8 = Cones rest on 27 and 28. Where does a house throw of 2 take the spindle on 26?
skiryuk-14-07-house-of-beauty-q8-hint = The leap fails and the water is taken. Where does a fall end then?

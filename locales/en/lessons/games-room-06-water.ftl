## Texts of the lesson games-room-06-water (English).

games-room-06-water-title = The House of Water
games-room-06-water-intro = Square 27, the House of Water, washes away any piece that lands on it: the piece goes straight back to 15, the House of Rebirth, so no piece ever rests on 27. Going forward there is only one way in: a 1 from 26, because any piece below 26 must stop on 26 first.
games-room-06-water-q1 = Your cone on 26 throws 1. Where does it end up?
games-room-06-water-q1-hint = 26 + 1 is 27. What does the water do?
games-room-06-water-q2 = It fell into the water with that 1. Who throws next?
games-room-06-water-q2-hint = The water neither gives nor takes away throws. What does the count say?
games-room-06-water-busy = What if 15 is already taken? Then the washed piece goes to the nearest empty square below 15: 14 if it is free, otherwise 13, and so on. It never attacks anyone on the way.
games-room-06-water-q3 = A spool rests on 15. Your cone on 26 throws 1. Where does it end up?
games-room-06-water-q3-hint = 15 is taken. Look one square lower.
games-room-06-water-q4 = Your own cone rests on 15 and a spool on 14. Where does the washed cone end up?
games-room-06-water-q4-hint = Skip every occupied square, whichever side it belongs to.
games-room-06-water-q5 = Spools on 13 and 15, your cone on 14. Where does the washed cone end up now?
games-room-06-water-q5-hint = Walk down from 15 and stop at the first empty square.

## Texts of the lesson games-room-05-safe-houses-and-26 (English).

games-room-05-safe-houses-and-26-title = Safe houses and the stop on 26
games-room-05-safe-houses-and-26-intro = Two of the marked houses shelter whoever rests on them: 15, the House of Rebirth, and 26, the House of Happiness. A piece on either of them cannot be attacked, even when it stands alone. Every other square gives no shelter in this game, and that includes 28, 29 and 30.
games-room-05-safe-houses-and-26-q1 = May your cone on 12 land on the spool on 15 with this 3?
games-room-05-safe-houses-and-26-q1-hint = The spool is alone, but look at the square it rests on.
games-room-05-safe-houses-and-26-q2 = Your cone on 23 throws 3 onto the spool on 26. What happens?
games-room-05-safe-houses-and-26-q2-hint = Which house is 26, and what does it do for the piece on it?
games-room-05-safe-houses-and-26-q3 = A lone spool waits on 28, the House of the Three Truths. Your cone on 26 throws 2 and lands on it. What happens?
games-room-05-safe-houses-and-26-q3-hint = Which squares are safe in the Games Room? Is 28 one of them?
games-room-05-safe-houses-and-26-cp = The House of Happiness is also a checkpoint. Every piece must land exactly on 26 before it may travel further. A throw that would carry a piece from below 26 to somewhere past it cannot be used for that piece: crossing 26 is not the same as stopping on it. This applies to forward moves, and it applies again to a piece that the water has washed back.
games-room-05-safe-houses-and-26-q4 = May the cone on 24 use this 3?
games-room-05-safe-houses-and-26-q4-hint = Count 24 + 3. Which square would it cross?
games-room-05-safe-houses-and-26-q5 = Where does the cone on 23 land with this 3?
games-room-05-safe-houses-and-26-q5-hint = Landing exactly on 26 is just what the checkpoint asks for.
games-room-05-safe-houses-and-26-q6 = With this 3, which of your pieces can move?
games-room-05-safe-houses-and-26-q6-hint = Work out each landing square. Does any of them lie beyond 26?
games-room-05-safe-houses-and-26-q7 = A 5 from 25 would reach 30, the last square. Is that allowed?
games-room-05-safe-houses-and-26-q7-hint = Has this piece stopped on 26 yet?

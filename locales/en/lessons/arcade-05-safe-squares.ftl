## Texts of the lesson arcade-05-safe-squares (English).

arcade-05-safe-squares-title = Safe squares, and why 15 is not one
arcade-05-safe-squares-intro = Four squares are safe: 26, 28, 29 and 30. A piece resting on one of them cannot be swapped. Square 15, the House of Rebirth, is not safe in the arcade: it is only where drowned pieces restart. Some other senet versions shelter pieces on 15, so this trips up many players.
arcade-05-safe-squares-q1 = Your piece on 12 throws 3 and lands on the rival piece on 15. What happens?
arcade-05-safe-squares-q1-hint = Is 15 on the arcade's list of safe squares?
arcade-05-safe-squares-q2 = A rival piece holds 26, the House of Beauty. Holding it blocks the road for everyone behind. May your piece on 22 land there with this 4?
arcade-05-safe-squares-q2-hint = 26 is one of the four safe squares.
arcade-05-safe-squares-q3 = May your piece on 26 land on the rival piece on 29 with this 3?
arcade-05-safe-squares-q3-hint = Where does 26 + 3 land, and is that square safe?
arcade-05-safe-squares-q4 = A lone rival piece rests on 30. Your piece on 26 throws 4 onto it. What happens?
arcade-05-safe-squares-q4-hint = Being alone only matters on squares that are not safe.
arcade-05-safe-squares-q5 = With this 4, which of your pieces can move?
arcade-05-safe-squares-q5-hint = Three landings on three rival pieces. Which of those squares are safe?

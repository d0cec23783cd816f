## Texts of the lesson kendall-03-extra-throws (English).

kendall-03-extra-throws-title = Kendall: throwing again
kendall-03-extra-throws-intro = Some throws are worth more than their squares. When you complete a move with a 1, a 4 or a 5, you throw the sticks again straight away. A 2 or a 3 ends your turn once you have moved. Here Black has a 4: moving the piece on 12 to 16 means Black throws once more.
kendall-03-extra-throws-q-four = Black moves the piece on 12 with this 4. Who throws next?
kendall-03-extra-throws-q-four-hint = Is 4 one of the three bonus values?
kendall-03-extra-throws-q-two = Same position, but the throw is a 2. After the piece on 12 moves, who throws next?
kendall-03-extra-throws-q-two-hint = Remember that 2 is the most common throw. Does it earn a bonus?
kendall-03-extra-throws-q-three = Black throws a 3 and moves the piece on 4. Who throws next?
kendall-03-extra-throws-q-three-hint = The bonus values are 1, 4 and 5.
kendall-03-extra-throws-q-five = Black throws a 5, all sticks dark, and moves the piece on 17. Who throws next?
kendall-03-extra-throws-q-five-hint = A 5 is rare, and it is generous.
kendall-03-extra-throws-any-piece = An extra throw is a new throw, not more steps for the same piece. You may use it for any piece that can move. Black moved 12 to 16 with the 4 and now throws a 1. The piece on 16 cannot use it, because its own piece stands on 17, but the others can.
kendall-03-extra-throws-q-which = Which Black pieces may use this 1?
kendall-03-extra-throws-q-which-hint = Check each piece: is the very next square free of your own pieces?
kendall-03-extra-throws-q-one = Black uses the 1 to move the piece on 4. Who throws next?
kendall-03-extra-throws-q-one-hint = A 1 is small, but it is one of the bonus values.
kendall-03-extra-throws-wrap = So a turn can run on: 1, 4 or 5 and you go again; 2 or 3 and it is your opponent's turn. The key word is completed: the bonus comes from a move you actually make. You will see later what happens when a 4 or a 5 finds no move at all.

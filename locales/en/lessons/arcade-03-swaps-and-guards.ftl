## Texts of the lesson arcade-03-swaps-and-guards (English).

arcade-03-swaps-and-guards-title = Swaps, guards and the odds of a hit
arcade-03-swaps-and-guards-intro = Landing on a rival piece swaps the two: your piece takes the square and the rival piece goes back to the square you came from. Nothing leaves the board, but a swap costs the victim twice: its piece goes back and yours goes forward.
arcade-03-swaps-and-guards-q1 = Your piece on 11 throws 2 and lands on the rival piece on 13. What happens?
arcade-03-swaps-and-guards-q1-hint = The rival piece goes to the square you left. Does a 2 earn another throw?
arcade-03-swaps-and-guards-q2 = A rival piece stands alone on 9. Your piece on 4 throws 5 onto it. What happens?
arcade-03-swaps-and-guards-q2-hint = Where did your piece start from? And what does a 5 earn?
arcade-03-swaps-and-guards-q3 = Your piece on 11 swaps with the rival piece on 14, using a 3. Does the swap earn another throw?
arcade-03-swaps-and-guards-q3-hint = A swap never earns a throw by itself. Only the count decides.
arcade-03-swaps-and-guards-guard = A rival piece is guarded when another rival piece stands on the square just before or just after it. A guarded piece cannot be swapped. Two pieces side by side guard each other, which is why pairs are the backbone of every good position. A pair does not stop you from passing, though.
arcade-03-swaps-and-guards-q4 = May your piece on 8 land on the rival piece on 10 with this 2?
arcade-03-swaps-and-guards-q4-hint = 10 and 11 are in different rows. Are they consecutive?
arcade-03-swaps-and-guards-q5 = With a 4, may it jump the pair and land on 12?
arcade-03-swaps-and-guards-q5-hint = Guarding protects from swaps. Does it close the path?
arcade-03-swaps-and-guards-q6 = Rival pieces on 9 and 12. Your piece on 7 throws 5 onto 12. What happens?
arcade-03-swaps-and-guards-q6-hint = Is the piece on 9 just before 12 on the path?
arcade-03-swaps-and-guards-tips = How likely is a hit? A lone piece up to five squares in front of a rival piece can be swapped, and the rival needs one exact count to do it. So the danger depends on the gap. Here your lone piece on 14 is two squares in front of the rival piece on 12.
arcade-03-swaps-and-guards-q7 = A gap of two squares: how likely is the rival to throw the 2 it needs?
arcade-03-swaps-and-guards-q7-hint = The most common throw is the most dangerous gap.
arcade-03-swaps-and-guards-q8 = If the gap were three squares instead, how likely would the hit be?
arcade-03-swaps-and-guards-q8-hint = A 3 comes up as often as a 1.
arcade-03-swaps-and-guards-q9 = And with a gap of five squares?
arcade-03-swaps-and-guards-q9-hint = A long shot: every stick must fall dark.
arcade-03-swaps-and-guards-pair = Better still, close the gap with a friend. Your piece moved up to 15, next to your piece on 14. Now it is the rival's turn.
arcade-03-swaps-and-guards-q10 = The rival piece on 12 throws the 2 it was hoping for. What happens?
arcade-03-swaps-and-guards-q10-hint = Look at the square just after 14.

## race-02-along-the-route (English)

race-02-along-the-route-title = The simple race: along the route, one throw at a time
race-02-along-the-route-step1 = The race follows the same snake as every Senet board: 1 to 10 left to right, 11 to 20 right to left, 21 to 30 left to right. Forward always means a higher number.
race-02-along-the-route-q1-hint = Turn the corner at the end of the top row.
race-02-along-the-route-q2-hint = Their numbers differ by one, even though the route turns between them.
race-02-along-the-route-q3-hint = Which square leads into the start of the middle row?
race-02-along-the-route-step2 = Each throw moves your piece forward by exactly the count. That is all: there are no extra throws for a 1, a 4 or a 5, so after every throw the other side plays.
race-02-along-the-route-q4-hint = Count four squares on from 12.
race-02-along-the-route-q5 = You move Light from 12 with a 5. Who throws next?
race-02-along-the-route-q5-hint = In other rulesets a 5 earns another throw. Here?
race-02-along-the-route-q6 = Dark moves from 7 with a 1. Who throws next?
race-02-along-the-route-q6-hint = Turns simply alternate.

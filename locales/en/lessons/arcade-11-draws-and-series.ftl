## Texts of the lesson arcade-11-draws-and-series (English).

arcade-11-draws-and-series-title = The 600-throw draw and the series score
arcade-11-draws-and-series-intro = An arcade game cannot go on forever: a game that reaches 600 throws is a draw. Every throw counts, lost ones and extra ones too. If the 600th throw wins the game, the win stands. In these questions you are told how many throws the game had made before this one.
arcade-11-draws-and-series-q1 = 599 throws so far. You throw 2 and move the piece on 12. What happens next?
arcade-11-draws-and-series-q1-hint = Which throw was this one?
arcade-11-draws-and-series-q2 = 598 throws so far. You throw 3 and move the piece on 12. What happens next?
arcade-11-draws-and-series-q2-hint = This is throw 599. Has the game reached 600 yet?
arcade-11-draws-and-series-q3 = 599 throws so far. You throw 4, which would normally earn another throw. What happens next?
arcade-11-draws-and-series-q3-hint = Can there be a 601st throw?
arcade-11-draws-and-series-q4 = 599 throws so far. Your pieces wait on 28 and 29 and you throw 1, which nothing can use. What happens next?
arcade-11-draws-and-series-q4-hint = Does a lost throw count towards the 600?
arcade-11-draws-and-series-q5 = 599 throws so far. Your last piece waits on 30 and you throw 1. What happens next?
arcade-11-draws-and-series-q5-hint = What happens to a win made on the 600th throw?
arcade-11-draws-and-series-series = In series play every win adds one to your streak, and the computer rises a level each time, up to its strongest from your fourth game on. A loss ends the run, and so does a draw. Your score is wins × 10,000 plus your margin: the total distance the rival still had to travel in the games you won, counted up to 9,999 at most. So more wins always beat bigger margins, and among equal streaks, crushing wins rank above narrow ones.
arcade-11-draws-and-series-q6 = Three wins with a total margin of 245. What is the score?
arcade-11-draws-and-series-q6-hint = Wins times 10,000, then add the margin.
arcade-11-draws-and-series-q7 = Two crushing wins with a total margin of 12,500. What is the score?
arcade-11-draws-and-series-q7-hint = Is there a limit on how much margin counts?
arcade-11-draws-and-series-q8 = Your run ended in a draw in the very first game. What is the score?
arcade-11-draws-and-series-q8-hint = A draw is not a win, and only games you won give margin.
arcade-11-draws-and-series-q9 = Four narrow wins with a total margin of 60. What is the score?
arcade-11-draws-and-series-q9-hint = Compare it with the two crushing wins: which ranks higher?

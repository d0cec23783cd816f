### Senet Tutor: the play screen and `senet play` (English).

home-play-computer = Play against the computer
home-play-friend = Play against a friend (same keyboard)
play-header = Play · { $rules } · { $x } vs { $o }
play-series-header = { " " }· series game { $game } · wins { $wins } · score { $score }
play-you = You · { $side_label } ({ $side_letter })
play-computer-name = Computer, { $level } · { $side_label } ({ $side_letter })
play-friend-name = { $side_label } ({ $side_letter })
play-you-short = You
play-computer-subject = The computer
computer-random = random mover
computer-level-1 = level 1, careless (one throw ahead)
computer-level-2 = level 2, two throws ahead
computer-level-3 = level 3, three throws ahead
computer-level-4 = level 4, the strongest
computer-games-room-1 = Apprentice
computer-games-room-2 = Journeyman
computer-games-room-3 = Master
computer-games-room-4 = the school’s best
computer-arcade-1 = level 1 of 4, careless
computer-arcade-2 = level 2 of 4, steady
computer-arcade-3 = level 3 of 4, sharp
computer-arcade-4 = level 4 of 4, never slipping
# The other rulesets name their levels plainly: `computer-{ruleset}-{n}` is
# the id of level n in every ruleset (src/text/names.rs, level_name_id).
computer-kendall-1 = { computer-level-1 }
computer-kendall-2 = { computer-level-2 }
computer-kendall-3 = { computer-level-3 }
computer-kendall-4 = { computer-level-4 }
computer-skiryuk-1 = { computer-level-1 }
computer-skiryuk-2 = { computer-level-2 }
computer-skiryuk-3 = { computer-level-3 }
computer-skiryuk-4 = { computer-level-4 }
computer-skiryuk-14-1 = { computer-level-1 }
computer-skiryuk-14-2 = { computer-level-2 }
computer-skiryuk-14-3 = { computer-level-3 }
computer-skiryuk-14-4 = { computer-level-4 }
computer-race-1 = { computer-level-1 }
computer-race-2 = { computer-level-2 }
computer-race-3 = { computer-level-3 }
computer-race-4 = { computer-level-4 }
play-sticks = sticks { $faces } = { $value } (▯ light, ▮ dark)
play-die = throw { $value }
play-no-throw-yet = no throw yet
play-side-to-move = { $side_start } ({ $side_letter }) to move · throws so far: { $throws }
play-prompt-throw = { $player }: press Space to throw the sticks.
play-prompt-house = { $player }: press Space for the house throw of the piece on { $square }.
play-prompt-throw-you = Your turn: press Space to throw the sticks.
play-prompt-house-you = Press Space for the house throw of your piece on { $square }.
play-prompt-move-you = You threw { $throw }: choose a piece with ← → (now { $piece }, marked pieces may move) and press Enter.
play-prompt-move = { $player } threw { $throw }: choose a piece with ← → (now { $piece }, marked pieces may move) and press Enter.
play-prompt-over = The game is over: press Enter or n for a new game.
play-ceremony-prompt = The opening ceremony: both players throw until one scores a 1, who takes the spindles (x) and moves first. Press Space to throw.
play-ceremony-you = You threw: { $sticks }
play-ceremony-other = The other player threw: { $sticks }
play-ceremony-you-won = You scored a 1: you take the spindles (x) and move first.
play-ceremony-other-won = The other player scored a 1 and takes the spindles (x); you play the cones (o).
play-threw = { $player } threw: { $sticks }
play-threw-you = You threw: { $sticks }
play-threw-house = { $player }, house throw for the piece on { $square }: { $sticks }
play-threw-house-you = Your house throw for the piece on { $square }: { $sticks }
play-passed = { $player } { $num ->
    [one] has
   *[other] have
} no legal move with { $throw }: the throw is lost and the turn passes.
play-passed-you = You have no legal move with { $throw }: the throw is lost and the turn passes.
play-passed-bonus = A { $throw } only gives another throw after a completed move.
play-refused = The piece on { $from } cannot move: { $reason }.
play-won = { $player } { $num ->
    [one] wins
   *[other] win
}: every piece is home.
play-won-race = { $player } { $num ->
    [one] wins
   *[other] win
}: first to reach square 30.
play-won-resign = { $player } { $num ->
    [one] wins
   *[other] win
}: { $loser } resigned.
play-won-you = You win: all your pieces are home.
play-won-race-you = You win: you reached square 30 first.
play-won-resign-you = You win: the other side resigned.
play-resigned-you = You resigned. { $player } { $num ->
    [one] wins
   *[other] win
}.
play-draw-600 = Draw: the game reached 600 throws.
play-draw-agreed = Draw, by agreement.
play-draw-offered = A draw is offered: the other player presses y to accept (anything else goes on playing).
play-series-won = You win game { $wins } of the series! Score { $score }. The computer rises to level { $level }: press Enter for the next game.
play-series-over = The series is over after { $wins } wins, with a score of { $score }. Press Enter for a new series.
play-series-rank = That is number { $rank } on your table of best series.
play-recording = Recording to { $path }
play-recording-failed = This game cannot be recorded ({ $detail }); it goes on unrecorded.
hints-play = Space throw · ←→ piece · Enter move · u back · s resign · n new · ? more
hints-play-friend = Space throw · ←→ piece · Enter move · u back · s resign · d draw · ? more
hints-play-over = Enter or n new game · Esc home

## The tutor: a warning before a move the computer judges a mistake or a blunder

play-tutor-on = { " " }· Tutor: on
play-tutor-off = { " " }· Tutor: off
play-tutor-title = The tutor
# $mark is mistake or blunder; $loss is in points of win chance (percentage points);
# $chance and $best-chance are chance-exact or chance-about ("about 54%").
play-tutor-warning = Moving the piece on { $from } gives up { $loss } points of win chance ({ $mark ->
    [blunder] a blunder
   *[mistake] a mistake
}): your chance of winning would be { $chance }. The best move is the piece on { $best } (win chance { $best-chance }).
play-tutor-question = Play it anyway, think again, or see the best move?
play-tutor-play-anyway = Play anyway
play-tutor-think-again = Think again
play-tutor-show-best = Show the best move
hints-play-tutor = ← → choose a button · Enter confirm · Esc think again
error-unknown-opponent = unknown opponent "{ $value }"; use computer or friend
error-bad-level = the level must be 1 to 4, best or random, not "{ $value }"

## House odds

home-odds = House odds: where a piece on 26 to 30 goes
odds-heading = { $rules }: a lone piece on { $square } ({ $house })
odds-no-rest-27 = In this ruleset no piece rests on 27: a piece that lands there is washed back to 15 (or the nearest empty square below) at once. Choose another square.
odds-next-throw = The next throw (value, chance, what happens):
odds-stuck = cannot move
odds-off = leaves the board
odds-stays = stays where it is
odds-water = is washed back to { $to }
odds-to = moves to { $to }
odds-within-heading = The chance of having left the board within { $throws } throws:
odds-within = { $throws ->
    [one] within 1 throw
   *[other] within { $throws } throws
}: { $percent }% ({ $chance })
odds-within-percent = { $throws ->
    [one] within 1 throw
   *[other] within { $throws } throws
}: { $percent }%
odds-heading-plain = { $rules }: a lone piece on { $square }
odds-within-heading-finish = The chance of having reached 30 within { $throws } throws:
hints-odds = ← → square · + - more or fewer throws · Esc home
error-bad-odds-square = the square must be 26 to 30, not "{ $value }"
error-bad-within = the number of throws must be 1 to 20, not "{ $value }"
play-choose-level = Against the computer · { $rules }: choose its level
hints-choose-level = ↑↓ choose · Enter play · Esc home

# Recording without writing over anything (issue 11)
play-record-exists = { $path } already exists: choose another name for --record (Senet Tutor never writes over a file it did not create)
play-record-cannot = cannot record to { $path }: { $detail }

## Asking before a game under way is ended.
play-confirm-title = End this game?
play-confirm-resign = Resign this game? It counts as a loss, and the replay records it.
play-confirm-new = Start a new game? This one is left unfinished (its replay keeps what was played).
play-confirm-leave = Leave this game? It is left unfinished (its replay keeps what was played).
play-confirm-yes = Yes (y)
play-confirm-no = No, keep playing
hints-play-confirm = y yes · Enter or Esc no, keep playing

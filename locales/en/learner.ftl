## The learner record: misconceptions, rule standing, stars, and the JSON-lines quiz.

misconception-passes-26 = Passing 26 counts as stopping there.
misconception-jumps-blocks = A piece may jump over the opponent's block.
misconception-attacks-pairs = A piece in a pair or block can be attacked like a single one.
misconception-attacks-guarded = A guarded piece can be attacked.
misconception-attacks-safe-houses = A piece on a safe square can be attacked.
misconception-overshoot-bears-off = A throw beyond the exit still bears the piece off.
misconception-shares-a-square = Two of your own pieces may share a square.
misconception-last-row-moves-freely = A piece on the last squares moves like any other.
misconception-house-piece-moves-freely = A piece resting on a house moves like any other.
misconception-backward-anyway = A piece may move backward even when a forward move exists.
misconception-backward-below-start = A piece may move backward past the first square.
misconception-overlooks-the-opposing-piece = No opposing piece stands where the move lands (one does).
misconception-sees-blocks = A block is any two pieces that touch on screen.
misconception-touching-is-a-pair = Any two pieces that touch on screen protect each other.
misconception-sees-guards = Any piece near another is guarded.
misconception-every-marked-square-is-safe = Every marked square protects the piece on it.
misconception-miscounts-the-exit = The exit is further than it is (miscounting the squares to it).
misconception-sees-own-piece = Your own piece is in the way when it is not.
misconception-passing-26-is-refused = Every move past 26 is refused.
misconception-last-row-always-waits = A piece on the last squares can never move.
misconception-house-piece-always-stuck = A piece resting on a house can never move.
misconception-never-backward = Backward moves are never allowed.
misconception-miscounts-backward = A backward move would go below the first square when it does not.
misconception-exchange-gives-a-throw = A bonus throw comes from an exchange (the throw decides it).
misconception-misses-the-extra-throw = This throw gives no extra throw (it does).
misconception-a-throw-can-always-be-used = Some piece can always move (a throw can be lost).
misconception-overlooks-a-move = No piece can move when one can.

# The feedback line that names a misconception.
feedback-misconception = Common mix-up: { $text }
# The verdict after a right second try (it never counts as right).
feedback-right-second-try = Right on the second try (it counts as a miss).

## The quiz over JSON lines (senet quiz --format jsonl): error lines.
jsonl-error-shape = Line { $line }: not an answer: write one JSON object per line, {"{"}"answer": KEY{"}"}.
jsonl-error-list = Line { $line }: this question takes a list of keys: {"{"}"answer": [KEY, ...]{"}"}.
jsonl-error-not-list = Line { $line }: this question takes one key, not a list.
jsonl-error-unknown-key = Line { $line }: { $given } is not an option of this question (the keys are { $keys }).
jsonl-error-unknown-value = Line { $line }: { $given } is not an answer to this question.
jsonl-output-closed = The quiz stopped: its output was closed.

## The learner record on the Progress screen and in senet progress.
learner-rules-heading = Rules (right at the first try · memory · review):
learner-rule-line = { $right } of { $asked } right at the first try · { $standing } · recall { $recall } · { $due }
learner-recall = { $percent }%
learner-standing-new = new
learner-standing-learning = learning
learner-standing-known = known
learner-weakest = Weakest rule: { $rule }
learner-misconceptions-heading = Open misconceptions:
learner-misconception-line = { $text } ({ $count ->
        [one] once
       *[other] { $count } times
    })
learner-earlier-topics = Earlier quiz answers (an older version counted every try):
learner-nothing-due = Nothing to review now: every rule you answered is remembered for now, and no misconception is open.
learner-review = Review { $rules }: { $count ->
        [one] one rule due
       *[other] { $count } rules due
    }
learner-review-misconceptions = Review { $rules }: { $count ->
        [one] one open misconception
       *[other] { $count } open misconceptions
    }

## Lesson stars (from first tries) and the lesson in progress.
lesson-stars = { $drawn }  { $stars ->
        [three] Three stars: every question right at the first try.
        [two] Two stars: at least two thirds right at the first try.
       *[one] One star: lesson complete.
    }
lesson-stars-meaning = Stars count first tries only: ★★★ all right, ★★ two thirds or more, ★ complete.
lesson-try-again = Press b to try the lesson again for three stars.
lesson-in-progress = in progress: step { $step } of { $steps }

## lesson check: a wrong answer tagged with a misconception.
lesson-error-misconception = { $id } is not a misconception of the { $rules } catalogue (data/misconceptions.yaml; docs/learner.md lists them)

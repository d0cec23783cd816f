# Progress per ruleset: the home screen's progress and senet progress (issue 13)
progress-general = General lessons: { $done } of { $total } done
progress-ruleset-lessons = Lessons: { $done } of { $total } done
progress-own-lessons = Your own lessons: { $done } of { $total } done
progress-other-own = { $count ->
        [one] One lesson of your own done (not loaded now):
       *[other] { $count } lessons of your own done (not loaded now):
    }
progress-ruleset-topics = Quiz topics:
progress-ruleset-no-topics = No quiz answers yet.
progress-topic-tally = { $right } of { $asked } right
progress-topic-weak = wrong last time: review it
home-progress = Progress: lessons done and quiz topics
progress-heading = Your progress
progress-review = Review { $rules }: { $count ->
        [one] one weak topic
       *[other] { $count } weak topics
    }
progress-no-quiz-yet = Nothing to review yet: the topics you answer in a quiz are listed here, and the weak ones can be reviewed from here.
progress-nothing-to-review = No weak topics to review: every topic asked was answered right the last time.
hints-progress = ↑↓ PgUp PgDn scroll · Enter review the rules chosen · Esc home
screen-help-progress =
    Your progress: per ruleset, the lessons you have done (with their stars) and each rule: how many questions on it you answered right at the first try (a second try never counts), whether it is new, being learnt or known, the chance you recall it now, and when it is due for review. The weakest rule and the misconceptions your answers showed come last.
    
    ↑ ↓ PgUp PgDn       scroll, choose what to review
    Enter               a quiz that brings back the rules due and the misconceptions, spaced out
    Esc                 back to home
    ? or F1             this help (Esc closes it)

## Answering: one more try (issue 13)
answer-try-again = Not right. Try once more; the explanation comes after your second answer.
answer-empty = Not an answer yet: type one, then press Enter.
feedback-second-try = (Your first answer was wrong: it counts as a miss in your score and review.)
lesson-next = Next lesson: { $title }
hints-finished-next = Enter next lesson · Esc back to the lessons

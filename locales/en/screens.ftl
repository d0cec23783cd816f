# The screen frame (src/ui/frame.rs): the scroll hint at the right end of
# the key line, when the panel above it has more than it shows.
frame-more-up = ↑ more
frame-more-down = ↓ more
frame-more-both = ↑↓ more

# Headers: where you are on the left, progress and score on the right.
frame-rules = Rules · { $rules }
frame-lesson = { $title } · { $rules }
frame-lesson-status = step { $step } of { $steps } · right { $right } of { $answered }
frame-quiz = Quiz · { $rules }
frame-quiz-status = question { $number } of { $count } · right { $right } of { $answered } · streak { $streak }
frame-score = right { $right } of { $answered }
frame-odds = House odds · { $rules }
frame-odds-status = within { $within } throws
frame-viewer = Replay · { $file }
frame-viewer-status = entry { $at } of { $count }
frame-viewer-start = before the first entry
# The key line while the help is open.
frame-keys-help = Esc or ? close · ↑↓ scroll

# The board's legend under it (one line at 80 columns), and the palettes.
frame-board-legend = ☥15 Rebirth  ♥26 { $h26 }  ≈27 Water  Ⅲ28 Truths  Ⅱ29 Re-Atum  ☼30 Departure
frame-board-legend-no-houses = No houses in this ruleset: a piece finishes on 30.
palette-normal = Normal colours
palette-high-contrast = High contrast
palette-mono = No colour
error-unknown-color = unknown colour choice "{ $value }"; use auto, always or never

# A lesson's header before any of its questions has been answered (the
# score, "right N of M", shows from the first answer on).
frame-lesson-status-steps = step { $step } of { $steps }

# A quiz's header before its first answer (score and streak show from
# the first answer on).
frame-quiz-status-first = question { $number } of { $count }

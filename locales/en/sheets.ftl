# Printed sheets: paper, layout, choices and captions (issue 31)
worksheet-circle = Circle the number of your answer:
worksheet-not-shown = { $count ->
    [one] one piece not shown
   *[other] { $count } pieces not shown
}
error-unknown-paper = unknown paper "{ $value }": use a4 or letter
help-quiz-paper = The worksheet's paper: a4 or letter (default: letter in the United States, Canada, Mexico and the Philippines, by the system's locale; a4 elsewhere)
help-quiz-large = One large board across the page per question (two questions to a page instead of four or five)
help-lesson-print-paper = { help-quiz-paper }
help-lesson-print-large = { help-quiz-large }
help-lesson-print-dir = A course folder: print all its lessons, in course order, each from a new page

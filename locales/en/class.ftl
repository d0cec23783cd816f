# A teacher's class: answers files saved by students and graded together (issue 31)
help-quiz-save-answers = At the end of the quiz, save the student's answers (with their name) to this new file, for the teacher to grade with --answers
help-quiz-name = The student's name in the answers file that --save-answers writes (the JSON-lines quiz; the quiz on screen asks for it)
grade-unknown-format = unknown format "{ $value }" for grading: use text, json or csv
grade-empty-folder = no answers files (.json) in the folder { $path }
grade-not-an-answer = { $number }: { $given } is not an answer to this question (counted wrong); it takes: { $choices }
grade-ambiguous = { $number }: { $given } could be an option's number or the answer itself (counted wrong); write the answer in full or the option's number as listed: { $choices }
grade-takes-square = a square from 1 to 30, or "off"
grade-takes-squares = a list of squares such as [12, 14], or [] for none
grade-takes-piece = the square of the piece
grade-takes-number = a whole number
grade-by-rule = By rule (right/asked):
grade-student = { $name } · { $path }
grade-no-name = (no name)
grade-class = Class: { $files ->
    [one] one answers file
   *[other] { $files } answers files
} (right/asked, name, file):
quiz-save-prompt = To hand in your answers, type your name and press Enter:
quiz-save-to = They will be saved in { $path }.
quiz-save-name-first = Type your name first.
quiz-saved = Your answers were saved in { $path }. Give this file to your teacher.
quiz-save-failed = Your answers could not be saved in { $path }: { $detail }
hints-quiz-save = Enter save · Esc back home without saving
error-save-answers-exists = { $path } already exists: give --save-answers a new file name (nothing is ever written over)
error-save-answers-alone = --save-answers saves the answers of the quiz taken on screen: it does not go with --answers, --worksheet or --format json
error-jsonl-save-needs-name = with --format jsonl, --save-answers needs the student's name: add --name NAME
error-name-needs-save = --name is the name in a saved answers file: it goes with --save-answers
error-name-jsonl-only = --name goes with --format jsonl and --save-answers (the quiz on screen asks for the name at its end)

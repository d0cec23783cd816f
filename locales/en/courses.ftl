## Lessons written in one file, a lesson's languages, and courses
## (lesson check's problems, lesson new --inline, lesson list/run --dir).

lesson-did-you-mean = { $problem }; did you mean "{ $name }"?
lesson-error-unknown-field = "{ $field }" is not a field of a lesson file here (the rest of the file is still checked)
lesson-error-unknown-language = "{ $value }" is not a language of the program (use { $languages })
lesson-error-plain-text-languages = a text written as plain words needs a lesson in one language (languages: [es]); this lesson is in { $languages }, so write it by language, e.g. {"{"}en: "…", es: "…"{"}"}
lesson-error-missing-inline = this text has no { $lang } version (the lesson's languages: { $languages })
lesson-error-inline-syntax = this text is not valid Fluent: { $detail }
lesson-error-inline-format = this text cannot be shown in { $lang }: { $detail } (a lesson's texts get no variables from the program; to write a brace itself, write {"{"}"{"{"}"{"}"})
course-error-unknown-lesson = the course lists "{ $id }", but its folder has no lesson { $id }.yaml
course-error-duplicate = the course lists "{ $id }" a second time (first on line { $line })
course-error-unlisted = the lesson "{ $id }" of this folder has no place in the course's order: add it to the list
course-error-shape = a course lists its lessons either under "lessons" or under "sections", not both and not neither

language-of-en = English
language-of-es = Spanish
lesson-notice-language = This lesson is not written in English; it is shown in { $language }.

## senet lesson new --inline: the words of the one-file template (comments start with "# " in the file).
lesson-new-inline-header = A Senet Tutor lesson in one file: its texts are written here, in English.
    Format: docs/lessons.md. To teach in more languages, list them (languages: [en, es])
    and write each text by language: {"{"}en: "…", es: "…"{"}"}.
lesson-new-inline-check = Check it with:
lesson-new-inline-title = My new lesson
lesson-new-inline-intro-comment = A step shows a position and explains it. Board text: 30 characters, square 1 first.
lesson-new-inline-intro = The pieces start here. Write what the learner should notice.
lesson-new-inline-q1-comment = A step with a question: the checker works the answer out with the engine.
lesson-new-inline-q1 = Where does the highlighted piece end up with this throw?
lesson-new-inline-q1-hint = Count forward along the route, one square per point.
lesson-new-inline-q1-explain = Shown with the feedback once the question is answered.
lesson-new-inline-kinds = An example of every kind of question. Remove the # to use one, and give it
    a position where it makes sense; lesson check gives the engine's answer when yours differs.
    Rule ids and reason codes: senet rules RULES --ids.
lesson-new-inline-example-text = Write the question here (or leave text out: the program words it).
lesson-new-inline-kind-legal = legal: may this piece move with the throw? (legal, or the reason code why not)
lesson-new-inline-kind-legal-backward = legal-backward: may this piece move backward? (rulesets with backward moves)
lesson-new-inline-kind-destination = destination: where does this piece end up? (a square, or off)
lesson-new-inline-kind-which-pieces = which-pieces: which pieces may move? (a list of squares)
lesson-new-inline-kind-effect = effect: what happens to the piece it lands on, and is there another throw?
lesson-new-inline-kind-next-turn = next-turn: who throws next? (same-side, other-side, won, draw)
lesson-new-inline-kind-route = route: the next or previous square (ask: next, previous), or ask: consecutive with other
lesson-new-inline-kind-chance = chance: how likely is a throw (value), or leaving the board from a house (house)? (a fraction)
lesson-new-inline-kind-setup = setup: where do the pieces start (ask: squares), or who throws first (ask: first)?
lesson-new-inline-kind-score = score: an arcade series' score from its wins and margin (arcade only)
lesson-new-inline-kind-best-move = best-move: which piece makes the best move? (the engine must find one clearly best)
lesson-new-inline-kind-compare = compare: which rulesets let this piece move with the throw? (a list of rulesets)

## Courses on the lesson list and on the command line.
lessons-course-heading = Course: { $title } ([✓] completed)
lessons-course-close = ← The lessons shipped with the program
lessons-course-recent = → Open the course in { $folder }
lessons-course-problems = { $problems ->
    [one] One problem in the course
   *[other] { $problems } problems in the course
    }: senet lesson check { $folder } lists them.
lesson-list-course = Course: { $title }
lesson-list-section = { $title }:
lesson-list-failing = { $first } (fails its check: { $count ->
        [one] one problem
       *[other] { $count } problems
    }; run senet lesson check)

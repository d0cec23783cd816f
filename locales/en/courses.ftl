## Lessons written in one file, a lesson's languages, and courses
## (lesson check's problems, lesson new --inline, lesson list/run --dir).

lesson-did-you-mean = { $problem }; did you mean "{ $name }"?
lesson-error-unknown-field = "{ $field }" is not a field of a lesson file here (the rest of the file is still checked)
lesson-error-unknown-language = "{ $value }" is not a language of the program (use { $languages })
lesson-error-plain-text-languages = a text written as plain words needs a lesson in one language (languages: [es]); this lesson is in { $languages }, so write it by language, e.g. {"{"}en: "…", es: "…"{"}"}
lesson-error-missing-inline = this text has no { $lang } version (the lesson's languages: { $languages })
lesson-error-inline-syntax = this text is not valid Fluent: { $detail }
lesson-error-inline-format = this text cannot be shown in { $lang }: { $detail } (a lesson's texts get no variables from the program)
course-error-unknown-lesson = the course lists "{ $id }", but its folder has no lesson { $id }.yaml
course-error-duplicate = the course lists "{ $id }" a second time (first on line { $line })
course-error-unlisted = the lesson "{ $id }" of this folder has no place in the course's order: add it to the list
course-error-shape = a course lists its lessons either under "lessons" or under "sections", not both and not neither

language-of-en = English
language-of-es = Spanish
lesson-notice-language = This lesson is not written in English; it is shown in { $language }.

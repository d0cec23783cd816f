## Lecciones escritas en un solo archivo, los idiomas de una lección y los cursos
## (problemas de lesson check, lesson new --inline, lesson list/run --dir).

lesson-did-you-mean = { $problem }; ¿querías decir "{ $name }"?
lesson-error-unknown-field = "{ $field }" no es un campo de un archivo de lección en este lugar (el resto del archivo se revisa igualmente)
lesson-error-unknown-language = "{ $value }" no es un idioma del programa (usa { $languages })
lesson-error-plain-text-languages = un texto escrito tal cual necesita una lección en un solo idioma (languages: [es]); esta lección está en { $languages }, así que escríbelo por idioma, p. ej. {"{"}en: "…", es: "…"{"}"}
lesson-error-missing-inline = este texto no tiene versión en { $lang } (los idiomas de la lección: { $languages })
lesson-error-inline-syntax = este texto no es Fluent válido: { $detail }
lesson-error-inline-format = este texto no se puede mostrar en { $lang }: { $detail } (los textos de una lección no reciben variables del programa)
course-error-unknown-lesson = el curso incluye "{ $id }", pero su carpeta no tiene ninguna lección { $id }.yaml
course-error-duplicate = el curso incluye "{ $id }" por segunda vez (la primera, en la línea { $line })
course-error-unlisted = la lección "{ $id }" de esta carpeta no tiene lugar en el orden del curso: añádela a la lista
course-error-shape = un curso enumera sus lecciones en "lessons" o en "sections", no en ambos ni en ninguno

language-of-en = inglés
language-of-es = español
lesson-notice-language = Esta lección no está escrita en español; se muestra en { $language }.

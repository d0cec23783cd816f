## Lecciones escritas en un solo archivo, los idiomas de una lección y los cursos
## (problemas de lesson check, lesson new --inline, lesson list/run --dir).

lesson-did-you-mean = { $problem }; ¿querías decir "{ $name }"?
lesson-error-unknown-field = "{ $field }" no es un campo de un archivo de lección en este lugar (el resto del archivo se revisa igualmente)
lesson-error-unknown-language = "{ $value }" no es un idioma del programa (usa { $languages })
lesson-error-plain-text-languages = un texto escrito tal cual necesita una lección en un solo idioma (languages: [es]); esta lección está en { $languages }, así que escríbelo por idioma, p. ej. {"{"}en: "…", es: "…"{"}"}
lesson-error-missing-inline = este texto no tiene versión en { $lang } (los idiomas de la lección: { $languages })
lesson-error-inline-syntax = este texto no es Fluent válido: { $detail }
lesson-error-inline-format = este texto no se puede mostrar en { $lang }: { $detail } (los textos de una lección no reciben variables del programa; para escribir la llave misma, escribe {"{"}"{"{"}"{"}"})
course-error-unknown-lesson = el curso incluye "{ $id }", pero su carpeta no tiene ninguna lección { $id }.yaml
course-error-duplicate = el curso incluye "{ $id }" por segunda vez (la primera, en la línea { $line })
course-error-unlisted = la lección "{ $id }" de esta carpeta no tiene lugar en el orden del curso: añádela a la lista
course-error-shape = un curso enumera sus lecciones en "lessons" o en "sections", no en ambos ni en ninguno

language-of-en = inglés
language-of-es = español
lesson-notice-language = Esta lección no está escrita en español; se muestra en { $language }.

## senet lesson new --inline: the words of the one-file template (comments start with "# " in the file).
lesson-new-inline-header = Una lección de Senet Tutor en un solo archivo: sus textos están aquí, en español.
    Formato: docs/lessons.md. Para enseñar en más idiomas, enuméralos (languages: [es, en])
    y escribe cada texto por idioma: {"{"}es: "…", en: "…"{"}"}.
lesson-new-inline-check = Revísala con:
lesson-new-inline-title = Mi nueva lección
lesson-new-inline-intro-comment = Un paso muestra una posición y la explica. El tablero: 30 caracteres, la casilla 1 primero.
lesson-new-inline-intro = Las fichas empiezan aquí. Escribe lo que debe observar quien aprende.
lesson-new-inline-q1-comment = Un paso con pregunta: el verificador calcula la respuesta con el motor.
lesson-new-inline-q1 = ¿Dónde termina la ficha resaltada con esta tirada?
lesson-new-inline-q1-hint = Cuenta hacia adelante por el recorrido, una casilla por punto.
lesson-new-inline-q1-explain = Se muestra con la respuesta, una vez contestada la pregunta.
lesson-new-inline-kinds = Un ejemplo de cada tipo de pregunta. Quita los # para usar uno y dale
    una posición en la que tenga sentido; lesson check te da la respuesta del motor si la tuya es otra.
    Identificadores de reglas y códigos de motivo: senet rules VARIANTE --ids.
lesson-new-inline-example-text = Escribe aquí la pregunta (o quita text: el programa la formula).
lesson-new-inline-kind-legal = legal: ¿puede moverse esta ficha con la tirada? (legal, o el código del motivo por el que no)
lesson-new-inline-kind-legal-backward = legal-backward: ¿puede moverse esta ficha hacia atrás? (variantes con movimientos hacia atrás)
lesson-new-inline-kind-destination = destination: ¿dónde termina esta ficha? (una casilla, u off)
lesson-new-inline-kind-which-pieces = which-pieces: ¿qué fichas pueden moverse? (una lista de casillas)
lesson-new-inline-kind-effect = effect: ¿qué le pasa a la ficha sobre la que cae, y vuelve a lanzar?
lesson-new-inline-kind-next-turn = next-turn: ¿quién lanza ahora? (same-side, other-side, won, draw)
lesson-new-inline-kind-route = route: la casilla siguiente o la anterior (ask: next, previous), o ask: consecutive con other
lesson-new-inline-kind-chance = chance: ¿qué probabilidad tiene una tirada (value), o salir del tablero desde una casa (house)? (una fracción)
lesson-new-inline-kind-setup = setup: ¿dónde empiezan las fichas (ask: squares), o quién lanza primero (ask: first)?
lesson-new-inline-kind-score = score: la puntuación de una serie de arcade según sus victorias y su margen (solo arcade)
lesson-new-inline-kind-best-move = best-move: ¿qué ficha hace la mejor jugada? (el motor debe encontrar una claramente mejor)
lesson-new-inline-kind-compare = compare: ¿qué variantes dejan mover esta ficha con la tirada? (una lista de variantes)

## Los cursos en la lista de lecciones y en la línea de órdenes.
lessons-course-heading = Curso: { $title } ([✓] completadas)
lessons-course-close = ← Las lecciones incluidas en el programa
lessons-course-recent = → Abrir el curso de { $folder }
lessons-course-problems = { $problems ->
    [one] Un problema en el curso
   *[other] { $problems } problemas en el curso
    }: senet lesson check { $folder } los enumera.
lesson-list-course = Curso: { $title }
lesson-list-section = { $title }:
lesson-list-failing = { $first } (no pasa su comprobación: { $count ->
        [one] un problema
       *[other] { $count } problemas
    }; ejecuta senet lesson check)

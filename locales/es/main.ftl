### Senet Tutor: textos del programa (español).
### Cada mensaje de este archivo tiene su gemelo en locales/en/main.ftl.

app-name = Senet Tutor
app-tagline = Aprende las reglas del senet, el antiguo juego de carreras egipcio.

## Bienvenida (senet sin ningún comando)

welcome-title = Senet Tutor
welcome-intro = El senet es un juego de carreras del antiguo Egipto: dos bandos llevan sus fichas por un camino de treinta casillas que serpentea por el tablero, y lanzan cuatro tablillas para saber cuánto avanzan. No se ha conservado ningún reglamento, así que cualquier versión que se juegue hoy es una reconstrucción moderna. Este programa te enseña seis de ellas y siempre te indica qué reglas establece una fuente y cuáles son nuestra lectura.
welcome-commands = Prueba:
welcome-terminal = (Ejecuta senet en una terminal para el tutor: lecciones, cuestionarios y partidas.)
welcome-cmd-lesson = { "  " }senet lesson run             la primera lección que no has completado
welcome-cmd-quiz = { "  " }senet quiz --rules kendall   un cuestionario de preguntas nuevas
welcome-cmd-play = { "  " }senet play --rules kendall   una partida contra el ordenador
welcome-cmd-rules = { "  " }senet rules kendall          las reglas de una variante, con su procedencia
welcome-cmd-list = { "  " }senet rules --list           cada variante y su fuente
welcome-cmd-legal = { "  " }senet legal --rules kendall --board xoxoxoxoxo.................... --to-move x --throw 3
welcome-cmd-help = { "  " }senet --help                 todos los comandos
welcome-lang = Usa --lang en para leerlo en inglés (Use --lang en for English).

## Errores

error-prefix = error
error-unknown-rules = variante desconocida "{ $value }"; elige una de estas: kendall, games-room, arcade, skiryuk, skiryuk-14, race
error-unknown-lang = idioma desconocido "{ $value }"; usa en o es
error-unknown-side = bando desconocido "{ $value }"; usa x u o
error-unknown-format = formato desconocido "{ $value }"; usa text o json
error-bad-throw = la tirada debe ser un número entero del 1 al 5, no "{ $value }"
error-bad-house = --house debe ser una casilla de la 26 a la 29, no "{ $value }"
error-house-ruleset = --house solo sirve para skiryuk y skiryuk-14 (tiradas de casa), no para { $rules }
error-house-30 = la casilla 30 no tiene tirada de casa: una ficha que está allí sale con la siguiente tirada normal
error-house-no-piece = --house { $square }: no hay ninguna ficha del bando { $side } en la casilla { $square }
error-board-length = el texto del tablero tiene { $found ->
    [one] { $found } carácter
   *[other] { $found } caracteres
}; necesita exactamente 30
error-board-char = texto del tablero: carácter inesperado "{ $found }" en la posición { $position }; usa . x o
error-board-shared = texto del tablero: "*" en la posición { $position }, pero solo race permite que dos fichas compartan casilla
error-board-too-many = texto del tablero: demasiadas fichas { $side_of } ({ $found }; { $rules } tiene { $max }); la que sobra está en la posición { $position }
error-board-impossible = texto del tablero: en { $rules } ninguna ficha puede quedarse en la casilla { $square } (posición { $position }): el agua actúa en el acto

## Bandos

side-kendall-x = negras
    .the = las negras
    .of = de las negras
    .to = a las negras
    .number = other
    .gender = feminine
side-kendall-o = blancas
    .the = las blancas
    .of = de las blancas
    .to = a las blancas
    .number = other
    .gender = feminine
side-games-room-x = conos claros
    .the = los conos claros
    .of = de los conos claros
    .to = a los conos claros
    .number = other
    .gender = masculine
side-games-room-o = carretes
    .the = los carretes
    .of = de los carretes
    .to = a los carretes
    .number = other
    .gender = masculine
side-arcade-x = bando impar
    .the = el bando impar
    .of = del bando impar
    .to = al bando impar
    .number = one
    .gender = masculine
side-arcade-o = bando par
    .the = el bando par
    .of = del bando par
    .to = al bando par
    .number = one
    .gender = masculine
side-skiryuk-x = husos
    .the = los husos
    .of = de los husos
    .to = a los husos
    .number = other
    .gender = masculine
side-skiryuk-o = conos
    .the = los conos
    .of = de los conos
    .to = a los conos
    .number = other
    .gender = masculine
side-skiryuk-14-x = husos
    .the = los husos
    .of = de los husos
    .to = a los husos
    .number = other
    .gender = masculine
side-skiryuk-14-o = conos
    .the = los conos
    .of = de los conos
    .to = a los conos
    .number = other
    .gender = masculine
side-race-x = bando claro
    .the = el bando claro
    .of = del bando claro
    .to = al bando claro
    .number = one
    .gender = masculine
side-race-o = bando oscuro
    .the = el bando oscuro
    .of = del bando oscuro
    .to = al bando oscuro
    .number = one
    .gender = masculine

## Nombres y resúmenes de las variantes

ruleset-kendall = Kendall (Ply Yard)
ruleset-kendall-summary = La reconstrucción de Ply Yard en la tradición de Kendall: bloqueos de dos fichas, parada obligatoria en la 26, agua en la 27 y salidas exactas.
ruleset-games-room = Sala de Juegos
ruleset-games-room-summary = Las reglas sencillas de la escuela de la Sala de Juegos: parejas que se protegen, muros de tres o más fichas y movimientos hacia atrás cuando no se puede avanzar.
ruleset-arcade = Arcade
ruleset-arcade-summary = Las reglas del arcade de rachas: fichas protegidas, barreras, una última fila en la que cada ficha espera su valor exacto y empate a las 600 tiradas.
ruleset-skiryuk = Skiryuk
ruleset-skiryuk-summary = La reconstrucción de Dmitriy Skiryuk: hileras protegidas y tiradas de casa que deciden el destino de una ficha de la 26 a la 30.
ruleset-skiryuk-14 = Skiryuk de 14 fichas
ruleset-skiryuk-14-summary = La reconstrucción de Skiryuk con siete fichas por bando: la forma que, según Skiryuk, se jugaba antes de la XVII dinastía, y una partida más rápida.
ruleset-race = Carrera simple
ruleset-race-summary = Una carrera de una sola ficha hasta la casilla 30, con tiradas del 1 al 5 igual de probables: sin tablillas, sin bloqueos y sin casillas especiales.

## Fuentes y procedencia

source-ply-yard-kendall = la guía de Ply Yard, en la tradición de Kendall [ply-yard-kendall, en inglés y en español]
source-games-room = las reglas de la escuela de la Sala de Juegos [games-room]
source-arcade = las reglas del arcade de rachas [arcade]
source-skiryuk-and-simple-race = la reconstrucción de Skiryuk y la carrera del navegador [skiryuk-and-simple-race]
provenance-source = según la fuente
provenance-choice = nuestra lectura: la fuente no lo deja claro
provenance-mark-source = [fuente]
provenance-mark-choice = [elección]
provenance-line = Regla «{ $rule }»: { $provenance } ({ $source }).

## Casas

house-26-short = Felicidad
house-26-beauty-short = Belleza
house-15 = Casa del Renacimiento
house-26 = Casa de la Felicidad
house-26-beauty = Casa de la Belleza
house-27 = Casa del Agua
house-28 = Casa de las Tres Verdades
house-29 = Casa de Re-Atum
house-30 = Casa de la Salida

## Motivos: un nombre breve y una explicación para una ficha

reason-overshoot = más allá de la salida
reason-below-start = antes de la casilla 1
reason-checkpoint-26 = antes debe detenerse en la 26
reason-last-row-waits = espera su valor exacto
reason-house-stuck = está en una casa
reason-blocked-path = camino bloqueado
reason-own-piece = ahí hay una ficha propia
reason-block-member = caería en un grupo protegido
reason-guarded = la ficha está protegida
reason-safe-house = la ficha está en una casa segura
reason-forward-exists = hay un movimiento hacia adelante

explain-overshoot = { $from } + { $throw } = { $to } va más allá de la salida. Para salir del tablero hace falta el valor exacto, y uno mayor no puede sacar la ficha.
explain-race-overshoot = { $from } + { $throw } = { $to } se pasa de la 30. La carrera tiene que terminar exactamente en la 30, así que esta tirada se pierde para la ficha.
explain-below-start = { $from } − { $throw } sacaría la ficha del tablero por debajo de la casilla 1. Un movimiento hacia atrás tiene que quedarse dentro del tablero.
explain-checkpoint-26 = { $from } + { $throw } = { $to } cruzaría la casilla 26 sin detenerse en ella. Toda ficha tiene que caer exactamente en la 26 antes de seguir; pasar por encima de la 26 no cuenta.
explain-last-row-waits = Una ficha en la casilla { $from } solo puede moverse para salir del tablero, y para eso necesita exactamente un { $exact }.
explain-house-stuck = Una ficha que está en la casilla { $from } sigue la tabla de su casa y nunca retrocede.
explain-blocked-path = El camino de la casilla { $from } a la { $to } cruza fichas rivales que no se pueden rebasar.
explain-own-piece = En la casilla { $to } ya hay una de tus fichas, y dos fichas nunca comparten casilla.
explain-block-member = La ficha de la casilla { $to } forma parte de un grupo protegido de fichas rivales en casillas consecutivas, así que no se puede caer en ella.
explain-guarded = La ficha de la casilla { $to } tiene una ficha de su mismo bando en una casilla contigua, que la protege de los ataques.
explain-safe-house = La ficha de la casilla { $to } está en una casa segura, donde no se puede intercambiar.
explain-forward-exists = Solo se puede mover hacia atrás cuando ninguna ficha puede avanzar, y aquí alguna ficha sí puede.

## senet legal: salida de texto

legal-heading = { $rules }: turno { $side_of } ({ $side_letter }), tirada { $throw }
legal-heading-house = { $rules }: { $side_start } ({ $side_letter }), tirada de casa { $throw } para la ficha de la casilla { $square }
legal-moves-heading = Movimientos legales ({ $count }):
legal-blocked-heading = Fichas que no pueden moverse ({ $count }):
legal-fallback = Ninguna ficha puede avanzar, así que una ficha tiene que retroceder.
legal-pass = No hay ningún movimiento legal: se pierde la tirada y el turno pasa { $other_to }.
legal-pass-bonus = Un { $throw } solo da otra tirada después de completar un movimiento, así que no hay tirada extra para { $side }.
legal-no-pieces = { $side_start } ya no { $side_num ->
    [one] tiene
   *[other] tienen
} fichas en el tablero.
legal-move-line = { $from } → { $to }
legal-from-start = inicio
legal-off = fuera
legal-effect-forward = avanza
legal-effect-backward = retrocede
legal-effect-house = sigue la tabla de la casa
legal-effect-stays = se queda donde está
legal-effect-exit = sale del tablero
legal-effect-exchange = se intercambia con la ficha de la casilla { $square }, que pasa a la { $sent }
legal-effect-pushed = derriba la ficha rival de la casilla { $square }, que vuelve a la { $sent }
legal-effect-bumped = desplaza a su propia ficha de la casilla { $square } a la { $sent }
legal-effect-water = cae en la 27, la Casa del Agua, y el agua la devuelve a la { $to }
legal-effect-water-taken = cae en la 27, la Casa del Agua, y el agua la arrastra; como la 15 está ocupada, va a la { $to }
legal-effect-return = vuelve a la 15, la Casa del Renacimiento
legal-effect-throw-again = vuelve a lanzar
legal-effect-lands-house = llega a la { $square }, la { $house }
legal-effect-house-throw = lanza en el acto para la ficha de la casilla { $square } ({ $house })
legal-effect-checkpoint-stop = se detiene en la 26 (se pierde el resto de la tirada)
legal-blocked-line = { $from } → { $to }: { $reason }
legal-backward-line = Hacia atrás: { $reason }

board-legend = x y o: las fichas de los dos bandos; +: una casa marcada que está vacía (la 15 y de la 26 a la 30); sigue los números, porque el recorrido serpentea.

## senet rules

rules-heading = { $name }
rules-source = Fuente: { $source }
rules-legend = { $source-mark } según la fuente    { $choice-mark } nuestra lectura donde la fuente no dice nada
rules-list-heading = Variantes:
rules-list-pieces = { $pieces ->
    [one] una ficha por bando
   *[other] { $pieces } fichas por bando
}
rules-list-source = fuente: { $source }

## Lecciones: comprobación de los archivos de lección

lesson-error-yaml = no es un archivo de lección válido: { $detail }
lesson-error-version = versión de formato de lección desconocida: { $found }; este programa lee senet-lesson: 1
lesson-error-id-file = el id "{ $id }" tiene que coincidir con el nombre del archivo "{ $stem }.yaml"
lesson-error-no-steps = una lección necesita al menos un paso
lesson-error-step-text = un paso sin pregunta necesita un texto
lesson-error-needs-board = "{ $field }" necesita un tablero en el mismo paso
lesson-error-square = { $square } no es una casilla del tablero (de la 1 a la 30)
lesson-error-kind = tipo de pregunta desconocido: "{ $kind }"; usa uno de estos: { $kinds }
lesson-error-missing-field = una pregunta de tipo { $kind } necesita "{ $field }"
lesson-error-extra-field = "{ $field }" no corresponde a una pregunta de tipo { $kind }
lesson-error-rule = "{ $rule }" no es una regla de { $rules } (consulta senet rules { $rules } --ids)
lesson-error-ask = una pregunta de recorrido pregunta next, previous o consecutive, no "{ $value }"
lesson-error-ask-setup = una pregunta de preparación pregunta squares o first, no "{ $value }"
lesson-error-expect-shape = la respuesta esperada de una pregunta de tipo { $kind } tiene esta forma: { $shape }
lesson-error-wrong-answer = la respuesta esperada es { $expected }, pero el motor obtiene { $actual }
lesson-error-unanswerable = esta pregunta no se puede hacer aquí: { $why }
lesson-error-missing-ftl = faltan los textos en { $lang } de esta lección: se esperaba el archivo { $file }
lesson-error-unreadable-ftl = no se puede leer el archivo { $file } con los textos en { $lang } de esta lección: { $detail }
lesson-error-ftl-syntax = error en el archivo de textos: { $detail }
lesson-error-missing-text = falta el texto "{ $id }" en { $lang } ({ $file })
lesson-error-text-format = el texto "{ $id }" en { $lang } no se puede mostrar: { $detail }
lesson-why-no-position = el paso no muestra ningún tablero
lesson-why-no-throw = el paso no muestra ninguna tirada
lesson-why-game-over = un bando ya no tiene fichas en este tablero, así que la partida ha terminado
lesson-why-no-piece = ninguna ficha del bando que mueve está en la { $square }
lesson-why-cannot-move = esa ficha no puede moverse ({ $reason })
lesson-why-no-choice = { $count ->
    [0] la tirada no tiene ningún movimiento legal
    [one] la tirada tiene un solo movimiento legal
   *[other] la tirada tiene { $count } movimientos legales
}, así que no hay nada que elegir
lesson-error-best-not-option = la ficha de la casilla { $expected } no tiene movimiento legal con esta tirada; las opciones (probabilidad de ganar del bando que mueve) son: { $options }
lesson-error-best-wrong = la respuesta esperada es la ficha de la casilla { $expected } ({ $expected_chance } % de ganar), pero la mejor jugada del motor es la ficha de la casilla { $best } ({ $best_chance } %); todas las opciones: { $options }
lesson-error-best-too-close = demasiado igualado para decidir: las dos mejores jugadas, la ficha de la casilla { $best } ({ $best_chance } %) y la de la casilla { $second } ({ $second_chance } %), están a { $gap } puntos, menos que el margen de { $margin } puntos; elige una posición con una mejor jugada más clara
lesson-check-ok = { $lessons ->
    [one] Una lección comprobada
   *[other] { $lessons } lecciones comprobadas
}, { $questions ->
    [one] una pregunta verificada
   *[other] { $questions } preguntas verificadas
} por el motor: ningún problema.
lesson-check-failed = { $problems ->
    [one] Se encontró un problema.
   *[other] Se encontraron { $problems } problemas.
}
lesson-new-written = Escrito: { $file }
lesson-new-exists = { $file } ya existe; elige otro id o bórralo antes
lesson-new-bad-id = "{ $id }" no puede ser el id de una lección: usa minúsculas, cifras y guiones, empezando por una letra
lesson-new-next = Compruébala con: senet lesson check { $file }
lesson-read-error = no se puede leer { $path }: { $detail }
lesson-not-found = no hay ninguna lección "{ $id }": indica el id de una lección incluida o la ruta de un archivo de lección

## Pantallas del tutor: preguntas, respuestas y explicaciones

question-legal = ¿Puede moverse la ficha de la { $piece } con esta tirada de { $throw }? Si no puede, ¿por qué?
question-legal-backward = ¿Puede retroceder la ficha de la { $piece } con esta tirada de { $throw }? Si no puede, ¿por qué?
question-destination = ¿Dónde termina la ficha de la { $piece } con esta tirada de { $throw }?
question-which = ¿Qué fichas { $side_of } pueden moverse con esta tirada de { $throw }?
question-effect = La ficha de la { $piece } intenta moverse con este { $throw }. ¿Qué le pasa a la ficha rival de la casilla donde caería, y vuelve a lanzar el jugador?
question-next-turn = La ficha de la { $piece } se mueve con este { $throw }. ¿Qué pasa después?
question-next-turn-pass = La tirada es { $throw }. ¿Qué pasa después?
question-next = ¿Qué casilla viene justo después de la { $square } en el recorrido?
question-previous = ¿Qué casilla viene justo antes de la { $square } en el recorrido?
question-consecutive = ¿Son consecutivas en el recorrido las casillas { $square } y { $other }?
question-throw-chance = ¿Qué probabilidad tiene una tirada de { $value }?
question-house-chance = ¿Qué probabilidad tiene la ficha de la { $square } de salir del tablero con la próxima tirada?
question-start-squares = ¿En qué casillas empiezan las fichas { $side_of }?
question-first-side = ¿Qué bando lanza primero?
question-score = Una serie termina con { $wins } victorias y un margen de { $margin }. ¿Cuál es la puntuación?
question-best-move = { $side_start } { $side_num ->
    [one] ha
   *[other] han
} sacado un { $throw }. ¿Qué ficha hace la mejor jugada?
answer-legal-yes = Sí, puede moverse
answer-legal-no = No: { $reason }
answer-none = ninguna
answer-opp-sent = la ficha rival va a la { $square }
answer-opp-none = allí no hay ninguna ficha rival
answer-opp-protected = no se la puede atacar: { $reason }
answer-again-yes = el jugador vuelve a lanzar
answer-again-no = el turno termina
answer-yes = Sí
answer-no = No
answer-turn-same = { $side } { $side_num ->
    [one] vuelve
   *[other] vuelven
} a lanzar
answer-turn-other = ahora { $other_num ->
    [one] lanza
   *[other] lanzan
} { $other }
answer-turn-won = { $side } { $side_num ->
    [one] ha
   *[other] han
} ganado
answer-turn-draw = la partida termina en empate
answer-piece = la ficha de la casilla { $square }
answer-piece-move = la ficha de la casilla { $square }: { $move }
answer-square-prompt = Escribe el número de una casilla (o "fuera") y pulsa Intro:
answer-number-prompt = Escribe un número y pulsa Intro:
answer-pick-prompt = Espacio marca o desmarca una casilla; Intro responde.
answer-invalid = Eso no es una respuesta válida aquí; inténtalo de nuevo.
feedback-right = ¡Correcto!
feedback-wrong = No del todo. Respondiste: { $given }. La respuesta: { $answer }.
feedback-rule = { $title } { $mark }: { $statement }
feedback-hint = Pista: { $hint }
feedback-best-heading = Probabilidad de ganar tras cada jugada (el motor, { $depth } tiradas por delante):
feedback-best-heading-exact = Probabilidad de ganar tras cada jugada (exacta: un final pequeño, consultado en la tabla de finales):
feedback-best-best = la mejor
feedback-best-chosen = tu elección
feedback-best-chosen-loss = tu elección: { $loss } puntos menos
square-info-plain = Casilla { $square }: el recorrido va de la { $previous } a la { $square } y a la { $next }. Lleva el cursor a una casa marcada para leer su regla.
square-info-first = Casilla { $square }: el recorrido empieza aquí y sigue hacia la { $next }. Lleva el cursor a una casa marcada para leer su regla.
square-info = Casilla { $square }.
square-info-house = Casilla { $square }, la { $house }.

## Pantallas del tutor: navegación

language-name = Español
screen-too-small = Agranda la terminal hasta al menos 80 columnas por 24 filas
home-lessons = Lecciones
home-language = Idioma: { $lang }
home-ruleset = Variante: { $rules }
home-rules = Leer las reglas de esta variante
home-quit = Salir
hints-home = ↑↓ elegir · Intro abrir o cambiar · S ajustes · ? ayuda · q salir
hints-rules = ↑↓ RePág AvPág desplazar · Esc volver
lessons-heading = Lecciones: { $rules } ([✓] completadas)
hints-lessons = ↑↓ elegir · Intro abrir · Esc volver
lesson-header = { $title } · { $rules } · paso { $step } de { $steps } · aciertos { $right } de { $answered }
lesson-situation-throw = { $side_num ->
    [one] Mueve
   *[other] Mueven
} { $side } ({ $side_letter }) · tirada { $throw }
lesson-situation = { $side_num ->
    [one] Mueve
   *[other] Mueven
} { $side } ({ $side_letter })
lesson-sticks-example = Una forma de sacar un { $value }: { $sticks }
hints-question = Intro responder · h pista · Tab tablero · r recorrido · ? más · Esc lecciones
hints-question-no-hint = Intro responder · Tab tablero · r recorrido · ? más · Esc lecciones
hints-feedback = Intro siguiente · Tab tablero · r recorrido · Esc lecciones
hints-reading = Intro siguiente · Tab tablero · r recorrido · ? más · Esc lecciones
lesson-finished = Lección completada: { $title }. Acertaste { $right } de { $answered } preguntas.
hints-finished = Intro volver a las lecciones · Esc volver
notice-progress-corrupt = No se pudo leer tu archivo de progreso; se guardó como { $path } y se empezó uno nuevo.
notice-progress-unreadable = No se pudo leer tu archivo de progreso { $path } ni apartarlo ({ $detail }); se deja como está y esta vez no se guardará nada.
notice-progress-not-kept-aside = Tu archivo de progreso { $path } no se puede usar ({ $read }) y tampoco se pudo apartar ({ $detail }); se deja como está y esta vez no se guardará nada.
notice-progress-save-failed = No se pudo guardar tu progreso en { $path }: { $detail }
error-terminal = no se puede abrir la pantalla de la terminal: { $detail }

## Cuestionario

home-quiz = Cuestionario: predice lo que permiten las reglas
quiz-header = Cuestionario · { $rules } · pregunta { $number } de { $count } · aciertos { $right } de { $answered } · racha { $streak }
hints-quiz-question = Intro responder · Tab tablero · r recorrido · ? más · Esc salir
hints-quiz-feedback = Intro siguiente pregunta · Tab tablero · r recorrido · Esc salir
hints-quiz-finished = Intro o Esc volver al inicio
quiz-finished = Cuestionario completado: { $right } de { $answered } aciertos. Mejor racha: { $best }.
quiz-by-topic = Por tema (aciertos/preguntas):
error-unknown-topic = tema desconocido: "{ $value }"; indica un código de motivo (por ejemplo checkpoint-26) o un id de regla (por ejemplo exchange)
error-bad-count = el número de preguntas tiene que ser un número entero del 1 al 1000, no "{ $value }"
error-bad-seed = la semilla tiene que ser un número entero, no "{ $value }"
error-answers-file = no se pueden leer las respuestas de { $path }: { $detail }
grade-right = { $number }: correcta ({ $answer })
grade-wrong = { $number }: incorrecta: respondió { $given }, la respuesta es { $answer }
grade-missing = { $number }: sin respuesta (la respuesta es { $answer })
grade-bad = { $number }: "{ $given }" no es una respuesta a una pregunta de tipo { $kind }
grade-total = Puntuación: { $right } de { $count }.
progress-lessons = Lecciones completadas: { $done } de { $total }
progress-topics = Temas del cuestionario (aciertos/preguntas, caja de repaso 1-5, próximo repaso):
progress-no-topics = Aún no hay respuestas de cuestionario: prueba senet quiz.
progress-due-now = toca ahora
progress-due-in = toca dentro de { $days ->
    [one] un día
   *[other] { $days } días
}
progress-mastered = dominado
progress-file = Guardado en { $path }

# Seguridad de los datos: guardado, archivos apartados, comprobación de archivos (issue 11)
trouble-not-regular = no es un archivo normal (es una carpeta, un dispositivo, una tubería o un enlace que no lleva a ningún archivo)
trouble-link-loop = es un enlace simbólico cuyos enlaces vuelven a sí mismos (un bucle): haz que apunte a un archivo
trouble-too-large = ocupa más de { $limit } MiB, lo máximo que lee este programa
trouble-utf8 = UTF-8 no válido en la línea { $line }, columna { $column } (byte { $byte })
trouble-invalid = está dañado, o lo escribió una versión más nueva de Senet Tutor
io-not-found = no existe ese archivo o carpeta
io-permission = permiso denegado
io-exists = ya existe
io-not-a-folder = una parte de la ruta no es una carpeta
io-is-a-folder = es una carpeta
io-full = el disco está lleno
io-read-only = el disco es de solo lectura
io-bad-name = el nombre no es válido aquí
io-other = el sistema no pudo hacerlo
progress-cannot-read = no se puede leer tu progreso en { $path }: { $detail }. No se ha cambiado nada, y no se guardará nada ahí hasta que se arregle.
progress-not-kept-aside = tu archivo de progreso { $path } no se puede usar ({ $read }) y tampoco se pudo apartar ({ $detail }). No se ha cambiado nada, y no se guardará nada ahí hasta que se arregle.
file-error-utf8 = no es texto UTF-8: el byte de la posición { $byte } del archivo no es UTF-8 válido
parse-detail-structure = la estructura no es la que espera aquí este tipo de archivo
parse-detail-duplicate = la clave "{ $key }" aparece dos veces
parse-detail-unknown-field = campo desconocido "{ $field }"
parse-detail-missing-field = falta el campo "{ $field }"
parse-detail-wrong-type = este valor no es del tipo que se espera aquí
parse-detail-syntax = la sintaxis YAML está rota aquí
parse-detail-budget = demasiados valores o un anidamiento demasiado profundo para este tipo de archivo
lesson-new-write-error = no se puede escribir { $path }: { $detail }; no se ha dejado nada a medias
answers-not-json = línea { $line }, columna { $column }: no es JSON válido
answers-shape = línea { $line }, columna { $column }: no tiene el formato de respuestas: {"{"}"quiz": {"{"}"rules", "seed", "count"{"}"}, "answers": [{"{"}"number", "answer"{"}"}]{"}"} (parte de la plantilla de respuestas de --format json)
answers-unknown-field = línea { $line }, columna { $column }: campo desconocido "{ $field }"
answers-out-of-range = el número de respuesta { $number } está fuera de rango: este cuestionario tiene las preguntas 1 a { $count }
answers-duplicate = la pregunta { $number } tiene dos respuestas
answers-mismatch = estas respuestas son del cuestionario { $file }, pero la línea de órdenes pide { $asked }
answers-quiz = { $rules }, semilla { $seed }, { $count } preguntas{ $topic ->
    [none] {""}
   *[other] , tema { $topic }
}

## Best-move questions verified by playouts
lesson-error-best-unconfirmed = las partidas simuladas no lo confirman: la búsqueda pone la ficha de la casilla { $best } { $margin } puntos por delante de la de la casilla { $second }, pero en { $playouts } partidas simuladas por opción con las mismas tiradas la diferencia es de { $difference } puntos (95 %: de { $low } a { $high }), y ese intervalo incluye el cero; elige una posición con una mejor jugada más clara
lesson-error-best-contradicted = las partidas simuladas lo contradicen: la búsqueda pone la ficha de la casilla { $best } { $margin } puntos por delante de la de la casilla { $second }, pero en { $playouts } partidas simuladas por opción con las mismas tiradas la diferencia es de { $difference } puntos (95 %: de { $low } a { $high }), toda por debajo de cero: la de la casilla { $second } gana más; elige una posición con una mejor jugada más clara
lesson-check-best-exact = { $file }:{ $line }: mejor jugada { $best } frente a { $second }: exacta, { $margin } puntos por delante
lesson-check-best-playouts = { $file }:{ $line }: mejor jugada { $best } frente a { $second }: la búsqueda dice { $margin } puntos por delante; { $playouts } partidas simuladas por opción dicen { $difference } puntos (95 %: de { $low } a { $high }){ $kept ->
    [yes] {" "}(veredicto guardado)
   *[no] {""}
}

## Responder: no hay nada elegido hasta que el alumno elige.
answer-choose-placeholder = (elige una respuesta: ↑ ↓ o su número, y luego Intro)
answer-choose-first = Primero elige una respuesta: ↑ ↓ o su número, y luego Intro.
answer-pick-none-confirm = No has marcado ninguna casilla. Pulsa Intro otra vez para responder que ninguna ficha puede moverse.

## La ayuda (? o F1 en cualquier pantalla).
screen-help-title = Ayuda
screen-help-close = Cerrar
screen-help-home =
    La pantalla de inicio: empieza una lección, un cuestionario, una partida o una repetición, lee las reglas, mira las probabilidades de las casas y elige la variante y el idioma.
    
    ↑ ↓        elegir una línea
    Intro      abrirla, o cambiar tu bando, la variante o el idioma
    p          tu progreso (lecciones hechas, temas del cuestionario)
    S          ajustes (se recuerdan para la próxima vez)
    q          salir
    ? o F1     esta ayuda (Esc la cierra)
screen-help-rules =
    Las reglas de la variante elegida. Cada regla dice si la establece la fuente [fuente] o si es una lectura de este programa donde la fuente no dice nada [elección].
    
    ↑ ↓ RePág AvPág   desplazar
    Esc               volver al inicio
    ? o F1            esta ayuda (Esc la cierra)
screen-help-lessons =
    Las lecciones de la variante elegida, en orden. Una marca señala las que ya has terminado.
    
    ↑ ↓        elegir una lección
    Intro      abrirla
    Esc        volver al inicio
    ? o F1     esta ayuda (Esc la cierra)
screen-help-lesson =
    Una lección o un cuestionario: lee cada paso y responde a su pregunta. La respuesta explica la regla que hay detrás y de dónde viene.
    
    Intro          paso siguiente; responder con la opción elegida
    ↑ ↓ o 1-9      elegir una opción (al principio no hay ninguna)
    Espacio        marcar o desmarcar una casilla (varias fichas)
    h              la pista, si la pregunta la tiene
    Tab            pasar del tablero a la respuesta y al revés
    ← → ↑ ↓        en el tablero: leer la regla de cada casilla
    r              mostrar u ocultar el recorrido
    b              empezar de nuevo (al salir con Esc, se guarda el paso)
    Esc            salir (tu progreso se guarda tras cada respuesta)
    ? o F1         esta ayuda (Esc la cierra)
screen-help-play =
    Una partida contra el ordenador o contra otra persona en el mismo teclado. Las fichas marcadas pueden moverse con la tirada.
    
    Espacio        lanzar las tablillas (o la tirada de casa)
    ← →            elegir una ficha
    Intro          moverla
    u              deshacer tu última jugada (y la respuesta del ordenador)
    l              la lista de jugadas (al lado desde 110 columnas)
    r              al acabar: repasar la partida en el visor
    cualquier tecla mientras juega el ordenador: ver todas sus jugadas
    T              el tutor, que avisa antes de un error (sí/no)
    d / Y          ofrecer un empate / aceptarlo (entre dos personas)
    s              rendirse (pregunta antes)
    n              partida nueva (pregunta antes si hay una en curso)
    Esc            al inicio (pregunta antes si hay una en curso)
    ? o F1         esta ayuda (Esc la cierra)
screen-help-replays =
    Las partidas grabadas, las más recientes primero, y las de ejemplo al final.
    
    ↑ ↓        elegir una partida
    Intro      abrirla en el visor
    c          continuarla, si no ha terminado (en el mismo archivo)
    Esc        volver al inicio
    ? o F1     esta ayuda (Esc la cierra)
screen-help-viewer =
    Una partida grabada, paso a paso: cada tirada, las opciones que permitía, lo que se eligió y, una vez valorada, cómo se compara con las alternativas.
    
    → o j / ← o k       entrada siguiente / anterior
    Inicio / Fin        el principio / el final
    g                   ir a una entrada por su número
    x X                 intercambio siguiente / anterior
    w W                 caída al agua siguiente / anterior
    n N                 nota siguiente / anterior
    a                   valorar cada decisión (probabilidades de ganar)
    r                   simular la decisión actual (partidas simuladas)
    m M                 error siguiente / anterior
    s                   errores de los dos bandos, de uno, del otro
    ↑ ↓ RePág AvPág     desplazar
    Esc                 volver a la lista
    ? o F1              esta ayuda (Esc la cierra)
    
    Las palabras de una valoración: una probabilidad de ganar va con «exactamente» cuando sale de la tabla de finales (un final pequeño, resuelto hasta el final), y con «alrededor de» cuando el ordenador la estima mirando jugadas por delante. Una pérdida se mide en puntos de probabilidad de ganar: 5 puntos son 5 partidas menos ganadas de cada 100 desde esta posición. «Nivel 3» indica hasta dónde mira la valoración (el nivel 3 del ordenador). Una simulación juega cada opción muchas veces con las mismas tiradas y da el intervalo en el que está el valor real 19 veces de cada 20 (95 %); una marca solo se mantiene si ese intervalo muestra una pérdida real.
screen-help-choose-level =
    El nivel del ordenador para la próxima partida: cuanto más alto, más lejos mira.
    
    ↑ ↓        elegir un nivel
    Intro      jugar
    Esc        volver al inicio
    ? o F1     esta ayuda (Esc la cierra)
screen-help-odds =
    Las probabilidades exactas de una ficha en una de las últimas casas: qué le hace cada tirada y la probabilidad de haber salido en un número de tiradas.
    
    ← →        otra casilla
    + -        más o menos tiradas
    Esc        volver al inicio
    ? o F1     esta ayuda (Esc la cierra)

## El tipo de pregunta compare.
question-compare = ¿Qué variantes dejan mover la ficha de la { $piece } con esta tirada de { $throw }?
answer-rulesets-none = ninguna

## senet rules R --ids
rules-ids-heading = { $name }: los identificadores que nombra una lección
rules-ids-rules = Identificadores de regla (rule: de una pregunta):
rules-ids-reasons = Códigos de motivo (expect: de una pregunta legal):

## Preguntas con varias respuestas verdaderas
feedback-several-right = { $count ->
    [one] La respuesta correcta: { $answers }.
   *[other] Aquí había { $count } respuestas correctas: { $answers }.
}
lesson-error-several-true = { $count ->
    [one] expect da { $expected }, pero aquí solo es verdadera { $accepted }
   *[other] aquí son verdaderas { $count } de las respuestas ofrecidas, { $accepted }: expect debe darlas todas (da { $expected })
}

## Un porcentaje, para listas que se montan en el código
percent-value = { $value } %

## El tablero de la carrera (sin casas marcadas, termina en la 30)
legal-finish-race = (30: la meta)
reason-race-overshoot = más allá de la 30
board-legend-race = x y o: las dos fichas (* cuando comparten casilla); sigue los números, porque el recorrido serpentea; la carrera termina en la 30 y ninguna casilla es especial.

## senet compare: una posición con varias variantes (src/text/compare.rs)

compare-heading = Mueve { $letter }, tirada { $throw }: la misma posición con { $count ->
    [one] una variante
   *[other] { $count } variantes
}
compare-cannot-heading = Variantes que no admiten esta posición:
compare-none-holds = Ninguna de las variantes pedidas admite esta posición, así que no hay nada que comparar.
# En la pantalla de explorar, junto al nombre de la variante: por qué no admite la posición.
compare-screen-too-many = demasiadas fichas { $side_of }: { $found } (esta variante tiene { $max })
compare-screen-impossible = aquí ninguna ficha puede quedarse en la casilla { $square }: el agua actúa en el acto
compare-no-pieces = { $letter } no tiene fichas en el tablero.
compare-piece = La ficha de la { $square }:
compare-refused = no puede moverse ({ $from } → { $to }): { $reason }
compare-nothing = ya ha terminado y no se mueve
compare-backward = hacia atrás: { $reason }
compare-no-differences = No hay diferencias: todas las variantes que admiten esta posición permiten los mismos movimientos con los mismos resultados.
compare-differences-heading = Diferencias ({ $count }):
compare-allows = lo permite
compare-forbids = lo prohíbe
compare-difference = La ficha de la { $from }: { $a } { $a_does }, { $b } { $b_does }.
compare-difference-both = La ficha de la { $from }: { $a } y { $b } permiten un movimiento, pero con resultados distintos.
compare-cause = Causa: la regla «{ $rule }» ({ $id }), que las dos variantes fijan de forma distinta.
compare-cause-first = Causa: la regla «{ $rule }» ({ $id }), que las dos variantes fijan de forma distinta; otras diferencias entre ellas se suman.
compare-rule-absent = { $rules }: no aplica la regla «{ $rule }».
compare-error-rules-empty = --rules necesita al menos un nombre de variante, separados por comas
compare-error-rules-twice = --rules nombra { $value } dos veces

help-compare = Compara una posición y una tirada con varias variantes, con la regla que explica cada diferencia
help-compare-board = El texto del tablero: 30 caracteres, la casilla 1 primero (. x o)
help-compare-to-move = El bando que mueve: x u o
help-compare-throw = La tirada: de 1 a 5
help-compare-rules = Las variantes que comparar, separadas por comas (por defecto, las seis)
help-compare-format = text o json

## senet board --svg, senet replay show --svg: imágenes del tablero (src/text/picture.rs, src/cli/board.rs)

picture-entry = entrada { $entry }
picture-to-move = { $side_num ->
    [one] mueve
   *[other] mueven
} { $side } ({ $side_letter })
picture-throw = tirada { $throw }
picture-written = Se ha escrito { $path }.
picture-exists = { $path } ya existe: elige otro nombre de archivo (Senet Tutor nunca escribe encima de un archivo que no haya creado)
picture-write-failed = no se pudo escribir { $path }: { $reason }
picture-bad-highlight = --highlight admite casillas de la 1 a la 30 separadas por comas, no «{ $value }»
picture-bad-arrow = --arrows admite movimientos como 23-26 o 28-off separados por comas, no «{ $value }»
picture-needs-file = indica con --svg ARCHIVO el archivo donde guardar la imagen

help-board = Dibuja una posición como imagen (SVG) para imprimirla o para la web
help-board-rules = La variante
help-board-board = El texto del tablero: 30 caracteres, la casilla 1 primero (. x o)
help-board-to-move = El bando que mueve, dibujado junto a la tirada: x u o
help-board-throw = La tirada, dibujada con tablillas: de 1 a 5
help-board-highlight = Casillas que resaltar, por ejemplo 24,26
help-board-arrows = Flechas de movimiento, por ejemplo 23-26,28-off
help-board-svg = El archivo SVG que escribir (no debe existir todavía)
help-replay-show-svg = Dibuja además la entrada como imagen en este archivo SVG (no debe existir todavía)

## Hojas de ejercicios: senet quiz --worksheet, senet lesson print (src/text/worksheet.rs)

worksheet-quiz-title = Cuestionario de senet: { $rules }
worksheet-quiz-meta = { $count ->
    [one] Una pregunta
   *[other] { $count } preguntas
} · semilla { $seed }{ $topic ->
    [none] {""}
   *[other] {" "}· tema { $topic }
}
worksheet-quiz-grade = Para corregir respuestas escritas en un archivo: { $command }
worksheet-lesson-meta = Lección { $id } · { $rules }
worksheet-name = Nombre: ____________________
worksheet-answer = Respuesta:
worksheet-key = Soluciones
worksheet-rule = regla: { $rule }

help-quiz-worksheet = Escribe las preguntas como hoja de ejercicios imprimible (HTML, con las soluciones en otra página) en este archivo nuevo
help-lesson-print = Imprime una lección como hoja (HTML): sus tableros y preguntas, y después las respuestas
help-lesson-print-lesson = El id de una lección incluida o un archivo de lección
help-lesson-print-html = Escribe la hoja en este archivo nuevo en lugar de mostrarla

## La pantalla de explorar (src/ui/explore.rs, src/text/explore.rs)

home-explore = Explorar: prepara cualquier posición y mira qué permite cada variante
hints-explore = flechas casilla · x/o poner · Espacio vaciar · 1-5 tirada · ? más · Esc inicio
hints-explore-confirm = s sí · Intro o Esc no, conservar la posición
explore-confirm-title = ¿Salir de explorar?
explore-confirm-leave = ¿Dejar esta posición? El tablero que has preparado no se guarda (w lo guarda como paso de una lección; R, como inicio de una partida).
explore-confirm-stay = No, conservarla
explore-heading = { $rules } · { $side_num ->
    [one] mueve
   *[other] mueven
} { $side } ({ $side_letter }) · tirada { $throw } · cursor en la { $square }
explore-invalid = Esta posición no es posible aquí: { $problem }
explore-no-pieces = { $side_start } no { $side_num ->
    [one] tiene
   *[other] tienen
} fichas en el tablero: pon alguna con x u o.
explore-pass = Ningún movimiento legal: la tirada se pierde.
explore-cannot-play = La ficha de la { $square } no tiene movimiento con esta tirada.
explore-cannot-play-other-side = La ficha de la { $square } es del otro bando: pulsa t para que mueva ese bando.
explore-cannot-play-empty = La casilla { $square } está vacía: pon el cursor sobre una ficha del bando que mueve.
explore-nothing-to-take-back = No hay ningún movimiento que deshacer.
explore-analysis-heading = La valoración del ordenador ({ $rules }): la probabilidad de ganar tras cada opción
# $chance: la probabilidad de ganar en palabras («exactamente un 62,4 %», «alrededor de un 62 % (95 %: 58–66 %)», «alrededor de un 62 % ±1,6»).
explore-analysis-option = { $move }: { $chance }
explore-analysis-measured = La búsqueda de nivel { $level } aquí solo puede estimar, así que se simularon todas las opciones ({ $playouts } partidas cada una, nivel 2, con las mismas tiradas para todas), cada probabilidad combinada con la estimación; los márgenes son intervalos del 95 %.
explore-analysis-estimated = «Alrededor de» es la estimación de la búsqueda de nivel { $level }: puede errar en unos { $error } puntos aquí.
explore-save-step-title = Guardar como paso de lección
explore-save-replay-title = Guardar como inicio de una partida
explore-save-path = El archivo (a un archivo de lección se le añade el paso al final; el de una partida debe ser nuevo):
explore-step-invalid = Solo se puede guardar una posición posible, con alguna ficha del bando que mueve.
explore-step-saved = Se ha añadido un paso a { $path }; la comprobación de la lección es correcta ({ $steps } pasos).
explore-step-refused = No se ha añadido el paso a { $path }: la comprobación de la lección dice { $problem }
explore-replay-saved = Se ha escrito el inicio de una partida en { $path }.
explore-save-failed = no se pudo guardar en { $path }: { $detail }
explore-append-no-steps = el archivo no tiene la lista steps:
explore-append-steps-not-last = steps: no es la última parte del archivo, así que no se puede añadir un paso al final

help-explore = Prepara cualquier posición en el tutor y explórala: movimientos legales, rechazos, análisis, comparación
help-explore-rules = La variante
help-explore-to-move = El bando que mueve: x u o
help-explore-throw = La tirada: de 1 a 5
help-explore-board = El texto del tablero del que partir (por defecto, la posición inicial de la variante)
screen-help-explore =
    Prepara cualquier posición y mira qué dice de ella la variante: qué tiene de imposible, o cada movimiento y cada rechazo con su regla y de dónde viene esa regla.
    
    flechas         mover el cursor
    x, o            poner una ficha de ese bando (otra vez: quitarla)
    espacio         vaciar la casilla
    t               cambiar el bando que mueve
    1 a 5           la tirada
    Intro           jugar la ficha del cursor
    u               deshacer el último movimiento
    a               la probabilidad de ganar de cada opción, según el ordenador
    c               la misma posición con todas las variantes
    g               la siguiente variante
    w               guardar como paso de un archivo de lección (se comprueba enseguida)
    R               guardar como inicio de una partida
    Esc             volver al inicio
    ? o F1          esta ayuda (Esc la cierra)

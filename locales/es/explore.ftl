## senet compare: una posición con varios reglamentos (src/text/compare.rs)

compare-heading = Mueve { $letter }, tirada { $throw }: la misma posición con { $count ->
    [one] un reglamento
   *[other] { $count } reglamentos
}
compare-cannot-heading = Reglamentos que no admiten esta posición:
compare-none-holds = Ninguno de los reglamentos pedidos admite esta posición, así que no hay nada que comparar.
compare-no-pieces = { $letter } no tiene fichas en el tablero.
compare-piece = La ficha de la { $square }:
compare-refused = no puede moverse ({ $from } → { $to }): { $reason }
compare-nothing = ya ha terminado y no se mueve
compare-backward = hacia atrás: { $reason }
compare-no-differences = No hay diferencias: todos los reglamentos que admiten esta posición permiten los mismos movimientos con los mismos resultados.
compare-differences-heading = Diferencias ({ $count }):
compare-allows = lo permite
compare-forbids = lo prohíbe
compare-difference = La ficha de la { $from }: { $a } { $a_does }, { $b } { $b_does }.
compare-difference-both = La ficha de la { $from }: { $a } y { $b } permiten un movimiento, pero con resultados distintos.
compare-cause = Causa: la regla «{ $rule }» ({ $id }), que los dos reglamentos fijan de forma distinta.
compare-cause-first = Causa: la regla «{ $rule }» ({ $id }), que los dos reglamentos fijan de forma distinta; otras diferencias entre ellos se suman.
compare-rule-absent = { $rules }: no aplica la regla «{ $rule }».
compare-error-rules-empty = --rules necesita al menos un nombre de reglamento, separados por comas
compare-error-rules-twice = --rules nombra { $value } dos veces

cli-compare-about = Compara una posición y una tirada con varios reglamentos, con la regla que explica cada diferencia
cli-compare-board-help = El texto del tablero: 30 caracteres, la casilla 1 primero (. x o)
cli-compare-to-move-help = El bando que mueve: x u o
cli-compare-throw-help = La tirada: de 1 a 5
cli-compare-rules-help = Los reglamentos que comparar, separados por comas (por defecto, los seis)
cli-compare-format-help = text o json

## senet board --svg, senet replay show --svg: imágenes del tablero (src/text/picture.rs, src/cli/board.rs)

picture-entry = entrada { $entry }
picture-to-move = mueve { $side } ({ $letter })
picture-throw = tirada { $throw }
picture-written = Se ha escrito { $path }.
picture-exists = { $path } ya existe: elige otro nombre de archivo (Senet Tutor nunca escribe encima de un archivo que no haya creado)
picture-write-failed = no se pudo escribir { $path }: { $reason }
picture-bad-highlight = --highlight admite casillas de la 1 a la 30 separadas por comas, no «{ $value }»
picture-bad-arrow = --arrows admite movimientos como 23-26 o 28-off separados por comas, no «{ $value }»
picture-needs-file = indica con --svg FILE el archivo donde guardar la imagen

cli-board-about = Dibuja una posición como imagen (SVG) para imprimirla o para la web
cli-board-rules-help = El reglamento
cli-board-board-help = El texto del tablero: 30 caracteres, la casilla 1 primero (. x o)
cli-board-to-move-help = El bando que mueve, dibujado junto a la tirada: x u o
cli-board-throw-help = La tirada, dibujada con palillos: de 1 a 5
cli-board-highlight-help = Casillas que resaltar, por ejemplo 24,26
cli-board-arrows-help = Flechas de movimiento, por ejemplo 23-26,28-off
cli-board-svg-help = El archivo SVG que escribir (no debe existir todavía)
cli-replay-show-svg-help = Dibuja además la entrada como imagen en este archivo SVG (no debe existir todavía)

## Hojas de ejercicios: senet quiz --worksheet, senet lesson print (src/text/worksheet.rs)

worksheet-quiz-title = Cuestionario de senet: { $rules }
worksheet-quiz-meta = { $count ->
    [one] Una pregunta
   *[other] { $count } preguntas
} · semilla { $seed } · tema { $topic }
worksheet-quiz-grade = Para corregir respuestas escritas en un archivo: { $command }
worksheet-lesson-meta = Lección { $id } · { $rules }
worksheet-name = Nombre: ____________________
worksheet-answer = Respuesta:
worksheet-key = Soluciones
worksheet-rule = regla: { $rule }

cli-quiz-worksheet-help = Escribe las preguntas como hoja de ejercicios imprimible (HTML, con las soluciones en otra página) en este archivo nuevo
cli-lesson-print-about = Imprime una lección como hoja (HTML): sus tableros y preguntas, y después las respuestas
cli-lesson-print-arg-help = El id de una lección incluida o un archivo de lección
cli-lesson-print-html-help = Escribe la hoja en este archivo nuevo en lugar de mostrarla

## La pantalla de explorar (src/ui/explore.rs, src/text/explore.rs)

home-explore = Explorar: prepara cualquier posición y mira qué permite cada reglamento
hints-explore = flechas casilla · x o poner/quitar · espacio vaciar · t bando · 1-5 tirada · Intro jugar · u deshacer · a valorar · c comparar · g reglamento · w paso de lección · R partida · Esc inicio
explore-heading = { $rules } · mueve { $side } ({ $letter }) · tirada { $throw } · cursor en la { $square }
explore-invalid = Esta posición no es posible aquí: { $problem }
explore-no-pieces = { $side } no tiene fichas en el tablero: pon alguna con x u o.
explore-pass = Ningún movimiento legal: la tirada se pierde.
explore-cannot-play = La ficha de la { $square } no tiene movimiento con esta tirada (o ahí no hay ficha del bando que mueve).
explore-nothing-to-take-back = No hay ningún movimiento que deshacer.
explore-analysis-heading = La valoración del ordenador ({ $rules }): la probabilidad de ganar tras cada opción
explore-analysis-exact = { $move }: { $chance } % (exacta)
explore-analysis-about = { $move }: { $chance } % aproximadamente
explore-save-step-title = Guardar como paso de lección
explore-save-replay-title = Guardar como inicio de una partida
explore-save-path = El archivo (a un archivo de lección se le añade el paso al final; el de una partida debe ser nuevo):
explore-step-invalid = Solo se puede guardar una posición posible, con alguna ficha del bando que mueve.
explore-step-saved = Se ha añadido un paso a { $path }; la comprobación de la lección es correcta ({ $steps } pasos).
explore-step-refused = El paso no se ha quedado en { $path }: la comprobación de la lección dice { $problem }
explore-replay-saved = Se ha escrito el inicio de una partida en { $path }.
explore-save-failed = no se pudo guardar en { $path }: { $detail }
explore-append-no-steps = el archivo no tiene la lista steps:
explore-append-steps-not-last = steps: no es la última parte del archivo, así que no se puede añadir un paso al final

cli-explore-about = Prepara cualquier posición en el tutor y explórala: movimientos legales, rechazos, análisis, comparación
cli-explore-board-help = El texto del tablero del que partir (por defecto, la posición inicial del reglamento)

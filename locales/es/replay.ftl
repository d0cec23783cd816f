## Partidas grabadas: senet replay check | show | list, y los textos del visor.


## Resultados

replay-result-bear-off = victoria { $winner_of } ({ $winner_letter }), con todas sus fichas fuera
replay-result-race = victoria { $winner_of } ({ $winner_letter }), { $winner_num ->
    [one] que llegó
   *[other] que llegaron
} antes a la 30
replay-result-resign = victoria { $winner_of } ({ $winner_letter }) por abandono { $loser_of } ({ $loser_letter })
replay-result-draw-agreed = empate de mutuo acuerdo
replay-result-draw-600 = empate al llegar a las 600 tiradas
replay-result-unfinished = sin terminar

## Problemas en la estructura del archivo

replay-error-yaml = no es un archivo de partida válido: { $detail }
replay-error-version = versión de partida desconocida: { $found }; este programa lee senet-replay: 1
replay-error-missing = falta el campo "{ $field }"
replay-error-truncated = { $entries ->
    [0] el archivo termina antes del resultado: está incompleto (¿cortado?)
    [one] el archivo termina tras la entrada 1 sin resultado: está incompleto (¿cortado?)
   *[other] el archivo termina tras la entrada { $entries } sin resultado: está incompleto (¿cortado?)
}
replay-error-unknown-result = resultado desconocido "{ $value }"; usa bear-off, resign, draw-agreed, draw-600 o unfinished
replay-error-result-needs-winner = un resultado { $by } necesita un ganador: x u o
replay-error-result-no-winner = un resultado { $by } no tiene ganador: escribe winner: null
replay-error-no-action = una entrada necesita una de estas: from: CASILLA, pass: true o house: CASILLA
replay-error-two-actions = una entrada lleva solo una de from, pass y house
replay-error-pass-false = pass: false no dice nada; escribe pass: true para una tirada perdida, o from: CASILLA para un movimiento
replay-error-empty-note = una nota necesita un texto, o al menos uno de en y es

## Problemas en la partida

replay-at-entry = entrada { $entry }: { $problem }
replay-at-result = resultado (tras la entrada { $entry }): { $problem }
replay-problem-throw = una tirada va de 1 a 5, no { $throw }
replay-problem-wrong-side = la entrada dice { $found }, pero la tirada es de { $expected }
replay-problem-house-expected = esta es la tirada de casa de la ficha de la casilla { $square }: escribe house: { $square }
replay-problem-house-unexpected = house: { $square }, pero no toca ninguna tirada de casa; escribe from: CASILLA o pass: true
replay-problem-no-piece = { $side_start } ({ $side_letter }) no { $side_num ->
    [one] tiene
   *[other] tienen
} ninguna ficha en la casilla { $from }
replay-problem-illegal = la ficha de la casilla { $from } no puede moverse con un { $throw }: { $reason } ({ $code })
replay-problem-pass = pasa con un { $throw }, pero { $moves ->
    [one] había un movimiento
   *[other] había { $moves } movimientos
} (por ejemplo, la ficha de la casilla { $from }); no se puede pasar mientras exista un movimiento
replay-problem-after-end = la partida ya había terminado ({ $result }); no puede seguir ninguna entrada
replay-problem-result = el archivo dice «{ $recorded }», pero { $actual }
replay-actual-not-over = la partida no ha terminado tras la última entrada
replay-actual-over = los movimientos terminan la partida: { $result }

## senet replay show

replay-players = { $x } · { $o }
replay-player = { $side }: { $name }
# El jugador grabado en una partida de ejemplo (replays/*-sample.yaml), nombrado en el idioma de quien la lee.
replay-sample-computer = Ordenador (jugadas al azar)
replay-entry-of = Entrada { $entry } de { $total } (línea { $line })
replay-entry-of-screen = Entrada { $entry } de { $total }
replay-no-entries = Todavía no hay entradas: la posición inicial.
replay-played = Jugada: { $move } (marcada con >)
replay-played-pass = Jugada: pasa (no hay movimiento legal; se pierde la tirada)
replay-note = Nota: { $note }
replay-after-last = Tras la última entrada:
replay-next-throw = Siguiente: turno { $side_of } ({ $side_letter }).
replay-next-house = Siguiente: turno { $side_of } ({ $side_letter }), tirada de casa de la ficha de la casilla { $square }.
replay-game-over = La partida ha terminado: { $result }.
replay-show-bad-at = --at tiene que ser un número de entrada de 1 a { $total }, no "{ $value }"
replay-show-beyond = no se puede mostrar la entrada { $entry }: la partida solo es válida hasta la entrada { $valid }

## senet replay check y list

replay-check-ok = { $file }: { $entries ->
    [one] 1 entrada
   *[other] { $entries } entradas
}, todas legales; { $result }
replay-check-failed = { $failed ->
    [one] 1 partida de { $total } no pasó la comprobación.
   *[other] { $failed } partidas de { $total } no pasaron la comprobación.
}
replay-read-error = no se puede leer { $path }: { $detail }
replay-list-heading = Partidas en { $dir }:
replay-list-empty = No hay partidas en { $dir }.
replay-list-entries = { $entries ->
    [one] 1 entrada
   *[other] { $entries } entradas
}
replay-versus = { $x } contra { $o }
replay-list-error = no se puede leer: { $problem }

viewer-breaks = La repetición se rompe aquí: { $error }
viewer-go-to = Ir a la entrada (de la 1 a la { $total })
viewer-go-to-range = No existe esa entrada: escribe un número del 1 al { $total }.
home-replays = Repeticiones: recorre partidas grabadas y de ejemplo
replays-heading = Repeticiones (las más recientes primero; los ejemplos al final)
hints-replays = ↑↓ elegir · Intro abrir · Esc inicio

replay-analyze-progress = valorando las decisiones
replay-analyze-line = entrada { $entry }, { $side }: { $mark } (pérdida de { $loss } puntos); opciones: { $options }
replay-analyze-summary = { $player } ({ $side }): { $decisions ->
        [one] una decisión valorada
       *[other] { $decisions } decisiones valoradas
    }: { $best ->
        [one] una óptima
       *[other] { $best } óptimas
    }, { $inaccuracies ->
        [one] una imprecisión
       *[other] { $inaccuracies } imprecisiones
    }, { $mistakes ->
        [one] un error
       *[other] { $mistakes } errores
    }, { $blunders ->
        [one] un error grave
       *[other] { $blunders } errores graves
    }; pérdida media de { $average } puntos
replay-mark-best = la mejor
replay-mark-inaccuracy = imprecisión
replay-mark-mistake = error
replay-mark-blunder = error grave
viewer-moves = Jugadas
viewer-rating-none = Sin valorar · a: valorar cada decisión con el motor
viewer-rating-running = Valorando las decisiones: entrada { $done } de { $total }…
viewer-rating-done = Valorada con el nivel { $level }: { $decisions ->
        [one] una decisión
       *[other] { $decisions } decisiones
    }, { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
viewer-rating-legend = ?!  imprecisión
    ?   error
    ??  error grave
viewer-rating = Valoración del motor (nivel { $level }): { $move }: { $mark }, { $loss } puntos de probabilidad de ganar por debajo de la mejor.
viewer-rating-options = Probabilidad de ganar tras cada opción: { $options }
viewer-rating-played = jugada
viewer-rating-best = la mejor
viewer-no-mistake-after = No hay ningún error ni error grave después de esta entrada.
viewer-no-mistake-before = No hay ningún error ni error grave antes de esta entrada.
error-bad-rating-level = el nivel que valora tiene que ser de 1 a 4 o best (quien mueve al azar no puede juzgar una jugada), no "{ $value }"

# Partidas grabadas: comprobación de la entrada (issue 11)
replay-show-no-entries = esta partida aún no tiene entradas, así que no se puede usar --at

## replay analyze --rollouts
replay-analyze-line-interval = entrada { $entry }, { $side }: { $mark } (pérdida de { $loss } puntos, 95 %: de { $low } a { $high }); opciones: { $options }
viewer-rollout-running = Simulando esta decisión: partida { $done } de { $total } para cada opción…
viewer-rollout = Simulación ({ $playouts } partidas por opción, nivel 2, las mismas tiradas para todas las opciones): { $move }: { $mark }, { $loss } puntos de probabilidad de ganar por debajo de la mejor (95 %: de { $low } a { $high }).
viewer-rollout-nothing = Aquí no hay nada que simular: una jugada forzada o una tirada perdida.

## El filtro de bando del visor y las valoraciones guardadas (issue 13)
viewer-mistakes-both = errores: los dos bandos
viewer-mistakes-side = errores: solo { $side } ({ $side_letter })
viewer-no-mistake-after-side = No hay ningún error ni error grave { $side_of } ({ $side_letter }) después de esta entrada.
viewer-no-mistake-before-side = No hay ningún error ni error grave { $side_of } ({ $side_letter }) antes de esta entrada.
replays-row = { $date } · { $players } · { $result } · { $rules } · { $entries }
replays-sample = ejemplo: { $row }
viewer-rating-top = Valoración del motor (nivel { $level }): { $move }: la mejor jugada.
viewer-rating-near-best = Valoración del motor (nivel { $level }): { $move }: tan buena como la mejor, a menos de medio punto ({ $loss } puntos de probabilidad de ganar por debajo de ella).
viewer-rollout-top = Simulación ({ $playouts } partidas por opción, nivel 2, las mismas tiradas para todas las opciones): { $move }: la mejor jugada (95 %: de { $low } a { $high } puntos de probabilidad de ganar por debajo de la mejor).
viewer-rollout-near-best = Simulación ({ $playouts } partidas por opción, nivel 2, las mismas tiradas para todas las opciones): { $move }: tan buena como la mejor, a menos de medio punto ({ $loss } puntos de probabilidad de ganar por debajo de ella; 95 %: de { $low } a { $high }).
viewer-rollout-unproven = Simulación ({ $playouts } partidas por opción, nivel 2, las mismas tiradas para todas las opciones): { $move }: ninguna pérdida demostrada: { $loss } puntos de probabilidad de ganar por debajo de la mejor, pero el intervalo del 95 % (de { $low } a { $high }) incluye el cero, así que puede ser tan buena como la mejor.
# Bajo la valoración del motor cuando arriba se muestra una simulación de la misma decisión.
viewer-rating-see-rollout = La simulación de arriba mide esta decisión con más precisión que la valoración: donde no coincidan, fíate de la simulación.
# El extremo derecho de la cabecera del visor; $mistakes es viewer-mistakes-both o viewer-mistakes-side.
viewer-header = entrada { $entry } de { $total } · { $mistakes }
keys-viewer = ←→ entrada · x w n saltar · a valorar · m M error · s bando · ? teclas · Esc lista
replays-result-won = victoria { $winner_of } ({ $winner_letter })
replays-result-drawn = empate

## La lista de partidas del tutor a 80 columnas (issue 13): una fila demasiado
## larga para su anchura pierde la hora, luego el número de entradas, y luego
## corta con «…» el nombre de la variante y los de los jugadores.
replays-row-no-entries = { $date } · { $players } · { $result } · { $rules }
# El ganador solo por su letra, cuando la fila sigue siendo demasiado larga.
replays-result-won-short = victoria de { $winner_letter }

## Notas de partidas en otro idioma (issue 13, resume2)
replay-note-in-en = Nota (en inglés): { $note }
replay-note-in-es = Nota (en español): { $note }

## Continuar una partida sin terminar (issue 13, resume2)
hints-replays-resume = ↑↓ elegir · Intro abrir · c continuar partida · Esc inicio
resume-in-use = { $path } se está jugando en otra ventana del tutor: termínala o déjala allí primero.
resume-invalid = { $error } (la partida no se continúa: un archivo que no pasa la comprobación nunca se repara)
resume-over = { $path }: esta partida ya terminó; no hay nada que continuar.
resume-no-state = { $path }: este archivo no dice cómo seguir (solo se pueden continuar las partidas sin terminar grabadas por este programa).
resume-edited = { $path } se cambió fuera del tutor; no se continúa, para no sobrescribir nada de lo que tiene.
resume-bad-state = { $path }: su línea de continuación no encaja con la entrada { $entry }; la partida no se continúa.
resume-io = No se puede tomar { $path } para esta partida: { $detail }
play-resumed = Sigues esta partida donde la dejaste ({ $entries ->
    [one] una entrada
   *[other] { $entries } entradas
} hasta ahora).

## Jugadas deshechas en el visor (issue 13, resume2)
viewer-taken-back = Se deshizo antes de esta entrada: { $moves }.
viewer-taken-back-after = Se deshizo después de esta entrada: { $moves }.
viewer-taken-back-move = { $side }, tirada de { $throw }: { $move }
viewer-taken-back-pass = { $side }, tirada de { $throw }: sin movimiento
viewer-taken-back-legend = ↶ aquí se deshizo una jugada

### Senet Tutor: el rival que maneja el ordenador y `senet duel` (español).

error-bad-games = el número de partidas debe ser un número entero de 1 a 1.000.000, no "{ $value }"
error-bad-jobs = el número de hilos debe ser un número entero de 1 a 64, no "{ $value }"
duel-title = Duelo · { $rules } · A: { $a } · B: { $b } · { $games } partidas · semilla { $seed }
duel-results = A ganó { $a_wins }, B ganó { $b_wins }, { $draws ->
    [one] un empate
   *[other] { $draws } empates
}.
duel-length = Duración media de la partida: { $throws } tiradas.
duel-score = Puntuación de A (victorias más la mitad de los empates): { $score } % (intervalo del 95 %: de { $low } % a { $high } %).

## Tablas exactas de finales: `senet endings` y su caché.
endings-folder = Tablas exactas de finales en { $path }:
endings-table = { $rules }, { $pieces ->
    [one] una ficha
   *[other] { $pieces } fichas
} por bando
endings-status-cached = { $table }: guardada ({ $size })
endings-status-missing = { $table }: aún sin resolver
endings-status-damaged = { $table }: dañada ({ $problem }); se volverá a resolver
endings-building = Resolviendo { $table }
endings-build-percent = { $percent } %
endings-built = { $table }: resuelta en { $seconds } s y guardada ({ $size })
endings-kept = { $table }: ya estaba guardada ({ $size })
endings-rebuilt = { $table }: el archivo guardado estaba dañado ({ $problem }); resuelta de nuevo en { $seconds } s y guardada ({ $size })
endings-not-saved = no se pudo guardar { $path }: { $error }
endings-notice-rebuilt = la tabla de finales guardada { $table } estaba dañada ({ $problem }); se ha resuelto de nuevo y se ha guardado
endings-notice-large = la tabla de finales guardada { $table } está dañada ({ $problem }); se usa la de dos fichas hasta que `senet endings build` o el tutor la rehagan
# endings status y build: la parte de la tabla de tres fichas de skiryuk que viene con el programa.
endings-shipped-part = { $rules }, tres fichas contra una como mucho: viene con el programa y es exacta ({ $size } comprimida); el resto de su tabla de tres fichas (dos o tres fichas en cada bando) no está disponible: esos finales no se resuelven en un tiempo razonable (docs/ai.md explica por qué)
endings-shipped-part-damaged = { $rules }, tres fichas contra una como mucho: la copia que viene con el programa no ha pasado su comprobación y no se usa; solo sirve la tabla de dos fichas
endings-problem-truncated = el archivo está cortado
endings-problem-not-a-table = no es un archivo de tabla de finales
endings-problem-version = lo hizo otra versión del programa
endings-problem-checksum = su suma de control no coincide
endings-problem-stale = se hizo para otras reglas
endings-problem-unreadable = no se puede leer
error-endings-no-data-dir = no hay carpeta de datos donde guardar las tablas; indica una con --data-dir
error-bad-endings-pieces = tamaño de tabla desconocido "{ $value }"; elige 2 o 3
endings-background = Resolviendo la tabla exacta de finales ({ $rules }, tres fichas por bando): { $percent } %
endings-background-rebuild = Rehaciendo la tabla de finales dañada ({ $rules }, tres fichas por bando): { $percent } %

## Win chances in analysis output (rollouts, senet analyze)
chance-exact = exactamente un { $percent } %
chance-about = alrededor de un { $percent } %
chance-about-interval = alrededor de un { $percent } % (95 %: { $low }–{ $high } %)

## senet analyze, rollouts, duel --from
error-bad-rollouts = el número de partidas simuladas tiene que ser un número entero de 2 a 100.000, no "{ $value }"
error-bad-throws-made = las tiradas ya hechas tienen que ser un número entero de 0 a { $limit }, no "{ $value }"
error-position-finished = un bando no tiene fichas en este tablero: la partida ya ha terminado
error-duel-needs-from = --to-move y --throws-made describen una posición de partida: indícala con --from TABLERO
error-duel-needs-to-move = --from necesita --to-move x u o: el bando que mueve en esa posición
analyze-progress = simulando partidas
analyze-title-throws = { $rules } · mueve: { $side } · tirada de { $throw } · { $throws } tiradas hechas antes
analyze-title = { $rules } · mueve: { $side } · tirada de { $throw }
analyze-method-search = Probabilidades de ganar según la búsqueda de nivel { $level }: estimaciones («alrededor de»), salvo donde la partida termina o las tablas exactas de finales cubren la posición («exactamente»).
analyze-method-rollouts = Probabilidades de ganar a partir de { $playouts } partidas simuladas por opción a nivel { $level }, con las mismas tiradas para todas las opciones (semilla { $seed }) e intervalos del 95 %; «exactamente» donde la partida termina o las tablas exactas cubren la posición.
analyze-pass = No hay ninguna jugada legal: la tirada se pierde.
analyze-option = { $move } · { $board } · { $chance } · { $verdict }
analyze-best = la mejor
analyze-loss = { $mark }, { $loss } puntos por debajo de la mejor
analyze-loss-interval = { $mark }, { $loss } puntos por debajo de la mejor (95 %: de { $low } a { $high })
duel-from = Desde { $board } · mueve: { $side } · { $throws } tiradas hechas
duel-sides = { $side_start } ({ $side_letter }) { $side_num ->
    [one] ganó
   *[other] ganaron
} { $x_wins }, { $other } ({ $other_letter }) { $other_num ->
    [one] ganó
   *[other] ganaron
} { $o_wins }.

# An option that is not the best but within half a point of it (no mark).
analyze-near-best = casi tan buena como la mejor
analyze-as-good-as-best = tan buena como la mejor, hasta la décima de punto

## endings build: un tamaño de tabla que la variante no tiene.
error-endings-no-such-table = { $rules } no tiene tabla exacta de { $pieces } fichas por bando (sus tablas llegan hasta { $largest }: los finales más grandes no se resuelven en un tiempo razonable; docs/ai.md explica por qué)

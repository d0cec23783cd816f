### Senet Tutor: el rival que maneja el ordenador y `senet duel` (español).

cli-duel-about = Dos niveles del ordenador juegan entre sí, saliendo por turnos, y se resumen los resultados
cli-duel-rules-help = El reglamento (por defecto: kendall)
cli-duel-a-help = Nivel del jugador A: random, best o de 1 a 4 (por defecto: best)
cli-duel-b-help = Nivel del jugador B: random, best o de 1 a 4 (por defecto: random)
cli-duel-games-help = Cuántas partidas, de 1 a 1000000 (por defecto: 100); A sale primero en una de cada dos partidas, con las mismas tiradas que la partida anterior
cli-duel-seed-help = Semilla de las tiradas y de las elecciones al azar de los jugadores: la misma semilla da las mismas partidas (por defecto: 1)
cli-duel-jobs-help = Cuántas partidas jugar a la vez, en hilos distintos, de 1 a 64 (por defecto: 1); los resultados no dependen de ello
cli-duel-format-help = text (por defecto) o json
error-bad-duel-level = nivel desconocido: "{ $value }"; usa random, best o de 1 a 4
error-bad-games = el número de partidas debe ser un número entero de 1 a 1000000, no "{ $value }"
error-bad-jobs = el número de hilos debe ser un número entero de 1 a 64, no "{ $value }"
duel-title = Duelo · { $rules } · A: { $a } · B: { $b } · { $games } partidas · semilla { $seed }
duel-results = A ganó { $a_wins }, B ganó { $b_wins }, { $draws ->
    [one] un empate
   *[other] { $draws } empates
}.
duel-length = Duración media de la partida: { $throws } tiradas.
duel-score = Puntuación de A (victorias más la mitad de los empates): { $score } % (intervalo del 95 %: de { $low } % a { $high } %).

## Tablas exactas de finales: `senet endings` y su caché.
cli-endings-about = Tablas exactas de finales: se resuelven una vez y se guardan en la carpeta de datos
cli-endings-build-about = Resuelve las tablas exactas de finales (dos y tres fichas por bando) y las guarda en la carpeta de datos; las que ya están guardadas y en buen estado se conservan. Las de tres fichas tardan minutos por reglamento
cli-endings-build-rules-help = Solo este reglamento (por defecto: todos; skiryuk y skiryuk-14 comparten sus tablas)
cli-endings-build-pieces-help = Solo las tablas de este número de fichas por bando: 2 o 3 (por defecto: ambas; race tiene una sola tabla, de una ficha)
cli-endings-build-force-help = Resuelve de nuevo también las tablas que ya están guardadas
cli-endings-status-about = Enumera las tablas exactas de finales guardadas en la carpeta de datos
endings-folder = Tablas exactas de finales en { $path }:
endings-table = { $rules }, { $pieces ->
    [one] una ficha
   *[other] { $pieces } fichas
} por bando
endings-status-cached = { $table }: guardada ({ $size })
endings-status-missing = { $table }: aún sin resolver
endings-status-damaged = { $table }: dañada ({ $problem }); se volverá a resolver
endings-building = Resolviendo { $table }
endings-built = { $table }: resuelta en { $seconds } s y guardada ({ $size })
endings-kept = { $table }: ya estaba guardada ({ $size })
endings-rebuilt = { $table }: el archivo guardado estaba dañado ({ $problem }); resuelta de nuevo en { $seconds } s y guardada ({ $size })
endings-not-saved = no se pudo guardar { $path }: { $error }
endings-notice-rebuilt = la tabla de finales guardada { $table } estaba dañada ({ $problem }); se ha resuelto de nuevo y se ha guardado
endings-notice-large = la tabla de finales guardada { $table } está dañada ({ $problem }); se usa la de dos fichas hasta que `senet endings build` o el tutor la rehagan
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
cli-analyze-about = Valora cada opción legal de una posición y una tirada: el tablero tras ella, la probabilidad de ganar (exacta o estimada), la pérdida frente a la mejor y una marca
cli-analyze-throws-made-help = Tiradas ya hechas en la partida antes de esta (solo importa para las tablas de arcade tras 600; por defecto 0)
cli-analyze-level-help = El nivel de búsqueda que estima las probabilidades de ganar: de 1 a 4 o best (por defecto 3)
cli-analyze-rollouts-help = Valora cada opción con tantas partidas simuladas (de 2 a 100000) a nivel 2, con las mismas tiradas para todas las opciones e intervalos del 95 %
cli-analyze-seed-help = Semilla de las tiradas simuladas: la misma semilla da los mismos números (por defecto: 1)
cli-analyze-jobs-help = Hilos para las partidas simuladas, de 1 a 64 (por defecto: todos los núcleos); los números no dependen de ello
cli-duel-from-help = Juega cada partida desde este tablero (30 caracteres, como los lee senet legal) en lugar del inicio
cli-duel-to-move-help = Con --from: el bando que mueve en esa posición, x u o (el mismo en todas las partidas)
error-bad-rollouts = el número de partidas simuladas tiene que ser un número entero de 2 a 100000, no "{ $value }"
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
duel-sides = { $x } ganaron { $x_wins }, { $o } ganaron { $o_wins }.

## `senet duel --a-weights / --b-weights`: la evaluación antigua (rama evalfit).
cli-duel-a-weights-help = Evaluación del jugador A: tuned (por defecto; ajustada a valores, según la fase de la partida) o legacy (los primeros pesos, un solo juego para toda la partida)
cli-duel-b-weights-help = Evaluación del jugador B: tuned (por defecto) o legacy
error-bad-duel-weights = evaluación desconocida: "{ $value }"; usa tuned o legacy
duel-legacy-weights = { $name } (evaluación antigua)
# An option that is not the best but within half a point of it (no mark).
analyze-near-best = casi tan buena como la mejor

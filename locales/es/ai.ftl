### Senet Tutor: el rival del ordenador y `senet duel` (español).

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

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

## `senet duel --a-weights / --b-weights`: la evaluación antigua (rama evalfit).
cli-duel-a-weights-help = Evaluación del jugador A: tuned (por defecto; ajustada a valores, según la fase de la partida) o legacy (los primeros pesos, un solo juego para toda la partida)
cli-duel-b-weights-help = Evaluación del jugador B: tuned (por defecto) o legacy
error-bad-duel-weights = evaluación desconocida: "{ $value }"; usa tuned o legacy
duel-legacy-weights = { $name } (evaluación antigua)

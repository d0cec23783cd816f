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

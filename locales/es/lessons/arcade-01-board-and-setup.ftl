## Textos de la lección arcade-01-board-and-setup (español).

arcade-01-board-and-setup-title = El tablero, los bandos y quién empieza
arcade-01-board-and-setup-intro = El tablero del arcade es un camino de treinta casillas que serpentea por tres filas: de la 1 a la 10 de izquierda a derecha por arriba, de la 11 a la 20 de vuelta, de derecha a izquierda, por el medio, y de la 21 a la 30 de izquierda a derecha por abajo. El recorrido resaltado te lo muestra. Avanzar siempre es ir hacia un número mayor, se dibujen como se dibujen las filas.
arcade-01-board-and-setup-q1 = Una ficha está en la 20, en el extremo izquierdo de la fila del medio. ¿Qué casilla viene después?
arcade-01-board-and-setup-q1-hint = El camino dobla la esquina y sigue por la fila de abajo.
arcade-01-board-and-setup-q2 = En el tablero, la 9 está justo encima de la 12. ¿Son casillas consecutivas la 9 y la 12?
arcade-01-board-and-setup-q2-hint = Consecutivas quiere decir números que se diferencian en uno, no casillas que parecen cercanas.
arcade-01-board-and-setup-q3 = ¿Qué casilla va justo antes de la 11?
arcade-01-board-and-setup-q3-hint = La 11 empieza la fila del medio por la derecha. ¿Qué casilla tiene encima?
arcade-01-board-and-setup-setup = Cada bando tiene cinco fichas, colocadas de forma alterna en las casillas 1 a 10. Quien tiene las casillas impares lanza primero. En una serie de partidas, los jugadores cambian de bando de una partida a la siguiente, así que unas partidas las empezarás tú y otras no. En estos tableros, x marca siempre el bando impar y o el bando par.
arcade-01-board-and-setup-q4 = Primera partida: juegas con el bando impar (x). ¿En qué casillas empiezan tus fichas?
arcade-01-board-and-setup-q4-hint = El bando impar, en las casillas impares.
arcade-01-board-and-setup-q5 = ¿Quién lanza primero en la primera partida?
arcade-01-board-and-setup-q5-hint = La primera tirada va con las casillas impares.
arcade-01-board-and-setup-q6 = Segunda partida: se cambian los bandos y ahora juegas con el bando par (o). ¿Dónde empiezan tus fichas?
arcade-01-board-and-setup-q6-hint = El bando par ocupa las casillas que quedan entre las fichas del bando impar.
arcade-01-board-and-setup-q7 = ¿Quién lanza primero en la segunda partida: tú, con el bando par, o tu rival, con el impar?
arcade-01-board-and-setup-q7-hint = ¿La primera tirada sigue al jugador o a las casillas?
arcade-01-board-and-setup-q8 = Tercera partida: vuelves al bando impar. ¿Dónde empiezan tus fichas?
arcade-01-board-and-setup-q8-hint = Los bandos se cambian en cada partida, así que la tercera es como la primera.
arcade-01-board-and-setup-q9 = ¿Y quién lanza primero en la tercera partida?
arcade-01-board-and-setup-q9-hint = ¿Con qué bando juegas ahora?

## skiryuk-01-board-and-setup (español)

skiryuk-01-board-and-setup-title = Skiryuk: el tablero, las fichas y la ceremonia de apertura
skiryuk-01-board-and-setup-step1 = Te damos la bienvenida a la reconstrucción del senet de Dmitriy Skiryuk. Cada bando tiene cinco fichas. Los husos (x) ocupan las casillas pares 2, 4, 6, 8 y 10, y los conos (o) las impares 1, 3, 5, 7 y 9. Tu objetivo es ser el primero en sacar tus cinco fichas del tablero, más allá de la casilla 30.
skiryuk-01-board-and-setup-step2 = El recorrido serpentea por tres filas. La fila de arriba va de la 1 a la 10, de izquierda a derecha; la del medio, de la 11 a la 20, de derecha a izquierda; la de abajo, de la 21 a la 30, otra vez de izquierda a derecha. Avanzar siempre significa ir a un número mayor. Dos casillas son consecutivas solo si sus números se diferencian en uno: la 10 y la 11 lo son, al doblar la curva, pero la 9 y la 12, una encima de la otra, no.
skiryuk-01-board-and-setup-q1-hint = Sigue la serpiente al doblar el final de la fila de arriba.
skiryuk-01-board-and-setup-q2 = En el tablero, la casilla 9 está justo encima de la 12. ¿Son casillas consecutivas?
skiryuk-01-board-and-setup-q2-hint = Ser consecutivas depende de los números del recorrido, no de lo cerca que parezcan las casillas.
skiryuk-01-board-and-setup-q3-hint = La casilla 21 abre la fila de abajo. ¿Qué casilla de la fila del medio lleva hasta ella?
skiryuk-01-board-and-setup-q4 = ¿Dónde empiezan los husos?
skiryuk-01-board-and-setup-q4-hint = Los husos ocupan una casilla sí y otra no en la fila de arriba, empezando por la 2.
skiryuk-01-board-and-setup-q5 = ¿Y los conos? ¿Dónde empiezan?
skiryuk-01-board-and-setup-q5-hint = Los conos llenan los huecos que dejan los husos.
skiryuk-01-board-and-setup-step3 = ¿Quién se queda con los husos? La fuente abre la partida con una pequeña ceremonia: los dos jugadores lanzan las tablillas, una y otra vez, hasta que uno de ellos saca un 1. Ese jugador se queda con los husos, y los husos siempre hacen el primer movimiento.
skiryuk-01-board-and-setup-q6 = Durante la ceremonia, ¿qué probabilidad tiene una tirada de las cuatro tablillas de sacar un 1?
skiryuk-01-board-and-setup-q6-hint = De las 16 maneras en que pueden caer cuatro tablillas, ¿en cuántas queda a la vista exactamente una cara clara?
skiryuk-01-board-and-setup-q7 = Has sacado el primer 1 de la ceremonia. ¿En qué casillas empiezan tus fichas?
skiryuk-01-board-and-setup-q7-hint = Quien gana la ceremonia se queda con los husos.
skiryuk-01-board-and-setup-q8 = Las fichas ya están colocadas. ¿Qué bando lanza primero?
skiryuk-01-board-and-setup-q8-hint = La x representa los husos y la o, los conos.
skiryuk-01-board-and-setup-q9 = Esta vez tu amiga ha sacado el primer 1 de la ceremonia y se ha quedado con los husos. ¿Qué bando hace el primer movimiento de la partida?
skiryuk-01-board-and-setup-q9-hint = La ceremonia decide quién lleva los husos; los husos siempre empiezan.

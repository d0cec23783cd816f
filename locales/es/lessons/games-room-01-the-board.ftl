## Textos de la lección games-room-01-the-board (español).

games-room-01-the-board-title = El tablero y las fichas
games-room-01-the-board-intro = Te damos la bienvenida al senet tal como lo juega la escuela de la Sala de Juegos. El tablero es un solo camino de treinta casillas que serpentea por tres filas: de la 1 a la 10 de izquierda a derecha por arriba, de la 11 a la 20 de vuelta, de derecha a izquierda, por el medio, y de la 21 a la 30 de izquierda a derecha por abajo. Sigue los números, no las filas: avanzar siempre es ir hacia un número mayor.
games-room-01-the-board-q1 = La casilla 10 está en el extremo derecho de la fila de arriba. ¿Qué casilla viene a continuación en el camino?
games-room-01-the-board-q1-hint = El camino no salta al borde izquierdo: dobla la esquina y sigue justo debajo.
games-room-01-the-board-q2 = En el tablero, la 19 está justo encima de la 22. ¿Son casillas consecutivas la 19 y la 22?
games-room-01-the-board-q2-hint = Consecutivas significa que sus números se diferencian en uno. ¿Cuántas casillas hay entre ellas siguiendo el camino?
games-room-01-the-board-q3 = Ahora mira la esquina izquierda, donde la fila del medio enlaza con la de abajo. ¿Son consecutivas la 20 y la 21?
games-room-01-the-board-q3-hint = Están en filas distintas. ¿Importa eso, o solo importan sus números?
games-room-01-the-board-q4 = La 30 es la última casilla del tablero. ¿Adónde lleva el camino después de ella?
games-room-01-the-board-q4-hint = En el tablero no hay casilla 31. ¿Qué hace una ficha que ha terminado el camino?
games-room-01-the-board-setup = Cada bando tiene cinco fichas, colocadas de forma alterna en las casillas 1 a 10, como aparecen en los tableros antiguos. Los conos claros (x) ocupan las casillas impares y los carretes (o), las pares. Los conos claros siempre hacen la primera tirada.
games-room-01-the-board-q5 = Juegas con los conos claros. ¿En qué casillas empiezan tus cinco fichas?
games-room-01-the-board-q5-hint = Conos y carretes se alternan, y la casilla 1 es de los conos.
games-room-01-the-board-q6 = En la siguiente partida juegas con los carretes. ¿Dónde empiezan ahora tus fichas?
games-room-01-the-board-q6-hint = Los carretes ocupan las casillas que dejan libres los conos.
games-room-01-the-board-q7 = ¿Quién hace la primera tirada de la partida: los conos claros (x) o los carretes (o)?
games-room-01-the-board-q7-hint = La escuela da la tirada inicial a las fichas claras.
games-room-01-the-board-q8 = En esta partida has elegido los carretes. ¿Qué bando lanza primero?
games-room-01-the-board-q8-hint = La primera tirada corresponde a un color, no a un jugador.

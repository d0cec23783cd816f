## Textos de la lección games-room-10-review (español).

games-room-10-review-title = Repaso: una partida en miniatura
games-room-10-review-intro = Es hora de juntarlo todo. Estas posiciones salen de todas las fases de una partida, desde la primera tirada hasta la última fila. Tómate tu tiempo con cada una: primero hacia adelante, y solo si nada avanza, hacia atrás.
games-room-10-review-q1 = Prepara una partida nueva. ¿En qué casillas empiezan los conos claros?
games-room-10-review-q1-hint = Conos y carretes se alternan desde la casilla 1.
games-room-10-review-q2 = Quien juega con los carretes te dice: la última vez empezaste tú, así que ahora empiezo yo. ¿Quién lanza primero en la Sala de Juegos?
games-room-10-review-q2-hint = La regla no se va turnando entre partidas.
games-room-10-review-q3 = La primera tirada es un 1. ¿Qué conos tuyos pueden moverse?
games-room-10-review-q3-hint = Al principio, ¿tiene algún carrete otro carrete justo al lado?
games-room-10-review-q4 = ¿Y si la primera tirada es un 2?
games-room-10-review-q4-hint = Impar más 2 vuelve a ser impar. ¿Quién está en las casillas impares?
games-room-10-review-q5 = Mitad de la partida. Con este 3, ¿qué conos tuyos pueden moverse?
games-room-10-review-q5-hint = Comprueba cada cono: ¿dónde cae cada uno, y se permite esa llegada?
games-room-10-review-q6 = Con este 4, ¿qué conos tuyos pueden moverse?
games-room-10-review-q6-hint = Dos de los carretes descansan en casas. ¿Cuáles?
games-room-10-review-q7 = Casi en casa. Con este 4, ¿qué conos tuyos pueden moverse?
games-room-10-review-q7-hint = Uno caería sobre un compañero, otro cruzaría la 26 y otro ya está en la parada.
games-room-10-review-q8 = Tu cono de la 16 saca un 2 y cae sobre el carrete solitario de la 18. ¿Qué pasa?
games-room-10-review-q8-hint = ¿De dónde salió tu cono? ¿Y qué hace un 2 con tu turno?
games-room-10-review-q9 = ¿Puede el cono de la 28 salir del tablero con este 4?
games-room-10-review-q9-hint = ¿Qué valor exacto saca una ficha desde la 28?

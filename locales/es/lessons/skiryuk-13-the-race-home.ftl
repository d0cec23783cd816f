## skiryuk-13-the-race-home (español)

skiryuk-13-the-race-home-title = Skiryuk: la carrera final y el fin de la partida
skiryuk-13-the-race-home-step1 = Gana en el acto el primer bando que saca sus cinco fichas del tablero. Cada casa tiene su propia salida: cualquier tirada desde la 30, un 2 desde la 29, un 3 desde la 28, un 4 desde la 27 y un 5 desde la 26. Tu último huso descansa en la 30.
skiryuk-13-the-race-home-q1 = Sacas un 2. ¿Qué pasa?
skiryuk-13-the-race-home-q1-hint = ¿Le importa el valor a la 30?
skiryuk-13-the-race-home-q2 = Tu último huso descansa en la 29, y sacas un 2. ¿Qué pasa?
skiryuk-13-the-race-home-q2-hint = ¿Qué valor abre la Casa de Re-Atum?
skiryuk-13-the-race-home-q3 = El mismo huso en la 29, pero la tirada es un 4. ¿Qué pasa?
skiryuk-13-the-race-home-q3-hint = La ficha se queda, y quedarse quieta cuenta como movimiento. Después se aplica la regla de siempre sobre el 1, el 4 y el 5.
skiryuk-13-the-race-home-q4 = Tu último huso está en el agua, en la 27, y sacas un 4. ¿Qué pasa?
skiryuk-13-the-race-home-q4-hint = Recuerda la tabla de la Casa del Agua.
skiryuk-13-the-race-home-q5 = Te quedan dos husos, en la 26 y la 30. Sacas el de la 26 con un 5. ¿Qué pasa?
skiryuk-13-the-race-home-q5-hint = ¿Están ya todos los husos fuera del tablero?
skiryuk-13-the-race-home-q6-hint = El camino de la 26 a la 29 está despejado, y la 30 acepta cualquier valor.
skiryuk-13-the-race-home-q7 = Tu último huso está en la 24. Un 3 lo detiene en la 26. ¿Qué pasa ahora?
skiryuk-13-the-race-home-q7-hint = Una ficha que llega a la 26 recibe algo en el acto.
skiryuk-13-the-race-home-step2 = Cuando termina la partida, empieza otra desde la posición inicial, quizá con otra ceremonia para decidir quién se queda con los husos.
skiryuk-13-the-race-home-q8 = En la siguiente partida llevas los conos. ¿En qué casillas empiezan tus fichas?
skiryuk-13-the-race-home-q8-hint = Los conos ocupan las casillas impares de la fila de arriba.
skiryuk-13-the-race-home-q9 = ¿Y quién hace el primer movimiento de esa partida?
skiryuk-13-the-race-home-q9-hint = Esta vez llevas los conos.

## skiryuk-14-11-the-finish (español)

skiryuk-14-11-the-finish-title = Skiryuk con 14 fichas: el final
skiryuk-14-11-the-finish-step1 = Gana el primer bando que saca sus siete fichas. Tu último huso descansa en la 30.
skiryuk-14-11-the-finish-q1 = Sacas un 1. ¿Qué pasa?
skiryuk-14-11-the-finish-q1-hint = Cualquier valor saca una ficha de la 30.
skiryuk-14-11-the-finish-q2 = Tu último huso descansa en la 28, y sacas un 3. ¿Qué pasa?
skiryuk-14-11-the-finish-q2-hint = ¿Es el 3 la llave de las Tres Verdades?
skiryuk-14-11-the-finish-q3 = Tu último huso descansa en la 26, y sacas un 5. ¿Qué pasa?
skiryuk-14-11-the-finish-q3-hint = ¿Qué tirada saca una ficha directamente desde la 26?
skiryuk-14-11-the-finish-step2 = Cuando termina la partida, prepara la siguiente: siete fichas por bando, alternadas de la 1 a la 14.
skiryuk-14-11-the-finish-q4 = Esta vez llevas los conos. ¿En qué casillas empiezan tus siete fichas?
skiryuk-14-11-the-finish-q4-hint = Las casillas impares, hasta la 13.
skiryuk-14-11-the-finish-q5 = ¿Y quién hace el primer movimiento de esa partida?
skiryuk-14-11-the-finish-q5-hint = ¿Husos o conos?

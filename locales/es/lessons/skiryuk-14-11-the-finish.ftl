## skiryuk-14-11-the-finish (español)

skiryuk-14-11-the-finish-title = Skiryuk con 14 fichas: el final
skiryuk-14-11-the-finish-step1 = Gana el primer bando que saca sus siete fichas. Ahora tu último huso descansa en la 30.
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

## Lo que cambia la multitud: una carrera a casa con muchas fichas en las casas.

skiryuk-14-11-the-finish-step3 = Con siete fichas, el final es una carrera de muchas fichas a la vez, y las casas se llenan. Aquí quedan cinco husos: uno en la 20, atascado detrás de la hilera de cuatro conos de la 21 a la 24, y cuatro en las casas 26, 28, 29 y 30. Un cono espera en el agua de la 27.
skiryuk-14-11-the-finish-q6 = Los husos sacan un 1. ¿Qué fichas pueden mover?
skiryuk-14-11-the-finish-q6-hint = ¿Puede el huso de la 20 caer en el extremo de una hilera? ¿Y qué dicen las tablas de las casas de un 1?
skiryuk-14-11-the-finish-q6-why = El huso de la 20 caería en la 21, el extremo de una hilera, que no se puede derribar. Toda ficha en una casa tiene jugada: en la 26 un 1 la hace caer hacia la 27, y con la 27 ocupada vuelve a la 15; en la 28 y la 29 un 1 deja la ficha donde está, y eso también cuenta como su jugada; y un 1 saca la ficha de la 30. Con fichas en las casas nunca se pierde una tirada.
skiryuk-14-11-the-finish-q7 = Usas el 1 para sacar el huso de la 30. ¿Quién lanza ahora?
skiryuk-14-11-the-finish-q7-hint = ¿Con qué tiradas vuelve a lanzar el mismo bando?
skiryuk-14-11-the-finish-q8 = En la misma posición, los husos sacan un 2. ¿Dónde acabaría el huso de la 26?
skiryuk-14-11-the-finish-q8-hint = La 28 la ocupa una ficha tuya, y la 27 un cono.

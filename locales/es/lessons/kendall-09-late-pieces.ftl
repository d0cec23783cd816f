## Textos de la lección kendall-09-late-pieces (español).

kendall-09-late-pieces-title = Kendall: revisar una ficha en el tramo final
kendall-09-late-pieces-intro = Cerca del final, haz tres comprobaciones con cada ficha, en este orden. Una: ¿se ha detenido ya en la 26? Una ficha que está por debajo de la 26 puede terminar su movimiento, como mucho, en la 26. Dos: ¿caería en la 27? Entonces el agua la devuelve a la 15. Tres: ¿intenta salir del tablero? Entonces la tirada tiene que ser exacta. Solo cuando un movimiento supera las tres comprobaciones merece la pena preguntarse si es una buena jugada. Las negras tienen fichas en la 25, la 26 y la 28.
kendall-09-late-pieces-q-check-one = Las negras sacan un 3. Primera comprobación para la ficha de la 25: ¿puede moverse?
kendall-09-late-pieces-q-check-one-hint = 25 + 3 = 28. ¿Se ha detenido esta ficha en la 26?
kendall-09-late-pieces-q-three = Con el mismo 3, ¿qué fichas negras pueden moverse?
kendall-09-late-pieces-q-three-hint = Haz las tres comprobaciones con cada ficha. Una de ellas sale del tablero con la tirada exacta.
kendall-09-late-pieces-q-check-two = Ahora las negras sacan un 1. Segunda comprobación para la ficha de la 26: ¿dónde termina?
kendall-09-late-pieces-q-check-two-hint = 26 + 1 cae en la Casa del Agua.
kendall-09-late-pieces-q-check-two-next = Después de ese movimiento al agua, ¿quién lanza a continuación?
kendall-09-late-pieces-q-check-two-next-hint = El agua no da nada, pero fíjate en el valor que se ha usado.
kendall-09-late-pieces-q-check-three = Las negras sacan un 5. Tercera comprobación para la ficha de la 28: ¿puede salir con este 5?
kendall-09-late-pieces-q-check-three-hint = Desde la 28, ¿qué tirada sale exactamente?
kendall-09-late-pieces-q-five = Con ese 5, ¿qué fichas negras pueden moverse?
kendall-09-late-pieces-q-five-hint = Solo una ficha necesita exactamente un 5 para salir. La ficha de la 25 todavía no se ha detenido en la 26.
kendall-09-late-pieces-q-free = Otro tablero. Hay fichas blancas en la 14 y en la 16, pero la 15 está libre. Las negras mueven la ficha de la 26 con un 1. ¿Dónde termina?
kendall-09-late-pieces-q-free-hint = La alternativa solo hace falta cuando la 15 está ocupada.
kendall-09-late-pieces-q-exact-stop = Las negras sacan un 5 con la ficha de la 21. ¿La detiene la parada obligatoria, o la cumple?
kendall-09-late-pieces-q-exact-stop-hint = 21 + 5. ¿Dónde cae?
kendall-09-late-pieces-review = Antes de ir a jugar, dos preguntas rápidas sobre una partida nueva.
kendall-09-late-pieces-q-first = Se prepara una partida nueva. ¿Qué bando lanza primero?
kendall-09-late-pieces-q-first-hint = Es igual en todas las partidas de Kendall.
kendall-09-late-pieces-q-white = ¿Y dónde empiezan las fichas blancas?
kendall-09-late-pieces-q-white-hint = Entre las fichas negras.
kendall-09-late-pieces-wrap = Ya conoces todas las reglas del juego de Kendall: las tablillas y el recorrido, los intercambios y los bloqueos, las casas seguras, la parada obligatoria en la 26, el agua de la 27, las salidas exactas y cómo se gana. Juega una o dos partidas para que todo te salga solo y, cuando quieras comparar, echa un vistazo a otra reconstrucción: no coinciden en muchos de estos puntos.

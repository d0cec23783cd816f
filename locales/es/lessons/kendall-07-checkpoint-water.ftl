## Textos de la lección kendall-07-checkpoint-water (español).

kendall-07-checkpoint-water-title = Kendall: la parada en la 26 y el agua
kendall-07-checkpoint-water-intro = La casilla 26, la Casa de la Felicidad, no es solo una casa segura: es una parada obligatoria. Ninguna ficha puede ir más allá de la 26 hasta que haya caído exactamente en ella. Un movimiento desde debajo de la 26 tiene que terminar en la 26 o antes, nunca después. Aquí las negras tienen un 3, y la ficha de la 23 caería justo en la 26.
kendall-07-checkpoint-water-q-land = ¿Adónde va la ficha negra de la 23 con este 3?
kendall-07-checkpoint-water-q-land-hint = 23 + 3. ¿No es esa justamente la parada obligatoria?
kendall-07-checkpoint-water-study = Un problema clásico. La ficha negra de la 24 nunca se ha detenido en la 26, y la tirada es un 3. La suma dice 24 + 3 = 27. No hay nada más en el camino. ¿Puede la ficha ir allí sin más? Piénsalo antes de responder.
kendall-07-checkpoint-water-q-study = ¿Puede la ficha negra de la 24 usar este 3?
kendall-07-checkpoint-water-q-study-hint = ¿Dónde terminaría la ficha: antes de la 26, en la 26 o después?
kendall-07-checkpoint-water-q-study-which = La ficha de la 24 no puede moverse, pero quizá otra ficha pueda usar la tirada. ¿Qué fichas negras pueden moverse con este 3?
kendall-07-checkpoint-water-q-study-which-hint = Revisa una por una las otras dos fichas.
kendall-07-checkpoint-water-q-study-alone = Ahora a las negras solo les queda la ficha de la 24 en el tablero, y sacan el mismo 3. ¿Qué pasa a continuación?
kendall-07-checkpoint-water-q-study-alone-hint = Si ninguna ficha puede usar la tirada, se pierde.
kendall-07-checkpoint-water-q-cross = Las negras sacan un 5. La ficha de la 23 pasaría volando por encima de la 26 y caería en la 28. ¿Cuenta cruzar la 26 como detenerse en ella?
kendall-07-checkpoint-water-q-cross-hint = Cruzar una casilla y caer en ella son dos cosas distintas.
kendall-07-checkpoint-water-water = Una vez que una ficha se ha detenido en la 26, se abre la última fila. Pero cuidado con la 27, la Casa del Agua. Una ficha que cae en la 27 vuelve arrastrada directamente a la 15, la Casa del Renacimiento. Desde la 26, una tirada de 1 lleva justo allí.
kendall-07-checkpoint-water-q-water = Las negras sacan un 1 y mueven la ficha de la 26. ¿Dónde termina?
kendall-07-checkpoint-water-q-water-hint = 26 + 1 = 27, y la 27 es el agua.
kendall-07-checkpoint-water-q-water-throw = Caer al agua no da ninguna tirada por sí solo. Pero ¿y el valor que se ha usado aquí? ¿Vuelven a lanzar las negras después de este movimiento?
kendall-07-checkpoint-water-q-water-throw-hint = La tirada extra depende solo del valor: 1, 4 o 5.
kendall-07-checkpoint-water-q-again = Una ficha arrastrada por el agua empieza a subir de nuevo, y tiene que volver a detenerse en la 26. Esta ficha negra cayó al agua hace un rato y ha vuelto a subir hasta la 25. Las negras sacan un 2. ¿Puede moverse?
kendall-07-checkpoint-water-q-again-hint = Lo que cuenta es dónde está ahora la ficha, no dónde ha estado.
kendall-07-checkpoint-water-q-fallback = Recuerda nuestra elección para cuando la 15 está ocupada: la ficha arrastrada va a la casilla vacía más cercana por debajo. Aquí las blancas ocupan la 15 y la 14. Las negras mueven la ficha de la 26 con un 1. ¿Dónde termina?
kendall-07-checkpoint-water-q-fallback-hint = Baja desde la 15 y sáltate cada casilla ocupada.
kendall-07-checkpoint-water-q-which = Las negras sacan un 3. ¿Qué fichas negras pueden usarlo?
kendall-07-checkpoint-water-q-which-hint = Una ficha ya se ha detenido en la 26. Para las demás, comprueba la parada obligatoria y tus propias fichas.
kendall-07-checkpoint-water-wrap = La parada obligatoria en una frase: por debajo de la 26, un movimiento puede terminar como mucho en la 26; cruzarla no cuenta. Una vez pasada la 26, cuidado con el agua de la 27: devuelve la ficha a la 15, y la subida, parada incluida, empieza de nuevo.
kendall-07-checkpoint-water-q-friend = Tu ficha de la 28 ya se detuvo en la 26 por el camino; tu ficha de la 24 todavía no ha llegado a la 26. Sacas un 3. ¿Puede la ficha de la 24 ir a la 27?
kendall-07-checkpoint-water-q-friend-hint = La parada obligatoria cuenta ficha a ficha, no para todo el bando.

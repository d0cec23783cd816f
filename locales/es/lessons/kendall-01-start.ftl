## Textos de la lección kendall-01-start (español).

kendall-01-start-title = Kendall: el comienzo
kendall-01-start-intro = Te damos la bienvenida al juego de Kendall. Cada bando tiene cinco fichas, y empiezan mezcladas en las diez primeras casillas: las negras en la 1, la 3, la 5, la 7 y la 9, y las blancas en la 2, la 4, la 6, la 8 y la 10. (La fuente solo dice que los colores se alternan; poner las negras en las casillas impares es una elección de este programa.)
kendall-01-start-intro-more = Las fichas negras se muestran como x y las blancas como o. Los dos bandos corren en el mismo sentido por el recorrido, y gana el primero que saca sus cinco fichas del tablero.
kendall-01-start-q-squares = Antes de que se mueva nada: ¿qué casillas ocupan las fichas negras al empezar?
kendall-01-start-q-squares-hint = Las negras empiezan en la casilla 1 y después en una de cada dos.
kendall-01-start-q-first = ¿Qué bando hace la primera tirada de la partida?
kendall-01-start-q-first-hint = En esta variante, el mismo color abre todas las partidas.
kendall-01-start-moving = Un turno funciona así: lanzas las tablillas, eliges una de tus fichas y la avanzas exactamente tantas casillas como marque la tirada. Avanzar significa ir hacia números mayores, así que las fichas nunca retroceden. Aquí las negras han sacado un 3. La ficha de la 9 pasaría por la 10 y la 11 y se detendría en la 12, doblando la esquina hacia la fila del medio. Pasar por encima de una ficha blanca sola por el camino está permitido.
kendall-01-start-q-nine = Con este 3, ¿dónde se detiene la ficha negra de la 9?
kendall-01-start-q-nine-hint = Cuenta una casilla por punto: 10, 11, ...
kendall-01-start-q-middle = La fila del medio va de derecha a izquierda. Las negras sacan un 4 y mueven la ficha de la 13. ¿Dónde cae?
kendall-01-start-q-middle-hint = Suma la tirada al número de la casilla. En la pantalla, la ficha se mueve hacia la izquierda.
kendall-01-start-own = Una ficha por casilla: una ficha nunca puede caer en una casilla donde haya otra de su mismo bando. Aquí las negras tienen un 2, y la ficha de la 12 caería sobre su propia ficha de la 14, así que ese movimiento no está permitido. La ficha de la 14 sí puede usar el 2.
kendall-01-start-q-own = ¿Puede la ficha negra de la 12 usar este 2?
kendall-01-start-q-own-hint = ¿Qué hay en la casilla 12 + 2?
kendall-01-start-q-which = Las negras sacan un 3. ¿Qué fichas negras pueden usarlo?
kendall-01-start-q-which-hint = Revisa cada ficha: cuenta 3 hacia adelante y mira si ya hay allí una ficha tuya.
kendall-01-start-q-must = No puedes saltarte el turno si existe un movimiento: si solo una ficha puede usar la tirada, esa ficha tiene que moverse. Aquí las negras sacan un 2. ¿Qué fichas pueden moverse?
kendall-01-start-q-must-hint = Una ficha choca con su compañera. ¿Y la otra?
kendall-01-start-q-own-again = Las negras sacan un 1. ¿Puede moverse la ficha de la 12?
kendall-01-start-q-own-again-hint = Mira la casilla que viene justo después de la 12.
kendall-01-start-wrap = Esa es la esencia de cada turno: lanzar y mover una ficha exactamente esa distancia hacia adelante, nunca sobre una ficha propia. A continuación seguiremos el recorrido por sus dos curvas.

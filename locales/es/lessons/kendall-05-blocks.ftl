## Textos de la lección kendall-05-blocks (español).

kendall-05-blocks-title = Kendall: fichas solas y bloqueos
kendall-05-blocks-lone = Una ficha rival sola no es un obstáculo. Puedes saltar por encima de ella, o caer sobre ella e intercambiarla. Aquí la ficha blanca de la 12 está sola, y las negras tienen un 4: la ficha de la 9 puede saltar la 12 y caer en la 13.
kendall-05-blocks-q-lone = ¿Puede la ficha negra de la 9 usar este 4 para rebasar la ficha blanca sola?
kendall-05-blocks-q-lone-hint = ¿Tiene la ficha blanca de la 12 alguna compañera blanca en la 11 o en la 13?
kendall-05-blocks-chain = Ahora añade una segunda ficha blanca en la 13. Dos o más fichas de un mismo bando en casillas consecutivas forman un bloqueo. En esta variante, con dos ya basta. Un bloqueo es una barrera para el otro bando: no puedes caer en ninguna de sus fichas ni pasar más allá de él.
kendall-05-blocks-q-land = Las negras sacan un 3. ¿Puede la ficha de la 9 caer en la 12?
kendall-05-blocks-q-land-hint = La 12 ya no está sola: mira su vecina.
kendall-05-blocks-q-pass = Las negras sacan un 5. La ficha de la 9 caería en la 14, una casilla vacía. ¿Está permitido?
kendall-05-blocks-q-pass-hint = ¿Qué tendría que cruzar la ficha para llegar a la 14?
kendall-05-blocks-look = Cuidado con la vista. En la pantalla, la ficha blanca de la 9 está justo encima de la ficha blanca de la 12, y parecen tocarse. Pero la 9 y la 12 no son consecutivas: entre ellas, en el recorrido, están la 10 y la 11. Así que esto no es un bloqueo, sino dos fichas sueltas, y cada una se puede rebasar o intercambiar.
kendall-05-blocks-q-look = Las negras sacan un 4 y llevan la ficha de la 8 a la 12, pasando por encima de la ficha blanca de la 9. ¿Qué pasa?
kendall-05-blocks-q-look-hint = Ninguna de las dos fichas blancas tiene una compañera blanca a su lado en el recorrido.
kendall-05-blocks-corner = La trampa contraria: la 10 y la 11 están en extremos opuestos de sus filas, pero son consecutivas, unidas por la curva. Dos fichas blancas en la 10 y la 11 forman un bloqueo de verdad, que dobla la esquina del tablero.
kendall-05-blocks-q-corner = Las negras sacan un 4. ¿Puede la ficha de la 8 ir a la 12?
kendall-05-blocks-q-corner-hint = Sigue el recorrido de la 8 a la 12: ¿qué casillas cruza?
kendall-05-blocks-q-corner-two = Lo mismo ocurre en la otra curva. Las blancas ocupan la 20 y la 21. ¿Puede la ficha negra de la 18 usar un 4?
kendall-05-blocks-q-corner-two-hint = La 20 y la 21 se diferencian en uno, aunque una esté al final de una fila y la otra al principio de la siguiente.
kendall-05-blocks-stuck = Los bloqueos pueden paralizar a todo un bando. Las negras sacan un 4, uno de los valores con tirada extra, pero las dos fichas negras están detrás del bloqueo blanco de la 11 y la 12.
kendall-05-blocks-q-stuck-which = ¿Qué fichas negras pueden usar este 4?
kendall-05-blocks-q-stuck-which-hint = Cuenta 4 desde cada ficha negra y mira qué tendría que cruzar.
kendall-05-blocks-q-stuck-next = No hay movimiento, así que la tirada se pierde. Pero era un 4: ¿siguen lanzando las negras? ¿Quién lanza a continuación?
kendall-05-blocks-q-stuck-next-hint = La tirada extra se gana completando un movimiento, no solo por el número.
kendall-05-blocks-wrap = En resumen: una ficha sola se puede rebasar o intercambiar; dos o más en casillas consecutivas forman un bloqueo en el que no puedes caer y que no puedes cruzar. Decide si son consecutivas por los números: en una curva cuenta, entre filas no. Y un valor con tirada extra que no se puede usar simplemente se pierde.
kendall-05-blocks-trailing = No pierdas de vista ninguna ficha. La ficha negra de la 2 está detrás del bloqueo blanco de la 3 y la 4: saque lo que saque, no puede caer en él ni cruzarlo hasta que el bloqueo se deshaga, y mientras tanto tus otras fichas tienen que gastar todas las tiradas.
kendall-05-blocks-q-trailing = Las negras sacan un 4. ¿Qué fichas negras pueden usarlo?
kendall-05-blocks-q-trailing-hint = Cuenta 4 desde la ficha de la 2: ¿qué hay en el camino?

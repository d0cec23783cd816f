## Textos de la lección arcade-10-lost-throws-and-winning (español).

arcade-10-lost-throws-and-winning-title = Tiradas perdidas y victoria
arcade-10-lost-throws-and-winning-intro = Si nada puede moverse con la tirada, ni hacia adelante ni hacia atrás, la tirada se pierde y el turno pasa. Ocurre incluso con un 1, un 4 o un 5: solo dan otra tirada tras un movimiento completado. El arcade siempre te explica por qué ha pasado el turno.
arcade-10-lost-throws-and-winning-q1 = Tus fichas esperan en la 28 y la 29 y sacas un 1. ¿Quién lanza ahora?
arcade-10-lost-throws-and-winning-q1-hint = ¿Puede alguna de las dos usar un 1, hacia adelante o hacia atrás?
arcade-10-lost-throws-and-winning-q2 = Fichas en la 28 y la 30, y sacas un 4, que sale muy poco. ¿Quién lanza ahora?
arcade-10-lost-throws-and-winning-q2-hint = Un 4 solo da otra tirada después de un movimiento. ¿Hay algún movimiento?
arcade-10-lost-throws-and-winning-q3 = Fichas en la 28, la 29 y la 30, y sacas un 5. ¿Cuáles pueden moverse?
arcade-10-lost-throws-and-winning-q3-hint = Cada una espera un número más pequeño.
arcade-10-lost-throws-and-winning-win = Gana la partida el primer bando que saca sus cinco fichas del tablero.
arcade-10-lost-throws-and-winning-q4 = Tu última ficha espera en la 30 y sacas un 1. ¿Qué pasa ahora?
arcade-10-lost-throws-and-winning-q4-hint = Un 1 suele dar otra tirada. ¿Queda algo que mover?
arcade-10-lost-throws-and-winning-q5 = Quedan dos fichas, en la 26 y la 28. La de la 28 sale con este 3. ¿Qué pasa ahora?
arcade-10-lost-throws-and-winning-q5-hint = ¿Han salido todas las fichas? ¿Y qué hace un 3 con el turno?
arcade-10-lost-throws-and-winning-q6 = Tu última ficha descansa en la 29 y sacas un 2. ¿Qué pasa ahora?
arcade-10-lost-throws-and-winning-q6-hint = ¿Es el 2 el valor que espera la 29?

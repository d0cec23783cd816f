## skiryuk-14-01-seven-pieces-a-side (español)

skiryuk-14-01-seven-pieces-a-side-title = Skiryuk con 14 fichas: siete por bando y un inicio abarrotado
skiryuk-14-01-seven-pieces-a-side-step1 = Según Skiryuk, el senet se jugaba con catorce fichas antes de la XVII dinastía, así que esta forma de su juego tiene siete fichas por bando en lugar de cinco. La fuente también la propone para jugar una partida más rápida. Las reglas son exactamente las mismas; solo cambia la posición inicial. Los husos (x) ocupan las casillas pares de la 2 a la 14 y los conos (o) las impares de la 1 a la 13, así que desde el principio las fichas doblan la curva y llegan a la fila del medio.
skiryuk-14-01-seven-pieces-a-side-q1 = ¿Dónde empiezan los siete husos?
skiryuk-14-01-seven-pieces-a-side-q1-hint = Todas las casillas pares desde la 2 hasta la 14.
skiryuk-14-01-seven-pieces-a-side-q2 = ¿Y los siete conos?
skiryuk-14-01-seven-pieces-a-side-q2-hint = Los conos ocupan las casillas impares que quedan entre medias.
skiryuk-14-01-seven-pieces-a-side-q3 = La línea de partida se dobla al final de la fila de arriba. ¿Son consecutivas las casillas 10 y 11?
skiryuk-14-01-seven-pieces-a-side-q3-hint = Fíjate en los números, no en las filas.
skiryuk-14-01-seven-pieces-a-side-q4 = La casilla 14 está justo debajo de la 7. ¿Son consecutivas?
skiryuk-14-01-seven-pieces-a-side-q4-hint = Dos casillas son consecutivas solo si sus números se diferencian en uno.
skiryuk-14-01-seven-pieces-a-side-q5 = ¿Qué casilla sigue a la 14, la última de la línea de partida?
skiryuk-14-01-seven-pieces-a-side-q5-hint = Es la Casa del Renacimiento. La fuente señala que es la primera casilla que seguro que está vacía al principio.
skiryuk-14-01-seven-pieces-a-side-step2 = La ceremonia de apertura es la misma que en el juego de cinco fichas: los dos jugadores lanzan hasta que uno de ellos saca un 1. Ese jugador se queda con los husos, y los husos mueven primero.
skiryuk-14-01-seven-pieces-a-side-q6 = ¿Qué probabilidad tiene una tirada de la ceremonia de ser un 1?
skiryuk-14-01-seven-pieces-a-side-q6-hint = Cuenta las combinaciones de cuatro tablillas con exactamente una cara clara hacia arriba.
skiryuk-14-01-seven-pieces-a-side-q7 = Has sacado el primer 1 de la ceremonia. ¿En qué casillas empiezan tus fichas?
skiryuk-14-01-seven-pieces-a-side-q7-hint = Quien gana la ceremonia se queda con los husos.
skiryuk-14-01-seven-pieces-a-side-q8 = La ceremonia duró cinco rondas hasta que tu rival sacó por fin un 1. ¿Qué bando mueve primero?
skiryuk-14-01-seven-pieces-a-side-q8-hint = Tu rival se ha quedado con los husos. ¿Qué bando son los husos?
skiryuk-14-01-seven-pieces-a-side-q9 = ¿Qué bando lanza primero en el juego de siete fichas?
skiryuk-14-01-seven-pieces-a-side-q9-hint = El mismo bando que en el juego de cinco fichas.

## De qué trata esta serie de lecciones.

skiryuk-14-01-seven-pieces-a-side-step3 = Las tablillas, el recorrido, la ceremonia de apertura y las tablas de las casas funcionan exactamente igual que en el juego de cinco fichas: esta serie de lecciones los repasa brevemente y se centra en lo que cambian catorce fichas: un inicio abarrotado y atascos largos, más hileras que bloquean, más fichas derribadas, pasos atrás y tiradas perdidas que impone la multitud, una cola delante de la 26, casas llenas y una carrera a casa con muchas fichas a la vez.

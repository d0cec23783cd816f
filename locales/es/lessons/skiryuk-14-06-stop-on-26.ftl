## skiryuk-14-06-stop-on-26 (español)

skiryuk-14-06-stop-on-26-title = Skiryuk con 14 fichas: todas las fichas se detienen en la 26
skiryuk-14-06-stop-on-26-step1 = Todas las fichas se detienen en la 26, la Casa de la Belleza. Un movimiento desde debajo de la 26 que llevaría una ficha más lejos termina en la 26, y el resto de la tirada se pierde. Aun así, el camino hasta allí tiene que poder recorrerse, y la 26 tiene que estar vacía.
skiryuk-14-06-stop-on-26-q1-hint = El cono solitario de la 25 se puede saltar; pero ¿hasta dónde puede llegar el huso?
skiryuk-14-06-stop-on-26-q2-hint = 22 + 5 serían 27.
skiryuk-14-06-stop-on-26-q3 = Hay dos conos en la 24 y la 25. ¿Puede el huso de la 22 llegar a la 26 con un 5?
skiryuk-14-06-stop-on-26-q3-hint = Entre la 22 y la 26 hay una hilera entera.
skiryuk-14-06-stop-on-26-q4 = Un cono descansa en la 26. ¿Puede el huso de la 24 usar un 5?
skiryuk-14-06-stop-on-26-q4-hint = ¿Dónde lo detendría el 5, y quién está allí?
skiryuk-14-06-stop-on-26-q5-hint = Un cono solitario, pero en una casilla especial.
skiryuk-14-06-stop-on-26-step2 = Llegar a la 26 le da a la ficha una tirada propia inmediata, una tirada de casa, que decide su destino (la próxima lección muestra cómo). Así que un movimiento que llega a la 26 nunca termina tu turno, sea cual sea su valor.
skiryuk-14-06-stop-on-26-q6 = El huso de la 24 llega a la 26 con un 3. ¿Quién lanza ahora?
skiryuk-14-06-stop-on-26-q6-hint = Un 3 normalmente terminaría el turno.

## Lo que cambia la multitud: una cola delante de la 26 ocupada.

skiryuk-14-06-stop-on-26-step3 = Con siete fichas por bando, la 26 rara vez está libre mucho tiempo, y una ficha que descansa allí bloquea a todas las demás: ninguna puede caer en la 26 mientras esté ocupada, y una tirada más larga también se detendría allí. Aquí cuatro husos hacen cola en las casillas 22 a 25 detrás del cono de la 26. Hasta que salga, están atascados, y las tiradas son para las fichas de más atrás.
skiryuk-14-06-stop-on-26-q7 = Los husos sacan un 4. ¿Qué fichas pueden mover?
skiryuk-14-06-stop-on-26-q7-hint = Desde la 22, un 4 cae en la 26; desde la 23, la 24 y la 25 se detendría allí. ¿Quién está en la 26?
skiryuk-14-06-stop-on-26-q8 = Más adelante en la partida la cola sigue ahí. El otro huso que queda, en la 9, está atascado detrás de la hilera de conos de la 10 y la 11. Los husos sacan un 1. ¿Qué fichas pueden mover?
skiryuk-14-06-stop-on-26-q8-hint = ¿Hay alguna jugada hacia adelante? Si no la hay, ¿qué fichas pueden retroceder una casilla hasta una vacía?
skiryuk-14-06-stop-on-26-q8-why = Ninguna ficha puede avanzar: la 26 está ocupada, la cola se bloquea a sí misma y un 1 desde la 9 caería en la hilera. Así que una ficha debe retroceder una casilla. La 23, la 24 y la 25 caerían sobre fichas propias; la 22 puede volver a la 21 y la 9 a la 8. Una cola llena convierte las tiradas pequeñas en pasos hacia atrás.
skiryuk-14-06-stop-on-26-q9 = La misma posición, y los husos sacan un 2. ¿Qué fichas pueden mover?
skiryuk-14-06-stop-on-26-q9-hint = Sigue sin haber jugada hacia adelante. ¿Qué fichas caen en una casilla vacía dos casillas más atrás?

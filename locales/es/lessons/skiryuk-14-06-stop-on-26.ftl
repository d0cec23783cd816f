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

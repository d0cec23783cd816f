## skiryuk-06-stop-on-26 (español)

skiryuk-06-stop-on-26-title = Skiryuk: todas las fichas se detienen en la 26
skiryuk-06-stop-on-26-step1 = La casilla 26, la Casa de la Belleza, es una parada obligatoria. Si una tirada llevara una ficha desde debajo de la 26 más allá de ella, la ficha se detiene igualmente en la 26, y el resto de la tirada simplemente se pierde. Otras reconstrucciones no permiten ese movimiento; la de Skiryuk lo acorta. Aquí, sobre el papel, un 5 llevaría el huso de la 24 hasta la 29.
skiryuk-06-stop-on-26-q1-hint = ¿Qué casilla no puede saltarse ninguna ficha?
skiryuk-06-stop-on-26-q2 = ¿Y el huso de la 22, con el mismo 5?
skiryuk-06-stop-on-26-q2-hint = 22 + 5 son 27, una casilla de más.
skiryuk-06-stop-on-26-step2 = Llegar a la 26 le da a esa ficha una tirada propia inmediata, una tirada de casa, que decide qué le pasa después (la próxima lección lo explica). Así que un movimiento que llega a la 26 nunca termina tu turno, sea cual sea su valor.
skiryuk-06-stop-on-26-q3 = El huso de la 24 llega a la 26 con un 2. ¿Quién lanza ahora?
skiryuk-06-stop-on-26-q3-hint = Un 2 suele terminar el turno, pero la 26 tiene algo que decir.
skiryuk-06-stop-on-26-q4 = Un 5 detiene el huso de la 22 en la 26. ¿Quién lanza ahora?
skiryuk-06-stop-on-26-q4-hint = El resto del 5 se pierde, pero ¿se acaba el turno?
skiryuk-06-stop-on-26-step3 = La parada tiene que ser una llegada legal. El camino hasta la 26 no puede saltar una hilera entera, y la propia 26 tiene que estar vacía: una ficha en la 26 nunca se puede derribar, y tampoco puedes caer sobre una ficha tuya.
skiryuk-06-stop-on-26-q5-hint = ¿Quién descansa en la 26?
skiryuk-06-stop-on-26-q6-hint = ¿Se podría derribar un cono que está solo en la 26?
skiryuk-06-stop-on-26-q7 = Uno de tus husos ya descansa en la 26. ¿Puede el huso de la 23 usar un 5?
skiryuk-06-stop-on-26-q7-hint = ¿Dónde lo detendría el 5?
skiryuk-06-stop-on-26-q8 = Hay dos conos en la 24 y la 25. ¿Puede el huso de la 22 detenerse en la 26 con un 5?
skiryuk-06-stop-on-26-q8-hint = ¿Qué hay en el camino de la 22 a la 26?
skiryuk-06-stop-on-26-q9-hint = El huso de la 24 se detendría en la 26. ¿Está libre la 26?

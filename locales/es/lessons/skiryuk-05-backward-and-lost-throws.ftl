## skiryuk-05-backward-and-lost-throws (español)

skiryuk-05-backward-and-lost-throws-title = Skiryuk: retroceder, y las tiradas que se pierden
skiryuk-05-backward-and-lost-throws-step1 = A veces ninguna ficha puede avanzar. Solo entonces, una ficha tiene que retroceder tantas casillas como marque la tirada, con las mismas reglas de siempre: no puede saltar una hilera entera ni caer sobre una ficha protegida o sobre una propia. Aquí los dos husos están atascados detrás de dos parejas de conos.
skiryuk-05-backward-and-lost-throws-q1-hint = Primero revisa todos los movimientos hacia adelante. Si ninguno vale, prueba cada ficha hacia atrás.
skiryuk-05-backward-and-lost-throws-q2-hint = Dos casillas hacia atrás desde la 9; tu ficha de la 8 se puede saltar.
skiryuk-05-backward-and-lost-throws-q3 = El mismo atasco, pero ahora un tercer huso espera en la 20. ¿Qué fichas pueden moverse con un 2?
skiryuk-05-backward-and-lost-throws-q3-hint = Solo se puede retroceder cuando ninguna ficha puede avanzar.
skiryuk-05-backward-and-lost-throws-q4 = Con un 1, el huso de la 8 retrocede a la 7. ¿Quién lanza ahora?
skiryuk-05-backward-and-lost-throws-q4-hint = La regla de siempre sobre el 1, el 4 y el 5 también vale para un movimiento hacia atrás.
skiryuk-05-backward-and-lost-throws-step2 = Un movimiento hacia atrás también puede derribar una ficha rival que esté sola, pero piénsalo dos veces: la ficha derribada va a la antigua casilla de tu ficha, así que tu rival avanza gratis.
skiryuk-05-backward-and-lost-throws-q5-hint = El cono se intercambia con tu ficha: ¿dónde termina?
skiryuk-05-backward-and-lost-throws-q6 = Cerca del principio se acaba el sitio. La fuente no dice qué pasa ahí; este programa lo lee así: un movimiento hacia atrás nunca puede ir más allá de la casilla 1. ¿Qué fichas pueden moverse con un 2?
skiryuk-05-backward-and-lost-throws-q6-hint = Ningún huso puede avanzar. ¿Cuánto puede retroceder cada uno?
skiryuk-05-backward-and-lost-throws-q7-hint = Caer justo en la casilla 1 está permitido.
skiryuk-05-backward-and-lost-throws-q8 = Ahora la tirada es un 3. ¿Qué pasa después?
skiryuk-05-backward-and-lost-throws-q8-hint = Tres casillas hacia atrás desde la 2 o desde la 3: ¿sigue siendo el tablero?
skiryuk-05-backward-and-lost-throws-step3 = Si nada puede moverse ni hacia adelante ni hacia atrás, la tirada se pierde y el turno pasa al otro bando, aunque fuera un 1, un 4 o un 5: la tirada extra solo llega después de completar un movimiento. Aquí los husos de la 6 y la 7 están entre dos grupos de conos.
skiryuk-05-backward-and-lost-throws-q9 = Sacas un 1. ¿Quién lanza ahora?
skiryuk-05-backward-and-lost-throws-q9-hint = Primero pregúntate si algún huso puede moverse, en cualquier dirección.
skiryuk-05-backward-and-lost-throws-q10-hint = Hacia adelante, los dos husos saltarían una hilera; hacia atrás, también.
skiryuk-05-backward-and-lost-throws-q11 = ¿Y con un 5? ¿Quién lanza ahora?
skiryuk-05-backward-and-lost-throws-q11-hint = Un 5 solo da otra tirada después de un movimiento que se haya hecho de verdad.
skiryuk-05-backward-and-lost-throws-one-way = Un detalle más de la fuente: cada movimiento va en un solo sentido. Una ficha nunca avanza y luego retrocede, ni retrocede y luego avanza, dentro del mismo movimiento. Si ninguna ficha puede hacer un movimiento entero en un sentido, se pierde el turno.

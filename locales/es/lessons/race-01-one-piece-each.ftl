## race-01-one-piece-each (español)

race-01-one-piece-each-title = La carrera simple: una ficha por bando y una tirada justa
race-01-one-piece-each-step1 = Esta no es una de las reconstrucciones de estilo antiguo, sino una carrera simple de navegador inspirada en el senet. Cada bando tiene una sola ficha: la ficha clara (x), que es la tuya, y la ficha oscura (o). Las dos empiezan fuera del tablero, justo antes de la casilla 1, en la posición 0. Mientras una ficha sigue en el inicio, el tablero no la muestra: aquí las dos están esperando.
race-01-one-piece-each-q1 = La ficha clara sigue en el inicio, en la posición 0. Sacas un 3. ¿Dónde cae tu ficha?
race-01-one-piece-each-q1-hint = Cuenta desde la posición 0: 1, 2, 3.
race-01-one-piece-each-q2 = ¿Y si tu primera tirada es un 1?
race-01-one-piece-each-q2-hint = Un paso desde la posición 0.
race-01-one-piece-each-q3 = La ficha clara ha avanzado a la 4, y el tablero no muestra la oscura: sigue en el inicio. La ficha oscura saca un 5. ¿Dónde cae?
race-01-one-piece-each-q3-hint = Una ficha que el tablero no muestra está en la posición 0.
race-01-one-piece-each-q4 = ¿Quién mueve primero en esta carrera?
race-01-one-piece-each-q4-hint = La ficha clara es la de quien aprende.
race-01-one-piece-each-q5 = Juegas con la ficha clara. ¿Haces tú la primera tirada, o la hace la oscura? Responde con la letra del bando.
race-01-one-piece-each-q5-hint = x es la ficha clara; o, la oscura.
race-01-one-piece-each-q6 = La ficha oscura ganó la última carrera. Empieza otra: ¿quién lanza primero?
race-01-one-piece-each-q6-hint = En esta carrera no hay ceremonia ni cambio de bandos.
race-01-one-piece-each-step2 = Aquí no hay tablillas. Cada tirada es un número del 1 al 5, y los cinco son igual de probables. Es muy distinto de las cuatro tablillas, con las que el 2 sale seis veces de cada dieciséis y el 5 solo una.
race-01-one-piece-each-q7-hint = Cinco valores, cada uno tan probable como los demás.
race-01-one-piece-each-q8 = ¿Qué probabilidad tiene un 2 en esta carrera?
race-01-one-piece-each-q8-hint = Aquí ningún valor es especial, ni siquiera el 2.
race-01-one-piece-each-q9-hint = Un valor de cinco.

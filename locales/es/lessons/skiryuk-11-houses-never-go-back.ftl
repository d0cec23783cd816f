## skiryuk-11-houses-never-go-back (español)

skiryuk-11-houses-never-go-back-title = Skiryuk: pasada la 26 no hay vuelta atrás, y siempre hay movimiento
skiryuk-11-houses-never-go-back-step1 = Una ficha que descansa en la 26, 27, 28, 29 o 30 nunca retrocede. La fuente lo dice para la 26; para las casillas de la 27 a la 30 es la lectura de este programa. Esa ficha sigue siempre la tabla de su casa, y como la tabla tiene respuesta para cualquier tirada (aunque la respuesta sea quedarse), un jugador con una ficha allí siempre tiene un movimiento. Esto coincide con la fuente: cuando una ficha ha pasado la 26, no puedes saltarte un turno.
skiryuk-11-houses-never-go-back-q1 = Tus husos de la 8 y la 9 están atascados. ¿Adónde lleva un 2 al huso de la 28?
skiryuk-11-houses-never-go-back-q1-hint = Retroceder a la 26 no es una opción. ¿Qué dice la tabla de la 28 para un 2?
skiryuk-11-houses-never-go-back-q2-hint = ¿Tiene movimiento el huso de la 28? Si lo tiene, ¿pueden retroceder los demás?
skiryuk-11-houses-never-go-back-q3 = Sacas un 1, y el huso de la 28 se queda donde está. ¿Quién lanza ahora?
skiryuk-11-houses-never-go-back-q3-hint = ¿Se usó el 1 en un movimiento, o se perdió?
skiryuk-11-houses-never-go-back-q4 = Ahora el huso descansa en la 29. ¿Adónde lo lleva un 4?
skiryuk-11-houses-never-go-back-q4-hint = No vuelve a la 25.
skiryuk-11-houses-never-go-back-q5 = ¿Y un huso que descansa en el agua, en la 27, con un 5?
skiryuk-11-houses-never-go-back-q5-hint = ¿Qué hace la Casa del Agua con un 5?
skiryuk-11-houses-never-go-back-q6-hint = Los husos de la 8 y la 9 no pueden avanzar, y el de la 27 tiene su propio movimiento.

## skiryuk-14-09-no-way-back (español)

skiryuk-14-09-no-way-back-title = Skiryuk con 14 fichas: pasada la 26 no hay vuelta atrás
skiryuk-14-09-no-way-back-step1 = Una ficha en las casillas de la 26 a la 30 nunca retrocede: la fuente lo dice para la 26, y este programa lo lee igual para las casillas de la 27 a la 30. Como la tabla de su casa siempre le da un movimiento, aunque sea quedarse quieta, las demás fichas nunca pueden recurrir a un retroceso mientras ella esté allí. Aquí seis husos están atascados entre la multitud y uno descansa en la 28.
skiryuk-14-09-no-way-back-q1-hint = No vuelve a la 26: ¿qué dice la tabla de la 28 para un 2?
skiryuk-14-09-no-way-back-q2-hint = Si el huso de la 28 puede moverse, ¿pueden retroceder los atascados?
skiryuk-14-09-no-way-back-q3 = Ahora la ficha adelantada descansa en la 29. ¿Adónde la lleva un 4?
skiryuk-14-09-no-way-back-q3-hint = No vuelve a la 25.
skiryuk-14-09-no-way-back-q5 = Ahora un 5. ¿Qué fichas pueden moverse?
skiryuk-14-09-no-way-back-q5-hint = Los husos atascados no pueden avanzar; ¿tiene alguien un movimiento que no sea hacia atrás?
skiryuk-14-09-no-way-back-q6 = Sacas un 1 y el huso de la 28 se queda quieto. ¿Quién lanza ahora?
skiryuk-14-09-no-way-back-q6-hint = ¿Se perdió el 1, o se usó en un movimiento?

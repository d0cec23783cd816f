## skiryuk-08-water-and-three-truths (español)

skiryuk-08-water-and-three-truths-title = Skiryuk: la Casa del Agua (27) y la Casa de las Tres Verdades (28)
skiryuk-08-water-and-three-truths-step1 = La 27 es la Casa del Agua. Una ficha que llega allí hace en el acto una tirada de casa: con un 5 se queda donde está, con un 4 sale del tablero, y con un 1, un 2 o un 3 vuelve hasta la 15, la Casa del Renacimiento. La fuente explica por qué la casa tiene su propia tirada: si decidiera la tirada que trajo la ficha, el agua casi siempre estaría vacía.
skiryuk-08-water-and-three-truths-q1-hint = La tirada más frecuente es una mala noticia en el agua.
skiryuk-08-water-and-three-truths-q2-hint = Un valor saca la ficha del agua para siempre.
skiryuk-08-water-and-three-truths-q3-hint = No todas las tiradas mueven la ficha.
skiryuk-08-water-and-three-truths-q4 = ¿Qué probabilidad tiene la ficha de la 27 de salir del tablero con una tirada?
skiryuk-08-water-and-three-truths-q4-hint = ¿Qué valor la saca, y cuántas de las 16 combinaciones de tablillas lo dan?
skiryuk-08-water-and-three-truths-step2 = La 28 es la Casa de las Tres Verdades. Llegar allí da una tirada de casa: solo un 3 saca la ficha, y cualquier otra tirada la deja donde está. Una ficha que descansa en la 28 usa la misma tabla en las tiradas siguientes. Quedarse quieta cuenta como movimiento.
skiryuk-08-water-and-three-truths-q5-hint = Tres Verdades, tres puntos.
skiryuk-08-water-and-three-truths-q6-hint = Cualquier tirada que no sea la buena la deja en la casa.
skiryuk-08-water-and-three-truths-q7-hint = 4 de las 16 combinaciones dan un 3.

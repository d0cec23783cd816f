## skiryuk-08-water-truths-and-re-atum (español)

skiryuk-08-water-truths-and-re-atum-title = Skiryuk: las casas del Agua, de las Tres Verdades y de Re-Atum, y la casilla 30
skiryuk-08-water-truths-and-re-atum-step1 = La 27 es la Casa del Agua. Una ficha que llega allí hace en el acto una tirada de casa: con un 5 se queda donde está, con un 4 sale del tablero, y con un 1, un 2 o un 3 vuelve hasta la 15, la Casa del Renacimiento. La fuente explica por qué la casa tiene su propia tirada: si decidiera la tirada que trajo la ficha, el agua casi siempre estaría vacía.
skiryuk-08-water-truths-and-re-atum-q1-hint = La tirada más frecuente es una mala noticia en el agua.
skiryuk-08-water-truths-and-re-atum-q2-hint = Un valor saca la ficha del agua para siempre.
skiryuk-08-water-truths-and-re-atum-q3-hint = No todas las tiradas mueven la ficha.
skiryuk-08-water-truths-and-re-atum-q4 = ¿Qué probabilidad tiene la ficha de la 27 de salir del tablero con una tirada?
skiryuk-08-water-truths-and-re-atum-q4-hint = ¿Qué valor la saca, y cuántas de las 16 combinaciones de tablillas lo dan?
skiryuk-08-water-truths-and-re-atum-step2 = La 28 es la Casa de las Tres Verdades: solo un 3 saca la ficha; con cualquier otra tirada se queda. La 29 es la Casa de Re-Atum: solo un 2 la saca; con cualquier otra tirada se queda. Llegar a cualquiera de las dos da una tirada de casa, y una ficha que ya descansa allí usa la misma tabla en las tiradas siguientes. Quedarse quieta cuenta como movimiento.
skiryuk-08-water-truths-and-re-atum-q5-hint = Tres Verdades, tres puntos.
skiryuk-08-water-truths-and-re-atum-q6-hint = Cualquier tirada que no sea la buena la deja en la casa.
skiryuk-08-water-truths-and-re-atum-q7-hint = 4 de las 16 combinaciones dan un 3.
skiryuk-08-water-truths-and-re-atum-q8-hint = Re-Atum abre la puerta a un solo valor.
skiryuk-08-water-truths-and-re-atum-q9-hint = El 3 es la llave de la casa anterior, no de esta.
skiryuk-08-water-truths-and-re-atum-q10-hint = El valor que abre la 29 es también la tirada más frecuente.
skiryuk-08-water-truths-and-re-atum-q11 = Usas un 3 con el huso de la 29, y se queda allí. ¿Quién lanza ahora?
skiryuk-08-water-truths-and-re-atum-q11-hint = Quedarse quieta es un movimiento; después, el valor decide como siempre.
skiryuk-08-water-truths-and-re-atum-step3 = La casilla 30 no da tirada de casa: una ficha que llega allí simplemente espera. En tu siguiente tirada, sea cual sea su valor, sale del tablero.
skiryuk-08-water-truths-and-re-atum-q12-hint = La 30 no es exigente.
skiryuk-08-water-truths-and-re-atum-q13 = ¿Qué probabilidad tiene la ficha de la 30 de salir del tablero con la siguiente tirada?
skiryuk-08-water-truths-and-re-atum-q13-hint = ¿Hay alguna tirada que la deje allí?
skiryuk-08-water-truths-and-re-atum-q14 = Sacas el huso de la 30 con un 1. ¿Quién lanza ahora?
skiryuk-08-water-truths-and-re-atum-q14-hint = Todavía tienes fichas en el tablero, y un 1 es un valor con suerte.

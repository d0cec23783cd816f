## skiryuk-09-re-atum-and-square-30 (español)

skiryuk-09-re-atum-and-square-30-title = Skiryuk: la Casa de Re-Atum (29) y la casilla 30
skiryuk-09-re-atum-and-square-30-step1 = La 29 es la Casa de Re-Atum. Llegar allí da una tirada de casa: solo un 2 saca la ficha, y cualquier otra tirada la deja allí, también en las tiradas siguientes. Recuerda a su vecina: en la 28 la llave es un 3.
skiryuk-09-re-atum-and-square-30-q1-hint = Re-Atum abre la puerta a un solo valor.
skiryuk-09-re-atum-and-square-30-q2-hint = El 3 es la llave de la casa anterior, no de esta.
skiryuk-09-re-atum-and-square-30-q3-hint = El valor que abre la 29 es también la tirada más frecuente.
skiryuk-09-re-atum-and-square-30-q4 = Usas un 3 con el huso de la 29, y se queda allí. ¿Quién lanza ahora?
skiryuk-09-re-atum-and-square-30-q4-hint = Quedarse quieta es un movimiento; después, el valor decide como siempre.
skiryuk-09-re-atum-and-square-30-step2 = La casilla 30 no da tirada de casa: una ficha que llega allí simplemente espera. En tu siguiente tirada, sea cual sea su valor, sale del tablero.
skiryuk-09-re-atum-and-square-30-q5-hint = La 30 no es exigente.
skiryuk-09-re-atum-and-square-30-q6 = ¿Qué probabilidad tiene la ficha de la 30 de salir del tablero con la siguiente tirada?
skiryuk-09-re-atum-and-square-30-q6-hint = ¿Hay alguna tirada que la deje allí?
skiryuk-09-re-atum-and-square-30-q7 = Sacas el huso de la 30 con un 1. ¿Quién lanza ahora?
skiryuk-09-re-atum-and-square-30-q7-hint = Todavía tienes fichas en el tablero, y un 1 es un valor con suerte.

## skiryuk-10-back-to-15 (español)

skiryuk-10-back-to-15-title = Skiryuk: de vuelta a la 15, la Casa del Renacimiento
skiryuk-10-back-to-15-step1 = Las fichas que caen desde la 26 o la 27 vuelven a la 15, la Casa del Renacimiento. Si en la 15 hay una ficha rival, la ficha que vuelve ocupa la casilla de todos modos, y la rival es derribada hasta la casilla 1.
skiryuk-10-back-to-15-q1 = El huso de la 27 saca un 2 y vuelve a la 15. ¿Qué le pasa al cono que está allí, y vuelves a lanzar?
skiryuk-10-back-to-15-q1-hint = Este derribo no sigue el intercambio de siempre.
skiryuk-10-back-to-15-q2 = ¿Y si la tirada de casa en la 27 es un 1?
skiryuk-10-back-to-15-q2-hint = La suerte del cono es la misma. ¿Sigue dando otra tirada un 1 después de la caída?
skiryuk-10-back-to-15-step2 = ¿Y si la casilla 1 está ocupada? La fuente no lo dice. Este programa envía la ficha derribada a la casilla vacía más cercana después de la 1: la 2, luego la 3, y así sucesivamente.
skiryuk-10-back-to-15-q3-hint = En la casilla 1 ya hay un cono.
skiryuk-10-back-to-15-q4 = Una tirada de casa de 1 en la 26, con un cono ya en la 27. ¿Qué le pasa al cono de la 15?
skiryuk-10-back-to-15-q4-hint = La 27 está ocupada, así que el huso va directamente a la 15. Después cuenta desde la casilla 1 hacia arriba.
skiryuk-10-back-to-15-step3 = Si en la 15 hay una de tus propias fichas, la ficha que vuelve ocupa igualmente la 15. La que estaba allí se desplaza hacia atrás a la casilla vacía más cercana por debajo de la 15, saltándose cualquier casilla ocupada, sea del bando que sea. Nadie más se mueve: las fichas que salta no quedan derribadas.
skiryuk-10-back-to-15-q5 = Tu huso de la 27 saca un 2 mientras otro huso descansa en la 15. ¿Dónde termina el huso que venía de la 27?
skiryuk-10-back-to-15-q5-hint = ¿Quién se queda con la casilla 15: la que llega o la que ya estaba?
skiryuk-10-back-to-15-q6 = Esta vez hay conos en la 14 y la 13. El huso de la 27 saca un 3 y vuelve a la 15. ¿Queda derribado algún cono?
skiryuk-10-back-to-15-q6-hint = El huso desplazado se salta las casillas ocupadas; no cae sobre ellas.
skiryuk-10-back-to-15-step4 = Este es el resultado: la recién llegada ocupa la 15, y el huso desplazado desde la 15 saltó los conos de la 14 y la 13 para quedarse en la 12. Los conos no se movieron.
skiryuk-10-back-to-15-q7 = Una tirada de casa de 1 en la 26 mientras un cono descansa en la 27. Tus husos ocupan la 15 y la 14, y un cono la 13. ¿Queda derribado algún cono, y vuelves a lanzar?
skiryuk-10-back-to-15-q7-hint = El huso va a la 15 y desplaza tu propia ficha hacia abajo, más allá de la 14 y la 13.
skiryuk-10-back-to-15-q8 = En la misma posición, ¿dónde termina el huso que venía de la 26?
skiryuk-10-back-to-15-q8-hint = El cono de la 27 cierra el agua, así que la caída llega más lejos.

## skiryuk-14-10-back-to-15 (español)

skiryuk-14-10-back-to-15-title = Skiryuk con 14 fichas: vuelta a la 15 entre la multitud
skiryuk-14-10-back-to-15-step1 = Una ficha que cae desde la 26 o la 27 vuelve a la 15, la Casa del Renacimiento. Una ficha rival que esté en la 15 es derribada hasta la casilla 1. Si la casilla 1 está ocupada, la fuente no dice qué pasa; este programa la envía a la casilla vacía más cercana después de la 1. En el abarrotado juego de siete fichas, eso puede quedar unas cuantas casillas más allá.
skiryuk-14-10-back-to-15-q1-hint = Empieza en la casilla 1 y sube hasta la primera casilla vacía.
skiryuk-14-10-back-to-15-q2 = Esta vez la casilla 1 está libre, y la tirada de casa en la 27 es un 1. ¿Qué le pasa al cono de la 15, y vuelves a lanzar?
skiryuk-14-10-back-to-15-q2-hint = El cono va adonde lo manda la fuente. Y un 1 es un 1.
skiryuk-14-10-back-to-15-q3 = Una tirada de casa de 1 en la 26, con un cono ya en la 27. ¿Qué le pasa al cono de la 15?
skiryuk-14-10-back-to-15-q3-hint = El agua está ocupada, así que el huso va directamente a la 15. Las casillas 1 y 2 están ocupadas.
skiryuk-14-10-back-to-15-step2 = Si en la 15 hay una ficha tuya, la ficha que vuelve ocupa igualmente la 15, y la que estaba allí se desplaza hacia abajo, a la casilla vacía más cercana por debajo de la 15, saltándose las casillas ocupadas por cualquiera de los dos bandos. Ninguna otra ficha se mueve. Con catorce fichas, puede que la ficha desplazada tenga que saltarse varias casillas.
skiryuk-14-10-back-to-15-q4 = El huso de la 27 saca un 2. ¿Dónde termina?
skiryuk-14-10-back-to-15-q4-hint = Tu ficha de la 15 tiene que hacerle sitio a la recién llegada.
skiryuk-14-10-back-to-15-q5 = Con un 3: ¿queda derribado algún cono por el camino?
skiryuk-14-10-back-to-15-q5-hint = El huso desplazado se salta los conos de la 13 y la 11; no cae sobre ellos.
skiryuk-14-10-back-to-15-step3 = El resultado: la recién llegada ocupa la 15, y el huso desplazado se saltó la 14, la 13, la 12 y la 11 para quedarse en la 10. Los conos no se movieron.
skiryuk-14-10-back-to-15-q6 = Hay conos en la 27 y la 29, y tu huso en la 15. ¿Adónde lleva una tirada de casa de 3 al huso de la 26?
skiryuk-14-10-back-to-15-q6-hint = El salto a la 29 falla, el agua está ocupada y la 15 es tuya.

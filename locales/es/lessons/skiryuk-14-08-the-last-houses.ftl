## skiryuk-14-08-the-last-houses (español)

skiryuk-14-08-the-last-houses-title = Skiryuk con 14 fichas: las casas de la 27 a la 30
skiryuk-14-08-the-last-houses-step1 = Cuatro husos han pasado ya la 26. Cada casa tiene su propia tabla. La 27, el Agua: un 4 saca la ficha, un 5 la deja allí, y un 1, un 2 o un 3 la devuelven a la 15. La 28, las Tres Verdades: solo un 3 la saca. La 29, Re-Atum: solo un 2 la saca. En la 28 y la 29, cualquier otra tirada deja la ficha donde está. La 30 no da tirada de casa, pero la siguiente tirada, sea cual sea, saca la ficha.
skiryuk-14-08-the-last-houses-q1-hint = Una tirada pequeña en el agua es una mala noticia.
skiryuk-14-08-the-last-houses-q2-hint = Las tiradas más raras deciden los mejores resultados del agua.
skiryuk-14-08-the-last-houses-q3-hint = Solo un valor la saca desde la 27.
skiryuk-14-08-the-last-houses-q4-hint = Tres Verdades.
skiryuk-14-08-the-last-houses-q5-hint = No es el valor que abre esta casa.
skiryuk-14-08-the-last-houses-q6-hint = ¿Con qué frecuencia dan un 3 las tablillas?
skiryuk-14-08-the-last-houses-q7-hint = ¿Qué valor abre Re-Atum?
skiryuk-14-08-the-last-houses-q8-hint = Aquí hasta la tirada más grande es la llave equivocada.
skiryuk-14-08-the-last-houses-q9-hint = El valor que abre la 29 es la tirada más frecuente.
skiryuk-14-08-the-last-houses-q10-hint = La 30 acepta cualquier valor.
skiryuk-14-08-the-last-houses-q11-hint = ¿Hay alguna tirada que la deje allí?
skiryuk-14-08-the-last-houses-q12 = Sacas el huso de la 30 con un 3. ¿Quién lanza ahora?
skiryuk-14-08-the-last-houses-q12-hint = La ficha ha salido; ahora el valor decide como siempre.

## skiryuk-14-07-house-of-beauty (español)

skiryuk-14-07-house-of-beauty-title = Skiryuk con 14 fichas: la tirada de casa en la 26
skiryuk-14-07-house-of-beauty-step1 = Llegar a la 26 le da a la ficha una tirada de casa inmediata, que decide su destino: un 1 la hace caer a la 27; un 2, un 3 o un 4 la llevan a la 28, la 29 o la 30; y un 5 la saca del tablero. Una ficha que descansa en la 26 sigue la misma tabla en las tiradas siguientes. En una lección, la tirada que se muestra para esa ficha es su tirada de casa.
skiryuk-14-07-house-of-beauty-q1-hint = Aquí la tirada más pequeña es la desafortunada.
skiryuk-14-07-house-of-beauty-q2-hint = Las casillas de la 27 a la 30 están todas vacías.
skiryuk-14-07-house-of-beauty-q3 = La tirada de casa es un 2: el huso pasa a la 28. ¿Quién lanza ahora?
skiryuk-14-07-house-of-beauty-q3-hint = La 28 también es una casa.
skiryuk-14-07-house-of-beauty-q5 = La última fila está llena de fichas. ¿Adónde lleva una tirada de casa de 5 al huso de la 26?
skiryuk-14-07-house-of-beauty-q5-hint = Un 5 desde la 26 no tiene en cuenta lo que haya de la 27 a la 30.
skiryuk-14-07-house-of-beauty-step2 = Una ficha en la 26 nunca salta, cae sobre otra ficha ni la derriba. La lectura de este programa, donde la fuente deja margen para otras: si un 2, un 3 o un 4 encuentra ocupada la casilla de destino o alguna anterior, la ficha cae a la 27 como si hubiera sacado un 1; si la 27 también está ocupada, vuelve directamente a la 15.
skiryuk-14-07-house-of-beauty-q6-hint = El camino a la 30 cruza el cono de la 29.
skiryuk-14-07-house-of-beauty-q7-hint = La propia casilla de destino está ocupada.
skiryuk-14-07-house-of-beauty-q8 = Hay conos en la 27 y la 28. ¿Adónde lleva una tirada de casa de 2 al huso de la 26?
skiryuk-14-07-house-of-beauty-q8-hint = El salto falla y el agua está ocupada. ¿Dónde termina entonces la caída?

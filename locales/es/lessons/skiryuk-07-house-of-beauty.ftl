## skiryuk-07-house-of-beauty (español)

skiryuk-07-house-of-beauty-title = Skiryuk: la tirada de casa en la 26, la Casa de la Belleza
skiryuk-07-house-of-beauty-step1 = Una ficha que llega a la 26 vuelve a lanzar en el acto para sí misma: es su tirada de casa. En una lección, la tirada que se muestra para una ficha que está en la 26 es esa tirada de casa. Su tabla: un 1 la hace caer en la 27, la Casa del Agua; un 2, un 3 o un 4 la llevan a la 28, la 29 o la 30; un 5 la saca del tablero.
skiryuk-07-house-of-beauty-q1-hint = En la 26, un 1 no es un paso hacia la salvación.
skiryuk-07-house-of-beauty-q2-hint = El camino hasta la 29 está despejado.
skiryuk-07-house-of-beauty-q3 = ¿Qué probabilidad tiene la ficha de la 26 de salir del tablero con su tirada de casa?
skiryuk-07-house-of-beauty-q3-hint = Solo una tirada la saca directamente desde la 26. ¿Con qué frecuencia la dan las tablillas?
skiryuk-07-house-of-beauty-q4 = La última fila está llena. ¿Adónde lleva una tirada de casa de 5 al huso de la 26?
skiryuk-07-house-of-beauty-q4-hint = Un 5 desde la 26 no se fija en lo que haya de la 27 a la 30.
skiryuk-07-house-of-beauty-step2 = Una tirada de casa que deja la ficha en la 27, la 28 o la 29 le da allí otra tirada de casa más, así que el turno continúa. La última tirada de esa cadena decide si vuelves a lanzar.
skiryuk-07-house-of-beauty-q5 = La tirada de casa es un 2 y el huso pasa a la 28. ¿Quién lanza ahora?
skiryuk-07-house-of-beauty-q5-hint = ¿Qué le pasa a una ficha que llega a la 28?
skiryuk-07-house-of-beauty-q6 = La tirada de casa es un 3 y el huso pasa a la 29. ¿Quién lanza ahora?
skiryuk-07-house-of-beauty-q6-hint = Un 3 suele terminar el turno. ¿Cambia eso la 29?
skiryuk-07-house-of-beauty-step3 = Una ficha en la 26 nunca puede saltar otra ficha, caer sobre ella ni derribarla. Así que un 2, un 3 o un 4 necesitan que la casilla de destino y todas las anteriores estén vacías. Las palabras de la fuente dejan abierto este caso; este programa lo lee así: si alguna de esas casillas está ocupada, la ficha cae a la 27 como si hubiera sacado un 1, y si la 27 también está ocupada, vuelve directamente a la 15.
skiryuk-07-house-of-beauty-q7-hint = De camino a la 30, el huso tendría que saltar el cono de la 28.
skiryuk-07-house-of-beauty-q8 = Tu propio huso descansa en la 28. ¿Adónde lleva una tirada de casa de 2 al huso de la 26?
skiryuk-07-house-of-beauty-q8-hint = Una ficha amiga en la casilla de destino también impide el salto.
skiryuk-07-house-of-beauty-q9 = Hay conos en la 27 y la 29. ¿Adónde lleva una tirada de casa de 3 al huso de la 26?
skiryuk-07-house-of-beauty-q9-hint = El salto falla, así que la ficha caería a la 27. ¿Está libre la 27?
skiryuk-07-house-of-beauty-q10 = El 4 falla y el huso cae a la 27. ¿Quién lanza ahora?
skiryuk-07-house-of-beauty-q10-hint = Llegar a la 27 cuenta como llegar a una casa.

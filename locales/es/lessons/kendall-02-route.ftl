## Textos de la lección kendall-02-route (español).

kendall-02-route-title = Kendall: las curvas del camino
kendall-02-route-intro = Primero, localiza las cuatro casillas de las esquinas. La 10 está en el extremo derecho de la fila de arriba, y la 11 justo debajo: esa es la primera curva. La 20 está en el extremo izquierdo de la fila del medio, y la 21 justo debajo: esa es la segunda curva. Entre las dos, la fila del medio va al revés en la pantalla, de derecha a izquierda. Cuenta siempre por los números, no por la izquierda y la derecha.
kendall-02-route-q-before-eleven = ¿Qué casilla viene justo antes de la 11 en el recorrido?
kendall-02-route-q-before-eleven-hint = La primera curva está en el lado derecho.
kendall-02-route-q-before-twenty-one = ¿Qué casilla viene justo antes de la 21?
kendall-02-route-q-before-twenty-one-hint = Mira justo encima de la 21, al final de la fila del medio.
kendall-02-route-q-stacked = En la pantalla, la 19 está justo encima de la 22. ¿Son casillas consecutivas del recorrido?
kendall-02-route-q-stacked-hint = Entre ellas están la 20 y la 21. Cuenta los pasos.
kendall-02-route-q-corner = ¿Y la 20 y la 21, una encima de otra en la curva de la izquierda?
kendall-02-route-q-corner-hint = Consecutivas significa que sus números se diferencian en uno.
kendall-02-route-trace = Sigamos un movimiento desde la fila del medio. Las negras tienen un 4 y miran la ficha de la 18. Paso a paso: la 19 (hacia la izquierda), la 20 (el final de la fila), la 21 (baja a la fila de abajo) y la 22 (ahora hacia la derecha). En la pantalla la ficha cambia de dirección, pero en el recorrido simplemente avanza 4 casillas.
kendall-02-route-q-eighteen = ¿Dónde cae la ficha negra de la 18 con este 4?
kendall-02-route-q-eighteen-hint = Di los números en voz alta mientras avanzas: 19, 20, ...
kendall-02-route-q-eight = Ahora las negras sacan un 5. ¿Dónde cae la ficha de la 8? Por el camino pasa por encima de una ficha blanca sola, y eso está permitido.
kendall-02-route-q-eight-hint = Primero dobla la curva de la derecha: 9, 10, 11, ...
kendall-02-route-q-nineteen = Las negras sacan un 3. ¿Dónde termina la ficha de la 19?
kendall-02-route-q-nineteen-hint = En la pantalla, la 22 está justo debajo de la 19, pero no es así como se llega a ella.
kendall-02-route-q-after-thirty = Y al final de todo: ¿qué viene después de la 30?
kendall-02-route-q-after-thirty-hint = La 30 es la última casilla del tablero.
kendall-02-route-wrap = Ya sabes seguir la serpiente por sus dos curvas. Todas las reglas que vienen después, desde los bloqueos hasta la parada en la 26, se cuentan siguiendo estos números.

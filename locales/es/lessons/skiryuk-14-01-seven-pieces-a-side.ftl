## skiryuk-14-01-seven-pieces-a-side (español)

skiryuk-14-01-seven-pieces-a-side-title = Skiryuk con 14 fichas: siete por bando y un inicio abarrotado
skiryuk-14-01-seven-pieces-a-side-step1 = Esta es la forma más antigua del juego de Skiryuk: siete fichas por bando en lugar de cinco. Según la fuente, el senet se jugaba con catorce fichas antes de la XVII dinastía. La fuente también la propone para jugar una partida más rápida. Las reglas son exactamente las mismas; solo cambia la posición inicial. Los husos (x) ocupan las casillas pares de la 2 a la 14 y los conos (o) las impares de la 1 a la 13, así que la línea de salida dobla la curva y entra en la fila del medio.
skiryuk-14-01-seven-pieces-a-side-q1 = ¿Dónde empiezan los siete husos?
skiryuk-14-01-seven-pieces-a-side-q1-hint = Todas las casillas pares desde la 2 hasta la 14.
skiryuk-14-01-seven-pieces-a-side-q2 = ¿Y los siete conos?
skiryuk-14-01-seven-pieces-a-side-q2-hint = Los conos ocupan las casillas impares que quedan entre medias.
skiryuk-14-01-seven-pieces-a-side-q5 = ¿Qué casilla sigue a la 14, la última de la línea de partida?
skiryuk-14-01-seven-pieces-a-side-q5-hint = Es la Casa del Renacimiento. La fuente señala que es la primera casilla que seguro que está vacía al principio.
skiryuk-14-01-seven-pieces-a-side-q9 = ¿Qué bando lanza primero en el juego de siete fichas?
skiryuk-14-01-seven-pieces-a-side-q9-hint = El mismo bando que en el juego de cinco fichas.

## De qué trata esta serie de lecciones.

skiryuk-14-01-seven-pieces-a-side-step3 = Las tablillas, el recorrido, la ceremonia de apertura y las tablas de las casas funcionan exactamente igual que en el juego de cinco fichas, y las lecciones de Skiryuk los enseñan. Esta serie de lecciones muestra lo que cambian catorce fichas: un inicio abarrotado y atascos largos, más hileras que bloquean, más fichas derribadas, pasos atrás y tiradas perdidas que impone la multitud, una cola delante de la 26, casas llenas y una carrera a casa con muchas fichas a la vez.

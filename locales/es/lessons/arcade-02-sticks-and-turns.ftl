## Textos de la lección arcade-02-sticks-and-turns (español).

arcade-02-sticks-and-turns-title = Tablillas, movimientos y tiradas extra
arcade-02-sticks-and-turns-intro = Se lanzan cuatro tablillas, cada una clara por un lado y oscura por el otro. Cuenta las caras claras: de 1 a 4. Si no sale ninguna cara clara vale 5, así que nunca hay un 0. De cada 16 tiradas, el 2 sale seis veces, el 1 y el 3 cuatro veces cada uno, y el 4 y el 5 solo una vez cada uno.
arcade-02-sticks-and-turns-q1 = ¿Qué probabilidad tiene una tirada de 2?
arcade-02-sticks-and-turns-q1-hint = Es la tirada más frecuente. ¿Cuántas de 16?
arcade-02-sticks-and-turns-q2 = ¿Qué probabilidad tiene una tirada de 4?
arcade-02-sticks-and-turns-q2-hint = Las cuatro tablillas tienen que mostrar su cara clara.
arcade-02-sticks-and-turns-q3 = ¿Qué probabilidad tiene una tirada de 1?
arcade-02-sticks-and-turns-q3-hint = Exactamente una tablilla clara: ¿cuál de las cuatro podría ser?
arcade-02-sticks-and-turns-move = Después avanzas una ficha exactamente tantas casillas como marque la tirada. Si puedes mover, tienes que hacerlo, y no puedes caer sobre una ficha tuya. Tras un movimiento con un 1, un 4 o un 5 vuelves a lanzar; un 2 o un 3 termina tu turno. Entre los tres, el 1, el 4 y el 5 salen 6 veces de cada 16, así que las tiradas extra son frecuentes.
arcade-02-sticks-and-turns-q4 = Tu ficha de la 7 se mueve con este 4. ¿Dónde cae?
arcade-02-sticks-and-turns-q4-hint = Después de la 10 el camino dobla la esquina. Sigue contando por los números.
arcade-02-sticks-and-turns-q5 = ¿Y quién lanza después de ese movimiento?
arcade-02-sticks-and-turns-q5-hint = ¿Es el 4 uno de los valores que dan otra tirada?
arcade-02-sticks-and-turns-q6 = Con este 5, ¿qué fichas tuyas pueden moverse?
arcade-02-sticks-and-turns-q6-hint = Suma 5 a cada ficha. ¿De quién es la ficha que hay en cada casilla de llegada?
arcade-02-sticks-and-turns-q7 = ¿Puede la ficha de la 2 usar este 5?
arcade-02-sticks-and-turns-q7-hint = 2 + 5 = 7. ¿Quién está ahí?
arcade-02-sticks-and-turns-q8 = La ficha de la 2 va a la 5 con este 3. ¿Quién lanza ahora?
arcade-02-sticks-and-turns-q8-hint = Solo el 1, el 4 y el 5 mantienen el turno.
arcade-02-sticks-and-turns-q9 = La ficha de la 12 pasa a la 13 con este 1. ¿Quién lanza ahora?
arcade-02-sticks-and-turns-q9-hint = Un paso pequeño, pero ¿qué valor era?
arcade-02-sticks-and-turns-q10 = ¿Dónde cae la ficha de la 12 con este 2?
arcade-02-sticks-and-turns-q10-hint = Una casilla por punto a lo largo del camino.

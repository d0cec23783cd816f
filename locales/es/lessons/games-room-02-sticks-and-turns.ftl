## Textos de la lección games-room-02-sticks-and-turns (español).

games-room-02-sticks-and-turns-title = Tablillas, movimientos y tiradas extra
games-room-02-sticks-and-turns-intro = En lugar de dados se lanzan cuatro tablillas, cada una clara por un lado y oscura por el otro. Cuenta las caras claras que quedan a la vista: esa es tu tirada, de 1 a 4. Si no aparece ninguna cara clara, la tirada vale 5. El 0 no existe. No todos los valores son igual de probables: de cada 16 tiradas puedes esperar un 1 cuatro veces, un 2 seis veces, un 3 cuatro veces, y un 4 o un 5 solo una vez cada uno.
games-room-02-sticks-and-turns-q1 = ¿Qué probabilidad tiene una tirada de 2?
games-room-02-sticks-and-turns-q1-hint = Cuatro tablillas pueden caer de 16 maneras igual de probables. ¿En cuántas quedan a la vista exactamente dos caras claras?
games-room-02-sticks-and-turns-q2 = ¿Qué probabilidad tiene una tirada de 5?
games-room-02-sticks-and-turns-q2-hint = Para un 5, todas las tablillas tienen que caer con la cara oscura hacia arriba.
games-room-02-sticks-and-turns-q3 = ¿Y una tirada de 3?
games-room-02-sticks-and-turns-q3-hint = Tres caras claras significa exactamente una oscura. ¿Qué tablilla podría ser?
games-room-02-sticks-and-turns-move = En tu turno lanzas y después avanzas una ficha exactamente tantas casillas como marque la tirada. Tú eliges la ficha, pero si alguna puede usar la tirada tienes que mover: no puedes pasar. Tras un movimiento con un 1, un 4 o un 5 vuelves a lanzar; un 2 o un 3 termina tu turno.
games-room-02-sticks-and-turns-q4 = Tu cono de la 13 usa este 2. ¿Dónde cae?
games-room-02-sticks-and-turns-q4-hint = Cuenta una casilla por punto, siguiendo los números.
games-room-02-sticks-and-turns-q5 = Ahora el cono de la 8 se mueve con un 4. ¿Dónde cae?
games-room-02-sticks-and-turns-q5-hint = El camino dobla la esquina después de la 10. Sigue contando por los números.
games-room-02-sticks-and-turns-q6 = Con este 5, ¿qué fichas tuyas pueden moverse?
games-room-02-sticks-and-turns-q6-hint = Dos fichas nunca comparten casilla, y ninguna puede caer sobre otra de su propio bando.
games-room-02-sticks-and-turns-q7 = Mueves el cono de la 3 a la 7 con este 4. ¿Quién lanza ahora?
games-room-02-sticks-and-turns-q7-hint = ¿Qué valores dan otra tirada?
games-room-02-sticks-and-turns-q8 = El cono de la 13 usa este 2. ¿Quién lanza ahora?
games-room-02-sticks-and-turns-q8-hint = Solo un 1, un 4 o un 5 te deja seguir con las tablillas en la mano.
games-room-02-sticks-and-turns-q9 = ¡Un 5, toda una rareza! El cono de la 13 corre hasta la 18. ¿Quién lanza ahora?
games-room-02-sticks-and-turns-q9-hint = ¿Es el 5 uno de los valores que dan otra tirada?

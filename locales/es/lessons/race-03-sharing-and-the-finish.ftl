## race-03-sharing-and-the-finish (español)

race-03-sharing-and-the-finish-title = La carrera simple: casillas compartidas, nada de pasarse, y la llegada
race-03-sharing-and-the-finish-step1 = Las dos fichas nunca se afectan. No hay intercambios ni bloqueos: una ficha puede caer en la casilla de la otra, y las dos se quedan allí juntas. El tablero marca una casilla compartida con un *.
race-03-sharing-and-the-finish-q1 = La ficha oscura está en la 11. ¿Puede la clara avanzar desde la 8 con un 3?
race-03-sharing-and-the-finish-q1-hint = ¿Hay aquí alguna regla contra compartir casilla?
race-03-sharing-and-the-finish-q2 = Después de ese movimiento, ¿qué le pasa a la ficha oscura, y vuelves a lanzar?
race-03-sharing-and-the-finish-q2-hint = En esta carrera no se intercambia nada, y no hay tiradas extra.
race-03-sharing-and-the-finish-q3 = Las dos fichas comparten la casilla 14. La ficha clara saca un 2. ¿Dónde cae?
race-03-sharing-and-the-finish-q3-hint = La ficha oscura se queda en la 14; la clara simplemente sigue adelante.
race-03-sharing-and-the-finish-step2 = Cerca del final, la tirada tiene que encajar. Un movimiento que llevaría la ficha más allá de la 30 no está permitido, y la tirada simplemente se pierde: el turno pasa al otro bando.
race-03-sharing-and-the-finish-q4-hint = 27 + 4 es más que 30.
race-03-sharing-and-the-finish-q5 = La ficha clara está en la 29 y saca un 2. ¿Qué fichas pueden moverse?
race-03-sharing-and-the-finish-q5-hint = Desde la 29 solo encaja un 1 exacto.
race-03-sharing-and-the-finish-q6 = La ficha clara está en la 28 y saca un 5. ¿Qué pasa después?
race-03-sharing-and-the-finish-q6-hint = El movimiento no está permitido. ¿Se guarda la tirada para después?
race-03-sharing-and-the-finish-step3 = Gana la carrera la primera ficha que llega exactamente a la 30.
race-03-sharing-and-the-finish-q7 = La ficha clara está en la 27 y saca un 3. ¿Qué pasa?
race-03-sharing-and-the-finish-q7-hint = ¿Dónde cae 27 + 3?
race-03-sharing-and-the-finish-q8 = La ficha clara está en la 25 y saca un 5. ¿Qué pasa?
race-03-sharing-and-the-finish-q8-hint = Un 5 desde la 25 cae justo en la 30.
race-03-sharing-and-the-finish-q9 = La ficha oscura está en la 29 y saca un 1. ¿Qué pasa?
race-03-sharing-and-the-finish-q9-hint = La llegada funciona igual para los dos bandos.
race-03-sharing-and-the-finish-step4 = Recuerda lo lejos que está esta carrera de las reconstrucciones de verdad. Estas usan cinco o siete fichas por bando, cuatro tablillas con probabilidades desiguales, tiradas extra con el 1, el 4 y el 5, intercambios, grupos protegidos y casas especiales de la 15 a la 30; las fichas salen del tablero en lugar de pararse en la 30. La propia fuente dice que su carrera deja fuera las tablillas, los bloqueos y las casillas especiales, y que no se conserva ningún reglamento antiguo completo de ninguna versión.

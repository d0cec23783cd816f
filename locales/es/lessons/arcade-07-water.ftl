## Textos de la lección arcade-07-water (español).

arcade-07-water-title = La Casa del Agua (27)
arcade-07-water-intro = Una ficha que cae en la 27, la Casa del Agua, vuelve arrastrada en el acto a la 15, la Casa del Renacimiento. Nunca se queda en la 27. Desde la 26 eso cuesta once casillas de golpe, y un 1 sale 4 veces de cada 16, así que trata la 26 como una plataforma de lanzamiento, no como un aparcamiento.
arcade-07-water-q1 = Tu ficha de la 26 saca un 1. ¿Dónde termina?
arcade-07-water-q1-hint = 26 + 1 = 27. Después actúa el agua.
arcade-07-water-q2 = Después de ese chapuzón con un 1, ¿quién lanza ahora?
arcade-07-water-q2-hint = El agua ni da ni quita tiradas. Decide el valor.
arcade-07-water-q3 = Hay fichas rivales en la 13 y la 14. ¿Dónde termina tu ficha de la 26 con un 1?
arcade-07-water-q3-hint = ¿Está libre la propia 15?
arcade-07-water-busy = Si la 15 está ocupada, la ficha ahogada va a la casilla libre más cercana por debajo: la 14, luego la 13, y así sucesivamente. Se salta todas las casillas ocupadas, sean de quien sean, y no se intercambia con nadie.
arcade-07-water-q4 = Una ficha rival está en la 15. ¿Dónde termina tu ficha ahogada?
arcade-07-water-q4-hint = La 15 está ocupada y no es segura, pero el agua no intercambia.
arcade-07-water-q5 = Tu propia ficha está en la 15 y una rival en la 14. ¿Adónde va la ficha ahogada?
arcade-07-water-q5-hint = Baja desde la 15 hasta la primera casilla vacía.
arcade-07-water-q6 = Fichas rivales en la 13 y la 15, tu ficha en la 14. ¿Adónde va ahora la ficha ahogada?
arcade-07-water-q6-hint = La 15, la 14 y la 13 están ocupadas.
arcade-07-water-q7 = Tu ficha de la 23 ya estuvo una vez en la 26, luego se ahogó y ha vuelto a subir. ¿Puede usar este 4?
arcade-07-water-q7-hint = La parada obligatoria mira dónde está la ficha ahora, no su pasado.

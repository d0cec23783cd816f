## Textos de la lección games-room-06-water (español).

games-room-06-water-title = La Casa del Agua
games-room-06-water-intro = La casilla 27, la Casa del Agua, arrastra a cualquier ficha que caiga en ella: la ficha vuelve en el acto a la 15, la Casa del Renacimiento, así que ninguna ficha descansa nunca en la 27. Avanzando solo hay una forma de entrar: un 1 desde la 26, porque cualquier ficha por debajo de la 26 tiene que detenerse antes en la 26.
games-room-06-water-q1 = Tu cono de la 26 saca un 1. ¿Dónde termina?
games-room-06-water-q1-hint = 26 + 1 es 27. ¿Qué hace el agua?
games-room-06-water-q2 = Ha caído al agua con ese 1. ¿Quién lanza ahora?
games-room-06-water-q2-hint = El agua ni da ni quita tiradas. ¿Qué dice el valor que ha salido?
games-room-06-water-busy = ¿Y si la 15 ya está ocupada? Entonces la ficha arrastrada va a la casilla vacía más cercana por debajo de la 15: la 14 si está libre; si no, la 13, y así sucesivamente. Nunca ataca a nadie por el camino.
games-room-06-water-q3 = Un carrete descansa en la 15. Tu cono de la 26 saca un 1. ¿Dónde termina?
games-room-06-water-q3-hint = La 15 está ocupada. Mira una casilla más abajo.
games-room-06-water-q4 = Tu propio cono descansa en la 15 y un carrete en la 14. ¿Dónde termina el cono arrastrado?
games-room-06-water-q4-hint = Sáltate todas las casillas ocupadas, sean del bando que sean.
games-room-06-water-q5 = Carretes en la 13 y la 15, tu cono en la 14. ¿Dónde termina ahora el cono arrastrado?
games-room-06-water-q5-hint = Baja desde la 15 y detente en la primera casilla vacía.

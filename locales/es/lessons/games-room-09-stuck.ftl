## Textos de la lección games-room-09-stuck (español).

games-room-09-stuck-title = Sin salida: tiradas perdidas y el principio del tablero
games-room-09-stuck-intro = Si nada puede moverse, ni hacia adelante ni hacia atrás, la tirada se pierde y el turno pasa al otro bando, aunque haya salido un 1, un 4 o un 5: esos valores solo dan otra tirada tras un movimiento completado.
games-room-09-stuck-intro-more = Además, retrocediendo no se puede salir por el principio del camino: ninguna ficha puede ir más atrás de la casilla 1. Las reglas de la escuela no lo dicen; este programa considera la casilla 1 el final del camino en esa dirección, y a un movimiento que la sobrepasa lo llama below-start (antes del principio).
games-room-09-stuck-q1 = Comprueba los dos conos, hacia adelante y hacia atrás. ¿Qué pasa con este 1?
games-room-09-stuck-q1-hint = Hacia adelante: la 25 y la 26. Hacia atrás: la 24 y la 23. ¿Se permite alguna de esas llegadas?
games-room-09-stuck-q2 = La misma posición, pero sacas un 4. ¿Qué fichas tuyas pueden moverse?
games-room-09-stuck-q2-hint = Hacia adelante, las dos cruzarían la 26. Hacia atrás, ¿qué hay entre ellas y su casilla de llegada?
games-room-09-stuck-q3 = Tus dos últimos conos esperan en la 29 y la 30, y una pareja de carretes ocupa la 25 y la 26. Sacas un 4, que normalmente da otra tirada. ¿Quién lanza ahora?
games-room-09-stuck-q3-hint = ¿Puede salir alguno de los conos con un 4? ¿Puede alguno caer en la 25 o la 26 al retroceder?
games-room-09-stuck-q4 = Nada puede avanzar con este 3. ¿Qué fichas tuyas pueden retroceder?
games-room-09-stuck-q4-hint = ¿Dónde quedaría 2 - 3?
games-room-09-stuck-q5 = Con este 3 tampoco puede avanzar nada. ¿Qué fichas tuyas pueden retroceder ahora?
games-room-09-stuck-q5-hint = La casilla 1 sigue siendo parte del tablero. ¿Caer en ella es ir demasiado lejos?
games-room-09-stuck-q6 = Tus dos conos de la 1 y la 2 están detrás de un muro y sacas un 4. ¿Qué pasa?
games-room-09-stuck-q6-hint = Hacia adelante los detiene el muro. ¿Queda sitio detrás de ellos?

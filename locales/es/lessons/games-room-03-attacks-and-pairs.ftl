## Textos de la lección games-room-03-attacks-and-pairs (español).

games-room-03-attacks-and-pairs-title = Ataques y parejas protectoras
games-room-03-attacks-and-pairs-intro = Caer sobre una ficha rival que está sola es atacarla: las dos fichas se intercambian. Tu ficha se queda con la casilla y la rival vuelve a la casilla de la que saliste. Nunca se captura nada, así que los dos bandos conservan siempre sus cinco fichas. Aquí el cono de la 11 saca un 3 y cae sobre el carrete de la 14.
games-room-03-attacks-and-pairs-q1 = Haz el ataque. ¿Qué le pasa al carrete? ¿Vuelves a lanzar?
games-room-03-attacks-and-pairs-q1-hint = El carrete ocupa la casilla que tu cono acaba de dejar. ¿Y la tirada fue un 1, un 4 o un 5?
games-room-03-attacks-and-pairs-q2 = Ahora hay un carrete solo en la 9. Tu cono de la 5 saca un 4 y cae sobre él. ¿Qué pasa?
games-room-03-attacks-and-pairs-q2-hint = ¿De dónde salió tu cono? ¿Y qué te da un 4?
games-room-03-attacks-and-pairs-q3 = Volvemos a la primera posición. Tu cono de la 11 ataca al carrete de la 14 con un 3. ¿Un ataque con éxito te da otra tirada?
games-room-03-attacks-and-pairs-q3-hint = Las tiradas extra solo dependen del valor que ha salido, nunca de lo que hizo el movimiento.
games-room-03-attacks-and-pairs-pairs = Dos fichas rivales juntas se protegen mutuamente: no se puede atacar a ninguna de las dos. Una ficha está protegida en cuanto otra ficha de su bando ocupa la casilla justo anterior o justo siguiente. Pero una pareja no corta el camino: puedes saltar por encima de ella.
games-room-03-attacks-and-pairs-q4 = Tu cono de la 10 saca un 2. ¿Puede caer sobre el carrete de la 12?
games-room-03-attacks-and-pairs-q4-hint = Mira las casillas a cada lado de la 12. ¿Quién está en ellas?
games-room-03-attacks-and-pairs-q5 = Esta vez saca un 4. ¿Puede saltar la pareja y caer en la 14?
games-room-03-attacks-and-pairs-q5-hint = Una pareja se protege a sí misma, pero ¿impide que alguien pase?
games-room-03-attacks-and-pairs-q6 = Hay carretes en la 10 y la 11, en la esquina, cada uno en una fila. Tu cono de la 7 saca un 4 y caería en la 11. ¿Qué pasa?
games-room-03-attacks-and-pairs-q6-hint = ¿Son la 10 y la 11 casillas consecutivas en el camino?
games-room-03-attacks-and-pairs-q7 = Aquí los carretes de la 9 y la 12 están uno encima del otro y parecen una pareja. Tu cono de la 7 saca un 5 y cae en la 12. ¿Qué pasa?
games-room-03-attacks-and-pairs-q7-hint = Solo protege una vecina en una casilla consecutiva. ¿Son consecutivas la 9 y la 12?
games-room-03-attacks-and-pairs-q8 = ¿Puede el cono de la 4 usar este 2?
games-room-03-attacks-and-pairs-q8-hint = Mira la casilla en la que caería.
games-room-03-attacks-and-pairs-q9 = Con este 3, ¿qué fichas tuyas pueden moverse?
games-room-03-attacks-and-pairs-q9-hint = Comprueba cada casilla de llegada: ¿vacía, con un carrete solo o con un carrete acompañado?

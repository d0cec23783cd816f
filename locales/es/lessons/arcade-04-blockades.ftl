## Textos de la lección arcade-04-blockades (español).

arcade-04-blockades-title = Barreras
arcade-04-blockades-intro = Tres o más fichas rivales seguidas forman una barrera, y una barrera no se puede rebasar de ninguna manera. Sus fichas se protegen entre sí, así que tampoco puedes intercambiar la primera (guarded, protegida). Para caer en una de las siguientes tendrías que rebasar parte de la barrera, así que eso tampoco se permite (blocked-path, camino bloqueado).
arcade-04-blockades-q1 = Tu ficha de la 10 saca un 5. ¿Puede rebasar las tres fichas rivales y caer en la 15?
arcade-04-blockades-q1-hint = Tres seguidas: ¿qué forman?
arcade-04-blockades-q2 = Con un 2 caería en la 12, la primera ficha de la barrera. ¿Está permitido?
arcade-04-blockades-q2-hint = Por el camino no rebasa nada. Pero ¿quién está justo después de la 12?
arcade-04-blockades-q3 = Con un 4 caería en la 14, la última ficha de la barrera. ¿Está permitido?
arcade-04-blockades-q3-hint = ¿Qué rebasa camino de la 14?
arcade-04-blockades-q4 = Ahora solo hay dos fichas rivales juntas. ¿Puede tu ficha de la 10 rebasarlas con un 4?
arcade-04-blockades-q4-hint = ¿Cuántas fichas forman una barrera?
arcade-04-blockades-q5 = Fichas rivales en la 19, la 20 y la 21, doblando la esquina. ¿Puede tu ficha de la 18 pasar con un 4?
arcade-04-blockades-q5-hint = Cuenta las fichas en casillas consecutivas, siguiendo el camino al doblar la esquina.
arcade-04-blockades-door = Una barrera justo antes de la 26 es la más fuerte de todas. Toda ficha tiene que detenerse en la 26, así que nada puede esquivarla: las fichas rivales que van detrás se quedan atascadas hasta que la barrera se deshace.
arcade-04-blockades-q6 = Con este 5, ¿qué fichas tuyas pueden moverse?
arcade-04-blockades-q6-hint = Una de las fichas de delante rebasaría la barrera y la otra ni siquiera se detendría en la 26.
arcade-04-blockades-q7 = Hay fichas rivales en la 28, la 29 y la 30. Tu ficha de la 26 saca un 5. ¿Puede salir del tablero?
arcade-04-blockades-q7-hint = Salir del tablero significa recorrer todas las casillas que hay después de la 26.

## skiryuk-02-sticks-and-turns (español)

skiryuk-02-sticks-and-turns-title = Skiryuk: las tablillas y cómo es un turno
skiryuk-02-sticks-and-turns-step1 = El juego de Skiryuk usa cuatro tablillas planas, cada una con una cara clara y otra oscura. Lánzalas todas y cuenta las caras claras que quedan arriba: esa es tu tirada. Si no se ve ninguna cara clara, la tirada vale 5; el 0 no existe. Las 16 maneras en que pueden caer las tablillas no se reparten por igual: 4 dan un 1, 6 dan un 2, 4 dan un 3, y solo una da un 4 y otra un 5.
skiryuk-02-sticks-and-turns-q1 = ¿Qué probabilidad tiene una tirada de 2?
skiryuk-02-sticks-and-turns-q1-hint = Seis de las dieciséis combinaciones muestran dos caras claras. Simplifica la fracción si quieres.
skiryuk-02-sticks-and-turns-q2 = ¿Qué probabilidad tiene una tirada de 5?
skiryuk-02-sticks-and-turns-q2-hint = Un 5 necesita que las cuatro tablillas caigan con la cara oscura hacia arriba.
skiryuk-02-sticks-and-turns-q3-hint = Un 3 significa que exactamente una tablilla muestra su cara oscura. ¿Cuál podría ser?
skiryuk-02-sticks-and-turns-q4 = Una partida nueva está preparada. ¿Qué bando lanza primero las tablillas?
skiryuk-02-sticks-and-turns-q4-hint = Husos o conos: ¿a quién le da la ceremonia el primer movimiento?
skiryuk-02-sticks-and-turns-step2 = Un turno funciona así: lanzas y luego mueves una de tus fichas hacia adelante exactamente tantas casillas como marque la tirada. Tú eliges la ficha, pero si alguna puede moverse tienes que mover una. Por el camino, una ficha puede saltar por encima de cualquier número de fichas propias. Eso sí, nunca puede caer sobre una de ellas: dos fichas nunca comparten casilla.
skiryuk-02-sticks-and-turns-q5-hint = Tu ficha de la 13 no es ningún obstáculo: cuenta 13, 14, 15.
skiryuk-02-sticks-and-turns-q6 = Con un 1, ¿puede moverse el huso de la 12?
skiryuk-02-sticks-and-turns-q6-hint = Mira la casilla donde caería.
skiryuk-02-sticks-and-turns-q7-hint = Prueba los husos uno por uno; uno de ellos caería sobre una ficha amiga.
skiryuk-02-sticks-and-turns-q8 = Un 5 para el huso de la 3. ¿Dónde cae?
skiryuk-02-sticks-and-turns-q8-hint = Cuenta cinco casillas hacia adelante desde la 3; nada en el camino la detiene.
skiryuk-02-sticks-and-turns-step3 = Después de completar un movimiento con un 1, un 4 o un 5 vuelves a lanzar; un 2 o un 3 terminan tu turno. Según la fuente, sin estas tiradas extra la partida avanzaría muy despacio.
skiryuk-02-sticks-and-turns-q9 = Mueves el huso de la 12 con un 4. ¿Quién lanza ahora?
skiryuk-02-sticks-and-turns-q9-hint = ¿Qué tiradas dan otra tirada?
skiryuk-02-sticks-and-turns-q10 = Mueves el huso de la 13 con un 3. ¿Quién lanza ahora?
skiryuk-02-sticks-and-turns-q10-hint = Un 2 o un 3 terminan el turno.
skiryuk-02-sticks-and-turns-q11 = Mueves el huso de la 21 con un 1. ¿Quién lanza ahora?
skiryuk-02-sticks-and-turns-q11-hint = Un paso corto, pero un valor con suerte.

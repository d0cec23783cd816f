## skiryuk-14-03-turns-and-passing (español)

skiryuk-14-03-turns-and-passing-title = Skiryuk con 14 fichas: turnos, tiradas extra y cómo rebasar fichas
skiryuk-14-03-turns-and-passing-step1 = En cada turno mueves una ficha hacia adelante exactamente tantas casillas como marque la tirada, y si alguna ficha puede moverse tienes que mover una. Una ficha puede saltar sus propias fichas y cualquier ficha rival que esté sola, pero nunca una hilera entera de dos o más fichas rivales en casillas consecutivas. Aquí los conos de la 5 y la 6 forman una hilera; todos los demás conos están solos.
skiryuk-14-03-turns-and-passing-q1-hint = El cono de la 13 está solo.
skiryuk-14-03-turns-and-passing-q2-hint = Tu propio huso de la 17 no es ningún obstáculo.
skiryuk-14-03-turns-and-passing-q3-hint = ¿Qué casillas hay entre la 4 y la 7?
skiryuk-14-03-turns-and-passing-q4-hint = Mira la casilla que tiene justo delante.
skiryuk-14-03-turns-and-passing-q5-hint = Revisa la hilera de la 5 y la 6, tus propias fichas y las casillas de llegada.
skiryuk-14-03-turns-and-passing-step2 = Después de completar un movimiento con un 1, un 4 o un 5 vuelves a lanzar; un 2 o un 3 terminan el turno.
skiryuk-14-03-turns-and-passing-q6 = Mueves el huso de la 21 con un 4. ¿Quién lanza ahora?
skiryuk-14-03-turns-and-passing-q6-hint = ¿Es el 4 uno de los valores con suerte?
skiryuk-14-03-turns-and-passing-q7 = Mueves el huso de la 16 con un 2. ¿Quién lanza ahora?
skiryuk-14-03-turns-and-passing-q7-hint = La tirada más frecuente no es de las que tienen suerte.
skiryuk-14-03-turns-and-passing-q8 = Mueves el huso de la 9 con un 5, saltando dos conos solitarios. ¿Quién lanza ahora?
skiryuk-14-03-turns-and-passing-q8-hint = Un 5 se comporta como un 1 o un 4.

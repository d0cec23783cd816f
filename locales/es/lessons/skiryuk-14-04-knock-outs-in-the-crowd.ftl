## skiryuk-14-04-knock-outs-in-the-crowd (español)

skiryuk-14-04-knock-outs-in-the-crowd-title = Skiryuk con 14 fichas: derribos entre la multitud
skiryuk-14-04-knock-outs-in-the-crowd-step1 = Con catorce fichas en el tablero, los derribos llegan uno tras otro. Si caes sobre una ficha rival que está sola, las dos se intercambian: la derribada vuelve a la casilla de la que salió tu ficha. No se captura nada, y un derribo no da ninguna tirada por sí solo.
skiryuk-14-04-knock-outs-in-the-crowd-q1-hint = El cono de la 10 no tiene ningún otro cono al lado.
skiryuk-14-04-knock-outs-in-the-crowd-q2-hint = Un intercambio de una casilla, con un valor con suerte.
skiryuk-14-04-knock-outs-in-the-crowd-q3 = Derribas el cono de la 19 con un 2. ¿Quién lanza ahora?
skiryuk-14-04-knock-outs-in-the-crowd-q3-hint = ¿Da otra tirada un derribo?
skiryuk-14-04-knock-outs-in-the-crowd-step2 = Las hileras protegen. No se puede derribar ninguna de las dos fichas de una hilera de dos, ni los dos extremos de una hilera más larga. Una ficha del medio de una hilera de tres o más sí se puede derribar, cayendo justo sobre ella. Aquí los conos de la 14, la 15 y la 16 forman una hilera de tres.
skiryuk-14-04-knock-outs-in-the-crowd-q4-hint = La 14 es la primera ficha de la hilera.
skiryuk-14-04-knock-outs-in-the-crowd-q5-hint = La 15 tiene conos a los dos lados.
skiryuk-14-04-knock-outs-in-the-crowd-q6-hint = ¿Qué extremo de la hilera está en la 16?
skiryuk-14-04-knock-outs-in-the-crowd-step3 = Con siete fichas por bando aparecen hileras largas. Aquí cinco conos ocupan de la 15 a la 19: los extremos, la 15 y la 19, están protegidos, pero las tres fichas de en medio se pueden derribar.
skiryuk-14-04-knock-outs-in-the-crowd-q7-hint = ¿Qué ficha de la hilera está en la 17?
skiryuk-14-04-knock-outs-in-the-crowd-q8-hint = 11 + 4 cae en la primera ficha de la hilera.
skiryuk-14-04-knock-outs-in-the-crowd-step4 = Y tenga los vecinos que tenga, una ficha que descansa en la 26 nunca se puede derribar.
skiryuk-14-04-knock-outs-in-the-crowd-q9-hint = Fíjate en la casilla donde descansa el cono.
skiryuk-14-04-knock-outs-in-the-crowd-q10-hint = Muchos husos caerían sobre una ficha amiga. ¿Y dónde detendría un 4 al huso de la 24?

## skiryuk-04-knock-outs (español)

skiryuk-04-knock-outs-title = Skiryuk: derribos, parejas protegidas y el centro de una hilera
skiryuk-04-knock-outs-step1 = Si caes sobre una ficha rival que está sola, la derribas: las dos fichas se intercambian, y la derribada vuelve a la casilla de la que salió tu ficha. No se captura nada, y los dos bandos conservan todas sus fichas. Un derribo nunca da otra tirada por sí solo; solo cuenta el valor de la tirada.
skiryuk-04-knock-outs-q1-hint = ¿Desde dónde empezó tu huso el movimiento?
skiryuk-04-knock-outs-q2-hint = El cono ocupa la casilla que dejó tu ficha; ¿y qué te da un 4?
skiryuk-04-knock-outs-q3 = Derribas el cono de la 9 con un 3. ¿Vuelves a lanzar?
skiryuk-04-knock-outs-q3-hint = Un derribo no es motivo para volver a lanzar.
skiryuk-04-knock-outs-step2 = Dos fichas rivales una al lado de la otra se protegen: ninguna de las dos se puede derribar. En una hilera de tres o más, solo las dos fichas de los extremos están protegidas. Una ficha del medio sí se puede derribar, cayendo justo sobre ella: tu ficha entra en la hilera sin saltarla entera.
skiryuk-04-knock-outs-q4 = Los conos de la 14 y la 15 forman una pareja. ¿Qué pasa si el huso de la 12 saca un 2?
skiryuk-04-knock-outs-q4-hint = ¿Tiene el cono de la 14 otro cono al lado?
skiryuk-04-knock-outs-q5 = Ahora hay tres conos en la 14, la 15 y la 16. ¿Qué consigue un 3 para el huso de la 12?
skiryuk-04-knock-outs-q5-hint = ¿Sobre qué cono caería: un extremo de la hilera o su centro?
skiryuk-04-knock-outs-q6-hint = La ficha de la 16 es la última de la hilera.
skiryuk-04-knock-outs-q7 = Cuatro conos en fila, de la 17 a la 20. ¿Qué consigue un 4 para el huso de la 15?
skiryuk-04-knock-outs-q7-hint = En una hilera de cuatro, la segunda y la tercera ficha están en el medio.
skiryuk-04-knock-outs-q8-hint = ¿Qué ficha de la hilera está en la 20?
skiryuk-04-knock-outs-step3 = Hay una casilla que protege a cualquier ficha que esté en ella: la 26, la Casa de la Belleza. Una ficha allí nunca se puede derribar, aunque esté sola.
skiryuk-04-knock-outs-q9-hint = Fíjate en la casilla donde está el cono.
skiryuk-04-knock-outs-q10-hint = Algunas llegadas son derribos y otras no se permiten: revisa los vecinos de cada cono.

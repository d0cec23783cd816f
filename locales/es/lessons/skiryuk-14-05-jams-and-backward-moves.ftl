## skiryuk-14-05-jams-and-backward-moves (español)

skiryuk-14-05-jams-and-backward-moves-title = Skiryuk con 14 fichas: atascos, retrocesos y tiradas perdidas
skiryuk-14-05-jams-and-backward-moves-step1 = Entre tantas fichas, es fácil quedarse atascado. Aquí cada huso tiene delante una pareja de conos o una ficha propia, así que ninguno puede avanzar. Solo en un caso así, una ficha tiene que retroceder tantas casillas como marque la tirada, con las mismas reglas que hacia adelante: sin saltar una hilera entera ni caer sobre una ficha protegida o sobre una propia.
skiryuk-14-05-jams-and-backward-moves-q1-hint = Ningún huso puede avanzar. Ahora prueba dos casillas hacia atrás con cada uno.
skiryuk-14-05-jams-and-backward-moves-q2-hint = Una casilla hacia atrás; ¿está libre?
skiryuk-14-05-jams-and-backward-moves-q3 = Con un 2, el huso de la 3 retrocede sobre el cono solitario de la 1. ¿Qué le pasa al cono?
skiryuk-14-05-jams-and-backward-moves-q3-hint = Un derribo hacia atrás también intercambia las fichas, y el cono avanza gratis.
skiryuk-14-05-jams-and-backward-moves-q4 = Un huso ha escapado hasta la 20. ¿Qué fichas pueden moverse ahora con un 2?
skiryuk-14-05-jams-and-backward-moves-q4-hint = Los retrocesos solo valen cuando nada puede avanzar.
skiryuk-14-05-jams-and-backward-moves-step2 = Cerca del principio del tablero, los retrocesos se quedan sin sitio. La fuente no dice qué pasa ahí; la lectura de este programa es que un movimiento hacia atrás nunca puede ir más allá de la casilla 1.
skiryuk-14-05-jams-and-backward-moves-q5-hint = ¿Cuánto puede retroceder el huso de la 3?
skiryuk-14-05-jams-and-backward-moves-q6 = La tirada es un 5. ¿Qué pasa después?
skiryuk-14-05-jams-and-backward-moves-q6-hint = Cinco casillas hacia atrás desde la 3, la 4 o la 5 se salen del tablero; las demás saltarían hileras enteras.
skiryuk-14-05-jams-and-backward-moves-q7-hint = El huso de la 2 solo tiene una casilla detrás.
skiryuk-14-05-jams-and-backward-moves-step3 = Y a veces no se mueve nada. En este atasco los husos y las parejas de conos están entrelazados: sea cual sea la tirada, ningún huso puede avanzar ni retroceder. La tirada se pierde y el turno pasa al otro bando, aunque sea un 1, un 4 o un 5.
skiryuk-14-05-jams-and-backward-moves-q8 = Sacas un 1. ¿Quién lanza ahora?
skiryuk-14-05-jams-and-backward-moves-q8-hint = Una tirada extra necesita un movimiento completado.
skiryuk-14-05-jams-and-backward-moves-q9-hint = Prueba cada huso, hacia adelante y hacia atrás.
skiryuk-14-05-jams-and-backward-moves-q10 = Sacas un 4. ¿Quién lanza ahora?
skiryuk-14-05-jams-and-backward-moves-q10-hint = ¿Puede algún huso usar el 4?

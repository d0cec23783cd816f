## Textos de la lección skiryuk-14-12-best-moves (español).

skiryuk-14-12-best-moves-title = Skiryuk con 14 fichas: elegir la mejor jugada
skiryuk-14-12-best-moves-intro = Con siete fichas por bando el tablero está lleno, como aquí: la parada obligatoria de la 26 y las casas se llenan, se forman hileras por todas partes y una ficha al alcance de un cono acaba derribada a menudo. Las posiciones de esta lección son lo que queda cuando la multitud ya ha pasado: dos fichas por bando como mucho, y el programa conoce la probabilidad exacta de ganar de cada posición, así que cada respuesta es segura, no una estimación. Elige la ficha que mueve; en cada posición una jugada es claramente la mejor. Mueven los husos (x).

## Finales pequeños: dos fichas por bando como mucho; deciden las tablas exactas.

skiryuk-14-12-best-moves-q-jam-back = Hay un cono en la 26, así que ningún huso puede avanzar. Los husos sacan un 3 y tienen que retroceder. ¿Qué ficha debe volver atrás?
skiryuk-14-12-best-moves-q-jam-back-hint = Mientras la 26 esté ocupada, nadie puede caer en ella. ¿Qué paso atrás termina junto a tu otra ficha?
skiryuk-14-12-best-moves-q-jam-back-explain = Toda ficha debe detenerse en la 26, y la 26 está ocupada, así que las dos jugadas hacia adelante quedan prohibidas y una ficha debe retroceder 3. De la 25 a la 22 queda junto a la ficha de la 23: una hilera de dos que no se puede derribar y que el cono de la 21 no puede saltar. Si llevas la 23 a la 20, quedan dos fichas solas, y la de la 25 está cuatro casillas por delante del cono de la 21.
skiryuk-14-12-best-moves-q-free-ride = Otra vez hay un cono en la 26, y los husos sacan un 2: tienen que retroceder. La ficha de la 24 podría derribar el cono de la 22. ¿Qué ficha debe volver atrás?
skiryuk-14-12-best-moves-q-free-ride-hint = Al derribar, las dos fichas se intercambian las casillas. ¿Dónde acabaría el cono?
skiryuk-14-12-best-moves-q-free-ride-explain = Derribar hacia atrás ayuda al rival: el cono de la 22 ocuparía la casilla de la que salió tu ficha, la 24, dos casillas más cerca de la meta sin gastar nada, y tus fichas de la 22 y la 25 quedarían solas. Si llevas la 25 a la 23, los husos siguen juntos en la 23 y la 24, una hilera que el cono de la 22 no puede saltar ni derribar.
skiryuk-14-12-best-moves-q-wall = Los husos sacan un 2. ¿Qué ficha debe mover?
skiryuk-14-12-best-moves-q-wall-hint = Un cono solo se puede pasar. ¿Qué jugada deja los dos conos detrás de dos husos juntos?
skiryuk-14-12-best-moves-q-wall-explain = 20 + 2 pasa el cono solitario de la 21 y cae en la 22, junto al huso de la 23. Los dos conos quedan detrás de una hilera que no pueden saltar: el de la 21 no puede avanzar de ningún modo, y el de la 19 solo con un 1. Con un 2, un 3, un 4 o un 5 los conos no tienen jugada hacia adelante: deben retroceder, o pierden la tirada si no pueden. En una partida llena de fichas, estos muros son los que hacen perder tiradas y retroceder fichas.
skiryuk-14-12-best-moves-q-gap-of-two = Los husos sacan un 2. ¿Qué ficha debe mover?
skiryuk-14-12-best-moves-q-gap-of-two-hint = La tirada más frecuente es el 2, seis veces de cada dieciséis. ¿Qué jugada deja un huso dos casillas por delante del cono de la 13?
skiryuk-14-12-best-moves-q-gap-of-two-explain = Si mueves la ficha de la 1, el huso de la 15 queda dos casillas por delante del cono de la 13, y un 2, la tirada más frecuente, lo derribaría. De la 15 a la 17 la distancia pasa a ser de cuatro, que solo cubre un 4, una tirada de cada dieciséis. Una distancia de una o de tres casillas es más segura que una de dos, y una de cuatro o cinco, más todavía.
skiryuk-14-12-best-moves-q-full-houses = Los husos sacan un 3. La ficha de la 26 saltaría a la 29. ¿Qué ficha debe mover?
skiryuk-14-12-best-moves-q-full-houses-hint = Un salto desde la 26 necesita libre la casilla de llegada. ¿Quién está en la 29?
skiryuk-14-12-best-moves-q-full-houses-explain = En la 29 descansa un cono, así que el salto desde la 26 está bloqueado y la ficha cae al agua de la 27, donde lanza en el acto: solo un 4 la saca, y un 1, un 2 o un 3 la devuelven a la 15. Cuando las casas están llenas, conviene dejar esperando a la ficha de la 26 (un 5 la saca, haya lo que haya delante). Mueve la ficha de la 2.
skiryuk-14-12-best-moves-q-crowded-start = Los husos sacan un 3. La ficha de la 30 sale con cualquier tirada. ¿Qué ficha debe mover?
skiryuk-14-12-best-moves-q-crowded-start-hint = ¿Qué le hace un 3 a una ficha en la 27? ¿Quién está en la 15, y está libre la casilla 1?
skiryuk-14-12-best-moves-q-crowded-start-explain = Un 3 devuelve a la 15 la ficha de la 27, y allí hay un cono: una ficha que vuelve a la 15 manda a la casilla 1 la ficha rival que esté allí, y si la 1 está ocupada, como aquí, a la primera casilla libre después de ella, la 2. La ficha del agua volvería a la 15 de todos modos con catorce tiradas de cada dieciséis; ahora su vuelta hace retroceder trece casillas al cono. La ficha de la 30 puede esperar: cualquier tirada la sacará.

## Textos de la lección skiryuk-15-best-moves (español).

skiryuk-15-best-moves-title = Skiryuk: elegir la mejor jugada
skiryuk-15-best-moves-intro = Su autor dice que el juego de Skiryuk depende más del azar que de la estrategia; aun así, las hileras de dos frenan al rival, derribar una ficha hace retroceder a quien corre y las casas después de la 26 premian al jugador paciente. En cada posición de esta lección elige la ficha que mueve. Las dos primeras son del medio de una partida: ahí el ordenador ha jugado las dos mejores jugadas hasta el final miles de veces, con las mismas tiradas para ambas. Las demás son finales con dos fichas por bando como mucho, en los que el programa conoce la probabilidad exacta de ganar de cada posición. En todas, una jugada es claramente la mejor. Mueven los husos (x).
skiryuk-15-best-moves-q-run = Los husos sacan un 2. ¿Qué ficha debe mover?
skiryuk-15-best-moves-q-run-hint = Un cono solo se puede pasar. ¿Qué hacen dos husos juntos a los conos que tienen detrás?
skiryuk-15-best-moves-q-run-explain = 9 + 2 pasa el cono solitario de la 10 y cae en la 11, junto al huso de la 12. Una hilera de dos no se puede derribar ni saltar, así que los conos de la 6, la 7 y la 10 quedan retenidos detrás. Las otras jugadas dejan tres husos solos que los conos pueden derribar.
skiryuk-15-best-moves-q-water = Los husos sacan un 4. Las fichas de la 26 y la 27 lo usan según la tabla de las casas. ¿Qué ficha debe mover?
skiryuk-15-best-moves-q-water-hint = En la 27, ¿qué hace un 4? Y en la 26, ¿puede un 4 llegar a la 30 con la 27 ocupada?
skiryuk-15-best-moves-q-water-explain = Una ficha en el agua de la 27 sale del tablero con un 4, y solo con un 4 (un 5 la deja allí y cualquier otra tirada la devuelve a la 15): esta tirada es su oportunidad, y un 4 sale solo una vez de cada dieciséis tiradas. Desde la 26 un 4 necesitaría libres de la 27 a la 30; la 27 está ocupada, así que esa ficha caería hacia la 27 y, al estar ocupada, volvería a la 15, mientras la de la 27 seguiría esperando en el agua.

## Finales pequeños: dos fichas por bando como mucho; deciden las tablas exactas.

skiryuk-15-best-moves-q-last-runner = A los conos les queda una sola ficha, en la 20. Los husos sacan un 5. ¿Qué ficha debe mover?
skiryuk-15-best-moves-q-last-runner-hint = ¿Hasta dónde llega de verdad la ficha de la 25 con un 5? ¿Y adónde iría el cono si cayeras sobre él?
skiryuk-15-best-moves-q-last-runner-explain = Si caes sobre el cono solitario de la 20, lo derribas: va a la 15, la casilla de la que salió tu ficha, cinco casillas más lejos de la meta. Además, un 5 te da otra tirada. Desde la 25 el 5 se desperdiciaría casi entero: toda ficha se detiene en la 26 y el resto de la tirada se pierde. Cuando al rival le queda una sola ficha en carrera, hacerla retroceder vale más que un paso corto de una de tus fichas.
skiryuk-15-best-moves-q-back-to-15 = Los husos sacan un 3. La ficha de la 28 podría salir del tablero. ¿Qué ficha debe mover?
skiryuk-15-best-moves-q-back-to-15-hint = ¿Qué le hace un 3 a una ficha en la 27? ¿Y quién está en la 15?
skiryuk-15-best-moves-q-back-to-15-explain = Con un 3 sale la ficha de la 28, pero un 3 también devuelve a la 15 la ficha de la 27, y en la 15 hay un cono: una ficha que vuelve a la 15 manda a la casilla 1 la ficha rival que esté allí. Tu ficha del agua volvería a la 15 de todos modos con cualquier 1, 2 o 3, catorce tiradas de cada dieciséis; ahora su vuelta le cuesta al cono catorce casillas. La ficha de la 28 sigue esperando su 3.
skiryuk-15-best-moves-q-avoid-27 = Los husos sacan un 1. ¿Qué ficha debe mover?
skiryuk-15-best-moves-q-avoid-27-hint = ¿Qué le hace un 1 a una ficha que está en la 26? ¿Tiene que usar esa ficha la tirada?
skiryuk-15-best-moves-q-avoid-27-explain = Ninguna ficha puede evitar detenerse en la 26, pero ninguna está obligada a seguir a la 27. Un 1 desde la 26 cae al agua de la 27, de donde solo se sale con un 4 y con un 1, un 2 o un 3 se vuelve a la 15. Las reglas te dejan dar el 1 a otra ficha: de la 24 a la 25. Además, un 1 da otra tirada, y la ficha de la 26 espera un 2, un 3, un 4 o un 5.
skiryuk-15-best-moves-q-leapfrog = Los dos husos de la 22 y la 23 forman una hilera, igual que los conos de la 20 y la 21. Los husos sacan un 2. ¿Qué ficha debe mover?
skiryuk-15-best-moves-q-leapfrog-hint = Una ficha puede pasar por encima de las suyas. ¿Qué jugada deja los dos husos juntos?
skiryuk-15-best-moves-q-leapfrog-explain = La ficha de atrás salta por encima de la de delante, de la 22 a la 24, y la pareja sigue siendo una hilera, en la 23 y la 24, que los conos no pueden derribar ni saltar. Si mueves la de delante a la 25, la pareja se parte en dos fichas solas, y el cono de la 21 queda justo detrás de la de la 22: cualquier 1 la derriba.
skiryuk-15-best-moves-q-blocked-leap = Los husos sacan un 3. La ficha de la 26 saltaría a la 29. ¿Qué ficha debe mover?
skiryuk-15-best-moves-q-blocked-leap-hint = Un salto desde la 26 necesita libres todas las casillas del camino. ¿Qué hay en la 28?
skiryuk-15-best-moves-q-blocked-leap-explain = Un 3 desde la 26 tendría que pasar por la 28, y allí hay un cono: el salto está bloqueado, así que la ficha cae a la 27, como si hubiera sacado un 1, y lanza en el acto su tirada de casa: solo un 4 (una tirada de cada dieciséis) la saca, y un 1, un 2 o un 3 la devuelven a la 15. Mejor mueve la ficha de la 4 y deja que la de la 26 espere un 5, o a que la 28 quede libre.
skiryuk-15-best-moves-q-use-the-2 = Los husos sacan un 2. ¿Qué ficha debe mover?
skiryuk-15-best-moves-q-use-the-2-hint = Con el cono en la 29, ¿con qué tiradas avanza la ficha de la 26 sin caer al agua? ¿Y adónde puede ir la de la 23 mientras la 26 esté ocupada?
skiryuk-15-best-moves-q-use-the-2-explain = Con un cono en la 29, un 3 o un 4 desde la 26 quedan bloqueados y la ficha cae al agua, y con un 1 también cae: solo un 2 o un 5 la hacen avanzar sin peligro. Aprovecha el 2 ahora: la ficha llega a la 28 y lanza en el acto, y sale del tablero con un 3. Además deja libre la 26 para la ficha de la 23. Si llevas la 23 a la 25, queda aparcada detrás de tu propia ficha de la 26, y ninguna tirada podrá moverla hasta que la 26 quede libre.

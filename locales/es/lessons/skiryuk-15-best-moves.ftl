## Textos de la lección skiryuk-15-best-moves (español).

skiryuk-15-best-moves-title = Skiryuk: elegir la mejor jugada
skiryuk-15-best-moves-intro = Su autor dice que el juego de Skiryuk depende más del azar que de la estrategia; aun así, las hileras de dos frenan al rival y las casas después de la 26 premian al jugador paciente. En cada posición de esta lección elige la ficha que mueve; el ordenador ha jugado cada jugada legal hasta el final miles de veces, con las mismas tiradas para todas, y una es claramente la mejor. Mueven los husos (x).
skiryuk-15-best-moves-q-run = Los husos sacan un 2. ¿Qué ficha debe mover?
skiryuk-15-best-moves-q-run-hint = Un cono solo se puede pasar. ¿Qué hacen dos husos juntos a los conos que tienen detrás?
skiryuk-15-best-moves-q-run-explain = 9 + 2 pasa el cono solitario de la 10 y cae en la 11, junto al huso de la 12. Una hilera de dos no se puede derribar ni saltar, así que los conos de la 6, la 7 y la 10 quedan retenidos detrás. Las otras jugadas dejan tres husos solos que los conos pueden derribar.
skiryuk-15-best-moves-q-water = Los husos sacan un 4. Las fichas de la 26 y la 27 lo usan según la tabla de las casas. ¿Qué ficha debe mover?
skiryuk-15-best-moves-q-water-hint = En la 27, ¿qué hace un 4? Y en la 26, ¿puede un 4 llegar a la 30 con la 27 ocupada?
skiryuk-15-best-moves-q-water-explain = Una ficha en el agua de la 27 sale del tablero con un 4, y solo con un 4 (un 5 la deja allí y cualquier otra tirada la devuelve a la 15): esta tirada es su oportunidad. Desde la 26 un 4 necesitaría libres de la 27 a la 30; la 27 está ocupada, así que esa ficha caería hacia la 27 y, al estar ocupada, volvería a la 15. Pasar de la 11 a la 15 es un paso tranquilo, pero desperdicia el 4, que sale solo una vez de cada dieciséis tiradas.

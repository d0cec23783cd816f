## Textos de la lección kendall-11-six-readings (español).

kendall-11-six-readings-title = Seis lecturas, una al lado de otra
kendall-11-six-readings-intro = No se conserva ningún libro de reglas del senet antiguo, así que cada reconstrucción rellena los huecos a su manera. La misma posición con la misma tirada puede ser legal en una variante e ilegal en otra. Esta lección recorre las diferencias más importantes; senet compare muestra cualquier posición con los seis.
kendall-11-six-readings-block = Un bloqueo de dos. Las blancas tienen dos fichas juntas en la 21 y la 22, y la ficha negra de la 20 saca un 3. En kendall dos fichas seguidas ya forman un bloqueo que nadie puede rebasar; en games-room solo tres seguidas forman un muro, y una pareja se puede saltar.
kendall-11-six-readings-block-q = La ficha negra de la 20 saca un 3 y saltaría la pareja de la 21 y la 22. ¿Qué variantes permiten el movimiento?
kendall-11-six-readings-block-why = En kendall los bloqueos empiezan con dos fichas, igual que las hileras protegidas de skiryuk, así que 20 → 23 está bloqueado; en games-room y arcade solo tres seguidas forman un muro, así que la pareja se puede saltar (aunque no se puede caer en ella). race no admite esta posición: tiene una ficha por bando.
kendall-11-six-readings-safe = La 15, protegida o no. Una ficha blanca está en la 15 y la ficha negra de la 12 saca un 3 y cae sobre ella. Kendall protege la 15, la Casa del Renacimiento; arcade protege en cambio la 26, la 28, la 29 y la 30, y allí la 15 es una casilla normal.
kendall-11-six-readings-safe-q = La ficha negra de la 12 saca un 3 y cae sobre la ficha blanca de la 15. ¿Qué variantes permiten el intercambio?
kendall-11-six-readings-safe-why = Kendall y games-room protegen la 15; arcade y skiryuk no, así que allí la ficha de la 15 se intercambia.
kendall-11-six-readings-checkpoint = La 26: parada obligatoria o parada forzosa. La ficha negra de la 24 saca un 3. Kendall prohíbe cruzar la 26 sin caer en ella; skiryuk detiene la ficha en la 26 y el resto de la tirada se pierde.
kendall-11-six-readings-checkpoint-q = La ficha negra de la 24 saca un 3 (24 + 3 = 27). ¿Qué variantes la dejan moverse?
kendall-11-six-readings-checkpoint-why = Kendall, games-room y arcade rechazan el movimiento (checkpoint-26); las dos variantes de skiryuk dejan que la ficha se mueva, pero se detiene en la 26.
kendall-11-six-readings-water = El agua con la 15 ocupada. La ficha negra de la 26 saca un 1 y cae en la 27, la Casa del Agua, mientras las blancas ocupan la 15. En kendall el agua la devuelve a la casilla libre más cercana por debajo de la 15, que es nuestra lectura porque la fuente no lo dice; en skiryuk la ficha se queda en la 27 y tira enseguida para decidir su suerte.
kendall-11-six-readings-water-q = En kendall, ¿dónde acaba la ficha negra de la 26 con una tirada de 1?
kendall-11-six-readings-water-why = 26 + 1 = 27, el agua; la 15 está ocupada, así que la ficha va a la 14.
kendall-11-six-readings-exit = La última fila. La ficha negra de la 29 saca un 1. En kendall puede avanzar dentro de la última fila, hasta la 30; en arcade una ficha en la 29 espera su único valor exacto, un 2, y no hace ningún otro movimiento.
kendall-11-six-readings-exit-q = La ficha negra de la 29 saca un 1. ¿Qué variantes la dejan moverse?
kendall-11-six-readings-exit-why = Solo en arcade la última fila espera la salida exacta. Kendall y games-room dejan avanzar la ficha hasta la 30 (en kendall es nuestra lectura), race simplemente la lleva a la 30 y en skiryuk la Casa de Re-Atum la deja donde está, lo que cuenta como su movimiento.

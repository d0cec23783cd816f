## Textos de la lección intro-02-reconstruction (español).

intro-02-reconstruction-title = Reglas reconstruidas
intro-02-reconstruction-history = Antes de jugar, una confesión: nadie sabe con exactitud cómo jugaban los egipcios al senet. Se conservan tableros y fichas de las tumbas, hay pinturas murales con personas jugando y algunos textos mencionan sus casillas, pero no nos ha llegado ningún reglamento.
intro-02-reconstruction-history-more = Los especialistas modernos han reconstruido reglas jugables a partir de esas pistas. Cada conjunto de reglas así es una reconstrucción, y las distintas reconstrucciones no coinciden en muchos detalles. Este programa enseña seis, empezando por Kendall, la versión que el sitio Ply Yard describe como «tradición de Kendall» (el sitio no dice más sobre ese nombre).
intro-02-reconstruction-marks = Incluso una sola reconstrucción deja huecos: situaciones que su fuente nunca menciona. Aun así, un programa tiene que decidir qué pasa en ellas. Por eso cada regla que aplica este programa lleva una marca. [fuente] significa que lo dice la fuente de esa variante. [elección] significa que la fuente no dice nada y la regla es nuestra propia lectura. Puedes ver la marca de cada regla con la orden senet rules kendall. Veamos algunas de cada tipo.
intro-02-reconstruction-first = Primero, una regla sobre quién abre la partida. En el tablero, las fichas negras se muestran como x y las blancas como o. ¿Qué bando lanza primero?
intro-02-reconstruction-first-hint = La fuente de Kendall da la primera tirada al bando oscuro.
intro-02-reconstruction-first-explain = Es una regla [fuente]: la fuente de Kendall dice claramente que las negras siempre lanzan primero.
intro-02-reconstruction-setup = Ahora, una regla [elección]. La fuente dice que las diez fichas empiezan alternadas en las casillas 1 a 10, pero nunca dice qué color ocupa las impares. Este programa pone las negras en las casillas impares y las blancas en las pares. Otro programa podría hacer justo lo contrario con el mismo derecho.
intro-02-reconstruction-q-black-squares = El tablero se ha vaciado. ¿En qué casillas empiezan las cinco fichas negras?
intro-02-reconstruction-q-black-squares-hint = Las negras ocupan la casilla 1 y luego una de cada dos.
intro-02-reconstruction-q-white-squares = ¿Y las cinco fichas blancas?
intro-02-reconstruction-q-white-squares-hint = Las blancas llenan los huecos entre las fichas negras.
intro-02-reconstruction-water = Otro hueco. La casilla 27 es la Casa del Agua: una ficha que cae en ella vuelve arrastrada a la 15, la Casa del Renacimiento. Hasta ahí es [fuente]. Pero ¿y si la 15 ya está ocupada, como aquí por una ficha blanca? La fuente no lo dice. Nuestra lectura [elección]: la ficha arrastrada va a la casilla vacía más cercana por debajo de la 15, es decir, la 14, luego la 13, y así sucesivamente. Las negras han sacado un 1 con la ficha de la 26.
intro-02-reconstruction-q-water = La ficha negra de la 26 avanza 1 y cae en la 27. ¿Dónde termina?
intro-02-reconstruction-q-water-hint = La 15 está ocupada. Mira justo por debajo.
intro-02-reconstruction-q-water-again = La misma tirada, pero ahora también hay una ficha negra en la 14. ¿Dónde termina esta vez la ficha arrastrada?
intro-02-reconstruction-q-water-again-hint = Baja desde la 15 hasta encontrar una casilla vacía.
intro-02-reconstruction-last-row = Un hueco más. La fuente dice que una ficha solo sale del tablero con la tirada exacta que necesita: por ejemplo, un 3 desde la 28. Pero ¿puede una ficha de la 28 simplemente avanzar a la 29 o a la 30? La fuente no dice ni que sí ni que no. Nuestra lectura [elección]: sí, las fichas de la 28 y la 29 pueden seguir avanzando dentro de la última fila, como en cualquier otra parte.
intro-02-reconstruction-q-last-row = La ficha negra de la 28 usa esta tirada de 1. ¿Adónde va?
intro-02-reconstruction-q-last-row-hint = Según nuestra lectura, la última fila se recorre como cualquier otra.
intro-02-reconstruction-q-last-row-two = Con un 2, ¿puede moverse la ficha de la 28?
intro-02-reconstruction-q-last-row-two-hint = 28 + 2 no sale del tablero. ¿Está libre esa casilla?
intro-02-reconstruction-wrap = Esa es la idea de las dos marcas. Cada vez que una lección diga que la fuente deja algo abierto, estarás ante una regla [elección], y otra reconstrucción puede resolverlo de otra manera. Y ahora, al juego.

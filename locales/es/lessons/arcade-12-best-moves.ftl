## Textos de la lección arcade-12-best-moves (español).

arcade-12-best-moves-title = Arcade: elegir la mejor jugada
arcade-12-best-moves-intro = Saber qué es legal es la primera mitad del juego; elegir bien es la segunda. En esta lección eliges tú la jugada en finales pequeños, con dos fichas por bando, en los que el ordenador conoce la probabilidad exacta de ganar de cada jugada gracias a sus tablas de finales y te dice cuánto vale cada una. Mueve el bando impar (x).
arcade-12-best-moves-q-safe = El bando impar saca un 2. ¿Qué ficha debe mover?
arcade-12-best-moves-q-safe-hint = ¿Qué casilla es a la vez parada obligatoria y casilla segura aquí?
arcade-12-best-moves-q-safe-explain = 24 + 2 = 26: la ficha se detiene en la parada obligatoria, y la 26 es una de las casillas seguras del arcade, así que allí nada puede intercambiarla. Si se queda en la 24 está sola, tres casillas por delante de la ficha del bando par en la 21, mientras que la ficha de la 17 no tiene prisa.
arcade-12-best-moves-q-water = El bando impar saca un 1. ¿Qué ficha debe mover?
arcade-12-best-moves-q-water-hint = Desde la 26, ¿adónde va un 1 en el arcade?
arcade-12-best-moves-q-water-explain = Desde la 26 un 1 cae en el agua de la 27 y la ficha vuelve a la 15, que en el arcade no es casilla segura; tendría que volver a recorrer todo el camino hasta la 26. En cambio la ficha de la 20 pasa a la 21, y un 1 da otra tirada. Desde la 26 conviene esperar un 2 o un 3, que llegan a las casillas seguras 28 y 29 (la 30 está ocupada), o un 5, que la saca del tablero.

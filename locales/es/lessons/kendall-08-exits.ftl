## Textos de la lección kendall-08-exits (español).

kendall-08-exits-title = Kendall: salir del tablero y ganar
kendall-08-exits-intro = Para terminar, una ficha tiene que salir del tablero, y para ello necesita la tirada exacta. Piensa en la salida como la casilla que viene después de la 30. Desde la 30 necesitas un 1; desde la 29, un 2; desde la 28, un 3, y desde la 26, un 5. Una tirada mayor no puede sacar la ficha: sencillamente, esa ficha no puede usarla.
kendall-08-exits-q-twenty-nine = Las negras sacan un 2. ¿Adónde va la ficha de la 29?
kendall-08-exits-q-twenty-nine-hint = 29 + 2 es una más que la 30.
kendall-08-exits-q-oversized = Las negras sacan un 4. Es más que suficiente para pasar de la 30. ¿Puede salir con él la ficha de la 29?
kendall-08-exits-q-oversized-hint = Exacta significa exacta: ni más ni menos.
kendall-08-exits-q-twenty-six = Las negras sacan un 5. ¿Adónde va la ficha de la 26? (Pasar por encima de tus propias fichas de la 28, la 29 y la 30 está permitido.)
kendall-08-exits-q-twenty-six-hint = 26 + 5. Cuenta 27, 28, 29, 30 y una más.
kendall-08-exits-q-which = Las negras sacan un 3. Cuando una salida no encaja, usa la tirada con otra ficha. ¿Qué fichas negras pueden moverse?
kendall-08-exits-q-which-hint = ¿Qué ficha necesita exactamente un 3 para salir? ¿Y cuál se pasaría?
kendall-08-exits-q-chance = La ficha de la 29 espera su 2. ¿Qué probabilidad tiene de salir del tablero con la próxima tirada de las negras?
kendall-08-exits-q-chance-hint = Solo un valor la saca, y resulta que es el más frecuente.
kendall-08-exits-q-walk = Una ficha de la última fila no tiene por qué quedarse esperando. La fuente solo habla de las salidas; este programa entiende que también se permiten movimientos normales dentro de la fila. Las negras sacan un 1. ¿Adónde va la ficha de la 29?
kendall-08-exits-q-walk-hint = Según nuestra lectura, 29 + 1 es un paso normal.
kendall-08-exits-winning = Gana el primer bando que saca todas sus fichas del tablero. Los intercambios no dan puntos, y llegar a la última fila no basta: todas las fichas tienen que salir. Aquí a las negras solo les queda una ficha, en la 30, y han sacado un 1.
kendall-08-exits-q-won = Las negras sacan la ficha de la 30 con este 1. ¿Qué pasa a continuación?
kendall-08-exits-q-won-hint = Cuenta las fichas negras que quedan en el tablero después del movimiento.
kendall-08-exits-q-not-yet = Aquí las negras todavía tienen una ficha en la 20. La ficha de la 30 sale con un 1. ¿Qué pasa a continuación?
kendall-08-exits-q-not-yet-hint = ¿Han salido todas las fichas negras? ¿Y qué da un 1?
kendall-08-exits-q-white-wins = Es la tirada de las blancas: un 5, y la última ficha blanca está en la 26. Las blancas la mueven. ¿Qué pasa a continuación?
kendall-08-exits-q-white-wins-hint = ¿Qué tirada saca una ficha desde la 26?
kendall-08-exits-wrap = Las salidas, en resumen: desde la 26 hace falta un 5; desde la 28, un 3; desde la 29, un 2, y desde la 30, un 1. Una tirada mayor nunca saca una ficha. Gana quien saca su última ficha. Los jugadores también pueden rendirse o acordar un empate. Queda una lección: revisar paso a paso una ficha en el tramo final.
kendall-08-exits-q-block = Las negras sacan un 5. Desde la 26, un 5 saca una ficha del tablero, pero las blancas tienen un bloqueo en la 28 y la 29. ¿Puede salir la ficha de la 26?
kendall-08-exits-q-block-hint = Salir del tablero es pasar por todas las casillas que quedan por delante de la ficha.

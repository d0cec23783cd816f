## Textos de la lección kendall-10-best-moves (español).

kendall-10-best-moves-title = Kendall: elegir la mejor jugada
kendall-10-best-moves-intro = Hasta ahora cada pregunta tenía una sola respuesta, fijada por las reglas. A partir de aquí hay varias jugadas legales y eliges una. El ordenador pesa cada opción jugando las tres tiradas siguientes, y en cada posición de esta lección hay una jugada claramente mejor que las demás. Busca tres cosas: un bloqueo que frena al rival, el control de la 26 y el agua de la 27.
kendall-10-best-moves-q-block = Negras sacan un 2. Blancas tienen cuatro fichas por detrás de la casilla 12. ¿Qué ficha negra debe mover?
kendall-10-best-moves-q-block-hint = Una ficha blanca sola se puede saltar. ¿Qué jugada deja dos fichas negras una junto a otra?
kendall-10-best-moves-q-block-explain = La ficha de la 9 salta la ficha blanca solitaria de la 10 y cae en la 11, junto a la de la 12. Las casillas 11 y 12 forman ahora un bloqueo: ninguna ficha blanca puede caer en ellas ni saltarlas, así que las de la 2, la 6, la 7 y la 10 quedan detenidas detrás hasta que Negras abran paso. Ninguna de las otras jugadas levanta un muro delante de esas cuatro fichas blancas.
kendall-10-best-moves-q-checkpoint = Negras sacan un 4. ¿Qué ficha debe usarlo?
kendall-10-best-moves-q-checkpoint-hint = ¿Qué ficha puede caer justo en la 26? ¿Y qué le pasaría a la pareja 18-19 si mueves la 19?
kendall-10-best-moves-q-checkpoint-explain = El 4 lleva la ficha de la 22 justo a la 26. Allí no se puede intercambiar y ya ha pasado el control, así que un solo 5 la sacará del tablero. Solo un 4 la lleva allí de una vez: desde la 22 un 5 cruzaría la 26, y eso no está permitido. Mover la 19 rompería el bloqueo 18-19 que tiene esperando a las fichas blancas de la 14 y la 15, y pasar de la 7 a la 11 gana poco.
kendall-10-best-moves-q-water = Negras sacan un 1. Tres fichas pueden usarlo. ¿Cuál?
kendall-10-best-moves-q-water-hint = ¿Dónde cae 26 + 1? ¿Y qué pareja frena a dos fichas blancas?
kendall-10-best-moves-q-water-explain = 26 + 1 es 27, el agua: esa ficha volvería arrastrada a la 15 y tendría que llegar otra vez al control. Mover la 10 rompería el bloqueo 9-10 que frena a las fichas blancas de la 5 y la 7. La ficha de la 16 pasa a la 17 sin estropear nada; y como la tirada fue un 1, Negras vuelven a tirar.

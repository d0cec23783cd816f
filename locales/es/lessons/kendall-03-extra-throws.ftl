## Textos de la lección kendall-03-extra-throws (español).

kendall-03-extra-throws-title = Kendall: volver a lanzar
kendall-03-extra-throws-intro = Algunas tiradas valen más que sus casillas. Cuando completas un movimiento con un 1, un 4 o un 5, vuelves a lanzar las tablillas enseguida. Con un 2 o un 3, tu turno termina en cuanto mueves. Aquí las negras tienen un 4: si llevan la ficha de la 12 a la 16, las negras lanzan otra vez.
kendall-03-extra-throws-q-four = Las negras mueven la ficha de la 12 con este 4. ¿Quién lanza a continuación?
kendall-03-extra-throws-q-four-hint = ¿Es el 4 uno de los tres valores que dan tirada extra?
kendall-03-extra-throws-q-two = La misma posición, pero la tirada es un 2. Después de mover la ficha de la 12, ¿quién lanza?
kendall-03-extra-throws-q-two-hint = Recuerda que el 2 es la tirada más frecuente. ¿Da tirada extra?
kendall-03-extra-throws-q-three = Las negras sacan un 3 y mueven la ficha de la 4. ¿Quién lanza a continuación?
kendall-03-extra-throws-q-three-hint = Los valores con tirada extra son el 1, el 4 y el 5.
kendall-03-extra-throws-q-five = Las negras sacan un 5, con todas las tablillas oscuras, y mueven la ficha de la 17. ¿Quién lanza a continuación?
kendall-03-extra-throws-q-five-hint = El 5 sale poco, pero es generoso.
kendall-03-extra-throws-any-piece = Una tirada extra es una tirada nueva, no más pasos para la misma ficha. Puedes usarla con cualquier ficha que pueda moverse. Las negras llevaron la 12 a la 16 con el 4 y ahora sacan un 1. La ficha de la 16 no puede usarlo, porque en la 17 hay una ficha suya, pero las demás sí.
kendall-03-extra-throws-q-which = ¿Qué fichas negras pueden usar este 1?
kendall-03-extra-throws-q-which-hint = Revisa cada ficha: ¿está la casilla siguiente libre de fichas propias?
kendall-03-extra-throws-q-one = Las negras usan el 1 para mover la ficha de la 4. ¿Quién lanza a continuación?
kendall-03-extra-throws-q-one-hint = El 1 es pequeño, pero da tirada extra.
kendall-03-extra-throws-wrap = Así que un turno puede alargarse: con un 1, un 4 o un 5 vuelves a lanzar; con un 2 o un 3 le toca al rival. La palabra clave es completar: la tirada extra sale de un movimiento que de verdad haces. Más adelante verás qué pasa cuando un 4 o un 5 no encuentra ningún movimiento.

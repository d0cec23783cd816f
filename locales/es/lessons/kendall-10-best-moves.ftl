## Textos de la lección kendall-10-best-moves (español).

kendall-10-best-moves-title = Kendall: elegir la mejor jugada
kendall-10-best-moves-intro = Hasta ahora cada pregunta tenía una sola respuesta, fijada por las reglas. A partir de aquí hay varias jugadas legales y eliges una. En esta lección a cada bando le quedan solo dos fichas, así que el ordenador conoce la probabilidad exacta de ganar tras cada jugada, no una estimación: aquí la mejor jugada es la mejor con seguridad. Fíjate en la parada obligatoria de la 26 y en el agua de la 27.
kendall-10-best-moves-q-water = Las negras sacan un 1. Dos fichas pueden usarlo. ¿Cuál?
kendall-10-best-moves-q-water-hint = ¿Dónde cae 26 + 1?
kendall-10-best-moves-q-water-explain = 26 + 1 es 27, el agua: esa ficha volvería arrastrada a la 15 y tendría que llegar otra vez a la parada obligatoria. La ficha de la 28 pasa a la 29, y como la tirada fue un 1, las negras vuelven a lanzar. Las probabilidades exactas: un 87,3 % de ganar tras 28 → 29 y un 56,9 % tras 26 → 15.
kendall-10-best-moves-q-checkpoint = Las negras sacan un 1. ¿Qué ficha debe usarlo?
kendall-10-best-moves-q-checkpoint-hint = ¿Qué ficha puede llegar a la parada obligatoria de la 26 con esta tirada?
kendall-10-best-moves-q-checkpoint-explain = El 1 lleva la ficha de la 25 a la 26, la parada obligatoria: desde allí ya no tiene que caer justo en la 26 para seguir. Pasar de la 20 a la 21 gana una casilla, pero deja la ficha de la 25 esperando todavía un 1. Las probabilidades exactas: un 49,5 % de ganar tras 25 → 26 y un 42,4 % tras 20 → 21.
kendall-10-best-moves-judging = Cuando repases una partida, juzga cada jugada por la tirada que había de verdad, no por lo que pasó después. La jugada con la mejor probabilidad puede perder por una tirada desafortunada, y una jugada floja puede salvarse con una tirada afortunada. La probabilidad de ganar tras cada opción es la medida justa.

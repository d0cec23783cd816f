## skiryuk-14-02-sticks-and-a-crowded-start (español)

skiryuk-14-02-sticks-and-a-crowded-start-title = Skiryuk con 14 fichas: las tablillas y un inicio atascado
skiryuk-14-02-sticks-and-a-crowded-start-step1 = La tirada sale de cuatro tablillas: cuenta las caras claras, y una tirada sin ninguna cara clara vale 5. De 16 caídas igual de probables, el 1 sale 4 veces, el 2 seis veces, el 3 cuatro veces, y el 4 y el 5 una vez cada uno.
skiryuk-14-02-sticks-and-a-crowded-start-q1-hint = Seis de dieciséis.
skiryuk-14-02-sticks-and-a-crowded-start-q2-hint = Solo una combinación: todas las tablillas con la cara clara hacia arriba.
skiryuk-14-02-sticks-and-a-crowded-start-q3-hint = ¿Cuál de las cuatro tablillas muestra su cara clara?
skiryuk-14-02-sticks-and-a-crowded-start-q4 = Antes de la primera tirada: ¿qué bando empieza?
skiryuk-14-02-sticks-and-a-crowded-start-q4-hint = Quien ganó la ceremonia se quedó con los husos.
skiryuk-14-02-sticks-and-a-crowded-start-step2 = Siete fichas por bando llenan mucho el inicio. Con cinco fichas, las casillas de la 11 a la 25 están libres antes de la parada obligatoria en la 26; con siete, solo lo están de la 15 a la 25: once casillas. (La fuente cuenta la diferencia como 14 casillas libres frente a 10, pero la idea es la misma.) Menos casillas libres significan huecos más pequeños entre las fichas, más derribos y muchas tiradas que solo pueden usar las fichas de delante.
skiryuk-14-02-sticks-and-a-crowded-start-q5 = Los husos abren con un 2. ¿Cuáles de ellos pueden moverse?
skiryuk-14-02-sticks-and-a-crowded-start-q5-hint = Dos casillas por delante de casi todos los husos hay otro huso.
skiryuk-14-02-sticks-and-a-crowded-start-q6 = ¿Y con un 4?
skiryuk-14-02-sticks-and-a-crowded-start-q6-hint = Cuatro casillas por delante vuelve a ser una casilla par, hasta que pasas la 14.
skiryuk-14-02-sticks-and-a-crowded-start-q7-hint = ¿Qué hay en la 12?
skiryuk-14-02-sticks-and-a-crowded-start-q8 = El huso de delante sale con un 1. ¿Dónde cae?
skiryuk-14-02-sticks-and-a-crowded-start-q8-hint = Una casilla hacia adelante desde la 14.

## Las probabilidades, vistas desde el inicio abarrotado.

skiryuk-14-02-sticks-and-a-crowded-start-q1 = El 2 es la tirada más frecuente y, con tantas fichas, la distancia más peligrosa: una ficha sola dos casillas por delante de una rival es la más fácil de derribar. ¿Qué probabilidad tiene un 2?
skiryuk-14-02-sticks-and-a-crowded-start-q2 = Desde la posición inicial, un 4 deja salir a dos husos, los de la 12 y la 14. ¿Qué probabilidad tiene un 4?
skiryuk-14-02-sticks-and-a-crowded-start-q3 = Un 1 saca de la multitud al huso de delante, lo lleva a la 15 y da otra tirada. ¿Qué probabilidad tiene un 1?

## skiryuk-14-02-sticks-and-a-crowded-start (español)

skiryuk-14-02-sticks-and-a-crowded-start-title = Skiryuk con 14 fichas: un inicio atascado
skiryuk-14-02-sticks-and-a-crowded-start-step2 = Siete fichas por bando llenan mucho el inicio. Con cinco fichas, las casillas de la 11 a la 25 están libres antes de la parada obligatoria en la 26; con siete, solo lo están de la 15 a la 25: once casillas. (La fuente cuenta la diferencia como 14 casillas libres frente a 10, pero la idea es la misma.) Menos casillas libres significan huecos más pequeños entre las fichas, más derribos y muchas tiradas que solo pueden usar las fichas de delante.
skiryuk-14-02-sticks-and-a-crowded-start-q5 = Los husos abren con un 2. ¿Cuáles de ellos pueden moverse?
skiryuk-14-02-sticks-and-a-crowded-start-q5-hint = Dos casillas por delante de casi todos los husos hay otro huso.
skiryuk-14-02-sticks-and-a-crowded-start-q6 = ¿Y con un 4?
skiryuk-14-02-sticks-and-a-crowded-start-q6-hint = Cuatro casillas por delante vuelve a ser una casilla par, hasta que pasas la 14.
skiryuk-14-02-sticks-and-a-crowded-start-q7-hint = ¿Qué hay en la 12?
skiryuk-14-02-sticks-and-a-crowded-start-q8 = El huso de delante sale con un 1. ¿Dónde cae?
skiryuk-14-02-sticks-and-a-crowded-start-q8-hint = Una casilla hacia adelante desde la 14.

## Textos de la lección intro-01-sticks (español).

intro-01-sticks-title = Las tablillas y el recorrido
intro-01-sticks-welcome = Te damos la bienvenida al senet, un juego de carreras que se jugó en Egipto durante miles de años. Dos bandos, las negras y las blancas, llevan cada uno cinco fichas por un camino de treinta casillas. Gana el primer bando que saca todas sus fichas por el final del camino. Aquí no hay dados: se lanzan cuatro tablillas planas. Veamos cómo funcionan.
intro-01-sticks-count = Cada tablilla tiene una cara clara y una cara oscura (las reglas de Ply Yard las llaman cara con marca y cara sin marca). Lanzas las cuatro y cuentas cuántas caras claras quedan hacia arriba: con una cara clara avanzas 1 casilla, con dos avanzas 2, y así hasta 4. Si no sale ninguna cara clara, la tirada vale 5, no 0. Así que toda tirada mueve algo: en el senet no existe el cero.
intro-01-sticks-why-two = Las cuatro tablillas pueden caer de 16 maneras igual de probables. Solo una manera no muestra ninguna cara clara (un 5), y solo una las muestra todas (un 4). Una sola cara clara puede estar en cualquiera de las cuatro tablillas, así que el 1 sale de 4 maneras; lo mismo pasa con tres caras claras, el 3.
intro-01-sticks-why-two-more = Dos caras claras y dos oscuras se pueden combinar de 6 maneras distintas, y por eso el 2 es la tirada más frecuente. De cada 16 tiradas, lo esperable es: un 1 cuatro veces, un 2 seis veces, un 3 cuatro veces, un 4 una vez y un 5 una vez.
intro-01-sticks-q-two = ¿Qué probabilidad tiene un 2 en una sola tirada?
intro-01-sticks-q-two-hint = Cuenta las combinaciones con exactamente dos caras claras, de las 16 posibles.
intro-01-sticks-q-five = ¿Y un 5, cuando todas las tablillas muestran su cara oscura?
intro-01-sticks-q-five-hint = Las cuatro tablillas tienen que caer del lado oscuro. ¿De cuántas maneras puede pasar?
intro-01-sticks-q-three = Ahora un 3. ¿Qué probabilidad tiene? (Compárala con la de un 1.)
intro-01-sticks-q-three-hint = Tres caras claras significa que exactamente una tablilla queda oscura. ¿Cuál podría ser?
intro-01-sticks-gap = ¿Por qué importa esto? Aquí la ficha blanca de la 6 está dos casillas por detrás de tu ficha negra de la 8. A las blancas les basta un 2 para caer sobre ti, y el 2 es la tirada que más sale. Caer sobre una ficha sola hace que las dos fichas se intercambien, así que la tuya retrocedería a la 6. Dejar una ficha sola justo dos casillas por delante de una rival es lo más arriesgado.
intro-01-sticks-q-gap-four = Imagina que la distancia fuera de 4 casillas. ¿Qué probabilidad tienen las blancas de sacar el 4 que necesitarían?
intro-01-sticks-q-gap-four-hint = Para un 4, todas las tablillas tienen que mostrar su cara clara.
intro-01-sticks-route = Ahora, el tablero. Las treinta casillas forman una serpiente. La fila de arriba va de la 1 a la 10, de izquierda a derecha. En la 10 el camino baja a la 11, y la fila del medio vuelve de derecha a izquierda, de la 11 a la 20. En la 20 baja a la 21, y la fila de abajo va otra vez de izquierda a derecha hasta la 30. Avanzar significa siempre ir hacia un número mayor, aunque en la pantalla parezca otra dirección.
intro-01-sticks-q-after-ten = ¿Qué casilla viene justo después de la 10?
intro-01-sticks-q-after-ten-hint = Sigue la serpiente por el extremo derecho de la fila de arriba.
intro-01-sticks-q-after-twenty = ¿Qué casilla viene justo después de la 20?
intro-01-sticks-q-after-twenty-hint = Esta curva está en el lado izquierdo del tablero.
intro-01-sticks-q-nine-twelve = En la pantalla, la casilla 9 está justo encima de la 12. ¿Son la 9 y la 12 casillas consecutivas del recorrido?
intro-01-sticks-q-nine-twelve-hint = Consecutivas significa que sus números se diferencian en uno. Que parezcan cercanas no basta.
intro-01-sticks-wrap = ¡Muy bien! Ya conoces las tablillas y el camino. Recuerda: el 2 es la tirada más frecuente, el 0 no existe y siempre se cuenta siguiendo los números, nunca por lo cerca que parezcan las casillas. A continuación, unas palabras sobre el origen de estas reglas.

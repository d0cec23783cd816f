## Textos de la lección games-room-05-safe-houses-and-26 (español).

games-room-05-safe-houses-and-26-title = Casas seguras y la parada en la 26
games-room-05-safe-houses-and-26-intro = Dos de las casas marcadas protegen a quien descansa en ellas: la 15, la Casa del Renacimiento, y la 26, la Casa de la Felicidad. Una ficha en cualquiera de las dos no se puede atacar, aunque esté sola. En este juego ninguna otra casilla protege, y eso incluye la 28, la 29 y la 30.
games-room-05-safe-houses-and-26-q1 = ¿Puede tu cono de la 12 caer sobre el carrete de la 15 con este 3?
games-room-05-safe-houses-and-26-q1-hint = El carrete está solo, pero fíjate en la casilla donde descansa.
games-room-05-safe-houses-and-26-q2 = Tu cono de la 23 saca un 3 y cae sobre el carrete de la 26. ¿Qué pasa?
games-room-05-safe-houses-and-26-q2-hint = ¿Qué casa es la 26 y qué hace por la ficha que está en ella?
games-room-05-safe-houses-and-26-q3 = Un carrete solo espera en la 28, la Casa de las Tres Verdades. Tu cono de la 26 saca un 2 y cae sobre él. ¿Qué pasa?
games-room-05-safe-houses-and-26-q3-hint = ¿Qué casillas son seguras en la Sala de Juegos? ¿Es la 28 una de ellas?
games-room-05-safe-houses-and-26-cp = La Casa de la Felicidad también es una parada obligatoria. Toda ficha tiene que caer exactamente en la 26 antes de poder seguir. Una tirada que llevaría una ficha desde debajo de la 26 hasta más allá no se puede usar con esa ficha: cruzar la 26 no es lo mismo que detenerse en ella. Esto se aplica a los movimientos hacia adelante, y vuelve a aplicarse a una ficha que el agua ha hecho retroceder.
games-room-05-safe-houses-and-26-q4 = ¿Puede el cono de la 24 usar este 3?
games-room-05-safe-houses-and-26-q4-hint = Suma 24 + 3. ¿Qué casilla cruzaría?
games-room-05-safe-houses-and-26-q5 = ¿Dónde cae el cono de la 23 con este 3?
games-room-05-safe-houses-and-26-q5-hint = Caer exactamente en la 26 es justo lo que pide la parada.
games-room-05-safe-houses-and-26-q6 = Con este 3, ¿qué fichas tuyas pueden moverse?
games-room-05-safe-houses-and-26-q6-hint = Calcula cada casilla de llegada. ¿Queda alguna más allá de la 26?
games-room-05-safe-houses-and-26-q7 = Un 5 desde la 25 llegaría a la 30, la última casilla. ¿Está permitido?
games-room-05-safe-houses-and-26-q7-hint = ¿Se ha detenido ya esta ficha en la 26?

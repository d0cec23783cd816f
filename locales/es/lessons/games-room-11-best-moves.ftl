## Textos de la lección games-room-11-best-moves (español).

games-room-11-best-moves-title = Sala de juegos: elegir la mejor jugada
games-room-11-best-moves-intro = En una partida de verdad las reglas casi siempre dejan más de una jugada legal, y la habilidad está en elegir. En la posición de esta lección el ordenador ha pesado todas las jugadas legales durante las tres tiradas siguientes, y ha comprobado la mejor jugando la partida hasta el final dos mil veces desde cada una de las dos mejores jugadas. Mueven los conos claros.
games-room-11-best-moves-q-attack = Los conos claros sacan un 5. A los carretes solo les quedan tres fichas, y una va muy adelantada. ¿Qué cono debe mover?
games-room-11-best-moves-q-attack-hint = ¿Está solo el carrete de la 24? ¿Qué le pasa a una ficha sobre la que caes?
games-room-11-best-moves-q-attack-explain = El carrete de la 24 no tiene ningún otro carrete al lado, así que se puede atacar. Caer sobre ella con 19 + 5 intercambia las dos: el carrete vuelve a la 19, detrás de tus fichas, y tu cono queda a dos pasos de la 26. La pareja 19-20 se rompe, pero los carretes pierden mucho más terreno del que tú arriesgas. Mover la 3 o la 20 deja que el carrete de la 24 siga hacia casa sin que nadie la toque.

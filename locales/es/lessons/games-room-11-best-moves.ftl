## Textos de la lección games-room-11-best-moves (español).

games-room-11-best-moves-title = Sala de Juegos: elegir la mejor jugada
games-room-11-best-moves-intro = En una partida de verdad las reglas casi siempre dejan más de una jugada legal, y la habilidad está en elegir. La posición de esta lección es un final pequeño, con dos fichas por bando, en el que el ordenador conoce la probabilidad exacta de ganar de cada jugada gracias a sus tablas de finales. Mueven los conos claros.
games-room-11-best-moves-q-attack = Los conos claros sacan un 5. A cada bando le quedan dos fichas, y un carrete va muy por delante de los tuyos. ¿Qué cono debe mover?
games-room-11-best-moves-q-attack-hint = ¿Está solo el carrete de la 24? ¿Qué le pasa a una ficha sobre la que caes?
games-room-11-best-moves-q-attack-explain = El carrete de la 24 no tiene ningún otro carrete al lado, así que se puede atacar. Caer sobre él con 19 + 5 intercambia las dos fichas: el carrete vuelve a la 19, y tu cono queda a dos pasos de la 26. Si mueves la 3, el carrete de la 24 sigue hacia casa sin que nadie lo toque, y la carrera es suya.

## Textos de la lección games-room-04-walls (español).

games-room-04-walls-title = Muros de tres
games-room-04-walls-intro = Tres o más fichas rivales en casillas consecutivas forman un muro, y ninguna ficha puede saltar por encima de un muro, saque lo que saque. Cada ficha del muro tiene una vecina de su bando, así que además todas están protegidas: no puedes caer en la primera (el programa lo llama guarded, protegida). Y tampoco en una de las siguientes, porque para llegar hasta ella rebasarías parte del muro (el programa lo llama blocked-path, camino bloqueado).
games-room-04-walls-q1 = Tu cono de la 10 saca un 5. ¿Puede saltar los tres carretes y caer en la 15?
games-room-04-walls-q1-hint = Cuenta los carretes que están juntos. ¿Cuántos son?
games-room-04-walls-q2 = Con un 2 caería en la 12, el primer carrete del muro. ¿Está permitido?
games-room-04-walls-q2-hint = Por el camino no rebasa ningún carrete. Pero ¿tiene vecino el carrete de la 12?
games-room-04-walls-q3 = Con un 3 caería en la 13, en mitad del muro. ¿Está permitido?
games-room-04-walls-q3-hint = ¿Por qué casillas pasa camino de la 13?
games-room-04-walls-q4 = Ahora solo hay dos carretes juntos. ¿Puede el cono de la 10 saltarlos con un 4?
games-room-04-walls-q4-hint = ¿Cuántas fichas hacen falta para formar un muro?
games-room-04-walls-q5 = Un muro puede doblar una esquina: aquí los carretes están en la 19, la 20 y la 21. ¿Puede tu cono de la 17 rebasarlos con un 5?
games-room-04-walls-q5-hint = ¿Son consecutivas la 20 y la 21, aunque estén en filas distintas?
games-room-04-walls-q6 = Hay un muro en la 11, la 12 y la 13. Con este 3, ¿qué fichas tuyas pueden moverse?
games-room-04-walls-q6-hint = Para cada cono, pregúntate: ¿cae en una ficha del muro o rebasa alguna?
games-room-04-walls-q7 = Hay carretes en la 12, la 13 y la 16, con tu propio cono en la 14 en medio. Tu cono de la 11 saca un 5. ¿Qué pasa?
games-room-04-walls-q7-hint = ¿Hay aquí tres carretes en casillas consecutivas? ¿Y tiene vecino el carrete de la 16?

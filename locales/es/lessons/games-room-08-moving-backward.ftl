## Textos de la lección games-room-08-moving-backward (español).

games-room-08-moving-backward-title = Cuando ninguna ficha puede avanzar
games-room-08-moving-backward-intro = A veces ninguna ficha puede avanzar con la tirada. Entonces la tirada no se pierde sin más: una de tus fichas tiene que retroceder tantas casillas como marque. Los movimientos hacia atrás siguen las mismas reglas para rebasar y para caer: no se puede saltar un muro, ni caer sobre una ficha propia o sobre una protegida, y caer sobre una rival sola es atacarla. Aquí el cono de la 24 cruzaría la 26 y el de la 20 tendría que rebasar el muro, así que nada puede avanzar con este 3.
games-room-08-moving-backward-q1 = Entonces, ¿qué fichas tuyas pueden usar este 3 retrocediendo?
games-room-08-moving-backward-q1-hint = Prueba cada cono hacia atrás. Retrocediendo desde la 24, ¿qué se interpone?
games-room-08-moving-backward-q2 = ¿Dónde termina el cono de la 20?
games-room-08-moving-backward-q2-hint = Cuenta tres casillas hacia los números menores.
games-room-08-moving-backward-fe = Retroceder es solo un último recurso. Mientras alguna de tus fichas pueda avanzar, ninguna puede retroceder: el programa da a ese movimiento el motivo forward-exists (existe un movimiento hacia adelante).
games-room-08-moving-backward-q3 = El cono de la 24 no puede avanzar con este 3, pero el de la 12 sí. ¿Qué fichas pueden moverse?
games-room-08-moving-backward-q3-hint = ¿Se puede recurrir a retroceder mientras exista un movimiento hacia adelante?
games-room-08-moving-backward-q4 = Ningún cono puede avanzar con este 3. Si el cono de la 24 retrocede hasta el carrete solitario de la 21, ¿qué pasa?
games-room-08-moving-backward-q4-hint = Un ataque hacia atrás intercambia las fichas igual que uno hacia adelante. ¿De dónde salió tu cono?
games-room-08-moving-backward-bx = Un movimiento hacia atrás es un movimiento completo como cualquier otro, así que retroceder con un 1, un 4 o un 5 también da otra tirada. Y una ficha que retrocede hasta la 27 cae al agua igual: la Casa del Agua arrastra a las fichas lleguen por donde lleguen.
games-room-08-moving-backward-q5 = Nada puede avanzar con este 4, así que el cono de la 23 retrocede hasta la 19. ¿Quién lanza ahora?
games-room-08-moving-backward-q5-hint = ¿Cambia la dirección del movimiento lo que te da un 4?
games-room-08-moving-backward-q6 = Nada puede avanzar con este 2, así que el cono de la 25 retrocede hasta la 23. ¿Quién lanza ahora?
games-room-08-moving-backward-q6-hint = ¿Qué valores dan otra tirada, en cualquier dirección?
games-room-08-moving-backward-q7 = Con este 1, el cono de la 25 choca con un carrete seguro en la 26 y el de la 28 con uno protegido en la 29. Si el cono de la 28 retrocede, cae en la 27. ¿Dónde termina?
games-room-08-moving-backward-q7-hint = ¿Le importa al agua en qué dirección se movía la ficha?
games-room-08-moving-backward-q8 = Ha caído al agua retrocediendo con un 1. ¿Quién lanza ahora?
games-room-08-moving-backward-q8-hint = Ni la dirección ni el agua cambian lo que te da un 1.
games-room-08-moving-backward-q9 = El cono de la 24 cruzaría la 26 y el de la 30 necesita un 1 para salir. Si el cono de la 30 retrocede 3 casillas, ¿dónde termina?
games-room-08-moving-backward-q9-hint = Cuenta hacia atrás 29, 28... ¿Dónde cae, y qué hay en esa casilla?

## skiryuk-03-passing-and-runs (español)

skiryuk-03-passing-and-runs-title = Skiryuk: saltar fichas, y las hileras que no se pueden saltar
skiryuk-03-passing-and-runs-step1 = Por el camino, una ficha puede saltar por encima de sus propias fichas, tantas como quieras, y por encima de una ficha rival que esté sola. Pero dos o más fichas rivales en casillas consecutivas forman una hilera, y una hilera nunca se puede saltar entera: ningún movimiento puede empezar antes de su primera ficha y terminar más allá de la última. Aquí el cono de la 7 está solo, mientras que los conos de la 11 y la 12 forman una hilera.
skiryuk-03-passing-and-runs-q1 = Con un 3, ¿puede el huso de la 5 saltar el cono de la 7 y caer en la 8?
skiryuk-03-passing-and-runs-q1-hint = ¿Cuántos conos juntos hay en el camino?
skiryuk-03-passing-and-runs-q2 = Con un 4, ¿puede el huso de la 9 ir a la 13?
skiryuk-03-passing-and-runs-q2-hint = ¿Qué casillas cruza por el camino?
skiryuk-03-passing-and-runs-q3-hint = Tus propias fichas de la 4 y la 5 nunca te detienen.
skiryuk-03-passing-and-runs-q4 = Saltar tus propias fichas está permitido. Pero ¿puede moverse el huso de la 4 con un 1?
skiryuk-03-passing-and-runs-q4-hint = Saltar por encima de una ficha amiga y caer sobre ella no son lo mismo.
skiryuk-03-passing-and-runs-step2 = Una hilera puede doblar la curva del tablero. Las casillas 10 y 11 están en filas distintas, pero son consecutivas en el recorrido, así que los conos de la 10 y la 11 forman una hilera.
skiryuk-03-passing-and-runs-q5-hint = ¿Son la 10 y la 11 casillas consecutivas en el recorrido?
skiryuk-03-passing-and-runs-q6 = Ahora los conos están en la 9 y la 12, uno justo encima del otro. ¿Puede el huso de la 8 saltar los dos con un 5 y caer en la 13?
skiryuk-03-passing-and-runs-q6-hint = ¿Forman la 9 y la 12 una hilera, o son dos fichas solas?
skiryuk-03-passing-and-runs-q7 = Cuatro de tus husos están en fila delante del de la 10. ¿Adónde lo lleva un 5?
skiryuk-03-passing-and-runs-q7-hint = Una hilera de tus propias fichas nunca te cierra el paso.
skiryuk-03-passing-and-runs-q8 = Hay tres conos en la 17, la 18 y la 19. ¿Puede el huso de la 16 saltar todo el grupo con un 5?
skiryuk-03-passing-and-runs-q8-hint = Una hilera más larga no es más fácil de saltar que una de dos.
skiryuk-03-passing-and-runs-q9-hint = Revisa cada huso: una ficha amiga en la casilla de llegada, una hilera en el camino o un miembro de una hilera donde caer lo detienen.

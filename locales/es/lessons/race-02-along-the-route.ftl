## race-02-along-the-route (español)

race-02-along-the-route-title = La carrera simple: por el recorrido, una tirada cada vez
race-02-along-the-route-step1 = La carrera sigue la misma serpiente que cualquier tablero de senet: de la 1 a la 10 de izquierda a derecha, de la 11 a la 20 de derecha a izquierda y de la 21 a la 30 de izquierda a derecha. Avanzar siempre significa ir a un número mayor.
race-02-along-the-route-q1-hint = Dobla la esquina al final de la fila de arriba.
race-02-along-the-route-q2-hint = Sus números se diferencian en uno, aunque el recorrido gira entre ellas.
race-02-along-the-route-q3-hint = ¿Qué casilla lleva al principio de la fila del medio?
race-02-along-the-route-step2 = Cada tirada mueve tu ficha hacia adelante exactamente tantas casillas como marque. Eso es todo: no hay tiradas extra por un 1, un 4 o un 5, así que después de cada tirada juega el otro bando.
race-02-along-the-route-q4-hint = Cuenta cuatro casillas a partir de la 12.
race-02-along-the-route-q5 = Mueves la ficha clara desde la 12 con un 5. ¿Quién lanza ahora?
race-02-along-the-route-q5-hint = En otras variantes un 5 da otra tirada. ¿Y aquí?
race-02-along-the-route-q6 = La ficha oscura avanza desde la 7 con un 1. ¿Quién lanza ahora?
race-02-along-the-route-q6-hint = Los turnos simplemente se alternan.

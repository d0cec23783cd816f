## Textos de la lección arcade-06-house-of-beauty (español).

arcade-06-house-of-beauty-title = La Casa de la Belleza (26)
arcade-06-house-of-beauty-intro = Toda ficha tiene que detenerse exactamente en la 26, la Casa de la Belleza, antes de seguir. Una tirada que llevaría una ficha desde debajo de la 26 a cualquier casilla más allá, o fuera del tablero, no se puede usar con esa ficha: cruzar la 26 no es detenerse en ella.
arcade-06-house-of-beauty-q1 = ¿Puede tu ficha de la 24 usar este 3?
arcade-06-house-of-beauty-q1-hint = 24 + 3 cae más allá de la 26. ¿Se ha detenido en ella?
arcade-06-house-of-beauty-q2 = ¿Dónde cae tu ficha de la 21 con este 5?
arcade-06-house-of-beauty-q2-hint = Cuenta 22, 23, 24, 25...
arcade-06-house-of-beauty-q3 = Un 5 desde la 25 sacaría la ficha directamente del tablero. ¿Está permitido?
arcade-06-house-of-beauty-q3-hint = Salir del tablero cuenta como ir más allá de la 26.
arcade-06-house-of-beauty-from26 = Desde la 26 cada tirada tiene un significado fijo. Un 1 hace caer la ficha en la 27, la Casa del Agua. Un 2, un 3 o un 4 la lleva a la 28, la 29 o la 30. Un 5 la saca del tablero en el acto: desde la 26, el 5 es la única forma de salir directamente.
arcade-06-house-of-beauty-q4 = ¿Adónde va tu ficha de la 26 con este 3?
arcade-06-house-of-beauty-q4-hint = El 2, el 3 y el 4 llevan a la 28, la 29 y la 30.
arcade-06-house-of-beauty-q5 = ¿Adónde va tu ficha de la 26 con este 5?
arcade-06-house-of-beauty-q5-hint = 26 + 5 queda un paso más allá de la 30.
arcade-06-house-of-beauty-q6 = Tu ficha descansa en la 26. ¿Qué probabilidad tiene de salir del tablero con la próxima tirada?
arcade-06-house-of-beauty-q6-hint = Solo un valor la saca directamente. ¿Con qué frecuencia sale?
arcade-06-house-of-beauty-q7 = Con este 5, ¿qué fichas tuyas pueden moverse?
arcade-06-house-of-beauty-q7-hint = Una de ellas ya se ha detenido en la 26; la otra no.

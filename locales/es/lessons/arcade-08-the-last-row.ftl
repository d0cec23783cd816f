## Textos de la lección arcade-08-the-last-row (español).

arcade-08-the-last-row-title = La última fila espera
arcade-08-the-last-row-intro = Las casillas 28, 29 y 30 son las últimas estaciones, y una ficha que está en ellas solo tiene una forma de moverse: salir. Desde la 28 sale solo con un 3, desde la 29 solo con un 2, desde la 30 solo con un 1. No hace ningún otro movimiento, ni siquiera un paso dentro de la fila. El programa llama overshoot (pasarse) a un valor demasiado grande para la salida, y last-row-waits (la última fila espera) a cualquier otro valor equivocado.
arcade-08-the-last-row-q1 = ¿Puede tu ficha de la 28 pasar a la 29 con este 1?
arcade-08-the-last-row-q1-hint = ¿Qué único valor espera una ficha en la 28?
arcade-08-the-last-row-q2 = ¿Puede salir con este 4?
arcade-08-the-last-row-q2-hint = ¿Es 4 más o menos que el valor que necesita?
arcade-08-the-last-row-q3 = ¿Adónde va tu ficha de la 29 con este 2?
arcade-08-the-last-row-q3-hint = La 29 espera un 2.
arcade-08-the-last-row-q4 = ¿Puede la ficha de la 29 usar este 1?
arcade-08-the-last-row-q4-hint = Un 1 solo la llevaría a la 30. ¿Hace eso alguna vez aquí una ficha de la última fila?
arcade-08-the-last-row-q5 = ¿Puede tu ficha de la 30 salir con este 3?
arcade-08-the-last-row-q5-hint = Desde la 30 la salida está a un solo paso.
arcade-08-the-last-row-spread = Cada ficha de la última fila espera su propio número, así que conviene tenerlas en casillas distintas. Con fichas en la 28, la 29 y la 30, cualquier 1, 2 o 3 deja salir a una de ellas: son 14 tiradas de cada 16. Con una sola ficha en la 28, solo sirve un 3: 4 tiradas de cada 16.
arcade-08-the-last-row-q6 = Tu ficha descansa en la 29. ¿Qué probabilidad tiene de salir con la próxima tirada?
arcade-08-the-last-row-q6-hint = Necesita un valor, y ese es el más frecuente de todos.
arcade-08-the-last-row-q7 = Tu ficha de la 26 saca un 3, que la llevaría a la 29. ¿Puede ir?
arcade-08-the-last-row-q7-hint = ¿Quién está ya en la 29?
arcade-08-the-last-row-pad = Este es el motivo por el que la 26 es una plataforma de lanzamiento y no un aparcamiento. Con una ficha en la 26 y otra esperando en la 28, un 1 solo tiene un uso posible. Siempre que puedas, ten otra ficha libre para gastar un 1.
arcade-08-the-last-row-q8 = Sacas un 1. ¿Qué fichas tuyas pueden moverse?
arcade-08-the-last-row-q8-hint = La ficha de la 28 solo sale con un 3.
arcade-08-the-last-row-q9 = Tienes que mover, así que va la ficha de la 26. ¿Dónde termina?
arcade-08-the-last-row-q9-hint = 26 + 1 = 27, la Casa del Agua.

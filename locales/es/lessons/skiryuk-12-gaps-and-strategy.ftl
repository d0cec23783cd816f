## skiryuk-12-gaps-and-strategy (español)

skiryuk-12-gaps-and-strategy-title = Skiryuk: huecos seguros y otros consejos de la fuente
skiryuk-12-gaps-and-strategy-step1 = El consejo principal de la fuente nace de lo desiguales que son las tablillas. Mira el hueco entre una ficha rival y tu ficha solitaria que está delante: la tirada que cubre ese hueco te derriba. Un hueco de 2 es el más peligroso, porque el 2 es la tirada más frecuente. Los huecos de 1 o de 3 son más seguros, y los de 4 o 5, todavía más. Aquí les toca a los conos.
skiryuk-12-gaps-and-strategy-q1 = El cono de la 12 está dos casillas por detrás de tu huso solitario de la 14. ¿Qué probabilidad hay de que la siguiente tirada de los conos sea exactamente un 2?
skiryuk-12-gaps-and-strategy-q1-hint = 6 de las 16 combinaciones de tablillas.
skiryuk-12-gaps-and-strategy-q2 = Los conos sacan un 2. ¿Qué pasa cuando el cono de la 12 lo usa?
skiryuk-12-gaps-and-strategy-q2-hint = Tu huso de la 14 no tiene ninguna ficha suya al lado.
skiryuk-12-gaps-and-strategy-q3 = Tu huso de la 19 está tres casillas por delante del cono de la 16. ¿Qué probabilidad tiene un 3?
skiryuk-12-gaps-and-strategy-q3-hint = Menos combinaciones que para un 2.
skiryuk-12-gaps-and-strategy-q4 = Un hueco de 4 necesitaría un 4. ¿Qué probabilidad tiene?
skiryuk-12-gaps-and-strategy-q4-hint = Solo una combinación de las tablillas.
skiryuk-12-gaps-and-strategy-q5 = Tus husos de la 23 y la 24 están juntos. ¿Qué pasa si el cono de la 21 saca un 2?
skiryuk-12-gaps-and-strategy-q5-hint = El hueco es el peligroso 2, pero fíjate en la compañera.
skiryuk-12-gaps-and-strategy-step2 = Dos consejos más de la fuente. No corras a llevar una ficha sola a la 26: su tirada de casa la manda al agua con un 1, y desde el agua la mayoría de las tiradas la devuelven a la 15. Y mantén varias fichas en marcha por la fila del medio: con solo dos o tres fichas allí, se derriban una y otra vez y la partida se alarga.
skiryuk-12-gaps-and-strategy-q6 = Con la 27 a la 30 vacías, ¿qué probabilidad tiene una ficha que acaba de llegar a la 26 de caer al agua con su tirada de casa?
skiryuk-12-gaps-and-strategy-q6-hint = ¿Qué tirada de casa en la 26 lleva a la 27 cuando de la 28 a la 30 está despejado?
skiryuk-12-gaps-and-strategy-q7 = Tu huso ha caído al agua, en la 27. ¿Qué probabilidad tiene de salir del tablero con su siguiente tirada?
skiryuk-12-gaps-and-strategy-q7-hint = Solo un 4 la salva del agua para siempre.
skiryuk-12-gaps-and-strategy-step3 = Por último, la fuente insiste en usar tablillas de verdad. Un dado de seis caras haría que todos los valores fueran igual de probables, y todos estos consejos sobre los huecos dejarían de servir.
skiryuk-12-gaps-and-strategy-traps = La fuente distingue las dos trampas del final. La 26 no se puede evitar: toda ficha tiene que detenerse allí y hacer su tirada de casa. El agua de la 27 a menudo sí se puede evitar con un poco de plan: una tirada de casa desde la 26 que no puede avanzar cae en la 27, así que manda una ficha a la 26 cuando las casas que vienen después estén libres.

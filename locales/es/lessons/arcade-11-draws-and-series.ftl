## Textos de la lección arcade-11-draws-and-series (español).

arcade-11-draws-and-series-title = El empate a las 600 tiradas y la puntuación de la serie
arcade-11-draws-and-series-intro = Una partida del arcade no puede durar para siempre: la que llega a 600 tiradas termina en empate. Cuentan todas las tiradas, también las perdidas y las extra. Si la tirada número 600 gana la partida, la victoria es válida. En estas preguntas se te dice cuántas tiradas se habían hecho en la partida antes de esta.
arcade-11-draws-and-series-q1 = Van 599 tiradas. Sacas un 2 y mueves la ficha de la 12. ¿Qué pasa ahora?
arcade-11-draws-and-series-q1-hint = ¿Qué número de tirada era esta?
arcade-11-draws-and-series-q2 = Van 598 tiradas. Sacas un 3 y mueves la ficha de la 12. ¿Qué pasa ahora?
arcade-11-draws-and-series-q2-hint = Esta es la tirada 599. ¿Ha llegado ya la partida a 600?
arcade-11-draws-and-series-q3 = Van 599 tiradas. Sacas un 4, que normalmente daría otra tirada. ¿Qué pasa ahora?
arcade-11-draws-and-series-q3-hint = ¿Puede haber una tirada 601?
arcade-11-draws-and-series-q4 = Van 599 tiradas. Tus fichas esperan en la 28 y la 29 y sacas un 1, que nada puede usar. ¿Qué pasa ahora?
arcade-11-draws-and-series-q4-hint = ¿Cuenta una tirada perdida para las 600?
arcade-11-draws-and-series-q5 = Van 599 tiradas. Tu última ficha espera en la 30 y sacas un 1. ¿Qué pasa ahora?
arcade-11-draws-and-series-q5-hint = ¿Qué pasa con una victoria lograda en la tirada 600?
arcade-11-draws-and-series-series = En las partidas en serie, cada victoria suma uno a tu racha, y el ordenador sube un nivel cada vez, hasta el más fuerte a partir de tu cuarta partida. Una derrota pone fin a la racha, y un empate también. Tu puntuación es victorias × 10 000 más tu margen: la distancia total que al rival todavía le quedaba por recorrer en las partidas que ganaste, contada como mucho hasta 9999. Así, más victorias siempre superan a un margen mayor, y con la misma racha, las victorias aplastantes valen más que las ajustadas.
arcade-11-draws-and-series-q6 = Tres victorias con un margen total de 245. ¿Cuál es la puntuación?
arcade-11-draws-and-series-q6-hint = Victorias por 10 000, y después suma el margen.
arcade-11-draws-and-series-q7 = Dos victorias aplastantes con un margen total de 12 500. ¿Cuál es la puntuación?
arcade-11-draws-and-series-q7-hint = ¿Hay un límite para el margen que cuenta?
arcade-11-draws-and-series-q8 = Tu racha terminó con un empate en la primera partida. ¿Cuál es la puntuación?
arcade-11-draws-and-series-q8-hint = Un empate no es una victoria, y solo las partidas ganadas dan margen.
arcade-11-draws-and-series-q9 = Cuatro victorias ajustadas con un margen total de 60. ¿Cuál es la puntuación?
arcade-11-draws-and-series-q9-hint = Compárala con las dos victorias aplastantes: ¿cuál queda por encima?

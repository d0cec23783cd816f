## Textos de la lección skiryuk-14-12-best-moves (español).

skiryuk-14-12-best-moves-title = Skiryuk con 14 fichas: elegir la mejor jugada
skiryuk-14-12-best-moves-intro = Con siete fichas por bando el tablero está lleno y casi todas las tiradas ofrecen varias jugadas legales. Elige en cada posición la ficha que mueve; el ordenador ha jugado cada jugada legal hasta el final miles de veces, con las mismas tiradas para todas, y una es claramente la mejor. Mueven los husos (x).
skiryuk-14-12-best-moves-q-beauty = Los husos sacan un 5. Las fichas de la 21 y la 22 se detendrían en la 26. ¿Es esa la jugada?
skiryuk-14-12-best-moves-q-beauty-hint = Una ficha que llega a la 26 lanza en el acto. Con la 27 y la 28 ocupadas, ¿qué puede hacer esa tirada?
skiryuk-14-12-best-moves-q-beauty-explain = Una ficha que llega a la 26 hace en el acto su tirada de casa. Con conos en la 27 y la 28, un 2, un 3 o un 4 no pueden avanzar y la ficha cae hacia la 27; la 27 está ocupada, así que vuelve a la 15. Solo un 5, una tirada de cada dieciséis, la sacaría. En cambio la ficha de la 14 pasa los conos solitarios de la 16 y la 18 y cae en la 19, y la pareja 21-22 sigue siendo una hilera que los conos no pueden derribar.

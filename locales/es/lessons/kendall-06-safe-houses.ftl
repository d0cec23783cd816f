## Textos de la lección kendall-06-safe-houses (español).

kendall-06-safe-houses-title = Kendall: las dos casas seguras
kendall-06-safe-houses-intro = Dos casillas protegen a quien esté en ellas: la 15, la Casa del Renacimiento, y la 26, la Casa de la Felicidad. Una ficha que está en cualquiera de las dos no se puede intercambiar, aunque esté completamente sola. Aquí hay una ficha blanca sola en la 15, y las negras tienen un 3 que llevaría la ficha de la 12 justo encima de ella.
kendall-06-safe-houses-q-fifteen = Las negras intentan llevar la ficha de la 12 a la 15. ¿Qué le pasa a la ficha blanca que está allí?
kendall-06-safe-houses-q-fifteen-hint = ¿En qué casilla está la ficha blanca?
kendall-06-safe-houses-q-twenty-six = Hay una ficha blanca en la 26. Las negras sacan un 4. ¿Puede la ficha de la 22 caer allí?
kendall-06-safe-houses-q-twenty-six-hint = La 26 es la segunda casa segura.
kendall-06-safe-houses-pass = Una casa segura protege de que caigan sobre ti, no de que te rebasen. Una ficha sola en la 15 se puede saltar como cualquier otra ficha sola. Aquí la ficha negra de la 13 tiene un 4 y caería en la 17, pasando por la 15.
kendall-06-safe-houses-q-pass = ¿Puede la ficha negra de la 13 saltar la ficha blanca de la 15 para llegar a la 17?
kendall-06-safe-houses-q-pass-hint = La ficha blanca está sola: no hay fichas blancas en la 14 ni en la 16.
kendall-06-safe-houses-q-yours = La protección también te sirve a ti. Tu ficha negra está en la 15, y las blancas sacan un 4 con la ficha de la 11. ¿Qué le pasa a tu ficha?
kendall-06-safe-houses-q-yours-hint = Las casas seguras protegen al bando que esté en ellas, sea cual sea.
kendall-06-safe-houses-q-which = Las negras sacan un 4. ¿Qué fichas negras pueden usarlo?
kendall-06-safe-houses-q-which-hint = Hay tres fichas blancas a su alcance. ¿Cuáles están en una casa segura?
kendall-06-safe-houses-q-lost = Las negras sacan un 5. Las dos fichas negras caerían sobre una ficha blanca en una casa segura. ¿Quién lanza a continuación?
kendall-06-safe-houses-q-lost-hint = Si ninguna ficha puede moverse, la tirada se pierde, aunque sea un 5.
kendall-06-safe-houses-wrap = Recuerda la pareja: la 15 y la 26. Una ficha que está allí no se puede intercambiar, sea del bando que sea, pero una ficha sola en ellas se puede seguir saltando. A continuación, la casilla más importante de todas: la 26 como parada obligatoria.

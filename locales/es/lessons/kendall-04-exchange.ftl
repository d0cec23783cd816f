## Textos de la lección kendall-04-exchange (español).

kendall-04-exchange-title = Kendall: los intercambios
kendall-04-exchange-intro = ¿Y si tu tirada cae sobre una ficha rival? Si esa ficha está sola, puedes caer allí, y las dos fichas se intercambian: la tuya ocupa su casilla y ella vuelve a la casilla de la que salió tu ficha. Aquí las negras sacan un 3, y la ficha de la 8 cae sobre la ficha blanca sola de la 11.
kendall-04-exchange-q-effect = Las negras llevan la ficha de la 8 a la 11. ¿Qué le pasa a la ficha blanca, y vuelven a lanzar las negras?
kendall-04-exchange-q-effect-hint = La ficha blanca va a la casilla de la que salió la negra. La tirada extra depende solo del valor.
kendall-04-exchange-not-capture = Este es el resultado. Fíjate en lo que no ha pasado: ninguna ficha ha salido del tablero. Un intercambio no es una captura. Las blancas conservan todas sus fichas, solo que una está 3 casillas más atrás, y las negras 3 casillas más adelante. Los intercambios cambian la carrera, pero nunca eliminan nada.
kendall-04-exchange-q-four = Las negras sacan un 4. La ficha de la 14 cae sobre la ficha blanca sola de la 18. ¿Qué efecto tiene?
kendall-04-exchange-q-four-hint = ¿Dónde estaba la ficha negra antes de moverse? ¿Y qué da un 4?
kendall-04-exchange-q-white = Funciona en los dos sentidos. Las blancas tienen un 2, y la ficha blanca de la 6 cae sobre la ficha negra de la 8. ¿Qué pasa?
kendall-04-exchange-q-white-hint = Ahora es tu ficha negra la que retrocede, a la casilla de la que salió la blanca.
kendall-04-exchange-q-corner = Las negras sacan un 3 con la ficha de la 9 y caen sobre la ficha blanca de la 12, al otro lado de la curva. ¿Dónde termina la ficha negra?
kendall-04-exchange-q-corner-hint = La ficha que mueve siempre se queda en la casilla donde cae.
kendall-04-exchange-q-which = Las negras sacan un 3. ¿Qué fichas negras pueden usarlo?
kendall-04-exchange-q-which-hint = Cuenta 3 desde cada ficha y mira qué encuentras allí.
kendall-04-exchange-q-own = ¿Por qué no puede usar este 3 la ficha de la 10?
kendall-04-exchange-q-own-hint = Solo hay intercambio con fichas del otro bando.
kendall-04-exchange-q-no-bonus = Las negras sacan un 3 e intercambian: la ficha de la 9 cae sobre la ficha blanca de la 12. ¿Da otra tirada el intercambio? ¿Quién lanza a continuación?
kendall-04-exchange-q-no-bonus-hint = Solo decide el valor de la tirada. ¿El 3 da tirada extra?
kendall-04-exchange-wrap = Los intercambios son una herramienta de carrera: avanzas y haces retroceder a la otra ficha, y nadie pierde ninguna. Pero no todas las fichas rivales se pueden intercambiar. En la próxima lección: lo que pueden hacer dos fichas juntas.
kendall-04-exchange-return = Un intercambio se puede devolver en el acto. Tras 8 → 11, la ficha blanca está en la 8, solo 3 casillas por detrás de la tuya. Si las blancas sacan ahora un 3, caen sobre tu ficha suelta y las dos se cambian otra vez.
kendall-04-exchange-q-return = Las blancas sacan ese 3: la ficha de la 8 cae sobre tu ficha de la 11. ¿Qué pasa?
kendall-04-exchange-q-return-hint = Es la misma regla, en sentido contrario.
kendall-04-exchange-q-return-chance = ¿Qué probabilidad tienen las blancas de sacar justo el 3 que necesitan?
kendall-04-exchange-q-return-chance-hint = Cuatro de las dieciséis maneras en que pueden caer las tablillas dan un 3.
kendall-04-exchange-return-tip = Así que, antes de intercambiar, mira dónde quedará la otra ficha. Si queda de 1 a 3 casillas por detrás de la tuya, tiene bastantes opciones de devolverte el intercambio: un 2 sale 6 veces de cada 16, y un 1 o un 3, 4 veces cada uno. Y un intercambio que deshace uno de tus bloqueos puede costar más de lo que gana.

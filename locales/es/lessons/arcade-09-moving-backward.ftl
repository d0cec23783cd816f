## Textos de la lección arcade-09-moving-backward (español).

arcade-09-moving-backward-title = Cuando ninguna ficha puede avanzar
arcade-09-moving-backward-intro = Si ninguna ficha puede avanzar con la tirada, una ficha tiene que retroceder tantas casillas como marque, con las mismas reglas: no se puede rebasar una barrera, ni caer sobre una ficha propia o protegida, y caer sobre una ficha rival sola las intercambia. Aquí la ficha de la 24 cruzaría la 26 y la de la 20 rebasaría la barrera, así que nada avanza con este 3.
arcade-09-moving-backward-q1 = ¿Qué fichas tuyas pueden usar este 3 retrocediendo?
arcade-09-moving-backward-q1-hint = Retrocediendo desde la 24, ¿qué se interpone?
arcade-09-moving-backward-q2 = ¿Dónde termina la ficha de la 20?
arcade-09-moving-backward-q2-hint = Cuenta tres casillas hacia los números menores.
arcade-09-moving-backward-q3 = La ficha de la 24 no puede avanzar con este 3, pero la de la 12 sí. ¿Qué fichas pueden moverse? (Un movimiento hacia atrás cuando existe uno hacia adelante se rechaza como forward-exists.)
arcade-09-moving-backward-q3-hint = Retroceder es solo el último recurso.
arcade-09-moving-backward-frozen = Las fichas de la 28, la 29 y la 30 nunca retroceden: solo esperan su salida. Cualquier otra ficha puede retroceder cuando hace falta, también una ficha que está en la 26.
arcade-09-moving-backward-q4 = Nada avanza con este 4. ¿Qué fichas tuyas pueden moverse?
arcade-09-moving-backward-q4-hint = ¿Puede retroceder la ficha de la 28?
arcade-09-moving-backward-q5 = Una ficha rival segura ocupa la 30 y tu ficha de la 29 necesita un 2. Sacas un 4. ¿Dónde termina tu ficha de la 26?
arcade-09-moving-backward-q5-hint = Hacia adelante, 26 + 4 choca con una casilla segura. ¿Qué queda?
arcade-09-moving-backward-q6 = Nada avanza con este 3. Si la ficha de la 24 retrocede sobre la rival solitaria de la 21, ¿qué pasa?
arcade-09-moving-backward-q6-hint = Un intercambio hacia atrás funciona como uno hacia adelante. ¿De dónde salió tu ficha?
arcade-09-moving-backward-limit = Un movimiento hacia atrás nunca puede ir más atrás de la casilla 1. El arcade no lo dice; este programa considera la casilla 1 el final del camino en esa dirección y llama a ese movimiento below-start (antes del principio).
arcade-09-moving-backward-q7 = Nada avanza con este 3. ¿Qué fichas tuyas pueden retroceder?
arcade-09-moving-backward-q7-hint = ¿Dónde quedaría 2 - 3?
arcade-09-moving-backward-q8 = Con este 3 tampoco avanza nada. ¿Qué fichas pueden retroceder ahora?
arcade-09-moving-backward-q8-hint = La casilla 1 sigue siendo parte del tablero.
arcade-09-moving-backward-q9 = Tus fichas de la 1 y la 2 están detrás de una barrera y sacas un 4. ¿Qué pasa?
arcade-09-moving-backward-q9-hint = Hacia adelante está bloqueado. ¿Hay sitio detrás?

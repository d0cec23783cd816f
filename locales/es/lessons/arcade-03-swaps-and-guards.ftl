## Textos de la lección arcade-03-swaps-and-guards (español).

arcade-03-swaps-and-guards-title = Intercambios, fichas protegidas y las probabilidades de un golpe
arcade-03-swaps-and-guards-intro = Caer sobre una ficha rival intercambia las dos: tu ficha ocupa la casilla y la rival vuelve a la casilla de la que saliste. Nada sale del tablero, pero un intercambio le cuesta doble a quien lo sufre: su ficha retrocede y la tuya avanza.
arcade-03-swaps-and-guards-q1 = Tu ficha de la 11 saca un 2 y cae sobre la ficha rival de la 13. ¿Qué pasa?
arcade-03-swaps-and-guards-q1-hint = La ficha rival va a la casilla que dejaste. ¿Da otra tirada un 2?
arcade-03-swaps-and-guards-q2 = Una ficha rival está sola en la 9. Tu ficha de la 4 saca un 5 y cae sobre ella. ¿Qué pasa?
arcade-03-swaps-and-guards-q2-hint = ¿Desde dónde salió tu ficha? ¿Y qué te da un 5?
arcade-03-swaps-and-guards-q3 = Tu ficha de la 11 se intercambia con la ficha rival de la 14 usando un 3. ¿El intercambio da otra tirada?
arcade-03-swaps-and-guards-q3-hint = Un intercambio nunca da una tirada por sí mismo. Solo decide el valor.
arcade-03-swaps-and-guards-guard = Una ficha rival está protegida cuando otra ficha rival ocupa la casilla justo anterior o justo siguiente. Una ficha protegida no se puede intercambiar. Dos fichas juntas se protegen entre sí, y por eso las parejas son la base de toda buena posición. Eso sí, una pareja no te impide pasar.
arcade-03-swaps-and-guards-q4 = ¿Puede tu ficha de la 8 caer sobre la ficha rival de la 10 con este 2?
arcade-03-swaps-and-guards-q4-hint = La 10 y la 11 están en filas distintas. ¿Son consecutivas?
arcade-03-swaps-and-guards-q5 = Con un 4, ¿puede saltar la pareja y caer en la 12?
arcade-03-swaps-and-guards-q5-hint = La protección evita intercambios. ¿Cierra también el camino?
arcade-03-swaps-and-guards-q6 = Fichas rivales en la 9 y la 12. Tu ficha de la 7 saca un 5 y cae en la 12. ¿Qué pasa?
arcade-03-swaps-and-guards-q6-hint = ¿Está la ficha de la 9 justo antes de la 12 en el camino?
arcade-03-swaps-and-guards-tips = ¿Qué probabilidad hay de un golpe? Una ficha sola a cinco casillas o menos por delante de una ficha rival puede ser intercambiada, y el rival necesita un valor exacto para hacerlo. Así que el peligro depende de la distancia. Aquí tu ficha sola de la 14 está dos casillas por delante de la ficha rival de la 12.
arcade-03-swaps-and-guards-q7 = Una distancia de dos casillas: ¿qué probabilidad tiene el rival de sacar el 2 que necesita?
arcade-03-swaps-and-guards-q7-hint = La tirada más frecuente es la distancia más peligrosa.
arcade-03-swaps-and-guards-q8 = Si la distancia fuera de tres casillas, ¿qué probabilidad tendría el golpe?
arcade-03-swaps-and-guards-q8-hint = Un 3 sale tan a menudo como un 1.
arcade-03-swaps-and-guards-q9 = ¿Y con una distancia de cinco casillas?
arcade-03-swaps-and-guards-q9-hint = Es difícil: todas las tablillas tienen que caer oscuras.
arcade-03-swaps-and-guards-pair = Mejor aún, cierra el hueco junto a una compañera. Tu ficha ha subido a la 15, al lado de tu ficha de la 14. Ahora le toca al rival.
arcade-03-swaps-and-guards-q10 = La ficha rival de la 12 saca el 2 que esperaba. ¿Qué pasa?
arcade-03-swaps-and-guards-q10-hint = Mira la casilla justo después de la 14.

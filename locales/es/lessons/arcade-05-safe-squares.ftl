## Textos de la lección arcade-05-safe-squares (español).

arcade-05-safe-squares-title = Casillas seguras, y por qué la 15 no lo es
arcade-05-safe-squares-intro = Hay cuatro casillas seguras: la 26, la 28, la 29 y la 30. Una ficha que descansa en una de ellas no se puede intercambiar. La casilla 15, la Casa del Renacimiento, no es segura en el arcade: solo es donde vuelven a empezar las fichas ahogadas. Otras versiones del senet sí protegen la 15, así que aquí se equivoca mucha gente.
arcade-05-safe-squares-q1 = Tu ficha de la 12 saca un 3 y cae sobre la ficha rival de la 15. ¿Qué pasa?
arcade-05-safe-squares-q1-hint = ¿Está la 15 en la lista de casillas seguras del arcade?
arcade-05-safe-squares-q2 = Una ficha rival ocupa la 26, la Casa de la Belleza. Ocuparla cierra el paso a todos los que vienen detrás. ¿Puede tu ficha de la 22 caer ahí con este 4?
arcade-05-safe-squares-q2-hint = La 26 es una de las cuatro casillas seguras.
arcade-05-safe-squares-q3 = ¿Puede tu ficha de la 26 caer sobre la ficha rival de la 29 con este 3?
arcade-05-safe-squares-q3-hint = ¿Dónde cae 26 + 3, y es segura esa casilla?
arcade-05-safe-squares-q4 = Una ficha rival descansa sola en la 30. Tu ficha de la 26 saca un 4 y cae sobre ella. ¿Qué pasa?
arcade-05-safe-squares-q4-hint = Estar sola solo importa en las casillas que no son seguras.
arcade-05-safe-squares-q5 = Con este 4, ¿qué fichas tuyas pueden moverse?
arcade-05-safe-squares-q5-hint = Tres llegadas sobre tres fichas rivales. ¿Cuáles de esas casillas son seguras?

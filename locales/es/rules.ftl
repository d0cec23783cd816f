### Senet Tutor: las reglas de cada variante (español).
### rule-title-ID es el nombre corto de una regla; rule-RULESET-ID (RULESET es el nombre de la variante), su enunciado en esa variante.
### Redactado desde cero a partir de shared/RULES.md; nunca copiado de las fuentes.

rule-title-route = El recorrido
rule-title-throws = Las tiradas
rule-title-setup = Preparación
rule-title-first-throw = Quién empieza
rule-title-moving = Cómo se mueve
rule-title-extra-throw = Tiradas extra
rule-title-lost-throw = Tiradas perdidas
rule-title-own-piece = Una ficha por casilla
rule-title-exchange = Intercambio
rule-title-block = Bloqueos
rule-title-guard = Fichas protegidas
rule-title-wall = Muros
rule-title-protected-run = Hileras protegidas
rule-title-safe-squares = Casas seguras
rule-title-checkpoint-26 = Parada obligatoria en la 26
rule-title-water-27 = El agua de la 27
rule-title-water-fallback = Si la 15 está ocupada
rule-title-exact-exit = Salida exacta
rule-title-last-row-moves = Moverse en la última fila
rule-title-last-row-waits = La última fila espera
rule-title-backward-fallback = Mover hacia atrás
rule-title-backward-limit = El principio del tablero
rule-title-backward-extra-throw = Tiradas extra al retroceder
rule-title-no-backward-from-houses = Desde las casas no se retrocede
rule-title-house-throws = Tiradas de casa
rule-title-house-26 = La Casa de la Belleza (26)
rule-title-house-26-fall = Un salto bloqueado desde la 26
rule-title-house-27 = La Casa del Agua (27)
rule-title-house-28 = La Casa de las Tres Verdades (28)
rule-title-house-29 = La Casa de Re-Atum (29)
rule-title-house-30 = La casilla 30
rule-title-return-15-opponent = Una ficha rival en la 15
rule-title-return-15-own = Una ficha propia en la 15
rule-title-ceremony = La ceremonia de apertura
rule-title-winning = Cómo se gana
rule-title-draw-600 = Empate a las 600 tiradas
rule-title-series = Partidas en serie
rule-title-race-sharing = Compartir casilla
rule-title-race-overshoot = Sin pasarse
rule-title-race-finish = La llegada

## Textos comunes, que varias variantes reutilizan mediante referencias a mensajes

-route = Las treinta casillas forman un camino que serpentea por el tablero: de la 1 a la 10 de izquierda a derecha en la fila de arriba, de la 11 a la 20 de derecha a izquierda en la del medio y de la 21 a la 30 de izquierda a derecha en la de abajo. Avanzar significa siempre ir hacia un número mayor, y dos casillas son consecutivas cuando sus números se diferencian en uno: la 10 y la 11 son consecutivas, pero la 9 y la 12 no lo son, por muy cerca que parezcan.
-sticks = Se lanzan cuatro tablillas; la tirada es el número de caras claras que quedan a la vista, y si no sale ninguna cara clara vale 5. De cada 16 tiradas, lo esperable es sacar un 1 cuatro veces, un 2 seis veces, un 3 cuatro veces, un 4 una vez y un 5 una vez. El 0 no existe.
-moving = Lanza las tablillas y mueve una ficha exactamente tantas casillas como marque la tirada. Si existe algún movimiento legal, tienes que hacer uno.
-extra = Tras completar un movimiento con un 1, un 4 o un 5, el mismo bando vuelve a lanzar; un 2 o un 3 termina el turno. Un intercambio o una caída al agua nunca dan otra tirada por sí solos.
-lost = Cuando ninguna ficha puede usar la tirada, la tirada se pierde y el turno pasa al otro bando, aunque haya salido un 1, un 4 o un 5.
-own = Dos fichas nunca comparten casilla, y ninguna ficha puede caer en una casilla donde haya otra de su mismo bando.
-exchange = Si caes en una ficha rival que no está protegida, las dos se intercambian: la ficha rival va a la casilla de la que salió la tuya. No se captura nada; los dos bandos conservan todas sus fichas.
-checkpoint = Una ficha que está por debajo de la 26 no puede terminar su movimiento más allá de la 26 ni salir del tablero: antes tiene que caer exactamente en la 26. Cruzar la 26 con una tirada mayor no cuenta, y una ficha que el agua devuelve por debajo de la 26 tiene que volver a detenerse en ella.
-water = Una ficha que cae en la 27 vuelve en el acto a la 15, arrastrada por el agua.
-water-fallback = Si la 15 está ocupada, la ficha arrastrada va a la casilla vacía más cercana por debajo de ella: la 14, luego la 13, y así sucesivamente.
-exit = Una ficha solo sale del tablero con la tirada exacta: un 5 desde la 26, un 3 desde la 28, un 2 desde la 29 y un 1 desde la 30. Una tirada mayor no puede sacarla.
-backward = Cuando ninguna ficha puede avanzar, una ficha tiene que retroceder tantas casillas como marque la tirada, con las mismas reglas para rebasar fichas y para caer en una casilla. Si nada puede moverse ni hacia adelante ni hacia atrás, la tirada se pierde.
-backward-limit = Un movimiento hacia atrás no puede llevar una ficha por debajo de la casilla 1.
-winning = Gana el primer bando que saca todas sus fichas del tablero. Un jugador también puede rendirse, y los dos pueden acordar un empate.

## kendall

rule-kendall-route = { -route }
rule-kendall-setup = Cinco fichas por bando, alternadas en las casillas 1 a 10: las negras en las casillas impares y las blancas en las pares. (La fuente solo dice que se alternan; qué color ocupa las impares es una elección nuestra.)
rule-kendall-first-throw = Las negras siempre lanzan primero.
rule-kendall-throws = { -sticks }
rule-kendall-moving = { -moving } Las fichas solo se mueven hacia adelante.
rule-kendall-extra-throw = { -extra }
rule-kendall-lost-throw = { -lost }
rule-kendall-own-piece = { -own }
rule-kendall-exchange = { -exchange }
rule-kendall-block = Dos o más fichas rivales en casillas consecutivas forman un bloqueo. No puedes caer en ninguna ficha de un bloqueo ni pasar por encima de él. Una ficha rival sola sí se puede rebasar, o intercambiar si caes en ella. Un bloqueo puede seguir el recorrido al doblar una esquina del tablero, como la 10 y la 11.
rule-kendall-safe-squares = Una ficha que está en la 15 o en la 26 no se puede intercambiar.
rule-kendall-checkpoint-26 = { -checkpoint }
rule-kendall-water-27 = { -water }
rule-kendall-water-fallback = { -water-fallback }
rule-kendall-exact-exit = { -exit }
rule-kendall-last-row-moves = Una ficha en la 28 o en la 29 también puede seguir avanzando dentro de la última fila, por ejemplo de la 28 a la 29 con un 1. (La fuente solo pone condiciones a las salidas; esto es nuestra lectura.)
rule-kendall-winning = { -winning }

## games-room

rule-games-room-route = { -route }
rule-games-room-setup = Cinco fichas por bando, alternadas en las casillas 1 a 10: los conos claros en las casillas impares y los carretes en las pares.
rule-games-room-first-throw = Los conos claros lanzan primero.
rule-games-room-throws = { -sticks }
rule-games-room-moving = { -moving }
rule-games-room-extra-throw = { -extra }
rule-games-room-lost-throw = { -lost }
rule-games-room-own-piece = { -own }
rule-games-room-exchange = { -exchange } En este juego se le llama ataque.
rule-games-room-guard = Una ficha rival que tiene otra ficha de su bando en una casilla contigua (justo antes o justo después de ella) está protegida y no se puede atacar. Aun así, se puede saltar por encima de una pareja protegida.
rule-games-room-wall = Tres o más fichas rivales en casillas consecutivas forman un muro que no se puede saltar.
rule-games-room-safe-squares = Una ficha que está en la 15, la Casa del Renacimiento, o en la 26, la Casa de la Felicidad, no se puede atacar.
rule-games-room-checkpoint-26 = { -checkpoint } Esto se aplica a los movimientos hacia adelante.
rule-games-room-water-27 = { -water } Esto ocurre tanto si la ficha avanzaba como si retrocedía.
rule-games-room-water-fallback = { -water-fallback }
rule-games-room-exact-exit = { -exit }
rule-games-room-last-row-moves = Las fichas que están en la 28, la 29 y la 30 también pueden moverse con normalidad dentro de la última fila, por ejemplo de la 28 a la 29 con un 1. (La fuente solo enumera las salidas; esto es nuestra lectura.)
rule-games-room-backward-fallback = { -backward }
rule-games-room-backward-limit = { -backward-limit } (La fuente no lo dice; esto es nuestra lectura.)
rule-games-room-backward-extra-throw = Un movimiento hacia atrás con un 1, un 4 o un 5 también da otra tirada: la regla de las tiradas extra se aplica a todo movimiento completado.
rule-games-room-winning = { -winning }

## arcade

rule-arcade-route = { -route }
rule-arcade-setup = Cinco fichas por bando, alternadas en las casillas 1 a 10. En una serie de partidas, los jugadores cambian de bando de una partida a la siguiente.
rule-arcade-first-throw = El bando de las casillas impares lanza primero.
rule-arcade-throws = { -sticks }
rule-arcade-moving = { -moving }
rule-arcade-extra-throw = { -extra }
rule-arcade-lost-throw = { -lost } Al jugador se le explica el motivo.
rule-arcade-own-piece = { -own }
rule-arcade-exchange = { -exchange }
rule-arcade-guard = Una ficha rival que tiene otra ficha de su bando justo en la casilla anterior o justo en la siguiente está protegida y no se puede intercambiar.
rule-arcade-wall = Tres o más fichas rivales en casillas consecutivas forman una barrera que no se puede rebasar.
rule-arcade-safe-squares = Las fichas que están en la 26, la 28, la 29 y la 30 no se pueden intercambiar. En esta variante, la casilla 15 no es segura.
rule-arcade-checkpoint-26 = { -checkpoint }
rule-arcade-water-27 = { -water } Desde la 26, un 1 lleva hasta allí; un 2, un 3 o un 4 lleva a la 28, la 29 o la 30, y un 5 saca la ficha del tablero.
rule-arcade-water-fallback = { -water-fallback }
rule-arcade-exact-exit = Una ficha que está en la 26 sale con un 5.
rule-arcade-last-row-waits = Una ficha en la 28 solo se mueve para salir, y solo con un 3; en la 29, solo con un 2; en la 30, solo con un 1. No hace ningún otro movimiento, ni hacia adelante ni hacia atrás.
rule-arcade-backward-fallback = { -backward } Las fichas que están en la 28, la 29 y la 30 nunca retroceden.
rule-arcade-backward-limit = { -backward-limit } (La fuente no lo dice; esto es nuestra lectura.)
rule-arcade-winning = { -winning }
rule-arcade-draw-600 = Una partida que llega a 600 tiradas termina en empate. Cuentan todas las tiradas, también las perdidas, y una victoria en la tirada número 600 es válida.
rule-arcade-series = En las partidas en serie, cada victoria suma uno a la racha y el ordenador sube un nivel, hasta llegar al nivel máximo a partir de la cuarta partida; una derrota o un empate pone fin a la racha. La puntuación es victorias × 10.000 más el margen: la distancia que al rival todavía le quedaba por recorrer en las partidas ganadas, con un máximo de 9999.

## skiryuk (5 fichas por bando)

rule-skiryuk-route = { -route }
rule-skiryuk-setup = Cinco fichas por bando, alternadas en las casillas 1 a 10: los husos en las casillas pares y los conos en las impares.
rule-skiryuk-first-throw = Los husos mueven primero.
rule-skiryuk-ceremony = La partida puede empezar con una ceremonia: los dos jugadores lanzan hasta que uno saca un 1, y ese jugador se queda con los husos.
rule-skiryuk-throws = { -sticks }
rule-skiryuk-moving = { -moving } Una ficha puede pasar por encima de cualquier número de fichas propias.
rule-skiryuk-extra-throw = { -extra }
rule-skiryuk-lost-throw = { -lost }
rule-skiryuk-own-piece = { -own }
rule-skiryuk-exchange = { -exchange } En este juego se le llama derribo.
rule-skiryuk-protected-run = Dos o más fichas rivales en casillas consecutivas forman una hilera. Un movimiento no puede rebasar una hilera entera, es decir, ir desde antes de su primera casilla hasta más allá de la última. Las dos fichas de una hilera de dos, y las dos fichas de los extremos de una hilera más larga, no se pueden derribar; una ficha del medio de una hilera de tres o más sí se puede derribar, cayendo dentro de la hilera.
rule-skiryuk-safe-squares = Una ficha que está en la 26 no se puede derribar.
rule-skiryuk-backward-fallback = Solo cuando ninguna ficha puede avanzar, una ficha tiene que retroceder tantas casillas como marque la tirada, con las mismas reglas. Si nada puede moverse, se pierde el turno.
rule-skiryuk-backward-limit = { -backward-limit } (La fuente no lo dice; esto es nuestra lectura.)
rule-skiryuk-no-backward-from-houses = Las fichas que están de la 26 a la 30 nunca retroceden. (La fuente lo dice para la 26; para las casillas de la 27 a la 30 es nuestra lectura.)
rule-skiryuk-checkpoint-26 = Toda ficha se detiene en la 26: un movimiento desde debajo de la 26 que la llevaría más lejos termina en la 26, y el resto de la tirada se pierde. El camino hasta la 26 tiene que poder recorrerse según las reglas de paso, y la propia 26 tiene que estar vacía.
rule-skiryuk-house-throws = Una ficha que llega a la 26, la 27, la 28 o la 29 recibe en el acto una tirada propia, que decide su destino. Una ficha que ya está en una casilla de la 26 a la 30 sigue la misma tabla en las tiradas posteriores, así que un jugador con una ficha así siempre tiene un movimiento. La última tirada de una cadena decide si el turno continúa.
rule-skiryuk-house-26 = Desde la 26: con un 1 cae a la 27; con un 2, un 3 o un 4 pasa a la 28, la 29 o la 30, pero nunca rebasando otra ficha ni cayendo sobre ella, y sin derribar nada; con un 5 sale del tablero, haya lo que haya entre la 27 y la 30.
rule-skiryuk-house-26-fall = Un 2, un 3 o un 4 desde la 26 necesita que la casilla de destino y todas las del camino estén vacías; si no, la ficha cae a la 27 como si hubiera sacado un 1. Si la 27 está ocupada, vuelve directamente a la 15. (Las palabras de la fuente admiten otras lecturas; esta es la nuestra.)
rule-skiryuk-house-27 = En la 27: con un 5 se queda, con un 4 sale del tablero y con un 1, un 2 o un 3 vuelve a la 15.
rule-skiryuk-house-28 = En la 28: con un 3 sale del tablero; con cualquier otra tirada se queda.
rule-skiryuk-house-29 = En la 29: con un 2 sale del tablero; con cualquier otra tirada se queda.
rule-skiryuk-house-30 = En la 30 no hay tirada de casa; la siguiente tirada, sea cual sea su valor, saca la ficha del tablero.
rule-skiryuk-return-15-opponent = Cuando una ficha vuelve a la 15 y allí hay una ficha rival, esa ficha rival va a la casilla 1 o, si la 1 está ocupada, a la casilla vacía más cercana después de ella. (La casilla 1 la indica la fuente; la alternativa es nuestra lectura.)
rule-skiryuk-return-15-own = Cuando una ficha vuelve a la 15 y allí hay una de tus propias fichas, esa ficha se desplaza a la casilla vacía más cercana por debajo de la 15, saltándose las casillas ocupadas por cualquiera de los dos bandos. No se mueve nada más.
rule-skiryuk-winning = Gana el primer bando que saca todas sus fichas del tablero.

## skiryuk-14 (7 fichas por bando)

rule-skiryuk-14-route = { -route }
rule-skiryuk-14-setup = Siete fichas por bando, alternadas en las casillas 1 a 14: los husos en las casillas pares y los conos en las impares.
rule-skiryuk-14-first-throw = { rule-skiryuk-first-throw }
rule-skiryuk-14-ceremony = { rule-skiryuk-ceremony }
rule-skiryuk-14-throws = { -sticks }
rule-skiryuk-14-moving = { rule-skiryuk-moving }
rule-skiryuk-14-extra-throw = { -extra }
rule-skiryuk-14-lost-throw = { -lost }
rule-skiryuk-14-own-piece = { -own }
rule-skiryuk-14-exchange = { rule-skiryuk-exchange }
rule-skiryuk-14-protected-run = { rule-skiryuk-protected-run }
rule-skiryuk-14-safe-squares = { rule-skiryuk-safe-squares }
rule-skiryuk-14-backward-fallback = { rule-skiryuk-backward-fallback }
rule-skiryuk-14-backward-limit = { rule-skiryuk-backward-limit }
rule-skiryuk-14-no-backward-from-houses = { rule-skiryuk-no-backward-from-houses }
rule-skiryuk-14-checkpoint-26 = { rule-skiryuk-checkpoint-26 }
rule-skiryuk-14-house-throws = { rule-skiryuk-house-throws }
rule-skiryuk-14-house-26 = { rule-skiryuk-house-26 }
rule-skiryuk-14-house-26-fall = { rule-skiryuk-house-26-fall }
rule-skiryuk-14-house-27 = { rule-skiryuk-house-27 }
rule-skiryuk-14-house-28 = { rule-skiryuk-house-28 }
rule-skiryuk-14-house-29 = { rule-skiryuk-house-29 }
rule-skiryuk-14-house-30 = { rule-skiryuk-house-30 }
rule-skiryuk-14-return-15-opponent = { rule-skiryuk-return-15-opponent }
rule-skiryuk-14-return-15-own = { rule-skiryuk-return-15-own }
rule-skiryuk-14-winning = { rule-skiryuk-winning }

## race

rule-race-route = { -route }
rule-race-setup = Una ficha por bando; las dos esperan antes de la casilla 1 (posición 0).
rule-race-first-throw = La ficha clara, la de quien aprende, mueve primero.
rule-race-throws = La tirada es un número al azar del 1 al 5, todos con la misma probabilidad; no se usan tablillas.
rule-race-moving = Cada tirada hace avanzar tu ficha tantas casillas como marque. No hay tiradas extra ni casillas especiales.
rule-race-race-sharing = Las dos fichas nunca interactúan: pueden estar en la misma casilla.
rule-race-race-overshoot = No se permite ningún movimiento que vaya más allá de la 30, y en ese caso la tirada se pierde.
rule-race-race-finish = Gana la primera ficha que llega exactamente a la 30.

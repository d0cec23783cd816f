### Senet Tutor: la pantalla de juego y `senet play` (español).

home-play-computer = Jugar contra el ordenador
home-play-friend = Jugar contra un amigo (mismo teclado)
play-header = Partida · { $rules } · { $x } contra { $o }
play-series-header = { " " }· serie, partida { $game } · victorias { $wins } · puntuación { $score }
play-you = Tú · { $side_label } ({ $side_letter })
play-computer-name = Ordenador, { $level } · { $side_label } ({ $side_letter })
play-friend-name = { $side_label } ({ $side_letter })
play-you-short = Tú
play-computer-subject = El ordenador
computer-random = mueve al azar
computer-level-1 = nivel 1, descuidado (mira una tirada por delante)
computer-level-2 = nivel 2, mira dos tiradas adelante
computer-level-3 = nivel 3, mira tres tiradas adelante
computer-level-4 = nivel 4, el más fuerte
computer-games-room-1 = Aprendiz
computer-games-room-2 = Oficial
computer-games-room-3 = Maestro
computer-games-room-4 = el mejor de la escuela
computer-arcade-1 = nivel 1 de 4, descuidado
computer-arcade-2 = nivel 2 de 4, constante
computer-arcade-3 = nivel 3 de 4, agudo
computer-arcade-4 = nivel 4 de 4, nunca falla
# The other rulesets name their levels plainly: `computer-{ruleset}-{n}` is
# the id of level n in every ruleset (src/text/names.rs, level_name_id).
computer-kendall-1 = { computer-level-1 }
computer-kendall-2 = { computer-level-2 }
computer-kendall-3 = { computer-level-3 }
computer-kendall-4 = { computer-level-4 }
computer-skiryuk-1 = { computer-level-1 }
computer-skiryuk-2 = { computer-level-2 }
computer-skiryuk-3 = { computer-level-3 }
computer-skiryuk-4 = { computer-level-4 }
computer-skiryuk-14-1 = { computer-level-1 }
computer-skiryuk-14-2 = { computer-level-2 }
computer-skiryuk-14-3 = { computer-level-3 }
computer-skiryuk-14-4 = { computer-level-4 }
computer-race-1 = { computer-level-1 }
computer-race-2 = { computer-level-2 }
computer-race-3 = { computer-level-3 }
computer-race-4 = { computer-level-4 }
play-sticks = tablillas { $faces } = { $value } (▯ clara, ▮ oscura)
play-die = tirada { $value }
play-no-throw-yet = aún no hay tirada
play-side-to-move = { $side_num ->
    [one] Mueve
   *[other] Mueven
} { $side } ({ $side_letter }) · tiradas hasta ahora: { $throws }
play-prompt-throw = { $player }: pulsa Espacio para lanzar las tablillas.
play-prompt-house = { $player }: pulsa Espacio para la tirada de casa de la ficha de la { $square }.
play-prompt-throw-you = Te toca: pulsa Espacio para lanzar las tablillas.
play-prompt-house-you = Pulsa Espacio para la tirada de casa de tu ficha de la { $square }.
play-prompt-move-you = Sacaste un { $throw }: elige una ficha con ← → (ahora la { $piece }; las marcadas pueden moverse) y pulsa Intro.
play-prompt-move = { $player } { $num ->
    [one] sacó
   *[other] sacaron
} un { $throw }: elige una ficha con ← → (ahora la { $piece }; las marcadas pueden moverse) y pulsa Intro.
play-prompt-over = La partida ha terminado: pulsa Intro o n para jugar otra.
play-ceremony-prompt = La ceremonia de apertura: los dos jugadores lanzan hasta que uno saca un 1; ese jugador toma los husos (x) y mueve primero. Pulsa Espacio para lanzar.
play-ceremony-you = Lanzaste: { $sticks }
play-ceremony-other = El otro jugador lanzó: { $sticks }
play-ceremony-you-won = Sacaste un 1: tomas los husos (x) y mueves primero.
play-ceremony-other-won = El otro jugador sacó un 1 y toma los husos (x); tú juegas con los conos (o).
play-threw = { $player } { $num ->
    [one] lanzó
   *[other] lanzaron
}: { $sticks }
play-threw-you = Lanzaste: { $sticks }
play-threw-house = { $player }, tirada de casa de la ficha de la { $square }: { $sticks }
play-threw-house-you = Tu tirada de casa para la ficha de la { $square }: { $sticks }
play-passed = { $player } no { $num ->
    [one] tiene
   *[other] tienen
} ningún movimiento legal con un { $throw }: la tirada se pierde y el turno pasa.
play-passed-you = No tienes ningún movimiento legal con un { $throw }: la tirada se pierde y el turno pasa.
play-passed-bonus = Un { $throw } solo da otra tirada después de completar un movimiento.
play-refused = La ficha de la { $from } no puede moverse: { $reason }.
play-won = { $player } { $num ->
    [one] gana: todas sus fichas han salido.
   *[other] ganan: todas sus fichas han salido.
}
play-won-race = { $player } { $num ->
    [one] gana: llegó primero a la casilla 30.
   *[other] ganan: llegaron primero a la casilla 30.
}
play-won-resign = { $player } { $num ->
    [one] gana
   *[other] ganan
}: { $loser } { $loser_num ->
    [one] se rindió
   *[other] se rindieron
}.
play-won-you = ¡Ganas tú! Todas tus fichas han salido.
play-won-race-you = ¡Ganas tú! Llegaste primero a la casilla 30.
play-won-resign-you = ¡Ganas tú! El otro bando se rindió.
play-resigned-you = Te rendiste. { $player } { $num ->
    [one] gana
   *[other] ganan
}.
play-draw-600 = Empate: la partida llegó a 600 tiradas.
play-draw-agreed = Empate, de mutuo acuerdo.
play-draw-offered = Se ofrece un empate: el otro jugador pulsa la tecla Y para aceptarlo (cualquier otra tecla sigue la partida).
play-series-won = ¡Ganas la partida { $wins } de la serie! Puntuación { $score }. El ordenador sube al nivel { $level }: pulsa Intro para la siguiente partida.
play-series-over = La serie termina tras { $wins } victorias, con una puntuación de { $score }. Pulsa Intro para empezar otra serie.
play-series-rank = Es el número { $rank } de tu tabla de mejores series.
play-recording = Grabando en { $path }
play-recording-failed = Esta partida no se puede grabar ({ $detail }); sigue sin grabarse.
hints-play = Espacio lanzar · ←→ ficha · Intro mover · u atrás · s rendirse · n nueva · ? más
hints-play-friend = Espacio lanzar · ←→ ficha · Intro mover · u atrás · s rendirse · d empate · ? más
hints-play-over = Intro o n nueva partida · Esc inicio

## El tutor: un aviso antes de una jugada que el ordenador considera un error o un error grave

play-tutor-on = { " " }· Tutor: activado
play-tutor-off = { " " }· Tutor: desactivado
play-tutor-title = El tutor
# $mark es mistake o blunder; $loss está en puntos de probabilidad de ganar (puntos porcentuales).
play-tutor-warning = Mover la ficha de la { $from } te cuesta { $loss } puntos de probabilidad de ganar ({ $mark ->
    [blunder] un error grave
   *[mistake] un error
}): te quedaría { $chance } de probabilidades de ganar. La mejor jugada es la ficha de la { $best } (probabilidad de ganar: { $best-chance }).
play-tutor-question = ¿La juegas de todos modos, lo piensas otra vez o ves la mejor jugada?
play-tutor-play-anyway = Jugar de todos modos
play-tutor-think-again = Pensarlo otra vez
play-tutor-show-best = Ver la mejor jugada
hints-play-tutor = ← → elegir botón · Intro confirmar · Esc pensarlo otra vez
error-unknown-opponent = rival desconocido: "{ $value }"; usa computer o friend
error-bad-level = el nivel tiene que ser de 1 a 4, best o random, no "{ $value }"

## Probabilidades de las casas

home-odds = Probabilidades de las casas: adónde va una ficha de la 26 a la 30
odds-heading = { $rules }: una ficha sola en la { $square } ({ $house })
odds-no-rest-27 = En esta variante ninguna ficha se queda en la 27: la que cae allí vuelve en el acto a la 15 (o a la casilla vacía más cercana por debajo). Elige otra casilla.
odds-next-throw = La próxima tirada (valor, probabilidad, qué pasa):
odds-stuck = no puede moverse
odds-off = sale del tablero
odds-stays = se queda donde está
odds-water = el agua la devuelve a la { $to }
odds-to = va a la { $to }
odds-within-heading = La probabilidad de haber salido del tablero en { $throws } tiradas como mucho:
odds-within = { $throws ->
    [one] en 1 tirada
   *[other] en { $throws } tiradas
}: { $percent } % ({ $chance })
odds-within-percent = { $throws ->
    [one] en 1 tirada
   *[other] en { $throws } tiradas
}: { $percent } %
odds-heading-plain = { $rules }: una ficha sola en la { $square }
odds-within-heading-finish = La probabilidad de haber llegado a la 30 en { $throws } tiradas como mucho:
hints-odds = ← → casilla · + - más o menos tiradas · Esc inicio
error-bad-odds-square = la casilla tiene que ser de la 26 a la 30, no "{ $value }"
error-bad-within = el número de tiradas tiene que ser de 1 a 20, no "{ $value }"
play-choose-level = Contra el ordenador · { $rules }: elige su nivel
hints-choose-level = ↑↓ elegir · Intro jugar · Esc inicio

# Grabar sin escribir encima de nada (issue 11)
play-record-exists = { $path } ya existe: elige otro nombre para --record (Senet Tutor nunca escribe encima de un archivo que no creó)
play-record-cannot = no se puede grabar en { $path }: { $detail }

## Preguntar antes de terminar una partida en curso.
play-confirm-title = ¿Terminar esta partida?
play-confirm-resign = ¿Abandonar esta partida? Cuenta como derrota, y la repetición lo registra.
play-confirm-new = ¿Empezar una partida nueva? Esta queda sin terminar (su repetición guarda lo jugado).
play-confirm-leave = ¿Salir de esta partida? Queda sin terminar (su repetición guarda lo jugado).
play-confirm-yes = Sí (s)
play-confirm-no = No, seguir jugando
hints-play-confirm = s sí · Intro o Esc no, seguir jugando

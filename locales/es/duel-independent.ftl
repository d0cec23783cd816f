### Senet Tutor: cómo cuenta `senet duel` las partidas independientes (español).

duel-independent-pairs = Los intervalos cuentan { $units } resultados independientes: cada par de partidas jugadas con las mismas tiradas cuenta una sola vez.
duel-independent-games = Los intervalos cuentan { $units } partidas independientes: los dos jugadores son el mismo, así que cada partida tiene sus propias tiradas.
duel-mover-score = { $side_start } ({ $side_letter }), { $side_num ->
    [one] que mueve, obtuvo
   *[other] que mueven, obtuvieron
} un { $score } % (intervalo del 95 %: de { $low } % a { $high } %).
